// SPDX-License-Identifier: MIT
// Start-up benchmark: the time from starting the studio's process to the first painted frame of its main window,
// with the last workspace restored, against a bare QMainWindow program (bench_startup_peer) of the same size
// measured the same way in the same run. Goal: first painted frame <= 1.5x the bare QMainWindow.
// A second peer, bench_startup_replica, builds the same first window from stock Qt widgets (menus, tool bar, docks,
// the Workspace tree of the same folder, the welcome page): the studio over it is what the studio's own code costs
// (goal <= 1.1x), the replica over the bare window is what Qt costs for that content (printed for reference).
//
// Both are real executables started by this program, first under QT_QPA_PLATFORM=offscreen (no display: what the
// process itself costs), then on an X server, as a person sees it (an Xvfb this program starts, when Xvfb is
// installed; else that figure is skipped); PW_BENCH_PLATFORM=offscreen|xcb measures on one only, xcb then on
// $DISPLAY. Dynamic linking, static initialisation, QApplication, the window and its first paint are all part of
// the figure: the clock starts just before the process is started and stops at the moment the child prints for its
// first complete frame (`pipewright-studio --first-frame`, the peer likewise), both on the system's monotonic clock.
// Settings live in a temporary folder; a first run of the studio on a copy of the sample workspace makes it the last
// workspace, every timed run restores it (checked). One untimed warm-up run of each, then the runs alternate;
// medians compared.
//
//   bench_startup [--runs N] [--studio PATH] [--peer PATH] [--replica PATH] [--workspace DIR]
#include "benchreport.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSize>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <chrono>
#include <memory>
#include <cstdio>
#include <vector>

#ifndef PW_STUDIO_EXE
#define PW_STUDIO_EXE ""
#endif
#ifndef PW_STARTUP_PEER_EXE
#define PW_STARTUP_PEER_EXE ""
#endif
#ifndef PW_STARTUP_REPLICA_EXE
#define PW_STARTUP_REPLICA_EXE ""
#endif
#ifndef PW_SAMPLE_WORKSPACE
#define PW_SAMPLE_WORKSPACE ""
#endif

namespace {

struct Options {
    int runs = 11;
    QString studio = QStringLiteral(PW_STUDIO_EXE);
    QString peer = QStringLiteral(PW_STARTUP_PEER_EXE);
    QString replica = QStringLiteral(PW_STARTUP_REPLICA_EXE);
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

/// An X server of our own (Xvfb) for the measurement on a display; it picks a free display number itself.
class XServer
{
public:
    static std::unique_ptr<XServer> start(QString* why)
    {
        const QString program = QStandardPaths::findExecutable(QStringLiteral("Xvfb"));
        if (program.isEmpty()) {
            *why = QStringLiteral("no Xvfb (package xvfb)");
            return nullptr;
        }
        std::unique_ptr<XServer> x(new XServer);
        x->m_process.setProgram(program);
        // -noreset: a desktop's X server lives on when a program quits (its window manager and panels stay
        // connected). A bare Xvfb instead resets when its last client leaves and, at the next connection, compiles
        // its keymap again (it forks xkbcomp): about 8 ms of server work inside either program's QApplication,
        // which hid most of the studio's start behind it (its fontconfig warm-up runs meanwhile) and made the
        // ratio look better than on a desktop (1.5x-1.6x with resets, 1.9x-2.0x without, same builds).
        x->m_process.setArguments({ QStringLiteral("-displayfd"), QStringLiteral("1"), QStringLiteral("-screen"),
            QStringLiteral("0"), QStringLiteral("1600x1000x24"), QStringLiteral("-nolisten"), QStringLiteral("tcp"),
            QStringLiteral("-noreset") });
        x->m_process.setProcessChannelMode(QProcess::SeparateChannels);
        x->m_process.start();
        // Xvfb writes its display number once it accepts connections
        QByteArray out;
        QElapsedTimer waited;
        waited.start();
        while (!out.contains('\n') && waited.elapsed() < 15000 && x->m_process.state() != QProcess::NotRunning) {
            x->m_process.waitForReadyRead(500);
            out += x->m_process.readAllStandardOutput();
        }
        bool ok = false;
        const int number = QString::fromLatin1(out).trimmed().toInt(&ok);
        if (!ok) {
            *why = QStringLiteral("Xvfb did not start: %1")
                       .arg(QString::fromLocal8Bit(x->m_process.readAllStandardError()).trimmed().right(300));
            return nullptr;
        }
        x->m_display = QStringLiteral(":%1").arg(number);
        return x;
    }
    ~XServer()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(5000)) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }
    QString display() const { return m_display; }

private:
    XServer() = default;
    QProcess m_process;
    QString m_display;
};

/// Both programs started o.runs times each under `platform` (after the studio has opened the workspace once and one
/// untimed start of each), the figures printed; false with *error when a start fails.
bool measure(const Options& o, QProcessEnvironment env, const QString& platform, QString* error)
{
    auto failed = [error](const QString& why) {
        *error = why;
        return false;
    };
    QTemporaryDir tmp;
    if (!tmp.isValid())
        return failed(QStringLiteral("cannot create a temporary folder"));
    const QString workspace = QDir::cleanPath(tmp.filePath(QStringLiteral("workspace")));
    if (!copyTree(o.workspace, workspace))
        return failed(QStringLiteral("cannot copy %1 to %2").arg(o.workspace, workspace));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    for (const char* name : { "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "PIPEWRIGHT_HOME" }) {
        const QString dir = tmp.filePath(QString::fromLatin1(name).toLower());
        QDir().mkpath(dir);
        env.insert(QString::fromLatin1(name), dir);
    }

    // the studio opens the workspace once (it becomes the last workspace); every later start restores it
    const Launch setup = launch(o.studio, { QStringLiteral("--first-frame"), workspace }, env);
    if (!setup.ok)
        return failed(setup.error);
    const Launch restored = launch(o.studio, { QStringLiteral("--first-frame") }, env); // warm-up, untimed
    if (!restored.ok)
        return failed(restored.error);
    if (QDir::cleanPath(restored.workspace) != workspace)
        return failed(QStringLiteral("the studio did not restore the last workspace (%1 instead of %2)")
                        .arg(restored.workspace, workspace));
    const QSize size = restored.size;
    const QStringList peerArgs { QStringLiteral("--size"),
        QStringLiteral("%1x%2").arg(size.width()).arg(size.height()) };
    const Launch peerWarm = launch(o.peer, peerArgs, env); // warm-up, untimed
    if (!peerWarm.ok)
        return failed(peerWarm.error);
    const QStringList replicaArgs = peerArgs + QStringList { QStringLiteral("--workspace"), workspace };
    const Launch replicaWarm = launch(o.replica, replicaArgs, env); // warm-up, untimed
    if (!replicaWarm.ok)
        return failed(replicaWarm.error);

    std::vector<double> ours;
    std::vector<double> peer;
    std::vector<double> replica;
    for (int r = 0; r < o.runs; ++r) {
        const Launch s = launch(o.studio, { QStringLiteral("--first-frame") }, env);
        if (!s.ok)
            return failed(s.error);
        if (QDir::cleanPath(s.workspace) != workspace)
            return failed(QStringLiteral("run %1: the workspace was not restored").arg(r + 1));
        const Launch p = launch(o.peer, peerArgs, env);
        if (!p.ok)
            return failed(p.error);
        const Launch c = launch(o.replica, replicaArgs, env);
        if (!c.ok)
            return failed(c.error);
        ours.push_back(s.ms);
        peer.push_back(p.ms);
        replica.push_back(c.ms);
    }

    std::printf("\nbench_startup: process start to the first painted frame, %d runs each (alternating, after one "
                "warm-up run each), median\n",
        o.runs);
    std::printf("ours: %s --first-frame, last workspace %s restored, window %dx%d\n", qPrintable(o.studio),
        qPrintable(workspace), size.width(), size.height());
    std::printf("peer: %s (a bare QMainWindow of the same size)\n", qPrintable(o.peer));
    std::printf("replica: %s (the same first window in stock Qt widgets), all under QT_QPA_PLATFORM=%s\n",
        qPrintable(o.replica), qPrintable(platform));
    std::printf("machine: %d cores, load average %s\n\n", QThread::idealThreadCount(), qPrintable(loadAverage()));
    auto list = [](const std::vector<double>& v) {
        QStringList s;
        for (double x : v)
            s << QString::number(x, 'f', 1);
        return s.join(QLatin1Char(' '));
    };
    std::printf("runs (ms): ours    %s\n           peer    %s\n           replica %s\n\n", qPrintable(list(ours)),
        qPrintable(list(peer)), qPrintable(list(replica)));
    benchreport::header();
    const QString where = platform == QLatin1String("offscreen") ? QStringLiteral("offscreen") : QStringLiteral("X server");
    benchreport::relative(QStringLiteral("first painted frame, %1 (median)").arg(where), median(ours),
        QStringLiteral("bare QMainWindow"), median(peer), "ms", 1.5);
    benchreport::relative(QStringLiteral("first painted frame, %1 (best)").arg(where),
        *std::min_element(ours.begin(), ours.end()), QStringLiteral("bare QMainWindow"),
        *std::min_element(peer.begin(), peer.end()), "ms", 1.5);
    benchreport::relative(QStringLiteral("first painted frame, %1 (median)").arg(where), median(ours),
        QStringLiteral("same window, stock Qt"), median(replica), "ms", 1.1);
    std::printf("for reference: the stock-Qt window takes %s x the bare QMainWindow (median): what Qt itself costs for "
                "the first window's content\n\n",
        qPrintable(QString::number(median(replica) / median(peer), 'f', 2)));
    return true;
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
        else if (a == QLatin1String("--replica") && i + 1 < args.size())
            o.replica = args.at(++i);
        else if (a == QLatin1String("--workspace") && i + 1 < args.size())
            o.workspace = args.at(++i);
        else {
            std::fprintf(stderr, "usage: bench_startup [--runs N] [--studio PATH] [--peer PATH] [--replica PATH] "
                                 "[--workspace DIR]\n");
            return 2;
        }
    }
    if (!QFileInfo(o.studio).isExecutable())
        return fail(QStringLiteral("the studio executable is missing: %1").arg(o.studio));
    if (!QFileInfo(o.peer).isExecutable())
        return fail(QStringLiteral("the peer executable is missing: %1").arg(o.peer));
    if (!QFileInfo(o.replica).isExecutable())
        return fail(QStringLiteral("the replica executable is missing: %1").arg(o.replica));
    if (!QFileInfo(o.workspace).isDir())
        return fail(QStringLiteral("the sample workspace is missing: %1").arg(o.workspace));

    // offscreen (no display: what the process itself costs) and an X server (as a person sees it: Xvfb, started
    // here when it is installed); PW_BENCH_PLATFORM names one of them only, the X server then being $DISPLAY's
    const QString only = qEnvironmentVariable("PW_BENCH_PLATFORM");
    QList<QString> platforms;
    if (only.isEmpty())
        platforms = { QStringLiteral("offscreen"), QStringLiteral("xcb") };
    else
        platforms = { only };
    for (const QString& platform : platforms) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        std::unique_ptr<XServer> x;
        if (platform == QLatin1String("xcb") && only.isEmpty()) {
            QString why;
            x = XServer::start(&why);
            if (!x) {
                std::printf("\n");
                benchreport::header();
                benchreport::relative(QStringLiteral("first painted frame, X server (median)"), -1,
                    QStringLiteral("bare QMainWindow"), -1, "ms", 1.5, why);
                benchreport::relative(QStringLiteral("first painted frame, X server (median)"), -1,
                    QStringLiteral("same window, stock Qt"), -1, "ms", 1.1, why);
                continue;
            }
            env.insert(QStringLiteral("DISPLAY"), x->display());
        }
        QString error;
        if (!measure(o, env, platform, &error))
            return fail(error);
    }
    benchreport::summary("bench_startup");
    return 0;
}
