// SPDX-License-Identifier: MIT
// The overview of a canvas zoomed far out: every node drawn at once, in one batched call per colour.
#include "canvasitems.h"

#include "canvasscene.h"

#include <QHash>
#include <QPainter>

#include <algorithm>

namespace pw {

OverviewItem::OverviewItem(CanvasScene* scene)
    : m_scene(scene)
{
    setZValue(-0.5);
    setFlag(ItemHasNoContents, true);
    setAcceptedMouseButtons(Qt::NoButton);
}

void OverviewItem::setRect(const QRectF& rect)
{
    if (rect == m_rect)
        return;
    prepareGeometryChange();
    m_rect = rect;
}

void OverviewItem::invalidate()
{
    if (!m_valid)
        return; // not drawn since it was last invalidated: already due
    m_valid = false;
    update();
}

void OverviewItem::gather()
{
    const CanvasTheme& t = m_scene->theme();
    QHash<QRgb, QList<QRectF>> rects;
    for (NodeItem* n : m_scene->nodeItems()) {
        const NodeVisual* v = m_scene->visual(n->id());
        QColor c = t.nodeBorder;
        if (n->isSelected())
            c = t.selection;
        else if (v && v->errors)
            c = t.error;
        else if (v)
            c = v->kind == NodeKind::Step ? t.kindColor(v->stepKind)
                                          : (v->kind == NodeKind::PipelineInput ? t.inputAccent : t.outputAccent);
        rects[c.rgba()] << QRectF(n->pos(), n->size());
    }
    m_rects.clear();
    for (auto it = rects.constBegin(); it != rects.constEnd(); ++it)
        m_rects.append({ QColor::fromRgba(it.key()), it.value() });
    // the selection colour last, so that selected nodes are on top
    const QRgb selection = t.selection.rgba();
    std::stable_partition(
        m_rects.begin(), m_rects.end(), [selection](const auto& p) { return p.first.rgba() != selection; });
    m_valid = true;
}

void OverviewItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (!m_valid)
        gather();
    painter->setRenderHint(QPainter::Antialiasing, false);
    // one call per colour (the links are beneath, on the background)
    painter->setPen(Qt::NoPen);
    for (const auto& [color, rects] : std::as_const(m_rects)) {
        painter->setBrush(color);
        painter->drawRects(rects.constData(), int(rects.size()));
    }
}

} // namespace pw
