// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"

#include <QAbstractTableModel>

namespace pw {

/// The compute targets of a snapshot, one per row: name, kind, state, VM size, nodes idle/busy, min/max.
class ComputeTargetsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, KindColumn, StateColumn, SizeColumn, NodesColumn, ScaleColumn, ColumnCount };
    enum Role {
        KindRole = Qt::UserRole + 1, // computeKindKey() string
        SortRole,
    };

    explicit ComputeTargetsModel(QObject* parent = nullptr);

    void setTargets(const QList<ComputeTarget>& targets);
    /// Only targets of these kinds (computeKindKey strings); empty: all.
    void setKinds(const QStringList& kinds);
    const ComputeTarget& targetAt(int row) const { return m_rows.at(row); }
    int rowOf(const QString& name) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString kindLabel(const QString& kind);

private:
    void rebuild();

    QList<ComputeTarget> m_all;
    QList<ComputeTarget> m_rows;
    QStringList m_kinds;
};

} // namespace pw
