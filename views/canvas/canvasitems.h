// SPDX-License-Identifier: MIT
// The items of the canvas: nodes (nodeitem.cpp), links (edgeitem.cpp), notes (noteitem.cpp) and the overview drawn
// when zoomed far out (canvasitems.cpp).
#pragma once

#include "pipelinegraph.h"

#include <QGraphicsItem>
#include <QPainterPath>

namespace pw {

class CanvasScene;

/// A node of the canvas: a step, a pipeline input or a pipeline output. It holds its id and asks the scene
/// (which asks the document) for what to draw.
class NodeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 0x301 };
    NodeItem(CanvasScene* scene, NodeId id);

    int type() const override { return Type; }
    NodeId id() const { return m_id; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    bool contains(const QPointF& point) const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    /// Size from the scene's description of the node; call after it changed.
    void updateGeometry();
    QSizeF size() const { return m_size; }
    /// Port under `pos` (item coordinates), within `tolerance`; empty when none.
    QString portAt(const QPointF& pos, bool* output, qreal tolerance = 9) const;
    /// Centre of a port in item coordinates.
    QPointF portPos(const QString& port, bool output) const;
    /// The same by the port's place among the node's inputs or outputs (-1: one it does not declare), for a step
    /// or for a pipeline input or output (which has one port).
    QPointF portPosAt(qsizetype index, bool output, bool step) const;
    /// Where the name is drawn (for the inline rename editor), in item coordinates.
    QRectF titleRect() const;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    CanvasScene* m_scene;
    NodeId m_id;
    QSizeF m_size;
    QString m_hoverPort;
    bool m_hoverOutput = false;
};

/// A link from an output port to an input port, drawn as a curve in the colour of its type. Links are not graphics
/// items: the scene keeps them in a grid of its own, picks them under the pointer itself, and draws them beneath
/// the nodes on the view's cached background (CanvasScene::drawLinks). Thousands of links so cost neither items nor
/// index entries, and a frame that did not change them does not draw them again.
class EdgeItem {
public:
    EdgeItem(CanvasScene* scene, const GraphEdge& edge);

    /// The link this item draws (ids and port names; the edge id itself is not stable across edits).
    const GraphEdge& edge() const { return m_edge; }
    /// Where the link is drawn, in scene coordinates (links have no position of their own).
    QRectF boundingRect() const;
    QRectF sceneBoundingRect() const { return boundingRect(); }
    QPainterPath shape() const;
    /// Near the curve (within a few pixels), tested on its polyline: fast even for links across the graph.
    bool contains(const QPointF& point) const;
    /// The curve passes through `rect` (rubber-band selection).
    bool intersects(const QRectF& rect) const;
    /// Draw the part of the link that meets `exposed` (scene coordinates), at the given level of detail. On screen
    /// the curve is a one-pixel line; in pictures (`onScreen` false), which are scaled, a 2 px line.
    void paint(QPainter* painter, const QRectF& exposed, qreal lod, bool onScreen) const;
    /// Recompute the curve from the ports' current places, bending it around the nodes in its way.
    void updatePath(bool force = false);
    void setColor(const QColor& color);
    QColor color() const { return m_color; }
    /// A link from a source that feeds many ports (a pipeline parameter used by every step) is drawn as a short
    /// labelled stub at the input it feeds, unless one of its ends is selected; a hundred wires across the graph
    /// would hide everything else.
    void setStub(bool stub, const QString& label);
    bool isStub() const { return m_stub; }
    QPointF startPoint() const { return m_start; }
    QPointF endPoint() const { return m_end; }
    bool isSelected() const { return m_selected; }
    /// Select or deselect; the scene tells about it with QGraphicsScene::selectionChanged().
    void setSelected(bool selected);
    /// Draw the link again where it is.
    void update();

private:
    friend class CanvasScene;
    /// The ports' places; true when they moved.
    bool updateEnds();
    /// The way from the ends around the nodes in it, and the bounds, now.
    void route();
    /// The curve and its polyline, when first drawn or hit.
    void build() const;
    void clearShape();
    static QRectF curveBounds(const QPointF& a, const QPointF& b);
    /// Routed when first drawn or hit (after a bulk change); meanwhile its bounds hold any way it may take.
    void unroute();
    void ensureRouted() const;
    /// Bounds as they stand, without routing (a link not routed yet: the room its way may take).
    QRectF currentBounds() const;

    CanvasScene* m_scene;
    GraphEdge m_edge;
    QList<QPointF> m_detours; // pairs of points around the nodes in the way (usually none)
    mutable QPainterPath m_path;
    mutable QPolygonF m_polyline; // the curve flattened to about 8 px steps
    mutable bool m_monotonic = false; // x never decreases along the polyline: hit tests search it by x
    mutable bool m_built = false; // m_path and m_polyline are made
    bool m_routed = false;
    bool m_pending = false; // since a bulk change: not in the scene's grid yet
    bool m_stub = false;
    bool m_selected = false;
    QString m_stubLabel;
    QRectF m_bounds;
    mutable QPainterPath m_shape;
    QPointF m_start;
    QPointF m_end;
    QColor m_color;
    QRect m_cells; // the cells of the scene's link grid it is listed in (empty: none)
    mutable quint32 m_visit = 0; // last grid query that met it (one answer per link)
};

/// Draws every node of a scene at once when it is zoomed far out: one batched call per colour instead of
/// thousands of items each painting a tiny shape (see CanvasScene::setOverview). Links are drawn beneath it by the
/// scene's link layer.
class OverviewItem : public QGraphicsItem {
public:
    enum { Type = UserType + 0x304 };
    explicit OverviewItem(CanvasScene* scene);
    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_rect; }
    void setRect(const QRectF& rect);
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    /// Forget the batched shapes (nodes moved, links changed, selection, colours); they are gathered again on
    /// the next paint.
    void invalidate();

private:
    void gather();
    CanvasScene* m_scene;
    QRectF m_rect;
    bool m_valid = false;
    QList<QPair<QColor, QList<QRectF>>> m_rects;
};

/// A note on the canvas (kept in the sidecar layout).
class NoteItem : public QGraphicsItem {
public:
    enum { Type = UserType + 0x303 };
    NoteItem(CanvasScene* scene, quint32 id);

    int type() const override { return Type; }
    quint32 id() const { return m_id; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    void setRect(const QRectF& rect);
    QSizeF size() const { return m_size; }
    /// The resize handle on the bottom-right corner (item coordinates), drawn while the note is selected.
    static constexpr qreal HandleSize = 14;
    QRectF handleRect() const;
    /// The smallest a note can be made.
    static constexpr qreal MinWidth = 80;
    static constexpr qreal MinHeight = 40;

private:
    CanvasScene* m_scene;
    quint32 m_id;
    QSizeF m_size;
};

} // namespace pw
