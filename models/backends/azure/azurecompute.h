// SPDX-License-Identifier: MIT
#pragma once

#include "armclient.h"
#include "compute.h"

#include <QByteArray>
#include <QString>

/// Changing a workspace's computes over ARM: create a cluster, change its scale settings, delete or detach a
/// compute, each followed to its end. The request bodies follow the REST API (Compute_CreateOrUpdate,
/// Compute_Update, Compute_Delete). Blocking: call off the GUI thread.
namespace pw::azure {

/// The PUT body that creates `request` as an AmlCompute cluster in `defaultLocation` unless it names its own.
QByteArray clusterCreateBody(const ClusterRequest& request, const QString& defaultLocation);
/// The PATCH body that sets a cluster's scale settings.
QByteArray scaleSettingsBody(int minNodes, int maxNodes, int idleSecondsBeforeScaleDown);
/// "PT120S" for 120; "PT0S" for 0 and less.
QString isoSeconds(int seconds);

ComputeOperationResult createCluster(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const ClusterRequest& request,
                                     double minPollSeconds = 2.0);
ComputeOperationResult resizeCluster(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const QString& name, int minNodes,
                                     int maxNodes, int idleSecondsBeforeScaleDown, double minPollSeconds = 2.0);
ComputeOperationResult deleteCompute(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const QString& name,
                                     bool detachOnly, double minPollSeconds = 2.0);

} // namespace pw::azure
