// SPDX-License-Identifier: MIT
#include "csvmodel.h"
#include "csvrecord.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFont>
#include <QLocale>
#include <QThreadPool>

#include <mutex>

namespace pw {

/// What the scanner found since the last batch.
struct CsvModel::Batch {
    std::vector<qint64> starts; // offsets of the records found
    int maxFields = 0;
    int headerFields = 0; // fields of the first record (in the first batch)
    qint64 scanned = 0;
    qint64 total = 0;
    qint64 end = 0; // end of the last complete record (or of the file when done)
    bool done = false;
    bool lastIncomplete = false;
    char separator = ',';
};

/// The record splitter: a state machine over the bytes of the file, fed in chunks.
struct CsvModel::Scanner {
    char separator = ',';
    qint64 pos = 0;
    bool inQuotes = false;
    bool fieldStart = true; // nothing of the current field read yet: a quote here opens a quoted field
    bool afterClose = false; // the last byte closed a quoted field: a quote now is an escaped quote ("")
    bool atRecordStart = true;
    int fields = 1; // of the record being read
    int headerFields = -1;
    int records = 0;

    // Feeds `data` (the bytes at `pos`); records found go into `batch`.
    void feed(const char* data, qsizetype size, Batch& batch)
    {
        for (qsizetype i = 0; i < size; ++i, ++pos) {
            const char c = data[i];
            if (atRecordStart) {
                if (c == '\n' || c == '\r')
                    continue; // blank lines between records
                if (pos == 0 && size >= 3 && uchar(data[0]) == 0xEF && uchar(data[1]) == 0xBB
                    && uchar(data[2]) == 0xBF) {
                    i += 2;
                    pos += 2;
                    continue; // byte order mark
                }
                atRecordStart = false;
                batch.starts.push_back(pos);
                fields = 1;
                fieldStart = true;
                afterClose = false;
            }
            if (inQuotes) {
                if (c == '"') {
                    inQuotes = false;
                    afterClose = true;
                }
                continue;
            }
            if (c == '"') {
                // opens a quoted field at its start, or continues one after "" (an escaped quote); anywhere else
                // it is text, as parseRecord() reads it
                if (fieldStart || afterClose)
                    inQuotes = true;
                fieldStart = afterClose = false;
                continue;
            }
            afterClose = false;
            if (c == separator) {
                ++fields;
                fieldStart = true;
            } else if (c == '\n') {
                endRecord(batch);
                batch.end = pos + 1;
            } else {
                fieldStart = false;
            }
        }
    }

    void endRecord(Batch& batch)
    {
        atRecordStart = true;
        inQuotes = false;
        batch.maxFields = std::max(batch.maxFields, fields);
        if (headerFields < 0) {
            headerFields = fields;
            batch.headerFields = fields;
        }
        ++records;
    }

    /// The end of the file: a record without a line end is kept, marked incomplete when it ends inside quotes
    /// or has fewer fields than the header.
    void finish(Batch& batch)
    {
        batch.done = true;
        batch.end = pos;
        if (atRecordStart)
            return;
        const bool quoted = inQuotes;
        const int n = fields;
        endRecord(batch);
        batch.lastIncomplete = quoted || (records > 1 && n < headerFields);
    }
};

namespace {

    /// Guards the model from a worker that outlives it.
    struct Relay {
        std::mutex mutex;
        CsvModel* model = nullptr;
    };

    QString displayText(const QString& field)
    {
        if (!field.contains(QLatin1Char('\n')) && !field.contains(QLatin1Char('\r')))
            return field;
        QString s = field;
        s.replace(QLatin1String("\r\n"), QStringLiteral(" ↵ "));
        s.replace(QLatin1Char('\n'), QStringLiteral(" ↵ "));
        s.replace(QLatin1Char('\r'), QLatin1Char(' '));
        return s;
    }

    bool asNumber(const QString& text, double* value)
    {
        if (text.isEmpty() || text.size() > 40)
            return false;
        bool ok = false;
        const double v = text.trimmed().toDouble(&ok);
        if (ok && value)
            *value = v;
        return ok;
    }

} // namespace

CsvModel::CsvModel(QObject* parent)
    : QAbstractTableModel(parent)
{
    m_cache.setMaxCost(4096);
}

CsvModel::~CsvModel()
{
    if (m_cancel)
        m_cancel->store(true);
    detachWorker();
}

void CsvModel::detachWorker()
{
    if (auto relay = std::static_pointer_cast<Relay>(m_relay)) {
        std::lock_guard<std::mutex> lock(relay->mutex);
        relay->model = nullptr;
    }
    m_relay.reset();
}

void CsvModel::reset()
{
    if (m_cancel)
        m_cancel->store(true);
    m_cancel.reset();
    detachWorker();
    ++m_generation;
    m_file.close();
    m_memory.clear();
    m_header.clear();
    m_starts.clear();
    m_end = 0;
    m_columns = 0;
    m_lastIncomplete = false;
    m_error.clear();
    m_cache.clear();
    m_window.clear();
    m_windowStart = 0;
    m_separator = ',';
}

void CsvModel::clear()
{
    const bool wasLoading = m_loading;
    beginResetModel();
    reset();
    m_path.clear();
    m_loading = false;
    endResetModel();
    if (wasLoading)
        Q_EMIT loadingChanged(false);
}

void CsvModel::setCsvText(const QByteArray& text)
{
    const bool wasLoading = m_loading;
    beginResetModel();
    reset();
    m_path.clear();
    m_loading = false;
    m_memory = text;
    m_separator = csv::detectSeparator(text.left(64 * 1024));
    Scanner scanner;
    scanner.separator = m_separator;
    Batch batch;
    batch.separator = m_separator;
    scanner.feed(text.constData(), text.size(), batch);
    scanner.finish(batch);
    endResetModel();
    if (wasLoading)
        Q_EMIT loadingChanged(false);
    appendBatch(batch);
}

bool CsvModel::openFile(const QString& path)
{
    const bool wasLoading = m_loading;
    beginResetModel();
    reset();
    m_path = path;
    m_loading = false;
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::ReadOnly)) {
        m_error = m_file.errorString();
        endResetModel();
        if (wasLoading)
            Q_EMIT loadingChanged(false);
        Q_EMIT errorOccurred(m_error);
        return false;
    }
    const QByteArray head = m_file.read(64 * 1024);
    m_separator = csv::detectSeparator(head);
    const qint64 size = m_file.size();
    endResetModel();

    if (size <= SynchronousLimit) {
        if (wasLoading)
            Q_EMIT loadingChanged(false);
        m_file.seek(0);
        const QByteArray all = m_file.readAll();
        Scanner scanner;
        scanner.separator = m_separator;
        Batch batch;
        batch.separator = m_separator;
        batch.total = all.size();
        scanner.feed(all.constData(), all.size(), batch);
        scanner.finish(batch);
        batch.scanned = all.size();
        appendBatch(batch);
        return true;
    }

    // a large file: the records are found on a worker thread, and sent here in batches
    m_loading = true;
    if (!wasLoading)
        Q_EMIT loadingChanged(true);
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancel;
    auto relay = std::make_shared<Relay>();
    relay->model = this;
    m_relay = relay;
    const quint64 generation = m_generation;
    const char separator = m_separator;
    QThreadPool::globalInstance()->start([path, cancel, relay, generation, separator] {
        QFile file(path);
        auto post = [&](Batch batch) {
            std::lock_guard<std::mutex> lock(relay->mutex);
            if (!relay->model)
                return;
            CsvModel* model = relay->model;
            QMetaObject::invokeMethod(
                model,
                [model, generation, batch = std::move(batch)] {
                    if (model->m_generation == generation)
                        model->appendBatch(batch);
                },
                Qt::QueuedConnection);
        };
        if (!file.open(QIODevice::ReadOnly)) {
            Batch failed;
            failed.done = true;
            failed.separator = separator;
            post(std::move(failed));
            return;
        }
        Scanner scanner;
        scanner.separator = separator;
        Batch batch;
        batch.separator = separator;
        batch.total = file.size();
        QElapsedTimer sinceBatch;
        sinceBatch.start();
        bool first = true;
        QByteArray chunk;
        while (!cancel->load()) {
            chunk = file.read(1024 * 1024);
            if (chunk.isEmpty())
                break;
            scanner.feed(chunk.constData(), chunk.size(), batch);
            batch.scanned = scanner.pos;
            // the first rows soon, then batches at a pace the view can take
            if ((first && batch.starts.size() > 200) || sinceBatch.elapsed() > 150) {
                first = false;
                Batch out = std::exchange(batch, Batch {});
                batch.separator = separator;
                batch.total = out.total;
                batch.end = out.end;
                // a record still being read belongs to the next batch
                if (!scanner.atRecordStart && !out.starts.empty()) {
                    batch.starts.push_back(out.starts.back());
                    out.starts.pop_back();
                }
                post(std::move(out));
                sinceBatch.restart();
            }
        }
        if (cancel->load())
            return;
        scanner.finish(batch);
        batch.scanned = scanner.pos;
        post(std::move(batch));
    });
    return true;
}

void CsvModel::appendBatch(const Batch& batch)
{
    m_separator = batch.separator;
    if (!batch.starts.empty()) {
        const bool hadHeader = !m_starts.empty();
        const int firstNewRecord = int(m_starts.size());
        const qint64 oldEnd = m_end;
        // the records of the batch, and the end of the last one
        std::vector<qint64> added = batch.starts;
        qint64 end = batch.done ? batch.end : std::max(batch.end, oldEnd);
        if (!hadHeader) {
            m_starts.push_back(added.front());
            added.erase(added.begin());
            m_end = added.empty() ? end : added.front();
            bool complete = true;
            m_header = csv::parseRecord(recordBytes(0), m_separator, &complete);
        }
        const int columns = std::max({ m_columns, int(m_header.size()), batch.maxFields });
        if (columns > m_columns) {
            beginInsertColumns(QModelIndex(), m_columns, columns - 1);
            m_columns = columns;
            endInsertColumns();
        }
        if (!added.empty()) {
            const int firstRow = std::max(0, firstNewRecord - 1);
            beginInsertRows(QModelIndex(), firstRow, firstRow + int(added.size()) - 1);
            m_starts.insert(m_starts.end(), added.begin(), added.end());
            m_end = end;
            endInsertRows();
        } else {
            m_end = end;
        }
    } else if (batch.done) {
        m_end = std::max(m_end, batch.end);
        const int columns = std::max(m_columns, batch.maxFields);
        if (columns > m_columns) {
            beginInsertColumns(QModelIndex(), m_columns, columns - 1);
            m_columns = columns;
            endInsertColumns();
        }
    } else {
        m_end = std::max(m_end, batch.end);
    }
    if (batch.total > 0)
        Q_EMIT progress(batch.scanned, batch.total);
    if (batch.done) {
        if (batch.lastIncomplete && !m_starts.empty()) {
            m_lastIncomplete = true;
            const int row = rowCount() - 1;
            if (row >= 0) {
                m_cache.remove(row);
                Q_EMIT dataChanged(index(row, 0), index(row, std::max(0, m_columns - 1)));
                Q_EMIT headerDataChanged(Qt::Vertical, row, row);
            }
        }
        // the last record's end is known only now
        if (!m_starts.empty())
            m_cache.remove(rowCount() - 1);
        const bool wasLoading = m_loading;
        m_loading = false;
        if (wasLoading)
            Q_EMIT loadingChanged(false);
        Q_EMIT finished();
    }
}

bool CsvModel::waitForLoaded(int msecs)
{
    QElapsedTimer timer;
    timer.start();
    while (m_loading && timer.elapsed() < msecs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !m_loading;
}

QByteArray CsvModel::recordBytes(qint64 record) const
{
    if (record < 0 || record >= qint64(m_starts.size()))
        return {};
    const qint64 from = m_starts[size_t(record)];
    const qint64 to = record + 1 < qint64(m_starts.size()) ? m_starts[size_t(record + 1)] : m_end;
    if (to <= from)
        return {};
    QByteArray bytes;
    if (!m_memory.isNull() || m_path.isEmpty()) {
        bytes = m_memory.mid(from, to - from);
    } else if (from >= m_windowStart && to <= m_windowStart + m_window.size()) {
        bytes = m_window.mid(from - m_windowStart, to - from); // read ahead with an earlier record
    } else {
        if (!m_file.isOpen() || !m_file.seek(from))
            return {};
        // a window of the file from here: the next records (a scroll, a sort, a filter) are read with this one
        constexpr qint64 window = 512 * 1024;
        if (to - from <= window) {
            m_window = m_file.read(std::min(window, m_end - from));
            m_windowStart = from;
            bytes = m_window.left(to - from);
        } else {
            bytes = m_file.read(std::min<qint64>(to - from, 64 * 1024 * 1024));
        }
    }
    // the line end and blank lines after the record
    while (!bytes.isEmpty() && (bytes.back() == '\n' || bytes.back() == '\r'))
        bytes.chop(1);
    return bytes;
}

const QStringList* CsvModel::fields(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    if (QStringList* cached = m_cache.object(row))
        return cached;
    auto* parsed = new QStringList(csv::parseRecord(recordBytes(row + 1), m_separator));
    m_cache.insert(row, parsed);
    return parsed;
}

QStringList CsvModel::rowFields(int row) const
{
    const QStringList* f = fields(row);
    return f ? *f : QStringList();
}

bool CsvModel::isRowIncomplete(int row) const
{
    return m_lastIncomplete && row == rowCount() - 1 && row >= 0;
}

int CsvModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || m_starts.empty())
        return 0;
    return int(std::min<size_t>(m_starts.size() - 1, size_t(INT_MAX)));
}

int CsvModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant CsvModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= m_columns)
        return {};
    if (role == IncompleteRole)
        return isRowIncomplete(index.row());
    if (role != Qt::DisplayRole && role != Qt::EditRole && role != Qt::ToolTipRole && role != SortRole
        && role != Qt::TextAlignmentRole && role != Qt::FontRole && role != Qt::AccessibleTextRole)
        return {};
    if (role == Qt::FontRole) {
        if (!isRowIncomplete(index.row()))
            return {};
        QFont f;
        f.setItalic(true);
        return f;
    }
    const QStringList* f = fields(index.row());
    const QString text = f && index.column() < f->size() ? f->at(index.column()) : QString();
    switch (role) {
    case Qt::DisplayRole:
        return displayText(text);
    case Qt::EditRole:
    case Qt::AccessibleTextRole:
        return text;
    case SortRole: {
        double v = 0;
        if (asNumber(text, &v))
            return v;
        return text;
    }
    case Qt::TextAlignmentRole:
        return asNumber(text, nullptr) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case Qt::ToolTipRole:
        if (isRowIncomplete(index.row()))
            return text.isEmpty() ? tr("Incomplete line: the file ends in the middle of it")
                                  : tr("%1\n\nIncomplete line: the file ends in the middle of it").arg(text);
        return text.size() > 30 || text.contains(QLatin1Char('\n')) ? QVariant(text) : QVariant();
    default:
        return {};
    }
}

QVariant CsvModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= m_columns)
            return {};
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
            const QString name = section < m_header.size() ? m_header[section] : QString();
            //: a column of a CSV file without a name in its header
            return name.isEmpty() ? tr("Column %1").arg(section + 1) : displayText(name);
        }
        return {};
    }
    if (section < 0 || section >= rowCount())
        return {};
    if (role == Qt::DisplayRole)
        return isRowIncomplete(section) ? QStringLiteral("⚠ %1").arg(section + 1) : QString::number(section + 1);
    if (role == Qt::ToolTipRole && isRowIncomplete(section))
        return tr("Incomplete line: the file ends in the middle of it");
    return {};
}

} // namespace pw

// The meta-object is built here, not with the library's others: a program that does not use this model (the
// CLI) then does not link it, nor the Qt Gui library its icons and fonts come from.
#include "moc_csvmodel.cpp"
