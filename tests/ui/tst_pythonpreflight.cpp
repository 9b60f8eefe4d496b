// SPDX-License-Identifier: MIT
// Before the first run on this machine: an interpreter that cannot import what the steps need is found out before
// anything runs, an interpreter that has it all is offered, and the answer is kept (asked once per pipeline and
// interpreter). Azure ML's own packages listed in a conda file are not asked for; the Python Interpreter dialog
// leaves out programs that do not run and recommends the one that imports everything.
#include "localbackend.h"
#include "pipelinedocument.h"
#include "run/pythoninterpreterdialog.h"
#include "run/pythoninterpretermodel.h"
#include "run/pythonpreflight.h"
#include "models/jobsmodel.h"
#include "run/runcontroller.h"
#include "testfiles.h"

#include <QAction>
#include <QFile>
#include <QMainWindow>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace pw;

namespace {

const QByteArray Pipeline = R"(type: pipeline
jobs:
  train:
    type: command
    code: ./src
    command: python train.py
    environment:
      image: mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu22.04
      conda_file: ./conda.yml
)";
const QByteArray Conda = "dependencies:\n  - python=3.11\n  - pip:\n    - azureml-core\n    - azureml-dataset-runtime\n    - pyyaml\n";
const QByteArray Script = "import yaml\nprint('loaded', yaml.__name__)\n";

} // namespace

class TestPythonPreflight : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_fake; // /usr/bin/python3 without its site packages: no yaml
    QString m_pipeline;

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo(QStringLiteral("/usr/bin/python3")).isExecutable())
            QFAIL("needs /usr/bin/python3 (Debian package python3; .ci/bootstrap installs it)");
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Pipewright"));
        QCoreApplication::setApplicationName(QStringLiteral("Pipewright Studio Test tst_pythonpreflight"));
        QSettings().clear();
        m_fake = m_dir.filePath(QStringLiteral("fake/bin/python3"));
        QVERIFY(test::writeExecutable(m_fake, "#!/bin/sh\nexec /usr/bin/python3 -S \"$@\"\n"));
        // a broken shim first on PATH, as pyenv leaves one for a version that is gone
        QVERIFY(test::writeExecutable(m_dir.filePath(QStringLiteral("shims/python3")),
                                "#!/bin/sh\necho 'pyenv: python3: command not found' >&2\nexit 127\n"));
        qputenv("PATH", QFile::encodeName(m_dir.filePath(QStringLiteral("shims"))) + ":/usr/bin:/bin");
        m_pipeline = m_dir.filePath(QStringLiteral("ws/pipeline.yml"));
        QVERIFY(test::writeAll(m_pipeline, Pipeline));
        QVERIFY(test::writeAll(m_dir.filePath(QStringLiteral("ws/conda.yml")), Conda));
        QVERIFY(test::writeAll(m_dir.filePath(QStringLiteral("ws/src/train.py")), Script));
    }
    void cleanupTestCase() { QSettings().clear(); }

    void verdictNamesWhatIsMissingAndWhoHasIt()
    {
        PythonPreflight preflight;
        QSignalSpy finished(&preflight, &PythonPreflight::finished);
        PythonSearch search;
        search.workspaceFolders << m_dir.filePath(QStringLiteral("ws"));
        preflight.start(m_pipeline, Pipeline, m_fake, search);
        QVERIFY(finished.wait(60000));
        const auto v = finished.first().first().value<PythonPreflight::Verdict>();
        QVERIFY(!v.ready);
        QCOMPARE(v.needed, QStringList {QStringLiteral("yaml")}); // azureml-core and azureml-dataset-runtime are not asked for
        QCOMPARE(v.missing, QStringList {QStringLiteral("yaml")});
        QCOMPARE(v.alternative, QStringLiteral("/usr/bin/python3")); // not the broken shim
        QVERIFY(!v.alternativeVersion.isEmpty());

        preflight.start(m_pipeline, Pipeline, QStringLiteral("/usr/bin/python3"), search);
        QVERIFY(finished.wait(60000));
        QVERIFY(finished.last().first().value<PythonPreflight::Verdict>().ready);
    }

    void firstRunAsksAndTheAnswerIsKept()
    {
        QMainWindow window;
        LocalBackendOptions o;
        o.home = m_dir.filePath(QStringLiteral("home"));
        o.python = m_fake;
        o.cores = 2;
        auto* backend = new LocalBackend(o);
        RunController ctl(&window, {backend});
        QStringList asked;
        RunController::PythonAnswer answer = RunController::PythonAnswer::UseAlternative;
        ctl.setPythonQuestion([&](const QString&, const QString& text, const QString& alternative) {
            asked << text + QStringLiteral(" | ") + alternative;
            return answer;
        });
        PipelineDocument doc;
        QVERIFY(doc.load(m_pipeline));
        ctl.setCurrentDocument(&doc);
        auto run = [&] {
            QSignalSpy submitted(&ctl, &RunController::jobSubmitted);
            const qsizetype before = asked.size();
            if (!ctl.run())
                return QString();
            if (!QTest::qWaitFor([&] { return submitted.count() > 0 || (asked.size() > before && answer == RunController::PythonAnswer::Cancel); }, 60000))
                return QString();
            return submitted.isEmpty() ? QString() : submitted.first().first().toString();
        };
        auto status = [&](const QString& id) {
            const JobRun* j = ctl.jobsModel()->job(id);
            return j ? j->status : RunStatus::NotStarted;
        };
        // asked, the interpreter that has it all taken, and the job runs with it
        const QString first = run();
        QVERIFY(!first.isEmpty());
        QCOMPARE(asked.size(), 1);
        QVERIFY2(asked.first().contains(QStringLiteral("cannot import yaml")) && asked.first().endsWith(QStringLiteral("| /usr/bin/python3")),
                 qPrintable(asked.first()));
        QCOMPARE(ctl.pythonInterpreter(), QStringLiteral("/usr/bin/python3"));
        QTRY_VERIFY_WITH_TIMEOUT(isTerminal(status(first)), 60000);
        QCOMPARE(status(first), RunStatus::Completed);
        // again: not asked
        const QString second = run();
        QVERIFY(!second.isEmpty());
        QCOMPARE(asked.size(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(isTerminal(status(second)), 60000);
        // the other interpreter again: asked again; Cancel runs nothing
        QVERIFY(ctl.setPythonInterpreter(m_fake));
        answer = RunController::PythonAnswer::Cancel;
        const int jobs = ctl.jobsModel()->rowCount();
        QVERIFY(run().isEmpty());
        QCOMPARE(asked.size(), 2);
        QTest::qWait(200);
        QCOMPARE(ctl.jobsModel()->rowCount(), jobs);
        QVERIFY(ctl.runAction()->isEnabled());
        // Run Anyway: it runs (and fails on the import), and is not asked again
        answer = RunController::PythonAnswer::RunAnyway;
        const QString anyway = run();
        QVERIFY(!anyway.isEmpty());
        QCOMPARE(asked.size(), 3);
        QTRY_VERIFY_WITH_TIMEOUT(isTerminal(status(anyway)), 60000);
        QCOMPARE(status(anyway), RunStatus::Failed);
        QVERIFY(!run().isEmpty());
        QCOMPARE(asked.size(), 3);
    }

    void dialogLeavesOutProgramsThatDoNotRun()
    {
        PythonInterpreterDialog dialog;
        QSignalSpy done(&dialog, &PythonInterpreterDialog::checksFinished);
        dialog.start(m_fake, {m_dir.filePath(QStringLiteral("ws"))}, m_pipeline, Pipeline);
        // every interpreter checked (the signal may come before the spy's wait starts)
        QTRY_VERIFY_WITH_TIMEOUT(!done.isEmpty(), 60000);
        QVERIFY(!dialog.isBusy());
        PythonInterpreterModel* model = dialog.model();
        const int shim = model->rowOf(m_dir.filePath(QStringLiteral("shims/python3")));
        QVERIFY(shim >= 0);
        QCOMPARE(model->stateAt(shim), PythonInterpreterModel::State::Failed);
        QVERIFY(dialog.view()->isRowHidden(shim, QModelIndex()));
        // the current one lacks yaml (azureml-core is not counted); /usr/bin/python3 is recommended and selected
        QCOMPARE(model->stateAt(model->rowOf(m_fake)), PythonInterpreterModel::State::Missing);
        const int system = model->rowOf(QStringLiteral("/usr/bin/python3"));
        QCOMPARE(model->stateAt(system), PythonInterpreterModel::State::ImportsAll);
        QCOMPARE(model->recommendedRow(), system);
        QCOMPARE(dialog.selectedInterpreter(), QStringLiteral("/usr/bin/python3"));
    }
};

QTEST_MAIN(TestPythonPreflight)
#include "tst_pythonpreflight.moc"
