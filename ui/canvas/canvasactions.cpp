// SPDX-License-Identifier: MIT
#include "canvasactions.h"

#include "canvasexport.h"
#include "canvasitems.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "canvaswidget.h"
#include "documenttab.h"
#include "gotostepdialog.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "minimap.h"
#include "palettepanel.h"
#include "pipelinedocument.h"
#include "uiutil.h"
#include "undostack.h"
#include "yamleditor.h"

#include <QAction>
#include <QCursor>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

namespace pw {

CanvasActions::CanvasActions(MainWindow* window)
    : QObject(window)
    , m_window(window)
{
    auto make = [window](const char* name, const QList<QKeySequence>& shortcuts = {},
                         Qt::ShortcutContext context = Qt::WindowShortcut) {
        auto* a = new QAction(window);
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
    m_exportImageAction = make("actionExportImage", {QKeySequence(Qt::CTRL | Qt::Key_E)});
    connect(m_exportImageAction, &QAction::triggered, this, &CanvasActions::exportImage);
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
        for (int i = 0; i < m_window->documentCount(); ++i)
            m_window->documentTab(i)->canvas()->rootScene()->setSnapToGrid(on);
    });
    m_linkAction = make("actionLinkPorts", {QKeySequence(Qt::CTRL | Qt::Key_L)});
    connect(m_linkAction, &QAction::triggered, this, onCanvas(&CanvasView::linkPorts));
    m_promoteAction = make("actionPromoteInput");
    connect(m_promoteAction, &QAction::triggered, this, [this] {
        if (CanvasWidget* canvas = currentCanvas())
            canvas->view()->promoteInput();
    });
    auto align = [this, window](const char* name, CanvasView::Align how) {
        QAction* a = new QAction(window);
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
        for (int i = 0; i < m_window->documentCount(); ++i)
            m_window->documentTab(i)->canvas()->minimap()->setEnabledByUser(on);
    });
    m_goToStepAction = make("actionGoToStep", {QKeySequence(Qt::CTRL | Qt::Key_P)});
    connect(m_goToStepAction, &QAction::triggered, this, &CanvasActions::goToStep);
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

void CanvasActions::addEditActions(QMenu* menu)
{
    menu->addAction(m_deleteAction);
    menu->addAction(m_renameAction);
    menu->addAction(m_duplicateAction);
    menu->addAction(m_addNoteAction);
    menu->addAction(m_linkAction);
    menu->addAction(m_promoteAction);
    m_portsMenu = menu->addMenu(QString());
    m_portsMenu->setObjectName(QStringLiteral("menuPorts"));
    m_portsMenu->addActions({m_nextPortAction, m_previousPortAction, m_linkFromPortAction, m_removePortLinksAction});
    m_noteSizeMenu = menu->addMenu(QString());
    m_noteSizeMenu->setObjectName(QStringLiteral("menuNoteSize"));
    m_noteSizeMenu->addActions({m_noteWiderAction, m_noteNarrowerAction, m_noteTallerAction, m_noteShorterAction});
    m_alignMenu = menu->addMenu(QString());
    m_alignMenu->setObjectName(QStringLiteral("menuAlign"));
    m_alignMenu->addActions({m_alignLeftAction, m_alignTopAction, m_alignMiddleAction, m_alignCentreAction});
}

void CanvasActions::addViewActions(QMenu* menu)
{
    menu->addAction(m_showCanvasAction);
    menu->addAction(m_showSourceAction);
    menu->addSeparator();
    menu->addAction(m_zoomInAction);
    menu->addAction(m_zoomOutAction);
    menu->addAction(m_actualSizeAction);
    menu->addAction(m_fitAllAction);
    menu->addAction(m_fitSelectionAction);
    menu->addAction(m_snapAction);
    menu->addAction(m_minimapAction);
}

QList<QAction*> CanvasActions::documentActions() const
{
    return {m_exportImageAction, m_deleteAction, m_renameAction, m_duplicateAction, m_addNoteAction,
            m_showCanvasAction, m_showSourceAction, m_zoomInAction, m_zoomOutAction, m_actualSizeAction,
            m_fitAllAction, m_fitSelectionAction, m_arrangeAction, m_goToStepAction, m_linkAction, m_promoteAction,
            m_alignLeftAction, m_alignTopAction, m_alignMiddleAction, m_alignCentreAction, m_nextPortAction,
            m_previousPortAction, m_linkFromPortAction, m_removePortLinksAction, m_noteWiderAction,
            m_noteNarrowerAction, m_noteTallerAction, m_noteShorterAction};
}

void CanvasActions::retranslateUi()
{
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

CanvasWidget* CanvasActions::currentCanvas() const
{
    DocumentTab* tab = m_window->currentDocumentTab();
    return tab ? tab->canvas() : nullptr;
}

void CanvasActions::applySettings(CanvasWidget* canvas)
{
    canvas->rootScene()->setSnapToGrid(m_snapAction->isChecked());
    canvas->minimap()->setEnabledByUser(m_minimapAction->isChecked());
}

// ----- view mode -----------------------------------------------------------------------------------

void CanvasActions::updateViewModeActions()
{
    DocumentTab* tab = m_window->currentDocumentTab();
    const DocumentTab::ViewMode mode = tab ? tab->viewMode() : DocumentTab::ViewMode::CanvasAndSource;
    const QSignalBlocker a(m_showCanvasAction);
    const QSignalBlocker b(m_showSourceAction);
    m_showCanvasAction->setChecked(mode != DocumentTab::ViewMode::SourceOnly);
    m_showSourceAction->setChecked(mode != DocumentTab::ViewMode::CanvasOnly);
}

void CanvasActions::setViewModeFromActions()
{
    DocumentTab* tab = m_window->currentDocumentTab();
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

// ----- go to step ----------------------------------------------------------------------------------

void CanvasActions::goToStep()
{
    DocumentTab* tab = m_window->currentDocumentTab();
    if (!tab)
        return;
    GoToStepDialog dialog(*tab->document(), m_window);
    if (dialog.exec() != QDialog::Accepted || dialog.stepName().isEmpty())
        return;
    showStepOnCanvas(tab, dialog.stepName());
}

void CanvasActions::showStepOnCanvas(DocumentTab* tab, const QString& step)
{
    if (tab->viewMode() == DocumentTab::ViewMode::SourceOnly)
        tab->setViewMode(DocumentTab::ViewMode::CanvasAndSource);
    if (tab->canvas()->selectStep(step)) // (brought into view at a readable zoom)
        tab->canvas()->view()->setFocus();
}

// ----- export --------------------------------------------------------------------------------------

void CanvasActions::exportImage()
{
    DocumentTab* tab = m_window->currentDocumentTab();
    if (!tab)
        return;
    const QFileInfo source(tab->document()->filePath());
    const QString suggestion = source.fileName().isEmpty()
        ? QDir(m_window->workspaceRoot()).filePath(QStringLiteral("pipeline.svg"))
        : source.absoluteDir().filePath(source.completeBaseName() + QStringLiteral(".svg"));
    QString filter;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Canvas Image"), suggestion,
                                                      tr("SVG image (*.svg);;PNG image (*.png)"), &filter);
    if (path.isEmpty())
        return;
    QString target = path;
    if (QFileInfo(target).suffix().isEmpty())
        target += filter.contains(QLatin1String("png")) ? QStringLiteral(".png") : QStringLiteral(".svg");
    exportCanvasImage(target);
}

bool CanvasActions::exportCanvasImage(const QString& path)
{
    CanvasWidget* canvas = currentCanvas();
    if (!canvas)
        return false;
    CanvasExport::Format format;
    if (!CanvasExport::formatFromName(QFileInfo(path).suffix(), &format)) {
        m_window->banner()->showMessage(tr("Could not export %1: choose a file name ending in .svg or .png.")
                                            .arg(QDir::toNativeSeparators(path)),
                                        MessageBanner::Kind::Error);
        return false;
    }
    WaitCursor wait;
    QString error;
    if (!CanvasExport::write(canvas->scene(), path, format, &error, canvas->scene()->document()->displayName())) {
        m_window->banner()->showMessage(tr("Could not export the canvas: %1.").arg(error), MessageBanner::Kind::Error);
        return false;
    }
    m_window->statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

// ----- adding steps --------------------------------------------------------------------------------

void CanvasActions::addStep(const StepTemplate& what)
{
    CanvasWidget* canvas = currentCanvas();
    if (!canvas) {
        m_window->statusBar()->showMessage(tr("Open a pipeline to add steps to it."), 5000);
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
}

void CanvasActions::quickAdd(const QString& text)
{
    // typing on the canvas searches the Components panel; Enter there adds the first match
    PalettePanel* palette = m_window->palettePanel();
    m_window->paletteDock()->show();
    m_window->paletteDock()->raise();
    palette->searchField()->setText(text);
    palette->searchField()->setFocus();
    palette->searchField()->end(false);
    m_window->statusBar()->showMessage(
        tr("Enter adds the first component found; Down picks another; Escape goes back."), 6000);
}

void CanvasActions::offerComponentsFor(DocumentTab* tab, const PortRef& from, const QPointF& at)
{
    CanvasScene* scene = tab->canvas()->rootScene();
    const NodeVisual* v = scene->visual(from.node);
    if (!v || scene->isReadOnly())
        return;
    QString type;
    for (const PortVisual& p : from.output ? v->outputs : v->inputs)
        if (p.name == from.port)
            type = p.type;
    const QList<PaletteEntry> entries = m_window->palettePanel()->entriesFor(type, from.output);
    QMenu menu(m_window);
    menu.setObjectName(QStringLiteral("linkTargetMenu"));
    menu.setToolTipsVisible(true);
    menu.addSection(from.output ? tr("Add a step that takes %1").arg(type.isEmpty() ? from.port : type)
                                : tr("Add a step that gives %1").arg(type.isEmpty() ? from.port : type));
    for (const PaletteEntry& e : entries) {
        const QString title = e.displayName.isEmpty() ? e.name : e.displayName;
        QAction* a = menu.addAction(e.version.isEmpty() ? title : tr("%1 (v%2)").arg(title, e.version));
        a->setToolTip(QDir::toNativeSeparators(e.path));
        connect(a, &QAction::triggered, this, [tab, scene, from, at, e] {
            PipelineDocument* doc = tab->document();
            UndoStack* stack = doc->undoStack();
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
