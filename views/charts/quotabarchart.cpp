// SPDX-License-Identifier: MIT
#include "quotabarchart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCoreApplication>
#include <QCursor>
#include <QHorizontalStackedBarSeries>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace pw {

namespace {

    const QColor kUsed(0x00, 0x78, 0xd4);
    const QColor kWarn(0xc1, 0x7c, 0x00);
    const QColor kFull(0xc5, 0x0f, 0x1f);
    const QColor kFree(0xd6, 0xe4, 0xf0);

    /// "Standard DSv2 Family Cluster Dedicated vCPUs" → "DSv2 Dedicated": the words that tell rows apart; the
    /// level is named when rows of several levels are shown.
    QString shortLabel(const QuotaSummary& q, bool nameLevel)
    {
        QString name = q.displayName;
        for (const char* noise : {" vCPUs", "Standard ", " Family", " Cluster", "Cluster "})
            name.replace(QLatin1String(noise), QString());
        name = name.simplified();
        if (!nameLevel)
            ;
        else if (q.level == QuotaLevel::Workspace)
            name += QCoreApplication::translate("pw::QuotaBarChart", " · workspace");
        else if (q.level == QuotaLevel::Cluster)
            name += QCoreApplication::translate("pw::QuotaBarChart", " · cluster");
        if (name.size() > 30)
            name = name.left(29) + QChar(0x2026);
        return name;
    }

} // namespace

QuotaBarChart::QuotaBarChart(QWidget* parent)
    : QChartView(parent)
{
    m_chart = new QChart;
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setBackgroundRoundness(0);
    // the view made a chart of its own, which setChart() gives up without deleting
    QChart* made = chart();
    setChart(m_chart);
    delete made;
    setRenderHint(QPainter::Antialiasing, true);
    setMinimumSize(260, 260);
}

void QuotaBarChart::setRows(const QList<QuotaSummary>& rows)
{
    m_rows = rows;
    rebuild();
}

void QuotaBarChart::setMaximumBars(int bars)
{
    m_maximumBars = std::max(1, bars);
    rebuild();
}

void QuotaBarChart::rebuild()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis* a : m_chart->axes())
        m_chart->removeAxis(a), delete a;

    m_shown.clear();
    for (const QuotaSummary& q : m_rows)
        if (q.limit > 0 || (q.limit == 0 && q.used > 0))
            m_shown << q;
    // the fullest first; among equals the most used
    std::stable_sort(m_shown.begin(), m_shown.end(), [](const QuotaSummary& a, const QuotaSummary& b) {
        if (a.percent != b.percent)
            return a.percent > b.percent;
        return a.used > b.used;
    });
    if (m_shown.size() > m_maximumBars)
        m_shown.resize(m_maximumBars);

    // a horizontal chart draws its first category at the bottom: add them fullest last
    auto* usedOk = new QBarSet(tr("Used"));
    auto* usedWarn = new QBarSet(tr("Used (≥ 80 %)"));
    auto* usedFull = new QBarSet(tr("At the limit"));
    auto* free = new QBarSet(tr("Free"));
    usedOk->setColor(kUsed);
    usedWarn->setColor(kWarn);
    usedFull->setColor(kFull);
    free->setColor(kFree);
    for (QBarSet* set : {usedOk, usedWarn, usedFull, free})
        set->setBorderColor(Qt::transparent);
    QStringList categories;
    qint64 widest = 1;
    bool mixedLevels = false;
    for (const QuotaSummary& q : std::as_const(m_shown))
        mixedLevels = mixedLevels || q.level != m_shown.first().level;
    for (qsizetype i = m_shown.size() - 1; i >= 0; --i) {
        const QuotaSummary& q = m_shown[i];
        categories << shortLabel(q, mixedLevels);
        const double used = double(q.used);
        const bool full = q.limit >= 0 && q.used >= q.limit;
        const bool warn = !full && q.percent >= 80;
        *usedOk << (!full && !warn ? used : 0);
        *usedWarn << (warn ? used : 0);
        *usedFull << (full ? used : 0);
        *free << double(std::max<qint64>(0, q.limit - q.used));
        widest = std::max(widest, std::max(q.limit, q.used));
    }
    auto* series = new QHorizontalStackedBarSeries;
    series->append(usedOk);
    series->append(usedWarn);
    series->append(usedFull);
    series->append(free);
    series->setBarWidth(0.7);
    m_chart->addSeries(series);
    auto* names = new QBarCategoryAxis;
    names->append(categories);
    names->setTruncateLabels(false); // short labels already; the tool tip has the full name
    auto* cores = new QValueAxis;
    cores->setRange(0, double(widest) * 1.05);
    cores->applyNiceNumbers();
    cores->setLabelFormat(QStringLiteral("%.0f"));
    cores->setTitleText(tr("vCPUs"));
    m_chart->addAxis(names, Qt::AlignLeft);
    m_chart->addAxis(cores, Qt::AlignBottom);
    series->attachAxis(names);
    series->attachAxis(cores);
    connect(series, &QHorizontalStackedBarSeries::hovered, this,
            [this](bool state, int index, QBarSet*) { showTip(state, index); });
    if (m_shown.isEmpty())
        m_chart->setTitle(tr("No quota rows with a limit"));
    else
        m_chart->setTitle(QString());
}

void QuotaBarChart::showTip(bool state, int index)
{
    const qsizetype row = m_shown.size() - 1 - index;
    if (!state || row < 0 || row >= m_shown.size()) {
        QToolTip::hideText();
        return;
    }
    const QuotaSummary& q = m_shown[row];
    const QLocale l;
    QToolTip::showText(QCursor::pos(),
                       tr("%1\n%2 of %3 vCPUs used (%4 %), %5 free")
                           .arg(q.displayName, l.toString(q.used), l.toString(q.limit), l.toString(q.percent, 'f', 0),
                                l.toString(q.free)),
                       this);
}

} // namespace pw
