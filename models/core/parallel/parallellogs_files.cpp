// SPDX-License-Identifier: MIT
// The files of the parallel-log reader: a file read as it grows, CSV columns by name, time stamps.
#include "parallellogs_p.h"

#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTime>

#include <cstring>

#include <limits>

namespace pw::parallellogs {

namespace {

    constexpr qint64 chunkBytes = 8 * 1024 * 1024;

    /// The character at `i` as its code (QChar or char).
    char16_t codeAt(QStringView s, qsizetype i) { return s[i].unicode(); }
    char16_t codeAt(QByteArrayView s, qsizetype i) { return char16_t(uchar(s[i])); }

    template<typename View>
    int digits(View s, qsizetype from, int count, bool* ok)
    {
        int v = 0;
        for (int i = 0; i < count; ++i) {
            const qsizetype at = from + i;
            const char16_t c = at < s.size() ? codeAt(s, at) : 0;
            if (c < '0' || c > '9') {
                *ok = false;
                return 0;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /// Days from 1970-01-01 to the civil date (proleptic Gregorian).
    qint64 daysFromCivil(int y, int m, int d)
    {
        y -= m <= 2;
        const qint64 era = (y >= 0 ? y : y - 399) / 400;
        const qint64 yoe = y - era * 400;
        const qint64 doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
        const qint64 doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

} // namespace

bool GrowingFile::read(const Sink& sink)
{
    m_restarted = false;
    QFile f(m_path);
    if (!f.open(QIODevice::ReadOnly)) {
        m_exists = false;
        return false;
    }
    m_exists = true;
    const qint64 size = f.size();
    if (size < m_offset) {
        m_offset = 0;
        m_pending.clear();
        m_pendingLine = m_scanLine = 1;
        m_scanPos = 0;
        m_inQuotes = false;
        m_restarted = true;
    }
    if (size == m_offset || !f.seek(m_offset))
        return true;
    while (m_offset < size) {
        const QByteArray chunk = f.read(std::min(chunkBytes, size - m_offset));
        if (chunk.isEmpty())
            break;
        m_offset += chunk.size();
        m_pending += chunk;
        const char* p = m_pending.constData();
        const qsizetype n = m_pending.size();
        qsizetype recordStart = 0;
        int recordLine = m_pendingLine;
        qsizetype pos = m_scanPos;
        int line = m_scanLine;
        bool inQuotes = m_inQuotes;
        while (pos < n) {
            const char* nl = static_cast<const char*>(std::memchr(p + pos, '\n', size_t(n - pos)));
            const qsizetype end = nl ? nl - p : n;
            if (m_csv) {
                for (const char* q = p + pos; (q = static_cast<const char*>(std::memchr(q, '"', size_t(p + end - q))));
                     ++q)
                    inQuotes = !inQuotes;
            }
            if (!nl) {
                pos = n;
                break;
            }
            pos = end + 1;
            ++line;
            if (inQuotes)
                continue;
            qsizetype recordEnd = end;
            if (recordEnd > recordStart && p[recordEnd - 1] == '\r')
                --recordEnd;
            m_recordOffset = m_offset - n + recordStart; // m_pending begins n bytes before what was read
            sink(QByteArray::fromRawData(p + recordStart, recordEnd - recordStart), recordLine);
            recordStart = pos;
            recordLine = line;
        }
        m_pending.remove(0, recordStart);
        m_pendingLine = recordLine;
        m_scanPos = pos - recordStart;
        m_scanLine = line;
        m_inQuotes = inQuotes;
    }
    return true;
}

void GrowingFile::skipToEnd()
{
    QFile f(m_path);
    m_exists = f.exists();
    const qint64 size = m_exists ? f.size() : 0;
    if (size <= m_offset)
        return;
    // the line count is not known beyond this point: records skipped are not named by line
    m_offset = size;
    m_pending.clear();
    m_scanPos = 0;
    m_inQuotes = false;
}

void CsvColumns::setHeader(const QStringList& header)
{
    m_index.clear();
    m_count = int(header.size());
    for (int i = 0; i < m_count; ++i) {
        QString name = header.at(i).trimmed().toLower();
        if (i == 0 && name.startsWith(QChar(0xfeff)))
            name.remove(0, 1);
        m_index.insert(name, i);
    }
}

int CsvColumns::find(std::initializer_list<const char*> names) const
{
    for (const char* n : names) {
        const auto it = m_index.constFind(QString::fromLatin1(n).toLower());
        if (it != m_index.constEnd())
            return *it;
    }
    return -1;
}

namespace {

    template<typename View>
    qint64 timeMs(View s, bool local)
    {
        s = s.trimmed();
        bool ok = true;
        const int y = digits(s, 0, 4, &ok), mo = digits(s, 5, 2, &ok), d = digits(s, 8, 2, &ok);
        const int h = digits(s, 11, 2, &ok), mi = digits(s, 14, 2, &ok), se = digits(s, 17, 2, &ok);
        if (!ok || s.size() < 19 || codeAt(s, 4) != '-' || codeAt(s, 7) != '-'
            || (codeAt(s, 10) != 'T' && codeAt(s, 10) != ' ') || codeAt(s, 13) != ':' || codeAt(s, 16) != ':'
            || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || se > 60)
            return -1;
        int ms = 0;
        qsizetype i = 19;
        if (i < s.size() && (codeAt(s, i) == '.' || codeAt(s, i) == ',')) {
            int scale = 100;
            for (++i; i < s.size() && codeAt(s, i) >= '0' && codeAt(s, i) <= '9'; ++i) {
                ms += (codeAt(s, i) - '0') * scale;
                scale /= 10;
            }
        }
        const qint64 naive = (daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + se) * 1000 + ms;
        if (local) {
            // local time: the zone's offset, looked up once per hour of the log (a lookup reads the zone file, and
            // a parallel step's logs have a line per mini-batch); offsets change on the hour where they change
            thread_local qint64 cachedHour = std::numeric_limits<qint64>::min();
            thread_local qint64 cachedOffsetMs = 0;
            const qint64 hour = daysFromCivil(y, mo, d) * 24 + h;
            if (hour != cachedHour) {
                const QDateTime t(QDate(y, mo, d), QTime(h, 0), Qt::LocalTime);
                if (!t.isValid() || t.time().hour() != h) { // a gap: no caching across it
                    const QDateTime exact(QDate(y, mo, d), QTime(h, mi, se, ms), Qt::LocalTime);
                    return exact.isValid() ? exact.toMSecsSinceEpoch() : -1;
                }
                cachedOffsetMs = hour * 3600 * 1000 - t.toMSecsSinceEpoch();
                cachedHour = hour;
            }
            return naive - cachedOffsetMs;
        }
        return naive;
    }

} // namespace

qint64 parseTimeMs(QStringView s, bool local)
{
    return timeMs(s, local);
}

qint64 parseTimeMs(QByteArrayView s, bool local)
{
    return timeMs(s, local);
}

qint64 parsePipeTimeMs(QStringView text)
{
    return parseTimeMs(text, true);
}

QString located(const QString& file, int line, const QString& what)
{
    return line > 0 ? QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(what)
                    : QStringLiteral("%1: %2").arg(file, what);
}

} // namespace pw::parallellogs

namespace pw {

ScheduledCountReader::ScheduledCountReader(QString logsDir)
    : m_logsDir(std::move(logsDir))
{
}

std::optional<int> ScheduledCountReader::read()
{
    if (m_count)
        return m_count;
    static const QRegularExpression scheduled(QStringLiteral("Scheduled (\\d+) mini batches"));
    const QStringList files
        = QDir(m_logsDir).entryList({ QStringLiteral("job_progress_overview.*.txt") }, QDir::Files, QDir::Name);
    for (const QString& name : files) {
        QFile f(QDir(m_logsDir).filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        qint64 from = m_offsets.value(name, 0);
        if (f.size() < from)
            from = 0; // rewritten
        if (f.size() == from || !f.seek(from))
            continue;
        const QByteArray data = f.readAll();
        const qsizetype end = data.lastIndexOf('\n') + 1; // a line without its end waits for it
        m_offsets.insert(name, from + end);
        const QRegularExpressionMatch m = scheduled.match(QString::fromUtf8(data.left(end)));
        if (m.hasMatch()) {
            m_count = m.captured(1).toInt();
            break;
        }
    }
    return m_count;
}

} // namespace pw
