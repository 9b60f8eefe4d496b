// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"
#include "diagnostic.h"

#include <QByteArray>
#include <QList>
#include <QString>

/// Kubernetes instance types (`InstanceType` / `InstanceTypeList` of amlarc.azureml.com/v1alpha1): reading them
/// from YAML with the place of every value, checking them, and writing them for `kubectl apply`.
namespace pw {

/// The checks of one instance type (requests ≤ limits, GPU only under limits and an integer, CPU as cores or
/// millicores, memory with Ki/Mi/Gi/K/M/G units, nothing 0 or empty, the name a DNS label).
Diagnostics validateInstanceType(const InstanceTypeSpec& type, const QString& file = QString(), int line = 0,
                                 int col = 0);

/// A CPU quantity in millicores ("100m" → 100, "2" → 2000, "0.5" → 500); -1 if malformed.
qint64 parseCpuMillicores(const QString& quantity);
/// A memory quantity in bytes ("1024Mi", "4Gi", "1G", "500M", "2048"); -1 if malformed.
qint64 parseMemoryBytes(const QString& quantity);

/// YAML for `kubectl apply -f`: one `InstanceType`, or an `InstanceTypeList` for several.
QByteArray writeInstanceTypes(const QList<InstanceTypeSpec>& types);

/// The `resources` check of a step on a Kubernetes compute: its limits must be below the instance type's
/// (the named type, or the compute's default). Empty when it fits.
struct StepResources
{
    QString instanceType; // empty: the compute's default
    QString limitsCpu;
    QString limitsMemory;
    QString limitsGpu;
};
Diagnostics checkStepResources(const StepResources& resources, const ComputeTarget& compute,
                               const QString& step = QString());

} // namespace pw
