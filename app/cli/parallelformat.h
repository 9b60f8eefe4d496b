// SPDX-License-Identifier: MIT
#pragma once

#include "parallellogs.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

/// How the command-line tool shows a parallel step: what its logs say (`jobs show`) and its progress while it
/// runs (`pipewright run`).
namespace pw::cli {

/// A parallel step as its logs tell it: the summary, and the peak resource use of each node.
struct ParallelStepReport {
    struct Node {
        QString node;
        qsizetype samples = 0;
        double peakCpuPercent = 0;
        qint64 peakMemoryBytes = 0;
    };
    ParallelLogSummary summary;
    QList<Node> nodes;
};

/// Reads a parallel step's run folder (or its logs folder) once.
ParallelStepReport readParallelStepReport(const QString& folder);
/// The peaks of each node's resource samples.
QList<ParallelStepReport::Node> nodePeaks(const ParallelResources& resources);

/// "Completed", "Failed", "Canceled", "Unknown" (not translated: a value for scripts).
QString parallelStatusName(ParallelStepStatus status);
/// The report as the "parallel" object of a step's JSON: counts, status, thresholds, problems and nodes; numbers
/// are JSON numbers, unknown thresholds null.
QJsonObject parallelJson(const ParallelStepReport& report);
/// The report in a few lines of text (without indentation).
QStringList parallelTextLines(const ParallelStepReport& report);

/// Follows a running parallel step's logs: each poll() reads only what was appended.
class ParallelFollower {
public:
    /// `folder` is the step's run folder.
    explicit ParallelFollower(const QString& folder);

    /// Read what was appended since the last poll.
    void poll();
    /// Mini-batches done (succeeded or failed by their latest attempt).
    int done() const { return m_summary.miniBatchesSucceeded + m_summary.miniBatchesFailed; }
    const ParallelLogSummary& summary() const { return m_summary; }
    /// The scheduled mini-batches when the logs name them.
    std::optional<int> total() const;
    /// Mini-batches done per second, from the first mini-batch's start to now (or, once the step ended, to the
    /// end of the last one), as the logs time them.
    double rate() const;
    /// The step ended: the rate stops at the last mini-batch's end.
    void setEnded() { m_ended = true; }
    qint64 sinceLastPollMs() const { return m_lastPoll.isValid() ? m_lastPoll.elapsed() : -1; }
    /// "4/6 mini-batches (1 failed), 2 items failed, 1.9 mini-batches/s"; without a total when the logs do not
    /// name it.
    QString progressText() const;

private:
    ParallelLogReader m_reader;
    ScheduledCountReader m_scheduled;
    MiniBatchTable m_table;
    ParallelLogSummary m_summary;
    std::optional<int> m_total;
    qint64 m_firstStartMs = -1; // ms since the epoch, UTC
    qint64 m_lastEndMs = -1;
    bool m_ended = false;
    QElapsedTimer m_lastPoll;
};

} // namespace pw::cli
