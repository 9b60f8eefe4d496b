// SPDX-License-Identifier: MIT
// Reading a pipeline for submission (what only the workspace can resolve) and submitting it: computes checked, code
// versions and data uploads made, anonymous environments and components registered, the job created.
#include "azuresubmit.h"
#include "azuresubmit_p.h"

#include "armresponse.h"
#include "azurejobs.h"
#include "azuremlvalues.h"
#include "componentcache.h"
#include "workspacememory.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <future>

namespace pw::azure {

using namespace submitdetail;

namespace {

// Texts of free functions; lupdate files them under "pw::azure".
QString tr(const char* text)
{
    return QCoreApplication::translate("pw::azure", text);
}

} // namespace


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

// ---------------------------------------------------------------------------------------------------------------
// submitting

namespace {

/// A versioned asset of the workspace ("azureml:name:version", "azureml:name@latest", an ARM id) or a registry's, as its
/// ARM id: `kind` is the collection (components, data, models). @latest is the container's latestVersion.
QString remoteAssetId(arm::ArmClient& arm, const arm::WorkspaceRef& ws, const QString& ref, const QString& kind, QString* error)
{
    QString v = ref.trimmed();
    if (v.startsWith(QLatin1String("azureml://")))
        return v; // a registry's component: the service reads it
    if (v.startsWith(QLatin1String("azureml:")))
        v = v.mid(8);
    if (v.startsWith(QLatin1String("/subscriptions/"), Qt::CaseInsensitive))
        return v;
    QString name = v, version;
    if (const qsizetype at = v.indexOf(QLatin1Char('@')); at >= 0) {
        name = v.left(at);
        if (v.mid(at + 1) != QLatin1String("latest")) {
            *error = tr("%1 names the label '%2'; only @latest or a version (name:version) can be resolved").arg(ref, v.mid(at + 1));
            return {};
        }
    } else if (const qsizetype colon = v.lastIndexOf(QLatin1Char(':')); colon >= 0) {
        name = v.left(colon);
        version = v.mid(colon + 1);
    }
    const QString container = ws.path() + QLatin1Char('/') + kind + QLatin1Char('/') + name;
    if (version.isEmpty()) {
        const http::Response r = arm.get(container);
        if (!r.ok()) {
            *error = tr("%1: %2").arg(ref, arm::describeFailure(r));
            return {};
        }
        version = QJsonDocument::fromJson(r.body).object().value(QLatin1String("properties")).toObject().value(QLatin1String("latestVersion")).toString();
        if (version.isEmpty()) {
            *error = tr("%1 has no latest version (%2)").arg(ref, http::redactedUrl(r.url));
            return {};
        }
    }
    return container + QStringLiteral("/versions/") + version;
}

/// PUT the job, and when its answer does not come (a transport failure, an answer cut short) or is a 5xx or a 429,
/// GET the job by its name before sending it again or reporting: the service may have stored it although its answer
/// was lost, and a second PUT would then meet "a job with this name already exists" (or, under a new name, make a
/// second job). The answer of the job found stands for the PUT's.
http::Response createJob(arm::ArmClient& arm, const QString& jobPath, const QByteArray& body)
{
    const int attempts = 1 + std::max(0, arm.http().options().maxRetries);
    http::Response put;
    for (int attempt = 1; attempt <= attempts; ++attempt) {
        // creating a job is not idempotent (a second PUT of the name is refused): never sent twice by the transport
        put = arm.send("PUT", jobPath, body, {}, false, false);
        if (put.ok() || put.cancelled)
            return put;
        const bool unknownFate = put.status == 0 || put.status >= 500 || put.status == 429;
        if (!unknownFate)
            return put; // the service said no: a name taken before, a body it refuses
        const http::Response there = arm.get(jobPath);
        if (there.ok()) {
            spdlog::info("azure: the answer to PUT {} was lost ({}), but the job is there", http::redactedUrl(put.url).toStdString(),
                         put.status ? std::to_string(put.status) : std::string("no answer"));
            return there;
        }
        if (there.status != 404 || attempt == attempts)
            return put;
        const double base = arm.http().options().backoffBaseSeconds * std::pow(2.0, attempt - 1);
        qint64 waitMs = http::parseRetryAfter(put.header("Retry-After")).value_or(qint64(base * 1000));
        waitMs = std::min<qint64>(waitMs, qint64(arm.http().options().backoffCapSeconds * 1000));
        QThread::msleep(quint64(std::max<qint64>(0, waitMs)));
    }
    return put;
}

} // namespace

SubmitResult submitPipeline(arm::ArmClient& arm, http::Client& http, const arm::WorkspaceRef& ws,
                            const QString& pipelineFile, const QByteArray& text, const SubmitOptions& options,
                            const UploadOptions& upload)
{
    SubmitResult out;
    if (!options.rerunOf.isEmpty()) {
        out.error = tr("Rerunning a job is offered for jobs of this machine only; submit %1 again to run it in %2.")
                        .arg(QDir::toNativeSeparators(pipelineFile), ws.workspace);
        return out;
    }
    SubmitSource source = readSubmission(pipelineFile, text, options.inputOverrides);
    source.forceRerun = options.noReuse;
    out.problems = source.warnings;
    if (!source.ok()) {
        out.error = source.errors.join(QLatin1Char('\n'));
        return out;
    }
    SubmitResolved resolved;
    resolved.ws = ws;
    QStringList errors;
    // what the last submissions learnt of the workspace (each use checked against its answers here), and what this
    // one learns, kept however it ends
    WorkspaceMemory memory(arm.url(ws.path()).toString(QUrl::RemoveQuery | QUrl::RemoveUserInfo));
    struct Keep
    {
        WorkspaceMemory& memory;
        ~Keep() { memory.save(); }
    } keep {memory};

    // Independent requests go out together (a pool of threads over the one http::Client, whose connections carry
    // them at once), each as soon as what it depends on is known: first the checks (the computes named must exist,
    // the workspace's components and assets by name), so that nothing is uploaded for a pipeline that cannot run,
    // and beside them the lookups of code and data and the anonymous environments (they need nothing the checks or
    // uploads find); then every code folder and local file or folder still to upload; the components as soon as the
    // code versions are known (a component whose body names uploaded data after that upload; a pipeline component
    // after those it names); then the job, when all of it is there. Errors are reported in the order of the file.
    QThreadPool pool;
    // a thread for every upload that may wait at the gate below, beside those that keep the connections busy: a
    // waiting upload can never hold back the checks or the lookups that open the gate
    // (and three for the registrations that go beside the checks and the uploads, which wait for their own requests)
    pool.setMaxThreadCount(int(http::MaxConnectionsPerHost + 3 + source.codePaths.size() + source.data.size()
                               + source.buildContexts.size()));
    auto inPool = [&pool](auto f) { return QtConcurrent::run(&pool, std::move(f)); };
    // PUTs at once; the first failure (in the given order) as the message, empty when all are registered
    auto putAll = [&](const QList<const SubmitPlan::Put*>& puts, const QString& what, QSet<QString>* done) -> QString {
        QList<QFuture<http::Response>> answers;
        for (const SubmitPlan::Put* p : puts)
            answers << inPool([&arm, p] { return arm.send("PUT", p->path, QJsonDocument(p->body).toJson(QJsonDocument::Compact)); });
        QString error;
        for (qsizetype i = 0; i < answers.size(); ++i) {
            const http::Response r = answers[i].result();
            if (r.ok() && done)
                done->insert(puts.at(i)->path);
            if (!r.ok() && error.isEmpty())
                error = tr("%1: cannot register %2: %3")
                            .arg(QDir::toNativeSeparators(source.file), what.arg(puts.at(i)->what), arm::describeFailure(r, "PUT"));
        }
        return error;
    };
    auto isPipelineComponent = [](const SubmitPlan::Put& p) {
        return p.body.value(QLatin1String("properties")).toObject().value(QLatin1String("componentSpec")).toObject()
                   .value(QLatin1String("type")).toString() == QLatin1String("pipeline");
    };
    // components: those of steps at once, then pipeline components in waves, each one as soon as every pipeline
    // component it names is registered (a component's path stands in the bodies of those that name it), those of one
    // wave at once
    auto registerComponents = [&](const QList<const SubmitPlan::Put*>& components, QSet<QString>* done) -> QString {
        QList<const SubmitPlan::Put*> steps, pending;
        for (const SubmitPlan::Put* p : components)
            (isPipelineComponent(*p) ? pending : steps) << p;
        if (QString error = putAll(steps, tr("the component of %1"), done); !error.isEmpty())
            return error;
        while (!pending.isEmpty()) {
            QList<const SubmitPlan::Put*> wave, later;
            for (const SubmitPlan::Put* p : std::as_const(pending)) {
                const QByteArray body = QJsonDocument(p->body).toJson(QJsonDocument::Compact);
                const bool waits = std::any_of(pending.cbegin(), pending.cend(), [&](const SubmitPlan::Put* q) {
                    return q->path != p->path && body.contains(q->path.toUtf8());
                });
                (waits ? later : wave) << p;
            }
            if (wave.isEmpty()) // a cycle cannot be written; the plan's order then
                wave << later.takeFirst();
            if (QString error = putAll(wave, tr("the component of %1"), done); !error.isEmpty())
                return error;
            pending = later;
        }
        return {};
    };
    // the plan's environments, then its components; what was registered before (`done`, by path: the paths of
    // anonymous assets are made of what they hold) is not sent again
    auto registerAssets = [&](const SubmitPlan& plan, const QSet<QString>& done) -> QString {
        QList<const SubmitPlan::Put*> environments, components;
        for (const SubmitPlan::Put& p : plan.environments)
            if (!done.contains(p.path))
                environments << &p;
        for (const SubmitPlan::Put& p : plan.components)
            if (!done.contains(p.path))
                components << &p;
        if (QString error = putAll(environments, tr("the environment of %1"), nullptr); !error.isEmpty())
            return error;
        return registerComponents(components, nullptr);
    };

    // The components of a plan made before all is resolved that can be registered now: those whose bodies hold no
    // stand-in for what is still to come (`Pending` in place of an upload's URI, a workspace component's or asset's
    // id) and that `may` allows, without a pipeline component naming one that waits.
    static const QString Pending = QStringLiteral("pipewright-pending:");
    auto withStandIns = [&](SubmitResolved r, bool data, bool workspaceNames) {
        if (data)
            for (const LocalData& d : source.data)
                r.dataUris.insert(d.path, Pending + d.path);
        if (workspaceNames) {
            for (auto it = source.remoteComponents.cbegin(); it != source.remoteComponents.cend(); ++it)
                r.componentIds.insert(it.key(), Pending + it.key());
            for (auto it = source.assets.cbegin(); it != source.assets.cend(); ++it)
                r.assetIds.insert(it.key(), Pending + it.key());
        }
        return r;
    };
    auto readyComponents = [&](const SubmitPlan& p, const std::function<bool(const QByteArray& body)>& may) {
        QList<SubmitPlan::Put> ready;
        if (!p.errors.isEmpty())
            return ready;
        for (const SubmitPlan::Put& c : p.components)
            if (const QByteArray body = QJsonDocument(c.body).toJson(QJsonDocument::Compact); !body.contains(Pending.toUtf8()) && may(body))
                ready << c;
        for (bool changed = true; changed;) {
            changed = false;
            for (qsizetype i = ready.size() - 1; i >= 0; --i) {
                const QByteArray body = QJsonDocument(ready[i].body).toJson(QJsonDocument::Compact);
                const bool namesWaiting = std::any_of(p.components.cbegin(), p.components.cend(), [&](const SubmitPlan::Put& q) {
                    return body.contains(q.path.toUtf8())
                        && std::none_of(ready.cbegin(), ready.cend(), [&](const SubmitPlan::Put& r) { return r.path == q.path; });
                });
                if (namesWaiting) {
                    ready.removeAt(i);
                    changed = true;
                }
            }
        }
        return ready;
    };

    struct Check
    {
        QString error;
        QString id;
    };
    QList<QFuture<Check>> computeChecks, componentChecks, assetChecks;
    for (auto it = source.computes.cbegin(); it != source.computes.cend(); ++it)
        computeChecks << inPool([&, name = it.key(), where = it.value()] {
            const http::Response r = arm.get(computeArmId(ws, name));
            Check c;
            if (r.status == 404)
                c.error = tr("%1: %2 names the compute '%3', which the workspace %4 does not have")
                              .arg(QDir::toNativeSeparators(source.file), where, name, ws.workspace);
            else if (!r.ok())
                c.error = tr("%1: %2: %3").arg(QDir::toNativeSeparators(source.file), where, arm::describeFailure(r));
            return c;
        });
    for (auto it = source.remoteComponents.cbegin(); it != source.remoteComponents.cend(); ++it)
        componentChecks << inPool([&, step = it.key(), ref = it.value()] {
            Check c;
            QString error;
            c.id = remoteAssetId(arm, ws, ref, QStringLiteral("components"), &error);
            if (c.id.isEmpty())
                c.error = tr("%1: step '%2': the component %3").arg(QDir::toNativeSeparators(source.file), step, error);
            return c;
        });
    for (auto it = source.assets.cbegin(); it != source.assets.cend(); ++it)
        assetChecks << inPool([&, ref = it.key(), kind = it->kind, where = it->where] {
            Check c;
            QString error;
            c.id = remoteAssetId(arm, ws, ref, kind, &error);
            if (c.id.isEmpty())
                c.error = tr("%1: %2: %3").arg(QDir::toNativeSeparators(source.file), where, error);
            return c;
        });
    // code folders and local data, all at once and beside the checks: what is already in the workspace is looked up
    // while they run, and nothing is written before they have passed (the gate)
    std::promise<bool> checked;
    std::shared_future<bool> checksPassed = checked.get_future().share();
    bool gateOpen = false;
    auto openGate = [&](bool passed) {
        if (!gateOpen)
            checked.set_value(passed);
        gateOpen = true;
    };
    UploadOptions gated = upload;
    gated.beforeWriting = [checksPassed] { return checksPassed.get(); };
    QList<QFuture<CodeVersionResult>> codes;
    for (const QString& path : source.codePaths)
        codes << inPool([&, path] { return ensureCodeVersion(arm, http, ws, path, gated); });
    QFuture<DatastoreTarget> datastoreLookup;
    if (!source.data.isEmpty() || !source.buildContexts.isEmpty())
        datastoreLookup = inPool([&, known = memory.defaultDatastore()] { return defaultDatastore(arm, ws, known); });
    bool checksCollected = false;
    auto collectChecks = [&] {
        if (checksCollected)
            return;
        checksCollected = true;
        for (QFuture<Check>& f : computeChecks)
            if (const Check c = f.result(); !c.error.isEmpty())
                errors << c.error;
        int i = 0;
        for (auto it = source.remoteComponents.cbegin(); it != source.remoteComponents.cend(); ++it, ++i) {
            const Check c = componentChecks[i].result();
            if (!c.error.isEmpty())
                errors << c.error;
            resolved.componentIds.insert(it.key(), c.id);
        }
        i = 0;
        for (auto it = source.assets.cbegin(); it != source.assets.cend(); ++it, ++i) {
            const Check c = assetChecks[i].result();
            if (!c.error.isEmpty())
                errors << c.error;
            resolved.assetIds.insert(it.key(), c.id);
        }
        openGate(errors.isEmpty());
    };

    // Anonymous environments and components are named by what they hold and written again unchanged, and none is
    // listed in the workspace, so writing one for a pipeline that then stops leaves nothing anyone meets. When their
    // bodies need nothing the checks find (no workspace component or asset by name, no code or data to upload), they
    // are all registered beside the checks, and only the job waits for them (a pipeline of inline steps is the
    // compute check and its components at once, then the job). Otherwise the environments (unless built from a
    // local Docker context) still go beside the checks, and the components as soon as the code versions are known.
    const bool registerBesideChecks = source.remoteComponents.isEmpty() && source.assets.isEmpty()
        && source.codePaths.isEmpty() && source.data.isEmpty() && source.buildContexts.isEmpty();
    const QString jobName = source.spec->name ? source.spec->name.value.trimmed() : generatedJobName(source.file);
    SubmitPlan plan, earlyPlan, componentPlan;
    QFuture<QString> registered, environmentsRegistered, componentsRegistered;
    QSet<QString> registeredEarly; // paths of what those two register
    SubmitPlan speculativePlan;
    QFuture<QSet<QString>> speculated; // paths registered on what the workspace gave before
    // every registration started is waited for before leaving: they use what this function holds
    struct Waiter
    {
        QList<QFuture<QString>*> futures;
        QFuture<QSet<QString>>* speculated;
        ~Waiter()
        {
            for (QFuture<QString>* f : futures)
                if (f->isValid())
                    f->waitForFinished();
            if (speculated->isValid())
                speculated->waitForFinished();
        }
    } waiter {{&registered, &environmentsRegistered, &componentsRegistered}, &speculated};
    if (registerBesideChecks) {
        plan = buildSubmitPlan(source, resolved, jobName);
        if (!plan.errors.isEmpty()) {
            collectChecks();
            out.error = (errors + plan.errors).join(QLatin1Char('\n'));
            return out;
        }
        registered = inPool([&] { return registerAssets(plan, {}); });
    } else if (source.buildContexts.isEmpty()) {
        // the environments' bodies are whole before anything is resolved (what is missing makes errors of the
        // components and the job only, which the plan made at the end reports)
        earlyPlan = buildSubmitPlan(source, resolved, jobName);
        for (const SubmitPlan::Put& p : std::as_const(earlyPlan.environments))
            registeredEarly.insert(p.path);
        if (!earlyPlan.environments.isEmpty())
            environmentsRegistered = inPool([&] { return registerAssets(SubmitPlan {earlyPlan.environments, {}, {}, {}, {}, {}}, {}); });
        // Code folders found in the workspace before (the code version each was, kept in the workspace memory): the
        // components made of them go beside the lookups, as when the lookups give those versions again (they are
        // checked; a component made of another version is registered as soon as the lookup gives it), when every
        // environment they name was registered before. One round trip less for a pipeline submitted again as it
        // is worked on.
        if (!source.codePaths.isEmpty()
            && std::all_of(source.codePaths.cbegin(), source.codePaths.cend(), [&](const QString& k) { return !memory.codeVersion(k).isEmpty(); })) {
            SubmitResolved guess = withStandIns(resolved, true, true);
            for (const QString& k : source.codePaths)
                guess.codeIds.insert(k, memory.codeVersion(k));
            speculativePlan = buildSubmitPlan(source, guess, jobName);
            speculativePlan.components = readyComponents(speculativePlan, [&](const QByteArray& body) {
                return std::all_of(speculativePlan.environments.cbegin(), speculativePlan.environments.cend(), [&](const SubmitPlan::Put& e) {
                    return !body.contains(e.path.toUtf8()) || memory.hasAsset(e.path);
                });
            });
            if (!speculativePlan.components.isEmpty())
                speculated = inPool([&] {
                    QSet<QString> done;
                    QList<const SubmitPlan::Put*> puts;
                    for (const SubmitPlan::Put& p : std::as_const(speculativePlan.components))
                        puts << &p;
                    if (const QString error = registerComponents(puts, &done); !error.isEmpty())
                        spdlog::info("azure: a component made of a code version found before was not registered ({}); it is "
                                     "registered with what the workspace gives now", error.toStdString());
                    return done;
                });
        }
    }

    // local data: each upload starts as soon as the default datastore is known (and waits for the checks at the gate)
    QList<QFuture<DataUploadResult>> contexts, data;
    auto uploadTo = [&](const QString& path) {
        return inPool([&, path] {
            const DatastoreTarget datastore = datastoreLookup.result();
            if (!datastore.error.isEmpty())
                return DataUploadResult {}; // said below, once
            return uploadLocalData(http, datastore, path, gated);
        });
    };
    for (const QString& context : source.buildContexts)
        contexts << uploadTo(context);
    for (const LocalData& d : source.data)
        data << uploadTo(d.path);
    collectChecks(); // the uploads wait for them at the gate
    auto waitForUploads = [&] {
        for (QFuture<CodeVersionResult>& c : codes)
            c.waitForFinished(); // they stop at the gate, nothing written
        for (QFuture<DataUploadResult>& f : contexts)
            f.waitForFinished();
        for (QFuture<DataUploadResult>& f : data)
            f.waitForFinished();
    };
    if (!errors.isEmpty()) {
        waitForUploads();
        out.error = errors.join(QLatin1Char('\n'));
        return out;
    }
    for (qsizetype i = 0; i < codes.size(); ++i) {
        const CodeVersionResult code = codes[i].result();
        if (!code.error.isEmpty() && out.error.isEmpty())
            out.error = code.error;
        resolved.codeIds.insert(source.codePaths.at(i), code.armId);
        memory.setCodeVersion(source.codePaths.at(i), code.armId);
    }
    if (!out.error.isEmpty()) {
        waitForUploads();
        return out;
    }
    // the code versions known: the components whose bodies name no uploaded data go while the data is written (a
    // stand-in for each upload's URI shows which do; they wait for that upload), but for those registered before
    if (!registerBesideChecks && source.buildContexts.isEmpty() && !data.isEmpty()) {
        componentPlan = buildSubmitPlan(source, withStandIns(resolved, true, false), jobName);
        const QSet<QString> before = speculated.isValid() ? speculated.result() : QSet<QString>();
        componentPlan.components = readyComponents(componentPlan, [](const QByteArray&) { return true; });
        componentPlan.components.removeIf([&](const SubmitPlan::Put& p) { return before.contains(p.path); });
        if (!componentPlan.components.isEmpty()) {
            for (const SubmitPlan::Put& p : std::as_const(componentPlan.components))
                registeredEarly.insert(p.path);
            componentsRegistered = inPool([&] {
                if (environmentsRegistered.isValid())
                    if (QString error = environmentsRegistered.result(); !error.isEmpty())
                        return error;
                QList<const SubmitPlan::Put*> puts;
                for (const SubmitPlan::Put& p : std::as_const(componentPlan.components))
                    puts << &p;
                return registerComponents(puts, nullptr);
            });
        }
    }
    QString dataError;
    DatastoreTarget datastore;
    if (datastoreLookup.isValid()) {
        datastore = datastoreLookup.result();
        if (datastore.error.isEmpty())
            memory.setDefaultDatastore(datastore.keepsCredentials ? datastore.name : QString());
        if (!datastore.error.isEmpty()) {
            waitForUploads();
            out.error = source.data.isEmpty()
                ? tr("%1: the Docker context %2 is local: %3").arg(QDir::toNativeSeparators(source.file), QDir::toNativeSeparators(source.buildContexts.first()), datastore.error)
                : tr("%1: %2 is a local path: %3").arg(QDir::toNativeSeparators(source.file), source.data.first().where, datastore.error);
            return out;
        }
    }
    for (qsizetype i = 0; i < contexts.size(); ++i) {
        // as _check_and_upload_env_build_context: the folder under LocalUpload/<hash>/, named by its https URL
        const DataUploadResult u = contexts[i].result();
        const QString& context = source.buildContexts.at(i);
        if (!u.error.isEmpty()) {
            if (dataError.isEmpty())
                dataError = tr("%1: the Docker context %2: %3").arg(QDir::toNativeSeparators(source.file), QDir::toNativeSeparators(context), u.error);
            continue;
        }
        QString blobPath = u.uri.section(QStringLiteral("/paths/"), 1);
        while (blobPath.endsWith(QLatin1Char('/')))
            blobPath.chop(1);
        resolved.buildContextUris.insert(context, datastore.container.plainUrl(blobPath).toString() + QLatin1Char('/'));
    }
    for (qsizetype i = 0; i < data.size(); ++i) {
        const DataUploadResult u = data[i].result();
        const LocalData& d = source.data.at(i);
        if (!u.error.isEmpty()) {
            if (dataError.isEmpty())
                dataError = tr("%1: %2: %3").arg(QDir::toNativeSeparators(source.file), d.where, u.error);
            continue;
        }
        resolved.dataUris.insert(d.path, u.uri);
    }
    if (!dataError.isEmpty()) {
        out.error = dataError;
        return out;
    }

    if (registered.isValid()) {
        out.error = registered.result();
    } else {
        plan = buildSubmitPlan(source, resolved, jobName);
        if (!plan.errors.isEmpty()) {
            out.error = plan.errors.join(QLatin1Char('\n'));
            return out;
        }
        for (QFuture<QString>* early : {&environmentsRegistered, &componentsRegistered})
            if (early->isValid())
                if (const QString error = early->result(); !error.isEmpty() && out.error.isEmpty())
                    out.error = error;
        if (speculated.isValid())
            registeredEarly += speculated.result();
        if (out.error.isEmpty())
            out.error = registerAssets(plan, registeredEarly);
    }
    if (!out.error.isEmpty())
        return out;
    const http::Response created = createJob(arm, plan.jobPath, QJsonDocument(plan.job).toJson(QJsonDocument::Compact));
    if (!created.ok()) {
        out.error = tr("%1: the job was not created: %2").arg(QDir::toNativeSeparators(source.file), arm::describeFailure(created, "PUT"));
        return out;
    }
    for (const SubmitPlan::Put& e : std::as_const(plan.environments))
        memory.addAsset(e.path); // registered: a component naming it can go beside it next time
    const QJsonObject job = QJsonDocument::fromJson(created.body).object();
    out.jobId = job.value(QLatin1String("name")).toString(plan.jobName);
    spdlog::info("azure: submitted {} as job {} of workspace {}", source.file.toStdString(), out.jobId.toStdString(),
                 ws.workspace.toStdString());
    if (const QString studio = studioUrl(job); !studio.isEmpty()) {
        Diagnostic note;
        note.severity = Severity::Info;
        note.ruleId = QStringLiteral("azure-submitted");
        note.file = source.file;
        note.message = tr("submitted as job %1 of %2: %3").arg(out.jobId, ws.workspace, studio);
        out.problems << note;
    }
    return out;
}


} // namespace pw::azure
