// SPDX-License-Identifier: MIT
// The compute charts at scale (offscreen):
//  - a usage history of N points (default 1,000,000): first display, and a redraw after zooming to a tenth, of the
//    studio's TimeSeriesChart (keeps every point, draws the visible range downsampled) vs the same points handed to
//    a QLineSeries in a QChartView, both rendered into an image of the same size (best of --runs);
//  - the quota dashboard opening with 200 VM families × 2 priorities and 10 workspaces (construction, rows, bars,
//    first paint) vs a QTableWidget filled with the same rows.
//   build/dev/tests/bench/bench_charts [--points N] [--runs N]
#include "benchreport.h"
#include "quotadashboard.h"
#include "timeserieschart.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QElapsedTimer>
#include <QImage>
#include <QLineSeries>
#include <QPainter>
#include <QTableWidget>
#include <QValueAxis>

#include <cmath>
#include <functional>

namespace {

QList<QPointF> history(qsizetype n)
{
    QList<QPointF> points;
    points.reserve(n);
    const double t0 = 1.7e12;
    quint32 noise = 12345;
    for (qsizetype i = 0; i < n; ++i) {
        noise = noise * 1664525u + 1013904223u;
        points << QPointF(t0 + double(i) * 1000.0, 40 + 30 * std::sin(double(i) / 20000.0) + double(noise >> 28));
    }
    return points;
}

void render(QWidget* w)
{
    QImage image(w->size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    w->render(&painter);
}

double best(int runs, const std::function<double()>& once)
{
    double b = -1;
    for (int i = 0; i < runs; ++i) {
        const double ms = once();
        b = b < 0 ? ms : std::min(b, ms);
    }
    return b;
}

const QSize kChartSize(1000, 400);

pw::ComputeSnapshot bigSnapshot()
{
    pw::ComputeSnapshot s;
    s.backendId = QStringLiteral("bench");
    s.location = QStringLiteral("eastus");
    s.takenAt = QDateTime::currentDateTimeUtc();
    for (int f = 0; f < 200; ++f) {
        for (int lp = 0; lp < 2; ++lp) {
            pw::UsageRow r;
            r.family = QStringLiteral("standardF%1Family").arg(f);
            r.key = QStringLiteral("Standard F%1 Family Cluster %2 vCPUs").arg(f).arg(lp ? QStringLiteral("LowPriority") : QStringLiteral("Dedicated"));
            r.displayName = r.key;
            r.group = QStringLiteral("vmFamily");
            r.pool = lp ? pw::CorePool::LowPriority : pw::CorePool::Dedicated;
            r.current = (f * 7 + lp * 3) % 50;
            r.limit = 20 + (f * 13) % 80;
            s.usages << r;
        }
    }
    for (int w = 0; w < 10; ++w) {
        pw::UsageRow r;
        r.key = QStringLiteral("Workspace ws-%1 Dedicated vCPUs").arg(w);
        r.displayName = r.key;
        r.group = QStringLiteral("workspace");
        r.level = pw::QuotaLevel::Workspace;
        r.workspace = QStringLiteral("ws-%1").arg(w);
        r.pool = pw::CorePool::Dedicated;
        r.current = w * 4;
        r.limit = 100;
        s.usages << r;
    }
    return s;
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    qsizetype points = 1'000'000;
    int runs = 3;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--points"))
            points = args[i + 1].toLongLong();
        else if (args[i] == QLatin1String("--runs"))
            runs = std::max(1, args[i + 1].toInt());
    }
    const QList<QPointF> data = history(points);
    const double from = data.at(data.size() * 4 / 10).x(), to = data.at(data.size() / 2).x();
    std::printf("bench_charts: %lld points, best of %d, %dx%d\n\n", static_cast<long long>(points), runs,
                kChartSize.width(), kChartSize.height());
    benchreport::header();

    // ----- ours
    double oursZoom = -1;
    const double oursFirst = best(runs, [&] {
        QElapsedTimer t;
        t.start();
        pw::TimeSeriesChart chart;
        chart.resize(kChartSize);
        const int s = chart.addSeries(QStringLiteral("cores"));
        chart.setPoints(s, data);
        chart.refreshNow();
        render(&chart);
        const double first = double(t.nsecsElapsed()) / 1e6;
        t.restart();
        chart.zoomTo(from, to);
        render(&chart);
        const double zoom = double(t.nsecsElapsed()) / 1e6;
        oursZoom = oursZoom < 0 ? zoom : std::min(oursZoom, zoom);
        return first;
    });

    // ----- peer: the raw points in a QLineSeries
    double peerZoom = -1;
    const double peerFirst = best(runs, [&] {
        QElapsedTimer t;
        t.start();
        auto* chart = new QChart;
        auto* series = new QLineSeries;
        series->replace(data);
        chart->addSeries(series);
        auto* x = new QDateTimeAxis;
        auto* y = new QValueAxis;
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        series->attachAxis(x);
        series->attachAxis(y);
        x->setRange(QDateTime::fromMSecsSinceEpoch(qint64(data.first().x())), QDateTime::fromMSecsSinceEpoch(qint64(data.last().x())));
        y->setRange(0, 100);
        QChartView view(chart);
        view.resize(kChartSize);
        render(&view);
        const double first = double(t.nsecsElapsed()) / 1e6;
        t.restart();
        x->setRange(QDateTime::fromMSecsSinceEpoch(qint64(from)), QDateTime::fromMSecsSinceEpoch(qint64(to)));
        render(&view);
        const double zoom = double(t.nsecsElapsed()) / 1e6;
        peerZoom = peerZoom < 0 ? zoom : std::min(peerZoom, zoom);
        return first;
    });

    const QString peer = QStringLiteral("QLineSeries, all points");
    benchreport::absolute(QStringLiteral("history: first display"), oursFirst, peer, peerFirst, "ms", 16.7, QStringLiteral("(a frame)"));
    benchreport::relative(QStringLiteral("history: first display vs peer"), oursFirst, peer, peerFirst, "ms", 0.05);
    benchreport::absolute(QStringLiteral("history: redraw after zoom"), oursZoom, peer, peerZoom, "ms", 16.7, QStringLiteral("(a frame)"));
    benchreport::relative(QStringLiteral("history: redraw after zoom vs peer"), oursZoom, peer, peerZoom, "ms", 0.05);

    // ----- the dashboard with 200 families x 2 priorities and 10 workspaces
    const pw::ComputeSnapshot snapshot = bigSnapshot();
    const double dashboard = best(runs, [&] {
        QElapsedTimer t;
        t.start();
        pw::QuotaDashboard dash;
        dash.resize(1400, 800);
        dash.setSnapshot(snapshot);
        render(&dash);
        return double(t.nsecsElapsed()) / 1e6;
    });
    const double table = best(runs, [&] {
        QElapsedTimer t;
        t.start();
        QTableWidget w(int(snapshot.usages.size()), 4);
        for (int i = 0; i < snapshot.usages.size(); ++i) {
            const pw::UsageRow& r = snapshot.usages[i];
            w.setItem(i, 0, new QTableWidgetItem(r.displayName));
            w.setItem(i, 1, new QTableWidgetItem(QString::number(r.current)));
            w.setItem(i, 2, new QTableWidgetItem(QString::number(r.limit)));
            w.setItem(i, 3, new QTableWidgetItem(QString::number(r.limit - r.current)));
        }
        w.resize(1400, 800);
        render(&w);
        return double(t.nsecsElapsed()) / 1e6;
    });
    benchreport::absolute(QStringLiteral("dashboard opens (410 rows)"), dashboard, QStringLiteral("QTableWidget, same rows"), table,
                          "ms", 100);
    benchreport::summary("bench_charts");
    return 0;
}
