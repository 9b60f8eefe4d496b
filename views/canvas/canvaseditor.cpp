// SPDX-License-Identifier: MIT
// CanvasEditor: deleting nodes and the bindings that refer to them, renaming a step, promoting a step input to a
// pipeline input.
#include "canvaseditor.h"

#include "canvaseditor_p.h"
#include "canvaslayout.h"
#include "pipelinedocument.h"
#include "undomacro.h"
#include "undostack.h"

#include <QRegularExpression>
#include <QSet>

namespace pw {

using namespace canvasedit;

namespace {

    bool isIdentifier(const QString& name)
    {
        static const QRegularExpression ident(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
        return ident.match(name).hasMatch();
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

bool CanvasEditor::pushText(const QByteArray& text, const QString& label)
{
    if (text == m_document->text())
        return false;
    m_document->replaceText(text, label);
    return true;
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

    QString label;
    if (nodes.isEmpty())
        label = alsoEdges.size() == 1 ? tr("Delete link") : tr("Delete %n links", nullptr, int(alsoEdges.size()));
    else if (names.size() == 1 && alsoEdges.isEmpty())
        label = steps.isEmpty() ? tr("Delete %1").arg(names.first()) : tr("Delete step %1").arg(names.first());
    else
        label = tr("Delete %n items", nullptr, int(names.size() + alsoEdges.size()));
    UndoMacro macro(m_document->undoStack(), label, true);
    return m_document->removeEntries(removals, emptied, label);
}

bool CanvasEditor::renameStep(QString oldName, QString newName, QString* error)
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
    UndoMacro macro(m_document->undoStack(), label, true);
    if (!m_document->renameStep(oldName, newName))
        return fail(tr("The step could not be renamed in the YAML."));
    if (m_layout)
        m_layout->renameKey(m_document->undoStack(), CanvasLayout::stepKey(oldName), CanvasLayout::stepKey(newName));
    return true;
}

QString CanvasEditor::promoteInput(QString stepName, QString input, QString* error)
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
    const QString label = tr("Promote %1.%2 to a pipeline input").arg(stepName, input);
    UndoMacro macro(m_document->undoStack(), label, true);
    if (!m_document->promoteInput(stepName, input, name, label))
        return fail(tr("The pipeline's inputs could not be written."));
    return name;
}

} // namespace pw
