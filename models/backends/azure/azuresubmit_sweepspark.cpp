// SPDX-License-Identifier: MIT
// The settings of a sweep node and of a spark node as azure-ai-ml writes them (Sweep._to_rest_object, Spark), and
// what it refuses in a spark configuration.
#include "azuremlvalues.h"
#include "azuresubmit_p.h"
#include "yamljson.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>

namespace pw::azure::submitdetail {

namespace {

    /// What azure-ai-ml refuses in a spark step's configuration (spark_helpers._validate_spark_configurations),
    /// refused here before anything is sent.
    void checkSparkConf(const QJsonObject& conf, bool dynamic, const YamlData* at, const QString& step,
        const std::function<void(int line, const QString& message)>& error)
    {
        auto fail = [&](const QString& why) {
            error(at ? at->loc.line : 0,
                QCoreApplication::translate("pw::azure::Builder", "step '%1': %2").arg(step, why));
        };
        QStringList missing;
        for (const char* key :
            { "spark.driver.cores", "spark.driver.memory", "spark.executor.cores", "spark.executor.memory" })
            if (!conf.contains(QLatin1String(key)))
                missing << QLatin1String(key);
        const bool hasMin = conf.contains(QLatin1String("spark.dynamicAllocation.minExecutors"));
        const bool hasMax = conf.contains(QLatin1String("spark.dynamicAllocation.maxExecutors"));
        if (!dynamic && !conf.contains(QLatin1String("spark.executor.instances")))
            missing << QStringLiteral("spark.executor.instances");
        if (!missing.isEmpty()) {
            fail(QCoreApplication::translate("pw::azure::Builder", "the spark configuration needs %1 (conf:)")
                     .arg(missing.join(QStringLiteral(", "))));
            return;
        }
        if (!dynamic) {
            if (hasMin || hasMax)
                fail(QCoreApplication::translate("pw::azure::Builder",
                    "spark.dynamicAllocation.minExecutors and maxExecutors are set while dynamic allocation is off"));
            return;
        }
        if (!hasMin || !hasMax) {
            fail(QCoreApplication::translate("pw::azure::Builder",
                "dynamic allocation needs spark.dynamicAllocation.minExecutors and "
                "spark.dynamicAllocation.maxExecutors"));
            return;
        }
        const double lo = conf.value(QLatin1String("spark.dynamicAllocation.minExecutors")).toVariant().toDouble();
        const double hi = conf.value(QLatin1String("spark.dynamicAllocation.maxExecutors")).toVariant().toDouble();
        const double n = conf.value(QLatin1String("spark.executor.instances")).toVariant().toDouble();
        if (!(lo > 0 && lo <= hi))
            fail(QCoreApplication::translate(
                "pw::azure::Builder", "spark.dynamicAllocation.minExecutors must be above 0 and at most maxExecutors"));
        else if (n < lo || n > hi)
            fail(QCoreApplication::translate("pw::azure::Builder",
                "spark.executor.instances must lie between spark.dynamicAllocation.minExecutors and maxExecutors"));
    }

} // namespace

// the messages keep the context they are translated in ("pw::azure::Builder")
/// A sweep node's own settings as azure-ai-ml's Sweep._to_rest_object writes them: the search space, sampling
/// algorithm, objective and limits as written (timeouts in seconds stay numbers), the early termination policy
/// with its REST policy_type and the defaults it fills in (evaluation_interval 1, delay_evaluation 0).
void addSweepSettings(QJsonObject& j, const YamlData* n)
{
    for (const char* key : { "search_space", "objective", "limits" })
        if (const YamlData* v = child(n, QLatin1String(key)); v && v->isMap())
            j.insert(QLatin1String(key), yamlToJson(*v));
    if (const YamlData* a = child(n, QStringLiteral("sampling_algorithm")); a && !a->isNull())
        j.insert(QStringLiteral("sampling_algorithm"), a->isScalar() ? QJsonValue(a->text.trimmed()) : yamlToJson(*a));
    if (const YamlData* e = child(n, QStringLiteral("early_termination")); e && e->isMap()) {
        static const QHash<QString, QString> policies { { QStringLiteral("bandit"), QStringLiteral("Bandit") },
            { QStringLiteral("median_stopping"), QStringLiteral("MedianStopping") },
            { QStringLiteral("truncation_selection"), QStringLiteral("TruncationSelection") } };
        QJsonObject policy = yamlToJson(*e).toObject();
        const QString type = policy.take(QLatin1String("type")).toString().trimmed();
        policy.insert(QStringLiteral("policy_type"), policies.value(type.toLower(), type));
        if (!policy.contains(QLatin1String("evaluation_interval")))
            policy.insert(QStringLiteral("evaluation_interval"), 1);
        if (!policy.contains(QLatin1String("delay_evaluation")))
            policy.insert(QStringLiteral("delay_evaluation"), 0);
        j.insert(QStringLiteral("early_termination"), policy);
    }
}

/// A spark node as azure-ai-ml's Spark node writes it: the entry (with its REST entry type), py_files, jars,
/// files and archives of its component (of the step itself without one), its own args and conf or else the
/// component's, spark.executor.instances made the dynamic allocation's minimum when that is on and it is not set
/// (spark_helpers._validate_spark_configurations), its own resources and identity.
void addSparkSettings(QJsonObject& j, const YamlData* n, const YamlData* component, const QString& step,
    const std::function<void(int line, const QString& message)>& error)
{
    auto from = [&](const char* key) -> const YamlData* {
        if (const YamlData* v = child(n, QLatin1String(key)); v && !v->isNull())
            return v;
        return child(component, QLatin1String(key));
    };
    if (const YamlData* e = child(component ? component : n, QStringLiteral("entry")); e && e->isMap()) {
        QJsonObject entry = yamlToJson(*e).toObject();
        entry.insert(QStringLiteral("spark_job_entry_type"),
            entry.contains(QLatin1String("class_name")) ? QStringLiteral("SparkJobScalaEntry")
                                                        : QStringLiteral("SparkJobPythonEntry"));
        j.insert(QStringLiteral("entry"), entry);
    }
    for (const char* key : { "py_files", "jars", "files", "archives" })
        if (const YamlData* v = child(component ? component : n, QLatin1String(key)); v && v->isSeq())
            j.insert(QLatin1String(key), yamlToJson(*v));
    if (const YamlData* a = from("args"); a && a->isScalar())
        j.insert(QStringLiteral("args"), a->text);
    if (const YamlData* c = from("conf"); c && c->isMap()) {
        QJsonObject conf = yamlToJson(*c).toObject();
        const QJsonValue dynamic = conf.value(QLatin1String("spark.dynamicAllocation.enabled"));
        const bool on = dynamic.isBool() ? dynamic.toBool()
                                         : dynamic.toString().compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
        if (on && !conf.contains(QLatin1String("spark.executor.instances"))
            && conf.contains(QLatin1String("spark.dynamicAllocation.minExecutors")))
            conf.insert(QStringLiteral("spark.executor.instances"),
                conf.value(QLatin1String("spark.dynamicAllocation.minExecutors")));
        checkSparkConf(conf, on, c, step, error);
        j.insert(QStringLiteral("conf"), conf);
    } else {
        error(n->loc.line,
            QCoreApplication::translate("pw::azure::Builder",
                "step '%1': a spark step needs conf with spark.driver.cores, spark.driver.memory, "
                "spark.executor.cores and spark.executor.memory")
                .arg(j.value(QLatin1String("name")).toString()));
    }
    if (const YamlData* r = child(n, QStringLiteral("resources")); r && r->isMap())
        j.insert(QStringLiteral("resources"), yamlToJson(*r));
    if (const YamlData* id = child(n, QStringLiteral("identity")); id && id->isMap()) {
        static const QHash<QString, QString> types { { QStringLiteral("user_identity"),
                                                         QStringLiteral("UserIdentity") },
            { QStringLiteral("managed"), QStringLiteral("Managed") },
            { QStringLiteral("managed_identity"), QStringLiteral("Managed") },
            { QStringLiteral("aml_token"), QStringLiteral("AMLToken") } };
        QJsonObject identity = yamlToJson(*id).toObject();
        const QString type = azureml::camelToSnake(identity.take(QLatin1String("type")).toString().trimmed());
        identity.insert(QStringLiteral("identity_type"), types.value(type, type));
        j.insert(QStringLiteral("identity"), identity);
    } else if (child(n, QStringLiteral("compute"))) {
        // none written: a Synapse compute's managed identity, or the user's on serverless Spark (Spark.identity)
        j.insert(
            QStringLiteral("identity"), QJsonObject { { QStringLiteral("identity_type"), QStringLiteral("Managed") } });
    } else if (j.contains(QLatin1String("resources"))) {
        j.insert(QStringLiteral("identity"),
            QJsonObject { { QStringLiteral("identity_type"), QStringLiteral("UserIdentity") } });
    }
}

} // namespace pw::azure::submitdetail
