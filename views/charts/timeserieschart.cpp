// SPDX-License-Identifier: MIT
#include "timeserieschart.h"

#include "chartplots.h"
#include "downsample.h"
#include "fileio.h"

#include <QDateTime>
#include <QBuffer>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QToolTip>
#include <QVBoxLayout>
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
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    if (const ChartPlots* plots = chartPlots(&m_drawingError)) {
        m_plot = plots->timeLine(this);
        TimeLinePlot::Events events;
        events.hovered = [this](int line, QPointF at, bool entered) {
            for (size_t i = 0; i < m_series.size(); ++i)
                if (m_series[i].line == line)
                    showTip(int(i), at, entered);
        };
        events.rangeChosen = [this](double from, double to) { onRangeChosen(from, to); };
        events.wheel = [this](QWheelEvent* event) { return onWheel(event); };
        events.key = [this](QKeyEvent* event) {
            if (event->key() != Qt::Key_Escape || m_follow)
                return false;
            resetZoom();
            event->accept();
            return true;
        };
        events.doubleClicked = [this] { resetZoom(); };
        events.resized = [this] { scheduleRefresh(); }; // the point budget follows the plot's width
        m_plot->setEvents(std::move(events));
        m_plot->widget()->setFocusPolicy(Qt::StrongFocus);
        setFocusProxy(m_plot->widget());
        layout->addWidget(m_plot->widget());
    } else {
        m_error = new QLabel(m_drawingError, this);
        m_error->setWordWrap(true);
        m_error->setAlignment(Qt::AlignCenter);
        m_error->setForegroundRole(QPalette::PlaceholderText);
        layout->addWidget(m_error);
    }
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
    if (m_plot)
        s.line = m_plot->addLine(name, color);
    m_series.push_back(std::move(s));
    return int(m_series.size()) - 1;
}

void TimeSeriesChart::clearSeries()
{
    if (m_plot)
        m_plot->removeLines();
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
    return m_plot && series >= 0 && series < seriesCount() ? m_plot->linePointCount(m_series[size_t(series)].line) : 0;
}

void TimeSeriesChart::setLimit(double value, const QString& label)
{
    m_limit = value;
    m_limitLabel = label;
    scheduleRefresh();
}

void TimeSeriesChart::setTitle(const QString& title)
{
    if (m_plot)
        m_plot->setTitle(title);
}

void TimeSeriesChart::setValueTitle(const QString& title)
{
    if (m_plot)
        m_plot->setValueTitle(title);
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

void TimeSeriesChart::onRangeChosen(double from, double to)
{
    // only what the user did: series attached to the axis move its range too
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
    const QRectF plot = m_plot ? m_plot->plotArea() : QRectF();
    const double width = plot.width() > 0 ? plot.width() : double(this->width());
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
        if (m_plot)
            m_plot->setLinePoints(s.line, drawn);
    }
    if (m_plot)
        m_plot->setLimitLine(m_limit >= 0, m_limitLabel, m_limit, m_from, m_to);
    if (m_limit >= 0) {
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
    const double span = m_to - m_from;
    if (m_plot)
        m_plot->setRanges(m_from, m_to,
                          span > 2 * 86'400'000.0 ? QStringLiteral("MM-dd HH:mm")
                          : span > 3'600'000.0    ? QStringLiteral("HH:mm")
                          : span > 10'000.0       ? QStringLiteral("HH:mm:ss")
                                                  : QStringLiteral("HH:mm:ss.zzz"), // ticks apart less than a second
                          lo, hi);
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
                       tr("%1\n%2: %3").arg(time, m_series[size_t(series)].name, formatValue(p.y())),
                       m_plot ? m_plot->widget() : this);
}

bool TimeSeriesChart::onWheel(QWheelEvent* event)
{
    const double dy = event->angleDelta().y();
    if (dy == 0)
        return false;
    const QRectF plot = m_plot ? m_plot->plotArea() : QRectF();
    const double at = plot.width() > 0
                          ? std::clamp((event->position().x() - plot.left()) / plot.width(), 0.0, 1.0)
                          : 0.5;
    const double factor = dy > 0 ? 0.8 : 1.25;
    const double span = (m_to - m_from) * factor;
    const double pivot = m_from + (m_to - m_from) * at;
    zoomTo(pivot - span * at, pivot + span * (1 - at));
    event->accept();
    return true;
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
