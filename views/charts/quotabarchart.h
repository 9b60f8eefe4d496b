// SPDX-License-Identifier: MIT
#pragma once

#include "quota.h"

#include <QChartView>
#include <QList>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace pw {

/// Cores used against their limit, one horizontal bar per quota row: the used part coloured by how full the row
/// is (blue, amber from 80 %, red at the limit), the free part pale. Shows the `maximumBars` fullest rows that
/// have a limit (the table beside it holds every row); hovering a bar names its row with used, limit and percent.
class QuotaBarChart : public QChartView
{
    Q_OBJECT
public:
    explicit QuotaBarChart(QWidget* parent = nullptr);

    void setRows(const QList<QuotaSummary>& rows);
    void setMaximumBars(int bars);
    /// The rows drawn, top bar first.
    const QList<QuotaSummary>& shownRows() const { return m_shown; }

private:
    void rebuild();
    void showTip(bool state, int index);

    QChart* m_chart = nullptr;
    QList<QuotaSummary> m_rows;
    QList<QuotaSummary> m_shown;
    int m_maximumBars = 12;
};

} // namespace pw
