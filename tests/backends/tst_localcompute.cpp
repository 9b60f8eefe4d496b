// SPDX-License-Identifier: MIT
// The local backend as a compute service: this machine's cores as the quota, the cores running steps hold as the
// usage (read from the run store, so other processes' jobs count), and usage over time as a step function.
#include "localbackend.h"
#include "localcompute.h"
#include "quota.h"
#include "runstore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace pw;

namespace {

QDateTime at(qint64 seconds)
{
    return QDateTime::fromMSecsSinceEpoch(1'700'000'000'000 + seconds * 1000, Qt::UTC);
}

constexpr qint64 kRunning = -1000000;

RunStore::CoreInterval interval(qint64 from, qint64 to, int cores)
{
    return {at(from).toMSecsSinceEpoch(), to == kRunning ? 0 : at(to).toMSecsSinceEpoch(), cores};
}

QString describe(const QList<UsageSample>& samples)
{
    QStringList parts;
    for (const UsageSample& s : samples)
        parts << QStringLiteral("%1=%2").arg((s.time.toMSecsSinceEpoch() - at(0).toMSecsSinceEpoch()) / 1000).arg(s.current);
    return parts.join(QLatin1Char(' '));
}

StepRun step(const QString& name, RunStatus status, const QDateTime& started, const QDateTime& ended, int cores)
{
    StepRun s;
    s.name = name;
    s.kind = QStringLiteral("command");
    s.status = status;
    s.started = started;
    s.ended = ended;
    s.cores = cores;
    return s;
}

} // namespace

class TestLocalCompute : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void samplesAreAStepFunction_data()
    {
        QTest::addColumn<QList<RunStore::CoreInterval>>("intervals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("nothing ran") << QList<RunStore::CoreInterval> {} << QStringLiteral("0=0 100=0");
        QTest::newRow("one step") << QList<RunStore::CoreInterval> {interval(10, 20, 2)}
                                  << QStringLiteral("0=0 10=0 10=2 20=2 20=0 100=0");
        QTest::newRow("overlapping") << QList<RunStore::CoreInterval> {interval(10, 30, 2), interval(20, 40, 1)}
                                     << QStringLiteral("0=0 10=0 10=2 20=2 20=3 30=3 30=1 40=1 40=0 100=0");
        QTest::newRow("started before the window") << QList<RunStore::CoreInterval> {interval(-50, 30, 4)}
                                                   << QStringLiteral("0=4 30=4 30=0 100=0");
        QTest::newRow("still running") << QList<RunStore::CoreInterval> {interval(50, kRunning, 1)}
                                       << QStringLiteral("0=0 50=0 50=1 100=1");
        QTest::newRow("ended before the window") << QList<RunStore::CoreInterval> {interval(-50, -10, 4)}
                                                 << QStringLiteral("0=0 100=0");
        QTest::newRow("one ends as another starts") << QList<RunStore::CoreInterval> {interval(10, 20, 2), interval(20, 30, 2)}
                                                    << QStringLiteral("0=0 10=0 10=2 30=2 30=0 100=0");
    }
    void samplesAreAStepFunction()
    {
        QFETCH(QList<RunStore::CoreInterval>, intervals);
        QFETCH(QString, expected);
        const QList<UsageSample> samples = localUsageSamples(intervals, at(0), at(100), 8);
        QCOMPARE(describe(samples), expected);
        for (const UsageSample& s : samples) {
            QCOMPARE(s.limit, 8.0);
            QCOMPARE(s.key, localCoresKey());
        }
    }

    void snapshotIsTheMachineAgainstItsCores()
    {
        LocalMachine m;
        m.cores = 4;
        m.coresInUse = 3;
        m.memoryBytes = qint64(8) << 30;
        const ComputeSnapshot s = localComputeSnapshot(m);
        QCOMPARE(s.backendId, QStringLiteral("local"));
        QCOMPARE(s.computes.size(), 1);
        QCOMPARE(s.computes.first().kind, QStringLiteral("local"));
        QCOMPARE(s.computes.first().cores, 4);
        QCOMPARE(s.usages.size(), 1); // no memory figure given: no memory row
        const QuotaSummary q = summarize(s.usages.first());
        QCOMPARE(q.used, 3);
        QCOMPARE(q.limit, 4);
        QCOMPARE(q.free, 1);
        QCOMPARE(q.percent, 75.0);

        m.memoryInUseBytes = qint64(6) << 30;
        const ComputeSnapshot withMemory = localComputeSnapshot(m);
        QCOMPARE(withMemory.usages.size(), 2);
        const UsageRow& memory = withMemory.usages.at(1);
        QCOMPARE(memory.key, localMemoryKey());
        QCOMPARE(memory.unit, QStringLiteral("MiB"));
        QCOMPARE(memory.current, 6 * 1024);
        QCOMPARE(memory.limit, 8 * 1024);
    }

    void backendReadsTheRunStore()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QDateTime now = QDateTime::currentDateTimeUtc();
        {
            RunStore store(home.path());
            QVERIFY(store.open());
            JobRun job;
            job.id = QStringLiteral("job_usage");
            job.status = RunStatus::Running;
            job.created = now.addSecs(-600);
            job.steps << step(QStringLiteral("done"), RunStatus::Completed, now.addSecs(-500), now.addSecs(-400), 2)
                      << step(QStringLiteral("running"), RunStatus::Running, now.addSecs(-300), QDateTime(), 3)
                      << step(QStringLiteral("crashed long ago"), RunStatus::Failed, now.addSecs(-550), QDateTime(), 5);
            QVERIFY(store.insertJob(job));
            for (const StepRun& s : job.steps)
                QVERIFY(store.updateStep(job.id, s));
        }
        LocalBackendOptions options;
        options.home = home.path();
        options.cores = 6;
        LocalBackend backend(options);
        const ComputeSnapshot s = backend.computeSnapshot().result();
        QVERIFY2(s.error.isEmpty(), qPrintable(s.error));
        QVERIFY(s.usages.size() >= 1); // cores, and memory where /proc/meminfo is readable
        QCOMPARE(s.usages.first().current, 3); // only the step that still runs
        QCOMPARE(s.usages.first().limit, 6);

        const QList<UsageSample> history = backend.usageHistory(now.addSecs(-3600)).result();
        QVERIFY(history.size() >= 6);
        double peak = 0;
        for (const UsageSample& u : history)
            peak = std::max(peak, u.current);
        QCOMPARE(peak, 3.0); // 2 and 3 never overlap; the crashed step holds nothing
        QCOMPARE(history.last().current, 3.0);
        for (qsizetype i = 1; i < history.size(); ++i)
            QVERIFY(history[i - 1].time <= history[i].time);
    }
};

QTEST_GUILESS_MAIN(TestLocalCompute)
#include "tst_localcompute.moc"
