// SPDX-License-Identifier: MIT
#include "instancetype.h"

#include <QTest>

using namespace pw;

class TestInstanceType : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void quantities()
    {
        QCOMPARE(parseCpuMillicores(QStringLiteral("100m")), 100);
        QCOMPARE(parseCpuMillicores(QStringLiteral("2")), 2000);
        QCOMPARE(parseCpuMillicores(QStringLiteral("0.5")), 500);
        QCOMPARE(parseCpuMillicores(QStringLiteral("1.5m")), -1);
        QCOMPARE(parseCpuMillicores(QStringLiteral("two")), -1);
        QCOMPARE(parseMemoryBytes(QStringLiteral("1024Mi")), qint64(1) << 30);
        QCOMPARE(parseMemoryBytes(QStringLiteral("4Gi")), qint64(4) << 30);
        QCOMPARE(parseMemoryBytes(QStringLiteral("1G")), qint64(1000000000));
        QCOMPARE(parseMemoryBytes(QStringLiteral("500M")), qint64(500000000));
        QCOMPARE(parseMemoryBytes(QStringLiteral("4GB")), -1);
    }

    void validate_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("values"); // reqCpu, reqMem, limCpu, limMem, limGpu, reqGpu
        QTest::addColumn<QStringList>("fields"); // fields with an error
        QTest::newRow("good") << "small-cpu" << QStringList{"500m", "1Gi", "1", "2Gi", "", ""} << QStringList{};
        QTest::newRow("gpu good") << "gpu" << QStringList{"2", "8Gi", "4", "16Gi", "1", ""} << QStringList{};
        QTest::newRow("bad name") << "Small_CPU" << QStringList{"500m", "1Gi", "1", "2Gi", "", ""}
                                  << QStringList{"metadata.name"};
        QTest::newRow("req above lim") << "a1" << QStringList{"2", "4Gi", "1", "2Gi", "", ""}
                                       << QStringList{"resources.requests.cpu", "resources.requests.memory"};
        QTest::newRow("gpu in requests") << "a1" << QStringList{"1", "1Gi", "1", "1Gi", "", "1"}
                                         << QStringList{"resources.requests.nvidia.com/gpu"};
        QTest::newRow("gpu fraction") << "a1" << QStringList{"1", "1Gi", "1", "1Gi", "0.5", ""}
                                      << QStringList{"resources.limits.nvidia.com/gpu"};
        QTest::newRow("zero and empty") << "a1" << QStringList{"0", "", "1", "1Gi", "", ""}
                                        << QStringList{"resources.requests.cpu", "resources.requests.memory"};
        QTest::newRow("bad units") << "a1" << QStringList{"1", "1GB", "1", "1Gi", "", ""}
                                   << QStringList{"resources.requests.memory"};
    }
    void validate()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, values);
        QFETCH(QStringList, fields);
        InstanceTypeSpec t;
        t.name = name;
        t.requestsCpu = values[0];
        t.requestsMemory = values[1];
        t.limitsCpu = values[2];
        t.limitsMemory = values[3];
        t.limitsGpu = values[4];
        t.requestsGpu = values[5];
        QStringList got;
        for (const Diagnostic& d : validateInstanceType(t, QStringLiteral("it.yaml"), 3, 5)) {
            got << d.field;
            QCOMPARE(d.line, 3);
            QCOMPARE(d.ruleId, QStringLiteral("k8s-resources"));
        }
        QCOMPARE(got, fields);
    }

    void stepResources()
    {
        ComputeTarget c;
        c.name = QStringLiteral("aks");
        c.defaultInstanceType = QStringLiteral("small");
        InstanceTypeSpec small;
        small.name = QStringLiteral("small");
        small.limitsCpu = QStringLiteral("2");
        small.limitsMemory = QStringLiteral("4Gi");
        small.isDefault = true;
        c.instanceTypes << small;
        QVERIFY(checkStepResources({QString(), QStringLiteral("1"), QStringLiteral("2Gi"), QString()}, c).isEmpty());
        QCOMPARE(checkStepResources({QString(), QStringLiteral("2"), QStringLiteral("2Gi"), QString()}, c).size(), 1);
        QCOMPARE(checkStepResources({QString(), QStringLiteral("1"), QStringLiteral("1Gi"), QStringLiteral("1")}, c).size(), 1);
        QCOMPARE(checkStepResources({QStringLiteral("huge"), QString(), QString(), QString()}, c).size(), 1);
    }

    void exportYaml()
    {
        InstanceTypeSpec t;
        t.name = QStringLiteral("small");
        t.nodeSelector.insert(QStringLiteral("pool"), QStringLiteral("cpu"));
        t.requestsCpu = QStringLiteral("500m");
        t.limitsCpu = QStringLiteral("1");
        t.requestsMemory = QStringLiteral("1Gi");
        t.limitsMemory = QStringLiteral("2Gi");
        const QByteArray one = writeInstanceTypes({t});
        QVERIFY(one.startsWith("apiVersion: amlarc.azureml.com/v1alpha1\nkind: InstanceType\n"));
        QVERIFY(one.contains("      cpu: \"1\"\n"));
        const QByteArray list = writeInstanceTypes({t, t});
        QVERIFY(list.contains("kind: InstanceTypeList\nitems:\n- apiVersion"));
        QCOMPARE(list.count("kind: InstanceType\n"), 2);
    }
};

QTEST_GUILESS_MAIN(TestInstanceType)
#include "tst_instancetype.moc"
