// SPDX-License-Identifier: MIT
#pragma once

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

/// Parse a mini_batch_size value per the Azure ML SDK rule ^\d+([kKmMgG][bB])*$ (units of 1024).
/// Returns -1 and sets error when invalid. Bindings (${{...}}) are accepted and return 0.
qint64 parseMiniBatchSize(const QString& value, QString* error);

/// Parse a Kubernetes quantity ("500m", "2", "1Gi", "512M"); returns false when malformed.
bool parseK8sQuantity(const QString& value, bool memory, double* out);

} // namespace pw
