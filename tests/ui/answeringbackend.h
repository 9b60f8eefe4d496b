// SPDX-License-Identifier: MIT
// A backend for GUI tests of the compute views: it answers computeSnapshot() and usageHistory() with what the test
// gives it (parsed from the REST-shaped files of tests/data/compute), and counts the calls. The views see it only
// through pw::Backend, as they see the real ones.
#pragma once

#include "backend.h"
#include "computejson.h"

#include <QFile>

namespace pw::test {

inline QByteArray computeData(const QString& name)
{
    QFile f(QStringLiteral(PW_SOURCE_DIR "/tests/data/compute/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// A workspace as the REST examples describe it: its computes, VM sizes, usages joined with quotas.
inline ComputeSnapshot restSnapshot()
{
    ComputeSnapshot s;
    s.backendId = QStringLiteral("test");
    s.location = QStringLiteral("eastus");
    s.workspace = QStringLiteral("ws-demo");
    s.takenAt = QDateTime::currentDateTimeUtc();
    const UsageParseResult usages = parseUsages(computeData(QStringLiteral("usages.json")), QStringLiteral("usages.json"));
    const UsageParseResult quotas = parseQuotas(computeData(QStringLiteral("quotas.json")), QStringLiteral("quotas.json"));
    s.usages = joinQuotas(usages.rows, quotas.rows);
    s.computes = parseComputes(computeData(QStringLiteral("computes.json")), QStringLiteral("computes.json")).computes;
    s.vmSizes = parseVmSizes(computeData(QStringLiteral("vmsizes.json")), QStringLiteral("vmsizes.json")).sizes;
    return s;
}

/// A backend that answers with what it is given (the dashboard sees only the Backend interface).
class AnsweringBackend : public Backend
{
public:
    QList<ClusterRequest> created;
    bool manages = true; // a workspace's: clusters can be made
    bool managesComputes() const override { return manages; }
    QFuture<ComputeOperationResult> createCluster(const ClusterRequest& request) override
    {
        created << request;
        return QtFuture::makeReadyFuture(ComputeOperationResult {true, QString()});
    }
    ComputeSnapshot snapshot;
    QList<UsageSample> history;
    int snapshots = 0;
    QDateTime askedSince;
    QString id() const override { return QStringLiteral("answering"); }
    QString displayName() const override { return QStringLiteral("Answering"); }
    int submits = 0;
    QFuture<SubmitResult> submit(const QString&, const QByteArray&, const SubmitOptions&) override
    {
        ++submits;
        return QtFuture::makeReadyFuture(SubmitResult());
    }
    void cancel(const QString&, const QString&) override { }
    QList<JobRun> jobs; // earlier runs: listed without their steps, given whole by job()
    QFuture<QList<JobRun>> listJobs(int) override
    {
        QList<JobRun> listed = jobs;
        for (JobRun& j : listed)
            j.steps.clear();
        return QtFuture::makeReadyFuture(listed);
    }
    QFuture<JobRun> job(const QString& id) override
    {
        for (const JobRun& j : jobs)
            if (j.id == id)
                return QtFuture::makeReadyFuture(j);
        return QtFuture::makeReadyFuture(JobRun());
    }
    QFuture<QList<ComputeTarget>> computeTargets() override
    {
        return QtFuture::makeReadyFuture(snapshot.computes);
    }
    QFuture<ComputeSnapshot> computeSnapshot() override
    {
        ++snapshots;
        snapshot.takenAt = QDateTime::currentDateTimeUtc();
        return QtFuture::makeReadyFuture(snapshot);
    }
    QFuture<QList<UsageSample>> usageHistory(const QDateTime& since) override
    {
        askedSince = since;
        return QtFuture::makeReadyFuture(history);
    }
};


} // namespace pw::test
