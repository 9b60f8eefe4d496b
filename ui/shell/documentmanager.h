// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QMessageBox>
#include <QObject>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QMenu;
class QTabWidget;
class QToolButton;

namespace pw {

class ComponentCache;
class DocumentTab;
class MainWindow;
class PipelineDocument;
struct PreparedContent;
class WelcomePage;

/// The open pipelines of the main window, one tab each: opening (large files on a worker thread, with a
/// status-bar indicator to cancel), creating, saving, closing with the question about unsaved changes, and
/// the recent files (File ▸ Open Recent and the welcome page).
class DocumentManager : public QObject
{
    // no signals of its own (the window is told through the callbacks below); its texts are under the main
    // window's context of the catalogues
    Q_DECLARE_TR_FUNCTIONS(pw::MainWindow)

public:
    /// Asked before a modified document is closed: Save, Discard or Cancel.
    using SavePrompt = std::function<QMessageBox::StandardButton(PipelineDocument* document)>;

    DocumentManager(MainWindow* window, QTabWidget* tabs, WelcomePage* welcome,
                    std::shared_ptr<ComponentCache> components);

    /// Called for each new tab before it is added, for the window to connect it.
    std::function<void(DocumentTab* tab)> tabAdded;
    /// Called before a tab is closed, while its document is still there.
    std::function<void(DocumentTab* tab)> tabClosing;
    /// Called once a tab is closed and its document deleted.
    std::function<void(const QString& path)> tabClosed;

    /// File ▸ Close, whose shortcut the tabs' close buttons show; File ▸ Open Recent and its Clear action.
    void setActions(QAction* close, QMenu* recentMenu, QAction* clearRecent);
    /// The "Loading…" indicator with its cancel button, for the status bar.
    QWidget* createLoadingIndicator(QWidget* parent);

    int count() const;
    DocumentTab* tab(int index) const;
    DocumentTab* currentTab() const;
    int currentIndex() const;
    void setCurrentIndex(int index);
    int indexOfTab(const DocumentTab* tab) const;
    /// Index of the tab showing `path`, or -1.
    int indexOfFile(const QString& path) const;

    /// See MainWindow::openFile(); a folder becomes the workspace.
    bool openFile(const QString& path);
    /// File ▸ Open…
    void openDialog();
    /// File ▸ New Pipeline…
    void newPipelineDialog();
    /// Write a new, empty pipeline file at `path` (not over an existing file) and open it.
    bool newPipeline(const QString& path);

    bool save(int index);
    bool saveAs(int index, const QString& path);
    /// File ▸ Save As…
    void saveAsDialog();
    void saveAll();
    /// Close a tab, asking about unsaved changes first. False if the user cancelled or saving failed.
    bool close(int index);
    /// Close every tab (asking for each modified one). False if any was kept open.
    bool closeAll();
    /// Ask about each modified document before the window closes. False if the user cancelled or saving failed.
    bool askToSaveAll();
    void setSavePrompt(SavePrompt prompt) { m_savePrompt = std::move(prompt); }

    void setAsyncLoadThreshold(qint64 bytes) { m_asyncLoadThreshold = bytes; }
    bool isLoading() const;
    void cancelBackgroundLoads();

    QStringList recentFiles() const;
    void clearRecentFiles();
    void rebuildRecentMenu();

    /// Keep the current tab's splitter position for the tabs opened next.
    /// The splitter of the current tab, and the session: the files open and the current one.
    void writeSettings();
    static constexpr const char* SessionFilesKey = "session/openFiles";
    static constexpr const char* SessionCurrentKey = "session/currentFile";
    void retranslateUi();

private:
    void addDocument(PipelineDocument* document);
    void documentOpened(PipelineDocument* document);
    void reportUnreadable(const QString& path, const QString& error);
    void startBackgroundLoad(const QString& path);
    void finishBackgroundLoad(const QString& path, quint64 id, const std::shared_ptr<PreparedContent>& prepared);
    void updateLoadingIndicator();
    void updateTabTitle(DocumentTab* tab);
    void addRecentFile(const QString& path);
    QMessageBox::StandardButton askToSave(PipelineDocument* document);
    bool saveLayoutOf(DocumentTab* tab);

    MainWindow* m_window;
    QTabWidget* m_tabs;
    WelcomePage* m_welcome;
    std::shared_ptr<ComponentCache> m_components;
    SavePrompt m_savePrompt;
    qint64 m_asyncLoadThreshold = 512 * 1024; // ≈ 2,000 steps: about 50 ms to read and check
    QHash<QString, quint64> m_loading; // path -> id of the background load in flight
    quint64 m_lastLoadId = 0;
    QAction* m_closeAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_clearRecentAction = nullptr;
    QWidget* m_loadingWidget = nullptr;
    QLabel* m_loadingLabel = nullptr;
    QToolButton* m_loadingCancel = nullptr;
};

} // namespace pw
