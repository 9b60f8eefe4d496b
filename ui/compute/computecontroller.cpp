// SPDX-License-Identifier: MIT
#include "computecontroller.h"

#include "backend.h"
#include "computepickerdialog.h"
#include "icons.h"
#include "pipelinespec.h"
#include "quota.h"
#include "vmcatalog.h"
#include "instancetypeeditor.h"
#include "pipelinedocument.h"
#include "quotadashboard.h"
#include "uiutil.h"

#include <QAction>
#include <QDockWidget>
#include <QScrollArea>
#include <QEvent>
#include <QFutureWatcher>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTimer>

namespace pw {

ComputeController::ComputeController(QMainWindow* window)
    : QObject(window)
    , m_window(window)
{
    m_dashboardAction = new QAction(this);
    m_dashboardAction->setObjectName(QStringLiteral("actionQuotaDashboard"));
    m_dashboardAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q));
    connect(m_dashboardAction, &QAction::triggered, this, &ComputeController::showDashboard);
    m_pipelineAction = new QAction(appIcon(QStringLiteral("compute-cluster")), QString(), this);
    m_pipelineAction->setObjectName(QStringLiteral("actionPipelineCompute"));
    connect(m_pipelineAction, &QAction::triggered, this, [this] { pickCompute(QString()); });
    m_stepAction = new QAction(this);
    m_stepAction->setObjectName(QStringLiteral("actionStepCompute"));
    m_stepAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    connect(m_stepAction, &QAction::triggered, this, [this] {
        const QString step = m_selectedStep ? m_selectedStep() : QString();
        if (step.isEmpty())
            m_window->statusBar()->showMessage(tr("Select one step on the canvas first."), 5000);
        else
            pickCompute(step);
    });
    m_instanceTypesAction = new QAction(this);
    m_instanceTypesAction->setObjectName(QStringLiteral("actionInstanceTypes"));
    connect(m_instanceTypesAction, &QAction::triggered, this, [this] {
        auto* editor = new InstanceTypeEditor(m_window);
        editor->setAttribute(Qt::WA_DeleteOnClose);
        editor->show();
    });
    m_window->installEventFilter(this);
    retranslate();
    updateActions();
}

ComputeController::~ComputeController() = default;

void ComputeController::install(QMenuBar* menuBar, QAction* beforeMenu)
{
    m_menu = new QMenu(menuBar);
    m_menu->setObjectName(QStringLiteral("menuCompute"));
    m_menu->addAction(m_pipelineAction);
    m_menu->addAction(m_stepAction);
    m_menu->addSeparator();
    m_menu->addAction(m_dashboardAction);
    m_menu->addAction(m_instanceTypesAction);
    if (beforeMenu)
        menuBar->insertMenu(beforeMenu, m_menu);
    else
        menuBar->addMenu(m_menu);
    connect(m_menu, &QMenu::aboutToShow, this, &ComputeController::updateActions);
    retranslate();
}

void ComputeController::retranslate()
{
    if (m_menu)
        m_menu->setTitle(tr("&Compute"));
    m_dashboardAction->setText(tr("&Quota and Usage"));
    m_dashboardAction->setStatusTip(tr("Cores used against quota, per VM family, workspace and cluster, and usage over time"));
    m_pipelineAction->setText(tr("Pipeline &Compute…"));
    m_pipelineAction->setStatusTip(tr("Choose the compute the pipeline's steps run on by default"));
    m_stepAction->setText(tr("&Step Compute…"));
    m_stepAction->setStatusTip(tr("Choose the compute, size and count of the selected step"));
    m_instanceTypesAction->setText(tr("Kubernetes &Instance Types…"));
    m_instanceTypesAction->setStatusTip(tr("Create, check and export the instance types of a Kubernetes compute"));
    for (QAction* a : {m_dashboardAction, m_stepAction, m_instanceTypesAction})
        setToolTipWithShortcut(a);
    updateBadge();
    if (m_dock)
        m_dock->setWindowTitle(tr("Quota and Usage"));
}

bool ComputeController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void ComputeController::setBackend(Backend* backend)
{
    const bool changed = m_backend != backend;
    m_backend = backend;
    if (changed) {
        m_haveSnapshot = false;
        m_snapshot = ComputeSnapshot();
        refreshSnapshot();
    }
    if (m_dashboard)
        m_dashboard->setBackend(backend);
    updateActions();
}

void ComputeController::setCurrentDocument(PipelineDocument* document)
{
    disconnect(m_documentChanged);
    m_document = document;
    if (document)
        m_documentChanged = connect(document, &PipelineDocument::diagnosticsChanged, this, &ComputeController::updateBadge);
    updateActions();
    updateBadge();
}

void ComputeController::updateBadge()
{
    const bool pipeline = m_document && m_document->isParsed() && m_document->isPipeline();
    if (!pipeline) {
        m_pipelineAction->setIcon(appIcon(QStringLiteral("compute-cluster")));
        m_pipelineAction->setIconText(tr("Compute"));
        setToolTipWithShortcut(m_pipelineAction);
        return;
    }
    const ComputeRef& def = m_document->spec().settings.defaultCompute;
    const QString where = def.kind == ComputeRef::Kind::Default ? tr("serverless") : def.display();
    m_pipelineAction->setIconText(tr("Compute: %1").arg(where));
    int errors = 0, warnings = 0;
    QStringList first;
    for (const Diagnostic& d : preflightFor(m_document)) {
        errors += d.severity == Severity::Error;
        warnings += d.severity == Severity::Warning;
        if (d.severity != Severity::Info && first.size() < 3)
            first << (d.step.isEmpty() ? d.message : tr("%1: %2").arg(d.step, d.message));
    }
    m_pipelineAction->setIcon(appIcon(errors ? QStringLiteral("error") : warnings ? QStringLiteral("warning")
                                                                                 : QStringLiteral("compute-cluster")));
    QString tip = tr("The pipeline's default compute: %1. Click to choose it.").arg(where);
    if (!m_haveSnapshot)
        tip += QLatin1Char('\n') + tr("Quota not checked yet.");
    else if (first.isEmpty())
        tip += QLatin1Char('\n') + tr("Its steps fit the compute and quota of %1.").arg(m_backend ? m_backend->displayName() : QString());
    else
        tip += QLatin1Char('\n') + first.join(QLatin1Char('\n'));
    m_pipelineAction->setToolTip(tip);
}

void ComputeController::updateActions()
{
    const bool pipeline = m_document && m_document->isParsed() && m_document->isPipeline() && !m_document->isReadOnly();
    m_pipelineAction->setEnabled(pipeline);
    m_stepAction->setEnabled(pipeline); // the step is the one selected when it is triggered
}

void ComputeController::ensureDock()
{
    if (m_dock)
        return;
    m_dock = new QDockWidget(m_window);
    m_dock->setObjectName(QStringLiteral("quotaDock"));
    m_dashboard = new QuotaDashboard(m_dock);
    m_dashboard->setBackend(m_backend);
    // scrolled when the bottom area is made lower than the dashboard needs: the dock never holds the
    // window's layout (a dock's least height is that of its widget, hidden behind a tab or not)
    auto* scroll = new QScrollArea(m_dock);
    scroll->setObjectName(QStringLiteral("quotaScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_dashboard);
    m_dock->setWidget(scroll);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    // beside Problems and Jobs
    for (QDockWidget* other : m_window->findChildren<QDockWidget*>())
        if (other != m_dock && m_window->dockWidgetArea(other) == Qt::BottomDockWidgetArea && other->isVisible()) {
            m_window->tabifyDockWidget(other, m_dock);
            break;
        }
    retranslate();
}

void ComputeController::showDashboard()
{
    ensureDock();
    m_dock->show();
    m_dock->raise();
    // charts need room: the dashboard's least height and its title and tabs, or a third of the window when that
    // is more, never past 45 % (the canvas keeps the rest). Once the dock is laid out: a dock just made has no
    // height yet
    QTimer::singleShot(0, this, [this] {
        if (!m_dock || m_dock->isFloating() || m_window->dockWidgetArea(m_dock) != Qt::BottomDockWidgetArea)
            return;
        const int h = m_window->height();
        const int wanted = std::min(std::max(m_dashboard->minimumSizeHint().height() + 60, h / 3), h * 45 / 100);
        if (m_dock->height() < wanted)
            m_window->resizeDocks({m_dock}, {wanted}, Qt::Vertical);
    });
    m_dashboard->refresh();
}

void ComputeController::pickCompute(const QString& step)
{
    if (!m_document)
        return;
    ComputePickerDialog dialog(m_document, step, m_backend, m_window);
    dialog.exec();
}

Backend* ComputeController::backend() const
{
    return m_backend;
}

void ComputeController::refreshSnapshot()
{
    if (!m_backend)
        return;
    const quint64 generation = ++m_generation;
    auto* watcher = new QFutureWatcher<ComputeSnapshot>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation || watcher->future().resultCount() == 0)
            return;
        m_snapshot = watcher->future().result();
        m_haveSnapshot = true;
        updateBadge();
        Q_EMIT snapshotChanged();
    });
    watcher->setFuture(m_backend->computeSnapshot());
}

Diagnostics ComputeController::preflightFor(const PipelineDocument* document) const
{
    if (!m_haveSnapshot || !document || !document->isParsed() || !document->isPipeline())
        return {};
    return preflightPipelineWithCatalog(document->spec(), m_snapshot);
}

} // namespace pw
