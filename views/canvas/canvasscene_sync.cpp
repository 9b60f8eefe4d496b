// SPDX-License-Identifier: MIT
// How the canvas follows its document: on every change the scene works out what each node shows, then makes, updates or
// removes the items of nodes, links and notes so that they mirror the graph (node ids are stable across edits, so only
// what changed is touched).
#include "canvasitems.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "layoutthread.h"
#include "pipelinedocument.h"

#include <QSet>

namespace pw {

/// What a sync did to the nodes, for the steps that follow.
struct CanvasScene::NodeChanges {
    QList<NodeItem*> fresh; // without a place yet
    QList<NodeItem*> added; // new: into the scene once placed (placing them there first would index them twice)
    QList<NodeItem*> resized;
    bool anyPlaced = false; // some node had a place before
};

/// A link of the graph as a sync found it, for its stub: the node it starts at, and how many links leave that output.
struct CanvasScene::LinkSource {
    EdgeItem* link;
    const NodeVisual* from;
    int links; // from that output
};

CanvasScene::NodePlaces::NodePlaces(const QList<GraphNode>& nodes)
{
    for (const GraphNode& n : nodes)
        topId = qMax(topId, n.id);
    places.assign(std::size_t(topId) + 1, -1);
    for (qsizetype index = 0; index < nodes.size(); ++index) {
        const GraphNode& n = nodes[index];
        if (places[n.id] < 0)
            places[n.id] = index; // a name listed twice: the graph keeps the first
    }
}

void CanvasScene::sync()
{
    const PipelineGraph& g = m_document->graph();
    const NodePlaces places(g.nodes());
    // what every node shows, then what its links add: the ports they end on, and for an inline step (which declares no
    // types) the type, and so the colour, of what feeds each input
    m_visuals.updateDiagnostics();
    std::vector<NodeVisual> visuals = m_visuals.build(m_parallelFrom);
    std::vector<LinkEnds> ends = markLinkedPorts(visuals, places);

    LayoutThread firstLayout;
    if (m_nodes.isEmpty())
        startFirstLayout(firstLayout, visuals, places);
    NodeChanges changes;
    syncNodes(visuals, places, changes);
    removeGoneNodes(places);
    GraphLayout::Result* laidOut = firstLayout.result();
    if (!changes.fresh.isEmpty())
        placeNodes(changes.fresh, !changes.anyPlaced, laidOut && !changes.anyPlaced ? laidOut : nullptr);
    for (NodeItem* item : std::as_const(changes.added))
        addItem(item);

    for (qsizetype index = 0; index < g.edges().size(); ++index) {
        LinkEnds& end = ends[std::size_t(index)];
        end.from = slot(g.edges()[index].from);
        end.to = slot(g.edges()[index].to);
    }
    syncEdges(ends);
    if (!changes.resized.isEmpty() && changes.resized.size() <= BulkLinks)
        bendLinksAround(changes.resized); // links that pass where a node grew bend around it
    else if (!changes.resized.isEmpty())
        unrouteAllLinks();
    syncNotes();
    updateContentRect();
    dropGoneFocusPort();
    Q_EMIT synced();
}

std::vector<CanvasScene::LinkEnds> CanvasScene::markLinkedPorts(
    std::vector<NodeVisual>& visuals, const NodePlaces& places) const
{
    const PipelineGraph& g = m_document->graph();
    std::vector<LinkEnds> ends(std::size_t(g.edges().size()));
    for (qsizetype index = 0; index < g.edges().size(); ++index) {
        const GraphEdge& e = g.edges()[index];
        const qsizetype f = places.of(e.from);
        const qsizetype t = places.of(e.to);
        if (f < 0 || t < 0)
            continue;
        NodeVisual& from = visuals[std::size_t(f)];
        NodeVisual& to = visuals[std::size_t(t)];
        const qsizetype o = portIndex(from.outputs, e.fromPort);
        if (o >= 0) {
            from.outputs[o].linked = true;
            ++from.outputs[o].links;
        }
        const qsizetype i = portIndex(to.inputs, e.toPort);
        ends[std::size_t(index)] = { nullptr, nullptr, int(o), int(i) };
        if (i >= 0) {
            PortVisual& p = to.inputs[i];
            p.linked = true;
            if (p.type.isEmpty() && o >= 0 && from.kind == NodeKind::Step && to.kind == NodeKind::Step)
                p.type = from.outputs[o].type;
        }
    }
    return ends;
}

// ----- nodes ---------------------------------------------------------------------------------------

void CanvasScene::syncNodes(std::vector<NodeVisual>& visuals, const NodePlaces& places, NodeChanges& changes)
{
    const QList<GraphNode>& nodes = m_document->graph().nodes();
    if (m_nodes.isEmpty()) {
        m_nodes.reserve(nodes.size());
        m_nodeGrid.reserve(nodes.size());
    }
    if (places.topId >= m_slots.size())
        m_slots.resize(std::size_t(places.topId) + 1 + std::size_t(nodes.size() / 8)); // room for a few more
    QHash<QString, QPointF> renamed;
    for (qsizetype index = 0; index < nodes.size(); ++index) {
        const GraphNode& n = nodes[index];
        NodeSlot& slot = m_slots[n.id];
        if (!slot.item)
            addNode(n, std::move(visuals[std::size_t(index)]), keyFor(n), changes);
        else
            updateNode(slot, std::move(visuals[std::size_t(index)]), keyFor(n), changes, renamed);
    }
    if (m_layout && !renamed.isEmpty())
        m_layout->setPositions(renamed);
}

void CanvasScene::addNode(const GraphNode& node, NodeVisual&& visual, QString key, NodeChanges& changes)
{
    NodeSlot& slot = m_slots[node.id];
    slot.visual = std::move(visual);
    slot.used = true;
    NodeItem* item = new NodeItem(this, node.id); // sizes itself from the visual
    slot.item = item;
    QGraphicsItem::GraphicsItemFlags flags = item->flags();
    flags.setFlag(QGraphicsItem::ItemIsMovable, !isReadOnly());
    flags.setFlag(QGraphicsItem::ItemHasNoContents, m_overview);
    item->setFlags(flags);
    if (m_layout && m_layout->hasPosition(key)) {
        m_applyingLayout = true;
        item->setPos(m_layout->position(key));
        m_applyingLayout = false;
        changes.anyPlaced = true;
        m_nodeGrid.insert(item);
    } else {
        changes.fresh << item; // indexed once placed
    }
    slot.key = std::move(key);
    m_nodes.insert(node.id, item);
    changes.added << item;
}

void CanvasScene::updateNode(
    NodeSlot& slot, NodeVisual&& visual, QString key, NodeChanges& changes, QHash<QString, QPointF>& renamed)
{
    NodeItem* item = slot.item;
    changes.anyPlaced = true;
    if (slot.key != key) {
        // renamed elsewhere (outline, source): the node keeps its place, and so does the old name for undo
        if (m_layout && !m_layout->hasPosition(key))
            renamed.insert(key, item->pos());
        slot.key = key;
    }
    NodeVisual& old = slot.visual;
    if (!(old == visual)) {
        const bool wasResized = old.size != visual.size;
        old = std::move(visual);
        if (wasResized) {
            item->updateGeometry();
            m_nodeGrid.insert(item);
            changes.resized << item;
        }
        item->update();
    }
}

void CanvasScene::removeGoneNodes(const NodePlaces& places)
{
    for (auto it = m_nodes.begin(); it != m_nodes.end();) {
        if (places.of(it.key()) >= 0) {
            ++it;
            continue;
        }
        NodeItem* item = it.value();
        m_nodeGrid.remove(it.key());
        m_slots[it.key()] = NodeSlot();
        m_edgesOfNode.remove(it.key());
        it = m_nodes.erase(it);
        removeItem(item);
        delete item;
    }
}

void CanvasScene::dropGoneFocusPort()
{
    if (!m_focusPort.isValid())
        return;
    // the focused port went away with its node (or the component no longer declares it)
    bool still = false;
    if (const NodeVisual* v = visual(m_focusPort.node))
        for (const PortVisual& p : m_focusPort.output ? v->outputs : v->inputs)
            still = still || p.name == m_focusPort.port;
    if (!still)
        m_focusPort = PortRef();
}

// ----- links ---------------------------------------------------------------------------------------

void CanvasScene::syncEdges(const std::vector<LinkEnds>& ends)
{
    // which links touch which node: worked out when first asked (a move, a selection), not for every sync
    m_edgesOfNode.clear();
    m_edgesOfNodeStale = true;
    QHash<LinkKey, EdgeItem*> next;
    QList<EdgeItem*> fresh;
    std::vector<LinkSource> sources;
    matchLinks(ends, next, fresh, sources);
    const bool deselected = !m_edges.isEmpty() && dropLinks(m_edges); // the links that went
    m_edges = std::move(next);
    // told only now: a listener asking for the links of a selected node must find the new set, not deleted items
    if (deselected)
        Q_EMIT selectionChanged();
    // new links: their curves now when a few came, when first needed when many did (a new pipeline opened far out needs
    // none of them)
    const bool bulk = fresh.size() > BulkLinks;
    if (bulk) {
        measureLinkRoom();
        deferRouting(fresh);
    }
    // fan-outs beyond the limit are drawn as stubs
    const bool anySelected = !selectedItems().isEmpty();
    for (const LinkSource& s : sources)
        updateStub(s.link, *s.from, s.links, anySelected);
    if (bulk) {
        invalidateLinks();
    } else {
        for (EdgeItem* e : std::as_const(fresh))
            linkMoved(e, QRectF());
    }
}

void CanvasScene::matchLinks(const std::vector<LinkEnds>& ends, QHash<LinkKey, EdgeItem*>& next,
    QList<EdgeItem*>& fresh, std::vector<LinkSource>& sources)
{
    // each link of the graph: the item that drew it (taken out of m_edges, which keeps those that went), or a new one
    const PipelineGraph& g = m_document->graph();
    next.reserve(g.edges().size());
    sources.reserve(std::size_t(g.edges().size()));
    QList<QPair<QString, QColor>> colors; // by type: a pipeline has few
    const bool known = ends.size() == std::size_t(g.edges().size()); // worked out by sync()
    for (qsizetype index = 0; index < g.edges().size(); ++index) {
        const GraphEdge& e = g.edges()[index];
        const NodeSlot* fromSlot = known ? ends[std::size_t(index)].from : slot(e.from);
        const NodeSlot* toSlot = known ? ends[std::size_t(index)].to : slot(e.to);
        if (!fromSlot || !toSlot)
            continue;
        NodeItem* fromItem = fromSlot->item;
        NodeItem* toItem = toSlot->item;
        const NodeVisual* from = &fromSlot->visual;
        const NodeVisual* to = &toSlot->visual;
        LinkKey key = edgeKey(e);
        // the same link twice (a text that binds one input twice, as a mapping with a repeated key does): one curve
        if (next.contains(key))
            continue;
        EdgeItem* item = m_edges.isEmpty() ? nullptr : m_edges.take(key);
        const qsizetype out = known ? ends[std::size_t(index)].out : portIndex(from->outputs, e.fromPort);
        const QString type = out >= 0 ? from->outputs[out].type : QString();
        QColor color;
        for (const auto& [t, c] : std::as_const(colors))
            if (t == type) {
                color = c;
                break;
            }
        if (!color.isValid()) {
            color = m_theme.portColor(type);
            colors.append({ type, color });
        }
        if (!item) {
            item = new EdgeItem(this, e);
            item->m_color = color;
            const bool fromStep = from->kind == NodeKind::Step;
            const bool toStep = to->kind == NodeKind::Step;
            item->m_start = fromItem->pos() + fromItem->portPosAt(out, true, fromStep);
            const qsizetype in = !toStep ? 0 : known ? ends[std::size_t(index)].in : portIndex(to->inputs, e.toPort);
            item->m_end = toItem->pos() + toItem->portPosAt(in, false, toStep);
            fresh << item;
        } else {
            item->setColor(color);
            item->updatePath();
        }
        next.insert(std::move(key), item);
        sources.push_back({ item, from, out >= 0 ? from->outputs[out].links : 0 });
    }
}

bool CanvasScene::dropLinks(const QHash<LinkKey, EdgeItem*>& gone)
{
    const bool many = gone.size() > BulkLinks;
    bool deselected = false;
    for (EdgeItem* stale : gone) {
        if (stale->m_selected) {
            --m_selectedLinks;
            deselected = true;
        }
        if (!many)
            updateLink(stale);
        ungridLink(stale);
    }
    if (!m_unrouted.isEmpty()) {
        const QSet<EdgeItem*> goneSet(gone.cbegin(), gone.cend());
        m_unrouted.removeIf([&goneSet](EdgeItem* e) { return goneSet.contains(e); });
    }
    if (many)
        invalidateLinks();
    qDeleteAll(gone);
    return deselected;
}

// ----- notes ---------------------------------------------------------------------------------------

void CanvasScene::syncNotes()
{
    QSet<quint32> seen;
    if (m_layout) {
        for (const CanvasAnnotation& a : m_layout->annotations()) {
            seen.insert(a.id);
            NoteItem* item = m_notes.value(a.id);
            if (!item) {
                item = new NoteItem(this, a.id);
                item->setFlag(QGraphicsItem::ItemIsMovable, !isReadOnly());
                m_notes.insert(a.id, item);
                addItem(item);
            }
            item->setRect(a.rect);
        }
    }
    for (auto it = m_notes.begin(); it != m_notes.end();) {
        if (seen.contains(it.key())) {
            ++it;
            continue;
        }
        NoteItem* item = it.value();
        it = m_notes.erase(it);
        removeItem(item);
        delete item;
    }
}

} // namespace pw
