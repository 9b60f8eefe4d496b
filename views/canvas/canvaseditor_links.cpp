// SPDX-License-Identifier: MIT
// CanvasEditor's links: whether two ports may be linked (and why not), writing the binding, removing links.
#include "canvaseditor.h"

#include "canvaseditor_p.h"
#include "pipelinedocument.h"
#include "undomacro.h"
#include "undostack.h"


namespace pw {

using namespace canvasedit;

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

QString CanvasEditor::bindingFor(const PortRef& from) const
{
    const GraphNode* n = nodeOf(from);
    if (!n)
        return QString();
    if (n->kind == NodeKind::PipelineInput)
        return QStringLiteral("${{parent.inputs.%1}}").arg(n->name);
    return stepBinding(n->name, from.port);
}

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
        UndoMacro macro(m_document->undoStack(), label, true);
        ok = m_document->setScalar(path, value, label);
    }
    if (!ok && error)
        *error = tr("The binding could not be written into the YAML.");
    return ok;
}

bool CanvasEditor::disconnect(const QList<GraphEdge>& edges)
{
    return deleteNodes({}, edges);
}

} // namespace pw
