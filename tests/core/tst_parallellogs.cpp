// SPDX-License-Identifier: MIT
#include "parallellogs.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

namespace {

const char* header = "Mini-batch Id,Picked Count,Process,Start Time (UTC),Total,Succeeded,Failed,Elapsed Seconds,"
                     "Process Seconds,Run Method Seconds,Status,Error Category,Error Message,Mini-batch Detail\n";

void write(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class TestParallelLogs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void csvRecords()
    {
        int incomplete = -1;
        const auto r = parseCsvRecords(QStringLiteral("a,b\n\"x,1\",\"say \"\"hi\"\"\nthere\"\n3,\r\n"), &incomplete);
        QCOMPARE(incomplete, 0);
        QCOMPARE(r.size(), 3);
        QCOMPARE(r.at(1), QStringList({ QStringLiteral("x,1"), QStringLiteral("say \"hi\"\nthere") }));
        QCOMPARE(r.at(2), QStringList({ QStringLiteral("3"), QString() }));
        const auto cut = parseCsvRecords(QStringLiteral("a,b\n1,2\n3,\"open\nstill"), &incomplete);
        QCOMPARE(cut.size(), 2);
        QCOMPARE(incomplete, 3);
    }

    void summary()
    {
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        write(logs.filePath(QStringLiteral("job_result.txt")), "Job failed: 1 mini-batch failed.\n");
        write(logs.filePath(QStringLiteral("job_error.txt")), "2026-11-24 10:00:00.000000 too many errors\n");
        QByteArray csv = header;
        csv += "0,1,0/process000,2026-11-24T10:00:00.000000,10,10,0,1.5,1.0,1.2,SUCCEEDED,,,\"{\"\"files\"\": "
               "[\"\"a,b\"\"]}\"\n";
        csv += "1,1,0/process001,2026-11-24T10:00:01.000000,5,0,5,0.5,0.4,0.3,RUN_EXCEPTION,UserError,boom,{}\n";
        csv += "1,2,1/process000,2026-11-24T10:00:02.000000,5,5,0,0.5,0.4,0.3,SUCCEEDED,,,{}\n";
        csv += "2,1,1/"
               "process001,2026-11-24T10:00:03.000000,4,1,3,0.5,0.4,0.3,RUN_EXCEPTION,UserError,\"bad\nrow\",{}\n";
        csv += "bogus,row\n";
        csv += "3,1,0/process000,2026-11-24T10:00:04.000000,4,4,0,0.5,0.4,0.3,SUCC"; // truncated
        write(logs.filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv")), csv);

        const ParallelLogSummary s = readParallelLogSummary(logs.path());
        QVERIFY(!s.resultMissing);
        QCOMPARE(s.result, QStringLiteral("Job failed: 1 mini-batch failed."));
        QVERIFY(s.jobError.contains(QStringLiteral("too many errors")));
        QCOMPARE(s.attempts, 4);
        QCOMPARE(s.miniBatches, 3);
        QCOMPARE(s.miniBatchesSucceeded, 2); // mini-batch 1 succeeded on its retry
        QCOMPARE(s.miniBatchesFailed, 1);
        QCOMPARE(s.itemsTotal, 19);
        QCOMPARE(s.itemsSucceeded, 16);
        QCOMPARE(s.itemsFailed, 3);
        // the malformed row and the cut-short last row are named by record (the header is row 1)
        QCOMPARE(s.problems.size(), 2);
        QVERIFY(s.problems.at(0).contains(QStringLiteral("row 6")));
        QVERIFY(s.problems.at(1).contains(QStringLiteral("row 7")));
    }

    void emptyFolder()
    {
        QTemporaryDir tmp;
        const ParallelLogSummary s = readParallelLogSummary(tmp.path());
        QVERIFY(s.resultMissing);
        QCOMPARE(s.miniBatches, 0);
        QVERIFY(s.problems.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestParallelLogs)
#include "tst_parallellogs.moc"
