// SPDX-License-Identifier: MIT
#include "nodegrid.h"

#include "canvasitems.h"
#include "scenecells.h"

namespace pw {

using scenecells::cellsOf;
using scenecells::key;

void NodeGrid::insert(NodeItem* item)
{
    const QRectF r(item->pos() - QPointF(12, 0), item->size() + QSizeF(24, 0));
    const QRect cells = cellsOf(r);
    auto it = m_cellsOf.find(item->id());
    if (it != m_cellsOf.end()) {
        if (*it == cells)
            return;
        remove(item->id());
    }
    m_cellsOf.insert(item->id(), cells);
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y)
            m_cells[key(x, y)].append(item);
}

void NodeGrid::remove(NodeId id)
{
    auto it = m_cellsOf.find(id);
    if (it == m_cellsOf.end())
        return;
    const QRect cells = *it;
    m_cellsOf.erase(it);
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y) {
            auto cell = m_cells.find(key(x, y));
            if (cell == m_cells.end())
                continue;
            cell->removeIf([id](const NodeItem* n) { return n->id() == id; });
            if (cell->isEmpty())
                m_cells.erase(cell);
        }
}

QList<NodeItem*> NodeGrid::near(const QRectF& rect) const
{
    QList<NodeItem*> out;
    const QRect cells = cellsOf(rect);
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y)
            for (NodeItem* item : m_cells.value(key(x, y)))
                if (!out.contains(item))
                    out << item;
    return out;
}

QList<NodeItem*> NodeGrid::in(const QRectF& rect) const
{
    QList<NodeItem*> out;
    for (NodeItem* n : near(rect))
        if (QRectF(n->pos(), n->size()).intersects(rect))
            out << n;
    return out;
}

NodeItem* NodeGrid::nodeNear(const QPointF& p, qreal margin, NodeId except1, NodeId except2) const
{
    auto cell = m_cells.constFind(scenecells::keyAt(p));
    if (cell == m_cells.constEnd())
        return nullptr;
    for (NodeItem* n : *cell) {
        if (n->id() == except1 || n->id() == except2)
            continue;
        if (QRectF(n->pos(), n->size()).adjusted(-margin, -margin, margin, margin).contains(p))
            return n;
    }
    return nullptr;
}

bool NodeGrid::anyNodeBetween(const QRectF& rect, qreal left, qreal right, NodeId except1, NodeId except2) const
{
    if (left >= right)
        return false;
    const QRect cells = cellsOf(rect);
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y) {
            auto cell = m_cells.constFind(key(x, y));
            if (cell == m_cells.constEnd())
                continue;
            for (NodeItem* n : *cell) {
                if (n->id() == except1 || n->id() == except2)
                    continue;
                const QRectF r(n->pos(), n->size());
                const qreal middle = r.center().x();
                if (middle > left && middle < right && r.intersects(rect))
                    return true;
            }
        }
    return false;
}

} // namespace pw
