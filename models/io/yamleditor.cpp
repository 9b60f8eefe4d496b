// SPDX-License-Identifier: MIT
// The editor: changes to a YAML document as replacements of byte ranges of its text, leaving every other byte as
// it was (comments, styles, order, unknown keys).
#include "yamlemit.h"
#include "yamlscan.h"

#include <algorithm>

namespace pw::yaml {

using namespace emit;

Editor::Editor(const Document& doc) : m_doc(doc)
{
    // the first line break tells the file's style
    const std::size_t nl = doc.text.find('\n');
    m_crlf = nl != std::string::npos && nl > 0 && doc.text[nl - 1] == '\r';
}

TextEdit Editor::finish(TextEdit e) const
{
    if (!m_crlf || e.replacement.find('\n') == std::string::npos)
        return e;
    std::string out;
    out.reserve(e.replacement.size() + 8);
    for (std::size_t i = 0; i < e.replacement.size(); ++i) {
        const char c = e.replacement[i];
        if (c == '\n' && (i == 0 || e.replacement[i - 1] != '\r'))
            out += '\r';
        out += c;
    }
    e.replacement = std::move(out);
    return e;
}

namespace {

// Depth-first search for a node by address, visiting only subtrees whose span holds it. `visit` is called
// with (parent, entry or nullptr, child) for each step down and returns true to stop.
template<typename Visit>
bool findPathIn(const Node* root, const Node& target, bool prune, Visit& visit)
{
    struct Item
    {
        const Node* node;
        const Node* parent;
        const Entry* entry;
        bool flow; // an ancestor (not the node itself) is a flow collection
    };
    if (!root)
        return false;
    std::vector<Item> todo {{root, nullptr, nullptr, false}};
    while (!todo.empty()) {
        const Item it = todo.back();
        todo.pop_back();
        if (it.node == &target)
            return visit(it.parent, it.entry, it.flow);
        const Node& n = *it.node;
        if (n.entries.empty() && n.items.empty())
            continue;
        if (prune && (target.begin < n.begin || target.end > n.end))
            continue; // not in this subtree
        const bool flow = it.flow || n.style == Style::Flow;
        for (const auto& e : n.entries) {
            if (e.key)
                todo.push_back({e.key.get(), &n, nullptr, flow});
            if (e.value)
                todo.push_back({e.value.get(), &n, &e, flow});
        }
        for (const auto& i : n.items)
            todo.push_back({i.get(), &n, nullptr, flow});
    }
    return false;
}

template<typename Visit>
bool findPath(const Node* root, const Node& target, Visit&& visit)
{
    // spans nest, so the search normally looks at one branch; a full walk is the safety net
    return findPathIn(root, target, true, visit) || findPathIn(root, target, false, visit);
}

} // namespace

bool Editor::inFlow(const Node& node) const
{
    bool flow = false;
    findPath(m_doc.root.get(), node, [&](const Node*, const Entry*, bool f) {
        flow = f;
        return true;
    });
    return flow;
}

const Entry* Editor::ownerEntry(const Node& node) const
{
    const Entry* owner = nullptr;
    findPath(m_doc.root.get(), node, [&](const Node*, const Entry* e, bool) {
        owner = e;
        return true;
    });
    return owner;
}

std::string Editor::apply(const std::string& text, const TextEdit& e)
{
    std::string out;
    out.reserve(text.size() + e.replacement.size());
    out.append(text, 0, e.begin);
    out += e.replacement;
    out.append(text, e.end, std::string::npos);
    return out;
}

std::size_t Editor::lineStart(std::size_t off) const
{
    const std::string& t = m_doc.text;
    const std::size_t from = std::min(off, t.size());
    off = from;
    while (off > 0 && t[off - 1] != '\n')
        --off;
    if (off == 0)
        off = std::min(bomLength(t), from); // line 1 starts after a byte order mark
    return off;
}

std::size_t Editor::lineEnd(std::size_t off) const
{
    const std::string& t = m_doc.text;
    while (off < t.size() && t[off] != '\n' && t[off] != '\r')
        ++off;
    return off;
}

std::size_t Editor::afterColon(const Entry& e) const
{
    std::size_t p = findIndicator(m_doc.text, e.key->end, ':');
    return p == std::string::npos ? e.key->end : p;
}

// Column (in bytes) at which the entries of a block map stand.
int Editor::childIndent(const Node& map) const
{
    return static_cast<int>(map.begin - lineStart(map.begin));
}

// A block scalar that keeps its trailing line breaks (|+) also takes every blank line after it as content, and
// the new text already writes the ones it needs: the blank lines that follow the old node are replaced too. A
// clipped or stripped block leaves the blank lines where they are, but not white space on them that it would read
// as content (deeper than its content, a tab, a last line without a line break), and a clipped block at the end
// of a text without a final line break gets one.
TextEdit Editor::keepBlankLines(TextEdit e, int contentIndent) const
{
    const std::string& r = e.replacement;
    if (r.empty() || (r.front() != '|' && r.front() != '>'))
        return e;
    const std::string header = r.substr(0, r.find_first_of(" \n")); // indicators, without a comment
    const bool keep = header.find('+') != std::string::npos;
    const bool strip = header.find('-') != std::string::npos;
    // the lines of white space after the node's last content line: blank lines, or content when they are deeper
    // than the content or hold a tab
    const std::string& t = m_doc.text;
    std::size_t p = e.end; // at the line break that ends the node's last line (after blanks a plain scalar leaves)
    while (p < t.size() && (t[p] == ' ' || t[p] == '\t'))
        ++p;
    if (p < t.size() && t[p] != '\n' && t[p] != '\r')
        p = e.end; // a comment: the caller deals with it
    std::size_t end = p; // end of the last line of white space
    int breaks = 0;
    std::size_t cut = p; // end of the white space that would change the new value
    int cutBreaks = 0;
    while (p < t.size()) {
        std::size_t q = p;
        if (t[q] == '\r' && q + 1 < t.size() && t[q + 1] == '\n')
            q += 2;
        else if (t[q] == '\n')
            ++q;
        else
            break;
        std::size_t b = q;
        while (b < t.size() && (t[b] == ' ' || t[b] == '\t'))
            ++b;
        if (b < t.size() && t[b] != '\n' && t[b] != '\r')
            break; // content, a comment
        ++breaks;
        end = b;
        p = b;
        const bool deep = static_cast<int>(b - q) > contentIndent
            || std::find(t.begin() + static_cast<std::ptrdiff_t>(q), t.begin() + static_cast<std::ptrdiff_t>(b), '\t')
                != t.begin() + static_cast<std::ptrdiff_t>(b);
        if (b > q && (deep || b >= t.size())) { // (yaml-cpp folds a last line of spaces into a space)
            cut = b;
            cutBreaks = breaks;
        }
    }
    if (keep) {
        // the new value brings its own blank lines; the text after it must start with the break that ends its last
        e.end = end;
        if (e.end >= t.size())
            e.replacement += '\n';
        return e;
    }
    // blank lines stay, without the white space that a clipped or stripped block would read as content (or, on the
    // node's own last line, append to it)
    e.end = cut;
    e.replacement += std::string(static_cast<std::size_t>(cutBreaks), '\n');
    if (!strip && cutBreaks == 0 && e.end >= t.size())
        e.replacement += '\n'; // a clipped block keeps the break that ends its last line: the text must have it
    return e;
}

TextEdit Editor::setScalar(const Node& node, const std::string& value, ScalarType type) const
{
    TextEdit e {node.begin, node.end, {}};
    bool flow = false;
    bool isKey = false;
    findPath(m_doc.root.get(), node, [&](const Node* parent, const Entry* entry, bool f) {
        flow = f;
        isKey = parent && parent->kind == Kind::Map && !entry;
        return true;
    });
    if (flow) {
        Style preferred = Style::Plain;
        if (type == ScalarType::String && (node.style == Style::DoubleQuoted || node.style == Style::SingleQuoted))
            preferred = node.style;
        e.replacement = renderFlowScalar(value, type, preferred);
        if (node.kind == Kind::Null && node.begin == node.end)
            e.replacement.insert(0, " ");
        return e;
    }
    if (node.kind == Kind::Null && node.begin == node.end) {
        e.replacement = " " + renderScalar(value, type);
        return finish(e);
    }
    if (isKey) {
        // a key stays on its line
        Style preferred = Style::Plain;
        if (type == ScalarType::String && (node.style == Style::DoubleQuoted || node.style == Style::SingleQuoted))
            preferred = node.style;
        e.replacement = renderScalar(value, type, preferred);
        return e;
    }
    const bool multiline = value.find('\n') != std::string::npos;
    if (type == ScalarType::String && (node.style == Style::Literal || node.style == Style::Folded)) {
        // keep a block scalar a block scalar, with the same indentation of its content
        int contentIndent = node.indent + 2;
        const std::string& t = m_doc.text;
        std::string header = t.substr(node.begin, lineEnd(node.begin) - node.begin);
        std::size_t hash = header.find('#');
        while (hash != std::string::npos && header[hash - 1] != ' ' && header[hash - 1] != '\t')
            hash = header.find('#', hash + 1);
        std::string comment; // a comment on the header line stays there
        if (hash != std::string::npos) {
            comment = header.substr(hash);
            while (!comment.empty() && (comment.back() == '\r' || comment.back() == ' ' || comment.back() == '\t'))
                comment.pop_back();
            header.erase(hash);
            // without content, the node ends before its comment: the edit takes the whole header line
            std::size_t headerEnd = lineEnd(node.begin);
            if (headerEnd > node.begin && t[headerEnd - 1] == '\r')
                --headerEnd;
            e.end = std::max(e.end, headerEnd);
        }
        const auto withComment = [&comment](TextEdit& edit) {
            if (!comment.empty())
                edit.replacement.insert(std::min(edit.replacement.find('\n'), edit.replacement.size()), " " + comment);
        };
        while (!header.empty() && (header.back() == ' ' || header.back() == '\r' || header.back() == '\t'))
            header.pop_back();
        // an indentation indicator (`|2`, `>-1`) fixes the content's column; otherwise its first non-blank line does
        const std::size_t digit = header.find_first_of("123456789", 1);
        if (digit != std::string::npos) {
            contentIndent = std::max(node.indent, 0) + (header[digit] - '0');
        } else {
            std::size_t nl = t.find('\n', node.begin);
            if (nl != std::string::npos && nl + 1 < node.end) {
                std::size_t p = nl + 1;
                while (p < t.size() && (t[p] == '\n' || t[p] == '\r'))
                    ++p;
                contentIndent = lineIndentAt(t, p);
            }
        }
        contentIndent = std::max({contentIndent, node.indent + 1, 1});
        // one line, with at most the line break that ends it, folds back to itself: the block stays folded, with
        // the chomping that keeps exactly that break (`>-` none, `>` one); anything else becomes a literal block
        const std::size_t firstBreak = value.find('\n');
        const bool oneLine = firstBreak == std::string::npos || firstBreak + 1 == value.size();
        if (node.style == Style::Folded && !value.empty() && oneLine && firstBreak != 0 && blockSafe(value)) {
            std::string body = value.substr(0, firstBreak);
            std::string folded = ">";
            if (digit != std::string::npos)
                folded += header[digit];
            else if (needsIndentIndicator(body)) {
                contentIndent = reachableIndent(body, contentIndent, node.indent);
                folded += std::to_string(std::clamp(contentIndent - std::max(node.indent, 0), 1, 9));
            }
            if (firstBreak == std::string::npos)
                folded += '-';
            e.replacement = folded + "\n" + spaces(contentIndent) + body;
            withComment(e);
            return finish(keepBlankLines(e, contentIndent));
        }
        if (digit == std::string::npos)
            contentIndent = reachableIndent(value, contentIndent, node.indent);
        e.replacement = literalBlock(value, contentIndent, node.indent);
        withComment(e);
        return finish(keepBlankLines(e, contentIndent));
    }
    if (type == ScalarType::String && multiline) {
        if (node.style == Style::DoubleQuoted) {
            e.replacement = renderScalar(value, type, Style::DoubleQuoted);
            return finish(e);
        }
        const int blockIndent = std::max(node.indent + 2, 1);
        // a comment line after the scalar as deep as the block's content would be read as content
        const std::string& text = m_doc.text;
        for (std::size_t ls = lineEnd(node.end); ls < text.size();) {
            ls = text.find('\n', ls);
            if (ls == std::string::npos)
                break;
            const std::size_t q = text.find_first_not_of(" \t\r", ++ls);
            if (q == std::string::npos || text[q] == '\n')
                continue;
            if (text[q] == '#' && static_cast<int>(q - ls) >= blockIndent) {
                e.replacement = renderScalar(value, type, Style::DoubleQuoted);
                return finish(e);
            }
            break;
        }
        e.replacement = literalBlock(value, blockIndent, node.indent);
        if (e.replacement.front() == '|') {
            // a comment after the old scalar would become content: it moves onto the block's header line
            const std::string& t = m_doc.text;
            std::size_t le = lineEnd(node.end);
            if (le > node.end && t[le - 1] == '\r')
                --le;
            const std::size_t c = t.find_first_not_of(" \t", node.end);
            if (c < le) {
                if (t[c] != '#') {
                    e.replacement = renderScalar(value, type, Style::DoubleQuoted);
                    return finish(e);
                }
                const std::size_t nl = e.replacement.find('\n');
                e.replacement.insert(nl == std::string::npos ? e.replacement.size() : nl, " " + t.substr(c, le - c));
                e.end = le;
            }
        }
        return finish(keepBlankLines(e, blockIndent));
    }
    Style preferred = Style::Plain;
    if (type == ScalarType::String && (node.style == Style::DoubleQuoted || node.style == Style::SingleQuoted))
        preferred = node.style;
    e.replacement = renderScalar(value, type, preferred);
    return e;
}

TextEdit Editor::replaceValue(const Node& parentMap, const std::string& key, const Value& v) const
{
    const Entry* en = parentMap.entry(key);
    if (!en)
        return insertEntry(parentMap, key, v).value_or(TextEdit {});
    const Node& cur = *en->value;
    if ((v.kind == Kind::Scalar || v.kind == Kind::Alias) && (cur.kind == Kind::Scalar || cur.kind == Kind::Null))
        return setScalar(cur, v.scalar, v.type);
    if (parentMap.style == Style::Flow) {
        return TextEdit {cur.begin, cur.end, emitFlow(v)};
    }
    const int keyCol = static_cast<int>(en->key->begin - lineStart(en->key->begin));
    TextEdit e;
    e.begin = afterColon(*en);
    e.end = std::max(cur.end, e.begin);
    e.replacement = emitAfterKey(v, keyCol);
    return finish(e);
}

std::optional<TextEdit> Editor::insertEntry(const Node& map, const std::string& key, const Value& v) const
{
    if (map.entry(key))
        return std::nullopt;
    if (map.style == Style::Flow) {
        const std::string k = renderFlowScalar(key, ScalarType::String);
        TextEdit e;
        if (map.entries.empty()) {
            e.begin = e.end = map.begin + 1;
            e.replacement = k + ": " + emitFlow(v);
        } else {
            e.begin = e.end = map.entries.back().value->end;
            if (map.entries.back().value->begin == map.entries.back().value->end)
                e.begin = e.end = afterColon(map.entries.back());
            e.replacement = ", " + k + ": " + emitFlow(v);
        }
        return e;
    }
    const std::string k = renderScalar(key, ScalarType::String);
    if (map.entries.empty()) {
        TextEdit e {map.begin, map.end, k + ":" + emitAfterKey(v, childIndent(map))};
        return finish(e);
    }
    const int col = static_cast<int>(map.entries.front().key->begin - lineStart(map.entries.front().key->begin));
    // a mapping whose entries the file separates by blank lines (steps under jobs:, say) gets the new one the same way
    bool blankBetween = map.entries.size() >= 2;
    const std::string& t = m_doc.text;
    for (std::size_t i = 1; i < map.entries.size() && blankBetween; ++i) {
        const Entry& prev = map.entries[i - 1];
        std::size_t p = lineEnd(std::max(prev.value ? prev.value->end : prev.key->end, afterColon(prev)));
        const std::size_t next = lineStart(map.entries[i].key->begin);
        bool blank = false;
        while (p < next && !blank) {
            p = t.find('\n', p);
            if (p == std::string::npos || p >= next)
                break;
            ++p; // the start of a line between the two entries
            const std::size_t end = std::min(lineEnd(p), next);
            blank = end < next && t.find_first_not_of(" \t\r", p) >= end;
        }
        blankBetween = blank;
    }
    TextEdit e;
    e.begin = e.end = lineEnd(std::max(map.end, afterColon(map.entries.back())));
    e.replacement = std::string(blankBetween ? "\n\n" : "\n") + spaces(col) + k + ":" + emitAfterKey(v, col);
    return finish(e);
}

TextEdit Editor::setEntry(const Node& map, const std::string& key, const Value& v) const
{
    if (map.entry(key))
        return replaceValue(map, key, v);
    return *insertEntry(map, key, v);
}

std::optional<TextEdit> Editor::removeEntry(const Node& map, const std::string& key) const
{
    const std::string& t = m_doc.text;
    std::size_t idx = map.entries.size();
    for (std::size_t i = 0; i < map.entries.size(); ++i)
        if (map.entries[i].key && map.entries[i].key->value == key)
            idx = i;
    if (idx == map.entries.size())
        return std::nullopt;
    const Entry& en = map.entries[idx];
    const std::size_t valueEnd = std::max(en.value->end, afterColon(en));
    if (map.style == Style::Flow) {
        TextEdit e;
        if (map.entries.size() == 1) {
            e.begin = map.begin + 1;
            e.end = map.end - 1;
        } else if (idx + 1 < map.entries.size()) {
            e.begin = en.key->begin;
            e.end = map.entries[idx + 1].key->begin;
        } else {
            const Entry& prev = map.entries[idx - 1];
            e.begin = std::max(prev.value->end, afterColon(prev));
            e.end = valueEnd;
        }
        return e;
    }
    if (map.entries.size() == 1)
        return TextEdit {map.begin, map.end, "{}"};
    const std::size_t ls = lineStart(en.key->begin);
    // what precedes the key on its line: indentation, the dashes of "- key: value", then the key's own anchor,
    // tag or "?" indicator, if any
    std::size_t content = ls;
    while (content < en.key->begin && (t[content] == ' ' || t[content] == '-'))
        ++content;
    const bool onDashLine = std::find(t.begin() + static_cast<std::ptrdiff_t>(ls),
                                      t.begin() + static_cast<std::ptrdiff_t>(content), '-')
                            != t.begin() + static_cast<std::ptrdiff_t>(content);
    TextEdit e;
    if (onDashLine) {
        // first entry of "- key: value": pull the next entry up onto the dash line, with the anchor or tag its
        // key has (the key's own properties, from `content`, go with the removed entry)
        if (idx + 1 >= map.entries.size())
            return std::nullopt; // a block map's later entries are never on a dash line
        const std::size_t next = map.entries[idx + 1].key->begin;
        e.begin = content;
        e.end = lineStart(next);
        while (e.end < next && t[e.end] == ' ')
            ++e.end;
        return e;
    }
    e.begin = ls;
    std::size_t le = lineEnd(valueEnd);
    if (le < t.size() && t[le] == '\r')
        ++le;
    if (le < t.size() && t[le] == '\n')
        ++le;
    e.end = le;
    return e;
}

std::optional<TextEdit> Editor::renameKey(const Node& map, const std::string& key, const std::string& newKey) const
{
    const Entry* en = map.entry(key);
    if (!en || map.entry(newKey))
        return std::nullopt;
    if (map.style == Style::Flow)
        return TextEdit {en->key->begin, en->key->end, renderFlowScalar(newKey, ScalarType::String, en->key->style)};
    return TextEdit {en->key->begin, en->key->end, renderScalar(newKey, ScalarType::String, en->key->style)};
}

TextEdit Editor::appendItem(const Node& seq, const Value& v) const
{
    if (seq.style == Style::Flow) {
        if (seq.items.empty())
            return TextEdit {seq.begin + 1, seq.begin + 1, emitFlow(v)};
        return TextEdit {seq.items.back()->end, seq.items.back()->end, ", " + emitFlow(v)};
    }
    const int col = childIndent(seq);
    if (seq.items.empty())
        return finish(TextEdit {seq.begin, seq.end, emitItem(v, col)});
    const std::size_t at = lineEnd(seq.end);
    return finish(TextEdit {at, at, "\n" + spaces(col) + emitItem(v, col)});
}

std::optional<TextEdit> Editor::removeItem(const Node& seq, std::size_t index) const
{
    if (index >= seq.items.size())
        return std::nullopt;
    const std::string& t = m_doc.text;
    const Node& item = *seq.items[index];
    if (seq.items.size() == 1) {
        if (seq.style == Style::Block) {
            // A block sequence may stand at its key's column ("key:\n- x"); "[]" there would read as a new key
            // of the parent map, so the empty sequence moves up behind the colon. Comments stay where they are.
            const Entry* owner = ownerEntry(seq);
            const std::size_t seqLine = lineStart(seq.begin);
            if (owner && owner->key && owner->key->end <= seq.begin
                && seq.begin - seqLine == owner->key->begin - lineStart(owner->key->begin)) {
                const std::size_t colon = afterColon(*owner);
                if (colon <= seqLine) {
                    std::string between = t.substr(colon, seqLine - colon);
                    if (!between.empty() && between.back() == '\n')
                        between.pop_back();
                    if (!between.empty() && between.back() == '\r')
                        between.pop_back();
                    // the item's own trailing comment goes with it
                    return finish(TextEdit {colon, lineEnd(seq.end), " []" + between});
                }
            }
        }
        return TextEdit {seq.begin, seq.end, "[]"};
    }
    if (seq.style == Style::Flow) {
        if (index + 1 < seq.items.size())
            return TextEdit {item.begin, seq.items[index + 1]->begin, {}};
        return TextEdit {seq.items[index - 1]->end, item.end, {}};
    }
    std::size_t dash = item.begin;
    while (dash > seq.begin && t[dash] != '-')
        --dash;
    std::size_t le = lineEnd(std::max(item.end, dash + 1));
    if (le < t.size() && t[le] == '\r')
        ++le;
    if (le < t.size() && t[le] == '\n')
        ++le;
    return TextEdit {lineStart(dash), le, {}};
}

} // namespace pw::yaml
