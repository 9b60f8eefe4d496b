// SPDX-License-Identifier: MIT
#include "azuremlvalues.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace pw {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("pw", s); // lupdate files free functions' texts under "pw"
}

} // namespace

namespace azureml {

// The value sets below are those of the azure-ai-ml SDK, which `az ml` uses to read pipeline files. A value outside a
// set may still be one the service learnt after the SDK: it is reported as a warning, and the service decides.

// azure-ai-ml: AssetTypes and InputTypes (constants/_common.py)
const QStringList& knownTypes()
{
    static const QStringList t {QStringLiteral("uri_file"),     QStringLiteral("uri_folder"),
                                QStringLiteral("mltable"),      QStringLiteral("mlflow_model"),
                                QStringLiteral("custom_model"), QStringLiteral("triton_model"),
                                QStringLiteral("integer"),      QStringLiteral("number"),
                                QStringLiteral("string"),       QStringLiteral("boolean")};
    return t;
}

// azure-ai-ml: LegacyAssetTypes.PATH (constants/_common.py), which only component ports accept
// (_schema/component/input_output.py)
const QString& legacyPathType()
{
    static const QString t = QStringLiteral("path");
    return t;
}

// azure-ai-ml: InputOutputModes (constants/_common.py), and "link", which only component ports accept
// (_schema/component/input_output.py)
const QStringList& knownModes()
{
    static const QStringList m {QStringLiteral("mount"),      QStringLiteral("download"),
                                QStringLiteral("upload"),     QStringLiteral("ro_mount"),
                                QStringLiteral("rw_mount"),   QStringLiteral("eval_mount"),
                                QStringLiteral("eval_download"), QStringLiteral("direct"),
                                QStringLiteral("link")};
    return m;
}

// azure-ai-ml: the modes a job input takes by its type: DataInputSchema and ModelInputSchema take download, ro_mount
// and direct, MLTableInputSchema also eval_mount and eval_download (_schema/job/input_output_entry.py)
QStringList jobInputModes(const QString& type)
{
    QStringList m {QStringLiteral("download"), QStringLiteral("ro_mount"), QStringLiteral("direct")};
    const QString t = type.trimmed().toLower();
    const bool fileOrModel = t == QLatin1String("uri_file") || t == QLatin1String("uri_folder")
        || t == QLatin1String("mlflow_model") || t == QLatin1String("custom_model")
        || t == QLatin1String("triton_model");
    if (!fileOrModel)
        m << QStringLiteral("eval_mount") << QStringLiteral("eval_download");
    return m;
}

// azure-ai-ml: the modes a job output takes: OutputSchema (_schema/job/input_output_entry.py)
const QStringList& jobOutputModes()
{
    static const QStringList m {QStringLiteral("mount"), QStringLiteral("upload"), QStringLiteral("rw_mount"),
                                QStringLiteral("direct")};
    return m;
}

// azure-ai-ml: NodeType and ControlFlowType (constants/_component.py), the types a step under `jobs` may have
// (_schema/pipeline/pipeline_component.py, PipelineJobsField); compared ignoring case
// azure-ai-ml: TaskType (_restclient/…/models, constants/_job/automl.py), the tasks _schema/pipeline/automl_node.py
// takes in a pipeline
const QStringList& knownAutomlTasks()
{
    static const QStringList t {QStringLiteral("classification"),
                                QStringLiteral("regression"),
                                QStringLiteral("forecasting"),
                                QStringLiteral("image_classification"),
                                QStringLiteral("image_classification_multilabel"),
                                QStringLiteral("image_object_detection"),
                                QStringLiteral("image_instance_segmentation"),
                                QStringLiteral("text_classification"),
                                QStringLiteral("text_classification_multilabel"),
                                QStringLiteral("text_ner")};
    return t;
}

const QStringList& knownStepTypes()
{
    static const QStringList t {QStringLiteral("command"),  QStringLiteral("parallel"),      QStringLiteral("pipeline"),
                                QStringLiteral("sweep"),    QStringLiteral("automl"),        QStringLiteral("import"),
                                QStringLiteral("spark"),    QStringLiteral("data_transfer"), QStringLiteral("do_while"),
                                QStringLiteral("if_else"),  QStringLiteral("parallel_for")};
    return t;
}

// azure-ai-ml: JobTierNames.ALLOWED_NAMES (constants/_job/job.py); compared ignoring case
// (_schema/job/queue_settings.py)
const QStringList& knownJobTiers()
{
    static const QStringList t {QStringLiteral("spot"), QStringLiteral("basic"), QStringLiteral("standard"),
                                QStringLiteral("premium")};
    return t;
}

// azure-ai-ml: JobPriorityValues.ALLOWED_VALUES (constants/_job/job.py); compared ignoring case
// (_schema/job/queue_settings.py)
const QStringList& knownPriorities()
{
    static const QStringList p {QStringLiteral("low"), QStringLiteral("medium"), QStringLiteral("high")};
    return p;
}

// azure-ai-ml: the identity schemas (_schema/job/identity.py): IdentityConfigurationType Managed, AMLToken and
// UserIdentity and ConnectionAuthType ManagedIdentity, compared in snake case (see camelToSnake)
const QStringList& knownIdentityTypes()
{
    static const QStringList t {QStringLiteral("managed"), QStringLiteral("managed_identity"),
                                QStringLiteral("aml_token"), QStringLiteral("user_identity")};
    return t;
}

// azure-ai-ml: DistributionType (constants/_job/job.py); compared ignoring case (_schema/job/distribution.py)
const QStringList& knownDistributionTypes()
{
    static const QStringList t {QStringLiteral("mpi"), QStringLiteral("tensorflow"), QStringLiteral("pytorch"),
                                QStringLiteral("ray")};
    return t;
}

// azure-ai-ml: LoggingLevel (constants/_common.py), documented there as case-insensitive
const QStringList& knownLoggingLevels()
{
    static const QStringList l {QStringLiteral("DEBUG"), QStringLiteral("INFO"), QStringLiteral("WARNING")};
    return l;
}

// azure-ai-ml: ParallelTaskType (constants/_component.py); compared ignoring case (_schema/component/parallel_task.py)
const QStringList& knownParallelTaskTypes()
{
    static const QStringList t {QStringLiteral("run_function"), QStringLiteral("model"), QStringLiteral("function")};
    return t;
}

// The snake-case form the SDK compares identity types in: "UserIdentity" and "userIdentity" read as "user_identity"
// (azure-ai-ml: camel_to_snake, _utils/utils.py).
QString camelToSnake(QString text)
{
    static const QRegularExpression word(QStringLiteral("(.)([A-Z][a-z]+)"));
    static const QRegularExpression hump(QStringLiteral("([a-z0-9])([A-Z])"));
    text.replace(word, QStringLiteral("\\1_\\2"));
    text.replace(hump, QStringLiteral("\\1_\\2"));
    return text.toLower();
}

QString unknownValueMessage(const QString& key, const QString& value, const QStringList& known)
{
    return QCoreApplication::translate("pw::azureml",
                                       "%1 '%2' is not a value Azure ML is known to accept (%3); the service will decide")
        .arg(key, value, known.join(QLatin1String(", ")));
}

bool isBindingText(const QString& v)
{
    return v.contains(QLatin1String("${{"));
}

bool parseInt(const QString& v, qint64* out)
{
    bool ok = false;
    const qint64 i = v.trimmed().toLongLong(&ok);
    if (ok && out)
        *out = i;
    return ok;
}

// A boolean literal: true or false in any case, or a word the SDK's YAML reader (PyYAML, YAML 1.1) reads as a
// boolean: yes, no, on, off as yes, Yes or YES.
bool parseBool(const QString& v)
{
    const QString t = v.trimmed();
    const QString l = t.toLower();
    if (l == QLatin1String("true") || l == QLatin1String("false"))
        return true;
    static const QStringList yaml11 {QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("on"),
                                     QStringLiteral("off")};
    return yaml11.contains(l) && (t == l || t == l.toUpper() || t == l.at(0).toUpper() + l.mid(1));
}

// azure-ai-ml: the settings schema's booleans are marshmallow Boolean fields (_schema/pipeline/settings.py), which
// take these words (and the YAML booleans they come from) and nothing else.
bool isSchemaBool(const QString& v)
{
    static const QSet<QString> words {
        QStringLiteral("true"), QStringLiteral("True"), QStringLiteral("TRUE"), QStringLiteral("t"),
        QStringLiteral("T"),    QStringLiteral("on"),   QStringLiteral("On"),   QStringLiteral("ON"),
        QStringLiteral("y"),    QStringLiteral("Y"),    QStringLiteral("yes"),  QStringLiteral("Yes"),
        QStringLiteral("YES"),  QStringLiteral("1"),    QStringLiteral("false"), QStringLiteral("False"),
        QStringLiteral("FALSE"), QStringLiteral("f"),   QStringLiteral("F"),    QStringLiteral("off"),
        QStringLiteral("Off"),  QStringLiteral("OFF"),  QStringLiteral("n"),    QStringLiteral("N"),
        QStringLiteral("no"),   QStringLiteral("No"),   QStringLiteral("NO"),   QStringLiteral("0")};
    return words.contains(v.trimmed());
}

bool isRemoteData(const QString& path)
{
    static const QStringList prefixes {QStringLiteral("azureml:"), QStringLiteral("wasbs://"),
                                       QStringLiteral("wasb://"),  QStringLiteral("abfss://"),
                                       QStringLiteral("abfs://"),  QStringLiteral("https://"),
                                       QStringLiteral("http://"),  QStringLiteral("adl://"),
                                       QStringLiteral("s3://"),    QStringLiteral("gs://")};
    for (const auto& p : prefixes)
        if (path.startsWith(p, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace azureml

qint64 parseMiniBatchSize(const QString& value, QString* error)
{
    const QString v = value.trimmed();
    if (v.contains(QLatin1String("${{")))
        return 0;
    // the SDK's ^\d+([kKmMgG][bB])*$, with ASCII digits (a regular expression's \d takes every script's digits)
    static const QRegularExpression re(QStringLiteral(R"(^[0-9]+([kKmMgG][bB])*$)"));
    if (!re.match(v).hasMatch()) {
        if (error)
            *error = tr("mini_batch_size '%1' must be a number of files or a size like 10kb, 10mb, 1gb (no spaces, no decimals)").arg(v);
        return -1;
    }
    const qsizetype digits = std::find_if(v.cbegin(), v.cend(), [](QChar c) { return c < QLatin1Char('0') || c > QLatin1Char('9'); }) - v.cbegin();
    const QString units = v.mid(digits).toLower();
    if (units.size() > 2) {
        if (error)
            *error = tr("mini_batch_size '%1' has more than one unit").arg(v);
        return -1;
    }
    bool ok = false;
    const qint64 num = v.left(digits).toLongLong(&ok);
    const qint64 scale = units.isEmpty() ? 1 : units == QLatin1String("kb") ? 1024 : units == QLatin1String("mb") ? 1024 * 1024 : qint64(1024) * 1024 * 1024;
    if (!ok || num > std::numeric_limits<qint64>::max() / scale) {
        if (error)
            *error = tr("mini_batch_size '%1' is too large").arg(v);
        return -1;
    }
    if (num < 1) {
        if (error)
            *error = tr("mini_batch_size must be at least 1");
        return -1;
    }
    return num * scale;
}

bool parseK8sQuantity(const QString& value, bool memory, double* out)
{
    static const QRegularExpression re(QStringLiteral(R"(^([0-9]+(?:\.[0-9]+)?)(m|k|M|G|T|P|E|Ki|Mi|Gi|Ti|Pi|Ei)?$)"));
    const auto m = re.match(value.trimmed());
    if (!m.hasMatch())
        return false;
    double v = m.captured(1).toDouble();
    const QString unit = m.captured(2);
    static const QHash<QString, double> factors {
        {QStringLiteral("m"), 1e-3},  {QStringLiteral("k"), 1e3},   {QStringLiteral("M"), 1e6},
        {QStringLiteral("G"), 1e9},   {QStringLiteral("T"), 1e12},  {QStringLiteral("P"), 1e15},
        {QStringLiteral("E"), 1e18},  {QStringLiteral("Ki"), 1024.0}, {QStringLiteral("Mi"), 1048576.0},
        {QStringLiteral("Gi"), 1073741824.0}, {QStringLiteral("Ti"), 1099511627776.0},
        {QStringLiteral("Pi"), 1125899906842624.0}, {QStringLiteral("Ei"), 1152921504606846976.0}};
    if (!unit.isEmpty()) {
        if (!memory && unit != QLatin1String("m"))
            return false;
        if (memory && unit == QLatin1String("m"))
            return false;
        v *= factors.value(unit);
    }
    if (!std::isfinite(v)) // more digits than a double holds: no machine has that much
        return false;
    if (out)
        *out = v;
    return true;
}

} // namespace pw
