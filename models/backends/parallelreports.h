// SPDX-License-Identifier: MIT
#pragma once

#include "procsampler.h"

#include <QDateTime>
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <optional>
#include <vector>

/// The logs/ folder of a parallel step, in the layout of Azure ML's parallel run step (logs/readme.txt describes
/// it): the pipe-separated runtime logs, job_progress_overview, job_error.txt, job_result.txt, the CSV reports of
/// sys/job_report and the resource usage of sys/perf.
namespace pw::parallel {

/// "2024-05-01 12:00:00,123", local time: the time stamp of the pipe-separated logs.
QString pipeTime();
/// "2024-05-01T12:00:00.123000": the time stamp of job_progress_overview and job_error.txt.
QString isoMicro(const QDateTime& t);
/// "1:02:03"; negative durations count as 0.
QString hms(qint64 seconds);
/// Seconds with three decimals, as in the CSV reports.
QString num(double v);
/// One CSV line (with its newline), fields quoted where needed.
QString csvRow(const QStringList& fields);
/// Write a whole file atomically, creating its folder.
bool writeTextFile(const QString& path, const QString& text);

/// A log file opened on first use and kept open; lines are flushed as written.
class TextLog
{
public:
    ~TextLog() { flush(); }
    void setPath(const QString& p);
    QString path() const { return m_path; }
    /// Appended at once, or, for a log written once per mini-batch (setBuffered), kept until flush() or until
    /// 64 KiB wait.
    void write(const QString& text);
    void setBuffered(bool buffered) { m_buffered = buffered; }
    void flush();
    void close()
    {
        flush();
        m_file.close();
    }

private:
    QString m_path;
    QFile m_file;
    QByteArray m_pending;
    bool m_buffered = false;
};

/// One attempt of a mini-batch: a row of sys/job_report/processed_mini-batches.csv.
struct AttemptRecord
{
    int miniBatch = 0;
    int pickedCount = 0; // the attempt's dequeue count
    QString process; // <node>/processNNN
    QDateTime start; // UTC
    int total = 0;
    int succeeded = 0;
    int failed = 0;
    double elapsed = 0;
    double processSeconds = 0;
    double runSeconds = 0;
    QString status;
    QString errorCategory;
    QString errorMessage;
    QString detail; // the mini-batch as JSON
};

/// One worker process: a row of sys/job_report/process_summary.csv, summed per node into node_summary.csv.
struct ProcessSummary
{
    int node = 0;
    QString name;
    qint64 pid = 0;
    QDateTime started; // UTC
    QDateTime ended; // invalid while the process runs
    std::optional<int> exitCode; // empty while the process runs
    int batches = 0;
    int succeededBatches = 0;
    int failedBatches = 0;
    qint64 items = 0;
    qint64 succeededItems = 0;
    double elapsed = 0;
    double processSeconds = 0;
    double runSeconds = 0;
    QString initError;
};

/// A sample of the machine: a row of sys/perf/<node>/node_resource_usage.csv.
struct MachineUsage
{
    QDateTime time; // UTC
    double cpuPercent = 0;
    qint64 memoryTotalKiB = 0;
    qint64 memoryAvailableKiB = 0;
    proc::DiskCounters disk;
    proc::NetworkCounters network;
    proc::SocketCounts sockets;
};

/// A sample of one worker process: a row of sys/perf/<node>/processes_resource_usage.csv.
struct ProcessUsage
{
    QDateTime time; // UTC
    QString process;
    qint64 pid = 0;
    double cpuPercent = 0;
    qint64 rssBytes = 0;
    int threads = 0;
};

/// Writes the files of one step's logs/ folder.
class LogLayout
{
public:
    explicit LogLayout(QString root);
    QString root() const { return m_root; }

    // paths of the per-process files the worker processes write too
    QString nodeDir(int node) const; // sys/node/<node>
    QString nodeStderrFile(int node, const QString& process) const; // sys/node/<node>/processNNN.stderr.txt
    QString sysErrorFile(int node, const QString& process) const; // sys/error/<node>/processNNN.txt
    QString userErrorFile(int node, const QString& process) const; // user/error/<node>/processNNN.txt

    /// Create the folders of the layout; returns the one that could not be created, empty on success.
    QString createFolders() const;
    /// Write readme.txt and the header of processed_mini-batches.csv; from here on sys/master_role.txt and
    /// job_error.txt are written.
    void begin();

    /// sys/master_role.txt: the scheduler's log.
    void masterLog(const QString& level, const QString& message);
    /// job_progress_overview.<yyyymmddhh>.txt
    void overview(const QString& message);
    /// sys/node/<node>/_main.txt, and sys/error/<node>/_main.txt for errors.
    void nodeMain(int node, const QString& message, bool error = false);
    /// sys/error/<node>/processNNN.txt
    void sysError(int node, const QString& process, qint64 pid, const QString& message);
    /// job_error.txt
    void jobError(const QString& message);
    /// A row of processed_mini-batches.csv.
    void processed(const AttemptRecord& r);
    /// Write what waits of the two logs written per mini-batch (sys/master_role.txt, processed_mini-batches.csv).
    /// They are written in groups: the runner flushes them four times a second and before the step ends, so a
    /// reader is at most a quarter of a second behind, and a crash of the runner itself loses at most that.
    void flush();
    /// sys/job_report/process_summary.csv and node_summary.csv (nodes 0 to nodes - 1).
    void writeSummaries(const std::vector<ProcessSummary>& processes, int nodes);
    /// Append a sample to the resource usage files of nodes 0 to nodes - 1 (a header starts a new file).
    void appendResourceUsage(int nodes, const MachineUsage& machine, const std::map<int, QList<ProcessUsage>>& processes);
    /// job_result.txt: the result of the step.
    void writeResult(const QString& result);

private:
    TextLog& file(const QString& path);

    QString m_root;
    TextLog m_master;
    TextLog m_overview;
    TextLog m_processed;
    TextLog m_jobError;
    std::map<QString, std::unique_ptr<TextLog>> m_files;
};

} // namespace pw::parallel
