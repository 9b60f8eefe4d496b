// SPDX-License-Identifier: MIT
// MiniBatchTable: the compact storage of mini-batch records.
#include "parallellogs.h"

#include <QCoreApplication>

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
    return row;
}

MiniBatchTable::Merge MiniBatchTable::merge(const MiniBatchRecord& r, qsizetype* rowOut)
{
    const qsizetype existing = rowOfId(r.id);
    if (existing >= 0) {
        Row& old = m_rows[size_t(existing)];
        if (rowOut)
            *rowOut = existing;
        if (rank(r.attempts, r.state) < rank(old.attempts, MiniBatchState(old.state)))
            return Merge::Ignored;
        old = pack(r);
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
        if (rank(r.attempts, MiniBatchState(r.state)) < rank(old.attempts, MiniBatchState(old.state)))
            continue;
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
    return bytes;
}

} // namespace pw
