// SPDX-License-Identifier: MIT
// Graphviz is loaded on the first layout (views/canvas/graphvizapi.h). When it cannot be, a layout that asks for it
// is made by the canvas's own layered engine, without overlaps, and says why in its warning, naming the library.
#include "graphlayout.h"

#include <QDir>
#include <QRectF>
#include <QTest>

using namespace pw;

class TestGraphvizMissing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // before the first layout: the process loads Graphviz once
        qputenv("PIPEWRIGHT_LIBGVC", QByteArray(QDir::tempPath().toUtf8() + "/pw-no-such-dir/libgvc.so.6"));
    }

    void theLayeredLayoutTakesOver()
    {
        const QList<QSizeF> sizes(4, QSizeF(250, 90));
        const QList<QPair<int, int>> edges {{0, 1}, {1, 2}, {0, 3}};
        for (GraphLayout::Engine asked : {GraphLayout::Engine::Graphviz, GraphLayout::Engine::Auto}) {
            const GraphLayout::Result r = GraphLayout::layout(sizes, edges, asked);
            QCOMPARE(r.engine, GraphLayout::Engine::Layered);
            QVERIFY2(r.warning.contains(QStringLiteral("Graphviz could not be loaded")), qPrintable(r.warning));
            QVERIFY2(r.warning.contains(QStringLiteral("pw-no-such-dir")), qPrintable(r.warning));
            QCOMPARE(r.positions.size(), sizes.size());
            for (qsizetype i = 0; i < sizes.size(); ++i)
                for (qsizetype j = i + 1; j < sizes.size(); ++j)
                    QVERIFY(!QRectF(r.positions[i], sizes[i]).intersects(QRectF(r.positions[j], sizes[j])));
            QVERIFY(r.positions[1].x() > r.positions[0].x()); // left to right
        }
    }
};

QTEST_GUILESS_MAIN(TestGraphvizMissing)
#include "tst_graphvizmissing.moc"
