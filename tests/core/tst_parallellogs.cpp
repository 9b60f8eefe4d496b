// SPDX-License-Identifier: MIT
// The parallel-log reader on logs folders written here in the local runtime's layout: a normal run, a node without
// perf files, truncated CSV files, a missing job_result.txt, and files read again as lines are appended.
#include "downsample.h"
#include "parallellogs.h"
#include "parallellogsfixture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;
using namespace pw::test;

namespace {

bool anyContains(const QStringList& list, const QString& what)
{
    for (const QString& s : list)
        if (s.contains(what))
            return true;
    return false;
}

} // namespace

class TestParallelLogs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void summaryAndRecords()
    {
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        writeNormalRun(logs);

        MiniBatchTable t;
        const ParallelLogSummary s = readParallelLogSummary(logs.path(), &t);
        QVERIFY(!s.resultMissing);
        QCOMPARE(s.status, ParallelStepStatus::Failed);
        QVERIFY(s.statusText.startsWith(QStringLiteral("Failed: Exceeded mini_batch_error_threshold")));
        QVERIFY(s.jobError.contains(QStringLiteral("boom")));
        QCOMPARE(s.thresholds.miniBatchErrorThreshold, std::optional<int>(0));
        QVERIFY(!s.thresholds.errorThreshold);
        QCOMPARE(s.attempts, 4);
        QCOMPARE(s.miniBatches, 3);
        QCOMPARE(s.miniBatchesSucceeded, 2); // mini-batch 1 succeeded on its retry
        QCOMPARE(s.miniBatchesFailed, 1);
        QCOMPARE(s.miniBatchesRunning, 0);
        QCOMPARE(s.itemsTotal, 19);
        QCOMPARE(s.itemsSucceeded, 16);
        QCOMPARE(s.itemsFailed, 3);
        QCOMPARE(s.problems.size(), 1);
        QVERIFY2(
            s.problems.at(0).startsWith(QStringLiteral("sys/job_report/processed_mini-batches.csv:7: expected 14")),
            qPrintable(s.problems.at(0)));

        QCOMPARE(t.size(), 3);
        const MiniBatchRecord r1 = t.record(t.rowOfId(1));
        QCOMPARE(r1.state, MiniBatchState::Succeeded);
        QCOMPARE(r1.attempts, 2);
        QCOMPARE(r1.node, QStringLiteral("1"));
        QCOMPARE(r1.process, QStringLiteral("process000"));
        QCOMPARE(r1.start, QDateTime(QDate(2026, 11, 24), QTime(10, 0, 2, 500), Qt::UTC));
        QCOMPARE(r1.durationMs, 1250);
        QCOMPARE(r1.itemsSucceeded, 5);
        QVERIFY(r1.error.isEmpty());
        const MiniBatchRecord r2 = t.record(t.rowOfId(2));
        QCOMPARE(r2.state, MiniBatchState::Failed);
        QCOMPARE(r2.itemsFailed, 3);
        QCOMPARE(r2.error, QStringLiteral("ValueError: bad")); // the first line only
        QCOMPARE(t.rowOfId(7), -1);
    }

    void resources()
    {
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        writeNormalRun(logs);
        ParallelLogReader reader(logs.path());
        const ParallelLogDelta d = reader.read();
        QCOMPARE(d.resources.nodes.size(), 2);
        QCOMPARE(d.resources.node(QStringLiteral("1"))->samples.size(), 1u);
        QVERIFY(d.resources.node(QStringLiteral("1"))->processes.empty()); // a header alone
        const NodeResources* n = d.resources.node(QStringLiteral("0"));
        QVERIFY(n);
        QCOMPARE(n->samples.size(), 2u);
        QCOMPARE(n->samples[0].cpuPercent, 12.5);
        QCOMPARE(n->samples[0].timeMs, QDateTime(QDate(2026, 11, 24), QTime(10, 0), Qt::UTC).toMSecsSinceEpoch());
        QCOMPARE(n->samples[1].memoryUsedBytes, 5000LL * 1024 * 1024);
        QCOMPARE(n->samples[1].diskWriteBytes, 70LL * 1024 * 1024);
        QCOMPARE(n->processes.size(), 2u);
        QCOMPARE(n->processes.at(QStringLiteral("process000")).size(), 2u);
        QCOMPARE(n->processes.at(QStringLiteral("process000"))[1].rssBytes, 768LL * 1024 * 1024);
        QCOMPARE(n->processes.at(QStringLiteral("process001"))[0].pid, 4243);
        // disk writes: 20 MiB in 10 s
        const QList<QPointF> writes = resourceSeries(n->samples, ResourceMetric::DiskWriteBytesPerSecond);
        QCOMPARE(writes.size(), 1);
        QCOMPARE(writes[0].y(), 2.0 * 1024 * 1024);
        const QList<QPointF> cpu = resourceSeries(n->samples, ResourceMetric::CpuPercent);
        QCOMPARE(cpu.size(), 2);
        QCOMPARE(downsampleLttb(cpu, 100).size(), 2);
        QCOMPARE(resourceSeries(n->processes.at(QStringLiteral("process000")), ResourceMetric::MemoryUsedBytes)[0].y(),
            512.0 * 1024 * 1024);
    }

    void nodeWithoutPerfFiles()
    {
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        writeNormalRun(logs);
        QVERIFY(QFile::remove(logs.filePath(QStringLiteral("sys/perf/1/node_resource_usage.csv"))));
        QVERIFY(QFile::remove(logs.filePath(QStringLiteral("sys/perf/1/processes_resource_usage.csv"))));
        const ParallelLogSummary s = readParallelLogSummary(logs.path());
        QVERIFY2(anyContains(s.problems, QStringLiteral("sys/perf/1: the node's folder holds no resource usage files")),
            qPrintable(s.problems.join(QLatin1Char('\n'))));
        QCOMPARE(s.miniBatches, 3); // the rest still reads
        QVERIFY(!anyContains(s.problems, QStringLiteral("sys/perf/1: missing")));

        // node 1 worked but its folder is gone altogether
        QVERIFY(QDir(logs.filePath(QStringLiteral("sys/perf/1"))).removeRecursively());
        const ParallelLogSummary gone = readParallelLogSummary(logs.path());
        QVERIFY2(anyContains(gone.problems, QStringLiteral("sys/perf/1: missing: the node processed mini-batches")),
            qPrintable(gone.problems.join(QLatin1Char('\n'))));
        QVERIFY(!anyContains(gone.problems, QStringLiteral("sys/perf/0:")));
    }

    void truncatedCsv()
    {
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        writeNormalRun(logs);
        // the report ends inside a quoted error, the machine usage in the middle of a row
        write(logs.filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv")),
            "3,1,0/process000,2026-11-24T10:00:04.000000,4,0,4,0.5,0.4,0.3,RUN_EXCEPTION,UserError,\"cut\nhere", true);
        write(logs.filePath(QStringLiteral("sys/perf/0/node_resource_usage.csv")), "2026-11-24T10:00:20,7", true);
        write(logs.filePath(QStringLiteral("sys/perf/0/processes_resource_usage.csv")),
            "2026-11-24T10:00:20,0/process000,4242,not-a-number,1.0,1\n", true);
        MiniBatchTable t;
        const ParallelLogSummary s = readParallelLogSummary(logs.path(), &t);
        const QString all = s.problems.join(QLatin1Char('\n'));
        QVERIFY2(
            all.contains(QStringLiteral("sys/job_report/processed_mini-batches.csv:8: the last row has no line end")),
            qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("sys/perf/0/node_resource_usage.csv:4: the last row has no line end")),
            qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("sys/perf/0/processes_resource_usage.csv:5: the CPU percentage")),
            qPrintable(all));
        QCOMPARE(t.size(), 3); // the cut row is not read
        QCOMPARE(t.rowOfId(3), -1);
    }

    void perfFolderOfOlderLayouts()
    {
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        writeNormalRun(logs);
        QVERIFY(QDir(tmp.path()).rename(QStringLiteral("sys/perf"), QStringLiteral("perf"))); // logs/perf/<node>/
        QVERIFY(QFile::remove(logs.filePath(QStringLiteral("perf/1/processes_resource_usage.csv"))));
        write(logs.filePath(QStringLiteral("perf/1/node_resource_usage.csv")), "2026-11-24 10:00:20,1", true);
        ParallelLogReader reader(logs.path());
        const ParallelLogDelta d = reader.read();
        QCOMPARE(d.resources.nodes.size(), 2);
        QCOMPARE(d.resources.node(QStringLiteral("0"))->samples.size(), 2u);
        QVERIFY2(anyContains(reader.problems(), QStringLiteral("perf/1/node_resource_usage.csv:3: the last row")),
            qPrintable(reader.problems().join(QLatin1Char('\n'))));
    }

    void missingResult()
    {
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        writeNormalRun(logs);
        QVERIFY(QFile::remove(logs.filePath(QStringLiteral("job_result.txt"))));
        const ParallelLogSummary s = readParallelLogSummary(logs.path());
        QVERIFY(s.resultMissing);
        QCOMPARE(s.status, ParallelStepStatus::Unknown);
        QVERIFY(s.statusText.contains(QStringLiteral("job_result.txt")));
        QVERIFY(anyContains(s.problems, QStringLiteral("job_result.txt: missing")));
        QVERIFY(!s.thresholds.miniBatchErrorThreshold);
        QCOMPARE(s.miniBatches, 3);
    }

    void emptyFolder()
    {
        QTemporaryDir tmp;
        const ParallelLogSummary s = readParallelLogSummary(tmp.path());
        QVERIFY(s.resultMissing);
        QCOMPARE(s.miniBatches, 0);
        QCOMPARE(s.problems.size(), 1); // only the missing result
    }

    void runFolderWithThresholds()
    {
        QTemporaryDir tmp;
        const QDir run(tmp.path());
        writeNormalRun(QDir(run.filePath(QStringLiteral("logs"))));
        write(run.filePath(QStringLiteral("logs/job_result.txt")),
            "The ParallelRunStep processed all mini batches. 3 mini batches: 3 succeeded, 0 failed.\n");
        write(run.filePath(QStringLiteral("user_logs/std_log.txt")),
            "[pipewright] 1 x 2 worker processes (instance_count x max_concurrency_per_instance); 3 attempt(s) per "
            "mini-batch, run() timeout 60 s; thresholds: mini_batch_error_threshold 5, error_threshold -1, "
            "allowed_failed_percent 40\n");
        ParallelLogReader reader(run.path());
        QCOMPARE(reader.logsDir(), QDir::cleanPath(run.filePath(QStringLiteral("logs"))));
        const ParallelLogDelta d = reader.read();
        const ParallelLogSummary s = reader.summary(d.miniBatches);
        QCOMPARE(s.status, ParallelStepStatus::Completed);
        QVERIFY(s.statusText.startsWith(QStringLiteral("Completed")));
        QCOMPARE(s.thresholds.miniBatchErrorThreshold, std::optional<int>(5));
        QCOMPARE(s.thresholds.errorThreshold, std::optional<qint64>(-1));
        QCOMPARE(s.thresholds.allowedFailedPercent, std::optional<double>(40));
        QCOMPARE(s.miniBatches, 3);

        ParallelThresholds t;
        readParallelThresholds(QStringLiteral("Exceeded error_threshold: 12 item(s) failed, more than the 10 allowed.\n"
                                              "No progress update in 300 seconds."),
            &t);
        QCOMPARE(t.errorThreshold, std::optional<qint64>(10));
        QCOMPARE(t.progressTimeoutSeconds, std::optional<int>(300));
        QVERIFY(!t.miniBatchErrorThreshold);
        QCOMPARE(parallelStepStatus(QStringLiteral("Received stop signal and the ParallelRunStep is stopping. x")),
            ParallelStepStatus::Canceled);
    }

    void incremental()
    {
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        const QString csvPath = logs.filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv"));
        const QString procLog = logs.filePath(QStringLiteral("sys/node/0/process000.txt"));
        write(csvPath, QByteArray(header) + attempt(0, 1, "0/process000", "2026-11-24T10:00:00.000000", 2, 2));
        write(procLog,
            "2026-11-24 10:00:00,000|INFO|11|Picked mini-batch 0 (attempt 1).\n"
            "2026-11-24 10:00:01,000|INFO|11|Completed mini-batch 0: total 2, succeeded 2, failed 0.\n"
            "2026-11-24 10:00:01,500|INFO|11|Picked mini-batch 1 (attempt 1).\n");

        ParallelLogReader reader(logs.path());
        MiniBatchTable all;
        ParallelLogDelta d = reader.read();
        QCOMPARE(d.miniBatches.size(), 2);
        all.merge(d.miniBatches);
        QCOMPARE(all.state(all.rowOfId(0)), MiniBatchState::Succeeded);
        QCOMPARE(all.state(all.rowOfId(1)), MiniBatchState::Running);
        QCOMPARE(all.durationMs(all.rowOfId(1)), -1);
        QCOMPARE(reader.summary(all).miniBatchesRunning, 1);
        const QDateTime picked = QDateTime(QDate(2026, 11, 24), QTime(10, 0, 1, 500), Qt::LocalTime).toUTC();
        QCOMPARE(reader.lastProgress().value(QStringLiteral("0/process000")), picked);

        // nothing new: nothing read
        d = reader.read();
        QVERIFY(d.isEmpty());

        // mini-batch 1 fails, half a row of mini-batch 2 arrives
        const QByteArray row2 = attempt(2, 1, "0/process000", "2026-11-24T10:00:03.000000", 3, 3);
        write(csvPath,
            attempt(1, 1, "0/process000", "2026-11-24T10:00:01.500000", 2, 0, "RUN_TIMEOUT", "SystemError", "slow")
                + row2.left(20),
            true);
        d = reader.read();
        QCOMPARE(d.miniBatches.size(), 1);
        std::vector<qsizetype> changed;
        all.merge(d.miniBatches, &changed);
        QCOMPARE(changed, std::vector<qsizetype>({ all.rowOfId(1) }));
        QCOMPARE(all.state(all.rowOfId(1)), MiniBatchState::Failed);
        QCOMPARE(all.error(all.rowOfId(1)), QStringLiteral("slow"));
        QVERIFY(
            anyContains(reader.problems(), QStringLiteral("processed_mini-batches.csv:4: the last row has no line")));

        // the row's end arrives, and the retry of mini-batch 1 is picked
        write(csvPath, row2.mid(20), true);
        write(procLog, "2026-11-24 10:00:04,000|INFO|11|Picked mini-batch 1 (attempt 2).\n", true);
        d = reader.read();
        changed.clear();
        all.merge(d.miniBatches, &changed);
        QCOMPARE(all.size(), 3);
        QCOMPARE(all.itemsSucceeded(all.rowOfId(2)), 3);
        QCOMPARE(all.state(all.rowOfId(1)), MiniBatchState::Running);
        QCOMPARE(all.attempts(all.rowOfId(1)), 2);
        QCOMPARE(changed.size(), 1u);
        QVERIFY(!anyContains(reader.problems(), QStringLiteral("no line end")));
        QCOMPARE(reader.attemptRows(), 3);

        // an older attempt read late does not replace the newer one
        MiniBatchRecord old;
        old.id = 1;
        old.attempts = 1;
        old.state = MiniBatchState::Failed;
        QCOMPARE(all.merge(old), MiniBatchTable::Merge::Ignored);

        // the file is replaced by a shorter one: it is read again from its start
        write(csvPath, QByteArray(header) + attempt(5, 1, "0/process000", "2026-11-24T10:00:05.000000", 1, 1));
        d = reader.read();
        QCOMPARE(d.miniBatches.size(), 1);
        QCOMPARE(d.miniBatches.id(0), 5);
        QCOMPARE(reader.attemptRows(), 1);
    }

    void quietWorkers()
    {
        const QDateTime now(QDate(2026, 11, 24), QTime(12, 0), Qt::UTC);
        QHash<QString, QDateTime> last;
        last.insert(QStringLiteral("0/process000"), now.addSecs(-10));
        last.insert(QStringLiteral("0/process001"), now.addSecs(-700));
        last.insert(QStringLiteral("1/process000"), now.addSecs(-900));
        last.insert(QStringLiteral("1/process001"), now.addSecs(-601));
        const QList<QuietWorker> q = findQuietWorkers(last, now, 600);
        QCOMPARE(q.size(), 4);
        QCOMPARE(q[0].node, QStringLiteral("1")); // the whole node first
        QVERIFY(q[0].process.isEmpty());
        QCOMPARE(q[0].quietSeconds, 601);
        QCOMPARE(q[1].process, QStringLiteral("process001"));
        QCOMPARE(q[1].node, QStringLiteral("0"));
        QCOMPARE(q[2].node, QStringLiteral("1"));
        QCOMPARE(q[2].process, QStringLiteral("process000"));
        QCOMPARE(q[3].quietSeconds, 601);
        QVERIFY(findQuietWorkers(last, now, 1000).isEmpty());
    }

    void compactStorage()
    {
        MiniBatchTable t;
        const QDateTime start(QDate(2026, 11, 24), QTime(10, 0), Qt::UTC);
        const int n = 100000;
        for (int i = 0; i < n; ++i) {
            MiniBatchRecord r;
            r.id = i;
            r.attempts = 1 + i % 3;
            r.node = QString::number(i % 4);
            r.process = QStringLiteral("process%1").arg(i % 8, 3, 10, QLatin1Char('0'));
            r.start = start.addMSecs(i);
            r.durationMs = i % 5000;
            r.itemsSucceeded = 10;
            r.state = i % 10 == 0 ? MiniBatchState::Failed : MiniBatchState::Succeeded;
            if (r.state == MiniBatchState::Failed)
                r.error = QStringLiteral("ValueError: case %1").arg(i % 7);
            QCOMPARE(t.merge(r), MiniBatchTable::Merge::Added);
        }
        QCOMPARE(t.size(), n);
        QCOMPARE(t.processes().size(), 9u); // the empty name and 8 (node, process) pairs (i % 8 decides i % 4)
        QCOMPARE(t.errorCount(), 8u); // the empty line and 7 distinct errors
        QVERIFY2(t.memoryBytes() < qsizetype(n) * 64, qPrintable(QString::number(t.memoryBytes())));
        const MiniBatchRecord r = t.record(t.rowOfId(12340));
        QCOMPARE(r.error, QStringLiteral("ValueError: case 6"));
        QCOMPARE(r.process, QStringLiteral("process004"));
        QCOMPARE(r.node, QStringLiteral("0"));
        QCOMPARE(r.start, start.addMSecs(12340));
        // ids far apart use the sparse index
        MiniBatchRecord far;
        far.id = 2000000000;
        QCOMPARE(t.merge(far), MiniBatchTable::Merge::Added);
        QCOMPARE(t.rowOfId(2000000000), n);
        QVERIFY(t.memoryBytes() < qsizetype(n) * 64);
    }

    void manyProcessesKeepTheirNames()
    {
        // more processes than are compared one by one, named again in a second pass: each row keeps its own
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        QByteArray csv = header;
        for (int pass = 0; pass < 2; ++pass)
            for (int p = 0; p < 150; ++p) {
                const QByteArray process = QByteArray::number(p % 10) + "/process" + QByteArray::number(p).rightJustified(3, '0');
                csv += attempt(pass * 150 + p, 1, process.constData(), "2026-11-24T10:00:00.000000", 1, 1);
            }
        write(logs.filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv")), csv);
        ParallelLogReader reader(tmp.path());
        const ParallelLogDelta delta = reader.read();
        QCOMPARE(delta.miniBatches.size(), 300);
        for (qsizetype row = 0; row < delta.miniBatches.size(); ++row) {
            const int p = delta.miniBatches.id(row) % 150;
            QCOMPARE(delta.miniBatches.node(row), QString::number(p % 10));
            QCOMPARE(delta.miniBatches.process(row), QStringLiteral("process%1").arg(p, 3, 10, QLatin1Char('0')));
        }
    }

    void sparseIdsStayFound()
    {
        MiniBatchTable t;
        MiniBatchRecord r;
        r.id = 2000000; // far beyond the rows: the sparse index
        r.attempts = 1;
        QCOMPARE(t.merge(r), MiniBatchTable::Merge::Added);
        for (int id : { 0, 1400000, 1400001 }) { // the dense index grows past 2,000,000
            r.id = id;
            QCOMPARE(t.merge(r), MiniBatchTable::Merge::Added);
        }
        QCOMPARE(t.rowOfId(2000000), 0);
        r.id = 2000000;
        r.attempts = 2;
        QCOMPARE(t.merge(r), MiniBatchTable::Merge::Updated);
        QCOMPARE(t.size(), 4);
        QCOMPARE(t.rowOfId(1999999), -1);
    }

    void garbageNeverCrashes()
    {
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        QByteArray noise;
        quint32 x = 12345;
        for (int i = 0; i < 20000; ++i) {
            x = x * 1103515245u + 12345u;
            const char c = char(x >> 16);
            noise += (i % 97 == 0) ? '\n' : (i % 89 == 0 ? '"' : (i % 13 == 0 ? ',' : c));
        }
        for (const char* file : { "job_result.txt", "job_error.txt", "sys/job_report/processed_mini-batches.csv",
                 "sys/perf/0/node_resource_usage.csv", "sys/perf/0/processes_resource_usage.csv",
                 "sys/node/0/process000.txt" })
            write(logs.filePath(QLatin1String(file)), noise);
        write(logs.filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv")),
            QByteArray(header) + noise.left(5000) + "\n" + noise);
        ParallelLogReader reader(logs.path());
        const ParallelLogDelta d = reader.read();
        QVERIFY(!reader.problems().isEmpty());
        QCOMPARE(
            reader.summary(d.miniBatches).status, ParallelStepStatus::Failed); // a result that is not "processed all"
    }
};

QTEST_GUILESS_MAIN(TestParallelLogs)
#include "tst_parallellogs.moc"
