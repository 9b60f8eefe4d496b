// SPDX-License-Identifier: MIT
// A parallel step in the command-line tool: its logs' summary in JSON and text, and its progress while it runs.
#include "parallelformat.h"

#include "cli.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonValue>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace pw::cli {

namespace {

    template <typename T>
    QJsonValue optionalNumber(const std::optional<T>& v)
    {
        return v ? QJsonValue(double(*v)) : QJsonValue(QJsonValue::Null);
    }

    QString number(double v)
    {
        return QLocale().toString(v, 'f', v == std::floor(v) ? 0 : 1);
    }

} // namespace

QList<ParallelStepReport::Node> nodePeaks(const ParallelResources& resources)
{
    QList<ParallelStepReport::Node> nodes;
    for (const NodeResources& n : resources.nodes) {
        ParallelStepReport::Node peak;
        peak.node = n.node;
        peak.samples = qsizetype(n.samples.size());
        for (const QPointF& p : resourceSeries(n.samples, ResourceMetric::CpuPercent))
            peak.peakCpuPercent = std::max(peak.peakCpuPercent, p.y());
        for (const NodeResourceSample& s : n.samples)
            peak.peakMemoryBytes = std::max(peak.peakMemoryBytes, s.memoryUsedBytes);
        nodes << peak;
    }
    return nodes;
}

ParallelStepReport readParallelStepReport(const QString& folder)
{
    ParallelLogReader reader(folder);
    const ParallelLogDelta delta = reader.read();
    ParallelStepReport r;
    r.summary = reader.summary(delta.miniBatches);
    r.nodes = nodePeaks(delta.resources);
    return r;
}

QString parallelStatusName(ParallelStepStatus status)
{
    switch (status) {
    case ParallelStepStatus::Completed:
        return QStringLiteral("Completed");
    case ParallelStepStatus::Failed:
        return QStringLiteral("Failed");
    case ParallelStepStatus::Canceled:
        return QStringLiteral("Canceled");
    case ParallelStepStatus::Unknown:
        break;
    }
    return QStringLiteral("Unknown");
}

QJsonObject parallelJson(const ParallelStepReport& report)
{
    const ParallelLogSummary& s = report.summary;
    QJsonObject o;
    o.insert(QStringLiteral("status"), parallelStatusName(s.status));
    o.insert(QStringLiteral("statusText"), s.statusText);
    o.insert(QStringLiteral("resultMissing"), s.resultMissing);
    o.insert(QStringLiteral("miniBatches"),
        QJsonObject { { QStringLiteral("total"), s.miniBatches },
            { QStringLiteral("succeeded"), s.miniBatchesSucceeded }, { QStringLiteral("failed"), s.miniBatchesFailed },
            { QStringLiteral("running"), s.miniBatchesRunning } });
    o.insert(QStringLiteral("items"),
        QJsonObject { { QStringLiteral("total"), double(s.itemsTotal) },
            { QStringLiteral("succeeded"), double(s.itemsSucceeded) },
            { QStringLiteral("failed"), double(s.itemsFailed) } });
    o.insert(QStringLiteral("attempts"), double(s.attempts));
    o.insert(QStringLiteral("thresholds"),
        QJsonObject {
            { QStringLiteral("miniBatchErrorThreshold"), optionalNumber(s.thresholds.miniBatchErrorThreshold) },
            { QStringLiteral("errorThreshold"), optionalNumber(s.thresholds.errorThreshold) },
            { QStringLiteral("allowedFailedPercent"), optionalNumber(s.thresholds.allowedFailedPercent) },
            { QStringLiteral("progressTimeoutSeconds"), optionalNumber(s.thresholds.progressTimeoutSeconds) } });
    o.insert(QStringLiteral("problems"), QJsonArray::fromStringList(s.problems));
    QJsonArray nodes;
    for (const ParallelStepReport::Node& n : report.nodes)
        nodes << QJsonObject { { QStringLiteral("node"), n.node }, { QStringLiteral("samples"), double(n.samples) },
            { QStringLiteral("peakCpuPercent"), n.peakCpuPercent },
            { QStringLiteral("peakMemoryBytes"), double(n.peakMemoryBytes) } };
    o.insert(QStringLiteral("nodes"), nodes);
    return o;
}

QStringList parallelTextLines(const ParallelStepReport& report)
{
    const ParallelLogSummary& s = report.summary;
    QStringList lines;
    lines << Cli::tr("Parallel: %1").arg(s.statusText);
    lines << Cli::tr("Mini-batches: %1 (%2 succeeded, %3 failed, %4 running); items: %5 (%6 succeeded, %7 failed)")
                 .arg(s.miniBatches)
                 .arg(s.miniBatchesSucceeded)
                 .arg(s.miniBatchesFailed)
                 .arg(s.miniBatchesRunning)
                 .arg(s.itemsTotal)
                 .arg(s.itemsSucceeded)
                 .arg(s.itemsFailed);
    QStringList limits;
    const ParallelThresholds& t = s.thresholds;
    if (t.miniBatchErrorThreshold)
        limits << Cli::tr("mini_batch_error_threshold %1").arg(*t.miniBatchErrorThreshold);
    if (t.errorThreshold)
        limits << Cli::tr("error_threshold %1").arg(*t.errorThreshold);
    if (t.allowedFailedPercent)
        limits << Cli::tr("allowed_failed_percent %1").arg(number(*t.allowedFailedPercent));
    if (t.progressTimeoutSeconds)
        limits << Cli::tr("progress_update_timeout %1 s").arg(*t.progressTimeoutSeconds);
    if (!limits.isEmpty())
        lines << Cli::tr("Thresholds: %1 (-1: no limit)").arg(limits.join(QStringLiteral(", ")));
    for (const ParallelStepReport::Node& n : report.nodes)
        lines << Cli::tr("Node %1: peak CPU %2 %, peak memory %3 (%n sample(s))", nullptr, int(n.samples))
                     .arg(n.node, number(n.peakCpuPercent), QLocale().formattedDataSize(n.peakMemoryBytes));
    for (const QString& p : s.problems)
        lines << Cli::tr("Problem: %1").arg(p);
    return lines;
}

// ----- progress ---------------------------------------------------------------------------------------------------

ParallelFollower::ParallelFollower(const QString& folder)
    : m_reader(folder)
    , m_scheduled(m_reader.logsDir())
{
}

void ParallelFollower::poll()
{
    m_lastPoll.start();
    ParallelLogDelta delta = m_reader.read();
    const MiniBatchTable& rows = delta.miniBatches;
    for (qsizetype row = 0; row < rows.size(); ++row) {
        const qint64 start = rows.startMs(row);
        if (start > 0 && (m_firstStartMs < 0 || start < m_firstStartMs))
            m_firstStartMs = start;
        if (start > 0 && rows.durationMs(row) >= 0)
            m_lastEndMs = std::max(m_lastEndMs, start + rows.durationMs(row));
    }
    if (!rows.isEmpty())
        m_table.merge(rows);
    m_summary = m_reader.summary(m_table);
    m_total = m_scheduled.read();
}

std::optional<int> ParallelFollower::total() const
{
    if (!m_total)
        return std::nullopt;
    return std::max(*m_total, m_summary.miniBatches);
}

double ParallelFollower::rate() const
{
    if (m_firstStartMs < 0)
        return 0;
    const qint64 end = m_ended ? m_lastEndMs : std::max(m_lastEndMs, QDateTime::currentMSecsSinceEpoch());
    const double seconds = double(end - m_firstStartMs) / 1000.0;
    return seconds > 0 ? done() / seconds : 0;
}

QString ParallelFollower::progressText() const
{
    const std::optional<int> all = total();
    const QString count
        = all ? Cli::tr("%1/%2 mini-batches").arg(done()).arg(*all) : Cli::tr("%1 mini-batches").arg(done());
    return Cli::tr("%1 (%2 failed), %3 items failed, %4 mini-batches/s")
        .arg(count)
        .arg(m_summary.miniBatchesFailed)
        .arg(m_summary.itemsFailed)
        .arg(QLocale().toString(rate(), 'f', 1));
}

} // namespace pw::cli
