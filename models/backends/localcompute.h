// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"
#include "runstore.h"

#include <QDateTime>
#include <QList>

/// This machine in the terms of the compute service (models/core/compute/compute.h): one "local" target, its cores as
/// the quota (the configured capacity), the cores that running steps hold as the usage, and usage over time from
/// the run store's step intervals.
namespace pw {

/// The keys of the local backend's usage rows (cores, memory) and samples.
QString localCoresKey();
QString localMemoryKey();

struct LocalMachine
{
    int cores = 1; // the configured capacity: the limit
    qint64 memoryBytes = 0; // the configured limit, or what the machine has
    qint64 memoryInUseBytes = -1; // on the whole machine (MemTotal - MemAvailable); -1: not known
    qint64 coresInUse = 0;
    QString hostName;
};

ComputeSnapshot localComputeSnapshot(const LocalMachine& machine);

/// Cores in use from `since` to `now` as a step function: a sample at `since`, two at every change (the value
/// before and after, at the same time) and one at `now`. `limit` is carried in every sample.
QList<UsageSample> localUsageSamples(const QList<RunStore::CoreInterval>& intervals, const QDateTime& since,
                                     const QDateTime& now, int limit);

/// The cores held at `now` by the steps of `intervals` (those without an end, or ending after now).
qint64 coresInUseAt(const QList<RunStore::CoreInterval>& intervals, const QDateTime& now);

} // namespace pw
