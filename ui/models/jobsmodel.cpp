// SPDX-License-Identifier: MIT
#include "jobsmodel.h"

#include "runstatusstyle.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QTimer>

#include <algorithm>

namespace pw {

JobsModel::JobsModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_ticker(new QTimer(this))
{
    m_ticker->setInterval(1000);
    connect(m_ticker, &QTimer::timeout, this, &JobsModel::tick);
}

void JobsModel::setJobs(const QList<JobRun>& jobs)
{
    QList<JobRun> merged = jobs;
    QSet<QString> ids;
    for (const JobRun& j : jobs)
        ids.insert(j.id);
    // a job submitted after the listing was read stays
    QDateTime oldestListed;
    for (const JobRun& j : jobs)
        if (!oldestListed.isValid() || j.created < oldestListed)
            oldestListed = j.created;
    for (const JobRun& j : std::as_const(m_jobs))
        if (!ids.contains(j.id) && (!oldestListed.isValid() || j.created > oldestListed))
            merged << j;
    for (JobRun& j : merged)
        j.steps.clear();
    std::stable_sort(
        merged.begin(), merged.end(), [](const JobRun& a, const JobRun& b) { return a.created > b.created; });
    // keep row identity when the same jobs come back (a cheap update instead of a reset keeps the selection)
    bool sameIds = merged.size() == m_jobs.size();
    for (int i = 0; sameIds && i < merged.size(); ++i)
        sameIds = merged[i].id == m_jobs[i].id;
    if (sameIds) {
        m_jobs = merged;
        if (!m_jobs.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(int(m_jobs.size()) - 1, ColumnCount - 1));
    } else {
        Q_EMIT layoutAboutToBeChanged();
        const QModelIndexList before = persistentIndexList();
        QStringList beforeIds;
        for (const QModelIndex& i : before)
            beforeIds << (i.row() < m_jobs.size() ? m_jobs[i.row()].id : QString());
        m_jobs = merged;
        QModelIndexList after;
        for (int k = 0; k < before.size(); ++k) {
            const int row = rowOf(beforeIds[k]);
            after << (row >= 0 ? index(row, before[k].column()) : QModelIndex());
        }
        changePersistentIndexList(before, after);
        Q_EMIT layoutChanged();
    }
    updateTicker();
}

void JobsModel::updateJob(const JobRun& job)
{
    JobRun copy = job;
    copy.steps.clear();
    const int row = rowOf(job.id);
    if (row >= 0) {
        m_jobs[row] = copy;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    } else {
        int at = 0;
        while (at < m_jobs.size() && m_jobs[at].created > copy.created)
            ++at;
        beginInsertRows(QModelIndex(), at, at);
        m_jobs.insert(at, copy);
        endInsertRows();
    }
    updateTicker();
}

void JobsModel::setStatus(const QString& jobId, RunStatus status)
{
    const int row = rowOf(jobId);
    if (row < 0)
        return;
    JobRun& j = m_jobs[row];
    if (j.status == status)
        return;
    j.status = status;
    if (!j.started.isValid() && status != RunStatus::NotStarted && status != RunStatus::Queued)
        j.started = QDateTime::currentDateTimeUtc();
    if (isTerminal(status) && !j.ended.isValid())
        j.ended = QDateTime::currentDateTimeUtc();
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    updateTicker();
}

const JobRun* JobsModel::job(const QString& jobId) const
{
    const int row = rowOf(jobId);
    return row >= 0 ? &m_jobs[row] : nullptr;
}

int JobsModel::rowOf(const QString& jobId) const
{
    for (int i = 0; i < m_jobs.size(); ++i)
        if (m_jobs[i].id == jobId)
            return i;
    return -1;
}

int JobsModel::runningCount() const
{
    return int(std::count_if(m_jobs.cbegin(), m_jobs.cend(), [](const JobRun& j) { return !isTerminal(j.status); }));
}

void JobsModel::tick()
{
    for (int i = 0; i < m_jobs.size(); ++i)
        if (!isTerminal(m_jobs[i].status))
            Q_EMIT dataChanged(index(i, StatusColumn), index(i, DurationColumn));
}

void JobsModel::updateTicker()
{
    const int running = runningCount();
    if (running > 0 && !m_ticker->isActive())
        m_ticker->start();
    else if (running == 0)
        m_ticker->stop();
    if (running != m_lastRunning) {
        m_lastRunning = running;
        Q_EMIT runningCountChanged(running);
    }
}

int JobsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_jobs.size());
}

int JobsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JobsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_jobs.size())
        return {};
    const JobRun& j = m_jobs[index.row()];
    switch (role) {
    case JobIdRole:
        return j.id;
    case StatusRole:
        return int(j.status);
    case ReusedRole:
        return false;
    case PipelineFileRole:
        return j.pipelineFile;
    case RerunOfRole:
        return j.rerunOf;
    default:
        break;
    }
    const QLocale locale;
    switch (index.column()) {
    case IdColumn:
        if (role == Qt::DisplayRole || role == SortRole)
            return j.id;
        if (role == Qt::ToolTipRole)
            return j.rerunOf.isEmpty() ? j.id : tr("%1 (rerun of %2)").arg(j.id, j.rerunOf);
        break;
    case PipelineColumn: {
        const QString file = QFileInfo(j.pipelineFile).fileName();
        const QString name = j.displayName.isEmpty() ? file : j.displayName;
        if (role == Qt::DisplayRole || role == SortRole)
            return name == file || file.isEmpty() ? name : QStringLiteral("%1 — %2").arg(name, file);
        if (role == Qt::ToolTipRole)
            return QDir::toNativeSeparators(j.pipelineFile);
        break;
    }
    case StatusColumn:
        if (role == Qt::DisplayRole)
            return runStatusDisplayName(j.status);
        if (role == SortRole)
            return int(j.status);
        if (role == Qt::DecorationRole)
            return runStatusIcon(j.status);
        if (role == Qt::ToolTipRole)
            return j.reason.isEmpty() ? runStatusDisplayName(j.status)
                                      : QStringLiteral("%1: %2").arg(runStatusDisplayName(j.status), j.reason);
        if (role == Qt::AccessibleTextRole)
            return runStatusDisplayName(j.status);
        break;
    case StartedColumn: {
        const QDateTime t = j.started.isValid() ? j.started : j.created;
        if (role == Qt::DisplayRole)
            return t.isValid() ? locale.toString(t.toLocalTime(), QLocale::ShortFormat) : QString();
        if (role == SortRole)
            return t;
        if (role == Qt::ToolTipRole && t.isValid())
            return locale.toString(t.toLocalTime(), QLocale::LongFormat);
        break;
    }
    case DurationColumn:
        if (role == Qt::DisplayRole)
            return j.started.isValid() ? formatRunDuration(j.durationSeconds()) : QString();
        if (role == SortRole)
            return j.durationSeconds();
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    default:
        break;
    }
    return {};
}

QVariant JobsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IdColumn:
        return tr("Job");
    case PipelineColumn:
        return tr("Pipeline");
    case StatusColumn:
        return tr("Status");
    case StartedColumn:
        return tr("Started");
    case DurationColumn:
        return tr("Duration");
    default:
        return {};
    }
}

JobsFilterModel::JobsFilterModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(JobsModel::SortRole);
}

void JobsFilterModel::setText(const QString& text)
{
    if (m_text == text)
        return;
    m_text = text;
    invalidateFilter();
}

void JobsFilterModel::setGroup(Group group)
{
    if (m_group == group)
        return;
    m_group = group;
    invalidateFilter();
}

bool JobsFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    auto* model = qobject_cast<const JobsModel*>(sourceModel());
    if (!model || sourceParent.isValid())
        return true;
    const JobRun& j = model->jobAt(sourceRow);
    switch (m_group) {
    case Group::All:
        break;
    case Group::Active:
        if (isTerminal(j.status))
            return false;
        break;
    case Group::Completed:
        if (j.status != RunStatus::Completed)
            return false;
        break;
    case Group::Failed:
        if (j.status != RunStatus::Failed)
            return false;
        break;
    case Group::Canceled:
        if (j.status != RunStatus::Canceled)
            return false;
        break;
    }
    const QString needle = m_text.trimmed();
    if (needle.isEmpty())
        return true;
    for (const QString& hay : { j.id, j.displayName, j.pipelineFile, j.experiment, runStatusName(j.status),
             runStatusDisplayName(j.status), j.rerunOf })
        if (hay.contains(needle, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace pw
