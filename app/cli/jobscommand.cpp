// SPDX-License-Identifier: MIT
// pipewright jobs list|show|logs|cancel|outputs|rerun: the local backend's jobs from a terminal (list, show, logs and
// cancel also an Azure ML workspace's, with --backend azure, through azurecommand.cpp).
#include "backendoptions.h"
#include "cli.h"
#include "localrun.h"
#include "parallelformat.h"

#include "runstore.h"
#include "stepprocesses.h"
#include "sweeptrials.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

namespace pw::cli {

namespace {

struct JobsOptions
{
    QCommandLineOption limit {QStringLiteral("limit"), Cli::tr("list: how many jobs to show (default 30)."), QStringLiteral("N"),
                              QStringLiteral("30")};
    QCommandLineOption format {QStringLiteral("format"), Cli::tr("list, show: text (default) or json."), QStringLiteral("text|json"),
                               QStringLiteral("text")};
    QCommandLineOption follow {{QStringLiteral("f"), QStringLiteral("follow")}, Cli::tr("logs: keep printing new lines until the job ends.")};
    QCommandLineOption step {QStringLiteral("step"),
                             Cli::tr("show, logs, outputs: only this step (as STEP); cancel: only this step; rerun: run this "
                                     "step again (repeatable)."),
                             QStringLiteral("STEP")};
    QCommandLineOption noReuse {QStringLiteral("no-reuse"), Cli::tr("rerun: run every step again.")};
    QCommandLineOption python {QStringLiteral("python"),
                               Cli::tr("rerun: run the steps with this Python interpreter (default: $PIPEWRIGHT_PYTHON, "
                                       "else python3 on PATH)."),
                               QStringLiteral("INTERPRETER")};
    BackendOptions backend;
};

void setUpJobs(CommandParser& p, const JobsOptions& o)
{
    p.addOption(o.limit);
    p.addOption(o.format);
    p.addOption(o.follow);
    p.addOption(o.step);
    p.addOption(o.noReuse);
    p.addOption(o.python);
    o.backend.addTo(p);
    p.addPositional(QStringLiteral("ACTION"), Cli::tr("list, show, logs, cancel, outputs or rerun."));
}

CommandParser makeJobsParser()
{
    return CommandParser(QStringLiteral("jobs"),
                         QStringLiteral("list|show|logs|cancel|outputs|rerun [JOB] [STEP] [--backend local|azure …] "
                                        "[--profile NAME] [options]"),
                    Cli::tr("Jobs of the local backend.\n"
                            "  list              recent jobs\n"
                            "  show JOB [STEP]   a job's steps, statuses, durations and reasons; a parallel step's "
                            "mini-batch counts, thresholds and peak resource use; a distributed step's processes\n"
                            "  logs JOB [STEP]   a step's std_log.txt (all steps without STEP), after job_result.txt for a "
                            "parallel step; --follow tails it\n"
                            "  cancel JOB        cancel a running job (or --step STEP), also one another process runs\n"
                            "  outputs JOB       the output folders of each step\n"
                            "  rerun JOB         run again as a new job: the steps that did not complete (or --step), "
                            "reusing the others\n"
                            "JOB may be a unique prefix of a job id.\n"
                            "With --backend azure (and the workspace and sign-in flags, or --profile) list, show, logs "
                            "and cancel act on an Azure ML workspace's jobs, JOB being the job's name."));
}


/// A parallel step that ran here and has a logs folder (not a reused one).
bool hasParallelLogs(const StepRun& s)
{
    return s.kind == QLatin1String("parallel") && !s.isReused() && !s.folder.isEmpty()
        && QFileInfo(QDir(s.folder).filePath(QStringLiteral("logs"))).isDir();
}

/// What the logs of a parallel step say; nothing for other steps, reused ones and ones without logs.
std::optional<ParallelStepReport> parallelReport(const StepRun& s)
{
    if (!hasParallelLogs(s))
        return std::nullopt;
    return readParallelStepReport(s.folder);
}

/// A distributed step's processes as its runner recorded them; none for other steps and reused ones.
QList<StepProcess> processesOf(const StepRun& s)
{
    return s.isReused() ? QList<StepProcess>() : readStepProcesses(s.folder);
}

/// A sweep step's trials as its runner recorded them; none for other steps and reused ones.
SweepTrials trialsOf(const StepRun& s)
{
    return s.isReused() || s.kind != QLatin1String("sweep") ? SweepTrials() : readSweepTrials(s.folder);
}

QJsonObject stepJsonWithParallel(const StepRun& s)
{
    QJsonObject o = stepJson(s);
    if (const auto report = parallelReport(s))
        o.insert(QStringLiteral("parallel"), parallelJson(*report));
    QJsonArray processes;
    for (const StepProcess& p : processesOf(s)) {
        QJsonObject j {{QStringLiteral("index"), p.index},
                       {QStringLiteral("role"), p.role},
                       {QStringLiteral("log"), QDir(s.folder).filePath(p.log)},
                       {QStringLiteral("ended"), p.ended}};
        j.insert(QStringLiteral("exit_code"), p.ended && p.signal == 0 ? QJsonValue(p.exitCode) : QJsonValue());
        j.insert(QStringLiteral("signal"), p.signal > 0 ? QJsonValue(p.signal) : QJsonValue());
        processes.append(j);
    }
    if (!processes.isEmpty())
        o.insert(QStringLiteral("processes"), processes);
    if (const SweepTrials sweep = trialsOf(s); !sweep.trials.isEmpty()) {
        QJsonArray trials;
        for (const SweepTrial& t : sweep.trials) {
            QJsonObject j {{QStringLiteral("index"), t.index},
                           {QStringLiteral("parameters"), t.parameters},
                           {QStringLiteral("status"), runStatusName(t.status)},
                           {QStringLiteral("folder"), QDir(s.folder).filePath(t.folder())},
                           {QStringLiteral("best"), t.best}};
            j.insert(QStringLiteral("metric"), t.hasMetric ? QJsonValue(t.metric) : QJsonValue());
            j.insert(QStringLiteral("duration_seconds"), t.started.isValid() ? QJsonValue(t.durationSeconds()) : QJsonValue());
            if (!t.reason.isEmpty())
                j.insert(QStringLiteral("reason"), t.reason);
            trials.append(j);
        }
        o.insert(QStringLiteral("sweep"), QJsonObject {{QStringLiteral("primary_metric"), sweep.primaryMetric},
                                                       {QStringLiteral("goal"), sweep.maximize ? QStringLiteral("maximize") : QStringLiteral("minimize")},
                                                       {QStringLiteral("trials"), trials}});
    }
    return o;
}

/// A parallel step's logs/job_result.txt under a heading, before its usual log.
void printParallelResult(const StepRun& s)
{
    const QString path = QDir(s.folder).filePath(QStringLiteral("logs/job_result.txt"));
    out() << QStringLiteral("==> %1: %2 <==").arg(s.name, QDir(s.folder).relativeFilePath(path)) << '\n';
    QFile f(path);
    if (f.open(QIODevice::ReadOnly)) {
        const QByteArray text = f.readAll();
        out() << QString::fromUtf8(text);
        if (!text.isEmpty() && !text.endsWith('\n'))
            out() << '\n';
    } else {
        out() << parallelStepStatusText(ParallelStepResult {}) << '\n';
    }
    out() << '\n' << QStringLiteral("==> %1: %2 <==").arg(s.name, QDir(s.folder).relativeFilePath(s.logFile)) << '\n';
}

std::optional<JobRun> findJob(RunStore& store, const QString& id)
{
    auto j = store.job(id);
    if (!j)
        printError(QStringLiteral("jobs"), Cli::tr("no job '%1' (or the prefix matches several jobs); see 'pipewright jobs list'").arg(id));
    return j;
}

int followLogs(RunStore& store, const QString& jobId, const QString& step)
{
    QHash<QString, qint64> offsets;
    QString lastStep;
    for (;;) {
        auto job = store.job(jobId);
        if (!job)
            return ExitProblems;
        for (const StepRun& s : job->steps) {
            if (!step.isEmpty() && s.name != step)
                continue;
            QFile f(s.logFile);
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const qint64 from = offsets.value(s.name, 0);
            if (f.size() < from)
                offsets[s.name] = 0; // truncated
            if (f.size() <= from)
                continue;
            f.seek(from);
            const QByteArray data = f.readAll();
            const qsizetype lastNl = data.lastIndexOf('\n');
            if (lastNl < 0 && !isTerminal(job->status))
                continue;
            const QByteArray chunk = isTerminal(job->status) ? data : data.left(lastNl + 1);
            offsets[s.name] = from + chunk.size();
            if (step.isEmpty() && lastStep != s.name) {
                out() << QStringLiteral("==> %1 <==").arg(s.name) << '\n';
                lastStep = s.name;
            }
            out() << QString::fromUtf8(chunk);
            out().flush();
        }
        if (isTerminal(job->status) || interruptCount() > 0)
            return job->status == RunStatus::Completed ? ExitOk : ExitProblems;
        QThread::msleep(300);
    }
}

} // namespace

QString jobsHelp()
{
    return Invocation<JobsOptions>(makeJobsParser, setUpJobs).help();
}

int runJobs(const QStringList& args)
{
    const QString cmd = QStringLiteral("jobs");
    Invocation<JobsOptions> c(makeJobsParser, setUpJobs);
    const JobsOptions& o = c.options;
    CommandParser& p = c.parser;
    if (const int code = c.parse(args); code >= 0)
        return code;
    const QStringList pos = p.parser().positionalArguments();
    if (pos.isEmpty()) {
        printError(cmd, Cli::tr("give an action: list, show, logs, cancel, outputs or rerun"));
        return ExitUsage;
    }
    const QString action = pos.first();
    const bool json = p.parser().value(o.format).compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
    static const QStringList actions {QStringLiteral("list"), QStringLiteral("show"), QStringLiteral("logs"), QStringLiteral("cancel"),
                                      QStringLiteral("outputs"), QStringLiteral("rerun")};
    if (!actions.contains(action)) {
        printError(cmd, Cli::tr("unknown action '%1'; use list, show, logs, cancel, outputs or rerun").arg(action));
        return ExitUsage;
    }
    if (action != QLatin1String("list") && pos.size() < 2) {
        printError(cmd, Cli::tr("'%1' needs a job id").arg(action));
        return ExitUsage;
    }
    BackendChoice choice;
    if (const int code = resolveBackend(cmd, p.parser(), o.backend, BackendUse::Any, &choice); code >= 0)
        return code;
    if (choice.isAzure()) {
        if (action == QLatin1String("outputs") || action == QLatin1String("rerun")
            || (action == QLatin1String("cancel") && p.parser().isSet(o.step))) {
            printError(cmd, Cli::tr("'%1' is offered for jobs of this machine only; an Azure ML job is cancelled whole and "
                                    "submitted again with 'pipewright submit'")
                                .arg(action == QLatin1String("cancel") ? QStringLiteral("cancel --step") : action));
            return ExitUsage;
        }
        AzureJobRequest request;
        request.action = action;
        request.job = pos.value(1);
        request.step = p.parser().isSet(o.step) ? p.parser().value(o.step) : pos.value(2);
        request.follow = p.parser().isSet(o.follow);
        request.json = json;
        request.limit = p.parser().value(o.limit).toInt();
        return runAzureJobAction(cmd, choice, request);
    }
    RunStore store;
    QString error;
    if (!store.open(&error)) {
        printError(cmd, error);
        return ExitProblems;
    }
    store.recoverOrphans();

    if (action == QLatin1String("list")) {
        const QList<JobRun> jobs = store.listJobs(p.parser().value(o.limit).toInt());
        if (json) {
            QJsonArray a;
            for (const JobRun& j : jobs)
                a << jobJson(j);
            out() << QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Indented));
            return ExitOk;
        }
        if (jobs.isEmpty()) {
            out() << Cli::tr("No jobs yet. Start one with 'pipewright run PIPELINE'.") << '\n';
            return ExitOk;
        }
        out() << QStringLiteral("%1  %2  %3  %4  %5")
                     .arg(Cli::tr("JOB").leftJustified(30), Cli::tr("STATUS").leftJustified(10), Cli::tr("STARTED").leftJustified(19),
                          Cli::tr("TIME").leftJustified(7), Cli::tr("PIPELINE"))
              << '\n';
        for (const JobRun& j : jobs)
            out() << QStringLiteral("%1  %2  %3  %4  %5")
                         .arg(j.id.leftJustified(30), runStatusName(j.status).leftJustified(10), localTime(j.created).leftJustified(19),
                              duration(j.durationSeconds()).leftJustified(7), j.displayName)
                  << '\n';
        return ExitOk;
    }
    auto job = findJob(store, pos.at(1));
    if (!job)
        return ExitProblems;
    QString stepArg = pos.value(2);
    if (action != QLatin1String("cancel") && action != QLatin1String("rerun") && p.parser().isSet(o.step)) {
        const QString given = p.parser().value(o.step);
        if (!stepArg.isEmpty() && stepArg != given) {
            printError(cmd, Cli::tr("two steps given: '%1' and --step '%2'").arg(stepArg, given));
            return ExitUsage;
        }
        stepArg = given;
    }
    if (!stepArg.isEmpty() && !job->step(stepArg)) {
        printError(cmd, Cli::tr("job %1 has no step '%2'").arg(job->id, stepArg));
        return ExitUsage;
    }

    if (action == QLatin1String("show")) {
        if (json) {
            QJsonObject o;
            if (!stepArg.isEmpty()) {
                o = stepJsonWithParallel(*job->step(stepArg));
                o.insert(QStringLiteral("job"), job->id);
            } else {
                o = jobJson(*job);
                QJsonArray steps;
                for (const StepRun& s : job->steps)
                    steps << stepJsonWithParallel(s);
                if (!steps.isEmpty())
                    o.insert(QStringLiteral("steps"), steps);
            }
            out() << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
            return ExitOk;
        }
        out() << Cli::tr("Job:        %1").arg(job->id) << '\n'
              << Cli::tr("Pipeline:   %1 (%2)").arg(job->displayName, job->pipelineFile) << '\n'
              << Cli::tr("Status:     %1").arg(runStatusName(job->status)) << '\n'
              << Cli::tr("Started:    %1, ran %2").arg(localTime(job->created), duration(job->durationSeconds())) << '\n';
        if (!job->reason.isEmpty())
            out() << Cli::tr("Reason:     %1").arg(job->reason) << '\n';
        if (!job->rerunOf.isEmpty())
            out() << Cli::tr("Rerun of:   %1").arg(job->rerunOf) << '\n';
        out() << Cli::tr("Folder:     %1").arg(job->folder) << '\n';
        for (auto it = job->parameters.cbegin(); it != job->parameters.cend(); ++it)
            out() << Cli::tr("Input:      %1 = %2").arg(it.key(), it.value()) << '\n';
        out() << '\n';
        for (const StepRun& s : job->steps) {
            if (!stepArg.isEmpty() && s.name != stepArg)
                continue;
            out() << QStringLiteral("%1  %2  %3").arg(s.name.leftJustified(20), statusWord(s).leftJustified(20), duration(s.durationSeconds()));
            if (s.exitCode >= 0)
                out() << Cli::tr("  exit %1").arg(s.exitCode);
            out() << '\n';
            if (!s.reason.isEmpty())
                out() << QStringLiteral("    ") << s.reason << '\n';
            if (s.isReused())
                out() << QStringLiteral("    ") << Cli::tr("reused the outputs of job %1").arg(s.reusedFrom) << '\n';
            for (const StatusChange& c : s.history)
                out() << QStringLiteral("    %1 %2").arg(localTime(c.time), runStatusName(c.status)) << '\n';
            if (const auto report = parallelReport(s))
                for (const QString& line : parallelTextLines(*report))
                    out() << QStringLiteral("    ") << line << '\n';
            if (const QList<StepProcess> processes = processesOf(s); !processes.isEmpty()) {
                out() << QStringLiteral("    ") << Cli::tr("%n process(es):", nullptr, int(processes.size())) << '\n';
                for (const StepProcess& p : processes) {
                    const QString end = !p.ended      ? Cli::tr("running")
                                        : p.signal > 0 ? Cli::tr("ended by signal %1").arg(p.signal)
                                                       : Cli::tr("exit %1").arg(p.exitCode);
                    out() << QStringLiteral("      %1  %2  %3  %4")
                                 .arg(QString::number(p.index).rightJustified(3), p.role.leftJustified(32), end.leftJustified(18),
                                      QDir::toNativeSeparators(QDir(s.folder).filePath(p.log)))
                          << '\n';
                }
            }
            if (const SweepTrials sweep = trialsOf(s); !sweep.trials.isEmpty()) {
                out() << QStringLiteral("    ")
                      << Cli::tr("%n trial(s), the best by %1 (%2):", nullptr, int(sweep.trials.size()))
                             .arg(sweep.primaryMetric, sweep.maximize ? Cli::tr("highest") : Cli::tr("lowest"))
                      << '\n';
                for (const SweepTrial& t : sweep.trials) {
                    const QString metric = t.hasMetric ? QString::number(t.metric, 'g', 6) : QStringLiteral("—");
                    const QString time = t.started.isValid() ? QStringLiteral("%1 s").arg(t.durationSeconds(), 0, 'f', 1) : QString();
                    out() << QStringLiteral("     %1%2  %3  %4  %5  %6")
                                 .arg(t.best ? QStringLiteral("*") : QStringLiteral(" "), QString::number(t.index).rightJustified(3),
                                      runStatusName(t.status).leftJustified(10), metric.rightJustified(10), time.rightJustified(8),
                                      sweepParametersText(t.parameters))
                          << '\n';
                    if (!t.reason.isEmpty() && t.status != RunStatus::Completed)
                        out() << QStringLiteral("            ") << t.reason << '\n';
                }
                if (!sweep.note.isEmpty())
                    out() << QStringLiteral("    ") << sweep.note << '\n';
            }
        }
        for (const QString& w : job->warnings)
            out() << Cli::tr("warning: %1").arg(w) << '\n';
        return ExitOk;
    }
    if (action == QLatin1String("outputs")) {
        for (const StepRun& s : job->steps) {
            if (!stepArg.isEmpty() && s.name != stepArg)
                continue;
            for (auto it = s.outputs.cbegin(); it != s.outputs.cend(); ++it)
                out() << QStringLiteral("%1.%2\t%3").arg(s.name, it.key(), it.value()) << '\n';
        }
        return ExitOk;
    }
    if (action == QLatin1String("logs")) {
        catchInterrupts();
        if (p.parser().isSet(o.follow))
            return followLogs(store, job->id, stepArg);
        for (const StepRun& s : job->steps) {
            if (!stepArg.isEmpty() && s.name != stepArg)
                continue;
            if (hasParallelLogs(s))
                printParallelResult(s);
            else if (stepArg.isEmpty())
                out() << QStringLiteral("==> %1 <==").arg(s.name) << '\n';
            QFile f(s.logFile);
            if (f.open(QIODevice::ReadOnly))
                out() << QString::fromUtf8(f.readAll());
            else if (stepArg.isEmpty())
                out() << Cli::tr("(no log: the step did not start)") << '\n';
            else {
                printError(cmd, Cli::tr("step '%1' has no log yet: it did not start").arg(s.name));
                return ExitProblems;
            }
        }
        return ExitOk;
    }
    if (action == QLatin1String("cancel")) {
        if (isTerminal(job->status)) {
            out() << Cli::tr("Job %1 already ended: %2").arg(job->id, runStatusName(job->status)) << '\n';
            return ExitOk;
        }
        const QString step = p.parser().value(o.step);
        store.requestCancel(job->id, step);
        // wait for the process that runs it to act
        for (int i = 0; i < 100; ++i) {
            QThread::msleep(100);
            store.recoverOrphans();
            auto j = store.job(job->id);
            const bool done = step.isEmpty() ? (j && isTerminal(j->status)) : (j && j->step(step) && isTerminal(j->step(step)->status));
            if (done) {
                out() << Cli::tr("Job %1: %2").arg(job->id, runStatusName(step.isEmpty() ? j->status : j->step(step)->status)) << '\n';
                return ExitOk;
            }
        }
        out() << Cli::tr("Cancel requested for job %1; it is still ending.").arg(job->id) << '\n';
        return ExitOk;
    }
    // rerun
    SubmitOptions options;
    options.rerunOf = job->id;
    options.rerunSteps = p.parser().values(o.step);
    options.noReuse = p.parser().isSet(o.noReuse);
    QString python;
    if (p.parser().isSet(o.python)) {
        python = pythonInterpreterArgument(QStringLiteral("jobs rerun"), p.parser().value(o.python));
        if (python.isEmpty())
            return ExitUsage;
    }
    return submitAndFollow(QStringLiteral("jobs rerun"), job->pipelineFile, QByteArray(), options, false, python);
}

} // namespace pw::cli
