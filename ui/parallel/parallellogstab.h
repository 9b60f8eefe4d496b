// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

#include <atomic>
#include <memory>

class QCheckBox;
class QFileSystemModel;
class QLabel;
class QLineEdit;
class QListWidget;
class QSortFilterProxyModel;
class QTreeView;

namespace pw {

class RunLogPane;

/// The logs of a parallel step in Azure ML's layout: the folder as a tree with job_result.txt, job_error.txt and
/// readme.txt first, any file in the log viewer (job_result.txt opened first; a missing one is said so), and a
/// search across every log file of the step at once, off the GUI thread, each match opening its file at its line.
class ParallelLogsTab : public QWidget
{
    Q_OBJECT
public:
    explicit ParallelLogsTab(QWidget* parent = nullptr);
    ~ParallelLogsTab() override;

    void setFolder(const QString& logsDir);
    QString folder() const { return m_dir; }
    void openFile(const QString& path);
    /// Show `path` at `line` (1-based) with `highlight` marked: what a search result opens.
    void openFileAt(const QString& path, qint64 line, const QString& highlight);
    /// After the step wrote its result: show it when nothing else was chosen.
    void refresh();
    /// Search every file; results arrive in searchResults().
    void search(const QString& text);
    QListWidget* searchResults() const { return m_results; }
    RunLogPane* pane() const { return m_pane; }
    /// "23 matches in 5 of 29 files" (the status beside the search field).
    static QString searchSummary(int matches, int filesWithMatches, int filesSearched, bool truncated);
    QTreeView* tree() const { return m_tree; }

Q_SIGNALS:
    void searchFinished(int matches);

private:
    void selectInTree(const QString& path);

    QString m_dir;
    bool m_userChose = false;
    QFileSystemModel* m_fs = nullptr;
    QSortFilterProxyModel* m_order = nullptr;
    QTreeView* m_tree = nullptr;
    RunLogPane* m_pane = nullptr;
    QLineEdit* m_search = nullptr;
    QCheckBox* m_case = nullptr;
    QLabel* m_searchStatus = nullptr;
    QListWidget* m_results = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel;
};

} // namespace pw
