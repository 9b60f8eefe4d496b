// SPDX-License-Identifier: MIT
// Reading and writing whole files, with messages that name the file.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace pw {

/// Read a whole file as bytes; false with a message naming the file on failure (missing, a folder, over 256 MB,
/// unreadable).
bool readFileBytes(const QString& path, QByteArray& out, QString* error);
/// Read a JSON object a run's folder keeps (processes.json, trials.json, …): empty when the file is missing, cannot
/// be read or holds no object.
QJsonObject readJsonObjectFile(const QString& path);
/// Write atomically (QSaveFile): the old file stays intact if anything fails.
bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error);

} // namespace pw
