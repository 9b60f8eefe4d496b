// SPDX-License-Identifier: MIT
// The line offset index: chunks of 32-bit offsets above a 64-bit base, appended by one thread, read by others.
#include "lineoffsetindex.h"

#include <algorithm>

namespace pw {

namespace {
    constexpr qsizetype ChunkLines = 1 << 16;
}

LineOffsetIndex::LineOffsetIndex() = default;

void LineOffsetIndex::clear()
{
    std::lock_guard lock(m_mutex);
    m_chunks.clear();
    m_chunks.shrink_to_fit();
    m_state = {};
}

void LineOffsetIndex::append(const quint64* offsets, qsizetype count, quint64 scannedEnd, bool atEnd)
{
    std::lock_guard lock(m_mutex);
    qsizetype i = 0;
    while (i < count) {
        if (m_chunks.empty() || qsizetype(m_chunks.back().rel.size()) >= ChunkLines
            || offsets[i] - m_chunks.back().base > 0xFFFFFFFFu) {
            Chunk chunk;
            chunk.first = m_state.count;
            chunk.base = offsets[i];
            m_chunks.push_back(std::move(chunk));
        }
        Chunk& chunk = m_chunks.back();
        qsizetype take = std::min(count - i, ChunkLines - qsizetype(chunk.rel.size()));
        // every offset of the run must fit 32 bits above the base
        if (offsets[i + take - 1] - chunk.base > 0xFFFFFFFFu) {
            const quint64 limit = chunk.base + 0xFFFFFFFFu;
            take = qsizetype(std::upper_bound(offsets + i, offsets + i + take, limit) - (offsets + i));
        }
        const size_t old = chunk.rel.size();
        chunk.rel.resize(old + size_t(take));
        quint32* rel = chunk.rel.data() + old;
        quint64 prev = m_state.count > 0 ? m_state.last : offsets[i];
        quint64 maxGap = m_state.maxGap;
        for (qsizetype j = 0; j < take; ++j) {
            const quint64 off = offsets[i + j];
            rel[j] = quint32(off - chunk.base);
            maxGap = std::max(maxGap, off - prev);
            prev = off;
        }
        m_state.maxGap = maxGap;
        m_state.last = prev;
        m_state.count += take;
        i += take;
    }
    m_state.scannedEnd = std::max(m_state.scannedEnd, scannedEnd);
    if (atEnd)
        m_state.reachedEnd = true;
}

LineOffsetIndex::State LineOffsetIndex::state() const
{
    std::lock_guard lock(m_mutex);
    return m_state;
}

qint64 LineOffsetIndex::count() const
{
    std::lock_guard lock(m_mutex);
    return m_state.count;
}

qint64 LineOffsetIndex::chunkOf(qint64 i) const
{
    const auto guess = qsizetype(i / ChunkLines);
    if (guess < qsizetype(m_chunks.size())) {
        const Chunk& c = m_chunks[size_t(guess)];
        if (c.first <= i && i < c.first + qint64(c.rel.size()))
            return guess;
    }
    auto it
        = std::upper_bound(m_chunks.begin(), m_chunks.end(), i, [](qint64 v, const Chunk& c) { return v < c.first; });
    return qint64(it - m_chunks.begin()) - 1;
}

quint64 LineOffsetIndex::at(qint64 i) const
{
    std::lock_guard lock(m_mutex);
    if (i < 0 || i >= m_state.count)
        return 0;
    const Chunk& c = m_chunks[size_t(chunkOf(i))];
    return c.base + c.rel[size_t(i - c.first)];
}

qint64 LineOffsetIndex::lastAtOrBefore(quint64 offset) const
{
    std::lock_guard lock(m_mutex);
    if (m_chunks.empty() || offset < m_chunks.front().base)
        return -1;
    auto it = std::upper_bound(
        m_chunks.begin(), m_chunks.end(), offset, [](quint64 v, const Chunk& c) { return v < c.base; });
    const Chunk& c = *(it - 1);
    const quint64 rel = std::min<quint64>(offset - c.base, 0xFFFFFFFFu);
    auto r = std::upper_bound(c.rel.begin(), c.rel.end(), quint32(rel));
    return c.first + qint64(r - c.rel.begin()) - 1;
}

qint64 LineOffsetIndex::memoryBytes() const
{
    std::lock_guard lock(m_mutex);
    qint64 bytes = qint64(m_chunks.capacity() * sizeof(Chunk));
    for (const Chunk& c : m_chunks)
        bytes += qint64(c.rel.capacity() * sizeof(quint32));
    return bytes;
}

} // namespace pw
