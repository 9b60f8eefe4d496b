// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

namespace pw {

/// The VM sizes of a region: name, series badge, vCPUs, memory, GPUs, price per hour, low-priority capable,
/// and the catalogue's flags (quota needs approval, series retired) when the families are known.
class VmSizesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        SeriesColumn,
        CpuColumn,
        MemoryColumn,
        GpuColumn,
        PriceColumn,
        LowPriorityColumn,
        FlagsColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        FamilyRole, // REST family key
        CategoryRole, // general, memory, compute, hpc, gpu (from the catalogue; empty when unknown)
        CoresRole,
        GpusRole,
        MemoryGBRole,
        RequiresApprovalRole,
        RetiredRole,
    };

    explicit VmSizesModel(QObject* parent = nullptr);

    /// The catalogue's series (flags and badges); may be set before or after the sizes.
    void setFamilies(const QList<VmFamilyInfo>& families);
    void setSizes(const QList<VmSize>& sizes);
    const VmSize& sizeAt(int row) const { return m_sizes.at(row); }
    int rowOf(const QString& name) const; // case-insensitive, as Azure compares sizes
    /// The catalogue entry of a family key, or nullptr.
    const VmFamilyInfo* familyInfo(const QString& familyKey) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString seriesOf(const VmSize& size) const;

    QList<VmSize> m_sizes;
    QList<VmFamilyInfo> m_families;
};

/// Filters VM sizes by text (name, family, series), family key, minimum vCPUs, minimum memory and GPUs.
class VmSizesFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    enum class Gpu { Any, Required, None };

    explicit VmSizesFilterModel(QObject* parent = nullptr);

    void setText(const QString& text);
    void setFamily(const QString& familyKey); // empty: all
    void setMinCores(int cores);
    void setMinMemoryGB(double gb);
    void setGpu(Gpu gpu);
    void setHideRetired(bool hide);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_text;
    QString m_family;
    int m_minCores = 0;
    double m_minMemory = 0;
    Gpu m_gpu = Gpu::Any;
    bool m_hideRetired = false;
};

} // namespace pw
