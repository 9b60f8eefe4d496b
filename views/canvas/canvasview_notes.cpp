// SPDX-License-Identifier: MIT
// Notes on the canvas: adding and editing them, and resizing them by their corner handle or with the keyboard.
#include "canvasitems.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "pipelinedocument.h"
#include "undomacro.h"
#include "undostack.h"

#include <QInputDialog>

namespace pw {

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
    UndoStack* stack = s->document()->undoStack();
    UndoMacro macro(stack, tr("Resize Note"), true);
    s->canvasLayout()->changeAnnotation(stack, changed);
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
    UndoStack* stack = s->document()->undoStack();
    UndoMacro macro(
        stack, changed.size() == 1 ? tr("Resize Note") : tr("Resize %n notes", nullptr, int(changed.size())), true);
    for (const CanvasAnnotation& c : std::as_const(changed))
        s->canvasLayout()->changeAnnotation(stack, c);
}

} // namespace pw
