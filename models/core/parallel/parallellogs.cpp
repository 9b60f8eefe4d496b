// SPDX-License-Identifier: MIT
// The parallel-log reader: job_result.txt, job_error.txt, processed_mini-batches.csv, the per-process logs and the
// perf folders, read as they grow; the summary, the step's status and thresholds, and quiet workers.
#include "parallellogs.h"

#include "csvrecord.h"
#include "parallellogs_p.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <map>
#include <tuple>

namespace pw {

using namespace parallellogs;

namespace {

    const QString processedCsv = QStringLiteral("sys/job_report/processed_mini-batches.csv");
    constexpr qsizetype jobErrorLimit = 1024 * 1024;
    constexpr qsizetype stdLogScanLimit = 256 * 1024;
    constexpr int problemLimit = 1000;

    bool isFailedStatus(QByteArrayView status)
    {
        return status.endsWith("TIMEOUT") || status.endsWith("EXCEPTION") || status == "PROCESS_EXITED"
            || status.endsWith("FAILED");
    }

    QString firstLine(const QString& text)
    {
        const QString t = text.trimmed();
        const qsizetype nl = t.indexOf(QLatin1Char('\n'));
        return (nl < 0 ? t : t.left(nl)).trimmed();
    }

    /// The columns of processed_mini-batches.csv (and of its older form, processed_tasks.csv).
    struct ProcessedColumns {
        int id = -1, picked = -1, process = -1, start = -1, succeeded = -1, failed = -1, total = -1, elapsed = -1,
            status = -1, category = -1, message = -1, detail = -1;
        int count = 0;
        bool set(const QStringList& header)
        {
            CsvColumns c;
            c.setHeader(header);
            count = c.count();
            id = c.find({ "Mini-batch Id", "Task Id" });
            picked = c.find({ "Picked Count", "Dequeue Count" });
            process = c.find({ "Process" });
            start = c.find({ "Start Time (UTC)", "Start Time" });
            total = c.find({ "Total" });
            succeeded = c.find({ "Succeeded" });
            failed = c.find({ "Failed" });
            elapsed = c.find({ "Elapsed Seconds" });
            status = c.find({ "Status" });
            category = c.find({ "Error Category" });
            message = c.find({ "Error Message", "Error" });
            detail = c.find({ "Mini-batch Detail" }); // not in the older processed_tasks.csv
            return id >= 0;
        }
    };

} // namespace

// ----- the step's result --------------------------------------------------------------------------------------------

ParallelStepStatus parallelStepStatus(const QString& text)
{
    if (text.trimmed().isEmpty())
        return ParallelStepStatus::Unknown;
    if (text.startsWith(QLatin1String("The ParallelRunStep processed all mini batches")))
        return ParallelStepStatus::Completed;
    if (text.startsWith(QLatin1String("Received stop signal")))
        return ParallelStepStatus::Canceled;
    return ParallelStepStatus::Failed;
}

QString parallelStepStatusText(const ParallelStepResult& result)
{
    if (result.missing)
        return QCoreApplication::translate(
            "ParallelLogs", "Still running, or stopped before it wrote its result (there is no job_result.txt).");
    switch (result.status) {
    case ParallelStepStatus::Completed:
        return QCoreApplication::translate("ParallelLogs", "Completed: every mini-batch was processed.");
    case ParallelStepStatus::Canceled:
        return QCoreApplication::translate(
            "ParallelLogs", "Canceled: the step was stopped before it processed every mini-batch.");
    case ParallelStepStatus::Failed:
        return QCoreApplication::translate("ParallelLogs", "Failed: %1").arg(firstLine(result.text));
    case ParallelStepStatus::Unknown:
        break;
    }
    return QCoreApplication::translate("ParallelLogs", "Unknown: job_result.txt is empty.");
}

void readParallelThresholds(const QString& text, ParallelThresholds* t)
{
    static const QRegularExpression startMb(QStringLiteral("mini_batch_error_threshold (-?\\d+)"));
    static const QRegularExpression startItems(QStringLiteral("(?<![_\\w])error_threshold (-?\\d+)"));
    static const QRegularExpression startPercent(QStringLiteral("allowed_failed_percent (-?\\d+(?:\\.\\d+)?)"));
    static const QRegularExpression progress(QStringLiteral("No progress update in (\\d+) seconds"));
    // "Exceeded …: 3 mini-batches failed, more than the 2 allowed." — the limit is the last number of its sentence
    auto firstSentence = [&](const QRegularExpression& re) -> QString {
        const QRegularExpressionMatch m = re.match(text);
        return m.hasMatch() ? m.captured(1) : QString();
    };
    auto exceeded = [&](const char* key) -> QString {
        const qsizetype at = text.indexOf(QLatin1String(key));
        if (at < 0)
            return QString();
        const qsizetype end = text.indexOf(QLatin1String(" allowed"), at);
        if (end < 0)
            return QString();
        static const QRegularExpression lastNumber(QStringLiteral("(-?\\d+(?:\\.\\d+)?)%?$"));
        const QRegularExpressionMatch m = lastNumber.match(text.mid(at, end - at).trimmed());
        return m.hasMatch() ? m.captured(1) : QString();
    };
    if (const QString v = exceeded("Exceeded mini_batch_error_threshold:"); !v.isEmpty())
        t->miniBatchErrorThreshold = v.toInt();
    else if (const QString s = firstSentence(startMb); !s.isEmpty())
        t->miniBatchErrorThreshold = s.toInt();
    if (const QString v = exceeded("Exceeded error_threshold:"); !v.isEmpty())
        t->errorThreshold = v.toLongLong();
    else if (const QString s = firstSentence(startItems); !s.isEmpty())
        t->errorThreshold = s.toLongLong();
    if (const QString v = exceeded("Exceeded --allowed_failed_percent:"); !v.isEmpty())
        t->allowedFailedPercent = v.toDouble();
    else if (const QString s = firstSentence(startPercent); !s.isEmpty())
        t->allowedFailedPercent = s.toDouble();
    if (const QString s = firstSentence(progress); !s.isEmpty())
        t->progressTimeoutSeconds = s.toInt();
}

// ----- the reader ---------------------------------------------------------------------------------------------------

struct ParallelLogReader::Private {
    QString logs;
    QString stdLog; // user_logs/std_log.txt beside logs/, where the runtime names its thresholds
    GrowingFile processed;
    ProcessedColumns columns;
    bool columnsBad = false;
    MiniBatchTable::DetailSource detailSource; // where the rows' details are read back from
    GrowingFile jobErrorFile;
    QString jobError;
    GrowingFile stdLogFile;
    bool stdLogDone = false;
    ParallelThresholds startThresholds; // from the start line
    std::map<QString, GrowingFile> processLogs; // "node/processNNN" -> sys/node/<node>/processNNN.txt
    std::map<QString, PerfFiles> perf; // node -> its perf files
    QString perfFolder = QStringLiteral("sys/perf");
    qint64 resultSize = -1;
    QDateTime resultModified;
    ParallelStepResult result;
    qint64 attemptRows = 0;
    QHash<QString, QDateTime> lastProgress;
    // the rows of processed_mini-batches.csv are read as bytes: one field list and scratch for all of them, and
    // the names of each "node/process" made once
    QList<QByteArrayView> fields;
    QByteArray scratch;
    struct ProcessNames {
        QString node;
        QString process;
        QString key; // "0/process000", for the progress of the process
    };
    // by the Process field as written: a runtime's few processes are compared in turn, and indexed when there are
    // many. What namesOf() returns is valid until its next call.
    std::vector<std::pair<QByteArray, ProcessNames>> processNames;
    QHash<QByteArray, qsizetype> processIndex;
    const ProcessNames& namesOf(QByteArrayView written);
    QStringList readProblems; // accumulated: rows that could not be read
    int problemsDropped = 0;
    QStringList layoutProblems; // of the latest read: missing files and folders

    void addProblems(const QStringList& p)
    {
        for (const QString& s : p) {
            if (readProblems.size() < problemLimit)
                readProblems << s;
            else
                ++problemsDropped;
        }
    }
    void progress(const QString& key, qint64 ms)
    {
        if (ms <= 0)
            return;
        QDateTime& t = lastProgress[key];
        if (!t.isValid() || t.toMSecsSinceEpoch() < ms)
            t = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
    }
    bool readResult();
    void readProcessed(MiniBatchTable* out, QStringList* problems);
    void readProcessLogs(MiniBatchTable* out);
    void readPerf(ParallelResources* out, QStringList* problems);
};

ParallelLogReader::ParallelLogReader(const QString& folder)
    : d(new Private)
{
    const QDir dir(folder);
    const bool runFolder = !QFileInfo::exists(dir.filePath(QStringLiteral("sys")))
        && !QFileInfo::exists(dir.filePath(QStringLiteral("job_result.txt")))
        && QFileInfo(dir.filePath(QStringLiteral("logs"))).isDir();
    d->logs = QDir::cleanPath(runFolder ? dir.filePath(QStringLiteral("logs")) : dir.absolutePath());
    const QDir logs(d->logs);
    d->processed = GrowingFile(logs.filePath(processedCsv), processedCsv, true);
    d->jobErrorFile
        = GrowingFile(logs.filePath(QStringLiteral("job_error.txt")), QStringLiteral("job_error.txt"), false);
    d->stdLog = QDir::cleanPath(logs.filePath(QStringLiteral("../user_logs/std_log.txt")));
    d->stdLogFile = GrowingFile(d->stdLog, QStringLiteral("../user_logs/std_log.txt"), false);
}

ParallelLogReader::~ParallelLogReader()
{
    delete d;
}

QString ParallelLogReader::logsDir() const
{
    return d->logs;
}

bool ParallelLogReader::Private::readResult()
{
    const QFileInfo info(QDir(logs).filePath(QStringLiteral("job_result.txt")));
    if (!info.exists()) {
        const bool changed = !result.missing;
        result = ParallelStepResult();
        resultSize = -1;
        return changed;
    }
    if (info.size() == resultSize && info.lastModified() == resultModified && !result.missing)
        return false;
    QFile f(info.filePath());
    if (!f.open(QIODevice::ReadOnly))
        return false;
    resultSize = info.size();
    resultModified = info.lastModified();
    result.missing = false;
    result.text = QString::fromUtf8(f.readAll()).trimmed();
    result.status = parallelStepStatus(result.text);
    return true;
}

const ParallelLogReader::Private::ProcessNames& ParallelLogReader::Private::namesOf(QByteArrayView written)
{
    constexpr std::size_t fewProcesses = 64;
    if (processNames.size() <= fewProcesses) {
        for (auto it = processNames.crbegin(); it != processNames.crend(); ++it)
            if (it->first == written)
                return it->second;
    } else if (const auto it = processIndex.constFind(QByteArray::fromRawData(written.data(), written.size()));
               it != processIndex.cend()) {
        return processNames[std::size_t(*it)].second; // looked up without copying the bytes
    }
    // a file that names a new process on every row is not kept whole
    if (processNames.size() >= 4096) {
        processNames.clear();
        processIndex.clear();
    }
    ProcessNames n;
    const QString p = QString::fromUtf8(written);
    const qsizetype slash = p.lastIndexOf(QLatin1Char('/'));
    n.node = slash < 0 ? QString() : p.left(slash);
    n.process = slash < 0 ? p : p.mid(slash + 1);
    n.key = n.node + QLatin1Char('/') + n.process;
    processNames.emplace_back(written.toByteArray(), std::move(n));
    if (processNames.size() > fewProcesses) {
        if (processIndex.isEmpty())
            for (std::size_t i = 0; i + 1 < processNames.size(); ++i)
                processIndex.insert(processNames[i].first, qsizetype(i));
        processIndex.insert(processNames.back().first, qsizetype(processNames.size() - 1));
    }
    return processNames.back().second;
}

void ParallelLogReader::Private::readProcessed(MiniBatchTable* out, QStringList* problems)
{
    processed.read([&](const QByteArray& record, int line) {
        if (record.isEmpty())
            return;
        if (line == 1 || columns.count == 0) {
            if (processed.restarted())
                attemptRows = 0; // the file was replaced: counted again
            columnsBad = !columns.set(csv::parseRecord(record, ','));
            detailSource = MiniBatchTable::DetailSource();
            if (!columnsBad && columns.detail >= 0)
                detailSource
                    = { QFileInfo(processed.path()).absoluteFilePath(), columns.count, columns.id, columns.detail };
            if (columnsBad)
                *problems << located(processed.relativePath(), line,
                    QCoreApplication::translate(
                        "ParallelLogs", "the header has no \"Mini-batch Id\" column; the rows cannot be read"));
            return;
        }
        if (columnsBad)
            return;
        // a row as bytes: only the fields shown become strings (a million rows are read when a step is opened)
        csv::splitRecord(record, ',', &fields, &scratch);
        if (fields.size() != columns.count) {
            *problems << located(processed.relativePath(), line,
                QCoreApplication::translate("ParallelLogs", "expected %1 fields, found %2")
                    .arg(columns.count)
                    .arg(fields.size()));
            return;
        }
        auto field = [this](int col) { return col >= 0 ? fields.at(col).trimmed() : QByteArrayView(); };
        bool idOk = false, pickedOk = true;
        MiniBatchRecord r;
        r.id = field(columns.id).toInt(&idOk);
        r.attempts = columns.picked >= 0 ? field(columns.picked).toInt(&pickedOk) : 1;
        if (!idOk || !pickedOk) {
            *problems << located(processed.relativePath(), line,
                QCoreApplication::translate("ParallelLogs", "the mini-batch id \"%1\" or picked count is not a number")
                    .arg(QString::fromUtf8(fields.at(columns.id))));
            return;
        }
        ++attemptRows;
        // the detail (a file list that can be long) stays in the file: the row keeps where its line starts
        if (columns.detail >= 0 && !fields.at(columns.detail).trimmed().isEmpty())
            r.recordOffset = processed.recordOffset();
        const ProcessNames* names = nullptr;
        if (columns.process >= 0) {
            names = &namesOf(fields.at(columns.process));
            r.node = names->node;
            r.process = names->process;
        }
        const qint64 startMs = columns.start >= 0 ? parseTimeMs(fields.at(columns.start)) : -1;
        if (startMs > 0)
            r.start = QDateTime::fromMSecsSinceEpoch(startMs, Qt::UTC);
        auto number = [&](int col) { return col >= 0 ? field(col).toLongLong() : 0; };
        r.itemsSucceeded = number(columns.succeeded);
        r.itemsFailed = columns.failed >= 0 ? number(columns.failed)
                                            : std::max<qint64>(0, number(columns.total) - r.itemsSucceeded);
        r.durationMs = columns.elapsed >= 0 ? qint64(field(columns.elapsed).toDouble() * 1000.0 + 0.5) : 0;
        const QByteArrayView status = field(columns.status);
        const QByteArrayView category = field(columns.category);
        const QByteArrayView message = columns.message >= 0 ? fields.at(columns.message) : QByteArrayView();
        const bool failed = !category.isEmpty() || !message.trimmed().isEmpty() || isFailedStatus(status);
        r.state = failed ? MiniBatchState::Failed : MiniBatchState::Succeeded;
        if (failed) {
            r.error = firstLine(QString::fromUtf8(message));
            if (r.error.isEmpty())
                r.error = QString::fromUtf8(category.isEmpty() ? status : category);
        }
        out->merge(r);
        if (names && (!r.node.isEmpty() || !r.process.isEmpty()))
            progress(names->key, startMs > 0 ? startMs + r.durationMs : 0);
    });
}

void ParallelLogReader::Private::readProcessLogs(MiniBatchTable* out)
{
    // sys/node/<node>/processNNN.txt: "time|LEVEL|pid|Picked mini-batch 5 (attempt 2)." and "Completed mini-batch …"
    static const QRegularExpression name(QStringLiteral("^process\\d+\\.txt$"));
    static const QRegularExpression picked(QStringLiteral("\\|Picked mini-batch (\\d+) \\(attempt (\\d+)\\)"));
    const QDir nodes(QDir(logs).filePath(QStringLiteral("sys/node")));
    for (const QString& node : nodes.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        for (const QString& file :
            QDir(nodes.filePath(node)).entryList({ QStringLiteral("process*.txt") }, QDir::Files)) {
            if (!name.match(file).hasMatch())
                continue;
            const QString process = file.chopped(4);
            const QString key = node + QLatin1Char('/') + process;
            auto it = processLogs.find(key);
            if (it == processLogs.end())
                it = processLogs
                         .emplace(key,
                             GrowingFile(nodes.filePath(node + QLatin1Char('/') + file),
                                 QStringLiteral("sys/node/%1/%2").arg(node, file), false))
                         .first;
            if (!result.missing) {
                it->second.skipToEnd(); // the step has ended: what is running is known from the report
                continue;
            }
            it->second.read([&](const QByteArray& record, int) {
                const QString line = QString::fromUtf8(record);
                const qint64 ms = parsePipeTimeMs(QStringView(line).left(23));
                if (line.contains(QLatin1String("|Completed mini-batch "))) {
                    progress(key, ms);
                    return;
                }
                const QRegularExpressionMatch m = picked.match(line);
                if (!m.hasMatch())
                    return;
                progress(key, ms);
                MiniBatchRecord r;
                r.id = m.captured(1).toInt();
                r.attempts = m.captured(2).toInt();
                r.node = node;
                r.process = process;
                r.state = MiniBatchState::Running;
                if (ms > 0)
                    r.start = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
                out->merge(r);
            });
        }
    }
}

void ParallelLogReader::Private::readPerf(ParallelResources* out, QStringList* problems)
{
    // sys/perf; some versions of the service write logs/perf
    const QString perfRel = QFileInfo(QDir(logs).filePath(QStringLiteral("sys/perf"))).isDir()
            || !QFileInfo(QDir(logs).filePath(QStringLiteral("perf"))).isDir()
        ? QStringLiteral("sys/perf")
        : QStringLiteral("perf");
    perfFolder = perfRel;
    const QDir perfDir(QDir(logs).filePath(perfRel));
    if (!perfDir.exists())
        return;
    for (const QString& node : perfDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        auto it = perf.find(node);
        if (it == perf.end()) {
            PerfFiles files;
            const QString rel = QStringLiteral("%1/%2/").arg(perfRel, node);
            const QDir dir(perfDir.filePath(node));
            files.machine = GrowingFile(dir.filePath(QStringLiteral("node_resource_usage.csv")),
                rel + QStringLiteral("node_resource_usage.csv"), true);
            files.processes = GrowingFile(dir.filePath(QStringLiteral("processes_resource_usage.csv")),
                rel + QStringLiteral("processes_resource_usage.csv"), true);
            it = perf.emplace(node, std::move(files)).first;
        }
        NodeResources samples;
        samples.node = node;
        readPerfFiles(it->second, samples, problems);
        if (!it->second.machine.exists() && !it->second.processes.exists())
            layoutProblems << located(QStringLiteral("%1/%2").arg(perfRel, node), 0,
                QCoreApplication::translate("ParallelLogs",
                    "the node's folder holds no resource usage files (node_resource_usage.csv, "
                    "processes_resource_usage.csv)"));
        if (!samples.samples.empty() || !samples.processes.empty())
            out->nodes.append(std::move(samples));
    }
}

ParallelLogDelta ParallelLogReader::read()
{
    ParallelLogDelta delta;
    const QStringList layoutBefore = d->layoutProblems;
    d->layoutProblems.clear();
    QStringList problems;

    delta.resultChanged = d->readResult();
    if (d->result.missing)
        d->layoutProblems << located(QStringLiteral("job_result.txt"), 0,
            QCoreApplication::translate(
                "ParallelLogs", "missing: the step still runs, or it stopped before writing its result"));
    const qsizetype errorBefore = d->jobError.size();
    d->jobErrorFile.read([&](const QByteArray& record, int) {
        if (d->jobError.size() < jobErrorLimit)
            d->jobError += QString::fromUtf8(record) + QLatin1Char('\n');
    });
    delta.jobErrorChanged = d->jobError.size() != errorBefore;
    if (!d->stdLogDone) {
        d->stdLogFile.read([&](const QByteArray& record, int) {
            if (d->stdLogDone || !record.contains("threshold"))
                return;
            readParallelThresholds(QString::fromUtf8(record), &d->startThresholds);
            d->stdLogDone = true;
        });
        if (QFileInfo(d->stdLog).size() > stdLogScanLimit)
            d->stdLogDone = true;
    }

    d->readProcessLogs(&delta.miniBatches);
    d->readProcessed(&delta.miniBatches, &problems);
    delta.miniBatches.setDetailSource(d->detailSource);
    d->readPerf(&delta.resources, &problems);
    if (!d->perf.empty()) {
        // resource usage is recorded (for some nodes), but a node that worked has no folder of its own
        QStringList missing;
        for (auto it = d->lastProgress.constBegin(); it != d->lastProgress.constEnd(); ++it) {
            const QString node = it.key().section(QLatin1Char('/'), 0, -2);
            if (!node.isEmpty() && d->perf.find(node) == d->perf.end() && !missing.contains(node))
                missing << node;
        }
        std::sort(missing.begin(), missing.end());
        for (const QString& node : std::as_const(missing))
            d->layoutProblems << located(QStringLiteral("%1/%2").arg(d->perfFolder, node), 0,
                QCoreApplication::translate(
                    "ParallelLogs", "missing: the node processed mini-batches but has no resource usage files"));
    }

    d->addProblems(problems);
    delta.problemsChanged = !problems.isEmpty() || layoutBefore != d->layoutProblems;
    return delta;
}

const ParallelStepResult& ParallelLogReader::result() const
{
    return d->result;
}

QString ParallelLogReader::jobError() const
{
    return d->jobError;
}

ParallelThresholds ParallelLogReader::thresholds() const
{
    ParallelThresholds t = d->startThresholds;
    readParallelThresholds(d->result.text, &t); // what ended the step wins
    return t;
}

qint64 ParallelLogReader::attemptRows() const
{
    return d->attemptRows;
}

const QHash<QString, QDateTime>& ParallelLogReader::lastProgress() const
{
    return d->lastProgress;
}

QStringList ParallelLogReader::problems() const
{
    QStringList out = d->layoutProblems;
    out += d->readProblems;
    if (d->problemsDropped > 0)
        out << QCoreApplication::translate("ParallelLogs", "further problems not listed: %1").arg(d->problemsDropped);
    auto waiting = [&](const GrowingFile& f) {
        if (f.waitingLine() > 0)
            out << located(f.relativePath(), f.waitingLine(),
                QCoreApplication::translate("ParallelLogs",
                    "the last row has no line end yet (the file is still being written, or it was cut short)"));
    };
    waiting(d->processed);
    for (const auto& [node, files] : d->perf) {
        waiting(files.machine);
        waiting(files.processes);
    }
    return out;
}

ParallelLogSummary ParallelLogReader::summary(const MiniBatchTable& t) const
{
    ParallelLogSummary s;
    s.resultMissing = d->result.missing;
    s.result = d->result.text;
    s.status = d->result.status;
    s.statusText = parallelStepStatusText(d->result);
    s.jobError = d->jobError;
    s.thresholds = thresholds();
    s.attempts = d->attemptRows;
    s.miniBatches = int(t.size());
    for (qsizetype row = 0; row < t.size(); ++row) {
        switch (t.state(row)) {
        case MiniBatchState::Succeeded:
            ++s.miniBatchesSucceeded;
            break;
        case MiniBatchState::Failed:
            ++s.miniBatchesFailed;
            break;
        case MiniBatchState::Running:
            ++s.miniBatchesRunning;
            continue; // its items are not counted yet
        }
        s.itemsSucceeded += t.itemsSucceeded(row);
        s.itemsFailed += t.itemsFailed(row);
    }
    s.itemsTotal = s.itemsSucceeded + s.itemsFailed;
    s.problems = problems();
    return s;
}

ParallelLogSummary readParallelLogSummary(const QString& folder, MiniBatchTable* miniBatches)
{
    ParallelLogReader reader(folder);
    ParallelLogDelta delta = reader.read();
    const ParallelLogSummary s = reader.summary(delta.miniBatches);
    if (miniBatches)
        *miniBatches = std::move(delta.miniBatches);
    return s;
}

// ----- quiet workers ------------------------------------------------------------------------------------------------

QList<QuietWorker> findQuietWorkers(
    const QHash<QString, QDateTime>& lastProgress, const QDateTime& now, int timeoutSeconds)
{
    QList<QuietWorker> processes;
    std::map<QString, QDateTime> nodeLatest; // node -> latest progress of any of its processes
    for (auto it = lastProgress.constBegin(); it != lastProgress.constEnd(); ++it) {
        const qsizetype slash = it.key().lastIndexOf(QLatin1Char('/'));
        const QString node = slash < 0 ? QString() : it.key().left(slash);
        QDateTime& latest = nodeLatest[node];
        if (!latest.isValid() || it.value() > latest)
            latest = it.value();
        const qint64 quiet = it.value().secsTo(now);
        if (it.value().isValid() && quiet > timeoutSeconds)
            processes.append({ node, slash < 0 ? it.key() : it.key().mid(slash + 1), it.value(), quiet });
    }
    QList<QuietWorker> out;
    for (const auto& [node, latest] : nodeLatest) {
        const qint64 quiet = latest.secsTo(now);
        if (latest.isValid() && quiet > timeoutSeconds)
            out.append({ node, QString(), latest, quiet });
    }
    std::sort(processes.begin(), processes.end(), [](const QuietWorker& a, const QuietWorker& b) {
        return std::tie(a.node, a.process) < std::tie(b.node, b.process);
    });
    out += processes;
    return out;
}

} // namespace pw
