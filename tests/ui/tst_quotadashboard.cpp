// SPDX-License-Identifier: MIT
// The quota dashboard and its charts: rows in the REST shapes of tests/data/compute shown in the table, the bars
// and the CSV; a backend's snapshot and history taken through the Backend interface on refresh; the history chart
// drawing a million points downsampled; pictures a person can look at (PW_QUOTA_SCREENSHOTS=folder).
#include "answeringbackend.h"
#include "computejson.h"
#include "pictures.h"
#include "quotabarchart.h"
#include "quotadashboard.h"
#include "quotarowsmodel.h"
#include "timeserieschart.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

namespace {

QList<QPointF> wave(qsizetype n)
{
    QList<QPointF> points;
    points.reserve(n);
    const double t0 = 1.7e12;
    for (qsizetype i = 0; i < n; ++i)
        points << QPointF(t0 + double(i) * 1000.0, 50 + 40 * std::sin(double(i) / 5000.0) + double(i % 7));
    return points;
}

} // namespace

class TestQuotaDashboard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void restRowsFillTableBarsAndCsv()
    {
        const ComputeSnapshot s = test::restSnapshot();
        QVERIFY(s.usages.size() >= 5);
        QuotaDashboard dash;
        QAbstractItemModelTester tester(dash.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        dash.setSnapshot(s);
        QCOMPARE(dash.table()->model()->rowCount(), s.usages.size());
        // bars: only rows with a limit, the fullest first
        const QList<QuotaSummary>& bars = dash.barChart()->shownRows();
        QVERIFY(!bars.isEmpty());
        for (const QuotaSummary& q : bars)
            QVERIFY(q.limit >= 0);
        for (qsizetype i = 1; i < bars.size(); ++i)
            QVERIFY(bars[i - 1].percent >= bars[i].percent);
        const QByteArray csv = dash.shownRowsCsv();
        QCOMPARE(csv.count('\n'), s.usages.size() + 1);
        QVERIFY(csv.startsWith("name,displayName,level,pool,family,used,limit,free,percent\n"));

        // the level filter keeps only that level, in the table and the bars
        dash.filterModel()->setLevel(QuotaLevel::Subscription);
        int subscription = 0;
        for (const UsageRow& r : s.usages)
            subscription += r.level == QuotaLevel::Subscription;
        QCOMPARE(dash.filterModel()->rowCount(), subscription);
        dash.filterModel()->setLevel(std::nullopt);
        dash.filterModel()->setText(QStringLiteral("no such quota row"));
        QCOMPARE(dash.filterModel()->rowCount(), 0);
        QCOMPARE(dash.shownRowsCsv().count('\n'), 1);
    }

    void refreshAsksTheBackend()
    {
        test::AnsweringBackend backend;
        backend.snapshot.backendId = QStringLiteral("answering");
        UsageRow cores;
        cores.key = QStringLiteral("Local cores");
        cores.displayName = QStringLiteral("Cores of this machine");
        cores.group = QStringLiteral("local");
        cores.current = 3;
        cores.limit = 8;
        backend.snapshot.usages << cores;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (int i = 0; i < 100; ++i)
            backend.history << UsageSample {now.addSecs(-3600 + i * 36), cores.key, double(i % 5), 8};

        QuotaDashboard dash;
        QSignalSpy refreshed(&dash, &QuotaDashboard::refreshed);
        dash.setBackend(&backend);
        dash.refresh();
        QVERIFY(refreshed.wait(5000));
        QCOMPARE(backend.snapshots, 1);
        QVERIFY(backend.askedSince.isValid() && backend.askedSince < now);
        QCOMPARE(dash.rowsModel()->rowCount(), 1);
        QCOMPARE(dash.historyChart()->seriesCount(), 1);
        QCOMPARE(dash.historyChart()->points(0).size(), 100);
        QVERIFY(!dash.isRefreshing());
    }

    void backendWithoutHistoryGetsOneSamplePerRefresh()
    {
        test::AnsweringBackend backend;
        backend.snapshot = test::restSnapshot();
        QuotaDashboard dash;
        QSignalSpy refreshed(&dash, &QuotaDashboard::refreshed);
        dash.setBackend(&backend);
        dash.refresh();
        QVERIFY(refreshed.wait(5000));
        QTest::qWait(5); // the next snapshot is taken later
        dash.refresh();
        QVERIFY(refreshed.wait(5000));
        QVERIFY(dash.historyChart()->seriesCount() >= 1);
        QCOMPARE(dash.historyChart()->points(0).size(), 2);
    }

    void millionPointsAreDrawnDownsampled()
    {
        TimeSeriesChart chart;
        chart.resize(900, 400);
        const int s = chart.addSeries(QStringLiteral("cores"));
        chart.setPoints(s, wave(1'000'000));
        chart.refreshNow();
        QVERIFY(chart.drawnPointCount(s) > 100);
        QVERIFY2(chart.drawnPointCount(s) <= 8002, qPrintable(QString::number(chart.drawnPointCount(s))));
        // zooming draws the points of the range, again bounded
        const double from = chart.points(s).at(400'000).x(), to = chart.points(s).at(401'000).x();
        chart.zoomTo(from, to);
        QVERIFY(chart.isZoomed());
        QVERIFY(chart.drawnPointCount(s) <= 1003 + 2);
        chart.resetZoom();
        QVERIFY(!chart.isZoomed());
        QCOMPARE(chart.visibleTo(), chart.points(s).last().x());
    }

    void liveAppendsKeepOrderAndCsvHasEveryPoint()
    {
        TimeSeriesChart chart;
        const int a = chart.addSeries(QStringLiteral("node-0"));
        const int b = chart.addSeries(QStringLiteral("node \"1\""));
        chart.setPoints(a, {QPointF(1000, 1), QPointF(2000, 2)});
        chart.appendPoints(a, {QPointF(1500, 9), QPointF(3000, 3)}); // the earlier one is dropped
        chart.appendPoints(b, {QPointF(2000, 5)});
        QCOMPARE(chart.points(a).size(), 3);
        const QByteArray csv = chart.toCsv();
        const QList<QByteArray> lines = csv.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[0], QByteArray("time,\"node-0\",\"node \"\"1\"\"\""));
        QVERIFY(lines[1].endsWith(",1,"));
        QVERIFY(lines[2].endsWith(",2,5"));
        QVERIFY(lines[3].endsWith(",3,"));
    }

    void pictures()
    {
        QTemporaryDir tmp;
        const QString folder = test::pictureFolder("PW_QUOTA_SCREENSHOTS", tmp);
        test::AnsweringBackend backend;
        backend.snapshot = test::restSnapshot();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (int i = 0; i <= 24 * 12; ++i)
            backend.history << UsageSample {now.addSecs(-86400 + i * 300), QStringLiteral("Total Cluster Dedicated Regional vCPUs"),
                                            double(int(40 + 30 * std::sin(i / 20.0))), 100};
        QuotaDashboard dash;
        QSignalSpy refreshed(&dash, &QuotaDashboard::refreshed);
        dash.setBackend(&backend);
        dash.resize(1280, 760);
        dash.show();
        QVERIFY(refreshed.wait(5000));
        QTest::qWait(50);
        const QString problem = test::savePicture(&dash, folder, QStringLiteral("quota-dashboard.png"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

QTEST_MAIN(TestQuotaDashboard)
#include "tst_quotadashboard.moc"
