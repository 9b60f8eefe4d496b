// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"
#include "diagnostic.h"
#include "jobrun.h"
#include "runstatus.h"

#include <QFuture>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

/// The execution side of the product: one interface for running pipelines, which the local backend (this
/// machine) implements. The studio and the CLI use only this interface.
namespace pw {

struct SubmitOptions
{
    QMap<QString, QString> inputOverrides; // pipeline input name -> value (`--set inputs.x=v`)
    bool noReuse = false;
    QString rerunOf; // job id: rerun as a new job linked to it
    QStringList rerunSteps; // with rerunOf: run these (and what depends on them), reuse the rest; empty = the failed ones
};

struct SubmitResult
{
    QString jobId; // empty when nothing started
    Diagnostics problems; // why it cannot run here (errors) and what differs from the cloud (warnings)
    QString error; // non-empty: nothing started
    bool ok() const { return error.isEmpty() && !jobId.isEmpty(); }
};

class Backend : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~Backend() override;

    virtual QString id() const = 0; // "local"
    virtual QString displayName() const = 0;

    /// Start a pipeline job from a pipeline file's text (the open document's, saved or not). The future
    /// finishes once the job is accepted (or refused with the reasons); the run then goes on in the background.
    virtual QFuture<SubmitResult> submit(const QString& pipelineFile, const QByteArray& text,
                                         const SubmitOptions& options) = 0;
    /// Cancel a job, or one step of it.
    virtual void cancel(const QString& jobId, const QString& step = QString()) = 0;
    /// Most recent jobs first (without steps).
    virtual QFuture<QList<JobRun>> listJobs(int limit = 200) = 0;
    /// One job with its steps and status history; an empty id in the result when it does not exist.
    virtual QFuture<JobRun> job(const QString& jobId) = 0;
    virtual QFuture<QList<ComputeTarget>> computeTargets() = 0;

    // The compute service (models/core/compute/compute.h). The base class refuses the operations a backend does not
    // offer, with a message that says so.
    /// Targets, VM sizes and core usage against quota, taken now.
    virtual QFuture<ComputeSnapshot> computeSnapshot();
    /// Core usage over time from `since` on (UTC), oldest first.
    virtual QFuture<QList<UsageSample>> usageHistory(const QDateTime& since);
    virtual QFuture<ComputeOperationResult> createCluster(const ClusterRequest& request);
    /// Change a cluster's scale settings (its VM size cannot change: recreate it).
    virtual QFuture<ComputeOperationResult> resizeCluster(const QString& name, int minNodes, int maxNodes,
                                                          int idleSecondsBeforeScaleDown);
    /// Delete a compute the workspace created, or detach (`detachOnly`) an attached one.
    virtual QFuture<ComputeOperationResult> deleteCompute(const QString& name, bool detachOnly);

    /// The main log of a job's step (or of the job, `step` empty) as a file on this machine: for a backend whose
    /// steps run elsewhere a copy brought here, brought up to date on each call (only what was appended is read),
    /// so a viewer that follows the file tails the remote log. Empty, with nothing to show, for a backend that has
    /// none; the base class has none (the local backend's steps write their logs here: StepRun::logFile).
    virtual QFuture<QString> stepLog(const QString& jobId, const QString& step);

    /// True for a backend whose steps run on this computer, with one of its Python interpreters.
    /// Whether the backend can be used: for a workspace, signing in and reading the workspace; empty when it can,
    /// else why not, in words. This machine can always be used.
    virtual QFuture<QString> checkConnection();
    virtual bool runsOnThisMachine() const { return false; }
    /// True when createCluster, resizeCluster and deleteCompute do something (a workspace); the studio offers them
    /// only then.
    virtual bool managesComputes() const { return false; }
    /// The Python interpreter steps run with (a backend that runs on this machine); empty for the others.
    virtual QString pythonInterpreter() const { return {}; }
    /// Run the steps that start from now on with this interpreter; backends that do not run here ignore it.
    virtual void setPythonInterpreter(const QString& path) { Q_UNUSED(path) }

Q_SIGNALS:
    void jobStatusChanged(const QString& jobId, pw::RunStatus status);
    void stepStatusChanged(const QString& jobId, const QString& step, pw::RunStatus status);
    /// New lines in a step's std_log.txt.
    void stepLogAppended(const QString& jobId, const QString& step, const QString& text);
    void jobFinished(const QString& jobId, pw::RunStatus status);
};

} // namespace pw

