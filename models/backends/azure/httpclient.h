// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QFuture>

#include <functional>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

/// HTTP for the Azure backend, over libcurl, off the caller's thread. One client holds one connection pool
/// (keep-alive, HTTP/2 where the server offers it) for all its requests. TLS is always verified; a custom CA
/// bundle may be named (corporate proxies), never switched off. Proxies come from the environment (https_proxy,
/// no_proxy, …) as libcurl reads them. Plain http:// is accepted only for loopback addresses and the Azure instance
/// metadata service (169.254.169.254, managed identities).
/// Retries follow Azure's client policy, in one place for every call: 408, 429, 500, 502, 503 and 504 are retried for
/// idempotent requests; one that is not (a POST, a PATCH) on 500, 503 and 504, and on 429 when the answer says
/// Retry-After (the service did not do it, and says when to come back); resets, dropped connections and answers cut short are retried for
/// idempotent requests only. The wait is what `Retry-After` says, else exponential backoff (base × 2^(n-1) seconds,
/// ±20 % jitter), capped. See models/backends/azure/README.md.
namespace pw::http {

using Headers = QList<QPair<QByteArray, QByteArray>>;

/// Connections a client opens to one host at most; more requests wait for one of them (or share it over HTTP/2).
inline constexpr long MaxConnectionsPerHost = 16;

struct Request
{
    QByteArray method = "GET";
    QUrl url;
    Headers headers; // Authorization and the like: never logged
    QByteArray body;
    int timeoutMs = 100000; // the whole transfer, per attempt
    int connectTimeoutMs = 15000;
    bool retry = true; // retry as the policy says
    /// Whether sending the request twice does no harm; unset: by its method (GET, HEAD, PUT, DELETE, OPTIONS yes; POST
    /// and PATCH no). Only an idempotent request is sent again after a transport failure (a reset, an answer cut
    /// short), and a request that is not is never sent on a reused connection, so that libcurl's own resend on a
    /// connection found dead cannot repeat it.
    std::optional<bool> idempotent;
    /// Downloads: a 2xx body is written to this file (made anew at each attempt) instead of kept in `body`; the answer
    /// of any other status stays in `body`. A file that cannot be written fails the transfer, naming it.
    QString saveTo;
    /// Downloads: called on the transfer thread as the body arrives (bytes so far, the whole size or -1).
    std::function<void(qint64 received, qint64 total)> progress;
    /// Downloads: follow redirects (at most 10, never from https to http).
    bool followRedirects = false;
    /// Downloads of public files: plain http to any host (nothing secret is sent: no request headers but the
    /// caller's, which must not hold credentials).
    bool plainHttpAnyHost = false;
};

struct Response
{
    int status = 0; // 0: no HTTP status arrived (see error)
    Headers headers; // of the final response, names as sent
    QByteArray body;
    QString error; // transport failure, refusal or cancellation, in plain words naming the URL; empty otherwise
    bool cancelled = false;
    int attempts = 0;
    QUrl url; // the request's URL

    /// The value of a header (case-insensitive name); empty when absent.
    QByteArray header(const QByteArray& name) const;
    bool ok() const { return error.isEmpty() && status >= 200 && status < 300; }
};

struct ClientOptions
{
    /// A PEM file of trusted CAs instead of the system's (a corporate proxy that signs traffic again); empty: the
    /// system's. The default comes from the environment variable PIPEWRIGHT_CA_BUNDLE.
    QString caBundle = qEnvironmentVariable("PIPEWRIGHT_CA_BUNDLE");
    int maxRetries = 3; // retries after the first attempt
    double backoffBaseSeconds = 0.8; // wait before retry n (without Retry-After): base × 2^(n-1)
    double backoffCapSeconds = 120; // longest wait between attempts, Retry-After included
    QByteArray userAgent = "pipewright";
};

/// An error in plain words for a URL the client will not use (plain http to a host other than loopback and the
/// instance metadata service, a scheme other than http/https, no host); empty when it may be used.
QString checkEndpoint(const QUrl& url);
/// True for 127.0.0.0/8, ::1 and localhost.
bool isLoopback(const QUrl& url);
/// Whether a response with `status` to a request is retried: `idempotent` as Request::idempotent resolves it,
/// `retryAfter` whether the answer carries Retry-After.
bool isRetryable(int status, bool idempotent, bool retryAfter = false);
/// Whether `method` is idempotent by itself (GET, HEAD, PUT, DELETE, OPTIONS).
bool isIdempotentMethod(const QByteArray& method);
/// The wait a `Retry-After` value asks for (delta-seconds or an HTTP date, relative to `now`), in ms; empty when
/// the value is missing or not understood. Negative waits become 0.
std::optional<qint64> parseRetryAfter(const QByteArray& value, const QDateTime& now = QDateTime::currentDateTimeUtc());
/// The URL with secrets taken out of its query (SAS signatures, tokens, codes), for messages and logs.
QString redactedUrl(const QUrl& url);

class ClientPrivate;

class Client : public QObject
{
    Q_OBJECT
public:
    explicit Client(ClientOptions options = {}, QObject* parent = nullptr);
    ~Client() override; // cancels what is still running and waits for the transfer thread

    const ClientOptions& options() const { return m_options; }

    /// Start a request; the future finishes with the final response (after retries). Cancelling the future
    /// (QFuture::cancel()) stops the transfer, and the response then says so.
    QFuture<Response> send(const Request& request);
    /// Stop every request in flight.
    void cancelAll();

private:
    ClientOptions m_options;
    std::unique_ptr<ClientPrivate> d;
};

} // namespace pw::http
