// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"

#include <QFuture>
#include <QThread>

#include <memory>

namespace pw {

class LocalEngine;

struct LocalBackendOptions
{
    QString home; // empty: RunStore::defaultHome()
    QString python; // empty: defaultPythonInterpreter() ($PIPEWRIGHT_PYTHON, else python3 on PATH)
    int cores = 0; // capacity; 0: $PIPEWRIGHT_LOCAL_CORES, else the number of cores
    qint64 memoryBytes = 0; // the memory shown as this machine's limit; 0: $PIPEWRIGHT_LOCAL_MEMORY_MB, else all
};

/// The local backend: runs pipelines on this machine. The scheduler and its processes live on a worker
/// thread; this object only forwards requests and signals, so it never blocks the thread it lives on.
/// The run store opens (and jobs left running by a process that ended are recovered) on the first request, or
/// when openStore() asks for it, always before any job is listed or started.
class LocalBackend final : public Backend
{
    Q_OBJECT
public:
    explicit LocalBackend(LocalBackendOptions options = {}, QObject* parent = nullptr);
    ~LocalBackend() override;

    QString id() const override;
    QString displayName() const override;
    QFuture<SubmitResult> submit(const QString& pipelineFile, const QByteArray& text, const SubmitOptions& options) override;
    void cancel(const QString& jobId, const QString& step = QString()) override;
    QFuture<QList<JobRun>> listJobs(int limit = 200) override;
    QFuture<JobRun> job(const QString& jobId) override;
    QFuture<QList<ComputeTarget>> computeTargets() override;
    /// This machine: its cores as the quota, the cores running steps hold (in any process using this home) as
    /// the usage.
    QFuture<ComputeSnapshot> computeSnapshot() override;
    /// Cores held over time, from the run store's steps.
    QFuture<QList<UsageSample>> usageHistory(const QDateTime& since) override;

    bool runsOnThisMachine() const override { return true; }
    /// The interpreter steps run with; setPythonInterpreter() changes it for the steps that start from now on
    /// (an empty path is ignored).
    QString pythonInterpreter() const override { return m_options.python; }
    void setPythonInterpreter(const QString& path) override;

    QString home() const;
    /// Open the run store on the worker thread now, if no request has opened it yet.
    void openStore();
    /// Jobs this process is running now.
    int activeJobCount() const;

private:
    LocalBackendOptions m_options;
    QThread m_thread;
    LocalEngine* m_engine = nullptr;
    QFuture<void> m_storeReady; // finished once the engine has opened the store; invalid until openStore()
    bool m_storeRequested = false;
};

} // namespace pw
