// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <mutex>
#include <vector>

namespace pw {

/// Byte offsets of line starts, in file order. 64-bit offsets are kept as a 64-bit base per chunk of up to
/// 65,536 lines plus 32-bit offsets relative to it (about 4 bytes per line). Thread-safe: one thread appends
/// while others read.
class LineOffsetIndex {
public:
    struct State {
        qint64 count = 0; ///< number of stored offsets
        quint64 last = 0; ///< the last stored offset (0 when empty)
        quint64 scannedEnd = 0; ///< bytes of the file that were scanned to produce the offsets
        quint64 maxGap = 0; ///< largest distance between two consecutive offsets
        bool reachedEnd = false; ///< the scan has reached the end of the file once
    };

    LineOffsetIndex();

    void clear();
    /// Append `count` strictly increasing offsets, each greater than the last one stored, and record that
    /// the file was scanned up to `scannedEnd` (`atEnd`: up to its end).
    void append(const quint64* offsets, qsizetype count, quint64 scannedEnd, bool atEnd);
    State state() const;
    qint64 count() const;
    /// The i-th offset; 0 <= i < count().
    quint64 at(qint64 i) const;
    /// Index of the last offset that is <= `offset`, or -1 if there is none.
    qint64 lastAtOrBefore(quint64 offset) const;
    /// Bytes of memory held by the index.
    qint64 memoryBytes() const;

private:
    struct Chunk {
        qint64 first = 0; // index of the chunk's first entry
        quint64 base = 0; // offset of the chunk's first entry
        std::vector<quint32> rel; // offsets relative to base
    };
    qint64 chunkOf(qint64 i) const;

    mutable std::mutex m_mutex;
    std::vector<Chunk> m_chunks;
    State m_state;
};

} // namespace pw
