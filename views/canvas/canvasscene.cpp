// SPDX-License-Identifier: MIT
// The canvas scene: its settings, what it tells about nodes and ports, the selection, where its content lies and the
// run marks of its steps. The rest of CanvasScene: canvasscene_sync.cpp (the items follow the document),
// canvasscene_placement.cpp (where nodes stand), canvasscene_links.cpp (links: grid, routing, drawing, selection);
// what each node shows is worked out by NodeVisualBuilder (nodevisuals.h), the nodes by place are in NodeGrid.
#include "canvasscene.h"

#include "canvasitems.h"
#include "canvaslayout.h"
#include "pipelinedocument.h"

#include <QTimer>

#include <QGuiApplication>

#include <atomic>
#include <cmath>

namespace pw {

namespace {
    std::atomic<qsizetype> g_parallelFrom { CanvasScene::DefaultParallelFrom };
} // namespace

void CanvasScene::setDefaultParallelFrom(qsizetype nodes)
{
    g_parallelFrom = nodes;
}

CanvasScene::CanvasScene(PipelineDocument* document, CanvasLayout* layout, QObject* parent)
    : QGraphicsScene(parent)
    , m_document(document)
    , m_layout(layout)
    , m_editor(document, layout)
    , m_theme(CanvasTheme::fromPalette(QGuiApplication::palette(), QGuiApplication::font()))
    , m_visuals(document, &m_theme)
{
    m_parallelFrom = g_parallelFrom;
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    setBackgroundBrush(m_theme.background);
    m_overviewItem = new OverviewItem(this);
    addItem(m_overviewItem);
    connect(this, &QGraphicsScene::selectionChanged, this, [this] {
        // the links of what is (or was) selected are drawn in full
        const QList<NodeId> now = selectedNodes();
        QList<EdgeItem*> touched;
        for (NodeId id : m_lastSelected + now)
            touched += edgesOfNode(id);
        m_lastSelected = now;
        updateStubs(touched);
        m_overviewItem->invalidate();
    });
    connect(m_document, &PipelineDocument::changed, this, &CanvasScene::sync);
    if (m_layout) {
        connect(m_layout, &CanvasLayout::positionsChanged, this, &CanvasScene::onLayoutPositionsChanged);
        connect(m_layout, &CanvasLayout::annotationsChanged, this, &CanvasScene::syncNotes);
    }
    sync();
}

CanvasScene::~CanvasScene()
{
    // items refer to the scene while they go; take them down first, quietly
    blockSignals(true);
    clear();
    qDeleteAll(m_edges);
}

// ----- settings ------------------------------------------------------------------------------------

void CanvasScene::setOverview(bool on)
{
    if (!on && !m_nodesCached)
        setNodeCaching(true); // the first time nodes are drawn in detail
    if (on == m_overview)
        return;
    m_overview = on;
    for (NodeItem* n : std::as_const(m_nodes))
        n->setFlag(QGraphicsItem::ItemHasNoContents, on);
    m_overviewItem->setFlag(QGraphicsItem::ItemHasNoContents, !on);
    m_overviewItem->invalidate();
    m_overviewItem->update();
}

void CanvasScene::setNodeCaching(bool on)
{
    m_nodesCached = on;
    for (NodeItem* n : std::as_const(m_nodes))
        n->setCacheMode(on ? QGraphicsItem::DeviceCoordinateCache : QGraphicsItem::NoCache);
}

void CanvasScene::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    for (NodeItem* item : std::as_const(m_nodes))
        item->setFlag(QGraphicsItem::ItemIsMovable, !isReadOnly());
    for (NoteItem* item : std::as_const(m_notes))
        item->setFlag(QGraphicsItem::ItemIsMovable, !isReadOnly());
}

bool CanvasScene::isReadOnly() const
{
    return m_readOnly || m_document->isReadOnly();
}

void CanvasScene::setTheme(const CanvasTheme& theme)
{
    m_theme = theme;
    m_visuals.forgetWidths();
    m_overviewItem->invalidate();
    setBackgroundBrush(m_theme.background);
    for (EdgeItem* e : std::as_const(m_edges)) {
        const NodeVisual* from = visual(e->edge().from);
        QString type;
        if (from)
            for (const PortVisual& p : from->outputs)
                if (p.name == e->edge().fromPort)
                    type = p.type;
        e->m_color = m_theme.portColor(type);
    }
    invalidateLinks();
    // nodes keep pixmaps of what they painted: repaint them in the new colours
    for (NodeItem* n : std::as_const(m_nodes))
        n->update();
    for (NoteItem* n : std::as_const(m_notes))
        n->update();
    update();
}

// ----- nodes and ports ---------------------------------------------------------------------------

const NodeVisual* CanvasScene::visual(NodeId id) const
{
    const NodeSlot* s = slot(id);
    return s ? &s->visual : nullptr;
}

QList<PortRef> CanvasScene::portsOf(NodeId id) const
{
    QList<PortRef> out;
    if (const NodeVisual* v = visual(id)) {
        for (const PortVisual& p : v->inputs)
            out << PortRef { id, p.name, false };
        for (const PortVisual& p : v->outputs)
            out << PortRef { id, p.name, true };
    }
    return out;
}

NodeId CanvasScene::findStep(const QString& name) const
{
    return m_document->graph().findNode(NodeKind::Step, name);
}

QString CanvasScene::keyFor(const GraphNode& node)
{
    switch (node.kind) {
    case NodeKind::Step:
        return CanvasLayout::stepKey(node.name);
    case NodeKind::PipelineInput:
        return CanvasLayout::inputKey(node.name);
    case NodeKind::PipelineOutput:
        return CanvasLayout::outputKey(node.name);
    }
    return QString();
}

QPointF CanvasScene::portScenePos(NodeId id, const QString& port, bool output) const
{
    NodeItem* item = m_nodes.value(id);
    if (!item)
        return QPointF();
    return item->pos() + item->portPos(port, output);
}

qsizetype CanvasScene::portIndex(const QList<PortVisual>& ports, const QString& name)
{
    for (qsizetype i = 0; i < ports.size(); ++i)
        if (ports[i].name == name)
            return i;
    return -1;
}

PortRef CanvasScene::portAt(const QPointF& scenePos, qreal tolerance) const
{
    const QRectF probe(scenePos - QPointF(tolerance, tolerance), QSizeF(2 * tolerance, 2 * tolerance));
    for (NodeItem* node : m_nodeGrid.near(probe)) {
        bool output = false;
        const QString port = node->portAt(node->mapFromScene(scenePos), &output, tolerance);
        if (!port.isEmpty())
            return PortRef { node->id(), port, output };
    }
    return PortRef();
}

NodeItem* CanvasScene::nodeAt(const QPointF& scenePos) const
{
    NodeItem* found = nullptr;
    for (NodeItem* node : m_nodeGrid.near(QRectF(scenePos, QSizeF(0, 0))))
        if (node->contains(node->mapFromScene(scenePos)) && (!found || node->zValue() >= found->zValue()))
            found = node;
    return found;
}

QList<NodeItem*> CanvasScene::nodesIn(const QRectF& rect) const
{
    return m_nodeGrid.in(rect);
}

NodeItem* CanvasScene::nodeNear(const QPointF& p, qreal margin, NodeId except1, NodeId except2) const
{
    return m_nodeGrid.nodeNear(p, margin, except1, except2);
}

bool CanvasScene::anyNodeBetween(const QRectF& rect, qreal left, qreal right, NodeId except1, NodeId except2) const
{
    return m_nodeGrid.anyNodeBetween(rect, left, right, except1, except2);
}

void CanvasScene::nodeMoved(NodeId id)
{
    if (NodeItem* item = m_nodes.value(id))
        m_nodeGrid.insert(item);
    if (!m_deferLinks)
        for (EdgeItem* e : edgesOfNode(id))
            e->updatePath();
    m_overviewItem->invalidate();
}

void CanvasScene::setLinkTarget(const PortRef& target, int state)
{
    const NodeId old = m_linkTarget.node;
    m_linkTarget = target;
    m_linkState = target.isValid() ? state : 0;
    if (NodeItem* item = m_nodes.value(old))
        item->update();
    if (NodeItem* item = m_nodes.value(target.node))
        item->update();
}

void CanvasScene::setFocusPort(const PortRef& port)
{
    if (port == m_focusPort)
        return;
    const NodeId old = m_focusPort.node;
    m_focusPort = port;
    if (NodeItem* item = m_nodes.value(old))
        item->update();
    if (NodeItem* item = m_nodes.value(port.node))
        item->update();
}

// ----- where the content is ------------------------------------------------------------------------

QRectF CanvasScene::contentRect() const
{
    return m_contentRect;
}

void CanvasScene::updateContentRect()
{
    QRectF r;
    for (NodeItem* n : std::as_const(m_nodes))
        r |= QRectF(n->pos(), n->size());
    for (NoteItem* n : std::as_const(m_notes))
        r |= n->sceneBoundingRect();
    m_contentRect = r;
    m_overviewItem->setRect(r.adjusted(-8, -8, 8, 8));
    m_overviewItem->invalidate();
    // room to scroll around the graph, never less than a screen
    const QRectF area = r.isNull() ? QRectF(-800, -500, 1600, 1000) : r.adjusted(-1200, -900, 1200, 900);
    setSceneRect(area | sceneRect().intersected(area.adjusted(-4000, -4000, 4000, 4000)));
}

QPointF CanvasScene::snapped(const QPointF& p) const
{
    if (!m_snap)
        return p;
    return QPointF(std::round(p.x() / GridSize) * GridSize, std::round(p.y() / GridSize) * GridSize);
}

// ----- selection -----------------------------------------------------------------------------------

QStringList CanvasScene::selectedStepNames() const
{
    QStringList names;
    for (NodeId id : selectedNodes())
        if (const NodeVisual* v = visual(id); v && v->kind == NodeKind::Step)
            names << v->name;
    return names;
}

QList<NodeId> CanvasScene::selectedNodes() const
{
    QList<NodeId> ids;
    for (QGraphicsItem* item : selectedItems())
        if (item->type() == NodeItem::Type)
            ids << static_cast<NodeItem*>(item)->id();
    // in the document's order, so that commands name them predictably
    std::sort(ids.begin(), ids.end());
    return ids;
}

QList<GraphEdge> CanvasScene::selectedEdges() const
{
    QList<GraphEdge> edges;
    for (EdgeItem* link : selectedLinks())
        edges << link->edge();
    return edges;
}

void CanvasScene::selectNodes(const QList<NodeId>& ids)
{
    const QSignalBlocker block(this);
    clearSelection(); // links too
    for (NodeId id : ids)
        if (NodeItem* item = m_nodes.value(id))
            item->setSelected(true);
    blockSignals(false);
    Q_EMIT selectionChanged();
}

void CanvasScene::clearSelection()
{
    const bool links = clearLinkSelection();
    const bool items = !selectedItems().isEmpty();
    QGraphicsScene::clearSelection();
    if (links && !items)
        Q_EMIT selectionChanged();
}

// ----- run marks -----------------------------------------------------------------------------------

void CanvasScene::setRunStatus(const QString& step, RunStatus status, double seconds, bool reused, const QDateTime& since)
{
    const bool live = since.isValid() && !isTerminal(status);
    m_runMarks.insert(step, RunMark {status, seconds, reused, live ? since : QDateTime()});
    if (NodeItem* item = nodeItem(findStep(step.section(QLatin1Char('.'), 0, 0))))
        item->update();
    if (live && !m_runTick) {
        m_runTick = new QTimer(this);
        m_runTick->setInterval(1000);
        connect(m_runTick, &QTimer::timeout, this, [this] {
            bool any = false;
            for (auto it = m_runMarks.cbegin(); it != m_runMarks.cend(); ++it)
                if (it->since.isValid()) {
                    any = true;
                    if (NodeItem* item = nodeItem(findStep(it.key().section(QLatin1Char('.'), 0, 0))))
                        item->update();
                }
            if (!any)
                m_runTick->stop();
        });
    }
    if (live && !m_runTick->isActive())
        m_runTick->start();
}

void CanvasScene::clearRunStatus()
{
    if (m_runTick)
        m_runTick->stop();
    if (m_runMarks.isEmpty())
        return;
    m_runMarks.clear();
    for (NodeItem* item : nodeItems())
        item->update();
}

std::optional<CanvasScene::RunMark> CanvasScene::runMark(const QString& stepName) const
{
    auto counted = [](RunMark m) {
        if (m.since.isValid())
            m.seconds = std::max(m.seconds, m.since.msecsTo(QDateTime::currentDateTimeUtc()) / 1000.0);
        return m;
    };
    if (auto it = m_runMarks.constFind(stepName); it != m_runMarks.constEnd())
        return counted(*it);
    // a nested pipeline: failed if one failed, running while one runs, completed when all did
    const QString prefix = stepName + QLatin1Char('.');
    std::optional<RunMark> out;
    int seen = 0;
    int completed = 0;
    bool allReused = true;
    for (auto it = m_runMarks.cbegin(); it != m_runMarks.cend(); ++it) {
        if (!it.key().startsWith(prefix))
            continue;
        ++seen;
        const RunMark m = counted(it.value());
        if (!out) {
            out = m;
        } else {
            out->seconds = std::max(out->seconds, m.seconds);
            auto rank = [](RunStatus s) {
                switch (s) {
                case RunStatus::Failed: return 6;
                case RunStatus::Canceled: return 5;
                case RunStatus::Running: return 4;
                case RunStatus::Finalizing: return 3;
                case RunStatus::Preparing: return 3;
                case RunStatus::Queued: return 2;
                case RunStatus::NotStarted: return 1;
                case RunStatus::Completed: return 0;
                }
                return 0;
            };
            if (rank(m.status) > rank(out->status))
                out->status = m.status;
        }
        if (m.status == RunStatus::Completed)
            ++completed;
        allReused = allReused && m.reused;
    }
    if (out) {
        if (completed == seen)
            out->status = RunStatus::Completed;
        out->reused = allReused && completed == seen;
    }
    return out;
}

} // namespace pw
