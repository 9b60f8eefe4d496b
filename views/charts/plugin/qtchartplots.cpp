// SPDX-License-Identifier: MIT
// The charts plugin: the two plots of views/charts/chartplots.h drawn with QtCharts. It holds no data, logic or
// text of its own (the charts in pw_views do); it is a separate module so that QtCharts is loaded with the first
// chart, not at every start.
#include "chartplots.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QHorizontalStackedBarSeries>
#include <QKeyEvent>
#include <QLineSeries>
#include <QValueAxis>
#include <QWheelEvent>

#include <vector>

namespace pw {

namespace {

    /// A chart view whose own chart is replaced by `chart` (the view made one, which setChart() gives up without
    /// deleting).
    void adopt(QChartView* view, QChart* chart)
    {
        chart->legend()->setAlignment(Qt::AlignBottom);
        chart->setMargins(QMargins(4, 4, 4, 4));
        chart->setBackgroundRoundness(0);
        QChart* made = view->chart();
        view->setChart(chart);
        delete made;
    }

    class QtTimeLinePlot final : public QChartView, public TimeLinePlot
    {
    public:
        explicit QtTimeLinePlot(QWidget* parent)
            : QChartView(parent)
            , m_chart(new QChart)
        {
            m_x = new QDateTimeAxis(m_chart);
            m_x->setTickCount(6); // the format is set with the first range: setting it lays the axis out
            m_y = new QValueAxis(m_chart);
            m_y->setLabelFormat(QStringLiteral("%g"));
            m_chart->addAxis(m_x, Qt::AlignBottom);
            m_chart->addAxis(m_y, Qt::AlignLeft);
            adopt(this, m_chart);
            setRenderHint(QPainter::Antialiasing, false); // thousands of segments: crisp and fast
            setRubberBand(QChartView::HorizontalRubberBand);
        }

        QWidget* widget() override { return this; }
        void setEvents(Events events) override { m_events = std::move(events); }

        int addLine(const QString& name, const QColor& color) override
        {
            auto* line = new QLineSeries(m_chart);
            line->setName(name);
            m_chart->addSeries(line);
            line->attachAxis(m_x);
            line->attachAxis(m_y);
            const int index = int(m_lines.size());
            // lines that coincide (nodes doing the same) must not hide each other: the first is drawn wide and solid,
            // each later one narrower and dashed, its dashes shifted, so the ones beneath show through; the colour is
            // the one given, else the theme's (set as the series was added)
            QPen pen = color.isValid() ? QPen(color) : line->pen();
            pen.setWidthF(index == 0 ? 3.0 : 2.0);
            if (index > 0) {
                pen.setDashPattern({qreal(2 + index % 3), qreal(2 + index % 2)});
                pen.setDashOffset(index);
            }
            line->setPen(pen);
            connect(line, &QLineSeries::hovered, this, [this, index](const QPointF& p, bool state) {
                if (m_events.hovered)
                    m_events.hovered(index, p, state);
            });
            m_lines.push_back(line);
            return index;
        }

        void removeLines() override
        {
            for (QLineSeries* line : m_lines) {
                m_chart->removeSeries(line);
                delete line;
            }
            m_lines.clear();
        }

        void setLinePoints(int line, const QList<QPointF>& points) override
        {
            if (line >= 0 && line < int(m_lines.size())) {
                m_lines[size_t(line)]->replace(points);
                // one sample is a dot, not nothing; later lines' dots are smaller, so dots at one place all show
                m_lines[size_t(line)]->setPointsVisible(points.size() == 1);
                m_lines[size_t(line)]->setMarkerSize(line == 0 ? 11.0 : 6.0);
            }
        }

        qsizetype linePointCount(int line) const override
        {
            return line >= 0 && line < int(m_lines.size()) ? m_lines[size_t(line)]->count() : 0;
        }

        void setLimitLine(bool shown, const QString& label, double value, double from, double to) override
        {
            if (!shown) {
                if (m_limit) {
                    m_chart->removeSeries(m_limit);
                    delete m_limit;
                    m_limit = nullptr;
                }
                return;
            }
            if (!m_limit) {
                m_limit = new QLineSeries(m_chart);
                QPen pen(QColor(0xc5, 0x0f, 0x1f));
                pen.setStyle(Qt::DashLine);
                pen.setWidthF(1.2);
                m_limit->setPen(pen);
                m_chart->addSeries(m_limit);
                m_limit->attachAxis(m_x);
                m_limit->attachAxis(m_y);
            }
            m_limit->setName(label);
            m_limit->replace(QList<QPointF> {QPointF(from, value), QPointF(to, value)});
        }

        void setTitle(const QString& title) override { m_chart->setTitle(title); }
        void setValueTitle(const QString& title) override { m_y->setTitleText(title); }

        void setRanges(double from, double to, const QString& timeFormat, double low, double high) override
        {
            m_settingRange = true;
            m_x->setRange(QDateTime::fromMSecsSinceEpoch(qint64(from)), QDateTime::fromMSecsSinceEpoch(qint64(to)));
            m_x->setFormat(timeFormat);
            m_y->setRange(low, high);
            m_y->applyNiceNumbers();
            m_settingRange = false;
        }

        QRectF plotArea() const override
        {
            const QRectF area = m_chart->plotArea();
            return area.width() > 0 ? mapFromScene(area).boundingRect() : QRectF();
        }

    protected:
        void mouseReleaseEvent(QMouseEvent* event) override
        {
            QChartView::mouseReleaseEvent(event); // the rubber band (or a right-click zoom out) sets the axis range
            const double from = double(m_x->min().toMSecsSinceEpoch());
            const double to = double(m_x->max().toMSecsSinceEpoch());
            if (!m_settingRange && to > from && m_events.rangeChosen)
                m_events.rangeChosen(from, to);
        }
        void wheelEvent(QWheelEvent* event) override
        {
            if (!m_events.wheel || !m_events.wheel(event))
                QChartView::wheelEvent(event);
        }
        void keyPressEvent(QKeyEvent* event) override
        {
            if (!m_events.key || !m_events.key(event))
                QChartView::keyPressEvent(event);
        }
        void mouseDoubleClickEvent(QMouseEvent* event) override
        {
            if (m_events.doubleClicked) {
                m_events.doubleClicked();
                event->accept();
                return;
            }
            QChartView::mouseDoubleClickEvent(event);
        }
        void resizeEvent(QResizeEvent* event) override
        {
            QChartView::resizeEvent(event);
            if (m_events.resized)
                m_events.resized();
        }

    private:
        QChart* m_chart;
        QDateTimeAxis* m_x = nullptr;
        QValueAxis* m_y = nullptr;
        QLineSeries* m_limit = nullptr;
        std::vector<QLineSeries*> m_lines;
        Events m_events;
        bool m_settingRange = false;
    };

    class QtBarPlot final : public QChartView, public BarPlot
    {
    public:
        explicit QtBarPlot(QWidget* parent)
            : QChartView(parent)
            , m_chart(new QChart)
        {
            adopt(this, m_chart);
            setRenderHint(QPainter::Antialiasing, true);
        }

        QWidget* widget() override { return this; }
        void setHovered(std::function<void(int, bool)> hovered) override { m_hovered = std::move(hovered); }

        void setBars(const Bars& bars) override
        {
            m_chart->removeAllSeries();
            for (QAbstractAxis* a : m_chart->axes()) {
                m_chart->removeAxis(a);
                delete a;
            }
            auto* series = new QHorizontalStackedBarSeries;
            for (qsizetype p = 0; p < bars.partNames.size(); ++p) {
                auto* set = new QBarSet(bars.partNames.at(p));
                set->setColor(bars.partColors.value(p));
                set->setBorderColor(Qt::transparent);
                for (const Bar& bar : bars.bars)
                    *set << bar.parts.value(p);
                series->append(set);
            }
            series->setBarWidth(0.7);
            m_chart->addSeries(series);
            QStringList labels;
            for (const Bar& bar : bars.bars)
                labels << bar.label;
            auto* names = new QBarCategoryAxis;
            names->append(labels);
            names->setTruncateLabels(false); // short labels already; the tool tip has the full name
            auto* amounts = new QValueAxis;
            amounts->setRange(0, bars.axisMaximum);
            amounts->applyNiceNumbers();
            amounts->setLabelFormat(QStringLiteral("%.0f"));
            amounts->setTitleText(bars.axisTitle);
            m_chart->addAxis(names, Qt::AlignLeft);
            m_chart->addAxis(amounts, Qt::AlignBottom);
            series->attachAxis(names);
            series->attachAxis(amounts);
            connect(series, &QHorizontalStackedBarSeries::hovered, this, [this](bool state, int index, QBarSet*) {
                if (m_hovered)
                    m_hovered(index, state);
            });
            m_chart->setTitle(bars.title);
        }

    private:
        QChart* m_chart;
        std::function<void(int, bool)> m_hovered;
    };

    TimeLinePlot* makeTimeLine(QWidget* parent)
    {
        return new QtTimeLinePlot(parent);
    }

    BarPlot* makeBars(QWidget* parent)
    {
        return new QtBarPlot(parent);
    }

} // namespace

} // namespace pw

extern "C" Q_DECL_EXPORT const pw::ChartPlots* pw_chart_plots()
{
    static const pw::ChartPlots plots {pw::ChartPlots::kVersion, &pw::makeTimeLine, &pw::makeBars};
    return &plots;
}
