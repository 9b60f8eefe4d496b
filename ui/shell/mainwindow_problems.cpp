// SPDX-License-Identifier: MIT
// The main window's problems: collecting every open document's diagnostics, the summary, Validate, going to a problem.
#include "mainwindow.h"

#include "compute/computecontroller.h"
#include "ui_mainwindow.h"
#include "undogroup.h"
#include "undostack.h"

#include "canvasscene.h"
#include "canvaswidget.h"
#include "componentcache.h"
#include "documenttab.h"
#include "editactions.h"
#include "icons.h"
#include "messagebanner.h"
#include "outlinemodel.h"
#include "palettepanel.h"
#include "pipelinedocument.h"
#include "problemsmodel.h"
#include "problemspanel.h"
#include "properties/propertiespanel.h"
#include "run/runcontroller.h"
#include "translation.h"
#include "uiutil.h"
#include "welcomepage.h"
#include "workspacepanel.h"
#include "yamleditor.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>

namespace pw {

void MainWindow::updateProblems(PipelineDocument* document)
{
    // the document's own findings, and whether its steps fit the current backend's compute and quota
    Diagnostics all = document->diagnostics();
    if (m_compute)
        all += m_compute->preflightFor(document);
    problemsModel()->setDiagnostics(document->filePath(), all);
}

void MainWindow::refreshAllProblems()
{
    problemsModel()->clear();
    for (int i = 0; i < documentCount(); ++i)
        updateProblems(document(i));
}

void MainWindow::updateProblemsSummary()
{
    if (!m_problemsButton)
        return;
    const QString summary = problemsPanel()->summary();
    problemsDock()->setWindowTitle(summary.isEmpty() ? tr("Problems") : tr("Problems (%1)").arg(summary));
    m_problemsButton->setText(summary.isEmpty() ? tr("No problems") : summary);
    m_problemsButton->setToolTip(tr("Show the Problems panel"));
    const QString icon = problemsModel()->errorCount() ? QStringLiteral("error")
        : problemsModel()->warningCount()              ? QStringLiteral("warning")
                                                       : QStringLiteral("info");
    m_problemsButton->setIcon(appIcon(icon));
}

void MainWindow::showProblem(const Diagnostic& diagnostic, const QString& sourceFile)
{
    const QString file = diagnostic.file.isEmpty() ? sourceFile : diagnostic.file;
    if (file.isEmpty() || !openFile(file))
        return;
    if (DocumentTab* tab = currentDocumentTab()) {
        if (!diagnostic.step.isEmpty())
            tab->canvas()->selectStep(diagnostic.step);
        if (diagnostic.line > 0)
            tab->editor()->goToLine(diagnostic.line, diagnostic.col);
        else
            tab->editor()->setFocus();
        if (!diagnostic.step.isEmpty() && !diagnostic.field.isEmpty()) {
            propertiesPanel()->setStep(diagnostic.step);
            propertiesDock()->show();
            propertiesDock()->raise();
            propertiesPanel()->focusField(diagnostic.field);
        }
    }
}

void MainWindow::validate()
{
    DocumentTab* tab = currentDocumentTab();
    if (!tab)
        return;
    WaitCursor wait;
    tab->flushPendingEdits();
    tab->document()->revalidate();
    problemsDock()->show();
    problemsDock()->raise();
    PipelineDocument* doc = tab->document();
    int counts[3] = {0, 0, 0};
    for (const Diagnostic& d : doc->diagnostics())
        ++counts[int(d.severity)];
    const QString summary = ProblemsPanel::countSummary(counts[0], counts[1], counts[2]);
    statusBar()->showMessage(summary.isEmpty() ? tr("%1: no problems found").arg(doc->displayName())
                                               : tr("%1: %2").arg(doc->displayName(), summary),
                             6000);
}

} // namespace pw
