// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPair>
#include <QPointF>
#include <QSizeF>
#include <QString>

namespace pw {

/// Layered left-to-right layout of a directed graph: sources on the left, each node right of what it depends on.
///
/// Graphviz `dot` gives the nicest result but its crossing minimisation grows quickly with the graph (a few
/// seconds at 500 nodes); above `graphvizLimit` nodes a faster layered layout of our own is used instead
/// (cycles broken, longest-path layering, barycentric ordering sweeps, median placement), which lays out 20,000
/// nodes in well under a second.
class GraphLayout {
public:
    enum class Engine { Auto, Graphviz, Layered };
    static constexpr int DefaultGraphvizLimit = 150;

    struct Result {
        QList<QPointF> positions; // top-left corner of each node
        Engine engine = Engine::Layered; // what was used
        QString warning; // set when Graphviz failed and the fallback ran
    };

    /// Sizes of the nodes and edges as (from, to) indices into `sizes`.
    static Result layout(const QList<QSizeF>& sizes, const QList<QPair<int, int>>& edges, Engine engine = Engine::Auto,
        int graphvizLimit = DefaultGraphvizLimit);

    static constexpr qreal LayerGap = 90; // horizontal space between layers
    static constexpr qreal NodeGap = 28; // vertical space between nodes of a layer

private:
    static bool graphviz(
        const QList<QSizeF>& sizes, const QList<QPair<int, int>>& edges, QList<QPointF>& out, QString* error);
    static QList<QPointF> layered(const QList<QSizeF>& sizes, const QList<QPair<int, int>>& edges);
};

} // namespace pw
