// SPDX-License-Identifier: MIT
// Cancelling: by the user, by another process (requests in the run store), after a failed step, and when the
// application closes.
#include "localengine.h"

#include <csignal>

namespace pw {

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

} // namespace pw
