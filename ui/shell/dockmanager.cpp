// SPDX-License-Identifier: MIT
#include "dockmanager.h"
#include "uiutil.h"

#include "canvasscene.h"
#include "canvaswidget.h"
#include "documenttab.h"
#include "firstshown.h"
#include "mainwindow.h"
#include "outlinedelegate.h"
#include "outlinemodel.h"
#include "palettepanel.h"
#include "pipelinedocument.h"
#include "placeholderview.h"
#include "problemsmodel.h"
#include "problemspanel.h"
#include "properties/propertiespanel.h"
#include "run/runview.h"
#include "workspacepanel.h"
#include "yamleditor.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QMenu>
#include <QTreeView>

namespace pw {

namespace {

QString outlineKey(const QModelIndex& index)
{
    const QStringList path = index.data(OutlineModel::YamlPathRole).toStringList();
    if (!path.isEmpty())
        return path.join(QLatin1Char('\x1f'));
    return QStringLiteral("#%1").arg(index.row()); // groups without a key (Components)
}

} // namespace

DockManager::DockManager(MainWindow* window, QAction* openFolder)
    : QObject(window)
    , m_window(window)
{
    auto makeDock = [window](const char* name, QWidget* content, Qt::DockWidgetArea area) {
        auto* dock = new QDockWidget(window);
        dock->setObjectName(QLatin1String(name));
        dock->setWidget(content);
        dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                          | QDockWidget::DockWidgetFloatable);
        window->addDockWidget(area, dock);
        return dock;
    };

    // the bottom panels (Problems, Jobs, the run views) span the window's width, as an IDE's output panel does
    window->setCorner(Qt::BottomLeftCorner, Qt::BottomDockWidgetArea);
    window->setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);

    // Workspace: the open folder's pipelines, components and data
    m_workspace = new WorkspacePanel(openFolder, window);
    m_workspaceDock = makeDock("workspaceDock", m_workspace, Qt::LeftDockWidgetArea);

    // Outline of the current pipeline
    m_outlineModel = new OutlineModel(window);
    m_outlineView = new PlaceholderView<QTreeView>(window);
    m_outlineView->setObjectName(QStringLiteral("outlineView"));
    m_outlineView->setModel(m_outlineModel);
    m_outlineView->setUniformRowHeights(true);
    m_outlineView->setExpandsOnDoubleClick(false);
    m_outlineView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_outlineView->setFrameShape(QFrame::NoFrame);
    setCompactMinimumHeight(m_outlineView);
    // one column: the delegate paints the detail after the name
    m_outlineView->setHeaderHidden(true);
    m_outlineView->header()->setStretchLastSection(false);
    m_outlineView->header()->setSectionResizeMode(QHeaderView::Stretch);
    m_outlineView->hideColumn(OutlineModel::DetailColumn);
    m_outlineView->setItemDelegateForColumn(OutlineModel::NameColumn, new OutlineDelegate(m_outlineView));
    connect(m_outlineView, &QTreeView::activated, this, &DockManager::activateOutlineItem);
    connect(m_outlineModel, &QAbstractItemModel::modelAboutToBeReset, this, &DockManager::rememberOutlineExpansion);
    connect(m_outlineModel, &QAbstractItemModel::modelReset, this, &DockManager::restoreOutlineExpansion);
    m_outlineDock = makeDock("outlineDock", m_outlineView, Qt::LeftDockWidgetArea);
    window->splitDockWidget(m_workspaceDock, m_outlineDock, Qt::Vertical);
    connect(m_outlineView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &DockManager::onOutlineCurrentChanged);

    // Components: the palette of the workspace, next to the files
    m_palette = new PalettePanel(window);
    m_paletteDock = makeDock("paletteDock", m_palette, Qt::LeftDockWidgetArea);
    window->tabifyDockWidget(m_workspaceDock, m_paletteDock);
    whenFirstShown(m_paletteDock, [this] { m_palette->ensureWidgets(); }); // it sits behind Workspace

    // Problems of every open document
    m_problemsModel = new ProblemsModel(window);
    m_problemsPanel = new ProblemsPanel(m_problemsModel, window);
    m_problemsDock = makeDock("problemsDock", m_problemsPanel, Qt::BottomDockWidgetArea);

    // Properties of the selected step, on the right
    m_properties = new PropertiesPanel(window);
    m_propertiesDock = makeDock("propertiesDock", m_properties, Qt::RightDockWidgetArea);
}

QTreeView* DockManager::outlineView() const
{
    return m_outlineView;
}

QList<QDockWidget*> DockManager::docks() const
{
    return {m_workspaceDock, m_paletteDock, m_outlineDock, m_problemsDock, m_propertiesDock};
}

void DockManager::addToggleActions(QMenu* menu)
{
    for (QDockWidget* dock : docks())
        menu->addAction(dock->toggleViewAction());
    m_workspaceDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_paletteDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_outlineDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_problemsDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
}

void DockManager::sizeDocks()
{
    // side panels in proportion to the window, so that the canvas keeps most of it
    const int w = m_window->width();
    const int side = qBound(220, w * 16 / 100, 300);
    const int properties = qBound(280, w * 20 / 100, 380);
    m_window->resizeDocks({m_workspaceDock, m_propertiesDock}, {side, properties}, Qt::Horizontal);
    const int h = m_window->height();
    m_window->resizeDocks({m_workspaceDock, m_outlineDock}, {h * 40 / 100, h * 60 / 100}, Qt::Vertical);
    // the bottom panel: room for a run view while one is shown there, else a few problems
    QDockWidget* runs = runsDock();
    if (runs && !runs->isHidden() && !runs->isFloating()
        && m_window->dockWidgetArea(runs) == Qt::BottomDockWidgetArea)
        m_window->resizeDocks({runs}, {qMax(280, h * 45 / 100)}, Qt::Vertical);
    else
        m_window->resizeDocks({m_problemsDock}, {qBound(150, h * 22 / 100, 260)}, Qt::Vertical);
}

QDockWidget* DockManager::runsDock() const
{
    return m_window->findChild<QDockWidget*>(QStringLiteral("runsDock"), Qt::FindDirectChildrenOnly);
}

void DockManager::keepDefaultLayout()
{
    m_defaultState = m_window->saveState(MainWindow::StateVersion);
}

void DockManager::restoreDefaultLayout()
{
    // the run views' dock is made with the first run view: back to its own place, if it is open
    QDockWidget* runs = runsDock();
    const bool runsShown = runs && !runs->isHidden();
    // docks made later (Quota and Usage) are not in the default state: back beside Problems if they are open
    QList<QDockWidget*> later;
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        if (dock != runs && !docks().contains(dock) && !dock->isHidden())
            later << dock;
    m_window->restoreState(m_defaultState, MainWindow::StateVersion);
    for (QDockWidget* dock : docks()) {
        dock->setFloating(false);
        dock->show();
    }
    for (QDockWidget* dock : std::as_const(later)) {
        dock->setFloating(false);
        m_window->addDockWidget(Qt::BottomDockWidgetArea, dock);
        m_window->tabifyDockWidget(m_problemsDock, dock);
        dock->show();
    }
    m_problemsDock->raise();
    if (runs) {
        runs->setFloating(false);
        if (runsShown)
            RunView::placeDock(m_window, runs);
        else
            runs->hide();
    }
    m_workspaceDock->raise();
}

void DockManager::retranslateUi()
{
    m_workspaceDock->setWindowTitle(tr("Workspace"));
    m_paletteDock->setWindowTitle(tr("Components"));
    m_propertiesDock->setWindowTitle(tr("Properties"));
    m_outlineDock->setWindowTitle(tr("Outline"));
    m_workspace->retranslateUi();
    m_outlineView->setPlaceholderText(tr("Open a pipeline to see its inputs, outputs and steps."));
}

// ----- outline -------------------------------------------------------------------------------------

void DockManager::rememberOutlineExpansion()
{
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
}

void DockManager::restoreOutlineExpansion()
{
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
}

void DockManager::activateOutlineItem(const QModelIndex& index)
{
    const QModelIndex first = index.siblingAtColumn(0);
    if (first.data(OutlineModel::KindRole).value<OutlineModel::ItemKind>() == OutlineModel::ItemKind::Group) {
        m_outlineView->setExpanded(first, !m_outlineView->isExpanded(first));
        return;
    }
    const QPoint location = first.data(OutlineModel::LocationRole).toPoint();
    DocumentTab* tab = m_window->currentDocumentTab();
    if (!tab || location.isNull())
        return;
    const QString step = first.data(OutlineModel::StepNameRole).toString();
    if (!step.isEmpty())
        tab->canvas()->selectStep(step);
    tab->editor()->goToLine(location.x(), location.y());
}

void DockManager::followCanvasSelection(DocumentTab* tab, const QStringList& steps)
{
    if (tab != m_window->currentDocumentTab() || m_syncingSelection || steps.size() != 1)
        return;
    const QModelIndex index = m_outlineModel->indexForPath({QStringLiteral("jobs"), steps.first()});
    if (!index.isValid())
        return;
    m_syncingSelection = true;
    m_outlineView->setCurrentIndex(index);
    m_outlineView->scrollTo(index);
    m_syncingSelection = false;
}

void DockManager::onOutlineCurrentChanged(const QModelIndex& index)
{
    if (m_syncingSelection || !index.isValid())
        return;
    DocumentTab* tab = m_window->currentDocumentTab();
    const QString step = index.siblingAtColumn(0).data(OutlineModel::StepNameRole).toString();
    if (!tab || step.isEmpty() || tab->canvas()->rootScene()->selectedStepNames() == QStringList {step})
        return;
    m_syncingSelection = true;
    tab->canvas()->selectStep(step);
    m_syncingSelection = false;
}

} // namespace pw
