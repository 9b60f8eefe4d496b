// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"
#include "stepsmodel.h"

#include <QHash>
#include <QIcon>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QFileSystemModel;
class QFrame;
class QKeyEvent;
class QLabel;
class QMainWindow;
class QPushButton;
class QSortFilterProxyModel;
class QSplitter;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QToolButton;
class QTreeView;
class QTreeWidget;
class QTreeWidgetItem;
class QUrl;

class QLabel;
class QStackedWidget;

namespace pw {

class CanvasLayout;
class CanvasWidget;
class PipelineDocument;
class PythonHint;

class RunController;
class RunLogPane;
class TimelineView;

/// One job: its status, times, reason, the job it reruns and its warnings; the steps; and for the selected
/// step the Overview (status history, reason, command as run, cores × seconds), Parameters, Outputs + logs
/// (output folders, the live std_log.txt, and for parallel steps job_result.txt and the logs/ tree) and the
/// Timeline of the whole job with its critical path.
class RunView : public QWidget {
    Q_OBJECT
public:
    /// The parallel-step panel of one of the job's parallel steps in its own window (live while it runs).
    class ParallelStepWindow* openParallelStep(const QString& step);
    enum Tab { OverviewTab, ParametersTab, OutputsTab, TimelineTab, GraphTab };

    RunView(RunController* controller, const QString& jobId, QWidget* parent = nullptr);
    ~RunView() override;

    QString jobId() const { return m_jobId; }
    const JobRun& job() const { return m_job; }
    /// The read-only graph of the run (the Graph tab), once it has been shown and loaded.
    CanvasWidget* graphCanvas() const { return m_graphCanvas; }
    bool hasJob() const { return !m_job.id.isEmpty(); }
    /// "Run churn-train · job_…" for a tab.
    QString title() const;
    QIcon statusIcon() const;

    void selectStep(const QString& step);
    QString selectedStep() const;
    QStringList selectedSteps() const;
    void showTab(Tab tab);

    /// The header as plain text (status, times, reason, rerun link, warnings).
    QString headerText() const;
    /// The Overview of the selected step as plain text.
    QString overviewText() const;
    /// Step dependencies the timeline uses (step -> steps it reads from).
    QHash<QString, QStringList> dependencies() const;
    /// True once the job's snapshot has been read for the dependencies.
    bool dependenciesReady() const { return m_snapshotDone; }

    QTableView* stepsView() const { return m_steps; }
    StepsModel* stepsModel() const { return m_model; }
    QTabWidget* detailsTabs() const { return m_tabs; }
    TimelineView* timeline() const { return m_timeline; }
    RunLogPane* logPane() const { return m_log; }
    QTreeWidget* parametersView() const { return m_parameters; }
    QTreeWidget* outputsView() const { return m_outputs; }
    QTreeView* logFilesView() const { return m_files; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* rerunFailedButton() const { return m_rerunFailed; }
    QPushButton* rerunSelectedButton() const { return m_rerunSelected; }

    /// The Graph tab's zoom buttons (zoom out, zoom in, fit).
    QToolButton* graphFitButton() const { return m_graphFit; }
    /// The explanation shown when a step failed because Python could not import a module, and its button
    /// ("Choose Python Interpreter…", which triggers the window's action named actionPythonInterpreter).
    QFrame* pythonHint() const;
    QString pythonHintText() const;
    QPushButton* choosePythonButton() const;
    /// A warning stored with a job (in the language of the moment it ran, English for a catalogue that lacks
    /// it) in the present language, when it is one the catalogues know; else as stored.
    static QString displayedWarning(const QString& stored);

    /// Put the dock of the run views in `window`: at the bottom, across the window's whole width, as a tab
    /// beside the other panels there (Problems, Jobs), in front, and tall enough for a step list and a log.
    static void placeDock(QMainWindow* window, QDockWidget* dock);

    /// How folders and files are opened ("open folder"); QDesktopServices::openUrl by default.
    using UrlOpener = std::function<bool(const QUrl&)>;
    static void setUrlOpener(UrlOpener opener);
    /// Open an output's folder (a file output: the folder holding it).
    bool openOutputFolder(const QString& output);

Q_SIGNALS:
    void titleChanged(const QString& title);
    void statusChanged(pw::RunStatus status);
    void jobLoaded();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // runview.cpp: building the view and its texts, the job, the step list and its selection
    void buildUi();
    void retranslateUi();
    static UrlOpener& urlOpener();
    void setJob(const JobRun& job);
    void fitStepList();
    void fitStepColumn();
    void onStepSelectionChanged();
    QAction* windowAction(const char* name) const;
    void updatePythonHint();

    // runview_header.cpp: the header (title, status, times, reason, warnings, the Python hint) and its buttons
    QWidget* buildHeader();
    void updateHeader();
    void updateActions();

    // runview_details.cpp: the selected step's Overview, Parameters and Outputs + logs
    QWidget* buildOverviewPage();
    QWidget* buildParametersPage();
    QWidget* buildOutputsPage();
    void updateDetails();
    void updateOverview(const StepRun* step);
    void updateParameters(const StepRun* step);
    void updateOutputs(const StepRun* step);
    void openLogFile(const QString& path);
    /// A remote step's log: a copy brought up to date by the backend, opened (or followed) when it arrives.
    bool fetchRemoteLog(const QString& step, bool open);

    // runview_timeline.cpp: the Timeline and the step dependencies it draws
    QWidget* buildTimelinePage();
    void updateTimeline();
    void startSnapshotRead();

    // runview_graph.cpp: the Graph, the pipeline as it ran (its snapshot), read-only, with the steps' statuses
    void buildGraphTab();
    void startGraphLoad();
    void updateGraphStatus();
    void fitGraph();
    bool graphHasFocus() const;
    /// A key of the window's zoom and fit actions pressed in the run's graph: done there (`run`), or just told.
    bool graphShortcut(QKeyEvent* event, bool run);
    void connectGraphActions();
    /// The graph's share of eventFilter(): true when the event was handled there.
    bool graphEvent(QObject* watched, QEvent* event);

    RunController* m_controller;
    QString m_jobId;
    JobRun m_job;
    // the Graph tab
    QStackedWidget* m_graphPage = nullptr;
    QLabel* m_graphMessage = nullptr;
    PipelineDocument* m_graphDocument = nullptr;
    CanvasLayout* m_graphLayout = nullptr;
    CanvasWidget* m_graphCanvas = nullptr;
    bool m_graphStarted = false;
    bool m_graphAutoFit = true; // fitted again as the graph's room changes, until the user zooms or pans
    QToolButton* m_graphFit = nullptr;
    QToolButton* m_graphZoomIn = nullptr;
    QToolButton* m_graphZoomOut = nullptr;
    // the explanation shown when a step failed because Python could not import a module
    std::unique_ptr<PythonHint> m_pythonHint;
    QString m_shownStep; // step whose details are shown
    QString m_shownFolder;
    QHash<QString, QStringList> m_snapshotDeps;
    bool m_snapshotDone = false;
    bool m_snapshotStarted = false;

    // header
    QLabel* m_titleLabel = nullptr;
    QLabel* m_statusGlyph = nullptr;
    QLabel* m_statusLabel = nullptr;
    QLabel* m_timesLabel = nullptr;
    QLabel* m_reasonLabel = nullptr;
    QLabel* m_rerunLabel = nullptr;
    QLabel* m_warningsLabel = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_rerunFailed = nullptr;
    QPushButton* m_rerunSelected = nullptr;
    QPushButton* m_openFolder = nullptr;

    // body
    QSplitter* m_split = nullptr;
    QTableView* m_steps = nullptr;
    StepsModel* m_model = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTextBrowser* m_overview = nullptr;
    QTreeWidget* m_parameters = nullptr;
    QTreeWidget* m_outputs = nullptr;
    QPushButton* m_openOutput = nullptr;
    QTreeView* m_files = nullptr;
    QFileSystemModel* m_fsModel = nullptr;
    QSortFilterProxyModel* m_fsProxy = nullptr;
    QToolButton* m_stdLogButton = nullptr;
    QToolButton* m_jobResultButton = nullptr;
    QToolButton* m_parallelButton = nullptr;
    bool m_fetchingLog = false;
    RunLogPane* m_log = nullptr;
    TimelineView* m_timeline = nullptr;
    QLabel* m_criticalLabel = nullptr;
    QToolButton* m_fitButton = nullptr;
    QToolButton* m_zoomInButton = nullptr;
    QToolButton* m_zoomOutButton = nullptr;
    QLabel* m_outputsCaption = nullptr;
    QLabel* m_filesCaption = nullptr;
    bool m_syncing = false;
    int m_stepsWidth = 0; // wanted width of the step list, until the view is laid out
};

} // namespace pw
