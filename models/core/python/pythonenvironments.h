// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>

class QProcess;

/// The Python interpreters of this machine, as steps that run here see them: the default rule, where
/// interpreters are found (PATH, the system folders, virtual environments of a workspace), the modules a
/// pipeline's steps need (from their environments' conda files and their entry scripts), and a check of which of
/// those modules an interpreter can import.
namespace pw {

/// The interpreter steps run with when none was chosen: $PIPEWRIGHT_PYTHON when set (looked up on PATH when it
/// is a bare name), else `python3` on PATH, else /usr/bin/python3.
QString defaultPythonInterpreter();
/// `configured` when it is not empty, else defaultPythonInterpreter().
QString pythonInterpreterOr(const QString& configured);

/// Python module names for a package name of a conda or pip list (scikit-learn -> sklearn, pyyaml -> yaml,
/// pillow -> PIL, …; otherwise the name in lower case with '-' read as '_'). Empty for packages that are not
/// Python modules (python, pip, compilers and system libraries).
QString pythonModuleOfPackage(const QString& package);
/// The package names of a conda environment file's `dependencies:` and its `- pip:` list, without versions,
/// channels or extras. Empty when the file cannot be read.
QStringList condaFilePackages(const QString& condaFile);
/// The same for a conda environment file's text.
QStringList condaPackagesOfText(const QByteArray& text);
/// The top-level modules a Python source imports at its outer level (`import a.b, c as d`, `from e.f import g`),
/// in order, without relative imports.
QStringList pythonTopLevelImports(const QByteArray& source);
/// True for modules of Python's standard library that scripts commonly import (argparse, json, os, …).
bool isCommonStandardModule(const QString& module);

/// A module the steps of a pipeline need.
struct RequiredModule {
    QString module; // import name: sklearn
    QString package; // the package listed in a conda file (scikit-learn); empty when only a script imports it
    QStringList sources; // file names that ask for it: conda.yaml, train.py
    bool imported = false; // a step's script imports it
    /// A package of Azure ML's own runtime (azureml-core, azureml-dataset-runtime, azureml-mlflow, …) that only a
    /// conda file lists: the service's images need it, a step that runs on this machine does not.
    bool onlyForAzureMl() const;
};

/// The modules the steps of a pipeline need: every package of the conda files of the environments its steps
/// name (inline environments with `conda_file`, or environment files), and the top-level imports of the steps'
/// entry scripts (the `.py` files their commands run, or a parallel task's entry_script) that are neither in the
/// standard library nor files of the step's code folder. Nested pipelines are followed. Sorted by module name.
/// Reads the component, conda and script files: call it off the GUI thread for large workspaces.
QList<RequiredModule> pythonRequirements(const QString& pipelineFile, const QByteArray& text);
/// The module names of a requirement list.
QStringList moduleNames(const QList<RequiredModule>& modules);

/// An interpreter that was found.
struct PythonCandidate {
    enum class Origin { Current, Path, System, VirtualEnv, Browsed };
    QString path; // absolute, as found (not resolved through links)
    Origin origin = Origin::Path;
    QString environment; // VirtualEnv: the environment's folder
    QString target; // the file the path leads to through symbolic links
    bool operator==(const PythonCandidate& o) const { return path == o.path; }
};

/// Where to look for interpreters.
struct PythonSearch {
    QString current; // the interpreter chosen now: always listed, first
    QStringList pathFolders; // empty: the folders of $PATH
    QStringList systemFolders { QStringLiteral("/usr/bin"), QStringLiteral("/usr/local/bin") };
    QStringList workspaceFolders; // searched for virtual environments
    int depth = 3; // how deep below a workspace folder an environment's folder may be
    // folders looked into below all the workspace folders, nearest first: started in a large tree ($HOME), the
    // search stops there
    int maxFolders = 5000;
};

/// The interpreters found: the current one, `python3` and `python3.N` in the PATH folders, then in the system
/// folders, then the virtual environments of the workspace folders (folders with a pyvenv.cfg, or with
/// bin/python; .venv, venv and env are found the same way). One entry per program: names that lead to the same
/// file (python3 and python3.11) are listed once, under the first name found; the interpreters of virtual
/// environments are always listed, as they see other packages than the program they lead to. Reads folders only:
/// thread-safe.
QList<PythonCandidate> findPythonInterpreters(const PythonSearch& search);

/// What a check of an interpreter found.
struct PythonProbeResult {
    enum class Module { Found, Missing, Standard };
    QString interpreter;
    bool ok = false; // the interpreter ran the check
    QString error; // why not
    QString version; // 3.11.2
    QString prefix; // sys.prefix
    bool virtualEnv = false; // sys.prefix != sys.base_prefix
    QList<QPair<QString, Module>> modules; // in the order asked

    /// Modules asked that are not in the interpreter's standard library.
    QStringList nonStandard() const;
    QStringList found() const;
    QStringList missing() const;
    /// Ran, and every module asked can be imported.
    bool importsAll() const { return ok && missing().isEmpty(); }
};

/// The program the check runs: prints `version`, `prefix`, `venv` and then one line per module (`found m`,
/// `missing m` or `std m`).
QString pythonProbeScript();
/// Read the output of pythonProbeScript().
PythonProbeResult parsePythonProbeOutput(const QString& interpreter, const QByteArray& output);

/// Checks interpreters in the background: each one is run once (`python -c <script> modules…`, a few at a time),
/// and probed() reports each result as it comes. Never blocks the thread it lives on.
class PythonProber : public QObject {
    Q_OBJECT
public:
    explicit PythonProber(QObject* parent = nullptr);
    ~PythonProber() override;

    /// The modules to check (for the checks that start from now on).
    void setModules(const QStringList& modules) { m_modules = modules; }
    QStringList modules() const { return m_modules; }
    /// Queue a check of an interpreter; one already checked or waiting is not checked again unless `again`.
    void probe(const QString& interpreter, bool again = false);
    /// Forget every result and waiting check; running checks are stopped.
    void clear();
    /// How long one check may take (ms) before it is stopped and reported as failed.
    void setTimeout(int ms) { m_timeoutMs = ms; }
    /// Checks running at once.
    void setParallel(int count) { m_parallel = qMax(1, count); }
    bool isBusy() const { return !m_waiting.isEmpty() || !m_running.isEmpty(); }
    int pendingCount() const { return int(m_waiting.size() + m_running.size()); }
    /// The result of a finished check, or null.
    const PythonProbeResult* result(const QString& interpreter) const;

Q_SIGNALS:
    void probed(const pw::PythonProbeResult& result);
    /// Nothing waits or runs any more.
    void idle();

private:
    void startNext();
    void finish(QProcess* process, PythonProbeResult result);

    QStringList m_modules;
    QStringList m_waiting;
    QHash<QProcess*, QString> m_running;
    QHash<QString, PythonProbeResult> m_results;
    int m_timeoutMs = 20000;
    int m_parallel = 4;
};

} // namespace pw

Q_DECLARE_METATYPE(pw::PythonProbeResult)
