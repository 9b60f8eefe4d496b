// SPDX-License-Identifier: MIT
#include "jobspanel.h"
#include "uiutil.h"

#include "icons.h"
#include "jobsmodel.h"
#include "messagebanner.h"
#include "placeholderview.h"
#include "runcontroller.h"
#include "runstatusstyle.h"
#include "statusdelegate.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace pw {

JobsPanel::JobsPanel(RunController* controller, JobsModel* model, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_model(model)
    , m_proxy(new JobsFilterModel(this))
    , m_banner(new MessageBanner(this))
    , m_filter(new QLineEdit(this))
    , m_status(new QComboBox(this))
    , m_open(new QToolButton(this))
    , m_cancel(new QToolButton(this))
    , m_rerun(new QToolButton(this))
    , m_compare(new QToolButton(this))
    , m_refresh(new QToolButton(this))
    , m_rerunMenu(new QMenu(this))
    , m_view(new PlaceholderView<QTableView>(this))
{
    setObjectName(QStringLiteral("jobsPanel"));
    setCompactMinimumHeight(m_view);
    m_proxy->setSourceModel(model);
    m_banner->setObjectName(QStringLiteral("jobsBanner"));
    m_banner->hide();

    m_filter->setObjectName(QStringLiteral("jobsFilter"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMaximumWidth(320);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &JobsFilterModel::setText);
    m_status->setObjectName(QStringLiteral("jobsStatusFilter"));
    connect(m_status, &QComboBox::currentIndexChanged, this,
        [this](int i) { m_proxy->setGroup(JobsFilterModel::Group(m_status->itemData(i).toInt())); });

    auto setup = [](QToolButton* b, const char* name) {
        b->setObjectName(QLatin1String(name));
        b->setAutoRaise(true);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    };
    setup(m_open, "jobsOpen");
    setup(m_cancel, "jobsCancel");
    setup(m_rerun, "jobsRerun");
    setup(m_compare, "jobsCompare");
    setup(m_refresh, "jobsRefresh");
    m_cancel->setIcon(appIcon(QStringLiteral("stop")));
    m_rerun->setIcon(appIcon(QStringLiteral("run")));
    m_open->setIcon(appIcon(QStringLiteral("open")));
    m_rerun->setPopupMode(QToolButton::MenuButtonPopup);
    m_rerun->setMenu(m_rerunMenu);
    connect(m_open, &QToolButton::clicked, this, &JobsPanel::openSelected);
    connect(m_cancel, &QToolButton::clicked, this, &JobsPanel::cancelSelected);
    connect(m_rerun, &QToolButton::clicked, this, &JobsPanel::rerunFailedSelected);
    connect(m_compare, &QToolButton::clicked, this, [this] {
        const QStringList ids = selectedJobIds();
        if (ids.size() == 2)
            m_controller->compareJobs(ids[1], ids[0]); // older first
    });
    connect(m_refresh, &QToolButton::clicked, m_controller, &RunController::refreshJobs);

    m_view->setObjectName(QStringLiteral("jobsView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(JobsModel::StartedColumn, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setShowGrid(false);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setSectionResizeMode(JobsModel::PipelineColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(JobsModel::StatusColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(JobsModel::DurationColumn, QHeaderView::ResizeToContents);
    m_view->setColumnWidth(JobsModel::IdColumn,
        m_view->fontMetrics().horizontalAdvance(QStringLiteral("job_20261117_101010_abcdef")) + 16);
    m_view->setColumnWidth(
        JobsModel::StartedColumn, m_view->fontMetrics().horizontalAdvance(QStringLiteral("2026-11-17 10:10 PM")) + 24);
    m_view->setItemDelegateForColumn(
        JobsModel::StatusColumn, new StatusDelegate(m_view, JobsModel::StatusRole, JobsModel::ReusedRole));
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QTableView::customContextMenuRequested, this,
        [this](const QPoint& pos) { contextMenu()->popup(m_view->viewport()->mapToGlobal(pos)); });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        const QString id = index.data(JobsModel::JobIdRole).toString();
        if (!id.isEmpty())
            m_controller->openRunView(id);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &JobsPanel::updateButtons);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        const QString id = currentJobId();
        if (!id.isEmpty())
            Q_EMIT currentJobChanged(id);
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &JobsPanel::updateButtons);
    connect(m_controller, &RunController::jobUpdated, this, [this](const JobRun& job) {
        if (job.id == m_pendingPick) {
            m_pendingPick.clear();
            chooseStepsAndRerun(job.id);
        }
    });

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 4, 4, 2);
    bar->setSpacing(4);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_status);
    bar->addSpacing(8);
    bar->addWidget(m_open);
    bar->addWidget(m_cancel);
    bar->addWidget(m_rerun);
    bar->addWidget(m_compare);
    bar->addWidget(m_refresh);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_banner);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    retranslateUi();
    updateButtons();
}

void JobsPanel::retranslateUi()
{
    m_filter->setPlaceholderText(tr("Filter jobs by id, pipeline or status"));
    m_filter->setAccessibleName(tr("Filter jobs"));
    const int group = m_status->currentIndex() < 0 ? 0 : m_status->currentIndex();
    m_status->blockSignals(true);
    m_status->clear();
    m_status->addItem(tr("All statuses"), int(JobsFilterModel::Group::All));
    m_status->addItem(runStatusIcon(RunStatus::Running), tr("Active"), int(JobsFilterModel::Group::Active));
    m_status->addItem(runStatusIcon(RunStatus::Completed), runStatusDisplayName(RunStatus::Completed),
        int(JobsFilterModel::Group::Completed));
    m_status->addItem(
        runStatusIcon(RunStatus::Failed), runStatusDisplayName(RunStatus::Failed), int(JobsFilterModel::Group::Failed));
    m_status->addItem(runStatusIcon(RunStatus::Canceled), runStatusDisplayName(RunStatus::Canceled),
        int(JobsFilterModel::Group::Canceled));
    m_status->setCurrentIndex(group);
    m_status->blockSignals(false);
    m_status->setAccessibleName(tr("Show jobs with status"));
    m_open->setText(tr("Open"));
    m_open->setToolTip(tr("Open the run view of the selected job (double-click)"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Cancel the selected jobs"));
    m_rerun->setText(tr("Rerun"));
    m_rerun->setToolTip(tr("Run the failed steps of the selected job again, as a new job linked to it"));
    m_compare->setText(tr("Compare"));
    m_compare->setToolTip(tr("Compare the two selected jobs: parameters, statuses, durations"));
    m_refresh->setText(tr("Refresh"));
    m_refresh->setToolTip(tr("Read the job list again"));
    m_rerunMenu->clear();
    m_rerunMenu->addAction(tr("Rerun failed steps"), this, &JobsPanel::rerunFailedSelected);
    m_rerunMenu->addAction(tr("Rerun chosen steps…"), this, [this] {
        const QString id = currentJobId();
        if (!id.isEmpty())
            chooseStepsAndRerun(id);
    });
    m_view->setAccessibleName(tr("Jobs"));
    static_cast<PlaceholderView<QTableView>*>(m_view)->setPlaceholderText(
        tr("No jobs yet. Open a pipeline and press F5 to run it on this machine."));
}

void JobsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

QStringList JobsPanel::selectedJobIds() const
{
    QStringList ids;
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    for (const QModelIndex& i : rows)
        ids << i.data(JobsModel::JobIdRole).toString();
    return ids;
}

QString JobsPanel::currentJobId() const
{
    const QModelIndex i = m_view->selectionModel()->currentIndex();
    if (i.isValid() && m_view->selectionModel()->isRowSelected(i.row(), QModelIndex()))
        return i.data(JobsModel::JobIdRole).toString();
    const QStringList ids = selectedJobIds();
    return ids.isEmpty() ? QString() : ids.first();
}

void JobsPanel::selectJob(const QString& jobId)
{
    selectJobs({ jobId });
}

void JobsPanel::selectJobs(const QStringList& jobIds)
{
    QItemSelection selection;
    QModelIndex first;
    for (const QString& id : jobIds) {
        const int row = m_model->rowOf(id);
        if (row < 0)
            continue;
        const QModelIndex i = m_proxy->mapFromSource(m_model->index(row, 0));
        if (!i.isValid())
            continue;
        selection.select(i, i.siblingAtColumn(JobsModel::ColumnCount - 1));
        if (!first.isValid())
            first = i;
    }
    if (!first.isValid())
        return;
    // the rows selected before the current one moves: currentJobChanged then names the job chosen here, not the
    // one selected before (the Run action's new job used to lose the toolbar to the job selected earlier)
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
    m_view->scrollTo(first);
}

void JobsPanel::updateButtons()
{
    const QStringList ids = selectedJobIds();
    bool anyActive = false;
    bool anyEnded = false;
    for (const QString& id : ids)
        if (const JobRun* j = m_model->job(id)) {
            anyActive = anyActive || !isTerminal(j->status);
            anyEnded = anyEnded || isTerminal(j->status);
        }
    m_open->setEnabled(!ids.isEmpty());
    m_cancel->setEnabled(anyActive);
    m_rerun->setEnabled(ids.size() == 1 && anyEnded);
    m_compare->setEnabled(ids.size() == 2);
}

QMenu* JobsPanel::contextMenu()
{
    if (!m_menu)
        m_menu = new QMenu(this);
    m_menu->clear();
    const QStringList ids = selectedJobIds();
    QAction* open
        = m_menu->addAction(appIcon(QStringLiteral("open")), tr("Open run view"), this, &JobsPanel::openSelected);
    open->setEnabled(m_open->isEnabled());
    m_menu->addSeparator();
    QAction* cancel
        = m_menu->addAction(appIcon(QStringLiteral("stop")), tr("Cancel"), this, &JobsPanel::cancelSelected);
    cancel->setEnabled(m_cancel->isEnabled());
    QAction* rerun = m_menu->addAction(
        appIcon(QStringLiteral("run")), tr("Rerun failed steps"), this, &JobsPanel::rerunFailedSelected);
    rerun->setEnabled(m_rerun->isEnabled());
    QAction* choose = m_menu->addAction(tr("Rerun chosen steps…"), this, [this] {
        const QString id = currentJobId();
        if (!id.isEmpty())
            chooseStepsAndRerun(id);
    });
    choose->setEnabled(m_rerun->isEnabled());
    QAction* compare = m_menu->addAction(tr("Compare the two selected jobs"), this, [this] {
        const QStringList sel = selectedJobIds();
        if (sel.size() == 2)
            m_controller->compareJobs(sel[1], sel[0]);
    });
    compare->setEnabled(ids.size() == 2);
    m_menu->addSeparator();
    m_menu->addAction(tr("Refresh"), m_controller, &RunController::refreshJobs);
    return m_menu;
}

void JobsPanel::openSelected()
{
    for (const QString& id : selectedJobIds())
        m_controller->openRunView(id);
}

void JobsPanel::cancelSelected()
{
    m_controller->requestCancel(selectedJobIds());
}

void JobsPanel::rerunFailedSelected()
{
    const QString id = currentJobId();
    if (!id.isEmpty())
        m_controller->rerun(id);
}

void JobsPanel::chooseStepsAndRerun(const QString& jobId)
{
    const JobRun* job = m_controller->cachedJob(jobId);
    if (!job || job->steps.isEmpty()) {
        m_pendingPick = jobId; // ask again when its steps arrive
        m_controller->requestJob(jobId);
        return;
    }
    auto* dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("chooseStepsDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Rerun steps of %1").arg(jobId));
    auto* label = new QLabel(tr("Run these steps again, and every step that depends on them, as a new job. The other "
                                "steps reuse the outputs of %1.")
                                 .arg(jobId),
        dialog);
    label->setWordWrap(true);
    auto* list = new QListWidget(dialog);
    list->setObjectName(QStringLiteral("chooseStepsList"));
    list->setAccessibleName(tr("Steps to run again"));
    for (const StepRun& s : job->steps) {
        auto* item = new QListWidgetItem(runStatusIcon(s.status, s.isReused()),
            QStringLiteral("%1 — %2").arg(s.name, runStatusLabel(s.status, s.isReused())), list);
        item->setData(Qt::UserRole, s.name);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(s.status == RunStatus::Completed ? Qt::Unchecked : Qt::Checked);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Rerun"));
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    const QString id = jobId;
    QPointer<RunController> controller = m_controller;
    connect(buttons, &QDialogButtonBox::accepted, dialog, [dialog, list, id, controller] {
        QStringList steps;
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->checkState() == Qt::Checked)
                steps << list->item(i)->data(Qt::UserRole).toString();
        if (!steps.isEmpty() && controller)
            controller->rerun(id, steps);
        dialog->accept();
    });
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(label);
    layout->addWidget(list, 1);
    layout->addWidget(buttons);
    dialog->resize(460, 360);
    dialog->open();
}

} // namespace pw
