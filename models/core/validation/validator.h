// SPDX-License-Identifier: MIT
#pragma once

#include "azuremlvalues.h"
#include "diagnostic.h"
#include "pipelinespec.h"

namespace pw {

class PipelineGraph;

/// Rule ids, severities and messages are documented in the README's validation section.
struct RuleInfo
{
    const char* id;
    Severity severity;
    const char* summary;
};

/// Every rule the validator knows, with the highest severity it reports (several report lesser ones too: a value
/// Azure ML is not known to accept is a warning, as the service may know it).
const QList<RuleInfo>& validationRules();

/// Check a pipeline: structure, types, bindings, cycles, compute, parallel settings, Kubernetes resources.
Diagnostics validate(const PipelineSpec& spec, const PipelineGraph& graph);

} // namespace pw
