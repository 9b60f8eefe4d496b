// SPDX-License-Identifier: MIT
#include "resolvedstep.h"

#include "azuremlvalues.h"
#include "yamljson.h"
#include "yamltree.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonObject>

#include <cmath>

namespace pw {

namespace {

/// The value under `key` of a mapping, with where it is written; unset when the key is missing or null.
ResolvedValue valueAt(const yaml::Node* map, const char* key, ValueOrigin origin, const QString& file)
{
    ResolvedValue v;
    if (!map || !map->isMap())
        return v;
    const yaml::Node* n = map->get(key);
    if (!n || n->isNull())
        return v;
    v.value = yamlToJson(*n);
    v.origin = origin;
    v.file = file;
    v.loc = SourceLoc {n->pos.line, n->pos.col};
    if (n->isMap())
        for (const yaml::Entry& e : n->entries)
            if (e.key) {
                const yaml::Node* at = e.value ? e.value.get() : e.key.get();
                v.memberLocs.insert(QString::fromStdString(e.key->value), SourceLoc {at->pos.line, at->pos.col});
            }
    return v;
}

const ResolvedValue& pick(const ResolvedValue& own, const ResolvedValue& fallback)
{
    return own.isSet() ? own : fallback;
}

bool isLocalReference(const QString& v)
{
    return !v.startsWith(QLatin1String("azureml:"), Qt::CaseInsensitive) && !v.contains(QLatin1String("://"))
        && !v.startsWith(QLatin1String("git+"), Qt::CaseInsensitive);
}

QString absoluteFrom(const QString& baseDir, QString v)
{
    v = v.trimmed();
    if (v.startsWith(QLatin1String("file:")))
        v = v.mid(5);
    return QDir::cleanPath(QDir(baseDir).absoluteFilePath(v));
}

/// The task mapping of a parallel step or component.
const yaml::Node* taskOf(const yaml::Node* n)
{
    const yaml::Node* t = n && n->isMap() ? n->get("task") : nullptr;
    return t && t->isMap() ? t : nullptr;
}

void addVariables(QMap<QString, ResolvedValue>& out, const yaml::Node* map, ValueOrigin origin, const QString& file)
{
    const yaml::Node* ev = map && map->isMap() ? map->get("environment_variables") : nullptr;
    if (!ev || !ev->isMap())
        return;
    for (const auto& e : ev->entries) {
        ResolvedValue v;
        // values are strings to the service, whatever YAML makes of them
        v.value = e.value && e.value->isScalar() ? QJsonValue(QString::fromStdString(e.value->value)) : QJsonValue(QString());
        v.origin = origin;
        v.file = file;
        v.loc = SourceLoc {e.key->pos.line, e.key->pos.col};
        out.insert(QString::fromStdString(e.key->value), v);
    }
}

} // namespace

QString valueOriginName(ValueOrigin origin)
{
    switch (origin) {
    case ValueOrigin::Step:
        return QStringLiteral("step");
    case ValueOrigin::Component:
        return QStringLiteral("component");
    case ValueOrigin::Pipeline:
        return QStringLiteral("pipeline");
    case ValueOrigin::None:
        break;
    }
    return QString();
}

QString ResolvedValue::text() const
{
    if (value.isString())
        return value.toString();
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (std::floor(d) == d && std::abs(d) < 9e15)
            return QString::number(qint64(d));
        return QString::number(d, 'g', 17);
    }
    return QString();
}

int ResolvedValue::toInt(int fallback) const
{
    if (value.isDouble()) {
        const double d = value.toDouble();
        return std::floor(d) == d && std::abs(d) < 2e9 ? int(d) : fallback;
    }
    bool ok = false;
    const int i = text().trimmed().toInt(&ok);
    return ok ? i : fallback;
}

QJsonValue ResolvedValue::member(const QString& key) const
{
    return value.isObject() ? value.toObject().value(key) : QJsonValue(QJsonValue::Undefined);
}

ResolvedValue ResolvedValue::at(const QString& key) const
{
    ResolvedValue v = *this;
    v.value = member(key);
    v.loc = memberLocs.value(key, loc);
    v.memberLocs.clear();
    if (v.value.isUndefined() || v.value.isNull())
        v.origin = ValueOrigin::None;
    return v;
}

QString ResolvedValue::baseDir() const
{
    return QFileInfo(file).absolutePath();
}

const ResolvedPort* ResolvedStep::input(const QString& name) const
{
    for (const ResolvedPort& p : inputs)
        if (p.name == name)
            return &p;
    return nullptr;
}

const ResolvedPort* ResolvedStep::output(const QString& name) const
{
    for (const ResolvedPort& p : outputs)
        if (p.name == name)
            return &p;
    return nullptr;
}

int ResolvedStep::instanceCount() const
{
    return std::max(1, resources.at(QStringLiteral("instance_count")).toInt(1));
}

QString ResolvedStep::distributionType() const
{
    return distribution.member(QStringLiteral("type")).toString().trimmed().toLower();
}

int ResolvedStep::processCountPerInstance() const
{
    return std::max(1, distribution.at(QStringLiteral("process_count_per_instance")).toInt(1));
}

qint64 ResolvedStep::miniBatchSizeValue(QString* why) const
{
    if (!parallel.miniBatchSize.isSet())
        return 0;
    return parseMiniBatchSize(parallel.miniBatchSize.text(), why);
}

ResolvedStep resolveStep(const PipelineSpec& pipeline, const Step& step)
{
    ResolvedStep r;
    r.name = step.name;
    r.kind = step.kind;
    r.file = pipeline.file;
    const ComponentSpec* c = step.resolved.get();
    if (step.component.kind == ComponentRef::Kind::File)
        r.componentFile = step.component.path;
    const QString compFile = r.componentFile.isEmpty() ? pipeline.file : r.componentFile;
    const yaml::Node* own = step.node.get();
    const yaml::Node* comp = c ? c->node.get() : nullptr;
    auto both = [&](const char* key) {
        return pick(valueAt(own, key, ValueOrigin::Step, r.file), valueAt(comp, key, ValueOrigin::Component, compFile));
    };

    r.command = both("command");
    r.resources = both("resources");
    r.distribution = both("distribution");
    // the node's own only: azure-ai-ml's components have no limits, queue settings, identity or services
    r.limits = valueAt(own, "limits", ValueOrigin::Step, r.file);
    r.queueSettings = valueAt(own, "queue_settings", ValueOrigin::Step, r.file);
    r.identity = valueAt(own, "identity", ValueOrigin::Step, r.file);
    r.services = valueAt(own, "services", ValueOrigin::Step, r.file);

    if (step.kind == StepKind::Opaque && step.type.value.trimmed().toLower() == QLatin1String("sweep")) {
        r.isSweep = true;
        r.sweep.samplingAlgorithm = valueAt(own, "sampling_algorithm", ValueOrigin::Step, r.file);
        r.sweep.searchSpace = valueAt(own, "search_space", ValueOrigin::Step, r.file);
        r.sweep.objective = valueAt(own, "objective", ValueOrigin::Step, r.file);
        r.sweep.earlyTermination = valueAt(own, "early_termination", ValueOrigin::Step, r.file);
    }

    if (step.kind == StepKind::Opaque && step.type.value.trimmed().toLower() == QLatin1String("spark")) {
        r.isSpark = true;
        r.spark.entry = both("entry");
        r.spark.args = both("args");
        r.spark.conf = both("conf");
        r.spark.pyFiles = both("py_files");
        r.spark.jars = both("jars");
        r.spark.files = both("files");
        r.spark.archives = both("archives");
    }

    const yaml::Node* taskNode = nullptr; // the task in effect, and the file it is written in
    QString taskFile;
    if (step.kind == StepKind::Parallel) {
        ResolvedStep::Parallel& p = r.parallel;
        p.inputData = both("input_data");
        p.miniBatchSize = both("mini_batch_size");
        p.partitionKeys = both("partition_keys");
        p.maxConcurrencyPerInstance = both("max_concurrency_per_instance");
        p.miniBatchErrorThreshold = both("mini_batch_error_threshold");
        p.errorThreshold = both("error_threshold");
        p.loggingLevel = both("logging_level");
        p.retrySettings = both("retry_settings");
        p.task = both("task");
        if (p.task.origin == ValueOrigin::Step) {
            taskNode = taskOf(own);
            taskFile = r.file;
        } else if (p.task.origin == ValueOrigin::Component) {
            taskNode = taskOf(comp);
            taskFile = compFile;
        }
        r.code = valueAt(taskNode, "code", p.task.origin, taskFile);
        r.environment = pick(valueAt(taskNode, "environment", p.task.origin, taskFile), both("environment"));
    } else {
        r.code = both("code");
        r.environment = both("environment");
    }
    // only the step's own: a component has no environment variables (azure-ai-ml's CommandComponentSchema excludes
    // them, a parallel task's schema has none), so the service never sees any written there
    addVariables(r.environmentVariables, own, ValueOrigin::Step, r.file);

    if (const QString code = r.code.text().trimmed(); !code.isEmpty() && isLocalReference(code)) {
        r.codePath = absoluteFrom(r.code.baseDir(), code);
        r.codeIsFile = QFileInfo(r.codePath).isFile();
    }

    // a port's type: the step's inline declaration, the component's, the pipeline's input or output it is bound to
    auto port = [&](const QString& name, const StepPort* sp, const PortDecl* decl) {
        ResolvedPort p;
        p.name = name;
        p.declared = decl != nullptr;
        p.bound = sp != nullptr;
        if (sp) {
            p.binding = sp->binding;
            p.path = sp->decl.path.value;
        }
        if (sp && sp->inlineDecl && sp->decl.type) {
            p.type = sp->decl.type.value.trimmed();
            p.typeFrom = ValueOrigin::Step;
        } else if (decl && decl->type) {
            p.type = decl->type.value.trimmed();
            p.typeFrom = ValueOrigin::Component;
        } else if (sp && !sp->parentType.isEmpty()) {
            p.type = sp->parentType;
            p.typeFrom = ValueOrigin::Pipeline;
        }
        p.mode = sp && sp->inlineDecl && sp->decl.mode ? sp->decl.mode.value.trimmed()
                                                       : (decl && decl->mode ? decl->mode.value.trimmed() : QString());
        return p;
    };
    for (const QString& name : step.inputNames())
        r.inputs << port(name, step.input(name), c ? c->input(name) : nullptr);
    for (const QString& name : step.outputNames()) {
        r.outputs << port(name, step.output(name), c ? c->output(name) : nullptr);
        if (r.outputs.last().type.isEmpty())
            r.outputs.last().type = QStringLiteral("uri_folder"); // outputs nothing types are folders in Azure ML
    }
    return r;
}

} // namespace pw
