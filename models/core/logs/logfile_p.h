// SPDX-License-Identifier: MIT
// Private to LogFile, shared by its source files: the mapped file, guarded reads of mapped memory, newline
// scanning.
#pragma once

#include "logfile.h"

#include <QFile>

#include <memory>
#include <type_traits>

namespace pw {

namespace logfile_detail {

    constexpr qsizetype IndexBuffer = 1 << 16; // offsets collected per scan before they are appended to the index
    constexpr qint64 ProgressMs = 50; // at most one progress report per this many ms

    /// Reads of mapped memory (logfile_mapping.cpp). A file truncated under its mapping makes the kernel raise
    /// SIGBUS on access to the pages that are gone. Every read of the mapping runs inside guarded(): the handler
    /// jumps back out of it and the read reports failure instead of ending the process. Code inside a guarded
    /// region only touches plain data (no allocation, no objects with destructors), so jumping out of it leaks
    /// nothing.
    void installFaultGuard();
    /// Runs fn(context); false if a read inside it faulted.
    bool guardedCall(void (*fn)(void*), void* context);

    template <class F>
    bool guarded(F&& f)
    {
        using Fn = std::remove_reference_t<F>;
        return guardedCall([](void* context) { (*static_cast<Fn*>(context))(); },
            const_cast<void*>(static_cast<const void*>(std::addressof(f))));
    }

    /// Newline scanning (logfile_index.cpp): writes (offset of each '\n') + 1 for the bytes [from, to) into out,
    /// at most cap entries. Returns the number written; *stop is where scanning stopped (every byte before it
    /// was looked at).
    qsizetype scanNewlines(const char* data, qint64 from, qint64 to, quint64* out, qsizetype cap, qint64* stop);

} // namespace logfile_detail

struct LogFile::Mapping {
    QFile file;
    uchar* mapped = nullptr;
    QByteArray copy; // when the file system cannot map the file
    qint64 size = 0;
    quint64 device = 0;
    quint64 inode = 0;

    const char* data() const { return mapped ? reinterpret_cast<const char*>(mapped) : copy.constData(); }
    ~Mapping()
    {
        if (mapped)
            file.unmap(mapped);
    }
};

namespace logfile_detail {

    /// Open and map `path` (logfile_mapping.cpp); files that cannot be mapped are read into memory up to a
    /// limit. Returns null with `error` set if the file cannot be read.
    std::shared_ptr<LogFile::Mapping> mapFile(const QString& path, QString* error);

} // namespace logfile_detail

} // namespace pw
