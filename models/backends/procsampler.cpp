// SPDX-License-Identifier: MIT
#include "procsampler.h"

#include <QDir>
#include <QFile>
#include <QList>
#include <QStringList>

#include <algorithm>
#include <unistd.h>

namespace pw::proc {

QByteArray readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

MemoryInfo memoryInfo()
{
    MemoryInfo m;
    for (const QByteArray& l : readFile(QStringLiteral("/proc/meminfo")).split('\n')) {
        if (!m.totalKiB && l.startsWith("MemTotal:"))
            m.totalKiB = l.simplified().split(' ').value(1).toLongLong();
        else if (!m.availableKiB && l.startsWith("MemAvailable:"))
            m.availableKiB = l.simplified().split(' ').value(1).toLongLong();
    }
    return m;
}

CpuTimes cpuTimes()
{
    CpuTimes t;
    const QList<QByteArray> lines = readFile(QStringLiteral("/proc/stat")).split('\n');
    if (!lines.isEmpty() && lines.first().startsWith("cpu ")) {
        const QList<QByteArray> f = lines.first().simplified().split(' ');
        for (qsizetype i = 1; i < f.size(); ++i) {
            const quint64 v = f.at(i).toULongLong();
            if (i <= 8) // user nice system idle iowait irq softirq steal
                t.total += v;
            if (i == 4 || i == 5)
                t.idle += v;
        }
    }
    return t;
}

std::optional<ProcessStat> processStat(qint64 pid)
{
    const QByteArray stat = readFile(QStringLiteral("/proc/%1/stat").arg(pid));
    const qsizetype close = stat.lastIndexOf(')'); // the command name may hold spaces and parentheses
    if (close < 0)
        return std::nullopt;
    const QList<QByteArray> f = stat.mid(close + 2).split(' ');
    if (f.size() < 22)
        return std::nullopt;
    ProcessStat s;
    s.cpuTicks = f.at(11).toULongLong() + f.at(12).toULongLong(); // utime + stime
    s.threads = f.at(17).toInt();
    s.rssBytes = f.at(21).toLongLong() * ::sysconf(_SC_PAGESIZE);
    return s;
}

long clockTicksPerSecond()
{
    return ::sysconf(_SC_CLK_TCK);
}

DiskCounters diskCounters()
{
    DiskCounters d;
    const QStringList blocks = QDir(QStringLiteral("/sys/block")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QByteArray& l : readFile(QStringLiteral("/proc/diskstats")).split('\n')) {
        const QList<QByteArray> f = l.simplified().split(' ');
        if (f.size() < 10)
            continue;
        const QString dev = QString::fromLatin1(f.at(2));
        if (!blocks.contains(dev) || dev.startsWith(QLatin1String("loop")) || dev.startsWith(QLatin1String("ram")))
            continue;
        d.reads += f.at(3).toULongLong();
        d.readSectors += f.at(5).toULongLong();
        d.writes += f.at(7).toULongLong();
        d.writeSectors += f.at(9).toULongLong();
    }
    return d;
}

NetworkCounters networkCounters()
{
    NetworkCounters n;
    for (const QByteArray& l : readFile(QStringLiteral("/proc/net/dev")).split('\n')) {
        const qsizetype colon = l.indexOf(':');
        if (colon < 0)
            continue;
        if (l.left(colon).trimmed() == "lo")
            continue;
        const QList<QByteArray> f = l.mid(colon + 1).simplified().split(' ');
        if (f.size() >= 9) {
            n.received += f.at(0).toULongLong();
            n.sent += f.at(8).toULongLong();
        }
    }
    return n;
}

SocketCounts socketCounts()
{
    auto countLines = [](const QString& path) {
        const QByteArray d = readFile(path);
        return std::max<qsizetype>(0, d.count('\n') - 1); // the first line is a header
    };
    SocketCounts s;
    s.tcp = countLines(QStringLiteral("/proc/net/tcp")) + countLines(QStringLiteral("/proc/net/tcp6"));
    s.udp = countLines(QStringLiteral("/proc/net/udp")) + countLines(QStringLiteral("/proc/net/udp6"));
    return s;
}

} // namespace pw::proc
