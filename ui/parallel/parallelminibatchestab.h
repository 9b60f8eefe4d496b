// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace pw {

class MiniBatchesFilterModel;
class MiniBatchesModel;

/// The mini-batches of a parallel step as a live table (id, state, attempts, node, process, start, duration, items
/// succeeded and failed, the first line of the error), filtered by state and text and sorted by any column, fast
/// at a million rows. Activating a row opens the lines of its process log that concern it.
class ParallelMiniBatchesTab : public QWidget
{
    Q_OBJECT
public:
    ParallelMiniBatchesTab(MiniBatchesModel* model, QWidget* parent = nullptr);

    QTableView* view() const { return m_view; }
    MiniBatchesFilterModel* filter() const { return m_filter; }
    void setLogsFolder(const QString& logsDir) { m_logsDir = logsDir; }
    /// Select the row of mini-batch `id` (clearing filters that hide it).
    void showMiniBatch(int id);
    /// Ask for the log of the mini-batch at the filter's `row`.
    void openLogOf(int row);

Q_SIGNALS:
    /// Show `file` at the first line that holds `text`.
    void logRequested(const QString& file, const QString& text);

private:
    void updateCount();

    MiniBatchesModel* m_model;
    MiniBatchesFilterModel* m_filter = nullptr;
    QTableView* m_view = nullptr;
    QLineEdit* m_text = nullptr;
    QCheckBox* m_succeeded = nullptr;
    QCheckBox* m_failed = nullptr;
    QCheckBox* m_running = nullptr;
    QLabel* m_count = nullptr;
    QString m_logsDir;
    bool m_sized = false;
};

} // namespace pw
