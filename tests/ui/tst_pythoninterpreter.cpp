// SPDX-License-Identifier: MIT
// Run ▸ Python Interpreter…: the dialog's model (checked by QAbstractItemModelTester), the dialog finding and
// checking real interpreters and a virtual environment of a workspace, the choice reaching the backend through
// pw::Backend and the settings, and a window without backends.
#include "mainwindow.h"
#include "pictures.h"
#include "pipelinedocument.h"
#include "run/pythoninterpreterdialog.h"
#include "run/pythoninterpretermodel.h"
#include "run/runcontroller.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMainWindow>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace pw;

namespace {

const QString SystemPython = QStringLiteral("/usr/bin/python3");

/// A backend that runs on this machine and only keeps its interpreter: what the studio sees of any backend.
class FakeLocalBackend : public Backend {
public:
    using Backend::Backend;
    QString id() const override { return QStringLiteral("local"); }
    QString displayName() const override { return QStringLiteral("fake"); }
    QFuture<SubmitResult> submit(const QString&, const QByteArray&, const SubmitOptions&) override { return {}; }
    void cancel(const QString&, const QString&) override { }
    QFuture<QList<JobRun>> listJobs(int) override { return {}; }
    QFuture<JobRun> job(const QString&) override { return {}; }
    QFuture<QList<ComputeTarget>> computeTargets() override { return {}; }
    bool runsOnThisMachine() const override { return true; }
    QString pythonInterpreter() const override { return python; }
    void setPythonInterpreter(const QString& path) override { python = path; }
    QString python = QStringLiteral("/bin/sh");
};

bool writeFile(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

QString pythonMinorVersion()
{
    QProcess p;
    p.start(
        SystemPython, { QStringLiteral("-c"), QStringLiteral("import sys; print('%d.%d' % sys.version_info[:2])") });
    p.waitForFinished(20000);
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

} // namespace

class TestPythonInterpreter : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_workspace;
    QString m_pipeline;
    QString m_venvPython;

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("PipewrightTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_pythoninterpreter"));
        QSettings().clear();
        if (!QFileInfo(SystemPython).isExecutable())
            QFAIL("needs /usr/bin/python3 (Debian package python3; .ci/bootstrap installs it)");
        QVERIFY(m_dir.isValid());
        // a workspace with a virtual environment that alone has the module its pipeline needs
        m_workspace = m_dir.filePath(QStringLiteral("workspace"));
        const QString venv = m_workspace + QStringLiteral("/.venv");
        QVERIFY(QDir().mkpath(venv + QStringLiteral("/bin")));
        QVERIFY(writeFile(venv + QStringLiteral("/pyvenv.cfg"), "home = /usr/bin\n"));
        QVERIFY(QFile::link(SystemPython, venv + QStringLiteral("/bin/python")));
        const QString minor = pythonMinorVersion();
        QVERIFY(!minor.isEmpty());
        QVERIFY(
            writeFile(venv + QStringLiteral("/lib/python%1/site-packages/pw_dialog_probe/__init__.py").arg(minor), ""));
        m_venvPython = venv + QStringLiteral("/bin/python");
        QVERIFY(writeFile(m_workspace + QStringLiteral("/env/conda.yml"),
            "dependencies:\n  - python=3.11\n  - pip:\n      - pw-dialog-probe\n"));
        QVERIFY(writeFile(m_workspace + QStringLiteral("/src/main.py"), "import json\nimport pw_dialog_probe\n"));
        m_pipeline = m_workspace + QStringLiteral("/pipelines/p.yml");
        QVERIFY(writeFile(m_pipeline,
            "type: pipeline\n"
            "jobs:\n"
            "  step:\n"
            "    type: command\n"
            "    code: ../src\n"
            "    command: python main.py\n"
            "    environment:\n"
            "      image: python:3.11\n"
            "      conda_file: ../env/conda.yml\n"));
    }

    void cleanupTestCase() { QSettings().clear(); }

    void modelIsAProperModel()
    {
        PythonInterpreterModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.columnCount(), int(PythonInterpreterModel::ColumnCount));
        model.setCurrentInterpreter(QStringLiteral("/a/python3"));
        model.setRequiredModules({ RequiredModule { QStringLiteral("sklearn"), QStringLiteral("scikit-learn"),
                                       { QStringLiteral("conda.yaml") } },
            RequiredModule { QStringLiteral("numpy"), QStringLiteral("numpy"), {} } });
        QCOMPARE(model.addCandidate({ QStringLiteral("/a/python3"), PythonCandidate::Origin::Current, {}, {} }), 0);
        QCOMPARE(model.addCandidate({ QStringLiteral("/b/python3"), PythonCandidate::Origin::Path, {}, {} }), 1);
        QCOMPARE(model.addCandidate({ QStringLiteral("/w/.venv/bin/python"), PythonCandidate::Origin::VirtualEnv,
                     QStringLiteral("/w/.venv"), {} }),
            2);
        QCOMPARE(model.addCandidate({ QStringLiteral("/b/python3"), PythonCandidate::Origin::System, {}, {} }), 1);
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(model.isChecking());
        QCOMPARE(model.recommendedRow(), -1);
        QCOMPARE(model.index(0, PythonInterpreterModel::ModulesColumn).data().toString(), QStringLiteral("checking…"));
        QVERIFY(model.index(0, 0).data(PythonInterpreterModel::CurrentRole).toBool());
        QVERIFY(model.index(0, 0).data().toString().contains(QLatin1String("current")));

        auto result = [](const QString& path, bool sklearn) {
            PythonProbeResult r;
            r.interpreter = path;
            r.ok = true;
            r.version = QStringLiteral("3.11.2");
            r.modules = { { QStringLiteral("sklearn"),
                              sklearn ? PythonProbeResult::Module::Found : PythonProbeResult::Module::Missing },
                { QStringLiteral("numpy"), PythonProbeResult::Module::Found } };
            return r;
        };
        model.setResult(result(QStringLiteral("/a/python3"), false));
        QCOMPARE(model.stateAt(0), PythonInterpreterModel::State::Missing);
        QCOMPARE(model.index(0, PythonInterpreterModel::VersionColumn).data().toString(), QStringLiteral("3.11.2"));
        QCOMPARE(model.index(0, PythonInterpreterModel::ModulesColumn).data().toString(),
            QStringLiteral("1 of 2; missing sklearn"));
        QCOMPARE(model.index(0, 0).data(PythonInterpreterModel::MissingModulesRole).toStringList(),
            QStringList { QStringLiteral("sklearn") });
        QVERIFY(model.modulesDescription(0).contains(QLatin1String("scikit-learn")));
        QVERIFY(model.modulesDescription(0).contains(QLatin1String("conda.yaml")));
        // the first that imports all is recommended, an environment before it when there is one
        model.setResult(result(QStringLiteral("/b/python3"), true));
        QCOMPARE(model.recommendedRow(), 1);
        QVERIFY(model.index(1, 0).data(PythonInterpreterModel::RecommendedRole).toBool());
        QVERIFY(model.index(1, PythonInterpreterModel::ModulesColumn)
                    .data()
                    .toString()
                    .contains(QLatin1String("recommended")));
        model.setResult(result(QStringLiteral("/w/.venv/bin/python"), true));
        QCOMPARE(model.recommendedRow(), 2);
        QVERIFY(!model.isChecking());
        QCOMPARE(model.index(2, PythonInterpreterModel::OriginColumn).data().toString(),
            QStringLiteral("environment .venv"));
        // the current choice, when it imports all, stays the recommendation
        model.setCurrentInterpreter(QStringLiteral("/b/python3"));
        QCOMPARE(model.recommendedRow(), 1);
        // a failure
        PythonProbeResult broken;
        broken.interpreter = QStringLiteral("/w/.venv/bin/python");
        broken.error = QStringLiteral("it crashed");
        model.setResult(broken);
        QCOMPARE(model.stateAt(2), PythonInterpreterModel::State::Failed);
        QVERIFY(
            model.index(2, PythonInterpreterModel::ModulesColumn).data().toString().contains(QLatin1String("crashed")));
        // new modules: the results no longer hold
        model.setRequiredModules({});
        QVERIFY(model.isChecking());
        QCOMPARE(model.recommendedRow(), -1);
        model.setResult(result(QStringLiteral("/x/unknown"), true)); // not listed: ignored
        QCOMPARE(model.rowCount(), 3);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void dialogFindsTheEnvironmentThatHasTheModules()
    {
        PythonInterpreterDialog dialog;
        QAbstractItemModelTester tester(dialog.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(&dialog, &PythonInterpreterDialog::checksFinished);
        QFile f(m_pipeline);
        QVERIFY(f.open(QIODevice::ReadOnly));
        dialog.start(SystemPython, { m_workspace }, m_pipeline, f.readAll());
        QVERIFY(dialog.isBusy());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(finished.wait(60000) || !finished.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 30000);
        PythonInterpreterModel* model = dialog.model();
        QCOMPARE(moduleNames(model->requiredModules()), QStringList { QStringLiteral("pw_dialog_probe") });
        QCOMPARE(model->pathAt(0), SystemPython);
        QCOMPARE(model->stateAt(0), PythonInterpreterModel::State::Missing);
        const int venvRow = model->rowOf(m_venvPython);
        QVERIFY(venvRow > 0);
        QCOMPARE(model->stateAt(venvRow), PythonInterpreterModel::State::ImportsAll);
        QCOMPARE(model->recommendedRow(), venvRow);
        // the current choice lacks the module: the recommended one is selected for the user
        QCOMPARE(dialog.selectedInterpreter(), m_venvPython);
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("pythonIntro"))
                    ->text()
                    .contains(QLatin1String("pw_dialog_probe")));
        QVERIFY(
            dialog.findChild<QLabel*>(QStringLiteral("pythonStatus"))->text().contains(QLatin1String("recommended")));
        // what the user picks stays picked
        dialog.selectRow(0);
        QCOMPARE(dialog.selectedInterpreter(), SystemPython);
        QVERIFY(
            dialog.findChild<QLabel*>(QStringLiteral("pythonDetails"))->text().contains(QLatin1String("pip install")));
        // Browse… adds a program, checks and selects it; a file that is not a program is refused
        QVERIFY(!dialog.addInterpreter(m_pipeline));
        QVERIFY(dialog.addInterpreter(QStringLiteral("/bin/sh")));
        QCOMPARE(dialog.selectedInterpreter(), QStringLiteral("/bin/sh"));
        QTRY_COMPARE_WITH_TIMEOUT(
            model->stateAt(model->rowOf(QStringLiteral("/bin/sh"))), PythonInterpreterModel::State::Failed, 30000);
        // Use Default: no interpreter
        dialog.findChild<QPushButton*>(QStringLiteral("pythonUseDefault"))->click();
        QVERIFY(dialog.useDefaultRequested());
        QVERIFY(dialog.selectedInterpreter().isEmpty());
    }

    void runControllerSetsTheBackendsInterpreter()
    {
        QMainWindow window;
        auto* backend = new FakeLocalBackend;
        auto* ctl = new RunController(&window, { backend });
        ctl->setWorkspaceFolderSource([this] { return m_workspace; });
        PipelineDocument doc;
        QVERIFY(doc.load(m_pipeline));
        ctl->setCurrentDocument(&doc);
        QCOMPARE(ctl->pythonInterpreter(), QStringLiteral("/bin/sh"));
        QAction* action = window.findChild<QAction*>(QStringLiteral("actionPythonInterpreter"));
        QVERIFY(action && action->isEnabled());
        window.show();
        action->trigger();
        PythonInterpreterDialog* dialog = ctl->pythonInterpreterDialog();
        QVERIFY(dialog && dialog->isVisible());
        action->trigger(); // open: raised, not a second one
        QCOMPARE(ctl->pythonInterpreterDialog(), dialog);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBusy(), 60000);
        QVERIFY(dialog->model()->rowOf(m_venvPython) >= 0);
        dialog->selectRow(dialog->model()->rowOf(SystemPython));
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(backend->python, SystemPython);
        QCOMPARE(QSettings().value(QStringLiteral("run/python")).toString(), SystemPython);
        QTRY_VERIFY(!ctl->pythonInterpreterDialog());
        // Use Default forgets the setting
        action->trigger();
        dialog = ctl->pythonInterpreterDialog();
        QVERIFY(dialog);
        dialog->findChild<QPushButton*>(QStringLiteral("pythonUseDefault"))->click();
        QVERIFY(!QSettings().contains(QStringLiteral("run/python")));
        QCOMPARE(backend->python, defaultPythonInterpreter());
    }

    void windowWithoutBackendsCannotRun()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(m_pipeline));
        QVERIFY(!w.action(QStringLiteral("actionRun"))->isEnabled());
        QVERIFY(!w.action(QStringLiteral("actionPythonInterpreter"))->isEnabled());
        QVERIFY(
            w.statusBar()->findChild<QLabel*>(QStringLiteral("backendLabel"))->text().contains(QLatin1String("none")));
        auto* ctl = w.findChild<RunController*>(QStringLiteral("runController"));
        QVERIFY(ctl && !ctl->currentBackend());
        QVERIFY(!ctl->run());
        QVERIFY(ctl->problemsDialog());
        QVERIFY(ctl->problemsDialog()->summary().contains(QLatin1String("No backend")));

        MainWindow withBackend({ new FakeLocalBackend });
        QVERIFY(withBackend.statusBar()
                    ->findChild<QLabel*>(QStringLiteral("backendLabel"))
                    ->text()
                    .contains(QLatin1String("Local")));
        QVERIFY(withBackend.action(QStringLiteral("actionPythonInterpreter"))->isEnabled());
    }

    void screenshot()
    {
        // The dialog over the sample workspace with this machine's interpreters, for people to look at:
        // PW_PYTHON_SCREENSHOTS=<folder> (run under xvfb with QT_QPA_PLATFORM=xcb), else a temporary folder
        QTemporaryDir pictures;
        const QString out = test::pictureFolder("PW_PYTHON_SCREENSHOTS", pictures);
        QDir().mkpath(out);
        const QString workspace = QStringLiteral(PW_SOURCE_DIR "/resources/workspace");
        const QString file = workspace + QStringLiteral("/pipelines/train_pipeline.yml");
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        PythonInterpreterDialog dialog;
        dialog.start(defaultPythonInterpreter(), { workspace }, file, f.readAll());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBusy(), 60000);
        QTest::qWait(300);
        QCOMPARE(test::savePicture(&dialog, out, QStringLiteral("python-interpreter.png")), QString());
    }
};

QTEST_MAIN(TestPythonInterpreter)
#include "tst_pythoninterpreter.moc"
