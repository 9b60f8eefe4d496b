// SPDX-License-Identifier: MIT
#include "vmsizesmodel.h"

#include "retailprices.h"

#include <QDate>
#include <QLocale>

namespace pw {

VmSizesModel::VmSizesModel(QObject* parent) : QAbstractTableModel(parent) {}

void VmSizesModel::setFamilies(const QList<VmFamilyInfo>& families)
{
    m_families = families;
    if (!m_sizes.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void VmSizesModel::setSizes(const QList<VmSize>& sizes)
{
    beginResetModel();
    m_sizes = sizes;
    endResetModel();
}

int VmSizesModel::rowOf(const QString& name) const
{
    for (int i = 0; i < m_sizes.size(); ++i) {
        if (m_sizes.at(i).name.compare(name, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

const VmFamilyInfo* VmSizesModel::familyInfo(const QString& familyKey) const
{
    for (const VmFamilyInfo& f : m_families) {
        for (const QString& k : f.families) {
            if (k.compare(familyKey, Qt::CaseInsensitive) == 0)
                return &f;
        }
    }
    return nullptr;
}

QString VmSizesModel::seriesOf(const VmSize& size) const
{
    if (const VmFamilyInfo* f = familyInfo(size.family))
        return f->series;
    // "standardDSv2Family" -> "DSv2" when the catalogue does not know it
    QString s = size.family;
    if (s.startsWith(QLatin1String("standard"), Qt::CaseInsensitive))
        s = s.mid(8);
    if (s.endsWith(QLatin1String("Family"), Qt::CaseInsensitive))
        s.chop(6);
    return s;
}

int VmSizesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_sizes.size());
}

int VmSizesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant VmSizesModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const VmSize& s = m_sizes.at(index.row());
    const VmFamilyInfo* info = familyInfo(s.family);
    const bool retired = info && info->retiredOn.isValid() && info->retiredOn <= QDate::currentDate();
    switch (role) {
    case FamilyRole: return s.family;
    case CategoryRole: return info ? info->category : QString();
    case CoresRole: return s.vCpus;
    case GpusRole: return s.gpus;
    case MemoryGBRole: return s.memoryGB;
    case RequiresApprovalRole: return info && info->requiresApproval;
    case RetiredRole: return retired;
    default: break;
    }
    if (role == Qt::TextAlignmentRole) {
        const int c = index.column();
        if (c == CpuColumn || c == MemoryColumn || c == GpuColumn || c == PriceColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::ToolTipRole) {
        QStringList lines;
        if (info && info->requiresApproval)
            lines << tr("Quota for the %1 series must be requested and approved before first use.").arg(info->series);
        if (retired)
            lines << tr("The %1 series was retired on %2.")
                         .arg(info->series, QLocale().toString(info->retiredOn, QLocale::ShortFormat));
        if (info && !info->note.isEmpty())
            lines << info->note;
        if (index.column() == PriceColumn) {
            const QString currency = s.currency.isEmpty() ? QStringLiteral("USD") : s.currency;
            if (s.pricePerHour || s.lowPriorityPricePerHour) {
                if (s.pricePerHour)
                    lines << tr("Pay-as-you-go: %1 per hour, Linux").arg(formatMoney(*s.pricePerHour, currency));
                if (s.lowPriorityPricePerHour)
                    lines << tr("Low priority or Spot: %1 per hour").arg(formatMoney(*s.lowPriorityPricePerHour, currency));
                lines << (s.priceSource.isEmpty() ? tr("From the workspace's list of sizes.") : tr("From %1.").arg(s.priceSource));
            } else {
                lines << tr("No price is known for this size in this region.");
            }
        }
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    const bool sort = role == SortRole;
    switch (index.column()) {
    case NameColumn: return s.name;
    case SeriesColumn: return seriesOf(s);
    case CpuColumn: return s.vCpus;
    case MemoryColumn:
        return sort ? QVariant(s.memoryGB) : QVariant(tr("%1 GB").arg(QLocale().toString(s.memoryGB, 'g', 4)));
    case GpuColumn: return sort ? QVariant(s.gpus) : (s.gpus > 0 ? QVariant(s.gpus) : QVariant());
    case PriceColumn:
        if (!s.pricePerHour)
            return sort ? QVariant(-1.0) : QVariant(tr("—"));
        return sort ? QVariant(*s.pricePerHour)
                    : QVariant(tr("%1 %2/h").arg(QLocale().toString(*s.pricePerHour, 'f', 3),
                                                 s.currency.isEmpty() ? QStringLiteral("USD") : s.currency));
    case LowPriorityColumn:
        return sort ? QVariant(s.lowPriorityCapable) : QVariant(s.lowPriorityCapable ? tr("Yes") : tr("No"));
    case FlagsColumn: {
        QStringList flags;
        if (info && info->requiresApproval)
            flags << tr("needs approval");
        if (retired)
            flags << tr("retired");
        return flags.join(QLatin1String(", "));
    }
    default: return {};
    }
}

QVariant VmSizesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn: return tr("Size");
    case SeriesColumn: return tr("Series");
    case CpuColumn: return tr("vCPUs");
    case MemoryColumn: return tr("Memory");
    case GpuColumn: return tr("GPUs");
    case PriceColumn: return tr("Price");
    case LowPriorityColumn: return tr("Low priority");
    case FlagsColumn: return tr("Notes");
    default: return {};
    }
}

VmSizesFilterModel::VmSizesFilterModel(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(VmSizesModel::SortRole);
}

void VmSizesFilterModel::setText(const QString& text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void VmSizesFilterModel::setFamily(const QString& familyKey)
{
    m_family = familyKey;
    invalidateFilter();
}

void VmSizesFilterModel::setMinCores(int cores)
{
    m_minCores = cores;
    invalidateFilter();
}

void VmSizesFilterModel::setMinMemoryGB(double gb)
{
    m_minMemory = gb;
    invalidateFilter();
}

void VmSizesFilterModel::setGpu(Gpu gpu)
{
    m_gpu = gpu;
    invalidateFilter();
}

void VmSizesFilterModel::setHideRetired(bool hide)
{
    m_hideRetired = hide;
    invalidateFilter();
}

bool VmSizesFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QAbstractItemModel* m = sourceModel();
    const QModelIndex name = m->index(sourceRow, VmSizesModel::NameColumn, sourceParent);
    const QString family = name.data(VmSizesModel::FamilyRole).toString();
    if (!m_family.isEmpty() && family.compare(m_family, Qt::CaseInsensitive) != 0)
        return false;
    if (name.data(VmSizesModel::CoresRole).toInt() < m_minCores)
        return false;
    if (name.data(VmSizesModel::MemoryGBRole).toDouble() < m_minMemory)
        return false;
    const int gpus = name.data(VmSizesModel::GpusRole).toInt();
    if ((m_gpu == Gpu::Required && gpus == 0) || (m_gpu == Gpu::None && gpus > 0))
        return false;
    if (m_hideRetired && name.data(VmSizesModel::RetiredRole).toBool())
        return false;
    if (m_text.isEmpty())
        return true;
    const QString series = m->index(sourceRow, VmSizesModel::SeriesColumn, sourceParent).data().toString();
    const QStringList words = m_text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& w : words) {
        if (!name.data().toString().contains(w, Qt::CaseInsensitive) && !family.contains(w, Qt::CaseInsensitive)
            && !series.contains(w, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace pw
