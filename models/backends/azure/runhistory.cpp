// SPDX-License-Identifier: MIT
#include "runhistory.h"

#include "azurejobs.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pw::azure {

RunHistory::RunHistory(arm::ArmClient& arm, http::Client& http, TokenCache& tokens, arm::WorkspaceRef ws)
    : m_arm(arm)
    , m_http(http)
    , m_tokens(tokens)
    , m_ws(std::move(ws))
{
}

http::Response RunHistory::getWithToken(const QUrl& url, const http::Headers& extra)
{
    const TokenResult token = m_tokens.token();
    http::Response r;
    r.url = url;
    if (!token.error.isEmpty()) {
        r.error = token.error;
        return r;
    }
    http::Request req;
    req.url = url;
    req.headers = {{"Authorization", "Bearer " + token.token.value}, {"Accept", "application/json"}};
    req.headers.append(extra);
    return m_http.send(req).result();
}

QUrl RunHistory::apiHost(QString* error)
{
    if (!m_api.isEmpty())
        return m_api;
    const http::Response ws = m_arm.get(m_ws.path());
    if (!ws.ok()) {
        if (error)
            *error = arm::describeFailure(ws);
        return {};
    }
    const QString discovery = QJsonDocument::fromJson(ws.body).object().value(QLatin1String("properties")).toObject()
                                  .value(QLatin1String("discoveryUrl")).toString();
    if (discovery.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("RunHistory", "The workspace %1 names no discoveryUrl.").arg(m_ws.workspace);
        return {};
    }
    // the discovery document is public; no token goes to a host ARM merely named
    http::Request req;
    req.url = QUrl(discovery);
    const http::Response doc = m_http.send(req).result();
    if (!doc.ok()) {
        if (error)
            *error = arm::describeFailure(doc);
        return {};
    }
    const QUrl api(QJsonDocument::fromJson(doc.body).object().value(QLatin1String("api")).toString());
    if (api.isEmpty() || !http::checkEndpoint(api).isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("RunHistory", "The discovery document at %1 names no usable \"api\" host.")
                         .arg(http::redactedUrl(req.url));
        return {};
    }
    m_api = api;
    return m_api;
}

QUrl RunHistory::historyUrl(const QString& tail)
{
    QUrl u = m_api;
    QString base = u.path();
    if (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    u.setPath(base + QStringLiteral("/history/v1.0") + m_ws.path() + tail);
    return u;
}

RunHistory::LogFiles RunHistory::logFiles(const QString& runId)
{
    LogFiles out;
    if (apiHost(&out.error).isEmpty())
        return out;
    const http::Response r = getWithToken(historyUrl(QStringLiteral("/runs/%1/details").arg(runId)));
    if (!r.ok()) {
        out.error = arm::describeFailure(r);
        return out;
    }
    const QJsonObject files = QJsonDocument::fromJson(r.body).object().value(QLatin1String("logFiles")).toObject();
    for (auto it = files.begin(); it != files.end(); ++it)
        out.files.insert(it.key(), QUrl(it.value().toString()));
    return out;
}

RunHistory::Children RunHistory::children(const QString& runId)
{
    Children out;
    if (apiHost(&out.error).isEmpty())
        return out;
    QUrl next = historyUrl(QStringLiteral("/runs/%1/children").arg(runId));
    for (int page = 0; !next.isEmpty() && page < 100; ++page) {
        const http::Response r = getWithToken(next);
        if (!r.ok()) {
            out.error = arm::describeFailure(r);
            return out;
        }
        const QJsonObject o = QJsonDocument::fromJson(r.body).object();
        for (const QJsonValue& v : o.value(QLatin1String("value")).toArray()) {
            const QJsonObject run = v.toObject();
            StepRun s;
            const QJsonObject props = run.value(QLatin1String("properties")).toObject();
            s.name = props.value(QLatin1String("azureml.nodeid")).toString();
            if (s.name.isEmpty())
                s.name = run.value(QLatin1String("displayName")).toString();
            s.kind = run.value(QLatin1String("runType")).toString();
            s.status = jobStatusFromAzure(run.value(QLatin1String("status")).toString());
            s.started = QDateTime::fromString(run.value(QLatin1String("startTimeUtc")).toString(), Qt::ISODateWithMs);
            s.ended = QDateTime::fromString(run.value(QLatin1String("endTimeUtc")).toString(), Qt::ISODateWithMs);
            const QJsonObject error = run.value(QLatin1String("error")).toObject().value(QLatin1String("error")).toObject();
            s.reason = error.value(QLatin1String("message")).toString();
            out.runIds.insert(s.name, run.value(QLatin1String("runId")).toString());
            out.steps.append(s);
        }
        const QString link = o.value(QLatin1String("nextLink")).toString();
        next = link.isEmpty() ? QUrl() : QUrl(link);
    }
    return out;
}

RunHistory::Chunk RunHistory::readLog(const QUrl& link, qint64 offset)
{
    Chunk c;
    // the link carries its own SAS signature: no token goes with it
    http::Request req;
    req.url = link;
    if (offset > 0)
        req.headers = {{"Range", "bytes=" + QByteArray::number(offset) + "-"}};
    const http::Response r = m_http.send(req).result();
    if (r.status == 416) { // nothing past `offset` yet
        c.nextOffset = offset;
        return c;
    }
    if (!r.ok()) {
        c.error = arm::describeFailure(r);
        c.nextOffset = offset;
        return c;
    }
    if (r.status == 206) {
        c.bytes = r.body;
        c.nextOffset = offset + r.body.size();
    } else if (r.body.size() >= offset) { // a server without ranges: the whole file
        c.bytes = r.body.mid(offset);
        c.nextOffset = r.body.size();
    } else {
        c.bytes = r.body;
        c.nextOffset = r.body.size();
        c.rewritten = true;
    }
    return c;
}

QString RunHistory::mainLog(const QMap<QString, QUrl>& files)
{
    QString main;
    for (const QString& name : files.keys())
        if (name.endsWith(QLatin1String("std_log.txt")) || name.endsWith(QLatin1String("executionlogs.txt")))
            main = name;
    if (main.isEmpty() && !files.isEmpty())
        main = files.firstKey();
    return main;
}

} // namespace pw::azure
