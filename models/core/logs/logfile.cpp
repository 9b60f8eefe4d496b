// SPDX-License-Identifier: MIT
// LogFile: opening and closing a file, and watching it for growth, truncation, replacement and rotation.
#include "logfile_p.h"

#include <QFile>
#include <QFileInfo>
#include <QTimer>

#include <algorithm>
#include <cstring>
#include <spdlog/spdlog.h>

#if defined(Q_OS_UNIX)
#include <sys/stat.h>
#endif

namespace pw {

using namespace logfile_detail;

namespace {

    constexpr qint64 HeadBytes = 1 << 20; // indexed by open() itself, so the first screen needs no worker
    constexpr qint64 HeadBytesMax = 4 << 20; // ... more while the head holds fewer than HeadLines lines
    constexpr qint64 HeadLines = 256;
    constexpr qsizetype HeadFingerprint = 256;

} // namespace

LogFile::LogFile(QObject* parent)
    : QObject(parent)
    , m_pollTimer(new QTimer(this))
{
    m_pollTimer->setInterval(m_pollInterval);
    connect(m_pollTimer, &QTimer::timeout, this, &LogFile::checkForChanges);
}

LogFile::~LogFile()
{
    close();
}

bool LogFile::open(const QString& path)
{
    close();
    m_path = path;
    m_error.clear();
    if (!openMapping(path)) {
        spdlog::warn("log view: {}", m_error.toStdString());
        return false;
    }
    m_open = true;
    if (m_pollInterval > 0)
        m_pollTimer->start();
    return true;
}

void LogFile::close()
{
    m_pollTimer->stop();
    stopIndexing();
    cancelSearch(0);
    for (auto& [id, job] : m_searches) {
        if (job.thread.joinable())
            job.thread.join();
    }
    m_searches.clear();
    ++m_generation;
    m_index.clear();
    m_map.reset();
    m_size = 0;
    m_head.clear();
    m_open = false;
    m_indexPaused = false;
    m_lastLineCount = -1;
}

bool LogFile::openMapping(const QString& path)
{
    QString error;
    std::shared_ptr<Mapping> map = mapFile(path, &error);
    if (!map) {
        m_error = error;
        return false;
    }
    installFaultGuard();
    m_error.clear();
    stopIndexing();
    m_indexPaused = false;
    ++m_generation;
    m_index.clear();
    m_map = map;
    m_size = map->size;
    m_device = map->device;
    m_inode = map->inode;
    m_head = headOf(*map);

    // Index the head here, so that the first screen does not wait for the worker.
    const quint64 zero = 0;
    m_index.append(&zero, 1, 0, m_size == 0);
    std::vector<quint64> buffer(IndexBuffer);
    const char* data = map->data();
    qint64 pos = 0;
    qint64 limit = std::min(m_size, HeadBytes);
    while (pos < limit) {
        qsizetype n = 0;
        qint64 stop = pos;
        if (!guarded([&] { n = scanNewlines(data, pos, limit, buffer.data(), IndexBuffer, &stop); }))
            break;
        m_index.append(buffer.data(), n, quint64(stop), stop >= m_size);
        pos = stop;
        if (pos >= limit && m_index.count() < HeadLines && limit < std::min(m_size, HeadBytesMax))
            limit = std::min(m_size, HeadBytesMax);
    }
    m_lastLineCount = lineCount();
    startIndexing();
    return true;
}

QByteArray LogFile::headOf(const Mapping& map)
{
    QByteArray head(std::min<qint64>(map.size, HeadFingerprint), Qt::Uninitialized);
    if (!guarded([&] { std::memcpy(head.data(), map.data(), size_t(head.size())); }))
        return {};
    return head;
}
void LogFile::setPollInterval(int msecs)
{
    m_pollInterval = std::max(msecs, 0);
    if (m_pollInterval == 0) {
        m_pollTimer->stop();
        return;
    }
    m_pollTimer->setInterval(m_pollInterval);
    if (m_open)
        m_pollTimer->start();
}

void LogFile::noteAccessFault() const
{
    if (m_faultPending)
        return;
    m_faultPending = true;
    spdlog::warn("log view: {} changed under its mapping; checking it again", m_path.toStdString());
    QMetaObject::invokeMethod(const_cast<LogFile*>(this), &LogFile::checkForChanges, Qt::QueuedConnection);
}

void LogFile::checkForChanges()
{
    const bool fault = m_faultPending;
    m_faultPending = false;
    if (!m_open)
        return;
#if defined(Q_OS_UNIX)
    struct stat st = {};
    if (::stat(QFile::encodeName(m_path).constData(), &st) != 0)
        return; // gone (rotated away): keep showing what we have until a new file appears
    const qint64 size = qint64(st.st_size);
    if (quint64(st.st_dev) != m_device || quint64(st.st_ino) != m_inode) {
        reopen(tr("%1 was replaced").arg(m_path));
        return;
    }
#else
    const QFileInfo info(m_path);
    if (!info.exists())
        return;
    const qint64 size = info.size();
#endif
    if (size < m_size || fault) {
        reopen(tr("%1 was truncated").arg(m_path));
        return;
    }
    if (size == m_size)
        return;

    QString error;
    std::shared_ptr<Mapping> map = mapFile(m_path, &error);
    if (!map) {
        spdlog::warn("log view: {}", error.toStdString());
        return; // try again at the next check
    }
    const QByteArray head = headOf(*map);
    if (map->device != m_device || map->inode != m_inode || !head.startsWith(m_head)) {
        reopen(tr("%1 was rewritten").arg(m_path));
        return;
    }
    if (map->size <= m_size)
        return;
    m_map = map;
    m_size = map->size;
    m_head = head;
    Q_EMIT grown(m_size);
    startIndexing();
}

void LogFile::reopen(const QString& why)
{
    spdlog::info("log view: {}; reopening it", why.toStdString());
    cancelSearch(0);
    stopIndexing();
    const QString previousError = m_error;
    if (!openMapping(m_path)) {
        ++m_generation;
        m_index.clear();
        m_map.reset();
        m_size = 0;
        m_lastLineCount = 0;
        Q_EMIT reset();
        if (m_error != previousError)
            Q_EMIT errorOccurred(m_error);
        return;
    }
    Q_EMIT reset();
    Q_EMIT lineCountChanged(lineCount());
}

} // namespace pw
