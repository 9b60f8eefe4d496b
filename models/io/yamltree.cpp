// SPDX-License-Identifier: MIT
#include "yamltree.h"

#include <cstdio>

namespace pw::yaml {

// ----- Node -----------------------------------------------------------------------------------

const std::string& Node::str() const
{
    static const std::string empty;
    return kind == Kind::Scalar ? value : empty;
}

const Entry* Node::entry(std::string_view key) const
{
    if (kind != Kind::Map)
        return nullptr;
    for (const auto& e : entries)
        if (e.key && e.key->kind == Kind::Scalar && e.key->value == key)
            return &e;
    return nullptr;
}

const Node* Node::get(std::string_view key) const
{
    const Entry* e = entry(key);
    return e ? e->value.get() : nullptr;
}

Node* Node::get(std::string_view key)
{
    return const_cast<Node*>(static_cast<const Node*>(this)->get(key));
}

// ----- Value ----------------------------------------------------------------------------------

namespace {

using Anchors = std::vector<std::pair<std::string, NodePtr>>; // in document order; the latest definition wins

NodePtr lookupAnchor(const Anchors& anchors, const std::string& name)
{
    for (auto it = anchors.rbegin(); it != anchors.rend(); ++it)
        if (it->first == name)
            return it->second;
    return nullptr;
}

// Resolves the aliases under `n` (in document order, recording anchors as they come). Returns a replacement for
// `n` when something under it changed, or nullptr.
NodePtr resolveIn(const NodePtr& n, Anchors& anchors, int depth)
{
    if (!n || depth > MaxNestingDepth)
        return nullptr;
    if (n->kind == Kind::Alias) {
        NodePtr target = lookupAnchor(anchors, n->value);
        return target && target.get() != n.get() ? target : nullptr;
    }
    NodePtr copy;
    auto replaced = [&]() -> Node& {
        if (!copy)
            copy = std::make_shared<Node>(*n);
        return *copy;
    };
    // an anchor on a collection is recorded before its content (a later alias inside it is not legal YAML anyway)
    const std::size_t anchorIndex = anchors.size();
    if (!n->anchor.empty())
        anchors.emplace_back(n->anchor, n);
    for (std::size_t i = 0; i < n->entries.size(); ++i) {
        if (NodePtr k = resolveIn(n->entries[i].key, anchors, depth + 1))
            replaced().entries[i].key = k;
        if (NodePtr v = resolveIn(n->entries[i].value, anchors, depth + 1))
            replaced().entries[i].value = v;
    }
    for (std::size_t i = 0; i < n->items.size(); ++i)
        if (NodePtr v = resolveIn(n->items[i], anchors, depth + 1))
            replaced().items[i] = v;
    if (copy && !n->anchor.empty())
        anchors[anchorIndex].second = copy; // aliases after this node see its resolved content
    return copy;
}

} // namespace

std::shared_ptr<const Node> resolveAliases(const Node& root)
{
    Anchors anchors;
    // the root is held by reference: wrap it without taking ownership
    const NodePtr self(std::shared_ptr<Node>(), const_cast<Node*>(&root));
    return resolveIn(self, anchors, 0);
}

Value::Value() = default;
Value::Value(const Value&) = default;
Value::Value(Value&&) noexcept = default;
Value& Value::operator=(const Value&) = default;
Value& Value::operator=(Value&&) noexcept = default;
Value::~Value() = default;

Value Value::str(std::string s)
{
    Value v;
    v.kind = Kind::Scalar;
    v.type = ScalarType::String;
    v.scalar = std::move(s);
    return v;
}

Value Value::raw(std::string s)
{
    Value v;
    v.kind = Kind::Scalar;
    v.type = ScalarType::Raw;
    v.scalar = std::move(s);
    return v;
}

Value Value::integer(long long i)
{
    Value v;
    v.kind = Kind::Scalar;
    v.type = ScalarType::Int;
    v.scalar = std::to_string(i);
    return v;
}

Value Value::number(double d)
{
    Value v;
    v.kind = Kind::Scalar;
    v.type = ScalarType::Float;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.15g", d);
    v.scalar = buf;
    if (v.scalar.find_first_of(".eEn") == std::string::npos)
        v.scalar += ".0";
    return v;
}

Value Value::boolean(bool b)
{
    Value v;
    v.kind = Kind::Scalar;
    v.type = ScalarType::Bool;
    v.scalar = b ? "true" : "false";
    return v;
}

Value Value::null()
{
    return Value {};
}

Value Value::mapping()
{
    Value v;
    v.kind = Kind::Map;
    return v;
}

Value Value::sequence()
{
    Value v;
    v.kind = Kind::Seq;
    return v;
}

Value& Value::set(std::string key, Value v)
{
    kind = Kind::Map;
    for (auto& [k, val] : map)
        if (k == key) {
            val = std::move(v);
            return *this;
        }
    map.emplace_back(std::move(key), std::move(v));
    return *this;
}

Value& Value::append(Value v)
{
    kind = Kind::Seq;
    seq.push_back(std::move(v));
    return *this;
}

Value toValue(const Node& n)
{
    switch (n.kind) {
    case Kind::Null:
        return Value::null();
    case Kind::Alias:
        return Value::raw("*" + n.value);
    case Kind::Scalar: {
        if (n.tag == "?") {
            Value v = Value::raw(n.value);
            // plain text that happens to need quoting in its new place is re-rendered as a string
            if (!plainSafe(n.value))
                v = Value::str(n.value);
            return v;
        }
        return Value::str(n.value);
    }
    case Kind::Map: {
        Value v = Value::mapping();
        for (const auto& e : n.entries)
            v.map.emplace_back(e.key ? e.key->value : std::string(), toValue(*e.value));
        return v;
    }
    case Kind::Seq: {
        Value v = Value::sequence();
        for (const auto& i : n.items)
            v.seq.push_back(toValue(*i));
        return v;
    }
    }
    return Value::null();
}

} // namespace pw::yaml
