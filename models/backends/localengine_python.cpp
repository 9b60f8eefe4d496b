// SPDX-License-Identifier: MIT
// The machine's Python as steps see it: `python` and `python3` shims, each step's environment variables, and the
// warnings about environments that are not used and conda packages the interpreter cannot import.
#include "localengine.h"

#include "fileio.h"
#include "pythonenvironments.h"

#include <QCryptographicHash>
#include <QDir>
#include <QUrl>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QSet>

namespace pw {

void LocalEngine::setPython(const QString& python)
{
    if (python.isEmpty() || python == m_python)
        return;
    m_python = python;
    linkPythonShims();
}

void LocalEngine::linkPythonShims()
{
    // `python` and `python3` run the configured interpreter inside steps: scripts that start it by the path it was
    // chosen by (through a symbolic link Python would not see a virtual environment's pyvenv.cfg, and the step
    // would get the base interpreter's packages instead of the environment's), in a folder of their own per
    // interpreter, so that processes sharing this home with other interpreters never change each other's
    const QByteArray id = QCryptographicHash::hash(m_python.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    m_shimDir = QDir(m_home).filePath(QStringLiteral("python/") + QString::fromLatin1(id));
    m_baseEnvironment = QProcessEnvironment(); // built again with this folder
    QDir().mkpath(m_shimDir);
    QString quoted = m_python;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    const QByteArray script = "#!/bin/sh\nexec '" + quoted.toUtf8() + "' \"$@\"\n";
    for (const QString& name : {QStringLiteral("python"), QStringLiteral("python3")}) {
        const QString path = QDir(m_shimDir).filePath(name);
        QByteArray present;
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            present = f.readAll();
        f.close();
        if (present != script) {
            QString error;
            if (!writeFileAtomically(path, script, &error))
                qWarning("%s", qPrintable(error));
        }
        // executable, also when another process has just written it
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                         | QFile::ReadOther | QFile::ExeOther);
    }
}

void LocalEngine::removeOldPythonLinks() const
{
    const QDir home(m_home);
    const QString bin = home.filePath(QStringLiteral("bin"));
    if (!QFileInfo(bin).isDir())
        return;
    for (const QString& name : {QStringLiteral("python"), QStringLiteral("python3")}) {
        const QFileInfo link(QDir(bin).filePath(name));
        if (link.isSymLink())
            QFile::remove(link.filePath());
    }
    home.rmdir(QStringLiteral("bin")); // only when empty
}

QProcessEnvironment LocalEngine::stepEnvironment(const Job& job, const StepState& step) const
{
    if (m_baseEnvironment.isEmpty()) {
        // read once: the engine's own environment does not change while it runs
        m_baseEnvironment = QProcessEnvironment::systemEnvironment();
        m_baseEnvironment.insert(QStringLiteral("PATH"), m_shimDir + QLatin1Char(':')
                                                             + m_baseEnvironment.value(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin")));
        m_baseEnvironment.insert(QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("1"));
        m_baseEnvironment.insert(QStringLiteral("PYTHONDONTWRITEBYTECODE"), QStringLiteral("1"));
    }
    QProcessEnvironment env = m_baseEnvironment;
    env.insert(QStringLiteral("AZUREML_RUN_ID"), job.run.id + QLatin1Char('_') + step.plan.name);
    env.insert(QStringLiteral("AZUREML_ROOT_RUN_ID"), job.run.id);
    env.insert(QStringLiteral("AZUREML_EXPERIMENT_NAME"), job.run.experiment);
    env.insert(QStringLiteral("PIPEWRIGHT_JOB_ID"), job.run.id);
    env.insert(QStringLiteral("PIPEWRIGHT_STEP"), step.plan.name);
    // MLflow logs to the step's own file store, as on Azure ML it logs to the step's run: the run view and Compare
    // read its metrics (a step's own environment_variables may point it elsewhere)
    env.insert(QStringLiteral("MLFLOW_TRACKING_URI"),
               QUrl::fromLocalFile(QDir(step.run.folder).filePath(QStringLiteral("mlruns"))).toString());
    for (auto it = step.plan.environmentVariables.cbegin(); it != step.plan.environmentVariables.cend(); ++it)
        env.insert(it.key(), it.value());
    return env;
}

void LocalEngine::checkEnvironments(Job& job)
{
    QSet<QString> environments;
    QHash<QString, QStringList> missingByConda;
    for (StepState& s : job.steps) {
        if (!s.plan.environment.isEmpty())
            environments.insert(s.plan.environment);
        if (s.plan.condaFile.isEmpty() || missingByConda.contains(s.plan.condaFile))
            continue;
        // the packages that are Python modules, each with the name it is imported by
        QStringList packages;
        QStringList modules;
        for (const QString& p : condaFilePackages(s.plan.condaFile)) {
            const QString module = pythonModuleOfPackage(p);
            if (module.isEmpty())
                continue; // the interpreter, the installer, compilers and system libraries
            packages << p;
            modules << module;
        }
        QStringList missing;
        if (!packages.isEmpty()) {
            QProcess py;
            py.setProgram(m_python);
            py.setArguments({QStringLiteral("-c"),
                             QStringLiteral("import importlib.util,sys\n"
                                            "for m in sys.argv[1:]:\n"
                                            "    try:\n"
                                            "        ok = importlib.util.find_spec(m) is not None\n"
                                            "    except Exception:\n"
                                            "        ok = False\n"
                                            "    print(m if not ok else '')\n"),
                             QStringLiteral("--")});
            py.setArguments(py.arguments().mid(0, 2) + modules);
            py.start();
            if (py.waitForFinished(20000)) {
                const QStringList lines = QString::fromUtf8(py.readAllStandardOutput()).split(QLatin1Char('\n'));
                for (int i = 0; i < packages.size() && i < lines.size(); ++i)
                    if (!lines[i].trimmed().isEmpty())
                        missing << packages[i];
            }
        }
        missingByConda.insert(s.plan.condaFile, missing);
    }
    if (!environments.isEmpty()) {
        QStringList envs(environments.begin(), environments.end());
        envs.sort();
        job.run.warnings << tr("steps run with this machine's Python (%1), not in their environments (%2); packages may differ")
                                .arg(m_python, envs.join(QStringLiteral(", ")));
    }
    for (StepState& s : job.steps) {
        const QStringList missing = missingByConda.value(s.plan.condaFile);
        if (!missing.isEmpty()) {
            const QString w = tr("step '%1': %2 lists packages that %3 cannot import: %4")
                                  .arg(s.plan.name, QFileInfo(s.plan.condaFile).fileName(), m_python,
                                       missing.join(QStringLiteral(", ")));
            s.run.warnings << w;
        }
    }
}

} // namespace pw
