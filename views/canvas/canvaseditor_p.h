// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

#include <string>

/// Small conversions shared by the files of CanvasEditor. Every canvas edit runs inside an UndoMacro (undomacro.h):
/// one undo step, never merged with typing that came before it.
namespace pw::canvasedit {

inline std::string u8(const QString& s)
{
    const QByteArray b = s.toUtf8();
    return std::string(b.constData(), static_cast<std::size_t>(b.size()));
}

inline QString qs(const std::string& s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

/// The binding text that reads output `port` of `step`.
inline QString stepBinding(const QString& step, const QString& port)
{
    return QStringLiteral("${{parent.jobs.%1.outputs.%2}}").arg(step, port);
}

} // namespace pw::canvasedit
