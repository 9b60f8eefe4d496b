// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QObject>

class QAction;
class QMenu;
class QPointF;

namespace pw {

class CanvasWidget;
class DocumentTab;
class MainWindow;
struct PortRef;
struct StepTemplate;

/// The menu actions that act on the canvas of the current pipeline -- edit (delete, rename, duplicate, notes,
/// ports, links, align), view (canvas or source, zoom, fit, grid snap, minimap), Pipeline ▸ Arrange and Go to
/// Step, File ▸ Export Canvas Image -- and the canvas's requests the window answers: a step added from the
/// Components panel, the components offered for a link let go on empty canvas, a search typed on the canvas.
/// The actions belong to the window (object names and shortcuts are how tests and users find them).
class CanvasActions : public QObject
{
    // no signals of its own; its texts are under the main window's context of the catalogues
    Q_DECLARE_TR_FUNCTIONS(pw::MainWindow)

public:
    explicit CanvasActions(MainWindow* window);

    /// Delete … Align, for the Edit menu.
    void addEditActions(QMenu* menu);
    /// Canvas, YAML Source, zoom, fit, grid snap and minimap, for the View menu.
    void addViewActions(QMenu* menu);
    QAction* exportImageAction() const { return m_exportImageAction; }
    QAction* arrangeAction() const { return m_arrangeAction; }
    QAction* goToStepAction() const { return m_goToStepAction; }
    /// The actions that need an open pipeline.
    QList<QAction*> documentActions() const;
    void retranslateUi();

    /// Give a new tab's canvas the grid snap and minimap chosen in the View menu.
    void applySettings(CanvasWidget* canvas);
    /// View ▸ Canvas and View ▸ YAML Source show the current tab's view mode.
    void updateViewModeActions();

    /// File ▸ Export Canvas Image…
    void exportImage();
    /// Save a picture of the current canvas (SVG or PNG, by the file's extension).
    bool exportCanvasImage(const QString& path);
    /// Add a step made from `what` (Components panel) to the current canvas, beside the selected step or in
    /// the middle of the view, where it covers no other step.
    void addStep(const StepTemplate& what);
    /// Typing on the canvas searches the Components panel.
    void quickAdd(const QString& text);
    /// The components that fit a link from `from` let go on empty canvas at `at`: the one chosen is added there
    /// and linked.
    void offerComponentsFor(DocumentTab* tab, const PortRef& from, const QPointF& at);

private:
    CanvasWidget* currentCanvas() const;
    /// Pipeline ▸ Go to Step…
    void goToStep();
    /// Show the canvas and select a step on it, brought into view at a zoom where it can be read.
    void showStepOnCanvas(DocumentTab* tab, const QString& step);
    void setViewModeFromActions();

    MainWindow* m_window;
    QAction* m_exportImageAction = nullptr;
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
};

} // namespace pw
