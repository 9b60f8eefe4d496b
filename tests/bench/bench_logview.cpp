// SPDX-License-Identifier: MIT
// Log viewer benchmark (perf.md, "Log viewer" rows): a generated, realistic step log (time-stamped lines of
// varied length) in a temporary folder, measured side by side with peers in the same run, page cache warm:
//   - full line index (LogFile)            vs  wc -l                 target <= 2x
//   - first screen (LogView, offscreen, construct + open + first paint of 1600x1000 via grab())
//                                          vs  the 100 ms target
//   - literal search, rare and common      vs  rg -F -c, grep -F -c  target <= 1.5x rg
// Best of N runs. It reports; it never fails (exit 1 only if the file cannot be made or a count differs).
//
//   bench_logview [--size-mib N] [--runs N] [--dir DIR] [--keep] [--screenshot PNG [--dark]]
// (environment: PW_BENCH_LOG_SIZE_MIB as the default for --size-mib). --screenshot saves the view, scrolled to
// the first rare match with the search highlighted, for a look at it (--dark: with a dark palette).
#include "logfile.h"
#include "logview.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <optional>

using namespace pw;

namespace {

struct Options {
    qint64 sizeMiB = 64;
    int runs = 3;
    QString dir;
    bool keep = false;
    QString screenshot;
    bool dark = false;
};

const char* const RareNeedle = "CUDA out of memory";
const char* const CommonNeedle = "INFO";

/// xorshift64*: fast and good enough to vary the text.
struct Rng {
    quint64 s = 0x9E3779B97F4A7C15ull;
    quint64 next()
    {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 0x2545F4914F6CDD1Dull;
    }
    quint32 below(quint32 n) { return quint32((next() >> 32) % n); }
};

/// A step log as a parallel job writes it: ISO time stamps, levels, node/process tags, mini-batch progress,
/// metrics, the odd long JSON payload or stack trace, and rare errors.
bool generateLog(const QString& path, qint64 bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    static const char* const messages[] = {
        "azureml.parallel: mini-batch %06u processed %u files in %u.%03u s",
        "Epoch %u/%u - loss: %u.%04u - accuracy: 0.%04u - val_loss: %u.%04u",
        "Downloading azureml://datastores/workspaceblobstore/paths/data/part-%05u.parquet (%u bytes)",
        "task_queue: %u tasks pending, %u running, %u done",
        "GPU %u memory used %u MiB of %u MiB, utilisation %u%%",
        "Reading mini-batch %u",
        "Heartbeat",
        "Checkpoint saved to ./outputs/checkpoints/step-%07u.pt",
        "Request to https://eastus.api.azureml.ms/history/v1.0/runs/%08x returned 200 in %u ms",
        "Worker %u started run() with batch size %u",
    };
    static const char* const levels[]
        = { "INFO ", "INFO ", "INFO ", "INFO ", "INFO ", "INFO ", "INFO ", "DEBUG", "DEBUG", "WARNING" };
    Rng rng;
    QByteArray buffer;
    buffer.reserve(9 << 20);
    qint64 written = 0;
    quint64 seconds = 1715677200; // 2024-05-14T09:00:00Z
    quint64 line = 0;
    char text[4096];
    while (written < bytes) {
        buffer.clear();
        while (buffer.size() < (8 << 20)) {
            ++line;
            if (rng.below(3) == 0)
                ++seconds;
            const quint64 day = seconds % 86400;
            int n = std::snprintf(text, sizeof text, "2024-05-14T%02u:%02u:%02u.%06uZ ", unsigned(day / 3600),
                unsigned(day / 60 % 60), unsigned(day % 60), rng.below(1000000));
            const quint32 roll = rng.below(100000);
            if (roll == 0) {
                n += std::snprintf(text + n, sizeof text - size_t(n),
                    "ERROR [node-%u/worker-%u] RuntimeError: CUDA out of memory. Tried to allocate "
                    "%u.00 MiB (GPU 0; 15.78 GiB total capacity)\n",
                    rng.below(8), rng.below(16), 20 + rng.below(2000));
            } else if (roll < 300) {
                n += std::snprintf(text + n, sizeof text - size_t(n),
                    "ERROR [node-%u/worker-%u] Traceback (most recent call last):", rng.below(8), rng.below(16));
                const unsigned frames = 3 + rng.below(12);
                for (unsigned i = 0; i < frames && n < 3000; ++i)
                    n += std::snprintf(text + n, sizeof text - size_t(n),
                        " | File \"/mnt/azureml/cr/j/%08x/exe/wd/step_%u.py\", line %u, in run", unsigned(rng.next()),
                        i, 10 + rng.below(900));
                text[n++] = '\n';
            } else if (roll < 1500) {
                n += std::snprintf(text + n, sizeof text - size_t(n), "DEBUG [node-%u] payload {", rng.below(8));
                const unsigned fields = 5 + rng.below(60);
                for (unsigned i = 0; i < fields && n < 3500; ++i)
                    n += std::snprintf(text + n, sizeof text - size_t(n), "\"field_%u\": %u, ", i, rng.below(100000));
                n += std::snprintf(text + n, sizeof text - size_t(n), "\"end\": true}\n");
            } else {
                const char* level = levels[rng.below(10)];
                n += std::snprintf(
                    text + n, sizeof text - size_t(n), "%s [node-%u/worker-%u] ", level, rng.below(8), rng.below(16));
                n += std::snprintf(text + n, sizeof text - size_t(n), messages[rng.below(10)], rng.below(1000000),
                    rng.below(100000), rng.below(100000), rng.below(1000), rng.below(10000), rng.below(10000));
                text[n++] = '\n';
            }
            buffer.append(text, n);
        }
        const qint64 take = std::min<qint64>(buffer.size(), bytes - written);
        // keep whole lines: cut the last block at a newline
        qint64 cut = take;
        if (written + take >= bytes) {
            const qint64 nl = buffer.lastIndexOf('\n', take - 1);
            cut = nl >= 0 ? nl + 1 : take;
        }
        if (f.write(buffer.constData(), cut) != cut)
            return false;
        written += cut;
        if (cut < take)
            break;
    }
    return f.flush();
}

void warmCache(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return;
    QByteArray buffer(8 << 20, Qt::Uninitialized);
    while (f.read(buffer.data(), buffer.size()) > 0) { }
}

struct PeerRun {
    double ms = -1;
    QByteArray out;
};

/// Best wall time of `program args` over `runs`, with its standard output (the process start is included,
/// as it is for a user running the tool).
std::optional<PeerRun> runPeer(const QString& program, const QStringList& args, int runs)
{
    if (!QFileInfo(program).isExecutable())
        return std::nullopt;
    PeerRun best;
    for (int i = 0; i < runs; ++i) {
        QProcess p;
        QElapsedTimer t;
        t.start();
        p.start(program, args);
        if (!p.waitForFinished(600000))
            return std::nullopt;
        const double ms = double(t.nsecsElapsed()) / 1e6;
        if (best.ms < 0 || ms < best.ms) {
            best.ms = ms;
            best.out = p.readAllStandardOutput().trimmed();
        }
    }
    return best;
}

QString which(const QString& name, const QString& preferred)
{
    if (QFileInfo(preferred).isExecutable())
        return preferred;
    return QStandardPaths::findExecutable(name);
}

/// Open, wait for the index to cover the whole file; returns ms and the line count.
double timeIndex(const QString& path, qint64* lines)
{
    LogFile file;
    file.setPollInterval(0);
    QElapsedTimer t;
    t.start();
    if (!file.open(path))
        return -1;
    if (file.isIndexing()) {
        QEventLoop loop;
        QObject::connect(&file, &LogFile::indexingFinished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    const double ms = double(t.nsecsElapsed()) / 1e6;
    *lines = file.lineCount();
    return ms;
}

double timeFirstScreen(const QString& path, QStringList* firstLines)
{
    QElapsedTimer t;
    t.start();
    auto* view = new LogView;
    view->resize(1600, 1000);
    view->openFile(path);
    const QPixmap pixmap = view->grab();
    const double ms = double(t.nsecsElapsed()) / 1e6;
    *firstLines = view->visibleLines();
    delete view;
    return pixmap.isNull() ? -1 : ms;
}

double timeSearch(LogFile& file, const QString& needle, Qt::CaseSensitivity cs, qint64* matchingLines)
{
    QElapsedTimer t;
    t.start();
    const quint64 id = file.startFindAll(needle, cs, 0);
    QEventLoop loop;
    LogFile::SearchResult result;
    QObject::connect(&file, &LogFile::findAllFinished, &loop, [&](const LogFile::SearchResult& r) {
        if (r.id == id) {
            result = r;
            loop.quit();
        }
    });
    loop.exec();
    *matchingLines = result.matchingLines;
    return double(t.nsecsElapsed()) / 1e6;
}

QString fmtMs(double ms)
{
    return ms < 0 ? QStringLiteral("n/a") : QString::number(ms, 'f', ms < 10 ? 2 : 1) + QStringLiteral(" ms");
}

QString fmtRatio(double ours, double peer)
{
    if (ours < 0 || peer <= 0)
        return QStringLiteral("-");
    return QString::number(ours / peer, 'f', 2) + QStringLiteral("x");
}

void row(const QString& what, double ours, const QString& peerName, double peer, const QString& target)
{
    std::printf("%-34s %12s   %-22s %12s   %8s   %s\n", qPrintable(what), qPrintable(fmtMs(ours)), qPrintable(peerName),
        qPrintable(fmtMs(peer)), qPrintable(fmtRatio(ours, peer)), qPrintable(target));
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    Options opt;
    if (qEnvironmentVariableIsSet("PW_BENCH_LOG_SIZE_MIB"))
        opt.sizeMiB = qEnvironmentVariableIntValue("PW_BENCH_LOG_SIZE_MIB");
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (a == QLatin1String("--size-mib") && i + 1 < args.size())
            opt.sizeMiB = args.at(++i).toLongLong();
        else if (a == QLatin1String("--runs") && i + 1 < args.size())
            opt.runs = std::max(1, args.at(++i).toInt());
        else if (a == QLatin1String("--dir") && i + 1 < args.size())
            opt.dir = args.at(++i);
        else if (a == QLatin1String("--keep"))
            opt.keep = true;
        else if (a == QLatin1String("--screenshot") && i + 1 < args.size())
            opt.screenshot = args.at(++i);
        else if (a == QLatin1String("--dark"))
            opt.dark = true;
        else {
            std::fprintf(stderr,
                "usage: bench_logview [--size-mib N] [--runs N] [--dir DIR] [--keep] [--screenshot PNG [--dark]]\n");
            return 2;
        }
    }
    opt.sizeMiB = std::max<qint64>(1, opt.sizeMiB);

    QTemporaryDir tmp(opt.dir.isEmpty() ? QDir::tempPath() + QStringLiteral("/pw-bench-log-XXXXXX")
                                        : opt.dir + QStringLiteral("/pw-bench-log-XXXXXX"));
    if (!tmp.isValid()) {
        std::fprintf(stderr, "bench_logview: cannot create a temporary folder: %s\n", qPrintable(tmp.errorString()));
        return 1;
    }
    tmp.setAutoRemove(!opt.keep);
    const QString path = tmp.filePath(QStringLiteral("std_log.txt"));

    QElapsedTimer gen;
    gen.start();
    if (!generateLog(path, opt.sizeMiB << 20)) {
        std::fprintf(stderr, "bench_logview: cannot write %s\n", qPrintable(path));
        return 1;
    }
    const qint64 size = QFileInfo(path).size();
    std::printf("bench_logview: %s, %.1f MiB generated in %.1f s; best of %d runs, page cache warm\n", qPrintable(path),
        double(size) / (1 << 20), double(gen.elapsed()) / 1000.0, opt.runs);
    warmCache(path);

    const QString wc = which(QStringLiteral("wc"), QStringLiteral("/usr/bin/wc"));
    const QString rg = QFileInfo(QStringLiteral("/usr/bin/rg")).isExecutable()
        ? QStringLiteral("/usr/bin/rg")
        : QStandardPaths::findExecutable(QStringLiteral("rg"));
    const QString grep = which(QStringLiteral("grep"), QStringLiteral("/usr/bin/grep"));
    const auto spawn = runPeer(which(QStringLiteral("true"), QStringLiteral("/usr/bin/true")), {}, opt.runs);
    std::printf(
        "process start (true): %s, included in every peer time below\n\n", qPrintable(fmtMs(spawn ? spawn->ms : -1)));
    std::printf("%-34s %12s   %-22s %12s   %8s   %s\n", "measure", "ours", "peer", "peer time", "ratio", "target");

    bool mismatch = false;

    // 1. line index
    double indexMs = -1;
    qint64 lines = 0;
    for (int i = 0; i < opt.runs; ++i) {
        qint64 n = 0;
        const double ms = timeIndex(path, &n);
        if (indexMs < 0 || ms < indexMs)
            indexMs = ms;
        lines = n;
    }
    const auto wcRun = runPeer(wc, { QStringLiteral("-l"), path }, opt.runs);
    row(QStringLiteral("line index"), indexMs, QStringLiteral("wc -l"), wcRun ? wcRun->ms : -1,
        QStringLiteral("<= 2x"));
    if (wcRun) {
        const qint64 wcLines = wcRun->out.split(' ').value(0).toLongLong();
        if (wcLines != lines) {
            std::printf("  line count differs: ours %lld, wc -l %lld\n", qlonglong(lines), qlonglong(wcLines));
            mismatch = true;
        }
    }

    // 2. first screen
    QStringList firstLines;
    const double coldScreen = timeFirstScreen(path, &firstLines); // first in the process: fonts load here
    double warmScreen = -1;
    for (int i = 0; i < opt.runs; ++i) {
        const double ms = timeFirstScreen(path, &firstLines);
        if (warmScreen < 0 || ms < warmScreen)
            warmScreen = ms;
    }
    row(QStringLiteral("first screen 1600x1000"), warmScreen, QStringLiteral("target"), 100,
        QStringLiteral("<= 1x (100 ms)"));
    row(QStringLiteral("first screen, first in process"), coldScreen, QStringLiteral("target"), 100,
        QStringLiteral("(includes font set-up)"));
    QFile head(path);
    if (head.open(QIODevice::ReadOnly)) {
        const QString firstLine = QString::fromUtf8(head.readLine()).trimmed();
        if (firstLines.value(0) != firstLine) {
            std::printf("  first screen shows the wrong text: %s\n", qPrintable(firstLines.value(0)));
            mismatch = true;
        }
    }

    // 3. literal search
    LogFile file;
    file.setPollInterval(0);
    file.open(path);
    {
        QEventLoop loop;
        if (file.isIndexing()) {
            QObject::connect(&file, &LogFile::indexingFinished, &loop, &QEventLoop::quit);
            loop.exec();
        }
    }
    struct Search {
        QString label;
        QString needle;
        bool ci;
    };
    const Search searches[] = {
        { QStringLiteral("search rare \"%1\"").arg(QLatin1String(RareNeedle)), QLatin1String(RareNeedle), false },
        { QStringLiteral("search common \"%1\"").arg(QLatin1String(CommonNeedle)), QLatin1String(CommonNeedle), false },
        { QStringLiteral("search rare, ignoring case"), QLatin1String(RareNeedle), true },
    };
    double rareMs = -1;
    for (const Search& s : searches) {
        double ours = -1;
        qint64 count = 0;
        for (int i = 0; i < opt.runs; ++i) {
            const double ms = timeSearch(file, s.needle, s.ci ? Qt::CaseInsensitive : Qt::CaseSensitive, &count);
            if (ours < 0 || ms < ours)
                ours = ms;
        }
        if (rareMs < 0)
            rareMs = ours;
        QStringList peerArgs { QStringLiteral("-F"), QStringLiteral("-c") };
        if (s.ci)
            peerArgs << QStringLiteral("-i");
        peerArgs << s.needle << path;
        const auto rgRun = rg.isEmpty() ? std::nullopt : runPeer(rg, peerArgs, opt.runs);
        const auto grepRun = runPeer(grep, peerArgs, opt.runs);
        if (rgRun) {
            row(s.label, ours, QStringLiteral("rg -F -c") + (s.ci ? QStringLiteral(" -i") : QString()), rgRun->ms,
                QStringLiteral("<= 1.5x"));
        } else {
            row(s.label, ours, QStringLiteral("rg: unavailable"), -1, QStringLiteral("(ratio skipped)"));
        }
        row(QString(), ours, QStringLiteral("grep -F -c") + (s.ci ? QStringLiteral(" -i") : QString()),
            grepRun ? grepRun->ms : -1, QString());
        const qint64 peerCount = rgRun ? rgRun->out.toLongLong() : grepRun ? grepRun->out.toLongLong() : count;
        std::printf(
            "  matching lines: ours %lld, %s %lld\n", qlonglong(count), rgRun ? "rg" : "grep", qlonglong(peerCount));
        if (peerCount != count)
            mismatch = true;
    }

    const double mib = double(size) / (1 << 20);
    std::printf("\nIndexing perf %.0f MiB/s (%lld lines, index %.1f MiB)\n", indexMs > 0 ? mib / (indexMs / 1000) : 0.0,
        qlonglong(lines), double(sizeof(quint32) * size_t(lines)) / (1 << 20));
    std::printf("Searching io perf %.0f MiB/s (rare string)\n", rareMs > 0 ? mib / (rareMs / 1000) : 0.0);
    std::printf("threads available: %d\n", QThread::idealThreadCount());
    if (!opt.screenshot.isEmpty()) {
        if (opt.dark) {
            QPalette dark;
            dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
            dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
            dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
            dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
            dark.setColor(QPalette::Text, QColor(0xdc, 0xdc, 0xdc));
            dark.setColor(QPalette::PlaceholderText, QColor(0x80, 0x80, 0x80));
            dark.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
            dark.setColor(QPalette::HighlightedText, Qt::white);
            dark.setColor(QPalette::Mid, QColor(0x50, 0x50, 0x50));
            QApplication::setPalette(dark);
        }
        LogView view;
        view.resize(1600, 1000);
        view.openFile(path);
        QEventLoop loop;
        QObject::connect(&view, &LogView::findResult, &loop, &QEventLoop::quit);
        view.setSearch(QLatin1String(RareNeedle), false);
        view.findNext();
        QTimer::singleShot(10000, &loop, &QEventLoop::quit);
        loop.exec();
        view.setSearch(QStringLiteral("ERROR"), true);
        if (!view.grab().save(opt.screenshot))
            std::fprintf(stderr, "bench_logview: cannot save %s\n", qPrintable(opt.screenshot));
        else
            std::printf("screenshot: %s\n", qPrintable(opt.screenshot));
    }
    if (opt.keep)
        std::printf("kept %s\n", qPrintable(path));
    return mismatch ? 1 : 0;
}
