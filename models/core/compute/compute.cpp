// SPDX-License-Identifier: MIT
#include "compute.h"

namespace pw {

QString computeKindKey(ComputeKind kind)
{
    switch (kind) {
    case ComputeKind::Local: return QStringLiteral("local");
    case ComputeKind::Serverless: return QStringLiteral("serverless");
    case ComputeKind::AmlCompute: return QStringLiteral("amlcompute");
    case ComputeKind::ComputeInstance: return QStringLiteral("computeinstance");
    case ComputeKind::Kubernetes: return QStringLiteral("kubernetes");
    case ComputeKind::Attached: return QStringLiteral("attached");
    }
    return QStringLiteral("attached");
}

std::optional<ComputeKind> computeKindFromKey(const QString& key)
{
    const QString k = key.trimmed().toLower();
    for (ComputeKind kind : {ComputeKind::Local, ComputeKind::Serverless, ComputeKind::AmlCompute,
                             ComputeKind::ComputeInstance, ComputeKind::Kubernetes, ComputeKind::Attached}) {
        if (computeKindKey(kind) == k)
            return kind;
    }
    return std::nullopt;
}

ComputeKind computeKindFromRestType(const QString& computeType)
{
    const QString t = computeType.trimmed().toLower();
    if (t == QLatin1String("amlcompute"))
        return ComputeKind::AmlCompute;
    if (t == QLatin1String("computeinstance"))
        return ComputeKind::ComputeInstance;
    if (t == QLatin1String("kubernetes"))
        return ComputeKind::Kubernetes;
    if (t == QLatin1String("serverless"))
        return ComputeKind::Serverless;
    if (t == QLatin1String("local"))
        return ComputeKind::Local;
    // AKS (inference), VirtualMachine, Databricks, HDInsight, DataLakeAnalytics, SynapseSpark, DataFactory, …
    return ComputeKind::Attached;
}

} // namespace pw
