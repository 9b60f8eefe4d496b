// SPDX-License-Identifier: MIT
// The jobs the run controller follows: the backends' status events, the job list (the Jobs panel's model), the
// details of single jobs (read coalesced, cached), and the active job with the last job run from each pipeline.
#include "jobsmodel.h"
#include "jobspanel.h"
#include "pipelinedocument.h"
#include "runcontroller.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QTimer>

namespace pw {

namespace {

    constexpr int JobListLimit = 500;

} // namespace

QString RunController::samePath(const QString& p)
{
    return p.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(p).absoluteFilePath());
}

void RunController::connectBackend(Backend* backend)
{
    connect(backend, &Backend::jobStatusChanged, this, [this, backend](const QString& id, RunStatus status) {
        if (backend != currentBackend())
            return;
        if (m_jobsModel->job(id))
            m_jobsModel->setStatus(id, status);
        m_listTimer->start();
        const bool shownOnCanvas = m_document && id == lastJobOf(m_document->filePath());
        if (m_cache.contains(id) || m_views.contains(id) || id == m_activeJob || shownOnCanvas)
            requestJob(id);
        updateActions(); // Cancel Run may refer to it though it is not the active job
        Q_EMIT jobStatusChanged(id, status);
    });
    connect(backend, &Backend::stepStatusChanged, this,
        [this, backend](const QString& id, const QString& step, RunStatus status) {
            if (backend != currentBackend())
                return;
            if (m_cache.contains(id) || m_views.contains(id) || id == m_activeJob
                || (m_document && id == lastJobOf(m_document->filePath())))
                requestJob(id);
            Q_EMIT stepStatusChanged(id, step, status);
        });
    connect(backend, &Backend::jobFinished, this, [this, backend](const QString& id, RunStatus status) {
        if (backend != currentBackend())
            return;
        if (m_jobsModel->job(id))
            m_jobsModel->setStatus(id, status);
        requestJob(id);
        refreshJobs();
        updateActions();
    });
}

void RunController::setCurrentDocument(PipelineDocument* document)
{
    m_document = document;
    if (document) {
        const QString path = samePath(document->filePath());
        if (!m_lastJobByFile.contains(path))
            lookUpLastJobFor(path);
        setActiveJob(m_lastJobByFile.value(path));
    } else {
        setActiveJob(QString());
    }
    updateActions();
}

void RunController::lookUpLastJobFor(const QString& pipelineFile)
{
    if (pipelineFile.isEmpty())
        return;
    // the model is sorted newest first
    for (int i = 0; i < m_jobsModel->rowCount(); ++i)
        if (samePath(m_jobsModel->jobAt(i).pipelineFile) == pipelineFile) {
            m_lastJobByFile.insert(pipelineFile, m_jobsModel->jobAt(i).id);
            return;
        }
}

void RunController::addPipelineFile(JobRun& job) const
{
    if (job.pipelineFile.isEmpty())
        job.pipelineFile = m_fileOfJob.value(job.id);
}

void RunController::setActiveJob(const QString& jobId)
{
    if (jobId == m_activeJob)
        return;
    m_activeJob = jobId;
    if (!jobId.isEmpty())
        requestJob(jobId);
    updateActions();
    Q_EMIT activeJobChanged(jobId);
}

const JobRun* RunController::cachedJob(const QString& jobId) const
{
    auto it = m_cache.constFind(jobId);
    return it == m_cache.constEnd() ? nullptr : &*it;
}

void RunController::requestJob(const QString& jobId)
{
    if (jobId.isEmpty())
        return;
    m_pendingFetch.insert(jobId);
    if (!m_fetchTimer->isActive())
        m_fetchTimer->start();
}

void RunController::fetchJob(const QString& jobId)
{
    Backend* backend = currentBackend();
    if (!backend)
        return;
    if (m_inFlight.contains(jobId)) {
        m_dirty.insert(jobId);
        return;
    }
    m_inFlight.insert(jobId);
    auto* watcher = new QFutureWatcher<JobRun>(this);
    connect(watcher, &QFutureWatcher<JobRun>::finished, this, [this, watcher, jobId] {
        watcher->deleteLater();
        m_inFlight.remove(jobId);
        const QFuture<JobRun> f = watcher->future();
        if (f.resultCount() > 0) {
            JobRun job = f.result();
            addPipelineFile(job);
            if (!job.id.isEmpty()) {
                m_cache.insert(jobId, job);
                if (m_jobsModel->job(jobId))
                    m_jobsModel->updateJob(job);
                Q_EMIT jobUpdated(job);
            } else {
                Q_EMIT jobMissing(jobId);
            }
        }
        updateActions();
        if (m_dirty.remove(jobId))
            fetchJob(jobId);
    });
    watcher->setFuture(backend->job(jobId));
}

void RunController::refreshJobs()
{
    Backend* backend = currentBackend();
    if (!backend)
        return;
    if (m_listInFlight) {
        m_listDirty = true;
        return;
    }
    m_listInFlight = true;
    auto* watcher = new QFutureWatcher<QList<JobRun>>(this);
    connect(watcher, &QFutureWatcher<QList<JobRun>>::finished, this, [this, watcher, backend] {
        watcher->deleteLater();
        m_listInFlight = false;
        const QFuture<QList<JobRun>> f = watcher->future();
        if (f.resultCount() > 0 && backend == currentBackend()) {
            const QStringList selected = m_jobsPanel ? m_jobsPanel->selectedJobIds() : QStringList();
            QList<JobRun> jobs = f.result();
            for (JobRun& j : jobs)
                addPipelineFile(j);
            m_jobsModel->setJobs(jobs);
            if (m_jobsPanel && m_jobsPanel->selectedJobIds() != selected)
                m_jobsPanel->selectJobs(selected);
            if (m_document && m_activeJob.isEmpty()) {
                const QString path = samePath(m_document->filePath());
                lookUpLastJobFor(path);
                if (m_lastJobByFile.contains(path))
                    setActiveJob(m_lastJobByFile.value(path));
            }
            updateActions();
        }
        if (std::exchange(m_listDirty, false))
            refreshJobs();
    });
    watcher->setFuture(backend->listJobs(JobListLimit));
}

} // namespace pw
