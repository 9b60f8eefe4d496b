// SPDX-License-Identifier: MIT
// Round-trip and surgical-edit tests of the YAML syntax layer over a set of YAML files (the project's own under
// tests/data/yaml, or the external corpus: see yamlset.h) and a table of edge cases.
#include "yamlset.h"
#include "yamltree.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace y = pw::yaml;

namespace {

// ----- helpers ----------------------------------------------------------------------------------

QStringList corpusFiles()
{
    return pw::test::yamlFiles();
}

std::string readBytes(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray b = f.readAll();
    return std::string(b.constData(), static_cast<std::size_t>(b.size()));
}

QString q(const std::string& s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QByteArray qb(const std::string& s)
{
    return QByteArray(s.data(), static_cast<qsizetype>(s.size()));
}

std::string visible(std::string_view s)
{
    std::string o;
    for (char c : s) {
        if (c == '\n')
            o += "\\n";
        else if (c == '\r')
            o += "\\r";
        else if (c == '\t')
            o += "\\t";
        else
            o += c;
    }
    return o;
}

/// One step of a path through the tree: an entry of a map (by index) or an item of a sequence.
struct Step
{
    bool item = false;
    std::size_t index = 0;
};
using Path = std::vector<Step>;

std::string pathString(const y::Node& root, const Path& path)
{
    std::string out;
    const y::Node* n = &root;
    for (const Step& s : path) {
        if (!n)
            break;
        if (s.item) {
            out += "[" + std::to_string(s.index) + "]";
            n = s.index < n->items.size() ? n->items[s.index].get() : nullptr;
        } else {
            if (s.index >= n->entries.size())
                break;
            out += (out.empty() ? "" : ".") + (n->entries[s.index].key ? n->entries[s.index].key->value : "?");
            n = n->entries[s.index].value.get();
        }
    }
    return out;
}

const y::Node* nodeAt(const y::Node* n, const Path& path)
{
    for (const Step& s : path) {
        if (!n)
            return nullptr;
        if (s.item) {
            if (!n->isSeq() || s.index >= n->items.size())
                return nullptr;
            n = n->items[s.index].get();
        } else {
            if (!n->isMap() || s.index >= n->entries.size())
                return nullptr;
            n = n->entries[s.index].value.get();
        }
    }
    return n;
}

y::Value* valueAt(y::Value* v, const Path& path)
{
    for (const Step& s : path) {
        if (!v)
            return nullptr;
        if (s.item) {
            if (s.index >= v->seq.size())
                return nullptr;
            v = &v->seq[s.index];
        } else {
            if (s.index >= v->map.size())
                return nullptr;
            v = &v->map[s.index].second;
        }
    }
    return v;
}

/// Visit every value node (not keys) with its path.
void forEachNode(const y::Node& n, Path& path, const std::function<void(const y::Node&, const Path&)>& fn)
{
    fn(n, path);
    for (std::size_t i = 0; i < n.entries.size(); ++i) {
        if (!n.entries[i].value)
            continue;
        path.push_back({false, i});
        forEachNode(*n.entries[i].value, path, fn);
        path.pop_back();
    }
    for (std::size_t i = 0; i < n.items.size(); ++i) {
        path.push_back({true, i});
        forEachNode(*n.items[i], path, fn);
        path.pop_back();
    }
}

void forEachNode(const y::Node& root, const std::function<void(const y::Node&, const Path&)>& fn)
{
    Path p;
    forEachNode(root, p, fn);
}

/// Structural equality of two values (kinds, scalar text, keys and order); type tags are ignored because
/// a plain scalar reads back as Raw and a quoted one as String.
bool sameValue(const y::Value& a, const y::Value& b, std::string* where, const std::string& at = {})
{
    auto fail = [&](const std::string& why) {
        if (where)
            *where = (at.empty() ? std::string("<root>") : at) + ": " + why;
        return false;
    };
    if (a.kind != b.kind)
        return fail("kind differs");
    if (a.kind == y::Kind::Scalar || a.kind == y::Kind::Alias) {
        if (a.scalar != b.scalar)
            return fail("'" + visible(a.scalar) + "' != '" + visible(b.scalar) + "'");
        return true;
    }
    if (a.map.size() != b.map.size())
        return fail("map sizes " + std::to_string(a.map.size()) + " != " + std::to_string(b.map.size()));
    for (std::size_t i = 0; i < a.map.size(); ++i) {
        if (a.map[i].first != b.map[i].first)
            return fail("key '" + a.map[i].first + "' != '" + b.map[i].first + "'");
        if (!sameValue(a.map[i].second, b.map[i].second, where, at + "." + a.map[i].first))
            return false;
    }
    if (a.seq.size() != b.seq.size())
        return fail("seq sizes " + std::to_string(a.seq.size()) + " != " + std::to_string(b.seq.size()));
    for (std::size_t i = 0; i < a.seq.size(); ++i)
        if (!sameValue(a.seq[i], b.seq[i], where, at + "[" + std::to_string(i) + "]"))
            return false;
    return true;
}

std::vector<std::string_view> splitLines(std::string_view t)
{
    std::vector<std::string_view> lines;
    std::size_t s = 0;
    while (true) {
        const std::size_t nl = t.find('\n', s);
        if (nl == std::string_view::npos) {
            lines.push_back(t.substr(s));
            break;
        }
        lines.push_back(t.substr(s, nl - s));
        s = nl + 1;
    }
    return lines;
}

/// 0-based line of a byte offset.
std::size_t lineOf(std::string_view t, std::size_t off)
{
    off = std::min(off, t.size());
    return static_cast<std::size_t>(std::count(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(off), '\n'));
}

/// Last line a span [begin, end) occupies.
std::size_t lastLineOf(std::string_view t, std::size_t begin, std::size_t end)
{
    return lineOf(t, end > begin ? end - 1 : begin);
}

/// Checks that `after` differs from `before` only within the old lines [first, last] (0-based, inclusive):
/// every line before `first` and after `last` is kept, in order, at the start and the end of `after`.
bool onlyLinesChanged(std::string_view before, std::string_view after, std::size_t first, std::size_t last,
                      std::string* why)
{
    // a byte order mark belongs to the file, not to its first line: it stays first when that line goes
    constexpr std::string_view bom = "\xef\xbb\xbf";
    if (before.substr(0, 3) == bom && after.substr(0, 3) == bom) {
        before.remove_prefix(3);
        after.remove_prefix(3);
    }
    const auto a = splitLines(before);
    const auto b = splitLines(after);
    for (std::size_t i = 0; i < first && i < a.size(); ++i) {
        if (i >= b.size() || a[i] != b[i]) {
            *why = "line " + std::to_string(i + 1) + " changed before the edited range: '" + visible(a[i]) + "' -> '"
                + (i < b.size() ? visible(b[i]) : std::string("<missing>")) + "'";
            return false;
        }
    }
    const std::size_t tail = a.size() > last + 1 ? a.size() - last - 1 : 0;
    if (b.size() < std::min(first, a.size()) + tail) {
        *why = "lines after the edited range are missing";
        return false;
    }
    for (std::size_t k = 1; k <= tail; ++k) {
        if (a[a.size() - k] != b[b.size() - k]) {
            *why = "line " + std::to_string(a.size() - k + 1) + " changed after the edited range: '"
                + visible(a[a.size() - k]) + "' -> '" + visible(b[b.size() - k]) + "'";
            return false;
        }
    }
    return true;
}

const char* kindName(y::Kind k)
{
    switch (k) {
    case y::Kind::Null:
        return "null";
    case y::Kind::Scalar:
        return "scalar";
    case y::Kind::Map:
        return "map";
    case y::Kind::Seq:
        return "seq";
    case y::Kind::Alias:
        return "alias";
    }
    return "?";
}

/// Node-by-node equality of two trees of the same text, positions included.
bool sameTree(const y::Node& a, const y::Node& b, std::string* why)
{
    auto fail = [&](const std::string& what, const std::string& x, const std::string& y) {
        *why = std::string(kindName(a.kind)) + " at " + std::to_string(a.pos.line) + ":" + std::to_string(a.pos.col)
            + " (offset " + std::to_string(a.begin) + "): " + what + " '" + visible(x) + "' vs '" + visible(y) + "'";
        return false;
    };
    if (a.kind != b.kind)
        return fail("kind", kindName(a.kind), kindName(b.kind));
    if (a.style != b.style)
        return fail("style", std::to_string(int(a.style)), std::to_string(int(b.style)));
    if (a.value != b.value)
        return fail("value", a.value, b.value);
    if (a.tag != b.tag)
        return fail("tag", a.tag, b.tag);
    if (a.anchor != b.anchor)
        return fail("anchor", a.anchor, b.anchor);
    if (a.begin != b.begin || a.end != b.end)
        return fail("span", std::to_string(a.begin) + "," + std::to_string(a.end),
                    std::to_string(b.begin) + "," + std::to_string(b.end));
    if (a.pos.line != b.pos.line || a.pos.col != b.pos.col || a.pos.offset != b.pos.offset)
        return fail("position", std::to_string(a.pos.line) + ":" + std::to_string(a.pos.col),
                    std::to_string(b.pos.line) + ":" + std::to_string(b.pos.col));
    if (a.indent != b.indent)
        return fail("indent", std::to_string(a.indent), std::to_string(b.indent));
    if (a.entries.size() != b.entries.size())
        return fail("entry count", std::to_string(a.entries.size()), std::to_string(b.entries.size()));
    if (a.items.size() != b.items.size())
        return fail("item count", std::to_string(a.items.size()), std::to_string(b.items.size()));
    for (std::size_t i = 0; i < a.entries.size(); ++i)
        if (!sameTree(*a.entries[i].key, *b.entries[i].key, why) || !sameTree(*a.entries[i].value, *b.entries[i].value, why))
            return false;
    for (std::size_t i = 0; i < a.items.size(); ++i)
        if (!sameTree(*a.items[i], *b.items[i], why))
            return false;
    return true;
}

/// When the native parser reads a text, yaml-cpp (the reference) must read the very same tree from it.
bool enginesAgree(const std::string& text, const y::Document& doc, std::string* why)
{
    if (doc.engine != y::Engine::Native)
        return true;
    y::Document ref;
    y::ParseError err;
    if (!y::parse(text, ref, &err, y::Engine::YamlCpp)) {
        *why = "the native parser accepts a text yaml-cpp rejects (" + std::to_string(err.pos.line) + ":"
            + std::to_string(err.pos.col) + ": " + err.message + ")";
        return false;
    }
    if (!doc.root || !ref.root) {
        if (bool(doc.root) != bool(ref.root)) {
            *why = "one engine found a document, the other none";
            return false;
        }
        return true;
    }
    if (!sameTree(*ref.root, *doc.root, why)) {
        *why = "native and yaml-cpp trees differ: yaml-cpp vs native: " + *why;
        return false;
    }
    if (doc.warnings.size() != ref.warnings.size()) {
        *why = "native and yaml-cpp report different warnings";
        return false;
    }
    return true;
}

/// Parse (with the default engine) and check the result against yaml-cpp when the native parser read it.
bool parseOk(const std::string& text, y::Document& doc, std::string* why)
{
    y::ParseError err;
    if (!y::parse(text, doc, &err)) {
        *why = "re-parse failed at " + std::to_string(err.pos.line) + ":" + std::to_string(err.pos.col) + ": "
            + err.message;
        return false;
    }
    return enginesAgree(text, doc, why);
}

std::set<std::string> anchorsIn(const y::Node& n)
{
    std::set<std::string> out;
    Path p;
    forEachNode(n, p, [&](const y::Node& c, const Path&) {
        if (!c.anchor.empty())
            out.insert(c.anchor);
    });
    for (const auto& e : n.entries)
        if (e.key && !e.key->anchor.empty())
            out.insert(e.key->anchor);
    return out;
}

bool usesAlias(const y::Node& root)
{
    bool any = false;
    forEachNode(root, [&](const y::Node& n, const Path&) { any = any || n.kind == y::Kind::Alias; });
    return any;
}

std::string rstripNewlines(std::string s)
{
    while (!s.empty() && s.back() == '\n')
        s.pop_back();
    return s;
}

/// Parse a simple path like "a.b[2].c" against a tree; nullptr when it does not resolve.
const y::Node* resolve(const y::Node* n, const std::string& path)
{
    std::size_t i = 0;
    while (n && i < path.size()) {
        if (path[i] == '.') {
            ++i;
            continue;
        }
        if (path[i] == '[') {
            const std::size_t close = path.find(']', i);
            const std::size_t idx = std::stoul(path.substr(i + 1, close - i - 1));
            n = (n->isSeq() && idx < n->items.size()) ? n->items[idx].get() : nullptr;
            i = close + 1;
            continue;
        }
        std::size_t e = path.find_first_of(".[", i);
        if (e == std::string::npos)
            e = path.size();
        n = n->get(path.substr(i, e - i));
        i = e;
    }
    return n;
}


} // namespace

class TestYamlRoundTrip : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void yamlSetPresent();

    void parseAndSpans_data() { corpusData(); }
    void parseAndSpans();
    void editEveryScalar_data() { corpusData(); }
    void editEveryScalar();
    void mapEdits_data() { corpusData(); }
    void mapEdits();
    void seqEdits_data() { corpusData(); }
    void seqEdits();

    void edgeCases_data();
    void edgeCases();
    void parseValues_data();
    void parseValues();
    void parseErrors_data();
    void parseErrors();
    void structuralEdgeCases_data();
    void structuralEdgeCases();
    void deepNesting_data();
    void deepNesting();
    void flowContextEdits();
    void emptyAndMultipleDocuments();
    void duplicateKeysWarn();
    void removeEntryWithKeyProperties_data();
    void removeEntryWithKeyProperties();

private:
    void corpusData();
};

void TestYamlRoundTrip::corpusData()
{
    QTest::addColumn<QString>("file");
    for (const QString& f : corpusFiles())
        QTest::newRow(qPrintable(pw::test::relativeName(f))) << f;
}

void TestYamlRoundTrip::yamlSetPresent()
{
    const QString problem = pw::test::yamlSetProblem();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const QStringList files = corpusFiles();
    int native = 0;
    for (const QString& f : files) {
        y::Document doc;
        if (y::parse(readBytes(f), doc, nullptr) && doc.engine == y::Engine::Native)
            ++native;
    }
    qInfo("the native parser reads %d of %lld files of %s; yaml-cpp reads the rest", native,
          static_cast<long long>(files.size()), qPrintable(pw::test::yamlSet().name));
    QVERIFY(native > 0);
}

// Every file parses; every node's span lies inside the text and inside its parent's span; positions match
// offsets; plain single-line scalars read exactly as their span; an unedited text stays the same bytes.
void TestYamlRoundTrip::parseAndSpans()
{
    QFETCH(QString, file);
    const std::string text = readBytes(file);
    QVERIFY(!text.empty());
    y::Document doc;
    y::ParseError err;
    QVERIFY2(y::parse(text, doc, &err),
             qPrintable(QStringLiteral("%1:%2: %3").arg(err.pos.line).arg(err.pos.col).arg(q(err.message))));
    QVERIFY(doc.root);
    QVERIFY(doc.text == text);
    std::string agree;
    QVERIFY2(enginesAgree(text, doc, &agree), agree.c_str());

    std::function<void(const y::Node&, const y::Node*)> check = [&](const y::Node& n, const y::Node* parent) {
        const std::string where = std::to_string(n.pos.line) + ":" + std::to_string(n.pos.col);
        QVERIFY2(n.begin <= n.end && n.end <= text.size(), where.c_str());
        if (parent) {
            QVERIFY2(n.begin >= parent->begin && n.end <= parent->end,
                     ("child span outside its parent at " + where).c_str());
        }
        const y::Pos p = y::positionOf(text, n.begin);
        QVERIFY2(p.line == n.pos.line && p.col == n.pos.col,
                 ("position " + where + " does not match offset " + std::to_string(n.begin)).c_str());
        const std::string_view span(text.data() + n.begin, n.end - n.begin);
        switch (n.kind) {
        case y::Kind::Scalar:
            if (n.style == y::Style::Plain && span.find('\n') == std::string_view::npos) {
                QVERIFY2(span == n.value, ("plain scalar at " + where + ": span '" + std::string(span)
                                           + "' value '" + n.value + "'")
                                              .c_str());
            } else if (n.style == y::Style::DoubleQuoted) {
                QVERIFY2(span.size() >= 2 && span.front() == '"' && span.back() == '"', where.c_str());
            } else if (n.style == y::Style::SingleQuoted) {
                QVERIFY2(span.size() >= 2 && span.front() == '\'' && span.back() == '\'', where.c_str());
            } else if (n.style == y::Style::Literal) {
                QVERIFY2(!span.empty() && span.front() == '|', where.c_str());
            } else if (n.style == y::Style::Folded) {
                QVERIFY2(!span.empty() && span.front() == '>', where.c_str());
            }
            break;
        case y::Kind::Null:
            QVERIFY2(span.empty() || span == "~" || span == "null" || span == "Null" || span == "NULL",
                     ("null at " + where + " spans '" + std::string(span) + "'").c_str());
            break;
        case y::Kind::Alias:
            QVERIFY2(!span.empty() && span.front() == '*' && span.substr(1) == n.value, where.c_str());
            break;
        case y::Kind::Map:
        case y::Kind::Seq:
            if (n.style == y::Style::Flow) {
                QVERIFY2(span.size() >= 2 && span.front() == (n.isMap() ? '{' : '[')
                             && span.back() == (n.isMap() ? '}' : ']'),
                         ("flow collection at " + where + ": '" + visible(span) + "'").c_str());
            }
            break;
        }
        for (const auto& e : n.entries) {
            QVERIFY(e.key && e.value);
            check(*e.key, &n);
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(e.key->end <= e.value->begin || e.value->begin == e.value->end,
                     ("value before its key at " + where).c_str());
            check(*e.value, &n);
            if (QTest::currentTestFailed())
                return;
        }
        for (std::size_t i = 0; i < n.items.size(); ++i) {
            if (i > 0)
                QVERIFY2(n.items[i - 1]->end <= n.items[i]->begin, ("items overlap at " + where).c_str());
            check(*n.items[i], &n);
            if (QTest::currentTestFailed())
                return;
        }
    };
    check(*doc.root, nullptr);

    // An unedited document is written back as the same bytes, and its values survive a Value round trip.
    const y::Value v = y::toValue(*doc.root);
    y::Document again;
    std::string why;
    QVERIFY2(parseOk(doc.text, again, &why), why.c_str());
    QVERIFY2(sameValue(v, y::toValue(*again.root), &why), why.c_str());
}

// For every scalar (and null) value: setScalar + apply + re-parse reads back the new value, the rest of the
// document keeps its values, and the text changes only on the lines the node occupied.
void TestYamlRoundTrip::editEveryScalar()
{
    QFETCH(QString, file);
    const std::string text = readBytes(file);
    y::Document doc;
    std::string why;
    QVERIFY2(parseOk(text, doc, &why), why.c_str());
    const y::Value original = y::toValue(*doc.root);
    const y::Editor editor(doc);

    int edits = 0;
    forEachNode(*doc.root, [&](const y::Node& n, const Path& path) {
        if (QTest::currentTestFailed() || (n.kind != y::Kind::Scalar && n.kind != y::Kind::Null) || path.empty())
            return;
        std::string newValue = "pw-edited " + std::to_string(edits);
        if (n.style == y::Style::Literal)
            newValue = "pw edited line one\n  indented line two\nline three\n";
        else if (n.style == y::Style::Folded)
            newValue = "pw folded edit " + std::to_string(edits);
        const y::TextEdit e = editor.setScalar(n, newValue, y::ScalarType::String);
        const std::string edited = y::Editor::apply(text, e);
        const std::string where = pw::test::relativeName(file).toStdString() + " " + pathString(*doc.root, path) + " (line "
            + std::to_string(n.pos.line) + "): ";

        y::Document re;
        QVERIFY2(parseOk(edited, re, &why), (where + why + "\n--- edited text ---\n" + edited).c_str());
        const y::Node* got = nodeAt(re.root.get(), path);
        QVERIFY2(got && got->isScalar(), (where + "edited node is gone").c_str());
        const bool block = n.style == y::Style::Literal || n.style == y::Style::Folded;
        const std::string gotValue = block ? rstripNewlines(got->value) : got->value;
        const std::string want = block ? rstripNewlines(newValue) : newValue;
        QVERIFY2(gotValue == want, (where + "reads back '" + visible(got->value) + "'").c_str());

        y::Value expected = original;
        *valueAt(&expected, path) = y::Value::str(got->value);
        QVERIFY2(sameValue(expected, y::toValue(*re.root), &why), (where + why).c_str());

        QVERIFY2(onlyLinesChanged(text, edited, lineOf(text, n.begin), lastLineOf(text, n.begin, n.end), &why),
                 (where + why).c_str());
        ++edits;
    });
    if (QTest::currentTestFailed())
        return;
    QVERIFY(edits > 0);
}

// removeEntry / insertEntry / renameKey on every map of the file.
void TestYamlRoundTrip::mapEdits()
{
    QFETCH(QString, file);
    const std::string text = readBytes(file);
    y::Document doc;
    std::string why;
    QVERIFY2(parseOk(text, doc, &why), why.c_str());
    const y::Value original = y::toValue(*doc.root);
    const y::Editor editor(doc);
    const bool aliases = usesAlias(*doc.root);

    forEachNode(*doc.root, [&](const y::Node& map, const Path& path) {
        if (QTest::currentTestFailed() || !map.isMap())
            return;
        const std::string where = pw::test::relativeName(file).toStdString() + " " + pathString(*doc.root, path) + " (line "
            + std::to_string(map.pos.line) + "): ";

        // insertEntry: appended as the last entry; nothing before it changes.
        {
            const auto e = editor.insertEntry(map, "pw_inserted", y::Value::str("pw inserted value"));
            QVERIFY2(e, (where + "insertEntry refused").c_str());
            const std::string edited = y::Editor::apply(text, *e);
            y::Document re;
            QVERIFY2(parseOk(edited, re, &why), (where + "insertEntry: " + why + "\n" + edited).c_str());
            y::Value expected = original;
            valueAt(&expected, path)->map.emplace_back("pw_inserted", y::Value::str("pw inserted value"));
            QVERIFY2(sameValue(expected, y::toValue(*re.root), &why), (where + "insertEntry: " + why).c_str());
            const std::size_t last = lastLineOf(text, map.begin, map.end);
            QVERIFY2(onlyLinesChanged(text, edited, last, last, &why), (where + "insertEntry: " + why).c_str());
            QVERIFY2(map.entries.empty() || !editor.insertEntry(map, map.entries.front().key->value, y::Value::str("x")),
                     (where + "insertEntry accepted an existing key").c_str());
        }

        for (std::size_t i = 0; i < map.entries.size(); ++i) {
            const y::Entry& en = map.entries[i];
            if (!en.key->isScalar())
                continue;
            const std::string& key = en.key->value;
            if (map.entry(key) != &en)
                continue; // duplicate key: the editor addresses the first one

            // renameKey: only the key's line changes
            {
                const auto e = editor.renameKey(map, key, key + "_pw");
                QVERIFY2(e, (where + "renameKey refused for " + key).c_str());
                const std::string edited = y::Editor::apply(text, *e);
                y::Document re;
                QVERIFY2(parseOk(edited, re, &why), (where + "renameKey " + key + ": " + why).c_str());
                y::Value expected = original;
                valueAt(&expected, path)->map[i].first = key + "_pw";
                QVERIFY2(sameValue(expected, y::toValue(*re.root), &why),
                         (where + "renameKey " + key + ": " + why).c_str());
                const std::size_t l = lineOf(text, en.key->begin);
                QVERIFY2(onlyLinesChanged(text, edited, l, lastLineOf(text, en.key->begin, en.key->end), &why),
                         (where + "renameKey " + key + ": " + why).c_str());
            }

            // removeEntry: the entry's lines go, everything else stays
            {
                const auto e = editor.removeEntry(map, key);
                QVERIFY2(e, (where + "removeEntry refused for " + key).c_str());
                const std::string edited = y::Editor::apply(text, *e);
                y::Document re;
                if (!parseOk(edited, re, &why)) {
                    // removing an anchor that an alias elsewhere refers to cannot keep the document valid
                    if (aliases && !anchorsIn(*en.value).empty())
                        continue;
                    QFAIL((where + "removeEntry " + key + ": " + why + "\n--- edited ---\n" + edited).c_str());
                }
                y::Value expected = original;
                auto& m = valueAt(&expected, path)->map;
                m.erase(m.begin() + static_cast<std::ptrdiff_t>(i));
                QVERIFY2(sameValue(expected, y::toValue(*re.root), &why),
                         (where + "removeEntry " + key + ": " + why + "\n--- edited ---\n" + edited).c_str());
                std::size_t first = lineOf(text, en.key->begin);
                std::size_t last = lastLineOf(text, en.value->begin, std::max(en.value->end, en.key->end));
                if (map.entries.size() == 1) {
                    first = lineOf(text, map.begin);
                    last = lastLineOf(text, map.begin, map.end);
                } else if (i + 1 < map.entries.size()
                           && lineOf(text, map.entries[i + 1].key->begin) > last
                           && y::positionOf(text, en.key->begin).col > 1 && map.style != y::Style::Flow) {
                    // "- key: v" followed by more entries: the next entry moves up onto the dash line
                    std::size_t ls = en.key->begin;
                    while (ls > 0 && text[ls - 1] != '\n')
                        --ls;
                    if (text.find_first_not_of(' ', ls) != en.key->begin)
                        last = lineOf(text, map.entries[i + 1].key->begin);
                }
                if (map.style == y::Style::Flow) {
                    first = lineOf(text, map.begin);
                    last = lastLineOf(text, map.begin, map.end);
                }
                QVERIFY2(onlyLinesChanged(text, edited, first, last, &why),
                         (where + "removeEntry " + key + ": " + why).c_str());
            }
        }
        QVERIFY(!editor.removeEntry(map, "pw_no_such_key"));
        QVERIFY(!editor.renameKey(map, "pw_no_such_key", "x"));
    });
}

// An entry whose key carries an anchor, a tag or the "?" indicator on its line, last or not, and the first entry of
// "- key: value" with and without such properties: the entry's own text goes, the next entry keeps its own.
void TestYamlRoundTrip::removeEntryWithKeyProperties_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("path"); // keys from the root, '/'-separated; the last one is removed
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("anchored last entry") << QByteArray("m:\n  a: 1\n  &b last: 2\nz: 3\n") << QByteArray("m/last")
                                         << QByteArray("m:\n  a: 1\nz: 3\n");
    QTest::newRow("anchored first entry") << QByteArray("m:\n  &a first: 1\n  b: 2\n") << QByteArray("m/first")
                                          << QByteArray("m:\n  b: 2\n");
    QTest::newRow("tagged middle entry") << QByteArray("m:\n  a: 1\n  !!str mid: 2\n  c: 3\n") << QByteArray("m/mid")
                                         << QByteArray("m:\n  a: 1\n  c: 3\n");
    QTest::newRow("explicit last key") << QByteArray("m:\n  a: 1\n  ? q\n  : 2\n") << QByteArray("m/q")
                                       << QByteArray("m:\n  a: 1\n");
    QTest::newRow("dash line") << QByteArray("s:\n- a: 1\n  b: 2\n") << QByteArray("s/a") << QByteArray("s:\n- b: 2\n");
    QTest::newRow("dash line, both anchored") << QByteArray("s:\n- &k a: 1\n  &n b: 2\n") << QByteArray("s/a")
                                              << QByteArray("s:\n- &n b: 2\n");
}

void TestYamlRoundTrip::removeEntryWithKeyProperties()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, expected);
    y::Document doc;
    std::string why;
    QVERIFY2(parseOk(text.toStdString(), doc, &why), why.c_str());
    const QList<QByteArray> keys = path.split('/');
    const y::Node* map = doc.root.get();
    for (qsizetype i = 0; i + 1 < keys.size(); ++i) {
        QVERIFY(map && map->isMap() && map->entry(keys[i].toStdString()));
        map = map->entry(keys[i].toStdString())->value.get();
        if (map && map->isSeq()) {
            QVERIFY(!map->items.empty());
            map = map->items.front().get();
        }
    }
    QVERIFY(map && map->isMap());
    const auto edit = y::Editor(doc).removeEntry(*map, keys.last().toStdString());
    QVERIFY(edit);
    const std::string edited = y::Editor::apply(text.toStdString(), *edit);
    QCOMPARE(QByteArray::fromStdString(edited), expected);
    y::Document re;
    QVERIFY2(parseOk(edited, re, &why), why.c_str());
}

// appendItem / removeItem on every sequence of the file.
void TestYamlRoundTrip::seqEdits()
{
    QFETCH(QString, file);
    const std::string text = readBytes(file);
    y::Document doc;
    std::string why;
    QVERIFY2(parseOk(text, doc, &why), why.c_str());
    const y::Value original = y::toValue(*doc.root);
    const y::Editor editor(doc);
    const bool aliases = usesAlias(*doc.root);

    forEachNode(*doc.root, [&](const y::Node& seq, const Path& path) {
        if (QTest::currentTestFailed() || !seq.isSeq())
            return;
        const std::string where = pw::test::relativeName(file).toStdString() + " " + pathString(*doc.root, path) + " (line "
            + std::to_string(seq.pos.line) + "): ";
        {
            y::Value item = y::Value::mapping();
            item.set("name", y::Value::str("pw appended"));
            item.set("value", y::Value::integer(3));
            for (const y::Value& v : {y::Value::str("pw appended"), item}) {
                const y::TextEdit e = editor.appendItem(seq, v);
                const std::string edited = y::Editor::apply(text, e);
                y::Document re;
                QVERIFY2(parseOk(edited, re, &why), (where + "appendItem: " + why + "\n" + edited).c_str());
                y::Value expected = original;
                valueAt(&expected, path)->seq.push_back(v);
                QVERIFY2(sameValue(expected, y::toValue(*re.root), &why), (where + "appendItem: " + why).c_str());
                const std::size_t last = lastLineOf(text, seq.begin, seq.end);
                QVERIFY2(onlyLinesChanged(text, edited, last, last, &why), (where + "appendItem: " + why).c_str());
            }
        }
        // a single item of a sequence at its key's column is removed as "key: []" (the key's line changes)
        const bool compactSingle = seq.items.size() == 1 && seq.style == y::Style::Block
            && y::positionOf(text, seq.begin).col - 1 == seq.indent;
        for (std::size_t i = 0; i < seq.items.size(); ++i) {
            const auto e = editor.removeItem(seq, i);
            QVERIFY2(e, (where + "removeItem refused").c_str());
            const std::string edited = y::Editor::apply(text, *e);
            y::Document re;
            if (!parseOk(edited, re, &why)) {
                if (aliases && !anchorsIn(*seq.items[i]).empty())
                    continue;
                QFAIL((where + "removeItem " + std::to_string(i) + ": " + why + "\n--- edited ---\n" + edited).c_str());
            }
            y::Value expected = original;
            auto& s = valueAt(&expected, path)->seq;
            s.erase(s.begin() + static_cast<std::ptrdiff_t>(i));
            QVERIFY2(sameValue(expected, y::toValue(*re.root), &why),
                     (where + "removeItem " + std::to_string(i) + ": " + why + "\n--- edited ---\n" + edited).c_str());
            std::size_t first = lineOf(text, seq.items[i]->begin);
            std::size_t last = lastLineOf(text, seq.items[i]->begin, seq.items[i]->end);
            if (seq.items.size() == 1 || seq.style == y::Style::Flow) {
                first = lineOf(text, seq.begin);
                last = lastLineOf(text, seq.begin, seq.end);
            }
            if (compactSingle) {
                Path parentPath = path;
                parentPath.pop_back();
                const y::Node* parent = nodeAt(doc.root.get(), parentPath);
                QVERIFY2(parent && parent->isMap(), (where + "compact sequence without a parent map").c_str());
                first = lineOf(text, parent->entries[path.back().index].key->begin);
                QVERIFY2(edited.find("[]") != std::string::npos, (where + "no [] written\n" + edited).c_str());
            }
            QVERIFY2(onlyLinesChanged(text, edited, first, last, &why),
                     (where + "removeItem " + std::to_string(i) + ": " + why).c_str());
        }
        QVERIFY(!editor.removeItem(seq, seq.items.size()));
    });
}

// ----- edge cases -------------------------------------------------------------------------------

void TestYamlRoundTrip::edgeCases_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("path"); // scalar to edit
    QTest::addColumn<QByteArray>("oldValue"); // decoded value before the edit
    QTest::addColumn<QByteArray>("newValue");
    QTest::addColumn<int>("type"); // y::ScalarType
    QTest::addColumn<QByteArray>("expected"); // full text after the edit

    const int S = int(y::ScalarType::String);
    const int I = int(y::ScalarType::Int);

    // a block scalar with an indentation indicator keeps its content where the indicator says
    QTest::newRow("folded with indicator, leading spaces") << QByteArray("k:\n  d: >2-\n       three\n    here\nz: 1\n")
                                                          << QByteArray("k.d") << QByteArray("   three\nhere")
                                                          << QByteArray("plain") << S
                                                          << QByteArray("k:\n  d: >2-\n    plain\nz: 1\n");
    QTest::newRow("folded, new value with leading spaces") << QByteArray("d: >-\n  old\nz: 1\n") << QByteArray("d")
                                                          << QByteArray("old") << QByteArray("  lead") << S
                                                          << QByteArray("d: >2-\n    lead\nz: 1\n");
    QTest::newRow("literal with indicator, multi-line") << QByteArray("k:\n  c: |2\n      x\n    y\nz: 1\n")
                                                       << QByteArray("k.c") << QByteArray("  x\ny\n")
                                                       << QByteArray(" a\nb\n") << S
                                                       << QByteArray("k:\n  c: |2\n     a\n    b\nz: 1\n");
    QTest::newRow("flow map") << QByteArray("a: {x: 1, y: two}\nb: 2\n") << QByteArray("a.y") << QByteArray("two")
                              << QByteArray("three") << S << QByteArray("a: {x: 1, y: three}\nb: 2\n");
    QTest::newRow("flow map, value needs quotes") << QByteArray("a: {x: 1, y: two}\n") << QByteArray("a.x")
                                                  << QByteArray("1") << QByteArray("p, q") << S
                                                  << QByteArray("a: {x: \"p, q\", y: two}\n");
    QTest::newRow("flow seq, value needs quotes") << QByteArray("a: [1, 2]\n") << QByteArray("a[0]") << QByteArray("1")
                                                  << QByteArray("x]") << S << QByteArray("a: [\"x]\", 2]\n");
    QTest::newRow("flow map, value with colon space") << QByteArray("a: {x: 1}\n") << QByteArray("a.x") << QByteArray("1")
                                                     << QByteArray("k: v") << S << QByteArray("a: {x: \"k: v\"}\n");
    QTest::newRow("flow seq, value with space hash") << QByteArray("a: [1, 2]\n") << QByteArray("a[1]") << QByteArray("2")
                                                     << QByteArray("x #y") << S << QByteArray("a: [1, \"x #y\"]\n");
    QTest::newRow("flow seq, value in braces") << QByteArray("a: [1, 2]\n") << QByteArray("a[0]") << QByteArray("1")
                                               << QByteArray("{y}") << S << QByteArray("a: [\"{y}\", 2]\n");
    QTest::newRow("flow seq, comma inside") << QByteArray("a: [1, 2]\n") << QByteArray("a[0]") << QByteArray("1")
                                            << QByteArray("p,q") << S << QByteArray("a: [\"p,q\", 2]\n");
    QTest::newRow("flow seq, leading anchor sign") << QByteArray("a: [1, 2]\n") << QByteArray("a[0]") << QByteArray("1")
                                                   << QByteArray("&x") << S << QByteArray("a: [\"&x\", 2]\n");
    QTest::newRow("flow seq, multi-line value") << QByteArray("a: [1, 2]\n") << QByteArray("a[0]") << QByteArray("1")
                                                << QByteArray("p\nq") << S << QByteArray("a: [\"p\\nq\", 2]\n");
    QTest::newRow("flow map, single quotes kept") << QByteArray("a: {x: 'v'}\n") << QByteArray("a.x") << QByteArray("v")
                                                  << QByteArray("p, q") << S << QByteArray("a: {x: 'p, q'}\n");
    QTest::newRow("flow map in a block sequence") << QByteArray("s:\n  - {k: v}\n") << QByteArray("s[0].k")
                                                  << QByteArray("v") << QByteArray("a]b") << S
                                                  << QByteArray("s:\n  - {k: \"a]b\"}\n");
    QTest::newRow("flow seq") << QByteArray("a: [1, 2, 3]\n") << QByteArray("a[1]") << QByteArray("2")
                              << QByteArray("x") << S << QByteArray("a: [1, x, 3]\n");
    QTest::newRow("flow seq multi-line") << QByteArray("a: [\n  one,\n  two\n]\nb: 1\n") << QByteArray("a[1]")
                                         << QByteArray("two") << QByteArray("zwei") << S
                                         << QByteArray("a: [\n  one,\n  zwei\n]\nb: 1\n");
    QTest::newRow("literal |") << QByteArray("a: |\n  line1\n  line2\nb: 1\n") << QByteArray("a")
                               << QByteArray("line1\nline2\n") << QByteArray("new1\nnew2\n") << S
                               << QByteArray("a: |\n  new1\n  new2\nb: 1\n");
    QTest::newRow("literal |-") << QByteArray("a: |-\n    x\n    y\nb: 1\n") << QByteArray("a")
                                << QByteArray("x\ny") << QByteArray("p\nq") << S
                                << QByteArray("a: |-\n    p\n    q\nb: 1\n");
    QTest::newRow("literal | with comment before next key")
        << QByteArray("a: |\n  x\n# note\nb: 1\n") << QByteArray("a") << QByteArray("x\n") << QByteArray("y\n") << S
        << QByteArray("a: |\n  y\n# note\nb: 1\n");
    QTest::newRow("literal |+") << QByteArray("a: |+\n  x\n\nb: 1\n") << QByteArray("a") << QByteArray("x\n\n")
                                << QByteArray("y\n\n") << S << QByteArray("a: |+\n  y\n\nb: 1\n");
    QTest::newRow("literal block edited in a CRLF file")
        << QByteArray("a: |\r\n  x\r\nb: 1\r\n") << QByteArray("a") << QByteArray("x\n") << QByteArray("p\nq\n") << S
        << QByteArray("a: |\r\n  p\r\n  q\r\nb: 1\r\n");
    QTest::newRow("folded >-") << QByteArray("a: >-\n  folded\n  text\nb: 1\n") << QByteArray("a")
                               << QByteArray("folded text") << QByteArray("single") << S
                               << QByteArray("a: >-\n  single\nb: 1\n");
    QTest::newRow("folded > in a sequence") << QByteArray("s:\n  - >\n    one\n    two\n  - x\n") << QByteArray("s[0]")
                                            << QByteArray("one two\n") << QByteArray("three") << S
                                            << QByteArray("s:\n  - >-\n    three\n  - x\n");
    QTest::newRow("double quoted with escapes")
        << QByteArray("a: \"x\\\"y\\n\\t\\u00e9\"\nb: 1\n") << QByteArray("a") << QByteArray("x\"y\n\t\xc3\xa9")
        << QByteArray("new \"v\"") << S << QByteArray("a: \"new \\\"v\\\"\"\nb: 1\n");
    QTest::newRow("single quoted") << QByteArray("a: 'it''s'\n") << QByteArray("a") << QByteArray("it's")
                                   << QByteArray("don't") << S << QByteArray("a: 'don''t'\n");
    QTest::newRow("quoted stays quoted") << QByteArray("a: \"1\"\n") << QByteArray("a") << QByteArray("1")
                                         << QByteArray("2") << S << QByteArray("a: \"2\"\n");
    QTest::newRow("plain string that looks like a bool") << QByteArray("a: x\n") << QByteArray("a") << QByteArray("x")
                                                         << QByteArray("true") << S << QByteArray("a: \"true\"\n");
    QTest::newRow("integer written plain") << QByteArray("a: \"x\"\n") << QByteArray("a") << QByteArray("x")
                                           << QByteArray("42") << I << QByteArray("a: 42\n");
    QTest::newRow("empty value") << QByteArray("a:\nb: 1\n") << QByteArray("a") << QByteArray() << QByteArray("x")
                                 << S << QByteArray("a: x\nb: 1\n");
    QTest::newRow("empty value, trailing blanks") << QByteArray("a:   \nb: 1\n") << QByteArray("a") << QByteArray()
                                                  << QByteArray("x") << S << QByteArray("a: x   \nb: 1\n");
    QTest::newRow("empty value with comment") << QByteArray("a: # c\nb: 1\n") << QByteArray("a") << QByteArray()
                                              << QByteArray("x") << S << QByteArray("a: x # c\nb: 1\n");
    QTest::newRow("explicit null ~") << QByteArray("a: ~\n") << QByteArray("a") << QByteArray() << QByteArray("x")
                                     << S << QByteArray("a: x\n");
    QTest::newRow("empty sequence item") << QByteArray("s:\n  -\n  - b\n") << QByteArray("s[0]") << QByteArray()
                                         << QByteArray("a") << S << QByteArray("s:\n  - a\n  - b\n");
    QTest::newRow("comment after value") << QByteArray("a: 1 # note\nb: 2\n") << QByteArray("a") << QByteArray("1")
                                         << QByteArray("5") << I << QByteArray("a: 5 # note\nb: 2\n");
    QTest::newRow("hash inside a value") << QByteArray("a: x#y # c\n") << QByteArray("a") << QByteArray("x#y")
                                         << QByteArray("z") << S << QByteArray("a: z # c\n");
    QTest::newRow("CRLF") << QByteArray("a: 1\r\nb: two\r\nc: 3\r\n") << QByteArray("b") << QByteArray("two")
                          << QByteArray("three") << S << QByteArray("a: 1\r\nb: three\r\nc: 3\r\n");
    QTest::newRow("CRLF literal block") << QByteArray("a: |\r\n  x\r\n  y\r\nb: 1\r\n") << QByteArray("b")
                                        << QByteArray("1") << QByteArray("2") << I
                                        << QByteArray("a: |\r\n  x\r\n  y\r\nb: 2\r\n");
    QTest::newRow("literal block written into a CRLF file")
        << QByteArray("a: x\r\nb: 1\r\n") << QByteArray("a") << QByteArray("x") << QByteArray("p\nq") << S
        << QByteArray("a: |-\r\n  p\r\n  q\r\nb: 1\r\n");
    QTest::newRow("tab after value") << QByteArray("a: value\t# c\nb: 1\n") << QByteArray("a") << QByteArray("value")
                                     << QByteArray("v2") << S << QByteArray("a: v2\t# c\nb: 1\n");
    QTest::newRow("tab inside a value") << QByteArray("a: x\ty\n") << QByteArray("a") << QByteArray("x\ty")
                                        << QByteArray("z") << S << QByteArray("a: z\n");
    QTest::newRow("anchor kept") << QByteArray("a: &anc val\nb: *anc\n") << QByteArray("a") << QByteArray("val")
                                 << QByteArray("new") << S << QByteArray("a: &anc new\nb: *anc\n");
    QTest::newRow("merge key") << QByteArray("base: &b\n  x: 1\nother:\n  <<: *b\n  y: 2\n") << QByteArray("other.y")
                               << QByteArray("2") << QByteArray("3") << I
                               << QByteArray("base: &b\n  x: 1\nother:\n  <<: *b\n  y: 3\n");
    QTest::newRow("tagged scalar") << QByteArray("a: !!str 12\n") << QByteArray("a") << QByteArray("12")
                                   << QByteArray("13") << I << QByteArray("a: !!str 13\n");
    QTest::newRow("no trailing newline") << QByteArray("a: 1\nb: 2") << QByteArray("b") << QByteArray("2")
                                         << QByteArray("3") << I << QByteArray("a: 1\nb: 3");
    QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBF" "a: 1\nb: 2\n") << QByteArray("b") << QByteArray("2")
                         << QByteArray("3") << I << QByteArray("\xEF\xBB\xBF" "a: 1\nb: 3\n");
    QTest::newRow("BOM, first key") << QByteArray("\xEF\xBB\xBF" "a: 1\n") << QByteArray("a") << QByteArray("1")
                                    << QByteArray("3") << I << QByteArray("\xEF\xBB\xBF" "a: 3\n");
    QTest::newRow("BOM, literal block") << QByteArray("\xEF\xBB\xBF" "a: |\n  x\nb: 1\n") << QByteArray("b") << QByteArray("1")
                                        << QByteArray("2") << I << QByteArray("\xEF\xBB\xBF" "a: |\n  x\nb: 2\n");
    // " two" continues the value only if the mark is not counted as a column of line 1
    QTest::newRow("BOM, multi-line plain") << QByteArray("\xEF\xBB\xBF" "a: one\n two\nb: 1\n") << QByteArray("a")
                                           << QByteArray("one two") << QByteArray("x") << S
                                           << QByteArray("\xEF\xBB\xBF" "a: x\nb: 1\n");
    QTest::newRow("BOM, CRLF") << QByteArray("\xEF\xBB\xBF" "a: 1\r\nb: 2\r\n") << QByteArray("b") << QByteArray("2")
                               << QByteArray("p\nq") << S << QByteArray("\xEF\xBB\xBF" "a: 1\r\nb: |-\r\n  p\r\n  q\r\n");
    QTest::newRow("multi-line plain") << QByteArray("a: one\n  two\nb: 1\n") << QByteArray("a")
                                      << QByteArray("one two") << QByteArray("x") << S << QByteArray("a: x\nb: 1\n");
    QTest::newRow("expression stays plain") << QByteArray("a: x\n") << QByteArray("a") << QByteArray("x")
                                            << QByteArray("${{parent.inputs.lr}}") << S
                                            << QByteArray("a: ${{parent.inputs.lr}}\n");
    QTest::newRow("UTF-8 text") << QByteArray("a: gr\xc3\xbc\xc3\x9f\x65\nb: 1\n") << QByteArray("a")
                                << QByteArray("gr\xc3\xbc\xc3\x9f\x65") << QByteArray("\xe2\x82\xac") << S
                                << QByteArray("a: \xe2\x82\xac\nb: 1\n");
    QTest::newRow("document start marker") << QByteArray("---\na: 1\n") << QByteArray("a") << QByteArray("1")
                                           << QByteArray("2") << I << QByteArray("---\na: 2\n");
    QTest::newRow("key with spaces") << QByteArray("my key: 1\n") << QByteArray("my key") << QByteArray("1")
                                     << QByteArray("2") << I << QByteArray("my key: 2\n");
    QTest::newRow("quoted key") << QByteArray("\"a b\": 1\n") << QByteArray("a b") << QByteArray("1")
                                << QByteArray("2") << I << QByteArray("\"a b\": 2\n");
    QTest::newRow("nested block") << QByteArray("jobs:\n  train:\n    inputs:\n      lr: 0.1 # rate\n")
                                  << QByteArray("jobs.train.inputs.lr") << QByteArray("0.1") << QByteArray("0.2")
                                  << int(y::ScalarType::Float)
                                  << QByteArray("jobs:\n  train:\n    inputs:\n      lr: 0.2 # rate\n");
    QTest::newRow("sequence of maps") << QByteArray("s:\n- a: 1\n  b: 2\n- a: 3\n") << QByteArray("s[1].a")
                                      << QByteArray("3") << QByteArray("4") << I
                                      << QByteArray("s:\n- a: 1\n  b: 2\n- a: 4\n");

    // keep-chomped block scalars and what follows them: the new value reads back exactly, with the chomping (or the
    // style) that says it; a folded block that cannot fold the value back becomes literal
    QTest::newRow("folded keep at the end, one line")
        << QByteArray("a: >+\n  x\n\n\n\n\n") << QByteArray("a") << QByteArray("x\n\n\n\n\n")
        << QByteArray("y") << S << QByteArray("a: >-\n  y\n\n\n\n\n");
    QTest::newRow("folded keep at the end, clipped line")
        << QByteArray("a: >+\n  x\n\n\n\n\n") << QByteArray("a") << QByteArray("x\n\n\n\n\n")
        << QByteArray("y\n") << S << QByteArray("a: >\n  y\n\n\n\n\n");
    QTest::newRow("folded keep at the end, trailing breaks")
        << QByteArray("a: >+\n  x\n\n\n\n\n") << QByteArray("a") << QByteArray("x\n\n\n\n\n")
        << QByteArray("y\n\n\n") << S << QByteArray("a: |+\n  y\n\n\n");
    QTest::newRow("folded keep at the end, only breaks")
        << QByteArray("a: >+\n  x\n\n\n\n\n") << QByteArray("a") << QByteArray("x\n\n\n\n\n")
        << QByteArray("\n\n") << S << QByteArray("a: \"\\n\\n\"\n\n\n\n\n");
    QTest::newRow("folded keep at the end, leading spaces")
        << QByteArray("a: >+\n  x\n\n\n\n\n") << QByteArray("a") << QByteArray("x\n\n\n\n\n")
        << QByteArray("  y") << S << QByteArray("a: >2-\n    y\n\n\n\n\n");
    QTest::newRow("folded keep before a key, trailing breaks")
        << QByteArray("a: >+\n  x\n\n\nb: 1\n") << QByteArray("a") << QByteArray("x\n\n\n")
        << QByteArray("y\n\n") << S << QByteArray("a: |+\n  y\n\nb: 1\n");
    QTest::newRow("folded keep in a sequence, one line")
        << QByteArray("- >+\n  x\n\n\n- z\n") << QByteArray("[0]") << QByteArray("x\n\n\n")
        << QByteArray("y") << S << QByteArray("- >-\n  y\n\n\n- z\n");
    QTest::newRow("folded keep CRLF, trailing breaks")
        << QByteArray("a: >+\r\n  x\r\n\r\n\r\n") << QByteArray("a") << QByteArray("x\n\n\n")
        << QByteArray("y\n\n") << S << QByteArray("a: |+\r\n  y\r\n\r\n");
    QTest::newRow("folded keep, spaces on blank lines")
        << QByteArray("a: >+\n  x\n  \n \n") << QByteArray("a") << QByteArray("x\n\n\n")
        << QByteArray("y\n") << S << QByteArray("a: >\n  y\n  \n \n");
    QTest::newRow("folded clip, two lines become literal")
        << QByteArray("a: >\n  x\n\nb: 1\n") << QByteArray("a") << QByteArray("x\n")
        << QByteArray("y\nz\n") << S << QByteArray("a: |\n  y\n  z\n\nb: 1\n");
    QTest::newRow("literal keep at the end, one line")
        << QByteArray("a: |+\n  x\n\n\n\n\n") << QByteArray("a") << QByteArray("x\n\n\n\n\n")
        << QByteArray("y") << S << QByteArray("a: |-\n  y\n\n\n\n\n");
    QTest::newRow("literal keep at the end, more breaks")
        << QByteArray("a: |+\n  x\n\n") << QByteArray("a") << QByteArray("x\n\n")
        << QByteArray("y\n\n\n\n") << S << QByteArray("a: |+\n  y\n\n\n\n");
    QTest::newRow("literal keep without final break") << QByteArray("a: |+\n  x") << QByteArray("a") << QByteArray("x")
        << QByteArray("y\n\n") << S << QByteArray("a: |+\n  y\n\n");
    QTest::newRow("literal clip without final break") << QByteArray("a: |\n  x") << QByteArray("a") << QByteArray("x")
        << QByteArray("y\n") << S << QByteArray("a: |\n  y\n");
    QTest::newRow("literal strip, deeper white space line after")
        << QByteArray("a: |-\n  x\n     \n") << QByteArray("a") << QByteArray("x\n   ")
        << QByteArray("y") << S << QByteArray("a: |-\n  y\n\n");
    QTest::newRow("literal, leading blank then spaces")
        << QByteArray("a: |\n  x\n") << QByteArray("a") << QByteArray("x\n")
        << QByteArray("\n  y\n") << S << QByteArray("a: |2\n\n    y\n");
    QTest::newRow("literal header comment, no content")
        << QByteArray("a: | # c\nb: 1\n") << QByteArray("a") << QByteArray("")
        << QByteArray("y\n") << S << QByteArray("a: | # c\n  y\nb: 1\n");
    QTest::newRow("plain with comment becomes literal")
        << QByteArray("a: x # c\n") << QByteArray("a") << QByteArray("x")
        << QByteArray("y\nz") << S << QByteArray("a: |- # c\n  y\n  z\n");
    QTest::newRow("plain multi-line with trailing blank")
        << QByteArray("a: y\n a \n\n") << QByteArray("a") << QByteArray("y a")
        << QByteArray("y\n\n\n") << S << QByteArray("a: |+\n  y\n\n\n");
    QTest::newRow("plain before deeper comment")
        << QByteArray("a: x\n  # c\nb: 1\n") << QByteArray("a") << QByteArray("x")
        << QByteArray("y\n") << S << QByteArray("a: \"y\\n\"\n  # c\nb: 1\n");
    QTest::newRow("folded clip, last line of spaces without break")
        << QByteArray("a: >\n  ") << QByteArray("a") << QByteArray("")
        << QByteArray("y") << S << QByteArray("a: >-\n  y\n");
    QTest::newRow("folded keep, content deeper than an indicator")
        << QByteArray("a:\n  b: >+\n                  x\n") << QByteArray("a.b") << QByteArray("x\n")
        << QByteArray("  y") << S << QByteArray("a:\n  b: >2-\n      y\n");
    QTest::newRow("folded keep, indented root")
        << QByteArray(" >+\n   x\n") << QByteArray("") << QByteArray("x\n")
        << QByteArray(" y\n\n") << S << QByteArray(" |3+\n    y\n\n");
    QTest::newRow("root literal with leading spaces")
        << QByteArray("--- |\n x\n") << QByteArray("") << QByteArray("x\n")
        << QByteArray(" y") << S << QByteArray("--- |1-\n  y\n");
}

void TestYamlRoundTrip::edgeCases()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, oldValue);
    QFETCH(QByteArray, newValue);
    QFETCH(int, type);
    QFETCH(QByteArray, expected);

    const std::string text(input.constData(), static_cast<std::size_t>(input.size()));
    y::Document doc;
    std::string why;
    QVERIFY2(parseOk(text, doc, &why), why.c_str());
    QCOMPARE(doc.text, text);
    const y::Node* n = resolve(doc.root.get(), path.toStdString());
    QVERIFY2(n, "path does not resolve");
    QVERIFY(n->isScalar() || n->isNull());
    QCOMPARE(qb(n->value), oldValue);
    QVERIFY(n->end <= text.size());

    const y::Editor editor(doc);
    const auto e = editor.setScalar(*n, newValue.toStdString(), static_cast<y::ScalarType>(type));
    const std::string edited = y::Editor::apply(text, e);
    QCOMPARE(qb(edited), expected);

    y::Document re;
    QVERIFY2(parseOk(edited, re, &why), why.c_str());
    const y::Node* m = resolve(re.root.get(), path.toStdString());
    QVERIFY(m && m->isScalar());
    QCOMPARE(qb(m->value), newValue);
}

void TestYamlRoundTrip::parseValues_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("engine"); // y::Engine
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("expected"); // the value the YAML specification gives

    struct Case
    {
        const char* name;
        QByteArray input;
        const char* path;
        QByteArray expected;
        bool native; // the native parser reads it
    };
    // yaml-cpp drops one kept line break of a folded scalar followed by blank lines; parse() restores it
    const Case cases[] = {
        {"folded keep, end of document", "a: >+\n  x\n\n\n\n\n", "a", "x\n\n\n\n\n", true},
        {"folded keep, one blank line", "a: >+\n  x\n\n", "a", "x\n\n", true},
        {"folded keep, no blank line", "a: >+\n  x\n", "a", "x\n", true},
        {"folded keep, no final break", "a: >+\n  x", "a", "x", true},
        {"folded keep, before a key", "a: >+\n  x\n\n\nb: 1\n", "a", "x\n\n\n", true},
        {"folded keep, in a sequence", "- >+\n  x\n\n\n- y\n", "[0]", "x\n\n\n", true},
        {"folded keep, nested", "a:\n  b: >+\n    x\n\n\n  c: 1\n", "a.b", "x\n\n\n", true},
        {"folded keep, CRLF", "a: >+\r\n  x\r\n\r\n\r\n", "a", "x\n\n\n", false},
        {"folded keep, spaces on blank lines", "a: >+\n  x\n  \n \n", "a", "x\n\n\n", true},
        {"folded keep, last line spaces without break", "a: >+\n  x\n\n  ", "a", "x\n\n", false},
        {"folded keep, comment after", "a: >+\n  x\n\n# c\n", "a", "x\n\n", true},
        {"folded keep, less indented comment after", "a: >+\n  x\n\n\n\n # c\n", "a", "x\n\n\n\n", true},
        {"folded keep, header comment", "a: >+ # c\n  x\n\n\n", "a", "x\n\n\n", true},
        {"folded keep, anchor and tag", "a: !!str &k >+\n  x\n\n\n", "a", "x\n\n\n", false},
        {"folded keep, two lines folded", "a: >+\n  x\n  y\n\n\n", "a", "x y\n\n\n", true},
        {"folded keep, more-indented last line", "a: >+\n  x\n   y\n\n\n", "a", "x\n y\n\n\n", false},
        {"folded keep, indicator", "a: >+2\n  x\n\n\n", "a", "x\n\n\n", false},
        {"folded keep, white space line deeper", "a: >+\n  x\n\n     \n", "a", "x\n\n   \n", false},
        {"folded keep, only breaks (root)", QByteArray(">+") + QByteArray(15, '\n'), "", QByteArray(14, '\n'), false},
        {"folded keep, only breaks", "a: >+\n\n\n", "a", "\n\n", false},
        {"folded clip, blank lines", "a: >\n  x\n\n\n", "a", "x\n", true},
        {"folded strip, blank lines", "a: >-\n  x\n\n\n", "a", "x", true},
        {"literal keep, end of document", "a: |+\n  x\n\n\n\n\n", "a", "x\n\n\n\n\n", true},
        {"literal keep, CRLF", "a: |+\r\n  x\r\n\r\n\r\n", "a", "x\n\n\n", false},
    };
    for (const Case& c : cases) {
        const std::string name(c.name);
        QTest::newRow((name + ", auto").c_str())
            << c.input << int(y::Engine::Auto) << QByteArray(c.path) << c.expected;
        QTest::newRow((name + ", yaml-cpp").c_str())
            << c.input << int(y::Engine::YamlCpp) << QByteArray(c.path) << c.expected;
        if (c.native)
            QTest::newRow((name + ", native").c_str())
                << c.input << int(y::Engine::Native) << QByteArray(c.path) << c.expected;
    }
}

void TestYamlRoundTrip::parseValues()
{
    QFETCH(QByteArray, input);
    QFETCH(int, engine);
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, expected);

    y::Document doc;
    y::ParseError err;
    QVERIFY2(y::parse(input.toStdString(), doc, &err, static_cast<y::Engine>(engine)), err.message.c_str());
    const y::Node* n = resolve(doc.root.get(), path.toStdString());
    QVERIFY2(n && n->isScalar(), "path does not resolve to a scalar");
    QCOMPARE(qb(n->value), expected);
}

void TestYamlRoundTrip::parseErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("col");
    QTest::addColumn<QString>("messagePart");

    QTest::newRow("invalid UTF-8 byte") << QByteArray("a: 1\nb: x\xff\n") << 2 << 5 << QStringLiteral("UTF-8");
    QTest::newRow("Latin-1 text") << QByteArray("name: caf\xe9\n") << 1 << 10 << QStringLiteral("0xE9");
    QTest::newRow("truncated UTF-8 sequence") << QByteArray("a: \xc3") << 1 << 4 << QStringLiteral("UTF-8");
    QTest::newRow("overlong encoding") << QByteArray("a: \xc0\xaf\n") << 1 << 4 << QStringLiteral("UTF-8");
    QTest::newRow("UTF-16 surrogate") << QByteArray("a: \xed\xa0\x80\n") << 1 << 4 << QStringLiteral("UTF-8");
    QTest::newRow("NUL byte") << QByteArray("a: 1\nb: \0\n", 10) << 2 << 4 << QStringLiteral("NUL");
    QTest::newRow("unclosed flow map") << QByteArray("a: {x: 1\nb: 2\n") << 0 << 0 << QString();
    QTest::newRow("unclosed quote") << QByteArray("a: \"abc\nb: 2\n") << 1 << 4 << QStringLiteral("never closed");
    QTest::newRow("unclosed single quote") << QByteArray("a: 1\nb: 'abc\nc: 2\n") << 2 << 4 << QStringLiteral("never closed");
    QTest::newRow("escaped quote at the end") << QByteArray("a: \"abc\\\"\n") << 1 << 4 << QStringLiteral("never closed");
    QTest::newRow("bad indentation") << QByteArray("a:\n  b: 1\n c: 2\n") << 0 << 0 << QString();
    QTest::newRow("tab indentation") << QByteArray("a:\n\tb: 1\n") << 0 << 0 << QString();
    QTest::newRow("unknown alias") << QByteArray("a: *nothing\n") << 0 << 0 << QString();
    QTest::newRow("mapping value in plain scalar") << QByteArray("a: b: c\n") << 1 << 5 << QString();
}

void TestYamlRoundTrip::parseErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(int, line);
    QFETCH(int, col);
    QFETCH(QString, messagePart);

    y::Document doc;
    y::ParseError err;
    QVERIFY(!y::parse(std::string(input.constData(), static_cast<std::size_t>(input.size())), doc, &err));
    QVERIFY(!doc.root);
    QVERIFY2(!err.message.empty(), "an error needs a message");
    QVERIFY2(err.pos.line >= 1 && err.pos.col >= 1, "an error needs a position");
    QVERIFY(err.pos.offset <= static_cast<std::size_t>(input.size()));
    if (line > 0) {
        QCOMPARE(err.pos.line, line);
        QCOMPARE(err.pos.col, col);
    }
    if (!messagePart.isEmpty())
        QVERIFY2(q(err.message).contains(messagePart), err.message.c_str());
    // no partial document: a failed parse is not a tree
    QVERIFY(y::parse(std::string(), doc, nullptr));
}

void TestYamlRoundTrip::structuralEdgeCases_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("op"); // insert | remove | rename | append | removeItem
    QTest::addColumn<QByteArray>("path"); // the map or sequence
    QTest::addColumn<QByteArray>("arg"); // key or index
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("insert, no trailing newline") << QByteArray("a: 1\nb: 2") << QByteArray("insert") << QByteArray()
                                                 << QByteArray("c") << QByteArray("a: 1\nb: 2\nc: new");
    QTest::newRow("insert into flow map") << QByteArray("a: {x: 1}\n") << QByteArray("insert") << QByteArray("a")
                                          << QByteArray("k") << QByteArray("a: {x: 1, k: new}\n");
    QTest::newRow("insert key needing quotes into flow map")
        << QByteArray("a: {x: 1}\n") << QByteArray("insert") << QByteArray("a") << QByteArray("p,q")
        << QByteArray("a: {x: 1, \"p,q\": new}\n");
    QTest::newRow("insert into empty flow map") << QByteArray("a: {}\n") << QByteArray("insert") << QByteArray("a")
                                                << QByteArray("k") << QByteArray("a: {k: new}\n");
    QTest::newRow("insert after a literal block") << QByteArray("a:\n  s: |\n    x\n  t: 1\n")
                                                  << QByteArray("insert") << QByteArray("a") << QByteArray("u")
                                                  << QByteArray("a:\n  s: |\n    x\n  t: 1\n  u: new\n");
    QTest::newRow("insert, CRLF") << QByteArray("a:\r\n  b: 1\r\nc: 2\r\n") << QByteArray("insert") << QByteArray("a")
                                  << QByteArray("z") << QByteArray("a:\r\n  b: 1\r\n  z: new\r\nc: 2\r\n");
    QTest::newRow("append, CRLF") << QByteArray("s:\r\n  - a\r\nt: 1\r\n") << QByteArray("append") << QByteArray("s")
                                  << QByteArray() << QByteArray("s:\r\n  - a\r\n  - new\r\nt: 1\r\n");
    QTest::newRow("insert map value, CRLF") << QByteArray("a: 1\r\n") << QByteArray("insertMap") << QByteArray()
                                            << QByteArray("m") << QByteArray("a: 1\r\nm:\r\n  k: new\r\n  l: |-\r\n    x\r\n    y\r\n");
    QTest::newRow("insert, BOM") << QByteArray("\xEF\xBB\xBF" "a: 1\nb: 2\n") << QByteArray("insert") << QByteArray()
                                 << QByteArray("c") << QByteArray("\xEF\xBB\xBF" "a: 1\nb: 2\nc: new\n");
    QTest::newRow("remove first key, BOM") << QByteArray("\xEF\xBB\xBF" "a: 1\nb: 2\n") << QByteArray("remove")
                                           << QByteArray() << QByteArray("a") << QByteArray("\xEF\xBB\xBF" "b: 2\n");
    QTest::newRow("rename first key, BOM") << QByteArray("\xEF\xBB\xBF" "a: 1\nb: 2\n") << QByteArray("rename")
                                           << QByteArray() << QByteArray("a")
                                           << QByteArray("\xEF\xBB\xBF" "a_new: 1\nb: 2\n");
    QTest::newRow("append, BOM") << QByteArray("\xEF\xBB\xBF" "- a\n") << QByteArray("append") << QByteArray()
                                 << QByteArray() << QByteArray("\xEF\xBB\xBF" "- a\n- new\n");
    QTest::newRow("remove middle") << QByteArray("a: 1\nb: 2 # c\nc: 3\n") << QByteArray("remove") << QByteArray()
                                   << QByteArray("b") << QByteArray("a: 1\nc: 3\n");
    QTest::newRow("remove nested block") << QByteArray("a:\n  b:\n    - 1\n    - 2\n  c: 3\n")
                                         << QByteArray("remove") << QByteArray("a") << QByteArray("b")
                                         << QByteArray("a:\n  c: 3\n");
    QTest::newRow("remove last, no trailing newline") << QByteArray("a: 1\nb: 2") << QByteArray("remove")
                                                      << QByteArray() << QByteArray("b") << QByteArray("a: 1\n");
    QTest::newRow("remove from flow map") << QByteArray("a: {x: 1, y: 2}\n") << QByteArray("remove")
                                          << QByteArray("a") << QByteArray("x") << QByteArray("a: {y: 2}\n");
    QTest::newRow("remove first of dash map") << QByteArray("s:\n  - a: 1\n    b: 2\n") << QByteArray("remove")
                                              << QByteArray("s[0]") << QByteArray("a")
                                              << QByteArray("s:\n  - b: 2\n");
    QTest::newRow("remove only entry") << QByteArray("a:\n  b: 1\nc: 2\n") << QByteArray("remove") << QByteArray("a")
                                       << QByteArray("b") << QByteArray("a:\n  {}\nc: 2\n");
    QTest::newRow("remove, CRLF") << QByteArray("a: 1\r\nb: 2\r\nc: 3\r\n") << QByteArray("remove") << QByteArray()
                                  << QByteArray("b") << QByteArray("a: 1\r\nc: 3\r\n");
    QTest::newRow("rename quoted key") << QByteArray("'a': 1\n") << QByteArray("rename") << QByteArray()
                                       << QByteArray("a") << QByteArray("'a_new': 1\n");
    QTest::newRow("rename plain key") << QByteArray("a: 1 # c\n") << QByteArray("rename") << QByteArray()
                                      << QByteArray("a") << QByteArray("a_new: 1 # c\n");
    QTest::newRow("append block") << QByteArray("s:\n  - a\n  - b\nt: 1\n") << QByteArray("append") << QByteArray("s")
                                  << QByteArray() << QByteArray("s:\n  - a\n  - b\n  - new\nt: 1\n");
    QTest::newRow("append flow") << QByteArray("s: [a, b]\n") << QByteArray("append") << QByteArray("s")
                                 << QByteArray() << QByteArray("s: [a, b, new]\n");
    QTest::newRow("append to empty flow") << QByteArray("s: []\n") << QByteArray("append") << QByteArray("s")
                                          << QByteArray() << QByteArray("s: [new]\n");
    QTest::newRow("append, no trailing newline") << QByteArray("s:\n- a") << QByteArray("append") << QByteArray("s")
                                                 << QByteArray() << QByteArray("s:\n- a\n- new");
    QTest::newRow("remove item") << QByteArray("s:\n  - a\n  - b # c\n  - c\n") << QByteArray("removeItem")
                                 << QByteArray("s") << QByteArray("1") << QByteArray("s:\n  - a\n  - c\n");
    QTest::newRow("remove map item") << QByteArray("s:\n  - a: 1\n    b: 2\n  - c\n") << QByteArray("removeItem")
                                     << QByteArray("s") << QByteArray("0") << QByteArray("s:\n  - c\n");
    QTest::newRow("remove flow item") << QByteArray("s: [a, b, c]\n") << QByteArray("removeItem") << QByteArray("s")
                                      << QByteArray("2") << QByteArray("s: [a, b]\n");
    QTest::newRow("remove only item") << QByteArray("s:\n  - a\nt: 1\n") << QByteArray("removeItem")
                                      << QByteArray("s") << QByteArray("0") << QByteArray("s:\n  []\nt: 1\n");
    // a block sequence may stand at its key's column; "[]" there would be a new key of the parent map
    QTest::newRow("remove only item, compact sequence")
        << QByteArray("d:\n  - pip:\n    - x\n") << QByteArray("removeItem") << QByteArray("d[0].pip")
        << QByteArray("0") << QByteArray("d:\n  - pip: []\n");
    QTest::newRow("remove only item, compact sequence at the root")
        << QByteArray("pip:\n- x\nnext: 1\n") << QByteArray("removeItem") << QByteArray("pip") << QByteArray("0")
        << QByteArray("pip: []\nnext: 1\n");
    QTest::newRow("remove only item, compact sequence with comments")
        << QByteArray("pip: # deps\n# first\n- x # c\nnext: 1\n") << QByteArray("removeItem") << QByteArray("pip")
        << QByteArray("0") << QByteArray("pip: [] # deps\n# first\nnext: 1\n");
    QTest::newRow("remove only item, compact sequence, CRLF")
        << QByteArray("pip:\r\n- x\r\nnext: 1\r\n") << QByteArray("removeItem") << QByteArray("pip") << QByteArray("0")
        << QByteArray("pip: []\r\nnext: 1\r\n");
    QTest::newRow("remove only map item, compact sequence")
        << QByteArray("d:\n- a: 1\n  b: 2\ne: 3\n") << QByteArray("removeItem") << QByteArray("d") << QByteArray("0")
        << QByteArray("d: []\ne: 3\n");
}

void TestYamlRoundTrip::structuralEdgeCases()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, op);
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, arg);
    QFETCH(QByteArray, expected);

    const std::string text(input.constData(), static_cast<std::size_t>(input.size()));
    y::Document doc;
    std::string why;
    QVERIFY2(parseOk(text, doc, &why), why.c_str());
    const y::Node* n = resolve(doc.root.get(), path.toStdString());
    QVERIFY(n);
    const y::Editor editor(doc);
    std::optional<y::TextEdit> e;
    if (op == "insert")
        e = editor.insertEntry(*n, arg.toStdString(), y::Value::str("new"));
    else if (op == "remove")
        e = editor.removeEntry(*n, arg.toStdString());
    else if (op == "rename")
        e = editor.renameKey(*n, arg.toStdString(), arg.toStdString() + "_new");
    else if (op == "append")
        e = editor.appendItem(*n, y::Value::str("new"));
    else if (op == "insertMap") {
        y::Value m = y::Value::mapping();
        m.set("k", y::Value::str("new")).set("l", y::Value::str("x\ny"));
        e = editor.insertEntry(*n, arg.toStdString(), m);
    }
    else if (op == "removeItem")
        e = editor.removeItem(*n, arg.toULong());
    QVERIFY(e);
    const std::string edited = y::Editor::apply(text, *e);
    QCOMPARE(qb(edited), expected);
    y::Document re;
    QVERIFY2(parseOk(edited, re, &why), why.c_str());
}

void TestYamlRoundTrip::deepNesting_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("line"); // where the error is expected (the first collection past the limit); 0: parses
    QTest::addColumn<int>("col"); // 0: any column (yaml-cpp reads an unclosed "[[" as keys of maps, so the levels
                                  // it counts are not one per bracket)

    const int limit = y::MaxNestingDepth;
    QCOMPARE(limit, 256);
    auto nestedBlockMaps = [](int levels) -> QByteArray {
        QByteArray block;
        for (int i = 0; i < levels; ++i)
            block += QByteArray(i, ' ') + "k:\n";
        return block;
    };
    auto mapChain = [](int levels) -> QByteArray {
        return QByteArray("a: ") + QByteArray("{a: ").repeated(levels) + QByteArray("1") + QByteArray(levels, '}');
    };
    // accepted up to the limit
    QTest::newRow("150 balanced [] (native)") << (QByteArray(150, '[') + "x" + QByteArray(150, ']')) << 0 << 0;
    QTest::newRow("230 balanced [] (yaml-cpp)") << (QByteArray(230, '[') + "x" + QByteArray(230, ']')) << 0 << 0;
    QTest::newRow("256 balanced []") << (QByteArray(limit, '[') + "x" + QByteArray(limit, ']')) << 0 << 0;
    QTest::newRow("256 nested block maps") << nestedBlockMaps(limit) << 0 << 0;
    QTest::newRow("255 {a: ...} under a key") << mapChain(limit - 1) << 0 << 0;
    // refused past it, at the first collection too many
    QTest::newRow("257 balanced []") << (QByteArray(limit + 1, '[') + QByteArray(limit + 1, ']')) << 1 << 257;
    QTest::newRow("257 nested block maps") << nestedBlockMaps(limit + 1) << 257 << 257;
    QTest::newRow("10k unclosed [") << QByteArray(10000, '[') << 1 << 0;
    QTest::newRow("10k balanced []") << (QByteArray(10000, '[') + QByteArray(10000, ']')) << 1 << 257;
    QTest::newRow("10k unclosed {") << QByteArray(10000, '{') << 1 << 0;
    QTest::newRow("10k balanced {a: ...}") << mapChain(10000) << 1 << 4 + 255 * 4;
    QTest::newRow("10k - - - -") << (QByteArray("- ").repeated(10000) + "x\n") << 1 << 1 + 256 * 2;
    QTest::newRow("2k nested block maps") << nestedBlockMaps(2000) << 257 << 257;
    QTest::newRow("40k unclosed [") << QByteArray(40000, '[') << 1 << 0;
    QTest::newRow("40k unclosed {") << QByteArray(40000, '{') << 1 << 0;
    QTest::newRow("40k balanced []") << (QByteArray(40000, '[') + QByteArray(40000, ']')) << 1 << 257;
    QTest::newRow("40k - - - -") << (QByteArray("- ").repeated(40000) + "x\n") << 1 << 1 + 256 * 2;
    QTest::newRow("40k [ on lines of their own")
        << (QByteArray("[\n").repeated(40000) + QByteArray("]\n").repeated(40000)) << 257 << 1;
    QTest::newRow("100k balanced []") << (QByteArray("a: ") + QByteArray(100000, '[') + QByteArray(100000, ']')) << 1
                                      << 4 + 255;
    QTest::newRow("100k balanced {a: ...}") << mapChain(100000) << 1 << 4 + 255 * 4;
    // a second document is only checked by yaml-cpp's own guard; its message is replaced by a clear one
    QTest::newRow("deep second document") << (QByteArray("a: 1\n---\n") + QByteArray(40000, '[')) << -1 << -1;
}

// Deep input must not crash (stack overflow): up to the limit it parses, beyond it fails with a positioned error.
void TestYamlRoundTrip::deepNesting()
{
    QFETCH(QByteArray, input);
    QFETCH(int, line);
    QFETCH(int, col);
    const std::string text(input.constData(), static_cast<std::size_t>(input.size()));
    y::Document doc;
    y::ParseError err;
    const bool ok = y::parse(text, doc, &err);
    if (line != 0) {
        QVERIFY2(!ok, "nesting past the limit was accepted");
        QVERIFY(!doc.root);
        QVERIFY2(q(err.message).contains(QLatin1String("nesting deeper than")), err.message.c_str());
        QVERIFY2(!q(err.message).contains(QLatin1String("bad file")), err.message.c_str());
        QVERIFY(err.pos.line >= 1 && err.pos.col >= 1);
        QVERIFY(err.pos.offset <= text.size());
        if (line > 0) {
            QVERIFY2(q(err.message).contains(QLatin1String("nesting deeper than 256 levels")), err.message.c_str());
            QCOMPARE(err.pos.line, line);
            if (col > 0)
                QCOMPARE(err.pos.col, col);
            const y::Pos at = y::positionOf(text, err.pos.offset);
            QCOMPARE(at.line, err.pos.line);
            QCOMPARE(at.col, err.pos.col);
        }
        return;
    }
    QVERIFY2(ok, (std::to_string(err.pos.line) + ":" + std::to_string(err.pos.col) + ": " + err.message).c_str());
    QVERIFY(doc.root);
    std::string why;
    QVERIFY2(enginesAgree(text, doc, &why), why.c_str());
    const QByteArray tag(QTest::currentDataTag());
    if (tag.contains("native"))
        QVERIFY(doc.engine == y::Engine::Native);
    if (tag.contains("yaml-cpp"))
        QVERIFY(doc.engine == y::Engine::YamlCpp);
    // whatever parsed can be converted and edited
    const y::Value v = y::toValue(*doc.root);
    QVERIFY(v.kind != y::Kind::Null);
    const y::Node* n = doc.root.get();
    while (n && !n->isScalar() && !n->isNull())
        n = n->isMap() ? (n->entries.empty() ? nullptr : n->entries.back().value.get())
                       : (n->items.empty() ? nullptr : n->items.back().get());
    QVERIFY(n);
    const y::Editor editor(doc);
    const std::string edited = y::Editor::apply(doc.text, editor.setScalar(*n, "x", y::ScalarType::String));
    y::Document re;
    QVERIFY2(parseOk(edited, re, &why), (why + "\n" + edited.substr(0, 600)).c_str());
}

// Edits inside flow collections: keys and values that a plain scalar cannot hold there are quoted.
void TestYamlRoundTrip::flowContextEdits()
{
    const std::string text = "m: {a: 1, b: two}\ns: [x, y]\n";
    y::Document doc;
    std::string why;
    QVERIFY2(parseOk(text, doc, &why), why.c_str());
    const y::Editor editor(doc);
    const y::Node& m = *doc.root->get("m");
    const y::Node& seq = *doc.root->get("s");
    struct Case
    {
        std::optional<y::TextEdit> edit;
        std::string expected;
    };
    y::Value nested = y::Value::mapping();
    nested.set("k,1", y::Value::str("v]"));
    const std::vector<Case> cases = {
        {editor.renameKey(m, "a", "a, b"), "m: {\"a, b\": 1, b: two}\ns: [x, y]\n"},
        {editor.renameKey(m, "a", "[a]"), "m: {\"[a]\": 1, b: two}\ns: [x, y]\n"},
        {editor.insertEntry(m, "c}", y::Value::str("1")), "m: {a: 1, b: two, \"c}\": \"1\"}\ns: [x, y]\n"},
        {editor.insertEntry(m, "nested", nested), "m: {a: 1, b: two, nested: {\"k,1\": \"v]\"}}\ns: [x, y]\n"},
        {editor.replaceValue(m, "b", y::Value::raw("p, q")), "m: {a: 1, b: \"p, q\"}\ns: [x, y]\n"},
        {editor.appendItem(seq, y::Value::raw("z]")), "m: {a: 1, b: two}\ns: [x, y, \"z]\"]\n"},
        {editor.appendItem(seq, y::Value::str("# not a comment")), "m: {a: 1, b: two}\ns: [x, y, \"# not a comment\"]\n"},
        {editor.setScalar(*seq.items[0], "a: b", y::ScalarType::Raw), "m: {a: 1, b: two}\ns: [\"a: b\", y]\n"},
    };
    for (const Case& c : cases) {
        QVERIFY(c.edit);
        const std::string edited = y::Editor::apply(text, *c.edit);
        QCOMPARE(qb(edited), qb(c.expected));
        y::Document re;
        QVERIFY2(parseOk(edited, re, &why), (why + "\n" + edited).c_str());
    }
}

void TestYamlRoundTrip::emptyAndMultipleDocuments()
{
    y::Document doc;
    QVERIFY(y::parse("a: 1\n---\nb: 2\n", doc, nullptr));
    QVERIFY(doc.root && doc.root->get("a"));
    QVERIFY(!doc.root->get("b"));
    QCOMPARE(doc.warnings.size(), std::size_t(1));

    QVERIFY(y::parse("", doc, nullptr));
    QVERIFY(!doc.root);
    QVERIFY(y::parse("# only a comment\n", doc, nullptr));
    QVERIFY(!doc.root || doc.root->isNull());
}

void TestYamlRoundTrip::duplicateKeysWarn()
{
    y::Document doc;
    QVERIFY(y::parse("a: 1\nb: 2\na: 3\n", doc, nullptr));
    QCOMPARE(doc.warnings.size(), std::size_t(1));
    QCOMPARE(doc.warnings.front().pos.line, 3);
    QCOMPARE(doc.warnings.front().pos.col, 1);
    QCOMPARE(doc.root->get("a")->value, std::string("1"));
}

QTEST_GUILESS_MAIN(TestYamlRoundTrip)
#include "tst_yamlroundtrip.moc"
