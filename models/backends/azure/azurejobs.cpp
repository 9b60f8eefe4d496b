// SPDX-License-Identifier: MIT
#include "azurejobs.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <algorithm>

namespace pw::azure {

RunStatus jobStatusFromAzure(const QString& status)
{
    const QString s = status.toLower();
    if (s == QLatin1String("starting") || s == QLatin1String("provisioning") || s == QLatin1String("preparing"))
        return RunStatus::Preparing;
    if (s == QLatin1String("queued"))
        return RunStatus::Queued;
    if (s == QLatin1String("running") || s == QLatin1String("cancelrequested"))
        return RunStatus::Running; // a cancel was asked for; the job runs until the service stops it
    if (s == QLatin1String("finalizing"))
        return RunStatus::Finalizing;
    if (s == QLatin1String("completed"))
        return RunStatus::Completed;
    if (s == QLatin1String("failed") || s == QLatin1String("notresponding"))
        return RunStatus::Failed;
    if (s == QLatin1String("canceled") || s == QLatin1String("paused"))
        return RunStatus::Canceled;
    return RunStatus::NotStarted; // NotStarted, Unknown, and names newer than this list
}

QString studioUrl(const QJsonObject& resource)
{
    return resource.value(QLatin1String("properties")).toObject().value(QLatin1String("services")).toObject()
        .value(QLatin1String("Studio")).toObject().value(QLatin1String("endpoint")).toString();
}

JobRun jobFromJson(const QJsonObject& resource, const QString& backend)
{
    const QJsonObject p = resource.value(QLatin1String("properties")).toObject();
    const QJsonObject system = resource.value(QLatin1String("systemData")).toObject();
    JobRun j;
    j.id = resource.value(QLatin1String("name")).toString();
    j.displayName = p.value(QLatin1String("displayName")).toString();
    if (j.displayName.isEmpty())
        j.displayName = j.id;
    j.experiment = p.value(QLatin1String("experimentName")).toString();
    j.backend = backend;
    const QString status = p.value(QLatin1String("status")).toString();
    j.status = jobStatusFromAzure(status);
    if (status.compare(QLatin1String("NotResponding"), Qt::CaseInsensitive) == 0)
        j.reason = QCoreApplication::translate("AzureJobs", "The service reports that the job stopped responding.");
    else if (status.compare(QLatin1String("Paused"), Qt::CaseInsensitive) == 0)
        j.reason = QCoreApplication::translate("AzureJobs", "The job is paused.");
    else if (status.compare(QLatin1String("CancelRequested"), Qt::CaseInsensitive) == 0)
        j.reason = QCoreApplication::translate("AzureJobs", "Cancelling: the service has been asked to stop the job.");
    j.created = QDateTime::fromString(system.value(QLatin1String("createdAt")).toString(), Qt::ISODateWithMs);
    if (isTerminal(j.status)) {
        const QDateTime modified = QDateTime::fromString(system.value(QLatin1String("lastModifiedAt")).toString(), Qt::ISODateWithMs);
        if (modified.isValid())
            j.ended = modified;
    }
    const QJsonObject inputs = p.value(QLatin1String("inputs")).toObject();
    for (auto it = inputs.begin(); it != inputs.end(); ++it) {
        const QJsonObject in = it.value().toObject();
        const QString value = in.contains(QLatin1String("value")) ? in.value(QLatin1String("value")).toVariant().toString()
                                                                  : in.value(QLatin1String("uri")).toString();
        j.parameters.insert(it.key(), value);
    }
    return j;
}

JobsResult listJobs(arm::ArmClient& arm, const arm::WorkspaceRef& ws, int limit)
{
    JobsResult result;
    const arm::ListResult list = arm.list(ws.path() + QStringLiteral("/jobs"), {{QStringLiteral("listViewType"), QStringLiteral("All")}});
    result.error = list.error;
    for (const QJsonValue& v : list.items)
        result.jobs.append(jobFromJson(v.toObject(), ws.workspace));
    std::stable_sort(result.jobs.begin(), result.jobs.end(),
                     [](const JobRun& a, const JobRun& b) { return a.created > b.created; });
    if (result.jobs.size() > limit)
        result.jobs.resize(limit);
    return result;
}

JobResult getJob(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const QString& name)
{
    JobResult result;
    const http::Response r = arm.get(ws.path() + QStringLiteral("/jobs/") + name);
    if (r.status == 404)
        return result;
    if (!r.ok()) {
        result.error = arm::describeFailure(r);
        return result;
    }
    const QJsonObject o = QJsonDocument::fromJson(r.body).object();
    result.job = jobFromJson(o, ws.workspace);
    result.studioUrl = studioUrl(o);
    return result;
}

arm::OperationResult cancelJob(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const QString& name, double minPollSeconds)
{
    const QString path = ws.path() + QStringLiteral("/jobs/") + name;
    const http::Response first = arm.send("POST", path + QStringLiteral("/cancel"), {}, {}, true); // cancelling twice does no harm
    if (first.status == 200) {
        arm::OperationResult done;
        done.ok = true;
        done.status = QStringLiteral("Succeeded");
        return done;
    }
    return arm.follow(first, "POST", path, {}, minPollSeconds);
}

} // namespace pw::azure
