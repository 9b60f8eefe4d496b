// SPDX-License-Identifier: MIT
#include "canvasscene.h"

#include "canvasitems.h"
#include "canvaslayout.h"
#include "pipelinedocument.h"

#include <QFileInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QSet>
#include <QUndoStack>

#include <cmath>

namespace pw {

namespace {

    constexpr qreal CellSize = 512;

    quint64 cellKey(int x, int y)
    {
        return (quint64(quint32(x)) << 32) | quint32(y);
    }

    QRect cellsOf(const QRectF& r)
    {
        return QRect(QPoint(int(std::floor(r.left() / CellSize)), int(std::floor(r.top() / CellSize))),
            QPoint(int(std::floor(r.right() / CellSize)), int(std::floor(r.bottom() / CellSize))));
    }

    // the type a literal value reads as (for the colour of its port)
    QString literalType(const QString& text)
    {
        const QString value = text.trimmed();
        bool isInt = false;
        bool isNumber = false;
        value.toLongLong(&isInt);
        value.toDouble(&isNumber);
        const QString lower = value.toLower();
        if (isInt)
            return QStringLiteral("integer");
        if (isNumber)
            return QStringLiteral("number");
        if (lower == QLatin1String("true") || lower == QLatin1String("false"))
            return QStringLiteral("boolean");
        return QStringLiteral("string");
    }

    QString edgeKey(const GraphEdge& e)
    {
        return QString::number(e.from) + QLatin1Char('\x1f') + e.fromPort + QLatin1Char('\x1f') + QString::number(e.to)
            + QLatin1Char('\x1f') + e.toPort;
    }

} // namespace

CanvasScene::CanvasScene(PipelineDocument* document, CanvasLayout* layout, QObject* parent)
    : QGraphicsScene(parent)
    , m_document(document)
    , m_layout(layout)
    , m_editor(document, layout)
    , m_theme(CanvasTheme::fromPalette(QGuiApplication::palette(), QGuiApplication::font()))
{
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    setBackgroundBrush(m_theme.background);
    m_overviewItem = new OverviewItem(this);
    addItem(m_overviewItem);
    connect(this, &QGraphicsScene::selectionChanged, this, [this] {
        // the links of what is (or was) selected are drawn in full
        const QList<NodeId> now = selectedNodes();
        QList<EdgeItem*> touched;
        for (NodeId id : m_lastSelected + now)
            touched += m_edgesOfNode.value(id);
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
}

void CanvasScene::setOverview(bool on)
{
    if (on == m_overview)
        return;
    m_overview = on;
    for (NodeItem* n : std::as_const(m_nodes))
        n->setFlag(QGraphicsItem::ItemHasNoContents, on);
    for (EdgeItem* e : std::as_const(m_edges))
        e->setFlag(QGraphicsItem::ItemHasNoContents, on);
    m_overviewItem->setFlag(QGraphicsItem::ItemHasNoContents, !on);
    m_overviewItem->invalidate();
}

void CanvasScene::setNodeCaching(bool on)
{
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
    m_overviewItem->invalidate();
    setBackgroundBrush(m_theme.background);
    for (EdgeItem* e : std::as_const(m_edges)) {
        const NodeVisual* from = visual(e->edge().from);
        QString type;
        if (from)
            for (const PortVisual& p : from->outputs)
                if (p.name == e->edge().fromPort)
                    type = p.type;
        e->setColor(m_theme.portColor(type));
        e->update();
    }
    // nodes keep pixmaps of what they painted: repaint them in the new colours
    for (NodeItem* n : std::as_const(m_nodes))
        n->update();
    for (NoteItem* n : std::as_const(m_notes))
        n->update();
    update();
}

const NodeVisual* CanvasScene::visual(NodeId id) const
{
    auto it = m_visuals.constFind(id);
    return it == m_visuals.constEnd() ? nullptr : &*it;
}

NodeId CanvasScene::findStep(const QString& name) const
{
    return m_document->graph().findNode(NodeKind::Step, name);
}

QString CanvasScene::keyFor(const GraphNode& node) const
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

void CanvasScene::indexNode(NodeItem* item)
{
    const QRectF r(item->pos() - QPointF(12, 0), item->size() + QSizeF(24, 0));
    const QRect cells = cellsOf(r);
    auto it = m_gridCells.find(item->id());
    if (it != m_gridCells.end()) {
        if (*it == cells)
            return;
        unindexNode(item->id());
    }
    m_gridCells.insert(item->id(), cells);
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y)
            m_grid[cellKey(x, y)].append(item->id());
}

void CanvasScene::unindexNode(NodeId id)
{
    auto it = m_gridCells.find(id);
    if (it == m_gridCells.end())
        return;
    const QRect cells = *it;
    m_gridCells.erase(it);
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y) {
            auto cell = m_grid.find(cellKey(x, y));
            if (cell == m_grid.end())
                continue;
            cell->removeOne(id);
            if (cell->isEmpty())
                m_grid.erase(cell);
        }
}

QList<NodeItem*> CanvasScene::nodesNear(const QRectF& rect) const
{
    QList<NodeItem*> out;
    const QRect cells = cellsOf(rect);
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y)
            for (NodeId id : m_grid.value(cellKey(x, y)))
                if (NodeItem* item = m_nodes.value(id); item && !out.contains(item))
                    out << item;
    return out;
}

QList<NodeItem*> CanvasScene::nodesIn(const QRectF& rect) const
{
    QList<NodeItem*> out;
    for (NodeItem* n : nodesNear(rect))
        if (QRectF(n->pos(), n->size()).intersects(rect))
            out << n;
    return out;
}

NodeItem* CanvasScene::nodeNear(const QPointF& p, qreal margin, NodeId except1, NodeId except2) const
{
    auto cell = m_grid.constFind(cellKey(int(std::floor(p.x() / CellSize)), int(std::floor(p.y() / CellSize))));
    if (cell == m_grid.constEnd())
        return nullptr;
    for (NodeId id : *cell) {
        if (id == except1 || id == except2)
            continue;
        NodeItem* n = m_nodes.value(id);
        if (n && QRectF(n->pos(), n->size()).adjusted(-margin, -margin, margin, margin).contains(p))
            return n;
    }
    return nullptr;
}

PortRef CanvasScene::portAt(const QPointF& scenePos, qreal tolerance) const
{
    const QRectF probe(scenePos - QPointF(tolerance, tolerance), QSizeF(2 * tolerance, 2 * tolerance));
    for (NodeItem* node : nodesNear(probe)) {
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
    for (NodeItem* node : nodesNear(QRectF(scenePos, QSizeF(0, 0))))
        if (node->contains(node->mapFromScene(scenePos)) && (!found || node->zValue() >= found->zValue()))
            found = node;
    return found;
}

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

EdgeItem* CanvasScene::edgeItem(const GraphEdge& edge) const
{
    return m_edges.value(edgeKey(edge));
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
    for (QGraphicsItem* item : selectedItems())
        if (item->type() == EdgeItem::Type)
            edges << static_cast<EdgeItem*>(item)->edge();
    return edges;
}

void CanvasScene::selectNodes(const QList<NodeId>& ids)
{
    const QSignalBlocker block(this);
    clearSelection();
    for (NodeId id : ids)
        if (NodeItem* item = m_nodes.value(id))
            item->setSelected(true);
    blockSignals(false);
    Q_EMIT selectionChanged();
}

void CanvasScene::nodeMoved(NodeId id)
{
    if (NodeItem* item = m_nodes.value(id))
        indexNode(item);
    for (EdgeItem* e : m_edgesOfNode.value(id))
        e->updatePath();
    m_overviewItem->invalidate();
}

NodeVisual CanvasScene::makeVisual(const GraphNode& node, const QSet<QString>& linkedPorts) const
{
    NodeVisual v;
    v.kind = node.kind;
    v.name = node.name;
    const PipelineSpec& spec = m_document->spec();
    const PipelineGraph& g = m_document->graph();
    const QString idPrefix = QString::number(node.id) + QLatin1Char('\x1f');
    auto fill = [&](const QList<GraphPort>& ports, bool output, QList<PortVisual>& into) {
        for (const GraphPort& p : ports) {
            PortVisual pv;
            pv.name = p.name;
            pv.type = p.type;
            pv.bound = p.bound;
            pv.linked = linkedPorts.contains(idPrefix + (output ? QLatin1Char('o') : QLatin1Char('i')) + p.name);
            into << pv;
        }
    };
    if (node.kind == NodeKind::Step) {
        const Step* s = spec.step(node.name);
        v.stepKind = s ? s->kind : StepKind::Opaque;
        fill(g.inputPorts(node.id), false, v.inputs);
        fill(g.outputPorts(node.id), true, v.outputs);
        if (s) {
            for (PortVisual& p : v.inputs) {
                const StepPort* sp = s->input(p.name);
                if (!sp)
                    continue;
                const Binding& b = sp->binding;
                if (b.kind == Binding::Kind::Literal) {
                    p.value = b.text;
                    if (p.type.isEmpty() && !sp->inlineDecl)
                        p.type = literalType(p.value);
                } else if (p.type.isEmpty() && b.kind == Binding::Kind::StepOutput) {
                    // an inline step declares no types: its port takes the colour of what feeds it
                    if (const Step* from = spec.step(b.step))
                        p.type = from->outputType(b.port);
                } else if (p.type.isEmpty() && b.kind == Binding::Kind::ParentInput) {
                    if (const PortDecl* d = spec.input(b.port))
                        p.type = d->isLiteralForm ? literalType(d->value.value) : d->type.value;
                }
            }
            if (s->resolved && s->resolved->name) {
                v.subtitle = s->resolved->name.value;
                if (s->resolved->version)
                    v.subtitle += QStringLiteral(" · v") + s->resolved->version.value;
            } else if (s->component.kind == ComponentRef::Kind::Workspace
                || s->component.kind == ComponentRef::Kind::Registry) {
                v.subtitle = s->component.field.value;
            } else if (s->component.kind == ComponentRef::Kind::File) {
                v.subtitle = QFileInfo(s->component.field.value).fileName();
                if (!s->resolved)
                    v.subtitle += tr(" (not found)");
            } else if (s->kind == StepKind::Opaque) {
                v.subtitle = s->type.value;
            } else {
                v.subtitle = tr("inline %1").arg(stepKindName(s->kind));
            }
            if (s->resolved && s->resolved->description)
                v.description = s->resolved->description.value;
            if (s->compute.kind == ComputeRef::Kind::Expression) {
                const Binding b = Binding::parse(s->compute.name);
                v.compute = b.kind == Binding::Kind::ParentInput ? tr("from input %1").arg(b.port) : s->compute.name;
            } else if (s->compute.kind != ComputeRef::Kind::Default) {
                v.compute = s->compute.display();
            } else if (spec.settings.defaultCompute.kind != ComputeRef::Kind::Default) {
                v.compute = spec.settings.defaultCompute.display();
                v.computeInherited = true;
            }
            if (v.compute.startsWith(QLatin1String("azureml:")))
                v.compute = v.compute.mid(8);
            if (s->kind == StepKind::Pipeline && s->component.kind == ComponentRef::Kind::File && s->resolved
                && s->resolved->pipeline)
                v.componentFile = s->component.path;
            v.inlinePipeline = s->component.kind == ComponentRef::Kind::Inline && s->resolved && s->resolved->pipeline;
        }
        const int rows = int(qMax(v.inputs.size(), v.outputs.size()));
        // wide enough for the longest names, within limits
        const QFontMetricsF title(m_theme.titleFont);
        const QFontMetricsF body(m_theme.bodyFont);
        const QFontMetricsF small(m_theme.smallFont);
        qreal widest = qMax(title.horizontalAdvance(v.name) + 90, small.horizontalAdvance(v.subtitle) + 48);
        qreal in = 0;
        qreal out = 0;
        for (const PortVisual& p : v.inputs)
            in = qMax(in, body.horizontalAdvance(p.name));
        for (const PortVisual& p : v.outputs)
            out = qMax(out, body.horizontalAdvance(p.name));
        widest = qMax(widest, 2 * qMax(in, out) + 40);
        const qreal width = qBound(StepWidth, std::ceil(widest / GridSize) * GridSize, MaxStepWidth);
        v.size = QSizeF(width, HeaderHeight + rows * RowHeight + (rows ? 10 : 6));
    } else {
        if (node.kind == NodeKind::PipelineInput) {
            fill(g.outputPorts(node.id), true, v.outputs);
            const PortDecl* d = spec.input(node.name);
            // a parameter written as a literal has no declared type: show the one its value has
            if (d && d->isLiteralForm && !v.outputs.isEmpty() && v.outputs.first().type.isEmpty())
                v.outputs.first().type = literalType(d->value.value);
            if (d && d->isLiteralForm)
                v.subtitle = QStringLiteral("= ") + d->value.value;
            else
                v.subtitle = d && d->type ? d->type.value : QString();
            if (d && d->path)
                v.description = d->path.value;
        } else {
            fill(g.inputPorts(node.id), false, v.inputs);
            const PortDecl* d = spec.output(node.name);
            v.subtitle = d && d->type ? d->type.value : QString();
            if (d && d->mode)
                v.subtitle += QStringLiteral(" · ") + d->mode.value;
        }
        const QFontMetricsF title(m_theme.titleFont);
        const qreal widest = qMax(
            title.horizontalAdvance(v.name) + 60, QFontMetricsF(m_theme.smallFont).horizontalAdvance(v.subtitle) + 48);
        v.size
            = QSizeF(qBound(TerminalWidth, std::ceil(widest / GridSize) * GridSize, MaxTerminalWidth), TerminalHeight);
    }
    const QString problemKey = node.kind == NodeKind::Step ? node.name : keyFor(node);
    if (auto it = m_problems.constFind(problemKey); it != m_problems.constEnd()) {
        v.errors = it->errors;
        v.warnings = it->warnings;
        v.problems = it->messages;
        for (PortVisual& p : v.inputs) {
            const auto port = it->ports.value(QStringLiteral("inputs.") + p.name);
            p.problem = port.first;
            p.problemText = port.second;
        }
        for (PortVisual& p : v.outputs) {
            const auto port = it->ports.value(QStringLiteral("outputs.") + p.name);
            p.problem = port.first;
            p.problemText = port.second;
        }
    }
    return v;
}

void CanvasScene::updateDiagnostics()
{
    m_problems.clear();
    const QString path = m_document->filePath();
    for (const Diagnostic& d : m_document->diagnostics()) {
        if (d.severity == Severity::Info)
            continue;
        if (!d.file.isEmpty() && !path.isEmpty() && d.file != path)
            continue;
        QString key = d.step;
        if (key.isEmpty()) {
            if (d.field.startsWith(QLatin1String("inputs.")))
                key = CanvasLayout::inputKey(d.field.mid(7).section(QLatin1Char('.'), 0, 0));
            else if (d.field.startsWith(QLatin1String("outputs.")))
                key = CanvasLayout::outputKey(d.field.mid(8).section(QLatin1Char('.'), 0, 0));
            else
                continue;
        }
        Counts& c = m_problems[key];
        if (d.severity == Severity::Error)
            ++c.errors;
        else
            ++c.warnings;
        if (c.messages.size() < 4)
            c.messages << d.message;
        // the port the finding is about, when it names one ("inputs.x", "outputs.y.mode")
        if (!d.step.isEmpty()
            && (d.field.startsWith(QLatin1String("inputs.")) || d.field.startsWith(QLatin1String("outputs.")))) {
            const QString port = d.field.section(QLatin1Char('.'), 0, 1);
            const int level = d.severity == Severity::Error ? 2 : 1;
            auto& slot = c.ports[port];
            if (level > slot.first)
                slot = { level, d.message };
        }
    }
}

void CanvasScene::sync()
{
    const PipelineGraph& g = m_document->graph();
    updateDiagnostics();
    QSet<QString> linked;
    for (const GraphEdge& e : g.edges()) {
        linked.insert(QString::number(e.from) + QLatin1Char('\x1f') + QLatin1Char('o') + e.fromPort);
        linked.insert(QString::number(e.to) + QLatin1Char('\x1f') + QLatin1Char('i') + e.toPort);
    }

    QSet<NodeId> seen;
    QList<NodeItem*> fresh;
    bool anyPlaced = false;
    QHash<QString, QPointF> copied;
    for (const GraphNode& n : g.nodes()) {
        seen.insert(n.id);
        NodeVisual v = makeVisual(n, linked);
        const QString key = keyFor(n);
        NodeItem* item = m_nodes.value(n.id);
        if (!item) {
            m_visuals.insert(n.id, v);
            m_keys.insert(n.id, key);
            item = new NodeItem(this, n.id);
            item->setFlag(QGraphicsItem::ItemIsMovable, !isReadOnly());
            item->setFlag(QGraphicsItem::ItemHasNoContents, m_overview);
            if (m_layout && m_layout->hasPosition(key)) {
                m_applyingLayout = true;
                item->setPos(m_layout->position(key));
                m_applyingLayout = false;
                anyPlaced = true;
            } else {
                fresh << item;
            }
            m_nodes.insert(n.id, item);
            addItem(item);
            indexNode(item);
            continue;
        }
        anyPlaced = true;
        const QString oldKey = m_keys.value(n.id);
        if (oldKey != key) {
            // renamed elsewhere (outline, source): the node keeps its place, and so does the old name for undo
            if (m_layout && !m_layout->hasPosition(key))
                copied.insert(key, item->pos());
            m_keys.insert(n.id, key);
        }
        NodeVisual& old = m_visuals[n.id];
        if (!(old == v)) {
            const bool resized = old.size != v.size;
            old = std::move(v);
            if (resized) {
                item->updateGeometry();
                indexNode(item);
            }
            item->update();
        }
    }
    if (m_layout && !copied.isEmpty())
        m_layout->setPositions(copied);
    for (auto it = m_nodes.begin(); it != m_nodes.end();) {
        if (seen.contains(it.key())) {
            ++it;
            continue;
        }
        NodeItem* item = it.value();
        unindexNode(it.key());
        m_visuals.remove(it.key());
        m_keys.remove(it.key());
        m_edgesOfNode.remove(it.key());
        it = m_nodes.erase(it);
        removeItem(item);
        delete item;
    }
    if (!fresh.isEmpty())
        placeNodes(fresh, !anyPlaced);
    syncEdges();
    syncNotes();
    updateContentRect();
    if (m_focusPort.isValid()) {
        // the focused port went away with its node (or the component no longer declares it)
        bool still = false;
        if (const NodeVisual* v = visual(m_focusPort.node))
            for (const PortVisual& p : m_focusPort.output ? v->outputs : v->inputs)
                still = still || p.name == m_focusPort.port;
        if (!still)
            m_focusPort = PortRef();
    }
    Q_EMIT synced();
}

void CanvasScene::updateStubs(const QList<EdgeItem*>& edges)
{
    for (EdgeItem* e : edges) {
        if (m_edges.value(edgeKey(e->edge())) != e)
            continue; // going away
        const NodeVisual* from = visual(e->edge().from);
        if (!from)
            continue;
        const int fan = m_fanOut.value(QString::number(e->edge().from) + QLatin1Char('\x1f') + e->edge().fromPort);
        const int limit = from->kind == NodeKind::PipelineInput ? InputFanLimit : OutputFanLimit;
        NodeItem* a = m_nodes.value(e->edge().from);
        NodeItem* b = m_nodes.value(e->edge().to);
        const bool focused = (a && a->isSelected()) || (b && b->isSelected());
        const QString label
            = from->kind == NodeKind::Step ? from->name + QLatin1Char('.') + e->edge().fromPort : from->name;
        e->setStub(fan > limit && !focused, label);
    }
}

void CanvasScene::syncEdges()
{
    const PipelineGraph& g = m_document->graph();
    QHash<QString, EdgeItem*> next;
    m_edgesOfNode.clear();
    for (const GraphEdge& e : g.edges()) {
        if (!m_nodes.contains(e.from) || !m_nodes.contains(e.to))
            continue;
        const QString key = edgeKey(e);
        EdgeItem* item = m_edges.take(key);
        const bool added = !item;
        if (added) {
            item = new EdgeItem(this, e);
            item->setFlag(QGraphicsItem::ItemHasNoContents, m_overview);
        }
        QString type;
        if (const NodeVisual* from = visual(e.from))
            for (const PortVisual& p : from->outputs)
                if (p.name == e.fromPort)
                    type = p.type;
        item->setColor(m_theme.portColor(type));
        item->updatePath(true);
        if (added)
            addItem(item); // with its shape known: one index insertion

        next.insert(key, item);
        m_edgesOfNode[e.from] << item;
        m_edgesOfNode[e.to] << item;
    }
    for (EdgeItem* stale : std::as_const(m_edges)) {
        removeItem(stale);
        delete stale;
    }
    m_edges = std::move(next);
    m_fanOut.clear();
    for (EdgeItem* e : std::as_const(m_edges))
        ++m_fanOut[QString::number(e->edge().from) + QLatin1Char('\x1f') + e->edge().fromPort];
    updateStubs(m_edges.values());
}

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

void CanvasScene::placeNodes(const QList<NodeItem*>& fresh, bool all)
{
    const PipelineGraph& g = m_document->graph();
    QHash<QString, QPointF> positions;
    if (all) {
        // nothing has a place yet: lay out the whole graph
        QList<NodeId> ids;
        QHash<NodeId, int> index;
        QList<QSizeF> sizes;
        for (const GraphNode& n : g.nodes()) {
            if (!m_nodes.contains(n.id))
                continue;
            index.insert(n.id, int(ids.size()));
            ids << n.id;
            sizes << m_visuals.value(n.id).size;
        }
        QList<QPair<int, int>> edges;
        for (const GraphEdge& e : g.edges())
            if (index.contains(e.from) && index.contains(e.to))
                edges.append({ index.value(e.from), index.value(e.to) });
        const GraphLayout::Result r = GraphLayout::layout(sizes, edges, GraphLayout::Engine::Auto, m_graphvizLimit);
        m_lastEngine = r.engine;
        if (!r.warning.isEmpty())
            Q_EMIT message(tr("%1; the canvas used its own layout instead.").arg(r.warning), false);
        for (int i = 0; i < ids.size(); ++i)
            positions.insert(m_keys.value(ids[i]), snapped(r.positions[i]));
    } else {
        // new nodes next to what they are linked to, without covering anything
        QSet<NodeId> freshIds;
        for (NodeItem* item : fresh)
            freshIds.insert(item->id());
        QRectF content;
        for (NodeItem* n : std::as_const(m_nodes))
            if (!freshIds.contains(n->id()))
                content |= QRectF(n->pos(), n->size());
        int stacked = 0;
        for (NodeItem* item : fresh) {
            const QSizeF size = item->size();
            QPointF p;
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
                p = QPointF(right + GraphLayout::LayerGap, sumY / count);
            else if (count)
                p = QPointF(left - GraphLayout::LayerGap - size.width(), sumY / count);
            else if (content.isNull())
                p = QPointF(0, stacked * (size.height() + GraphLayout::NodeGap));
            else
                p = QPointF(content.left() + stacked * 40, content.bottom() + 60);
            ++stacked;
            // step down until the place is free
            for (int guard = 0; guard < 200; ++guard) {
                const QRectF want(p, size);
                bool clash = false;
                for (QGraphicsItem* other : items(want.adjusted(-12, -12, 12, 12))) {
                    if (other == item || other->type() != NodeItem::Type)
                        continue;
                    const NodeId otherId = static_cast<NodeItem*>(other)->id();
                    // fresh nodes not placed yet still sit at the origin and do not count
                    if (!freshIds.contains(otherId) || positions.contains(m_keys.value(otherId))) {
                        clash = true;
                        break;
                    }
                }
                if (!clash)
                    break;
                p.ry() += 40;
            }
            p = snapped(p);
            positions.insert(m_keys.value(item->id()), p);
            m_applyingLayout = true;
            item->setPos(p);
            m_applyingLayout = false;
        }
    }
    if (m_layout) {
        m_layout->setPositions(positions); // places computed, not chosen: no undo step
    } else {
        m_applyingLayout = true;
        for (auto it = m_nodes.begin(); it != m_nodes.end(); ++it)
            if (positions.contains(m_keys.value(it.key())))
                it.value()->setPos(positions.value(m_keys.value(it.key())));
        m_applyingLayout = false;
    }
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
        sizes << m_visuals.value(n.id).size;
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
        positions.insert(m_keys.value(ids[i]), snapped(r.positions[i] + origin));
    if (!m_layout) {
        m_applyingLayout = true;
        for (int i = 0; i < ids.size(); ++i)
            m_nodes.value(ids[i])->setPos(positions.value(m_keys.value(ids[i])));
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
    m_applyingLayout = true;
    QSet<NodeId> moved;
    if (keys.isEmpty()) {
        for (auto it = m_nodes.begin(); it != m_nodes.end(); ++it) {
            const QString key = m_keys.value(it.key());
            if (m_layout->hasPosition(key) && it.value()->pos() != m_layout->position(key)) {
                it.value()->setPos(m_layout->position(key));
                moved.insert(it.key());
            }
        }
    } else {
        const QSet<QString> wanted(keys.begin(), keys.end());
        for (auto it = m_nodes.begin(); it != m_nodes.end(); ++it) {
            const QString key = m_keys.value(it.key());
            if (!wanted.contains(key) || !m_layout->hasPosition(key))
                continue;
            if (it.value()->pos() != m_layout->position(key)) {
                it.value()->setPos(m_layout->position(key));
                moved.insert(it.key());
            }
        }
    }
    m_applyingLayout = false;
    for (NodeId id : std::as_const(moved))
        nodeMoved(id);
    if (!moved.isEmpty()) {
        // links that pass where nodes now stand bend around them: after a few moves look near them, after a
        // whole new layout route every link once
        if (moved.size() > 64) {
            for (EdgeItem* e : std::as_const(m_edges))
                e->updatePath(true);
        } else {
            QSet<EdgeItem*> near;
            for (NodeId id : std::as_const(moved)) {
                NodeItem* n = m_nodes.value(id);
                for (QGraphicsItem* item : items(QRectF(n->pos(), n->size()), Qt::IntersectsItemBoundingRect))
                    if (item->type() == EdgeItem::Type)
                        near.insert(static_cast<EdgeItem*>(item));
            }
            for (EdgeItem* e : std::as_const(near))
                e->updatePath(true);
        }
        updateContentRect();
    }
}

void CanvasScene::setRunStatus(const QString& step, RunStatus status, double seconds, bool reused)
{
    m_runMarks.insert(step, RunMark {status, seconds, reused});
    if (NodeItem* item = nodeItem(findStep(step.section(QLatin1Char('.'), 0, 0))))
        item->update();
}

void CanvasScene::clearRunStatus()
{
    if (m_runMarks.isEmpty())
        return;
    m_runMarks.clear();
    for (NodeItem* item : nodeItems())
        item->update();
}

std::optional<CanvasScene::RunMark> CanvasScene::runMark(const QString& stepName) const
{
    if (auto it = m_runMarks.constFind(stepName); it != m_runMarks.constEnd())
        return *it;
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
        const RunMark& m = it.value();
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
