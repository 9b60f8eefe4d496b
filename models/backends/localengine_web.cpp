// SPDX-License-Identifier: MIT
// Web inputs: the public files a step's inputs name by http(s) URL, fetched into the cache of this machine's home
// (webinputs.h) before the step starts. The step is Preparing meanwhile and uses no cores; its log says what was
// fetched and, every two seconds, how far a download has come.
#include "localengine.h"

#include "httpclient.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QLocale>
#include <QPointer>

#include <atomic>

namespace pw {

WebInputCache& LocalEngine::webInputs()
{
    if (!m_webInputs)
        m_webInputs = std::make_unique<WebInputCache>(QDir(m_home).filePath(QStringLiteral("cache/web")));
    return *m_webInputs;
}

void LocalEngine::fetchWebInputs(Job& job, StepState& step)
{
    if (!prepareStepFolder(job, step)) {
        step.run.ended = QDateTime::currentDateTimeUtc();
        setStepStatus(job, step, RunStatus::Failed, tr("cannot create the step folder %1").arg(step.run.folder));
        stepFailed(job, step);
        return;
    }
    const QString jobId = job.run.id;
    const QString stepName = step.plan.name;
    auto pending = std::make_shared<int>(0);
    for (const PlannedInput& in : step.plan.inputs)
        *pending += in.kind == PlannedInput::Kind::WebFile ? 1 : 0;
    LogWriter log(step.run.logFile);
    for (const PlannedInput& in : step.plan.inputs) {
        if (in.kind != PlannedInput::Kind::WebFile)
            continue;
        const QUrl url(in.value);
        log.writeLine(tr("[pipewright] input '%1': fetching %2").arg(in.name, http::redactedUrl(url)));
        // progress from the transfer thread, reported in the step's log at most every two seconds
        auto last = std::make_shared<std::atomic<qint64>>(QDateTime::currentMSecsSinceEpoch());
        QPointer<LocalEngine> self(this);
        const QString input = in.name;
        auto progress = [self, jobId, stepName, input, last](qint64 received, qint64 total) {
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            qint64 before = last->load();
            if (now - before < 2000 || !last->compare_exchange_strong(before, now))
                return;
            QMetaObject::invokeMethod(
                self.data(),
                [self, jobId, stepName, input, received, total] {
                    if (!self)
                        return;
                    auto it = self->m_jobs.find(jobId);
                    StepState* s = it == self->m_jobs.end() ? nullptr : self->findStep(**it, stepName);
                    if (!s || s->run.status != RunStatus::Preparing)
                        return;
                    const QLocale locale;
                    const QString line = total > 0 ? tr("[pipewright] input '%1': %2 of %3")
                                                         .arg(input, locale.formattedDataSize(received),
                                                              locale.formattedDataSize(total))
                                                   : tr("[pipewright] input '%1': %2").arg(input, locale.formattedDataSize(received));
                    LogWriter(s->run.logFile).writeLine(line);
                    Q_EMIT self->stepLogAppended(jobId, stepName, line + QLatin1Char('\n'));
                },
                Qt::QueuedConnection);
        };
        webInputs().fetch(url, progress).then(this, [this, jobId, stepName, input, pending](const WebFile& f) {
            webInputFetched(jobId, stepName, input, f, --*pending == 0);
        });
    }
}

void LocalEngine::webInputFetched(const QString& jobId, const QString& stepName, const QString& input,
                                  const WebFile& file, bool last)
{
    auto it = m_jobs.find(jobId);
    if (it == m_jobs.end())
        return;
    auto jobPtr = *it;
    Job& job = *jobPtr;
    StepState* step = findStep(job, stepName);
    if (!step || step->run.status != RunStatus::Preparing)
        return; // canceled meanwhile
    LogWriter log(step->run.logFile);
    if (!file.error.isEmpty()) {
        log.writeLine(tr("[pipewright] input '%1': %2").arg(input, file.error));
        if (step->webError.isEmpty())
            step->webError = tr("input '%1' could not be fetched: %2").arg(input, file.error);
    } else {
        log.writeLine(tr("[pipewright] input '%1': %2").arg(input, file.note));
        step->webFiles.insert(input, file.path);
        if (file.stale)
            step->run.warnings << tr("input '%1': %2").arg(input, file.note);
    }
    if (!last)
        return;
    RunStore::Batch batch(m_store.get());
    if (!step->webError.isEmpty()) {
        step->run.ended = QDateTime::currentDateTimeUtc();
        log.writeLine(tr("[pipewright] Failed: %1").arg(step->webError));
        setStepStatus(job, *step, RunStatus::Failed, step->webError);
        stepFailed(job, *step);
        return;
    }
    step->webFetched = true;
    startStep(job, *step);
}

} // namespace pw
