// SPDX-License-Identifier: MIT
#pragma once

#include "parallelinput.h"
#include "parallellisting.h"
#include "parallelreports.h"
#include "parallelsettings.h"
#include "procsampler.h"
#include "steprunner.h"

#include <QByteArray>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <deque>
#include <string>
#include <memory>
#include <optional>
#include <vector>

namespace pw {

/// The runner of a `type: parallel` step: mini-batches of the step's input_data handed to worker processes
/// (parallel_driver.py running the entry script), with Azure ML's retries, timeouts and thresholds. Its course
/// (start, thresholds, progress, ending, resource monitor) is in parallelrunner.cpp; the worker processes and the
/// protocol spoken with them are in parallelworkers.cpp.
class ParallelRunner final : public StepRunner
{
    Q_OBJECT
public:
    ParallelRunner(StepLaunch launch, QObject* parent);
    ~ParallelRunner() override;

    void start() override;
    void cancel(RunStatus as, const QString& reason) override;

private:
    static constexpr int kMaxFailedMiniBatchesPerProcess = 10; // README.md, "Execution model": more than this → new process
    static constexpr int kExitInitFailed = 72;
    static constexpr int kExitSomeFailed = 73;
    static constexpr int kExitAllFailed = 74;
    static constexpr int kLeaderExitFailed = 42;
    static constexpr int kDoneLinesInStdLog = 100; // then a progress line every kProgressLineSeconds
    static constexpr int kProgressLineSeconds = 5;
    static constexpr char kLogsHint[] = "Please check logs for error. You can check logs/readme.txt for the layout of logs.";

    /// A mini-batch as the runner keeps it: small, as a step may hold a million of them.
    struct Task
    {
        int id = 0;
        /// A listed folder's files: paths relative to the folder, a NUL between them (file system bytes), kept in
        /// the runner's blocks of listed names (m_listedNames).
        uint32_t listedBlock = 0;
        uint32_t listedOffset = 0;
        uint32_t listedLength = 0;
        /// The planned mini-batch of the other modes (file list of an MLTable or a file, table, partition).
        std::shared_ptr<const MiniBatch> planned;
        bool isTabular() const { return planned && planned->isTabular(); }
        bool isPartition() const { return planned && planned->isPartition(); }
        enum class State { Pending, Running, Succeeded, Failed } state = State::Pending;
        int attempts = 0; // dequeue count
        int total = -1; // items; -1 until loaded (tabular)
        int succeeded = 0; // of the final attempt
        /// What a failed attempt or an append_row result leaves; most mini-batches have none, and a step may hold
        /// a million of them.
        struct Extra
        {
            QString lastError;
            QString lastErrorFile;
            QString rowsFile;
            QString header;
        };
        std::shared_ptr<Extra> extra;
        Extra& note()
        {
            if (!extra)
                extra = std::make_shared<Extra>();
            return *extra;
        }
        QString lastError() const { return extra ? extra->lastError : QString(); }
        QString lastErrorFile() const { return extra ? extra->lastErrorFile : QString(); }
        QString rowsFile() const { return extra ? extra->rowsFile : QString(); }
        QString header() const { return extra ? extra->header : QString(); }
    };

    struct Worker
    {
        int slot = 0;
        int node = 0;
        int number = 0;
        QString name;
        QProcess* process = nullptr;
        QTimer* deadline = nullptr;
        qint64 pid = 0;
        enum class State { Starting, Ready, Busy, Stopping, Exited } state = State::Starting;
        bool initDone = false;
        int task = -1; // the mini-batch it runs
        std::deque<int> ahead; // mini-batches sent after it, which it runs next in this order
        QString taskDetail; // the running attempt as the logs describe it (taskJson)
        bool loaded = false;
        bool lastFailed = false; // its last attempt failed: no mini-batch waits behind the running one
        QDateTime taskStart; // UTC
        QElapsedTimer taskClock;
        QByteArray buffer;
        QJsonObject config; // sent once the process runs
        QList<QJsonObject> queued; // messages written before the config went out
        QElapsedTimer runClock; // since the mini-batch was loaded
        QString initError;
        QString initErrorFile;
        bool replaceAfterStop = false;
        bool killedByRunner = false;
        int exitCode = 0;
        bool crashed = false;
        QDateTime started;
        QDateTime ended;
        // totals for process_summary.csv
        int batches = 0;
        int succeededBatches = 0;
        int failedBatches = 0;
        qint64 items = 0;
        qint64 succeededItems = 0;
        double elapsed = 0;
        double processSeconds = 0;
        double runSeconds = 0;
        // resource sampling
        quint64 lastCpuTicks = 0;
        bool hasCpuSample = false;
        QString displayName() const { return QStringLiteral("%1/%2").arg(node).arg(name); }
    };

    // --- course of the step (parallelrunner.cpp)
    bool prepare(QString* error);
    void checkThresholds();
    void maybeFinish();
    void abort(RunStatus as, const QString& reason);
    void finalize();
    void onTick();
    void finish(StepOutcome o);
    void stdLog(const QString& line);
    void writeSummaries();
    void sampleResources();
    void reportScheduled();
    void onListed();
    QString relLog(const QString& abs) const { return QDir(m_launch.folder).relativeFilePath(abs); }
    // --- worker processes (parallelworkers.cpp)
    void spawnWorker(int slot);
    void onOutput(Worker& w);
    void onMessage(Worker& w, const QJsonObject& m);
    void sendTo(Worker& w, const QJsonObject& m);
    void dispatch();
    int prefetchDepth() const;
    void sendTask(Worker& w, int id);
    void beginTask(Worker& w, int id);
    void requeueAhead(Worker& w);
    void onDeadline(Worker& w);
    void onWorkerExit(Worker& w, int code, QProcess::ExitStatus status);
    void concludeAttempt(Worker& w, const QString& status, int total, int succeeded, const QString& error,
                         const QString& category, double elapsed, double processSeconds, double runSeconds,
                         const QString& rowsFile, const QString& header, const QString& errorFile);
    void killAll(int signal);
    int liveWorkers() const;
    int runningTasks() const;
    QString progressLine() const;
    QString taskJson(const Task& t) const;
    QString describeBatch(const Task& t) const;

    LogWriter m_log;
    const ParallelPlan& m_plan;
    ParallelOptions m_options;
    ParallelInput m_input;
    QStringList m_args; // rendered program arguments
    parallel::LogLayout m_report; // <folder>/logs
    QString m_driver;
    QString m_rowsDir;
    QString m_outputFile; // append_row target
    QString m_outputDir; // EntryScript().output_dir
    std::deque<Task> m_tasks; // by id; a deque grows without moving what it holds (a million mini-batches)
    int taskCount() const { return int(m_tasks.size()); }
    std::unique_ptr<FolderLister> m_lister; // a plain folder, listed while the step runs
    QString m_listRoot; // the listed folder, with a final '/'
    std::vector<std::string> m_listedNames; // blocks of about 1 MiB holding the listed mini-batches' file names
    QByteArrayView listedOf(const Task& t) const
    {
        return QByteArrayView(m_listedNames[t.listedBlock].data() + t.listedOffset, qsizetype(t.listedLength));
    }
    QStringList filesOf(const Task& t) const; // absolute paths
    bool m_listingDone = false;
    QElapsedTimer m_listClock;
    QList<int> m_pending;
    QList<int> m_completionOrder;
    std::vector<std::unique_ptr<Worker>> m_workers;
    std::vector<Worker*> m_slots;
    std::vector<int> m_nextNumber; // per node
    std::vector<int> m_nodeInitFailures;
    int m_nodes = 1;
    int m_perNode = 1;
    int m_attemptsAllowed = 1;
    int m_initFailures = 0;
    QString m_firstInitError;
    QString m_firstInitErrorFile;
    int m_doneBatches = 0;
    int m_failedBatches = 0;
    qint64 m_failedItems = 0;
    qint64 m_succeededItems = 0;
    qint64 m_totalItems = 0;
    int m_firstFailedTask = -1;
    bool m_anyDispatched = false;
    double m_elapsedSum = 0; // of the attempts that ended, as the workers measured them (prefetchDepth)
    qint64 m_elapsedCount = 0;
    qint64 m_lastProgressLogMs = -100000; // the last progress line in std_log
    int m_doneLinesWritten = 0; // per-mini-batch lines in std_log so far
    QElapsedTimer m_clock;
    QElapsedTimer m_sinceProgress;
    qint64 m_lastOverviewMs = -100000;
    QString m_lastOverview;
    QTimer m_tick;
    QTimer m_killTimer;
    QTimer m_stopTimer;
    QTimer m_monitor;
    QTimer m_flushTimer; // the logs written per mini-batch (LogLayout::flush)
    enum class Phase { Idle, Running, Finishing, Aborting, Done } m_phase = Phase::Idle;
    RunStatus m_endAs = RunStatus::Completed;
    QString m_endReason;
    bool m_startedEmitted = false;
    bool m_done = false;
    std::optional<proc::CpuTimes> m_lastCpu; // the previous sample of the resource monitor
    QDateTime m_lastSampleTime;
};

} // namespace pw
