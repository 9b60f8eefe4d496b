// SPDX-License-Identifier: MIT
#include "computetargetsmodel.h"

#include <QColor>

namespace pw {

ComputeTargetsModel::ComputeTargetsModel(QObject* parent) : QAbstractTableModel(parent) {}

void ComputeTargetsModel::setTargets(const QList<ComputeTarget>& targets)
{
    m_all = targets;
    rebuild();
}

void ComputeTargetsModel::setKinds(const QStringList& kinds)
{
    m_kinds = kinds;
    rebuild();
}

void ComputeTargetsModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    for (const ComputeTarget& t : std::as_const(m_all)) {
        if (m_kinds.isEmpty() || m_kinds.contains(t.kind))
            m_rows.append(t);
    }
    endResetModel();
}

int ComputeTargetsModel::rowOf(const QString& name) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).name == name)
            return i;
    }
    return -1;
}

int ComputeTargetsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ComputeTargetsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ComputeTargetsModel::kindLabel(const QString& kind)
{
    if (kind == QLatin1String("local"))
        return tr("This machine");
    if (kind == QLatin1String("serverless"))
        return tr("Serverless");
    if (kind == QLatin1String("amlcompute"))
        return tr("Cluster");
    if (kind == QLatin1String("computeinstance"))
        return tr("Compute instance");
    if (kind == QLatin1String("kubernetes"))
        return tr("Kubernetes");
    if (kind == QLatin1String("attached"))
        return tr("Attached");
    return kind;
}

static bool hasNodes(const ComputeTarget& t)
{
    return t.kind == QLatin1String("amlcompute") || t.kind == QLatin1String("computeinstance");
}

QVariant ComputeTargetsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ComputeTarget& t = m_rows.at(index.row());
    if (role == KindRole)
        return t.kind;
    if (role == Qt::DisplayRole || role == SortRole) {
        const bool sort = role == SortRole;
        switch (index.column()) {
        case NameColumn: return t.name;
        case KindColumn: return kindLabel(t.kind);
        case StateColumn: return t.state;
        case SizeColumn:
            if (t.kind == QLatin1String("local"))
                return sort ? QVariant(t.cores) : QVariant(t.cores == 1 ? tr("1 core") : tr("%1 cores").arg(t.cores));
            return t.vmSize;
        case NodesColumn:
            if (!hasNodes(t))
                return sort ? QVariant(-1) : QVariant();
            if (sort)
                return t.currentNodes;
            return tr("%1 idle, %2 busy").arg(t.idleNodes).arg(t.busyNodes);
        case ScaleColumn:
            if (t.kind != QLatin1String("amlcompute"))
                return sort ? QVariant(-1) : QVariant();
            if (sort)
                return t.maxNodes;
            return tr("%1 – %2").arg(t.minNodes).arg(t.maxNodes);
        default: break;
        }
    }
    if (role == Qt::ToolTipRole) {
        QStringList lines;
        if (!t.description.isEmpty())
            lines << t.description;
        if (hasNodes(t) && t.unusableNodes + t.preemptedNodes + t.leavingNodes > 0)
            lines << tr("Unusable: %1, pre-empted: %2, leaving: %3")
                         .arg(t.unusableNodes)
                         .arg(t.preemptedNodes)
                         .arg(t.leavingNodes);
        lines += t.errors;
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    if (role == Qt::ForegroundRole && index.column() == StateColumn) {
        if (t.state == QLatin1String("Failed"))
            return QColor(0xc0, 0x39, 0x2b);
        if (t.state == QLatin1String("Creating") || t.state == QLatin1String("Updating")
            || t.state == QLatin1String("Deleting"))
            return QColor(0xb9, 0x77, 0x0e);
    }
    return {};
}

QVariant ComputeTargetsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn: return tr("Name");
    case KindColumn: return tr("Kind");
    case StateColumn: return tr("State");
    case SizeColumn: return tr("Size");
    case NodesColumn: return tr("Nodes");
    case ScaleColumn: return tr("Min – max");
    default: return {};
    }
}

} // namespace pw
