// SPDX-License-Identifier: MIT
// MiniBatchTable: the compact storage of mini-batch records; the mini-batch detail read back from the file.
#include "csvrecord.h"
#include "parallellogs.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <limits>

namespace pw {

static_assert(sizeof(MiniBatchTable::Row) == 40, "keep the packed row small");

namespace {

    /// Ids above this many times the row count (plus a margin) go to the sparse index.
    constexpr qint64 denseSlack = 1 << 20;

    qint32 clampInt(qint64 v)
    {
        return qint32(std::clamp<qint64>(v, std::numeric_limits<qint32>::min(), std::numeric_limits<qint32>::max()));
    }

    /// The rank of a record among the records of its mini-batch: later attempts first, finished before running.
    int rank(int attempts, MiniBatchState state)
    {
        return attempts * 2 + (state == MiniBatchState::Running ? 0 : 1);
    }

    /// Every attempt of a mini-batch holds the same input: a record without a line of the report (a retry seen in
    /// a process log first) keeps the line the stored one had, and a record that loses to the stored one still
    /// gives its line when the stored one has none.
    void keepRecordOffset(MiniBatchTable::Row* winner, const MiniBatchTable::Row& other)
    {
        if (!winner->hasRecord() && other.hasRecord()) {
            winner->recordHigh = other.recordHigh;
            winner->recordLow = other.recordLow;
        }
    }

    /// A line of processed_mini-batches.csv is not longer than this; a longer one is not read back.
    constexpr qsizetype recordLimit = 16 * 1024 * 1024;

} // namespace

QString miniBatchStateName(MiniBatchState state)
{
    switch (state) {
    case MiniBatchState::Running:
        return QCoreApplication::translate("ParallelLogs", "Running");
    case MiniBatchState::Succeeded:
        return QCoreApplication::translate("ParallelLogs", "Succeeded");
    case MiniBatchState::Failed:
        return QCoreApplication::translate("ParallelLogs", "Failed");
    }
    return QString();
}

void MiniBatchTable::Row::setRecordOffset(qint64 offset)
{
    // 40 bits: a file of up to a TiB; a line beyond that has no detail shown
    const qint64 stored = offset < 0 || offset >= (qint64(1) << 40) - 1 ? 0 : offset + 1;
    recordHigh = quint8(stored >> 32);
    recordLow = quint32(stored);
}

void MiniBatchTable::clear()
{
    *this = MiniBatchTable();
}

qsizetype MiniBatchTable::rowOfId(int id) const
{
    if (id >= 0 && size_t(id) < m_rowOfId.size() && m_rowOfId[size_t(id)] >= 0)
        return m_rowOfId[size_t(id)];
    // an id placed in the sparse index may lie in the dense range the index grew to later
    return m_sparseRows.isEmpty() ? -1 : m_sparseRows.value(id, -1);
}

void MiniBatchTable::setRowOfId(int id, qsizetype row)
{
    if (id >= 0 && qint64(id) <= qint64(m_rows.size()) * 4 + denseSlack) {
        if (size_t(id) >= m_rowOfId.size())
            m_rowOfId.resize(std::max(size_t(id) + 1, m_rowOfId.size() + m_rowOfId.size() / 2), -1);
        m_rowOfId[size_t(id)] = qint32(row);
    } else {
        m_sparseRows.insert(id, row);
    }
}

quint32 MiniBatchTable::internProcess(const QString& node, const QString& process)
{
    if (node.isEmpty() && process.isEmpty())
        return 0;
    const QString key = node + QLatin1Char('/') + process;
    const auto it = m_processIndex.constFind(key);
    if (it != m_processIndex.constEnd())
        return *it;
    const quint32 index = quint32(m_processes.size());
    m_processes.push_back({ key, node, process });
    m_processIndex.insert(key, index);
    return index;
}

quint32 MiniBatchTable::internError(const QString& text)
{
    if (text.isEmpty())
        return 0;
    const QByteArray utf8 = text.toUtf8();
    const size_t h = qHash(utf8);
    for (auto it = m_errorIndex.constFind(h); it != m_errorIndex.constEnd() && it.key() == h; ++it) {
        const quint32 i = *it;
        const qsizetype from = errorStart(i), to = errorStart(i + 1);
        if (QByteArrayView(m_errorBytes.constData() + from, to - from) == QByteArrayView(utf8))
            return i;
    }
    // line i spans [m_errorStarts[i], m_errorStarts[i + 1]) (the last one to the end); line 0 is the empty one
    const quint32 index = quint32(m_errorStarts.size());
    m_errorStarts.push_back(quint32(m_errorBytes.size()));
    m_errorBytes += utf8;
    m_errorIndex.insert(h, index);
    return index;
}

MiniBatchTable::Row MiniBatchTable::pack(const MiniBatchRecord& r)
{
    Row row;
    row.startMs = r.start.isValid() ? r.start.toMSecsSinceEpoch() : 0;
    row.id = r.id;
    row.durationMs = r.durationMs < 0 ? -1 : clampInt(r.durationMs);
    row.itemsOk = clampInt(r.itemsSucceeded);
    row.itemsFailed = clampInt(r.itemsFailed);
    row.error = internError(r.error);
    row.process = internProcess(r.node, r.process);
    row.attempts = quint16(std::clamp(r.attempts, 0, 0xffff));
    row.state = quint8(r.state);
    row.setRecordOffset(r.recordOffset);
    return row;
}

MiniBatchTable::Merge MiniBatchTable::merge(const MiniBatchRecord& r, qsizetype* rowOut)
{
    const qsizetype existing = rowOfId(r.id);
    if (existing >= 0) {
        Row& old = m_rows[size_t(existing)];
        if (rowOut)
            *rowOut = existing;
        if (rank(r.attempts, r.state) < rank(old.attempts, MiniBatchState(old.state))) {
            Row lost;
            lost.setRecordOffset(r.recordOffset);
            keepRecordOffset(&old, lost);
            return Merge::Ignored;
        }
        Row packed = pack(r);
        keepRecordOffset(&packed, old);
        old = packed;
        return Merge::Updated;
    }
    const qsizetype row = size();
    m_rows.push_back(pack(r));
    setRowOfId(r.id, row);
    if (rowOut)
        *rowOut = row;
    return Merge::Added;
}

void MiniBatchTable::merge(const MiniBatchTable& other, std::vector<qsizetype>* changed)
{
    const qsizetype before = size();
    if (!other.m_detailSource.file.isEmpty())
        m_detailSource = other.m_detailSource;
    // names and error lines of `other` mapped to ours once each, then rows copied as they are
    std::vector<quint32> processMap(other.m_processes.size(), 0);
    for (size_t i = 1; i < other.m_processes.size(); ++i)
        processMap[i] = internProcess(other.m_processes[i].node, other.m_processes[i].process);
    std::vector<quint32> errorMap(other.m_errorStarts.size(), std::numeric_limits<quint32>::max());
    errorMap[0] = 0;
    if (isEmpty())
        reserve(other.size());
    for (const Row& src : other.m_rows) {
        Row r = src;
        r.process = processMap[src.process];
        quint32& e = errorMap[src.error];
        if (e == std::numeric_limits<quint32>::max())
            e = internError(other.errorText(src.error));
        r.error = e;
        const qsizetype existing = rowOfId(r.id);
        if (existing < 0) {
            m_rows.push_back(r);
            setRowOfId(r.id, size() - 1);
            continue;
        }
        Row& old = m_rows[size_t(existing)];
        if (rank(r.attempts, MiniBatchState(r.state)) < rank(old.attempts, MiniBatchState(old.state))) {
            keepRecordOffset(&old, r);
            continue;
        }
        keepRecordOffset(&r, old);
        old = r;
        if (changed && existing < before)
            changed->push_back(existing);
    }
    if (changed) {
        std::sort(changed->begin(), changed->end());
        changed->erase(std::unique(changed->begin(), changed->end()), changed->end());
    }
}

QDateTime MiniBatchTable::start(qsizetype row) const
{
    const qint64 ms = startMs(row);
    return ms == 0 ? QDateTime() : QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
}

QString MiniBatchTable::errorText(quint32 index) const
{
    if (index == 0 || index >= m_errorStarts.size())
        return QString();
    const qsizetype from = errorStart(index), to = errorStart(index + 1);
    return QString::fromUtf8(m_errorBytes.constData() + from, to - from);
}

MiniBatchRecord MiniBatchTable::record(qsizetype row) const
{
    const Row& r = m_rows[size_t(row)];
    MiniBatchRecord out;
    out.id = r.id;
    out.state = MiniBatchState(r.state);
    out.attempts = r.attempts;
    out.node = m_processes[r.process].node;
    out.process = m_processes[r.process].process;
    out.start = start(row);
    out.durationMs = r.durationMs;
    out.itemsSucceeded = r.itemsOk;
    out.itemsFailed = r.itemsFailed;
    out.error = errorText(r.error);
    out.recordOffset = r.recordOffset();
    return out;
}

qsizetype MiniBatchTable::memoryBytes() const
{
    qsizetype bytes = qsizetype(m_rows.capacity() * sizeof(Row) + m_rowOfId.capacity() * sizeof(qint32));
    bytes += m_sparseRows.capacity() * qsizetype(sizeof(int) + sizeof(qsizetype) + sizeof(void*));
    bytes += qsizetype(m_processes.capacity() * sizeof(ProcessName)) + m_processIndex.capacity() * 32;
    for (const ProcessName& p : m_processes)
        bytes += (p.key.capacity() + p.node.capacity() + p.process.capacity()) * 2;
    bytes += m_errorBytes.capacity() + qsizetype(m_errorStarts.capacity() * sizeof(quint32));
    bytes += m_errorIndex.capacity() * qsizetype(sizeof(size_t) + sizeof(quint32) + sizeof(void*));
    bytes += m_detailSource.file.capacity() * 2;
    return bytes;
}

// ----- the mini-batch detail ----------------------------------------------------------------------------------------

MiniBatchDetail parseMiniBatchDetail(QByteArrayView detail)
{
    MiniBatchDetail out;
    const QByteArrayView trimmed = detail.trimmed();
    if (trimmed.isEmpty())
        return out;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(trimmed.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        out.text = QString::fromUtf8(trimmed);
        return out;
    }
    const QJsonObject o = doc.object();
    auto number = [](const QJsonValue& v) { return v.isDouble() ? qint64(v.toDouble()) : qint64(-1); };
    out.dataset = o.value(QLatin1String("location")).toString();
    // "minibatch" holds the files of file input and the part indexes of tabular input (Azure ML's driver); "files"
    // is what the local runtime's worker messages call the list
    for (const char* key : { "minibatch", "files" }) {
        const QJsonArray items = o.value(QLatin1String(key)).toArray();
        for (const QJsonValue& v : items) {
            if (v.isString())
                out.files << v.toString();
            else if (v.isDouble())
                out.parts << qint64(v.toDouble());
        }
        if (!items.isEmpty())
            break;
    }
    if (!out.parts.isEmpty())
        out.partSize = number(o.value(QLatin1String("partition_size")));
    out.dataFile = o.value(QLatin1String("path")).toString();
    if (!out.dataFile.isEmpty()) {
        out.byteOffset = std::max<qint64>(0, number(o.value(QLatin1String("offset"))));
        out.byteLength = number(o.value(QLatin1String("length")));
    }
    const QJsonObject partition = o.value(QLatin1String("partition_key_value")).toObject();
    for (auto it = partition.constBegin(); it != partition.constEnd(); ++it)
        out.partition.append(
            { it.key(), it.value().isString() ? it.value().toString() : it.value().toVariant().toString() });
    if (out.isEmpty()) {
        // JSON of another shape is shown as written, unless it holds only the runtime's bookkeeping
        static const QStringList bookkeeping { QStringLiteral("id"), QStringLiteral("dequeue_count"),
            QStringLiteral("location"), QStringLiteral("partition_size"), QStringLiteral("task_type"),
            QStringLiteral("minibatch"), QStringLiteral("files") };
        const QStringList keys = o.keys();
        if (std::any_of(keys.cbegin(), keys.cend(), [](const QString& k) { return !bookkeeping.contains(k); }))
            out.text = QString::fromUtf8(trimmed);
    }
    return out;
}

struct MiniBatchDetailReader::Private {
    QFile file;
    QByteArray buffer;
    QByteArray scratch;
    QList<QByteArrayView> fields;
};

MiniBatchDetailReader::MiniBatchDetailReader()
    : d(std::make_unique<Private>())
{
}

MiniBatchDetailReader::~MiniBatchDetailReader() = default;

void MiniBatchDetailReader::reset()
{
    d->file.close();
    d->buffer = QByteArray();
}

QByteArray MiniBatchDetailReader::read(const MiniBatchTable& table, qsizetype row)
{
    const MiniBatchTable::DetailSource& source = table.detailSource();
    if (row < 0 || row >= table.size() || source.file.isEmpty() || source.detailColumn < 0
        || source.detailColumn >= source.columnCount)
        return QByteArray();
    const qint64 offset = table.recordOffset(row);
    if (offset < 0)
        return QByteArray();
    QFile& f = d->file;
    if (f.isOpen() && f.fileName() != source.file)
        f.close();
    if (!f.isOpen()) {
        f.setFileName(source.file);
        // unbuffered: each read is one read of the bytes asked for, not of a 16 KiB buffer around them
        if (!f.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
            return QByteArray();
    }
    if (!f.seek(offset))
        return QByteArray();
    // the record ends at a line end outside quotes (an error message may span lines); a line that does not end
    // was cut short and is not read, as the reader does not read it either
    QByteArray& buf = d->buffer;
    buf.resize(0);
    qsizetype scanned = 0, end = -1;
    bool inQuotes = false;
    while (end < 0 && buf.size() < recordLimit) {
        const qsizetype have = buf.size();
        buf.resize(have + std::max<qsizetype>(1024, have));
        const qint64 got = f.read(buf.data() + have, buf.size() - have);
        buf.resize(have + std::max<qint64>(0, got));
        if (got <= 0)
            break;
        for (const char* p = buf.constData(); scanned < buf.size(); ++scanned) {
            if (p[scanned] == '"')
                inQuotes = !inQuotes;
            else if (p[scanned] == '\n' && !inQuotes) {
                end = scanned;
                break;
            }
        }
    }
    if (end < 0)
        return QByteArray();
    csv::splitRecord(QByteArrayView(buf.constData(), end), ',', &d->fields, &d->scratch);
    if (d->fields.size() != source.columnCount)
        return QByteArray();
    // the line must still be the row's: a file written again from its start holds other lines there
    if (source.idColumn >= 0) {
        bool ok = false;
        if (d->fields.at(source.idColumn).trimmed().toInt(&ok) != table.id(row) || !ok)
            return QByteArray();
    }
    return d->fields.at(source.detailColumn).trimmed().toByteArray();
}

} // namespace pw
