// SPDX-License-Identifier: MIT
// An automl step as azure-ai-ml sends it inside a pipeline: not a node with a component but the AutoML job itself,
// AutoMLJob._to_dict(inside_pipeline=True), which dumps the task's schema (azure/ai/ml/_schema/automl and
// _schema/pipeline/automl_node.py). That dump names every setting as the YAML does, writes enum values as the schema
// transforms them (camel_to_snake for metrics, algorithms and transformers, kebab case for NLP model names, lower
// case otherwise), adds the defaults the task's entity holds (primary metric, log verbosity, empty training or
// limits), writes an image task's search space as distribution strings ("choice('a','b')", "uniform(0.001,0.01)")
// and an NLP task's as dictionaries, and writes its outputs as REST outputs. The tables below are that schema for
// every task type of azure-ai-ml 1.4.0; a setting the schema does not know is refused naming it and its line.
#include "azuresubmit_p.h"

#include "azuremlvalues.h"
#include "pythonvalues.h"
#include "yamljson.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>
#include <vector>

namespace pw::azure::submitdetail {

namespace {

enum class Kind {
    Str, // a string (str() of a scalar)
    Int,
    Float,
    Bool,
    Lower, // an enum the schema lower-cases
    Snake, // an enum in snake case (camel_to_snake)
    Kebab, // an NLP model name (snake_to_kebab)
    SnakeList, // a list of Snake values
    StrList,
    StrMap, // tags, properties, environment variables: values as strings
    AnyMap, // kept as written
    AutoOrInt, // "auto" or a whole number
    AutoOrInts, // "auto", a whole number or a list of them
    StrOrStrs, // a string, or a list of strings written as Python prints the list (azure-ai-ml 1.4.0 does so)
    Data, // training/validation/test data: a binding
    Section, // a map of its own fields
    Special, // written by code below
};

struct Field;
using Section = std::vector<Field>;

struct Field
{
    const char* name;
    Kind kind;
    const Section* section = nullptr;
};

// ---- the schema, by task -------------------------------------------------------------------------------------

const Section tabularLimits {{"enable_early_termination", Kind::Bool}, {"exit_score", Kind::Float},
                             {"max_concurrent_trials", Kind::Int},     {"max_cores_per_trial", Kind::Int},
                             {"max_trials", Kind::Int},                {"timeout_minutes", Kind::Int},
                             {"trial_timeout_minutes", Kind::Int}};
const Section imageLimits {{"max_concurrent_trials", Kind::Int}, {"max_trials", Kind::Int}, {"timeout_minutes", Kind::Int}};
const Section nlpLimits {{"max_concurrent_trials", Kind::Int}, {"max_trials", Kind::Int}, {"max_nodes", Kind::Int},
                         {"timeout_minutes", Kind::Int},       {"trial_timeout_minutes", Kind::Int}};

const Section stackEnsemble {{"stack_meta_learner_kwargs", Kind::AnyMap},
                             {"stack_meta_learner_train_percentage", Kind::Float},
                             {"stack_meta_learner_type", Kind::Snake}};
const Section tabularTraining {{"enable_dnn_training", Kind::Bool},
                               {"enable_model_explainability", Kind::Bool},
                               {"enable_onnx_compatible_models", Kind::Bool},
                               {"enable_stack_ensemble", Kind::Bool},
                               {"enable_vote_ensemble", Kind::Bool},
                               {"ensemble_model_download_timeout_minutes", Kind::Int},
                               {"stack_ensemble_settings", Kind::Section, &stackEnsemble},
                               {"allowed_training_algorithms", Kind::SnakeList},
                               {"blocked_training_algorithms", Kind::SnakeList}};
const Section tabularFeaturization {{"mode", Kind::Lower},
                                    {"blocked_transformers", Kind::SnakeList},
                                    {"column_name_and_types", Kind::StrMap},
                                    {"transformer_params", Kind::Special},
                                    {"enable_dnn_featurization", Kind::Bool},
                                    {"dataset_language", Kind::Str}};
const Section forecastingSettings {{"country_or_region_for_holidays", Kind::Str},
                                   {"cv_step_size", Kind::Int},
                                   {"forecast_horizon", Kind::AutoOrInt},
                                   {"target_lags", Kind::AutoOrInts},
                                   {"target_rolling_window_size", Kind::AutoOrInt},
                                   {"time_column_name", Kind::Str},
                                   {"time_series_id_column_names", Kind::StrOrStrs},
                                   {"frequency", Kind::Str},
                                   {"feature_lags", Kind::Lower},
                                   {"seasonality", Kind::AutoOrInt},
                                   {"short_series_handling_config", Kind::Lower},
                                   {"use_stl", Kind::Lower},
                                   {"target_aggregate_function", Kind::Lower}};

// ImageModelSettingsSchema and its classification and detection/segmentation forms; an image search space names
// the same settings
#define PW_IMAGE_COMMON                                                                                              \
    {"ams_gradient", Kind::Bool}, {"advanced_settings", Kind::Str}, {"beta1", Kind::Float}, {"beta2", Kind::Float},  \
        {"checkpoint_frequency", Kind::Int}, {"checkpoint_run_id", Kind::Str}, {"distributed", Kind::Bool},          \
        {"early_stopping", Kind::Bool}, {"early_stopping_delay", Kind::Int}, {"early_stopping_patience", Kind::Int}, \
        {"evaluation_frequency", Kind::Int}, {"enable_onnx_normalization", Kind::Bool},                              \
        {"gradient_accumulation_step", Kind::Int}, {"layers_to_freeze", Kind::Int}, {"learning_rate", Kind::Float},  \
        {"learning_rate_scheduler", Kind::Snake}, {"momentum", Kind::Float}, {"nesterov", Kind::Bool},               \
        {"number_of_epochs", Kind::Int}, {"number_of_workers", Kind::Int}, {"optimizer", Kind::Snake},               \
        {"random_seed", Kind::Int}, {"step_lr_gamma", Kind::Float}, {"step_lr_step_size", Kind::Int},                \
        {"training_batch_size", Kind::Int}, {"validation_batch_size", Kind::Int},                                    \
        {"warmup_cosine_lr_cycles", Kind::Float}, {"warmup_cosine_lr_warmup_epochs", Kind::Int},                     \
        {"weight_decay", Kind::Float}, {"model_name", Kind::Lower}
const Section imageClassificationModel {PW_IMAGE_COMMON,
                                        {"training_crop_size", Kind::Int},
                                        {"validation_crop_size", Kind::Int},
                                        {"validation_resize_size", Kind::Int},
                                        {"weighted_loss", Kind::Int}};
const Section imageDetectionModel {PW_IMAGE_COMMON,
                                   {"box_detections_per_image", Kind::Int},
                                   {"box_score_threshold", Kind::Float},
                                   {"image_size", Kind::Int},
                                   {"max_size", Kind::Int},
                                   {"min_size", Kind::Int},
                                   {"model_size", Kind::Snake},
                                   {"multi_scale", Kind::Bool},
                                   {"nms_iou_threshold", Kind::Float},
                                   {"tile_grid_size", Kind::Str},
                                   {"tile_overlap_ratio", Kind::Float},
                                   {"tile_predictions_nms_threshold", Kind::Float},
                                   {"validation_iou_threshold", Kind::Float},
                                   {"validation_metric_type", Kind::Snake}};
#undef PW_IMAGE_COMMON
const Section nlpFixed {{"gradient_accumulation_steps", Kind::Int}, {"learning_rate", Kind::Float},
                        {"learning_rate_scheduler", Kind::Snake},   {"model_name", Kind::Kebab},
                        {"number_of_epochs", Kind::Int},            {"training_batch_size", Kind::Int},
                        {"validation_batch_size", Kind::Int},       {"warmup_ratio", Kind::Float},
                        {"weight_decay", Kind::Float}};
const Section nlpFeaturization {{"dataset_language", Kind::Str}};

// what every automl node has (BaseJobSchema, AutoMLJobSchema, AutoMLVerticalSchema, AutoMLNodeMixin)
#define PW_AUTOML_COMMON                                                                                             \
    {"type", Kind::Special}, {"task", Kind::Special}, {"name", Kind::Str}, {"display_name", Kind::Str},              \
        {"description", Kind::Str}, {"experiment_name", Kind::Str}, {"tags", Kind::StrMap},                          \
        {"properties", Kind::StrMap}, {"compute", Kind::Str}, {"environment_id", Kind::Str},                         \
        {"environment_variables", Kind::StrMap}, {"outputs", Kind::Special}, {"resources", Kind::Special},           \
        {"identity", Kind::AnyMap}, {"services", Kind::AnyMap}, {"log_verbosity", Kind::Snake},                      \
        {"primary_metric", Kind::Snake}, {"training_data", Kind::Data}
#define PW_TABULAR                                                                                                   \
    PW_AUTOML_COMMON, {"target_column_name", Kind::Str}, {"validation_data", Kind::Data},                            \
        {"validation_data_size", Kind::Float}, {"cv_split_column_names", Kind::StrList},                             \
        {"n_cross_validations", Kind::AutoOrInt}, {"weight_column_name", Kind::Str}, {"test_data", Kind::Data},      \
        {"test_data_size", Kind::Float}, {"limits", Kind::Section, &tabularLimits},                                  \
        {"featurization", Kind::Section, &tabularFeaturization}, {"training", Kind::Section, &tabularTraining}
#define PW_IMAGE(model)                                                                                              \
    PW_AUTOML_COMMON, {"limits", Kind::Section, &imageLimits}, {"sweep", Kind::Special},                             \
        {"target_column_name", Kind::Str}, {"test_data", Kind::Data}, {"test_data_size", Kind::Float},               \
        {"validation_data", Kind::Data}, {"validation_data_size", Kind::Float},                                      \
        {"training_parameters", Kind::Section, &(model)}, {"search_space", Kind::Special}
#define PW_NLP                                                                                                       \
    PW_AUTOML_COMMON, {"limits", Kind::Section, &nlpLimits}, {"sweep", Kind::Special},                               \
        {"training_parameters", Kind::Section, &nlpFixed}, {"search_space", Kind::Special},                          \
        {"featurization", Kind::Section, &nlpFeaturization}, {"validation_data", Kind::Data},                        \
        {"target_column_name", Kind::Str}
const Section classificationTask {PW_TABULAR, {"positive_label", Kind::Str}};
const Section regressionTask {PW_TABULAR};
const Section forecastingTask {PW_TABULAR, {"forecasting", Kind::Section, &forecastingSettings}};
const Section imageClassificationTask {PW_IMAGE(imageClassificationModel)};
const Section imageDetectionTask {PW_IMAGE(imageDetectionModel)};
const Section nlpTask {PW_NLP};
#undef PW_NLP
#undef PW_IMAGE
#undef PW_TABULAR
#undef PW_AUTOML_COMMON

enum class Family { Tabular, Image, Nlp };

struct Task
{
    const char* name;
    Family family;
    const Section* fields;
    const char* primaryMetric; // the entity's default
    const Section* model = nullptr; // the settings an image search space names
};

const std::vector<Task>& tasks()
{
    static const std::vector<Task> t {
        {"classification", Family::Tabular, &classificationTask, "accuracy"},
        {"regression", Family::Tabular, &regressionTask, "normalized_root_mean_squared_error"},
        {"forecasting", Family::Tabular, &forecastingTask, "normalized_root_mean_squared_error"},
        {"image_classification", Family::Image, &imageClassificationTask, "accuracy", &imageClassificationModel},
        {"image_classification_multilabel", Family::Image, &imageClassificationTask, "iou", &imageClassificationModel},
        {"image_object_detection", Family::Image, &imageDetectionTask, "mean_average_precision", &imageDetectionModel},
        {"image_instance_segmentation", Family::Image, &imageDetectionTask, "mean_average_precision", &imageDetectionModel},
        {"text_classification", Family::Nlp, &nlpTask, "accuracy"},
        {"text_classification_multilabel", Family::Nlp, &nlpTask, "accuracy"},
        {"text_ner", Family::Nlp, &nlpTask, "accuracy"},
    };
    return t;
}

const Field* find(const Section& s, const QString& name)
{
    for (const Field& f : s)
        if (name == QLatin1String(f.name))
            return &f;
    return nullptr;
}

/// float_to_str of azure-ai-ml (_utils/utils.py): repr() of the float as a decimal in positional notation
/// ("1e-05" -> "0.00001", "100.0" stays, "1e+16" -> "10000000000000000").
QString floatToStr(double d)
{
    const QString repr = pythonFloatRepr(d);
    const int e = repr.indexOf(QLatin1Char('e'));
    if (e < 0 || !std::isfinite(d))
        return repr;
    QString mantissa = repr.left(e);
    const int exponent = repr.mid(e + 1).toInt();
    const bool negative = mantissa.startsWith(QLatin1Char('-'));
    if (negative)
        mantissa.remove(0, 1);
    const int dot = mantissa.indexOf(QLatin1Char('.'));
    const int intDigits = dot < 0 ? int(mantissa.size()) : dot;
    const QString digits = QString(mantissa).remove(QLatin1Char('.'));
    const int point = intDigits + exponent; // digits before the decimal point
    QString out;
    if (point <= 0)
        out = QStringLiteral("0.") + QString(-point, QLatin1Char('0')) + digits;
    else if (point >= digits.size())
        out = digits + QString(point - digits.size(), QLatin1Char('0'));
    else
        out = digits.left(point) + QLatin1Char('.') + digits.mid(point);
    return negative ? QLatin1Char('-') + out : out;
}

QString pythonStrRepr(const QString& s)
{
    return QLatin1Char('\'') + QString(s).replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('\''), QStringLiteral("\\'"))
        + QLatin1Char('\'');
}

class Converter
{
    Q_DECLARE_TR_FUNCTIONS(pw::azure::submitdetail::Converter)

public:
    Converter(QString step, std::function<void(int, const QString&)> error)
        : m_step(std::move(step))
        , m_error(std::move(error))
    {
    }

    QJsonObject node(const YamlData* n)
    {
        const QString taskText = scalar(child(n, QStringLiteral("task"))).trimmed();
        const QString taskName = azureml::camelToSnake(taskText);
        const Task* task = nullptr;
        for (const Task& t : tasks())
            if (taskName == QLatin1String(t.name))
                task = &t;
        if (!task) {
            const QStringList& names = azureml::knownAutomlTasks(); // the validator's list, which tasks() follows
            fail(child(n, QStringLiteral("task")) ? child(n, QStringLiteral("task")) : n,
                 taskText.isEmpty() ? tr("an automl step needs task: (%1)").arg(names.join(QStringLiteral(", ")))
                                    : tr("task '%1' is not an AutoML task (%2)").arg(taskText, names.join(QStringLiteral(", "))));
            return {};
        }
        m_task = task;
        QJsonObject j = section(n, *task->fields, QString());
        j.insert(QStringLiteral("type"), QStringLiteral("automl"));
        j.insert(QStringLiteral("task"), QLatin1String(task->name));
        j.insert(QStringLiteral("name"), m_step);
        for (const char* key : {"tags", "properties"})
            if (!j.contains(QLatin1String(key)))
                j.insert(QLatin1String(key), QJsonObject());
        if (!j.contains(QLatin1String("outputs")))
            j.insert(QStringLiteral("outputs"), QJsonObject());
        if (!j.contains(QLatin1String("primary_metric")))
            j.insert(QStringLiteral("primary_metric"), QLatin1String(task->primaryMetric));
        if (task->family != Family::Nlp && !j.contains(QLatin1String("log_verbosity")))
            j.insert(QStringLiteral("log_verbosity"), QStringLiteral("info"));
        if (!child(n, QStringLiteral("training_data")))
            fail(n, tr("an automl step needs training_data"));
        if (task->family != Family::Nlp || taskName != QLatin1String("text_ner"))
            if (!child(n, QStringLiteral("target_column_name")))
                fail(n, tr("an automl %1 step needs target_column_name").arg(QLatin1String(task->name)));
        switch (task->family) {
        case Family::Tabular:
            if (!j.contains(QLatin1String("training")))
                j.insert(QStringLiteral("training"), QJsonObject());
            if (QJsonObject t = j.value(QLatin1String("training")).toObject(); t.value(QLatin1String("stack_ensemble_settings")).isObject()) {
                QJsonObject se = t.value(QLatin1String("stack_ensemble_settings")).toObject();
                if (!se.contains(QLatin1String("stack_meta_learner_train_percentage")))
                    se.insert(QStringLiteral("stack_meta_learner_train_percentage"), 0.2); // StackEnsembleSettings' default
                t.insert(QStringLiteral("stack_ensemble_settings"), se);
                j.insert(QStringLiteral("training"), t);
            }
            break;
        case Family::Image:
            if (!j.contains(QLatin1String("limits")))
                j.insert(QStringLiteral("limits"), QJsonObject());
            break;
        case Family::Nlp: {
            // NlpLimitSettings' defaults: one node, one trial
            QJsonObject limits = j.value(QLatin1String("limits")).toObject();
            for (const char* key : {"max_nodes", "max_trials"})
                if (!limits.contains(QLatin1String(key)))
                    limits.insert(QLatin1String(key), 1);
            j.insert(QStringLiteral("limits"), limits);
            break;
        }
        }
        return j;
    }

private:
    QString m_step;
    std::function<void(int, const QString&)> m_error;
    const Task* m_task = nullptr;

    void fail(const YamlData* at, const QString& message) { m_error(at ? at->loc.line : 0, tr("step '%1': %2").arg(m_step, message)); }

    static bool isBinding(const YamlData* n) { return n && n->isScalar() && azureml::isBindingText(n->text); }

    QJsonObject section(const YamlData* n, const Section& fields, const QString& path)
    {
        QJsonObject out;
        if (!n || !n->isMap()) {
            if (n && !n->isNull())
                fail(n, tr("%1 must be a map").arg(path));
            return out;
        }
        for (const DataEntry& e : entriesOf(n)) {
            const QString key = e.first;
            const QString where = path.isEmpty() ? key : path + QLatin1Char('.') + key;
            const Field* f = find(fields, key);
            if (!f) {
                fail(e.key, path.isEmpty() ? tr("an automl %1 step has no setting '%2'").arg(QLatin1String(m_task->name), key)
                                                 : tr("%1 is not a setting of %2").arg(key, path));
                continue;
            }
            const QJsonValue v = value(e.value, *f, where);
            if (!v.isUndefined())
                out.insert(key, v);
        }
        return out;
    }

    QJsonValue scalarValue(const YamlData* n, Kind kind, const QString& where)
    {
        if (isBinding(n))
            return n->text; // a data binding stands for any value
        if (!n || !n->isScalar()) {
            fail(n, tr("%1 must be a single value").arg(where));
            return {};
        }
        const PyScalar p = readAsPyYaml(n);
        if (p.kind == PyScalar::Kind::Null)
            return QJsonValue::Null;
        switch (kind) {
        case Kind::Int: {
            bool ok = false;
            const double d = p.text.toDouble(&ok);
            if (!ok || p.kind == PyScalar::Kind::Bool || std::floor(d) != d || std::abs(d) > 9e15) {
                fail(n, tr("%1 must be a whole number, not '%2'").arg(where, n->text));
                return {};
            }
            return QJsonValue(qint64(d));
        }
        case Kind::Float: {
            bool ok = false;
            const double d = p.text.toDouble(&ok);
            if (!ok || p.kind == PyScalar::Kind::Bool) {
                fail(n, tr("%1 must be a number, not '%2'").arg(where, n->text));
                return {};
            }
            return d;
        }
        case Kind::Bool: {
            static const QStringList yes {QStringLiteral("true"), QStringLiteral("1"), QStringLiteral("yes"), QStringLiteral("on"), QStringLiteral("y")};
            static const QStringList no {QStringLiteral("false"), QStringLiteral("0"), QStringLiteral("no"), QStringLiteral("off"), QStringLiteral("n")};
            const QString t = p.text.toLower();
            if (yes.contains(t))
                return true;
            if (no.contains(t))
                return false;
            fail(n, tr("%1 must be true or false, not '%2'").arg(where, n->text));
            return {};
        }
        case Kind::Lower:
            return p.text.trimmed().toLower();
        case Kind::Snake:
            return azureml::camelToSnake(p.text.trimmed());
        case Kind::Kebab:
            return p.text.trimmed().replace(QLatin1Char('_'), QLatin1Char('-'));
        case Kind::AutoOrInt:
        case Kind::AutoOrInts:
            if (p.kind == PyScalar::Kind::String && p.text.trimmed().toLower() == QLatin1String("auto"))
                return QStringLiteral("auto");
            return scalarValue(n, Kind::Int, where);
        default:
            return p.kind == PyScalar::Kind::String ? n->text : p.text;
        }
    }

    QJsonValue value(const YamlData* n, const Field& f, const QString& where)
    {
        if (isBinding(n) && f.kind != Kind::Special)
            return n->text;
        switch (f.kind) {
        case Kind::Section:
            return section(n, *f.section, where);
        case Kind::SnakeList:
        case Kind::StrList:
        case Kind::AutoOrInts:
        case Kind::StrOrStrs: {
            if (!n || !n->isSeq()) {
                if (f.kind == Kind::AutoOrInts || f.kind == Kind::StrOrStrs)
                    return scalarValue(n, f.kind == Kind::StrOrStrs ? Kind::Str : f.kind, where);
                fail(n, tr("%1 must be a list").arg(where));
                return {};
            }
            QJsonArray a;
            QStringList repr;
            const Kind item = f.kind == Kind::SnakeList ? Kind::Snake : f.kind == Kind::AutoOrInts ? Kind::Int : Kind::Str;
            for (const YamlData* i : itemsOf(n)) {
                const QJsonValue v = scalarValue(i, item, where);
                a.append(v);
                repr << pythonStrRepr(v.toString());
            }
            if (f.kind == Kind::StrOrStrs) // str() of the list: the schema's string field takes it first
                return QString(QLatin1Char('[') + repr.join(QStringLiteral(", ")) + QLatin1Char(']'));
            return a;
        }
        case Kind::StrMap: {
            if (!n || !n->isMap()) {
                fail(n, tr("%1 must be a map").arg(where));
                return {};
            }
            QJsonObject o;
            for (const DataEntry& e : entriesOf(n))
                o.insert(e.first, e.value->isScalar() ? QJsonValue(readAsPyYaml(e.value).text) : yamlToJson(*e.value));
            return o;
        }
        case Kind::AnyMap:
            if (!n || !n->isMap()) {
                fail(n, tr("%1 must be a map").arg(where));
                return {};
            }
            return yamlToJson(*n);
        case Kind::Data:
            if (!isBinding(n)) {
                // azure-ai-ml 1.4.0 writes a literal here as the text of a Python dict, which the service cannot read
                fail(n, tr("%1 must name a pipeline input or another step's output (${{parent.inputs.…}} or "
                           "${{parent.jobs.….outputs.…}}); give the data to the pipeline as an input and bind it here").arg(where));
                return {};
            }
            return n->text;
        case Kind::Special:
            return special(n, f, where);
        default:
            return scalarValue(n, f.kind, where);
        }
    }

    QJsonValue special(const YamlData* n, const Field& f, const QString& where)
    {
        const QLatin1String name(f.name);
        if (name == QLatin1String("type") || name == QLatin1String("task"))
            return {}; // written by node()
        if (name == QLatin1String("outputs"))
            return outputs(n, where);
        if (name == QLatin1String("resources")) {
            if (!n || !n->isMap()) {
                fail(n, tr("%1 must be a map").arg(where));
                return {};
            }
            QJsonObject r = yamlToJson(*n).toObject();
            if (!r.contains(QLatin1String("properties")))
                r.insert(QStringLiteral("properties"), QJsonObject());
            return r;
        }
        if (name == QLatin1String("sweep"))
            return sweep(n, where);
        if (name == QLatin1String("search_space"))
            return searchSpace(n, where);
        if (name == QLatin1String("transformer_params")) {
            if (!n || !n->isMap()) {
                fail(n, tr("%1 must be a map").arg(where));
                return {};
            }
            static const Section transformer {{"fields", Kind::StrList}, {"parameters", Kind::AnyMap}};
            QJsonObject o;
            for (const DataEntry& e : entriesOf(n)) {
                QJsonArray list;
                if (!e.value->isSeq())
                    fail(e.value, tr("%1.%2 must be a list").arg(where, e.first));
                else
                    for (const YamlData* i : itemsOf(e.value))
                        list.append(section(i, transformer, where + QLatin1Char('.') + e.first));
                o.insert(azureml::camelToSnake(e.first), list);
            }
            return o;
        }
        return {};
    }

    QJsonValue outputs(const YamlData* n, const QString& where)
    {
        if (!n || !n->isMap()) {
            fail(n, tr("%1 must be a map").arg(where));
            return {};
        }
        QJsonObject out;
        for (const DataEntry& e : entriesOf(n)) {
            const YamlData* v = e.value;
            const QString name = e.first;
            if (isBinding(v)) {
                // AutoMLJob._to_rest_outputs writes a bound output as a literal
                out.insert(name, QJsonObject {{QStringLiteral("type"), QStringLiteral("literal")}, {QStringLiteral("value"), v->text}});
                continue;
            }
            if (!v->isMap()) {
                if (!v->isNull())
                    fail(v, tr("%1.%2 must be a map or a binding").arg(where, name));
                continue;
            }
            QJsonObject o;
            const QString type = scalar(child(v, QStringLiteral("type"))).trimmed();
            o.insert(QStringLiteral("job_output_type"), type.isEmpty() ? QStringLiteral("uri_folder") : type);
            if (const QString mode = scalar(child(v, QStringLiteral("mode"))); !mode.isEmpty())
                o.insert(QStringLiteral("mode"), restMode(mode));
            if (const QString path = scalar(child(v, QStringLiteral("path"))); !path.isEmpty())
                o.insert(QStringLiteral("uri"), path.trimmed());
            if (const QString asset = scalar(child(v, QStringLiteral("name"))); !asset.isEmpty())
                o.insert(QStringLiteral("asset_name"), asset);
            if (const QString version = scalar(child(v, QStringLiteral("version"))); !version.isEmpty())
                o.insert(QStringLiteral("asset_version"), version);
            out.insert(name, o);
        }
        return out;
    }

    QJsonValue sweep(const YamlData* n, const QString& where)
    {
        static const Section early {{"type", Kind::Snake},          {"evaluation_interval", Kind::Int},
                                    {"delay_evaluation", Kind::Int}, {"slack_factor", Kind::Float},
                                    {"slack_amount", Kind::Float},   {"truncation_percentage", Kind::Int}};
        static const Section fields {{"sampling_algorithm", Kind::Snake}, {"early_termination", Kind::Section, &early}};
        QJsonObject s = section(n, fields, where);
        if (!child(n, QStringLiteral("sampling_algorithm")) && n && n->isMap())
            fail(n, tr("%1 needs sampling_algorithm (random, grid or bayesian)").arg(where));
        if (s.value(QLatin1String("early_termination")).isObject()) {
            // the policy's defaults, as its REST object carries them
            QJsonObject e = s.value(QLatin1String("early_termination")).toObject();
            const QString type = e.value(QLatin1String("type")).toString();
            static const QStringList policies {QStringLiteral("bandit"), QStringLiteral("median_stopping"), QStringLiteral("truncation_selection")};
            if (!policies.contains(type))
                fail(child(n, QStringLiteral("early_termination")),
                     tr("%1.early_termination.type '%2' is not a policy (%3)").arg(where, type, policies.join(QStringLiteral(", "))));
            for (const char* key : {"evaluation_interval", "delay_evaluation"})
                if (!e.contains(QLatin1String(key)))
                    e.insert(QLatin1String(key), 0);
            if (type == QLatin1String("bandit"))
                for (const char* key : {"slack_factor", "slack_amount"})
                    if (!e.contains(QLatin1String(key)))
                        e.insert(QLatin1String(key), 0.0);
            s.insert(QStringLiteral("early_termination"), e);
        }
        return s;
    }

    /// One value of a search space's distribution as the image tasks write it: strings quoted inside a choice,
    /// floats as float_to_str, booleans as Python prints them.
    static QString distributionArg(const QJsonValue& v, const PyScalar& p, bool quote)
    {
        if (v.isBool())
            return v.toBool() ? QStringLiteral("True") : QStringLiteral("False");
        if (v.isDouble())
            return p.kind == PyScalar::Kind::Float ? floatToStr(v.toDouble()) : p.text;
        return quote ? QLatin1Char('\'') + v.toString() + QLatin1Char('\'') : v.toString();
    }

    QJsonValue searchSpace(const YamlData* n, const QString& where)
    {
        if (!n || !n->isSeq()) {
            fail(n, tr("%1 must be a list of maps of settings").arg(where));
            return {};
        }
        const bool image = m_task->family == Family::Image;
        const Section& settings = image ? *m_task->model : nlpFixed;
        static const QHash<QString, QStringList> args {
            {QStringLiteral("uniform"), {QStringLiteral("min_value"), QStringLiteral("max_value")}},
            {QStringLiteral("loguniform"), {QStringLiteral("min_value"), QStringLiteral("max_value")}},
            {QStringLiteral("quniform"), {QStringLiteral("min_value"), QStringLiteral("max_value"), QStringLiteral("q")}},
            {QStringLiteral("qloguniform"), {QStringLiteral("min_value"), QStringLiteral("max_value"), QStringLiteral("q")}},
            {QStringLiteral("normal"), {QStringLiteral("mu"), QStringLiteral("sigma")}},
            {QStringLiteral("lognormal"), {QStringLiteral("mu"), QStringLiteral("sigma")}},
            {QStringLiteral("qnormal"), {QStringLiteral("mu"), QStringLiteral("sigma"), QStringLiteral("q")}},
            {QStringLiteral("qlognormal"), {QStringLiteral("mu"), QStringLiteral("sigma"), QStringLiteral("q")}},
            {QStringLiteral("randint"), {QStringLiteral("upper")}},
            {QStringLiteral("choice"), {QStringLiteral("values")}}};
        QJsonArray out;
        for (const YamlData* item : itemsOf(n)) {
            if (!item->isMap()) {
                fail(item, tr("%1 must be a list of maps of settings").arg(where));
                continue;
            }
            QJsonObject space;
            for (const DataEntry& e : entriesOf(item)) {
                const QString key = e.first;
                const QString at = where + QLatin1Char('.') + key;
                const Field* f = find(settings, key);
                if (!f) {
                    fail(e.key, tr("%1 is not a setting the %2 task tunes").arg(key, QLatin1String(m_task->name)));
                    continue;
                }
                // a string setting keeps its enum's casing; numbers and booleans as their field reads them
                const Kind itemKind = (f->kind == Kind::Snake || f->kind == Kind::Kebab || f->kind == Kind::Lower) ? f->kind : Kind::Str;
                auto one = [&](const YamlData* v) -> QJsonValue {
                    const PyScalar p = readAsPyYaml(v);
                    if (p.kind == PyScalar::Kind::Bool)
                        return p.text == QLatin1String("True");
                    if (p.kind == PyScalar::Kind::Int || p.kind == PyScalar::Kind::Float)
                        return p.text.toDouble();
                    return scalarValue(v, itemKind, at);
                };
                const YamlData* v = e.value;
                if (!v->isMap()) {
                    if (!v->isScalar()) {
                        fail(v, tr("%1 must be a value or a distribution").arg(at));
                        continue;
                    }
                    const QJsonValue x = one(v);
                    space.insert(key, image ? QJsonValue(distributionArg(x, readAsPyYaml(v), false)) : x);
                    continue;
                }
                const QString type = scalar(child(v, QStringLiteral("type"))).trimmed().toLower();
                if (!args.contains(type)) {
                    fail(v, tr("%1: '%2' is not a distribution (%3)").arg(at, type, QStringList(args.keys()).join(QStringLiteral(", "))));
                    continue;
                }
                QJsonObject dist {{QStringLiteral("type"), type}};
                QStringList text;
                for (const DataEntry& a : entriesOf(v)) {
                    const QString name = a.key->text;
                    if (name != QLatin1String("type") && !args.value(type).contains(name))
                        fail(a.key, tr("%1: %2 is not an argument of %3 (%4)").arg(at, name, type, args.value(type).join(QStringLiteral(", "))));
                }
                for (const QString& name : args.value(type)) {
                    const YamlData* a = child(v, name);
                    if (!a) {
                        fail(v, tr("%1: %2 needs %3").arg(at, type, name));
                        continue;
                    }
                    if (name == QLatin1String("values")) {
                        QJsonArray values;
                        if (!a->isSeq())
                            fail(a, tr("%1: the values of a choice are a list").arg(at));
                        else
                            for (const YamlData* c : itemsOf(a)) {
                                const QJsonValue x = one(c);
                                values.append(x);
                                text << distributionArg(x, readAsPyYaml(c), true);
                            }
                        dist.insert(name, values);
                    } else {
                        const PyScalar p = readAsPyYaml(a);
                        bool ok = false;
                        const double d = p.text.toDouble(&ok);
                        if (!ok || p.kind == PyScalar::Kind::Bool) {
                            fail(a, tr("%1: %2 must be a number").arg(at, name));
                            continue;
                        }
                        dist.insert(name, d);
                        text << distributionArg(d, p, false);
                    }
                }
                space.insert(key, image ? QJsonValue(type + QLatin1Char('(') + text.join(QLatin1Char(',')) + QLatin1Char(')')) : QJsonValue(dist));
            }
            out.append(space);
        }
        return out;
    }
};

} // namespace

QJsonObject automlNode(const YamlData* n, const QString& stepName, const std::function<void(int line, const QString& message)>& error)
{
    return Converter(stepName, error).node(n);
}

} // namespace pw::azure::submitdetail
