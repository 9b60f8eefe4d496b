// SPDX-License-Identifier: MIT
#pragma once

#include "canvasactions.h"
#include "diagnostic.h"
#include "dockmanager.h"
#include "documentmanager.h"

#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <memory>

class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QToolBar;
class QToolButton;
class QTreeView;

namespace pw {

namespace Ui {
class MainWindow;
}

class Backend;
class ComponentCache;
class DocumentTab;
class EditActions;
class PalettePanel;
class MessageBanner;
class OutlineModel;
class PipelineDocument;
class ProblemsModel;
class ProblemsPanel;
class PropertiesPanel;
class UndoGroup;

/// The studio window: one tab per open pipeline, the Workspace, Outline and Problems docks, menus and
/// toolbar. The public functions are what the command line and the tests drive.
///
/// The window makes the menus, the toolbar and the status bar, and wires the parts that do the work: the open
/// documents (DocumentManager), the docks and their panels (DockManager, WorkspacePanel), the Edit menu's
/// undo, clipboard and find actions (EditActions) and the actions on the canvas (CanvasActions).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// Version of the saved dock layout; raise it when docks are added or renamed.
    static constexpr int StateVersion = 4; // 3: the Jobs dock, 4: the Properties dock
    static constexpr int MaxRecentFiles = 10;

    /// Asked before a modified document is closed: Save, Discard or Cancel.
    using SavePrompt = DocumentManager::SavePrompt;

    /// A window without backends: it shows that no backend is available, and Run stays disabled.
    explicit MainWindow(QWidget* parent = nullptr);
    /// A window whose Run menu runs pipelines on `backends` (taken over; the first one is current).
    explicit MainWindow(const QList<Backend*>& backends, QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Open a pipeline file in a new tab, or switch to its tab if it is open. A file that cannot be read
    /// is reported in the banner; one that is not valid YAML opens with its problems listed.
    bool openFile(const QString& path) { return m_documents->openFile(path); }
    /// Make `path` the workspace shown in the Workspace panel. Opens no file.
    bool openFolder(const QString& path);
    /// Re-open the workspace folder of the previous session, if it still exists.
    bool restoreWorkspace();
    /// Run `work` in a turn of the event loop of its own once the window's first frame has been painted (in the
    /// next turns while the window is not shown, or after a second if it is shown but not painted): start-up work
    /// whose result the first frame does not show waits for it, in the order it was asked for.
    void afterFirstFrame(std::function<void()> work);
    /// Open `paths` as openFile() does, one after the other, once the first frame has been painted (see
    /// afterFirstFrame()): the files given at start-up.
    /// Open `paths` once the first frame is shown, then make `current` (one of them) the current tab.
    void openFilesAfterFirstFrame(const QStringList& paths, const QString& current = QString());
    /// The files open when the window last closed (those that still exist), and the one that was current.
    static QStringList sessionFiles(QString* current = nullptr);
    /// The sample workspace shipped with the studio, offered on the welcome page.
    void setSampleWorkspace(const QString& folder);
    /// Open the sample workspace and its first pipeline; a read-only one (installed) is copied to the user's
    /// documents first, so that it can be edited and run. False when it cannot be copied.
    bool openSampleWorkspace(const QString& folder);
    /// True until the work that waits for the first frame is done.
    bool isStarting() const { return !m_afterFirstFrame.isEmpty(); }
    QString workspaceRoot() const;
    /// The first pipelines/*.yml (or *.yaml) of a folder, by name; empty if there is none.
    static QString firstPipelineIn(const QString& folder);

    int documentCount() const { return m_documents->count(); }
    PipelineDocument* document(int index) const;
    PipelineDocument* currentDocument() const { return document(currentIndex()); }
    DocumentTab* documentTab(int index) const { return m_documents->tab(index); }
    DocumentTab* currentDocumentTab() const { return m_documents->currentTab(); }
    int currentIndex() const { return m_documents->currentIndex(); }
    void setCurrentIndex(int index) { m_documents->setCurrentIndex(index); }
    /// Index of the tab showing `path`, or -1.
    int indexOfFile(const QString& path) const { return m_documents->indexOfFile(path); }

    bool saveDocument(int index) { return m_documents->save(index); }
    bool saveDocumentAs(int index, const QString& path) { return m_documents->saveAs(index, path); }
    /// Close a tab, asking about unsaved changes first. False if the user cancelled or saving failed.
    bool closeDocument(int index) { return m_documents->close(index); }
    /// Close every tab (asking for each modified one). False if any was kept open.
    bool closeAllDocuments() { return m_documents->closeAll(); }

    /// Files larger than this are read and checked on a worker thread (the tab appears when done).
    void setAsyncLoadThreshold(qint64 bytes) { m_documents->setAsyncLoadThreshold(bytes); }
    /// True while a file is being loaded in the background.
    bool isLoading() const { return m_documents->isLoading(); }
    /// The Compute menu's controller (picker, quota dashboard).
    class ComputeController* computeController() const { return m_compute; }
    /// The Run menu's controller (backends, jobs, run views).
    class RunController* runController() const { return m_run; }
    void cancelBackgroundLoads() { m_documents->cancelBackgroundLoads(); }

    void setSavePrompt(SavePrompt prompt) { m_documents->setSavePrompt(std::move(prompt)); }
    QStringList recentFiles() const { return m_documents->recentFiles(); }
    void clearRecentFiles() { m_documents->clearRecentFiles(); }
    /// "" (system), "en", "zh_CN": stored, and applied to the running application.
    void setLanguage(const QString& language);

    MessageBanner* banner() const;
    /// A problem of `backend` (a workspace that cannot be reached, say): in the banner while it is the backend
    /// chosen; it goes when another is chosen.
    void showBackendProblem(const Backend* backend, const QString& message);
    ProblemsModel* problemsModel() const { return m_docks->problemsModel(); }
    ProblemsPanel* problemsPanel() const { return m_docks->problemsPanel(); }
    OutlineModel* outlineModel() const { return m_docks->outlineModel(); }
    QTreeView* outlineView() const { return m_docks->outlineView(); }
    QTreeView* workspaceView() const;
    UndoGroup* undoGroup() const { return m_undoGroup; }
    QDockWidget* problemsDock() const { return m_docks->problemsDock(); }
    PalettePanel* palettePanel() const { return m_docks->palette(); }
    QDockWidget* paletteDock() const { return m_docks->paletteDock(); }
    PropertiesPanel* propertiesPanel() const { return m_docks->properties(); }
    QDockWidget* propertiesDock() const { return m_docks->propertiesDock(); }
    /// Save a picture of the current canvas (SVG or PNG, by the file's extension).
    bool exportCanvasImage(const QString& path) { return m_canvas->exportCanvasImage(path); }
    /// Write a new, empty pipeline file at `path` (not over an existing file) and open it.
    bool newPipeline(const QString& path) { return m_documents->newPipeline(path); }
    /// Find an action by its object name (e.g. "actionSave"), for tests and the command line.
    QAction* action(const QString& objectName) const;

public Q_SLOTS:
    void newPipelineDialog() { m_documents->newPipelineDialog(); }
    void open() { m_documents->openDialog(); }
    void openFolderDialog();
    /// File ▸ Open Parallel Logs…: a logs folder in Azure ML's layout (or a step's run folder) in the parallel-step
    /// panel, without any run store.
    void openParallelLogsDialog();
    /// The parallel-step panel on `folder`; nullptr (and a message) when it is not a folder.
    class ParallelStepWindow* openParallelLogs(const QString& folder);
    void save() { m_documents->save(currentIndex()); }
    void saveAs() { m_documents->saveAsDialog(); }
    void saveAll() { m_documents->saveAll(); }
    void closeCurrent();
    void validate();
    void exportImage() { m_canvas->exportImage(); }
    void resetLayout();
    void about();

protected:
    bool event(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void createStatusBar();
    void connectPanels();
    void retranslateUi();
    void readSettings();
    void fitIntoScreen();
    static bool copyFolder(const QString& from, const QString& to, QString* error);
    void writeSettings();

    /// A new tab: its undo stack, canvas, problems, and what the window shows of it.
    void connectTab(DocumentTab* tab);
    void connectCanvas(DocumentTab* tab);
    /// A parallel step double-clicked on the canvas: its panel, with the logs of its last run when there is one.
    void openParallelStepDesign(DocumentTab* tab, const QString& step);
    void onCurrentTabChanged(int index);
    void updateWindowTitle();
    void updateActions();
    void updateProblems(PipelineDocument* document);
    void refreshAllProblems();
    void updateProblemsSummary();
    void updateCursorLabel();
    void updateBackendLabel();
    void clearBackendProblem();
    QString m_backendProblem; // the banner's text when it shows a backend's problem
    void showProblem(const Diagnostic& diagnostic, const QString& sourceFile);
    void openWorkspaceFile(const QString& path);
    void runAfterFirstFrame();

    std::unique_ptr<Ui::MainWindow> ui;
    UndoGroup* m_undoGroup;
    std::shared_ptr<ComponentCache> m_components;
    class RunController* m_run = nullptr;
    class ComputeController* m_compute = nullptr;
    EditActions* m_edit = nullptr;
    CanvasActions* m_canvas = nullptr;
    DockManager* m_docks = nullptr;
    DocumentManager* m_documents = nullptr;
    QToolBar* m_toolBar = nullptr;
    QList<std::function<void()>> m_afterFirstFrame;
    bool m_firstFramePainted = false;
    bool m_afterFirstFrameScheduled = false;

    // status bar
    QLabel* m_backendLabel = nullptr;
    QLabel* m_cursorLabel = nullptr;
    QToolButton* m_problemsButton = nullptr;

    // menus and actions
    QMenu* m_fileMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_pipelineMenu = nullptr;
    QMenu* m_settingsMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newPipelineAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_openFolderAction = nullptr;
    QAction* m_openParallelLogsAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_saveAllAction = nullptr;
    QAction* m_closeAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_clearRecentAction = nullptr;
    QAction* m_resetLayoutAction = nullptr;
    QAction* m_validateAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QActionGroup* m_languageGroup = nullptr;
    QAction* m_languageSystem = nullptr;
    QAction* m_languageEnglish = nullptr;
    QAction* m_languageChinese = nullptr;
};

} // namespace pw
