// SPDX-License-Identifier: MIT
#include "workspaceconnection.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSettings>
#include <QUrl>

namespace pw {

namespace {

    QString endpointProblem(const QString& text, const QString& what)
    {
        const QUrl url(text.trimmed());
        if (text.trimmed().isEmpty() || !url.isValid() || url.host().isEmpty())
            return QCoreApplication::translate("pw::WorkspaceConnection", "The %1 endpoint must be a URL such as https://management.example.com.").arg(what);
        if (url.scheme() == QLatin1String("https"))
            return {};
        const QString host = url.host();
        static const QRegularExpression v4(QStringLiteral("^127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}$"));
        const bool loopback = host == QLatin1String("localhost") || host == QLatin1String("::1") || v4.match(host).hasMatch();
        if (url.scheme() == QLatin1String("http") && loopback)
            return {};
        return QCoreApplication::translate("pw::WorkspaceConnection", "The %1 endpoint must use https (plain http only to this machine: localhost, 127.0.0.1, ::1).").arg(what);
    }

} // namespace

QString WorkspaceConnection::workspaceName() const
{
    static const QRegularExpression re(QStringLiteral("/workspaces/([^/]+)"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(workspaceId);
    return m.hasMatch() ? m.captured(1) : QString();
}

QString workspaceIdFromConfigJson(const QByteArray& json, QString* error)
{
    auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return QString();
    };
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError)
        return fail(QCoreApplication::translate("WorkspaceConnection", "it is not JSON: %1 at offset %2")
                        .arg(parse.errorString(), QString::number(parse.offset)));
    if (!doc.isObject())
        return fail(QCoreApplication::translate("WorkspaceConnection", "it is not a JSON object"));
    const QJsonObject o = doc.object();
    const QString scope = o.value(QLatin1String("Scope")).toString().trimmed();
    if (!scope.isEmpty())
        return scope;
    QStringList missing;
    auto field = [&](const char* key) {
        const QString v = o.value(QLatin1String(key)).toString().trimmed();
        if (v.isEmpty())
            missing << QLatin1String(key);
        return v;
    };
    const QString subscription = field("subscription_id");
    const QString group = field("resource_group");
    const QString workspace = field("workspace_name");
    if (!missing.isEmpty())
        return fail(QCoreApplication::translate("WorkspaceConnection", "it has no %1").arg(missing.join(QStringLiteral(", "))));
    return QStringLiteral("/subscriptions/%1/resourceGroups/%2/providers/Microsoft.MachineLearningServices/workspaces/%3")
        .arg(subscription, group, workspace);
}

QString WorkspaceConnection::problem() const
{
    static const QRegularExpression id(QStringLiteral("^/subscriptions/[^/]+/resourceGroups/[^/]+/providers/"
                                                      "Microsoft\\.MachineLearningServices/workspaces/[^/]+/?$"),
                                       QRegularExpression::CaseInsensitiveOption);
    if (!id.match(workspaceId.trimmed()).hasMatch())
        return QCoreApplication::translate("pw::WorkspaceConnection", "The workspace id must read /subscriptions/SUBSCRIPTION/resourceGroups/GROUP/providers/"
                  "Microsoft.MachineLearningServices/workspaces/NAME (the workspace's Properties in the Azure portal "
                  "show it).");
    if (cloud == QLatin1String("custom")) {
        if (const QString p = endpointProblem(armEndpoint, QCoreApplication::translate("pw::WorkspaceConnection", "Resource Manager")); !p.isEmpty())
            return p;
        if (const QString p = endpointProblem(loginEndpoint, QCoreApplication::translate("pw::WorkspaceConnection", "sign-in")); !p.isEmpty())
            return p;
    }
    if (auth == QLatin1String("service-principal") && (tenant.trimmed().isEmpty() || clientId.trimmed().isEmpty()))
        return QCoreApplication::translate("pw::WorkspaceConnection", "A service principal needs its tenant and its client (application) id.");
    static const QStringList methods {QStringLiteral("cli"), QStringLiteral("env"), QStringLiteral("service-principal"),
                                      QStringLiteral("managed-identity"), QStringLiteral("device-code")};
    if (!methods.contains(auth))
        return QCoreApplication::translate("pw::WorkspaceConnection", "Unknown sign-in method '%1'.").arg(auth);
    return {};
}

QVariantMap WorkspaceConnection::toVariant() const
{
    return {{QStringLiteral("workspaceId"), workspaceId}, {QStringLiteral("cloud"), cloud},
            {QStringLiteral("armEndpoint"), armEndpoint}, {QStringLiteral("loginEndpoint"), loginEndpoint},
            {QStringLiteral("auth"), auth},           {QStringLiteral("tenant"), tenant},
            {QStringLiteral("clientId"), clientId}};
}

WorkspaceConnection WorkspaceConnection::fromVariant(const QVariantMap& map)
{
    WorkspaceConnection c;
    c.workspaceId = map.value(QStringLiteral("workspaceId")).toString();
    c.cloud = map.value(QStringLiteral("cloud"), c.cloud).toString();
    c.armEndpoint = map.value(QStringLiteral("armEndpoint")).toString();
    c.loginEndpoint = map.value(QStringLiteral("loginEndpoint")).toString();
    c.auth = map.value(QStringLiteral("auth"), c.auth).toString();
    c.tenant = map.value(QStringLiteral("tenant")).toString();
    c.clientId = map.value(QStringLiteral("clientId")).toString();
    return c;
}

QList<WorkspaceConnection> savedWorkspaceConnections()
{
    QList<WorkspaceConnection> out;
    const QVariantList list = QSettings().value(QStringLiteral("azure/workspaces")).toList();
    for (const QVariant& v : list) {
        const WorkspaceConnection c = WorkspaceConnection::fromVariant(v.toMap());
        if (c.problem().isEmpty())
            out << c;
    }
    return out;
}

void saveWorkspaceConnections(const QList<WorkspaceConnection>& connections)
{
    QVariantList list;
    for (const WorkspaceConnection& c : connections)
        list << c.toVariant();
    QSettings().setValue(QStringLiteral("azure/workspaces"), list);
}

} // namespace pw
