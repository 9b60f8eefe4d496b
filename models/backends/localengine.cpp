// SPDX-License-Identifier: MIT
// The local scheduler: a submitted pipeline turned into a job, which steps may start (dependencies, free cores,
// free memory), their statuses in the run store, and the end of a job.
#include "localengine.h"

#include "componentcache.h"
#include "fileio.h"
#include "procsampler.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <spdlog/spdlog.h>

#include <limits>

namespace pw {

namespace {

// Texts of free functions; lupdate files them under "pw". The engine's own texts use its class context.
QString tr(const char* s)
{
    return QCoreApplication::translate("pw", s);
}

/// MemAvailable of /proc/meminfo in MiB (a large number when it cannot be read).
qint64 availableMemoryMB()
{
    const std::optional<qint64> available = proc::memoryInfo().availableKiB;
    return available ? *available / 1024 : std::numeric_limits<qint64>::max();
}

/// Below this much free memory no further step starts while others run ($PIPEWRIGHT_MIN_FREE_MEMORY_MB).
qint64 minimumFreeMemoryMB()
{
    bool ok = false;
    const qint64 v = qEnvironmentVariableIntValue("PIPEWRIGHT_MIN_FREE_MEMORY_MB", &ok);
    return ok ? v : 256;
}

QString memoryWaitNote()
{
    return tr("waited for memory: the machine had less than the free memory a step needs to start");
}

} // namespace

LocalEngine::LocalEngine(QString home, QString python, int cores)
    : m_home(std::move(home))
    , m_python(std::move(python))
    , m_cores(std::max(1, cores))
    , m_components(std::make_shared<ComponentCache>())
{
    m_cancelPoll.setParent(this); // moves to the worker thread with the engine
    m_cancelPoll.setInterval(400);
    connect(&m_cancelPoll, &QTimer::timeout, this, &LocalEngine::pollCancelRequests);
}

LocalEngine::~LocalEngine()
{
    shutdown();
}

void LocalEngine::initialize()
{
    m_store = std::make_unique<RunStore>(m_home);
    if (!m_store->open(&m_storeError)) {
        spdlog::error("run store: {}", m_storeError.toStdString());
        return;
    }
    const QStringList recovered = m_store->recoverOrphans();
    for (const QString& id : recovered)
        spdlog::warn("job {} was left running by a process that ended; marked Failed", id.toStdString());
    linkPythonShims();
    removeOldPythonLinks();
}

QString LocalEngine::newJobId() const
{
    static const char alphabet[] = "abcdefghijkmnpqrstuvwxyz23456789";
    QString suffix;
    for (int i = 0; i < 6; ++i)
        suffix += QLatin1Char(alphabet[QRandomGenerator::global()->bounded(int(sizeof(alphabet) - 1))]);
    return QDateTime::currentDateTimeUtc().toString(QStringLiteral("'job_'yyyyMMdd_HHmmss_")) + suffix;
}

int LocalEngine::freeCores() const
{
    return m_cores - m_usedCores;
}

LocalEngine::StepState* LocalEngine::findStep(Job& job, const QString& name)
{
    // the scheduler looks up every dependency of every waiting step on each pass: by index, not by scanning
    const auto it = job.stepIndex.constFind(name);
    if (it != job.stepIndex.cend() && *it < job.steps.size() && job.steps[*it].plan.name == name)
        return &job.steps[*it];
    for (StepState& s : job.steps)
        if (s.plan.name == name)
            return &s;
    return nullptr;
}

SubmitResult LocalEngine::submit(const QString& pipelineFile, const QByteArray& givenText, const SubmitOptions& options)
{
    SubmitResult result;
    if (!m_store || !m_storeError.isEmpty()) {
        m_storeError.clear();
        initialize(); // the store may have been busy or missing at start: try again
    }
    if (!m_store || !m_storeError.isEmpty()) {
        result.error = m_storeError.isEmpty() ? tr("the run store is not open") : m_storeError;
        return result;
    }
    QByteArray text = givenText;
    QString file = pipelineFile;
    std::optional<JobRun> original;
    if (!options.rerunOf.isEmpty()) {
        original = m_store->job(options.rerunOf);
        if (!original) {
            result.error = tr("there is no job '%1' to rerun").arg(options.rerunOf);
            return result;
        }
        if (file.isEmpty())
            file = original->pipelineFile;
        if (text.isEmpty()) {
            const QString snap = QDir(original->folder).filePath(QStringLiteral("snapshot/") + QFileInfo(original->pipelineFile).fileName());
            if (!readFileBytes(snap, text, &result.error))
                return result;
        }
    }
    QMap<QString, QString> overrides = options.inputOverrides;
    if (original)
        for (auto it = original->parameters.cbegin(); it != original->parameters.cend(); ++it)
            if (!overrides.contains(it.key()))
                overrides.insert(it.key(), it.value());
    auto job = std::make_shared<Job>();
    job->plan = buildJobPlan(file, text, overrides, m_components);
    job->options = options;
    result.problems = job->plan.problems;
    if (!job->plan.ok()) {
        QStringList first;
        for (const Diagnostic& d : job->plan.problems)
            if (d.severity == Severity::Error && first.size() < 3)
                first << d.message;
        result.error = tr("the pipeline cannot run on this machine: %1").arg(first.join(QStringLiteral("; ")));
        return result;
    }
    if (job->plan.steps.isEmpty()) {
        result.error = tr("the pipeline has no steps to run");
        return result;
    }
    JobRun& run = job->run;
    run.id = newJobId();
    run.displayName = job->plan.displayName;
    run.experiment = job->plan.experiment;
    run.pipelineFile = job->plan.pipelineFile;
    run.backend = QStringLiteral("local");
    run.status = RunStatus::NotStarted;
    run.created = QDateTime::currentDateTimeUtc();
    run.rerunOf = original ? original->id : QString();
    run.folder = QDir(m_store->runsDirectory()).filePath(run.id);
    run.parameters = job->plan.parameters;
    if (!QDir().mkpath(run.folder)) {
        result.error = tr("cannot create the run folder %1").arg(run.folder);
        return result;
    }
    // which steps a rerun runs again: the chosen ones (default: those that did not complete) and what depends on them
    QSet<QString> rerun;
    if (original) {
        QStringList chosen = options.rerunSteps;
        if (chosen.isEmpty())
            for (const StepRun& s : original->steps)
                if (s.status != RunStatus::Completed)
                    chosen << s.name;
        for (const QString& c : chosen) {
            if (!job->plan.step(c)) {
                result.error = tr("job '%1' has no step '%2'").arg(original->id, c);
                return result;
            }
            rerun.insert(c);
        }
        bool grew = true;
        while (grew) {
            grew = false;
            for (const PlannedStep& ps : job->plan.steps)
                if (!rerun.contains(ps.name))
                    for (const QString& d : ps.dependsOn)
                        if (rerun.contains(d)) {
                            rerun.insert(ps.name);
                            grew = true;
                            break;
                        }
        }
    }
    for (const PlannedStep& ps : job->plan.steps) {
        StepState st;
        st.plan = ps;
        st.run.name = ps.name;
        st.run.kind = ps.sweep.active ? QStringLiteral("sweep") : stepKindName(ps.kind);
        st.run.status = RunStatus::NotStarted;
        st.run.folder = QDir(run.folder).filePath(ps.name);
        st.run.logFile = QDir(st.run.folder).filePath(QStringLiteral("user_logs/std_log.txt"));
        st.run.cores = std::min(ps.coresNeeded(), m_cores);
        st.run.warnings = ps.warnings;
        if (original) {
            st.mustRun = rerun.contains(ps.name);
            const StepRun* os = original->step(ps.name);
            if (!st.mustRun && os && os->status == RunStatus::Completed)
                st.reuseFromJob = os->isReused() ? os->reusedFrom : original->id;
            else
                st.mustRun = true;
        }
        job->stepIndex.insert(ps.name, job->steps.size());
        job->steps << st;
    }
    for (const Diagnostic& d : job->plan.problems)
        if (d.severity != Severity::Error)
            run.warnings << d.message;
    checkEnvironments(*job);
    for (const StepState& s : job->steps)
        run.steps << s.run;
    if (!m_store->insertJob(run)) {
        result.error = tr("cannot record the job in the run store: %1").arg(m_store->lastError());
        return result;
    }
    writeSnapshot(*job);
    m_jobs.insert(run.id, job);
    ++m_activeCount;
    result.jobId = run.id;
    spdlog::info("job {} started from {} ({} steps)", run.id.toStdString(), run.pipelineFile.toStdString(),
                 job->steps.size());
    if (!m_cancelPoll.isActive())
        m_cancelPoll.start();
    run.started = QDateTime::currentDateTimeUtc();
    RunStore::Batch batch(m_store.get()); // the job's first statuses in one commit
    setJobStatus(*job, RunStatus::Queued);
    for (StepState& s : job->steps)
        m_store->addStatusEvent(run.id, s.plan.name, RunStatus::NotStarted, run.created, QString());
    QMetaObject::invokeMethod(this, &LocalEngine::schedule, Qt::QueuedConnection);
    return result;
}

void LocalEngine::writeSnapshot(Job& job)
{
    const QDir snap(QDir(job.run.folder).filePath(QStringLiteral("snapshot")));
    QDir().mkpath(snap.path());
    QFile f(snap.filePath(QFileInfo(job.plan.pipelineFile).fileName()));
    if (f.open(QIODevice::WriteOnly))
        f.write(job.plan.pipelineText);
    const QDir base = QFileInfo(job.plan.pipelineFile).absoluteDir();
    for (const QString& c : job.plan.componentFiles) {
        QString rel = base.relativeFilePath(c);
        rel.replace(QLatin1String("../"), QLatin1String("_up/"));
        const QString dest = snap.filePath(QStringLiteral("components/") + rel);
        QDir().mkpath(QFileInfo(dest).absolutePath());
        QFile::copy(c, dest);
    }
}

void LocalEngine::setJobStatus(Job& job, RunStatus status, const QString& reason)
{
    if (job.run.status == status && reason.isEmpty())
        return;
    job.run.status = status;
    if (!reason.isEmpty())
        job.run.reason = reason;
    if (isTerminal(status))
        job.run.ended = QDateTime::currentDateTimeUtc();
    m_store->updateJob(job.run);
    m_store->addStatusEvent(job.run.id, QString(), status, QDateTime::currentDateTimeUtc(), reason);
    Q_EMIT jobStatusChanged(job.run.id, status);
}

void LocalEngine::setStepStatus(Job& job, StepState& step, RunStatus status, const QString& reason)
{
    step.run.status = status;
    if (!reason.isEmpty())
        step.run.reason = reason;
    m_store->recordStepStatus(job.run.id, step.run, step.reuseKey, step.pgid, QDateTime::currentDateTimeUtc(), reason);
    Q_EMIT stepStatusChanged(job.run.id, step.plan.name, status);
}

void LocalEngine::schedule()
{
    // the status changes of one pass (a step ending, the next ones starting) are committed together
    RunStore::Batch batch(m_store.get());
    // every job gets its ready steps queued, then steps start in submission order while cores are free
    for (const auto& jobPtr : std::as_const(m_jobs)) {
        Job& job = *jobPtr;
        if (job.cancelRequested || isTerminal(job.run.status))
            continue;
        for (StepState& s : job.steps) {
            if (s.run.status != RunStatus::NotStarted)
                continue;
            bool ready = true;
            QString blockedBy;
            for (const QString& d : s.plan.dependsOn) {
                const StepState* ds = findStep(job, d);
                if (!ds)
                    continue;
                if (ds->run.status == RunStatus::Failed || ds->run.status == RunStatus::Canceled) {
                    blockedBy = d;
                    break;
                }
                if (ds->run.status != RunStatus::Completed)
                    ready = false;
            }
            if (!blockedBy.isEmpty()) {
                s.run.ended = QDateTime::currentDateTimeUtc();
                setStepStatus(job, s, RunStatus::Canceled, tr("not run: step '%1' did not complete").arg(blockedBy));
                continue;
            }
            if (ready)
                setStepStatus(job, s, RunStatus::Queued);
        }
    }
    QList<std::shared_ptr<Job>> ordered = m_jobs.values();
    std::sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) { return a->run.created < b->run.created; });
    for (const auto& jobPtr : ordered) {
        Job& job = *jobPtr;
        if (job.cancelRequested || isTerminal(job.run.status))
            continue;
        for (StepState& s : job.steps) {
            if (s.run.status != RunStatus::Queued)
                continue;
            if (s.run.cores > freeCores() && m_usedCores > 0)
                continue; // wait for capacity
            if (m_usedCores > 0 && availableMemoryMB() < minimumFreeMemoryMB()) {
                // memory is short: start nothing more until a running step ends (and frees its memory)
                if (!s.run.warnings.contains(memoryWaitNote()))
                    s.run.warnings << memoryWaitNote();
                continue;
            }
            startStep(job, s);
            if (!m_jobs.contains(job.run.id))
                break; // the job ended while starting
        }
    }
    for (const auto& jobPtr : ordered)
        if (m_jobs.contains(jobPtr->run.id))
            maybeFinishJob(*jobPtr);
}

void LocalEngine::maybeFinishJob(Job& job)
{
    if (isTerminal(job.run.status))
        return;
    for (const StepState& s : job.steps)
        if (!isTerminal(s.run.status))
            return;
    RunStatus status = RunStatus::Completed;
    QString reason;
    int failed = 0;
    for (const StepState& s : job.steps)
        if (s.run.status == RunStatus::Failed)
            ++failed;
    if (failed > 0) {
        status = RunStatus::Failed;
        const StepState* first = findStep(job, job.failedStep);
        reason = first ? tr("step '%1' failed: %2").arg(first->plan.name, first->run.reason) : tr("a step failed");
        if (failed > 1)
            reason += QLatin1Char(' ') + tr("(%n step(s) failed in all)", nullptr, failed);
    } else if (job.cancelRequested || std::any_of(job.steps.cbegin(), job.steps.cend(), [](const StepState& s) {
                   return s.run.status == RunStatus::Canceled;
               })) {
        status = RunStatus::Canceled;
        reason = job.cancelReason.isEmpty() ? tr("a step was canceled") : job.cancelReason;
    }
    setJobStatus(job, RunStatus::Finalizing);
    setJobStatus(job, status, reason);
    const QString id = job.run.id;
    spdlog::info("job {} {}", id.toStdString(), runStatusName(status).toStdString());
    auto keep = m_jobs.take(id); // keeps the job alive until this function returns
    --m_activeCount;
    m_store->commitBatch(); // whoever hears of the end finds it in the store, from any process
    Q_EMIT jobFinished(id, status);
    if (m_jobs.isEmpty())
        m_cancelPoll.stop();
}

} // namespace pw
