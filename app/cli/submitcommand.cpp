// SPDX-License-Identifier: MIT
// pipewright submit PATH: a pipeline submitted through a backend's submit() — this machine, or an Azure ML workspace —
// its job id (and studio link) printed, and with --wait its statuses followed to the end.
#include "backendoptions.h"
#include "cli.h"
#include "fileio.h"
#include "localrun.h"

#include "azurebackend.h"
#include "pipelinedocument.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QThread>

namespace pw::cli {

namespace {

struct SubmitCommandOptions
{
    BackendOptions backend;
    QCommandLineOption set {QStringLiteral("set"),
                            Cli::tr("Set a pipeline input for this job: NAME=VALUE or inputs.NAME=VALUE (repeatable); a "
                                    "local path is uploaded to an Azure ML workspace."),
                            QStringLiteral("NAME=VALUE")};
    QCommandLineOption name {QStringLiteral("name"),
                             Cli::tr("The job's name in the workspace (letters, digits, '-' and '_'); default the file's "
                                     "name:, else the file's base name and ten random characters."),
                             QStringLiteral("JOB")};
    QCommandLineOption experiment {QStringLiteral("experiment"),
                                   Cli::tr("The experiment the job belongs to; default the file's experiment_name:, else "
                                           "the name of the pipeline file's folder."),
                                   QStringLiteral("NAME")};
    QCommandLineOption noReuse {QStringLiteral("no-reuse"), Cli::tr("Run every step, even those whose earlier outputs could be reused.")};
    QCommandLineOption wait {QStringLiteral("wait"), Cli::tr("Follow the job's statuses until it ends.")};
    QCommandLineOption python {QStringLiteral("python"),
                               Cli::tr("local: run the steps with this Python interpreter (default: $PIPEWRIGHT_PYTHON, "
                                       "else python3 on PATH)."),
                               QStringLiteral("INTERPRETER")};
    QCommandLineOption format {QStringLiteral("format"),
                               Cli::tr("text (default) or json (one object on standard output: the job, and its studio "
                                       "link on Azure; progress goes to standard error)."),
                               QStringLiteral("text|json"), QStringLiteral("text")};
};

CommandParser makeSubmitParser()
{
    return CommandParser(
        QStringLiteral("submit"),
        QStringLiteral("PATH [--backend local|azure --subscription ID --resource-group RG --workspace WS [--cloud NAME] "
                       "[--arm-endpoint URL] [--login-endpoint URL] [--auth cli|device|sp|msi|env] | --profile NAME] "
                       "[--set NAME=VALUE]... [--name JOB] [--experiment NAME] [--wait] [--format text|json]"),
        Cli::tr("Submit a pipeline through a backend and print its job id.\n"
                "  --backend local   this machine (the default); the job runs in this process, so submit follows it to "
                "its end as with --wait\n"
                "  --backend azure   an Azure ML workspace: local code and data are uploaded, components and "
                "environments written in the pipeline registered, the job created; the studio link is printed\n"
                "Profiles: the config file ($PIPEWRIGHT_CONFIG, else ~/.config/pipewright/config.ini) may name "
                "workspaces, one INI section each, used with --profile NAME:\n"
                "  [profiles/prod]\n"
                "  backend = azure\n"
                "  subscription = 00000000-0000-0000-0000-000000000000\n"
                "  resource-group = ml-rg\n"
                "  workspace = ml-ws\n"
                "  auth = cli\n"
                "Secrets never go there: a service principal's secret comes from AZURE_CLIENT_SECRET, a token from "
                "PIPEWRIGHT_ACCESS_TOKEN.\n"
                "Exit status: 0 when the job was submitted (with --wait: when it completed), 1 when it was refused, "
                "failed or was canceled, 2 on wrong usage."));
}

void setUpSubmit(CommandParser& p, const SubmitCommandOptions& o)
{
    o.backend.addTo(p);
    for (const QCommandLineOption* opt : {&o.set, &o.name, &o.experiment, &o.noReuse, &o.wait, &o.format, &o.python})
        p.addOption(*opt);
    p.addPositional(QStringLiteral("PATH"), Cli::tr("The pipeline file (type: pipeline)."));
}

/// The text with the job's name and experiment set as the options say (a minimal edit of the file's text; the file
/// itself is not changed). Prints the reason and returns false when the text cannot take them.
bool applyNames(const QString& command, const QString& file, QByteArray* text, const QString& name, const QString& experiment)
{
    if (name.isEmpty() && experiment.isEmpty())
        return true;
    PipelineDocument doc;
    doc.setContent(*text, file);
    if (!doc.isParsed() || doc.isReadOnly()) {
        printError(command, Cli::tr("%1: the file does not parse as YAML, so --name and --experiment cannot be set; "
                                    "'pipewright validate %1' shows why")
                                .arg(QDir::toNativeSeparators(file)));
        return false;
    }
    for (const auto& [key, value] : {std::pair {QStringLiteral("name"), name}, std::pair {QStringLiteral("experiment_name"), experiment}}) {
        if (value.isEmpty())
            continue;
        if (!doc.setScalar({key}, value)) {
            printError(command, Cli::tr("%1: %2 cannot be set to '%3'").arg(QDir::toNativeSeparators(file), key, value));
            return false;
        }
    }
    *text = doc.text();
    return true;
}

/// The studio link of a submitted Azure job, from the note the submission leaves.
QString studioLink(const Diagnostics& problems)
{
    static const QRegularExpression url(QStringLiteral("https?://\\S+$"));
    for (const Diagnostic& d : problems)
        if (d.ruleId == QLatin1String("azure-submitted"))
            return url.match(d.message).captured(0);
    return {};
}

/// Follow a remote job's statuses (and its steps') until it ends, one line per change on `shown`. Returns the last
/// state read; its id is empty when it could not be read at all.
JobRun followRemote(const QString& command, Backend& backend, const QString& jobId, QTextStream& shown)
{
    catchInterrupts();
    JobRun last;
    RunStatus printedJob = RunStatus::NotStarted;
    bool printedAny = false;
    QHash<QString, RunStatus> printedSteps;
    int failures = 0;
    for (int idle = 0;; ++idle) {
        const JobRun j = waitFor(backend.job(jobId));
        if (j.id.isEmpty()) {
            const auto* azure = qobject_cast<const AzureBackend*>(&backend);
            const QString why = azure ? azure->lastError() : QString();
            if (++failures >= 5) {
                printError(command, Cli::tr("the status of job %1 could not be read: %2")
                                        .arg(jobId, why.isEmpty() ? Cli::tr("no answer") : why));
                return last;
            }
            err() << Cli::tr("warning: the status of job %1 could not be read (%2); trying again").arg(jobId, why) << '\n';
            err().flush();
        } else {
            failures = 0;
            last = j;
            const QString now = QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss"));
            for (const StepRun& s : j.steps) {
                if (printedSteps.value(s.name, RunStatus::NotStarted) == s.status || s.status == RunStatus::NotStarted)
                    continue;
                printedSteps.insert(s.name, s.status);
                shown << now << ' ' << s.name << ' ' << runStatusName(s.status) << '\n';
                idle = -1; // the next poll comes soon
            }
            if (!printedAny || printedJob != j.status) {
                printedAny = true;
                printedJob = j.status;
                shown << now << ' ' << Cli::tr("job %1").arg(j.id) << ' ' << runStatusName(j.status) << '\n';
                idle = -1; // the next poll comes soon
            }
            shown.flush();
            if (isTerminal(j.status))
                return j;
        }
        // polling slows down while nothing changes, as the SDK's does; Ctrl+C stops waiting (the job goes on)
        QElapsedTimer slept;
        slept.start();
        const qint64 pause = 1000LL * std::min(2 + idle, 10);
        while (slept.elapsed() < pause && interruptCount() == 0)
            QThread::msleep(100);
        if (interruptCount() > 0) {
            err() << '\n'
                  << Cli::tr("Stopped waiting; job %1 goes on in the workspace (cancel it with 'pipewright jobs cancel %1 "
                             "--backend azure …').")
                         .arg(jobId)
                  << '\n';
            err().flush();
            return last;
        }
    }
}

} // namespace

QString submitHelp()
{
    return Invocation<SubmitCommandOptions>(makeSubmitParser, setUpSubmit).help();
}

int runSubmit(const QStringList& args)
{
    const QString cmd = QStringLiteral("submit");
    Invocation<SubmitCommandOptions> c(makeSubmitParser, setUpSubmit);
    const SubmitCommandOptions& o = c.options;
    if (const int code = c.parse(args); code >= 0)
        return code;
    const QString format = formatValue(cmd, c.value(o.format), {QStringLiteral("text"), QStringLiteral("json")});
    if (format.isEmpty())
        return ExitUsage;
    const bool json = format == QLatin1String("json");
    const QString pipelineFile = onePipelineFile(cmd, c.positional(), Cli::tr("give the pipeline file"));
    if (pipelineFile.isEmpty())
        return ExitUsage;
    SubmitOptions options;
    options.noReuse = c.isSet(o.noReuse);
    if (!parseInputOverrides(cmd, c.parser.parser().values(o.set), &options.inputOverrides))
        return ExitUsage;
    const QString name = c.value(o.name).trimmed();
    static const QRegularExpression jobName(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]{0,254}$"));
    if (c.isSet(o.name) && !jobName.match(name).hasMatch()) {
        printError(cmd, Cli::tr("--name '%1' is not a job name: letters, digits, '-' and '_', starting with a letter or a "
                                "digit, at most 255")
                            .arg(c.value(o.name)));
        return ExitUsage;
    }
    const QString experiment = c.value(o.experiment).trimmed();
    if (c.isSet(o.experiment) && experiment.isEmpty()) {
        printError(cmd, Cli::tr("--experiment needs a name"));
        return ExitUsage;
    }
    BackendChoice choice;
    if (const int code = resolveBackend(cmd, c.parser.parser(), o.backend, BackendUse::Any, &choice); code >= 0)
        return code;

    const QString file = QFileInfo(pipelineFile).absoluteFilePath();
    if (!QFileInfo::exists(file)) {
        printError(cmd, Cli::tr("%1: no such file").arg(pipelineFile));
        return ExitUsage;
    }
    QByteArray text;
    QString error;
    if (!readFileBytes(file, text, &error)) {
        printError(cmd, error);
        return ExitProblems;
    }
    if (!choice.isAzure() && !name.isEmpty()) {
        err() << Cli::tr("warning: the local backend names its jobs itself; --name is not used") << '\n';
        err().flush();
    }
    if (!applyNames(cmd, file, &text, choice.isAzure() ? name : QString(), experiment))
        return ExitProblems;

    QString python;
    if (c.isSet(o.python) && choice.isAzure()) {
        err() << Cli::tr("warning: a workspace runs the steps in their environments; --python is not used") << '\n';
        err().flush();
    } else if (c.isSet(o.python)) {
        python = pythonInterpreterArgument(cmd, c.value(o.python));
        if (python.isEmpty())
            return ExitUsage;
    }
    if (!choice.isAzure())
        return submitAndFollow(cmd, file, text, options, json, python);

    std::unique_ptr<Backend> backend = makeBackend(cmd, choice);
    if (!backend)
        return ExitUsage;
    const SubmitResult r = waitFor(backend->submit(file, text, options));
    const QString studio = studioLink(r.problems);
    Diagnostics problems;
    for (const Diagnostic& d : r.problems)
        if (d.ruleId != QLatin1String("azure-submitted")) // said below in its own words
            problems << d;
    printProblems(problems, !r.ok());
    if (!r.ok()) {
        printError(cmd, r.error.isEmpty() ? Cli::tr("%1: the workspace gave no job id").arg(pipelineFile) : r.error);
        return ExitProblems;
    }
    QTextStream& shown = json ? err() : out(); // with JSON, standard output holds the one object alone
    shown << Cli::tr("Job %1 submitted to %2.").arg(r.jobId, choice.workspace.workspace) << '\n';
    if (!studio.isEmpty())
        shown << "  " << studio << '\n';
    shown.flush();

    JobRun job;
    job.id = r.jobId;
    int code = ExitOk;
    if (c.isSet(o.wait)) {
        job = followRemote(cmd, *backend, r.jobId, shown);
        if (job.id.isEmpty())
            job.id = r.jobId;
        code = job.status == RunStatus::Completed ? ExitOk : ExitProblems;
        if (!json)
            out() << Cli::tr("Job %1: %2").arg(job.id, runStatusName(job.status)) << '\n';
        if (!job.reason.isEmpty() && job.status != RunStatus::Completed)
            err() << Cli::tr("Reason: %1").arg(job.reason) << '\n';
    }
    if (json) {
        QJsonObject o2 = c.isSet(o.wait) ? jobJson(job) : QJsonObject {{QStringLiteral("id"), r.jobId}};
        o2.insert(QStringLiteral("backend"), QStringLiteral("azure"));
        o2.insert(QStringLiteral("workspace"), choice.workspace.path());
        o2.insert(QStringLiteral("studio_url"), studio);
        out() << QString::fromUtf8(QJsonDocument(o2).toJson(QJsonDocument::Indented));
    }
    out().flush();
    err().flush();
    leaveToProcessEnd(std::move(backend)); // the job is created (and followed): nothing of it is left to do
    return code;
}

} // namespace pw::cli
