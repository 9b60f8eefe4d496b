// SPDX-License-Identifier: MIT
// The validator's checks of a step's run settings: Kubernetes-style resources and the settings of parallel steps.
#include "validator_p.h"
#include "azuremlvalues.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <limits>
#include <optional>

namespace pw {

namespace {

using namespace azureml;

class RunSettingsChecker
{
    Q_DECLARE_TR_FUNCTIONS(pw::Checker)

public:
    explicit RunSettingsChecker(const ValidationReport& report) : m_report(report) { }

    void checkK8sResources(const Step& s)
    {
        auto check = [&](const QMap<QString, Field>& m, bool limits) {
            for (auto it = m.constBegin(); it != m.constEnd(); ++it) {
                const QString key = it.key();
                const Field& f = it.value();
                const QString field = (limits ? QStringLiteral("resources.limits.") : QStringLiteral("resources.requests.")) + key;
                if (key == QLatin1String("nvidia.com/gpu")) {
                    if (!limits) {
                        add(Severity::Error, "k8s-resources",
                            tr("nvidia.com/gpu may be set only under resources.limits, not under requests"), f.loc, s.name, field);
                        continue;
                    }
                    qint64 n = 0;
                    if (f.isNull || !parseInt(f.value, &n) || n < 0)
                        add(Severity::Error, "k8s-resources",
                            tr("nvidia.com/gpu must be a whole number and cannot be empty"), f.loc, s.name, field);
                    continue;
                }
                if (key != QLatin1String("cpu") && key != QLatin1String("memory")) {
                    add(Severity::Warning, "k8s-resources",
                        tr("'%1' is not a resource Azure ML schedules by; use cpu, memory or nvidia.com/gpu").arg(key), f.loc,
                        s.name, field);
                    continue;
                }
                double v = 0;
                if (f.isNull || f.value.trimmed().isEmpty() || !parseK8sQuantity(f.value, key == QLatin1String("memory"), &v)) {
                    add(Severity::Error, "k8s-resources",
                        key == QLatin1String("cpu")
                            ? tr("cpu '%1' is not a valid quantity: write cores (\"1\", \"0.5\") or millicores (\"100m\")").arg(f.value)
                            : tr("memory '%1' is not a valid quantity: write a number with a unit (\"1024Mi\", \"2Gi\")").arg(f.value),
                        f.loc, s.name, field);
                } else if (v <= 0) {
                    add(Severity::Error, "k8s-resources", tr("%1 cannot be 0").arg(key), f.loc, s.name, field);
                }
            }
        };
        check(s.resourceRequests, false);
        check(s.resourceLimits, true);
        for (const QString &key : {QStringLiteral("cpu"), QStringLiteral("memory")}) {
            const Field req = s.resourceRequests.value(key);
            const Field lim = s.resourceLimits.value(key);
            double r = 0, l = 0;
            const bool mem = key == QLatin1String("memory");
            if (req && lim && parseK8sQuantity(req.value, mem, &r) && parseK8sQuantity(lim.value, mem, &l) && r > l)
                add(Severity::Error, "k8s-resources",
                    tr("the %1 request (%2) is larger than its limit (%3)").arg(key, req.value, lim.value), req.loc, s.name,
                    QStringLiteral("resources.requests.") + key);
        }
    }

    void checkIntRange(const Step& s, const Field& f, const QString& field, qint64 lo, qint64 hi, const QString& what)
    {
        if (!f || isBindingText(f.value))
            return;
        qint64 v = 0;
        if (!parseInt(f.value, &v) || v < lo || v > hi) {
            const QString range = hi == std::numeric_limits<qint64>::max() ? tr("at least %1").arg(lo) : tr("from %1 to %2").arg(lo).arg(hi);
            add(Severity::Error, "parallel-range", tr("%1 must be a whole number %2, not '%3'").arg(what, range, f.value),
                f.loc, s.name, field);
        }
    }

    void checkParallel(const Step& s)
    {
        // node values override the component's
        ParallelSettings p = s.parallel;
        if (s.resolved) {
            const ParallelSettings& c = s.resolved->parallel;
            for (auto [mine, theirs] : {std::pair {&p.inputData, &c.inputData}, {&p.miniBatchSize, &c.miniBatchSize},
                                        {&p.loggingLevel, &c.loggingLevel}, {&p.taskType, &c.taskType},
                                        {&p.entryScript, &c.entryScript}, {&p.appendRowTo, &c.appendRowTo},
                                        {&p.taskEnvironment, &c.taskEnvironment}})
                if (!mine->present)
                    *mine = *theirs;
            p.hasTask = p.hasTask || c.hasTask;
        }
        const qint64 maxInt = std::numeric_limits<qint64>::max();
        checkIntRange(s, p.maxConcurrencyPerInstance, QStringLiteral("max_concurrency_per_instance"), 1, maxInt,
                      QStringLiteral("max_concurrency_per_instance"));
        checkIntRange(s, p.miniBatchErrorThreshold, QStringLiteral("mini_batch_error_threshold"), -1, maxInt,
                      QStringLiteral("mini_batch_error_threshold"));
        checkIntRange(s, p.errorThreshold, QStringLiteral("error_threshold"), -1, maxInt, QStringLiteral("error_threshold"));
        checkIntRange(s, p.maxRetries, QStringLiteral("retry_settings.max_retries"), 0, maxInt,
                      QStringLiteral("retry_settings.max_retries"));
        checkIntRange(s, p.retryTimeout, QStringLiteral("retry_settings.timeout"), 1, 259200,
                      QStringLiteral("retry_settings.timeout"));
        if (p.miniBatchSize) {
            QString err;
            if (parseMiniBatchSize(p.miniBatchSize.value, &err) < 0) {
                // azure-ai-ml: the SDK refuses what does not follow ^\d+([kKmMgG][bB])*$ with at most one unit
                // (Parallel node and ParallelComponent); a size of 0 it passes on, and the service decides
                static const QRegularExpression sdkForm(QStringLiteral(R"(^\d+([kKmMgG][bB])?$)"));
                const bool sdkAccepts = sdkForm.match(p.miniBatchSize.value.trimmed()).hasMatch();
                if (sdkAccepts)
                    add(Severity::Warning, "parallel-mini-batch-size",
                        tr("mini_batch_size '%1' is not a size Azure ML is known to accept (at least 1); the service "
                           "will decide")
                            .arg(p.miniBatchSize.value.trimmed()),
                        p.miniBatchSize.loc, s.name, QStringLiteral("mini_batch_size"));
                else
                    add(Severity::Error, "parallel-mini-batch-size", err, p.miniBatchSize.loc, s.name,
                        QStringLiteral("mini_batch_size"));
            }
        }
        if (p.loggingLevel && !isBindingText(p.loggingLevel.value)
            && !knownLoggingLevels().contains(p.loggingLevel.value.trimmed().toUpper()))
            add(Severity::Warning, "parallel-logging-level",
                unknownValueMessage(QStringLiteral("logging_level"), p.loggingLevel.value.trimmed(), knownLoggingLevels()),
                p.loggingLevel.loc, s.name, QStringLiteral("logging_level"));
        if (p.partitionKeysField.present && !p.partitionKeysField.value.isEmpty())
            add(Severity::Error, "parallel-partition-keys", tr("partition_keys must be a list of column names"),
                p.partitionKeysField.loc, s.name, QStringLiteral("partition_keys"));
        // input_data
        if (!p.inputData) {
            if (s.component.kind != ComponentRef::Kind::Workspace && s.component.kind != ComponentRef::Kind::Registry)
                add(Severity::Error, "parallel-input-data", tr("parallel step '%1' has no 'input_data' to split into mini-batches").arg(s.name),
                    s.loc, s.name, QStringLiteral("input_data"));
        } else {
            const Binding b = Binding::parse(p.inputData.value);
            if (b.kind != Binding::Kind::StepInput)
                add(Severity::Error, "parallel-input-data",
                    tr("input_data must be a binding to one of the step's inputs, like ${{inputs.data}}"), p.inputData.loc,
                    s.name, QStringLiteral("input_data"));
            else if (!s.input(b.port) && !(s.resolved && s.resolved->input(b.port)))
                add(Severity::Error, "parallel-input-data", tr("input_data refers to input '%1', which is not declared").arg(b.port),
                    p.inputData.loc, s.name, QStringLiteral("input_data"));
            else {
                // a parallel step is documented to split mltable and uri_folder inputs; the SDK does not check the
                // type, so a data type other than those is left to the service, and only a primitive is refused
                const QString t = s.inputType(b.port).trimmed().toLower();
                static const QStringList primitives {QStringLiteral("integer"), QStringLiteral("number"),
                                                     QStringLiteral("string"), QStringLiteral("boolean")};
                if (!t.isEmpty() && !isBindingText(t) && t != QLatin1String("mltable") && t != QLatin1String("uri_folder"))
                    add(primitives.contains(t) ? Severity::Error : Severity::Warning, "parallel-input-data",
                        tr("input_data '%1' is of type %2; a parallel step splits mltable or uri_folder inputs").arg(b.port, t),
                        p.inputData.loc, s.name, QStringLiteral("input_data"));
            }
        }
        // task
        if (p.hasTask) {
            if (!p.taskType)
                add(Severity::Error, "parallel-task", tr("task.type is required (run_function)"), s.loc, s.name,
                    QStringLiteral("task.type"));
            else if (!isBindingText(p.taskType.value)
                     && !knownParallelTaskTypes().contains(p.taskType.value.trimmed().toLower()))
                add(Severity::Warning, "parallel-task",
                    unknownValueMessage(QStringLiteral("task.type"), p.taskType.value.trimmed(), knownParallelTaskTypes()),
                    p.taskType.loc, s.name, QStringLiteral("task.type"));
            if (p.taskType.value.trimmed().toLower() == QLatin1String("run_function") && !p.entryScript)
                add(Severity::Error, "parallel-task", tr("task.entry_script is required for run_function tasks"), s.loc,
                    s.name, QStringLiteral("task.entry_script"));
            if (!p.taskEnvironment)
                add(Severity::Error, "parallel-task", tr("task.environment is required"), s.loc, s.name,
                    QStringLiteral("task.environment"));
            if (p.appendRowTo) {
                static const QRegularExpression re(QStringLiteral(R"(^\$\{\{\s*outputs\.([A-Za-z0-9_]+)\s*\}\}$)"));
                const auto m = re.match(p.appendRowTo.value.trimmed());
                if (!m.hasMatch())
                    add(Severity::Error, "parallel-append-row",
                        tr("append_row_to must be a binding to one of the step's outputs, like ${{outputs.result}}"),
                        p.appendRowTo.loc, s.name, QStringLiteral("task.append_row_to"));
                else if (!s.output(m.captured(1)) && !(s.resolved && s.resolved->output(m.captured(1))))
                    add(Severity::Error, "parallel-append-row",
                        tr("append_row_to refers to output '%1', which is not declared").arg(m.captured(1)),
                        p.appendRowTo.loc, s.name, QStringLiteral("task.append_row_to"));
            }
            checkProgramArguments(s, s.parallel.programArguments.present ? s.parallel.programArguments
                                                                          : (s.resolved ? s.resolved->parallel.programArguments : Field {}));
        }
    }

    void checkProgramArguments(const Step& s, const Field& args)
    {
        if (!args)
            return;
        struct Arg
        {
            const char* name;
            qint64 lo;
            qint64 hi;
            bool boolean;
        };
        static const Arg known[] = {
            {"--error_threshold", -1, std::numeric_limits<qint64>::max(), false},
            {"--allowed_failed_percent", 0, 100, false},
            {"--task_overhead_timeout", 1, 259200, false},
            {"--progress_update_timeout", 1, 259200, false},
            {"--first_task_creation_timeout", 1, 259200, false},
            {"--resource_monitor_interval", 0, std::numeric_limits<qint64>::max(), false},
            {"--copy_logs_to_parent", 0, 0, true},
            {"--push_metrics_to_parent", 0, 0, true},
            {"--append_row_dataframe_header", 0, 0, true},
            {"--metrics_name_prefix", 0, 0, false},
            {"--profiling_module", 0, 0, false},
            {"--rank_mini_batch_count", 0, std::numeric_limits<qint64>::max(), false},
        };
        const QStringList tokens = args.value.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        for (int i = 0; i < tokens.size(); ++i) {
            const QString tok = tokens[i];
            if (!tok.startsWith(QLatin1String("--")))
                continue;
            const QString value = i + 1 < tokens.size() ? tokens[i + 1] : QString();
            const Arg* match = nullptr;
            for (const Arg& a : known)
                if (tok == QLatin1String(a.name))
                    match = &a;
            if (!match) {
                for (const Arg& a : known) {
                    const QString n = QLatin1String(a.name);
                    if (tok.size() >= 8 && n.startsWith(tok)) {
                        add(Severity::Warning, "parallel-program-arguments",
                            tr("'%1' looks like a misspelling of %2").arg(tok, n), args.loc, s.name,
                            QStringLiteral("task.program_arguments"));
                        break;
                    }
                }
                continue;
            }
            if (isBindingText(value))
                continue;
            if (match->boolean) {
                if (value != QLatin1String("True") && value != QLatin1String("False")
                    && value.toLower() != QLatin1String("true") && value.toLower() != QLatin1String("false"))
                    add(Severity::Error, "parallel-program-arguments", tr("%1 takes True or False, not '%2'").arg(tok, value),
                        args.loc, s.name, QStringLiteral("task.program_arguments"));
                continue;
            }
            if (match->lo == 0 && match->hi == 0)
                continue;
            qint64 v = 0;
            if (!parseInt(value, &v) || v < match->lo || v > match->hi) {
                const QString range = match->hi == std::numeric_limits<qint64>::max() ? tr("at least %1").arg(match->lo)
                                                                                        : tr("from %1 to %2").arg(match->lo).arg(match->hi);
                add(Severity::Error, "parallel-program-arguments", tr("%1 must be a whole number %2, not '%3'").arg(tok, range, value),
                    args.loc, s.name, QStringLiteral("task.program_arguments"));
            }
        }
    }

private:
    void add(Severity sev, const char* rule, const QString& msg, SourceLoc loc, const QString& step = {},
             const QString& field = {})
    {
        m_report(sev, rule, msg, loc, step, field);
    }

    const ValidationReport& m_report;
};

} // namespace

void checkK8sResources(const Step& s, const ValidationReport& report)
{
    RunSettingsChecker(report).checkK8sResources(s);
}

void checkParallelSettings(const Step& s, const ValidationReport& report)
{
    RunSettingsChecker(report).checkParallel(s);
}

} // namespace pw
