// SPDX-License-Identifier: MIT
// libFuzzer target: parse any bytes as YAML; when they parse, check the tree's spans, check that the native
// parser and yaml-cpp read the same tree, then edit the first scalar and parse the result again.
// Findings abort (so libFuzzer saves the input): a crash or sanitizer report, a span outside the text,
// or the two parsers disagreeing.
#include "yamltree.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace y = pw::yaml;

namespace {

[[noreturn]] void finding(const char* what, const y::Node* n = nullptr)
{
    if (n)
        std::fprintf(stderr, "fuzz_yaml: %s (node at %d:%d, span [%zu, %zu))\n", what, n->pos.line, n->pos.col,
                     n->begin, n->end);
    else
        std::fprintf(stderr, "fuzz_yaml: %s\n", what);
    std::abort();
}

/// Every node, pre-order, without recursion (deep input must not exhaust the stack here).
std::vector<const y::Node*> nodesOf(const y::Node& root)
{
    std::vector<const y::Node*> out;
    std::vector<const y::Node*> todo {&root};
    while (!todo.empty()) {
        const y::Node* n = todo.back();
        todo.pop_back();
        out.push_back(n);
        for (auto it = n->items.rbegin(); it != n->items.rend(); ++it)
            todo.push_back(it->get());
        for (auto it = n->entries.rbegin(); it != n->entries.rend(); ++it) {
            todo.push_back(it->value.get());
            todo.push_back(it->key.get());
        }
    }
    return out;
}

void checkSpans(const y::Document& doc)
{
    for (const y::Node* n : nodesOf(*doc.root)) {
        if (!n)
            finding("null child pointer");
        if (n->begin > n->end || n->end > doc.text.size())
            finding("span outside the text", n);
        if (n->pos.line < 1 || n->pos.col < 1)
            finding("node without a position", n);
        for (const auto& e : n->entries)
            if (!e.key || !e.value)
                finding("map entry without key or value", n);
    }
}

bool sameTree(const y::Node& a, const y::Node& b)
{
    const auto na = nodesOf(a);
    const auto nb = nodesOf(b);
    if (na.size() != nb.size())
        return false;
    for (std::size_t i = 0; i < na.size(); ++i) {
        const y::Node& x = *na[i];
        const y::Node& z = *nb[i];
        if (x.kind != z.kind || x.style != z.style || x.value != z.value || x.tag != z.tag || x.anchor != z.anchor
            || x.begin != z.begin || x.end != z.end || x.pos.line != z.pos.line || x.pos.col != z.pos.col
            || x.indent != z.indent || x.entries.size() != z.entries.size() || x.items.size() != z.items.size()) {
            std::fprintf(stderr, "fuzz_yaml: yaml-cpp node at %d:%d [%zu,%zu) '%s' vs native at %d:%d [%zu,%zu) '%s'\n",
                         x.pos.line, x.pos.col, x.begin, x.end, x.value.c_str(), z.pos.line, z.pos.col, z.begin, z.end,
                         z.value.c_str());
            return false;
        }
    }
    return true;
}

/// The native parser must never accept what yaml-cpp rejects, nor read it differently.
void checkEngines(const std::string& text, const y::Document& doc)
{
    if (doc.engine != y::Engine::Native)
        return;
    y::Document ref;
    y::ParseError err;
    if (!y::parse(text, ref, &err, y::Engine::YamlCpp)) {
        std::fprintf(stderr, "fuzz_yaml: yaml-cpp: %d:%d: %s\n", err.pos.line, err.pos.col, err.message.c_str());
        finding("the native parser accepts a text yaml-cpp rejects");
    }
    if (bool(ref.root) != bool(doc.root))
        finding("one parser found a document, the other none");
    if (ref.root && !sameTree(*ref.root, *doc.root))
        finding("the native parser and yaml-cpp read different trees");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 64 * 1024)
        return 0;
    const std::string text(reinterpret_cast<const char*>(data), size);
    y::Document doc;
    y::ParseError err;
    if (!y::parse(text, doc, &err)) {
        if (err.message.empty())
            finding("a parse error without a message");
        if (err.pos.offset > text.size())
            finding("a parse error outside the text");
        return 0;
    }
    if (doc.text != text)
        finding("the document does not keep the text");
    if (!doc.root)
        return 0;
    checkSpans(doc);
    static const bool differential = std::getenv("PW_FUZZ_NO_DIFF") == nullptr;
    if (differential)
        checkEngines(text, doc);

    // Edit the first scalar (or empty value) and parse the result: no crash, and the edit stays inside the text.
    const y::Node* target = nullptr;
    for (const y::Node* n : nodesOf(*doc.root)) {
        if (n->isScalar() || (n->isNull() && n != doc.root.get())) {
            target = n;
            break;
        }
    }
    if (!target)
        return 0;
    const y::Editor editor(doc);
    const y::TextEdit e = editor.setScalar(*target, "fuzz: edited value", y::ScalarType::String);
    if (e.begin > e.end || e.end > text.size())
        finding("an edit outside the text", target);
    const std::string edited = y::Editor::apply(text, e);
    y::Document again;
    if (y::parse(edited, again, nullptr) && again.root) {
        checkSpans(again);
        if (differential)
            checkEngines(edited, again);
    }
    (void)y::toValue(*doc.root);
    return 0;
}
