// SPDX-License-Identifier: MIT
// The run controller: its actions, the Run menu, the toolbar's part, the Jobs dock and the running-jobs label.
// The backends, the jobs, submitting and the run views are in runcontroller_backends.cpp, runcontroller_jobs.cpp,
// runcontroller_submit.cpp and runcontroller_views.cpp.
#include "runcontroller.h"

#include "firstshown.h"
#include "workspacedialog.h"

#include "componentcache.h"
#include "icons.h"
#include "jobsmodel.h"
#include "jobspanel.h"
#include "runstatusstyle.h"
#include "runview.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QMenuBar>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>

namespace pw {

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

    // the Jobs panel is made when it is first shown or asked for (jobsPanel()): it sits behind Problems, so a start
    // does not pay for it
    m_jobsDock = new QDockWidget(window);
    m_jobsDock->setObjectName(QStringLiteral("jobsDock"));
    m_jobsDock->setFeatures(
        QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_jobsDock);
    whenFirstShown(m_jobsDock, [this] { jobsPanel(); });

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
        const QString id = cancelTarget();
        if (!id.isEmpty())
            requestCancel({id});
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
        const QStringList ids = jobsPanel()->selectedJobIds();
        if (ids.size() == 2)
            compareJobs(ids[1], ids[0]);
    });

    m_pythonAction = new QAction(this);
    m_pythonAction->setObjectName(QStringLiteral("actionPythonInterpreter"));
    connect(m_pythonAction, &QAction::triggered, this, &RunController::choosePythonInterpreter);
    m_connectAction = new QAction(this);
    m_connectAction->setObjectName(QStringLiteral("actionConnectWorkspace"));
    m_connectAction->setVisible(false); // until the application gives a way to make a workspace's backend
    connect(m_connectAction, &QAction::triggered, this, &RunController::showWorkspaceDialog);
    m_removeWorkspaceAction = new QAction(this);
    m_removeWorkspaceAction->setObjectName(QStringLiteral("actionRemoveWorkspace"));
    m_removeWorkspaceAction->setVisible(false);
    connect(m_removeWorkspaceAction, &QAction::triggered, this, [this] {
        Backend* b = currentBackend();
        if (!b || b->property("workspaceId").toString().isEmpty())
            return;
        QMessageBox box(QMessageBox::Question, tr("Remove Workspace Connection"),
                        tr("Remove the connection to %1?").arg(b->displayName()), QMessageBox::Cancel, m_window);
        box.setInformativeText(tr("Its jobs, computes and data stay in the workspace; only this program forgets it. "
                                  "Connect again with Run ▸ Connect to Azure ML Workspace…"));
        QPushButton* remove = box.addButton(tr("Remove"), QMessageBox::DestructiveRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() == static_cast<QAbstractButton*>(remove))
            removeWorkspace(b);
    });
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
        m_runMenu->addAction(m_connectAction);
        m_runMenu->addAction(m_removeWorkspaceAction);
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
    m_connectAction->setText(tr("Connect to Azure ML &Workspace…"));
    m_connectAction->setStatusTip(tr("Add an Azure ML workspace as a backend: its jobs, computes and quota"));
    m_removeWorkspaceAction->setText(tr("Re&move Workspace Connection…"));
    m_removeWorkspaceAction->setStatusTip(tr("Forget the workspace chosen as the backend"));
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

JobsPanel* RunController::jobsPanel()
{
    if (!m_jobsPanel) {
        m_jobsPanel = new JobsPanel(this, m_jobsModel, m_jobsDock);
        m_jobsDock->setWidget(m_jobsPanel);
        if (m_jobsDock->isVisible())
            m_jobsPanel->show();
        connect(m_jobsPanel, &JobsPanel::currentJobChanged, this, &RunController::setActiveJob);
        connect(m_jobsPanel->view()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
                &RunController::updateActions);
    }
    return m_jobsPanel;
}

bool RunController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
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
    m_cancelAction->setEnabled(!cancelTarget().isEmpty());
    m_rerunFailedAction->setEnabled(known && isTerminal(status) && (status != RunStatus::Completed || anyNotCompleted));
    m_openRunViewAction->setEnabled(known);
    m_compareAction->setEnabled(m_jobsPanel && m_jobsPanel->selectedJobIds().size() == 2);
}

QString RunController::cancelTarget() const
{
    auto running = [this](const QString& id) {
        if (id.isEmpty())
            return false;
        if (const JobRun* j = m_jobsModel->job(id)) // status events arrive here first
            return !isTerminal(j->status);
        const JobRun* j = cachedJob(id);
        return j && !isTerminal(j->status);
    };
    if (running(m_activeJob))
        return m_activeJob;
    const QString last = m_document ? lastJobOf(m_document->filePath()) : QString();
    return running(last) ? last : QString();
}

QAction* RunController::showJobsAction() const
{
    return m_jobsDock->toggleViewAction();
}

} // namespace pw
