// SPDX-License-Identifier: MIT
// Submitting from the run controller: Run (after checking the document), Cancel and Rerun, what the backend
// answered, and the dialog that says why a run did not start.
#include "jobsmodel.h"
#include "jobspanel.h"
#include "messagebanner.h"
#include "pipelinedocument.h"
#include "pythonpreflight.h"
#include "runcontroller.h"
#include "submitproblemsdialog.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace pw {

bool RunController::run()
{
    PipelineDocument* doc = m_document;
    if (!doc) {
        showProblems(tr("Nothing to run"), tr("Open a pipeline file, then choose Run (F5)."), {}, QString());
        return false;
    }
    if (m_submitting)
        return false;
    const QString name = doc->displayName();
    if (!doc->isParsed()) {
        // not YAML at all: say so, with the error's place, rather than "not a pipeline"
        Diagnostics errors;
        for (const Diagnostic& d : doc->diagnostics())
            if (d.severity == Severity::Error)
                errors << d;
        const QString summary = tr("%1 is not valid YAML, so it cannot be read as a pipeline. Fix the error below (double-click "
                                   "it to go to its line) and run again.").arg(name);
        showProblems(tr("Cannot run %1").arg(name), summary, errors, doc->filePath());
        Q_EMIT submitFailed(summary, errors);
        return false;
    }
    if (!doc->isPipeline()) {
        showProblems(tr("Cannot run %1").arg(name),
            tr("%1 is not a pipeline: only files with 'type: pipeline' can be run. Open the pipeline that uses it.")
                .arg(name),
            {}, doc->filePath());
        return false;
    }
    Diagnostics errors;
    for (const Diagnostic& d : doc->diagnostics())
        if (d.severity == Severity::Error)
            errors << d;
    if (!errors.isEmpty()) {
        const QString summary
            = tr("%1 has %n error(s). Fix them (see Problems) and run again.", nullptr, int(errors.size())).arg(name);
        showProblems(tr("Cannot run %1").arg(name), summary, errors, doc->filePath());
        Q_EMIT submitFailed(summary, errors);
        return false;
    }
    if (doc->filePath().isEmpty()) {
        const QString summary
            = tr("Save %1 first: the paths of its components, code and data are relative to its folder.").arg(name);
        showProblems(tr("Cannot run %1").arg(name), summary, {}, QString());
        Q_EMIT submitFailed(summary, {});
        return false;
    }
    Backend* backend = currentBackend();
    if (!backend) {
        const QString summary = tr("No backend is available to run %1 on.").arg(name);
        showProblems(tr("Cannot run %1").arg(name), summary, {}, doc->filePath());
        Q_EMIT submitFailed(summary, {});
        return false;
    }
    // a backend that runs elsewhere: the steps must fit its compute and quota before anything is sent (on this
    // machine the findings are shown in Problems but do not stop a run)
    if (m_preflight && !backend->runsOnThisMachine()) {
        Diagnostics blocking;
        for (const Diagnostic& d : m_preflight(doc))
            if (d.severity == Severity::Error)
                blocking << d;
        if (!blocking.isEmpty()) {
            const QString summary = tr("%n step(s) of %1 cannot run on %2 as set: see why below, or choose another "
                                       "compute (Compute ▸ Step Compute…).",
                                       nullptr, int(blocking.size()))
                                        .arg(name, backend->displayName());
            showProblems(tr("Cannot submit %1").arg(name), summary, blocking, doc->filePath());
            Q_EMIT submitFailed(summary, blocking);
            return false;
        }
    }
    // this machine: does the Python the steps start with import what they need? Checked once per pipeline and
    // interpreter, in the background
    const QString python = pythonInterpreter();
    const QString checkKey = python + QLatin1Char('\n') + samePath(doc->filePath());
    if (backend->runsOnThisMachine() && !m_pythonChecked.contains(checkKey)) {
        if (!m_pythonPreflight)
            m_pythonPreflight = new PythonPreflight(this);
        m_submitting = true;
        updateActions();
        jobsPanel()->banner()->showMessage(tr("Checking that %1 imports what the steps of %2 need…")
                                               .arg(QDir::toNativeSeparators(python), name),
                                           MessageBanner::Kind::Info, 0);
        const QString file = doc->filePath();
        m_pythonPreflight->disconnect(this);
        connect(m_pythonPreflight, &PythonPreflight::finished, this, [this, file, checkKey, name](const PythonPreflight::Verdict& v) {
            m_submitting = false;
            updateActions();
            PipelineDocument* doc = m_document;
            if (!doc || samePath(doc->filePath()) != samePath(file)) {
                jobsPanel()->banner()->dismiss(); // another pipeline is current now: nothing runs
                return;
            }
            if (v.ready) {
                m_pythonChecked.insert(checkKey);
                submitNow(doc);
                return;
            }
            jobsPanel()->banner()->dismiss();
            const QString python = QDir::toNativeSeparators(v.interpreter);
            QString text = v.error.isEmpty()
                ? tr("The steps of %1 need %2, but %3 cannot import %4.")
                      .arg(name, v.needed.join(QStringLiteral(", ")), python, v.missing.join(QStringLiteral(", ")))
                : tr("%1 does not run (%2), and the steps of %3 need %4.").arg(python, v.error, name, v.needed.join(QStringLiteral(", ")));
            text += QLatin1Char(' ')
                + (v.alternative.isEmpty()
                       ? tr("No other interpreter found here imports them all: install them, or choose an interpreter.")
                       : tr("%1 (Python %2) imports them all.").arg(QDir::toNativeSeparators(v.alternative), v.alternativeVersion));
            const PythonAnswer answer = m_pythonQuestion ? m_pythonQuestion(tr("Run %1").arg(name), text, v.alternative)
                                                         : askAboutPython(tr("Run %1").arg(name), text, v.alternative);
            switch (answer) {
            case PythonAnswer::UseAlternative: {
                QString error;
                if (v.alternative.isEmpty() || !setPythonInterpreter(v.alternative, &error)) {
                    showProblems(tr("Cannot run %1").arg(name), error, {}, file);
                    return;
                }
                m_pythonChecked.insert(pythonInterpreter() + QLatin1Char('\n') + samePath(file));
                statusMessage(tr("Steps that run on this machine now start with %1.").arg(QDir::toNativeSeparators(pythonInterpreter())));
                submitNow(doc);
                return;
            }
            case PythonAnswer::Choose:
                choosePythonInterpreter();
                return;
            case PythonAnswer::RunAnyway:
                m_pythonChecked.insert(checkKey);
                submitNow(doc);
                return;
            case PythonAnswer::Cancel:
                return;
            }
        });
        PythonSearch search;
        if (m_workspaceFolder && !m_workspaceFolder().isEmpty())
            search.workspaceFolders << m_workspaceFolder();
        else
            search.workspaceFolders << QFileInfo(file).absolutePath();
        m_pythonPreflight->start(file, doc->text(), python, search);
        return true;
    }
    submitNow(doc);
    return true;
}

RunController::PythonAnswer RunController::askAboutPython(const QString& title, const QString& text, const QString& alternative)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::NoButton, m_window);
    box.setObjectName(QStringLiteral("pythonPreflightBox"));
    QPushButton* use = nullptr;
    if (!alternative.isEmpty()) {
        use = box.addButton(tr("Use %1 and Run").arg(QFileInfo(alternative).fileName() == QLatin1String("python3")
                                                          ? QDir::toNativeSeparators(alternative)
                                                          : QFileInfo(alternative).fileName()),
                            QMessageBox::AcceptRole);
        use->setToolTip(QDir::toNativeSeparators(alternative));
    }
    QPushButton* choose = box.addButton(tr("Choose Interpreter…"), QMessageBox::ActionRole);
    QPushButton* anyway = box.addButton(tr("Run Anyway"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(use ? use : choose);
    box.exec();
    if (use && box.clickedButton() == use)
        return PythonAnswer::UseAlternative;
    if (box.clickedButton() == choose)
        return PythonAnswer::Choose;
    if (box.clickedButton() == anyway)
        return PythonAnswer::RunAnyway;
    return PythonAnswer::Cancel;
}

void RunController::submitNow(PipelineDocument* doc)
{
    const QString name = doc->displayName();
    Backend* backend = currentBackend();
    if (!backend)
        return;
    m_submitting = true;
    updateActions();
    const QString file = doc->filePath();
    jobsPanel()->banner()->showMessage(
        tr("Starting %1 on %2…").arg(name, m_selector->currentText()), MessageBanner::Kind::Info, 0);
    auto* watcher = new QFutureWatcher<SubmitResult>(this);
    connect(watcher, &QFutureWatcher<SubmitResult>::finished, this, [this, watcher, file] {
        watcher->deleteLater();
        SubmitResult r;
        if (watcher->future().resultCount() > 0)
            r = watcher->future().result();
        else
            r.error = tr("the backend did not answer");
        onSubmitted(file, r, false);
    });
    watcher->setFuture(backend->submit(file, doc->text(), SubmitOptions {}));
}

void RunController::cancelJob(const QString& jobId, const QString& step)
{
    Backend* backend = currentBackend();
    if (!backend || jobId.isEmpty())
        return;
    backend->cancel(jobId, step);
    jobsPanel()->banner()->showMessage(
        step.isEmpty() ? tr("Canceling job %1…").arg(jobId) : tr("Canceling step '%1' of job %2…").arg(step, jobId),
        MessageBanner::Kind::Info);
}

bool RunController::requestCancel(const QStringList& jobIds)
{
    QStringList running;
    for (const QString& id : jobIds) {
        const JobRun* j = m_jobsModel->job(id);
        if (!j)
            j = cachedJob(id);
        if (j && !isTerminal(j->status))
            running << id;
    }
    if (running.isEmpty())
        return false;
    const QString title = tr("Cancel %n Job(s)", nullptr, int(running.size()));
    const QString text = running.size() == 1
        ? tr("Cancel job %1? Its running steps are stopped; the steps that finished keep their outputs and every step keeps "
             "its logs.").arg(running.first())
        : tr("Cancel %n jobs? Their running steps are stopped; the steps that finished keep their outputs and every step "
             "keeps its logs.", nullptr, int(running.size()));
    bool yes = false;
    if (m_cancelQuestion) {
        yes = m_cancelQuestion(title, text);
    } else {
        QMessageBox box(QMessageBox::Question, title, text, QMessageBox::NoButton, m_window);
        box.setObjectName(QStringLiteral("cancelJobBox"));
        QPushButton* cancel = box.addButton(running.size() == 1 ? tr("Cancel Job") : tr("Cancel Jobs"), QMessageBox::DestructiveRole);
        QPushButton* keep = box.addButton(tr("Keep Running"), QMessageBox::RejectRole);
        box.setDefaultButton(keep);
        box.setEscapeButton(keep);
        box.exec();
        yes = box.clickedButton() == cancel;
    }
    if (!yes)
        return false;
    for (const QString& id : std::as_const(running))
        cancelJob(id);
    return true;
}

void RunController::rerun(const QString& jobId, const QStringList& steps)
{
    Backend* backend = currentBackend();
    if (!backend || jobId.isEmpty() || m_submitting)
        return;
    QString file;
    if (const JobRun* j = cachedJob(jobId))
        file = j->pipelineFile;
    else if (const JobRun* j = m_jobsModel->job(jobId))
        file = j->pipelineFile;
    SubmitOptions options;
    options.rerunOf = jobId;
    options.rerunSteps = steps;
    m_submitting = true;
    updateActions();
    jobsPanel()->banner()->showMessage(steps.isEmpty()
            ? tr("Rerunning the failed steps of %1…").arg(jobId)
            : tr("Rerunning %1 of %2…").arg(steps.join(QStringLiteral(", ")), jobId),
        MessageBanner::Kind::Info, 0);
    auto* watcher = new QFutureWatcher<SubmitResult>(this);
    connect(watcher, &QFutureWatcher<SubmitResult>::finished, this, [this, watcher, file] {
        watcher->deleteLater();
        SubmitResult r;
        if (watcher->future().resultCount() > 0)
            r = watcher->future().result();
        else
            r.error = tr("the backend did not answer");
        onSubmitted(file, r, true);
    });
    // the backend reads the original job's snapshot: the rerun runs what ran then
    watcher->setFuture(backend->submit(QString(), QByteArray(), options));
}

void RunController::onSubmitted(const QString& pipelineFile, const SubmitResult& result, bool isRerun)
{
    m_submitting = false;
    const QString name = QFileInfo(pipelineFile).fileName();
    if (!result.ok()) {
        jobsPanel()->banner()->dismiss();
        const QString error = result.error.isEmpty() ? tr("the backend gave no job id") : result.error;
        const QString title = isRerun ? tr("The rerun could not start") : tr("Cannot run %1").arg(name);
        QString summary = error.isEmpty() ? QString() : error.at(0).toUpper() + error.mid(1);
        if (!summary.endsWith(QLatin1Char('.')))
            summary += QLatin1Char('.');
        showProblems(title, summary, result.problems, pipelineFile);
        Q_EMIT submitFailed(error, result.problems);
        updateActions();
        return;
    }
    const QString id = result.jobId;
    m_lastJobByFile.insert(samePath(pipelineFile), id);
    if (!pipelineFile.isEmpty())
        m_fileOfJob.insert(id, pipelineFile);
    // show it at once; the listing fills in the details
    JobRun placeholder;
    placeholder.id = id;
    placeholder.pipelineFile = pipelineFile;
    placeholder.created = QDateTime::currentDateTimeUtc();
    placeholder.status = RunStatus::NotStarted;
    placeholder.backend = currentBackend()->id();
    if (!m_jobsModel->job(id))
        m_jobsModel->updateJob(placeholder);
    setActiveJob(id);
    requestJob(id);
    refreshJobs();
    m_jobsDock->show();
    m_jobsDock->raise();
    jobsPanel()->selectJob(id);
    QStringList warnings;
    for (const Diagnostic& d : result.problems)
        if (d.severity != Severity::Error)
            warnings << (d.step.isEmpty() ? d.message : tr("step '%1': %2").arg(d.step, d.message));
    if (warnings.isEmpty()) {
        jobsPanel()->banner()->showMessage(
            tr("Job %1 started on %2.").arg(id, m_selector->currentText()), MessageBanner::Kind::Info);
    } else {
        QStringList shown = warnings.mid(0, 2);
        if (warnings.size() > 2)
            shown << tr("and %n more (see the run view)", nullptr, int(warnings.size() - 2));
        jobsPanel()->banner()->showMessage(tr("Job %1 started with %n warning(s): %2", nullptr, int(warnings.size()))
                                               .arg(id, shown.join(QStringLiteral("; "))),
            MessageBanner::Kind::Warning);
    }
    if (isRerun)
        openRunView(id);
    updateActions();
    Q_EMIT jobSubmitted(id);
}

void RunController::showProblems(
    const QString& title, const QString& summary, const Diagnostics& problems, const QString& file)
{
    if (!m_problemsDialog) {
        m_problemsDialog = new SubmitProblemsDialog(m_window);
        connect(m_problemsDialog, &SubmitProblemsDialog::problemActivated, this, &RunController::problemActivated);
    }
    m_problemsDialog->setProblems(title, summary, problems, file);
    m_problemsDialog->show();
    m_problemsDialog->raise();
    m_problemsDialog->activateWindow();
}

} // namespace pw
