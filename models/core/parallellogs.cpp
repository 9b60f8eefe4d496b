// SPDX-License-Identifier: MIT
#include "parallellogs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>

namespace pw {

namespace {

    bool readText(const QString& path, QString* text)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return false;
        *text = QString::fromUtf8(f.readAll());
        return true;
    }

    struct LastAttempt {
        int picked = -1;
        qint64 total = 0, succeeded = 0, failed = 0;
        bool failedAttempt = false;
    };

} // namespace

QList<QStringList> parseCsvRecords(const QString& text, int* incompleteLine)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool inQuotes = false, any = false;
    int line = 1, recordLine = 1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"')) {
            inQuotes = true;
            any = true;
        } else if (c == QLatin1Char(',')) {
            record << field;
            field.clear();
            any = true;
        } else if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
            if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
                ++i;
            if (any || !field.isEmpty()) {
                record << field;
                records << record;
            }
            record.clear();
            field.clear();
            any = false;
            ++line;
            recordLine = line;
        } else {
            field += c;
            any = true;
        }
    }
    if (incompleteLine)
        *incompleteLine = inQuotes ? recordLine : 0;
    if (!inQuotes && (any || !field.isEmpty())) {
        record << field;
        records << record;
    }
    return records;
}

ParallelLogSummary readParallelLogSummary(const QString& logsDir)
{
    ParallelLogSummary s;
    const QDir dir(logsDir);
    s.resultMissing = !readText(dir.filePath(QStringLiteral("job_result.txt")), &s.result);
    s.result = s.result.trimmed();
    readText(dir.filePath(QStringLiteral("job_error.txt")), &s.jobError);

    const QString csvName = QStringLiteral("sys/job_report/processed_mini-batches.csv");
    QString csv;
    if (!readText(dir.filePath(csvName), &csv))
        return s;
    int incomplete = 0;
    const QList<QStringList> records = parseCsvRecords(csv, &incomplete);
    if (incomplete > 0)
        s.problems << QCoreApplication::translate(
            "ParallelLogs", "%1:%2: the row is cut short (the file is still written or truncated)")
                          .arg(csvName)
                          .arg(incomplete);
    // columns: Mini-batch Id, Picked Count, Process, Start Time (UTC), Total, Succeeded, Failed, Elapsed Seconds,
    // Process Seconds, Run Method Seconds, Status, Error Category, Error Message, Mini-batch Detail
    constexpr int columns = 14;
    QHash<int, LastAttempt> last;
    for (qsizetype r = 1; r < records.size(); ++r) {
        const QStringList& f = records.at(r);
        bool idOk = false, pickedOk = false;
        const int id = f.value(0).toInt(&idOk);
        const int picked = f.value(1).toInt(&pickedOk);
        if (f.size() < columns || !idOk || !pickedOk) {
            s.problems << QCoreApplication::translate(
                "ParallelLogs", "%1: row %2: expected %3 columns starting with the mini-batch id and picked count")
                              .arg(csvName)
                              .arg(r + 1)
                              .arg(columns);
            continue;
        }
        ++s.attempts;
        LastAttempt& a = last[id];
        if (picked < a.picked)
            continue;
        a.picked = picked;
        a.total = f.at(4).toLongLong();
        a.succeeded = f.at(5).toLongLong();
        a.failed = f.at(6).toLongLong();
        a.failedAttempt = !f.at(11).trimmed().isEmpty() || !f.at(12).trimmed().isEmpty();
    }
    s.miniBatches = int(last.size());
    for (const LastAttempt& a : std::as_const(last)) {
        (a.failedAttempt ? s.miniBatchesFailed : s.miniBatchesSucceeded)++;
        s.itemsTotal += a.total;
        s.itemsSucceeded += a.succeeded;
        s.itemsFailed += a.failed;
    }
    return s;
}

} // namespace pw
