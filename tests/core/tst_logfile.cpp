// SPDX-License-Identifier: MIT
// LogFile: line index against a reference split, live growth, truncation and replacement, reads of a file cut
// off under its mapping, literal search against a naive reference.
#include "logfile.h"
#if defined(__x86_64__) || defined(__i386__)
#include "cpufeatures.h"
#endif

#include <QFile>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace pw;

namespace {

struct Reference {
    QList<qint64> starts;
    QList<QByteArray> lines;
};

Reference reference(const QByteArray& data)
{
    Reference ref;
    qint64 pos = 0;
    while (pos < data.size()) {
        const qint64 nl = data.indexOf('\n', pos);
        const qint64 end = nl < 0 ? data.size() : nl;
        QByteArray line = data.mid(pos, end - pos);
        if (line.endsWith('\r'))
            line.chop(1);
        ref.starts.append(pos);
        ref.lines.append(line);
        pos = nl < 0 ? data.size() : nl + 1;
    }
    return ref;
}

bool writeFile(const QString& path, const QByteArray& data, QIODevice::OpenMode mode = QIODevice::WriteOnly)
{
    QFile f(path);
    if (!f.open(mode))
        return false;
    return f.write(data) == data.size();
}

bool waitIndexed(LogFile& file, int ms = 20000)
{
    if (!file.isIndexing())
        return true;
    QSignalSpy spy(&file, &LogFile::indexingFinished);
    return spy.wait(ms) || !file.isIndexing();
}

LogFile::SearchResult waitResult(LogFile& file, quint64 id, bool all)
{
    QSignalSpy spy(&file, all ? &LogFile::findAllFinished : &LogFile::findFinished);
    for (int i = 0; i < 200; ++i) {
        for (const QList<QVariant>& args : std::as_const(spy)) {
            const auto r = args.at(0).value<LogFile::SearchResult>();
            if (r.id == id)
                return r;
        }
        spy.wait(100);
    }
    LogFile::SearchResult none;
    none.error = QStringLiteral("timed out");
    return none;
}

/// Random log-like text: lines of 0..maxLine bytes from `alphabet`, with the chosen line ending.
QByteArray randomText(QRandomGenerator& rng, qint64 approxBytes, int maxLine, bool crlf, bool trailingNewline,
    const QByteArray& alphabet = QByteArrayLiteral("abcdefghij ERRORinfo:0123456789"))
{
    QByteArray out;
    out.reserve(approxBytes + maxLine + 2);
    while (out.size() < approxBytes) {
        const int len = int(rng.bounded(maxLine + 1));
        for (int i = 0; i < len; ++i)
            out.append(alphabet.at(int(rng.bounded(int(alphabet.size())))));
        out.append(crlf ? "\r\n" : "\n");
    }
    if (!trailingNewline) {
        while (out.endsWith('\n') || out.endsWith('\r'))
            out.chop(1);
        out.append("tail without newline");
    }
    return out;
}

/// Lines of random words, some of which the search tests look for.
QByteArray randomWords(QRandomGenerator& rng, qint64 approxBytes)
{
    static const char* const words[] = { "ERROR", "error", "Error:", "info:9", "Info:12", "INFO:123", "warn", "a", "bb",
        "ccc", "000", "j", "x=1", "\xE2\x80\x94", "ERRORERROR", "info:99" };
    QByteArray out;
    out.reserve(approxBytes + 200);
    while (out.size() < approxBytes) {
        const int n = int(rng.bounded(12));
        for (int i = 0; i < n; ++i) {
            out.append(words[rng.bounded(int(std::size(words)))]);
            out.append(rng.bounded(4) == 0 ? "" : " ");
        }
        out.append('\n');
    }
    out.append("last line without newline ERROR");
    return out;
}

void checkAgainstReference(LogFile& file, const QByteArray& data)
{
    const Reference ref = reference(data);
    QCOMPARE(file.lineCount(), qint64(ref.lines.size()));
    QCOMPARE(file.indexedBytes(), qint64(data.size()));
    for (qsizetype i = 0; i < ref.lines.size(); ++i) {
        QCOMPARE(file.lineOffset(i), ref.starts.at(i));
        QCOMPARE(file.lineLength(i), qint64(ref.lines.at(i).size()));
        bool truncated = true;
        const QByteArray bytes = file.lineBytes(i, LogFile::MaxLineBytes, &truncated);
        QCOMPARE(truncated, ref.lines.at(i).size() > LogFile::MaxLineBytes);
        if (!truncated && bytes != ref.lines.at(i))
            QFAIL(qPrintable(QStringLiteral("line %1 differs").arg(i)));
    }
    QCOMPARE(file.lineOffset(ref.lines.size()), qint64(-1));
    QCOMPARE(file.lineText(ref.lines.size()), QString());
    // line containing an offset
    QRandomGenerator rng(7);
    for (int probe = 0; probe < 2000 && !data.isEmpty(); ++probe) {
        const qint64 off = rng.bounded(qint64(data.size()));
        const auto it = std::upper_bound(ref.starts.begin(), ref.starts.end(), off);
        const qint64 expected = qint64(it - ref.starts.begin()) - 1;
        if (file.lineAt(off) != expected)
            QFAIL(qPrintable(
                QStringLiteral("lineAt(%1) = %2, expected %3").arg(off).arg(file.lineAt(off)).arg(expected)));
    }
    QCOMPARE(file.lineAt(data.size()), qint64(-1));
    QCOMPARE(file.lineAt(-1), qint64(-1));
}

/// Non-overlapping matches and the lines holding them, the slow obvious way.
struct Counts {
    qint64 matches = 0;
    qint64 lines = 0;
    QList<qint64> offsets;
};

Counts naiveCount(const QByteArray& data, const QByteArray& needle, bool caseSensitive)
{
    Counts c;
    const QByteArray hay = caseSensitive ? data : data.toLower();
    const QByteArray n = caseSensitive ? needle : needle.toLower();
    qint64 lastLine = -1;
    for (qint64 pos = hay.indexOf(n); pos >= 0; pos = hay.indexOf(n, pos + n.size())) {
        ++c.matches;
        c.offsets.append(pos);
        const qint64 lineStart = pos == 0 ? 0 : hay.lastIndexOf('\n', pos - 1) + 1;
        if (lineStart != lastLine) {
            ++c.lines;
            lastLine = lineStart;
        }
    }
    return c;
}

} // namespace

class TestLogFile : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void avx2IsAskedAsTheCompilerWould()
    {
#if defined(__x86_64__) || defined(__i386__)
        // the project's own probe (no constructor at start) answers as libgcc's does
        QCOMPARE(pw::hasAvx2(), bool(__builtin_cpu_supports("avx2")));
#else
        QSKIP("AVX2 is an x86 feature");
#endif
    }

    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void indexMatchesReference_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<int>("maxLine");
        QTest::addColumn<bool>("crlf");
        QTest::addColumn<bool>("trailingNewline");
        QTest::newRow("small") << qint64(300) << 20 << false << true;
        QTest::newRow("small-no-trailing-newline") << qint64(300) << 20 << false << false;
        QTest::newRow("crlf") << qint64(5000) << 60 << true << true;
        QTest::newRow("crlf-no-trailing-newline") << qint64(5000) << 60 << true << false;
        QTest::newRow("empty-lines") << qint64(4000) << 1 << false << true;
        QTest::newRow("beyond-head") << qint64(3 << 20) << 200 << false << false; // worker thread indexes most
        QTest::newRow("several-blocks") << qint64(11 << 20) << 120 << true << true;
        QTest::newRow("long-lines") << qint64(2 << 20) << 150000 << false << true;
    }

    void indexMatchesReference()
    {
        QFETCH(qint64, bytes);
        QFETCH(int, maxLine);
        QFETCH(bool, crlf);
        QFETCH(bool, trailingNewline);
        QRandomGenerator rng(static_cast<quint32>(bytes + maxLine));
        const QByteArray data = randomText(rng, bytes, maxLine, crlf, trailingNewline);
        const QString p = path(QStringLiteral("ref-%1.log").arg(QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY(writeFile(p, data));
        LogFile file;
        file.setPollInterval(0);
        QVERIFY2(file.open(p), qPrintable(file.errorString()));
        // the head is indexed before open() returns
        QVERIFY(file.lineCount() > 0);
        QCOMPARE(file.lineText(0), QString::fromUtf8(reference(data).lines.first().left(LogFile::MaxLineBytes)));
        QVERIFY(waitIndexed(file));
        checkAgainstReference(file, data);
    }

    void progressSignals()
    {
        QRandomGenerator rng(11);
        const QByteArray data = randomText(rng, 24 << 20, 100, false, true);
        const QString p = path(QStringLiteral("progress.log"));
        QVERIFY(writeFile(p, data));
        LogFile file;
        file.setPollInterval(0);
        QSignalSpy lines(&file, &LogFile::lineCountChanged);
        QSignalSpy progress(&file, &LogFile::indexingProgress);
        QVERIFY(file.open(p));
        QVERIFY(waitIndexed(file));
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().at(0).toLongLong(), qint64(data.size()));
        QCOMPARE(progress.last().at(1).toLongLong(), qint64(data.size()));
        QVERIFY(!lines.isEmpty());
        QCOMPARE(lines.last().at(0).toLongLong(), file.lineCount());
        // counts only ever grow while indexing
        qint64 previous = 0;
        for (const auto& args : std::as_const(lines)) {
            QVERIFY(args.at(0).toLongLong() >= previous);
            previous = args.at(0).toLongLong();
        }
        QCOMPARE(file.estimatedLineCount(), file.lineCount());
    }

    void cancelAndResumeIndexing()
    {
        QRandomGenerator rng(17);
        const QByteArray data = randomText(rng, 64 << 20, 60, false, true);
        const QString p = path(QStringLiteral("pause.log"));
        QVERIFY(writeFile(p, data));
        LogFile file;
        file.setPollInterval(0);
        QSignalSpy cancelled(&file, &LogFile::indexingCancelled);
        QVERIFY(file.open(p));
        QVERIFY(file.isIndexing());
        file.cancelIndexing();
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!file.isIndexing());
        QVERIFY(file.isIndexingCancelled());
        const qint64 partial = file.lineCount();
        QVERIFY(partial > 0);
        QVERIFY(file.indexedBytes() < qint64(data.size()));
        // what is indexed is right
        const Reference ref = reference(data);
        QVERIFY(partial < ref.lines.size());
        QCOMPARE(file.lineText(partial - 1), QString::fromUtf8(ref.lines.at(partial - 1)));
        QCOMPARE(file.lineAt(file.indexedBytes()), qint64(-1));
        // growth is not indexed while cancelled
        QVERIFY(writeFile(p, "appended\n", QIODevice::Append));
        file.checkForChanges();
        QVERIFY(!file.isIndexing());
        file.resumeIndexing();
        QVERIFY(file.isIndexing());
        QVERIFY(waitIndexed(file));
        QVERIFY(!file.isIndexingCancelled());
        checkAgainstReference(file, data + "appended\n");
    }

    void searchResultsOfOldContentsAreDropped()
    {
        const QString p = path(QStringLiteral("stale.log"));
        QRandomGenerator rng(19);
        QVERIFY(writeFile(p, randomWords(rng, 8 << 20)));
        LogFile file;
        file.setPollInterval(0);
        QVERIFY(file.open(p));
        const quint64 id = file.startFindAll(QStringLiteral("ERROR"), Qt::CaseSensitive, 10);
        QVERIFY(writeFile(p, "short ERROR\n", QIODevice::WriteOnly | QIODevice::Truncate));
        file.checkForChanges(); // reopened while the search may still run
        const auto r = waitResult(file, id, true);
        QVERIFY(r.cancelled);
        QVERIFY(!r.found);
        QVERIFY(r.hits.isEmpty());
        const auto fresh = waitResult(file, file.startFindAll(QStringLiteral("ERROR"), Qt::CaseSensitive, 10), true);
        QCOMPARE(fresh.matches, qint64(1));
        QCOMPARE(fresh.hits, QList<qint64> { 6 });
    }

    void fileLargerThan4GiB()
    {
        // A sparse file of 4.5 GiB (a few KiB on disk): lines at the start, at 4 GiB + 1 MiB and at the end, so that
        // every offset past 32 bits is exercised. Indexing it reads 4.5 GiB of holes (about 13 s here, mostly the
        // kernel handing out zero pages), which is worth it: offsets past 4 GiB are where logs of long runs go.
        const QString p = path(QStringLiteral("huge.log"));
        const qint64 far = (qint64(4) << 30) + (1 << 20);
        const qint64 size = (qint64(9) << 29);
        {
            QFile f(p);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.write("first line\n") == 11);
            QVERIFY(f.seek(far));
            QVERIFY(f.write("\nbeyond four GiB\n") == 17);
            QVERIFY(f.resize(size - 5));
            QVERIFY(f.seek(size - 5));
            QVERIFY(f.write("\nend\n") == 5);
        }
        LogFile file;
        file.setPollInterval(0);
        QVERIFY(file.open(p));
        QCOMPARE(file.size(), size);
        QVERIFY(waitIndexed(file, 120000));
        QCOMPARE(file.lineCount(), qint64(5));
        QCOMPARE(file.lineText(0), QStringLiteral("first line"));
        QCOMPARE(file.lineOffset(2), far + 1);
        QCOMPARE(file.lineText(2), QStringLiteral("beyond four GiB"));
        QCOMPARE(file.lineText(4), QStringLiteral("end"));
        QCOMPARE(file.lineAt(far + 5), qint64(2));
        QCOMPARE(file.lineAt(size - 2), qint64(4));
        const auto r
            = waitResult(file, file.startFind(QStringLiteral("four gib"), Qt::CaseInsensitive, 0, false), false);
        QVERIFY(r.found);
        QCOMPARE(r.match.offset, far + 8);
        QCOMPARE(r.match.line, qint64(2));
        const auto back
            = waitResult(file, file.startFind(QStringLiteral("first"), Qt::CaseSensitive, size, true), false);
        QCOMPARE(back.match.offset, qint64(0));
    }

    void emptyFile()
    {
        const QString p = path(QStringLiteral("empty.log"));
        QVERIFY(writeFile(p, {}));
        LogFile file;
        file.setPollInterval(0);
        QVERIFY(file.open(p));
        QVERIFY(!file.isIndexing());
        QCOMPARE(file.size(), qint64(0));
        QCOMPARE(file.lineCount(), qint64(0));
        QCOMPARE(file.lineText(0), QString());
        QCOMPARE(file.lineAt(0), qint64(-1));
        const quint64 id = file.startFind(QStringLiteral("x"), Qt::CaseSensitive, 0, false);
        QVERIFY(!waitResult(file, id, false).found);

        // an empty file that gets its first line
        QVERIFY(writeFile(p, "first\n", QIODevice::Append));
        file.checkForChanges();
        QVERIFY(waitIndexed(file));
        QCOMPARE(file.lineCount(), qint64(1));
        QCOMPARE(file.lineText(0), QStringLiteral("first"));
    }

    void singleNewline()
    {
        const QString p = path(QStringLiteral("newline.log"));
        QVERIFY(writeFile(p, "\n"));
        LogFile file;
        QVERIFY(file.open(p));
        QVERIFY(waitIndexed(file));
        QCOMPARE(file.lineCount(), qint64(1));
        QCOMPARE(file.lineText(0), QString());
    }

    void hugeSingleLine()
    {
        // 3 MiB without a newline; a 3-byte character straddles the display cap
        QByteArray data(3 << 20, 'x');
        data.replace(LogFile::MaxLineBytes - 1, 3, "\xE2\x82\xAC"); // €
        const QString p = path(QStringLiteral("oneline.log"));
        QVERIFY(writeFile(p, data));
        LogFile file;
        file.setPollInterval(0);
        QVERIFY(file.open(p));
        QVERIFY(waitIndexed(file));
        QCOMPARE(file.lineCount(), qint64(1));
        QCOMPARE(file.lineLength(0), qint64(data.size()));
        QCOMPARE(file.maxLineLength(), qint64(data.size()));
        bool truncated = false;
        const QString text = file.lineText(0, &truncated);
        QVERIFY(truncated);
        // cut before the euro sign, not inside it: no replacement character at the end
        QCOMPARE(text.size(), qsizetype(LogFile::MaxLineBytes - 1));
        QVERIFY(!text.contains(QChar(0xFFFD)));
        QCOMPARE(file.lineBytes(0, 10), QByteArray("xxxxxxxxxx"));

        const quint64 id = file.startFind(QStringLiteral("€"), Qt::CaseSensitive, 0, false);
        const auto r = waitResult(file, id, false);
        QVERIFY(r.found);
        QCOMPARE(r.match.offset, LogFile::MaxLineBytes - 1);
        QCOMPARE(r.match.length, qint64(3));
        QCOMPARE(r.match.line, qint64(0));
    }

    void crlfAndControlBytes()
    {
        const QByteArray data("one\r\ntwo\rstill two\r\n\r\nfour\r");
        const QString p = path(QStringLiteral("crlf.log"));
        QVERIFY(writeFile(p, data));
        LogFile file;
        QVERIFY(file.open(p));
        QVERIFY(waitIndexed(file));
        QCOMPARE(file.lineCount(), qint64(4));
        QCOMPARE(file.lineText(0), QStringLiteral("one"));
        QCOMPARE(file.lineText(1), QStringLiteral("two\rstill two"));
        QCOMPARE(file.lineText(2), QString());
        QCOMPARE(file.lineText(3), QStringLiteral("four"));
        QCOMPARE(file.lineLength(1), qint64(13));
    }

    void invalidUtf8()
    {
        QByteArray data("ok line\n");
        data += QByteArray("bad \xFF\xFE bytes \xC3 then ERROR \xE2\x82 end\n");
        data += QByteArray("nul \0 inside\n", 13);
        data += "\xF0\x9F\x98\x80 emoji\n";
        const QString p = path(QStringLiteral("invalid.log"));
        QVERIFY(writeFile(p, data));
        LogFile file;
        QVERIFY(file.open(p));
        QVERIFY(waitIndexed(file));
        QCOMPARE(file.lineCount(), qint64(4));
        const QString bad = file.lineText(1);
        QVERIFY(bad.contains(QChar(0xFFFD)));
        QVERIFY(bad.contains(QStringLiteral("ERROR")));
        QVERIFY(bad.startsWith(QStringLiteral("bad ")));
        QCOMPARE(file.lineText(2), QString::fromUtf8("nul \0 inside", 12));
        QCOMPARE(file.lineText(3), QString::fromUtf8("\xF0\x9F\x98\x80 emoji"));

        // searching runs over the invalid bytes
        const quint64 id = file.startFindAll(QStringLiteral("error"), Qt::CaseInsensitive, 10);
        const auto r = waitResult(file, id, true);
        QCOMPARE(r.matches, qint64(1));
        QCOMPARE(file.lineAt(r.hits.value(0)), qint64(1));
        // and so does the text path (non-ASCII, case-insensitive)
        const quint64 id2 = file.startFindAll(QStringLiteral("😀 EMOJI"), Qt::CaseInsensitive, 10);
        const auto r2 = waitResult(file, id2, true);
        QCOMPARE(r2.matches, qint64(1));
        QCOMPARE(r2.hits.value(0), file.lineOffset(3));
    }

    void lineIndexBeyond4GiB()
    {
        // offsets as a file larger than 4 GiB produces them: several chunks, gaps wider than 32 bits
        LineOffsetIndex index;
        std::vector<quint64> offsets;
        quint64 off = 0;
        QRandomGenerator rng(3);
        for (int i = 0; i < 200000; ++i) {
            offsets.push_back(off);
            off += (i % 50000 == 49999) ? (quint64(5) << 30) : 1 + rng.bounded(120000);
        }
        index.append(offsets.data(), 1000, offsets[999], false);
        index.append(offsets.data() + 1000, qsizetype(offsets.size() - 1000), off, true);
        QCOMPARE(index.count(), qint64(offsets.size()));
        QVERIFY(offsets.back() > (quint64(16) << 30));
        for (qsizetype i = 0; i < qsizetype(offsets.size()); i += 7)
            QCOMPARE(index.at(i), offsets[size_t(i)]);
        QCOMPARE(index.at(qint64(offsets.size()) - 1), offsets.back());
        for (int probe = 0; probe < 5000; ++probe) {
            const qsizetype i = qsizetype(rng.bounded(quint32(offsets.size())));
            const quint64 o = offsets[size_t(i)]
                + (i + 1 < qsizetype(offsets.size()) ? rng.bounded(offsets[size_t(i) + 1] - offsets[size_t(i)]) : 10);
            QCOMPARE(index.lastAtOrBefore(o), qint64(i));
        }
        QCOMPARE(index.state().maxGap, quint64(5) << 30);
        QVERIFY(index.state().reachedEnd);
        QVERIFY(index.memoryBytes() < qint64(offsets.size()) * 6);
    }

    void growthAndTail()
    {
        const QString p = path(QStringLiteral("grow.log"));
        QByteArray data("line 1\nline 2\npartial");
        QVERIFY(writeFile(p, data));
        LogFile file;
        file.setPollInterval(0);
        QVERIFY(file.open(p));
        QVERIFY(waitIndexed(file));
        QCOMPARE(file.lineCount(), qint64(3));
        QCOMPARE(file.lineText(2), QStringLiteral("partial"));

        QSignalSpy grown(&file, &LogFile::grown);
        QSignalSpy reset(&file, &LogFile::reset);
        QSignalSpy lines(&file, &LogFile::lineCountChanged);
        QVERIFY(writeFile(p, " line 3 done\nline 4\r\n", QIODevice::Append));
        data += " line 3 done\nline 4\r\n";
        file.checkForChanges();
        QCOMPARE(grown.size(), 1);
        QVERIFY(waitIndexed(file));
        QCOMPARE(reset.size(), 0);
        checkAgainstReference(file, data);
        QCOMPARE(file.lineText(2), QStringLiteral("partial line 3 done"));
        QCOMPARE(lines.last().at(0).toLongLong(), qint64(4));

        // a large append goes through the worker again
        QRandomGenerator rng(5);
        const QByteArray more = randomText(rng, 6 << 20, 90, false, true);
        QVERIFY(writeFile(p, more, QIODevice::Append));
        data += more;
        file.checkForChanges();
        QVERIFY(file.isIndexing());
        QVERIFY(waitIndexed(file));
        checkAgainstReference(file, data);

        // the poll timer notices growth by itself
        file.setPollInterval(20);
        QVERIFY(writeFile(p, "polled line\n", QIODevice::Append));
        QTRY_COMPARE(file.lineText(file.lineCount() - 1), QStringLiteral("polled line"));
    }

    void truncationResets()
    {
        const QString p = path(QStringLiteral("trunc.log"));
        QVERIFY(writeFile(p, "aaaa\nbbbb\ncccc\ndddd\n"));
        LogFile file;
        file.setPollInterval(0);
        QVERIFY(file.open(p));
        QVERIFY(waitIndexed(file));
        QCOMPARE(file.lineCount(), qint64(4));
        QSignalSpy reset(&file, &LogFile::reset);
        // truncated in place (copytruncate), then written again
        QVERIFY(writeFile(p, "new 1\n", QIODevice::WriteOnly | QIODevice::Truncate));
        file.checkForChanges();
        QCOMPARE(reset.size(), 1);
        QVERIFY(waitIndexed(file));
        QCOMPARE(file.lineCount(), qint64(1));
        QCOMPARE(file.lineText(0), QStringLiteral("new 1"));

        // rewritten beyond the old size: the head no longer matches, so it is not taken as growth
        QVERIFY(writeFile(
            p, "other content that is longer than before\nsecond\n", QIODevice::WriteOnly | QIODevice::Truncate));
        file.checkForChanges();
        QCOMPARE(reset.size(), 2);
        QVERIFY(waitIndexed(file));
        QCOMPARE(file.lineCount(), qint64(2));
        QCOMPARE(file.lineText(0), QStringLiteral("other content that is longer than before"));
    }

    void rotationResets()
    {
        const QString p = path(QStringLiteral("rotate.log"));
        QVERIFY(writeFile(p, "old 1\nold 2\n"));
        LogFile file;
        file.setPollInterval(0);
        QVERIFY(file.open(p));
        QVERIFY(waitIndexed(file));
        QSignalSpy reset(&file, &LogFile::reset);
        QVERIFY(QFile::rename(p, p + QStringLiteral(".1")));
        file.checkForChanges(); // gone: keeps what it has
        QCOMPARE(reset.size(), 0);
        QCOMPARE(file.lineText(1), QStringLiteral("old 2"));
        QVERIFY(writeFile(p, "fresh 1\nfresh 2\nfresh 3\n"));
        file.checkForChanges();
        QCOMPARE(reset.size(), 1);
        QVERIFY(waitIndexed(file));
        QCOMPARE(file.lineCount(), qint64(3));
        QCOMPARE(file.lineText(2), QStringLiteral("fresh 3"));
    }

    void truncatedUnderMappingDoesNotCrash()
    {
        // Reading pages of a mapping whose file was cut off raises SIGBUS; the read must fail softly instead.
        const QString p = path(QStringLiteral("cut.log"));
        QRandomGenerator rng(9);
        const QByteArray data = randomText(rng, 8 << 20, 100, false, true);
        QVERIFY(writeFile(p, data));
        LogFile file;
        file.setPollInterval(0);
        QVERIFY(file.open(p));
        QVERIFY(waitIndexed(file));
        const qint64 lines = file.lineCount();
        const qint64 probe = lines - 10;
        QCOMPARE(file.lineBytes(probe), reference(data).lines.at(probe));
        {
            QFile cut(p);
            QVERIFY(cut.open(QIODevice::ReadWrite));
            QVERIFY(cut.resize(4096));
        }
        QSignalSpy reset(&file, &LogFile::reset);
        QCOMPARE(file.lineText(probe), QString()); // no crash, no text
        QCOMPARE(file.bytes(file.lineOffset(probe), 100), QByteArray());
        // the failed read schedules a check, which reopens the shorter file
        QTRY_COMPARE(reset.size(), 1);
        QVERIFY(waitIndexed(file));
        QVERIFY(file.lineCount() < lines);
        QCOMPARE(file.size(), qint64(4096));
        checkAgainstReference(file, data.left(4096));
    }

    void literalSearcherAgainstNaive()
    {
        QRandomGenerator rng(42);
        const QByteArray alphabet("abAB-c \n");
        int checked = 0;
        for (int round = 0; round < 400; ++round) {
            const int hayLen = int(rng.bounded(300));
            QByteArray hay;
            for (int i = 0; i < hayLen; ++i)
                hay.append(alphabet.at(int(rng.bounded(int(alphabet.size())))));
            const int k = 1 + int(rng.bounded(round % 3 == 0 ? 40 : 5));
            QByteArray needle;
            for (int i = 0; i < k; ++i)
                needle.append(alphabet.at(int(rng.bounded(int(alphabet.size())))));
            for (const bool cs : { true, false }) {
                const LiteralSearcher s(needle, cs);
                const QByteArray h = cs ? hay : hay.toLower();
                const QByteArray n = cs ? needle : needle.toLower();
                const char* begin = hay.constData();
                const char* end = begin + hay.size();
                qint64 pos = 0;
                while (true) {
                    const qint64 expected = h.indexOf(n, pos);
                    const char* got = s.find(begin + pos, end);
                    if (expected < 0) {
                        QVERIFY2(
                            !got, qPrintable(QStringLiteral("false match of %1").arg(QString::fromLatin1(needle))));
                        break;
                    }
                    QVERIFY2(got,
                        qPrintable(QStringLiteral("missed %1 at %2").arg(QString::fromLatin1(needle)).arg(expected)));
                    QCOMPARE(qint64(got - begin), expected);
                    QVERIFY(s.matchesAt(got));
                    pos = expected + 1;
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 500);
        QVERIFY(!LiteralSearcher(QByteArray(), true).find("abc", "abc" + 3));
    }

    void findForwardBackwardWrap()
    {
        const QByteArray data("alpha\nneedle one\nbeta\nNEEDLE two\ngamma\nneedle three\n");
        const QString p = path(QStringLiteral("find.log"));
        QVERIFY(writeFile(p, data));
        LogFile file;
        QVERIFY(file.open(p));
        QVERIFY(waitIndexed(file));
        const QString needle = QStringLiteral("needle");
        const qint64 first = data.indexOf("needle one");
        const qint64 second = data.indexOf("NEEDLE two");
        const qint64 third = data.indexOf("needle three");

        auto find = [&](Qt::CaseSensitivity cs, qint64 from, bool backward, bool wrap = true) {
            return waitResult(file, file.startFind(needle, cs, from, backward, wrap), false);
        };
        auto r = find(Qt::CaseSensitive, 0, false);
        QVERIFY(r.found);
        QCOMPARE(r.match.offset, first);
        QCOMPARE(r.match.line, qint64(1));
        QCOMPARE(r.match.length, qint64(6));
        QVERIFY(!r.wrapped);
        r = find(Qt::CaseSensitive, first + 1, false);
        QCOMPARE(r.match.offset, third);
        r = find(Qt::CaseInsensitive, first + 1, false);
        QCOMPARE(r.match.offset, second);
        QCOMPARE(r.match.line, qint64(3));
        // wrapping past the end
        r = find(Qt::CaseSensitive, third + 1, false);
        QVERIFY(r.found);
        QVERIFY(r.wrapped);
        QCOMPARE(r.match.offset, first);
        QVERIFY(!find(Qt::CaseSensitive, third + 1, false, false).found);
        // backward: matches starting before `from`
        r = find(Qt::CaseInsensitive, third, true);
        QCOMPARE(r.match.offset, second);
        r = find(Qt::CaseSensitive, third, true);
        QCOMPARE(r.match.offset, first);
        r = find(Qt::CaseSensitive, first, true);
        QVERIFY(r.wrapped);
        QCOMPARE(r.match.offset, third);
        QVERIFY(!find(Qt::CaseSensitive, first, true, false).found);
        // nothing to find
        QVERIFY(
            !waitResult(file, file.startFind(QStringLiteral("absent"), Qt::CaseInsensitive, 0, false), false).found);
    }

    void findAllCountsLikeReference_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<QString>("needle");
        QTest::addColumn<bool>("caseSensitive");
        QTest::newRow("small-cs") << qint64(200000) << QStringLiteral("ERROR") << true;
        QTest::newRow("small-ci") << qint64(200000) << QStringLiteral("error") << false;
        QTest::newRow("single-byte") << qint64(100000) << QStringLiteral("j") << true;
        QTest::newRow("overlapping-candidates") << qint64(100000) << QStringLiteral("00") << true;
        QTest::newRow("repeated-word") << qint64(100000) << QStringLiteral("ERRORERROR") << true;
        QTest::newRow("parallel-cs") << qint64(40 << 20) << QStringLiteral("info:9") << true; // split over threads
        QTest::newRow("parallel-ci") << qint64(40 << 20) << QStringLiteral("InFo:12") << false;
    }

    void findAllCountsLikeReference()
    {
        QFETCH(qint64, bytes);
        QFETCH(QString, needle);
        QFETCH(bool, caseSensitive);
        QRandomGenerator rng(static_cast<quint32>(bytes));
        const QByteArray data = randomWords(rng, bytes);
        const QString p = path(QStringLiteral("count-%1.log").arg(QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY(writeFile(p, data));
        LogFile file;
        file.setPollInterval(0);
        QVERIFY(file.open(p));
        const Counts expected = naiveCount(data, needle.toUtf8(), caseSensitive);
        QVERIFY(expected.matches > 0);
        const int cap = 500;
        const quint64 id = file.startFindAll(needle, caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive, cap);
        const auto r = waitResult(file, id, true);
        QVERIFY(r.error.isEmpty());
        QVERIFY(!r.cancelled);
        QCOMPARE(r.matches, expected.matches);
        QCOMPARE(r.matchingLines, expected.lines);
        QCOMPARE(r.hits.size(), std::min<qsizetype>(cap, expected.offsets.size()));
        QCOMPARE(r.hits, expected.offsets.mid(0, cap));
        QCOMPARE(r.hitsCapped, expected.matches > cap);
        QCOMPARE(r.bytesSearched, qint64(data.size()));
    }

    void nonAsciiCaseInsensitive()
    {
        const QByteArray data = QStringLiteral("Zeile eins\nÄRGER mit Ärger\nkein treffer\nÜBER ärger\n").toUtf8();
        const QString p = path(QStringLiteral("umlaut.log"));
        QVERIFY(writeFile(p, data));
        LogFile file;
        QVERIFY(file.open(p));
        QVERIFY(waitIndexed(file));
        const auto all = waitResult(file, file.startFindAll(QStringLiteral("ärger"), Qt::CaseInsensitive, 10), true);
        QCOMPARE(all.matches, qint64(3));
        QCOMPARE(all.matchingLines, qint64(2));
        QCOMPARE(all.hits.value(0), qint64(data.indexOf("\xC3\x84RGER")));
        QCOMPARE(all.hits.value(1), qint64(data.indexOf("\xC3\x84rger")));
        const auto cs = waitResult(file, file.startFindAll(QStringLiteral("ärger"), Qt::CaseSensitive, 10), true);
        QCOMPARE(cs.matches, qint64(1));
        const auto next = waitResult(
            file, file.startFind(QStringLiteral("ÄRGER"), Qt::CaseInsensitive, all.hits.value(0) + 1, false), false);
        QCOMPARE(next.match.offset, all.hits.value(1));
        QCOMPARE(next.match.length, qint64(6));
        const auto back = waitResult(
            file, file.startFind(QStringLiteral("ärGER"), Qt::CaseInsensitive, all.hits.value(0), true), false);
        QVERIFY(back.wrapped);
        QCOMPARE(back.match.line, qint64(3));
    }

    void cancelSearch()
    {
        QRandomGenerator rng(13);
        const QByteArray data = randomText(rng, 48 << 20, 100, false, true);
        const QString p = path(QStringLiteral("cancel.log"));
        QVERIFY(writeFile(p, data));
        LogFile file;
        file.setPollInterval(0);
        QVERIFY(file.open(p));
        // the non-ASCII text path is slow enough to be cancelled midway
        const quint64 id = file.startFindAll(QStringLiteral("ÄÖÜ"), Qt::CaseInsensitive);
        QVERIFY(file.isSearching());
        file.cancelSearch(id);
        const auto r = waitResult(file, id, true);
        QVERIFY(r.cancelled);
        QVERIFY(!file.isSearching());
        // closing while a search runs is safe
        file.startFindAll(QStringLiteral("ÄÖÜ"), Qt::CaseInsensitive);
        file.close();
        QVERIFY(!file.isOpen());
    }

    void openErrors()
    {
        LogFile file;
        QVERIFY(!file.open(path(QStringLiteral("does-not-exist.log"))));
        QVERIFY(file.errorString().contains(QStringLiteral("does-not-exist.log")));
        QVERIFY(!file.open(m_dir.path()));
        QVERIFY(file.errorString().contains(m_dir.path()));
        QCOMPARE(file.lineCount(), qint64(0));
        QCOMPARE(file.lineText(0), QString());
    }
};

QTEST_GUILESS_MAIN(TestLogFile)
#include "tst_logfile.moc"
