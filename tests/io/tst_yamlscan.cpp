// SPDX-License-Identifier: MIT
// Line and column of byte offsets (TextPositions): the same answers as a scan from the start of the text, asked in
// reading order (as the parser asks), backwards and at random; in ASCII, in UTF-8 with a byte order mark, with
// CRLF and without a final line break.
#include "yamlscan.h"
#include "yamltree.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

namespace y = pw::yaml;

class TestYamlScan : public QObject
{
    Q_OBJECT

    static void compareAll(const std::string& text, const std::vector<std::size_t>& order)
    {
        const y::TextPositions positions(text);
        for (std::size_t offset : order) {
            const y::Pos got = positions.at(offset);
            const y::Pos want = y::positionOf(text, offset);
            QVERIFY2(got.line == want.line && got.col == want.col && got.offset == want.offset,
                     qPrintable(QStringLiteral("offset %1: %2:%3, expected %4:%5")
                                    .arg(offset)
                                    .arg(got.line)
                                    .arg(got.col)
                                    .arg(want.line)
                                    .arg(want.col)));
        }
    }

private Q_SLOTS:
    void quotedOverSeveralLines_data()
    {
        // the values PyYAML (Debian's python3-yaml, the loader azure-ai-ml uses) reads from these documents
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("only empty lines") << QByteArray("a: '\n\n\n  '\n") << QByteArray("\n\n");
        QTest::newRow("an empty line between") << QByteArray("b: 'x\n\n  y'\n") << QByteArray("x\ny");
        QTest::newRow("double, folded and kept") << QByteArray("c: \"a\n  b\n\n\n  c\"\n") << QByteArray("a b\n\nc");
        QTest::newRow("escaped line break") << QByteArray("d: \"one \\\n  two\"\n") << QByteArray("one two");
        QTest::newRow("blanks around a break") << QByteArray("e: \"tab\\t end  \n  x\"\n") << QByteArray("tab\t end x");
        QTest::newRow("single quote escaped") << QByteArray("f: 'it''s\n  here'\n") << QByteArray("it's here");
        QTest::newRow("unicode escapes") << QByteArray("g: \"\\u00e9\n  \\x41\"\n") << QByteArray("\xc3\xa9 A");
        QTest::newRow("escaped blank kept") << QByteArray("h: \"trail\\ \n  x\"\n") << QByteArray("trail  x");
        QTest::newRow("opening break") << QByteArray("i: '\n  y'\n") << QByteArray(" y");
        QTest::newRow("closing empty lines") << QByteArray("j: \"x\n\n\n\"\n") << QByteArray("x\n\n");
    }

    void quotedOverSeveralLines()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, value);
        pw::yaml::Document doc;
        pw::yaml::ParseError error;
        QVERIFY2(pw::yaml::parse(text.toStdString(), doc, &error), error.message.c_str());
        QVERIFY(doc.root && doc.root->isMap() && doc.root->entries.size() == 1);
        QCOMPARE(QByteArray::fromStdString(doc.root->entries.front().value->value), value);
        // and the document still saves as it was read (the span covers both quotes)
        const auto& v = *doc.root->entries.front().value;
        QCOMPARE(QByteArray::fromStdString(doc.text.substr(v.begin, v.end - v.begin)), text.mid(3, text.size() - 4));
    }

    void positions_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("ascii") << QByteArray("type: pipeline\njobs:\n  a:\n    command: echo hi\n\n  b: {x: 1}\n");
        QTest::newRow("utf-8 with a byte order mark")
            << QByteArray("\xEF\xBB\xBF" "name: caf\xC3\xA9\n# \xE4\xB8\xAD\xE6\x96\x87 comment\nkey: \xF0\x9F\x98\x80 end");
        QTest::newRow("crlf") << QByteArray("a: 1\r\nb:\r\n  - x\r\n  - y\r\n");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("one line, no break") << QByteArray("just: text");
        QByteArray many;
        for (int i = 0; i < 300; ++i)
            many += "  step_" + QByteArray::number(i) + ":\n    command: python run.py --n " + QByteArray::number(i) + "\n";
        QTest::newRow("many lines") << many;
    }

    void positions()
    {
        QFETCH(QByteArray, text);
        const std::string s(text.constData(), std::size_t(text.size()));
        std::vector<std::size_t> order(s.size() + 3); // past the end too
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        compareAll(s, order); // reading order
        std::reverse(order.begin(), order.end());
        compareAll(s, order);
        std::mt19937 random(7);
        std::shuffle(order.begin(), order.end(), random);
        compareAll(s, order);
    }
};

QTEST_GUILESS_MAIN(TestYamlScan)
#include "tst_yamlscan.moc"
