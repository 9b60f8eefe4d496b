// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QDateTime>
#include <QFuture>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

/// The execution side of the product: one interface for running pipelines on this machine (the local
/// backend) and for submitting them to an Azure ML workspace. The studio and the CLI use only this interface.
namespace pw {

/// Job and step statuses as Azure ML shows them.
enum class RunStatus { NotStarted, Queued, Preparing, Running, Finalizing, Completed, Failed, Canceled };

/// "Completed", "Failed", … (the Azure ML spelling; not translated: it is a status name users search for).
QString runStatusName(RunStatus s);
/// The status for an Azure ML status name (case-insensitive); NotStarted for unknown names.
RunStatus runStatusFromName(const QString& name);
/// The status in the user's language.
QString runStatusDisplayName(RunStatus s);
bool isTerminal(RunStatus s);

struct StatusChange
{
    RunStatus status = RunStatus::NotStarted;
    QDateTime time; // UTC
    QString reason;
};

/// One step of a job run.
struct StepRun
{
    QString name;
    QString kind; // command, parallel, pipeline
    RunStatus status = RunStatus::NotStarted;
    QString reusedFrom; // job id whose outputs this step reused; empty when it ran
    QDateTime started;
    QDateTime ended;
    int exitCode = -1; // -1: no process exit (not run, reused, killed before start)
    int signal = 0; // the signal that ended the process, 0 if none
    QString reason; // why it failed or was canceled, in words
    int attempts = 0;
    int cores = 0; // cores held while it ran
    double coreSeconds = 0;
    QMap<QString, QString> inputs; // name -> value or local path as given to the step
    QMap<QString, QString> outputs; // name -> local folder (or file)
    QString folder; // runs/<job>/<step>
    QString logFile; // user_logs/std_log.txt
    QString command; // the command line as run (placeholders replaced)
    QStringList warnings;
    QList<StatusChange> history;
    bool isReused() const { return !reusedFrom.isEmpty(); }
    double durationSeconds() const;
};

/// A pipeline job run.
struct JobRun
{
    QString id;
    QString displayName;
    QString experiment;
    QString pipelineFile; // the file it was started from
    QString backend; // "local", or the workspace
    RunStatus status = RunStatus::NotStarted;
    QDateTime created;
    QDateTime started;
    QDateTime ended;
    QString reason;
    QString rerunOf; // the job this one reruns
    QString folder;
    QMap<QString, QString> parameters; // pipeline inputs as run (after --set overrides)
    QStringList warnings;
    QList<StepRun> steps; // empty in listings
    QList<StatusChange> history;
    const StepRun* step(const QString& name) const;
    double durationSeconds() const;
};

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

/// A compute target a step may name (filled in by the compute issue for remote backends).
struct ComputeTarget
{
    QString name;
    QString kind; // local, serverless, amlcompute, kubernetes
    int cores = 0;
    qint64 memoryBytes = 0;
    QString state;
};

struct QuotaUsage
{
    QString family; // VM family, or "local cores"
    double used = 0;
    double limit = 0;
    QString unit;
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
    virtual QFuture<QList<QuotaUsage>> usage() = 0;

Q_SIGNALS:
    void jobStatusChanged(const QString& jobId, pw::RunStatus status);
    void stepStatusChanged(const QString& jobId, const QString& step, pw::RunStatus status);
    /// New lines in a step's std_log.txt.
    void stepLogAppended(const QString& jobId, const QString& step, const QString& text);
    void jobFinished(const QString& jobId, pw::RunStatus status);
};

} // namespace pw

Q_DECLARE_METATYPE(pw::RunStatus)
