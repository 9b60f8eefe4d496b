// SPDX-License-Identifier: MIT
// A note on the canvas: its box, its text from the sidecar layout, and the resize handle while it is selected.
#include "canvasitems.h"

#include "canvasitems_p.h"
#include "canvaslayout.h"
#include "canvasscene.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace pw {

NoteItem::NoteItem(CanvasScene* scene, quint32 id)
    : m_scene(scene)
    , m_id(id)
{
    setFlags(ItemIsSelectable | ItemIsMovable | ItemSendsGeometryChanges | ItemIsFocusable);
    setZValue(-2);
}

void NoteItem::setRect(const QRectF& rect)
{
    if (rect.size() != m_size) {
        prepareGeometryChange();
        m_size = rect.size();
    }
    setPos(rect.topLeft());
    update();
}

QRectF NoteItem::boundingRect() const
{
    // the resize handle stands on the bottom-right corner
    return QRectF(QPointF(-2, -2), m_size + QSizeF(4 + HandleSize / 2, 4 + HandleSize / 2));
}

void NoteItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const CanvasTheme& t = m_scene->theme();
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF r(QPointF(0, 0), m_size);
    painter->setPen(isSelected() ? QPen(t.selection, 2) : QPen(t.noteFill.darker(t.dark ? 70 : 125), 1));
    painter->setBrush(t.noteFill);
    painter->drawRoundedRect(r, 4, 4);
    if (lod < MinimalLod || !m_scene->canvasLayout())
        return;
    const CanvasAnnotation* a = m_scene->canvasLayout()->annotation(m_id);
    if (!a)
        return;
    painter->setPen(t.noteText);
    painter->setFont(t.bodyFont);
    painter->drawText(r.adjusted(8, 6, -8, -6), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, a->text);
    if (isSelected() && !m_scene->isReadOnly()) {
        // the resize handle: grip lines in the corner and a square on the corner itself
        painter->setPen(QPen(t.selection, 1.4, Qt::SolidLine, Qt::RoundCap));
        for (int i = 1; i <= 3; ++i) {
            const qreal d = 4.0 * i;
            painter->drawLine(QPointF(r.right() - d - 3, r.bottom() - 3), QPointF(r.right() - 3, r.bottom() - d - 3));
        }
        const QRectF square(r.bottomRight() - QPointF(5, 5), QSizeF(10, 10));
        painter->setPen(QPen(t.nodeFill, 1.5));
        painter->setBrush(t.selection);
        painter->drawRect(square);
    }
}

QRectF NoteItem::handleRect() const
{
    // centred on the bottom-right corner
    return QRectF(m_size.width() - HandleSize / 2, m_size.height() - HandleSize / 2, HandleSize, HandleSize);
}

} // namespace pw
