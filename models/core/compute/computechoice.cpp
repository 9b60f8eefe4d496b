// SPDX-License-Identifier: MIT
#include "computechoice.h"

#include "pipelinedocument.h"
#include "pipelinespec.h"
#include "undostack.h"

#include <QCoreApplication>

namespace pw {

namespace {

    QString computeValue(const ComputeChoice& c)
    {
        switch (c.kind) {
        case ComputeChoice::Kind::Serverless: return QStringLiteral("azureml:serverless");
        case ComputeChoice::Kind::Local: return QStringLiteral("local");
        case ComputeChoice::Kind::Cluster:
        case ComputeChoice::Kind::Kubernetes:
            return c.computeName.startsWith(QLatin1String("azureml:")) ? c.computeName
                                                                        : QStringLiteral("azureml:") + c.computeName;
        case ComputeChoice::Kind::PipelineDefault: break;
        }
        return {};
    }

    bool defaultIsServerless(const PipelineSpec& spec)
    {
        const ComputeRef::Kind k = spec.settings.defaultCompute.kind;
        return k == ComputeRef::Kind::Default || k == ComputeRef::Kind::Serverless;
    }

    /// The keys a choice sets for a step, and those it removes (null value).
    QList<QPair<QStringList, std::optional<QString>>> stepEdits(const ComputeChoice& c, bool serverlessDefault,
                                                                 const Step* current)
    {
        using Edit = QPair<QStringList, std::optional<QString>>;
        QList<Edit> edits;
        const QStringList compute {QStringLiteral("compute")};
        const QStringList type {QStringLiteral("resources"), QStringLiteral("instance_type")};
        const QStringList count {QStringLiteral("resources"), QStringLiteral("instance_count")};
        const QStringList tier {QStringLiteral("queue_settings"), QStringLiteral("job_tier")};
        const QStringList identity {QStringLiteral("identity"), QStringLiteral("type")};
        const bool hadCount = current && current->instanceCount.present;
        auto countEdit = [&] {
            if (c.instanceCount > 1 || hadCount)
                edits << Edit(count, QString::number(std::max(1, c.instanceCount)));
        };
        switch (c.kind) {
        case ComputeChoice::Kind::PipelineDefault: edits << Edit(compute, std::nullopt); break;
        case ComputeChoice::Kind::Serverless:
            // omitting compute is serverless when the pipeline's default is too
            edits << Edit(compute, serverlessDefault ? std::nullopt : std::optional<QString>(computeValue(c)));
            edits << Edit(type, c.instanceType.isEmpty() ? std::nullopt : std::optional<QString>(c.instanceType));
            countEdit();
            if (c.spot)
                edits << Edit(tier, QStringLiteral("Spot"));
            else if (current && current->jobTier.present)
                edits << Edit(tier, QStringLiteral("Standard"));
            break;
        case ComputeChoice::Kind::Cluster:
            edits << Edit(compute, computeValue(c));
            edits << Edit(type, std::nullopt); // a cluster has one VM size
            countEdit();
            edits << Edit(tier, std::nullopt); // the cluster's priority decides
            break;
        case ComputeChoice::Kind::Kubernetes:
            edits << Edit(compute, computeValue(c));
            edits << Edit(type, c.instanceType.isEmpty() ? std::nullopt : std::optional<QString>(c.instanceType));
            countEdit();
            edits << Edit(tier, std::nullopt);
            break;
        case ComputeChoice::Kind::Local: edits << Edit(compute, computeValue(c)); break;
        }
        if (c.kind == ComputeChoice::Kind::Serverless || c.kind == ComputeChoice::Kind::Cluster
            || c.kind == ComputeChoice::Kind::Kubernetes) {
            if (!c.identity.isEmpty())
                edits << Edit(identity, c.identity);
            else if (current && current->identityType.present)
                edits << Edit(identity, std::nullopt);
        }
        return edits;
    }

} // namespace

ComputeChoice currentComputeChoice(const PipelineDocument& document, const QString& step,
                                   const QMap<QString, QString>& computeKinds)
{
    ComputeChoice c;
    const PipelineSpec& spec = document.spec();
    const ComputeRef* ref = &spec.settings.defaultCompute;
    const Step* s = step.isEmpty() ? nullptr : spec.step(step);
    if (s) {
        ref = &s->compute;
        c.instanceType = s->instanceType.value;
        bool ok = false;
        const int n = s->instanceCount.value.toInt(&ok);
        c.instanceCount = ok && n > 0 ? n : 1;
        c.spot = s->jobTier.value.compare(QLatin1String("spot"), Qt::CaseInsensitive) == 0;
        c.identity = s->identityType.value;
    }
    switch (ref->kind) {
    case ComputeRef::Kind::Default: c.kind = s ? ComputeChoice::Kind::PipelineDefault : ComputeChoice::Kind::Serverless; break;
    case ComputeRef::Kind::Serverless: c.kind = ComputeChoice::Kind::Serverless; break;
    case ComputeRef::Kind::Local: c.kind = ComputeChoice::Kind::Local; break;
    case ComputeRef::Kind::Named:
    case ComputeRef::Kind::Expression:
        c.computeName = ref->kind == ComputeRef::Kind::Named ? ref->name : ref->field.value;
        c.kind = computeKinds.value(c.computeName) == computeKindKey(ComputeKind::Kubernetes) ? ComputeChoice::Kind::Kubernetes
                                                                                              : ComputeChoice::Kind::Cluster;
        break;
    }
    return c;
}

bool applyComputeChoice(PipelineDocument& document, const QString& step, const ComputeChoice& choice, QString* error)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!document.isParsed() || !document.isPipeline())
        return fail(QCoreApplication::translate("pw::ComputeChoice", "The file is not a pipeline that could be read; fix its YAML first."));
    if (document.isReadOnly())
        return fail(QCoreApplication::translate("pw::ComputeChoice", "The file is read-only."));
    const PipelineSpec& spec = document.spec();
    UndoStack* undo = document.undoStack();
    if (step.isEmpty()) {
        if (choice.kind == ComputeChoice::Kind::PipelineDefault)
            return fail(QCoreApplication::translate("pw::ComputeChoice", "The pipeline's default compute cannot be the pipeline default."));
        undo->beginMacro(QCoreApplication::translate("pw::ComputeChoice", "Set the pipeline's default compute"));
        const bool ok = document.setScalar({QStringLiteral("settings"), QStringLiteral("default_compute")}, computeValue(choice));
        undo->endMacro();
        return ok ? true : fail(QCoreApplication::translate("pw::ComputeChoice", "The default compute could not be written."));
    }
    const Step* current = spec.step(step);
    if (!current)
        return fail(QCoreApplication::translate("pw::ComputeChoice", "There is no step %1 in this pipeline.").arg(step));
    const auto edits = stepEdits(choice, defaultIsServerless(spec), current);
    undo->beginMacro(QCoreApplication::translate("pw::ComputeChoice", "Set compute of %1").arg(step));
    bool ok = true;
    for (const auto& [path, value] : edits) {
        QStringList full {QStringLiteral("jobs"), step};
        full += path;
        if (value) {
            if (path.last() == QLatin1String("instance_count"))
                ok = document.setUnquoted(full, QString::number(value->toLongLong())) && ok;
            else
                ok = document.setScalar(full, *value) && ok;
        } else if (document.field(full).exists()) {
            ok = document.remove(full) && ok;
            // an emptied parent (resources:, queue_settings:, identity:) goes too
            const QStringList parent = full.mid(0, full.size() - 1);
            if (parent.size() > 2) {
                if (document.field(parent).isMap() && document.entries(parent).isEmpty())
                    document.remove(parent);
            }
        }
    }
    undo->endMacro();
    return ok ? true : fail(QCoreApplication::translate("pw::ComputeChoice", "Some of the compute settings of %1 could not be written.").arg(step));
}

QString computeChoicePreview(const ComputeChoice& choice, const QString& step, bool pipelineDefaultIsServerless)
{
    if (step.isEmpty())
        return QStringLiteral("settings:\n  default_compute: %1\n").arg(computeValue(choice));
    QString out = QStringLiteral("jobs:\n  %1:\n").arg(step);
    const auto edits = stepEdits(choice, pipelineDefaultIsServerless, nullptr);
    QString section;
    for (const auto& [path, value] : edits) {
        if (!value)
            continue;
        if (path.size() == 1) {
            out += QStringLiteral("    %1: %2\n").arg(path.first(), *value);
            continue;
        }
        if (path.first() != section) {
            section = path.first();
            out += QStringLiteral("    %1:\n").arg(section);
        }
        out += QStringLiteral("      %1: %2\n").arg(path.last(), *value);
    }
    return out;
}

} // namespace pw
