// SPDX-License-Identifier: MIT
// libFuzzer target for the log file indexer (models/core/logfile*.cpp, lineoffsetindex.cpp, literalsearcher.cpp):
// any bytes (long lines, no final newline, NUL bytes, invalid UTF-8, CR and CRLF) are written to a file that a
// LogFile opens and indexes; its line count, the start, length, bytes and text of every line, and the line of
// every byte offset must agree with a plain reference computed here. A literal drawn from the input is then
// searched for (case-sensitive and case-insensitive, count of all matches and the first one) and compared with a
// plain scan. Findings abort (so libFuzzer saves the input).
//
// Input: byte 0 = length of the search literal (low 4 bits) and its case mode (bit 4); the literal's bytes follow
// (mapped to printable ASCII); the rest is the file.
#include "logfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMetaObject>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

[[noreturn]] void finding(const std::string& what)
{
    std::fprintf(stderr, "fuzz_logfile: %s\n", what.c_str());
    std::abort();
}

struct Reference
{
    std::vector<qint64> starts;
    std::vector<QByteArray> lines; // without '\n' and a '\r' before it
};

Reference reference(const QByteArray& data)
{
    Reference ref;
    qint64 pos = 0;
    while (pos < data.size()) {
        qint64 nl = pos;
        while (nl < data.size() && data[nl] != '\n')
            ++nl;
        QByteArray line = data.mid(pos, nl - pos);
        if (!line.isEmpty() && line.back() == '\r')
            line.chop(1);
        ref.starts.push_back(pos);
        ref.lines.push_back(line);
        pos = nl + 1;
    }
    return ref;
}

char foldAscii(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

/// Non-overlapping matches of `needle` in `data`, scanning left to right; the offset of the first in `first`.
qint64 countMatches(const QByteArray& data, const QByteArray& needle, bool caseSensitive, qint64* first)
{
    *first = -1;
    qint64 count = 0;
    const qint64 n = needle.size();
    for (qint64 i = 0; i + n <= data.size();) {
        bool same = true;
        for (qint64 k = 0; k < n && same; ++k)
            same = caseSensitive ? data[i + k] == needle[k] : foldAscii(data[i + k]) == foldAscii(needle[k]);
        if (same) {
            if (*first < 0)
                *first = i;
            ++count;
            i += n;
        } else {
            ++i;
        }
    }
    return count;
}

/// Waits for a search result of `file` with request id `id`.
pw::LogFile::SearchResult waitFor(pw::LogFile& file, bool all, quint64 id)
{
    pw::LogFile::SearchResult result;
    bool done = false;
    auto onResult = [&](const pw::LogFile::SearchResult& r) {
        if (r.id == id) {
            result = r;
            done = true;
        }
    };
    const QMetaObject::Connection c = all ? QObject::connect(&file, &pw::LogFile::findAllFinished, onResult)
                                          : QObject::connect(&file, &pw::LogFile::findFinished, onResult);
    QElapsedTimer t;
    t.start();
    while (!done && t.elapsed() < 20000)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 10);
    QObject::disconnect(c);
    if (!done)
        finding("a search did not finish within 20 s");
    return result;
}

QString filePath()
{
    static const QString path = QDir::temp().filePath(
        QStringLiteral("fuzz_logfile.%1.log").arg(QCoreApplication::applicationPid()));
    return path;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    if (size == 0)
        return 0;
    const int needleLength = bytes[0] & 0x0f;
    const bool caseSensitive = !(bytes[0] & 0x10);
    if (size < size_t(1 + needleLength))
        return 0;
    QByteArray needle;
    for (int i = 0; i < needleLength; ++i)
        needle.append(char(0x20 + bytes[1 + i] % 95)); // printable ASCII: its UTF-8 is itself
    const QByteArray data(reinterpret_cast<const char*>(bytes) + 1 + needleLength, qsizetype(size) - 1 - needleLength);

    {
        QFile f(filePath());
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(data) != data.size())
            finding("cannot write the temporary file");
    }
    pw::LogFile file;
    file.setPollInterval(0);
    if (!file.open(filePath()))
        finding("open failed: " + file.errorString().toStdString());
    QElapsedTimer t;
    t.start();
    while (file.isIndexing() && t.elapsed() < 20000)
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 10);
    if (file.isIndexing())
        finding("indexing did not finish within 20 s");

    const Reference ref = reference(data);
    const qint64 lines = qint64(ref.lines.size());
    if (file.lineCount() != lines)
        finding("line count " + std::to_string(file.lineCount()) + ", reference " + std::to_string(lines));
    if (file.indexedBytes() != data.size())
        finding("indexed bytes differ from the file size");
    for (qint64 i = 0; i < lines; ++i) {
        const QByteArray& expected = ref.lines[size_t(i)];
        if (file.lineOffset(i) != ref.starts[size_t(i)])
            finding("start of line " + std::to_string(i));
        if (file.lineLength(i) != expected.size())
            finding("length of line " + std::to_string(i));
        bool truncated = false;
        const QByteArray got = file.lineBytes(i, pw::LogFile::MaxLineBytes, &truncated);
        if (expected.size() <= pw::LogFile::MaxLineBytes) {
            if (got != expected || truncated)
                finding("bytes of line " + std::to_string(i));
        } else if (!truncated || got.size() > pw::LogFile::MaxLineBytes || got.size() < pw::LogFile::MaxLineBytes - 3
                   || !expected.startsWith(got)) {
            // a long line is cut at the cap, before a UTF-8 sequence that would straddle it
            finding("bytes of the long line " + std::to_string(i));
        }
        if (file.lineText(i) != QString::fromUtf8(got))
            finding("text of line " + std::to_string(i));
    }
    if (file.lineOffset(lines) != -1 || file.lineLength(lines) != -1 || !file.lineText(lines).isEmpty())
        finding("a line past the end exists");
    for (qint64 off = 0, line = -1; off < data.size(); ++off) {
        while (line + 1 < lines && ref.starts[size_t(line + 1)] <= off)
            ++line;
        if (file.lineAt(off) != line)
            finding("lineAt(" + std::to_string(off) + ") = " + std::to_string(file.lineAt(off)) + ", reference "
                    + std::to_string(line));
    }
    if (file.lineAt(data.size()) != -1 || file.lineAt(-1) != -1)
        finding("lineAt outside the file");

    if (!needle.isEmpty()) {
        qint64 first = -1;
        const qint64 expected = countMatches(data, needle, caseSensitive, &first);
        const Qt::CaseSensitivity cs = caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
        const pw::LogFile::SearchResult all = waitFor(file, true, file.startFindAll(QString::fromLatin1(needle), cs, 4));
        if (!all.error.isEmpty() || all.cancelled)
            finding("find all failed: " + all.error.toStdString());
        if (all.matches != expected)
            finding("find all counted " + std::to_string(all.matches) + ", reference " + std::to_string(expected));
        if (expected > 0 && (all.hits.isEmpty() || all.hits.first() != first))
            finding("find all: first hit differs from the reference");
        const pw::LogFile::SearchResult one =
            waitFor(file, false, file.startFind(QString::fromLatin1(needle), cs, 0, false, false));
        if (one.found != (expected > 0) || (one.found && one.match.offset != first))
            finding("find: first match " + std::to_string(one.found ? one.match.offset : -1) + ", reference "
                    + std::to_string(first));
    }
    return 0;
}
