// SPDX-License-Identifier: MIT
#include "yamlfastparser.h"

#include <yaml-cpp/emitterstyle.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/mark.h>

#include <string_view>
#include <vector>

namespace pw::yaml {

namespace {

struct Unsupported
{
};

[[noreturn]] void giveUp()
{
    throw Unsupported {};
}

/// Collections nested deeper than this are left to yaml-cpp (which also reports anything past the loader's
/// limit): the scanner recurses once per level, and pipeline files stay far below it.
constexpr int MaxNativeDepth = 200;

bool isNullString(std::string_view s)
{
    return s == "~" || s == "null" || s == "Null" || s == "NULL";
}

void appendUtf8(std::string& out, unsigned cp)
{
    if (cp >= 0xD800 && cp <= 0xDFFF)
        giveUp(); // a surrogate is no character; yaml-cpp reports the error
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp <= 0x10FFFF) {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        giveUp();
    }
}

class FastParser
{
public:
    FastParser(const std::string& text, YAML::EventHandler& h) : t(text), n(text.size()), h(h) { }

    void run()
    {
        if (n >= 3 && static_cast<unsigned char>(t[0]) == 0xEF)
            giveUp(); // byte order mark
        // One pass over the bytes: tabs, carriage returns and other control characters (yaml-cpp reads 0x04 as
        // the end of its input) are left to yaml-cpp, and so is a document marker (--- or ...) on any line,
        // which starts or ends a document.
        bool lineStart = true;
        for (std::size_t i = 0; i < n; ++i) {
            const auto c = static_cast<unsigned char>(t[i]);
            if (c < 0x20) {
                if (c != '\n')
                    giveUp();
                lineStart = true;
                continue;
            }
            if (lineStart && (c == '-' || c == '.') && i + 3 <= n && t[i + 1] == t[i] && t[i + 2] == t[i]
                && (i + 3 == n || t[i + 3] == ' ' || t[i + 3] == '\n'))
                giveUp();
            lineStart = false;
        }
        std::size_t ls = nextContentLine(0);
        if (ls < n && (t[ls] == '%' || (t.compare(ls, 3, "---") == 0) || t.compare(ls, 3, "...") == 0))
            giveUp();
        if (ls >= n)
            return; // empty document: no events, as with yaml-cpp
        h.OnDocumentStart(mark(ls));
        const std::size_t next = blockNode(ls + indentAt(ls), -1);
        if (next < n)
            giveUp(); // something left over: a second document, a dedent error, ...
        h.OnDocumentEnd();
    }

private:
    /// One level of collection nesting for the lifetime of the object; gives up past MaxNativeDepth.
    class Level
    {
    public:
        explicit Level(int& depth) : m_depth(depth)
        {
            if (++m_depth > MaxNativeDepth)
                giveUp();
        }
        ~Level() { --m_depth; }
        Level(const Level&) = delete;
        Level& operator=(const Level&) = delete;

    private:
        int& m_depth;
    };

    static YAML::Mark mark(std::size_t pos)
    {
        YAML::Mark m;
        m.pos = static_cast<int>(pos);
        return m;
    }

    std::size_t lineEnd(std::size_t q) const
    {
        const std::size_t e = t.find('\n', q);
        return e == std::string::npos ? n : e;
    }

    std::size_t lineStartOf(std::size_t q) const
    {
        while (q > 0 && t[q - 1] != '\n')
            --q;
        return q;
    }

    int indentAt(std::size_t ls) const
    {
        std::size_t q = ls;
        while (q < n && t[q] == ' ')
            ++q;
        return static_cast<int>(q - ls);
    }

    bool blankOrComment(std::size_t ls) const
    {
        std::size_t q = ls;
        while (q < n && t[q] == ' ')
            ++q;
        return q >= n || t[q] == '\n' || t[q] == '#';
    }

    /// Start of the first line at or after ls that holds something other than blanks or a comment.
    std::size_t nextContentLine(std::size_t ls) const
    {
        while (ls < n && blankOrComment(ls)) {
            const std::size_t e = lineEnd(ls);
            ls = e >= n ? n : e + 1;
        }
        return ls;
    }

    std::size_t afterLine(std::size_t q) const
    {
        const std::size_t e = lineEnd(q);
        return e >= n ? n : e + 1;
    }

    bool isDash(std::size_t q) const
    {
        return q < n && t[q] == '-' && (q + 1 >= n || t[q + 1] == ' ' || t[q + 1] == '\n');
    }

    /// After a node's text on its line: only blanks and a comment may follow.
    void expectLineEnd(std::size_t q) const
    {
        const std::size_t start = q;
        while (q < n && t[q] == ' ')
            ++q;
        if (q < n && t[q] != '\n' && !(t[q] == '#' && q > start))
            giveUp();
    }

    /// If a plain key starts at q on this line, the offset of its ':'; otherwise npos.
    std::size_t plainKeyColon(std::size_t q) const
    {
        const std::size_t le = lineEnd(q);
        for (std::size_t i = q; i < le; ++i) {
            const char c = t[i];
            if (c == ':' && (i + 1 >= le || t[i + 1] == ' '))
                return i;
            if (c == '#' && i > q && t[i - 1] == ' ')
                return std::string::npos;
        }
        return std::string::npos;
    }

    // ----- scalars ------------------------------------------------------------------------------

    /// Quoted scalar on one line starting at q; returns the offset after the closing quote.
    std::size_t quoted(std::size_t q, std::string& value) const
    {
        value.clear();
        const char quote = t[q];
        std::size_t i = q + 1;
        while (true) {
            if (i >= n || t[i] == '\n')
                giveUp(); // multi-line quoted scalars fold: left to yaml-cpp
            const char c = t[i];
            if (quote == '\'') {
                if (c == '\'') {
                    if (i + 1 < n && t[i + 1] == '\'') {
                        value += '\'';
                        i += 2;
                        continue;
                    }
                    return i + 1;
                }
                value += c;
                ++i;
                continue;
            }
            if (c == '"')
                return i + 1;
            if (c != '\\') {
                value += c;
                ++i;
                continue;
            }
            if (i + 1 >= n)
                giveUp();
            const char e = t[i + 1];
            i += 2;
            auto hex = [&](int digits) {
                unsigned cp = 0;
                for (int k = 0; k < digits; ++k, ++i) {
                    if (i >= n)
                        giveUp();
                    const char d = t[i];
                    cp <<= 4;
                    if (d >= '0' && d <= '9')
                        cp |= static_cast<unsigned>(d - '0');
                    else if (d >= 'a' && d <= 'f')
                        cp |= static_cast<unsigned>(d - 'a' + 10);
                    else if (d >= 'A' && d <= 'F')
                        cp |= static_cast<unsigned>(d - 'A' + 10);
                    else
                        giveUp();
                }
                appendUtf8(value, cp);
            };
            switch (e) {
            case '0': value += '\0'; break;
            case 'a': value += '\a'; break;
            case 'b': value += '\b'; break;
            case 't': value += '\t'; break;
            case 'n': value += '\n'; break;
            case 'v': value += '\v'; break;
            case 'f': value += '\f'; break;
            case 'r': value += '\r'; break;
            case 'e': value += '\x1b'; break;
            case ' ': value += ' '; break;
            case '"': value += '"'; break;
            case '/': value += '/'; break;
            case '\\': value += '\\'; break;
            case 'N': // yaml-cpp writes these two as single bytes (not UTF-8): left to it
            case '_': giveUp();
            case 'L': appendUtf8(value, 0x2028); break;
            case 'P': appendUtf8(value, 0x2029); break;
            case 'x': hex(2); break;
            case 'u': hex(4); break;
            case 'U': hex(8); break;
            default: giveUp();
            }
        }
    }

    void scalarEvent(std::size_t q, std::string value, bool plain)
    {
        if (plain && isNullString(value))
            h.OnNull(mark(q), 0);
        else
            h.OnScalar(mark(q), plain ? "?" : "!", 0, value);
    }

    static void trimRight(std::string& s)
    {
        while (!s.empty() && s.back() == ' ')
            s.pop_back();
    }

    /// Plain scalar in block context at q; continuation lines must be indented more than parentIndent.
    /// Returns the start of the next content line.
    std::size_t plain(std::size_t q, int parentIndent)
    {
        const std::size_t le = lineEnd(q);
        std::size_t cut = le;
        bool comment = false;
        for (std::size_t i = q; i < le; ++i) {
            if (t[i] == '#' && i > q && t[i - 1] == ' ') {
                cut = i;
                comment = true;
                break;
            }
            if (t[i] == ':' && (i + 1 >= le || t[i + 1] == ' '))
                giveUp(); // "a: b: c" is an error; let yaml-cpp say so
        }
        std::string value = t.substr(q, cut - q);
        trimRight(value);
        std::size_t ls = le >= n ? n : le + 1;
        if (!comment) {
            int blanks = 0;
            while (ls < n) {
                const std::size_t e = lineEnd(ls);
                const int ind = indentAt(ls);
                const std::size_t first = ls + static_cast<std::size_t>(ind);
                if (first >= e) {
                    ++blanks;
                    ls = e >= n ? n : e + 1;
                    continue;
                }
                if (ind <= parentIndent || t[first] == '#')
                    break;
                std::size_t c2 = e;
                bool comment2 = false;
                for (std::size_t i = first; i < e; ++i) {
                    if (t[i] == '#' && i > first && t[i - 1] == ' ') {
                        c2 = i;
                        comment2 = true;
                        break;
                    }
                    if (t[i] == ':' && (i + 1 >= e || t[i + 1] == ' '))
                        giveUp();
                }
                if (t[first] == '-' && (first + 1 >= e || t[first + 1] == ' '))
                    giveUp();
                std::string part = t.substr(first, c2 - first);
                trimRight(part);
                if (blanks)
                    value.append(static_cast<std::size_t>(blanks), '\n');
                else
                    value += ' ';
                value += part;
                blanks = 0;
                ls = e >= n ? n : e + 1;
                if (comment2)
                    break;
            }
        }
        scalarEvent(q, std::move(value), true);
        return nextContentLine(ls);
    }

    /// Block scalar (| or >) whose indicator is at q. Returns the start of the next content line.
    std::size_t blockScalar(std::size_t q, int parentIndent)
    {
        const bool literal = t[q] == '|';
        std::size_t i = q + 1;
        char chomp = 'c';
        if (i < n && (t[i] == '-' || t[i] == '+'))
            chomp = t[i++];
        if (i < n && t[i] >= '0' && t[i] <= '9')
            giveUp(); // explicit indentation indicator
        expectLineEnd(i);
        std::size_t ls = afterLine(q);
        int contentIndent = -1;
        std::vector<std::pair<std::size_t, std::size_t>> lines; // content line spans; begin == npos: blank
        int maxLeadingBlank = 0;
        while (ls < n) {
            const std::size_t e = lineEnd(ls);
            const int ind = indentAt(ls);
            const std::size_t first = ls + static_cast<std::size_t>(ind);
            if (first >= e) {
                if (contentIndent < 0)
                    maxLeadingBlank = std::max(maxLeadingBlank, ind);
                else if (ind > contentIndent)
                    giveUp(); // spaces beyond the indentation are content
                else if (e >= n && ind == contentIndent && ind > 0)
                    giveUp(); // yaml-cpp folds a last, unterminated line of only the indentation as content
                lines.emplace_back(std::string::npos, std::string::npos);
                ls = e >= n ? n : e + 1;
                continue;
            }
            if (contentIndent < 0) {
                if (ind <= parentIndent)
                    break;
                contentIndent = ind;
                if (maxLeadingBlank > contentIndent || contentIndent == 0)
                    giveUp(); // yaml-cpp ends a block scalar at a line in column 1 (a root-level one)
            } else if (ind < contentIndent) {
                break;
            }
            if (!literal && ind > contentIndent)
                giveUp(); // more-indented lines fold differently
            lines.emplace_back(ls + static_cast<std::size_t>(contentIndent), e);
            ls = e >= n ? n : e + 1;
        }
        // trailing blank lines belong to the chomping
        while (!lines.empty() && lines.back().first == std::string::npos)
            lines.pop_back();
        std::string value;
        if (lines.empty()) {
            if (chomp == '+')
                giveUp();
        } else {
            int blanks = 0;
            bool firstLine = true;
            for (const auto& [b, e] : lines) {
                if (b == std::string::npos) {
                    ++blanks;
                    continue;
                }
                if (!firstLine) {
                    if (literal)
                        value.append(static_cast<std::size_t>(blanks) + 1, '\n');
                    else if (blanks)
                        value.append(static_cast<std::size_t>(blanks), '\n');
                    else
                        value += ' ';
                } else if (blanks) {
                    value.append(static_cast<std::size_t>(blanks), '\n');
                }
                firstLine = false;
                blanks = 0;
                value.append(t, b, e - b);
            }
            // the line breaks after the last content line: none when the text ends on that line
            const std::size_t lastEnd = lines.back().second;
            std::size_t breaks = 0;
            for (std::size_t k = lastEnd; k < ls && k < n; ++k)
                breaks += t[k] == '\n';
            if (chomp == 'c' && breaks > 0)
                value += '\n';
            else if (chomp == '+')
                value.append(breaks, '\n');
        }
        h.OnScalar(mark(q), "!", 0, value);
        return nextContentLine(ls);
    }

    // ----- flow collections (on one line) -----------------------------------------------------

    std::size_t skipSpaces(std::size_t i) const
    {
        while (i < n && t[i] == ' ')
            ++i;
        if (i >= n || t[i] == '\n')
            giveUp(); // a flow collection that goes on over lines: yaml-cpp
        return i;
    }

    std::size_t flowNode(std::size_t i, bool key = false)
    {
        i = skipSpaces(i);
        const char c = t[i];
        if (c == '[' || c == '{') {
            if (key)
                giveUp();
            const Level level(depth);
            const bool isMap = c == '{';
            if (isMap)
                h.OnMapStart(mark(i), "?", 0, YAML::EmitterStyle::Flow);
            else
                h.OnSequenceStart(mark(i), "?", 0, YAML::EmitterStyle::Flow);
            const char close = isMap ? '}' : ']';
            i = skipSpaces(i + 1);
            if (t[i] == close) {
                ++i;
            } else {
                while (true) {
                    if (isMap) {
                        i = flowNode(i, true);
                        i = skipSpaces(i);
                        if (t[i] != ':')
                            giveUp();
                        i = skipSpaces(i + 1);
                        if (t[i] == ',' || t[i] == '}')
                            h.OnNull(mark(i), 0);
                        else
                            i = flowNode(i);
                    } else {
                        i = flowNode(i);
                    }
                    i = skipSpaces(i);
                    if (t[i] == ',') {
                        i = skipSpaces(i + 1);
                        if (t[i] == close)
                            giveUp(); // trailing comma
                        continue;
                    }
                    if (t[i] == close) {
                        ++i;
                        break;
                    }
                    giveUp();
                }
            }
            if (isMap)
                h.OnMapEnd();
            else
                h.OnSequenceEnd();
            return i;
        }
        if (c == '"' || c == '\'') {
            std::string v;
            const std::size_t e = quoted(i, v);
            h.OnScalar(mark(i), "!", 0, v);
            return e;
        }
        static const std::string_view bad = "&*!?|>#%@`,]}:";
        if (bad.find(c) != std::string_view::npos || (c == '-' && (t[i + 1] == ' ')))
            giveUp();
        std::size_t j = i;
        while (j < n && t[j] != '\n') {
            const char d = t[j];
            if (d == ',' || d == ']' || d == '}' || d == '[' || d == '{')
                break;
            if (d == ':' && (j + 1 >= n || t[j + 1] == ' ' || t[j + 1] == ',' || t[j + 1] == ']' || t[j + 1] == '}'))
                break;
            if ((d == '#' && t[j - 1] == ' ') || d == '?')
                giveUp(); // yaml-cpp reads "?" inside a flow scalar as a key indicator
            ++j;
        }
        if (j >= n || t[j] == '\n' || t[j] == '[' || t[j] == '{')
            giveUp();
        std::string v = t.substr(i, j - i);
        trimRight(v);
        if (v.empty())
            giveUp();
        scalarEvent(i, std::move(v), true);
        return j;
    }

    // ----- block structure --------------------------------------------------------------------

    /// A value that starts on the line of its key (after "key: ") or of its dash.
    std::size_t inlineValue(std::size_t q, int parentIndent)
    {
        const char c = t[q];
        if (c == '|' || c == '>')
            return blockScalar(q, parentIndent);
        if (c == '"' || c == '\'') {
            std::string v;
            const std::size_t e = quoted(q, v);
            expectLineEnd(e);
            h.OnScalar(mark(q), "!", 0, v);
            return nextContentLine(afterLine(q));
        }
        if (c == '[' || c == '{') {
            const std::size_t e = flowNode(q);
            expectLineEnd(e);
            return nextContentLine(afterLine(q));
        }
        static const std::string_view bad = "&*!?%@`,]}:-";
        if (bad.find(c) != std::string_view::npos)
            giveUp();
        return plain(q, parentIndent);
    }

    /// The value of a key (or a dash item) that starts on a later line, or is empty.
    std::size_t valueOnNextLines(std::size_t lineAfter, int col, bool allowCompactSeq)
    {
        const std::size_t nl = nextContentLine(lineAfter);
        if (nl < n) {
            const int ind = indentAt(nl);
            if (ind > col)
                return blockNode(nl + static_cast<std::size_t>(ind), col);
            if (allowCompactSeq && ind == col && isDash(nl + static_cast<std::size_t>(ind)))
                return blockSeq(nl + static_cast<std::size_t>(ind), col);
        }
        h.OnNull(mark(nl), 0);
        return nl;
    }

    std::size_t blockMap(std::size_t pos, int col)
    {
        const Level level(depth);
        h.OnMapStart(mark(pos), "?", 0, YAML::EmitterStyle::Block);
        std::size_t cur = pos;
        std::size_t next = n;
        while (true) {
            // key
            std::size_t colon;
            const char c = t[cur];
            if (c == '"' || c == '\'') {
                std::string k;
                std::size_t e = quoted(cur, k);
                while (e < n && t[e] == ' ')
                    ++e;
                if (e >= n || t[e] != ':' || (e + 1 < n && t[e + 1] != ' ' && t[e + 1] != '\n'))
                    giveUp();
                colon = e;
                h.OnScalar(mark(cur), "!", 0, k);
            } else {
                static const std::string_view bad = "-?:,[]{}#&*!|>%@`";
                if (bad.find(c) != std::string_view::npos)
                    giveUp();
                colon = plainKeyColon(cur);
                if (colon == std::string::npos)
                    giveUp();
                std::string k = t.substr(cur, colon - cur);
                trimRight(k);
                if (k.empty() || isNullString(k))
                    giveUp();
                h.OnScalar(mark(cur), "?", 0, k);
            }
            // value
            std::size_t q = colon + 1;
            while (q < n && t[q] == ' ')
                ++q;
            if (q >= n || t[q] == '\n' || t[q] == '#')
                next = valueOnNextLines(afterLine(colon), col, true);
            else
                next = inlineValue(q, col);
            if (next >= n)
                break;
            const int ind = indentAt(next);
            if (ind < col)
                break;
            if (ind > col || isDash(next + static_cast<std::size_t>(ind)))
                giveUp();
            cur = next + static_cast<std::size_t>(ind);
        }
        h.OnMapEnd();
        return next;
    }

    std::size_t blockSeq(std::size_t pos, int col)
    {
        const Level level(depth);
        h.OnSequenceStart(mark(pos), "?", 0, YAML::EmitterStyle::Block);
        std::size_t cur = pos;
        std::size_t next = n;
        while (true) {
            std::size_t q = cur + 1;
            while (q < n && t[q] == ' ')
                ++q;
            if (q >= n || t[q] == '\n' || t[q] == '#') {
                next = valueOnNextLines(afterLine(cur), col, false);
            } else {
                const int itemCol = static_cast<int>(q - lineStartOf(q));
                const char c = t[q];
                bool key = false;
                if (c == '"' || c == '\'') {
                    std::string k;
                    std::size_t e = quoted(q, k);
                    while (e < n && t[e] == ' ')
                        ++e;
                    key = e < n && t[e] == ':' && (e + 1 >= n || t[e + 1] == ' ' || t[e + 1] == '\n');
                } else if (c != '[' && c != '{' && c != '|' && c != '>' && c != '-') {
                    key = plainKeyColon(q) != std::string::npos;
                }
                if (isDash(q))
                    giveUp(); // "- - x"
                next = key ? blockMap(q, itemCol) : inlineValue(q, col);
            }
            if (next >= n)
                break;
            const int ind = indentAt(next);
            if (ind < col)
                break;
            if (ind > col)
                giveUp();
            if (!isDash(next + static_cast<std::size_t>(ind)))
                break;
            cur = next + static_cast<std::size_t>(ind);
        }
        h.OnSequenceEnd();
        return next;
    }

    /// A node that starts at q (the first thing on its line, or after a dash).
    std::size_t blockNode(std::size_t q, int parentIndent)
    {
        const int col = static_cast<int>(q - lineStartOf(q));
        if (isDash(q))
            return blockSeq(q, col);
        const char c = t[q];
        if (c == '"' || c == '\'') {
            std::string v;
            std::size_t e = quoted(q, v);
            while (e < n && t[e] == ' ')
                ++e;
            if (e < n && t[e] == ':')
                return blockMap(q, col);
            return inlineValue(q, parentIndent);
        }
        if (c == '[' || c == '{' || c == '|' || c == '>')
            return inlineValue(q, parentIndent);
        static const std::string_view bad = "&*!?%@`,]}:";
        if (bad.find(c) != std::string_view::npos)
            giveUp();
        if (plainKeyColon(q) != std::string::npos)
            return blockMap(q, col);
        return plain(q, parentIndent);
    }

    const std::string& t;
    const std::size_t n;
    YAML::EventHandler& h;
    int depth = 0;
};

} // namespace

bool fastParse(const std::string& text, YAML::EventHandler& handler)
{
    try {
        FastParser(text, handler).run();
        return true;
    } catch (const Unsupported&) {
        return false;
    }
}

} // namespace pw::yaml
