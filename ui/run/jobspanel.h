// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QMenu;
class QTableView;
class QToolButton;

namespace pw {

class JobsFilterModel;
class JobsModel;
class MessageBanner;
class RunController;

/// The Jobs dock: the job history with a text and status filter; open the run view (double-click),
/// cancel, rerun the failed or chosen steps, compare two jobs. Updates live from the backend.
class JobsPanel : public QWidget {
    Q_OBJECT
public:
    JobsPanel(RunController* controller, JobsModel* model, QWidget* parent = nullptr);

    QTableView* view() const { return m_view; }
    JobsFilterModel* filterModel() const { return m_proxy; }
    QLineEdit* filterEdit() const { return m_filter; }
    QComboBox* statusFilter() const { return m_status; }
    MessageBanner* banner() const { return m_banner; }
    QToolButton* openButton() const { return m_open; }
    QToolButton* cancelButton() const { return m_cancel; }
    QToolButton* rerunButton() const { return m_rerun; }
    QToolButton* compareButton() const { return m_compare; }

    QStringList selectedJobIds() const;
    QString currentJobId() const;
    void selectJob(const QString& jobId);
    void selectJobs(const QStringList& jobIds);
    /// The context menu's actions for the current selection (also what the buttons do).
    QMenu* contextMenu();

    /// Rerun chosen steps of a job: asks which (a list of the job's steps, failed ones ticked).
    void chooseStepsAndRerun(const QString& jobId);

Q_SIGNALS:
    void currentJobChanged(const QString& jobId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateButtons();
    void openSelected();
    void cancelSelected();
    void rerunFailedSelected();

    RunController* m_controller;
    JobsModel* m_model;
    JobsFilterModel* m_proxy;
    MessageBanner* m_banner;
    QLineEdit* m_filter;
    QComboBox* m_status;
    QToolButton* m_open;
    QToolButton* m_cancel;
    QToolButton* m_rerun;
    QToolButton* m_compare;
    QToolButton* m_refresh;
    QMenu* m_rerunMenu;
    QMenu* m_menu = nullptr;
    QTableView* m_view;
    QString m_pendingPick; // job whose steps are being read for the step chooser
};

} // namespace pw
