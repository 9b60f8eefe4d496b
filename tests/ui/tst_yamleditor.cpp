// SPDX-License-Identifier: MIT
#include "yamleditor.h"
#include "yamlhighlighter.h"

#include <QAction>
#include <QApplication>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>

using namespace pw;
using Token = YamlHighlighter::Token;

Q_DECLARE_METATYPE(YamlHighlighter::Token)

namespace {

Diagnostic diag(Severity s, int line, int col, const QString& message)
{
    Diagnostic d;
    d.severity = s;
    d.line = line;
    d.col = col;
    d.message = message;
    d.ruleId = QStringLiteral("test-rule");
    return d;
}

} // namespace

class TestYamlEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void highlighting_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line"); // 0-based
        QTest::addColumn<QString>("at"); // the token starts with this text on that line
        QTest::addColumn<Token>("token");

        const QString doc = QStringLiteral(
            "$schema: https://azuremlschemas.azureedge.net/latest/pipelineJob.schema.json # trailing\n" // 0
            "type: pipeline\n" // 1
            "inputs:\n" // 2
            "  epochs: 20\n" // 3
            "  rate: 1.5e-3\n" // 4
            "  flag: true\n" // 5
            "  name: 'time-based'\n" // 6
            "  other: \"quoted ${{inputs.x}} text\"\n" // 7
            "jobs:\n" // 8
            "  train:\n" // 9
            "    command: >-\n" // 10
            "      python train.py --epochs ${{inputs.epochs}}\n" // 11
            "      $[[--rate ${{inputs.rate}}]]\n" // 12
            "    inputs:\n" // 13
            "      data: ${{parent.inputs.data}}\n" // 14
            "      cfg: &base !!str value\n" // 15
            "      copy: *base\n" // 16
            "    flow: {type: uri_folder, path: ./data}\n" // 17
            "    list:\n" // 18
            "      - item: null\n" // 19
            "# a comment line\n" // 20
            "---\n"); // 21
        auto row = [&](const char* name, int line, const char* at, Token t) {
            QTest::newRow(name) << doc << line << QString::fromUtf8(at) << t;
        };
        row("key", 1, "type", Token::Key);
        row("nested key", 3, "epochs", Token::Key);
        row("integer", 3, "20", Token::Number);
        row("float", 4, "1.5e-3", Token::Number);
        row("boolean", 5, "true", Token::Keyword);
        row("single quoted", 6, "'time-based'", Token::String);
        row("double quoted", 7, "\"quoted", Token::String);
        row("binding in string", 7, "${{inputs.x}}", Token::Binding);
        row("comment after value", 0, "# trailing", Token::Comment);
        row("block indicator", 10, ">-", Token::Indicator);
        row("block text", 11, "python", Token::BlockText);
        row("binding in block", 11, "${{inputs.epochs}}", Token::Binding);
        row("optional block", 12, "$[[--rate", Token::OptionalBlock);
        row("binding in optional block", 12, "${{inputs.rate}}", Token::Binding);
        row("key after block", 13, "inputs", Token::Key);
        row("binding value", 14, "${{parent", Token::Binding);
        row("anchor", 15, "&base", Token::Anchor);
        row("tag", 15, "!!str", Token::Tag);
        row("alias", 16, "*base", Token::Anchor);
        row("flow key", 17, "path", Token::Key);
        row("flow punctuation", 17, "{", Token::Punctuation);
        row("sequence dash", 19, "- item", Token::Punctuation);
        row("key in sequence", 19, "item", Token::Key);
        row("null", 19, "null", Token::Keyword);
        row("comment line", 20, "# a comment", Token::Comment);
        row("document marker", 21, "---", Token::DocumentMarker);
    }

    void highlighting()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, at);
        QFETCH(Token, token);
        YamlEditor editor;
        editor.setPlainText(text);
        const QTextBlock block = editor.document()->findBlockByNumber(line);
        const int column = int(block.text().indexOf(at));
        QVERIFY2(column >= 0, qPrintable(at));
        QCOMPARE(int(editor.highlighter()->tokenAt(block, column)), int(token));
    }

    void plainValueHasNoSpecialColour()
    {
        YamlEditor editor;
        editor.setPlainText(QStringLiteral("type: pipeline\n"));
        const QTextBlock block = editor.document()->firstBlock();
        QCOMPARE(int(editor.highlighter()->tokenAt(block, 7)), int(Token::Count));
    }

    void coloursFollowThePalette()
    {
        YamlEditor editor;
        QPalette light = editor.palette();
        light.setColor(QPalette::Base, Qt::white);
        light.setColor(QPalette::Text, Qt::black);
        editor.setPalette(light);
        QVERIFY(!editor.highlighter()->isDarkTheme());
        const QColor lightKey = editor.highlighter()->tokenFormat(Token::Key).foreground().color();
        QPalette dark = light;
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xdd, 0xdd, 0xdd));
        editor.setPalette(dark);
        QVERIFY(editor.highlighter()->isDarkTheme());
        const QColor darkKey = editor.highlighter()->tokenFormat(Token::Key).foreground().color();
        QVERIFY(darkKey.lightness() > lightKey.lightness());
        QVERIFY(darkKey.lightness() > 128);
        QVERIFY(lightKey.lightness() < 128);
    }

    void tabInsertsTwoSpaces()
    {
        YamlEditor editor;
        editor.setPlainText(QStringLiteral("a:\nb"));
        QTextCursor c(editor.document()->findBlockByNumber(1));
        editor.setTextCursor(c);
        QTest::keyClick(&editor, Qt::Key_Tab);
        QCOMPARE(editor.toPlainText(), QStringLiteral("a:\n  b"));
        QTest::keyClick(&editor, Qt::Key_Backtab);
        QCOMPARE(editor.toPlainText(), QStringLiteral("a:\nb"));
        // a selection over several lines is indented as a block
        editor.selectAll();
        QTest::keyClick(&editor, Qt::Key_Tab);
        QCOMPARE(editor.toPlainText(), QStringLiteral("  a:\n  b"));
    }

    void enterKeepsIndentation()
    {
        YamlEditor editor;
        editor.setPlainText(QStringLiteral("jobs:"));
        editor.moveCursor(QTextCursor::End);
        QTest::keyClick(&editor, Qt::Key_Return);
        QTest::keyClicks(&editor, QStringLiteral("train:"));
        QTest::keyClick(&editor, Qt::Key_Return);
        QTest::keyClicks(&editor, QStringLiteral("type: command"));
        QTest::keyClick(&editor, Qt::Key_Return);
        QTest::keyClicks(&editor, QStringLiteral("x: 1"));
        QCOMPARE(editor.toPlainText(), QStringLiteral("jobs:\n  train:\n    type: command\n    x: 1"));
    }

    void diagnosticsUnderlineAndTooltip()
    {
        YamlEditor editor;
        editor.setPlainText(QStringLiteral("type: pipeline\njobs:\n  a:\n    component: ./missing.yml\n"));
        editor.setDiagnostics({diag(Severity::Error, 4, 16, QStringLiteral("component file not found")),
                               diag(Severity::Warning, 1, 0, QStringLiteral("whole line"))});
        QCOMPARE(editor.diagnostics().size(), 2);
        // the underline covers the token at line:col
        QCOMPARE(editor.diagnosticsAt(4, 16).size(), 1);
        QCOMPARE(editor.diagnosticsAt(4, 20).size(), 1);
        QCOMPARE(editor.diagnosticsAt(4, 5).size(), 0);
        QCOMPARE(editor.diagnosticsAt(1).size(), 1);
        QCOMPARE(editor.diagnosticsAt(2).size(), 0);
        const auto selections = editor.extraSelections();
        int wavy = 0;
        for (const auto& s : selections)
            if (s.format.underlineStyle() == QTextCharFormat::WaveUnderline) {
                ++wavy;
                QVERIFY(s.cursor.hasSelection());
            }
        QCOMPARE(wavy, 2);
        const auto error = std::find_if(selections.cbegin(), selections.cend(), [](const QTextEdit::ExtraSelection& s) {
            return s.format.underlineStyle() == QTextCharFormat::WaveUnderline && s.cursor.selectedText() == QStringLiteral("./missing.yml");
        });
        QVERIFY(error != selections.cend());

        // underlines move with text typed above them
        QTextCursor c(editor.document()->firstBlock());
        c.insertText(QStringLiteral("# new first line\n"));
        QCOMPARE(editor.diagnosticsAt(5, 16).size(), 1);
        QCOMPARE(editor.diagnosticsAt(4, 16).size(), 0);

        editor.setDiagnostics({});
        QCOMPARE(editor.diagnosticsAt(5, 16).size(), 0);
    }

    void lonePunctuationTakesTheWordBefore()
    {
        YamlEditor editor;
        editor.setPlainText(QStringLiteral("    command: echo: hi: x\n"));
        editor.setDiagnostics({diag(Severity::Error, 1, 18, QStringLiteral("illegal map value"))});
        QCOMPARE(editor.diagnosticsAt(1, 14).size(), 1); // "echo:"
        QCOMPARE(editor.diagnosticsAt(1, 20).size(), 0); // "hi:"
    }

    void columnsCountUtf8Bytes()
    {
        YamlEditor editor;
        editor.setPlainText(QStringLiteral("description: \u00e9t\u00e9 value\n"));
        // "été" is 5 bytes; "value" starts at byte column 20, character column 18
        editor.setDiagnostics({diag(Severity::Error, 1, 20, QStringLiteral("x"))});
        QCOMPARE(editor.diagnosticsAt(1, 18).size(), 1);
        editor.goToLine(1, 20);
        QCOMPARE(editor.currentColumn(), 18);
    }

    void goToLineMovesCursor()
    {
        YamlEditor editor;
        QStringList lines;
        for (int i = 1; i <= 200; ++i)
            lines << QStringLiteral("key%1: value").arg(i);
        editor.setPlainText(lines.join(QLatin1Char('\n')));
        editor.resize(400, 200);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.goToLine(150, 4);
        QCOMPARE(editor.currentLine(), 150);
        QCOMPARE(editor.currentColumn(), 4);
        // scrolled so that the line is in view
        QVERIFY(editor.cursorForPosition(QPoint(1, 1)).blockNumber() > 100);
        editor.goToLine(9999, 1);
        QCOMPARE(editor.currentLine(), 200);
    }

    void replaceAllTextKeepsCursor()
    {
        YamlEditor editor;
        editor.setPlainText(QStringLiteral("a: 1\nb: 2\nc: 3\n"));
        editor.goToLine(3, 2);
        QSignalSpy edited(&editor, &YamlEditor::textEdited);
        QVERIFY(editor.replaceAllText(QStringLiteral("a: 100\nb: 2\nc: 3\n")));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(editor.toPlainText(), QStringLiteral("a: 100\nb: 2\nc: 3\n"));
        QCOMPARE(editor.currentLine(), 3);
        QCOMPARE(editor.currentColumn(), 2);
        QVERIFY(!editor.replaceAllText(editor.toPlainText()));
    }

    void sourceTextKeepsNonBreakingSpaces()
    {
        YamlEditor editor;
        const QString text = QStringLiteral("a: x\u00a0y\n");
        editor.setPlainText(text);
        QCOMPARE(editor.sourceText(), text);
    }

    void externalUndoTakesTheShortcut()
    {
        YamlEditor editor;
        QAction undo(QStringLiteral("Undo"));
        QAction redo(QStringLiteral("Redo"));
        int undone = 0;
        connect(&undo, &QAction::triggered, this, [&] { ++undone; });
        editor.setExternalUndoActions(&undo, &redo);
        QVERIFY(!editor.isUndoRedoEnabled());
        editor.setPlainText(QStringLiteral("a: 1"));
        editor.moveCursor(QTextCursor::End);
        QTest::keyClicks(&editor, QStringLiteral("2"));
        QTest::keySequence(&editor, QKeySequence::Undo);
        QCOMPARE(undone, 1);
        QCOMPARE(editor.toPlainText(), QStringLiteral("a: 12"));
    }

    void findWrapsAround()
    {
        YamlEditor editor;
        editor.setPlainText(QStringLiteral("alpha\nbeta\nalpha\n"));
        editor.goToLine(2, 1);
        QVERIFY(editor.find(QStringLiteral("alpha")));
        QCOMPARE(editor.currentLine(), 3);
        QVERIFY(editor.find(QStringLiteral("alpha")));
        QCOMPARE(editor.currentLine(), 1);
        QVERIFY(!editor.find(QStringLiteral("gamma")));
        QCOMPARE(editor.currentLine(), 1);
    }
};

QTEST_MAIN(TestYamlEditor)
#include "tst_yamleditor.moc"
