// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>
#include <QtGlobal>

#include <optional>

/// Readings of the Linux /proc file system: memory, CPU times, disk and network counters of the machine, and the
/// CPU time and size of one process. Every reading is a plain snapshot (no state kept), safe to take on any
/// thread; what cannot be read comes back empty or zero.
namespace pw::proc {

/// The whole content of a /proc file (empty when it cannot be read).
QByteArray readFile(const QString& path);

/// /proc/meminfo, in KiB.
struct MemoryInfo
{
    std::optional<qint64> totalKiB; // MemTotal
    std::optional<qint64> availableKiB; // MemAvailable
};
MemoryInfo memoryInfo();

/// The machine's CPU time of the first line of /proc/stat, in clock ticks: `total` sums user, nice, system, idle,
/// iowait, irq, softirq and steal; `idle` sums idle and iowait. Zero when it cannot be read.
struct CpuTimes
{
    quint64 total = 0;
    quint64 idle = 0;
};
CpuTimes cpuTimes();

/// /proc/<pid>/stat of one process.
struct ProcessStat
{
    quint64 cpuTicks = 0; // utime + stime, in clock ticks
    int threads = 0;
    qint64 rssBytes = 0; // resident set size
};
std::optional<ProcessStat> processStat(qint64 pid);

/// Clock ticks per second (the unit of CpuTimes and ProcessStat::cpuTicks).
long clockTicksPerSecond();

/// /proc/diskstats summed over whole block devices (loop and ram devices left out).
struct DiskCounters
{
    quint64 reads = 0;
    quint64 writes = 0;
    quint64 readSectors = 0; // of 512 bytes
    quint64 writeSectors = 0;
};
DiskCounters diskCounters();

/// /proc/net/dev summed over every interface but the loopback, in bytes.
struct NetworkCounters
{
    quint64 received = 0;
    quint64 sent = 0;
};
NetworkCounters networkCounters();

/// Open sockets of the machine (/proc/net/tcp, tcp6, udp, udp6).
struct SocketCounts
{
    qsizetype tcp = 0;
    qsizetype udp = 0;
};
SocketCounts socketCounts();

} // namespace pw::proc
