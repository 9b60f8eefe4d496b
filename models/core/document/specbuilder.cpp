// SPDX-License-Identifier: MIT
#include "specbuilder.h"
#include "componentcache.h"
#include "yamltree.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace pw {

namespace {

QString qs(const std::string& s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

SourceLoc locOf(const yaml::Node& n)
{
    return SourceLoc {n.pos.line, n.pos.col};
}

class Reader
{
    Q_DECLARE_TR_FUNCTIONS(pw::Reader)

public:
    Reader(const QString& file, Diagnostics* diags) : m_file(file), m_diags(diags) { }

    void report(Severity sev, const char* rule, const QString& msg, const yaml::Node* at, const QString& step = {},
                const QString& field = {}) const
    {
        if (!m_diags)
            return;
        Diagnostic d;
        d.severity = sev;
        d.ruleId = QString::fromLatin1(rule);
        d.message = msg;
        d.file = m_file;
        if (at) {
            d.line = at->pos.line;
            d.col = at->pos.col;
        }
        d.step = step;
        d.field = field;
        m_diags->append(d);
    }

    /// A scalar under key. Collections where a value is expected are reported.
    Field field(const yaml::Node* map, const char* key, const QString& step = {}, const QString& ctx = {}) const
    {
        Field f;
        if (!map || !map->isMap())
            return f;
        const yaml::Entry* e = map->entry(key);
        if (!e)
            return f;
        f.present = true;
        f.loc = locOf(*e->value);
        if (e->value->isNull()) {
            f.loc = locOf(*e->key);
            f.isNull = true;
            return f;
        }
        if (e->value->isScalar() || e->value->kind == yaml::Kind::Alias) {
            f.value = qs(e->value->value);
            return f;
        }
        report(Severity::Error, "yaml-type",
               tr("'%1' must be a single value, not a %2")
                   .arg(ctx.isEmpty() ? QString::fromLatin1(key) : ctx + QLatin1Char('.') + QString::fromLatin1(key),
                        e->value->isMap() ? tr("mapping") : tr("list")),
               e->value.get(), step, ctx.isEmpty() ? QString::fromLatin1(key) : ctx + QLatin1Char('.') + QString::fromLatin1(key));
        f.isNull = true;
        return f;
    }

    /// A map under key, or nullptr; a non-map value is reported.
    const yaml::Node* map(const yaml::Node* parent, const char* key, const QString& step = {},
                          const QString& ctx = {}) const
    {
        if (!parent || !parent->isMap())
            return nullptr;
        const yaml::Node* v = parent->get(key);
        if (!v || v->isNull())
            return nullptr;
        if (!v->isMap()) {
            const QString name = ctx.isEmpty() ? QString::fromLatin1(key) : ctx + QLatin1Char('.') + QString::fromLatin1(key);
            report(Severity::Error, "yaml-type", tr("'%1' must be a mapping of names to values").arg(name), v, step, name);
            return nullptr;
        }
        return v;
    }

    void unknownKeys(const yaml::Node* map, const QSet<QString>& known, const QString& where, QStringList* out,
                     const QString& step = {}) const
    {
        if (!map || !map->isMap())
            return;
        for (const auto& e : map->entries) {
            const QString k = qs(e.key->value);
            if (known.contains(k))
                continue;
            if (out)
                out->append(k);
            report(Severity::Warning, "unknown-key",
                   tr("unknown key '%1' in %2; it is kept as written but Azure ML may reject it").arg(k, where),
                   e.key.get(), step, k);
        }
    }

    PortDecl portDecl(const yaml::Entry& e, const QString& step, const QString& ctx) const
    {
        PortDecl p;
        p.name = qs(e.key->value);
        p.loc = locOf(*e.key);
        const yaml::Node* v = e.value.get();
        if (v->isMap()) {
            const QString c = ctx + QLatin1Char('.') + p.name;
            p.type = field(v, "type", step, c);
            p.mode = field(v, "mode", step, c);
            p.path = field(v, "path", step, c);
            p.defaultValue = field(v, "default", step, c);
            p.optional = field(v, "optional", step, c);
            p.min = field(v, "min", step, c);
            p.max = field(v, "max", step, c);
            p.description = field(v, "description", step, c);
            if (const yaml::Node* en = v->get("enum"); en && en->isSeq())
                for (const auto& i : en->items)
                    p.enumValues << qs(i->value);
        } else if (v->isScalar()) {
            p.isLiteralForm = true;
            p.value.present = true;
            p.value.value = qs(v->value);
            p.value.loc = locOf(*v);
        } else if (v->isSeq()) {
            report(Severity::Error, "yaml-type", tr("'%1.%2' must be a value or a mapping, not a list").arg(ctx, p.name),
                   v, step, ctx + QLatin1Char('.') + p.name);
        }
        return p;
    }

    QList<PortDecl> portDecls(const yaml::Node* parent, const char* key, const QString& step = {}) const
    {
        QList<PortDecl> out;
        const yaml::Node* m = map(parent, key, step);
        if (!m)
            return out;
        for (const auto& e : m->entries)
            out << portDecl(e, step, QString::fromLatin1(key));
        return out;
    }

    QList<StepPort> stepPorts(const yaml::Node* stepNode, const char* key, const QString& step) const
    {
        QList<StepPort> out;
        const yaml::Node* m = map(stepNode, key, step);
        if (!m)
            return out;
        for (const auto& e : m->entries) {
            StepPort p;
            p.name = qs(e.key->value);
            p.loc = locOf(*e.key);
            const yaml::Node* v = e.value.get();
            if (v->isScalar()) {
                p.binding = Binding::parse(qs(v->value));
            } else if (v->isMap()) {
                p.inlineDecl = true;
                p.decl = portDecl(e, step, QString::fromLatin1(key));
                if (p.decl.path)
                    p.binding = Binding::parse(p.decl.path.value);
            } else if (v->isSeq()) {
                report(Severity::Error, "yaml-type",
                       tr("'%1.%2' must be a value, a binding or a mapping, not a list").arg(QString::fromLatin1(key), p.name),
                       v, step, QString::fromLatin1(key) + QLatin1Char('.') + p.name);
            }
            out << p;
        }
        return out;
    }

    void parallel(const yaml::Node* n, ParallelSettings& p, const QString& step) const
    {
        p.inputData = field(n, "input_data", step);
        p.miniBatchSize = field(n, "mini_batch_size", step);
        p.maxConcurrencyPerInstance = field(n, "max_concurrency_per_instance", step);
        p.miniBatchErrorThreshold = field(n, "mini_batch_error_threshold", step);
        p.errorThreshold = field(n, "error_threshold", step);
        p.loggingLevel = field(n, "logging_level", step);
        if (const yaml::Entry* e = n->entry("partition_keys")) {
            p.partitionKeysField.present = true;
            p.partitionKeysField.loc = locOf(*e->value);
            if (e->value->isSeq()) {
                for (const auto& i : e->value->items)
                    p.partitionKeys << qs(i->value);
            } else if (e->value->isScalar()) {
                p.partitionKeysField.value = qs(e->value->value);
            }
        }
        if (const yaml::Node* r = map(n, "retry_settings", step)) {
            p.maxRetries = field(r, "max_retries", step, QStringLiteral("retry_settings"));
            p.retryTimeout = field(r, "timeout", step, QStringLiteral("retry_settings"));
            unknownKeys(r, {QStringLiteral("max_retries"), QStringLiteral("timeout")}, tr("retry_settings"), nullptr, step);
        }
        if (const yaml::Node* t = map(n, "task", step)) {
            p.hasTask = true;
            p.taskType = field(t, "type", step, QStringLiteral("task"));
            p.taskCode = field(t, "code", step, QStringLiteral("task"));
            p.entryScript = field(t, "entry_script", step, QStringLiteral("task"));
            p.programArguments = field(t, "program_arguments", step, QStringLiteral("task"));
            p.appendRowTo = field(t, "append_row_to", step, QStringLiteral("task"));
            if (const yaml::Entry* env = t->entry("environment")) {
                p.taskEnvironment.present = true;
                p.taskEnvironment.loc = locOf(*env->value);
                p.taskEnvironment.isNull = env->value->isNull();
                p.taskEnvironment.value = env->value->isScalar() ? qs(env->value->value) : tr("(inline environment)");
            }
            unknownKeys(t,
                        {QStringLiteral("type"), QStringLiteral("code"), QStringLiteral("entry_script"),
                         QStringLiteral("program_arguments"), QStringLiteral("append_row_to"),
                         QStringLiteral("environment"), QStringLiteral("model"), QStringLiteral("fn")},
                        tr("task"), nullptr, step);
        }
    }

    Field environment(const yaml::Node* n) const
    {
        Field f;
        if (const yaml::Entry* env = n->entry("environment")) {
            f.present = true;
            f.loc = locOf(*env->value);
            f.isNull = env->value->isNull();
            f.value = env->value->isScalar() ? qs(env->value->value) : tr("(inline environment)");
        }
        return f;
    }

    QString m_file;
    Diagnostics* m_diags;
};

const QSet<QString>& pipelineKeys()
{
    static const QSet<QString> k {QStringLiteral("$schema"), QStringLiteral("type"), QStringLiteral("name"),
                                  QStringLiteral("display_name"), QStringLiteral("experiment_name"),
                                  QStringLiteral("description"), QStringLiteral("tags"), QStringLiteral("settings"),
                                  QStringLiteral("inputs"), QStringLiteral("outputs"), QStringLiteral("jobs"),
                                  QStringLiteral("compute"), QStringLiteral("identity"), QStringLiteral("properties"),
                                  QStringLiteral("services"), QStringLiteral("version"),
                                  QStringLiteral("is_deterministic"), QStringLiteral("status")};
    return k;
}

// azure-ai-ml: the fields of a command or parallel step: BaseNodeSchema, CommandSchema and ParallelSchema
// (_schema/pipeline/component_job.py) with the parameterized command and parallel schemas they extend
const QSet<QString>& stepKeys()
{
    static const QSet<QString> k {
        QStringLiteral("type"), QStringLiteral("component"), QStringLiteral("inputs"), QStringLiteral("outputs"),
        QStringLiteral("compute"), QStringLiteral("resources"), QStringLiteral("limits"),
        QStringLiteral("environment"), QStringLiteral("environment_variables"), QStringLiteral("command"),
        QStringLiteral("code"), QStringLiteral("distribution"), QStringLiteral("identity"),
        QStringLiteral("queue_settings"), QStringLiteral("display_name"), QStringLiteral("description"),
        QStringLiteral("tags"), QStringLiteral("name"), QStringLiteral("services"), QStringLiteral("experiment_name"),
        QStringLiteral("properties"), QStringLiteral("is_deterministic"), QStringLiteral("settings"),
        QStringLiteral("input_data"), QStringLiteral("mini_batch_size"), QStringLiteral("partition_keys"),
        QStringLiteral("max_concurrency_per_instance"), QStringLiteral("mini_batch_error_threshold"),
        QStringLiteral("error_threshold"), QStringLiteral("logging_level"), QStringLiteral("retry_settings"),
        QStringLiteral("task"), QStringLiteral("$schema"), QStringLiteral("status"), QStringLiteral("comment")};
    return k;
}

const QSet<QString>& settingsKeys()
{
    static const QSet<QString> k {QStringLiteral("default_compute"), QStringLiteral("default_datastore"),
                                  QStringLiteral("continue_on_step_failure"), QStringLiteral("force_rerun"),
                                  QStringLiteral("on_init"), QStringLiteral("on_finalize")};
    return k;
}

StepKind kindOf(const QString& type)
{
    const QString t = type.trimmed().toLower();
    if (t.isEmpty() || t == QLatin1String("command"))
        return StepKind::Command;
    if (t == QLatin1String("parallel"))
        return StepKind::Parallel;
    if (t == QLatin1String("pipeline"))
        return StepKind::Pipeline;
    return StepKind::Opaque;
}

ComponentRef componentRef(const Reader& r, const yaml::Node* stepNode, const QString& file, const QString& step,
                          const char* key = "component")
{
    ComponentRef c;
    const yaml::Entry* e = stepNode->entry(key);
    if (!e)
        return c;
    if (e->value->isMap()) {
        c.kind = ComponentRef::Kind::Inline;
        c.field.present = true;
        c.field.loc = locOf(*e->value);
        c.field.value = QCoreApplication::translate("pw::SpecBuilder", "(inline component)");
        return c;
    }
    c.field = r.field(stepNode, key, step);
    QString v = c.field.value.trimmed();
    if (!c.field || v.isEmpty())
        return c;
    if (v.startsWith(QLatin1String("azureml://registries/")) || v.startsWith(QLatin1String("azureml://"))) {
        c.kind = ComponentRef::Kind::Registry;
    } else if (v.startsWith(QLatin1String("azureml:"))) {
        c.kind = ComponentRef::Kind::Workspace;
    } else {
        if (v.startsWith(QLatin1String("file:")))
            v = v.mid(5);
        c.kind = ComponentRef::Kind::File;
        c.path = QDir::cleanPath(QFileInfo(file).absoluteDir().absoluteFilePath(v));
    }
    return c;
}

void readResources(const Reader& r, const yaml::Node* n, Step& s)
{
    const yaml::Node* res = r.map(n, "resources", s.name);
    if (!res)
        return;
    s.resourcesLoc = locOf(*res);
    s.instanceType = r.field(res, "instance_type", s.name, QStringLiteral("resources"));
    s.instanceCount = r.field(res, "instance_count", s.name, QStringLiteral("resources"));
    s.shmSize = r.field(res, "shm_size", s.name, QStringLiteral("resources"));
    auto readQuantities = [&](const char* key, QMap<QString, Field>& out) {
        const yaml::Node* m = r.map(res, key, s.name, QStringLiteral("resources"));
        if (!m)
            return;
        for (const auto& e : m->entries) {
            Field f;
            f.present = true;
            f.loc = locOf(*e.value);
            f.isNull = e.value->isNull();
            f.value = qs(e.value->value);
            if (e.value->isNull())
                f.loc = locOf(*e.key);
            out.insert(qs(e.key->value), f);
        }
    };
    readQuantities("requests", s.resourceRequests);
    readQuantities("limits", s.resourceLimits);
}

ComponentSpec componentFromNode(const Reader& r, const std::shared_ptr<const yaml::Node>& node, const QString& file,
                                ComponentCache* components, Diagnostics* diagnostics, int depth)
{
    const yaml::Node& root = *node;
    ComponentSpec c;
    c.node = node;
    c.sourceFile = file;
    c.schema = r.field(&root, "$schema");
    c.type = r.field(&root, "type");
    c.name = r.field(&root, "name");
    c.version = r.field(&root, "version");
    c.displayName = r.field(&root, "display_name");
    c.description = r.field(&root, "description");
    c.isDeterministic = r.field(&root, "is_deterministic");
    c.inputs = r.portDecls(&root, "inputs");
    c.outputs = r.portDecls(&root, "outputs");
    c.command = r.field(&root, "command");
    c.code = r.field(&root, "code");
    c.environment = r.environment(&root);
    if (kindOf(c.type.value) == StepKind::Parallel)
        r.parallel(&root, c.parallel, QString());
    if (c.type.value.trimmed().toLower() == QLatin1String("pipeline") || root.get("jobs"))
        c.pipeline = std::make_shared<PipelineSpec>(buildPipelineSpec(&root, file, components, diagnostics, depth + 1));
    return c;
}

Step buildStep(const Reader& r, const yaml::Entry& e, const QString& file, ComponentCache* components,
               Diagnostics* diagnostics, int depth)
{
    Step s;
    s.name = qs(e.key->value);
    s.loc = locOf(*e.key);
    const yaml::Node* n = e.value.get();
    s.node = e.value;
    s.textBegin = qsizetype(n->begin);
    s.textEnd = qsizetype(n->end);
    if (!n->isMap()) {
        r.report(Severity::Error, "yaml-type",
                 QCoreApplication::translate("pw::SpecBuilder", "step '%1' must be a mapping with type, component, inputs, …")
                     .arg(s.name),
                 n->isNull() ? e.key.get() : n, s.name);
        return s;
    }
    s.type = r.field(n, "type", s.name);
    s.kind = kindOf(s.type.value);
    s.displayName = r.field(n, "display_name", s.name);
    s.component = componentRef(r, n, file, s.name);
    // a sweep step runs its trial: the component whose inputs the search space sets
    const char* componentKey = "component";
    if (s.component.kind == ComponentRef::Kind::None && s.type.value.trimmed().toLower() == QLatin1String("sweep")) {
        componentKey = "trial";
        s.component = componentRef(r, n, file, s.name, componentKey);
    }
    s.inputs = r.stepPorts(n, "inputs", s.name);
    s.outputs = r.stepPorts(n, "outputs", s.name);
    s.compute = ComputeRef::parse(r.field(n, "compute", s.name));
    readResources(r, n, s);
    if (const yaml::Node* q = r.map(n, "queue_settings", s.name)) {
        s.jobTier = r.field(q, "job_tier", s.name, QStringLiteral("queue_settings"));
        s.priority = r.field(q, "priority", s.name, QStringLiteral("queue_settings"));
    }
    s.environment = r.environment(n);
    if (const yaml::Node* ev = n->get("environment_variables"); ev && ev->isMap()) {
        for (const auto& kv : ev->entries) {
            Field f;
            f.present = true;
            f.loc = locOf(*kv.value);
            f.value = qs(kv.value->value);
            f.isNull = kv.value->isNull();
            s.environmentVariables.insert(qs(kv.key->value), f);
        }
    } else if (ev && !ev->isNull() && !ev->isScalar()) {
        r.report(Severity::Error, "yaml-type",
                 QCoreApplication::translate("pw::SpecBuilder", "'environment_variables' must be a mapping of names to values"),
                 ev, s.name, QStringLiteral("environment_variables"));
    }
    if (const yaml::Node* id = r.map(n, "identity", s.name))
        s.identityType = r.field(id, "type", s.name, QStringLiteral("identity"));
    if (const yaml::Node* dist = r.map(n, "distribution", s.name)) {
        s.distributionType = r.field(dist, "type", s.name, QStringLiteral("distribution"));
        s.processCountPerInstance = r.field(dist, "process_count_per_instance", s.name, QStringLiteral("distribution"));
    }
    s.command = r.field(n, "command", s.name);
    s.code = r.field(n, "code", s.name);
    if (const yaml::Node* lim = r.map(n, "limits", s.name))
        s.timeout = r.field(lim, "timeout", s.name, QStringLiteral("limits"));
    s.isDeterministic = r.field(n, "is_deterministic", s.name);
    if (s.kind == StepKind::Parallel)
        r.parallel(n, s.parallel, s.name);
    if (s.kind != StepKind::Opaque)
        r.unknownKeys(n, stepKeys(), QCoreApplication::translate("pw::SpecBuilder", "step '%1'").arg(s.name),
                      &s.unknownKeys, s.name);

    // component definition
    if (s.component.kind == ComponentRef::Kind::Inline) {
        auto spec = std::make_shared<ComponentSpec>(componentFromNode(r, n->entry(componentKey)->value, file, components,
                                                                      diagnostics, depth));
        spec->sourceFile.clear();
        s.resolved = spec;
    } else if (s.component.kind == ComponentRef::Kind::File) {
        if (components && depth < 8) {
            ComponentCache::Result res = components->load(s.component.path, depth + 1);
            s.resolved = res.spec;
            s.componentError = res.error;
        } else if (depth >= 8) {
            s.componentError = QCoreApplication::translate("pw::SpecBuilder", "components nest more than 8 levels deep");
        }
    }
    if (!s.type.present && s.resolved) {
        const StepKind k = kindOf(s.resolved->type.value);
        if (k == StepKind::Parallel || k == StepKind::Pipeline)
            s.kind = k;
    }
    return s;
}

} // namespace

ComponentSpec buildComponentSpec(const std::shared_ptr<const yaml::Node>& root, const QString& file,
                                 ComponentCache* components, Diagnostics* diagnostics, int depth)
{
    // the meaning of the file is read with its aliases resolved, as Azure ML's loader reads it
    const std::shared_ptr<const yaml::Node> resolved = yaml::resolveAliases(*root);
    Reader r(file, diagnostics);
    return componentFromNode(r, resolved ? resolved : root, file, components, diagnostics, depth);
}

PipelineSpec buildPipelineSpec(const yaml::Node* root, const QString& file, ComponentCache* components,
                               Diagnostics* diagnostics, int depth)
{
    PipelineSpec p;
    p.file = file;
    Reader r(file, diagnostics);
    if (!root)
        return p;
    // the meaning of the file is read with its aliases resolved, as Azure ML's loader reads it
    const std::shared_ptr<const yaml::Node> resolved = yaml::resolveAliases(*root);
    if (resolved)
        root = resolved.get();
    if (!root->isMap()) {
        r.report(Severity::Error, "yaml-type",
                 QCoreApplication::translate("pw::SpecBuilder",
                                             "a pipeline file must be a mapping with 'type: pipeline' and 'jobs'"),
                 root);
        return p;
    }
    p.schema = r.field(root, "$schema");
    p.type = r.field(root, "type");
    p.name = r.field(root, "name");
    p.displayName = r.field(root, "display_name");
    p.experimentName = r.field(root, "experiment_name");
    p.description = r.field(root, "description");
    p.version = r.field(root, "version");
    p.isComponent = p.schema.value.contains(QLatin1String("pipelineComponent"), Qt::CaseInsensitive)
        || (depth > 0 && !root->get("settings"));
    if (const yaml::Node* tags = r.map(root, "tags")) {
        for (const auto& e : tags->entries) {
            Field f;
            f.present = true;
            f.loc = locOf(*e.value);
            f.value = qs(e.value->value);
            p.tags.insert(qs(e.key->value), f);
        }
    }
    if (const yaml::Node* st = r.map(root, "settings")) {
        p.settings.loc = locOf(*st);
        p.settings.defaultCompute = ComputeRef::parse(r.field(st, "default_compute", {}, QStringLiteral("settings")));
        p.settings.defaultDatastore = r.field(st, "default_datastore", {}, QStringLiteral("settings"));
        p.settings.continueOnStepFailure = r.field(st, "continue_on_step_failure", {}, QStringLiteral("settings"));
        p.settings.forceRerun = r.field(st, "force_rerun", {}, QStringLiteral("settings"));
        r.unknownKeys(st, settingsKeys(), QCoreApplication::translate("pw::SpecBuilder", "settings"),
                      &p.settings.unknownKeys);
    }
    p.inputs = r.portDecls(root, "inputs");
    p.outputs = r.portDecls(root, "outputs");
    if (const yaml::Node* lim = r.map(root, "limits"))
        p.timeout = r.field(lim, "timeout", {}, QStringLiteral("limits"));
    if (const yaml::Entry* je = root->entry("jobs")) {
        p.jobsLoc = locOf(*je->key);
        if (const yaml::Node* jobs = r.map(root, "jobs")) {
            p.steps.reserve(static_cast<qsizetype>(jobs->entries.size()));
            for (const auto& e : jobs->entries)
                p.steps << buildStep(r, e, file, components, diagnostics, depth);
            p.indexSteps();
            // ports bound to the pipeline's own inputs and outputs know the type it declares for them
            for (Step& s : p.steps) {
                for (StepPort& port : s.inputs)
                    if (port.binding.kind == Binding::Kind::ParentInput)
                        if (const PortDecl* d = p.input(port.binding.port); d && d->type)
                            port.parentType = d->type.value.trimmed();
                for (StepPort& port : s.outputs)
                    if (port.binding.kind == Binding::Kind::ParentOutput)
                        if (const PortDecl* d = p.output(port.binding.port); d && d->type)
                            port.parentType = d->type.value.trimmed();
            }
        }
    }
    if (p.type.value.trimmed().toLower() == QLatin1String("pipeline"))
        r.unknownKeys(root, pipelineKeys(), QCoreApplication::translate("pw::SpecBuilder", "the pipeline"), nullptr);
    return p;
}

bool isPipelineYaml(const QByteArray& text)
{
    yaml::Document doc;
    if (yaml::parse(std::string(text.constData(), static_cast<std::size_t>(text.size())), doc, nullptr)) {
        if (!doc.root || !doc.root->isMap())
            return false;
        const yaml::Node* type = doc.root->get("type");
        return type && type->isScalar()
               && QString::fromStdString(type->value).trimmed().compare(QLatin1String("pipeline"), Qt::CaseInsensitive) == 0;
    }
    static const QRegularExpression typeLine(QStringLiteral("^type[ \\t]*:[ \\t]*([\"']?)pipeline\\1[ \\t]*(#.*)?\\r?$"),
                                             QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption);
    return typeLine.match(QString::fromUtf8(text)).hasMatch();
}

} // namespace pw
