// SPDX-License-Identifier: MIT
#pragma once

#include "pipelinespec.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

/// A YAML file that is data, not a pipeline (an MLTable, a Kubernetes resource), read as values that each know
/// where they are written. Read-only and independent of the syntax tree the document edits: readers of other YAML
/// formats see this, never the tree, so a change of the tree stays inside models/io and the document.
namespace pw {

struct YamlData
{
    enum class Kind { Null, Scalar, Map, Seq, Alias };
    Kind kind = Kind::Null;
    QString text; // a scalar as it reads (quotes and escapes undone); an alias's name
    bool plain = true; // a plain scalar, without quotes or block style
    QString tag; // an explicit tag ("!!str", "!"); empty without one
    SourceLoc loc; // the value's first character (1-based)
    QList<QPair<QString, YamlData>> entries; // a mapping's, in the file's order
    QList<YamlData> keys; // each of `entries`' keys as written (its kind, place); `entries` names it by its text
    QList<YamlData> items; // a sequence's

    bool isNull() const { return kind == Kind::Null; }
    bool isScalar() const { return kind == Kind::Scalar; }
    bool isMap() const { return kind == Kind::Map; }
    bool isSeq() const { return kind == Kind::Seq; }
    bool isAlias() const { return kind == Kind::Alias; }
    /// A mapping's value for `key`, or nullptr.
    const YamlData* get(const QString& key) const;
    const YamlData* get(const char* key) const { return get(QString::fromUtf8(key)); }
    /// A scalar's text; empty for anything else.
    QString str() const { return kind == Kind::Scalar ? text : QString(); }
};

struct YamlDataFile
{
    bool ok = false;
    YamlData root; // Null for an empty file
    QString error; // why the text is not YAML, said as the parser says it
    SourceLoc errorLoc;
    QList<QPair<SourceLoc, QString>> warnings; // duplicate keys and the like (read all the same)
    qsizetype rootEnd = -1; // the byte offset in the text where the first document's value ends
};

/// How aliases (`*name`) read: as aliases, or as what their anchors mark (as a YAML loader reads them).
enum class YamlAliases { Keep, Resolve };

/// Read YAML text as data (the first document of several).
YamlDataFile readYamlData(const QByteArray& text, YamlAliases aliases = YamlAliases::Keep);

struct PreparedContent;
struct ComponentSpec;

/// A prepared pipeline's mapping as data, aliases resolved (Null when it did not parse).
YamlData pipelineData(const PreparedContent& prepared);
/// A component definition's mapping as data, aliases resolved (Null when it has none).
YamlData componentData(const ComponentSpec& component);
/// A value written again as block YAML, its mappings in their order, `indent` spaces in (a conda file written inline
/// sent as the text azure-ai-ml sends).
QString yamlBlockText(const YamlData& value, int indent = 0);

/// How a string is written as a YAML scalar in new text.
enum class YamlQuoting { WhenNeeded, Double };
/// `text` as a YAML scalar that reads back as that string: plain unless a reader would take it for something else
/// (`yes`, `123`, `null`, a leading `*`), or always in double quotes, escaped.
QString yamlStringText(const QString& text, YamlQuoting quoting = YamlQuoting::WhenNeeded);

} // namespace pw
