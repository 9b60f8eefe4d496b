// SPDX-License-Identifier: MIT
#pragma once

#include <QFuture>
#include <QMutex>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>

namespace pw {

namespace http {
class Client;
}

/// A public file an input names by its http(s) URL, as the local backend gives it to a step.
struct WebFile
{
    QString path; // the local copy; empty when there is none
    QString error; // why there is no copy, naming the URL (and the HTTP status)
    QString note; // what happened: downloaded, unchanged on the server, or the cached copy used offline
    bool stale = false; // the server could not be reached: the copy is an earlier one
};

/// The web inputs of local runs: each URL downloaded once into a folder of its own under `folder` (over libcurl:
/// TLS verified, PIPEWRIGHT_CA_BUNDLE and the proxy variables honoured, redirects followed but never from https to
/// http), and revalidated at every later use with its ETag or Last-Modified (If-None-Match / If-Modified-Since), so
/// that an unchanged file is not downloaded again. A copy is written beside the old one and renamed over it only when
/// whole. When the server cannot be reached, a cached copy is used with a note saying so. Thread-safe.
class WebInputCache
{
public:
    explicit WebInputCache(QString folder);
    ~WebInputCache();

    /// Fetch `url`; `progress` is called on the transfer thread (bytes so far, the whole size or -1).
    QFuture<WebFile> fetch(const QUrl& url, std::function<void(qint64, qint64)> progress = {});
    /// The folder a URL's copy is kept in.
    QString folderOf(const QUrl& url) const;

private:
    QString m_folder;
    QMutex m_mutex;
    std::unique_ptr<http::Client> m_client; // made on the first fetch (libcurl is loaded then)
};

} // namespace pw
