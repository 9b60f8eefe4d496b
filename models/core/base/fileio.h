// SPDX-License-Identifier: MIT
// Reading and writing whole files, with messages that name the file.
#pragma once

#include <QByteArray>
#include <QString>

namespace pw {

/// Read a whole file as bytes; false with a message naming the file on failure (missing, a folder, over 256 MB,
/// unreadable).
bool readFileBytes(const QString& path, QByteArray& out, QString* error);
/// Write atomically (QSaveFile): the old file stays intact if anything fails.
bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error);

} // namespace pw
