// SPDX-License-Identifier: MIT
#include "jobplan.h"
#include "fileio.h"

#include "componentcache.h"
#include "pipelinedocument.h"
#include "validator.h"
#include "yamltree.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

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

const yaml::Node* environmentNode(const yaml::Node* n)
{
    return n && n->isMap() ? n->get("environment") : nullptr;
}

/// The conda file of an inline environment, absolute; empty when there is none.
QString condaFileOf(const yaml::Node* owner, const QString& baseFile)
{
    const yaml::Node* env = environmentNode(owner);
    if (!env || !env->isMap())
        return QString();
    const yaml::Node* c = env->get("conda_file");
    if (!c || !c->isScalar() || c->value.empty())
        return QString();
    return absoluteFrom(baseFile, QString::fromStdString(c->value));
}

struct ComponentFile
{
    yaml::Document doc;
    QByteArray bytes;
    bool ok = false;
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
        if (readFileBytes(path, f->bytes, &err)) {
            yaml::ParseError pe;
            f->ok = yaml::parse(f->bytes.toStdString(), f->doc, &pe);
        }
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
        const yaml::Node* jobsNode = nullptr; // to read keys the spec does not keep
        QByteArray text; // the file's bytes (definition of inline steps)
        QMap<QString, PlannedInput> parentInputs;
        QHash<QString, QString> parentOutputs; // nested: pipeline output -> outer alias key
        QString outerStep; // nested: the step that holds this pipeline
    };

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
                return true;
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
                if (isRemotePath(b.text.trimmed())) {
                    error(sc.file, loc, stepName,
                          tr("step '%1': input '%2' reads %3, which only an Azure ML workspace can resolve")
                              .arg(stepName, name, b.text.trimmed()),
                          "local-remote-data");
                    return false;
                }
                in.kind = PlannedInput::Kind::LocalPath;
                in.value = absoluteFrom(sc.file, b.text.trimmed());
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
            if (in.kind == PlannedInput::Kind::LocalPath && isRemotePath(in.value)) {
                error(sc.file, loc, stepName,
                      tr("step '%1': input '%2' reads %3, which only an Azure ML workspace can resolve")
                          .arg(stepName, name, in.value),
                      "local-remote-data");
                return false;
            }
            if (in.kind == PlannedInput::Kind::StepOutput && !ps.dependsOn.contains(in.fromStep))
                ps.dependsOn << in.fromStep;
            return true;
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
        const yaml::Node* stepNode = sc.jobsNode ? sc.jobsNode->get(s.name.toStdString()) : nullptr;
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
        if (s.kind == StepKind::Opaque) {
            error(sc.file, s.type.loc.valid() ? s.type.loc : s.loc, stepName,
                  tr("step '%1' is a '%2' step; only command, parallel and pipeline steps run on this machine")
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
        const yaml::Node* compRoot = cf && cf->ok ? cf->doc.root.get() : (stepNode ? stepNode->get("component") : nullptr);
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
            inner.jobsNode = compRoot && compRoot->isMap() ? compRoot->get("jobs") : nullptr;
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
        ps.kind = s.kind;
        ps.componentFile = s.component.kind == ComponentRef::Kind::File ? s.component.path : QString();
        if (s.resolved) {
            ps.componentDisplay = s.resolved->name.value;
            if (s.resolved->version)
                ps.componentDisplay += QLatin1Char(':') + s.resolved->version.value;
        }
        // inputs
        QStringList names = s.inputNames();
        for (const QString& name : names) {
            PlannedInput in;
            if (!resolveInput(sc, s, s.input(name), name, in, ps))
                continue;
            ps.inputs << in;
        }
        // outputs
        QStringList outNames = s.outputNames();
        for (const QString& name : outNames) {
            PlannedOutput out;
            out.name = name;
            out.type = s.outputType(name);
            if (const StepPort* op = s.output(name); out.type.isEmpty() && op && op->binding.kind == Binding::Kind::ParentOutput)
                if (const PortDecl* pd = sc.spec->output(op->binding.port); pd && pd->type)
                    out.type = pd->type.value; // an output bound to the pipeline's takes its declared type
            if (out.type.isEmpty())
                out.type = QStringLiteral("uri_folder");
            if (const StepPort* op = s.output(name)) {
                if (op->inlineDecl && op->decl.mode)
                    out.mode = op->decl.mode.value;
                if (op->binding.kind == Binding::Kind::ParentOutput) {
                    out.pipelineOutput = op->binding.port;
                    if (sc.prefix.isEmpty())
                        plan.pipelineOutputs.insert(op->binding.port, {stepName, name});
                    else if (!sc.outerStep.isEmpty())
                        aliases.insert(sc.outerStep + QLatin1Char(':') + op->binding.port, {stepName, name});
                } else if (op->inlineDecl && op->decl.path && isRemotePath(op->decl.path.value)) {
                    warning(sc.file, op->loc, stepName,
                            tr("step '%1': output '%2' goes to %3 in the cloud; here it is written to the run folder")
                                .arg(stepName, name, op->decl.path.value));
                }
            }
            ps.outputs << out;
        }
        // command, code, environment
        const ComponentSpec* c = s.resolved.get();
        ps.commandTemplate = s.command ? s.command.value : (c ? c->command.value : QString());
        QString codeText;
        QString codeBase;
        if (s.kind == StepKind::Parallel) {
            const Field& tc = s.parallel.taskCode ? s.parallel.taskCode : (c ? c->parallel.taskCode : Field());
            codeText = tc.value;
            codeBase = s.parallel.taskCode ? sc.file : compFile;
        } else if (s.code) {
            codeText = s.code.value;
            codeBase = sc.file;
        } else if (c && c->code) {
            codeText = c->code.value;
            codeBase = compFile;
        }
        if (!codeText.isEmpty()) {
            if (isRemotePath(codeText)) {
                error(sc.file, s.loc, stepName,
                      tr("step '%1': its code is %2, which is stored in the workspace, not on this machine").arg(stepName, codeText),
                      "local-remote-code");
                return;
            }
            ps.codeDir = absoluteFrom(codeBase, codeText);
            if (!QFileInfo(ps.codeDir).isDir()) {
                error(sc.file, s.loc, stepName,
                      tr("step '%1': the code folder %2 does not exist").arg(stepName, QDir::toNativeSeparators(ps.codeDir)),
                      "local-code-missing");
                return;
            }
        }
        for (auto it = s.environmentVariables.cbegin(); it != s.environmentVariables.cend(); ++it)
            ps.environmentVariables.insert(it.key(), it->value);
        const Field env = s.kind == StepKind::Parallel
                              ? (s.parallel.taskEnvironment ? s.parallel.taskEnvironment
                                                            : (c ? c->parallel.taskEnvironment : Field()))
                              : (s.environment ? s.environment : (c ? c->environment : Field()));
        ps.environment = env.value;
        {
            const yaml::Node* envOwner = nullptr;
            QString envBase;
            if (s.kind == StepKind::Parallel) {
                const yaml::Node* task = stepNode ? stepNode->get("task") : nullptr;
                if (environmentNode(task)) {
                    envOwner = task;
                    envBase = sc.file;
                } else if (compRoot && compRoot->isMap() && compRoot->get("task")) {
                    envOwner = compRoot->get("task");
                    envBase = compFile;
                }
            } else if (environmentNode(stepNode)) {
                envOwner = stepNode;
                envBase = sc.file;
            } else {
                envOwner = compRoot;
                envBase = compFile;
            }
            ps.condaFile = condaFileOf(envOwner, envBase);
        }
        ps.timeoutSeconds = toInt(s.timeout, 0);
        ps.deterministic = !(isFalse(s.isDeterministic) || (c && isFalse(c->isDeterministic)));

        if (s.kind == StepKind::Command && ps.commandTemplate.trimmed().isEmpty()) {
            error(sc.file, s.loc, stepName, tr("step '%1' has no command to run").arg(stepName), "local-no-command");
            return;
        }
        if (s.kind == StepKind::Parallel && !planParallel(sc, s, c, compRoot, stepNode, ps))
            return;

        // definition bytes for reuse: the component file and the step's own text
        if (cf)
            ps.definition += cf->bytes;
        if (stepNode && stepNode->end > stepNode->begin && stepNode->end <= std::size_t(sc.text.size()))
            ps.definition += sc.text.mid(qsizetype(stepNode->begin), qsizetype(stepNode->end - stepNode->begin));
        plan.steps << ps;
    }

    bool planParallel(const Scope& sc, const Step& s, const ComponentSpec* c, const yaml::Node* compRoot,
                      const yaml::Node* stepNode, PlannedStep& ps)
    {
        const ParallelSettings& n = s.parallel;
        static const ParallelSettings none;
        const ParallelSettings& k = c ? c->parallel : none;
        auto pick = [](const Field& a, const Field& b) -> const Field& { return a ? a : b; };
        ParallelPlan& p = ps.parallel;
        const QString stepName = ps.name;
        p.inputData = innerName(pick(n.inputData, k.inputData).value, QStringLiteral("inputs"));
        if (p.inputData.isEmpty() || !ps.input(p.inputData)) {
            error(sc.file, s.loc, stepName,
                  tr("parallel step '%1': input_data must name one of its inputs as ${{inputs.<name>}}").arg(stepName),
                  "parallel-input-data");
            return false;
        }
        p.miniBatchSizeText = pick(n.miniBatchSize, k.miniBatchSize).value;
        if (!p.miniBatchSizeText.isEmpty()) {
            QString err;
            p.miniBatchSize = parseMiniBatchSize(p.miniBatchSizeText, &err);
            if (p.miniBatchSize < 0) {
                error(sc.file, s.loc, stepName, tr("parallel step '%1': %2").arg(stepName, err), "parallel-mini-batch-size");
                return false;
            }
        }
        p.partitionKeys = !n.partitionKeys.isEmpty() ? n.partitionKeys : k.partitionKeys;
        auto instanceCountOf = [](const yaml::Node* root) -> int {
            if (!root || !root->isMap())
                return 0;
            const yaml::Node* r = root->get("resources");
            const yaml::Node* ic = r && r->isMap() ? r->get("instance_count") : nullptr;
            return ic && ic->isScalar() ? QString::fromStdString(ic->value).toInt() : 0;
        };
        p.instanceCount = toInt(s.instanceCount, 0);
        if (p.instanceCount <= 0)
            p.instanceCount = instanceCountOf(compRoot);
        if (p.instanceCount <= 0)
            p.instanceCount = 1;
        Q_UNUSED(stepNode)
        p.maxConcurrencyPerInstance = std::max(1, toInt(pick(n.maxConcurrencyPerInstance, k.maxConcurrencyPerInstance), 1));
        p.miniBatchErrorThreshold = toInt(pick(n.miniBatchErrorThreshold, k.miniBatchErrorThreshold), -1);
        p.errorThreshold = toInt(pick(n.errorThreshold, k.errorThreshold), -1);
        p.maxRetries = std::max(0, toInt(pick(n.maxRetries, k.maxRetries), 2));
        p.retryTimeoutSeconds = std::max(1, toInt(pick(n.retryTimeout, k.retryTimeout), 60));
        const Field lvl = pick(n.loggingLevel, k.loggingLevel);
        if (lvl)
            p.loggingLevel = lvl.value.toUpper();
        p.entryScript = pick(n.entryScript, k.entryScript).value;
        p.programArguments = pick(n.programArguments, k.programArguments).value;
        const QString appendTo = pick(n.appendRowTo, k.appendRowTo).value;
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
    return kind == Kind::LocalPath || kind == Kind::StepOutput;
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
    return 1;
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
    const yaml::Node* root = prepared->yaml ? prepared->yaml->root.get() : nullptr;
    top.jobsNode = root && root->isMap() ? root->get("jobs") : nullptr;
    if (root && root->isMap())
        if (const yaml::Node* lim = root->get("limits"); lim && lim->isMap())
            if (const yaml::Node* t = lim->get("timeout"); t && t->isScalar())
                plan.timeoutSeconds = QString::fromStdString(t->value).toInt();

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
