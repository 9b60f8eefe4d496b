// SPDX-License-Identifier: MIT
// parse() of yamltree.h: the native scanner first (yamlfastparser.h), yaml-cpp for everything else. Both report
// their events to the tree builder here, which makes the position-aware tree: the parsers say where each node
// starts; where it ends is found by scanning the source, so that edits can replace exactly a node's text.
#include "yamltree.h"
#include "yamlfastparser.h"
#include "yamlscan.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>

#include <algorithm>
#include <cstring>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_set>

namespace pw::yaml {

namespace {

/// Thrown by the tree builder when collections nest deeper than MaxNestingDepth.
struct TooDeep
{
    std::size_t offset;
};

/// A quoted scalar whose closing quote never comes (yaml-cpp 0.7 takes the rest of the file into it).
struct Unclosed
{
    std::size_t offset;
    char quote;
};

/// A scalar yaml-cpp reads differently from the YAML specification, in a way its value cannot be corrected.
struct Unreadable
{
    std::size_t offset;
    std::string message;
};

// Known divergences of yaml-cpp 0.7 (the fallback engine) from the YAML 1.2 specification, and what parse() does:
//
// - A folded block scalar that keeps its final line breaks (`>+`, `>+2`, `>2+`) and is followed by at least one
//   blank line loses one line break: `a: >+\n  x\n\n\n` is "x\n\n\n", yaml-cpp reads "x\n\n". This holds at the
//   end of the document, before the next key or item, in sequences, with CRLF line ends and with spaces on the
//   blank lines. It does not happen when the scalar's last content line is more indented (starts with a space or
//   a tab after the content's indentation), when the scalar has no content line at all, nor for literal (`|+`)
//   or clipped / stripped scalars. The tree builder counts the kept line breaks in the source text and adds the
//   missing one; should yaml-cpp's count differ from the text's by anything else, the file is refused with a
//   message rather than read with a wrong value.
// - A carriage return that no line feed follows is a line break for the specification, content for yaml-cpp
//   (`a: |-\n  x\r0` reads "x\r0"). Not corrected: the spans, found by the scanner, end at such a break.
//
// Kept line breaks of a block scalar, as the specification counts them: the break that ends the last content line
// and one for each blank line after it (spaces only, no deeper than the content). -1: nothing to count (no content
// line, or the last content line is more indented, where yaml-cpp agrees); -2: a line of white space after the
// last content line is deeper than the content or holds a tab: content, more indented (yaml-cpp agrees again).
int keptBreaks(std::string_view t, std::size_t begin, std::size_t end, int parentIndent)
{
    auto isBreakChar = [](char c) { return c == '\n' || c == '\r'; };
    std::size_t headerEnd = begin;
    while (headerEnd < t.size() && !isBreakChar(t[headerEnd]))
        ++headerEnd;
    if (end <= headerEnd || end > t.size())
        return -1;
    // indentation of the content: the indicator's, or that of the first content line
    int contentIndent = -1;
    for (std::size_t i = begin + 1; i < headerEnd && t[i] != ' ' && t[i] != '\t' && t[i] != '#'; ++i)
        if (t[i] >= '1' && t[i] <= '9')
            contentIndent = std::max(parentIndent, 0) + (t[i] - '0');
    std::size_t lastLine = end;
    while (lastLine > 0 && !isBreakChar(t[lastLine - 1]))
        --lastLine;
    if (contentIndent < 0) {
        for (std::size_t ls = headerEnd; ls < end;) {
            while (ls < end && isBreakChar(t[ls]))
                ++ls;
            std::size_t q = ls;
            while (q < end && t[q] == ' ')
                ++q;
            if (q < end && !isBreakChar(t[q]) && t[q] != '\t') {
                contentIndent = static_cast<int>(q - ls);
                break;
            }
            while (ls < end && !isBreakChar(t[ls]))
                ++ls;
        }
        if (contentIndent < 0)
            return -1;
    }
    // the content ends before a line less indented than it (a comment the node's span may take in)
    for (std::size_t ls = headerEnd; ls < end;) {
        while (ls < end && isBreakChar(t[ls]))
            ++ls;
        std::size_t q = ls;
        while (q < end && t[q] == ' ')
            ++q;
        std::size_t le = q;
        while (le < t.size() && !isBreakChar(t[le]))
            ++le;
        const bool blank = std::all_of(t.begin() + static_cast<std::ptrdiff_t>(q),
                                       t.begin() + static_cast<std::ptrdiff_t>(le),
                                       [](char c) { return c == ' ' || c == '\t'; });
        if (!blank && static_cast<int>(q - ls) < contentIndent) {
            end = ls;
            while (end > headerEnd && isBreakChar(t[end - 1]))
                --end;
            // back to the end of the last line that is not blank
            std::size_t back = end;
            while (back > headerEnd) {
                std::size_t start = back;
                while (start > headerEnd && !isBreakChar(t[start - 1]))
                    --start;
                if (std::any_of(t.begin() + static_cast<std::ptrdiff_t>(start),
                                t.begin() + static_cast<std::ptrdiff_t>(back),
                                [](char c) { return c != ' ' && c != '\t'; }))
                    break;
                back = start;
                while (back > headerEnd && isBreakChar(t[back - 1]))
                    --back;
            }
            end = back;
            break;
        }
        ls = le;
    }
    if (end <= headerEnd)
        return -1;
    lastLine = end;
    while (lastLine > 0 && !isBreakChar(t[lastLine - 1]))
        --lastLine;
    const std::size_t first = lastLine + static_cast<std::size_t>(contentIndent);
    if (first >= end || t[first] == ' ' || t[first] == '\t')
        return -1; // more indented: kept as it is written
    int breaks = 0;
    std::size_t p = end;
    while (p < t.size()) {
        if (t[p] == '\r' && p + 1 < t.size() && t[p + 1] == '\n')
            p += 2;
        else if (t[p] == '\n' || t[p] == '\r')
            ++p;
        else
            break;
        ++breaks;
        std::size_t q = p;
        while (q < t.size() && (t[q] == ' ' || t[q] == '\t'))
            ++q;
        const bool blank = q >= t.size() || isBreakChar(t[q]);
        if (!blank)
            break;
        if (std::find(t.begin() + static_cast<std::ptrdiff_t>(p), t.begin() + static_cast<std::ptrdiff_t>(q), '\t')
                != t.begin() + static_cast<std::ptrdiff_t>(q)
            || static_cast<int>(q - p) > contentIndent)
            return -2; // a line of white space that may be content: more indented, or not YAML
        p = q;
    }
    return breaks;
}

std::string tooDeepMessage()
{
    return "nesting deeper than " + std::to_string(MaxNestingDepth)
        + " levels (collections inside collections); the file is refused rather than read";
}

struct Frame
{
    NodePtr node;
    NodePtr pendingKey; // maps: key waiting for its value
    // maps: for duplicate detection, the scalar keys so far once there are many (a few are compared one by one);
    // views of the key nodes' values, which the map holds
    std::unordered_set<std::string_view> keys;
    bool indexed = false;
    std::size_t cursor = 0; // end of the last child

    /// Whether `key` is already a scalar key of the map; remembers it.
    bool seen(const std::string& key)
    {
        constexpr std::size_t fewKeys = 16;
        const std::vector<Entry>& entries = node->entries;
        if (entries.size() < fewKeys) {
            for (const Entry& e : entries)
                if (e.key && e.key->kind == Kind::Scalar && e.key->value == key)
                    return true;
            return false;
        }
        if (!indexed) {
            indexed = true;
            for (const Entry& e : entries)
                if (e.key && e.key->kind == Kind::Scalar)
                    keys.insert(e.key->value);
        }
        return !keys.insert(key).second;
    }
};

class TreeBuilder final : public YAML::EventHandler
{
public:
    /// `base`: what to add to the parser's offsets (yaml-cpp does not count a leading byte order mark).
    explicit TreeBuilder(Document& doc, std::size_t base = 0, bool fromYamlCpp = false)
        : m_doc(doc), m_text(doc.text), m_lines(doc.text), m_base(base), m_fromYamlCpp(fromYamlCpp)
    {
    }

    NodePtr root;
    int documents = 0;

    void OnDocumentStart(const YAML::Mark&) override { ++documents; }
    void OnDocumentEnd() override { }

    void OnNull(const YAML::Mark& mark, YAML::anchor_t) override
    {
        auto n = std::make_shared<Node>();
        n->kind = Kind::Null;
        placeNull(*n, mark);
        add(n);
    }

    void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override
    {
        auto n = std::make_shared<Node>();
        n->kind = Kind::Alias;
        const std::size_t at = offsetOf(mark);
        n->begin = at;
        std::size_t e = at + 1;
        while (e < m_text.size() && !isFlowBreak(m_text[e]) && m_text[e] != ' ' && m_text[e] != '\n' && m_text[e] != '\r')
            ++e;
        n->end = e;
        n->value = m_text.substr(at + 1, e - at - 1);
        n->indent = contextIndent();
        add(n);
    }

    void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t, const std::string& value) override
    {
        auto n = std::make_shared<Node>();
        n->kind = Kind::Scalar;
        n->tag = tag;
        n->value = value;
        n->indent = contextIndent();
        std::size_t p = skipProperties(m_text, offsetOf(mark), &n->anchor);
        n->begin = p;
        const char c = p < m_text.size() ? m_text[p] : '\0';
        if (c == '"' || c == '\'') {
            n->style = c == '"' ? Style::DoubleQuoted : Style::SingleQuoted;
            bool closed = true;
            n->end = c == '"' ? scanDoubleQuoted(m_text, p, &closed) : scanSingleQuoted(m_text, p, &closed);
            if (!closed)
                throw Unclosed {p, c};
            // a quoted scalar over several lines is folded here: yaml-cpp loses the empty lines that open one
            if (std::memchr(m_text.data() + p, '\n', n->end - p))
                n->value = foldQuoted(std::string_view(m_text).substr(p, n->end - p));
        } else if ((c == '|' || c == '>') && tag != "?") {
            n->style = c == '|' ? Style::Literal : Style::Folded;
            n->end = scanBlockScalar(m_text, p, n->indent);
            if (m_fromYamlCpp && c == '>')
                restoreKeptBreak(*n);
        } else {
            n->style = Style::Plain;
            n->end = scanPlain(m_text, p, inFlow(), n->indent, isKeyPosition());
        }
        add(n);
    }

    void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t,
                         YAML::EmitterStyle::value style) override
    {
        start(Kind::Seq, mark, tag, style);
    }
    void OnSequenceEnd() override { finish(); }

    void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t,
                    YAML::EmitterStyle::value style) override
    {
        start(Kind::Map, mark, tag, style);
    }
    void OnMapEnd() override { finish(); }

private:
    // yaml-cpp drops one kept line break of a folded scalar followed by blank lines (see keptBreaks)
    void restoreKeptBreak(Node& n) const
    {
        std::size_t h = n.begin + 1;
        bool keep = false;
        while (h < m_text.size() && m_text[h] != ' ' && m_text[h] != '\t' && m_text[h] != '\n' && m_text[h] != '\r'
               && m_text[h] != '#')
            keep = m_text[h++] == '+' || keep;
        if (!keep)
            return;
        const int kept = keptBreaks(m_text, n.begin, n.end, n.indent);
        if (kept < 0)
            return;
        const std::size_t body = n.value.find_last_not_of('\n');
        const std::size_t have = body == std::string::npos ? n.value.size() : n.value.size() - body - 1;
        if (body == std::string::npos || static_cast<int>(have) == kept)
            return;
        if (static_cast<int>(have) + 1 == kept) {
            n.value += '\n';
            return;
        }
        throw Unreadable {n.begin,
                          "a folded block scalar that keeps its line breaks (>+) ends with " + std::to_string(kept)
                              + " line breaks, but the YAML reader finds " + std::to_string(have)
                              + "; the value cannot be read reliably: write it as a literal block scalar (|+)"};
    }

    std::size_t offsetOf(const YAML::Mark& mark) const
    {
        return std::min(static_cast<std::size_t>(std::max(mark.pos, 0)) + m_base, m_text.size());
    }

    bool inFlow() const
    {
        for (const auto& f : m_stack)
            if (f.node->style == Style::Flow)
                return true;
        return false;
    }

    bool isKeyPosition() const
    {
        return !m_stack.empty() && m_stack.back().node->kind == Kind::Map && !m_stack.back().pendingKey;
    }

    // Column of the line context a new child node belongs to: the key's column in a block map,
    // the dash column in a block sequence.
    int contextIndent() const
    {
        if (m_stack.empty())
            return -1;
        const Frame& f = m_stack.back();
        if (f.node->kind == Kind::Map) {
            if (f.pendingKey)
                return f.pendingKey->pos.col - 1;
            return f.node->pos.col - 1;
        }
        return f.node->pos.col - 1;
    }

    void placeNull(Node& n, const YAML::Mark& mark)
    {
        n.indent = contextIndent();
        const std::size_t anchorStart = offsetOf(mark);
        if (!m_stack.empty()) {
            const Frame& f = m_stack.back();
            std::size_t after = std::string::npos;
            if (f.node->kind == Kind::Map && f.pendingKey) {
                after = findIndicator(m_text, f.pendingKey->end, ':');
            } else if (f.node->kind == Kind::Seq && f.node->style != Style::Flow) {
                after = findIndicator(m_text, std::max(f.cursor, f.node->begin), '-');
            }
            if (after != std::string::npos) {
                // explicit null written on the same line?
                std::size_t q = after;
                while (q < m_text.size() && m_text[q] == ' ')
                    ++q;
                std::size_t len = explicitNullLength(m_text, q);
                if (len && q == anchorStart) {
                    n.begin = q;
                    n.end = q + len;
                } else {
                    n.begin = n.end = after;
                }
                return;
            }
        }
        std::size_t len = explicitNullLength(m_text, anchorStart);
        n.begin = anchorStart;
        n.end = anchorStart + len;
    }

    void start(Kind kind, const YAML::Mark& mark, const std::string& tag, YAML::EmitterStyle::value style)
    {
        if (m_stack.size() >= static_cast<std::size_t>(MaxNestingDepth))
            throw TooDeep {offsetOf(mark)};
        auto n = std::make_shared<Node>();
        n->kind = kind;
        n->tag = tag;
        n->indent = contextIndent();
        std::size_t p = skipProperties(m_text, offsetOf(mark), &n->anchor);
        n->style = style == YAML::EmitterStyle::Flow ? Style::Flow : Style::Block;
        n->begin = p;
        n->end = p;
        n->pos = m_lines.at(p);
        add(n);
        Frame f;
        f.node = n;
        f.cursor = p;
        m_stack.push_back(std::move(f));
    }

    void finish()
    {
        Frame f = std::move(m_stack.back());
        m_stack.pop_back();
        Node& n = *f.node;
        if (n.style == Style::Flow) {
            n.end = findFlowClose(m_text, std::max(f.cursor, n.begin + 1), n.kind == Kind::Map ? '}' : ']');
        } else {
            n.end = std::max(f.cursor, n.begin);
        }
        if (!m_stack.empty())
            m_stack.back().cursor = std::max(m_stack.back().cursor, n.end);
    }

    void add(const NodePtr& n)
    {
        if (n->pos.line == 0)
            n->pos = m_lines.at(n->begin);
        if (m_stack.empty()) {
            if (!root)
                root = n;
            return;
        }
        Frame& f = m_stack.back();
        f.cursor = std::max(f.cursor, n->end);
        if (f.node->kind == Kind::Seq) {
            f.node->items.push_back(n);
            return;
        }
        if (!f.pendingKey) {
            f.pendingKey = n;
            return;
        }
        if (f.pendingKey->kind == Kind::Scalar) {
            if (f.seen(f.pendingKey->value)) {
                m_doc.warnings.push_back({"duplicate key '" + f.pendingKey->value + "'", f.pendingKey->pos});
            }
        }
        f.node->entries.push_back({f.pendingKey, n});
        f.pendingKey.reset();
    }

    Document& m_doc;
    const std::string& m_text;
    TextPositions m_lines;
    std::size_t m_base = 0;
    bool m_fromYamlCpp = false;
    std::vector<Frame> m_stack;
};

class Ignore final : public YAML::EventHandler
{
public:
    bool any = false;
    void OnDocumentStart(const YAML::Mark&) override { }
    void OnDocumentEnd() override { }
    void OnNull(const YAML::Mark&, YAML::anchor_t) override { any = true; }
    void OnAlias(const YAML::Mark&, YAML::anchor_t) override { any = true; }
    void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override { any = true; }
    void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        any = true;
    }
    void OnSequenceEnd() override { }
    void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        any = true;
    }
    void OnMapEnd() override { }
};

} // namespace

bool parse(std::string text, Document& out, ParseError* error, Engine engine)
{
    out = Document {};
    out.text = std::move(text);
    if (auto bad = firstInvalidUtf8(out.text); bad != std::string::npos) {
        if (error) {
            error->pos = positionOf(out.text, bad);
            error->message = "the file is not valid UTF-8 (byte 0x" + hexByte(static_cast<unsigned char>(out.text[bad]))
                + "); save it as UTF-8";
        }
        return false;
    }
    if (out.text.find('\0') != std::string::npos) {
        if (error) {
            error->pos = positionOf(out.text, out.text.find('\0'));
            error->message = "the file contains a NUL byte; it is not a YAML text file";
        }
        return false;
    }
    auto tooDeep = [&](std::size_t offset) {
        if (error) {
            error->message = tooDeepMessage();
            error->pos = positionOf(out.text, offset);
        }
        out.root.reset();
        return false;
    };
    auto unclosed = [&](const Unclosed& e) {
        if (error) {
            error->message = std::string(e.quote == '"' ? "double" : "single")
                + "-quoted string is never closed: the quote that opens it has no partner before the end of the file";
            error->pos = positionOf(out.text, e.offset);
        }
        out.root.reset();
        return false;
    };
    if (engine != Engine::YamlCpp) {
        TreeBuilder fast(out);
        bool ok = false;
        try {
            ok = fastParse(out.text, fast); // gives up long before the limit; the check is for safety
        } catch (const TooDeep& e) {
            return tooDeep(e.offset);
        } catch (const Unclosed& e) {
            return unclosed(e);
        }
        if (ok) {
            out.root = fast.root;
            out.engine = Engine::Native;
            return true;
        }
        out.warnings.clear();
        if (engine == Engine::Native) {
            if (error)
                *error = ParseError {"outside the subset of the native parser", {}};
            return false;
        }
    }
    out.engine = Engine::YamlCpp;
    // yaml-cpp skips a leading byte order mark and counts its offsets from after it
    const std::size_t base = bomLength(out.text);
    std::istringstream in(out.text);
    try {
        YAML::Parser parser(in);
        TreeBuilder builder(out, base, true);
        parser.HandleNextDocument(builder);
        out.root = builder.root;
        Ignore rest;
        if (parser.HandleNextDocument(rest) && rest.any)
            out.warnings.push_back({"the file holds more than one YAML document; only the first is used", {}});
    } catch (const TooDeep& e) {
        return tooDeep(e.offset);
    } catch (const Unclosed& e) {
        return unclosed(e);
    } catch (const Unreadable& e) {
        if (error) {
            error->message = e.message;
            error->pos = positionOf(out.text, e.offset);
        }
        out.root.reset();
        return false;
    } catch (const YAML::DeepRecursion& e) {
        // yaml-cpp's own guard (500 levels) says only "bad file"; reached only in a second document
        if (error) {
            error->message = "nesting deeper than 500 levels (collections inside collections); the file is "
                             "refused rather than read";
            const std::size_t off = e.mark.pos >= 0 ? static_cast<std::size_t>(e.mark.pos) + base : base;
            error->pos = positionOf(out.text, std::min(off, out.text.size()));
        }
        out.root.reset();
        return false;
    } catch (const YAML::Exception& e) {
        if (error) {
            error->message = e.msg;
            std::size_t off = e.mark.pos >= 0 ? static_cast<std::size_t>(e.mark.pos) + base : base;
            if (e.mark.pos >= 0) {
                // yaml-cpp counts columns in bytes; the product's places count characters
                error->pos = positionOf(out.text, std::min(off, out.text.size()));
            } else if (e.mark.line >= 0) {
                error->pos.line = e.mark.line + 1;
                error->pos.col = e.mark.column + 1;
                error->pos.offset = std::min(off, out.text.size());
            } else {
                error->pos = {};
            }
        }
        out.root.reset();
        return false;
    }
    return true;
}

} // namespace pw::yaml
