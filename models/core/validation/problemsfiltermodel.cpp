// SPDX-License-Identifier: MIT
#include "problemsfiltermodel.h"

#include "problemsmodel.h"

namespace pw {

ProblemsFilterModel::ProblemsFilterModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(ProblemsModel::SortRole);
}

void ProblemsFilterModel::setSeverityVisible(Severity severity, bool visible)
{
    if (m_visible[int(severity)] == visible)
        return;
    m_visible[int(severity)] = visible;
    invalidateFilter();
}

void ProblemsFilterModel::setText(const QString& text)
{
    if (m_text == text)
        return;
    m_text = text;
    invalidateFilter();
}

bool ProblemsFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QAbstractItemModel* m = sourceModel();
    const int severity = m->index(sourceRow, 0, sourceParent).data(ProblemsModel::SeverityRole).toInt();
    if (severity >= 0 && severity < 3 && !m_visible[severity])
        return false;
    const QString needle = m_text.trimmed();
    if (needle.isEmpty())
        return true;
    for (int column : {ProblemsModel::MessageColumn, ProblemsModel::FileColumn, ProblemsModel::RuleColumn}) {
        if (m->index(sourceRow, column, sourceParent).data().toString().contains(needle, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace pw
