// SPDX-License-Identifier: MIT
#pragma once

#include "parallellogs.h"

#include <QDateTime>
#include <QWidget>

#include <optional>

class QGridLayout;
class QLabel;
class QListWidget;
class QProgressBar;

namespace pw {

class MiniBatchesModel;
struct ParallelPoll;

/// The first thing a person reads after a parallel step: its status and why in plain words, how many mini-batches
/// and items succeeded or failed, how close the run came to its thresholds, how long it took and how fast it went
/// (with an estimate while it runs), the slowest mini-batches, a warning when workers stop reporting progress for
/// longer than the progress timeout, and what in the logs could not be read.
class ParallelOverviewTab : public QWidget
{
    Q_OBJECT
public:
    ParallelOverviewTab(MiniBatchesModel* model, QWidget* parent = nullptr);

    void clear();
    void update(const ParallelPoll& poll);
    void setLive(bool live);
    void setProgressTimeout(int seconds) { m_defaultTimeout = seconds; }
    void setTimes(const QDateTime& started, const QDateTime& ended);

    /// The summary shown now (counts from the mini-batch table, the rest from the logs).
    const ParallelLogSummary& summary() const { return m_summary; }
    QString statusText() const;
    QString stallText() const;
    QStringList slowest() const;

Q_SIGNALS:
    void miniBatchRequested(int id);

private:
    void refresh();
    QLabel* value(const QString& name);

    MiniBatchesModel* m_model;
    ParallelLogSummary m_summary;
    QHash<QString, QDateTime> m_lastProgress;
    std::optional<int> m_scheduled;
    QDateTime m_started;
    QDateTime m_ended;
    bool m_live = false;
    int m_defaultTimeout = 0;

    QLabel* m_statusIcon = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_reason = nullptr;
    QLabel* m_stall = nullptr;
    QGridLayout* m_grid = nullptr;
    QHash<QString, QLabel*> m_values;
    QProgressBar* m_batchThreshold = nullptr;
    QLabel* m_batchThresholdText = nullptr;
    QProgressBar* m_itemThreshold = nullptr;
    QLabel* m_itemThresholdText = nullptr;
    QListWidget* m_slowest = nullptr;
    QListWidget* m_problems = nullptr;
    QLabel* m_problemsLabel = nullptr;
};

} // namespace pw
