// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>

namespace pw {

/// Literal (fixed-string) byte search. Case-insensitive matching folds ASCII letters; needles with other
/// letters are handled by LogFile on a slower path. Uses SIMD over two rare bytes of the needle.
class LiteralSearcher {
public:
    LiteralSearcher() = default;
    LiteralSearcher(const QByteArray& needle, bool caseSensitive);

    bool isEmpty() const { return m_needle.isEmpty(); }
    qsizetype length() const { return m_needle.size(); }
    const QByteArray& needle() const { return m_needle; }
    bool caseSensitive() const { return m_caseSensitive; }
    /// Start of the first match lying entirely inside [begin, end), or nullptr.
    const char* find(const char* begin, const char* end) const;
    /// Whether [p, p + length()) matches.
    bool matchesAt(const char* p) const;

private:
    QByteArray m_needle; // lower-cased ASCII when case-insensitive
    QByteArray m_foldMask; // 0x20 where the needle holds an ASCII letter (case-insensitive only)
    bool m_caseSensitive = true;
    qsizetype m_rare1 = 0; // positions of the two rarest needle bytes
    qsizetype m_rare2 = 0;
};

} // namespace pw
