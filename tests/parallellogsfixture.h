// SPDX-License-Identifier: MIT
// Logs folders of a parallel step written by the tests, in the local runtime's layout (Azure ML's): the reader's
// tests and the parallel-step panel's read the same files.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

namespace pw::test {

inline const char* header = "Mini-batch Id,Picked Count,Process,Start Time (UTC),Total,Succeeded,Failed,Elapsed Seconds,"
                     "Process Seconds,Run Method Seconds,Status,Error Category,Error Message,Mini-batch Detail\n";
inline const char* machineHeader = "Utc Time,Cpu Percent,Memory Total (MB),Memory Available (MB),Memory Used (MB),"
                            "Memory Used Percent,Disk Io Read Count,Disk Io Write Count,Disk Io Read (MB),"
                            "Disk Io Write (MB),Network Sent (MB),Network Recv (MB),# of TCP Connections,"
                            "# of UDP Connections\n";
inline const char* processHeader = "Utc Time,Process,PID,Cpu Percent,Memory RSS (MB),Threads\n";

inline void write(const QString& path, const QByteArray& text, bool append = false)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(append ? QIODevice::Append : QIODevice::WriteOnly));
    f.write(text);
}

/// A row of processed_mini-batches.csv; `detail` is the Mini-batch Detail's JSON (written quoted), by default
/// {"id": <id>}.
inline QByteArray attempt(int id, int picked, const char* process, const char* start, int total, int ok,
    const char* status = "RUN_DONE", const char* category = "", const char* message = "",
    const QByteArray& detail = QByteArray())
{
    const QByteArray json = detail.isEmpty() ? "{\"id\": " + QByteArray::number(id) + '}' : detail;
    return QByteArray::number(id) + ',' + QByteArray::number(picked) + ',' + process + ',' + start + ','
        + QByteArray::number(total) + ',' + QByteArray::number(ok) + ',' + QByteArray::number(total - ok)
        + ",1.250,1.000,1.100," + status + ',' + category + ',' + message + ",\""
        + QByteArray(json).replace('"', "\"\"") + "\"\n";
}

/// A finished run's logs: three mini-batches (one retried), a failed one with a two-line error, a malformed row.
inline void writeNormalRun(const QDir& logs)
{
    write(logs.filePath(QStringLiteral("job_result.txt")),
        "Exceeded mini_batch_error_threshold: 1 mini-batch(es) failed, more than the 0 allowed. First failed: "
        "mini-batch 2.\n3 mini batches: 2 succeeded, 1 failed; items: 15 succeeded, 3 failed. Please check logs for "
        "error.\n");
    write(logs.filePath(QStringLiteral("job_error.txt")), "2026-11-24T10:00:01.000000 mini-batch 1 attempt 1: boom\n");
    QByteArray csv = header;
    csv += attempt(0, 1, "0/process000", "2026-11-24T10:00:00.000000", 10, 10);
    csv += attempt(1, 1, "0/process001", "2026-11-24T10:00:01.000000", 5, 0, "RUN_EXCEPTION", "UserError", "boom");
    csv += attempt(1, 2, "1/process000", "2026-11-24T10:00:02.500000", 5, 5);
    csv += attempt(2, 1, "1/process001", "2026-11-24T10:00:03.000000", 4, 1, "RUN_EXCEPTION", "UserError",
        "\"ValueError: bad\nrow 7\"");
    csv += "bogus,row\n"; // line 7 (the quoted error spans lines 5 and 6)
    write(logs.filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv")), csv);
    write(logs.filePath(QStringLiteral("sys/perf/0/node_resource_usage.csv")),
        QByteArray(machineHeader)
            + "2026-11-24T10:00:00,12.5,16000.0,12000.0,4000.0,25.0,10,20,100.0,50.0,1.0,2.0,5,1\n"
              "2026-11-24T10:00:10,50.0,16000.0,11000.0,5000.0,31.2,12,25,110.0,70.0,1.5,2.5,6,1\n");
    write(logs.filePath(QStringLiteral("sys/perf/0/processes_resource_usage.csv")),
        QByteArray(processHeader)
            + "2026-11-24T10:00:00,0/process000,4242,95.5,512.0,4\n"
              "2026-11-24T10:00:10,0/process000,4242,90.0,768.0,5\n"
              "2026-11-24T10:00:10,0/process001,4243,10.0,256.0,3\n");
    write(logs.filePath(QStringLiteral("sys/perf/1/node_resource_usage.csv")),
        QByteArray(machineHeader) + "2026-11-24T10:00:00,80.0,16000.0,8000.0,8000.0,50.0,1,2,3.0,4.0,0.5,0.5,2,0\n");
    write(logs.filePath(QStringLiteral("sys/perf/1/processes_resource_usage.csv")), processHeader);
}


} // namespace pw::test
