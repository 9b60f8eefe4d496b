// SPDX-License-Identifier: MIT
#pragma once

#include "armclient.h"
#include "httpclient.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>

/// Local files brought to an Azure ML workspace the way azure-ai-ml (and so `az ml job create`) brings them: the
/// files of a folder with its `.amlignore` (else `.gitignore`) applied, the SDK's content hash that finds a code
/// version already made from the same files, block blobs written with a SAS (one Put Blob, or Put Block and Put Block
/// List for large files), code versions created through `startPendingUpload`, and local data written to the
/// workspace's default datastore under `LocalUpload/<hash>/<name>`. SAS signatures and account keys never appear in
/// a message or a log: URLs are shown through http::redactedUrl(). Blocking: call off the GUI thread.
namespace pw::azure {

/// azure-ai-ml's hash version of contentHash() (`hash_version` of a code version).
inline constexpr char ContentHashVersion[] = "202208";
/// The blob service version the requests speak (x-ms-version, and the `sv` of SAS made here).
inline constexpr char BlobServiceVersion[] = "2023-11-03";

/// The ignore file at the root of an upload (`.amlignore`, else `.gitignore`), read as azure-ai-ml reads it:
/// git's wildcard patterns, where the first pattern that matches a path decides (a `!` pattern keeps it).
class IgnoreRules
{
public:
    /// The rules of `folder`'s ignore file; none when it has none.
    static IgnoreRules forFolder(const QString& folder);
    /// Rules from the text of an ignore file.
    static IgnoreRules fromText(const QString& text);
    /// True when `relativePath` ('/'-separated, relative to the folder) is left out.
    bool excludes(const QString& relativePath) const;
    bool isEmpty() const { return m_patterns.isEmpty(); }
    QString file() const { return m_file; } // the ignore file read, empty when none

private:
    struct Pattern;
    QList<std::shared_ptr<const Pattern>> m_patterns;
    QString m_file;
};

/// One file of an upload: where it is here, and its '/'-separated path under the uploaded folder.
struct UploadFile
{
    QString localPath;
    QString relativePath;
    qint64 size = 0;
};

struct FileList
{
    QList<UploadFile> files; // sorted by lower-case relative path
    QString error; // non-empty: the path cannot be uploaded (names it and why)
};
/// The files azure-ai-ml uploads for `path`: a file alone (its own name), or every file under a folder with
/// symbolic links followed and the folder's ignore file applied. An empty folder is an error, as in the SDK.
FileList listUploadFiles(const QString& path);
/// The files of a component's code snapshot, keyed as codeSnapshotKey() writes it: the code's files, then each
/// additional include's copied into the root (a folder under its own name, a file as itself), in upload order; an
/// include that brings a path the code already has is an error, as in `az ml`.
FileList listCodeSnapshot(const QString& key);

/// azure-ai-ml's content hash of a code snapshot (`get_content_hash`, hash version 202208): SHA-256 over the file
/// count, then `#relative path#` and the size of each file in lower-case path order, then every file's bytes in
/// that order. Lowercase hex; empty with `error` set when a file cannot be read.
QString contentHash(const QList<UploadFile>& files, QString* error = nullptr);
/// azure-ai-ml's object hash (`get_object_hash`) that names the upload folder of local data: MD5 seeded with the
/// SDK's fixed text, then for a file its bytes, for a folder each entry in lower-case name order (its name, then
/// its bytes or, for a folder, its entries), the ignore file applied.
QString objectHash(const QString& path, QString* error = nullptr);

/// A blob container reachable with a shared access signature, or with the signed-in identity's token.
struct BlobContainer
{
    QUrl url; // https://<account>.blob.<suffix>/<container>[/<folder>], without a query
    QString sas; // the SAS query (sv=…&sig=…), percent-encoded, without '?': a secret
    QByteArray bearerToken; // instead of a SAS: a token for StorageResource (identity-based access); a secret
    /// The URL of a blob under `url` with the SAS and `extraQuery` ("comp=block&blockid=…").
    QUrl blobUrl(const QString& blobPath, const QString& extraQuery = {}) const;
    /// The URL of a blob without any query, for messages and asset URIs.
    QUrl plainUrl(const QString& blobPath) const;
};
/// A container from a SAS URI (as startPendingUpload returns it): the query becomes the SAS.
BlobContainer containerFromSasUri(const QUrl& sasUri);

/// A service SAS for a whole container signed with the storage account key (base64, as listSecrets returns it):
/// `sr=c`, the permissions given (in the order racwdl), valid until `expiry`, https only unless `httpsOnly` is false
/// (plain http to a local storage emulator). Empty with `error` set when the key is not base64.
QString containerSas(const QString& account, const QString& container, const QByteArray& accountKeyBase64,
                     const QString& permissions, const QDateTime& expiry, bool httpsOnly, QString* error = nullptr);

struct UploadOptions
{
    qint64 singlePutLimit = 8 * 1024 * 1024; // files up to this size go in one Put Blob
    qint64 blockSize = 8 * 1024 * 1024; // larger files: blocks of this size, then Put Block List
    int parallelBlocks = 4; // blocks of one file in flight at once
    int parallelFiles = int(http::MaxConnectionsPerHost); // files of a folder in flight at once (each in one Put Blob)
    int timeoutMs = 600000; // one request, per attempt
    /// Called (on the uploading thread) before the first request that writes, once what is already there has been
    /// looked up; false stops there, nothing written (a submission whose checks failed meanwhile).
    std::function<bool()> beforeWriting;
};

struct UploadResult
{
    int files = 0;
    qint64 bytes = 0;
    QString error; // names the file and the (redacted) URL
};

/// Upload one file as a block blob at `blobPath` under the container.
UploadResult uploadBlob(http::Client& http, const BlobContainer& container, const QString& blobPath,
                        const QString& localFile, const UploadOptions& options = {});
/// Upload files under `prefix` ("" or "LocalUpload/<hash>/data") in the container, up to `parallelFiles` at once;
/// the first failure stops the rest and is named.
UploadResult uploadFiles(http::Client& http, const BlobContainer& container, const QString& prefix,
                         const QList<UploadFile>& files, const UploadOptions& options = {});

/// A local code folder (or file) as a code version of the workspace, as azure-ai-ml's CodeOperations does it: a code
/// version with the same content hash is used as it is; otherwise a new anonymous code version gets a blob folder
/// from startPendingUpload, the files are written there, and the version is created with the hash in its properties
/// so that the next submission finds it. `codeKey` is the code's path, or the key of a snapshot with additional
/// includes (listCodeSnapshot).
struct CodeVersionResult
{
    QString armId; // /subscriptions/…/codes/<name>/versions/<version>
    QString hash;
    bool uploaded = false; // false: an existing version with the same hash was used
    UploadResult upload;
    QString error;
};
CodeVersionResult ensureCodeVersion(arm::ArmClient& arm, http::Client& http, const arm::WorkspaceRef& ws,
                                    const QString& codeKey, const UploadOptions& options = {});

/// The workspace's default datastore as a place to write local data.
struct DatastoreTarget
{
    QString name; // workspaceblobstore
    BlobContainer container;
    bool keepsCredentials = false; // written with its own SAS or account key (not the signed-in identity)
    QString error;
};
/// The default datastore (Datastores_List with isDefault=true) and a way to write to it: its own SAS token, or one
/// signed here with its account key (Datastores_ListSecrets); a datastore that keeps no credentials (identity-based
/// access, credentialsType None) is written with the signed-in identity's token for Azure Storage, as azure-ai-ml does
/// (the identity needs a data role on the account, Storage Blob Data Contributor).
/// `known`: the name of a default datastore that kept credentials when last seen (WorkspaceMemory); its credentials
/// are then asked for beside the list.
DatastoreTarget defaultDatastore(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const QString& known = {});

struct DataUploadResult
{
    QString uri; // azureml://datastores/<name>/paths/LocalUpload/<hash>/<name>[/]
    bool uploaded = false; // false: the same content was already there (upload_status=completed)
    UploadResult upload;
    QString error;
};
/// Upload a local file or folder to the datastore under `LocalUpload/<object hash>/<name>`, unless a complete upload
/// of the same content is there already; the URI names it for a job input (folders end with '/').
DataUploadResult uploadLocalData(http::Client& http, const DatastoreTarget& datastore, const QString& localPath,
                                 const UploadOptions& options = {});

} // namespace pw::azure
