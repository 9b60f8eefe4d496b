// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QCache>
#include <QFile>
#include <QStringList>

#include <atomic>
#include <memory>
#include <vector>

namespace pw {

/// A CSV file as a table (RFC 4180: fields separated by commas, or by the semicolons or tabs the first line
/// uses; quoted fields may hold separators, doubled quotes and line breaks; CRLF or LF line ends; a UTF-8 byte
/// order mark is skipped). The first record is the header. The file is indexed on a worker thread — the
/// byte offset of each record, nothing more — and rows arrive in batches as the index grows; a row's fields are
/// read from the file when they are first asked for and kept in a small cache. So a file of any size opens at
/// once and takes about eight bytes of memory per row.
///
/// A last record the file ends in the middle of (inside a quoted field, or with fewer fields than the header
/// and no line end) is kept and marked incomplete (isRowIncomplete(), IncompleteRole, a tool tip).
class CsvModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        /// The cell's value for sorting: a double when the text is a number, else the text.
        SortRole = Qt::UserRole + 1,
        /// True on every cell of an incomplete row.
        IncompleteRole,
    };

    explicit CsvModel(QObject* parent = nullptr);
    ~CsvModel() override;

    /// Show `path` (the model is emptied first). Files up to `SynchronousLimit` bytes are read before this
    /// returns; larger ones are indexed on a worker thread (isLoading() until finished()). Returns false (see
    /// errorString()) when the file cannot be opened.
    bool openFile(const QString& path);
    /// Show CSV text held in memory (read at once).
    void setCsvText(const QByteArray& text);
    void clear();

    QString fileName() const { return m_path; }
    QString errorString() const { return m_error; }
    bool isLoading() const { return m_loading; }
    /// Wait (processing events) until the worker has indexed the whole file; false on timeout.
    bool waitForLoaded(int msecs);
    /// The separator in use: ',' ';' or '\t' (chosen from the first line).
    QChar separator() const { return QChar::fromLatin1(m_separator); }

    /// The header's fields.
    QStringList headers() const { return m_header; }
    /// The fields of a data row (0-based, the header not counted).
    QStringList rowFields(int row) const;
    bool isRowIncomplete(int row) const;
    /// Whether the file ends in the middle of its last record.
    bool endsIncomplete() const { return m_lastIncomplete; }

    /// Files up to this size are read on the calling thread.
    static constexpr qint64 SynchronousLimit = 256 * 1024;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// The whole file has been indexed (also sent for files read at once).
    void finished();
    void loadingChanged(bool loading);
    /// Progress of indexing a large file.
    void progress(qint64 bytesRead, qint64 bytesTotal);
    void errorOccurred(const QString& message);

private:
    struct Batch;
    struct Scanner;
    void reset();
    void detachWorker();
    void appendBatch(const Batch& batch);
    QByteArray recordBytes(qint64 record) const;
    const QStringList* fields(int row) const;

    QString m_path;
    QString m_error;
    QByteArray m_memory; // text given by setCsvText (else the file is read)
    mutable QFile m_file;
    char m_separator = ',';
    QStringList m_header;
    std::vector<qint64> m_starts; // byte offset of each record (the header is record 0)
    qint64 m_end = 0; // end of the last indexed record
    int m_columns = 0;
    bool m_lastIncomplete = false;
    bool m_loading = false;
    std::shared_ptr<std::atomic_bool> m_cancel;
    std::shared_ptr<void> m_relay; // lets a worker thread reach the model while it exists
    quint64 m_generation = 0;
    mutable QCache<int, QStringList> m_cache;
    mutable QByteArray m_window; // bytes of the file read ahead
    mutable qint64 m_windowStart = 0;
};

} // namespace pw
