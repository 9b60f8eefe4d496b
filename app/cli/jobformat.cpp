// SPDX-License-Identifier: MIT
// How jobs and steps are written by the commands that show them (local and Azure): durations, times, JSON.
#include "cli.h"

#include <QJsonArray>

namespace pw::cli {

QString duration(double seconds)
{
    if (seconds <= 0)
        return QStringLiteral("-");
    const qint64 s = qint64(seconds + 0.5);
    if (s < 60)
        return seconds < 10 ? QStringLiteral("%1s").arg(seconds, 0, 'f', 1) : QStringLiteral("%1s").arg(s);
    if (s < 3600)
        return QStringLiteral("%1m%2s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1h%2m").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
}

QString localTime(const QDateTime& t)
{
    return t.isValid() ? t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) : QStringLiteral("-");
}

QJsonObject stepJson(const StepRun& s)
{
    QJsonObject o;
    o.insert(QStringLiteral("name"), s.name);
    o.insert(QStringLiteral("kind"), s.kind);
    o.insert(QStringLiteral("status"), runStatusName(s.status));
    o.insert(QStringLiteral("reused_from"), s.reusedFrom);
    o.insert(QStringLiteral("started"), s.started.toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("ended"), s.ended.toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("duration_seconds"), s.durationSeconds());
    o.insert(QStringLiteral("exit_code"), s.exitCode);
    o.insert(QStringLiteral("signal"), s.signal);
    o.insert(QStringLiteral("reason"), s.reason);
    o.insert(QStringLiteral("cores"), s.cores);
    o.insert(QStringLiteral("core_seconds"), s.coreSeconds);
    QJsonObject outs;
    for (auto it = s.outputs.cbegin(); it != s.outputs.cend(); ++it)
        outs.insert(it.key(), it.value());
    o.insert(QStringLiteral("outputs"), outs);
    QJsonObject ins;
    for (auto it = s.inputs.cbegin(); it != s.inputs.cend(); ++it)
        ins.insert(it.key(), it.value());
    o.insert(QStringLiteral("inputs"), ins);
    o.insert(QStringLiteral("log"), s.logFile);
    o.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(s.warnings));
    return o;
}

QJsonObject jobJson(const JobRun& j)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), j.id);
    o.insert(QStringLiteral("display_name"), j.displayName);
    o.insert(QStringLiteral("experiment"), j.experiment);
    o.insert(QStringLiteral("pipeline_file"), j.pipelineFile);
    o.insert(QStringLiteral("status"), runStatusName(j.status));
    o.insert(QStringLiteral("created"), j.created.toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("duration_seconds"), j.durationSeconds());
    o.insert(QStringLiteral("reason"), j.reason);
    o.insert(QStringLiteral("rerun_of"), j.rerunOf);
    o.insert(QStringLiteral("folder"), j.folder);
    if (!j.steps.isEmpty()) {
        QJsonArray steps;
        for (const StepRun& s : j.steps)
            steps << stepJson(s);
        o.insert(QStringLiteral("steps"), steps);
    }
    return o;
}

} // namespace pw::cli
