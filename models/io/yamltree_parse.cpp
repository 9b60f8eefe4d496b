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
#include <set>
#include <sstream>
#include <string>

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

std::string tooDeepMessage()
{
    return "nesting deeper than " + std::to_string(MaxNestingDepth)
        + " levels (collections inside collections); the file is refused rather than read";
}

struct Frame
{
    NodePtr node;
    NodePtr pendingKey; // maps: key waiting for its value
    std::set<std::string> keys; // maps: for duplicate detection
    std::size_t cursor = 0; // end of the last child
};

class TreeBuilder final : public YAML::EventHandler
{
public:
    /// `base`: what to add to the parser's offsets (yaml-cpp does not count a leading byte order mark).
    explicit TreeBuilder(Document& doc, std::size_t base = 0)
        : m_doc(doc), m_text(doc.text), m_lines(doc.text), m_base(base)
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
        } else if ((c == '|' || c == '>') && tag != "?") {
            n->style = c == '|' ? Style::Literal : Style::Folded;
            n->end = scanBlockScalar(m_text, p, n->indent);
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
            if (!f.keys.insert(f.pendingKey->value).second) {
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
        TreeBuilder builder(out, base);
        parser.HandleNextDocument(builder);
        out.root = builder.root;
        Ignore rest;
        if (parser.HandleNextDocument(rest) && rest.any)
            out.warnings.push_back({"the file holds more than one YAML document; only the first is used", {}});
    } catch (const TooDeep& e) {
        return tooDeep(e.offset);
    } catch (const Unclosed& e) {
        return unclosed(e);
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
            if (e.mark.line >= 0) {
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
