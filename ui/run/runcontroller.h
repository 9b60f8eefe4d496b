// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"
#include "workspaceconnection.h"
#include "pipelinedocument.h"
#include "submitproblemsdialog.h"

#include <QHash>
#include <QObject>
#include <QDockWidget>
#include <QPointer>
#include <QTabWidget>
#include <QSet>
#include <QStringList>

#include <functional>
#include <memory>

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QMenuBar;
class QStandardItemModel;
class QTabWidget;
class QTimer;
class QToolBar;

namespace pw {

class WorkspaceDialog;

class ComponentCache;
class JobsModel;
class JobsPanel;
class PipelineDocument;
class PythonInterpreterDialog;
class PythonPreflight;
class RunView;
class SubmitProblemsDialog;

/// Running pipelines from the studio: owns the backends it is given (this machine now, Azure workspaces later), the
/// Run / Cancel / Rerun actions and the Run menu, the backend selector for the toolbar, the Jobs dock and
/// the run views. Everything it asks of a backend is asynchronous: the window never waits.
///
/// Hooking it into a main window takes a few lines:
///     m_run = new RunController(this);
///     m_run->install(menuBar(), m_toolBar, m_settingsMenu->menuAction());
///     tabifyDockWidget(m_problemsDock, m_run->jobsDock());
///     m_run->setCurrentDocument(currentDocument());   // on every tab change
class RunController : public QObject {
    Q_OBJECT
public:
    /// The window gets the Jobs dock. The backends are taken over (parented to the controller); the first one is
    /// current. Without any, nothing can run: Run stays disabled and the selector says there is no backend.
    explicit RunController(QMainWindow* window, const QList<Backend*>& backends = {});
    ~RunController() override;

    /// Add the Run menu to `menuBar` (before `beforeMenu`, e.g. the Settings menu's action, or at the end)
    /// and the backend selector, Run and Cancel to `toolBar`. Either may be null.
    void install(QMenuBar* menuBar, QToolBar* toolBar, QAction* beforeMenu = nullptr);

    /// The document Run submits (its current text and path, saved or not). Null disables Run.
    void setCurrentDocument(PipelineDocument* document);
    /// The Python interpreter of the backends that run on this machine (kept in the settings as run/python;
    /// $PIPEWRIGHT_PYTHON wins when set). An empty path goes back to the default. Returns false with the reason
    /// when the file is not an executable.
    bool setPythonInterpreter(const QString& path, QString* error = nullptr);
    /// The interpreter of the first backend that runs on this machine, else the default one.
    QString pythonInterpreter() const;
    /// Where the Python Interpreter dialog looks for virtual environments: the window's workspace folder.
    void setWorkspaceFolderSource(std::function<QString()> source) { m_workspaceFolder = std::move(source); }
    /// The Python Interpreter dialog while it is open, or null.
    PythonInterpreterDialog* pythonInterpreterDialog() const;
    PipelineDocument* currentDocument() const { return m_document; }

    // ----- backends -------------------------------------------------------------------------------
    void addBackend(Backend* backend);
    QList<Backend*> backends() const { return m_backends; }
    Backend* currentBackend() const;
    void setCurrentBackend(int index);
    /// One row per backend (display name, id in Qt::UserRole): the selector's model, ready for Azure
    /// workspaces to be added.
    QStandardItemModel* backendModel() const { return m_backendModel; }
    QComboBox* backendSelector() const { return m_selector; }

    // ----- actions, menu, docks -----------------------------------------------------------------
    QAction* runAction() const { return m_runAction; }
    QAction* cancelAction() const { return m_cancelAction; }
    QAction* rerunFailedAction() const { return m_rerunFailedAction; }
    QAction* showJobsAction() const;
    QAction* compareAction() const { return m_compareAction; }
    QMenu* runMenu() const { return m_runMenu; }
    QDockWidget* jobsDock() const { return m_jobsDock; }
    QAction* pythonAction() const { return m_pythonAction; }
    /// The Jobs dock's panel, made on first use (or when the dock is first shown).
    JobsPanel* jobsPanel();
    JobsModel* jobsModel() const { return m_jobsModel; }
    /// "2 jobs running" for the status bar (hidden while nothing runs).
    QLabel* statusWidget() const { return m_statusLabel; }

    // ----- jobs -----------------------------------------------------------------------------------
    /// The job the Rerun and Open Run View actions refer to: the last one run from the current document, or the
    /// one chosen in the Jobs panel or a run view.
    QString activeJobId() const { return m_activeJob; }
    /// The newest job started from `pipelineFile` (as far as known): the one its canvas shows.
    QString lastJobOf(const QString& pipelineFile) const { return m_lastJobByFile.value(samePath(pipelineFile)); }
    /// What Cancel Run cancels: the active job while it runs, else the current document's newest job while that
    /// runs (viewing an older run does not take Cancel Run from the job just started); empty when neither runs.
    QString cancelTarget() const;
    void setActiveJob(const QString& jobId);
    /// The last details read of a job (with steps), or null.
    const JobRun* cachedJob(const QString& jobId) const;
    /// Read a job's details again (coalesced); jobUpdated() follows.
    void requestJob(const QString& jobId);
    /// Read the job list again (coalesced).
    void refreshJobs();

    /// Submit the current document. Returns false (and says why) when nothing was sent. On this machine the
    /// first run of a pipeline with an interpreter checks first that it imports the modules the steps need
    /// (PythonPreflight), and asks what to do when it does not.
    bool run();
    /// The question asked then: use the interpreter found that imports them all (`alternative`, empty when none
    /// was found), choose one, run anyway, or not run. The default is a message box; tests answer it themselves.
    enum class PythonAnswer { UseAlternative, Choose, RunAnyway, Cancel };
    using PythonQuestion = std::function<PythonAnswer(const QString& title, const QString& text, const QString& alternative)>;
    void setPythonQuestion(PythonQuestion question) { m_pythonQuestion = std::move(question); }
    void cancelJob(const QString& jobId, const QString& step = QString());
    /// What Cancel Run, the Jobs panel and the run view do: ask first (the running steps stop; finished ones keep
    /// their outputs), then cancel the jobs that still run. False when the user kept them running.
    bool requestCancel(const QStringList& jobIds);
    /// The question asked then; true cancels. The default is a message box; tests answer it themselves.
    using CancelQuestion = std::function<bool(const QString& title, const QString& text)>;
    void setCancelQuestion(CancelQuestion question) { m_cancelQuestion = std::move(question); }
    /// Rerun as a new job linked to `jobId`: `steps` and what depends on them; empty = the failed ones.
    void rerun(const QString& jobId, const QStringList& steps = {});
    /// Open (or raise) the run view of a job.
    RunView* openRunView(const QString& jobId);
    RunView* runView(const QString& jobId) const;
    QList<RunView*> runViews() const;
    void compareJobs(const QString& a, const QString& b);

    /// Where run views go. Without a host they open as tabs of a "Runs" dock; a main window passes a function
    /// that adds the view as a centre tab (and raises it when it is already there).
    using RunViewHost = std::function<void(RunView* view)>;
    void setRunViewHost(RunViewHost host) { m_host = std::move(host); }

    /// Step dependencies (step -> steps whose outputs it reads) of a job: the union of the two below.
    /// Thread-safe.
    static QHash<QString, QStringList> stepDependencies(
        const JobRun& job, const std::shared_ptr<ComponentCache>& components);
    /// From the job's snapshot (`<job folder>/snapshot/<pipeline file name>`, read as if it were at the original
    /// path so relative component paths resolve): the bindings between steps. Knows steps that never started;
    /// a nested pipeline step stands for all its inner steps ("outer.inner"). Reads and parses a file.
    static QHash<QString, QStringList> snapshotDependencies(
        const JobRun& job, const std::shared_ptr<ComponentCache>& components);
    /// From the steps' inputs: a step depends on the step whose output folder (or a file in it) it was given.
    /// Cheap; knows only steps that started, and also links inner steps of nested pipelines.
    static QHash<QString, QStringList> pathDependencies(const JobRun& job);
    std::shared_ptr<ComponentCache> componentCache() const { return m_components; }
    void setComponentCache(std::shared_ptr<ComponentCache> cache);

    /// Makes the backend of an Azure ML workspace (the application wires the concrete one); null with `error`
    /// set when it cannot. Without a factory Run ▸ Connect to Azure ML Workspace… is not offered.
    using WorkspaceFactory
        = std::function<Backend*(const WorkspaceConnection& connection, const QByteArray& secret, QString* error)>;
    void setWorkspaceFactory(WorkspaceFactory factory);
    /// Seconds between two readings of a remote backend's jobs (default 15).
    void setRemotePollSeconds(int seconds);
    /// Add a workspace's backend, choose it, and remember the connection (without its secret) for the next start.
    bool connectWorkspace(const WorkspaceConnection& connection, const QByteArray& secret, QString* error = nullptr);
    /// connectWorkspace, after the backend signed in and read the workspace (Backend::checkConnection): a connection
    /// that fails is neither added nor kept. The future gives why it failed (empty: connected and chosen). When
    /// `requester` (the dialog that asked) is closed before the check ends, the connection is given up too.
    QFuture<QString> connectWorkspaceChecked(const WorkspaceConnection& connection, const QByteArray& secret,
                                             QWidget* requester = nullptr);
    /// Add the backends of the workspaces remembered in the settings (not chosen; nothing is asked of them yet).
    void restoreWorkspaces();
    /// Remove a workspace's backend (one connected or restored, not those the program started with) and forget its
    /// connection; this machine's is chosen when it was the current one. False when `backend` is not a workspace's.
    bool removeWorkspace(Backend* backend);
    QAction* connectWorkspaceAction() const { return m_connectAction; }
    QAction* removeWorkspaceAction() const { return m_removeWorkspaceAction; }
    /// Lists the workspaces a sign-in can see (the dialog's subscription → resource group → workspace pickers);
    /// the application wires it with the factory.
    using WorkspaceBrowser = std::function<QFuture<WorkspaceListing>(const WorkspaceConnection& signIn, const QByteArray& secret)>;
    void setWorkspaceBrowser(WorkspaceBrowser browser) { m_workspaceBrowser = std::move(browser); }

    /// The pre-flight check run before a pipeline is sent to a backend that does not run on this machine: errors
    /// stop the submit and are shown with their places.
    using Preflight = std::function<Diagnostics(const PipelineDocument* document)>;
    void setPreflight(Preflight preflight) { m_preflight = std::move(preflight); }

    /// The dialog showing why the last Run did not start, if it is open.
    SubmitProblemsDialog* problemsDialog() const { return m_problemsDialog; }

public Q_SLOTS:
    /// Open the Python Interpreter dialog (Run ▸ Python Interpreter…, the actionPythonInterpreter action): the
    /// interpreters of this machine and the workspace, and which of the modules the current pipeline needs each
    /// one can import. The choice goes to the backends that run here and into the settings. Raises the dialog
    /// when it is open.
    void choosePythonInterpreter();
    /// Run ▸ Connect to Azure ML Workspace…: the dialog (not modal to the rest of the program) stays open until
    /// the connection works or is given up; it is returned for tests.
    WorkspaceDialog* showWorkspaceDialog();

Q_SIGNALS:
    void currentBackendChanged(pw::Backend* backend);
    /// The job the actions and canvas colours refer to changed (empty: none).
    void activeJobChanged(const QString& jobId);
    /// A step's status changed (from the backend, as it happens).
    void stepStatusChanged(const QString& jobId, const QString& step, pw::RunStatus status);
    void jobStatusChanged(const QString& jobId, pw::RunStatus status);
    /// New details of a job (with steps, durations, reuse) arrived.
    void jobUpdated(const pw::JobRun& job);
    /// The backend does not know the job.
    void jobMissing(const QString& jobId);
    /// A job was accepted by the backend.
    void jobSubmitted(const QString& jobId);
    /// A Run could not start: the reason in words and the problems found.
    void submitFailed(const QString& error, const pw::Diagnostics& problems);
    /// The user asked to see a problem of the submit (double-click in the problems dialog).
    void problemActivated(const pw::Diagnostic& diagnostic, const QString& sourceFile);
    void runningJobsChanged(int count);

private:
    // runcontroller.cpp: the actions, the menus and the Jobs dock
    void createActions();
    void retranslate();
    void updateActions();
    /// A workspace's backend from the factory; null with `error` set, or with `existing` when the workspace is
    /// there already (then chosen).
    Backend* makeWorkspaceBackend(const WorkspaceConnection& connection, const QByteArray& secret, QString* error, bool* existing);
    /// Add a workspace's backend, choose it and remember its connection.
    void adoptWorkspace(Backend* backend, const WorkspaceConnection& connection);
    bool eventFilter(QObject* watched, QEvent* event) override;
    // runcontroller_jobs.cpp: the backends' events, the job list, the details of jobs, the active job
    void connectBackend(Backend* backend);
    void updateRemotePolling();
    void fetchJob(const QString& jobId);
    void lookUpLastJobFor(const QString& pipelineFile);
    /// The pipeline file of a job run from here, when the backend did not say it.
    void addPipelineFile(JobRun& job) const;
    /// A file's path as pipeline files are told apart by (absolute and clean), or "" for "".
    static QString samePath(const QString& path);
    // runcontroller_submit.cpp: run, cancel, rerun
    void onSubmitted(const QString& pipelineFile, const SubmitResult& result, bool isRerun);
    void showProblems(const QString& title, const QString& summary, const Diagnostics& problems, const QString& file);
    // runcontroller_views.cpp: the run views
    void placeRunView(RunView* view);

    QMainWindow* m_window;
    QList<Backend*> m_backends;
    Preflight m_preflight;
    WorkspaceFactory m_workspaceFactory;
    WorkspaceBrowser m_workspaceBrowser;
    QAction* m_connectAction = nullptr;
    QAction* m_removeWorkspaceAction = nullptr;
    int m_current = 0;
    QStandardItemModel* m_backendModel;
    QComboBox* m_selector = nullptr;
    QPointer<PipelineDocument> m_document;
    std::shared_ptr<ComponentCache> m_components;

    QAction* m_runAction = nullptr;
    QAction* m_cancelAction = nullptr;
    QAction* m_rerunFailedAction = nullptr;
    QAction* m_openRunViewAction = nullptr;
    QAction* m_compareAction = nullptr;
    QAction* m_refreshAction = nullptr;
    QActionGroup* m_backendGroup = nullptr;
    QMenu* m_runMenu = nullptr;
    QMenu* m_backendMenu = nullptr;
    QPointer<QDockWidget> m_jobsDock;
    QAction* m_pythonAction = nullptr;
    QPointer<PythonInterpreterDialog> m_pythonDialog;
    PythonPreflight* m_pythonPreflight = nullptr;
    QSet<QString> m_pythonChecked; // "interpreter\npipeline file" that runs without asking (checked, or Run Anyway)
    PythonQuestion m_pythonQuestion;
    CancelQuestion m_cancelQuestion;
    void submitNow(PipelineDocument* doc);
    PythonAnswer askAboutPython(const QString& title, const QString& text, const QString& alternative);
    void statusMessage(const QString& text);
    std::function<QString()> m_workspaceFolder;
    JobsPanel* m_jobsPanel = nullptr;
    JobsModel* m_jobsModel = nullptr;
    QLabel* m_statusLabel = nullptr;
    QPointer<QDockWidget> m_runsDock;
    QPointer<QTabWidget> m_runsTabs;
    QPointer<SubmitProblemsDialog> m_problemsDialog;
    RunViewHost m_host;

    QString m_activeJob;
    QHash<QString, QString> m_lastJobByFile; // pipeline file -> last job run from it
    QHash<QString, QString> m_fileOfJob; // job -> pipeline file it was run from here (a workspace does not know it)
    QHash<QString, JobRun> m_cache; // job details
    QSet<QString> m_inFlight; // job details being read
    QSet<QString> m_dirty; // read again when the read in flight ends
    QSet<QString> m_pendingFetch;
    QTimer* m_fetchTimer = nullptr;
    QTimer* m_listTimer = nullptr;
    QTimer* m_remotePoll = nullptr; // a backend elsewhere sends no signals: its jobs are asked for again
    bool m_listInFlight = false;
    bool m_listDirty = false;
    bool m_submitting = false;
    QHash<QString, QPointer<RunView>> m_views;
};

} // namespace pw
