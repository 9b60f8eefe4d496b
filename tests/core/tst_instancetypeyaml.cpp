// SPDX-License-Identifier: MIT
// Reading Kubernetes instance types from YAML (models/core/instancetypeyaml): the examples Azure ML documents, the
// rules a type must follow, the place of every finding, and the round trip through writeInstanceTypes().
#include "instancetype.h"
#include "instancetypeyaml.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace pw;

namespace {

QString dataDir()
{
    return QStringLiteral(PW_SOURCE_DIR "/tests/data/instancetypes");
}

/// "E:rule@line:col" / "W:rule@line:col" of every diagnostic, in order.
QStringList findings(const InstanceTypeRead& r)
{
    QStringList out;
    for (const Diagnostic& d : r.diagnostics)
        out << QStringLiteral("%1:%2@%3:%4")
                   .arg(d.severity == Severity::Error ? QStringLiteral("E") : d.severity == Severity::Warning ? QStringLiteral("W") : QStringLiteral("I"),
                        d.ruleId)
                   .arg(d.line)
                   .arg(d.col);
    return out;
}

QString validFlags(const InstanceTypeRead& r)
{
    QString s;
    for (bool v : r.valid)
        s += v ? QLatin1Char('1') : QLatin1Char('0');
    return s;
}

const char* const Head = "apiVersion: amlarc.azureml.com/v1alpha1\nkind: InstanceType\n";

/// A single InstanceType with the given spec lines (indented under `spec:`); the name on line 4.
QByteArray one(const QByteArray& name, const QByteArray& spec)
{
    return QByteArray(Head) + "metadata:\n  name: " + name + "\nspec:\n" + spec;
}

const QByteArray Resources = "  resources:\n"
                             "    requests:\n"
                             "      cpu: \"500m\"\n"
                             "      memory: \"1Gi\"\n"
                             "    limits:\n"
                             "      cpu: \"1\"\n"
                             "      memory: \"2Gi\"\n";

bool sameTypes(const QList<InstanceTypeSpec>& a, const QList<InstanceTypeSpec>& b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const InstanceTypeSpec& x = a.at(i);
        const InstanceTypeSpec& y = b.at(i);
        if (x.name != y.name || x.nodeSelector != y.nodeSelector || x.requestsCpu != y.requestsCpu
            || x.requestsMemory != y.requestsMemory || x.limitsCpu != y.limitsCpu || x.limitsMemory != y.limitsMemory
            || x.limitsGpu != y.limitsGpu || x.requestsGpu != y.requestsGpu || x.isDefault != y.isDefault)
            return false;
    }
    return true;
}

} // namespace

class TestInstanceTypeYaml : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void documentedExamples();
    void rules_data();
    void rules();
    void fileProblems();
    void unreadableFile();
    void roundTrip_data();
    void roundTrip();
    void labels();
    void anyBytes();
};

// The two files Azure ML's documentation gives for `kubectl apply`, read as they are.
void TestInstanceTypeYaml::documentedExamples()
{
    const InstanceTypeRead single = readInstanceTypesFile(dataDir() + QStringLiteral("/my_instance_type.yaml"));
    QCOMPARE(findings(single), QStringList());
    QCOMPARE(single.isList, false);
    QCOMPARE(single.types.size(), 1);
    const InstanceTypeSpec& t = single.types.first();
    QCOMPARE(t.name, QStringLiteral("myinstancetypename"));
    QCOMPARE(t.nodeSelector, (QMap<QString, QString> {{QStringLiteral("mylabel"), QStringLiteral("mylabelvalue")}}));
    QCOMPARE(t.limitsCpu, QStringLiteral("1"));
    QCOMPARE(t.limitsGpu, QStringLiteral("1"));
    QCOMPARE(t.limitsMemory, QStringLiteral("2Gi"));
    QCOMPARE(t.requestsCpu, QStringLiteral("700m"));
    QCOMPARE(t.requestsMemory, QStringLiteral("1500Mi"));
    QCOMPARE(t.isDefault, false);
    QCOMPARE(single.places.first().line, 2);

    const InstanceTypeRead list = readInstanceTypesFile(dataDir() + QStringLiteral("/my_instance_type_list.yaml"));
    QCOMPARE(findings(list), QStringList());
    QVERIFY(list.isList);
    QCOMPARE(list.types.size(), 2);
    QCOMPARE(list.types.at(0).name, QStringLiteral("cpusmall"));
    QCOMPARE(list.types.at(0).limitsGpu, QStringLiteral("0"));
    QCOMPARE(list.types.at(1).name, QStringLiteral("defaultinstancetype"));
    QVERIFY(list.types.at(1).isDefault); // a type of that name replaces the cluster's default
    QCOMPARE(list.places.at(0).line, 5);
    QCOMPARE(list.places.at(1).line, 17);
    QCOMPARE(validFlags(list), QStringLiteral("11"));
}

void TestInstanceTypeYaml::rules_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("expected"); // findings()
    QTest::addColumn<QString>("valid"); // validFlags()

    // the default instance type as the documentation shows it: no node selector, GPU null (not set)
    QTest::newRow("default instance type")
        << one("defaultinstancetype", "  resources:\n    requests:\n      cpu: \"100m\"\n      memory: \"2Gi\"\n"
                                      "    limits:\n      cpu: \"2\"\n      memory: \"2Gi\"\n      nvidia.com/gpu: null\n")
        << QStringList() << QStringLiteral("1");
    QTest::newRow("quantities as numbers") << one("n1", "  resources:\n    requests:\n      cpu: 0.5\n      memory: 1Gi\n"
                                                        "    limits:\n      cpu: 1\n      memory: 2Gi\n")
                                           << QStringList() << QStringLiteral("1");
    QTest::newRow("decimal memory") << one("n1", "  resources:\n    requests:\n      cpu: \"0.1\"\n      memory: \"0.2Gi\"\n"
                                                 "    limits:\n      cpu: \"0.2\"\n      memory: \"0.5Gi\"\n")
                                    << QStringList() << QStringLiteral("1");
    // requests above limits: at the request's value (line 8 is `cpu: "4"`, its value at column 12)
    QTest::newRow("requests above limits")
        << one("a1", "  resources:\n    requests:\n      cpu: \"4\"\n      memory: \"8Gi\"\n"
                     "    limits:\n      cpu: \"2\"\n      memory: \"2Gi\"\n")
        << QStringList {QStringLiteral("E:k8s-resources@8:12"), QStringLiteral("E:k8s-resources@9:15")} << QStringLiteral("0");
    QTest::newRow("gpu under requests")
        << one("a1", Resources + "") .replace("      memory: \"1Gi\"\n", "      memory: \"1Gi\"\n      nvidia.com/gpu: 1\n")
        << QStringList {QStringLiteral("E:k8s-resources@10:23")} << QStringLiteral("0");
    QTest::newRow("gpu fraction") << one("a1", Resources + "      nvidia.com/gpu: 0.5\n")
                                  << QStringList {QStringLiteral("E:k8s-resources@13:23")} << QStringLiteral("0");
    QTest::newRow("gpu empty") << one("a1", Resources + "      nvidia.com/gpu: \"\"\n")
                               << QStringList {QStringLiteral("E:k8s-resources@13:23")} << QStringLiteral("0");
    QTest::newRow("memory unit GB") << one("a1", QByteArray(Resources).replace("\"2Gi\"", "\"2GB\""))
                                    << QStringList {QStringLiteral("E:k8s-resources@12:15")} << QStringLiteral("0");
    QTest::newRow("cpu millicores fraction") << one("a1", QByteArray(Resources).replace("\"500m\"", "\"1.5m\""))
                                             << QStringList {QStringLiteral("E:k8s-resources@8:12")} << QStringLiteral("0");
    QTest::newRow("cpu zero") << one("a1", QByteArray(Resources).replace("\"500m\"", "\"0\""))
                              << QStringList {QStringLiteral("E:k8s-resources@8:12")} << QStringLiteral("0");
    // a missing value is reported at the section it belongs in (line 7 `requests:`)
    QTest::newRow("requests memory missing") << one("a1", QByteArray(Resources).replace("      memory: \"1Gi\"\n", ""))
                                             << QStringList {QStringLiteral("E:k8s-resources@7:5")} << QStringLiteral("0");
    QTest::newRow("no resources") << one("a1", "  nodeSelector:\n    pool: gpu\n")
                                  << QStringList(4, QStringLiteral("E:k8s-resources@5:1")) << QStringLiteral("0");
    QTest::newRow("bad name") << one("Small_CPU", Resources) << QStringList {QStringLiteral("E:k8s-resources@4:9")}
                              << QStringLiteral("0");
    QTest::newRow("name missing")
        << QByteArray(QByteArray(Head) + "metadata:\n  labels: {}\nspec:\n" + Resources)
        << QStringList {QStringLiteral("E:k8s-required@4:3")} << QStringLiteral("0");
    QTest::newRow("name a number") << one("123", Resources) << QStringList {QStringLiteral("E:yaml-type@4:9")}
                                   << QStringLiteral("0");
    QTest::newRow("name quoted number") << one("'123'", Resources) << QStringList() << QStringLiteral("1");
    QTest::newRow("wrong apiVersion")
        << QByteArray(one("a1", Resources)).replace("amlarc.azureml.com/v1alpha1", "v1")
        << QStringList {QStringLiteral("E:k8s-api-version@1:13")} << QStringLiteral("0");
    QTest::newRow("apiVersion missing") << QByteArray(one("a1", Resources)).mid(40)
                                        << QStringList {QStringLiteral("E:k8s-api-version@1:1")} << QStringLiteral("0");
    QTest::newRow("wrong kind") << QByteArray(one("a1", Resources)).replace("kind: InstanceType", "kind: Pod")
                                << QStringList {QStringLiteral("E:k8s-kind@2:7")} << QStringLiteral("0");
    QTest::newRow("unknown keys are warnings")
        << QByteArray(one("a1", Resources + "  priority: high\n")).replace("metadata:\n", "metadata:\n  namespace: x\n")
        << QStringList {QStringLiteral("W:unknown-key@4:3"), QStringLiteral("W:unknown-key@14:3")} << QStringLiteral("1");
    QTest::newRow("other resources are warnings") << one("a1", Resources + "      ephemeral-storage: 1Gi\n")
                                                  << QStringList {QStringLiteral("W:unknown-key@13:7")} << QStringLiteral("1");
    QTest::newRow("cpu a boolean") << one("a1", QByteArray(Resources).replace("\"500m\"", "yes"))
                                   << QStringList {QStringLiteral("E:yaml-type@8:12")}
                                   << QStringLiteral("0");
    QTest::newRow("resources a list") << one("a1", "  resources:\n    - cpu\n")
                                      << QStringList {QStringLiteral("E:k8s-resources@6:3"), QStringLiteral("E:k8s-resources@6:3"),
                                                      QStringLiteral("E:k8s-resources@6:3"), QStringLiteral("E:k8s-resources@6:3"),
                                                      QStringLiteral("E:yaml-type@7:5")}
                                      << QStringLiteral("0");
    QTest::newRow("selector value a boolean") << one("a1", "  nodeSelector:\n    gpu: yes\n" + Resources)
                                              << QStringList {QStringLiteral("E:yaml-type@7:10")} << QStringLiteral("0");
    QTest::newRow("selector key refused") << one("a1", "  nodeSelector:\n    -bad-: x\n" + Resources)
                                          << QStringList {QStringLiteral("E:k8s-label@7:5")} << QStringLiteral("0");
    QTest::newRow("selector with prefix") << one("a1", "  nodeSelector:\n    kubernetes.io/arch: amd64\n" + Resources)
                                          << QStringList() << QStringLiteral("1");
    QTest::newRow("malformed yaml") << QByteArray("apiVersion: [x\nkind: InstanceType\n")
                                    << QStringList {QStringLiteral("E:yaml-syntax@2:5")} << QString();
    QTest::newRow("empty") << QByteArray() << QStringList {QStringLiteral("E:empty-file@1:1")} << QString();
    QTest::newRow("not a mapping") << QByteArray("- a\n- b\n") << QStringList {QStringLiteral("E:yaml-type@1:1")} << QString();
    QTest::newRow("two documents") << QByteArray(one("a1", Resources) + "---\nkind: Other\n")
                                   << QStringList {QStringLiteral("W:yaml-multiple-documents@13:1")} << QStringLiteral("1");
    QTest::newRow("list without items")
        << QByteArray("apiVersion: amlarc.azureml.com/v1alpha1\nkind: InstanceTypeList\n")
        << QStringList {QStringLiteral("E:k8s-required@1:1")} << QString();
    QTest::newRow("list item not a mapping")
        << QByteArray("apiVersion: amlarc.azureml.com/v1alpha1\nkind: InstanceTypeList\nitems:\n  - cpusmall\n")
        << QStringList {QStringLiteral("E:yaml-type@4:5")} << QString();
    QTest::newRow("list item of another kind")
        << QByteArray("apiVersion: amlarc.azureml.com/v1alpha1\nkind: InstanceTypeList\nitems:\n- kind: Pod\n"
                      "  metadata: {name: a1}\n  spec: {resources: {requests: {cpu: 1, memory: 1Gi}, limits: {cpu: 1, "
                      "memory: 1Gi}}}\n- metadata: {name: a2}\n  spec: {resources: {requests: {cpu: 1, memory: 1Gi}, "
                      "limits: {cpu: 1, memory: 1Gi}}}\n")
        << QStringList {QStringLiteral("E:k8s-kind@4:9")} << QStringLiteral("01");
    QTest::newRow("repeated key: the first is read")
        << one("a1", QByteArray(Resources).replace("      cpu: \"500m\"\n", "      cpu: \"500m\"\n      cpu: \"9\"\n"))
        << QStringList {QStringLiteral("W:yaml-duplicate-key@9:7")} << QStringLiteral("1");
    QTest::newRow("aliases are followed")
        << one("a1", "  resources:\n    requests: &r\n      cpu: \"1\"\n      memory: \"1Gi\"\n    limits: *r\n")
        << QStringList() << QStringLiteral("1");
}

void TestInstanceTypeYaml::rules()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, expected);
    QFETCH(QString, valid);
    const InstanceTypeRead r = readInstanceTypes(text, QStringLiteral("it.yaml"));
    QCOMPARE(findings(r), expected);
    QCOMPARE(validFlags(r), valid);
    for (const Diagnostic& d : r.diagnostics) {
        QCOMPARE(d.file, QStringLiteral("it.yaml"));
        QVERIFY2(!d.message.isEmpty(), qPrintable(d.ruleId));
    }
    QCOMPARE(r.hasErrors(), expected.join(QLatin1Char(' ')).contains(QLatin1String("E:")));
}

void TestInstanceTypeYaml::fileProblems()
{
    const QString path = dataDir() + QStringLiteral("/problems.yaml");
    const InstanceTypeRead r = readInstanceTypesFile(path);
    QCOMPARE(findings(r), (QStringList {QStringLiteral("E:k8s-resources@9:16"), QStringLiteral("E:k8s-resources@21:27"),
                                        QStringLiteral("E:k8s-resources@24:19"), QStringLiteral("W:unknown-key@25:7")}));
    QCOMPARE(validFlags(r), QStringLiteral("00"));
    QCOMPARE(r.diagnostics.first().file, path);
    QCOMPARE(r.diagnostics.first().field, QStringLiteral("resources.requests.cpu"));
    QVERIFY(r.validTypes().isEmpty());
}

void TestInstanceTypeYaml::unreadableFile()
{
    const InstanceTypeRead r = readInstanceTypesFile(dataDir() + QStringLiteral("/no-such-file.yaml"));
    QCOMPARE(r.diagnostics.size(), 1);
    QCOMPARE(r.diagnostics.first().ruleId, QStringLiteral("file-unreadable"));
    QVERIFY(r.hasErrors());
    QVERIFY(r.types.isEmpty());
}

void TestInstanceTypeYaml::roundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("single") << QStringLiteral("my_instance_type.yaml");
    QTest::newRow("list") << QStringLiteral("my_instance_type_list.yaml");
}

// What writeInstanceTypes() writes for `kubectl apply` reads back as the same types, without a finding.
void TestInstanceTypeYaml::roundTrip()
{
    QFETCH(QString, file);
    const InstanceTypeRead r = readInstanceTypesFile(dataDir() + QLatin1Char('/') + file);
    QVERIFY(!r.hasErrors());
    const QByteArray written = writeInstanceTypes(r.types);
    const InstanceTypeRead back = readInstanceTypes(written, QStringLiteral("out.yaml"));
    QVERIFY2(back.diagnostics.isEmpty(), qPrintable(findings(back).join(QLatin1Char(' ')) + QLatin1Char('\n') + written));
    QVERIFY(sameTypes(r.types, back.types));
    QCOMPARE(writeInstanceTypes(back.types), written);

    // names and labels YAML would read as something else are quoted on the way out
    InstanceTypeSpec odd = r.types.first();
    odd.name = QStringLiteral("123");
    odd.nodeSelector = {{QStringLiteral("yes"), QStringLiteral("on")}, {QStringLiteral("1e3"), QString()}};
    odd.limitsGpu = QStringLiteral("+1");
    odd.requestsCpu = QStringLiteral(" 1\n");
    QVERIFY(validateInstanceType(odd).isEmpty());
    const InstanceTypeRead oddBack = readInstanceTypes(writeInstanceTypes({odd}));
    QVERIFY2(!oddBack.hasErrors(), qPrintable(findings(oddBack).join(QLatin1Char(' '))));
    QVERIFY(sameTypes({odd}, oddBack.types));
}

void TestInstanceTypeYaml::labels()
{
    QVERIFY(labelKeyProblem(QStringLiteral("mylabel")).isEmpty());
    QVERIFY(labelKeyProblem(QStringLiteral("node.kubernetes.io/instance-type")).isEmpty());
    QVERIFY(labelKeyProblem(QStringLiteral("a_b.c-d")).isEmpty());
    QVERIFY(!labelKeyProblem(QString()).isEmpty());
    QVERIFY(!labelKeyProblem(QStringLiteral("Example.com/x")).isEmpty());
    QVERIFY(!labelKeyProblem(QStringLiteral("/x")).isEmpty());
    QVERIFY(!labelKeyProblem(QStringLiteral("a b")).isEmpty());
    QVERIFY(!labelKeyProblem(QString(64, QLatin1Char('a'))).isEmpty());
    QVERIFY(labelKeyProblem(QString(63, QLatin1Char('a'))).isEmpty());
    QVERIFY(labelValueProblem(QString()).isEmpty());
    QVERIFY(labelValueProblem(QStringLiteral("Standard_NC6s_v3")).isEmpty());
    QVERIFY(!labelValueProblem(QStringLiteral("a:b")).isEmpty());
    QVERIFY(!labelValueProblem(QStringLiteral("-a")).isEmpty());
}

// Truncations and byte flips of the examples: no crash, every finding inside the text.
void TestInstanceTypeYaml::anyBytes()
{
    QFile f(dataDir() + QStringLiteral("/my_instance_type_list.yaml"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray base = f.readAll();
    QRandomGenerator rng(4004);
    int checked = 0;
    for (int i = 0; i < 400; ++i) {
        QByteArray t = base.left(rng.bounded(base.size() + 1));
        for (int k = rng.bounded(4); k > 0 && !t.isEmpty(); --k)
            t[rng.bounded(t.size())] = char(rng.bounded(256));
        const InstanceTypeRead r = readInstanceTypes(t, QStringLiteral("x.yaml"));
        const QList<QByteArray> lines = t.split('\n');
        for (const Diagnostic& d : r.diagnostics) {
            QVERIFY(d.line >= 1 && d.line <= lines.size());
            QVERIFY(d.col >= 1 && d.col <= lines.at(d.line - 1).size() + 1);
            QVERIFY(!d.message.isEmpty());
        }
        QCOMPARE(r.types.size(), r.valid.size());
        QCOMPARE(r.types.size(), r.places.size());
        ++checked;
    }
    QCOMPARE(checked, 400);
}

QTEST_GUILESS_MAIN(TestInstanceTypeYaml)
#include "tst_instancetypeyaml.moc"
