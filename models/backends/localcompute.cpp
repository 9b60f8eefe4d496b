// SPDX-License-Identifier: MIT
#include "localcompute.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace pw {

QString localCoresKey()
{
    return QStringLiteral("Local cores");
}

QString localMemoryKey()
{
    return QStringLiteral("Local memory");
}

ComputeSnapshot localComputeSnapshot(const LocalMachine& machine)
{
    ComputeSnapshot s;
    s.backendId = QStringLiteral("local");
    s.location = QCoreApplication::translate("pw::LocalCompute", "this machine");
    s.workspace = machine.hostName;
    s.takenAt = QDateTime::currentDateTimeUtc();

    ComputeTarget t;
    t.name = QStringLiteral("local");
    t.kind = computeKindKey(ComputeKind::Local);
    t.computeType = QStringLiteral("Local");
    t.cores = machine.cores;
    t.memoryBytes = machine.memoryBytes;
    t.state = QStringLiteral("Running");
    t.description = QCoreApplication::translate("pw::LocalCompute", "Steps run as processes of this machine.");
    t.busyNodes = machine.coresInUse > 0 ? 1 : 0;
    t.idleNodes = machine.coresInUse > 0 ? 0 : 1;
    t.currentNodes = 1;
    t.minNodes = 1;
    t.maxNodes = 1;
    s.computes << t;

    UsageRow cores;
    cores.key = localCoresKey();
    cores.displayName = QCoreApplication::translate("pw::LocalCompute", "Cores of this machine");
    cores.group = QStringLiteral("local");
    cores.level = QuotaLevel::Workspace;
    cores.pool = CorePool::Any;
    cores.workspace = machine.hostName;
    cores.current = machine.coresInUse;
    cores.limit = machine.cores;
    cores.id = QStringLiteral("local");
    s.usages << cores;

    // memory in MiB: what the whole machine uses against what it has (steps do not report theirs)
    if (machine.memoryBytes > 0 && machine.memoryInUseBytes >= 0) {
        UsageRow memory;
        memory.key = localMemoryKey();
        memory.displayName = QCoreApplication::translate("pw::LocalCompute", "Memory of this machine (MiB)");
        memory.group = QStringLiteral("localMemory");
        memory.level = QuotaLevel::Workspace;
        memory.pool = CorePool::Any;
        memory.workspace = machine.hostName;
        memory.current = machine.memoryInUseBytes / (1024 * 1024);
        memory.limit = machine.memoryBytes / (1024 * 1024);
        memory.id = QStringLiteral("local");
        memory.unit = QStringLiteral("MiB");
        s.usages << memory;
    }
    return s;
}

qint64 coresInUseAt(const QList<RunStore::CoreInterval>& intervals, const QDateTime& now)
{
    const qint64 t = now.toMSecsSinceEpoch();
    qint64 used = 0;
    for (const RunStore::CoreInterval& c : intervals)
        if (c.startMs <= t && (c.endMs == 0 || c.endMs > t))
            used += c.cores;
    return used;
}

QList<UsageSample> localUsageSamples(const QList<RunStore::CoreInterval>& intervals, const QDateTime& since,
                                     const QDateTime& now, int limit)
{
    const qint64 from = since.toMSecsSinceEpoch();
    const qint64 to = std::max(from, now.toMSecsSinceEpoch());
    std::map<qint64, qint64> delta; // time → change in cores held
    qint64 level = 0; // held at `from`
    for (const RunStore::CoreInterval& c : intervals) {
        const qint64 end = c.endMs == 0 ? to + 1 : c.endMs;
        if (end <= from || c.startMs > to || end <= c.startMs)
            continue;
        if (c.startMs <= from)
            level += c.cores;
        else
            delta[c.startMs] += c.cores;
        if (end <= to)
            delta[end] -= c.cores;
    }
    QList<UsageSample> out;
    out.reserve(qsizetype(delta.size()) * 2 + 2);
    auto add = [&](qint64 t, qint64 v) {
        UsageSample u;
        u.time = QDateTime::fromMSecsSinceEpoch(t, Qt::UTC);
        u.key = localCoresKey();
        u.current = double(v);
        u.limit = limit;
        out << u;
    };
    add(from, level);
    for (const auto& [t, d] : delta) {
        if (d == 0)
            continue;
        if (t != from)
            add(t, level);
        level += d;
        add(t, level);
    }
    if (out.last().time.toMSecsSinceEpoch() != to)
        add(to, level);
    return out;
}

} // namespace pw
