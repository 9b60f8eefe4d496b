// SPDX-License-Identifier: MIT
#include "armclient.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QThread>
#include <QUrlQuery>

#include <algorithm>
#include <chrono>

namespace pw::arm {

namespace {

QString field(const QByteArray& body, const char* key)
{
    return QJsonDocument::fromJson(body).object().value(QLatin1String(key)).toString();
}

/// provisioningState of a resource answer (properties.provisioningState), or empty.
QString provisioningState(const QByteArray& body)
{
    return QJsonDocument::fromJson(body).object().value(QLatin1String("properties")).toObject()
        .value(QLatin1String("provisioningState")).toString();
}

bool isFinal(const QString& status)
{
    return status.compare(QLatin1String("Succeeded"), Qt::CaseInsensitive) == 0
        || status.compare(QLatin1String("Failed"), Qt::CaseInsensitive) == 0
        || status.compare(QLatin1String("Canceled"), Qt::CaseInsensitive) == 0;
}

/// Sleep `ms`, waking every 50 ms to check `cancelled`; false when cancelled.
bool pause(qint64 ms, const std::function<bool()>& cancelled)
{
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    while (std::chrono::steady_clock::now() < end) {
        if (cancelled && cancelled())
            return false;
        QThread::msleep(std::min<qint64>(50, std::max<qint64>(1, ms)));
    }
    return !(cancelled && cancelled());
}

} // namespace

QString WorkspaceRef::path() const
{
    return QStringLiteral("/subscriptions/%1/resourceGroups/%2/providers/Microsoft.MachineLearningServices/workspaces/%3")
        .arg(subscription, resourceGroup, workspace);
}

QString WorkspaceRef::locationPath() const
{
    return QStringLiteral("/subscriptions/%1/providers/Microsoft.MachineLearningServices/locations/%2").arg(subscription, location);
}

WorkspaceRef WorkspaceRef::fromId(const QString& id)
{
    const QStringList parts = id.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    WorkspaceRef ref;
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        const QString key = parts[i].toLower();
        if (key == QLatin1String("subscriptions"))
            ref.subscription = parts[i + 1];
        else if (key == QLatin1String("resourcegroups"))
            ref.resourceGroup = parts[i + 1];
        else if (key == QLatin1String("workspaces"))
            ref.workspace = parts[i + 1];
    }
    if (ref.subscription.isEmpty() || ref.resourceGroup.isEmpty() || ref.workspace.isEmpty())
        return {};
    return ref;
}

ArmClient::ArmClient(http::Client& http, azure::TokenCache& tokens, azure::Cloud cloud)
    : m_http(http)
    , m_tokens(tokens)
    , m_cloud(std::move(cloud))
{
}

QUrl ArmClient::url(const QString& path, const QList<QPair<QString, QString>>& query) const
{
    QUrl u;
    if (path.startsWith(QLatin1String("https://")) || path.startsWith(QLatin1String("http://"))) {
        u = QUrl(path); // a nextLink or an operation URL: as given
    } else {
        u = m_cloud.arm;
        QString base = u.path();
        if (base.endsWith(QLatin1Char('/')))
            base.chop(1);
        u.setPath(base + (path.startsWith(QLatin1Char('/')) ? path : QLatin1Char('/') + path));
    }
    QUrlQuery q(u);
    // the caller's api-version (another provider's API, say) in place of the backend's
    const bool ownVersion = std::any_of(query.cbegin(), query.cend(), [](const auto& kv) { return kv.first == QLatin1String("api-version"); });
    if (!q.hasQueryItem(QStringLiteral("api-version")) && !ownVersion)
        q.addQueryItem(QStringLiteral("api-version"), QString::fromLatin1(ApiVersion));
    for (const auto& [k, v] : query)
        if (k != QLatin1String("api-version") || !q.hasQueryItem(k))
            q.addQueryItem(k, v);
    u.setQuery(q);
    return u;
}

http::Request ArmClient::request(const QByteArray& method, const QUrl& url, const QByteArray& body,
                                 const QByteArray& token) const
{
    http::Request r;
    r.method = method;
    r.url = url;
    r.body = body;
    r.headers = {{"Authorization", "Bearer " + token}, {"Accept", "application/json"}};
    if (!body.isEmpty())
        r.headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
    return r;
}

http::Response ArmClient::send(const QByteArray& method, const QString& path, const QByteArray& body,
                               const QList<QPair<QString, QString>>& query, std::optional<bool> idempotent, bool retry)
{
    const QUrl target = url(path, query);
    for (int round = 0;; ++round) {
        const azure::TokenResult token = m_tokens.token();
        if (!token.error.isEmpty()) {
            http::Response r;
            r.url = target;
            r.error = token.error;
            return r;
        }
        http::Request req = request(method, target, body, token.token.value);
        req.idempotent = idempotent;
        req.retry = retry;
        http::Response r = m_http.send(req).result();
        if (r.status == 401 && round == 0) {
            m_tokens.invalidate(); // revoked or expired early: one more try with a new token
            continue;
        }
        return r;
    }
}

ListResult ArmClient::list(const QString& path, const QList<QPair<QString, QString>>& query)
{
    for (int round = 0;; ++round) {
        const azure::TokenResult token = m_tokens.token();
        if (!token.error.isEmpty()) {
            ListResult r;
            r.error = token.error;
            return r;
        }
        ListResult r = listAll(m_http, request("GET", url(path, query), {}, token.token.value));
        if (r.status == 401 && round == 0) {
            m_tokens.invalidate(); // revoked or expired early: the whole list again with a new token
            continue;
        }
        return r;
    }
}

OperationResult ArmClient::follow(const http::Response& first, const QByteArray& method, const QString& resourcePath,
                                  const std::function<bool()>& cancelled, double minPollSeconds)
{
    OperationResult result;
    if (!first.ok()) {
        result.message = describeFailure(first, method);
        return result;
    }
    const QByteArray asyncOp = first.header("Azure-AsyncOperation");
    const QByteArray location = first.header("Location");
    const qint64 minMs = qint64(minPollSeconds * 1000);
    auto wait = [&](const http::Response& r) {
        qint64 ms = http::parseRetryAfter(r.header("Retry-After")).value_or(minMs);
        return pause(std::clamp<qint64>(ms, minMs, 60000), cancelled);
    };
    auto stopped = [&] {
        result.message = QCoreApplication::translate("Arm", "Stopped waiting for %1; the operation goes on in Azure.")
                             .arg(http::redactedUrl(url(resourcePath)));
        return result;
    };

    if (!asyncOp.isEmpty()) {
        // the status resource: {status: InProgress|Succeeded|Failed|Canceled, error}
        http::Response last = first;
        for (;;) {
            if (!wait(last))
                return stopped();
            last = send("GET", QString::fromUtf8(asyncOp));
            ++result.polls;
            if (!last.ok()) {
                result.message = describeFailure(last);
                return result;
            }
            const QString status = field(last.body, "status");
            if (!isFinal(status))
                continue;
            result.status = status;
            result.body = last.body;
            result.ok = status.compare(QLatin1String("Succeeded"), Qt::CaseInsensitive) == 0;
            if (!result.ok) {
                const std::optional<ArmError> e = parseError(last.body);
                result.message = e ? QStringLiteral("%1: %2").arg(e->code, e->message)
                                   : QCoreApplication::translate("Arm", "The operation ended as %1.").arg(status);
            }
            return result;
        }
    }
    if (!location.isEmpty() && first.status == 202) {
        // the Location resource answers 202 while the operation runs, then 200/204
        http::Response last = first;
        for (;;) {
            if (!wait(last))
                return stopped();
            last = send("GET", QString::fromUtf8(location));
            ++result.polls;
            if (last.status == 202)
                continue;
            result.ok = last.ok();
            result.status = result.ok ? QStringLiteral("Succeeded") : QStringLiteral("Failed");
            result.body = last.body;
            if (!result.ok)
                result.message = describeFailure(last);
            return result;
        }
    }
    // no operation to follow: the resource itself, polled until its provisioningState is final
    QString state = provisioningState(first.body);
    result.body = first.body;
    http::Response last = first;
    while (!state.isEmpty() && !isFinal(state) && method != "DELETE") {
        if (!wait(last))
            return stopped();
        last = get(resourcePath);
        ++result.polls;
        if (!last.ok()) {
            result.message = describeFailure(last);
            return result;
        }
        state = provisioningState(last.body);
        result.body = last.body;
    }
    result.status = state.isEmpty() ? QStringLiteral("Succeeded") : state;
    result.ok = result.status.compare(QLatin1String("Succeeded"), Qt::CaseInsensitive) == 0;
    if (!result.ok)
        result.message = QCoreApplication::translate("Arm", "%1 ended as %2.").arg(resourcePath, result.status);
    return result;
}

} // namespace pw::arm
