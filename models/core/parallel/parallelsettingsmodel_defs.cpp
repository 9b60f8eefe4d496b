// SPDX-License-Identifier: MIT
// The settings of a parallel step the Settings table shows: where each is written, what it takes and what it does.
#include "parallelsettingsmodel_p.h"

#include <QCoreApplication>

namespace pw::parallelsettings {

namespace {

    constexpr long long kIntMax = 2147483647;

} // namespace

// The order follows Azure ML studio's Parallel section: the data and how it is cut, the compute, how failures are
// counted, the timeouts, the logs and outputs, then the task.
const std::vector<SettingDef>& settingDefs()
{
    static const std::vector<SettingDef> defs {
        { Group::Data, "input_data", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Input data"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "The input that is cut into mini-batches, such as ${{inputs.data}}: a folder of files or a "
                "table (mltable). The step's other inputs are given whole to every mini-batch."),
            FieldKind::InputBinding },
        { Group::Data, "mini_batch_size", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Mini-batch size"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "How much one run() call gets: a number of files for a file input, or an approximate size "
                "such as 10kb, 100mb or 1gb for a table."),
            FieldKind::MiniBatch },
        { Group::Data, "partition_keys", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Partition keys"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "Columns whose values group the rows: rows with the same values form one mini-batch. Set, "
                "they win over the mini-batch size. Separate several with commas."),
            FieldKind::Text, 0, 0, false, false, Shape::List },
        { Group::Data, "--rank_mini_batch_count",
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Mini-batches without data"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "Runs the entry script this many times without any input data (an option of the older "
                "runtime)."),
            FieldKind::Integer, 0, kIntMax, true, true, Shape::Scalar, true },
        { Group::Compute, "resources.instance_count", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Instance count"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "How many nodes of the compute cluster run the step."),
            FieldKind::Integer, 1, 0, true, false },
        { Group::Compute, "resources.instance_type", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Instance type"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "The virtual machine size of each node; left out, the compute's own size is used."),
            FieldKind::InstanceType },
        { Group::Compute, "max_concurrency_per_instance",
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Processes per instance"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "How many worker processes each node runs; each one calls init() once, then run() for one "
                "mini-batch at a time. Azure ML itself takes the number of cores of a CPU node (1 on a GPU "
                "node) when it is left out; this machine takes 1."),
            FieldKind::Integer, 1, 0, true, false },
        { Group::Failures, "mini_batch_error_threshold",
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Mini-batch error threshold"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "How many mini-batches may fail before the whole step fails. A mini-batch fails when run() "
                "raises an error or returns fewer results than it was given. -1 ignores every failure."),
            FieldKind::Integer, -1, 0, true, false },
        { Group::Failures, "error_threshold", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Item error threshold"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "How many single items may fail, counted over the whole step (items given to run() minus "
                "the results it returned). -1 ignores every failure."),
            FieldKind::Integer, -1, 0, true, false },
        { Group::Failures, "retry_settings.max_retries",
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Maximum retries"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "How often a mini-batch that failed or ran out of time is tried again before it counts as "
                "failed. This machine counts it as the number of attempts, as the runtime's own records do."),
            FieldKind::Integer, 0, 0, true, false },
        { Group::Failures, "retry_settings.timeout", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Run timeout (s)"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "Seconds one run() call may take (1 to 259200). A slower call is stopped, counted as failed "
                "and tried again."),
            FieldKind::Integer, 1, 259200, true, true },
        { Group::Failures, "--error_threshold",
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "--error_threshold (runtime option)"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "The item error threshold given as an option of the runtime in the program arguments; when "
                "given it wins over the step's own item error threshold. -1 ignores every failure."),
            FieldKind::Integer, -1, kIntMax, true, true, Shape::Scalar, true },
        { Group::Failures, "--allowed_failed_percent",
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Allowed failed mini-batches (%)"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "Like the mini-batch error threshold, but a share of all mini-batches (0 to 100); checked once "
                "every mini-batch has been scheduled. 100 ignores every failure."),
            FieldKind::Integer, 0, 100, true, true, Shape::Scalar, true },
        { Group::Timeouts, "--task_overhead_timeout",
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Overhead timeout (s)"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "Seconds allowed to load a mini-batch's data and hand it to run(). The documentation names "
                "both 600 and 30 as its default; this machine takes 600."),
            FieldKind::Integer, 1, 259200, true, true, Shape::Scalar, true },
        { Group::Timeouts, "--progress_update_timeout",
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Progress update timeout (s)"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "The step fails when no mini-batch finishes for this many seconds. Left out, Azure ML works it "
                "out from the other settings; this machine takes the larger of the first task creation "
                "timeout and retries × (run timeout + 30 + overhead timeout)."),
            FieldKind::Integer, 1, 259200, true, true, Shape::Scalar, true },
        { Group::Timeouts, "--first_task_creation_timeout",
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "First task creation timeout (s)"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "The step fails when its first mini-batch has not started this many seconds after the start, "
                "usually because the input is slow to open."),
            FieldKind::Integer, 1, 259200, true, true, Shape::Scalar, true },
        { Group::Logs, "logging_level", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Logging level"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "How much the log files of the step's own code hold: DEBUG, INFO or WARNING."),
            FieldKind::Enum },
        { Group::Logs, "task.append_row_to", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Append rows to"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "The output that collects everything run() returns, one line per result, such as "
                "${{outputs.scores}}. Left out, the results are not gathered (summary only): the entry "
                "script writes its own outputs."),
            FieldKind::OutputBinding, 0, 0, false, false, Shape::Scalar, true },
        { Group::Logs, "--append_row_dataframe_header",
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Header line in appended rows"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "True writes the column names of the returned tables as the first line of the collected "
                "results."),
            FieldKind::Boolean, 0, 0, false, false, Shape::Scalar, true },
        { Group::Logs, "--copy_logs_to_parent", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Copy logs to parent"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "True copies the step's progress, overview and logs to the pipeline job that holds it."),
            FieldKind::Boolean, 0, 0, false, false, Shape::Scalar, true },
        { Group::Logs, "--resource_monitor_interval",
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Resource monitor interval (s)"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "Seconds between records of each node's CPU, memory, disk and network use under "
                "logs/sys/perf. Frequent records slow the step a little; 0 turns them off."),
            FieldKind::Integer, 0, kIntMax, true, true, Shape::Scalar, true },
        { Group::Logs, "--push_metrics_to_parent",
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Push metrics to parent"),
            QT_TRANSLATE_NOOP(
                "pw::ParallelSettingsModel", "True sends the step's metrics to the pipeline job that holds it."),
            FieldKind::Boolean, 0, 0, false, false, Shape::Scalar, true },
        { Group::Logs, "--metrics_name_prefix", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Metrics name prefix"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Text put before the names of the step's metrics."),
            FieldKind::Text, 0, 0, false, false, Shape::Scalar, true },
        { Group::Logs, "--profiling_module", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Profiling module"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "cProfile records where each worker process spends its time, in a .profile file per process "
                "under logs/sys/node."),
            FieldKind::Enum, 0, 0, false, false, Shape::Scalar, true },
        { Group::Task, "task.type", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Task type"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "run_function: every worker process calls init() once, then run(mini_batch) for each "
                "mini-batch."),
            FieldKind::Enum, 0, 0, false, false, Shape::Scalar, true },
        { Group::Task, "task.code", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Code"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "The local folder with the entry script, uploaded with the step; relative to the pipeline "
                "file."),
            FieldKind::Folder, 0, 0, false, false, Shape::Scalar, true },
        { Group::Task, "task.entry_script", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Entry script"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "The Python file in the code folder that defines init() and run(mini_batch), and "
                "optionally shutdown()."),
            FieldKind::EntryScript, 0, 0, false, false, Shape::Scalar, true },
        { Group::Task, "task.environment", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Environment"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "The software the entry script runs with: a registered environment such as "
                "azureml:name@latest, or one described in the file (image and conda file)."),
            FieldKind::EnvironmentRef, 0, 0, false, false, Shape::Scalar, true },
        { Group::Task, "task.program_arguments", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Program arguments"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "The arguments the entry script is started with, such as --model ${{inputs.model}}; the "
                "runtime's own options (the rows with --) are part of them."),
            FieldKind::Script, 0, 0, false, false, Shape::Scalar, true },
        { Group::Task, "environment_variables", QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Environment variables"),
            QT_TRANSLATE_NOOP("pw::ParallelSettingsModel",
                "Variables set in every worker process; change them in the Properties panel."),
            FieldKind::Text, 0, 0, false, false, Shape::Map },
    };
    return defs;
}

const char* groupTitle(Group g)
{
    switch (g) {
    case Group::Data:
        return QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Data and mini-batches");
    case Group::Compute:
        return QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Compute");
    case Group::Failures:
        return QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Failures and retries");
    case Group::Timeouts:
        return QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Timeouts");
    case Group::Logs:
        return QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Logs and output");
    case Group::Task:
        return QT_TRANSLATE_NOOP("pw::ParallelSettingsModel", "Task");
    }
    return "";
}

} // namespace pw::parallelsettings
