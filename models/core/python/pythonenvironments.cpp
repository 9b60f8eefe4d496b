// SPDX-License-Identifier: MIT
#include "pythonenvironments.h"

#include "componentcache.h"
#include "environmentfile.h"
#include "fileio.h"
#include "preparepipeline.h"
#include "resolvedstep.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>

namespace pw {

namespace {

    // ----- the default rule ---------------------------------------------------------------------------

    QString findOnPath(const QString& name)
    {
        return QStandardPaths::findExecutable(name);
    }

    // ----- packages and modules -----------------------------------------------------------------------

    QString stripVersion(QString spec)
    {
        spec = spec.trimmed();
        if (spec.contains(QLatin1String("::"))) // conda channel: conda-forge::numpy
            spec = spec.section(QLatin1String("::"), 1);
        static const QRegularExpression cut(QStringLiteral(R"([\s=<>!~\[;@,])"));
        const int at = int(spec.indexOf(cut));
        return at < 0 ? spec : spec.left(at);
    }

    /// The package names of a conda environment (its `dependencies:` and their `- pip:` list), as read by
    /// readEnvironmentFile or written inline in a step's environment.
    QStringList packagesOfConda(const QJsonObject& conda)
    {
        QStringList out;
        auto add = [&out](const QJsonValue& spec) {
            if (!spec.isString())
                return;
            const QString name = stripVersion(spec.toString());
            if (!name.isEmpty() && !name.startsWith(QLatin1Char('-')) && !out.contains(name))
                out << name;
        };
        for (const QJsonValue d : conda.value(QLatin1String("dependencies")).toArray()) {
            if (d.isString())
                add(d);
            else
                for (const QJsonValue p : d.toObject().value(QLatin1String("pip")).toArray())
                    add(p);
        }
        return out;
    }

    /// A path written in `baseFile` (relative to its folder; `file:` prefix allowed); empty for workspace and
    /// registry references and URLs.
    QString pathFrom(const QString& baseFile, QString path)
    {
        path = path.trimmed();
        if (path.startsWith(QLatin1String("file:")))
            path = path.mid(5);
        if (path.isEmpty() || path.startsWith(QLatin1String("azureml:")) || path.contains(QLatin1String("://")))
            return QString();
        if (QDir::isAbsolutePath(path))
            return QDir::cleanPath(path);
        return QDir::cleanPath(QFileInfo(baseFile).absoluteDir().filePath(path));
    }

    /// Collects the modules of a pipeline's steps.
    struct RequirementCollector {
        QMap<QString, RequiredModule> modules;
        QSet<QString> readConda;
        QSet<QString> readScripts;

        void add(const QString& module, const QString& package, const QString& source)
        {
            if (module.isEmpty())
                return;
            RequiredModule& m = modules[module];
            m.module = module;
            if (m.package.isEmpty())
                m.package = package;
            if (!m.sources.contains(source))
                m.sources << source;
            if (package.isEmpty())
                m.imported = true;
        }

        void condaFile(const QString& path)
        {
            if (path.isEmpty())
                return;
            const QString name = QFileInfo(path).fileName();
            if (readConda.contains(path)) {
                // listed again by another step: the sources are already noted
                return;
            }
            readConda.insert(path);
            packages(condaFilePackages(path), name);
        }

        void packages(const QStringList& list, const QString& source)
        {
            for (const QString& p : list)
                add(pythonModuleOfPackage(p), p, source);
        }

        /// A step's environment in effect: a mapping with conda_file (a path, or the conda environment written
        /// inline), or a string naming an environment definition file.
        void environment(const ResolvedValue& env)
        {
            if (!env.isSet())
                return;
            if (env.value.isString()) {
                const QString file = pathFrom(env.file, env.text());
                if (file.isEmpty() || !(file.endsWith(QLatin1String(".yml")) || file.endsWith(QLatin1String(".yaml"))))
                    return;
                QByteArray bytes;
                if (!readFileBytes(file, bytes, nullptr))
                    return;
                const EnvironmentFile definition = readEnvironmentFile(bytes, file);
                if (definition.kind != EnvironmentFile::Kind::Definition)
                    return;
                if (!definition.condaFile.isEmpty())
                    condaFile(pathFrom(file, definition.condaFile));
                else
                    packages(packagesOfConda(definition.conda), QFileInfo(file).fileName());
                return;
            }
            const QJsonValue conda = env.member(QStringLiteral("conda_file"));
            if (conda.isString())
                condaFile(pathFrom(env.file, conda.toString()));
            else if (conda.isObject())
                packages(packagesOfConda(conda.toObject()), QFileInfo(env.file).fileName());
        }

        void script(const QString& path, const QString& codeFolder)
        {
            if (path.isEmpty() || readScripts.contains(path))
                return;
            readScripts.insert(path);
            QByteArray bytes;
            if (!readFileBytes(path, bytes, nullptr))
                return;
            const QDir code(codeFolder.isEmpty() ? QFileInfo(path).absolutePath() : codeFolder);
            const QDir here = QFileInfo(path).absoluteDir();
            const QString name = QFileInfo(path).fileName();
            for (const QString& m : pythonTopLevelImports(bytes)) {
                if (isCommonStandardModule(m))
                    continue;
                // the step's own files
                bool local = false;
                for (const QDir& d : { code, here })
                    local = local || QFileInfo::exists(d.filePath(m + QLatin1String(".py")))
                        || QFileInfo(d.filePath(m)).isDir();
                if (!local)
                    add(m, QString(), name);
            }
        }

        /// The `.py` files a command runs, found in the code folder.
        void commandScripts(const QString& command, const QString& codeFolder)
        {
            if (command.isEmpty() || codeFolder.isEmpty())
                return;
            static const QRegularExpression py(QStringLiteral(R"((?:^|[\s'"=])([\w./-]+\.py)(?=$|[\s'";&|)]))"));
            auto it = py.globalMatch(command);
            while (it.hasNext()) {
                const QString rel = it.next().captured(1);
                const QString path = QDir::isAbsolutePath(rel) ? rel : QDir(codeFolder).filePath(rel);
                if (QFileInfo(path).isFile())
                    script(QDir::cleanPath(path), codeFolder);
            }
        }

        /// The steps of a pipeline (a file, or a pipeline component's jobs), pipeline steps followed into their
        /// components.
        void pipeline(const PipelineSpec& p, int depth)
        {
            if (depth > 4)
                return;
            for (const Step& s : p.steps)
                step(p, s, depth);
        }

        /// A step as it will run (resolvedstep.h): its environment, and the scripts its command or task runs.
        void step(const PipelineSpec& p, const Step& s, int depth)
        {
            if (s.kind == StepKind::Pipeline) {
                if (s.resolved && s.resolved->pipeline)
                    pipeline(*s.resolved->pipeline, depth + 1);
                return;
            }
            const ResolvedStep r = resolveStep(p, s);
            environment(r.environment);
            // code naming one file: Azure ML copies it into the working directory, beside nothing else of ours
            const QString codeFolder = r.codeIsFile ? QFileInfo(r.codePath).absolutePath() : r.codePath;
            if (s.kind == StepKind::Parallel) {
                const QString entry = r.parallel.task.member(QStringLiteral("entry_script")).toString().trimmed();
                if (!codeFolder.isEmpty() && !entry.isEmpty())
                    script(QDir::cleanPath(QDir(codeFolder).filePath(entry)), codeFolder);
                return;
            }
            commandScripts(r.command.text(), codeFolder.isEmpty()
                    ? QFileInfo(r.componentFile.isEmpty() ? p.file : r.componentFile).absolutePath()
                    : codeFolder);
        }
    };

    // ----- finding interpreters -----------------------------------------------------------------------

    bool isPythonName(const QString& name)
    {
        static const QRegularExpression re(QStringLiteral(R"(^python3(\.\d+)?$)"));
        return re.match(name).hasMatch();
    }

    bool isExecutableFile(const QString& path)
    {
        const QFileInfo fi(path);
        return fi.exists() && fi.isFile() && fi.isExecutable();
    }

    /// The interpreter of a virtual environment folder, or empty.
    QString environmentPython(const QDir& dir)
    {
        for (const char* name : { "bin/python", "bin/python3", "Scripts/python.exe" }) {
            const QString p = dir.filePath(QLatin1String(name));
            if (isExecutableFile(p))
                return p;
        }
        return QString();
    }

    bool isSkippedFolder(const QString& name)
    {
        static const QSet<QString> skipped { QStringLiteral(".git"), QStringLiteral("node_modules"),
            QStringLiteral("__pycache__"), QStringLiteral(".mypy_cache"), QStringLiteral(".pytest_cache"),
            QStringLiteral(".tox"), QStringLiteral("site-packages"), QStringLiteral(".cache") };
        return skipped.contains(name);
    }

    /// Level by level, so that when `budget` (folders looked into, shared by every call) runs out in a large
    /// tree, the environments nearest the top have been found.
    void findEnvironments(const QString& top, int depth, int* budget, QStringList& out)
    {
        QStringList level {top};
        for (int d = 0; d <= depth && !level.isEmpty(); ++d) {
            QStringList next;
            for (const QString& folder : std::as_const(level)) {
                if (--*budget < 0)
                    return;
                const QDir dir(folder);
                // a virtual environment (pyvenv.cfg), a conda environment, or any folder with bin/python
                if (!environmentPython(dir).isEmpty()) {
                    out << folder;
                    continue; // no environments inside an environment
                }
                if (d == depth)
                    continue;
                const QStringList children
                    = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::NoSymLinks, QDir::Name);
                for (const QString& c : children)
                    if (!isSkippedFolder(c))
                        next << dir.filePath(c);
            }
            level = std::move(next);
        }
    }

} // namespace

// ----- the default rule ---------------------------------------------------------------------------

QString defaultPythonInterpreter()
{
    const QString env = qEnvironmentVariable("PIPEWRIGHT_PYTHON");
    if (!env.isEmpty()) {
        const QString found = findOnPath(env);
        return found.isEmpty() ? env : found;
    }
    const QString p = findOnPath(QStringLiteral("python3"));
    return p.isEmpty() ? QStringLiteral("/usr/bin/python3") : p;
}

QString pythonInterpreterOr(const QString& configured)
{
    return configured.isEmpty() ? defaultPythonInterpreter() : configured;
}

// ----- packages and modules -----------------------------------------------------------------------

QString pythonModuleOfPackage(const QString& package)
{
    static const QHash<QString, QString> names = {
        { QStringLiteral("scikit-learn"), QStringLiteral("sklearn") },
        { QStringLiteral("sklearn"), QStringLiteral("sklearn") },
        { QStringLiteral("scikit-image"), QStringLiteral("skimage") },
        { QStringLiteral("pyyaml"), QStringLiteral("yaml") },
        { QStringLiteral("pillow"), QStringLiteral("PIL") },
        { QStringLiteral("opencv-python"), QStringLiteral("cv2") },
        { QStringLiteral("opencv-python-headless"), QStringLiteral("cv2") },
        { QStringLiteral("opencv-contrib-python"), QStringLiteral("cv2") },
        { QStringLiteral("opencv"), QStringLiteral("cv2") },
        { QStringLiteral("python-dateutil"), QStringLiteral("dateutil") },
        { QStringLiteral("beautifulsoup4"), QStringLiteral("bs4") },
        { QStringLiteral("azureml-mlflow"), QStringLiteral("azureml.mlflow") },
        { QStringLiteral("azureml-core"), QStringLiteral("azureml.core") },
        { QStringLiteral("azureml-defaults"), QStringLiteral("azureml.core") },
        { QStringLiteral("azureml-dataset-runtime"), QStringLiteral("azureml.dataprep") },
        { QStringLiteral("azureml-dataprep"), QStringLiteral("azureml.dataprep") },
        { QStringLiteral("azure-ai-ml"), QStringLiteral("azure.ai.ml") },
        { QStringLiteral("azure-identity"), QStringLiteral("azure.identity") },
        { QStringLiteral("azure-storage-blob"), QStringLiteral("azure.storage.blob") },
        { QStringLiteral("pytorch"), QStringLiteral("torch") },
        { QStringLiteral("pytorch-cpu"), QStringLiteral("torch") },
        { QStringLiteral("tensorflow-cpu"), QStringLiteral("tensorflow") },
        { QStringLiteral("tensorflow-gpu"), QStringLiteral("tensorflow") },
        { QStringLiteral("protobuf"), QStringLiteral("google.protobuf") },
        { QStringLiteral("pyarrow"), QStringLiteral("pyarrow") },
        { QStringLiteral("msgpack-python"), QStringLiteral("msgpack") },
        { QStringLiteral("attrs"), QStringLiteral("attr") },
        { QStringLiteral("py-xgboost"), QStringLiteral("xgboost") },
        { QStringLiteral("pyjwt"), QStringLiteral("jwt") },
        { QStringLiteral("ruamel.yaml"), QStringLiteral("ruamel.yaml") },
        { QStringLiteral("typing-extensions"), QStringLiteral("typing_extensions") },
        { QStringLiteral("importlib-metadata"), QStringLiteral("importlib_metadata") },
    };
    // neither modules nor importable: the interpreter, the installer, compilers and system libraries
    static const QSet<QString> notModules = { QStringLiteral("python"), QStringLiteral("pip"),
        QStringLiteral("setuptools"), QStringLiteral("wheel"), QStringLiteral("cudatoolkit"), QStringLiteral("cudnn"),
        QStringLiteral("mkl"), QStringLiteral("openmpi"), QStringLiteral("libgcc"), QStringLiteral("libstdcxx-ng"),
        QStringLiteral("_libgcc_mutex"), QStringLiteral("gcc"), QStringLiteral("gxx"), QStringLiteral("cmake"),
        QStringLiteral("make"), QStringLiteral("git"), QStringLiteral("nodejs"), QStringLiteral("blas"),
        QStringLiteral("openblas"), QStringLiteral("ca-certificates"), QStringLiteral("openssl"),
        QStringLiteral("nccl"), QStringLiteral("cpuonly") };
    const QString lower = package.trimmed().toLower();
    if (lower.isEmpty() || notModules.contains(lower) || lower.startsWith(QLatin1String("lib")))
        return QString();
    if (auto it = names.constFind(lower); it != names.constEnd())
        return *it;
    QString module = lower;
    module.replace(QLatin1Char('-'), QLatin1Char('_'));
    return module;
}

QStringList condaPackagesOfText(const QByteArray& text)
{
    const EnvironmentFile f = readEnvironmentFile(text, QString());
    return f.kind == EnvironmentFile::Kind::Conda ? packagesOfConda(f.conda) : QStringList();
}

QStringList condaFilePackages(const QString& condaFile)
{
    QByteArray bytes;
    if (!readFileBytes(condaFile, bytes, nullptr))
        return {};
    return condaPackagesOfText(bytes);
}

QStringList pythonTopLevelImports(const QByteArray& source)
{
    static const QRegularExpression importLine(QStringLiteral(R"(^import\s+(.+)$)"));
    static const QRegularExpression fromLine(QStringLiteral(R"(^from\s+([A-Za-z_][\w.]*)\s+import\b)"));
    static const QRegularExpression name(QStringLiteral(R"(^([A-Za-z_]\w*))"));
    QStringList out;
    auto add = [&out](const QString& module) {
        if (!module.isEmpty() && !out.contains(module))
            out << module;
    };
    const QStringList lines = QString::fromUtf8(source).split(QLatin1Char('\n'));
    for (const QString& raw : lines) {
        if (raw.isEmpty() || raw.at(0).isSpace())
            continue; // only the outer level
        const QString line = raw.section(QLatin1Char('#'), 0, 0).trimmed();
        if (const auto m = fromLine.match(line); m.hasMatch()) {
            add(m.captured(1).section(QLatin1Char('.'), 0, 0));
        } else if (const auto i = importLine.match(line); i.hasMatch()) {
            QString list = i.captured(1);
            list.remove(QLatin1Char('(')).remove(QLatin1Char(')')).remove(QLatin1Char('\\'));
            for (const QString& part : list.split(QLatin1Char(','))) {
                const auto n = name.match(part.trimmed());
                if (n.hasMatch())
                    add(n.captured(1));
            }
        }
    }
    return out;
}

bool isCommonStandardModule(const QString& module)
{
    static const QSet<QString> standard = [] {
        QSet<QString> s;
        for (const char* n : { "__future__", "abc", "argparse", "array", "ast", "asyncio", "base64", "bisect",
                 "builtins", "bz2", "calendar", "cmath", "codecs", "collections", "colorsys", "concurrent",
                 "configparser", "contextlib", "copy", "csv", "ctypes", "dataclasses", "datetime", "decimal", "difflib",
                 "dis", "email", "enum", "errno", "faulthandler", "fnmatch", "fractions", "functools", "gc", "getopt",
                 "getpass", "gettext", "glob", "gzip", "hashlib", "heapq", "hmac", "html", "http", "importlib",
                 "inspect", "io", "ipaddress", "itertools", "json", "locale", "logging", "lzma", "math", "mimetypes",
                 "multiprocessing", "numbers", "operator", "os", "pathlib", "pickle", "platform", "pprint", "queue",
                 "random", "re", "resource", "secrets", "select", "shlex", "shutil", "signal", "socket", "sqlite3",
                 "ssl", "stat", "statistics", "string", "struct", "subprocess", "sys", "sysconfig", "tarfile",
                 "tempfile", "textwrap", "threading", "time", "timeit", "traceback", "types", "typing", "unicodedata",
                 "unittest", "urllib", "uuid", "warnings", "weakref", "xml", "zipfile", "zlib", "zoneinfo" })
            s.insert(QLatin1String(n));
        return s;
    }();
    return standard.contains(module.section(QLatin1Char('.'), 0, 0));
}

QList<RequiredModule> pythonRequirements(const QString& pipelineFile, const QByteArray& text)
{
    const QString file = QFileInfo(pipelineFile).absoluteFilePath();
    const auto components = std::make_shared<ComponentCache>();
    const std::shared_ptr<PreparedContent> read = preparePipeline(text, file, components, PrepareChecks::ModelOnly);
    if (!read->parsed || !read->spec)
        return {};
    RequirementCollector c;
    if (!read->spec->steps.isEmpty()) {
        c.pipeline(*read->spec, 0);
        return c.modules.values();
    }
    // a component file: its own environment and code, as a step of it would run
    const ComponentCache::Result component = components->load(file);
    if (!component.spec)
        return {};
    Step s;
    s.name = QFileInfo(file).completeBaseName();
    const QString type = component.spec->type.value.trimmed().toLower();
    s.kind = type == QLatin1String("parallel") ? StepKind::Parallel
        : type == QLatin1String("pipeline")    ? StepKind::Pipeline
                                               : StepKind::Command;
    s.component.kind = ComponentRef::Kind::File;
    s.component.path = file;
    s.resolved = component.spec;
    c.step(*read->spec, s, 0);
    return c.modules.values();
}

bool RequiredModule::onlyForAzureMl() const
{
    const QString p = package.trimmed().toLower();
    return !imported && (p.startsWith(QLatin1String("azureml-")) || p.startsWith(QLatin1String("azureml_")));
}

QStringList moduleNames(const QList<RequiredModule>& modules)
{
    QStringList out;
    for (const RequiredModule& m : modules)
        out << m.module;
    return out;
}

// ----- finding interpreters -----------------------------------------------------------------------

QList<PythonCandidate> findPythonInterpreters(const PythonSearch& search)
{
    QList<PythonCandidate> out;
    QSet<QString> seenPaths;
    QSet<QString> seenTargets; // programs outside virtual environments, by the file they lead to
    QSet<QString> seenEnvironments;
    auto add = [&](const QString& path, PythonCandidate::Origin origin, const QString& environment) {
        const QString abs = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        if (seenPaths.contains(abs))
            return;
        const QString target = QFileInfo(abs).canonicalFilePath();
        if (origin != PythonCandidate::Origin::Current && (target.isEmpty() || !isExecutableFile(abs)))
            return;
        if (origin == PythonCandidate::Origin::Path || origin == PythonCandidate::Origin::System) {
            if (!target.isEmpty() && seenTargets.contains(target))
                return;
            seenTargets.insert(target);
        }
        seenPaths.insert(abs);
        out << PythonCandidate { abs, origin, environment, target };
    };
    if (!search.current.isEmpty()) {
        const QString current = QDir::isAbsolutePath(search.current) ? search.current : findOnPath(search.current);
        const QString path = current.isEmpty() ? search.current : current;
        // the current one is listed first; its environment, when it is one, is named
        QString environment;
        const QDir bin = QFileInfo(path).absoluteDir();
        QDir root = bin;
        if (root.cdUp() && QFileInfo::exists(root.filePath(QStringLiteral("pyvenv.cfg"))))
            environment = root.absolutePath();
        add(path, PythonCandidate::Origin::Current, environment);
        const QString target = QFileInfo(path).canonicalFilePath();
        if (environment.isEmpty() && !target.isEmpty())
            seenTargets.insert(target);
        if (!environment.isEmpty())
            seenEnvironments.insert(QDir::cleanPath(environment));
    }
    auto scanFolder = [&](const QString& folder, PythonCandidate::Origin origin) {
        const QDir dir(folder);
        if (folder.isEmpty() || !dir.exists())
            return;
        QStringList names = dir.entryList({ QStringLiteral("python3*") }, QDir::Files | QDir::System, QDir::NoSort);
        names.erase(
            std::remove_if(names.begin(), names.end(), [](const QString& n) { return !isPythonName(n); }), names.end());
        // python3 first, then the newest python3.N
        std::sort(names.begin(), names.end(), [](const QString& a, const QString& b) {
            if (a.size() != b.size() && (a == QLatin1String("python3") || b == QLatin1String("python3")))
                return a == QLatin1String("python3");
            const int va = a.section(QLatin1Char('.'), 1).toInt();
            const int vb = b.section(QLatin1Char('.'), 1).toInt();
            return va > vb;
        });
        for (const QString& n : std::as_const(names))
            add(dir.filePath(n), origin, QString());
    };
    QStringList pathFolders = search.pathFolders;
    if (pathFolders.isEmpty())
        pathFolders = qEnvironmentVariable("PATH").split(QDir::listSeparator(), Qt::SkipEmptyParts);
    for (const QString& f : std::as_const(pathFolders))
        scanFolder(f, PythonCandidate::Origin::Path);
    for (const QString& f : search.systemFolders)
        scanFolder(f, PythonCandidate::Origin::System);
    QStringList environments;
    int budget = search.maxFolders;
    for (const QString& w : search.workspaceFolders)
        if (!w.isEmpty() && QFileInfo(w).isDir())
            findEnvironments(QDir::cleanPath(QFileInfo(w).absoluteFilePath()), search.depth, &budget, environments);
    environments.removeDuplicates();
    for (const QString& e : std::as_const(environments)) {
        if (seenEnvironments.contains(QDir::cleanPath(e)))
            continue;
        const QString python = environmentPython(QDir(e));
        if (!python.isEmpty())
            add(python, PythonCandidate::Origin::VirtualEnv, e);
    }
    return out;
}

// ----- checking an interpreter --------------------------------------------------------------------

QStringList PythonProbeResult::nonStandard() const
{
    QStringList out;
    for (const auto& m : modules)
        if (m.second != Module::Standard)
            out << m.first;
    return out;
}

QStringList PythonProbeResult::found() const
{
    QStringList out;
    for (const auto& m : modules)
        if (m.second == Module::Found)
            out << m.first;
    return out;
}

QStringList PythonProbeResult::missing() const
{
    QStringList out;
    for (const auto& m : modules)
        if (m.second == Module::Missing)
            out << m.first;
    return out;
}

QString pythonProbeScript()
{
    return QStringLiteral("import sys\n"
                          "print('version ' + sys.version.split()[0])\n"
                          "print('prefix ' + sys.prefix)\n"
                          "print('venv ' + str(int(sys.prefix != getattr(sys, 'base_prefix', sys.prefix))))\n"
                          "import importlib.util\n"
                          "std = set(getattr(sys, 'stdlib_module_names', ())) | set(sys.builtin_module_names)\n"
                          "for m in sys.argv[1:]:\n"
                          "    if m.split('.')[0] in std:\n"
                          "        print('std ' + m)\n"
                          "        continue\n"
                          "    try:\n"
                          "        ok = importlib.util.find_spec(m) is not None\n"
                          "    except Exception:\n"
                          "        ok = False\n"
                          "    print(('found ' if ok else 'missing ') + m)\n"
                          "sys.stdout.flush()\n");
}

PythonProbeResult parsePythonProbeOutput(const QString& interpreter, const QByteArray& output)
{
    PythonProbeResult r;
    r.interpreter = interpreter;
    const QStringList lines = QString::fromUtf8(output).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (QString line : lines) {
        line = line.trimmed();
        const QString key = line.section(QLatin1Char(' '), 0, 0);
        const QString value = line.section(QLatin1Char(' '), 1);
        if (key == QLatin1String("version")) {
            r.version = value;
            r.ok = true;
        } else if (key == QLatin1String("prefix")) {
            r.prefix = value;
        } else if (key == QLatin1String("venv")) {
            r.virtualEnv = value == QLatin1String("1");
        } else if (key == QLatin1String("found")) {
            r.modules.append({ value, PythonProbeResult::Module::Found });
        } else if (key == QLatin1String("missing")) {
            r.modules.append({ value, PythonProbeResult::Module::Missing });
        } else if (key == QLatin1String("std")) {
            r.modules.append({ value, PythonProbeResult::Module::Standard });
        }
    }
    if (!r.ok)
        r.error = QCoreApplication::translate("pw::PythonProber", "it did not say its version");
    return r;
}

PythonProber::PythonProber(QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<pw::PythonProbeResult>();
}

PythonProber::~PythonProber()
{
    clear();
}

void PythonProber::probe(const QString& interpreter, bool again)
{
    if (interpreter.isEmpty() || m_waiting.contains(interpreter))
        return;
    for (const QString& running : std::as_const(m_running))
        if (running == interpreter)
            return;
    if (m_results.contains(interpreter) && !again)
        return;
    m_results.remove(interpreter);
    m_waiting << interpreter;
    // started from the event loop: a caller connects to probed() after asking
    QTimer::singleShot(0, this, &PythonProber::startNext);
}

void PythonProber::clear()
{
    m_waiting.clear();
    const auto running = m_running.keys();
    m_running.clear();
    for (QProcess* p : running) {
        p->disconnect(this);
        p->kill();
        p->waitForFinished(1000);
        delete p;
    }
    m_results.clear();
}

const PythonProbeResult* PythonProber::result(const QString& interpreter) const
{
    auto it = m_results.constFind(interpreter);
    return it == m_results.constEnd() ? nullptr : &*it;
}

void PythonProber::startNext()
{
    while (!m_waiting.isEmpty() && m_running.size() < m_parallel) {
        const QString interpreter = m_waiting.takeFirst();
        auto* process = new QProcess(this);
        process->setProgram(interpreter);
        process->setArguments(QStringList { QStringLiteral("-c"), pythonProbeScript() } + m_modules);
        process->setWorkingDirectory(QDir::tempPath()); // no module of a project folder in the way
        process->setProcessChannelMode(QProcess::SeparateChannels);
        m_running.insert(process, interpreter);
        auto* timer = new QTimer(process);
        timer->setSingleShot(true);
        connect(timer, &QTimer::timeout, this, [this, process, interpreter] {
            PythonProbeResult r;
            r.interpreter = interpreter;
            r.error = tr("it did not answer within %n second(s)", nullptr, m_timeoutMs / 1000);
            finish(process, r);
        });
        connect(process, &QProcess::errorOccurred, this, [this, process, interpreter](QProcess::ProcessError e) {
            if (e != QProcess::FailedToStart)
                return; // a crash or a non-zero exit is reported when it finishes
            PythonProbeResult r;
            r.interpreter = interpreter;
            r.error = tr("it cannot be started: %1").arg(process->errorString());
            finish(process, r);
        });
        connect(
            process, &QProcess::finished, this, [this, process, interpreter](int code, QProcess::ExitStatus status) {
                PythonProbeResult r = parsePythonProbeOutput(interpreter, process->readAllStandardOutput());
                if (status != QProcess::NormalExit || (code != 0 && !r.ok)) {
                    const QStringList lines = QString::fromUtf8(process->readAllStandardError())
                                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
                    // the last line of a traceback says what went wrong; other programs say it first
                    QString err;
                    if (!lines.isEmpty())
                        err = (lines.first().startsWith(QLatin1String("Traceback")) ? lines.last() : lines.first())
                                  .trimmed();
                    r.ok = false;
                    r.error = status != QProcess::NormalExit ? tr("it crashed")
                        : err.isEmpty()                      ? tr("it stopped with exit code %1").arg(code)
                                                             : err;
                }
                finish(process, r);
            });
        timer->start(m_timeoutMs);
        process->start();
    }
}

void PythonProber::finish(QProcess* process, PythonProbeResult result)
{
    if (!m_running.contains(process))
        return;
    m_running.remove(process);
    process->disconnect(this);
    if (process->state() != QProcess::NotRunning) {
        process->kill();
        process->waitForFinished(1000);
    }
    process->deleteLater();
    m_results.insert(result.interpreter, result);
    Q_EMIT probed(result);
    startNext();
    if (!isBusy())
        Q_EMIT idle();
}

} // namespace pw
