// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"
#include "diagnostic.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QMenuBar;

namespace pw {

class Backend;
class PipelineDocument;
class QuotaDashboard;

/// The Compute menu of the main window: the quota dashboard (a dock beside Problems and Jobs), and the compute
/// picker for the pipeline's default compute or the selected step. It works on the current backend and the
/// current document, which the window tells it about.
class ComputeController : public QObject
{
    Q_OBJECT
public:
    explicit ComputeController(QMainWindow* window);
    ~ComputeController() override;

    /// Adds the Compute menu to `menuBar`, before `beforeMenu` when given.
    void install(QMenuBar* menuBar, QAction* beforeMenu = nullptr);
    void setBackend(Backend* backend);
    Backend* backend() const;
    void setCurrentDocument(PipelineDocument* document);
    /// Where the selected step's name comes from (empty: none selected).
    void setSelectedStepSource(std::function<QString()> source) { m_selectedStep = std::move(source); }

    QAction* dashboardAction() const { return m_dashboardAction; }
    QAction* pipelineComputeAction() const { return m_pipelineAction; }
    QAction* stepComputeAction() const { return m_stepAction; }
    QAction* instanceTypesAction() const { return m_instanceTypesAction; }
    QMenu* menu() const { return m_menu; }
    QDockWidget* dashboardDock() const { return m_dock; }
    QuotaDashboard* dashboard() const { return m_dashboard; }

    /// The backend's latest snapshot.
    const ComputeSnapshot& snapshot() const { return m_snapshot; }
    /// The pre-flight findings of a pipeline against that snapshot (quota, sizes, retirement, node counts), as
    /// diagnostics for the Problems panel; empty before the first snapshot.
    Diagnostics preflightFor(const PipelineDocument* document) const;
    /// Take a new snapshot from the backend (also after the first frame, and when the backend changes).
    void refreshSnapshot();

Q_SIGNALS:
    /// A new snapshot arrived: pre-flight findings may have changed.
    void snapshotChanged();

public Q_SLOTS:
    void showDashboard();
    /// The picker for `step` (empty: the pipeline's default compute).
    void pickCompute(const QString& step);
    void updateActions();

private:
    void retranslate();
    /// The toolbar button: the pipeline's default compute, and an icon that says whether its steps fit.
    void updateBadge();
    bool eventFilter(QObject* watched, QEvent* event) override;
    void ensureDock();

    QMainWindow* m_window;
    QPointer<Backend> m_backend;
    QPointer<PipelineDocument> m_document;
    QMetaObject::Connection m_documentChanged;
    std::function<QString()> m_selectedStep;
    QMenu* m_menu = nullptr;
    QAction* m_dashboardAction = nullptr;
    QAction* m_pipelineAction = nullptr;
    QAction* m_stepAction = nullptr;
    QAction* m_instanceTypesAction = nullptr;
    QDockWidget* m_dock = nullptr;
    QuotaDashboard* m_dashboard = nullptr;
    ComputeSnapshot m_snapshot;
    bool m_haveSnapshot = false;
    quint64 m_generation = 0;
};

} // namespace pw
