// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"
#include "jobplan.h"
#include "runstore.h"
#include "webinputs.h"
#include "steprunner.h"

#include <QElapsedTimer>
#include <QFuture>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QPromise>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>

namespace pw {

class ComponentCache;

/// The local scheduler. Lives on the backend's worker thread: every method runs there.
class LocalEngine : public QObject
{
    Q_OBJECT
public:
    LocalEngine(QString home, QString python, int cores);
    ~LocalEngine() override;

    /// Open the store and recover jobs orphaned by a process that died (first call on the worker thread).
    void initialize();
    SubmitResult submit(const QString& pipelineFile, const QByteArray& text, const SubmitOptions& options);
    void cancel(const QString& jobId, const QString& step);
    /// End everything (the backend is going away): running steps are canceled and recorded.
    void shutdown();
    int activeJobs() const { return m_activeCount.load(); }
    /// The interpreter steps run with from now on (`python` and `python3` inside steps).
    void setPython(const QString& python);
    QString home() const { return m_home; }

Q_SIGNALS:
    void jobStatusChanged(const QString& jobId, pw::RunStatus status);
    void stepStatusChanged(const QString& jobId, const QString& step, pw::RunStatus status);
    void stepLogAppended(const QString& jobId, const QString& step, const QString& text);
    void jobFinished(const QString& jobId, pw::RunStatus status);

private:
    struct StepState
    {
        PlannedStep plan;
        StepRun run;
        QPointer<StepRunner> runner;
        QString reuseKey;
        QFuture<QHash<QString, QString>> dataSignatures; // while the key is worked out (workOutReuseKey)
        bool mustRun = false; // rerun: never reuse
        QString reuseFromJob; // rerun: take this job's outputs
        QTimer* timeout = nullptr;
        qint64 pgid = 0;
        bool folderReady = false; // user_logs/std_log.txt and outputs/ exist
        bool outputsReady = false; // and outputs/<name>/ of each folder output
        QMap<QString, QString> webFiles; // web input -> its downloaded copy
        QString webError; // why a web input could not be fetched
        bool webFetched = false; // every web input is here: the step may start
    };
    struct Job
    {
        JobPlan plan;
        JobRun run;
        QList<StepState> steps;
        QHash<QString, qsizetype> stepIndex; // step name -> position in steps
        SubmitOptions options;
        bool cancelRequested = false;
        QString cancelReason;
        QString failedStep;
    };

    // the scheduler (localengine.cpp)
    QString newJobId() const;
    void setJobStatus(Job& job, RunStatus status, const QString& reason = QString());
    void setStepStatus(Job& job, StepState& step, RunStatus status, const QString& reason = QString());
    void schedule();
    void maybeFinishJob(Job& job);
    void writeSnapshot(Job& job);
    StepState* findStep(Job& job, const QString& name);
    int freeCores() const;

    // a step's run: its folder, inputs, process and end (localengine_steps.cpp)
    void startStep(Job& job, StepState& step);
    /// Create a step's folder with user_logs/std_log.txt and outputs/ (once), and its output folders when it
    /// cannot reuse earlier outputs.
    static bool prepareStepFolder(const Job& job, StepState& step);
    void finishStep(const QString& jobId, const QString& stepName, const StepOutcome& outcome);
    // web inputs (localengine_web.cpp): downloaded or revalidated before the step starts, the step Preparing meanwhile
    void fetchWebInputs(Job& job, StepState& step);
    void webInputFetched(const QString& jobId, const QString& stepName, const QString& input, const WebFile& file,
                         bool last);
    WebInputCache& webInputs();

    // cancelling (localengine_cancel.cpp)
    /// A step failed: the job is canceled unless it continues on step failure.
    void stepFailed(Job& job, StepState& step);
    void cancelJob(Job& job, const QString& reason, RunStatus as);
    void pollCancelRequests();

    // reuse of earlier outputs (localengine_reuse.cpp)
    /// Whether the step may take the outputs of an earlier run with the same fingerprint.
    static bool mayReuse(const Job& job, const StepState& step);
    /// The earlier outputs the step takes instead of running (sets its reuse key when it is needed for the
    /// search), or nothing.
    std::optional<RunStore::Reusable> earlierOutputs(const Job& job, StepState& step,
                                                     const QMap<QString, QString>& inputs) const;
    /// The fingerprint of a step's run: its definition, command, interpreter, code, environment variables, and
    /// each input (literal, local data, or the producing step's own key).
    /// The reuse key of a step's run: "<hint>:<rest>", where the hint leaves out the contents of local data
    /// (Hint returns it alone). Local data's signatures come from `signatures` (input name -> signature) when given.
    enum class ReuseKeyPart { Hint, Whole };
    QString reuseKeyFor(const Job& job, const StepState& step, const QMap<QString, QString>& inputs,
                        const QHash<QString, QString>* signatures = nullptr, ReuseKeyPart part = ReuseKeyPart::Whole) const;
    /// Once the step started: the key, with the signatures of its local data read on another thread.
    void workOutReuseKey(const Job& job, StepState& step, const QMap<QString, QString>& inputs);
    /// Before the step's end is recorded: the key in full (waits for the signatures).
    void completeReuseKey(const Job& job, StepState& step);

    // the local Python (localengine_python.cpp)
    /// Warn about steps that name environments, and about packages of their conda files that the interpreter
    /// cannot import.
    void checkEnvironments(Job& job);
    void linkPythonShims();
    /// The `python` and `python3` links earlier versions kept in home/bin (steps now find scripts in
    /// home/python/<interpreter>), and the folder when nothing else is in it. Other files stay.
    void removeOldPythonLinks() const;
    QProcessEnvironment stepEnvironment(const Job& job, const StepState& step) const;

    QString m_home;
    QString m_python;
    int m_cores = 1;
    std::unique_ptr<RunStore> m_store;
    std::shared_ptr<ComponentCache> m_components;
    QHash<QString, std::shared_ptr<Job>> m_jobs; // active jobs
    QTimer m_cancelPoll;
    int m_usedCores = 0;
    std::atomic<int> m_activeCount {0};
    QString m_shimDir;
    mutable QProcessEnvironment m_baseEnvironment; // this process's environment with the shims first in PATH
    QString m_storeError;
    QElapsedTimer m_storageChecked;
    qint64 m_freeBytes = -1;
    QString m_storageRoot;
    std::unique_ptr<WebInputCache> m_webInputs; // made on the first web input
};

} // namespace pw
