// SPDX-License-Identifier: MIT
#pragma once

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

/// What a backend knows about compute: its targets (clusters, instances, Kubernetes computes with their
/// instance types, attached computes, this machine), the VM sizes of its region, and core usage against quota.
/// The local backend describes this machine in these terms; a remote workspace fills them from its REST API.
/// The shapes follow the Azure ML REST API (computes, vmSizes, usages, quotas); see models/core/README.md.
namespace pw {

/// The kinds of compute a step may run on or a workspace may hold.
enum class ComputeKind {
    Local, // this machine
    Serverless, // no compute named: the service provides one per job
    AmlCompute, // a compute cluster (managed, autoscaling)
    ComputeInstance, // a single managed VM
    Kubernetes, // an attached AKS / Arc Kubernetes cluster, used through instance types
    Attached, // VirtualMachine, Databricks, HDInsight, DataLakeAnalytics, SynapseSpark, …: shown, not created here
};
/// "local", "serverless", "amlcompute", "computeinstance", "kubernetes", "attached" (the `kind` strings of
/// ComputeTarget, stable for JSON and settings).
QString computeKindKey(ComputeKind kind);
std::optional<ComputeKind> computeKindFromKey(const QString& key);
/// The REST `computeType` ("AmlCompute", "ComputeInstance", "Kubernetes", "AKS", "VirtualMachine", …) as a kind.
ComputeKind computeKindFromRestType(const QString& computeType);

/// A Kubernetes instance type (`InstanceType` of amlarc.azureml.com/v1alpha1): node selector and resources.
/// Quantities are kept as written ("100m", "2", "1024Mi", "4Gi").
struct InstanceTypeSpec
{
    QString name;
    QMap<QString, QString> nodeSelector;
    QString requestsCpu;
    QString requestsMemory;
    QString limitsCpu;
    QString limitsMemory;
    QString limitsGpu; // nvidia.com/gpu, empty when not set
    QString requestsGpu; // only to report it: a GPU may be given under limits only
    bool isDefault = false; // the compute's default instance type
};

/// A compute target of a workspace (or this machine).
struct ComputeTarget
{
    QString name;
    QString kind; // computeKindKey(): local, serverless, amlcompute, computeinstance, kubernetes, attached
    QString computeType; // the REST computeType as reported ("AmlCompute", "Kubernetes", "Databricks", …)
    int cores = 0; // local: this machine's cores
    qint64 memoryBytes = 0; // local: this machine's memory
    QString state; // provisioning state: Creating, Updating, Deleting, Succeeded, Failed, Canceled, Unknown; local: Running
    QString description;
    QString location;
    QString resourceId;
    bool attached = false; // created outside the workspace and attached to it
    QStringList errors; // provisioningErrors / errors, messages as the service wrote them

    // AmlCompute (cluster) and ComputeInstance
    QString vmSize; // "STANDARD_DS3_V2"
    QString vmPriority; // Dedicated, LowPriority
    int minNodes = 0;
    int maxNodes = 0;
    QString idleTimeBeforeScaleDown; // ISO 8601 duration, "PT120S"
    QString allocationState; // Steady, Resizing
    int currentNodes = 0;
    int targetNodes = 0;
    int idleNodes = 0;
    int busyNodes = 0; // running + preparing
    int unusableNodes = 0;
    int preemptedNodes = 0;
    int leavingNodes = 0;
    QString identityType; // SystemAssigned, UserAssigned, "SystemAssigned,UserAssigned", None

    // Kubernetes
    QList<InstanceTypeSpec> instanceTypes;
    QString defaultInstanceType;
};

/// A VM size of a region (REST vmSizes): what it offers and where it may run.
struct VmSize
{
    QString name; // Standard_DS3_v2
    QString family; // standardDSv2Family
    int vCpus = 0;
    int gpus = 0;
    double memoryGB = 0;
    bool lowPriorityCapable = false;
    bool premiumIO = false;
    QStringList supportedComputeTypes; // AmlCompute, ComputeInstance, MIR
    QString currency; // USD
    std::optional<double> pricePerHour; // Linux, Standard tier
    std::optional<double> lowPriorityPricePerHour; // Linux, LowPriority or Spot tier
    QString priceSource; // empty: the backend's own list; else where the price came from (a retail price list)
};

/// A series of VM sizes as the product's catalog describes it (resources/compute/vmfamilies.json): the
/// families Azure ML supports, their category, whether their quota needs approval, their GPU architecture and
/// the CUDA versions it runs, and whether the series is retired.
struct VmFamilyInfo
{
    QString series; // "DSv2", "NCsv3"
    QStringList families; // REST family keys: "standardDSv2Family"
    QString category; // general, memory, compute, hpc, gpu
    bool requiresApproval = false;
    bool isolatedSizes = false;
    QStringList isolatedSizeNames; // the sizes of the series that run on a host of their own
    QString gpuArchitecture; // Volta, Pascal, …; empty for CPU series
    QString minCuda; // "9.0"
    QDate retiredOn; // valid: the series is retired
    QString note;
    QString source; // where the entry comes from; "retiredSource" tells where a retirement date comes from
};

/// Which pool of cores a usage row counts.
enum class CorePool { Dedicated, LowPriority, Any };

/// Where a usage or quota row applies.
enum class QuotaLevel { Subscription, Workspace, Cluster };

/// One row of core usage against its limit (REST usages joined with quotas).
struct UsageRow
{
    QString key; // name.value: "Standard DSv2 Family Cluster Dedicated vCPUs", "Serverless", …
    QString displayName; // name.localizedValue
    QString group; // vmFamily, totalCores, dedicatedCores, lowPriorityCores, workspace, compute, serverless
    QuotaLevel level = QuotaLevel::Subscription;
    CorePool pool = CorePool::Any;
    QString family; // REST family key when the row is per family: "standardDSv2Family"
    QString workspace; // for workspace and cluster rows
    QString cluster; // for cluster rows
    qint64 current = 0; // cores in use
    qint64 limit = -1; // -1: no limit of its own; 0: no quota
    QString id; // scope as the service wrote it
    QString unit = QStringLiteral("Count");
};

/// Cores in use at a time (usage over time, per pool or family).
struct UsageSample
{
    QDateTime time; // UTC
    QString key; // the UsageRow key it belongs to
    double current = 0;
    double limit = -1;
};

/// Everything the picker, the dashboard and the pre-flight check need from a backend, taken at one time.
struct ComputeSnapshot
{
    QString backendId; // "local", "azure"
    QString location; // region ("this machine" for local)
    QString workspace;
    QDateTime takenAt; // UTC
    QList<ComputeTarget> computes;
    QList<VmSize> vmSizes;
    QList<UsageRow> usages;
    QString error; // non-empty: the snapshot could not be (fully) taken; the message says why and where
};

/// The outcome of an operation on a compute (create, resize, delete).
struct ComputeOperationResult
{
    bool ok = false;
    QString message; // plain words; the service's message verbatim when it refused
};

/// A request to create or update a cluster (the cluster form).
struct ClusterRequest
{
    QString name;
    QString vmSize;
    QString location; // empty: the workspace's
    int minNodes = 0;
    int maxNodes = 1;
    int idleSecondsBeforeScaleDown = 120;
    bool lowPriority = false;
    QString identityType; // empty: none; SystemAssigned; UserAssigned
    QStringList userAssignedIdentities;
    QString description;
};

} // namespace pw

Q_DECLARE_METATYPE(pw::ComputeSnapshot)
Q_DECLARE_METATYPE(pw::ComputeOperationResult)
