// SPDX-License-Identifier: MIT
// A run view: its construction and texts, the step list and its selection, and the parts shared by its rooms.
// The header, the step details, the timeline and the graph are in runview_header.cpp, runview_details.cpp,
// runview_timeline.cpp and runview_graph.cpp.
#include "runview.h"

#include "jobsmodel.h"
#include "pythonhint.h"
#include "runcontroller.h"
#include "runstatusstyle.h"
#include "statusdelegate.h"
#include "timelineview.h"

#include <QAction>
#include <QDesktopServices>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QFrame>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace pw {

RunView::RunView(RunController* controller, const QString& jobId, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_jobId(jobId)
{
    setObjectName(QStringLiteral("runView"));
    buildUi();
    retranslateUi();
    connect(controller, &RunController::jobUpdated, this, [this](const JobRun& job) {
        if (job.id == m_jobId)
            setJob(job);
    });
    connect(controller, &RunController::jobMissing, this, [this](const QString& id) {
        if (id == m_jobId && !hasJob())
            m_titleLabel->setText(tr("Job %1 was not found on this backend.").arg(m_jobId));
    });
    auto* ticker = new QTimer(this);
    ticker->setInterval(1000);
    connect(ticker, &QTimer::timeout, this, [this] {
        if (hasJob() && !isTerminal(m_job.status)) {
            m_model->setJob(m_job); // durations of running steps
            fitStepColumn();
            updateHeader();
        }
    });
    ticker->start();
    if (const JobRun* cached = controller->cachedJob(jobId))
        setJob(*cached);
    controller->requestJob(jobId);
}

RunView::~RunView() = default;

RunView::UrlOpener& RunView::urlOpener()
{
    static UrlOpener opener = [](const QUrl& url) { return QDesktopServices::openUrl(url); };
    return opener;
}

void RunView::setUrlOpener(UrlOpener opener)
{
    urlOpener() = opener ? std::move(opener) : [](const QUrl& url) { return QDesktopServices::openUrl(url); };
}

void RunView::buildUi()
{
    QWidget* header = buildHeader();

    // steps
    m_model = new StepsModel(this);
    m_steps = new QTableView(this);
    m_steps->setObjectName(QStringLiteral("runSteps"));
    m_steps->setModel(m_model);
    m_steps->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_steps->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_steps->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_steps->verticalHeader()->hide();
    m_steps->setShowGrid(false);
    m_steps->setAlternatingRowColors(true);
    m_steps->setWordWrap(false);
    // the names of nested steps ("outer.inner") keep both ends when they are elided; the tool tip has them whole
    m_steps->setTextElideMode(Qt::ElideMiddle);
    m_steps->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_steps->horizontalHeader()->setStretchLastSection(false);
    m_steps->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // the Step column takes the room the others leave, and never less than a readable name (fitStepColumn())
    m_steps->horizontalHeader()->setSectionResizeMode(StepsModel::StepColumn, QHeaderView::Interactive);
    m_steps->horizontalHeader()->setMinimumSectionSize(24);
    m_steps->viewport()->installEventFilter(this);
    m_steps->setItemDelegateForColumn(
        StepsModel::StatusColumn, new StatusDelegate(m_steps, JobsModel::StatusRole, JobsModel::ReusedRole));
    connect(m_steps->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RunView::onStepSelectionChanged);
    // double-click (Enter): a parallel step opens its panel, as on the timeline and the graph; the others their
    // outputs and logs
    connect(m_steps, &QTableView::activated, this, [this](const QModelIndex& index) {
        const StepRun* step = m_model->stepAt(index.row());
        if (!step)
            return;
        if (!openParallelStep(step->name))
            showTab(OutputsTab);
    });

    // details: the selected step's overview, parameters, outputs + logs; the whole job's timeline and graph
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("runDetailsTabs"));
    m_tabs->setDocumentMode(true);
    QWidget* overviewPage = buildOverviewPage();
    QWidget* parametersPage = buildParametersPage();
    QWidget* outputsPage = buildOutputsPage();
    QWidget* timelinePage = buildTimelinePage();
    m_tabs->addTab(overviewPage, QString());
    m_tabs->addTab(parametersPage, QString());
    m_tabs->addTab(outputsPage, QString());
    m_tabs->addTab(timelinePage, QString());
    buildGraphTab();

    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->setObjectName(QStringLiteral("runSplitter"));
    m_split->addWidget(m_steps);
    m_split->addWidget(m_tabs);
    m_split->setStretchFactor(0, 0); // more room goes to the details
    m_split->setStretchFactor(1, 1);
    m_split->setChildrenCollapsible(false);

    auto* line = new QFrame(this);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(header);
    layout->addWidget(line);
    layout->addWidget(m_split, 1);
    updateActions();
}

void RunView::retranslateUi()
{
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop this job: every running step's processes end"));
    m_rerunFailed->setText(tr("Rerun failed"));
    m_rerunFailed->setToolTip(tr("Run the steps that did not complete, and what depends on them, as a new job"));
    m_rerunSelected->setText(tr("Rerun selected"));
    m_rerunSelected->setToolTip(
        tr("Run the selected steps, and what depends on them, as a new job; the rest is reused"));
    m_openFolder->setText(tr("Job folder"));
    m_openFolder->setToolTip(tr("Open the job's folder (snapshot, step folders, outputs and logs)"));
    m_steps->setAccessibleName(tr("Steps of the job"));
    m_tabs->setAccessibleName(tr("Step details"));
    m_tabs->setTabText(OverviewTab, tr("Overview"));
    m_tabs->setTabText(ParametersTab, tr("Parameters"));
    m_tabs->setTabText(OutputsTab, tr("Outputs + logs"));
    m_tabs->setTabText(TimelineTab, tr("Timeline"));
    m_tabs->setTabText(GraphTab, tr("Graph"));
    m_tabs->setTabToolTip(GraphTab, tr("The pipeline as it ran (its snapshot), read-only, with each step's status"));
    if (!m_graphStarted)
        m_graphMessage->setText(tr("Loading the pipeline as it ran…"));
    m_overview->setAccessibleName(tr("Step overview"));
    m_parameters->setHeaderLabels({ tr("Name"), tr("Value") });
    m_parameters->setAccessibleName(tr("Parameters"));
    m_outputs->setHeaderLabels({ tr("Output"), tr("Folder") });
    m_outputs->setAccessibleName(tr("Outputs of the step"));
    m_outputsCaption->setText(tr("Outputs"));
    m_openOutput->setText(tr("Open folder"));
    m_openOutput->setToolTip(tr("Open the selected output's folder"));
    m_filesCaption->setText(tr("Logs and files"));
    m_files->setAccessibleName(tr("Log files of the step"));
    m_stdLogButton->setText(QStringLiteral("std_log.txt"));
    m_stdLogButton->setToolTip(tr("Show the step's standard output and error"));
    m_jobResultButton->setText(QStringLiteral("job_result.txt"));
    m_jobResultButton->setToolTip(tr("Show the result of the parallel step"));
    m_parallelButton->setText(tr("Parallel Step…"));
    m_parallelButton->setToolTip(tr("Open the parallel step's panel: overview, logs, per-node resources and mini-batches"));
    m_timeline->setToolTip(QString());
    m_fitButton->setText(tr("Fit"));
    m_fitButton->setToolTip(tr("Zoom to fit the whole job (0)"));
    m_zoomInButton->setToolTip(tr("Zoom in (+, Ctrl+wheel)"));
    m_zoomInButton->setAccessibleName(tr("Zoom in"));
    m_zoomOutButton->setToolTip(tr("Zoom out (−, Ctrl+wheel)"));
    m_zoomOutButton->setAccessibleName(tr("Zoom out"));
    m_graphFit->setText(tr("Fit"));
    m_graphFit->setToolTip(tr("Fit the whole graph in view (Ctrl+Shift+H)"));
    m_graphZoomIn->setToolTip(tr("Zoom in (Ctrl+=, Ctrl+wheel)"));
    m_graphZoomIn->setAccessibleName(tr("Zoom in"));
    m_graphZoomOut->setToolTip(tr("Zoom out (Ctrl+-, Ctrl+wheel)"));
    m_graphZoomOut->setAccessibleName(tr("Zoom out"));
    m_pythonHint->retranslate();
    if (hasJob()) {
        m_model->setJob(m_job);
        Q_EMIT m_model->headerDataChanged(Qt::Horizontal, 0, StepsModel::ColumnCount - 1);
        updateHeader();
        updateDetails();
        updateTimeline();
        updatePythonHint();
    } else {
        m_titleLabel->setText(tr("Loading job %1…").arg(m_jobId));
    }
    // the tab showing this view takes its title from here
    Q_EMIT titleChanged(title());
}

void RunView::fitStepList()
{
    const int total = m_split->width();
    if (m_stepsWidth <= 0 || total < 200)
        return; // not laid out yet: resizeEvent() comes back here
    const int width = qBound(240, m_stepsWidth, total * 9 / 20);
    m_split->setSizes({ width, total - width - m_split->handleWidth() });
    m_stepsWidth = 0;
}

void RunView::fitStepColumn()
{
    // the Step column gets the room the other columns leave, but never less than what shows a name: when that
    // does not fit, the list scrolls sideways
    QHeaderView* header = m_steps->horizontalHeader();
    int others = 0;
    for (int c = 0; c < StepsModel::ColumnCount; ++c)
        if (c != StepsModel::StepColumn && !header->isSectionHidden(c))
            others += header->sectionSize(c);
    const int contents = qMax(header->sectionSizeHint(StepsModel::StepColumn),
        static_cast<QAbstractItemView*>(m_steps)->sizeHintForColumn(StepsModel::StepColumn));
    const QFontMetrics fm = m_steps->fontMetrics();
    const int readable = qMin(contents, m_steps->iconSize().width() + fm.averageCharWidth() * 22 + 16);
    const int width = qMax(readable, m_steps->viewport()->width() - others);
    if (header->sectionSize(StepsModel::StepColumn) != width)
        header->resizeSection(StepsModel::StepColumn, width);
}

void RunView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_stepsWidth > 0)
        QTimer::singleShot(0, this, &RunView::fitStepList);
}

void RunView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange && hasJob()) {
        updateHeader();
        updateDetails();
    }
    QWidget::changeEvent(event);
}

bool RunView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_steps->viewport() && event->type() == QEvent::Resize) {
        fitStepColumn();
        return false;
    }
    if (graphEvent(watched, event))
        return true;
    return QWidget::eventFilter(watched, event);
}

QString RunView::title() const
{
    if (!hasJob())
        return tr("Run %1").arg(m_jobId);
    const QString name
        = m_job.displayName.isEmpty() ? QFileInfo(m_job.pipelineFile).completeBaseName() : m_job.displayName;
    return tr("Run %1 · %2").arg(name, m_job.id.right(6));
}

QIcon RunView::statusIcon() const
{
    return runStatusIcon(m_job.status);
}

void RunView::setJob(const JobRun& job)
{
    if (job.id.isEmpty()) {
        m_titleLabel->setText(tr("Job %1 was not found in the run store.").arg(m_jobId));
        return;
    }
    const bool first = !hasJob();
    const RunStatus before = m_job.status;
    m_job = job;
    m_model->setJob(job);
    fitStepColumn();
    if (first) {
        startSnapshotRead();
        // the step list as wide as its contents (within reason), the details get the rest
        int width = m_steps->frameWidth() * 2 + m_steps->verticalScrollBar()->sizeHint().width() + 16;
        for (int c = 0; c < StepsModel::ColumnCount; ++c)
            width += qMax(m_steps->horizontalHeader()->sectionSizeHint(c),
                static_cast<QAbstractItemView*>(m_steps)->sizeHintForColumn(c));
        m_stepsWidth = width;
        fitStepList();
        // show the step that needs attention: the first failed one, else the first
        QString pick;
        for (const StepRun& s : job.steps)
            if (s.status == RunStatus::Failed) {
                pick = s.name;
                break;
            }
        if (pick.isEmpty() && !job.steps.isEmpty())
            pick = job.steps.first().name;
        if (!pick.isEmpty())
            selectStep(pick);
    }
    updateHeader();
    updateDetails();
    updateTimeline();
    updateGraphStatus();
    updateActions();
    updatePythonHint();
    Q_EMIT titleChanged(title());
    if (first || before != job.status)
        Q_EMIT statusChanged(job.status);
    if (first)
        Q_EMIT jobLoaded();
}

void RunView::selectStep(const QString& step)
{
    const int row = m_model->rowOf(step);
    if (row < 0)
        return;
    m_steps->selectionModel()->setCurrentIndex(
        m_model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_steps->scrollTo(m_model->index(row, 0));
}

QString RunView::selectedStep() const
{
    const QModelIndex current = m_steps->selectionModel()->currentIndex();
    if (current.isValid() && m_steps->selectionModel()->isRowSelected(current.row(), QModelIndex()))
        if (const StepRun* s = m_model->stepAt(current.row()))
            return s->name;
    const QStringList all = selectedSteps();
    return all.isEmpty() ? QString() : all.first();
}

QStringList RunView::selectedSteps() const
{
    QStringList out;
    const QModelIndexList rows = m_steps->selectionModel()->selectedRows();
    for (const QModelIndex& i : rows)
        if (const StepRun* s = m_model->stepAt(i.row()))
            out << s->name;
    return out;
}

void RunView::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(int(tab));
}

void RunView::onStepSelectionChanged()
{
    updateDetails();
    updateActions();
    if (hasJob())
        updatePythonHint();
    m_syncing = true;
    m_timeline->setSelectedStep(selectedStep());
    m_syncing = false;
}

QAction* RunView::windowAction(const char* name) const
{
    // the main window, also while this view is in a floating dock
    const QWidget* top = this;
    while (top->parentWidget())
        top = top->parentWidget();
    return top->findChild<QAction*>(QLatin1String(name));
}

void RunView::updatePythonHint()
{
    m_pythonHint->update(m_job, selectedStep());
}

QFrame* RunView::pythonHint() const
{
    return m_pythonHint->frame();
}

QPushButton* RunView::choosePythonButton() const
{
    return m_pythonHint->chooseButton();
}

QString RunView::pythonHintText() const
{
    return m_pythonHint->text();
}


void RunView::placeDock(QMainWindow* window, QDockWidget* dock)
{
    // the bottom panel spans the window, like an IDE's output panel: run views want width for the step list,
    // the details and a log side by side
    window->setCorner(Qt::BottomLeftCorner, Qt::BottomDockWidgetArea);
    window->setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);
    QDockWidget* beside = nullptr;
    for (QDockWidget* d : window->findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (d != dock && !d->isHidden() && !d->isFloating() && window->dockWidgetArea(d) == Qt::BottomDockWidgetArea) {
            beside = d;
            break;
        }
    window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    if (beside)
        window->tabifyDockWidget(beside, dock);
    dock->show();
    dock->raise();
    const int height = qMax(280, window->height() * 45 / 100);
    window->resizeDocks({ dock }, { height }, Qt::Vertical);
}

} // namespace pw
