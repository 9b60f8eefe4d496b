// SPDX-License-Identifier: MIT
// Creating, resizing and deleting computes over ARM against a loopback server: the request bodies as the REST API
// gives them, the long-running operations followed, and the service's refusal in its own words.
#include "azurecompute.h"
#include "azuretesting.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QtConcurrent>

using namespace pw;

namespace {

QJsonObject object(const QByteArray& json)
{
    return QJsonDocument::fromJson(json).object();
}

using Fixture = ArmFixture;

} // namespace

class TestAzureCompute : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createBody()
    {
        ClusterRequest r;
        r.name = QStringLiteral("gpu-cluster");
        r.vmSize = QStringLiteral("Standard_NC6s_v3");
        r.minNodes = 0;
        r.maxNodes = 4;
        r.idleSecondsBeforeScaleDown = 300;
        r.lowPriority = true;
        r.identityType = QStringLiteral("UserAssigned");
        r.userAssignedIdentities = {QStringLiteral("/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.ManagedIdentity/userAssignedIdentities/id1")};
        const QJsonObject body = object(azure::clusterCreateBody(r, QStringLiteral("westeurope")));
        QCOMPARE(body.value(QLatin1String("location")).toString(), QStringLiteral("westeurope"));
        const QJsonObject props = body.value(QLatin1String("properties")).toObject();
        QCOMPARE(props.value(QLatin1String("computeType")).toString(), QStringLiteral("AmlCompute"));
        const QJsonObject inner = props.value(QLatin1String("properties")).toObject();
        QCOMPARE(inner.value(QLatin1String("vmSize")).toString(), QStringLiteral("Standard_NC6s_v3"));
        QCOMPARE(inner.value(QLatin1String("vmPriority")).toString(), QStringLiteral("LowPriority"));
        const QJsonObject scale = inner.value(QLatin1String("scaleSettings")).toObject();
        QCOMPARE(scale.value(QLatin1String("maxNodeCount")).toInt(), 4);
        QCOMPARE(scale.value(QLatin1String("minNodeCount")).toInt(), 0);
        QCOMPARE(scale.value(QLatin1String("nodeIdleTimeBeforeScaleDown")).toString(), QStringLiteral("PT300S"));
        QCOMPARE(body.value(QLatin1String("identity")).toObject().value(QLatin1String("type")).toString(), QStringLiteral("UserAssigned"));
        QVERIFY(body.value(QLatin1String("identity")).toObject().value(QLatin1String("userAssignedIdentities")).toObject().contains(r.userAssignedIdentities.first()));
        r.location = QStringLiteral("eastus");
        r.identityType.clear();
        const QJsonObject other = object(azure::clusterCreateBody(r, QStringLiteral("westeurope")));
        QCOMPARE(other.value(QLatin1String("location")).toString(), QStringLiteral("eastus"));
        QVERIFY(!other.contains(QLatin1String("identity")));
        QCOMPARE(azure::isoSeconds(-5), QStringLiteral("PT0S"));
    }

    void createIsFollowed()
    {
        Fixture f;
        int polls = 0;
        f.server.handler = [&f, &polls](const Received& r) {
            if (r.method == "PUT")
                return Reply {201, {{"Azure-AsyncOperation", f.server.url(QStringLiteral("/op/c")).toEncoded()}},
                              R"({"properties":{"computeType":"AmlCompute","provisioningState":"Creating"}})"};
            return Reply {200, {}, ++polls < 2 ? R"({"status":"InProgress"})" : R"({"status":"Succeeded"})"};
        };
        ClusterRequest req;
        req.name = QStringLiteral("cpu-cluster");
        req.vmSize = QStringLiteral("STANDARD_DS3_V2");
        req.maxNodes = 2;
        const ComputeOperationResult r = aside([&f, req] { return azure::createCluster(f.arm, f.ws, req, 0.01); });
        QVERIFY2(r.ok, qPrintable(r.message));
        QVERIFY(r.message.contains(QLatin1String("cpu-cluster")));
        QVERIFY(f.server.requests.first().path.contains("/workspaces/ws1/computes/cpu-cluster?api-version=2026-05-01"));
        QCOMPARE(object(f.server.requests.first().body).value(QLatin1String("location")).toString(), QStringLiteral("westeurope"));
    }

    void resizePatchesScaleSettings()
    {
        Fixture f;
        f.server.handler = [](const Received&) { return Reply {200, {}, R"({"properties":{"provisioningState":"Succeeded"}})"}; };
        const ComputeOperationResult r = aside([&f] { return azure::resizeCluster(f.arm, f.ws, QStringLiteral("c1"), 1, 8, 600, 0.01); });
        QVERIFY2(r.ok, qPrintable(r.message));
        const Received& sent = f.server.requests.first();
        QCOMPARE(sent.method, QByteArray("PATCH"));
        const QJsonObject scale = object(sent.body).value(QLatin1String("properties")).toObject().value(QLatin1String("properties")).toObject()
                                      .value(QLatin1String("scaleSettings")).toObject();
        QCOMPARE(scale.value(QLatin1String("minNodeCount")).toInt(), 1);
        QCOMPARE(scale.value(QLatin1String("maxNodeCount")).toInt(), 8);
        QCOMPARE(scale.value(QLatin1String("nodeIdleTimeBeforeScaleDown")).toString(), QStringLiteral("PT600S"));
    }

    void deleteAndDetach()
    {
        Fixture f;
        f.server.handler = [&f](const Received& r) {
            if (r.method == "DELETE")
                return Reply {202, {{"Azure-AsyncOperation", f.server.url(QStringLiteral("/op/d")).toEncoded()}}, {}};
            return Reply {200, {}, R"({"status":"Succeeded"})"};
        };
        QVERIFY(aside([&f] { return azure::deleteCompute(f.arm, f.ws, QStringLiteral("c1"), false, 0.01); }).ok);
        QVERIFY(f.server.requests.first().path.contains("underlyingResourceAction=Delete"));
        f.server.handler = [](const Received&) { return Reply {204, {}, {}}; };
        const ComputeOperationResult detached = aside([&f] { return azure::deleteCompute(f.arm, f.ws, QStringLiteral("aks"), true, 0.01); });
        QVERIFY(detached.ok);
        QVERIFY(detached.message.contains(QLatin1String("detached")));
        QVERIFY(f.server.requests.last().path.contains("underlyingResourceAction=Detach"));
    }

    void refusalInTheServiceWords()
    {
        Fixture f;
        f.server.handler = [](const Received&) {
            return Reply {409, {}, R"({"error":{"code":"Conflict","message":"Compute name 'cpu-cluster-1' is not available. Reason: Invalid"}})"};
        };
        ClusterRequest req;
        req.name = QStringLiteral("cpu-cluster-1");
        req.vmSize = QStringLiteral("STANDARD_DS3_V2");
        const ComputeOperationResult r = aside([&f, req] { return azure::createCluster(f.arm, f.ws, req, 0.01); });
        QVERIFY(!r.ok);
        QVERIFY2(r.message.contains(QLatin1String("Compute name 'cpu-cluster-1' is not available")), qPrintable(r.message));
        QVERIFY(r.message.contains(QLatin1String("HTTP 409")));
    }
};

QTEST_GUILESS_MAIN(TestAzureCompute)
#include "tst_azurecompute.moc"
