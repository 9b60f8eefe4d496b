// SPDX-License-Identifier: MIT
// Literal byte search: candidates are positions where the needle's two rarest bytes sit at their places
// (compared 32 bytes at a time), then verified.
#include "literalsearcher.h"

#include <algorithm>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#define PW_LOG_X86 1
#include "cpufeatures.h"

#include <immintrin.h>
#endif

namespace pw {

namespace {

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

} // namespace

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

} // namespace pw
