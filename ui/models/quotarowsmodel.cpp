// SPDX-License-Identifier: MIT
#include "quotarowsmodel.h"

#include <QColor>
#include <QLocale>

#include <cmath>
#include <limits>

namespace pw {

QuotaRowsModel::QuotaRowsModel(QObject* parent) : QAbstractTableModel(parent) {}

void QuotaRowsModel::setRows(const QList<UsageRow>& rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

int QuotaRowsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int QuotaRowsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString QuotaRowsModel::levelLabel(QuotaLevel level)
{
    switch (level) {
    case QuotaLevel::Subscription: return tr("Subscription");
    case QuotaLevel::Workspace: return tr("Workspace");
    case QuotaLevel::Cluster: return tr("Cluster");
    }
    return {};
}

QString QuotaRowsModel::poolLabel(CorePool pool)
{
    switch (pool) {
    case CorePool::Dedicated: return tr("Dedicated");
    case CorePool::LowPriority: return tr("Low priority");
    case CorePool::Any: return tr("All");
    }
    return {};
}

double QuotaRowsModel::fraction(const UsageRow& row)
{
    if (row.limit < 0)
        return -1;
    if (row.limit == 0)
        return row.current > 0 ? std::numeric_limits<double>::infinity() : 0.0;
    return double(row.current) / double(row.limit);
}

QVariant QuotaRowsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const UsageRow& r = m_rows.at(index.row());
    const double f = fraction(r);
    switch (role) {
    case GroupRole: return r.group;
    case LevelRole: return int(r.level);
    case PoolRole: return int(r.pool);
    case FamilyRole: return r.family;
    case FractionRole: return f;
    default: break;
    }
    const int c = index.column();
    if (role == Qt::TextAlignmentRole) {
        if (c >= UsedColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::ForegroundRole && (c == PercentColumn || c == FreeColumn)) {
        if (f >= 1.0)
            return QColor(0xc0, 0x39, 0x2b);
        if (f >= 0.8)
            return QColor(0xb9, 0x77, 0x0e);
        return {};
    }
    if (role == Qt::ToolTipRole) {
        if (r.limit == 0)
            return tr("No quota: request an increase before using this pool.");
        if (r.limit < 0)
            return tr("No limit of its own: counted against the enclosing quota.");
        return {};
    }
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    const bool sort = role == SortRole;
    const QLocale loc;
    switch (c) {
    case NameColumn: {
        QString name = r.displayName.isEmpty() ? r.key : r.displayName;
        if (!r.cluster.isEmpty() && !name.contains(r.cluster))
            name = tr("%1 (%2)").arg(name, r.cluster);
        else if (!r.workspace.isEmpty() && r.level == QuotaLevel::Workspace && !name.contains(r.workspace))
            name = tr("%1 (%2)").arg(name, r.workspace);
        return name;
    }
    case LevelColumn: return sort ? QVariant(int(r.level)) : QVariant(levelLabel(r.level));
    case PoolColumn: return sort ? QVariant(int(r.pool)) : QVariant(poolLabel(r.pool));
    case UsedColumn: return sort ? QVariant(r.current) : QVariant(loc.toString(r.current));
    case LimitColumn:
        if (r.limit < 0)
            return sort ? QVariant(std::numeric_limits<qint64>::max()) : QVariant(tr("—"));
        return sort ? QVariant(r.limit) : QVariant(loc.toString(r.limit));
    case FreeColumn: {
        if (r.limit < 0)
            return sort ? QVariant(std::numeric_limits<qint64>::max()) : QVariant(tr("—"));
        const qint64 free = r.limit - r.current;
        return sort ? QVariant(free) : QVariant(loc.toString(free));
    }
    case PercentColumn:
        if (f < 0)
            return sort ? QVariant(-1.0) : QVariant(tr("—"));
        if (std::isinf(f))
            return sort ? QVariant(1e9) : QVariant(tr("over"));
        return sort ? QVariant(f) : QVariant(tr("%1 %").arg(loc.toString(f * 100.0, 'f', 0)));
    default: return {};
    }
}

QVariant QuotaRowsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn: return tr("Quota");
    case LevelColumn: return tr("Level");
    case PoolColumn: return tr("Pool");
    case UsedColumn: return tr("Used");
    case LimitColumn: return tr("Limit");
    case FreeColumn: return tr("Free");
    case PercentColumn: return tr("Used %");
    default: return {};
    }
}

QuotaRowsFilterModel::QuotaRowsFilterModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(QuotaRowsModel::SortRole);
}

void QuotaRowsFilterModel::setLevel(std::optional<QuotaLevel> level)
{
    m_level = level;
    invalidateFilter();
}

void QuotaRowsFilterModel::setPool(std::optional<CorePool> pool)
{
    m_pool = pool;
    invalidateFilter();
}

void QuotaRowsFilterModel::setText(const QString& text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

bool QuotaRowsFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const auto* model = qobject_cast<const QuotaRowsModel*>(sourceModel());
    if (!model || sourceParent.isValid())
        return false;
    const UsageRow& r = model->rowAt(sourceRow);
    if (m_level && r.level != *m_level)
        return false;
    // a row of any pool counts in both
    if (m_pool && r.pool != *m_pool && r.pool != CorePool::Any)
        return false;
    if (!m_text.isEmpty()) {
        const QString name = r.displayName.isEmpty() ? r.key : r.displayName;
        if (!name.contains(m_text, Qt::CaseInsensitive) && !r.key.contains(m_text, Qt::CaseInsensitive)
            && !r.family.contains(m_text, Qt::CaseInsensitive) && !r.workspace.contains(m_text, Qt::CaseInsensitive)
            && !r.cluster.contains(m_text, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace pw
