// SPDX-License-Identifier: MIT
// A whole submission, `pipewright submit --backend azure` against the official SDK's `MLClient.jobs.create_or_update`
// (azure-ai-ml 1.4.0, what `az ml job create --file` runs; tests/bench/submit/sdk_submit.py), each as its own
// process, against the same loopback workspace (the tests' fakeworkspace.h) that adds 20 ms to every answer, as a
// real network does. The pipelines: the project's that tst_sdkbodies submits both ways and, when the corpus is
// found (PW_CORPUS_DIR), each corpus pipeline; a pipeline one side refuses is named and left out. Per pipeline, median of N, the two interleaved: the
// process's wall time, and the SDK's in-process part (without its import) beside it. Goal: every pipeline <= 0.05x the
// SDK's process. Each side submits each pipeline once untimed first, so the timed submissions find the code and data
// in the workspace (a pipeline submitted again as it is worked on). Requests per submission are printed for both.
// Exit 1 only when it cannot run.
//
//   bench_submit [--runs N] [--latency-ms L] [--trace] [PIPELINE...]
//
// PW_BENCH_CLI names another pipewright to time (an installed one, or another build to compare with this one).
#include "benchreport.h"
#include "fakeworkspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace {

const QByteArray AccountKey = "cGlwZXdyaWdodC10ZXN0LWFjY291bnQta2V5LTAxMjM0NTY3ODk=";

double median(QList<double> v)
{
    if (v.isEmpty())
        return -1;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

QElapsedTimer processClock; // since the process being run was started (the trace's times)

struct Run
{
    bool ok = false;
    double seconds = -1; // the process, start to end
    double inProcess = -1; // the SDK's own figure, without its import
    QByteArray out, err;
    qint64 requests = 0;
};

/// Run a process to its end while this thread's event loop serves the workspace.
Run runProcess(FakeWorkspace& w, const QString& program, const QStringList& args, const QProcessEnvironment& env)
{
    Run r;
    const qsizetype before = w.server.requests.size();
    QProcess p;
    p.setProcessEnvironment(env);
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&p, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    QTimer::singleShot(300000, &loop, &QEventLoop::quit);
    QElapsedTimer t;
    t.start();
    processClock.start();
    p.start(program, args);
    loop.exec();
    r.seconds = t.nsecsElapsed() / 1e9;
    if (p.state() != QProcess::NotRunning) {
        p.kill();
        p.waitForFinished();
    }
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    r.ok = p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    r.requests = w.server.requests.size() - before;
    return r;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    auto intOption = [&](const QString& name, int fallback) {
        const qsizetype i = args.indexOf(name);
        if (i < 0 || i + 1 >= args.size())
            return fallback;
        const int v = args.at(i + 1).toInt();
        args.remove(i, 2);
        return v;
    };
    const int runs = std::max(1, intOption(QStringLiteral("--runs"), 5));
    const int latency = intOption(QStringLiteral("--latency-ms"), 20);
    const bool trace = args.removeAll(QStringLiteral("--trace")) > 0;

    QStringList pipelines = args;
    if (pipelines.isEmpty()) {
        // the project's pipelines that tst_sdkbodies submits both ways: every step type
        for (const char* f : {"resolved/pipeline.yml", "azuresubmit/parallel_inline.yml", "azuresubmit/nested/pipeline.yml", "azuresubmit/siblings/pipeline.yml",
                              "azuresubmit/sweep/pipeline.yml", "azuresubmit/spark/pipeline.yml", "azuresubmit/automl/pipeline.yml",
                              "azuresubmit/includes/pipeline.yml", "azuresubmit/dockerenv/pipeline.yml", "cli/valid/pipeline.yml",
                              "localruns/distributed.yml"})
            pipelines << QStringLiteral(PW_SOURCE_DIR "/tests/data/") + QLatin1String(f);
        const QString corpus = qEnvironmentVariable("PW_CORPUS_DIR");
        if (!corpus.isEmpty())
            for (QDirIterator it(corpus, {QStringLiteral("*.yml"), QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
                 it.hasNext();) {
                const QString f = it.next();
                QFile file(f);
                if (file.open(QIODevice::ReadOnly) && file.readAll().contains("\ntype: pipeline"))
                    pipelines << f;
            }
    }

    FakeWorkspace w("tok", AccountKey);
    const auto serve = w.server.handler;
    w.server.handler = [&](const Received& r) {
        Reply reply = serve(r);
        reply.delayMs = latency;
        if (trace)
            std::fprintf(stderr, "  %5.1f ms  %s %s -> %d\n", processClock.nsecsElapsed() / 1e6, r.method.constData(),
                         r.path.left(150).constData(), reply.status);
        return reply;
    };

    const QString cli = qEnvironmentVariable("PW_BENCH_CLI", QStringLiteral(PW_CLI_PATH));
    QProcessEnvironment ours = QProcessEnvironment::systemEnvironment();
    ours.insert(QStringLiteral("PIPEWRIGHT_ACCESS_TOKEN"), QStringLiteral("tok"));
    QTemporaryDir state;
    ours.insert(QStringLiteral("XDG_STATE_HOME"), state.path());
    ours.insert(QStringLiteral("XDG_CONFIG_HOME"), state.path());
    ours.insert(QStringLiteral("XDG_CACHE_HOME"), state.path());
    QProcessEnvironment sdk = QProcessEnvironment::systemEnvironment();
    sdk.insert(QStringLiteral("PYTHONPATH"), QStringLiteral(PW_SOURCE_DIR "/tests/sdk"));

    std::printf("bench_submit: %d pipeline(s), %d ms added to every answer, median of %d, interleaved\n\n",
                int(pipelines.size()), latency, runs);
    benchreport::header();
    QList<double> ratios;
    QString sdkMissing;
    for (const QString& file : pipelines) {
        QList<double> oursTimes, sdkTimes, sdkInProcess;
        qint64 ourRequests = 0, sdkRequests = 0;
        QString skip;
        // one submission of each side first, untimed: the workspace then holds the code and data both would find
        // (the second submission of a pipeline, as when it is worked on), so that neither is timed uploading
        for (int i = -1; i < runs && skip.isEmpty(); ++i) {
            const Run o = runProcess(w, cli,
                                     {QStringLiteral("submit"), file, QStringLiteral("--backend"), QStringLiteral("azure"),
                                      QStringLiteral("--subscription"), QStringLiteral("s1"), QStringLiteral("--resource-group"),
                                      QStringLiteral("rg1"), QStringLiteral("--workspace"), QStringLiteral("ws1"),
                                      QStringLiteral("--arm-endpoint"), w.url(), QStringLiteral("--auth"), QStringLiteral("env")},
                                     ours);
            if (!o.ok) {
                skip = QStringLiteral("pipewright refused it: ") + QString::fromUtf8(o.err.trimmed().right(200));
                break;
            }
            if (i >= 0) {
                oursTimes << o.seconds;
                ourRequests = o.requests;
            }
            if (!sdkMissing.isEmpty())
                continue;
            const Run s = runProcess(w, QStringLiteral("/usr/bin/python3"),
                                     {QStringLiteral(PW_SOURCE_DIR "/tests/bench/submit/sdk_submit.py"), w.url(), file}, sdk);
            if (!s.ok) {
                if (s.err.contains("cannot be imported"))
                    sdkMissing = QStringLiteral("azure-ai-ml not importable (apt-get install python3-azure)");
                else
                    skip = QStringLiteral("the SDK failed: ") + QString::fromUtf8(s.err.trimmed().right(300));
                if (trace)
                    std::fprintf(stderr, "%s\n", s.err.constData());
                break;
            }
            if (i < 0)
                continue;
            sdkTimes << s.seconds;
            sdkInProcess << QJsonDocument::fromJson(s.out.mid(s.out.lastIndexOf('{'))).object().value(QStringLiteral("seconds")).toDouble(-1);
            sdkRequests = s.requests;
        }
        const QString name = QDir(QStringLiteral(PW_SOURCE_DIR)).relativeFilePath(file).right(46);
        if (!skip.isEmpty()) {
            std::printf("%-48s skipped: %s\n", qPrintable(name), qPrintable(skip.simplified().left(240)));
            continue;
        }
        const double ourMedian = median(oursTimes), sdkMedian = median(sdkTimes);
        benchreport::relative(name, ourMedian, QStringLiteral("the SDK's process"), sdkMedian, "s", 0.05, sdkMissing);
        if (sdkMedian > 0) {
            ratios << ourMedian / sdkMedian;
            std::printf("%-48s %12s   %-30s %12s   requests: %lld against the SDK's %lld\n", "", "",
                        "  the SDK without its import", qPrintable(benchreport::format(median(sdkInProcess), "s")),
                        static_cast<long long>(ourRequests), static_cast<long long>(sdkRequests));
        }
    }
    if (!ratios.isEmpty()) {
        double logSum = 0;
        for (double r : ratios)
            logSum += std::log(r);
        std::printf("\ngeometric mean of the ratios over %d pipelines: %.3fx\n", int(ratios.size()), std::exp(logSum / ratios.size()));
    }
    benchreport::summary("bench_submit");
    return 0;
}
