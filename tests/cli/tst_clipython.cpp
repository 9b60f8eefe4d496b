// SPDX-License-Identifier: MIT
// `pipewright python` and `--python` of run, jobs rerun and submit, run as processes: a one-step pipeline whose script imports
// yaml (Debian's python3-yaml, which /usr/bin/python3 has), and a virtual environment beside it without it (its
// pyvenv.cfg leads to /usr/bin/python3, with no site packages). Listing the interpreters with what each imports,
// as text and as JSON, and the exit status; a run with the environment fails, names the module and an interpreter
// that has it, and the command it suggests completes; a step whose command starts the environment's Python by its
// path is told apart (--python does not reach it); wrong interpreters and files are refused.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using pw::test::CliResult;

namespace {

const QString SystemPython = QStringLiteral("/usr/bin/python3");

bool writeFile(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

} // namespace

class TestCliPython : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir; // the pipeline, its script and the environment
    QTemporaryDir m_state; // XDG_STATE_HOME and PIPEWRIGHT_HOME
    QString m_envPython;

    CliResult cli(const QStringList& args)
    {
        // no $PIPEWRIGHT_PYTHON from outside: the choice is the test's
        return pw::test::runCli(args, m_dir.path(), m_state.path(), {{QStringLiteral("PIPEWRIGHT_PYTHON"), QString()}},
                                QStringLiteral("C.UTF-8"), 120000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid() && m_state.isValid());
        if (!QFile::exists(SystemPython))
            QFAIL("needs /usr/bin/python3 with python3-yaml (.ci/bootstrap installs them)");
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("pipeline.yml")), R"(type: pipeline
jobs:
  load:
    type: command
    code: ./src
    command: python main.py
    environment:
      image: mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu20.04
)"));
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("src/main.py")),
                          "import yaml\nprint('loaded', yaml.safe_load('a: 1')['a'])\n"));
        // a virtual environment without site packages: the system's interpreter, but no yaml
        const QString env = m_dir.filePath(QStringLiteral("envs/bare"));
        QVERIFY(QDir().mkpath(env + QStringLiteral("/bin")));
        QVERIFY(writeFile(env + QStringLiteral("/pyvenv.cfg"),
                          "home = /usr/bin\ninclude-system-site-packages = false\n"));
        QVERIFY(QFile::link(SystemPython, env + QStringLiteral("/bin/python")));
        m_envPython = env + QStringLiteral("/bin/python");
    }

    void listsInterpretersAndWhatTheyImport()
    {
        CliResult r = cli({QStringLiteral("python"), QStringLiteral("--python"), m_envPython, QStringLiteral("pipeline.yml")});
        QString out = QString::fromUtf8(r.out);
        QCOMPARE(r.code, 1); // the chosen one lacks yaml
        QVERIFY2(out.contains(QStringLiteral("The steps of pipeline.yml need: yaml")), qPrintable(out));
        QVERIFY2(QRegularExpression(QStringLiteral("^\\* .*envs/bare/bin/python .*missing yaml$"),
                                    QRegularExpression::MultilineOption)
                     .match(out)
                     .hasMatch(),
                 qPrintable(out));
        QVERIFY2(QRegularExpression(QStringLiteral("^ +/usr/bin/python3 .*imports all$"),
                                    QRegularExpression::MultilineOption)
                     .match(out)
                     .hasMatch(),
                 qPrintable(out));

        // the system's interpreter chosen: it has everything; the environment is found in the pipeline's folder
        r = cli({QStringLiteral("python"), QStringLiteral("--python"), SystemPython, QStringLiteral("pipeline.yml")});
        out = QString::fromUtf8(r.out);
        QCOMPARE(r.code, 0);
        QVERIFY2(QRegularExpression(QStringLiteral("^  .*envs/bare/bin/python .*environment envs/bare .*missing yaml$"),
                                    QRegularExpression::MultilineOption)
                     .match(out)
                     .hasMatch(),
                 qPrintable(out));

        // as JSON
        r = cli({QStringLiteral("python"), QStringLiteral("--json"), QStringLiteral("--python"), m_envPython,
                 QStringLiteral("pipeline.yml")});
        QCOMPARE(r.code, 1);
        QJsonParseError error;
        const QJsonObject root = QJsonDocument::fromJson(r.out, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(root.value(QStringLiteral("modules")).toArray().first().toObject().value(QStringLiteral("module")).toString(),
                 QStringLiteral("yaml"));
        const QJsonArray list = root.value(QStringLiteral("interpreters")).toArray();
        QVERIFY(list.size() >= 2);
        const QJsonObject chosen = list.first().toObject();
        QVERIFY(chosen.value(QStringLiteral("chosen")).toBool());
        QCOMPARE(chosen.value(QStringLiteral("path")).toString(), m_envPython);
        QCOMPARE(chosen.value(QStringLiteral("missing")).toArray(), QJsonArray {QStringLiteral("yaml")});
        QVERIFY(chosen.value(QStringLiteral("virtualEnvironment")).toBool());
        bool system = false;
        for (const QJsonValue& v : list)
            if (v.toObject().value(QStringLiteral("path")).toString() == SystemPython) {
                system = true;
                QCOMPARE(v.toObject().value(QStringLiteral("found")).toArray(), QJsonArray {QStringLiteral("yaml")});
            }
        QVERIFY(system);

        // in Simplified Chinese the columns line up as a terminal shows them (a CJK character takes two columns)
        r = pw::test::runCli({QStringLiteral("python"), QStringLiteral("--python"), SystemPython, QStringLiteral("pipeline.yml")},
                             m_dir.path(), m_state.path(), {{QStringLiteral("PIPEWRIGHT_PYTHON"), QString()}},
                             QStringLiteral("zh_CN.UTF-8"), 120000);
        QCOMPARE(r.code, 0);
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        qsizetype header = -1;
        for (qsizetype i = 0; i < lines.size(); ++i)
            if (lines[i].contains(QStringLiteral("解释器")))
                header = i;
        QVERIFY2(header >= 0 && header + 1 < lines.size(), r.out.constData());
        auto columnOf = [](const QString& line, const QString& text) {
            qsizetype column = 0;
            const qsizetype at = line.indexOf(text);
            for (qsizetype i = 0; i < at; ++i)
                column += line.at(i).unicode() >= 0x2E80 ? 2 : 1;
            return at < 0 ? -1 : column;
        };
        QVERIFY2(columnOf(lines[header], QStringLiteral("版本")) == columnOf(lines[header + 1], QStringLiteral("3.")),
                 qPrintable(lines[header] + QLatin1Char('\n') + lines[header + 1]));

        // without a pipeline: the interpreters only
        r = cli({QStringLiteral("python"), QStringLiteral("--python"), SystemPython});
        QCOMPARE(r.code, 0);
        QVERIFY(!QString::fromUtf8(r.out).contains(QStringLiteral("need")));
    }

    void failedRunNamesAnInterpreterThatHasTheModule()
    {
        CliResult r = cli({QStringLiteral("run"), QStringLiteral("--python"), m_envPython, QStringLiteral("pipeline.yml")});
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(r.code, 1);
        QVERIFY2(err.contains(QStringLiteral("No module named 'yaml'")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("hint: %1 could not import yaml (step load).").arg(m_envPython)), qPrintable(err));
        const QRegularExpressionMatch m
            = QRegularExpression(QStringLiteral("can import every module the steps need; run again with it: "
                                                "pipewright run --python (\\S+) pipeline.yml$"),
                                 QRegularExpression::MultilineOption)
                  .match(err);
        QVERIFY2(m.hasMatch(), qPrintable(err));
        QVERIFY(err.contains(QStringLiteral("pipewright python pipeline.yml")));
        const QRegularExpressionMatch started
            = QRegularExpression(QStringLiteral("Job (\\S+) started")).match(QString::fromUtf8(r.out));
        QVERIFY2(started.hasMatch(), r.out.constData());

        // the advice works
        r = cli({QStringLiteral("run"), QStringLiteral("--python"), m.captured(1), QStringLiteral("pipeline.yml")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(!r.err.contains("hint:"));
        // and a rerun of the failed job with it
        r = cli({QStringLiteral("jobs"), QStringLiteral("rerun"), started.captured(1), QStringLiteral("--python"), m.captured(1)});
        QVERIFY2(r.code == 0, r.err.constData());
        // submit to this machine takes it too
        r = cli({QStringLiteral("submit"), QStringLiteral("pipeline.yml"), QStringLiteral("--wait"), QStringLiteral("--python"),
                 m_envPython});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("could not import yaml"), r.err.constData());
        r = cli({QStringLiteral("submit"), QStringLiteral("pipeline.yml"), QStringLiteral("--wait"), QStringLiteral("--python"),
                 m.captured(1)});
        QVERIFY2(r.code == 0, r.err.constData());
    }

    void failedRunOfACommandThatNamesItsInterpreter()
    {
        // the step starts the environment's Python by its path: --python does not reach it, and the hint says so
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("named.yml")),
                          QStringLiteral("type: pipeline\njobs:\n  load:\n    type: command\n    code: ./src\n"
                                         "    command: %1 main.py\n    environment:\n"
                                         "      image: mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu20.04\n")
                              .arg(m_envPython)
                              .toUtf8()));
        const CliResult r = cli({QStringLiteral("run"), QStringLiteral("--python"), SystemPython, QStringLiteral("named.yml")});
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(r.code, 1);
        QVERIFY2(err.contains(QStringLiteral("No module named 'yaml'")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("hint: %1 could not import yaml (step load). The step's command starts that "
                                             "interpreter by its path, so --python does not change it")
                                  .arg(m_envPython)),
                 qPrintable(err));
        // no advice to run again with another --python, and the chosen one is not blamed
        QVERIFY2(!err.contains(QStringLiteral("run again with it")), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("hint: %1 could not import").arg(SystemPython)), qPrintable(err));
    }

    void wrongInterpretersAndFilesAreRefused()
    {
        CliResult r = cli({QStringLiteral("run"), QStringLiteral("--python"), QStringLiteral("no-such-python-here"),
                           QStringLiteral("pipeline.yml")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--python no-such-python-here: not an executable file"), r.err.constData());
        r = cli({QStringLiteral("run"), QStringLiteral("--python"), QStringLiteral("src/main.py"), QStringLiteral("pipeline.yml")});
        QCOMPARE(r.code, 2);
        r = cli({QStringLiteral("python"), QStringLiteral("--python"), QStringLiteral("/no/such/python"), QStringLiteral("pipeline.yml")});
        QCOMPARE(r.code, 2);
        r = cli({QStringLiteral("jobs"), QStringLiteral("rerun"), QStringLiteral("job_x"), QStringLiteral("--python"),
                 QStringLiteral("/no/such/python")});
        QVERIFY(r.code != 0);
        r = cli({QStringLiteral("python"), QStringLiteral("missing.yml")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("missing.yml: no such file"), r.err.constData());
        r = cli({QStringLiteral("python"), QStringLiteral("a.yml"), QStringLiteral("b.yml")});
        QCOMPARE(r.code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliPython)
#include "tst_clipython.moc"
