// SPDX-License-Identifier: MIT
// Log viewer benchmark: a generated, realistic step log (time-stamped lines of varied length, default 64 MiB) in a
// temporary folder, measured side by side with peers in the same run, page cache warm, best of N:
//   - line index: bench_logsearch lines (our LogFile as a small command-line program: open, index every line,
//     print the count) vs wc -l, both started as processes and timed from start to exit. Goal: <= 2x wc -l.
//   - first screen: LogView (offscreen) constructed, opened and painted at 1600x1000 via grab(), in process.
//     Goal: <= 100 ms (a fixed goal, no peer).
//   - literal search, rare, common and ignoring case: bench_logsearch count vs rg -F -c (grep -F -c for reference),
//     all started as processes and timed from start to exit. Goal: <= 1.5x rg.
// The viewer's in-process figures (index and search of a file it already has open) are printed for reference.
// Exit: 0 when measured (goals met or not; rg or wc missing is reported and skipped), 1 when the log cannot be made,
// our search tool is missing or fails, or a count differs from a peer's, 2 usage.
//
//   bench_logview [--size-mib N] [--runs N] [--dir DIR] [--keep] [--screenshot PNG [--dark]] [--logsearch PATH]
// (environment: PW_BENCH_LOG_SIZE_MIB as the default for --size-mib). --screenshot saves the view, scrolled to
// the first rare match with the search highlighted, for a look at it (--dark: with a dark palette).
#include "benchreport.h"
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

#ifndef PW_LOGSEARCH_EXE
#define PW_LOGSEARCH_EXE "bench_logsearch"
#endif

namespace {

struct Options {
    qint64 sizeMiB = 64;
    int runs = 3;
    QString dir;
    QString logsearch = QStringLiteral(PW_LOGSEARCH_EXE);
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
        else if (a == QLatin1String("--logsearch") && i + 1 < args.size())
            opt.logsearch = args.at(++i);
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
                "usage: bench_logview [--size-mib N] [--runs N] [--dir DIR] [--keep] [--screenshot PNG [--dark]] "
                "[--logsearch PATH]\n");
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
    const QString rg = which(QStringLiteral("rg"), QStringLiteral("/usr/bin/rg"));
    const QString grep = which(QStringLiteral("grep"), QStringLiteral("/usr/bin/grep"));
    if (!QFileInfo(opt.logsearch).isExecutable()) {
        std::fprintf(stderr, "bench_logview: our search tool is missing: %s\n", qPrintable(opt.logsearch));
        return 1;
    }
    const auto spawn = runPeer(which(QStringLiteral("true"), QStringLiteral("/usr/bin/true")), {}, opt.runs);
    std::printf("line index and search: each side is a process started the same way and timed from its start to its "
                "exit, count printed\n(ours: %s, on the log viewer's file engine); process start alone (true): %s\n\n",
        qPrintable(opt.logsearch), qPrintable(fmtMs(spawn ? spawn->ms : -1)));
    benchreport::header();

    bool mismatch = false;

    // 1. line index: process start to the line count
    const auto oursLines = runPeer(opt.logsearch, { QStringLiteral("lines"), path }, opt.runs);
    if (!oursLines || oursLines->out.isEmpty()) {
        std::fprintf(stderr, "bench_logview: %s lines failed\n", qPrintable(opt.logsearch));
        return 1;
    }
    const qint64 lines = oursLines->out.toLongLong();
    const auto wcRun = wc.isEmpty() ? std::nullopt : runPeer(wc, { QStringLiteral("-l"), path }, opt.runs);
    benchreport::relative(QStringLiteral("line index (process start to count)"), oursLines->ms, QStringLiteral("wc -l"),
        wcRun ? wcRun->ms : -1, "ms", 2.0, QStringLiteral("wc not found"));
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
    benchreport::absolute(QStringLiteral("first screen 1600x1000 (in process)"), warmScreen,
        QStringLiteral("(fixed goal)"), -1, "ms", 100.0);
    QFile head(path);
    if (head.open(QIODevice::ReadOnly)) {
        const QString firstLine = QString::fromUtf8(head.readLine()).trimmed();
        if (firstLines.value(0) != firstLine) {
            std::printf("  first screen shows the wrong text: %s\n", qPrintable(firstLines.value(0)));
            mismatch = true;
        }
    }

    // 3. literal search: process start to the count of matching lines
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
    QStringList references;
    double rareMs = -1;
    QList<qint64> counts;
    for (const Search& s : searches) {
        QStringList oursArgs { QStringLiteral("count") };
        QStringList peerArgs { QStringLiteral("-F"), QStringLiteral("-c") };
        if (s.ci) {
            oursArgs << QStringLiteral("-i");
            peerArgs << QStringLiteral("-i");
        }
        oursArgs << s.needle << path;
        peerArgs << s.needle << path;
        const auto ours = runPeer(opt.logsearch, oursArgs, opt.runs);
        if (!ours || ours->out.isEmpty()) {
            std::fprintf(stderr, "bench_logview: %s count failed\n", qPrintable(opt.logsearch));
            return 1;
        }
        const qint64 count = ours->out.toLongLong();
        counts << count;
        if (rareMs < 0)
            rareMs = ours->ms;
        const auto rgRun = rg.isEmpty() ? std::nullopt : runPeer(rg, peerArgs, opt.runs);
        const auto grepRun = grep.isEmpty() ? std::nullopt : runPeer(grep, peerArgs, opt.runs);
        const QString flags = s.ci ? QStringLiteral(" -i") : QString();
        benchreport::relative(s.label + QStringLiteral(" (process)"), ours->ms, QStringLiteral("rg -F -c") + flags,
            rgRun ? rgRun->ms : -1, "ms", 1.5, QStringLiteral("rg (ripgrep) not installed"));
        if (grepRun)
            references << QStringLiteral("  %1: grep -F -c%2 %3 (ours %4)")
                              .arg(s.label, flags, fmtMs(grepRun->ms), fmtRatio(ours->ms, grepRun->ms));
        std::printf("  matching lines: ours %lld", qlonglong(count));
        for (const auto& [name, run] : { std::pair { "rg", rgRun }, std::pair { "grep", grepRun } }) {
            if (!run)
                continue;
            std::printf(", %s %lld", name, qlonglong(run->out.toLongLong()));
            if (run->out.toLongLong() != count)
                mismatch = true;
        }
        std::printf("\n");
    }

    // for reference, no peer runs this way: the viewer's own figures inside the process, on a file already open
    double indexMs = -1;
    for (int i = 0; i < opt.runs; ++i) {
        qint64 n = 0;
        const double ms = timeIndex(path, &n);
        if (indexMs < 0 || ms < indexMs)
            indexMs = ms;
    }
    LogFile file;
    file.setPollInterval(0);
    file.open(path);
    if (file.isIndexing()) {
        QEventLoop loop;
        QObject::connect(&file, &LogFile::indexingFinished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    std::printf("\nfor reference (in process, no peer measured this way):\n");
    std::printf("  line index of an open file %s; first screen as the first in the process %s (font set-up)\n",
        qPrintable(fmtMs(indexMs)), qPrintable(fmtMs(coldScreen)));
    for (int k = 0; k < int(std::size(searches)); ++k) {
        const Search& s = searches[k];
        double ours = -1;
        qint64 count = 0;
        for (int i = 0; i < opt.runs; ++i) {
            const double ms = timeSearch(file, s.needle, s.ci ? Qt::CaseInsensitive : Qt::CaseSensitive, &count);
            if (ours < 0 || ms < ours)
                ours = ms;
        }
        std::printf("  %s in the open, indexed file: %s\n", qPrintable(s.label), qPrintable(fmtMs(ours)));
        if (count != counts.value(k))
            mismatch = true;
    }
    if (!references.isEmpty())
        std::printf(
            "  the searches against grep, started like rg:\n%s\n", qPrintable(references.join(QLatin1Char('\n'))));

    const double mib = double(size) / (1 << 20);
    std::printf("\nIndexing in process %.0f MiB/s (%lld lines, index %.1f MiB)\n",
        indexMs > 0 ? mib / (indexMs / 1000) : 0.0, qlonglong(lines),
        double(sizeof(quint32) * size_t(lines)) / (1 << 20));
    std::printf(
        "Searching %.0f MiB/s (rare string, process start included)\n", rareMs > 0 ? mib / (rareMs / 1000) : 0.0);
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
    benchreport::summary("bench_logview");
    if (mismatch)
        std::fprintf(stderr, "bench_logview: a count differs from its peer's; the figures above are not comparable\n");
    return mismatch ? 1 : 0;
}
