// SPDX-License-Identifier: MIT
#include "parallelsettings.h"

#include <QCoreApplication>
#include <QDir>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace pw {

namespace {

// Texts of free functions; lupdate files them under "pw".
QString tr(const char* s)
{
    return QCoreApplication::translate("pw", s);
}

constexpr int kMaxTimeout = paralleldefaults::maxTimeout;

enum class OptKind { Int, Percent, Timeout, NonNegative, Bool, String, Ignored };

struct OptSpec
{
    const char* name;
    OptKind kind;
};

const OptSpec kOptions[] = {
    {"error_threshold", OptKind::Int},
    {"allowed_failed_percent", OptKind::Percent},
    {"task_overhead_timeout", OptKind::Timeout},
    {"progress_update_timeout", OptKind::Timeout},
    {"first_task_creation_timeout", OptKind::Timeout},
    {"resource_monitor_interval", OptKind::NonNegative},
    {"append_row_dataframe_header", OptKind::Bool},
    {"copy_logs_to_parent", OptKind::Bool},
    {"push_metrics_to_parent", OptKind::Bool},
    {"metrics_name_prefix", OptKind::String},
    {"profiling_module", OptKind::String},
    {"rank_mini_batch_count", OptKind::NonNegative},
};

const OptSpec* findOption(const QString& name)
{
    for (const OptSpec& o : kOptions)
        if (name == QLatin1String(o.name))
            return &o;
    // argparse-style abbreviation, limited to names cut short by a few letters so that unrelated
    // options of the entry script are not taken for runtime options
    const OptSpec* found = nullptr;
    for (const OptSpec& o : kOptions) {
        const QLatin1String full(o.name);
        if (full.startsWith(name) && name.size() >= full.size() - 4) {
            if (found)
                return nullptr;
            found = &o;
        }
    }
    return found;
}

std::optional<bool> parseBool(const QString& v)
{
    const QString l = v.trimmed().toLower();
    if (l == QLatin1String("true") || l == QLatin1String("1") || l == QLatin1String("yes"))
        return true;
    if (l == QLatin1String("false") || l == QLatin1String("0") || l == QLatin1String("no"))
        return false;
    return std::nullopt;
}

} // namespace

bool parseParallelOptions(const QStringList& arguments, const ParallelPlan& plan, ParallelOptions* out, QString* error)
{
    ParallelOptions o;
    o.errorThreshold = plan.errorThreshold;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& a = arguments.at(i);
        if (!a.startsWith(QLatin1String("--")) || a.size() < 3)
            continue;
        QString name = a.mid(2);
        QString value;
        bool hasValue = false;
        const qsizetype eq = name.indexOf(QLatin1Char('='));
        if (eq >= 0) {
            value = name.mid(eq + 1);
            name = name.left(eq);
            hasValue = true;
        }
        const OptSpec* spec = findOption(name);
        if (!spec)
            continue;
        const QString optName = QStringLiteral("--") + QLatin1String(spec->name);
        if (!hasValue) {
            if (i + 1 < arguments.size() && !arguments.at(i + 1).startsWith(QLatin1String("--"))) {
                value = arguments.at(++i);
                hasValue = true;
            }
        }
        if (!hasValue) {
            if (error)
                *error = tr("program_arguments: %1 needs a value").arg(optName);
            return false;
        }
        auto bad = [&](const QString& range) {
            if (error)
                *error = tr("program_arguments: %1 %2 is not valid; allowed: %3").arg(optName, value, range);
            return false;
        };
        bool ok = false;
        const QString n = QLatin1String(spec->name);
        switch (spec->kind) {
        case OptKind::Int: {
            const qlonglong v = value.toLongLong(&ok);
            if (!ok || v < -1 || v > std::numeric_limits<int>::max())
                return bad(QStringLiteral("[-1, 2147483647]"));
            o.errorThreshold = int(v);
            break;
        }
        case OptKind::Percent: {
            const double v = value.toDouble(&ok);
            if (!ok || v < 0 || v > 100 || std::isnan(v))
                return bad(QStringLiteral("[0, 100]"));
            o.allowedFailedPercent = v;
            break;
        }
        case OptKind::Timeout: {
            const qlonglong v = value.toLongLong(&ok);
            if (!ok || v <= 0 || v > kMaxTimeout)
                return bad(QStringLiteral("(0, 259200]"));
            if (n == QLatin1String("task_overhead_timeout"))
                o.taskOverheadTimeout = int(v);
            else if (n == QLatin1String("progress_update_timeout"))
                o.progressUpdateTimeout = int(v);
            else
                o.firstTaskCreationTimeout = int(v);
            break;
        }
        case OptKind::NonNegative: {
            const qlonglong v = value.toLongLong(&ok);
            if (!ok || v < 0 || v > std::numeric_limits<int>::max())
                return bad(QStringLiteral("[0, 2147483647]"));
            if (n == QLatin1String("resource_monitor_interval"))
                o.resourceMonitorInterval = int(v);
            else if (v > 0)
                o.notes << tr("%1 (input-less mini-batches of SDK v1) is not supported here and is ignored").arg(optName);
            break;
        }
        case OptKind::Bool: {
            const auto b = parseBool(value);
            if (!b)
                return bad(QStringLiteral("True, False"));
            if (n == QLatin1String("append_row_dataframe_header"))
                o.appendRowDataframeHeader = *b;
            else if (*b)
                o.notes << tr("%1 has no effect on this machine (there is no parent run to copy to)").arg(optName);
            break;
        }
        case OptKind::String:
            if (n == QLatin1String("profiling_module")) {
                if (value != QLatin1String("cProfile"))
                    return bad(QStringLiteral("cProfile"));
                o.profilingModule = value;
            } else {
                o.notes << tr("%1 has no effect on this machine (metrics are not recorded)").arg(optName);
            }
            break;
        case OptKind::Ignored:
            break;
        }
    }
    *out = o;
    return true;
}

int parallelAttempts(const ParallelPlan& plan)
{
    return std::max(1, plan.maxRetries);
}

int effectiveProgressUpdateTimeout(const ParallelOptions& options, const ParallelPlan& plan)
{
    if (options.progressUpdateTimeout > 0)
        return options.progressUpdateTimeout;
    const qint64 v = paralleldefaults::progressUpdateTimeout(options.firstTaskCreationTimeout, parallelAttempts(plan),
                                                             plan.retryTimeoutSeconds, options.taskOverheadTimeout);
    return int(std::min<qint64>(v, std::numeric_limits<int>::max() / 1000));
}

QString appendRowFile(const PlannedStep& step, const QString& outputPath)
{
    const PlannedOutput* o = step.output(step.parallel.appendRowTo);
    if (o && o->isFile())
        return outputPath;
    return QDir(outputPath).filePath(QStringLiteral("parallel_run_step.txt"));
}

} // namespace pw
