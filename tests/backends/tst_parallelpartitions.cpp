// SPDX-License-Identifier: MIT
// partition_keys: a partitioned MLTable cut into one mini-batch per combination of the keys' values, each read
// whole into one table with the columns its path gives, run(input_data, mini_batch_context) with the keys' values.
#include "parallelsteptesting.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace pw;
using namespace pw::test;

namespace {

const QString kSales = kData + QStringLiteral("/partitioned/sales");
const QString kTrain = kData + QStringLiteral("/partitioned/train");

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

class TestParallelPartitions : public QObject, public ParallelStepFixture
{
    Q_OBJECT

    ParallelPlan trainPlan(const QString& extra = QString())
    {
        ParallelPlan plan = basePlan(QStringLiteral("--model_folder ${{outputs.models}} --resource_monitor_interval 0 ") + extra);
        plan.entryScript = QStringLiteral("train.py");
        plan.partitionKeys = QStringList {QStringLiteral("Store"), QStringLiteral("Brand")};
        plan.maxConcurrencyPerInstance = 2;
        return plan;
    }

private Q_SLOTS:
    void initTestCase()
    {
        initFixture();
        if (!pythonHas(QStringLiteral("pandas")))
            QFAIL("pandas is not installed for python3 (python3-pandas; .ci/bootstrap installs it)");
    }
    void cleanupTestCase() { checkNoProcessLeft(); }

    void partitionFormat()
    {
        PartitionFormat f;
        QString err;
        QVERIFY(f.parse(QStringLiteral("{Store}/{Brand}/{file_name}.{extension}"), &err));
        QCOMPARE(f.names, (QStringList {QStringLiteral("Store"), QStringLiteral("Brand"), QStringLiteral("file_name"),
                                        QStringLiteral("extension")}));
        QJsonObject c;
        QVERIFY(f.match(QStringLiteral("data/1000/tropicana/part.1.csv"), &c)); // the end of the path counts
        QCOMPARE(c.value(QStringLiteral("Store")).toString(), QStringLiteral("1000"));
        QCOMPARE(c.value(QStringLiteral("Brand")).toString(), QStringLiteral("tropicana"));
        QCOMPARE(c.value(QStringLiteral("file_name")).toString(), QStringLiteral("part"));
        QCOMPARE(c.value(QStringLiteral("extension")).toString(), QStringLiteral("1.csv"));
        QVERIFY(!f.match(QStringLiteral("1000/part.csv"), &c));

        QVERIFY(f.parse(QStringLiteral("{Region}/{Day:yyyy/MM/dd}/{*}.parquet"), &err));
        QCOMPARE(f.names, (QStringList {QStringLiteral("Region"), QStringLiteral("Day")}));
        c = {};
        QVERIFY(f.match(QStringLiteral("west/2024/03/09/x.parquet"), &c));
        QCOMPARE(c.value(QStringLiteral("Day")).toString(), QStringLiteral("2024/03/09"));
        QVERIFY(!f.match(QStringLiteral("west/2024/3/09/x.parquet"), &c));

        // parts that follow each other without text between them could split a path in several ways
        QVERIFY(!f.parse(QStringLiteral("{a}{b}.csv"), &err));
        QVERIFY2(err.contains(QLatin1String("without text between them")), qPrintable(err));
        QVERIFY(!f.parse(QStringLiteral("{a}{*}.csv"), &err));
        // matching takes time in proportion to the path, whatever the format (a format of many columns on a long
        // path that does not match)
        QString many, path;
        for (int i = 0; i < 24; ++i)
            many += QStringLiteral("{c%1}.").arg(i);
        many += QStringLiteral("csv");
        QVERIFY2(f.parse(many, &err), qPrintable(err));
        path = QString(300, QLatin1Char('.')).replace(QStringLiteral(".."), QStringLiteral("x.")) + QStringLiteral("json");
        QElapsedTimer clock;
        clock.start();
        c = {};
        QVERIFY(!f.match(path, &c));
        QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));

        QVERIFY(!f.parse(QStringLiteral("{Store/x.csv"), &err));
        QVERIFY2(err.contains(QLatin1String("not closed")), qPrintable(err));
        QVERIFY(!f.parse(QStringLiteral("{A}/{A}.csv"), &err));
        QVERIFY2(err.contains(QLatin1String("twice")), qPrintable(err));
        QVERIFY(!f.parse(QStringLiteral("data/*.csv"), &err));
    }

    void planning()
    {
        ParallelInput in;
        QString err;
        QVERIFY2(planMiniBatches(kSales, QStringLiteral("mltable"), 1, &in, &err, {QStringLiteral("Store"), QStringLiteral("Brand")}),
                 qPrintable(err));
        QVERIFY(in.tabular);
        QCOMPARE(in.partitionKeys, (QStringList {QStringLiteral("Store"), QStringLiteral("Brand")}));
        QCOMPARE(in.batches.size(), 3); // the keys win over mini_batch_size 1
        QCOMPARE(in.fileCount, 4);
        const MiniBatch& last = in.batches.at(2);
        QCOMPARE(last.id, 2);
        QCOMPARE(last.partition.value(QStringLiteral("Store")).toString(), QStringLiteral("1001"));
        QCOMPARE(last.partition.value(QStringLiteral("Brand")).toString(), QStringLiteral("dominicks"));
        QCOMPARE(last.files.size(), 2);
        QCOMPARE(last.columns.size(), 2);
        QCOMPARE(last.columns.at(1).value(QStringLiteral("file_name")).toString(), QStringLiteral("part2"));
        QVERIFY(last.isPartition() && !last.isTabular());
        // the file outside the layout is left out, and said so
        QCOMPARE(in.warnings.size(), 1);
        QVERIFY2(in.warnings.first().contains(QLatin1String("stray.csv")), qPrintable(in.warnings.first()));

        // one key: two partitions
        QVERIFY(planMiniBatches(kSales, QStringLiteral("mltable"), 0, &in, &err, {QStringLiteral("Brand")}));
        QCOMPARE(in.batches.size(), 2);
        QCOMPARE(in.batches.at(0).files.size(), 3);
    }

    void badPartitionsSayWhere()
    {
        ParallelInput in;
        QString err;
        QVERIFY(!planMiniBatches(kSales, QStringLiteral("mltable"), 0, &in, &err, {QStringLiteral("Region")}));
        QVERIFY2(err.contains(QLatin1String("MLTable:10:")) && err.contains(QLatin1String("'Region'"))
                     && err.contains(QLatin1String("Store, Brand, file_name")),
                 qPrintable(err));

        const QString plain = m_tmp.filePath(QStringLiteral("plain"));
        writeFile(plain + QStringLiteral("/a/x.csv"), "v\n1\n");
        writeFile(plain + QStringLiteral("/MLTable"), "paths:\n  - pattern: ./**/*.csv\n");
        QVERIFY(!planMiniBatches(plain, QStringLiteral("mltable"), 0, &in, &err, {QStringLiteral("Store")}));
        QVERIFY2(err.contains(QLatin1String("MLTable:1:")) && err.contains(QLatin1String("extract_columns_from_partition_format")),
                 qPrintable(err));

        QVERIFY(!planMiniBatches(plain + QStringLiteral("/a"), QStringLiteral("uri_folder"), 0, &in, &err, {QStringLiteral("Store")}));
        QVERIFY2(err.contains(QLatin1String("no MLTable file")), qPrintable(err));

        // no read_* transformation: read from the extension, with a warning
        writeFile(plain + QStringLiteral("/MLTable"), "paths:\n  - pattern: ./**/*.csv\ntransformations:\n"
                                                      "  - extract_columns_from_partition_format: \"{Store}/{name}.csv\"\n");
        QVERIFY2(planMiniBatches(plain, QStringLiteral("mltable"), 0, &in, &err, {QStringLiteral("Store")}), qPrintable(err));
        QCOMPARE(in.batches.size(), 1);
        QCOMPARE(in.readOptions.value(QStringLiteral("format")).toString(), QStringLiteral("delimited"));
        QVERIFY(!in.warnings.isEmpty());
    }

    void modelPerPartition()
    {
        ParallelPlan plan = trainPlan();
        plan.miniBatchSize = 1;
        plan.miniBatchSizeText = QStringLiteral("1");
        const StepLaunch launch = makeLaunch(plan, kSales, QStringLiteral("mltable"), {output(QStringLiteral("models"))}, kTrain);
        const StepResult r = runStep(launch);
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));
        QVERIFY2(r.stdLog.contains(QLatin1String("one per combination of Store, Brand")), qPrintable(r.stdLog));
        QVERIFY2(r.stdLog.contains(QLatin1String("mini_batch_size 1 is not used")), qPrintable(r.stdLog));

        const QString models = launch.outputs.value(QStringLiteral("models"));
        const QJsonObject a = readJson(models + QStringLiteral("/Brand=dominicks_Store=1000.json"));
        QCOMPARE(a.value(QStringLiteral("rows")).toInt(), 3);
        QCOMPARE(a.value(QStringLiteral("quantity")).toInt(), 31);
        const QJsonObject b = readJson(models + QStringLiteral("/Brand=tropicana_Store=1000.json"));
        QCOMPARE(b.value(QStringLiteral("rows")).toInt(), 2);
        const QJsonObject c = readJson(models + QStringLiteral("/Brand=dominicks_Store=1001.json"));
        QCOMPARE(c.value(QStringLiteral("rows")).toInt(), 4); // two files, one table
        QCOMPARE(c.value(QStringLiteral("quantity")).toInt(), 26);
        // the columns from the path are in the table
        QCOMPARE(c.value(QStringLiteral("stores")).toArray().toVariantList(), QVariantList {QStringLiteral("1001")});
        QCOMPARE(c.value(QStringLiteral("brands")).toArray().toVariantList(), QVariantList {QStringLiteral("dominicks")});
        QCOMPARE(c.value(QStringLiteral("files")).toArray().size(), 2);
        QCOMPARE(c.value(QStringLiteral("index")).toInt(), 2);

        // every partition accounted for: an empty run() result counts as success here (no append_row_to)
        QCOMPARE(int(lines(r.logs + QStringLiteral("/sys/job_report/processed_mini-batches.csv")).size()) - 1, 3);
        const QString result = readAll(r.logs + QStringLiteral("/job_result.txt"));
        QVERIFY2(result.contains(QLatin1String("items: 9 succeeded, 0 failed")), qPrintable(result));
    }

    void summaryRowsAppended()
    {
        ParallelPlan plan = trainPlan(QStringLiteral("--summary"));
        plan.appendRowTo = QStringLiteral("summary");
        const StepLaunch launch = makeLaunch(plan, kSales, QStringLiteral("mltable"),
                                             {output(QStringLiteral("models")), output(QStringLiteral("summary"), QStringLiteral("uri_file"))},
                                             kTrain);
        const StepResult r = runStep(launch);
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));
        QStringList rows = lines(launch.outputs.value(QStringLiteral("summary")));
        rows.sort();
        QCOMPARE(rows, (QStringList {QStringLiteral("1000 dominicks 10"), QStringLiteral("1000 dominicks 12"),
                                     QStringLiteral("1000 dominicks 9"), QStringLiteral("1000 tropicana 20"),
                                     QStringLiteral("1000 tropicana 22"), QStringLiteral("1001 dominicks 5"),
                                     QStringLiteral("1001 dominicks 6"), QStringLiteral("1001 dominicks 7"),
                                     QStringLiteral("1001 dominicks 8")}));
        const QString result = readAll(r.logs + QStringLiteral("/job_result.txt"));
        QVERIFY2(result.contains(QLatin1String("items: 9 succeeded, 0 failed")), qPrintable(result));
    }

    void failingPartitionFailsTheStep()
    {
        ParallelPlan plan = trainPlan(QStringLiteral("--fail_store 1001"));
        plan.miniBatchErrorThreshold = 0;
        plan.maxRetries = 1;
        const StepLaunch launch = makeLaunch(plan, kSales, QStringLiteral("mltable"), {output(QStringLiteral("models"))}, kTrain);
        const StepResult r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        const QString result = readAll(r.logs + QStringLiteral("/job_result.txt"));
        QVERIFY2(result.contains(QLatin1String("mini_batch_error_threshold")), qPrintable(result));
        QVERIFY2(r.stdLog.contains(QLatin1String("partition Store=1001, Brand=dominicks")), qPrintable(r.stdLog));
    }
};

QTEST_GUILESS_MAIN(TestParallelPartitions)
#include "tst_parallelpartitions.moc"
