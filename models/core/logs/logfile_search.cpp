// SPDX-License-Identifier: MIT
// LogFile's search: find the next or previous match, or count all of them, on worker threads; literal bytes,
// ASCII case folding, and decoded text for case-insensitive non-ASCII needles.
#include "logfile_p.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QStringView>
#include <QThread>

#include <algorithm>
#include <cstring>
#include <vector>

namespace pw {

using namespace logfile_detail;

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

    constexpr qint64 FindBlock = 4 << 20;
    constexpr qint64 FindBackBlock = 1 << 20;
    constexpr qint64 CountBlock = 8 << 20;
    constexpr qint64 SlowPiece = 1 << 20;

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
