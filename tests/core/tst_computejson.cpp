// SPDX-License-Identifier: MIT
#include "computejson.h"
#include "quota.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace pw;

namespace {

QByteArray data(const char* name)
{
    QFile f(QStringLiteral(PW_SOURCE_DIR "/tests/data/compute/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QStringList issueTexts(const QList<JsonIssue>& issues)
{
    QStringList out;
    for (const JsonIssue& i : issues)
        out << i.toString();
    return out;
}

} // namespace

class TestComputeJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void usages()
    {
        const UsageParseResult r = parseUsages(data("usages.json"), QStringLiteral("usages.json"));
        QVERIFY2(r.issues.isEmpty(), qPrintable(issueTexts(r.issues).join(u'\n')));
        QCOMPARE(r.rows.size(), 7);
        QCOMPARE(r.rows[0].group, QStringLiteral("totalCores"));
        QCOMPARE(r.rows[1].pool, CorePool::Dedicated);
        QCOMPARE(r.rows[2].pool, CorePool::LowPriority);
        QCOMPARE(r.rows[3].family, QStringLiteral("standardDSv2Family"));
        QCOMPARE(r.rows[3].current, 8);
        QCOMPARE(r.rows[4].limit, -1);
        QCOMPARE(r.rows[5].limit, 0);
        QCOMPARE(r.rows[6].level, QuotaLevel::Workspace);
        QCOMPARE(r.rows[6].workspace, QStringLiteral("ws-studio"));
        QCOMPARE(r.rows[6].group, QStringLiteral("vmFamily"));
    }

    void quotasJoin()
    {
        const UsageParseResult u = parseUsages(data("usages.json"), QStringLiteral("usages.json"));
        const UsageParseResult q = parseQuotas(data("quotas.json"), QStringLiteral("quotas.json"));
        QVERIFY(q.issues.isEmpty());
        QCOMPARE(q.rows.size(), 2);
        const QList<UsageRow> joined = joinQuotas(u.rows, q.rows);
        QCOMPARE(joined.size(), 8); // the FSv2 quota has no usage row
        QCOMPARE(joined[6].limit, 16); // the workspace row took the quota's limit
        QCOMPARE(joined[3].limit, 20); // the subscription row kept its own
        QCOMPARE(joined[7].family, QStringLiteral("standardFSv2Family"));
        QCOMPARE(joined[7].current, 0);
    }

    void vmSizes()
    {
        const VmSizeParseResult r = parseVmSizes(data("vmsizes.json"), QStringLiteral("vmsizes.json"));
        QCOMPARE(r.sizes.size(), 3);
        QCOMPARE(r.sizes[0].vCpus, 4);
        QCOMPARE(*r.sizes[0].pricePerHour, 0.31);
        QCOMPARE(*r.sizes[0].lowPriorityPricePerHour, 0.07);
        QCOMPARE(r.sizes[1].gpus, 1);
        QCOMPARE(issueTexts(r.issues), QStringList{QStringLiteral("vmsizes.json: value[2].vCPUs: expected a number")});
    }

    void vmSizeCountsOutOfRange()
    {
        // found by fuzz_computejson: a vCPU count beyond an int was converted anyway (undefined behaviour) and could
        // come out negative
        const VmSizeParseResult r = parseVmSizes(
            R"({"value":[{"name":"Standard_X","vCPUs":3e110,"gpus":-1,"memoryGB":-2},{"name":"Standard_Y","vCPUs":2.5}]})",
            QStringLiteral("sizes.json"));
        QCOMPARE(r.sizes.size(), 2);
        QCOMPARE(r.sizes[0].vCpus, 0);
        QCOMPARE(r.sizes[0].gpus, 0);
        QCOMPARE(r.sizes[0].memoryGB, 0.0);
        QCOMPARE(r.sizes[1].vCpus, 0);
        QCOMPARE(r.issues.size(), 4);
        QCOMPARE(r.issues[0].path, QStringLiteral("value[0].vCPUs"));
    }

    void computes()
    {
        const ComputeParseResult r = parseComputes(data("computes.json"), QStringLiteral("computes.json"));
        QCOMPARE(r.computes.size(), 4);
        const ComputeTarget& c = r.computes[0];
        QCOMPARE(c.kind, QStringLiteral("amlcompute"));
        QCOMPARE(c.maxNodes, 3);
        QCOMPARE(c.idleNodes, 1);
        QCOMPARE(c.busyNodes, 1);
        QCOMPARE(c.identityType, QStringLiteral("SystemAssigned"));
        const ComputeTarget& k = r.computes[1];
        QCOMPARE(k.kind, QStringLiteral("kubernetes"));
        QVERIFY(k.attached);
        QCOMPARE(k.defaultInstanceType, QStringLiteral("small-cpu"));
        QCOMPARE(k.instanceTypes.size(), 2);
        QCOMPARE(k.instanceTypes[0].name, QStringLiteral("one-gpu"));
        QCOMPARE(k.instanceTypes[0].limitsGpu, QStringLiteral("1"));
        QVERIFY(k.instanceTypes[1].isDefault);
        QCOMPARE(k.instanceTypes[1].nodeSelector.value(QStringLiteral("pool")), QStringLiteral("cpu"));
        QCOMPARE(r.computes[2].kind, QStringLiteral("attached"));
        QCOMPARE(r.computes[2].errors, QStringList{QStringLiteral("The access token is not valid.")});
        QCOMPARE(issueTexts(r.issues),
                 (QStringList{QStringLiteral("computes.json: value[3].properties: missing (expected an object)"),
                              QStringLiteral("computes.json: value[4]: expected an object")}));
    }

    void nodes()
    {
        const NodeParseResult r = parseComputeNodes(data("listnodes.json"), QStringLiteral("nodes.json"));
        QCOMPARE(r.nodes.size(), 4);
        QCOMPARE(issueTexts(r.issues), QStringList{QStringLiteral("nodes.json: nodes[3].port: expected a number")});
        ComputeTarget t;
        applyNodeCounts(t, r.nodes);
        QCOMPARE(t.busyNodes, 2);
        QCOMPARE(t.idleNodes, 1);
        QCOMPARE(t.preemptedNodes, 1);
        QCOMPARE(t.currentNodes, 4);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("issue");
        QTest::newRow("not json") << QByteArray("{\"value\": [") << "u.json: $: not valid JSON";
        QTest::newRow("no value") << QByteArray("{}") << "u.json: value: missing (expected a list)";
        QTest::newRow("value not list") << QByteArray("{\"value\": 3}") << "u.json: value: expected a list";
        QTest::newRow("service error") << QByteArray(R"({"error":{"code":"AuthorizationFailed","message":"no access"}})")
                                       << "u.json: error: the service answered with an error: AuthorizationFailed: no access";
        QTest::newRow("row not object") << QByteArray("{\"value\": [1]}") << "u.json: value[0]: expected an object";
        QTest::newRow("no name") << QByteArray("{\"value\": [{\"currentValue\":1,\"limit\":2}]}")
                                 << "u.json: value[0].name: missing";
        QTest::newRow("limit string") << QByteArray(R"({"value": [{"name":{"value":"x"},"currentValue":1,"limit":"2"}]})")
                                      << "u.json: value[0].limit: expected a number";
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe", 3) << "u.json: $: not valid JSON";
    }
    void malformed()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, issue);
        const UsageParseResult r = parseUsages(json, QStringLiteral("u.json"));
        QVERIFY(r.rows.isEmpty());
        QVERIFY(!r.issues.isEmpty());
        QVERIFY2(r.issues.first().toString().startsWith(issue), qPrintable(r.issues.first().toString()));
        // the other parsers survive the same input
        parseQuotas(json, QStringLiteral("q"));
        parseVmSizes(json, QStringLiteral("v"));
        parseComputes(json, QStringLiteral("c"));
        parseComputeNodes(json, QStringLiteral("n"));
        snapshotFromJson(json, QStringLiteral("s"));
    }

    void snapshotRoundTrip()
    {
        ComputeSnapshot s;
        s.backendId = QStringLiteral("azure");
        s.location = QStringLiteral("northeurope");
        s.workspace = QStringLiteral("ws-studio");
        s.takenAt = QDateTime(QDate(2026, 3, 1), QTime(10, 0), Qt::UTC);
        s.usages = parseUsages(data("usages.json"), QStringLiteral("u")).rows;
        s.vmSizes = parseVmSizes(data("vmsizes.json"), QStringLiteral("v")).sizes;
        s.computes = parseComputes(data("computes.json"), QStringLiteral("c")).computes;
        const QByteArray json = QJsonDocument(snapshotToJson(s)).toJson();
        const SnapshotParseResult back = snapshotFromJson(json, QStringLiteral("snap"));
        QVERIFY2(back.issues.isEmpty(), qPrintable(issueTexts(back.issues).join(u'\n')));
        QCOMPARE(QJsonDocument(snapshotToJson(back.snapshot)).toJson(), json);
        // the parsed snapshot drives the pre-flight check: NCSv3 has no quota here
        ComputeDemand d;
        d.vmSize = QStringLiteral("Standard_NC6s_v3");
        const QList<PreflightFinding> f = preflight(d, back.snapshot);
        QVERIFY(!f.isEmpty());
        QCOMPARE(f.last().ruleId, QStringLiteral("quota-no-quota"));
    }
};

QTEST_GUILESS_MAIN(TestComputeJson)
#include "tst_computejson.moc"
