// SPDX-License-Identifier: MIT
// LogFile's lines: how many there are, where each starts and ends, and their bytes and text.
#include "logfile_p.h"

#include <algorithm>
#include <cstring>

namespace pw {

using namespace logfile_detail;

qint64 LogFile::lineCount() const
{
    const LineOffsetIndex::State s = m_index.state();
    if (s.count == 0)
        return 0;
    const bool partialLine = s.reachedEnd && s.last < s.scannedEnd;
    return partialLine ? s.count : s.count - 1;
}

qint64 LogFile::estimatedLineCount() const
{
    const LineOffsetIndex::State s = m_index.state();
    const qint64 lines = lineCount();
    if (s.reachedEnd || s.scannedEnd == 0 || qint64(s.scannedEnd) >= m_size)
        return lines;
    return qint64(double(lines) * double(m_size) / double(s.scannedEnd)) + 1;
}

qint64 LogFile::maxLineLength() const
{
    const LineOffsetIndex::State s = m_index.state();
    qint64 longest = s.maxGap > 0 ? qint64(s.maxGap) - 1 : 0;
    if (s.reachedEnd && s.scannedEnd > s.last)
        longest = std::max(longest, qint64(s.scannedEnd - s.last));
    return longest;
}

bool LogFile::lineRange(qint64 line, qint64* start, qint64* end) const
{
    if (!m_map || line < 0 || line >= lineCount())
        return false;
    const LineOffsetIndex::State s = m_index.state();
    *start = qint64(m_index.at(line));
    *end = line + 1 < s.count ? qint64(m_index.at(line + 1)) - 1 : qint64(s.scannedEnd);
    return *end >= *start;
}

qint64 LogFile::lineOffset(qint64 line) const
{
    qint64 start = 0;
    qint64 end = 0;
    return lineRange(line, &start, &end) ? start : -1;
}

qint64 LogFile::lineLength(qint64 line) const
{
    qint64 start = 0;
    qint64 end = 0;
    if (!lineRange(line, &start, &end))
        return -1;
    bool cr = false;
    const char* data = m_map->data();
    if (end > start && !guarded([&] { cr = data[end - 1] == '\r'; }))
        noteAccessFault();
    return end - start - (cr ? 1 : 0);
}

qint64 LogFile::lineAt(qint64 offset) const
{
    if (offset < 0 || offset >= m_size)
        return -1;
    const LineOffsetIndex::State s = m_index.state();
    if (quint64(offset) >= s.scannedEnd)
        return -1;
    const qint64 line = m_index.lastAtOrBefore(quint64(offset));
    return std::min(line, lineCount() - 1);
}

QByteArray LogFile::lineBytes(qint64 line, qint64 maxBytes, bool* truncated) const
{
    if (truncated)
        *truncated = false;
    qint64 start = 0;
    qint64 end = 0;
    if (!lineRange(line, &start, &end))
        return {};
    const qint64 rawLength = end - start;
    QByteArray out(std::min(rawLength, std::max<qint64>(maxBytes, 0)), Qt::Uninitialized);
    qint64 length = rawLength;
    qint64 cut = out.size();
    const char* data = m_map->data() + start;
    char* dest = out.data();
    const bool ok = guarded([&] {
        if (length > 0 && data[length - 1] == '\r')
            --length;
        cut = std::min(cut, length);
        if (cut < length) {
            // never split a UTF-8 sequence: step back over continuation bytes
            for (int i = 0; i < 3 && cut > 0 && (uchar(data[cut]) & 0xC0) == 0x80; ++i)
                --cut;
        }
        std::memcpy(dest, data, size_t(cut));
    });
    if (!ok) {
        noteAccessFault();
        return {};
    }
    out.truncate(cut);
    if (truncated)
        *truncated = cut < length;
    return out;
}

QString LogFile::lineText(qint64 line, bool* truncated) const
{
    return QString::fromUtf8(lineBytes(line, MaxLineBytes, truncated));
}

QByteArray LogFile::bytes(qint64 offset, qint64 length) const
{
    if (!m_map || offset < 0 || length <= 0 || offset >= m_size)
        return {};
    length = std::min(length, m_size - offset);
    QByteArray out(length, Qt::Uninitialized);
    const char* data = m_map->data();
    char* dest = out.data();
    if (!guarded([&] { std::memcpy(dest, data + offset, size_t(length)); })) {
        noteAccessFault();
        return {};
    }
    return out;
}

} // namespace pw
