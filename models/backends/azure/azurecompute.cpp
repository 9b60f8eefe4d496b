// SPDX-License-Identifier: MIT
#include "azurecompute.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pw::azure {

namespace {

QJsonObject scaleSettings(int minNodes, int maxNodes, int idleSeconds)
{
    return QJsonObject {{QStringLiteral("minNodeCount"), minNodes},
                        {QStringLiteral("maxNodeCount"), maxNodes},
                        {QStringLiteral("nodeIdleTimeBeforeScaleDown"), isoSeconds(idleSeconds)}};
}

ComputeOperationResult fromOperation(const arm::OperationResult& op, const QString& done)
{
    return {op.ok, op.ok ? done : op.message};
}

QString computePath(const arm::WorkspaceRef& ws, const QString& name)
{
    return ws.path() + QStringLiteral("/computes/") + name;
}

} // namespace

QString isoSeconds(int seconds)
{
    return QStringLiteral("PT%1S").arg(std::max(0, seconds));
}

QByteArray clusterCreateBody(const ClusterRequest& r, const QString& defaultLocation)
{
    QJsonObject inner {{QStringLiteral("vmSize"), r.vmSize},
                       {QStringLiteral("vmPriority"), r.lowPriority ? QStringLiteral("LowPriority") : QStringLiteral("Dedicated")},
                       {QStringLiteral("scaleSettings"), scaleSettings(r.minNodes, r.maxNodes, r.idleSecondsBeforeScaleDown)},
                       {QStringLiteral("osType"), QStringLiteral("Linux")},
                       {QStringLiteral("remoteLoginPortPublicAccess"), QStringLiteral("NotSpecified")}};
    QJsonObject properties {{QStringLiteral("computeType"), QStringLiteral("AmlCompute")},
                            {QStringLiteral("properties"), inner}};
    if (!r.description.isEmpty())
        properties.insert(QStringLiteral("description"), r.description);
    QJsonObject body {{QStringLiteral("location"), r.location.isEmpty() ? defaultLocation : r.location},
                      {QStringLiteral("properties"), properties}};
    if (!r.identityType.isEmpty()) {
        QJsonObject identity {{QStringLiteral("type"), r.identityType}};
        if (!r.userAssignedIdentities.isEmpty()) {
            QJsonObject ids;
            for (const QString& id : r.userAssignedIdentities)
                ids.insert(id, QJsonObject());
            identity.insert(QStringLiteral("userAssignedIdentities"), ids);
        }
        body.insert(QStringLiteral("identity"), identity);
    }
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

QByteArray scaleSettingsBody(int minNodes, int maxNodes, int idleSecondsBeforeScaleDown)
{
    const QJsonObject body {{QStringLiteral("properties"),
                             QJsonObject {{QStringLiteral("properties"),
                                           QJsonObject {{QStringLiteral("scaleSettings"),
                                                         scaleSettings(minNodes, maxNodes, idleSecondsBeforeScaleDown)}}}}}};
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

ComputeOperationResult createCluster(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const ClusterRequest& request,
                                     double minPollSeconds)
{
    const QString path = computePath(ws, request.name);
    const http::Response first = arm.send("PUT", path, clusterCreateBody(request, ws.location));
    return fromOperation(arm.follow(first, "PUT", path, {}, minPollSeconds),
                         QCoreApplication::translate("AzureCompute", "Cluster %1 created.").arg(request.name));
}

ComputeOperationResult resizeCluster(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const QString& name, int minNodes,
                                     int maxNodes, int idleSecondsBeforeScaleDown, double minPollSeconds)
{
    const QString path = computePath(ws, name);
    const http::Response first = arm.send("PATCH", path, scaleSettingsBody(minNodes, maxNodes, idleSecondsBeforeScaleDown));
    return fromOperation(arm.follow(first, "PATCH", path, {}, minPollSeconds),
                         QCoreApplication::translate("AzureCompute", "Cluster %1 now scales between %2 and %3 nodes.")
                             .arg(name)
                             .arg(minNodes)
                             .arg(maxNodes));
}

ComputeOperationResult deleteCompute(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const QString& name,
                                     bool detachOnly, double minPollSeconds)
{
    const QString path = computePath(ws, name);
    const http::Response first
        = arm.send("DELETE", path, {},
                   {{QStringLiteral("underlyingResourceAction"), detachOnly ? QStringLiteral("Detach") : QStringLiteral("Delete")}});
    if (first.status == 204 || first.status == 200)
        return {true, detachOnly ? QCoreApplication::translate("AzureCompute", "Compute %1 detached.").arg(name)
                                 : QCoreApplication::translate("AzureCompute", "Compute %1 deleted.").arg(name)};
    return fromOperation(arm.follow(first, "DELETE", path, {}, minPollSeconds),
                         detachOnly ? QCoreApplication::translate("AzureCompute", "Compute %1 detached.").arg(name)
                                    : QCoreApplication::translate("AzureCompute", "Compute %1 deleted.").arg(name));
}

} // namespace pw::azure
