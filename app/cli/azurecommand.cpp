// SPDX-License-Identifier: MIT
// pipewright azure login|jobs|show|logs|cancel: an Azure ML workspace from a terminal, over the ARM REST API; the job
// actions also serve `pipewright jobs --backend azure` (runAzureJobAction). The workspace and sign-in flags are
// backendoptions.h's.
#include "backendoptions.h"
#include "cli.h"

#include "armclient.h"
#include "azureauth.h"
#include "azurejobs.h"
#include "runhistory.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>

#include <cstdio>

namespace pw::cli {

namespace {

struct AzureOptions
{
    BackendOptions backend {false}; // always Azure: no --backend
    QCommandLineOption format {QStringLiteral("format"), Cli::tr("table (default) or json."), QStringLiteral("FORMAT"),
                               QStringLiteral("table")};
    QCommandLineOption step {QStringLiteral("step"), Cli::tr("logs: one step of a pipeline job."), QStringLiteral("STEP")};
    QCommandLineOption follow {QStringLiteral("follow"), Cli::tr("logs: keep printing new lines until the job ends.")};
    QCommandLineOption limit {QStringLiteral("limit"), Cli::tr("jobs: at most N jobs (default 50)."), QStringLiteral("N"),
                              QStringLiteral("50")};
};

CommandParser makeParser()
{
    return CommandParser(QStringLiteral("azure"),
                         QStringLiteral("login|jobs|show|logs|cancel [JOB] [--subscription ID --resource-group RG "
                                        "--workspace WS | --profile NAME] [options]"),
                         Cli::tr("An Azure Machine Learning workspace over the Azure Resource Manager REST API.\n"
                                 "  login        sign in and say with what, and until when (no token is printed)\n"
                                 "  jobs         the workspace's jobs, newest first\n"
                                 "  show JOB     a job with its steps\n"
                                 "  logs JOB     a job's (or --step's) log files; --follow tails the main log\n"
                                 "  cancel JOB   cancel a job and wait until the service confirms it\n"
                                 "The same workspace and sign-in flags (or --profile) serve submit, jobs, quota, compute "
                                 "and vm-sizes with --backend azure."));
}

void setUp(CommandParser& p, const AzureOptions& o)
{
    o.backend.addTo(p);
    for (const QCommandLineOption* opt : {&o.format, &o.step, &o.follow, &o.limit})
        p.addOption(*opt);
    p.addPositional(QStringLiteral("ACTION"), Cli::tr("login, jobs, show, logs or cancel."));
}

/// Everything a command needs to talk to the workspace.
struct Session
{
    azure::Cloud cloud;
    http::Client http;
    std::unique_ptr<azure::TokenCache> tokens;
    std::unique_ptr<arm::ArmClient> arm;
    arm::WorkspaceRef ws;
};

/// Build the session from what was chosen; prints the reason and returns the exit code when it cannot.
int openSession(const QString& cmd, const BackendChoice& choice, Session& s)
{
    s.cloud = choice.cloud;
    s.ws = choice.workspace;
    QString error;
    std::unique_ptr<azure::Credential> credential = azure::makeCredential(choice.credential, s.http, s.cloud, &error);
    if (!credential) {
        printError(cmd, error);
        return ExitUsage;
    }
    s.tokens = std::make_unique<azure::TokenCache>(std::move(credential));
    s.arm = std::make_unique<arm::ArmClient>(s.http, *s.tokens, s.cloud);
    return -1;
}

void printJobs(const QList<JobRun>& jobs, bool json)
{
    if (json) {
        QJsonArray a;
        for (const JobRun& j : jobs)
            a << jobJson(j);
        out() << QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Indented));
        return;
    }
    if (jobs.isEmpty()) {
        out() << Cli::tr("The workspace has no jobs.") << '\n';
        return;
    }
    out() << QStringLiteral("%1  %2  %3  %4")
                 .arg(Cli::tr("JOB").leftJustified(36), Cli::tr("STATUS").leftJustified(10), Cli::tr("CREATED").leftJustified(19),
                      Cli::tr("NAME"))
          << '\n';
    for (const JobRun& j : jobs)
        out() << QStringLiteral("%1  %2  %3  %4")
                     .arg(j.id.leftJustified(36), runStatusName(j.status).leftJustified(10), localTime(j.created).leftJustified(19),
                          j.displayName)
              << '\n';
}

/// Print a log from `offset` on; returns the next offset (or -1 when it could not be read).
qint64 printLog(const QString& cmd, azure::RunHistory& history, const QUrl& link, qint64 offset)
{
    const azure::RunHistory::Chunk c = history.readLog(link, offset);
    if (!c.error.isEmpty()) {
        printError(cmd, c.error);
        return -1;
    }
    out() << QString::fromUtf8(c.bytes);
    out().flush();
    return c.nextOffset;
}

int showLogs(const QString& cmd, Session& s, const QString& job, const QString& step, bool follow)
{
    azure::RunHistory history(*s.arm, s.http, *s.tokens, s.ws);
    QString runId = job;
    if (!step.isEmpty()) {
        const azure::RunHistory::Children children = history.children(job);
        if (!children.error.isEmpty()) {
            printError(cmd, children.error);
            return ExitProblems;
        }
        runId = children.runIds.value(step);
        if (runId.isEmpty()) {
            printError(cmd, Cli::tr("job %1 has no step '%2' (steps: %3)").arg(job, step, children.runIds.keys().join(QLatin1String(", "))));
            return ExitUsage;
        }
    }
    const azure::RunHistory::LogFiles logs = history.logFiles(runId);
    if (!logs.error.isEmpty()) {
        printError(cmd, logs.error);
        return ExitProblems;
    }
    if (logs.files.isEmpty()) {
        out() << Cli::tr("No log files yet.") << '\n';
        return ExitOk;
    }
    // the main log first: user_logs/std_log.txt of the current runtime, else the first one
    const QString main = azure::RunHistory::mainLog(logs.files);
    if (!follow) {
        for (auto it = logs.files.cbegin(); it != logs.files.cend(); ++it) {
            out() << QStringLiteral("==> %1 <==").arg(it.key()) << '\n';
            if (printLog(cmd, history, it.value(), 0) < 0)
                return ExitProblems;
        }
        return ExitOk;
    }
    qint64 offset = 0;
    for (int idle = 0;; ++idle) {
        const qint64 next = printLog(cmd, history, logs.files.value(main), offset);
        if (next < 0)
            return ExitProblems;
        offset = next;
        const azure::JobResult state = azure::getJob(*s.arm, s.ws, job);
        if (!state.error.isEmpty()) {
            printError(cmd, state.error);
            return ExitProblems;
        }
        if (isTerminal(state.job.status)) {
            printLog(cmd, history, logs.files.value(main), offset);
            out() << Cli::tr("Job %1: %2").arg(job, runStatusName(state.job.status)) << '\n';
            return state.job.status == RunStatus::Completed ? ExitOk : ExitProblems;
        }
        QThread::sleep(std::min(2 + idle, 10)); // polling slows down while nothing happens, as the SDK's does
    }
}

int showJob(const QString& cmd, Session& s, const QString& job, bool json)
{
    azure::JobResult r = azure::getJob(*s.arm, s.ws, job);
    if (!r.error.isEmpty() || r.job.id.isEmpty()) {
        printError(cmd, r.error.isEmpty() ? Cli::tr("the workspace has no job '%1'").arg(job) : r.error);
        return ExitProblems;
    }
    azure::RunHistory history(*s.arm, s.http, *s.tokens, s.ws);
    const azure::RunHistory::Children children = history.children(job);
    if (!children.error.isEmpty())
        err() << Cli::tr("warning: the steps could not be read: %1").arg(children.error) << '\n';
    r.job.steps = children.steps;
    if (json) {
        QJsonObject o = jobJson(r.job);
        o.insert(QStringLiteral("studio_url"), r.studioUrl);
        out() << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    out() << Cli::tr("Job %1 (%2): %3").arg(r.job.id, r.job.displayName, runStatusName(r.job.status)) << '\n';
    if (!r.job.reason.isEmpty())
        out() << "  " << r.job.reason << '\n';
    if (!r.studioUrl.isEmpty())
        out() << "  " << r.studioUrl << '\n';
    for (const StepRun& st : std::as_const(r.job.steps))
        out() << QStringLiteral("  %1  %2  %3  %4")
                     .arg(st.name.leftJustified(24), runStatusName(st.status).leftJustified(10),
                          duration(st.durationSeconds()).leftJustified(7), st.reason.left(80))
              << '\n';
    return ExitOk;
}

} // namespace

int runAzureJobAction(const QString& cmd, const BackendChoice& choice, const AzureJobRequest& request)
{
    Session s;
    if (const int code = openSession(cmd, choice, s); code >= 0)
        return code;
    const QString& action = request.action;
    if (action == QLatin1String("login")) {
        const azure::TokenResult t = s.tokens->token();
        if (!t.error.isEmpty()) {
            printError(cmd, t.error);
            return ExitProblems;
        }
        out() << Cli::tr("Signed in to %1 with the %2; the token is valid until %3.")
                     .arg(s.cloud.arm.toString(), s.tokens->credential().describe(), localTime(t.token.expiresOn))
              << '\n';
        return ExitOk;
    }
    if (action == QLatin1String("jobs") || action == QLatin1String("list")) {
        const azure::JobsResult r = azure::listJobs(*s.arm, s.ws, request.limit);
        if (!r.error.isEmpty())
            printError(cmd, r.error);
        printJobs(r.jobs, request.json);
        return r.error.isEmpty() ? ExitOk : ExitProblems;
    }
    if (action == QLatin1String("show"))
        return showJob(cmd, s, request.job, request.json);
    if (action == QLatin1String("logs"))
        return showLogs(cmd, s, request.job, request.step, request.follow);
    // cancel
    const arm::OperationResult r = azure::cancelJob(*s.arm, s.ws, request.job);
    if (!r.ok) {
        printError(cmd, r.message);
        return ExitProblems;
    }
    out() << Cli::tr("Job %1 is cancelled.").arg(request.job) << '\n';
    return ExitOk;
}

QString azureHelp()
{
    CommandParser p = makeParser();
    AzureOptions o;
    setUp(p, o);
    return p.helpText();
}

int runAzure(const QStringList& args)
{
    const QString cmd = QStringLiteral("azure");
    CommandParser p = makeParser();
    AzureOptions o;
    setUp(p, o);
    if (const int code = p.parse(args); code >= 0)
        return code;
    startLogging(p.verbose());
    const QStringList pos = p.parser().positionalArguments();
    static const QStringList actions {QStringLiteral("login"), QStringLiteral("jobs"), QStringLiteral("show"),
                                      QStringLiteral("logs"), QStringLiteral("cancel")};
    if (pos.isEmpty() || !actions.contains(pos.first())) {
        printError(cmd, pos.isEmpty() ? Cli::tr("give an action: login, jobs, show, logs or cancel")
                                      : Cli::tr("unknown action '%1'; use login, jobs, show, logs or cancel").arg(pos.first()));
        return ExitUsage;
    }
    AzureJobRequest request;
    request.action = pos.first();
    const bool needsJob = request.action == QLatin1String("show") || request.action == QLatin1String("logs")
        || request.action == QLatin1String("cancel");
    if (needsJob && pos.size() < 2) {
        printError(cmd, Cli::tr("'%1' needs a job name").arg(request.action));
        return ExitUsage;
    }
    request.job = pos.value(1);
    request.json = p.parser().value(o.format).compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
    request.step = p.parser().value(o.step);
    request.follow = p.parser().isSet(o.follow);
    request.limit = p.parser().value(o.limit).toInt();
    BackendChoice choice;
    const BackendUse use = request.action == QLatin1String("login") ? BackendUse::AzureSignIn : BackendUse::Azure;
    if (const int code = resolveBackend(cmd, p.parser(), o.backend, use, &choice); code >= 0)
        return code;
    return runAzureJobAction(cmd, choice, request);
}

} // namespace pw::cli
