// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// A YAML syntax tree that remembers where every node stands in its source text.
/// Offsets are byte offsets into the UTF-8 source; lines and columns are 1-based.
/// No yaml-cpp type appears here: the parser that builds it is private to pw_io.
namespace pw::yaml {

enum class Kind { Null, Scalar, Map, Seq, Alias };
enum class Style { Plain, SingleQuoted, DoubleQuoted, Literal, Folded, Block, Flow };

struct Pos
{
    int line = 0; // 1-based; 0 = unknown
    int col = 0; // 1-based
    std::size_t offset = 0;
};

struct Node;
using NodePtr = std::shared_ptr<Node>;

struct Entry
{
    NodePtr key;
    NodePtr value;
};

struct Node
{
    Kind kind = Kind::Null;
    Style style = Style::Plain;
    std::string tag; // "?" plain, "!" quoted, or an explicit tag
    std::string anchor;
    std::string value; // decoded scalar (scalars and alias names)
    Pos pos; // first character of the node's own text (after tag/anchor properties)
    std::size_t begin = 0; // span of the node's text, [begin, end)
    std::size_t end = 0;
    int indent = 0; // column (0-based) of the line context that owns this node (key column / dash column)
    std::vector<Entry> entries; // Map
    std::vector<NodePtr> items; // Seq

    bool isNull() const { return kind == Kind::Null; }
    bool isScalar() const { return kind == Kind::Scalar; }
    bool isMap() const { return kind == Kind::Map; }
    bool isSeq() const { return kind == Kind::Seq; }
    /// scalar text, or "" for anything else
    const std::string& str() const;
    /// value of a map entry by key, or nullptr
    const Node* get(std::string_view key) const;
    Node* get(std::string_view key);
    const Entry* entry(std::string_view key) const;
};

struct ParseError
{
    std::string message;
    Pos pos;
};

/// Which parser read a document: the native scanner for the block YAML pipelines are written in, or yaml-cpp
/// for everything else (and for every error message).
enum class Engine { Auto, Native, YamlCpp };

/// Deepest nesting of collections that a document may have. Deeper input is refused with a positioned error
/// ("nesting deeper than 256 levels") instead of being parsed: no pipeline file comes close, yaml-cpp itself
/// stops at 500 levels, and every recursive walk over a tree stays far from the end of the stack.
inline constexpr int MaxNestingDepth = 256;

/// A parsed text. A leading UTF-8 byte order mark stays in `text` (so the file is written back as it was),
/// belongs to no node, and is not counted in the columns of line 1; offsets always index `text` itself.
struct Document
{
    std::string text;
    Engine engine = Engine::Auto;
    NodePtr root; // nullptr for an empty document
    std::vector<ParseError> warnings; // duplicate keys and the like (parsing still succeeded)
};

/// Parse text. Returns false and fills error on malformed YAML. Multiple documents: only the first is used,
/// and a warning is recorded.
bool parse(std::string text, Document& out, ParseError* error, Engine engine = Engine::Auto);

/// The tree as a YAML loader sees it: every alias (`*name`) replaced by the node its anchor (`&name`) marks, the
/// latest such anchor before the alias, as the YAML specification says. Returns nullptr when the tree holds no
/// alias that can be resolved (use `root` itself then); otherwise a tree that shares every unchanged node with
/// `root`. Aliases without an anchor stay as they are. Used to read a document's meaning, never to edit its text.
std::shared_ptr<const Node> resolveAliases(const Node& root);

/// Position (1-based line/col) of an offset in text.
Pos positionOf(std::string_view text, std::size_t offset);

// ----- writing new content --------------------------------------------------------------------

/// What a new scalar means, so that the emitter quotes it when the plain form would be read as
/// something else (a string "true" must be quoted, a boolean true must not).
enum class ScalarType { String, Int, Float, Bool, Null, Raw };

/// A value to write: built by callers, emitted in block style as `az ml` files are written.
struct Value
{
    // Declared here and defaulted in yamltree.cpp: `map` holds pairs of this (still incomplete) type, which
    // some standard libraries cannot instantiate inside the class definition.
    Value();
    Value(const Value&);
    Value(Value&&) noexcept;
    Value& operator=(const Value&);
    Value& operator=(Value&&) noexcept;
    ~Value();

    Kind kind = Kind::Null;
    ScalarType type = ScalarType::String;
    std::string scalar;
    std::vector<std::pair<std::string, Value>> map;
    std::vector<Value> seq;

    static Value str(std::string s);
    static Value raw(std::string s); // already YAML scalar text, written as is
    static Value integer(long long v);
    static Value number(double v);
    static Value boolean(bool v);
    static Value null();
    static Value mapping();
    static Value sequence();
    Value& set(std::string key, Value v); // append or replace
    Value& append(Value v);
};

/// Render a scalar as YAML text on one line (plain when that reads back the same, else quoted).
std::string renderScalar(const std::string& s, ScalarType type, Style preferred = Style::Plain);
/// True if s written plain reads back as the same string.
bool plainSafe(std::string_view s);
/// Emit a value as block YAML. Lines after the first are indented by `indent` spaces; the first line is
/// not indented. Collections start on a new line when `newlineBeforeCollection`.
std::string emitBlock(const Value& v, int indent);
/// Convert a parsed node back into a Value (used by copy/paste of YAML fragments).
Value toValue(const Node& n);

// ----- surgical edits -------------------------------------------------------------------------

/// One replacement in the text. Edits never touch bytes outside [begin, end).
struct TextEdit
{
    std::size_t begin = 0;
    std::size_t end = 0;
    std::string replacement;
};

/// Builds minimal text edits against a parsed document. Each function returns the edit; apply() splices it.
/// After applying, re-parse the document to refresh positions.
/// New text follows the document: it uses the file's line ending (CRLF files get CRLF), and scalars inside
/// flow collections (`{a: 1}`, `[x, y]`) are quoted when a plain form would break the collection.
class Editor
{
public:
    explicit Editor(const Document& doc);

    /// Replace a scalar (or null) node's text with a new scalar, keeping its quoting style where possible.
    TextEdit setScalar(const Node& node, const std::string& value, ScalarType type) const;
    /// Replace any node's value with a new value (scalar or collection), at the same place.
    TextEdit replaceValue(const Node& parentMap, const std::string& key, const Value& v) const;
    /// Add key: value at the end of a map (block or flow). Fails (returns nullopt) if the key exists.
    std::optional<TextEdit> insertEntry(const Node& map, const std::string& key, const Value& v) const;
    /// Set key to value in map: replace when present, insert when absent.
    TextEdit setEntry(const Node& map, const std::string& key, const Value& v) const;
    /// Remove key (and its value, comments on the same lines) from a map.
    std::optional<TextEdit> removeEntry(const Node& map, const std::string& key) const;
    /// Rename a key in place.
    std::optional<TextEdit> renameKey(const Node& map, const std::string& key, const std::string& newKey) const;
    /// Append an item to a sequence.
    TextEdit appendItem(const Node& seq, const Value& v) const;
    /// Remove the item at index from a sequence.
    std::optional<TextEdit> removeItem(const Node& seq, std::size_t index) const;

    static std::string apply(const std::string& text, const TextEdit& e);

private:
    /// True when the node (a scalar, key or null) stands inside a flow collection.
    bool inFlow(const Node& node) const;
    /// The map entry whose value is `node`, or nullptr (the root, sequence items).
    const Entry* ownerEntry(const Node& node) const;
    /// Line breaks of new text in the document's own style.
    TextEdit finish(TextEdit e) const;
    /// After a new block scalar: blank lines the old text leaves behind it must not change its value (a keep
    /// block takes them over; white space deeper than `contentIndent` or holding a tab would be content).
    TextEdit keepBlankLines(TextEdit e, int contentIndent = -1) const;
    std::size_t lineStart(std::size_t off) const;
    std::size_t lineEnd(std::size_t off) const; // offset of '\n' or text size
    std::size_t afterColon(const Entry& e) const;
    int childIndent(const Node& map) const;
    const Document& m_doc;
    bool m_crlf = false;
};

} // namespace pw::yaml
