// SPDX-License-Identifier: MIT
#pragma once
// An Azure ML workspace and its storage played on the loopback server, for the tests that submit to a workspace (the
// backend's, the command line's, the studio's): Resource Manager (the workspace, its computes, code versions,
// datastores, environments, components and jobs, the region's usages, quotas and VM sizes), the run-history
// discovery, and the blob service (signed uploads in one piece or in blocks, upload marks). What a request gets
// wrong is written down in `problems`; the test decides what to make of it.

#include "loopbackserver.h"

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QStringList>
#include <QUrlQuery>

#include <utility>

namespace {

/// The workspace the fake plays (subscription s1, resource group rg1, workspace ws1), and its region's ARM path.
const QByteArray Ws = "/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1";
const QByteArray WsLocation = "/subscriptions/s1/providers/Microsoft.MachineLearningServices/locations/northeurope";

/// Copy the files of `from` (hidden ones too, with their folders) into `to`; false when one cannot be copied.
/// Tests submit from such a copy, so that nothing is written into the project's data.
inline bool copyTree(const QString& from, const QString& to)
{
    QDirIterator it(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(file);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(file, target))
            return false;
    }
    return true;
}

/// An Azure ML workspace and its storage, played on the loopback server.
struct FakeWorkspace
{
    LoopbackServer server;
    QByteArray token; // Resource Manager requests must carry "Authorization: Bearer <token>"
    QByteArray accountKey; // the default datastore's key, as listSecrets answers it
    QByteArray codeSignature = "CODESIG"; // the signature of the SAS that code uploads are given
    /// Set: the default datastore uses identity-based access (credentialsType None, no secrets to list), and its blobs
    /// must be written with "Authorization: Bearer <storageToken>" and no SAS.
    QByteArray storageToken;
    QString apiVersion = QStringLiteral("2026-05-01"); // every Resource Manager request must ask for it
    /// The computes a GET of /computes/NAME finds; the list of computes has these (as small CPU clusters) besides
    /// those of computes.json.
    QStringList computes {QStringLiteral("cpu-cluster"), QStringLiteral("gpu-cluster")};
    /// computes.json, usages.json, quotas.json and vmsizes.json: the computes listed, the region's usages, quotas and
    /// VM sizes, in the REST shapes.
    QString computeData = QStringLiteral(PW_SOURCE_DIR "/tests/data/compute");
    int throttle = 0; // blob PUTs answered 429 (Retry-After: 1) first
    int jobStatus = 201; // how a job PUT is answered; another status refuses the job
    QHash<QString, QString> statusOnRead; // job name -> the status it is listed and read with (default NotStarted)
    QHash<QString, QJsonArray> stepRuns; // job name -> its steps, as run history lists a run's children (default none)

    QHash<QByteArray, QByteArray> blobs; // decoded path -> bytes
    QHash<QByteArray, QMap<QByteArray, QByteArray>> blocks; // decoded path -> block id -> bytes
    QHash<QByteArray, QByteArray> uploadStatus; // decoded path -> x-ms-meta-upload_status
    QHash<QByteArray, QHash<QByteArray, QByteArray>> metadata; // decoded path -> every x-ms-meta-* header set
    QHash<QString, QJsonObject> codeVersions; // hash -> resource
    QHash<QString, QString> latestVersions; // "data/raw-data" -> "3": what GET {ws}/data/raw-data gives as latestVersion
    QHash<QByteArray, QJsonObject> puts; // ARM path -> body of the last PUT
    QList<QJsonObject> jobs; // as created, in the order they were
    QStringList problems; // what the server found wrong in a request

    FakeWorkspace(QByteArray bearerToken, QByteArray datastoreKey, QByteArray codeSasSignature = "CODESIG")
        : token(std::move(bearerToken))
        , accountKey(std::move(datastoreKey))
        , codeSignature(std::move(codeSasSignature))
    {
        server.handler = [this](const Received& r) { return answer(r); };
        // a new workspace: what submissions in this process learnt of another at the same address is forgotten
        // (pw::azure::WorkspaceMemory::filePath())
        QFile::remove(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
                      + QStringLiteral("/pipewright/azure/workspaces.json"));
    }

    /// The Resource Manager endpoint, e.g. for --arm-endpoint or a custom cloud.
    QString url() const { return server.url(QString()).toString(); }

    /// How many requests with `method` had `pathPart` in their path (with the query).
    int count(const QByteArray& method, const QByteArray& pathPart) const
    {
        int n = 0;
        for (const Received& r : server.requests)
            n += r.method == method && r.path.contains(pathPart);
        return n;
    }

    /// The body of the last PUT of job `name` (empty when there was none).
    QJsonObject jobBody(const QString& name) const { return puts.value(Ws + "/jobs/" + name.toLatin1()); }

private:
    static Reply json(int status, const QJsonObject& o)
    {
        return Reply {status, {{"Content-Type", "application/json"}}, QJsonDocument(o).toJson(QJsonDocument::Compact)};
    }

    QByteArray data(const QString& name) const
    {
        QFile f(computeData + QLatin1Char('/') + name);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    /// The first anonymous environment or component a body names that was not registered here (the service resolves
    /// each id a component or a job names, and refuses the request when one is not there), empty when there is none.
    QString unregistered(const QByteArray& body) const
    {
        static const QRegularExpression id(QStringLiteral("/subscriptions/[^\"]*/workspaces/ws1/(?:components/azureml_anonymous|"
                                                          "environments/CliV2AnonymousEnvironment)/versions/[^\"/?]+"));
        for (QRegularExpressionMatchIterator it = id.globalMatch(QString::fromUtf8(body)); it.hasNext();) {
            const QString path = it.next().captured(0);
            if (!puts.contains(path.toUtf8()))
                return path;
        }
        return {};
    }
    static Reply missingAsset(const QString& path)
    {
        return Reply {404, {}, QStringLiteral(R"({"error":{"code":"UserError","message":"%1 does not exist in the workspace."}})").arg(path).toUtf8()};
    }

    /// A resource as the service answers its PUT: the body with its id, name and systemData.
    static QJsonObject created(QJsonObject resource, const QByteArray& path)
    {
        resource.insert(QStringLiteral("id"), QString::fromLatin1(path));
        resource.insert(QStringLiteral("name"), QString::fromLatin1(path.mid(path.lastIndexOf('/') + 1)));
        const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        resource.insert(QStringLiteral("systemData"),
                        QJsonObject {{QStringLiteral("createdAt"), now}, {QStringLiteral("createdBy"), QStringLiteral("tests")},
                                     {QStringLiteral("createdByType"), QStringLiteral("User")}, {QStringLiteral("lastModifiedAt"), now}});
        return resource;
    }

    /// A job as listed or read: its status the one given for it.
    QJsonObject shown(QJsonObject job) const
    {
        const QString name = job.value(QLatin1String("name")).toString();
        QJsonObject p = job.value(QLatin1String("properties")).toObject();
        p.insert(QStringLiteral("status"), statusOnRead.value(name, QStringLiteral("NotStarted")));
        job.insert(QStringLiteral("properties"), p);
        return job;
    }

    Reply answer(const Received& r)
    {
        const qsizetype q = r.path.indexOf('?');
        const QByteArray path = QUrl::fromPercentEncoding(r.path.left(q < 0 ? r.path.size() : q)).toUtf8();
        const QUrlQuery query(QString::fromLatin1(q < 0 ? QByteArray() : r.path.mid(q + 1)));
        if (path.startsWith("/subscriptions/"))
            return arm(r, path, query);
        if (path == "/discovery")
            return json(200, {{QStringLiteral("api"), server.url(QStringLiteral("/region")).toString()}});
        if (path.startsWith("/region/")) {
            const QByteArray runs = "/region/history/v1.0" + Ws + "/runs/";
            const QString run = path.startsWith(runs) && path.endsWith("/children")
                ? QString::fromLatin1(path.mid(runs.size()).chopped(int(qstrlen("/children"))))
                : QString();
            return json(200, {{QStringLiteral("value"), stepRuns.value(run)}});
        }
        return blob(r, path, query);
    }

    Reply blob(const Received& r, const QByteArray& path, const QUrlQuery& query)
    {
        if (!storageToken.isEmpty() && path.startsWith("/dsacct/")) {
            if (r.headers.value("authorization") != "Bearer " + storageToken) {
                problems << QStringLiteral("%1 %2 without the storage token").arg(QString::fromLatin1(r.method), QString::fromLatin1(path));
                return Reply {403, {}, "<Error><Code>AuthorizationPermissionMismatch</Code></Error>"};
            }
            if (!query.queryItemValue(QStringLiteral("sig")).isEmpty())
                problems << QStringLiteral("%1 %2 with a SAS as well as a token").arg(QString::fromLatin1(r.method), QString::fromLatin1(path));
        } else if (r.headers.value("authorization").startsWith("SharedKey ")) {
            // signed with the account key itself (azure-storage-blob, as azure-ai-ml writes with listSecrets' key):
            // taken as it comes, the signature not checked
        } else if (query.queryItemValue(QStringLiteral("sig")).isEmpty()) {
            problems << QStringLiteral("%1 %2 without a signature").arg(QString::fromLatin1(r.method), QString::fromLatin1(path));
            return Reply {403, {}, "<Error><Code>AuthenticationFailed</Code></Error>"};
        }
        if (r.headers.value("x-ms-version").isEmpty())
            problems << QStringLiteral("%1 without x-ms-version").arg(QString::fromLatin1(path));
        const QString comp = query.queryItemValue(QStringLiteral("comp"));
        if (r.method == "HEAD") {
            if (!blobs.contains(path))
                return Reply {404, {}, {}};
            Reply ok {200, {}, {}};
            const QHash<QByteArray, QByteArray> meta = metadata.value(path);
            for (auto it = meta.cbegin(); it != meta.cend(); ++it)
                ok.headers.append({it.key(), it.value()});
            return ok;
        }
        if (r.method != "PUT")
            return Reply {405, {}, {}};
        if (comp == QLatin1String("metadata")) {
            uploadStatus.insert(path, r.headers.value("x-ms-meta-upload_status"));
            QHash<QByteArray, QByteArray> meta;
            for (auto it = r.headers.cbegin(); it != r.headers.cend(); ++it)
                if (it.key().startsWith("x-ms-meta-"))
                    meta.insert(it.key(), it.value());
            metadata.insert(path, meta);
            return Reply {200, {}, {}};
        }
        if (throttle > 0) {
            --throttle;
            return Reply {429, {{"Retry-After", "1"}}, "<Error><Code>ServerBusy</Code></Error>"};
        }
        if (comp == QLatin1String("block")) {
            blocks[path].insert(query.queryItemValue(QStringLiteral("blockid"), QUrl::FullyDecoded).toLatin1(), r.body);
            return Reply {201, {}, {}};
        }
        if (comp == QLatin1String("blocklist")) {
            static const QRegularExpression latest(QStringLiteral("<Latest>([^<]*)</Latest>"));
            QByteArray whole;
            for (auto m = latest.globalMatch(QString::fromLatin1(r.body)); m.hasNext();) {
                const QByteArray id = m.next().captured(1).toLatin1();
                if (!blocks[path].contains(id))
                    problems << QStringLiteral("block list of %1 names a block never put").arg(QString::fromLatin1(path));
                whole += blocks[path].value(id);
            }
            blobs.insert(path, whole);
            return Reply {201, {}, {}};
        }
        if (r.headers.value("x-ms-blob-type") != "BlockBlob")
            problems << QStringLiteral("Put Blob %1 without x-ms-blob-type: BlockBlob").arg(QString::fromLatin1(path));
        blobs.insert(path, r.body);
        return Reply {201, {}, {}};
    }

    /// computes.json, and a small CPU cluster for each of `computes` it does not have.
    Reply computeList() const
    {
        QJsonObject listed = QJsonDocument::fromJson(data(QStringLiteral("computes.json"))).object();
        QJsonArray value = listed.value(QLatin1String("value")).toArray();
        QSet<QString> names;
        for (const QJsonValue& v : std::as_const(value))
            names << v.toObject().value(QLatin1String("name")).toString();
        for (const QString& name : computes) {
            if (names.contains(name))
                continue;
            const QJsonObject cluster {
                {QStringLiteral("vmSize"), QStringLiteral("STANDARD_DS3_V2")},
                {QStringLiteral("vmPriority"), QStringLiteral("Dedicated")},
                {QStringLiteral("scaleSettings"),
                 QJsonObject {{QStringLiteral("minNodeCount"), 0}, {QStringLiteral("maxNodeCount"), 4},
                              {QStringLiteral("nodeIdleTimeBeforeScaleDown"), QStringLiteral("PT120S")}}},
                {QStringLiteral("allocationState"), QStringLiteral("Steady")},
                {QStringLiteral("currentNodeCount"), 0},
                {QStringLiteral("targetNodeCount"), 0}};
            value.append(QJsonObject {
                {QStringLiteral("id"), QString(QString::fromLatin1(Ws) + QStringLiteral("/computes/") + name)},
                {QStringLiteral("name"), name},
                {QStringLiteral("location"), QStringLiteral("northeurope")},
                {QStringLiteral("properties"),
                 QJsonObject {{QStringLiteral("computeType"), QStringLiteral("AmlCompute")},
                              {QStringLiteral("provisioningState"), QStringLiteral("Succeeded")},
                              {QStringLiteral("properties"), cluster}}}});
        }
        listed.insert(QStringLiteral("value"), value);
        return json(200, listed);
    }

    Reply arm(const Received& r, const QByteArray& path, const QUrlQuery& query)
    {
        if (query.queryItemValue(QStringLiteral("api-version")) != apiVersion)
            problems << QStringLiteral("%1 %2 without api-version=%3").arg(QString::fromLatin1(r.method), QString::fromLatin1(r.path), apiVersion);
        if (r.headers.value("authorization") != "Bearer " + token)
            problems << QStringLiteral("%1 %2 without the bearer token").arg(QString::fromLatin1(r.method), QString::fromLatin1(path));
        const QJsonObject body = QJsonDocument::fromJson(r.body).object();
        if (path.startsWith(WsLocation)) {
            const QByteArray what = path.mid(WsLocation.size());
            if (what == "/usages")
                return Reply {200, {}, data(QStringLiteral("usages.json"))};
            if (what == "/quotas")
                return Reply {200, {}, data(QStringLiteral("quotas.json"))};
            if (what == "/vmSizes")
                return Reply {200, {}, data(QStringLiteral("vmsizes.json"))};
        }
        if (!path.startsWith(Ws))
            return Reply {404, {}, R"({"error":{"code":"ResourceNotFound","message":"No such workspace."}})"};
        const QByteArray tail = path.mid(Ws.size());
        const QList<QByteArray> parts = tail.split('/');
        if (tail.isEmpty())
            return json(200, {{QStringLiteral("name"), QStringLiteral("ws1")},
                              {QStringLiteral("location"), QStringLiteral("northeurope")},
                              {QStringLiteral("properties"),
                               QJsonObject {{QStringLiteral("discoveryUrl"), server.url(QStringLiteral("/discovery")).toString()}}}});
        if (tail == "/computes")
            return computeList();
        if (tail.startsWith("/computes/")) {
            const QString name = QString::fromLatin1(parts.value(2));
            if (computes.contains(name)) // the compute as the list has it (azure-ai-ml reads its computeType)
                for (const QJsonValue& v : QJsonDocument::fromJson(computeList().body).object().value(QLatin1String("value")).toArray())
                    if (v.toObject().value(QLatin1String("name")).toString() == name)
                        return json(200, v.toObject());
            return computes.contains(name) ? json(200, {{QStringLiteral("name"), name}})
                                           : Reply {404, {}, R"({"error":{"code":"ResourceNotFound","message":"No such compute."}})"};
        }
        if (r.method == "GET" && parts.size() == 3 && (parts[1] == "data" || parts[1] == "models" || parts[1] == "components")) {
            const QString key = QString::fromLatin1(parts[1] + '/' + parts[2]);
            return latestVersions.contains(key)
                       ? json(200, {{QStringLiteral("name"), QString::fromLatin1(parts[2])},
                                    {QStringLiteral("properties"), QJsonObject {{QStringLiteral("latestVersion"), latestVersions.value(key)}}}})
                       : Reply {404, {}, R"({"error":{"code":"UserError","message":"Not found."}})"};
        }
        if (tail.startsWith("/codes/") && r.method == "GET") {
            QJsonArray value;
            const QString hash = query.queryItemValue(QStringLiteral("hash"));
            if (codeVersions.contains(hash) && query.queryItemValue(QStringLiteral("hashVersion")) == QLatin1String("202208"))
                value.append(codeVersions.value(hash));
            return json(200, {{QStringLiteral("value"), value}});
        }
        if (tail.startsWith("/codes/") && tail.endsWith("/startPendingUpload")) {
            if (body.value(QLatin1String("pendingUploadType")).toString() != QLatin1String("TemporaryBlobReference"))
                problems << QStringLiteral("startPendingUpload without pendingUploadType TemporaryBlobReference");
            const QString folder = QStringLiteral("/codeacct/code/LocalUpload/") + QString::fromLatin1(parts.value(2));
            const QString sas = QStringLiteral("/codeacct/code?sv=2023-11-03&sr=c&sp=rcw&sig=") + QString::fromLatin1(codeSignature);
            return json(200, {{QStringLiteral("blobReferenceForConsumption"),
                               QJsonObject {{QStringLiteral("blobUri"), server.url(folder).toString()},
                                            {QStringLiteral("credential"),
                                             QJsonObject {{QStringLiteral("credentialType"), QStringLiteral("SAS")},
                                                          {QStringLiteral("sasUri"), server.url(sas).toString()}}}}}});
        }
        if (tail.startsWith("/codes/") && r.method == "PUT") {
            QJsonObject resource = created(body, path);
            const QJsonObject props = body.value(QLatin1String("properties")).toObject().value(QLatin1String("properties")).toObject();
            codeVersions.insert(props.value(QLatin1String("hash_sha256")).toString(), resource);
            puts.insert(path, body);
            return json(201, resource);
        }
        if ((tail == "/datastores" || tail == "/datastores/workspaceblobstore") && r.method == "GET") {
            const QJsonObject store {{QStringLiteral("name"), QStringLiteral("workspaceblobstore")},
                                     {QStringLiteral("properties"),
                                      QJsonObject {{QStringLiteral("datastoreType"), QStringLiteral("AzureBlob")},
                                                   {QStringLiteral("accountName"), QStringLiteral("dsacct")},
                                                   {QStringLiteral("containerName"), QStringLiteral("data")},
                                                   {QStringLiteral("endpoint"), QStringLiteral("127.0.0.1:%1").arg(server.serverPort())},
                                                   {QStringLiteral("protocol"), QStringLiteral("http")},
                                                   {QStringLiteral("isDefault"), true},
                                                   {QStringLiteral("credentials"),
                                                    QJsonObject {{QStringLiteral("credentialsType"),
                                                                  storageToken.isEmpty() ? QStringLiteral("AccountKey") : QStringLiteral("None")}}}}}};
            if (tail == "/datastores/workspaceblobstore") // the one datastore by its name (as azure-ai-ml reads it)
                return json(200, store);
            return json(200, {{QStringLiteral("value"), QJsonArray {store}}});
        }
        if (tail == "/datastores/workspaceblobstore/listSecrets" && !storageToken.isEmpty()) {
            problems << QStringLiteral("listSecrets of a datastore without credentials");
            return Reply {400, {}, R"({"error":{"code":"UserError","message":"No secrets for a datastore with identity-based access."}})"};
        }
        if (tail == "/datastores/workspaceblobstore/listSecrets")
            return json(200, {{QStringLiteral("secretsType"), QStringLiteral("AccountKey")}, {QStringLiteral("key"), QString::fromLatin1(accountKey)}});
        if ((tail.startsWith("/environments/") || tail.startsWith("/components/")) && r.method == "PUT") {
            if (const QString missing = unregistered(r.body); !missing.isEmpty())
                return missingAsset(missing);
            puts.insert(path, body);
            return json(201, created(body, path));
        }
        if (tail.startsWith("/jobs/") && r.method == "PUT") {
            if (const QString missing = unregistered(r.body); !missing.isEmpty())
                return missingAsset(missing);
            puts.insert(path, body);
            if (jobStatus != 201)
                return Reply {jobStatus, {}, R"({"error":{"code":"AuthorizationFailed","message":"No write access to ws1."}})"};
            const QString name = QString::fromLatin1(parts.value(2));
            for (const QJsonObject& j : std::as_const(jobs))
                if (j.value(QLatin1String("name")).toString() == name) // as the service: a job is created once
                    return Reply {400, {}, R"({"error":{"code":"UserError","message":"A job with this name already exists."}})"};
            QJsonObject job = body;
            QJsonObject p = job.value(QLatin1String("properties")).toObject();
            p.insert(QStringLiteral("status"), QStringLiteral("NotStarted"));
            p.insert(QStringLiteral("services"),
                     QJsonObject {{QStringLiteral("Studio"),
                                   QJsonObject {{QStringLiteral("endpoint"), QString(QStringLiteral("https://ml.azure.com/runs/") + name)}}}});
            job.insert(QStringLiteral("properties"), p);
            job.insert(QStringLiteral("name"), name);
            job.insert(QStringLiteral("id"), QString::fromLatin1(path));
            job.insert(QStringLiteral("systemData"), QJsonObject {{QStringLiteral("createdAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                                                                  {QStringLiteral("createdBy"), QStringLiteral("tests")}});
            jobs.append(job);
            return json(201, job);
        }
        if (tail.startsWith("/jobs/") && r.method == "GET") {
            for (const QJsonObject& j : std::as_const(jobs))
                if (j.value(QLatin1String("name")).toString().toLatin1() == parts.value(2))
                    return json(200, shown(j));
            return Reply {404, {}, R"({"error":{"code":"UserError","message":"Not found"}})"};
        }
        if (tail == "/jobs") {
            QJsonArray a;
            for (const QJsonObject& j : std::as_const(jobs))
                a.append(shown(j));
            return json(200, {{QStringLiteral("value"), a}});
        }
        return Reply {404, {}, R"({"error":{"code":"NotFound","message":"Not played by the test server."}})"};
    }
};

} // namespace
