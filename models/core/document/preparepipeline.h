// SPDX-License-Identifier: MIT
#pragma once

#include "pipelinedocument.h"

namespace pw {

/// What preparing a pipeline's text checks beyond reading it.
enum class PrepareChecks {
    Validate, // the validator's rules too, as a document shows them (PipelineDocument::prepare)
    ModelOnly, // parsed and built into the typed spec with the loader's diagnostics: for readers that only read the
               // model (the Python a pipeline needs), so that the validator does not run for nothing
};

/// Parse and build a pipeline's text (thread-safe, touches no document); PipelineDocument::prepare is this with
/// PrepareChecks::Validate.
std::shared_ptr<PreparedContent> preparePipeline(const QByteArray& text, const QString& path,
                                                 const std::shared_ptr<ComponentCache>& components, PrepareChecks checks);

} // namespace pw
