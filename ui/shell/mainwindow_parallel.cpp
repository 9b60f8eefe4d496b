// SPDX-License-Identifier: MIT
// The main window's ways into the parallel-step panel: File ▸ Open Parallel Logs… (a logs folder alone, no run
// store) and a parallel step double-clicked on the canvas (its settings, and the logs of its last run).
#include "mainwindow.h"

#include "documenttab.h"
#include "parallel/parallelsettingsview.h"
#include "parallel/parallelsteppanel.h"
#include "parallel/parallelstepwindow.h"
#include "pipelinedocument.h"
#include "pipelinespec.h"
#include "run/runcontroller.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>

namespace pw {

void MainWindow::openParallelLogsDialog()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Parallel Logs"), workspaceRoot());
    if (!dir.isEmpty())
        openParallelLogs(dir);
}

ParallelStepWindow* MainWindow::openParallelLogs(const QString& folder)
{
    const QFileInfo info(folder);
    if (!info.isDir()) {
        QMessageBox::warning(this, tr("Not a Folder"), tr("%1 is not a folder.").arg(QDir::toNativeSeparators(folder)));
        return nullptr;
    }
    const QString path = info.absoluteFilePath();
    const QString name = info.fileName() == QLatin1String("logs") ? QFileInfo(info.absolutePath()).fileName() : info.fileName();
    ParallelStepWindow* w = ParallelStepWindow::open(this, QDir::cleanPath(path), name, QDir::toNativeSeparators(path));
    if (w->panel()->logsFolder().isEmpty())
        w->panel()->openLogs(path, false);
    return w;
}

void MainWindow::openParallelStepDesign(DocumentTab* tab, const QString& stepName)
{
    PipelineDocument* doc = tab->document();
    const QString key = QStringLiteral("design:%1:%2").arg(doc->filePath(), stepName);
    // the step's last run (the one its canvas shows), when the pipeline ran from this window
    const JobRun* job = m_run ? m_run->cachedJob(m_run->lastJobOf(doc->filePath())) : nullptr;
    const StepRun* run = job && QDir::cleanPath(job->pipelineFile) == QDir::cleanPath(doc->filePath()) ? job->step(stepName) : nullptr;
    const QString subtitle = run ? tr("Design of %1; logs of its last run, %2").arg(QDir::toNativeSeparators(doc->filePath()), job->id)
                                 : tr("Design of %1; no run of this step yet").arg(QDir::toNativeSeparators(doc->filePath()));
    ParallelStepWindow* w = ParallelStepWindow::open(this, key, stepName, subtitle);
    ParallelStepPanel* panel = w->panel();
    auto* settings = qobject_cast<ParallelSettingsView*>(panel->settingsWidget());
    if (!settings) {
        settings = new ParallelSettingsView;
        panel->setSettingsWidget(settings);
    }
    settings->setDocument(doc, stepName);
    if (run && !run->folder.isEmpty()) {
        const bool running = !isTerminal(run->status) && run->status != RunStatus::NotStarted;
        if (panel->logsFolder() != QDir(run->folder).filePath(QStringLiteral("logs")) || panel->isLive() != running)
            panel->openLogs(run->folder, running);
        panel->setTimes(run->started, run->ended);
    }
    panel->showTab(run ? ParallelStepPanel::OverviewTab : ParallelStepPanel::SettingsTab);
}

} // namespace pw
