// SPDX-License-Identifier: MIT
#include "vmcatalog.h"

#include <QSet>
#include <QTest>

using namespace pw;

class TestVmCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void commonSizesAreWholeAndKnown()
    {
        const QList<VmSize> sizes = VmCatalog::commonSizes();
        QVERIFY(sizes.size() >= 40);
        QSet<QString> names;
        int gpu = 0, retired = 0;
        for (const VmSize& s : sizes) {
            QVERIFY2(!names.contains(s.name), qPrintable(s.name));
            names.insert(s.name);
            QVERIFY2(s.vCpus > 0 && s.memoryGB > 0, qPrintable(s.name));
            const std::optional<VmFamilyInfo> family = VmCatalog::instance().forFamily(s.family);
            QVERIFY2(family, qPrintable(s.name + QStringLiteral(": family not in the catalog: ") + s.family));
            QCOMPARE(family->category == QLatin1String("gpu"), s.gpus > 0);
            gpu += s.gpus > 0;
            retired += family->retiredOn.isValid();
        }
        QVERIFY(gpu >= 5);
        QVERIFY(retired >= 1); // the picker's retirement warning has something to show offline
    }

    void bundledCatalogLoads()
    {
        const QList<VmFamilyInfo> all = VmCatalog::instance().all();
        QVERIFY(all.size() >= 20);
        for (const VmFamilyInfo& i : all) {
            QVERIFY2(!i.category.isEmpty(), qPrintable(i.series));
            QVERIFY2(!i.source.isEmpty(), qPrintable(i.series));
        }
    }

    void sizeToSeries_data()
    {
        QTest::addColumn<QString>("size");
        QTest::addColumn<QString>("series"); // empty: not in the catalog
        QTest::newRow("ncs v3") << "Standard_NC6s_v3" << "NCsv3";
        QTest::newRow("upper case") << "STANDARD_DS3_V2" << "DSv2";
        QTest::newRow("dsv3 via D4s") << "Standard_D4s_v3" << "DSv3";
        QTest::newRow("dv3") << "Standard_D4_v3" << "Dv3";
        QTest::newRow("dv2") << "Standard_D2_v2" << "Dv2";
        QTest::newRow("promo") << "Standard_DS11_v2_Promo" << "DSv2";
        QTest::newRow("nc promo") << "Standard_NC6_Promo" << "NC";
        QTest::newRow("m ms") << "Standard_M128ms" << "M";
        QTest::newRow("fsv2") << "Standard_F72s_v2" << "FSv2";
        QTest::newRow("rdma ncsv3") << "Standard_NC24rs_v3" << "NCsv3";
        QTest::newRow("ndv2 rs") << "Standard_ND40rs_v2" << "NDv2";
        QTest::newRow("hb rs") << "Standard_HB60rs" << "HB";
        QTest::newRow("hbv2") << "Standard_HB120rs_v2" << "HBv2";
        QTest::newRow("eav4") << "Standard_E4as_v4" << "EAv4";
        QTest::newRow("ddsv4") << "Standard_D4ds_v4" << "DDSv4";
        QTest::newRow("t4") << "Standard_NC4as_T4_v3" << "NCasT4v3";
        QTest::newRow("a100") << "Standard_ND96amsr_A100_v4" << "NDA100v4";
        QTest::newRow("unknown series") << "Standard_B2s" << "";
        QTest::newRow("garbage") << "not a size" << "";
        QTest::newRow("empty") << "" << "";
    }
    void sizeToSeries()
    {
        QFETCH(QString, size);
        QFETCH(QString, series);
        const std::optional<VmFamilyInfo> info = VmCatalog::instance().forSize(size);
        if (series.isEmpty()) {
            QVERIFY2(!info, qPrintable(info ? info->series : QString()));
        } else {
            QVERIFY2(info, qPrintable(VmCatalog::seriesOfSize(size)));
            QCOMPARE(info->series, series);
        }
    }

    void familyToSeries_data()
    {
        QTest::addColumn<QString>("family");
        QTest::addColumn<QString>("series");
        QTest::newRow("rest key") << "standardNCSv3Family" << "NCsv3";
        QTest::newRow("display form") << "Standard NCSv3 Family" << "NCsv3";
        QTest::newRow("promo") << "standardDSv2PromoFamily" << "DSv2";
        QTest::newRow("case") << "STANDARDDSV2FAMILY" << "DSv2";
        QTest::newRow("unknown") << "standardBSFamily" << "";
    }
    void familyToSeries()
    {
        QFETCH(QString, family);
        QFETCH(QString, series);
        const std::optional<VmFamilyInfo> info = VmCatalog::instance().forFamily(family);
        if (series.isEmpty())
            QVERIFY(!info);
        else {
            QVERIFY(info);
            QCOMPARE(info->series, series);
        }
    }

    void flags()
    {
        const auto nc = VmCatalog::instance().forSize(QStringLiteral("Standard_NC6"));
        QVERIFY(nc && nc->retiredOn == QDate(2023, 8, 31) && nc->gpuArchitecture == QLatin1String("Kepler"));
        const auto v3 = VmCatalog::instance().forSize(QStringLiteral("Standard_NC24s_v3"));
        QVERIFY(v3 && v3->requiresApproval && v3->isolatedSizes);
        QCOMPARE(v3->retiredOn, QDate(2025, 9, 30)); // as Azure announced for the NCv3 series
        QCOMPARE(v3->minCuda, QStringLiteral("9.0"));
        const auto ds = VmCatalog::instance().forFamily(QStringLiteral("standardDSv2Family"));
        QVERIFY(ds && !ds->requiresApproval && ds->category == QLatin1String("general"));
    }

    void malformedCatalog()
    {
        QString error;
        const VmCatalog c = VmCatalog::fromJson("{not json", &error);
        QVERIFY(c.all().isEmpty());
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestVmCatalog)
#include "tst_vmcatalog.moc"
