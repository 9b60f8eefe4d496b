// SPDX-License-Identifier: MIT
// One step's run: its folder, the disk check, its inputs, its outputs (or earlier ones), a copy of its code, the
// process that runs it, and what its end records.
#include "localengine.h"

#include "commandline.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStorageInfo>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace pw {

namespace {

QString ms2s(double seconds)
{
    return QString::number(seconds, 'f', 1);
}

} // namespace

bool LocalEngine::prepareStepFolder(const Job& job, StepState& step)
{
    if (step.folderReady)
        return true;
    const QDir folder(step.run.folder);
    // the step folder first: each mkpath below is then one mkdir
    if (!QDir().mkpath(step.run.folder) || !QDir().mkpath(folder.filePath(QStringLiteral("user_logs")))
        || !QDir().mkpath(folder.filePath(QStringLiteral("outputs"))))
        return false;
    QFile log(step.run.logFile);
    if (!log.open(QIODevice::WriteOnly | QIODevice::Append))
        return false;
    // a step that cannot take earlier outputs writes its own: their folders can be made now too
    if (!mayReuse(job, step) && step.reuseFromJob.isEmpty()) {
        bool all = true;
        for (const PlannedOutput& out : step.plan.outputs)
            if (!out.isFile() && !out.artifacts)
                all = QDir().mkpath(folder.filePath(QStringLiteral("outputs/") + out.name)) && all;
        step.outputsReady = all;
    }
    step.folderReady = true;
    return true;
}

void LocalEngine::startStep(Job& job, StepState& step)
{
    StepRun& run = step.run;
    if (!run.started.isValid() || run.status != RunStatus::Preparing) // (again after its web inputs are fetched)
        run.started = QDateTime::currentDateTimeUtc();
    if (run.status != RunStatus::Preparing)
        setStepStatus(job, step, RunStatus::Preparing);
    auto fail = [&](const QString& reason) {
        run.ended = QDateTime::currentDateTimeUtc();
        LogWriter log(run.logFile);
        log.writeLine(tr("[pipewright] Failed: %1").arg(reason));
        setStepStatus(job, step, RunStatus::Failed, reason);
        stepFailed(job, step);
    };
    const QDir folder(run.folder);
    // system_logs/ is written once the process runs (below), off the way to its start; the folder is usually
    // made while the step before runs
    if (!prepareStepFolder(job, step)) {
        fail(tr("cannot create the step folder %1").arg(run.folder));
        return;
    }
    // enough room for outputs and logs?
    const qint64 minFree = qEnvironmentVariableIsSet("PIPEWRIGHT_MIN_FREE_MB")
                               ? qEnvironmentVariable("PIPEWRIGHT_MIN_FREE_MB").toLongLong() * 1024 * 1024
                               : 64LL * 1024 * 1024;
    // QStorageInfo reads the mount table: look again at most every half second, not for every step
    if (!m_storageChecked.isValid() || m_storageChecked.elapsed() > 500) {
        const QStorageInfo storage(run.folder);
        m_freeBytes = storage.isValid() ? storage.bytesAvailable() : -1;
        m_storageRoot = storage.rootPath();
        m_storageChecked.start();
    }
    if (m_freeBytes >= 0 && m_freeBytes < minFree) {
        fail(tr("the disk is full: %1 MB free on %2, a step needs at least %3 MB for its outputs and logs")
                 .arg(m_freeBytes / (1024 * 1024))
                 .arg(m_storageRoot)
                 .arg(minFree / (1024 * 1024)));
        return;
    }
    // web inputs first: the step waits (Preparing, its cores free) until each is here
    if (!step.webFetched && std::any_of(step.plan.inputs.cbegin(), step.plan.inputs.cend(),
                                        [](const PlannedInput& in) { return in.kind == PlannedInput::Kind::WebFile; })) {
        fetchWebInputs(job, step);
        return;
    }
    // inputs
    QMap<QString, QString> inputs;
    for (const PlannedInput& in : step.plan.inputs) {
        switch (in.kind) {
        case PlannedInput::Kind::Literal:
            inputs.insert(in.name, in.value);
            break;
        case PlannedInput::Kind::LocalPath:
            if (!QFileInfo::exists(in.value)) {
                fail(tr("input '%1' does not exist: %2").arg(in.name, QDir::toNativeSeparators(in.value)));
                return;
            }
            inputs.insert(in.name, in.value);
            break;
        case PlannedInput::Kind::StepOutput: {
            const StepState* from = findStep(job, in.fromStep);
            const QString path = from ? from->run.outputs.value(in.fromOutput) : QString();
            if (path.isEmpty() || !QFileInfo::exists(path)) {
                fail(tr("input '%1' reads output '%2' of step '%3', which it did not write%4")
                         .arg(in.name, in.fromOutput, in.fromStep, path.isEmpty() ? QString() : QStringLiteral(" (") + path + QLatin1Char(')')));
                return;
            }
            inputs.insert(in.name, path);
            break;
        }
        case PlannedInput::Kind::WebFile:
            inputs.insert(in.name, step.webFiles.value(in.name));
            break;
        case PlannedInput::Kind::Unset:
            break;
        }
    }
    run.inputs = inputs;
    // hashing code and input folders for reuse, and copying code, can take a while: commit the statuses so far
    // rather than holding the store's write lock meanwhile
    if (!step.plan.codeDir.isEmpty()
        || std::any_of(step.plan.inputs.cbegin(), step.plan.inputs.cend(),
                       [](const PlannedInput& in) { return in.kind == PlannedInput::Kind::LocalPath; }))
        m_store->commitBatch();
    // reuse
    const std::optional<RunStore::Reusable> reuse = earlierOutputs(job, step, inputs);
    if (reuse) {
        run.outputs = reuse->outputs;
        run.reusedFrom = reuse->jobId;
        run.ended = QDateTime::currentDateTimeUtc();
        run.exitCode = -1;
        LogWriter log(run.logFile);
        log.writeLine(tr("[pipewright] Reused the outputs of step '%1' of job %2: its component, code, inputs and "
                         "parameters are unchanged.")
                          .arg(reuse->step, reuse->jobId));
        setStepStatus(job, step, RunStatus::Completed, QString());
        QMetaObject::invokeMethod(this, &LocalEngine::schedule, Qt::QueuedConnection);
        return;
    }
    // outputs
    QMap<QString, QString> outputs;
    // the working directory: a copy of the code, with outputs/ and logs/ as on Azure ML, where they become the step's
    // `artifacts` output
    const QString workDir = folder.filePath(QStringLiteral("code"));
    if (QString err; !makeOutputPaths(run.folder, workDir, step.plan.outputs, step.outputsReady, &outputs, &err)) {
        fail(err);
        return;
    }
    run.outputs = outputs;
    // code snapshot: each step runs in its own copy (a single code file is copied into the working directory)
    {
        QString err;
        const QString codeRoot = QDir::cleanPath(step.plan.codeDir) + QLatin1Char('/');
        if (!step.plan.codeDir.isEmpty() && !step.plan.codeIsFile && QDir::cleanPath(workDir).startsWith(codeRoot)) {
            // the code folder holds the runs themselves: its copy would copy itself without end
            fail(tr("the code folder %1 holds this machine's run folders (%2): a copy of it would copy itself; give the "
                    "step a code folder of its own, or set PIPEWRIGHT_HOME outside it")
                     .arg(QDir::toNativeSeparators(step.plan.codeDir), QDir::toNativeSeparators(m_home)));
            return;
        }
        if (!step.plan.codeDir.isEmpty() && step.plan.codeIsFile) {
            QDir().mkpath(workDir);
            const QString dest = QDir(workDir).filePath(QFileInfo(step.plan.codeDir).fileName());
            QFile::remove(dest);
            if (!QFile::copy(step.plan.codeDir, dest))
                err = tr("cannot copy %1 to %2").arg(step.plan.codeDir, dest);
        } else if (!step.plan.codeDir.isEmpty()) {
            copyCodeTree(step.plan.codeDir, workDir, &err);
        }
        if (err.isEmpty() && !(QDir().mkpath(QDir(workDir).filePath(QStringLiteral("outputs")))
                               && QDir().mkpath(QDir(workDir).filePath(QStringLiteral("logs")))))
            err = tr("cannot create the working directory %1").arg(workDir);
        if (!err.isEmpty()) {
            fail(err);
            return;
        }
    }
    StepLaunch launch;
    launch.jobId = job.run.id;
    launch.step = step.plan;
    launch.folder = run.folder;
    launch.workDir = workDir;
    launch.logFile = run.logFile;
    launch.systemLogDir = folder.filePath(QStringLiteral("system_logs"));
    launch.inputs = inputs;
    launch.outputs = outputs;
    launch.environment = stepEnvironment(job, step);
    launch.python = m_python;
    launch.cores = run.cores;
    StepRunner* runner = step.plan.sweep.active                    ? createSweepRunner(launch, this)
                         : step.plan.kind == StepKind::Parallel     ? createParallelRunner(launch, this)
                         : step.plan.distribution.isDistributed() ? createDistributedRunner(launch, this)
                                                                  : createCommandRunner(launch, this);
    step.runner = runner;
    step.run.attempts += 1;
    m_usedCores += run.cores;
    const QString jobId = job.run.id;
    const QString stepName = step.plan.name;
    connect(runner, &StepRunner::started, this, [this, jobId, stepName](qint64 pgid) {
        auto it = m_jobs.find(jobId);
        if (it == m_jobs.end())
            return;
        if (StepState* s = findStep(**it, stepName)) {
            s->pgid = pgid;
            setStepStatus(**it, *s, RunStatus::Running);
        }
    });
    connect(runner, &StepRunner::logText, this,
            [this, jobId, stepName](const QString& text) { Q_EMIT stepLogAppended(jobId, stepName, text); });
    connect(runner, &StepRunner::finished, this,
            [this, jobId, stepName](const StepOutcome& o) { finishStep(jobId, stepName, o); }, Qt::QueuedConnection);
    if (step.plan.timeoutSeconds > 0) {
        step.timeout = new QTimer(runner);
        step.timeout->setSingleShot(true);
        const int seconds = step.plan.timeoutSeconds;
        connect(step.timeout, &QTimer::timeout, runner, [runner, seconds] {
            runner->cancel(RunStatus::Failed, tr("the step ran longer than its limits.timeout of %n second(s)", nullptr, seconds));
        });
        step.timeout->start(seconds * 1000);
    }
    if (step.run.command.isEmpty()) {
        QString err;
        if (step.plan.kind == StepKind::Command) {
            step.run.command = renderCommand(step.plan.commandTemplate, {inputs, outputs}, &err);
        } else {
            QStringList args {m_python, step.plan.parallel.entryScript};
            args += renderArguments(step.plan.parallel.programArguments, {inputs, outputs}, &err);
            for (QString& a : args)
                a = shellQuote(a, ShellContext::Bare);
            step.run.command = args.join(QLatin1Char(' '));
        }
    }
    runner->start();
    workOutReuseKey(job, step, inputs);
    if (QDir().mkpath(folder.filePath(QStringLiteral("system_logs")))) {
        // written while the step's process starts on another core
        LogWriter sys(folder.filePath(QStringLiteral("system_logs/executor.txt")));
        sys.writeLine(tr("job %1, step %2 (%3)").arg(job.run.id, step.plan.name, stepKindName(step.plan.kind)));
        sys.writeLine(tr("working directory: %1").arg(workDir));
        sys.writeLine(tr("python: %1").arg(m_python));
        for (auto it = inputs.cbegin(); it != inputs.cend(); ++it)
            sys.writeLine(tr("input %1 = %2").arg(it.key(), it.value()));
        for (auto it = outputs.cbegin(); it != outputs.cend(); ++it)
            sys.writeLine(tr("output %1 = %2").arg(it.key(), it.value()));
        for (const QString& w : run.warnings)
            sys.writeLine(tr("warning: %1").arg(w));
    }
    // while the process runs, make the folders of the steps waiting for it, so that they start sooner
    for (StepState& next : job.steps)
        if (next.run.status == RunStatus::NotStarted && !next.folderReady && next.plan.dependsOn.contains(step.plan.name))
            prepareStepFolder(job, next);
    if (job.run.status == RunStatus::Queued)
        setJobStatus(job, RunStatus::Running);
}

void LocalEngine::finishStep(const QString& jobId, const QString& stepName, const StepOutcome& outcome)
{
    auto it = m_jobs.find(jobId);
    if (it == m_jobs.end())
        return;
    auto jobPtr = *it;
    Job& job = *jobPtr;
    StepState* step = findStep(job, stepName);
    if (!step)
        return;
    completeReuseKey(job, *step);
    RunStore::Batch batch(m_store.get());
    if (step->runner) {
        step->runner->deleteLater();
        step->runner = nullptr;
    }
    m_usedCores -= step->run.cores;
    StepRun& run = step->run;
    run.ended = QDateTime::currentDateTimeUtc();
    run.exitCode = outcome.exitCode;
    run.signal = outcome.signal;
    run.attempts = std::max(run.attempts, outcome.attempts);
    run.coreSeconds = run.cores * run.durationSeconds();
    step->pgid = 0;
    if (outcome.status == RunStatus::Completed) {
        setStepStatus(job, *step, RunStatus::Finalizing);
        // outputs must exist for the steps that read them
        for (const PlannedOutput& o : step->plan.outputs)
            if (o.isFile() && !QFileInfo::exists(run.outputs.value(o.name)))
                run.warnings << tr("output '%1' (uri_file) was not written").arg(o.name);
        setStepStatus(job, *step, RunStatus::Completed);
    } else {
        QString reason = outcome.reason;
        setStepStatus(job, *step, outcome.status, reason);
        if (outcome.status == RunStatus::Failed)
            stepFailed(job, *step);
    }
    spdlog::info("job {} step {}: {} ({} s)", jobId.toStdString(), stepName.toStdString(),
                 runStatusName(run.status).toStdString(), ms2s(run.durationSeconds()).toStdString());
    schedule();
}

} // namespace pw
