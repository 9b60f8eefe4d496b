// SPDX-License-Identifier: MIT
#include "yamljson.h"

#include "yamldata.h"
#include "yamltree.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace pw {

namespace {

QString qs(const std::string& s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QJsonValue scalarToJson(const QString& v, bool plain)
{
    if (!plain)
        return v;
    static const QStringList nulls {QString(), QStringLiteral("~"), QStringLiteral("null"), QStringLiteral("Null"), QStringLiteral("NULL")};
    static const QStringList trues {QStringLiteral("true"), QStringLiteral("True"), QStringLiteral("TRUE"), QStringLiteral("yes"),
                                    QStringLiteral("Yes"), QStringLiteral("YES"), QStringLiteral("on"), QStringLiteral("On"), QStringLiteral("ON")};
    static const QStringList falses {QStringLiteral("false"), QStringLiteral("False"), QStringLiteral("FALSE"), QStringLiteral("no"),
                                     QStringLiteral("No"), QStringLiteral("NO"), QStringLiteral("off"), QStringLiteral("Off"), QStringLiteral("OFF")};
    if (nulls.contains(v))
        return QJsonValue::Null;
    if (trues.contains(v))
        return true;
    if (falses.contains(v))
        return false;
    static const QRegularExpression integer(QStringLiteral("^[-+]?(0|[1-9][0-9_]*)$"));
    static const QRegularExpression number(QStringLiteral("^[-+]?([0-9][0-9_]*)?\\.[0-9_]*([eE][-+][0-9]+)?$"));
    bool ok = false;
    if (integer.match(v).hasMatch()) {
        const qint64 i = QString(v).remove(QLatin1Char('_')).toLongLong(&ok);
        if (ok)
            return i;
    }
    if (number.match(v).hasMatch() && v.contains(QRegularExpression(QStringLiteral("[0-9]")))) {
        const double d = QString(v).remove(QLatin1Char('_')).toDouble(&ok);
        if (ok)
            return d;
    }
    return v;
}

} // namespace

QJsonValue yamlToJson(const yaml::Node& node)
{
    switch (node.kind) {
    case yaml::Kind::Null:
        return QJsonValue::Null;
    case yaml::Kind::Scalar:
        return scalarToJson(qs(node.value), node.style == yaml::Style::Plain && (node.tag.empty() || node.tag == "?"));
    case yaml::Kind::Map: {
        QJsonObject o;
        for (const auto& e : node.entries)
            o.insert(qs(e.key->value), e.value ? yamlToJson(*e.value) : QJsonValue(QJsonValue::Null));
        return o;
    }
    case yaml::Kind::Seq: {
        QJsonArray a;
        for (const auto& i : node.items)
            a.append(i ? yamlToJson(*i) : QJsonValue(QJsonValue::Null));
        return a;
    }
    case yaml::Kind::Alias:
        break;
    }
    return qs(node.value);
}

QJsonValue yamlToJson(const YamlData& data)
{
    switch (data.kind) {
    case YamlData::Kind::Null:
        return QJsonValue::Null;
    case YamlData::Kind::Scalar:
        return scalarToJson(data.text, data.plain && data.tag.isEmpty());
    case YamlData::Kind::Map: {
        QJsonObject o;
        for (const auto& [key, value] : data.entries)
            o.insert(key, yamlToJson(value));
        return o;
    }
    case YamlData::Kind::Seq: {
        QJsonArray a;
        for (const YamlData& i : data.items)
            a.append(yamlToJson(i));
        return a;
    }
    case YamlData::Kind::Alias:
        break;
    }
    return data.text;
}

} // namespace pw
