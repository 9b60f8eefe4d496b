// SPDX-License-Identifier: MIT
// The local parallel runtime (models/backends/README.md, "Parallel steps") on one node with two processes
// (instance_count 1, max_concurrency_per_instance 2), each figure beside Python's multiprocessing.Pool(2) doing the
// same work in the same run. The entry scripts and the peers are in tests/bench/parallel/ (peer.py runs the entry
// scripts' own functions in the Pool); both sides run with /usr/bin/python3.
//  1. no-op run() over single-file mini-batches: the marginal time per mini-batch between N1 and N2 files,
//     (t2 - t1) / (N2 - N1), so that start-up cancels out; vs Pool.imap(chunksize=1) and Pool.apply in a loop
//     measured the same way. Goals: >= 10,000 mini-batches/s (<= 100 us each) and >= 0.6x Pool.imap's rate.
//  2. CPU-bound run() (SHA-256 of each file's bytes, 3,000 times) over 2,000 single-file mini-batches, wall time
//     vs Pool.imap doing the same: <= 1.05x.
//  3. a one-file job from submit to Completed vs `python3 -c` starting a Pool(2) and making one call: <= 1.5x.
//  4. a folder of 200,000 files (default mini_batch_size): job start to the first run() call (<= 0.5 s) and the
//     workers being ready (the end of init()) to the first run() call (<= 100 ms), both from time stamps the entry
//     script writes (time.time() on both sides), the peer a Pool with the same initializer and task; the listing
//     (FolderLister, which the runner uses for a plain folder, to its end) vs `ls -f` of the same folder: <= 1.5x.
//  5. peak memory (VmHWM) of the dispatcher, the process running the backend and so the runner, with 1,000,000
//     single-file mini-batches of empty files: <= 300 MiB; the peer is the Pool's parent process (ru_maxrss).
//  6. --resource_monitor_interval 1 vs 0 on the CPU-bound job of a few seconds: <= 1.02x the wall time.
//  7. figure 1's jobs through `pipewright run` itself (a process from start to exit, its own home), marginal per
//     mini-batch vs figure 1's in this process: the CLI's rate >= 0.8x (<= 1.25x the time).
// Our jobs run through the local backend as `pipewright run` runs them (LocalBackend, submit, wait for the job to
// finish), reuse off, timed from submit to the job's end. Every job is checked: Completed, and
// logs/sys/job_report/processed_mini-batches.csv holds each mini-batch once, RUN_DONE, with every item succeeded.
// Best of --runs, alternating ours and the peers. Files go to a temporary folder. Exit 1 only when the benchmark
// cannot run: python3 missing, a job that does not complete or loses items, a file that cannot be written.
//
//   bench_parallel [--quick] [--only N] [--runs N] [--n1 N] [--n2 N] [--cpu-files N] [--reps N] [--start-runs N]
//                  [--folder-files N] [--size N] [--monitor-files N]
#include "bench_parallel_jobs.h"
#include "benchreport.h"
#include "parallelinput.h"
#include "parallellisting.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <cstdio>
#include <functional>
#include <spdlog/spdlog.h>
#include <vector>

using namespace pw;
using namespace parallelbench;

namespace {

struct Options {
    bool quick = false;
    int only = 0;
    int runs = 3;
    int n1 = 2000;
    int n2 = 20000;
    int cpuFiles = 2000;
    int reps = 3000;
    int startRuns = 5;
    int folderFiles = 200000;
    int memFiles = 1000000;
    int monitorFiles = 2000;
};

std::vector<std::function<void()>> g_table; // the figure lines, printed together at the end

/// A figure line for the table at the end.
void later(std::function<void()> line)
{
    g_table.push_back(std::move(line));
}

// ----- 1. dispatch rate ----------------------------------------------------------------------------------------

void figureDispatch(const Options& o, const QString& root, const QString& home)
{
    const QString dir = QDir(root).filePath(QStringLiteral("dispatch"));
    const QString d1 = QStringLiteral("files_%1").arg(o.n1);
    const QString d2 = QStringLiteral("files_%1").arg(o.n2);
    if (!makeFiles(QDir(dir).filePath(d1), o.n1, 16) || !makeFiles(QDir(dir).filePath(d2), o.n2, 16))
        return;
    const QString p1
        = writePipeline(dir, QStringLiteral("noop_%1").arg(o.n1), d1, QStringLiteral("noop.py"), 1, QString());
    const QString p2
        = writePipeline(dir, QStringLiteral("noop_%1").arg(o.n2), d2, QStringLiteral("noop.py"), 1, QString());
    if (p1.isEmpty() || p2.isEmpty())
        return;
    double ours1 = kInf, ours2 = kInf;
    PeerBest imap1, imap2, apply1, apply2;
    for (int r = 0; r < o.runs; ++r) {
        const double t1 = checkedJob(home, p1, o.n1, o.n1);
        const double t2 = checkedJob(home, p2, o.n2, o.n2);
        if (t1 < 0 || t2 < 0)
            return;
        ours1 = std::min(ours1, t1);
        ours2 = std::min(ours2, t2);
        imap1.add(runPeer({ QStringLiteral("imap"), QDir(dir).filePath(d1) }, o.n1));
        imap2.add(runPeer({ QStringLiteral("imap"), QDir(dir).filePath(d2) }, o.n2));
        apply1.add(runPeer({ QStringLiteral("apply"), QDir(dir).filePath(d1) }, o.n1));
        apply2.add(runPeer({ QStringLiteral("apply"), QDir(dir).filePath(d2) }, o.n2));
    }
    const double span = o.n2 - o.n1;
    auto marginal = [&](double t1, double t2) { return t1 >= 0 && t2 > t1 ? (t2 - t1) / span * 1e6 : -1.0; };
    const double ours = marginal(ours1, ours2);
    const double imap = marginal(imap1.value(), imap2.value());
    const double apply = marginal(apply1.value(), apply2.value());
    auto rate = [](double us) {
        return us > 0 ? QString::number(1e6 / us, 'f', 0) + QStringLiteral(" /s") : QStringLiteral("n/a");
    };
    std::printf("1. no-op run(), mini_batch_size 1, best of %d: %s files %.3f s, %s files %.3f s -> marginal %s\n",
        o.runs, qPrintable(count(o.n1)), ours1, qPrintable(count(o.n2)), ours2, qPrintable(rate(ours)));
    std::printf("   Pool(2).imap(chunksize=1): %.3f s, %.3f s -> %s;  Pool.apply loop: %.3f s, %.3f s -> %s\n",
        imap1.value(), imap2.value(), qPrintable(rate(imap)), apply1.value(), apply2.value(), qPrintable(rate(apply)));
    const QString label = QStringLiteral("1. no-op mini-batch, marginal time");
    later([=] {
        benchreport::absolute(
            label, ours, QStringLiteral("Pool.apply loop"), apply, "us", 100, QStringLiteral("(>= 10,000/s)"));
    });
    QString why = imap1.why.isEmpty() ? imap2.why : imap1.why;
    if (why.isEmpty() && imap < 0)
        why = QStringLiteral("the peer's times do not grow with the files");
    later([=] {
        benchreport::relative(QStringLiteral("1. no-op marginal vs imap (rate >= 0.6x)"), ours,
            QStringLiteral("Pool(2).imap chunksize=1"), imap, "us", 1 / 0.6, why);
    });

    // 7. the same jobs through `pipewright run` (a process of its own, its home its own): the CLI's path costs no
    // more per mini-batch than the runtime in this process (start-up and planning cancel out in the marginal)
    double cli1 = kInf, cli2 = kInf;
    QString cliWhy;
    auto cliRun = [&](const QString& pipeline, qint64 batches) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PIPEWRIGHT_HOME"), QDir(home).filePath(QStringLiteral("cli")));
        p.setProcessEnvironment(env);
        QElapsedTimer clock;
        clock.start();
        p.start(QStringLiteral(PW_CLI_EXE),
            { QStringLiteral("run"), QStringLiteral("--no-reuse"), QStringLiteral("--python"), kPython, pipeline });
        if (!p.waitForFinished(600000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            cliWhy = QStringLiteral("pipewright run %1 failed: %2").arg(pipeline, QString::fromUtf8(p.readAll()).right(300));
            return -1.0;
        }
        const double seconds = double(clock.nsecsElapsed()) / 1e9;
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const qsizetype at = out.lastIndexOf(QLatin1String("Run folder: "));
        const QString folder = at < 0 ? QString() : out.mid(at + 12).section(QLatin1Char('\n'), 0, 0).trimmed();
        if (const QString bad = verify(QDir(folder).filePath(QStringLiteral("work")), batches, batches); !bad.isEmpty()) {
            cliWhy = bad;
            return -1.0;
        }
        return seconds;
    };
    for (int r = 0; r < o.runs && cliWhy.isEmpty(); ++r) {
        const double t1 = cliRun(p1, o.n1);
        const double t2 = cliRun(p2, o.n2);
        if (t1 > 0 && t2 > 0) {
            cli1 = std::min(cli1, t1);
            cli2 = std::min(cli2, t2);
        }
    }
    const double cli = cliWhy.isEmpty() ? marginal(cli1, cli2) : -1.0;
    std::printf("7. the same through pipewright run (process start to exit), best of %d: %.3f s, %.3f s -> marginal %s "
                "(in this process: %s)\n",
        o.runs, cli1, cli2, qPrintable(rate(cli)), qPrintable(rate(ours)));
    later([=] {
        benchreport::relative(QStringLiteral("7. pipewright run no-op marginal vs in-process (rate >= 0.8x)"), cli,
            QStringLiteral("LocalBackend in this process"), ours, "us", 1 / 0.8, cliWhy);
    });
}

// ----- 2. CPU-bound work, and 6. the resource monitor ---------------------------------------------------------

void figureCpu(const Options& o, const QString& root, const QString& home)
{
    const QString dir = QDir(root).filePath(QStringLiteral("cpu"));
    if (!makeFiles(QDir(dir).filePath(QStringLiteral("files")), o.cpuFiles, 1024))
        return;
    const QString p = writePipeline(dir, QStringLiteral("sha"), QStringLiteral("files"), QStringLiteral("sha.py"), 1,
        QStringLiteral("--reps %1").arg(o.reps));
    if (p.isEmpty())
        return;
    double ours = kInf;
    PeerBest peer;
    for (int r = 0; r < o.runs; ++r) {
        const double t = checkedJob(home, p, o.cpuFiles, o.cpuFiles);
        if (t < 0)
            return;
        ours = std::min(ours, t);
        peer.add(
            runPeer({ QStringLiteral("cpu"), QDir(dir).filePath(QStringLiteral("files")), QString::number(o.reps) },
                o.cpuFiles));
    }
    std::printf(
        "2. CPU-bound run() (SHA-256 x %d of 1 KiB per file), %s single-file mini-batches, best of %d: ours %.3f s "
        "(submit to job end), Pool(2).imap %.3f s (process start to exit)\n",
        o.reps, qPrintable(count(o.cpuFiles)), o.runs, ours, peer.value());
    later([=] {
        benchreport::relative(QStringLiteral("2. CPU-bound, %1 files, wall time").arg(count(o.cpuFiles)), ours,
            QStringLiteral("Pool(2).imap chunksize=1"), peer.value(), "s", 1.05, peer.why);
    });
}

void figureMonitor(const Options& o, const QString& root, const QString& home)
{
    const QString dir = QDir(root).filePath(QStringLiteral("monitor"));
    if (!makeFiles(QDir(dir).filePath(QStringLiteral("files")), o.monitorFiles, 1024))
        return;
    const QString on = writePipeline(dir, QStringLiteral("monitor_on"), QStringLiteral("files"),
        QStringLiteral("sha.py"), 1, QStringLiteral("--reps %1 --resource_monitor_interval 1").arg(o.reps));
    const QString off = writePipeline(dir, QStringLiteral("monitor_off"), QStringLiteral("files"),
        QStringLiteral("sha.py"), 1, QStringLiteral("--reps %1 --resource_monitor_interval 0").arg(o.reps));
    if (on.isEmpty() || off.isEmpty())
        return;
    double withMonitor = kInf, without = kInf;
    for (int r = 0; r < o.runs; ++r) {
        for (const bool monitor : { false, true }) {
            JobResult job;
            const double t = checkedJob(home, monitor ? on : off, o.monitorFiles, o.monitorFiles, &job);
            if (t < 0)
                return;
            // the monitor must have sampled (or not) for the comparison to mean anything
            const bool perf = QFileInfo::exists(QDir(job.stepFolder).filePath(QStringLiteral("logs/sys/perf")));
            if (perf != monitor) {
                fail(QStringLiteral("%1: logs/sys/perf %2 with --resource_monitor_interval %3")
                         .arg(job.stepFolder, perf ? QStringLiteral("exists") : QStringLiteral("is missing"),
                             monitor ? QStringLiteral("1") : QStringLiteral("0")));
                return;
            }
            (monitor ? withMonitor : without) = std::min(monitor ? withMonitor : without, t);
        }
    }
    std::printf("6. resource monitor, CPU-bound job of %s files, best of %d: every 1 s %.3f s, off %.3f s (%+.1f%%)\n",
        qPrintable(count(o.monitorFiles)), o.runs, withMonitor, without, (withMonitor / without - 1) * 100);
    later([=] {
        benchreport::relative(QStringLiteral("6. resource monitor 1 s, wall time"), withMonitor,
            QStringLiteral("--resource_monitor_interval 0"), without, "s", 1.02);
    });
}

// ----- 3. one-file job ------------------------------------------------------------------------------------------

void figureOneFile(const Options& o, const QString& root, const QString& home)
{
    const QString dir = QDir(root).filePath(QStringLiteral("onefile"));
    if (!makeFiles(QDir(dir).filePath(QStringLiteral("files")), 1, 16))
        return;
    const QString p
        = writePipeline(dir, QStringLiteral("one"), QStringLiteral("files"), QStringLiteral("noop.py"), 1, QString());
    if (p.isEmpty())
        return;
    const QString script = QStringLiteral("import multiprocessing\n"
                                          "def f(x):\n    return x\n"
                                          "if __name__ == '__main__':\n"
                                          "    pool = multiprocessing.Pool(2)\n"
                                          "    print(pool.apply(f, (1,)))\n"
                                          "    pool.close()\n    pool.join()\n");
    double ours = kInf;
    PeerBest peer;
    for (int r = 0; r < o.startRuns; ++r) {
        const double t = checkedJob(home, p, 1, 1);
        if (t < 0)
            return;
        ours = std::min(ours, t);
        peer.add(runPython({ QStringLiteral("-c"), script }, 1));
    }
    std::printf("3. one-file job, best of %d: submit to Completed %.1f ms; python3 -c Pool(2) + one call %.1f ms\n",
        o.startRuns, ours * 1000, peer.value() * 1000);
    later([=] {
        benchreport::relative(QStringLiteral("3. one-file job, submit to Completed"), ours * 1000,
            QStringLiteral("python3 -c Pool(2) + 1 call"), peer.value() > 0 ? peer.value() * 1000 : -1, "ms", 1.5,
            peer.why);
    });
}

// ----- 4. a large folder: the first run() call and the listing --------------------------------------------------

struct FirstCall {
    double startToRun = -1; // seconds from the start to the first run() call
    double readyToRun = -1; // from the end of init() in the process that made it to that call
    double startToReady = -1; // from the start to the end of init() in that process
    QString why;
};

/// Reads the stamps "init|run <pid> <time>" of both sides.
FirstCall firstCall(const QString& stampFile, double start)
{
    FirstCall c;
    QFile f(stampFile);
    if (!f.open(QIODevice::ReadOnly)) {
        c.why = QStringLiteral("no time stamps in %1").arg(stampFile);
        return c;
    }
    QMap<qint64, double> init;
    double run = kInf;
    qint64 runPid = 0;
    for (const QByteArray& line : f.readAll().split('\n')) {
        const QList<QByteArray> w = line.split(' ');
        if (w.size() != 3)
            continue;
        if (w[0] == "init")
            init.insert(w[1].toLongLong(), w[2].toDouble());
        else if (w[0] == "run" && w[2].toDouble() < run) {
            run = w[2].toDouble();
            runPid = w[1].toLongLong();
        }
    }
    if (run == kInf || !init.contains(runPid)) {
        c.why = QStringLiteral("%1 lacks the init and run stamps of one process").arg(stampFile);
        return c;
    }
    c.startToRun = run - start;
    c.readyToRun = run - init.value(runPid);
    c.startToReady = init.value(runPid) - start;
    return c;
}

void figureFolder(const Options& o, const QString& root, const QString& home)
{
    const QString dir = QDir(root).filePath(QStringLiteral("folder"));
    const QString data = QDir(dir).filePath(QStringLiteral("files"));
    if (!makeFiles(data, o.folderFiles, 0))
        return;
    const QString stamps = QDir(dir).filePath(QStringLiteral("stamps.txt"));
    const QString p = writePipeline(dir, QStringLiteral("first"), QStringLiteral("files"), QStringLiteral("stamp.py"),
        0, QStringLiteral("--stamp_file ") + stamps);
    if (p.isEmpty())
        return;
    // the runtime's default mini_batch_size; the peer hands out as many files per task
    const qint64 perBatch = kDefaultFilesPerMiniBatch;
    const qint64 batches = (o.folderFiles + perBatch - 1) / perBatch;
    double oursStart = kInf, oursReady = kInf, peerStart = kInf, peerReady = kInf, oursInit = kInf, peerInit = kInf;
    QString peerWhy;
    for (int r = 0; r < o.runs; ++r) {
        QFile::remove(stamps);
        JobResult job;
        if (checkedJob(home, p, batches, o.folderFiles, &job) < 0)
            return;
        const FirstCall ours = firstCall(stamps, job.startRealtime);
        if (!ours.why.isEmpty()) {
            fail(ours.why);
            return;
        }
        oursStart = std::min(oursStart, ours.startToRun);
        oursReady = std::min(oursReady, ours.readyToRun);
        oursInit = std::min(oursInit, ours.startToReady);
        QFile::remove(stamps);
        const PeerRun pr = runPeer({ QStringLiteral("first"), data, stamps, QString::number(perBatch) }, o.folderFiles);
        const FirstCall peer
            = pr.why.isEmpty() ? firstCall(stamps, pr.startRealtime) : FirstCall { -1, -1, -1, pr.why };
        if (!peer.why.isEmpty()) {
            peerWhy = peer.why;
        } else {
            peerStart = std::min(peerStart, peer.startToRun);
            peerReady = std::min(peerReady, peer.readyToRun);
            peerInit = std::min(peerInit, peer.startToReady);
        }
    }
    // listing: what the runner does with input_data before the first mini-batch, vs ls -f; warm cache, best of N
    double listing = kInf, ls = kInf;
    QString lsWhy;
    for (int r = 0; r < std::max(3, o.runs); ++r) {
        QElapsedTimer clock;
        clock.start();
        // the runner's own listing of a plain folder: FolderLister in groups of mini_batch_size files, until done
        FolderLister lister(data, int(perBatch));
        std::mutex mutex;
        std::condition_variable ready;
        bool signalled = false;
        lister.start([&] {
            std::lock_guard<std::mutex> lock(mutex);
            signalled = true;
            ready.notify_one();
        });
        qint64 listed = 0;
        for (bool done = false; !done;) {
            {
                std::unique_lock<std::mutex> lock(mutex);
                ready.wait(lock, [&] { return signalled; });
                signalled = false;
            }
            for (const QByteArray& g : lister.takeGroups(&done))
                listed += g.count('\0') + 1;
        }
        const double t = double(clock.nsecsElapsed()) / 1e9;
        if (listed != o.folderFiles || !lister.error().isEmpty()) {
            fail(QStringLiteral("FolderLister(%1): %2 files of %3 %4").arg(data).arg(listed).arg(o.folderFiles).arg(lister.error()));
            return;
        }
        listing = std::min(listing, t);
        QProcess lsProcess;
        lsProcess.setStandardOutputFile(QProcess::nullDevice());
        clock.start();
        lsProcess.start(QStringLiteral("/bin/ls"), { QStringLiteral("-f"), data });
        const bool started = lsProcess.waitForStarted(-1);
        lsProcess.waitForFinished(-1);
        const double lsTime = double(clock.nsecsElapsed()) / 1e9;
        if (!started || lsProcess.exitStatus() != QProcess::NormalExit || lsProcess.exitCode() != 0)
            lsWhy = QStringLiteral("ls -f failed: %1")
                        .arg(QString::fromLocal8Bit(lsProcess.readAllStandardError()).trimmed());
        else
            ls = std::min(ls, lsTime);
    }
    if (!lsWhy.isEmpty())
        ls = kInf;
    const bool peerOk = peerWhy.isEmpty() && peerStart < kInf;
    std::printf("4. folder of %s empty files, mini_batch_size %lld (%s mini-batches), best of %d: job start -> end of "
                "init() %.1f ms -> first run() %.1f ms (%.1f ms after init())\n",
        qPrintable(count(o.folderFiles)), perBatch, qPrintable(count(batches)), o.runs, oursInit * 1000,
        oursStart * 1000, oursReady * 1000);
    std::printf(
        "   Pool(2), chunksize %lld: process start -> end of initializer %.1f ms -> first call %.1f ms (%.1f ms "
        "after the initializer)\n",
        perBatch, peerOk ? peerInit * 1000 : -1, peerOk ? peerStart * 1000 : -1, peerOk ? peerReady * 1000 : -1);
    std::printf("   listing: FolderLister %.1f ms, ls -f %.1f ms (best of %d)\n", listing * 1000,
        orNone(ls) * 1000, std::max(3, o.runs));
    const QString files = count(o.folderFiles);
    later([=] {
        benchreport::absolute(QStringLiteral("4. %1 files: job start -> first run()").arg(files), oursStart * 1000,
            QStringLiteral("Pool(2): process start"), peerOk ? peerStart * 1000 : -1, "ms", 500);
    });
    later([=] {
        benchreport::absolute(QStringLiteral("4. %1 files: init() end -> first run()").arg(files), oursReady * 1000,
            QStringLiteral("Pool(2): initializer"), peerOk ? peerReady * 1000 : -1, "ms", 100);
    });
    later([=] {
        benchreport::relative(QStringLiteral("4. %1 files: listing (FolderLister)").arg(files), listing * 1000,
            QStringLiteral("ls -f"), ls < kInf ? ls * 1000 : -1, "ms", 1.5, lsWhy);
    });
}

// ----- 5. dispatcher memory -------------------------------------------------------------------------------------

/// The machine's load averages (/proc/loadavg): other work on the machine shows in every wall-clock figure.
QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("unknown");
    return QString::fromLatin1(f.readAll()).split(QLatin1Char(' ')).mid(0, 3).join(QLatin1Char(' '));
}

/// VmHWM of this process in KiB, -1 when /proc/self/status cannot be read.
qint64 peakResidentKiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

/// The dispatcher as a process of its own: one job, then "<seconds> <VmHWM KiB> <step folder>" on stdout.
int dispatcherChild(const QString& pipeline, const QString& home)
{
    const JobResult r = runJob(home, pipeline);
    if (!r.error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(r.error));
        return 1;
    }
    std::printf("%.6f %lld %s\n", r.seconds, peakResidentKiB(), qPrintable(r.stepFolder));
    return 0;
}

void figureMemory(const Options& o, const QString& root, const QString& home)
{
    const QString dir = QDir(root).filePath(QStringLiteral("memory"));
    const QString data = QDir(dir).filePath(QStringLiteral("files"));
    QElapsedTimer clock;
    clock.start();
    if (!makeFiles(data, o.memFiles, 0))
        return;
    const double made = double(clock.nsecsElapsed()) / 1e9;
    const QString p = writePipeline(
        dir, QStringLiteral("memory"), QStringLiteral("files"), QStringLiteral("noop.py"), 1, QString());
    if (p.isEmpty())
        return;
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), { QStringLiteral("--dispatcher-child"), p, home });
    if (!child.waitForStarted(-1)) {
        fail(QStringLiteral("cannot start %1: %2").arg(QCoreApplication::applicationFilePath(), child.errorString()));
        return;
    }
    child.waitForFinished(-1);
    const QStringList out = QString::fromUtf8(child.readAllStandardOutput()).trimmed().split(QLatin1Char(' '));
    if (child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0 || out.size() < 3) {
        fail(QStringLiteral("the dispatcher process with %1 mini-batches failed (exit %2)")
                 .arg(count(o.memFiles))
                 .arg(child.exitCode()));
        return;
    }
    const double seconds = out.at(0).toDouble();
    const double ours = out.at(1).toDouble() / 1024;
    if (const QString why = verify(out.mid(2).join(QLatin1Char(' ')), o.memFiles, o.memFiles); !why.isEmpty()) {
        fail(why);
        return;
    }
    const PeerRun peer = runPeer({ QStringLiteral("mem"), data }, o.memFiles);
    const double peerMiB = peer.why.isEmpty() ? peer.out.value(1).toDouble() / 1024 : -1;
    std::printf("5. %s single-file mini-batches (files made in %.1f s): dispatcher VmHWM %.1f MiB, job %.1f s; "
                "Pool(2).imap parent ru_maxrss %.1f MiB, %.1f s%s\n",
        qPrintable(count(o.memFiles)), made, ours, seconds, peerMiB, peer.seconds,
        peer.why.isEmpty() ? "" : qPrintable(QStringLiteral(" (") + peer.why + QLatin1Char(')')));
    later([=] {
        benchreport::absolute(QStringLiteral("5. %1 mini-batches: dispatcher VmHWM").arg(count(o.memFiles)), ours,
            QStringLiteral("Pool(2).imap parent"), peerMiB, "MiB", 300);
    });
}

bool parse(const QStringList& args, Options* o)
{
    for (int i = 1; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (a == QLatin1String("--quick")) {
            o->quick = true;
            o->runs = 1;
            o->n1 = 200;
            o->n2 = 2000;
            o->cpuFiles = 100;
            o->startRuns = 2;
            o->folderFiles = 5000;
            o->memFiles = 5000;
            o->monitorFiles = 200;
            continue;
        }
        if (i + 1 >= args.size())
            return false;
        bool ok = false;
        const int v = args.at(++i).toInt(&ok);
        if (!ok || v < 1)
            return false;
        if (a == QLatin1String("--only") && v <= 6)
            o->only = v;
        else if (a == QLatin1String("--runs"))
            o->runs = v;
        else if (a == QLatin1String("--n1"))
            o->n1 = v;
        else if (a == QLatin1String("--n2"))
            o->n2 = v;
        else if (a == QLatin1String("--cpu-files"))
            o->cpuFiles = v;
        else if (a == QLatin1String("--reps"))
            o->reps = v;
        else if (a == QLatin1String("--start-runs"))
            o->startRuns = v;
        else if (a == QLatin1String("--folder-files"))
            o->folderFiles = v;
        else if (a == QLatin1String("--size"))
            o->memFiles = v;
        else if (a == QLatin1String("--monitor-files"))
            o->monitorFiles = v;
        else
            return false;
    }
    return o->n2 > o->n1;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    spdlog::set_level(spdlog::level::warn); // the job log would drown the figures
    const QStringList args = app.arguments();
    if (args.size() == 4 && args.at(1) == QLatin1String("--dispatcher-child"))
        return dispatcherChild(args.at(2), args.at(3));
    Options o;
    if (!parse(args, &o)) {
        std::fprintf(stderr,
            "usage: bench_parallel [--quick] [--only 1-6] [--runs N] [--n1 N] [--n2 N (> n1)] [--cpu-files N] "
            "[--reps N] [--start-runs N] [--folder-files N] [--size N (figure 5)] [--monitor-files N]\n");
        return 2;
    }
    if (!QFileInfo(kPython).isExecutable()) {
        std::fprintf(
            stderr, "bench_parallel: %s is missing; the parallel runtime and its peers need it\n", qPrintable(kPython));
        return 1;
    }
    QTemporaryDir tmp(QDir::temp().filePath(QStringLiteral("bench_parallel-XXXXXX")));
    if (!tmp.isValid()) {
        std::fprintf(stderr, "bench_parallel: cannot create a temporary folder: %s\n", qPrintable(tmp.errorString()));
        return 1;
    }
    if (qEnvironmentVariableIsSet("PW_KEEP_BENCH_FILES"))
        tmp.setAutoRemove(false);
    const QString home = tmp.filePath(QStringLiteral("home"));
    std::printf("bench_parallel: local parallel runtime, instance_count 1 x max_concurrency_per_instance 2, %s vs "
                "multiprocessing.Pool(2); files in %s; %d cores, load average %s\n\n",
        qPrintable(kPython), qPrintable(tmp.path()), QThread::idealThreadCount(), qPrintable(loadAverage()));
    std::fflush(stdout);
    struct Figure {
        int number;
        void (*run)(const Options&, const QString&, const QString&);
        const char* folder;
    };
    const Figure figures[]
        = { { 1, figureDispatch, "dispatch" }, { 2, figureCpu, "cpu" }, { 3, figureOneFile, "onefile" },
              { 4, figureFolder, "folder" }, { 5, figureMemory, "memory" }, { 6, figureMonitor, "monitor" } };
    for (const Figure& f : figures) {
        if (o.only && o.only != f.number)
            continue;
        const int before = int(failures().size());
        f.run(o, tmp.path(), home);
        std::fflush(stdout);
        if (failures().size() > before) {
            std::printf("%d. not measured: %s\n", f.number, qPrintable(failures().last()));
            const int number = f.number;
            later([number] {
                benchreport::absolute(
                    QStringLiteral("%1. (the run failed, see above)").arg(number), -1, QString(), -1, "", 0);
            });
        }
        // the files of a figure go once it is measured (a million of them otherwise stay until the end)
        if (!tmp.autoRemove())
            continue;
        QDir(tmp.filePath(QString::fromLatin1(f.folder))).removeRecursively();
        QDir(home).removeRecursively();
    }
    std::printf("\nload average at the end: %s\n\n", qPrintable(loadAverage()));
    benchreport::header();
    for (const auto& line : g_table)
        line();
    benchreport::summary("bench_parallel");
    return failures().isEmpty() ? 0 : 1;
}
