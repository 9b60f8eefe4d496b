// SPDX-License-Identifier: MIT
#pragma once

#include "armclient.h"
#include "jobrun.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

/// Jobs of an Azure ML workspace as the product's JobRun: status names mapped, times from systemData, the
/// studio link, and the operations on them (list, get, cancel). Blocking: call off the GUI thread.
namespace pw::azure {

/// The product's status for an Azure ML job status (NotStarted, Starting, Provisioning, Preparing, Queued, Running,
/// Finalizing, CancelRequested, Completed, Failed, Canceled, NotResponding, Paused, Unknown).
RunStatus jobStatusFromAzure(const QString& status);
/// A job resource (Jobs_Get, an item of Jobs_List) as a JobRun; `backend` names the workspace.
JobRun jobFromJson(const QJsonObject& resource, const QString& backend);
/// The Azure ML studio page of a job, when the answer names it (properties.services.Studio.endpoint).
QString studioUrl(const QJsonObject& resource);

struct JobsResult
{
    QList<JobRun> jobs;
    QString error;
};
/// Jobs of the workspace, newest first, at most `limit` (ARM pages are read until there are enough).
JobsResult listJobs(arm::ArmClient& arm, const arm::WorkspaceRef& ws, int limit = 200);
struct JobResult
{
    JobRun job; // empty id when it does not exist
    QString studioUrl;
    QString error;
};
JobResult getJob(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const QString& name);
/// Ask the service to cancel a job and follow the request to its end.
arm::OperationResult cancelJob(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const QString& name,
                               double minPollSeconds = 1.0);

} // namespace pw::azure
