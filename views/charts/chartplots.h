// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <functional>

class QKeyEvent;
class QWheelEvent;
class QWidget;

namespace pw {

/// The drawing surface of a TimeSeriesChart: lines over a time axis, drawn by the charts plugin (QtCharts). The
/// chart keeps the data, the visible range and the downsampling; the plot only draws what it is given and reports
/// what the user does on it. It is a widget (widget()) owned by its parent.
class TimeLinePlot
{
public:
    struct Events
    {
        std::function<void(int line, QPointF at, bool entered)> hovered;
        /// The user chose a range on the time axis (a rubber band, or a right-click zoom out).
        std::function<void(double from, double to)> rangeChosen;
        /// Return true when the event was used.
        std::function<bool(QWheelEvent*)> wheel;
        std::function<bool(QKeyEvent*)> key;
        std::function<void()> doubleClicked;
        std::function<void()> resized;
    };

    virtual ~TimeLinePlot() = default;
    virtual QWidget* widget() = 0;
    virtual void setEvents(Events events) = 0;
    /// A new line; returns its index. An invalid colour takes the theme's next one.
    virtual int addLine(const QString& name, const QColor& color) = 0;
    virtual void removeLines() = 0;
    virtual void setLinePoints(int line, const QList<QPointF>& points) = 0;
    virtual qsizetype linePointCount(int line) const = 0;
    /// A dashed horizontal line at `value` across [from, to]; shown = false removes it.
    virtual void setLimitLine(bool shown, const QString& label, double value, double from, double to) = 0;
    virtual void setTitle(const QString& title) = 0;
    virtual void setValueTitle(const QString& title) = 0;
    /// The visible ranges: time in milliseconds since the epoch (labels in `timeFormat`), values from low to high.
    virtual void setRanges(double from, double to, const QString& timeFormat, double low, double high) = 0;
    /// The plot area in the widget's coordinates (empty before the first layout).
    virtual QRectF plotArea() const = 0;
};

/// The drawing surface of a QuotaBarChart: horizontal stacked bars, one per row, each of up to four parts.
class BarPlot
{
public:
    struct Bar
    {
        QString label;
        QList<double> parts; // one value per part name, in order
    };
    struct Bars
    {
        QStringList partNames; // the legend
        QList<QColor> partColors;
        QList<Bar> bars; // drawn bottom to top
        double axisMaximum = 1;
        QString axisTitle;
        QString title;
    };

    virtual ~BarPlot() = default;
    virtual QWidget* widget() = 0;
    virtual void setBars(const Bars& bars) = 0;
    /// Hovering bar `index` (as given to setBars) or leaving it.
    virtual void setHovered(std::function<void(int index, bool entered)> hovered) = 0;
};

/// What the charts plugin offers. `version` changes whenever these interfaces do.
struct ChartPlots
{
    static constexpr int kVersion = 1;
    int version = kVersion;
    TimeLinePlot* (*timeLine)(QWidget* parent) = nullptr;
    BarPlot* (*bars)(QWidget* parent) = nullptr;
};

/// The charts plugin, loaded the first time a chart is made (QtCharts and the OpenGL libraries it brings are no
/// part of the studio's start): null when it cannot be loaded, with *error saying why (a translated message naming
/// the file). $PIPEWRIGHT_CHARTS_PLUGIN names another file.
const ChartPlots* chartPlots(QString* error = nullptr);

} // namespace pw

/// The plugin's one exported function.
extern "C" {
using PwChartPlotsFunction = const pw::ChartPlots* (*)();
}
