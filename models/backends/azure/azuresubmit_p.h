// SPDX-License-Identifier: MIT
#pragma once
// What azuresubmit.cpp (reading a pipeline, submitting it) and azuresubmit_body.cpp (the request bodies) share.

#include "yamldata.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <functional>
#include <string>

namespace pw::azure::submitdetail {

inline QString qs(const std::string& s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

inline const YamlData* child(const YamlData* n, const QString& key)
{
    return n && n->isMap() ? n->get(key) : nullptr;
}

inline QString scalar(const YamlData* n)
{
    return n && n->isScalar() ? n->text : QString();
}

/// A mapping's entry: its key's text, the key as written (its place) and its value.
struct DataEntry
{
    QString first;
    const YamlData* key = nullptr;
    const YamlData* value = nullptr;
};
/// A mapping's entries in the file's order (none for anything else).
inline QList<DataEntry> entriesOf(const YamlData* n)
{
    QList<DataEntry> out;
    if (n && n->isMap())
        for (qsizetype i = 0; i < n->entries.size(); ++i)
            out.append({n->entries.at(i).first, &n->keys.at(i), &n->entries.at(i).second});
    return out;
}
/// A sequence's items (none for anything else).
inline QList<const YamlData*> itemsOf(const YamlData* n)
{
    QList<const YamlData*> out;
    if (n && n->isSeq())
        for (const YamlData& i : n->items)
            out.append(&i);
    return out;
}

inline QString place(const QString& file, int line)
{
    return line > 0 ? QStringLiteral("%1:%2").arg(QDir::toNativeSeparators(file)).arg(line) : QDir::toNativeSeparators(file);
}

/// Code that is not a local path: an asset (azureml:…), a URL, a git reference.
inline bool isLocalReference(const QString& v)
{
    return !v.startsWith(QLatin1String("azureml:"), Qt::CaseInsensitive) && !v.contains(QLatin1String("://"))
        && !v.startsWith(QLatin1String("git+"), Qt::CaseInsensitive);
}

inline QString absoluteFrom(const QString& baseDir, QString v)
{
    v = v.trimmed();
    if (v.startsWith(QLatin1String("file:")))
        v = v.mid(5);
    return QDir::cleanPath(QDir(baseDir).absoluteFilePath(v));
}

/// The code of a component with its additional_includes: the key of its code snapshot, the code's absolute path
/// followed by each include's (relative to the component's folder), one per line; the code's path alone without
/// includes. ensureCodeVersion uploads the code with the includes copied into its root, as `az ml` does.
inline QString codeSnapshotKey(const QString& codeAbsolutePath, const YamlData* component, const QString& baseDir)
{
    QStringList key {codeAbsolutePath};
    const YamlData* inc = component && component->isMap() ? component->get("additional_includes") : nullptr;
    if (inc && inc->isSeq())
        for (const YamlData* i : itemsOf(inc))
            if (i->isScalar() && !i->text.isEmpty())
                key << absoluteFrom(baseDir, i->text);
    return key.join(QLatin1Char('\n'));
}

inline bool isDataType(const QString& type)
{
    static const QStringList data {QStringLiteral("uri_file"), QStringLiteral("uri_folder"), QStringLiteral("mltable"),
                                   QStringLiteral("custom_model"), QStringLiteral("mlflow_model"), QStringLiteral("triton_model")};
    return data.contains(type.trimmed().toLower());
}

/// A component's mini_batch_size as azure-ai-ml writes it: the count or the bytes, as a string ("10kb" -> "10240").
QString miniBatchSizeText(const QJsonValue& written);

/// What the anonymous component of a parallel step needs from the request bodies being built: its code as a code
/// version id, its environment as a reference or the anonymous environment registered, errors at a line of the file.
struct ParallelHooks
{
    std::function<QJsonValue(const YamlData*)> code;
    std::function<QJsonValue(const YamlData*)> environment;
    std::function<void(int line, const QString& message)> error;
};
/// The settings and the run_function task of a parallel step without a component, added to the component made of
/// it (`spec` already has its type, name, version and interface), as azure-ai-ml's Parallel._to_component does.
void addParallelSettings(QJsonObject& spec, const YamlData* step, const QString& stepName, const ParallelHooks& hooks);

/// A sweep node's own settings as azure-ai-ml's Sweep._to_rest_object writes them (azuresubmit_sweepspark.cpp).
void addSweepSettings(QJsonObject& j, const YamlData* n);
/// A spark node's settings as azure-ai-ml's Spark node writes them: `n` the step, `component` its component's
/// mapping (the step's for one made of the step), `step` its qualified name for messages; what azure-ai-ml refuses
/// goes to `error` with the line.
void addSparkSettings(QJsonObject& j, const YamlData* n, const YamlData* component, const QString& step,
                      const std::function<void(int line, const QString& message)>& error);

/// YAML's input and output modes as the REST API names them ("ro_mount" -> "ReadOnlyMount").
QString restMode(const QString& mode);

/// An automl step as azure-ai-ml writes it inside a pipeline (AutoMLJob._to_dict(inside_pipeline=True)), every task
/// type of its schema; what the schema refuses goes to `error` with the line, and the step is not sent.
QJsonObject automlNode(const YamlData* step, const QString& stepName, const std::function<void(int line, const QString& message)>& error);

} // namespace pw::azure::submitdetail
