// SPDX-License-Identifier: MIT
// The anonymous component of a parallel step written without one: its settings (input_data, mini-batches, retries,
// error thresholds, logging) and its run_function task (code, entry script, arguments, environment), as azure-ai-ml's
// Parallel._to_component makes it for `az ml job create`.
#include "azuresubmit.h"
#include "azuresubmit_p.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace pw::azure::submitdetail {

namespace {

    /// A mapping of names to values as strings (environment variables).

} // namespace

// Messages name their context ("pw::azure") themselves, so that lupdate files them with the others of submitting.
void addParallelSettings(QJsonObject& spec, const YamlData* step, const QString& stepName, const ParallelHooks& hooks)
{
    // settings read as written; mini_batch_size a string of the count or the bytes ("10", "10kb" -> "10240"), as
    // azure-ai-ml writes the component
    for (const char* key : { "input_data", "logging_level", "max_concurrency_per_instance", "error_threshold",
             "mini_batch_error_threshold" })
        if (const YamlData* v = child(step, QLatin1String(key)); v && v->isScalar())
            spec.insert(QLatin1String(key), yamlToJson(*v));
    if (const YamlData* v = child(step, QStringLiteral("mini_batch_size")); v && v->isScalar())
        spec.insert(QStringLiteral("mini_batch_size"), miniBatchSizeText(v->text.trimmed()));
    if (const YamlData* v = child(step, QStringLiteral("partition_keys")); v && !v->isNull())
        spec.insert(QStringLiteral("partition_keys"), yamlToJson(*v));
    for (const char* key : { "resources", "retry_settings" })
        if (const YamlData* v = child(step, QLatin1String(key)); v && v->isMap())
            spec.insert(QLatin1String(key), yamlToJson(*v));

    const YamlData* taskNode = child(step, QStringLiteral("task"));
    if (!taskNode || !taskNode->isMap()) {
        hooks.error(step ? step->loc.line : 0,
            QCoreApplication::translate("pw::azure",
                "step '%1' is a parallel step without a task: add one (type: run_function, code, "
                "entry_script, environment) or name a component")
                .arg(stepName));
        return;
    }
    const QString type = scalar(child(taskNode, QStringLiteral("type"))).trimmed();
    if (!type.isEmpty() && type.toLower() != QLatin1String("run_function")) {
        hooks.error(taskNode->loc.line,
            QCoreApplication::translate("pw::azure",
                "step '%1': a parallel task of type %2 cannot be submitted from here yet (only "
                "run_function); submit the file with 'az ml job create --file'")
                .arg(stepName, type));
        return;
    }
    QJsonObject task { { QStringLiteral("type"), QStringLiteral("run_function") } };
    if (const QJsonValue code = hooks.code(child(taskNode, QStringLiteral("code"))); !code.isUndefined())
        task.insert(QStringLiteral("code"), code);
    for (const char* key : { "entry_script", "program_arguments" })
        if (const YamlData* v = child(taskNode, QLatin1String(key)); v && v->isScalar())
            task.insert(QLatin1String(key), v->text);
    if (!task.contains(QLatin1String("entry_script")))
        hooks.error(taskNode->loc.line,
            QCoreApplication::translate("pw::azure", "step '%1': the parallel task names no entry_script")
                .arg(stepName));
    const YamlData* env = child(taskNode, QStringLiteral("environment"));
    if (!env || env->isNull())
        hooks.error(taskNode->loc.line,
            QCoreApplication::translate("pw::azure", "step '%1': the parallel task names no environment")
                .arg(stepName));
    else if (const QJsonValue e = hooks.environment(env); !e.isUndefined())
        task.insert(QStringLiteral("environment"), e);
    // environment variables stay on the step's node: azure-ai-ml's task has none (ComponentParallelTaskSchema)
    // append_row_to belongs to the task; a step may also carry it beside the task
    const YamlData* append = child(taskNode, QStringLiteral("append_row_to"));
    if (!append)
        append = child(step, QStringLiteral("append_row_to"));
    if (append && append->isScalar() && !append->text.trimmed().isEmpty())
        task.insert(QStringLiteral("append_row_to"), append->text.trimmed());
    spec.insert(QStringLiteral("task"), task);
}

} // namespace pw::azure::submitdetail
