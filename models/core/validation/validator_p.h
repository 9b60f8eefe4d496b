// SPDX-License-Identifier: MIT
// Private to the validator: the checks that live in files of their own.
#pragma once

#include "diagnostic.h"
#include "pipelinespec.h"

#include <QHash>

#include <functional>

namespace pw {

/// Where a check reports a finding: severity, rule id, message, place, step and field.
using ValidationReport
    = std::function<void(Severity, const char*, const QString&, SourceLoc, const QString&, const QString&)>;

/// A step's run settings (validator_runsettings.cpp): Kubernetes-style resources (requests and limits), and every
/// setting of a parallel step (ranges, mini_batch_size, input_data, task, append_row_to, program arguments).
void checkK8sResources(const Step& s, const ValidationReport& report);
void checkParallelSettings(const Step& s, const ValidationReport& report);

/// The step types kept as written (validator_steptypes.cpp): an automl step's task, data and target column; a sweep's
/// objective and a spark step's entry, read from the step resolved over its component; a control-flow node's body,
/// blocks, condition and items (`loopBodies`: each loop's body step, by name, over the pipeline's steps so far).
void checkAutomlStep(const Step& s, const ValidationReport& report);
void checkSweepOrSparkStep(const PipelineSpec& spec, const Step& s, const ValidationReport& report);
void checkControlFlowStep(const PipelineSpec& spec, const Step& s, const QString& type, QHash<QString, QString>& loopBodies,
                          const ValidationReport& report);

} // namespace pw
