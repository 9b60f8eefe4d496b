// SPDX-License-Identifier: MIT
#include "httpclient.h"

#include "curlapi.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QFile>
#include <QPromise>
#include <QUrlQuery>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <list>
#include <mutex>
#include <thread>

namespace pw::http {

namespace {


qint64 steadyMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

bool idempotent(const Request& r)
{
    return r.idempotent.value_or(isIdempotentMethod(r.method));
}

/// Transport failures worth another attempt: the request did not reach the server, or no answer came back.
bool retryableTransport(CURLcode rc)
{
    switch (rc) {
    case CURLE_COULDNT_CONNECT:
    case CURLE_GOT_NOTHING:
    case CURLE_SEND_ERROR:
    case CURLE_RECV_ERROR:
    case CURLE_PARTIAL_FILE: // "transfer closed with N bytes remaining": an answer cut short
    case CURLE_HTTP2:
    case CURLE_HTTP2_STREAM:
        return true;
    default:
        return false;
    }
}

} // namespace

QByteArray Response::header(const QByteArray& name) const
{
    for (const auto& [k, v] : headers)
        if (k.compare(name, Qt::CaseInsensitive) == 0)
            return v;
    return {};
}

bool isLoopback(const QUrl& url)
{
    const QString host = url.host();
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    if (host == QLatin1String("::1") || host == QLatin1String("0:0:0:0:0:0:0:1"))
        return true;
    // 127.0.0.0/8, written as four decimal numbers
    const QStringList parts = host.split(QLatin1Char('.'));
    if (parts.size() != 4)
        return false;
    for (const QString& p : parts) {
        bool ok = false;
        const int v = p.toInt(&ok);
        if (!ok || v < 0 || v > 255 || p.isEmpty() || p.size() > 3)
            return false;
    }
    return parts.first() == QLatin1String("127");
}

QString checkEndpoint(const QUrl& url)
{
    if (!url.isValid() || url.host().isEmpty())
        return QCoreApplication::translate("Http", "'%1' is not a complete address (scheme and host are needed).").arg(redactedUrl(url));
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("https"))
        return {};
    if (scheme == QLatin1String("http")) {
        if (isLoopback(url))
            return {};
        // the instance metadata service of an Azure VM (managed identity) is plain http by design and never leaves
        // the host
        if (url.host() == QLatin1String("169.254.169.254"))
            return {};
        return QCoreApplication::translate("Http", "Refusing plain http:// for %1: only loopback addresses (127.0.0.1, ::1, localhost) may be reached "
                  "without TLS. Use https://.")
            .arg(url.host());
    }
    return QCoreApplication::translate("Http", "Unsupported scheme '%1' in %2: use https://.").arg(url.scheme(), redactedUrl(url));
}

bool isIdempotentMethod(const QByteArray& method)
{
    const QByteArray m = method.toUpper();
    return m == "GET" || m == "HEAD" || m == "PUT" || m == "DELETE" || m == "OPTIONS";
}

bool isRetryable(int status, bool idempotent, bool retryAfter)
{
    if (!idempotent)
        return status == 500 || status == 503 || status == 504 || (status == 429 && retryAfter);
    return status == 408 || status == 429 || status == 500 || status == 502 || status == 503 || status == 504;
}

std::optional<qint64> parseRetryAfter(const QByteArray& raw, const QDateTime& now)
{
    const QByteArray value = raw.trimmed();
    if (value.isEmpty())
        return std::nullopt;
    bool ok = false;
    const double seconds = value.toDouble(&ok);
    if (ok && std::isfinite(seconds))
        return qint64(std::max(0.0, std::min(seconds, 1e9)) * 1000.0);
    // HTTP-date: "Wed, 21 Oct 2015 07:28:00 GMT" (RFC 9110 §5.6.7)
    QString date = QString::fromLatin1(value);
    if (date.endsWith(QLatin1String(" GMT")) || date.endsWith(QLatin1String(" UTC")))
        date = date.left(date.size() - 4) + QStringLiteral(" +0000");
    const QDateTime when = QDateTime::fromString(date, Qt::RFC2822Date);
    if (!when.isValid())
        return std::nullopt;
    return std::max<qint64>(0, now.msecsTo(when));
}

QString redactedUrl(const QUrl& url)
{
    QUrl copy = url;
    copy.setUserInfo(QString());
    if (copy.hasQuery()) {
        static const QStringList secret {QStringLiteral("sig"), QStringLiteral("code"), QStringLiteral("token"),
                                         QStringLiteral("access_token"), QStringLiteral("client_secret"),
                                         QStringLiteral("password"), QStringLiteral("key")};
        QUrlQuery query(copy);
        QList<QPair<QString, QString>> items = query.queryItems(QUrl::FullyEncoded);
        for (auto& [k, v] : items)
            if (secret.contains(k.toLower()))
                v = QStringLiteral("REDACTED");
        query.setQueryItems(items);
        copy.setQuery(query);
    }
    return copy.toString(QUrl::FullyEncoded);
}

// ---------------------------------------------------------------------------------------------------------------
// the transfer thread

struct Transfer
{
    Request request;
    QPromise<Response> promise;
    Response response;
    CURL* easy = nullptr;
    curl_slist* headerList = nullptr;
    QByteArray url;
    char errorBuffer[CURL_ERROR_SIZE] = {};
    qint64 notBefore = 0; // steady ms: when the next attempt may start
    qint64 started = 0;
    bool running = false;
    const CurlApi* api = nullptr;
    std::unique_ptr<QFile> file; // Request::saveTo, while an attempt writes it
    qint64 received = 0;
    qint64 total = -1; // Content-Length of the answer being read
    QString writeError;
};

class ClientPrivate
{
public:
    explicit ClientPrivate(const ClientOptions& options)
        : m_options(options)
    {
        // libcurl is loaded (the first time in the process: some thirty libraries, 4-7 ms) on the transfer thread,
        // never on the caller's, which is the GUI thread when the studio reconnects a workspace
        m_thread = std::thread([this] {
            QString why;
            const CurlApi* curl = curlApi(&why);
            CURLM* multi = nullptr;
            if (curl) {
                multi = curl->multi_init();
                curl->multi_setopt(multi, CURLMOPT_PIPELINING, long(CURLPIPE_MULTIPLEX));
                curl->multi_setopt(multi, CURLMOPT_MAX_HOST_CONNECTIONS, MaxConnectionsPerHost);
            }
            std::deque<std::unique_ptr<Transfer>> refused;
            {
                std::lock_guard lock(m_mutex);
                m_curl = curl;
                m_multi = multi;
                m_unavailable = why;
                m_loaded = true;
                if (!curl)
                    refused.swap(m_incoming);
            }
            if (!curl) {
                // every request then fails with the reason
                for (auto& t : refused) {
                    t->response.error = notSent(t->request.url, why);
                    finish(*t);
                }
                return;
            }
            run();
        });
    }

    ~ClientPrivate()
    {
        CURLM* multi = nullptr;
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
            multi = m_multi;
        }
        if (multi)
            m_curl->multi_wakeup(multi);
        m_thread.join();
        if (m_multi)
            m_curl->multi_cleanup(m_multi);
    }

    QFuture<Response> add(const Request& request)
    {
        auto t = std::make_unique<Transfer>();
        t->request = request;
        t->response.url = request.url;
        t->promise.start();
        QFuture<Response> future = t->promise.future();
        CURLM* wake = nullptr;
        QString refused;
        {
            std::lock_guard lock(m_mutex);
            if (m_loaded && !m_curl) {
                refused = notSent(request.url, m_unavailable);
            } else if (m_stop) {
                refused = QCoreApplication::translate("Http", "The connection is closing; %1 was not sent.").arg(redactedUrl(request.url));
                t->response.cancelled = true;
            } else {
                refused = request.plainHttpAnyHost && request.url.scheme() == QLatin1String("http") && !request.url.host().isEmpty()
                              ? QString()
                              : checkEndpoint(request.url);
            }
            if (refused.isEmpty()) {
                m_incoming.push_back(std::move(t));
                wake = m_multi; // null while libcurl is being loaded: the thread reads the queue when it starts
            }
        }
        if (!refused.isEmpty()) {
            // finished outside the lock: a continuation may send the next request
            t->response.error = refused;
            finish(*t);
        } else if (wake) {
            m_curl->multi_wakeup(wake);
        }
        return future;
    }

    void cancelAll()
    {
        m_cancelAll.store(true);
        CURLM* wake = nullptr;
        {
            std::lock_guard lock(m_mutex);
            wake = m_multi;
        }
        if (wake)
            m_curl->multi_wakeup(wake);
    }

private:
    static size_t onBody(char* data, size_t size, size_t count, void* user)
    {
        auto* t = static_cast<Transfer*>(user);
        const qsizetype n = qsizetype(size * count);
        if (t->file) {
            long status = 0;
            t->api->easy_getinfo(t->easy, CURLINFO_RESPONSE_CODE, &status);
            if (status >= 200 && status < 300) {
                if (t->file->write(data, n) != n) {
                    t->writeError = QCoreApplication::translate("Http", "cannot write %1: %2").arg(t->file->fileName(), t->file->errorString());
                    return 0; // libcurl ends the transfer
                }
                t->received += n;
                if (t->request.progress)
                    t->request.progress(t->received, t->total);
                return size * count;
            }
        }
        t->response.body.append(data, n);
        return size * count;
    }

    static size_t onHeader(char* data, size_t size, size_t count, void* user)
    {
        auto* t = static_cast<Transfer*>(user);
        const QByteArray line = QByteArray(data, qsizetype(size * count)).trimmed();
        if (line.startsWith("HTTP/")) {
            t->response.headers.clear(); // a new response (after 100 Continue): its headers only
        } else if (const qsizetype colon = line.indexOf(':'); colon > 0) {
            t->response.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
            if (line.left(colon).trimmed().compare("content-length", Qt::CaseInsensitive) == 0)
                t->total = line.mid(colon + 1).trimmed().toLongLong();
        }
        return size * count;
    }

    void start(Transfer& t)
    {
        t.response.body.clear();
        t.response.headers.clear();
        t.response.status = 0;
        t.errorBuffer[0] = 0;
        t.received = 0;
        t.total = -1;
        t.writeError.clear();
        ++t.response.attempts;
        if (!t.request.saveTo.isEmpty()) {
            // each attempt writes the file anew
            t.file = std::make_unique<QFile>(t.request.saveTo);
            if (!t.file->open(QIODevice::WriteOnly | QIODevice::Truncate))
                t.writeError = QCoreApplication::translate("Http", "cannot write %1: %2").arg(t.request.saveTo, t.file->errorString());
        }
        t.api = m_curl;
        t.easy = m_curl->easy_init();
        CURL* e = t.easy;
        t.url = t.request.url.toEncoded();
        m_curl->easy_setopt(e, CURLOPT_URL, t.url.constData());
        m_curl->easy_setopt(e, CURLOPT_PRIVATE, &t);
        m_curl->easy_setopt(e, CURLOPT_ERRORBUFFER, t.errorBuffer);
        m_curl->easy_setopt(e, CURLOPT_WRITEFUNCTION, &ClientPrivate::onBody);
        m_curl->easy_setopt(e, CURLOPT_WRITEDATA, &t);
        m_curl->easy_setopt(e, CURLOPT_HEADERFUNCTION, &ClientPrivate::onHeader);
        m_curl->easy_setopt(e, CURLOPT_HEADERDATA, &t);
        m_curl->easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
        m_curl->easy_setopt(e, CURLOPT_TIMEOUT_MS, long(std::max(1, t.request.timeoutMs)));
        m_curl->easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS, long(std::max(1, t.request.connectTimeoutMs)));
        m_curl->easy_setopt(e, CURLOPT_HTTP_VERSION, long(CURL_HTTP_VERSION_2TLS));
        m_curl->easy_setopt(e, CURLOPT_PROTOCOLS_STR, "http,https");
        // a request that must not be sent twice gets a connection of its own: libcurl re-sends a request by itself
        // when a reused connection turns out dead, which would bypass the rule above
        if (!idempotent(t.request))
            m_curl->easy_setopt(e, CURLOPT_FRESH_CONNECT, 1L);
        if (t.request.followRedirects) {
            m_curl->easy_setopt(e, CURLOPT_FOLLOWLOCATION, 1L);
            m_curl->easy_setopt(e, CURLOPT_MAXREDIRS, 10L);
            m_curl->easy_setopt(e, CURLOPT_REDIR_PROTOCOLS_STR, t.request.url.scheme() == QLatin1String("https") ? "https" : "http,https");
        } else {
            m_curl->easy_setopt(e, CURLOPT_FOLLOWLOCATION, 0L); // Location is read by the caller (long-running operations)
        }
        m_curl->easy_setopt(e, CURLOPT_SSL_VERIFYPEER, 1L);
        m_curl->easy_setopt(e, CURLOPT_SSL_VERIFYHOST, 2L);
        m_curl->easy_setopt(e, CURLOPT_ACCEPT_ENCODING, ""); // whatever libcurl can decode
        m_curl->easy_setopt(e, CURLOPT_USERAGENT, m_options.userAgent.constData());
        if (!m_options.caBundle.isEmpty()) {
            m_caBundle = m_options.caBundle.toLocal8Bit();
            m_curl->easy_setopt(e, CURLOPT_CAINFO, m_caBundle.constData());
        }
        if (isLoopback(t.request.url))
            m_curl->easy_setopt(e, CURLOPT_NOPROXY, "*"); // a proxy from the environment never sees loopback traffic

        const QByteArray method = t.request.method.toUpper();
        if (method == "HEAD") {
            m_curl->easy_setopt(e, CURLOPT_NOBODY, 1L);
        } else if (method == "GET" && t.request.body.isEmpty()) {
            m_curl->easy_setopt(e, CURLOPT_HTTPGET, 1L);
        } else {
            m_curl->easy_setopt(e, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(t.request.body.size()));
            m_curl->easy_setopt(e, CURLOPT_POSTFIELDS, t.request.body.constData());
            if (method != "POST")
                m_curl->easy_setopt(e, CURLOPT_CUSTOMREQUEST, method.constData());
        }
        t.headerList = m_curl->slist_append(t.headerList, "Expect:");
        for (const auto& [k, v] : t.request.headers)
            t.headerList = m_curl->slist_append(t.headerList, QByteArray(k + ": " + v).constData());
        m_curl->easy_setopt(e, CURLOPT_HTTPHEADER, t.headerList);
        t.started = steadyMs();
        t.running = true;
        m_curl->multi_add_handle(m_multi, e);
    }

    void release(Transfer& t)
    {
        if (t.easy) {
            m_curl->multi_remove_handle(m_multi, t.easy);
            m_curl->easy_cleanup(t.easy);
            t.easy = nullptr;
        }
        if (t.headerList) {
            m_curl->slist_free_all(t.headerList);
            t.headerList = nullptr;
        }
        t.running = false;
        if (t.file)
            t.file->close();
    }

    static QString notSent(const QUrl& url, const QString& why)
    {
        return QCoreApplication::translate("Http", "%1 was not sent: %2").arg(redactedUrl(url), why);
    }

    static void finish(Transfer& t)
    {
        t.promise.addResult(std::move(t.response));
        t.promise.finish();
    }

    /// The wait before the next attempt, or -1 when there is none.
    qint64 retryDelay(const Transfer& t, CURLcode rc) const
    {
        if (!t.request.retry || t.response.attempts > m_options.maxRetries || !t.writeError.isEmpty())
            return -1;
        const bool again = rc == CURLE_OK ? isRetryable(t.response.status, idempotent(t.request),
                                                        !t.response.header("Retry-After").isEmpty())
                                          : retryableTransport(rc) && idempotent(t.request);
        if (!again)
            return -1;
        const qint64 capMs = qint64(m_options.backoffCapSeconds * 1000);
        if (rc == CURLE_OK)
            if (const std::optional<qint64> asked = parseRetryAfter(t.response.header("Retry-After")))
                return std::min(*asked, capMs);
        const double jitter = 0.8 + 0.4 * QRandomGenerator::global()->generateDouble(); // clients apart, not in step
        const double backoff = m_options.backoffBaseSeconds * std::pow(2.0, t.response.attempts - 1) * jitter;
        return std::min(qint64(backoff * 1000), capMs);
    }

    void completed(std::list<std::unique_ptr<Transfer>>::iterator it, CURLcode rc)
    {
        Transfer& t = **it;
        long status = 0;
        m_curl->easy_getinfo(t.easy, CURLINFO_RESPONSE_CODE, &status);
        t.response.status = rc == CURLE_OK ? int(status) : 0;
        const qint64 took = steadyMs() - t.started;
        release(t);
        spdlog::debug("http: {} {} -> {} in {} ms (attempt {})", t.request.method.toStdString(),
                      redactedUrl(t.request.url).toStdString(), rc == CURLE_OK ? std::to_string(status) : "no answer",
                      took, t.response.attempts);
        const qint64 delay = retryDelay(t, rc);
        if (delay >= 0) {
            t.notBefore = steadyMs() + delay;
            return; // stays in the list, waiting
        }
        if (!t.writeError.isEmpty()) {
            t.response.error = QCoreApplication::translate("Http", "%1 %2: %3.")
                                   .arg(QString::fromLatin1(t.request.method), redactedUrl(t.request.url), t.writeError);
        } else if (rc != CURLE_OK) {
            const QString detail = t.errorBuffer[0] ? QString::fromUtf8(t.errorBuffer) : QString::fromUtf8(m_curl->easy_strerror(rc));
            if (rc == CURLE_OPERATION_TIMEDOUT)
                t.response.error = QCoreApplication::translate("Http", "%1 %2: no complete answer within %3 s (%4).")
                                       .arg(QString::fromLatin1(t.request.method), redactedUrl(t.request.url),
                                            QString::number(t.request.timeoutMs / 1000.0), detail);
            else if (rc == CURLE_PEER_FAILED_VERIFICATION)
                t.response.error = QCoreApplication::translate("Http", "%1 %2: the server's TLS certificate could not be verified (%3); "
                                                                       "the request was not sent.")
                                       .arg(QString::fromLatin1(t.request.method), redactedUrl(t.request.url), detail);
            else if (rc == CURLE_COULDNT_RESOLVE_HOST || rc == CURLE_COULDNT_RESOLVE_PROXY)
                t.response.error = QCoreApplication::translate("Http", "Could not reach %1: its name does not resolve (no "
                                                                       "network, or a proxy or VPN is needed). (%2 %3, %4 "
                                                                       "attempt(s): %5)")
                                       .arg(t.request.url.host(), QString::fromLatin1(t.request.method), redactedUrl(t.request.url),
                                            QString::number(t.response.attempts), detail);
            else if (rc == CURLE_COULDNT_CONNECT)
                t.response.error = QCoreApplication::translate("Http", "Could not connect to %1: nothing answers there (no "
                                                                       "network, a firewall, or the service is down). (%2 %3, "
                                                                       "%4 attempt(s): %5)")
                                       .arg(t.request.url.host(), QString::fromLatin1(t.request.method), redactedUrl(t.request.url),
                                            QString::number(t.response.attempts), detail);
            else
                t.response.error = QCoreApplication::translate("Http", "%1 %2 failed after %3 attempt(s): %4.")
                                       .arg(QString::fromLatin1(t.request.method), redactedUrl(t.request.url),
                                            QString::number(t.response.attempts), detail);
        }
        finish(t);
        m_active.erase(it);
    }

    void cancel(std::list<std::unique_ptr<Transfer>>::iterator it, const QString& why)
    {
        Transfer& t = **it;
        release(t);
        t.response.cancelled = true;
        t.response.error = why;
        finish(t);
        m_active.erase(it);
    }

    void run()
    {
        for (;;) {
            bool stop = false;
            {
                std::lock_guard lock(m_mutex);
                stop = m_stop;
                while (!m_incoming.empty()) {
                    m_active.push_back(std::move(m_incoming.front()));
                    m_incoming.pop_front();
                }
            }
            const bool cancelAll = m_cancelAll.exchange(false);
            for (auto it = m_active.begin(); it != m_active.end();) {
                auto next = std::next(it);
                if (stop || cancelAll || (*it)->promise.isCanceled())
                    cancel(it, QCoreApplication::translate("Http", "%1 %2 was cancelled.")
                                   .arg(QString::fromLatin1((*it)->request.method), redactedUrl((*it)->request.url)));
                it = next;
            }
            if (stop)
                return;
            const qint64 now = steadyMs();
            qint64 nextStart = -1;
            for (auto& t : m_active) {
                if (t->running)
                    continue;
                if (t->notBefore <= now)
                    start(*t);
                else if (nextStart < 0 || t->notBefore < nextStart)
                    nextStart = t->notBefore;
            }
            int running = 0;
            m_curl->multi_perform(m_multi, &running);
            int left = 0;
            while (CURLMsg* msg = m_curl->multi_info_read(m_multi, &left)) {
                if (msg->msg != CURLMSG_DONE)
                    continue;
                Transfer* done = nullptr;
                m_curl->easy_getinfo(msg->easy_handle, CURLINFO_PRIVATE, &done);
                const CURLcode rc = msg->data.result;
                auto it = std::find_if(m_active.begin(), m_active.end(), [done](const auto& p) { return p.get() == done; });
                if (it != m_active.end())
                    completed(it, rc);
            }
            // wake for sockets, for the next retry, and at least every 100 ms to notice cancelled futures
            int waitMs = 100;
            if (nextStart >= 0)
                waitMs = int(std::clamp<qint64>(nextStart - steadyMs(), 0, waitMs));
            m_curl->multi_poll(m_multi, nullptr, 0, waitMs, nullptr);
        }
    }

    ClientOptions m_options;
    // set once by the transfer thread when libcurl has been loaded (under m_mutex); m_loaded with a null m_curl:
    // it could not be, m_unavailable says why
    const CurlApi* m_curl = nullptr;
    QString m_unavailable;
    CURLM* m_multi = nullptr;
    bool m_loaded = false;
    std::thread m_thread;
    std::mutex m_mutex;
    std::deque<std::unique_ptr<Transfer>> m_incoming;
    std::list<std::unique_ptr<Transfer>> m_active; // the transfer thread's own
    std::atomic<bool> m_cancelAll {false};
    bool m_stop = false;
    QByteArray m_caBundle;
};

Client::Client(ClientOptions options, QObject* parent)
    : QObject(parent)
    , m_options(std::move(options))
    , d(std::make_unique<ClientPrivate>(m_options))
{
}

Client::~Client() = default;

QFuture<Response> Client::send(const Request& request)
{
    return d->add(request);
}

void Client::cancelAll()
{
    d->cancelAll();
}

} // namespace pw::http
