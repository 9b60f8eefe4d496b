// SPDX-License-Identifier: MIT
#include "quotabarchart.h"

#include "chartplots.h"

#include <QCoreApplication>
#include <QCursor>
#include <QLabel>
#include <QLocale>
#include <QToolTip>
#include <QVBoxLayout>

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
    : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    if (const ChartPlots* plots = chartPlots(&m_drawingError)) {
        m_plot = plots->bars(this);
        m_plot->setHovered([this](int index, bool entered) { showTip(entered, index); });
        layout->addWidget(m_plot->widget());
    } else {
        auto* error = new QLabel(m_drawingError, this);
        error->setWordWrap(true);
        error->setAlignment(Qt::AlignCenter);
        error->setForegroundRole(QPalette::PlaceholderText);
        layout->addWidget(error);
    }
    setMinimumSize(240, 160);
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
    if (!m_plot)
        return;

    BarPlot::Bars bars;
    bars.partNames = {tr("Used"), tr("Used (≥ 80 %)"), tr("At the limit"), tr("Free")};
    bars.partColors = {kUsed, kWarn, kFull, kFree};
    bool mixedLevels = false;
    for (const QuotaSummary& q : std::as_const(m_shown))
        mixedLevels = mixedLevels || q.level != m_shown.first().level;
    qint64 widest = 1;
    // a horizontal chart draws its first category at the bottom: add them fullest last
    for (qsizetype i = m_shown.size() - 1; i >= 0; --i) {
        const QuotaSummary& q = m_shown[i];
        const double used = double(q.used);
        const bool full = q.limit >= 0 && q.used >= q.limit;
        const bool warn = !full && q.percent >= 80;
        bars.bars << BarPlot::Bar {shortLabel(q, mixedLevels),
                                   {!full && !warn ? used : 0, warn ? used : 0, full ? used : 0,
                                    double(std::max<qint64>(0, q.limit - q.used))}};
        widest = std::max(widest, std::max(q.limit, q.used));
    }
    bars.axisMaximum = double(widest) * 1.05;
    bars.axisTitle = tr("vCPUs");
    if (m_shown.isEmpty())
        bars.title = tr("No quota rows with a limit");
    m_plot->setBars(bars);
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
                       m_plot ? m_plot->widget() : this);
}

} // namespace pw
