// SPDX-License-Identifier: MIT
#include "canvasscene.h"

#include "canvasitems.h"
#include "canvaslayout.h"
#include "pipelinedocument.h"

#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsSceneMouseEvent>
#include <QGuiApplication>
#include <QPainter>
#include <QSet>
#include <QStyleOptionGraphicsItem>
#include <QUndoStack>

#include <atomic>
#include <cmath>
#include <optional>
#include <system_error>
#include <thread>

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

    LinkKey edgeKey(const GraphEdge& e)
    {
        return LinkKey { e.from, e.to, e.fromPort, e.toPort };
    }

    qsizetype portIndex(const QList<PortVisual>& ports, const QString& name)
    {
        for (qsizetype i = 0; i < ports.size(); ++i)
            if (ports[i].name == name)
                return i;
        return -1;
    }

    // a thread that is waited for however the scope ends (a joinable std::thread must not be destroyed)
    struct JoinOnExit {
        std::thread& thread;
        void join() const
        {
            if (thread.joinable())
                thread.join();
        }
        ~JoinOnExit() { join(); }
    };

    // links lie beneath the nodes (z 0) and above the notes (z -2)
    constexpr qreal LinkZ = -1;

    // more links than this change at once: they wait, each is routed when first drawn or hit, and the view
    // repaints them all at once instead of place by place
    constexpr int BulkLinks = 64;

} // namespace

/// Widths of text, to size nodes: plain ASCII text is measured as the sum of its characters' advances (kerning
/// moves it by a fraction of a pixel; the width is rounded up to the grid anyway), other text by shaping it,
/// once. Shaping every name of a pipeline of thousands of steps would take a large part of opening it.
class CanvasScene::TextWidths {
public:
    explicit TextWidths(const QFont& font)
        : m_metrics(font)
    {
        m_ascii.fill(-1);
    }
    /// A copy for another thread: it knows every ASCII advance and never touches the font (font objects are not
    /// to be shared between threads); text it cannot measure so sets missed() for the GUI thread to do again.
    std::unique_ptr<TextWidths> offline()
    {
        for (char16_t u = 32; u < 127; ++u)
            if (m_ascii[u - 32] < 0)
                m_ascii[u - 32] = m_metrics->horizontalAdvance(QChar(u));
        auto copy = std::unique_ptr<TextWidths>(new TextWidths(m_ascii));
        return copy;
    }
    bool missed() const { return m_missed; }
    void clearMissed() { m_missed = false; }
    /// Say again that text could not be measured (a width remembered from an earlier miss).
    void markMissed() { m_missed = true; }
    qreal operator()(const QString& text)
    {
        qreal w = 0;
        for (const QChar c : text) {
            const char16_t u = c.unicode();
            if (u < 32 || u >= 127)
                return shaped(text);
            qreal& a = m_ascii[u - 32];
            if (a < 0)
                a = m_metrics ? m_metrics->horizontalAdvance(c) : 0;
            w += a;
        }
        return w;
    }

private:
    explicit TextWidths(const std::array<qreal, 95>& ascii)
        : m_ascii(ascii)
    {
    }
    qreal shaped(const QString& text)
    {
        if (!m_metrics) {
            m_missed = true;
            return 0;
        }
        auto it = m_other.constFind(text);
        if (it == m_other.constEnd())
            it = m_other.insert(text, m_metrics->horizontalAdvance(text));
        return *it;
    }
    std::optional<QFontMetricsF> m_metrics; // none: an offline copy
    std::array<qreal, 95> m_ascii;
    QHash<QString, qreal> m_other;
    bool m_missed = false;
};

CanvasScene::TextWidths& CanvasScene::widths(int font) const
{
    if (!m_widths[font]) {
        const QFont& f = font == 0 ? m_theme.titleFont : font == 1 ? m_theme.bodyFont : m_theme.smallFont;
        m_widths[font] = std::make_unique<TextWidths>(f);
    }
    return *m_widths[font];
}

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
    for (auto& w : m_widths)
        w.reset();
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
            m_grid[cellKey(x, y)].append(item);
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
            cell->removeIf([id](const NodeItem* n) { return n->id() == id; });
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
            for (NodeItem* item : m_grid.value(cellKey(x, y)))
                if (!out.contains(item))
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
    for (NodeItem* n : *cell) {
        if (n->id() == except1 || n->id() == except2)
            continue;
        if (QRectF(n->pos(), n->size()).adjusted(-margin, -margin, margin, margin).contains(p))
            return n;
    }
    return nullptr;
}

bool CanvasScene::anyNodeBetween(const QRectF& rect, qreal left, qreal right, NodeId except1, NodeId except2) const
{
    if (left >= right)
        return false;
    const QRect cells = cellsOf(rect);
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y) {
            auto cell = m_grid.constFind(cellKey(x, y));
            if (cell == m_grid.constEnd())
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

// ----- links ---------------------------------------------------------------------------------------

void CanvasScene::gridLink(EdgeItem* link)
{
    const QRect cells = cellsOf(link->currentBounds());
    if (cells == link->m_cells)
        return;
    ungridLink(link);
    link->m_cells = cells;
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y)
            m_linkGrid[cellKey(x, y)].append(link);
}

void CanvasScene::ungridLink(EdgeItem* link)
{
    const QRect cells = link->m_cells;
    if (cells.isNull())
        return;
    link->m_cells = QRect();
    for (int x = cells.left(); x <= cells.right(); ++x)
        for (int y = cells.top(); y <= cells.bottom(); ++y) {
            auto cell = m_linkGrid.find(cellKey(x, y));
            if (cell == m_linkGrid.end())
                continue;
            cell->removeOne(link);
            if (cell->isEmpty())
                m_linkGrid.erase(cell);
        }
}

void CanvasScene::routeLink(EdgeItem* link)
{
    // a link waiting since a bulk change, now in sight or hit: the view repaints everything after a bulk change,
    // and the cells it is listed in hold any way it can take, so neither changes (this can run while the grid
    // is being walked)
    link->route();
    if (link->m_pending) {
        link->m_pending = false;
        gridLink(link);
    }
}

void CanvasScene::gridPendingLinks() const
{
    // links waiting since a bulk change go into the grid by the room their way may take; each is routed when
    // first drawn or hit (few of a large pipeline ever are)
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
    // how far a detour around a node can take a link beyond its plain curve: above or below the tallest node,
    // and half the widest one to either side (see EdgeItem::route)
    qreal width = 0;
    qreal height = 0;
    for (NodeItem* n : std::as_const(m_nodes)) {
        width = qMax(width, n->size().width());
        height = qMax(height, n->size().height());
    }
    m_linkRoom = QSizeF(width / 2 + 40, height + 22);
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

template<typename F>
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
            auto cell = m_linkGrid.constFind(cellKey(x, y));
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
    auto cell = m_linkGrid.constFind(cellKey(int(std::floor(p.x() / CellSize)), int(std::floor(p.y() / CellSize))));
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
            const QLineF l = link->m_stub ? QLineF(link->m_end - QPointF(60, 0), link->m_end)
                                          : QLineF(link->m_start, link->m_end);
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

void CanvasScene::clearSelection()
{
    const bool links = clearLinkSelection();
    const bool items = !selectedItems().isEmpty();
    QGraphicsScene::clearSelection();
    if (links && !items)
        Q_EMIT selectionChanged();
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
        // a press elsewhere takes the links out of the selection as it does the items (unless it adds to it, or
        // starts dragging what is selected)
        if (!multi && (!above || !above->isSelected()) && clearLinkSelection())
            Q_EMIT selectionChanged();
    }
    QGraphicsScene::mousePressEvent(event);
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

void CanvasScene::nodeMoved(NodeId id)
{
    if (NodeItem* item = m_nodes.value(id))
        indexNode(item);
    if (!m_deferLinks)
        for (EdgeItem* e : edgesOfNode(id))
            e->updatePath();
    m_overviewItem->invalidate();
}

/// What the visuals of one sync share, worked out once.
struct CanvasScene::VisualContext {
    QString defaultCompute; // the pipeline's default compute as shown; empty when it has none
    const Step* step = nullptr; // the step of the node at hand when known (else looked up by name)
    // what many steps share, worked out once per sync: the subtitle of a component ("name · vN") and its width,
    // and the subtitle of inline steps by kind
    struct Subtitle {
        QString text;
        qreal width = -1;
        bool unmeasured = false; // an offline TextWidths could not measure it: each node using it is redone
    };
    mutable QHash<const ComponentSpec*, Subtitle> components;
    mutable QHash<int, Subtitle> inlineKinds;
    std::array<TextWidths*, 3> widths {}; // 0 title, 1 body, 2 small

    /// The subtitle of a step of this component, worked out and measured once.
    const Subtitle& componentSubtitle(const ComponentSpec& c) const
    {
        Subtitle& sub = components[&c];
        if (sub.width < 0) {
            sub.text = c.name.value;
            if (c.version)
                sub.text += QStringLiteral(" · v") + c.version.value;
            measure(sub);
        }
        return use(sub);
    }
    /// The subtitle of a step written inline, by its kind.
    const Subtitle& inlineSubtitle(StepKind kind) const
    {
        Subtitle& sub = inlineKinds[int(kind)];
        if (sub.width < 0) {
            sub.text = CanvasScene::tr("inline %1").arg(stepKindName(kind));
            measure(sub);
        }
        return use(sub);
    }

private:
    void measure(Subtitle& sub) const
    {
        sub.width = (*widths[2])(sub.text);
        sub.unmeasured = widths[2]->missed();
    }
    const Subtitle& use(const Subtitle& sub) const
    {
        if (sub.unmeasured)
            widths[2]->markMissed(); // each node showing it is measured again on the GUI thread
        return sub;
    }
};

NodeVisual CanvasScene::makeVisual(const GraphNode& node, const VisualContext& context) const
{
    NodeVisual v;
    v.kind = node.kind;
    v.name = node.name;
    const PipelineSpec& spec = m_document->spec();
    const PipelineGraph& g = m_document->graph();
    auto fill = [&](const QList<GraphPort>& ports, bool output, QList<PortVisual>& into) {
        for (const GraphPort& p : ports) {
            PortVisual pv;
            pv.name = p.name;
            pv.type = p.type;
            pv.bound = p.bound;
            into << pv;
        }
    };
    if (node.kind == NodeKind::Step) {
        qreal subtitleWidth = -1; // known when the subtitle came from the context
        const Step* s = context.step && context.step->name == node.name ? context.step : spec.step(node.name);
        v.stepKind = s ? s->kind : StepKind::Opaque;
        if (s) {
            // the ports PipelineGraph::inputPorts() and outputPorts() give, read from the step found once: the
            // component's in its order, then those only the step names
            auto ports = [&](const QList<PortDecl>* decls, const QList<StepPort>& own, bool output,
                             QList<PortVisual>& into) {
                into.reserve((decls ? decls->size() : 0) + own.size());
                auto add = [&](const QString& name, const StepPort* sp, const PortDecl* d) {
                    PortVisual pv;
                    pv.name = name;
                    if (sp && sp->inlineDecl && sp->decl.type)
                        pv.type = sp->decl.type.value;
                    else if (d && d->type)
                        pv.type = d->type.value;
                    else if (output && sp)
                        pv.type = QStringLiteral("uri_folder"); // outputs without a declared type are folders
                    pv.bound = sp && sp->binding.kind != Binding::Kind::None;
                    if (sp && !output) {
                        // a literal shows its value and, without a declared type, the colour of that value; a
                        // pipeline parameter gives its type
                        const Binding& b = sp->binding;
                        if (b.kind == Binding::Kind::Literal) {
                            pv.value = b.text;
                            if (pv.type.isEmpty() && !sp->inlineDecl)
                                pv.type = literalType(pv.value);
                        } else if (pv.type.isEmpty() && b.kind == Binding::Kind::ParentInput) {
                            if (const PortDecl* pd = spec.input(b.port))
                                pv.type = pd->isLiteralForm ? literalType(pd->value.value) : pd->type.value;
                        }
                    }
                    into << std::move(pv);
                };
                if (decls)
                    for (const PortDecl& d : *decls) {
                        const StepPort* sp = nullptr;
                        for (const StepPort& o : own)
                            if (o.name == d.name) {
                                sp = &o;
                                break;
                            }
                        add(d.name, sp, &d);
                    }
                for (const StepPort& o : own) {
                    bool declared = false;
                    if (decls)
                        for (const PortDecl& d : *decls)
                            if (d.name == o.name) {
                                declared = true;
                                break;
                            }
                    if (!declared)
                        add(o.name, &o, nullptr);
                }
            };
            ports(s->resolved ? &s->resolved->inputs : nullptr, s->inputs, false, v.inputs);
            ports(s->resolved ? &s->resolved->outputs : nullptr, s->outputs, true, v.outputs);
            if (s->resolved && s->resolved->name) {
                const VisualContext::Subtitle& sub = context.componentSubtitle(*s->resolved);
                v.subtitle = sub.text;
                subtitleWidth = sub.width;
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
                const VisualContext::Subtitle& sub = context.inlineSubtitle(s->kind);
                v.subtitle = sub.text;
                subtitleWidth = sub.width;
            }
            if (s->resolved && s->resolved->description)
                v.description = s->resolved->description.value;
            if (s->compute.kind == ComputeRef::Kind::Expression) {
                const Binding b = Binding::parse(s->compute.name);
                v.compute = b.kind == Binding::Kind::ParentInput ? tr("from input %1").arg(b.port) : s->compute.name;
            } else if (s->compute.kind != ComputeRef::Kind::Default) {
                v.compute = s->compute.display();
            } else if (!context.defaultCompute.isEmpty()) {
                v.compute = context.defaultCompute;
                v.computeInherited = true;
            }
            if (!v.computeInherited && v.compute.startsWith(QLatin1String("azureml:")))
                v.compute = v.compute.mid(8);
            if (s->kind == StepKind::Pipeline && s->component.kind == ComponentRef::Kind::File && s->resolved
                && s->resolved->pipeline)
                v.componentFile = s->component.path;
            v.inlinePipeline = s->component.kind == ComponentRef::Kind::Inline && s->resolved && s->resolved->pipeline;
        }
        const int rows = int(qMax(v.inputs.size(), v.outputs.size()));
        // wide enough for the longest names, within limits
        TextWidths& body = *context.widths[1];
        if (subtitleWidth < 0)
            subtitleWidth = (*context.widths[2])(v.subtitle);
        qreal widest = qMax((*context.widths[0])(v.name) + 90, subtitleWidth + 48);
        qreal in = 0;
        qreal out = 0;
        for (const PortVisual& p : v.inputs)
            in = qMax(in, body(p.name));
        for (const PortVisual& p : v.outputs)
            out = qMax(out, body(p.name));
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
        const qreal widest = qMax((*context.widths[0])(v.name) + 60, (*context.widths[2])(v.subtitle) + 48);
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
    VisualContext context;
    if (m_document->spec().settings.defaultCompute.kind != ComputeRef::Kind::Default) {
        context.defaultCompute = m_document->spec().settings.defaultCompute.display();
        if (context.defaultCompute.startsWith(QLatin1String("azureml:")))
            context.defaultCompute = context.defaultCompute.mid(8);
    }
    // what every node shows, then what its links add: the ports they end on, and for an inline step (which
    // declares no types) the type, and so the colour, of what feeds each input
    const QList<GraphNode>& nodes = g.nodes();
    // each node's place in the graph's list, by id (ids are small and dense: an array, not a hash)
    NodeId topId = 0;
    for (const GraphNode& n : nodes)
        topId = qMax(topId, n.id);
    std::vector<qsizetype> seen(std::size_t(topId) + 1, -1);
    auto placeOf = [&seen](NodeId id) { return id < seen.size() ? seen[id] : qsizetype(-1); };
    // the graph lists steps in the spec's order: walk both together instead of looking every step up by name
    std::vector<const Step*> stepOf(std::size_t(nodes.size()), nullptr);
    const QList<Step>& steps = m_document->spec().steps;
    qsizetype nextStep = 0;
    for (qsizetype index = 0; index < nodes.size(); ++index) {
        const GraphNode& n = nodes[index];
        if (seen[n.id] < 0)
            seen[n.id] = index; // a name listed twice: the graph keeps the first
        if (n.kind == NodeKind::Step && nextStep >= 0) {
            while (nextStep < steps.size() && steps[nextStep].name != n.name)
                ++nextStep; // a step listed twice: the graph keeps the first
            if (nextStep < steps.size())
                stepOf[std::size_t(index)] = &steps[nextStep++];
            else
                nextStep = -1; // not in that order after all: by name from here on
        }
    }
    std::vector<NodeVisual> visuals(std::size_t(nodes.size()));
    for (int font = 0; font < 3; ++font)
        context.widths[std::size_t(font)] = &widths(font);
    auto build = [&](VisualContext& c, qsizetype from, qsizetype to, QList<qsizetype>* missed) {
        for (qsizetype index = from; index < to; ++index) {
            c.step = stepOf[std::size_t(index)];
            visuals[std::size_t(index)] = makeVisual(nodes[index], c);
            if (missed && (c.widths[0]->missed() || c.widths[1]->missed() || c.widths[2]->missed())) {
                *missed << index; // text the other thread could not measure: done again here
                for (TextWidths* w : c.widths)
                    w->clearMissed();
            }
        }
    };
    if (nodes.size() >= m_parallelFrom) {
        // a large pipeline: the second half on another thread (each node reads only the document, which does not
        // change meanwhile, and its own part of `visuals`)
        VisualContext other;
        other.defaultCompute = context.defaultCompute;
        std::array<std::unique_ptr<TextWidths>, 3> offline;
        for (std::size_t font = 0; font < 3; ++font) {
            offline[font] = context.widths[font]->offline();
            other.widths[font] = offline[font].get();
        }
        const qsizetype half = nodes.size() / 2;
        // what many of its steps share is measured here first, where every text can be measured (a subtitle such
        // as "name · v2" is not plain ASCII): the other thread finds it done
        for (qsizetype index = half; index < nodes.size(); ++index)
            if (const Step* s = stepOf[std::size_t(index)]) {
                if (s->resolved && s->resolved->name)
                    context.componentSubtitle(*s->resolved);
                else if (s->component.kind == ComponentRef::Kind::Inline && s->kind != StepKind::Opaque)
                    context.inlineSubtitle(s->kind);
            }
        other.components = context.components;
        other.inlineKinds = context.inlineKinds;
        QList<qsizetype> missed;
        std::thread worker;
        const JoinOnExit joinWorker { worker }; // also when this thread's part throws
        try {
            worker = std::thread([&] { build(other, half, nodes.size(), &missed); });
        } catch (const std::system_error&) {
            // no thread to be had: all of it here
            missed.clear();
            build(context, half, nodes.size(), nullptr);
        }
        build(context, 0, half, nullptr);
        joinWorker.join();
        for (qsizetype index : std::as_const(missed)) {
            context.step = stepOf[std::size_t(index)];
            visuals[std::size_t(index)] = makeVisual(nodes[index], context);
        }
    } else {
        build(context, 0, nodes.size(), nullptr);
    }
    std::vector<LinkEnds> ends(std::size_t(g.edges().size()));
    for (qsizetype index = 0; index < g.edges().size(); ++index) {
        const GraphEdge& e = g.edges()[index];
        const qsizetype f = placeOf(e.from);
        const qsizetype t = placeOf(e.to);
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

    // a large pipeline opened without stored places: its layout is worked out on another thread while the items
    // are made (Graphviz, used for small graphs only, stays on this one)
    std::optional<GraphLayout::Result> laidOut;
    QList<QSizeF> sizes; // what it reads: kept until it is done
    QList<QPair<int, int>> edges;
    std::thread layoutWorker;
    const JoinOnExit joinLayout { layoutWorker };
    if (m_nodes.isEmpty() && nodes.size() >= m_parallelFrom && nodes.size() > m_graphvizLimit
        && (!m_layout || m_layout->positions().isEmpty())) {
        sizes.reserve(nodes.size());
        for (const NodeVisual& v : visuals)
            sizes << v.size;
        edges.reserve(g.edges().size());
        for (const GraphEdge& e : g.edges()) {
            const qsizetype from = placeOf(e.from);
            const qsizetype to = placeOf(e.to);
            if (from >= 0 && to >= 0)
                edges.append({ int(from), int(to) });
        }
        laidOut.emplace();
        try {
            layoutWorker = std::thread([&laidOut, &sizes, &edges, limit = m_graphvizLimit] {
                *laidOut = GraphLayout::layout(sizes, edges, GraphLayout::Engine::Auto, limit);
            });
        } catch (const std::system_error&) {
            laidOut.reset(); // laid out below, on this thread
        }
    }
    if (m_nodes.isEmpty()) {
        m_nodes.reserve(nodes.size());
        m_gridCells.reserve(nodes.size());
    }
    if (topId >= m_slots.size())
        m_slots.resize(std::size_t(topId) + 1 + std::size_t(nodes.size() / 8)); // room for a few more
    QList<NodeItem*> fresh; // without a place yet
    QList<NodeItem*> added; // new: into the scene once placed (placing them there first would index them twice)
    QList<NodeItem*> resized;
    bool anyPlaced = false;
    QHash<QString, QPointF> copied;
    for (qsizetype index = 0; index < nodes.size(); ++index) {
        const GraphNode& n = nodes[index];
        NodeVisual& v = visuals[std::size_t(index)];
        QString key = keyFor(n);
        NodeSlot& slot = m_slots[n.id];
        NodeItem* item = slot.item;
        if (!item) {
            slot.visual = std::move(v);
            slot.used = true;
            item = new NodeItem(this, n.id); // sizes itself from the visual
            slot.item = item;
            QGraphicsItem::GraphicsItemFlags flags = item->flags();
            flags.setFlag(QGraphicsItem::ItemIsMovable, !isReadOnly());
            flags.setFlag(QGraphicsItem::ItemHasNoContents, m_overview);
            item->setFlags(flags);
            if (m_layout && m_layout->hasPosition(key)) {
                m_applyingLayout = true;
                item->setPos(m_layout->position(key));
                m_applyingLayout = false;
                anyPlaced = true;
                indexNode(item);
            } else {
                fresh << item; // indexed once placed
            }
            slot.key = std::move(key);
            m_nodes.insert(n.id, item);
            added << item;
            continue;
        }
        anyPlaced = true;
        if (slot.key != key) {
            // renamed elsewhere (outline, source): the node keeps its place, and so does the old name for undo
            if (m_layout && !m_layout->hasPosition(key))
                copied.insert(key, item->pos());
            slot.key = key;
        }
        NodeVisual& old = slot.visual;
        if (!(old == v)) {
            const bool wasResized = old.size != v.size;
            old = std::move(v);
            if (wasResized) {
                item->updateGeometry();
                indexNode(item);
                resized << item;
            }
            item->update();
        }
    }
    if (m_layout && !copied.isEmpty())
        m_layout->setPositions(copied);
    for (auto it = m_nodes.begin(); it != m_nodes.end();) {
        if (placeOf(it.key()) >= 0) {
            ++it;
            continue;
        }
        NodeItem* item = it.value();
        unindexNode(it.key());
        m_slots[it.key()] = NodeSlot();
        m_edgesOfNode.remove(it.key());
        it = m_nodes.erase(it);
        removeItem(item);
        delete item;
    }
    joinLayout.join();
    if (!fresh.isEmpty())
        placeNodes(fresh, !anyPlaced, laidOut && !anyPlaced ? &*laidOut : nullptr);
    for (NodeItem* item : std::as_const(added))
        addItem(item);
    for (qsizetype index = 0; index < g.edges().size(); ++index) {
        LinkEnds& end = ends[std::size_t(index)];
        end.from = slot(g.edges()[index].from);
        end.to = slot(g.edges()[index].to);
    }
    m_linkEnds = std::move(ends);
    syncEdges();
    if (!resized.isEmpty() && resized.size() <= BulkLinks) {
        // links that pass where a node grew bend around it
        QSet<EdgeItem*> near;
        for (NodeItem* n : std::as_const(resized))
            for (EdgeItem* e : edgesIn(QRectF(n->pos(), n->size())))
                near.insert(e);
        for (EdgeItem* e : std::as_const(near))
            e->updatePath(true);
    } else if (!resized.isEmpty()) {
        unrouteAllLinks();
    }
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
        const GraphEdge& g = e->edge();
        const NodeVisual* from = visual(g.from);
        if (!from)
            continue;
        const qsizetype out = portIndex(from->outputs, g.fromPort);
        const int fan = out >= 0 ? from->outputs[out].links : 0;
        const int limit = from->kind == NodeKind::PipelineInput ? InputFanLimit : OutputFanLimit;
        bool stub = fan > limit;
        if (stub) {
            NodeItem* a = m_nodes.value(g.from);
            NodeItem* b = m_nodes.value(g.to);
            stub = !((a && a->isSelected()) || (b && b->isSelected()));
        }
        if (!stub) {
            e->setStub(false, QString());
            continue;
        }
        e->setStub(true, from->kind == NodeKind::Step ? from->name + QLatin1Char('.') + g.fromPort : from->name);
    }
}

void CanvasScene::syncEdges()
{
    const PipelineGraph& g = m_document->graph();
    QHash<LinkKey, EdgeItem*> next;
    next.reserve(g.edges().size());
    // which links touch which node: worked out when first asked (a move, a selection), not for every sync
    m_edgesOfNode.clear();
    m_edgesOfNodeStale = true;
    QList<EdgeItem*> fresh;
    QList<QPair<QString, QColor>> colors; // by type: a pipeline has few
    const bool ends = m_linkEnds.size() == std::size_t(g.edges().size()); // worked out by sync()
    struct Source {
        EdgeItem* link;
        const NodeVisual* from;
        int links; // from that output
    };
    std::vector<Source> sources;
    sources.reserve(std::size_t(g.edges().size()));
    for (qsizetype index = 0; index < g.edges().size(); ++index) {
        const GraphEdge& e = g.edges()[index];
        const NodeSlot* fromSlot = ends ? m_linkEnds[std::size_t(index)].from : slot(e.from);
        const NodeSlot* toSlot = ends ? m_linkEnds[std::size_t(index)].to : slot(e.to);
        if (!fromSlot || !toSlot)
            continue;
        NodeItem* fromItem = fromSlot->item;
        NodeItem* toItem = toSlot->item;
        const NodeVisual* from = &fromSlot->visual;
        const NodeVisual* to = &toSlot->visual;
        LinkKey key = edgeKey(e);
        EdgeItem* item = m_edges.isEmpty() ? nullptr : m_edges.take(key);
        const qsizetype out = ends ? m_linkEnds[std::size_t(index)].out : portIndex(from->outputs, e.fromPort);
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
            const qsizetype in = !toStep ? 0 : ends ? m_linkEnds[std::size_t(index)].in : portIndex(to->inputs, e.toPort);
            item->m_end = toItem->pos() + toItem->portPosAt(in, false, toStep);
            fresh << item;
        } else {
            item->setColor(color);
            item->updatePath();
        }
        next.insert(std::move(key), item);
        sources.push_back({ item, from, out >= 0 ? from->outputs[out].links : 0 });
    }
    if (!m_edges.isEmpty()) {
        // the links that went
        const bool many = m_edges.size() > BulkLinks;
        bool deselected = false;
        for (EdgeItem* stale : std::as_const(m_edges)) {
            if (stale->m_selected) {
                --m_selectedLinks;
                deselected = true;
            }
            if (!many)
                updateLink(stale);
            ungridLink(stale);
        }
        if (!m_unrouted.isEmpty()) {
            const QSet<EdgeItem*> gone(m_edges.cbegin(), m_edges.cend());
            m_unrouted.removeIf([&gone](EdgeItem* e) { return gone.contains(e); });
        }
        if (many)
            invalidateLinks();
        qDeleteAll(m_edges);
        if (deselected)
            Q_EMIT selectionChanged();
    }
    m_edges = std::move(next);
    // new links: their curves now when a few came, when first needed when many did (a new pipeline opened far out
    // needs none of them)
    const bool bulk = fresh.size() > BulkLinks;
    if (bulk)
        measureLinkRoom();
    for (EdgeItem* e : std::as_const(fresh)) {
        if (bulk) {
            e->unroute();
            e->m_pending = true;
            m_unrouted << e;
        }
    }
    // fan-outs beyond the limit are drawn as stubs (as updateStubs() does, with what is known here)
    m_linkEnds.clear();
    const bool anySelected = !selectedItems().isEmpty();
    for (const Source& s : sources) {
        const GraphEdge& e = s.link->edge();
        const int limit = s.from->kind == NodeKind::PipelineInput ? InputFanLimit : OutputFanLimit;
        bool stub = s.links > limit;
        if (stub && anySelected) {
            NodeItem* a = m_nodes.value(e.from);
            NodeItem* b = m_nodes.value(e.to);
            stub = !((a && a->isSelected()) || (b && b->isSelected()));
        }
        if (!stub)
            s.link->setStub(false, QString());
        else
            s.link->setStub(
                true, s.from->kind == NodeKind::Step ? s.from->name + QLatin1Char('.') + e.fromPort : s.from->name);
    }
    if (bulk) {
        invalidateLinks();
    } else {
        for (EdgeItem* e : std::as_const(fresh))
            linkMoved(e, QRectF());
    }
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

void CanvasScene::placeNodes(const QList<NodeItem*>& fresh, bool all, GraphLayout::Result* laidOut)
{
    const PipelineGraph& g = m_document->graph();
    QHash<QString, QPointF> positions;
    if (all) {
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
            indexNode(item);
        }
        m_applyingLayout = false;
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
                for (NodeItem* other : nodesIn(want.adjusted(-12, -12, 12, 12))) {
                    if (other == item)
                        continue;
                    const NodeId otherId = other->id();
                    // fresh nodes not placed yet still sit at the origin and do not count
                    if (!freshIds.contains(otherId) || positions.contains(layoutKey(otherId))) {
                        clash = true;
                        break;
                    }
                }
                if (!clash)
                    break;
                p.ry() += 40;
            }
            p = snapped(p);
            positions.insert(layoutKey(item->id()), p);
            m_applyingLayout = true;
            item->setPos(p);
            m_applyingLayout = false;
            indexNode(item); // new nodes are not in the scene yet: it does not tell
        }
    }
    if (m_layout) {
        // places computed, not chosen: no undo step; the nodes already stand there
        m_placingNodes = true;
        m_layout->setPositions(positions);
        m_placingNodes = false;
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
    // after a whole new layout every link is routed again, once, when first needed; after a few moves the links
    // of the moved nodes follow them (nodeMoved), and those that pass where they now stand bend around them
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
        QSet<EdgeItem*> near;
        for (const auto& move : std::as_const(moves))
            for (EdgeItem* e : edgesIn(QRectF(move.first->pos(), move.first->size())))
                near.insert(e);
        for (EdgeItem* e : std::as_const(near))
            e->updatePath(true);
    }
    updateContentRect();
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
