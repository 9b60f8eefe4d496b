// SPDX-License-Identifier: MIT
// The canvas with the keyboard: Tab through the nodes and notes, arrows move them, . and , go through the ports of
// the current node, Enter on a port chooses where a link from it ends; and telling assistive technology where the
// keyboard focus is.
#include "canvasaccessible.h"
#include "canvasitems.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "linkdrag.h"
#include "pipelinedocument.h"
#include "undomacro.h"
#include "undostack.h"

#include <QContextMenuEvent>
#include <QKeyEvent>

#include <algorithm>
#include <cmath>

namespace pw {

namespace {

    QString portLabel(const CanvasScene* s, const PortRef& p)
    {
        const NodeVisual* v = s->visual(p.node);
        if (!v)
            return p.port;
        return v->kind == NodeKind::Step ? v->name + QLatin1Char('.') + p.port : v->name;
    }

} // namespace

// ----- keys, and going through the nodes and notes ------------------------------------------------

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
            if (m_link->isKeyboard() && mods == Qt::ControlModifier) {
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
            if (m_link->isKeyboard()) {
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
    if (m_link->isKeyboard() && keyboardLinkKey(event))
        return;
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const bool alt = event->modifiers() & Qt::AltModifier;
    switch (event->key()) {
    case Qt::Key_Escape:
        if (m_resizingNote)
            finishNoteResize(false);
        else if (m_link->isActive())
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
            QContextMenuEvent menu(QContextMenuEvent::Keyboard, viewport()->rect().center(),
                viewport()->mapToGlobal(viewport()->rect().center()));
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
                : event->key() == Qt::Key_Right           ? QSizeF(step, 0)
                : event->key() == Qt::Key_Up              ? QSizeF(0, -step)
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
    UndoStack* stack = s->document()->undoStack();
    const QString label = moved.size() == 1 && notes.isEmpty()
        ? tr("Move %1").arg(moved.constBegin().key().section(QLatin1Char('/'), 1))
        : tr("Move %n items", nullptr, int(moved.size() + notes.size()));
    {
        UndoMacro macro(stack, label, !notes.isEmpty());
        if (!moved.isEmpty())
            s->canvasLayout()->movePositions(
                stack, moved, label, notes.isEmpty() ? QStringLiteral("nudge") : QString());
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
    const PortRef port = m_link->isKeyboard() ? keyboardLinkTarget() : s->focusPort();
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
    return m_link->keyboardTarget();
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
    m_link->startChoosing(from, candidates);
    stepKeyboardLink(1);
    if (!m_link->keyboardTarget().isValid()) {
        finishLink(false);
        report(from.output ? tr("No input can take %1.").arg(portLabel(s, from))
                           : tr("No output can feed %1.").arg(portLabel(s, from)),
            true);
    }
}

void CanvasView::stepKeyboardLink(int direction)
{
    if (m_link->step(direction))
        announceFocus();
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
} // namespace pw
