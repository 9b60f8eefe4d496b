// SPDX-License-Identifier: MIT
// The view itself: the scene it shows, zoom and fitting, the mouse (selecting, moving, panning, links drawn from a
// port) and painting. The keyboard, notes, commands, the clipboard and drops have files of their own
// (canvasview_*.cpp); the background and a link being drawn are objects of their own (CanvasBackground, LinkDrag).
#include "canvasview.h"

#include "canvasaccessible.h"
#include "canvasbackground.h"
#include "canvasitems.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "linkdrag.h"
#include "pipelinedocument.h"
#include "undomacro.h"
#include "undostack.h"

#include <QMouseEvent>
#include <QScrollBar>

#include <cmath>
#include <limits>

namespace pw {

CanvasView::CanvasView(QWidget* parent)
    : QGraphicsView(parent)
    , m_background(std::make_unique<CanvasBackground>(this))
    , m_link(std::make_unique<LinkDrag>(this))
{
    setObjectName(QStringLiteral("canvasView"));
    setAccessibleName(tr("Pipeline canvas"));
    setAccessibleDescription(tr("Steps, pipeline inputs and outputs, and the links between them"));
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setCacheMode(QGraphicsView::CacheNone); // the background is kept in tiles (CanvasBackground)
    setFrameShape(QFrame::NoFrame);
    setAcceptDrops(true);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);

    // links are not items: a rubber band selects those it meets itself (keeping those selected before it started,
    // which a press that starts it without Ctrl has already cleared)
    connect(this, &QGraphicsView::rubberBandChanged, this,
        [this, keep = QList<EdgeItem*>(), banding = false](QRect band, QPointF, QPointF) mutable {
            CanvasScene* s = canvasScene();
            if (!s || band.isNull()) {
                keep.clear();
                banding = false;
                return;
            }
            if (!banding) {
                banding = true;
                keep = s->selectedLinks();
            }
            s->selectLinksIn(mapToScene(band).boundingRect(), keep);
        });
    CanvasAccessibility::attach(this);
}

CanvasView::~CanvasView() = default;

CanvasScene* CanvasView::canvasScene() const
{
    return qobject_cast<CanvasScene*>(scene());
}

void CanvasView::setCanvasScene(CanvasScene* s)
{
    finishLink(false);
    finishRename(false);
    finishNoteResize(false);
    if (m_connectedScene)
        disconnect(m_connectedScene, nullptr, this, nullptr);
    m_connectedScene = s;
    m_currentNode = InvalidNodeId;
    m_currentNote = 0;
    if (s) {
        connect(s, &QGraphicsScene::selectionChanged, this, &CanvasView::onSceneSelectionChanged);
        connect(s, &CanvasScene::synced, this, &CanvasView::onSceneSynced);
        connect(
            s, &CanvasScene::backgroundChanged, this, [this](const QRectF& rect) { m_background->invalidate(rect); });
        if (s->canvasLayout())
            connect(s->canvasLayout(), &CanvasLayout::annotationsChanged, this, &CanvasView::onSceneSynced);
    }
    setScene(s);
    m_background->invalidate();
    if (s)
        s->setOverview(zoom() < CanvasScene::OverviewZoom); // and nodes keep pictures of themselves when detailed
    // with a scene the background covers the whole viewport (drawBackground): no fill before it on every frame
    viewport()->setAutoFillBackground(!s);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent, s != nullptr);
    zoomApplied();
    CanvasAccessibility::itemsChanged(this);
}

void CanvasView::onSceneSynced()
{
    CanvasAccessibility::itemsChanged(this);
}

void CanvasView::onSceneSelectionChanged()
{
    CanvasScene* s = canvasScene();
    if (!s)
        return;
    // the focused port belongs to the one selected node
    const PortRef port = s->focusPort();
    if (port.isValid()) {
        const QList<NodeId> nodes = s->selectedNodes();
        if (nodes.size() != 1 || nodes.first() != port.node)
            s->setFocusPort(PortRef());
    }
    announceFocus();
}

qreal CanvasView::zoom() const
{
    return transform().m11();
}

void CanvasView::setZoom(qreal z, const QPointF& anchorScenePos, bool useAnchor)
{
    m_autoFit = false;
    z = qBound(MinZoom, z, MaxZoom);
    if (qFuzzyCompare(z, zoom()))
        return;
    const QPoint anchorView = useAnchor ? mapFromScene(anchorScenePos) : QPoint();
    setTransform(QTransform::fromScale(z, z));
    if (useAnchor) {
        // keep the scene point under the pointer where it was
        const QPointF after = mapToScene(anchorView);
        const QPointF delta = anchorScenePos - after;
        centerOn(mapToScene(viewport()->rect().center()) + delta);
    }
    zoomApplied();
}

void CanvasView::zoomApplied()
{
    m_background->invalidate();
    if (CanvasScene* s = canvasScene())
        s->setOverview(zoom() < CanvasScene::OverviewZoom);
    Q_EMIT zoomChanged(zoom());
}

void CanvasView::setViewState(const QTransform& transform, const QPointF& center)
{
    setTransform(transform);
    centerOn(center);
    zoomApplied();
}

void CanvasView::resizeEvent(QResizeEvent* event)
{
    // a banner appearing or leaving above the canvas moves its top edge: the scene stays where it was on screen,
    // under the pointer, instead of shifting with the edge (what was at the old top edge is kept at its place)
    const QPointF oldTopScene = mapToScene(QPoint(0, 0)); // before the view reacts to its new size
    QGraphicsView::resizeEvent(event);
    const int top = viewport()->mapTo(window(), QPoint(0, 0)).y();
    const int moved = m_lastTop == std::numeric_limits<int>::min() ? 0 : top - m_lastTop;
    m_lastTop = top;
    if (!m_autoFit) {
        if (moved != 0 && event->oldSize().isValid() && event->oldSize().width() == event->size().width()) {
            const int now = mapFromScene(oldTopScene).y();
            verticalScrollBar()->setValue(verticalScrollBar()->value() + now + moved);
        }
        return;
    }
    if (m_autoReadable) {
        fitReadable();
        return;
    }
    // after Fit All the view keeps everything in sight, but a smaller view (a dock opening beside it) does not take
    // the nodes below a readable size: they stay as large as they were, around the middle of the graph
    const qreal before = zoom();
    fitAll();
    const qreal floor = qMin(before, ReadableZoom);
    if (zoom() < floor - 1e-9) {
        setTransform(QTransform::fromScale(floor, floor));
        if (CanvasScene* s = canvasScene())
            centerOn(s->contentRect().center());
        zoomApplied();
    }
}

void CanvasView::zoomIn()
{
    setZoom(zoom() * 1.25);
}

void CanvasView::zoomOut()
{
    setZoom(zoom() / 1.25);
}

void CanvasView::resetZoom()
{
    setZoom(1.0);
}

void CanvasView::fitAll()
{
    CanvasScene* s = canvasScene();
    if (!s || s->contentRect().isNull())
        return;
    m_autoFit = true;
    m_autoReadable = false;
    const QRectF r = s->contentRect().adjusted(-40, -40, 40, 40);
    fitInView(r, Qt::KeepAspectRatio);
    if (zoom() > 1.0)
        setTransform(QTransform::fromScale(1.0, 1.0));
    if (zoom() < MinZoom)
        setTransform(QTransform::fromScale(MinZoom, MinZoom));
    centerOn(r.center());
    zoomApplied();
}

void CanvasView::fitReadable()
{
    CanvasScene* s = canvasScene();
    m_autoFit = true;
    m_autoReadable = true;
    if (!s || s->contentRect().isNull())
        return;
    fitAll();
    m_autoReadable = true;
    if (zoom() >= ReadableZoom - 1e-9)
        return;
    // too small to read: the first steps at a readable zoom (the minimap and Fit All show the rest)
    setTransform(QTransform::fromScale(ReadableZoom, ReadableZoom));
    const QRectF content = s->contentRect();
    const QSizeF visible = QSizeF(viewport()->width(), viewport()->height()) / ReadableZoom;
    QRectF first;
    for (QGraphicsItem* item : readingOrder(false)) {
        auto* node = static_cast<NodeItem*>(item);
        if (node->pos().x() > content.left() + visible.width() * 0.6)
            break;
        first |= QRectF(node->pos(), node->size());
    }
    if (first.isNull())
        first = content;
    QPointF centre(content.left() - 40 + visible.width() / 2, first.center().y());
    if (first.height() + 80 > visible.height())
        centre.setY(first.top() - 40 + visible.height() / 2);
    if (content.width() + 80 <= visible.width())
        centre.setX(content.center().x());
    centerOn(centre);
    zoomApplied();
}

void CanvasView::fitSelection()
{
    QRectF r;
    for (QGraphicsItem* item : scene() ? scene()->selectedItems() : QList<QGraphicsItem*>())
        r |= item->sceneBoundingRect();
    if (CanvasScene* s = canvasScene())
        for (EdgeItem* link : s->selectedLinks())
            r |= link->boundingRect();
    if (r.isNull()) {
        fitAll();
        return;
    }
    m_autoFit = false;
    r.adjust(-60, -60, 60, 60);
    fitInView(r, Qt::KeepAspectRatio);
    if (zoom() > 1.5)
        setTransform(QTransform::fromScale(1.5, 1.5));
    centerOn(r.center());
    zoomApplied();
}

QPointF CanvasView::viewCenterScenePos() const
{
    return mapToScene(viewport()->rect().center());
}

bool CanvasView::revealStep(const QString& name, bool select)
{
    CanvasScene* s = canvasScene();
    if (!s)
        return false;
    const NodeId id = s->findStep(name);
    NodeItem* item = s->nodeItem(id);
    if (!item)
        return false;
    if (select)
        s->selectNodes({ id });
    m_autoFit = false;
    if (zoom() < ReadableZoom) {
        // far out a step is a speck: come close enough to read it (the Problems panel, the outline, Go to Step)
        setZoom(ReadableZoom);
        centerOn(item);
        return true;
    }
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    if (!visible.contains(item->sceneBoundingRect()))
        centerOn(item);
    return true;
}

void CanvasView::report(const QString& text, bool isError)
{
    Q_EMIT message(text, isError);
}

CanvasScene* CanvasView::editableScene()
{
    CanvasScene* s = canvasScene();
    if (s && s->isReadOnly()) {
        report(tr("This pipeline is shown read-only; open its file to change it."), true);
        return nullptr;
    }
    return s;
}

// ----- mouse ---------------------------------------------------------------------------------------

void CanvasView::mousePressEvent(QMouseEvent* event)
{
    if (m_renameEdit)
        finishRename(true);
    if (m_link->isKeyboard())
        finishLink(false);
    if (event->button() == Qt::MiddleButton) {
        m_autoFit = false;
        m_panning = true;
        m_panLast = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    CanvasScene* s = canvasScene();
    if (event->button() == Qt::LeftButton && s && !s->isReadOnly()) {
        if (NoteItem* note = noteHandleAt(event->position().toPoint())) {
            // resizing a note by its corner
            m_resizingNote = note->id();
            m_resizeStart = QRectF(note->pos(), note->size());
            m_resizePress = mapToScene(event->position().toPoint());
            event->accept();
            return;
        }
        const PortRef port = s->portAt(mapToScene(event->position().toPoint()));
        if (port.isValid()) {
            m_link->start(port);
            event->accept();
            return;
        }
    }
    QGraphicsView::mousePressEvent(event);
    m_pressPositions.clear();
    m_pressNotes.clear();
    if (!s || event->button() != Qt::LeftButton)
        return;
    for (QGraphicsItem* item : s->selectedItems()) {
        if (item->type() == NodeItem::Type)
            m_pressPositions.insert(s->layoutKey(static_cast<NodeItem*>(item)->id()), item->pos());
        else if (item->type() == NoteItem::Type)
            m_pressNotes.insert(static_cast<NoteItem*>(item)->id(), item->sceneBoundingRect().adjusted(2, 2, -2, -2));
    }
}

void CanvasView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_panning) {
        const QPoint p = event->position().toPoint();
        const QPoint delta = p - m_panLast;
        m_panLast = p;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    if (m_link->isActive() && !m_link->isKeyboard()) {
        m_link->moveTo(mapToScene(event->position().toPoint()), event->position().toPoint());
        event->accept();
        return;
    }
    CanvasScene* s = canvasScene();
    if (m_resizingNote) {
        NoteItem* note = s ? s->noteItem(m_resizingNote) : nullptr;
        if (!note) {
            m_resizingNote = 0;
        } else {
            const QPointF d = mapToScene(event->position().toPoint()) - m_resizePress;
            QSizeF size(m_resizeStart.width() + d.x(), m_resizeStart.height() + d.y());
            if (s->snapToGrid())
                size = QSizeF(std::round(size.width() / CanvasScene::GridSize) * CanvasScene::GridSize,
                    std::round(size.height() / CanvasScene::GridSize) * CanvasScene::GridSize);
            size = size.expandedTo(QSizeF(NoteItem::MinWidth, NoteItem::MinHeight));
            note->setRect(QRectF(m_resizeStart.topLeft(), size));
        }
        event->accept();
        return;
    }
    if (event->buttons() == Qt::NoButton) {
        // the resize cursor over a selected note's handle
        const bool over = noteHandleAt(event->position().toPoint()) != nullptr;
        if (over != m_resizeCursor) {
            m_resizeCursor = over;
            if (over)
                viewport()->setCursor(Qt::SizeFDiagCursor);
            else
                viewport()->unsetCursor();
        }
    }
    QGraphicsView::mouseMoveEvent(event);
}

void CanvasView::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_panning && event->button() == Qt::MiddleButton) {
        m_panning = false;
        viewport()->unsetCursor();
        event->accept();
        return;
    }
    if (m_resizingNote && event->button() == Qt::LeftButton) {
        finishNoteResize(true);
        event->accept();
        return;
    }
    if (m_link->isActive() && !m_link->isKeyboard()) {
        m_link->moveTo(mapToScene(event->position().toPoint()), event->position().toPoint());
        finishLink(true);
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton)
        commitMoves();
}

void CanvasView::mouseDoubleClickEvent(QMouseEvent* event)
{
    CanvasScene* s = canvasScene();
    if (s && event->button() == Qt::LeftButton) {
        const QPointF p = mapToScene(event->position().toPoint());
        if (NodeItem* node = s->nodeAt(p)) {
            Q_EMIT nodeActivated(node->id());
            event->accept();
            return;
        }
        for (QGraphicsItem* item : s->items(p))
            if (item->type() == NoteItem::Type) {
                editNote(static_cast<NoteItem*>(item)->id());
                event->accept();
                return;
            }
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

void CanvasView::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const qreal factor = std::pow(1.0015, event->angleDelta().y());
        setZoom(zoom() * factor, mapToScene(event->position().toPoint()), true);
        event->accept();
        return;
    }
    m_autoFit = false;
    QGraphicsView::wheelEvent(event);
}

void CanvasView::commitMoves()
{
    CanvasScene* s = canvasScene();
    if (!s || s->isReadOnly() || !s->canvasLayout()) {
        m_pressPositions.clear();
        m_pressNotes.clear();
        return;
    }
    QHash<QString, QPointF> moved;
    QString single;
    for (NodeItem* item : s->nodeItems()) {
        const QString key = s->layoutKey(item->id());
        auto it = m_pressPositions.constFind(key);
        if (it != m_pressPositions.constEnd() && *it != item->pos()) {
            moved.insert(key, item->pos());
            single = key.section(QLatin1Char('/'), 1);
        }
    }
    QList<CanvasAnnotation> notes;
    for (auto it = m_pressNotes.begin(); it != m_pressNotes.end(); ++it) {
        const CanvasAnnotation* a = s->canvasLayout()->annotation(it.key());
        NoteItem* item = nullptr;
        for (QGraphicsItem* g : s->selectedItems())
            if (g->type() == NoteItem::Type && static_cast<NoteItem*>(g)->id() == it.key())
                item = static_cast<NoteItem*>(g);
        if (!a || !item || item->pos() == it.value().topLeft())
            continue;
        CanvasAnnotation changed = *a;
        changed.rect.moveTopLeft(item->pos());
        notes << changed;
    }
    m_pressPositions.clear();
    m_pressNotes.clear();
    if (moved.isEmpty() && notes.isEmpty())
        return;
    UndoStack* stack = s->document()->undoStack();
    const QString label = moved.size() == 1 && notes.isEmpty()
        ? tr("Move %1").arg(single)
        : tr("Move %n items", nullptr, int(moved.size() + notes.size()));
    UndoMacro macro(stack, label, !notes.isEmpty());
    if (!moved.isEmpty())
        s->canvasLayout()->movePositions(stack, moved, label);
    for (const CanvasAnnotation& a : std::as_const(notes))
        s->canvasLayout()->changeAnnotation(stack, a);
}

// ----- links drawn from a port --------------------------------------------------------------------

bool CanvasView::isKeyboardLinking() const
{
    return m_link->isKeyboard();
}

QString CanvasView::linkFeedback() const
{
    return m_link->feedbackText();
}

void CanvasView::finishLink(bool commit)
{
    CanvasScene* s = canvasScene();
    if (!m_link->isActive())
        return;
    const LinkDrag::Ending link = m_link->finish();
    if (link.keyboard)
        announceFocus(); // back to the port the link started from
    if (commit && !link.keyboard && s && !link.to.isValid() && !link.lastScenePos.isNull()
        && !s->nodeAt(link.lastScenePos)) {
        Q_EMIT linkDroppedOnEmpty(link.from, link.lastScenePos);
        return;
    }
    if (!commit || !s || !link.to.isValid())
        return;
    if (!link.allowed) {
        report(tr("Cannot link: %1").arg(link.reason), true);
        return;
    }
    QString error;
    if (!s->editor().connectPorts(link.from, link.to, &error))
        report(error, true);
}

// ----- painting ------------------------------------------------------------------------------------

void CanvasView::drawBackground(QPainter* painter, const QRectF& rect)
{
    if (!canvasScene()) {
        QGraphicsView::drawBackground(painter, rect);
        return;
    }
    m_background->draw(painter, rect);
}

void CanvasView::invalidateBackground()
{
    m_background->invalidate();
}

void CanvasView::drawForeground(QPainter* painter, const QRectF& rect)
{
    QGraphicsView::drawForeground(painter, rect);
    CanvasScene* s = canvasScene();
    if (!s || s->nodeCount() > 0)
        return;
    // an empty canvas says what to do
    QString hint;
    if (!s->document()->isParsed())
        hint = tr("The YAML has a syntax error; fix it in the source to see the pipeline.");
    else if (!s->document()->text().trimmed().isEmpty() && !s->document()->isPipeline())
        hint = tr("This file is not a pipeline (type: pipeline), so it has no graph.");
    else
        hint = tr("This pipeline has no steps yet.\nDrag a component from the Components panel onto the canvas.");
    painter->save();
    painter->resetTransform();
    painter->setPen(palette().color(QPalette::PlaceholderText));
    painter->drawText(viewport()->rect().adjusted(24, 24, -24, -24), Qt::AlignCenter | Qt::TextWordWrap, hint);
    painter->restore();
}

void CanvasView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        if (CanvasScene* s = canvasScene())
            s->setTheme(CanvasTheme::fromPalette(palette(), font()));
        m_background->invalidate();
    }
    QGraphicsView::changeEvent(event);
}

} // namespace pw
