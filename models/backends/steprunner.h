// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"
#include "jobplan.h"

#include <QFile>
#include <QObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>

namespace pw {

/// Everything a step runner needs to run one planned step on this machine.
struct StepLaunch
{
    QString jobId;
    PlannedStep step;
    QString folder; // runs/<job>/<step>
    QString workDir; // snapshot of the step's code (the working directory)
    QString logFile; // <folder>/user_logs/std_log.txt
    QString systemLogDir; // <folder>/system_logs
    QMap<QString, QString> inputs; // resolved values; unset optional inputs are absent
    QMap<QString, QString> outputs; // local paths (folders; a file path for uri_file outputs)
    QProcessEnvironment environment; // complete environment for the step's processes
    QString python; // the interpreter `python`/`python3` resolve to
    int cores = 1;
};

struct StepOutcome
{
    RunStatus status = RunStatus::Failed;
    int exitCode = -1;
    int signal = 0;
    QString reason; // why it failed or was canceled; empty when it completed
    int attempts = 1;
};

class LogWriter;

/// Runs one step in its own process group(s). Emits started() once its processes run and finished() exactly
/// once. cancel() ends every process of the step (SIGTERM, then SIGKILL after a grace period).
class StepRunner : public QObject
{
    Q_OBJECT
public:
    explicit StepRunner(StepLaunch launch, QObject* parent = nullptr)
        : QObject(parent)
        , m_launch(std::move(launch))
    {
    }
    const StepLaunch& launch() const { return m_launch; }
    virtual void start() = 0;
    /// End the step; it finishes with `as` (Canceled, or Failed for a timeout) and the reason.
    virtual void cancel(RunStatus as, const QString& reason) = 0;

Q_SIGNALS:
    void started(qint64 processGroup);
    /// Text appended to the step's std_log.txt.
    void logText(const QString& text);
    void finished(const pw::StepOutcome& outcome);

protected:
    /// Emit finished() the first time only, its reason written to `log` first.
    void finishOnce(const StepOutcome& outcome, LogWriter& log);
    /// What cancel() does first: remember how and why the step ends. False when nothing is left to signal (the step
    /// has finished, or it never started a process and so finishes now); else the reason is in `log` and the caller
    /// sends SIGTERM to its processes, SIGKILL after a grace period.
    bool beginCancel(RunStatus as, const QString& reason, LogWriter& log, bool hasProcesses);

    StepLaunch m_launch;
    bool m_finished = false;
    RunStatus m_cancelAs = RunStatus::Canceled;
    QString m_cancelReason; // non-empty once the step is being ended
};

/// Runs a command step: `bash -c <rendered command>` in the code snapshot.
StepRunner* createCommandRunner(StepLaunch launch, QObject* parent);
/// Runs a distributed command step: its processes, as README.md, "Distributed steps", says.
StepRunner* createDistributedRunner(StepLaunch launch, QObject* parent);
/// Runs a parallel step: mini-batches over worker processes, as README.md describes.
StepRunner* createParallelRunner(StepLaunch launch, QObject* parent);

// ----- process helpers shared by the runners -------------------------------------------------------

/// Start the process in a new session and process group (setsid), ending it if this process dies.
void putInOwnProcessGroup(QProcess& process);
/// Send a signal to a whole process group; false if the group no longer exists.
bool signalProcessGroup(qint64 pgid, int signal);
/// Name of a signal ("SIGKILL").
QString signalName(int signal);

/// Appends time-stamped lines to a log file; remembers the first write error (a full disk, say).
class LogWriter
{
public:
    explicit LogWriter(const QString& path);
    bool isOpen() const { return m_file.isOpen(); }
    /// Append raw bytes from a stream ("stdout"/"stderr"); complete lines get a timestamp prefix.
    QString append(const QByteArray& data, bool isStderr);
    /// Write any incomplete last lines.
    QString flush();
    void writeLine(const QString& line);
    QString error() const { return m_error; }
    QString path() const { return m_file.fileName(); }

private:
    QString writeLines(QByteArray& pending, bool isStderr, bool all);
    QFile m_file;
    QByteArray m_pendingOut;
    QByteArray m_pendingErr;
    QString m_error;
};

/// Copy a code folder tree; skips caches and version-control folders.
bool copyCodeTree(const QString& from, const QString& to, QString* error);
/// The `artifacts` output of a step: a folder whose outputs/ and logs/ are links to those of its working directory.
bool makeArtifactsFolder(const QString& artifacts, const QString& workDir, QString* error);
/// The local paths of a step's outputs in its `folder` (a step's, or a sweep trial's): outputs/<name> (a folder, made
/// unless `foldersMade`; a file path for uri_file outputs), and artifacts/ for its `artifacts` output. False with
/// the reason when a folder cannot be made.
bool makeOutputPaths(const QString& folder, const QString& workDir, const QList<PlannedOutput>& outputs, bool foldersMade,
                     QMap<QString, QString>* paths, QString* error);
/// A sweep step: its trials, each a command (or distributed) runner of its own, as README.md, "Sweep steps", says.
StepRunner* createSweepRunner(StepLaunch launch, QObject* parent);

/// The last `count` lines of a text file (for failure messages).
QStringList lastLines(const QString& path, int count);

} // namespace pw
Q_DECLARE_METATYPE(pw::StepOutcome)
