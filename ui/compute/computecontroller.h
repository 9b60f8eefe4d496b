// SPDX-License-Identifier: MIT
#pragma once

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
    QMenu* menu() const { return m_menu; }
    QDockWidget* dashboardDock() const { return m_dock; }
    QuotaDashboard* dashboard() const { return m_dashboard; }

public Q_SLOTS:
    void showDashboard();
    /// The picker for `step` (empty: the pipeline's default compute).
    void pickCompute(const QString& step);
    void updateActions();

private:
    void retranslate();
    bool eventFilter(QObject* watched, QEvent* event) override;
    void ensureDock();

    QMainWindow* m_window;
    QPointer<Backend> m_backend;
    QPointer<PipelineDocument> m_document;
    std::function<QString()> m_selectedStep;
    QMenu* m_menu = nullptr;
    QAction* m_dashboardAction = nullptr;
    QAction* m_pipelineAction = nullptr;
    QAction* m_stepAction = nullptr;
    QDockWidget* m_dock = nullptr;
    QuotaDashboard* m_dashboard = nullptr;
};

} // namespace pw
