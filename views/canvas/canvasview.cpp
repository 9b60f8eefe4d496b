// SPDX-License-Identifier: MIT
#include "canvasview.h"

#include "canvasaccessible.h"
#include "canvasitems.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "componentcache.h"
#include "linkdialog.h"
#include "pipelinedocument.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QCryptographicHash>
#include <QFileInfo>
#include <QGraphicsPathItem>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QScrollBar>
#include <QUndoStack>
#include <QUrl>

#include <cmath>

namespace pw {

namespace {

    bool isYamlPath(const QString& path)
    {
        const QString s = QFileInfo(path).suffix().toLower();
        return s == QLatin1String("yml") || s == QLatin1String("yaml");
    }

    // a macro around several commands of one user intent
    struct UndoMacro {
        UndoMacro(QUndoStack* stack, const QString& label, bool active)
            : m_stack(active ? stack : nullptr)
        {
            if (m_stack)
                m_stack->beginMacro(label);
        }
        ~UndoMacro()
        {
            if (m_stack)
                m_stack->endMacro();
        }
        UndoMacro(const UndoMacro&) = delete;
        UndoMacro& operator=(const UndoMacro&) = delete;
        QUndoStack* m_stack;
    };


    QString portLabel(const CanvasScene* s, const PortRef& p)
    {
        const NodeVisual* v = s->visual(p.node);
        if (!v)
            return p.port;
        return v->kind == NodeKind::Step ? v->name + QLatin1Char('.') + p.port : v->name;
    }

    QByteArray digestOf(const QString& text)
    {
        return QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex();
    }

} // namespace

CanvasView::CanvasView(QWidget* parent)
    : QGraphicsView(parent)
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
    setCacheMode(QGraphicsView::CacheNone); // the background is kept in tiles (drawBackground)
    setFrameShape(QFrame::NoFrame);
    setAcceptDrops(true);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);

    m_feedback = new QLabel(viewport());
    m_feedback->setObjectName(QStringLiteral("linkFeedback"));
    m_feedback->setAutoFillBackground(true);
    m_feedback->setMargin(5);
    m_feedback->setWordWrap(true);
    m_feedback->setMaximumWidth(380);
    m_feedback->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_feedback->setBackgroundRole(QPalette::ToolTipBase);
    m_feedback->setForegroundRole(QPalette::ToolTipText);
    m_feedback->hide();

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
        connect(s, &CanvasScene::backgroundChanged, this, [this](const QRectF& rect) { dropTiles(rect); });
        if (s->canvasLayout())
            connect(s->canvasLayout(), &CanvasLayout::annotationsChanged, this, &CanvasView::onSceneSynced);
    }
    setScene(s);
    dropTiles();
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
    dropTiles();
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
    QGraphicsView::resizeEvent(event);
    if (m_autoFit) {
        if (m_autoReadable)
            fitReadable();
        else
            fitAll();
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

QString CanvasView::linkFeedback() const
{
    return m_feedback->isVisible() ? m_feedback->text() : QString();
}

void CanvasView::report(const QString& text, bool isError)
{
    Q_EMIT message(text, isError);
}

// ----- mouse ---------------------------------------------------------------------------------------

void CanvasView::mousePressEvent(QMouseEvent* event)
{
    if (m_renameEdit)
        finishRename(true);
    if (m_keyLink)
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
            startLink(port);
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
    if (m_linkFrom.isValid() && !m_keyLink) {
        updateLink(mapToScene(event->position().toPoint()), event->position().toPoint());
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

NoteItem* CanvasView::noteHandleAt(const QPoint& viewPos) const
{
    CanvasScene* s = canvasScene();
    if (!s || s->isReadOnly() || !s->canvasLayout())
        return nullptr;
    const QPointF p = mapToScene(viewPos);
    // a few pixels of slack on screen, whatever the zoom
    const qreal slack = 3 / qMax(zoom(), MinZoom);
    for (QGraphicsItem* item : s->selectedItems()) {
        if (item->type() != NoteItem::Type)
            continue;
        auto* note = static_cast<NoteItem*>(item);
        const QRectF handle = note->mapRectToScene(note->handleRect()).adjusted(-slack, -slack, slack, slack);
        if (handle.contains(p) && !s->nodeAt(p))
            return note;
    }
    return nullptr;
}

void CanvasView::finishNoteResize(bool commit)
{
    const quint32 id = m_resizingNote;
    m_resizingNote = 0;
    CanvasScene* s = canvasScene();
    if (!id || !s || !s->canvasLayout())
        return;
    NoteItem* note = s->noteItem(id);
    const CanvasAnnotation* a = s->canvasLayout()->annotation(id);
    if (!note || !a)
        return;
    const QRectF now(note->pos(), note->size());
    if (!commit || now == a->rect) {
        note->setRect(a->rect);
        return;
    }
    CanvasAnnotation changed = *a;
    changed.rect = now;
    QUndoStack* stack = s->document()->undoStack();
    UndoMacro macro(stack, tr("Resize Note"), true);
    s->canvasLayout()->changeAnnotation(stack, changed);
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

void CanvasView::resizeSelectedNotes(const QSizeF& delta)
{
    CanvasScene* s = editableScene();
    if (!s || !s->canvasLayout())
        return;
    QList<CanvasAnnotation> changed;
    for (QGraphicsItem* item : s->selectedItems()) {
        if (item->type() != NoteItem::Type)
            continue;
        const CanvasAnnotation* a = s->canvasLayout()->annotation(static_cast<NoteItem*>(item)->id());
        if (!a)
            continue;
        CanvasAnnotation c = *a;
        c.rect.setSize((c.rect.size() + delta).expandedTo(QSizeF(NoteItem::MinWidth, NoteItem::MinHeight)));
        if (c.rect != a->rect)
            changed << c;
    }
    if (changed.isEmpty())
        return;
    QUndoStack* stack = s->document()->undoStack();
    UndoMacro macro(stack, changed.size() == 1 ? tr("Resize Note") : tr("Resize %n notes", nullptr, int(changed.size())),
        true);
    for (const CanvasAnnotation& c : std::as_const(changed))
        s->canvasLayout()->changeAnnotation(stack, c);
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
    if (m_linkFrom.isValid() && !m_keyLink) {
        updateLink(mapToScene(event->position().toPoint()), event->position().toPoint());
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
    QUndoStack* stack = s->document()->undoStack();
    const QString label = moved.size() == 1 && notes.isEmpty()
        ? tr("Move %1").arg(single)
        : tr("Move %n items", nullptr, int(moved.size() + notes.size()));
    UndoMacro macro(stack, label, !notes.isEmpty());
    if (!moved.isEmpty())
        s->canvasLayout()->movePositions(stack, moved, label);
    for (const CanvasAnnotation& a : std::as_const(notes))
        s->canvasLayout()->changeAnnotation(stack, a);
}

// ----- linking -------------------------------------------------------------------------------------

void CanvasView::startLink(const PortRef& from)
{
    CanvasScene* s = canvasScene();
    m_linkFrom = from;
    m_linkTo = PortRef();
    m_linkAllowed = false;
    m_linkReason.clear();
    m_lastLinkPos = QPointF();
    m_linkItem = new QGraphicsPathItem;
    QPen pen(s->theme().edge, 2, Qt::DashLine, Qt::RoundCap);
    pen.setCosmetic(true);
    m_linkItem->setPen(pen);
    m_linkItem->setZValue(100);
    s->addItem(m_linkItem);
    if (!m_keyLink)
        viewport()->setCursor(Qt::CrossCursor);
}

void CanvasView::updateLink(const QPointF& scenePos, const QPoint& viewPos)
{
    CanvasScene* s = canvasScene();
    if (!s || !m_linkItem)
        return;
    PortRef target = s->portAt(scenePos, 12);
    if (target.isValid() && target.node == m_linkFrom.node && target.output == m_linkFrom.output)
        target = PortRef(); // the same side of the same node: keep dragging
    showLinkTarget(target, scenePos, viewPos);
}

void CanvasView::showLinkTarget(const PortRef& target, const QPointF& scenePos, const QPoint& viewPos)
{
    CanvasScene* s = canvasScene();
    if (!s || !m_linkItem)
        return;
    const QPointF start = s->portScenePos(m_linkFrom.node, m_linkFrom.port, m_linkFrom.output);
    QPointF end = scenePos;
    int state = 0;
    m_lastLinkPos = scenePos;
    m_linkTo = target;
    m_linkAllowed = false;
    m_linkReason.clear();
    QString text;
    if (target.isValid()) {
        const LinkCheck check = s->editor().checkLink(m_linkFrom, target);
        m_linkAllowed = check.allowed();
        m_linkReason = check.reason;
        state = check.result == LinkCheck::Result::Ok ? 1 : check.result == LinkCheck::Result::Questionable ? 2 : 3;
        end = s->portScenePos(target.node, target.port, target.output);
        const PortRef& from = m_linkFrom.output ? m_linkFrom : target;
        const PortRef& to = m_linkFrom.output ? target : m_linkFrom;
        const NodeVisual* fv = s->visual(from.node);
        const NodeVisual* tv = s->visual(to.node);
        const QString fromText
            = fv ? (fv->kind == NodeKind::Step ? fv->name + QLatin1Char('.') + from.port : fv->name) : from.port;
        const QString toText
            = tv ? (tv->kind == NodeKind::Step ? tv->name + QLatin1Char('.') + to.port : tv->name) : to.port;
        if (state == 1)
            text = tr("Link %1 → %2").arg(fromText, toText);
        else if (state == 2)
            text = tr("Link %1 → %2 (check: %3)").arg(fromText, toText, check.reason);
        else
            text = tr("Cannot link: %1").arg(check.reason);
        if (m_keyLink)
            text += QLatin1Char('\n') + tr("Tab: next port · Enter: link · Esc: cancel");
    } else {
        text = m_linkFrom.output ? tr("Drop on an input port (left side of a step)")
                                 : tr("Drop on an output port (right side of a step)");
    }
    s->setLinkTarget(target, state);
    const QPointF a = m_linkFrom.output ? start : end;
    const QPointF b = m_linkFrom.output ? end : start;
    const qreal dx = qMax(40.0, std::abs(b.x() - a.x()) * 0.5);
    QPainterPath path(a);
    path.cubicTo(a + QPointF(dx, 0), b - QPointF(dx, 0), b);
    m_linkItem->setPath(path);
    QPen pen = m_linkItem->pen();
    const CanvasTheme& t = s->theme();
    pen.setColor(state == 1 ? t.ok : state == 2 ? t.warning : state == 3 ? t.error : t.edge);
    pen.setStyle(state == 1 ? Qt::SolidLine : Qt::DashLine);
    m_linkItem->setPen(pen);
    showFeedback(text, state, viewPos);
}

void CanvasView::finishLink(bool commit)
{
    CanvasScene* s = canvasScene();
    if (!m_linkFrom.isValid())
        return;
    const PortRef from = m_linkFrom;
    const PortRef to = m_linkTo;
    const bool allowed = m_linkAllowed;
    const QString reason = m_linkReason;
    const bool keyboard = m_keyLink;
    m_linkFrom = PortRef();
    m_linkTo = PortRef();
    m_keyLink = false;
    m_keyCandidates.clear();
    m_keyIndex = -1;
    if (m_linkItem) {
        if (m_linkItem->scene())
            m_linkItem->scene()->removeItem(m_linkItem);
        delete m_linkItem;
        m_linkItem = nullptr;
    }
    if (s)
        s->setLinkTarget(PortRef(), 0);
    hideFeedback();
    viewport()->unsetCursor();
    if (keyboard)
        announceFocus(); // back to the port the link started from
    if (commit && !keyboard && s && !to.isValid() && !m_lastLinkPos.isNull() && !s->nodeAt(m_lastLinkPos)) {
        Q_EMIT linkDroppedOnEmpty(from, m_lastLinkPos);
        return;
    }
    if (!commit || !s || !to.isValid())
        return;
    if (!allowed) {
        report(tr("Cannot link: %1").arg(reason), true);
        return;
    }
    QString error;
    if (!s->editor().connectPorts(from, to, &error))
        report(error, true);
}

void CanvasView::showFeedback(const QString& text, int state, const QPoint& viewPos)
{
    CanvasScene* s = canvasScene();
    m_feedback->setText(text);
    QPalette pal = m_feedback->palette();
    if (s && state == 3)
        pal.setColor(QPalette::ToolTipText, s->theme().error);
    else
        pal.setColor(QPalette::ToolTipText, palette().color(QPalette::ToolTipText));
    m_feedback->setPalette(pal);
    m_feedback->adjustSize();
    QPoint at = viewPos + QPoint(16, 18);
    if (at.x() + m_feedback->width() > viewport()->width())
        at.setX(qMax(0, viewPos.x() - m_feedback->width() - 8));
    if (at.y() + m_feedback->height() > viewport()->height())
        at.setY(qMax(0, viewPos.y() - m_feedback->height() - 8));
    m_feedback->move(at);
    m_feedback->show();
    m_feedback->raise();
}

void CanvasView::hideFeedback()
{
    m_feedback->hide();
}

// ----- keyboard ------------------------------------------------------------------------------------

bool CanvasView::event(QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        // keys the canvas acts on itself win over window shortcuts while it has the focus
        auto* key = static_cast<QKeyEvent*>(event);
        const Qt::KeyboardModifiers mods = key->modifiers() & ~Qt::KeypadModifier;
        switch (key->key()) {
        case Qt::Key_Delete:
        case Qt::Key_Backspace:
        case Qt::Key_F2:
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_Escape:
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Period:
        case Qt::Key_Comma:
        case Qt::Key_Home:
        case Qt::Key_End:
            if (mods == Qt::NoModifier || mods == Qt::ShiftModifier || mods == Qt::AltModifier
                || mods == (Qt::AltModifier | Qt::ShiftModifier)) {
                event->accept();
                return true;
            }
            break;
        case Qt::Key_L:
            // Ctrl+L while choosing a link: the dialog, with what was chosen so far
            if (m_keyLink && mods == Qt::ControlModifier) {
                event->accept();
                return true;
            }
            break;
        default:
            break;
        }
    }
    if (event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        CanvasScene* s = canvasScene();
        if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) && !(key->modifiers() & Qt::ControlModifier)) {
            const bool forward = key->key() == Qt::Key_Tab && !(key->modifiers() & Qt::ShiftModifier);
            // choosing a link: Tab goes to the next port it may end on
            if (m_keyLink) {
                stepKeyboardLink(forward ? 1 : -1);
                return true;
            }
            // Tab walks through the nodes and notes while one is selected; with nothing selected it leaves the
            // canvas
            if (s && currentItem()) {
                focusNextNode(forward);
                return true;
            }
        }
    }
    return QGraphicsView::event(event);
}

bool CanvasView::keyboardLinkKey(QKeyEvent* event)
{
    // while a link is chosen with the keyboard, the keys choose; any other key ends it and does its own work
    switch (event->key()) {
    case Qt::Key_Escape:
        finishLink(false);
        report(tr("No link made."), false);
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        finishLink(true);
        return true;
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Period:
        stepKeyboardLink(1);
        return true;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Comma:
        stepKeyboardLink(-1);
        return true;
    case Qt::Key_L:
        if (event->modifiers() == Qt::ControlModifier) {
            linkPorts();
            return true;
        }
        break;
    case Qt::Key_Shift:
    case Qt::Key_Control:
    case Qt::Key_Alt:
    case Qt::Key_Meta:
        return true;
    default:
        break;
    }
    finishLink(false);
    return false;
}

void CanvasView::keyPressEvent(QKeyEvent* event)
{
    CanvasScene* s = canvasScene();
    if (m_keyLink && keyboardLinkKey(event))
        return;
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const bool alt = event->modifiers() & Qt::AltModifier;
    switch (event->key()) {
    case Qt::Key_Escape:
        if (m_resizingNote)
            finishNoteResize(false);
        else if (m_linkFrom.isValid())
            finishLink(false);
        else if (s && s->focusPort().isValid())
            setFocusedPort(PortRef()); // first the port, then the selection
        else if (s)
            s->clearSelection();
        return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        // on a port: its links; else what is selected
        if (s && s->focusPort().isValid())
            removePortLinks(s->focusPort());
        else
            deleteSelection();
        return;
    case Qt::Key_F2:
        renameSelected();
        return;
    case Qt::Key_F10:
        if (event->modifiers() == Qt::ShiftModifier) {
            // Shift+F10 opens the context menu of the focused port or step, as the Menu key does (which the
            // window system turns into a context menu event itself)
            QContextMenuEvent menu(QContextMenuEvent::Keyboard, viewport()->rect().center(), viewport()->mapToGlobal(viewport()->rect().center()));
            contextMenuEvent(&menu);
            return;
        }
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (s && s->focusPort().isValid()) {
            startKeyboardLink();
            return;
        }
        if (QGraphicsItem* current = currentItem(); current && current->type() == NoteItem::Type) {
            editNote(static_cast<NoteItem*>(current)->id());
            return;
        }
        if (s && s->selectedNodes().size() == 1) {
            Q_EMIT nodeActivated(s->selectedNodes().first());
            return;
        }
        break;
    case Qt::Key_Period:
    case Qt::Key_Comma:
        if (!(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
            stepPort(event->key() == Qt::Key_Period);
            return;
        }
        break;
    case Qt::Key_Home:
    case Qt::Key_End:
        if (event->modifiers() == Qt::NoModifier) {
            const QList<QGraphicsItem*> order = readingOrder(true);
            if (!order.isEmpty())
                setCurrentItem(event->key() == Qt::Key_Home ? order.first() : order.last());
            return;
        }
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        if (s && alt && !(event->modifiers() & Qt::ControlModifier)) {
            // Alt+arrows resize the selected notes
            const qreal step = CanvasScene::GridSize * (shift ? 5 : 1);
            const QSizeF d = event->key() == Qt::Key_Left ? QSizeF(-step, 0)
                : event->key() == Qt::Key_Right          ? QSizeF(step, 0)
                : event->key() == Qt::Key_Up             ? QSizeF(0, -step)
                                                         : QSizeF(0, step);
            resizeSelectedNotes(d);
            return;
        }
        if (s && currentItem() && !(event->modifiers() & Qt::ControlModifier)) {
            const qreal step = CanvasScene::GridSize * (shift ? 5 : 1);
            const QPointF d = event->key() == Qt::Key_Left ? QPointF(-step, 0)
                : event->key() == Qt::Key_Right            ? QPointF(step, 0)
                : event->key() == Qt::Key_Up               ? QPointF(0, -step)
                                                           : QPointF(0, step);
            nudge(d);
            return;
        }
        break;
    case Qt::Key_D:
        if (event->modifiers() == Qt::ControlModifier) {
            duplicateSelection();
            return;
        }
        break;
    case Qt::Key_L:
        if (event->modifiers() == Qt::ControlModifier) {
            linkPorts();
            return;
        }
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        if (event->modifiers() & Qt::ControlModifier) {
            zoomIn();
            return;
        }
        break;
    case Qt::Key_Minus:
        if (event->modifiers() & Qt::ControlModifier) {
            zoomOut();
            return;
        }
        break;
    default:
        break;
    }
    // typing a name on the canvas looks for a component to add
    const QString text = event->text();
    if (s && !s->isReadOnly() && !text.isEmpty() && text.at(0).isLetterOrNumber()
        && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
        Q_EMIT quickAddRequested(text);
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void CanvasView::nudge(const QPointF& delta)
{
    CanvasScene* s = canvasScene();
    if (!s || s->isReadOnly() || !s->canvasLayout())
        return;
    QHash<QString, QPointF> moved;
    for (NodeId id : s->selectedNodes())
        if (NodeItem* item = s->nodeItem(id))
            moved.insert(s->layoutKey(id), item->pos() + delta);
    QList<CanvasAnnotation> notes;
    for (QGraphicsItem* item : s->selectedItems())
        if (item->type() == NoteItem::Type)
            if (const CanvasAnnotation* a = s->canvasLayout()->annotation(static_cast<NoteItem*>(item)->id())) {
                CanvasAnnotation c = *a;
                c.rect.translate(delta);
                notes << c;
            }
    if (moved.isEmpty() && notes.isEmpty())
        return;
    QUndoStack* stack = s->document()->undoStack();
    const QString label = moved.size() == 1 && notes.isEmpty()
        ? tr("Move %1").arg(moved.constBegin().key().section(QLatin1Char('/'), 1))
        : tr("Move %n items", nullptr, int(moved.size() + notes.size()));
    {
        UndoMacro macro(stack, label, !notes.isEmpty());
        if (!moved.isEmpty())
            s->canvasLayout()->movePositions(stack, moved, label, notes.isEmpty() ? QStringLiteral("nudge") : QString());
        for (const CanvasAnnotation& c : std::as_const(notes))
            s->canvasLayout()->changeAnnotation(stack, c);
    }
    if (QGraphicsItem* item = currentItem())
        ensureVisible(item, 40, 40);
}

QList<QGraphicsItem*> CanvasView::readingOrder(bool withNotes) const
{
    QList<QGraphicsItem*> items;
    CanvasScene* s = canvasScene();
    if (!s)
        return items;
    for (NodeItem* n : s->nodeItems())
        items << n;
    if (withNotes)
        for (NoteItem* n : s->noteItems())
            items << n;
    // reading order: columns left to right, top to bottom in a column
    std::sort(items.begin(), items.end(), [](QGraphicsItem* a, QGraphicsItem* b) {
        const int ca = int(std::floor(a->pos().x() / 120));
        const int cb = int(std::floor(b->pos().x() / 120));
        if (ca != cb)
            return ca < cb;
        if (a->pos().y() != b->pos().y())
            return a->pos().y() < b->pos().y();
        return a->pos().x() < b->pos().x();
    });
    return items;
}

QGraphicsItem* CanvasView::currentItem() const
{
    CanvasScene* s = canvasScene();
    if (!s)
        return nullptr;
    if (s->focusPort().isValid())
        if (NodeItem* n = s->nodeItem(s->focusPort().node))
            return n;
    // the one Tab went to, while it stays selected
    if (NodeItem* n = s->nodeItem(m_currentNode); n && n->isSelected())
        return n;
    if (NoteItem* n = s->noteItem(m_currentNote); n && n->isSelected())
        return n;
    // else the first of the selection
    const QList<NodeId> nodes = s->selectedNodes();
    if (!nodes.isEmpty())
        return s->nodeItem(nodes.first());
    for (QGraphicsItem* item : s->selectedItems())
        if (item->type() == NoteItem::Type)
            return item;
    return nullptr;
}

void CanvasView::setCurrentItem(QGraphicsItem* item)
{
    CanvasScene* s = canvasScene();
    if (!s || !item)
        return;
    m_currentNode = item->type() == NodeItem::Type ? static_cast<NodeItem*>(item)->id() : InvalidNodeId;
    m_currentNote = item->type() == NoteItem::Type ? static_cast<NoteItem*>(item)->id() : 0;
    if (item->type() == NodeItem::Type) {
        s->selectNodes({ m_currentNode });
    } else {
        const QSignalBlocker block(s);
        s->clearSelection();
        item->setSelected(true);
        s->blockSignals(false);
        Q_EMIT s->selectionChanged();
    }
    item->setFocus();
    ensureVisible(item, 60, 60);
    if (item->type() == NodeItem::Type) {
        if (const NodeVisual* v = s->visual(m_currentNode))
            setAccessibleDescription(v->name + QStringLiteral(", ") + v->subtitle);
    } else if (s->canvasLayout()) {
        if (const CanvasAnnotation* a = s->canvasLayout()->annotation(m_currentNote))
            setAccessibleDescription(tr("Note: %1").arg(a->text));
    }
    announceFocus();
}

void CanvasView::focusNextNode(bool forward)
{
    const QList<QGraphicsItem*> items = readingOrder(true);
    if (items.isEmpty())
        return;
    const qsizetype at = items.indexOf(currentItem());
    const qsizetype index = forward ? (at + 1) % items.size() : (at <= 0 ? items.size() - 1 : at - 1);
    setCurrentItem(items[index]);
}

// ----- ports and links with the keyboard ------------------------------------------------------------

QString CanvasView::focusKey() const
{
    CanvasScene* s = canvasScene();
    if (!s)
        return QString();
    const PortRef port = m_keyLink ? keyboardLinkTarget() : s->focusPort();
    if (port.isValid())
        return CanvasAccessibleRef::forPort(port).key();
    QGraphicsItem* item = currentItem();
    if (item && item->type() == NodeItem::Type)
        return CanvasAccessibleRef::forNode(static_cast<NodeItem*>(item)->id()).key();
    if (item && item->type() == NoteItem::Type)
        return CanvasAccessibleRef::forNote(static_cast<NoteItem*>(item)->id()).key();
    return QString();
}

void CanvasView::announceFocus()
{
    const QString key = focusKey();
    if (key == m_announced)
        return;
    m_announced = key;
    Q_EMIT keyboardFocusMoved();
    if (hasFocus())
        CanvasAccessibility::focusChanged(this);
}

PortRef CanvasView::focusedPort() const
{
    CanvasScene* s = canvasScene();
    return s ? s->focusPort() : PortRef();
}

void CanvasView::setFocusedPort(const PortRef& port)
{
    CanvasScene* s = canvasScene();
    if (!s)
        return;
    if (!port.isValid()) {
        s->setFocusPort(PortRef());
        announceFocus();
        return;
    }
    NodeItem* item = s->nodeItem(port.node);
    if (!item)
        return;
    m_currentNode = port.node;
    m_currentNote = 0;
    if (s->selectedNodes() != QList<NodeId> { port.node } || !s->selectedEdges().isEmpty())
        s->selectNodes({ port.node });
    s->setFocusPort(port);
    item->setFocus();
    const QPointF c = s->portScenePos(port.node, port.port, port.output);
    ensureVisible(QRectF(c - QPointF(item->size().width() / 2 + 20, 40), QSizeF(item->size().width() + 40, 80)));
    announceFocus();
}

void CanvasView::focusNextPort()
{
    stepPort(true);
}

void CanvasView::focusPreviousPort()
{
    stepPort(false);
}

void CanvasView::stepPort(bool forward)
{
    CanvasScene* s = canvasScene();
    if (!s)
        return;
    const PortRef current = s->focusPort();
    NodeId node = current.node;
    if (node == InvalidNodeId) {
        QGraphicsItem* item = currentItem();
        if (item && item->type() == NodeItem::Type) {
            node = static_cast<NodeItem*>(item)->id();
        } else {
            // nothing to start from: the first node
            const QList<QGraphicsItem*> order = readingOrder(false);
            if (order.isEmpty())
                return;
            node = static_cast<NodeItem*>(forward ? order.first() : order.last())->id();
        }
    }
    const QList<PortRef> ports = s->portsOf(node);
    if (ports.isEmpty()) {
        if (const NodeVisual* v = s->visual(node))
            report(tr("%1 has no ports.").arg(v->name), false);
        return;
    }
    const qsizetype at = ports.indexOf(current);
    const qsizetype n = ports.size();
    const qsizetype next = at < 0 ? (forward ? 0 : n - 1) : (at + (forward ? 1 : n - 1)) % n;
    setFocusedPort(ports[next]);
}

void CanvasView::removePortLinks(const PortRef& port)
{
    CanvasScene* s = editableScene();
    if (!s)
        return;
    QList<GraphEdge> edges;
    for (EdgeItem* e : s->edgeItems()) {
        const GraphEdge& g = e->edge();
        if ((port.output && g.from == port.node && g.fromPort == port.port)
            || (!port.output && g.to == port.node && g.toPort == port.port))
            edges << g;
    }
    if (edges.isEmpty()) {
        report(tr("%1 has no links to remove.").arg(portLabel(s, port)), false);
        return;
    }
    if (!s->editor().disconnect(edges))
        report(tr("The links of %1 could not be removed.").arg(portLabel(s, port)), true);
}

PortRef CanvasView::keyboardLinkTarget() const
{
    return m_keyLink && m_keyIndex >= 0 && m_keyIndex < m_keyCandidates.size() ? m_keyCandidates[m_keyIndex]
                                                                               : PortRef();
}

void CanvasView::startKeyboardLink()
{
    CanvasScene* s = canvasScene();
    if (!s)
        return;
    const PortRef from = s->focusPort();
    if (!from.isValid()) {
        report(tr("Choose a port first: select a node and press . (period) to step through its ports."), false);
        return;
    }
    if (!editableScene())
        return;
    finishLink(false);
    // the ports on the other side, in reading order starting after the port's own node (links run left to
    // right, so the ones an output may feed usually come next)
    QList<PortRef> candidates;
    QList<PortRef> before;
    bool passed = false;
    for (QGraphicsItem* item : readingOrder(false)) {
        const NodeId id = static_cast<NodeItem*>(item)->id();
        if (id == from.node) {
            passed = true;
            continue;
        }
        for (const PortRef& p : s->portsOf(id))
            if (p.output != from.output)
                (passed ? candidates : before) << p;
    }
    candidates += before;
    m_keyLink = true;
    m_keyCandidates = candidates;
    m_keyIndex = -1;
    startLink(from);
    stepKeyboardLink(1);
    if (m_keyIndex < 0) {
        finishLink(false);
        report(from.output ? tr("No input can take %1.").arg(portLabel(s, from))
                           : tr("No output can feed %1.").arg(portLabel(s, from)),
            true);
    }
}

void CanvasView::stepKeyboardLink(int direction)
{
    CanvasScene* s = canvasScene();
    if (!s || !m_keyLink || m_keyCandidates.isEmpty())
        return;
    // the next port the link may end on (refused ones are passed over: the drag shows why, the keyboard skips)
    const qsizetype n = m_keyCandidates.size();
    qsizetype i = m_keyIndex;
    for (qsizetype tried = 0; tried < n; ++tried) {
        i = i < 0 ? (direction > 0 ? 0 : n - 1) : (i + (direction > 0 ? 1 : n - 1)) % n;
        if (s->editor().checkLink(m_linkFrom, m_keyCandidates[i]).allowed()) {
            m_keyIndex = i;
            const PortRef target = m_keyCandidates[i];
            const QPointF end = s->portScenePos(target.node, target.port, target.output);
            if (NodeItem* node = s->nodeItem(target.node))
                ensureVisible(QRectF(end - QPointF(node->size().width() / 2 + 20, 40),
                    QSizeF(node->size().width() + 40, 80)));
            showLinkTarget(target, end, mapFromScene(end));
            announceFocus();
            return;
        }
    }
}

QPointF CanvasView::keyboardMenuScenePos() const
{
    CanvasScene* s = canvasScene();
    if (!s)
        return viewCenterScenePos();
    if (s->focusPort().isValid())
        return s->portScenePos(s->focusPort().node, s->focusPort().port, s->focusPort().output);
    if (QGraphicsItem* item = currentItem()) {
        if (item->type() == NodeItem::Type)
            return item->mapToScene(static_cast<NodeItem*>(item)->titleRect().center());
        return item->sceneBoundingRect().center();
    }
    return viewCenterScenePos();
}

// ----- commands ------------------------------------------------------------------------------------

void CanvasView::deleteSelection()
{
    CanvasScene* s = editableScene();
    if (!s)
        return;
    const QList<NodeId> nodes = s->selectedNodes();
    const QList<GraphEdge> edges = s->selectedEdges();
    QList<quint32> notes;
    for (QGraphicsItem* item : s->selectedItems())
        if (item->type() == NoteItem::Type)
            notes << static_cast<NoteItem*>(item)->id();
    if (nodes.isEmpty() && edges.isEmpty() && notes.isEmpty())
        return;
    QUndoStack* stack = s->document()->undoStack();
    UndoMacro macro(stack, tr("Delete"), !notes.isEmpty() && (!nodes.isEmpty() || !edges.isEmpty()));
    if (!nodes.isEmpty() || !edges.isEmpty())
        s->editor().deleteNodes(nodes, edges);
    for (quint32 id : std::as_const(notes))
        s->canvasLayout()->removeAnnotation(stack, id);
}

void CanvasView::renameSelected()
{
    CanvasScene* s = canvasScene();
    if (!s)
        return;
    const QStringList steps = s->selectedStepNames();
    if (steps.size() != 1) {
        report(tr("Select one step to rename it."), false);
        return;
    }
    if (!editableScene())
        return;
    NodeItem* item = s->nodeItem(s->findStep(steps.first()));
    if (!item)
        return;
    ensureVisible(item, 40, 40);
    finishRename(false);
    m_renaming = steps.first();
    m_renameEdit = new QLineEdit(viewport());
    m_renameEdit->setObjectName(QStringLiteral("canvasRenameEditor"));
    m_renameEdit->setAccessibleName(tr("New step name"));
    m_renameEdit->setText(m_renaming);
    m_renameEdit->selectAll();
    const QRect r = mapFromScene(item->mapRectToScene(item->titleRect())).boundingRect();
    m_renameEdit->setGeometry(
        QRect(r.topLeft(), QSize(qMax(r.width(), 160), qMax(r.height() + 6, m_renameEdit->sizeHint().height()))));
    m_renameEdit->installEventFilter(this);
    connect(m_renameEdit, &QLineEdit::returnPressed, this, [this] { finishRename(true); });
    m_renameEdit->show();
    m_renameEdit->setFocus();
}

bool CanvasView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_renameEdit) {
        if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
            finishRename(false);
            return true;
        }
        if (event->type() == QEvent::FocusOut) {
            QMetaObject::invokeMethod(
                this, [this] { finishRename(true); }, Qt::QueuedConnection);
        }
    }
    return QGraphicsView::eventFilter(watched, event);
}

void CanvasView::finishRename(bool commit)
{
    if (!m_renameEdit)
        return;
    QLineEdit* edit = m_renameEdit;
    m_renameEdit = nullptr;
    const QString text = edit->text().trimmed();
    const QString old = m_renaming;
    m_renaming.clear();
    edit->removeEventFilter(this);
    edit->hide();
    edit->deleteLater();
    setFocus();
    CanvasScene* s = canvasScene();
    if (!commit || !s || text.isEmpty() || text == old)
        return;
    QString error;
    if (!s->editor().renameStep(old, text, &error)) {
        report(error, true);
        return;
    }
    revealStep(text);
}

void CanvasView::duplicateSelection()
{
    CanvasScene* s = canvasScene();
    if (!s || s->isReadOnly())
        return;
    const QStringList names = s->selectedStepNames();
    if (names.isEmpty())
        return;
    const QStringList created = s->editor().duplicateSteps(names, QPointF(40, 40));
    QList<NodeId> ids;
    for (const QString& n : created)
        ids << s->findStep(n);
    s->selectNodes(ids);
}

namespace {

    // which document steps were copied from: this process and this document
    QString documentIdentity(const PipelineDocument* document)
    {
        return QString::number(QCoreApplication::applicationPid()) + QLatin1Char(':')
            + QString::number(quintptr(document), 16) + QLatin1Char(':') + document->filePath();
    }

} // namespace

void CanvasView::copy()
{
    CanvasScene* s = canvasScene();
    if (!s)
        return;
    const QStringList names = s->selectedStepNames();
    const QString text = s->editor().copyText(names);
    if (text.isEmpty())
        return;
    auto* mime = new QMimeData;
    mime->setText(text);
    // where the steps stood, so that pasting keeps their layout
    QRectF group;
    for (const QString& n : names)
        if (NodeItem* item = s->nodeItem(s->findStep(n)))
            group |= QRectF(item->pos(), item->size());
    if (!group.isNull()) {
        QJsonObject places;
        for (const QString& n : names)
            if (NodeItem* item = s->nodeItem(s->findStep(n)))
                places.insert(n, QJsonArray { item->pos().x() - group.left(), item->pos().y() - group.top() });
        QJsonObject o;
        o.insert(QLatin1String("source"), documentIdentity(s->document()));
        o.insert(QLatin1String("group"), QJsonArray { group.x(), group.y(), group.width(), group.height() });
        o.insert(QLatin1String("steps"), places);
        o.insert(QLatin1String("text"), QString::fromLatin1(digestOf(text)));
        mime->setData(QLatin1String(StepLayoutMimeType), QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    QGuiApplication::clipboard()->setMimeData(mime);
}

void CanvasView::cut()
{
    CanvasScene* s = canvasScene();
    if (!s || s->isReadOnly())
        return;
    copy();
    deleteSelection();
}

void CanvasView::paste()
{
    CanvasScene* s = editableScene();
    if (!s)
        return;
    const QClipboard* clipboard = QGuiApplication::clipboard();
    const QString text = clipboard->text();
    // the layout the steps had, when the clipboard holds it for this very text
    QHash<QString, QPointF> relative;
    QRectF group;
    bool sameDocument = false;
    if (const QMimeData* mime = clipboard->mimeData(); mime && mime->hasFormat(QLatin1String(StepLayoutMimeType))) {
        const QJsonObject o = QJsonDocument::fromJson(mime->data(QLatin1String(StepLayoutMimeType))).object();
        const QJsonArray g = o.value(QLatin1String("group")).toArray();
        if (o.value(QLatin1String("text")).toString() == QString::fromLatin1(digestOf(text)) && g.size() == 4) {
            group = QRectF(g[0].toDouble(), g[1].toDouble(), g[2].toDouble(), g[3].toDouble());
            sameDocument = o.value(QLatin1String("source")).toString() == documentIdentity(s->document());
            const QJsonObject places = o.value(QLatin1String("steps")).toObject();
            for (auto it = places.begin(); it != places.end(); ++it) {
                const QJsonArray xy = it.value().toArray();
                if (xy.size() == 2)
                    relative.insert(it.key(), QPointF(xy[0].toDouble(), xy[1].toDouble()));
            }
        }
    }
    if (text == m_lastPasteText) {
        ++m_pasteCount;
    } else {
        m_lastPasteText = text;
        m_pasteCount = 1;
    }
    // where the group goes: under the pointer; beside the original (each paste a little further) while that is
    // in sight; else in the middle of the view
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    const QPoint cursor = viewport()->mapFromGlobal(QCursor::pos());
    QPointF topLeft;
    if (viewport()->underMouse() && viewport()->rect().contains(cursor)) {
        topLeft = mapToScene(cursor) - QPointF(CanvasScene::StepWidth / 2, 20);
    } else if (!group.isNull() && sameDocument
        && visible.intersects(group.translated(QPointF(40, 40) * m_pasteCount))) {
        topLeft = group.topLeft() + QPointF(40, 40) * m_pasteCount;
    } else if (!group.isNull()) {
        topLeft = visible.center() - QPointF(group.width() / 2, group.height() / 2);
    } else {
        topLeft = viewCenterScenePos() - QPointF(CanvasScene::StepWidth / 2, 20);
    }
    QString error;
    const QStringList created = s->editor().pasteText(text, s->snapped(topLeft), &error, relative);
    if (created.isEmpty()) {
        report(error, true);
        return;
    }
    QList<NodeId> ids;
    for (const QString& n : created)
        ids << s->findStep(n);
    s->selectNodes(ids);
    if (!ids.isEmpty())
        if (NodeItem* first = s->nodeItem(ids.first()))
            ensureVisible(first, 40, 40);
}

void CanvasView::selectAll()
{
    CanvasScene* s = canvasScene();
    if (!s)
        return;
    QList<NodeId> ids;
    for (NodeItem* n : s->nodeItems())
        ids << n->id();
    s->selectNodes(ids);
}

void CanvasView::addNote()
{
    CanvasScene* s = canvasScene();
    if (!s || s->isReadOnly() || !s->canvasLayout())
        return;
    CanvasAnnotation a;
    a.id = s->canvasLayout()->nextAnnotationId();
    const QPointF c = s->snapped(viewCenterScenePos() - QPointF(110, 50));
    a.rect = QRectF(c, QSizeF(220, 100));
    a.text = tr("Note");
    s->canvasLayout()->addAnnotation(s->document()->undoStack(), a);
    editNote(a.id);
}

void CanvasView::editNote(quint32 id)
{
    CanvasScene* s = canvasScene();
    if (!s || !s->canvasLayout() || s->isReadOnly())
        return;
    const CanvasAnnotation* a = s->canvasLayout()->annotation(id);
    if (!a)
        return;
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(this, tr("Note"), tr("Text of the note:"), a->text, &ok);
    if (!ok)
        return;
    CanvasAnnotation changed = *s->canvasLayout()->annotation(id);
    changed.text = text;
    s->canvasLayout()->changeAnnotation(s->document()->undoStack(), changed);
}

void CanvasView::linkPorts()
{
    CanvasScene* s = editableScene();
    if (!s)
        return;
    // what the keyboard chose so far: the focused port, or both ends of a link being chosen
    const PortRef from = m_keyLink ? m_linkFrom : s->focusPort();
    const PortRef to = keyboardLinkTarget();
    if (m_keyLink)
        finishLink(false);
    const QList<NodeId> selected = s->selectedNodes();
    LinkDialog dialog(s, from.isValid() ? from.node : selected.isEmpty() ? InvalidNodeId : selected.first(), this);
    if (from.isValid())
        dialog.choose(from);
    if (to.isValid())
        dialog.choose(to);
    dialog.exec();
}

void CanvasView::promoteInput(const QString& input)
{
    CanvasScene* s = canvasScene();
    if (!s)
        return;
    const QStringList steps = s->selectedStepNames();
    if (steps.size() != 1) {
        report(tr("Select one step to promote one of its inputs."), false);
        return;
    }
    QString port = input;
    if (port.isEmpty()) {
        QStringList candidates;
        if (const NodeVisual* v = s->visual(s->findStep(steps.first())))
            for (const PortVisual& p : v->inputs)
                if (!p.linked)
                    candidates << p.name;
        if (candidates.isEmpty()) {
            report(tr("Every input of %1 is linked already.").arg(steps.first()), false);
            return;
        }
        bool ok = false;
        port = QInputDialog::getItem(this, tr("Promote to Pipeline Input"),
            tr("Input of %1 to set when the pipeline is submitted:").arg(steps.first()), candidates, 0, false, &ok);
        if (!ok)
            return;
    }
    QString error;
    const QString name = s->editor().promoteInput(steps.first(), port, &error);
    if (name.isEmpty())
        report(error, true);
    else
        report(tr("%1.%2 now reads the pipeline input %3.").arg(steps.first(), port, name), false);
}

void CanvasView::alignSelection(Align how)
{
    CanvasScene* s = canvasScene();
    if (!s || s->isReadOnly() || !s->canvasLayout())
        return;
    QList<NodeItem*> nodes;
    for (NodeId id : s->selectedNodes())
        nodes << s->nodeItem(id);
    if (nodes.size() < 2) {
        report(tr("Select two or more nodes to align them."), false);
        return;
    }
    // line up on the first node chosen in reading order
    std::sort(nodes.begin(), nodes.end(), [](NodeItem* a, NodeItem* b) {
        return a->pos().x() != b->pos().x() ? a->pos().x() < b->pos().x() : a->pos().y() < b->pos().y();
    });
    const QRectF anchor(nodes.first()->pos(), nodes.first()->size());
    QHash<QString, QPointF> moved;
    for (NodeItem* n : std::as_const(nodes)) {
        QPointF p = n->pos();
        switch (how) {
        case Align::Left:
            p.setX(anchor.left());
            break;
        case Align::Top:
            p.setY(anchor.top());
            break;
        case Align::HorizontalCentre:
            p.setY(anchor.center().y() - n->size().height() / 2);
            break;
        case Align::VerticalCentre:
            p.setX(anchor.center().x() - n->size().width() / 2);
            break;
        }
        moved.insert(s->layoutKey(n->id()), s->snapped(p));
    }
    s->canvasLayout()->movePositions(
        s->document()->undoStack(), moved, tr("Align %n nodes", nullptr, int(nodes.size())));
}

void CanvasView::contextMenuEvent(QContextMenuEvent* event)
{
    CanvasScene* s = canvasScene();
    if (!s)
        return;
    if (m_keyLink)
        finishLink(false);
    // from the keyboard (the Menu key, Shift+F10): the menu of the focused port or the current node
    const bool keyboard = event->reason() == QContextMenuEvent::Keyboard;
    const QPointF p = keyboard ? keyboardMenuScenePos() : mapToScene(event->pos());
    const QPoint globalPos = keyboard ? viewport()->mapToGlobal(mapFromScene(p)) : event->globalPos();
    QMenu menu(this);
    const bool readOnly = s->isReadOnly();
    // from the keyboard the menu belongs to the focused port's step, even where another node overlaps it
    NodeItem* keyboardNode = keyboard && s->focusPort().isValid() ? s->nodeItem(s->focusPort().node) : nullptr;
    if (NodeItem* node = keyboardNode ? keyboardNode : s->nodeAt(p)) {
        if (!node->isSelected())
            s->selectNodes({ node->id() });
        const NodeVisual* v = s->visual(node->id());
        const PortRef port = keyboard && s->focusPort().isValid() ? s->focusPort() : s->portAt(p);
        if (port.isValid()) {
            menu.addAction(tr("Link %1 To…").arg(port.port), QKeySequence(Qt::Key_Return), this,
                    [this, port] {
                        setFocusedPort(port);
                        startKeyboardLink();
                    })
                ->setEnabled(!readOnly);
            bool linked = false;
            for (EdgeItem* e : s->edgeItems())
                linked = linked
                    || (port.output ? e->edge().from == port.node && e->edge().fromPort == port.port
                                    : e->edge().to == port.node && e->edge().toPort == port.port);
            QAction* remove = menu.addAction(tr("Remove Links of %1").arg(port.port), this,
                [this, port] { removePortLinks(port); });
            remove->setEnabled(!readOnly && linked);
            if (keyboard)
                remove->setShortcut(QKeySequence::Delete);
        }
        if (port.isValid() && !port.output && v && v->kind == NodeKind::Step) {
            bool linked = false;
            for (const PortVisual& pv : v->inputs)
                if (pv.name == port.port)
                    linked = pv.linked;
            menu.addAction(tr("Promote %1 to Pipeline Input").arg(port.port), this,
                    [this, name = port.port] { promoteInput(name); })
                ->setEnabled(!readOnly && !linked);
            menu.addSeparator();
        }
        if (v && (!v->componentFile.isEmpty() || v->inlinePipeline))
            menu.addAction(tr("Open Pipeline Inside"), this, [this, id = node->id()] { Q_EMIT nodeActivated(id); });
        if (v && v->kind == NodeKind::Step) {
            menu.addAction(tr("Rename…"), QKeySequence(Qt::Key_F2), this, &CanvasView::renameSelected)
                ->setEnabled(!readOnly);
            menu.addAction(tr("Duplicate"), QKeySequence(Qt::CTRL | Qt::Key_D), this, &CanvasView::duplicateSelection)
                ->setEnabled(!readOnly);
            menu.addAction(tr("Copy"), QKeySequence::Copy, this, &CanvasView::copy);
            menu.addAction(tr("Link Ports…"), QKeySequence(Qt::CTRL | Qt::Key_L), this, &CanvasView::linkPorts)
                ->setEnabled(!readOnly);
        }
        menu.addAction(tr("Delete"), QKeySequence::Delete, this, &CanvasView::deleteSelection)->setEnabled(!readOnly);
    } else {
        EdgeItem* edge = s->edgeAt(p);
        NoteItem* note = nullptr;
        for (QGraphicsItem* item : s->items(p, Qt::IntersectsItemShape))
            if (item->type() == NoteItem::Type && !note)
                note = static_cast<NoteItem*>(item);
        if (note && !(edge && !keyboard)) {
            if (!note->isSelected())
                setCurrentItem(note);
            menu.addAction(tr("Edit Note…"), QKeySequence(Qt::Key_Return), this, [this, id = note->id()] { editNote(id); })
                ->setEnabled(!readOnly);
            menu.addAction(tr("Make Larger"), this,
                    [this] { resizeSelectedNotes(QSizeF(5 * CanvasScene::GridSize, 5 * CanvasScene::GridSize)); })
                ->setEnabled(!readOnly);
            menu.addAction(tr("Make Smaller"), this,
                    [this] { resizeSelectedNotes(QSizeF(-5 * CanvasScene::GridSize, -5 * CanvasScene::GridSize)); })
                ->setEnabled(!readOnly);
            menu.addAction(tr("Delete Note"), QKeySequence::Delete, this, &CanvasView::deleteSelection)
                ->setEnabled(!readOnly);
        } else if (edge) {
            s->clearSelection();
            edge->setSelected(true);
            menu.addAction(tr("Delete Link"), QKeySequence::Delete, this, &CanvasView::deleteSelection)
                ->setEnabled(!readOnly);
        } else {
            menu.addAction(tr("Paste"), QKeySequence::Paste, this, &CanvasView::paste)->setEnabled(!readOnly);
            menu.addAction(tr("Add Note"), this, &CanvasView::addNote)->setEnabled(!readOnly);
            menu.addSeparator();
            menu.addAction(tr("Select All"), QKeySequence::SelectAll, this, &CanvasView::selectAll);
            menu.addAction(tr("Fit All"), this, &CanvasView::fitAll);
            menu.addAction(tr("Arrange"), this, [s] { s->arrange(); })->setEnabled(!readOnly);
        }
    }
    menu.exec(globalPos);
}

// ----- drops from the palette and the workspace ---------------------------------------------------

bool CanvasView::acceptsDrop(const QMimeData* mime) const
{
    CanvasScene* s = canvasScene();
    if (!s || s->isReadOnly() || !mime)
        return false;
    if (mime->hasFormat(QLatin1String(StepMimeType)))
        return true;
    if (mime->hasUrls())
        for (const QUrl& url : mime->urls())
            if (url.isLocalFile() && isYamlPath(url.toLocalFile()))
                return true;
    return false;
}

void CanvasView::dragEnterEvent(QDragEnterEvent* event)
{
    if (acceptsDrop(event->mimeData()))
        event->acceptProposedAction();
    else
        event->ignore();
}

void CanvasView::dragMoveEvent(QDragMoveEvent* event)
{
    if (acceptsDrop(event->mimeData()))
        event->acceptProposedAction();
    else
        event->ignore();
}

void CanvasView::dropEvent(QDropEvent* event)
{
    CanvasScene* s = canvasScene();
    if (!acceptsDrop(event->mimeData()) || !s) {
        event->ignore();
        return;
    }
    const QPointF at = s->snapped(mapToScene(event->position().toPoint()) - QPointF(CanvasScene::StepWidth / 2, 20));
    QList<StepTemplate> templates;
    const QMimeData* mime = event->mimeData();
    if (mime->hasFormat(QLatin1String(StepMimeType))) {
        const QJsonObject o = QJsonDocument::fromJson(mime->data(QLatin1String(StepMimeType))).object();
        StepTemplate t;
        const QString kind = o.value(QLatin1String("kind")).toString();
        t.kind = kind == QLatin1String("command") ? StepTemplate::Kind::NewCommand
            : kind == QLatin1String("parallel")   ? StepTemplate::Kind::NewParallel
                                                  : StepTemplate::Kind::ComponentFile;
        t.componentPath = o.value(QLatin1String("path")).toString();
        t.componentType = o.value(QLatin1String("type")).toString();
        t.suggestedName = o.value(QLatin1String("name")).toString();
        templates << t;
    } else {
        for (const QUrl& url : mime->urls()) {
            if (!url.isLocalFile() || !isYamlPath(url.toLocalFile()))
                continue;
            const QString path = url.toLocalFile();
            const ComponentCache::Result r = s->document()->componentCache()->load(QFileInfo(path).absoluteFilePath());
            if (!r.spec) {
                report(tr("%1 cannot be added as a step: %2").arg(QFileInfo(path).fileName(), r.error), true);
                continue;
            }
            const QString type = r.spec->type.value.trimmed().toLower();
            const bool job = r.spec->schema.value.contains(QLatin1String("Job.schema"), Qt::CaseInsensitive);
            if (job
                || (type != QLatin1String("command") && type != QLatin1String("parallel")
                    && type != QLatin1String("pipeline"))) {
                report(tr("%1 is not a component (a command, parallel or pipeline component YAML file).")
                           .arg(QFileInfo(path).fileName()),
                    true);
                continue;
            }
            StepTemplate t;
            t.componentPath = QFileInfo(path).absoluteFilePath();
            t.componentType = type;
            templates << t;
        }
    }
    QList<NodeId> ids;
    QPointF pos = at;
    for (const StepTemplate& t : std::as_const(templates)) {
        QString error;
        const QString name = s->editor().addStep(t, pos, &error);
        if (name.isEmpty()) {
            report(error, true);
            continue;
        }
        ids << s->findStep(name);
        pos += QPointF(30, 30);
    }
    if (!ids.isEmpty()) {
        s->selectNodes(ids);
        event->acceptProposedAction();
        setFocus();
    } else {
        event->ignore();
    }
}

// ----- painting ------------------------------------------------------------------------------------

void CanvasView::drawBackground(QPainter* painter, const QRectF& rect)
{
    CanvasScene* s = canvasScene();
    if (!s) {
        QGraphicsView::drawBackground(painter, rect);
        return;
    }
    if (painter->device() != viewport()) {
        // a picture of the view (QWidget::grab into another device, printing): drawn as it is
        paintBackground(painter, rect);
        return;
    }
    const qreal z = zoom();
    if (!qFuzzyCompare(z, m_tileZoom)) {
        m_tiles.clear();
        m_tileZoom = z;
        m_paintsAtZoom = 0;
    }
    const QTransform vt = viewportTransform();
    const qreal dpr = viewport()->devicePixelRatioF();
    if (z < CanvasScene::OverviewZoom) {
        const QSize want = viewport()->size() * dpr;
        if (m_wholeView.size() != want || m_wholeViewTransform != vt) {
            m_wholeView = QImage(want, QImage::Format_RGB32); // opaque: copied, not blended
            m_wholeView.setDevicePixelRatio(dpr);
            QPainter p(&m_wholeView);
            p.setClipRect(QRect(QPoint(0, 0), viewport()->size())); // (render hints: paintBackground sets them)
            p.setTransform(vt);
            paintBackground(&p, mapToScene(viewport()->rect()).boundingRect().adjusted(-1, -1, 1, 1));
            m_wholeViewTransform = vt;
        }
        painter->save();
        painter->setWorldTransform(QTransform());
        painter->drawImage(QPoint(0, 0), m_wholeView);
        painter->restore();
        return;
    }
    m_wholeView = QImage();
    if (m_tiles.isEmpty() && m_paintsAtZoom++ == 0) {
        // the first frame at a new zoom (a step of the wheel) is drawn straight away: tiles pay off from the
        // second one on, when the view stays at this zoom
        paintBackground(painter, rect);
        return;
    }
    const int size = TileSize;
    // tiles are squares of the zoomed scene; the view shows it shifted by whole pixels (rounded)
    const QPoint shift(qRound(vt.dx()), qRound(vt.dy()));
    const QRect exposed = tilesMeeting(rect, z);
    const int left = exposed.left();
    const int top = exposed.top();
    const int right = exposed.right();
    const int bottom = exposed.bottom();
    auto keyOf = [](int tx, int ty) { return tileKey(QPoint(tx, ty)); };
    // the tiles missing: drawn in one pass over the block around them when there are several (after a zoom,
    // all of them), so that a link across many tiles is stroked once, then cut into tiles
    int missing = 0;
    QRect block;
    for (int ty = top; ty <= bottom; ++ty)
        for (int tx = left; tx <= right; ++tx)
            if (!m_tiles.contains(keyOf(tx, ty))) {
                ++missing;
                block |= QRect(tx, ty, 1, 1);
            }
    auto render = [&](const QRect& tiles) {
        QImage image(QSize(tiles.width() * size, tiles.height() * size) * dpr, QImage::Format_RGB32);
        image.setDevicePixelRatio(dpr);
        QPainter p(&image);
        p.translate(-tiles.left() * size, -tiles.top() * size);
        p.scale(z, z);
        const QRectF area(tiles.left() * size / z, tiles.top() * size / z, tiles.width() * size / z,
            tiles.height() * size / z);
        p.setClipRect(area);
        paintBackground(&p, area);
        p.end();
        return image;
    };
    if (missing > 1) {
        const QImage all = render(block);
        const int side = qRound(size * dpr);
        for (int ty = block.top(); ty <= block.bottom(); ++ty)
            for (int tx = block.left(); tx <= block.right(); ++tx) {
                if (m_tiles.contains(keyOf(tx, ty)))
                    continue;
                QImage tile = all.copy((tx - block.left()) * side, (ty - block.top()) * side, side, side);
                tile.setDevicePixelRatio(dpr);
                m_tiles.insert(keyOf(tx, ty), tile);
            }
    }
    painter->save();
    painter->setWorldTransform(QTransform());
    for (int ty = top; ty <= bottom; ++ty)
        for (int tx = left; tx <= right; ++tx) {
            auto it = m_tiles.find(keyOf(tx, ty));
            if (it == m_tiles.end())
                it = m_tiles.insert(keyOf(tx, ty), render(QRect(tx, ty, 1, 1)));
            painter->drawImage(QPoint(tx * size + shift.x(), ty * size + shift.y()), *it);
        }
    painter->restore();
    // keep what is in view and a ring around it; forget the rest once there is much more
    const qsizetype inView = qsizetype(right - left + 1) * (bottom - top + 1);
    if (m_tiles.size() > 4 * inView + 64) {
        const QRect keep = tilesMeeting(mapToScene(viewport()->rect()).boundingRect(), z).adjusted(-2, -2, 2, 2);
        m_tiles.removeIf([&keep](const auto& entry) { return !keep.contains(tileOf(entry.key())); });
    }
}

QRect CanvasView::tilesMeeting(const QRectF& sceneRect, qreal z)
{
    return QRect(QPoint(int(std::floor(sceneRect.left() * z / TileSize)), int(std::floor(sceneRect.top() * z / TileSize))),
        QPoint(int(std::floor(sceneRect.right() * z / TileSize)), int(std::floor(sceneRect.bottom() * z / TileSize))));
}

quint64 CanvasView::tileKey(const QPoint& tile)
{
    return (quint64(quint32(tile.x())) << 32) | quint32(tile.y());
}

QPoint CanvasView::tileOf(quint64 key)
{
    return QPoint(int(qint32(quint32(key >> 32))), int(qint32(quint32(key & 0xffffffffu))));
}

void CanvasView::dropTiles(const QRectF& sceneRect)
{
    m_wholeView = QImage();
    if (sceneRect.isNull() || m_tiles.isEmpty()) {
        m_tiles.clear();
        return;
    }
    const qreal z = m_tileZoom;
    // the change and two pixels around it (antialiased edges)
    const qreal margin = 2 / z;
    const QRect changed = tilesMeeting(sceneRect.adjusted(-margin, -margin, margin, margin), z);
    if (qint64(changed.width()) * changed.height() > m_tiles.size()) {
        m_tiles.removeIf([&changed](const auto& entry) { return changed.contains(tileOf(entry.key())); });
        return;
    }
    for (int ty = changed.top(); ty <= changed.bottom(); ++ty)
        for (int tx = changed.left(); tx <= changed.right(); ++tx)
            m_tiles.remove(tileKey(QPoint(tx, ty)));
}

void CanvasView::paintBackground(QPainter* painter, const QRectF& rect)
{
    CanvasScene* s = canvasScene();
    const CanvasTheme& t = s->theme();
    painter->fillRect(rect, t.background);
    const qreal z = zoom();
    if (z >= 0.3) {
        const qreal step = z >= 0.7 ? CanvasScene::GridSize * 2 : CanvasScene::GridSize * 4;
        // dots are two pixels wide: those just outside the rectangle reach into it
        const QRectF reach = rect.adjusted(-2 / z, -2 / z, 2 / z, 2 / z);
        const qreal left = std::floor(reach.left() / step) * step;
        const qreal top = std::floor(reach.top() / step) * step;
        // each dot two by two device pixels, placed on whole pixels: drawn as one-pixel points (the raster
        // engine's fast path) rather than with a two-pixel pen, which goes through the stroker
        const QTransform& world = painter->worldTransform();
        const qsizetype columns = qsizetype((reach.right() - left) / step) + 1;
        const qsizetype rows = qsizetype((reach.bottom() - top) / step) + 1;
        if (columns * rows > 40000) {
            // too dense to see: no dots
        } else if (world.type() > QTransform::TxScale) {
            // turned or sheared (a picture drawn with its own transform): plain two-pixel dots
            QList<QPointF> points;
            for (qreal x = left; x <= reach.right(); x += step)
                for (qreal y = top; y <= reach.bottom(); y += step)
                    points << QPointF(x, y);
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing, false);
            QPen pen(t.grid, 2);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->drawPoints(points.constData(), int(points.size()));
            painter->restore();
        } else {
            QList<QPoint> points;
            points.reserve(columns * rows * 4);
            for (qreal y = top; y <= reach.bottom(); y += step) {
                const int dy = int(std::floor(y * world.m22() + world.dy() - 0.5 + 1e-6)); // the same on every tile
                for (qreal x = left; x <= reach.right(); x += step) {
                    const int dx = int(std::floor(x * world.m11() + world.dx() - 0.5 + 1e-6));
                    points << QPoint(dx, dy) << QPoint(dx + 1, dy) << QPoint(dx, dy + 1) << QPoint(dx + 1, dy + 1);
                }
            }
            painter->save();
            painter->setWorldTransform(QTransform());
            painter->setRenderHint(QPainter::Antialiasing, false);
            painter->setPen(QPen(t.grid, 0));
            painter->drawPoints(points.constData(), int(points.size()));
            painter->restore();
        }
    }
    // the links, beneath the nodes: kept with the background (CacheBackground), so that frames that do not
    // change them do not draw them again, and scrolling draws only the strip that comes into view
    painter->save();
    painter->setRenderHints(renderHints());
    s->drawLinks(painter, rect, z, true);
    painter->restore();
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
        dropTiles();
    }
    QGraphicsView::changeEvent(event);
}

} // namespace pw
