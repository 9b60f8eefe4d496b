// SPDX-License-Identifier: MIT
#pragma once

#include "quota.h"

#include <QList>
#include <QWidget>

class QLabel;

namespace pw {

class BarPlot;

/// Cores used against their limit, one horizontal bar per quota row: the used part coloured by how full the row
/// is (blue, amber from 80 %, red at the limit), the free part pale. Shows the `maximumBars` fullest rows that
/// have a limit (the table beside it holds every row); hovering a bar names its row with used, limit and percent.
/// Drawn by the charts plugin (chartplots.h); without it the chart says why in its place.
class QuotaBarChart : public QWidget
{
    Q_OBJECT
public:
    explicit QuotaBarChart(QWidget* parent = nullptr);

    void setRows(const QList<QuotaSummary>& rows);
    void setMaximumBars(int bars);
    /// The rows drawn, top bar first.
    const QList<QuotaSummary>& shownRows() const { return m_shown; }
    /// Why the chart cannot be drawn (its plugin could not be loaded); empty when it can.
    QString drawingError() const { return m_drawingError; }

private:
    void rebuild();
    void showTip(bool state, int index);

    BarPlot* m_plot = nullptr; // null when the plugin could not be loaded
    QString m_drawingError;
    QList<QuotaSummary> m_rows;
    QList<QuotaSummary> m_shown;
    int m_maximumBars = 12;
};

} // namespace pw
