// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QStringList>

class QAction;
class QDockWidget;
class QMenu;
class QModelIndex;
class QTreeView;

namespace pw {

class DocumentTab;
class MainWindow;
class OutlineModel;
class PalettePanel;
class ProblemsModel;
class ProblemsPanel;
class PropertiesPanel;
class WorkspacePanel;
template<typename View>
class PlaceholderView;

/// The docks of the main window and their panels: Workspace and Components on the left above the Outline,
/// Problems at the bottom (across the window's width, with Jobs and the run views), Properties on the right. Makes them, sizes them for the window, puts them back
/// where they were at the start (View ▸ Reset Layout), and runs the Outline: its groups stay expanded as the
/// user left them, and its current item and the canvas selection follow each other.
class DockManager : public QObject
{
    // no signals of its own; its texts are under the main window's context of the catalogues
    Q_DECLARE_TR_FUNCTIONS(pw::MainWindow)

public:
    /// Adds the docks to `window`; `openFolder` is offered by the Workspace panel while no folder is open.
    DockManager(MainWindow* window, QAction* openFolder);

    WorkspacePanel* workspace() const { return m_workspace; }
    QDockWidget* workspaceDock() const { return m_workspaceDock; }
    PalettePanel* palette() const { return m_palette; }
    QDockWidget* paletteDock() const { return m_paletteDock; }
    OutlineModel* outlineModel() const { return m_outlineModel; }
    QTreeView* outlineView() const;
    QDockWidget* outlineDock() const { return m_outlineDock; }
    ProblemsModel* problemsModel() const { return m_problemsModel; }
    ProblemsPanel* problemsPanel() const { return m_problemsPanel; }
    QDockWidget* problemsDock() const { return m_problemsDock; }
    PropertiesPanel* properties() const { return m_properties; }
    QDockWidget* propertiesDock() const { return m_propertiesDock; }
    /// The dock of the run views, once the first one was opened (at the bottom, beside Problems and Jobs).
    QDockWidget* runsDock() const;
    /// Workspace, Components, Outline, Problems, Properties: the order of the View menu.
    QList<QDockWidget*> docks() const;

    /// The docks' show/hide actions, with their shortcuts, for the View menu.
    void addToggleActions(QMenu* menu);
    /// The docks' default sizes for the window's width (first start, View ▸ Reset Layout).
    void sizeDocks();
    /// Remember the window's present layout as the one View ▸ Reset Layout goes back to.
    void keepDefaultLayout();
    /// Back to the remembered layout, every dock shown and docked, Workspace in front. Sizes are left to
    /// sizeDocks().
    void restoreDefaultLayout();
    void retranslateUi();

    /// The canvas of `tab` selected `steps`: one step becomes the Outline's current item.
    void followCanvasSelection(DocumentTab* tab, const QStringList& steps);

private:
    void activateOutlineItem(const QModelIndex& index);
    void onOutlineCurrentChanged(const QModelIndex& index);
    void rememberOutlineExpansion();
    void restoreOutlineExpansion();

    MainWindow* m_window;
    QByteArray m_defaultState;
    WorkspacePanel* m_workspace = nullptr;
    QDockWidget* m_workspaceDock = nullptr;
    PalettePanel* m_palette = nullptr;
    QDockWidget* m_paletteDock = nullptr;
    OutlineModel* m_outlineModel = nullptr;
    PlaceholderView<QTreeView>* m_outlineView = nullptr;
    QDockWidget* m_outlineDock = nullptr;
    QStringList m_outlineExpanded;
    bool m_syncingSelection = false;
    ProblemsModel* m_problemsModel = nullptr;
    ProblemsPanel* m_problemsPanel = nullptr;
    QDockWidget* m_problemsDock = nullptr;
    PropertiesPanel* m_properties = nullptr;
    QDockWidget* m_propertiesDock = nullptr;
};

} // namespace pw
