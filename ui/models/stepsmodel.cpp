// SPDX-License-Identifier: MIT
#include "stepsmodel.h"

#include "icons.h"
#include "jobsmodel.h"
#include "runstatusstyle.h"

#include <QDir>

namespace pw {

namespace {

    QString stepIconName(const QString& kind)
    {
        if (kind == QLatin1String("parallel"))
            return QStringLiteral("step-parallel");
        if (kind == QLatin1String("pipeline"))
            return QStringLiteral("step-pipeline");
        return QStringLiteral("step-command");
    }

} // namespace

StepsModel::StepsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void StepsModel::setJob(const JobRun& job)
{
    bool same = job.steps.size() == m_steps.size();
    for (int i = 0; same && i < m_steps.size(); ++i)
        same = job.steps[i].name == m_steps[i].name;
    if (same) {
        m_steps = job.steps;
        if (!m_steps.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(int(m_steps.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_steps = job.steps;
    endResetModel();
}

const StepRun* StepsModel::stepAt(int row) const
{
    return row >= 0 && row < m_steps.size() ? &m_steps[row] : nullptr;
}

int StepsModel::rowOf(const QString& step) const
{
    for (int i = 0; i < m_steps.size(); ++i)
        if (m_steps[i].name == step)
            return i;
    return -1;
}

int StepsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

int StepsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StepsModel::data(const QModelIndex& index, int role) const
{
    const StepRun* s = stepAt(index.row());
    if (!s)
        return {};
    if (role == JobsModel::StatusRole)
        return index.column() == StatusColumn ? QVariant(int(s->status)) : QVariant();
    if (role == JobsModel::ReusedRole)
        return s->isReused();
    switch (index.column()) {
    case StepColumn:
        if (role == Qt::DisplayRole)
            return s->name;
        if (role == Qt::DecorationRole)
            return appIcon(stepIconName(s->kind));
        if (role == Qt::ToolTipRole)
            return s->folder.isEmpty() ? s->name
                                       : QStringLiteral("%1\n%2").arg(s->name, QDir::toNativeSeparators(s->folder));
        break;
    case StatusColumn:
        if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
            return runStatusLabel(s->status, s->isReused());
        if (role == Qt::ToolTipRole)
            return s->reason.isEmpty()
                ? runStatusLabel(s->status, s->isReused())
                : QStringLiteral("%1: %2").arg(runStatusLabel(s->status, s->isReused()), s->reason);
        break;
    case DurationColumn:
        if (role == Qt::DisplayRole)
            return s->started.isValid() ? formatRunDuration(s->durationSeconds()) : QString();
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case ReusedColumn:
        if (!s->isReused())
            break;
        if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
            return tr("Reused");
        if (role == Qt::DecorationRole)
            return runStatusIcon(RunStatus::Completed, true);
        if (role == Qt::ToolTipRole)
            return tr("Reused the outputs of job %1: component, code, inputs and parameters were unchanged")
                .arg(s->reusedFrom);
        break;
    case ExitCodeColumn:
        if (role == Qt::DisplayRole) {
            if (s->signal > 0)
                return tr("signal %1").arg(s->signal);
            return s->exitCode >= 0 ? QString::number(s->exitCode) : QStringLiteral("–");
        }
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::ForegroundRole && (s->exitCode > 0 || s->signal > 0))
            return runStatusColor(RunStatus::Failed);
        break;
    default:
        break;
    }
    return {};
}

QVariant StepsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StepColumn:
        return tr("Step");
    case StatusColumn:
        return tr("Status");
    case DurationColumn:
        return tr("Duration");
    case ReusedColumn:
        return tr("Reuse");
    case ExitCodeColumn:
        return tr("Exit code");
    default:
        return {};
    }
}

} // namespace pw
