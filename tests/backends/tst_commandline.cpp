// SPDX-License-Identifier: MIT
// Placeholder substitution in commands: every value arrives literally, whatever quoting context it stands in.
#include "commandline.h"

#include <QProcess>
#include <QTest>

using namespace pw;

class TestCommandLine : public QObject
{
    Q_OBJECT

    /// What bash makes of a rendered command that prints its arguments one per line.
    static QStringList runBash(const QString& command)
    {
        QProcess p;
        p.start(QStringLiteral("/bin/bash"), {QStringLiteral("-c"), command});
        p.waitForFinished(10000);
        QString out = QString::fromUtf8(p.readAllStandardOutput());
        if (out.endsWith(QLatin1Char('\n')))
            out.chop(1);
        return out.split(QLatin1Char('\n'));
    }

private Q_SLOTS:
    void hostileValuesArriveLiterally_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("plain") << QStringLiteral("abc");
        QTest::newRow("space") << QStringLiteral("two words");
        QTest::newRow("semicolon") << QStringLiteral("x; touch /tmp/pw-injected");
        QTest::newRow("subst") << QStringLiteral("$(touch /tmp/pw-injected)");
        QTest::newRow("backtick") << QStringLiteral("`touch /tmp/pw-injected`");
        QTest::newRow("single quote") << QStringLiteral("it's");
        QTest::newRow("double quote") << QStringLiteral("say \"hi\"");
        QTest::newRow("dollar var") << QStringLiteral("$HOME and ${PATH}");
        QTest::newRow("backslash") << QStringLiteral("a\\b\\\\c\\");
        QTest::newRow("glob") << QStringLiteral("*");
        QTest::newRow("pipe") << QStringLiteral("a | rm -rf x && b");
        QTest::newRow("unicode") << QStringLiteral("数据 ünï");
        QTest::newRow("dash") << QStringLiteral("-n");
    }
    void hostileValuesArriveLiterally()
    {
        QFETCH(QString, value);
        QFile::remove(QStringLiteral("/tmp/pw-injected"));
        CommandValues v;
        v.inputs.insert(QStringLiteral("x"), value);
        const QStringList templates {
            QStringLiteral("printf '%s\\n' ${{inputs.x}}"),
            QStringLiteral("printf '%s\\n' \"${{inputs.x}}\""),
            QStringLiteral("printf '%s\\n' '${{inputs.x}}'"),
            QStringLiteral("printf '%s\\n' \"pre ${{inputs.x}} post\""),
            QStringLiteral("printf '%s\\n' 'pre ${{inputs.x}} post'"),
        };
        const QStringList expected {value, value, value, QStringLiteral("pre ") + value + QStringLiteral(" post"),
                                    QStringLiteral("pre ") + value + QStringLiteral(" post")};
        for (int i = 0; i < templates.size(); ++i) {
            QString error;
            const QString cmd = renderCommand(templates[i], v, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(runBash(cmd), QStringList {expected[i]});
        }
        QVERIFY2(!QFile::exists(QStringLiteral("/tmp/pw-injected")), "a value ran a command");
    }

    void optionalBlocks()
    {
        CommandValues v;
        v.inputs.insert(QStringLiteral("a"), QStringLiteral("1"));
        QString error;
        QCOMPARE(renderCommand(QStringLiteral("run --a ${{inputs.a}} $[[--b ${{inputs.b}}]] $[[--c ${{inputs.a}}]]"), v, &error),
                 QStringLiteral("run --a 1  --c 1"));
        QVERIFY(error.isEmpty());
        // an unset input outside $[[ ]] is an error that names it
        QVERIFY(renderCommand(QStringLiteral("run ${{inputs.b}}"), v, &error).isEmpty());
        QVERIFY(error.contains(QLatin1String("inputs.b")));
        error.clear();
        QVERIFY(renderCommand(QStringLiteral("run ${{outputs.nope}}"), v, &error).isEmpty());
        QVERIFY(error.contains(QLatin1String("outputs.nope")));
    }

    void argumentsSplitLikeAShell()
    {
        CommandValues v;
        v.inputs.insert(QStringLiteral("model"), QStringLiteral("/runs/a b/model"));
        v.outputs.insert(QStringLiteral("scores"), QStringLiteral("/out"));
        QString error;
        const QStringList args = renderArguments(
            QStringLiteral("--model ${{inputs.model}}\n  --scores_folder ${{outputs.scores}} --name \"two words\" --q 'x y'"), v, &error);
        QCOMPARE(args, (QStringList {QStringLiteral("--model"), QStringLiteral("/runs/a b/model"), QStringLiteral("--scores_folder"),
                                     QStringLiteral("/out"), QStringLiteral("--name"), QStringLiteral("two words"),
                                     QStringLiteral("--q"), QStringLiteral("x y")}));
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
