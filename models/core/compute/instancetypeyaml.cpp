// SPDX-License-Identifier: MIT
#include "instancetypeyaml.h"

#include "fileio.h"
#include "instancetype.h"
#include "yamldata.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <exception>

namespace pw {

namespace {

const QString ApiVersion = QStringLiteral("amlarc.azureml.com/v1alpha1");
const QString KindOne = QStringLiteral("InstanceType");
const QString KindList = QStringLiteral("InstanceTypeList");

/// What a scalar means to a Kubernetes client (sigs.k8s.io/yaml reads YAML 1.1: `yes`, `on`, `0x1f` are not
/// strings there).
enum class ValueKind { Null, Bool, Int, Float, String, Map, Seq, Alias };

ValueKind plainKind(const QString& v)
{
    static const QRegularExpression special(QStringLiteral(
        "^(~|null|Null|NULL|true|True|TRUE|false|False|FALSE|y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$"));
    static const QRegularExpression integer(
        QStringLiteral("^([-+]?(0|[1-9][0-9_]*)|[-+]?0[xX][0-9a-fA-F_]+|[-+]?0b[01_]+|0o[0-7]+|[-+]?0[0-7_]+)$"));
    static const QRegularExpression real(QStringLiteral(
        "^([-+]?([0-9][0-9_]*)?\\.[0-9_]*([eE][-+]?[0-9]+)?|[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN))$"));
    if (v.isEmpty())
        return ValueKind::Null;
    if (const QRegularExpressionMatch m = special.match(v); m.hasMatch()) {
        const QChar c = v.at(0);
        const bool null = c == QLatin1Char('~') || ((c == QLatin1Char('n') || c == QLatin1Char('N')) && v.size() == 4);
        return null ? ValueKind::Null : ValueKind::Bool;
    }
    if (integer.match(v).hasMatch())
        return ValueKind::Int;
    if (v != QLatin1String(".") && real.match(v).hasMatch())
        return ValueKind::Float;
    return ValueKind::String;
}

ValueKind kindOf(const YamlData& n)
{
    switch (n.kind) {
    case YamlData::Kind::Null:
        return ValueKind::Null;
    case YamlData::Kind::Map:
        return ValueKind::Map;
    case YamlData::Kind::Seq:
        return ValueKind::Seq;
    case YamlData::Kind::Alias:
        return ValueKind::Alias;
    case YamlData::Kind::Scalar:
        break;
    }
    if (n.plain && n.tag.isEmpty())
        return plainKind(n.text);
    if (n.tag.endsWith(QLatin1String(":int")))
        return ValueKind::Int;
    if (n.tag.endsWith(QLatin1String(":float")))
        return ValueKind::Float;
    if (n.tag.endsWith(QLatin1String(":bool")))
        return ValueKind::Bool;
    if (n.tag.endsWith(QLatin1String(":null")))
        return ValueKind::Null;
    return ValueKind::String; // quoted, block scalars, !!str and other tags
}

QString kindName(ValueKind k)
{
    switch (k) {
    case ValueKind::Null:
        return QCoreApplication::translate("InstanceTypeYaml", "nothing (null)");
    case ValueKind::Bool:
        return QCoreApplication::translate("InstanceTypeYaml", "a boolean");
    case ValueKind::Int:
        return QCoreApplication::translate("InstanceTypeYaml", "a whole number");
    case ValueKind::Float:
        return QCoreApplication::translate("InstanceTypeYaml", "a number");
    case ValueKind::String:
        return QCoreApplication::translate("InstanceTypeYaml", "a string");
    case ValueKind::Map:
        return QCoreApplication::translate("InstanceTypeYaml", "a mapping");
    case ValueKind::Seq:
        return QCoreApplication::translate("InstanceTypeYaml", "a list");
    case ValueKind::Alias:
        return QCoreApplication::translate("InstanceTypeYaml", "an alias without anchor");
    }
    return QString();
}

class Reader
{
public:
    Reader(const QByteArray& text, const QString& file)
        : m_file(file)
        , m_text(text)
    {
    }

    InstanceTypeRead read()
    {
        const YamlDataFile doc = readYamlData(m_text, YamlAliases::Resolve);
        if (!doc.ok) {
            add(Severity::Error, QStringLiteral("yaml-syntax"),
                QCoreApplication::translate("InstanceTypeYaml", "YAML syntax error: %1").arg(doc.error), doc.errorLoc.line, doc.errorLoc.col);
            return finish();
        }
        for (const auto& [loc, message] : doc.warnings) {
            const bool dup = message.startsWith(QLatin1String("duplicate key"));
            SourceLoc pos = loc;
            if (!dup && doc.rootEnd >= 0) // the start of the second document
                pos = secondDocument(doc.rootEnd, pos);
            add(Severity::Warning, dup ? QStringLiteral("yaml-duplicate-key") : QStringLiteral("yaml-multiple-documents"),
                dup ? QCoreApplication::translate("InstanceTypeYaml", "%1; only the first is read").arg(message)
                    : QCoreApplication::translate("InstanceTypeYaml", "the file holds more than one YAML document; only the first is read (an InstanceTypeList "
                         "holds several types in one document)"),
                pos.line, pos.col);
        }
        if (doc.root.isNull()) {
            add(Severity::Error, QStringLiteral("empty-file"),
                QCoreApplication::translate("InstanceTypeYaml", "the file is empty; an instance type needs apiVersion, kind, metadata.name and spec"), 1, 1);
            return finish();
        }
        readTop(doc.root);
        return finish();
    }

private:
    struct Item
    {
        InstanceTypeSpec spec;
        InstanceTypePlace place;
        QHash<QString, InstanceTypePlace> fields; // validator field → place of its value (or its key)
        bool nameMissing = false;
        QStringList badFields; // fields with a value of the wrong kind (reported once, not again as empty)
        int errors = 0;
    };

    void add(Severity severity, const QString& rule, const QString& message, int line, int col,
             const QString& field = QString())
    {
        Diagnostic d;
        d.severity = severity;
        d.ruleId = rule;
        d.message = message;
        d.file = m_file;
        d.line = line;
        d.col = col;
        d.field = field;
        m_out.diagnostics << d;
        if (severity == Severity::Error) {
            if (m_current)
                ++m_current->errors;
            else
                ++m_documentErrors;
        }
    }
    void add(Severity severity, const QString& rule, const QString& message, const YamlData& at,
             const QString& field = QString())
    {
        add(severity, rule, message, at.loc.line, at.loc.col, field);
    }

    /// The first `---` or `...` line after the byte offset `from`, or `fallback`.
    SourceLoc secondDocument(qsizetype from, SourceLoc fallback) const
    {
        const QByteArray& text = m_text;
        for (qsizetype at = std::min(from, text.size()); at < text.size(); ++at) {
            if ((at == 0 || text.at(at - 1) == '\n') && (text.mid(at, 3) == "---" || text.mid(at, 3) == "...")) {
                const int line = int(text.left(at).count('\n')) + 1;
                return {line, 1};
            }
        }
        return fallback;
    }

    static InstanceTypePlace placeOf(const YamlData& n) { return {n.loc.line, n.loc.col}; }

    /// Each entry of a mapping: its key (as written), its key's text and its value.
    template<typename F>
    static void forEntries(const YamlData& map, F f)
    {
        for (qsizetype i = 0; i < map.entries.size(); ++i)
            f(map.keys.at(i), map.entries.at(i).first, map.entries.at(i).second);
    }
    /// The key written for `key` in a mapping, or nullptr.
    static const YamlData* keyOf(const YamlData& map, const QString& key)
    {
        for (qsizetype i = 0; i < map.entries.size(); ++i)
            if (map.entries.at(i).first == key)
                return &map.keys.at(i);
        return nullptr;
    }

    bool expectMap(const YamlData& n, const QString& path)
    {
        if (n.isMap())
            return true;
        if (n.isNull())
            return false; // nothing given: the caller says what is missing, if anything
        add(Severity::Error, QStringLiteral("yaml-type"),
            QCoreApplication::translate("InstanceTypeYaml", "%1 must be a mapping; it is %2").arg(path, kindName(kindOf(n))), n, path);
        return false;
    }

    /// A string value; numbers are accepted where Kubernetes takes a quantity (`quantity`), never booleans.
    bool stringValue(const YamlData& n, const QString& path, QString* out, bool quantity = false)
    {
        const ValueKind k = kindOf(n);
        if (k == ValueKind::Null)
            return false;
        if (k == ValueKind::String || (quantity && (k == ValueKind::Int || k == ValueKind::Float))) {
            *out = n.text;
            return true;
        }
        add(Severity::Error, QStringLiteral("yaml-type"),
            quantity ? QCoreApplication::translate("InstanceTypeYaml", "%1 must be a quantity (a string such as \"500m\" or \"2Gi\", or a number); it is %2")
                           .arg(path, kindName(k))
                     : QCoreApplication::translate("InstanceTypeYaml", "%1 must be a string; it is %2 (quote it: \"%3\")")
                           .arg(path, kindName(k), n.text),
            n, path);
        return false;
    }

    void unknownKey(const YamlData& key, const QString& where, const QStringList& known)
    {
        add(Severity::Warning, QStringLiteral("unknown-key"),
            QCoreApplication::translate("InstanceTypeYaml", "unknown key '%1' in %2 (known: %3); it is not read").arg(key.text, where, known.join(QStringLiteral(", "))),
            key);
    }

    /// apiVersion (required at the top, optional in list items) and, in list items, kind.
    void checkHeader(const YamlData& map, bool inItem)
    {
        const QString where = inItem ? QStringLiteral("items[].") : QString();
        if (const YamlData* api = map.get(QStringLiteral("apiVersion"))) {
            QString v;
            if (api->isNull())
                add(Severity::Error, QStringLiteral("k8s-api-version"), QCoreApplication::translate("InstanceTypeYaml", "apiVersion is empty; write %1").arg(ApiVersion),
                    *api, QStringLiteral("apiVersion"));
            else if (stringValue(*api, where + QStringLiteral("apiVersion"), &v) && v != ApiVersion)
                add(Severity::Error, QStringLiteral("k8s-api-version"),
                    QCoreApplication::translate("InstanceTypeYaml", "apiVersion '%1' is not %2, the version of Azure ML's instance types").arg(v, ApiVersion), *api,
                    QStringLiteral("apiVersion"));
        } else if (!inItem) {
            add(Severity::Error, QStringLiteral("k8s-api-version"), QCoreApplication::translate("InstanceTypeYaml", "apiVersion is missing; write %1").arg(ApiVersion),
                map, QStringLiteral("apiVersion"));
        }
        if (!inItem)
            return;
        if (const YamlData* kind = map.get(QStringLiteral("kind"))) {
            QString v;
            if (kind->isNull())
                add(Severity::Error, QStringLiteral("k8s-kind"), QCoreApplication::translate("InstanceTypeYaml", "kind is empty; write %1").arg(KindOne), *kind,
                    QStringLiteral("kind"));
            else if (stringValue(*kind, where + QStringLiteral("kind"), &v) && v != KindOne)
                add(Severity::Error, QStringLiteral("k8s-kind"), QCoreApplication::translate("InstanceTypeYaml", "kind '%1' of an item is not %2").arg(v, KindOne),
                    *kind, QStringLiteral("kind"));
        }
    }

    void readTop(const YamlData& root)
    {
        if (!root.isMap()) {
            add(Severity::Error, QStringLiteral("yaml-type"),
                QCoreApplication::translate("InstanceTypeYaml", "the document must be a mapping with apiVersion, kind, metadata and spec; it is %1")
                    .arg(kindName(kindOf(root))),
                root);
            return;
        }
        // the kind decides the shape; without a (known) kind, `items` makes it a list
        const YamlData* kind = root.get(QStringLiteral("kind"));
        QString kindText;
        const bool kindRead = kind && !kind->isNull() && stringValue(*kind, QStringLiteral("kind"), &kindText);
        const bool knownKind = kindText == KindList || kindText == KindOne;
        const bool list = knownKind ? kindText == KindList : root.get(QStringLiteral("items")) != nullptr;
        if (!kind)
            add(Severity::Error, QStringLiteral("k8s-kind"), QCoreApplication::translate("InstanceTypeYaml", "kind is missing; write %1").arg(list ? KindList : KindOne),
                root, QStringLiteral("kind"));
        else if (kind->isNull())
            add(Severity::Error, QStringLiteral("k8s-kind"), QCoreApplication::translate("InstanceTypeYaml", "kind is empty; write %1").arg(list ? KindList : KindOne),
                *kind, QStringLiteral("kind"));
        else if (kindRead && !knownKind)
            add(Severity::Error, QStringLiteral("k8s-kind"),
                QCoreApplication::translate("InstanceTypeYaml", "kind '%1' is neither %2 nor %3").arg(kindText, KindOne, KindList), *kind, QStringLiteral("kind"));
        m_out.isList = list;
        checkHeader(root, false); // errors here concern the whole document
        if (!list) {
            readType(root, root, false);
            return;
        }
        static const QStringList known {QStringLiteral("apiVersion"), QStringLiteral("kind"), QStringLiteral("items"),
                                        QStringLiteral("metadata")};
        forEntries(root, [&](const YamlData& key, const QString& k, const YamlData& value) {
            if (k == QLatin1String("metadata"))
                expectMap(value, QStringLiteral("metadata"));
            else if (!known.contains(k))
                unknownKey(key, KindList, known);
        });
        const YamlData* items = root.get(QStringLiteral("items"));
        if (!items || items->isNull()) {
            add(Severity::Error, QStringLiteral("k8s-required"),
                QCoreApplication::translate("InstanceTypeYaml", "the list has no items; give each instance type as an item with metadata and spec"),
                items ? items->loc.line : root.loc.line, items ? items->loc.col : root.loc.col, QStringLiteral("items"));
            return;
        }
        if (!items->isSeq()) {
            add(Severity::Error, QStringLiteral("yaml-type"),
                QCoreApplication::translate("InstanceTypeYaml", "items must be a list of instance types; it is %1").arg(kindName(kindOf(*items))), *items,
                QStringLiteral("items"));
            return;
        }
        for (const YamlData& item : items->items) {
            if (!item.isMap()) {
                add(Severity::Error, QStringLiteral("yaml-type"),
                    QCoreApplication::translate("InstanceTypeYaml", "an item of items must be a mapping with metadata and spec; it is %1").arg(kindName(kindOf(item))),
                    item, QStringLiteral("items"));
                continue;
            }
            readType(item, item, true);
        }
    }

    void readType(const YamlData& map, const YamlData& placeNode, bool inList)
    {
        Item item;
        item.place = placeOf(placeNode);
        m_current = &item;
        if (inList)
            checkHeader(map, true);
        static const QStringList known {QStringLiteral("apiVersion"), QStringLiteral("kind"), QStringLiteral("metadata"),
                                        QStringLiteral("spec")};
        forEntries(map, [&](const YamlData& key, const QString& k, const YamlData&) {
            if (!known.contains(k))
                unknownKey(key, inList ? QCoreApplication::translate("InstanceTypeYaml", "an item") : KindOne, known);
        });
        readMetadata(map, item);
        // a missing value is reported at the key of the section it belongs in
        if (const YamlData* specKey = keyOf(map, QStringLiteral("spec")))
            item.fields.insert(QStringLiteral("resources"), placeOf(*specKey));
        if (const YamlData* spec = map.get(QStringLiteral("spec")); spec && expectMap(*spec, QStringLiteral("spec")))
            readSpec(*spec, item);

        // the checks of the type itself, each at the value it concerns
        for (Diagnostic d : validateInstanceType(item.spec, m_file, item.place.line, item.place.col)) {
            if ((item.nameMissing && d.field == QLatin1String("metadata.name")) || item.badFields.contains(d.field))
                continue;
            const InstanceTypePlace p = fieldPlace(item, d.field);
            d.line = p.line;
            d.col = p.col;
            m_out.diagnostics << d;
            if (d.severity == Severity::Error)
                ++item.errors;
        }
        m_current = nullptr;
        m_out.types << item.spec;
        m_out.places << item.place;
        m_itemErrors << item.errors;
    }

    static InstanceTypePlace fieldPlace(const Item& item, QString field)
    {
        while (!field.isEmpty()) {
            if (auto it = item.fields.constFind(field); it != item.fields.cend())
                return *it;
            // resources.limits.nvidia.com/gpu → resources.limits → resources
            const qsizetype dot = field.startsWith(QLatin1String("resources.")) ? field.indexOf(QLatin1Char('.'), 10) : -1;
            const qsizetype cut = dot > 0 ? dot : field.lastIndexOf(QLatin1Char('.'));
            if (cut <= 0)
                break;
            field = field.left(cut);
        }
        return item.place;
    }

    void readMetadata(const YamlData& map, Item& item)
    {
        const YamlData* meta = map.get(QStringLiteral("metadata"));
        const YamlData* name = nullptr;
        if (meta && expectMap(*meta, QStringLiteral("metadata"))) {
            static const QStringList known {QStringLiteral("name"), QStringLiteral("labels"), QStringLiteral("annotations")};
            forEntries(*meta, [&](const YamlData& key, const QString& k, const YamlData& value) {
                if (k == QLatin1String("labels") || k == QLatin1String("annotations"))
                    expectMap(value, QStringLiteral("metadata.") + k);
                else if (!known.contains(k))
                    unknownKey(key, QStringLiteral("metadata"), known);
            });
            name = meta->get(QStringLiteral("name"));
        }
        if (name)
            item.fields.insert(QStringLiteral("metadata.name"), placeOf(*name));
        if (name && stringValue(*name, QStringLiteral("metadata.name"), &item.spec.name)) {
            item.spec.isDefault = item.spec.name == QLatin1String("defaultinstancetype");
            return;
        }
        if (name && !name->isNull())
            item.nameMissing = true; // a type error was reported
        else {
            item.nameMissing = true;
            const YamlData& at = name ? *name : meta ? *meta : map;
            add(Severity::Error, QStringLiteral("k8s-required"),
                QCoreApplication::translate("InstanceTypeYaml", "metadata.name is missing: every instance type needs a name (lower-case letters, digits and '-')"), at,
                QStringLiteral("metadata.name"));
        }
    }

    void readSpec(const YamlData& spec, Item& item)
    {
        static const QStringList known {QStringLiteral("nodeSelector"), QStringLiteral("resources")};
        forEntries(spec, [&](const YamlData& key, const QString& k, const YamlData&) {
            if (!known.contains(k))
                unknownKey(key, QStringLiteral("spec"), known);
        });
        if (const YamlData* sel = spec.get(QStringLiteral("nodeSelector")); sel && expectMap(*sel, QStringLiteral("spec.nodeSelector")))
            readNodeSelector(*sel, item);
        if (const YamlData* resKey = keyOf(spec, QStringLiteral("resources")))
            item.fields.insert(QStringLiteral("resources"), placeOf(*resKey));
        const YamlData* res = spec.get(QStringLiteral("resources"));
        if (!res || !expectMap(*res, QStringLiteral("spec.resources")))
            return;
        static const QStringList knownRes {QStringLiteral("requests"), QStringLiteral("limits")};
        forEntries(*res, [&](const YamlData& key, const QString& k, const YamlData&) {
            if (!knownRes.contains(k))
                unknownKey(key, QStringLiteral("spec.resources"), knownRes);
        });
        for (const QString& section : knownRes) {
            const YamlData* sectionKey = keyOf(*res, section);
            const YamlData* s = res->get(section);
            if (!sectionKey || !s)
                continue;
            const QString path = QStringLiteral("resources.") + section;
            item.fields.insert(path, placeOf(*sectionKey));
            if (!expectMap(*s, QStringLiteral("spec.") + path))
                continue;
            const bool requests = section == QLatin1String("requests");
            static const QStringList knownQ {QStringLiteral("cpu"), QStringLiteral("memory"), QStringLiteral("nvidia.com/gpu")};
            QStringList seen; // a repeated key: the first is read, as everywhere
            forEntries(*s, [&](const YamlData& key, const QString& k, const YamlData& value) {
                if (!knownQ.contains(k)) {
                    unknownKey(key, QStringLiteral("spec.") + path, knownQ);
                    return;
                }
                if (seen.contains(k))
                    return;
                seen << k;
                const QString field = path + QLatin1Char('.') + k;
                item.fields.insert(field, placeOf(value));
                QString v;
                if (!stringValue(value, QStringLiteral("spec.") + field, &v, true)) {
                    if (!value.isNull())
                        item.badFields << field;
                    return;
                }
                QString* target = k == QLatin1String("cpu")  ? (requests ? &item.spec.requestsCpu : &item.spec.limitsCpu)
                                : k == QLatin1String("memory") ? (requests ? &item.spec.requestsMemory : &item.spec.limitsMemory)
                                                               : (requests ? &item.spec.requestsGpu : &item.spec.limitsGpu);
                *target = v;
                if (v.isEmpty() && k == QLatin1String("nvidia.com/gpu")) // cpu and memory: validateInstanceType()
                    add(Severity::Error, QStringLiteral("k8s-resources"),
                        QCoreApplication::translate("InstanceTypeYaml", "spec.%1 must not be empty: give a whole number, or leave the key out").arg(field), value,
                        field);
            });
        }
    }

    void readNodeSelector(const YamlData& sel, Item& item)
    {
        forEntries(sel, [&](const YamlData& keyData, const QString& key, const YamlData& value) {
            if (!keyData.isScalar()) {
                add(Severity::Error, QStringLiteral("yaml-type"),
                    QCoreApplication::translate("InstanceTypeYaml", "a node selector key must be a label name; it is %1").arg(kindName(kindOf(keyData))), keyData,
                    QStringLiteral("nodeSelector"));
                return;
            }
            if (const QString p = labelKeyProblem(key); !p.isEmpty())
                add(Severity::Error, QStringLiteral("k8s-label"), QCoreApplication::translate("InstanceTypeYaml", "node selector key '%1': %2").arg(key, p), keyData,
                    QStringLiteral("nodeSelector"));
            if (value.isNull()) {
                add(Severity::Warning, QStringLiteral("yaml-type"),
                    QCoreApplication::translate("InstanceTypeYaml", "the node selector %1 has no value: it selects nodes whose label %1 is empty; write \"\" to say "
                       "so")
                        .arg(key),
                    value, QStringLiteral("nodeSelector"));
                if (!item.spec.nodeSelector.contains(key))
                    item.spec.nodeSelector.insert(key, QString());
                return;
            }
            QString text;
            if (!stringValue(value, QStringLiteral("spec.nodeSelector.") + key, &text))
                return;
            if (const QString p = labelValueProblem(text); !p.isEmpty())
                add(Severity::Error, QStringLiteral("k8s-label"), QCoreApplication::translate("InstanceTypeYaml", "node selector %1: the value '%2': %3").arg(key, text, p),
                    value, QStringLiteral("nodeSelector"));
            if (!item.spec.nodeSelector.contains(key)) // a repeated key: the first is read, as everywhere
                item.spec.nodeSelector.insert(key, text);
        });
    }

    /// Lines and columns inside the text (a parser may name the place just after the last character).
    void clampPlaces()
    {
        QList<int> lengths; // bytes of each line, without its break
        int start = 0;
        for (int i = 0; i <= m_text.size(); ++i) {
            if (i == m_text.size() || m_text.at(i) == '\n') {
                int len = i - start;
                if (len > 0 && m_text.at(start + len - 1) == '\r')
                    --len;
                lengths << len;
                start = i + 1;
            }
        }
        for (Diagnostic& d : m_out.diagnostics) {
            if (d.line < 1) {
                d.line = 1;
                d.col = 1;
            }
            if (d.line > lengths.size()) {
                d.line = int(lengths.size());
                d.col = lengths.last() + 1;
            }
            d.col = std::clamp(d.col, 1, lengths.at(d.line - 1) + 1);
        }
    }

    InstanceTypeRead finish()
    {
        clampPlaces();
        std::stable_sort(m_out.diagnostics.begin(), m_out.diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
            return a.line != b.line ? a.line < b.line : a.col < b.col;
        });
        for (int errors : std::as_const(m_itemErrors))
            m_out.valid << (errors == 0 && m_documentErrors == 0);
        return m_out;
    }

    QString m_file;
    QByteArray m_text;
    InstanceTypeRead m_out;
    Item* m_current = nullptr;
    QList<int> m_itemErrors;
    int m_documentErrors = 0;
};

} // namespace

bool InstanceTypeRead::hasErrors() const
{
    return std::any_of(diagnostics.cbegin(), diagnostics.cend(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

QList<InstanceTypeSpec> InstanceTypeRead::validTypes() const
{
    QList<InstanceTypeSpec> out;
    for (qsizetype i = 0; i < types.size(); ++i)
        if (valid.value(i))
            out << types.at(i);
    return out;
}

InstanceTypeRead readInstanceTypes(const QByteArray& text, const QString& file)
{
    return Reader(text, file).read();
}

InstanceTypeRead readInstanceTypesFile(const QString& path)
{
    QByteArray bytes;
    QString error;
    if (!readFileBytes(path, bytes, &error)) {
        InstanceTypeRead r;
        Diagnostic d;
        d.severity = Severity::Error;
        d.ruleId = QStringLiteral("file-unreadable");
        d.message = error;
        d.file = path;
        r.diagnostics << d;
        return r;
    }
    return readInstanceTypes(bytes, path);
}

QString labelKeyProblem(const QString& key)
{
    static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$"));
    static const QRegularExpression subdomain(
        QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"));
    if (key.isEmpty())
        return QCoreApplication::translate("InstanceTypeYaml", "a label name must not be empty");
    const qsizetype slash = key.indexOf(QLatin1Char('/'));
    const QString prefix = slash >= 0 ? key.left(slash) : QString();
    const QString rest = slash >= 0 ? key.mid(slash + 1) : key;
    if (slash >= 0 && (prefix.isEmpty() || prefix.size() > 253 || !subdomain.match(prefix).hasMatch()))
        return QCoreApplication::translate("InstanceTypeYaml", "the prefix before '/' must be a DNS subdomain (lower-case letters, digits, '-' and '.', at most 253 "
                  "characters)");
    if (!name.match(rest).hasMatch())
        return QCoreApplication::translate("InstanceTypeYaml", "a label name is at most 63 letters, digits, '-', '_' and '.', starting and ending with a letter or "
                  "digit");
    return QString();
}

QString labelValueProblem(const QString& value)
{
    static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$"));
    if (value.isEmpty() || name.match(value).hasMatch())
        return QString();
    return QCoreApplication::translate("InstanceTypeYaml", "a label value is empty, or at most 63 letters, digits, '-', '_' and '.', starting and ending with a "
              "letter or digit");
}

} // namespace pw
