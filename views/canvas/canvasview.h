// SPDX-License-Identifier: MIT
#pragma once

#include "canvaseditor.h"

#include <QGraphicsView>
#include <QHash>
#include <QPointer>

#include <limits>
#include <memory>

class QLineEdit;
class QMimeData;

namespace pw {

class CanvasBackground;
class CanvasScene;
class LinkDrag;
class NodeItem;
class NoteItem;

/// MIME type put on the clipboard beside copied steps' YAML: where they stood (UTF-8 JSON: source file, the
/// group's top-left, each step's place relative to it, and a digest of the YAML text they belong to).
inline constexpr char StepLayoutMimeType[] = "application/x-pipewright-step-layout";

/// The interactive view of a CanvasScene: zoom (Ctrl+wheel), pan (middle button, or the scroll bars), rubber-band
/// selection, moving nodes, linking ports by dragging with live feedback, dropping components from the palette,
/// renaming in place, and the keyboard equivalents. Every change goes through the scene's CanvasEditor (the
/// document and its undo stack); the view itself keeps no pipeline data.
class CanvasView : public QGraphicsView {
    Q_OBJECT
public:
    static constexpr qreal MinZoom = 0.01;
    enum class Align { Left, Top, HorizontalCentre, VerticalCentre };
    static constexpr qreal MaxZoom = 4.0;
    /// The least zoom a pipeline is first shown at, and that resizing the view keeps: the names and ports of nodes
    /// at least 9 pixels high at the default font (see fitReadable()).
    static constexpr qreal ReadableZoom = 0.8;

    explicit CanvasView(QWidget* parent = nullptr);
    ~CanvasView() override;

    CanvasScene* canvasScene() const;
    void setCanvasScene(CanvasScene* scene);

    qreal zoom() const;
    void setZoom(qreal zoom, const QPointF& anchorScenePos = QPointF(), bool useAnchor = false);
    /// Restore a transform and centre (going back to a level of nested pipelines).
    void setViewState(const QTransform& transform, const QPointF& center);

    /// Show a step: select it and scroll it into view, zooming in to a readable size when the view is far out.
    bool revealStep(const QString& name, bool select = true);

    /// Where pasted or added things go when there is no pointer position: the middle of the view.
    QPointF viewCenterScenePos() const;
    /// The rename editor, while open.
    QLineEdit* renameEditor() const { return m_renameEdit; }
    /// The text shown while dragging a link (empty when none), for tests and accessibility.
    QString linkFeedback() const;

    /// The port with the keyboard focus (drawn with a focus ring), or an invalid one.
    PortRef focusedPort() const;
    /// Give a port the keyboard focus: its node becomes the selection and it is scrolled into view. An invalid
    /// port takes the focus away from ports (the node stays selected).
    void setFocusedPort(const PortRef& port);
    /// The node or note the keyboard works on (Tab moves it), or nullptr.
    QGraphicsItem* currentItem() const;
    /// Select a node or note alone and make it the current one; scrolls it into view.
    void setCurrentItem(QGraphicsItem* item);
    /// While a link is being chosen with the keyboard (Enter on a port): the port it would end on.
    bool isKeyboardLinking() const;
    PortRef keyboardLinkTarget() const;

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void resetZoom();
    void fitAll();
    /// Fit everything in sight, unless that would draw the nodes smaller than ReadableZoom: then show the first
    /// steps (the left of the graph) at that zoom. How a pipeline is first shown; Fit All shows the whole graph.
    void fitReadable();
    void fitSelection();
    void deleteSelection();
    void renameSelected();
    void duplicateSelection();
    void copy();
    void cut();
    void paste();
    void selectAll();
    void addNote();
    void editNote(quint32 id);
    /// Link two ports with a dialog (the keyboard way of dragging a link). The focused port, or the port a
    /// keyboard link starts from, is chosen in it.
    void linkPorts();
    /// Move the keyboard focus to the next (previous) port of the current node: its inputs top to bottom, then
    /// its outputs. With nothing selected, the first node's first port.
    void focusNextPort();
    void focusPreviousPort();
    /// Start a link from the focused port and choose where it ends with the keyboard: Tab (or the arrow keys)
    /// goes through the ports it may link to, Enter links, Escape cancels.
    void startKeyboardLink();
    /// Remove the links that end at a port (one undo step); Delete on a focused port.
    void removePortLinks(const pw::PortRef& port);
    /// Resize the selected notes by `delta` (one undo step each); the keyboard way of dragging their handle.
    void resizeSelectedNotes(const QSizeF& delta);
    /// Make an input of the selected step a pipeline input (asks which one when there are several).
    void promoteInput(const QString& input = QString());
    /// Line the selected nodes up; one undo step.
    void alignSelection(pw::CanvasView::Align how);

Q_SIGNALS:
    void zoomChanged(qreal zoom);
    /// Double-click (or Enter) on a node.
    void nodeActivated(pw::NodeId id);
    /// Something to tell the user (refusals, errors); errors in red.
    void message(const QString& text, bool isError);
    /// Text typed on the canvas (not a shortcut): look for a component to add.
    void quickAddRequested(const QString& text);
    /// A link was dragged from `from` and let go over empty canvas at `scenePos`.
    void linkDroppedOnEmpty(const pw::PortRef& from, const QPointF& scenePos);
    /// The keyboard focus moved to another node, port or note (assistive technology is told with a Focus
    /// event for that item's accessible interface).
    void keyboardFocusMoved();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

public:
    /// Draw the background (grid and links) afresh on the next frame instead of from the pictures kept of it.
    void invalidateBackground();

private:
    // the scene, zoom, the mouse and links drawn from a port (canvasview.cpp)
    void commitMoves();
    void finishLink(bool commit);
    void onSceneSelectionChanged();
    void onSceneSynced();
    void zoomApplied();
    void report(const QString& text, bool isError);
    /// The scene, when it may be edited; a read-only one is refused with a message (nullptr).
    CanvasScene* editableScene();
    // notes (canvasview_notes.cpp)
    NoteItem* noteHandleAt(const QPoint& viewPos) const;
    void finishNoteResize(bool commit);
    // the keyboard (canvasview_keyboard.cpp)
    void nudge(const QPointF& delta);
    void focusNextNode(bool forward);
    QList<QGraphicsItem*> readingOrder(bool withNotes) const;
    void stepPort(bool forward);
    void stepKeyboardLink(int direction);
    bool keyboardLinkKey(QKeyEvent* event);
    QPointF keyboardMenuScenePos() const;
    QString focusKey() const;
    void announceFocus();
    // commands (canvasview_commands.cpp)
    /// End the rename editor; `commit` renames the step. `keepOnError` (Enter) keeps the editor and its text when
    /// the name is refused.
    void finishRename(bool commit, bool keepOnError = false);
    // drops (canvasview_drop.cpp)
    bool acceptsDrop(const QMimeData* mime) const;

    std::unique_ptr<CanvasBackground> m_background;
    std::unique_ptr<LinkDrag> m_link; // a link being drawn from a port
    // nodes being moved: their places when the button went down
    QHash<QString, QPointF> m_pressPositions;
    QHash<quint32, QRectF> m_pressNotes;
    // panning with the middle button
    bool m_panning = false;
    QPoint m_panLast;
    // the view keeps everything in sight while it is resized, until the user zooms or scrolls
    bool m_autoFit = true;
    int m_lastTop = std::numeric_limits<int>::min(); // the viewport's top in the window at the last resize
    bool m_autoReadable = true; // ... or, when that is too small, the first steps at a readable zoom
    // the node or note Tab went to
    NodeId m_currentNode = InvalidNodeId;
    quint32 m_currentNote = 0;
    // a note being resized by its handle
    quint32 m_resizingNote = 0;
    QRectF m_resizeStart;
    QPointF m_resizePress;
    bool m_resizeCursor = false;
    // pasting the same clipboard again moves each copy a little further
    QString m_lastPasteText;
    int m_pasteCount = 0;
    QPointer<CanvasScene> m_connectedScene;
    QString m_announced; // the item assistive technology was last told has the focus
    // inline rename
    QLineEdit* m_renameEdit = nullptr;
    QString m_renaming;
};

} // namespace pw
