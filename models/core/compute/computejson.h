// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"
#include "diagnostic.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

/// Reading the Azure ML REST responses about compute (usages, quotas, vmSizes, computes, listNodes) into the
/// types of compute.h, and writing a ComputeSnapshot to and from JSON. Nothing here throws or crashes on bad
/// input: what cannot be read is reported as a diagnostic naming the source and the JSON path
/// ("usages.json: value[3].currentValue: expected a number").
namespace pw {

/// A problem found while reading a JSON response: the source (file name or URL) and the JSON path.
struct JsonIssue
{
    QString source;
    QString path; // "value[3].name.value"
    QString message; // translated
    QString toString() const; // "source: path: message"
};

struct UsageParseResult
{
    QList<UsageRow> rows;
    QList<JsonIssue> issues;
};

struct VmSizeParseResult
{
    QList<VmSize> sizes;
    QList<JsonIssue> issues;
};

struct ComputeParseResult
{
    QList<ComputeTarget> computes;
    QList<JsonIssue> issues;
};

/// One node of a cluster (Compute_ListNodes).
struct ComputeNode
{
    QString nodeId;
    QString privateIpAddress;
    QString publicIpAddress;
    int port = 0;
    QString nodeState; // idle, running, preparing, unusable, leaving, preempted
    QString runId;
};

struct NodeParseResult
{
    QList<ComputeNode> nodes;
    QList<JsonIssue> issues;
};

/// `Usages_List` (`…/vmFamily/usages`, `…/workspace(s)/usages`, also `…/usages` of a workspace): `{value:[…]}`.
UsageParseResult parseUsages(const QByteArray& json, const QString& source);
/// `Quotas_List`: `{value:[{id,type,name{value},limit,unit}]}` as rows (current = 0).
UsageParseResult parseQuotas(const QByteArray& json, const QString& source);
/// Joins quota limits onto usage rows on name.value and scope (workspace / subscription). Rows of quotas with no
/// usage row are added. Returns the joined list.
QList<UsageRow> joinQuotas(const QList<UsageRow>& usages, const QList<UsageRow>& quotas);

/// `VirtualMachineSizes_List`: `{value:[…]}` (also `{amlCompute:[…]}`).
VmSizeParseResult parseVmSizes(const QByteArray& json, const QString& source);

/// `Compute_List` (`{value:[…]}`) or `Compute_Get` (one object).
ComputeParseResult parseComputes(const QByteArray& json, const QString& source);
/// One compute resource object (used by parseComputes).
ComputeTarget computeFromJson(const QJsonObject& resource, const QString& source, const QString& path,
                              QList<JsonIssue>* issues);

/// `Compute_ListNodes`: `{nodes:[…], nextLink}`.
NodeParseResult parseComputeNodes(const QByteArray& json, const QString& source);
/// Applies node state counts (idle, busy = running + preparing, unusable, preempted, leaving) to a target.
void applyNodeCounts(ComputeTarget& target, const QList<ComputeNode>& nodes);

/// The stable key of a pool / level ("dedicated", "lowPriority", "any"; "subscription", "workspace", "cluster").
QString corePoolKey(CorePool pool);
QString quotaLevelKey(QuotaLevel level);

/// A snapshot as JSON (the CLI's json output, tests) and back.
QJsonObject snapshotToJson(const ComputeSnapshot& snapshot);
QJsonObject usageRowToJson(const UsageRow& row);
QJsonObject computeTargetToJson(const ComputeTarget& target);
QJsonObject vmSizeToJson(const VmSize& size);
struct SnapshotParseResult
{
    ComputeSnapshot snapshot;
    QList<JsonIssue> issues;
};
SnapshotParseResult snapshotFromJson(const QByteArray& json, const QString& source);

} // namespace pw
