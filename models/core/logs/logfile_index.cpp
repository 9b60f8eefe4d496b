// SPDX-License-Identifier: MIT
// LogFile's indexing: scanning for line starts on a worker thread, with progress, cancelling and resuming.
#include "logfile_p.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#define PW_LOG_X86 1
#include "cpufeatures.h"

#include <immintrin.h>
#endif

namespace pw {

using namespace logfile_detail;

namespace {

    constexpr qint64 IndexBlock = 4 << 20;

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

#endif

} // namespace

namespace logfile_detail {

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

} // namespace logfile_detail

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

} // namespace pw
