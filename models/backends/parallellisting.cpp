// SPDX-License-Identifier: MIT
#include "parallellisting.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pw {

namespace {

struct Entry
{
    QByteArray name;
    bool folder = false;
};

/// The entries of one open folder (`fd` is taken over), sorted by name; files and folders only.
bool readFolder(int fd, std::vector<Entry>* entries)
{
    DIR* d = ::fdopendir(fd);
    if (!d) {
        ::close(fd);
        return false;
    }
    while (const dirent* e = ::readdir(d)) {
        const char* n = e->d_name;
        if (n[0] == '.' && (n[1] == 0 || (n[1] == '.' && n[2] == 0)))
            continue;
        unsigned char type = e->d_type;
        if (type == DT_UNKNOWN || type == DT_LNK) {
            // links are followed for what they point at; a linked folder is not entered
            struct stat st;
            if (::fstatat(::dirfd(d), n, &st, 0) != 0)
                continue;
            if (S_ISREG(st.st_mode))
                type = DT_REG;
            else if (S_ISDIR(st.st_mode) && e->d_type == DT_UNKNOWN)
                type = DT_DIR;
            else
                continue;
        }
        if (type == DT_REG)
            entries->push_back({QByteArray(n), false});
        else if (type == DT_DIR)
            entries->push_back({QByteArray(n), true});
    }
    ::closedir(d);
    std::sort(entries->begin(), entries->end(), [](const Entry& a, const Entry& b) { return a.name < b.name; });
    return true;
}

bool walk(int parentFd, const QByteArray& name, const QByteArray& relative,
          const std::function<bool(const QByteArray&)>& file, bool* stopped)
{
    const int fd = ::openat(parentFd, name.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    std::vector<Entry> entries;
    const int keep = ::dup(fd); // the listing closes its descriptor; the walk needs one to open the sub-folders
    if (!readFolder(fd, &entries)) {
        if (keep >= 0)
            ::close(keep);
        return false;
    }
    for (const Entry& e : entries) {
        if (*stopped)
            break;
        const QByteArray rel = relative.isEmpty() ? e.name : relative + '/' + e.name;
        if (e.folder) {
            if (keep >= 0)
                walk(keep, e.name, rel, file, stopped);
        } else if (!file(rel)) {
            *stopped = true;
        }
    }
    if (keep >= 0)
        ::close(keep);
    return true;
}

} // namespace

bool walkFiles(const QString& root, const std::function<bool(const QByteArray&)>& file, QString* error)
{
    bool stopped = false;
    const QByteArray path = QFile::encodeName(root);
    if (!walk(AT_FDCWD, path, QByteArray(), file, &stopped)) {
        if (error)
            *error = QCoreApplication::translate("pw", "cannot read the folder %1: %2")
                         .arg(QDir::toNativeSeparators(root), QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    return true;
}

FolderLister::FolderLister(QString root)
    : m_root(std::move(root))
    , m_rootPrefix(QFile::encodeName(QDir::cleanPath(QDir(m_root).absolutePath())) + '/')
{
}

FolderLister::~FolderLister()
{
    stop();
}

void FolderLister::start(std::function<void()> ready)
{
    m_ready = std::move(ready);
    m_thread = std::thread([this] { run(); });
}

void FolderLister::stop()
{
    m_stop = true;
    if (m_thread.joinable())
        m_thread.join();
}

void FolderLister::run()
{
    std::vector<QByteArray> local;
    auto hand = [this, &local](bool finished) {
        bool notify = false;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            if (m_pending.empty())
                m_pending.swap(local);
            else
                m_pending.insert(m_pending.end(), std::make_move_iterator(local.begin()), std::make_move_iterator(local.end()));
            local.clear();
            if (finished)
                m_finished = true;
            if (!m_notified && (!m_pending.empty() || finished)) {
                m_notified = true;
                notify = true;
            }
        }
        if (notify && m_ready)
            m_ready();
    };
    QString error;
    const bool ok = walkFiles(m_root, [&](const QByteArray& rel) {
        local.push_back(rel);
        m_listed.fetch_add(1, std::memory_order_relaxed);
        // the first file at once, then in groups
        if (local.size() >= 1024 || m_listed.load(std::memory_order_relaxed) == 1)
            hand(false);
        return !m_stop.load(std::memory_order_relaxed);
    }, &error);
    if (!ok) {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_error = error;
    }
    hand(true);
}

QStringList FolderLister::take(bool* done)
{
    std::vector<QByteArray> got;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        got.swap(m_pending);
        m_notified = false;
        *done = m_finished;
    }
    QStringList files;
    files.reserve(qsizetype(got.size()));
    for (const QByteArray& rel : got)
        files << QFile::decodeName(m_rootPrefix + rel);
    return files;
}

QString FolderLister::error() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_error;
}

} // namespace pw
