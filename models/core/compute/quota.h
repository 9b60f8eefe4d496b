// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"
#include "diagnostic.h"

#include <QList>
#include <QString>
#include <QStringList>

/// The pre-flight check: will a step, a pipeline or a cluster form fit the quota and the region's sizes before
/// anything is submitted. The arithmetic and the decision table are described in models/core/README.md
/// ("Compute and quota").
namespace pw {

struct PipelineSpec;

/// What a step (or a whole job) asks for.
struct ComputeDemand
{
    ComputeKind kind = ComputeKind::Serverless;
    QString computeName; // empty for serverless
    QString vmSize; // instance_type; empty: the compute's size (clusters) or the service's choice (serverless)
    int instanceCount = 1;
    bool lowPriority = false; // queue_settings.job_tier spot / basic, or a low-priority cluster
    QString step;
    QString cuda; // the environment's CUDA version, "11.8"; empty if not known
};

/// One finding of the pre-flight check.
struct PreflightFinding
{
    /// quota-no-quota, quota-insufficient, quota-in-use, vm-not-offered, vm-retired, vm-requires-approval,
    /// lowpriority-not-capable, preemptible, cluster-min-nodes, cluster-max-unreachable, cluster-region,
    /// instance-count-over-max, cluster-busy, cuda-too-old, compute-name, compute-unknown
    QString ruleId;
    Severity severity = Severity::Error;
    QString message; // plain words, translated
    QString fix; // what to do, translated
    int suggestedCount = -1; // the largest instance count that fits, when one does
    QStringList suggestedSizes; // sizes with enough free quota
};

/// The quota arithmetic of one demand (spec: need, free, cap).
struct QuotaFit
{
    int vCpusPerInstance = 0;
    qint64 need = 0;
    qint64 free = -1; // -1: unlimited
    qint64 cap = -1; // -1: unlimited
    CorePool pool = CorePool::Dedicated;
    QString family;
    QStringList rowKeys; // the usage rows that decided
};
QuotaFit quotaFit(const VmSize& size, int instanceCount, bool lowPriority, const ComputeSnapshot& snapshot);

QList<PreflightFinding> preflight(const ComputeDemand& demand, const ComputeSnapshot& snapshot);
QList<PreflightFinding> preflightCluster(const ClusterRequest& request, const ComputeSnapshot& snapshot);

/// Every step of a pipeline against a snapshot. Steps that may run at the same time (no path between them in
/// the pipeline graph) add up on a shared pool. Diagnostics carry the rule id, the step and its place.
Diagnostics preflightPipeline(const PipelineSpec& spec, const ComputeSnapshot& snapshot);
/// preflightPipeline() for a backend that may list no VM sizes (this machine): its snapshot is completed with the
/// common sizes of the catalog (VmCatalog::commonSizes()), and a size missing from those is then not reported,
/// since the common list is not a region's. The local backend's snapshot names no workspace computes, so a named
/// compute is not reported as unknown there.
Diagnostics preflightPipelineWithCatalog(const PipelineSpec& spec, ComputeSnapshot snapshot);

/// The CUDA version an environment reference names ("AzureML-ACPT-pytorch-1.13-py38-cuda11.7-gpu@latest",
/// "mcr.microsoft.com/azureml/openmpi4.1.0-cuda11.8-cudnn8-ubuntu22.04"): "11.7", "11.8"; empty when it names none.
QString cudaVersionOf(const QString& environment);

/// Used, limit, free and percent of one usage row (the dashboard).
struct QuotaSummary
{
    QString key;
    QString displayName;
    QString family;
    CorePool pool = CorePool::Any;
    QuotaLevel level = QuotaLevel::Subscription;
    qint64 used = 0;
    qint64 limit = -1; // -1: no limit of its own
    qint64 free = -1; // -1: unlimited
    double percent = 0; // used / limit × 100; 0 when unlimited or no quota
};
QuotaSummary summarize(const UsageRow& row);
QList<QuotaSummary> quotaSummaries(const ComputeSnapshot& snapshot);

/// The compute name rule (3–24 characters, a letter first, letters, digits and '-', not ending in '-<digits>').
/// Returns an empty string when valid, otherwise the reason in plain words.
QString clusterNameProblem(const QString& name);

/// The three outcomes of a serverless demand (no quota / too little / in use) in plain words with the fix.
enum class QuotaOutcome { Fits, NoQuota, Insufficient, WillQueue, TooLittleFree };
QuotaOutcome quotaOutcome(const QuotaFit& fit);
QString quotaOutcomeText(QuotaOutcome outcome, const QuotaFit& fit);

/// Sizes of the snapshot with free quota for `instanceCount` instances in the pool, with at least `minCores`
/// vCPUs each; GPU sizes when `gpu`, CPU sizes otherwise. Smallest first.
QStringList sizesWithQuota(const ComputeSnapshot& snapshot, int instanceCount, bool lowPriority, int minVCpus = 0,
                           bool gpu = false);

} // namespace pw
