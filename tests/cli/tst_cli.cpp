// SPDX-License-Identifier: MIT
// The pipewright command-line tool, run as a process: exit codes, message formats, JSON and DOT output.
#include "clirun.h"
#include "yamlset.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Result = pw::test::CliResult;

QString dataDir()
{
    return QStringLiteral(PW_SOURCE_DIR "/tests/data/cli");
}

QString corpusDir()
{
    return pw::test::yamlSet().root;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void version();
    void help();
    void speaksTheUsersLanguage();
    void helpOfCommands_data();
    void helpOfCommands();
    void usageErrors_data();
    void usageErrors();

    void validateValid();
    void validateUnresolvedBinding();
    void validateMalformed();
    void validateCycle();
    void validateFolder();
    void validateJson();
    void validateQuietAndNotes();
    void validateCorpus();

    void exportYaml();
    void exportCorpusByteIdentical();
    void exportToStdout();
    void exportCanvasFormats_data();
    void exportCanvasFormats();
    void exportPictureProblems();

    void graphJson();
    void runAndJobs();
    void distributedStepShowsItsProcesses();
    void sweepStepShowsItsTrials();
    void graphDot();
    void graphCycle();
    void graphMalformed();

    void verboseLogsToStderr();

private:
    Result run(const QStringList& args, const QString& workDir = QString(), const QString& locale = QStringLiteral("C.UTF-8"));
    QTemporaryDir m_state;
};

Result TestCli::run(const QStringList& args, const QString& workDir, const QString& locale)
{
    return pw::test::runCli(args, workDir.isEmpty() ? dataDir() : workDir, m_state.path(), {}, locale);
}

void TestCli::initTestCase()
{
    QVERIFY(QFile::exists(QStringLiteral(PW_CLI_PATH)));
    QVERIFY(m_state.isValid());
}

void TestCli::version()
{
    const Result r = run({QStringLiteral("--version")});
    QCOMPARE(r.code, 0);
    QVERIFY2(QRegularExpression(QStringLiteral("^pipewright \\d+\\.\\d+\\.\\d+\\n$")).match(QString::fromUtf8(r.out)).hasMatch(),
             r.out.constData());
    QVERIFY(r.err.isEmpty());
}

void TestCli::speaksTheUsersLanguage()
{
    const Result zh = run({QStringLiteral("help")}, QString(), QStringLiteral("zh_CN.UTF-8"));
    const Result en = run({QStringLiteral("help")});
    QCOMPARE(zh.code, 0);
    QVERIFY(en.out.contains("Commands:"));
    QVERIFY2(!zh.out.contains("Commands:"), zh.out.constData()); // the heading is translated
    QVERIFY2(QString::fromUtf8(zh.out).contains(QStringLiteral("命令")), zh.out.constData());
}

void TestCli::help()
{
    for (const QStringList& args : {QStringList {QStringLiteral("--help")}, QStringList {QStringLiteral("-h")},
                                    QStringList {QStringLiteral("help")}}) {
        const Result r = run(args);
        QCOMPARE(r.code, 0);
        for (const char* word : {"validate", "export", "graph", "--verbose", "--version"})
            QVERIFY2(r.out.contains(word), word);
    }
    // no command: the help on stderr, and a usage error
    const Result r = run({});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("validate"));
}

void TestCli::helpOfCommands_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("validate") << QStringLiteral("validate") << QStringLiteral("--quiet");
    QTest::newRow("export") << QStringLiteral("export") << QStringLiteral("--output");
    QTest::newRow("graph") << QStringLiteral("graph") << QStringLiteral("dot");
}

void TestCli::helpOfCommands()
{
    QFETCH(QString, command);
    QFETCH(QString, mentions);
    const Result a = run({QStringLiteral("help"), command});
    const Result b = run({command, QStringLiteral("--help")});
    QCOMPARE(a.code, 0);
    QCOMPARE(b.code, 0);
    QCOMPARE(a.out, b.out);
    QVERIFY2(a.out.startsWith(QByteArray("Usage: pipewright " + command.toUtf8() + ' ')), a.out.constData());
    QVERIFY(a.out.contains(mentions.toUtf8()));
    QVERIFY(a.out.contains("--verbose"));
}

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown command") << QStringList {QStringLiteral("frobnicate")} << QStringLiteral("not a command");
    QTest::newRow("help of unknown command") << QStringList {QStringLiteral("help"), QStringLiteral("frobnicate")}
                                             << QStringLiteral("not a command");
    QTest::newRow("unknown global option") << QStringList {QStringLiteral("--frobnicate")} << QStringLiteral("unknown option");
    QTest::newRow("unknown option") << QStringList {QStringLiteral("validate"), QStringLiteral("--frobnicate"),
                                                    QStringLiteral("valid/pipeline.yml")}
                                    << QStringLiteral("frobnicate");
    QTest::newRow("validate without path") << QStringList {QStringLiteral("validate")} << QStringLiteral("file or folder");
    QTest::newRow("validate missing file") << QStringList {QStringLiteral("validate"), QStringLiteral("valid/pipeline.yml"),
                                                           QStringLiteral("no/such/file.yml")}
                                           << QStringLiteral("'no/such/file.yml' does not exist");
    QTest::newRow("validate bad format") << QStringList {QStringLiteral("validate"), QStringLiteral("--format"),
                                                         QStringLiteral("xml"), QStringLiteral("valid/pipeline.yml")}
                                         << QStringLiteral("xml");
    QTest::newRow("export without -o") << QStringList {QStringLiteral("export"), QStringLiteral("valid/pipeline.yml")}
                                       << QStringLiteral("-o");
    QTest::newRow("export missing file") << QStringList {QStringLiteral("export"), QStringLiteral("nothing.yml"),
                                                         QStringLiteral("-o"), QStringLiteral("out.yml")}
                                         << QStringLiteral("does not exist");
    QTest::newRow("graph missing file") << QStringList {QStringLiteral("graph"), QStringLiteral("nothing.yml")}
                                        << QStringLiteral("does not exist");
    QTest::newRow("graph bad format") << QStringList {QStringLiteral("graph"), QStringLiteral("--format"),
                                                      QStringLiteral("svg"), QStringLiteral("valid/pipeline.yml")}
                                      << QStringLiteral("svg");
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Result r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QVERIFY2(r.err.startsWith("pipewright"), r.err.constData());
}

void TestCli::validateValid()
{
    const Result r = run({QStringLiteral("validate"), QStringLiteral("valid/pipeline.yml")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(r.err.contains("1 file"), r.err.constData());
    QVERIFY2(r.err.contains("0 error"), r.err.constData());
}

void TestCli::validateUnresolvedBinding()
{
    const Result r = run({QStringLiteral("validate"), QStringLiteral("unresolved/pipeline.yml")});
    QCOMPARE(r.code, 1);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].startsWith("unresolved/pipeline.yml:20:7: error: "), lines[0].constData());
    QVERIFY(lines[0].contains("preprocess"));
    QVERIFY(lines[0].endsWith(" [binding-unresolved]"));
    QVERIFY2(r.err.contains("1 error"), r.err.constData());

    // the path is shown as given
    const Result abs = run({QStringLiteral("validate"), dataDir() + QStringLiteral("/unresolved/pipeline.yml")});
    QCOMPARE(abs.code, 1);
    QVERIFY2(abs.out.startsWith((dataDir() + QStringLiteral("/unresolved/pipeline.yml:20:7: error: ")).toUtf8()),
             abs.out.constData());
    const Result dotted = run({QStringLiteral("validate"), QStringLiteral("./unresolved/../unresolved/pipeline.yml")});
    QVERIFY2(dotted.out.startsWith("./unresolved/../unresolved/pipeline.yml:20:7: error: "), dotted.out.constData());
}

void TestCli::validateMalformed()
{
    const Result r = run({QStringLiteral("validate"), QStringLiteral("malformed/pipeline.yml")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.startsWith("malformed/pipeline.yml:7:4: error: "), r.out.constData());
    QVERIFY(r.out.contains("[yaml-syntax]"));
}

void TestCli::validateCycle()
{
    const Result r = run({QStringLiteral("validate"), QStringLiteral("cycle/pipeline.yml")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.startsWith("cycle/pipeline.yml:9:3: error: "), r.out.constData());
    QVERIFY(r.out.contains("[graph-cycle]"));
    QVERIFY(r.out.contains("a \xe2\x86\x92 b \xe2\x86\x92 a"));
}

void TestCli::validateFolder()
{
    // the folder holds four pipelines and two component files; only the pipelines are checked
    const Result r = run({QStringLiteral("validate"), QStringLiteral(".")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("4 file"), r.err.constData());
    QVERIFY(r.out.contains("unresolved/pipeline.yml:20:7: error: "));
    QVERIFY(r.out.contains("malformed/pipeline.yml:7:4: error: "));
    QVERIFY(r.out.contains("cycle/pipeline.yml:9:3: error: "));
    QVERIFY(!r.out.contains("components/"));

    // a folder given by a relative path prefixes what it finds
    const Result sub = run({QStringLiteral("validate"), QStringLiteral("cli")}, dataDir() + QStringLiteral("/.."));
    QCOMPARE(sub.code, 1);
    QVERIFY2(sub.out.contains("cli/unresolved/pipeline.yml:20:7: error: "), sub.out.constData());

    // a folder with only a valid pipeline
    const Result ok = run({QStringLiteral("validate"), QStringLiteral("valid")});
    QCOMPARE(ok.code, 0);
    QVERIFY2(ok.err.contains("1 file checked"), ok.err.constData());

    // an empty folder: nothing to check is not an error
    QTemporaryDir empty;
    const Result none = run({QStringLiteral("validate"), empty.path()});
    QCOMPARE(none.code, 0);
    QVERIFY2(none.err.contains("0 files checked"), none.err.constData());
}

void TestCli::validateJson()
{
    const Result r = run({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                          QStringLiteral("unresolved/pipeline.yml"), QStringLiteral("malformed/pipeline.yml"),
                          QStringLiteral("valid/pipeline.yml")});
    QCOMPARE(r.code, 1);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &pe);
    QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
    QVERIFY(doc.isArray());
    const QJsonArray a = doc.array();
    QCOMPARE(a.size(), 2);
    for (const QJsonValue& v : a) {
        const QJsonObject o = v.toObject();
        for (const char* key : {"file", "line", "column", "severity", "rule", "message", "step", "field"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
    }
    const QJsonObject first = a.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("file")).toString(), QStringLiteral("unresolved/pipeline.yml"));
    QCOMPARE(first.value(QStringLiteral("line")).toInt(), 20);
    QCOMPARE(first.value(QStringLiteral("column")).toInt(), 7);
    QCOMPARE(first.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QCOMPARE(first.value(QStringLiteral("rule")).toString(), QStringLiteral("binding-unresolved"));
    QCOMPARE(first.value(QStringLiteral("step")).toString(), QStringLiteral("train"));
    const QJsonObject second = a.at(1).toObject();
    QCOMPARE(second.value(QStringLiteral("file")).toString(), QStringLiteral("malformed/pipeline.yml"));
    QCOMPARE(second.value(QStringLiteral("rule")).toString(), QStringLiteral("yaml-syntax"));

    // nothing found: an empty array, still valid JSON
    const Result ok = run({QStringLiteral("validate"), QStringLiteral("--format=json"), QStringLiteral("valid/pipeline.yml")});
    QCOMPARE(ok.code, 0);
    QVERIFY(QJsonDocument::fromJson(ok.out).isArray());
    QCOMPARE(QJsonDocument::fromJson(ok.out).array().size(), 0);
}

void TestCli::validateQuietAndNotes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // a duplicate key is a warning; a workspace data asset is a note
    const QByteArray text = "type: pipeline\n"
                            "settings:\n"
                            "  default_compute: azureml:cpu-cluster\n"
                            "inputs:\n"
                            "  data:\n"
                            "    type: uri_folder\n"
                            "    path: azureml:some-data@latest\n"
                            "jobs:\n"
                            "  hello:\n"
                            "    type: command\n"
                            "    command: echo hello\n"
                            "    command: echo again\n"
                            "    environment: azureml:AzureML-sklearn-1.0-ubuntu20.04-py38-cpu@latest\n";
    QFile f(dir.filePath(QStringLiteral("warn.yml")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();

    const Result plain = run({QStringLiteral("validate"), QStringLiteral("warn.yml")}, dir.path());
    QCOMPARE(plain.code, 0); // warnings are allowed
    QVERIFY2(plain.out.contains("warn.yml:12:5: warning: "), plain.out.constData());
    QVERIFY(plain.out.contains("[yaml-duplicate-key]"));
    QVERIFY2(!plain.out.contains(": note: "), plain.out.constData());

    const Result quiet = run({QStringLiteral("validate"), QStringLiteral("-q"), QStringLiteral("warn.yml")}, dir.path());
    QCOMPARE(quiet.code, 0);
    QVERIFY2(quiet.out.isEmpty(), quiet.out.constData());
    QVERIFY2(quiet.err.contains("1 warning"), quiet.err.constData()); // still counted

    const Result notes = run({QStringLiteral("validate"), QStringLiteral("--notes"), QStringLiteral("warn.yml")}, dir.path());
    QCOMPARE(notes.code, 0);
    QVERIFY2(notes.out.contains("warn.yml:7:11: note: "), notes.out.constData());
}

// Every pipeline of the YAML set (the project's own, or the corpus: yamlset.h) is checked without a crash, none has a
// YAML syntax error and none an error.
void TestCli::validateCorpus()
{
    const QString problem = pw::test::yamlSetProblem();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    int pipelines = 0;
    for (const QString& f : pw::test::yamlFiles())
        pipelines += pw::test::isPipelineFile(f) ? 1 : 0;
    QVERIFY(pipelines > 0);
    const Result r = run({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                          QStringLiteral(".")},
                         corpusDir());
    QVERIFY2(r.code == 0, r.err.constData()); // every corpus pipeline validates without errors
    QVERIFY2(r.err.contains(QByteArray(QByteArray::number(pipelines) + " files checked")), r.err.constData());
    const QJsonArray a = QJsonDocument::fromJson(r.out).array();
    for (const QJsonValue& v : a) {
        const QJsonObject o = v.toObject();
        QVERIFY2(o.value(QStringLiteral("rule")).toString() != QLatin1String("yaml-syntax"),
                 qPrintable(o.value(QStringLiteral("file")).toString()));
        QVERIFY(!o.value(QStringLiteral("file")).toString().startsWith(QLatin1Char('/')));
    }
}

void TestCli::exportYaml()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("out.yml"));
    const Result r = run({QStringLiteral("export"), QStringLiteral("valid/pipeline.yml"), QStringLiteral("-o"), target});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(readAll(target), readAll(dataDir() + QStringLiteral("/valid/pipeline.yml")));

    // a malformed file is copied as it is, with a warning
    const QString bad = dir.filePath(QStringLiteral("bad.yml"));
    const Result m = run({QStringLiteral("export"), QStringLiteral("malformed/pipeline.yml"), QStringLiteral("--output"), bad,
                          QStringLiteral("--format"), QStringLiteral("yaml")});
    QCOMPARE(m.code, 0);
    QVERIFY(m.err.contains("not valid YAML"));
    QCOMPARE(readAll(bad), readAll(dataDir() + QStringLiteral("/malformed/pipeline.yml")));

    // bytes that are not UTF-8 are kept too
    const QString latin = dir.filePath(QStringLiteral("latin1.yml"));
    QFile f(latin);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("type: pipeline\ndescription: caf\xe9\n");
    f.close();
    const QString latinOut = dir.filePath(QStringLiteral("latin1-out.yml"));
    const Result l = run({QStringLiteral("export"), latin, QStringLiteral("-o"), latinOut});
    QCOMPARE(l.code, 0);
    QCOMPARE(readAll(latinOut), readAll(latin));

    // an unwritable target fails cleanly
    const Result w = run({QStringLiteral("export"), QStringLiteral("valid/pipeline.yml"), QStringLiteral("-o"),
                          dir.filePath(QStringLiteral("no/such/folder/out.yml"))});
    QCOMPARE(w.code, 1);
    QVERIFY(w.err.startsWith("pipewright export: "));
}

void TestCli::exportCorpusByteIdentical()
{
    const QString problem = pw::test::yamlSetProblem();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QTemporaryDir dir;
    const QStringList files = pw::test::yamlFiles();
    // over a large set a sample keeps the test fast; tst_yamlroundtrip covers every file
    const int every = files.size() > 60 ? 6 : 1;
    int n = 0, exported = 0;
    for (const QString& f : files) {
        if (++n % every != 0)
            continue;
        ++exported;
        const QString target = dir.filePath(QStringLiteral("out-%1.yml").arg(n));
        const Result r = run({QStringLiteral("export"), f, QStringLiteral("-o"), target});
        QVERIFY2(r.code == 0, qPrintable(f + QStringLiteral(": ") + QString::fromUtf8(r.err)));
        QVERIFY2(readAll(target) == readAll(f), qPrintable(f));
    }
    QVERIFY(exported >= 10);
}

void TestCli::exportToStdout()
{
    const Result r = run({QStringLiteral("export"), QStringLiteral("cycle/pipeline.yml"), QStringLiteral("-o"), QStringLiteral("-")});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, readAll(dataDir() + QStringLiteral("/cycle/pipeline.yml")));
}

void TestCli::exportCanvasFormats_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("--format svg") << QStringList {QStringLiteral("--format"), QStringLiteral("svg"), QStringLiteral("-o"),
                                                  QStringLiteral("out.svg")};
    QTest::newRow("--format png") << QStringList {QStringLiteral("--format"), QStringLiteral("png"), QStringLiteral("-o"),
                                                  QStringLiteral("out.png")};
    QTest::newRow("from the extension") << QStringList {QStringLiteral("-o"), QStringLiteral("out.PNG")};
}

void TestCli::exportCanvasFormats()
{
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    const Result r = run(QStringList {QStringLiteral("export"), dataDir() + QStringLiteral("/valid/pipeline.yml")} + args,
                         dir.path());
    QVERIFY2(r.code == 0, r.err.constData());
    const QStringList files = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(files.size(), 1);
    const QByteArray image = readAll(QDir(dir.path()).filePath(files.first()));
    if (files.first().endsWith(QLatin1String(".svg"))) {
        QVERIFY(image.contains("<svg"));
        QVERIFY2(image.contains("train"), "the SVG shows the steps"); // a step name of the pipeline
    } else {
        QVERIFY(image.startsWith("\x89PNG"));
        QVERIFY(image.size() > 1000);
    }
}

// A picture is drawn by the helper program: what it finds wrong reads as the command's own message, and a helper
// that cannot be started is named.
void TestCli::exportPictureProblems()
{
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("out.svg"));
    const Result malformed = run({QStringLiteral("export"), QStringLiteral("malformed/pipeline.yml"), QStringLiteral("-o"), svg});
    QCOMPARE(malformed.code, 1);
    QVERIFY2(malformed.err.contains("pipewright export: 'malformed/pipeline.yml' is not valid YAML; there is no graph to draw"),
             malformed.err.constData());
    QVERIFY(!QFile::exists(svg));

    const Result missing = run({QStringLiteral("export"), QStringLiteral("nothing.yml"), QStringLiteral("-o"), svg});
    QCOMPARE(missing.code, 2);
    QVERIFY2(missing.err.contains("'nothing.yml' does not exist"), missing.err.constData());

    const QString absent = dir.filePath(QStringLiteral("no/pipewright-picture"));
    const Result noHelper = pw::test::runCli({QStringLiteral("export"), QStringLiteral("valid/pipeline.yml"), QStringLiteral("-o"), svg},
                                             dataDir(), m_state.path(), {{QStringLiteral("PIPEWRIGHT_PICTURE"), absent}});
    QCOMPARE(noHelper.code, 1);
    const QByteArray expected =
        QByteArray("pipewright export: drawing a picture needs the program ") + absent.toLocal8Bit() + ", which could not be started";
    QVERIFY2(noHelper.err.startsWith(expected),
             noHelper.err.constData());
    QVERIFY(!QFile::exists(svg));

    // YAML is written by the command itself: no helper needed
    const Result yaml = pw::test::runCli({QStringLiteral("export"), QStringLiteral("valid/pipeline.yml"), QStringLiteral("-o"),
                                          dir.filePath(QStringLiteral("copy.yml"))},
                                         dataDir(), m_state.path(), {{QStringLiteral("PIPEWRIGHT_PICTURE"), absent}});
    QCOMPARE(yaml.code, 0);
}

void TestCli::runAndJobs()
{
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("p.yml")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("type: pipeline\n"
            "inputs:\n"
            "  msg: default\n"
            "jobs:\n"
            "  a:\n"
            "    type: command\n"
            "    environment: azureml:minimal@1\n"
            "    command: echo ${{inputs.m}} > ${{outputs.o}}/m.txt\n"
            "    inputs:\n"
            "      m: ${{parent.inputs.msg}}\n"
            "    outputs:\n"
            "      o:\n"
            "        type: uri_folder\n"
            "  b:\n"
            "    type: command\n"
            "    environment: azureml:minimal@1\n"
            "    command: cat ${{inputs.i}}/m.txt\n"
            "    inputs:\n"
            "      i: ${{parent.jobs.a.outputs.o}}\n");
    f.close();
    const Result r = run({QStringLiteral("run"), QStringLiteral("p.yml"), QStringLiteral("--set"), QStringLiteral("inputs.msg=hello there")},
                         dir.path());
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains("Completed"), r.out.constData());
    QVERIFY(r.out.contains("a Running")); // plain progress lines when not on a terminal
    // every change, in order, however fast the steps are: a runs and completes before b starts
    const qsizetype aRunning = r.out.indexOf(" a Running");
    const qsizetype aDone = r.out.indexOf(" a Completed");
    const qsizetype bRunning = r.out.indexOf(" b Running");
    const qsizetype bDone = r.out.indexOf(" b Completed");
    QVERIFY2(aRunning >= 0 && aRunning < aDone && aDone < bRunning && bRunning < bDone, r.out.constData());

    const Result list = run({QStringLiteral("jobs"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(list.code, 0);
    const QJsonArray jobs = QJsonDocument::fromJson(list.out).array();
    QVERIFY(!jobs.isEmpty());
    const QString id = jobs.first().toObject().value(QStringLiteral("id")).toString();
    QCOMPARE(jobs.first().toObject().value(QStringLiteral("status")).toString(), QStringLiteral("Completed"));

    const Result show = run({QStringLiteral("jobs"), QStringLiteral("show"), id.left(20), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(show.code, 0);
    const QJsonArray steps = QJsonDocument::fromJson(show.out).object().value(QStringLiteral("steps")).toArray();
    QCOMPARE(steps.size(), 2);

    const Result outputs = run({QStringLiteral("jobs"), QStringLiteral("outputs"), id});
    QCOMPARE(outputs.code, 0);
    const QList<QByteArray> line = outputs.out.trimmed().split('\t');
    QCOMPARE(line.value(0), QByteArray("a.o"));
    QCOMPARE(readAll(QString::fromUtf8(line.value(1)) + QStringLiteral("/m.txt")), QByteArray("hello there\n"));

    const Result logs = run({QStringLiteral("jobs"), QStringLiteral("logs"), id, QStringLiteral("b")});
    QCOMPARE(logs.code, 0);
    QVERIFY2(logs.out.contains("hello there"), logs.out.constData());

    // a failing step: exit 1, its reason, exit code and last log lines on stderr; rerun links a new job
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("type: pipeline\n"
            "jobs:\n"
            "  broken:\n"
            "    type: command\n"
            "    environment: azureml:minimal@1\n"
            "    command: echo the last words; exit 4\n");
    f.close();
    const Result failed = run({QStringLiteral("run"), QStringLiteral("p.yml")}, dir.path());
    QCOMPARE(failed.code, 1);
    QVERIFY2(failed.err.contains("exit code: 4"), failed.err.constData());
    QVERIFY(failed.err.contains("the last words"));
    const QJsonArray after = QJsonDocument::fromJson(
        run({QStringLiteral("jobs"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")}).out).array();
    const QString failedId = after.first().toObject().value(QStringLiteral("id")).toString();
    const Result rerun = run({QStringLiteral("jobs"), QStringLiteral("rerun"), failedId});
    QCOMPARE(rerun.code, 1);
    const QJsonObject newest = QJsonDocument::fromJson(
        run({QStringLiteral("jobs"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")}).out).array().first().toObject();
    QCOMPARE(newest.value(QStringLiteral("rerun_of")).toString(), failedId);
    QCOMPARE(run({QStringLiteral("jobs"), QStringLiteral("show"), QStringLiteral("no-such-job")}).code, 1);
}

void TestCli::graphJson()
{
    const Result r = run({QStringLiteral("graph"), QStringLiteral("valid/pipeline.yml")});
    QCOMPARE(r.code, 0);
    QJsonParseError pe;
    const QJsonObject g = QJsonDocument::fromJson(r.out, &pe).object();
    QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
    QCOMPARE(g.value(QStringLiteral("file")).toString(), QStringLiteral("valid/pipeline.yml"));

    const QJsonArray steps = g.value(QStringLiteral("steps")).toArray();
    QCOMPARE(steps.size(), 2);
    const QJsonObject prep = steps.at(0).toObject();
    const QJsonObject train = steps.at(1).toObject();
    QCOMPARE(prep.value(QStringLiteral("name")).toString(), QStringLiteral("prep"));
    QCOMPARE(prep.value(QStringLiteral("kind")).toString(), QStringLiteral("command"));
    QCOMPARE(prep.value(QStringLiteral("compute")).toObject().value(QStringLiteral("kind")).toString(),
             QStringLiteral("default"));
    const QJsonObject comp = train.value(QStringLiteral("component")).toObject();
    QCOMPARE(comp.value(QStringLiteral("kind")).toString(), QStringLiteral("file"));
    QCOMPARE(comp.value(QStringLiteral("ref")).toString(), QStringLiteral("./components/train.yml"));
    QVERIFY(comp.value(QStringLiteral("resolved")).toBool());
    const QJsonObject compute = train.value(QStringLiteral("compute")).toObject();
    QCOMPARE(compute.value(QStringLiteral("kind")).toString(), QStringLiteral("named"));
    QCOMPARE(compute.value(QStringLiteral("name")).toString(), QStringLiteral("gpu-cluster"));

    // ports with declared types (from the component file) and bindings
    QHash<QString, QJsonObject> inputs;
    for (const QJsonValue& v : train.value(QStringLiteral("inputs")).toArray())
        inputs.insert(v.toObject().value(QStringLiteral("name")).toString(), v.toObject());
    QCOMPARE(inputs.size(), 3);
    QCOMPARE(inputs[QStringLiteral("training_data")].value(QStringLiteral("type")).toString(), QStringLiteral("uri_folder"));
    const QJsonObject b = inputs[QStringLiteral("training_data")].value(QStringLiteral("binding")).toObject();
    QCOMPARE(b.value(QStringLiteral("kind")).toString(), QStringLiteral("step-output"));
    QCOMPARE(b.value(QStringLiteral("step")).toString(), QStringLiteral("prep"));
    QCOMPARE(b.value(QStringLiteral("port")).toString(), QStringLiteral("prepared"));
    QCOMPARE(inputs[QStringLiteral("epochs")].value(QStringLiteral("type")).toString(), QStringLiteral("integer"));

    // what the step asks for as both backends read it: the component file's values, with where they are written
    const QJsonObject effect = train.value(QStringLiteral("in_effect")).toObject();
    const QJsonObject code = effect.value(QStringLiteral("code")).toObject();
    QCOMPARE(code.value(QStringLiteral("value")).toString(), QStringLiteral("./src"));
    QCOMPARE(code.value(QStringLiteral("from")).toString(), QStringLiteral("component"));
    QCOMPARE(code.value(QStringLiteral("file")).toString(), QStringLiteral("components/train.yml"));
    QCOMPARE(code.value(QStringLiteral("line")).toInt(), 18);
    QCOMPARE(effect.value(QStringLiteral("environment")).toObject().value(QStringLiteral("value")).toString(),
             QStringLiteral("azureml:AzureML-sklearn-1.0-ubuntu20.04-py38-cpu@latest"));
    QVERIFY(effect.value(QStringLiteral("command")).toObject().value(QStringLiteral("value")).toString().startsWith(QLatin1String("python train.py")));
    QVERIFY(!effect.contains(QStringLiteral("resources"))); // nobody sets it

    // a component's resources and parallel settings, and a step's own over them
    const Result rr = run({QStringLiteral("graph"), QStringLiteral(PW_SOURCE_DIR "/tests/data/resolved/pipeline.yml")});
    QCOMPARE(rr.code, 0);
    QHash<QString, QJsonObject> effects;
    for (const QJsonValue& v : QJsonDocument::fromJson(rr.out).object().value(QStringLiteral("steps")).toArray())
        effects.insert(v.toObject().value(QStringLiteral("name")).toString(), v.toObject().value(QStringLiteral("in_effect")).toObject());
    const QJsonObject score = effects.value(QStringLiteral("score")), tuned = effects.value(QStringLiteral("score_tuned"));
    QCOMPARE(score.value(QStringLiteral("resources")).toObject().value(QStringLiteral("from")).toString(), QStringLiteral("component"));
    QCOMPARE(score.value(QStringLiteral("resources")).toObject().value(QStringLiteral("value")).toObject().value(QStringLiteral("instance_count")).toInt(), 2);
    QCOMPARE(score.value(QStringLiteral("mini_batch_size")).toObject().value(QStringLiteral("value")).toString(), QStringLiteral("10kb"));
    QCOMPARE(tuned.value(QStringLiteral("resources")).toObject().value(QStringLiteral("from")).toString(), QStringLiteral("step"));
    QCOMPARE(tuned.value(QStringLiteral("resources")).toObject().value(QStringLiteral("line")).toInt(), 37); // where its value begins
    QCOMPARE(tuned.value(QStringLiteral("mini_batch_size")).toObject().value(QStringLiteral("value")).toString(), QStringLiteral("1"));
    QCOMPARE(tuned.value(QStringLiteral("environment_variables")).toObject().value(QStringLiteral("SCORE_MODE")).toObject()
                 .value(QStringLiteral("value")).toString(), QStringLiteral("slow"));
    QCOMPARE(effects.value(QStringLiteral("train")).value(QStringLiteral("distribution")).toObject().value(QStringLiteral("value"))
                 .toObject().value(QStringLiteral("type")).toString(), QStringLiteral("pytorch"));
    QCOMPARE(inputs[QStringLiteral("epochs")].value(QStringLiteral("binding")).toObject().value(QStringLiteral("text")).toString(),
             QStringLiteral("20"));
    const QJsonArray outs = train.value(QStringLiteral("outputs")).toArray();
    QCOMPARE(outs.size(), 1);
    QCOMPARE(outs.at(0).toObject().value(QStringLiteral("type")).toString(), QStringLiteral("mlflow_model"));

    // edges: pipeline input -> prep -> train -> pipeline output
    QStringList edges;
    for (const QJsonValue& v : g.value(QStringLiteral("edges")).toArray()) {
        const QJsonObject e = v.toObject();
        edges << QStringLiteral("%1:%2.%3->%4:%5.%6")
                     .arg(e.value(QStringLiteral("fromKind")).toString(), e.value(QStringLiteral("from")).toString(),
                          e.value(QStringLiteral("fromPort")).toString(), e.value(QStringLiteral("toKind")).toString(),
                          e.value(QStringLiteral("to")).toString(), e.value(QStringLiteral("toPort")).toString());
    }
    edges.sort();
    QCOMPARE(edges, (QStringList {QStringLiteral("input:learning_rate.learning_rate->step:train.learning_rate"),
                                  QStringLiteral("input:raw_data.raw_data->step:prep.raw_data"),
                                  QStringLiteral("step:prep.prepared->step:train.training_data"),
                                  QStringLiteral("step:train.model->output:trained_model.trained_model")}));
    QVERIFY(g.value(QStringLiteral("cycle")).toArray().isEmpty());

    // to a file
    QTemporaryDir dir;
    const Result f = run({QStringLiteral("graph"), QStringLiteral("valid/pipeline.yml"), QStringLiteral("-o"),
                          dir.filePath(QStringLiteral("g.json"))});
    QCOMPARE(f.code, 0);
    QCOMPARE(readAll(dir.filePath(QStringLiteral("g.json"))), r.out);
}

void TestCli::graphDot()
{
    const Result r = run({QStringLiteral("graph"), QStringLiteral("--format"), QStringLiteral("dot"),
                          QStringLiteral("valid/pipeline.yml")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith("digraph \"Prepare and train\" {"));
    QVERIFY(r.out.trimmed().endsWith('}'));
    QVERIFY2(r.out.contains("\"step:prep\" -> \"step:train\""), r.out.constData());
    QVERIFY(r.out.contains("\"input:raw_data\" -> \"step:prep\""));
    QVERIFY(r.out.contains("\"input:learning_rate\" -> \"step:train\""));
    QVERIFY(r.out.contains("\"step:train\" -> \"output:trained_model\""));

    const QString dot = QStandardPaths::findExecutable(QStringLiteral("dot"));
    if (dot.isEmpty())
        QFAIL("Graphviz 'dot' is not installed (Debian package graphviz; .ci/bootstrap installs it): the DOT text "
              "cannot be checked by Graphviz");
    // names with quotes and backslashes are escaped: Graphviz accepts the result
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("odd.yml")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("type: pipeline\n"
            "display_name: 'quotes \" and \\ backslash\\'\n"
            "jobs:\n"
            "  \"a\\\"b\":\n"
            "    command: echo\n"
            "    environment: azureml:env@latest\n"
            "    outputs:\n"
            "      o:\n"
            "        type: uri_folder\n"
            "  c:\n"
            "    command: echo\n"
            "    environment: azureml:env@latest\n"
            "    inputs:\n"
            "      i: ${{parent.jobs.a\"b.outputs.o}}\n");
    f.close();
    const QStringList files {dataDir() + QStringLiteral("/valid/pipeline.yml"),
                             dataDir() + QStringLiteral("/cycle/pipeline.yml"), f.fileName()};
    for (const QString& file : files) {
        const Result g = run({QStringLiteral("graph"), QStringLiteral("--format"), QStringLiteral("dot"), file});
        QCOMPARE(g.code, 0);
        QProcess p;
        p.start(dot, {QStringLiteral("-Tsvg")});
        QVERIFY(p.waitForStarted());
        p.write(g.out);
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(30000));
        QVERIFY2(p.exitCode() == 0, QByteArray(g.out + p.readAllStandardError()).constData());
        QVERIFY(p.readAllStandardOutput().contains("<svg"));
    }
}

void TestCli::distributedStepShowsItsProcesses()
{
    const QString data = QStringLiteral(PW_SOURCE_DIR "/tests/data/localruns");
    const auto r = pw::test::runCli({QStringLiteral("run"), QStringLiteral("distributed_fails.yml")}, data, m_state.path(),
                                    {{QStringLiteral("PIPEWRIGHT_PYTHON"), QStringLiteral("/usr/bin/python3")},
                                     {QStringLiteral("PIPEWRIGHT_LOCAL_CORES"), QStringLiteral("3")}});
    QCOMPARE(r.code, 1); // rank 1 fails the step
    const Result list = run({QStringLiteral("jobs"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
    const QString id = QJsonDocument::fromJson(list.out).array().first().toObject().value(QStringLiteral("id")).toString();
    const Result show = run({QStringLiteral("jobs"), QStringLiteral("show"), id, QStringLiteral("torch")});
    QCOMPARE(show.code, 0);
    QVERIFY2(show.out.contains("3 processes:"), show.out.constData());
    QVERIFY2(show.out.contains("node 0, rank 1 (local rank 1)") && show.out.contains("exit 3")
                 && show.out.contains("std_log_process_2.txt"),
             show.out.constData());
    const Result json = run({QStringLiteral("jobs"), QStringLiteral("show"), id, QStringLiteral("torch"), QStringLiteral("--format"),
                             QStringLiteral("json")});
    const QJsonArray processes = QJsonDocument::fromJson(json.out).object().value(QStringLiteral("processes")).toArray();
    QCOMPARE(processes.size(), 3);
    QCOMPARE(processes.at(1).toObject().value(QStringLiteral("exit_code")).toInt(), 3);
    QVERIFY(QFileInfo::exists(processes.at(0).toObject().value(QStringLiteral("log")).toString()));
}

void TestCli::sweepStepShowsItsTrials()
{
    const QString data = QStringLiteral(PW_SOURCE_DIR "/tests/data/localsweep");
    const auto r = pw::test::runCli({QStringLiteral("run"), QStringLiteral("grid.yml")}, data, m_state.path(),
                                    {{QStringLiteral("PIPEWRIGHT_PYTHON"), QStringLiteral("/usr/bin/python3")},
                                     {QStringLiteral("PIPEWRIGHT_LOCAL_CORES"), QStringLiteral("2")}});
    QCOMPARE(r.code, 0);
    const Result list = run({QStringLiteral("jobs"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
    const QString id = QJsonDocument::fromJson(list.out).array().first().toObject().value(QStringLiteral("id")).toString();
    const Result show = run({QStringLiteral("jobs"), QStringLiteral("show"), id, QStringLiteral("tune")});
    QCOMPARE(show.code, 0);
    QVERIFY2(show.out.contains("2 trials, the best by accuracy (highest):"), show.out.constData());
    QVERIFY2(show.out.contains("*  0  Completed") && show.out.contains("kernel=rbf") && show.out.contains("Canceled")
                 && show.out.contains("the bandit policy stopped it"),
             show.out.constData());
    const Result json = run({QStringLiteral("jobs"), QStringLiteral("show"), id, QStringLiteral("tune"), QStringLiteral("--format"),
                             QStringLiteral("json")});
    const QJsonObject sweep = QJsonDocument::fromJson(json.out).object().value(QStringLiteral("sweep")).toObject();
    QCOMPARE(sweep.value(QStringLiteral("primary_metric")).toString(), QStringLiteral("accuracy"));
    const QJsonArray trials = sweep.value(QStringLiteral("trials")).toArray();
    QCOMPARE(trials.size(), 2);
    QVERIFY(trials.at(0).toObject().value(QStringLiteral("best")).toBool());
    QCOMPARE(trials.at(0).toObject().value(QStringLiteral("metric")).toDouble(), 1.0);
    QCOMPARE(trials.at(1).toObject().value(QStringLiteral("parameters")).toObject().value(QStringLiteral("kernel")).toString(),
             QStringLiteral("slow"));
    QVERIFY(QFileInfo(trials.at(1).toObject().value(QStringLiteral("folder")).toString()).isDir());
}

void TestCli::graphCycle()
{
    const Result r = run({QStringLiteral("graph"), QStringLiteral("cycle/pipeline.yml")});
    QCOMPARE(r.code, 0);
    const QJsonObject g = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(g.value(QStringLiteral("edges")).toArray().size(), 2);
    QVERIFY(!g.value(QStringLiteral("cycle")).toArray().isEmpty());
    const Result d = run({QStringLiteral("graph"), QStringLiteral("--format"), QStringLiteral("dot"), QStringLiteral("cycle/pipeline.yml")});
    QVERIFY(d.out.contains("\"step:a\" -> \"step:b\""));
    QVERIFY(d.out.contains("\"step:b\" -> \"step:a\""));
}

void TestCli::graphMalformed()
{
    const Result r = run({QStringLiteral("graph"), QStringLiteral("malformed/pipeline.yml")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith("malformed/pipeline.yml:7:4: error: "), r.err.constData());
}

void TestCli::verboseLogsToStderr()
{
    const Result quiet = run({QStringLiteral("validate"), QStringLiteral("valid/pipeline.yml")});
    QVERIFY2(!quiet.err.contains("debug"), quiet.err.constData());
    const Result r = run({QStringLiteral("-v"), QStringLiteral("validate"), QStringLiteral("valid/pipeline.yml")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.contains("validating"), r.err.constData());
    const Result after = run({QStringLiteral("validate"), QStringLiteral("--verbose"), QStringLiteral("valid/pipeline.yml")});
    QVERIFY2(after.err.contains("validating"), after.err.constData());
    // and the log file is written under $XDG_STATE_HOME
    const QString log = m_state.path() + QStringLiteral("/pipewright/logs/pipewright.log");
    QVERIFY2(QFile::exists(log), qPrintable(log));
    QVERIFY(readAll(log).contains("validating"));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
