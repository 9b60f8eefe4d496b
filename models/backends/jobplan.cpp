// SPDX-License-Identifier: MIT
#include "jobplan.h"
#include "fileio.h"

#include "commandline.h"
#include "componentcache.h"
#include "pipelinedocument.h"
#include "validator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QThread>

namespace pw {

namespace {

// Texts of free functions; lupdate files them under "pw". The planner's texts use its own context.
QString tr(const char* s)
{
    return QCoreApplication::translate("pw", s);
}

bool isDataType(const QString& t)
{
    const QString f = portFamily(t);
    return f == QLatin1String("data") || f == QLatin1String("model");
}

QString absoluteFrom(const QString& baseFile, const QString& path)
{
    QString p = path;
    if (p.startsWith(QLatin1String("file:")))
        p = p.mid(5);
    if (QDir::isAbsolutePath(p))
        return QDir::cleanPath(p);
    return QDir::cleanPath(QFileInfo(baseFile).absoluteDir().filePath(p));
}

/// `${{inputs.x}}` -> x
QString innerName(const QString& expr, const QString& kind)
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*\$\{\{\s*(inputs|outputs)\.([A-Za-z0-9_]+)\s*\}\}\s*$)"));
    const auto m = re.match(expr);
    if (m.hasMatch() && m.captured(1) == kind)
        return m.captured(2);
    return QString();
}

int toInt(const Field& f, int fallback)
{
    if (!f)
        return fallback;
    bool ok = false;
    const int v = f.value.trimmed().toInt(&ok);
    return ok ? v : fallback;
}

bool isFalse(const Field& f)
{
    return f && f.value.trimmed().compare(QLatin1String("false"), Qt::CaseInsensitive) == 0;
}

/// The component files a job reads, as bytes: part of each step's reuse key.
struct ComponentFile
{
    QByteArray bytes;
};

struct Planner
{
    JobPlan& plan;
    std::shared_ptr<ComponentCache> components;
    QHash<QString, std::shared_ptr<ComponentFile>> files;
    // nested pipeline outputs: "outerStep:output" -> (step, output)
    QHash<QString, QPair<QString, QString>> aliases;

    std::shared_ptr<ComponentFile> componentFile(const QString& path)
    {
        if (auto it = files.constFind(path); it != files.constEnd())
            return *it;
        auto f = std::make_shared<ComponentFile>();
        QString err;
        readFileBytes(path, f->bytes, &err);
        files.insert(path, f);
        if (!plan.componentFiles.contains(path))
            plan.componentFiles << path;
        return f;
    }

    void error(const QString& file, const SourceLoc& loc, const QString& step, const QString& message,
               const char* rule = "local-unsupported")
    {
        Diagnostic d;
        d.severity = Severity::Error;
        d.ruleId = QString::fromLatin1(rule);
        d.message = message;
        d.file = file;
        d.line = loc.line;
        d.col = loc.col;
        d.step = step;
        plan.problems << d;
    }
    void warning(const QString& file, const SourceLoc& loc, const QString& step, const QString& message,
                 const char* rule = "local-differs")
    {
        error(file, loc, step, message, rule);
        plan.problems.last().severity = Severity::Warning;
    }

    struct Scope
    {
        QString prefix;
        const PipelineSpec* spec = nullptr;
        QString file;
        QByteArray text; // the file's bytes (definition of inline steps)
        QMap<QString, PlannedInput> parentInputs;
        QHash<QString, QString> parentOutputs; // nested: pipeline output -> outer alias key
        QString outerStep; // nested: the step that holds this pipeline
    };

    /// An http(s) input: a file is downloaded before the step starts; a folder cannot be listed over HTTP.
    // A local file or folder a step reads must be there before anything starts, as its code must (a step producing
    // it would be a binding to that step's output, not a path)
    bool localPathExists(const Scope& sc, const QString& stepName, const QString& name, const SourceLoc& loc,
                         const PlannedInput& in)
    {
        if (in.kind != PlannedInput::Kind::LocalPath || QFileInfo::exists(in.value))
            return true;
        error(sc.file, loc, stepName,
              tr("step '%1': input '%2' reads %3, which does not exist").arg(stepName, name, QDir::toNativeSeparators(in.value)),
              "local-data-missing");
        return false;
    }

    bool webInput(const Scope& sc, const QString& stepName, const QString& name, const SourceLoc& loc, const QString& url,
                  PlannedInput& in)
    {
        const QString type = in.type.trimmed().toLower();
        if (!type.isEmpty() && type != QLatin1String("uri_file") && type != QLatin1String("custom_model")
            && type != QLatin1String("mlflow_model")) {
            error(sc.file, loc, stepName,
                  tr("step '%1': input '%2' is a %3 at %4; a web address gives one file, not a folder that can be listed, "
                     "so only uri_file inputs are read from it on this machine")
                      .arg(stepName, name, type, url),
                  "local-web-folder");
            return false;
        }
        in.kind = PlannedInput::Kind::WebFile;
        in.value = url;
        return true;
    }

    /// Resolve a binding that appears as a step input.
    bool resolveInput(const Scope& sc, const Step& s, const StepPort* sp, const QString& name, PlannedInput& in,
                      PlannedStep& ps)
    {
        const QString stepName = sc.prefix + s.name;
        in.name = name;
        in.type = s.inputType(name);
        const PortDecl* decl = s.resolved ? s.resolved->input(name) : nullptr;
        const SourceLoc loc = sp ? sp->loc : s.loc;
        if (!sp || sp->binding.kind == Binding::Kind::None) {
            if (sp && sp->inlineDecl && sp->decl.defaultValue) {
                in.kind = PlannedInput::Kind::Literal;
                in.value = sp->decl.defaultValue.value;
                return true;
            }
            if (decl && decl->defaultValue) {
                in.kind = isDataType(in.type) ? PlannedInput::Kind::LocalPath : PlannedInput::Kind::Literal;
                in.value = isDataType(in.type) ? absoluteFrom(s.resolved->sourceFile.isEmpty() ? sc.file
                                                                                                 : s.resolved->sourceFile,
                                                              decl->defaultValue.value)
                                               : decl->defaultValue.value;
                return localPathExists(sc, stepName, name, loc, in);
            }
            const bool optional = decl && decl->optional
                                  && decl->optional.value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
            if (optional || !decl) {
                in.kind = PlannedInput::Kind::Unset;
                return true;
            }
            error(sc.file, loc, stepName,
                  tr("step '%1': input '%2' has no value and its component gives no default").arg(stepName, name),
                  "local-input-missing");
            return false;
        }
        const Binding& b = sp->binding;
        switch (b.kind) {
        case Binding::Kind::Literal:
            if (isDataType(in.type)) {
                if (isWebUrl(b.text.trimmed()))
                    return webInput(sc, stepName, name, loc, b.text.trimmed(), in);
                if (isRemotePath(b.text.trimmed())) {
                    error(sc.file, loc, stepName,
                          tr("step '%1': input '%2' reads %3, which only an Azure ML workspace can resolve")
                              .arg(stepName, name, b.text.trimmed()),
                          "local-remote-data");
                    return false;
                }
                in.kind = PlannedInput::Kind::LocalPath;
                in.value = absoluteFrom(sc.file, b.text.trimmed());
                return localPathExists(sc, stepName, name, loc, in);
            } else {
                in.kind = PlannedInput::Kind::Literal;
                in.value = b.text;
            }
            return true;
        case Binding::Kind::ParentInput: {
            auto it = sc.parentInputs.constFind(b.port);
            if (it == sc.parentInputs.constEnd()) {
                error(sc.file, loc, stepName,
                      tr("step '%1': input '%2' binds to pipeline input '%3', which does not exist")
                          .arg(stepName, name, b.port),
                      "local-input-missing");
                return false;
            }
            const QString type = in.type;
            in = *it;
            in.name = name;
            if (!type.isEmpty())
                in.type = type;
            if (in.kind == PlannedInput::Kind::LocalPath && isWebUrl(in.value))
                return webInput(sc, stepName, name, loc, in.value, in);
            if (in.kind == PlannedInput::Kind::LocalPath && isRemotePath(in.value)) {
                error(sc.file, loc, stepName,
                      tr("step '%1': input '%2' reads %3, which only an Azure ML workspace can resolve")
                          .arg(stepName, name, in.value),
                      "local-remote-data");
                return false;
            }
            if (in.kind == PlannedInput::Kind::StepOutput && !ps.dependsOn.contains(in.fromStep))
                ps.dependsOn << in.fromStep;
            return localPathExists(sc, stepName, name, loc, in);
        }
        case Binding::Kind::StepOutput: {
            QString producer = sc.prefix + b.step;
            QString output = b.port;
            if (auto a = aliases.constFind(producer + QLatin1Char(':') + output); a != aliases.constEnd()) {
                producer = a->first;
                output = a->second;
            }
            const PlannedStep* from = plan.step(producer);
            if (!from) {
                error(sc.file, loc, stepName,
                      tr("step '%1': input '%2' reads an output of step '%3', which does not run here")
                          .arg(stepName, name, sc.prefix + b.step),
                      "local-input-missing");
                return false;
            }
            if (!from->output(output) && output == QLatin1String("artifacts") && from->kind != StepKind::Pipeline) {
                // every step has an `artifacts` output on Azure ML (its outputs/ and logs/), declared or not
                PlannedOutput a;
                a.name = output;
                a.type = QStringLiteral("uri_folder");
                a.artifacts = true;
                plan.steps[plan.stepIndex(producer)].outputs << a;
            }
            if (!from->output(output)) {
                error(sc.file, loc, stepName,
                      tr("step '%1': input '%2' reads output '%3' of step '%4', which has no such output")
                          .arg(stepName, name, output, producer),
                      "local-input-missing");
                return false;
            }
            in.kind = PlannedInput::Kind::StepOutput;
            in.fromStep = producer;
            in.fromOutput = output;
            if (in.type.isEmpty())
                in.type = from->output(output)->type;
            if (!ps.dependsOn.contains(producer))
                ps.dependsOn << producer;
            return true;
        }
        default: {
            // Text with expressions inside: replace the pipeline inputs it names, keep the rest.
            static const QRegularExpression re(QStringLiteral(R"(\$\{\{\s*parent\.inputs\.([A-Za-z0-9_]+)\s*\}\})"));
            QString v = b.text;
            auto it = re.globalMatch(b.text);
            while (it.hasNext()) {
                const auto m = it.next();
                const auto p = sc.parentInputs.constFind(m.captured(1));
                if (p != sc.parentInputs.constEnd() && p->kind != PlannedInput::Kind::StepOutput)
                    v.replace(m.captured(0), p->value);
            }
            if (v.contains(QLatin1String("${{"))) {
                warning(sc.file, loc, stepName,
                        tr("step '%1': input '%2' uses an expression the local backend passes on as written: %3")
                            .arg(stepName, name, v));
            }
            in.kind = isDataType(in.type) ? PlannedInput::Kind::LocalPath : PlannedInput::Kind::Literal;
            in.value = isDataType(in.type) ? absoluteFrom(sc.file, v) : v;
            return true;
        }
        }
    }

    void planScope(Scope& sc, int depth)
    {
        const PipelineSpec& spec = *sc.spec;
        // dependency order within the scope
        QStringList order;
        {
            QHash<QString, QStringList> deps;
            for (const Step& s : spec.steps) {
                QStringList d;
                auto collect = [&](const QList<StepPort>& ports) {
                    for (const StepPort& p : ports)
                        if (p.binding.kind == Binding::Kind::StepOutput && !d.contains(p.binding.step))
                            d << p.binding.step;
                };
                collect(s.inputs);
                deps.insert(s.name, d);
            }
            QSet<QString> done;
            bool progress = true;
            while (order.size() < spec.steps.size() && progress) {
                progress = false;
                for (const Step& s : spec.steps) {
                    if (done.contains(s.name))
                        continue;
                    bool ready = true;
                    for (const QString& d : deps.value(s.name))
                        if (!done.contains(d) && spec.step(d))
                            ready = false;
                    if (ready) {
                        order << s.name;
                        done.insert(s.name);
                        progress = true;
                    }
                }
            }
            if (order.size() < spec.steps.size()) {
                error(sc.file, spec.jobsLoc, QString(), tr("the steps depend on each other in a cycle"), "graph-cycle");
                return;
            }
        }
        for (const QString& stepName : order)
            planStep(sc, *spec.step(stepName), depth);
    }

    void planStep(Scope& sc, const Step& s, int depth)
    {
        const QString stepName = sc.prefix + s.name;
        switch (s.component.kind) {
        case ComponentRef::Kind::Workspace:
        case ComponentRef::Kind::Registry:
            error(sc.file, s.component.field.loc, stepName,
                  tr("step '%1' uses component %2, which is defined in an Azure ML %3; its definition is not on this "
                     "machine")
                      .arg(stepName, s.component.field.value,
                           s.component.kind == ComponentRef::Kind::Registry ? tr("registry") : tr("workspace")),
                  "local-remote-component");
            return;
        default:
            break;
        }
        const bool sweep = s.kind == StepKind::Opaque && s.type.value.trimmed().toLower() == QLatin1String("sweep");
        const bool spark = s.kind == StepKind::Opaque && s.type.value.trimmed().toLower() == QLatin1String("spark");
        if (s.kind == StepKind::Opaque && s.type.value.trimmed().toLower() == QLatin1String("automl")) {
            error(sc.file, s.type.loc.valid() ? s.type.loc : s.loc, stepName,
                  tr("step '%1' is an AutoML step: AutoML chooses and trains its models in an Azure ML workspace, not on this "
                     "machine; submit the pipeline to a workspace").arg(stepName),
                  "local-unsupported-step");
            return;
        }
        if (s.kind == StepKind::Opaque && !sweep && !spark) {
            error(sc.file, s.type.loc.valid() ? s.type.loc : s.loc, stepName,
                  tr("step '%1' is a '%2' step; only command, parallel, pipeline, sweep and spark steps run on this machine")
                      .arg(stepName, s.type.value),
                  "local-unsupported-step");
            return;
        }
        if (!s.componentError.isEmpty()) {
            error(sc.file, s.component.field.loc, stepName, tr("step '%1': %2").arg(stepName, s.componentError),
                  "component-file");
            return;
        }
        std::shared_ptr<ComponentFile> cf;
        if (s.component.kind == ComponentRef::Kind::File)
            cf = componentFile(s.component.path);
        const QString compFile = s.component.kind == ComponentRef::Kind::File ? s.component.path : sc.file;

        if (s.kind == StepKind::Pipeline) {
            if (!s.resolved || !s.resolved->pipeline) {
                error(sc.file, s.loc, stepName, tr("step '%1': the nested pipeline's definition is not available").arg(stepName),
                      "component-file");
                return;
            }
            if (depth > 8) {
                error(sc.file, s.loc, stepName, tr("step '%1': pipelines nest more than 8 levels deep").arg(stepName));
                return;
            }
            Scope inner;
            inner.prefix = stepName + QLatin1Char('.');
            inner.spec = s.resolved->pipeline.get();
            inner.file = compFile;
            inner.outerStep = stepName;
            PlannedStep scratch;
            for (const QString& name : s.inputNames()) {
                PlannedInput in;
                if (resolveInput(sc, s, s.input(name), name, in, scratch))
                    inner.parentInputs.insert(name, in);
            }
            const int before = int(plan.steps.size());
            planScope(inner, depth + 1);
            // outputs of the nested pipeline: find which inner step produces each
            for (const Step& is : inner.spec->steps)
                for (const StepPort& op : is.outputs)
                    if (op.binding.kind == Binding::Kind::ParentOutput)
                        aliases.insert(stepName + QLatin1Char(':') + op.binding.port,
                                       {inner.prefix + is.name, op.name});
            // steps inside wait for what the nested step's inputs wait for
            for (int i = before; i < plan.steps.size(); ++i)
                for (const QString& d : scratch.dependsOn)
                    if (!plan.steps[i].dependsOn.contains(d))
                        plan.steps[i].dependsOn << d;
            // outer bindings of the nested step's outputs to the pipeline's outputs
            for (const StepPort& op : s.outputs)
                if (op.binding.kind == Binding::Kind::ParentOutput) {
                    const auto a = aliases.value(stepName + QLatin1Char(':') + op.name);
                    if (!a.first.isEmpty())
                        aliases.insert(sc.outerStep + QLatin1Char(':') + op.binding.port, a);
                    if (sc.prefix.isEmpty() && !a.first.isEmpty())
                        plan.pipelineOutputs.insert(op.binding.port, a);
                }
            return;
        }

        PlannedStep ps;
        ps.name = stepName;
        ps.yamlName = s.name;
        ps.kind = sweep || spark ? StepKind::Command : s.kind; // a sweep runs its trial, a spark step spark-submit
        ps.componentFile = s.component.kind == ComponentRef::Kind::File ? s.component.path : QString();
        if (s.resolved) {
            ps.componentDisplay = s.resolved->name.value;
            if (s.resolved->version)
                ps.componentDisplay += QLatin1Char(':') + s.resolved->version.value;
        }
        // what the service runs: the component's declarations and defaults under the step's own values
        const ResolvedStep rs = resolveStep(*sc.spec, s);
        // inputs (a sweep's parameters get their values per trial)
        const QStringList swept = rs.isSweep ? rs.sweep.searchSpace.value.toObject().keys() : QStringList();
        QStringList names = s.inputNames();
        for (const QString& name : names) {
            if (swept.contains(name) && !s.input(name))
                continue;
            PlannedInput in;
            if (!resolveInput(sc, s, s.input(name), name, in, ps))
                continue;
            ps.inputs << in;
        }
        // outputs
        for (const ResolvedPort& rp : rs.outputs) {
            PlannedOutput out;
            out.name = rp.name;
            out.type = rp.type;
            out.mode = rp.mode;
            // the default output of every step, when the step names it without declaring it
            out.artifacts = rp.name == QLatin1String("artifacts") && !rp.declared
                            && rp.binding.kind != Binding::Kind::ParentOutput;
            if (const StepPort* op = s.output(rp.name)) {
                if (op->binding.kind == Binding::Kind::ParentOutput) {
                    out.pipelineOutput = op->binding.port;
                    if (sc.prefix.isEmpty())
                        plan.pipelineOutputs.insert(op->binding.port, {stepName, rp.name});
                    else if (!sc.outerStep.isEmpty())
                        aliases.insert(sc.outerStep + QLatin1Char(':') + op->binding.port, {stepName, rp.name});
                } else if (op->inlineDecl && op->decl.path && isRemotePath(op->decl.path.value)) {
                    warning(sc.file, op->loc, stepName,
                            tr("step '%1': output '%2' goes to %3 in the cloud; here it is written to the run folder")
                                .arg(stepName, rp.name, op->decl.path.value));
                }
            }
            ps.outputs << out;
        }
        // command, code, environment
        const ComponentSpec* c = s.resolved.get();
        ps.commandTemplate = rs.command.text();
        if (const QString codeText = rs.code.text().trimmed(); !codeText.isEmpty()) {
            const QString codeFile = rs.code.file.isEmpty() ? sc.file : rs.code.file;
            if (rs.codePath.isEmpty()) {
                error(codeFile, rs.code.loc.valid() ? rs.code.loc : s.loc, stepName,
                      tr("step '%1': its code is %2, which is stored in the workspace, not on this machine").arg(stepName, codeText),
                      "local-remote-code");
                return;
            }
            ps.codeDir = rs.codePath;
            ps.codeIsFile = rs.codeIsFile;
            if (!QFileInfo::exists(ps.codeDir)) {
                error(codeFile, rs.code.loc.valid() ? rs.code.loc : s.loc, stepName,
                      tr("step '%1': its code %2 does not exist").arg(stepName, QDir::toNativeSeparators(ps.codeDir)),
                      "local-code-missing");
                return;
            }
        }
        for (auto it = rs.environmentVariables.cbegin(); it != rs.environmentVariables.cend(); ++it)
            ps.environmentVariables.insert(it.key(), it->text());
        if (rs.environment.isSet()) {
            ps.environment = rs.environment.value.isString() ? rs.environment.text() : tr("(inline environment)");
            // the conda file of an environment written here, absolute
            if (const QString conda = rs.environment.member(QStringLiteral("conda_file")).toString().trimmed(); !conda.isEmpty())
                ps.condaFile = absoluteFrom(rs.environment.file, conda);
        }
        ps.timeoutSeconds = rs.limits.at(QStringLiteral("timeout")).toInt(0);
        ps.deterministic = !(isFalse(s.isDeterministic) || (c && isFalse(c->isDeterministic)));

        if (sweep && !planSweep(sc, s, rs, ps))
            return;
        if (spark && !planSpark(sc, s, rs, ps))
            return;
        if (ps.kind == StepKind::Command && ps.commandTemplate.trimmed().isEmpty()) {
            error(sc.file, s.loc, stepName, tr("step '%1' has no command to run").arg(stepName), "local-no-command");
            return;
        }
        if (ps.kind == StepKind::Command && !spark && !planDistribution(sc, s, rs, ps))
            return;
        ps.sweep.trialProcesses = ps.distribution.processCount();
        if (s.kind == StepKind::Parallel && !planParallel(sc, s, rs, ps))
            return;

        // definition bytes for reuse: the component file and the step's own text
        if (cf)
            ps.definition += cf->bytes;
        if (s.textEnd > s.textBegin && s.textEnd <= sc.text.size())
            ps.definition += sc.text.mid(s.textBegin, s.textEnd - s.textBegin);
        plan.steps << ps;
    }

    /// A sweep step: its trial, search space, objective, limits and policy (README.md, "Sweep steps").
    bool planSweep(const Scope& sc, const Step& s, const ResolvedStep& rs, PlannedStep& ps)
    {
        const QString stepName = ps.name;
        const ComponentSpec* trial = s.resolved.get();
        const SourceLoc at = rs.sweep.searchSpace.loc.valid() ? rs.sweep.searchSpace.loc : s.loc;
        if (!trial) {
            error(sc.file, s.loc, stepName, tr("sweep step '%1' has no trial: the command component each trial runs").arg(stepName),
                  "local-sweep");
            return false;
        }
        if (const QString type = trial->type.value.trimmed().toLower(); !type.isEmpty() && type != QLatin1String("command")) {
            error(sc.file, s.component.field.loc.valid() ? s.component.field.loc : s.loc, stepName,
                  tr("sweep step '%1': its trial is a %2 component; a trial is a command component").arg(stepName, type),
                  "local-sweep");
            return false;
        }
        QStringList errors, warnings;
        const bool ok = readSweepPlan(rs, ps.sweep, &errors, &warnings);
        for (const QString& e : std::as_const(errors))
            error(sc.file, at, stepName, tr("sweep step '%1': %2").arg(stepName, e), "local-sweep");
        for (const QString& w : std::as_const(warnings))
            warning(sc.file, at, stepName, tr("sweep step '%1': %2").arg(stepName, w));
        if (!ok)
            return false;
        // every parameter sets one of the trial's inputs; each trial gets its own value
        for (const SearchParameter& p : std::as_const(ps.sweep.searchSpace)) {
            if (!trial->input(p.name)) {
                QStringList names;
                for (const PortDecl& d : trial->inputs)
                    names << d.name;
                error(sc.file, at, stepName,
                      tr("sweep step '%1': search_space.%2 is not an input of its trial (%3)")
                          .arg(stepName, p.name, names.join(QStringLiteral(", "))),
                      "local-sweep");
                return false;
            }
            PlannedInput in;
            in.name = p.name;
            in.type = trial->input(p.name)->type.value;
            in.kind = PlannedInput::Kind::Literal;
            in.value = QStringLiteral("${{search_space.%1}}").arg(p.name);
            bool replaced = false;
            for (PlannedInput& existing : ps.inputs)
                if (existing.name == p.name) {
                    existing = in;
                    replaced = true;
                }
            if (!replaced)
                ps.inputs << in;
        }
        // the sweep's limits.timeout ends the sweep, not one trial: the runner keeps it
        ps.timeoutSeconds = 0;
        if (ps.sweep.samplingAlgorithm == QLatin1String("random") && !ps.sweep.seed)
            ps.deterministic = false; // other trials each time
        return true;
    }

    /// A spark step as spark-submit in local mode: README.md, "Spark steps".
    bool planSpark(const Scope& sc, const Step& s, const ResolvedStep& rs, PlannedStep& ps)
    {
        const QString stepName = ps.name;
        const ResolvedStep::Spark& k = rs.spark;
        auto fileOf = [&](const ResolvedValue& v) { return v.file.isEmpty() ? sc.file : v.file; };
        auto locOf = [&](const ResolvedValue& v) { return v.loc.valid() ? v.loc : s.loc; };
        // spark-submit: from PATH, or SPARK_HOME's
        QString submit = QStandardPaths::findExecutable(QStringLiteral("spark-submit"));
        if (submit.isEmpty() && qEnvironmentVariableIsSet("SPARK_HOME"))
            submit = QStandardPaths::findExecutable(QStringLiteral("spark-submit"),
                                                    {QDir(qEnvironmentVariable("SPARK_HOME")).filePath(QStringLiteral("bin"))});
        if (submit.isEmpty()) {
            error(sc.file, s.type.loc.valid() ? s.type.loc : s.loc, stepName,
                  tr("step '%1' is a Spark step: running it here needs Apache Spark's spark-submit on PATH (or in "
                     "$SPARK_HOME/bin), which Debian does not package; install Spark from spark.apache.org, or submit the "
                     "pipeline to a workspace")
                      .arg(stepName),
                  "local-spark");
            return false;
        }
        const QJsonObject entry = k.entry.value.toObject();
        const QString file = entry.value(QLatin1String("file")).toString().trimmed();
        const QString className = entry.value(QLatin1String("class_name")).toString().trimmed();
        if (file.isEmpty() == className.isEmpty()) {
            error(fileOf(k.entry), locOf(k.entry), stepName,
                  tr("spark step '%1' needs entry with one of file (a Python file or a jar) and class_name").arg(stepName),
                  "local-spark");
            return false;
        }
        auto list = [](const ResolvedValue& v) {
            QStringList out;
            if (v.value.isArray()) {
                for (const QJsonValue& e : v.value.toArray())
                    out << e.toVariant().toString().trimmed();
            } else if (!v.text().trimmed().isEmpty()) {
                out << v.text().trimmed();
            }
            return out;
        };
        const QStringList jars = list(k.jars);
        if (!className.isEmpty() && jars.isEmpty()) {
            error(fileOf(k.entry), locOf(k.entry), stepName,
                  tr("spark step '%1': entry.class_name needs the jar that holds it under jars").arg(stepName), "local-spark");
            return false;
        }
        // local[N]: the cores the executors ask for, at most this machine's
        const QJsonObject conf = k.conf.value.toObject();
        auto confInt = [&](const char* key, int fallback) {
            const QJsonValue v = conf.value(QLatin1String(key));
            bool ok = false;
            const int i = v.isDouble() ? int(v.toDouble()) : v.toString().trimmed().toInt(&ok);
            return v.isDouble() || ok ? i : fallback;
        };
        const QString dynamicText = conf.value(QLatin1String("spark.dynamicAllocation.enabled")).toVariant().toString().toLower();
        const bool dynamic = dynamicText == QLatin1String("true");
        const int executors = std::max(1, dynamic ? confInt("spark.dynamicAllocation.maxExecutors", confInt("spark.executor.instances", 1))
                                                  : confInt("spark.executor.instances", 1));
        const int executorCores = std::max(1, confInt("spark.executor.cores", 1));
        const int cores = std::max(1, QThread::idealThreadCount());
        ps.spark.active = true;
        ps.spark.sparkSubmit = submit;
        ps.spark.threads = std::min(executors * executorCores, cores);
        if (executors * executorCores > ps.spark.threads || executors > 1)
            warning(fileOf(k.conf), locOf(k.conf), stepName,
                    tr("spark step '%1': %2 executor(s) × %3 core(s) run here in one local Spark with %4 thread(s) "
                       "(local[%4]); the executors' memory settings do not apply")
                        .arg(stepName)
                        .arg(executors)
                        .arg(executorCores)
                        .arg(ps.spark.threads));
        // the command: spark-submit's options, then the entry and its arguments (inputs and outputs filled in when
        // the step starts, as for a command)
        auto q = [](const QString& v) { return shellQuote(v, ShellContext::Bare); };
        QStringList cmd {q(submit), QStringLiteral("--master"), QStringLiteral("'local[%1]'").arg(ps.spark.threads),
                         QStringLiteral("--name"), q(stepName)};
        auto add = [&](const char* option, const QStringList& values) {
            if (!values.isEmpty())
                cmd << QLatin1String(option) << q(values.join(QLatin1Char(',')));
        };
        add("--py-files", list(k.pyFiles));
        add("--jars", jars);
        add("--files", list(k.files));
        add("--archives", list(k.archives));
        for (auto it = conf.begin(); it != conf.end(); ++it) {
            if (it.value().isObject() || it.value().isArray()) {
                error(fileOf(k.conf), locOf(k.conf), stepName,
                      tr("spark step '%1': conf.%2 must be a single value (Spark takes key=value)").arg(stepName, it.key()),
                      "local-spark");
                return false;
            }
            QString value = it.value().toVariant().toString();
            if (it.value().isBool())
                value = it.value().toBool() ? QStringLiteral("true") : QStringLiteral("false");
            cmd << QStringLiteral("--conf") << q(it.key() + QLatin1Char('=') + value);
        }
        if (!className.isEmpty())
            cmd << QStringLiteral("--class") << q(className) << q(jars.first());
        else
            cmd << q(file);
        QString command = cmd.join(QLatin1Char(' '));
        if (const QString args = k.args.text().trimmed(); !args.isEmpty())
            command += QLatin1Char(' ') + QString(args).replace(QLatin1Char('\n'), QLatin1Char(' '));
        ps.commandTemplate = command;
        if (!className.isEmpty() ? false : !ps.codeDir.isEmpty() && !QFileInfo::exists(QDir(ps.codeDir).filePath(file))) {
            error(fileOf(k.entry), locOf(k.entry), stepName,
                  tr("spark step '%1': entry file %2 is not in its code folder %3").arg(stepName, file, QDir::toNativeSeparators(ps.codeDir)),
                  "local-spark");
            return false;
        }
        return true;
    }

    /// A distributed step as processes on this machine: README.md, "Distributed steps".
    bool planDistribution(const Scope& sc, const Step& s, const ResolvedStep& rs, PlannedStep& ps)
    {
        DistributionPlan& d = ps.distribution;
        const QString stepName = ps.name;
        const QString file = rs.distribution.file.isEmpty() ? sc.file : rs.distribution.file;
        const SourceLoc loc = rs.distribution.loc.valid() ? rs.distribution.loc : s.loc;
        d.instanceCount = rs.instanceCount();
        const QString type = rs.distributionType();
        if (type.isEmpty()) {
            if (d.instanceCount > 1)
                warning(rs.resources.file.isEmpty() ? sc.file : rs.resources.file, rs.resources.loc.valid() ? rs.resources.loc : s.loc,
                        stepName,
                        tr("step '%1' asks for %2 instances without a distribution; here its command runs once")
                            .arg(stepName)
                            .arg(d.instanceCount));
            return true;
        }
        auto count = [&](const char* key, int fallback) {
            const ResolvedValue v = rs.distribution.at(QLatin1String(key));
            return v.isSet() ? v.toInt(-1) : fallback;
        };
        if (type == QLatin1String("pytorch") || type == QLatin1String("mpi")) {
            d.processesPerInstance = count("process_count_per_instance", 1);
            if (d.processesPerInstance < 1) {
                error(file, loc, stepName,
                      tr("step '%1': distribution.process_count_per_instance must be a whole number of at least 1").arg(stepName),
                      "local-distribution");
                return false;
            }
        } else if (type == QLatin1String("tensorflow")) {
            d.workerCount = count("worker_count", d.instanceCount);
            d.parameterServerCount = count("parameter_server_count", 0);
            if (d.workerCount < 1 || d.parameterServerCount < 0) {
                error(file, loc, stepName,
                      tr("step '%1': distribution.worker_count must be at least 1 and parameter_server_count at least 0")
                          .arg(stepName),
                      "local-distribution");
                return false;
            }
        } else if (type == QLatin1String("ray")) {
            error(file, loc, stepName,
                  tr("step '%1' uses a Ray distribution, which needs a Ray cluster of the workspace; it does not run on "
                     "this machine")
                      .arg(stepName),
                  "local-distribution");
            return false;
        } else {
            error(file, loc, stepName,
                  tr("step '%1': distribution type '%2' is not one Azure ML knows (pytorch, tensorflow, mpi, ray)")
                      .arg(stepName, type),
                  "local-distribution");
            return false;
        }
        d.type = type;
        if (type == QLatin1String("mpi")) {
            d.mpirun = QStandardPaths::findExecutable(QStringLiteral("mpirun"));
            if (d.mpirun.isEmpty()) {
                error(file, loc, stepName,
                      tr("step '%1' is an MPI step: running it here needs mpirun on PATH (Debian: apt-get install "
                         "openmpi-bin)")
                          .arg(stepName),
                      "local-distribution");
                return false;
            }
        }
        const int processes = d.processCount();
        if (processes > 256) {
            error(file, loc, stepName,
                  tr("step '%1' would start %2 processes; this machine runs at most 256 for one step").arg(stepName).arg(processes),
                  "local-distribution");
            return false;
        }
        const int cores = std::max(1, QThread::idealThreadCount());
        if (processes > cores)
            warning(file, loc, stepName,
                    tr("step '%1' runs %2 processes (%3) on a machine with %4 cores; they share them")
                        .arg(stepName)
                        .arg(processes)
                        .arg(type == QLatin1String("tensorflow")
                                 ? tr("%n worker(s)", nullptr, d.workerCount) + QStringLiteral(", ")
                                       + tr("%n parameter server(s)", nullptr, d.parameterServerCount)
                                 : tr("%n instance(s)", nullptr, d.instanceCount) + QStringLiteral(" × ")
                                       + tr("%n process(es) each", nullptr, d.processesPerInstance))
                        .arg(cores));
        return true;
    }

    bool planParallel(const Scope& sc, const Step& s, const ResolvedStep& rs, PlannedStep& ps)
    {
        const ResolvedStep::Parallel& n = rs.parallel;
        ParallelPlan& p = ps.parallel;
        const QString stepName = ps.name;
        const QString flow = n.task.member(QStringLiteral("type")).toString().trimmed().toLower();
        if (!flow.isEmpty() && flow != QLatin1String("run_function")) {
            error(n.task.file.isEmpty() ? sc.file : n.task.file, n.task.loc.valid() ? n.task.loc : s.loc, stepName,
                  tr("parallel step '%1': its task is of type %2; only run_function tasks (an entry script with init() and "
                     "run()) run on this machine")
                      .arg(stepName, flow),
                  "parallel-task");
            return false;
        }
        // a prompt flow as the component (flow.dag.yaml, or a flow run's run.yml): promptflow's own schema
        if (const ComponentSpec* c = s.resolved.get();
            c && (c->schema.value.contains(QLatin1String("/promptflow/"), Qt::CaseInsensitive)
                  || QFileInfo(c->sourceFile).fileName().startsWith(QLatin1String("flow.dag."), Qt::CaseInsensitive))) {
            error(sc.file, s.component.field.loc.valid() ? s.component.field.loc : s.loc, stepName,
                  tr("parallel step '%1' runs the prompt flow %2; prompt flows run in an Azure ML workspace, not on this "
                     "machine")
                      .arg(stepName, QDir::toNativeSeparators(c->sourceFile)),
                  "parallel-prompt-flow");
            return false;
        }
        p.inputData = innerName(n.inputData.text(), QStringLiteral("inputs"));
        if (p.inputData.isEmpty() || !ps.input(p.inputData)) {
            error(sc.file, s.loc, stepName,
                  tr("parallel step '%1': input_data must name one of its inputs as ${{inputs.<name>}}").arg(stepName),
                  "parallel-input-data");
            return false;
        }
        p.miniBatchSizeText = n.miniBatchSize.text();
        if (!p.miniBatchSizeText.isEmpty()) {
            QString err;
            p.miniBatchSize = parseMiniBatchSize(p.miniBatchSizeText, &err);
            if (p.miniBatchSize < 0) {
                error(sc.file, s.loc, stepName, tr("parallel step '%1': %2").arg(stepName, err), "parallel-mini-batch-size");
                return false;
            }
        }
        for (const QJsonValue& k : n.partitionKeys.value.toArray())
            p.partitionKeys << k.toVariant().toString();
        p.instanceCount = rs.instanceCount();
        p.maxConcurrencyPerInstance = std::max(1, n.maxConcurrencyPerInstance.toInt(1));
        p.miniBatchErrorThreshold = n.miniBatchErrorThreshold.toInt(-1);
        p.errorThreshold = n.errorThreshold.toInt(-1);
        p.maxRetries = std::max(0, n.retrySettings.at(QStringLiteral("max_retries")).toInt(2));
        p.retryTimeoutSeconds = std::max(1, n.retrySettings.at(QStringLiteral("timeout")).toInt(60));
        if (n.loggingLevel.isSet())
            p.loggingLevel = n.loggingLevel.text().toUpper();
        p.entryScript = n.task.member(QStringLiteral("entry_script")).toString();
        p.programArguments = n.task.member(QStringLiteral("program_arguments")).toString();
        const QString appendTo = n.task.member(QStringLiteral("append_row_to")).toString();
        if (!appendTo.isEmpty()) {
            p.appendRowTo = innerName(appendTo, QStringLiteral("outputs"));
            if (p.appendRowTo.isEmpty() || !ps.output(p.appendRowTo)) {
                error(sc.file, s.loc, stepName,
                      tr("parallel step '%1': append_row_to must name one of its outputs as ${{outputs.<name>}}").arg(stepName),
                      "parallel-append-row");
                return false;
            }
        }
        if (p.entryScript.isEmpty() || ps.codeDir.isEmpty()) {
            error(sc.file, s.loc, stepName,
                  tr("parallel step '%1' needs task.code and task.entry_script to run").arg(stepName), "parallel-task");
            return false;
        }
        if (!QFileInfo::exists(QDir(ps.codeDir).filePath(p.entryScript))) {
            error(sc.file, s.loc, stepName,
                  tr("parallel step '%1': entry script %2 is not in %3").arg(stepName, p.entryScript, ps.codeDir),
                  "parallel-task");
            return false;
        }
        return true;
    }

    Q_DECLARE_TR_FUNCTIONS(pw::Planner) // last: the macro ends in "private:"
};

} // namespace

bool PlannedInput::isData() const
{
    return kind == Kind::LocalPath || kind == Kind::StepOutput || kind == Kind::WebFile;
}

const PlannedInput* PlannedStep::input(const QString& n) const
{
    for (const PlannedInput& i : inputs)
        if (i.name == n)
            return &i;
    return nullptr;
}

const PlannedOutput* PlannedStep::output(const QString& n) const
{
    for (const PlannedOutput& o : outputs)
        if (o.name == n)
            return &o;
    return nullptr;
}

int PlannedStep::coresNeeded() const
{
    if (kind == StepKind::Parallel)
        return std::max(1, parallel.instanceCount * parallel.maxConcurrencyPerInstance);
    if (spark.active)
        return std::max(1, spark.threads);
    if (sweep.active) {
        const int trials = std::max(1, sweep.maxTotalTrials);
        return std::max(1, (sweep.maxConcurrentTrials > 0 ? std::min(sweep.maxConcurrentTrials, trials) : trials) * sweep.trialProcesses);
    }
    return distribution.processCount();
}

int DistributionPlan::processCount() const
{
    if (type.isEmpty())
        return 1;
    if (type == QLatin1String("tensorflow"))
        return std::max(1, workerCount + parameterServerCount);
    return std::max(1, instanceCount * processesPerInstance);
}

bool JobPlan::ok() const
{
    for (const Diagnostic& d : problems)
        if (d.severity == Severity::Error)
            return false;
    return true;
}

const PlannedStep* JobPlan::step(const QString& name) const
{
    const int i = stepIndex(name);
    return i >= 0 ? &steps[i] : nullptr;
}

int JobPlan::stepIndex(const QString& name) const
{
    for (int i = 0; i < steps.size(); ++i)
        if (steps[i].name == name)
            return i;
    return -1;
}

bool isRemotePath(const QString& path)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^(azureml:|https?://|wasbs?://|abfss?://|adl://|gs://|s3://))"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(path.trimmed()).hasMatch();
}

bool isWebUrl(const QString& path)
{
    const QString p = path.trimmed();
    return p.startsWith(QLatin1String("https://"), Qt::CaseInsensitive) || p.startsWith(QLatin1String("http://"), Qt::CaseInsensitive);
}

JobPlan buildJobPlan(const QString& pipelineFile, const QByteArray& text, const QMap<QString, QString>& overrides,
                     const std::shared_ptr<ComponentCache>& components)
{
    JobPlan plan;
    plan.pipelineFile = QFileInfo(pipelineFile).absoluteFilePath();
    plan.pipelineText = text;
    auto prepared = PipelineDocument::prepare(text, plan.pipelineFile, components);
    Planner planner{plan, components, {}, {}};
    if (!prepared->error.isEmpty() || !prepared->parsed || !prepared->spec) {
        planner.error(plan.pipelineFile, {}, QString(),
                      prepared->error.isEmpty() ? tr("the file is not valid YAML") : prepared->error, "yaml-syntax");
        for (const Diagnostic& d : prepared->diagnostics)
            if (d.severity == Severity::Error)
                plan.problems << d;
        return plan;
    }
    const PipelineSpec& spec = *prepared->spec;
    if (spec.isComponent && spec.type.value == QLatin1String("pipeline")) {
        planner.error(plan.pipelineFile, spec.schema.loc.valid() ? spec.schema.loc : spec.type.loc, QString(),
                      tr("this is a pipeline component, a part other pipelines use as a step; run a pipeline job that uses "
                         "it (a step with 'type: pipeline' and 'component: %1')")
                          .arg(QFileInfo(pipelineFile).fileName()),
                      "local-not-pipeline");
        return plan;
    }
    if (spec.type.value != QLatin1String("pipeline") || spec.isComponent) {
        planner.error(plan.pipelineFile, spec.type.loc, QString(),
                      tr("this is not a pipeline job (type: pipeline); open a pipeline file to run it"), "local-not-pipeline");
        return plan;
    }
    for (const Diagnostic& d : prepared->diagnostics)
        if (d.severity == Severity::Error)
            plan.problems << d;
    if (!plan.ok())
        return plan;

    plan.displayName = spec.displayName ? spec.displayName.value : QFileInfo(pipelineFile).completeBaseName();
    plan.experiment = spec.experimentName.value;
    plan.continueOnStepFailure = spec.settings.continueOnStepFailure
                                 && spec.settings.continueOnStepFailure.value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
    plan.forceRerun = spec.settings.forceRerun
                      && spec.settings.forceRerun.value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;

    Planner::Scope top;
    top.spec = &spec;
    top.file = plan.pipelineFile;
    top.text = text;
    plan.timeoutSeconds = toInt(spec.timeout, 0);

    for (auto it = overrides.cbegin(); it != overrides.cend(); ++it)
        if (!spec.input(it.key()))
            planner.error(plan.pipelineFile, {}, QString(),
                          tr("there is no pipeline input '%1' to set; the inputs are: %2")
                              .arg(it.key(), [&] {
                                  QStringList n;
                                  for (const PortDecl& d : spec.inputs)
                                      n << d.name;
                                  return n.join(QStringLiteral(", "));
                              }()),
                          "local-set-unknown");
    for (const PortDecl& d : spec.inputs) {
        PlannedInput in;
        in.name = d.name;
        in.type = d.type.value;
        QString value;
        bool has = false;
        if (overrides.contains(d.name)) {
            value = overrides.value(d.name);
            has = true;
        } else if (d.isLiteralForm) {
            value = d.value.value;
            has = d.value.present && !d.value.isNull;
        } else if (isDataType(in.type) && d.path) {
            value = d.path.value;
            has = true;
        } else if (d.value) {
            value = d.value.value;
            has = true;
        } else if (d.defaultValue) {
            value = d.defaultValue.value;
            has = true;
        }
        if (!has) {
            in.kind = PlannedInput::Kind::Unset;
        } else if (isDataType(in.type)) {
            in.kind = PlannedInput::Kind::LocalPath;
            in.value = isRemotePath(value) ? value.trimmed() : absoluteFrom(plan.pipelineFile, value.trimmed());
        } else {
            in.kind = PlannedInput::Kind::Literal;
            in.value = value;
        }
        top.parentInputs.insert(d.name, in);
        if (in.kind != PlannedInput::Kind::Unset)
            plan.parameters.insert(d.name, in.value);
    }
    if (!plan.ok())
        return plan;
    planner.planScope(top, 0);
    return plan;
}

} // namespace pw
