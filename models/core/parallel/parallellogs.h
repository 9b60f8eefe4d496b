// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMultiHash>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

/// Reading a parallel step's logs/ folder, in the layout of Azure ML's parallel run step (its readme.txt describes
/// it): job_result.txt, job_error.txt, sys/job_report/processed_mini-batches.csv, the per-process logs of
/// sys/node/<node>/processNNN.txt and the resource usage of sys/perf/<node>/. Works on a run's folder or on a logs
/// folder downloaded from the service; nothing here needs a run store.
namespace pw {

// ----- mini-batches ---------------------------------------------------------------------------------------------

enum class MiniBatchState : quint8 { Running, Succeeded, Failed };
/// "running", "succeeded", "failed" (translated).
QString miniBatchStateName(MiniBatchState state);

/// A mini-batch as its latest attempt left it.
struct MiniBatchRecord {
    int id = 0;
    MiniBatchState state = MiniBatchState::Running;
    int attempts = 0; // the latest attempt's picked count
    QString node; // "0"
    QString process; // "process000"
    QDateTime start; // UTC; of the latest attempt
    qint64 durationMs = -1; // -1 while it runs
    qint64 itemsSucceeded = 0;
    qint64 itemsFailed = 0;
    QString error; // first line of the error message
    qint64 recordOffset = -1; // where its line of processed_mini-batches.csv starts (the table's detail source)
};

/// What a mini-batch held, from the "Mini-batch Detail" column of processed_mini-batches.csv (the runtime's JSON
/// of the mini-batch). The runtimes write it in different shapes: the local one `"minibatch": [<file>, …]` for file
/// input, `"path"`, `"offset"` and `"length"` (bytes of one data file) for tabular input and `"partition_key_value"`
/// for partitioned input; Azure ML's driver `"minibatch": [<part index>, …]` with `"partition_size"` (bytes) for
/// tabular input. Row numbers are in none of them: a tabular mini-batch's row count is its attempt's total items.
struct MiniBatchDetail {
    QStringList files; // file input: the files, as written (absolute paths, for the local runtime)
    QString dataFile; // tabular input from a file: the file, and the bytes of it the mini-batch covers
    qint64 byteOffset = -1;
    qint64 byteLength = -1; // -1: to the end of the file
    QList<qint64> parts; // tabular input split by the service: the indexes of its parts of `partSize` bytes
    qint64 partSize = -1;
    QString dataset; // "location": the input's name
    QList<std::pair<QString, QString>> partition; // partitioned input: each partition key and its value
    QString text; // the detail as written when it is not such JSON (another runtime version's shape)
    bool isEmpty() const
    {
        return files.isEmpty() && dataFile.isEmpty() && parts.isEmpty() && partition.isEmpty() && text.isEmpty();
    }
};
/// Reads a "Mini-batch Detail" field (CSV quotes already removed); empty for an empty field.
MiniBatchDetail parseMiniBatchDetail(QByteArrayView detail);

/// Mini-batch records in compact storage: one packed row of 40 bytes per mini-batch, node and process names
/// interned, error lines kept once each in one UTF-8 block. A million mini-batches take about 45 MB plus their
/// distinct error lines (50 MB in bench_minibatches, where one failure in 50 has an error line of its own). What a
/// mini-batch held (its "Mini-batch Detail", a file list that can be long) is not kept: a row keeps where its line
/// of processed_mini-batches.csv starts, in bytes of the row that were padding, and MiniBatchDetailReader reads the
/// detail from there when it is shown.
class MiniBatchTable {
public:
    enum class Merge { Added, Updated, Ignored };

    qsizetype size() const { return qsizetype(m_rows.size()); }
    bool isEmpty() const { return m_rows.empty(); }
    void clear();
    void reserve(qsizetype rows) { m_rows.reserve(size_t(rows)); }

    /// Insert or update the record of `r.id`. A record replaces the stored one when it is of a later attempt, or
    /// of the same attempt and not running (a finished attempt replaces its running record, a repeated row the
    /// earlier one). Added records are appended; `row` gets the record's row.
    Merge merge(const MiniBatchRecord& r, qsizetype* row = nullptr);
    /// Merge every record of `other` in its order; `changed` gets the rows that were updated (not the added ones,
    /// which are the rows from the size before the call on).
    void merge(const MiniBatchTable& other, std::vector<qsizetype>* changed = nullptr);

    qsizetype rowOfId(int id) const;
    MiniBatchRecord record(qsizetype row) const;

    int id(qsizetype row) const { return m_rows[size_t(row)].id; }
    MiniBatchState state(qsizetype row) const { return MiniBatchState(m_rows[size_t(row)].state); }
    int attempts(qsizetype row) const { return m_rows[size_t(row)].attempts; }
    qint64 startMs(qsizetype row) const { return m_rows[size_t(row)].startMs; } // ms since the epoch, UTC
    QDateTime start(qsizetype row) const;
    qint64 durationMs(qsizetype row) const { return m_rows[size_t(row)].durationMs; }
    qint64 itemsSucceeded(qsizetype row) const { return m_rows[size_t(row)].itemsOk; }
    qint64 itemsFailed(qsizetype row) const { return m_rows[size_t(row)].itemsFailed; }
    /// Index into processes(); 0 is "no process".
    quint32 processIndex(qsizetype row) const { return m_rows[size_t(row)].process; }
    /// Index into the error lines; 0 is "no error".
    quint32 errorIndex(qsizetype row) const { return m_rows[size_t(row)].error; }
    QString node(qsizetype row) const { return m_processes[m_rows[size_t(row)].process].node; }
    QString process(qsizetype row) const { return m_processes[m_rows[size_t(row)].process].process; }
    QString error(qsizetype row) const { return errorText(m_rows[size_t(row)].error); }
    /// Where the row's line of detailSource().file starts; -1 when it has none (a record from a process log only).
    /// Every attempt of a mini-batch holds the same input, so a later attempt without a line keeps the earlier one's.
    qint64 recordOffset(qsizetype row) const { return m_rows[size_t(row)].recordOffset(); }

    /// The file the rows' record offsets point into and its columns; the rows' lines are checked against it when
    /// read (the file may have been replaced since).
    struct DetailSource {
        QString file; // absolute; empty: no row has a detail
        int columnCount = 0;
        int idColumn = -1;
        int detailColumn = -1;
    };
    const DetailSource& detailSource() const { return m_detailSource; }
    /// Set by the reader; merge() takes the source of the table merged in when it has one (a table holds the
    /// details of one file).
    void setDetailSource(DetailSource source) { m_detailSource = std::move(source); }

    struct ProcessName {
        QString key; // "0/process000"
        QString node; // "0"
        QString process; // "process000"
    };
    /// Interned process names (index 0 is the empty name).
    const std::vector<ProcessName>& processes() const { return m_processes; }
    /// Number of error lines stored, counting the empty one at index 0.
    quint32 errorCount() const { return quint32(m_errorStarts.size()); }
    QString errorText(quint32 index) const;
    /// The error lines one after another in UTF-8; line i is [errorStart(i), errorStart(i + 1)).
    const QByteArray& errorBytes() const { return m_errorBytes; }
    qsizetype errorStart(quint32 index) const
    {
        return index < m_errorStarts.size() ? qsizetype(m_errorStarts[index]) : m_errorBytes.size();
    }

    /// Bytes held by the table (rows, index, names, error lines).
    qsizetype memoryBytes() const;

    struct Row {
        qint64 startMs = 0;
        qint32 id = 0;
        qint32 durationMs = -1;
        qint32 itemsOk = 0;
        qint32 itemsFailed = 0;
        quint32 error = 0;
        quint32 process = 0;
        quint16 attempts = 0;
        quint8 state = 0;
        // the offset of the row's line in the detail source, plus 1 (0: none), in 40 bits: the byte left and the
        // four that padding to the 8-byte alignment of startMs took, so the row stays 40 bytes
        quint8 recordHigh = 0;
        quint32 recordLow = 0;

        qint64 recordOffset() const { return ((qint64(recordHigh) << 32) | recordLow) - 1; }
        void setRecordOffset(qint64 offset);
        bool hasRecord() const { return recordHigh != 0 || recordLow != 0; }
    };

private:
    quint32 internProcess(const QString& node, const QString& process);
    quint32 internError(const QString& text);
    Row pack(const MiniBatchRecord& r);
    void setRowOfId(int id, qsizetype row);

    std::vector<Row> m_rows;
    std::vector<qint32> m_rowOfId; // dense index by id (ids are 0, 1, ...)
    QHash<int, qsizetype> m_sparseRows; // ids the dense index does not cover
    std::vector<ProcessName> m_processes { ProcessName {} };
    QHash<QString, quint32> m_processIndex;
    QByteArray m_errorBytes;
    std::vector<quint32> m_errorStarts { 0 };
    QMultiHash<size_t, quint32> m_errorIndex; // hash of the text -> candidates
    DetailSource m_detailSource;
};

/// Reads rows' "Mini-batch Detail" from processed_mini-batches.csv when they are shown: seeks to the row's line,
/// reads that one record and checks it is of the row's mini-batch. Keeps the file open between reads; reset() after
/// the table changed, as the file may have been replaced.
class MiniBatchDetailReader {
public:
    MiniBatchDetailReader();
    ~MiniBatchDetailReader();
    MiniBatchDetailReader(const MiniBatchDetailReader&) = delete;
    MiniBatchDetailReader& operator=(const MiniBatchDetailReader&) = delete;

    /// The detail field of `row` as written (CSV quotes removed); empty when the row has none, or the file no
    /// longer holds the row's line there (replaced or cut short).
    QByteArray read(const MiniBatchTable& table, qsizetype row);
    void reset();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

// ----- resource usage (parallellogs_perf.cpp) ---------------------------------------------------------------------

/// A row of sys/perf/<node>/node_resource_usage.csv. Disk and network counters are totals since the machine
/// started, as the file holds them; resourceSeries() turns them into rates.
struct NodeResourceSample {
    qint64 timeMs = 0; // ms since the epoch, UTC
    double cpuPercent = 0;
    qint64 memoryUsedBytes = 0;
    qint64 memoryTotalBytes = 0;
    qint64 diskReadBytes = 0;
    qint64 diskWriteBytes = 0;
    qint64 networkSentBytes = 0;
    qint64 networkReceivedBytes = 0;
};

/// A row of sys/perf/<node>/processes_resource_usage.csv.
struct ProcessResourceSample {
    qint64 timeMs = 0;
    qint64 pid = 0;
    double cpuPercent = 0;
    qint64 rssBytes = 0;
    int threads = 0;
};

struct NodeResources {
    QString node;
    std::vector<NodeResourceSample> samples;
    std::map<QString, std::vector<ProcessResourceSample>> processes; // by process name ("process000")
};

/// The resource usage of every node, in the order the nodes were first seen.
struct ParallelResources {
    QList<NodeResources> nodes;

    NodeResources* node(const QString& name);
    const NodeResources* node(const QString& name) const;
    NodeResources& nodeOrAdd(const QString& name);
    /// Append the samples of `delta` (what one ParallelLogReader::read() found).
    void append(const ParallelResources& delta);
    bool isEmpty() const { return nodes.isEmpty(); }
};

enum class ResourceMetric {
    CpuPercent,
    MemoryUsedBytes,
    DiskReadBytesPerSecond, // between consecutive samples
    DiskWriteBytesPerSecond,
    NetworkSentBytesPerSecond,
    NetworkReceivedBytesPerSecond,
};
/// Points (x: ms since the epoch, y: the metric) to draw, e.g. after downsampleLttb().
QList<QPointF> resourceSeries(const std::vector<NodeResourceSample>& samples, ResourceMetric metric);
/// Process points: CpuPercent or MemoryUsedBytes (the resident set size).
QList<QPointF> resourceSeries(const std::vector<ProcessResourceSample>& samples, ResourceMetric metric);

// ----- the step ---------------------------------------------------------------------------------------------------

enum class ParallelStepStatus { Unknown, Completed, Failed, Canceled };

/// Limits the logs name (the runtime's start line in user_logs/std_log.txt, or the reason a threshold ended the
/// step); empty when they do not say.
struct ParallelThresholds {
    std::optional<int> miniBatchErrorThreshold;
    std::optional<qint64> errorThreshold;
    std::optional<double> allowedFailedPercent;
    std::optional<int> progressTimeoutSeconds;
};

/// What job_result.txt says: the status and, in plain words, what it means.
struct ParallelStepResult {
    bool missing = true; // no job_result.txt (the step still runs, or was cut short)
    QString text; // job_result.txt, trimmed
    ParallelStepStatus status = ParallelStepStatus::Unknown;
};
/// Reads the status from job_result.txt's text.
ParallelStepStatus parallelStepStatus(const QString& resultText);
/// "Completed: every mini-batch was processed.", "Failed: …", "Canceled", "Still running or cut short …".
QString parallelStepStatusText(const ParallelStepResult& result);
/// Thresholds named in `text` (a result, or the runtime's start line); sets only what it finds.
void readParallelThresholds(const QString& text, ParallelThresholds* thresholds);

/// What a parallel step's logs say about the step.
struct ParallelLogSummary {
    bool resultMissing = true; // no job_result.txt (the step still runs, or was cut short)
    QString result; // job_result.txt
    ParallelStepStatus status = ParallelStepStatus::Unknown;
    QString statusText; // parallelStepStatusText()
    QString jobError; // job_error.txt (its first MiB)
    ParallelThresholds thresholds;
    qint64 attempts = 0; // rows of processed_mini-batches.csv
    int miniBatches = 0; // distinct mini-batch ids
    int miniBatchesSucceeded = 0; // by their latest attempt
    int miniBatchesFailed = 0;
    int miniBatchesRunning = 0;
    qint64 itemsTotal = 0; // of the latest attempt of each mini-batch
    qint64 itemsSucceeded = 0;
    qint64 itemsFailed = 0;
    QStringList problems; // what could not be read, named "file:line: what"
};

/// What one ParallelLogReader::read() found: records of mini-batches that were added or changed, resource
/// samples appended, and whether the result or job_error.txt changed.
struct ParallelLogDelta {
    MiniBatchTable miniBatches;
    ParallelResources resources;
    bool resultChanged = false;
    bool jobErrorChanged = false;
    bool problemsChanged = false;
    bool isEmpty() const
    {
        return miniBatches.isEmpty() && resources.isEmpty() && !resultChanged && !jobErrorChanged && !problemsChanged;
    }
};

/// Reads a parallel step's logs as they grow: remembers how far it read each file and reads only what was
/// appended since; a last line without its line end waits for it. read() is cheap when nothing changed, so a
/// live run can be polled. Not thread-safe; it can live on a worker thread and hand its deltas over.
class ParallelLogReader {
public:
    /// `folder` is a step's run folder (holding logs/) or the logs folder itself.
    explicit ParallelLogReader(const QString& folder);
    ~ParallelLogReader();
    ParallelLogReader(const ParallelLogReader&) = delete;
    ParallelLogReader& operator=(const ParallelLogReader&) = delete;

    QString logsDir() const;
    /// Read what was appended since the last call.
    ParallelLogDelta read();

    const ParallelStepResult& result() const;
    QString jobError() const;
    ParallelThresholds thresholds() const;
    /// Rows of processed_mini-batches.csv read so far.
    qint64 attemptRows() const;
    /// The latest sign of progress of each worker process ("0/process000"): a mini-batch it picked or finished.
    const QHash<QString, QDateTime>& lastProgress() const;
    /// What could not be read, "file:line: what" (paths relative to the logs folder); a last line still waiting
    /// for its end is named too.
    QStringList problems() const;

    /// A summary of `miniBatches` (all the records read so far) and of what the reader knows.
    ParallelLogSummary summary(const MiniBatchTable& miniBatches) const;

private:
    struct Private;
    Private* d;
};

/// Reads the whole logs folder (or a run folder holding logs/) once; never fails: what cannot be read is named in
/// `problems`. `miniBatches`, when given, gets the records.
ParallelLogSummary readParallelLogSummary(const QString& folder, MiniBatchTable* miniBatches = nullptr);

/// The number of mini-batches the runtime scheduled, from its "Scheduling finished. Scheduled N mini batches"
/// line in logs/job_progress_overview.*.txt; reads only what was appended since the last call, and nothing more
/// once the line was found.
class ScheduledCountReader {
public:
    explicit ScheduledCountReader(QString logsDir);
    std::optional<int> read();

private:
    QString m_logsDir;
    QHash<QString, qint64> m_offsets;
    std::optional<int> m_count;
};

/// A worker process, or a whole node, without progress for longer than the progress timeout.
struct QuietWorker {
    QString node;
    QString process; // empty: every process of the node is quiet
    QDateTime lastProgress;
    qint64 quietSeconds = 0;
};
/// The processes of `lastProgress` ("node/process" -> time) whose last progress is more than `timeoutSeconds`
/// before `now`, and the nodes all of whose processes are; nodes first, then processes, by name.
QList<QuietWorker> findQuietWorkers(
    const QHash<QString, QDateTime>& lastProgress, const QDateTime& now, int timeoutSeconds);

} // namespace pw
