// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QTableView;
class QTimer;
class QToolButton;

namespace pw {

class Backend;
class MessageBanner;
class QuotaBarChart;
class QuotaRowsFilterModel;
class QuotaRowsModel;
class TimeSeriesChart;

/// Quota and usage of a backend at a glance: a sortable, filterable table of every quota row (level, pool, used,
/// limit, free, percent), the fullest rows as bars, the "Serverless" (or this machine's) usage on its own, and
/// usage over time. The history comes from the backend (the local run store); a backend without one gets a sample
/// per refresh while the dashboard is open. Refreshes on demand and every minute while shown; exports CSV.
class QuotaDashboard : public QWidget
{
    Q_OBJECT
public:
    explicit QuotaDashboard(QWidget* parent = nullptr);
    ~QuotaDashboard() override;

    /// The backend whose quota is shown; refreshes when shown.
    void setBackend(Backend* backend);
    Backend* backend() const;
    /// Show a snapshot and a history directly (what refresh() does when its answers arrive).
    void setSnapshot(const ComputeSnapshot& snapshot);
    void setHistory(const QList<UsageSample>& samples);
    const ComputeSnapshot& snapshot() const { return m_snapshot; }

    QuotaRowsModel* rowsModel() const { return m_rows; }
    QuotaRowsFilterModel* filterModel() const { return m_filter; }
    QuotaBarChart* barChart() const { return m_bars; }
    TimeSeriesChart* historyChart() const { return m_history; }
    QTableView* table() const { return m_table; }
    /// True while a refresh waits for its answers.
    bool isRefreshing() const { return m_pending > 0; }

    /// The rows shown (after the filters) as CSV.
    QByteArray shownRowsCsv() const;

public Q_SLOTS:
    void refresh();
    void exportCsv();

Q_SIGNALS:
    void refreshed();

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateCard();
    void updateBars();
    void recordSnapshotSample();
    QDateTime historySince() const;
    void finishOne();

    QPointer<Backend> m_backend;
    ComputeSnapshot m_snapshot;
    QList<UsageSample> m_backendHistory;
    QHash<QString, QList<UsageSample>> m_recorded; // per row key, from the snapshots of this session
    int m_pending = 0;
    quint64 m_generation = 0;

    QLabel* m_title = nullptr;
    QLabel* m_taken = nullptr;
    QToolButton* m_refreshButton = nullptr;
    QToolButton* m_exportButton = nullptr;
    QLabel* m_levelLabel = nullptr;
    QComboBox* m_level = nullptr;
    QComboBox* m_pool = nullptr;
    QLineEdit* m_search = nullptr;
    QLabel* m_cardTitle = nullptr;
    QLabel* m_cardText = nullptr;
    QProgressBar* m_cardBar = nullptr;
    QWidget* m_card = nullptr;
    MessageBanner* m_banner = nullptr;
    QuotaRowsModel* m_rows = nullptr;
    QuotaRowsFilterModel* m_filter = nullptr;
    QTableView* m_table = nullptr;
    QuotaBarChart* m_bars = nullptr;
    TimeSeriesChart* m_history = nullptr;
    QLabel* m_rangeLabel = nullptr;
    QComboBox* m_range = nullptr;
    QTimer* m_autoRefresh = nullptr;
};

} // namespace pw
