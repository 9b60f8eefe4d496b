// SPDX-License-Identifier: MIT
// The Python interpreters of this machine: the default rule, the modules a pipeline's steps need (conda files,
// entry scripts), finding interpreters on PATH and in a workspace's virtual environments, and checking which
// modules an interpreter can import (with the real /usr/bin/python3).
#include "jobrun.h"
#include "pythonenvironments.h"
#include "steppython.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

namespace {

const QString SystemPython = QStringLiteral("/usr/bin/python3");

bool writeFile(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

/// A virtual environment folder: pyvenv.cfg and bin/python leading to the system's interpreter.
bool makeFakeEnvironment(const QString& folder)
{
    return QDir().mkpath(folder + QStringLiteral("/bin"))
        && writeFile(folder + QStringLiteral("/pyvenv.cfg"), "home = /usr/bin\n")
        && QFile::link(SystemPython, folder + QStringLiteral("/bin/python"));
}

const RequiredModule* findModule(const QList<RequiredModule>& modules, const QString& name)
{
    for (const RequiredModule& m : modules)
        if (m.module == name)
            return &m;
    return nullptr;
}

} // namespace

class TestPythonEnvironments : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo(SystemPython).isExecutable())
            QFAIL("needs /usr/bin/python3 (Debian package python3; .ci/bootstrap installs it)");
    }

    void defaultRule()
    {
        const QByteArray saved = qgetenv("PIPEWRIGHT_PYTHON");
        qputenv("PIPEWRIGHT_PYTHON", "/opt/some/python");
        QCOMPARE(defaultPythonInterpreter(), QStringLiteral("/opt/some/python"));
        QCOMPARE(pythonInterpreterOr(QStringLiteral("/x/python")), QStringLiteral("/x/python"));
        QCOMPARE(pythonInterpreterOr(QString()), QStringLiteral("/opt/some/python"));
        qunsetenv("PIPEWRIGHT_PYTHON");
        const QString found = QStandardPaths::findExecutable(QStringLiteral("python3"));
        QCOMPARE(defaultPythonInterpreter(), found.isEmpty() ? SystemPython : found);
        if (!saved.isEmpty())
            qputenv("PIPEWRIGHT_PYTHON", saved);
    }

    void packageNames()
    {
        QCOMPARE(pythonModuleOfPackage(QStringLiteral("scikit-learn")), QStringLiteral("sklearn"));
        QCOMPARE(pythonModuleOfPackage(QStringLiteral("PyYAML")), QStringLiteral("yaml"));
        QCOMPARE(pythonModuleOfPackage(QStringLiteral("pillow")), QStringLiteral("PIL"));
        QCOMPARE(pythonModuleOfPackage(QStringLiteral("python-dateutil")), QStringLiteral("dateutil"));
        QCOMPARE(pythonModuleOfPackage(QStringLiteral("typing-extensions")), QStringLiteral("typing_extensions"));
        QCOMPARE(pythonModuleOfPackage(QStringLiteral("some-package")), QStringLiteral("some_package"));
        QVERIFY(pythonModuleOfPackage(QStringLiteral("python")).isEmpty());
        QVERIFY(pythonModuleOfPackage(QStringLiteral("pip")).isEmpty());
        QVERIFY(pythonModuleOfPackage(QStringLiteral("cudatoolkit")).isEmpty());
    }

    void condaFile()
    {
        const QByteArray conda = "name: x\n"
                                 "channels:\n  - conda-forge\n"
                                 "dependencies:\n"
                                 "  - python=3.10\n"
                                 "  - pip\n"
                                 "  - numpy=1.24\n"
                                 "  - conda-forge::pandas>=1.5\n"
                                 "  - scikit-learn\n"
                                 "  - pip:\n"
                                 "      - azureml-core==1.50\n"
                                 "      - pyyaml\n"
                                 "      - azureml-dataset-runtime[fuse]\n"
                                 "      - --extra-index-url https://example.org\n";
        QCOMPARE(condaPackagesOfText(conda),
            (QStringList { QStringLiteral("python"), QStringLiteral("pip"), QStringLiteral("numpy"),
                QStringLiteral("pandas"), QStringLiteral("scikit-learn"), QStringLiteral("azureml-core"),
                QStringLiteral("pyyaml"), QStringLiteral("azureml-dataset-runtime") }));
        QVERIFY(condaPackagesOfText("not: [a conda file").isEmpty());
        QVERIFY(condaFilePackages(QStringLiteral("/no/such/conda.yaml")).isEmpty());
    }

    void scriptImports()
    {
        const QByteArray py = "\"\"\"Doc.\"\"\"\n"
                              "import argparse\n"
                              "import os, sys as system\n"
                              "import numpy as np  # arrays\n"
                              "from sklearn.ensemble import RandomForestClassifier\n"
                              "from . import sibling\n"
                              "from .helpers import x\n"
                              "import azureml.core\n"
                              "def f():\n"
                              "    import torch\n"
                              "if True:\n"
                              "    from lazy import thing\n"
                              "import numpy\n";
        QCOMPARE(pythonTopLevelImports(py),
            (QStringList { QStringLiteral("argparse"), QStringLiteral("os"), QStringLiteral("sys"),
                QStringLiteral("numpy"), QStringLiteral("sklearn"), QStringLiteral("azureml") }));
        QVERIFY(isCommonStandardModule(QStringLiteral("argparse")));
        QVERIFY(isCommonStandardModule(QStringLiteral("os.path")));
        QVERIFY(!isCommonStandardModule(QStringLiteral("numpy")));
    }

    void missingModuleOfALog()
    {
        QCOMPARE(missingPythonModule(QStringLiteral("x\nModuleNotFoundError: No module named 'sklearn.ensemble'\n")),
            QStringLiteral("sklearn.ensemble"));
        QCOMPARE(missingPythonModule(QStringLiteral("ImportError: cannot import name 'foo' from 'bar' (/x.py)")),
            QStringLiteral("bar"));
        QCOMPARE(missingPythonModule(QStringLiteral("ImportError: No module named yaml")), QStringLiteral("yaml"));
        // the last one is the one that ended the step
        QCOMPARE(missingPythonModule(QStringLiteral("ModuleNotFoundError: No module named 'a'\nhandled\n"
                                                    "ModuleNotFoundError: No module named 'b'\n")),
            QStringLiteral("b"));
        QCOMPARE(missingPythonModule(QStringLiteral("ValueError: no")), QString());
    }

    void interpreterNamedByPath_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("expected"); // "" when no Python is started by its path; ~ is the home folder
        QTest::newRow("by name") << "python train.py --epochs 3" << "";
        QTest::newRow("python3 by name") << "python3 -m app" << "";
        QTest::newRow("absolute") << "/opt/env/bin/python train.py --x 1" << "/opt/env/bin/python";
        QTest::newRow("versioned") << "PYTHONPATH=. /usr/bin/python3.11 a.py" << "/usr/bin/python3.11";
        QTest::newRow("relative") << "./bin/python a.py" << "/work/bin/python";
        QTest::newRow("after cd") << "cd src && .venv/bin/python3 -m app" << "/work/src/.venv/bin/python3";
        QTest::newRow("after cd to an absolute folder") << "cd /abs && bin/python a.py" << "/abs/bin/python";
        QTest::newRow("env with options") << "env -u HOME FOO=1 /x/python a.py" << "/x/python";
        QTest::newRow("env in another folder") << "env -C /elsewhere bin/python3 a.py" << "/elsewhere/bin/python3";
        QTest::newRow("exec from home") << "exec ~/venv/bin/python a.py" << "~/venv/bin/python";
        QTest::newRow("quoted with a blank") << "echo start; '/a b/python' x.py" << "/a b/python";
        QTest::newRow("double quoted") << "\"/a \\\"b\\\"/python3\" x.py" << "/a \"b\"/python3";
        QTest::newRow("continued line") << "/x/python \\\n  a.py" << "/x/python";
        QTest::newRow("in a pipe") << "time python3 x.py | tee log" << "";
        QTest::newRow("the first Python started") << "python a.py && /x/python b.py" << "";
        QTest::newRow("after pip") << "pip install . && /x/python3 b.py" << "/x/python3";
        QTest::newRow("in a sub-shell") << "(cd sub; ../py/python -c pass)" << "/work/py/python";
        QTest::newRow("an argument, not the program") << "ls /x/python" << "";
        QTest::newRow("another program") << "/usr/bin/pythonista x" << "";
        QTest::newRow("no Python") << "bash run.sh" << "";
        QTest::newRow("empty") << "" << "";
    }

    void interpreterNamedByPath()
    {
        QFETCH(QString, command);
        QFETCH(QString, expected);
        if (expected.startsWith(QLatin1Char('~')))
            expected = QDir::homePath() + expected.mid(1);
        QCOMPARE(pythonNamedByPath(command, QStringLiteral("/work")), expected);
    }

    void interpreterOfAStep()
    {
        QTemporaryDir dir;
        StepRun step;
        step.kind = QStringLiteral("command");
        step.folder = dir.path();
        step.command = QStringLiteral("env/bin/python main.py");
        bool byPath = false;
        // without a code folder the command runs in the step's folder
        QCOMPARE(stepPythonInterpreter(step, QStringLiteral("/usr/bin/python3"), &byPath),
                 QDir(dir.path()).filePath(QStringLiteral("env/bin/python")));
        QVERIFY(byPath);
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("code")));
        QCOMPARE(stepPythonInterpreter(step, QStringLiteral("/usr/bin/python3")),
                 QDir(dir.path()).filePath(QStringLiteral("code/env/bin/python")));
        // python by name: the chosen one
        step.command = QStringLiteral("python main.py");
        QCOMPARE(stepPythonInterpreter(step, QStringLiteral("/usr/bin/python3"), &byPath), QStringLiteral("/usr/bin/python3"));
        QVERIFY(!byPath);
        // a parallel step's command is the runtime's, with the chosen interpreter
        step.kind = QStringLiteral("parallel");
        step.command = QStringLiteral("/opt/other/python entry.py");
        QCOMPARE(stepPythonInterpreter(step, QStringLiteral("/usr/bin/python3"), &byPath), QStringLiteral("/usr/bin/python3"));
        QVERIFY(!byPath);
    }

    void requirementsOfTheSampleWorkspace()
    {
        const QString file = QStringLiteral(PW_SOURCE_DIR "/resources/workspace/pipelines/train_pipeline.yml");
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<RequiredModule> modules = pythonRequirements(file, f.readAll());
        QStringList names = moduleNames(modules);
        // evaluate's conda.yaml lists numpy, pandas and scikit-learn; the entry scripts import the same
        QCOMPARE(names, (QStringList { QStringLiteral("numpy"), QStringLiteral("pandas"), QStringLiteral("sklearn") }));
        const RequiredModule* sklearn = findModule(modules, QStringLiteral("sklearn"));
        QVERIFY(sklearn);
        QCOMPARE(sklearn->package, QStringLiteral("scikit-learn"));
        QVERIFY(sklearn->sources.contains(QStringLiteral("conda.yaml")));
        QVERIFY(sklearn->sources.contains(QStringLiteral("train.py")));
        QVERIFY(findModule(modules, QStringLiteral("numpy"))->sources.contains(QStringLiteral("prep.py")));
    }

    void requirementsOfInlineStepsAndParallelTasks()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = dir.path();
        QVERIFY(writeFile(root + QStringLiteral("/env/conda.yml"),
            "dependencies:\n  - python=3.11\n  - pip:\n      - pillow\n      - lightgbm\n"));
        QVERIFY(writeFile(
            root + QStringLiteral("/src/run.py"), "import json\nimport helpers\nimport requests\nfrom pkg import a\n"));
        QVERIFY(writeFile(root + QStringLiteral("/src/helpers.py"), "import torch\n"));
        QVERIFY(QDir().mkpath(root + QStringLiteral("/src/pkg")));
        QVERIFY(writeFile(root + QStringLiteral("/src/score.py"), "import polars\n"));
        QVERIFY(writeFile(root + QStringLiteral("/components/batch.yml"),
            "type: parallel\n"
            "task:\n"
            "  type: run_function\n"
            "  code: ../src\n"
            "  entry_script: score.py\n"
            "  environment:\n"
            "    image: x\n"
            "    conda_file: ../env/conda.yml\n"));
        const QByteArray pipeline = "type: pipeline\n"
                                    "jobs:\n"
                                    "  run:\n"
                                    "    type: command\n"
                                    "    code: ./src\n"
                                    "    command: python run.py --x ${{inputs.x}}\n"
                                    "    environment:\n"
                                    "      image: python:3.11\n"
                                    "      conda_file:\n"
                                    "        dependencies:\n"
                                    "          - pyyaml\n"
                                    "  batch:\n"
                                    "    type: parallel\n"
                                    "    component: ./components/batch.yml\n"
                                    "  registry:\n"
                                    "    component: azureml:some_component@1\n";
        const QList<RequiredModule> modules = pythonRequirements(root + QStringLiteral("/pipeline.yml"), pipeline);
        // json: standard library; helpers and pkg: the step's own code; torch: only in a helper, not the entry script
        QCOMPARE(moduleNames(modules),
            (QStringList { QStringLiteral("PIL"), QStringLiteral("lightgbm"), QStringLiteral("polars"),
                QStringLiteral("requests"), QStringLiteral("yaml") }));
        QCOMPARE(findModule(modules, QStringLiteral("yaml"))->sources, QStringList { QStringLiteral("pipeline.yml") });
        QCOMPARE(findModule(modules, QStringLiteral("PIL"))->sources, QStringList { QStringLiteral("conda.yml") });
        QCOMPARE(findModule(modules, QStringLiteral("requests"))->sources, QStringList { QStringLiteral("run.py") });
        QVERIFY(findModule(modules, QStringLiteral("requests"))->package.isEmpty());
        QVERIFY(pythonRequirements(root + QStringLiteral("/x.yml"), "not: [yaml").isEmpty());
    }

    void requirementsFollowTheStepAsItRuns()
    {
        // what a step runs is its resolved step: a task the step writes replaces its component's as a whole, code
        // naming one file is that script, and an environment definition file may hold its conda environment inline
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = dir.path();
        QVERIFY(writeFile(root + QStringLiteral("/src/component_entry.py"), "import xgboost\n"));
        QVERIFY(writeFile(root + QStringLiteral("/src/own_entry.py"), "import catboost\n"));
        QVERIFY(writeFile(root + QStringLiteral("/single/job.py"), "import duckdb\n"));
        QVERIFY(writeFile(root + QStringLiteral("/env/definition.yml"),
            "image: python:3.11\nconda_file:\n  dependencies:\n    - pip:\n        - scipy==1.11\n"));
        QVERIFY(writeFile(root + QStringLiteral("/components/batch.yml"),
            "type: parallel\n"
            "task:\n"
            "  type: run_function\n"
            "  code: ../src\n"
            "  entry_script: component_entry.py\n"
            "  environment: azureml:some-env@latest\n"));
        const QByteArray pipeline = "type: pipeline\n"
                                    "jobs:\n"
                                    "  batch:\n"
                                    "    type: parallel\n"
                                    "    component: ./components/batch.yml\n"
                                    "    task:\n"
                                    "      type: run_function\n"
                                    "      code: ./src\n"
                                    "      entry_script: own_entry.py\n"
                                    "      environment: ./env/definition.yml\n"
                                    "  single:\n"
                                    "    type: command\n"
                                    "    code: ./single/job.py\n"
                                    "    command: python job.py\n"
                                    "    environment: azureml:some-env@latest\n";
        const QList<RequiredModule> modules = pythonRequirements(root + QStringLiteral("/pipeline.yml"), pipeline);
        QCOMPARE(moduleNames(modules), (QStringList {QStringLiteral("catboost"), QStringLiteral("duckdb"), QStringLiteral("scipy")}));
        QCOMPARE(findModule(modules, QStringLiteral("scipy"))->sources, QStringList {QStringLiteral("definition.yml")});
        QCOMPARE(findModule(modules, QStringLiteral("duckdb"))->sources, QStringList {QStringLiteral("job.py")});
    }

    void findsInterpretersAndEnvironments()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ws = dir.path() + QStringLiteral("/workspace");
        QVERIFY(makeFakeEnvironment(ws + QStringLiteral("/.venv")));
        QVERIFY(makeFakeEnvironment(ws + QStringLiteral("/projects/a/env")));
        QVERIFY(makeFakeEnvironment(ws + QStringLiteral("/one/two/three/four/too-deep")));
        QVERIFY(QDir().mkpath(ws + QStringLiteral("/node_modules/x")));
        // a PATH folder with names that lead to the same program, and names that are not interpreters
        const QString bin = dir.path() + QStringLiteral("/bin");
        QVERIFY(QDir().mkpath(bin));
        QVERIFY(QFile::link(SystemPython, bin + QStringLiteral("/python3")));
        QVERIFY(QFile::link(SystemPython, bin + QStringLiteral("/python3.99")));
        QVERIFY(writeFile(bin + QStringLiteral("/python3-config"), "#!/bin/sh\n"));
        QFile(bin + QStringLiteral("/python3-config")).setPermissions(QFile::ReadOwner | QFile::ExeOwner);

        PythonSearch search;
        search.pathFolders = { bin };
        search.systemFolders = { QStringLiteral("/usr/bin") };
        search.workspaceFolders = { ws };
        search.current = QStringLiteral("/somewhere/else/python");
        const QList<PythonCandidate> found = findPythonInterpreters(search);
        QStringList paths;
        for (const PythonCandidate& c : found)
            paths << c.path;
        // the current choice first, listed even when it does not exist
        QCOMPARE(found.value(0).path, QStringLiteral("/somewhere/else/python"));
        QCOMPARE(found.value(0).origin, PythonCandidate::Origin::Current);
        // python3 and python3.99 lead to the same program as /usr/bin/python3: listed once, under the first name
        QCOMPARE(found.value(1).path, bin + QStringLiteral("/python3"));
        QCOMPARE(found.value(1).origin, PythonCandidate::Origin::Path);
        QVERIFY(!paths.contains(bin + QStringLiteral("/python3.99")));
        QVERIFY(!paths.contains(bin + QStringLiteral("/python3-config")));
        QVERIFY(!paths.contains(SystemPython));
        // environments are listed although they lead to the same program
        QVERIFY2(paths.contains(ws + QStringLiteral("/.venv/bin/python")), qPrintable(paths.join(QLatin1Char(' '))));
        QVERIFY(paths.contains(ws + QStringLiteral("/projects/a/env/bin/python")));
        QVERIFY(!paths.contains(ws + QStringLiteral("/one/two/three/four/too-deep/bin/python")));
        for (const PythonCandidate& c : found)
            if (c.path.startsWith(ws)) {
                QCOMPARE(c.origin, PythonCandidate::Origin::VirtualEnv);
                QCOMPARE(c.environment + QStringLiteral("/bin/python"), c.path);
            }

        // the current choice is an environment: not listed twice
        search.current = ws + QStringLiteral("/.venv/bin/python");
        const QList<PythonCandidate> again = findPythonInterpreters(search);
        int count = 0;
        for (const PythonCandidate& c : again)
            count += c.path == search.current ? 1 : 0;
        QCOMPARE(count, 1);
        QCOMPARE(again.value(0).environment, ws + QStringLiteral("/.venv"));
    }

    void largeTreesAreSearchedNearestFirstWithinABudget()
    {
        // a large folder before the environment in name order: the search goes level by level, so the
        // environment at the top is found although the large folder takes all the budget
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ws = dir.path() + QStringLiteral("/home");
        for (int i = 0; i < 40; ++i)
            QVERIFY(QDir().mkpath(ws + QStringLiteral("/aaa-data/d%1/e").arg(i)));
        QVERIFY(makeFakeEnvironment(ws + QStringLiteral("/zz-env")));
        QVERIFY(makeFakeEnvironment(ws + QStringLiteral("/aaa-data/d39/deep-env")));
        PythonSearch search;
        search.pathFolders = { dir.path() + QStringLiteral("/no-bin") };
        search.systemFolders = {};
        search.workspaceFolders = { ws };
        search.maxFolders = 10; // the top, aaa-data and zz-env, then a few of the 40
        QStringList paths;
        for (const PythonCandidate& c : findPythonInterpreters(search))
            paths << c.path;
        QVERIFY2(paths.contains(ws + QStringLiteral("/zz-env/bin/python")), qPrintable(paths.join(QLatin1Char(' '))));
        QVERIFY(!paths.contains(ws + QStringLiteral("/aaa-data/d39/deep-env/bin/python"))); // past the budget
        // with room for all of it, the deep one too
        search.maxFolders = 1000;
        paths.clear();
        for (const PythonCandidate& c : findPythonInterpreters(search))
            paths << c.path;
        QVERIFY(paths.contains(ws + QStringLiteral("/aaa-data/d39/deep-env/bin/python")));
        QVERIFY(paths.contains(ws + QStringLiteral("/zz-env/bin/python")));
    }

    void parsesProbeOutput()
    {
        const PythonProbeResult r = parsePythonProbeOutput(
            QStringLiteral("/p"), "version 3.11.2\nprefix /usr\nvenv 0\nfound json\nmissing nope\nstd os\n");
        QVERIFY(r.ok);
        QCOMPARE(r.version, QStringLiteral("3.11.2"));
        QCOMPARE(r.prefix, QStringLiteral("/usr"));
        QVERIFY(!r.virtualEnv);
        QCOMPARE(r.found(), QStringList { QStringLiteral("json") });
        QCOMPARE(r.missing(), QStringList { QStringLiteral("nope") });
        QCOMPARE(r.nonStandard(), (QStringList { QStringLiteral("json"), QStringLiteral("nope") }));
        QVERIFY(!r.importsAll());
        QVERIFY(!parsePythonProbeOutput(QStringLiteral("/p"), "garbage").ok);
    }

    void probesRealInterpreters()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString venv = dir.path() + QStringLiteral("/venv");
        QVERIFY(makeFakeEnvironment(venv));
        const QString venvPython = venv + QStringLiteral("/bin/python");
        const QString notPython = dir.path() + QStringLiteral("/not-python");
        QVERIFY(writeFile(notPython, "#!/bin/sh\nexit 3\n"));
        QFile(notPython).setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

        PythonProber prober;
        prober.setModules({ QStringLiteral("json"), QStringLiteral("no_such_module_xyz"), QStringLiteral("email.mime"),
            QStringLiteral("no_such_package_xyz.sub") });
        QSignalSpy probed(&prober, &PythonProber::probed);
        QSignalSpy idle(&prober, &PythonProber::idle);
        prober.probe(SystemPython);
        prober.probe(venvPython);
        prober.probe(notPython);
        prober.probe(dir.path() + QStringLiteral("/missing-python"));
        prober.probe(SystemPython); // already waiting: not twice
        QVERIFY(prober.isBusy());
        QVERIFY(idle.wait(30000));
        QCOMPARE(probed.count(), 4);
        QVERIFY(!prober.isBusy());

        const PythonProbeResult* system = prober.result(SystemPython);
        QVERIFY(system);
        QVERIFY2(system->ok, qPrintable(system->error));
        QVERIFY(system->version.startsWith(QLatin1String("3.")));
        // json and email are in the standard library: never missing
        for (const auto& [module, status] : system->modules)
            if (module == QLatin1String("json") || module == QLatin1String("email.mime"))
                QVERIFY(status != PythonProbeResult::Module::Missing);
        QCOMPARE(system->missing(),
            (QStringList { QStringLiteral("no_such_module_xyz"), QStringLiteral("no_such_package_xyz.sub") }));
        QVERIFY(!system->importsAll());

        const PythonProbeResult* fromVenv = prober.result(venvPython);
        QVERIFY(fromVenv && fromVenv->ok);
        QVERIFY(fromVenv->virtualEnv);
        QCOMPARE(fromVenv->prefix, venv);

        const PythonProbeResult* failing = prober.result(notPython);
        QVERIFY(failing && !failing->ok);
        QVERIFY2(failing->error.contains(QLatin1String("3")), qPrintable(failing->error));
        const PythonProbeResult* absent = prober.result(dir.path() + QStringLiteral("/missing-python"));
        QVERIFY(absent && !absent->ok && !absent->error.isEmpty());

        // a module only the environment has: found there, missing in the system's interpreter
        const QString minor = fromVenv->version.section(QLatin1Char('.'), 0, 1);
        QVERIFY(writeFile(
            venv + QStringLiteral("/lib/python%1/site-packages/pw_probe_only_here.py").arg(minor), "x = 1\n"));
        PythonProber second;
        second.setModules({ QStringLiteral("json"), QStringLiteral("pw_probe_only_here") });
        QSignalSpy secondIdle(&second, &PythonProber::idle);
        second.probe(venvPython);
        second.probe(SystemPython);
        QVERIFY(secondIdle.wait(30000));
        const PythonProbeResult* inVenv = second.result(venvPython);
        QVERIFY(inVenv && inVenv->ok);
        QVERIFY2(inVenv->importsAll(), qPrintable(inVenv->missing().join(QLatin1Char(' '))));
        QVERIFY(inVenv->found().contains(QStringLiteral("pw_probe_only_here")));
        QCOMPARE(second.result(SystemPython)->missing(), QStringList { QStringLiteral("pw_probe_only_here") });

        // a check that takes too long is stopped
        const QString slow = dir.path() + QStringLiteral("/slow-python");
        QVERIFY(writeFile(slow, "#!/bin/sh\nsleep 30\n"));
        QFile(slow).setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        PythonProber third;
        third.setTimeout(300);
        QSignalSpy thirdIdle(&third, &PythonProber::idle);
        third.probe(slow);
        QVERIFY(thirdIdle.wait(10000));
        QVERIFY(third.result(slow) && !third.result(slow)->ok);
    }
};

QTEST_GUILESS_MAIN(TestPythonEnvironments)
#include "tst_pythonenvironments.moc"
