// SPDX-License-Identifier: MIT
#include "runcontroller.h"
#include "fileio.h"

#include "comparedialog.h"
#include "componentcache.h"
#include "icons.h"
#include "jobsmodel.h"
#include "jobspanel.h"
#include "messagebanner.h"
#include "pipelinedocument.h"
#include "pipelinegraph.h"
#include "pythonenvironments.h"
#include "pythoninterpreterdialog.h"
#include "runstatusstyle.h"
#include "runview.h"
#include "submitproblemsdialog.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QToolBar>

namespace pw {

namespace {

    constexpr int JobListLimit = 500;

    QString samePath(const QString& p)
    {
        return p.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(p).absoluteFilePath());
    }

} // namespace

RunController::RunController(QMainWindow* window, const QList<Backend*>& backends)
    : QObject(window)
    , m_window(window)
    , m_backendModel(new QStandardItemModel(this))
    , m_components(std::make_shared<ComponentCache>())
{
    setObjectName(QStringLiteral("runController"));
    qRegisterMetaType<pw::RunStatus>("pw::RunStatus");
    qRegisterMetaType<pw::JobRun>("pw::JobRun");
    m_jobsModel = new JobsModel(this);
    m_fetchTimer = new QTimer(this);
    m_fetchTimer->setSingleShot(true);
    m_fetchTimer->setInterval(120);
    connect(m_fetchTimer, &QTimer::timeout, this, [this] {
        const QSet<QString> ids = std::exchange(m_pendingFetch, {});
        for (const QString& id : ids)
            fetchJob(id);
    });
    m_listTimer = new QTimer(this);
    m_listTimer->setSingleShot(true);
    m_listTimer->setInterval(400);
    connect(m_listTimer, &QTimer::timeout, this, &RunController::refreshJobs);

    m_selector = new QComboBox(window);
    m_selector->setObjectName(QStringLiteral("backendSelector"));
    m_selector->setModel(m_backendModel);
    m_selector->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_selector->hide();
    connect(m_selector, &QComboBox::currentIndexChanged, this, [this](int i) { setCurrentBackend(i); });

    createActions();
    for (Backend* b : backends)
        addBackend(b);

    m_jobsPanel = new JobsPanel(this, m_jobsModel, window);
    m_jobsDock = new QDockWidget(window);
    m_jobsDock->setObjectName(QStringLiteral("jobsDock"));
    m_jobsDock->setWidget(m_jobsPanel);
    m_jobsDock->setFeatures(
        QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_jobsDock);
    connect(m_jobsPanel, &JobsPanel::currentJobChanged, this, &RunController::setActiveJob);
    connect(m_jobsPanel->view()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &RunController::updateActions);

    m_statusLabel = new QLabel(window);
    m_statusLabel->setObjectName(QStringLiteral("runningJobsLabel"));
    m_statusLabel->setContentsMargins(6, 0, 6, 0);
    m_statusLabel->hide();
    connect(m_jobsModel, &JobsModel::runningCountChanged, this, [this](int n) {
        m_statusLabel->setText(tr("%n job(s) running", nullptr, n));
        m_statusLabel->setVisible(n > 0);
        updateActions();
        Q_EMIT runningJobsChanged(n);
    });

    window->installEventFilter(this);
    retranslate();
    // the first listing waits a moment: on a new home the backend is creating its run store right now
    QTimer::singleShot(300, this, &RunController::refreshJobs);
    updateActions();
}

RunController::~RunController()
{
    // the panels hold on to this object: take them down first
    for (const QPointer<RunView>& v : std::as_const(m_views))
        if (v && m_runsTabs && m_runsTabs->isAncestorOf(v))
            delete v.data();
    delete m_runsDock.data();
    delete m_jobsDock.data();
    delete m_problemsDialog.data();
}

void RunController::createActions()
{
    m_runAction = new QAction(this);
    m_runAction->setObjectName(QStringLiteral("actionRun"));
    m_runAction->setIcon(appIcon(QStringLiteral("run")));
    m_runAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_runAction, &QAction::triggered, this, [this] { run(); });

    m_cancelAction = new QAction(this);
    m_cancelAction->setObjectName(QStringLiteral("actionCancelRun"));
    m_cancelAction->setIcon(appIcon(QStringLiteral("stop")));
    m_cancelAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    connect(m_cancelAction, &QAction::triggered, this, [this] {
        if (!m_activeJob.isEmpty())
            cancelJob(m_activeJob);
    });

    m_rerunFailedAction = new QAction(this);
    m_rerunFailedAction->setObjectName(QStringLiteral("actionRerunFailed"));
    m_rerunFailedAction->setIcon(runStatusIcon(RunStatus::Completed, true));
    connect(m_rerunFailedAction, &QAction::triggered, this, [this] {
        if (!m_activeJob.isEmpty())
            rerun(m_activeJob);
    });

    m_openRunViewAction = new QAction(this);
    m_openRunViewAction->setObjectName(QStringLiteral("actionOpenRunView"));
    connect(m_openRunViewAction, &QAction::triggered, this, [this] {
        if (!m_activeJob.isEmpty())
            openRunView(m_activeJob);
    });

    m_compareAction = new QAction(this);
    m_compareAction->setObjectName(QStringLiteral("actionCompareJobs"));
    connect(m_compareAction, &QAction::triggered, this, [this] {
        const QStringList ids = m_jobsPanel->selectedJobIds();
        if (ids.size() == 2)
            compareJobs(ids[1], ids[0]);
    });

    m_pythonAction = new QAction(this);
    m_pythonAction->setObjectName(QStringLiteral("actionPythonInterpreter"));
    connect(m_pythonAction, &QAction::triggered, this, &RunController::choosePythonInterpreter);
    m_refreshAction = new QAction(this);
    m_refreshAction->setObjectName(QStringLiteral("actionRefreshJobs"));
    connect(m_refreshAction, &QAction::triggered, this, &RunController::refreshJobs);

    m_backendGroup = new QActionGroup(this);
    m_backendGroup->setExclusive(true);
}

void RunController::install(QMenuBar* menuBar, QToolBar* toolBar, QAction* beforeMenu)
{
    if (menuBar && !m_runMenu) {
        m_runMenu = new QMenu(menuBar);
        m_runMenu->setObjectName(QStringLiteral("runMenu"));
        m_runMenu->addAction(m_runAction);
        m_runMenu->addAction(m_cancelAction);
        m_runMenu->addAction(m_rerunFailedAction);
        m_runMenu->addSeparator();
        m_runMenu->addAction(m_openRunViewAction);
        m_runMenu->addAction(m_compareAction);
        m_runMenu->addAction(m_refreshAction);
        m_runMenu->addAction(m_pythonAction);
        m_runMenu->addSeparator();
        m_backendMenu = m_runMenu->addMenu(QString());
        m_backendMenu->setObjectName(QStringLiteral("backendMenu"));
        m_backendMenu->addActions(m_backendGroup->actions());
        m_runMenu->addAction(m_jobsDock->toggleViewAction());
        if (beforeMenu)
            menuBar->insertMenu(beforeMenu, m_runMenu);
        else
            menuBar->addMenu(m_runMenu);
    }
    if (toolBar) {
        toolBar->addSeparator();
        QAction* selector = toolBar->addWidget(m_selector);
        selector->setVisible(true);
        m_selector->show();
        toolBar->addAction(m_runAction);
        toolBar->addAction(m_cancelAction);
    }
    retranslate();
}

void RunController::retranslate()
{
    m_runAction->setText(tr("&Run"));
    m_runAction->setIconText(tr("Run"));
    m_runAction->setToolTip(tr("Run the pipeline on the selected backend (F5)"));
    m_runAction->setStatusTip(tr("Run the open pipeline, saved or not, on the selected backend"));
    m_cancelAction->setText(tr("&Cancel Run"));
    m_cancelAction->setIconText(tr("Cancel Run"));
    m_cancelAction->setToolTip(tr("Cancel the running job (Shift+F5)"));
    m_rerunFailedAction->setText(tr("Rerun &Failed Steps"));
    m_rerunFailedAction->setToolTip(
        tr("Run the failed steps of the job again as a new job; completed steps are reused"));
    m_openRunViewAction->setText(tr("Open Run &View"));
    m_compareAction->setText(tr("Co&mpare Selected Jobs"));
    m_refreshAction->setText(tr("Refresh &Jobs"));
    m_pythonAction->setText(tr("&Python Interpreter…"));
    m_pythonAction->setStatusTip(tr("Choose the Python that steps run with on this machine"));
    m_selector->setPlaceholderText(tr("No backend"));
    if (m_runMenu)
        m_runMenu->setTitle(tr("&Run"));
    if (m_backendMenu)
        m_backendMenu->setTitle(tr("&Backend"));
    m_selector->setToolTip(m_backends.isEmpty() ? tr("No backend is available: pipelines cannot run here")
                                                : tr("Where pipelines run"));
    m_selector->setAccessibleName(tr("Backend"));
    m_jobsDock->setWindowTitle(tr("Jobs"));
    m_jobsDock->toggleViewAction()->setText(tr("&Jobs"));
    if (m_runsDock)
        m_runsDock->setWindowTitle(tr("Runs"));
    for (int i = 0; i < m_backends.size(); ++i) {
        const QString name
            = m_backends[i]->id() == QLatin1String("local") ? tr("This machine") : m_backends[i]->displayName();
        m_backendModel->item(i)->setText(name);
        m_backendGroup->actions().at(i)->setText(name);
    }
    m_statusLabel->setText(tr("%n job(s) running", nullptr, m_jobsModel->runningCount()));
}

bool RunController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

// ----- backends -----------------------------------------------------------------------------------

void RunController::addBackend(Backend* backend)
{
    backend->setParent(this);
    m_backends << backend;
    auto* item
        = new QStandardItem(backend->id() == QLatin1String("local") ? tr("This machine") : backend->displayName());
    item->setData(backend->id(), Qt::UserRole);
    item->setToolTip(
        backend->id() == QLatin1String("local") ? tr("Pipelines run on this computer") : backend->displayName());
    m_backendModel->appendRow(item);
    QAction* a = m_backendGroup->addAction(item->text());
    a->setCheckable(true);
    a->setChecked(m_backends.size() == 1);
    const int index = int(m_backends.size()) - 1;
    connect(a, &QAction::triggered, this, [this, index] { setCurrentBackend(index); });
    if (m_backendMenu)
        m_backendMenu->addAction(a);
    connectBackend(backend);
    updateActions();
}

Backend* RunController::currentBackend() const
{
    return m_current >= 0 && m_current < m_backends.size() ? m_backends[m_current] : nullptr;
}

void RunController::setCurrentBackend(int index)
{
    if (index < 0 || index >= m_backends.size() || index == m_current)
        return;
    m_current = index;
    m_selector->setCurrentIndex(index);
    m_backendGroup->actions().at(index)->setChecked(true);
    m_cache.clear();
    m_jobsModel->setJobs({});
    setActiveJob(QString());
    refreshJobs();
    Q_EMIT currentBackendChanged(currentBackend());
}

void RunController::connectBackend(Backend* backend)
{
    connect(backend, &Backend::jobStatusChanged, this, [this, backend](const QString& id, RunStatus status) {
        if (backend != currentBackend())
            return;
        if (m_jobsModel->job(id))
            m_jobsModel->setStatus(id, status);
        m_listTimer->start();
        if (m_cache.contains(id) || m_views.contains(id) || id == m_activeJob)
            requestJob(id);
        if (id == m_activeJob)
            updateActions();
        Q_EMIT jobStatusChanged(id, status);
    });
    connect(backend, &Backend::stepStatusChanged, this,
        [this, backend](const QString& id, const QString& step, RunStatus status) {
            if (backend != currentBackend())
                return;
            if (m_cache.contains(id) || m_views.contains(id) || id == m_activeJob)
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

void RunController::setComponentCache(std::shared_ptr<ComponentCache> cache)
{
    m_components = cache ? std::move(cache) : std::make_shared<ComponentCache>();
}

// ----- documents and the active job ---------------------------------------------------------------

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
            const JobRun job = f.result();
            if (!job.id.isEmpty()) {
                m_cache.insert(jobId, job);
                if (m_jobsModel->job(jobId))
                    m_jobsModel->updateJob(job);
                Q_EMIT jobUpdated(job);
            } else {
                Q_EMIT jobMissing(jobId);
            }
        }
        if (jobId == m_activeJob)
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
            const QStringList selected = m_jobsPanel->selectedJobIds();
            m_jobsModel->setJobs(f.result());
            if (m_jobsPanel->selectedJobIds() != selected)
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

void RunController::updateActions()
{
    m_runAction->setEnabled(m_document && !m_submitting && currentBackend());
    m_selector->setEnabled(!m_backends.isEmpty());
    bool local = false;
    for (Backend* b : std::as_const(m_backends))
        local = local || b->runsOnThisMachine();
    m_pythonAction->setEnabled(local);
    RunStatus status = RunStatus::NotStarted;
    bool known = false;
    bool anyNotCompleted = false;
    if (const JobRun* j = cachedJob(m_activeJob)) {
        status = j->status;
        known = true;
        for (const StepRun& s : j->steps)
            anyNotCompleted = anyNotCompleted || s.status != RunStatus::Completed;
        if (j->steps.isEmpty())
            anyNotCompleted = j->status != RunStatus::Completed;
    }
    if (const JobRun* j = m_jobsModel->job(m_activeJob)) {
        status = j->status; // status events arrive here first
        known = true;
    }
    m_cancelAction->setEnabled(known && !isTerminal(status));
    m_rerunFailedAction->setEnabled(known && isTerminal(status) && (status != RunStatus::Completed || anyNotCompleted));
    m_openRunViewAction->setEnabled(known);
    m_compareAction->setEnabled(m_jobsPanel && m_jobsPanel->selectedJobIds().size() == 2);
}

// ----- run, cancel, rerun -------------------------------------------------------------------------

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
    m_submitting = true;
    updateActions();
    const QString file = doc->filePath();
    m_jobsPanel->banner()->showMessage(
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
    return true;
}

void RunController::cancelJob(const QString& jobId, const QString& step)
{
    Backend* backend = currentBackend();
    if (!backend || jobId.isEmpty())
        return;
    backend->cancel(jobId, step);
    m_jobsPanel->banner()->showMessage(
        step.isEmpty() ? tr("Canceling job %1…").arg(jobId) : tr("Canceling step '%1' of job %2…").arg(step, jobId),
        MessageBanner::Kind::Info);
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
    m_jobsPanel->banner()->showMessage(steps.isEmpty()
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
        m_jobsPanel->banner()->dismiss();
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
    m_jobsPanel->selectJob(id);
    QStringList warnings;
    for (const Diagnostic& d : result.problems)
        if (d.severity != Severity::Error)
            warnings << (d.step.isEmpty() ? d.message : tr("step '%1': %2").arg(d.step, d.message));
    if (warnings.isEmpty()) {
        m_jobsPanel->banner()->showMessage(
            tr("Job %1 started on %2.").arg(id, m_selector->currentText()), MessageBanner::Kind::Info);
    } else {
        QStringList shown = warnings.mid(0, 2);
        if (warnings.size() > 2)
            shown << tr("and %n more (see the run view)", nullptr, int(warnings.size() - 2));
        m_jobsPanel->banner()->showMessage(tr("Job %1 started with %n warning(s): %2", nullptr, int(warnings.size()))
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

// ----- run views and comparisons ------------------------------------------------------------------

RunView* RunController::runView(const QString& jobId) const
{
    return m_views.value(jobId).data();
}

QList<RunView*> RunController::runViews() const
{
    QList<RunView*> out;
    for (const QPointer<RunView>& v : m_views)
        if (v)
            out << v.data();
    return out;
}

RunView* RunController::openRunView(const QString& jobId)
{
    if (jobId.isEmpty())
        return nullptr;
    RunView* view = m_views.value(jobId).data();
    if (!view) {
        view = new RunView(this, jobId);
        m_views.insert(jobId, view);
        connect(view, &QObject::destroyed, this, [this, jobId] { m_views.remove(jobId); });
    }
    setActiveJob(jobId);
    placeRunView(view);
    return view;
}

void RunController::placeRunView(RunView* view)
{
    if (m_host) {
        m_host(view);
        return;
    }
    if (!m_runsDock) {
        m_runsDock = new QDockWidget(m_window);
        m_runsDock->setObjectName(QStringLiteral("runsDock"));
        m_runsDock->setFeatures(
            QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
        m_runsTabs = new QTabWidget(m_runsDock);
        m_runsTabs->setObjectName(QStringLiteral("runsTabs"));
        m_runsTabs->setTabsClosable(true);
        m_runsTabs->setDocumentMode(true);
        connect(m_runsTabs, &QTabWidget::tabCloseRequested, this, [this](int i) {
            QWidget* w = m_runsTabs->widget(i);
            m_runsTabs->removeTab(i);
            if (w)
                w->deleteLater();
            if (m_runsTabs->count() == 0)
                m_runsDock->hide();
        });
        m_runsDock->setWidget(m_runsTabs);
        m_runsDock->setWindowTitle(tr("Runs"));
        RunView::placeDock(m_window, m_runsDock);
    }
    int index = m_runsTabs->indexOf(view);
    if (index < 0) {
        index = m_runsTabs->addTab(view, view->statusIcon(), view->title());
        connect(view, &RunView::titleChanged, m_runsTabs, [this, view](const QString& title) {
            const int i = m_runsTabs->indexOf(view);
            if (i >= 0) {
                m_runsTabs->setTabText(i, title);
                m_runsTabs->setTabToolTip(i, view->jobId());
            }
        });
        connect(view, &RunView::statusChanged, m_runsTabs, [this, view] {
            const int i = m_runsTabs->indexOf(view);
            if (i >= 0)
                m_runsTabs->setTabIcon(i, view->statusIcon());
        });
    }
    m_runsTabs->setCurrentIndex(index);
    m_runsDock->show();
    m_runsDock->raise();
}

void RunController::compareJobs(const QString& a, const QString& b)
{
    auto* dialog = new CompareDialog(this, a, b, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

// ----- dependencies -------------------------------------------------------------------------------

QHash<QString, QStringList> RunController::snapshotDependencies(
    const JobRun& job, const std::shared_ptr<ComponentCache>& components)
{
    QHash<QString, QStringList> deps;
    if (job.folder.isEmpty() || job.pipelineFile.isEmpty())
        return deps;
    const QString snapshot
        = QDir(job.folder).filePath(QStringLiteral("snapshot/") + QFileInfo(job.pipelineFile).fileName());
    QByteArray text;
    if (!readFileBytes(snapshot, text, nullptr))
        return deps;
    const auto prepared = PipelineDocument::prepare(
        text, job.pipelineFile, components ? components : std::make_shared<ComponentCache>());
    if (!prepared || !prepared->spec)
        return deps;
    PipelineGraph graph;
    graph.rebuild(*prepared->spec);
    // a step of the snapshot stands for the job step of that name and, for a nested pipeline, its inner steps
    auto expand = [&job](const QString& name) {
        QStringList out;
        const QString prefix = name + QLatin1Char('.');
        for (const StepRun& s : job.steps)
            if (s.name == name || s.name.startsWith(prefix))
                out << s.name;
        return out;
    };
    for (const GraphEdge& e : graph.edges()) {
        const GraphNode* from = graph.node(e.from);
        const GraphNode* to = graph.node(e.to);
        if (!from || !to || from->kind != NodeKind::Step || to->kind != NodeKind::Step || from->name == to->name)
            continue;
        const QStringList sources = expand(from->name);
        for (const QString& t : expand(to->name))
            for (const QString& f : sources)
                if (!deps.value(t).contains(f))
                    deps[t] << f;
    }
    return deps;
}

QHash<QString, QStringList> RunController::pathDependencies(const JobRun& job)
{
    QHash<QString, QStringList> deps;
    struct Output {
        QString step;
        QString path;
    };
    QList<Output> outputs;
    for (const StepRun& s : job.steps)
        for (const QString& p : s.outputs)
            if (!p.isEmpty())
                outputs << Output { s.name, QDir::cleanPath(p) };
    for (const StepRun& s : job.steps)
        for (const QString& value : s.inputs) {
            if (!QDir::isAbsolutePath(value))
                continue;
            const QString p = QDir::cleanPath(value);
            for (const Output& o : std::as_const(outputs))
                if (o.step != s.name && (p == o.path || p.startsWith(o.path + QLatin1Char('/')))
                    && !deps.value(s.name).contains(o.step))
                    deps[s.name] << o.step;
        }
    return deps;
}

QHash<QString, QStringList> RunController::stepDependencies(
    const JobRun& job, const std::shared_ptr<ComponentCache>& components)
{
    QHash<QString, QStringList> deps = snapshotDependencies(job, components);
    const QHash<QString, QStringList> fromPaths = pathDependencies(job);
    for (auto it = fromPaths.cbegin(); it != fromPaths.cend(); ++it)
        for (const QString& d : it.value())
            if (!deps.value(it.key()).contains(d))
                deps[it.key()] << d;
    return deps;
}

QAction* RunController::showJobsAction() const
{
    return m_jobsDock->toggleViewAction();
}

QString RunController::pythonInterpreter() const
{
    for (Backend* b : m_backends)
        if (b->runsOnThisMachine())
            return b->pythonInterpreter();
    return defaultPythonInterpreter();
}

bool RunController::setPythonInterpreter(const QString& path, QString* error)
{
    QString python = path.trimmed();
    if (!python.isEmpty()) {
        const QString found = QDir::isAbsolutePath(python) ? python : QStandardPaths::findExecutable(python);
        const QFileInfo fi(found);
        if (found.isEmpty() || !fi.isFile() || !fi.isExecutable()) {
            if (error)
                *error = tr("%1 is not an executable program").arg(python);
            return false;
        }
        python = fi.absoluteFilePath();
        QSettings().setValue(QStringLiteral("run/python"), python);
    } else {
        QSettings().remove(QStringLiteral("run/python"));
        python = defaultPythonInterpreter();
    }
    for (Backend* b : m_backends)
        if (b->runsOnThisMachine())
            b->setPythonInterpreter(python);
    return true;
}

PythonInterpreterDialog* RunController::pythonInterpreterDialog() const
{
    return m_pythonDialog;
}

void RunController::choosePythonInterpreter()
{
    if (m_pythonDialog) {
        m_pythonDialog->show();
        m_pythonDialog->raise();
        m_pythonDialog->activateWindow();
        return;
    }
    auto* dialog = new PythonInterpreterDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_pythonDialog = dialog;
    // virtual environments are looked for in the workspace, or else beside the pipeline's folder
    QStringList folders;
    const QString workspace = m_workspaceFolder ? m_workspaceFolder() : QString();
    if (!workspace.isEmpty())
        folders << workspace;
    QString file;
    QByteArray text;
    if (PipelineDocument* doc = m_document) {
        file = doc->filePath();
        text = doc->text();
        if (!file.isEmpty()) {
            const QString dir = QFileInfo(file).absolutePath();
            if (workspace.isEmpty() || !samePath(dir).startsWith(samePath(workspace) + QLatin1Char('/'))) {
                QDir parent(dir);
                folders << (parent.cdUp() ? parent.absolutePath() : dir);
            }
        }
    }
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const QString chosen = dialog->selectedInterpreter();
        QString error;
        if (!setPythonInterpreter(chosen, &error)) {
            QMessageBox::warning(m_window, tr("Python Interpreter"), error);
            return;
        }
        m_jobsPanel->banner()->showMessage(
            tr("Steps that run on this machine now start with %1.").arg(QDir::toNativeSeparators(pythonInterpreter())),
            MessageBanner::Kind::Info);
    });
    dialog->start(pythonInterpreter(), folders, file, text);
    dialog->open();
}

} // namespace pw
