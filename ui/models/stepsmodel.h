// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"

#include <QAbstractTableModel>

namespace pw {

/// The steps of one job: name, status (glyph, word, colour), duration, the reused mark and the exit code.
class StepsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { StepColumn, StatusColumn, DurationColumn, ReusedColumn, ExitCodeColumn, ColumnCount };
    explicit StepsModel(QObject* parent = nullptr);

    void setJob(const JobRun& job);
    const StepRun* stepAt(int row) const;
    int rowOf(const QString& step) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<StepRun> m_steps;
};

} // namespace pw
