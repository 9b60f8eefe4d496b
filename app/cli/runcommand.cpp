// SPDX-License-Identifier: MIT
// pipewright run PATH and pipewright jobs list|show|logs|cancel|outputs|rerun: the local backend from a terminal.
#include "cli.h"
#include "fileio.h"

#include "backend.h"
#include "localbackend.h"
#include "pipelinedocument.h"
#include "runstore.h"
#include "steprunner.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>
#include <QSet>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <tuple>
#include <unistd.h>

namespace pw::cli {

namespace {

std::atomic<int> g_interrupts {0};

void onInterrupt(int)
{
    ++g_interrupts;
}

QString statusWord(const StepRun& s)
{
    if (s.isReused())
        return Cli::tr("Completed (reused)");
    return runStatusName(s.status);
}

template<typename T>
T waitFor(QFuture<T> future)
{
    QFutureWatcher<T> w;
    QEventLoop loop;
    QObject::connect(&w, &QFutureWatcher<T>::finished, &loop, &QEventLoop::quit);
    w.setFuture(future);
    if (!future.isFinished())
        loop.exec();
    return future.result();
}

/// Live progress of one job: a table redrawn in place on a terminal, plain lines otherwise. It listens from
/// before the job is submitted (follow() then names the job), so that no change is missed however fast the
/// first steps run.
class Progress
{
public:
    explicit Progress(LocalBackend& backend)
        : m_backend(backend)
        , m_tty(::isatty(STDOUT_FILENO) && qEnvironmentVariable("TERM") != QLatin1String("dumb"))
    {
        QObject::connect(&m_backend, &Backend::stepStatusChanged, &m_context,
                         [this](const QString& job, const QString& step, RunStatus st) {
                             if (m_jobId.isEmpty() || !m_following) {
                                 m_early.append({job, step, st, QDateTime::currentDateTime()});
                                 return;
                             }
                             if (job != m_jobId)
                                 return;
                             if (m_tty)
                                 refresh();
                             else
                                 printTransition(step, st, QDateTime::currentDateTime());
                             out().flush();
                         });
        QObject::connect(&m_backend, &Backend::jobFinished, &m_context, [this](const QString& job, RunStatus) {
            m_finished.insert(job);
            if (job == m_jobId && m_loop)
                m_loop->quit();
        });
    }

    void follow(const QString& jobId) { m_jobId = jobId; }

    /// Runs until the job ends; returns its final state.
    JobRun run()
    {
        QEventLoop loop;
        m_loop = &loop;
        QTimer tick;
        QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
            if (g_interrupts.load() == 1 && !m_cancelSent) {
                m_cancelSent = true;
                err() << '\n' << Cli::tr("Canceling job %1 (press Ctrl+C again to stop waiting)…").arg(m_jobId) << '\n';
                err().flush();
                m_backend.cancel(m_jobId);
            } else if (g_interrupts.load() > 1) {
                loop.quit();
            }
            if (m_tty)
                refresh();
        });
        tick.start(m_tty ? 500 : 100);
        // what happened before this, in the order it happened
        m_following = true;
        if (m_tty) {
            refresh();
        } else {
            for (const Event& e : std::as_const(m_early))
                if (e.job == m_jobId)
                    printTransition(e.step, e.status, e.time);
            out().flush();
        }
        m_early.clear();
        if (!m_finished.contains(m_jobId) && g_interrupts.load() <= 1)
            loop.exec();
        m_loop = nullptr;
        JobRun job = waitFor(m_backend.job(m_jobId));
        if (m_tty)
            draw(job);
        return job;
    }

private:
    /// One plain line per change of a step's status (repeats are dropped).
    void printTransition(const QString& step, RunStatus status, const QDateTime& when)
    {
        if (status == RunStatus::NotStarted || m_printed.value(step, RunStatus::NotStarted) == status)
            return;
        m_printed.insert(step, status);
        out() << when.toString(QStringLiteral("HH:mm:ss")) << ' ' << step << ' ' << runStatusName(status) << '\n';
    }

    void refresh()
    {
        if (!m_tty)
            return;
        auto f = m_backend.job(m_jobId);
        f.waitForFinished();
        draw(f.result());
    }

    void draw(const JobRun& job)
    {
        if (job.id.isEmpty())
            return;
        QStringList lines;
        int width = 4;
        for (const StepRun& s : job.steps)
            width = std::max(width, int(s.name.size()));
        lines << QStringLiteral("%1  %2  %3  %4")
                     .arg(Cli::tr("STEP").leftJustified(width), Cli::tr("STATUS").leftJustified(20), Cli::tr("TIME").leftJustified(8),
                          Cli::tr("DETAIL"));
        for (const StepRun& s : job.steps) {
            QString detail = s.reason;
            if (s.isReused())
                detail = Cli::tr("outputs of %1").arg(s.reusedFrom);
            lines << QStringLiteral("%1  %2  %3  %4")
                         .arg(s.name.leftJustified(width), statusWord(s).leftJustified(20),
                              duration(s.durationSeconds()).leftJustified(8), detail.left(80));
        }
        lines << Cli::tr("Job %1: %2, %3").arg(job.id, runStatusName(job.status), duration(job.durationSeconds()));
        QString text;
        if (m_drawn > 0)
            text += QStringLiteral("\x1b[%1A").arg(m_drawn);
        for (const QString& l : lines)
            text += QStringLiteral("\x1b[2K") + l + QLatin1Char('\n');
        m_drawn = int(lines.size());
        out() << text;
        out().flush();
    }

    struct Event
    {
        QString job;
        QString step;
        RunStatus status;
        QDateTime time;
    };
    LocalBackend& m_backend;
    QObject m_context; // the listeners live as long as this
    QString m_jobId;
    bool m_following = false;
    QList<Event> m_early; // changes before run() (and of other jobs before follow())
    QSet<QString> m_finished;
    QEventLoop* m_loop = nullptr;
    bool m_tty = false;
    bool m_cancelSent = false;
    int m_drawn = 0;
    QHash<QString, RunStatus> m_printed;
};

void printProblems(const Diagnostics& problems, bool errorsToo)
{
    for (const Diagnostic& d : problems) {
        if (d.severity == Severity::Error && !errorsToo)
            continue;
        const QString where = d.line > 0 ? QStringLiteral("%1:%2:%3").arg(QDir::current().relativeFilePath(d.file)).arg(d.line).arg(std::max(1, d.col))
                                         : QDir::current().relativeFilePath(d.file);
        err() << QStringLiteral("%1: %2: %3 [%4]").arg(where, severityName(d.severity), d.message, d.ruleId) << '\n';
    }
    err().flush();
}

/// Final summary; returns the exit code (0 only when the job completed).
int summarize(const JobRun& job)
{
    if (job.id.isEmpty()) {
        printError(QStringLiteral("run"), Cli::tr("the job's record could not be read"));
        return ExitProblems;
    }
    for (const StepRun& s : job.steps) {
        if (s.status != RunStatus::Failed)
            continue;
        err() << Cli::tr("Step '%1' failed: %2").arg(s.name, s.reason) << '\n';
        if (s.exitCode >= 0)
            err() << Cli::tr("  exit code: %1").arg(s.exitCode) << '\n';
        const QStringList tail = lastLines(s.logFile, 12);
        if (!tail.isEmpty()) {
            err() << Cli::tr("  last lines of %1:").arg(s.logFile) << '\n';
            for (const QString& l : tail)
                err() << QStringLiteral("    ") << l << '\n';
        }
    }
    out() << Cli::tr("Job %1 %2 in %3. Run folder: %4").arg(job.id, runStatusName(job.status), duration(job.durationSeconds()), job.folder)
          << '\n';
    if (job.status != RunStatus::Completed && !job.reason.isEmpty())
        out() << Cli::tr("Reason: %1").arg(job.reason) << '\n';
    out().flush();
    err().flush();
    return job.status == RunStatus::Completed ? ExitOk : ExitProblems;
}

int submitAndFollow(const QString& command, const QString& file, const QByteArray& text, const SubmitOptions& options)
{
    LocalBackend backend;
    Progress progress(backend); // listening before the job starts
    const SubmitResult r = waitFor(backend.submit(file, text, options));
    printProblems(r.problems, !r.ok());
    if (!r.ok()) {
        printError(command, r.error);
        return ExitProblems;
    }
    out() << Cli::tr("Job %1 started (%2 on this machine).").arg(r.jobId, QFileInfo(file).fileName()) << '\n';
    {
        const JobRun j = waitFor(backend.job(r.jobId));
        for (const QString& w : j.warnings)
            err() << Cli::tr("warning: %1").arg(w) << '\n';
        for (const StepRun& s : j.steps)
            for (const QString& w : s.warnings)
                err() << Cli::tr("warning: %1").arg(w) << '\n';
        err().flush();
    }
    out().flush();
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    progress.follow(r.jobId);
    const JobRun job = progress.run();
    return summarize(job);
}

// ----- run ---------------------------------------------------------------------------------------

struct RunOptions
{
    QCommandLineOption set {QStringLiteral("set"), Cli::tr("Set a pipeline input for this run: inputs.NAME=VALUE (repeatable)."),
                            QStringLiteral("inputs.NAME=VALUE")};
    QCommandLineOption noReuse {QStringLiteral("no-reuse"), Cli::tr("Run every step, even when an earlier run's outputs could be reused.")};
};

void setUpRun(CommandParser& p, const RunOptions& o)
{
    p.addOption(o.set);
    p.addOption(o.noReuse);
    p.addPositional(QStringLiteral("PATH"), Cli::tr("The pipeline file (type: pipeline)."));
}

CommandParser makeRunParser()
{
    return CommandParser(QStringLiteral("run"), QStringLiteral("[options] PATH"),
                    Cli::tr("Run a pipeline on this machine and show its progress.\nSteps run in dependency order, "
                            "several at once within the machine's cores; a step whose component, code, inputs and "
                            "parameters are unchanged reuses its earlier outputs.\nExit status: 0 when the job "
                            "completed, 1 when it failed, was canceled or could not start, 2 on wrong usage."));
}

} // namespace

QString runHelp()
{
    return Invocation<RunOptions>(makeRunParser, setUpRun).help();
}

int runRun(const QStringList& args)
{
    const QString cmd = QStringLiteral("run");
    Invocation<RunOptions> c(makeRunParser, setUpRun);
    const RunOptions& o = c.options;
    CommandParser& p = c.parser;
    if (const int code = c.parse(args); code >= 0)
        return code;
    const QString pipelineFile = onePipelineFile(cmd, c.positional(), Cli::tr("give the pipeline file"));
    if (pipelineFile.isEmpty())
        return ExitUsage;
    SubmitOptions options;
    options.noReuse = p.parser().isSet(o.noReuse);
    for (const QString& s : p.parser().values(o.set)) {
        const qsizetype eq = s.indexOf(QLatin1Char('='));
        QString key = eq > 0 ? s.left(eq).trimmed() : QString();
        if (key.startsWith(QLatin1String("inputs.")))
            key = key.mid(7);
        if (eq <= 0 || key.isEmpty() || key.contains(QLatin1Char('.'))) {
            printError(cmd, Cli::tr("--set takes inputs.NAME=VALUE; got '%1'").arg(s));
            return ExitUsage;
        }
        QString value = s.mid(eq + 1);
        // a path given on the command line is relative to the current folder
        if (!value.isEmpty() && !QDir::isAbsolutePath(value) && QFileInfo::exists(value))
            value = QFileInfo(value).absoluteFilePath();
        options.inputOverrides.insert(key, value);
    }
    const QString file = QFileInfo(pipelineFile).absoluteFilePath();
    QByteArray text;
    QString error;
    if (!QFileInfo::exists(file)) {
        printError(cmd, Cli::tr("%1: no such file").arg(pipelineFile));
        return ExitUsage;
    }
    if (!readFileBytes(file, text, &error)) {
        printError(cmd, error);
        return ExitProblems;
    }
    return submitAndFollow(cmd, file, text, options);
}

// ----- jobs --------------------------------------------------------------------------------------

namespace {

struct JobsOptions
{
    QCommandLineOption limit {QStringLiteral("limit"), Cli::tr("list: how many jobs to show (default 30)."), QStringLiteral("N"),
                              QStringLiteral("30")};
    QCommandLineOption format {QStringLiteral("format"), Cli::tr("list, show: text (default) or json."), QStringLiteral("text|json"),
                               QStringLiteral("text")};
    QCommandLineOption follow {{QStringLiteral("f"), QStringLiteral("follow")}, Cli::tr("logs: keep printing new lines until the job ends.")};
    QCommandLineOption step {QStringLiteral("step"), Cli::tr("cancel: only this step; rerun: run this step again (repeatable)."),
                             QStringLiteral("STEP")};
    QCommandLineOption noReuse {QStringLiteral("no-reuse"), Cli::tr("rerun: run every step again.")};
};

void setUpJobs(CommandParser& p, const JobsOptions& o)
{
    p.addOption(o.limit);
    p.addOption(o.format);
    p.addOption(o.follow);
    p.addOption(o.step);
    p.addOption(o.noReuse);
    p.addPositional(QStringLiteral("ACTION"), Cli::tr("list, show, logs, cancel, outputs or rerun."));
}

CommandParser makeJobsParser()
{
    return CommandParser(QStringLiteral("jobs"), QStringLiteral("list|show|logs|cancel|outputs|rerun [JOB] [STEP] [options]"),
                    Cli::tr("Jobs of the local backend.\n"
                            "  list              recent jobs\n"
                            "  show JOB          a job's steps, statuses, durations and reasons\n"
                            "  logs JOB [STEP]   a step's std_log.txt (all steps without STEP); --follow tails it\n"
                            "  cancel JOB        cancel a running job (or --step STEP), also one another process runs\n"
                            "  outputs JOB       the output folders of each step\n"
                            "  rerun JOB         run again as a new job: the steps that did not complete (or --step), "
                            "reusing the others\n"
                            "JOB may be a unique prefix of a job id."));
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
        if (isTerminal(job->status) || g_interrupts.load() > 0)
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
    const QString stepArg = pos.value(2);
    if (!stepArg.isEmpty() && !job->step(stepArg)) {
        printError(cmd, Cli::tr("job %1 has no step '%2'").arg(job->id, stepArg));
        return ExitUsage;
    }

    if (action == QLatin1String("show")) {
        if (json) {
            out() << QString::fromUtf8(QJsonDocument(jobJson(*job)).toJson(QJsonDocument::Indented));
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
        std::signal(SIGINT, onInterrupt);
        if (p.parser().isSet(o.follow))
            return followLogs(store, job->id, stepArg);
        for (const StepRun& s : job->steps) {
            if (!stepArg.isEmpty() && s.name != stepArg)
                continue;
            if (stepArg.isEmpty())
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
    return submitAndFollow(QStringLiteral("jobs rerun"), job->pipelineFile, QByteArray(), options);
}

} // namespace pw::cli
