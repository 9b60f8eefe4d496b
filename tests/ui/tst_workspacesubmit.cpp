// SPDX-License-Identifier: MIT
// Submitting from the studio to an Azure ML workspace played by a loopback server (tests/backends/fakeworkspace.h):
// the main window's Run controller connected to the workspace as Run ▸ Connect does (a real AzureBackend signed in
// with a token from the environment), a pipeline opened from a copy of tests/data/azuresubmit and of the sample
// workspace, Run with the workspace chosen: its code and data uploaded, the job PUT, jobSubmitted with the
// workspace's job id, the job in the Jobs panel with the status the workspace gives it; and a compute the workspace
// lacks refused with the step and the compute named, and no job made.
#include "answeringbackend.h"
#include "azurebackend.h"
#include "backends/fakeworkspace.h"
#include "canvasscene.h"
#include "canvaswidget.h"
#include "documenttab.h"
#include "jobsmodel.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "pipelinedocument.h"
#include "run/jobspanel.h"
#include "run/runcontroller.h"
#include "run/submitproblemsdialog.h"
#include "runstatus.h"
#include "testfiles.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

namespace {

const QString Data = QStringLiteral(PW_SOURCE_DIR "/tests/data/azuresubmit");
const QString SampleWorkspace = QStringLiteral(PW_SOURCE_DIR "/resources/workspace");
const QByteArray Token = "studio-submit-token-secret";
const QByteArray AccountKey = "cGlwZXdyaWdodC1zdHVkaW8tdGVzdC1hY2NvdW50LWtleQ==";

/// The bytes of the blob uploaded at `suffix` (a path ending) under `prefix`, and how many blobs end so.
QPair<QByteArray, int> blobEndingWith(const FakeWorkspace& w, const QByteArray& prefix, const QByteArray& suffix)
{
    QPair<QByteArray, int> found {{}, 0};
    for (auto it = w.blobs.cbegin(); it != w.blobs.cend(); ++it)
        if (it.key().startsWith(prefix) && it.key().endsWith(suffix)) {
            found.first = it.value();
            ++found.second;
        }
    return found;
}

/// A step of a workspace job as run history lists it.
QJsonObject stepRun(const QString& job, const QString& step, const QString& status)
{
    return QJsonObject {{QStringLiteral("runId"), QString(job + QLatin1Char('_') + step)},
                        {QStringLiteral("displayName"), step},
                        {QStringLiteral("runType"), QStringLiteral("azureml.StepRun")},
                        {QStringLiteral("status"), status},
                        {QStringLiteral("properties"), QJsonObject {{QStringLiteral("azureml.nodeid"), step}}}};
}

/// The job names the workspace has.
QStringList jobNames(const FakeWorkspace& w)
{
    QStringList names;
    for (const QJsonObject& j : w.jobs)
        names << j.value(QLatin1String("name")).toString();
    return names;
}

} // namespace

class TestWorkspaceSubmit : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;

    /// A studio window whose Run controller has the fake workspace connected and chosen, made from the connection
    /// as the studio makes it (a custom cloud, the token from the environment).
    std::unique_ptr<MainWindow> studio(const FakeWorkspace& w)
    {
        auto window = std::make_unique<MainWindow>(QList<Backend*> {new test::AnsweringBackend});
        RunController* run = window->runController();
        run->setWorkspaceFactory([](const WorkspaceConnection& c, const QByteArray&, QString* error) -> Backend* {
            azure::CredentialChoice choice;
            choice.method = c.auth;
            return AzureBackend::create(azure::customCloud(QUrl(c.armEndpoint), QUrl(c.loginEndpoint)),
                                        arm::WorkspaceRef::fromId(c.workspaceId), choice, error)
                .release();
        });
        WorkspaceConnection c;
        c.workspaceId = QString::fromLatin1(Ws);
        c.cloud = QStringLiteral("custom");
        c.armEndpoint = w.url();
        c.loginEndpoint = QStringLiteral("https://login.invalid");
        c.auth = QStringLiteral("env");
        QString error;
        if (!run->connectWorkspace(c, QByteArray(), &error)) {
            qWarning("not connected: %s", qPrintable(error));
            return nullptr;
        }
        window->show();
        return window;
    }

    /// Open `file` in the window and wait until it is the document Run submits.
    static bool open(MainWindow& window, const QString& file)
    {
        if (!window.openFile(file))
            return false;
        QElapsedTimer t;
        t.start();
        while ((window.isLoading() || !window.runController()->currentDocument()) && t.elapsed() < 20000)
            QTest::qWait(20);
        PipelineDocument* doc = window.runController()->currentDocument();
        return doc && QFileInfo(doc->filePath()) == QFileInfo(file);
    }

    /// The problems the studio found in the open pipeline that would stop a run, as one line each.
    static QString errorsOf(const PipelineDocument* doc)
    {
        QStringList lines;
        for (const Diagnostic& d : doc->diagnostics())
            if (d.severity == Severity::Error)
                lines << d.toString();
        return lines.join(QLatin1Char('\n'));
    }

    /// Trigger Run and wait until the controller says how it went: the job id, or empty with `failure` set.
    static QString runAndWait(RunController* run, QString* failure)
    {
        QSignalSpy submitted(run, &RunController::jobSubmitted);
        QSignalSpy failed(run, &RunController::submitFailed);
        if (!run->runAction()->isEnabled()) {
            *failure = QStringLiteral("Run is disabled");
            return QString();
        }
        run->runAction()->trigger();
        QElapsedTimer t;
        t.start();
        while (submitted.isEmpty() && failed.isEmpty() && t.elapsed() < 60000)
            QTest::qWait(20);
        if (!failed.isEmpty())
            *failure = failed.first().first().toString();
        else if (submitted.isEmpty())
            *failure = QStringLiteral("neither jobSubmitted nor submitFailed within a minute");
        return submitted.isEmpty() ? QString() : submitted.first().first().toString();
    }

    /// Open `file` and Run it on the workspace `w` that the window has chosen: the job id, or empty with `failure`
    /// saying why (the file not opened, its errors, the refusal, or what the workspace found wrong in a request).
    static QString openAndRun(MainWindow& window, const FakeWorkspace& w, const QString& file, QString* failure)
    {
        if (!open(window, file)) {
            *failure = QStringLiteral("%1 did not open").arg(file);
            return QString();
        }
        if (const QString errors = errorsOf(window.runController()->currentDocument()); !errors.isEmpty()) {
            *failure = errors;
            return QString();
        }
        const QString id = runAndWait(window.runController(), failure);
        if (!w.problems.isEmpty()) {
            *failure = w.problems.join(QLatin1Char('\n'));
            return QString();
        }
        return id;
    }

    /// The text the Jobs panel shows in `column` for the job `id` (through its filter), or a note when not shown.
    static QString shownInPanel(RunController* run, const QString& id, int column)
    {
        const QAbstractItemModel* model = run->jobsPanel()->view()->model();
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->index(row, JobsModel::IdColumn).data().toString() == id)
                return model->index(row, column).data().toString();
        return QStringLiteral("(not in the Jobs panel)");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear(); // this test's own settings: no workspace, folder or window state of an earlier run
        qputenv("PIPEWRIGHT_ACCESS_TOKEN", Token);
        qputenv("PIPEWRIGHT_NO_KEYCHAIN", "1");
        QVERIFY(m_tmp.isValid());
    }

    void cleanupTestCase()
    {
        QSettings().clear();
    }

    void runSubmitsToTheWorkspace()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("azuresubmit"));
        QVERIFY(copyTree(Data, dir));
        const QString file = dir + QStringLiteral("/pipeline.yml");
        FakeWorkspace w(Token, AccountKey);
        std::unique_ptr<MainWindow> window = studio(w);
        QVERIFY(window);
        RunController* run = window->runController();
        QCOMPARE(run->currentBackend()->displayName(), QStringLiteral("Azure ML: ws1"));
        QCOMPARE(run->backendSelector()->currentText(), QStringLiteral("Azure ML: ws1"));
        QString failure;
        const QString id = openAndRun(*window, w, file, &failure);
        QVERIFY2(!id.isEmpty(), qPrintable(failure));

        // the job PUT reached the workspace under the id the studio was told, with the document's pipeline
        QCOMPARE(jobNames(w), QStringList {id});
        QCOMPARE(w.count("PUT", Ws + "/jobs/" + id.toLatin1()), 1);
        const QJsonObject p = w.jobBody(id).value(QLatin1String("properties")).toObject();
        QCOMPARE(p.value(QLatin1String("jobType")).toString(), QStringLiteral("Pipeline"));
        QCOMPARE(p.value(QLatin1String("displayName")).toString(), QStringLiteral("submit-sample"));
        const QJsonObject steps = p.value(QLatin1String("jobs")).toObject();
        QCOMPARE(steps.keys(), (QStringList {QStringLiteral("prep"), QStringLiteral("report"), QStringLiteral("train")}));
        QCOMPARE(steps.value(QLatin1String("train")).toObject().value(QLatin1String("computeId")).toString(),
                 QString::fromLatin1(Ws) + QStringLiteral("/computes/gpu-cluster"));
        // its code uploaded first (two folders, each to its own code version), the components pointing at them
        QCOMPARE(w.count("POST", "/startPendingUpload"), 2);
        QCOMPARE(w.codeVersions.size(), 2);
        for (const char* name : {"prep.py", "report.py", "lib/util.py"}) {
            const auto [bytes, copies] = blobEndingWith(w, "/codeacct/code/LocalUpload/", QByteArray("/") + name);
            QCOMPARE(copies, 1);
            QVERIFY2(bytes == test::readAll(dir + QStringLiteral("/src/") + QLatin1String(name)), name);
        }
        QCOMPARE(blobEndingWith(w, "/codeacct/code/LocalUpload/", "/notes.tmp").second, 0); // .amlignore'd
        qsizetype lastCodeBlob = -1, jobPut = -1;
        for (qsizetype i = 0; i < w.server.requests.size(); ++i) {
            const Received& r = w.server.requests.at(i);
            if (r.method == "PUT" && r.path.startsWith("/codeacct/"))
                lastCodeBlob = i;
            if (r.method == "PUT" && r.path.startsWith(QByteArray(Ws + "/jobs/")))
                jobPut = i;
        }
        QVERIFY(lastCodeBlob >= 0 && jobPut > lastCodeBlob);
        for (const QString& step : steps.keys()) {
            const QByteArray component = steps.value(step).toObject().value(QLatin1String("componentId")).toString().toLatin1();
            QVERIFY2(w.puts.contains(component), component.constData());
            const QString code = w.puts.value(component).value(QLatin1String("properties")).toObject().value(QLatin1String("componentSpec"))
                                     .toObject().value(QLatin1String("code")).toString();
            QVERIFY2(code.startsWith(QStringLiteral("azureml:") + QString::fromLatin1(Ws) + QStringLiteral("/codes/")), qPrintable(code));
        }
        // and its local data, the job pointing at the uploaded copy
        QVERIFY(blobEndingWith(w, "/dsacct/data/LocalUpload/", "/iris.csv").first == test::readAll(dir + QStringLiteral("/data/iris.csv")));
        QVERIFY(p.value(QLatin1String("inputs")).toObject().value(QLatin1String("raw_data")).toObject().value(QLatin1String("uri")).toString()
                    .startsWith(QLatin1String("azureml://datastores/workspaceblobstore/paths/LocalUpload/")));

        // the studio shows the job: the active one, in the Jobs panel with the workspace's status, and says so
        QCOMPARE(run->activeJobId(), id);
        QVERIFY(run->jobsDock()->isVisible());
        QVERIFY2(run->jobsPanel()->banner()->text().contains(id), qPrintable(run->jobsPanel()->banner()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(run->jobsModel()->job(id) && run->jobsModel()->job(id)->displayName == QLatin1String("submit-sample"), 10000);
        QCOMPARE(run->jobsModel()->rowCount(), 1);
        QCOMPARE(run->jobsModel()->job(id)->status, RunStatus::NotStarted);
        QCOMPARE(shownInPanel(run, id, JobsModel::StatusColumn), runStatusDisplayName(RunStatus::NotStarted));
        QCOMPARE(run->jobsPanel()->currentJobId(), id);
        // the workspace moves the job on: the panel follows, and the pipeline's canvas shows its steps' statuses
        w.statusOnRead.insert(id, QStringLiteral("Running"));
        w.stepRuns.insert(id, QJsonArray {stepRun(id, QStringLiteral("prep"), QStringLiteral("Completed")),
                                          stepRun(id, QStringLiteral("train"), QStringLiteral("Running"))});
        run->setRemotePollSeconds(1);
        QTRY_COMPARE_WITH_TIMEOUT(shownInPanel(run, id, JobsModel::StatusColumn), runStatusDisplayName(RunStatus::Running), 10000);
        QCOMPARE(run->jobsModel()->job(id)->status, RunStatus::Running);
        // the job came from this file, though the workspace does not know it: the panel and the job say so
        QCOMPARE(run->jobsModel()->job(id)->pipelineFile, file);
        QCOMPARE(shownInPanel(run, id, JobsModel::PipelineColumn), QStringLiteral("submit-sample — pipeline.yml"));
        run->requestJob(id);
        QTRY_VERIFY_WITH_TIMEOUT(run->cachedJob(id) && run->cachedJob(id)->steps.size() == 2, 10000);
        QCOMPARE(run->cachedJob(id)->pipelineFile, file);
        const CanvasScene* scene = window->currentDocumentTab()->canvas()->scene();
        QTRY_VERIFY_WITH_TIMEOUT(scene->runMark(QStringLiteral("train")).has_value(), 10000);
        QCOMPARE(scene->runMark(QStringLiteral("train"))->status, RunStatus::Running);
        QCOMPARE(scene->runMark(QStringLiteral("prep"))->status, RunStatus::Completed);
        QVERIFY(!scene->runMark(QStringLiteral("report")));
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));
    }

    void computeTheWorkspaceLacksIsRefused()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("refused"));
        QVERIFY(copyTree(Data, dir));
        const QString file = dir + QStringLiteral("/pipeline.yml");
        FakeWorkspace w(Token, AccountKey);
        w.computes.removeAll(QStringLiteral("gpu-cluster"));
        std::unique_ptr<MainWindow> window = studio(w);
        QVERIFY(window);
        RunController* run = window->runController();
        QVERIFY(open(*window, file));
        QTRY_VERIFY_WITH_TIMEOUT(w.count("GET", Ws + "/jobs?") >= 1, 10000); // the listing of the workspace's jobs

        QString failure;
        QVERIFY(runAndWait(run, &failure).isEmpty());
        // the step, the compute and the workspace named, in the dialog the studio shows
        QVERIFY2(failure.contains(QLatin1String("jobs.train.compute")) && failure.contains(QLatin1String("'gpu-cluster'"))
                     && failure.contains(QLatin1String("ws1")),
                 qPrintable(failure));
        SubmitProblemsDialog* dialog = run->problemsDialog();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY2(dialog->summary().contains(QLatin1String("jobs.train.compute names the compute 'gpu-cluster'")), qPrintable(dialog->summary()));
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Cannot run pipeline.yml"));
        QVERIFY2(dialog->summary().startsWith(QDir::toNativeSeparators(file) + QStringLiteral(": ")), qPrintable(dialog->summary()));
        // nothing was made: no upload, no job, nothing new in the Jobs panel, Run offered again
        QVERIFY(!dialog->summary().contains(QString::fromLatin1(Token)));
        QCOMPARE(w.count("PUT", "/jobs/"), 0);
        QVERIFY(w.jobs.isEmpty());
        QCOMPARE(w.count("POST", "/startPendingUpload"), 0);
        QVERIFY(w.blobs.isEmpty());
        QTest::qWait(500); // a listing that was under way
        QCOMPARE(run->jobsModel()->rowCount(), 0);
        QVERIFY(run->activeJobId().isEmpty());
        QVERIFY(run->runAction()->isEnabled());

        // the compute made, Run again goes through
        w.computes << QStringLiteral("gpu-cluster");
        const QString id = runAndWait(run, &failure);
        QVERIFY2(!id.isEmpty(), qPrintable(failure));
        QCOMPARE(jobNames(w), QStringList {id});
    }

    void sampleWorkspacePipeline()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("sample"));
        QVERIFY(copyTree(SampleWorkspace, dir));
        const QString file = dir + QStringLiteral("/pipelines/train_pipeline.yml");
        FakeWorkspace w(Token, AccountKey);
        QVERIFY(w.computes.contains(QStringLiteral("cpu-cluster"))); // the pipeline's default compute
        std::unique_ptr<MainWindow> window = studio(w);
        QVERIFY(window);
        RunController* run = window->runController();
        QVERIFY(window->openFolder(dir));
        QString failure;
        const QString id = openAndRun(*window, w, file, &failure);
        QVERIFY2(!id.isEmpty(), qPrintable(failure));
        QCOMPARE(jobNames(w), QStringList {id});
        const QJsonObject p = w.jobBody(id).value(QLatin1String("properties")).toObject();
        QCOMPARE(p.value(QLatin1String("displayName")).toString(), QStringLiteral("churn-train"));
        QCOMPARE(p.value(QLatin1String("experimentName")).toString(), QStringLiteral("customer-churn"));
        const QJsonObject steps = p.value(QLatin1String("jobs")).toObject();
        QCOMPARE(steps.keys(), (QStringList {QStringLiteral("evaluate"), QStringLiteral("prep"), QStringLiteral("score"), QStringLiteral("train")}));
        // one code folder a component: src/prep, src/train, src/score, src/evaluate, each uploaded
        QCOMPARE(w.codeVersions.size(), 4);
        for (const char* name : {"prep/prep.py", "train/train.py", "score/score.py", "evaluate/evaluate.py"}) {
            const QByteArray base = QByteArray(name).mid(QByteArray(name).indexOf('/'));
            const auto [bytes, copies] = blobEndingWith(w, "/codeacct/code/LocalUpload/", base);
            QCOMPARE(copies, 1);
            QVERIFY2(bytes == test::readAll(dir + QStringLiteral("/src/") + QLatin1String(name)), name);
        }
        // the pipeline's local data uploaded
        QVERIFY(blobEndingWith(w, "/dsacct/data/LocalUpload/", "/customer_churn.csv").first
                == test::readAll(dir + QStringLiteral("/data/customers/customer_churn.csv")));
        QVERIFY(blobEndingWith(w, "/dsacct/data/LocalUpload/", "/baseline_metrics.json").first
                == test::readAll(dir + QStringLiteral("/data/reference/baseline_metrics.json")));
        // default compute from the settings; train on serverless
        QCOMPARE(steps.value(QLatin1String("train")).toObject().value(QLatin1String("computeId")).toString(), QStringLiteral("serverless"));
        QCOMPARE(w.count("GET", Ws + "/computes/cpu-cluster"), 1);
        QTRY_VERIFY_WITH_TIMEOUT(run->jobsModel()->job(id) && run->jobsModel()->job(id)->displayName == QLatin1String("churn-train"), 10000);
        QCOMPARE(shownInPanel(run, id, JobsModel::StatusColumn), runStatusDisplayName(RunStatus::NotStarted));
        QCOMPARE(shownInPanel(run, id, JobsModel::PipelineColumn), QStringLiteral("churn-train — train_pipeline.yml"));
    }

    void sampleParallelPipeline()
    {
        // the sample's batch scoring pipeline: its parallel step has no component, so one is made of its task
        const QString dir = m_tmp.filePath(QStringLiteral("sample-batch"));
        QVERIFY(copyTree(SampleWorkspace, dir));
        const QString file = dir + QStringLiteral("/pipelines/batch_score_pipeline.yml");
        FakeWorkspace w(Token, AccountKey);
        QVERIFY(w.computes.contains(QStringLiteral("cpu-cluster"))); // the compute of batch_score
        std::unique_ptr<MainWindow> window = studio(w);
        QVERIFY(window);
        QVERIFY(window->openFolder(dir));
        QString failure;
        const QString id = openAndRun(*window, w, file, &failure);
        QVERIFY2(!id.isEmpty(), qPrintable(failure));
        QCOMPARE(jobNames(w), QStringList {id});
        QCOMPARE(w.count("PUT", Ws + "/jobs/" + id.toLatin1()), 1);
        const QJsonObject p = w.jobBody(id).value(QLatin1String("properties")).toObject();
        QCOMPARE(p.value(QLatin1String("displayName")).toString(), QStringLiteral("churn-batch-score"));
        const QJsonObject steps = p.value(QLatin1String("jobs")).toObject();
        QCOMPARE(steps.keys(), (QStringList {QStringLiteral("batch_score"), QStringLiteral("prep"), QStringLiteral("train")}));
        const QJsonObject step = steps.value(QLatin1String("batch_score")).toObject();
        QCOMPARE(step.value(QLatin1String("computeId")).toString(), QString::fromLatin1(Ws) + QStringLiteral("/computes/cpu-cluster"));
        QCOMPARE(w.count("GET", Ws + "/computes/cpu-cluster"), 1);

        // the parallel component registered under azureml_anonymous, the step naming it
        const QByteArray componentId = step.value(QLatin1String("componentId")).toString().toLatin1();
        QVERIFY2(componentId.startsWith(QByteArray(QByteArray(Ws) + "/components/azureml_anonymous/versions/")), componentId.constData());
        QVERIFY(w.puts.contains(componentId));
        const QJsonObject spec = w.puts.value(componentId).value(QLatin1String("properties")).toObject().value(QLatin1String("componentSpec")).toObject();
        QCOMPARE(spec.value(QLatin1String("type")).toString(), QStringLiteral("parallel"));
        QCOMPARE(spec.value(QLatin1String("input_data")).toString(), QStringLiteral("${{inputs.snapshots}}"));
        QCOMPARE(spec.value(QLatin1String("mini_batch_size")).toString(), QStringLiteral("2"));
        QCOMPARE(spec.value(QLatin1String("resources")).toObject().value(QLatin1String("instance_count")), QJsonValue(2));
        QCOMPARE(spec.value(QLatin1String("logging_level")).toString(), QStringLiteral("DEBUG"));
        QCOMPARE(spec.value(QLatin1String("inputs")).toObject().keys(),
                 (QStringList {QStringLiteral("model"), QStringLiteral("score_threshold"), QStringLiteral("snapshots")}));
        QCOMPARE(spec.value(QLatin1String("outputs")).toObject().value(QLatin1String("summary")).toObject().value(QLatin1String("type")).toString(),
                 QStringLiteral("uri_file"));
        const QJsonObject task = spec.value(QLatin1String("task")).toObject();
        QCOMPARE(task.value(QLatin1String("entry_script")).toString(), QStringLiteral("batch_score.py"));
        QCOMPARE(task.value(QLatin1String("append_row_to")).toString(), QStringLiteral("${{outputs.summary}}"));
        // its code uploaded as a code version, its environment registered anonymously
        QVERIFY2(task.value(QLatin1String("code")).toString().startsWith(QStringLiteral("azureml:") + QString::fromLatin1(Ws) + QStringLiteral("/codes/")),
                 qPrintable(task.value(QLatin1String("code")).toString()));
        QVERIFY(blobEndingWith(w, "/codeacct/code/LocalUpload/", "/batch_score.py").first
                == test::readAll(dir + QStringLiteral("/src/batch_score/batch_score.py")));
        const QString env = task.value(QLatin1String("environment")).toString();
        QVERIFY2(env.startsWith(QStringLiteral("azureml:") + QString::fromLatin1(Ws) + QStringLiteral("/environments/CliV2AnonymousEnvironment/versions/")),
                 qPrintable(env));
        const QJsonObject envBody = w.puts.value(env.mid(8).toLatin1()).value(QLatin1String("properties")).toObject();
        QCOMPARE(envBody.value(QLatin1String("condaFile")).toString().toUtf8(), test::readAll(dir + QStringLiteral("/src/batch_score/conda.yaml")));
        // the step keeps its bindings and its settings
        QCOMPARE(step.value(QLatin1String("inputs")).toObject().value(QLatin1String("model")).toObject().value(QLatin1String("value")).toString(),
                 QStringLiteral("${{parent.jobs.train.outputs.model_output}}"));
        QCOMPARE(step.value(QLatin1String("outputs")).toObject().value(QLatin1String("summary")).toObject().value(QLatin1String("value")).toString(),
                 QStringLiteral("${{parent.outputs.churn_summary}}"));
        QCOMPARE(step.value(QLatin1String("mini_batch_size")), QJsonValue(2));
        QCOMPARE(step.value(QLatin1String("max_concurrency_per_instance")), QJsonValue(2));
    }
};

QTEST_MAIN(TestWorkspaceSubmit)
#include "tst_workspacesubmit.moc"
