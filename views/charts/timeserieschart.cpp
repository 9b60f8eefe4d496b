// SPDX-License-Identifier: MIT
#include "timeserieschart.h"

#include "downsample.h"
#include "fileio.h"

#include <QDateTime>
#include <QBuffer>
#include <QCoreApplication>
#include <QDateTimeAxis>
#include <QKeyEvent>
#include <QLineSeries>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace pw {

namespace {

    constexpr int kMinimumBudget = 200;
    constexpr int kMaximumBudget = 8000;

    /// The first point with x ≥ value.
    qsizetype lowerIndex(const QList<QPointF>& points, double x)
    {
        return std::lower_bound(points.cbegin(), points.cend(), x, [](const QPointF& p, double v) { return p.x() < v; })
               - points.cbegin();
    }

} // namespace

bool savePixmapAtomically(const QPixmap& pixmap, const QString& path, QString* error)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!pixmap.save(&buffer, "PNG")) {
        if (error)
            *error = QCoreApplication::translate("pw::TimeSeriesChart", "Could not draw the chart as PNG.");
        return false;
    }
    return writeFileAtomically(path, png, error);
}

TimeSeriesChart::TimeSeriesChart(QWidget* parent)
    : QChartView(parent)
{
    m_chart = new QChart;
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setBackgroundRoundness(0);
    m_x = new QDateTimeAxis(m_chart);
    m_x->setTickCount(6); // the format is set with the first range: setting it lays the axis out
    m_y = new QValueAxis(m_chart);
    m_y->setLabelFormat(QStringLiteral("%g"));
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    // the view made a chart of its own, which setChart() gives up without deleting
    QChart* made = chart();
    setChart(m_chart);
    delete made;
    setRenderHint(QPainter::Antialiasing, false); // thousands of segments: crisp and fast
    setRubberBand(QChartView::HorizontalRubberBand);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(240, 160);
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(16); // at most one redraw per frame, however many appends arrive
    connect(&m_refreshTimer, &QTimer::timeout, this, &TimeSeriesChart::refresh);
}

TimeSeriesChart::~TimeSeriesChart() = default;

int TimeSeriesChart::addSeries(const QString& name, const QColor& color)
{
    Series s;
    s.name = name;
    s.line = new QLineSeries(m_chart);
    s.line->setName(name);
    m_chart->addSeries(s.line);
    s.line->attachAxis(m_x);
    s.line->attachAxis(m_y);
    if (color.isValid()) {
        QPen pen(color);
        pen.setWidthF(1.5);
        s.line->setPen(pen);
    }
    const int index = int(m_series.size());
    connect(s.line, &QLineSeries::hovered, this,
            [this, index](const QPointF& p, bool state) { showTip(index, p, state); });
    m_series.push_back(std::move(s));
    return index;
}

void TimeSeriesChart::clearSeries()
{
    for (Series& s : m_series) {
        m_chart->removeSeries(s.line);
        delete s.line;
    }
    m_series.clear();
    scheduleRefresh();
}

void TimeSeriesChart::setPoints(int series, QList<QPointF> points)
{
    if (series < 0 || series >= seriesCount())
        return;
    m_series[size_t(series)].points = std::move(points);
    if (m_follow)
        fitDataRange();
    scheduleRefresh();
}

void TimeSeriesChart::appendPoints(int series, const QList<QPointF>& points)
{
    if (series < 0 || series >= seriesCount() || points.isEmpty())
        return;
    QList<QPointF>& all = m_series[size_t(series)].points;
    const double last = all.isEmpty() ? -std::numeric_limits<double>::infinity() : all.last().x();
    for (const QPointF& p : points)
        if (p.x() >= last)
            all.append(p);
    if (m_follow)
        fitDataRange();
    scheduleRefresh();
}

const QList<QPointF>& TimeSeriesChart::points(int series) const
{
    static const QList<QPointF> none;
    return series >= 0 && series < seriesCount() ? m_series[size_t(series)].points : none;
}

qsizetype TimeSeriesChart::drawnPointCount(int series) const
{
    return series >= 0 && series < seriesCount() ? m_series[size_t(series)].line->count() : 0;
}

void TimeSeriesChart::setLimit(double value, const QString& label)
{
    m_limit = value;
    m_limitLabel = label;
    if (value < 0) {
        if (m_limitLine) {
            m_chart->removeSeries(m_limitLine);
            delete m_limitLine;
            m_limitLine = nullptr;
        }
    } else if (!m_limitLine) {
        m_limitLine = new QLineSeries(m_chart);
        QPen pen(QColor(0xc5, 0x0f, 0x1f));
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(1.2);
        m_limitLine->setPen(pen);
        m_chart->addSeries(m_limitLine);
        m_limitLine->attachAxis(m_x);
        m_limitLine->attachAxis(m_y);
    }
    if (m_limitLine)
        m_limitLine->setName(label);
    scheduleRefresh();
}

void TimeSeriesChart::setTitle(const QString& title)
{
    m_chart->setTitle(title);
}

void TimeSeriesChart::setValueTitle(const QString& title)
{
    m_y->setTitleText(title);
}

void TimeSeriesChart::setValueFormatter(std::function<QString(double)> formatter)
{
    m_format = std::move(formatter);
}

QString TimeSeriesChart::formatValue(double v) const
{
    if (m_format)
        return m_format(v);
    return QLocale().toString(v, 'f', std::abs(v - std::round(v)) < 1e-9 ? 0 : 2);
}

void TimeSeriesChart::fitDataRange()
{
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const Series& s : m_series) {
        if (s.points.isEmpty())
            continue;
        lo = std::min(lo, s.points.first().x());
        hi = std::max(hi, s.points.last().x());
    }
    if (!std::isfinite(lo)) {
        const double now = double(QDateTime::currentMSecsSinceEpoch());
        lo = now - 60'000;
        hi = now;
    }
    if (hi <= lo)
        hi = lo + 1000;
    m_from = lo;
    m_to = hi;
}

void TimeSeriesChart::zoomTo(double from, double to)
{
    if (!(to > from))
        return;
    m_follow = false;
    m_from = from;
    m_to = to;
    refreshNow();
    Q_EMIT zoomChanged(m_from, m_to);
}

void TimeSeriesChart::resetZoom()
{
    m_follow = true;
    fitDataRange();
    refreshNow();
    Q_EMIT zoomChanged(m_from, m_to);
}

void TimeSeriesChart::mouseReleaseEvent(QMouseEvent* event)
{
    QChartView::mouseReleaseEvent(event); // the rubber band (or a right-click zoom out) sets the axis range
    onAxisRangeChanged();
}

void TimeSeriesChart::onAxisRangeChanged()
{
    // only what the user did: series attached to the axis move its range too
    const double from = double(m_x->min().toMSecsSinceEpoch());
    const double to = double(m_x->max().toMSecsSinceEpoch());
    if (!(to > from) || (qint64(from) == qint64(m_from) && qint64(to) == qint64(m_to)))
        return;
    m_follow = false;
    m_from = from;
    m_to = to;
    scheduleRefresh();
    Q_EMIT zoomChanged(m_from, m_to);
}

int TimeSeriesChart::pointBudget() const
{
    const double width = m_chart->plotArea().width() > 0 ? m_chart->plotArea().width() : double(viewport()->width());
    return std::clamp(int(width * 2), kMinimumBudget, kMaximumBudget);
}

void TimeSeriesChart::scheduleRefresh()
{
    if (!m_refreshTimer.isActive())
        m_refreshTimer.start();
}

void TimeSeriesChart::refreshNow()
{
    m_refreshTimer.stop();
    refresh();
}

void TimeSeriesChart::refresh()
{
    const int budget = pointBudget();
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (Series& s : m_series) {
        QList<QPointF> drawn = downsampleRange(s.points.constData(), s.points.size(), m_from, m_to, budget);
        bool inside = false;
        for (const QPointF& p : drawn) {
            if (p.x() < m_from || p.x() > m_to)
                continue; // the neighbours outside the range only carry the line to the edge
            inside = true;
            lo = std::min(lo, p.y());
            hi = std::max(hi, p.y());
        }
        if (!inside) // zoomed between two points: the line crossing the range decides
            for (const QPointF& p : drawn) {
                lo = std::min(lo, p.y());
                hi = std::max(hi, p.y());
            }
        s.line->replace(drawn);
    }
    if (m_limitLine) {
        m_limitLine->replace(QList<QPointF> {QPointF(m_from, m_limit), QPointF(m_to, m_limit)});
        lo = std::min(lo, m_limit);
        hi = std::max(hi, m_limit);
    }
    if (!std::isfinite(lo)) {
        lo = 0;
        hi = 1;
    }
    if (lo >= 0)
        lo = 0; // amounts start at zero
    const double pad = (hi - lo) * 0.08;
    hi = hi + (pad > 0 ? pad : 1);
    m_x->setRange(QDateTime::fromMSecsSinceEpoch(qint64(m_from)), QDateTime::fromMSecsSinceEpoch(qint64(m_to)));
    const double span = m_to - m_from;
    m_x->setFormat(span > 2 * 86'400'000.0 ? QStringLiteral("MM-dd HH:mm")
                   : span > 3'600'000.0   ? QStringLiteral("HH:mm")
                                          : QStringLiteral("HH:mm:ss"));
    m_y->setRange(lo, hi);
    m_y->applyNiceNumbers();
}

void TimeSeriesChart::showTip(int series, const QPointF& point, bool state)
{
    if (!state || series < 0 || series >= seriesCount()) {
        QToolTip::hideText();
        return;
    }
    const QList<QPointF>& all = m_series[size_t(series)].points;
    if (all.isEmpty())
        return;
    qsizetype i = lowerIndex(all, point.x());
    if (i >= all.size() || (i > 0 && point.x() - all[i - 1].x() < all[i].x() - point.x()))
        i = std::max<qsizetype>(0, i - 1);
    const QPointF p = all[i];
    const QString time = QLocale().toString(QDateTime::fromMSecsSinceEpoch(qint64(p.x())).toLocalTime(),
                                            QLocale::ShortFormat);
    QToolTip::showText(QCursor::pos(),
                       tr("%1\n%2: %3").arg(time, m_series[size_t(series)].name, formatValue(p.y())), this);
}

void TimeSeriesChart::wheelEvent(QWheelEvent* event)
{
    const double dy = event->angleDelta().y();
    if (dy == 0) {
        QChartView::wheelEvent(event);
        return;
    }
    const QRectF plot = m_chart->plotArea();
    const double at = plot.width() > 0
                          ? std::clamp((event->position().x() - plot.left()) / plot.width(), 0.0, 1.0)
                          : 0.5;
    const double factor = dy > 0 ? 0.8 : 1.25;
    const double span = (m_to - m_from) * factor;
    const double pivot = m_from + (m_to - m_from) * at;
    zoomTo(pivot - span * at, pivot + span * (1 - at));
    event->accept();
}

void TimeSeriesChart::mouseDoubleClickEvent(QMouseEvent* event)
{
    resetZoom();
    event->accept();
}

void TimeSeriesChart::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && !m_follow) {
        resetZoom();
        event->accept();
        return;
    }
    QChartView::keyPressEvent(event);
}

void TimeSeriesChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    scheduleRefresh(); // the point budget follows the plot's width
}

QByteArray TimeSeriesChart::toCsv() const
{
    // one row per time that any series has, a column per series (empty where a series has no point then)
    QByteArray out = "time";
    for (const Series& s : m_series) {
        QString name = s.name;
        name.replace(QLatin1Char('"'), QLatin1String("\"\""));
        out += ",\"" + name.toUtf8() + '"';
    }
    out += '\n';
    std::vector<qsizetype> at(m_series.size(), 0);
    while (true) {
        double next = std::numeric_limits<double>::infinity();
        for (size_t i = 0; i < m_series.size(); ++i)
            if (at[i] < m_series[i].points.size())
                next = std::min(next, m_series[i].points[at[i]].x());
        if (!std::isfinite(next))
            break;
        out += QDateTime::fromMSecsSinceEpoch(qint64(next), Qt::UTC).toString(Qt::ISODateWithMs).toUtf8();
        for (size_t i = 0; i < m_series.size(); ++i) {
            out += ',';
            if (at[i] < m_series[i].points.size() && m_series[i].points[at[i]].x() == next) {
                out += QByteArray::number(m_series[i].points[at[i]].y(), 'g', 12);
                ++at[i];
            }
        }
        out += '\n';
    }
    return out;
}

bool TimeSeriesChart::exportCsv(const QString& path, QString* error) const
{
    return writeFileAtomically(path, toCsv(), error);
}

bool TimeSeriesChart::exportPng(const QString& path, QString* error)
{
    refreshNow();
    return savePixmapAtomically(grab(), path, error);
}

} // namespace pw
