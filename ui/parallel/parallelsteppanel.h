// SPDX-License-Identifier: MIT
#pragma once

#include "parallellogs.h"

#include <QDateTime>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QTabWidget;

namespace pw {

class MiniBatchesModel;
class ParallelLogsTab;
class ParallelMiniBatchesTab;
class ParallelOverviewTab;
class ParallelResourcesTab;

/// What one poll of a step's logs found, read off the GUI thread.
struct ParallelPoll
{
    ParallelLogDelta delta;
    ParallelStepResult result;
    QString jobError;
    ParallelThresholds thresholds;
    QHash<QString, QDateTime> lastProgress;
    QStringList problems;
    qint64 attemptRows = 0;
    std::optional<int> scheduled; // the mini-batches the runtime scheduled, once its overview says
};

/// The cockpit of a parallel step: everything about it in one place, the same for a local run (live while it
/// runs) and for a logs folder downloaded from Azure ML. Tabs: Settings (given by the caller: the step's run
/// settings, editable in design), Overview (status in plain words, counts, thresholds and how close the run came,
/// duration, rate, ETA, slowest mini-batches, stall warning), Logs (Azure's layout, job_result.txt first, search
/// across every file), Resources (per-node charts) and Mini-batches (a live table). The logs are read incrementally
/// on a worker thread; the GUI only merges what was appended.
class ParallelStepPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ParallelStepPanel(QWidget* parent = nullptr);
    ~ParallelStepPanel() override;

    /// Read the logs of a step: `folder` is its run folder (holding logs/) or a logs folder itself. `live`: poll
    /// for what is appended until setLive(false) (the step runs); otherwise read once.
    void openLogs(const QString& folder, bool live);
    void setLive(bool live);
    bool isLive() const { return m_live; }
    QString logsFolder() const { return m_logsDir; }
    /// The Settings tab's widget (the panel takes it over); without one the tab is not shown.
    void setSettingsWidget(QWidget* widget);
    QWidget* settingsWidget() const { return m_settings; }
    /// The progress timeout used for the stall warning when the logs do not name one (seconds).
    void setProgressTimeout(int seconds);
    /// When the step started and ended (the run store knows; a logs folder alone does not).
    void setTimes(const QDateTime& started, const QDateTime& ended);

    enum Tab { SettingsTab, OverviewTab, LogsTab, ResourcesTab, MiniBatchesTab };
    void showTab(Tab tab);
    QTabWidget* tabs() const { return m_tabs; }
    ParallelOverviewTab* overview() const { return m_overview; }
    ParallelLogsTab* logs() const { return m_logs; }
    ParallelResourcesTab* resources() const { return m_resources; }
    ParallelMiniBatchesTab* miniBatches() const { return m_miniBatches; }
    MiniBatchesModel* miniBatchesModel() const { return m_model; }
    /// True while a read runs on the worker thread.
    bool isReading() const { return m_reading; }
    /// Read now (and wait for it), for tests and before a picture.
    void readNow();

Q_SIGNALS:
    /// A read was merged into the tabs.
    void updated();

private:
    void poll();
    void apply(ParallelPoll poll);

    QTabWidget* m_tabs = nullptr;
    QWidget* m_settings = nullptr;
    ParallelOverviewTab* m_overview = nullptr;
    ParallelLogsTab* m_logs = nullptr;
    ParallelResourcesTab* m_resources = nullptr;
    ParallelMiniBatchesTab* m_miniBatches = nullptr;
    MiniBatchesModel* m_model = nullptr;
    std::shared_ptr<ParallelLogReader> m_reader;
    std::shared_ptr<ScheduledCountReader> m_scheduled;
    QString m_logsDir;
    QTimer m_timer;
    bool m_live = false;
    bool m_reading = false;
    quint64 m_generation = 0;
};

} // namespace pw
