// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

#include <memory>

class QAction;
class QFileSystemModel;
class QLabel;
class QStackedWidget;
class QToolButton;
class QTreeView;

namespace pw {

class WorkspaceIconProvider;

/// The Workspace panel: the files of the open folder (pipelines, components, data, scripts) as a tree under
/// the folder's name, or, while no folder is open, a word on what it is for and a button to open one.
class WorkspacePanel : public QWidget
{
    Q_OBJECT
public:
    /// `openFolder` is the action the button on the empty page shows.
    explicit WorkspacePanel(QAction* openFolder, QWidget* parent = nullptr);
    ~WorkspacePanel() override;

    /// Show the tree of `folder` (an existing folder, as a clean absolute path).
    void setRoot(const QString& folder);
    /// The folder shown; empty while none is open.
    QString root() const { return m_root; }
    QTreeView* view() const { return m_view; }
    /// Make `path` the current item of the tree and scroll to it, if it lies in the folder.
    void revealFile(const QString& path);
    void retranslateUi();

Q_SIGNALS:
    /// A file (not a folder) of the tree was activated: double-clicked, or Enter pressed on it.
    void fileActivated(const QString& path);

private:
    void updateHeader();

    // the file system model asks the icon provider for icons from its worker thread: it is deleted first
    std::unique_ptr<WorkspaceIconProvider> m_iconProvider;
    QString m_root;
    QLabel* m_header = nullptr;
    QStackedWidget* m_stack = nullptr;
    QLabel* m_empty = nullptr;
    QToolButton* m_openButton = nullptr;
    QFileSystemModel* m_model = nullptr;
    QTreeView* m_view = nullptr;
};

} // namespace pw
