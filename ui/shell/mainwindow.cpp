// SPDX-License-Identifier: MIT
#include "mainwindow.h"
#include "ui_mainwindow.h"

#include "canvasscene.h"
#include "canvasview.h"
#include "canvaswidget.h"
#include "componentcache.h"
#include "documenttab.h"
#include "editactions.h"
#include "icons.h"
#include "messagebanner.h"
#include "outlinemodel.h"
#include "palettepanel.h"
#include "pipelinedocument.h"
#include "problemsmodel.h"
#include "problemspanel.h"
#include "properties/propertiespanel.h"
#include "compute/computecontroller.h"
#include "run/runcontroller.h"
#include "translation.h"
#include "uiutil.h"
#include "undogroup.h"
#include "undostack.h"
#include "welcomepage.h"
#include "workspacepanel.h"
#include "yamleditor.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>

namespace pw {

namespace {

const QLatin1String GeometryKey("mainwindow/geometry");
const QLatin1String StateKey("mainwindow/state");
const QLatin1String WorkspaceKey("workspace/lastFolder");

bool isYamlFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("yml") || suffix == QLatin1String("yaml");
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : MainWindow(QList<Backend*>(), parent)
{
}

MainWindow::MainWindow(const QList<Backend*>& backends, QWidget* parent)
    : QMainWindow(parent)
    , ui(std::make_unique<Ui::MainWindow>())
    , m_undoGroup(new UndoGroup(this))
    , m_components(std::make_shared<ComponentCache>())
{
    ensureUiResources();
    ui->setupUi(this);
    setWindowIcon(appIcon(QStringLiteral("app")));
    setAcceptDrops(true);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);

    createActions();
    m_canvas = new CanvasActions(this);
    m_docks = new DockManager(this, m_openFolderAction);
    m_documents = new DocumentManager(this, ui->tabWidget, ui->welcomePage, m_components);
    m_documents->tabAdded = [this](DocumentTab* tab) { connectTab(tab); };
    m_documents->tabClosing = [this](DocumentTab* tab) {
        PipelineDocument* doc = tab->document();
        m_undoGroup->removeStack(doc->undoStack());
        if (outlineModel()->document() == doc)
            outlineModel()->setDocument(nullptr);
    };
    m_documents->tabClosed = [this](const QString& path) {
        problemsModel()->removeFile(path);
        m_edit->updateUndoActions();
    };
    connectPanels();
    createMenus();
    createToolBar();
    createStatusBar();

    // runs: Run menu and actions, backend selector, Jobs dock (beside Problems), running-jobs label
    m_run = new RunController(this, backends);
    m_run->setComponentCache(m_components);
    m_run->setWorkspaceFolderSource([this] { return workspaceRoot(); });
    m_run->install(menuBar(), m_toolBar, m_settingsMenu->menuAction());
    tabifyDockWidget(problemsDock(), m_run->jobsDock());
    problemsDock()->raise();
    m_viewMenu->addAction(m_run->jobsDock()->toggleViewAction());
    statusBar()->addPermanentWidget(m_run->statusWidget());
    connect(m_run, &RunController::problemActivated, this, &MainWindow::showProblem);
    // compute: the Compute menu (picker, quota dashboard) and the pipeline's compute beside the backend selector
    m_compute = new ComputeController(this);
    m_compute->install(menuBar(), m_settingsMenu->menuAction());
    m_toolBar->insertAction(m_run->runAction(), m_compute->pipelineComputeAction());
    m_compute->setSelectedStepSource([this]() -> QString {
        DocumentTab* tab = currentDocumentTab();
        if (!tab || tab->canvas()->depth() > 0)
            return {};
        const QStringList steps = tab->canvas()->scene()->selectedStepNames();
        return steps.size() == 1 ? steps.first() : QString();
    });
    // its snapshot (and with it the run store) is asked for after the first frame
    afterFirstFrame([this] { m_compute->setBackend(m_run->currentBackend()); });
    connect(m_run, &RunController::currentBackendChanged, m_compute, &ComputeController::setBackend);
    connect(m_compute, &ComputeController::snapshotChanged, this, &MainWindow::refreshAllProblems);
    m_run->setPreflight([this](const PipelineDocument* doc) { return m_compute->preflightFor(doc); });
    connect(propertiesPanel(), &PropertiesPanel::pickComputeRequested, m_compute, &ComputeController::pickCompute);
    // the Properties panel knows which computes are Kubernetes (their steps name a cluster instance type)
    auto fetchComputeKinds = [this](Backend* backend) {
        if (!backend)
            return;
        auto* watcher = new QFutureWatcher<QList<ComputeTarget>>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
            QHash<QString, QString> kinds;
            if (watcher->future().isValid() && watcher->future().resultCount() > 0)
                for (const ComputeTarget& t : watcher->future().result())
                    kinds.insert(t.name, t.kind);
            propertiesPanel()->setComputeKinds(kinds);
            watcher->deleteLater();
        });
        watcher->setFuture(backend->computeTargets());
    };
    connect(m_run, &RunController::currentBackendChanged, this, fetchComputeKinds);
    connect(m_run, &RunController::currentBackendChanged, this, &MainWindow::updateBackendLabel);
    connect(m_run, &RunController::currentBackendChanged, this, &MainWindow::clearBackendProblem);
    // the computes, like the components of the workspace, are not in the first frame: they are asked for after it
    afterFirstFrame([this, fetchComputeKinds] { fetchComputeKinds(m_run->currentBackend()); });
    palettePanel()->holdScans(true);
    afterFirstFrame([this] { palettePanel()->holdScans(false); });
    // live run status on the canvas of each open pipeline: its newest job, whichever run view is shown
    connect(m_run, &RunController::jobSubmitted, this, [this](const QString& id) {
        for (int i = 0; i < m_documents->count(); ++i)
            if (DocumentTab* tab = documentTab(i); tab && m_run->lastJobOf(tab->document()->filePath()) == id)
                tab->canvas()->clearRunStatus();
    });
    connect(m_run, &RunController::jobUpdated, this, [this](const pw::JobRun& job) {
        const int index = job.pipelineFile.isEmpty() ? -1 : m_documents->indexOfFile(job.pipelineFile);
        DocumentTab* tab = index >= 0 ? documentTab(index) : nullptr;
        if (!tab || job.id != m_run->lastJobOf(tab->document()->filePath()))
            return;
        for (const pw::StepRun& s : job.steps)
            tab->canvas()->setRunStatus(s.name, s.status, s.durationSeconds(), s.isReused(),
                                        s.ended.isValid() ? QDateTime() : s.started);
    });

    ui->welcomePage->setActions(m_openAction, m_openFolderAction);
    connect(ui->welcomePage, &WelcomePage::sampleWorkspaceRequested, this, &MainWindow::openSampleWorkspace);
    connect(ui->welcomePage, &WelcomePage::recentFileActivated, this, [this](const QString& path) { openFile(path); });
    ui->tabWidget->tabBar()->setExpanding(false);
    connect(ui->tabWidget, &QTabWidget::currentChanged, this, &MainWindow::onCurrentTabChanged);
    connect(m_undoGroup, &UndoGroup::canUndoChanged, m_edit, &EditActions::updateUndoActions);
    connect(m_undoGroup, &UndoGroup::canRedoChanged, m_edit, &EditActions::updateUndoActions);
    connect(m_undoGroup, &UndoGroup::undoTextChanged, m_edit, &EditActions::updateUndoActions);
    connect(m_undoGroup, &UndoGroup::redoTextChanged, m_edit, &EditActions::updateUndoActions);

    retranslateUi();
    // a first start fills most of the screen (the canvas wants room), within reason
    QSize initial(1280, 820);
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        const QSize available = screen->availableGeometry().size();
        initial = QSize(qBound(qMin(1024, available.width()), available.width() * 9 / 10, 1920),
                        qBound(qMin(700, available.height()), available.height() * 9 / 10, 1200));
    }
    resize(initial);
    m_docks->sizeDocks();
    m_docks->workspaceDock()->raise();
    m_docks->keepDefaultLayout();
    readSettings();
    ui->centralStack->setCurrentWidget(ui->welcomePage); // the recent files were listed by retranslateUi()
    onCurrentTabChanged(-1);
}

MainWindow::~MainWindow()
{
    // tabs own their documents; take them down before the models that watch them
    while (ui->tabWidget->count() > 0) {
        QWidget* w = ui->tabWidget->widget(0);
        ui->tabWidget->removeTab(0);
        delete w;
    }
}

// ----- construction ------------------------------------------------------------------------------

void MainWindow::createActions()
{
    auto make = [this](const char* name, const QString& icon, const QList<QKeySequence>& shortcuts = {}) {
        auto* a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        if (!icon.isEmpty())
            a->setIcon(appIcon(icon));
        if (!shortcuts.isEmpty())
            a->setShortcuts(shortcuts);
        return a;
    };
    m_openAction = make("actionOpen", QStringLiteral("open"), {QKeySequence(Qt::CTRL | Qt::Key_O)});
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);
    m_openFolderAction
        = make("actionOpenFolder", QStringLiteral("folder"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O)});
    connect(m_openFolderAction, &QAction::triggered, this, &MainWindow::openFolderDialog);
    m_openParallelLogsAction = make("actionOpenParallelLogs", QStringLiteral("step-parallel"));
    connect(m_openParallelLogsAction, &QAction::triggered, this, &MainWindow::openParallelLogsDialog);
    m_saveAction = make("actionSave", QStringLiteral("save"), {QKeySequence(Qt::CTRL | Qt::Key_S)});
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = make("actionSaveAs", QString(), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)});
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_saveAllAction = make("actionSaveAll", QString());
    connect(m_saveAllAction, &QAction::triggered, this, &MainWindow::saveAll);
    m_closeAction = make("actionClose", QString(), {QKeySequence(Qt::CTRL | Qt::Key_W)});
    connect(m_closeAction, &QAction::triggered, this, &MainWindow::closeCurrent);
    m_quitAction = make("actionQuit", QString(), {QKeySequence(Qt::CTRL | Qt::Key_Q)});
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_clearRecentAction = make("actionClearRecent", QString());
    connect(m_clearRecentAction, &QAction::triggered, this, &MainWindow::clearRecentFiles);

    m_edit = new EditActions(this, m_undoGroup);

    m_resetLayoutAction = make("actionResetLayout", QString());
    connect(m_resetLayoutAction, &QAction::triggered, this, &MainWindow::resetLayout);
    m_validateAction = make("actionValidate", QStringLiteral("validate"), {QKeySequence(Qt::Key_F7)});
    connect(m_validateAction, &QAction::triggered, this, &MainWindow::validate);
    m_aboutAction = make("actionAbout", QStringLiteral("app"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
    m_aboutQtAction = make("actionAboutQt", QString());
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);

    m_languageGroup = new QActionGroup(this);
    m_languageGroup->setExclusive(true);
    m_languageSystem = make("actionLanguageSystem", QString());
    m_languageSystem->setData(QString());
    m_languageEnglish = make("actionLanguageEnglish", QString());
    m_languageEnglish->setData(QStringLiteral("en"));
    m_languageChinese = make("actionLanguageChinese", QString());
    m_languageChinese->setData(QStringLiteral("zh_CN"));
    for (QAction* a : {m_languageSystem, m_languageEnglish, m_languageChinese}) {
        a->setCheckable(true);
        m_languageGroup->addAction(a);
    }
    connect(m_languageGroup, &QActionGroup::triggered, this,
            [this](QAction* a) { setLanguage(a->data().toString()); });

    m_newPipelineAction = make("actionNewPipeline", QString(), {QKeySequence(Qt::CTRL | Qt::Key_N)});
    connect(m_newPipelineAction, &QAction::triggered, this, &MainWindow::newPipelineDialog);
}

void MainWindow::createMenus()
{
    QMenuBar* bar = menuBar();
    m_fileMenu = bar->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("menuFile"));
    m_fileMenu->addAction(m_newPipelineAction);
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addAction(m_openFolderAction);
    m_fileMenu->addAction(m_openParallelLogsAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    m_documents->setActions(m_closeAction, m_recentMenu, m_clearRecentAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addAction(m_saveAllAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_canvas->exportImageAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_closeAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = bar->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("menuEdit"));
    m_edit->addUndoActions(m_editMenu);
    m_editMenu->addSeparator();
    m_edit->addClipboardActions(m_editMenu);
    m_editMenu->addSeparator();
    m_canvas->addEditActions(m_editMenu);
    m_editMenu->addSeparator();
    m_edit->addFindActions(m_editMenu);

    m_viewMenu = bar->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("menuView"));
    m_canvas->addViewActions(m_viewMenu);
    m_viewMenu->addSeparator();
    m_docks->addToggleActions(m_viewMenu);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_resetLayoutAction);

    m_pipelineMenu = bar->addMenu(QString());
    m_pipelineMenu->setObjectName(QStringLiteral("menuPipeline"));
    m_pipelineMenu->addAction(m_validateAction);
    m_pipelineMenu->addAction(m_canvas->arrangeAction());
    m_pipelineMenu->addAction(m_canvas->goToStepAction());

    m_settingsMenu = bar->addMenu(QString());
    m_settingsMenu->setObjectName(QStringLiteral("menuSettings"));
    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("menuLanguage"));
    m_languageMenu->addAction(m_languageSystem);
    m_languageMenu->addSeparator();
    m_languageMenu->addAction(m_languageEnglish);
    m_languageMenu->addAction(m_languageChinese);

    m_helpMenu = bar->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("menuHelp"));
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::createToolBar()
{
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->setIconSize(QSize(18, 18));
    m_toolBar->addAction(m_openAction);
    m_toolBar->addAction(m_saveAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_edit->undoAction());
    m_toolBar->addAction(m_edit->redoAction());
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_validateAction);
    m_viewMenu->insertAction(m_docks->workspaceDock()->toggleViewAction(), m_toolBar->toggleViewAction());
}

void MainWindow::createStatusBar()
{
    QStatusBar* bar = statusBar();
    m_problemsButton = new QToolButton(bar);
    m_problemsButton->setObjectName(QStringLiteral("problemsStatusButton"));
    m_problemsButton->setAutoRaise(true);
    m_problemsButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_problemsButton->setIconSize(QSize(14, 14));
    connect(m_problemsButton, &QToolButton::clicked, this, [this] {
        problemsDock()->show();
        problemsDock()->raise();
    });
    m_cursorLabel = new QLabel(bar);
    m_cursorLabel->setObjectName(QStringLiteral("cursorLabel"));
    m_cursorLabel->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("Ln 9999, Col 999")) + 8);
    m_cursorLabel->setAlignment(Qt::AlignCenter);
    m_backendLabel = new QLabel(bar);
    m_backendLabel->setObjectName(QStringLiteral("backendLabel"));
    m_backendLabel->setContentsMargins(6, 0, 6, 0);
    bar->addPermanentWidget(m_documents->createLoadingIndicator(bar));
    bar->addPermanentWidget(m_problemsButton);
    bar->addPermanentWidget(m_cursorLabel);
    bar->addPermanentWidget(m_backendLabel);
}

void MainWindow::connectPanels()
{
    connect(m_docks->workspace(), &WorkspacePanel::fileActivated, this, &MainWindow::openWorkspaceFile);
    connect(palettePanel(), &PalettePanel::leaveRequested, this, [this] {
        if (DocumentTab* tab = currentDocumentTab())
            tab->canvas()->view()->setFocus();
    });
    connect(palettePanel(), &PalettePanel::addRequested, this,
            [this](const StepTemplate& what) { m_canvas->addStep(what); });
    connect(problemsPanel(), &ProblemsPanel::problemActivated, this, &MainWindow::showProblem);
    connect(problemsPanel(), &ProblemsPanel::summaryChanged, this, &MainWindow::updateProblemsSummary);
    connect(propertiesPanel(), &PropertiesPanel::stepRenamed, this, [this](const QString&, const QString& newName) {
        if (DocumentTab* tab = currentDocumentTab())
            tab->canvas()->selectStep(newName);
    });
}

void MainWindow::retranslateUi()
{
    ui->retranslateUi(this);
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_pipelineMenu->setTitle(tr("&Pipeline"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));

    m_newPipelineAction->setText(tr("&New Pipeline…"));
    m_newPipelineAction->setStatusTip(tr("Create an empty pipeline file and open its canvas"));
    m_openAction->setText(tr("&Open…"));
    m_openAction->setIconText(tr("Open"));
    m_openAction->setStatusTip(tr("Open a pipeline YAML file"));
    m_openFolderAction->setText(tr("Open &Folder as Workspace…"));
    m_openParallelLogsAction->setText(tr("Open &Parallel Logs…"));
    m_openParallelLogsAction->setStatusTip(tr("Read a parallel step's logs folder (Azure ML's layout) in the parallel-step panel"));
    m_openFolderAction->setIconText(tr("Open Folder"));
    m_openFolderAction->setStatusTip(tr("Show a project folder in the Workspace panel"));
    m_saveAction->setText(tr("&Save"));
    m_saveAction->setIconText(tr("Save"));
    m_saveAction->setStatusTip(tr("Save the current pipeline"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_saveAllAction->setText(tr("Save A&ll"));
    m_closeAction->setText(tr("&Close"));
    m_quitAction->setText(tr("&Quit"));
    m_clearRecentAction->setText(tr("&Clear Recent"));
    m_resetLayoutAction->setText(tr("&Reset Layout"));
    m_validateAction->setText(tr("&Validate"));
    m_validateAction->setIconText(tr("Validate"));
    m_validateAction->setStatusTip(tr("Check the current pipeline and list the problems"));
    m_aboutAction->setText(tr("&About Pipewright"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_languageSystem->setText(tr("&System Language"));
    m_languageEnglish->setText(nativeLanguageName(QStringLiteral("en")));
    m_languageChinese->setText(nativeLanguageName(QStringLiteral("zh_CN")));

    m_edit->retranslateUi();
    m_canvas->retranslateUi();
    m_docks->retranslateUi();
    m_toolBar->setWindowTitle(tr("Main Toolbar"));
    updateBackendLabel();
    for (QAction* a : {m_openAction, m_openFolderAction, m_saveAction, m_validateAction})
        setToolTipWithShortcut(a);
    m_edit->updateUndoActions();
    updateProblemsSummary();
    updateCursorLabel();
    updateWindowTitle();
    m_documents->retranslateUi();
    // the models translate their headers and group names when asked; make the views ask again
    Q_EMIT problemsModel()->headerDataChanged(Qt::Horizontal, 0, ProblemsModel::ColumnCount - 1);
    problemsPanel()->view()->viewport()->update();
    outlineView()->viewport()->update();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && m_fileMenu)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::readSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(GeometryKey).toByteArray();
    restoreGeometry(geometry); // else the size chosen at construction
    restoreState(settings.value(StateKey).toByteArray(), StateVersion);
    fitIntoScreen();
    const QString language = languageSetting();
    for (QAction* a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == language);
}

void MainWindow::fitIntoScreen()
{
    // a geometry saved on a larger screen, or grown past this one, comes back inside the screen's free area
    const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (!screen || isMaximized() || isFullScreen())
        return;
    const QRect available = screen->availableGeometry();
    if (width() > available.width() || height() > available.height())
        resize(size().boundedTo(available.size()));
    QRect g = geometry();
    if (!available.contains(g)) {
        g.moveRight(std::min(g.right(), available.right()));
        g.moveBottom(std::min(g.bottom(), available.bottom()));
        g.moveLeft(std::max(g.left(), available.left()));
        g.moveTop(std::max(g.top(), available.top()));
        move(g.topLeft());
    }
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(GeometryKey, saveGeometry());
    settings.setValue(StateKey, saveState(StateVersion));
    m_documents->writeSettings();
    if (!workspaceRoot().isEmpty())
        settings.setValue(WorkspaceKey, workspaceRoot());
}

void MainWindow::resetLayout()
{
    m_docks->restoreDefaultLayout();
    m_toolBar->show();
    m_docks->sizeDocks();
}

// ----- documents -----------------------------------------------------------------------------------

PipelineDocument* MainWindow::document(int index) const
{
    DocumentTab* tab = documentTab(index);
    return tab ? tab->document() : nullptr;
}

void MainWindow::connectTab(DocumentTab* tab)
{
    PipelineDocument* doc = tab->document();
    tab->editor()->setExternalUndoActions(m_edit->undoAction(), m_edit->redoAction());
    connectCanvas(tab);
    m_undoGroup->addStack(doc->undoStack());
    connect(tab, &DocumentTab::modifiedChanged, this, [this] {
        updateWindowTitle();
        m_edit->updateUndoActions();
    });
    connect(tab, &DocumentTab::pendingEditsChanged, m_edit, &EditActions::updateUndoActions);
    connect(tab, &DocumentTab::cursorPositionChanged, this, [this, tab] {
        if (tab == currentDocumentTab())
            updateCursorLabel();
    });
    connect(doc, &PipelineDocument::diagnosticsChanged, this, [this, doc] { updateProblems(doc); });
    connect(doc, &PipelineDocument::filePathChanged, this, [this] {
        updateWindowTitle();
        refreshAllProblems();
    });
    updateProblems(doc);
}

void MainWindow::connectCanvas(DocumentTab* tab)
{
    CanvasWidget* canvas = tab->canvas();
    m_canvas->applySettings(canvas);
    connect(canvas, &CanvasWidget::selectedStepsChanged, this,
            [this, tab](const QStringList& steps) {
                m_docks->followCanvasSelection(tab, steps);
                // the YAML pane shows the step selected on the canvas (not while the YAML is being edited)
                if (steps.size() == 1 && tab->canvas()->depth() == 0 && tab->viewMode() != DocumentTab::ViewMode::CanvasOnly
                    && !tab->editor()->hasFocus())
                    if (const SourceLoc loc = tab->document()->locationOf({ QStringLiteral("jobs"), steps.first() }); loc.valid())
                        tab->editor()->revealLine(loc.line);
            });
    // the Properties panel follows the level on screen, read-only inside a nested pipeline
    connect(canvas, &CanvasWidget::currentSelectionChanged, this,
            [this, tab](PipelineDocument* document, const QStringList& steps, bool readOnly) {
                if (tab != currentDocumentTab())
                    return;
                propertiesPanel()->setDocument(document);
                propertiesPanel()->setReadOnly(readOnly);
                propertiesPanel()->setStep(steps.size() == 1 ? steps.first() : QString());
            });
    connect(canvas, &CanvasWidget::stepActivated, this, [this, tab](const QString& name) {
        if (const Step* step = tab->document()->spec().step(name); step && step->kind == StepKind::Parallel
                                                                   && tab->canvas()->depth() == 0) {
            openParallelStepDesign(tab, name);
            return;
        }
        const SourceLoc loc = tab->document()->locationOf({QStringLiteral("jobs"), name});
        if (!loc.valid())
            return;
        if (tab->viewMode() == DocumentTab::ViewMode::CanvasOnly)
            tab->setViewMode(DocumentTab::ViewMode::CanvasAndSource);
        tab->editor()->goToLine(loc.line, loc.col);
    });
    connect(canvas, &CanvasWidget::openFileRequested, this, [this](const QString& path) { openFile(path); });
    connect(canvas, &CanvasWidget::quickAddRequested, this, [this](const QString& text) { m_canvas->quickAdd(text); });
    connect(canvas, &CanvasWidget::linkDroppedOnEmpty, this,
            [this, tab](const PortRef& from, const QPointF& at) { m_canvas->offerComponentsFor(tab, from, at); });
    connect(tab, &DocumentTab::viewModeChanged, this, [this, tab] {
        if (tab == currentDocumentTab())
            m_canvas->updateViewModeActions();
    });
}

void MainWindow::onCurrentTabChanged(int index)
{
    DocumentTab* tab = documentTab(index);
    // a banner about one file stays with that file's tab
    banner()->setScope(tab ? tab->document()->filePath() : QString());
    m_undoGroup->setActiveStack(tab ? tab->document()->undoStack() : nullptr);
    outlineModel()->setDocument(tab ? tab->document() : nullptr);
    // the level of the canvas on screen (a nested pipeline's document while one is open)
    CanvasScene* level = tab ? tab->canvas()->scene() : nullptr;
    propertiesPanel()->setDocument(level ? level->document() : nullptr);
    propertiesPanel()->setReadOnly(tab && tab->canvas()->depth() > 0);
    if (level) {
        const QStringList selected = level->selectedStepNames();
        propertiesPanel()->setStep(selected.size() == 1 ? selected.first() : QString());
    }
    ui->centralStack->setCurrentWidget(tab ? ui->documentsPage : static_cast<QWidget*>(ui->welcomePage));
    if (tab)
        m_docks->workspace()->revealFile(tab->document()->filePath());
    updateWindowTitle();
    updateActions();
    m_edit->updateUndoActions();
    updateCursorLabel();
    m_canvas->updateViewModeActions();
    m_run->setCurrentDocument(tab ? tab->document() : nullptr);
    if (m_compute)
        m_compute->setCurrentDocument(tab ? tab->document() : nullptr);
}

void MainWindow::updateWindowTitle()
{
    DocumentTab* tab = currentDocumentTab();
    if (!tab) {
        setWindowTitle(tr("Pipewright"));
        setWindowModified(false);
        setWindowFilePath(QString());
        return;
    }
    //: %1 is the file name; [*] is where Qt shows the unsaved-changes mark
    setWindowTitle(tr("%1[*] — Pipewright").arg(tab->document()->displayName()));
    setWindowModified(tab->isModified());
}

void MainWindow::updateActions()
{
    const bool hasDocument = currentDocumentTab() != nullptr;
    for (QAction* a : {m_saveAction, m_saveAsAction, m_saveAllAction, m_closeAction, m_validateAction})
        a->setEnabled(hasDocument);
    for (QAction* a : m_edit->documentActions() + m_canvas->documentActions())
        a->setEnabled(hasDocument);
}

// ----- start-up ------------------------------------------------------------------------------------

void MainWindow::afterFirstFrame(std::function<void()> work)
{
    m_afterFirstFrame << std::move(work);
    if (m_afterFirstFrameScheduled)
        return;
    m_afterFirstFrameScheduled = true;
    if (m_firstFramePainted) {
        QMetaObject::invokeMethod(this, &MainWindow::runAfterFirstFrame, Qt::QueuedConnection);
        return;
    }
    // a window on screen waits for its first frame (event() below); one that is not shown goes on at once, and one
    // that is shown but never painted (started minimised) after a moment
    QTimer::singleShot(0, this, [this] {
        if (m_firstFramePainted)
            return;
        if (!isVisible()) {
            runAfterFirstFrame();
            return;
        }
        QTimer::singleShot(1000, this, [this] {
            if (!m_firstFramePainted)
                runAfterFirstFrame();
        });
    });
}

void MainWindow::runAfterFirstFrame()
{
    if (m_afterFirstFrame.isEmpty()) {
        m_afterFirstFrameScheduled = false;
        return;
    }
    const std::function<void()> work = m_afterFirstFrame.takeFirst();
    // one piece of work per turn of the event loop: input and painting get their turns in between
    if (m_afterFirstFrame.isEmpty())
        m_afterFirstFrameScheduled = false;
    else
        QMetaObject::invokeMethod(this, &MainWindow::runAfterFirstFrame, Qt::QueuedConnection);
    work();
}

bool MainWindow::event(QEvent* event)
{
    // the window paints first, its children after it in the same pass: what is queued now runs after the frame
    if (event->type() == QEvent::Paint && !m_firstFramePainted) {
        m_firstFramePainted = true;
        if (!m_afterFirstFrame.isEmpty())
            QMetaObject::invokeMethod(this, &MainWindow::runAfterFirstFrame, Qt::QueuedConnection);
    }
    return QMainWindow::event(event);
}

void MainWindow::closeCurrent()
{
    if (currentIndex() >= 0)
        closeDocument(currentIndex());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_documents->askToSaveAll()) {
        event->ignore();
        return;
    }
    writeSettings();
    event->accept();
}

// ----- workspace -----------------------------------------------------------------------------------

// ----- problems, validation ------------------------------------------------------------------------

void MainWindow::updateCursorLabel()
{
    DocumentTab* tab = currentDocumentTab();
    if (!tab) {
        m_cursorLabel->clear();
        return;
    }
    //: cursor position in the editor: line and column
    m_cursorLabel->setText(tr("Ln %1, Col %2").arg(tab->editor()->currentLine()).arg(tab->editor()->currentColumn()));
}

// ----- language, about, drops ----------------------------------------------------------------------

void MainWindow::setLanguage(const QString& language)
{
    setLanguageSetting(language);
    for (QAction* a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == language);
    const QLocale locale = installTranslations(*QCoreApplication::instance(), language);
    const QString name = language.isEmpty() ? tr("the system language") : nativeLanguageName(language);
    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;
    if (english || QFile::exists(QStringLiteral(":/i18n/pipewright_%1.qm").arg(locale.name())))
        statusBar()->showMessage(tr("Language set to %1.").arg(name), 6000);
    else
        statusBar()->showMessage(tr("Language set to %1. Pipewright's own texts are not translated into it yet and "
                                    "stay in English; the change is kept for the next start.")
                                     .arg(name),
                                 8000);
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About Pipewright"),
        tr("<h3>Pipewright %1</h3>"
           "<p>A desktop studio for Azure Machine Learning CLI v2 pipelines: open, check and edit pipeline YAML "
           "files, draw and edit them on a canvas, and run them on this computer.</p>"
           "<p>Released under the MIT License.</p>"
           "<p>Built with Qt %2, running on Qt %3.</p>")
            .arg(QCoreApplication::applicationVersion().toHtmlEscaped(), QStringLiteral(QT_VERSION_STR),
                 QString::fromLatin1(qVersion())));
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!event->mimeData()->hasUrls())
        return;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile() && (isYamlFile(url.toLocalFile()) || QFileInfo(url.toLocalFile()).isDir())) {
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::dropEvent(QDropEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls()) {
        if (!url.isLocalFile())
            continue;
        const QString path = url.toLocalFile();
        if (QFileInfo(path).isDir())
            openFolder(path);
        else if (isYamlFile(path))
            openFile(path);
    }
    event->acceptProposedAction();
}

MessageBanner* MainWindow::banner() const
{
    return ui->banner;
}

QAction* MainWindow::action(const QString& objectName) const
{
    return findChild<QAction*>(objectName);
}

} // namespace pw
