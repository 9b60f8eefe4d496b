// SPDX-License-Identifier: MIT
#include "runview.h"
#include "fileio.h"

#include "canvaslayout.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "canvaswidget.h"

#include "icons.h"
#include "jobsmodel.h"
#include "runcontroller.h"
#include "runlogpane.h"
#include "runstatusstyle.h"
#include "statusdelegate.h"
#include "timelineview.h"

#include <QAction>
#include <QApplication>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace pw {

namespace {

    RunView::UrlOpener& urlOpener()
    {
        static RunView::UrlOpener opener = [](const QUrl& url) { return QDesktopServices::openUrl(url); };
        return opener;
    }

    QString esc(const QString& s)
    {
        return s.toHtmlEscaped();
    }

    /// The last `count` lines of a log (read from its end only).
    QString lastLogLines(const QString& path, int count)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return QString();
        const qint64 size = f.size();
        const qint64 from = qMax<qint64>(0, size - 16 * 1024);
        if (!f.seek(from))
            return QString();
        QByteArray data = f.read(size - from);
        if (from > 0) {
            const qsizetype nl = data.indexOf('\n');
            data = nl >= 0 ? data.mid(nl + 1) : QByteArray();
        }
        QStringList lines = QString::fromUtf8(data).split(QLatin1Char('\n'));
        while (!lines.isEmpty() && lines.last().trimmed().isEmpty())
            lines.removeLast();
        return lines.mid(qMax<qsizetype>(0, lines.size() - count)).join(QLatin1Char('\n'));
    }

    QString stepIconName(const QString& kind)
    {
        if (kind == QLatin1String("parallel"))
            return QStringLiteral("step-parallel");
        if (kind == QLatin1String("pipeline"))
            return QStringLiteral("step-pipeline");
        return QStringLiteral("step-command");
    }

    /// Hides the step's code snapshot in the files tree: what is left are logs and outputs.
    class StepFilesFilter : public QSortFilterProxyModel {
    public:
        using QSortFilterProxyModel::QSortFilterProxyModel;
        QString root;

    protected:
        bool filterAcceptsRow(int row, const QModelIndex& parent) const override
        {
            auto* fs = static_cast<QFileSystemModel*>(sourceModel());
            if (root.isEmpty())
                return true;
            if (QDir::cleanPath(fs->filePath(parent)) == root) {
                const QString name = fs->index(row, 0, parent).data().toString();
                return name != QLatin1String("code");
            }
            return true;
        }
    };

} // namespace

// ----- StepsModel -------------------------------------------------------------------------------

StepsModel::StepsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void StepsModel::setJob(const JobRun& job)
{
    bool same = job.steps.size() == m_steps.size();
    for (int i = 0; same && i < m_steps.size(); ++i)
        same = job.steps[i].name == m_steps[i].name;
    if (same) {
        m_steps = job.steps;
        if (!m_steps.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(int(m_steps.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_steps = job.steps;
    endResetModel();
}

const StepRun* StepsModel::stepAt(int row) const
{
    return row >= 0 && row < m_steps.size() ? &m_steps[row] : nullptr;
}

int StepsModel::rowOf(const QString& step) const
{
    for (int i = 0; i < m_steps.size(); ++i)
        if (m_steps[i].name == step)
            return i;
    return -1;
}

int StepsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

int StepsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StepsModel::data(const QModelIndex& index, int role) const
{
    const StepRun* s = stepAt(index.row());
    if (!s)
        return {};
    if (role == JobsModel::StatusRole)
        return index.column() == StatusColumn ? QVariant(int(s->status)) : QVariant();
    if (role == JobsModel::ReusedRole)
        return s->isReused();
    switch (index.column()) {
    case StepColumn:
        if (role == Qt::DisplayRole)
            return s->name;
        if (role == Qt::DecorationRole)
            return appIcon(stepIconName(s->kind));
        if (role == Qt::ToolTipRole)
            return s->folder.isEmpty() ? s->name
                                       : QStringLiteral("%1\n%2").arg(s->name, QDir::toNativeSeparators(s->folder));
        break;
    case StatusColumn:
        if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
            return runStatusLabel(s->status, s->isReused());
        if (role == Qt::ToolTipRole)
            return s->reason.isEmpty()
                ? runStatusLabel(s->status, s->isReused())
                : QStringLiteral("%1: %2").arg(runStatusLabel(s->status, s->isReused()), s->reason);
        break;
    case DurationColumn:
        if (role == Qt::DisplayRole)
            return s->started.isValid() ? formatRunDuration(s->durationSeconds()) : QString();
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case ReusedColumn:
        if (!s->isReused())
            break;
        if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
            return tr("Reused");
        if (role == Qt::DecorationRole)
            return runStatusIcon(RunStatus::Completed, true);
        if (role == Qt::ToolTipRole)
            return tr("Reused the outputs of job %1: component, code, inputs and parameters were unchanged")
                .arg(s->reusedFrom);
        break;
    case ExitCodeColumn:
        if (role == Qt::DisplayRole) {
            if (s->signal > 0)
                return tr("signal %1").arg(s->signal);
            return s->exitCode >= 0 ? QString::number(s->exitCode) : QStringLiteral("–");
        }
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::ForegroundRole && (s->exitCode > 0 || s->signal > 0))
            return runStatusColor(RunStatus::Failed);
        break;
    default:
        break;
    }
    return {};
}

QVariant StepsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StepColumn:
        return tr("Step");
    case StatusColumn:
        return tr("Status");
    case DurationColumn:
        return tr("Duration");
    case ReusedColumn:
        return tr("Reuse");
    case ExitCodeColumn:
        return tr("Exit code");
    default:
        return {};
    }
}

// ----- RunView ----------------------------------------------------------------------------------

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

void RunView::setUrlOpener(UrlOpener opener)
{
    urlOpener() = opener ? std::move(opener) : [](const QUrl& url) { return QDesktopServices::openUrl(url); };
}

void RunView::buildUi()
{
    // header
    auto* header = new QWidget(this);
    header->setObjectName(QStringLiteral("runHeader"));
    m_titleLabel = new QLabel(header);
    m_titleLabel->setObjectName(QStringLiteral("runTitle"));
    QFont tf = m_titleLabel->font();
    tf.setPointSizeF(tf.pointSizeF() * 1.25);
    tf.setWeight(QFont::DemiBold);
    m_titleLabel->setFont(tf);
    m_titleLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statusGlyph = new QLabel(header);
    m_statusLabel = new QLabel(header);
    m_statusLabel->setObjectName(QStringLiteral("runStatus"));
    QFont sf = m_statusLabel->font();
    sf.setWeight(QFont::DemiBold);
    m_statusLabel->setFont(sf);
    m_timesLabel = new QLabel(header);
    m_timesLabel->setObjectName(QStringLiteral("runTimes"));
    m_timesLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_reasonLabel = new QLabel(header);
    m_reasonLabel->setObjectName(QStringLiteral("runReason"));
    m_reasonLabel->setWordWrap(true);
    m_reasonLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rerunLabel = new QLabel(header);
    m_rerunLabel->setObjectName(QStringLiteral("runRerunOf"));
    m_rerunLabel->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_rerunLabel, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(QLatin1String("job:")))
            m_controller->openRunView(link.mid(4));
    });
    m_warningsLabel = new QLabel(header);
    m_warningsLabel->setObjectName(QStringLiteral("runWarnings"));
    m_warningsLabel->setWordWrap(true);
    m_warningsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_cancel = new QPushButton(header);
    m_cancel->setObjectName(QStringLiteral("runCancel"));
    m_cancel->setIcon(appIcon(QStringLiteral("stop")));
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_controller->cancelJob(m_jobId); });
    m_rerunFailed = new QPushButton(header);
    m_rerunFailed->setObjectName(QStringLiteral("runRerunFailed"));
    m_rerunFailed->setIcon(appIcon(QStringLiteral("run")));
    connect(m_rerunFailed, &QPushButton::clicked, this, [this] { m_controller->rerun(m_jobId); });
    m_rerunSelected = new QPushButton(header);
    m_rerunSelected->setObjectName(QStringLiteral("runRerunSelected"));
    connect(m_rerunSelected, &QPushButton::clicked, this, [this] {
        const QStringList steps = selectedSteps();
        if (!steps.isEmpty())
            m_controller->rerun(m_jobId, steps);
    });
    m_openFolder = new QPushButton(header);
    m_openFolder->setObjectName(QStringLiteral("runOpenFolder"));
    m_openFolder->setIcon(appIcon(QStringLiteral("folder")));
    connect(m_openFolder, &QPushButton::clicked, this, [this] {
        if (!m_job.folder.isEmpty())
            urlOpener()(QUrl::fromLocalFile(m_job.folder));
    });

    // a step failed because its Python lacks a module: say so, and offer to choose another interpreter
    m_pythonHint = new QFrame(header);
    m_pythonHint->setObjectName(QStringLiteral("runPythonHint"));
    m_pythonHint->setFrameShape(QFrame::StyledPanel);
    m_pythonHint->setAutoFillBackground(true);
    {
        QPalette pal = m_pythonHint->palette();
        const QColor warn = runStatusColor(RunStatus::Failed, pal);
        QColor bg = pal.color(QPalette::Base);
        bg = QColor::fromRgbF(bg.redF() * 0.9 + warn.redF() * 0.1, bg.greenF() * 0.9 + warn.greenF() * 0.1,
            bg.blueF() * 0.9 + warn.blueF() * 0.1);
        pal.setColor(QPalette::Window, bg);
        m_pythonHint->setPalette(pal);
    }
    auto* hintIcon = new QLabel(m_pythonHint);
    const int hintIconSize = fontMetrics().height() + 4;
    hintIcon->setPixmap(runStatusIcon(RunStatus::Failed).pixmap(QSize(hintIconSize, hintIconSize)));
    hintIcon->setAlignment(Qt::AlignTop);
    m_pythonHintLabel = new QLabel(m_pythonHint);
    m_pythonHintLabel->setObjectName(QStringLiteral("runPythonHintText"));
    m_pythonHintLabel->setWordWrap(true);
    m_pythonHintLabel->setTextFormat(Qt::RichText);
    m_pythonHintLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_choosePython = new QPushButton(m_pythonHint);
    m_choosePython->setObjectName(QStringLiteral("runChoosePython"));
    connect(m_choosePython, &QPushButton::clicked, this, [this] {
        if (QAction* action = windowAction("actionPythonInterpreter"))
            action->trigger();
    });
    auto* hintLayout = new QHBoxLayout(m_pythonHint);
    hintLayout->setContentsMargins(8, 6, 8, 6);
    hintLayout->setSpacing(8);
    hintLayout->addWidget(hintIcon, 0, Qt::AlignTop);
    hintLayout->addWidget(m_pythonHintLabel, 1);
    hintLayout->addWidget(m_choosePython, 0, Qt::AlignVCenter);
    m_pythonHint->hide();

    auto* statusRow = new QHBoxLayout;
    statusRow->setSpacing(6);
    statusRow->addWidget(m_statusGlyph);
    statusRow->addWidget(m_statusLabel);
    statusRow->addSpacing(12);
    statusRow->addWidget(m_timesLabel, 1);
    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(6);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_rerunFailed);
    buttons->addWidget(m_rerunSelected);
    buttons->addWidget(m_openFolder);
    auto* titleRow = new QHBoxLayout;
    titleRow->addWidget(m_titleLabel, 1);
    titleRow->addLayout(buttons);
    auto* headerLayout = new QVBoxLayout(header);
    headerLayout->setContentsMargins(10, 8, 10, 6);
    headerLayout->setSpacing(3);
    headerLayout->addLayout(titleRow);
    headerLayout->addLayout(statusRow);
    headerLayout->addWidget(m_reasonLabel);
    headerLayout->addWidget(m_rerunLabel);
    headerLayout->addWidget(m_warningsLabel);
    headerLayout->addWidget(m_pythonHint);

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

    // details: overview
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("runDetailsTabs"));
    m_tabs->setDocumentMode(true);
    m_overview = new QTextBrowser(m_tabs);
    m_overview->setObjectName(QStringLiteral("runOverview"));
    m_overview->setOpenLinks(false);
    m_overview->setFrameShape(QFrame::NoFrame);
    connect(m_overview, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("job"))
            m_controller->openRunView(url.path());
        else if (url.isLocalFile())
            urlOpener()(url);
    });

    // parameters
    m_parameters = new QTreeWidget(m_tabs);
    m_parameters->setObjectName(QStringLiteral("runParameters"));
    m_parameters->setColumnCount(2);
    m_parameters->setUniformRowHeights(true);
    m_parameters->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_parameters->setFrameShape(QFrame::NoFrame);
    connect(m_parameters, &QTreeWidget::itemActivated, this, [](QTreeWidgetItem* item) {
        const QString path = item->data(1, Qt::UserRole).toString();
        if (!path.isEmpty() && QFileInfo::exists(path))
            urlOpener()(QUrl::fromLocalFile(QFileInfo(path).isDir() ? path : QFileInfo(path).absolutePath()));
    });

    // outputs + logs
    auto* outputsPage = new QSplitter(Qt::Horizontal, m_tabs);
    outputsPage->setObjectName(QStringLiteral("runOutputsPage"));
    auto* left = new QWidget(outputsPage);
    m_outputsCaption = new QLabel(left);
    m_outputs = new QTreeWidget(left);
    m_outputs->setObjectName(QStringLiteral("runOutputs"));
    m_outputs->setColumnCount(2);
    m_outputs->setRootIsDecorated(false);
    m_outputs->setUniformRowHeights(true);
    m_outputs->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    connect(m_outputs, &QTreeWidget::itemActivated, this,
        [this](QTreeWidgetItem* item) { openOutputFolder(item->text(0)); });
    m_openOutput = new QPushButton(left);
    m_openOutput->setObjectName(QStringLiteral("runOpenOutput"));
    m_openOutput->setIcon(appIcon(QStringLiteral("folder")));
    connect(m_openOutput, &QPushButton::clicked, this, [this] {
        if (QTreeWidgetItem* item = m_outputs->currentItem())
            openOutputFolder(item->text(0));
    });
    connect(m_outputs, &QTreeWidget::currentItemChanged, this,
        [this](QTreeWidgetItem* item) { m_openOutput->setEnabled(item != nullptr); });
    m_filesCaption = new QLabel(left);
    m_stdLogButton = new QToolButton(left);
    m_stdLogButton->setObjectName(QStringLiteral("runShowStdLog"));
    m_stdLogButton->setAutoRaise(true);
    connect(m_stdLogButton, &QToolButton::clicked, this, [this] {
        if (const StepRun* s = m_job.step(m_shownStep))
            openLogFile(s->logFile);
    });
    m_jobResultButton = new QToolButton(left);
    m_jobResultButton->setObjectName(QStringLiteral("runShowJobResult"));
    m_jobResultButton->setAutoRaise(true);
    connect(m_jobResultButton, &QToolButton::clicked, this, [this] {
        if (const StepRun* s = m_job.step(m_shownStep))
            openLogFile(QDir(s->folder).filePath(QStringLiteral("logs/job_result.txt")));
    });
    m_fsModel = new QFileSystemModel(this);
    m_fsModel->setReadOnly(true);
    m_fsModel->setFilter(QDir::AllDirs | QDir::Files | QDir::NoDotAndDotDot);
    auto* proxy = new StepFilesFilter(this);
    proxy->setSourceModel(m_fsModel);
    m_fsProxy = proxy;
    m_files = new QTreeView(left);
    m_files->setObjectName(QStringLiteral("runLogFiles"));
    m_files->setModel(m_fsProxy);
    m_files->setUniformRowHeights(true);
    m_files->setHeaderHidden(true);
    for (int c = 1; c < 4; ++c)
        m_files->hideColumn(c);
    connect(m_files, &QTreeView::clicked, this, [this](const QModelIndex& index) {
        const QString path = m_fsModel->filePath(m_fsProxy->mapToSource(index));
        if (QFileInfo(path).isFile())
            openLogFile(path);
    });
    connect(m_files, &QTreeView::activated, this, [this](const QModelIndex& index) {
        const QString path = m_fsModel->filePath(m_fsProxy->mapToSource(index));
        if (QFileInfo(path).isFile())
            openLogFile(path);
    });
    auto* quick = new QHBoxLayout;
    quick->setSpacing(2);
    quick->addWidget(m_filesCaption, 1);
    quick->addWidget(m_stdLogButton);
    quick->addWidget(m_jobResultButton);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(4, 4, 4, 4);
    leftLayout->setSpacing(4);
    leftLayout->addWidget(m_outputsCaption);
    leftLayout->addWidget(m_outputs, 2);
    leftLayout->addWidget(m_openOutput, 0, Qt::AlignLeft);
    leftLayout->addLayout(quick);
    leftLayout->addWidget(m_files, 3);
    m_log = new RunLogPane(outputsPage);
    outputsPage->addWidget(left);
    outputsPage->addWidget(m_log);
    outputsPage->setStretchFactor(0, 2);
    outputsPage->setStretchFactor(1, 5);

    // timeline
    auto* timelinePage = new QWidget(m_tabs);
    m_timeline = new TimelineView(timelinePage);
    m_criticalLabel = new QLabel(timelinePage);
    m_criticalLabel->setObjectName(QStringLiteral("runCriticalPath"));
    m_criticalLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fitButton = new QToolButton(timelinePage);
    m_fitButton->setObjectName(QStringLiteral("timelineFit"));
    connect(m_fitButton, &QToolButton::clicked, m_timeline, &TimelineView::zoomToFit);
    m_zoomInButton = new QToolButton(timelinePage);
    m_zoomInButton->setText(QStringLiteral("+"));
    connect(m_zoomInButton, &QToolButton::clicked, m_timeline, &TimelineView::zoomIn);
    m_zoomOutButton = new QToolButton(timelinePage);
    m_zoomOutButton->setText(QStringLiteral("−"));
    connect(m_zoomOutButton, &QToolButton::clicked, m_timeline, &TimelineView::zoomOut);
    connect(m_timeline, &TimelineView::stepClicked, this, [this](const QString& step) {
        if (!m_syncing)
            selectStep(step);
    });
    connect(m_timeline, &TimelineView::stepActivated, this, [this](const QString& step) {
        selectStep(step);
        showTab(OutputsTab);
    });
    auto* tbar = new QHBoxLayout;
    tbar->setContentsMargins(6, 4, 6, 2);
    tbar->addWidget(m_criticalLabel, 1);
    tbar->addWidget(m_zoomOutButton);
    tbar->addWidget(m_zoomInButton);
    tbar->addWidget(m_fitButton);
    auto* tl = new QVBoxLayout(timelinePage);
    tl->setContentsMargins(0, 0, 0, 0);
    tl->setSpacing(0);
    tl->addLayout(tbar);
    tl->addWidget(m_timeline, 1);

    m_tabs->addTab(m_overview, QString());
    m_tabs->addTab(m_parameters, QString());
    m_tabs->addTab(outputsPage, QString());
    m_tabs->addTab(timelinePage, QString());
    auto* graphTab = new QWidget(m_tabs);
    graphTab->setObjectName(QStringLiteral("runGraphTab"));
    m_graphPage = new QStackedWidget(graphTab);
    m_graphMessage = new QLabel(m_graphPage);
    m_graphMessage->setAlignment(Qt::AlignCenter);
    m_graphMessage->setWordWrap(true);
    m_graphPage->addWidget(m_graphMessage);
    m_graphZoomOut = new QToolButton(graphTab);
    m_graphZoomOut->setObjectName(QStringLiteral("runGraphZoomOut"));
    m_graphZoomOut->setText(QStringLiteral("−"));
    m_graphZoomIn = new QToolButton(graphTab);
    m_graphZoomIn->setObjectName(QStringLiteral("runGraphZoomIn"));
    m_graphZoomIn->setText(QStringLiteral("+"));
    m_graphFit = new QToolButton(graphTab);
    m_graphFit->setObjectName(QStringLiteral("runGraphFit"));
    for (QToolButton* b : { m_graphZoomOut, m_graphZoomIn, m_graphFit })
        b->setEnabled(false);
    connect(m_graphZoomOut, &QToolButton::clicked, this, [this] {
        if (m_graphCanvas) {
            m_graphAutoFit = false;
            m_graphCanvas->view()->zoomOut();
        }
    });
    connect(m_graphZoomIn, &QToolButton::clicked, this, [this] {
        if (m_graphCanvas) {
            m_graphAutoFit = false;
            m_graphCanvas->view()->zoomIn();
        }
    });
    connect(m_graphFit, &QToolButton::clicked, this, [this] {
        if (m_graphCanvas)
            m_graphCanvas->view()->fitAll();
    });
    // the zoom buttons sit beside the tabs (shown with the Graph tab): the graph keeps the height
    auto* graphButtons = new QWidget(m_tabs);
    graphButtons->setObjectName(QStringLiteral("runGraphButtons"));
    auto* gbar = new QHBoxLayout(graphButtons);
    gbar->setContentsMargins(0, 0, 4, 0);
    gbar->setSpacing(2);
    for (QToolButton* b : { m_graphZoomOut, m_graphZoomIn, m_graphFit }) {
        b->setParent(graphButtons);
        b->setAutoRaise(true);
        gbar->addWidget(b);
    }
    m_tabs->setCornerWidget(graphButtons, Qt::TopRightCorner);
    graphButtons->hide();
    auto* gl = new QVBoxLayout(graphTab);
    gl->setContentsMargins(0, 0, 0, 0);
    gl->setSpacing(0);
    gl->addWidget(m_graphPage, 1);
    m_tabs->addTab(graphTab, QString());
    connect(m_tabs, &QTabWidget::currentChanged, this, [this, graphButtons](int index) {
        graphButtons->setVisible(index == GraphTab);
        if (index == GraphTab)
            startGraphLoad();
    });

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
    m_choosePython->setText(tr("Choose Python Interpreter…"));
    m_choosePython->setToolTip(tr("Choose the Python that steps run with on this machine"));
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

void RunView::updateHeader()
{
    const QLocale locale;
    m_titleLabel->setText(title());
    m_titleLabel->setToolTip(QDir::toNativeSeparators(m_job.pipelineFile));
    const int g = m_statusLabel->fontMetrics().height() + 2;
    m_statusGlyph->setPixmap(runStatusIcon(m_job.status).pixmap(QSize(g, g), devicePixelRatioF()));
    m_statusLabel->setText(runStatusDisplayName(m_job.status));
    QPalette pal = m_statusLabel->palette();
    pal.setColor(QPalette::WindowText, runStatusColor(m_job.status, palette()));
    m_statusLabel->setPalette(pal);
    QStringList times;
    if (m_job.created.isValid())
        times << tr("Submitted %1").arg(locale.toString(m_job.created.toLocalTime(), QLocale::ShortFormat));
    if (m_job.started.isValid())
        times << tr("started %1").arg(m_job.started.toLocalTime().time().toString(QStringLiteral("HH:mm:ss")));
    if (m_job.ended.isValid())
        times << tr("ended %1").arg(m_job.ended.toLocalTime().time().toString(QStringLiteral("HH:mm:ss")));
    if (m_job.started.isValid())
        times << tr("duration %1").arg(formatRunDuration(m_job.durationSeconds()));
    int reused = 0;
    for (const StepRun& s : m_job.steps)
        reused += s.isReused() ? 1 : 0;
    times << tr("%n step(s)", nullptr, int(m_job.steps.size()));
    if (reused > 0)
        times << tr("%n reused", nullptr, reused);
    m_timesLabel->setText(times.join(QStringLiteral(" · ")));
    m_reasonLabel->setText(m_job.reason.isEmpty() ? QString() : tr("Reason: %1").arg(m_job.reason));
    m_reasonLabel->setVisible(!m_job.reason.isEmpty());
    if (!m_job.rerunOf.isEmpty()) {
        m_rerunLabel->setText(tr("Rerun of <a href=\"job:%1\">%1</a>").arg(esc(m_job.rerunOf)));
        m_rerunLabel->show();
    } else {
        m_rerunLabel->hide();
    }
    if (!m_job.warnings.isEmpty()) {
        QStringList shown;
        for (int i = 0; i < m_job.warnings.size() && i < 3; ++i)
            shown << QStringLiteral("⚠ ") + displayedWarning(m_job.warnings[i]);
        if (m_job.warnings.size() > 3)
            shown << tr("… and %n more", nullptr, int(m_job.warnings.size() - 3));
        m_warningsLabel->setText(shown.join(QLatin1Char('\n')));
        QStringList all;
        for (const QString& w : m_job.warnings)
            all << displayedWarning(w);
        m_warningsLabel->setToolTip(all.join(QLatin1Char('\n')));
        m_warningsLabel->show();
    } else {
        m_warningsLabel->hide();
    }
}

QString RunView::headerText() const
{
    QStringList parts { m_titleLabel->text(), m_statusLabel->text(), m_timesLabel->text() };
    if (m_reasonLabel->isVisibleTo(this) || !m_reasonLabel->isHidden())
        parts << m_reasonLabel->text();
    if (!m_rerunLabel->isHidden()) {
        QTextDocument doc;
        doc.setHtml(m_rerunLabel->text());
        parts << doc.toPlainText();
    }
    if (!m_warningsLabel->isHidden())
        parts << m_warningsLabel->text();
    return parts.join(QLatin1Char('\n'));
}

void RunView::updateActions()
{
    const bool known = hasJob();
    const bool active = known && !isTerminal(m_job.status);
    bool anyNotCompleted = false;
    for (const StepRun& s : m_job.steps)
        anyNotCompleted = anyNotCompleted || s.status != RunStatus::Completed;
    m_cancel->setEnabled(active);
    m_rerunFailed->setEnabled(known && !active && anyNotCompleted);
    m_rerunSelected->setEnabled(known && !active && !selectedSteps().isEmpty());
    m_openFolder->setEnabled(known && QFileInfo::exists(m_job.folder));
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

void RunView::updateDetails()
{
    const QString name = selectedStep();
    const StepRun* step = m_job.step(name);
    updateOverview(step);
    updateParameters(step);
    updateOutputs(step);
}

void RunView::updateOverview(const StepRun* step)
{
    const QLocale locale;
    const QPalette pal = palette();
    const QString muted = pal.color(QPalette::PlaceholderText).name();
    auto row = [&](const QString& label, const QString& valueHtml) {
        return QStringLiteral("<tr><td style=\"color:%1; padding-right:14px\">%2</td><td>%3</td></tr>")
            .arg(muted, esc(label), valueHtml);
    };
    auto statusHtml = [&](RunStatus s, bool reused) {
        return QStringLiteral("<span style=\"color:%1; font-weight:600\">%2</span>")
            .arg(runStatusColor(s, pal).name(), esc(runStatusLabel(s, reused)));
    };
    auto when = [&](const QDateTime& t) {
        if (!t.isValid())
            return QStringLiteral("–");
        const QDateTime local = t.toLocalTime();
        return esc(locale.toString(local.date(), QLocale::ShortFormat) + QLatin1Char(' ')
            + local.time().toString(QStringLiteral("HH:mm:ss.zzz")));
    };
    auto historyHtml = [&](const QList<StatusChange>& history) {
        if (history.isEmpty())
            return QString();
        QString h
            = QStringLiteral("<h4>%1</h4><table cellspacing=\"0\" cellpadding=\"2\">").arg(esc(tr("Status history")));
        QDateTime previous;
        for (const StatusChange& c : history) {
            const QString delta = previous.isValid()
                ? QString(QStringLiteral("+") + formatRunDuration(previous.msecsTo(c.time) / 1000.0))
                : QString();
            h += QStringLiteral("<tr><td style=\"padding-right:12px\">%1</td><td style=\"color:%2; "
                                "padding-right:12px\">%3</td><td style=\"padding-right:12px\">%4</td><td>%5</td></tr>")
                     .arg(esc(locale.toString(c.time.toLocalTime().time(), QStringLiteral("HH:mm:ss.zzz"))), muted,
                         esc(delta), statusHtml(c.status, false), esc(c.reason));
            previous = c.time;
        }
        h += QStringLiteral("</table>");
        return h;
    };
    QString html;
    if (!step) {
        if (!hasJob()) {
            m_overview->setHtml(QString());
            return;
        }
        html += QStringLiteral("<h3>%1</h3><table>").arg(esc(tr("Job %1").arg(m_job.id)));
        html += row(tr("Status"), statusHtml(m_job.status, false));
        html += row(tr("Pipeline"), esc(QDir::toNativeSeparators(m_job.pipelineFile)));
        if (!m_job.experiment.isEmpty())
            html += row(tr("Experiment"), esc(m_job.experiment));
        html += row(tr("Backend"), esc(m_job.backend));
        html += row(tr("Started"), when(m_job.started));
        html += row(tr("Ended"), when(m_job.ended));
        if (!m_job.reason.isEmpty())
            html += row(tr("Reason"), esc(m_job.reason));
        html += QStringLiteral("</table>");
        html += historyHtml(m_job.history);
        html += QStringLiteral("<p style=\"color:%1\">%2</p>").arg(muted, esc(tr("Select a step to see its details.")));
        m_overview->setHtml(html);
        return;
    }
    html += QStringLiteral("<h3>%1</h3><table>").arg(esc(step->name));
    QString status = statusHtml(step->status, step->isReused());
    if (step->isReused())
        status += QStringLiteral(" — ")
            + tr("outputs reused from job %1")
                  .arg(QStringLiteral("<a href=\"job:%1\">%1</a>").arg(esc(step->reusedFrom)));
    html += row(tr("Status"), status);
    html += row(tr("Kind"), esc(step->kind));
    html += row(tr("Started"), when(step->started));
    html += row(tr("Ended"), when(step->ended));
    if (step->started.isValid())
        html += row(tr("Duration"), esc(formatRunDuration(step->durationSeconds())));
    if (step->exitCode >= 0 || step->signal > 0) {
        QString code = step->exitCode >= 0 ? QString::number(step->exitCode) : QStringLiteral("–");
        if (step->signal > 0)
            code += QStringLiteral(" (") + tr("ended by signal %1").arg(step->signal) + QLatin1Char(')');
        const bool bad = step->exitCode > 0 || step->signal > 0;
        html += row(tr("Exit code"),
            bad ? QStringLiteral("<span style=\"color:%1; font-weight:600\">%2</span>")
                      .arg(runStatusColor(RunStatus::Failed, pal).name(), esc(code))
                : esc(code));
    }
    if (!step->reason.isEmpty())
        html += row(tr("Reason"), QStringLiteral("<b>%1</b>").arg(esc(step->reason)));
    if (step->attempts > 1)
        html += row(tr("Attempts"), QString::number(step->attempts));
    if (step->cores > 0)
        html += row(tr("Cores"), QString::number(step->cores));
    html += row(tr("Cores × seconds"), esc(locale.toString(step->coreSeconds, 'f', 1)));
    if (!step->folder.isEmpty())
        html += row(tr("Folder"),
            QStringLiteral("<a href=\"%1\">%2</a>")
                .arg(esc(QUrl::fromLocalFile(step->folder).toString()), esc(QDir::toNativeSeparators(step->folder))));
    html += QStringLiteral("</table>");
    if (step->status == RunStatus::Failed && !step->logFile.isEmpty()) {
        const QString tail = lastLogLines(step->logFile, 12);
        if (!tail.isEmpty())
            html += QStringLiteral("<h4>%1</h4><pre style=\"white-space:pre-wrap\">%2</pre>")
                        .arg(esc(tr("Last lines of the log")), esc(tail));
    }
    if (!step->command.isEmpty())
        html += QStringLiteral("<h4>%1</h4><pre style=\"white-space:pre-wrap\">%2</pre>")
                    .arg(esc(tr("Command as run")), esc(step->command));
    if (!step->warnings.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4><ul>").arg(esc(tr("Warnings")));
        for (const QString& w : step->warnings)
            html += QStringLiteral("<li>%1</li>").arg(esc(displayedWarning(w)));
        html += QStringLiteral("</ul>");
    }
    html += historyHtml(step->history);
    const int scroll = m_shownStep == step->name ? m_overview->verticalScrollBar()->value() : 0;
    m_overview->setHtml(html);
    m_overview->verticalScrollBar()->setValue(scroll);
}

QString RunView::overviewText() const
{
    return m_overview->toPlainText();
}

void RunView::updateParameters(const StepRun* step)
{
    // keep the user's expanded state and scroll position across live updates
    const int scroll = m_parameters->verticalScrollBar()->value();
    m_parameters->clear();
    auto addGroup = [this](const QString& title, const QMap<QString, QString>& values, const QString& empty) {
        auto* group = new QTreeWidgetItem(m_parameters, { title });
        QFont f = group->font(0);
        f.setWeight(QFont::DemiBold);
        group->setFont(0, f);
        group->setFirstColumnSpanned(true);
        if (values.isEmpty()) {
            auto* item = new QTreeWidgetItem(group, { empty });
            item->setForeground(0, palette().color(QPalette::PlaceholderText));
        }
        for (auto it = values.cbegin(); it != values.cend(); ++it) {
            const bool isPath = QDir::isAbsolutePath(it.value()) && QFileInfo::exists(it.value());
            auto* item
                = new QTreeWidgetItem(group, { it.key(), isPath ? QDir::toNativeSeparators(it.value()) : it.value() });
            item->setToolTip(1, item->text(1));
            if (isPath) {
                item->setData(1, Qt::UserRole, it.value());
                item->setIcon(1, appIcon(QStringLiteral("folder")));
            }
        }
        group->setExpanded(true);
    };
    if (step)
        addGroup(tr("Inputs of step '%1'").arg(step->name), step->inputs,
            step->started.isValid() ? tr("(no inputs)")
                                    : tr("(the step has not started: its inputs are resolved when it starts)"));
    if (hasJob())
        addGroup(tr("Pipeline inputs"), m_job.parameters, tr("(no pipeline inputs)"));
    m_parameters->verticalScrollBar()->setValue(scroll);
}

void RunView::updateOutputs(const StepRun* step)
{
    const QString name = step ? step->name : QString();
    const bool stepChanged = name != m_shownStep;
    m_shownStep = name;
    // outputs
    const QString current = m_outputs->currentItem() ? m_outputs->currentItem()->text(0) : QString();
    m_outputs->clear();
    if (step) {
        for (auto it = step->outputs.cbegin(); it != step->outputs.cend(); ++it) {
            auto* item = new QTreeWidgetItem(m_outputs, { it.key(), QDir::toNativeSeparators(it.value()) });
            item->setIcon(0, appIcon(QStringLiteral("output")));
            item->setToolTip(1, QDir::toNativeSeparators(it.value()));
            if (step->isReused())
                item->setIcon(1, runStatusIcon(RunStatus::Completed, true));
            if ((it.key() == current && !stepChanged) || !m_outputs->currentItem())
                m_outputs->setCurrentItem(item);
        }
    }
    m_openOutput->setEnabled(m_outputs->currentItem() != nullptr);
    const bool parallel = step && step->kind == QLatin1String("parallel");
    m_jobResultButton->setVisible(parallel);
    m_stdLogButton->setEnabled(step != nullptr);
    // files of the step folder
    const QString folder = step ? QDir::cleanPath(step->folder) : QString();
    if (folder != m_shownFolder) {
        m_shownFolder = folder;
        static_cast<StepFilesFilter*>(m_fsProxy)->root = folder;
        if (!folder.isEmpty() && QFileInfo::exists(folder)) {
            const QModelIndex root = m_fsModel->setRootPath(folder);
            m_fsProxy->invalidate();
            m_files->setRootIndex(m_fsProxy->mapFromSource(root));
        } else {
            m_files->setRootIndex(m_fsProxy->mapFromSource(m_fsModel->index(QDir::rootPath())));
            m_files->setRootIndex(QModelIndex());
            m_files->collapseAll();
        }
    } else if (!folder.isEmpty() && QFileInfo::exists(folder) && !m_files->rootIndex().isValid()) {
        // the folder appeared after the step started
        const QModelIndex root = m_fsModel->setRootPath(folder);
        m_files->setRootIndex(m_fsProxy->mapFromSource(root));
    }
    // the log
    if (stepChanged) {
        if (step && !step->logFile.isEmpty())
            openLogFile(step->logFile);
        else
            m_log->showMessage(step ? tr("This step has no log.") : tr("Select a step to see its log."));
    } else if (step) {
        m_log->poll();
    }
}

void RunView::openLogFile(const QString& path)
{
    m_log->openFile(path);
}

bool RunView::openOutputFolder(const QString& output)
{
    const StepRun* step = m_job.step(m_shownStep);
    if (!step || !step->outputs.contains(output))
        return false;
    const QFileInfo info(step->outputs.value(output));
    const QString dir = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    if (!QFileInfo::exists(dir))
        return false;
    return urlOpener()(QUrl::fromLocalFile(dir));
}

QHash<QString, QStringList> RunView::dependencies() const
{
    // the snapshot's graph, completed by the step inputs that read other steps' output folders
    QHash<QString, QStringList> deps = m_snapshotDeps;
    const QHash<QString, QStringList> fromPaths = RunController::pathDependencies(m_job);
    for (auto it = fromPaths.cbegin(); it != fromPaths.cend(); ++it)
        for (const QString& d : it.value())
            if (!deps.value(it.key()).contains(d))
                deps[it.key()] << d;
    return deps;
}

void RunView::startSnapshotRead()
{
    if (m_snapshotStarted)
        return;
    m_snapshotStarted = true;
    auto* watcher = new QFutureWatcher<QHash<QString, QStringList>>(this);
    connect(watcher, &QFutureWatcher<QHash<QString, QStringList>>::finished, this, [this, watcher] {
        m_snapshotDeps = watcher->result();
        m_snapshotDone = true;
        watcher->deleteLater();
        updateTimeline();
    });
    const JobRun job = m_job;
    const auto cache = m_controller->componentCache();
    watcher->setFuture(QtConcurrent::run([job, cache] { return RunController::snapshotDependencies(job, cache); }));
}

void RunView::updateTimeline()
{
    if (!hasJob())
        return;
    const QHash<QString, QStringList> deps = dependencies();
    m_timeline->setJob(m_job, deps);
    const QStringList critical = m_timeline->criticalPath();
    if (critical.isEmpty()) {
        m_criticalLabel->setText(tr("No step has started yet."));
    } else {
        double total = 0;
        for (const QString& s : critical)
            if (const StepRun* r = m_job.step(s))
                total += r->durationSeconds();
        m_criticalLabel->setText(
            tr("Critical path: %1 (%2)").arg(critical.join(QStringLiteral(" → ")), formatRunDuration(total)));
    }
    m_syncing = true;
    m_timeline->setSelectedStep(selectedStep());
    m_syncing = false;
}

void RunView::startGraphLoad()
{
    if (m_graphStarted || !hasJob())
        return;
    m_graphStarted = true;
    const QString snapshot
        = QDir(m_job.folder).filePath(QStringLiteral("snapshot/") + QFileInfo(m_job.pipelineFile).fileName());
    const QString original = m_job.pipelineFile;
    const auto cache = m_controller->componentCache();
    auto* watcher = new QFutureWatcher<std::shared_ptr<PreparedContent>>(this);
    connect(watcher, &QFutureWatcher<std::shared_ptr<PreparedContent>>::finished, this, [this, watcher, snapshot] {
        const std::shared_ptr<PreparedContent> prepared = watcher->result();
        watcher->deleteLater();
        if (!prepared || !prepared->error.isEmpty()) {
            m_graphMessage->setText(tr("The pipeline as it ran cannot be shown: %1")
                                        .arg(prepared ? prepared->error : QDir::toNativeSeparators(snapshot)));
            return;
        }
        m_graphDocument = new PipelineDocument(this);
        m_graphDocument->adopt(prepared);
        m_graphLayout = new CanvasLayout(this);
        m_graphLayout->load(m_job.pipelineFile); // the positions the user gave the pipeline, when there are some
        m_graphCanvas = new CanvasWidget(m_graphDocument, m_graphLayout, m_graphPage);
        m_graphCanvas->rootScene()->setReadOnly(true);
        m_graphCanvas->setAccessibleName(tr("Graph of the run"));
        m_graphPage->addWidget(m_graphCanvas);
        m_graphPage->setCurrentWidget(m_graphCanvas);
        updateGraphStatus();
        // opened fitted to the room it has (again as that room changes, until the user zooms or pans); the keys
        // and menu items of View ▸ Zoom act on it while it has the focus
        m_graphCanvas->view()->installEventFilter(this);
        m_graphCanvas->view()->viewport()->installEventFilter(this);
        for (QToolButton* b : { m_graphZoomOut, m_graphZoomIn, m_graphFit })
            b->setEnabled(true);
        connectGraphActions();
        QTimer::singleShot(0, this, &RunView::fitGraph);
    });
    // the snapshot's text, read and checked off the GUI thread; components resolve next to the original file
    watcher->setFuture(QtConcurrent::run([snapshot, original, cache] {
        QByteArray text;
        QString error;
        if (!readFileBytes(snapshot, text, &error)) {
            auto failed = std::make_shared<PreparedContent>();
            failed->error = error;
            return failed;
        }
        return PipelineDocument::prepare(text, original, cache);
    }));
}

void RunView::updateGraphStatus()
{
    if (!m_graphCanvas)
        return;
    for (const StepRun& s : m_job.steps)
        m_graphCanvas->setRunStatus(s.name, s.status, s.durationSeconds(), s.isReused());
}

namespace {

    /// Warnings the local backend stores with a job, in the language of the moment it ran; shown in the
    /// language of now.
    struct StoredText {
        const char* context;
        const char* source;
    };
    const StoredText storedWarnings[] = {
        { "pw::LocalEngine",
            QT_TRANSLATE_NOOP("pw::LocalEngine",
                "steps run with this machine's Python (%1), not in their environments (%2); packages may differ") },
        { "pw::LocalEngine",
            QT_TRANSLATE_NOOP("pw::LocalEngine", "step '%1': %2 lists packages that %3 cannot import: %4") },
    };

} // namespace

QString RunView::displayedWarning(const QString& stored)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d)"));
    for (const StoredText& t : storedWarnings) {
        const QString source = QString::fromUtf8(t.source);
        const QString translated = QCoreApplication::translate(t.context, t.source);
        if (translated == source)
            continue;
        // the English text with its placeholders as groups
        QString pattern = QStringLiteral("^");
        QList<int> order;
        qsizetype from = 0;
        QRegularExpressionMatchIterator it = placeholder.globalMatch(source);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            pattern += QRegularExpression::escape(source.mid(from, m.capturedStart() - from)) + QStringLiteral("(.*?)");
            order << m.captured(1).toInt();
            from = m.capturedEnd();
        }
        pattern += QRegularExpression::escape(source.mid(from)) + QLatin1Char('$');
        const QRegularExpressionMatch match
            = QRegularExpression(pattern, QRegularExpression::DotMatchesEverythingOption).match(stored);
        if (!match.hasMatch())
            continue;
        QString out = translated;
        // every placeholder at once, so that a value holding "%2" is left alone
        QStringList values(10);
        for (int i = 0; i < order.size(); ++i)
            values[order[i]] = match.captured(i + 1);
        switch (order.size()) {
        case 2:
            return out.arg(values[1], values[2]);
        case 4:
            return out.arg(values[1], values[2], values[3], values[4]);
        default:
            return stored;
        }
    }
    return stored;
}

// ----- step list, graph, hints ---------------------------------------------------------------------------

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

void RunView::fitGraph()
{
    if (!m_graphCanvas || !m_graphCanvas->isVisible())
        return;
    // the whole run in sight when its steps stay legible; else the first steps at a readable size
    CanvasView* view = m_graphCanvas->view();
    view->fitAll();
    if (view->zoom() < 0.4)
        view->fitReadable();
}

bool RunView::graphHasFocus() const
{
    const QWidget* focus = QApplication::focusWidget();
    return m_graphCanvas && focus && m_graphCanvas->isVisible()
        && (focus == m_graphCanvas || m_graphCanvas->isAncestorOf(focus));
}

QAction* RunView::windowAction(const char* name) const
{
    // the main window, also while this view is in a floating dock
    const QWidget* top = this;
    while (top->parentWidget())
        top = top->parentWidget();
    return top->findChild<QAction*>(QLatin1String(name));
}

namespace {

    /// The window's zoom and fit actions, and what they do on a canvas.
    struct GraphAction {
        const char* name;
        void (CanvasView::*slot)();
        bool fits;
    };
    const GraphAction graphActions[] = {
        { "actionZoomIn", &CanvasView::zoomIn, false },
        { "actionZoomOut", &CanvasView::zoomOut, false },
        { "actionActualSize", &CanvasView::resetZoom, false },
        { "actionFitAll", &CanvasView::fitAll, true },
        { "actionFitSelection", &CanvasView::fitSelection, false },
    };

} // namespace

void RunView::connectGraphActions()
{
    // chosen from the menu while the graph has the focus (its keys are handled in graphShortcut())
    for (const GraphAction& g : graphActions) {
        QAction* action = windowAction(g.name);
        if (!action)
            continue;
        const auto slot = g.slot;
        const bool fits = g.fits;
        connect(action, &QAction::triggered, this, [this, slot, fits] {
            if (!graphHasFocus())
                return;
            m_graphAutoFit = m_graphAutoFit && fits;
            (m_graphCanvas->view()->*slot)();
        });
    }
}

bool RunView::graphShortcut(QKeyEvent* event, bool run)
{
    const QKeySequence pressed(event->keyCombination());
    for (const GraphAction& g : graphActions) {
        QAction* action = windowAction(g.name);
        if (!action || !action->isEnabled())
            continue;
        for (const QKeySequence& k : action->shortcuts()) {
            if (k.isEmpty() || k.matches(pressed) != QKeySequence::ExactMatch)
                continue;
            if (run) {
                m_graphAutoFit = m_graphAutoFit && g.fits;
                (m_graphCanvas->view()->*g.slot)();
            }
            return true;
        }
    }
    return false;
}

bool RunView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_steps->viewport() && event->type() == QEvent::Resize) {
        fitStepColumn();
        return false;
    }
    if (m_graphCanvas && (watched == m_graphCanvas->view() || watched == m_graphCanvas->view()->viewport())) {
        switch (event->type()) {
        case QEvent::ShortcutOverride:
            // the window's View ▸ Zoom keys work on this graph, not on the document's canvas
            if (watched == m_graphCanvas->view() && graphShortcut(static_cast<QKeyEvent*>(event), false)) {
                event->accept();
                return true;
            }
            break;
        case QEvent::KeyPress:
            if (watched == m_graphCanvas->view() && graphShortcut(static_cast<QKeyEvent*>(event), true))
                return true;
            if (static_cast<QKeyEvent*>(event)->modifiers() & Qt::ControlModifier)
                m_graphAutoFit = false;
            break;
        case QEvent::Wheel:
        case QEvent::MouseButtonPress:
            m_graphAutoFit = false;
            break;
        case QEvent::Resize:
        case QEvent::Show:
            if (m_graphAutoFit && watched == m_graphCanvas->view()->viewport())
                QTimer::singleShot(0, this, &RunView::fitGraph);
            break;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString RunView::missingModule(const QString& logText)
{
    static const QRegularExpression notFound(
        QStringLiteral(R"((?:ModuleNotFoundError|ImportError): No module named '?([\w.]+)'?)"));
    static const QRegularExpression cannotImport(
        QStringLiteral(R"(ImportError: cannot import name '?([\w.]+)'? from '?([\w.]+)'?)"));
    static const QRegularExpression otherImport(QStringLiteral(R"(ImportError: [^\n]*?'([\w.]+)')"));
    // the last one in the log is the one that ended the step
    QString module;
    qsizetype at = -1;
    auto consider = [&](const QRegularExpression& re, int group) {
        QRegularExpressionMatchIterator it = re.globalMatch(logText);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            if (m.capturedStart() > at) {
                at = m.capturedStart();
                module = m.captured(group);
            }
        }
    };
    consider(notFound, 1);
    consider(cannotImport, 2);
    if (module.isEmpty())
        consider(otherImport, 1);
    return module;
}

namespace {

    /// The interpreter a step ran with, from the header of its executor log ("python: …").
    QString stepPython(const QString& stepFolder)
    {
        QFile f(QDir(stepFolder).filePath(QStringLiteral("system_logs/executor.txt")));
        if (!f.open(QIODevice::ReadOnly))
            return QString();
        const QString head = QString::fromUtf8(f.read(16 * 1024));
        QStringList prefixes { QStringLiteral("python: ") };
        const QString translated = QCoreApplication::translate("pw::LocalEngine", "python: %1");
        const qsizetype arg = translated.indexOf(QLatin1String("%1"));
        if (arg > 0 && !prefixes.contains(translated.left(arg)))
            prefixes << translated.left(arg);
        for (const QString& line : head.split(QLatin1Char('\n'))) {
            // "2026-…Z python: /usr/bin/python3"
            const qsizetype space = line.indexOf(QLatin1Char(' '));
            const QString text = line.mid(space + 1).trimmed();
            for (const QString& p : prefixes)
                if (text.startsWith(p))
                    return text.mid(p.size()).trimmed();
        }
        return QString();
    }

} // namespace

void RunView::updatePythonHint()
{
    // look once into the log of each failed step
    for (const StepRun& s : m_job.steps) {
        if (s.status != RunStatus::Failed || m_importProblems.contains(s.name))
            continue;
        ImportProblem p;
        p.step = s.name;
        QString text = s.reason;
        if (!s.logFile.isEmpty())
            text += QLatin1Char('\n') + lastLogLines(s.logFile, 60);
        p.module = missingModule(text);
        if (!p.module.isEmpty()) {
            p.python = stepPython(s.folder);
            if (p.python.isEmpty())
                p.python = m_controller->pythonInterpreter();
        }
        m_importProblems.insert(s.name, p);
    }
    // the selected step's problem, else the first failed step's
    const ImportProblem* shown = nullptr;
    const QString selected = selectedStep();
    if (m_importProblems.contains(selected) && !m_importProblems[selected].module.isEmpty())
        shown = &m_importProblems[selected];
    for (const StepRun& s : m_job.steps) {
        if (shown)
            break;
        auto it = m_importProblems.constFind(s.name);
        if (it != m_importProblems.constEnd() && !it->module.isEmpty())
            shown = &*it;
    }
    if (!shown) {
        m_pythonHint->hide();
        return;
    }
    const QString python = shown->python.isEmpty() ? tr("the default Python (python3 on PATH)")
                                                   : QDir::toNativeSeparators(shown->python);
    const QString top = shown->module.section(QLatin1Char('.'), 0, 0);
    m_pythonHintLabel->setText(
        QStringLiteral("<b>%1</b><br>%2")
            .arg(esc(tr("Step '%1' failed because Python could not import the module '%2'.")
                         .arg(shown->step, shown->module)),
                esc(tr("The step ran with %1, which does not have '%2' installed. Choose an interpreter that has the "
                       "step's packages (for example the Python of its virtual or conda environment), or install the "
                       "package that provides '%2' into %1.")
                        .arg(python, top))));
    m_pythonHint->show();
}

QString RunView::pythonHintText() const
{
    if (m_pythonHint->isHidden())
        return QString();
    QTextDocument doc;
    doc.setHtml(m_pythonHintLabel->text());
    return doc.toPlainText();
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
