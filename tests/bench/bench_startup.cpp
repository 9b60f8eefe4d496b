// SPDX-License-Identifier: MIT
// Start-up benchmark: the time from starting the studio's process to the first painted frame of its main window,
// with the last workspace restored, against a bare QMainWindow program (bench_startup_peer) of the same size
// measured the same way in the same run. Goal: first painted frame <= 1.5x the bare QMainWindow.
//
// Both are real executables started by this program under QT_QPA_PLATFORM=offscreen (dynamic linking, static
// initialisation, QApplication, the window and its first paint are all part of the figure): the clock starts just
// before the process is started and stops at the moment the child prints for its first complete frame
// (`pipewright-studio --first-frame`, the peer likewise), both on the system's monotonic clock. Settings live in a
// temporary folder; a first run of the studio on a copy of the sample workspace makes it the last workspace, every
// timed run restores it (checked). One untimed warm-up run of each, then the runs alternate; medians compared.
//
//   bench_startup [--runs N] [--studio PATH] [--peer PATH] [--workspace DIR]
#include "benchreport.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSize>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#ifndef PW_STUDIO_EXE
#define PW_STUDIO_EXE ""
#endif
#ifndef PW_STARTUP_PEER_EXE
#define PW_STARTUP_PEER_EXE ""
#endif
#ifndef PW_SAMPLE_WORKSPACE
#define PW_SAMPLE_WORKSPACE ""
#endif

namespace {

struct Options {
    int runs = 11;
    QString studio = QStringLiteral(PW_STUDIO_EXE);
    QString peer = QStringLiteral(PW_STARTUP_PEER_EXE);
    QString workspace = QStringLiteral(PW_SAMPLE_WORKSPACE);
};

struct Launch {
    bool ok = false;
    double ms = -1; // process start to the first painted frame
    QSize size;
    QString workspace;
    QString error;
};

qint64 steadyNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

Launch launch(const QString& program, const QStringList& args, const QProcessEnvironment& env)
{
    Launch l;
    QProcess p;
    p.setProcessEnvironment(env);
    p.setProgram(program);
    p.setArguments(args);
    const qint64 started = steadyNs();
    p.start();
    if (!p.waitForStarted(30000)) {
        l.error = QStringLiteral("cannot start %1: %2").arg(program, p.errorString());
        return l;
    }
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        l.error = QStringLiteral("%1 did not quit after its first frame").arg(program);
        return l;
    }
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    static const QRegularExpression re(
        QStringLiteral("^first-frame steady_ns=(\\d+) size=(\\d+)x(\\d+) workspace=(.*)$"),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = re.match(out);
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0 || !m.hasMatch()) {
        l.error = QStringLiteral("%1 %2 printed no first frame (exit %3): %4 %5")
                      .arg(program, args.join(QLatin1Char(' ')))
                      .arg(p.exitCode())
                      .arg(out.trimmed(), QString::fromUtf8(p.readAllStandardError()).trimmed().right(2000));
        return l;
    }
    l.ok = true;
    l.ms = double(m.captured(1).toLongLong() - started) / 1e6;
    l.size = QSize(m.captured(2).toInt(), m.captured(3).toInt());
    l.workspace = m.captured(4).trimmed();
    return l;
}

bool copyTree(const QString& from, const QString& to)
{
    if (!QDir().mkpath(to))
        return false;
    QDirIterator it(from, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    const QDir source(from);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString target = QDir(to).filePath(source.relativeFilePath(path));
        if (it.fileInfo().isDir()) {
            if (!QDir().mkpath(target))
                return false;
        } else if (!QFile::copy(path, target)) {
            return false;
        }
    }
    return true;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("?");
    return QString::fromLatin1(f.readAll()).section(QLatin1Char(' '), 0, 2);
}

int fail(const QString& why)
{
    std::fprintf(stderr, "bench_startup: %s\n", qPrintable(why));
    return 1;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    Options o;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (a == QLatin1String("--runs") && i + 1 < args.size())
            o.runs = std::max(1, args.at(++i).toInt());
        else if (a == QLatin1String("--studio") && i + 1 < args.size())
            o.studio = args.at(++i);
        else if (a == QLatin1String("--peer") && i + 1 < args.size())
            o.peer = args.at(++i);
        else if (a == QLatin1String("--workspace") && i + 1 < args.size())
            o.workspace = args.at(++i);
        else {
            std::fprintf(stderr, "usage: bench_startup [--runs N] [--studio PATH] [--peer PATH] [--workspace DIR]\n");
            return 2;
        }
    }
    if (!QFileInfo(o.studio).isExecutable())
        return fail(QStringLiteral("the studio executable is missing: %1").arg(o.studio));
    if (!QFileInfo(o.peer).isExecutable())
        return fail(QStringLiteral("the peer executable is missing: %1").arg(o.peer));
    if (!QFileInfo(o.workspace).isDir())
        return fail(QStringLiteral("the sample workspace is missing: %1").arg(o.workspace));

    QTemporaryDir tmp;
    if (!tmp.isValid())
        return fail(QStringLiteral("cannot create a temporary folder"));
    const QString workspace = QDir::cleanPath(tmp.filePath(QStringLiteral("workspace")));
    if (!copyTree(o.workspace, workspace))
        return fail(QStringLiteral("cannot copy %1 to %2").arg(o.workspace, workspace));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // offscreen by default; PW_BENCH_PLATFORM=xcb measures on a real X server (under xvfb-run, as a person sees it)
    const QString platform = qEnvironmentVariable("PW_BENCH_PLATFORM", QStringLiteral("offscreen"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    for (const char* name : { "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "PIPEWRIGHT_HOME" }) {
        const QString dir = tmp.filePath(QString::fromLatin1(name).toLower());
        QDir().mkpath(dir);
        env.insert(QString::fromLatin1(name), dir);
    }

    // the studio opens the workspace once (it becomes the last workspace); every later start restores it
    const Launch setup = launch(o.studio, { QStringLiteral("--first-frame"), workspace }, env);
    if (!setup.ok)
        return fail(setup.error);
    const Launch restored = launch(o.studio, { QStringLiteral("--first-frame") }, env); // warm-up, untimed
    if (!restored.ok)
        return fail(restored.error);
    if (QDir::cleanPath(restored.workspace) != workspace)
        return fail(QStringLiteral("the studio did not restore the last workspace (%1 instead of %2)")
                        .arg(restored.workspace, workspace));
    const QSize size = restored.size;
    const QStringList peerArgs { QStringLiteral("--size"),
        QStringLiteral("%1x%2").arg(size.width()).arg(size.height()) };
    const Launch peerWarm = launch(o.peer, peerArgs, env); // warm-up, untimed
    if (!peerWarm.ok)
        return fail(peerWarm.error);

    std::vector<double> ours;
    std::vector<double> peer;
    for (int r = 0; r < o.runs; ++r) {
        const Launch s = launch(o.studio, { QStringLiteral("--first-frame") }, env);
        if (!s.ok)
            return fail(s.error);
        if (QDir::cleanPath(s.workspace) != workspace)
            return fail(QStringLiteral("run %1: the workspace was not restored").arg(r + 1));
        const Launch p = launch(o.peer, peerArgs, env);
        if (!p.ok)
            return fail(p.error);
        ours.push_back(s.ms);
        peer.push_back(p.ms);
    }

    std::printf("bench_startup: process start to the first painted frame, %d runs each (alternating, after one "
                "warm-up run each), median\n",
        o.runs);
    std::printf("ours: %s --first-frame, last workspace %s restored, window %dx%d\n", qPrintable(o.studio),
        qPrintable(workspace), size.width(), size.height());
    std::printf("peer: %s (a bare QMainWindow of the same size), both under QT_QPA_PLATFORM=%s\n", qPrintable(o.peer),
        qPrintable(platform));
    std::printf("machine: %d cores, load average %s\n\n", QThread::idealThreadCount(), qPrintable(loadAverage()));
    auto list = [](const std::vector<double>& v) {
        QStringList s;
        for (double x : v)
            s << QString::number(x, 'f', 1);
        return s.join(QLatin1Char(' '));
    };
    std::printf("runs (ms): ours %s\n           peer %s\n\n", qPrintable(list(ours)), qPrintable(list(peer)));
    benchreport::header();
    benchreport::relative(QStringLiteral("first painted frame (median)"), median(ours),
        QStringLiteral("bare QMainWindow"), median(peer), "ms", 1.5);
    benchreport::relative(QStringLiteral("first painted frame (best)"), *std::min_element(ours.begin(), ours.end()),
        QStringLiteral("bare QMainWindow"), *std::min_element(peer.begin(), peer.end()), "ms", 1.5);
    benchreport::summary("bench_startup");
    return 0;
}
