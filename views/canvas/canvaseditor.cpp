// SPDX-License-Identifier: MIT
#include "canvaseditor.h"

#include "canvaslayout.h"
#include "pipelinedocument.h"
#include "yamltree.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QUndoStack>

#include <functional>
#include <optional>

namespace pw {

namespace {

    std::string u8(const QString& s)
    {
        const QByteArray b = s.toUtf8();
        return std::string(b.constData(), static_cast<std::size_t>(b.size()));
    }

    QString qs(const std::string& s)
    {
        return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
    }

    bool isIdentifier(const QString& name)
    {
        static const QRegularExpression ident(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
        return ident.match(name).hasMatch();
    }

    // Every canvas edit is one undo step, and never merges with typing that came before it.
    class Macro {
    public:
        Macro(QUndoStack* stack, const QString& label)
            : m_stack(stack)
        {
            m_stack->beginMacro(label);
        }
        ~Macro() { m_stack->endMacro(); }
        Macro(const Macro&) = delete;
        Macro& operator=(const Macro&) = delete;

    private:
        QUndoStack* m_stack;
    };

    // A private copy of the text to make several edits on, re-parsed after each one.
    class Scratch {
    public:
        explicit Scratch(const QByteArray& text)
        {
            m_ok = yaml::parse(std::string(text.constData(), static_cast<std::size_t>(text.size())), m_doc, nullptr);
        }
        bool ok() const { return m_ok && m_doc.root; }
        QByteArray text() const { return QByteArray::fromStdString(m_doc.text); }
        const yaml::Document& doc() const { return m_doc; }

        const yaml::Node* at(const QStringList& path) const
        {
            const yaml::Node* n = m_doc.root.get();
            for (const QString& k : path) {
                if (!n || !n->isMap())
                    return nullptr;
                n = n->get(u8(k));
            }
            return n;
        }
        bool apply(const std::optional<yaml::TextEdit>& edit)
        {
            if (!edit)
                return false;
            const std::string t = yaml::Editor::apply(m_doc.text, *edit);
            yaml::Document next;
            if (!yaml::parse(t, next, nullptr))
                return false;
            m_doc = std::move(next);
            return true;
        }
        bool remove(const QStringList& path)
        {
            const yaml::Node* parent = at(path.mid(0, path.size() - 1));
            if (!parent || !parent->isMap() || !parent->entry(u8(path.last())))
                return false;
            const std::string key = u8(path.last());
            const bool first
                = !parent->entries.empty() && parent->entries.front().key && parent->entries.front().key->value == key;
            const bool last
                = !parent->entries.empty() && parent->entries.back().key && parent->entries.back().key->value == key;
            std::optional<yaml::TextEdit> edit = yaml::Editor(m_doc).removeEntry(*parent, key);
            if (!edit)
                return false;
            tidyBlankLines(*edit, first, last);
            return apply(edit);
        }
        // Entries separated by blank lines stay separated by exactly one after a removal.
        void tidyBlankLines(yaml::TextEdit& edit, bool first, bool last) const
        {
            const std::string& t = m_doc.text;
            if (!edit.replacement.empty() || (edit.begin > 0 && t[edit.begin - 1] != '\n')
                || (edit.end > 0 && t[edit.end - 1] != '\n'))
                return;
            auto blankLineEnd = [&](std::size_t pos) -> std::size_t {
                std::size_t p = pos;
                while (p < t.size() && (t[p] == ' ' || t[p] == '\t' || t[p] == '\r'))
                    ++p;
                return p < t.size() && t[p] == '\n' ? p + 1 : std::string::npos;
            };
            std::size_t prevStart = std::string::npos;
            if (edit.begin >= 2) {
                const std::size_t nl = t.rfind('\n', edit.begin - 2);
                prevStart = nl == std::string::npos ? 0 : nl + 1;
            } else if (edit.begin == 1) {
                prevStart = 0;
            }
            const bool blankBefore = prevStart != std::string::npos && blankLineEnd(prevStart) == edit.begin;
            const std::size_t blankAfter = blankLineEnd(edit.end);
            if (blankAfter != std::string::npos && (first || blankBefore))
                edit.end = blankAfter;
            else if (blankAfter == std::string::npos && blankBefore && last)
                edit.begin = prevStart;
        }
        // remove a map that was emptied by removals (`inputs:` with nothing left)
        void removeIfEmpty(const QStringList& path)
        {
            const yaml::Node* n = at(path);
            if (n && (n->isNull() || (n->isMap() && n->entries.empty())))
                remove(path);
        }
        bool insert(const QStringList& mapPath, const QString& key, const yaml::Value& v)
        {
            const yaml::Node* map = at(mapPath);
            if (!map || !map->isMap())
                return false;
            return apply(yaml::Editor(m_doc).insertEntry(*map, u8(key), v));
        }

    private:
        yaml::Document m_doc;
        bool m_ok = false;
    };

    QString stepBinding(const QString& step, const QString& port)
    {
        return QStringLiteral("${{parent.jobs.%1.outputs.%2}}").arg(step, port);
    }

    // Rewrite ${{parent.jobs.<old>.outputs.x}} in the scalar inputs of a step value; drop bindings `keep` refuses.
    void rewriteInputs(yaml::Value& step, const std::function<std::optional<QString>(const Binding&)>& mapBinding)
    {
        for (auto& [key, val] : step.map) {
            if (key != "inputs" || val.kind != yaml::Kind::Map)
                continue;
            std::vector<std::pair<std::string, yaml::Value>> kept;
            for (auto& [name, in] : val.map) {
                yaml::Value* scalar = &in;
                if (in.kind == yaml::Kind::Map) {
                    scalar = nullptr;
                    for (auto& [k, v] : in.map)
                        if (k == "path" && v.kind == yaml::Kind::Scalar)
                            scalar = &v;
                }
                if (scalar && scalar->kind == yaml::Kind::Scalar) {
                    const Binding b = Binding::parse(qs(scalar->scalar));
                    if (b.isExpression()) {
                        const std::optional<QString> replaced = mapBinding(b);
                        if (!replaced)
                            continue; // dropped
                        if (*replaced != b.text)
                            *scalar = yaml::Value::str(u8(*replaced));
                    }
                }
                kept.emplace_back(name, in);
            }
            val.map = std::move(kept);
        }
        // an inputs mapping left empty goes away
        std::erase_if(step.map, [](const auto& kv) {
            return kv.first == "inputs" && kv.second.kind == yaml::Kind::Map && kv.second.map.empty();
        });
    }

    // Step outputs bound to pipeline outputs are not copied: a pipeline output takes one producer.
    void dropParentOutputs(yaml::Value& step)
    {
        for (auto& [key, val] : step.map) {
            if (key != "outputs" || val.kind != yaml::Kind::Map)
                continue;
            std::erase_if(val.map, [](const auto& kv) {
                return kv.second.kind == yaml::Kind::Scalar
                    && Binding::parse(qs(kv.second.scalar)).kind == Binding::Kind::ParentOutput;
            });
        }
        std::erase_if(step.map, [](const auto& kv) {
            return kv.first == "outputs" && kv.second.kind == yaml::Kind::Map && kv.second.map.empty();
        });
    }

} // namespace

CanvasEditor::CanvasEditor(PipelineDocument* document, CanvasLayout* layout)
    : m_document(document)
    , m_layout(layout)
{
}

QString CanvasEditor::layoutKey(NodeId id) const
{
    const GraphNode* n = m_document->graph().node(id);
    if (!n)
        return QString();
    switch (n->kind) {
    case NodeKind::Step:
        return CanvasLayout::stepKey(n->name);
    case NodeKind::PipelineInput:
        return CanvasLayout::inputKey(n->name);
    case NodeKind::PipelineOutput:
        return CanvasLayout::outputKey(n->name);
    }
    return QString();
}

const GraphNode* CanvasEditor::nodeOf(const PortRef& p) const
{
    return m_document->graph().node(p.node);
}

QString CanvasEditor::bindingFor(const PortRef& from) const
{
    const GraphNode* n = nodeOf(from);
    if (!n)
        return QString();
    if (n->kind == NodeKind::PipelineInput)
        return QStringLiteral("${{parent.inputs.%1}}").arg(n->name);
    return stepBinding(n->name, from.port);
}

namespace {

    QString portType(const PipelineGraph& g, const PortRef& p)
    {
        const QList<GraphPort> ports = p.output ? g.outputPorts(p.node) : g.inputPorts(p.node);
        for (const GraphPort& port : ports)
            if (port.name == p.port)
                return port.type;
        return QString();
    }

    QString describe(const GraphNode& n, const QString& port)
    {
        if (n.kind == NodeKind::Step)
            return n.name + QLatin1Char('.') + port;
        return n.name;
    }

} // namespace

LinkCheck CanvasEditor::checkLink(const PortRef& a, const PortRef& b) const
{
    LinkCheck check;
    const PipelineGraph& g = m_document->graph();
    if (m_document->isReadOnly()) {
        check.reason = tr("This file is shown read-only.");
        return check;
    }
    if (a.output == b.output) {
        check.reason = a.output ? tr("Both ends are outputs: link an output (right side) to an input (left side).")
                                : tr("Both ends are inputs: link an output (right side) to an input (left side).");
        return check;
    }
    const PortRef& from = a.output ? a : b;
    const PortRef& to = a.output ? b : a;
    const GraphNode* fromNode = g.node(from.node);
    const GraphNode* toNode = g.node(to.node);
    if (!fromNode || !toNode) {
        check.reason = tr("The node is gone.");
        return check;
    }
    if (from.node == to.node) {
        check.reason = tr("A step cannot take its own output as input.");
        return check;
    }
    if (fromNode->kind == NodeKind::PipelineInput && toNode->kind == NodeKind::PipelineOutput) {
        check.reason = tr("A pipeline input cannot go straight to a pipeline output; pass it through a step.");
        return check;
    }
    const QString fromType = portType(g, from);
    const QString toType = portType(g, to);
    const Compatibility compat = typeCompatibility(fromType, toType);
    if (compat == Compatibility::Incompatible) {
        check.reason = tr("Types do not match: %1 gives %2, %3 takes %4.")
                           .arg(describe(*fromNode, from.port), fromType, describe(*toNode, to.port), toType);
        return check;
    }
    const PipelineSpec& spec = m_document->spec();
    if (toNode->kind == NodeKind::Step) {
        const Step* s = spec.step(toNode->name);
        const StepPort* in = s ? s->input(to.port) : nullptr;
        if (in && in->binding.isExpression()) {
            const QString wanted = bindingFor(from);
            const Binding w = Binding::parse(wanted);
            const bool same = in->binding.kind == w.kind && in->binding.step == w.step && in->binding.port == w.port;
            check.reason = same
                ? tr("%1 is already linked to %2.").arg(describe(*toNode, to.port), describe(*fromNode, from.port))
                : tr("%1 is already bound to %2; delete that link first.")
                      .arg(describe(*toNode, to.port), in->binding.text.trimmed());
            return check;
        }
        if (fromNode->kind == NodeKind::Step && g.wouldCreateCycle(from.node, to.node)) {
            check.reason
                = tr("The link would make a cycle: %1 already depends on %2.").arg(fromNode->name, toNode->name);
            return check;
        }
    } else {
        // into a pipeline output: one producer per output, one pipeline output per step output
        for (const Step& s : spec.steps)
            for (const StepPort& out : s.outputs)
                if (out.binding.kind == Binding::Kind::ParentOutput && out.binding.port == toNode->name) {
                    check.reason
                        = tr("The pipeline output %1 already receives %2.%3.").arg(toNode->name, s.name, out.name);
                    return check;
                }
        const Step* s = spec.step(fromNode->name);
        const StepPort* out = s ? s->output(from.port) : nullptr;
        if (out && out->binding.isExpression()) {
            check.reason
                = tr("%1 is already bound to %2.").arg(describe(*fromNode, from.port), out->binding.text.trimmed());
            return check;
        }
    }
    if (compat == Compatibility::Questionable) {
        check.result = LinkCheck::Result::Questionable;
        check.reason = tr("%1 gives %2 and %3 takes %4: Azure ML accepts this, check that the step reads what it gets.")
                           .arg(describe(*fromNode, from.port), fromType, describe(*toNode, to.port), toType);
        return check;
    }
    check.result = LinkCheck::Result::Ok;
    return check;
}

bool CanvasEditor::connectPorts(const PortRef& a, const PortRef& b, QString* error)
{
    const LinkCheck check = checkLink(a, b);
    if (!check.allowed()) {
        if (error)
            *error = check.reason;
        return false;
    }
    const PortRef& from = a.output ? a : b;
    const PortRef& to = a.output ? b : a;
    const GraphNode* fromNode = nodeOf(from);
    const GraphNode* toNode = nodeOf(to);
    YamlPath path;
    QString value;
    if (toNode->kind == NodeKind::Step) {
        path = { QStringLiteral("jobs"), toNode->name, QStringLiteral("inputs"), to.port };
        value = bindingFor(from);
    } else {
        path = { QStringLiteral("jobs"), fromNode->name, QStringLiteral("outputs"), from.port };
        value = QStringLiteral("${{parent.outputs.%1}}").arg(toNode->name);
    }
    const QString label = tr("Link %1 to %2").arg(describe(*fromNode, from.port), describe(*toNode, to.port));
    bool ok = false;
    {
        Macro macro(m_document->undoStack(), label);
        ok = m_document->setScalar(path, value, label);
    }
    if (!ok && error)
        *error = tr("The binding could not be written into the YAML.");
    return ok;
}

bool CanvasEditor::pushText(const QByteArray& text, const QString& label)
{
    if (text == m_document->text())
        return false;
    m_document->replaceText(text, label);
    return true;
}

bool CanvasEditor::disconnect(const QList<GraphEdge>& edges)
{
    return deleteNodes({}, edges);
}

bool CanvasEditor::deleteNodes(const QList<NodeId>& nodes, const QList<GraphEdge>& alsoEdges)
{
    if (m_document->isReadOnly() || !m_document->isParsed())
        return false;
    const PipelineGraph& g = m_document->graph();
    const PipelineSpec& spec = m_document->spec();
    QSet<QString> steps;
    QSet<QString> inputs;
    QSet<QString> outputs;
    QStringList names;
    for (NodeId id : nodes) {
        const GraphNode* n = g.node(id);
        if (!n)
            continue;
        names << n->name;
        if (n->kind == NodeKind::Step)
            steps.insert(n->name);
        else if (n->kind == NodeKind::PipelineInput)
            inputs.insert(n->name);
        else
            outputs.insert(n->name);
    }
    QList<QStringList> removals;
    QList<QStringList> emptied;
    for (const QString& s : steps)
        removals << QStringList { QStringLiteral("jobs"), s };
    for (const QString& i : inputs)
        removals << QStringList { QStringLiteral("inputs"), i };
    for (const QString& o : outputs)
        removals << QStringList { QStringLiteral("outputs"), o };
    if (!inputs.isEmpty())
        emptied << QStringList { QStringLiteral("inputs") };
    if (!outputs.isEmpty())
        emptied << QStringList { QStringLiteral("outputs") };
    // bindings that refer to what goes away
    for (const Step& s : spec.steps) {
        if (steps.contains(s.name))
            continue;
        for (const StepPort& in : s.inputs) {
            const Binding& b = in.binding;
            if ((b.kind == Binding::Kind::StepOutput && steps.contains(b.step))
                || (b.kind == Binding::Kind::ParentInput && inputs.contains(b.port))) {
                removals << QStringList { QStringLiteral("jobs"), s.name, QStringLiteral("inputs"), in.name };
                emptied << QStringList { QStringLiteral("jobs"), s.name, QStringLiteral("inputs") };
            }
        }
        for (const StepPort& out : s.outputs) {
            if (out.binding.kind == Binding::Kind::ParentOutput && outputs.contains(out.binding.port)) {
                removals << QStringList { QStringLiteral("jobs"), s.name, QStringLiteral("outputs"), out.name };
                emptied << QStringList { QStringLiteral("jobs"), s.name, QStringLiteral("outputs") };
            }
        }
    }
    // selected links
    for (const GraphEdge& e : alsoEdges) {
        const GraphNode* from = g.node(e.from);
        const GraphNode* to = g.node(e.to);
        if (!from || !to)
            continue;
        if (to->kind == NodeKind::Step && !steps.contains(to->name)) {
            removals << QStringList { QStringLiteral("jobs"), to->name, QStringLiteral("inputs"), e.toPort };
            emptied << QStringList { QStringLiteral("jobs"), to->name, QStringLiteral("inputs") };
        } else if (to->kind == NodeKind::PipelineOutput && from->kind == NodeKind::Step
            && !steps.contains(from->name)) {
            removals << QStringList { QStringLiteral("jobs"), from->name, QStringLiteral("outputs"), e.fromPort };
            emptied << QStringList { QStringLiteral("jobs"), from->name, QStringLiteral("outputs") };
        }
    }
    if (removals.isEmpty())
        return false;

    Scratch work(m_document->text());
    if (!work.ok())
        return false;
    for (const QStringList& path : std::as_const(removals))
        work.remove(path);
    for (const QStringList& path : std::as_const(emptied))
        work.removeIfEmpty(path);

    QString label;
    if (nodes.isEmpty())
        label = alsoEdges.size() == 1 ? tr("Delete link") : tr("Delete %n links", nullptr, int(alsoEdges.size()));
    else if (names.size() == 1 && alsoEdges.isEmpty())
        label = steps.isEmpty() ? tr("Delete %1").arg(names.first()) : tr("Delete step %1").arg(names.first());
    else
        label = tr("Delete %n items", nullptr, int(names.size() + alsoEdges.size()));
    Macro macro(m_document->undoStack(), label);
    return pushText(work.text(), label);
}

QString CanvasEditor::uniqueStepName(const QString& base, const QStringList& alsoTaken) const
{
    QString name;
    for (const QChar c : base) {
        if (c.isLetterOrNumber() && c.unicode() < 128)
            name += c;
        else if (!name.endsWith(QLatin1Char('_')))
            name += QLatin1Char('_');
    }
    while (name.endsWith(QLatin1Char('_')) && name.size() > 1)
        name.chop(1);
    if (name.isEmpty() || name == QLatin1String("_"))
        name = QStringLiteral("step");
    if (name.at(0).isDigit())
        name.prepend(QStringLiteral("step_"));
    const PipelineSpec& spec = m_document->spec();
    auto taken = [&](const QString& n) { return spec.step(n) || alsoTaken.contains(n); };
    if (!taken(name))
        return name;
    for (int i = 2;; ++i) {
        const QString candidate = name + QLatin1Char('_') + QString::number(i);
        if (!taken(candidate))
            return candidate;
    }
}

QString CanvasEditor::componentReference(const QString& pipelinePath, const QString& componentPath)
{
    if (pipelinePath.isEmpty())
        return QDir::fromNativeSeparators(QFileInfo(componentPath).absoluteFilePath());
    const QDir dir = QFileInfo(pipelinePath).absoluteDir();
    QString rel = QDir::fromNativeSeparators(dir.relativeFilePath(QFileInfo(componentPath).absoluteFilePath()));
    if (QDir::isAbsolutePath(rel))
        return rel;
    if (!rel.startsWith(QLatin1String("../")) && !rel.startsWith(QLatin1String("./")))
        rel.prepend(QStringLiteral("./"));
    return rel;
}

QString CanvasEditor::addStep(const StepTemplate& what, const QPointF& position, QString* error)
{
    if (m_document->isReadOnly() || !m_document->isParsed()) {
        if (error)
            *error = m_document->isReadOnly()
                ? tr("This file is shown read-only.")
                : tr("Fix the YAML syntax error first; steps are added to a file that parses.");
        return QString();
    }
    yaml::Value step = yaml::Value::mapping();
    QString base = what.suggestedName;
    QString label;
    switch (what.kind) {
    case StepTemplate::Kind::ComponentFile: {
        if (!QFileInfo(what.componentPath).isFile()) {
            if (error)
                *error = tr("The component file %1 does not exist.").arg(QDir::toNativeSeparators(what.componentPath));
            return QString();
        }
        const QString type = what.componentType.isEmpty() ? QStringLiteral("command") : what.componentType;
        step.set("type", yaml::Value::str(u8(type)));
        step.set("component", yaml::Value::str(u8(componentReference(m_document->filePath(), what.componentPath))));
        if (base.isEmpty())
            base = QFileInfo(what.componentPath).completeBaseName();
        break;
    }
    case StepTemplate::Kind::NewCommand: {
        step.set("type", yaml::Value::str("command"));
        step.set("command", yaml::Value::str("echo \"replace with your command\""));
        step.set("environment", yaml::Value::str("azureml:AzureML-sklearn-1.0-ubuntu20.04-py38-cpu@latest"));
        if (base.isEmpty())
            base = QStringLiteral("command_step");
        break;
    }
    case StepTemplate::Kind::NewParallel: {
        yaml::Value inputs = yaml::Value::mapping();
        yaml::Value inputData = yaml::Value::mapping();
        inputData.set("type", yaml::Value::str("uri_folder"));
        inputs.set("input_data", inputData);
        yaml::Value outputs = yaml::Value::mapping();
        yaml::Value result = yaml::Value::mapping();
        result.set("type", yaml::Value::str("uri_file"));
        outputs.set("job_output_file", result);
        yaml::Value resources = yaml::Value::mapping();
        resources.set("instance_count", yaml::Value::integer(1));
        yaml::Value retry = yaml::Value::mapping();
        retry.set("max_retries", yaml::Value::integer(2));
        retry.set("timeout", yaml::Value::integer(60));
        yaml::Value task = yaml::Value::mapping();
        task.set("type", yaml::Value::str("run_function"));
        task.set("code", yaml::Value::str("./src"));
        task.set("entry_script", yaml::Value::str("batch_score.py"));
        task.set("environment", yaml::Value::str("azureml:AzureML-sklearn-1.0-ubuntu20.04-py38-cpu@latest"));
        task.set("append_row_to", yaml::Value::str("${{outputs.job_output_file}}"));
        step.set("type", yaml::Value::str("parallel"));
        step.set("inputs", inputs);
        step.set("outputs", outputs);
        step.set("input_data", yaml::Value::str("${{inputs.input_data}}"));
        step.set("mini_batch_size", yaml::Value::str("10"));
        step.set("resources", resources);
        step.set("max_concurrency_per_instance", yaml::Value::integer(1));
        step.set("error_threshold", yaml::Value::integer(-1));
        step.set("mini_batch_error_threshold", yaml::Value::integer(-1));
        step.set("retry_settings", retry);
        step.set("task", task);
        if (base.isEmpty())
            base = QStringLiteral("parallel_step");
        break;
    }
    }
    const QString name = uniqueStepName(base);
    label = tr("Add step %1").arg(name);
    bool ok = false;
    {
        Macro macro(m_document->undoStack(), label);
        if (m_layout)
            m_layout->movePositions(m_document->undoStack(), { { CanvasLayout::stepKey(name), position } }, label);
        ok = m_document->setValue({ QStringLiteral("jobs"), name }, step, label);
    }
    if (!ok) {
        m_document->undoStack()->undo(); // the position alone is no step
        if (error)
            *error = tr("The step could not be written: the pipeline's 'jobs' is not a mapping.");
        return QString();
    }
    return name;
}

bool CanvasEditor::renameStep(const QString& oldName, const QString& newName, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (oldName == newName)
        return true;
    if (!m_document->spec().step(oldName))
        return fail(tr("There is no step %1.").arg(oldName));
    if (!isIdentifier(newName))
        return fail(tr("'%1' is not a valid step name: use letters, digits and underscores, not starting with a digit.")
                        .arg(newName));
    if (m_document->spec().step(newName))
        return fail(tr("There is already a step named %1.").arg(newName));
    const QString label = tr("Rename step %1 to %2").arg(oldName, newName);
    Macro macro(m_document->undoStack(), label);
    if (!m_document->renameStep(oldName, newName))
        return fail(tr("The step could not be renamed in the YAML."));
    if (m_layout)
        m_layout->renameKey(m_document->undoStack(), CanvasLayout::stepKey(oldName), CanvasLayout::stepKey(newName));
    return true;
}

QString CanvasEditor::promoteInput(const QString& stepName, const QString& input, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return QString();
    };
    if (m_document->isReadOnly() || !m_document->isParsed())
        return fail(tr("This file cannot be edited."));
    const PipelineSpec& spec = m_document->spec();
    const Step* step = spec.step(stepName);
    if (!step || !step->inputNames().contains(input))
        return fail(tr("Step %1 has no input %2.").arg(stepName, input));
    const StepPort* bound = step->input(input);
    if (bound && bound->binding.isExpression())
        return fail(tr("%1.%2 is already bound to %3.").arg(stepName, input, bound->binding.text.trimmed()));
    QString name = input;
    for (int i = 2; spec.input(name); ++i)
        name = input + QLatin1Char('_') + QString::number(i);
    // the declaration: a literal stays a literal, a data input keeps its type (its path is set at submit time)
    const QString type = step->inputType(input);
    const PortDecl* decl = step->resolved ? step->resolved->input(input) : nullptr;
    yaml::Value value;
    if (bound && bound->binding.kind == Binding::Kind::Literal && !bound->inlineDecl) {
        value
            = yaml::toValue(*m_document->nodeAt({ QStringLiteral("jobs"), stepName, QStringLiteral("inputs"), input }));
    } else if (portFamily(type) == QLatin1String("primitive") && decl && decl->defaultValue) {
        value = yaml::Value::mapping();
        value.set("type", yaml::Value::str(u8(type)));
        value.set("default", yaml::Value::raw(u8(decl->defaultValue.value)));
    } else {
        value = yaml::Value::mapping();
        value.set("type", yaml::Value::str(u8(type.isEmpty() ? QStringLiteral("string") : type)));
        if (bound && bound->inlineDecl && bound->decl.path)
            value.set("path", yaml::Value::str(u8(bound->decl.path.value)));
    }
    const QString label = tr("Promote %1.%2 to a pipeline input").arg(stepName, input);
    Macro macro(m_document->undoStack(), label);
    if (!m_document->setValue({ QStringLiteral("inputs"), name }, value, label)
        || !m_document->setScalar({ QStringLiteral("jobs"), stepName, QStringLiteral("inputs"), input },
            QStringLiteral("${{parent.inputs.%1}}").arg(name), label))
        return fail(tr("The pipeline's inputs could not be written."));
    return name;
}

QStringList CanvasEditor::duplicateSteps(const QStringList& names, const QPointF& offset)
{
    QStringList created;
    if (m_document->isReadOnly() || names.isEmpty())
        return created;
    Scratch work(m_document->text());
    if (!work.ok() || !work.at({ QStringLiteral("jobs") }))
        return created;
    QHash<QString, QString> renamed;
    for (const QString& n : names)
        if (m_document->spec().step(n))
            renamed.insert(n, uniqueStepName(n + QStringLiteral("_copy"), renamed.values()));
    QHash<QString, QPointF> positions;
    for (const QString& n : names) {
        if (!renamed.contains(n))
            continue;
        const yaml::Node* node = work.at({ QStringLiteral("jobs"), n });
        if (!node)
            continue;
        yaml::Value v = yaml::toValue(*node);
        dropParentOutputs(v);
        rewriteInputs(v, [&](const Binding& b) -> std::optional<QString> {
            if (b.kind == Binding::Kind::StepOutput && renamed.contains(b.step))
                return stepBinding(renamed.value(b.step), b.port);
            return b.text;
        });
        const QString newName = renamed.value(n);
        if (!work.insert({ QStringLiteral("jobs") }, newName, v))
            continue;
        created << newName;
        if (m_layout && m_layout->hasPosition(CanvasLayout::stepKey(n)))
            positions.insert(CanvasLayout::stepKey(newName), m_layout->position(CanvasLayout::stepKey(n)) + offset);
    }
    if (created.isEmpty())
        return created;
    const QString label = created.size() == 1 ? tr("Duplicate %1").arg(names.first())
                                              : tr("Duplicate %n steps", nullptr, int(created.size()));
    Macro macro(m_document->undoStack(), label);
    if (m_layout && !positions.isEmpty())
        m_layout->movePositions(m_document->undoStack(), positions, label);
    pushText(work.text(), label);
    return created;
}

QString CanvasEditor::copyText(const QStringList& names) const
{
    const yaml::Node* jobs = m_document->nodeAt({ QStringLiteral("jobs") });
    if (!jobs || !jobs->isMap())
        return QString();
    const std::string& text = m_document->yaml().text;
    QString out;
    for (const QString& n : names) {
        const yaml::Entry* e = jobs->entry(u8(n));
        if (!e || !e->key || !e->value)
            continue;
        std::size_t begin = e->key->begin;
        while (begin > 0 && text[begin - 1] != '\n')
            --begin;
        std::size_t end = std::max(e->value->end, e->key->end);
        while (end < text.size() && text[end] != '\n')
            ++end;
        const int indent = e->key->pos.col - 1;
        const QStringList lines = qs(text.substr(begin, end - begin)).split(QLatin1Char('\n'));
        for (const QString& line : lines) {
            QString l = line;
            if (l.endsWith(QLatin1Char('\r')))
                l.chop(1);
            int strip = 0;
            while (strip < indent && strip < l.size() && l.at(strip) == QLatin1Char(' '))
                ++strip;
            out += l.mid(strip) + QLatin1Char('\n');
        }
    }
    return out;
}

QStringList CanvasEditor::pasteText(
    const QString& text, const QPointF& position, QString* error, const QHash<QString, QPointF>& relative)
{
    QStringList created;
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return QStringList();
    };
    if (m_document->isReadOnly() || !m_document->isParsed())
        return fail(tr("Steps can only be pasted into a pipeline that parses."));
    yaml::Document clip;
    yaml::ParseError parseError;
    if (!yaml::parse(u8(text), clip, &parseError) || !clip.root || !clip.root->isMap())
        return fail(tr("The clipboard holds no pipeline steps (YAML step entries or a 'jobs' mapping)."));
    const yaml::Node* source = clip.root.get();
    if (const yaml::Node* jobs = source->get("jobs"); jobs && jobs->isMap())
        source = jobs;
    QList<QPair<QString, yaml::Value>> steps;
    for (const yaml::Entry& e : source->entries) {
        if (!e.key || !e.value || !e.value->isMap())
            continue;
        const yaml::Node* v = e.value.get();
        if (!v->get("type") && !v->get("component") && !v->get("command"))
            continue;
        steps.append({ qs(e.key->value), yaml::toValue(*v) });
    }
    if (steps.isEmpty())
        return fail(tr("The clipboard holds no pipeline steps (YAML step entries or a 'jobs' mapping)."));

    QHash<QString, QString> renamed;
    for (const auto& [name, value] : std::as_const(steps))
        renamed.insert(name, uniqueStepName(name, renamed.values()));
    const PipelineSpec& spec = m_document->spec();
    QHash<QString, QPointF> positions;
    yaml::Value jobs = yaml::Value::mapping();
    int column = 0;
    // steps that came without a place go in a row below the ones that kept their layout
    qreal below = 0;
    bool anyKept = false;
    for (const auto& [name, value] : std::as_const(steps))
        if (relative.contains(name)) {
            below = qMax(below, relative.value(name).y() + 160);
            anyKept = true;
        }
    for (auto& [name, value] : steps) {
        dropParentOutputs(value);
        rewriteInputs(value, [&](const Binding& b) -> std::optional<QString> {
            if (b.kind == Binding::Kind::StepOutput) {
                if (renamed.contains(b.step))
                    return stepBinding(renamed.value(b.step), b.port);
                if (spec.step(b.step))
                    return b.text;
                return std::nullopt; // refers to a step this pipeline does not have: left unbound
            }
            if (b.kind == Binding::Kind::ParentInput)
                return spec.input(b.port) ? std::optional<QString>(b.text) : std::nullopt;
            return b.text;
        });
        const QString newName = renamed.value(name);
        jobs.set(u8(newName), value);
        created << newName;
        if (relative.contains(name)) {
            positions.insert(CanvasLayout::stepKey(newName), position + relative.value(name));
            continue;
        }
        positions.insert(CanvasLayout::stepKey(newName),
            position + QPointF(column * 300.0, (anyKept ? below : 0) + column * 40.0));
        ++column;
    }

    Scratch work(m_document->text());
    if (!work.ok())
        return fail(tr("Steps can only be pasted into a pipeline that parses."));
    if (const yaml::Node* j = work.at({ QStringLiteral("jobs") }); j && j->isMap()) {
        for (const auto& [k, v] : jobs.map)
            work.insert({ QStringLiteral("jobs") }, qs(k), v);
    } else {
        const QString label = tr("Paste");
        Macro macro(m_document->undoStack(), label);
        if (m_layout)
            m_layout->movePositions(m_document->undoStack(), positions, label);
        if (!m_document->setValue({ QStringLiteral("jobs") }, jobs, label))
            return fail(tr("The steps could not be written: the pipeline's 'jobs' is not a mapping."));
        return created;
    }
    const QString label = created.size() == 1 ? tr("Paste %1").arg(created.first())
                                              : tr("Paste %n steps", nullptr, int(created.size()));
    Macro macro(m_document->undoStack(), label);
    if (m_layout)
        m_layout->movePositions(m_document->undoStack(), positions, label);
    pushText(work.text(), label);
    return created;
}

} // namespace pw
