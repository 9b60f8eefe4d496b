// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace pw {

/// What a parallel step's logs/ folder (Azure ML's layout, described in its readme.txt) says about the step:
/// job_result.txt, job_error.txt and sys/job_report/processed_mini-batches.csv.
struct ParallelLogSummary {
    bool resultMissing = true; // no job_result.txt (the step still runs, or was cut short)
    QString result; // job_result.txt
    QString jobError; // job_error.txt
    int attempts = 0; // rows of processed_mini-batches.csv
    int miniBatches = 0; // distinct mini-batch ids
    int miniBatchesSucceeded = 0; // by their last attempt
    int miniBatchesFailed = 0;
    qint64 itemsTotal = 0; // of the last attempt of each mini-batch
    qint64 itemsSucceeded = 0;
    qint64 itemsFailed = 0;
    QStringList problems; // unreadable rows, named "file:line: what"
};

/// Splits CSV text into records (RFC 4180 quotes, line ends inside quotes). A last record that ends inside
/// quotes is dropped and `incompleteLine` set to the line it started on (0 when all records are whole).
QList<QStringList> parseCsvRecords(const QString& text, int* incompleteLine = nullptr);

/// Reads the summary of the logs folder `logsDir`; never fails: what cannot be read is named in `problems`.
ParallelLogSummary readParallelLogSummary(const QString& logsDir);

} // namespace pw
