// SPDX-License-Identifier: MIT
#include "azureupload.h"
#include "azureupload_p.h"

#include "azuretexts.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>
#include <QRegularExpression>
#include <QSet>
#include <QUrlQuery>

#include <algorithm>
#include <deque>

namespace pw::azure {

namespace uploaddetail {

/// A blob service answer in plain words: the method, the URL (SAS redacted), the status and the service's own
/// <Code> and <Message> when the body holds them.
QString blobFailure(const http::Response& r, const QByteArray& method)
{
    if (!r.error.isEmpty())
        return r.error;
    QString text = QStringLiteral("%1 %2: HTTP %3").arg(QString::fromLatin1(method), http::redactedUrl(r.url), QString::number(r.status));
    static const QRegularExpression code(QStringLiteral("<Code>([^<]*)</Code>"));
    static const QRegularExpression message(QStringLiteral("<Message>([^<\\n]*)"));
    const QString body = QString::fromUtf8(r.body.left(4096));
    const QRegularExpressionMatch c = code.match(body);
    if (c.hasMatch()) {
        text += QStringLiteral(", ") + c.captured(1);
        const QRegularExpressionMatch m = message.match(body);
        if (m.hasMatch())
            text += QStringLiteral(": ") + m.captured(1).trimmed();
    } else if (!r.header("x-ms-error-code").isEmpty()) {
        text += QStringLiteral(", ") + QString::fromLatin1(r.header("x-ms-error-code"));
    }
    return text;
}

http::Request blobRequest(const QByteArray& method, const BlobContainer& container, const QUrl& url, const UploadOptions& options)
{
    http::Request r;
    r.method = method;
    r.url = url;
    r.timeoutMs = options.timeoutMs;
    r.headers = {{"x-ms-version", BlobServiceVersion}};
    if (!container.bearerToken.isEmpty())
        r.headers.append({"Authorization", "Bearer " + container.bearerToken});
    return r;
}

bool isAddressHost(const QString& endpoint)
{
    const QUrl u(QStringLiteral("http://") + endpoint);
    static const QRegularExpression ipv4(QStringLiteral("^\\d{1,3}(\\.\\d{1,3}){3}$"));
    return http::isLoopback(u) || ipv4.match(u.host()).hasMatch() || u.host().contains(QLatin1Char(':'));
}

} // namespace uploaddetail

using namespace uploaddetail;

namespace {

constexpr qint64 ReadChunk = 1024 * 1024;

/// Translate one path segment of a git wildcard pattern to a regular expression.
QString segmentRegex(const QString& seg)
{
    QString out;
    for (qsizetype i = 0; i < seg.size(); ++i) {
        const QChar c = seg[i];
        if (c == QLatin1Char('\\') && i + 1 < seg.size()) {
            out += QRegularExpression::escape(QString(seg[++i]));
        } else if (c == QLatin1Char('*')) {
            out += QStringLiteral("[^/]*");
        } else if (c == QLatin1Char('?')) {
            out += QStringLiteral("[^/]");
        } else if (c == QLatin1Char('[')) {
            const qsizetype close = seg.indexOf(QLatin1Char(']'), i + 2);
            if (close < 0) {
                out += QStringLiteral("\\[");
                continue;
            }
            QString cls = seg.mid(i + 1, close - i - 1);
            if (cls.startsWith(QLatin1Char('!')))
                cls[0] = QLatin1Char('^');
            cls.replace(QLatin1String("\\"), QLatin1String("\\\\"));
            out += QLatin1Char('[') + cls + QLatin1Char(']');
            i = close;
        } else {
            out += QRegularExpression::escape(QString(c));
        }
    }
    return out;
}

/// The regular expression of one line of an ignore file (git's wildmatch rules as the pathspec package that
/// azure-ai-ml uses writes them); empty for blank lines and comments.
QString patternRegex(QString line, bool* include)
{
    while (!line.isEmpty() && line.back().isSpace() && !line.endsWith(QLatin1String("\\ ")))
        line.chop(1);
    if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
        return {};
    *include = true;
    if (line.startsWith(QLatin1Char('!'))) {
        *include = false;
        line.remove(0, 1);
    } else if (line.startsWith(QLatin1String("\\#")) || line.startsWith(QLatin1String("\\!"))) {
        line.remove(0, 1);
    }
    QStringList segs = line.split(QLatin1Char('/'));
    if (segs.first().isEmpty()) {
        segs.removeFirst(); // "/name": anchored to the folder
    } else if (segs.size() == 1 || (segs.size() == 2 && segs[1].isEmpty())) {
        if (segs.first() != QLatin1String("**"))
            segs.prepend(QStringLiteral("**")); // "name" or "name/": at any depth
    }
    if (segs.isEmpty())
        return {};
    if (segs.size() > 1 && segs.last().isEmpty())
        segs.last() = QStringLiteral("**"); // "name/": the folder's contents
    QString out = QStringLiteral("^");
    bool needSlash = false;
    const qsizetype end = segs.size() - 1;
    for (qsizetype i = 0; i < segs.size(); ++i) {
        const QString& seg = segs[i];
        if (seg == QLatin1String("**")) {
            if (i == 0 && i == end) {
                out += QStringLiteral(".+");
            } else if (i == 0) {
                out += QStringLiteral("(?:.+/)?");
                needSlash = false;
            } else if (i == end) {
                out += QStringLiteral("/.*");
            } else {
                out += QStringLiteral("(?:/.+)?");
                needSlash = true;
            }
        } else if (seg == QLatin1String("*")) {
            if (needSlash)
                out += QLatin1Char('/');
            out += QStringLiteral("[^/]+");
            needSlash = true;
        } else {
            if (needSlash)
                out += QLatin1Char('/');
            out += segmentRegex(seg);
            if (i == end)
                out += QStringLiteral("(?:/.*)?"); // a name matches a folder and what is under it
            needSlash = true;
        }
    }
    return out + QLatin1Char('$');
}

void hashFile(QCryptographicHash& h, const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error && error->isEmpty())
            *error = tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return;
    }
    while (!f.atEnd()) {
        const QByteArray chunk = f.read(ReadChunk);
        if (chunk.isEmpty() && f.error() != QFileDevice::NoError) {
            if (error && error->isEmpty())
                *error = tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
            return;
        }
        h.addData(chunk);
    }
}

void hashFolder(QCryptographicHash& h, const QString& root, const QString& folder, const IgnoreRules& rules,
                QString* error, int depth)
{
    if (depth > 64) {
        if (error && error->isEmpty())
            *error = tr("%1 nests folders more than 64 levels deep (a symbolic link loop?)").arg(QDir::toNativeSeparators(folder));
        return;
    }
    QFileInfoList entries = QDir(folder).entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    std::sort(entries.begin(), entries.end(), [](const QFileInfo& a, const QFileInfo& b) {
        return a.absoluteFilePath().toLower() < b.absoluteFilePath().toLower();
    });
    const QDir base(root);
    for (const QFileInfo& e : entries) {
        if (rules.excludes(base.relativeFilePath(e.absoluteFilePath())))
            continue;
        h.addData(e.fileName().toUtf8());
        const QFileInfo target(e.isSymLink() ? e.canonicalFilePath() : e.absoluteFilePath());
        if (target.isFile())
            hashFile(h, target.absoluteFilePath(), error);
        else if (target.isDir())
            hashFolder(h, root, target.absoluteFilePath(), rules, error, depth + 1);
    }
}

QString isoExpiry(const QDateTime& t)
{
    return t.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"));
}
} // namespace


// ---------------------------------------------------------------------------------------------------------------
// the files of an upload

struct IgnoreRules::Pattern
{
    QRegularExpression re;
    bool include = true; // true: a match leaves the path out
};

IgnoreRules IgnoreRules::fromText(const QString& text)
{
    IgnoreRules rules;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        bool include = true;
        QString rx = patternRegex(QString(line).remove(QLatin1Char('\r')), &include);
        if (rx.isEmpty())
            continue;
        auto p = std::make_shared<Pattern>();
        p->re = QRegularExpression(rx);
        p->include = include;
        if (p->re.isValid())
            rules.m_patterns << p;
    }
    return rules;
}

IgnoreRules IgnoreRules::forFolder(const QString& folder)
{
    for (const char* name : {".amlignore", ".gitignore"}) {
        QFile f(QDir(folder).filePath(QLatin1String(name)));
        if (f.exists() && f.open(QIODevice::ReadOnly)) {
            IgnoreRules rules = fromText(QString::fromUtf8(f.readAll()));
            rules.m_file = f.fileName();
            return rules;
        }
    }
    return {};
}

bool IgnoreRules::excludes(const QString& relativePath) const
{
    for (const auto& p : m_patterns)
        if (p->re.match(relativePath).hasMatch())
            return p->include; // the first pattern that matches decides, as in azure-ai-ml
    return false;
}

FileList listUploadFiles(const QString& path)
{
    FileList out;
    const QFileInfo info(path);
    if (!info.exists()) {
        out.error = tr("%1 does not exist").arg(QDir::toNativeSeparators(path));
        return out;
    }
    if (info.isFile()) {
        out.files << UploadFile {info.canonicalFilePath(), info.fileName(), info.size()};
        return out;
    }
    const QString root = info.absoluteFilePath();
    const IgnoreRules rules = IgnoreRules::forFolder(root);
    const QDir base(root);
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories | QDirIterator::FollowSymlinks);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString rel = base.relativeFilePath(file);
        if (rules.excludes(rel))
            continue;
        const QFileInfo fi(file);
        if (!fi.exists()) {
            out.error = tr("%1 is a symbolic link to nothing").arg(QDir::toNativeSeparators(file));
            return out;
        }
        out.files << UploadFile {fi.canonicalFilePath(), rel, fi.size()};
        if (out.files.size() > 200000) {
            out.error = tr("%1 holds more than 200,000 files; leave some out with an .amlignore file").arg(QDir::toNativeSeparators(root));
            return out;
        }
    }
    if (out.files.isEmpty()) {
        out.error = rules.isEmpty() ? tr("the folder %1 holds no files").arg(QDir::toNativeSeparators(root))
                                    : tr("the folder %1 holds no files that %2 keeps")
                                          .arg(QDir::toNativeSeparators(root), QDir::toNativeSeparators(rules.file()));
        return out;
    }
    std::sort(out.files.begin(), out.files.end(), [](const UploadFile& a, const UploadFile& b) {
        const QString la = a.relativePath.toLower(), lb = b.relativePath.toLower();
        return la != lb ? la < lb : a.relativePath < b.relativePath;
    });
    return out;
}

FileList listCodeSnapshot(const QString& key)
{
    const QStringList parts = key.split(QLatin1Char('\n'));
    FileList out = listUploadFiles(parts.first());
    if (!out.error.isEmpty() || parts.size() == 1)
        return out;
    QSet<QString> taken;
    for (const UploadFile& f : std::as_const(out.files))
        taken.insert(f.relativePath.toLower());
    for (const QString& include : parts.mid(1)) {
        const QFileInfo info(include);
        FileList more = listUploadFiles(include);
        if (!more.error.isEmpty()) {
            out.error = tr("additional include: %1").arg(more.error);
            return out;
        }
        for (UploadFile& f : more.files) {
            if (info.isDir())
                f.relativePath = info.fileName() + QLatin1Char('/') + f.relativePath; // the folder itself goes in the root
            if (taken.contains(f.relativePath.toLower())) {
                out.error = tr("the additional include %1 brings %2, which the code already has")
                                .arg(QDir::toNativeSeparators(include), f.relativePath);
                return out;
            }
            taken.insert(f.relativePath.toLower());
            out.files << f;
        }
    }
    std::sort(out.files.begin(), out.files.end(), [](const UploadFile& a, const UploadFile& b) {
        const QString la = a.relativePath.toLower(), lb = b.relativePath.toLower();
        return la != lb ? la < lb : a.relativePath < b.relativePath;
    });
    return out;
}

QString contentHash(const QList<UploadFile>& files, QString* error)
{
    QList<UploadFile> sorted = files;
    std::stable_sort(sorted.begin(), sorted.end(), [](const UploadFile& a, const UploadFile& b) {
        return a.relativePath.toLower() < b.relativePath.toLower();
    });
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(QByteArray::number(sorted.size()));
    for (const UploadFile& f : sorted) {
        h.addData(QByteArray(QByteArray("#") + f.relativePath.toUtf8() + QByteArray("#")));
        h.addData(QByteArray::number(f.size));
    }
    QString readError;
    for (const UploadFile& f : sorted)
        hashFile(h, f.localPath, &readError);
    if (!readError.isEmpty()) {
        if (error)
            *error = readError;
        return {};
    }
    return QString::fromLatin1(h.result().toHex());
}

QString objectHash(const QString& path, QString* error)
{
    QCryptographicHash h(QCryptographicHash::Md5);
    h.addData(QByteArrayLiteral("Initialize for october 2021 AML CLI version"));
    const QFileInfo info(path);
    QString readError;
    if (info.isDir())
        hashFolder(h, info.absoluteFilePath(), info.absoluteFilePath(), IgnoreRules::forFolder(info.absoluteFilePath()),
                   &readError, 0);
    else
        hashFile(h, info.isSymLink() ? info.canonicalFilePath() : info.absoluteFilePath(), &readError);
    if (!readError.isEmpty()) {
        if (error)
            *error = readError;
        return {};
    }
    return QString::fromLatin1(h.result().toHex());
}

// ---------------------------------------------------------------------------------------------------------------
// blobs

QUrl BlobContainer::plainUrl(const QString& blobPath) const
{
    QUrl u = url;
    u.setQuery(QString());
    QString p = u.path(QUrl::FullyDecoded);
    if (!blobPath.isEmpty()) {
        if (!p.endsWith(QLatin1Char('/')))
            p += QLatin1Char('/');
        p += blobPath;
    }
    u.setPath(p, QUrl::DecodedMode);
    return u;
}

QUrl BlobContainer::blobUrl(const QString& blobPath, const QString& extraQuery) const
{
    QUrl u = plainUrl(blobPath);
    QStringList parts;
    if (!extraQuery.isEmpty())
        parts << extraQuery;
    if (!sas.isEmpty())
        parts << sas;
    if (!parts.isEmpty())
        u.setQuery(parts.join(QLatin1Char('&')), QUrl::TolerantMode);
    return u;
}

BlobContainer containerFromSasUri(const QUrl& sasUri)
{
    BlobContainer c;
    c.sas = sasUri.query(QUrl::FullyEncoded);
    c.url = sasUri;
    c.url.setQuery(QString());
    return c;
}

QString containerSas(const QString& account, const QString& container, const QByteArray& accountKeyBase64,
                     const QString& permissions, const QDateTime& expiry, bool httpsOnly, QString* error)
{
    const auto decoded = QByteArray::fromBase64Encoding(accountKeyBase64.trimmed(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty()) {
        if (error)
            *error = tr("the storage account key of %1 is not base64").arg(account);
        return {};
    }
    const QString se = isoExpiry(expiry);
    const QString spr = httpsOnly ? QStringLiteral("https") : QString();
    const QString sv = QString::fromLatin1(BlobServiceVersion);
    const QString sr = QStringLiteral("c");
    // the fields of a service SAS in the order the blob service signs them (version 2020-12-06 and later)
    const QStringList fields {permissions, QString(), se, QStringLiteral("/blob/%1/%2").arg(account, container),
                              QString(), QString(), spr, sv, sr, QString(), QString(), QString(), QString(),
                              QString(), QString(), QString()};
    const QByteArray signature = QMessageAuthenticationCode::hash(fields.join(QLatin1Char('\n')).toUtf8(), decoded.decoded,
                                                                  QCryptographicHash::Sha256).toBase64();
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("sp"), permissions);
    q.addQueryItem(QStringLiteral("se"), QString::fromLatin1(QUrl::toPercentEncoding(se)));
    if (!spr.isEmpty())
        q.addQueryItem(QStringLiteral("spr"), spr);
    q.addQueryItem(QStringLiteral("sv"), sv);
    q.addQueryItem(QStringLiteral("sr"), sr);
    q.addQueryItem(QStringLiteral("sig"), QString::fromLatin1(QUrl::toPercentEncoding(QString::fromLatin1(signature))));
    return q.toString(QUrl::FullyEncoded);
}

namespace {

/// One Put Blob of a whole file's bytes as a block blob.
http::Request putBlobRequest(const BlobContainer& container, const QString& blobPath, QByteArray bytes,
                             const UploadOptions& options)
{
    http::Request r = blobRequest("PUT", container, container.blobUrl(blobPath), options);
    r.body = std::move(bytes);
    r.headers.append(qMakePair(QByteArray("x-ms-blob-type"), QByteArray("BlockBlob")));
    r.headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/octet-stream")));
    return r;
}

} // namespace

UploadResult uploadBlob(http::Client& http, const BlobContainer& container, const QString& blobPath,
                        const QString& localFile, const UploadOptions& options)
{
    UploadResult result;
    QFile f(localFile);
    if (!f.open(QIODevice::ReadOnly)) {
        result.error = tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(localFile), f.errorString());
        return result;
    }
    const qint64 size = f.size();
    auto readFailed = [&] {
        result.error = tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(localFile), f.errorString());
        return result;
    };
    auto failed = [&](const http::Response& r, const QByteArray& method) {
        result.error = tr("Cannot upload %1: %2").arg(QDir::toNativeSeparators(localFile), blobFailure(r, method));
        return result;
    };
    if (size <= options.singlePutLimit) {
        QByteArray bytes = f.readAll();
        if (bytes.size() != size)
            return readFailed();
        const http::Response answer = http.send(putBlobRequest(container, blobPath, std::move(bytes), options)).result();
        if (!answer.ok())
            return failed(answer, "PUT");
        result.files = 1;
        result.bytes = size;
        return result;
    }
    // Put Block for each part, a few at a time, then Put Block List naming them in order
    const qint64 blockSize = std::max<qint64>(1, options.blockSize);
    const qint64 blocks = (size + blockSize - 1) / blockSize;
    if (blocks > 50000) {
        result.error = tr("%1 is too large for blocks of %2 bytes (a blob has at most 50,000 blocks)")
                           .arg(QDir::toNativeSeparators(localFile))
                           .arg(blockSize);
        return result;
    }
    QStringList ids;
    std::deque<QFuture<http::Response>> inFlight;
    auto waitOldest = [&]() -> bool {
        const http::Response answer = inFlight.front().result();
        inFlight.pop_front();
        if (!answer.ok()) {
            failed(answer, "PUT");
            return false;
        }
        return true;
    };
    for (qint64 i = 0; i < blocks; ++i) {
        const QByteArray chunk = f.read(blockSize);
        if (chunk.isEmpty())
            return readFailed();
        const QString id = QString::fromLatin1(QStringLiteral("pipewright-block-%1").arg(i, 6, 10, QLatin1Char('0')).toLatin1().toBase64());
        ids << id;
        http::Request r = blobRequest("PUT", container, container.blobUrl(blobPath, QStringLiteral("comp=block&blockid=")
                                                                              + QString::fromLatin1(QUrl::toPercentEncoding(id))),
                                      options);
        r.body = chunk;
        r.headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/octet-stream")));
        inFlight.push_back(http.send(r));
        if (int(inFlight.size()) >= std::max(1, options.parallelBlocks) && !waitOldest()) {
            for (auto& pending : inFlight)
                pending.waitForFinished();
            return result;
        }
    }
    while (!inFlight.empty())
        if (!waitOldest()) {
            for (auto& pending : inFlight)
                pending.waitForFinished();
            return result;
        }
    QByteArray list = "<?xml version=\"1.0\" encoding=\"utf-8\"?><BlockList>";
    for (const QString& id : ids)
        list += "<Latest>" + id.toLatin1() + "</Latest>";
    list += "</BlockList>";
    http::Request commit = blobRequest("PUT", container, container.blobUrl(blobPath, QStringLiteral("comp=blocklist")), options);
    commit.body = list;
    commit.headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/xml")));
    commit.headers.append(qMakePair(QByteArray("x-ms-blob-content-type"), QByteArray("application/octet-stream")));
    const http::Response answer = http.send(commit).result();
    if (!answer.ok())
        return failed(answer, "PUT");
    result.files = 1;
    result.bytes = size;
    return result;
}

UploadResult uploadFiles(http::Client& http, const BlobContainer& container, const QString& prefix,
                         const QList<UploadFile>& files, const UploadOptions& options)
{
    // Files that go in one Put Blob are sent several at once over the client's connections (a bounded pool: at most
    // parallelFiles bodies are read and in flight); a large file is sent on its own, its blocks several at once.
    UploadResult total;
    struct Pending
    {
        QFuture<http::Response> answer;
        const UploadFile* file;
    };
    std::deque<Pending> inFlight;
    auto finishOldest = [&]() -> bool {
        const Pending p = inFlight.front();
        inFlight.pop_front();
        const http::Response answer = p.answer.result();
        if (!answer.ok()) {
            total.error = tr("Cannot upload %1: %2").arg(QDir::toNativeSeparators(p.file->localPath), blobFailure(answer, "PUT"));
            return false;
        }
        total.files += 1;
        total.bytes += p.file->size;
        return true;
    };
    auto stop = [&] {
        for (Pending& p : inFlight)
            p.answer.cancel();
        for (Pending& p : inFlight)
            p.answer.waitForFinished();
        return total;
    };
    const int pool = std::max(1, options.parallelFiles);
    for (const UploadFile& f : files) {
        const QString blob = prefix.isEmpty() ? f.relativePath : prefix + QLatin1Char('/') + f.relativePath;
        if (f.size > options.singlePutLimit) {
            const UploadResult one = uploadBlob(http, container, blob, f.localPath, options);
            if (!one.error.isEmpty()) {
                total.error = one.error;
                return stop();
            }
            total.files += one.files;
            total.bytes += one.bytes;
            continue;
        }
        QFile in(f.localPath);
        QByteArray bytes;
        if (in.open(QIODevice::ReadOnly))
            bytes = in.readAll();
        if (!in.isOpen() || bytes.size() != f.size) {
            total.error = in.isOpen() ? tr("Cannot upload %1: it changed while being uploaded (%2 bytes, %3 before)")
                                            .arg(QDir::toNativeSeparators(f.localPath))
                                            .arg(bytes.size())
                                            .arg(f.size)
                                      : tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(f.localPath), in.errorString());
            return stop();
        }
        inFlight.push_back({http.send(putBlobRequest(container, blob, std::move(bytes), options)), &f});
        if (int(inFlight.size()) >= pool && !finishOldest())
            return stop();
    }
    while (!inFlight.empty())
        if (!finishOldest())
            return stop();
    return total;
}

} // namespace pw::azure
