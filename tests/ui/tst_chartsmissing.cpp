// SPDX-License-Identifier: MIT
// The charts plugin is loaded with the first chart (views/charts/chartplots.h). When it cannot be, each chart says
// why in its place, naming the file, and keeps its data: points, zoom, CSV and the quota rows it would show.
#include "quotabarchart.h"
#include "timeserieschart.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QTest>

using namespace pw;

class TestChartsMissing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // before the first chart: the process loads the plugin once
        qputenv("PIPEWRIGHT_CHARTS_PLUGIN",
                QByteArray(QDir::tempPath().toUtf8() + "/pw-no-such-dir/pipewright-charts.so"));
    }

    void theChartSaysWhyAndKeepsItsData()
    {
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("charts plugin .*pw-no-such-dir")));
        TimeSeriesChart chart;
        QVERIFY2(chart.drawingError().contains(QStringLiteral("pw-no-such-dir/pipewright-charts.so")),
                 qPrintable(chart.drawingError()));
        const QList<QLabel*> labels = chart.findChildren<QLabel*>();
        QCOMPARE(labels.size(), 1);
        QCOMPARE(labels.first()->text(), chart.drawingError());

        const int s = chart.addSeries(QStringLiteral("cores"));
        chart.setPoints(s, {QPointF(1000, 1), QPointF(2000, 2), QPointF(3000, 3)});
        chart.appendPoints(s, {QPointF(4000, 4)});
        chart.setLimit(10, QStringLiteral("limit"));
        chart.refreshNow();
        QCOMPARE(chart.points(s).size(), 4);
        QCOMPARE(chart.drawnPointCount(s), 0);
        chart.zoomTo(1500, 2500);
        QVERIFY(chart.isZoomed());
        chart.resetZoom();
        QCOMPARE(chart.visibleTo(), 4000.0);
        QVERIFY(chart.toCsv().startsWith("time,\"cores\"\n"));
        chart.resize(400, 300);
        QVERIFY(!chart.grab().isNull());
    }

    void theBarsSayWhyAndKeepTheirRows()
    {
        QuotaBarChart bars;
        QVERIFY(bars.drawingError().contains(QStringLiteral("pw-no-such-dir")));
        QuotaSummary full;
        full.displayName = QStringLiteral("Standard DSv2 Family vCPUs");
        full.used = 10;
        full.limit = 10;
        full.percent = 100;
        QuotaSummary none;
        none.displayName = QStringLiteral("Standard NC Family vCPUs");
        none.limit = -1;
        bars.setRows({none, full});
        QCOMPARE(bars.shownRows().size(), 1);
        QCOMPARE(bars.shownRows().first().displayName, full.displayName);
    }
};

QTEST_MAIN(TestChartsMissing)
#include "tst_chartsmissing.moc"
