// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"

#include <QAbstractTableModel>
#include <QSet>
#include <QSortFilterProxyModel>

class QTimer;

namespace pw {

/// The job history of a backend, most recent first: id, pipeline, status (glyph, word, colour), start and
/// duration. Running jobs' durations tick once a second.
class JobsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { IdColumn, PipelineColumn, StatusColumn, StartedColumn, DurationColumn, ColumnCount };
    enum Role {
        JobIdRole = Qt::UserRole + 1,
        StatusRole, // int(RunStatus)
        SortRole,
        ReusedRole, // bool (always false for jobs; shared with the step table's delegate)
        PipelineFileRole,
        RerunOfRole,
    };

    explicit JobsModel(QObject* parent = nullptr);

    /// Replace the listing (keeps rows of jobs that are not in it but known to be newer).
    void setJobs(const QList<JobRun>& jobs);
    /// Insert or update one job (e.g. just submitted, or its details arrived).
    void updateJob(const JobRun& job);
    /// A status event arrived before the next listing.
    void setStatus(const QString& jobId, RunStatus status);

    const JobRun* job(const QString& jobId) const;
    const JobRun& jobAt(int row) const { return m_jobs.at(row); }
    int rowOf(const QString& jobId) const;
    int runningCount() const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void runningCountChanged(int running);

private:
    void tick();
    void updateTicker();

    QList<JobRun> m_jobs;
    QTimer* m_ticker;
    int m_lastRunning = 0;
};

/// Filters jobs by a text (id, name, pipeline file, experiment) and by a status group.
class JobsFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    enum class Group { All, Active, Completed, Failed, Canceled };
    explicit JobsFilterModel(QObject* parent = nullptr);
    void setText(const QString& text);
    void setGroup(Group group);
    Group group() const { return m_group; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_text;
    Group m_group = Group::All;
};

} // namespace pw
