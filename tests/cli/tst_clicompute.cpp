// SPDX-License-Identifier: MIT
// The compute and quota commands of the pipewright tool, run as a process: instance-type validate and export,
// quota, compute list|show|create|resize|delete and vm-sizes against the local backend; exit codes and output.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Result = pw::test::CliResult;

QString dataDir()
{
    return QStringLiteral(PW_SOURCE_DIR "/tests/data/instancetypes");
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QList<QByteArray> lines(const QByteArray& text)
{
    QList<QByteArray> out = text.split('\n');
    if (!out.isEmpty() && out.last().isEmpty())
        out.removeLast();
    return out;
}

} // namespace

class TestCliCompute : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void helpListsTheCommands();
    void usageErrors_data();
    void usageErrors();

    void instanceTypeValid();
    void instanceTypeProblems();
    void instanceTypeJson();
    void instanceTypeExport();
    void instanceTypeExportRefusesErrors();

    void quotaJson();
    void quotaTableAndCsv();
    void computeList();
    void computeCreateRefused();
    void computeCreateBadName();
    void computeResizeAndDeleteRefused();
    void vmSizes();
    void validateRunsThePreflightChecks();

private:
    Result run(const QStringList& args);
    QTemporaryDir m_state;
};

Result TestCliCompute::run(const QStringList& args)
{
    return pw::test::runCli(args, dataDir(), m_state.path(), {{QStringLiteral("PIPEWRIGHT_LOCAL_CORES"), QStringLiteral("4")}});
}

void TestCliCompute::initTestCase()
{
    QVERIFY(QFile::exists(QStringLiteral(PW_CLI_PATH)));
    QVERIFY(m_state.isValid());
}

void TestCliCompute::helpListsTheCommands()
{
    const Result r = run({QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    for (const char* word : {"instance-type", "quota", "compute", "vm-sizes"})
        QVERIFY2(r.out.contains(word), word);
    const QList<QPair<QString, QByteArray>> mentions {{QStringLiteral("instance-type"), "kubectl"},
                                                      {QStringLiteral("quota"), "--format"},
                                                      {QStringLiteral("compute"), "--low-priority"},
                                                      {QStringLiteral("vm-sizes"), "--min-vcpus"}};
    for (const auto& [command, word] : mentions) {
        const Result h = run({QStringLiteral("help"), command});
        QCOMPARE(h.code, 0);
        QVERIFY2(h.out.contains(word), qPrintable(command));
    }
}

void TestCliCompute::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("instance-type no action") << QStringList {QStringLiteral("instance-type")};
    QTest::newRow("instance-type unknown action") << QStringList {QStringLiteral("instance-type"), QStringLiteral("apply"),
                                                                  QStringLiteral("my_instance_type.yaml")};
    QTest::newRow("instance-type no file") << QStringList {QStringLiteral("instance-type"), QStringLiteral("validate")};
    QTest::newRow("instance-type missing file")
        << QStringList {QStringLiteral("instance-type"), QStringLiteral("validate"), QStringLiteral("absent.yaml")};
    QTest::newRow("instance-type export two files")
        << QStringList {QStringLiteral("instance-type"), QStringLiteral("export"), QStringLiteral("my_instance_type.yaml"),
                        QStringLiteral("my_instance_type_list.yaml")};
    QTest::newRow("instance-type bad format")
        << QStringList {QStringLiteral("instance-type"), QStringLiteral("validate"), QStringLiteral("--format=xml"),
                        QStringLiteral("my_instance_type.yaml")};
    QTest::newRow("quota bad format") << QStringList {QStringLiteral("quota"), QStringLiteral("--format"), QStringLiteral("xml")};
    QTest::newRow("quota unknown backend") << QStringList {QStringLiteral("quota"), QStringLiteral("--backend"), QStringLiteral("mars")};
    QTest::newRow("quota argument") << QStringList {QStringLiteral("quota"), QStringLiteral("extra")};
    QTest::newRow("quota unknown option") << QStringList {QStringLiteral("quota"), QStringLiteral("--nope")};
    QTest::newRow("compute no action") << QStringList {QStringLiteral("compute")};
    QTest::newRow("compute unknown action") << QStringList {QStringLiteral("compute"), QStringLiteral("start"), QStringLiteral("x")};
    QTest::newRow("compute show without name") << QStringList {QStringLiteral("compute"), QStringLiteral("show")};
    QTest::newRow("compute create without size")
        << QStringList {QStringLiteral("compute"), QStringLiteral("create"), QStringLiteral("cpu-cluster"), QStringLiteral("--max"),
                        QStringLiteral("2")};
    QTest::newRow("compute create max not a number")
        << QStringList {QStringLiteral("compute"), QStringLiteral("create"), QStringLiteral("cpu-cluster"),
                        QStringLiteral("--size"), QStringLiteral("Standard_DS3_v2"), QStringLiteral("--max"), QStringLiteral("two")};
    QTest::newRow("compute resize without min")
        << QStringList {QStringLiteral("compute"), QStringLiteral("resize"), QStringLiteral("cpu-cluster"), QStringLiteral("--max"),
                        QStringLiteral("2")};
    QTest::newRow("compute resize min above max")
        << QStringList {QStringLiteral("compute"), QStringLiteral("resize"), QStringLiteral("cpu-cluster"), QStringLiteral("--min"),
                        QStringLiteral("3"), QStringLiteral("--max"), QStringLiteral("2")};
    QTest::newRow("vm-sizes min-vcpus not a number")
        << QStringList {QStringLiteral("vm-sizes"), QStringLiteral("--min-vcpus"), QStringLiteral("many")};
}

void TestCliCompute::usageErrors()
{
    QFETCH(QStringList, args);
    const Result r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.startsWith(QByteArray("pipewright " + args.first().toUtf8() + ": ")), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCliCompute::instanceTypeValid()
{
    const Result r = run({QStringLiteral("instance-type"), QStringLiteral("validate"), QStringLiteral("my_instance_type.yaml"),
                          QStringLiteral("my_instance_type_list.yaml")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    // "%n instance type(s)": the plural form comes from the English catalogue once it holds the text
    QVERIFY2(QRegularExpression(QStringLiteral("^2 files checked, 3 instance type(s|\\(s\\)): 0 errors, 0 warnings$"))
                 .match(QString::fromUtf8(r.err.trimmed()))
                 .hasMatch(),
             r.err.constData());
}

void TestCliCompute::instanceTypeProblems()
{
    const Result r = run({QStringLiteral("instance-type"), QStringLiteral("validate"), QStringLiteral("problems.yaml"),
                          QStringLiteral("my_instance_type.yaml")});
    QCOMPARE(r.code, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 4);
    const QStringList places {QStringLiteral("9:16: error"), QStringLiteral("21:27: error"), QStringLiteral("24:19: error"),
                              QStringLiteral("25:7: warning")};
    const QStringList rules {QStringLiteral("k8s-resources"), QStringLiteral("k8s-resources"), QStringLiteral("k8s-resources"),
                             QStringLiteral("unknown-key")};
    for (int i = 0; i < 4; ++i) {
        const QRegularExpression re(QStringLiteral("^problems\\.yaml:%1: .+ \\[%2\\]$").arg(places.at(i), rules.at(i)));
        QVERIFY2(re.match(QString::fromUtf8(out.at(i))).hasMatch(), out.at(i).constData());
    }
    QVERIFY(out.at(0).contains("requests must not exceed limits"));
    QVERIFY(r.err.contains("3 errors, 1 warning"));

    const Result quiet = run({QStringLiteral("instance-type"), QStringLiteral("validate"), QStringLiteral("-q"),
                              QStringLiteral("problems.yaml")});
    QCOMPARE(quiet.code, 1);
    QCOMPARE(lines(quiet.out).size(), 3);

    // a file that is not YAML at all: one error at its place, exit 1
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.yaml"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("apiVersion: amlarc.azureml.com/v1alpha1\nkind: [InstanceType\n");
    f.close();
    const Result syntax = run({QStringLiteral("instance-type"), QStringLiteral("validate"), bad});
    QCOMPARE(syntax.code, 1);
    QVERIFY2(syntax.out.startsWith(QByteArray(bad.toUtf8() + ":")), syntax.out.constData());
    QVERIFY(syntax.out.contains("[yaml-syntax]"));
}

void TestCliCompute::instanceTypeJson()
{
    const Result r = run({QStringLiteral("instance-type"), QStringLiteral("validate"), QStringLiteral("--format"),
                          QStringLiteral("json"), QStringLiteral("problems.yaml")});
    QCOMPARE(r.code, 1);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &pe);
    QCOMPARE(pe.error, QJsonParseError::NoError);
    const QJsonArray a = doc.array();
    QCOMPARE(a.size(), 4);
    const QJsonObject first = a.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("file")).toString(), QStringLiteral("problems.yaml"));
    QCOMPARE(first.value(QStringLiteral("line")).toInt(), 9);
    QCOMPARE(first.value(QStringLiteral("column")).toInt(), 16);
    QCOMPARE(first.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QCOMPARE(first.value(QStringLiteral("rule")).toString(), QStringLiteral("k8s-resources"));
    QCOMPARE(first.value(QStringLiteral("field")).toString(), QStringLiteral("resources.requests.cpu"));
}

void TestCliCompute::instanceTypeExport()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("types.yaml"));
    const Result r = run({QStringLiteral("instance-type"), QStringLiteral("export"), QStringLiteral("my_instance_type_list.yaml"),
                          QStringLiteral("-o"), out});
    QCOMPARE(r.code, 0);
    const QByteArray written = readAll(out);
    QVERIFY(written.startsWith("apiVersion: amlarc.azureml.com/v1alpha1\nkind: InstanceTypeList\nitems:\n"));
    QVERIFY(written.contains("  name: cpusmall\n"));
    QVERIFY(written.contains("  name: defaultinstancetype\n"));
    QVERIFY(written.contains("nvidia.com/gpu: 0\n"));
    QVERIFY(!written.contains('#')); // canonical: the comments of the source are not kept
    // what was written is valid, and writing it again gives the same bytes
    const Result check = run({QStringLiteral("instance-type"), QStringLiteral("validate"), out});
    QCOMPARE(check.code, 0);
    QVERIFY(check.out.isEmpty());
    const Result again = run({QStringLiteral("instance-type"), QStringLiteral("export"), out});
    QCOMPARE(again.code, 0);
    QCOMPARE(again.out, written);

    const Result single = run({QStringLiteral("instance-type"), QStringLiteral("export"), QStringLiteral("my_instance_type.yaml")});
    QCOMPARE(single.code, 0);
    QVERIFY(single.out.startsWith("apiVersion: amlarc.azureml.com/v1alpha1\nkind: InstanceType\nmetadata:\n  name: myinstancetypename\n"));
    QVERIFY(single.out.contains("    mylabel: \"mylabelvalue\"\n"));
}

void TestCliCompute::instanceTypeExportRefusesErrors()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("types.yaml"));
    const Result r = run({QStringLiteral("instance-type"), QStringLiteral("export"), QStringLiteral("problems.yaml"),
                          QStringLiteral("-o"), out});
    QCOMPARE(r.code, 1);
    QVERIFY(!QFile::exists(out));
    QVERIFY(r.err.contains("problems.yaml:9:16: error:"));
    QVERIFY(r.err.contains("nothing was written"));
}

void TestCliCompute::quotaJson()
{
    const Result r = run({QStringLiteral("quota"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &pe);
    QCOMPARE(pe.error, QJsonParseError::NoError);
    QVERIFY(doc.isArray());
    const QJsonArray rows = doc.array();
    QVERIFY(!rows.isEmpty());
    bool machineCores = false;
    for (const QJsonValue& v : rows) {
        const QJsonObject o = v.toObject();
        for (const char* key : {"name", "displayName", "level", "pool", "family"})
            QVERIFY2(o.value(QLatin1String(key)).isString(), key);
        QVERIFY(o.value(QStringLiteral("used")).isDouble());
        QVERIFY(o.value(QStringLiteral("percent")).isDouble());
        for (const char* key : {"limit", "free"})
            QVERIFY2(o.value(QLatin1String(key)).isDouble() || o.value(QLatin1String(key)).isNull(), key);
        if (o.value(QStringLiteral("limit")).isDouble()) {
            const double limit = o.value(QStringLiteral("limit")).toDouble();
            const double used = o.value(QStringLiteral("used")).toDouble();
            QCOMPARE(o.value(QStringLiteral("free")).toDouble(), std::max(0.0, limit - used));
            machineCores = machineCores || limit == 4; // PIPEWRIGHT_LOCAL_CORES
        }
    }
    QVERIFY(machineCores);
}

void TestCliCompute::quotaTableAndCsv()
{
    const Result table = run({QStringLiteral("quota")});
    QCOMPARE(table.code, 0);
    QVERIFY(table.out.startsWith("NAME"));
    QVERIFY(table.out.contains("LIMIT"));
    const Result csv = run({QStringLiteral("quota"), QStringLiteral("--format"), QStringLiteral("CSV")});
    QCOMPARE(csv.code, 0);
    QVERIFY(lines(csv.out).size() >= 2);
    QVERIFY(csv.out.contains(','));
}

void TestCliCompute::computeList()
{
    const Result r = run({QStringLiteral("compute"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &pe);
    QCOMPARE(pe.error, QJsonParseError::NoError);
    QVERIFY(doc.isArray());
    for (const QJsonValue& v : doc.array()) {
        const QString name = v.toObject().value(QStringLiteral("name")).toString();
        QVERIFY(!name.isEmpty());
        // every target listed can be shown
        const Result show = run({QStringLiteral("compute"), QStringLiteral("show"), name, QStringLiteral("--format=json")});
        QCOMPARE(show.code, 0);
        QCOMPARE(QJsonDocument::fromJson(show.out).object().value(QStringLiteral("name")).toString(), name);
    }
    const Result missing = run({QStringLiteral("compute"), QStringLiteral("show"), QStringLiteral("no-such-compute")});
    QCOMPARE(missing.code, 1);
    QVERIFY(missing.err.contains("no-such-compute"));
}

void TestCliCompute::computeCreateRefused()
{
    // a valid form reaches the local backend, which manages no clusters: its message, exit 1
    const Result r = run({QStringLiteral("compute"), QStringLiteral("create"), QStringLiteral("cpu-cluster"),
                          QStringLiteral("--size"), QStringLiteral("Standard_DS3_v2"), QStringLiteral("--min"),
                          QStringLiteral("1"), QStringLiteral("--max"), QStringLiteral("4"), QStringLiteral("--low-priority")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.startsWith("pipewright compute: "), r.err.constData());
    QVERIFY(lines(r.err).last().size() > QByteArray("pipewright compute: ").size());
    // the pre-flight findings come first: a minimum above 0 keeps nodes billed
    QVERIFY2(r.out.contains("warning: ") && r.out.contains("[cluster-min-nodes]"), r.out.constData());
}

void TestCliCompute::computeCreateBadName()
{
    const Result r = run({QStringLiteral("compute"), QStringLiteral("create"), QStringLiteral("cpu-cluster-1"),
                          QStringLiteral("--size"), QStringLiteral("Standard_DS3_v2"), QStringLiteral("--max"), QStringLiteral("2")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("cpu-cluster-1"), r.err.constData());
}

void TestCliCompute::computeResizeAndDeleteRefused()
{
    const Result resize = run({QStringLiteral("compute"), QStringLiteral("resize"), QStringLiteral("cpu-cluster"),
                               QStringLiteral("--min"), QStringLiteral("0"), QStringLiteral("--max"), QStringLiteral("2")});
    QCOMPARE(resize.code, 1);
    QVERIFY(resize.err.startsWith("pipewright compute: "));
    const Result del = run({QStringLiteral("compute"), QStringLiteral("delete"), QStringLiteral("cpu-cluster"),
                            QStringLiteral("--detach")});
    QCOMPARE(del.code, 1);
    QVERIFY(del.err.startsWith("pipewright compute: "));
}

void TestCliCompute::vmSizes()
{
    const Result json = run({QStringLiteral("vm-sizes"), QStringLiteral("--format"), QStringLiteral("json"),
                             QStringLiteral("--min-vcpus"), QStringLiteral("2"), QStringLiteral("--gpu")});
    QCOMPARE(json.code, 0);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json.out, &pe);
    QCOMPARE(pe.error, QJsonParseError::NoError);
    QVERIFY(doc.isArray());
    for (const QJsonValue& v : doc.array()) {
        const QJsonObject o = v.toObject();
        QVERIFY(o.value(QStringLiteral("vCPUs")).toInt() >= 2);
        QVERIFY(o.value(QStringLiteral("gpus")).toInt() > 0);
    }
    const Result table = run({QStringLiteral("vm-sizes")});
    QCOMPARE(table.code, 0);
    QVERIFY(!table.out.isEmpty());
}

void TestCliCompute::validateRunsThePreflightChecks()
{
    // a step on a retired series and one on a series whose quota needs approval: reported with their rule ids at
    // the instance type; --no-preflight leaves them out
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("sizes.yml"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("type: pipeline\n"
            "jobs:\n"
            "  old:\n"
            "    type: command\n"
            "    command: echo old\n"
            "    environment: azureml:env@latest\n"
            "    resources:\n"
            "      instance_type: Standard_NC6\n"
            "  gpu:\n"
            "    type: command\n"
            "    command: echo gpu\n"
            "    environment: azureml:env@latest\n"
            "    resources:\n"
            "      instance_type: Standard_NC6s_v3\n");
    f.close();
    const Result checked = run({QStringLiteral("validate"), QStringLiteral("--notes"), file}); // approval is a note
    QVERIFY2(checked.out.contains(":8:") && checked.out.contains("[vm-retired]"), checked.out.constData());
    QVERIFY2(checked.out.contains(":14:") && checked.out.contains("[vm-requires-approval]"), checked.out.constData());
    const Result skipped = run({QStringLiteral("validate"), QStringLiteral("--no-preflight"), file});
    QVERIFY2(!skipped.out.contains("[vm-"), skipped.out.constData());
}

QTEST_GUILESS_MAIN(TestCliCompute)
#include "tst_clicompute.moc"
