// SPDX-License-Identifier: MIT
// LogFile's mapped memory: mapping a file (or reading one that cannot be mapped), and reads of the mapping that
// survive the file being cut off under it.
#include "logfile_p.h"

#include <QFileInfo>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <mutex>

#if defined(Q_OS_UNIX)
#include <csetjmp>
#include <csignal>
#include <pthread.h>
#include <sys/stat.h>
#endif

namespace pw {

namespace {

    constexpr qint64 CopyFallbackMax = qint64(256) << 20; // read files that cannot be mapped, up to this size

#if defined(Q_OS_UNIX)
    thread_local sigjmp_buf* volatile t_faultJump = nullptr;
    struct sigaction g_previousBus;

    void onBusError(int sig, siginfo_t* info, void* context)
    {
        if (sigjmp_buf* jump = t_faultJump) {
            t_faultJump = nullptr;
            siglongjmp(*jump, 1);
        }
        // Not one of our reads: hand it to whoever handled it before, or let the default action happen.
        if ((g_previousBus.sa_flags & SA_SIGINFO) && g_previousBus.sa_sigaction) {
            g_previousBus.sa_sigaction(sig, info, context);
            return;
        }
        if (!(g_previousBus.sa_flags & SA_SIGINFO) && g_previousBus.sa_handler != SIG_DFL
            && g_previousBus.sa_handler != SIG_IGN) {
            g_previousBus.sa_handler(sig);
            return;
        }
        sigaction(SIGBUS, &g_previousBus, nullptr); // the faulting access repeats and takes the default action
    }

    struct FaultScope {
        sigjmp_buf* outer;
        ~FaultScope()
        {
            std::atomic_signal_fence(std::memory_order_seq_cst);
            t_faultJump = outer;
        }
    };
#endif

} // namespace

namespace logfile_detail {

#if defined(Q_OS_UNIX)
    void installFaultGuard()
    {
        static std::once_flag once;
        std::call_once(once, [] {
            struct sigaction action = {};
            action.sa_sigaction = onBusError;
            sigemptyset(&action.sa_mask);
            action.sa_flags = SA_SIGINFO | SA_NODEFER;
            sigaction(SIGBUS, &action, &g_previousBus);
        });
    }

    bool guardedCall(void (*fn)(void*), void* context)
    {
        sigjmp_buf jump;
        FaultScope scope { t_faultJump };
        if (sigsetjmp(jump, 0) != 0) {
            sigset_t bus;
            sigemptyset(&bus);
            sigaddset(&bus, SIGBUS);
            pthread_sigmask(SIG_UNBLOCK, &bus, nullptr);
            return false;
        }
        t_faultJump = &jump;
        // the handler must see the jump target before the guarded reads happen, and the reads must be over
        // before it is taken away again
        std::atomic_signal_fence(std::memory_order_seq_cst);
        fn(context);
        return true;
    }
#else
    void installFaultGuard() { }

    bool guardedCall(void (*fn)(void*), void* context)
    {
        fn(context);
        return true;
    }
#endif

    std::shared_ptr<LogFile::Mapping> mapFile(const QString& path, QString* error)
    {
        auto map = std::make_shared<LogFile::Mapping>();
        map->file.setFileName(path);
        const QFileInfo info(path);
        if (info.isDir()) {
            *error = LogFile::tr("%1 is a folder, not a log file.").arg(path);
            return {};
        }
        if (!map->file.open(QIODevice::ReadOnly)) {
            *error = LogFile::tr("Cannot open %1: %2").arg(path, map->file.errorString());
            return {};
        }
#if defined(Q_OS_UNIX)
        struct stat st = {};
        if (fstat(map->file.handle(), &st) != 0) {
            *error = LogFile::tr("Cannot read %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
            return {};
        }
        if (!S_ISREG(st.st_mode)) {
            *error = LogFile::tr("%1 is not a regular file.").arg(path);
            return {};
        }
        map->device = quint64(st.st_dev);
        map->inode = quint64(st.st_ino);
        map->size = qint64(st.st_size);
#else
        map->size = map->file.size();
#endif
        if (map->size > 0) {
            map->mapped = map->file.map(0, map->size);
            if (!map->mapped) {
                if (map->size > CopyFallbackMax) {
                    *error = LogFile::tr("Cannot map %1 into memory: %2").arg(path, map->file.errorString());
                    return {};
                }
                map->copy = map->file.read(map->size);
                map->size = map->copy.size();
            }
        }
        return map;
    }

} // namespace logfile_detail

} // namespace pw
