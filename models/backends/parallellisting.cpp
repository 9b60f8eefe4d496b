// SPDX-License-Identifier: MIT
#include "parallellisting.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pw {

namespace {

/// The names of one folder's files and sub-folders in one block of memory (a folder may hold a million).
struct Folder
{
    std::string names; // each name followed by a NUL
    std::vector<uint32_t> offsets; // into names
    std::vector<uint8_t> lengths; // a name has at most 255 bytes
    std::vector<uint8_t> isFolder; // per entry
    const char* name(uint32_t i) const { return names.data() + offsets[i]; }
};

/// Read the entries of an open folder (`fd` is taken over): files and folders only.
bool readFolder(int fd, Folder* f)
{
    struct stat dirStat;
    if (::fstat(fd, &dirStat) == 0 && dirStat.st_size > 0) {
        // the folder's own size says roughly how many entries it holds (a few dozen bytes each)
        const size_t guess = std::min<size_t>(size_t(dirStat.st_size) / 24, size_t(1) << 24);
        f->names.reserve(guess * 16);
        f->offsets.reserve(guess);
        f->lengths.reserve(guess);
        f->isFolder.reserve(guess);
    }
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
        if (type != DT_REG && type != DT_DIR)
            continue;
        const size_t length = std::strlen(n);
        f->offsets.push_back(uint32_t(f->names.size()));
        f->lengths.push_back(uint8_t(std::min<size_t>(length, 255)));
        f->isFolder.push_back(type == DT_DIR);
        f->names.append(n, length + 1);
    }
    ::closedir(d);
    return true;
}

/// Eight bytes of a name from `from` on as a number that orders as the bytes do (a shorter rest padded with zeros).
uint64_t bytesAt(const char* name, size_t length, size_t from)
{
    uint64_t v = 0;
    size_t i = from;
    for (; i < from + 8 && i < length; ++i)
        v = (v << 8) | uint8_t(name[i]);
    const size_t taken = i - from; // 0 to 8; a shift by 64 bits would be undefined
    return taken == 0 ? 0 : taken == 8 ? v : v << (8 * (8 - taken));
}

struct Key
{
    uint64_t first; // bytes 0-7
    uint64_t second; // bytes 8-15
    uint32_t index;
};

struct Walk
{
    const std::function<bool(QByteArrayView)>& file;
    std::string path; // the relative path of the folder being walked, with a final '/' (empty at the root)
    bool stopped = false;
    int maxDepth = -1;
    int depth = 0;

    bool folder(int parentFd, const char* name)
    {
        const int fd = ::openat(parentFd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd < 0)
            return false;
        const int keep = ::dup(fd); // the listing closes its descriptor; the walk needs one to open the sub-folders
        Folder f;
        if (!readFolder(fd, &f)) {
            if (keep >= 0)
                ::close(keep);
            return false;
        }
        // sorted by the first sixteen bytes of each name held beside it (no pointer chasing), the rest on a tie
        std::vector<Key> order(f.offsets.size());
        for (uint32_t i = 0; i < order.size(); ++i)
            order[i] = Key {bytesAt(f.name(i), f.lengths[i], 0), bytesAt(f.name(i), f.lengths[i], 8), i};
        const auto less = [&f](const Key& a, const Key& b) {
            if (a.first != b.first)
                return a.first < b.first;
            if (a.second != b.second)
                return a.second < b.second;
            return std::strcmp(f.name(a.index), f.name(b.index)) < 0;
        };
        // a large folder: its first names are handed out while the rest are sorted
        const size_t head = order.size() > 8192 ? 1024 : order.size();
        if (head < order.size())
            std::nth_element(order.begin(), order.begin() + qsizetype(head), order.end(), less);
        std::sort(order.begin(), order.begin() + qsizetype(head), less);
        visit(keep, f, order, 0, head);
        if (head < order.size() && !stopped) {
            std::sort(order.begin() + qsizetype(head), order.end(), less);
            visit(keep, f, order, head, order.size());
        }
        if (keep >= 0)
            ::close(keep);
        return true;
    }

    void visit(int fd, const Folder& f, const std::vector<Key>& order, size_t from, size_t to)
    {
        const size_t base = path.size();
        for (size_t k = from; k < to && !stopped; ++k) {
            const uint32_t i = order[k].index;
            path.append(f.name(i), f.lengths[i]);
            if (f.isFolder[i]) {
                path += '/';
                if (fd >= 0 && (maxDepth < 0 || depth < maxDepth)) {
                    ++depth;
                    folder(fd, f.name(i));
                    --depth;
                }
            } else if (!file(QByteArrayView(path.data(), qsizetype(path.size())))) {
                stopped = true;
            }
            path.resize(base);
        }
    }
};

} // namespace

bool walkFiles(const QString& root, const std::function<bool(QByteArrayView)>& file, QString* error, int maxDepth)
{
    Walk walk {file, std::string(), false, maxDepth, 0};
    if (!walk.folder(AT_FDCWD, QFile::encodeName(root).constData())) {
        if (error)
            *error = QCoreApplication::translate("pw", "cannot read the folder %1: %2")
                         .arg(QDir::toNativeSeparators(root), QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    return true;
}

FolderLister::FolderLister(QString root, int groupSize)
    : m_root(std::move(root))
    , m_rootPrefix(QFile::encodeName(QDir::cleanPath(QDir(m_root).absolutePath())) + '/')
    , m_groupSize(std::max(1, groupSize))
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
    std::vector<QByteArray> full; // groups not yet handed over
    QByteArray group;
    group.reserve(32 * m_groupSize);
    int inGroup = 0;
    qint64 count = 0;
    auto hand = [this, &full](bool finished) {
        bool notify = false;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            if (m_pending.empty())
                m_pending.swap(full);
            else
                m_pending.insert(m_pending.end(), std::make_move_iterator(full.begin()), std::make_move_iterator(full.end()));
            full.clear();
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
    const bool ok = walkFiles(m_root, [&](QByteArrayView rel) {
        if (inGroup > 0)
            group += '\0';
        group += rel;
        m_listed.store(++count, std::memory_order_relaxed);
        if (++inGroup == m_groupSize) {
            full.push_back(std::move(group));
            group = QByteArray();
            group.reserve(full.back().size() + 16);
            inGroup = 0;
            // the first group at once, then in batches of groups
            if (full.size() >= 256 || count == m_groupSize)
                hand(false);
        }
        return !m_stop.load(std::memory_order_relaxed);
    }, &error);
    if (inGroup > 0)
        full.push_back(std::move(group));
    if (!ok) {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_error = error;
    }
    hand(true);
}

std::vector<QByteArray> FolderLister::takeGroups(bool* done)
{
    std::vector<QByteArray> got;
    std::lock_guard<std::mutex> lock(m_mutex);
    got.swap(m_pending);
    m_notified = false;
    *done = m_finished;
    return got;
}

QStringList FolderLister::take(bool* done)
{
    QStringList files;
    for (const QByteArray& g : takeGroups(done))
        for (const QByteArray& rel : g.split('\0'))
            files << QFile::decodeName(m_rootPrefix + rel);
    return files;
}

QString FolderLister::error() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_error;
}

} // namespace pw
