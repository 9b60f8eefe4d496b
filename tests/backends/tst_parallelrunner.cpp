// SPDX-License-Identifier: MIT
// The local parallel runtime on real files with real worker processes.
#include "componentcache.h"
#include "parallelsteptesting.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <cerrno>
#include <csignal>

using namespace pw;
using namespace pw::test;

class TestParallelRunner : public QObject, public ParallelStepFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initFixture(); }
    void cleanupTestCase() { checkNoProcessLeft(); }

    void options()
    {
        ParallelPlan plan;
        plan.errorThreshold = 5;
        plan.maxRetries = 3;
        plan.retryTimeoutSeconds = 60;
        ParallelOptions o;
        QString err;
        QVERIFY2(parseParallelOptions({QStringLiteral("--model"), QStringLiteral("/m"), QStringLiteral("--allowed_failed_percent"),
                                       QStringLiteral("30"), QStringLiteral("--resource_monitor_interva"), QStringLiteral("20"),
                                       QStringLiteral("--append_row_dataframe_header=True"), QStringLiteral("--task_overhead_timeout"),
                                       QStringLiteral("300")},
                                      plan, &o, &err),
                 qPrintable(err));
        QCOMPARE(o.errorThreshold, 5);
        QCOMPARE(o.allowedFailedPercent, 30.0);
        QCOMPARE(o.resourceMonitorInterval, 20);
        QVERIFY(o.appendRowDataframeHeader);
        QCOMPARE(o.taskOverheadTimeout, 300);
        QCOMPARE(o.firstTaskCreationTimeout, 600);
        // local formula: max(first_task_creation_timeout, attempts × (timeout + 30 + task_overhead_timeout))
        QCOMPARE(effectiveProgressUpdateTimeout(o, plan), 3 * (60 + 30 + 300));
        o.taskOverheadTimeout = 10;
        QCOMPARE(effectiveProgressUpdateTimeout(o, plan), 600);
        o.progressUpdateTimeout = 42;
        QCOMPARE(effectiveProgressUpdateTimeout(o, plan), 42);
        QVERIFY(parseParallelOptions({QStringLiteral("--error_threshold"), QStringLiteral("-1")}, plan, &o, &err));
        QCOMPARE(o.errorThreshold, -1);
        QVERIFY(!parseParallelOptions({QStringLiteral("--allowed_failed_percent"), QStringLiteral("150")}, plan, &o, &err));
        QVERIFY2(err.contains(QLatin1String("--allowed_failed_percent")) && err.contains(QLatin1String("150")), qPrintable(err));
        QVERIFY(!parseParallelOptions({QStringLiteral("--progress_update_timeout"), QStringLiteral("0")}, plan, &o, &err));
        QVERIFY(!parseParallelOptions({QStringLiteral("--copy_logs_to_parent"), QStringLiteral("maybe")}, plan, &o, &err));
        // a short option of the entry script is not taken for a runtime option
        QVERIFY(parseParallelOptions({QStringLiteral("--error"), QStringLiteral("x")}, plan, &o, &err));
        QCOMPARE(o.errorThreshold, 5);
        QCOMPARE(parallelAttempts(plan), 3);
        plan.maxRetries = 0;
        QCOMPARE(parallelAttempts(plan), 1);
    }

    void miniBatchesOfFolder()
    {
        QStringList names;
        for (int i = 0; i < 23; ++i)
            names << QStringLiteral("sub%1/f%2.txt").arg(i % 3).arg(i, 2, 10, QLatin1Char('0'));
        const QString dir = makeFiles(QStringLiteral("listing"), names);
        ParallelInput in;
        QString err;
        QVERIFY2(planMiniBatches(dir, QStringLiteral("uri_folder"), 0, &in, &err), qPrintable(err));
        QVERIFY(!in.tabular);
        QCOMPARE(in.fileCount, 23);
        QCOMPARE(in.batches.size(), 3); // default: 10 files per mini-batch
        QCOMPARE(in.batches.at(2).files.size(), 3);
        QStringList all;
        for (const MiniBatch& mb : in.batches)
            all << mb.files;
        QStringList sorted = all;
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(all, sorted);
        QVERIFY(all.first().endsWith(QLatin1String("sub0/f00.txt")));
        QVERIFY(QFileInfo(all.first()).isAbsolute());
        QVERIFY(planMiniBatches(dir, QString(), 4, &in, &err));
        QCOMPARE(in.batches.size(), 6);
        // one file
        QVERIFY(planMiniBatches(all.first(), QStringLiteral("uri_file"), 0, &in, &err));
        QCOMPARE(in.batches.size(), 1);
        QCOMPARE(in.batches.first().files, QStringList {all.first()});
        // missing input
        QVERIFY(!planMiniBatches(dir + QStringLiteral("/nope"), QString(), 0, &in, &err));
        QVERIFY(err.contains(QLatin1String("nope")));
    }

    void miniBatchesOfMLTable()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("mltable"));
        QByteArray csv = "id,value,name\n";
        for (int i = 0; i < 2000; ++i)
            csv += QByteArray::number(i) + ',' + QByteArray::number(i * 3) + ",row" + QByteArray::number(i) + '\n';
        writeFile(dir + QStringLiteral("/part/a.csv"), csv);
        writeFile(dir + QStringLiteral("/part/b.csv"), "id,value,name\n1,2,x\n");
        writeFile(dir + QStringLiteral("/MLTable"), "paths:\n  - pattern: ./part/*.csv\ntransformations:\n  - read_delimited:\n"
                                                    "      delimiter: ','\n      header: all_files_same_headers\n  - take: 5\n");
        ParallelInput in;
        QString err;
        QVERIFY2(planMiniBatches(dir, QStringLiteral("mltable"), 4096, &in, &err), qPrintable(err));
        QVERIFY(in.tabular);
        QCOMPARE(in.fileCount, 2);
        QCOMPARE(in.readOptions.value(QStringLiteral("delimiter")).toString(), QStringLiteral(","));
        QCOMPARE(in.warnings.size(), 1); // take is not applied here
        QVERIFY2(in.warnings.first().contains(QLatin1String("MLTable:7:")) && in.warnings.first().contains(QLatin1String("take")),
                 qPrintable(in.warnings.first()));
        // pieces of a.csv cover the file exactly and start at line starts
        QByteArray rebuilt;
        int pieces = 0;
        for (const MiniBatch& mb : in.batches) {
            if (!mb.path.endsWith(QLatin1String("a.csv")))
                continue;
            ++pieces;
            QVERIFY(mb.offset == 0 || csv.at(mb.offset - 1) == '\n');
            rebuilt += mb.length < 0 ? csv.mid(mb.offset) : csv.mid(mb.offset, mb.length);
        }
        QCOMPARE(rebuilt, csv);
        const int expected = int(csv.size() / 4096);
        QVERIFY2(pieces >= expected - 1 && pieces <= expected + 1, qPrintable(QStringLiteral("%1 pieces for %2 bytes").arg(pieces).arg(csv.size())));
        QCOMPARE(in.batches.last().path, QDir(dir).filePath(QStringLiteral("part/b.csv")));
        // an MLTable without read_* transformation is a file list
        writeFile(dir + QStringLiteral("/MLTable"), "paths:\n  - folder: ./part\n");
        QVERIFY(planMiniBatches(dir, QStringLiteral("mltable"), 0, &in, &err));
        QVERIFY(!in.tabular);
        QCOMPARE(in.fileCount, 2);
        // a declared uri_folder lists the folder, MLTable file included
        QVERIFY(planMiniBatches(dir, QStringLiteral("uri_folder"), 0, &in, &err));
        QCOMPARE(in.fileCount, 3);
        // errors name the file and line
        writeFile(dir + QStringLiteral("/MLTable"), "paths:\n  - file: ./missing.csv\n");
        QVERIFY(!planMiniBatches(dir, QStringLiteral("mltable"), 0, &in, &err));
        QVERIFY2(err.contains(QLatin1String("MLTable:2:")) && err.contains(QLatin1String("missing.csv")), qPrintable(err));
        writeFile(dir + QStringLiteral("/MLTable"), "paths:\n  - file: azureml://datastores/x/paths/y.csv\n");
        QVERIFY(!planMiniBatches(dir, QStringLiteral("mltable"), 0, &in, &err));
        QVERIFY2(err.contains(QLatin1String("not on this machine")), qPrintable(err));
    }

    void fileListAppendRow()
    {
        const QStringList names {QStringLiteral("a.txt"), QStringLiteral("b.txt"), QStringLiteral("c/d.txt"), QStringLiteral("c/e.txt"),
                                 QStringLiteral("f.txt")};
        const QString data = makeFiles(QStringLiteral("files1"), names);
        ParallelPlan plan = basePlan(QStringLiteral("--state_dir ${{inputs.state}} --resource_monitor_interval 0"));
        plan.miniBatchSize = 2;
        plan.instanceCount = 2;
        plan.maxConcurrencyPerInstance = 2;
        plan.appendRowTo = QStringLiteral("results");
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {output(QStringLiteral("results"))});
        const StepResult r = runStep(launch);
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));
        QCOMPARE(r.outcome.exitCode, 0);
        QVERIFY(r.logTextSignals > 0);
        QVERIFY2(r.stdLog.contains(QLatin1String("3 mini-batch")), qPrintable(r.stdLog));

        // results: one line per returned element, in completion order
        QStringList rows = lines(launch.outputs.value(QStringLiteral("results")) + QStringLiteral("/parallel_run_step.txt"));
        rows.sort();
        QCOMPARE(rows, (QStringList {QStringLiteral("a.txt: 14"), QStringLiteral("b.txt: 14"), QStringLiteral("d.txt: 16"),
                                     QStringLiteral("e.txt: 16"), QStringLiteral("f.txt: 14")}));
        const QString logs = r.logs;
        QVERIFY(readAll(logs + QStringLiteral("/job_result.txt")).contains(QLatin1String("processed all mini batches")));
        QVERIFY(readAll(logs + QStringLiteral("/readme.txt")).contains(QLatin1String("processed_mini-batches.csv")));
        QVERIFY(!QFileInfo::exists(logs + QStringLiteral("/job_error.txt")));
        const QStringList overview = QDir(logs).entryList({QStringLiteral("job_progress_overview.*.txt")});
        QCOMPARE(overview.size(), 1);
        QVERIFY(QRegularExpression(QStringLiteral("^job_progress_overview\\.\\d{10}\\.txt$")).match(overview.first()).hasMatch());
        const QString ov = readAll(logs + QLatin1Char('/') + overview.first());
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6} Scheduling finished. Scheduled 3 mini "
                                                   "batches in \\d+ seconds. There are 3 tasks with 5 items.$"),
                                    QRegularExpression::MultilineOption)
                     .match(ov)
                     .hasMatch(),
                 qPrintable(ov));
        QVERIFY(ov.contains(QLatin1String("All 3 mini batches have been processed.")));
        QVERIFY(readAll(logs + QStringLiteral("/sys/master_role.txt")).contains(QLatin1String("picked")));
        const QString csv = logs + QStringLiteral("/sys/job_report/processed_mini-batches.csv");
        QCOMPARE(csvDataRows(csv), 3);
        QVERIFY(lines(csv).first().startsWith(QLatin1String("Mini-batch Id,Picked Count,Process,Start Time (UTC),Total,Succeeded,Failed,")));
        QCOMPARE(csvDataRows(logs + QStringLiteral("/sys/job_report/process_summary.csv")), 4);
        QCOMPARE(csvDataRows(logs + QStringLiteral("/sys/job_report/node_summary.csv")), 2);
        for (int node = 0; node < 2; ++node) {
            for (int p = 0; p < 2; ++p) {
                const QString proc = QStringLiteral("process%1").arg(p, 3, 10, QLatin1Char('0'));
                const QString n = QString::number(node);
                QVERIFY2(readAll(logs + QStringLiteral("/sys/node/%1/%2.stdout.txt").arg(n, proc)).contains(QLatin1String("subprocess-output-") + proc),
                         qPrintable(n + proc));
                QVERIFY(QFileInfo::exists(logs + QStringLiteral("/sys/node/%1/%2.stderr.txt").arg(n, proc)));
                QVERIFY(readAll(logs + QStringLiteral("/sys/node/%1/%2.txt").arg(n, proc)).contains(QLatin1String("started on node")));
                const QString userOut = readAll(logs + QStringLiteral("/user/stdout/%1/%2.stdout.txt").arg(n, proc));
                QVERIFY2(userOut.contains(QLatin1String("hello from init of ") + proc), qPrintable(userOut));
                QVERIFY(userOut.contains(QLatin1String("python logging reaches the user log")));
                QVERIFY(userOut.contains(QLatin1String("shutdown of ") + proc));
                QVERIFY(readAll(logs + QStringLiteral("/user/stderr/%1/%2.stderr.txt").arg(n, proc)).contains(QLatin1String("init error to stderr")));
                QVERIFY(readAll(logs + QStringLiteral("/user/entry_script_log/%1/%2.log.txt").arg(n, proc)).contains(QLatin1String("init in ") + proc));
                QVERIFY(readAll(logs + QStringLiteral("/sys/node/%1/_main.txt").arg(n)).contains(proc + QStringLiteral(" exits with returncode 0.")));
            }
        }
        // the entry script got the program arguments and the runtime's own
        const QStringList argvFiles = QDir(launch.inputs.value(QStringLiteral("state"))).entryList({QStringLiteral("argv-*.txt")});
        QCOMPARE(argvFiles.size(), 4);
        const QStringList argv = lines(launch.inputs.value(QStringLiteral("state")) + QLatin1Char('/') + argvFiles.first());
        QVERIFY(argv.first().endsWith(QLatin1String("behave.py")));
        QCOMPARE(argv.at(1), QStringLiteral("--state_dir"));
        QVERIFY(argv.contains(QLatin1String("--mini_batch_size")));
        QVERIFY(argv.contains(QLatin1String("append_row")));
        QVERIFY(!QFileInfo::exists(logs + QStringLiteral("/sys/perf"))); // monitor off
    }

    void tabularAppendRowToFile()
    {
        if (!pythonHas(QStringLiteral("pandas")))
            QFAIL("pandas is not installed for python3 (python3-pandas; .ci/bootstrap installs it)");
        const QString dir = m_tmp.filePath(QStringLiteral("tab"));
        QByteArray csv = "id,value,name\n";
        for (int i = 0; i < 3000; ++i)
            csv += QByteArray::number(i) + ',' + QByteArray::number(i % 97) + ",n" + QByteArray::number(i) + '\n';
        writeFile(dir + QStringLiteral("/data.csv"), csv);
        writeFile(dir + QStringLiteral("/MLTable"), "paths:\n  - file: ./data.csv\ntransformations:\n  - read_delimited:\n"
                                                    "      delimiter: \",\"\n      encoding: utf8\n      header: all_files_same_headers\n");
        ParallelPlan plan = basePlan(QStringLiteral("--resource_monitor_interval 0"));
        plan.miniBatchSize = 10 * 1024;
        plan.maxConcurrencyPerInstance = 2;
        plan.appendRowTo = QStringLiteral("out");
        StepLaunch launch = makeLaunch(plan, dir, QStringLiteral("mltable"), {output(QStringLiteral("out"), QStringLiteral("uri_file"))});
        StepResult r = runStep(launch);
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));
        const QStringList rows = lines(launch.outputs.value(QStringLiteral("out")));
        QCOMPARE(rows.size(), 3000); // no header
        QSet<int> ids;
        for (const QString& row : rows) {
            const QStringList f = row.split(QLatin1Char(' '));
            QCOMPARE(f.size(), 4);
            QCOMPARE(f.at(3).toInt(), f.at(1).toInt() * 2);
            ids.insert(f.at(0).toInt());
        }
        QCOMPARE(ids.size(), 3000);
        const int batches = csvDataRows(r.logs + QStringLiteral("/sys/job_report/processed_mini-batches.csv"));
        QVERIFY2(batches >= 4, qPrintable(QString::number(batches))); // ~42 KB in pieces of ~10 KB
        QVERIFY(readAll(r.logs + QStringLiteral("/job_result.txt")).contains(QLatin1String("items: 3000 succeeded, 0 failed")));

        // with --append_row_dataframe_header True the first line names the columns
        plan.programArguments = QStringLiteral("--append_row_dataframe_header True --resource_monitor_interval 0");
        plan.miniBatchSize = 0; // 1 MiB: one mini-batch
        plan.maxConcurrencyPerInstance = 1;
        launch = makeLaunch(plan, dir, QStringLiteral("mltable"), {output(QStringLiteral("out"), QStringLiteral("uri_file"))});
        r = runStep(launch);
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason));
        const QStringList withHeader = lines(launch.outputs.value(QStringLiteral("out")));
        QCOMPARE(withHeader.size(), 3001);
        QCOMPARE(withHeader.first(), QStringLiteral("id value name doubled"));
    }

    void failedMiniBatchWithinThreshold()
    {
        const QString data = makeFiles(QStringLiteral("files2"), {QStringLiteral("a.txt"), QStringLiteral("bad.txt"), QStringLiteral("c.txt"),
                                                                   QStringLiteral("d.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--raise_on bad --resource_monitor_interval 0"));
        plan.miniBatchSize = 1;
        plan.maxRetries = 3;
        plan.miniBatchErrorThreshold = 1;
        plan.appendRowTo = QStringLiteral("results");
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {output(QStringLiteral("results"))});
        const StepResult r = runStep(launch);
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));
        QCOMPARE(lines(launch.outputs.value(QStringLiteral("results")) + QStringLiteral("/parallel_run_step.txt")).size(), 3);
        // three attempts of the bad mini-batch, then it counts as failed
        const QStringList csv = lines(r.logs + QStringLiteral("/sys/job_report/processed_mini-batches.csv"));
        QCOMPARE(csv.size() - 1, 3 + 3);
        QCOMPARE(csv.filter(QStringLiteral("RUN_EXCEPTION")).size(), 3);
        QVERIFY(csv.filter(QStringLiteral("RUN_EXCEPTION")).first().contains(QLatin1String("ValueError: cannot process bad.txt")));
        const QString jobError = readAll(r.logs + QStringLiteral("/job_error.txt"));
        QVERIFY2(jobError.contains(QLatin1String("attempt 3 of 3")) && jobError.contains(QLatin1String("bad.txt")), qPrintable(jobError));
        const QString trace = readAll(r.logs + QStringLiteral("/user/error/0/process000.txt"));
        QVERIFY2(trace.contains(QLatin1String("Traceback")) && trace.contains(QLatin1String("raise ValueError")), qPrintable(trace));
        QVERIFY(readAll(r.logs + QStringLiteral("/job_result.txt")).contains(QLatin1String("1 failed")));
    }

    void thresholdsExceeded_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<int>("miniBatchThreshold");
        QTest::addColumn<int>("errorThreshold");
        QTest::addColumn<QString>("expected");
        QTest::newRow("mini_batch_error_threshold") << QStringLiteral("--raise_on bad") << 0 << -1 << QStringLiteral("mini_batch_error_threshold");
        QTest::newRow("error_threshold") << QStringLiteral("--partial_on bad") << -1 << 0 << QStringLiteral("error_threshold");
        QTest::newRow("--error_threshold") << QStringLiteral("--partial_on bad --error_threshold 0") << -1 << 5
                                           << QStringLiteral("error_threshold");
        QTest::newRow("allowed_failed_percent") << QStringLiteral("--raise_on bad --allowed_failed_percent 20") << -1 << -1
                                                << QStringLiteral("--allowed_failed_percent");
    }

    void thresholdsExceeded()
    {
        QFETCH(QString, arguments);
        QFETCH(int, miniBatchThreshold);
        QFETCH(int, errorThreshold);
        QFETCH(QString, expected);
        const QString data = makeFiles(QStringLiteral("files3"), {QStringLiteral("a.txt"), QStringLiteral("bad.txt"), QStringLiteral("c.txt"),
                                                                   QStringLiteral("d.txt")});
        ParallelPlan plan = basePlan(arguments + QStringLiteral(" --resource_monitor_interval 0"));
        plan.miniBatchSize = 1;
        plan.maxRetries = 2;
        plan.miniBatchErrorThreshold = miniBatchThreshold;
        plan.errorThreshold = errorThreshold;
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        const StepResult r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QCOMPARE(r.outcome.exitCode, 42);
        QVERIFY2(r.outcome.reason.contains(expected), qPrintable(r.outcome.reason));
        QVERIFY2(r.outcome.reason.contains(QLatin1String("mini-batch 1 (bad.txt)")), qPrintable(r.outcome.reason));
        if (arguments.contains(QLatin1String("raise_on")))
            QVERIFY2(r.outcome.reason.contains(QLatin1String("ValueError: cannot process bad.txt")), qPrintable(r.outcome.reason));
        else
            QVERIFY2(r.outcome.reason.contains(QLatin1String("returned 0 result(s) for 1 item(s)")), qPrintable(r.outcome.reason));
        const QString result = readAll(r.logs + QStringLiteral("/job_result.txt"));
        QVERIFY(result.contains(expected));
        QVERIFY(result.contains(QLatin1String("logs/readme.txt")));
        QVERIFY(r.stdLog.contains(QLatin1String("Failed")));
    }

    void runTimeout()
    {
        const QString data = makeFiles(QStringLiteral("files4"), {QStringLiteral("a.txt"), QStringLiteral("slow.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--sleep_on slow --sleep 120 --resource_monitor_interval 1"));
        plan.miniBatchSize = 1;
        plan.maxRetries = 2;
        plan.retryTimeoutSeconds = 2;
        plan.miniBatchErrorThreshold = 0;
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        QElapsedTimer clock;
        clock.start();
        const StepResult r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QVERIFY2(clock.elapsed() < 60000, "the timeout was not enforced");
        QVERIFY2(r.outcome.reason.contains(QLatin1String("mini_batch_error_threshold"))
                     && r.outcome.reason.contains(QLatin1String("slow.txt"))
                     && r.outcome.reason.contains(QLatin1String("retry_settings.timeout (2 s)")),
                 qPrintable(r.outcome.reason));
        const QStringList csv = lines(r.logs + QStringLiteral("/sys/job_report/processed_mini-batches.csv"));
        QCOMPARE(csv.filter(QStringLiteral("RUN_TIMEOUT")).size(), 2);
        QString sysErrors;
        for (const QString& f : QDir(r.logs + QStringLiteral("/sys/error/0")).entryList({QStringLiteral("process*.txt")}))
            sysErrors += readAll(r.logs + QStringLiteral("/sys/error/0/") + f);
        QVERIFY2(sysErrors.contains(QLatin1String("Stop for run() unable to finish within 2 seconds")), qPrintable(sysErrors));
        QVERIFY(sysErrors.contains(QLatin1String("\"status\":\"RUN_TIMEOUT\"")));
        // the killed process was replaced by a new one with the next number
        const QString main = readAll(r.logs + QStringLiteral("/sys/node/0/_main.txt"));
        QVERIFY2(main.contains(QLatin1String("process000 exits with returncode -9.")), qPrintable(main));
        QVERIFY(main.contains(QLatin1String("Started process001")));
        // resource monitor every second
        const QStringList perf = lines(r.logs + QStringLiteral("/sys/perf/0/node_resource_usage.csv"));
        QVERIFY2(perf.size() >= 3, qPrintable(perf.join(QLatin1Char('\n'))));
        QVERIFY(perf.first().startsWith(QLatin1String("Utc Time,Cpu Percent,Memory Total (MB),Memory Available (MB),Memory Used (MB)")));
        QVERIFY(perf.first().endsWith(QLatin1String("# of TCP Connections,# of UDP Connections")));
        QCOMPARE(perf.at(1).split(QLatin1Char(',')).size(), 14);
        // times to the millisecond: samples of a short step stay apart, and rates between them can be read
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z,"))
                     .match(perf.at(1))
                     .hasMatch(),
                 qPrintable(perf.at(1)));
        QVERIFY(QFileInfo::exists(r.logs + QStringLiteral("/sys/perf/0/processes_resource_usage.csv")));
    }

    void initFailure()
    {
        const QString data = makeFiles(QStringLiteral("files5"), {QStringLiteral("a.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--init_fail --resource_monitor_interval 0"));
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        const StepResult r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QCOMPARE(r.outcome.exitCode, 42);
        QVERIFY2(r.outcome.reason.contains(QLatin1String("init()")) && r.outcome.reason.contains(QLatin1String("RuntimeError: model file is missing")),
                 qPrintable(r.outcome.reason));
        QVERIFY(r.outcome.reason.contains(QLatin1String("logs/user/error/0/process000.txt")));
        QVERIFY(readAll(r.logs + QStringLiteral("/user/error/0/process000.txt")).contains(QLatin1String("Traceback")));
        QVERIFY(readAll(r.logs + QStringLiteral("/sys/node/0/_main.txt")).contains(QLatin1String("process000 exits with returncode 72.")));
        QVERIFY(readAll(r.logs + QStringLiteral("/job_result.txt")).contains(QLatin1String("model file is missing")));
    }

    void noneReturn()
    {
        const QString data = makeFiles(QStringLiteral("files6"), {QStringLiteral("none.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--none_on none --resource_monitor_interval 0"));
        plan.maxRetries = 1;
        plan.miniBatchErrorThreshold = 0;
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        const StepResult r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QVERIFY2(r.outcome.reason.contains(QLatin1String("The run() method in the entry script should return a list or a pandas DataFrame."))
                     && r.outcome.reason.contains(QLatin1String("The actual type of output is NoneType.")),
                 qPrintable(r.outcome.reason));
    }

    void noResultToAppend()
    {
        const QString data = makeFiles(QStringLiteral("files7"), {QStringLiteral("x.txt"), QStringLiteral("y.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--partial_on .txt --resource_monitor_interval 0"));
        plan.maxRetries = 1;
        plan.appendRowTo = QStringLiteral("results");
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {output(QStringLiteral("results"))});
        const StepResult r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QVERIFY2(r.outcome.reason.contains(QLatin1String("There is no succeeded mini batch item returned from run()")), qPrintable(r.outcome.reason));
    }

    void killedWorkerIsReplaced()
    {
        const QString data = makeFiles(QStringLiteral("files8"), {QStringLiteral("a.txt"), QStringLiteral("kill.txt"), QStringLiteral("c.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--kill_once_on kill --state_dir ${{inputs.state}} --resource_monitor_interval 0"));
        plan.miniBatchSize = 1;
        plan.miniBatchErrorThreshold = 0;
        plan.appendRowTo = QStringLiteral("results");
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {output(QStringLiteral("results"))});
        const StepResult r = runStep(launch);
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));
        QCOMPARE(lines(launch.outputs.value(QStringLiteral("results")) + QStringLiteral("/parallel_run_step.txt")).size(), 3);
        const QString main = readAll(r.logs + QStringLiteral("/sys/node/0/_main.txt"));
        QVERIFY2(main.contains(QLatin1String("process000 exits with returncode -9.")), qPrintable(main));
        QVERIFY(main.contains(QLatin1String("Started process001")));
        QVERIFY(readAll(r.logs + QStringLiteral("/sys/error/0/_main.txt")).contains(QLatin1String("process000 exits with returncode -9.")));
        const QStringList csv = lines(r.logs + QStringLiteral("/sys/job_report/processed_mini-batches.csv"));
        QCOMPARE(csv.filter(QStringLiteral("PROCESS_EXITED")).size(), 1);
        QVERIFY(csv.filter(QStringLiteral("PROCESS_EXITED")).first().contains(QLatin1String("SIGKILL")));
    }

    void cancelEndsEveryProcess()
    {
        const QString data = makeFiles(QStringLiteral("files9"), {QStringLiteral("a.txt"), QStringLiteral("b.txt"), QStringLiteral("c.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--hang --state_dir ${{inputs.state}} --resource_monitor_interval 0"));
        plan.miniBatchSize = 1;
        plan.instanceCount = 2;
        plan.maxConcurrencyPerInstance = 1;
        plan.retryTimeoutSeconds = 600;
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        std::unique_ptr<StepRunner> runner(createParallelRunner(launch, nullptr));
        QSignalSpy started(runner.get(), &StepRunner::started);
        QSignalSpy finished(runner.get(), &StepRunner::finished);
        runner->start();
        const QString state = launch.inputs.value(QStringLiteral("state"));
        QTRY_COMPARE_WITH_TIMEOUT(QDir(state).entryList({QStringLiteral("pids-*.txt")}).size(), 2, 30000);
        QCOMPARE(started.size(), 1);
        QList<qint64> pids;
        for (const QString& f : QDir(state).entryList({QStringLiteral("pids-*.txt")}))
            for (const QString& p : readAll(QDir(state).filePath(f)).simplified().split(QLatin1Char(' ')))
                pids << p.toLongLong();
        QCOMPARE(pids.size(), 4);
        for (qint64 pid : pids)
            QVERIFY(processAlive(pid));
        QVERIFY(processesWithMarker(m_marker).size() >= 4);
        runner->cancel(RunStatus::Canceled, QStringLiteral("canceled by the test"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
        const StepOutcome o = finished.first().first().value<StepOutcome>();
        QCOMPARE(o.status, RunStatus::Canceled);
        QCOMPARE(o.reason, QStringLiteral("canceled by the test"));
        for (qint64 pid : pids)
            QTRY_VERIFY_WITH_TIMEOUT(!processAlive(pid), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(processesWithMarker(m_marker).isEmpty(), 5000);
        QVERIFY(readAll(launch.folder + QStringLiteral("/logs/job_result.txt")).contains(QLatin1String("Received stop signal")));
        // cancel after the end changes nothing
        runner->cancel(RunStatus::Canceled, QStringLiteral("again"));
        QTest::qWait(100);
        QCOMPARE(finished.size(), 1);
    }

    void processWithManyFailuresIsReplaced()
    {
        QStringList names;
        for (int i = 0; i < 13; ++i)
            names << QStringLiteral("bad%1.txt").arg(i, 2, 10, QLatin1Char('0'));
        const QString data = makeFiles(QStringLiteral("files12"), names);
        ParallelPlan plan = basePlan(QStringLiteral("--raise_on bad --profiling_module cProfile --resource_monitor_interval 0"));
        plan.miniBatchSize = 1;
        plan.maxRetries = 1;
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        const StepResult r = runStep(launch);
        // every mini-batch failed, but no threshold is set: summary_only completes
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));
        QVERIFY(readAll(r.logs + QStringLiteral("/job_result.txt")).contains(QLatin1String("13 mini batches: 0 succeeded, 13 failed")));
        const QString main = readAll(r.logs + QStringLiteral("/sys/node/0/_main.txt"));
        // more than 10 failed mini-batches: the process ends with 74 (all failed) and a new one takes over
        QVERIFY2(main.contains(QLatin1String("process000 exits with returncode 74.")), qPrintable(main));
        QVERIFY(main.contains(QLatin1String("Started process001")));
        QVERIFY(main.contains(QLatin1String("process001 exits with returncode 0.")));
        QVERIFY(QFileInfo(r.logs + QStringLiteral("/sys/node/0/process000.profile")).size() > 0);
        const QStringList summary = lines(r.logs + QStringLiteral("/sys/job_report/process_summary.csv"));
        QCOMPARE(summary.size(), 3);
        QVERIFY2(summary.at(1).startsWith(QLatin1String("0,process000,")) && summary.at(1).contains(QLatin1String(",74,11,0,11,")),
                 qPrintable(summary.at(1)));
    }

    void progressAndFirstTaskTimeouts()
    {
        const QString data = makeFiles(QStringLiteral("files13"), {QStringLiteral("slow.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--sleep_on slow --sleep 60 --progress_update_timeout 2 --resource_monitor_interval 0"));
        plan.retryTimeoutSeconds = 120;
        StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        StepResult r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QVERIFY2(r.outcome.reason.startsWith(QLatin1String("No progress update in 2 seconds.")), qPrintable(r.outcome.reason));

        plan = basePlan(QStringLiteral("--init_sleep 30 --first_task_creation_timeout 1 --resource_monitor_interval 0"));
        launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        QElapsedTimer clock;
        clock.start();
        r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QVERIFY2(r.outcome.reason.startsWith(QLatin1String("First task creation is taking longer than 1 seconds.")),
                 qPrintable(r.outcome.reason));
        QVERIFY(clock.elapsed() < 20000);
    }

    void missingInterpreter()
    {
        const QString data = makeFiles(QStringLiteral("files14"), {QStringLiteral("a.txt")});
        StepLaunch launch = makeLaunch(basePlan(QString()), data, QStringLiteral("uri_folder"), {});
        launch.python = m_tmp.filePath(QStringLiteral("no-such-python"));
        const StepResult r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QVERIFY2(r.outcome.reason.contains(QLatin1String("cannot start")) && r.outcome.reason.contains(QLatin1String("no-such-python")),
                 qPrintable(r.outcome.reason));
    }

    void cancelBeforeStart()
    {
        const QString data = makeFiles(QStringLiteral("files15"), {QStringLiteral("a.txt")});
        const StepLaunch launch = makeLaunch(basePlan(QString()), data, QStringLiteral("uri_folder"), {});
        std::unique_ptr<StepRunner> runner(createParallelRunner(launch, nullptr));
        QSignalSpy finished(runner.get(), &StepRunner::finished);
        runner->cancel(RunStatus::Failed, QStringLiteral("the step ran longer than its limits.timeout"));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().value<StepOutcome>().status, RunStatus::Failed);
    }

    void destroyingTheRunnerEndsItsProcesses()
    {
        const QString data = makeFiles(QStringLiteral("files10"), {QStringLiteral("a.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--hang --state_dir ${{inputs.state}} --resource_monitor_interval 0"));
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        auto* runner = createParallelRunner(launch, nullptr);
        runner->start();
        const QString state = launch.inputs.value(QStringLiteral("state"));
        QTRY_COMPARE_WITH_TIMEOUT(QDir(state).entryList({QStringLiteral("pids-*.txt")}).size(), 1, 30000);
        delete runner;
        QTRY_VERIFY_WITH_TIMEOUT(processesWithMarker(m_marker).isEmpty(), 5000);
    }

    void badInputFailsClearly()
    {
        const QString data = makeFiles(QStringLiteral("files11"), {QStringLiteral("a.txt")});
        ParallelPlan plan = basePlan(QStringLiteral("--model ${{inputs.model}}"));
        StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        StepResult r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QVERIFY2(r.outcome.reason.contains(QLatin1String("inputs.model")), qPrintable(r.outcome.reason));
        plan = basePlan(QStringLiteral("--allowed_failed_percent 101"));
        launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {});
        r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QVERIFY2(r.outcome.reason.contains(QLatin1String("--allowed_failed_percent 101")), qPrintable(r.outcome.reason));
        QVERIFY(readAll(r.logs + QStringLiteral("/job_result.txt")).contains(QLatin1String("--allowed_failed_percent")));
        plan = basePlan(QString());
        launch = makeLaunch(plan, m_tmp.filePath(QStringLiteral("does-not-exist")), QStringLiteral("uri_folder"), {});
        r = runStep(launch);
        QCOMPARE(r.outcome.status, RunStatus::Failed);
        QVERIFY2(r.outcome.reason.contains(QLatin1String("does-not-exist")), qPrintable(r.outcome.reason));
    }

    /// The sample workspace's batch_score step, end to end with the real entry script and data.
    void sampleBatchScore()
    {
        if (!pythonHas(QStringLiteral("pandas, sklearn")))
            QFAIL("pandas and scikit-learn are not installed for python3 (python3-pandas, python3-sklearn; .ci/bootstrap installs them)");
        const QString pipeline = kWorkspace + QStringLiteral("/pipelines/batch_score_pipeline.yml");
        QFile pf(pipeline);
        QVERIFY(pf.open(QIODevice::ReadOnly));
        const JobPlan job = buildJobPlan(pipeline, pf.readAll(), {}, std::make_shared<ComponentCache>());
        const PlannedStep* step = job.step(QStringLiteral("batch_score"));
        QVERIFY(step);
        QCOMPARE(step->kind, StepKind::Parallel);
        QCOMPARE(step->parallel.inputData, QStringLiteral("snapshots"));
        QCOMPARE(step->parallel.miniBatchSize, 2);
        QCOMPARE(step->parallel.instanceCount, 2);
        QCOMPARE(step->parallel.maxConcurrencyPerInstance, 2);
        QCOMPARE(step->parallel.appendRowTo, QStringLiteral("summary"));

        // the model: prep and train as the pipeline would run them
        const QString work = m_tmp.filePath(QStringLiteral("sample"));
        const QString train = work + QStringLiteral("/train_data"), test = work + QStringLiteral("/test_data"),
                      model = work + QStringLiteral("/model");
        for (const QString& d : {train, test, model})
            QDir().mkpath(d);
        QProcess prep;
        prep.start(pythonPath(), {kWorkspace + QStringLiteral("/src/prep/prep.py"), QStringLiteral("--raw_data"),
                                  kWorkspace + QStringLiteral("/data/customers"), QStringLiteral("--test_split_ratio"), QStringLiteral("0.1"),
                                  QStringLiteral("--train_data"), train, QStringLiteral("--test_data"), test});
        QVERIFY(prep.waitForFinished(120000));
        QVERIFY2(prep.exitCode() == 0, prep.readAllStandardError().constData());
        QProcess trainer;
        trainer.start(pythonPath(), {kWorkspace + QStringLiteral("/src/train/train.py"), QStringLiteral("--training_data"), train,
                                     QStringLiteral("--n_estimators"), QStringLiteral("50"), QStringLiteral("--model_output"), model});
        QVERIFY(trainer.waitForFinished(300000));
        QVERIFY2(trainer.exitCode() == 0, trainer.readAllStandardError().constData());
        QVERIFY(QFileInfo::exists(model + QStringLiteral("/model.pkl")));

        // launch it as the engine does: the code snapshot, resolved inputs, local outputs
        StepLaunch l;
        l.jobId = QStringLiteral("job_sample");
        l.step = *step;
        l.folder = work + QStringLiteral("/runs/batch_score");
        l.workDir = l.folder + QStringLiteral("/code");
        QVERIFY(copyDir(step->codeDir, l.workDir));
        l.logFile = l.folder + QStringLiteral("/user_logs/std_log.txt");
        l.systemLogDir = l.folder + QStringLiteral("/system_logs");
        QDir().mkpath(l.folder + QStringLiteral("/user_logs"));
        QDir().mkpath(l.systemLogDir);
        for (const PlannedInput& in : step->inputs) {
            if (in.name == QLatin1String("model"))
                l.inputs.insert(in.name, model);
            else
                l.inputs.insert(in.name, in.value);
        }
        QCOMPARE(l.inputs.value(QStringLiteral("snapshots")), QDir::cleanPath(kWorkspace + QStringLiteral("/data/batch")));
        QCOMPARE(l.inputs.value(QStringLiteral("score_threshold")), QStringLiteral("0.6"));
        for (const PlannedOutput& o : step->outputs) {
            const QString path = l.folder + QStringLiteral("/outputs/") + o.name;
            QDir().mkpath(o.isFile() ? l.folder + QStringLiteral("/outputs") : path);
            l.outputs.insert(o.name, path);
        }
        l.environment = QProcessEnvironment::systemEnvironment();
        l.environment.insert(QStringLiteral("PW_TEST_MARKER"), m_marker);
        for (auto it = step->environmentVariables.cbegin(); it != step->environmentVariables.cend(); ++it)
            l.environment.insert(it.key(), it.value());
        l.python = pythonPath();
        const StepResult r = runStep(l, 240000);
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));

        // one summary row per snapshot file: source_file rows high_risk mean_probability
        const PlannedOutput* summaryOut = step->output(QStringLiteral("summary"));
        QVERIFY(summaryOut);
        const QString summaryFile = appendRowFile(*step, l.outputs.value(QStringLiteral("summary")));
        QStringList rows = lines(summaryFile);
        QCOMPARE(rows.size(), 6);
        rows.sort();
        int total = 0;
        const QStringList snapshots = QDir(kWorkspace + QStringLiteral("/data/batch")).entryList({QStringLiteral("*.csv")}, QDir::Files, QDir::Name);
        for (int i = 0; i < rows.size(); ++i) {
            const QStringList f = rows.at(i).split(QLatin1Char(' '));
            QCOMPARE(f.size(), 4);
            QCOMPARE(f.at(0), snapshots.at(i));
            const int expectedRows = int(lines(kWorkspace + QStringLiteral("/data/batch/") + snapshots.at(i)).size()) - 1;
            QCOMPARE(f.at(1).toInt(), expectedRows);
            QVERIFY(f.at(2).toInt() >= 0 && f.at(2).toInt() <= expectedRows);
            const double mean = f.at(3).toDouble();
            QVERIFY(mean > 0 && mean < 1);
            total += f.at(1).toInt();
        }
        QCOMPARE(total, 265);
        // per-customer scores from --scores_folder
        const QString scores = l.outputs.value(QStringLiteral("scores"));
        QCOMPARE(QDir(scores).entryList({QStringLiteral("*_scored.csv")}).size(), 6);
        // 2 nodes × 2 processes, 3 mini-batches of 2 files
        QCOMPARE(csvDataRows(r.logs + QStringLiteral("/sys/job_report/processed_mini-batches.csv")), 3);
        QCOMPARE(csvDataRows(r.logs + QStringLiteral("/sys/job_report/process_summary.csv")), 4);
        QVERIFY(QFileInfo::exists(r.logs + QStringLiteral("/user/stdout/1/process001.stdout.txt")));
        // logging_level DEBUG reaches the user log; the script logs through the root handler
        QString userOut;
        for (int node = 0; node < 2; ++node)
            for (const QString& f : QDir(r.logs + QStringLiteral("/user/stdout/%1").arg(node)).entryList(QDir::Files))
                userOut += readAll(r.logs + QStringLiteral("/user/stdout/%1/").arg(node) + f);
        QVERIFY2(userOut.contains(QLatin1String("loaded model from")), qPrintable(userOut));
        QVERIFY(userOut.contains(QLatin1String("run() got 2 file(s)")));
        QVERIFY(readAll(r.logs + QStringLiteral("/job_result.txt")).contains(QLatin1String("items: 6 succeeded, 0 failed")));
    }
};

QTEST_GUILESS_MAIN(TestParallelRunner)
#include "tst_parallelrunner.moc"
