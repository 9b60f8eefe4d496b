// SPDX-License-Identifier: MIT
#include "downsample.h"

#include <QTest>

#include <cmath>

using namespace pw;

namespace {

QList<QPointF> sine(int n)
{
    QList<QPointF> pts;
    pts.reserve(n);
    for (int i = 0; i < n; ++i)
        pts.append(QPointF(i, std::sin(i / 50.0) * 10.0));
    return pts;
}

} // namespace

class TestDownsample : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void smallInputIsReturnedWhole()
    {
        const auto pts = sine(10);
        QCOMPARE(downsampleLttb(pts, 10), pts);
        QCOMPARE(downsampleLttb(pts, 50), pts);
        QCOMPARE(downsampleLttb(pts, 2), pts); // threshold < 3: everything
        QCOMPARE(downsampleLttb(QList<QPointF>(), 100).size(), 0);
    }

    void keepsFirstAndLastAndCount()
    {
        const auto pts = sine(100000);
        for (int threshold : { 3, 4, 10, 500, 99999 }) {
            const auto out = downsampleLttb(pts, threshold);
            QVERIFY2(out.size() <= threshold, qPrintable(QString::number(out.size())));
            QCOMPARE(out.size(), threshold);
            QCOMPARE(out.first(), pts.first());
            QCOMPARE(out.last(), pts.last());
            for (qsizetype i = 1; i < out.size(); ++i)
                QVERIFY(out[i].x() > out[i - 1].x()); // still sorted, no duplicates
        }
    }

    void keepsSpikeExtremes()
    {
        QList<QPointF> pts;
        for (int i = 0; i < 10000; ++i)
            pts.append(QPointF(i, 1.0));
        pts[4321].setY(500.0); // a single-sample spike up
        pts[7777].setY(-300.0); // and one down
        const auto out = downsampleLttb(pts, 50);
        QVERIFY(out.size() <= 50);
        QVERIFY(out.contains(QPointF(4321, 500.0)));
        QVERIFY(out.contains(QPointF(7777, -300.0)));
    }

    void rangeSelection()
    {
        const auto pts = sine(1000);
        // the range [100.5, 200.5] holds x = 101..200, plus one neighbour each side: 100..201
        const auto out = downsampleRange(pts.constData(), pts.size(), 100.5, 200.5, 1000);
        QCOMPARE(out.size(), 102);
        QCOMPARE(out.first().x(), 100.0);
        QCOMPARE(out.last().x(), 201.0);
        // at the edges there is no neighbour to add
        const auto head = downsampleRange(pts.constData(), pts.size(), -10, 5, 1000);
        QCOMPARE(head.size(), 7); // 0..5 plus 6
        QCOMPARE(head.first().x(), 0.0);
        const auto tail = downsampleRange(pts.constData(), pts.size(), 995, 2000, 1000);
        QCOMPARE(tail.size(), 6); // 994..999
        QCOMPARE(tail.last().x(), 999.0);
        // downsampled to the threshold, keeping the range's ends
        const auto small = downsampleRange(pts.constData(), pts.size(), 100.5, 800.5, 20);
        QCOMPARE(small.size(), 20);
        QCOMPARE(small.first().x(), 100.0);
        QCOMPARE(small.last().x(), 801.0);
        // an empty or inverted range
        QCOMPARE(downsampleRange(pts.constData(), pts.size(), 10, 5, 100).size(), 0);
        QCOMPARE(downsampleRange(nullptr, 0, 0, 1, 100).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestDownsample)
#include "tst_downsample.moc"
