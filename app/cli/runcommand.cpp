// SPDX-License-Identifier: MIT
// pipewright run PATH: a pipeline on the local backend, followed in the terminal to its end.
#include "backendoptions.h"
#include "cli.h"
#include "fileio.h"
#include "localrun.h"
#include "parallelformat.h"
#include "pythoncommand.h"

#include "backend.h"
#include "localbackend.h"
#include "pipelinedocument.h"
#include "runstore.h"
#include "steprunner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>
#include <QSet>
#include <QStandardPaths>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <map>
#include <memory>
#include <sys/ioctl.h>
#include <tuple>
#include <unistd.h>

namespace pw::cli {

namespace {

std::atomic<int> g_interrupts {0};

void onInterrupt(int)
{
    ++g_interrupts;
}

/// Live progress of one job: a table redrawn in place on a terminal, plain lines otherwise. It listens from
/// before the job is submitted (follow() then names the job), so that no change is missed however fast the
/// first steps run. It writes to `stream`, the stream of the file descriptor `fd`.
class Progress
{
public:
    Progress(LocalBackend& backend, QTextStream& stream, int fd)
        : m_backend(backend)
        , m_out(stream)
        , m_fd(fd)
        , m_tty(::isatty(fd) && qEnvironmentVariable("TERM") != QLatin1String("dumb"))
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
                                 onStepChange(step, st, QDateTime::currentDateTime());
                             m_out.flush();
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
            else
                printParallelProgress();
        });
        tick.start(m_tty ? 400 : 100);
        // what happened before this, in the order it happened
        m_following = true;
        if (m_tty) {
            refresh();
        } else {
            for (const Event& e : std::as_const(m_early))
                if (e.job == m_jobId)
                    onStepChange(e.step, e.status, e.time);
            m_out.flush();
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
    /// Plain lines: a step's status change, and for a parallel step the start and end of following its logs.
    void onStepChange(const QString& step, RunStatus status, const QDateTime& when)
    {
        if (isTerminal(status))
            finishParallel(step, when);
        printTransition(step, status, when);
        if (status == RunStatus::Running)
            startParallel(step);
    }

    /// The run folder of a parallel step; empty for other steps (and while the job's record does not name it).
    QString parallelFolder(const QString& step)
    {
        if (!m_stepKinds.contains(step) || m_stepFolders.value(step).isEmpty()) {
            auto f = m_backend.job(m_jobId);
            f.waitForFinished();
            for (const StepRun& s : f.result().steps) {
                m_stepKinds.insert(s.name, s.kind);
                m_stepFolders.insert(s.name, s.folder);
            }
        }
        return m_stepKinds.value(step) == QLatin1String("parallel") ? m_stepFolders.value(step) : QString();
    }

    void startParallel(const QString& step)
    {
        if (m_parallel.count(step) != 0)
            return;
        const QString folder = parallelFolder(step);
        if (folder.isEmpty())
            return;
        Followed& f = m_parallel[step];
        f.follower = std::make_unique<ParallelFollower>(folder);
        f.lastLine.start();
    }

    /// Plain lines: the progress of each running parallel step, at most one line every few seconds and only when
    /// it changed.
    void printParallelProgress()
    {
        for (auto& [step, f] : m_parallel) {
            if (f.follower->sinceLastPollMs() >= 0 && f.follower->sinceLastPollMs() < kPollMs)
                continue;
            f.follower->poll();
            if (f.lastLine.elapsed() < kPlainLineMs)
                continue;
            const QString text = f.follower->progressText();
            if (text == f.lastText)
                continue;
            f.lastText = text;
            f.lastLine.start();
            m_out << QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss")) << ' ' << step << ' ' << text << '\n';
            m_out.flush();
        }
    }

    /// Plain lines: the final counts of a parallel step that ended.
    void finishParallel(const QString& step, const QDateTime& when)
    {
        auto it = m_parallel.find(step);
        if (it == m_parallel.end())
            return;
        it->second.follower->poll();
        it->second.follower->setEnded();
        m_out << when.toString(QStringLiteral("HH:mm:ss")) << ' ' << step << ' ' << it->second.follower->progressText() << '\n';
        m_parallel.erase(it);
    }

    /// Terminal: the progress of the running parallel steps of `job`, for the one line under the table.
    QString parallelLine(const JobRun& job)
    {
        QStringList parts;
        for (const StepRun& s : job.steps) {
            const bool running = s.status == RunStatus::Running || s.status == RunStatus::Finalizing;
            if (s.kind != QLatin1String("parallel") || s.folder.isEmpty() || !running) {
                m_parallel.erase(s.name);
                continue;
            }
            Followed& f = m_parallel[s.name];
            if (!f.follower)
                f.follower = std::make_unique<ParallelFollower>(s.folder);
            if (f.follower->sinceLastPollMs() < 0 || f.follower->sinceLastPollMs() >= kPollMs / 2)
                f.follower->poll();
            parts << QStringLiteral("%1: %2").arg(s.name, f.follower->progressText());
        }
        QString line = parts.join(QStringLiteral(" | "));
        winsize size {};
        const int columns = ::ioctl(m_fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0 ? int(size.ws_col) : 80;
        if (line.size() >= columns)
            line = line.left(std::max(0, columns - 2)) + QChar(0x2026);
        return line;
    }

    /// One plain line per change of a step's status (repeats are dropped).
    void printTransition(const QString& step, RunStatus status, const QDateTime& when)
    {
        if (status == RunStatus::NotStarted || m_printed.value(step, RunStatus::NotStarted) == status)
            return;
        m_printed.insert(step, status);
        m_out << when.toString(QStringLiteral("HH:mm:ss")) << ' ' << step << ' ' << runStatusName(status) << '\n';
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
        if (m_lineShown)
            text += QStringLiteral("\r\x1b[2K"); // the progress line under the table
        if (m_drawn > 0)
            text += QStringLiteral("\x1b[%1A").arg(m_drawn);
        for (const QString& l : lines)
            text += QStringLiteral("\x1b[2K") + l + QLatin1Char('\n');
        m_drawn = int(lines.size());
        const QString line = parallelLine(job);
        text += line; // no line end: the next draw clears it, the last one (nothing runs) leaves it empty
        m_lineShown = !line.isEmpty();
        m_out << text;
        m_out.flush();
    }

    struct Event
    {
        QString job;
        QString step;
        RunStatus status;
        QDateTime time;
    };
    LocalBackend& m_backend;
    QTextStream& m_out;
    int m_fd;
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

    // parallel steps: their logs are read on this thread, only what was appended since the last poll
    static constexpr qint64 kPollMs = 400;
    static constexpr qint64 kPlainLineMs = 3000; // at most one plain progress line this often per step
    struct Followed
    {
        std::unique_ptr<ParallelFollower> follower;
        QElapsedTimer lastLine;
        QString lastText;
    };
    std::map<QString, Followed> m_parallel; // running parallel steps by name
    QHash<QString, QString> m_stepKinds;
    QHash<QString, QString> m_stepFolders;
    bool m_lineShown = false; // terminal: the progress line is on screen
};

/// Final summary; returns the exit code (0 only when the job completed). With `json` the job with its steps as
/// JSON on standard output instead of the closing lines.
int summarize(const QString& command, const JobRun& job, bool json)
{
    if (job.id.isEmpty()) {
        printError(command, Cli::tr("the job's record could not be read"));
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
    if (json) {
        out() << QString::fromUtf8(QJsonDocument(jobJson(job)).toJson(QJsonDocument::Indented));
    } else {
        out() << Cli::tr("Job %1 %2 in %3. Run folder: %4").arg(job.id, runStatusName(job.status), duration(job.durationSeconds()), job.folder)
              << '\n';
        if (job.status != RunStatus::Completed && !job.reason.isEmpty())
            out() << Cli::tr("Reason: %1").arg(job.reason) << '\n';
    }
    out().flush();
    err().flush();
    return job.status == RunStatus::Completed ? ExitOk : ExitProblems;
}

} // namespace

QString statusWord(const StepRun& s)
{
    if (s.isReused())
        return Cli::tr("Completed (reused)");
    return runStatusName(s.status);
}

void catchInterrupts()
{
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
}

int interruptCount()
{
    return g_interrupts.load();
}

QString pythonInterpreterArgument(const QString& command, const QString& given)
{
    QFileInfo info(given);
    if (!info.exists() && !given.contains(QLatin1Char('/'))) // a name on PATH: python3.11
        info = QFileInfo(QStandardPaths::findExecutable(given));
    if (!info.isFile() || !info.isExecutable()) {
        printError(command, Cli::tr("--python %1: not an executable file").arg(given));
        return QString();
    }
    return info.absoluteFilePath();
}

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

int submitAndFollow(const QString& command, const QString& file, const QByteArray& text, const SubmitOptions& options,
                    bool json, const QString& python)
{
    LocalBackendOptions backendOptions;
    backendOptions.python = python;
    LocalBackend backend(backendOptions);
    QTextStream& shown = json ? err() : out(); // with JSON, standard output holds the job alone
    Progress progress(backend, shown, json ? STDERR_FILENO : STDOUT_FILENO); // listening before the job starts
    const SubmitResult r = waitFor(backend.submit(file, text, options));
    printProblems(r.problems, !r.ok());
    if (!r.ok()) {
        printError(command, r.error);
        return ExitProblems;
    }
    shown << Cli::tr("Job %1 started (%2 on this machine).").arg(r.jobId, QFileInfo(file).fileName()) << '\n';
    {
        const JobRun j = waitFor(backend.job(r.jobId));
        for (const QString& w : j.warnings)
            err() << Cli::tr("warning: %1").arg(w) << '\n';
        for (const StepRun& s : j.steps)
            for (const QString& w : s.warnings)
                err() << Cli::tr("warning: %1").arg(w) << '\n';
        err().flush();
    }
    shown.flush();
    catchInterrupts();
    progress.follow(r.jobId);
    const JobRun job = progress.run();
    const int code = summarize(command, job, json);
    if (job.status == RunStatus::Failed)
        adviseOnMissingModules(job, backend.pythonInterpreter(), file, text);
    return code;
}

namespace {

// ----- run ---------------------------------------------------------------------------------------

struct RunOptions
{
    QCommandLineOption set {QStringLiteral("set"), Cli::tr("Set a pipeline input for this run: inputs.NAME=VALUE (repeatable)."),
                            QStringLiteral("inputs.NAME=VALUE")};
    QCommandLineOption noReuse {QStringLiteral("no-reuse"), Cli::tr("Run every step, even when an earlier run's outputs could be reused.")};
    QCommandLineOption python {QStringLiteral("python"),
                               Cli::tr("Run the steps with this Python interpreter (default: $PIPEWRIGHT_PYTHON, else "
                                       "python3 on PATH; `pipewright python PATH` lists those found)."),
                               QStringLiteral("INTERPRETER")};
};

void setUpRun(CommandParser& p, const RunOptions& o)
{
    p.addOption(o.set);
    p.addOption(o.noReuse);
    p.addOption(o.python);
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
    if (!parseInputOverrides(cmd, p.parser().values(o.set), &options.inputOverrides))
        return ExitUsage;
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
    QString python;
    if (p.parser().isSet(o.python)) {
        python = pythonInterpreterArgument(cmd, p.parser().value(o.python));
        if (python.isEmpty())
            return ExitUsage;
    }
    return submitAndFollow(cmd, file, text, options, false, python);
}

} // namespace pw::cli
