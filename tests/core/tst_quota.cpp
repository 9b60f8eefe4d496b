// SPDX-License-Identifier: MIT
#include "pipelinedocument.h"
#include "quota.h"

#include <QTest>

using namespace pw;

namespace {

UsageRow row(const QString& key, const QString& group, CorePool pool, const QString& family, qint64 current,
             qint64 limit)
{
    UsageRow r;
    r.key = key;
    r.group = group;
    r.pool = pool;
    r.family = family;
    r.current = current;
    r.limit = limit;
    return r;
}

VmSize size(const QString& name, const QString& family, int cores, bool lp = true, int gpus = 0)
{
    VmSize s;
    s.name = name;
    s.family = family;
    s.vCpus = cores;
    s.gpus = gpus;
    s.lowPriorityCapable = lp;
    s.supportedComputeTypes = {QStringLiteral("AmlCompute"), QStringLiteral("ComputeInstance")};
    return s;
}

// A region: DSv2 family limit famLimit (famUsed in use), regional dedicated 40 (regUsed), low priority 20
ComputeSnapshot region(qint64 famUsed, qint64 famLimit, qint64 regUsed = 0)
{
    ComputeSnapshot s;
    s.location = QStringLiteral("westeurope");
    s.vmSizes << size(QStringLiteral("Standard_DS3_v2"), QStringLiteral("standardDSv2Family"), 4)
              << size(QStringLiteral("Standard_D4s_v3"), QStringLiteral("standardDSv3Family"), 4)
              << size(QStringLiteral("Standard_NV12s_v3"), QStringLiteral("standardNVSv3Family"), 12, false, 1)
              << size(QStringLiteral("Standard_NC6"), QStringLiteral("standardNCFamily"), 6, true, 1);
    s.vmSizes.last().supportedComputeTypes = {QStringLiteral("AmlCompute")};
    s.usages << row(QStringLiteral("Total Cluster Dedicated Regional vCPUs"), QStringLiteral("dedicatedCores"),
                    CorePool::Dedicated, QString(), regUsed, 40)
             << row(QStringLiteral("Total Cluster LowPriority Regional vCPUs"), QStringLiteral("lowPriorityCores"),
                    CorePool::LowPriority, QString(), 0, 20)
             << row(QStringLiteral("Standard DSv2 Family Cluster Dedicated vCPUs"), QStringLiteral("vmFamily"),
                    CorePool::Dedicated, QStringLiteral("standardDSv2Family"), famUsed, famLimit)
             << row(QStringLiteral("Standard DSv2 Family Cluster LowPriority vCPUs"), QStringLiteral("vmFamily"),
                    CorePool::LowPriority, QStringLiteral("standardDSv2Family"), 0, -1)
             << row(QStringLiteral("Standard DSv3 Family Cluster Dedicated vCPUs"), QStringLiteral("vmFamily"),
                    CorePool::Dedicated, QStringLiteral("standardDSv3Family"), 0, 24)
             << row(QStringLiteral("Standard NVSv3 Family Cluster Dedicated vCPUs"), QStringLiteral("vmFamily"),
                    CorePool::Dedicated, QStringLiteral("standardNVSv3Family"), 0, 24);
    return s;
}

QStringList rules(const QList<PreflightFinding>& fs)
{
    QStringList r;
    for (const PreflightFinding& f : fs)
        r << f.ruleId;
    return r;
}

} // namespace

class TestQuota : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cudaOfAnEnvironment_data()
    {
        QTest::addColumn<QString>("environment");
        QTest::addColumn<QString>("cuda");
        QTest::newRow("curated") << QStringLiteral("azureml:AzureML-ACPT-pytorch-1.13-py38-cuda11.7-gpu@latest") << QStringLiteral("11.7");
        QTest::newRow("image") << QStringLiteral("mcr.microsoft.com/azureml/openmpi4.1.0-cuda11.8-cudnn8-ubuntu22.04") << QStringLiteral("11.8");
        QTest::newRow("major only") << QStringLiteral("azureml:my-env-cuda12@latest") << QStringLiteral("12");
        QTest::newRow("underscore") << QStringLiteral("azureml:tf_cuda_10.1:3") << QStringLiteral("10.1");
        QTest::newRow("cpu") << QStringLiteral("azureml:AzureML-sklearn-1.5@latest") << QString();
    }
    void cudaTooOldForTheGpu()
    {
        // an A100 size (Ampere, CUDA 11 at least) with an environment built for CUDA 10.1
        PipelineDocument doc;
        doc.setContent("type: pipeline\njobs:\n  train:\n    type: command\n    command: python train.py\n"
                       "    environment: azureml:tf_cuda_10.1:3\n    resources:\n      instance_type: Standard_ND96asr_v4\n",
                       QStringLiteral("/tmp/cuda.yml"));
        ComputeSnapshot local;
        local.backendId = QStringLiteral("local");
        QStringList rules;
        for (const Diagnostic& d : preflightPipelineWithCatalog(doc.spec(), local))
            rules << d.ruleId;
        QVERIFY2(rules.contains(QStringLiteral("cuda-too-old")), qPrintable(rules.join(QLatin1Char(','))));
    }

    void cudaOfAnEnvironment()
    {
        QFETCH(QString, environment);
        QFETCH(QString, cuda);
        QCOMPARE(cudaVersionOf(environment), cuda);
    }

    void localCoresAreNotAzureQuota()
    {
        // the local backend's snapshot: this machine's 2 cores; a serverless size of 4 vCPUs is not judged by them
        ComputeSnapshot s;
        s.backendId = QStringLiteral("local");
        UsageRow local;
        local.key = QStringLiteral("Local cores");
        local.group = QStringLiteral("local");
        local.level = QuotaLevel::Workspace;
        local.current = 0;
        local.limit = 2;
        s.usages << local;
        VmSize size;
        size.name = QStringLiteral("Standard_DS3_v2");
        size.family = QStringLiteral("standardDSv2Family");
        size.vCpus = 4;
        size.supportedComputeTypes = {QStringLiteral("AmlCompute")};
        s.vmSizes << size;
        const QuotaFit fit = quotaFit(size, 1, false, s);
        QVERIFY(fit.rowKeys.isEmpty());
        QCOMPARE(quotaOutcome(fit), QuotaOutcome::Fits);
        ComputeDemand d;
        d.vmSize = size.name;
        for (const PreflightFinding& f : preflight(d, s))
            QVERIFY2(!f.ruleId.startsWith(QLatin1String("quota-")), qPrintable(f.message));
    }

    void decisionTable_data()
    {
        QTest::addColumn<int>("famUsed");
        QTest::addColumn<int>("famLimit");
        QTest::addColumn<QString>("vmSize");
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("lowPriority");
        QTest::addColumn<QString>("cuda");
        QTest::addColumn<QStringList>("expected");
        const QStringList none;
        QTest::newRow("fits") << 0 << 16 << "Standard_DS3_v2" << 2 << false << "" << none;
        QTest::newRow("1 not offered") << 0 << 16 << "Standard_XYZ9" << 1 << false << "" << QStringList{"vm-not-offered"};
        QTest::newRow("2 retired") << 0 << 16 << "Standard_NC6" << 1 << false << "" << QStringList{"vm-retired"};
        QTest::newRow("3 no quota") << 0 << 0 << "Standard_DS3_v2" << 1 << false << "" << QStringList{"quota-no-quota"};
        QTest::newRow("4 insufficient") << 0 << 16 << "Standard_DS3_v2" << 5 << false << ""
                                        << QStringList{"quota-insufficient"};
        QTest::newRow("5 in use, serverless queues") << 12 << 16 << "Standard_DS3_v2" << 2 << false << ""
                                                     << QStringList{"quota-in-use"};
        QTest::newRow("9 lp not capable") << 0 << 16 << "Standard_NV12s_v3" << 1 << true << ""
                                          << QStringList{"vm-requires-approval", "lowpriority-not-capable"};
        QTest::newRow("10 lp preemptible, family -1, regional decides")
            << 0 << 16 << "Standard_DS3_v2" << 5 << true << "" << QStringList{"preemptible"};
        QTest::newRow("lp over regional") << 0 << 16 << "Standard_DS3_v2" << 6 << true << ""
                                          << QStringList{"preemptible", "quota-insufficient"};
        QTest::newRow("14 cuda old") << 0 << 16 << "Standard_NV12s_v3" << 1 << false << "8.0"
                                     << QStringList{"vm-requires-approval", "cuda-too-old"};
        QTest::newRow("14 cuda ok") << 0 << 16 << "Standard_NV12s_v3" << 1 << false << "11.8"
                                    << QStringList{"vm-requires-approval"};
    }
    void decisionTable()
    {
        QFETCH(int, famUsed);
        QFETCH(int, famLimit);
        QFETCH(QString, vmSize);
        QFETCH(int, count);
        QFETCH(bool, lowPriority);
        QFETCH(QString, cuda);
        QFETCH(QStringList, expected);
        ComputeDemand d;
        d.kind = ComputeKind::Serverless;
        d.vmSize = vmSize;
        d.instanceCount = count;
        d.lowPriority = lowPriority;
        d.cuda = cuda;
        QCOMPARE(rules(preflight(d, region(famUsed, famLimit))), expected);
    }

    void threeOutcomes()
    {
        ComputeDemand d;
        d.vmSize = QStringLiteral("Standard_DS3_v2");
        d.instanceCount = 5;
        // too little quota: the largest count that fits
        QList<PreflightFinding> f = preflight(d, region(0, 16));
        QCOMPARE(f.size(), 1);
        QCOMPARE(f[0].suggestedCount, 4);
        QVERIFY(f[0].message.contains(QLatin1String("20")));
        QVERIFY(f[0].suggestedSizes.contains(QLatin1String("Standard_D4s_v3")));
        // no quota: sizes that have quota
        d.instanceCount = 1;
        f = preflight(d, region(0, 0));
        QCOMPARE(f[0].ruleId, QStringLiteral("quota-no-quota"));
        QCOMPARE(f[0].suggestedSizes, QStringList{QStringLiteral("Standard_D4s_v3")});
        // in use: will queue
        d.instanceCount = 2;
        f = preflight(d, region(12, 16));
        QCOMPARE(f[0].severity, Severity::Warning);
        QVERIFY(f[0].message.contains(QLatin1String("queue")));
        // regional row decides when the family has room
        f = preflight(d, region(0, 16, 36));
        QCOMPARE(rules(f), QStringList{QStringLiteral("quota-in-use")});
    }

    void ownCluster()
    {
        ComputeSnapshot s = region(12, 16);
        ComputeTarget c;
        c.name = QStringLiteral("cpu-cluster");
        c.kind = QStringLiteral("amlcompute");
        c.vmSize = QStringLiteral("Standard_DS3_v2");
        c.maxNodes = 2;
        s.computes << c;
        ComputeDemand d;
        d.kind = ComputeKind::AmlCompute;
        d.computeName = c.name;
        d.instanceCount = 3;
        const QList<PreflightFinding> f = preflight(d, s);
        QCOMPARE(rules(f), (QStringList{QStringLiteral("instance-count-over-max"), QStringLiteral("quota-in-use")}));
        QVERIFY(f[1].message.contains(QLatin1String("fail")));
    }

    void clusterForm()
    {
        ClusterRequest r;
        r.name = QStringLiteral("cpu-cluster-1");
        r.vmSize = QStringLiteral("Standard_DS3_v2");
        r.minNodes = 1;
        r.maxNodes = 6;
        r.location = QStringLiteral("eastus");
        QCOMPARE(rules(preflightCluster(r, region(0, 16))),
                 (QStringList{QStringLiteral("compute-name"), QStringLiteral("cluster-min-nodes"),
                              QStringLiteral("cluster-region"), QStringLiteral("cluster-max-unreachable")}));
    }

    void computeName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::newRow("ok") << "cpu-cluster" << true;
        QTest::newRow("digits inside") << "gpu1-cluster2" << true;
        QTest::newRow("ends -digits") << "cpu-cluster-1" << false;
        QTest::newRow("short") << "ab" << false;
        QTest::newRow("25") << QString(25, QLatin1Char('a')) << false;
        QTest::newRow("24") << QString(24, QLatin1Char('a')) << true;
        QTest::newRow("digit first") << "1cluster" << false;
        QTest::newRow("underscore") << "cpu_cluster" << false;
    }
    void computeName()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        QCOMPARE(clusterNameProblem(name).isEmpty(), valid);
    }

    void summaries()
    {
        const QList<QuotaSummary> q = quotaSummaries(region(12, 16));
        QCOMPARE(q[2].free, 4);
        QCOMPARE(q[2].percent, 75.0);
        QCOMPARE(q[3].free, -1);
    }
};

QTEST_GUILESS_MAIN(TestQuota)
#include "tst_quota.moc"
