// SPDX-License-Identifier: MIT
#include "yamlscan.h"

#include <cstdint>
#include <cstring>

#include <algorithm>
#include <vector>

namespace pw::yaml {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

bool isBreak(char c)
{
    return c == '\n' || c == '\r';
}

std::size_t lineEndAt(std::string_view t, std::size_t p)
{
    while (p < t.size() && !isBreak(t[p]))
        ++p;
    return p;
}

// After position p on a line, strip a trailing comment and blanks: returns the end of meaningful text.
std::size_t trimLine(std::string_view t, std::size_t from, std::size_t lineEnd)
{
    std::size_t e = lineEnd;
    for (std::size_t i = from; i < lineEnd; ++i) {
        if (t[i] == '#' && (i == from || isBlank(t[i - 1]))) {
            e = i;
            break;
        }
    }
    while (e > from && isBlank(t[e - 1]))
        --e;
    return e;
}

// Indentation of the line starting at ls, or -1 if the line is blank / comment-only.
int contentIndent(std::string_view t, std::size_t ls, bool commentIsBlank)
{
    std::size_t p = ls;
    while (p < t.size() && t[p] == ' ')
        ++p;
    if (p >= t.size() || isBreak(t[p]))
        return -1;
    if (t[p] == '\t') {
        std::size_t q = p;
        while (q < t.size() && isBlank(t[q]))
            ++q;
        if (q >= t.size() || isBreak(t[q]))
            return -1;
    }
    if (commentIsBlank && t[p] == '#')
        return -1;
    return static_cast<int>(p - ls);
}

std::size_t nextLine(std::string_view t, std::size_t lineEnd)
{
    if (lineEnd < t.size() && t[lineEnd] == '\r')
        ++lineEnd;
    if (lineEnd < t.size() && t[lineEnd] == '\n')
        ++lineEnd;
    return lineEnd;
}

} // namespace

TextPositions::TextPositions(std::string_view text) : m_text(text)
{
    m_starts.reserve(text.size() / 24 + 1);
    m_starts.push_back(0);
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    for (const char* p = begin; p < end;) {
        const void* nl = std::memchr(p, '\n', std::size_t(end - p));
        if (!nl)
            break;
        p = static_cast<const char*>(nl) + 1;
        m_starts.push_back(std::size_t(p - begin));
    }
    // eight bytes at a time: is any of them past ASCII?
    std::uint64_t high = 0;
    std::size_t i = 0;
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, begin + i, 8);
        high |= word;
    }
    for (; i < text.size(); ++i)
        high |= static_cast<unsigned char>(begin[i]);
    m_ascii = (high & 0x8080808080808080ULL) == 0;
}

std::size_t TextPositions::lineOf(std::size_t offset) const
{
    // the line of the last answer, or one of the next few
    std::size_t line = m_lastLine;
    if (line >= 1 && line <= m_starts.size() && m_starts[line - 1] <= offset) {
        for (int step = 0; step < 8; ++step) {
            if (line == m_starts.size() || m_starts[line] > offset)
                return line;
            ++line;
        }
    }
    const auto it = std::upper_bound(m_starts.begin(), m_starts.end(), offset);
    return static_cast<std::size_t>(it - m_starts.begin());
}

Pos TextPositions::at(std::size_t offset) const
{
    offset = std::min(offset, m_text.size());
    const std::size_t line = lineOf(offset);
    m_lastLine = line;
    std::size_t ls = m_starts[line - 1];
    if (line == 1)
        ls = std::min(bomLength(m_text), offset); // the byte order mark is not a column
    int col = 1;
    if (m_ascii) {
        col += static_cast<int>(offset - ls);
    } else {
        for (std::size_t i = ls; i < offset; ++i)
            if ((static_cast<unsigned char>(m_text[i]) & 0xC0) != 0x80)
                ++col;
    }
    return Pos {static_cast<int>(line), col, offset};
}

Pos positionOf(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    int line = 1;
    std::size_t ls = 0;
    for (std::size_t i = 0; i < offset; ++i)
        if (text[i] == '\n') {
            ++line;
            ls = i + 1;
        }
    if (line == 1)
        ls = std::min(bomLength(text), offset);
    int col = 1;
    for (std::size_t i = ls; i < offset; ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
            ++col;
    return Pos {line, col, offset};
}

std::size_t skipProperties(std::string_view t, std::size_t p, std::string* anchor)
{
    for (int guard = 0; guard < 4 && p < t.size(); ++guard) {
        const char c = t[p];
        if (c != '!' && c != '&')
            break;
        std::size_t e = p + 1;
        if (c == '!' && e < t.size() && t[e] == '<') {
            while (e < t.size() && t[e] != '>')
                ++e;
            if (e < t.size())
                ++e;
        }
        while (e < t.size() && !isBlank(t[e]) && !isBreak(t[e]) && !isFlowBreak(t[e]))
            ++e;
        if (c == '&' && anchor)
            *anchor = std::string(t.substr(p + 1, e - p - 1));
        p = e;
        while (p < t.size() && (isBlank(t[p]) || isBreak(t[p])))
            ++p;
    }
    return p;
}

std::size_t scanDoubleQuoted(std::string_view t, std::size_t p, bool* closed)
{
    for (std::size_t i = p + 1; i < t.size(); ++i) {
        if (t[i] == '\\') {
            ++i;
            continue;
        }
        if (t[i] == '"') {
            if (closed)
                *closed = true;
            return i + 1;
        }
    }
    if (closed)
        *closed = false;
    return t.size();
}

std::size_t scanSingleQuoted(std::string_view t, std::size_t p, bool* closed)
{
    for (std::size_t i = p + 1; i < t.size(); ++i) {
        if (t[i] == '\'') {
            if (i + 1 < t.size() && t[i + 1] == '\'') {
                ++i;
                continue;
            }
            if (closed)
                *closed = true;
            return i + 1;
        }
    }
    if (closed)
        *closed = false;
    return t.size();
}

namespace {

void appendUtf8(std::string& out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

/// The escapes of a double-quoted segment (YAML 1.2, 5.7), decoded.
std::string unescape(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 >= s.size()) {
            out += s[i];
            continue;
        }
        const char e = s[++i];
        auto hex = [&](int digits) {
            std::uint32_t cp = 0;
            for (int k = 0; k < digits && i + 1 < s.size(); ++k) {
                const char h = s[++i];
                cp = cp * 16 + std::uint32_t(h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 : h >= 'A' && h <= 'F' ? h - 'A' + 10 : 0);
            }
            appendUtf8(out, cp);
        };
        switch (e) {
        case '0': out += '\0'; break;
        case 'a': out += '\a'; break;
        case 'b': out += '\b'; break;
        case 't': case '\t': out += '\t'; break;
        case 'n': out += '\n'; break;
        case 'v': out += '\v'; break;
        case 'f': out += '\f'; break;
        case 'r': out += '\r'; break;
        case 'e': out += '\x1b'; break;
        case 'N': appendUtf8(out, 0x85); break;
        case '_': appendUtf8(out, 0xA0); break;
        case 'L': appendUtf8(out, 0x2028); break;
        case 'P': appendUtf8(out, 0x2029); break;
        case 'x': hex(2); break;
        case 'u': hex(4); break;
        case 'U': hex(8); break;
        default: out += e; break; // \" \\ \/ and the escaped space
        }
    }
    return out;
}

} // namespace

std::string foldQuoted(std::string_view raw)
{
    if (raw.size() < 2)
        return std::string();
    const bool dbl = raw.front() == '"';
    const std::string_view body = raw.substr(1, raw.size() - 2);
    // the lines between the quotes, without their line ends
    std::vector<std::string_view> lines;
    for (std::size_t start = 0;;) {
        const std::size_t nl = body.find('\n', start);
        std::string_view line = body.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back(line);
        if (nl == std::string_view::npos)
            break;
        start = nl + 1;
    }
    auto blank = [](char c) { return c == ' ' || c == '\t'; };
    // a backslash at the end of a double-quoted line escapes the line break (an even run is escaped backslashes)
    auto escapedBreak = [&](std::string_view l) {
        std::size_t n = 0;
        while (n < l.size() && l[l.size() - 1 - n] == '\\')
            ++n;
        return dbl && n % 2 == 1;
    };
    auto decode = [&](std::string_view seg) {
        if (dbl)
            return unescape(seg);
        std::string out;
        for (std::size_t i = 0; i < seg.size(); ++i) {
            out += seg[i];
            if (seg[i] == '\'' && i + 1 < seg.size() && seg[i + 1] == '\'')
                ++i;
        }
        return out;
    };
    std::string out;
    std::size_t empties = 0; // empty lines since the last content
    bool joined = false; // the last content line ended in an escaped break
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string_view l = lines[i];
        const bool first = i == 0;
        const bool last = i + 1 == lines.size();
        if (!first)
            while (!l.empty() && blank(l.front()))
                l.remove_prefix(1);
        bool escaped = false;
        if (!last) {
            escaped = escapedBreak(l);
            if (escaped) {
                l.remove_suffix(1);
            } else {
                // trailing blanks go, unless a backslash escapes the last one
                while (!l.empty() && blank(l.back())) {
                    std::size_t n = 0;
                    while (n + 1 < l.size() && l[l.size() - 2 - n] == '\\')
                        ++n;
                    if (dbl && n % 2 == 1)
                        break;
                    l.remove_suffix(1);
                }
            }
        }
        if (!first && !last && l.empty() && !escaped) {
            ++empties;
            continue;
        }
        if (!first) {
            if (empties > 0)
                out.append(empties, '\n');
            else if (!joined)
                out += ' ';
        }
        out += decode(l);
        empties = 0;
        joined = escaped;
    }
    return out;
}

std::size_t scanBlockScalar(std::string_view t, std::size_t p, int parentIndent)
{
    std::size_t le = lineEndAt(t, p);
    std::size_t end = trimLine(t, p, le);
    std::size_t ls = nextLine(t, le);
    while (ls < t.size()) {
        const int ind = contentIndent(t, ls, false);
        const std::size_t e = lineEndAt(t, ls);
        if (ind >= 0) {
            if (ind <= parentIndent)
                break;
            end = e; // trailing blanks of a content line are content
        }
        ls = nextLine(t, e);
        if (e >= t.size())
            break;
    }
    return end;
}

std::size_t scanPlain(std::string_view t, std::size_t p, bool flow, int parentIndent, bool isKey)
{
    auto scanLine = [&](std::size_t from) {
        std::size_t i = from;
        while (i < t.size() && !isBreak(t[i])) {
            const char c = t[i];
            if (c == ':' && (i + 1 >= t.size() || isBlank(t[i + 1]) || isBreak(t[i + 1])
                             || (flow && isFlowBreak(t[i + 1]))))
                break;
            if (c == '#' && i > from && isBlank(t[i - 1]))
                break;
            if (flow && isFlowBreak(c))
                break;
            ++i;
        }
        while (i > from && isBlank(t[i - 1]))
            --i;
        return i;
    };
    std::size_t end = scanLine(p);
    if (isKey)
        return end;
    // continuation lines
    std::size_t le = lineEndAt(t, end);
    if (trimLine(t, end, le) != end || (end < le && t[end] == ':'))
        return end; // a comment or something else follows on this line
    std::size_t ls = nextLine(t, le);
    while (ls < t.size()) {
        const int ind = contentIndent(t, ls, false);
        const std::size_t e = lineEndAt(t, ls);
        if (ind >= 0) {
            const std::size_t first = ls + static_cast<std::size_t>(ind);
            if (t[first] == '#')
                break;
            if (flow) {
                if (isFlowBreak(t[first]))
                    break;
            } else if (ind <= parentIndent) {
                break;
            }
            const std::size_t lineEndText = scanLine(first);
            if (lineEndText == first)
                break;
            end = lineEndText;
            if (lineEndText < e && trimLine(t, lineEndText, e) != lineEndText)
                break;
        }
        if (e >= t.size())
            break;
        ls = nextLine(t, e);
    }
    return end;
}

std::size_t findIndicator(std::string_view t, std::size_t p, char c)
{
    while (p < t.size()) {
        const char ch = t[p];
        if (ch == c)
            return p + 1;
        if (ch == '#') {
            p = lineEndAt(t, p);
            continue;
        }
        if (isBlank(ch) || isBreak(ch)) {
            ++p;
            continue;
        }
        return std::string::npos;
    }
    return std::string::npos;
}

std::size_t explicitNullLength(std::string_view t, std::size_t p)
{
    auto tokenEnds = [&](std::size_t e) {
        return e >= t.size() || isBlank(t[e]) || isBreak(t[e]) || isFlowBreak(t[e]);
    };
    if (p < t.size() && t[p] == '~' && tokenEnds(p + 1))
        return 1;
    for (std::string_view w : {"null", "Null", "NULL"})
        if (t.substr(p, 4) == w && tokenEnds(p + 4))
            return 4;
    return 0;
}

std::size_t findFlowClose(std::string_view t, std::size_t p, char close)
{
    int depth = 0;
    while (p < t.size()) {
        const char c = t[p];
        if (c == '"') {
            p = scanDoubleQuoted(t, p);
            continue;
        }
        if (c == '\'') {
            p = scanSingleQuoted(t, p);
            continue;
        }
        if (c == '#' && (p == 0 || isBlank(t[p - 1]) || isBreak(t[p - 1]))) {
            p = lineEndAt(t, p);
            continue;
        }
        if (c == '[' || c == '{')
            ++depth;
        else if (c == ']' || c == '}') {
            if (depth == 0)
                return c == close ? p + 1 : p;
            --depth;
        }
        ++p;
    }
    return t.size();
}

std::size_t firstInvalidUtf8(std::string_view t)
{
    const auto* s = reinterpret_cast<const unsigned char*>(t.data());
    const std::size_t n = t.size();
    std::size_t i = 0;
    while (i < n) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int len = 0;
        unsigned cp = 0;
        if ((c & 0xE0) == 0xC0) {
            len = 2;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            len = 3;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            len = 4;
            cp = c & 0x07;
        } else {
            return i;
        }
        if (i + static_cast<std::size_t>(len) > n)
            return i;
        for (int k = 1; k < len; ++k) {
            if ((s[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF))
            || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += static_cast<std::size_t>(len);
    }
    return std::string::npos;
}

std::string hexByte(unsigned char c)
{
    static const char* digits = "0123456789ABCDEF";
    return {digits[c >> 4], digits[c & 15]};
}

int lineIndentAt(std::string_view t, std::size_t offset)
{
    std::size_t ls = offset;
    while (ls > 0 && t[ls - 1] != '\n')
        --ls;
    if (ls == 0)
        ls = std::min(bomLength(t), offset);
    std::size_t p = ls;
    while (p < t.size() && t[p] == ' ')
        ++p;
    return static_cast<int>(p - ls);
}

} // namespace pw::yaml
