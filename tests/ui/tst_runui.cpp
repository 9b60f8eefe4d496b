// SPDX-License-Identifier: MIT
// Running pipelines from the studio: the Run action, the Jobs panel, the run view, cancel, rerun, the
// timeline and the comparison of two runs, against the real local backend in a temporary home.
#include "canvasitems.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "canvaswidget.h"
#include "csvmodel.h"
#include "csvview.h"
#include "logview.h"
#include "localbackend.h"
#include "pipelinedocument.h"
#include "parallel/parallelsettingsview.h"
#include "parallel/parallelsteppanel.h"
#include "parallel/parallelstepwindow.h"
#include "parallelsettingsmodel.h"
#include "run/comparedialog.h"
#include "models/jobsmodel.h"
#include "run/jobspanel.h"
#include "run/runcontroller.h"
#include "run/runlogpane.h"
#include "run/runview.h"
#include "run/submitproblemsdialog.h"
#include "timelineview.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QRegularExpression>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QProcess>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QSettings>
#include <QTest>
#include <QTextBrowser>
#include <QTimeZone>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QTreeWidget>
#include <QUrl>

#include <memory>

#include "pictures.h"

using namespace pw;

namespace {

const QByteArray TwoSteps = R"(type: pipeline
display_name: tiny
inputs:
  greeting: hello
jobs:
  first:
    type: command
    environment: azureml:x@1
    command: echo ${{inputs.msg}} > ${{outputs.out}}/msg.txt; sleep 0.2
    inputs:
      msg: ${{parent.inputs.greeting}}
    outputs:
      out:
        type: uri_folder
  second:
    type: command
    environment: azureml:x@1
    command: cat ${{inputs.data}}/msg.txt; sleep 0.2
    inputs:
      data: ${{parent.jobs.first.outputs.out}}
)";

const QByteArray Failing = R"(type: pipeline
display_name: failing
jobs:
  good:
    type: command
    environment: azureml:x@1
    command: echo fine > ${{outputs.o}}/x
    outputs:
      o:
        type: uri_folder
  bad:
    type: command
    environment: azureml:x@1
    command: echo before; echo oops >&2; exit 3
    outputs:
      o:
        type: uri_folder
  after:
    type: command
    environment: azureml:x@1
    command: echo never
    inputs:
      i: ${{parent.jobs.bad.outputs.o}}
)";

} // namespace

class TestRunUi : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_homeCount = 0;
    std::unique_ptr<QMainWindow> m_window;
    RunController* m_ctl = nullptr;
    LocalBackend* m_backend = nullptr;

    static QByteArray fileText(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    QString write(const QString& name, const QByteArray& text)
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return QString();
        f.write(text);
        return path;
    }

    /// A window with a run controller over a fresh local backend (its own home: no reuse between tests).
    void makeController(const QString& python = QStringLiteral("/usr/bin/python3"))
    {
        m_window.reset();
        m_window = std::make_unique<QMainWindow>();
        LocalBackendOptions o;
        o.home = m_dir.filePath(QStringLiteral("home%1").arg(++m_homeCount));
        o.python = python;
        o.cores = 2;
        m_backend = new LocalBackend(o);
        m_ctl = new RunController(m_window.get(), { m_backend });
        m_ctl->setCancelQuestion([](const QString&, const QString&) { return true; }); // Cancel asks; yes
    }

    std::unique_ptr<PipelineDocument> open(const QString& path)
    {
        auto doc = std::make_unique<PipelineDocument>();
        if (!doc->load(path))
            return nullptr;
        return doc;
    }

    /// Run the document through the Run action; the id of the job it started.
    QString runDocument(PipelineDocument* doc)
    {
        m_ctl->setCurrentDocument(doc);
        QSignalSpy submitted(m_ctl, &RunController::jobSubmitted);
        QSignalSpy failed(m_ctl, &RunController::submitFailed);
        if (!m_ctl->runAction()->isEnabled())
            return QString();
        m_ctl->runAction()->trigger();
        if (!QTest::qWaitFor([&] { return submitted.count() > 0 || failed.count() > 0; }, 30000))
            return QString();
        if (failed.count() > 0) {
            qWarning("submit failed: %s", qPrintable(failed.first().at(0).toString()));
            return QString();
        }
        return submitted.first().at(0).toString();
    }

    RunStatus listedStatus(const QString& id) const
    {
        const JobRun* j = m_ctl->jobsModel()->job(id);
        return j ? j->status : RunStatus::NotStarted;
    }

    bool waitTerminal(const QString& id, int ms = 60000)
    {
        return QTest::qWaitFor([&] { return isTerminal(listedStatus(id)); }, ms);
    }

    RunView* openView(const QString& id)
    {
        RunView* view = m_ctl->openRunView(id);
        if (!view)
            return nullptr;
        // details of a finished job
        if (!QTest::qWaitFor([&] { return view->hasJob() && isTerminal(view->job().status); }, 20000))
            qWarning("the run view did not get the finished job");
        return view;
    }

    /// The text of the Jobs panel's status cell for a job, as the user sees it.
    QString shownStatus(const QString& id) const
    {
        QTableView* v = m_ctl->jobsPanel()->view();
        for (int r = 0; r < v->model()->rowCount(); ++r) {
            const QModelIndex i = v->model()->index(r, JobsModel::StatusColumn);
            if (i.data(JobsModel::JobIdRole).toString() == id)
                return i.data().toString();
        }
        return QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (!QFile::exists(QStringLiteral("/usr/bin/python3")))
            QFAIL("needs /usr/bin/python3 (Debian package python3; .ci/bootstrap installs it)");
    }

    void cleanup()
    {
        m_window.reset();
        m_ctl = nullptr;
        m_backend = nullptr;
    }

    void runActionSubmitsAndJobCompletes()
    {
        makeController();
        m_window->show();
        const QString path = write(QStringLiteral("two/pipeline.yml"), TwoSteps);
        auto doc = open(path);
        QVERIFY(doc);
        QCOMPARE(doc->errorCount(), 0);
        QVERIFY(m_ctl->runAction()->shortcut() == QKeySequence(Qt::Key_F5));
        QVERIFY(m_ctl->cancelAction()->shortcut() == QKeySequence(Qt::SHIFT | Qt::Key_F5));
        QSignalSpy steps(m_ctl, &RunController::stepStatusChanged);
        QSignalSpy active(m_ctl, &RunController::activeJobChanged);
        const QString id = runDocument(doc.get());
        QVERIFY(!id.isEmpty());
        QCOMPARE(m_ctl->activeJobId(), id);
        QVERIFY(active.count() >= 1);
        // the job is in the panel at once, then turns Completed
        QVERIFY(m_ctl->jobsModel()->job(id));
        QVERIFY(m_ctl->jobsDock()->isVisible());
        QCOMPARE(m_ctl->jobsPanel()->currentJobId(), id);
        QVERIFY(waitTerminal(id));
        QCOMPARE(runStatusName(listedStatus(id)), QStringLiteral("Completed"));
        QTRY_COMPARE_WITH_TIMEOUT(shownStatus(id), runStatusDisplayName(RunStatus::Completed), 5000);
        // live step events for the canvas
        bool sawRunning = false, sawCompleted = false;
        for (const QList<QVariant>& e : std::as_const(steps)) {
            if (e.at(0).toString() != id || e.at(1).toString() != QLatin1String("second"))
                continue;
            sawRunning = sawRunning || e.at(2).value<RunStatus>() == RunStatus::Running;
            sawCompleted = sawCompleted || e.at(2).value<RunStatus>() == RunStatus::Completed;
        }
        QVERIFY(sawRunning);
        QVERIFY(sawCompleted);
        QTRY_VERIFY_WITH_TIMEOUT(m_ctl->cachedJob(id) && m_ctl->cachedJob(id)->status == RunStatus::Completed, 5000);
        QVERIFY(!m_ctl->cancelAction()->isEnabled());

        // filter by text and by status
        JobsPanel* panel = m_ctl->jobsPanel();
        panel->filterEdit()->setText(QStringLiteral("no-such-job"));
        QCOMPARE(panel->view()->model()->rowCount(), 0);
        panel->filterEdit()->setText(id.right(6));
        QCOMPARE(panel->view()->model()->rowCount(), 1);
        panel->filterEdit()->clear();
        panel->filterModel()->setGroup(JobsFilterModel::Group::Failed);
        QCOMPARE(panel->view()->model()->rowCount(), 0);
        panel->filterModel()->setGroup(JobsFilterModel::Group::Completed);
        QCOMPARE(panel->view()->model()->rowCount(), 1);
        panel->filterModel()->setGroup(JobsFilterModel::Group::All);

        // double-click (activate) opens the run view
        const QModelIndex row = panel->view()->model()->index(0, JobsModel::IdColumn);
        Q_EMIT panel->view()->activated(row);
        RunView* view = m_ctl->runView(id);
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(view->hasJob(), 5000);
        QCOMPARE(view->stepsModel()->rowCount(), 2);
        QVERIFY(view->headerText().contains(runStatusDisplayName(RunStatus::Completed)));
        // the second step's log shows what the first wrote, and its inputs name the first's output folder
        view->selectStep(QStringLiteral("second"));
        QTRY_VERIFY_WITH_TIMEOUT(view->logPane()->text().contains(QLatin1String("hello")), 5000);
        const StepRun* first = view->job().step(QStringLiteral("first"));
        QVERIFY(first);
        bool found = false;
        for (QTreeWidgetItemIterator it(view->parametersView()); *it; ++it)
            found = found || (*it)->text(1) == QDir::toNativeSeparators(first->outputs.value(QStringLiteral("out")));
        QVERIFY(found);
        // "open folder" of an output goes to the output's folder
        view->selectStep(QStringLiteral("first"));
        QUrl opened;
        RunView::setUrlOpener([&](const QUrl& url) {
            opened = url;
            return true;
        });
        QVERIFY(view->openOutputFolder(QStringLiteral("out")));
        RunView::setUrlOpener({});
        QCOMPARE(opened.toLocalFile(), QFileInfo(first->outputs.value(QStringLiteral("out"))).absoluteFilePath());
    }

    void documentWithErrorsIsNotSubmitted()
    {
        makeController();
        const QString path = write(QStringLiteral("invalid/pipeline.yml"), R"(type: pipeline
jobs:
  lonely:
    type: command
    command: echo no environment
)");
        auto doc = open(path);
        QVERIFY(doc);
        QVERIFY(doc->errorCount() > 0);
        m_ctl->setCurrentDocument(doc.get());
        QSignalSpy submitted(m_ctl, &RunController::jobSubmitted);
        QSignalSpy failed(m_ctl, &RunController::submitFailed);
        QVERIFY(!m_ctl->run());
        QCOMPARE(failed.count(), 1);
        QTest::qWait(300);
        QCOMPARE(submitted.count(), 0);
        SubmitProblemsDialog* dialog = m_ctl->problemsDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->view()->topLevelItemCount() >= 1);
        bool namesStep = false;
        for (int i = 0; i < dialog->view()->topLevelItemCount(); ++i)
            namesStep = namesStep || dialog->view()->topLevelItem(i)->text(1) == QLatin1String("lonely");
        QVERIFY(namesStep);
        QCOMPARE(m_ctl->jobsModel()->rowCount(), 0);
    }

    void malformedYamlIsSaidToBeSo()
    {
        // a YAML syntax error: not "is not a pipeline", but the error in words, at its line, to double-click
        makeController();
        const QString path = write(QStringLiteral("malformed/pipeline.yml"),
                                   "type: pipeline\njobs:\n  a:\n    type: command\n    command: echo: hi: x\n");
        auto doc = open(path);
        QVERIFY(doc);
        QVERIFY(!doc->isParsed());
        m_ctl->setCurrentDocument(doc.get());
        QSignalSpy failed(m_ctl, &RunController::submitFailed);
        QVERIFY(!m_ctl->run());
        QCOMPARE(failed.count(), 1);
        SubmitProblemsDialog* dialog = m_ctl->problemsDialog();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY2(dialog->summary().contains(QLatin1String("is not valid YAML")), qPrintable(dialog->summary()));
        QVERIFY(!dialog->summary().contains(QLatin1String("not a pipeline")));
        QCOMPARE(dialog->view()->topLevelItemCount(), 1);
        const QString message = dialog->view()->topLevelItem(0)->text(2);
        QVERIFY2(message.startsWith(QLatin1String("YAML syntax error: ")) && message.contains(QLatin1String("quotes")), qPrintable(message));
        QVERIFY2(!message.contains(QLatin1String("illegal map value")), qPrintable(message)); // yaml-cpp's words are not shown
        QVERIFY(dialog->view()->topLevelItem(0)->text(3).startsWith(QLatin1String("pipeline.yml:5:")));
    }

    void cannotRunHereNamesTheStep()
    {
        makeController();
        // valid for Azure ML, but the data asset exists only in a workspace
        const QString path = write(QStringLiteral("remote/pipeline.yml"), R"(type: pipeline
jobs:
  reader:
    type: command
    environment: azureml:x@1
    command: ls ${{inputs.data}}
    inputs:
      data:
        type: uri_folder
        path: azureml:customers@1
)");
        auto doc = open(path);
        QVERIFY(doc);
        QCOMPARE(doc->errorCount(), 0);
        m_ctl->setCurrentDocument(doc.get());
        QSignalSpy failed(m_ctl, &RunController::submitFailed);
        QVERIFY(m_ctl->run());
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        SubmitProblemsDialog* dialog = m_ctl->problemsDialog();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY2(dialog->summary().contains(QLatin1String("cannot run")), qPrintable(dialog->summary()));
        bool namesStep = false;
        for (int i = 0; i < dialog->view()->topLevelItemCount(); ++i)
            namesStep = namesStep || dialog->view()->topLevelItem(i)->text(1) == QLatin1String("reader");
        QVERIFY(namesStep);
        QVERIFY(m_ctl->runAction()->isEnabled());
    }

    void pythonInterpreterIsASetting()
    {
        makeController(QStringLiteral("/bin/sh")); // anything but the one chosen below
        QString error;
        QVERIFY(!m_ctl->setPythonInterpreter(QStringLiteral("/no/such/python"), &error));
        QVERIFY(error.contains(QLatin1String("/no/such/python")));
        QVERIFY(m_ctl->setPythonInterpreter(QStringLiteral("/usr/bin/python3"), &error));
        QCOMPARE(m_ctl->pythonInterpreter(), QFileInfo(QStringLiteral("/usr/bin/python3")).absoluteFilePath());
        QCOMPARE(QSettings().value(QStringLiteral("run/python")).toString(), QStringLiteral("/usr/bin/python3"));
        // a run says which interpreter its steps used
        auto doc = open(write(QStringLiteral("python/pipeline.yml"), Failing));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(!id.isEmpty());
        QVERIFY(waitTerminal(id));
        RunView* view = openView(id);
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(view->job().warnings.join(QLatin1Char(' ')).contains(QLatin1String("/usr/bin/python3")), 5000);
        QVERIFY(m_ctl->setPythonInterpreter(QString()));
        QVERIFY(!QSettings().contains(QStringLiteral("run/python")));
    }

    void failingStepShowsReasonAndExitCode()
    {
        makeController();
        auto doc = open(write(QStringLiteral("fail/pipeline.yml"), Failing));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(!id.isEmpty());
        QVERIFY(waitTerminal(id));
        QCOMPARE(runStatusName(listedStatus(id)), QStringLiteral("Failed"));
        QTRY_COMPARE_WITH_TIMEOUT(shownStatus(id), runStatusDisplayName(RunStatus::Failed), 5000);
        RunView* view = openView(id);
        QVERIFY(view);
        // the failed step is selected for the user
        QCOMPARE(view->selectedStep(), QStringLiteral("bad"));
        const int row = view->stepsModel()->rowOf(QStringLiteral("bad"));
        QVERIFY(row >= 0);
        QCOMPARE(view->stepsModel()->index(row, StepsModel::StatusColumn).data().toString(),
            runStatusDisplayName(RunStatus::Failed));
        QCOMPARE(view->stepsModel()->index(row, StepsModel::ExitCodeColumn).data().toString(), QStringLiteral("3"));
        const StepRun* bad = view->job().step(QStringLiteral("bad"));
        QVERIFY(bad && !bad->reason.isEmpty());
        QVERIFY2(view->overviewText().contains(bad->reason), qPrintable(view->overviewText()));
        QVERIFY(view->overviewText().contains(QLatin1String("echo oops"))); // the command as run
        const QString overview = view->overviewText();
        QVERIFY(overview.indexOf(QLatin1String(" oops"), overview.indexOf(QLatin1String("Last lines of the log")))
            > 0); // its log's end
        QVERIFY(view->headerText().contains(runStatusDisplayName(RunStatus::Failed)));
        QVERIFY(!view->job().reason.isEmpty());
        QVERIFY(view->headerText().contains(view->job().reason));
        QTRY_VERIFY_WITH_TIMEOUT(view->logPane()->text().contains(QLatin1String("oops")), 5000);
        QVERIFY(view->rerunFailedButton()->isEnabled());
        QVERIFY(!view->cancelButton()->isEnabled());
        // the step that never started has no bar
        view->showTab(RunView::TimelineTab);
        int started = 0;
        for (const StepRun& s : view->job().steps)
            started += s.started.isValid() ? 1 : 0;
        QVERIFY(started < view->job().steps.size());
        QCOMPARE(int(view->timeline()->bars().size()), started);
        QCOMPARE(view->timeline()->indexOf(QStringLiteral("after")), -1);
        // the graph of the run: the pipeline as it ran, read-only, with the statuses on its nodes
        view->showTab(RunView::GraphTab);
        QTRY_VERIFY_WITH_TIMEOUT(view->graphCanvas() != nullptr, 10000);
        CanvasScene* graph = view->graphCanvas()->rootScene();
        QVERIFY(graph->isReadOnly());
        QVERIFY(graph->findStep(QStringLiteral("bad")) != InvalidNodeId);
        QVERIFY(graph->runMark(QStringLiteral("bad")));
        QCOMPARE(int(graph->runMark(QStringLiteral("bad"))->status), int(RunStatus::Failed));
    }

    void distributedStepListsItsProcesses()
    {
        // a PyTorch step of three processes whose rank 1 fails: the overview lists each process, its role, its end and
        // a link that opens its log in the Outputs + logs tab
        makeController();
        m_window->show();
        const QString data = QStringLiteral(PW_SOURCE_DIR "/tests/data/localruns/");
        write(QStringLiteral("dist/print_env.py"), fileText(data + QStringLiteral("print_env.py")));
        auto doc = open(write(QStringLiteral("dist/pipeline.yml"), fileText(data + QStringLiteral("distributed_fails.yml"))));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(!id.isEmpty());
        QVERIFY(waitTerminal(id));
        RunView* view = openView(id);
        QVERIFY(view);
        view->selectStep(QStringLiteral("torch"));
        const QString overview = view->overviewText();
        QVERIFY2(overview.contains(QLatin1String("Processes")) && overview.contains(QLatin1String("node 0, rank 1 (local rank 1)"))
                     && overview.contains(QLatin1String("exit 3")) && overview.contains(QLatin1String("std_log_process_2.txt")),
                 qPrintable(overview));
        // the picture: a window of 1280 × 800 with the overview scrolled to the processes
        m_window->resize(1280, 800);
        QTest::qWait(50);
        if (auto* browser = view->findChild<QTextBrowser*>(QStringLiteral("runOverview")))
            browser->verticalScrollBar()->setValue(browser->verticalScrollBar()->maximum());
        QTemporaryDir unused;
        QCOMPARE(test::savePicture(m_window.get(), test::pictureFolder("PW_RUNUI_SCREENSHOTS", unused),
                                   QStringLiteral("run-distributed.png")),
                 QString());
    }

    void cancelLongJob()
    {
        makeController();
        auto doc = open(write(QStringLiteral("long/pipeline.yml"), R"(type: pipeline
jobs:
  sleeper:
    type: command
    environment: azureml:x@1
    command: echo start; sleep 60; echo end
)"));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(!id.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(runStatusName(listedStatus(id)), QStringLiteral("Running"), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(m_ctl->cancelAction()->isEnabled(), 5000);
        // the run view follows the running job: status, the log as it is written, the bar growing
        RunView* live = m_ctl->openRunView(id);
        QVERIFY(live);
        QTRY_VERIFY_WITH_TIMEOUT(live->hasJob() && live->job().step(QStringLiteral("sleeper"))
                && live->job().step(QStringLiteral("sleeper"))->status == RunStatus::Running,
            10000);
        QVERIFY(live->cancelButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(live->logPane()->text().contains(QLatin1String("start")), 10000);
        QCOMPARE(int(live->timeline()->bars().size()), 1);
        QVERIFY(!live->timeline()->bars()[0].end.isValid()); // runs until now
        QVERIFY(live->timeline()->describe(0).contains(runStatusDisplayName(RunStatus::Running)));
        QElapsedTimer t;
        t.start();
        m_ctl->cancelAction()->trigger();
        QVERIFY(waitTerminal(id, 20000));
        QVERIFY(t.elapsed() < 20000);
        QCOMPARE(runStatusName(listedStatus(id)), QStringLiteral("Canceled"));
        RunView* view = openView(id);
        QCOMPARE(view, live);
        const StepRun* s = view->job().step(QStringLiteral("sleeper"));
        QVERIFY(s);
        QCOMPARE(runStatusName(s->status), QStringLiteral("Canceled"));
        QVERIFY(!view->cancelButton()->isEnabled());
        QVERIFY(!m_ctl->cancelAction()->isEnabled());
    }

    void rerunCreatesLinkedJob()
    {
        makeController();
        const QString flag = m_dir.filePath(QStringLiteral("rerun-flag"));
        QFile::remove(flag);
        QByteArray text = R"(type: pipeline
display_name: flaky
jobs:
  prep:
    type: command
    environment: azureml:x@1
    command: echo data > ${{outputs.o}}/d
    outputs:
      o:
        type: uri_folder
  check:
    type: command
    environment: azureml:x@1
    command: cat ${{inputs.i}}/d; test -f 'FLAG' || exit 4
    inputs:
      i: ${{parent.jobs.prep.outputs.o}}
)";
        text.replace("FLAG", flag.toUtf8());
        auto doc = open(write(QStringLiteral("flaky/pipeline.yml"), text));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(!id.isEmpty());
        QVERIFY(waitTerminal(id));
        QCOMPARE(runStatusName(listedStatus(id)), QStringLiteral("Failed"));
        QTRY_VERIFY_WITH_TIMEOUT(m_ctl->rerunFailedAction()->isEnabled(), 5000);
        QFile f(flag);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        QSignalSpy submitted(m_ctl, &RunController::jobSubmitted);
        m_ctl->rerunFailedAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(submitted.count(), 1, 30000);
        const QString rerunId = submitted.first().at(0).toString();
        QVERIFY(rerunId != id);
        QVERIFY(waitTerminal(rerunId));
        QCOMPARE(runStatusName(listedStatus(rerunId)), QStringLiteral("Completed"));
        QTRY_COMPARE_WITH_TIMEOUT(m_ctl->jobsModel()->job(rerunId)->rerunOf, id, 5000);
        // a rerun opens its run view, which links to the original; prep was reused from it
        RunView* view = m_ctl->runView(rerunId);
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(view->hasJob() && isTerminal(view->job().status), 10000);
        QVERIFY2(view->headerText().contains(id), qPrintable(view->headerText()));
        const StepRun* prep = view->job().step(QStringLiteral("prep"));
        QVERIFY(prep);
        QCOMPARE(prep->reusedFrom, id);
        const int row = view->stepsModel()->rowOf(QStringLiteral("prep"));
        QCOMPARE(view->stepsModel()->index(row, StepsModel::ReusedColumn).data().toString(), QStringLiteral("Reused"));
        QCOMPARE(view->job().step(QStringLiteral("check"))->exitCode, 0);
    }

    void parallelStepShowsTheSettingsItRanWith()
    {
        makeController();
        auto doc = open(QStringLiteral(PW_SOURCE_DIR "/resources/workspace/pipelines/batch_score_pipeline.yml"));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(!id.isEmpty());
        QVERIFY(waitTerminal(id, 300000));
        RunView* view = openView(id);
        QVERIFY(view);
        ParallelStepWindow* w = view->openParallelStep(QStringLiteral("batch_score"));
        QVERIFY(w);
        auto* settings = qobject_cast<ParallelSettingsView*>(w->panel()->settingsWidget());
        QVERIFY2(settings, "the panel of a run has a Settings tab");
        ParallelSettingsModel* m = settings->model();
        QVERIFY(m->isReadOnly());
        // the run's snapshot: the step's own value, and the component's where the step has none
        const int level = m->rowOfKey(QStringLiteral("logging_level"));
        QVERIFY(level >= 0);
        QCOMPARE(m->index(level, ParallelSettingsModel::ValueColumn).data().toString(), QStringLiteral("DEBUG"));
        QCOMPARE(m->index(level, ParallelSettingsModel::SourceColumn).data(ParallelSettingsModel::SourceRole).toInt(),
                 int(ParallelSettingsModel::FromStep));
        const int size = m->rowOfKey(QStringLiteral("mini_batch_size"));
        QVERIFY(size >= 0);
        QCOMPARE(m->index(size, ParallelSettingsModel::ValueColumn).data().toString(), QStringLiteral("2"));
        // editing the file afterwards does not change what the run shows
        QVERIFY(doc->setScalar({QStringLiteral("jobs"), QStringLiteral("batch_score"), QStringLiteral("logging_level")},
                               QStringLiteral("WARNING")));
        QCOMPARE(m->index(level, ParallelSettingsModel::ValueColumn).data().toString(), QStringLiteral("DEBUG"));
        w->close();
        // double-clicking the step in the run's step list opens its panel again
        QTRY_VERIFY(!w->isVisible());
        for (int row = 0; row < view->stepsView()->model()->rowCount(); ++row) {
            const QModelIndex i = view->stepsView()->model()->index(row, 0);
            if (i.data().toString().contains(QLatin1String("batch_score")))
                Q_EMIT view->stepsView()->activated(i);
        }
        QTRY_VERIFY(w->isVisible());
        // the sample samples the nodes' resources, so that its Resources tab has charts
        QVERIFY(QDir(QDir(view->job().step(QStringLiteral("batch_score"))->folder).filePath(QStringLiteral("logs/sys/perf"))).exists());
        w->close();
    }

    void criticalPathOfSyntheticRun()
    {
        const QDateTime t0 = QDateTime::fromSecsSinceEpoch(1700000000, Qt::UTC);
        auto step = [&](const char* name, int from, int to) {
            StepRun s;
            s.name = QLatin1String(name);
            s.status = RunStatus::Completed;
            s.started = t0.addSecs(from);
            s.ended = t0.addSecs(to);
            return s;
        };
        QList<StepRun> steps { step("a", 0, 1), step("b", 1, 4), step("c", 1, 2), step("d", 4, 5) };
        StepRun never;
        never.name = QStringLiteral("never");
        steps << never;
        QHash<QString, QStringList> deps;
        deps.insert(QStringLiteral("b"), { QStringLiteral("a") });
        deps.insert(QStringLiteral("c"), { QStringLiteral("a") });
        deps.insert(QStringLiteral("d"), { QStringLiteral("c"), QStringLiteral("b") });
        deps.insert(QStringLiteral("never"), { QStringLiteral("d") });
        QCOMPARE(
            criticalPath(steps, deps), (QStringList { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("d") }));
        // a long independent step is the critical path on its own
        steps << step("e", 0, 10);
        QCOMPARE(criticalPath(steps, deps), QStringList { QStringLiteral("e") });
        // a cycle does not hang
        deps.insert(QStringLiteral("a"), { QStringLiteral("d") });
        QVERIFY(!criticalPath(steps, deps).isEmpty());

        JobRun job;
        job.id = QStringLiteral("synthetic");
        job.status = RunStatus::Completed;
        job.started = t0;
        job.ended = t0.addSecs(10);
        job.steps = steps;
        deps.remove(QStringLiteral("a"));
        TimelineView view;
        view.resize(800, 300);
        view.setJob(job, deps);
        QCOMPARE(int(view.bars().size()), 5); // "never" has no bar
        QCOMPARE(view.criticalPath(), QStringList { QStringLiteral("e") });
        const int e = view.indexOf(QStringLiteral("e"));
        QVERIFY(view.bars()[e].critical);
        QVERIFY(!view.bars()[view.indexOf(QStringLiteral("a"))].critical);
        // bars are as long as the steps ran, and the tool tip says so
        QVERIFY(view.barRect(e).width() > 3 * view.barRect(view.indexOf(QStringLiteral("b"))).width());
        QVERIFY(view.describe(e).contains(QLatin1String("critical")));
        QCOMPARE(view.barAt(view.barRect(e).center()), e);
        // zoom in, then fit again
        const double fit = view.pixelsPerSecond();
        view.zoomIn();
        QVERIFY(view.pixelsPerSecond() > fit);
        QVERIFY(!view.isFitting());
        view.zoomToFit();
        QCOMPARE(view.pixelsPerSecond(), fit);
    }

    void timelineOfRealRunMarksCriticalPath()
    {
        makeController();
        auto doc = open(write(QStringLiteral("diamond/pipeline.yml"), R"(type: pipeline
jobs:
  a:
    type: command
    environment: azureml:x@1
    command: sleep 0.2; echo a > ${{outputs.o}}/x
    outputs:
      o:
        type: uri_folder
  slow:
    type: command
    environment: azureml:x@1
    command: sleep 1.5; cat ${{inputs.i}}/x > ${{outputs.o}}/x
    inputs:
      i: ${{parent.jobs.a.outputs.o}}
    outputs:
      o:
        type: uri_folder
  quick:
    type: command
    environment: azureml:x@1
    command: cat ${{inputs.i}}/x > ${{outputs.o}}/x
    inputs:
      i: ${{parent.jobs.a.outputs.o}}
    outputs:
      o:
        type: uri_folder
  join:
    type: command
    environment: azureml:x@1
    command: cat ${{inputs.p}}/x ${{inputs.q}}/x
    inputs:
      p: ${{parent.jobs.slow.outputs.o}}
      q: ${{parent.jobs.quick.outputs.o}}
)"));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(!id.isEmpty());
        QVERIFY(waitTerminal(id));
        QCOMPARE(runStatusName(listedStatus(id)), QStringLiteral("Completed"));
        RunView* view = openView(id);
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(view->dependenciesReady(), 10000);
        // dependencies from the snapshot and from the step inputs agree
        const QHash<QString, QStringList> fromSnapshot = RunController::snapshotDependencies(view->job(), nullptr);
        const QHash<QString, QStringList> fromPaths = RunController::pathDependencies(view->job());
        for (const auto* deps : { &fromSnapshot, &fromPaths }) {
            QCOMPARE(deps->value(QStringLiteral("slow")), QStringList { QStringLiteral("a") });
            QCOMPARE(deps->value(QStringLiteral("join")).size(), 2);
            QVERIFY(deps->value(QStringLiteral("a")).isEmpty());
        }
        view->showTab(RunView::TimelineTab);
        TimelineView* timeline = view->timeline();
        QCOMPARE(int(timeline->bars().size()), 4);
        QCOMPARE(timeline->criticalPath(),
            (QStringList { QStringLiteral("a"), QStringLiteral("slow"), QStringLiteral("join") }));
        QVERIFY(!timeline->bars()[timeline->indexOf(QStringLiteral("quick"))].critical);
        // clicking a bar selects the step in the list
        Q_EMIT timeline->stepClicked(QStringLiteral("quick"));
        QCOMPARE(view->selectedStep(), QStringLiteral("quick"));
        view->selectStep(QStringLiteral("slow"));
        QCOMPARE(timeline->selectedStep(), QStringLiteral("slow"));
    }

    void compareListsChangedParameter()
    {
        makeController();
        auto doc = open(write(QStringLiteral("compare/pipeline.yml"), TwoSteps));
        QVERIFY(doc);
        const QString a = runDocument(doc.get());
        QVERIFY(!a.isEmpty());
        QVERIFY(waitTerminal(a));
        // an unsaved edit is what runs
        QVERIFY(doc->setScalar({ QStringLiteral("inputs"), QStringLiteral("greeting") }, QStringLiteral("bye")));
        QVERIFY(doc->isModified());
        const QString b = runDocument(doc.get());
        QVERIFY(!b.isEmpty());
        QVERIFY(waitTerminal(b));
        QCOMPARE(runStatusName(listedStatus(b)), QStringLiteral("Completed"));

        // select both in the Jobs panel and compare
        m_ctl->jobsPanel()->selectJobs({ a, b });
        QCOMPARE(m_ctl->jobsPanel()->selectedJobIds().size(), 2);
        QVERIFY(m_ctl->compareAction()->isEnabled());
        m_ctl->compareAction()->trigger();
        CompareDialog* dialog = m_window->findChild<CompareDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isReady(), 10000);
        QCOMPARE(dialog->changedParameters(), QStringList { QStringLiteral("greeting") });
        QTreeWidget* params = dialog->parametersView();
        QCOMPARE(params->topLevelItemCount(), 1);
        QCOMPARE(params->topLevelItem(0)->text(0), QStringLiteral("≠"));
        const QStringList values { params->topLevelItem(0)->text(2), params->topLevelItem(0)->text(3) };
        QVERIFY(values.contains(QStringLiteral("hello")));
        QVERIFY(values.contains(QStringLiteral("bye")));
        // the second step read the changed output, so neither step was reused; statuses are the same
        QCOMPARE(dialog->stepsView()->topLevelItemCount(), 2);
        dialog->close();
    }

    void sweepTrialsInTheRunView()
    {
        // the grid sweep of tests/data/localsweep: its trials in the step's overview and on the timeline
        makeController();
        auto doc = open(QStringLiteral(PW_SOURCE_DIR "/tests/data/localsweep/grid.yml"));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(waitTerminal(id));
        QCOMPARE(runStatusName(listedStatus(id)), QStringLiteral("Completed"));
        RunView* view = openView(id);
        QVERIFY(view);
        view->selectStep(QStringLiteral("tune"));
        QTRY_VERIFY_WITH_TIMEOUT(view->overviewText().contains(QLatin1String("Trials (the best by accuracy, highest)")), 5000);
        const QString overview = view->overviewText();
        QVERIFY2(overview.contains(QStringLiteral("★ 0")) && overview.contains(QLatin1String("kernel=slow")), qPrintable(overview));
        view->showTab(RunView::TimelineTab);
        TimelineView* timeline = view->timeline();
        int trials = 0;
        for (const TimelineView::Bar& b : timeline->bars())
            if (b.child) {
                ++trials;
                QCOMPARE(b.step, QStringLiteral("tune")); // a trial's row selects its step
            }
        QCOMPARE(trials, 2);
        QVERIFY(timeline->describe(1).startsWith(QStringLiteral("tune · trial 0")));
    }

    void compareShowsWhatChanged()
    {
        // a step that logs a metric through MLflow (the stand-in of tests/data/localsweep), run, then its script, its
        // argument and so its metric changed, and run again
        makeController();
        QFile standinFile(QStringLiteral(PW_SOURCE_DIR "/tests/data/localsweep/src/mlflow/__init__.py"));
        QVERIFY(standinFile.open(QIODevice::ReadOnly));
        const QByteArray standin = standinFile.readAll();
        QVERIFY(!standin.isEmpty());
        write(QStringLiteral("metrics/src/mlflow/__init__.py"), standin);
        write(QStringLiteral("metrics/src/helper.py"), "X = 1\n");
        write(QStringLiteral("metrics/src/train.py"),
            "import sys, mlflow\nmlflow.log_metric('accuracy', float(sys.argv[1]))\n");
        // train starts after a first step, so that what the controller reads of the second run while it runs
        // (all it has when the run turns Completed in the list) is from before train started: no command yet
        const QString file = write(QStringLiteral("metrics/pipeline.yml"),
            "type: pipeline\njobs:\n  first:\n    environment: azureml:x@1\n    is_deterministic: false\n"
            "    command: sleep 0.6; echo done > ${{outputs.o}}/x\n    outputs:\n      o:\n        type: uri_folder\n"
            "  train:\n    environment: azureml:x@1\n    code: ./src\n"
            "    command: python train.py 0.5 ${{inputs.i}}\n    inputs:\n      i: ${{parent.jobs.first.outputs.o}}\n");
        auto doc = open(file);
        QVERIFY(doc);
        const QString a = runDocument(doc.get());
        QVERIFY(waitTerminal(a));
        write(QStringLiteral("metrics/src/train.py"),
            "import sys, mlflow\nmlflow.log_metric('accuracy', float(sys.argv[1]))  # changed\n");
        QFile::remove(m_dir.filePath(QStringLiteral("metrics/src/helper.py")));
        write(QStringLiteral("metrics/src/extra.py"), "Y = 2\n");
        QVERIFY(doc->setScalar({ QStringLiteral("jobs"), QStringLiteral("train"), QStringLiteral("command") },
            QStringLiteral("python train.py 0.75 ${{inputs.i}}")));
        const QString b = runDocument(doc.get());
        QTRY_VERIFY_WITH_TIMEOUT(m_ctl->cachedJob(b) && m_ctl->cachedJob(b)->step(QStringLiteral("train"))
                && m_ctl->cachedJob(b)->step(QStringLiteral("train"))->command.isEmpty(), 5000);
        QVERIFY(waitTerminal(b));
        QCOMPARE(runStatusName(listedStatus(b)), QStringLiteral("Completed"));

        auto* dialog = new CompareDialog(m_ctl, a, b, m_window.get());
        QSignalSpy compared(dialog, &CompareDialog::compared);
        dialog->show();
        QVERIFY(compared.wait(20000));
        const RunComparison& c = dialog->comparison();
        // the pipeline file, line by line
        QVERIFY2(c.yamlDiff.contains(QLatin1String("-    command: python train.py 0.5 ${{inputs.i}}\n")), qPrintable(c.yamlDiff));
        QVERIFY2(c.yamlDiff.contains(QLatin1String("+    command: python train.py 0.75 ${{inputs.i}}\n")), qPrintable(c.yamlDiff));
        QVERIFY2(c.yamlDiff.contains(QLatin1String("@@ -10,6 +10,6 @@\n   train:\n")), qPrintable(c.yamlDiff)); // 3 lines of context
        QCOMPARE(c.linesAdded, 1);
        QCOMPARE(dialog->pipelineDiffView()->toPlainText(), c.yamlDiff);
        // the command as run, and the code files
        QCOMPARE(c.fields.size(), 1);
        QVERIFY2(c.fields.first().after.startsWith(QStringLiteral("python train.py 0.75 ")), qPrintable(c.fields.first().after));
        QHash<QString, CodeChange::Kind> code;
        for (const CodeChange& k : c.code)
            code.insert(k.path, k.kind);
        QCOMPARE(code.value(QStringLiteral("train.py"), CodeChange::Kind::Added), CodeChange::Kind::Changed);
        QCOMPARE(code.value(QStringLiteral("helper.py"), CodeChange::Kind::Added), CodeChange::Kind::Removed);
        QCOMPARE(code.value(QStringLiteral("extra.py"), CodeChange::Kind::Removed), CodeChange::Kind::Added);
        QVERIFY(!code.contains(QStringLiteral("mlflow/__init__.py"))); // the same in both
        QCOMPARE(dialog->changesView()->topLevelItemCount(), 1);
        QCOMPARE(dialog->changesView()->topLevelItem(0)->childCount(), 4);
        // the metric the step logged, in both
        QCOMPARE(c.metrics.size(), 1);
        QCOMPARE(c.metrics.first().metric, QStringLiteral("accuracy"));
        QCOMPARE(*c.metrics.first().before, 0.5);
        QCOMPARE(*c.metrics.first().after, 0.75);
        QCOMPARE(dialog->metricsView()->topLevelItem(0)->text(4), QStringLiteral("+0.25"));
        dialog->close();
    }

    void screenshots()
    {
        // Every run page drawn with real jobs; the pictures go to PW_RUNUI_SCREENSHOTS=<folder> for people to look
        // at (run under xvfb with QT_QPA_PLATFORM=xcb), else to a temporary folder
        QTemporaryDir pictures;
        const QString out = test::pictureFolder("PW_RUNUI_SCREENSHOTS", pictures);
        QProcess check;
        check.start(
            QStringLiteral("/usr/bin/python3"), { QStringLiteral("-c"), QStringLiteral("import sklearn, pandas") });
        check.waitForFinished(30000);
        if (check.exitCode() != 0)
            QFAIL("needs python3-sklearn and python3-pandas (.ci/bootstrap installs them)");
        QDir().mkpath(out);
        if (qEnvironmentVariableIsSet("PW_RUNUI_DARK")) {
            QPalette dark;
            dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2e));
            dark.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
            dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x20));
            dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x29));
            dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
            dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x38));
            dark.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
            dark.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xc0));
            dark.setColor(QPalette::HighlightedText, Qt::white);
            dark.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
            dark.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xf0));
            QApplication::setPalette(dark);
        }
        makeController();
        auto* tabs = new QTabWidget(m_window.get());
        tabs->setDocumentMode(true);
        m_window->setCentralWidget(tabs);
        m_ctl->setRunViewHost([tabs](RunView* view) {
            int i = tabs->indexOf(view);
            if (i < 0)
                i = tabs->addTab(view, view->statusIcon(), view->title());
            tabs->setCurrentIndex(i);
            QObject::connect(view, &RunView::titleChanged, tabs,
                [tabs, view](const QString& t) { tabs->setTabText(tabs->indexOf(view), t); });
        });
        m_window->resize(1500, 950);
        m_window->show();
        auto doc = open(QStringLiteral(PW_SOURCE_DIR "/resources/workspace/pipelines/train_pipeline.yml"));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(!id.isEmpty());
        RunView* view = m_ctl->openRunView(id);
        QTest::qWait(1500);
        QCOMPARE(test::savePicture(m_window.get(), out, QStringLiteral("run-live.png")), QString());
        QVERIFY(waitTerminal(id, 300000));
        QTRY_VERIFY_WITH_TIMEOUT(view->hasJob() && isTerminal(view->job().status), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(view->dependenciesReady(), 10000);
        view->selectStep(QStringLiteral("train"));
        const struct {
            RunView::Tab tab;
            const char* name;
        } pages[] = { { RunView::OverviewTab, "overview" }, { RunView::ParametersTab, "parameters" },
            { RunView::OutputsTab, "outputs" }, { RunView::TimelineTab, "timeline" }, { RunView::GraphTab, "graph" } };
        for (const auto& p : pages) {
            view->showTab(p.tab);
            QTest::qWait(p.tab == RunView::GraphTab ? 2500 : 600);
            QCOMPARE(test::savePicture(m_window.get(), out, QStringLiteral("run-%1.png").arg(QLatin1String(p.name))), QString());
        }
        // a parallel step: job_result.txt and the logs/ tree
        auto batch = open(QStringLiteral(PW_SOURCE_DIR "/resources/workspace/pipelines/batch_score_pipeline.yml"));
        QVERIFY(batch);
        const QString batchId = runDocument(batch.get());
        QVERIFY(!batchId.isEmpty());
        QVERIFY(waitTerminal(batchId, 300000));
        RunView* batchView = m_ctl->openRunView(batchId);
        QTRY_VERIFY_WITH_TIMEOUT(batchView->hasJob() && isTerminal(batchView->job().status), 10000);
        batchView->selectStep(QStringLiteral("batch_score"));
        batchView->showTab(RunView::OutputsTab);
        batchView->findChild<QToolButton*>(QStringLiteral("runShowJobResult"))->click();
        QTest::qWait(800);
        batchView->logFilesView()->expandAll();
        QTest::qWait(800);
        QCOMPARE(test::savePicture(m_window.get(), out, QStringLiteral("run-parallel.png")), QString());
        batchView->showTab(RunView::TimelineTab);
        QTest::qWait(400);
        QCOMPARE(test::savePicture(m_window.get(), out, QStringLiteral("run-parallel-timeline.png")), QString());
        // a failing run and a comparison
        auto failing = open(write(QStringLiteral("shots/failing.yml"), Failing));
        const QString failed = runDocument(failing.get());
        QVERIFY(waitTerminal(failed));
        RunView* failedView = m_ctl->openRunView(failed);
        QTRY_VERIFY_WITH_TIMEOUT(failedView->hasJob() && isTerminal(failedView->job().status), 10000);
        failedView->showTab(RunView::OverviewTab);
        QTest::qWait(600);
        QCOMPARE(test::savePicture(m_window.get(), out, QStringLiteral("run-failed.png")), QString());
        SubmitOptions o;
        o.inputOverrides.insert(QStringLiteral("n_estimators"), QStringLiteral("40"));
        QVERIFY(doc->setScalar({ QStringLiteral("inputs"), QStringLiteral("n_estimators") }, QStringLiteral("40")));
        const QString second = runDocument(doc.get());
        QVERIFY(waitTerminal(second, 300000));
        auto* dialog = new CompareDialog(m_ctl, id, second, m_window.get());
        dialog->show();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isReady(), 10000);
        QTest::qWait(400);
        QCOMPARE(test::savePicture(dialog, out, QStringLiteral("compare.png")), QString());
        QCOMPARE(test::savePicture(m_window.get(), out, QStringLiteral("window.png")), QString());
    }

    // ----- the run view at a real window size -------------------------------------------------------

private:
    /// A window like the studio's: 1600×1000, a bottom panel (Problems) beside Jobs, and View ▸ Zoom actions.
    void makeStudioLikeWindow()
    {
        makeController();
        m_window->resize(1600, 1000);
        m_window->setCentralWidget(new QWidget(m_window.get()));
        auto* problems = new QDockWidget(QStringLiteral("Problems"), m_window.get());
        problems->setObjectName(QStringLiteral("problemsDock"));
        problems->setWidget(new QWidget(problems));
        m_window->addDockWidget(Qt::BottomDockWidgetArea, problems);
        m_window->tabifyDockWidget(problems, m_ctl->jobsDock());
        auto* properties = new QDockWidget(QStringLiteral("Properties"), m_window.get());
        properties->setObjectName(QStringLiteral("propertiesDock"));
        properties->setWidget(new QWidget(properties));
        m_window->addDockWidget(Qt::RightDockWidgetArea, properties);
        auto action = [this](const char* name, const QKeySequence& key) {
            auto* a = new QAction(m_window.get());
            a->setObjectName(QLatin1String(name));
            a->setShortcut(key);
            m_window->addAction(a);
            return a;
        };
        action("actionFitAll", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
        action("actionZoomIn", QKeySequence(Qt::CTRL | Qt::Key_Equal));
        action("actionZoomOut", QKeySequence(Qt::CTRL | Qt::Key_Minus));
        action("actionActualSize", QKeySequence(Qt::CTRL | Qt::Key_0));
        action("actionFitSelection", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

private Q_SLOTS:
    void runViewStepNamesAndPlace()
    {
        const QByteArray longNames = R"(type: pipeline
display_name: names
jobs:
  prepare_customer_features_for_training:
    type: command
    environment: azureml:x@1
    command: echo one
  score:
    type: command
    environment: azureml:x@1
    command: echo two
)";
        makeStudioLikeWindow();
        auto doc = open(write(QStringLiteral("names/pipeline.yml"), longNames));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(!id.isEmpty());
        QVERIFY(waitTerminal(id));
        RunView* view = openView(id);
        QVERIFY(view);
        QTest::qWait(200);

        // the run views' dock: at the bottom, across the window, beside Jobs, in front, tall enough
        auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("runsDock"));
        QVERIFY(dock);
        QCOMPARE(m_window->dockWidgetArea(dock), Qt::BottomDockWidgetArea);
        QVERIFY(m_window->tabifiedDockWidgets(m_ctl->jobsDock()).contains(dock));
        QVERIFY(dock->isVisible() && !dock->visibleRegion().isEmpty());
        QTRY_VERIFY2(dock->width() >= m_window->width() * 95 / 100, qPrintable(QString::number(dock->width())));
        QTRY_VERIFY2(dock->height() >= m_window->height() * 35 / 100, qPrintable(QString::number(dock->height())));

        // the Step column shows names (with their icons), the long one whole or elided in the middle
        QTableView* steps = view->stepsView();
        const int column = steps->columnWidth(StepsModel::StepColumn);
        const QFontMetrics fm = steps->fontMetrics();
        QVERIFY2(column >= steps->iconSize().width() + fm.horizontalAdvance(QStringLiteral("prepare_customer")),
            qPrintable(QString::number(column)));
        QCOMPARE(steps->textElideMode(), Qt::ElideMiddle);
        const QModelIndex name = view->stepsModel()->index(0, StepsModel::StepColumn);
        QCOMPARE(name.data().toString(), QStringLiteral("prepare_customer_features_for_training"));
        QVERIFY(!name.data(Qt::DecorationRole).isNull());
        QVERIFY(name.data(Qt::ToolTipRole).toString().startsWith(name.data().toString()));
        QVERIFY(steps->visualRect(name).intersects(steps->viewport()->rect()));
        if (qEnvironmentVariableIsSet("PW_RUNUI_SCREENSHOTS")) {
            QTemporaryDir unused;
            QCOMPARE(test::savePicture(m_window.get(), test::pictureFolder("PW_RUNUI_SCREENSHOTS", unused),
                         QStringLiteral("run-docked.png")),
                QString());
        }
        // squeezed, the names keep a readable width and the list scrolls sideways
        dock->setFloating(true);
        dock->resize(520, 400);
        QTest::qWait(300);
        QVERIFY2(steps->columnWidth(StepsModel::StepColumn) >= steps->iconSize().width() + fm.averageCharWidth() * 12,
            qPrintable(QString::number(steps->columnWidth(StepsModel::StepColumn))));
        if (qEnvironmentVariableIsSet("PW_RUNUI_SCREENSHOTS")) {
            QTemporaryDir unused;
            QCOMPARE(test::savePicture(
                         dock, test::pictureFolder("PW_RUNUI_SCREENSHOTS", unused), QStringLiteral("run-narrow.png")),
                QString());
        }
        dock->setFloating(false);
    }

    void runViewOpensLogsAndCsvFiles()
    {
        const QByteArray files = R"(type: pipeline
display_name: files
jobs:
  write:
    type: command
    environment: azureml:x@1
    command: >-
      printf 'mini_batch,status,items\nb_0,"ok, done",10\nb_1,failed,9\nb_2,ok,100\n' > ${{outputs.o}}/report.csv;
      printf 'n,note\n1,\x22cut' > ${{outputs.o}}/cut.csv;
      printf 'x%.0s' $(seq 1 3000); echo
    outputs:
      o:
        type: uri_folder
)";
        makeStudioLikeWindow();
        auto doc = open(write(QStringLiteral("files/pipeline.yml"), files));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(waitTerminal(id));
        RunView* view = openView(id);
        QVERIFY(view);
        const StepRun* step = view->job().step(QStringLiteral("write"));
        QVERIFY(step);
        QCOMPARE(int(step->status), int(RunStatus::Completed));
        view->selectStep(QStringLiteral("write"));
        view->showTab(RunView::OutputsTab);
        RunLogPane* pane = view->logPane();
        // the log: in the log viewer, its 3000-character line scrolls sideways instead of being cut
        QTRY_VERIFY_WITH_TIMEOUT(pane->text().contains(QStringLiteral("xxxxxxxxxx")), 5000);
        QVERIFY(!pane->showsTable());
        QTRY_VERIFY_WITH_TIMEOUT(pane->logView()->horizontalScrollBar()->maximum()
                > 3000 * pane->logView()->fontMetrics().horizontalAdvance(QLatin1Char('x')) / 2,
            5000);
        // a CSV file: a table with its header, sortable and filterable
        const QString folder = step->outputs.value(QStringLiteral("o"));
        pane->openFile(QDir(folder).filePath(QStringLiteral("report.csv")));
        QVERIFY(pane->showsTable());
        CsvView* csv = pane->csvView();
        QCOMPARE(csv->csvModel()->headers(), (QStringList { "mini_batch", "status", "items" }));
        QTableView* table = csv->tableView();
        QCOMPARE(table->model()->rowCount(), 3);
        QCOMPARE(table->model()->index(0, 1).data().toString(), QStringLiteral("ok, done"));
        table->horizontalHeader()->setSortIndicator(2, Qt::DescendingOrder); // a click on "items"
        QCOMPARE(table->model()->index(0, 2).data().toString(), QStringLiteral("100")); // as numbers
        QCOMPARE(table->model()->index(2, 2).data().toString(), QStringLiteral("9"));
        csv->filterEdit()->setText(QStringLiteral("FAILED"));
        QCOMPARE(table->model()->rowCount(), 1);
        QVERIFY2(csv->statusText().contains(QStringLiteral("1 of 3")), qPrintable(csv->statusText()));
        csv->filterEdit()->clear();
        // a CSV file cut in the middle of its last line
        pane->openFile(QDir(folder).filePath(QStringLiteral("cut.csv")));
        QVERIFY(pane->showsTable());
        QCOMPARE(csv->csvModel()->rowCount(), 1);
        QVERIFY(csv->csvModel()->isRowIncomplete(0));
        QVERIFY(csv->statusText().contains(QStringLiteral("middle of its last line")));
        // back to a log
        pane->openFile(step->logFile);
        QVERIFY(!pane->showsTable());
    }

    void runGraphOpensFittedAndTakesViewActions()
    {
        makeStudioLikeWindow();
        auto doc = open(write(QStringLiteral("graph/pipeline.yml"), Failing));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(waitTerminal(id));
        RunView* view = openView(id);
        QVERIFY(view);
        view->showTab(RunView::GraphTab);
        QTRY_VERIFY_WITH_TIMEOUT(view->graphCanvas() != nullptr, 10000);
        CanvasView* canvas = view->graphCanvas()->view();
        CanvasScene* scene = view->graphCanvas()->rootScene();
        auto shown = [&](const QString& step) {
            NodeItem* item = scene->nodeItem(scene->findStep(step));
            if (!item)
                return false;
            const QRect r = canvas->mapFromScene(item->sceneBoundingRect()).boundingRect();
            return canvas->viewport()->rect().contains(r);
        };
        // opened fitted: the first steps in view at a readable size
        QTRY_VERIFY_WITH_TIMEOUT(shown(QStringLiteral("good")), 5000);
        QVERIFY(shown(QStringLiteral("bad")));
        // zoomed far in, then Fit All by its key while the graph has the focus: the run's graph is fitted, the
        // window's action (the document's canvas) is not triggered
        for (int i = 0; i < 8; ++i)
            canvas->zoomIn();
        canvas->centerOn(QPointF(-5000, -5000));
        QVERIFY(!shown(QStringLiteral("good")));
        auto* fitAll = m_window->findChild<QAction*>(QStringLiteral("actionFitAll"));
        QSignalSpy windowFit(fitAll, &QAction::triggered);
        canvas->setFocus();
        QTRY_VERIFY(canvas->hasFocus());
        QTest::keyClick(canvas, Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(shown(QStringLiteral("good")));
        QVERIFY(shown(QStringLiteral("after")));
        QCOMPARE(windowFit.count(), 0);
        // zoom keys too
        const qreal fitted = canvas->zoom();
        QTest::keyClick(canvas, Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(canvas->zoom() > fitted);
        // the menu item, chosen while the graph has the focus
        for (int i = 0; i < 6; ++i)
            canvas->zoomIn();
        fitAll->trigger();
        QCOMPARE(canvas->zoom(), fitted);
        // the Fit button of the tab
        for (int i = 0; i < 6; ++i)
            canvas->zoomIn();
        view->graphFitButton()->click();
        QCOMPARE(canvas->zoom(), fitted);
    }

    void missingModuleOffersAnotherInterpreter()
    {
        const QByteArray importing = R"(type: pipeline
display_name: importing
jobs:
  train:
    type: command
    environment: azureml:x@1
    command: python3 -c "import pw_no_such_module_x"
)";
        makeStudioLikeWindow();
        // the main window's action (this one is found first)
        auto* choose = new QAction(m_window.get());
        choose->setObjectName(QStringLiteral("actionPythonInterpreter"));
        QSignalSpy chosen(choose, &QAction::triggered);
        auto doc = open(write(QStringLiteral("import/pipeline.yml"), importing));
        QVERIFY(doc);
        const QString id = runDocument(doc.get());
        QVERIFY(waitTerminal(id));
        RunView* view = openView(id);
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(view->pythonHint()->isVisible(), 5000);
        const QString text = view->pythonHintText();
        QVERIFY2(text.contains(QStringLiteral("'pw_no_such_module_x'")), qPrintable(text));
        // the interpreter that ran it, as the step's executor log says
        const StepRun* train = view->job().step(QStringLiteral("train"));
        QVERIFY(train);
        QFile executor(QDir(train->folder).filePath(QStringLiteral("system_logs/executor.txt")));
        QVERIFY(executor.open(QIODevice::ReadOnly));
        const QRegularExpressionMatch ran
            = QRegularExpression(QStringLiteral("python: (\\S+)")).match(QString::fromUtf8(executor.readAll()));
        QVERIFY(ran.hasMatch());
        QVERIFY2(text.contains(QStringLiteral("The step ran with %1,").arg(ran.captured(1))), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("train")));
        QVERIFY(!view->choosePythonButton()->isHidden());
        QCOMPARE(view->choosePythonButton()->text(), QStringLiteral("Choose Python Interpreter…"));
        view->choosePythonButton()->click();
        QCOMPARE(chosen.count(), 1);
        // a command that starts an interpreter by its path: another choice would not change it, and the hint says so
        auto byPath = open(write(QStringLiteral("import/bypath.yml"),
                                 QByteArray(importing).replace("command: python3", "command: /usr/bin/python3")));
        QVERIFY(byPath);
        const QString byPathId = runDocument(byPath.get());
        QVERIFY(waitTerminal(byPathId));
        RunView* byPathView = openView(byPathId);
        QVERIFY(byPathView);
        QTRY_VERIFY_WITH_TIMEOUT(byPathView->pythonHint()->isVisible(), 5000);
        const QString named = byPathView->pythonHintText();
        QVERIFY2(named.contains(QStringLiteral("The step's command starts /usr/bin/python3 by its path")), qPrintable(named));
        QVERIFY(byPathView->choosePythonButton()->isHidden());
        // a job whose steps all completed has no such hint
        auto ok = open(write(QStringLiteral("import/ok.yml"), TwoSteps));
        const QString okId = runDocument(ok.get());
        QVERIFY(waitTerminal(okId));
        RunView* okView = openView(okId);
        QVERIFY(okView);
        QVERIFY(okView->pythonHint()->isHidden());
    }

    void runTitlesFollowTheLanguage()
    {
        // a catalogue with the run view's title
        class Catalogue : public QTranslator {
        public:
            QString translate(const char* context, const char* source, const char*, int) const override
            {
                if (QLatin1String(context) == QLatin1String("pw::RunView")
                    && QLatin1String(source) == QLatin1String("Run %1 · %2"))
                    return QStringLiteral("运行 %1 · %2");
                if (QLatin1String(context) == QLatin1String("pw::LocalEngine")
                    && QString::fromUtf8(source).startsWith(QLatin1String("steps run with this machine's Python")))
                    return QStringLiteral("步骤使用本机的 Python（%1）运行，而不是在其环境（%2）中运行");
                return QString();
            }
            bool isEmpty() const override { return false; }
        };
        makeStudioLikeWindow();
        auto doc = open(write(QStringLiteral("title/pipeline.yml"), TwoSteps));
        const QString id = runDocument(doc.get());
        QVERIFY(waitTerminal(id));
        RunView* view = openView(id);
        QVERIFY(view);
        auto* tabs = m_window->findChild<QTabWidget*>(QStringLiteral("runsTabs"));
        QVERIFY(tabs);
        QVERIFY(tabs->tabText(tabs->indexOf(view)).startsWith(QStringLiteral("Run ")));
        const QString english = QStringLiteral("steps run with this machine's Python (/usr/bin/python3), not in their "
                                               "environments ((inline environment), azureml:x@1); packages may differ");
        QCOMPARE(RunView::displayedWarning(english), english);
        Catalogue zh;
        QCoreApplication::installTranslator(&zh);
        QTRY_VERIFY(tabs->tabText(tabs->indexOf(view)).startsWith(QStringLiteral("运行 ")));
        // the local-Python warning stored in English with the job follows the language shown
        QCOMPARE(RunView::displayedWarning(english),
            QStringLiteral("步骤使用本机的 Python（/usr/bin/python3）运行，而不是在其环境（(inline environment), "
                           "azureml:x@1）中运行"));
        QCOMPARE(RunView::displayedWarning(QStringLiteral("something else")), QStringLiteral("something else"));
        QVERIFY2(view->headerText().contains(QStringLiteral("步骤使用本机的 Python（/usr/bin/python3）")),
            qPrintable(view->headerText()));
        QCoreApplication::removeTranslator(&zh);
        QTRY_VERIFY(tabs->tabText(tabs->indexOf(view)).startsWith(QStringLiteral("Run ")));
    }
};

QTEST_MAIN(TestRunUi)
#include "tst_runui.moc"
