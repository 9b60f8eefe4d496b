// SPDX-License-Identifier: MIT
// Where the nodes of the canvas stand: the places the sidecar layout keeps, a layout of the whole graph (on a second
// thread while a large pipeline opens), new nodes beside what they are linked to, the free place nearest to a point
// (where a dropped step goes), and Arrange.
#include "canvasitems.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "layoutthread.h"
#include "pipelinedocument.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace pw {

void CanvasScene::startFirstLayout(
    LayoutThread& thread, const std::vector<NodeVisual>& visuals, const NodePlaces& places) const
{
    // a large pipeline opened without stored places: its layout is worked out on another thread while the items are
    // made (Graphviz, used for small graphs only, stays on this one)
    const PipelineGraph& g = m_document->graph();
    const qsizetype count = g.nodes().size();
    if (count < m_parallelFrom || count <= m_graphvizLimit || (m_layout && !m_layout->positions().isEmpty()))
        return;
    QList<QSizeF> sizes;
    sizes.reserve(count);
    for (const NodeVisual& v : visuals)
        sizes << v.size;
    QList<QPair<int, int>> edges;
    edges.reserve(g.edges().size());
    for (const GraphEdge& e : g.edges()) {
        const qsizetype from = places.of(e.from);
        const qsizetype to = places.of(e.to);
        if (from >= 0 && to >= 0)
            edges.append({ int(from), int(to) });
    }
    thread.start(std::move(sizes), std::move(edges), m_graphvizLimit);
}

void CanvasScene::placeNodes(const QList<NodeItem*>& fresh, bool all, GraphLayout::Result* laidOut)
{
    const QHash<QString, QPointF> positions = all ? layOutAll(laidOut) : placeBeside(fresh);
    if (m_layout) {
        // places computed, not chosen: no undo step; the nodes already stand there
        m_placingNodes = true;
        m_layout->setPositions(positions);
        m_placingNodes = false;
    }
}

QHash<QString, QPointF> CanvasScene::layOutAll(GraphLayout::Result* laidOut)
{
    const PipelineGraph& g = m_document->graph();
    QHash<QString, QPointF> positions;
    // nothing has a place yet: lay out the whole graph
    QList<NodeItem*> items;
    items.reserve(m_nodes.size());
    for (const GraphNode& n : g.nodes())
        if (NodeItem* item = nodeItem(n.id))
            items << item;
    GraphLayout::Result r;
    if (laidOut && laidOut->positions.size() == items.size()) {
        r = std::move(*laidOut); // of the same nodes in the same order
    } else {
        QHash<NodeId, int> index;
        QList<QSizeF> sizes;
        index.reserve(items.size());
        sizes.reserve(items.size());
        for (NodeItem* item : std::as_const(items)) {
            index.insert(item->id(), int(sizes.size()));
            sizes << item->size();
        }
        QList<QPair<int, int>> edges;
        edges.reserve(g.edges().size());
        for (const GraphEdge& e : g.edges()) {
            const auto from = index.constFind(e.from);
            const auto to = index.constFind(e.to);
            if (from != index.constEnd() && to != index.constEnd())
                edges.append({ *from, *to });
        }
        r = GraphLayout::layout(sizes, edges, GraphLayout::Engine::Auto, m_graphvizLimit);
    }
    m_lastEngine = r.engine;
    if (!r.warning.isEmpty())
        Q_EMIT message(tr("%1; the canvas used its own layout instead.").arg(r.warning), false);
    positions.reserve(items.size());
    m_applyingLayout = true;
    for (int i = 0; i < items.size(); ++i) {
        const QPointF p = snapped(r.positions[i]);
        NodeItem* item = items[i];
        positions.insert(layoutKey(item->id()), p);
        item->setPos(p);
        m_nodeGrid.insert(item);
    }
    m_applyingLayout = false;
    return positions;
}

QHash<QString, QPointF> CanvasScene::placeBeside(const QList<NodeItem*>& fresh)
{
    // new nodes next to what they are linked to, without covering anything
    QSet<NodeId> freshIds;
    for (NodeItem* item : fresh)
        freshIds.insert(item->id());
    QRectF content;
    for (NodeItem* n : std::as_const(m_nodes))
        if (!freshIds.contains(n->id()))
            content |= QRectF(n->pos(), n->size());
    QHash<QString, QPointF> positions;
    int stacked = 0;
    for (NodeItem* item : fresh) {
        const QPointF wanted = besideLinked(item, freshIds, content, stacked++);
        const QPointF p = snapped(firstFreePlace(item, wanted, freshIds, positions));
        positions.insert(layoutKey(item->id()), p);
        m_applyingLayout = true;
        item->setPos(p);
        m_applyingLayout = false;
        m_nodeGrid.insert(item); // new nodes are not in the scene yet: it does not tell
    }
    return positions;
}

QPointF CanvasScene::besideLinked(
    const NodeItem* item, const QSet<NodeId>& freshIds, const QRectF& content, int stacked) const
{
    // right of what feeds it, else left of what it feeds, at their mean height; else below everything
    const PipelineGraph& g = m_document->graph();
    const QSizeF size = item->size();
    qreal sumY = 0;
    int count = 0;
    qreal right = -1e9;
    qreal left = 1e9;
    for (const GraphEdge& e : g.edges()) {
        if (e.to == item->id() && !freshIds.contains(e.from)) {
            NodeItem* from = m_nodes.value(e.from);
            if (!from)
                continue;
            right = qMax(right, from->pos().x() + from->size().width());
            sumY += from->pos().y();
            ++count;
        } else if (e.from == item->id() && !freshIds.contains(e.to)) {
            NodeItem* to = m_nodes.value(e.to);
            if (!to)
                continue;
            left = qMin(left, to->pos().x());
            sumY += to->pos().y();
            ++count;
        }
    }
    if (count && right > -1e9)
        return QPointF(right + GraphLayout::LayerGap, sumY / count);
    if (count)
        return QPointF(left - GraphLayout::LayerGap - size.width(), sumY / count);
    if (content.isNull())
        return QPointF(0, stacked * (size.height() + GraphLayout::NodeGap));
    return QPointF(content.left() + stacked * 40, content.bottom() + 60);
}

QPointF CanvasScene::firstFreePlace(
    const NodeItem* item, QPointF p, const QSet<NodeId>& freshIds, const QHash<QString, QPointF>& placed) const
{
    // step down until the place is free
    const QSizeF size = item->size();
    for (int guard = 0; guard < 200; ++guard) {
        const QRectF want(p, size);
        bool clash = false;
        for (NodeItem* other : nodesIn(want.adjusted(-12, -12, 12, 12))) {
            if (other == item)
                continue;
            const NodeId otherId = other->id();
            // fresh nodes not placed yet still sit at the origin and do not count
            if (!freshIds.contains(otherId) || placed.contains(layoutKey(otherId))) {
                clash = true;
                break;
            }
        }
        if (!clash)
            break;
        p.ry() += 40;
    }
    return p;
}

QPointF CanvasScene::freePlaceNear(const QSizeF& size, const QPointF& wanted, NodeId except) const
{
    const qreal room = 2 * GridSize; // between nodes, for the links that pass
    auto isFree = [&](const QPointF& p) {
        const QList<NodeItem*> there = nodesIn(QRectF(p, size).adjusted(-room, -room, room, room));
        return std::all_of(there.cbegin(), there.cend(), [except](const NodeItem* n) { return n->id() == except; });
    };
    const QPointF start = snapped(wanted);
    if (isFree(start))
        return start;
    // rings of places on the grid around it, the nearest free one; a ring further out than the best place found so
    // far cannot hold a nearer one
    const qreal step = 2 * GridSize;
    constexpr int MaxRings = 200;
    QPointF best;
    qreal bestDistance = std::numeric_limits<qreal>::max();
    for (int ring = 1; ring <= MaxRings && ring * step < bestDistance; ++ring) {
        auto consider = [&](int dx, int dy) {
            const qreal distance = std::hypot(qreal(dx), qreal(dy)) * step;
            if (distance >= bestDistance)
                return;
            const QPointF p = start + QPointF(dx * step, dy * step);
            if (isFree(p)) {
                best = p;
                bestDistance = distance;
            }
        };
        for (int i = -ring; i <= ring; ++i) {
            consider(i, -ring);
            consider(i, ring);
        }
        for (int i = -ring + 1; i < ring; ++i) {
            consider(-ring, i);
            consider(ring, i);
        }
    }
    if (bestDistance < std::numeric_limits<qreal>::max())
        return best;
    // a crowded canvas: below everything
    QRectF content;
    for (const NodeItem* n : std::as_const(m_nodes))
        if (n->id() != except)
            content |= QRectF(n->pos(), n->size());
    return snapped(QPointF(start.x(), content.bottom() + 3 * room));
}

void CanvasScene::arrange(bool undoable)
{
    const PipelineGraph& g = m_document->graph();
    QList<NodeId> ids;
    QHash<NodeId, int> index;
    QList<QSizeF> sizes;
    for (const GraphNode& n : g.nodes()) {
        if (!m_nodes.contains(n.id))
            continue;
        index.insert(n.id, int(ids.size()));
        ids << n.id;
        sizes << visual(n.id)->size;
    }
    if (ids.isEmpty())
        return;
    QList<QPair<int, int>> edges;
    for (const GraphEdge& e : g.edges())
        if (index.contains(e.from) && index.contains(e.to))
            edges.append({ index.value(e.from), index.value(e.to) });
    const GraphLayout::Result r = GraphLayout::layout(sizes, edges, GraphLayout::Engine::Auto, m_graphvizLimit);
    m_lastEngine = r.engine;
    if (!r.warning.isEmpty())
        Q_EMIT message(tr("%1; the canvas used its own layout instead.").arg(r.warning), false);
    // keep the graph where it was on the canvas
    QPointF origin;
    if (!m_contentRect.isNull())
        origin = m_contentRect.topLeft();
    QHash<QString, QPointF> positions;
    for (int i = 0; i < ids.size(); ++i)
        positions.insert(layoutKey(ids[i]), snapped(r.positions[i] + origin));
    if (!m_layout) {
        m_applyingLayout = true;
        for (int i = 0; i < ids.size(); ++i)
            m_nodes.value(ids[i])->setPos(positions.value(layoutKey(ids[i])));
        m_applyingLayout = false;
        updateContentRect();
        return;
    }
    if (undoable && !isReadOnly())
        m_layout->movePositions(m_document->undoStack(), positions, tr("Arrange"));
    else
        m_layout->setPositions(positions);
}

void CanvasScene::onLayoutPositionsChanged(const QStringList& keys)
{
    if (m_placingNodes)
        return;
    QList<QPair<NodeItem*, QPointF>> moves;
    if (keys.isEmpty()) {
        for (auto it = m_nodes.begin(); it != m_nodes.end(); ++it) {
            const QString key = layoutKey(it.key());
            if (m_layout->hasPosition(key) && it.value()->pos() != m_layout->position(key))
                moves.append({ it.value(), m_layout->position(key) });
        }
    } else {
        const QSet<QString> wanted(keys.begin(), keys.end());
        for (auto it = m_nodes.begin(); it != m_nodes.end(); ++it) {
            const QString key = layoutKey(it.key());
            if (!wanted.contains(key) || !m_layout->hasPosition(key))
                continue;
            if (it.value()->pos() != m_layout->position(key))
                moves.append({ it.value(), m_layout->position(key) });
        }
    }
    if (moves.isEmpty())
        return;
    // after a whole new layout every link is routed again, once, when first needed; after a few moves the links of the
    // moved nodes follow them (nodeMoved), and those that pass where they now stand bend around them
    const bool bulk = moves.size() > BulkLinks;
    m_applyingLayout = true;
    m_deferLinks = bulk;
    for (const auto& [item, p] : std::as_const(moves))
        item->setPos(p);
    m_deferLinks = false;
    m_applyingLayout = false;
    if (bulk) {
        unrouteAllLinks();
    } else {
        QList<NodeItem*> moved;
        moved.reserve(moves.size());
        for (const auto& move : std::as_const(moves))
            moved << move.first;
        bendLinksAround(moved);
    }
    updateContentRect();
}

} // namespace pw
