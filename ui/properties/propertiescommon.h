// SPDX-License-Identifier: MIT
// Names and small conversions shared by the Properties panel's sections.
#pragma once

#include <QDir>
#include <QString>

#include <string>

namespace pw::properties {

/// The dynamic property that names the field an editor belongs to.
inline constexpr const char* FieldProperty = "pwField";
/// The base image an inline environment gets when a conda file is picked and no image is set yet.
inline constexpr const char* DefaultImage = "mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu20.04:latest";

/// The frame of an editor that holds a value which is not written.
inline QString invalidStyle()
{
    return QStringLiteral("QLineEdit, QComboBox, QPlainTextEdit { border: 1px solid #c42b1c; border-radius: 2px; "
                          "padding: 1px 2px; }");
}

inline QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

/// A path relative to base, written the way pipeline files write them ("./src", "../data").
inline QString relativeFrom(const QString& base, const QString& absolute)
{
    QString rel = QDir(base).relativeFilePath(absolute);
    if (rel.isEmpty() || rel == QLatin1String("."))
        return QStringLiteral(".");
    if (!rel.startsWith(QLatin1String("..")) && !QDir::isAbsolutePath(rel))
        rel.prepend(QLatin1String("./"));
    return rel;
}

} // namespace pw::properties
