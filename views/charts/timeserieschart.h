// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <vector>

class QLabel;

namespace pw {

class TimeLinePlot;

/// Saves a picture as PNG through a temporary file (the file at `path` is whole or untouched).
bool savePixmapAtomically(const QPixmap& pixmap, const QString& path, QString* error = nullptr);

/// A chart of values over time (usage history, a node's CPU or memory) that stays fast at millions of points.
/// It keeps every point and draws only the visible range, downsampled (models/core/logs/downsample.h, LTTB) to about
/// two points per pixel of the plot; zooming, panning and live appends re-sample the visible range, coalesced to
/// one redraw per frame. Zoom with a horizontal rubber band or the wheel, back with a double-click or Escape;
/// hovering a line shows the nearest real point. Exports what it shows as PNG and all its points as CSV.
/// The drawing is done by the charts plugin (chartplots.h), loaded with the first chart; without it the chart says
/// why in its place and keeps its data (points, zoom, CSV) all the same.
class TimeSeriesChart : public QWidget
{
    Q_OBJECT
public:
    explicit TimeSeriesChart(QWidget* parent = nullptr);
    ~TimeSeriesChart() override;

    /// A new series; returns its index. An invalid colour takes the theme's next one.
    int addSeries(const QString& name, const QColor& color = QColor());
    int seriesCount() const { return int(m_series.size()); }
    void clearSeries();
    /// All points of a series: x in milliseconds since the epoch (UTC), sorted by x.
    void setPoints(int series, QList<QPointF> points);
    /// Points later than the series' last one (a live run); earlier ones are dropped.
    void appendPoints(int series, const QList<QPointF>& points);
    const QList<QPointF>& points(int series) const;
    /// Points drawn now (after downsampling).
    qsizetype drawnPointCount(int series) const;

    /// A dashed horizontal line (a quota limit); a negative value removes it.
    void setLimit(double value, const QString& label);
    void setTitle(const QString& title);
    void setValueTitle(const QString& title);
    /// How values read on hover and in the CSV header's unit (default: the number with up to 2 decimals).
    void setValueFormatter(std::function<QString(double)> formatter);

    /// Show [from, to] (milliseconds since the epoch); resetZoom() shows everything again and follows appends.
    void zoomTo(double from, double to);
    void resetZoom();
    bool isZoomed() const { return !m_follow; }
    double visibleFrom() const { return m_from; }
    double visibleTo() const { return m_to; }

    /// Redraw now instead of at the next frame (tests, benchmarks, exports).
    void refreshNow();

    /// Why the chart cannot be drawn (its plugin could not be loaded); empty when it can.
    QString drawingError() const { return m_drawingError; }

    QByteArray toCsv() const;
    bool exportCsv(const QString& path, QString* error = nullptr) const;
    bool exportPng(const QString& path, QString* error = nullptr);

Q_SIGNALS:
    /// The visible range changed by a zoom or a pan (not by following appends).
    void zoomChanged(double from, double to);

private:
    struct Series
    {
        QString name;
        QList<QPointF> points;
        int line = -1; // in the plot
    };
    void scheduleRefresh();
    void refresh();
    void fitDataRange();
    void onRangeChosen(double from, double to);
    bool onWheel(QWheelEvent* event);
    void showTip(int series, const QPointF& point, bool state);
    QString formatValue(double v) const;
    int pointBudget() const;

    TimeLinePlot* m_plot = nullptr; // null when the plugin could not be loaded
    QLabel* m_error = nullptr;
    QString m_drawingError;
    double m_limit = -1;
    QString m_limitLabel;
    std::vector<Series> m_series;
    std::function<QString(double)> m_format;
    QTimer m_refreshTimer;
    double m_from = 0;
    double m_to = 0;
    bool m_follow = true; // the visible range is all the data and follows appends
};

} // namespace pw
