// SPDX-License-Identifier: MIT
// A small command-line front end to the log viewer's file engine (LogFile), so that bench_logview can start it as
// a process exactly as it starts `wc -l`, `rg -F -c` and `grep -F -c`: from process start to the printed count.
//
//   bench_logsearch lines FILE              open, index every line, print the line count (like wc -l)
//   bench_logsearch count [-i] TEXT FILE    open, count the lines holding TEXT (like rg -F -c / grep -F -c)
// A search needs no line index, so `count` stops the indexing that opening starts and searches the mapped file.
// Exit: 0 done, 2 usage, 1 the file cannot be read.
#include "logfile.h"

#include <QCoreApplication>
#include <QEventLoop>

#include <cstdio>

using namespace pw;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const bool lines = args.size() == 3 && args[1] == QLatin1String("lines");
    const bool count = (args.size() == 4 || (args.size() == 5 && args[2] == QLatin1String("-i")))
        && args[1] == QLatin1String("count");
    if (!lines && !count) {
        std::fprintf(stderr, "usage: bench_logsearch lines FILE | count [-i] TEXT FILE\n");
        return 2;
    }
    LogFile file;
    file.setPollInterval(0);
    if (!file.open(args.last())) {
        std::fprintf(stderr, "bench_logsearch: %s\n", qPrintable(file.errorString()));
        return 1;
    }
    QEventLoop loop;
    if (lines) {
        if (file.isIndexing()) {
            QObject::connect(&file, &LogFile::indexingFinished, &loop, &QEventLoop::quit);
            loop.exec();
        }
        std::printf("%lld\n", static_cast<long long>(file.lineCount()));
        return 0;
    }
    file.cancelIndexing();
    const bool ci = args.size() == 5;
    const quint64 id = file.startFindAll(args[args.size() - 2], ci ? Qt::CaseInsensitive : Qt::CaseSensitive, 0);
    LogFile::SearchResult result;
    QObject::connect(&file, &LogFile::findAllFinished, &loop, [&](const LogFile::SearchResult& r) {
        if (r.id == id) {
            result = r;
            loop.quit();
        }
    });
    loop.exec();
    if (!result.error.isEmpty()) {
        std::fprintf(stderr, "bench_logsearch: %s\n", qPrintable(result.error));
        return 1;
    }
    std::printf("%lld\n", static_cast<long long>(result.matchingLines));
    return 0;
}
