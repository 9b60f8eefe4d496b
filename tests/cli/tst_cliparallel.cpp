// SPDX-License-Identifier: MIT
// pipewright run, jobs logs and jobs show on a real parallel step (tests/data/cliparallel), run as a process with
// real worker processes: the progress lines while it runs, job_result.txt before the log, the "parallel" object.
#include "clirun.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kPython = QStringLiteral("/usr/bin/python3");

using Result = pw::test::CliResult;

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The fields of one CSV line (quotes as the runtime writes them: "" inside a quoted field).
QStringList csvFields(const QString& line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"'))
                field += c, ++i;
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                field += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    fields << field;
    return fields;
}

/// Counts from processed_mini-batches.csv, each mini-batch by its latest attempt.
struct CsvCounts {
    int miniBatches = 0, succeeded = 0, failed = 0;
    qint64 items = 0, itemsSucceeded = 0, itemsFailed = 0;
};

CsvCounts countCsv(const QString& path)
{
    QStringList lines = QString::fromUtf8(readAll(path)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    CsvCounts c;
    if (lines.isEmpty())
        return c;
    const QStringList header = csvFields(lines.takeFirst());
    const int id = int(header.indexOf(QStringLiteral("Mini-batch Id"))),
              picked = int(header.indexOf(QStringLiteral("Picked Count"))),
              total = int(header.indexOf(QStringLiteral("Total"))),
              ok = int(header.indexOf(QStringLiteral("Succeeded"))),
              status = int(header.indexOf(QStringLiteral("Status")));
    QMap<int, QStringList> latest;
    for (const QString& l : std::as_const(lines)) {
        const QStringList f = csvFields(l);
        const int key = f.value(id).toInt();
        if (!latest.contains(key) || latest[key].value(picked).toInt() <= f.value(picked).toInt())
            latest[key] = f;
    }
    for (const QStringList& f : std::as_const(latest)) {
        ++c.miniBatches;
        if (f.value(status) == QLatin1String("RUN_DONE"))
            ++c.succeeded;
        else
            ++c.failed;
        c.items += f.value(total).toLongLong();
        c.itemsSucceeded += f.value(ok).toLongLong();
        c.itemsFailed += f.value(total).toLongLong() - f.value(ok).toLongLong();
    }
    return c;
}

/// The largest value of a column of node_resource_usage.csv.
double columnMax(const QString& path, const QString& column)
{
    QStringList lines = QString::fromUtf8(readAll(path)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return -1;
    const qsizetype index = csvFields(lines.takeFirst()).indexOf(column);
    double best = -1;
    for (const QString& l : std::as_const(lines))
        best = std::max(best, csvFields(l).value(index).toDouble());
    return best;
}

} // namespace

class TestCliParallel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void runShowsProgress();
    void logsStartWithTheResult();
    void showHasTheParallelObject();
    void showText();

private:
    Result run(const QStringList& args, const QString& workDir = QString());
    QTemporaryDir m_state;
    QTemporaryDir m_work;
    QString m_jobId;
    QString m_stepFolder;
};

Result TestCliParallel::run(const QStringList& args, const QString& workDir)
{
    return pw::test::runCli(args, workDir.isEmpty() ? m_work.path() : workDir, m_state.path(), {{QStringLiteral("PIPEWRIGHT_PYTHON"), kPython}});
}

void TestCliParallel::initTestCase()
{
    QVERIFY(QFile::exists(QStringLiteral(PW_CLI_PATH)));
    QVERIFY(m_state.isValid() && m_work.isValid());
    // the runtime's workers are Python processes; .ci/bootstrap installs python3, so its absence is a failure
    QVERIFY2(QFileInfo(kPython).isExecutable(), "the parallel runtime needs /usr/bin/python3 (python3; .ci/bootstrap installs it)");
}

void TestCliParallel::runShowsProgress()
{
    QElapsedTimer clock;
    clock.start();
    const Result r
        = run({ QStringLiteral("run"), QStringLiteral(PW_SOURCE_DIR "/tests/data/cliparallel/pipeline.yml") });
    const qint64 seconds = clock.elapsed() / 1000;
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(!out.contains(QLatin1Char('\r')) && !out.contains(QLatin1Char('\x1b')), r.out.constData()); // plain lines

    static const QRegularExpression progress(QStringLiteral(
        "^(\\d\\d:\\d\\d:\\d\\d) score (\\d+)/(\\d+) mini-batches \\((\\d+) failed\\), (\\d+) items failed, "
        "(\\d+\\.\\d) mini-batches/s$"));
    const QStringList lines = out.split(QLatin1Char('\n'));
    QList<QRegularExpressionMatch> found;
    qsizetype firstProgress = -1, lastProgress = -1, running = -1, completed = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch m = progress.match(lines.at(i));
        if (m.hasMatch()) {
            found << m;
            if (firstProgress < 0)
                firstProgress = i;
            lastProgress = i;
        }
        if (lines.at(i).endsWith(QLatin1String(" score Running")))
            running = i;
        if (lines.at(i).endsWith(QLatin1String(" score Completed")))
            completed = i;
    }
    QVERIFY2(!found.isEmpty(), r.out.constData());
    // while it runs: after Running, before Completed; not flooding (at most one line every 3 s, and the last)
    QVERIFY2(running >= 0 && running < firstProgress && lastProgress < completed, r.out.constData());
    QVERIFY2(found.size() <= seconds / 3 + 2, r.out.constData());
    int previousDone = -1;
    for (const QRegularExpressionMatch& m : std::as_const(found)) {
        QCOMPARE(m.captured(3).toInt(), 6); // the total the runtime scheduled, from the start
        QVERIFY(m.captured(2).toInt() >= previousDone);
        previousDone = m.captured(2).toInt();
    }
    // the last line has the final counts
    const QRegularExpressionMatch last = found.last();
    QCOMPARE(last.captured(2).toInt(), 6);
    QCOMPARE(last.captured(4).toInt(), 1);
    QCOMPARE(last.captured(5).toInt(), 2);
    QVERIFY(last.captured(6).toDouble() > 0);

    const Result list
        = run({ QStringLiteral("jobs"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json") });
    QCOMPARE(list.code, 0);
    m_jobId = QJsonDocument::fromJson(list.out).array().first().toObject().value(QStringLiteral("id")).toString();
    QVERIFY(!m_jobId.isEmpty());
}

void TestCliParallel::logsStartWithTheResult()
{
    QVERIFY(!m_jobId.isEmpty());
    const Result r = run(
        { QStringLiteral("jobs"), QStringLiteral("logs"), m_jobId, QStringLiteral("--step"), QStringLiteral("score") });
    QVERIFY2(r.code == 0, r.err.constData());
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
    QCOMPARE(lines.value(0), QStringLiteral("==> score: logs/job_result.txt <=="));
    QVERIFY2(lines.value(1).startsWith(QLatin1String(
                 "The ParallelRunStep processed all mini batches. 6 mini batches: 5 succeeded, 1 failed")),
        r.out.constData());
    const qsizetype logHeading = lines.indexOf(QStringLiteral("==> score: user_logs/std_log.txt <=="));
    QVERIFY2(logHeading > 1, r.out.constData());
    QVERIFY(lines.value(logHeading + 1).contains(QLatin1String("[pipewright] parallel step 'score'")));

    // the step's positional form is the same; a command step's log is printed as it is
    QCOMPARE(run({ QStringLiteral("jobs"), QStringLiteral("logs"), m_jobId, QStringLiteral("score") }).out, r.out);
    const Result hello = run(
        { QStringLiteral("jobs"), QStringLiteral("logs"), m_jobId, QStringLiteral("--step"), QStringLiteral("hello") });
    QCOMPARE(hello.code, 0);
    QVERIFY2(hello.out.contains("hello from a command step"), hello.out.constData());
    QVERIFY(!hello.out.contains("==>"));
    QVERIFY(!hello.out.contains("job_result"));
    // two different steps
    QCOMPARE(run({ QStringLiteral("jobs"), QStringLiteral("logs"), m_jobId, QStringLiteral("hello"),
                     QStringLiteral("--step"), QStringLiteral("score") })
                 .code,
        2);
}

void TestCliParallel::showHasTheParallelObject()
{
    QVERIFY(!m_jobId.isEmpty());
    const Result r = run({ QStringLiteral("jobs"), QStringLiteral("show"), m_jobId, QStringLiteral("--step"),
        QStringLiteral("score"), QStringLiteral("--format"), QStringLiteral("json") });
    QVERIFY2(r.code == 0, r.err.constData());
    QJsonParseError error;
    const QJsonObject step = QJsonDocument::fromJson(r.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, r.out.constData());
    QCOMPARE(step.value(QStringLiteral("name")).toString(), QStringLiteral("score"));
    QCOMPARE(step.value(QStringLiteral("job")).toString(), m_jobId);
    const QJsonObject parallel = step.value(QStringLiteral("parallel")).toObject();
    QVERIFY2(!parallel.isEmpty(), r.out.constData());

    // the counts match processed_mini-batches.csv, read here on its own
    m_stepFolder = QFileInfo(QFileInfo(step.value(QStringLiteral("log")).toString()).absolutePath()).absolutePath();
    const CsvCounts csv = countCsv(m_stepFolder + QStringLiteral("/logs/sys/job_report/processed_mini-batches.csv"));
    QCOMPARE(csv.miniBatches, 6);
    const QJsonObject mb = parallel.value(QStringLiteral("miniBatches")).toObject();
    for (const QString& key :
        { QStringLiteral("total"), QStringLiteral("succeeded"), QStringLiteral("failed"), QStringLiteral("running") })
        QVERIFY2(mb.value(key).isDouble(), qPrintable(key));
    QCOMPARE(mb.value(QStringLiteral("total")).toInt(), csv.miniBatches);
    QCOMPARE(mb.value(QStringLiteral("succeeded")).toInt(), csv.succeeded);
    QCOMPARE(mb.value(QStringLiteral("failed")).toInt(), csv.failed);
    QCOMPARE(mb.value(QStringLiteral("running")).toInt(), 0);
    const QJsonObject items = parallel.value(QStringLiteral("items")).toObject();
    QVERIFY(items.value(QStringLiteral("total")).isDouble());
    QCOMPARE(qint64(items.value(QStringLiteral("total")).toDouble()), csv.items);
    QCOMPARE(qint64(items.value(QStringLiteral("succeeded")).toDouble()), csv.itemsSucceeded);
    QCOMPARE(qint64(items.value(QStringLiteral("failed")).toDouble()), csv.itemsFailed);
    QCOMPARE(csv.itemsFailed, 2);

    QCOMPARE(parallel.value(QStringLiteral("status")).toString(), QStringLiteral("Completed"));
    QVERIFY(!parallel.value(QStringLiteral("statusText")).toString().isEmpty());
    QCOMPARE(parallel.value(QStringLiteral("resultMissing")), QJsonValue(false));
    QVERIFY(parallel.value(QStringLiteral("problems")).isArray());
    QVERIFY2(parallel.value(QStringLiteral("problems")).toArray().isEmpty(), r.out.constData());

    // the thresholds of pipeline.yml, as numbers
    const QJsonObject t = parallel.value(QStringLiteral("thresholds")).toObject();
    QCOMPARE(t.value(QStringLiteral("miniBatchErrorThreshold")), QJsonValue(3));
    QCOMPARE(t.value(QStringLiteral("errorThreshold")), QJsonValue(10));
    QCOMPARE(t.value(QStringLiteral("allowedFailedPercent")), QJsonValue(50));

    // one node; its peaks are those of node_resource_usage.csv
    const QJsonArray nodes = parallel.value(QStringLiteral("nodes")).toArray();
    QCOMPARE(nodes.size(), 1);
    const QJsonObject node = nodes.first().toObject();
    QCOMPARE(node.value(QStringLiteral("node")).toString(), QStringLiteral("0"));
    QVERIFY(node.value(QStringLiteral("peakCpuPercent")).isDouble());
    QVERIFY(node.value(QStringLiteral("peakMemoryBytes")).isDouble());
    const QString perf = m_stepFolder + QStringLiteral("/logs/sys/perf/0/node_resource_usage.csv");
    const double peakCpu = columnMax(perf, QStringLiteral("Cpu Percent"));
    QVERIFY2(peakCpu >= 0, qPrintable(perf)); // the file and its column exist: -1 on both sides would compare equal
    QCOMPARE(node.value(QStringLiteral("peakCpuPercent")).toDouble(), peakCpu);
    const double peakMiB = columnMax(perf, QStringLiteral("Memory Used (MB)"));
    QVERIFY(peakMiB > 0);
    QVERIFY2(qAbs(node.value(QStringLiteral("peakMemoryBytes")).toDouble() - peakMiB * 1024 * 1024) < 1024 * 1024,
        r.out.constData());

    // the whole job: the parallel step has the object, the command step not
    const Result job = run({ QStringLiteral("jobs"), QStringLiteral("show"), m_jobId, QStringLiteral("--format"),
        QStringLiteral("json") });
    QCOMPARE(job.code, 0);
    const QJsonArray steps = QJsonDocument::fromJson(job.out).object().value(QStringLiteral("steps")).toArray();
    QCOMPARE(steps.size(), 2);
    int withParallel = 0;
    for (const QJsonValue& v : steps) {
        const QJsonObject s = v.toObject();
        QCOMPARE(s.contains(QStringLiteral("parallel")),
            s.value(QStringLiteral("kind")).toString() == QLatin1String("parallel"));
        if (s.contains(QStringLiteral("parallel"))) {
            ++withParallel;
            QCOMPARE(s.value(QStringLiteral("name")).toString(), QStringLiteral("score"));
            QCOMPARE(s.value(QStringLiteral("parallel")).toObject(), parallel);
        }
    }
    QCOMPARE(withParallel, 1); // score has it, hello (a command step) not
}

void TestCliParallel::showText()
{
    QVERIFY(!m_jobId.isEmpty());
    const Result r = run(
        { QStringLiteral("jobs"), QStringLiteral("show"), m_jobId, QStringLiteral("--step"), QStringLiteral("score") });
    QVERIFY2(r.code == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(QLatin1String(
                 "Mini-batches: 6 (5 succeeded, 1 failed, 0 running); items: 12 (10 succeeded, 2 failed)")),
        r.out.constData());
    QVERIFY(out.contains(QLatin1String("Parallel: Completed")));
    QVERIFY(out.contains(QLatin1String("mini_batch_error_threshold 3, error_threshold 10, allowed_failed_percent 50")));
    QVERIFY(QRegularExpression(QStringLiteral("Node 0: peak CPU [\\d.]+ %, peak memory [\\d.]+ \\w+"))
                .match(out)
                .hasMatch());
    QVERIFY2(!out.contains(QLatin1String("hello ")), r.out.constData()); // only the step asked for
}

QTEST_GUILESS_MAIN(TestCliParallel)
#include "tst_cliparallel.moc"
