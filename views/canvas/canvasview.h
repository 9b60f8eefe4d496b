// SPDX-License-Identifier: MIT
#pragma once

#include "canvasedits.h"

#include <QGraphicsView>
#include <QHash>
#include <QPointer>

class QGraphicsPathItem;
class QLabel;
class QLineEdit;
class QMimeData;

namespace pw {

class CanvasScene;
class NodeItem;

/// MIME type of what the palette drags onto the canvas (UTF-8 JSON: kind, path, type, name).
inline constexpr char StepMimeType[] = "application/x-pipewright-step";

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

    explicit CanvasView(QWidget* parent = nullptr);
    ~CanvasView() override;

    CanvasScene* canvasScene() const;
    void setCanvasScene(CanvasScene* scene);

    qreal zoom() const;
    void setZoom(qreal zoom, const QPointF& anchorScenePos = QPointF(), bool useAnchor = false);
    /// Restore a transform and centre (going back to a level of nested pipelines).
    void setViewState(const QTransform& transform, const QPointF& center);

    /// Show a step (select it and scroll it into view).
    bool revealStep(const QString& name, bool select = true);

    /// Where pasted or added things go when there is no pointer position: the middle of the view.
    QPointF viewCenterScenePos() const;
    /// The rename editor, while open.
    QLineEdit* renameEditor() const { return m_renameEdit; }
    /// The text shown while dragging a link (empty when none), for tests and accessibility.
    QString linkFeedback() const;

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void resetZoom();
    void fitAll();
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
    /// Link two ports with a dialog (the keyboard way of dragging a link).
    void linkPorts();
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

private:
    void paintBackground(QPainter* painter, const QRectF& rect);
    void startLink(const PortRef& from);
    void updateLink(const QPointF& scenePos, const QPoint& viewPos);
    void finishLink(bool commit);
    void showFeedback(const QString& text, int state, const QPoint& viewPos);
    void hideFeedback();
    void commitMoves();
    void nudge(const QPointF& delta);
    void focusNextNode(bool forward);
    void finishRename(bool commit);
    void zoomApplied();
    bool acceptsDrop(const QMimeData* mime) const;
    void report(const QString& text, bool isError);

    // link being dragged
    PortRef m_linkFrom;
    PortRef m_linkTo;
    bool m_linkAllowed = false;
    QString m_linkReason;
    QPointF m_lastLinkPos;
    QGraphicsPathItem* m_linkItem = nullptr;
    QLabel* m_feedback = nullptr;
    // nodes being moved: their places when the button went down
    QHash<QString, QPointF> m_pressPositions;
    QHash<quint32, QRectF> m_pressNotes;
    // panning with the middle button
    bool m_panning = false;
    QPoint m_panLast;
    // the view keeps everything in sight while it is resized, until the user zooms or scrolls
    bool m_autoFit = true;
    // inline rename
    QLineEdit* m_renameEdit = nullptr;
    QString m_renaming;
};

} // namespace pw
