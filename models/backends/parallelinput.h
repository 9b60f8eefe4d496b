// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

/// The input of a parallel step cut into mini-batches, as the local parallel runtime hands them to its workers.
namespace pw {

/// One mini-batch: a list of files (file-list mode), a line-aligned byte range of one file (tabular mode), or
/// every file of one partition (partitioned mode: read whole into one table).
struct MiniBatch
{
    int id = 0;
    QStringList files; // file-list and partitioned mode: absolute paths
    QJsonObject partition; // partitioned: the partition_keys and their values, {"Store": "1000", "Brand": "tropicana"}
    QList<QJsonObject> columns; // partitioned: per file, every column its path gives (partition_format)
    QString path; // tabular mode: the data file
    qint64 offset = 0; // tabular: first byte (a line start; the header line is read separately)
    qint64 length = -1; // tabular: bytes to read, -1 to the end of the file
    qint64 bytes = 0; // size on disk of what the mini-batch covers
    bool isTabular() const { return !path.isEmpty(); }
    bool isPartition() const { return !partition.isEmpty(); }
};

/// The split input_data.
struct ParallelInput
{
    bool tabular = false; // the worker reads the mini-batch into a table (tabular and partitioned mode)
    QStringList partitionKeys; // partitioned mode: one mini-batch per combination of their values
    QString partitionFormat; // partitioned mode: the MLTable's partition_format
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
///  - a folder: every file below it, recursively, folder by folder, sorted by name (walkFiles; `miniBatchSize`
///    files per mini-batch, default 10);
///  - a folder with an MLTable file (declared type `mltable`, or no declared type): the files its `paths`
///    name; with a read_delimited / read_json_lines / read_parquet transformation the input is tabular:
///    each data file is split at line boundaries into pieces of about `miniBatchSize` bytes (default 1 MiB;
///    mini-batches never span two files), otherwise the files are a file list;
///  - with `partitionKeys`: a folder with an MLTable whose extract_columns_from_partition_format defines every key;
///    one mini-batch per combination of the keys' values (the keys win over `miniBatchSize`), holding every file
///    of that partition, read whole into one table with the columns the path gives.
/// Returns false with a message naming the path (and the MLTable line) when the input cannot be read.
bool planMiniBatches(const QString& path, const QString& declaredType, qint64 miniBatchSize, ParallelInput* out,
                     QString* error, const QStringList& partitionKeys = {});

/// Whether `path` is read as a plain folder: every file below it, a file list (no MLTable takes over, no keys).
/// Such an input can be listed while the step runs (FolderLister) instead of being planned first.
bool isPlainFolder(const QString& path, const QString& declaredType, const QStringList& partitionKeys);

/// The files per mini-batch of a file list when mini_batch_size is not given.
constexpr qint64 kDefaultFilesPerMiniBatch = 10;

/// A partition_format ("{Store}/{Brand}/{file_name}.{extension}", "{Date:yyyy/MM/dd}/{*}.csv") matched against the
/// end of a file's path: its columns and their values. Empty `names` when the format cannot be read (`error` says why).
struct PartitionFormat
{
    QStringList names; // the columns, in the order of the format
    QRegularExpression regex;
    bool parse(const QString& format, QString* error);
    /// The columns of `path` (a path relative to the MLTable's folder); false when it does not match.
    bool match(const QString& path, QJsonObject* columns) const;
};

} // namespace pw
