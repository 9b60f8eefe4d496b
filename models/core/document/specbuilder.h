// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "pipelinespec.h"

#include <QByteArray>

#include <memory>

namespace pw::yaml {
struct Node;
}

namespace pw {

class ComponentCache;

/// Whether a YAML text is a pipeline (a job or a pipeline component): its top-level `type` is pipeline. A text that
/// does not parse counts when a top-level line says `type: pipeline`, so that a pipeline with a syntax error is still
/// checked and reported rather than skipped.
bool isPipelineYaml(const QByteArray& text);

/// Reads the typed spec out of a YAML syntax tree, reporting wrong types and unknown keys.
/// `file` is the absolute path, used to resolve relative references and in diagnostics.
PipelineSpec buildPipelineSpec(const yaml::Node* root, const QString& file, ComponentCache* components,
                               Diagnostics* diagnostics, int depth = 0);
ComponentSpec buildComponentSpec(const std::shared_ptr<const yaml::Node>& root, const QString& file,
                                 ComponentCache* components, Diagnostics* diagnostics, int depth = 0);

} // namespace pw
