// SPDX-License-Identifier: MIT
// The request bodies of a submission, built from the pipeline model and the workspace's answers without any network:
// anonymous environments and components, and the PipelineJob with its steps as azure-ai-ml writes them.
#include "azuresubmit.h"
#include "azuresubmit_p.h"

#include "azuremlvalues.h"
#include "azuretexts.h"
#include "pythonvalues.h"
#include "resolvedstep.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QUuid>

#include <algorithm>
#include <utility>

namespace pw::azure {

using namespace submitdetail;


QString submitdetail::restMode(const QString& mode)
{
    static const QHash<QString, QString> names {{QStringLiteral("ro_mount"), QStringLiteral("ReadOnlyMount")},
                                                {QStringLiteral("rw_mount"), QStringLiteral("ReadWriteMount")},
                                                {QStringLiteral("download"), QStringLiteral("Download")},
                                                {QStringLiteral("direct"), QStringLiteral("Direct")},
                                                {QStringLiteral("eval_mount"), QStringLiteral("EvalMount")},
                                                {QStringLiteral("eval_download"), QStringLiteral("EvalDownload")},
                                                {QStringLiteral("upload"), QStringLiteral("Upload")}};
    const QString m = mode.trimmed();
    return names.value(m.toLower(), m);
}

namespace {

QJsonObject stringMap(const YamlData* n)
{
    QJsonObject out;
    if (n && n->isMap())
        for (const DataEntry& e : entriesOf(n))
            out.insert(e.first, e.value && e.value->isScalar() ? e.value->text : QString());
    return out;
}

} // namespace

/// A component's mini_batch_size as azure-ai-ml writes it: the count or the bytes, as a string ("10kb" -> "10240").
QString submitdetail::miniBatchSizeText(const QJsonValue& written)
{
    const QString text = written.isDouble() ? QString::number(qint64(written.toDouble())) : written.toString().trimmed();
    QString why;
    const qint64 size = parseMiniBatchSize(text, &why);
    return size > 0 ? QString::number(size) : text;
}

namespace {

/// A component file's definition as azure-ai-ml registers it anonymously: its interface's values as strings, the
/// name azureml_anonymous, is_deterministic (true unless written), a parallel task without environment_variables
/// (azure-ai-ml's task schema has none: the service never sees them).
void asAnonymousComponent(QJsonObject& spec)
{
    spec.insert(QStringLiteral("name"), QStringLiteral("azureml_anonymous"));
    if (!spec.contains(QLatin1String("is_deterministic")))
        spec.insert(QStringLiteral("is_deterministic"), true);
    QJsonObject inputs = spec.value(QLatin1String("inputs")).toObject();
    for (auto it = inputs.begin(); it != inputs.end(); ++it) {
        QJsonObject in = it->toObject();
        const QString type = in.value(QLatin1String("type")).toString();
        for (const char* key : {"default", "min", "max"})
            if (in.contains(QLatin1String(key)))
                in.insert(QLatin1String(key), interfaceValue(in.value(QLatin1String(key)), type));
        *it = in;
    }
    if (!inputs.isEmpty())
        spec.insert(QStringLiteral("inputs"), inputs);
    if (spec.value(QLatin1String("task")).isObject()) {
        QJsonObject task = spec.value(QLatin1String("task")).toObject();
        task.remove(QStringLiteral("environment_variables"));
        spec.insert(QStringLiteral("task"), task);
    }
}

QString md5Hex(const QJsonObject& o)
{
    return QString::fromLatin1(QCryptographicHash::hash(QJsonDocument(o).toJson(QJsonDocument::Compact), QCryptographicHash::Md5).toHex());
}

/// The parts of the SubmitPlan made from the pipeline and the workspace's answers.
class Builder
{
    Q_DECLARE_TR_FUNCTIONS(pw::azure::Builder)

public:
    Builder(const SubmitSource& s, const SubmitResolved& r, SubmitPlan& plan)
        : s(s), r(r), plan(plan)
    {
        top.spec = s.spec;
        top.root = s.root;
        top.file = s.file;
        top.dir = QFileInfo(s.file).absolutePath();
        sc = &top;
    }

    void error(const QString& file, int line, const QString& message) { plan.errors << place(file, line) + QStringLiteral(": ") + message; }

    /// A component definition's mapping, read once per definition.
    const YamlData* componentNode(const ComponentSpec& component)
    {
        std::shared_ptr<const YamlData>& d = componentNodes[&component];
        if (!d)
            d = std::make_shared<const YamlData>(componentData(component));
        return d.get();
    }
    QHash<const ComponentSpec*, std::shared_ptr<const YamlData>> componentNodes;

    QJsonValue compute(const ComputeRef& c) const
    {
        switch (c.kind) {
        case ComputeRef::Kind::Named:
            return computeArmId(r.ws, c.name);
        case ComputeRef::Kind::Serverless:
            return QStringLiteral("serverless");
        case ComputeRef::Kind::Expression:
            return c.name;
        default:
            return QJsonValue::Undefined;
        }
    }

    /// A component's `code`: a local path becomes the code version made of it.
    QJsonValue code(const YamlData* n, const QString& baseDir, const QString& file, const YamlData* includesFrom = nullptr)
    {
        const QString v = scalar(n).trimmed();
        if (v.isEmpty())
            return QJsonValue::Undefined;
        if (!isLocalReference(v))
            return v;
        const QString id = r.codeIds.value(codeSnapshotKey(absoluteFrom(baseDir, v), includesFrom, baseDir));
        if (id.isEmpty()) {
            error(file, n->loc.line, tr("the code %1 has no code version in the workspace").arg(v));
            return QJsonValue::Undefined;
        }
        return QString(QStringLiteral("azureml:") + id);
    }

    /// An `environment`: a reference as written, or an environment written here registered as an anonymous one.
    QJsonValue environment(const YamlData* env, const QString& baseDir, const QString& file, const QString& what)
    {
        if (!env || env->isNull())
            return QJsonValue::Undefined;
        if (env->isScalar())
            return env->text.trimmed();
        if (!env->isMap()) {
            error(file, env->loc.line, tr("%1: the environment must be a reference or a mapping").arg(what));
            return QJsonValue::Undefined;
        }
        QJsonObject props;
        if (const YamlData* build = child(env, QStringLiteral("build"))) {
            // BuildContext._to_rest_object: the context's URL (a local folder as uploaded) and the Dockerfile if named
            const QString path = scalar(child(build, QStringLiteral("path"))).trimmed();
            const QString uri = isLocalReference(path) ? r.buildContextUris.value(absoluteFrom(baseDir, path)) : path;
            if (uri.isEmpty()) {
                error(file, build->loc.line, tr("%1: the Docker context %2 was not uploaded").arg(what, path));
                return QJsonValue::Undefined;
            }
            QJsonObject b {{QStringLiteral("contextUri"), uri}};
            if (const QString dockerfile = scalar(child(build, QStringLiteral("dockerfile_path"))).trimmed(); !dockerfile.isEmpty())
                b.insert(QStringLiteral("dockerfilePath"), dockerfile);
            props.insert(QStringLiteral("build"), b);
        } else {
            const QString image = scalar(child(env, QStringLiteral("image"))).trimmed();
            if (image.isEmpty()) {
                error(file, env->loc.line, tr("%1: the environment names no image").arg(what));
                return QJsonValue::Undefined;
            }
            props.insert(QStringLiteral("image"), image);
        }
        if (const YamlData* conda = child(env, QStringLiteral("conda_file")); conda && !conda->isNull()) {
            if (conda->isScalar()) {
                const QString path = absoluteFrom(baseDir, conda->text);
                QFile f(path);
                if (!f.open(QIODevice::ReadOnly)) {
                    error(file, conda->loc.line, tr("%1: cannot read the conda file %2: %3").arg(what, QDir::toNativeSeparators(path), f.errorString()));
                    return QJsonValue::Undefined;
                }
                props.insert(QStringLiteral("condaFile"), QString::fromUtf8(f.readAll()));
            } else {
                props.insert(QStringLiteral("condaFile"), yamlBlockText(*conda, 0));
            }
        }
        if (const QString d = scalar(child(env, QStringLiteral("description"))); !d.isEmpty())
            props.insert(QStringLiteral("description"), d);
        if (const QString os = scalar(child(env, QStringLiteral("os_type"))).trimmed(); !os.isEmpty())
            props.insert(QStringLiteral("osType"), QString(os.left(1).toUpper() + os.mid(1).toLower()));
        if (const YamlData* tags = child(env, QStringLiteral("tags")))
            props.insert(QStringLiteral("tags"), stringMap(tags));
        props.insert(QStringLiteral("isAnonymous"), true);
        const QString path = r.ws.path() + QStringLiteral("/environments/CliV2AnonymousEnvironment/versions/") + md5Hex(props);
        if (std::none_of(plan.environments.cbegin(), plan.environments.cend(), [&](const SubmitPlan::Put& p) { return p.path == path; }))
            plan.environments << SubmitPlan::Put {path, QJsonObject {{QStringLiteral("properties"), props}}, what};
        return QString(QStringLiteral("azureml:") + path);
    }

    QString inputType(const StepPort& port, const YamlData* value) const
    {
        if (port.inlineDecl) {
            if (port.decl.type)
                return port.decl.type.value.trimmed();
            const YamlData* v = child(value, QStringLiteral("value"));
            if (!v)
                v = child(value, QStringLiteral("default"));
            return v ? literalType(v) : QStringLiteral("uri_folder");
        }
        switch (port.binding.kind) {
        case Binding::Kind::ParentInput:
            if (const PortDecl* d = sc->spec->input(port.binding.port)) {
                if (d->type)
                    return d->type.value.trimmed();
                const YamlData* decl = child(child(sc->root, QStringLiteral("inputs")), d->name);
                if (d->isLiteralForm)
                    return literalType(decl);
                if (const YamlData* v = child(decl, QStringLiteral("default")))
                    return literalType(v);
            }
            return QStringLiteral("string");
        case Binding::Kind::StepOutput:
            if (const Step* from = sc->spec->step(port.binding.step); from && !from->outputType(port.binding.port).isEmpty())
                return from->outputType(port.binding.port);
            return QStringLiteral("uri_folder");
        case Binding::Kind::Literal:
            return literalType(value);
        default:
            return QStringLiteral("string");
        }
    }

    QJsonObject componentSpec(const SubmitComponent& c)
    {
        // the pipeline the component's step is in: its inputs type the interface made of a step
        const SubmitScope* outer = std::exchange(sc, &c.scope);
        const auto restore = qScopeGuard([&] { sc = outer; });
        if (c.jobs.spec)
            return pipelineComponentSpec(c);
        QJsonObject spec;
        const QString what = c.fromStep ? tr("step '%1'").arg(c.step) : tr("component %1").arg(QDir::toNativeSeparators(c.key));
        if (c.fromStep) {
            // a command step without a component: its own command, code and environment, and the interface its
            // inputs and outputs imply, as azure-ai-ml makes one
            // (a parallel step: its settings and task instead of a command)
            const Step* step = c.scope.spec->step(c.step.mid(c.scope.prefix.size()));
            const bool parallel = step->kind == StepKind::Parallel;
            spec = QJsonObject {{QStringLiteral("type"), parallel ? QStringLiteral("parallel") : c.spark ? QStringLiteral("spark") : QStringLiteral("command")},
                                {QStringLiteral("name"), QStringLiteral("azureml_anonymous")},
                                {QStringLiteral("version"), QStringLiteral("1")},
                                {QStringLiteral("is_deterministic"), true}};
            if (c.spark) {
                // a spark step without a component: its entry, arguments, configuration and files (Spark._to_component)
                for (const char* key : {"entry", "conf", "py_files", "jars", "files", "archives"})
                    if (const YamlData* v = child(c.node, QLatin1String(key)); v && !v->isNull())
                        spec.insert(QLatin1String(key), yamlToJson(*v));
                if (const YamlData* a = child(c.node, QStringLiteral("args")); a && a->isScalar())
                    spec.insert(QStringLiteral("args"), a->text);
            } else if (!parallel) {
                spec.insert(QStringLiteral("command"), scalar(child(c.node, QStringLiteral("command"))));
                // what the step asks for belongs to the component made of it too (Command._to_component)
                for (const char* key : {"resources", "distribution"})
                    if (const YamlData* v = child(c.node, QLatin1String(key)); v && v->isMap())
                        spec.insert(QLatin1String(key), yamlToJson(*v));
            }
            if (const YamlData* d = child(c.node, QStringLiteral("description")); d && d->isScalar())
                spec.insert(QStringLiteral("description"), d->text);
            const YamlData* ins = child(c.node, QStringLiteral("inputs"));
            QJsonObject inputs, outputs;
            for (const StepPort& p : step->inputs) {
                // the interface azure-ai-ml makes of the step's inputs: an inline declaration's type and mode as
                // written, a literal value as the input's default
                const YamlData* v = child(ins, p.name);
                QJsonObject in {{QStringLiteral("type"), inputType(p, v)}};
                if (p.inlineDecl && p.decl.mode)
                    in.insert(QStringLiteral("mode"), p.decl.mode.value.trimmed());
                if (!p.inlineDecl && p.binding.kind == Binding::Kind::Literal && v && v->isScalar())
                    in.insert(QStringLiteral("default"), literalText(v));
                inputs.insert(p.name, in);
            }
            for (const StepPort& p : step->outputs) {
                QString type = p.inlineDecl && p.decl.type ? p.decl.type.value.trimmed() : QString();
                if (type.isEmpty() && p.binding.kind == Binding::Kind::ParentOutput)
                    if (const PortDecl* d = c.scope.spec->output(p.binding.port); d && d->type)
                        type = d->type.value.trimmed();
                QJsonObject out {{QStringLiteral("type"), type.isEmpty() ? QStringLiteral("uri_folder") : type}};
                // its mode as written, or that of the pipeline output it is bound to
                if (p.inlineDecl && p.decl.mode)
                    out.insert(QStringLiteral("mode"), p.decl.mode.value.trimmed());
                else if (p.binding.kind == Binding::Kind::ParentOutput)
                    if (const PortDecl* d = c.scope.spec->output(p.binding.port); d && d->mode)
                        out.insert(QStringLiteral("mode"), d->mode.value.trimmed());
                outputs.insert(p.name, out);
            }
            if (!inputs.isEmpty())
                spec.insert(QStringLiteral("inputs"), inputs);
            if (!outputs.isEmpty())
                spec.insert(QStringLiteral("outputs"), outputs);
            spec.insert(QStringLiteral("_source"), QStringLiteral("YAML.JOB"));
            if (parallel) {
                ParallelHooks hooks;
                hooks.code = [&](const YamlData* n) { return code(n, c.baseDir, c.file); };
                hooks.environment = [&](const YamlData* n) { return environment(n, c.baseDir, c.file, what); };
                hooks.error = [&](int line, const QString& message) { error(c.file, line, message); };
                addParallelSettings(spec, c.node, c.step, hooks);
                return spec;
            }
        } else {
            spec = yamlToJson(*c.node).toObject();
            asAnonymousComponent(spec);
            spec.insert(QStringLiteral("version"), spec.contains(QLatin1String("version"))
                                                       ? spec.value(QLatin1String("version")).toVariant().toString()
                                                       : QStringLiteral("1"));
            spec.insert(QStringLiteral("_source"), c.fileScheme ? QStringLiteral("YAML.JOB") : QStringLiteral("YAML.COMPONENT"));
            if (const QJsonValue size = spec.value(QLatin1String("mini_batch_size")); !size.isUndefined())
                spec.insert(QStringLiteral("mini_batch_size"), miniBatchSizeText(size));
        }
        auto set = [](QJsonObject& o, const QString& key, const QJsonValue& v) {
            if (v.isUndefined())
                o.remove(key);
            else
                o.insert(key, v);
        };
        set(spec, QStringLiteral("code"), code(child(c.node, QStringLiteral("code")), c.baseDir, c.file, c.fromStep ? nullptr : c.node));
        set(spec, QStringLiteral("environment"),
            environment(child(c.node, QStringLiteral("environment")), c.baseDir, c.file, what));
        if (const YamlData* task = child(c.node, QStringLiteral("task")); task && !c.fromStep) {
            QJsonObject t = spec.value(QLatin1String("task")).toObject();
            set(t, QStringLiteral("code"), code(child(task, QStringLiteral("code")), c.baseDir, c.file));
            set(t, QStringLiteral("environment"), environment(child(task, QStringLiteral("environment")), c.baseDir, c.file, what));
            spec.insert(QStringLiteral("task"), t);
        }
        return spec;
    }

    /// A pipeline component as azure-ai-ml's PipelineComponent._to_rest_object makes it: its definition as written,
    /// its jobs as nodes (each naming the component registered for it; no name of their own).
    QJsonObject pipelineComponentSpec(const SubmitComponent& c)
    {
        QJsonObject spec = yamlToJson(*c.node).toObject();
        const bool deterministic = spec.contains(QLatin1String("is_deterministic"));
        asAnonymousComponent(spec);
        if (!deterministic)
            spec.remove(QStringLiteral("is_deterministic"));
        spec.insert(QStringLiteral("version"), spec.contains(QLatin1String("version"))
                                                   ? spec.value(QLatin1String("version")).toVariant().toString()
                                                   : QStringLiteral("1"));
        spec.insert(QStringLiteral("_source"), QStringLiteral("YAML.COMPONENT"));
        QJsonObject jobs;
        const SubmitScope* outer = std::exchange(sc, &c.jobs);
        const YamlData* jobsNode = child(c.jobs.root, QStringLiteral("jobs"));
        for (const Step& inner : c.jobs.spec->steps)
            if (const YamlData* n = child(jobsNode, inner.name); n && n->isMap()) {
                QJsonObject node = step(inner, n);
                node.remove(QStringLiteral("name"));
                jobs.insert(inner.name, node);
            }
        sc = outer;
        spec.insert(QStringLiteral("jobs"), jobs);
        spec.insert(QStringLiteral("sourceJobId"), QJsonValue::Null);
        return spec;
    }

    QJsonObject stepInputs(const Step& step, const YamlData* n)
    {
        QJsonObject out;
        const YamlData* ins = child(n, QStringLiteral("inputs"));
        for (const StepPort& p : step.inputs) {
            const YamlData* v = child(ins, p.name);
            if (!v || v->isNull())
                continue;
            QJsonObject in;
            if (p.inlineDecl && p.decl.path) {
                const QString path = p.decl.path.value.trimmed();
                if (p.binding.isExpression()) {
                    in = {{QStringLiteral("job_input_type"), QStringLiteral("literal")}, {QStringLiteral("value"), path}};
                } else {
                    const QString type = p.decl.type ? p.decl.type.value.trimmed() : QStringLiteral("uri_folder");
                    in = {{QStringLiteral("job_input_type"), type}, {QStringLiteral("uri"), dataUri(path, sc->file, p.decl.path.loc.line)}};
                }
                if (p.decl.mode)
                    in.insert(QStringLiteral("mode"), restMode(p.decl.mode.value));
            } else if (p.inlineDecl) {
                const YamlData* value = child(v, QStringLiteral("value"));
                if (!value)
                    value = child(v, QStringLiteral("default"));
                if (!value)
                    continue;
                in = {{QStringLiteral("job_input_type"), QStringLiteral("literal")}, {QStringLiteral("value"), literalText(value)}};
            } else {
                in = {{QStringLiteral("job_input_type"), QStringLiteral("literal")},
                      {QStringLiteral("value"), p.binding.isExpression() ? p.binding.text.trimmed() : literalText(v)}};
            }
            out.insert(p.name, in);
        }
        return out;
    }

    QJsonObject stepOutputs(const Step& step, const YamlData* n)
    {
        QJsonObject out;
        const YamlData* outs = child(n, QStringLiteral("outputs"));
        for (const StepPort& p : step.outputs) {
            const YamlData* v = child(outs, p.name);
            if (!v || v->isNull())
                continue;
            QJsonObject o;
            if (!p.inlineDecl) {
                o = {{QStringLiteral("value"), p.binding.text.trimmed()}, {QStringLiteral("type"), QStringLiteral("literal")}};
            } else if (p.decl.path && p.binding.kind == Binding::Kind::ParentOutput) {
                // a path that is a binding; a path with placeholders (${{name}}, ${{default_datastore}}) is a URI
                o = {{QStringLiteral("value"), p.decl.path.value.trimmed()}, {QStringLiteral("type"), QStringLiteral("literal")}};
            } else {
                QString type = p.decl.type ? p.decl.type.value.trimmed() : step.outputType(p.name);
                o.insert(QStringLiteral("job_output_type"), type.isEmpty() ? QStringLiteral("uri_folder") : type);
                if (p.decl.path)
                    o.insert(QStringLiteral("uri"), p.decl.path.value.trimmed());
                if (const QString name = scalar(child(v, QStringLiteral("name"))); !name.isEmpty())
                    o.insert(QStringLiteral("asset_name"), name);
                if (const QString version = scalar(child(v, QStringLiteral("version"))); !version.isEmpty())
                    o.insert(QStringLiteral("asset_version"), version);
            }
            if (p.inlineDecl && p.decl.mode)
                o.insert(QStringLiteral("mode"), restMode(p.decl.mode.value));
            out.insert(p.name, o);
        }
        return out;
    }

    QString dataUri(const QString& value, const QString& file, int line)
    {
        if (const QString id = r.assetIds.value(value.trimmed()); !id.isEmpty())
            return id;
        if (azureml::isRemoteData(value))
            return value;
        const QString uri = r.dataUris.value(absoluteFrom(sc->dir, value));
        if (uri.isEmpty())
            error(file, line, tr("the local path %1 was not uploaded").arg(value));
        return uri;
    }

    QJsonObject step(const Step& step, const YamlData* n)
    {
        if (step.kind == StepKind::Opaque && step.type.value.trimmed().toLower() == QLatin1String("automl"))
            return automlNode(n, step.name, [&](int line, const QString& message) { error(sc->file, line, message); });
        const bool pipeline = step.kind == StepKind::Pipeline;
        const bool sweep = step.kind == StepKind::Opaque && step.type.value.trimmed().toLower() == QLatin1String("sweep");
        const bool spark = step.kind == StepKind::Opaque && step.type.value.trimmed().toLower() == QLatin1String("spark");
        QJsonObject j {{QStringLiteral("name"), step.name},
                       {QStringLiteral("type"), step.kind == StepKind::Parallel ? QStringLiteral("parallel")
                                                : pipeline                      ? QStringLiteral("pipeline")
                                                : sweep                         ? QStringLiteral("sweep")
                                                : spark                         ? QStringLiteral("spark")
                                                                                : QStringLiteral("command")}};
        const QString key = s.stepComponent.value(sc->prefix + step.name);
        const SubmitComponent* own = nullptr;
        for (const SubmitComponent& c : s.components)
            if (c.key == key)
                own = &c;
        for (const char* field : {"display_name", "description", "comment"})
            if (const YamlData* v = child(n, QLatin1String(field)); v && v->isScalar())
                // a step without a component: its description is the component's made of it; a pipeline or a
                // sweep node has none (azure-ai-ml's Pipeline and Sweep nodes leave it out)
                if (!((pipeline || sweep || (own && own->fromStep)) && qstrcmp(field, "description") == 0))
                    j.insert(QLatin1String(field), v->text);
        for (const char* key : {"tags", "properties"})
            if (const YamlData* v = child(n, QLatin1String(key)); v && v->isMap())
                j.insert(QLatin1String(key), stringMap(v));
        if (const QJsonValue c = compute(step.compute); !c.isUndefined())
            j.insert(QStringLiteral("computeId"), c);
        // a sweep node names its trial component under `trial` (azure-ai-ml's Sweep._get_trial_component_rest_obj)
        const QString componentKey = sweep ? QStringLiteral("trial") : QStringLiteral("componentId");
        auto componentRef = [&](const QString& id) {
            if (sweep)
                j.insert(componentKey, QJsonObject {{QStringLiteral("componentId"), id}});
            else
                j.insert(componentKey, id);
        };
        if (own) {
            componentRef(componentPaths.value(key));
            j.insert(QStringLiteral("_source"), own->fromStep || own->fileScheme ? QStringLiteral("YAML.JOB") : QStringLiteral("YAML.COMPONENT"));
        } else if (const QString id = r.componentIds.value(sc->prefix + step.name); !id.isEmpty()) {
            componentRef(id);
            j.insert(QStringLiteral("_source"), id.startsWith(QLatin1String("azureml://registries/"))
                                                    ? QStringLiteral("REMOTE.REGISTRY")
                                                    : QStringLiteral("REMOTE.WORKSPACE.COMPONENT"));
        } else {
            error(sc->file, step.loc.line, tr("step '%1' has no component to run").arg(sc->prefix + step.name));
        }
        // empty ones are left out, as azure-ai-ml leaves them
        if (const QJsonObject ins = stepInputs(step, n); !ins.isEmpty())
            j.insert(QStringLiteral("inputs"), ins);
        if (const QJsonObject outs = stepOutputs(step, n); !outs.isEmpty())
            j.insert(QStringLiteral("outputs"), outs);
        if (sweep) {
            addSweepSettings(j, n);
            return j;
        }
        if (spark) {
            addSparkSettings(j, n, own ? own->node : nullptr, sc->prefix + step.name,
                             [&](int line, const QString& message) { error(sc->file, line, message); });
            return j;
        }
        // what the node asks for: its own settings, else its component's, as azure-ai-ml's nodes copy them
        // (Command.__init__: resources, distribution; Parallel.__init__: resources, input_data,
        // max_concurrency_per_instance, mini_batch_error_threshold, mini_batch_size, partition_keys, task)
        const ResolvedStep rs = resolveStep(*sc->spec, step);
        if (rs.resources.value.isObject())
            j.insert(QStringLiteral("resources"), rs.resources.value);
        if (rs.distribution.value.isObject() && step.kind != StepKind::Parallel) {
            static const QHash<QString, QString> types {{QStringLiteral("pytorch"), QStringLiteral("PyTorch")},
                                                        {QStringLiteral("mpi"), QStringLiteral("Mpi")},
                                                        {QStringLiteral("tensorflow"), QStringLiteral("TensorFlow")},
                                                        {QStringLiteral("ray"), QStringLiteral("Ray")}};
            QJsonObject dist = rs.distribution.value.toObject();
            const QString type = dist.take(QLatin1String("type")).toString();
            dist.insert(QStringLiteral("distribution_type"), types.value(type.toLower(), type));
            j.insert(QStringLiteral("distribution"), dist);
        }
        if (const YamlData* lim = child(n, QStringLiteral("limits")); lim && lim->isMap()) {
            QJsonObject limits = yamlToJson(*lim).toObject();
            const QJsonValue t = limits.value(QLatin1String("timeout"));
            if (t.isDouble())
                limits.insert(QStringLiteral("timeout"), isoDuration(t.toDouble())); // as isodate writes a timedelta
            limits.insert(QStringLiteral("job_limits_type"), QStringLiteral("Command"));
            j.insert(QStringLiteral("limits"), limits);
        }
        if (const YamlData* q = child(n, QStringLiteral("queue_settings")); q && q->isMap()) {
            // the REST names of job tiers and priorities (azure-ai-ml's QueueSettings._to_rest_object)
            static const QHash<QString, QString> tiers {{QStringLiteral("null"), QStringLiteral("Null")},
                                                        {QStringLiteral("spot"), QStringLiteral("Spot")},
                                                        {QStringLiteral("basic"), QStringLiteral("Basic")},
                                                        {QStringLiteral("standard"), QStringLiteral("Standard")},
                                                        {QStringLiteral("premium"), QStringLiteral("Premium")}};
            static const QHash<QString, int> priorities {{QStringLiteral("low"), 1}, {QStringLiteral("medium"), 2},
                                                         {QStringLiteral("high"), 3}};
            QJsonObject queue = yamlToJson(*q).toObject();
            if (queue.contains(QLatin1String("job_tier"))) {
                const QString tier = queue.value(QLatin1String("job_tier")).toString();
                queue.insert(QStringLiteral("job_tier"), tiers.value(tier.toLower(), tier));
            }
            if (queue.value(QLatin1String("priority")).isString()) {
                const QString p = queue.value(QLatin1String("priority")).toString();
                if (priorities.contains(p.toLower()))
                    queue.insert(QStringLiteral("priority"), priorities.value(p.toLower()));
            }
            j.insert(QStringLiteral("queue_settings"), queue);
        }
        for (const char* key : {"identity", "services", "retry_settings"})
            if (const YamlData* v = child(n, QLatin1String(key)); v && v->isMap())
                j.insert(QLatin1String(key), yamlToJson(*v));
        if (const YamlData* ev = child(n, QStringLiteral("environment_variables")); ev && ev->isMap())
            j.insert(QStringLiteral("environment_variables"), stringMap(ev));
        if (!(own && own->fromStep))
            if (const QJsonValue env = environment(child(n, QStringLiteral("environment")), sc->dir, sc->file, tr("step '%1'").arg(sc->prefix + step.name));
                !env.isUndefined())
                j.insert(QStringLiteral("environment"), env);
        if (step.kind == StepKind::Parallel) {
            const ResolvedStep::Parallel& ps = rs.parallel;
            // copied from the component onto the node
            for (const auto& [key, v] : {std::pair {"input_data", &ps.inputData},
                                         std::pair {"max_concurrency_per_instance", &ps.maxConcurrencyPerInstance},
                                         std::pair {"mini_batch_error_threshold", &ps.miniBatchErrorThreshold}})
                if (v->isSet())
                    j.insert(QLatin1String(key), v->value);
            // the node's own only: the component keeps its own (azure-ai-ml leaves them on the component)
            for (const auto& [key, v] : {std::pair {"logging_level", &ps.loggingLevel}, std::pair {"error_threshold", &ps.errorThreshold}})
                if (v->isSet() && v->origin == ValueOrigin::Step)
                    j.insert(QLatin1String(key), v->value);
            if (ps.miniBatchSize.isSet()) {
                // bytes, as azure-ai-ml sends "10kb" (Parallel.__init__)
                const qint64 size = rs.miniBatchSizeValue();
                j.insert(QStringLiteral("mini_batch_size"), size > 0 ? QJsonValue(size) : ps.miniBatchSize.value);
            }
            if (ps.partitionKeys.isSet())
                j.insert(QStringLiteral("partition_keys"),
                         ps.partitionKeys.value.isArray()
                             ? QString::fromUtf8(QJsonDocument(ps.partitionKeys.value.toArray()).toJson(QJsonDocument::Compact))
                             : ps.partitionKeys.value.toVariant().toString());
            if (ps.task.value.isObject()) {
                // the task in effect, its code and environment as the registered versions
                const YamlData* taskNode = ps.task.origin == ValueOrigin::Step ? child(n, QStringLiteral("task"))
                                           : step.resolved ? child(componentNode(*step.resolved), QStringLiteral("task"))
                                                           : nullptr;
                const QString base = ps.task.baseDir();
                QJsonObject task = ps.task.value.toObject();
                task.remove(QStringLiteral("environment_variables")); // azure-ai-ml's node task leaves them out
                auto set = [&](const QString& key, const QJsonValue& v) {
                    if (v.isUndefined())
                        task.remove(key);
                    else
                        task.insert(key, v);
                };
                set(QStringLiteral("code"), code(child(taskNode, QStringLiteral("code")), base, ps.task.file));
                set(QStringLiteral("environment"), environment(child(taskNode, QStringLiteral("environment")), base, ps.task.file,
                                                               tr("step '%1'").arg(sc->prefix + step.name)));
                j.insert(QStringLiteral("task"), task);
            }
        }
        return j;
    }

    QJsonObject pipelineInputs()
    {
        QJsonObject out;
        const YamlData* ins = child(s.root, QStringLiteral("inputs"));
        for (const PortDecl& d : s.spec->inputs) {
            const YamlData* node = child(ins, d.name);
            const QString type = d.type.value.trimmed();
            QJsonObject in;
            if (s.overrides.contains(d.name) || (isDataType(type) && d.path)) {
                const QString value = s.overrides.contains(d.name) ? s.overrides.value(d.name) : d.path.value.trimmed();
                if (isDataType(type))
                    in = {{QStringLiteral("jobInputType"), type.toLower()},
                          {QStringLiteral("uri"), dataUri(value, s.file, d.path ? d.path.loc.line : d.loc.line)}};
                else
                    in = {{QStringLiteral("jobInputType"), QStringLiteral("literal")}, {QStringLiteral("value"), value}};
            } else if (isDataType(type)) {
                // declared without a path: sent with its type alone, as azure-ai-ml sends it
                in = {{QStringLiteral("jobInputType"), type.toLower()}};
            } else {
                const YamlData* value = d.isLiteralForm ? node : child(node, QStringLiteral("value"));
                if (!value)
                    value = child(node, QStringLiteral("default"));
                // an empty string is no value: azure-ai-ml leaves the input out of the job
                if (!value || value->isNull() || (value->isScalar() && value->text.isEmpty()))
                    continue;
                in = {{QStringLiteral("jobInputType"), QStringLiteral("literal")}, {QStringLiteral("value"), literalText(value)}};
            }
            if (d.mode && isDataType(type))
                in.insert(QStringLiteral("mode"), restMode(d.mode.value));
            if (d.description)
                in.insert(QStringLiteral("description"), d.description.value);
            out.insert(d.name, in);
        }
        return out;
    }

    QJsonObject pipelineOutputs()
    {
        QJsonObject out;
        const YamlData* outs = child(s.root, QStringLiteral("outputs"));
        for (const PortDecl& d : s.spec->outputs) {
            QJsonObject o {{QStringLiteral("jobOutputType"), d.type ? d.type.value.trimmed() : QStringLiteral("uri_folder")}};
            if (d.mode)
                o.insert(QStringLiteral("mode"), restMode(d.mode.value));
            if (d.path)
                o.insert(QStringLiteral("uri"), d.path.value.trimmed());
            if (d.description)
                o.insert(QStringLiteral("description"), d.description.value);
            const YamlData* node = child(outs, d.name);
            if (const QString name = scalar(child(node, QStringLiteral("name"))); !name.isEmpty())
                o.insert(QStringLiteral("assetName"), name);
            if (const QString version = scalar(child(node, QStringLiteral("version"))); !version.isEmpty())
                o.insert(QStringLiteral("assetVersion"), version);
            out.insert(d.name, o);
        }
        return out;
    }

    QJsonObject settings()
    {
        QJsonObject out;
        if (const YamlData* st = child(s.root, QStringLiteral("settings")); st && st->isMap())
            out = yamlToJson(*st).toObject();
        if (const QJsonValue c = compute(s.spec->settings.defaultCompute); !c.isUndefined())
            out.insert(QStringLiteral("default_compute"), c);
        if (s.spec->settings.defaultDatastore) {
            QString name = s.spec->settings.defaultDatastore.value.trimmed();
            if (name.startsWith(QLatin1String("azureml:")))
                name = name.mid(8);
            if (!name.startsWith(QLatin1String("/subscriptions/")))
                name = r.ws.path() + QStringLiteral("/datastores/") + name;
            out.insert(QStringLiteral("default_datastore"), name);
        }
        if (s.forceRerun)
            out.insert(QStringLiteral("force_rerun"), true);
        out.insert(QStringLiteral("_source"), QStringLiteral("YAML.JOB"));
        return out;
    }

    const SubmitSource& s;
    const SubmitResolved& r;
    SubmitPlan& plan;
    SubmitScope top; // the job's own steps
    const SubmitScope* sc = nullptr; // the pipeline whose steps are being built: the job, or a pipeline component
    QHash<QString, QString> componentPaths; // component key -> ARM path of its anonymous version
};

} // namespace

QString computeArmId(const arm::WorkspaceRef& ws, const QString& name)
{
    if (name.startsWith(QLatin1String("/subscriptions/"), Qt::CaseInsensitive))
        return name;
    return ws.path() + QStringLiteral("/computes/") + name;
}

QString anonymousVersion(const QJsonObject& componentSpec)
{
    QJsonObject o = componentSpec;
    for (const char* key : {"name", "version", "id"})
        o.remove(QLatin1String(key));
    return QUuid::fromRfc4122(QCryptographicHash::hash(QJsonDocument(o).toJson(QJsonDocument::Compact), QCryptographicHash::Md5))
        .toString(QUuid::WithoutBraces);
}

QString generatedJobName(const QString& pipelineFile)
{
    QString base = QFileInfo(pipelineFile).completeBaseName().toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9_]+")), QStringLiteral("_"));
    base = base.left(40);
    if (base.isEmpty() || !base.at(0).isLetterOrNumber())
        base.prepend(QStringLiteral("pipeline"));
    static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    QString tail;
    for (int i = 0; i < 10; ++i)
        tail += QLatin1Char(alphabet[QRandomGenerator::global()->bounded(36)]);
    return base + QLatin1Char('_') + tail;
}

SubmitPlan buildSubmitPlan(const SubmitSource& source, const SubmitResolved& resolved, const QString& jobName)
{
    SubmitPlan plan;
    plan.jobName = jobName;
    plan.jobPath = resolved.ws.path() + QStringLiteral("/jobs/") + jobName;
    if (!source.spec || !source.root) {
        plan.errors << tr("%1: there is no pipeline to submit").arg(QDir::toNativeSeparators(source.file));
        return plan;
    }
    Builder b(source, resolved, plan);
    for (const SubmitComponent& c : source.components) {
        const QJsonObject spec = b.componentSpec(c);
        const QString path = resolved.ws.path() + QStringLiteral("/components/azureml_anonymous/versions/") + anonymousVersion(spec);
        b.componentPaths.insert(c.key, path);
        QJsonObject props {{QStringLiteral("componentSpec"), spec}, {QStringLiteral("isAnonymous"), true},
                           {QStringLiteral("properties"), QJsonObject()}};
        if (spec.value(QLatin1String("description")).isString())
            props.insert(QStringLiteral("description"), spec.value(QLatin1String("description")));
        if (spec.value(QLatin1String("tags")).isObject())
            props.insert(QStringLiteral("tags"), spec.value(QLatin1String("tags")));
        plan.components << SubmitPlan::Put {path, QJsonObject {{QStringLiteral("properties"), props}},
                                            c.fromStep ? tr("step '%1'").arg(c.step) : QDir::toNativeSeparators(c.key)};
    }

    const PipelineSpec& spec = *source.spec;
    QJsonObject p {{QStringLiteral("jobType"), QStringLiteral("Pipeline")}};
    if (spec.displayName)
        p.insert(QStringLiteral("displayName"), spec.displayName.value);
    if (spec.description)
        p.insert(QStringLiteral("description"), spec.description.value);
    p.insert(QStringLiteral("experimentName"), spec.experimentName ? spec.experimentName.value
                                                                   : QFileInfo(QFileInfo(source.file).absolutePath()).fileName());
    if (const YamlData* tags = child(source.root, QStringLiteral("tags")); tags && tags->isMap())
        p.insert(QStringLiteral("tags"), stringMap(tags));
    if (const YamlData* props = child(source.root, QStringLiteral("properties")); props && props->isMap())
        p.insert(QStringLiteral("properties"), stringMap(props));
    if (const YamlData* c = child(source.root, QStringLiteral("compute")); c && c->isScalar()) {
        Field f;
        f.present = true;
        f.value = c->text;
        if (const QJsonValue id = b.compute(ComputeRef::parse(f)); !id.isUndefined())
            p.insert(QStringLiteral("computeId"), id);
    }
    if (const YamlData* id = child(source.root, QStringLiteral("identity")); id && id->isMap()) {
        const QString type = azureml::camelToSnake(scalar(child(id, QStringLiteral("type"))).trimmed());
        QJsonObject identity;
        if (type == QLatin1String("user_identity"))
            identity.insert(QStringLiteral("identityType"), QStringLiteral("UserIdentity"));
        else if (type == QLatin1String("aml_token"))
            identity.insert(QStringLiteral("identityType"), QStringLiteral("AMLToken"));
        else if (type == QLatin1String("managed") || type == QLatin1String("managed_identity")) {
            identity.insert(QStringLiteral("identityType"), QStringLiteral("Managed"));
            for (const auto& [yamlKey, restKey] : {std::pair {"client_id", "clientId"}, std::pair {"object_id", "objectId"},
                                                   std::pair {"msi_resource_id", "resourceId"}, std::pair {"resource_id", "resourceId"}})
                if (const QString v = scalar(child(id, QLatin1String(yamlKey))); !v.isEmpty())
                    identity.insert(QLatin1String(restKey), v);
        } else {
            b.error(source.file, id->loc.line, tr("identity type '%1' is not one Azure ML knows (user_identity, managed, aml_token)").arg(type));
        }
        if (!identity.isEmpty())
            p.insert(QStringLiteral("identity"), identity);
    }
    p.insert(QStringLiteral("inputs"), b.pipelineInputs());
    p.insert(QStringLiteral("outputs"), b.pipelineOutputs());
    p.insert(QStringLiteral("settings"), b.settings());
    QJsonObject jobs;
    const YamlData* jobsNode = child(source.root, QStringLiteral("jobs"));
    for (const Step& step : spec.steps)
        if (const YamlData* n = child(jobsNode, step.name); n && n->isMap())
            jobs.insert(step.name, b.step(step, n));
    p.insert(QStringLiteral("jobs"), jobs);
    plan.job = QJsonObject {{QStringLiteral("properties"), p}};
    return plan;
}


} // namespace pw::azure
