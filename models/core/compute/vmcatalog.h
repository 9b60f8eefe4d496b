// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"

#include <QList>
#include <QString>

#include <optional>

/// The catalog of VM series Azure ML supports (resources/compute/vmfamilies.json, bundled in pw_core's
/// resources): category, approval, isolated sizes, GPU architecture and the lowest CUDA it runs, retirement.
namespace pw {

class VmCatalog
{
public:
    /// The bundled catalog (loaded once, thread-safe).
    static const VmCatalog& instance();
    /// A catalog read from a JSON document of the same shape (tests); `error` is set on failure.
    static VmCatalog fromJson(const QByteArray& json, QString* error = nullptr);

    /// A REST family key ("standardNCSv3Family", "Standard NCSv3 Family", "StandardDSv2PromoFamily").
    std::optional<VmFamilyInfo> forFamily(const QString& restFamily) const;
    /// A VM size name ("Standard_NC6s_v3", "STANDARD_DS3_V2", "Standard_D4s_v3").
    std::optional<VmFamilyInfo> forSize(const QString& vmSizeName) const;
    QList<VmFamilyInfo> all() const;
    /// Common VM sizes (resources/compute/vmsizes.json): what the picker offers while no workspace is connected.
    static QList<VmSize> commonSizes();

    /// The series key of a size name, normalised ("NCsv3" for Standard_NC6s_v3), empty if not a size name.
    static QString seriesOfSize(const QString& vmSizeName);
    /// The series key of a REST family name ("NCsv3" for standardNCSv3Family).
    static QString seriesOfFamily(const QString& restFamily);

private:
    QList<VmFamilyInfo> m_families;
};

} // namespace pw
