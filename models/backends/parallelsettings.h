// SPDX-License-Identifier: MIT
#pragma once

#include "jobplan.h"
#include "paralleldefaults.h"

#include <QString>
#include <QStringList>

/// The settings of a parallel step as the local parallel runtime reads them: the runtime's own options in
/// program_arguments, and what it makes of retry_settings and append_row_to.
namespace pw {

/// The runtime's own `--` options given in task.program_arguments (README.md, "Program arguments"), with the
/// local defaults of README.md, "Local choices" (paralleldefaults.h, shared with the studio's settings table).
/// They stay in the entry script's arguments too (scripts use parse_known_args).
struct ParallelOptions
{
    int errorThreshold = paralleldefaults::errorThreshold; // --error_threshold, else the step's error_threshold
    double allowedFailedPercent = paralleldefaults::allowedFailedPercent; // --allowed_failed_percent
    // --task_overhead_timeout (seconds to load a mini-batch)
    int taskOverheadTimeout = paralleldefaults::taskOverheadTimeout;
    int progressUpdateTimeout = 0; // --progress_update_timeout; 0: the local formula below
    int firstTaskCreationTimeout = paralleldefaults::firstTaskCreationTimeout; // --first_task_creation_timeout
    int resourceMonitorInterval = paralleldefaults::resourceMonitorInterval; // --resource_monitor_interval; 0: off
    bool appendRowDataframeHeader = paralleldefaults::appendRowDataframeHeader; // --append_row_dataframe_header
    QString profilingModule; // --profiling_module (cProfile)
    QStringList notes; // options understood but without effect on this machine
};

/// Read the runtime options out of rendered program arguments (`--name value` or `--name=value`; an
/// unambiguous prefix of a name counts as the name, as with argparse). Returns false with a message naming
/// the option when a value is out of its documented range.
bool parseParallelOptions(const QStringList& arguments, const ParallelPlan& plan, ParallelOptions* out, QString* error);

/// Attempts per mini-batch: `max_retries` counts attempts (README.md, "Retries and timeouts"), at least
/// one.
int parallelAttempts(const ParallelPlan& plan);

/// --progress_update_timeout when not given. Local choice (the service computes it in an undocumented way):
/// max(first_task_creation_timeout, attempts × (timeout + 30 + task_overhead_timeout)).
int effectiveProgressUpdateTimeout(const ParallelOptions& options, const ParallelPlan& plan);

/// The file the append_row results go to: the output path itself for a uri_file output, else
/// parallel_run_step.txt inside the output folder.
QString appendRowFile(const PlannedStep& step, const QString& outputPath);

} // namespace pw
