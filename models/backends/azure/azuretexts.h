// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>

namespace pw::azure {

/// The translated text of a message written in a free function of the submission and the uploads: lupdate files
/// `tr()` calls made in namespace pw::azure under the context "pw::azure".
inline QString tr(const char* text)
{
    return QCoreApplication::translate("pw::azure", text);
}

} // namespace pw::azure
