// SPDX-License-Identifier: MIT
#include "localengine.h"
#include "fileio.h"

#include "commandline.h"
#include "componentcache.h"
#include "pipelinedocument.h"
#include "procsampler.h"
#include "yamltree.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QThread>

#include <spdlog/spdlog.h>

#include <csignal>
#include <limits>

namespace pw {

namespace {

// Texts of free functions; lupdate files them under "pw". The engine's own texts use its class context.
QString tr(const char* s)
{
    return QCoreApplication::translate("pw", s);
}

/// Copy a folder tree; skips caches and version-control folders.
bool copyTree(const QString& from, const QString& to, QString* error)
{
    QDir().mkpath(to);
    QDirIterator it(from, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    const QDir src(from);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo fi = it.fileInfo();
        const QString rel = src.relativeFilePath(path);
        if (rel.contains(QLatin1String("__pycache__")) || rel.startsWith(QLatin1String(".git/")) || rel == QLatin1String(".git"))
            continue;
        const QString dest = QDir(to).filePath(rel);
        if (fi.isDir()) {
            QDir().mkpath(dest);
        } else {
            QDir().mkpath(QFileInfo(dest).absolutePath());
            QFile::remove(dest);
            if (!QFile::copy(path, dest)) {
                if (error)
                    *error = tr("cannot copy %1 to %2").arg(path, dest);
                return false;
            }
        }
    }
    return true;
}

QString ms2s(double seconds)
{
    return QString::number(seconds, 'f', 1);
}

/// Python module names for a few packages whose import name differs from the package name.
QString importNameOf(const QString& package)
{
    static const QHash<QString, QString> names = {
        {QStringLiteral("scikit-learn"), QStringLiteral("sklearn")},
        {QStringLiteral("pyyaml"), QStringLiteral("yaml")},
        {QStringLiteral("pillow"), QStringLiteral("PIL")},
        {QStringLiteral("opencv-python"), QStringLiteral("cv2")},
        {QStringLiteral("opencv-python-headless"), QStringLiteral("cv2")},
        {QStringLiteral("python-dateutil"), QStringLiteral("dateutil")},
        {QStringLiteral("beautifulsoup4"), QStringLiteral("bs4")},
        {QStringLiteral("azureml-mlflow"), QStringLiteral("azureml.mlflow")},
        {QStringLiteral("azureml-core"), QStringLiteral("azureml.core")},
        {QStringLiteral("azure-ai-ml"), QStringLiteral("azure.ai.ml")},
        {QStringLiteral("torch"), QStringLiteral("torch")},
        {QStringLiteral("pytorch"), QStringLiteral("torch")},
        {QStringLiteral("tensorflow-cpu"), QStringLiteral("tensorflow")},
        {QStringLiteral("mltable"), QStringLiteral("mltable")},
    };
    const QString lower = package.toLower();
    if (auto it = names.constFind(lower); it != names.constEnd())
        return *it;
    return QString(lower).replace(QLatin1Char('-'), QLatin1Char('_'));
}

/// Package names listed in a conda file (conda dependencies and pip entries), without versions.
QStringList condaPackages(const QString& condaFile)
{
    QByteArray bytes;
    if (!readFileBytes(condaFile, bytes, nullptr))
        return {};
    yaml::Document doc;
    yaml::ParseError err;
    if (!yaml::parse(bytes.toStdString(), doc, &err) || !doc.root || !doc.root->isMap())
        return {};
    QStringList out;
    auto add = [&](const std::string& spec) {
        QString s = QString::fromStdString(spec).trimmed();
        if (s.contains(QLatin1String("::")))
            s = s.section(QLatin1String("::"), 1);
        static const QRegularExpression cut(QStringLiteral(R"([\s=<>!~\[;@])"));
        s = s.left(s.indexOf(cut) < 0 ? s.size() : s.indexOf(cut));
        if (s.isEmpty() || s == QLatin1String("python") || s == QLatin1String("pip") || s.startsWith(QLatin1Char('-')))
            return;
        out << s;
    };
    if (const yaml::Node* deps = doc.root->get("dependencies"); deps && deps->isSeq()) {
        for (const auto& d : deps->items) {
            if (d->isScalar()) {
                add(d->value);
            } else if (d->isMap()) {
                if (const yaml::Node* pip = d->get("pip"); pip && pip->isSeq())
                    for (const auto& p : pip->items)
                        if (p->isScalar())
                            add(p->value);
            }
        }
    }
    out.removeDuplicates();
    return out;
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
}

void LocalEngine::setPython(const QString& python)
{
    if (python.isEmpty() || python == m_python)
        return;
    m_python = python;
    linkPythonShims();
}

void LocalEngine::linkPythonShims()
{
    // `python` and `python3` resolve to the configured interpreter inside steps
    m_shimDir = QDir(m_home).filePath(QStringLiteral("bin"));
    m_baseEnvironment = QProcessEnvironment(); // built again with this folder
    QDir().mkpath(m_shimDir);
    for (const QString& name : {QStringLiteral("python"), QStringLiteral("python3")}) {
        const QString link = QDir(m_shimDir).filePath(name);
        if (QFileInfo(link).symLinkTarget() != m_python) {
            QFile::remove(link);
            QFile::link(m_python, link);
        }
    }
}

void LocalEngine::shutdown()
{
    m_cancelPoll.stop();
    const auto jobs = m_jobs;
    for (const auto& job : jobs)
        cancelJob(*job, tr("the application closed while the job ran"), RunStatus::Canceled);
    // runners finish asynchronously; make sure no process survives
    for (const auto& job : jobs) {
        for (StepState& s : job->steps) {
            if (s.runner)
                delete s.runner.data();
            if (s.pgid > 0)
                signalProcessGroup(s.pgid, SIGKILL);
            if (!isTerminal(s.run.status)) {
                s.run.status = RunStatus::Canceled;
                s.run.ended = QDateTime::currentDateTimeUtc();
                if (m_store)
                    m_store->updateStep(job->run.id, s.run);
            }
        }
        if (!isTerminal(job->run.status) && m_store) {
            job->run.status = RunStatus::Canceled;
            job->run.ended = QDateTime::currentDateTimeUtc();
            job->run.reason = tr("the application closed while the job ran");
            m_store->updateJob(job->run);
        }
    }
    m_jobs.clear();
    m_activeCount = 0;
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
        st.run.kind = stepKindName(ps.kind);
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

void LocalEngine::checkEnvironments(Job& job)
{
    QSet<QString> environments;
    QHash<QString, QStringList> missingByConda;
    for (StepState& s : job.steps) {
        if (!s.plan.environment.isEmpty())
            environments.insert(s.plan.environment);
        if (s.plan.condaFile.isEmpty() || missingByConda.contains(s.plan.condaFile))
            continue;
        const QStringList packages = condaPackages(s.plan.condaFile);
        QStringList missing;
        if (!packages.isEmpty()) {
            QStringList modules;
            for (const QString& p : packages)
                modules << importNameOf(p);
            QProcess py;
            py.setProgram(m_python);
            py.setArguments({QStringLiteral("-c"),
                             QStringLiteral("import importlib.util,sys\n"
                                            "for m in sys.argv[1:]:\n"
                                            "    try:\n"
                                            "        ok = importlib.util.find_spec(m) is not None\n"
                                            "    except Exception:\n"
                                            "        ok = False\n"
                                            "    print(m if not ok else '')\n"),
                             QStringLiteral("--")});
            py.setArguments(py.arguments().mid(0, 2) + modules);
            py.start();
            if (py.waitForFinished(20000)) {
                const QStringList lines = QString::fromUtf8(py.readAllStandardOutput()).split(QLatin1Char('\n'));
                for (int i = 0; i < packages.size() && i < lines.size(); ++i)
                    if (!lines[i].trimmed().isEmpty())
                        missing << packages[i];
            }
        }
        missingByConda.insert(s.plan.condaFile, missing);
    }
    if (!environments.isEmpty()) {
        QStringList envs(environments.begin(), environments.end());
        envs.sort();
        job.run.warnings << tr("steps run with this machine's Python (%1), not in their environments (%2); packages may differ")
                                .arg(m_python, envs.join(QStringLiteral(", ")));
    }
    for (StepState& s : job.steps) {
        const QStringList missing = missingByConda.value(s.plan.condaFile);
        if (!missing.isEmpty()) {
            const QString w = tr("step '%1': %2 lists packages that %3 cannot import: %4")
                                  .arg(s.plan.name, QFileInfo(s.plan.condaFile).fileName(), m_python,
                                       missing.join(QStringLiteral(", ")));
            s.run.warnings << w;
        }
    }
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

QString LocalEngine::dataSignature(const QString& path) const
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    const QFileInfo fi(path);
    h.addData(path.toUtf8());
    if (fi.isDir()) {
        QStringList entries;
        QDirIterator it(path, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            const QFileInfo f = it.fileInfo();
            entries << QStringLiteral("%1|%2|%3").arg(QDir(path).relativeFilePath(f.filePath())).arg(f.size()).arg(f.lastModified().toMSecsSinceEpoch());
        }
        entries.sort();
        h.addData(entries.join(QLatin1Char('\n')).toUtf8());
    } else if (fi.exists()) {
        h.addData(QStringLiteral("%1|%2").arg(fi.size()).arg(fi.lastModified().toMSecsSinceEpoch()).toUtf8());
    }
    return QString::fromLatin1(h.result().toHex());
}

QString LocalEngine::reuseKeyFor(const Job& job, const StepState& step, const QMap<QString, QString>& inputs) const
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(step.plan.definition);
    h.addData(step.plan.commandTemplate.toUtf8());
    h.addData(m_python.toUtf8());
    if (!step.plan.codeDir.isEmpty()) {
        // code contents, not timestamps: a checkout of the same code is the same code
        QStringList files;
        QDirIterator it(step.plan.codeDir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
        files.sort();
        for (const QString& f : files) {
            if (f.contains(QLatin1String("__pycache__")))
                continue;
            h.addData(QDir(step.plan.codeDir).relativeFilePath(f).toUtf8());
            QFile file(f);
            if (file.open(QIODevice::ReadOnly))
                h.addData(&file);
        }
    }
    for (auto it = step.plan.environmentVariables.cbegin(); it != step.plan.environmentVariables.cend(); ++it)
        h.addData((it.key() + QLatin1Char('=') + it.value() + QLatin1Char('\n')).toUtf8());
    for (const PlannedInput& in : step.plan.inputs) {
        h.addData(QByteArray(in.name.toUtf8() + '='));
        switch (in.kind) {
        case PlannedInput::Kind::Literal:
            h.addData(("literal:" + in.value).toUtf8());
            break;
        case PlannedInput::Kind::LocalPath:
            h.addData(("path:" + dataSignature(in.value)).toUtf8());
            break;
        case PlannedInput::Kind::StepOutput: {
            // the producing step's own key stands for its output; a reused producer keeps the key
            const StepState* from = nullptr;
            for (const StepState& s : job.steps)
                if (s.plan.name == in.fromStep)
                    from = &s;
            h.addData(("step:" + (from ? from->reuseKey : QString()) + QLatin1Char(':') + in.fromOutput).toUtf8());
            if (!from || from->reuseKey.isEmpty())
                h.addData(inputs.value(in.name).toUtf8());
            break;
        }
        case PlannedInput::Kind::Unset:
            h.addData("unset");
            break;
        }
        h.addData("\n");
    }
    return QString::fromLatin1(h.result().toHex());
}

QProcessEnvironment LocalEngine::stepEnvironment(const Job& job, const StepState& step) const
{
    if (m_baseEnvironment.isEmpty()) {
        // read once: the engine's own environment does not change while it runs
        m_baseEnvironment = QProcessEnvironment::systemEnvironment();
        m_baseEnvironment.insert(QStringLiteral("PATH"), m_shimDir + QLatin1Char(':')
                                                             + m_baseEnvironment.value(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin")));
        m_baseEnvironment.insert(QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("1"));
        m_baseEnvironment.insert(QStringLiteral("PYTHONDONTWRITEBYTECODE"), QStringLiteral("1"));
    }
    QProcessEnvironment env = m_baseEnvironment;
    env.insert(QStringLiteral("AZUREML_RUN_ID"), job.run.id + QLatin1Char('_') + step.plan.name);
    env.insert(QStringLiteral("AZUREML_ROOT_RUN_ID"), job.run.id);
    env.insert(QStringLiteral("AZUREML_EXPERIMENT_NAME"), job.run.experiment);
    env.insert(QStringLiteral("PIPEWRIGHT_JOB_ID"), job.run.id);
    env.insert(QStringLiteral("PIPEWRIGHT_STEP"), step.plan.name);
    for (auto it = step.plan.environmentVariables.cbegin(); it != step.plan.environmentVariables.cend(); ++it)
        env.insert(it.key(), it.value());
    return env;
}

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
    const bool mayReuse = step.plan.deterministic && !job.options.noReuse && !job.plan.forceRerun && !step.mustRun;
    if (!mayReuse && step.reuseFromJob.isEmpty()) {
        bool all = true;
        for (const PlannedOutput& out : step.plan.outputs)
            if (!out.isFile())
                all = QDir().mkpath(folder.filePath(QStringLiteral("outputs/") + out.name)) && all;
        step.outputsReady = all;
    }
    step.folderReady = true;
    return true;
}

void LocalEngine::startStep(Job& job, StepState& step)
{
    StepRun& run = step.run;
    run.started = QDateTime::currentDateTimeUtc();
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
    const bool reusable = step.plan.deterministic && !job.options.noReuse && !job.plan.forceRerun && !step.mustRun;
    // the key is needed now to look for earlier outputs; otherwise it is worked out while the process starts
    // (later runs reuse by it, and the steps after this one build theirs on it)
    if (reusable || !step.reuseFromJob.isEmpty())
        step.reuseKey = reuseKeyFor(job, step, inputs);
    std::optional<RunStore::Reusable> reuse;
    if (!step.reuseFromJob.isEmpty()) {
        if (auto orig = m_store->job(step.reuseFromJob))
            if (const StepRun* os = orig->step(step.plan.name)) {
                bool all = !os->outputs.isEmpty() || step.plan.outputs.isEmpty();
                for (const QString& p : os->outputs)
                    all = all && QFileInfo::exists(p);
                if (all)
                    reuse = RunStore::Reusable {orig->id, os->name, os->outputs};
            }
    } else if (reusable) {
        reuse = m_store->findReusable(step.reuseKey);
    }
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
    for (const PlannedOutput& out : step.plan.outputs) {
        const QString path = folder.filePath(QStringLiteral("outputs/") + out.name);
        if (out.isFile()) {
            QDir().mkpath(folder.filePath(QStringLiteral("outputs")));
            outputs.insert(out.name, path);
        } else {
            if (!step.outputsReady)
                QDir().mkpath(path);
            outputs.insert(out.name, path);
        }
    }
    run.outputs = outputs;
    // code snapshot: each step runs in its own copy
    // without a code folder the step works in its own folder
    QString workDir = run.folder;
    if (!step.plan.codeDir.isEmpty()) {
        workDir = folder.filePath(QStringLiteral("code"));
        QString err;
        if (!copyTree(step.plan.codeDir, workDir, &err)) {
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
    StepRunner* runner = step.plan.kind == StepKind::Parallel ? createParallelRunner(launch, this) : createCommandRunner(launch, this);
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
    if (step.reuseKey.isEmpty())
        step.reuseKey = reuseKeyFor(job, step, inputs);
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

void LocalEngine::stepFailed(Job& job, StepState& step)
{
    if (job.failedStep.isEmpty())
        job.failedStep = step.plan.name;
    if (!job.plan.continueOnStepFailure && !job.cancelRequested)
        cancelJob(job, tr("canceled: step '%1' failed and continue_on_step_failure is off").arg(step.plan.name),
                  RunStatus::Canceled);
    else
        QMetaObject::invokeMethod(this, &LocalEngine::schedule, Qt::QueuedConnection);
}

void LocalEngine::cancelJob(Job& job, const QString& reason, RunStatus as)
{
    job.cancelRequested = true;
    if (job.cancelReason.isEmpty())
        job.cancelReason = reason;
    for (StepState& s : job.steps) {
        if (isTerminal(s.run.status))
            continue;
        if (s.runner) {
            s.runner->cancel(as, reason);
        } else {
            s.run.ended = QDateTime::currentDateTimeUtc();
            setStepStatus(job, s, RunStatus::Canceled, reason);
        }
    }
    maybeFinishJob(job);
}

void LocalEngine::cancel(const QString& jobId, const QString& stepName)
{
    auto it = m_jobs.find(jobId);
    if (it == m_jobs.end()) {
        // another process may run it: leave a request in the store
        if (m_store)
            m_store->requestCancel(jobId, stepName);
        return;
    }
    Job& job = **it;
    RunStore::Batch batch(m_store.get());
    if (stepName.isEmpty()) {
        setJobStatus(job, job.run.status, tr("cancel requested"));
        cancelJob(job, tr("canceled by the user"), RunStatus::Canceled);
        return;
    }
    StepState* s = findStep(job, stepName);
    if (!s || isTerminal(s->run.status))
        return;
    if (s->runner)
        s->runner->cancel(RunStatus::Canceled, tr("canceled by the user"));
    else {
        s->run.ended = QDateTime::currentDateTimeUtc();
        setStepStatus(job, *s, RunStatus::Canceled, tr("canceled by the user"));
        QMetaObject::invokeMethod(this, &LocalEngine::schedule, Qt::QueuedConnection);
    }
}

void LocalEngine::pollCancelRequests()
{
    if (!m_store || m_jobs.isEmpty())
        return;
    const auto requests = m_store->takeCancelRequests(m_jobs.keys());
    for (const auto& [job, step] : requests)
        cancel(job, step);
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
