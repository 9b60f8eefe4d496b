// SPDX-License-Identifier: MIT
// CanvasEditor adding a step: from a component file or a template for a new command or parallel step, under a
// name that is free.
#include "canvaseditor.h"

#include "canvaseditor_p.h"
#include "canvaslayout.h"
#include "pipelinedocument.h"
#include "undomacro.h"
#include "yamltree.h"

#include <QDir>
#include <QFileInfo>
#include <QUndoStack>

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
        UndoMacro macro(m_document->undoStack(), label, true);
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

} // namespace pw
