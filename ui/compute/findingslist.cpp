// SPDX-License-Identifier: MIT
#include "findingslist.h"

#include <QApplication>
#include <QStyle>

namespace pw {

FindingsList::FindingsList(QWidget* parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("findings"));
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setWordWrap(true);
    setIconSize(QSize(16, 16));
    setMaximumHeight(fontMetrics().height() * 7);
    setFrameShape(QFrame::StyledPanel);
}

void FindingsList::setFindings(const QList<PreflightFinding>& findings, const QString& fitsText)
{
    clear();
    m_errors = m_warnings = 0;
    m_rules.clear();
    QStyle* st = style();
    for (const PreflightFinding& f : findings) {
        QIcon icon;
        switch (f.severity) {
        case Severity::Error:
            icon = st->standardIcon(QStyle::SP_MessageBoxCritical);
            ++m_errors;
            break;
        case Severity::Warning:
            icon = st->standardIcon(QStyle::SP_MessageBoxWarning);
            ++m_warnings;
            break;
        case Severity::Info: icon = st->standardIcon(QStyle::SP_MessageBoxInformation); break;
        }
        QString text = f.message;
        if (!f.fix.isEmpty())
            text += QLatin1Char(' ') + f.fix;
        if (f.suggestedCount > 0)
            text += QLatin1Char(' ') + tr("(%n instance(s) would fit.)", nullptr, f.suggestedCount);
        if (!f.suggestedSizes.isEmpty())
            text += QLatin1Char(' ') + tr("Sizes with free quota: %1.").arg(f.suggestedSizes.mid(0, 4).join(QStringLiteral(", ")));
        auto* item = new QListWidgetItem(icon, text, this);
        item->setToolTip(f.ruleId.isEmpty() ? text : QStringLiteral("%1 [%2]").arg(text, f.ruleId));
        if (!f.ruleId.isEmpty())
            m_rules << f.ruleId;
    }
    if (m_errors == 0 && m_warnings == 0 && !fitsText.isEmpty())
        insertItem(0, new QListWidgetItem(st->standardIcon(QStyle::SP_DialogApplyButton), fitsText));
}

} // namespace pw
