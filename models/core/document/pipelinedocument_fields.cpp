// SPDX-License-Identifier: MIT
// PipelineDocument read and written by key path without the YAML tree: what a path holds (DocumentField), a map's
// entries, and values set unquoted, as new strings, or as a mapping of strings. The panels and views use these, so
// that only the document and the validator see yaml::Node.
#include "pipelinedocument.h"

#include "yamltree.h"

#include <algorithm>

namespace pw {

namespace {

DocumentField fieldOf(const yaml::Node* n)
{
    DocumentField f;
    if (!n)
        return f;
    if (n->isScalar()) {
        f.kind = DocumentField::Kind::Scalar;
        f.text = QString::fromStdString(n->value);
        f.quoted = n->style != yaml::Style::Plain;
    } else if (n->isMap()) {
        f.kind = DocumentField::Kind::Map;
        for (const yaml::Entry& e : n->entries)
            f.keys << QString::fromStdString(e.key->value);
    } else if (n->isSeq()) {
        f.kind = DocumentField::Kind::Sequence;
    }
    return f;
}

} // namespace

QByteArray PipelineDocument::blockText(const YamlPath& path) const
{
    // a block mapping loses the indentation it had inside the file (comments and block scalars keep theirs relative
    // to it); a flow mapping is taken as is
    const yaml::Node* node = nodeAt(path);
    if (!node)
        return QByteArray();
    const std::string& source = m_yaml->text;
    std::size_t begin = node->begin;
    const std::size_t end = std::min(node->end, source.size());
    if (begin >= end)
        return QByteArray();
    if (source[begin] == '{' || source[begin] == '[')
        return QByteArray(source.data() + begin, qsizetype(end - begin)) + '\n';
    const int indent = node->pos.col - 1;
    while (begin > 0 && source[begin - 1] != '\n')
        --begin;
    QByteArray out;
    std::size_t at = begin;
    while (at < end) {
        std::size_t eol = source.find('\n', at);
        if (eol == std::string::npos || eol > end)
            eol = end;
        std::size_t from = at;
        for (int i = 0; i < indent && from < eol && source[from] == ' '; ++i)
            ++from;
        out.append(source.data() + from, qsizetype(eol - from));
        out.append('\n');
        at = eol + 1;
    }
    return out;
}

DocumentField PipelineDocument::field(const YamlPath& path) const
{
    return fieldOf(nodeAt(path));
}

QList<QPair<QString, DocumentField>> PipelineDocument::entries(const YamlPath& path) const
{
    QList<QPair<QString, DocumentField>> out;
    const yaml::Node* n = nodeAt(path);
    if (!n || !n->isMap())
        return out;
    for (const yaml::Entry& e : n->entries)
        out.append({QString::fromStdString(e.key->value), fieldOf(e.value.get())});
    return out;
}

bool PipelineDocument::setUnquoted(const YamlPath& path, const QString& text, const QString& label)
{
    return setValue(path, yaml::Value::raw(text.toStdString()), label);
}

bool PipelineDocument::setString(const YamlPath& path, const QString& text, const QString& label)
{
    return setValue(path, yaml::Value::raw(yaml::renderScalar(text.toStdString(), yaml::ScalarType::String)), label);
}

bool PipelineDocument::setStringMap(const YamlPath& path, const QList<QPair<QString, QString>>& entries, const QString& label)
{
    yaml::Value v = yaml::Value::mapping();
    for (const auto& [key, value] : entries)
        v.set(key.toStdString(), yaml::Value::str(value.toStdString()));
    return setValue(path, v, label);
}

bool PipelineDocument::setStringList(const YamlPath& path, const QStringList& items, const QString& label)
{
    yaml::Value v = yaml::Value::sequence();
    for (const QString& item : items)
        v.append(yaml::Value::str(item.toStdString()));
    return setValue(path, v, label);
}

bool PipelineDocument::editBlockScalar(const YamlPath& path, const std::function<QString(const QString&)>& change,
                                       const QString& label)
{
    const yaml::Node* node = nodeAt(path);
    if (!node || !node->isScalar() || (node->style != yaml::Style::Folded && node->style != yaml::Style::Literal)
        || node->end <= node->begin)
        return false;
    const QByteArray all = text();
    const auto begin = qsizetype(node->begin), end = qsizetype(node->end);
    const QString block = change(QString::fromUtf8(all.mid(begin, end - begin)));
    if (block.isEmpty())
        return false;
    replaceText(all.left(begin) + block.toUtf8() + all.mid(end), label);
    return true;
}

} // namespace pw
