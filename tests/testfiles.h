// SPDX-License-Identifier: MIT
// Whole-file reads and writes for the tests (fixtures written to temporary folders, saved files read back).
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>

namespace pw::test {

/// The file's bytes; empty when it cannot be read.
inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Write `bytes` as the whole file, making its folder first; false when any of it fails.
inline bool writeAll(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// Write a script the owner may run (a stand-in interpreter, a broken shim); false when any of it fails.
inline bool writeExecutable(const QString& path, const QByteArray& text)
{
    return writeAll(path, text) && QFile(path).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

} // namespace pw::test
