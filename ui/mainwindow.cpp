// SPDX-License-Identifier: MIT
#include "mainwindow.h"
#include "ui_mainwindow.h"

#include "canvasexport.h"
#include "canvasitems.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "canvaswidget.h"
#include "minimap.h"
#include "componentcache.h"
#include "documenttab.h"
#include "findbar.h"
#include "gotostepdialog.h"
#include "icons.h"
#include "messagebanner.h"
#include "outlinedelegate.h"
#include "outlinemodel.h"
#include "palettepanel.h"
#include "pipelinedocument.h"
#include "placeholderview.h"
#include "problemsmodel.h"
#include "problemspanel.h"
#include "properties/propertiespanel.h"
#include "run/runcontroller.h"
#include "translation.h"
#include "welcomepage.h"
#include "workspaceiconprovider.h"
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
#include <QRegularExpression>
#include <QFileSystemModel>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QHBoxLayout>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QUrl>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUndoGroup>
#include <QThreadPool>
#include <QUndoStack>
#include <QVBoxLayout>

namespace pw {

namespace {

const QLatin1String GeometryKey("mainwindow/geometry");
const QLatin1String StateKey("mainwindow/state");
const QLatin1String WorkspaceKey("workspace/lastFolder");
const QLatin1String RecentKey("recentFiles");
const QLatin1String SplitterKey("documentTab/splitter");

struct WaitCursor
{
    WaitCursor() { QGuiApplication::setOverrideCursor(Qt::WaitCursor); }
    ~WaitCursor() { QGuiApplication::restoreOverrideCursor(); }
    WaitCursor(const WaitCursor&) = delete;
    WaitCursor& operator=(const WaitCursor&) = delete;
};

QString sameFileKey(const QString& path)
{
    const QFileInfo fi(path);
    const QString canonical = fi.canonicalFilePath();
    return canonical.isEmpty() ? fi.absoluteFilePath() : canonical;
}

bool isYamlFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("yml") || suffix == QLatin1String("yaml");
}

// "Save (Ctrl+S)" for toolbar tooltips
void setToolTipWithShortcut(QAction* action)
{
    QString text = action->text();
    // "保存(&S)": an accelerator in parentheses goes with its brackets; elsewhere only the '&'
    static const QRegularExpression bracketed(QStringLiteral("\\s*\\(&[^)]\\)"));
    text.remove(bracketed);
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QLatin1String("...")) || text.endsWith(QChar(0x2026)))
        text.chop(text.endsWith(QChar(0x2026)) ? 1 : 3);
    const QKeySequence shortcut = action->shortcut();
    action->setToolTip(shortcut.isEmpty() ? text
                                          : QStringLiteral("%1 (%2)").arg(text, shortcut.toString(QKeySequence::NativeText)));
}

QString outlineKey(const QModelIndex& index)
{
    const QStringList path = index.data(OutlineModel::YamlPathRole).toStringList();
    if (!path.isEmpty())
        return path.join(QLatin1Char('\x1f'));
    return QStringLiteral("#%1").arg(index.row()); // groups without a key (Components)
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , ui(std::make_unique<Ui::MainWindow>())
    , m_undoGroup(new QUndoGroup(this))
    , m_components(std::make_shared<ComponentCache>())
    , m_iconProvider(std::make_unique<WorkspaceIconProvider>())
{
    ensureUiResources();
    ui->setupUi(this);
    setWindowIcon(appIcon(QStringLiteral("app")));
    setAcceptDrops(true);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);

    createActions();
    createCanvasActions();
    createDocks();
    createMenus();
    createToolBar();
    createStatusBar();

    // runs: Run menu and actions, backend selector, Jobs dock (beside Problems), running-jobs label
    m_run = new RunController(this);
    m_run->setComponentCache(m_components);
    m_run->install(menuBar(), m_toolBar, m_settingsMenu->menuAction());
    tabifyDockWidget(m_problemsDock, m_run->jobsDock());
    m_problemsDock->raise();
    m_viewMenu->addAction(m_run->jobsDock()->toggleViewAction());
    statusBar()->addPermanentWidget(m_run->statusWidget());
    connect(m_run, &RunController::problemActivated, this, &MainWindow::showProblem);
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
            m_properties->setComputeKinds(kinds);
            watcher->deleteLater();
        });
        watcher->setFuture(backend->computeTargets());
    };
    connect(m_run, &RunController::currentBackendChanged, this, fetchComputeKinds);
    fetchComputeKinds(m_run->currentBackend());
    // live run status on the canvas of the pipeline that runs
    connect(m_run, &RunController::activeJobChanged, this, [this] {
        if (CanvasWidget* c = currentCanvas())
            c->clearRunStatus();
    });
    connect(m_run, &RunController::jobUpdated, this, [this](const pw::JobRun& job) {
        CanvasWidget* c = currentCanvas();
        DocumentTab* tab = currentDocumentTab();
        if (!c || !tab || job.id != m_run->activeJobId()
            || QFileInfo(tab->document()->filePath()) != QFileInfo(job.pipelineFile))
            return;
        for (const pw::StepRun& s : job.steps)
            c->setRunStatus(s.name, s.status, s.durationSeconds(), s.isReused());
    });

    ui->welcomePage->setActions(m_openAction, m_openFolderAction);
    connect(ui->welcomePage, &WelcomePage::recentFileActivated, this, [this](const QString& path) { openFile(path); });
    ui->tabWidget->tabBar()->setExpanding(false);
    connect(ui->tabWidget, &QTabWidget::currentChanged, this, &MainWindow::onCurrentTabChanged);
    connect(m_undoGroup, &QUndoGroup::canUndoChanged, this, &MainWindow::updateUndoActions);
    connect(m_undoGroup, &QUndoGroup::canRedoChanged, this, &MainWindow::updateUndoActions);
    connect(m_undoGroup, &QUndoGroup::undoTextChanged, this, &MainWindow::updateUndoActions);
    connect(m_undoGroup, &QUndoGroup::redoTextChanged, this, &MainWindow::updateUndoActions);

    retranslateUi();
    // a first start fills most of the screen (the canvas wants room), within reason
    QSize initial(1280, 820);
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        const QSize available = screen->availableGeometry().size();
        initial = QSize(qBound(qMin(1024, available.width()), available.width() * 9 / 10, 1920),
                        qBound(qMin(700, available.height()), available.height() * 9 / 10, 1200));
    }
    resize(initial);
    sizeDocks();
    m_workspaceDock->raise();
    m_defaultState = saveState(StateVersion);
    readSettings();
    ui->centralStack->setCurrentWidget(ui->welcomePage);
    rebuildRecentMenu();
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
    // the model's worker thread uses the icon provider, which goes with the members
    delete m_fileSystemModel;
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

    m_undoAction = make("actionUndo", QStringLiteral("undo"), QKeySequence::keyBindings(QKeySequence::Undo));
    connect(m_undoAction, &QAction::triggered, this, &MainWindow::undo);
    m_redoAction = make("actionRedo", QStringLiteral("redo"), QKeySequence::keyBindings(QKeySequence::Redo));
    connect(m_redoAction, &QAction::triggered, this, &MainWindow::redo);
    m_cutAction = make("actionCut", QString(), QKeySequence::keyBindings(QKeySequence::Cut));
    connect(m_cutAction, &QAction::triggered, this, [this] { forwardToFocus("cut()"); });
    m_copyAction = make("actionCopy", QString(), QKeySequence::keyBindings(QKeySequence::Copy));
    connect(m_copyAction, &QAction::triggered, this, [this] { forwardToFocus("copy()"); });
    m_pasteAction = make("actionPaste", QString(), QKeySequence::keyBindings(QKeySequence::Paste));
    connect(m_pasteAction, &QAction::triggered, this, [this] { forwardToFocus("paste()"); });
    m_selectAllAction = make("actionSelectAll", QString(), QKeySequence::keyBindings(QKeySequence::SelectAll));
    connect(m_selectAllAction, &QAction::triggered, this, [this] { forwardToFocus("selectAll()"); });
    m_findAction = make("actionFind", QString(), {QKeySequence(Qt::CTRL | Qt::Key_F)});
    connect(m_findAction, &QAction::triggered, this, [this] {
        if (DocumentTab* tab = currentDocumentTab())
            tab->showFindBar();
    });
    m_findNextAction = make("actionFindNext", QString(), {QKeySequence(Qt::Key_F3)});
    connect(m_findNextAction, &QAction::triggered, this, [this] {
        if (DocumentTab* tab = currentDocumentTab()) {
            if (tab->findBar()->text().isEmpty())
                tab->showFindBar();
            else
                tab->findBar()->findNext();
        }
    });
    m_findPreviousAction = make("actionFindPrevious", QString(), {QKeySequence(Qt::SHIFT | Qt::Key_F3)});
    connect(m_findPreviousAction, &QAction::triggered, this, [this] {
        if (DocumentTab* tab = currentDocumentTab()) {
            if (tab->findBar()->text().isEmpty())
                tab->showFindBar();
            else
                tab->findBar()->findPrevious();
        }
    });

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
}

void MainWindow::createMenus()
{
    QMenuBar* bar = menuBar();
    m_fileMenu = bar->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("menuFile"));
    m_fileMenu->addAction(m_newPipelineAction);
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addAction(m_openFolderAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addAction(m_saveAllAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportImageAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_closeAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = bar->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("menuEdit"));
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_cutAction);
    m_editMenu->addAction(m_copyAction);
    m_editMenu->addAction(m_pasteAction);
    m_editMenu->addAction(m_selectAllAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_deleteAction);
    m_editMenu->addAction(m_renameAction);
    m_editMenu->addAction(m_duplicateAction);
    m_editMenu->addAction(m_addNoteAction);
    m_editMenu->addAction(m_linkAction);
    m_editMenu->addAction(m_promoteAction);
    m_portsMenu = m_editMenu->addMenu(QString());
    m_portsMenu->setObjectName(QStringLiteral("menuPorts"));
    m_portsMenu->addActions({m_nextPortAction, m_previousPortAction, m_linkFromPortAction, m_removePortLinksAction});
    m_noteSizeMenu = m_editMenu->addMenu(QString());
    m_noteSizeMenu->setObjectName(QStringLiteral("menuNoteSize"));
    m_noteSizeMenu->addActions({m_noteWiderAction, m_noteNarrowerAction, m_noteTallerAction, m_noteShorterAction});
    m_alignMenu = m_editMenu->addMenu(QString());
    m_alignMenu->setObjectName(QStringLiteral("menuAlign"));
    m_alignMenu->addActions({m_alignLeftAction, m_alignTopAction, m_alignMiddleAction, m_alignCentreAction});
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_findAction);
    m_editMenu->addAction(m_findNextAction);
    m_editMenu->addAction(m_findPreviousAction);

    m_viewMenu = bar->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("menuView"));
    m_viewMenu->addAction(m_showCanvasAction);
    m_viewMenu->addAction(m_showSourceAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_actualSizeAction);
    m_viewMenu->addAction(m_fitAllAction);
    m_viewMenu->addAction(m_fitSelectionAction);
    m_viewMenu->addAction(m_snapAction);
    m_viewMenu->addAction(m_minimapAction);
    m_viewMenu->addSeparator();
    for (QDockWidget* dock : {m_workspaceDock, m_paletteDock, m_outlineDock, m_problemsDock, m_propertiesDock})
        m_viewMenu->addAction(dock->toggleViewAction());
    m_workspaceDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_paletteDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_outlineDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_problemsDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_resetLayoutAction);

    m_pipelineMenu = bar->addMenu(QString());
    m_pipelineMenu->setObjectName(QStringLiteral("menuPipeline"));
    m_pipelineMenu->addAction(m_validateAction);
    m_pipelineMenu->addAction(m_arrangeAction);
    m_pipelineMenu->addAction(m_goToStepAction);

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
    m_toolBar->addAction(m_undoAction);
    m_toolBar->addAction(m_redoAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_validateAction);
    m_viewMenu->insertAction(m_workspaceDock->toggleViewAction(), m_toolBar->toggleViewAction());
}

void MainWindow::createDocks()
{
    auto makeDock = [this](const char* name, QWidget* content, Qt::DockWidgetArea area) {
        auto* dock = new QDockWidget(this);
        dock->setObjectName(QLatin1String(name));
        dock->setWidget(content);
        dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                          | QDockWidget::DockWidgetFloatable);
        addDockWidget(area, dock);
        return dock;
    };

    // Workspace: the open folder's pipelines, components and data
    auto* workspace = new QWidget(this);
    auto* workspaceLayout = new QVBoxLayout(workspace);
    workspaceLayout->setContentsMargins(0, 0, 0, 0);
    workspaceLayout->setSpacing(0);
    m_workspaceHeader = new QLabel(workspace);
    m_workspaceHeader->setObjectName(QStringLiteral("workspaceHeader"));
    m_workspaceHeader->setContentsMargins(8, 4, 8, 4);
    QFont headerFont = m_workspaceHeader->font();
    headerFont.setWeight(QFont::DemiBold);
    m_workspaceHeader->setFont(headerFont);
    m_workspaceHeader->hide();
    m_workspaceStack = new QStackedWidget(workspace);
    auto* empty = new QWidget(m_workspaceStack);
    empty->setAutoFillBackground(true);
    empty->setBackgroundRole(QPalette::Base);
    auto* emptyLayout = new QVBoxLayout(empty);
    emptyLayout->setContentsMargins(12, 12, 12, 12);
    emptyLayout->addStretch(1);
    m_workspaceEmpty = new QLabel(empty);
    m_workspaceEmpty->setWordWrap(true);
    m_workspaceEmpty->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_workspaceEmpty->setForegroundRole(QPalette::PlaceholderText);
    m_workspaceOpenButton = new QToolButton(empty);
    m_workspaceOpenButton->setDefaultAction(m_openFolderAction);
    m_workspaceOpenButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    emptyLayout->addWidget(m_workspaceEmpty);
    emptyLayout->addWidget(m_workspaceOpenButton, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(1);
    m_fileSystemModel = new QFileSystemModel(this);
    m_fileSystemModel->setReadOnly(true);
    m_fileSystemModel->setIconProvider(m_iconProvider.get());
    m_fileSystemModel->setFilter(QDir::AllDirs | QDir::Files | QDir::NoDotAndDotDot);
    m_fileSystemModel->setNameFilters({QStringLiteral("*.yml"), QStringLiteral("*.yaml"), QStringLiteral("*.csv"),
                                       QStringLiteral("*.py"), QStringLiteral("MLTable")});
    m_fileSystemModel->setNameFilterDisables(false);
    m_workspaceView = new QTreeView(m_workspaceStack);
    m_workspaceView->setObjectName(QStringLiteral("workspaceView"));
    m_workspaceView->setHeaderHidden(true);
    m_workspaceView->setUniformRowHeights(true);
    m_workspaceView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_workspaceView->setFrameShape(QFrame::NoFrame);
    connect(m_workspaceView, &QTreeView::activated, this, &MainWindow::activateWorkspaceItem);
    connect(m_fileSystemModel, &QFileSystemModel::directoryLoaded, this, [this](const QString& dir) {
        // show where the pipelines are without a click
        if (QDir(dir) == QDir(m_workspaceRoot)) {
            const QModelIndex pipelines
                = m_fileSystemModel->index(QDir(m_workspaceRoot).filePath(QStringLiteral("pipelines")));
            if (pipelines.isValid())
                m_workspaceView->expand(pipelines);
        }
    });
    m_workspaceStack->addWidget(empty);
    m_workspaceStack->addWidget(m_workspaceView);
    workspaceLayout->addWidget(m_workspaceHeader);
    workspaceLayout->addWidget(m_workspaceStack, 1);
    m_workspaceDock = makeDock("workspaceDock", workspace, Qt::LeftDockWidgetArea);

    // Outline of the current pipeline
    m_outlineModel = new OutlineModel(this);
    auto* outline = new PlaceholderView<QTreeView>(this);
    m_outlineView = outline;
    m_outlineView->setObjectName(QStringLiteral("outlineView"));
    m_outlineView->setModel(m_outlineModel);
    m_outlineView->setUniformRowHeights(true);
    m_outlineView->setExpandsOnDoubleClick(false);
    m_outlineView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_outlineView->setFrameShape(QFrame::NoFrame);
    // one column: the delegate paints the detail after the name
    m_outlineView->setHeaderHidden(true);
    m_outlineView->header()->setStretchLastSection(false);
    m_outlineView->header()->setSectionResizeMode(QHeaderView::Stretch);
    m_outlineView->hideColumn(OutlineModel::DetailColumn);
    m_outlineView->setItemDelegateForColumn(OutlineModel::NameColumn, new OutlineDelegate(m_outlineView));
    connect(m_outlineView, &QTreeView::activated, this, &MainWindow::activateOutlineItem);
    connect(m_outlineModel, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        if (!m_outlineModel->document())
            return;
        m_outlineExpanded.clear();
        for (int i = 0; i < m_outlineModel->rowCount(); ++i) {
            const QModelIndex group = m_outlineModel->index(i, 0);
            if (m_outlineView->isExpanded(group))
                m_outlineExpanded << outlineKey(group);
            for (int j = 0; j < m_outlineModel->rowCount(group); ++j) {
                const QModelIndex child = m_outlineModel->index(j, 0, group);
                if (m_outlineView->isExpanded(child))
                    m_outlineExpanded << outlineKey(child);
            }
        }
    });
    connect(m_outlineModel, &QAbstractItemModel::modelReset, this, [this] {
        m_outlineView->hideColumn(OutlineModel::DetailColumn);
        for (int i = 0; i < m_outlineModel->rowCount(); ++i) {
            const QModelIndex group = m_outlineModel->index(i, 0);
            // groups start expanded; afterwards what the user chose is kept
            if (m_outlineExpanded.isEmpty() || m_outlineExpanded.contains(outlineKey(group)))
                m_outlineView->expand(group);
            for (int j = 0; j < m_outlineModel->rowCount(group); ++j) {
                const QModelIndex child = m_outlineModel->index(j, 0, group);
                if (m_outlineExpanded.contains(outlineKey(child)))
                    m_outlineView->expand(child);
            }
        }
    });
    m_outlineDock = makeDock("outlineDock", m_outlineView, Qt::LeftDockWidgetArea);
    splitDockWidget(m_workspaceDock, m_outlineDock, Qt::Vertical);
    connect(m_outlineView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MainWindow::onOutlineCurrentChanged);

    // Components: the palette of the workspace, next to the files
    m_palette = new PalettePanel(this);
    m_paletteDock = makeDock("paletteDock", m_palette, Qt::LeftDockWidgetArea);
    tabifyDockWidget(m_workspaceDock, m_paletteDock);
    connect(m_palette, &PalettePanel::addRequested, this, [this](const StepTemplate& what) {
        CanvasWidget* canvas = currentCanvas();
        if (!canvas) {
            statusBar()->showMessage(tr("Open a pipeline to add steps to it."), 5000);
            return;
        }
        CanvasScene* scene = canvas->scene();
        // after the selected step (the next one of a chain is usually added there), else in the middle of the
        // view; moved down until it covers no other node
        QPointF at = canvas->view()->viewCenterScenePos() - QPointF(CanvasScene::StepWidth / 2, 40);
        const QList<NodeId> selected = scene->selectedNodes();
        if (selected.size() == 1)
            if (NodeItem* item = scene->nodeItem(selected.first()))
                at = item->sceneBoundingRect().topRight() + QPointF(CanvasScene::StepWidth / 3, 0);
        auto covers = [scene](const QPointF& topLeft) {
            const QRectF place(topLeft, QSizeF(CanvasScene::StepWidth, 120));
            for (NodeItem* n : scene->nodesIn(place.adjusted(-40, -40, 40, 40))) // the scene's grid, not every node
                if (n->sceneBoundingRect().intersects(place))
                    return true;
            return false;
        };
        for (int i = 0; i < 50 && covers(at); ++i)
            at.ry() += 60;
        QString error;
        const QString name = scene->editor().addStep(what, scene->snapped(at), &error);
        if (name.isEmpty()) {
            canvas->showMessage(error, true);
            return;
        }
        canvas->view()->revealStep(name);
        canvas->view()->setFocus();
    });

    // Problems of every open document
    m_problemsModel = new ProblemsModel(this);
    m_problemsPanel = new ProblemsPanel(m_problemsModel, this);
    connect(m_problemsPanel, &ProblemsPanel::problemActivated, this, &MainWindow::showProblem);
    connect(m_problemsPanel, &ProblemsPanel::summaryChanged, this, &MainWindow::updateProblemsSummary);
    m_problemsDock = makeDock("problemsDock", m_problemsPanel, Qt::BottomDockWidgetArea);

    // Properties of the selected step, on the right
    m_properties = new PropertiesPanel(this);
    m_propertiesDock = makeDock("propertiesDock", m_properties, Qt::RightDockWidgetArea);
    connect(m_properties, &PropertiesPanel::stepRenamed, this, [this](const QString&, const QString& newName) {
        if (DocumentTab* tab = currentDocumentTab())
            tab->canvas()->selectStep(newName);
    });
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
        m_problemsDock->show();
        m_problemsDock->raise();
    });
    m_cursorLabel = new QLabel(bar);
    m_cursorLabel->setObjectName(QStringLiteral("cursorLabel"));
    m_cursorLabel->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("Ln 9999, Col 999")) + 8);
    m_cursorLabel->setAlignment(Qt::AlignCenter);
    m_backendLabel = new QLabel(bar);
    m_backendLabel->setObjectName(QStringLiteral("backendLabel"));
    m_backendLabel->setContentsMargins(6, 0, 6, 0);
    m_loadingWidget = new QWidget(bar);
    m_loadingWidget->setObjectName(QStringLiteral("loadingIndicator"));
    auto* loadingLayout = new QHBoxLayout(m_loadingWidget);
    loadingLayout->setContentsMargins(0, 0, 0, 0);
    loadingLayout->setSpacing(4);
    m_loadingLabel = new QLabel(m_loadingWidget);
    auto* busy = new QProgressBar(m_loadingWidget);
    busy->setRange(0, 0);
    busy->setMaximumSize(120, 14);
    busy->setTextVisible(false);
    m_loadingCancel = new QToolButton(m_loadingWidget);
    m_loadingCancel->setObjectName(QStringLiteral("cancelLoadingButton"));
    m_loadingCancel->setAutoRaise(true);
    m_loadingCancel->setIcon(closeIcon(palette()));
    connect(m_loadingCancel, &QToolButton::clicked, this, &MainWindow::cancelBackgroundLoads);
    loadingLayout->addWidget(m_loadingLabel);
    loadingLayout->addWidget(busy);
    loadingLayout->addWidget(m_loadingCancel);
    m_loadingWidget->hide();
    bar->addPermanentWidget(m_loadingWidget);
    bar->addPermanentWidget(m_problemsButton);
    bar->addPermanentWidget(m_cursorLabel);
    bar->addPermanentWidget(m_backendLabel);
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

    m_openAction->setText(tr("&Open…"));
    m_openAction->setIconText(tr("Open"));
    m_openAction->setStatusTip(tr("Open a pipeline YAML file"));
    m_openFolderAction->setText(tr("Open &Folder as Workspace…"));
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
    m_cutAction->setText(tr("Cu&t"));
    m_copyAction->setText(tr("&Copy"));
    m_pasteAction->setText(tr("&Paste"));
    m_selectAllAction->setText(tr("Select &All"));
    m_findAction->setText(tr("&Find…"));
    m_findNextAction->setText(tr("Find &Next"));
    m_findPreviousAction->setText(tr("Find Pre&vious"));
    m_resetLayoutAction->setText(tr("&Reset Layout"));
    m_validateAction->setText(tr("&Validate"));
    m_validateAction->setIconText(tr("Validate"));
    m_validateAction->setStatusTip(tr("Check the current pipeline and list the problems"));
    m_aboutAction->setText(tr("&About Pipewright"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_languageSystem->setText(tr("&System Language"));
    m_languageEnglish->setText(nativeLanguageName(QStringLiteral("en")));
    m_languageChinese->setText(nativeLanguageName(QStringLiteral("zh_CN")));

    m_workspaceDock->setWindowTitle(tr("Workspace"));
    m_paletteDock->setWindowTitle(tr("Components"));
    m_propertiesDock->setWindowTitle(tr("Properties"));
    retranslateCanvasActions();
    m_outlineDock->setWindowTitle(tr("Outline"));
    m_toolBar->setWindowTitle(tr("Main Toolbar"));
    m_workspaceEmpty->setText(tr("No folder is open. Open a project folder to browse its pipelines, components and "
                                 "data."));
    static_cast<PlaceholderView<QTreeView>*>(m_outlineView)
        ->setPlaceholderText(tr("Open a pipeline to see its inputs, outputs and steps."));
    m_backendLabel->setText(tr("Backend: Local"));
    m_loadingCancel->setToolTip(tr("Stop loading"));
    updateLoadingIndicator();
    m_backendLabel->setToolTip(tr("Pipelines run on this computer. Azure workspaces can be chosen in a later version."));
    for (QAction* a : {m_openAction, m_openFolderAction, m_saveAction, m_validateAction})
        setToolTipWithShortcut(a);
    updateUndoActions();
    updateProblemsSummary();
    updateCursorLabel();
    updateWindowTitle();
    updateWorkspaceHeader();
    rebuildRecentMenu();
    for (int i = 0; i < documentCount(); ++i)
        updateTabTitle(documentTab(i));
    // the models translate their headers and group names when asked; make the views ask again
    Q_EMIT m_problemsModel->headerDataChanged(Qt::Horizontal, 0, ProblemsModel::ColumnCount - 1);
    m_problemsPanel->view()->viewport()->update();
    m_outlineView->viewport()->update();
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
    const QString language = languageSetting();
    for (QAction* a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == language);
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(GeometryKey, saveGeometry());
    settings.setValue(StateKey, saveState(StateVersion));
    if (DocumentTab* tab = currentDocumentTab())
        settings.setValue(SplitterKey, tab->splitter()->saveState());
    if (!m_workspaceRoot.isEmpty())
        settings.setValue(WorkspaceKey, m_workspaceRoot);
}

void MainWindow::resetLayout()
{
    restoreState(m_defaultState, StateVersion);
    for (QDockWidget* dock : {m_workspaceDock, m_paletteDock, m_outlineDock, m_problemsDock, m_propertiesDock}) {
        dock->setFloating(false);
        dock->show();
    }
    m_workspaceDock->raise();
    m_toolBar->show();
    sizeDocks();
}

void MainWindow::sizeDocks()
{
    // side panels in proportion to the window, so that the canvas keeps most of it
    const int w = width();
    const int side = qBound(220, w * 16 / 100, 300);
    const int properties = qBound(280, w * 20 / 100, 380);
    resizeDocks({m_workspaceDock, m_propertiesDock}, {side, properties}, Qt::Horizontal);
    const int h = height();
    resizeDocks({m_workspaceDock, m_outlineDock}, {h * 40 / 100, h * 60 / 100}, Qt::Vertical);
    resizeDocks({m_problemsDock}, {qBound(150, h * 22 / 100, 260)}, Qt::Vertical);
}

// ----- documents -----------------------------------------------------------------------------------

int MainWindow::documentCount() const
{
    return ui->tabWidget->count();
}

DocumentTab* MainWindow::documentTab(int index) const
{
    return qobject_cast<DocumentTab*>(ui->tabWidget->widget(index));
}

DocumentTab* MainWindow::currentDocumentTab() const
{
    return documentTab(ui->tabWidget->currentIndex());
}

PipelineDocument* MainWindow::document(int index) const
{
    DocumentTab* tab = documentTab(index);
    return tab ? tab->document() : nullptr;
}

PipelineDocument* MainWindow::currentDocument() const
{
    return document(ui->tabWidget->currentIndex());
}

int MainWindow::currentIndex() const
{
    return ui->tabWidget->currentIndex();
}

void MainWindow::setCurrentIndex(int index)
{
    ui->tabWidget->setCurrentIndex(index);
}

int MainWindow::indexOfTab(const DocumentTab* tab) const
{
    return ui->tabWidget->indexOf(const_cast<DocumentTab*>(tab));
}

int MainWindow::indexOfFile(const QString& path) const
{
    const QString key = sameFileKey(path);
    for (int i = 0; i < documentCount(); ++i) {
        const QString p = document(i)->filePath();
        if (p == path || sameFileKey(p) == key)
            return i;
    }
    return -1;
}

bool MainWindow::openFile(const QString& path)
{
    if (path.isEmpty())
        return false;
    const QFileInfo info(path);
    const QString absolute = info.absoluteFilePath();
    const int existing = indexOfFile(absolute);
    if (existing >= 0) {
        setCurrentIndex(existing);
        return true;
    }
    if (info.isDir())
        return openFolder(absolute);

    if (info.size() > m_asyncLoadThreshold) {
        startBackgroundLoad(absolute);
        return true;
    }

    WaitCursor wait;
    auto document = std::make_unique<PipelineDocument>();
    document->setComponentCache(m_components);
    if (!document->load(absolute)) {
        reportUnreadable(absolute, document->errorString());
        return false;
    }
    documentOpened(document.release());
    return true;
}

void MainWindow::reportUnreadable(const QString& path, const QString& error)
{
    ui->banner->showMessage(tr("Could not open the file: %1. Check that it exists and that you may read it.").arg(error),
                            MessageBanner::Kind::Error);
    if (!QFileInfo::exists(path)) {
        QSettings settings;
        QStringList recent = settings.value(RecentKey).toStringList();
        if (recent.removeAll(path) > 0) {
            settings.setValue(RecentKey, recent);
            rebuildRecentMenu();
        }
    }
}

void MainWindow::documentOpened(PipelineDocument* doc)
{
    addDocument(doc);
    addRecentFile(doc->filePath());
    if (doc->isReadOnly()) {
        ui->banner->showMessage(tr("%1 is not UTF-8 text. It is shown read-only so that nothing in it is lost.")
                                    .arg(doc->displayName()),
                                MessageBanner::Kind::Warning);
    } else if (!doc->isParsed()) {
        ui->banner->showMessage(tr("%1 is not valid YAML. It is open so that you can fix it; the Problems panel "
                                   "shows where the error is.")
                                    .arg(doc->displayName()),
                                MessageBanner::Kind::Warning);
        m_problemsDock->show();
    }
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(doc->filePath())), 4000);
}

void MainWindow::startBackgroundLoad(const QString& path)
{
    if (m_loading.contains(path))
        return;
    const quint64 id = ++m_lastLoadId;
    m_loading.insert(path, id);
    updateLoadingIndicator();

    // reading, parsing and validating a large file happens on a worker; the result comes back queued and is
    // dropped if the load was cancelled or the window is gone
    QPointer<MainWindow> self(this);
    const std::shared_ptr<ComponentCache> components = m_components;
    QThreadPool::globalInstance()->start([self, path, id, components] {
        std::shared_ptr<PreparedContent> prepared = PipelineDocument::readAndPrepare(path, components);
        QMetaObject::invokeMethod(
            qApp,
            [self, path, id, prepared] {
                if (self)
                    self->finishBackgroundLoad(path, id, prepared);
            },
            Qt::QueuedConnection);
    });
}

void MainWindow::finishBackgroundLoad(const QString& path, quint64 id, const std::shared_ptr<PreparedContent>& prepared)
{
    if (m_loading.value(path) != id)
        return; // cancelled
    m_loading.remove(path);
    updateLoadingIndicator();
    if (!prepared->error.isEmpty()) {
        reportUnreadable(path, prepared->error);
        return;
    }
    const int existing = indexOfFile(path);
    if (existing >= 0) {
        setCurrentIndex(existing);
        return;
    }
    auto* doc = new PipelineDocument;
    doc->setComponentCache(m_components);
    doc->adopt(prepared);
    documentOpened(doc);
}

void MainWindow::cancelBackgroundLoads()
{
    if (m_loading.isEmpty())
        return;
    m_loading.clear();
    updateLoadingIndicator();
    statusBar()->showMessage(tr("Loading cancelled"), 3000);
}

bool MainWindow::isLoading() const
{
    return !m_loading.isEmpty();
}

void MainWindow::updateLoadingIndicator()
{
    if (m_loading.isEmpty()) {
        m_loadingWidget->hide();
        return;
    }
    const QStringList paths = m_loading.keys();
    m_loadingLabel->setText(paths.size() == 1 ? tr("Loading %1…").arg(QFileInfo(paths.first()).fileName())
                                              : tr("Loading %1 files…").arg(paths.size()));
    m_loadingLabel->setToolTip(QDir::toNativeSeparators(paths.join(QLatin1Char('\n'))));
    m_loadingWidget->show();
}

void MainWindow::addDocument(PipelineDocument* doc)
{
    auto* tab = new DocumentTab(doc);
    const QByteArray splitter = QSettings().value(SplitterKey).toByteArray();
    if (!splitter.isEmpty())
        tab->splitter()->restoreState(splitter);
    tab->editor()->setExternalUndoActions(m_undoAction, m_redoAction);
    connectCanvas(tab);
    tab->editor()->setReadOnly(doc->isReadOnly());
    m_undoGroup->addStack(doc->undoStack());
    connect(tab, &DocumentTab::modifiedChanged, this, [this, tab] {
        updateTabTitle(tab);
        updateWindowTitle();
        updateUndoActions();
    });
    connect(tab, &DocumentTab::pendingEditsChanged, this, &MainWindow::updateUndoActions);
    connect(tab, &DocumentTab::cursorPositionChanged, this, [this, tab] {
        if (tab == currentDocumentTab())
            updateCursorLabel();
    });
    connect(doc, &PipelineDocument::diagnosticsChanged, this, [this, doc] { updateProblems(doc); });
    connect(doc, &PipelineDocument::filePathChanged, this, [this, tab] {
        updateTabTitle(tab);
        updateWindowTitle();
        refreshAllProblems();
    });
    const int index = ui->tabWidget->addTab(tab, doc->displayName());
    auto* close = new QToolButton(ui->tabWidget->tabBar());
    close->setObjectName(QStringLiteral("tabCloseButton"));
    close->setAutoRaise(true);
    close->setFocusPolicy(Qt::NoFocus);
    close->setIcon(closeIcon(palette()));
    close->setIconSize(QSize(16, 16));
    close->setFixedSize(20, 20);
    close->setToolTip(tr("Close (%1)").arg(m_closeAction->shortcut().toString(QKeySequence::NativeText)));
    connect(close, &QToolButton::clicked, this, [this, tab] { closeDocument(indexOfTab(tab)); });
    ui->tabWidget->tabBar()->setTabButton(index, QTabBar::RightSide, close);
    updateTabTitle(tab);
    updateProblems(doc);
    ui->tabWidget->setCurrentIndex(index);
    if (!tab->layoutError().isEmpty())
        ui->banner->showMessage(tr("The canvas layout could not be read: %1").arg(tab->layoutError()),
                                MessageBanner::Kind::Warning);
    if (tab->canvas()->isVisibleTo(tab))
        tab->canvas()->view()->setFocus();
    else
        tab->editor()->setFocus();
}

void MainWindow::onCurrentTabChanged(int index)
{
    DocumentTab* tab = documentTab(index);
    m_undoGroup->setActiveStack(tab ? tab->document()->undoStack() : nullptr);
    m_outlineModel->setDocument(tab ? tab->document() : nullptr);
    // the level of the canvas on screen (a nested pipeline's document while one is open)
    CanvasScene* level = tab ? tab->canvas()->scene() : nullptr;
    m_properties->setDocument(level ? level->document() : nullptr);
    m_properties->setReadOnly(tab && tab->canvas()->depth() > 0);
    if (level) {
        const QStringList selected = level->selectedStepNames();
        m_properties->setStep(selected.size() == 1 ? selected.first() : QString());
    }
    ui->centralStack->setCurrentWidget(tab ? ui->documentsPage : static_cast<QWidget*>(ui->welcomePage));
    if (tab && !m_workspaceRoot.isEmpty()) {
        const QString path = tab->document()->filePath();
        if (path.startsWith(m_workspaceRoot + QLatin1Char('/'))) {
            const QModelIndex fileIndex = m_fileSystemModel->index(path);
            if (fileIndex.isValid()) {
                m_workspaceView->setCurrentIndex(fileIndex);
                m_workspaceView->scrollTo(fileIndex);
            }
        }
    }
    updateWindowTitle();
    updateActions();
    updateUndoActions();
    updateCursorLabel();
    updateViewModeActions();
    m_run->setCurrentDocument(tab ? tab->document() : nullptr);
}

void MainWindow::updateTabTitle(DocumentTab* tab)
{
    const int index = indexOfTab(tab);
    if (index < 0)
        return;
    ui->tabWidget->setTabText(index, tab->title());
    ui->tabWidget->setTabToolTip(index, QDir::toNativeSeparators(tab->document()->filePath()));
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
    for (QAction* a : {m_saveAction, m_saveAsAction, m_saveAllAction, m_closeAction, m_validateAction, m_findAction,
                       m_findNextAction, m_findPreviousAction, m_exportImageAction, m_deleteAction, m_renameAction,
                       m_duplicateAction, m_addNoteAction, m_showCanvasAction, m_showSourceAction, m_zoomInAction,
                       m_zoomOutAction, m_actualSizeAction, m_fitAllAction, m_fitSelectionAction, m_arrangeAction,
                       m_goToStepAction,
                       m_linkAction, m_promoteAction, m_alignLeftAction, m_alignTopAction, m_alignMiddleAction,
                       m_alignCentreAction, m_nextPortAction, m_previousPortAction, m_linkFromPortAction,
                       m_removePortLinksAction, m_noteWiderAction, m_noteNarrowerAction, m_noteTallerAction,
                       m_noteShorterAction})
        a->setEnabled(hasDocument);
}

void MainWindow::updateUndoActions()
{
    if (!m_undoAction)
        return;
    DocumentTab* tab = currentDocumentTab();
    const bool pending = tab && tab->hasPendingEdits();
    const bool canUndo = m_undoGroup->canUndo() || pending;
    m_undoAction->setEnabled(canUndo);
    m_redoAction->setEnabled(m_undoGroup->canRedo() && !pending);
    const QString undoText = pending ? tr("Typing") : m_undoGroup->undoText();
    const QString redoText = pending ? QString() : m_undoGroup->redoText();
    m_undoAction->setText(undoText.isEmpty() || !canUndo ? tr("&Undo") : tr("&Undo %1").arg(undoText));
    m_redoAction->setText(redoText.isEmpty() || !m_redoAction->isEnabled() ? tr("&Redo")
                                                                           : tr("&Redo %1").arg(redoText));
    m_undoAction->setIconText(tr("Undo"));
    m_redoAction->setIconText(tr("Redo"));
    setToolTipWithShortcut(m_undoAction);
    setToolTipWithShortcut(m_redoAction);
}

void MainWindow::undo()
{
    if (DocumentTab* tab = currentDocumentTab())
        tab->flushPendingEdits();
    m_undoGroup->undo();
}

void MainWindow::redo()
{
    if (DocumentTab* tab = currentDocumentTab())
        tab->flushPendingEdits();
    m_undoGroup->redo();
}

void MainWindow::forwardToFocus(const char* slot)
{
    QWidget* w = QApplication::focusWidget();
    if (w && w->metaObject()->indexOfMethod(slot) >= 0) {
        QByteArray name(slot);
        name.chop(2); // "()"
        QMetaObject::invokeMethod(w, name.constData());
    }
}

void MainWindow::open()
{
    QString dir = m_workspaceRoot;
    if (PipelineDocument* doc = currentDocument())
        dir = QFileInfo(doc->filePath()).absolutePath();
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Open Pipeline"), dir,
                                                            tr("YAML files (*.yml *.yaml);;All files (*)"));
    for (const QString& f : files)
        openFile(f);
}

void MainWindow::openFolderDialog()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Folder as Workspace"), m_workspaceRoot);
    if (!dir.isEmpty())
        openFolder(dir);
}

bool MainWindow::openFolder(const QString& path)
{
    const QFileInfo info(path);
    if (!info.isDir()) {
        ui->banner->showMessage(tr("Could not open the folder %1: it does not exist or is not a folder.")
                                    .arg(QDir::toNativeSeparators(info.absoluteFilePath())),
                                MessageBanner::Kind::Error);
        return false;
    }
    m_workspaceRoot = QDir::cleanPath(info.absoluteFilePath());
    const QModelIndex root = m_fileSystemModel->setRootPath(m_workspaceRoot);
    m_workspaceView->setModel(m_fileSystemModel);
    for (int c = 1; c < m_fileSystemModel->columnCount(); ++c)
        m_workspaceView->hideColumn(c);
    m_workspaceView->setRootIndex(root);
    m_workspaceView->setSortingEnabled(true);
    m_workspaceView->sortByColumn(0, Qt::AscendingOrder);
    m_workspaceStack->setCurrentWidget(m_workspaceView);
    m_problemsModel->setBaseDirectory(m_workspaceRoot);
    m_palette->setFolder(m_workspaceRoot);
    m_workspaceDock->show();
    updateWorkspaceHeader();
    QSettings().setValue(WorkspaceKey, m_workspaceRoot);
    statusBar()->showMessage(tr("Workspace: %1").arg(QDir::toNativeSeparators(m_workspaceRoot)), 4000);
    return true;
}

bool MainWindow::restoreWorkspace()
{
    const QString last = QSettings().value(WorkspaceKey).toString();
    if (last.isEmpty() || !QFileInfo(last).isDir())
        return false;
    return openFolder(last);
}

QString MainWindow::firstPipelineIn(const QString& folder)
{
    const QDir dir(QDir(folder).filePath(QStringLiteral("pipelines")));
    const QStringList files = dir.entryList({QStringLiteral("*.yml"), QStringLiteral("*.yaml")}, QDir::Files,
                                            QDir::Name | QDir::IgnoreCase);
    return files.isEmpty() ? QString() : dir.filePath(files.first());
}

void MainWindow::updateWorkspaceHeader()
{
    if (!m_workspaceHeader)
        return;
    if (m_workspaceRoot.isEmpty()) {
        m_workspaceHeader->hide();
        return;
    }
    m_workspaceHeader->setText(QDir(m_workspaceRoot).dirName().toUpper());
    m_workspaceHeader->setToolTip(QDir::toNativeSeparators(m_workspaceRoot));
    m_workspaceHeader->show();
}

void MainWindow::activateWorkspaceItem(const QModelIndex& index)
{
    const QString path = m_fileSystemModel->filePath(index);
    if (m_fileSystemModel->isDir(index))
        return;
    if (isYamlFile(path))
        openFile(path);
    else
        statusBar()->showMessage(tr("%1 is not a YAML file; only pipelines and components open in Pipewright.")
                                     .arg(QFileInfo(path).fileName()),
                                 5000);
}

void MainWindow::activateOutlineItem(const QModelIndex& index)
{
    const QModelIndex first = index.siblingAtColumn(0);
    if (first.data(OutlineModel::KindRole).value<OutlineModel::ItemKind>() == OutlineModel::ItemKind::Group) {
        m_outlineView->setExpanded(first, !m_outlineView->isExpanded(first));
        return;
    }
    const QPoint location = first.data(OutlineModel::LocationRole).toPoint();
    DocumentTab* tab = currentDocumentTab();
    if (!tab || location.isNull())
        return;
    const QString step = first.data(OutlineModel::StepNameRole).toString();
    if (!step.isEmpty())
        tab->canvas()->selectStep(step);
    tab->editor()->goToLine(location.x(), location.y());
}

bool MainWindow::saveDocument(int index)
{
    DocumentTab* tab = documentTab(index);
    if (!tab)
        return false;
    tab->flushPendingEdits();
    PipelineDocument* doc = tab->document();
    if (!doc->save()) {
        ui->banner->showMessage(tr("Could not save: %1.").arg(doc->errorString()), MessageBanner::Kind::Error);
        return false;
    }
    if (!saveLayoutOf(tab))
        return false;
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(doc->filePath())), 4000);
    return true;
}

bool MainWindow::saveDocumentAs(int index, const QString& path)
{
    DocumentTab* tab = documentTab(index);
    if (!tab || path.isEmpty())
        return false;
    tab->flushPendingEdits();
    PipelineDocument* doc = tab->document();
    if (!doc->save(path)) {
        ui->banner->showMessage(tr("Could not save: %1.").arg(doc->errorString()), MessageBanner::Kind::Error);
        return false;
    }
    if (!saveLayoutOf(tab))
        return false;
    addRecentFile(doc->filePath());
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(doc->filePath())), 4000);
    return true;
}

void MainWindow::save()
{
    saveDocument(currentIndex());
}

void MainWindow::saveAs()
{
    PipelineDocument* doc = currentDocument();
    if (!doc)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Pipeline As"), doc->filePath(),
                                                      tr("YAML files (*.yml *.yaml)"));
    if (!path.isEmpty())
        saveDocumentAs(currentIndex(), path);
}

void MainWindow::saveAll()
{
    for (int i = 0; i < documentCount(); ++i)
        if (documentTab(i)->isModified())
            saveDocument(i);
}

QMessageBox::StandardButton MainWindow::askToSave(PipelineDocument* document)
{
    if (m_savePrompt)
        return m_savePrompt(document);
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                    tr("Save the changes to “%1” before closing?").arg(document->displayName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setInformativeText(tr("If you don't save, your changes will be lost."));
    box.setDefaultButton(QMessageBox::Save);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    return QMessageBox::StandardButton(box.exec());
}

bool MainWindow::closeDocument(int index)
{
    DocumentTab* tab = documentTab(index);
    if (!tab)
        return false;
    if (tab->isModified()) {
        setCurrentIndex(index);
        switch (askToSave(tab->document())) {
        case QMessageBox::Save:
            if (!saveDocument(index))
                return false;
            break;
        case QMessageBox::Discard:
            break;
        default:
            return false;
        }
    }
    PipelineDocument* doc = tab->document();
    const QString path = doc->filePath();
    m_undoGroup->removeStack(doc->undoStack());
    if (m_outlineModel->document() == doc)
        m_outlineModel->setDocument(nullptr);
    ui->tabWidget->removeTab(index);
    m_problemsModel->removeFile(path);
    delete tab;
    updateUndoActions();
    return true;
}

bool MainWindow::closeAllDocuments()
{
    for (int i = documentCount() - 1; i >= 0; --i)
        if (!closeDocument(i))
            return false;
    return true;
}

void MainWindow::closeCurrent()
{
    if (currentIndex() >= 0)
        closeDocument(currentIndex());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    for (int i = 0; i < documentCount(); ++i) {
        DocumentTab* tab = documentTab(i);
        if (!tab->isModified())
            continue;
        setCurrentIndex(i);
        const QMessageBox::StandardButton answer = askToSave(tab->document());
        if (answer == QMessageBox::Save) {
            if (!saveDocument(i)) {
                event->ignore();
                return;
            }
        } else if (answer != QMessageBox::Discard) {
            event->ignore();
            return;
        }
    }
    writeSettings();
    event->accept();
}

// ----- problems, validation ------------------------------------------------------------------------

void MainWindow::updateProblems(PipelineDocument* document)
{
    m_problemsModel->setDiagnostics(document->filePath(), document->diagnostics());
}

void MainWindow::refreshAllProblems()
{
    m_problemsModel->clear();
    for (int i = 0; i < documentCount(); ++i)
        updateProblems(document(i));
}

void MainWindow::updateProblemsSummary()
{
    if (!m_problemsPanel)
        return;
    const QString summary = m_problemsPanel->summary();
    m_problemsDock->setWindowTitle(summary.isEmpty() ? tr("Problems") : tr("Problems (%1)").arg(summary));
    m_problemsButton->setText(summary.isEmpty() ? tr("No problems") : summary);
    m_problemsButton->setToolTip(tr("Show the Problems panel"));
    const QString icon = m_problemsModel->errorCount() ? QStringLiteral("error")
        : m_problemsModel->warningCount()              ? QStringLiteral("warning")
                                                       : QStringLiteral("info");
    m_problemsButton->setIcon(appIcon(icon));
}

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

void MainWindow::showProblem(const Diagnostic& diagnostic, const QString& sourceFile)
{
    const QString file = diagnostic.file.isEmpty() ? sourceFile : diagnostic.file;
    if (file.isEmpty() || !openFile(file))
        return;
    if (DocumentTab* tab = currentDocumentTab()) {
        if (!diagnostic.step.isEmpty())
            tab->canvas()->selectStep(diagnostic.step);
        if (diagnostic.line > 0)
            tab->editor()->goToLine(diagnostic.line, diagnostic.col);
        else
            tab->editor()->setFocus();
        if (!diagnostic.step.isEmpty() && !diagnostic.field.isEmpty()) {
            m_properties->setStep(diagnostic.step);
            m_propertiesDock->show();
            m_propertiesDock->raise();
            m_properties->focusField(diagnostic.field);
        }
    }
}

void MainWindow::validate()
{
    DocumentTab* tab = currentDocumentTab();
    if (!tab)
        return;
    WaitCursor wait;
    tab->flushPendingEdits();
    tab->document()->revalidate();
    m_problemsDock->show();
    m_problemsDock->raise();
    PipelineDocument* doc = tab->document();
    int counts[3] = {0, 0, 0};
    for (const Diagnostic& d : doc->diagnostics())
        ++counts[int(d.severity)];
    const QString summary = ProblemsPanel::countSummary(counts[0], counts[1], counts[2]);
    statusBar()->showMessage(summary.isEmpty() ? tr("%1: no problems found").arg(doc->displayName())
                                               : tr("%1: %2").arg(doc->displayName(), summary),
                             6000);
}

// ----- recent files, language, about ---------------------------------------------------------------

QStringList MainWindow::recentFiles() const
{
    // files that are gone (deleted, moved, on a drive not mounted now) are not offered; they stay in the list and
    // come back when they are there again
    QStringList recent = QSettings().value(RecentKey).toStringList();
    recent.removeIf([](const QString& path) { return !QFileInfo::exists(path); });
    return recent;
}

void MainWindow::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(RecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > MaxRecentFiles)
        recent.removeLast();
    settings.setValue(RecentKey, recent);
    rebuildRecentMenu();
}

void MainWindow::clearRecentFiles()
{
    QSettings().remove(RecentKey);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    const QStringList recent = recentFiles();
    m_recentMenu->clear();
    for (int i = 0; i < recent.size(); ++i) {
        const QFileInfo fi(recent[i]);
        //: recent file entry: number, file name, folder name
        const QString text = tr("&%1 %2 — %3").arg(i + 1).arg(fi.fileName(), fi.dir().dirName());
        QAction* a = m_recentMenu->addAction(text);
        a->setData(recent[i]);
        a->setStatusTip(QDir::toNativeSeparators(recent[i]));
        a->setToolTip(QDir::toNativeSeparators(recent[i]));
        const QString path = recent[i];
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (!recent.isEmpty())
        m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecentAction);
    m_clearRecentAction->setEnabled(!recent.isEmpty());
    m_recentMenu->setEnabled(true);
    ui->welcomePage->setRecentFiles(recent);
}

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
           "files, and run them locally or in Azure.</p>"
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

// ----- canvas --------------------------------------------------------------------------------------

void MainWindow::createCanvasActions()
{
    auto make = [this](const char* name, const QList<QKeySequence>& shortcuts = {},
                       Qt::ShortcutContext context = Qt::WindowShortcut) {
        auto* a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        a->setShortcuts(shortcuts);
        a->setShortcutContext(context);
        return a;
    };
    auto onCanvas = [this](void (CanvasView::*slot)()) {
        return [this, slot] {
            if (CanvasWidget* canvas = currentCanvas())
                (canvas->view()->*slot)();
        };
    };
    m_newPipelineAction = make("actionNewPipeline", {QKeySequence(Qt::CTRL | Qt::Key_N)});
    connect(m_newPipelineAction, &QAction::triggered, this, &MainWindow::newPipelineDialog);
    m_exportImageAction = make("actionExportImage", {QKeySequence(Qt::CTRL | Qt::Key_E)});
    connect(m_exportImageAction, &QAction::triggered, this, &MainWindow::exportImage);
    // the canvas handles these keys itself while it has the focus; the menu shows them and works from anywhere
    m_deleteAction = make("actionDelete", QKeySequence::keyBindings(QKeySequence::Delete), Qt::WidgetWithChildrenShortcut);
    connect(m_deleteAction, &QAction::triggered, this, onCanvas(&CanvasView::deleteSelection));
    m_renameAction = make("actionRenameStep", {QKeySequence(Qt::Key_F2)}, Qt::WidgetWithChildrenShortcut);
    connect(m_renameAction, &QAction::triggered, this, onCanvas(&CanvasView::renameSelected));
    m_duplicateAction = make("actionDuplicate", {QKeySequence(Qt::CTRL | Qt::Key_D)}, Qt::WidgetWithChildrenShortcut);
    connect(m_duplicateAction, &QAction::triggered, this, onCanvas(&CanvasView::duplicateSelection));
    m_addNoteAction = make("actionAddNote");
    connect(m_addNoteAction, &QAction::triggered, this, onCanvas(&CanvasView::addNote));
    // port and note keys belong to the canvas (it handles them while it has the focus; elsewhere '.' or Enter
    // mean something else): the menu shows them and works on the current canvas
    m_nextPortAction = make("actionNextPort", {QKeySequence(Qt::Key_Period)}, Qt::WidgetShortcut);
    connect(m_nextPortAction, &QAction::triggered, this, onCanvas(&CanvasView::focusNextPort));
    m_previousPortAction = make("actionPreviousPort", {QKeySequence(Qt::Key_Comma)}, Qt::WidgetShortcut);
    connect(m_previousPortAction, &QAction::triggered, this, onCanvas(&CanvasView::focusPreviousPort));
    m_linkFromPortAction = make("actionLinkFromPort", {QKeySequence(Qt::Key_Return)}, Qt::WidgetShortcut);
    connect(m_linkFromPortAction, &QAction::triggered, this, onCanvas(&CanvasView::startKeyboardLink));
    m_removePortLinksAction = make("actionRemovePortLinks", {QKeySequence(Qt::Key_Delete)}, Qt::WidgetShortcut);
    connect(m_removePortLinksAction, &QAction::triggered, this, [this] {
        if (CanvasWidget* canvas = currentCanvas())
            canvas->view()->removePortLinks(canvas->view()->focusedPort());
    });
    auto resizeNotes = [this](qreal dx, qreal dy) {
        return [this, dx, dy] {
            if (CanvasWidget* canvas = currentCanvas())
                canvas->view()->resizeSelectedNotes(QSizeF(dx * CanvasScene::GridSize, dy * CanvasScene::GridSize));
        };
    };
    m_noteWiderAction = make("actionNoteWider", {QKeySequence(Qt::ALT | Qt::Key_Right)}, Qt::WidgetShortcut);
    connect(m_noteWiderAction, &QAction::triggered, this, resizeNotes(1, 0));
    m_noteNarrowerAction = make("actionNoteNarrower", {QKeySequence(Qt::ALT | Qt::Key_Left)}, Qt::WidgetShortcut);
    connect(m_noteNarrowerAction, &QAction::triggered, this, resizeNotes(-1, 0));
    m_noteTallerAction = make("actionNoteTaller", {QKeySequence(Qt::ALT | Qt::Key_Down)}, Qt::WidgetShortcut);
    connect(m_noteTallerAction, &QAction::triggered, this, resizeNotes(0, 1));
    m_noteShorterAction = make("actionNoteShorter", {QKeySequence(Qt::ALT | Qt::Key_Up)}, Qt::WidgetShortcut);
    connect(m_noteShorterAction, &QAction::triggered, this, resizeNotes(0, -1));

    m_showCanvasAction = make("actionShowCanvas", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G)});
    m_showCanvasAction->setCheckable(true);
    m_showCanvasAction->setChecked(true);
    m_showSourceAction = make("actionShowSource", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Y)});
    m_showSourceAction->setCheckable(true);
    m_showSourceAction->setChecked(true);
    connect(m_showCanvasAction, &QAction::triggered, this, [this](bool on) {
        if (!on && !m_showSourceAction->isChecked())
            m_showSourceAction->setChecked(true); // one of the two stays
        setViewModeFromActions();
    });
    connect(m_showSourceAction, &QAction::triggered, this, [this](bool on) {
        if (!on && !m_showCanvasAction->isChecked())
            m_showCanvasAction->setChecked(true);
        setViewModeFromActions();
    });
    m_zoomInAction = make("actionZoomIn", {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    connect(m_zoomInAction, &QAction::triggered, this, onCanvas(&CanvasView::zoomIn));
    m_zoomOutAction = make("actionZoomOut", {QKeySequence(Qt::CTRL | Qt::Key_Minus)});
    connect(m_zoomOutAction, &QAction::triggered, this, onCanvas(&CanvasView::zoomOut));
    m_actualSizeAction = make("actionActualSize", {QKeySequence(Qt::CTRL | Qt::Key_0)});
    connect(m_actualSizeAction, &QAction::triggered, this, onCanvas(&CanvasView::resetZoom));
    m_fitAllAction = make("actionFitAll", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H)});
    connect(m_fitAllAction, &QAction::triggered, this, onCanvas(&CanvasView::fitAll));
    m_fitSelectionAction = make("actionFitSelection", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J)});
    connect(m_fitSelectionAction, &QAction::triggered, this, onCanvas(&CanvasView::fitSelection));
    m_snapAction = make("actionSnapToGrid");
    m_snapAction->setCheckable(true);
    m_snapAction->setChecked(QSettings().value(QStringLiteral("canvas/snapToGrid"), true).toBool());
    connect(m_snapAction, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("canvas/snapToGrid"), on);
        for (int i = 0; i < documentCount(); ++i)
            documentTab(i)->canvas()->rootScene()->setSnapToGrid(on);
    });
    m_linkAction = make("actionLinkPorts", {QKeySequence(Qt::CTRL | Qt::Key_L)});
    connect(m_linkAction, &QAction::triggered, this, onCanvas(&CanvasView::linkPorts));
    m_promoteAction = make("actionPromoteInput");
    connect(m_promoteAction, &QAction::triggered, this, [this] {
        if (CanvasWidget* canvas = currentCanvas())
            canvas->view()->promoteInput();
    });
    auto align = [this](const char* name, CanvasView::Align how) {
        QAction* a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        connect(a, &QAction::triggered, this, [this, how] {
            if (CanvasWidget* canvas = currentCanvas())
                canvas->view()->alignSelection(how);
        });
        return a;
    };
    m_alignLeftAction = align("actionAlignLeft", CanvasView::Align::Left);
    m_alignTopAction = align("actionAlignTop", CanvasView::Align::Top);
    m_alignMiddleAction = align("actionAlignMiddle", CanvasView::Align::HorizontalCentre);
    m_alignCentreAction = align("actionAlignCentre", CanvasView::Align::VerticalCentre);
    m_minimapAction = make("actionMinimap");
    m_minimapAction->setCheckable(true);
    m_minimapAction->setChecked(QSettings().value(QStringLiteral("canvas/minimap"), true).toBool());
    connect(m_minimapAction, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("canvas/minimap"), on);
        for (int i = 0; i < documentCount(); ++i)
            documentTab(i)->canvas()->minimap()->setEnabledByUser(on);
    });
    m_goToStepAction = make("actionGoToStep", {QKeySequence(Qt::CTRL | Qt::Key_P)});
    connect(m_goToStepAction, &QAction::triggered, this, &MainWindow::goToStep);
    m_arrangeAction = make("actionArrange", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)});
    connect(m_arrangeAction, &QAction::triggered, this, [this] {
        CanvasWidget* canvas = currentCanvas();
        if (!canvas)
            return;
        if (canvas->scene()->isReadOnly()) {
            canvas->scene()->arrange(false);
        } else {
            canvas->scene()->arrange(true);
        }
        canvas->view()->fitAll();
    });
}

void MainWindow::retranslateCanvasActions()
{
    m_newPipelineAction->setText(tr("&New Pipeline…"));
    m_newPipelineAction->setStatusTip(tr("Create an empty pipeline file and open its canvas"));
    m_exportImageAction->setText(tr("&Export Canvas Image…"));
    m_exportImageAction->setStatusTip(tr("Save a picture of the pipeline's canvas as SVG or PNG"));
    m_deleteAction->setText(tr("&Delete"));
    m_deleteAction->setStatusTip(tr("Delete the selected steps, links or notes on the canvas"));
    m_renameAction->setText(tr("Rena&me Step…"));
    m_duplicateAction->setText(tr("D&uplicate"));
    m_addNoteAction->setText(tr("Add &Note"));
    m_showCanvasAction->setText(tr("&Canvas"));
    m_showCanvasAction->setStatusTip(tr("Show the pipeline's graph"));
    m_showSourceAction->setText(tr("&YAML Source"));
    m_showSourceAction->setStatusTip(tr("Show the pipeline's YAML text beside the canvas"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_actualSizeAction->setText(tr("&Actual Size"));
    m_fitAllAction->setText(tr("&Fit All"));
    m_fitSelectionAction->setText(tr("Fit &Selection"));
    m_snapAction->setText(tr("S&nap to Grid"));
    m_arrangeAction->setText(tr("&Arrange"));
    m_goToStepAction->setText(tr("&Go to Step…"));
    m_goToStepAction->setStatusTip(tr("Find a step by its name or its component's and show it on the canvas"));
    m_linkAction->setText(tr("&Link Ports…"));
    m_linkAction->setStatusTip(tr("Link an output to an input without dragging"));
    m_promoteAction->setText(tr("&Promote Input to Pipeline Input…"));
    m_promoteAction->setStatusTip(tr("Let an input of the selected step be set when the pipeline is submitted"));
    m_portsMenu->setTitle(tr("P&orts"));
    m_nextPortAction->setText(tr("&Next Port"));
    m_nextPortAction->setStatusTip(tr("Move the keyboard focus to the next port of the current step"));
    m_previousPortAction->setText(tr("&Previous Port"));
    m_linkFromPortAction->setText(tr("&Link From Port…"));
    m_linkFromPortAction->setStatusTip(tr("Start a link at the focused port and choose its other end with the keyboard"));
    m_removePortLinksAction->setText(tr("&Remove Port Links"));
    m_removePortLinksAction->setStatusTip(tr("Remove the links of the focused port"));
    m_noteSizeMenu->setTitle(tr("Note Si&ze"));
    m_noteWiderAction->setText(tr("&Wider"));
    m_noteNarrowerAction->setText(tr("&Narrower"));
    m_noteTallerAction->setText(tr("&Taller"));
    m_noteShorterAction->setText(tr("&Shorter"));
    m_alignMenu->setTitle(tr("Ali&gn"));
    m_alignLeftAction->setText(tr("&Left Edges"));
    m_alignTopAction->setText(tr("&Top Edges"));
    m_alignMiddleAction->setText(tr("&Middles (in a Row)"));
    m_alignCentreAction->setText(tr("&Centres (in a Column)"));
    m_minimapAction->setText(tr("&Minimap"));
    m_minimapAction->setStatusTip(tr("Show a map of the whole pipeline while part of it is out of sight"));
    m_arrangeAction->setStatusTip(tr("Lay the canvas out again, left to right"));
}

void MainWindow::goToStep()
{
    DocumentTab* tab = currentDocumentTab();
    if (!tab)
        return;
    GoToStepDialog dialog(*tab->document(), this);
    if (dialog.exec() != QDialog::Accepted || dialog.stepName().isEmpty())
        return;
    showStepOnCanvas(tab, dialog.stepName());
}

void MainWindow::showStepOnCanvas(DocumentTab* tab, const QString& step)
{
    if (tab->viewMode() == DocumentTab::ViewMode::SourceOnly)
        tab->setViewMode(DocumentTab::ViewMode::CanvasAndSource);
    if (tab->canvas()->selectStep(step)) // (brought into view at a readable zoom)
        tab->canvas()->view()->setFocus();
}

CanvasWidget* MainWindow::currentCanvas() const
{
    DocumentTab* tab = currentDocumentTab();
    return tab ? tab->canvas() : nullptr;
}

void MainWindow::connectCanvas(DocumentTab* tab)
{
    CanvasWidget* canvas = tab->canvas();
    canvas->rootScene()->setSnapToGrid(m_snapAction->isChecked());
    canvas->minimap()->setEnabledByUser(m_minimapAction->isChecked());
    connect(canvas, &CanvasWidget::selectedStepsChanged, this,
            [this, tab](const QStringList& steps) { onCanvasSelection(tab, steps); });
    // the Properties panel follows the level on screen, read-only inside a nested pipeline
    connect(canvas, &CanvasWidget::currentSelectionChanged, this,
            [this, tab](PipelineDocument* document, const QStringList& steps, bool readOnly) {
                if (tab != currentDocumentTab())
                    return;
                m_properties->setDocument(document);
                m_properties->setReadOnly(readOnly);
                m_properties->setStep(steps.size() == 1 ? steps.first() : QString());
            });
    connect(canvas, &CanvasWidget::stepActivated, this, [tab](const QString& name) {
        const SourceLoc loc = tab->document()->locationOf({QStringLiteral("jobs"), name});
        if (!loc.valid())
            return;
        if (tab->viewMode() == DocumentTab::ViewMode::CanvasOnly)
            tab->setViewMode(DocumentTab::ViewMode::CanvasAndSource);
        tab->editor()->goToLine(loc.line, loc.col);
    });
    connect(canvas, &CanvasWidget::openFileRequested, this, [this](const QString& path) { openFile(path); });
    connect(canvas, &CanvasWidget::quickAddRequested, this, &MainWindow::quickAdd);
    connect(canvas, &CanvasWidget::linkDroppedOnEmpty, this,
            [this, tab](const PortRef& from, const QPointF& at) { offerComponentsFor(tab, from, at); });
    connect(tab, &DocumentTab::viewModeChanged, this, [this, tab] {
        if (tab == currentDocumentTab())
            updateViewModeActions();
    });
}

void MainWindow::updateViewModeActions()
{
    DocumentTab* tab = currentDocumentTab();
    const DocumentTab::ViewMode mode = tab ? tab->viewMode() : DocumentTab::ViewMode::CanvasAndSource;
    const QSignalBlocker a(m_showCanvasAction);
    const QSignalBlocker b(m_showSourceAction);
    m_showCanvasAction->setChecked(mode != DocumentTab::ViewMode::SourceOnly);
    m_showSourceAction->setChecked(mode != DocumentTab::ViewMode::CanvasOnly);
}

void MainWindow::setViewModeFromActions()
{
    DocumentTab* tab = currentDocumentTab();
    if (!tab)
        return;
    const bool canvas = m_showCanvasAction->isChecked();
    const bool source = m_showSourceAction->isChecked();
    tab->setViewMode(canvas && source ? DocumentTab::ViewMode::CanvasAndSource
                         : canvas     ? DocumentTab::ViewMode::CanvasOnly
                                      : DocumentTab::ViewMode::SourceOnly);
    if (canvas)
        tab->canvas()->view()->setFocus();
    else
        tab->editor()->setFocus();
}

void MainWindow::onCanvasSelection(DocumentTab* tab, const QStringList& steps)
{
    if (tab != currentDocumentTab() || m_syncingSelection || steps.size() != 1)
        return;
    const QModelIndex index = m_outlineModel->indexForPath({QStringLiteral("jobs"), steps.first()});
    if (!index.isValid())
        return;
    m_syncingSelection = true;
    m_outlineView->setCurrentIndex(index);
    m_outlineView->scrollTo(index);
    m_syncingSelection = false;
}

void MainWindow::onOutlineCurrentChanged(const QModelIndex& index)
{
    if (m_syncingSelection || !index.isValid())
        return;
    DocumentTab* tab = currentDocumentTab();
    const QString step = index.siblingAtColumn(0).data(OutlineModel::StepNameRole).toString();
    if (!tab || step.isEmpty() || tab->canvas()->rootScene()->selectedStepNames() == QStringList {step})
        return;
    m_syncingSelection = true;
    tab->canvas()->selectStep(step);
    m_syncingSelection = false;
}

bool MainWindow::saveLayoutOf(DocumentTab* tab)
{
    QString error;
    if (tab->saveLayout(&error))
        return true;
    ui->banner->showMessage(tr("The pipeline was saved, but its canvas layout was not: %1.").arg(error),
                            MessageBanner::Kind::Error);
    return false;
}

void MainWindow::exportImage()
{
    DocumentTab* tab = currentDocumentTab();
    if (!tab)
        return;
    const QFileInfo source(tab->document()->filePath());
    const QString suggestion = source.fileName().isEmpty()
        ? QDir(m_workspaceRoot).filePath(QStringLiteral("pipeline.svg"))
        : source.absoluteDir().filePath(source.completeBaseName() + QStringLiteral(".svg"));
    QString filter;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Canvas Image"), suggestion,
                                                      tr("SVG image (*.svg);;PNG image (*.png)"), &filter);
    if (path.isEmpty())
        return;
    QString target = path;
    if (QFileInfo(target).suffix().isEmpty())
        target += filter.contains(QLatin1String("png")) ? QStringLiteral(".png") : QStringLiteral(".svg");
    exportCanvasImage(target);
}

bool MainWindow::exportCanvasImage(const QString& path)
{
    CanvasWidget* canvas = currentCanvas();
    if (!canvas)
        return false;
    CanvasExport::Format format;
    if (!CanvasExport::formatFromName(QFileInfo(path).suffix(), &format)) {
        ui->banner->showMessage(tr("Could not export %1: choose a file name ending in .svg or .png.")
                                    .arg(QDir::toNativeSeparators(path)),
                                MessageBanner::Kind::Error);
        return false;
    }
    WaitCursor wait;
    QString error;
    if (!CanvasExport::write(canvas->scene(), path, format, &error, canvas->scene()->document()->displayName())) {
        ui->banner->showMessage(tr("Could not export the canvas: %1.").arg(error), MessageBanner::Kind::Error);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

void MainWindow::newPipelineDialog()
{
    QString dir = m_workspaceRoot.isEmpty() ? QDir::homePath() : m_workspaceRoot;
    if (QFileInfo(QDir(dir).filePath(QStringLiteral("pipelines"))).isDir())
        dir = QDir(dir).filePath(QStringLiteral("pipelines"));
    const QString path = QFileDialog::getSaveFileName(this, tr("New Pipeline"), QDir(dir).filePath(QStringLiteral("pipeline.yml")),
                                                      tr("YAML files (*.yml *.yaml)"), nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        newPipeline(QFileInfo(path).suffix().isEmpty() ? path + QStringLiteral(".yml") : path);
}

bool MainWindow::newPipeline(const QString& path)
{
    const QFileInfo info(path);
    if (info.exists()) {
        ui->banner->showMessage(tr("%1 already exists; choose another name for the new pipeline.")
                                    .arg(QDir::toNativeSeparators(info.absoluteFilePath())),
                                MessageBanner::Kind::Error);
        return false;
    }
    const QByteArray text = QByteArrayLiteral("$schema: https://azuremlschemas.azureedge.net/latest/pipelineJob.schema.json\n"
                                              "type: pipeline\n")
        + "display_name: " + info.completeBaseName().toUtf8() + "\n\njobs:\n";
    QString error;
    if (!QDir().mkpath(info.absolutePath()) || !writeFileAtomically(info.absoluteFilePath(), text, &error)) {
        ui->banner->showMessage(tr("Could not create the pipeline: %1.").arg(error.isEmpty() ? info.absolutePath() : error),
                                MessageBanner::Kind::Error);
        return false;
    }
    if (!openFile(info.absoluteFilePath()))
        return false;
    if (DocumentTab* tab = currentDocumentTab()) {
        tab->setViewMode(DocumentTab::ViewMode::CanvasAndSource);
        tab->canvas()->view()->setFocus();
    }
    if (!m_workspaceRoot.isEmpty()) {
        m_paletteDock->show();
        m_paletteDock->raise();
    }
    return true;
}

void MainWindow::quickAdd(const QString& text)
{
    // typing on the canvas searches the Components panel; Enter there adds the first match
    m_paletteDock->show();
    m_paletteDock->raise();
    m_palette->searchField()->setText(text);
    m_palette->searchField()->setFocus();
    m_palette->searchField()->end(false);
    statusBar()->showMessage(tr("Enter adds the first component found; Down picks another; Escape goes back."), 6000);
}

void MainWindow::offerComponentsFor(DocumentTab* tab, const PortRef& from, const QPointF& at)
{
    CanvasScene* scene = tab->canvas()->rootScene();
    const NodeVisual* v = scene->visual(from.node);
    if (!v || scene->isReadOnly())
        return;
    QString type;
    for (const PortVisual& p : from.output ? v->outputs : v->inputs)
        if (p.name == from.port)
            type = p.type;
    const QList<PaletteEntry> entries = m_palette->entriesFor(type, from.output);
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("linkTargetMenu"));
    menu.setToolTipsVisible(true);
    menu.addSection(from.output ? tr("Add a step that takes %1").arg(type.isEmpty() ? from.port : type)
                                : tr("Add a step that gives %1").arg(type.isEmpty() ? from.port : type));
    for (const PaletteEntry& e : entries) {
        const QString title = e.displayName.isEmpty() ? e.name : e.displayName;
        QAction* a = menu.addAction(e.version.isEmpty() ? title : tr("%1 (v%2)").arg(title, e.version));
        a->setToolTip(QDir::toNativeSeparators(e.path));
        connect(a, &QAction::triggered, this, [this, tab, scene, from, at, e, type] {
            PipelineDocument* doc = tab->document();
            QUndoStack* stack = doc->undoStack();
            StepTemplate t;
            t.componentPath = e.path;
            t.componentType = e.type;
            t.suggestedName = QFileInfo(e.path).completeBaseName();
            stack->beginMacro(tr("Add and link %1").arg(t.suggestedName));
            QString error;
            const QPointF place = from.output ? at - QPointF(0, 30) : at - QPointF(CanvasScene::StepWidth, 30);
            const QString name = scene->editor().addStep(t, scene->snapped(place), &error);
            if (!name.isEmpty()) {
                // the first port of the new step that fits
                const NodeId id = scene->findStep(name);
                const NodeVisual* nv = scene->visual(id);
                for (const PortVisual& p : nv ? (from.output ? nv->inputs : nv->outputs) : QList<PortVisual>()) {
                    const PortRef other {id, p.name, !from.output};
                    if (scene->editor().checkLink(from, other).result == LinkCheck::Result::Ok) {
                        scene->editor().connectPorts(from, other, &error);
                        break;
                    }
                }
            }
            stack->endMacro();
            if (name.isEmpty())
                tab->canvas()->showMessage(error, true);
            else
                tab->canvas()->view()->revealStep(name);
        });
    }
    if (entries.isEmpty())
        menu.addAction(tr("No component in the workspace fits"))->setEnabled(false);
    menu.exec(QCursor::pos());
}

} // namespace pw
