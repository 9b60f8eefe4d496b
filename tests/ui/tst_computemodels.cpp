// SPDX-License-Identifier: MIT
// The compute item models (targets, VM sizes with their filter, quota rows), each checked with
// QAbstractItemModelTester while it changes.
#include "models/computetargetsmodel.h"
#include "models/quotarowsmodel.h"
#include "models/vmsizesmodel.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace pw;

namespace {

ComputeTarget cluster(const QString& name, int idle, int busy, int minN, int maxN)
{
    ComputeTarget t;
    t.name = name;
    t.kind = QStringLiteral("amlcompute");
    t.computeType = QStringLiteral("AmlCompute");
    t.state = QStringLiteral("Succeeded");
    t.vmSize = QStringLiteral("STANDARD_DS3_V2");
    t.idleNodes = idle;
    t.busyNodes = busy;
    t.currentNodes = idle + busy;
    t.minNodes = minN;
    t.maxNodes = maxN;
    return t;
}

VmSize size(const QString& name, const QString& family, int cpus, double mem, int gpus, std::optional<double> price)
{
    VmSize s;
    s.name = name;
    s.family = family;
    s.vCpus = cpus;
    s.memoryGB = mem;
    s.gpus = gpus;
    s.lowPriorityCapable = gpus == 0;
    s.currency = QStringLiteral("USD");
    s.pricePerHour = price;
    return s;
}

UsageRow usage(const QString& name, QuotaLevel level, CorePool pool, qint64 used, qint64 limit)
{
    UsageRow r;
    r.key = name;
    r.displayName = name;
    r.level = level;
    r.pool = pool;
    r.current = used;
    r.limit = limit;
    return r;
}

QStringList column(const QAbstractItemModel& m, int col)
{
    QStringList out;
    for (int i = 0; i < m.rowCount(); ++i)
        out << m.index(i, col).data().toString();
    return out;
}

} // namespace

class TestComputeModels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void targets();
    void vmSizesFilter();
    void vmSizesCatalogueFlags();
    void quotaRowsSorted();
};

void TestComputeModels::targets()
{
    ComputeTargetsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ComputeTarget local;
    local.name = QStringLiteral("local");
    local.kind = QStringLiteral("local");
    local.cores = 8;
    local.state = QStringLiteral("Running");
    ComputeTarget k8s;
    k8s.name = QStringLiteral("aks-gpu");
    k8s.kind = QStringLiteral("kubernetes");
    k8s.state = QStringLiteral("Failed");
    k8s.errors << QStringLiteral("Extension not installed");
    model.setTargets({local, cluster(QStringLiteral("cpu-cluster"), 1, 2, 0, 4), k8s});
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(1, ComputeTargetsModel::NodesColumn).data().toString(), QStringLiteral("1 idle, 2 busy"));
    QCOMPARE(model.index(1, ComputeTargetsModel::ScaleColumn).data().toString(), QStringLiteral("0 – 4"));
    QVERIFY(!model.index(0, ComputeTargetsModel::NodesColumn).data().isValid());
    QCOMPARE(model.index(0, ComputeTargetsModel::SizeColumn).data().toString(), QStringLiteral("8 cores"));
    QVERIFY(model.index(2, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Extension not installed")));
    model.setKinds({QStringLiteral("amlcompute")});
    QCOMPARE(column(model, 0), QStringList{QStringLiteral("cpu-cluster")});
    QCOMPARE(model.rowOf(QStringLiteral("cpu-cluster")), 0);
    QCOMPARE(model.rowOf(QStringLiteral("local")), -1);
    model.setKinds({});
    QCOMPARE(model.rowCount(), 3);
}

void TestComputeModels::vmSizesFilter()
{
    VmSizesModel model;
    VmSizesFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSizes({size(QStringLiteral("Standard_DS3_v2"), QStringLiteral("standardDSv2Family"), 4, 14, 0, 0.229),
                    size(QStringLiteral("Standard_D16s_v3"), QStringLiteral("standardDSv3Family"), 16, 64, 0, 0.768),
                    size(QStringLiteral("Standard_NC6s_v3"), QStringLiteral("standardNCSv3Family"), 6, 112, 1, 3.06),
                    size(QStringLiteral("Standard_F2s_v2"), QStringLiteral("standardFSv2Family"), 2, 4, 0, {})});
    QCOMPARE(filter.rowCount(), 4);
    // the series is derived from the family key when no catalogue is set
    QCOMPARE(model.index(0, VmSizesModel::SeriesColumn).data().toString(), QStringLiteral("DSv2"));
    QCOMPARE(model.index(3, VmSizesModel::PriceColumn).data().toString(), QStringLiteral("—"));

    filter.setText(QStringLiteral("ds"));
    QCOMPARE(column(filter, 0), (QStringList{QStringLiteral("Standard_DS3_v2"), QStringLiteral("Standard_D16s_v3")}));
    filter.setText(QStringLiteral("standard v3"));
    QCOMPARE(filter.rowCount(), 2);
    filter.setText({});
    filter.setMinCores(6);
    QCOMPARE(column(filter, 0), (QStringList{QStringLiteral("Standard_D16s_v3"), QStringLiteral("Standard_NC6s_v3")}));
    filter.setGpu(VmSizesFilterModel::Gpu::Required);
    QCOMPARE(column(filter, 0), QStringList{QStringLiteral("Standard_NC6s_v3")});
    filter.setGpu(VmSizesFilterModel::Gpu::None);
    filter.setMinCores(0);
    filter.setMinMemoryGB(10);
    QCOMPARE(column(filter, 0), (QStringList{QStringLiteral("Standard_DS3_v2"), QStringLiteral("Standard_D16s_v3")}));
    filter.setMinMemoryGB(0);
    filter.setGpu(VmSizesFilterModel::Gpu::Any);
    filter.setFamily(QStringLiteral("standardfsv2family"));
    QCOMPARE(column(filter, 0), QStringList{QStringLiteral("Standard_F2s_v2")});
    filter.setFamily({});

    filter.sort(VmSizesModel::PriceColumn, Qt::DescendingOrder);
    QCOMPARE(filter.index(0, 0).data().toString(), QStringLiteral("Standard_NC6s_v3"));
    QCOMPARE(filter.index(3, 0).data().toString(), QStringLiteral("Standard_F2s_v2")); // no price sorts last
    QCOMPARE(model.rowOf(QStringLiteral("standard_nc6s_v3")), 2);
}

void TestComputeModels::vmSizesCatalogueFlags()
{
    VmSizesModel model;
    VmSizesFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSizes({size(QStringLiteral("Standard_NC6"), QStringLiteral("standardNCFamily"), 6, 56, 1, 0.9),
                    size(QStringLiteral("Standard_ND40rs_v2"), QStringLiteral("standardNDSv2Family"), 40, 672, 8, 22)});
    VmFamilyInfo nc;
    nc.series = QStringLiteral("NC");
    nc.families << QStringLiteral("standardNCFamily");
    nc.category = QStringLiteral("gpu");
    nc.retiredOn = QDate(2023, 9, 6);
    VmFamilyInfo nd;
    nd.series = QStringLiteral("NDv2");
    nd.families << QStringLiteral("standardNDSv2Family");
    nd.category = QStringLiteral("gpu");
    nd.requiresApproval = true;
    model.setFamilies({nc, nd});
    QCOMPARE(model.index(0, VmSizesModel::FlagsColumn).data().toString(), QStringLiteral("retired"));
    QCOMPARE(model.index(1, VmSizesModel::FlagsColumn).data().toString(), QStringLiteral("needs approval"));
    QCOMPARE(model.index(1, VmSizesModel::SeriesColumn).data().toString(), QStringLiteral("NDv2"));
    QVERIFY(model.index(1, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("approved")));
    QCOMPARE(model.index(0, 0).data(VmSizesModel::CategoryRole).toString(), QStringLiteral("gpu"));
    filter.setHideRetired(true);
    QCOMPARE(column(filter, 0), QStringList{QStringLiteral("Standard_ND40rs_v2")});
}

void TestComputeModels::quotaRowsSorted()
{
    QuotaRowsModel model;
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(QuotaRowsModel::SortRole);
    QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows({usage(QStringLiteral("Total Regional vCPUs"), QuotaLevel::Subscription, CorePool::Any, 40, 100),
                   usage(QStringLiteral("Standard DSv2 Family"), QuotaLevel::Subscription, CorePool::Dedicated, 9, 10),
                   usage(QStringLiteral("Standard NCv3 Family"), QuotaLevel::Subscription, CorePool::Dedicated, 0, 0),
                   usage(QStringLiteral("Serverless"), QuotaLevel::Workspace, CorePool::Any, 12, -1)});
    QCOMPARE(model.index(1, QuotaRowsModel::FreeColumn).data().toString(), QStringLiteral("1"));
    QCOMPARE(model.index(1, QuotaRowsModel::PercentColumn).data().toString(), QStringLiteral("90 %"));
    QVERIFY(model.index(1, QuotaRowsModel::PercentColumn).data(Qt::ForegroundRole).isValid());
    QCOMPARE(model.index(3, QuotaRowsModel::LimitColumn).data().toString(), QStringLiteral("—"));
    QCOMPARE(model.index(3, QuotaRowsModel::PercentColumn).data(QuotaRowsModel::FractionRole).toDouble(), -1.0);
    QCOMPARE(model.index(0, QuotaRowsModel::LevelColumn).data().toString(), QStringLiteral("Subscription"));
    QCOMPARE(model.index(1, QuotaRowsModel::PoolColumn).data().toString(), QStringLiteral("Dedicated"));

    proxy.sort(QuotaRowsModel::PercentColumn, Qt::DescendingOrder);
    QCOMPARE(column(proxy, 0),
             (QStringList{QStringLiteral("Standard DSv2 Family"), QStringLiteral("Total Regional vCPUs"),
                          QStringLiteral("Standard NCv3 Family"), QStringLiteral("Serverless")}));
    proxy.sort(QuotaRowsModel::UsedColumn, Qt::AscendingOrder);
    QCOMPARE(column(proxy, QuotaRowsModel::UsedColumn),
             (QStringList{QStringLiteral("0"), QStringLiteral("9"), QStringLiteral("12"), QStringLiteral("40")}));
    // a refresh replaces the rows while the proxy stays sorted
    model.setRows({usage(QStringLiteral("Total Regional vCPUs"), QuotaLevel::Subscription, CorePool::Any, 3, 100)});
    QCOMPARE(proxy.rowCount(), 1);
    model.setRows({});
    QCOMPARE(proxy.rowCount(), 0);
}

QTEST_MAIN(TestComputeModels)
#include "tst_computemodels.moc"
