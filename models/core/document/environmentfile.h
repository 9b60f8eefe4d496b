// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace pw {

/// What a YAML file chosen as a step's environment is: an environment definition (`image:`, `conda_file:`) or a conda
/// file (`dependencies:`, `channels:`), read without the YAML tree leaving the document's room.
struct EnvironmentFile
{
    enum class Kind { Invalid, Definition, Conda };
    Kind kind = Kind::Invalid;
    QString image; // a definition's image
    QString condaFile; // a definition's conda_file as written ("file:" taken off), relative to the definition
    QJsonObject conda; // the conda environment as azure-ai-ml reads it: a conda file's, or a definition's written inline
    QString error; // Invalid: why, naming `shownPath` and the line and column where it applies
};

EnvironmentFile readEnvironmentFile(const QByteArray& bytes, const QString& shownPath);

} // namespace pw
