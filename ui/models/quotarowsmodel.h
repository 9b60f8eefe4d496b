// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <optional>

namespace pw {

/// Core usage against quota, one UsageRow per row: name, level, pool, used, limit, free and percentage used.
/// Sort through a QSortFilterProxyModel on SortRole (numbers sort as numbers; rows without a limit last).
class QuotaRowsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, LevelColumn, PoolColumn, UsedColumn, LimitColumn, FreeColumn, PercentColumn, ColumnCount };
    enum Role {
        SortRole = Qt::UserRole + 1,
        GroupRole, // UsageRow::group
        LevelRole, // int(QuotaLevel)
        PoolRole, // int(CorePool)
        FamilyRole,
        FractionRole, // double 0..1 (may exceed 1), -1 when there is no limit
    };

    explicit QuotaRowsModel(QObject* parent = nullptr);

    void setRows(const QList<UsageRow>& rows);
    const UsageRow& rowAt(int row) const { return m_rows.at(row); }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString levelLabel(QuotaLevel level);
    static QString poolLabel(CorePool pool);
    /// used / limit, or -1 when the row has no limit of its own (limit < 0); 0 limit with use counts as over.
    static double fraction(const UsageRow& row);

private:
    QList<UsageRow> m_rows;
};

/// The rows of a QuotaRowsModel shown in the dashboard: one level, one pool and a text (any level, pool or text
/// when unset), sorted on the model's SortRole.
class QuotaRowsFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit QuotaRowsFilterModel(QObject* parent = nullptr);
    void setLevel(std::optional<QuotaLevel> level);
    void setPool(std::optional<CorePool> pool);
    void setText(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    std::optional<QuotaLevel> m_level;
    std::optional<CorePool> m_pool;
    QString m_text;
};

} // namespace pw
