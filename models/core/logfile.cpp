// SPDX-License-Identifier: MIT
#include "logfile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStringView>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <spdlog/spdlog.h>

#if defined(Q_OS_UNIX)
#include <csetjmp>
#include <csignal>
#include <pthread.h>
#include <sys/stat.h>
#endif

#if defined(__x86_64__) || defined(__i386__)
#define PW_LOG_X86 1
#include <immintrin.h>
#endif

namespace pw {

namespace {

    constexpr qint64 HeadBytes = 1 << 20; // indexed by open() itself, so the first screen needs no worker
    constexpr qint64 HeadBytesMax = 4 << 20; // ... more while the head holds fewer than HeadLines lines
    constexpr qint64 HeadLines = 256;
    constexpr qint64 IndexBlock = 4 << 20;
    constexpr qsizetype IndexBuffer = 1 << 16;
    constexpr qint64 FindBlock = 4 << 20;
    constexpr qint64 FindBackBlock = 1 << 20;
    constexpr qint64 CountBlock = 8 << 20;
    constexpr qint64 SlowPiece = 1 << 20;
    constexpr qint64 ProgressMs = 50;
    constexpr qsizetype HeadFingerprint = 256;
    constexpr qint64 CopyFallbackMax = qint64(256) << 20; // read files that cannot be mapped, up to this size

    // ---------------------------------------------------------------------------------------------------------
    // Reads of mapped memory. A file truncated under its mapping makes the kernel raise SIGBUS on access to the
    // pages that are gone. Every read of the mapping runs inside guarded(): the handler jumps back out of it and
    // the read reports failure instead of ending the process. Code inside a guarded region only touches plain
    // data (no allocation, no objects with destructors), so jumping out of it leaks nothing.

#if defined(Q_OS_UNIX)
    thread_local sigjmp_buf* volatile t_faultJump = nullptr;
    struct sigaction g_previousBus;

    void onBusError(int sig, siginfo_t* info, void* context)
    {
        if (sigjmp_buf* jump = t_faultJump) {
            t_faultJump = nullptr;
            siglongjmp(*jump, 1);
        }
        // Not one of our reads: hand it to whoever handled it before, or let the default action happen.
        if ((g_previousBus.sa_flags & SA_SIGINFO) && g_previousBus.sa_sigaction) {
            g_previousBus.sa_sigaction(sig, info, context);
            return;
        }
        if (!(g_previousBus.sa_flags & SA_SIGINFO) && g_previousBus.sa_handler != SIG_DFL
            && g_previousBus.sa_handler != SIG_IGN) {
            g_previousBus.sa_handler(sig);
            return;
        }
        sigaction(SIGBUS, &g_previousBus, nullptr); // the faulting access repeats and takes the default action
    }

    void installFaultGuard()
    {
        static std::once_flag once;
        std::call_once(once, [] {
            struct sigaction action = {};
            action.sa_sigaction = onBusError;
            sigemptyset(&action.sa_mask);
            action.sa_flags = SA_SIGINFO | SA_NODEFER;
            sigaction(SIGBUS, &action, &g_previousBus);
        });
    }

    struct FaultScope {
        sigjmp_buf* outer;
        ~FaultScope()
        {
            std::atomic_signal_fence(std::memory_order_seq_cst);
            t_faultJump = outer;
        }
    };

    template <class F>
    bool guarded(F&& f)
    {
        sigjmp_buf jump;
        FaultScope scope { t_faultJump };
        if (sigsetjmp(jump, 0) != 0) {
            sigset_t bus;
            sigemptyset(&bus);
            sigaddset(&bus, SIGBUS);
            pthread_sigmask(SIG_UNBLOCK, &bus, nullptr);
            return false;
        }
        t_faultJump = &jump;
        // the handler must see the jump target before the guarded reads happen, and the reads must be over
        // before it is taken away again
        std::atomic_signal_fence(std::memory_order_seq_cst);
        f();
        return true;
    }
#else
    void installFaultGuard() { }
    template <class F>
    bool guarded(F&& f)
    {
        f();
        return true;
    }
#endif

    // ---------------------------------------------------------------------------------------------------------
    // Newline scanning: writes (offset of each '\n') + 1 for the bytes [from, to) into out, at most cap entries.
    // Returns the number written; *stop is where scanning stopped (every byte before it was looked at).

#if defined(PW_LOG_X86)
    __attribute__((target("avx2"))) qsizetype scanNewlinesAvx2(
        const char* data, qint64 from, qint64 to, quint64* out, qsizetype cap, qint64* stop)
    {
        const __m256i nl = _mm256_set1_epi8('\n');
        qint64 i = from;
        qsizetype n = 0;
        while (i + 64 <= to && n + 64 <= cap) {
            const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i));
            const __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(data + i + 32));
            quint64 m = quint64(quint32(_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, nl))))
                | (quint64(quint32(_mm256_movemask_epi8(_mm256_cmpeq_epi8(b, nl)))) << 32);
            while (m) {
                out[n++] = quint64(i + __builtin_ctzll(m) + 1);
                m &= m - 1;
            }
            i += 64;
        }
        while (i < to && n < cap) {
            if (data[i] == '\n')
                out[n++] = quint64(i + 1);
            ++i;
        }
        *stop = i;
        return n;
    }

    qsizetype scanNewlinesSse2(const char* data, qint64 from, qint64 to, quint64* out, qsizetype cap, qint64* stop)
    {
        const __m128i nl = _mm_set1_epi8('\n');
        qint64 i = from;
        qsizetype n = 0;
        while (i + 64 <= to && n + 64 <= cap) {
            quint64 m = 0;
            for (int j = 0; j < 4; ++j) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + i + 16 * j));
                m |= quint64(quint32(_mm_movemask_epi8(_mm_cmpeq_epi8(v, nl)))) << (16 * j);
            }
            while (m) {
                out[n++] = quint64(i + __builtin_ctzll(m) + 1);
                m &= m - 1;
            }
            i += 64;
        }
        while (i < to && n < cap) {
            if (data[i] == '\n')
                out[n++] = quint64(i + 1);
            ++i;
        }
        *stop = i;
        return n;
    }

    bool hasAvx2()
    {
        static const bool yes = __builtin_cpu_supports("avx2");
        return yes;
    }
#endif

    qsizetype scanNewlines(const char* data, qint64 from, qint64 to, quint64* out, qsizetype cap, qint64* stop)
    {
#if defined(PW_LOG_X86)
        return hasAvx2() ? scanNewlinesAvx2(data, from, to, out, cap, stop)
                         : scanNewlinesSse2(data, from, to, out, cap, stop);
#else
        qint64 i = from;
        qsizetype n = 0;
        while (i < to && n < cap) {
            const void* p = std::memchr(data + i, '\n', size_t(to - i));
            if (!p) {
                i = to;
                break;
            }
            i = static_cast<const char*>(p) - data + 1;
            out[n++] = quint64(i);
        }
        *stop = i;
        return n;
#endif
    }

    // ---------------------------------------------------------------------------------------------------------
    // Literal search: candidates are positions where the needle's two rarest bytes sit at their places
    // (compared 32 bytes at a time), then verified.

    /// How common a byte is in log text: higher is more common. Rough order from English, code and logs.
    int byteCommonness(uchar c)
    {
        static const char order[]
            = " etaoin0s1r2:lhdcu.m-3p5f4978g6/bywvk_=,T\tx[]IEZ\"jNRSAO()LzqDCPMF'UGBWH>KV<J;Y#QX+*&%$!?@|\\^~`{}";
        if (const char* p = static_cast<const char*>(std::memchr(order, c, sizeof order - 1)))
            return 1000 - int(p - order);
        if (c >= 0x80)
            return 300;
        return c < 0x20 ? 100 : 200;
    }

    struct FindParams {
        const char* needle;
        const char* mask; // nullptr when case-sensitive
        qsizetype k;
        qsizetype r1, r2;
        char b1, b2, f1, f2;
    };

    inline bool verifyAt(const FindParams& p, const char* c)
    {
        if (!p.mask)
            return std::memcmp(c, p.needle, size_t(p.k)) == 0;
        for (qsizetype j = 0; j < p.k; ++j) {
            if (char(c[j] | p.mask[j]) != p.needle[j])
                return false;
        }
        return true;
    }

    const char* findScalar(const FindParams& p, const char* begin, const char* end, qsizetype startIndex = 0)
    {
        const qsizetype starts = (end - begin) - p.k + 1;
        for (qsizetype i = startIndex; i < starts; ++i) {
            const char* c = begin + i;
            if (char(c[p.r1] | p.f1) == p.b1 && char(c[p.r2] | p.f2) == p.b2 && verifyAt(p, c))
                return c;
        }
        return nullptr;
    }

#if defined(PW_LOG_X86)
    template <bool Fold>
    __attribute__((target("avx2"))) const char* findAvx2(const FindParams& p, const char* begin, const char* end)
    {
        const qsizetype starts = (end - begin) - p.k + 1;
        const __m256i v1 = _mm256_set1_epi8(p.b1);
        const __m256i v2 = _mm256_set1_epi8(p.b2);
        const __m256i f1 = _mm256_set1_epi8(p.f1);
        const __m256i f2 = _mm256_set1_epi8(p.f2);
        qsizetype i = 0;
        for (; i + 32 <= starts; i += 32) {
            __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(begin + i + p.r1));
            __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(begin + i + p.r2));
            if constexpr (Fold) {
                a = _mm256_or_si256(a, f1);
                b = _mm256_or_si256(b, f2);
            }
            quint32 m
                = quint32(_mm256_movemask_epi8(_mm256_and_si256(_mm256_cmpeq_epi8(a, v1), _mm256_cmpeq_epi8(b, v2))));
            while (m) {
                const char* c = begin + i + __builtin_ctz(m);
                if (verifyAt(p, c))
                    return c;
                m &= m - 1;
            }
        }
        return findScalar(p, begin, end, i);
    }

    template <bool Fold>
    const char* findSse2(const FindParams& p, const char* begin, const char* end)
    {
        const qsizetype starts = (end - begin) - p.k + 1;
        const __m128i v1 = _mm_set1_epi8(p.b1);
        const __m128i v2 = _mm_set1_epi8(p.b2);
        const __m128i f1 = _mm_set1_epi8(p.f1);
        const __m128i f2 = _mm_set1_epi8(p.f2);
        qsizetype i = 0;
        for (; i + 16 <= starts; i += 16) {
            __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(begin + i + p.r1));
            __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(begin + i + p.r2));
            if constexpr (Fold) {
                a = _mm_or_si128(a, f1);
                b = _mm_or_si128(b, f2);
            }
            quint32 m = quint32(_mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(a, v1), _mm_cmpeq_epi8(b, v2))));
            while (m) {
                const char* c = begin + i + __builtin_ctz(m);
                if (verifyAt(p, c))
                    return c;
                m &= m - 1;
            }
        }
        return findScalar(p, begin, end, i);
    }
#endif

    // ---------------------------------------------------------------------------------------------------------
    // UTF-8 decoding with byte positions, for case-insensitive search of non-ASCII text. Invalid bytes become
    // one U+FFFD each. offsets[i] is the byte offset (from p) of unit i; offsets[count] == e - p.

    qsizetype decodeUtf8(const uchar* p, const uchar* e, char16_t* units, quint32* offsets)
    {
        const uchar* const begin = p;
        qsizetype n = 0;
        auto cont = [](uchar c) { return (c & 0xC0) == 0x80; };
        while (p < e) {
            const uchar c = *p;
            const auto at = quint32(p - begin);
            if (c < 0x80) {
                offsets[n] = at;
                units[n++] = c;
                ++p;
                continue;
            }
            char32_t cp = 0;
            int len = 0;
            if (c >= 0xC2 && c <= 0xDF && e - p >= 2 && cont(p[1])) {
                cp = char32_t(((c & 0x1F) << 6) | (p[1] & 0x3F));
                len = 2;
            } else if (c >= 0xE0 && c <= 0xEF && e - p >= 3 && cont(p[1]) && cont(p[2])) {
                const bool ok = (c == 0xE0) ? p[1] >= 0xA0 : (c == 0xED) ? p[1] <= 0x9F : true;
                if (ok) {
                    cp = char32_t(((c & 0x0F) << 12) | ((p[1] & 0x3F) << 6) | (p[2] & 0x3F));
                    len = 3;
                }
            } else if (c >= 0xF0 && c <= 0xF4 && e - p >= 4 && cont(p[1]) && cont(p[2]) && cont(p[3])) {
                const bool ok = (c == 0xF0) ? p[1] >= 0x90 : (c == 0xF4) ? p[1] <= 0x8F : true;
                if (ok) {
                    cp = char32_t(((c & 0x07) << 18) | ((p[1] & 0x3F) << 12) | ((p[2] & 0x3F) << 6) | (p[3] & 0x3F));
                    len = 4;
                }
            }
            if (len == 0) {
                offsets[n] = at;
                units[n++] = 0xFFFD;
                ++p;
            } else if (cp >= 0x10000) {
                offsets[n] = at;
                units[n++] = char16_t(0xD800 + ((cp - 0x10000) >> 10));
                offsets[n] = at;
                units[n++] = char16_t(0xDC00 + ((cp - 0x10000) & 0x3FF));
                p += len;
            } else {
                offsets[n] = at;
                units[n++] = char16_t(cp);
                p += len;
            }
        }
        offsets[n] = quint32(e - begin);
        return n;
    }

} // namespace

// =========================================================================================================
// LineOffsetIndex

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

// =========================================================================================================
// LiteralSearcher

LiteralSearcher::LiteralSearcher(const QByteArray& needle, bool caseSensitive)
    : m_needle(needle)
    , m_caseSensitive(caseSensitive)
{
    const qsizetype k = m_needle.size();
    if (k == 0)
        return;
    if (!caseSensitive) {
        m_foldMask = QByteArray(k, '\0');
        for (qsizetype j = 0; j < k; ++j) {
            const char c = m_needle.at(j);
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
                m_needle[j] = char(c | 0x20);
                m_foldMask[j] = 0x20;
            }
        }
    }
    auto commonness = [&](qsizetype j) {
        const auto c = uchar(m_needle.at(j));
        if (!caseSensitive && c >= 'a' && c <= 'z')
            return std::max(byteCommonness(c), byteCommonness(uchar(c - 0x20))) + 1;
        return byteCommonness(c);
    };
    m_rare1 = 0;
    for (qsizetype j = 1; j < k; ++j) {
        if (commonness(j) < commonness(m_rare1))
            m_rare1 = j;
    }
    // the second probe: the rarest byte that differs from the first one, else the farthest position
    m_rare2 = -1;
    for (qsizetype j = 0; j < k; ++j) {
        if (j != m_rare1 && m_needle.at(j) != m_needle.at(m_rare1)
            && (m_rare2 < 0 || commonness(j) < commonness(m_rare2)))
            m_rare2 = j;
    }
    if (m_rare2 < 0)
        m_rare2 = k == 1 ? 0 : (m_rare1 == 0 ? k - 1 : 0);
}

bool LiteralSearcher::matchesAt(const char* p) const
{
    if (m_needle.isEmpty())
        return false;
    FindParams params { m_needle.constData(), m_caseSensitive ? nullptr : m_foldMask.constData(), m_needle.size(), 0, 0,
        0, 0, 0, 0 };
    return verifyAt(params, p);
}

const char* LiteralSearcher::find(const char* begin, const char* end) const
{
    const qsizetype k = m_needle.size();
    if (k == 0 || end - begin < k)
        return nullptr;
    FindParams p;
    p.needle = m_needle.constData();
    p.mask = m_caseSensitive ? nullptr : m_foldMask.constData();
    p.k = k;
    p.r1 = m_rare1;
    p.r2 = m_rare2;
    p.b1 = m_needle.at(m_rare1);
    p.b2 = m_needle.at(m_rare2);
    p.f1 = m_caseSensitive ? char(0) : m_foldMask.at(m_rare1);
    p.f2 = m_caseSensitive ? char(0) : m_foldMask.at(m_rare2);
#if defined(PW_LOG_X86)
    if (hasAvx2())
        return m_caseSensitive ? findAvx2<false>(p, begin, end) : findAvx2<true>(p, begin, end);
    return m_caseSensitive ? findSse2<false>(p, begin, end) : findSse2<true>(p, begin, end);
#else
    return findScalar(p, begin, end);
#endif
}

// =========================================================================================================
// LogFile

struct LogFile::Mapping {
    QFile file;
    uchar* mapped = nullptr;
    QByteArray copy; // when the file system cannot map the file
    qint64 size = 0;
    quint64 device = 0;
    quint64 inode = 0;

    const char* data() const { return mapped ? reinterpret_cast<const char*>(mapped) : copy.constData(); }
    ~Mapping()
    {
        if (mapped)
            file.unmap(mapped);
    }
};

struct LogFile::SearchSpec {
    quint64 id = 0;
    bool all = false;
    QString text;
    QString fileName;
    Qt::CaseSensitivity cs = Qt::CaseSensitive;
    bool slow = false; // case-insensitive with non-ASCII letters: decode and compare as text
    LiteralSearcher searcher;
    qint64 from = 0;
    bool backward = false;
    bool wrap = true;
    int maxHits = 0;
};

namespace {

    std::shared_ptr<LogFile::Mapping> mapFile(const QString& path, QString* error)
    {
        auto map = std::make_shared<LogFile::Mapping>();
        map->file.setFileName(path);
        const QFileInfo info(path);
        if (info.isDir()) {
            *error = LogFile::tr("%1 is a folder, not a log file.").arg(path);
            return {};
        }
        if (!map->file.open(QIODevice::ReadOnly)) {
            *error = LogFile::tr("Cannot open %1: %2").arg(path, map->file.errorString());
            return {};
        }
#if defined(Q_OS_UNIX)
        struct stat st = {};
        if (fstat(map->file.handle(), &st) != 0) {
            *error = LogFile::tr("Cannot read %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
            return {};
        }
        if (!S_ISREG(st.st_mode)) {
            *error = LogFile::tr("%1 is not a regular file.").arg(path);
            return {};
        }
        map->device = quint64(st.st_dev);
        map->inode = quint64(st.st_ino);
        map->size = qint64(st.st_size);
#else
        map->size = map->file.size();
#endif
        if (map->size > 0) {
            map->mapped = map->file.map(0, map->size);
            if (!map->mapped) {
                if (map->size > CopyFallbackMax) {
                    *error = LogFile::tr("Cannot map %1 into memory: %2").arg(path, map->file.errorString());
                    return {};
                }
                map->copy = map->file.read(map->size);
                map->size = map->copy.size();
            }
        }
        return map;
    }

} // namespace

LogFile::LogFile(QObject* parent)
    : QObject(parent)
    , m_pollTimer(new QTimer(this))
{
    m_pollTimer->setInterval(m_pollInterval);
    connect(m_pollTimer, &QTimer::timeout, this, &LogFile::checkForChanges);
}

LogFile::~LogFile()
{
    close();
}

bool LogFile::open(const QString& path)
{
    close();
    m_path = path;
    m_error.clear();
    if (!openMapping(path)) {
        spdlog::warn("log view: {}", m_error.toStdString());
        return false;
    }
    m_open = true;
    if (m_pollInterval > 0)
        m_pollTimer->start();
    return true;
}

void LogFile::close()
{
    m_pollTimer->stop();
    stopIndexing();
    cancelSearch(0);
    for (auto& [id, job] : m_searches) {
        if (job.thread.joinable())
            job.thread.join();
    }
    m_searches.clear();
    ++m_generation;
    m_index.clear();
    m_map.reset();
    m_size = 0;
    m_head.clear();
    m_open = false;
    m_indexPaused = false;
    m_lastLineCount = -1;
}

bool LogFile::openMapping(const QString& path)
{
    QString error;
    std::shared_ptr<Mapping> map = mapFile(path, &error);
    if (!map) {
        m_error = error;
        return false;
    }
    installFaultGuard();
    m_error.clear();
    stopIndexing();
    m_indexPaused = false;
    ++m_generation;
    m_index.clear();
    m_map = map;
    m_size = map->size;
    m_device = map->device;
    m_inode = map->inode;
    m_head = headOf(*map);

    // Index the head here, so that the first screen does not wait for the worker.
    const quint64 zero = 0;
    m_index.append(&zero, 1, 0, m_size == 0);
    std::vector<quint64> buffer(IndexBuffer);
    const char* data = map->data();
    qint64 pos = 0;
    qint64 limit = std::min(m_size, HeadBytes);
    while (pos < limit) {
        qsizetype n = 0;
        qint64 stop = pos;
        if (!guarded([&] { n = scanNewlines(data, pos, limit, buffer.data(), IndexBuffer, &stop); }))
            break;
        m_index.append(buffer.data(), n, quint64(stop), stop >= m_size);
        pos = stop;
        if (pos >= limit && m_index.count() < HeadLines && limit < std::min(m_size, HeadBytesMax))
            limit = std::min(m_size, HeadBytesMax);
    }
    m_lastLineCount = lineCount();
    startIndexing();
    return true;
}

QByteArray LogFile::headOf(const Mapping& map)
{
    QByteArray head(std::min<qint64>(map.size, HeadFingerprint), Qt::Uninitialized);
    if (!guarded([&] { std::memcpy(head.data(), map.data(), size_t(head.size())); }))
        return {};
    return head;
}

void LogFile::cancelIndexing()
{
    if (!m_indexJob.running)
        return;
    stopIndexing();
    Q_EMIT indexingProgress(indexedBytes(), m_size);
    emitLineCountIfChanged();
    if (indexedBytes() >= m_size) {
        Q_EMIT indexingFinished(); // it had just got to the end
        return;
    }
    m_indexPaused = true;
    Q_EMIT indexingCancelled();
}

void LogFile::resumeIndexing()
{
    m_indexPaused = false;
    if (!m_indexJob.running && indexedBytes() >= m_size)
        return;
    startIndexing();
}

void LogFile::startIndexing()
{
    if (m_indexJob.running || !m_map || m_indexPaused)
        return;
    const qint64 from = indexedBytes();
    if (from >= m_size)
        return;
    if (m_indexJob.thread.joinable())
        m_indexJob.thread.join();
    m_indexJob.cancel = std::make_shared<std::atomic_bool>(false);
    m_indexJob.running = true;
    m_indexJob.generation = ++m_indexJobSerial; // events of earlier jobs are recognised and dropped
    m_indexJob.thread
        = std::thread(&LogFile::indexRun, this, m_map, from, m_size, m_indexJob.generation, m_indexJob.cancel);
}

void LogFile::stopIndexing()
{
    if (m_indexJob.cancel)
        m_indexJob.cancel->store(true);
    if (m_indexJob.thread.joinable())
        m_indexJob.thread.join();
    m_indexJob.running = false;
}

void LogFile::indexRun(
    std::shared_ptr<const Mapping> map, qint64 from, qint64 to, quint64 job, std::shared_ptr<std::atomic_bool> cancel)
{
    std::vector<quint64> buffer(IndexBuffer);
    const char* data = map->data();
    QElapsedTimer timer;
    timer.start();
    qint64 nextPost = ProgressMs;
    bool faulted = false;
    qint64 pos = from;
    while (pos < to) {
        if (cancel->load(std::memory_order_relaxed))
            return; // whoever cancelled takes care of the state
        const qint64 blockEnd = std::min(to, pos + IndexBlock);
        qsizetype n = 0;
        qint64 stop = pos;
        if (!guarded([&] { n = scanNewlines(data, pos, blockEnd, buffer.data(), IndexBuffer, &stop); })) {
            faulted = true;
            break;
        }
        m_index.append(buffer.data(), n, quint64(stop), stop >= to);
        pos = stop;
        if (timer.elapsed() >= nextPost) {
            nextPost = timer.elapsed() + ProgressMs;
            QMetaObject::invokeMethod(
                this, [this, job] { onIndexProgress(job); }, Qt::QueuedConnection);
        }
    }
    QMetaObject::invokeMethod(
        this, [this, job, faulted] { onIndexFinished(job, faulted); }, Qt::QueuedConnection);
}

void LogFile::emitLineCountIfChanged()
{
    const qint64 lines = lineCount();
    if (lines != m_lastLineCount) {
        m_lastLineCount = lines;
        Q_EMIT lineCountChanged(lines);
    }
}

void LogFile::onIndexProgress(quint64 job)
{
    if (!m_indexJob.running || job != m_indexJob.generation)
        return;
    Q_EMIT indexingProgress(indexedBytes(), m_size);
    emitLineCountIfChanged();
}

void LogFile::onIndexFinished(quint64 job, bool faulted)
{
    if (!m_indexJob.running || job != m_indexJob.generation)
        return;
    if (m_indexJob.thread.joinable())
        m_indexJob.thread.join();
    m_indexJob.running = false;
    Q_EMIT indexingProgress(indexedBytes(), m_size);
    emitLineCountIfChanged();
    if (faulted) {
        noteAccessFault();
        return;
    }
    if (indexedBytes() < m_size)
        startIndexing(); // the file grew meanwhile
    else
        Q_EMIT indexingFinished();
}

qint64 LogFile::indexedBytes() const
{
    return qint64(m_index.state().scannedEnd);
}

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

void LogFile::setPollInterval(int msecs)
{
    m_pollInterval = std::max(msecs, 0);
    if (m_pollInterval == 0) {
        m_pollTimer->stop();
        return;
    }
    m_pollTimer->setInterval(m_pollInterval);
    if (m_open)
        m_pollTimer->start();
}

void LogFile::noteAccessFault() const
{
    if (m_faultPending)
        return;
    m_faultPending = true;
    spdlog::warn("log view: {} changed under its mapping; checking it again", m_path.toStdString());
    QMetaObject::invokeMethod(const_cast<LogFile*>(this), &LogFile::checkForChanges, Qt::QueuedConnection);
}

void LogFile::checkForChanges()
{
    const bool fault = m_faultPending;
    m_faultPending = false;
    if (!m_open)
        return;
#if defined(Q_OS_UNIX)
    struct stat st = {};
    if (::stat(QFile::encodeName(m_path).constData(), &st) != 0)
        return; // gone (rotated away): keep showing what we have until a new file appears
    const qint64 size = qint64(st.st_size);
    if (quint64(st.st_dev) != m_device || quint64(st.st_ino) != m_inode) {
        reopen(tr("%1 was replaced").arg(m_path));
        return;
    }
#else
    const QFileInfo info(m_path);
    if (!info.exists())
        return;
    const qint64 size = info.size();
#endif
    if (size < m_size || fault) {
        reopen(tr("%1 was truncated").arg(m_path));
        return;
    }
    if (size == m_size)
        return;

    QString error;
    std::shared_ptr<Mapping> map = mapFile(m_path, &error);
    if (!map) {
        spdlog::warn("log view: {}", error.toStdString());
        return; // try again at the next check
    }
    const QByteArray head = headOf(*map);
    if (map->device != m_device || map->inode != m_inode || !head.startsWith(m_head)) {
        reopen(tr("%1 was rewritten").arg(m_path));
        return;
    }
    if (map->size <= m_size)
        return;
    m_map = map;
    m_size = map->size;
    m_head = head;
    Q_EMIT grown(m_size);
    startIndexing();
}

void LogFile::reopen(const QString& why)
{
    spdlog::info("log view: {}; reopening it", why.toStdString());
    cancelSearch(0);
    stopIndexing();
    const QString previousError = m_error;
    if (!openMapping(m_path)) {
        ++m_generation;
        m_index.clear();
        m_map.reset();
        m_size = 0;
        m_lastLineCount = 0;
        Q_EMIT reset();
        if (m_error != previousError)
            Q_EMIT errorOccurred(m_error);
        return;
    }
    Q_EMIT reset();
    Q_EMIT lineCountChanged(lineCount());
}

// ---------------------------------------------------------------------------------------------------------
// Search

quint64 LogFile::startFind(const QString& text, Qt::CaseSensitivity cs, qint64 from, bool backward, bool wrap)
{
    return startSearch(text, cs, false, from, backward, wrap, 0);
}

quint64 LogFile::startFindAll(const QString& text, Qt::CaseSensitivity cs, int maxHits)
{
    return startSearch(text, cs, true, 0, false, false, std::max(maxHits, 0));
}

quint64 LogFile::startSearch(
    const QString& text, Qt::CaseSensitivity cs, bool all, qint64 from, bool backward, bool wrap, int maxHits)
{
    const quint64 id = ++m_nextSearchId;
    auto spec = std::make_shared<SearchSpec>();
    spec->id = id;
    spec->all = all;
    spec->text = text;
    spec->fileName = QFileInfo(m_path).fileName();
    spec->cs = cs;
    spec->from = from;
    spec->backward = backward;
    spec->wrap = wrap;
    spec->maxHits = maxHits;
    bool nonAscii = false;
    for (QChar c : text)
        nonAscii = nonAscii || c.unicode() >= 0x80;
    spec->slow = cs == Qt::CaseInsensitive && nonAscii && text.toLower() != text.toUpper();
    spec->searcher = LiteralSearcher(text.toUtf8(), cs == Qt::CaseSensitive);

    Job& job = m_searches[id];
    job.cancel = std::make_shared<std::atomic_bool>(false);
    job.running = true;
    job.generation = m_generation;
    if (!m_map || text.isEmpty()) {
        SearchResult result;
        result.id = id;
        QMetaObject::invokeMethod(
            this, [this, id, result, all] { onSearchFinished(id, result, all); }, Qt::QueuedConnection);
        return id;
    }
    job.thread = std::thread(&LogFile::searchRun, this, m_map, std::shared_ptr<const SearchSpec>(spec), job.cancel);
    return id;
}

void LogFile::cancelSearch(quint64 id)
{
    for (auto& [jobId, job] : m_searches) {
        if ((id == 0 || jobId == id) && job.cancel)
            job.cancel->store(true);
    }
}

void LogFile::onSearchFinished(quint64 id, SearchResult result, bool all)
{
    auto it = m_searches.find(id);
    if (it != m_searches.end()) {
        if (it->second.thread.joinable())
            it->second.thread.join();
        const bool stale = it->second.generation != m_generation;
        m_searches.erase(it);
        if (!stale && !result.error.isEmpty())
            noteAccessFault(); // the mapped file was cut off under the search
        if (stale) {
            // the file was reopened meanwhile: the offsets belong to the old contents
            result = SearchResult();
            result.id = id;
            result.cancelled = true;
        }
    } else {
        result.found = false;
        result.cancelled = true; // closed meanwhile
    }
    if (result.found)
        result.match.line = lineAt(result.match.offset);
    if (all)
        Q_EMIT findAllFinished(result);
    else
        Q_EMIT findFinished(result);
}

namespace {

    /// Calls onMatch(offset, length) for the matches starting in [lo, hi) of data[0, size) (a match may run past
    /// hi). Non-overlapping unless `overlapping`. onMatch returns false to stop; *resume is where a following
    /// range should start to keep matches non-overlapping. Returns false if the memory could not be read.
    template <class F>
    bool forEachMatch(const LogFile::SearchSpec& spec, const char* data, qint64 size, qint64 lo, qint64 hi,
        bool overlapping, qint64* resume, F& onMatch, const std::atomic_bool& cancel)
    {
        *resume = hi;
        if (!spec.slow) {
            const LiteralSearcher& s = spec.searcher;
            const qint64 k = s.length();
            return guarded([&] {
                const char* const end = data + std::min(size, hi + k - 1);
                qint64 pos = lo;
                while (pos < hi) {
                    const char* p = s.find(data + pos, end);
                    if (!p)
                        break;
                    const qint64 off = p - data;
                    if (off >= hi)
                        break;
                    if (!onMatch(off, k))
                        break;
                    pos = overlapping ? off + 1 : off + k;
                    *resume = std::max(hi, pos);
                }
            });
        }

        // Case-insensitive text with non-ASCII letters: decode pieces and compare as UTF-16 with Qt's folding.
        const QStringView needle(spec.text);
        const qint64 overlap = 3 * needle.size() + 4;
        std::vector<char16_t> units;
        std::vector<quint32> offsets;
        for (qint64 ps = lo; ps < hi && !cancel.load(std::memory_order_relaxed);) {
            const qint64 own = std::min(hi, ps + SlowPiece);
            const qint64 windowEnd = std::min(size, own + overlap);
            const auto bytes = size_t(windowEnd - ps);
            units.resize(bytes + 1);
            offsets.resize(bytes + 2);
            qsizetype n = 0;
            if (!guarded([&] {
                    n = decodeUtf8(reinterpret_cast<const uchar*>(data + ps),
                        reinterpret_cast<const uchar*>(data + windowEnd), units.data(), offsets.data());
                }))
                return false;
            const QStringView text(units.data(), n);
            qsizetype from = 0;
            while (true) {
                const qsizetype at = text.indexOf(needle, from, Qt::CaseInsensitive);
                if (at < 0)
                    break;
                const qint64 off = ps + offsets[size_t(at)];
                if (off >= own)
                    break;
                const qint64 length = qint64(offsets[size_t(at + needle.size())]) - offsets[size_t(at)];
                bool more = true;
                if (!guarded([&] { more = onMatch(off, length); }))
                    return false;
                if (!more)
                    return true;
                from = overlapping ? at + 1 : at + needle.size();
                *resume = std::max(hi, off + (overlapping ? 1 : length));
            }
            ps = own;
        }
        return true;
    }

} // namespace

void LogFile::searchRun(std::shared_ptr<const Mapping> map, std::shared_ptr<const SearchSpec> spec,
    std::shared_ptr<std::atomic_bool> cancel)
{
    QElapsedTimer timer;
    timer.start();
    SearchResult result;
    result.id = spec->id;
    const char* data = map->data();
    const qint64 size = map->size;
    const quint64 id = spec->id;
    bool faulted = false;
    qint64 nextPost = ProgressMs;
    auto post = [&](qint64 done, qint64 total) {
        if (timer.elapsed() < nextPost)
            return;
        nextPost = timer.elapsed() + ProgressMs;
        QMetaObject::invokeMethod(
            this, [this, id, done, total] { Q_EMIT searchProgress(id, done, total); }, Qt::QueuedConnection);
    };

    if (!spec->all) {
        const qint64 from = std::clamp<qint64>(spec->from, 0, size);
        struct Segment {
            qint64 lo, hi;
            bool wrapped;
        };
        Segment segments[2];
        if (!spec->backward) {
            segments[0] = { from, size, false };
            segments[1] = { 0, from, true };
        } else {
            segments[0] = { 0, from, false };
            segments[1] = { from, size, true };
        }
        const int count = spec->wrap ? 2 : 1;
        qint64 done = 0;
        for (int s = 0; s < count && !result.found && !faulted; ++s) {
            const Segment seg = segments[s];
            if (!spec->backward) {
                for (qint64 lo = seg.lo; lo < seg.hi && !result.found;) {
                    if (cancel->load(std::memory_order_relaxed)) {
                        result.cancelled = true;
                        break;
                    }
                    const qint64 hi = std::min(seg.hi, lo + FindBlock);
                    qint64 resume = hi;
                    auto onMatch = [&](qint64 off, qint64 length) {
                        result.found = true;
                        result.wrapped = seg.wrapped;
                        result.match.offset = off;
                        result.match.length = length;
                        return false;
                    };
                    if (!forEachMatch(*spec, data, size, lo, hi, true, &resume, onMatch, *cancel)) {
                        faulted = true;
                        break;
                    }
                    done += hi - lo;
                    post(done, size);
                    lo = hi;
                }
            } else {
                for (qint64 hi = seg.hi; hi > seg.lo && !result.found;) {
                    if (cancel->load(std::memory_order_relaxed)) {
                        result.cancelled = true;
                        break;
                    }
                    const qint64 lo = std::max(seg.lo, hi - FindBackBlock);
                    qint64 resume = hi;
                    qint64 lastOff = -1;
                    qint64 lastLength = 0;
                    auto onMatch = [&](qint64 off, qint64 length) {
                        lastOff = off;
                        lastLength = length;
                        return true;
                    };
                    if (!forEachMatch(*spec, data, size, lo, hi, true, &resume, onMatch, *cancel)) {
                        faulted = true;
                        break;
                    }
                    if (lastOff >= 0) {
                        result.found = true;
                        result.wrapped = seg.wrapped;
                        result.match.offset = lastOff;
                        result.match.length = lastLength;
                    }
                    done += hi - lo;
                    post(done, size);
                    hi = lo;
                }
            }
            if (result.cancelled)
                break;
        }
    } else {
        // Count in parallel over ranges that start at line starts, so no line is counted twice.
        const int threads = size >= (qint64(32) << 20) ? std::clamp(QThread::idealThreadCount(), 1, 4) : 1;
        std::vector<qint64> bounds(size_t(threads) + 1, size);
        bounds[0] = 0;
        for (int i = 1; i < threads && !faulted; ++i) {
            const qint64 nominal = std::max(bounds[size_t(i - 1)], size / threads * i);
            qint64 next = size;
            if (!guarded([&] {
                    if (const void* nl = std::memchr(data + nominal, '\n', size_t(size - nominal)))
                        next = static_cast<const char*>(nl) - data + 1;
                }))
                faulted = true;
            bounds[size_t(i)] = next;
        }
        struct Part {
            qint64 matches = 0;
            qint64 lines = 0;
            std::vector<qint64> hits;
            qsizetype hitCount = 0;
            bool faulted = false;
            bool cancelled = false;
        };
        std::vector<Part> parts(static_cast<std::size_t>(threads));
        std::atomic<qint64> done { 0 };
        auto work = [&](int i) {
            Part& part = parts[size_t(i)];
            part.hits.resize(size_t(spec->maxHits));
            qint64* const hits = part.hits.data();
            const qsizetype cap = spec->maxHits;
            qint64 lineEnd = -1; // end (exclusive) of the last line counted
            const qint64 end = bounds[size_t(i) + 1];
            auto onMatch = [&](qint64 off, qint64 length) {
                ++part.matches;
                if (part.hitCount < cap)
                    hits[part.hitCount++] = off;
                if (off >= lineEnd) {
                    ++part.lines;
                    const qint64 after = off + length;
                    const void* nl = after < size ? std::memchr(data + after, '\n', size_t(size - after)) : nullptr;
                    lineEnd = nl ? static_cast<const char*>(nl) - data + 1 : size;
                }
                return true;
            };
            for (qint64 lo = bounds[size_t(i)]; lo < end;) {
                if (cancel->load(std::memory_order_relaxed)) {
                    part.cancelled = true;
                    return;
                }
                const qint64 hi = std::min(end, lo + CountBlock);
                qint64 resume = hi;
                if (!forEachMatch(*spec, data, size, lo, hi, false, &resume, onMatch, *cancel)) {
                    part.faulted = true;
                    return;
                }
                const qint64 total = done.fetch_add(hi - lo, std::memory_order_relaxed) + (hi - lo);
                if (i == 0)
                    post(total, size);
                lo = std::max(hi, resume);
            }
        };
        if (!faulted) {
            std::vector<std::thread> helpers;
            for (int i = 1; i < threads; ++i)
                helpers.emplace_back(work, i);
            work(0);
            for (std::thread& t : helpers)
                t.join();
        }
        for (const Part& part : parts) {
            result.matches += part.matches;
            result.matchingLines += part.lines;
            faulted = faulted || part.faulted;
            result.cancelled = result.cancelled || part.cancelled;
            for (qsizetype h = 0; h < part.hitCount && result.hits.size() < spec->maxHits; ++h)
                result.hits.append(part.hits[size_t(h)]);
        }
        result.hitsCapped = result.matches > result.hits.size();
        result.found = result.matches > 0;
    }
    if (faulted) {
        result.found = false;
        result.error = tr("%1 changed while it was searched.").arg(spec->fileName);
    }
    result.bytesSearched = size;
    result.msecs = timer.elapsed();
    const bool all = spec->all;
    QMetaObject::invokeMethod(
        this, [this, id, result, all] { onSearchFinished(id, result, all); }, Qt::QueuedConnection);
}

} // namespace pw
