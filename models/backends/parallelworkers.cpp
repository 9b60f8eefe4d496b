// SPDX-License-Identifier: MIT
#include "parallelrunner_p.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTimer>

#include <algorithm>
#include <climits>
#include <csignal>
#include <utility>

namespace pw {

using parallel::num;

// ----- worker processes and their protocol ------------------------------------------------------------

void ParallelRunner::spawnWorker(int slot)
{
    if (m_phase != Phase::Running)
        return;
    auto wp = std::make_unique<Worker>();
    Worker& w = *wp;
    w.slot = slot;
    w.node = slot / m_perNode;
    w.number = m_nextNumber[size_t(w.node)]++;
    w.name = QStringLiteral("process%1").arg(w.number, 3, 10, QLatin1Char('0'));
    w.started = QDateTime::currentDateTimeUtc();
    m_slots[size_t(slot)] = &w;
    m_workers.push_back(std::move(wp));

    const QString nodeDir = m_report.nodeDir(w.node);
    QDir().mkpath(nodeDir);
    w.process = new QProcess(this);
    w.deadline = new QTimer(this);
    w.deadline->setSingleShot(true);
    w.deadline->setTimerType(Qt::PreciseTimer);
    QProcess* p = w.process;
    p->setProgram(m_launch.python);
    p->setArguments({QStringLiteral("-u"), m_driver});
    p->setWorkingDirectory(m_launch.workDir);
    QProcessEnvironment env = m_launch.environment.isEmpty() ? QProcessEnvironment::systemEnvironment() : m_launch.environment;
    env.insert(QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("1"));
    env.insert(QStringLiteral("AZ_BATCHAI_GPU_COUNT_FOUND"), QStringLiteral("0"));
    env.insert(QStringLiteral("AZUREML_PARALLEL_NODE_ID"), QString::number(w.node));
    env.insert(QStringLiteral("AZUREML_PARALLEL_PROCESS_NAME"), w.name);
    p->setProcessEnvironment(env);
    p->setStandardErrorFile(QDir(nodeDir).filePath(w.name + QStringLiteral(".stderr.txt")), QIODevice::Append);
    putInOwnProcessGroup(*p);
    Worker* wptr = &w;
    connect(p, &QProcess::readyReadStandardOutput, this, [this, wptr] { onOutput(*wptr); });
    connect(p, &QProcess::started, this, [this, wptr] {
        wptr->pid = wptr->process->processId();
        m_report.nodeMain(wptr->node, QStringLiteral("Started %1 (pid %2).").arg(wptr->name).arg(wptr->pid));
        m_report.masterLog(QStringLiteral("INFO"), QStringLiteral("Started %1 (pid %2).").arg(wptr->displayName()).arg(wptr->pid));
        const QJsonObject cfg = wptr->config;
        wptr->config = QJsonObject();
        sendTo(*wptr, cfg);
        for (const QJsonObject& m : std::as_const(wptr->queued))
            sendTo(*wptr, m);
        wptr->queued.clear();
        if (!m_startedEmitted) {
            m_startedEmitted = true;
            Q_EMIT started(wptr->pid);
        }
    });
    connect(p, &QProcess::errorOccurred, this, [this, wptr](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        // the interpreter itself is missing or not executable: another process would fail the same way
        const QString msg = tr("cannot start the worker process with %1: %2").arg(m_launch.python, wptr->process->errorString());
        wptr->initError = msg;
        wptr->state = Worker::State::Exited;
        wptr->ended = QDateTime::currentDateTimeUtc();
        wptr->exitCode = -1;
        wptr->deadline->stop();
        m_report.nodeMain(wptr->node, QStringLiteral("%1: %2").arg(wptr->name, msg), true);
        abort(RunStatus::Failed, msg);
    });
    connect(p, &QProcess::finished, this, [this, wptr](int code, QProcess::ExitStatus st) { onWorkerExit(*wptr, code, st); });
    connect(w.deadline, &QTimer::timeout, this, [this, wptr] { onDeadline(*wptr); });
    QJsonObject cfg;
    cfg.insert(QStringLiteral("node"), w.node);
    cfg.insert(QStringLiteral("process"), w.name);
    cfg.insert(QStringLiteral("logs"), m_report.root());
    cfg.insert(QStringLiteral("code"), m_launch.workDir);
    cfg.insert(QStringLiteral("entry"), m_plan.entryScript);
    QStringList argv = m_args;
    // the runtime's own arguments follow the program arguments, as the service passes them
    argv << QStringLiteral("--scoring_module_name") << m_plan.entryScript << QStringLiteral("--mini_batch_size")
         << QString::number(m_input.miniBatchSize) << QStringLiteral("--error_threshold") << QString::number(m_options.errorThreshold)
         << QStringLiteral("--output_action") << (m_plan.appendRowTo.isEmpty() ? QStringLiteral("summary_only") : QStringLiteral("append_row"))
         << QStringLiteral("--logging_level") << m_plan.loggingLevel << QStringLiteral("--run_invocation_timeout")
         << QString::number(m_plan.retryTimeoutSeconds) << QStringLiteral("--run_max_try") << QString::number(m_attemptsAllowed)
         << QStringLiteral("--process_count_per_node") << QString::number(m_perNode);
    cfg.insert(QStringLiteral("argv"), QJsonArray::fromStringList(argv));
    cfg.insert(QStringLiteral("logging_level"), m_plan.loggingLevel.isEmpty() ? QStringLiteral("INFO") : m_plan.loggingLevel);
    cfg.insert(QStringLiteral("mode"), m_input.tabular ? QStringLiteral("tabular") : QStringLiteral("files"));
    cfg.insert(QStringLiteral("read"), m_input.readOptions);
    cfg.insert(QStringLiteral("rows_dir"), m_plan.appendRowTo.isEmpty() ? QString() : m_rowsDir);
    cfg.insert(QStringLiteral("append_row_header"), m_options.appendRowDataframeHeader);
    cfg.insert(QStringLiteral("output_dir"), m_outputDir);
    cfg.insert(QStringLiteral("profiling_module"), m_options.profilingModule);
    w.config = QJsonObject {{QStringLiteral("type"), QStringLiteral("config")}, {QStringLiteral("config"), cfg}};
    p->start(QIODevice::ReadWrite);
}

void ParallelRunner::sendTo(Worker& w, const QJsonObject& m)
{
    if (!w.process || w.state == Worker::State::Exited)
        return;
    if (!w.config.isEmpty()) { // not started yet: the config goes first
        w.queued << m;
        return;
    }
    w.process->write(QJsonDocument(m).toJson(QJsonDocument::Compact) + '\n');
}

void ParallelRunner::onOutput(Worker& w)
{
    w.buffer += w.process->readAllStandardOutput();
    qsizetype from = 0; // the replies of a group of mini-batches come in one read: the buffer is cut once
    for (;;) {
        const qsizetype nl = w.buffer.indexOf('\n', from);
        if (nl < 0)
            break;
        const QByteArray line = QByteArray::fromRawData(w.buffer.constData() + from, nl - from).trimmed();
        from = nl + 1;
        if (line.isEmpty())
            continue;
        QJsonParseError perr;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &perr);
        if (!doc.isObject()) {
            m_report.masterLog(QStringLiteral("WARNING"), QStringLiteral("%1 wrote a line that is not a message: %2")
                                                              .arg(w.displayName(), QString::fromUtf8(line.left(200))));
            continue;
        }
        onMessage(w, doc.object());
        if (m_phase == Phase::Done)
            return;
    }
    w.buffer.remove(0, from);
}

void ParallelRunner::onMessage(Worker& w, const QJsonObject& m)
{
    const QString event = m.value(QStringLiteral("event")).toString();
    if (event == QLatin1String("ready")) {
        w.initDone = true;
        if (w.state == Worker::State::Starting)
            w.state = Worker::State::Ready;
        m_report.masterLog(QStringLiteral("INFO"), QStringLiteral("%1 finished init() in %2 seconds.")
                                                       .arg(w.displayName(), num(m.value(QStringLiteral("init_seconds")).toDouble())));
        dispatch();
    } else if (event == QLatin1String("init_failed")) {
        w.initError = m.value(QStringLiteral("error")).toString();
        w.initErrorFile = m.value(QStringLiteral("error_file")).toString();
        m_report.sysError(w.node, w.name, w.pid, QStringLiteral("init() failed: %1").arg(w.initError));
        m_report.masterLog(QStringLiteral("ERROR"), QStringLiteral("%1: init() failed: %2").arg(w.displayName(), w.initError));
    } else if (event == QLatin1String("loaded")) {
        if (w.task < 0 || m.value(QStringLiteral("task")).toInt() != w.task)
            return;
        w.loaded = true;
        w.runClock.start();
        Task& t = m_tasks[w.task];
        t.total = m.value(QStringLiteral("total")).toInt();
        w.deadline->start(int(std::min<qint64>(qint64(m_plan.retryTimeoutSeconds) * 1000, INT_MAX)));
    } else if (event == QLatin1String("done")) {
        if (w.task < 0 || m.value(QStringLiteral("task")).toInt() != w.task)
            return;
        w.deadline->stop();
        concludeAttempt(w, m.value(QStringLiteral("status")).toString(), m.value(QStringLiteral("total")).toInt(),
                        m.value(QStringLiteral("succeeded")).toInt(), m.value(QStringLiteral("error")).toString(),
                        m.value(QStringLiteral("error_category")).toString(), m.value(QStringLiteral("elapsed")).toDouble(),
                        m.value(QStringLiteral("process_seconds")).toDouble(), m.value(QStringLiteral("run_seconds")).toDouble(),
                        m.value(QStringLiteral("rows_file")).toString(), m.value(QStringLiteral("header")).toString(),
                        m_report.userErrorFile(w.node, w.name));
        if (m_phase == Phase::Done)
            return;
        if (!w.ahead.empty() && w.state != Worker::State::Exited) {
            const int next = w.ahead.front();
            w.ahead.pop_front();
            beginTask(w, next);
        } else if (w.state == Worker::State::Busy) {
            w.state = Worker::State::Ready;
        }
        if (m_phase == Phase::Running) {
            dispatch();
            maybeFinish();
        }
    }
}

void ParallelRunner::dispatch()
{
    if (m_phase != Phase::Running)
        return;
    const int depth = prefetchDepth();
    for (Worker* w : m_slots) {
        if (m_pending.isEmpty())
            return;
        if (!w || (w->state != Worker::State::Ready && w->state != Worker::State::Busy))
            continue;
        const int limit = w->lastFailed ? 1 : depth;
        while (!m_pending.isEmpty() && (w->task >= 0 ? 1 : 0) + int(w->ahead.size()) < limit)
            sendTask(*w, m_pending.takeFirst());
    }
}

int ParallelRunner::prefetchDepth() const
{
    // a table is loaded by the worker and has a load timeout of its own: one at a time
    if (m_input.tabular)
        return 1;
    if (m_elapsedCount < 4)
        return 2;
    // short mini-batches: enough in flight to cover about 5 ms of work, so that a worker never waits for the next
    // one; long ones: one waiting behind the running one at most, so the last ones spread over every process
    const double mean = m_elapsedSum / double(m_elapsedCount);
    if (mean >= 0.05)
        return 1;
    return std::clamp(int(0.005 / std::max(mean, 1e-6)) + 1, 2, 32);
}

void ParallelRunner::sendTask(Worker& w, int id)
{
    Task& t = m_tasks[id];
    t.state = Task::State::Running;
    t.attempts += 1;
    QJsonObject msg {{QStringLiteral("type"), QStringLiteral("task")},
                     {QStringLiteral("id"), id},
                     {QStringLiteral("attempt"), t.attempts}};
    if (t.isTabular()) {
        msg.insert(QStringLiteral("path"), t.planned->path);
        msg.insert(QStringLiteral("offset"), double(t.planned->offset));
        msg.insert(QStringLiteral("length"), double(t.planned->length));
    } else {
        msg.insert(QStringLiteral("files"), QJsonArray::fromStringList(filesOf(t)));
    }
    if (t.isPartition()) {
        msg.insert(QStringLiteral("partition"), t.planned->partition);
        QJsonArray columns;
        for (const QJsonObject& c : t.planned->columns)
            columns.append(c);
        msg.insert(QStringLiteral("columns"), columns);
    }
    sendTo(w, msg);
    if (w.task < 0)
        beginTask(w, id);
    else
        w.ahead.push_back(id);
}

void ParallelRunner::beginTask(Worker& w, int id)
{
    const Task& t = m_tasks[id];
    if (w.state != Worker::State::Stopping)
        w.state = Worker::State::Busy;
    w.task = id;
    w.taskStart = QDateTime::currentDateTimeUtc();
    w.taskClock.start();
    w.taskDetail = taskJson(t);
    // a file list is loaded at once: run() has its timeout from the start; a table first has the load timeout
    w.loaded = !m_input.tabular;
    if (w.loaded)
        w.runClock.start();
    if (!m_anyDispatched) {
        m_anyDispatched = true;
        m_sinceProgress.start();
    }
    m_report.masterLog(QStringLiteral("INFO"), QStringLiteral("%1 picked %2").arg(w.displayName(), w.taskDetail));
    const qint64 limit = w.loaded ? qint64(m_plan.retryTimeoutSeconds) : qint64(m_options.taskOverheadTimeout);
    w.deadline->start(int(std::min<qint64>(limit * 1000, INT_MAX)));
}

void ParallelRunner::requeueAhead(Worker& w)
{
    // sent but not started: handed out again, as if never sent
    while (!w.ahead.empty()) {
        const int id = w.ahead.back();
        w.ahead.pop_back();
        Task& t = m_tasks[id];
        t.attempts -= 1;
        t.state = Task::State::Pending;
        m_pending.prepend(id);
    }
}

void ParallelRunner::onDeadline(Worker& w)
{
    if (w.task < 0 || w.state != Worker::State::Busy)
        return;
    const Task& t = m_tasks[w.task];
    const bool loading = !w.loaded;
    const int limit = loading ? m_options.taskOverheadTimeout : m_plan.retryTimeoutSeconds;
    const double secs = (loading ? w.taskClock.elapsed() : w.runClock.elapsed()) / 1000.0;
    QJsonObject detail {{QStringLiteral("agent"), w.name},
                        {QStringLiteral("task_id"), t.id},
                        {QStringLiteral("dequeue_count"), t.attempts},
                        {QStringLiteral("total"), std::max(0, t.total)},
                        {QStringLiteral("succeeded"), 0},
                        {QStringLiteral("method"), loading ? QStringLiteral("load") : QStringLiteral("run")},
                        {QStringLiteral("run_method_duration"), secs},
                        {QStringLiteral("status"), loading ? QStringLiteral("LOAD_TIMEOUT") : QStringLiteral("RUN_TIMEOUT")}};
    const QString line = loading ? QStringLiteral("Stop for loading the mini batch unable to finish within %1 seconds for %2")
                                       .arg(limit)
                                       .arg(QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)))
                                 : QStringLiteral("Stop for run() unable to finish within %1 seconds for %2")
                                       .arg(limit)
                                       .arg(QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
    m_report.sysError(w.node, w.name, w.pid, line);
    m_report.masterLog(QStringLiteral("ERROR"), line);
    w.killedByRunner = true;
    w.state = Worker::State::Stopping;
    signalProcessGroup(w.pid, SIGKILL);
    requeueAhead(w);
    const QString err = loading ? tr("loading the mini-batch took longer than --task_overhead_timeout (%1 s)").arg(limit)
                                : tr("run() did not finish within retry_settings.timeout (%1 s)").arg(limit);
    concludeAttempt(w, loading ? QStringLiteral("LOAD_TIMEOUT") : QStringLiteral("RUN_TIMEOUT"), std::max(0, t.total), 0, err,
                    QStringLiteral("Timeout"), w.taskClock.elapsed() / 1000.0, 0, loading ? 0 : secs, QString(), QString(),
                    m_report.sysErrorFile(w.node, w.name));
    dispatch();
    maybeFinish();
}

void ParallelRunner::concludeAttempt(Worker& w, const QString& status, int total, int succeeded, const QString& error,
                                     const QString& category, double elapsed, double processSeconds, double runSeconds,
                                     const QString& rowsFile, const QString& header, const QString& errorFile)
{
    const int id = w.task;
    if (id < 0)
        return;
    Task& t = m_tasks[id];
    w.task = -1;
    w.deadline->stop();
    if (total >= 0)
        t.total = total;
    const int tot = std::max(0, t.total);
    const bool attemptOk = status == QLatin1String("RUN_DONE") && succeeded >= tot;
    const int failedItems = std::max(0, tot - succeeded);
    m_sinceProgress.restart();
    // report row
    if (w.taskDetail.isEmpty())
        w.taskDetail = taskJson(t);
    m_report.processed({id, t.attempts, w.displayName(), w.taskStart, tot, std::min(succeeded, tot), failedItems, elapsed,
                        processSeconds, runSeconds, status, attemptOk ? QString() : category, error, w.taskDetail});
    const QString detail = std::exchange(w.taskDetail, QString());
    w.lastFailed = !attemptOk;
    m_elapsedSum += std::max(0.0, elapsed);
    m_elapsedCount += 1;
    w.batches += 1;
    w.items += tot;
    w.succeededItems += std::min(succeeded, tot);
    w.elapsed += elapsed;
    w.processSeconds += processSeconds;
    w.runSeconds += runSeconds;
    if (attemptOk) {
        w.succeededBatches += 1;
        t.state = Task::State::Succeeded;
        t.succeeded = succeeded;
        if (!rowsFile.isEmpty() || !header.isEmpty()) {
            t.note().rowsFile = rowsFile;
            t.note().header = header;
        }
        m_doneBatches += 1;
        m_succeededItems += std::min(succeeded, tot);
        m_totalItems += tot;
        if (!m_plan.appendRowTo.isEmpty())
            m_completionOrder << id; // the order the rows are put together in
        m_report.masterLog(QStringLiteral("INFO"), QStringLiteral("%1 completed mini-batch %2: total %3, succeeded %4, elapsed %5 s.")
                                                       .arg(w.displayName())
                                                       .arg(id)
                                                       .arg(tot)
                                                       .arg(succeeded)
                                                       .arg(num(elapsed)));
        // std_log: a line per mini-batch for the first ones, then a progress line every few seconds
        if (m_doneLinesWritten < kDoneLinesInStdLog) {
            m_doneLinesWritten += 1;
            stdLog(tr("[pipewright] %1 done by %2: %3/%4 items in %5 s (%6)")
                       .arg(describeBatch(t), w.displayName(), QString::number(std::min(succeeded, tot)), QString::number(tot),
                            num(elapsed), progressLine()));
            if (m_doneLinesWritten == kDoneLinesInStdLog && m_doneBatches < taskCount())
                stdLog(tr("[pipewright] from here on, progress every %1 s; every mini-batch is in logs/sys/job_report/processed_mini-batches.csv")
                           .arg(kProgressLineSeconds));
        } else if (m_clock.elapsed() - m_lastProgressLogMs >= kProgressLineSeconds * 1000 || m_doneBatches == taskCount()) {
            m_lastProgressLogMs = m_clock.elapsed();
            stdLog(tr("[pipewright] %1").arg(progressLine()));
        }
        return;
    }
    // a failed attempt
    w.failedBatches += 1;
    t.note().lastError = error;
    t.note().lastErrorFile = errorFile;
    const QString where = relLog(errorFile);
    m_report.jobError(QStringLiteral("%1 attempt %2 of %3 on %4: %5: %6 (see %7)")
                          .arg(describeBatch(t), QString::number(t.attempts), QString::number(m_attemptsAllowed), w.displayName(), status,
                               error, where));
    m_report.masterLog(QStringLiteral("ERROR"), QStringLiteral("Failed to process %1 with error %2: %3").arg(detail, status, error));
    if (t.attempts < m_attemptsAllowed) {
        t.state = Task::State::Pending;
        m_pending.prepend(id); // visible again at once
        stdLog(tr("[pipewright] %1 failed on %2 (attempt %3 of %4, %5): %6; retrying")
                   .arg(describeBatch(t), w.displayName(), QString::number(t.attempts), QString::number(m_attemptsAllowed),
                        status, error));
    } else {
        t.state = Task::State::Failed;
        t.succeeded = std::min(succeeded, tot);
        t.note().rowsFile = rowsFile;
        t.note().header = header;
        m_failedBatches += 1;
        m_doneBatches += 1;
        m_failedItems += failedItems;
        m_succeededItems += t.succeeded;
        m_totalItems += tot;
        if (!rowsFile.isEmpty())
            m_completionOrder << id;
        if (m_firstFailedTask < 0)
            m_firstFailedTask = id;
        stdLog(tr("[pipewright] %1 failed after %2 on %3 (%4): %5; %6 failed. See %7")
                   .arg(describeBatch(t), tr("%n attempt(s)", nullptr, t.attempts), w.displayName(), status, error,
                        tr("%n item(s)", nullptr, failedItems), where));
    }
    // a process with too many failed mini-batches is replaced
    if (w.failedBatches > kMaxFailedMiniBatchesPerProcess && w.state == Worker::State::Busy) {
        const int code = w.succeededBatches > 0 ? kExitSomeFailed : kExitAllFailed;
        m_report.masterLog(QStringLiteral("WARNING"), QStringLiteral("%1 had %2 failed mini batches; starting a new process.")
                                                          .arg(w.displayName())
                                                          .arg(w.failedBatches));
        w.replaceAfterStop = true;
        w.state = Worker::State::Stopping;
        sendTo(w, QJsonObject {{QStringLiteral("type"), QStringLiteral("stop")}, {QStringLiteral("exit_code"), code}});
    }
    if (t.state == Task::State::Failed)
        checkThresholds();
}

int ParallelRunner::liveWorkers() const
{
    int n = 0;
    for (const auto& w : m_workers)
        if (w->state != Worker::State::Exited)
            ++n;
    return n;
}

int ParallelRunner::runningTasks() const
{
    int n = 0;
    for (const auto& w : m_workers)
        n += (w->task >= 0 ? 1 : 0) + int(w->ahead.size());
    return n;
}

void ParallelRunner::killAll(int signal)
{
    for (auto& w : m_workers) {
        if (w->state == Worker::State::Exited)
            continue;
        if (w->state != Worker::State::Stopping)
            w->state = Worker::State::Stopping;
        w->killedByRunner = true;
        if (w->pid > 0)
            signalProcessGroup(w->pid, signal);
        else if (w->process && signal == SIGKILL)
            w->process->kill();
    }
}

void ParallelRunner::onWorkerExit(Worker& w, int code, QProcess::ExitStatus status)
{
    if (w.state == Worker::State::Exited)
        return;
    const bool wasStopping = w.state == Worker::State::Stopping;
    w.state = Worker::State::Stopping; // read its last messages without giving it new work
    onOutput(w);
    if (m_phase == Phase::Done)
        return;
    w.state = Worker::State::Exited;
    w.ended = QDateTime::currentDateTimeUtc();
    w.crashed = status == QProcess::CrashExit;
    w.exitCode = w.crashed ? -code : code;
    w.deadline->stop();
    // programs the worker started end with it
    if (w.pid > 0)
        signalProcessGroup(w.pid, SIGKILL);
    if (m_slots[size_t(w.slot)] == &w)
        m_slots[size_t(w.slot)] = nullptr;
    const QString exitText = QStringLiteral("%1 exits with returncode %2.").arg(w.name).arg(w.exitCode);
    const bool unexpected = !wasStopping || (w.crashed && !w.killedByRunner);
    m_report.nodeMain(w.node, exitText, unexpected && m_phase == Phase::Running);
    m_report.masterLog(unexpected ? QStringLiteral("WARNING") : QStringLiteral("INFO"), QStringLiteral("%1: %2").arg(w.node).arg(exitText));

    if (m_phase != Phase::Running) {
        maybeFinish();
        return;
    }
    // the mini-batch it was running
    if (w.task >= 0) {
        const QString err = w.crashed ? tr("the worker process %1 was killed by %2").arg(w.displayName(), signalName(code))
                                      : tr("the worker process %1 exited with code %2").arg(w.displayName()).arg(code);
        m_report.sysError(w.node, w.name, w.pid, QStringLiteral("%1 while running mini-batch %2. %3").arg(exitText).arg(w.task).arg(err));
        const QStringList tail = lastLines(m_report.nodeStderrFile(w.node, w.name), 1);
        concludeAttempt(w, QStringLiteral("PROCESS_EXITED"), std::max(0, m_tasks[w.task].total), 0,
                        tail.isEmpty() ? err : err + QStringLiteral(": ") + tail.first(), QStringLiteral("SystemError"),
                        w.taskClock.elapsed() / 1000.0, 0, 0, QString(), QString(),
                        m_report.sysErrorFile(w.node, w.name));
        if (m_phase != Phase::Running)
            return;
    }
    requeueAhead(w);
    bool restart = true;
    if (!w.initDone) {
        // init() failed, or the process ended before it was ready
        m_initFailures += 1;
        m_nodeInitFailures[size_t(w.node)] += 1;
        QString err = w.initError;
        QString file = w.initErrorFile;
        if (err.isEmpty()) {
            const QString stderrFile = m_report.nodeStderrFile(w.node, w.name);
            const QStringList tail = lastLines(stderrFile, 1);
            err = w.crashed ? tr("the process was killed by %1 before init() finished").arg(signalName(code))
                            : tr("the process exited with code %1 before init() finished").arg(code);
            if (!tail.isEmpty())
                err += QStringLiteral(": ") + tail.first();
            file = stderrFile;
        }
        if (m_firstInitError.isEmpty()) {
            m_firstInitError = err;
            m_firstInitErrorFile = file;
        }
        if (code != kExitInitFailed || w.crashed)
            m_report.sysError(w.node, w.name, w.pid, QStringLiteral("%1 %2").arg(exitText, err));
        stdLog(tr("[pipewright] init() failed in %1: %2 (see %3)").arg(w.displayName(), err, relLog(file)));
        m_report.jobError(QStringLiteral("init() failed in %1: %2 (see %3)").arg(w.displayName(), err, relLog(file)));
        const int jobLimit = 2 * m_nodes * m_perNode;
        if (m_initFailures >= jobLimit) {
            abort(RunStatus::Failed, tr("init() of the entry script failed %1 (the limit is 2 x instance_count x "
                                        "max_concurrency_per_instance = %2). First error: %3 (see %4). %5")
                                         .arg(tr("%n time(s)", nullptr, m_initFailures))
                                         .arg(jobLimit)
                                         .arg(m_firstInitError, relLog(m_firstInitErrorFile), QLatin1String(kLogsHint)));
            return;
        }
        if (m_nodeInitFailures[size_t(w.node)] >= 3 * m_perNode) {
            restart = false;
            m_report.nodeMain(w.node, QStringLiteral("init() failed %1 times on this node; no new process is started.")
                                          .arg(m_nodeInitFailures[size_t(w.node)]),
                              true);
        }
    } else if (!wasStopping || w.crashed) {
        stdLog(tr("[pipewright] worker %1 ended (returncode %2); starting a new process").arg(w.displayName()).arg(w.exitCode));
    }
    if (wasStopping && !w.replaceAfterStop && !w.killedByRunner)
        restart = false;
    if (restart && (!m_pending.isEmpty())) {
        spawnWorker(w.slot);
    } else if (restart) {
        // nothing waits now, but a retry may come: keep the slot filled while mini-batches run
        if (runningTasks() > 0)
            spawnWorker(w.slot);
    }
    if (liveWorkers() == 0 && !m_pending.isEmpty()) {
        abort(RunStatus::Failed, tr("No worker process is left to run the remaining %1. First init() error: %2 (see %3). %4")
                                     .arg(tr("%n mini-batch(es)", nullptr, int(m_pending.size())), m_firstInitError,
                                          relLog(m_firstInitErrorFile), QLatin1String(kLogsHint)));
        return;
    }
    dispatch();
    maybeFinish();
}

QString ParallelRunner::progressLine() const
{
    return tr("%1 of %2 mini-batches processed").arg(m_doneBatches).arg(taskCount());
}

// ----- mini-batches in messages and logs ---------------------------------------------------------------

QString ParallelRunner::taskJson(const Task& t) const
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), t.id);
    o.insert(QStringLiteral("dequeue_count"), t.attempts);
    if (t.isTabular()) {
        o.insert(QStringLiteral("path"), t.planned->path);
        o.insert(QStringLiteral("offset"), double(t.planned->offset));
        o.insert(QStringLiteral("length"), double(t.planned->length));
    } else {
        o.insert(QStringLiteral("minibatch"), QJsonArray::fromStringList(filesOf(t)));
    }
    if (t.isPartition())
        o.insert(QStringLiteral("partition_key_value"), t.planned->partition);
    o.insert(QStringLiteral("location"), m_plan.inputData);
    o.insert(QStringLiteral("partition_size"), double(m_input.miniBatchSize));
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString ParallelRunner::describeBatch(const Task& t) const
{
    if (t.isTabular()) {
        const MiniBatch& mb = *t.planned;
        if (mb.length < 0)
            return tr("mini-batch %1 (%2)").arg(QString::number(t.id), QFileInfo(mb.path).fileName());
        return tr("mini-batch %1 (%2, bytes %3-%4)")
            .arg(QString::number(t.id), QFileInfo(mb.path).fileName(), QString::number(mb.offset), QString::number(mb.offset + mb.length));
    }
    if (t.isPartition()) {
        QStringList values;
        for (const QString& key : m_input.partitionKeys)
            values << QStringLiteral("%1=%2").arg(key, t.planned->partition.value(key).toString());
        return tr("mini-batch %1 (partition %2)").arg(QString::number(t.id), values.join(QStringLiteral(", ")));
    }
    const QStringList files = filesOf(t);
    QStringList names;
    for (const QString& f : files.mid(0, 3))
        names << QFileInfo(f).fileName();
    if (files.size() > 3)
        names << QStringLiteral("…");
    return tr("mini-batch %1 (%2)").arg(QString::number(t.id), names.join(QStringLiteral(", ")));
}

QStringList ParallelRunner::filesOf(const Task& t) const
{
    if (t.planned)
        return t.planned->files;
    QStringList files;
    const QByteArrayView listed = listedOf(t);
    for (qsizetype from = 0; from <= listed.size();) {
        qsizetype end = listed.indexOf('\0', from);
        if (end < 0)
            end = listed.size();
        files << m_listRoot + QFile::decodeName(listed.sliced(from, end - from).toByteArray());
        from = end + 1;
    }
    return files;
}

} // namespace pw
