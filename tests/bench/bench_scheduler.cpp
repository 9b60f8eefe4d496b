// SPDX-License-Identifier: MIT
// Scheduling overhead of the local backend. Goal: a 200-step chain of /bin/true commands <= 1.5x running the same
// 200 commands (`bash -c /bin/true`, as the backend's command runner starts them) one after another from a plain
// bash loop. Both are timed from the first command to the end of the last, without the start of the program that
// drives them: ours from submitting the job to the backend's "job finished" (the backend is made beforehand), the
// loop by bash itself ($EPOCHREALTIME before and after the loop). Each step of the chain reads the previous step's
// output, so they run one after another; reuse is off. Best of N, alternating. Exit 1 only when a run fails.
//
//   bench_scheduler [--steps N] [--runs N]
#include "benchreport.h"
#include "localbackend.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <cstdio>
#include <limits>
#include <spdlog/spdlog.h>

using namespace pw;

namespace {

QByteArray chain(int steps)
{
    QByteArray y = "type: pipeline\ndisplay_name: bench-chain\njobs:\n";
    for (int i = 0; i < steps; ++i) {
        y += QStringLiteral("  s%1:\n    type: command\n    environment: azureml:bench@1\n    command: /bin/true\n")
                 .arg(i)
                 .toUtf8();
        if (i > 0)
            y += QStringLiteral("    inputs:\n      prev: ${{parent.jobs.s%1.outputs.out}}\n").arg(i - 1).toUtf8();
        y += "    outputs:\n      out:\n        type: uri_folder\n";
    }
    return y;
}

double runChain(const QString& home, const QString& file, const QByteArray& text, bool* ok)
{
    LocalBackendOptions o;
    o.home = home;
    o.cores = 2;
    LocalBackend backend(o);
    QEventLoop loop;
    QString jobId;
    RunStatus final = RunStatus::NotStarted;
    QObject::connect(&backend, &Backend::jobFinished, &loop, [&](const QString& id, RunStatus s) {
        if (id == jobId || jobId.isEmpty()) {
            final = s;
            loop.quit();
        }
    });
    SubmitOptions so;
    so.noReuse = true;
    QElapsedTimer t;
    t.start();
    auto f = backend.submit(file, text, so);
    QFutureWatcher<SubmitResult> w;
    QObject::connect(&w, &QFutureWatcher<SubmitResult>::finished, &loop, [&] {
        jobId = f.result().jobId;
        if (!f.result().ok()) {
            std::fprintf(stderr, "submit failed: %s\n", qPrintable(f.result().error));
            loop.quit();
        }
    });
    w.setFuture(f);
    loop.exec();
    const double seconds = t.nsecsElapsed() / 1e9;
    *ok = final == RunStatus::Completed;
    return seconds;
}

/// Seconds the bash loop took, timed inside bash; negative when bash is missing or the loop failed (`why`).
double runShellLoop(int steps, QString* why)
{
    const QString bash = QStringLiteral("/bin/bash");
    if (!QFileInfo(bash).isExecutable()) {
        *why = QStringLiteral("/bin/bash not found");
        return -1;
    }
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C")); // a '.' in $EPOCHREALTIME
    p.setProcessEnvironment(env);
    p.start(bash,
        { QStringLiteral("-c"),
            QStringLiteral("s=$EPOCHREALTIME; for ((i = 0; i < %1; i++)); do bash -c /bin/true || exit 1; done; "
                           "echo \"$s $EPOCHREALTIME\"")
                .arg(steps) });
    p.waitForFinished(-1);
    const QStringList times = QString::fromLatin1(p.readAllStandardOutput()).trimmed().split(QLatin1Char(' '));
    bool ok1 = false;
    bool ok2 = false;
    const double start = times.value(0).toDouble(&ok1);
    const double end = times.value(1).toDouble(&ok2);
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0 || !ok1 || !ok2) {
        *why = QStringLiteral("the bash loop failed: %1")
                   .arg(QString::fromLocal8Bit(p.readAllStandardError()).trimmed());
        return -1;
    }
    return end - start;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    spdlog::set_level(spdlog::level::warn); // the job log would drown the figures
    int steps = 200;
    int runs = 3;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--steps") && i + 1 < args.size())
            steps = std::max(1, args[++i].toInt());
        else if (args[i] == QLatin1String("--runs") && i + 1 < args.size())
            runs = std::max(1, args[++i].toInt());
        else {
            std::fprintf(stderr, "usage: bench_scheduler [--steps N] [--runs N]\n");
            return 2;
        }
    }
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("chain.yml"));
    const QByteArray text = chain(steps);
    {
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly)) {
            std::fprintf(stderr, "bench_scheduler: cannot write %s\n", qPrintable(file));
            return 1;
        }
        f.write(text);
    }
    double best = std::numeric_limits<double>::max();
    double peer = std::numeric_limits<double>::max();
    QString why;
    for (int r = 0; r < runs; ++r) {
        bool ok = false;
        best = std::min(best, runChain(dir.filePath(QStringLiteral("home")), file, text, &ok));
        if (!ok) {
            std::fprintf(stderr, "bench_scheduler: run %d of the chain did not complete\n", r + 1);
            return 1;
        }
        if (why.isEmpty()) {
            const double loop = runShellLoop(steps, &why);
            if (loop >= 0)
                peer = std::min(peer, loop);
        }
    }
    if (!why.isEmpty())
        peer = -1;
    std::printf("bench_scheduler: %d-step chain of /bin/true, best of %d (alternating); each side timed from its first "
                "command to the end of its last\n",
        steps, runs);
    std::printf("ours: local backend, submit to job finished: %.3f s (%.2f ms per step)\n", best, best * 1000 / steps);
    if (peer > 0)
        std::printf("peer: bash loop of %d x `bash -c /bin/true`, timed by bash: %.3f s (%.2f ms per command)\n\n",
            steps, peer, peer * 1000 / steps);
    else
        std::printf("peer: bash loop unavailable: %s\n\n", qPrintable(why));
    benchreport::header();
    benchreport::relative(QStringLiteral("%1-step chain, wall clock").arg(steps), best * 1000,
        QStringLiteral("bash loop"), peer > 0 ? peer * 1000 : -1, "ms", 1.5, why);
    benchreport::summary("bench_scheduler");
    return 0;
}
