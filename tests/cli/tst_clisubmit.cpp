// SPDX-License-Identifier: MIT
// `pipewright submit` and the commands that take `--backend azure`, run as processes against a loopback server that
// plays an Azure ML workspace (Resource Manager, the run-history discovery and the blob service): the pipeline of
// tests/data/azuresubmit submitted (code and data uploaded, components registered, the job PUT with the name and
// experiment given), --wait following the job to Completed or Failed, quota, compute list, vm-sizes and jobs of the
// workspace, a named profile of a config file written here (and one holding a secret, refused), the workspace flags
// missing, and a tiny pipeline submitted to the local backend with --wait. The token never appears in the output.
#include "backends/loopbackserver.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

namespace {

const QString Data = QStringLiteral(PW_SOURCE_DIR "/tests/data/azuresubmit");
const QString ComputeData = QStringLiteral(PW_SOURCE_DIR "/tests/data/compute");
const QByteArray Ws = "/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1";
const QByteArray Location = "/subscriptions/s1/providers/Microsoft.MachineLearningServices/locations/northeurope";
const QByteArray Token = "cli-submit-token-secret";
const QByteArray AccountKey = "cGlwZXdyaWdodC1jbGktdGVzdC1hY2NvdW50LWtleQ==";

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Result
{
    int code = -1;
    QString out;
    QString err;
};

/// An Azure ML workspace and its storage, played on the loopback server.
struct FakeWorkspace
{
    LoopbackServer server;
    QHash<QByteArray, QByteArray> blobs; // decoded path -> bytes
    QHash<QByteArray, QMap<QByteArray, QByteArray>> blocks;
    QHash<QByteArray, QByteArray> uploadStatus;
    QHash<QString, QJsonObject> codeVersions; // hash -> resource
    QHash<QByteArray, QJsonObject> puts; // ARM path -> body of the last PUT
    QList<QJsonObject> jobs;
    QHash<QString, QString> statusOnRead; // job name -> the status a GET answers (default NotStarted)
    QStringList problems; // what the server found wrong in a request

    FakeWorkspace()
    {
        server.handler = [this](const Received& r) { return answer(r); };
    }

    QString url() const { return server.url(QString()).toString(); }

    int count(const QByteArray& method, const QByteArray& pathPart) const
    {
        int n = 0;
        for (const Received& r : server.requests)
            n += r.method == method && r.path.contains(pathPart);
        return n;
    }

    static Reply json(int status, const QJsonObject& o)
    {
        return Reply {status, {{"Content-Type", "application/json"}}, QJsonDocument(o).toJson(QJsonDocument::Compact)};
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
        if (path.startsWith("/region/"))
            return json(200, {{QStringLiteral("value"), QJsonArray()}});
        return blob(r, path, query);
    }

    Reply blob(const Received& r, const QByteArray& path, const QUrlQuery& query)
    {
        if (query.queryItemValue(QStringLiteral("sig")).isEmpty()) {
            problems << QStringLiteral("%1 %2 without a signature").arg(QString::fromLatin1(r.method), QString::fromLatin1(path));
            return Reply {403, {}, "<Error><Code>AuthenticationFailed</Code></Error>"};
        }
        const QString comp = query.queryItemValue(QStringLiteral("comp"));
        if (r.method == "HEAD") {
            if (!blobs.contains(path))
                return Reply {404, {}, {}};
            Reply ok {200, {}, {}};
            if (uploadStatus.contains(path))
                ok.headers.append({"x-ms-meta-upload_status", uploadStatus.value(path)});
            return ok;
        }
        if (r.method != "PUT")
            return Reply {405, {}, {}};
        if (comp == QLatin1String("metadata")) {
            uploadStatus.insert(path, r.headers.value("x-ms-meta-upload_status"));
            return Reply {200, {}, {}};
        }
        if (comp == QLatin1String("block")) {
            blocks[path].insert(query.queryItemValue(QStringLiteral("blockid"), QUrl::FullyDecoded).toLatin1(), r.body);
            return Reply {201, {}, {}};
        }
        if (comp == QLatin1String("blocklist")) {
            static const QRegularExpression latest(QStringLiteral("<Latest>([^<]*)</Latest>"));
            QByteArray whole;
            for (auto m = latest.globalMatch(QString::fromLatin1(r.body)); m.hasNext();)
                whole += blocks[path].value(m.next().captured(1).toLatin1());
            blobs.insert(path, whole);
            return Reply {201, {}, {}};
        }
        blobs.insert(path, r.body);
        return Reply {201, {}, {}};
    }

    Reply arm(const Received& r, const QByteArray& path, const QUrlQuery& query)
    {
        if (r.headers.value("authorization") != "Bearer " + Token)
            problems << QStringLiteral("%1 %2 without the bearer token").arg(QString::fromLatin1(r.method), QString::fromLatin1(path));
        const QJsonObject body = QJsonDocument::fromJson(r.body).object();
        if (path.startsWith(Location)) {
            const QByteArray what = path.mid(Location.size());
            if (what == "/usages")
                return Reply {200, {}, readFile(ComputeData + QStringLiteral("/usages.json"))};
            if (what == "/quotas")
                return Reply {200, {}, readFile(ComputeData + QStringLiteral("/quotas.json"))};
            if (what == "/vmSizes")
                return Reply {200, {}, readFile(ComputeData + QStringLiteral("/vmsizes.json"))};
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
            return Reply {200, {}, readFile(ComputeData + QStringLiteral("/computes.json"))};
        if (tail.startsWith("/computes/")) {
            const QString name = QString::fromLatin1(parts.value(2));
            return name == QLatin1String("cpu-cluster") || name == QLatin1String("gpu-cluster")
                ? json(200, {{QStringLiteral("name"), name}})
                : Reply {404, {}, R"({"error":{"code":"ResourceNotFound","message":"No such compute."}})"};
        }
        if (tail.startsWith("/codes/") && r.method == "GET") {
            QJsonArray value;
            if (codeVersions.contains(query.queryItemValue(QStringLiteral("hash"))))
                value.append(codeVersions.value(query.queryItemValue(QStringLiteral("hash"))));
            return json(200, {{QStringLiteral("value"), value}});
        }
        if (tail.startsWith("/codes/") && tail.endsWith("/startPendingUpload")) {
            const QString folder = QStringLiteral("/codeacct/code/LocalUpload/") + QString::fromLatin1(parts.value(2));
            return json(200, {{QStringLiteral("blobReferenceForConsumption"),
                               QJsonObject {{QStringLiteral("blobUri"), server.url(folder).toString()},
                                            {QStringLiteral("credential"),
                                             QJsonObject {{QStringLiteral("credentialType"), QStringLiteral("SAS")},
                                                          {QStringLiteral("sasUri"),
                                                           server.url(QStringLiteral("/codeacct/code?sv=2023-11-03&sr=c&sp=rcw&sig=CODESIG")).toString()}}}}}});
        }
        if (tail.startsWith("/codes/") && r.method == "PUT") {
            QJsonObject resource = body;
            resource.insert(QStringLiteral("id"), QString::fromLatin1(path));
            const QJsonObject props = body.value(QLatin1String("properties")).toObject().value(QLatin1String("properties")).toObject();
            codeVersions.insert(props.value(QLatin1String("hash_sha256")).toString(), resource);
            puts.insert(path, body);
            return json(201, resource);
        }
        if (tail == "/datastores" && r.method == "GET") {
            const QJsonObject store {{QStringLiteral("name"), QStringLiteral("workspaceblobstore")},
                                     {QStringLiteral("properties"),
                                      QJsonObject {{QStringLiteral("datastoreType"), QStringLiteral("AzureBlob")},
                                                   {QStringLiteral("accountName"), QStringLiteral("dsacct")},
                                                   {QStringLiteral("containerName"), QStringLiteral("data")},
                                                   {QStringLiteral("endpoint"), QStringLiteral("127.0.0.1:%1").arg(server.serverPort())},
                                                   {QStringLiteral("protocol"), QStringLiteral("http")},
                                                   {QStringLiteral("isDefault"), true},
                                                   {QStringLiteral("credentials"),
                                                    QJsonObject {{QStringLiteral("credentialsType"), QStringLiteral("AccountKey")}}}}}};
            return json(200, {{QStringLiteral("value"), QJsonArray {store}}});
        }
        if (tail == "/datastores/workspaceblobstore/listSecrets")
            return json(200, {{QStringLiteral("secretsType"), QStringLiteral("AccountKey")}, {QStringLiteral("key"), QString::fromLatin1(AccountKey)}});
        if ((tail.startsWith("/environments/") || tail.startsWith("/components/")) && r.method == "PUT") {
            puts.insert(path, body);
            return json(201, body);
        }
        if (tail.startsWith("/jobs/") && r.method == "PUT") {
            puts.insert(path, body);
            const QString name = QString::fromLatin1(parts.value(2));
            QJsonObject job = body;
            QJsonObject p = job.value(QLatin1String("properties")).toObject();
            p.insert(QStringLiteral("status"), QStringLiteral("NotStarted"));
            p.insert(QStringLiteral("services"),
                     QJsonObject {{QStringLiteral("Studio"),
                                   QJsonObject {{QStringLiteral("endpoint"), QString(QStringLiteral("https://ml.azure.com/runs/") + name)}}}});
            job.insert(QStringLiteral("properties"), p);
            job.insert(QStringLiteral("name"), name);
            job.insert(QStringLiteral("id"), QString::fromLatin1(path));
            job.insert(QStringLiteral("systemData"), QJsonObject {{QStringLiteral("createdAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}});
            jobs.append(job);
            return json(201, job);
        }
        if (tail.startsWith("/jobs/") && r.method == "GET") {
            for (QJsonObject j : std::as_const(jobs)) {
                const QString name = j.value(QLatin1String("name")).toString();
                if (name.toLatin1() != parts.value(2))
                    continue;
                QJsonObject p = j.value(QLatin1String("properties")).toObject();
                p.insert(QStringLiteral("status"), statusOnRead.value(name, QStringLiteral("NotStarted")));
                j.insert(QStringLiteral("properties"), p);
                return json(200, j);
            }
            return Reply {404, {}, R"({"error":{"code":"UserError","message":"Not found"}})"};
        }
        if (tail == "/jobs") {
            QJsonArray a;
            for (const QJsonObject& j : std::as_const(jobs))
                a.append(j);
            return json(200, {{QStringLiteral("value"), a}});
        }
        return Reply {404, {}, R"({"error":{"code":"NotFound","message":"Not played by the test server."}})"};
    }
};

/// A copy of tests/data/azuresubmit to submit from (nothing is written into the project's data).
bool copyData(const QString& to)
{
    QDirIterator it(Data, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + QLatin1Char('/') + QDir(Data).relativeFilePath(file);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(file, target))
            return false;
    }
    return true;
}

} // namespace

class TestCliSubmit : public QObject
{
    Q_OBJECT

    FakeWorkspace m_ws;
    QTemporaryDir m_state; // XDG_STATE_HOME, PIPEWRIGHT_HOME
    QTemporaryDir m_data; // the copy of tests/data/azuresubmit
    QStringList m_leaks; // runs that showed the token or the account key

    /// Run the CLI in `workDir` while this thread keeps serving the loopback server.
    Result run(const QStringList& args, const QString& workDir, const QList<QPair<QString, QString>>& extra = {})
    {
        QProcess p;
        p.setProgram(QStringLiteral(PW_CLI_PATH));
        p.setArguments(args);
        p.setWorkingDirectory(workDir);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("XDG_STATE_HOME"), m_state.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_state.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_state.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("PIPEWRIGHT_HOME"), m_state.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("PIPEWRIGHT_ACCESS_TOKEN"), QString::fromLatin1(Token));
        for (const char* name : {"PIPEWRIGHT_WORKSPACE", "PIPEWRIGHT_PROFILE", "PIPEWRIGHT_CONFIG", "AZURE_CLIENT_SECRET"})
            env.remove(QLatin1String(name));
        for (const auto& [name, value] : extra)
            env.insert(name, value);
        p.setProcessEnvironment(env);
        p.start();
        QElapsedTimer t;
        t.start();
        while (p.state() != QProcess::NotRunning && t.elapsed() < 120000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
            p.waitForFinished(10);
        }
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished();
        }
        Result r;
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        for (const QByteArray& secret : {Token, AccountKey})
            if (r.out.contains(QString::fromLatin1(secret)) || r.err.contains(QString::fromLatin1(secret)))
                m_leaks << QStringLiteral("pipewright %1 showed a secret").arg(args.join(QLatin1Char(' ')));
        return r;
    }

    /// The workspace and sign-in flags for the loopback workspace.
    QStringList azure() const
    {
        return {QStringLiteral("--backend"),      QStringLiteral("azure"), QStringLiteral("--subscription"), QStringLiteral("s1"),
                QStringLiteral("--resource-group"), QStringLiteral("rg1"), QStringLiteral("--workspace"),    QStringLiteral("ws1"),
                QStringLiteral("--arm-endpoint"), m_ws.url(),              QStringLiteral("--auth"),         QStringLiteral("env")};
    }

    QString pipeline() const { return m_data.filePath(QStringLiteral("pipeline.yml")); }

    QJsonObject jobBody(const QString& name) const
    {
        return m_ws.puts.value(Ws + "/jobs/" + name.toLatin1()).value(QLatin1String("properties")).toObject();
    }

    static QString both(const Result& r) { return r.out + QLatin1Char('\n') + r.err; }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_state.isValid() && m_data.isValid());
        QVERIFY(copyData(m_data.path()));
    }

    void cleanup()
    {
        QVERIFY2(m_leaks.isEmpty(), qPrintable(m_leaks.join(QLatin1Char('\n'))));
    }

    void submitToAzure()
    {
        const Result r = run(QStringList {QStringLiteral("submit"), QStringLiteral("pipeline.yml"), QStringLiteral("--name"),
                                          QStringLiteral("cli-job-1"), QStringLiteral("--experiment"), QStringLiteral("cli-experiment")}
                                 + azure(),
                             m_data.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(m_ws.problems.isEmpty(), qPrintable(m_ws.problems.join(QLatin1Char('\n'))));
        QVERIFY2(r.out.contains(QLatin1String("Job cli-job-1 submitted to ws1.")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("https://ml.azure.com/runs/cli-job-1")), qPrintable(r.out));
        // the job went out with the name and experiment given, the file itself unchanged
        QCOMPARE(m_ws.count("PUT", Ws + "/jobs/cli-job-1"), 1);
        const QJsonObject p = jobBody(QStringLiteral("cli-job-1"));
        QCOMPARE(p.value(QLatin1String("jobType")).toString(), QStringLiteral("Pipeline"));
        QCOMPARE(p.value(QLatin1String("experimentName")).toString(), QStringLiteral("cli-experiment"));
        QCOMPARE(p.value(QLatin1String("displayName")).toString(), QStringLiteral("submit-sample"));
        QCOMPARE(readFile(pipeline()), readFile(Data + QStringLiteral("/pipeline.yml")));
        // what the submission needs before the job: code uploaded, data uploaded, components registered
        QCOMPARE(m_ws.count("POST", "/startPendingUpload"), 2);
        QCOMPARE(m_ws.count("PUT", "/components/azureml_anonymous/versions/"), 3);
        QVERIFY(m_ws.blobs.value("/dsacct/data/LocalUpload/0d55ae8ca4c5f60e3556e03a58b49613/iris.csv")
                == readFile(Data + QStringLiteral("/data/iris.csv")));
        QCOMPARE(p.value(QLatin1String("inputs")).toObject().value(QLatin1String("raw_data")).toObject().value(QLatin1String("uri")).toString(),
                 QStringLiteral("azureml://datastores/workspaceblobstore/paths/LocalUpload/0d55ae8ca4c5f60e3556e03a58b49613/iris.csv"));

        // JSON: one object with the id and the studio link; a --set value reaches the job
        const Result j = run(QStringList {QStringLiteral("submit"), pipeline(), QStringLiteral("--name"), QStringLiteral("cli-job-2"),
                                          QStringLiteral("--set"), QStringLiteral("learning_rate=0.5"), QStringLiteral("--format"),
                                          QStringLiteral("json")}
                                 + azure(),
                             m_state.path());
        QVERIFY2(j.code == 0, qPrintable(both(j)));
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(j.out.toUtf8(), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(j.out));
        QCOMPARE(o.value(QLatin1String("id")).toString(), QStringLiteral("cli-job-2"));
        QCOMPARE(o.value(QLatin1String("backend")).toString(), QStringLiteral("azure"));
        QCOMPARE(o.value(QLatin1String("studio_url")).toString(), QStringLiteral("https://ml.azure.com/runs/cli-job-2"));
        const QJsonObject lr = jobBody(QStringLiteral("cli-job-2")).value(QLatin1String("inputs")).toObject().value(QLatin1String("learning_rate")).toObject();
        QVERIFY2(lr.value(QLatin1String("value")).toVariant().toString() == QLatin1String("0.5"), QJsonDocument(lr).toJson().constData());
        // the code was found by its hash the second time: nothing uploaded again
        QCOMPARE(m_ws.count("POST", "/startPendingUpload"), 2);
    }

    void submitAndWait()
    {
        m_ws.statusOnRead.insert(QStringLiteral("cli-wait-ok"), QStringLiteral("Completed"));
        m_ws.statusOnRead.insert(QStringLiteral("cli-wait-bad"), QStringLiteral("Failed"));
        Result r = run(QStringList {QStringLiteral("submit"), pipeline(), QStringLiteral("--name"), QStringLiteral("cli-wait-ok"),
                                    QStringLiteral("--wait")}
                           + azure(),
                       m_data.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(r.out.contains(QLatin1String("Job cli-wait-ok: Completed")), qPrintable(r.out));
        QVERIFY(m_ws.count("GET", Ws + "/jobs/cli-wait-ok") >= 1);
        r = run(QStringList {QStringLiteral("submit"), pipeline(), QStringLiteral("--name"), QStringLiteral("cli-wait-bad"),
                             QStringLiteral("--wait")}
                    + azure(),
                m_data.path());
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QLatin1String("Job cli-wait-bad: Failed")), qPrintable(r.out));
    }

    void quotaComputeSizesAndJobsOfTheWorkspace()
    {
        Result r = run(QStringList {QStringLiteral("quota")} + azure(), m_state.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(r.out.contains(QLatin1String("Total Cluster Dedicated Regional vCPUs")), qPrintable(r.out));
        QVERIFY(m_ws.count("GET", Location + "/usages") >= 1 && m_ws.count("GET", Location + "/quotas") >= 1);
        r = run(QStringList {QStringLiteral("quota"), QStringLiteral("--format"), QStringLiteral("json")} + azure(), m_state.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        bool dedicated = false;
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
            const QJsonObject row = v.toObject();
            if (row.value(QLatin1String("displayName")).toString() == QLatin1String("Total Cluster Dedicated Regional vCPUs"))
                dedicated = row.value(QLatin1String("used")).toInt() == 8 && row.value(QLatin1String("limit")).toInt() == 32;
        }
        QVERIFY2(dedicated, qPrintable(r.out)); // 8 of 32, as tests/data/compute/usages.json says

        r = run(QStringList {QStringLiteral("compute"), QStringLiteral("list")} + azure(), m_state.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(r.out.contains(QLatin1String("train-cpu")) && r.out.contains(QLatin1String("aks-gpu")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("STANDARD_DS3_V2")));
        r = run(QStringList {QStringLiteral("compute"), QStringLiteral("show"), QStringLiteral("train-cpu")} + azure(), m_state.path());
        QVERIFY2(r.code == 0 && r.out.contains(QLatin1String("amlcompute")), qPrintable(both(r)));

        r = run(QStringList {QStringLiteral("vm-sizes"), QStringLiteral("--format"), QStringLiteral("json")} + azure(), m_state.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY(QJsonDocument::fromJson(r.out.toUtf8()).array().size() >= 2);

        r = run(QStringList {QStringLiteral("jobs"), QStringLiteral("list")} + azure(), m_state.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(r.out.contains(QLatin1String("cli-job-1")), qPrintable(r.out));
        r = run(QStringList {QStringLiteral("jobs"), QStringLiteral("rerun"), QStringLiteral("cli-job-1")} + azure(), m_state.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("this machine only")), qPrintable(r.err));
    }

    void profileFromTheConfigFile()
    {
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("config.ini"));
        QFile f(config);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# workspaces for pipewright\n"
                "[profiles/loop]\n"
                "backend = azure\n"
                "subscription = s1\n"
                "resource-group = rg1\n"
                "workspace = ws1\n"
                "arm-endpoint = " + m_ws.url().toUtf8() + "\n"
                "auth = env\n"
                "\n"
                "[profiles/leaky]\n"
                "backend = azure\n"
                "workspace = /subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1\n"
                "client-secret = do-not-keep-me-here\n");
        f.close();
        const QList<QPair<QString, QString>> env {{QStringLiteral("PIPEWRIGHT_CONFIG"), config}};
        Result r = run({QStringLiteral("compute"), QStringLiteral("list"), QStringLiteral("--profile"), QStringLiteral("loop")},
                       m_state.path(), env);
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(r.out.contains(QLatin1String("train-cpu")), qPrintable(r.out));

        const int before = m_ws.count("PUT", Ws + "/jobs/");
        r = run({QStringLiteral("submit"), pipeline(), QStringLiteral("--profile"), QStringLiteral("loop"), QStringLiteral("--name"),
                 QStringLiteral("cli-profile-job")},
                m_state.path(), env);
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY(r.out.contains(QLatin1String("cli-profile-job")));
        QCOMPARE(m_ws.count("PUT", Ws + "/jobs/"), before + 1);

        // the default profile from the environment; a flag given on the command line wins over the profile
        r = run({QStringLiteral("quota"), QStringLiteral("--backend"), QStringLiteral("local")}, m_state.path(),
                {{QStringLiteral("PIPEWRIGHT_CONFIG"), config}, {QStringLiteral("PIPEWRIGHT_PROFILE"), QStringLiteral("loop")}});
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(!r.out.contains(QLatin1String("Regional")), qPrintable(r.out)); // this machine's cores, not the workspace's

        // a secret in the file is refused, and not shown
        r = run({QStringLiteral("quota"), QStringLiteral("--profile"), QStringLiteral("leaky")}, m_state.path(), env);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("client-secret")) && r.err.contains(QLatin1String("[profiles/leaky]")), qPrintable(r.err));
        QVERIFY(!both(r).contains(QLatin1String("do-not-keep-me-here")));
        // an unknown profile names the file and the profiles it has
        r = run({QStringLiteral("quota"), QStringLiteral("--profile"), QStringLiteral("nope")}, m_state.path(), env);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(config) && r.err.contains(QLatin1String("leaky, loop")), qPrintable(r.err));
    }

    void missingWorkspaceFlags()
    {
        const QString arm = m_ws.url();
        const int requests = int(m_ws.server.requests.size());
        Result r = run({QStringLiteral("submit"), pipeline(), QStringLiteral("--backend"), QStringLiteral("azure"),
                        QStringLiteral("--workspace"), QStringLiteral("ws1"), QStringLiteral("--arm-endpoint"), arm},
                       m_state.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("missing: --subscription, --resource-group")), qPrintable(r.err));
        r = run({QStringLiteral("quota"), QStringLiteral("--backend"), QStringLiteral("azure")}, m_state.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("--subscription ID --resource-group RG --workspace WS")), qPrintable(r.err));
        r = run({QStringLiteral("compute"), QStringLiteral("list"), QStringLiteral("--subscription"), QStringLiteral("s1")}, m_state.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("add --backend azure")), qPrintable(r.err));
        r = run(QStringList {QStringLiteral("submit"), pipeline(), QStringLiteral("--name"), QStringLiteral("bad/name")} + azure(),
                m_state.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("not a job name")), qPrintable(r.err));
        r = run(QStringList {QStringLiteral("jobs"), QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("mars")}, m_state.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("unknown backend 'mars'")), qPrintable(r.err));
        QCOMPARE(int(m_ws.server.requests.size()), requests); // nothing was sent
    }

    void submitLocallyAndWait()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("tiny.yml")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("type: pipeline\n"
                "inputs:\n"
                "  msg: default\n"
                "jobs:\n"
                "  hello:\n"
                "    type: command\n"
                "    environment: azureml:minimal@1\n"
                "    command: echo \"said ${{inputs.m}}\" > ${{outputs.o}}/m.txt\n"
                "    inputs:\n"
                "      m: ${{parent.inputs.msg}}\n"
                "    outputs:\n"
                "      o:\n"
                "        type: uri_folder\n");
        f.close();
        const Result r = run({QStringLiteral("submit"), QStringLiteral("tiny.yml"), QStringLiteral("--wait"), QStringLiteral("--set"),
                              QStringLiteral("msg=hi"), QStringLiteral("--experiment"), QStringLiteral("local-exp")},
                             dir.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(r.out.contains(QLatin1String("hello Completed")), qPrintable(r.out));
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Job (\\S+) started")).match(r.out);
        QVERIFY2(m.hasMatch(), qPrintable(r.out));
        // the job as the run store keeps it: Completed, in the experiment given, its output written
        const Result show = run({QStringLiteral("jobs"), QStringLiteral("show"), m.captured(1), QStringLiteral("--format"), QStringLiteral("json")},
                                dir.path());
        QVERIFY2(show.code == 0, qPrintable(both(show)));
        const QJsonObject job = QJsonDocument::fromJson(show.out.toUtf8()).object();
        QCOMPARE(job.value(QLatin1String("status")).toString(), QStringLiteral("Completed"));
        QCOMPARE(job.value(QLatin1String("experiment")).toString(), QStringLiteral("local-exp"));
        const QString folder = job.value(QLatin1String("steps")).toArray().at(0).toObject().value(QLatin1String("outputs")).toObject()
                                   .value(QLatin1String("o")).toString();
        QCOMPARE(readFile(folder + QStringLiteral("/m.txt")), QByteArray("said hi\n"));
        QCOMPARE(readFile(dir.filePath(QStringLiteral("tiny.yml"))).contains("experiment_name"), false); // the file is not changed

        // JSON: the finished job alone on standard output, progress on standard error
        const Result j = run({QStringLiteral("submit"), QStringLiteral("tiny.yml"), QStringLiteral("--wait"), QStringLiteral("--format"),
                              QStringLiteral("json")},
                             dir.path());
        QVERIFY2(j.code == 0, qPrintable(both(j)));
        const QJsonObject o = QJsonDocument::fromJson(j.out.toUtf8()).object();
        QCOMPARE(o.value(QLatin1String("status")).toString(), QStringLiteral("Completed"));
        QVERIFY(j.err.contains(QLatin1String("started")));

        // a failing step: exit 1
        QFile bad(dir.filePath(QStringLiteral("bad.yml")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("type: pipeline\njobs:\n  boom:\n    type: command\n    environment: azureml:minimal@1\n    command: exit 3\n");
        bad.close();
        const Result b = run({QStringLiteral("submit"), QStringLiteral("bad.yml"), QStringLiteral("--wait")}, dir.path());
        QCOMPARE(b.code, 1);
        QVERIFY2(b.err.contains(QLatin1String("Step 'boom' failed")), qPrintable(both(b)));
    }
};

QTEST_GUILESS_MAIN(TestCliSubmit)
#include "tst_clisubmit.moc"
