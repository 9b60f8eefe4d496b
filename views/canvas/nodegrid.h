// SPDX-License-Identifier: MIT
#pragma once

#include "pipelinegraph.h"

#include <QHash>
#include <QList>
#include <QRect>
#include <QRectF>

namespace pw {

class NodeItem;

/// The nodes of a canvas filed by place in square cells (see scenecells.h), so that finding the node or port under
/// the pointer, or the nodes in a link's way, does not depend on how many nodes and (long) links there are.
class NodeGrid {
public:
    void reserve(qsizetype nodes) { m_cellsOf.reserve(nodes); }
    /// File a node by where it stands (its area, and its ports either side); again after it moved or grew.
    void insert(NodeItem* item);
    void remove(NodeId id);

    /// The nodes filed in the cells `rect` meets, each once (some may not meet `rect` itself).
    QList<NodeItem*> near(const QRectF& rect) const;
    /// Nodes whose area meets `rect`.
    QList<NodeItem*> in(const QRectF& rect) const;
    /// A node within `margin` of `p`, other than the two given; nullptr if none (no allocation).
    NodeItem* nodeNear(const QPointF& p, qreal margin, NodeId except1, NodeId except2) const;
    /// Whether a node other than the two given meets `rect` with its middle strictly between `left` and `right`.
    bool anyNodeBetween(const QRectF& rect, qreal left, qreal right, NodeId except1, NodeId except2) const;

private:
    QHash<quint64, QList<NodeItem*>> m_cells;
    QHash<NodeId, QRect> m_cellsOf; // the cells each node is filed in
};

} // namespace pw
