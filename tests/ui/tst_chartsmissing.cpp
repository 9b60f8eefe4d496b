// SPDX-License-Identifier: MIT
// The charts plugin is loaded with the first chart (views/charts/chartplots.h). When it cannot be, each chart says
// why in its place, naming the file, and keeps its data: points, zoom, CSV and the quota rows it would show.
// $PW_CHARTS_CASE picks what is in the plugin's place (one per process: a process loads the plugin once): nothing
// (the default), a module of another interface version (oldversion), or a module that is no charts plugin
// (notaplugin).
#include "chartplots.h"
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
        const QByteArray which = qgetenv("PW_CHARTS_CASE");
        if (which == "oldversion") {
            m_file = QStringLiteral(PW_FAKE_OLDVERSION);
            m_reason = QStringLiteral("it is of another version (0, not %1)").arg(ChartPlots::kVersion);
        } else if (which == "notaplugin") {
            m_file = QStringLiteral(PW_FAKE_NOTAPLUGIN);
            m_reason = QStringLiteral("it is not a Pipewright charts plugin");
        } else {
            m_file = QDir::tempPath() + QStringLiteral("/pw-no-such-dir/pipewright-charts.so");
            m_reason = QStringLiteral("pw-no-such-dir"); // the loader's own words for a missing file
        }
        qputenv("PIPEWRIGHT_CHARTS_PLUGIN", m_file.toUtf8());
    }

    void theChartSaysWhyAndKeepsItsData()
    {
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("charts plugin ")));
        TimeSeriesChart chart;
        QVERIFY2(chart.drawingError().contains(m_file), qPrintable(chart.drawingError()));
        QVERIFY2(chart.drawingError().contains(m_reason), qPrintable(chart.drawingError()));
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
        QVERIFY(bars.drawingError().contains(m_file));
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

private:
    QString m_file;
    QString m_reason;
};

QTEST_MAIN(TestChartsMissing)
#include "tst_chartsmissing.moc"
