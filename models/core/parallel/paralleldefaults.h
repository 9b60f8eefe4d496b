// SPDX-License-Identifier: MIT
// The values a parallel step takes for the settings it leaves out, in one place for the local runtime
// (models/backends/parallelsettings.h) and the settings the studio shows (parallelsettingsmodel.h). Where the
// service leaves a value open the local choice is taken, as models/backends/README.md ("Local choices") says.
#pragma once

namespace pw::paralleldefaults {

// settings of the step (YAML keys)
inline constexpr int instanceCount = 1; // resources.instance_count
inline constexpr int maxConcurrencyPerInstance = 1; // the service: the cores of a CPU node, 1 on a GPU node
inline constexpr int miniBatchErrorThreshold = -1; // -1: every failed mini-batch is ignored
inline constexpr int errorThreshold = -1; // -1: every failed item is ignored
inline constexpr int maxRetries = 2; // retry_settings.max_retries
inline constexpr int retryTimeout = 60; // retry_settings.timeout, seconds of one run() call
inline constexpr const char* loggingLevel = "INFO";
inline constexpr const char* taskType = "run_function";
inline constexpr int miniBatchFiles = 10; // mini_batch_size of a file input (files)
inline constexpr const char* miniBatchTabular = "1mb"; // mini_batch_size of tabular data (1 MiB)

// the runtime's own options in task.program_arguments
inline constexpr int allowedFailedPercent = 100; // --allowed_failed_percent
inline constexpr int taskOverheadTimeout = 600; // --task_overhead_timeout (the documentation also names 30)
inline constexpr int firstTaskCreationTimeout = 600; // --first_task_creation_timeout
inline constexpr int resourceMonitorInterval = 600; // --resource_monitor_interval; 0: off
inline constexpr bool copyLogsToParent = false; // --copy_logs_to_parent
inline constexpr bool pushMetricsToParent = false; // --push_metrics_to_parent
inline constexpr bool appendRowDataframeHeader = false; // --append_row_dataframe_header
inline constexpr int rankMiniBatchCount = 0; // --rank_mini_batch_count

/// Upper limit of every timeout (seconds): three days.
inline constexpr int maxTimeout = 259200;
/// Seconds a run() call is allowed past its timeout in the formula below.
inline constexpr int runGrace = 30;

/// --progress_update_timeout when it is not given. The service computes it in a way it does not document; the
/// local choice: max(first_task_creation_timeout, attempts × (timeout + 30 + task_overhead_timeout)), attempts
/// being max_retries (at least 1).
constexpr long long progressUpdateTimeout(
    long long firstTaskCreation, long long maxRetriesValue, long long timeout, long long taskOverhead)
{
    const long long attempts = maxRetriesValue < 1 ? 1 : maxRetriesValue;
    const long long byRuns = attempts * (timeout + runGrace + taskOverhead);
    return firstTaskCreation > byRuns ? firstTaskCreation : byRuns;
}

} // namespace pw::paralleldefaults
