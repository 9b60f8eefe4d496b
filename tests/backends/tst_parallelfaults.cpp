// SPDX-License-Identifier: MIT
// Faults of a parallel step on real worker processes: a lost node, an entry script that does not compile or is not
// there, an empty input, result rows that cannot be written, run() returning fewer results than items. Each ends with
// the status its thresholds give, says why in job_result.txt and in the Overview's reading of the logs
// (ParallelLogReader), and accounts for every mini-batch.
#include "parallellogs.h"
#include "parallelsteptesting.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTest>

using namespace pw;
using namespace pw::test;

namespace {

/// The latest attempt of every mini-batch in processed_mini-batches.csv, by id.
QMap<int, QStringList> latestAttempts(const QString& logs)
{
    QMap<int, QStringList> latest;
    const QStringList rows = lines(logs + QStringLiteral("/sys/job_report/processed_mini-batches.csv"));
    for (const QString& row : rows.mid(1)) {
        const QStringList f = row.split(QLatin1Char(','));
        const int id = f.value(0).toInt();
        if (!latest.contains(id) || f.value(1).toInt() >= latest.value(id).value(1).toInt())
            latest.insert(id, f);
    }
    return latest;
}

} // namespace

class TestParallelFaults : public QObject, public ParallelStepFixture
{
    Q_OBJECT

    /// The Overview's reading of the step's logs; what it could not read fails the test.
    static ParallelLogSummary overview(const StepResult& r, MiniBatchTable* table = nullptr)
    {
        const ParallelLogSummary s = readParallelLogSummary(r.folder, table);
        if (!s.problems.isEmpty())
            qWarning("the logs could not be read in full:\n%s", qPrintable(s.problems.join(QLatin1Char('\n'))));
        return s;
    }

    /// Every one of `miniBatches` mini-batches has its latest attempt in processed_mini-batches.csv and the counts of
    /// job_result.txt and of the Overview agree with it.
    static void checkAccounted(const StepResult& r, int miniBatches, int succeededItems, int failedItems)
    {
        const QMap<int, QStringList> latest = latestAttempts(r.logs);
        QCOMPARE(latest.size(), miniBatches);
        qint64 ok = 0, failed = 0;
        for (auto it = latest.cbegin(); it != latest.cend(); ++it) {
            QVERIFY2(it.key() >= 0 && it.key() < miniBatches, qPrintable(it.value().join(QLatin1Char(','))));
            ok += it.value().value(5).toLongLong();
            failed += it.value().value(6).toLongLong();
        }
        QCOMPARE(ok, succeededItems);
        QCOMPARE(failed, failedItems);
        const QString result = readAll(r.logs + QStringLiteral("/job_result.txt"));
        QVERIFY2(result.contains(QStringLiteral("%1 mini batches:").arg(miniBatches))
                     && result.contains(QStringLiteral("items: %1 succeeded, %2 failed.").arg(succeededItems).arg(failedItems)),
                 qPrintable(result));
        const ParallelLogSummary s = overview(r);
        QVERIFY2(s.problems.isEmpty(), qPrintable(s.problems.join(QLatin1Char('\n'))));
        QCOMPARE(s.miniBatches, miniBatches);
        QCOMPARE(s.miniBatchesRunning, 0);
        QCOMPARE(s.itemsSucceeded, succeededItems);
        QCOMPARE(s.itemsFailed, failedItems);
    }

private Q_SLOTS:
    void initTestCase() { initFixture(); }
    void cleanupTestCase() { checkNoProcessLeft(); }

    /// Every process of node 1 is killed at once while it works: their mini-batches run again on the processes that
    /// replace them and on node 0, and every result reaches the output once.
    void lostNode()
    {
        QStringList names;
        for (int i = 0; i < 16; ++i)
            names << QStringLiteral("f%1.txt").arg(i, 2, 10, QLatin1Char('0'));
        const QString data = makeFiles(QStringLiteral("lostnode"), names);
        ParallelPlan plan = basePlan(QStringLiteral("--kill_node_once 1 --sleep_on f --sleep 0.2 --state_dir ${{inputs.state}} "
                                                    "--resource_monitor_interval 1"));
        plan.miniBatchSize = 1;
        plan.instanceCount = 2;
        plan.maxConcurrencyPerInstance = 2;
        plan.maxRetries = 2;
        plan.miniBatchErrorThreshold = 0;
        plan.appendRowTo = QStringLiteral("results");
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {output(QStringLiteral("results"))});
        const StepResult r = runStep(launch);
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));

        // both processes of node 1 were killed, by the one that ran first there
        const QString state = launch.inputs.value(QStringLiteral("state"));
        const QStringList killed = readAll(state + QStringLiteral("/node-1-killed.txt")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(killed.size(), 2);
        const QString main1 = readAll(r.logs + QStringLiteral("/sys/node/1/_main.txt"));
        QVERIFY2(main1.contains(QLatin1String("process000 exits with returncode -9."))
                     && main1.contains(QLatin1String("process001 exits with returncode -9.")),
                 qPrintable(main1));
        QVERIFY2(main1.contains(QLatin1String("Started process002")) && main1.contains(QLatin1String("Started process003")),
                 qPrintable(main1));
        QVERIFY(!readAll(r.logs + QStringLiteral("/sys/node/0/_main.txt")).contains(QLatin1String("returncode -9")));

        // every file's row once in the output
        QStringList rows = lines(launch.outputs.value(QStringLiteral("results")) + QStringLiteral("/parallel_run_step.txt"));
        rows.sort();
        QStringList expected;
        for (const QString& n : names)
            expected << QStringLiteral("%1: %2").arg(n).arg(n.size() + 9);
        QCOMPARE(rows, expected);

        // the attempts the kill ended are in the report, and each of those mini-batches succeeded later
        const QStringList csv = lines(r.logs + QStringLiteral("/sys/job_report/processed_mini-batches.csv"));
        const QStringList exited = csv.filter(QStringLiteral("PROCESS_EXITED"));
        QVERIFY2(!exited.isEmpty() && exited.size() <= 2, qPrintable(csv.join(QLatin1Char('\n'))));
        for (const QString& row : exited) {
            QVERIFY2(row.contains(QLatin1String(",1/process00")) && row.contains(QLatin1String("SIGKILL")), qPrintable(row));
            QCOMPARE(latestAttempts(r.logs).value(row.section(QLatin1Char(','), 0, 0).toInt()).value(10), QStringLiteral("RUN_DONE"));
        }
        checkAccounted(r, 16, 16, 0);
        MiniBatchTable table;
        const ParallelLogSummary s = overview(r, &table);
        QCOMPARE(s.status, ParallelStepStatus::Completed);
        QCOMPARE(s.statusText, QStringLiteral("Completed: every mini-batch was processed."));
        QCOMPARE(s.miniBatchesSucceeded, 16);
        QVERIFY2(s.problems.isEmpty(), qPrintable(s.problems.join(QLatin1Char('\n'))));
        QVERIFY(readAll(r.logs + QStringLiteral("/job_result.txt"))
                    .startsWith(QLatin1String("The ParallelRunStep processed all mini batches. 16 mini batches: 16 succeeded, 0 failed")));
    }

    /// An entry script that does not compile fails every init(); the reason names the file and line of the error.
    void syntaxErrorInEntryScript()
    {
        const QString data = makeFiles(QStringLiteral("syntax"), {QStringLiteral("a.txt"), QStringLiteral("b.txt")});
        const QString code = m_tmp.filePath(QStringLiteral("syntax-code"));
        writeFile(code + QStringLiteral("/score.py"), "import os\n\n\ndef init():\n    pass\n\n\ndef run(mini_batch:\n    return mini_batch\n");
        ParallelPlan plan = basePlan(QStringLiteral("--resource_monitor_interval 0"));
        plan.entryScript = QStringLiteral("score.py");
        plan.instanceCount = 1;
        plan.maxConcurrencyPerInstance = 2;
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {}, code);
        const StepResult r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QCOMPARE(r.outcome.exitCode, 42);
        QVERIFY2(r.outcome.reason.startsWith(QLatin1String("init() of the entry script failed 4 time(s)"))
                     && r.outcome.reason.contains(QLatin1String("score.py:8: SyntaxError: '(' was never closed")),
                 qPrintable(r.outcome.reason));
        QVERIFY(r.outcome.reason.contains(QLatin1String("(see logs/user/error/0/process00")));
        const QString result = readAll(r.logs + QStringLiteral("/job_result.txt"));
        QVERIFY2(result.contains(QLatin1String("score.py:8: SyntaxError")), qPrintable(result));
        QVERIFY2(result.contains(QLatin1String("1 mini batches: 0 succeeded, 0 failed")), qPrintable(result));
        // the whole traceback is in the user's error file, with the line that does not compile
        const QString trace = readAll(r.logs + QStringLiteral("/user/error/0/process000.txt"));
        QVERIFY2(trace.contains(QLatin1String("def run(mini_batch:")) && trace.contains(QLatin1String("line 8")), qPrintable(trace));
        QVERIFY(r.stdLog.contains(QLatin1String("score.py:8: SyntaxError")));
        // nothing was handed out
        QCOMPARE(csvDataRows(r.logs + QStringLiteral("/sys/job_report/processed_mini-batches.csv")), 0);

        const ParallelLogSummary s = overview(r);
        QCOMPARE(s.status, ParallelStepStatus::Failed);
        QVERIFY2(s.statusText.startsWith(QLatin1String("Failed: init() of the entry script failed 4 time(s)"))
                     && s.statusText.contains(QLatin1String("score.py:8: SyntaxError: '(' was never closed")),
                 qPrintable(s.statusText));
        QCOMPARE(s.miniBatches, 0);
    }

    /// An entry script missing from the code snapshot: the step fails at once, naming the file.
    void missingEntryScript()
    {
        const QString data = makeFiles(QStringLiteral("noscript"), {QStringLiteral("a.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--resource_monitor_interval 0"));
        plan.entryScript = QStringLiteral("scoring/nope.py");
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        const StepResult r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        const QString expected = QStringLiteral("the entry script scoring/nope.py is not in the code folder %1").arg(launch.workDir);
        QCOMPARE(r.outcome.reason, expected);
        QCOMPARE(r.outcome.exitCode, 42);
        QCOMPARE(readAll(r.logs + QStringLiteral("/job_result.txt")), expected + QLatin1Char('\n'));
        QVERIFY2(r.stdLog.contains(QStringLiteral("parallel step 'score' cannot start: ") + expected), qPrintable(r.stdLog));
        // no worker was started to find out
        QVERIFY(!QFileInfo::exists(r.logs + QStringLiteral("/sys/node/0/_main.txt")));
        const ParallelLogSummary s = overview(r);
        QCOMPARE(s.status, ParallelStepStatus::Failed);
        QCOMPARE(s.statusText, QStringLiteral("Failed: ") + expected);
    }

    /// An empty input folder: nothing to do. Without append_row_to the step completes with 0 mini-batches; with it,
    /// there is no result to append, which fails the step (README.md, "Failure accounting").
    void emptyInputFolder()
    {
        const QString data = m_tmp.filePath(QStringLiteral("empty"));
        QVERIFY(QDir().mkpath(data));
        ParallelPlan plan = basePlan(QStringLiteral("--resource_monitor_interval 0"));
        plan.instanceCount = 2;
        StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        StepResult r = runStep(launch);
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));
        QVERIFY2(r.stdLog.contains(QLatin1String("listed 0 file(s)")) && r.stdLog.contains(QLatin1String("0 mini-batch(es)")),
                 qPrintable(r.stdLog));
        QVERIFY2(readAll(r.logs + QStringLiteral("/job_result.txt"))
                     .startsWith(QLatin1String("The ParallelRunStep processed all mini batches. 0 mini batches: 0 succeeded, 0 failed; "
                                               "items: 0 succeeded, 0 failed.")),
                 qPrintable(readAll(r.logs + QStringLiteral("/job_result.txt"))));
        const QString ov = readAll(r.logs + QLatin1Char('/') + QDir(r.logs).entryList({QStringLiteral("job_progress_overview.*.txt")}).value(0));
        QVERIFY2(ov.contains(QLatin1String("Scheduled 0 mini batches")) && ov.contains(QLatin1String("All 0 mini batches have been processed.")),
                 qPrintable(ov));
        checkAccounted(r, 0, 0, 0);
        ParallelLogSummary s = overview(r);
        QCOMPARE(s.status, ParallelStepStatus::Completed);
        QCOMPARE(s.statusText, QStringLiteral("Completed: every mini-batch was processed."));

        plan.appendRowTo = QStringLiteral("results");
        launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {output(QStringLiteral("results"))});
        r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QVERIFY2(r.outcome.reason.contains(QLatin1String("There is no succeeded mini batch item returned from run()")), qPrintable(r.outcome.reason));
        QVERIFY(!QFileInfo::exists(launch.outputs.value(QStringLiteral("results")) + QStringLiteral("/parallel_run_step.txt")));
        QVERIFY(readAll(r.logs + QStringLiteral("/job_result.txt")).contains(QLatin1String("0 mini batches: 0 succeeded, 0 failed")));
        s = overview(r);
        QCOMPARE(s.status, ParallelStepStatus::Failed);
        QVERIFY2(s.statusText.startsWith(QLatin1String("Failed: There is no succeeded mini batch item returned from run()")), qPrintable(s.statusText));
        QCOMPARE(s.miniBatches, 0);
    }

    /// A worker cannot write a mini-batch's result rows (the disk is full: the file it writes is /dev/full). That
    /// mini-batch fails on every attempt with a message naming the file, its items count as failed, and the
    /// threshold ends the step; the rows of the others are not lost.
    void rowsCannotBeWritten()
    {
        const QString data = makeFiles(QStringLiteral("diskfull"), {QStringLiteral("a.txt"), QStringLiteral("b.txt"), QStringLiteral("c.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--resource_monitor_interval 0"));
        plan.miniBatchSize = 1;
        plan.maxRetries = 2;
        plan.appendRowTo = QStringLiteral("results");
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {output(QStringLiteral("results"))});
        // where the worker writes the rows of mini-batch 1 (b.txt), on both attempts
        const QString rowsDir = launch.systemLogDir + QStringLiteral("/parallel/append_row");
        QVERIFY(QDir().mkpath(rowsDir));
        const QString full1 = rowsDir + QStringLiteral("/mb000001_a1_process000.txt");
        const QString full2 = rowsDir + QStringLiteral("/mb000001_a2_process000.txt");
        QVERIFY(QFile::link(QStringLiteral("/dev/full"), full1));
        QVERIFY(QFile::link(QStringLiteral("/dev/full"), full2));
        const StepResult r = runStep(launch);
        // no threshold: the step completes, with b.txt counted as a failed item and missing from the result
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));
        QStringList rows = lines(launch.outputs.value(QStringLiteral("results")) + QStringLiteral("/parallel_run_step.txt"));
        rows.sort();
        QCOMPARE(rows, (QStringList {QStringLiteral("a.txt: 14"), QStringLiteral("c.txt: 14")}));
        const QMap<int, QStringList> latest = latestAttempts(r.logs);
        const QString failedRow = latest.value(1).join(QLatin1Char(','));
        QVERIFY2(failedRow.contains(QLatin1String("RUN_EXCEPTION,SystemError,")) && failedRow.contains(full2)
                     && failedRow.contains(QLatin1String("No space left on device")),
                 qPrintable(failedRow));
        QVERIFY2(r.stdLog.contains(full1) && r.stdLog.contains(full2), qPrintable(r.stdLog));
        QVERIFY(readAll(r.logs + QStringLiteral("/job_error.txt")).contains(full1));
        checkAccounted(r, 3, 2, 1);
        ParallelLogSummary s = overview(r);
        QCOMPARE(s.status, ParallelStepStatus::Completed);
        QCOMPARE(s.miniBatchesFailed, 1);

        // with mini_batch_error_threshold 0 the same fault ends the step, and says where
        plan.miniBatchErrorThreshold = 0;
        const StepLaunch strict = makeLaunch(plan, data, QStringLiteral("uri_folder"), {output(QStringLiteral("results"))});
        const QString strictRows = strict.systemLogDir + QStringLiteral("/parallel/append_row");
        QVERIFY(QDir().mkpath(strictRows));
        QVERIFY(QFile::link(QStringLiteral("/dev/full"), strictRows + QStringLiteral("/mb000001_a1_process000.txt")));
        QVERIFY(QFile::link(QStringLiteral("/dev/full"), strictRows + QStringLiteral("/mb000001_a2_process000.txt")));
        const StepResult f = runStep(strict);
        QCOMPARE(f.outcome.status, RunStatus::Failed);
        const QString where = strictRows + QStringLiteral("/mb000001_a2_process000.txt");
        QVERIFY2(f.outcome.reason.startsWith(QLatin1String("Exceeded mini_batch_error_threshold")) && f.outcome.reason.contains(where)
                     && f.outcome.reason.contains(QLatin1String("No space left on device")),
                 qPrintable(f.outcome.reason));
        QVERIFY(readAll(f.logs + QStringLiteral("/job_result.txt")).contains(where));
        s = overview(f);
        QCOMPARE(s.status, ParallelStepStatus::Failed);
        QVERIFY2(s.statusText.startsWith(QLatin1String("Failed: Exceeded mini_batch_error_threshold")) && s.statusText.contains(where)
                     && s.statusText.contains(QLatin1String("No space left on device")),
                 qPrintable(s.statusText));
        QVERIFY(s.itemsFailed >= 1);
    }

    /// The append_row result cannot be written where the output should be (a file stands in place of the output
    /// folder): the step fails naming the file, and says where the rows of run() are kept.
    void resultCannotBeWritten()
    {
        const QString data = makeFiles(QStringLiteral("outfile"), {QStringLiteral("a.txt"), QStringLiteral("b.txt"), QStringLiteral("c.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--resource_monitor_interval 0"));
        plan.miniBatchSize = 1;
        plan.appendRowTo = QStringLiteral("results");
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {output(QStringLiteral("results"))});
        const QString out = launch.outputs.value(QStringLiteral("results"));
        QVERIFY(QDir(out).removeRecursively());
        writeFile(out, "a file where the output folder should be\n");
        const StepResult r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        const QString target = out + QStringLiteral("/parallel_run_step.txt");
        const QString rowsDir = launch.systemLogDir + QStringLiteral("/parallel/append_row");
        QVERIFY2(r.outcome.reason.startsWith(QStringLiteral("cannot write the append_row result %1").arg(target))
                     && r.outcome.reason.contains(rowsDir),
                 qPrintable(r.outcome.reason));
        QVERIFY(readAll(r.logs + QStringLiteral("/job_result.txt")).contains(target));
        // no row is lost: each mini-batch's rows are still where the reason says
        QStringList kept;
        for (const QString& f : QDir(rowsDir).entryList(QDir::Files, QDir::Name))
            kept << lines(QDir(rowsDir).filePath(f));
        kept.sort();
        QCOMPARE(kept, (QStringList {QStringLiteral("a.txt: 14"), QStringLiteral("b.txt: 14"), QStringLiteral("c.txt: 14")}));
        checkAccounted(r, 3, 3, 0);
        const ParallelLogSummary s = overview(r);
        QCOMPARE(s.status, ParallelStepStatus::Failed);
        QVERIFY2(s.statusText.startsWith(QStringLiteral("Failed: cannot write the append_row result %1").arg(target)), qPrintable(s.statusText));
    }

    /// run() returning fewer results than it had items: the difference counts as failed items, in the report, in
    /// job_result.txt and in the Overview; error_threshold decides.
    void fewerResultsAreFailedItems_data()
    {
        QTest::addColumn<int>("errorThreshold");
        QTest::addColumn<bool>("completes");
        QTest::newRow("no threshold") << -1 << true;
        QTest::newRow("within the threshold") << 2 << true;
        QTest::newRow("past the threshold") << 1 << false;
    }

    void fewerResultsAreFailedItems()
    {
        QFETCH(int, errorThreshold);
        QFETCH(bool, completes);
        // mini-batches [a, b], [c, partial1], [partial2, z]: two return one result for two items
        const QString data = makeFiles(QStringLiteral("partial%1").arg(errorThreshold + 1),
                                       {QStringLiteral("a.txt"), QStringLiteral("b.txt"), QStringLiteral("c.txt"), QStringLiteral("partial1.txt"),
                                        QStringLiteral("partial2.txt"), QStringLiteral("z.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--partial_on partial --resource_monitor_interval 0"));
        plan.miniBatchSize = 2;
        plan.maxRetries = 2;
        plan.errorThreshold = errorThreshold;
        plan.appendRowTo = QStringLiteral("results");
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {output(QStringLiteral("results"))});
        const StepResult r = runStep(launch);
        const QStringList csv = lines(r.logs + QStringLiteral("/sys/job_report/processed_mini-batches.csv"));
        if (completes) {
            QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));
            // each partial mini-batch: two attempts of 2 items, 1 succeeded, 1 failed
            const QStringList partial = csv.filter(QStringLiteral("run() returned 1 result(s) for 2 item(s)"));
            QCOMPARE(partial.size(), 4);
            for (const QString& row : partial)
                QVERIFY2(row.section(QLatin1Char(','), 4, 6) == QLatin1String("2,1,1"), qPrintable(row));
            // the results it did return are in the output once, from its last attempt
            QStringList rows = lines(launch.outputs.value(QStringLiteral("results")) + QStringLiteral("/parallel_run_step.txt"));
            rows.sort();
            QCOMPARE(rows, (QStringList {QStringLiteral("a.txt: 14"), QStringLiteral("b.txt: 14"), QStringLiteral("c.txt: 14"),
                                         QStringLiteral("z.txt: 14")}));
            checkAccounted(r, 3, 4, 2);
            const ParallelLogSummary s = overview(r);
            QCOMPARE(s.status, ParallelStepStatus::Completed);
            QCOMPARE(s.statusText, QStringLiteral("Completed: every mini-batch was processed."));
            QCOMPARE(s.miniBatchesFailed, 2);
            QCOMPARE(s.miniBatchesSucceeded, 1);
            QVERIFY(readAll(r.logs + QStringLiteral("/job_result.txt")).contains(QLatin1String("3 mini batches: 1 succeeded, 2 failed")));
        } else {
            QCOMPARE(r.outcome.status, RunStatus::Failed);
            QVERIFY2(r.outcome.reason.startsWith(QLatin1String("Exceeded error_threshold: 2 item(s) failed, more than the 1 allowed."))
                         && (r.outcome.reason.contains(QLatin1String("First failed: mini-batch 1 (c.txt, partial1.txt)"))
                             || r.outcome.reason.contains(QLatin1String("First failed: mini-batch 2 (partial2.txt, z.txt)")))
                         && r.outcome.reason.contains(QLatin1String("run() returned 1 result(s) for 2 item(s)")),
                     qPrintable(r.outcome.reason));
            QVERIFY(readAll(r.logs + QStringLiteral("/job_result.txt")).contains(QLatin1String("items: 4 succeeded, 2 failed.")));
            const ParallelLogSummary s = overview(r);
            QCOMPARE(s.status, ParallelStepStatus::Failed);
            QVERIFY2(s.statusText.startsWith(QLatin1String("Failed: Exceeded error_threshold: 2 item(s) failed, more than the 1 allowed.")),
                     qPrintable(s.statusText));
            QCOMPARE(s.thresholds.errorThreshold, std::optional<qint64>(1));
            QCOMPARE(s.itemsFailed, 2);
        }
    }
};

QTEST_GUILESS_MAIN(TestParallelFaults)
#include "tst_parallelfaults.moc"
