// SPDX-License-Identifier: MIT
#include "webinputs.h"

#include "fileio.h"
#include "httpclient.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QUuid>

namespace pw {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("pw::WebInputCache", s);
}

/// The name the copy keeps: the URL's last path segment, or "download".
QString fileNameOf(const QUrl& url)
{
    QString name = QFileInfo(url.path()).fileName();
    name.remove(QLatin1Char('/'));
    if (name.isEmpty() || name == QLatin1String(".") || name == QLatin1String(".."))
        name = QStringLiteral("download");
    return name;
}

QJsonObject readMeta(const QString& dir)
{
    QByteArray bytes;
    QString error;
    return readFileBytes(QDir(dir).filePath(QStringLiteral("meta.json")), bytes, &error)
               ? QJsonDocument::fromJson(bytes).object()
               : QJsonObject();
}

QString sizeText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

WebInputCache::WebInputCache(QString folder)
    : m_folder(std::move(folder))
{
}

WebInputCache::~WebInputCache() = default;

QString WebInputCache::folderOf(const QUrl& url) const
{
    const QByteArray key = QCryptographicHash::hash(url.toEncoded(), QCryptographicHash::Sha256).toHex().left(32);
    return QDir(m_folder).filePath(QString::fromLatin1(key));
}

QFuture<WebFile> WebInputCache::fetch(const QUrl& url, std::function<void(qint64, qint64)> progress)
{
    const QString dir = folderOf(url);
    const QString file = QDir(dir).filePath(fileNameOf(url));
    if (!QDir().mkpath(dir)) {
        WebFile f;
        f.error = tr("cannot create the download folder %1 for %2").arg(QDir::toNativeSeparators(dir), http::redactedUrl(url));
        return QtFuture::makeReadyFuture(f);
    }
    const QJsonObject meta = readMeta(dir);
    const bool cached = QFileInfo(file).isFile() && meta.value(QLatin1String("url")).toString() == url.toString();
    http::Request r;
    r.url = url;
    r.timeoutMs = 3600 * 1000;
    r.followRedirects = true;
    r.plainHttpAnyHost = true; // a public file: no credentials are sent
    r.saveTo = QDir(dir).filePath(QStringLiteral(".part-") + QUuid::createUuid().toString(QUuid::Id128));
    r.progress = std::move(progress);
    if (cached) {
        if (const QString etag = meta.value(QLatin1String("etag")).toString(); !etag.isEmpty())
            r.headers.append({"If-None-Match", etag.toUtf8()});
        if (const QString modified = meta.value(QLatin1String("last_modified")).toString(); !modified.isEmpty())
            r.headers.append({"If-Modified-Since", modified.toUtf8()});
    }
    QFuture<http::Response> sent;
    {
        QMutexLocker lock(&m_mutex);
        if (!m_client)
            m_client = std::make_unique<http::Client>();
        sent = m_client->send(r);
    }
    const QString part = r.saveTo;
    return sent.then([url, dir, file, part, cached, meta](const http::Response& response) {
        WebFile out;
        const QString where = http::redactedUrl(url);
        if (response.status == 304 && cached) {
            QFile::remove(part);
            out.path = file;
            out.note = tr("%1 is unchanged on the server; the copy of %2 is used")
                           .arg(where, meta.value(QLatin1String("fetched")).toString());
            return out;
        }
        if (response.ok()) {
            QFile::remove(file);
            if (!QFile::rename(part, file)) {
                QFile::remove(part);
                out.error = tr("cannot keep the download of %1 as %2").arg(where, QDir::toNativeSeparators(file));
                return out;
            }
            QJsonObject m {{QStringLiteral("url"), url.toString()},
                           {QStringLiteral("fetched"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
            if (const QByteArray etag = response.header("ETag"); !etag.isEmpty())
                m.insert(QStringLiteral("etag"), QString::fromUtf8(etag));
            if (const QByteArray modified = response.header("Last-Modified"); !modified.isEmpty())
                m.insert(QStringLiteral("last_modified"), QString::fromUtf8(modified));
            QString error;
            writeFileAtomically(QDir(dir).filePath(QStringLiteral("meta.json")), QJsonDocument(m).toJson(), &error);
            out.path = file;
            out.note = tr("downloaded %1 (%2)").arg(where, sizeText(QFileInfo(file).size()));
            return out;
        }
        QFile::remove(part);
        if (!response.error.isEmpty() && cached) {
            // the server could not be reached: the copy there is, said so
            out.path = file;
            out.stale = true;
            out.note = tr("%1 could not be reached (%2); the copy of %3 is used")
                           .arg(where, response.error, meta.value(QLatin1String("fetched")).toString());
            return out;
        }
        out.error = !response.error.isEmpty()
                        ? response.error
                        : tr("GET %1 answered HTTP %2%3")
                              .arg(where, QString::number(response.status),
                                   response.body.isEmpty() ? QString()
                                                           : QStringLiteral(": ") + QString::fromUtf8(response.body.left(200)).simplified());
        return out;
    });
}

} // namespace pw
