// SPDX-License-Identifier: MIT
// The set of YAML files that the data-driven tests go through.
//
// By default it is the project's own set, tests/data/yaml (pipelines and components in every step kind and YAML
// style the round trip must keep). CMake registers a second run of the same test executables over an external
// corpus of real pipelines when one is found at configure time; it names the corpus folder in PW_CORPUS_DIR.
// A corpus that carries a manifest.json (a list of its files) is checked against it, so a corpus cut short fails.
#pragma once

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>

namespace pw::test {

struct YamlSet
{
    QString root;     // folder searched recursively for *.yml and *.yaml
    QString name;     // "tests/data/yaml" or "corpus <folder>", for messages
    bool external = false;
};

inline YamlSet yamlSet()
{
    const QString corpus = qEnvironmentVariable("PW_CORPUS_DIR");
    if (!corpus.isEmpty())
        return {QDir::cleanPath(corpus), QStringLiteral("corpus %1").arg(QDir::cleanPath(corpus)), true};
    return {QStringLiteral(PW_SOURCE_DIR "/tests/data/yaml"), QStringLiteral("tests/data/yaml"), false};
}

/// Every *.yml and *.yaml file under `root`, sorted.
inline QStringList yamlFilesUnder(const QString& root)
{
    QStringList files;
    QDirIterator it(root, {QStringLiteral("*.yml"), QStringLiteral("*.yaml")}, QDir::Files | QDir::Hidden,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

inline QStringList yamlFiles()
{
    return yamlFilesUnder(yamlSet().root);
}

/// A file's path relative to the set's root (data row names).
inline QString relativeName(const QString& path)
{
    return QDir(yamlSet().root).relativeFilePath(path);
}

/// Whether a YAML text is a pipeline (a job or a pipeline component): a top-level line says `type: pipeline`,
/// with or without quotes.
inline bool isPipelineText(const QByteArray& text)
{
    static const QRegularExpression typeLine(
        QStringLiteral("^(\\x{feff})?([\"']?)type\\2[ \\t]*:[ \\t]*([\"']?)pipeline\\3[ \\t]*(#.*)?\\r?$"),
        QRegularExpression::MultilineOption);
    return typeLine.match(QString::fromUtf8(text)).hasMatch();
}

inline bool isPipelineFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && isPipelineText(f.readAll());
}

/// What is wrong with the set as found on disk, or an empty string: the set must hold YAML files, and a set with a
/// manifest.json must hold every YAML file the manifest lists and no other.
inline QString yamlSetProblem()
{
    const YamlSet set = yamlSet();
    if (!QDir(set.root).exists())
        return QStringLiteral("the YAML set %1 is missing").arg(set.name);
    const QStringList found = yamlFiles();
    if (found.isEmpty())
        return QStringLiteral("the YAML set %1 holds no *.yml or *.yaml file").arg(set.name);
    QFile manifest(QDir(set.root).filePath(QStringLiteral("manifest.json")));
    if (!manifest.exists())
        return {};
    if (!manifest.open(QIODevice::ReadOnly))
        return QStringLiteral("%1 cannot be read").arg(manifest.fileName());
    QStringList listed;
    const QJsonArray units = QJsonDocument::fromJson(manifest.readAll()).object().value(QStringLiteral("units")).toArray();
    for (const auto& u : units)
        for (const auto& f : u.toObject().value(QStringLiteral("files")).toArray()) {
            const QString path = f.toObject().value(QStringLiteral("path")).toString();
            if (path.endsWith(QLatin1String(".yml")) || path.endsWith(QLatin1String(".yaml")))
                listed << QDir(set.root).filePath(path);
        }
    listed.sort();
    listed.removeDuplicates();
    if (listed.isEmpty())
        return QStringLiteral("%1 lists no YAML file").arg(manifest.fileName());
    QStringList missing;
    for (const QString& f : listed)
        if (!found.contains(QDir::cleanPath(f)))
            missing << QDir(set.root).relativeFilePath(f);
    if (!missing.isEmpty())
        return QStringLiteral("the corpus is cut short: %1 of the %2 YAML files its manifest lists are missing (%3)")
            .arg(missing.size())
            .arg(listed.size())
            .arg(missing.mid(0, 5).join(QLatin1String(", ")));
    if (found.size() != listed.size())
        return QStringLiteral("the corpus holds %1 YAML files, its manifest lists %2").arg(found.size()).arg(listed.size());
    return {};
}

} // namespace pw::test
