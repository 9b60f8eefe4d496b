// SPDX-License-Identifier: MIT
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

/// A link from an output port to an input port, drawn as a curve in the colour of its type.
class EdgeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 0x302 };
    EdgeItem(CanvasScene* scene, const GraphEdge& edge);

    int type() const override { return Type; }
    /// The link this item draws (ids and port names; the edge id itself is not stable across edits).
    const GraphEdge& edge() const { return m_edge; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    /// Near the curve (within a few pixels), tested on its polyline: fast even for links across the graph.
    bool contains(const QPointF& point) const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    /// Recompute the curve from the ports' current places, bending it around the nodes in its way.
    void updatePath(bool force = false);
    void setColor(const QColor& color) { m_color = color; }
    QColor color() const { return m_color; }
    /// A link from a source that feeds many ports (a pipeline parameter used by every step) is drawn as a short
    /// labelled stub at the input it feeds, unless one of its ends is selected; a hundred wires across the graph
    /// would hide everything else.
    void setStub(bool stub, const QString& label);
    bool isStub() const { return m_stub; }
    QPointF startPoint() const { return m_start; }
    QPointF endPoint() const { return m_end; }

private:
    CanvasScene* m_scene;
    GraphEdge m_edge;
    QPainterPath m_path;
    QPolygonF m_polyline; // the curve flattened to about 16 px steps
    bool m_monotonic = false; // x never decreases along the polyline: hit tests search it by x
    bool m_stub = false;
    QString m_stubLabel;
    QRectF m_stubRect;
    QRectF m_bounds;
    mutable QPainterPath m_shape;
    QPointF m_start;
    QPointF m_end;
    QColor m_color;
};

/// Draws every node and link of a scene at once when it is zoomed far out: one batched call per colour instead
/// of thousands of items each painting a tiny shape (see CanvasScene::setOverview).
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
    QList<QPair<QColor, QList<QLineF>>> m_lines;
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
