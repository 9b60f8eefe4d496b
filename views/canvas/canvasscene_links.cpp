// SPDX-License-Identifier: MIT
// Links of the canvas. They are not graphics items: the scene files them in a grid of their own (by the cells of
// scenecells.h), routes each around the nodes in its way (after a bulk change, when first drawn or hit), draws them
// beneath the nodes, picks them under the pointer and keeps their selection.
#include "canvasitems.h"
#include "canvasscene.h"
#include "scenecells.h"

#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QSet>
#include <QStyleOptionGraphicsItem>

namespace pw {

namespace {

    // links lie beneath the nodes (z 0) and above the notes (z -2)
    constexpr qreal LinkZ = -1;

} // namespace

using scenecells::cellsOf;
using scenecells::key;

LinkKey CanvasScene::edgeKey(const GraphEdge& e)
{
    return LinkKey { e.from, e.to, e.fromPort, e.toPort };
}

EdgeItem* CanvasScene::edgeItem(const GraphEdge& edge) const
{
    return m_edges.value(edgeKey(edge));
}

const QList<EdgeItem*>& CanvasScene::edgesOfNode(NodeId id) const
{
    if (m_edgesOfNodeStale) {
        m_edgesOfNodeStale = false;
        m_edgesOfNode.reserve(m_nodes.size());
        for (EdgeItem* e : m_edges) {
            m_edgesOfNode[e->edge().from] << e;
            m_edgesOfNode[e->edge().to] << e;
        }
    }
    static const QList<EdgeItem*> none;
    const auto it = m_edgesOfNode.constFind(id);
    return it == m_edgesOfNode.cend() ? none : *it;
}

// ----- the grid and routing ------------------------------------------------------------------------

void CanvasScene::gridLink(EdgeItem* link)
{
    const QRect cells = cellsOf(link->currentBounds());
    if (cells == link->m_cells)
        return;
    ungridLink(link);
    link->m_cells = cells;
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y)
            m_linkGrid[key(x, y)].append(link);
}

void CanvasScene::ungridLink(EdgeItem* link)
{
    const QRect cells = link->m_cells;
    if (cells.isNull())
        return;
    link->m_cells = QRect();
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y) {
            auto cell = m_linkGrid.find(key(x, y));
            if (cell == m_linkGrid.end())
                continue;
            cell->removeOne(link);
            if (cell->isEmpty())
                m_linkGrid.erase(cell);
        }
}

void CanvasScene::routeLink(EdgeItem* link)
{
    // a link waiting since a bulk change, now in sight or hit: the view repaints everything after a bulk change, and
    // the cells it is listed in hold any way it can take, so neither changes (this can run while the grid is being
    // walked)
    link->route();
    if (link->m_pending) {
        link->m_pending = false;
        gridLink(link);
    }
}

void CanvasScene::gridPendingLinks() const
{
    // links waiting since a bulk change go into the grid by the room their way may take; each is routed when first
    // drawn or hit (few of a large pipeline ever are)
    if (m_unrouted.isEmpty())
        return;
    auto* self = const_cast<CanvasScene*>(this);
    const QList<EdgeItem*> pending = std::exchange(m_unrouted, {});
    for (EdgeItem* link : pending) {
        if (!link->m_pending)
            continue;
        link->m_pending = false;
        self->gridLink(link);
    }
}

void CanvasScene::measureLinkRoom()
{
    // how far a detour around a node can take a link beyond its plain curve: above or below the tallest node, and half
    // the widest one to either side (see EdgeItem::route)
    qreal width = 0;
    qreal height = 0;
    for (NodeItem* n : std::as_const(m_nodes)) {
        width = qMax(width, n->size().width());
        height = qMax(height, n->size().height());
    }
    m_linkRoom = QSizeF(width / 2 + 40, height + 22);
}

void CanvasScene::deferRouting(const QList<EdgeItem*>& links)
{
    for (EdgeItem* link : links) {
        link->unroute();
        link->m_pending = true;
        m_unrouted << link;
    }
}

void CanvasScene::unrouteAllLinks()
{
    measureLinkRoom();
    m_linkGrid.clear();
    m_unrouted.clear();
    m_unrouted.reserve(m_edges.size());
    for (EdgeItem* link : std::as_const(m_edges)) {
        link->m_cells = QRect();
        link->updateEnds();
        link->unroute();
        link->m_pending = true;
        m_unrouted << link;
    }
    invalidateLinks();
}

void CanvasScene::bendLinksAround(const QList<NodeItem*>& nodes)
{
    QSet<EdgeItem*> near;
    for (NodeItem* n : nodes)
        for (EdgeItem* e : edgesIn(QRectF(n->pos(), n->size())))
            near.insert(e);
    for (EdgeItem* e : std::as_const(near))
        e->updatePath(true);
}

template <typename F>
void CanvasScene::visitLinks(const QRectF& rect, F&& visit) const
{
    gridPendingLinks();
    const quint32 visit_ = ++m_linkVisit;
    const QRect cells = cellsOf(rect);
    if (qint64(cells.width()) * cells.height() > qint64(m_linkGrid.size())) {
        // more cells than the grid has: every link once
        for (EdgeItem* link : m_edges)
            if (link->currentBounds().intersects(rect))
                visit(link);
        return;
    }
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y) {
            auto cell = m_linkGrid.constFind(key(x, y));
            if (cell == m_linkGrid.constEnd())
                continue;
            for (EdgeItem* link : *cell) {
                if (link->m_visit == visit_)
                    continue;
                link->m_visit = visit_;
                if (link->currentBounds().intersects(rect))
                    visit(link);
            }
        }
}

EdgeItem* CanvasScene::edgeAt(const QPointF& p) const
{
    gridPendingLinks();
    auto cell = m_linkGrid.constFind(scenecells::keyAt(p));
    if (cell == m_linkGrid.constEnd())
        return nullptr;
    EdgeItem* found = nullptr;
    for (EdgeItem* link : *cell)
        if ((!found || (link->m_selected && !found->m_selected)) && link->contains(p))
            found = link;
    return found;
}

QList<EdgeItem*> CanvasScene::edgesIn(const QRectF& rect) const
{
    QList<EdgeItem*> out;
    visitLinks(rect, [&out](EdgeItem* link) { out << link; });
    return out;
}

void CanvasScene::linkMoved(EdgeItem* link, const QRectF& before)
{
    if (!link->m_stub && !link->m_routed)
        link->route();
    link->m_pending = false;
    gridLink(link);
    invalidateLinks(before | link->currentBounds());
}

void CanvasScene::updateLink(EdgeItem* link)
{
    invalidateLinks(link->currentBounds());
}

void CanvasScene::invalidateLinks(const QRectF& rect)
{
    if (views().isEmpty())
        return; // nothing drawn yet
    if (rect.isNull()) {
        // everything: the area the views can show
        Q_EMIT backgroundChanged(QRectF());
        invalidate(sceneRect() | m_contentRect.adjusted(-200, -200, 200, 200), QGraphicsScene::BackgroundLayer);
        return;
    }
    Q_EMIT backgroundChanged(rect);
    invalidate(rect, QGraphicsScene::BackgroundLayer);
}

// ----- stubs ---------------------------------------------------------------------------------------

void CanvasScene::updateStubs(const QList<EdgeItem*>& edges)
{
    for (EdgeItem* e : edges) {
        const GraphEdge& g = e->edge();
        const NodeVisual* from = visual(g.from);
        if (!from)
            continue;
        const qsizetype out = portIndex(from->outputs, g.fromPort);
        updateStub(e, *from, out >= 0 ? from->outputs[out].links : 0, true);
    }
}

void CanvasScene::updateStub(EdgeItem* link, const NodeVisual& from, int fan, bool anySelected)
{
    const GraphEdge& e = link->edge();
    const int limit = from.kind == NodeKind::PipelineInput ? InputFanLimit : OutputFanLimit;
    bool stub = fan > limit;
    if (stub && anySelected) {
        NodeItem* a = m_nodes.value(e.from);
        NodeItem* b = m_nodes.value(e.to);
        stub = !((a && a->isSelected()) || (b && b->isSelected()));
    }
    if (!stub)
        link->setStub(false, QString());
    else
        link->setStub(true, from.kind == NodeKind::Step ? from.name + QLatin1Char('.') + e.fromPort : from.name);
}

// ----- drawing -------------------------------------------------------------------------------------

void CanvasScene::drawLinks(QPainter* painter, const QRectF& rect, qreal lod, bool onScreen) const
{
    if (m_edges.isEmpty())
        return;
    painter->save();
    if (lod < OverviewZoom) {
        // far out: straight lines, one call per colour (a pipeline has few)
        painter->setRenderHint(QPainter::Antialiasing, false);
        QList<QPair<QRgb, QList<QLineF>>> lines;
        const QRectF reach = rect.adjusted(-2, -2, 2, 2);
        const bool all = reach.contains(m_contentRect);
        qsizetype last = -1;
        for (EdgeItem* link : m_edges) {
            const QLineF l
                = link->m_stub ? QLineF(link->m_end - QPointF(60, 0), link->m_end) : QLineF(link->m_start, link->m_end);
            if (!all && !QRectF(l.p1(), l.p2()).normalized().adjusted(-1, -1, 1, 1).intersects(reach))
                continue;
            const QRgb color = (link->m_selected && onScreen ? m_theme.selection : link->m_color).rgba();
            if (last < 0 || lines[last].first != color) {
                last = -1;
                for (qsizetype i = 0; i < lines.size() && last < 0; ++i)
                    if (lines[i].first == color)
                        last = i;
                if (last < 0) {
                    lines.append(qMakePair(color, QList<QLineF>()));
                    lines.last().second.reserve(m_edges.size());
                    last = lines.size() - 1;
                }
            }
            lines[last].second << l;
        }
        for (const auto& [color, batch] : std::as_const(lines)) {
            painter->setPen(QPen(QColor::fromRgba(color), 0));
            painter->drawLines(batch.constData(), int(batch.size()));
        }
    } else {
        // selected ones over the others
        QList<EdgeItem*> selected;
        visitLinks(rect, [&](EdgeItem* link) {
            if (link->m_selected && onScreen)
                selected << link;
            else
                link->paint(painter, rect, lod, onScreen);
        });
        for (EdgeItem* link : std::as_const(selected))
            link->paint(painter, rect, lod, onScreen);
    }
    painter->restore();
}

void CanvasScene::drawBackground(QPainter* painter, const QRectF& rect)
{
    QGraphicsScene::drawBackground(painter, rect);
    drawLinks(painter, rect, QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform()), false);
}

// ----- selection -----------------------------------------------------------------------------------

void CanvasScene::setLinkSelected(EdgeItem* link, bool selected)
{
    if (link->m_selected == selected)
        return;
    link->m_selected = selected;
    m_selectedLinks += selected ? 1 : -1;
    updateLink(link);
    Q_EMIT selectionChanged();
}

bool CanvasScene::clearLinkSelection()
{
    if (m_selectedLinks == 0)
        return false;
    for (EdgeItem* link : std::as_const(m_edges))
        if (link->m_selected) {
            link->m_selected = false;
            updateLink(link);
        }
    m_selectedLinks = 0;
    return true;
}

QList<EdgeItem*> CanvasScene::selectedLinks() const
{
    QList<EdgeItem*> out;
    if (m_selectedLinks > 0)
        for (EdgeItem* link : std::as_const(m_edges))
            if (link->m_selected)
                out << link;
    return out;
}

void CanvasScene::selectLinksIn(const QRectF& rect, const QList<EdgeItem*>& keep)
{
    QSet<EdgeItem*> want(keep.begin(), keep.end());
    visitLinks(rect, [&](EdgeItem* link) {
        if (link->intersects(rect))
            want.insert(link);
    });
    bool changed = false;
    auto set = [&](EdgeItem* link, bool on) {
        if (link->m_selected == on)
            return;
        link->m_selected = on;
        m_selectedLinks += on ? 1 : -1;
        updateLink(link);
        changed = true;
    };
    for (EdgeItem* link : selectedLinks())
        if (!want.contains(link))
            set(link, false);
    for (EdgeItem* link : std::as_const(want))
        set(link, true);
    if (changed)
        Q_EMIT selectionChanged();
}

void CanvasScene::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    // links lie beneath the nodes and above the notes; they are not items, so the scene picks them itself
    if (event->button() == Qt::LeftButton) {
        const QPointF p = event->scenePos();
        const bool multi = event->modifiers() & Qt::ControlModifier;
        QGraphicsItem* above = nullptr;
        for (QGraphicsItem* item : items(p)) {
            if (item->zValue() <= LinkZ)
                break;
            if (item->acceptedMouseButtons() & Qt::LeftButton) {
                above = item;
                break;
            }
        }
        if (!above) {
            if (EdgeItem* link = edgeAt(p)) {
                if (multi) {
                    setLinkSelected(link, !link->isSelected());
                } else if (!link->isSelected() || m_selectedLinks > 1 || !selectedItems().isEmpty()) {
                    const QSignalBlocker block(this);
                    clearSelection();
                    link->m_selected = true;
                    m_selectedLinks = 1;
                    updateLink(link);
                    blockSignals(false);
                    Q_EMIT selectionChanged();
                }
                event->accept();
                return;
            }
        }
        // a press elsewhere takes the links out of the selection as it does the items (unless it adds to it, or starts
        // dragging what is selected)
        if (!multi && (!above || !above->isSelected()) && clearLinkSelection())
            Q_EMIT selectionChanged();
    }
    QGraphicsScene::mousePressEvent(event);
}

} // namespace pw
