// SPDX-License-Identifier: MIT
#include "parallelrunner.h"

#include "commandline.h"
#include "parallelrunner_p.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QSaveFile>
#include <QTimer>

#include <algorithm>
#include <climits>
#include <csignal>
#include <map>

// The driver script is embedded as a Qt resource of this static library.
static void initBackendsResources()
{
    Q_INIT_RESOURCE(backends);
}

namespace pw {

using parallel::hms;
using parallel::writeTextFile;

ParallelRunner::ParallelRunner(StepLaunch launch, QObject* parent)
    : StepRunner(std::move(launch), parent)
    , m_log(m_launch.logFile)
    , m_plan(m_launch.step.parallel)
    , m_report(QDir(m_launch.folder).filePath(QStringLiteral("logs")))
{
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] { onTick(); });
    m_killTimer.setSingleShot(true);
    connect(&m_killTimer, &QTimer::timeout, this, [this] { killAll(SIGKILL); });
    m_stopTimer.setSingleShot(true);
    connect(&m_stopTimer, &QTimer::timeout, this, [this] {
        m_report.masterLog(QStringLiteral("WARNING"), QStringLiteral("Processes did not end after shutdown(); ending them."));
        killAll(SIGTERM);
        m_killTimer.start(3000);
    });
    connect(&m_monitor, &QTimer::timeout, this, [this] { sampleResources(); });
    m_flushTimer.setInterval(250);
    connect(&m_flushTimer, &QTimer::timeout, this, [this] { m_report.flush(); });
}

ParallelRunner::~ParallelRunner()
{
    if (m_lister)
        m_lister->stop();
    for (auto& w : m_workers) {
        if (!w->process)
            continue;
        w->process->disconnect(this);
        if (w->pid > 0)
            signalProcessGroup(w->pid, SIGKILL);
        if (w->process->state() != QProcess::NotRunning) {
            w->process->kill();
            w->process->waitForFinished(2000);
        }
    }
}

void ParallelRunner::stdLog(const QString& line)
{
    const QString text = m_log.append((line + QLatin1Char('\n')).toUtf8(), false);
    if (!text.isEmpty())
        Q_EMIT logText(text);
}

bool ParallelRunner::prepare(QString* error)
{
    const PlannedStep& step = m_launch.step;
    // program arguments
    QString err;
    m_args = renderArguments(m_plan.programArguments, {m_launch.inputs, m_launch.outputs}, &err);
    if (!err.isEmpty()) {
        *error = tr("cannot build the program arguments: %1").arg(err);
        return false;
    }
    if (!parseParallelOptions(m_args, m_plan, &m_options, error))
        return false;
    // the entry script: a code folder without it fails here, not in the init() of every worker
    if (!QFileInfo(QDir(m_launch.workDir).filePath(m_plan.entryScript)).isFile()) {
        *error = tr("the entry script %1 is not in the code folder %2").arg(m_plan.entryScript, QDir::toNativeSeparators(m_launch.workDir));
        return false;
    }
    // input_data
    const QString dataPath = m_launch.inputs.value(m_plan.inputData);
    if (dataPath.isEmpty()) {
        *error = tr("input_data '%1' has no value").arg(m_plan.inputData);
        return false;
    }
    const PlannedInput* in = step.input(m_plan.inputData);
    if (isPlainFolder(dataPath, in ? in->type : QString(), m_plan.partitionKeys)) {
        // a plain folder is listed while the workers start and run (onListed)
        if (!QFileInfo(dataPath).isReadable()) {
            *error = tr("cannot read the folder %1").arg(QDir::toNativeSeparators(dataPath));
            return false;
        }
        m_input.source = QStringLiteral("uri_folder");
        m_input.miniBatchSize = m_plan.miniBatchSize > 0 ? m_plan.miniBatchSize : kDefaultFilesPerMiniBatch;
        m_lister = std::make_unique<FolderLister>(dataPath, int(std::min<qint64>(m_input.miniBatchSize, INT_MAX)));
        m_listRoot = QDir::cleanPath(QDir(dataPath).absolutePath()) + QLatin1Char('/');
    } else if (!planMiniBatches(dataPath, in ? in->type : QString(), m_plan.miniBatchSize, &m_input, error, m_plan.partitionKeys)) {
        return false;
    }
    // append_row target
    if (!m_plan.appendRowTo.isEmpty()) {
        const QString out = m_launch.outputs.value(m_plan.appendRowTo);
        if (out.isEmpty()) {
            *error = tr("append_row_to names output '%1', which has no local path").arg(m_plan.appendRowTo);
            return false;
        }
        m_outputFile = appendRowFile(step, out);
        m_outputDir = QFileInfo(m_outputFile).absolutePath();
    } else {
        for (const PlannedOutput& o : step.outputs) {
            const QString p = m_launch.outputs.value(o.name);
            if (!p.isEmpty() && !o.isFile()) {
                m_outputDir = p;
                break;
            }
        }
        if (m_outputDir.isEmpty())
            m_outputDir = QDir(m_launch.folder).filePath(QStringLiteral("outputs"));
    }
    // folders
    if (const QString failed = m_report.createFolders(); !failed.isEmpty()) {
        *error = tr("cannot create %1").arg(QDir::toNativeSeparators(failed));
        return false;
    }
    const QString work = QDir(m_launch.systemLogDir.isEmpty() ? QDir(m_launch.folder).filePath(QStringLiteral("system_logs"))
                                                              : m_launch.systemLogDir)
                             .filePath(QStringLiteral("parallel"));
    m_rowsDir = QDir(work).filePath(QStringLiteral("append_row"));
    if (!QDir().mkpath(m_rowsDir)) {
        *error = tr("cannot create %1").arg(QDir::toNativeSeparators(m_rowsDir));
        return false;
    }
    // the worker script
    initBackendsResources();
    QFile res(QStringLiteral(":/pw/backends/parallel_driver.py"));
    if (!res.open(QIODevice::ReadOnly)) {
        *error = tr("the parallel worker script is missing from this build");
        return false;
    }
    m_driver = QDir(work).filePath(QStringLiteral("parallel_driver.py"));
    if (!writeTextFile(m_driver, QString::fromUtf8(res.readAll()))) {
        *error = tr("cannot write %1").arg(QDir::toNativeSeparators(m_driver));
        return false;
    }
    m_report.begin();
    return true;
}

void ParallelRunner::start()
{
    m_clock.start();
    if (!m_log.error().isEmpty()) {
        finish({RunStatus::Failed, -1, 0, m_log.error(), 1});
        return;
    }
    QString error;
    if (!prepare(&error)) {
        stdLog(tr("[pipewright] parallel step '%1' cannot start: %2").arg(m_launch.step.name, error));
        if (QDir().mkpath(m_report.root()))
            m_report.writeResult(error);
        finish({RunStatus::Failed, kLeaderExitFailed, 0, error, 1});
        return;
    }
    m_nodes = std::max(1, m_plan.instanceCount);
    m_perNode = std::max(1, m_plan.maxConcurrencyPerInstance);
    m_attemptsAllowed = parallelAttempts(m_plan);
    m_nextNumber.assign(size_t(m_nodes), 0);
    m_nodeInitFailures.assign(size_t(m_nodes), 0);
    m_slots.assign(size_t(m_nodes * m_perNode), nullptr);
    for (MiniBatch& mb : m_input.batches) {
        Task t;
        t.id = mb.id;
        if (!mb.isTabular() && !mb.isPartition())
            t.total = int(mb.files.size());
        t.planned = std::make_shared<const MiniBatch>(std::move(mb));
        m_pending << t.id;
        m_tasks.push_back(std::move(t));
    }
    m_input.batches = QList<MiniBatch>(); // the tasks hold them now

    if (!m_input.partitionKeys.isEmpty()) {
        stdLog(tr("[pipewright] parallel step '%1': partitioned input '%2' (%3), %4 in %5, one per combination of %6 "
                  "(partition_format '%7')")
                   .arg(m_launch.step.name, m_plan.inputData, QDir::toNativeSeparators(m_launch.inputs.value(m_plan.inputData)),
                        tr("%n file(s)", nullptr, m_input.fileCount), tr("%n mini-batch(es)", nullptr, taskCount()),
                        m_input.partitionKeys.join(QStringLiteral(", ")), m_input.partitionFormat));
        if (!m_plan.miniBatchSizeText.isEmpty())
            stdLog(tr("[pipewright] note: mini_batch_size %1 is not used: partition_keys decide the mini-batches")
                       .arg(m_plan.miniBatchSizeText));
    } else if (m_lister) {
        stdLog(tr("[pipewright] parallel step '%1': file-list input '%2' (%3), listed while the step runs, in mini-batches of "
                  "up to %4")
                   .arg(m_launch.step.name, m_plan.inputData, QDir::toNativeSeparators(m_launch.inputs.value(m_plan.inputData)),
                        tr("%n file(s)", nullptr, int(m_input.miniBatchSize))));
    } else {
        const QString unit = m_input.tabular ? tr("%n byte(s)", nullptr, int(std::min<qint64>(m_input.miniBatchSize, INT_MAX)))
                                             : tr("%n file(s)", nullptr, int(m_input.miniBatchSize));
        stdLog(tr("[pipewright] parallel step '%1': %2 input '%3' (%4), %5 in %6 of up to %7")
                   .arg(m_launch.step.name,
                        m_input.tabular ? tr("tabular") : tr("file-list"),
                        m_plan.inputData,
                        QDir::toNativeSeparators(m_launch.inputs.value(m_plan.inputData)),
                        tr("%n file(s)", nullptr, m_input.fileCount),
                        tr("%n mini-batch(es)", nullptr, taskCount()),
                        unit));
    }
    stdLog(tr("[pipewright] %1 x %2 worker processes (instance_count x max_concurrency_per_instance); "
              "%3 per mini-batch, run() timeout %4 s; thresholds: mini_batch_error_threshold %5, error_threshold %6, "
              "allowed_failed_percent %7")
               .arg(m_nodes)
               .arg(m_perNode)
               .arg(tr("%n attempt(s)", nullptr, m_attemptsAllowed))
               .arg(m_plan.retryTimeoutSeconds)
               .arg(m_plan.miniBatchErrorThreshold)
               .arg(m_options.errorThreshold)
               .arg(m_options.allowedFailedPercent));
    stdLog(tr("[pipewright] entry script %1, arguments: %2").arg(m_plan.entryScript, m_args.join(QLatin1Char(' '))));
    stdLog(tr("[pipewright] logs: %1 (start with logs/job_result.txt; the layout is in logs/readme.txt)")
               .arg(QDir::toNativeSeparators(m_report.root())));
    for (const QString& w : m_input.warnings)
        stdLog(tr("[pipewright] warning: %1").arg(w));
    for (const QString& n : m_options.notes)
        stdLog(tr("[pipewright] note: %1").arg(n));

    m_report.overview(QStringLiteral("Start the local parallel runtime."));
    m_report.masterLog(QStringLiteral("INFO"), QStringLiteral("Start. Entry script %1, %2 node(s) x %3 process(es), input %4 %5.")
                                                   .arg(m_plan.entryScript)
                                                   .arg(m_nodes)
                                                   .arg(m_perNode)
                                                   .arg(m_input.source, m_launch.inputs.value(m_plan.inputData)));
    if (!m_lister)
        reportScheduled();

    m_phase = Phase::Running;
    if (m_tasks.empty() && !m_lister) {
        QTimer::singleShot(0, this, [this] { maybeFinish(); });
        return;
    }
    if (m_lister) {
        m_listClock.start();
        m_lister->start([this] { QMetaObject::invokeMethod(this, [this] { onListed(); }, Qt::QueuedConnection); });
    }
    if (m_options.resourceMonitorInterval > 0) {
        sampleResources();
        m_monitor.start(int(std::min<qint64>(qint64(m_options.resourceMonitorInterval) * 1000, INT_MAX)));
    }
    m_tick.start();
    m_flushTimer.start();
    for (int slot = 0; slot < m_nodes * m_perNode && m_phase == Phase::Running; ++slot)
        spawnWorker(slot);
}

void ParallelRunner::reportScheduled()
{
    qint64 items = 0;
    for (const Task& t : m_tasks)
        items += std::max(0, t.total);
    const QString scheduled = m_input.tabular
                                  ? QStringLiteral("Scheduling finished. Scheduled %1 mini batches in %2 seconds. There are %1 tasks with %3 bytes.")
                                        .arg(taskCount())
                                        .arg(m_clock.elapsed() / 1000)
                                        .arg(m_input.totalBytes)
                                  : QStringLiteral("Scheduling finished. Scheduled %1 mini batches in %2 seconds. There are %1 tasks with %3 items.")
                                        .arg(taskCount())
                                        .arg(m_clock.elapsed() / 1000)
                                        .arg(items);
    m_report.overview(scheduled);
    m_report.masterLog(QStringLiteral("INFO"), scheduled);
}

void ParallelRunner::onListed()
{
    if (!m_lister || m_listingDone || m_phase == Phase::Done)
        return;
    bool done = false;
    std::vector<QByteArray> groups = m_lister->takeGroups(&done); // a mini-batch each
    m_pending.reserve(m_pending.size() + qsizetype(groups.size()));
    for (const QByteArray& g : groups) {
        Task t;
        t.id = taskCount();
        t.total = int(g.count('\0')) + 1;
        if (m_listedNames.empty() || m_listedNames.back().size() + size_t(g.size()) > m_listedNames.back().capacity()) {
            m_listedNames.emplace_back();
            m_listedNames.back().reserve(std::max<size_t>(size_t(1) << 20, size_t(g.size())));
        }
        std::string& block = m_listedNames.back();
        t.listedBlock = uint32_t(m_listedNames.size() - 1);
        t.listedOffset = uint32_t(block.size());
        t.listedLength = uint32_t(g.size());
        block.append(g.constData(), size_t(g.size()));
        m_input.fileCount += t.total;
        m_pending << t.id;
        m_tasks.push_back(std::move(t));
    }
    if (done) {
        m_listingDone = true;
        const QString err = m_lister->error();
        if (!err.isEmpty()) {
            abort(RunStatus::Failed, tr("input_data '%1': %2").arg(m_plan.inputData, err));
            return;
        }
        reportScheduled();
        stdLog(tr("[pipewright] listed %1 in %2 s: %3")
                   .arg(tr("%n file(s)", nullptr, m_input.fileCount), parallel::num(m_listClock.elapsed() / 1000.0),
                        tr("%n mini-batch(es)", nullptr, taskCount())));
    }
    if (m_phase != Phase::Running)
        return;
    dispatch();
    if (done)
        maybeFinish();
}

// ----- thresholds, progress and the end of the step ---------------------------------------------------

void ParallelRunner::checkThresholds()
{
    if (m_phase != Phase::Running)
        return;
    const Task* first = m_firstFailedTask >= 0 ? &m_tasks[m_firstFailedTask] : nullptr;
    auto firstFailure = [&]() -> QString {
        if (!first)
            return QString();
        return tr(" First failed: %1, %2 (see %3).").arg(describeBatch(*first), first->lastError(), relLog(first->lastErrorFile()));
    };
    QString reason;
    if (m_plan.miniBatchErrorThreshold >= 0 && m_failedBatches > m_plan.miniBatchErrorThreshold) {
        reason = tr("Exceeded mini_batch_error_threshold: %1 failed, more than the %2 allowed.")
                     .arg(tr("%n mini-batch(es)", nullptr, m_failedBatches))
                     .arg(m_plan.miniBatchErrorThreshold);
    } else if (m_options.errorThreshold >= 0 && m_failedItems > m_options.errorThreshold) {
        reason = tr("Exceeded error_threshold: %1 failed, more than the %2 allowed.")
                     .arg(tr("%n item(s)", nullptr, int(std::min<qint64>(m_failedItems, INT_MAX))))
                     .arg(m_options.errorThreshold);
    } else if (m_options.allowedFailedPercent < 100 && !m_tasks.empty() && (!m_lister || m_listingDone)
               && 100.0 * m_failedBatches / taskCount() > m_options.allowedFailedPercent) {
        // a share of every mini-batch: checked once they are all known (a folder is listed while the step runs)
        reason = tr("Exceeded --allowed_failed_percent: %1 of %2 mini-batches failed (%3%), more than the %4% allowed.")
                     .arg(m_failedBatches)
                     .arg(taskCount())
                     .arg(QString::number(100.0 * m_failedBatches / taskCount(), 'f', 1))
                     .arg(m_options.allowedFailedPercent);
    }
    if (!reason.isEmpty())
        abort(RunStatus::Failed, reason + firstFailure());
}

void ParallelRunner::maybeFinish()
{
    if (m_phase == Phase::Running) {
        if (!m_pending.isEmpty() || runningTasks() > 0 || (m_lister && !m_listingDone))
            return;
        m_phase = Phase::Finishing;
        m_endAs = RunStatus::Completed;
        const QString msg = QStringLiteral("All %1 mini batches have been processed.").arg(taskCount());
        m_report.overview(msg);
        m_report.masterLog(QStringLiteral("INFO"), msg);
        for (auto& w : m_workers) {
            if (w->state == Worker::State::Ready || w->state == Worker::State::Starting) {
                w->state = Worker::State::Stopping;
                sendTo(*w, QJsonObject {{QStringLiteral("type"), QStringLiteral("stop")}, {QStringLiteral("exit_code"), 0}});
            }
        }
        // shutdown() gets as long as a run() call
        m_stopTimer.start(int(std::min<qint64>(std::max(30, m_plan.retryTimeoutSeconds) * 1000LL, INT_MAX)));
    }
    if ((m_phase == Phase::Finishing || m_phase == Phase::Aborting) && liveWorkers() == 0)
        finalize();
}

void ParallelRunner::abort(RunStatus as, const QString& reason)
{
    if (m_phase == Phase::Done || m_phase == Phase::Aborting) {
        return;
    }
    m_phase = Phase::Aborting;
    m_endAs = as;
    m_endReason = reason;
    m_tick.stop();
    m_stopTimer.stop();
    m_report.masterLog(as == RunStatus::Canceled ? QStringLiteral("WARNING") : QStringLiteral("ERROR"), reason);
    if (as == RunStatus::Canceled)
        m_report.overview(QStringLiteral("Received stop signal and the ParallelRunStep is stopping. %1").arg(reason));
    else
        m_report.overview(reason.startsWith(QLatin1String("Exceeded")) ? QStringLiteral("Exceeded error threshold. %1").arg(reason) : reason);
    for (auto& w : m_workers)
        if (w->deadline)
            w->deadline->stop();
    if (liveWorkers() == 0) {
        finalize();
        return;
    }
    killAll(SIGTERM);
    m_killTimer.start(3000);
}

void ParallelRunner::onTick()
{
    if (m_phase != Phase::Running)
        return;
    const qint64 elapsedMs = m_clock.elapsed();
    // first task creation and progress timeouts
    if (!m_anyDispatched && elapsedMs > qint64(m_options.firstTaskCreationTimeout) * 1000) {
        abort(RunStatus::Failed,
              QStringLiteral("First task creation is taking longer than %1 seconds. This is usually caused by slow data source "
                             "initialization or a slow init() in the entry script. %2")
                  .arg(m_options.firstTaskCreationTimeout)
                  .arg(QLatin1String(kLogsHint)));
        return;
    }
    const int progressLimit = effectiveProgressUpdateTimeout(m_options, m_plan);
    if (m_anyDispatched && m_sinceProgress.elapsed() > qint64(progressLimit) * 1000) {
        abort(RunStatus::Failed, QStringLiteral("No progress update in %1 seconds. %2").arg(progressLimit).arg(QLatin1String(kLogsHint)));
        return;
    }
    if (elapsedMs - m_lastOverviewMs >= 10000) {
        m_lastOverviewMs = elapsedMs;
        QString line;
        if (m_doneBatches == 0) {
            line = QStringLiteral("No task has been processed yet.");
        } else {
            const qint64 secs = elapsedMs / 1000;
            const qint64 remaining = m_doneBatches > 0 ? secs * (taskCount() - m_doneBatches) / m_doneBatches : 0;
            line = QStringLiteral("Processed %1 of %2 mini batches in %3. Estimated remaining time %4.")
                       .arg(m_doneBatches)
                       .arg(taskCount())
                       .arg(hms(secs), hms(remaining));
        }
        m_report.overview(line);
    }
}

void ParallelRunner::cancel(RunStatus as, const QString& reason)
{
    if (m_done)
        return;
    stdLog(tr("[pipewright] ending the step: %1").arg(reason));
    if (m_phase == Phase::Idle) {
        m_phase = Phase::Aborting;
        m_endAs = as;
        m_endReason = reason;
        finalize();
        return;
    }
    if (m_phase == Phase::Aborting) {
        // already ending (a threshold): the cancel only changes how it ends when it is a cancel
        m_endAs = as;
        m_endReason = reason;
        return;
    }
    abort(as, reason);
}

void ParallelRunner::writeSummaries()
{
    std::vector<parallel::ProcessSummary> processes;
    processes.reserve(m_workers.size());
    for (const auto& w : m_workers) {
        parallel::ProcessSummary p;
        p.node = w->node;
        p.name = w->name;
        p.pid = w->pid;
        p.started = w->started;
        p.ended = w->ended;
        if (w->state == Worker::State::Exited)
            p.exitCode = w->exitCode;
        p.batches = w->batches;
        p.succeededBatches = w->succeededBatches;
        p.failedBatches = w->failedBatches;
        p.items = w->items;
        p.succeededItems = w->succeededItems;
        p.elapsed = w->elapsed;
        p.processSeconds = w->processSeconds;
        p.runSeconds = w->runSeconds;
        p.initError = w->initError;
        processes.push_back(p);
    }
    m_report.writeSummaries(processes, m_nodes);
}

void ParallelRunner::finalize()
{
    if (m_phase == Phase::Done)
        return;
    m_flushTimer.stop();
    m_report.flush();
    if (m_lister)
        m_lister->stop();
    m_tick.stop();
    m_killTimer.stop();
    m_stopTimer.stop();
    m_monitor.stop();
    if (m_options.resourceMonitorInterval > 0 && m_lastCpu)
        sampleResources();
    const bool completed = m_phase == Phase::Finishing;
    m_phase = Phase::Done;
    StepOutcome o;
    o.attempts = 1;
    QString result;
    if (completed) {
        // append_row: concatenate the per-mini-batch results in completion order
        if (!m_plan.appendRowTo.isEmpty()) {
            if (m_succeededItems == 0) {
                m_endAs = RunStatus::Failed;
                m_endReason = QStringLiteral("There is no succeeded mini batch item returned from run(). Please check 'response: run()' "
                                             "in https://aka.ms/batch-inference-documentation. %1")
                                  .arg(QLatin1String(kLogsHint));
            } else {
                QElapsedTimer clock;
                clock.start();
                qint64 bytes = 0;
                int parts = 0;
                for (int id : std::as_const(m_completionOrder))
                    if (!m_tasks[id].rowsFile().isEmpty()) {
                        bytes += QFileInfo(m_tasks[id].rowsFile()).size();
                        ++parts;
                    }
                m_report.overview(QStringLiteral("There are %1 temp files to concatenate. Total size is %2 MB.")
                                      .arg(parts)
                                      .arg(QString::number(bytes / 1048576.0, 'f', 2)));
                QDir().mkpath(QFileInfo(m_outputFile).absolutePath());
                QSaveFile out(m_outputFile);
                QString readError; // a mini-batch's rows that cannot be read back
                bool ok = out.open(QIODevice::WriteOnly);
                if (ok && m_options.appendRowDataframeHeader) {
                    for (int id : std::as_const(m_completionOrder))
                        if (!m_tasks[id].header().isEmpty()) {
                            ok = out.write((m_tasks[id].header() + QLatin1Char('\n')).toUtf8()) >= 0;
                            break;
                        }
                }
                for (int id : std::as_const(m_completionOrder)) {
                    if (!ok)
                        break;
                    const QString rf = m_tasks[id].rowsFile();
                    if (rf.isEmpty())
                        continue;
                    QFile in(rf);
                    if (!in.open(QIODevice::ReadOnly)) {
                        readError = tr("cannot read %1: %2").arg(QDir::toNativeSeparators(rf), in.errorString());
                        ok = false;
                        break;
                    }
                    while (ok && !in.atEnd()) {
                        const QByteArray chunk = in.read(1 << 20);
                        ok = out.write(chunk) == chunk.size();
                    }
                }
                ok = ok && out.commit();
                if (!ok) {
                    m_endAs = RunStatus::Failed;
                    m_endReason = tr("cannot write the append_row result %1: %2. The rows of run() are kept in %3.")
                                      .arg(QDir::toNativeSeparators(m_outputFile), readError.isEmpty() ? out.errorString() : readError,
                                           QDir::toNativeSeparators(m_rowsDir));
                } else {
                    m_report.overview(QStringLiteral("Finished concatenating %1 files in %2.").arg(parts).arg(hms(clock.elapsed() / 1000)));
                    QDir(m_rowsDir).removeRecursively();
                }
            }
        }
    }
    writeSummaries();
    const QString counts = QStringLiteral("%1 mini batches: %2 succeeded, %3 failed; items: %4 succeeded, %5 failed.")
                               .arg(taskCount())
                               .arg(m_doneBatches - m_failedBatches)
                               .arg(m_failedBatches)
                               .arg(m_succeededItems)
                               .arg(m_failedItems);
    if (completed && m_endAs == RunStatus::Completed) {
        result = QStringLiteral("The ParallelRunStep processed all mini batches. %1").arg(counts);
        o.status = RunStatus::Completed;
        o.exitCode = 0;
        stdLog(tr("[pipewright] Completed: %1").arg(result));
        if (!m_outputFile.isEmpty()) {
            result += QStringLiteral("\nThe results of run() are in %1.").arg(m_outputFile);
            stdLog(tr("[pipewright] the results of run() are in %1").arg(QDir::toNativeSeparators(m_outputFile)));
        }
    } else {
        o.status = m_endAs == RunStatus::Completed ? RunStatus::Failed : m_endAs;
        o.reason = m_endReason;
        o.exitCode = o.status == RunStatus::Canceled ? -1 : kLeaderExitFailed;
        result = (o.status == RunStatus::Canceled ? QStringLiteral("Received stop signal and the ParallelRunStep is stopping. ")
                                                  : QString())
                 + m_endReason + QStringLiteral("\n") + counts;
        if (o.status != RunStatus::Canceled && !m_endReason.contains(QLatin1String("readme.txt")))
            result += QLatin1Char(' ') + QLatin1String(kLogsHint);
        stdLog(tr("[pipewright] %1: %2").arg(runStatusName(o.status), m_endReason));
        stdLog(tr("[pipewright] %1").arg(counts));
    }
    m_report.writeResult(result);
    m_report.masterLog(QStringLiteral("INFO"), QStringLiteral("Result: %1").arg(result.simplified()));
    m_report.overview(o.status == RunStatus::Completed ? QStringLiteral("The ParallelRunStep processed all mini batches. %1").arg(counts)
                                                       : QStringLiteral("The ParallelRunStep stopped: %1").arg(m_endReason));
    finish(o);
}

void ParallelRunner::finish(StepOutcome o)
{
    if (m_done)
        return;
    m_done = true;
    m_phase = Phase::Done;
    m_report.flush();
    const QString flushed = m_log.flush();
    if (!flushed.isEmpty())
        Q_EMIT logText(flushed);
    if (o.status == RunStatus::Completed && !m_log.error().isEmpty()) {
        o.status = RunStatus::Failed;
        o.reason = tr("the step's log could not be written: %1").arg(m_log.error());
    }
    Q_EMIT finished(o);
}

// ----- resource monitor --------------------------------------------------------------------------------

void ParallelRunner::sampleResources()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // CPU
    const proc::CpuTimes cpu = proc::cpuTimes();
    const bool first = !m_lastCpu;
    double cpuPercent = 0;
    if (m_lastCpu && cpu.total > m_lastCpu->total)
        cpuPercent = 100.0 * (1.0 - double(cpu.idle - m_lastCpu->idle) / double(cpu.total - m_lastCpu->total));
    const double intervalSecs = m_lastSampleTime.isValid() ? std::max<qint64>(1, m_lastSampleTime.msecsTo(now)) / 1000.0 : 1.0;
    m_lastCpu = cpu;
    m_lastSampleTime = now;
    // per-process CPU needs two samples as well
    const long ticks = proc::clockTicksPerSecond();
    std::map<int, QList<parallel::ProcessUsage>> processes;
    for (auto& w : m_workers) {
        if (w->state == Worker::State::Exited || w->pid <= 0)
            continue;
        const std::optional<proc::ProcessStat> stat = proc::processStat(w->pid);
        if (!stat)
            continue;
        const double pct = w->hasCpuSample && ticks > 0 ? 100.0 * double(stat->cpuTicks - w->lastCpuTicks) / double(ticks) / intervalSecs : 0;
        w->lastCpuTicks = stat->cpuTicks;
        w->hasCpuSample = true;
        processes[w->node] << parallel::ProcessUsage {now, w->name, w->pid, pct, stat->rssBytes, stat->threads};
    }
    if (first)
        return; // the first sample is the baseline
    const proc::MemoryInfo memory = proc::memoryInfo();
    const parallel::MachineUsage machine {now,
                                          cpuPercent,
                                          memory.totalKiB.value_or(0),
                                          memory.availableKiB.value_or(0),
                                          proc::diskCounters(),
                                          proc::networkCounters(),
                                          proc::socketCounts()};
    m_report.appendResourceUsage(m_nodes, machine, processes);
}

StepRunner* createParallelRunner(StepLaunch launch, QObject* parent)
{
    return new ParallelRunner(std::move(launch), parent);
}

} // namespace pw
