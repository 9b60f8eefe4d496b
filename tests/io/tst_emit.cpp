// SPDX-License-Identifier: MIT
// Writing new YAML: scalar quoting and block emission read back as what was meant.
#include "yamltree.h"

#include <QTest>

#include <string>

namespace y = pw::yaml;

Q_DECLARE_METATYPE(y::Value)

namespace {

QByteArray qb(const std::string& s)
{
    return QByteArray(s.data(), static_cast<qsizetype>(s.size()));
}

/// Compare what was written with what was read back. Strings must come back as the same text; typed scalars
/// (int, float, bool) come back as their plain text; null comes back as a null node.
bool matches(const y::Value& want, const y::Node& got, std::string* why, const std::string& at = "<root>")
{
    auto fail = [&](const std::string& m) {
        *why = at + ": " + m;
        return false;
    };
    switch (want.kind) {
    case y::Kind::Null:
        return got.isNull() ? true : fail("expected null");
    case y::Kind::Alias:
    case y::Kind::Scalar:
        if (!got.isScalar())
            return fail("expected a scalar");
        if (got.value != want.scalar)
            return fail("'" + got.value + "' != '" + want.scalar + "'");
        if (want.type == y::ScalarType::String && got.tag == "?" && got.value != "" && !y::plainSafe(got.value))
            return fail("a string was written plain although it is not plain-safe");
        return true;
    case y::Kind::Map:
        if (!got.isMap())
            return fail("expected a map");
        if (got.entries.size() != want.map.size())
            return fail("entry count " + std::to_string(got.entries.size()));
        for (std::size_t i = 0; i < want.map.size(); ++i) {
            if (got.entries[i].key->value != want.map[i].first)
                return fail("key '" + got.entries[i].key->value + "' != '" + want.map[i].first + "'");
            if (!matches(want.map[i].second, *got.entries[i].value, why, at + "." + want.map[i].first))
                return false;
        }
        return true;
    case y::Kind::Seq:
        if (!got.isSeq())
            return fail("expected a sequence");
        if (got.items.size() != want.seq.size())
            return fail("item count " + std::to_string(got.items.size()));
        for (std::size_t i = 0; i < want.seq.size(); ++i)
            if (!matches(want.seq[i], *got.items[i], why, at + "[" + std::to_string(i) + "]"))
                return false;
        return true;
    }
    return false;
}

} // namespace

class TestEmit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void syntaxErrorColumnsCountCharacters();
    void renderScalar_data();
    void renderScalar();
    void renderScalarReadsBack_data() { renderScalar_data(); }
    void renderScalarReadsBack();
    void typedScalars();
    void preferredStyle();
    void plainSafe_data();
    void plainSafe();
    void emitRoundTrip_data();
    void emitRoundTrip();
    void emitLayout();
    void toValueRoundTrip();
    void insertedEntryKeepsTheBlankLinesBetweenEntries();
};

void TestEmit::renderScalar_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");

    // look like something else: quoted
    for (const char* s : {"true", "false", "True", "FALSE", "yes", "No", "on", "OFF", "y", "n", "null", "Null",
                          "NULL", "~"})
        QTest::newRow(s) << QByteArray(s) << (QByteArray("\"") + s + "\"");
    for (const char* s : {"0", "42", "-7", "+3", "3.14", ".5", "1e10", "-2.5E-3", "0x1F", "0o17", "017", ".inf",
                          "-.Inf", ".nan", "1_000"})
        QTest::newRow(s) << QByteArray(s) << (QByteArray("\"") + s + "\"");
    QTest::newRow("empty") << QByteArray() << QByteArray("\"\"");
    // stay plain
    QTest::newRow("word") << QByteArray("train") << QByteArray("train");
    QTest::newRow("expression") << QByteArray("${{parent.inputs.x}}") << QByteArray("${{parent.inputs.x}}");
    QTest::newRow("step output expression") << QByteArray("${{parent.jobs.prep.outputs.out}}")
                                            << QByteArray("${{parent.jobs.prep.outputs.out}}");
    QTest::newRow("azureml ref") << QByteArray("azureml:cpu-cluster") << QByteArray("azureml:cpu-cluster");
    QTest::newRow("registry ref") << QByteArray("azureml://registries/azureml/components/x/versions/1")
                                  << QByteArray("azureml://registries/azureml/components/x/versions/1");
    QTest::newRow("relative path") << QByteArray("../components/train.yml") << QByteArray("../components/train.yml");
    QTest::newRow("command with spaces") << QByteArray("python train.py --lr 0.1")
                                         << QByteArray("python train.py --lr 0.1");
    QTest::newRow("version-like") << QByteArray("1.2.3") << QByteArray("1.2.3");
    QTest::newRow("hash without space") << QByteArray("a#b") << QByteArray("a#b");
    QTest::newRow("colon without space") << QByteArray("a:b") << QByteArray("a:b");
    QTest::newRow("dash inside") << QByteArray("cpu-cluster") << QByteArray("cpu-cluster");
    // flow indicators inside a word are fine in block context (the editor quotes them inside flow collections)
    QTest::newRow("comma inside") << QByteArray("a,b") << QByteArray("a,b");
    QTest::newRow("bracket at the end") << QByteArray("x]") << QByteArray("x]");
    QTest::newRow("braces inside") << QByteArray("p{q}") << QByteArray("p{q}");
    QTest::newRow("index") << QByteArray("a[0]") << QByteArray("a[0]");
    QTest::newRow("non-ASCII") << QByteArray("gr\xc3\xbc\xc3\x9f\x65") << QByteArray("gr\xc3\xbc\xc3\x9f\x65");
    // structure-like text: quoted
    QTest::newRow("colon space") << QByteArray("a: b") << QByteArray("\"a: b\"");
    QTest::newRow("space hash") << QByteArray("a #b") << QByteArray("\"a #b\"");
    QTest::newRow("trailing colon") << QByteArray("key:") << QByteArray("\"key:\"");
    QTest::newRow("leading dash space") << QByteArray("- x") << QByteArray("\"- x\"");
    QTest::newRow("single dash") << QByteArray("-") << QByteArray("\"-\"");
    QTest::newRow("leading question") << QByteArray("? x") << QByteArray("\"? x\"");
    QTest::newRow("leading [") << QByteArray("[a]") << QByteArray("\"[a]\"");
    QTest::newRow("leading {") << QByteArray("{a}") << QByteArray("\"{a}\"");
    QTest::newRow("leading *") << QByteArray("*a") << QByteArray("\"*a\"");
    QTest::newRow("leading &") << QByteArray("&a") << QByteArray("\"&a\"");
    QTest::newRow("leading !") << QByteArray("!a") << QByteArray("\"!a\"");
    QTest::newRow("leading |") << QByteArray("|a") << QByteArray("\"|a\"");
    QTest::newRow("leading >") << QByteArray(">a") << QByteArray("\">a\"");
    QTest::newRow("leading %") << QByteArray("%a") << QByteArray("\"%a\"");
    QTest::newRow("leading @") << QByteArray("@a") << QByteArray("\"@a\"");
    QTest::newRow("leading backquote") << QByteArray("`a") << QByteArray("\"`a\"");
    QTest::newRow("leading quote") << QByteArray("'a") << QByteArray("\"'a\"");
    QTest::newRow("leading double quote") << QByteArray("\"a") << QByteArray("\"\\\"a\"");
    QTest::newRow("leading #") << QByteArray("#a") << QByteArray("\"#a\"");
    QTest::newRow("leading space") << QByteArray(" a") << QByteArray("\" a\"");
    QTest::newRow("trailing space") << QByteArray("a ") << QByteArray("\"a \"");
    QTest::newRow("document marker") << QByteArray("---") << QByteArray("\"---\"");
    QTest::newRow("document end") << QByteArray("...") << QByteArray("\"...\"");
    QTest::newRow("tab") << QByteArray("a\tb") << QByteArray("\"a\\tb\"");
    QTest::newRow("backslash") << QByteArray("\\") << QByteArray("\\");
    QTest::newRow("newline") << QByteArray("a\nb") << QByteArray("\"a\\nb\"");
    QTest::newRow("control char") << QByteArray("a\x01" "b") << QByteArray("\"a\\x01b\"");
}

void TestEmit::renderScalar()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    QCOMPARE(qb(y::renderScalar(input.toStdString(), y::ScalarType::String)), expected);
}

// Whatever renderScalar writes, `key: <text>` reads back as exactly that string.
void TestEmit::renderScalarReadsBack()
{
    QFETCH(QByteArray, input);
    const std::string s = input.toStdString();
    const std::string text = "key: " + y::renderScalar(s, y::ScalarType::String) + "\nnext: 1\n";
    y::Document doc;
    y::ParseError err;
    QVERIFY2(y::parse(text, doc, &err), (text + " -> " + err.message).c_str());
    const y::Node* n = doc.root->get("key");
    QVERIFY(n);
    QVERIFY2(n->isScalar(), text.c_str());
    QCOMPARE(qb(n->value), input);
    QVERIFY(doc.root->get("next"));
    // as a block sequence item
    y::Value seq = y::Value::sequence();
    seq.append(y::Value::str(s));
    seq.append(y::Value::str("after"));
    const std::string block = "k:\n  " + y::emitBlock(seq, 2) + "\n";
    QVERIFY2(y::parse(block, doc, &err), (block + " -> " + err.message).c_str());
    const y::Node* k = doc.root->get("k");
    QVERIFY(k && k->isSeq() && k->items.size() == 2);
    QCOMPARE(qb(k->items[0]->value), input);
    // inside flow collections (written by the editor)
    y::Document flow;
    QVERIFY(y::parse("k: [a]\nm: {a: 1}\n", flow, nullptr));
    const y::Editor editor(flow);
    std::string edited = y::Editor::apply(flow.text, editor.appendItem(*flow.root->get("k"), y::Value::str(s)));
    QVERIFY2(y::parse(edited, doc, &err), (edited + " -> " + err.message).c_str());
    QCOMPARE(qb(doc.root->get("k")->items.at(1)->value), input);
    edited = y::Editor::apply(flow.text, *editor.insertEntry(*flow.root->get("m"), "b", y::Value::str(s)));
    QVERIFY2(y::parse(edited, doc, &err), (edited + " -> " + err.message).c_str());
    QCOMPARE(qb(doc.root->get("m")->get("b")->value), input);
    edited = y::Editor::apply(flow.text, *editor.insertEntry(*flow.root->get("m"), s.empty() ? "x" : s, y::Value::integer(1)));
    QVERIFY2(y::parse(edited, doc, &err), (edited + " -> " + err.message).c_str());
    QVERIFY2(doc.root->get("m")->get(s.empty() ? "x" : s), edited.c_str());
}

void TestEmit::typedScalars()
{
    QCOMPARE(y::renderScalar("true", y::ScalarType::Bool), std::string("true"));
    QCOMPARE(y::renderScalar("42", y::ScalarType::Int), std::string("42"));
    QCOMPARE(y::renderScalar("0.5", y::ScalarType::Float), std::string("0.5"));
    QCOMPARE(y::renderScalar("anything", y::ScalarType::Null), std::string("null"));
    QCOMPARE(y::renderScalar("${{parent.inputs.x}}", y::ScalarType::Raw), std::string("${{parent.inputs.x}}"));
    QCOMPARE(y::Value::integer(-12).scalar, std::string("-12"));
    QCOMPARE(y::Value::number(0.25).scalar, std::string("0.25"));
    QCOMPARE(y::Value::number(3).scalar, std::string("3.0"));
    QCOMPARE(y::Value::boolean(false).scalar, std::string("false"));

    // typed scalars are written unquoted and read back as their YAML types
    y::Value m = y::Value::mapping();
    m.set("i", y::Value::integer(7)).set("f", y::Value::number(1e-5)).set("b", y::Value::boolean(true));
    m.set("s", y::Value::str("7")).set("nothing", y::Value::null());
    m.set("y", y::Value::str("a key that YAML 1.1 reads as a boolean is quoted"));
    const std::string text = y::emitBlock(m, 0) + "\n";
    QCOMPARE(qb(text), QByteArray("i: 7\nf: 1e-05\nb: true\ns: \"7\"\nnothing:\n"
                                  "\"y\": a key that YAML 1.1 reads as a boolean is quoted\n"));
}

void TestEmit::preferredStyle()
{
    QCOMPARE(y::renderScalar("abc", y::ScalarType::String, y::Style::DoubleQuoted), std::string("\"abc\""));
    QCOMPARE(y::renderScalar("it's", y::ScalarType::String, y::Style::SingleQuoted), std::string("'it''s'"));
    // a single-quoted style cannot hold a newline escape: falls back to a form that can
    const std::string r = y::renderScalar("a\nb", y::ScalarType::String, y::Style::SingleQuoted);
    QVERIFY(r.front() != '\'');
    QCOMPARE(y::renderScalar("abc", y::ScalarType::String, y::Style::Plain), std::string("abc"));
}

void TestEmit::plainSafe_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("safe");
    QTest::newRow("word") << QByteArray("abc") << true;
    QTest::newRow("expression") << QByteArray("${{parent.jobs.a.outputs.b}}") << true;
    QTest::newRow("url") << QByteArray("https://example.org/a?b=c") << true;
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("colon space") << QByteArray("a: b") << false;
    QTest::newRow("space hash") << QByteArray("a #b") << false;
    QTest::newRow("leading space") << QByteArray(" a") << false;
    QTest::newRow("flow indicator first") << QByteArray("[x") << false;
    QTest::newRow("newline") << QByteArray("a\nb") << false;
    QTest::newRow("trailing colon") << QByteArray("a:") << false;
}

void TestEmit::plainSafe()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, safe);
    QCOMPARE(y::plainSafe(input.toStdString()), safe);
}

void TestEmit::emitRoundTrip_data()
{
    QTest::addColumn<y::Value>("value");

    y::Value step = y::Value::mapping();
    step.set("type", y::Value::str("command"));
    step.set("component", y::Value::str("../components/train.yml"));
    y::Value inputs = y::Value::mapping();
    inputs.set("data", y::Value::str("${{parent.jobs.prep.outputs.out}}"));
    inputs.set("lr", y::Value::number(0.01));
    inputs.set("epochs", y::Value::integer(10));
    inputs.set("flag", y::Value::boolean(true));
    inputs.set("label", y::Value::str("true"));
    inputs.set("version", y::Value::str("1.0"));
    step.set("inputs", inputs);
    y::Value outputs = y::Value::mapping();
    y::Value out = y::Value::mapping();
    out.set("type", y::Value::str("uri_folder"));
    out.set("mode", y::Value::str("rw_mount"));
    outputs.set("model", out);
    outputs.set("empty", y::Value::null());
    step.set("outputs", outputs);
    step.set("command", y::Value::str("python train.py \\\n  --data ${{inputs.data}}\n  --lr ${{inputs.lr}}\n"));
    step.set("description", y::Value::str("no trailing newline\nsecond line"));
    step.set("indented", y::Value::str("  starts with spaces\nnext\n"));
    y::Value tags = y::Value::sequence();
    tags.append(y::Value::str("a: b")).append(y::Value::str("#hash")).append(y::Value::str("")).append(y::Value::null());
    tags.append(y::Value::mapping()).append(y::Value::sequence());
    step.set("tags", tags);
    y::Value nested = y::Value::sequence();
    y::Value inner = y::Value::sequence();
    inner.append(y::Value::integer(1)).append(y::Value::integer(2));
    nested.append(inner);
    y::Value item = y::Value::mapping();
    item.set("name", y::Value::str("x")).set("values", inner);
    nested.append(item);
    step.set("nested", nested);
    step.set("weird key: with colon", y::Value::str("v"));
    step.set("yes", y::Value::str("key that looks like a bool"));
    step.set("empty map", y::Value::mapping());
    step.set("empty seq", y::Value::sequence());

    QTest::newRow("step") << step;
    y::Value keep = y::Value::mapping();
    keep.set("keep", y::Value::str("two trailing\n\n"));
    keep.set("three", y::Value::str("a\nb\n\n\n"));
    keep.set("only breaks", y::Value::str("\n\n"));
    keep.set("one break", y::Value::str("\n"));
    keep.set("next", y::Value::integer(1));
    QTest::newRow("keep chomping") << keep;
    y::Value root = y::Value::mapping();
    y::Value jobs = y::Value::mapping();
    jobs.set("train", step);
    root.set("$schema", y::Value::str("https://azuremlschemas.azureedge.net/latest/pipelineJob.schema.json"));
    root.set("type", y::Value::str("pipeline"));
    root.set("jobs", jobs);
    QTest::newRow("pipeline") << root;
    QTest::newRow("sequence at root") << nested;
    QTest::newRow("scalar at root") << y::Value::str("just text");
    QTest::newRow("multi-line scalar at root") << y::Value::str("one\ntwo\n");
}

void TestEmit::emitRoundTrip()
{
    QFETCH(y::Value, value);
    for (int indent : {0, 4}) {
        const std::string text = std::string(static_cast<std::size_t>(indent), ' ') + y::emitBlock(value, indent) + "\n";
        const std::string doc_text = indent == 0 ? text : "wrapper:\n" + text;
        y::Document doc;
        y::ParseError err;
        QVERIFY2(y::parse(doc_text, doc, &err),
                 (doc_text + "\n-> " + std::to_string(err.pos.line) + ":" + std::to_string(err.pos.col) + " "
                  + err.message)
                     .c_str());
        const y::Node* n = indent == 0 ? doc.root.get() : doc.root->get("wrapper");
        QVERIFY(n);
        std::string why;
        QVERIFY2(matches(value, *n, &why), (why + "\n" + doc_text).c_str());

        // and back: the parsed tree converts to a value that emits the same text
        const y::Value back = y::toValue(*n);
        const std::string again = std::string(static_cast<std::size_t>(indent), ' ') + y::emitBlock(back, indent) + "\n";
        y::Document doc2;
        QVERIFY2(y::parse(indent == 0 ? again : "wrapper:\n" + again, doc2, &err), again.c_str());
        const y::Node* n2 = indent == 0 ? doc2.root.get() : doc2.root->get("wrapper");
        QVERIFY(n2);
        QVERIFY2(matches(y::toValue(*n), *n2, &why), (why + "\n" + again).c_str());
    }
}

void TestEmit::emitLayout()
{
    y::Value m = y::Value::mapping();
    y::Value inner = y::Value::mapping();
    inner.set("type", y::Value::str("uri_folder"));
    m.set("out", inner);
    y::Value s = y::Value::sequence();
    s.append(y::Value::str("a")).append(inner);
    m.set("list", s);
    m.set("cmd", y::Value::str("echo 1\necho 2\n"));
    QCOMPARE(qb(y::emitBlock(m, 2)), QByteArray("out:\n    type: uri_folder\n  list:\n    - a\n    - type: uri_folder\n"
                                           "  cmd: |\n    echo 1\n    echo 2"));
    QCOMPARE(qb(y::emitBlock(y::Value::str("x\ny"), 0)), QByteArray("|-\n  x\n  y"));
}

void TestEmit::toValueRoundTrip()
{
    const std::string text = "a: 1\nb: \"true\"\nc: [x, 'y z']\nd:\n  e: null\n  f: |\n    text\n";
    y::Document doc;
    QVERIFY(y::parse(text, doc, nullptr));
    const y::Value v = y::toValue(*doc.root);
    const std::string out = y::emitBlock(v, 0) + "\n";
    y::Document again;
    QVERIFY2(y::parse(out, again, nullptr), out.c_str());
    QCOMPARE(again.root->get("a")->value, std::string("1"));
    QCOMPARE(again.root->get("b")->value, std::string("true"));
    QVERIFY2(again.root->get("b")->tag == "!", "a quoted \"true\" must stay a string");
    QCOMPARE(again.root->get("c")->items.size(), std::size_t(2));
    QCOMPARE(again.root->get("c")->items[1]->value, std::string("y z"));
    QVERIFY(again.root->get("d")->get("e")->isNull());
    QCOMPARE(again.root->get("d")->get("f")->value, std::string("text\n"));
}

// A syntax error that yaml-cpp finds after characters of several bytes is placed in characters, as every other
// place the product names (found by fuzz_pipeline: tests/fuzz/pipeline/regressions/yamlcpp-byte-column).
void TestEmit::syntaxErrorColumnsCountCharacters()
{
    const std::string text = "jobs:\n  a:\n    display_name: \xe6\x95\xb0\xe6\x8d\xae job:\n    type: command\n";
    y::Document doc;
    y::ParseError err;
    QVERIFY(!y::parse(text, doc, &err));
    QCOMPARE(err.pos.line, 3);
    // "    display_name: 数据 job:" — the ':' after job is character 25 (byte 29)
    QCOMPARE(err.pos.col, 25);
}

// A new entry of a mapping whose entries are separated by blank lines (steps under jobs:) is separated the same way;
// one whose entries follow each other directly is not.
void TestEmit::insertedEntryKeepsTheBlankLinesBetweenEntries()
{
    auto add = [](const std::string& text, const char* mapKey) {
        y::Document doc;
        if (!y::parse(text, doc, nullptr))
            return std::string("(does not parse)");
        const y::Editor editor(doc);
        y::Value step = y::Value::mapping();
        step.set("command", y::Value::str("echo c"));
        return y::Editor::apply(text, *editor.insertEntry(*doc.root->get(mapKey), "c", step));
    };
    QCOMPARE(add("jobs:\n  a:\n    command: echo a\n\n  b:\n    command: echo b\nx: 1\n", "jobs"),
             std::string("jobs:\n  a:\n    command: echo a\n\n  b:\n    command: echo b\n\n  c:\n    command: echo c\nx: 1\n"));
    // a comment line between entries is not a blank line
    QCOMPARE(add("jobs:\n  a:\n    command: echo a\n  # next\n  b:\n    command: echo b\n", "jobs"),
             std::string("jobs:\n  a:\n    command: echo a\n  # next\n  b:\n    command: echo b\n  c:\n    command: echo c\n"));
    // one entry alone says nothing about the file's habit
    QCOMPARE(add("jobs:\n  a:\n    command: echo a\n", "jobs"),
             std::string("jobs:\n  a:\n    command: echo a\n  c:\n    command: echo c\n"));
    // CRLF files get CRLF blank lines
    QCOMPARE(add("jobs:\r\n  a: 1\r\n\r\n  b: 2\r\n", "jobs"), std::string("jobs:\r\n  a: 1\r\n\r\n  b: 2\r\n\r\n  c:\r\n    command: echo c\r\n"));
}

QTEST_GUILESS_MAIN(TestEmit)
#include "tst_emit.moc"
