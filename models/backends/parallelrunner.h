// SPDX-License-Identifier: MIT
#pragma once

#include "jobplan.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

/// The local parallel runtime: what a `type: parallel` step does on this machine, after Azure ML's parallel
/// run step (parallel-runtime.md). The runner itself is created with createParallelRunner() (steprunner.h);
/// the helpers here are the parts that can be checked on their own.
namespace pw {

/// The runtime's own `--` options given in task.program_arguments (parallel-runtime.md §3), with the local
/// defaults of §13. They stay in the entry script's arguments too (scripts use parse_known_args).
struct ParallelOptions
{
    int errorThreshold = -1; // --error_threshold, else the step's error_threshold
    double allowedFailedPercent = 100; // --allowed_failed_percent
    int taskOverheadTimeout = 600; // --task_overhead_timeout (seconds to load a mini-batch)
    int progressUpdateTimeout = 0; // --progress_update_timeout; 0: the local formula below
    int firstTaskCreationTimeout = 600; // --first_task_creation_timeout
    int resourceMonitorInterval = 600; // --resource_monitor_interval; 0: off
    bool appendRowDataframeHeader = false; // --append_row_dataframe_header
    QString profilingModule; // --profiling_module (cProfile)
    QStringList notes; // options understood but without effect on this machine
};

/// Read the runtime options out of rendered program arguments (`--name value` or `--name=value`; an
/// unambiguous prefix of a name counts as the name, as with argparse). Returns false with a message naming
/// the option when a value is out of its documented range.
bool parseParallelOptions(const QStringList& arguments, const ParallelPlan& plan, ParallelOptions* out, QString* error);

/// Attempts per mini-batch: `max_retries` counts attempts (dequeue-count rule, parallel-runtime.md §13), at
/// least one.
int parallelAttempts(const ParallelPlan& plan);

/// --progress_update_timeout when not given. Local choice (the service computes it in an undocumented way):
/// max(first_task_creation_timeout, attempts × (timeout + 30 + task_overhead_timeout)).
int effectiveProgressUpdateTimeout(const ParallelOptions& options, const ParallelPlan& plan);

/// One mini-batch: a list of files (file-list mode) or a line-aligned byte range of one file (tabular mode).
struct MiniBatch
{
    int id = 0;
    QStringList files; // file-list mode: absolute paths
    QString path; // tabular mode: the data file
    qint64 offset = 0; // tabular: first byte (a line start; the header line is read separately)
    qint64 length = -1; // tabular: bytes to read, -1 to the end of the file
    qint64 bytes = 0; // size on disk of what the mini-batch covers
    bool isTabular() const { return !path.isEmpty(); }
};

/// The split input_data.
struct ParallelInput
{
    bool tabular = false;
    QString source; // uri_folder, uri_file, MLTable (<path>)
    QJsonObject readOptions; // tabular: format, delimiter, header, encoding, ... (for the worker)
    QList<MiniBatch> batches;
    int fileCount = 0;
    qint64 totalBytes = 0;
    qint64 miniBatchSize = 0; // the size used (files or bytes)
    QStringList warnings; // MLTable features applied differently here
};

/// List the items of a parallel step's input_data and cut them into mini-batches:
///  - a file: one item;
///  - a folder: every file below it, recursively, sorted by relative path (`miniBatchSize` files per
///    mini-batch, default 10);
///  - a folder with an MLTable file (declared type `mltable`, or no declared type): the files its `paths`
///    name; with a read_delimited / read_json_lines / read_parquet transformation the input is tabular:
///    each data file is split at line boundaries into pieces of about `miniBatchSize` bytes (default 1 MiB;
///    mini-batches never span two files), otherwise the files are a file list.
/// Returns false with a message naming the path (and the MLTable line) when the input cannot be read.
bool planMiniBatches(const QString& path, const QString& declaredType, qint64 miniBatchSize, ParallelInput* out,
                     QString* error);

/// The file the append_row results go to: the output path itself for a uri_file output, else
/// parallel_run_step.txt inside the output folder.
QString appendRowFile(const PlannedStep& step, const QString& outputPath);

} // namespace pw
