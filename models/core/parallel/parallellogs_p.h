// SPDX-License-Identifier: MIT
// Pieces the parallel-log reader's files share: a file read as it grows, and the field parsers.
#pragma once

#include "parallellogs.h"

#include <QHash>
#include <QString>

#include <functional>

namespace pw::parallellogs {

/// A file read in pieces as it grows. Each read() hands out the complete records that were appended (a record ends
/// at a line end; in CSV mode only at one outside quotes) with the line each starts on; a last record without its
/// line end waits for it. A file that got shorter is read again from its start.
class GrowingFile {
public:
    using Sink = std::function<void(const QByteArray& record, int line)>;

    GrowingFile() = default;
    GrowingFile(QString absolutePath, QString relativePath, bool csv)
        : m_path(std::move(absolutePath))
        , m_rel(std::move(relativePath))
        , m_csv(csv)
    {
    }

    /// Read what was appended; false when the file cannot be opened (it does not exist yet).
    bool read(const Sink& sink);
    /// Skip to the current end without reading.
    void skipToEnd();
    QString path() const { return m_path; }
    QString relativePath() const { return m_rel; }
    /// The line a waiting last record starts on; 0 when none waits.
    int waitingLine() const { return m_pending.isEmpty() ? 0 : m_pendingLine; }
    /// Set by read() when the file got shorter and was read again from its start.
    bool restarted() const { return m_restarted; }
    /// While the sink has a record: where the record starts in the file.
    qint64 recordOffset() const { return m_recordOffset; }
    bool exists() const { return m_exists; }

private:
    QString m_path;
    QString m_rel;
    bool m_csv = true;
    bool m_exists = false;
    bool m_restarted = false;
    qint64 m_offset = 0; // bytes of the file read
    qint64 m_recordOffset = 0; // of the record handed to the sink
    QByteArray m_pending; // bytes after the last complete record
    int m_pendingLine = 1; // line m_pending starts on
    qsizetype m_scanPos = 0; // how far m_pending was scanned
    int m_scanLine = 1; // line at m_scanPos
    bool m_inQuotes = false; // at m_scanPos
};

/// The columns of a CSV header, found by name.
class CsvColumns {
public:
    void setHeader(const QStringList& header);
    bool isSet() const { return m_count > 0; }
    int count() const { return m_count; }
    /// The column of the first of `names` the header has, -1 when none.
    int find(std::initializer_list<const char*> names) const;

private:
    QHash<QString, int> m_index; // lower-cased, trimmed name -> column
    int m_count = 0;
};

/// "2026-11-24T10:00:00.123000", "2026-11-24 10:00:00.123", "2026-11-24T10:00:00Z": ms since the epoch; the time
/// is UTC unless `local`. -1 when it is not such a time.
qint64 parseTimeMs(QStringView text, bool local = false);
/// The same for a time written in ASCII bytes (a CSV field not made into a string).
qint64 parseTimeMs(QByteArrayView text, bool local = false);
/// "2026-11-24 10:00:00,123" (the pipe-separated logs' time stamp, local time): ms since the epoch, or -1.
qint64 parsePipeTimeMs(QStringView text);

/// "file:line: what".
QString located(const QString& file, int line, const QString& what);

/// Reads the rows of one node's perf files into `node` (parallellogs_perf.cpp).
struct PerfFiles {
    GrowingFile machine;
    GrowingFile processes;
    CsvColumns machineColumns;
    CsvColumns processColumns;
};
/// Read what was appended to a node's perf files; problems are added to `problems`.
void readPerfFiles(PerfFiles& files, NodeResources& node, QStringList* problems);

} // namespace pw::parallellogs
