// SPDX-License-Identifier: MIT
// Rendering values as YAML text: scalars (plain, quoted, literal blocks) and block or flow collections.
#include "yamlemit.h"
#include "yamlscan.h"

#include <algorithm>
#include <regex>

namespace pw::yaml {

using namespace emit;

namespace {

bool looksLikeNonString(std::string_view s)
{
    static const std::regex special(
        R"(^(~|null|Null|NULL|true|True|TRUE|false|False|FALSE|y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$)");
    static const std::regex number(
        R"(^([-+]?(0|[1-9][0-9_]*)|[-+]?0[xX][0-9a-fA-F_]+|0o[0-7]+|0[0-7]+|[-+]?([0-9][0-9_]*)?\.[0-9_]*([eE][-+]?[0-9]+)?|[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN))$)");
    const std::string str(s);
    return std::regex_match(str, special) || std::regex_match(str, number);
}

std::string doubleQuoted(const std::string& s)
{
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (c < 0x20 || c == 0x7F) {
                out += "\\x" + hexByte(c);
            } else {
                out += static_cast<char>(c);
            }
        }
    }
    out += '"';
    return out;
}

bool singleQuotable(const std::string& s)
{
    return std::none_of(s.begin(), s.end(), [](unsigned char c) { return c < 0x20 || c == 0x7F; });
}

std::string singleQuoted(const std::string& s)
{
    std::string out = "'";
    for (char c : s) {
        out += c;
        if (c == '\'')
            out += '\'';
    }
    out += '\'';
    return out;
}
} // namespace

namespace emit {

std::string spaces(int n)
{
    return std::string(static_cast<std::size_t>(std::max(0, n)), ' ');
}
} // namespace emit

namespace {

bool isMultiline(const Value& v)
{
    return v.kind == Kind::Scalar && v.type == ScalarType::String && v.scalar.find('\n') != std::string::npos;
}
} // namespace

namespace emit {

// True when every character of s can stand in a block scalar's content: no control characters but tab and line
// feed, and none of the characters YAML readers take for a line break or a byte order mark (NEL, LS, PS, BOM).
bool blockSafe(std::string_view s)
{
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F)
            return false;
        const auto at = [&](std::size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0; };
        if (c == 0xC2 && at(1) == 0x85)
            return false;
        if (c == 0xE2 && at(1) == 0x80 && (at(2) == 0xA8 || at(2) == 0xA9))
            return false;
        if (c == 0xEF && at(1) == 0xBB && at(2) == 0xBF)
            return false;
    }
    return true;
}

// True when the first line of s that is not empty starts with a blank: the block's content indentation must then
// be given by an indicator (`|2`), as a reader would otherwise take the blank for indentation.
bool needsIndentIndicator(std::string_view s)
{
    const std::size_t first = s.find_first_not_of('\n');
    return first != std::string_view::npos && (s[first] == ' ' || s[first] == '\t');
}

// Column for a block's content: `contentIndent`, unless the value needs an indentation indicator that cannot
// reach that deep (1 to 9 columns past the parent's), then two columns past the parent's.
int reachableIndent(std::string_view s, int contentIndent, int parentIndent)
{
    const int base = std::max(parentIndent, 0);
    return needsIndentIndicator(s) && contentIndent - base > 9 ? base + 2 : contentIndent;
}

// Literal block for a multi-line string; content lines at `contentIndent`. `parentIndent` is the indentation the
// block's indentation indicator counts from (the owning key's or dash's column); by default two less.
std::string literalBlock(const std::string& s, int contentIndent, int parentIndent)
{
    if (parentIndent < -1)
        parentIndent = contentIndent - 2; // not given (-1 is the document's own level, which counts as 0)
    // nothing but line breaks: a block scalar cannot say that, a quoted one can (nor characters a block cannot hold)
    if (s.find_first_not_of('\n') == std::string::npos || !blockSafe(s))
        return doubleQuoted(s);
    std::string body = s;
    std::string header = "|";
    if (body.empty() || body.back() != '\n') {
        header += "-";
    } else {
        // the last line break ends the last line; any more are blank lines that only "keep" (+) preserves
        body.pop_back();
        if (!body.empty() && body.back() == '\n')
            header += "+";
    }
    if (needsIndentIndicator(body)) { // leading spaces are content: say where the content starts
        contentIndent = reachableIndent(body, contentIndent, parentIndent);
        header.insert(1, std::to_string(std::clamp(contentIndent - std::max(parentIndent, 0), 1, 9)));
    }
    std::string out = header;
    std::size_t start = 0;
    while (start <= body.size()) {
        std::size_t nl = body.find('\n', start);
        std::string line = body.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
        out += '\n';
        if (!line.empty())
            out += spaces(contentIndent) + line;
        if (nl == std::string::npos)
            break;
        start = nl + 1;
    }
    return out;
}
} // namespace emit

namespace {

bool hasFlowIndicator(std::string_view s)
{
    return s.find_first_of(",[]{}") != std::string_view::npos;
}
} // namespace

namespace emit {

// A scalar inside a flow collection: besides what block context needs, the flow indicators , [ ] { } end a
// plain scalar there, and a line break cannot be written plain or as a block scalar.
std::string renderFlowScalar(const std::string& s, ScalarType type, Style preferred)
{
    switch (type) {
    case ScalarType::Int:
    case ScalarType::Float:
    case ScalarType::Bool:
        return s;
    case ScalarType::Null:
        return "null";
    case ScalarType::Raw:
        // YAML text written as is (an alias, a tag, a quoted scalar), unless it would end the collection early
        // or read as a key: value pair or a comment there
        if (!s.empty() && (s.front() == '"' || s.front() == '\''))
            return s;
        if (!hasFlowIndicator(s) && s.find('\n') == std::string::npos && s.find(": ") == std::string::npos
            && s.find(" #") == std::string::npos && (s.empty() || s.back() != ':'))
            return s;
        return doubleQuoted(s);
    case ScalarType::String:
        break;
    }
    if (preferred == Style::DoubleQuoted)
        return doubleQuoted(s);
    if (preferred == Style::SingleQuoted && singleQuotable(s))
        return singleQuoted(s);
    if (plainSafe(s) && !hasFlowIndicator(s) && !looksLikeNonString(s))
        return s;
    return doubleQuoted(s);
}

std::string emitFlow(const Value& v)
{
    switch (v.kind) {
    case Kind::Null:
    case Kind::Alias:
        return "null";
    case Kind::Scalar:
        return renderFlowScalar(v.scalar, v.type);
    case Kind::Map: {
        std::string out = "{";
        bool first = true;
        for (const auto& [k, val] : v.map) {
            if (!first)
                out += ", ";
            first = false;
            out += renderFlowScalar(k, ScalarType::String) + ": " + emitFlow(val);
        }
        return out + "}";
    }
    case Kind::Seq: {
        std::string out = "[";
        bool first = true;
        for (const auto& i : v.seq) {
            if (!first)
                out += ", ";
            first = false;
            out += emitFlow(i);
        }
        return out + "]";
    }
    }
    return "null";
}

// Text that follows "key:" for a value whose key stands at column keyCol.
std::string emitAfterKey(const Value& v, int keyCol)
{
    switch (v.kind) {
    case Kind::Null:
        return std::string();
    case Kind::Alias:
    case Kind::Scalar:
        if (isMultiline(v))
            return " " + literalBlock(v.scalar, keyCol + 2);
        return " " + renderScalar(v.scalar, v.type);
    case Kind::Map:
        if (v.map.empty())
            return " {}";
        return "\n" + spaces(keyCol + 2) + emitBlock(v, keyCol + 2);
    case Kind::Seq:
        if (v.seq.empty())
            return " []";
        return "\n" + spaces(keyCol + 2) + emitBlock(v, keyCol + 2);
    }
    return std::string();
}

std::string emitItem(const Value& v, int dashCol)
{
    switch (v.kind) {
    case Kind::Null:
        return "-";
    case Kind::Alias:
    case Kind::Scalar:
        if (isMultiline(v))
            return "- " + literalBlock(v.scalar, dashCol + 2);
        return "- " + renderScalar(v.scalar, v.type);
    case Kind::Map:
    case Kind::Seq:
        if ((v.kind == Kind::Map && v.map.empty()) || (v.kind == Kind::Seq && v.seq.empty()))
            return v.kind == Kind::Map ? "- {}" : "- []";
        return "- " + emitBlock(v, dashCol + 2);
    }
    return "-";
}
} // namespace emit

bool plainSafe(std::string_view s)
{
    if (s.empty())
        return false;
    if (s.front() == ' ' || s.back() == ' ' || s.front() == '\t' || s.back() == '\t')
        return false;
    static const std::string_view indicators = ",[]{}#&*!|>'\"%@`";
    if (indicators.find(s.front()) != std::string_view::npos) {
        // `{{ ... }}`-style templating is never plain
        return false;
    }
    if ((s.front() == '-' || s.front() == '?' || s.front() == ':') && (s.size() == 1 || s[1] == ' '))
        return false;
    if (s == "---" || s == "...")
        return false;
    if (s.back() == ':')
        return false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (c < 0x20 || c == 0x7F)
            return false;
        if (c == ':' && i + 1 < s.size() && s[i + 1] == ' ')
            return false;
        if (c == '#' && i > 0 && s[i - 1] == ' ')
            return false;
    }
    return true;
}

std::string renderScalar(const std::string& s, ScalarType type, Style preferred)
{
    if (type == ScalarType::Raw || type == ScalarType::Int || type == ScalarType::Float || type == ScalarType::Bool)
        return s;
    if (type == ScalarType::Null)
        return "null";
    if (preferred == Style::DoubleQuoted)
        return doubleQuoted(s);
    if (preferred == Style::SingleQuoted && singleQuotable(s))
        return singleQuoted(s);
    if (plainSafe(s) && !looksLikeNonString(s))
        return s;
    return doubleQuoted(s);
}

std::string emitBlock(const Value& v, int indent)
{
    switch (v.kind) {
    case Kind::Null:
        return "null";
    case Kind::Alias:
    case Kind::Scalar:
        if (isMultiline(v))
            return literalBlock(v.scalar, indent + 2);
        return renderScalar(v.scalar, v.type);
    case Kind::Map: {
        if (v.map.empty())
            return "{}";
        std::string out;
        bool first = true;
        for (const auto& [k, val] : v.map) {
            if (!first)
                out += "\n" + spaces(indent);
            first = false;
            out += renderScalar(k, ScalarType::String) + ":" + emitAfterKey(val, indent);
        }
        return out;
    }
    case Kind::Seq: {
        if (v.seq.empty())
            return "[]";
        std::string out;
        bool first = true;
        for (const auto& i : v.seq) {
            if (!first)
                out += "\n" + spaces(indent);
            first = false;
            out += emitItem(i, indent);
        }
        return out;
    }
    }
    return std::string();
}

} // namespace pw::yaml
