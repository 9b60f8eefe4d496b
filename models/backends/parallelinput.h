// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

/// The input of a parallel step cut into mini-batches, as the local parallel runtime hands them to its workers.
namespace pw {

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

} // namespace pw
