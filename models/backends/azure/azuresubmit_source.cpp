// SPDX-License-Identifier: MIT
// A pipeline read for submission: what only the workspace can resolve (computes, workspace components and assets by
// name, local code, data and Docker contexts to upload), with the steps of the job and of each pipeline component it
// uses, depth first; nothing is sent from here (azuresubmit.cpp submits what this reads).
#include "azuresubmit.h"
#include "azuresubmit_p.h"

#include "armresponse.h"
#include "azurejobs.h"
#include "azuremlvalues.h"
#include "azuretexts.h"
#include "componentcache.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <functional>

namespace pw::azure {

using namespace submitdetail;

SubmitSource readSubmission(const QString& pipelineFile, const QByteArray& text, const QMap<QString, QString>& overrides)
{
    SubmitSource s;
    s.file = QFileInfo(pipelineFile).absoluteFilePath();
    s.overrides = overrides;
    const QString dir = QFileInfo(s.file).absolutePath();
    s.prepared = PipelineDocument::prepare(text, s.file, std::make_shared<ComponentCache>());
    const PreparedContent& p = *s.prepared;
    if (!p.error.isEmpty())
        s.errors << p.error;
    for (const Diagnostic& d : p.diagnostics) {
        if (d.severity == Severity::Error)
            s.errors << d.toString();
        else if (d.severity == Severity::Warning)
            s.warnings << d;
    }
    const auto root = std::make_shared<const YamlData>(pipelineData(p));
    if (!p.parsed || !p.spec || root->isNull()) {
        if (s.errors.isEmpty())
            s.errors << tr("%1: not a YAML file that can be read").arg(QDir::toNativeSeparators(s.file));
        return s;
    }
    s.spec = p.spec.get();
    s.root = root.get();
    s.keep << root;
    const PipelineSpec& spec = *s.spec;
    auto err = [&](const QString& file, int line, const QString& message) { s.errors << place(file, line) + QStringLiteral(": ") + message; };
    if (spec.type.value.trimmed() != QLatin1String("pipeline") || spec.isComponent) {
        err(s.file, spec.type.loc.line, tr("this is not a pipeline job (type: pipeline); only pipeline jobs are submitted"));
        return s;
    }
    if (!s.errors.isEmpty())
        return s; // the model's own errors first
    if (spec.steps.isEmpty())
        err(s.file, spec.jobsLoc.line, tr("the pipeline has no jobs: there is nothing to submit"));
    for (auto it = overrides.cbegin(); it != overrides.cend(); ++it)
        if (!spec.input(it.key())) {
            QStringList names;
            for (const PortDecl& d : spec.inputs)
                names << d.name;
            err(s.file, 0, tr("there is no pipeline input '%1' to set; the inputs are: %2").arg(it.key(), names.join(QStringLiteral(", "))));
        }

    auto addData = [&](const QString& value, const QString& type, const QString& where, int line, const SubmitScope& in) {
        const QString v = value.trimmed();
        // a data or model asset of the workspace by name ("azureml:name:version", "azureml:name@latest"): the job
        // names it by its ARM id, as azure-ai-ml's _resolve_job_input makes it
        if (v.startsWith(QLatin1String("azureml:"), Qt::CaseInsensitive) && !v.startsWith(QLatin1String("azureml://"), Qt::CaseInsensitive)
            && !v.mid(8).startsWith(QLatin1String("/subscriptions/"), Qt::CaseInsensitive) && !v.contains(QLatin1String("${{"))) {
            if (!s.assets.contains(v))
                s.assets.insert(v, {type.endsWith(QLatin1String("_model")) ? QStringLiteral("models") : QStringLiteral("data"), where});
            return;
        }
        if (v.isEmpty() || azureml::isRemoteData(v) || v.contains(QLatin1String("${{")))
            return;
        const QString abs = absoluteFrom(in.dir, v);
        const QFileInfo fi(abs);
        if (!fi.exists())
            err(in.file, line, tr("%1: the local path %2 does not exist").arg(where, QDir::toNativeSeparators(abs)));
        else if (type == QLatin1String("uri_file") && !fi.isFile())
            err(in.file, line, tr("%1 is of type uri_file but %2 is a folder").arg(where, QDir::toNativeSeparators(abs)));
        else if ((type == QLatin1String("uri_folder") || type == QLatin1String("mltable")) && !fi.isDir())
            err(in.file, line, tr("%1 is of type %2 but %3 is a file").arg(where, type, QDir::toNativeSeparators(abs)));
        else if (std::none_of(s.data.cbegin(), s.data.cend(), [&](const LocalData& d) { return d.path == abs; }))
            s.data << LocalData {abs, type, where};
    };
    SubmitScope job;
    job.file = s.file;
    job.dir = dir;
    for (const PortDecl& d : spec.inputs) {
        const QString type = d.type.value.trimmed().toLower();
        if (!isDataType(type))
            continue;
        if (overrides.contains(d.name))
            addData(overrides.value(d.name), type, QStringLiteral("--set inputs.") + d.name, 0, job);
        else if (d.path)
            addData(d.path.value, type, QStringLiteral("inputs.") + d.name, d.path.loc.line, job);
    }

    auto noteCompute = [&](const ComputeRef& c, const QString& where) {
        if (c.kind == ComputeRef::Kind::Named && !s.computes.contains(c.name))
            s.computes.insert(c.name, where);
        else if (c.kind == ComputeRef::Kind::Local)
            err(s.file, c.field.loc.line, tr("%1: compute 'local' runs on this machine; run the pipeline here, or name a compute of the workspace").arg(where));
    };
    noteCompute(spec.settings.defaultCompute, QStringLiteral("settings.default_compute"));

    // an environment built from a local Docker context: the folder is uploaded as azure-ai-ml uploads it
    auto noteEnvironment = [&](const YamlData* env, const QString& baseDir, const QString& file, const QString& what) {
        const YamlData* build = child(env, QStringLiteral("build"));
        if (!build)
            return;
        if (child(env, QStringLiteral("image"))) {
            err(file, env->loc.line, tr("%1: an environment has an image or a build context, not both").arg(what));
            return;
        }
        const YamlData* path = child(build, QStringLiteral("path"));
        const QString v = scalar(path).trimmed();
        if (v.isEmpty()) {
            err(file, build->loc.line, tr("%1: the environment's build needs the path of its Docker context (build.path)").arg(what));
            return;
        }
        if (!isLocalReference(v))
            return; // a context already in storage
        const QString abs = absoluteFrom(baseDir, v);
        const QFileInfo fi(abs);
        if (!fi.isDir())
            err(file, path->loc.line, fi.exists() ? tr("%1: the Docker context %2 is a file; build.path names a folder").arg(what, v)
                                                  : tr("%1: the Docker context %2 does not exist (%3)").arg(what, v, QDir::toNativeSeparators(abs)));
        else if (const QString dockerfile = scalar(child(build, QStringLiteral("dockerfile_path"))).trimmed();
                 !QFileInfo::exists(QDir(abs).filePath(dockerfile.isEmpty() ? QStringLiteral("Dockerfile") : dockerfile)))
            err(file, (child(build, QStringLiteral("dockerfile_path")) ? child(build, QStringLiteral("dockerfile_path")) : path)->loc.line,
                tr("%1: the Docker context %2 has no %3").arg(what, v, dockerfile.isEmpty() ? QStringLiteral("Dockerfile") : dockerfile));
        else if (!s.buildContexts.contains(abs))
            s.buildContexts << abs;
    };

    auto addComponent = [&](const SubmitComponent& c) {
        s.stepComponent.insert(c.step, c.key);
        if (std::any_of(s.components.cbegin(), s.components.cend(), [&](const SubmitComponent& o) { return o.key == c.key; }))
            return false;
        const QString what = c.fromStep ? tr("step '%1'").arg(c.step) : tr("component %1").arg(QDir::toNativeSeparators(c.key));
        if (!c.fromStep) {
            const QString type = scalar(child(c.node, QStringLiteral("type"))).trimmed().toLower();
            const bool pipeline = c.jobs.spec != nullptr;
            if (c.spark && !type.isEmpty() && type != QLatin1String("spark")) {
                err(c.file, c.line, tr("step '%1': a spark step's component must be of type spark, not %2").arg(c.step, type));
                return false;
            }
            if (c.trial && !type.isEmpty() && type != QLatin1String("command")) {
                err(c.file, c.line, tr("step '%1': a sweep's trial must be a command component, not %2").arg(c.step, type));
                return false;
            }
            if (!type.isEmpty() && type != QLatin1String("command") && type != QLatin1String("parallel")
                && !(pipeline && type == QLatin1String("pipeline")) && !(c.spark && type == QLatin1String("spark"))) {
                err(c.file, c.line, tr("%1 is of type %2, which submitting from here does not cover yet; submit the file with "
                                       "'az ml job create --file %3'").arg(what, type, QFileInfo(s.file).fileName()));
                return false;
            }
            if (const YamlData* inc = child(c.node, QStringLiteral("additional_includes")); inc && !inc->isNull()) {
                // copied into the root of the code's snapshot: each must exist, and the component needs local code
                if (!inc->isSeq())
                    err(c.file, inc->loc.line, tr("%1: additional_includes must be a list of files or folders").arg(what));
                else if (!isLocalReference(scalar(child(c.node, QStringLiteral("code")))) || scalar(child(c.node, QStringLiteral("code"))).isEmpty())
                    err(c.file, inc->loc.line, tr("%1: additional_includes are copied into the component's code, but it has no "
                                                  "local code folder (code:)").arg(what));
                else
                    for (const YamlData* i : itemsOf(inc)) {
                        const QString abs = absoluteFrom(c.baseDir, i->text);
                        if (!i->isScalar() || i->text.isEmpty())
                            err(c.file, i->loc.line, tr("%1: each additional include is a path").arg(what));
                        else if (!QFileInfo::exists(abs))
                            err(c.file, i->loc.line, tr("%1: the additional include %2 does not exist (%3)")
                                                         .arg(what, i->text, QDir::toNativeSeparators(abs)));
                    }
            }
        }
        auto noteCode = [&](const YamlData* code, const YamlData* includesFrom) {
            const QString v = scalar(code).trimmed();
            if (v.isEmpty() || !isLocalReference(v))
                return;
            const QString abs = absoluteFrom(c.baseDir, v);
            const QString key = codeSnapshotKey(abs, includesFrom, c.baseDir);
            if (!QFileInfo::exists(abs))
                err(c.file, code->loc.line, tr("%1: the code %2 does not exist (%3)").arg(what, v, QDir::toNativeSeparators(abs)));
            else if (!s.codePaths.contains(key))
                s.codePaths << key;
        };
        noteCode(child(c.node, QStringLiteral("code")), c.fromStep ? nullptr : c.node);
        noteCode(child(child(c.node, QStringLiteral("task")), QStringLiteral("code")), nullptr); // a parallel task's code
        if (!c.fromStep) // a step's own environment is read with the step
            noteEnvironment(child(c.node, QStringLiteral("environment")), c.baseDir, c.file, what);
        noteEnvironment(child(child(c.node, QStringLiteral("task")), QStringLiteral("environment")), c.baseDir, c.file, what);
        return true;
    };

    // the steps of the job, and of each pipeline component it uses, depth first: a pipeline component is
    // registered after the components of its own jobs
    std::function<void(const SubmitScope&, int)> readScope = [&](const SubmitScope& scope, int depth) {
        const YamlData* jobs = child(scope.root, QStringLiteral("jobs"));
        for (const Step& step : scope.spec->steps) {
            const YamlData* n = child(jobs, step.name);
            if (!n || !n->isMap())
                continue;
            const QString qualified = scope.prefix + step.name;
            const QString where = scope.where + QStringLiteral("jobs.") + step.name;
            // a component written in the job keys by where it is; one inside a pipeline component file, by its file too
            const QString key = scope.file == s.file ? where : scope.file + QLatin1Char('#') + where;
            // a sweep step runs its trial component (the model reads `trial:` as the step's component)
            const bool sweep = step.kind == StepKind::Opaque && step.type.value.trimmed().toLower() == QLatin1String("sweep");
            const bool spark = step.kind == StepKind::Opaque && step.type.value.trimmed().toLower() == QLatin1String("spark");
            auto component = [&](const QString& key, const QString& file, const QString& baseDir, const YamlData* node,
                                 bool fromStep, int line) {
                SubmitComponent c;
                c.key = key;
                c.file = file;
                c.baseDir = baseDir;
                c.node = node;
                c.fromStep = fromStep;
                c.step = qualified;
                c.line = line;
                c.scope = scope;
                c.trial = sweep;
                c.spark = spark;
                return c;
            };
            if (sweep && step.component.kind == ComponentRef::Kind::None) {
                err(scope.file, step.loc.line, tr("step '%1' is a sweep step without a trial; name the command component it tunes "
                                                  "under trial:").arg(qualified));
                continue;
            }
            if (step.kind == StepKind::Opaque && step.type.value.trimmed().toLower() == QLatin1String("automl")) {
                // the AutoML job itself, no component: what its schema refuses is refused here, before anything is sent
                automlNode(n, qualified, [&](int line, const QString& message) { err(scope.file, line, message); });
                noteCompute(step.compute, where + QStringLiteral(".compute"));
                continue;
            }
            static const QStringList sdkRefuses {QStringLiteral("do_while"), QStringLiteral("parallel_for"), QStringLiteral("if_else"),
                                                 QStringLiteral("data_transfer"), QStringLiteral("import"), QStringLiteral("export")};
            if (step.kind == StepKind::Opaque && sdkRefuses.contains(step.type.value.trimmed().toLower())) {
                // azure-ai-ml 1.4.0's pipeline schema takes command, import, sweep, parallel, pipeline, automl and spark
                // nodes, and fails on an import node read from YAML: no pipeline file with these nodes is submitted
                err(scope.file, step.type.loc.valid() ? step.type.loc.line : step.loc.line,
                    tr("step '%1' is a %2 node, which submitting a pipeline file does not cover: the official SDK that 'az ml job "
                       "create' runs (azure-ai-ml 1.4.0) refuses it in a YAML file too; such pipelines are written with the SDK's "
                       "Python pipeline builder (dsl)").arg(qualified, step.type.value.trimmed()));
                continue;
            }
            if (step.kind == StepKind::Opaque && !sweep && !spark) {
                err(scope.file, step.loc.line,
                    tr("step '%1' is of type %2, which submitting from here does not cover yet; submit the file with "
                       "'az ml job create --file %3'").arg(qualified, step.type.value, QFileInfo(s.file).fileName()));
                continue;
            }
            noteCompute(step.compute, where + QStringLiteral(".compute"));
            noteEnvironment(child(n, QStringLiteral("environment")), scope.dir, scope.file, tr("step '%1'").arg(qualified));
            if (step.kind == StepKind::Pipeline
                && (step.component.kind == ComponentRef::Kind::File || step.component.kind == ComponentRef::Kind::Inline)) {
                // a pipeline component file: its jobs' components first, then the component made of them
                if (!step.componentError.isEmpty()) {
                    err(scope.file, step.component.field.loc.line,
                        tr("step '%1': component %2: %3").arg(qualified, step.component.field.value, step.componentError));
                    continue;
                }
                if (!step.resolved || !step.resolved->pipeline || !step.resolved->node) {
                    err(scope.file, step.loc.line, tr("step '%1': the pipeline component cannot be read").arg(qualified));
                    continue;
                }
                if (depth >= 16) {
                    err(scope.file, step.loc.line, tr("step '%1': pipelines nest more than 16 levels deep").arg(qualified));
                    continue;
                }
                if (step.component.kind != ComponentRef::Kind::File) {
                    // azure-ai-ml 1.4.0 refuses it ("Not supporting non file for component"), and so does az ml
                    err(scope.file, step.component.field.loc.line,
                        tr("step '%1': a pipeline component written inside the step is not accepted by Azure ML (az ml job "
                           "create refuses it too); move it to a file of its own and name that file as the component").arg(qualified));
                    continue;
                }
                const QString componentKey = step.component.path;
                if (std::any_of(s.components.cbegin(), s.components.cend(), [&](const SubmitComponent& o) { return o.key == componentKey; })) {
                    s.stepComponent.insert(qualified, componentKey);
                    continue;
                }
                const auto data = std::make_shared<const YamlData>(componentData(*step.resolved));
                const YamlData* root = data.get();
                s.keep << data << step.resolved->pipeline;
                SubmitScope inner;
                inner.spec = step.resolved->pipeline.get();
                inner.root = root;
                inner.file = step.component.path;
                inner.dir = QFileInfo(step.component.path).absolutePath();
                inner.prefix = qualified + QLatin1Char('.');
                readScope(inner, depth + 1);
                SubmitComponent c = component(componentKey, inner.file, inner.dir, root, false, 1);
                c.jobs = inner;
                if (addComponent(c))
                    s.components << c;
                continue;
            }
            switch (step.component.kind) {
            case ComponentRef::Kind::Inline: {
                const QString field = sweep ? QStringLiteral("trial") : QStringLiteral("component");
                const SubmitComponent c = component(key + QLatin1Char('.') + field, scope.file, scope.dir, child(n, field), false,
                                                    step.component.field.loc.line);
                if (addComponent(c))
                    s.components << c;
                break;
            }
            case ComponentRef::Kind::File: {
                const QString path = step.component.path;
                if (!step.componentError.isEmpty()) {
                    err(scope.file, step.component.field.loc.line,
                        tr("step '%1': component %2: %3").arg(qualified, step.component.field.value, step.componentError));
                    break;
                }
                if (std::any_of(s.components.cbegin(), s.components.cend(), [&](const SubmitComponent& o) { return o.key == path; })) {
                    s.stepComponent.insert(qualified, path);
                    break;
                }
                QFile f(path);
                const YamlDataFile read = f.open(QIODevice::ReadOnly) ? readYamlData(f.readAll(), YamlAliases::Resolve) : YamlDataFile();
                if (!read.ok || read.root.isNull()) {
                    err(path, read.errorLoc.line, tr("step '%1': the component cannot be read: %2")
                                                     .arg(qualified, f.error() != QFileDevice::NoError ? f.errorString() : read.error));
                    break;
                }
                const auto data = std::make_shared<const YamlData>(read.root);
                s.keep << data;
                const YamlData* root = data.get();
                SubmitComponent c = component(path, path, QFileInfo(path).absolutePath(), root, false, 1);
                c.fileScheme = step.component.field.value.trimmed().startsWith(QLatin1String("file:"), Qt::CaseInsensitive);
                if (addComponent(c))
                    s.components << c;
                break;
            }
            case ComponentRef::Kind::Workspace:
            case ComponentRef::Kind::Registry:
                s.remoteComponents.insert(qualified, step.component.field.value.trimmed());
                break;
            case ComponentRef::Kind::None:
                if ((step.kind == StepKind::Command && step.command) || (step.kind == StepKind::Parallel && child(n, QStringLiteral("task")))
                    || (spark && child(n, QStringLiteral("entry")))) {
                    const SubmitComponent c = component(key, scope.file, scope.dir, n, true, step.loc.line);
                    if (addComponent(c))
                        s.components << c;
                } else {
                    err(scope.file, step.loc.line,
                        step.kind == StepKind::Parallel
                            ? tr("step '%1' is a parallel step with neither a component nor a task; add a task (type: run_function, code, "
                                 "entry_script, environment) or name a component").arg(qualified)
                        : step.kind == StepKind::Pipeline
                            ? tr("step '%1' is a pipeline step without a component; name a pipeline component: a file, "
                                 "azureml:name:version or a registry's").arg(qualified)
                        : spark
                            ? tr("step '%1' is a spark step with neither a component nor an entry; add entry: {file: …} (or "
                                 "class_name) with its code, or name a spark component").arg(qualified)
                            : tr("step '%1' names neither a component nor a command").arg(qualified));
                }
                break;
            }
            for (const StepPort& port : step.inputs)
                if (port.inlineDecl && port.decl.path) {
                    const QString type = port.decl.type ? port.decl.type.value.trimmed().toLower() : QStringLiteral("uri_folder");
                    if (isDataType(type))
                        addData(port.decl.path.value, type, where + QStringLiteral(".inputs.") + port.name, port.decl.path.loc.line,
                                scope);
                }
        }
    };
    SubmitScope top;
    top.spec = s.spec;
    top.root = s.root;
    top.file = s.file;
    top.dir = dir;
    readScope(top, 0);
    return s;
}

} // namespace pw::azure
