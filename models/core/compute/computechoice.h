// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"

#include <QString>
#include <QStringList>

#include <optional>

/// What the compute picker chose for the pipeline's default or for one step, and the YAML it writes: exactly the
/// keys `az ml job create` reads (`compute`, `settings.default_compute`, `resources.instance_type`,
/// `resources.instance_count`, `queue_settings.job_tier`, `identity.type`), through the document's editing API so
/// that the change is one undo step and everything else in the file stays as it was.
namespace pw {

class PipelineDocument;

struct ComputeChoice
{
    enum class Kind {
        PipelineDefault, // a step only: no `compute` of its own
        Serverless,
        Cluster, // an AmlCompute cluster (or a compute instance) by name
        Kubernetes, // a Kubernetes compute by name, with an instance type
        Local,
    };
    Kind kind = Kind::Serverless;
    QString computeName; // Cluster, Kubernetes
    QString instanceType; // Serverless: VM size (empty: the service picks); Kubernetes: instance type (empty: default)
    int instanceCount = 1;
    bool spot = false; // Serverless: queue_settings.job_tier Spot, else Standard
    QString identity; // empty: not set; user_identity, managed, aml_token
};

/// The choice a step (empty `step`: the pipeline default) holds now, read from the document's spec.
/// `computeKinds` maps a compute name to its kind key (computeKindKey) to tell Kubernetes computes apart.
ComputeChoice currentComputeChoice(const PipelineDocument& document, const QString& step,
                                   const QMap<QString, QString>& computeKinds = {});

/// Write `choice` for `step` (empty: the pipeline's `settings.default_compute`) as one undoable edit. Returns
/// false with a message when the document cannot take it (not parsed, read-only, no such step).
bool applyComputeChoice(PipelineDocument& document, const QString& step, const ComputeChoice& choice,
                        QString* error = nullptr);

/// The YAML lines the choice stands for (shown by the picker before it writes).
QString computeChoicePreview(const ComputeChoice& choice, const QString& step, bool pipelineDefaultIsServerless);

} // namespace pw
