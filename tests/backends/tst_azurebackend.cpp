// SPDX-License-Identifier: MIT
// An Azure ML workspace as a pw::Backend, against a loopback server: jobs listed and read with their steps, computes
// listed (a cluster with its node counts, a Kubernetes compute with its instance types, an attached compute), a
// cluster created, a job cancelled, a refusal surfacing through problem(), and submit() refusing a pipeline without steps.
#include "azurebackend.h"
#include "computejson.h"
#include "azuretesting.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

namespace {

template<typename T>
T wait(QFuture<T> f)
{
    QElapsedTimer t;
    t.start();
    while (!f.isFinished() && t.elapsed() < 30000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return f.result();
}

const QByteArray Computes = R"({"value":[
 {"name":"cpu-cluster","location":"westeurope","identity":{"type":"SystemAssigned"},
  "properties":{"computeType":"AmlCompute","provisioningState":"Succeeded",
   "properties":{"vmSize":"STANDARD_DS3_V2","vmPriority":"Dedicated",
    "scaleSettings":{"minNodeCount":0,"maxNodeCount":4,"nodeIdleTimeBeforeScaleDown":"PT120S"},
    "allocationState":"Steady","currentNodeCount":3,"targetNodeCount":3,
    "nodeStateCounts":{"idleNodeCount":1,"runningNodeCount":1,"preparingNodeCount":1,"unusableNodeCount":0,"leavingNodeCount":0,"preemptedNodeCount":0}}}},
 {"name":"aks","properties":{"computeType":"Kubernetes","provisioningState":"Succeeded","isAttachedCompute":true,
   "properties":{"defaultInstanceType":"small","instanceTypes":{
    "small":{"resources":{"requests":{"cpu":"500m","memory":"1Gi"},"limits":{"cpu":"1","memory":"2Gi"}}},
    "gpu":{"nodeSelector":{"accelerator":"nvidia"},"resources":{"limits":{"cpu":"4","memory":"16Gi","nvidia.com/gpu":1}}}}}}},
 {"name":"dbx","properties":{"computeType":"Databricks","provisioningState":"Failed","isAttachedCompute":true,
   "provisioningErrors":[{"error":{"code":"BadToken","message":"The Databricks token is not valid."}}]}}
]})";

} // namespace

class TestAzureBackend : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stepLogIsCopiedAndGrows()
    {
        // a running step's std_log.txt brought here: the first reading copies it, the next ones add what was
        // appended (range requests), so a viewer following the copy tails the remote log
        LoopbackServer server;
        const QByteArray ws = "/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1";
        QByteArray log = "line 1\nline 2\n";
        QList<QByteArray> ranges;
        server.handler = [&](const Received& r) {
            if (r.path.startsWith(QByteArray(ws + "?")))
                return Reply {200, {}, "{\"properties\":{\"discoveryUrl\":\"" + server.url(QStringLiteral("/discovery")).toEncoded() + "\"}}"};
            if (r.path == "/discovery")
                return Reply {200, {}, "{\"api\":\"" + server.url(QStringLiteral("/region")).toEncoded() + "\"}"};
            if (r.path.startsWith(QByteArray("/region/history/v1.0" + ws + "/runs/j1/children")))
                return Reply {200, {}, R"({"value":[{"runId":"c1","status":"Running","properties":{"azureml.nodeid":"train"}}]})"};
            if (r.path.startsWith(QByteArray("/region/history/v1.0" + ws + "/runs/c1/details")))
                return Reply {200, {}, "{\"logFiles\":{\"azureml-logs/20_image_build_log.txt\":\"" + server.url(QStringLiteral("/blob/build.txt")).toEncoded()
                                           + "\",\"user_logs/std_log.txt\":\"" + server.url(QStringLiteral("/blob/std_log.txt?sig=secret")).toEncoded() + "\"}}"};
            if (r.path.startsWith("/blob/std_log.txt")) {
                const QByteArray range = r.headers.value("range");
                ranges << range;
                if (range.isEmpty())
                    return Reply {200, {}, log};
                const qint64 from = range.mid(6, range.indexOf('-') - 6).toLongLong();
                if (from >= log.size())
                    return Reply {416, {}, {}};
                return Reply {206, {}, log.mid(from)};
            }
            return Reply {404, {}, {}};
        };
        QTemporaryDir cache;
        AzureBackend backend(azure::customCloud(server.url(QString()), QUrl(QStringLiteral("https://login.invalid"))),
                             arm::WorkspaceRef::fromId(QString::fromLatin1(ws)), std::make_unique<FixedCredential>());
        backend.setLogCacheFolder(cache.path());
        const QString path = wait(backend.stepLog(QStringLiteral("j1"), QStringLiteral("train")));
        QVERIFY2(path.startsWith(cache.path()) && path.endsWith(QLatin1String("user_logs/std_log.txt")), qPrintable(path));
        auto content = [&path] {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        QCOMPARE(content(), log);
        log += "line 3\n";
        QCOMPARE(wait(backend.stepLog(QStringLiteral("j1"), QStringLiteral("train"))), path);
        QCOMPARE(content(), log);
        QVERIFY(ranges.last().startsWith("bytes=14-")); // only what was appended was asked for
        QCOMPARE(wait(backend.stepLog(QStringLiteral("j1"), QStringLiteral("nope"))), QString());
    }

    void snapshotOfTheWorkspace()
    {
        // computes, usages joined with quotas and VM sizes of the workspace's region (asked for from the workspace
        // when its id does not say), in the shapes of the REST examples (tests/data/compute)
        auto data = [](const char* name) {
            QFile f(QStringLiteral(PW_SOURCE_DIR "/tests/data/compute/") + QLatin1String(name));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray usages = data("usages.json"), quotas = data("quotas.json"), sizes = data("vmsizes.json");
        QVERIFY(!usages.isEmpty() && !quotas.isEmpty() && !sizes.isEmpty());
        LoopbackServer server;
        const QByteArray ws = "/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1";
        const QByteArray loc = "/subscriptions/s1/providers/Microsoft.MachineLearningServices/locations/northeurope";
        bool sizesFail = false;
        server.handler = [&](const Received& r) {
            if (r.path.startsWith(QByteArray(ws + "/computes?")))
                return Reply {200, {}, Computes};
            if (r.path.startsWith(QByteArray(ws + "?")))
                return Reply {200, {}, R"({"name":"ws1","location":"northeurope","properties":{}})"};
            if (r.path.startsWith(QByteArray(loc + "/usages?")))
                return Reply {200, {}, usages};
            if (r.path.startsWith(QByteArray(loc + "/quotas?")))
                return Reply {200, {}, quotas};
            if (r.path.startsWith(QByteArray(loc + "/vmSizes?")))
                return sizesFail ? Reply {403, {}, R"({"error":{"code":"AuthorizationFailed","message":"No access to sizes."}})"}
                                 : Reply {200, {}, sizes};
            return Reply {404, {}, {}};
        };
        AzureBackend backend(azure::customCloud(server.url(QString()), QUrl(QStringLiteral("https://login.invalid"))),
                             arm::WorkspaceRef::fromId(QString::fromLatin1(ws)), std::make_unique<FixedCredential>());
        ComputeSnapshot s = wait(backend.computeSnapshot());
        QCOMPARE(s.location, QStringLiteral("northeurope"));
        QCOMPARE(s.workspace, QStringLiteral("ws1"));
        QCOMPARE(s.computes.size(), 3);
        QVERIFY(s.usages.size() >= 5);
        bool limited = false;
        for (const UsageRow& r : s.usages)
            limited = limited || r.limit > 0;
        QVERIFY(limited); // usages joined with their quotas
        QVERIFY(s.vmSizes.size() >= 2);
        QVERIFY(s.error.contains(QLatin1String("vCPUs"))); // the sizes file holds one malformed size, named

        sizesFail = true;
        s = wait(backend.computeSnapshot());
        QVERIFY2(s.error.contains(QLatin1String("No access to sizes.")), qPrintable(s.error));
        QCOMPARE(s.computes.size(), 3); // the other parts are kept
        QVERIFY(s.vmSizes.isEmpty());
    }

    void computesFromJson()
    {
        const QList<ComputeTarget> t = parseComputes(Computes, QStringLiteral("computes.json")).computes;
        QCOMPARE(t.size(), 3);
        QCOMPARE(t[0].kind, QStringLiteral("amlcompute"));
        QCOMPARE(t[0].vmSize, QStringLiteral("STANDARD_DS3_V2"));
        QCOMPARE(t[0].maxNodes, 4);
        QCOMPARE(t[0].idleNodes, 1);
        QCOMPARE(t[0].busyNodes, 2);
        QCOMPARE(t[0].identityType, QStringLiteral("SystemAssigned"));
        QCOMPARE(t[1].kind, QStringLiteral("kubernetes"));
        QVERIFY(t[1].attached);
        QCOMPARE(t[1].instanceTypes.size(), 2);
        const auto gpu = std::find_if(t[1].instanceTypes.cbegin(), t[1].instanceTypes.cend(), [](const InstanceTypeSpec& s) { return s.name == QLatin1String("gpu"); });
        QVERIFY(gpu != t[1].instanceTypes.cend());
        QCOMPARE(gpu->limitsGpu, QStringLiteral("1"));
        QCOMPARE(gpu->nodeSelector.value(QStringLiteral("accelerator")), QStringLiteral("nvidia"));
        QVERIFY(!gpu->isDefault);
        QCOMPARE(t[2].kind, QStringLiteral("attached"));
        QCOMPARE(t[2].errors, QStringList {QStringLiteral("The Databricks token is not valid.")});
    }

    void createFromAChoice()
    {
        const azure::Cloud cloud = azure::cloudByName(QStringLiteral("public"));
        const arm::WorkspaceRef ws = arm::WorkspaceRef::fromId(
            QStringLiteral("/subscriptions/s/resourceGroups/g/providers/Microsoft.MachineLearningServices/workspaces/w"));
        QString error;
        azure::CredentialChoice incomplete;
        incomplete.method = QStringLiteral("service-principal");
        incomplete.tenant = QStringLiteral("t");
        QVERIFY(!AzureBackend::create(cloud, ws, incomplete, &error));
        QVERIFY2(error.contains(QLatin1String("client id")), qPrintable(error));
        azure::CredentialChoice unknown;
        unknown.method = QStringLiteral("password");
        QVERIFY(!AzureBackend::create(cloud, ws, unknown, &error));
        QVERIFY(error.contains(QLatin1String("password")));
        azure::CredentialChoice env;
        env.method = QStringLiteral("env");
        const std::unique_ptr<AzureBackend> b = AzureBackend::create(cloud, ws, env, &error);
        QVERIFY(b);
        QCOMPARE(b->workspace().workspace, QStringLiteral("w"));
    }

    void backendAgainstTheServer()
    {
        LoopbackServer server;
        const QByteArray ws = "/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1";
        int opPolls = 0;
        server.handler = [&](const Received& r) {
            if (r.path.startsWith(QByteArray(ws + "/computes?")))
                return Reply {200, {}, Computes};
            if (r.method == "PUT" && r.path.startsWith(QByteArray(ws + "/computes/new-cluster")))
                return Reply {201, {{"Azure-AsyncOperation", server.url(QStringLiteral("/op/1")).toEncoded()}}, "{}"};
            if (r.path.startsWith("/op/1"))
                return Reply {200, {}, ++opPolls < 2 ? R"({"status":"InProgress"})" : R"({"status":"Succeeded"})"};
            if (r.path.startsWith(QByteArray(ws + "/jobs?")))
                return Reply {200, {}, R"({"value":[{"name":"j1","properties":{"status":"Running"},"systemData":{"createdAt":"2026-11-24T08:00:00Z"}}]})"};
            if (r.path.startsWith(QByteArray(ws + "/jobs/j1/cancel")))
                return Reply {200, {}, {}};
            if (r.path.startsWith(QByteArray(ws + "/jobs/j1?")))
                return Reply {200, {}, R"({"name":"j1","properties":{"status":"Running"}})"};
            if (r.path.startsWith(QByteArray(ws + "/jobs/")))
                return Reply {403, {}, R"({"error":{"code":"AuthorizationFailed","message":"No read access."}})"};
            if (r.path.startsWith(QByteArray(ws + "?")))
                return Reply {200, {}, "{\"properties\":{\"discoveryUrl\":\"" + server.url(QStringLiteral("/discovery")).toEncoded() + "\"}}"};
            if (r.path == "/discovery")
                return Reply {200, {}, "{\"api\":\"" + server.url(QStringLiteral("/r")).toEncoded() + "\"}"};
            if (r.path.endsWith("/runs/j1/children"))
                return Reply {200, {}, R"({"value":[{"runId":"c1","status":"Running","properties":{"azureml.nodeid":"train"}}]})"};
            return Reply {404, {}, {}};
        };
        AzureBackend backend(azure::customCloud(server.url(QString()), QUrl(QStringLiteral("https://login.invalid"))),
                             arm::WorkspaceRef::fromId(QString::fromLatin1(ws)), std::make_unique<FixedCredential>());
        backend.setMinimumPollSeconds(0.01);
        QCOMPARE(backend.displayName(), QStringLiteral("Azure ML: ws1"));

        const QList<ComputeTarget> computes = wait(backend.computeTargets());
        QCOMPARE(computes.size(), 3);

        ClusterRequest req;
        req.name = QStringLiteral("new-cluster");
        req.vmSize = QStringLiteral("STANDARD_DS3_V2");
        req.maxNodes = 2;
        const ComputeOperationResult created = wait(backend.createCluster(req));
        QVERIFY2(created.ok, qPrintable(created.message));

        const QList<JobRun> jobs = wait(backend.listJobs());
        QCOMPARE(jobs.size(), 1);
        QCOMPARE(jobs[0].status, RunStatus::Running);
        const JobRun j1 = wait(backend.job(QStringLiteral("j1")));
        QCOMPARE(j1.steps.size(), 1);
        QCOMPARE(j1.steps[0].name, QStringLiteral("train"));

        QSignalSpy canceled(&backend, &Backend::jobStatusChanged);
        backend.cancel(QStringLiteral("j1"));
        QTRY_COMPARE(canceled.size(), 1);
        QCOMPARE(canceled.first().at(1).value<RunStatus>(), RunStatus::Canceled);

        QSignalSpy problems(&backend, &AzureBackend::problem);
        const JobRun denied = wait(backend.job(QStringLiteral("other")));
        QVERIFY(denied.id.isEmpty());
        QTRY_COMPARE(problems.size(), 1);
        QVERIFY(problems.first().at(0).toString().contains(QLatin1String("No read access.")));

        // a pipeline without steps is refused before anything is sent, naming the place (submit itself: tst_azuresubmit)
        const SubmitResult submitted = wait(backend.submit(QStringLiteral("p.yml"), "type: pipeline\n", {}));
        QVERIFY(!submitted.ok());
        QVERIFY2(submitted.error.contains(QLatin1String("p.yml:1:1")) && submitted.error.contains(QLatin1String("jobs")),
                 qPrintable(submitted.error));
    }
};

QTEST_GUILESS_MAIN(TestAzureBackend)
#include "tst_azurebackend.moc"
