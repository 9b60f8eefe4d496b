// SPDX-License-Identifier: MIT
// CanvasEditor adding a step: from a component file or a template for a new command or parallel step, under a
// name that is free.
#include "canvaseditor.h"

#include "canvaseditor_p.h"
#include "canvaslayout.h"
#include "pipelinedocument.h"
#include "undomacro.h"
#include "undostack.h"

#include <QDir>
#include <QFileInfo>

namespace pw {

using namespace canvasedit;

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
    QString base = what.suggestedName;
    QString label;
    NewStep step;
    switch (what.kind) {
    case StepTemplate::Kind::ComponentFile: {
        if (!QFileInfo(what.componentPath).isFile()) {
            if (error)
                *error = tr("The component file %1 does not exist.").arg(QDir::toNativeSeparators(what.componentPath));
            return QString();
        }
        step.kind = NewStep::Kind::Component;
        step.componentType = what.componentType.isEmpty() ? QStringLiteral("command") : what.componentType;
        step.component = componentReference(m_document->filePath(), what.componentPath);
        if (base.isEmpty())
            base = QFileInfo(what.componentPath).completeBaseName();
        break;
    }
    case StepTemplate::Kind::NewCommand:
        step.kind = NewStep::Kind::Command;
        if (base.isEmpty())
            base = QStringLiteral("command_step");
        break;
    case StepTemplate::Kind::NewParallel:
        step.kind = NewStep::Kind::Parallel;
        if (base.isEmpty())
            base = QStringLiteral("parallel_step");
        break;
    }
    const QString name = uniqueStepName(base);
    label = tr("Add step %1").arg(name);
    bool ok = false;
    {
        UndoMacro macro(m_document->undoStack(), label, true);
        if (m_layout)
            m_layout->movePositions(m_document->undoStack(), { { CanvasLayout::stepKey(name), position } }, label);
        ok = m_document->addStep(name, step, label);
    }
    if (!ok) {
        m_document->undoStack()->undo(); // the position alone is no step
        if (error)
            *error = tr("The step could not be written: the pipeline's 'jobs' is not a mapping.");
        return QString();
    }
    return name;
}

} // namespace pw
