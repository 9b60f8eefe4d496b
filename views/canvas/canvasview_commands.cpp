// SPDX-License-Identifier: MIT
// The commands of the canvas and its context menu: delete, rename in place, duplicate, select all, link ports
// with a dialog, promote an input to a pipeline input, align.
#include "canvasitems.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "linkdialog.h"
#include "linkdrag.h"
#include "pipelinedocument.h"
#include "undomacro.h"
#include "undostack.h"

#include <QContextMenuEvent>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>

#include <algorithm>

namespace pw {

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
    UndoStack* stack = s->document()->undoStack();
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
    connect(m_renameEdit, &QLineEdit::returnPressed, this, [this] { finishRename(true, true); });
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

void CanvasView::finishRename(bool commit, bool keepOnError)
{
    if (!m_renameEdit)
        return;
    QLineEdit* edit = m_renameEdit;
    const QString text = edit->text().trimmed();
    const QString old = m_renaming;
    auto close = [&] {
        m_renameEdit = nullptr;
        m_renaming.clear();
        edit->removeEventFilter(this);
        edit->hide();
        edit->deleteLater();
        setFocus();
    };
    CanvasScene* s = canvasScene();
    if (!commit || !s || text.isEmpty() || text == old) {
        close();
        return;
    }
    QString error;
    if (!s->editor().renameStep(old, text, &error)) {
        report(error, true);
        if (keepOnError) {
            // Enter on a name that is refused: the editor stays with what was typed, to be corrected
            edit->setToolTip(error);
            edit->setFocus();
            edit->selectAll();
            return;
        }
        close();
        return;
    }
    close();
    // the renamed step stays selected where it was, at the zoom it was seen at
    const NodeId id = s->findStep(text);
    s->selectNodes({ id });
    if (NodeItem* item = s->nodeItem(id))
        ensureVisible(item, 40, 40);
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

void CanvasView::linkPorts()
{
    CanvasScene* s = editableScene();
    if (!s)
        return;
    // what the keyboard chose so far: the focused port, or both ends of a link being chosen
    const PortRef from = m_link->isKeyboard() ? m_link->from() : s->focusPort();
    const PortRef to = keyboardLinkTarget();
    if (m_link->isKeyboard())
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
    if (m_link->isKeyboard())
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
            QAction* remove = menu.addAction(
                tr("Remove Links of %1").arg(port.port), this, [this, port] { removePortLinks(port); });
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
            menu.addAction(
                    tr("Edit Note…"), QKeySequence(Qt::Key_Return), this, [this, id = note->id()] { editNote(id); })
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

} // namespace pw
