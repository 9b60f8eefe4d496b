// SPDX-License-Identifier: MIT
// Scheduling overhead of the local backend (issue: a 200-step chain of /bin/true commands ≤ 1.5× running the
// same 200 commands with `bash -c` from a plain shell loop). Both are measured in the same run, wall clock,
// best of N. Each step of the chain reads the previous step's output, so they run one after another. Reuse is
// off. It reports; it never fails.
//
//   bench_scheduler [--steps N] [--runs N]
#include "localbackend.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFutureWatcher>
#include <QProcess>
#include <QTemporaryDir>

#include <spdlog/spdlog.h>

#include <cstdio>
#include <limits>

using namespace pw;

namespace {

QByteArray chain(int steps)
{
    QByteArray y = "type: pipeline\ndisplay_name: bench-chain\njobs:\n";
    for (int i = 0; i < steps; ++i) {
        y += QStringLiteral("  s%1:\n    type: command\n    environment: azureml:bench@1\n    command: /bin/true\n").arg(i).toUtf8();
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

double runShellLoop(int steps)
{
    QElapsedTimer t;
    t.start();
    QProcess p;
    p.start(QStringLiteral("/bin/bash"), {QStringLiteral("-c"), QStringLiteral("for i in $(seq %1); do bash -c /bin/true; done").arg(steps)});
    p.waitForFinished(-1);
    return t.nsecsElapsed() / 1e9;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    spdlog::set_level(spdlog::level::warn); // the job log would drown the figures
    int steps = 200;
    int runs = 3;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--steps"))
            steps = args[++i].toInt();
        else if (args[i] == QLatin1String("--runs"))
            runs = args[++i].toInt();
    }
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("chain.yml"));
    const QByteArray text = chain(steps);
    {
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly))
            return 1;
        f.write(text);
    }
    double best = std::numeric_limits<double>::max();
    double peer = std::numeric_limits<double>::max();
    bool allOk = true;
    for (int r = 0; r < runs; ++r) {
        bool ok = false;
        best = std::min(best, runChain(dir.filePath(QStringLiteral("home")), file, text, &ok));
        allOk = allOk && ok;
        peer = std::min(peer, runShellLoop(steps));
    }
    std::printf("local backend, %d-step chain of /bin/true: %.3f s (%.2f ms per step)%s\n", steps, best, best * 1000 / steps,
                allOk ? "" : "  [a run did not complete]");
    std::printf("bash loop, %d x bash -c /bin/true:        %.3f s (%.2f ms per command)\n", steps, peer, peer * 1000 / steps);
    std::printf("ratio: %.2fx (target <= 1.5x)\n", best / peer);
    return allOk ? 0 : 1;
}
