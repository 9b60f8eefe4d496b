// SPDX-License-Identifier: MIT
// Private lexical helpers: where YAML tokens end in the source text.
#pragma once

#include "yamltree.h"

#include <string>
#include <string_view>
#include <vector>

namespace pw::yaml {

/// Length of a leading UTF-8 byte order mark (3), or 0.
inline std::size_t bomLength(std::string_view t)
{
    return t.size() >= 3 && t[0] == '\xEF' && t[1] == '\xBB' && t[2] == '\xBF' ? 3 : 0;
}

/// Line and column of byte offsets in a text (the line starts are found once). A parser asks in the order it reads:
/// the line of the last answer is tried first, then the next few, before a binary search. Not for use from several
/// threads at once.
class TextPositions
{
public:
    explicit TextPositions(std::string_view text);
    Pos at(std::size_t offset) const;

private:
    std::size_t lineOf(std::size_t offset) const; // 1-based

    std::string_view m_text;
    std::vector<std::size_t> m_starts;
    bool m_ascii = true; // every column is a byte
    mutable std::size_t m_lastLine = 1;
};

inline bool isFlowBreak(char c)
{
    return c == ',' || c == '[' || c == ']' || c == '{' || c == '}';
}

/// Skip `!tag` and `&anchor` properties (and the blanks after them) that precede a node.
std::size_t skipProperties(std::string_view t, std::size_t p, std::string* anchor);
/// The end of a quoted scalar that starts at `p` (after its closing quote); the end of the text, with `closed`
/// false, when the quote is never closed.
std::size_t scanDoubleQuoted(std::string_view t, std::size_t p, bool* closed = nullptr);
std::size_t scanSingleQuoted(std::string_view t, std::size_t p, bool* closed = nullptr);
/// The value of a quoted scalar that spans lines, `raw` its text with both quotes, folded as YAML 1.2 folds flow
/// scalars (7.3): a line break between two lines becomes a space, a break followed by n empty lines n line feeds, the
/// blanks around breaks are dropped, `\` before a break (double quotes) joins the lines; escapes decoded. yaml-cpp 0.7
/// drops the line feeds of empty lines that open such a scalar (`'⏎⏎⏎  '` reads as "" instead of "\n\n").
std::string foldQuoted(std::string_view raw);
/// Block scalar starting at its indicator; content lines are those indented more than parentIndent.
std::size_t scanBlockScalar(std::string_view t, std::size_t p, int parentIndent);
/// Plain scalar; multi-line continuation lines must be indented more than parentIndent.
std::size_t scanPlain(std::string_view t, std::size_t p, bool flow, int parentIndent, bool isKey);
/// Offset just after the indicator `c` found at or after p (skipping blanks, newlines and comments).
std::size_t findIndicator(std::string_view t, std::size_t p, char c);
/// Length of an explicit null token (~, null, Null, NULL) at p, or 0.
std::size_t explicitNullLength(std::string_view t, std::size_t p);
/// Offset just after the closing bracket of a flow collection, searching from p.
std::size_t findFlowClose(std::string_view t, std::size_t p, char close);
/// Offset of the first byte that is not valid UTF-8, or npos.
std::size_t firstInvalidUtf8(std::string_view t);
std::string hexByte(unsigned char c);
/// Column (0-based, in bytes) of the first non-blank character of the line holding offset.
int lineIndentAt(std::string_view t, std::size_t offset);

} // namespace pw::yaml
