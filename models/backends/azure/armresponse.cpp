// SPDX-License-Identifier: MIT
#include "armresponse.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

namespace pw::arm {

namespace {


/// The first `n` characters of a body, on one line, for a message.
QString excerpt(const QByteArray& body, int n = 200)
{
    QString text = QString::fromUtf8(body.left(n * 4)).simplified();
    if (text.size() > n)
        text = text.left(n) + QStringLiteral("…");
    return text;
}

} // namespace

std::optional<ArmError> parseError(const QByteArray& body)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    QJsonObject error = doc.object().value(QLatin1String("error")).toObject();
    if (error.isEmpty()) {
        // some services answer with the error object itself
        const QJsonObject root = doc.object();
        if (!root.contains(QLatin1String("code")) || !root.contains(QLatin1String("message")))
            return std::nullopt;
        error = root;
    }
    ArmError e;
    e.code = error.value(QLatin1String("code")).toString();
    e.message = error.value(QLatin1String("message")).toString();
    e.target = error.value(QLatin1String("target")).toString();
    for (const QJsonValue& v : error.value(QLatin1String("details")).toArray()) {
        const QJsonObject d = v.toObject();
        const QString code = d.value(QLatin1String("code")).toString();
        const QString message = d.value(QLatin1String("message")).toString();
        if (!code.isEmpty() || !message.isEmpty())
            e.details << (code.isEmpty() ? message : message.isEmpty() ? code : code + QStringLiteral(": ") + message);
    }
    if (e.code.isEmpty() && e.message.isEmpty())
        return std::nullopt;
    return e;
}

QString describeFailure(const http::Response& response, const QByteArray& method)
{
    if (response.ok())
        return {};
    if (!response.error.isEmpty())
        return response.error;
    const QString where = QStringLiteral("%1 %2").arg(QString::fromLatin1(method), http::redactedUrl(response.url));
    if (const std::optional<ArmError> e = parseError(response.body)) {
        QString text = QCoreApplication::translate("Arm", "%1: HTTP %2, %3: %4").arg(where, QString::number(response.status), e->code, e->message);
        if (!e->target.isEmpty())
            text += QCoreApplication::translate("Arm", " (target: %1)").arg(e->target);
        for (const QString& d : e->details)
            text += QStringLiteral("\n  ") + d;
        return text;
    }
    if (response.body.trimmed().isEmpty())
        return QCoreApplication::translate("Arm", "%1: HTTP %2 with an empty body.").arg(where, QString::number(response.status));
    return QCoreApplication::translate("Arm", "%1: HTTP %2: %3").arg(where, QString::number(response.status), excerpt(response.body));
}

Page parsePage(const QByteArray& body, const QUrl& pageUrl)
{
    Page page;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    const QString where = http::redactedUrl(pageUrl);
    if (parseError.error != QJsonParseError::NoError) {
        page.error = QCoreApplication::translate("Arm", "%1: the answer is not JSON (%2 at offset %3).")
                         .arg(where, parseError.errorString(), QString::number(parseError.offset));
        return page;
    }
    if (!doc.isObject() || !doc.object().value(QLatin1String("value")).isArray()) {
        page.error = QCoreApplication::translate("Arm", "%1: the answer is not a list (no \"value\" array).").arg(where);
        return page;
    }
    page.value = doc.object().value(QLatin1String("value")).toArray();
    const QJsonValue next = doc.object().value(QLatin1String("nextLink"));
    if (next.isString() && !next.toString().isEmpty()) {
        const QUrl link(next.toString());
        const QUrl resolved = link.isRelative() ? pageUrl.resolved(link) : link;
        if (resolved.isValid())
            page.nextLink = resolved;
        else
            page.error = QCoreApplication::translate("Arm", "%1: \"nextLink\" is not a valid address (%2).")
                             .arg(where, link.errorString());
    } else if (!next.isUndefined() && !next.isNull() && !next.isString()) {
        page.error = QCoreApplication::translate("Arm", "%1: \"nextLink\" is not a string.").arg(where);
    }
    return page;
}

ListResult listAll(http::Client& client, const http::Request& first, int maxPages)
{
    ListResult result;
    http::Request request = first;
    QSet<QString> seen;
    for (;;) {
        if (result.pages >= maxPages) {
            result.error = QCoreApplication::translate("Arm", "%1: more than %2 pages; the list was cut there.")
                               .arg(http::redactedUrl(first.url), QString::number(maxPages));
            return result;
        }
        seen.insert(request.url.toString(QUrl::FullyEncoded));
        http::Response response = client.send(request).result();
        if (!response.ok()) {
            result.error = describeFailure(response, request.method);
            result.status = response.status;
            return result;
        }
        const Page page = parsePage(response.body, request.url);
        if (!page.error.isEmpty()) {
            result.error = page.error;
            return result;
        }
        ++result.pages;
        for (const QJsonValue& v : page.value)
            result.items.append(v);
        if (page.nextLink.isEmpty())
            return result;
        if (seen.contains(page.nextLink.toString(QUrl::FullyEncoded))) {
            result.error = QCoreApplication::translate("Arm", "%1: the next page link repeats an earlier page (%2); the list was cut there.")
                               .arg(http::redactedUrl(first.url), http::redactedUrl(page.nextLink));
            return result;
        }
        request.url = page.nextLink;
        request.body.clear();
    }
}

} // namespace pw::arm
