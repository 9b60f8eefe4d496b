// SPDX-License-Identifier: MIT
// The Parallel and Task sections of the Properties panel.

#include "propertiespanel.h"

#include "pipelinedocument.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>

namespace pw {

void PropertiesPanel::buildParallel(const Step& s)
{
    QFormLayout* form = addSection(tr("Parallel"), QStringLiteral("parallelSection"));
    form->setRowWrapPolicy(QFormLayout::WrapAllRows); // long labels and their explanations get the full width
    const ParallelSettings& p = s.parallel;
    textRow(form, tr("Input data"), QStringLiteral("input_data"), {QStringLiteral("input_data")}, Kind::InputBinding,
            tr("The input that is split into mini-batches, such as ${{inputs.data}}: a uri_folder (files) or an mltable "
               "(rows)."),
            [this] {
                const QString fromComponent = inEffectPlaceholder(m_resolved.parallel.inputData, QString(), QString());
                return fromComponent.isEmpty() ? QStringLiteral("${{inputs.data}}") : fromComponent;
            }());
    const ResolvedStep::Parallel& effect = m_resolved.parallel;
    // the resolved value of a field: a top-level setting, or a member of retry_settings
    auto inEffect = [&](const QStringList& path) -> ResolvedValue {
        if (path.first() == QLatin1String("retry_settings"))
            return effect.retrySettings.at(path.value(1));
        if (path.first() == QLatin1String("max_concurrency_per_instance"))
            return effect.maxConcurrencyPerInstance;
        if (path.first() == QLatin1String("mini_batch_error_threshold"))
            return effect.miniBatchErrorThreshold;
        if (path.first() == QLatin1String("error_threshold"))
            return effect.errorThreshold;
        return ResolvedValue();
    };
    auto intRow = [&](const QString& label, const QString& field, const QStringList& path, const Field& value,
                      double min, double max, bool hasMax, const QString& def, const QString& help) {
        auto* e = static_cast<QLineEdit*>(lineEditor(field, value.value, Kind::Integer));
        e->setPlaceholderText(inEffectPlaceholder(inEffect(path), QString(), def));
        Row& row = addRow(form, label, field, path, Kind::Integer, e, help);
        row.rule.hasMin = true;
        row.rule.min = min;
        row.rule.hasMax = hasMax;
        row.rule.max = max;
    };
    auto* mb = static_cast<QLineEdit*>(lineEditor(QStringLiteral("mini_batch_size"), p.miniBatchSize.value, Kind::MiniBatch));
    mb->setPlaceholderText(inEffectPlaceholder(effect.miniBatchSize, QString(), QStringLiteral("1")));
    addRow(form, tr("Mini-batch size"), QStringLiteral("mini_batch_size"), {QStringLiteral("mini_batch_size")},
           Kind::MiniBatch, mb,
           tr("Files per mini-batch for a file input; for tabular data an approximate size such as 10kb or 100mb."));
    intRow(tr("Processes per instance"), QStringLiteral("max_concurrency_per_instance"),
           {QStringLiteral("max_concurrency_per_instance")}, p.maxConcurrencyPerInstance, 1, 0, false,
           QStringLiteral("1"), tr("Worker processes on each node; each runs one mini-batch at a time."));
    intRow(tr("Mini-batch error threshold"), QStringLiteral("mini_batch_error_threshold"),
           {QStringLiteral("mini_batch_error_threshold")}, p.miniBatchErrorThreshold, -1, 0, false,
           QStringLiteral("-1"), tr("Failed mini-batches allowed before the step fails; -1 ignores all failures."));
    intRow(tr("Item error threshold"), QStringLiteral("error_threshold"), {QStringLiteral("error_threshold")},
           p.errorThreshold, -1, 0, false, QStringLiteral("-1"),
           tr("Failed items (items run() did not return) allowed before the step fails; -1 ignores all failures."));
    intRow(tr("Maximum retries"), QStringLiteral("retry_settings.max_retries"),
           {QStringLiteral("retry_settings"), QStringLiteral("max_retries")}, p.maxRetries, 0, 0, false,
           QStringLiteral("2"), tr("Times a failed or timed-out mini-batch is tried again before it counts as failed."));
    intRow(tr("Timeout (seconds)"), QStringLiteral("retry_settings.timeout"),
           {QStringLiteral("retry_settings"), QStringLiteral("timeout")}, p.retryTimeout, 1, 259200, true,
           QStringLiteral("60"), tr("Seconds one run() call may take (1 to 259200); a slower call is stopped and retried."));
    auto* level = new QComboBox(m_content);
    const bool levelFromComponent = effect.loggingLevel.origin == ValueOrigin::Component && !effect.loggingLevel.text().isEmpty();
    level->addItem(levelFromComponent ? tr("(not set: %1 from the component)").arg(effect.loggingLevel.text()) : tr("(not set: INFO)"),
                   QString());
    for (const char* l : {"DEBUG", "INFO", "WARNING"})
        level->addItem(QLatin1String(l), QLatin1String(l));
    if (p.loggingLevel && level->findData(p.loggingLevel.value) < 0)
        level->addItem(p.loggingLevel.value, p.loggingLevel.value);
    level->setCurrentIndex(qMax(0, level->findData(p.loggingLevel.value)));
    connect(level, &QComboBox::activated, this,
            [this, level](int i) { commit(QStringLiteral("logging_level"), level->itemData(i).toString()); });
    Row& row = addRow(form, tr("Logging level"), QStringLiteral("logging_level"), {QStringLiteral("logging_level")},
                      Kind::Enum, level, tr("Level of the log files the step's own code writes."));
    row.rule.choices = {QStringLiteral("DEBUG"), QStringLiteral("INFO"), QStringLiteral("WARNING")};
}

void PropertiesPanel::buildTask(const Step& s)
{
    // a parallel step made from a component runs the component's task
    if (s.component.kind != ComponentRef::Kind::None && !s.parallel.hasTask)
        return;
    QFormLayout* form = addSection(tr("Task"), QStringLiteral("taskSection"));
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    enumRow(form, tr("Task type"), QStringLiteral("task.type"), {QStringLiteral("task"), QStringLiteral("type")},
            {{QStringLiteral("run_function"), QStringLiteral("run_function")},
             {QStringLiteral("model"), QStringLiteral("model")},
             {QStringLiteral("function"), QStringLiteral("function")}},
            tr("(not set)"),
            tr("run_function calls init() once in each process, then run(mini_batch) for every mini-batch of the "
               "entry script."));
    textRow(form, tr("Code"), QStringLiteral("task.code"), {QStringLiteral("task"), QStringLiteral("code")}, Kind::Folder,
            tr("Local folder with the entry script, uploaded with the step; relative to this file."),
            QStringLiteral("./src"), Browse::Folder);
    Row& entry = textRow(form, tr("Entry script"), QStringLiteral("task.entry_script"),
                         {QStringLiteral("task"), QStringLiteral("entry_script")}, Kind::EntryScript,
                         tr("Python file in the code folder that defines init() and run(mini_batch)."),
                         QStringLiteral("score.py"));
    entry.codeField = QStringLiteral("task.code");
    textRow(form, tr("Program arguments"), QStringLiteral("task.program_arguments"),
            {QStringLiteral("task"), QStringLiteral("program_arguments")}, Kind::Script,
            tr("Arguments the entry script reads, such as --model ${{inputs.model}}; options of the parallel runtime "
               "such as --error_threshold go here too."),
            QStringLiteral("--model ${{inputs.model}}"));
    buildEnvironmentField(form, QStringLiteral("task.environment"), {QStringLiteral("task"), QStringLiteral("environment")},
                          tr("Software the entry script runs with: a registered environment (azureml:name@latest), "
                             "or a conda file on a Docker image."));
    textRow(form, tr("Append rows to"), QStringLiteral("task.append_row_to"),
            {QStringLiteral("task"), QStringLiteral("append_row_to")}, Kind::OutputBinding,
            tr("Output that collects what run() returns, one line per item, such as ${{outputs.scores}}; empty: the "
               "results are not gathered."),
            QStringLiteral("${{outputs.result}}"));
}

} // namespace pw
