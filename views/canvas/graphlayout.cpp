// SPDX-License-Identifier: MIT
#include "graphlayout.h"

#include "graphvizapi.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMutex>
#include <QMutexLocker>

#include <algorithm>
#include <climits>
#include <numeric>
#include <vector>

namespace pw {

namespace {

    // Graphviz keeps global state: one layout at a time
    QMutex& graphvizMutex()
    {
        static QMutex m;
        return m;
    }

    /// The process's one Graphviz context (call with graphvizMutex() held). Creating a context reads Graphviz's
    /// plugin configuration, which costs time and leaks a few KiB inside Graphviz each time, so it is made once
    /// and kept for the life of the process.
    GVC_t* graphvizContext(const graphviz::Api& gv)
    {
        static GVC_t* context = gv.gvContext();
        return context;
    }

    // neighbour lists of all nodes in two arrays (one allocation instead of one per node); each node's list keeps
    // the order its pairs came in
    struct Adjacency {
        std::vector<int> start; // node v's neighbours are items[start[v] .. start[v + 1])
        std::vector<int> items;
        Adjacency(int n, const std::vector<std::pair<int, int>>& pairs, bool bySecond)
            : start(static_cast<std::size_t>(n) + 1, 0)
            , items(pairs.size())
        {
            for (const auto& p : pairs)
                ++start[static_cast<std::size_t>(bySecond ? p.second : p.first) + 1];
            for (std::size_t v = 1; v < start.size(); ++v)
                start[v] += start[v - 1];
            std::vector<int> fill(start.begin(), start.end() - 1);
            for (const auto& p : pairs)
                items[static_cast<std::size_t>(fill[static_cast<std::size_t>(bySecond ? p.second : p.first)]++)]
                    = bySecond ? p.first : p.second;
        }
        const int* begin(int v) const { return items.data() + start[static_cast<std::size_t>(v)]; }
        const int* end(int v) const { return items.data() + start[static_cast<std::size_t>(v) + 1]; }
        bool empty(int v) const { return begin(v) == end(v); }
        std::size_t size(int v) const { return std::size_t(end(v) - begin(v)); }
    };

    /// Which edges point back to a node on the current depth-first path (they close a cycle); edges out of range
    /// count as not back.
    std::vector<bool> backEdges(int n, const QList<QPair<int, int>>& edges)
    {
        std::vector<std::vector<std::pair<int, int>>> out(static_cast<std::size_t>(n)); // (target, edge index)
        for (qsizetype i = 0; i < edges.size(); ++i) {
            const auto& [a, b] = edges[i];
            if (a >= 0 && b >= 0 && a < n && b < n)
                out[static_cast<std::size_t>(a)].push_back({b, int(i)});
        }
        std::vector<bool> back(static_cast<std::size_t>(edges.size()), false);
        std::vector<char> state(static_cast<std::size_t>(n), 0); // 0 new, 1 on the path, 2 done
        std::vector<std::pair<int, std::size_t>> stack; // (node, next edge to look at)
        for (int root = 0; root < n; ++root) {
            if (state[static_cast<std::size_t>(root)])
                continue;
            stack.push_back({root, 0});
            state[static_cast<std::size_t>(root)] = 1;
            while (!stack.empty()) {
                auto& [v, next] = stack.back();
                const auto& list = out[static_cast<std::size_t>(v)];
                if (next == list.size()) {
                    state[static_cast<std::size_t>(v)] = 2;
                    stack.pop_back();
                    continue;
                }
                const auto [w, index] = list[next++];
                if (state[static_cast<std::size_t>(w)] == 1)
                    back[static_cast<std::size_t>(index)] = true;
                else if (state[static_cast<std::size_t>(w)] == 0) {
                    state[static_cast<std::size_t>(w)] = 1;
                    stack.push_back({w, 0});
                }
            }
        }
        return back;
    }

} // namespace

GraphLayout::Result GraphLayout::layout(
    const QList<QSizeF>& sizes, const QList<QPair<int, int>>& edges, Engine engine, int graphvizLimit)
{
    Result r;
    if (sizes.isEmpty())
        return r;
    const bool tryGraphviz = engine == Engine::Graphviz || (engine == Engine::Auto && sizes.size() <= graphvizLimit);
    if (tryGraphviz) {
        QString error;
        if (graphviz(sizes, edges, r.positions, &error)) {
            r.engine = Engine::Graphviz;
            return r;
        }
        r.warning = error;
    }
    r.positions = layered(sizes, edges);
    r.engine = Engine::Layered;
    return r;
}

bool GraphLayout::graphviz(
    const QList<QSizeF>& sizes, const QList<QPair<int, int>>& edges, QList<QPointF>& out, QString* error)
{
    QMutexLocker lock(&graphvizMutex());
    const graphviz::Api* gv = graphviz::api(error);
    if (!gv)
        return false;
    GVC_t* gvc = graphvizContext(*gv);
    if (!gvc) {
        if (error)
            *error = QCoreApplication::translate("Layout", "Graphviz could not start");
        return false;
    }
    auto setAttr = [gv](void* obj, const char* name, const QByteArray& value) {
        gv->agsafeset(obj, const_cast<char*>(name), const_cast<char*>(value.constData()), const_cast<char*>(""));
    };
    Agraph_t* g = gv->agopen(const_cast<char*>("pipeline"), *gv->directed, nullptr);
    setAttr(g, "rankdir", "LR");
    setAttr(g, "splines", "none"); // positions only; the canvas draws its own curves
    setAttr(g, "ranksep", QByteArray::number(LayerGap / 72.0, 'f', 3));
    setAttr(g, "nodesep", QByteArray::number(NodeGap / 72.0, 'f', 3));
    setAttr(g, "mclimit", "2");
    std::vector<Agnode_t*> nodes;
    nodes.reserve(static_cast<std::size_t>(sizes.size()));
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        const QByteArray name = "n" + QByteArray::number(i);
        Agnode_t* n = gv->agnode(g, const_cast<char*>(name.constData()), 1);
        setAttr(n, "shape", "box");
        setAttr(n, "fixedsize", "true");
        setAttr(n, "width", QByteArray::number(sizes[i].width() / 72.0, 'f', 3));
        setAttr(n, "height", QByteArray::number(sizes[i].height() / 72.0, 'f', 3));
        setAttr(n, "label", "");
        nodes.push_back(n);
    }
    // edges that close a cycle are left out: dot would reverse them itself, but the virtual edges it makes for that
    // are never freed (a leak inside Graphviz); without them the places are the same
    const std::vector<bool> back = backEdges(int(sizes.size()), edges);
    for (qsizetype i = 0; i < edges.size(); ++i) {
        const auto& [a, b] = edges[i];
        if (a < 0 || b < 0 || a >= sizes.size() || b >= sizes.size() || a == b || back[std::size_t(i)])
            continue;
        gv->agedge(g, nodes[static_cast<std::size_t>(a)], nodes[static_cast<std::size_t>(b)], nullptr, 1);
    }
    const int rc = gv->gvLayout(gvc, g, "dot");
    if (rc != 0) {
        gv->agclose(g);
        if (error)
            *error = QCoreApplication::translate("Layout", "Graphviz dot could not lay out the graph");
        return false;
    }
    const boxf bb = GD_bb(g);
    out.clear();
    out.reserve(sizes.size());
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        const pointf c = ND_coord(nodes[static_cast<std::size_t>(i)]);
        // Graphviz's y axis points up
        out << QPointF(c.x - sizes[i].width() / 2.0, (bb.UR.y - c.y) - sizes[i].height() / 2.0);
    }
    gv->gvFreeLayout(gvc, g);
    gv->agclose(g);
    return true;
}

QList<QPointF> GraphLayout::layered(const QList<QSizeF>& sizes, const QList<QPair<int, int>>& edgeList)
{
    const int n = int(sizes.size());
    std::vector<std::pair<int, int>> pairs;
    pairs.reserve(static_cast<std::size_t>(edgeList.size()));
    for (const auto& [a, b] : edgeList)
        if (a >= 0 && b >= 0 && a < n && b < n && a != b)
            pairs.emplace_back(a, b);
    // successors, sorted and without repeats
    Adjacency succ(n, pairs, false);
    {
        std::size_t kept = 0;
        std::vector<int> start(static_cast<std::size_t>(n) + 1, 0);
        for (int v = 0; v < n; ++v) {
            int* first = succ.items.data() + succ.start[static_cast<std::size_t>(v)];
            int* last = succ.items.data() + succ.start[static_cast<std::size_t>(v) + 1];
            std::sort(first, last);
            last = std::unique(first, last);
            start[static_cast<std::size_t>(v)] = int(kept);
            for (int* it = first; it != last; ++it)
                succ.items[kept++] = *it;
        }
        start[static_cast<std::size_t>(n)] = int(kept);
        succ.items.resize(kept);
        succ.start = std::move(start);
    }

    // break cycles: edges that point back into the depth-first stack are reversed
    std::vector<std::pair<int, int>> dag; // the edges as laid out, in the order they were met
    dag.reserve(succ.items.size());
    {
        std::vector<int> state(static_cast<std::size_t>(n), 0); // 0 new, 1 on stack, 2 done
        std::vector<std::pair<int, std::size_t>> stack;
        for (int root = 0; root < n; ++root) {
            if (state[static_cast<std::size_t>(root)])
                continue;
            stack.push_back({ root, 0 });
            state[static_cast<std::size_t>(root)] = 1;
            while (!stack.empty()) {
                auto& [v, next] = stack.back();
                if (next < succ.size(v)) {
                    const int w = succ.begin(v)[next++];
                    if (state[static_cast<std::size_t>(w)] == 1) {
                        dag.emplace_back(w, v); // reversed
                    } else {
                        dag.emplace_back(v, w);
                        if (state[static_cast<std::size_t>(w)] == 0) {
                            state[static_cast<std::size_t>(w)] = 1;
                            stack.push_back({ w, 0 });
                        }
                    }
                } else {
                    state[static_cast<std::size_t>(v)] = 2;
                    stack.pop_back();
                }
            }
        }
    }
    const Adjacency out(n, dag, false);
    const Adjacency in(n, dag, true);

    // longest-path layering in topological order
    std::vector<int> layer(static_cast<std::size_t>(n), 0);
    std::vector<int> order;
    order.reserve(static_cast<std::size_t>(n));
    {
        std::vector<int> indegree(static_cast<std::size_t>(n));
        for (int v = 0; v < n; ++v)
            indegree[static_cast<std::size_t>(v)] = int(in.size(v));
        std::vector<int> ready;
        for (int v = n - 1; v >= 0; --v)
            if (indegree[static_cast<std::size_t>(v)] == 0)
                ready.push_back(v);
        while (!ready.empty()) {
            const int v = ready.back();
            ready.pop_back();
            order.push_back(v);
            for (const int* w = out.begin(v); w != out.end(v); ++w) {
                layer[static_cast<std::size_t>(*w)]
                    = std::max(layer[static_cast<std::size_t>(*w)], layer[static_cast<std::size_t>(v)] + 1);
                if (--indegree[static_cast<std::size_t>(*w)] == 0)
                    ready.push_back(*w);
            }
        }
    }
    // sources sit right before their first consumer (pipeline parameters next to the step that reads them)
    for (int v = 0; v < n; ++v) {
        if (!in.empty(v) || out.empty(v))
            continue;
        int first = INT_MAX;
        for (const int* w = out.begin(v); w != out.end(v); ++w)
            first = std::min(first, layer[static_cast<std::size_t>(*w)]);
        layer[static_cast<std::size_t>(v)] = std::max(0, first - 1);
    }
    int layers = 0;
    for (int v = 0; v < n; ++v)
        layers = std::max(layers, layer[static_cast<std::size_t>(v)] + 1);
    // each layer starts in the document's order (what the ordering sweeps below cannot tell apart stays so: the
    // steps a parameter feeds are listed top to bottom as in the file)
    std::vector<std::vector<int>> rows(static_cast<std::size_t>(layers));
    for (int v = 0; v < n; ++v)
        rows[static_cast<std::size_t>(layer[static_cast<std::size_t>(v)])].push_back(v);

    // barycentric ordering: a few sweeps down and up
    std::vector<double> rank(static_cast<std::size_t>(n), 0.0);
    auto renumber = [&](const std::vector<int>& row) {
        const double size = double(std::max<std::size_t>(1, row.size()));
        for (std::size_t i = 0; i < row.size(); ++i)
            rank[static_cast<std::size_t>(row[i])] = double(i) / size;
    };
    for (const auto& row : rows)
        renumber(row);
    std::vector<std::pair<double, int>> keyed;
    auto sweep = [&](std::vector<int>& row, const Adjacency& neighbours) {
        keyed.clear();
        keyed.reserve(row.size());
        for (int v : row) {
            double key = rank[static_cast<std::size_t>(v)];
            if (!neighbours.empty(v)) {
                double sum = 0;
                for (const int* w = neighbours.begin(v); w != neighbours.end(v); ++w)
                    sum += rank[static_cast<std::size_t>(*w)];
                key = sum / double(neighbours.size(v));
            }
            keyed.push_back({ key, v });
        }
        std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (std::size_t i = 0; i < row.size(); ++i)
            row[i] = keyed[i].second;
        renumber(row);
    };
    for (int pass = 0; pass < 4; ++pass) {
        for (std::size_t l = 1; l < rows.size(); ++l)
            sweep(rows[l], in);
        for (std::size_t l = rows.size(); l-- > 1;)
            sweep(rows[l - 1], out);
    }

    // coordinates: layers left to right; in a layer, each node near the middle of what feeds it
    QList<QPointF> pos(n);
    std::vector<double> centerY(static_cast<std::size_t>(n), 0.0);
    double x = 0;
    for (const auto& row : rows) {
        double width = 0;
        for (int v : row)
            width = std::max(width, sizes[v].width());
        std::vector<double> desired(row.size());
        double stackY = 0;
        for (std::size_t i = 0; i < row.size(); ++i) {
            const int v = row[i];
            if (in.empty(v)) {
                desired[i] = stackY + sizes[v].height() / 2;
            } else {
                double sum = 0;
                for (const int* w = in.begin(v); w != in.end(v); ++w)
                    sum += centerY[static_cast<std::size_t>(*w)];
                desired[i] = sum / double(in.size(v));
            }
            stackY += sizes[v].height() + NodeGap;
        }
        // place in order without overlap, then shift the layer so it is centred on where it wants to be
        std::vector<double> top(row.size());
        double bottom = -1e18;
        double drift = 0;
        for (std::size_t i = 0; i < row.size(); ++i) {
            const double h = sizes[row[i]].height();
            top[i] = std::max(desired[i] - h / 2, bottom + NodeGap);
            bottom = top[i] + h;
            drift += (top[i] + h / 2) - desired[i];
        }
        const double shift = row.empty() ? 0 : drift / double(row.size());
        for (std::size_t i = 0; i < row.size(); ++i) {
            const int v = row[i];
            const double y = top[i] - shift;
            pos[v] = QPointF(x + (width - sizes[v].width()) / 2, y);
            centerY[static_cast<std::size_t>(v)] = y + sizes[v].height() / 2;
        }
        x += width + LayerGap;
    }
    // start at the origin
    double minY = 0;
    bool first = true;
    for (const QPointF& p : std::as_const(pos)) {
        minY = first ? p.y() : std::min(minY, p.y());
        first = false;
    }
    for (QPointF& p : pos)
        p.ry() -= minY;
    return pos;
}

} // namespace pw
