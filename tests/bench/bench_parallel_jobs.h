// SPDX-License-Identifier: MIT
// What bench_parallel runs: files made fast, pipelines with one parallel step, jobs through the local backend as
// `pipewright run` runs them, the check that a job accounted for every item, and the Python peers.
#pragma once

#include "jobrun.h"
#include "localbackend.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QProcess>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <limits>
#include <string>
#include <unistd.h>
#include <vector>

namespace parallelbench {

using namespace pw;

inline const QString kPython = QStringLiteral("/usr/bin/python3");
inline const QString kScripts = QStringLiteral(PW_BENCH_PARALLEL_DIR);
inline const QString kStep = QStringLiteral("work");
inline constexpr double kInf = std::numeric_limits<double>::max();

/// Why the benchmark could not run (it then exits 1).
inline QStringList& failures()
{
    static QStringList list;
    return list;
}

inline void fail(const QString& what)
{
    failures() << what;
    std::fprintf(stderr, "bench_parallel: %s\n", qPrintable(what));
    std::fflush(stderr);
}

inline double realtimeNow()
{
    timespec ts {};
    clock_gettime(CLOCK_REALTIME, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

inline QString count(qint64 n)
{
    QString s = QString::number(n);
    for (qsizetype i = s.size() - 3; i > 0; i -= 3)
        s.insert(i, QLatin1Char(','));
    return s;
}

inline bool writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) {
        fail(QStringLiteral("cannot write %1: %2").arg(path, f.errorString()));
        return false;
    }
    return true;
}

/// `files` files f00000000.dat … in `dir`, `bytes` bytes each (different for each file), written with plain
/// system calls so that a million of them take seconds.
inline bool makeFiles(const QString& dir, int files, int bytes)
{
    if (!QDir().mkpath(dir)) {
        fail(QStringLiteral("cannot create %1").arg(dir));
        return false;
    }
    const QByteArray base = QFile::encodeName(dir) + "/f";
    std::string data(size_t(bytes), '\0');
    quint64 x = 0x9E3779B97F4A7C15ull;
    char name[24];
    for (int i = 0; i < files; ++i) {
        std::snprintf(name, sizeof name, "%08d.dat", i);
        const QByteArray path = base + name;
        for (char& c : data) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            c = char(x);
        }
        const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        const bool ok = fd >= 0 && (bytes == 0 || ::write(fd, data.data(), data.size()) == ssize_t(data.size()));
        const int error = errno;
        if (fd >= 0)
            ::close(fd);
        if (!ok) {
            fail(QStringLiteral("cannot write %1: %2")
                     .arg(QFile::decodeName(path), QString::fromLocal8Bit(std::strerror(error))));
            return false;
        }
    }
    return true;
}

/// A pipeline with one parallel step `work` over the folder `data` (relative to `dir`), the entry script copied
/// into its own code folder; 0 for `miniBatchSize` leaves the runtime's default. Returns the pipeline file.
inline QString writePipeline(const QString& dir, const QString& name, const QString& data, const QString& entry,
    int miniBatchSize, const QString& programArguments)
{
    const QString stem = QFileInfo(entry).completeBaseName();
    const QString code = QDir(dir).filePath(QStringLiteral("src_") + stem);
    QDir().mkpath(code);
    const QString script = QDir(code).filePath(entry);
    if (!QFileInfo::exists(script) && !QFile::copy(QDir(kScripts).filePath(entry), script)) {
        fail(QStringLiteral("cannot copy %1 to %2").arg(QDir(kScripts).filePath(entry), script));
        return QString();
    }
    QByteArray y = "type: pipeline\ndisplay_name: bench-parallel\ninputs:\n  files:\n    type: uri_folder\n    path: ./"
        + data.toUtf8()
        + "\njobs:\n  work:\n    type: parallel\n    inputs:\n      files: ${{parent.inputs.files}}\n"
          "    input_data: ${{inputs.files}}\n";
    if (miniBatchSize > 0)
        y += "    mini_batch_size: \"" + QByteArray::number(miniBatchSize) + "\"\n";
    y += "    resources:\n      instance_count: 1\n    max_concurrency_per_instance: 2\n"
         "    mini_batch_error_threshold: 0\n    error_threshold: 0\n"
         "    task:\n      type: run_function\n      code: ./src_"
        + stem.toUtf8() + "\n      entry_script: " + entry.toUtf8() + "\n      environment: azureml:minimal@1\n";
    if (!programArguments.isEmpty())
        y += "      program_arguments: " + programArguments.toUtf8() + "\n";
    const QString file = QDir(dir).filePath(name + QStringLiteral(".yml"));
    return writeText(file, y) ? file : QString();
}

template <typename T>
inline T waitFor(const QFuture<T>& future)
{
    if (!future.isFinished()) {
        QEventLoop loop;
        QFutureWatcher<T> watcher;
        QObject::connect(&watcher, &QFutureWatcher<T>::finished, &loop, &QEventLoop::quit);
        watcher.setFuture(future);
        if (!future.isFinished())
            loop.exec();
    }
    return future.result();
}

struct JobResult {
    double seconds = -1; // submit to the job's end
    double startRealtime = 0; // CLOCK_REALTIME just before submit
    QString stepFolder;
    QString error; // empty: Completed
};

/// One job through the local backend, as `pipewright run` runs it: a backend of its own on `home`, submit, wait
/// for the job's end.
inline JobResult runJob(const QString& home, const QString& pipelineFile)
{
    JobResult r;
    QFile f(pipelineFile);
    if (!f.open(QIODevice::ReadOnly)) {
        r.error = QStringLiteral("cannot read %1").arg(pipelineFile);
        return r;
    }
    const QByteArray text = f.readAll();
    LocalBackendOptions o;
    o.home = home;
    o.python = kPython;
    LocalBackend backend(o);
    QEventLoop loop;
    QString jobId;
    RunStatus final = RunStatus::NotStarted;
    bool ended = false;
    QElapsedTimer clock;
    QObject::connect(&backend, &Backend::jobFinished, &loop, [&](const QString& id, RunStatus s) {
        if (jobId.isEmpty() || id == jobId) {
            r.seconds = double(clock.nsecsElapsed()) / 1e9;
            final = s;
            ended = true;
            loop.quit();
        }
    });
    SubmitOptions so;
    so.noReuse = true;
    QFutureWatcher<SubmitResult> watcher;
    r.startRealtime = realtimeNow();
    clock.start();
    const QFuture<SubmitResult> submitted = backend.submit(pipelineFile, text, so);
    QObject::connect(&watcher, &QFutureWatcher<SubmitResult>::finished, &loop, [&] {
        jobId = submitted.result().jobId;
        if (!submitted.result().ok())
            loop.quit();
    });
    watcher.setFuture(submitted);
    loop.exec();
    const SubmitResult s = waitFor(submitted);
    if (!s.ok()) {
        QStringList problems;
        for (const Diagnostic& d : s.problems)
            problems << d.toString();
        r.error
            = QStringLiteral("%1 was not accepted: %2 %3").arg(pipelineFile, s.error, problems.join(QLatin1Char('\n')));
        return r;
    }
    const JobRun job = waitFor(backend.job(s.jobId));
    const StepRun* step = job.step(kStep);
    r.stepFolder = step ? step->folder : QString();
    if (!ended || final != RunStatus::Completed)
        r.error = QStringLiteral("job %1 ended %2: %3")
                      .arg(s.jobId, runStatusName(final), step ? step->reason : job.reason);
    return r;
}

/// Whether the step processed every mini-batch once, with every item succeeded: processed_mini-batches.csv (one row
/// per attempt: id, picked count, process, start, total, succeeded, failed, …, status) and job_result.txt. Returns
/// why not, or an empty string.
inline QString verify(const QString& stepFolder, qint64 batches, qint64 items)
{
    const QString logs = QDir(stepFolder).filePath(QStringLiteral("logs"));
    QFile csv(QDir(logs).filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv")));
    if (!csv.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot read %1").arg(csv.fileName());
    std::vector<char> seen(size_t(std::max<qint64>(batches, 0)), 0);
    qint64 rows = 0, distinct = 0, succeeded = 0, notDone = 0;
    csv.readLine(); // header
    while (!csv.atEnd()) {
        const QByteArray line = csv.readLine();
        if (line.trimmed().isEmpty())
            continue;
        ++rows;
        QList<QByteArray> f;
        qsizetype from = 0;
        for (int i = 0; i < 11; ++i) { // the first eleven fields hold no commas
            const qsizetype comma = line.indexOf(',', from);
            f << line.mid(from, comma < 0 ? -1 : comma - from);
            if (comma < 0)
                break;
            from = comma + 1;
        }
        const qint64 id = f.value(0).toLongLong();
        if (id >= 0 && id < batches && !seen[size_t(id)]) {
            seen[size_t(id)] = 1;
            ++distinct;
        }
        succeeded += f.value(5).toLongLong();
        if (f.value(10) != "RUN_DONE" || f.value(6).toLongLong() != 0)
            ++notDone;
    }
    if (rows != batches || distinct != batches || notDone != 0 || succeeded != items)
        return QStringLiteral(
            "%1: %2 rows for %3 mini-batches (%4 distinct), %5 not RUN_DONE, %6 of %7 items succeeded")
            .arg(csv.fileName(), count(rows), count(batches), count(distinct), count(notDone), count(succeeded),
                count(items));
    QFile result(QDir(logs).filePath(QStringLiteral("job_result.txt")));
    const QByteArray summary = result.open(QIODevice::ReadOnly) ? result.readAll() : QByteArray();
    if (!summary.contains(QByteArray("items: " + QByteArray::number(items) + " succeeded, 0 failed")))
        return QStringLiteral("%1 does not report %2 items succeeded: %3")
            .arg(result.fileName(), QString::number(items), QString::fromUtf8(summary).simplified());
    return QString();
}

/// A job whose every item must be accounted for: its time, or -1 (the failure is recorded).
inline double checkedJob(
    const QString& home, const QString& pipeline, qint64 batches, qint64 items, JobResult* out = nullptr)
{
    const JobResult r = runJob(home, pipeline);
    if (out)
        *out = r;
    if (!r.error.isEmpty()) {
        fail(r.error);
        return -1;
    }
    if (const QString why = verify(r.stepFolder, batches, items); !why.isEmpty()) {
        fail(why);
        return -1;
    }
    return r.seconds;
}

struct PeerRun {
    double seconds = -1; // process start to exit
    double startRealtime = 0;
    QStringList out; // the words it printed
    QString why; // empty: it ran and every item came back
};

/// A peer process, timed from its start to its exit; it must print `expected` (the items it processed) first.
inline PeerRun runPython(const QStringList& args, qint64 expected)
{
    PeerRun r;
    QProcess p;
    p.setProgram(kPython);
    p.setArguments(args);
    p.setStandardInputFile(QProcess::nullDevice());
    QElapsedTimer clock;
    r.startRealtime = realtimeNow();
    clock.start();
    p.start();
    if (!p.waitForStarted(-1)) {
        r.why = QStringLiteral("cannot start %1: %2").arg(kPython, p.errorString());
        return r;
    }
    p.waitForFinished(-1);
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    r.out = QString::fromUtf8(p.readAllStandardOutput()).simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0
        || (expected >= 0 && r.out.value(0).toLongLong() != expected)) {
        r.why = QStringLiteral("the peer failed: %1")
                    .arg(QString::fromLocal8Bit(p.readAllStandardError()).trimmed().right(300));
        if (r.why.endsWith(QLatin1String(": ")))
            r.why += QStringLiteral("printed %1").arg(r.out.join(QLatin1Char(' ')));
        return r;
    }
    r.seconds = seconds;
    return r;
}

inline PeerRun runPeer(const QStringList& args, qint64 expected)
{
    return runPython(QStringList { QDir(kScripts).filePath(QStringLiteral("peer.py")) } + args, expected);
}

/// Keeps the best (lowest) value of a peer and why it could not run.
struct PeerBest {
    double best = kInf;
    QString why;
    void add(const PeerRun& r)
    {
        if (!r.why.isEmpty())
            why = r.why;
        else
            best = std::min(best, r.seconds);
    }
    double value() const { return why.isEmpty() && best < kInf ? best : -1; }
};

inline double orNone(double best)
{
    return best < kInf ? best : -1;
}

} // namespace parallelbench
