// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

/// Listing the files of a folder input, the way the local parallel runtime reads uri_folder inputs.
namespace pw {

/// Walk `root` depth first, each folder's entries sorted by name (byte-wise): `file` gets each file's path relative
/// to `root` (hidden files included; a symbolic link to a file counts as a file, a linked folder is not entered) and
/// returns false to stop. Only the folders' entries are read (no stat() per file unless the file system does not
/// say an entry's type). A large folder gives its first names before all of them are sorted. A folder below `root`
/// that cannot be read is left out; `root` itself must be readable.
/// `maxDepth` limits how many folders deep the walk goes below `root` (0: the files of `root` only; -1: no limit).
bool walkFiles(const QString& root, const std::function<bool(QByteArrayView relative)>& file, QString* error,
               int maxDepth = -1);

/// The files below a folder listed on a thread of its own (walkFiles order) in groups of a given size, taken while
/// the listing goes on, so that work can start on the first files of a large folder at once.
class FolderLister
{
public:
    /// `groupSize`: files per group (a mini-batch); the last group may hold fewer.
    explicit FolderLister(QString root, int groupSize = 1);
    ~FolderLister(); // stops the listing and waits for its thread
    FolderLister(const FolderLister&) = delete;
    FolderLister& operator=(const FolderLister&) = delete;

    /// Start listing. `ready` is called on the listing thread when groups wait to be taken after a take (once
    /// per take) and when the listing ends; it must only post the work elsewhere.
    void start(std::function<void()> ready);
    /// Stop early (the destructor does too).
    void stop();
    /// The groups listed since the last call: each the paths of its files relative to the folder, a NUL between
    /// them (as the file system spells them). `done`: the listing is over and nothing is left.
    std::vector<QByteArray> takeGroups(bool* done);
    /// The files listed since the last call, as absolute paths.
    QStringList take(bool* done);
    /// Why the listing failed (the folder cannot be read); empty when it did not.
    QString error() const;
    /// Files listed so far.
    qint64 listed() const { return m_listed.load(); }

private:
    void run();

    const QString m_root;
    const QByteArray m_rootPrefix; // root as the file system spells it, with a final '/'
    const int m_groupSize;
    std::function<void()> m_ready;
    std::thread m_thread;
    mutable std::mutex m_mutex;
    std::vector<QByteArray> m_pending; // full groups, guarded by m_mutex
    bool m_finished = false; // guarded by m_mutex
    bool m_notified = false; // guarded by m_mutex: `ready` was called and nothing was taken since
    QString m_error; // guarded by m_mutex
    std::atomic<bool> m_stop {false};
    std::atomic<qint64> m_listed {0};
};

} // namespace pw
