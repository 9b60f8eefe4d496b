// SPDX-License-Identifier: MIT
// The Graph tab of a run view: the pipeline as it ran (its snapshot), read off the GUI thread and shown read-only
// with each step's status; its zoom buttons, fitting to the room it has, and the window's zoom keys and actions.
#include "canvaslayout.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "canvaswidget.h"
#include "fileio.h"
#include "pipelinedocument.h"
#include "runcontroller.h"
#include "runview.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace pw {

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

void RunView::buildGraphTab()
{
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
        m_graphCanvas->setRunStatus(s.name, s.status, s.durationSeconds(), s.isReused(), s.ended.isValid() ? QDateTime() : s.started);
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

bool RunView::graphEvent(QObject* watched, QEvent* event)
{
    if (!m_graphCanvas || (watched != m_graphCanvas->view() && watched != m_graphCanvas->view()->viewport()))
        return false;
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
    return false;
}

} // namespace pw
