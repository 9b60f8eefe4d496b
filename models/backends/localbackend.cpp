// SPDX-License-Identifier: MIT
#include "localbackend.h"

#include "localcompute.h"
#include "localengine.h"
#include "procsampler.h"
#include "pythonenvironments.h"
#include "runstore.h"

#include <QCoreApplication>
#include <QPromise>
#include <QStorageInfo>
#include <QSysInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace pw {

namespace {

int findCores(int configured)
{
    if (configured > 0)
        return configured;
    bool ok = false;
    const int env = qEnvironmentVariableIntValue("PIPEWRIGHT_LOCAL_CORES", &ok);
    if (ok && env > 0)
        return env;
    return std::max(1, QThread::idealThreadCount());
}

template<typename T, typename F>
QFuture<T> runOnEngine(QObject* engine, F&& f)
{
    auto promise = std::make_shared<QPromise<T>>();
    QFuture<T> future = promise->future();
    promise->start();
    QMetaObject::invokeMethod(engine, [promise, f = std::forward<F>(f)]() mutable {
        promise->addResult(f());
        promise->finish();
    }, Qt::QueuedConnection);
    return future;
}

} // namespace

LocalBackend::LocalBackend(LocalBackendOptions options, QObject* parent)
    : Backend(parent)
    , m_options(std::move(options))
{
    qRegisterMetaType<pw::RunStatus>();
    qRegisterMetaType<pw::StepOutcome>();
    if (m_options.home.isEmpty())
        m_options.home = RunStore::defaultHome();
    m_options.python = pythonInterpreterOr(m_options.python);
    m_options.cores = findCores(m_options.cores);
    m_thread.setObjectName(QStringLiteral("pw-local-backend"));
    m_engine = new LocalEngine(m_options.home, m_options.python, m_options.cores);
    m_engine->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_engine, &QObject::deleteLater);
    connect(m_engine, &LocalEngine::jobStatusChanged, this, &Backend::jobStatusChanged);
    connect(m_engine, &LocalEngine::stepStatusChanged, this, &Backend::stepStatusChanged);
    connect(m_engine, &LocalEngine::stepLogAppended, this, &Backend::stepLogAppended);
    connect(m_engine, &LocalEngine::jobFinished, this, &Backend::jobFinished);
    m_thread.start();
}

LocalBackend::~LocalBackend()
{
    QMetaObject::invokeMethod(m_engine, &LocalEngine::shutdown, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

QString LocalBackend::id() const
{
    return QStringLiteral("local");
}

QString LocalBackend::displayName() const
{
    return tr("This machine");
}

void LocalBackend::setPythonInterpreter(const QString& path)
{
    if (path.isEmpty())
        return;
    m_options.python = path;
    LocalEngine* e = m_engine;
    QMetaObject::invokeMethod(e, [e, path] { e->setPython(path); }, Qt::QueuedConnection);
}

QString LocalBackend::home() const
{
    return m_options.home;
}

void LocalBackend::openStore()
{
    if (m_storeRequested)
        return;
    m_storeRequested = true;
    auto promise = std::make_shared<QPromise<void>>();
    m_storeReady = promise->future();
    promise->start();
    LocalEngine* e = m_engine;
    // queued before every request to the engine, so the store is open when the first of them runs
    QMetaObject::invokeMethod(
        e,
        [e, promise] {
            e->initialize();
            promise->finish();
        },
        Qt::QueuedConnection);
}

int LocalBackend::activeJobCount() const
{
    return m_engine->activeJobs();
}

QFuture<SubmitResult> LocalBackend::submit(const QString& pipelineFile, const QByteArray& text, const SubmitOptions& options)
{
    openStore();
    LocalEngine* e = m_engine;
    return runOnEngine<SubmitResult>(e, [e, pipelineFile, text, options] { return e->submit(pipelineFile, text, options); });
}

void LocalBackend::cancel(const QString& jobId, const QString& step)
{
    openStore();
    LocalEngine* e = m_engine;
    QMetaObject::invokeMethod(e, [e, jobId, step] { e->cancel(jobId, step); }, Qt::QueuedConnection);
}

QFuture<QList<JobRun>> LocalBackend::listJobs(int limit)
{
    openStore();
    const QString home = m_options.home;
    return QtConcurrent::run([home, limit, ready = m_storeReady]() mutable {
        ready.waitForFinished(); // jobs left running by a process that ended are recovered first
        RunStore store(home);
        if (!store.open())
            return QList<JobRun>();
        return store.listJobs(limit);
    });
}

QFuture<JobRun> LocalBackend::job(const QString& jobId)
{
    openStore();
    const QString home = m_options.home;
    return QtConcurrent::run([home, jobId, ready = m_storeReady]() mutable {
        ready.waitForFinished(); // jobs left running by a process that ended are recovered first
        RunStore store(home);
        if (!store.open())
            return JobRun();
        return store.job(jobId).value_or(JobRun());
    });
}

QFuture<QList<ComputeTarget>> LocalBackend::computeTargets()
{
    const int cores = m_options.cores;
    return QtConcurrent::run([cores] {
        ComputeTarget t;
        t.name = QStringLiteral("local");
        t.kind = QStringLiteral("local");
        t.cores = cores;
        if (const std::optional<qint64> total = proc::memoryInfo().totalKiB)
            t.memoryBytes = *total * 1024;
        t.state = QStringLiteral("Running");
        return QList<ComputeTarget> {t};
    });
}

QFuture<ComputeSnapshot> LocalBackend::computeSnapshot()
{
    openStore();
    const QString home = m_options.home;
    const int cores = m_options.cores;
    const qint64 memoryLimit = m_options.memoryBytes;
    return QtConcurrent::run([home, cores, memoryLimit, ready = m_storeReady]() mutable {
        ready.waitForFinished();
        LocalMachine m;
        m.cores = cores;
        const proc::MemoryInfo mem = proc::memoryInfo();
        if (mem.totalKiB)
            m.memoryBytes = *mem.totalKiB * 1024;
        if (mem.totalKiB && mem.availableKiB)
            m.memoryInUseBytes = (*mem.totalKiB - *mem.availableKiB) * 1024;
        bool ok = false;
        const qint64 configured = memoryLimit > 0 ? memoryLimit : qEnvironmentVariableIntValue("PIPEWRIGHT_LOCAL_MEMORY_MB", &ok) * qint64(1024 * 1024);
        if (configured > 0)
            m.memoryBytes = configured;
        m.hostName = QSysInfo::machineHostName();
        RunStore store(home);
        QString error;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        if (store.open(&error))
            m.coresInUse = coresInUseAt(store.coreIntervals(now), now);
        ComputeSnapshot s = localComputeSnapshot(m);
        if (!error.isEmpty())
            s.error = error;
        return s;
    });
}

QFuture<QList<UsageSample>> LocalBackend::usageHistory(const QDateTime& since)
{
    openStore();
    const QString home = m_options.home;
    const int cores = m_options.cores;
    return QtConcurrent::run([home, cores, since, ready = m_storeReady]() mutable {
        ready.waitForFinished();
        RunStore store(home);
        if (!store.open())
            return QList<UsageSample>();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        return localUsageSamples(store.coreIntervals(since), since, now, cores);
    });
}

} // namespace pw
