// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QHash>
#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <memory>

class QActionGroup;
class QDockWidget;
class QFileSystemModel;
class QLabel;
class QMenu;
class QStackedWidget;
class QTableView;
class QToolBar;
class QToolButton;
class QTreeView;
class QUndoGroup;

namespace pw {

namespace Ui {
class MainWindow;
}

class CanvasWidget;
class ComponentCache;
class DocumentTab;
class PalettePanel;
class MessageBanner;
class OutlineModel;
class PipelineDocument;
class ProblemsModel;
class ProblemsPanel;
class PropertiesPanel;
struct PortRef;
struct PreparedContent;
class WorkspaceIconProvider;

/// The studio window: one tab per open pipeline, the Workspace, Outline and Problems docks, menus and
/// toolbar. The public functions are what the command line and the tests drive.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// Version of the saved dock layout; raise it when docks are added or renamed.
    static constexpr int StateVersion = 4; // 3: the Jobs dock, 4: the Properties dock
    static constexpr int MaxRecentFiles = 10;

    /// Asked before a modified document is closed: Save, Discard or Cancel.
    using SavePrompt = std::function<QMessageBox::StandardButton(PipelineDocument* document)>;

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Open a pipeline file in a new tab, or switch to its tab if it is open. A file that cannot be read
    /// is reported in the banner; one that is not valid YAML opens with its problems listed.
    bool openFile(const QString& path);
    /// Make `path` the workspace shown in the Workspace panel. Opens no file.
    bool openFolder(const QString& path);
    /// Re-open the workspace folder of the previous session, if it still exists.
    bool restoreWorkspace();
    QString workspaceRoot() const { return m_workspaceRoot; }
    /// The first pipelines/*.yml (or *.yaml) of a folder, by name; empty if there is none.
    static QString firstPipelineIn(const QString& folder);

    int documentCount() const;
    PipelineDocument* document(int index) const;
    PipelineDocument* currentDocument() const;
    DocumentTab* documentTab(int index) const;
    DocumentTab* currentDocumentTab() const;
    int currentIndex() const;
    void setCurrentIndex(int index);
    /// Index of the tab showing `path`, or -1.
    int indexOfFile(const QString& path) const;

    bool saveDocument(int index);
    bool saveDocumentAs(int index, const QString& path);
    /// Close a tab, asking about unsaved changes first. False if the user cancelled or saving failed.
    bool closeDocument(int index);
    /// Close every tab (asking for each modified one). False if any was kept open.
    bool closeAllDocuments();

    /// Files larger than this are read and checked on a worker thread (the tab appears when done).
    void setAsyncLoadThreshold(qint64 bytes) { m_asyncLoadThreshold = bytes; }
    /// True while a file is being loaded in the background.
    bool isLoading() const;
    void cancelBackgroundLoads();

    void setSavePrompt(SavePrompt prompt) { m_savePrompt = std::move(prompt); }
    QStringList recentFiles() const;
    void clearRecentFiles();
    /// "" (system), "en", "zh_CN": stored, and applied to the running application.
    void setLanguage(const QString& language);

    MessageBanner* banner() const;
    ProblemsModel* problemsModel() const { return m_problemsModel; }
    ProblemsPanel* problemsPanel() const { return m_problemsPanel; }
    OutlineModel* outlineModel() const { return m_outlineModel; }
    QTreeView* outlineView() const { return m_outlineView; }
    QTreeView* workspaceView() const { return m_workspaceView; }
    QUndoGroup* undoGroup() const { return m_undoGroup; }
    QDockWidget* problemsDock() const { return m_problemsDock; }
    PalettePanel* palettePanel() const { return m_palette; }
    QDockWidget* paletteDock() const { return m_paletteDock; }
    PropertiesPanel* propertiesPanel() const { return m_properties; }
    QDockWidget* propertiesDock() const { return m_propertiesDock; }
    /// Save a picture of the current canvas (SVG or PNG, by the file's extension).
    bool exportCanvasImage(const QString& path);
    /// Write a new, empty pipeline file at `path` (not over an existing file) and open it.
    bool newPipeline(const QString& path);
    /// Find an action by its object name (e.g. "actionSave"), for tests and the command line.
    QAction* action(const QString& objectName) const;

public Q_SLOTS:
    void newPipelineDialog();
    void open();
    void openFolderDialog();
    void save();
    void saveAs();
    void saveAll();
    void closeCurrent();
    void validate();
    void exportImage();
    void resetLayout();
    void about();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void createDocks();
    void createStatusBar();
    void retranslateUi();
    void readSettings();
    /// The docks' default sizes for the window's width (first start, View ▸ Reset Layout).
    void sizeDocks();
    void writeSettings();

    void addDocument(PipelineDocument* document);
    void documentOpened(PipelineDocument* document);
    void reportUnreadable(const QString& path, const QString& error);
    void startBackgroundLoad(const QString& path);
    void finishBackgroundLoad(const QString& path, quint64 id, const std::shared_ptr<PreparedContent>& prepared);
    void updateLoadingIndicator();
    void onCurrentTabChanged(int index);
    void updateTabTitle(DocumentTab* tab);
    void updateWindowTitle();
    void updateActions();
    void updateUndoActions();
    void updateProblems(PipelineDocument* document);
    void refreshAllProblems();
    void updateProblemsSummary();
    void updateCursorLabel();
    void showProblem(const Diagnostic& diagnostic, const QString& sourceFile);
    void activateOutlineItem(const QModelIndex& index);
    void activateWorkspaceItem(const QModelIndex& index);
    void addRecentFile(const QString& path);
    void rebuildRecentMenu();
    void updateWorkspaceHeader();
    QMessageBox::StandardButton askToSave(PipelineDocument* document);
    int indexOfTab(const DocumentTab* tab) const;
    void undo();
    void redo();
    void forwardToFocus(const char* slot);
    CanvasWidget* currentCanvas() const;
    void createCanvasActions();
    void retranslateCanvasActions();
    void connectCanvas(DocumentTab* tab);
    /// Pipeline ▸ Go to Step…
    void goToStep();
    /// Show the canvas and select a step on it, brought into view at a zoom where it can be read.
    void showStepOnCanvas(DocumentTab* tab, const QString& step);
    void updateViewModeActions();
    void setViewModeFromActions();
    void onCanvasSelection(DocumentTab* tab, const QStringList& steps);
    void onOutlineCurrentChanged(const QModelIndex& index);
    void quickAdd(const QString& text);
    void offerComponentsFor(DocumentTab* tab, const PortRef& from, const QPointF& at);
    bool saveLayoutOf(DocumentTab* tab);

    std::unique_ptr<Ui::MainWindow> ui;
    QUndoGroup* m_undoGroup;
    std::shared_ptr<ComponentCache> m_components;
    class RunController* m_run = nullptr;
    std::unique_ptr<WorkspaceIconProvider> m_iconProvider;
    QString m_workspaceRoot;
    QByteArray m_defaultState;
    SavePrompt m_savePrompt;
    qint64 m_asyncLoadThreshold = 512 * 1024; // ≈ 2,000 steps: about 50 ms to read and check
    QHash<QString, quint64> m_loading; // path -> id of the background load in flight
    quint64 m_lastLoadId = 0;

    // docks
    QDockWidget* m_workspaceDock = nullptr;
    QStackedWidget* m_workspaceStack = nullptr;
    QLabel* m_workspaceHeader = nullptr;
    QLabel* m_workspaceEmpty = nullptr;
    QToolButton* m_workspaceOpenButton = nullptr;
    QFileSystemModel* m_fileSystemModel = nullptr;
    QTreeView* m_workspaceView = nullptr;
    QDockWidget* m_outlineDock = nullptr;
    OutlineModel* m_outlineModel = nullptr;
    QTreeView* m_outlineView = nullptr;
    QStringList m_outlineExpanded;
    QDockWidget* m_problemsDock = nullptr;
    QDockWidget* m_paletteDock = nullptr;
    PalettePanel* m_palette = nullptr;
    QDockWidget* m_propertiesDock = nullptr;
    PropertiesPanel* m_properties = nullptr;
    bool m_syncingSelection = false;
    ProblemsModel* m_problemsModel = nullptr;
    ProblemsPanel* m_problemsPanel = nullptr;
    QToolBar* m_toolBar = nullptr;

    // status bar
    QLabel* m_backendLabel = nullptr;
    QLabel* m_cursorLabel = nullptr;
    QToolButton* m_problemsButton = nullptr;
    QWidget* m_loadingWidget = nullptr;
    QLabel* m_loadingLabel = nullptr;
    QToolButton* m_loadingCancel = nullptr;

    // menus and actions
    QMenu* m_fileMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_pipelineMenu = nullptr;
    QMenu* m_settingsMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_openFolderAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_saveAllAction = nullptr;
    QAction* m_closeAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_clearRecentAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_cutAction = nullptr;
    QAction* m_copyAction = nullptr;
    QAction* m_pasteAction = nullptr;
    QAction* m_selectAllAction = nullptr;
    QAction* m_findAction = nullptr;
    QAction* m_findNextAction = nullptr;
    QAction* m_findPreviousAction = nullptr;
    QAction* m_resetLayoutAction = nullptr;
    QAction* m_validateAction = nullptr;
    // canvas
    QAction* m_exportImageAction = nullptr;
    QAction* m_newPipelineAction = nullptr;
    QAction* m_deleteAction = nullptr;
    QAction* m_renameAction = nullptr;
    QAction* m_duplicateAction = nullptr;
    QAction* m_addNoteAction = nullptr;
    QAction* m_showCanvasAction = nullptr;
    QAction* m_showSourceAction = nullptr;
    QAction* m_zoomInAction = nullptr;
    QAction* m_zoomOutAction = nullptr;
    QAction* m_actualSizeAction = nullptr;
    QAction* m_fitAllAction = nullptr;
    QAction* m_fitSelectionAction = nullptr;
    QAction* m_snapAction = nullptr;
    QAction* m_arrangeAction = nullptr;
    QAction* m_goToStepAction = nullptr;
    QAction* m_linkAction = nullptr;
    QAction* m_nextPortAction = nullptr;
    QAction* m_previousPortAction = nullptr;
    QAction* m_linkFromPortAction = nullptr;
    QAction* m_removePortLinksAction = nullptr;
    QAction* m_noteWiderAction = nullptr;
    QAction* m_noteNarrowerAction = nullptr;
    QAction* m_noteTallerAction = nullptr;
    QAction* m_noteShorterAction = nullptr;
    QMenu* m_portsMenu = nullptr;
    QMenu* m_noteSizeMenu = nullptr;
    QAction* m_promoteAction = nullptr;
    QAction* m_minimapAction = nullptr;
    QMenu* m_alignMenu = nullptr;
    QAction* m_alignLeftAction = nullptr;
    QAction* m_alignTopAction = nullptr;
    QAction* m_alignMiddleAction = nullptr;
    QAction* m_alignCentreAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QActionGroup* m_languageGroup = nullptr;
    QAction* m_languageSystem = nullptr;
    QAction* m_languageEnglish = nullptr;
    QAction* m_languageChinese = nullptr;
};

} // namespace pw
