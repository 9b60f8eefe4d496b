// SPDX-License-Identifier: MIT
// CanvasEditor's copies: duplicating steps, their YAML text for the clipboard, and pasting steps with their
// bindings and layout.
#include "canvaseditor.h"

#include "canvaseditor_p.h"
#include "canvaslayout.h"
#include "pipelinedocument.h"
#include "undomacro.h"
#include "undostack.h"

#include <QHash>

#include <functional>
#include <optional>

namespace pw {

using namespace canvasedit;

QStringList CanvasEditor::duplicateSteps(const QStringList& names, const QPointF& offset)
{
    QStringList created;
    if (m_document->isReadOnly() || names.isEmpty())
        return created;
    QHash<QString, QString> renamed;
    QList<QPair<QString, StepCopy>> copies;
    for (const StepCopy& c : m_document->stepCopies(names)) {
        const QString newName = uniqueStepName(c.name + QStringLiteral("_copy"), renamed.values());
        renamed.insert(c.name, newName);
        copies.append({newName, c});
    }
    if (copies.isEmpty())
        return created;
    QHash<QString, QPointF> positions;
    for (const auto& [newName, c] : std::as_const(copies))
        if (m_layout && m_layout->hasPosition(CanvasLayout::stepKey(c.name)))
            positions.insert(CanvasLayout::stepKey(newName), m_layout->position(CanvasLayout::stepKey(c.name)) + offset);
    const QString label = copies.size() == 1 ? tr("Duplicate %1").arg(copies.first().second.name)
                                             : tr("Duplicate %n steps", nullptr, int(copies.size()));
    UndoMacro macro(m_document->undoStack(), label, true);
    if (m_layout && !positions.isEmpty())
        m_layout->movePositions(m_document->undoStack(), positions, label);
    return m_document->insertSteps(copies, [&](const Binding& b) -> std::optional<QString> {
        if (b.kind == Binding::Kind::StepOutput && renamed.contains(b.step))
            return stepBinding(renamed.value(b.step), b.port);
        return b.text;
    }, label);
}
QString CanvasEditor::copyText(const QStringList& names) const
{
    return m_document->stepsText(names);
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
    const QList<StepCopy> steps = PipelineDocument::stepsInText(text);
    if (steps.isEmpty())
        return fail(tr("The clipboard holds no pipeline steps (YAML step entries or a 'jobs' mapping)."));

    QHash<QString, QString> renamed;
    for (const StepCopy& c : steps)
        renamed.insert(c.name, uniqueStepName(c.name, renamed.values()));
    const PipelineSpec& spec = m_document->spec();
    QHash<QString, QPointF> positions;
    QList<QPair<QString, StepCopy>> copies;
    int column = 0;
    // steps that came without a place go in a row below the ones that kept their layout
    qreal below = 0;
    bool anyKept = false;
    for (const StepCopy& c : steps)
        if (relative.contains(c.name)) {
            below = qMax(below, relative.value(c.name).y() + 160);
            anyKept = true;
        }
    for (const StepCopy& c : steps) {
        const QString newName = renamed.value(c.name);
        copies.append({newName, c});
        if (relative.contains(c.name)) {
            positions.insert(CanvasLayout::stepKey(newName), position + relative.value(c.name));
            continue;
        }
        positions.insert(CanvasLayout::stepKey(newName),
            position + QPointF(column * 300.0, (anyKept ? below : 0) + column * 40.0));
        ++column;
    }
    const QString label = copies.size() == 1 ? tr("Paste %1").arg(copies.first().first)
                                             : tr("Paste %n steps", nullptr, int(copies.size()));
    UndoMacro macro(m_document->undoStack(), label, true);
    if (m_layout)
        m_layout->movePositions(m_document->undoStack(), positions, label);
    created = m_document->insertSteps(copies, [&](const Binding& b) -> std::optional<QString> {
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
    }, label);
    if (created.isEmpty())
        return fail(tr("The steps could not be written: the pipeline's 'jobs' is not a mapping."));
    return created;
}

} // namespace pw
