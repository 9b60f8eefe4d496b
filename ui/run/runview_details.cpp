// SPDX-License-Identifier: MIT
// The details of a run view's selected step: the Overview (status history, reason, command as run, cores ×
// seconds), the Parameters and the Outputs + logs (output folders, the step's files and its live log).
#include "icons.h"
#include "logtail.h"
#include "runcontroller.h"
#include "runlogpane.h"
#include "runstatusstyle.h"
#include "runview.h"

#include "parallel/parallelsettingsview.h"
#include "parallel/parallelsteppanel.h"
#include "parallel/parallelstepwindow.h"
#include "stepfilesfilter.h"
#include "stepprocesses.h"
#include "sweeptrials.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace pw {

namespace {

    QString esc(const QString& s)
    {
        return s.toHtmlEscaped();
    }


} // namespace

QWidget* RunView::buildOverviewPage()
{
    m_overview = new QTextBrowser(m_tabs);
    m_overview->setObjectName(QStringLiteral("runOverview"));
    m_overview->setOpenLinks(false);
    m_overview->setFrameShape(QFrame::NoFrame);
    connect(m_overview, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("job"))
            m_controller->openRunView(url.path());
        else if (url.scheme() == QLatin1String("log")) {
            // a process's log, in the Outputs + logs tab
            m_tabs->setCurrentIndex(OutputsTab);
            openLogFile(url.path());
        }
        else if (url.isLocalFile())
            urlOpener()(url);
    });
    return m_overview;
}

QWidget* RunView::buildParametersPage()
{
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
    return m_parameters;
}

QWidget* RunView::buildOutputsPage()
{
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
    m_parallelButton = new QToolButton(left);
    m_parallelButton->setObjectName(QStringLiteral("runOpenParallelStep"));
    m_parallelButton->setAutoRaise(true);
    m_parallelButton->setIcon(appIcon(QStringLiteral("step-parallel")));
    m_parallelButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_parallelButton, &QToolButton::clicked, this, [this] { openParallelStep(m_shownStep); });
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
    quick->addWidget(m_parallelButton);
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
    return outputsPage;
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
                    .arg(esc(step->kind == QLatin1String("sweep") ? tr("Command of each trial (with its search space values)")
                                                                   : tr("Command as run")),
                         esc(step->command));
    // a distributed step: each process with its role, its end and its log (a small file its runner writes)
    if (const QList<StepProcess> processes = step->isReused() ? QList<StepProcess>() : readStepProcesses(step->folder);
        !processes.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4><table cellspacing=\"0\" cellpadding=\"2\">").arg(esc(tr("Processes")));
        for (const StepProcess& p : processes) {
            const bool bad = p.ended && (p.exitCode != 0 || p.signal > 0);
            const QString end = !p.ended      ? tr("running")
                                : p.signal > 0 ? tr("ended by signal %1").arg(p.signal)
                                               : tr("exit %1").arg(p.exitCode);
            const QString path = QDir(step->folder).filePath(p.log);
            html += QStringLiteral("<tr><td style=\"padding-right:12px\">%1</td><td style=\"padding-right:12px\">%2</td>"
                                   "<td style=\"padding-right:12px%3\">%4</td><td><a href=\"%5\">%6</a></td></tr>")
                        .arg(QString::number(p.index), esc(p.role),
                             bad ? QStringLiteral("; color:%1").arg(runStatusColor(RunStatus::Failed, pal).name()) : QString(),
                             esc(end), esc(QStringLiteral("log:") + QUrl::toPercentEncoding(path, "/")), esc(QFileInfo(p.log).fileName()));
        }
        html += QStringLiteral("</table>");
    }
    // a sweep step: each trial with its parameters, its status, its metric and its log (its runner's record)
    if (const SweepTrials sweep = step->isReused() || step->kind != QLatin1String("sweep") ? SweepTrials() : readSweepTrials(step->folder);
        !sweep.trials.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4>").arg(esc(tr("Trials (the best by %1, %2)")
                                                          .arg(sweep.primaryMetric, sweep.maximize ? tr("highest") : tr("lowest"))));
        const QString cell = QStringLiteral("<td style=\"padding-right:12px%1\">%2</td>");
        html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\"><tr>");
        for (const QString& h : {tr("Trial"), tr("Status"), sweep.primaryMetric, tr("Duration"), tr("Parameters"), tr("Log")})
            html += QStringLiteral("<th align=\"left\" style=\"padding-right:12px\">%1</th>").arg(esc(h));
        html += QStringLiteral("</tr>");
        for (const SweepTrial& t : sweep.trials) {
            const QString color = t.status == RunStatus::Completed || t.status == RunStatus::NotStarted
                                      ? QString()
                                      : QStringLiteral("; color:%1").arg(runStatusColor(t.status, pal).name());
            const QString path = QDir(step->folder).filePath(t.folder() + QStringLiteral("/user_logs/std_log.txt"));
            QString row = QStringLiteral("<tr%1>").arg(t.best ? QStringLiteral(" style=\"font-weight:bold\"") : QString());
            row += cell.arg(QString(), (t.best ? QStringLiteral("★ ") : QString()) + QString::number(t.index));
            row += QStringLiteral("<td style=\"padding-right:12px%1\" title=\"%2\">%3</td>")
                       .arg(color, esc(t.reason), esc(runStatusDisplayName(t.status)));
            row += cell.arg(QString(), t.hasMetric ? esc(locale.toString(t.metric, 'g', 6)) : QStringLiteral("—"));
            row += cell.arg(QString(), t.started.isValid() ? esc(locale.toString(t.durationSeconds(), 'f', 1) + QStringLiteral(" s")) : QString());
            row += cell.arg(QString(), esc(sweepParametersText(t.parameters)));
            row += t.started.isValid() ? QStringLiteral("<td><a href=\"%1\">%2</a></td>")
                                             .arg(esc(QStringLiteral("log:") + QUrl::toPercentEncoding(path, "/")), esc(tr("log")))
                                       : QStringLiteral("<td></td>");
            html += row + QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
        if (!sweep.note.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(esc(sweep.note));
    }
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
    m_parallelButton->setVisible(parallel);
    m_stdLogButton->setEnabled(step != nullptr);
    // files of the step folder
    const QString folder = step ? QDir::cleanPath(step->folder) : QString();
    if (folder != m_shownFolder) {
        m_shownFolder = folder;
        static_cast<StepFilesFilter*>(m_fsProxy)->setRoot(folder);
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
        else if (step && fetchRemoteLog(step->name, true))
            m_log->showMessage(tr("Reading the log of %1 from %2…").arg(step->name, m_controller->currentBackend()->displayName()));
        else
            m_log->showMessage(step ? tr("This step has no log.") : tr("Select a step to see its log."));
    } else if (step) {
        // a remote step's copy grows with each reading while it runs; the viewer follows the file
        if (step->logFile.isEmpty() && !isTerminal(step->status))
            fetchRemoteLog(step->name, false);
        m_log->poll();
    }
}

bool RunView::fetchRemoteLog(const QString& step, bool open)
{
    Backend* backend = m_controller->currentBackend();
    if (!backend || backend->runsOnThisMachine() || m_fetchingLog)
        return false;
    m_fetchingLog = true;
    auto* watcher = new QFutureWatcher<QString>(this);
    const QString job = m_jobId;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, step, open] {
        watcher->deleteLater();
        m_fetchingLog = false;
        const QString path = watcher->future().resultCount() > 0 ? watcher->future().result() : QString();
        if (step != m_shownStep)
            return;
        if (path.isEmpty()) {
            if (open)
                m_log->showMessage(tr("%1 has no log yet.").arg(step));
            return;
        }
        if (open || m_log->fileName() != path)
            openLogFile(path);
        else
            m_log->poll();
    });
    watcher->setFuture(backend->stepLog(job, step));
    return true;
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

ParallelStepWindow* RunView::openParallelStep(const QString& name)
{
    const StepRun* step = m_job.step(name);
    if (!step || step->kind != QLatin1String("parallel") || step->folder.isEmpty())
        return nullptr;
    ParallelStepWindow* w = ParallelStepWindow::open(window(), QDir::cleanPath(step->folder),
                                                     tr("%1 (%2)").arg(step->name, m_job.displayName.isEmpty() ? m_job.id : m_job.displayName),
                                                     QDir::toNativeSeparators(QDir(step->folder).filePath(QStringLiteral("logs"))));
    const bool running = !isTerminal(step->status) && step->status != RunStatus::NotStarted;
    ParallelStepPanel* panel = w->panel();
    if (panel->logsFolder().isEmpty() || panel->isLive() != running)
        panel->openLogs(step->folder, running);
    panel->setTimes(step->started, step->ended);
    // the settings the step ran with: the pipeline as the run's snapshot kept it (a local run keeps one)
    const QDir snapshot(QDir(m_job.folder).filePath(QStringLiteral("snapshot")));
    QFile pipeline(snapshot.filePath(QFileInfo(m_job.pipelineFile).fileName()));
    if (!m_job.folder.isEmpty() && !m_job.pipelineFile.isEmpty() && pipeline.open(QIODevice::ReadOnly)) {
        auto* settings = qobject_cast<ParallelSettingsView*>(panel->settingsWidget());
        if (!settings) {
            settings = new ParallelSettingsView;
            panel->setSettingsWidget(settings);
        }
        settings->setSnapshot(pipeline.readAll(), name, snapshot.filePath(QStringLiteral("components")));
    }
    return w;
}

} // namespace pw
