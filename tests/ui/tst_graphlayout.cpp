// SPDX-License-Identifier: MIT
// The automatic layout on its own: both engines lay a graph out left to right without overlaps, keep the file's
// order where nothing else decides it, survive cycles, and lay out large graphs with the fast engine.
#include "graphlayout.h"

#include <QRandomGenerator>
#include <QRectF>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace pw;

namespace {

QList<QRectF> rectsOf(const QList<QSizeF>& sizes, const QList<QPointF>& positions)
{
    QList<QRectF> rects;
    for (qsizetype i = 0; i < sizes.size(); ++i)
        rects << QRectF(positions[i], sizes[i]);
    return rects;
}

/// The first two nodes that overlap, or an empty string.
QString overlap(const QList<QRectF>& rects)
{
    for (qsizetype i = 0; i < rects.size(); ++i)
        for (qsizetype j = i + 1; j < rects.size(); ++j)
            if (rects[i].intersects(rects[j]))
                return QStringLiteral("%1 and %2").arg(i).arg(j);
    return QString();
}

} // namespace

class TestGraphLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void leftToRightWithoutOverlap_data()
    {
        QTest::addColumn<int>("engine");
        QTest::newRow("own layered") << int(GraphLayout::Engine::Layered);
        QTest::newRow("graphviz dot") << int(GraphLayout::Engine::Graphviz);
    }
    void leftToRightWithoutOverlap()
    {
        QFETCH(int, engine);
        // a diamond with a long link past it, nodes of different sizes
        const QList<QSizeF> sizes { { 250, 90 }, { 250, 120 }, { 300, 90 }, { 250, 150 }, { 140, 40 }, { 250, 90 } };
        const QList<QPair<int, int>> edges { { 0, 1 }, { 0, 2 }, { 1, 3 }, { 2, 3 }, { 4, 1 }, { 0, 5 }, { 3, 5 } };
        const GraphLayout::Result r = GraphLayout::layout(sizes, edges, GraphLayout::Engine(engine), 1000);
        QCOMPARE(r.positions.size(), sizes.size());
        QCOMPARE(int(r.engine), engine);
        QVERIFY2(r.warning.isEmpty(), qPrintable(r.warning));
        const QList<QRectF> rects = rectsOf(sizes, r.positions);
        QVERIFY2(overlap(rects).isEmpty(), qPrintable(overlap(rects)));
        for (const auto& [from, to] : edges)
            QVERIFY2(rects[from].right() < rects[to].left(), qPrintable(QStringLiteral("%1 -> %2").arg(from).arg(to)));
    }

    void aFanOutKeepsTheFilesOrder()
    {
        // one parameter feeding eight steps: nothing tells them apart, so they stand as they are listed
        QList<QSizeF> sizes { { 140, 40 } };
        QList<QPair<int, int>> edges;
        for (int i = 1; i <= 8; ++i) {
            sizes << QSizeF(250, 90);
            edges.append({ 0, i });
        }
        const QList<QPointF> p = GraphLayout::layout(sizes, edges, GraphLayout::Engine::Layered).positions;
        for (int i = 2; i <= 8; ++i)
            QVERIFY2(p[i].y() > p[i - 1].y(), qPrintable(QString::number(i)));
        // and so do the steps each of them feeds in turn
        sizes << sizes.mid(1);
        for (int i = 1; i <= 8; ++i)
            edges.append({ i, i + 8 });
        const QList<QPointF> q = GraphLayout::layout(sizes, edges, GraphLayout::Engine::Layered).positions;
        for (int i = 10; i <= 16; ++i)
            QVERIFY2(q[i].y() > q[i - 1].y(), qPrintable(QString::number(i)));
    }

    void cyclesAreLaidOutToo()
    {
        const QList<QSizeF> sizes(4, QSizeF(250, 90));
        const QList<QPair<int, int>> edges { { 0, 1 }, { 1, 2 }, { 2, 0 }, { 2, 3 }, { 3, 3 } };
        for (GraphLayout::Engine engine : { GraphLayout::Engine::Layered, GraphLayout::Engine::Graphviz }) {
            const GraphLayout::Result r = GraphLayout::layout(sizes, edges, engine, 1000);
            QCOMPARE(r.positions.size(), sizes.size());
            for (const QPointF& p : r.positions)
                QVERIFY(std::isfinite(p.x()) && std::isfinite(p.y()));
            QVERIFY(overlap(rectsOf(sizes, r.positions)).isEmpty());
        }
    }

    void autoUsesGraphvizForSmallGraphsOnly()
    {
        const QList<QSizeF> small(10, QSizeF(250, 90));
        QCOMPARE(GraphLayout::layout(small, { { 0, 1 } }).engine, GraphLayout::Engine::Graphviz);
        const QList<QSizeF> large(GraphLayout::DefaultGraphvizLimit + 1, QSizeF(250, 90));
        QCOMPARE(GraphLayout::layout(large, { { 0, 1 } }).engine, GraphLayout::Engine::Layered);
    }

    void aLargeRandomGraphHasNoOverlapAndGoesForward()
    {
        // 3,000 nodes, links only forward in the list (a pipeline's steps read what came before)
        QRandomGenerator rng(11);
        QList<QSizeF> sizes;
        QList<QPair<int, int>> edges;
        for (int i = 0; i < 3000; ++i) {
            sizes << QSizeF(250 + 10 * int(rng.bounded(8)), 60 + 22 * int(rng.bounded(5)));
            if (i > 0)
                edges.append({ int(rng.bounded(i)), i });
        }
        const GraphLayout::Result r = GraphLayout::layout(sizes, edges);
        QCOMPARE(r.engine, GraphLayout::Engine::Layered);
        const QList<QRectF> rects = rectsOf(sizes, r.positions);
        for (const auto& [from, to] : std::as_const(edges))
            QVERIFY(rects[from].right() < rects[to].left());
        // overlaps: only nodes of one layer (same left edge band) can meet, compare neighbours by top
        QList<int> byX(rects.size());
        std::iota(byX.begin(), byX.end(), 0);
        std::sort(byX.begin(), byX.end(), [&](int a, int b) {
            return rects[a].center().x() != rects[b].center().x() ? rects[a].center().x() < rects[b].center().x()
                                                                  : rects[a].top() < rects[b].top();
        });
        for (qsizetype k = 1; k < byX.size(); ++k) {
            const QRectF& a = rects[byX[k - 1]];
            const QRectF& b = rects[byX[k]];
            if (a.center().x() == b.center().x())
                QVERIFY2(a.bottom() < b.top(), qPrintable(QStringLiteral("%1 and %2").arg(byX[k - 1]).arg(byX[k])));
        }
    }
};

QTEST_GUILESS_MAIN(TestGraphLayout)
#include "tst_graphlayout.moc"
