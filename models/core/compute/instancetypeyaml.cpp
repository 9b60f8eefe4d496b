// SPDX-License-Identifier: MIT
#include "instancetypeyaml.h"

#include "fileio.h"
#include "instancetype.h"
#include "yamltree.h"

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

ValueKind plainKind(const std::string& s)
{
    static const QRegularExpression special(QStringLiteral(
        "^(~|null|Null|NULL|true|True|TRUE|false|False|FALSE|y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$"));
    static const QRegularExpression integer(
        QStringLiteral("^([-+]?(0|[1-9][0-9_]*)|[-+]?0[xX][0-9a-fA-F_]+|[-+]?0b[01_]+|0o[0-7]+|[-+]?0[0-7_]+)$"));
    static const QRegularExpression real(QStringLiteral(
        "^([-+]?([0-9][0-9_]*)?\\.[0-9_]*([eE][-+]?[0-9]+)?|[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN))$"));
    const QString v = QString::fromStdString(s);
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

ValueKind kindOf(const yaml::Node& n)
{
    switch (n.kind) {
    case yaml::Kind::Null:
        return ValueKind::Null;
    case yaml::Kind::Map:
        return ValueKind::Map;
    case yaml::Kind::Seq:
        return ValueKind::Seq;
    case yaml::Kind::Alias:
        return ValueKind::Alias;
    case yaml::Kind::Scalar:
        break;
    }
    const std::string& tag = n.tag;
    if (tag == "?")
        return plainKind(n.value);
    auto endsWith = [&](const char* suffix) {
        const std::string s(suffix);
        return tag.size() >= s.size() && tag.compare(tag.size() - s.size(), s.size(), s) == 0;
    };
    if (endsWith(":int"))
        return ValueKind::Int;
    if (endsWith(":float"))
        return ValueKind::Float;
    if (endsWith(":bool"))
        return ValueKind::Bool;
    if (endsWith(":null"))
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
        yaml::Document doc;
        yaml::ParseError err;
        bool parsed = false;
        try {
            parsed = yaml::parse(std::string(m_text.constData(), std::size_t(m_text.size())), doc, &err);
        } catch (const std::exception& e) {
            err.message = e.what();
            err.pos = {};
        }
        if (!parsed) {
            add(Severity::Error, QStringLiteral("yaml-syntax"),
                QCoreApplication::translate("InstanceTypeYaml", "YAML syntax error: %1").arg(QString::fromStdString(err.message)), err.pos.line, err.pos.col);
            return finish();
        }
        for (const yaml::ParseError& w : doc.warnings) {
            const bool dup = w.message.rfind("duplicate key", 0) == 0;
            yaml::Pos pos = w.pos;
            if (!dup && doc.root) // the start of the second document
                pos = secondDocument(doc.text, doc.root->end, pos);
            add(Severity::Warning, dup ? QStringLiteral("yaml-duplicate-key") : QStringLiteral("yaml-multiple-documents"),
                dup ? QCoreApplication::translate("InstanceTypeYaml", "%1; only the first is read").arg(QString::fromStdString(w.message))
                    : QCoreApplication::translate("InstanceTypeYaml", "the file holds more than one YAML document; only the first is read (an InstanceTypeList "
                         "holds several types in one document)"),
                pos.line, pos.col);
        }
        if (!doc.root || doc.root->isNull()) {
            add(Severity::Error, QStringLiteral("empty-file"),
                QCoreApplication::translate("InstanceTypeYaml", "the file is empty; an instance type needs apiVersion, kind, metadata.name and spec"), 1, 1);
            return finish();
        }
        std::shared_ptr<const yaml::Node> resolved = yaml::resolveAliases(*doc.root);
        const yaml::Node& root = resolved ? *resolved : *doc.root;
        readTop(root);
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
    void add(Severity severity, const QString& rule, const QString& message, const yaml::Node& at,
             const QString& field = QString())
    {
        add(severity, rule, message, at.pos.line, at.pos.col, field);
    }

    /// The first `---` or `...` line after `from`, or `fallback`.
    static yaml::Pos secondDocument(const std::string& text, std::size_t from, yaml::Pos fallback)
    {
        for (std::size_t at = std::min(from, text.size()); at < text.size(); ++at) {
            if ((at == 0 || text[at - 1] == '\n')
                && (text.compare(at, 3, "---") == 0 || text.compare(at, 3, "...") == 0))
                return yaml::positionOf(text, at);
        }
        return fallback;
    }

    static InstanceTypePlace placeOf(const yaml::Node& n) { return {n.pos.line, n.pos.col}; }

    /// A key's text (keys of any kind are named by their text).
    static QString keyText(const yaml::Entry& e)
    {
        return e.key ? QString::fromStdString(e.key->value) : QString();
    }

    bool expectMap(const yaml::Node& n, const QString& path)
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
    bool stringValue(const yaml::Node& n, const QString& path, QString* out, bool quantity = false)
    {
        const ValueKind k = kindOf(n);
        if (k == ValueKind::Null)
            return false;
        if (k == ValueKind::String || (quantity && (k == ValueKind::Int || k == ValueKind::Float))) {
            *out = QString::fromStdString(n.value);
            return true;
        }
        add(Severity::Error, QStringLiteral("yaml-type"),
            quantity ? QCoreApplication::translate("InstanceTypeYaml", "%1 must be a quantity (a string such as \"500m\" or \"2Gi\", or a number); it is %2")
                           .arg(path, kindName(k))
                     : QCoreApplication::translate("InstanceTypeYaml", "%1 must be a string; it is %2 (quote it: \"%3\")")
                           .arg(path, kindName(k), QString::fromStdString(n.value)),
            n, path);
        return false;
    }

    void unknownKey(const yaml::Entry& e, const QString& where, const QStringList& known)
    {
        add(Severity::Warning, QStringLiteral("unknown-key"),
            QCoreApplication::translate("InstanceTypeYaml", "unknown key '%1' in %2 (known: %3); it is not read").arg(keyText(e), where, known.join(QStringLiteral(", "))),
            e.key ? *e.key : *e.value);
    }

    /// apiVersion (required at the top, optional in list items) and, in list items, kind.
    void checkHeader(const yaml::Node& map, bool inItem)
    {
        const QString where = inItem ? QStringLiteral("items[].") : QString();
        if (const yaml::Node* api = map.get("apiVersion")) {
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
        if (const yaml::Node* kind = map.get("kind")) {
            QString v;
            if (kind->isNull())
                add(Severity::Error, QStringLiteral("k8s-kind"), QCoreApplication::translate("InstanceTypeYaml", "kind is empty; write %1").arg(KindOne), *kind,
                    QStringLiteral("kind"));
            else if (stringValue(*kind, where + QStringLiteral("kind"), &v) && v != KindOne)
                add(Severity::Error, QStringLiteral("k8s-kind"), QCoreApplication::translate("InstanceTypeYaml", "kind '%1' of an item is not %2").arg(v, KindOne),
                    *kind, QStringLiteral("kind"));
        }
    }

    void readTop(const yaml::Node& root)
    {
        if (!root.isMap()) {
            add(Severity::Error, QStringLiteral("yaml-type"),
                QCoreApplication::translate("InstanceTypeYaml", "the document must be a mapping with apiVersion, kind, metadata and spec; it is %1")
                    .arg(kindName(kindOf(root))),
                root);
            return;
        }
        // the kind decides the shape; without a (known) kind, `items` makes it a list
        const yaml::Node* kind = root.get("kind");
        QString kindText;
        const bool kindRead = kind && !kind->isNull() && stringValue(*kind, QStringLiteral("kind"), &kindText);
        const bool knownKind = kindText == KindList || kindText == KindOne;
        const bool list = knownKind ? kindText == KindList : root.get("items") != nullptr;
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
        for (const yaml::Entry& e : root.entries) {
            if (!e.key || !e.value)
                continue;
            const QString k = keyText(e);
            if (k == QLatin1String("metadata"))
                expectMap(*e.value, QStringLiteral("metadata"));
            else if (!known.contains(k))
                unknownKey(e, KindList, known);
        }
        const yaml::Node* items = root.get("items");
        if (!items || items->isNull()) {
            add(Severity::Error, QStringLiteral("k8s-required"),
                QCoreApplication::translate("InstanceTypeYaml", "the list has no items; give each instance type as an item with metadata and spec"),
                items ? items->pos.line : root.pos.line, items ? items->pos.col : root.pos.col, QStringLiteral("items"));
            return;
        }
        if (!items->isSeq()) {
            add(Severity::Error, QStringLiteral("yaml-type"),
                QCoreApplication::translate("InstanceTypeYaml", "items must be a list of instance types; it is %1").arg(kindName(kindOf(*items))), *items,
                QStringLiteral("items"));
            return;
        }
        for (const yaml::NodePtr& item : items->items) {
            if (!item)
                continue;
            if (!item->isMap()) {
                add(Severity::Error, QStringLiteral("yaml-type"),
                    QCoreApplication::translate("InstanceTypeYaml", "an item of items must be a mapping with metadata and spec; it is %1").arg(kindName(kindOf(*item))),
                    *item, QStringLiteral("items"));
                continue;
            }
            readType(*item, *item, true);
        }
    }

    void readType(const yaml::Node& map, const yaml::Node& placeNode, bool inList)
    {
        Item item;
        item.place = placeOf(placeNode);
        m_current = &item;
        if (inList)
            checkHeader(map, true);
        static const QStringList known {QStringLiteral("apiVersion"), QStringLiteral("kind"), QStringLiteral("metadata"),
                                        QStringLiteral("spec")};
        for (const yaml::Entry& e : map.entries) {
            if (!e.key || !e.value)
                continue;
            const QString k = keyText(e);
            if (!known.contains(k))
                unknownKey(e, inList ? QCoreApplication::translate("InstanceTypeYaml", "an item") : KindOne, known);
        }
        readMetadata(map, item);
        // a missing value is reported at the key of the section it belongs in
        const yaml::Entry* specEntry = map.entry("spec");
        if (specEntry && specEntry->key)
            item.fields.insert(QStringLiteral("resources"), placeOf(*specEntry->key));
        if (const yaml::Node* spec = map.get("spec"); spec && expectMap(*spec, QStringLiteral("spec")))
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

    void readMetadata(const yaml::Node& map, Item& item)
    {
        const yaml::Node* meta = map.get("metadata");
        const yaml::Node* name = nullptr;
        if (meta && expectMap(*meta, QStringLiteral("metadata"))) {
            static const QStringList known {QStringLiteral("name"), QStringLiteral("labels"), QStringLiteral("annotations")};
            for (const yaml::Entry& e : meta->entries) {
                if (!e.key || !e.value)
                    continue;
                const QString k = keyText(e);
                if (k == QLatin1String("labels") || k == QLatin1String("annotations"))
                    expectMap(*e.value, QStringLiteral("metadata.") + k);
                else if (!known.contains(k))
                    unknownKey(e, QStringLiteral("metadata"), known);
            }
            name = meta->get("name");
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
            const yaml::Node& at = name ? *name : meta ? *meta : map;
            add(Severity::Error, QStringLiteral("k8s-required"),
                QCoreApplication::translate("InstanceTypeYaml", "metadata.name is missing: every instance type needs a name (lower-case letters, digits and '-')"), at,
                QStringLiteral("metadata.name"));
        }
    }

    void readSpec(const yaml::Node& spec, Item& item)
    {
        static const QStringList known {QStringLiteral("nodeSelector"), QStringLiteral("resources")};
        for (const yaml::Entry& e : spec.entries) {
            if (!e.key || !e.value)
                continue;
            if (!known.contains(keyText(e)))
                unknownKey(e, QStringLiteral("spec"), known);
        }
        if (const yaml::Node* sel = spec.get("nodeSelector"); sel && expectMap(*sel, QStringLiteral("spec.nodeSelector")))
            readNodeSelector(*sel, item);
        const yaml::Entry* resEntry = spec.entry("resources");
        if (resEntry && resEntry->key)
            item.fields.insert(QStringLiteral("resources"), placeOf(*resEntry->key));
        const yaml::Node* res = spec.get("resources");
        if (!res || !expectMap(*res, QStringLiteral("spec.resources")))
            return;
        static const QStringList knownRes {QStringLiteral("requests"), QStringLiteral("limits")};
        for (const yaml::Entry& e : res->entries) {
            if (!e.key || !e.value)
                continue;
            if (!knownRes.contains(keyText(e)))
                unknownKey(e, QStringLiteral("spec.resources"), knownRes);
        }
        for (const QString& section : knownRes) {
            const yaml::Entry* sectionEntry = res->entry(section.toStdString());
            if (!sectionEntry || !sectionEntry->key || !sectionEntry->value)
                continue;
            const yaml::Node* s = sectionEntry->value.get();
            const QString path = QStringLiteral("resources.") + section;
            item.fields.insert(path, placeOf(*sectionEntry->key));
            if (!expectMap(*s, QStringLiteral("spec.") + path))
                continue;
            const bool requests = section == QLatin1String("requests");
            static const QStringList knownQ {QStringLiteral("cpu"), QStringLiteral("memory"), QStringLiteral("nvidia.com/gpu")};
            QStringList seen; // a repeated key: the first is read, as everywhere
            for (const yaml::Entry& e : s->entries) {
                if (!e.key || !e.value)
                    continue;
                const QString k = keyText(e);
                if (!knownQ.contains(k)) {
                    unknownKey(e, QStringLiteral("spec.") + path, knownQ);
                    continue;
                }
                if (seen.contains(k))
                    continue;
                seen << k;
                const QString field = path + QLatin1Char('.') + k;
                item.fields.insert(field, placeOf(*e.value));
                QString v;
                if (!stringValue(*e.value, QStringLiteral("spec.") + field, &v, true)) {
                    if (!e.value->isNull())
                        item.badFields << field;
                    continue;
                }
                QString* target = k == QLatin1String("cpu")  ? (requests ? &item.spec.requestsCpu : &item.spec.limitsCpu)
                                : k == QLatin1String("memory") ? (requests ? &item.spec.requestsMemory : &item.spec.limitsMemory)
                                                               : (requests ? &item.spec.requestsGpu : &item.spec.limitsGpu);
                *target = v;
                if (v.isEmpty() && k == QLatin1String("nvidia.com/gpu")) // cpu and memory: validateInstanceType()
                    add(Severity::Error, QStringLiteral("k8s-resources"),
                        QCoreApplication::translate("InstanceTypeYaml", "spec.%1 must not be empty: give a whole number, or leave the key out").arg(field), *e.value,
                        field);
            }
        }
    }

    void readNodeSelector(const yaml::Node& sel, Item& item)
    {
        for (const yaml::Entry& e : sel.entries) {
            if (!e.key || !e.value)
                continue;
            const QString key = keyText(e);
            if (!e.key->isScalar()) {
                add(Severity::Error, QStringLiteral("yaml-type"),
                    QCoreApplication::translate("InstanceTypeYaml", "a node selector key must be a label name; it is %1").arg(kindName(kindOf(*e.key))), *e.key,
                    QStringLiteral("nodeSelector"));
                continue;
            }
            if (const QString p = labelKeyProblem(key); !p.isEmpty())
                add(Severity::Error, QStringLiteral("k8s-label"), QCoreApplication::translate("InstanceTypeYaml", "node selector key '%1': %2").arg(key, p), *e.key,
                    QStringLiteral("nodeSelector"));
            QString value;
            if (e.value->isNull()) {
                add(Severity::Warning, QStringLiteral("yaml-type"),
                    QCoreApplication::translate("InstanceTypeYaml", "the node selector %1 has no value: it selects nodes whose label %1 is empty; write \"\" to say "
                       "so")
                        .arg(key),
                    *e.value, QStringLiteral("nodeSelector"));
                if (!item.spec.nodeSelector.contains(key))
                    item.spec.nodeSelector.insert(key, QString());
                continue;
            }
            if (!stringValue(*e.value, QStringLiteral("spec.nodeSelector.") + key, &value))
                continue;
            if (const QString p = labelValueProblem(value); !p.isEmpty())
                add(Severity::Error, QStringLiteral("k8s-label"), QCoreApplication::translate("InstanceTypeYaml", "node selector %1: the value '%2': %3").arg(key, value, p),
                    *e.value, QStringLiteral("nodeSelector"));
            if (!item.spec.nodeSelector.contains(key)) // a repeated key: the first is read, as everywhere
                item.spec.nodeSelector.insert(key, value);
        }
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
