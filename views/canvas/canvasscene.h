// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"
#include "canvaseditor.h"
#include "canvaslayout.h"
#include "canvastheme.h"
#include "graphlayout.h"
#include "nodegrid.h"
#include "nodevisuals.h"
#include "pipelinegraph.h"

#include <QDateTime>
#include <QGraphicsScene>
#include <QHash>
#include <QPointer>
#include <QSet>

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace pw {

class CanvasLayout;
class EdgeItem;
class LayoutThread;
class NodeItem;
class NoteItem;
class OverviewItem;
class PipelineDocument;

/// A link by its ends (the edge id is not stable across edits).
struct LinkKey {
    NodeId from = InvalidNodeId;
    NodeId to = InvalidNodeId;
    QString fromPort;
    QString toPort;
    bool operator==(const LinkKey&) const = default;
};
inline size_t qHash(const LinkKey& key, size_t seed = 0)
{
    // an input takes one link: its end tells links apart
    return qHashMulti(seed, key.to, key.toPort);
}

/// The canvas of one pipeline document: a QGraphicsScene whose items mirror the document's graph. It listens to
/// PipelineDocument::changed and updates only what changed (node ids are stable across edits); node places come
/// from the sidecar layout, or from an automatic layered layout for nodes that have none.
class CanvasScene : public QGraphicsScene {
    Q_OBJECT
public:
    // geometry of nodes (scene units = pixels at 100 %)
    static constexpr qreal StepWidth = 250;
    static constexpr qreal MaxStepWidth = 380;
    static constexpr qreal MaxTerminalWidth = 320;
    static constexpr qreal HeaderHeight = 60;
    static constexpr qreal RowHeight = 20;
    static constexpr qreal TerminalWidth = 190;
    static constexpr qreal TerminalHeight = 46;
    static constexpr qreal GridSize = 10;
    /// Links from one source port beyond which they are drawn as stubs (pipeline inputs, step outputs).
    static constexpr int InputFanLimit = 6;
    static constexpr int OutputFanLimit = 12;
    /// The zoom from which nodes are drawn in full (port names, component, compute); below it only their names.
    static constexpr qreal DetailZoom = 0.4;

    CanvasScene(PipelineDocument* document, CanvasLayout* layout, QObject* parent = nullptr);
    ~CanvasScene() override;

    PipelineDocument* document() const { return m_document; }
    CanvasLayout* canvasLayout() const { return m_layout; }
    CanvasEditor& editor() { return m_editor; }

    /// Read-only canvases (nested pipelines, files that are not UTF-8) show but do not edit.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const;

    const CanvasTheme& theme() const { return m_theme; }
    void setTheme(const CanvasTheme& theme);

    const NodeVisual* visual(NodeId id) const;
    NodeItem* nodeItem(NodeId id) const
    {
        const NodeSlot* s = slot(id);
        return s ? s->item : nullptr;
    }
    QList<NodeItem*> nodeItems() const { return m_nodes.values(); }
    qsizetype nodeCount() const { return m_nodes.size(); }
    QList<EdgeItem*> edgeItems() const { return m_edges.values(); }
    /// The item that draws a link (matched by its ends), or nullptr.
    EdgeItem* edgeItem(const GraphEdge& edge) const;
    NodeId findStep(const QString& name) const;
    /// A node's ports in keyboard order: its inputs top to bottom, then its outputs.
    QList<PortRef> portsOf(NodeId id) const;
    QString layoutKey(NodeId id) const
    {
        const NodeSlot* s = slot(id);
        return s ? s->key : QString();
    }
    /// Centre of a port in scene coordinates.
    QPointF portScenePos(NodeId id, const QString& port, bool output) const;
    /// The port under a scene position, if any.
    PortRef portAt(const QPointF& scenePos, qreal tolerance = 9) const;
    NodeItem* nodeAt(const QPointF& scenePos) const;
    /// Nodes whose area (ports included) meets `rect`.
    QList<NodeItem*> nodesIn(const QRectF& rect) const;
    /// A node within `margin` of `p`, other than the two given; nullptr if none (fast: no allocation).
    NodeItem* nodeNear(const QPointF& p, qreal margin, NodeId except1, NodeId except2) const;
    /// Whether a node other than the two given meets `rect` with its middle strictly between `left` and `right`.
    bool anyNodeBetween(const QRectF& rect, qreal left, qreal right, NodeId except1, NodeId except2) const;

    /// The link under a scene position (the selected one first), if any.
    EdgeItem* edgeAt(const QPointF& scenePos) const;
    /// Links whose bounds meet `rect`.
    QList<EdgeItem*> edgesIn(const QRectF& rect) const;
    /// Draw the links that meet `rect` (scene coordinates): the view draws them on its background, beneath the
    /// nodes; pictures (`onScreen` false) get them from drawBackground(). Far out (`lod` below OverviewZoom) they
    /// are straight lines batched by colour.
    void drawLinks(QPainter* painter, const QRectF& rect, qreal lod, bool onScreen) const;

    /// Bounding rectangle of everything on the canvas.
    QRectF contentRect() const;

    /// The place nearest to `wanted` (a top-left corner) where a node of `size` covers no other node and keeps some
    /// room around it for links: `wanted` itself (snapped to the grid) when that is free. `except` is not counted.
    QPointF freePlaceNear(const QSizeF& size, const QPointF& wanted, NodeId except = InvalidNodeId) const;

    /// Lay out every node again (Graphviz for ordinary pipelines); undoable when `undoable`.
    void arrange(bool undoable = true);
    GraphLayout::Engine lastLayoutEngine() const { return m_lastEngine; }
    void setGraphvizLimit(int nodes) { m_graphvizLimit = nodes; }
    /// From how many nodes a change that builds the whole graph (opening a pipeline) shares its work with a second
    /// thread: what each node shows, and a first layout while the items are made.
    void setParallelFrom(qsizetype nodes) { m_parallelFrom = nodes; }
    static constexpr qsizetype DefaultParallelFrom = 1000;
    /// The same for scenes made from now on (their first build happens as they are made).
    static void setDefaultParallelFrom(qsizetype nodes);

    bool snapToGrid() const { return m_snap; }
    void setSnapToGrid(bool on) { m_snap = on; }
    QPointF snapped(const QPointF& p) const;

    /// Link feedback while dragging: the port the link would end on, and whether it may.
    void setLinkTarget(const PortRef& target, int state); // state: 0 none, 1 ok, 2 questionable, 3 refused
    PortRef linkTarget() const { return m_linkTarget; }
    int linkTargetState() const { return m_linkState; }
    /// The port that has the keyboard focus (drawn with a focus ring); invalid when none.
    void setFocusPort(const PortRef& port);
    PortRef focusPort() const { return m_focusPort; }

    QList<NoteItem*> noteItems() const { return m_notes.values(); }
    NoteItem* noteItem(quint32 id) const { return m_notes.value(id); }

    /// Selected steps / nodes / links.
    QStringList selectedStepNames() const;
    QList<NodeId> selectedNodes() const;
    QList<GraphEdge> selectedEdges() const;
    void selectNodes(const QList<NodeId>& ids);
    /// Clear the selection of items and links (QGraphicsScene::clearSelection() leaves the links alone).
    void clearSelection();
    /// Select the links that meet `rect` (a rubber band), keeping those in `keep` selected; the others go.
    void selectLinksIn(const QRectF& rect, const QList<EdgeItem*>& keep);
    QList<EdgeItem*> selectedLinks() const;

    /// Called by node items when they move, so that links follow.
    void nodeMoved(NodeId id);
    bool isApplyingLayout() const { return m_applyingLayout; }

    /// Re-read the document now (normally done on PipelineDocument::changed).
    void sync();

    /// Zoomed far out, nodes and links are drawn together by one overview item (batched by colour) instead of
    /// one by one; they stay selectable and hit-testable. Views switch this when their zoom crosses
    /// `OverviewZoom`.
    static constexpr qreal OverviewZoom = 0.22;
    void setOverview(bool on);
    /// Nodes keep a pixmap of what they painted (fast frames); pictures (SVG) need them painted as shapes and text.
    void setNodeCaching(bool on);
    /// Whether nodes keep a picture of themselves (from the first time they are drawn in detail on).
    bool nodesCached() const { return m_nodesCached; }
    bool isOverview() const { return m_overview; }

protected:
    /// Pictures (QGraphicsScene::render): the background brush and the links.
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    /// A press on a link selects it (links are not items, so the scene picks them itself).
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;

Q_SIGNALS:
    /// Something the user should read (a refused action, a layout fallback).
    void message(const QString& text, bool isError);
    void synced();
    /// What is drawn beneath the nodes (links) changed within `rect` (null: anywhere); views that keep pictures
    /// of it draw that part again.
    void backgroundChanged(const QRectF& rect);

public:
    /// Run status of a step, shown on its node (names of steps inside nested pipelines: "outer.inner", shown on
    /// the outer node).
    struct RunMark
    {
        RunStatus status = RunStatus::NotStarted;
        double seconds = 0; // while running with `since`: the time since then, as read
        bool reused = false;
        QDateTime since; // a step still running: when it started (its time then grows on its own)
    };
    /// `since`: for a step that has not ended, when it started; the node's time then counts on, redrawn each
    /// second, until the next status.
    void setRunStatus(const QString& step, RunStatus status, double seconds, bool reused, const QDateTime& since = {});
    void clearRunStatus();
    /// The mark of a node's step, combined over its nested steps; nullopt when there is none.
    std::optional<RunMark> runMark(const QString& stepName) const;

private:
    // more links than this change at once: they wait, each is routed when first drawn or hit, and the view
    // repaints them all at once instead of place by place
    static constexpr int BulkLinks = 64;

    // what the scene keeps of each node, by id: node ids are small and dense (the graph counts them up), so an
    // array indexed by id rather than one hash per kind of fact
    struct NodeSlot {
        NodeItem* item = nullptr;
        NodeVisual visual;
        QString key; // in the layout (sidecar)
        bool used = false; // false: no such node
    };
    const NodeSlot* slot(NodeId id) const { return id < m_slots.size() && m_slots[id].used ? &m_slots[id] : nullptr; }
    NodeSlot* slot(NodeId id) { return id < m_slots.size() && m_slots[id].used ? &m_slots[id] : nullptr; }
    static QString keyFor(const GraphNode& node);
    static qsizetype portIndex(const QList<PortVisual>& ports, const QString& name);
    void updateContentRect();

    // ----- sync (canvasscene_sync.cpp): the items follow the document
    /// Each node's place in the graph's list, by id (ids are small and dense: an array, not a hash).
    struct NodePlaces {
        explicit NodePlaces(const QList<GraphNode>& nodes);
        qsizetype of(NodeId id) const { return id < places.size() ? places[id] : qsizetype(-1); }
        NodeId topId = 0;
        std::vector<qsizetype> places;
    };
    /// A graph edge's nodes and ports, worked out once per sync.
    struct LinkEnds {
        NodeSlot* from = nullptr;
        NodeSlot* to = nullptr;
        int out = -1; // the output's place among the source's
        int in = -1; // the input's place among the target's
    };
    struct NodeChanges;
    struct LinkSource;
    std::vector<LinkEnds> markLinkedPorts(std::vector<NodeVisual>& visuals, const NodePlaces& places) const;
    void syncNodes(std::vector<NodeVisual>& visuals, const NodePlaces& places, NodeChanges& changes);
    void addNode(const GraphNode& node, NodeVisual&& visual, QString key, NodeChanges& changes);
    void updateNode(NodeSlot& slot, NodeVisual&& visual, QString key, NodeChanges& changes,
        QHash<QString, QPointF>& renamed);
    void removeGoneNodes(const NodePlaces& places);
    void syncEdges(const std::vector<LinkEnds>& ends);
    void matchLinks(const std::vector<LinkEnds>& ends, QHash<LinkKey, EdgeItem*>& next, QList<EdgeItem*>& fresh,
        std::vector<LinkSource>& sources);
    /// Deletes the links that went; true when one of them was selected (the caller tells selectionChanged()).
    bool dropLinks(const QHash<LinkKey, EdgeItem*>& gone);
    void syncNotes();
    void dropGoneFocusPort();

    // ----- placement (canvasscene_placement.cpp): where nodes stand
    /// A large pipeline opened without stored places: its layout worked out on `thread` while the items are made.
    void startFirstLayout(LayoutThread& thread, const std::vector<NodeVisual>& visuals, const NodePlaces& places) const;
    /// Place nodes without a place: all of them by a layout (`laidOut`, when given, is that layout worked out
    /// already), or each beside what it is linked to.
    void placeNodes(const QList<NodeItem*>& fresh, bool all, GraphLayout::Result* laidOut = nullptr);
    QHash<QString, QPointF> layOutAll(GraphLayout::Result* laidOut);
    QHash<QString, QPointF> placeBeside(const QList<NodeItem*>& fresh);
    /// Where a new node would go beside what it is linked to (`stacked`: how many new nodes went before it).
    QPointF besideLinked(const NodeItem* item, const QSet<NodeId>& freshIds, const QRectF& content, int stacked) const;
    /// `p`, or below it the first place where the node covers no other that has a place.
    QPointF firstFreePlace(
        const NodeItem* item, QPointF p, const QSet<NodeId>& freshIds, const QHash<QString, QPointF>& placed) const;
    void onLayoutPositionsChanged(const QStringList& keys);

    // ----- links (canvasscene_links.cpp): links are not items; they have a grid of their own, and after a bulk
    // change they wait, each routed when first drawn or hit
    friend class EdgeItem;
    static LinkKey edgeKey(const GraphEdge& e);
    void routeLink(EdgeItem* link);
    void gridPendingLinks() const;
    void gridLink(EdgeItem* link);
    void ungridLink(EdgeItem* link);
    template<typename F> void visitLinks(const QRectF& rect, F&& visit) const;
    void linkMoved(EdgeItem* link, const QRectF& before);
    void updateLink(EdgeItem* link);
    void setLinkSelected(EdgeItem* link, bool selected);
    bool clearLinkSelection();
    void invalidateLinks(const QRectF& rect = QRectF());
    /// Links that wait to be routed when first needed (new ones, or all after a bulk move).
    void deferRouting(const QList<EdgeItem*>& links);
    void unrouteAllLinks();
    void measureLinkRoom();
    /// Links that pass where these nodes now stand bend around them.
    void bendLinksAround(const QList<NodeItem*>& nodes);
    void updateStubs(const QList<EdgeItem*>& edges);
    /// Draw a link as a stub when its source feeds more than `fan` allows and neither end is selected.
    void updateStub(EdgeItem* link, const NodeVisual& from, int fan, bool anySelected);
    /// The links that start or end at a node.
    const QList<EdgeItem*>& edgesOfNode(NodeId id) const;

    PipelineDocument* m_document;
    QPointer<CanvasLayout> m_layout;
    CanvasEditor m_editor;
    CanvasTheme m_theme;
    NodeVisualBuilder m_visuals; // what each node shows
    NodeGrid m_nodeGrid; // the nodes by place
    QHash<NodeId, NodeItem*> m_nodes;
    std::vector<NodeSlot> m_slots;
    QHash<quint32, NoteItem*> m_notes;
    QHash<QString, RunMark> m_runMarks;
    class QTimer* m_runTick = nullptr; // redraws the nodes of running steps each second
    bool m_placingNodes = false; // the scene sets the places it computed itself

    QHash<LinkKey, EdgeItem*> m_edges;
    mutable QHash<NodeId, QList<EdgeItem*>> m_edgesOfNode; // built by edgesOfNode() when stale
    mutable bool m_edgesOfNodeStale = false;
    QHash<quint64, QList<EdgeItem*>> m_linkGrid;
    mutable QList<EdgeItem*> m_unrouted; // links not in the grid yet (since a bulk change)
    QSizeF m_linkRoom; // how far beyond its plain curve a link not routed yet may go
    mutable quint32 m_linkVisit = 0;
    int m_selectedLinks = 0;
    bool m_deferLinks = false; // many nodes move at once: their links are routed afterwards, in bulk
    QList<NodeId> m_lastSelected;

    bool m_nodesCached = false;
    PortRef m_linkTarget;
    int m_linkState = 0;
    PortRef m_focusPort;
    GraphLayout::Engine m_lastEngine = GraphLayout::Engine::Layered;
    int m_graphvizLimit = GraphLayout::DefaultGraphvizLimit;
    qsizetype m_parallelFrom = DefaultParallelFrom;
    bool m_readOnly = false;
    bool m_snap = true;
    bool m_applyingLayout = false;
    bool m_overview = false;
    OverviewItem* m_overviewItem = nullptr;
    QRectF m_contentRect;
};

} // namespace pw
