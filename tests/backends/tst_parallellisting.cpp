// SPDX-License-Identifier: MIT
// A plain folder input listed while the step runs: the order of the walk, the lister's hand-over in chunks, and a
// step whose mini-batches start before the listing ends, with every file in exactly one of them.
#include "parallellisting.h"
#include "parallelsteptesting.h"

#include <QElapsedTimer>
#include <QSet>
#include <QThread>

#include <algorithm>
#include <atomic>

#include <unistd.h>

using namespace pw;
using namespace pw::test;

class TestParallelListing : public QObject, public ParallelStepFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initFixture(); }
    void cleanupTestCase() { checkNoProcessLeft(); }

    void walkOrder()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("walk"));
        for (const QString& f : {QStringLiteral("b.txt"), QStringLiteral("a/2.txt"), QStringLiteral("a/1.txt"), QStringLiteral(".hidden"),
                                 QStringLiteral("c/d/e.txt"), QStringLiteral("a-b.txt")})
            writeFile(QDir(dir).filePath(f), "x");
        QDir().mkpath(QDir(dir).filePath(QStringLiteral("empty")));
        QVERIFY(::symlink("a/1.txt", qPrintable(QDir(dir).filePath(QStringLiteral("link")))) == 0);
        QVERIFY(::symlink("c", qPrintable(QDir(dir).filePath(QStringLiteral("linkdir")))) == 0);
        QVERIFY(::symlink("missing", qPrintable(QDir(dir).filePath(QStringLiteral("dangling")))) == 0);
        QStringList seen;
        QString error;
        QVERIFY(walkFiles(dir, [&](QByteArrayView rel) {
            seen << QString::fromUtf8(rel);
            return true;
        }, &error));
        // folder by folder, names sorted byte-wise; a linked file counts, a linked folder is not entered
        QCOMPARE(seen, (QStringList {QStringLiteral(".hidden"), QStringLiteral("a/1.txt"), QStringLiteral("a/2.txt"),
                                     QStringLiteral("a-b.txt"), QStringLiteral("b.txt"), QStringLiteral("c/d/e.txt"),
                                     QStringLiteral("link")}));
        // the planner lists a folder in the same order
        ParallelInput in;
        QVERIFY(planMiniBatches(dir, QStringLiteral("uri_folder"), 100, &in, &error));
        QCOMPARE(in.batches.size(), 1);
        QCOMPARE(in.batches.first().files.size(), seen.size());
        for (qsizetype i = 0; i < seen.size(); ++i)
            QCOMPARE(in.batches.first().files.at(i), QDir(dir).absolutePath() + QLatin1Char('/') + seen.at(i));
        // only so deep
        seen.clear();
        QVERIFY(walkFiles(dir, [&](QByteArrayView rel) {
            seen << QString::fromUtf8(rel);
            return true;
        }, &error, 0));
        QCOMPARE(seen, (QStringList {QStringLiteral(".hidden"), QStringLiteral("a-b.txt"), QStringLiteral("b.txt"), QStringLiteral("link")}));
        // an MLTable never walks the whole file system, and a pattern reaches only as deep as it says
        const QString table = m_tmp.filePath(QStringLiteral("table"));
        writeFile(table + QStringLiteral("/x/y.csv"), "v\n1\n");
        writeFile(table + QStringLiteral("/x/deeper/z.csv"), "v\n2\n");
        writeFile(table + QStringLiteral("/MLTable"), "paths:\n  - pattern: /*/*.csv\n");
        QVERIFY(!planMiniBatches(table, QStringLiteral("mltable"), 0, &in, &error));
        QVERIFY2(error.contains(QLatin1String("whole file system")) && error.contains(QLatin1String("MLTable:2:")), qPrintable(error));
        // the root however it is spelled, as a folder or as where a pattern starts
        for (const char* root : {"/", "/.", "//", "/./", "/..", "/tmp/..", "/../tmp/.."}) {
            writeFile(table + QStringLiteral("/MLTable"), QByteArray("paths:\n  - folder: ") + root + '\n');
            QVERIFY2(!planMiniBatches(table, QStringLiteral("mltable"), 0, &in, &error), root);
            QVERIFY2(error.contains(QLatin1String("whole file system")), qPrintable(root + (QStringLiteral(": ") + error)));
            writeFile(table + QStringLiteral("/MLTable"), QByteArray("paths:\n  - pattern: ") + root + "/*.csv\n");
            QVERIFY2(!planMiniBatches(table, QStringLiteral("mltable"), 0, &in, &error), root);
            QVERIFY2(error.contains(QLatin1String("whole file system")), qPrintable(root + (QStringLiteral(": ") + error)));
        }
        // nor leaves its folder, which is all Azure ML uploads: climbing out, an absolute path elsewhere, a folder beside it
        writeFile(m_tmp.filePath(QStringLiteral("beside/w.csv")), "v\n3\n");
        for (const QByteArray& entry : {QByteArray("pattern: ../**/*.csv"), QByteArray("pattern: ./x/../../beside/*.csv"),
                                        QByteArray("file: ../beside/w.csv"), QByteArray("folder: ../beside"),
                                        QByteArray(QByteArray("pattern: ") + m_tmp.filePath(QStringLiteral("beside/w.csv")).toUtf8()),
                                        QByteArray(QByteArray("folder: ") + m_tmp.filePath(QStringLiteral("beside")).toUtf8())}) {
            writeFile(table + QStringLiteral("/MLTable"), "paths:\n  - " + entry + '\n');
            QVERIFY2(!planMiniBatches(table, QStringLiteral("mltable"), 0, &in, &error), entry.constData());
            QVERIFY2(error.contains(QLatin1String("outside the MLTable's folder")) && error.contains(QLatin1String("MLTable:2:")),
                     qPrintable(QString::fromUtf8(entry) + QStringLiteral(": ") + error));
        }
        writeFile(table + QStringLiteral("/MLTable"), "paths:\n  - pattern: ./x/../x/*.csv\n  - folder: ./x/deeper/..\n");
        QVERIFY2(planMiniBatches(table, QStringLiteral("mltable"), 0, &in, &error), qPrintable(error));
        QCOMPARE(in.fileCount, 2);
        writeFile(table + QStringLiteral("/MLTable"), "paths:\n  - pattern: ./x/*.csv\n  - pattern: ./x/y.csv\n");
        QVERIFY2(planMiniBatches(table, QStringLiteral("mltable"), 0, &in, &error), qPrintable(error));
        QCOMPARE(in.fileCount, 1); // x/y.csv once; x/deeper/z.csv is below what the pattern reaches

        // stop early
        int count = 0;
        QVERIFY(walkFiles(dir, [&](QByteArrayView) { return ++count < 3; }, &error));
        QCOMPARE(count, 3);
        QVERIFY(!walkFiles(dir + QStringLiteral("/nothing"), [](QByteArrayView) { return true; }, &error));
        QVERIFY2(error.contains(QLatin1String("nothing")), qPrintable(error));
    }

    void listerHandsOverInChunks()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("many"));
        QDir().mkpath(dir);
        for (int i = 0; i < 5000; ++i) {
            QFile f(QDir(dir).filePath(QStringLiteral("sub%1/f%2.txt").arg(i % 7).arg(i, 5, 10, QLatin1Char('0'))));
            QDir().mkpath(QFileInfo(f).absolutePath());
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        FolderLister lister(dir);
        std::atomic<int> calls {0};
        lister.start([&] { calls.fetch_add(1); });
        QStringList all;
        bool done = false;
        QElapsedTimer clock;
        clock.start();
        while (!done && clock.elapsed() < 30000) {
            all += lister.take(&done);
            if (!done)
                QThread::msleep(1);
        }
        QVERIFY(done);
        QVERIFY(lister.error().isEmpty());
        QCOMPARE(all.size(), 5000);
        QCOMPARE(lister.listed(), 5000);
        QVERIFY(calls.load() >= 1);
        QCOMPARE(QSet<QString>(all.cbegin(), all.cend()).size(), 5000);
        QVERIFY(all.first().startsWith(QDir(dir).absolutePath() + QStringLiteral("/sub0/")));
        QVERIFY(std::is_sorted(all.cbegin(), all.cend()));

        FolderLister missing(dir + QStringLiteral("/nothing"));
        missing.start([] {});
        clock.restart();
        done = false;
        while (!done && clock.elapsed() < 10000)
            missing.take(&done);
        QVERIFY(done);
        QVERIFY2(missing.error().contains(QLatin1String("nothing")), qPrintable(missing.error()));
    }

    void stepRunsWhileTheFolderIsListed()
    {
        QStringList names;
        for (int i = 0; i < 2500; ++i)
            names << QStringLiteral("d%1/item%2.txt").arg(i % 3).arg(i, 4, 10, QLatin1Char('0'));
        const QString data = makeFiles(QStringLiteral("listed"), names);
        ParallelPlan plan = basePlan(QStringLiteral("--resource_monitor_interval 0"));
        plan.miniBatchSize = 7;
        plan.maxConcurrencyPerInstance = 2;
        plan.appendRowTo = QStringLiteral("out");
        const StepLaunch launch = makeLaunch(plan, data, QStringLiteral("uri_folder"), {output(QStringLiteral("out"), QStringLiteral("uri_file"))});
        const StepResult r = runStep(launch);
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));
        QVERIFY2(r.stdLog.contains(QLatin1String("listed while the step runs")), qPrintable(r.stdLog));
        QVERIFY2(r.stdLog.contains(QLatin1String("listed 2500 file(s)")), qPrintable(r.stdLog));
        // every file once, in one mini-batch of at most 7
        const QStringList rows = lines(launch.outputs.value(QStringLiteral("out")));
        QCOMPARE(rows.size(), 2500);
        QSet<QString> files;
        for (const QString& row : rows)
            files.insert(row.section(QLatin1Char(':'), 0, 0));
        QCOMPARE(files.size(), 2500);
        QCOMPARE(csvDataRows(r.logs + QStringLiteral("/sys/job_report/processed_mini-batches.csv")), 358); // ceil(2500 / 7)
        const QString result = readAll(r.logs + QStringLiteral("/job_result.txt"));
        QVERIFY2(result.contains(QLatin1String("items: 2500 succeeded, 0 failed")), qPrintable(result));
        QDir logs(r.logs);
        const QStringList overview = logs.entryList({QStringLiteral("job_progress_overview.*.txt")});
        QVERIFY(!overview.isEmpty());
        QVERIFY(readAll(logs.filePath(overview.first())).contains(QLatin1String("Scheduled 358 mini batches")));
    }

    void emptyFolderCompletes()
    {
        const QString data = m_tmp.filePath(QStringLiteral("nothing-here"));
        QDir().mkpath(data);
        const StepLaunch launch = makeLaunch(basePlan(QStringLiteral("--resource_monitor_interval 0")), data, QStringLiteral("uri_folder"), {});
        const StepResult r = runStep(launch);
        QVERIFY2(r.outcome.status == RunStatus::Completed, qPrintable(r.outcome.reason + QLatin1Char('\n') + r.stdLog));
        QVERIFY2(r.stdLog.contains(QLatin1String("listed 0 file(s)")), qPrintable(r.stdLog));
    }
};

QTEST_GUILESS_MAIN(TestParallelListing)
#include "tst_parallellisting.moc"
