// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"

#include <QThread>

#include <memory>

namespace pw {

class LocalEngine;

struct LocalBackendOptions
{
    QString home; // empty: RunStore::defaultHome()
    QString python; // empty: defaultPythonInterpreter() ($PIPEWRIGHT_PYTHON, else python3 on PATH)
    int cores = 0; // capacity; 0: $PIPEWRIGHT_LOCAL_CORES, else the number of cores
};

/// The local backend: runs pipelines on this machine. The scheduler and its processes live on a worker
/// thread; this object only forwards requests and signals, so it never blocks the thread it lives on.
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

    bool runsOnThisMachine() const override { return true; }
    /// The interpreter steps run with; setPythonInterpreter() changes it for the steps that start from now on
    /// (an empty path is ignored).
    QString pythonInterpreter() const override { return m_options.python; }
    void setPythonInterpreter(const QString& path) override;

    QString home() const;
    /// Jobs this process is running now.
    int activeJobCount() const;

private:
    LocalBackendOptions m_options;
    QThread m_thread;
    LocalEngine* m_engine = nullptr;
};

} // namespace pw
