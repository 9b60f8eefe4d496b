// SPDX-License-Identifier: MIT
// The workspace's side of uploads: code versions found by their content hash or created through startPendingUpload,
// and local data written to the default datastore.
#include "azureupload.h"
#include "azureupload_p.h"

#include "armresponse.h"
#include "azuretexts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

#include <spdlog/spdlog.h>

#include <future>

namespace pw::azure {

using namespace uploaddetail;


// ---------------------------------------------------------------------------------------------------------------
// code versions

CodeVersionResult ensureCodeVersion(arm::ArmClient& arm, http::Client& http, const arm::WorkspaceRef& ws,
                                    const QString& codeKey, const UploadOptions& options)
{
    CodeVersionResult result;
    const FileList list = listCodeSnapshot(codeKey);
    // the code's path in messages; its includes are counted
    const int includes = int(codeKey.count(QLatin1Char('\n')));
    const QString localPath = includes == 0 ? codeKey
                                            : QCoreApplication::translate("pw::azure", "%1 (with %n additional include(s))", nullptr, includes).arg(codeKey.section(QLatin1Char('\n'), 0, 0));
    if (!list.error.isEmpty()) {
        result.error = tr("Code %1: %2").arg(QDir::toNativeSeparators(localPath), list.error);
        return result;
    }
    QString error;
    result.hash = contentHash(list.files, &error);
    if (result.hash.isEmpty()) {
        result.error = tr("Code %1: %2").arg(QDir::toNativeSeparators(localPath), error);
        return result;
    }
    // an anonymous code asset, as the SDK makes one: a new name and version 1; the hash query finds a version with
    // the same content under any name
    const QString name = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString version = QStringLiteral("1");
    const QString versions = ws.path() + QStringLiteral("/codes/") + name + QStringLiteral("/versions");
    const http::Response found = arm.get(versions, {{QStringLiteral("hash"), result.hash},
                                                    {QStringLiteral("hashVersion"), QString::fromLatin1(ContentHashVersion)}});
    if (found.ok()) {
        const QJsonArray value = QJsonDocument::fromJson(found.body).object().value(QLatin1String("value")).toArray();
        if (!value.isEmpty()) {
            result.armId = value.first().toObject().value(QLatin1String("id")).toString();
            if (result.armId.isEmpty()) {
                result.error = tr("Code %1: the code version found by its hash has no id (%2)")
                                   .arg(QDir::toNativeSeparators(localPath), http::redactedUrl(found.url));
                return result;
            }
            spdlog::info("azure: code {} found as {} by its content hash", localPath.toStdString(), result.armId.toStdString());
            return result;
        }
    } else if (found.status != 404) {
        result.error = tr("Code %1: %2").arg(QDir::toNativeSeparators(localPath), arm::describeFailure(found));
        return result;
    }

    const QString versionPath = versions + QLatin1Char('/') + version;
    if (options.beforeWriting && !options.beforeWriting()) {
        result.error = tr("Code %1: not uploaded, the submission stopped").arg(QDir::toNativeSeparators(localPath));
        return result;
    }
    const QJsonObject pendingBody {{QStringLiteral("pendingUploadId"), QUuid::createUuid().toString(QUuid::WithoutBraces)},
                                   {QStringLiteral("pendingUploadType"), QStringLiteral("TemporaryBlobReference")}};
    const http::Response pending = arm.send("POST", versionPath + QStringLiteral("/startPendingUpload"),
                                            QJsonDocument(pendingBody).toJson(QJsonDocument::Compact), {},
                                            true); // the same pendingUploadId again gives the same kind of answer
    if (!pending.ok()) {
        result.error = tr("Code %1: %2").arg(QDir::toNativeSeparators(localPath), arm::describeFailure(pending, "POST"));
        return result;
    }
    const QJsonObject reference = QJsonDocument::fromJson(pending.body).object().value(QLatin1String("blobReferenceForConsumption")).toObject();
    const QUrl blobUri(reference.value(QLatin1String("blobUri")).toString());
    const QUrl sasUri(reference.value(QLatin1String("credential")).toObject().value(QLatin1String("sasUri")).toString());
    if (!blobUri.isValid() || blobUri.isEmpty() || !sasUri.isValid() || sasUri.isEmpty()) {
        result.error = tr("Code %1: the answer of %2 names no blobUri and sasUri to upload to")
                           .arg(QDir::toNativeSeparators(localPath), http::redactedUrl(pending.url));
        return result;
    }
    // the files go under the blob folder given, with the signature of the SAS URI
    BlobContainer target = containerFromSasUri(sasUri);
    target.url = blobUri;
    target.url.setQuery(QString());
    result.upload = uploadFiles(http, target, QString(), list.files, options);
    if (!result.upload.error.isEmpty()) {
        result.error = tr("Code %1: %2").arg(QDir::toNativeSeparators(localPath), result.upload.error);
        return result;
    }
    result.uploaded = true;
    spdlog::info("azure: code {}: {} file(s), {} bytes uploaded", localPath.toStdString(), result.upload.files, result.upload.bytes);

    const QJsonObject body {{QStringLiteral("properties"),
                             QJsonObject {{QStringLiteral("codeUri"), blobUri.adjusted(QUrl::RemoveQuery).toString()},
                                          {QStringLiteral("isAnonymous"), true},
                                          {QStringLiteral("properties"),
                                           QJsonObject {{QStringLiteral("hash_sha256"), result.hash},
                                                        {QStringLiteral("hash_version"), QString::fromLatin1(ContentHashVersion)}}}}}};
    const http::Response created = arm.send("PUT", versionPath, QJsonDocument(body).toJson(QJsonDocument::Compact));
    if (!created.ok()) {
        result.error = tr("Code %1: %2").arg(QDir::toNativeSeparators(localPath), arm::describeFailure(created, "PUT"));
        return result;
    }
    result.armId = QJsonDocument::fromJson(created.body).object().value(QLatin1String("id")).toString();
    if (!result.armId.startsWith(QLatin1String("/subscriptions/"), Qt::CaseInsensitive))
        result.armId = versionPath;
    return result;
}

// ---------------------------------------------------------------------------------------------------------------
// the default datastore

DatastoreTarget defaultDatastore(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const QString& known)
{
    DatastoreTarget target;
    const QString listPath = ws.path() + QStringLiteral("/datastores");
    const QByteArray expiry = QJsonDocument(QJsonObject {{QStringLiteral("expirableSecret"), false},
                                                         {QStringLiteral("expireAfterHours"), 1}})
                                  .toJson(QJsonDocument::Compact);
    auto readSecrets = [&arm, &listPath, &expiry](const QString& name) {
        return arm.send("POST", listPath + QLatin1Char('/') + name + QStringLiteral("/listSecrets"), expiry, {},
                        true); // a read
    };
    // `known`: the last submission to this workspace found a default datastore of that name that keeps credentials;
    // they are asked for beside the list (one round trip less before anything is written), and the answer is dropped
    // when the list now names another default or one without credentials. A datastore not known to keep credentials
    // is asked after the list only. (The future waits for its answer however this function returns.)
    std::future<http::Response> knownSecrets;
    if (!known.isEmpty())
        knownSecrets = std::async(std::launch::async, readSecrets, known);
    const arm::ListResult list = arm.list(listPath, {{QStringLiteral("isDefault"), QStringLiteral("true")}});
    if (!list.error.isEmpty()) {
        target.error = tr("Cannot find the workspace's default datastore: %1").arg(list.error);
        return target;
    }
    QJsonObject store;
    for (const QJsonValue& v : list.items)
        if (v.toObject().value(QLatin1String("properties")).toObject().value(QLatin1String("isDefault")).toBool()) {
            store = v.toObject();
            break;
        }
    if (store.isEmpty()) {
        target.error = tr("The workspace %1 names no default datastore (%2); local data cannot be uploaded")
                           .arg(ws.workspace, http::redactedUrl(arm.url(listPath)));
        return target;
    }
    target.name = store.value(QLatin1String("name")).toString();
    const QJsonObject p = store.value(QLatin1String("properties")).toObject();
    const QString type = p.value(QLatin1String("datastoreType")).toString();
    const QString account = p.value(QLatin1String("accountName")).toString();
    QString container = p.value(QLatin1String("containerName")).toString();
    if (container.isEmpty())
        container = p.value(QLatin1String("filesystem")).toString(); // Data Lake Gen2 speaks the blob API too
    if ((type != QLatin1String("AzureBlob") && type != QLatin1String("AzureDataLakeGen2")) || account.isEmpty()
        || container.isEmpty()) {
        target.error = tr("The default datastore %1 is of type %2 without a storage account and container; local data "
                          "can only be uploaded to Azure Blob or Data Lake Gen2 datastores")
                           .arg(target.name, type.isEmpty() ? tr("(none)") : type);
        return target;
    }
    const QString endpoint = p.value(QLatin1String("endpoint")).toString(QStringLiteral("core.windows.net"));
    const QString protocol = p.value(QLatin1String("protocol")).toString(QStringLiteral("https")).toLower();
    // an account at an address (a storage emulator) is reached path-style: <endpoint>/<account>/<container>
    target.container.url = isAddressHost(endpoint)
                               ? QUrl(QStringLiteral("%1://%2/%3/%4").arg(protocol, endpoint, account, container))
                               : QUrl(QStringLiteral("%1://%2.blob.%3/%4").arg(protocol, account, endpoint, container));
    if (const QString bad = http::checkEndpoint(target.container.url); !bad.isEmpty()) {
        target.error = tr("The default datastore %1: %2").arg(target.name, bad);
        return target;
    }

    // identity-based access: the datastore keeps no credentials, the signed-in identity writes with its own token
    auto withIdentity = [&]() -> DatastoreTarget {
        const TokenResult t = arm.tokenFor(QLatin1String(StorageResource));
        if (!t.error.isEmpty()) {
            target.error = tr("The default datastore %1 uses identity-based access (it keeps no account key or SAS "
                              "token), so local data is written to it with your own identity, which needs a token for "
                              "Azure Storage: %2")
                               .arg(target.name, t.error);
            return target;
        }
        target.container.bearerToken = t.token.value;
        spdlog::info("azure: the default datastore {} uses identity-based access; writing to it as the signed-in identity",
                     target.name.toStdString());
        return target;
    };
    const QString credentialsType
        = p.value(QLatin1String("credentials")).toObject().value(QLatin1String("credentialsType")).toString();
    if (credentialsType == QLatin1String("None"))
        return withIdentity();

    const http::Response secrets = knownSecrets.valid() && target.name == known ? knownSecrets.get() : readSecrets(target.name);
    if (!secrets.ok()) {
        target.error = tr("Cannot read the credentials of the default datastore %1: %2")
                           .arg(target.name, arm::describeFailure(secrets, "POST"));
        return target;
    }
    const QJsonObject s = QJsonDocument::fromJson(secrets.body).object();
    const QString secretsType = s.value(QLatin1String("secretsType")).toString();
    if (secretsType == QLatin1String("Sas") && !s.value(QLatin1String("sasToken")).toString().isEmpty()) {
        QString sas = s.value(QLatin1String("sasToken")).toString();
        if (sas.startsWith(QLatin1Char('?')))
            sas.remove(0, 1);
        target.container.sas = sas;
        target.keepsCredentials = true;
    } else if (secretsType == QLatin1String("AccountKey") && !s.value(QLatin1String("key")).toString().isEmpty()) {
        QString error;
        target.container.sas = containerSas(account, container, s.value(QLatin1String("key")).toString().toLatin1(),
                                            QStringLiteral("rcw"), QDateTime::currentDateTimeUtc().addSecs(8 * 3600),
                                            protocol == QLatin1String("https"), &error);
        if (target.container.sas.isEmpty()) {
            target.error = tr("The default datastore %1: %2").arg(target.name, error);
            return target;
        }
        target.keepsCredentials = true;
    } else {
        return withIdentity(); // listSecrets gave neither (secretsType None)
    }
    return target;
}

DataUploadResult uploadLocalData(http::Client& http, const DatastoreTarget& datastore, const QString& localPath,
                                 const UploadOptions& options)
{
    DataUploadResult result;
    const QFileInfo info(localPath);
    const FileList list = listUploadFiles(localPath);
    if (!list.error.isEmpty()) {
        result.error = list.error;
        return result;
    }
    QString error;
    const QString hash = objectHash(localPath, &error);
    if (hash.isEmpty()) {
        result.error = error;
        return result;
    }
    const QString name = info.fileName();
    const QString folder = QStringLiteral("LocalUpload/") + hash;
    const QString prefix = info.isDir() ? folder + QLatin1Char('/') + name : folder;
    const QString indicator = prefix + QLatin1Char('/') + list.files.first().relativePath;
    result.uri = QStringLiteral("azureml://datastores/%1/paths/%2/%3%4")
                     .arg(datastore.name, folder, name, info.isDir() ? QStringLiteral("/") : QString());

    // the same content uploaded completely before: its first blob carries upload_status=completed
    const http::Response head = http.send(blobRequest("HEAD", datastore.container, datastore.container.blobUrl(indicator), options)).result();
    if (head.ok() && head.header("x-ms-meta-upload_status") == "completed") {
        spdlog::info("azure: {} is already in datastore {} as {}", localPath.toStdString(), datastore.name.toStdString(),
                     result.uri.toStdString());
        return result;
    }
    if (!head.error.isEmpty() || (head.status != 404 && !head.ok())) {
        result.error = blobFailure(head, "HEAD");
        return result;
    }
    if (options.beforeWriting && !options.beforeWriting()) {
        result.error = tr("%1: not uploaded, the submission stopped").arg(QDir::toNativeSeparators(localPath));
        return result;
    }
    result.upload = uploadFiles(http, datastore.container, prefix, list.files, options);
    if (!result.upload.error.isEmpty()) {
        result.error = result.upload.error;
        return result;
    }
    http::Request mark = blobRequest("PUT", datastore.container, datastore.container.blobUrl(indicator, QStringLiteral("comp=metadata")), options);
    mark.headers.append(qMakePair(QByteArray("x-ms-meta-upload_status"), QByteArray("completed")));
    mark.headers.append(qMakePair(QByteArray("x-ms-meta-name"), QByteArray(name.toUtf8().toPercentEncoding())));
    mark.headers.append(qMakePair(QByteArray("x-ms-meta-version"), QByteArray("1")));
    const http::Response marked = http.send(mark).result();
    if (!marked.ok()) {
        result.error = tr("Cannot mark the upload of %1 complete: %2").arg(QDir::toNativeSeparators(localPath), blobFailure(marked, "PUT"));
        return result;
    }
    result.uploaded = true;
    spdlog::info("azure: {}: {} file(s), {} bytes uploaded to datastore {}", localPath.toStdString(), result.upload.files,
                 result.upload.bytes, datastore.name.toStdString());
    return result;
}


} // namespace pw::azure
