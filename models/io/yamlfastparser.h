// SPDX-License-Identifier: MIT
// Private: a fast scanner for the block YAML that pipeline files are written in. It reports the same events
// as yaml-cpp (same marks, values and tags) and gives up on anything outside its subset (anchors, tags,
// multi-line flow collections, explicit keys, several documents, any error), so that yaml-cpp, the reference
// parser, handles those and reports errors.
#pragma once

#include <string>

namespace YAML {
class EventHandler;
}

namespace pw::yaml {

/// Returns false when the text is outside the supported subset; the handler's state is then undefined.
bool fastParse(const std::string& text, YAML::EventHandler& handler);

} // namespace pw::yaml
