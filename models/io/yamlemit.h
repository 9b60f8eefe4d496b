// SPDX-License-Identifier: MIT
#pragma once
// The pieces of YAML text that the emitter (yamlemit.cpp) and the editor (yamleditor.cpp) both put together: an
// internal header of pw_io, not part of its interface (yamltree.h).
#include "yamltree.h"

#include <string>
#include <string_view>

namespace pw::yaml::emit {

/// `n` spaces.
std::string spaces(int n);
/// True when every character of `s` can stand in a block scalar's content (no control characters but tab and line
/// feed, nothing a reader takes for a line break or a byte order mark).
bool blockSafe(std::string_view s);
/// True when the first line of `s` that is not empty starts with a blank: a block scalar of it needs an indentation
/// indicator (`|2`).
bool needsIndentIndicator(std::string_view s);
/// Column for a block's content: `contentIndent`, unless the value needs an indentation indicator that cannot reach
/// that deep (1 to 9 columns past the parent's), then two columns past the parent's.
int reachableIndent(std::string_view s, int contentIndent, int parentIndent);
/// A literal block for a multi-line string, content lines at `contentIndent`; `parentIndent` is the column its
/// indentation indicator counts from (the owning key's or dash's), by default two less than `contentIndent`.
std::string literalBlock(const std::string& s, int contentIndent, int parentIndent = -2);
/// A scalar inside a flow collection, where `, [ ] { }` also end a plain scalar and a line break can be written
/// neither plain nor as a block.
std::string renderFlowScalar(const std::string& s, ScalarType type, Style preferred = Style::Plain);
/// A value in flow style (`[a, b]`, `{k: v}`).
std::string emitFlow(const Value& v);
/// The text that follows `key:` for a value whose key stands at column `keyCol`.
std::string emitAfterKey(const Value& v, int keyCol);
/// A sequence item (`- value`) whose dash is at column `dashCol`.
std::string emitItem(const Value& v, int dashCol);

} // namespace pw::yaml::emit
