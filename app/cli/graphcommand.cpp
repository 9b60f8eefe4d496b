// SPDX-License-Identifier: MIT
// pipewright graph PATH: resolved steps, ports and data-flow edges as JSON or Graphviz DOT.
#include "cli.h"
#include "fileio.h"

#include "pipelinedocument.h"
#include "pipelinegraph.h"
#include "pipelinespec.h"
#include "resolvedstep.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <spdlog/spdlog.h>

namespace pw::cli {

namespace {

struct GraphOptions
{
    QCommandLineOption format {QStringLiteral("format"), Cli::tr("Output format: json (default) or dot (Graphviz)."),
                               QStringLiteral("json|dot"), QStringLiteral("json")};
    QCommandLineOption output {{QStringLiteral("o"), QStringLiteral("output")},
                               Cli::tr("Write to this file instead of standard output."), QStringLiteral("OUT")};
};

CommandParser makeParser()
{
    return CommandParser(QStringLiteral("graph"), QStringLiteral("[options] PATH"),
                         Cli::tr("Print a pipeline's steps (kind, component, compute), their input and output ports "
                                 "(types and bindings) and the data flow between them.\n"
                                 "DOT output can be drawn with Graphviz: pipewright graph --format dot p.yml | "
                                 "dot -Tsvg > p.svg"));
}

void setUp(CommandParser& p, const GraphOptions& o)
{
    p.addOption(o.format);
    p.addOption(o.output);
    p.addPositional(QStringLiteral("PATH"), Cli::tr("The pipeline file."));
}

QString kindName(NodeKind k)
{
    switch (k) {
    case NodeKind::Step:
        return QStringLiteral("step");
    case NodeKind::PipelineInput:
        return QStringLiteral("input");
    case NodeKind::PipelineOutput:
        return QStringLiteral("output");
    }
    return QString();
}

QString componentKindName(ComponentRef::Kind k)
{
    switch (k) {
    case ComponentRef::Kind::None:
        return QStringLiteral("none");
    case ComponentRef::Kind::Inline:
        return QStringLiteral("inline");
    case ComponentRef::Kind::File:
        return QStringLiteral("file");
    case ComponentRef::Kind::Workspace:
        return QStringLiteral("workspace");
    case ComponentRef::Kind::Registry:
        return QStringLiteral("registry");
    }
    return QString();
}

QString computeKindName(ComputeRef::Kind k)
{
    switch (k) {
    case ComputeRef::Kind::Default:
        return QStringLiteral("default");
    case ComputeRef::Kind::Serverless:
        return QStringLiteral("serverless");
    case ComputeRef::Kind::Named:
        return QStringLiteral("named");
    case ComputeRef::Kind::Local:
        return QStringLiteral("local");
    case ComputeRef::Kind::Expression:
        return QStringLiteral("expression");
    }
    return QString();
}

QString bindingKindName(Binding::Kind k)
{
    switch (k) {
    case Binding::Kind::None:
        return QStringLiteral("none");
    case Binding::Kind::Literal:
        return QStringLiteral("literal");
    case Binding::Kind::ParentInput:
        return QStringLiteral("pipeline-input");
    case Binding::Kind::ParentOutput:
        return QStringLiteral("pipeline-output");
    case Binding::Kind::StepOutput:
        return QStringLiteral("step-output");
    case Binding::Kind::StepInput:
        return QStringLiteral("step-input");
    case Binding::Kind::Other:
        return QStringLiteral("other");
    }
    return QString();
}

QJsonValue fieldValue(const Field& f)
{
    if (!f.present || f.isNull)
        return QJsonValue::Null;
    return f.value;
}

QJsonArray pipelinePorts(const QList<PortDecl>& ports)
{
    QJsonArray a;
    for (const PortDecl& d : ports) {
        QJsonObject o {{QStringLiteral("name"), d.name}, {QStringLiteral("type"), fieldValue(d.type)}};
        if (d.isLiteralForm)
            o.insert(QStringLiteral("value"), fieldValue(d.value));
        else if (d.defaultValue.present)
            o.insert(QStringLiteral("default"), fieldValue(d.defaultValue));
        if (d.path.present)
            o.insert(QStringLiteral("path"), fieldValue(d.path));
        if (d.mode.present)
            o.insert(QStringLiteral("mode"), fieldValue(d.mode));
        a.append(o);
    }
    return a;
}

QJsonArray stepPorts(const Step& s, const QList<GraphPort>& ports, bool inputs)
{
    QJsonArray a;
    for (const GraphPort& port : ports) {
        const StepPort* sp = inputs ? s.input(port.name) : s.output(port.name);
        QJsonObject o {{QStringLiteral("name"), port.name},
                       {QStringLiteral("type"), port.type.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(port.type)},
                       {QStringLiteral("bound"), port.bound}};
        if (sp && sp->binding.kind != Binding::Kind::None) {
            QJsonObject b {{QStringLiteral("text"), sp->binding.text},
                           {QStringLiteral("kind"), bindingKindName(sp->binding.kind)}};
            if (!sp->binding.step.isEmpty())
                b.insert(QStringLiteral("step"), sp->binding.step);
            if (!sp->binding.port.isEmpty())
                b.insert(QStringLiteral("port"), sp->binding.port);
            o.insert(QStringLiteral("binding"), b);
        }
        if (sp && sp->loc.valid())
            o.insert(QStringLiteral("line"), sp->loc.line);
        a.append(o);
    }
    return a;
}

/// A value in effect: the value, where it comes from (step, component, pipeline) and its line; the file when it is
/// not the pipeline's (a component file), relative to the pipeline's folder.
QJsonValue inEffectValue(const ResolvedValue& v, const QString& pipelineFile)
{
    if (!v.isSet())
        return QJsonValue(QJsonValue::Undefined);
    QJsonObject o {{QStringLiteral("value"), v.value}, {QStringLiteral("from"), valueOriginName(v.origin)}};
    if (!v.file.isEmpty() && QFileInfo(v.file).absoluteFilePath() != QFileInfo(pipelineFile).absoluteFilePath())
        o.insert(QStringLiteral("file"), QDir(QFileInfo(pipelineFile).absolutePath()).relativeFilePath(v.file));
    if (v.loc.valid())
        o.insert(QStringLiteral("line"), v.loc.line);
    return o;
}

/// What the step asks for as both backends read it (the resolved step): its component's defaults under its own values.
QJsonObject inEffect(const PipelineSpec& spec, const Step& s)
{
    const ResolvedStep rs = resolveStep(spec, s);
    QJsonObject o;
    auto put = [&](const char* key, const ResolvedValue& v) {
        const QJsonValue j = inEffectValue(v, spec.file);
        if (!j.isUndefined())
            o.insert(QLatin1String(key), j);
    };
    put("command", rs.command);
    put("code", rs.code);
    put("environment", rs.environment);
    put("resources", rs.resources);
    put("distribution", rs.distribution);
    put("limits", rs.limits);
    put("queue_settings", rs.queueSettings);
    put("identity", rs.identity);
    put("services", rs.services);
    QJsonObject variables;
    for (auto it = rs.environmentVariables.cbegin(); it != rs.environmentVariables.cend(); ++it)
        if (const QJsonValue j = inEffectValue(*it, spec.file); !j.isUndefined())
            variables.insert(it.key(), j);
    if (!variables.isEmpty())
        o.insert(QStringLiteral("environment_variables"), variables);
    if (s.kind == StepKind::Parallel) {
        put("input_data", rs.parallel.inputData);
        put("mini_batch_size", rs.parallel.miniBatchSize);
        put("partition_keys", rs.parallel.partitionKeys);
        put("max_concurrency_per_instance", rs.parallel.maxConcurrencyPerInstance);
        put("mini_batch_error_threshold", rs.parallel.miniBatchErrorThreshold);
        put("error_threshold", rs.parallel.errorThreshold);
        put("logging_level", rs.parallel.loggingLevel);
        put("retry_settings", rs.parallel.retrySettings);
        put("task", rs.parallel.task);
    }
    if (rs.isSweep) {
        put("sampling_algorithm", rs.sweep.samplingAlgorithm);
        put("search_space", rs.sweep.searchSpace);
        put("objective", rs.sweep.objective);
        put("early_termination", rs.sweep.earlyTermination);
    }
    if (rs.isSpark) {
        put("entry", rs.spark.entry);
        put("args", rs.spark.args);
        put("conf", rs.spark.conf);
    }
    return o;
}

QByteArray toJson(const PipelineDocument& doc, const QString& display)
{
    const PipelineSpec& spec = doc.spec();
    const PipelineGraph& g = doc.graph();
    QJsonObject root;
    root.insert(QStringLiteral("file"), display);
    root.insert(QStringLiteral("name"), fieldValue(spec.name));
    root.insert(QStringLiteral("displayName"), fieldValue(spec.displayName));
    root.insert(QStringLiteral("inputs"), pipelinePorts(spec.inputs));
    root.insert(QStringLiteral("outputs"), pipelinePorts(spec.outputs));
    root.insert(QStringLiteral("defaultCompute"), fieldValue(spec.settings.defaultCompute.field));

    QJsonArray steps;
    for (const Step& s : spec.steps) {
        const NodeId id = g.findNode(NodeKind::Step, s.name);
        QJsonObject component {{QStringLiteral("kind"), componentKindName(s.component.kind)},
                               {QStringLiteral("ref"), fieldValue(s.component.field)},
                               {QStringLiteral("resolved"), s.resolved != nullptr}};
        if (!s.component.path.isEmpty())
            component.insert(QStringLiteral("path"), s.component.path);
        if (!s.componentError.isEmpty())
            component.insert(QStringLiteral("error"), s.componentError);
        QJsonObject compute {{QStringLiteral("kind"), computeKindName(s.compute.kind)},
                             {QStringLiteral("name"), s.compute.name.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                                               : QJsonValue(s.compute.name)},
                             {QStringLiteral("text"), fieldValue(s.compute.field)}};
        QJsonObject step {{QStringLiteral("id"), static_cast<qint64>(id)},
                          {QStringLiteral("name"), s.name},
                          {QStringLiteral("kind"), stepKindName(s.kind)},
                          {QStringLiteral("type"), fieldValue(s.type)},
                          {QStringLiteral("line"), s.loc.line},
                          {QStringLiteral("component"), component},
                          {QStringLiteral("compute"), compute},
                          {QStringLiteral("inputs"), stepPorts(s, g.inputPorts(id), true)},
                          {QStringLiteral("outputs"), stepPorts(s, g.outputPorts(id), false)},
                          {QStringLiteral("in_effect"), inEffect(spec, s)}};
        steps.append(step);
    }
    root.insert(QStringLiteral("steps"), steps);

    QJsonArray nodes;
    for (const GraphNode& n : g.nodes())
        nodes.append(QJsonObject {{QStringLiteral("id"), static_cast<qint64>(n.id)},
                                  {QStringLiteral("kind"), kindName(n.kind)},
                                  {QStringLiteral("name"), n.name},
                                  {QStringLiteral("type"), n.type}});
    root.insert(QStringLiteral("nodes"), nodes);

    QJsonArray edges;
    for (const GraphEdge& e : g.edges()) {
        const GraphNode* from = g.node(e.from);
        const GraphNode* to = g.node(e.to);
        if (!from || !to)
            continue;
        edges.append(QJsonObject {{QStringLiteral("from"), from->name},
                                  {QStringLiteral("fromKind"), kindName(from->kind)},
                                  {QStringLiteral("fromId"), static_cast<qint64>(from->id)},
                                  {QStringLiteral("fromPort"), e.fromPort},
                                  {QStringLiteral("to"), to->name},
                                  {QStringLiteral("toKind"), kindName(to->kind)},
                                  {QStringLiteral("toId"), static_cast<qint64>(to->id)},
                                  {QStringLiteral("toPort"), e.toPort}});
    }
    root.insert(QStringLiteral("edges"), edges);
    const QStringList cycle = g.cycle();
    root.insert(QStringLiteral("cycle"), QJsonArray::fromStringList(cycle));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

/// A DOT quoted string: backslashes and quotes escaped, line breaks as \n.
QString dotQuote(const QString& s)
{
    QString out;
    out.reserve(s.size() + 2);
    out += QLatin1Char('"');
    for (const QChar c : s) {
        if (c == QLatin1Char('\\'))
            out += QStringLiteral("\\\\");
        else if (c == QLatin1Char('"'))
            out += QStringLiteral("\\\"");
        else if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\r'))
            continue;
        else
            out += c;
    }
    out += QLatin1Char('"');
    return out;
}

QString dotId(const GraphNode& n)
{
    return dotQuote(kindName(n.kind) + QLatin1Char(':') + n.name);
}

QByteArray toDot(const PipelineDocument& doc)
{
    const PipelineSpec& spec = doc.spec();
    const PipelineGraph& g = doc.graph();
    QString title = spec.displayName ? spec.displayName.value : spec.name.value;
    if (title.isEmpty())
        title = QFileInfo(doc.filePath()).completeBaseName();

    QString s;
    QTextStream t(&s);
    t << "digraph " << dotQuote(title) << " {\n"
      << "  graph [rankdir=LR, fontname=\"sans-serif\", label=" << dotQuote(title) << ", labelloc=t];\n"
      << "  node [shape=box, style=rounded, fontname=\"sans-serif\"];\n"
      << "  edge [fontname=\"sans-serif\", fontsize=10];\n";
    for (const GraphNode& n : g.nodes()) {
        QString label = n.name;
        QString attrs;
        if (n.kind == NodeKind::Step) {
            if (const Step* st = spec.step(n.name)) {
                label += QLatin1Char('\n') + stepKindName(st->kind);
                if (st->component.field)
                    label += QStringLiteral(": ") + st->component.field.value;
                if (st->compute.kind != ComputeRef::Kind::Default)
                    label += QLatin1Char('\n') + Cli::tr("compute: %1").arg(st->compute.display());
            }
        } else {
            if (!n.type.isEmpty())
                label += QLatin1Char('\n') + n.type;
            attrs = n.kind == NodeKind::PipelineInput ? QStringLiteral(", shape=ellipse")
                                                      : QStringLiteral(", shape=ellipse, peripheries=2");
        }
        t << "  " << dotId(n) << " [label=" << dotQuote(label) << attrs << "];\n";
    }
    for (const GraphEdge& e : g.edges()) {
        const GraphNode* from = g.node(e.from);
        const GraphNode* to = g.node(e.to);
        if (!from || !to)
            continue;
        const QString label = e.fromPort == e.toPort ? e.fromPort : e.fromPort + QStringLiteral(" \u2192 ") + e.toPort;
        t << "  " << dotId(*from) << " -> " << dotId(*to) << " [label=" << dotQuote(label) << "];\n";
    }
    t << "}\n";
    t.flush();
    return s.toUtf8();
}

} // namespace

QString graphHelp()
{
    return Invocation<GraphOptions>(makeParser, setUp).help();
}

int runGraph(const QStringList& args)
{
    const QString cmd = QStringLiteral("graph");
    Invocation<GraphOptions> c(makeParser, setUp);
    const GraphOptions& o = c.options;
    if (const int code = c.parse(args); code >= 0)
        return code;
    const QString format = formatValue(cmd, c.value(o.format), {QStringLiteral("json"), QStringLiteral("dot")});
    if (format.isEmpty())
        return ExitUsage;
    const QString source = onePipelineFile(cmd, c.positional(), Cli::tr("give the pipeline file"));
    if (source.isEmpty())
        return ExitUsage;
    PipelineDocument doc;
    if (const int code = loadDocument(doc, cmd, source); code >= 0)
        return code;
    if (!doc.isParsed()) {
        for (const Diagnostic& d : doc.diagnostics())
            if (d.severity == Severity::Error)
                err() << QStringLiteral("%1:%2:%3: %4: %5 [%6]")
                             .arg(source)
                             .arg(d.line)
                             .arg(d.col)
                             .arg(severityName(d.severity), d.message, d.ruleId)
                      << '\n';
        printError(cmd, Cli::tr("'%1' is not valid YAML; there is no graph to show").arg(source));
        return ExitProblems;
    }

    const QByteArray data = format == QLatin1String("dot") ? toDot(doc) : toJson(doc, source);
    if (!c.isSet(o.output) || c.value(o.output) == QLatin1String("-")) {
        out().flush();
        if (std::fwrite(data.constData(), 1, static_cast<std::size_t>(data.size()), stdout)
                != static_cast<std::size_t>(data.size())
            || std::fflush(stdout) != 0) {
            printError(cmd, Cli::tr("cannot write to standard output"));
            return ExitProblems;
        }
        return ExitOk;
    }
    QString error;
    if (!writeFileAtomically(c.value(o.output), data, &error)) {
        printError(cmd, error);
        return ExitProblems;
    }
    spdlog::debug("graph: wrote {}", c.value(o.output).toStdString());
    return ExitOk;
}

} // namespace pw::cli
