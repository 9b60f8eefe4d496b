// SPDX-License-Identifier: MIT
#include "yamldata.h"

#include "pipelinedocument.h"
#include "pipelinespec.h"
#include "yamltree.h"

#include <exception>

namespace pw {

namespace {

    YamlData dataOf(const yaml::Node* n)
    {
        YamlData d;
        if (!n)
            return d;
        d.loc = {n->pos.line, n->pos.col};
        d.tag = n->tag == "?" ? QString() : QString::fromStdString(n->tag);
        switch (n->kind) {
        case yaml::Kind::Null:
            break;
        case yaml::Kind::Scalar:
            d.kind = YamlData::Kind::Scalar;
            d.text = QString::fromStdString(n->value);
            d.plain = n->style == yaml::Style::Plain && n->tag != "!";
            break;
        case yaml::Kind::Alias:
            d.kind = YamlData::Kind::Alias;
            d.text = QString::fromStdString(n->value);
            break;
        case yaml::Kind::Map:
            d.kind = YamlData::Kind::Map;
            d.entries.reserve(qsizetype(n->entries.size()));
            for (const yaml::Entry& e : n->entries)
                if (e.key) {
                    d.entries.append({QString::fromStdString(e.key->value), dataOf(e.value.get())});
                    d.keys.append(dataOf(e.key.get()));
                }
            break;
        case yaml::Kind::Seq:
            d.kind = YamlData::Kind::Seq;
            d.items.reserve(qsizetype(n->items.size()));
            for (const yaml::NodePtr& i : n->items)
                d.items.append(dataOf(i.get()));
            break;
        }
        return d;
    }

    yaml::NodePtr nodeOf(const YamlData& d)
    {
        auto n = std::make_shared<yaml::Node>();
        n->pos.line = d.loc.line;
        n->pos.col = d.loc.col;
        switch (d.kind) {
        case YamlData::Kind::Null:
            break;
        case YamlData::Kind::Scalar:
            n->kind = yaml::Kind::Scalar;
            n->value = d.text.toStdString();
            n->tag = d.plain && d.tag.isEmpty() ? "?" : d.tag.isEmpty() ? "!" : d.tag.toStdString();
            n->style = d.plain ? yaml::Style::Plain : yaml::Style::DoubleQuoted;
            break;
        case YamlData::Kind::Alias:
            n->kind = yaml::Kind::Alias;
            n->value = d.text.toStdString();
            break;
        case YamlData::Kind::Map:
            n->kind = yaml::Kind::Map;
            for (qsizetype i = 0; i < d.entries.size(); ++i) {
                auto key = std::make_shared<yaml::Node>();
                key->kind = yaml::Kind::Scalar;
                key->value = d.entries.at(i).first.toStdString();
                n->entries.push_back({key, nodeOf(d.entries.at(i).second)});
            }
            break;
        case YamlData::Kind::Seq:
            n->kind = yaml::Kind::Seq;
            for (const YamlData& item : d.items)
                n->items.push_back(nodeOf(item));
            break;
        }
        return n;
    }

    YamlData resolvedDataOf(const yaml::Node* root)
    {
        if (!root)
            return {};
        const std::shared_ptr<const yaml::Node> resolved = yaml::resolveAliases(*root);
        return dataOf(resolved ? resolved.get() : root);
    }

} // namespace

YamlData pipelineData(const PreparedContent& prepared)
{
    return prepared.yaml ? resolvedDataOf(prepared.yaml->root.get()) : YamlData();
}

YamlData componentData(const ComponentSpec& component)
{
    // the spec keeps its mapping with aliases already resolved
    return dataOf(component.node.get());
}

QString yamlBlockText(const YamlData& value, int indent)
{
    return QString::fromStdString(yaml::emitBlock(yaml::toValue(*nodeOf(value)), indent));
}

const YamlData* YamlData::get(const QString& key) const
{
    for (const auto& [k, v] : entries)
        if (k == key)
            return &v;
    return nullptr;
}

YamlDataFile readYamlData(const QByteArray& text, YamlAliases aliases)
{
    YamlDataFile out;
    yaml::Document doc;
    yaml::ParseError error;
    bool parsed = false;
    try {
        parsed = yaml::parse(text.toStdString(), doc, &error);
    } catch (const std::exception& e) {
        error.message = e.what();
        error.pos = {};
    }
    if (!parsed) {
        out.error = QString::fromStdString(error.message);
        out.errorLoc = {error.pos.line, error.pos.col};
        return out;
    }
    out.ok = true;
    if (doc.root)
        out.rootEnd = qsizetype(doc.root->end);
    std::shared_ptr<const yaml::Node> resolved;
    if (aliases == YamlAliases::Resolve && doc.root)
        resolved = yaml::resolveAliases(*doc.root);
    out.root = dataOf(resolved ? resolved.get() : doc.root.get());
    for (const yaml::ParseError& w : doc.warnings)
        out.warnings.append({SourceLoc {w.pos.line, w.pos.col}, QString::fromStdString(w.message)});
    return out;
}

QString yamlStringText(const QString& text, YamlQuoting quoting)
{
    return QString::fromStdString(yaml::renderScalar(text.toStdString(), yaml::ScalarType::String,
                                                     quoting == YamlQuoting::Double ? yaml::Style::DoubleQuoted : yaml::Style::Plain));
}

} // namespace pw
