// SPDX-License-Identifier: MIT
// pipewright python [PATH]: the interpreters steps can run with on this machine, and what each can import.
#include "pythoncommand.h"

#include "cli.h"
#include "fileio.h"
#include "localrun.h"
#include "pythonenvironments.h"
#include "steppython.h"
#include "steprunner.h"

#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include <algorithm>

namespace pw::cli {

namespace {

/// Where virtual environments are looked for: the current folder and the pipeline's folder (three levels down,
/// as the studio looks in its workspace).
QList<PythonCandidate> interpretersFor(const QString& chosen, const QString& pipelineFile)
{
    PythonSearch search;
    search.current = chosen;
    search.workspaceFolders << QDir::currentPath();
    if (!pipelineFile.isEmpty()) {
        const QString folder = QFileInfo(pipelineFile).absolutePath();
        if (!search.workspaceFolders.contains(folder))
            search.workspaceFolders << folder;
    }
    return findPythonInterpreters(search);
}

/// Each interpreter checked for `modules` (a few at a time), in the order given.
QList<PythonProbeResult> probeAll(const QList<PythonCandidate>& interpreters, const QStringList& modules)
{
    PythonProber prober;
    prober.setModules(modules);
    QEventLoop loop;
    QObject::connect(&prober, &PythonProber::idle, &loop, &QEventLoop::quit);
    for (const PythonCandidate& c : interpreters)
        prober.probe(c.path);
    if (prober.isBusy())
        loop.exec();
    QList<PythonProbeResult> results;
    for (const PythonCandidate& c : interpreters) {
        const PythonProbeResult* r = prober.result(c.path);
        PythonProbeResult none;
        none.interpreter = c.path;
        none.error = Cli::tr("not checked");
        results << (r ? *r : none);
    }
    return results;
}

QString originName(const PythonCandidate& c)
{
    switch (c.origin) {
    case PythonCandidate::Origin::Current:
        return Cli::tr("chosen");
    case PythonCandidate::Origin::Path:
        return QStringLiteral("PATH");
    case PythonCandidate::Origin::System:
        return Cli::tr("system");
    case PythonCandidate::Origin::VirtualEnv:
        return Cli::tr("environment");
    case PythonCandidate::Origin::Browsed:
        return Cli::tr("given");
    }
    return QString();
}

QString originKey(const PythonCandidate& c)
{
    switch (c.origin) {
    case PythonCandidate::Origin::Current:
        return QStringLiteral("chosen");
    case PythonCandidate::Origin::Path:
        return QStringLiteral("path");
    case PythonCandidate::Origin::System:
        return QStringLiteral("system");
    case PythonCandidate::Origin::VirtualEnv:
        return QStringLiteral("environment");
    case PythonCandidate::Origin::Browsed:
        return QStringLiteral("given");
    }
    return QString();
}

/// What an interpreter can import of what was asked, in a few words.
QString importsText(const PythonProbeResult& r, bool askedAny)
{
    if (!r.ok)
        return Cli::tr("does not run: %1").arg(r.error);
    if (!askedAny)
        return QString();
    const QStringList missing = r.missing();
    if (missing.isEmpty())
        return Cli::tr("imports all");
    return Cli::tr("missing %1").arg(missing.join(QStringLiteral(", ")));
}

QString shown(const QString& path)
{
    return QDir::toNativeSeparators(path);
}

/// "pipewright run --python PATH FILE", the file as the user would type it from here.
QString runCommandFor(const QString& python, const QString& pipelineFile)
{
    const QString rel = QDir::current().relativeFilePath(pipelineFile);
    const QString file = rel.size() < pipelineFile.size() && !rel.startsWith(QLatin1String("../../")) ? rel : pipelineFile;
    return QStringLiteral("pipewright run --python %1 %2").arg(shown(python), shown(file));
}

// ----- python ------------------------------------------------------------------------------------

struct PythonOptions
{
    QCommandLineOption python {QStringLiteral("python"),
                               Cli::tr("Take INTERPRETER as the one steps run with (default: $PIPEWRIGHT_PYTHON, "
                                       "else python3 on PATH, as `run` chooses)."),
                               QStringLiteral("INTERPRETER")};
    QCommandLineOption json {QStringLiteral("json"), Cli::tr("Print the interpreters and what they import as JSON.")};
};

void setUpPython(CommandParser& p, const PythonOptions& o)
{
    p.addOption(o.python);
    p.addOption(o.json);
    p.addPositional(QStringLiteral("PATH"), Cli::tr("A pipeline file: check the modules its steps need."),
                    QStringLiteral("[PATH]"));
}

CommandParser makePythonParser()
{
    return CommandParser(
        QStringLiteral("python"), QStringLiteral("[options] [PATH]"),
        Cli::tr("List the Python interpreters that steps can run with on this machine: the one they run with "
                "(marked *), python3 and python3.N on PATH, in /usr/bin and /usr/local/bin, and the virtual "
                "environments in the current folder and the pipeline's folder. With a pipeline, check which of the "
                "modules its steps need (their environments' conda files and the imports of their scripts) each "
                "one can import.\nExit status: 0 when the interpreter steps run with works and can import every "
                "module the pipeline needs, 1 when it cannot or the pipeline cannot be read, 2 on wrong usage."));
}

/// The chosen interpreter (marked *) and the others that run; a count of those that do not.
void printInterpreters(const QList<PythonCandidate>& found, const QList<PythonProbeResult>& results, bool askedAny)
{
    QStringList header {QString(), Cli::tr("Interpreter"), Cli::tr("Version"), Cli::tr("Found as")};
    if (askedAny)
        header << Cli::tr("Imports");
    QList<QStringList> rows;
    for (int i = 0; i < found.size(); ++i) {
        if (i > 0 && !results[i].ok)
            continue;
        QString origin = originName(found[i]);
        if (found[i].origin == PythonCandidate::Origin::VirtualEnv && !found[i].environment.isEmpty())
            origin += QLatin1Char(' ') + shown(QDir::current().relativeFilePath(found[i].environment));
        rows << QStringList {i == 0 ? QStringLiteral("*") : QString(), shown(found[i].path),
                             results[i].ok ? results[i].version : QStringLiteral("-"), origin,
                             importsText(results[i], askedAny)};
        if (!askedAny && results[i].ok)
            rows.last().removeLast();
    }
    printTable(header, rows);
    const int hidden = int(found.size() - rows.size());
    if (hidden > 0)
        out() << Cli::tr("(and %1 more found that did not run, such as version shims without their version; --json "
                         "lists them)")
                     .arg(hidden)
              << '\n';
}

QJsonObject resultJson(const PythonCandidate& c, const PythonProbeResult& r, bool chosen)
{
    QJsonObject o;
    o.insert(QStringLiteral("path"), c.path);
    o.insert(QStringLiteral("foundAs"), originKey(c));
    if (!c.environment.isEmpty())
        o.insert(QStringLiteral("environment"), c.environment);
    o.insert(QStringLiteral("chosen"), chosen);
    o.insert(QStringLiteral("runs"), r.ok);
    if (!r.ok) {
        o.insert(QStringLiteral("error"), r.error);
        return o;
    }
    o.insert(QStringLiteral("version"), r.version);
    o.insert(QStringLiteral("virtualEnvironment"), r.virtualEnv);
    o.insert(QStringLiteral("found"), QJsonArray::fromStringList(r.found()));
    o.insert(QStringLiteral("missing"), QJsonArray::fromStringList(r.missing()));
    return o;
}

} // namespace

QString pythonHelp()
{
    return Invocation<PythonOptions>(makePythonParser, setUpPython).help();
}

int runPython(const QStringList& args)
{
    const QString cmd = QStringLiteral("python");
    Invocation<PythonOptions> c(makePythonParser, setUpPython);
    if (const int code = c.parse(args); code >= 0)
        return code;
    const QStringList positional = c.positional();
    if (positional.size() > 1) {
        printError(cmd, Cli::tr("give at most one pipeline file"));
        return ExitUsage;
    }
    QString file;
    QList<RequiredModule> required;
    if (!positional.isEmpty()) {
        file = QFileInfo(positional.first()).absoluteFilePath();
        if (!QFileInfo(file).isFile()) {
            printError(cmd, Cli::tr("%1: no such file").arg(positional.first()));
            return ExitUsage;
        }
        QByteArray text;
        QString error;
        if (!readFileBytes(file, text, &error)) {
            printError(cmd, error);
            return ExitProblems;
        }
        required = pythonRequirements(file, text);
    }
    QString chosen = defaultPythonInterpreter();
    if (c.isSet(c.options.python)) {
        chosen = pythonInterpreterArgument(cmd, c.value(c.options.python));
        if (chosen.isEmpty())
            return ExitUsage;
    }
    const QList<PythonCandidate> found = interpretersFor(chosen, file);
    const QStringList modules = moduleNames(required);
    const QList<PythonProbeResult> results = probeAll(found, modules);
    const bool chosenWorks = !results.isEmpty() && results.first().ok;
    const bool chosenImportsAll = chosenWorks && results.first().missing().isEmpty();

    if (c.isSet(c.options.json)) {
        QJsonObject root;
        if (!file.isEmpty()) {
            QJsonArray needed;
            for (const RequiredModule& m : required) {
                QJsonObject o;
                o.insert(QStringLiteral("module"), m.module);
                if (!m.package.isEmpty())
                    o.insert(QStringLiteral("package"), m.package);
                o.insert(QStringLiteral("askedBy"), QJsonArray::fromStringList(m.sources));
                needed << o;
            }
            root.insert(QStringLiteral("pipeline"), file);
            root.insert(QStringLiteral("modules"), needed);
        }
        QJsonArray list;
        for (int i = 0; i < found.size(); ++i)
            list << resultJson(found[i], results[i], i == 0);
        root.insert(QStringLiteral("interpreters"), list);
        out() << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        out().flush();
        return chosenImportsAll ? ExitOk : ExitProblems;
    }

    if (!file.isEmpty()) {
        if (required.isEmpty()) {
            out() << Cli::tr("The steps of %1 name no Python module outside the standard library.")
                         .arg(shown(positional.first()))
                  << '\n';
        } else {
            QStringList named;
            for (const RequiredModule& m : required)
                named << (m.package.isEmpty() || m.package == m.module ? m.module
                                                                       : QStringLiteral("%1 (%2)").arg(m.module, m.package));
            out() << Cli::tr("The steps of %1 need: %2").arg(shown(positional.first()), named.join(QStringLiteral(", ")))
                  << '\n';
        }
        out() << '\n';
    }
    printInterpreters(found, results, !modules.isEmpty());
    out() << '\n'
          << Cli::tr("Steps run with the interpreter marked *; to choose another: pipewright run --python PATH, or set "
                     "PIPEWRIGHT_PYTHON.")
          << '\n';
    out().flush();
    return chosenImportsAll ? ExitOk : ExitProblems;
}

void adviseOnMissingModules(const JobRun& job, const QString& python, const QString& pipelineFile, QByteArray text)
{
    // the module each failed step lacked, as its log says, and the interpreter that lacked it
    QStringList lacking;
    QStringList steps;
    QMap<QString, QPair<QStringList, QStringList>> namedByPath; // interpreter a command names -> steps, modules
    for (const StepRun& s : job.steps) {
        if (s.status != RunStatus::Failed)
            continue;
        const QString module
            = missingPythonModule(s.reason + QLatin1Char('\n') + lastLines(s.logFile, 60).join(QLatin1Char('\n')));
        if (module.isEmpty())
            continue;
        bool byPath = false;
        const QString ran = stepPythonInterpreter(s, python, &byPath);
        QStringList& stepList = byPath ? namedByPath[ran].first : steps;
        QStringList& moduleList = byPath ? namedByPath[ran].second : lacking;
        stepList << s.name;
        if (!moduleList.contains(module))
            moduleList << module;
    }
    // --python does not reach an interpreter a command starts by its path
    for (auto it = namedByPath.cbegin(); it != namedByPath.cend(); ++it)
        err() << Cli::tr("hint: %1 could not import %2 (step %3). The step's command starts that interpreter by its "
                         "path, so --python does not change it: install the module into it, or let the command start "
                         "python by name.")
                     .arg(shown(it.key()), it.value().second.join(QStringLiteral(", ")),
                          it.value().first.join(QStringLiteral(", ")))
              << '\n';
    err().flush();
    if (lacking.isEmpty())
        return;
    err() << Cli::tr("hint: %1 could not import %2 (step %3).")
                 .arg(shown(python), lacking.join(QStringLiteral(", ")), steps.join(QStringLiteral(", ")))
          << '\n';
    err().flush();

    // every interpreter found, checked for those modules and for all the pipeline needs
    if (text.isEmpty())
        readFileBytes(pipelineFile, text, nullptr);
    QStringList modules = moduleNames(pythonRequirements(pipelineFile, text));
    for (const QString& m : std::as_const(lacking))
        if (!modules.contains(m))
            modules << m;
    QList<PythonCandidate> found = interpretersFor(python, pipelineFile);
    found.removeIf([&python](const PythonCandidate& c) { return c.path == python; });
    const QList<PythonProbeResult> results = probeAll(found, modules);
    // the best: it imports what the steps lacked, and of the rest as much as any other
    const PythonProbeResult* best = nullptr;
    for (const PythonProbeResult& r : results) {
        if (!r.ok)
            continue;
        const QStringList missing = r.missing();
        if (std::any_of(lacking.begin(), lacking.end(), [&missing](const QString& m) { return missing.contains(m); }))
            continue;
        if (!best || missing.size() < best->missing().size())
            best = &r;
    }
    if (!best) {
        err() << Cli::tr("hint: no other Python interpreter found on this machine can import %1; install it for %2, "
                         "or make a virtual environment with it in the pipeline's folder and run again with "
                         "--python ENV/bin/python")
                     .arg(lacking.join(QStringLiteral(", ")), shown(python))
              << '\n';
    } else if (best->missing().isEmpty()) {
        err() << Cli::tr("hint: %1 can import every module the steps need; run again with it: %2")
                     .arg(shown(best->interpreter), runCommandFor(best->interpreter, pipelineFile))
              << '\n';
    } else {
        err() << Cli::tr("hint: %1 can import %2, though not %3, which the steps also name; run again with it: %4")
                     .arg(shown(best->interpreter), lacking.join(QStringLiteral(", ")),
                          best->missing().join(QStringLiteral(", ")), runCommandFor(best->interpreter, pipelineFile))
              << '\n';
    }
    err() << Cli::tr("hint: every interpreter found, and what it can import: pipewright python %1")
                 .arg(shown(QDir::current().relativeFilePath(pipelineFile)))
          << '\n';
    err().flush();
}

} // namespace pw::cli
