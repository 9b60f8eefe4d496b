// SPDX-License-Identifier: MIT
#include "commandline.h"
#include "steprunner.h"

#include <QCoreApplication>
#include <QDir>
#include <QTimer>

#include <csignal>

namespace pw {

namespace {

class CommandRunner final : public StepRunner
{
    Q_OBJECT
public:
    CommandRunner(StepLaunch launch, QObject* parent)
        : StepRunner(std::move(launch), parent)
        , m_log(m_launch.logFile)
    {
        m_killTimer.setSingleShot(true);
        connect(&m_killTimer, &QTimer::timeout, this, [this] { signalProcessGroup(m_pgid, SIGKILL); });
    }

    ~CommandRunner() override
    {
        if (m_pgid > 0)
            signalProcessGroup(m_pgid, SIGKILL);
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(2000);
        }
    }

    void start() override
    {
        QString error;
        const QString command = renderCommand(m_launch.step.commandTemplate, {m_launch.inputs, m_launch.outputs}, &error);
        if (!error.isEmpty()) {
            finish({RunStatus::Failed, -1, 0, tr("cannot build the command: %1").arg(error), 0});
            return;
        }
        if (!m_log.error().isEmpty()) {
            finish({RunStatus::Failed, -1, 0, m_log.error(), 0});
            return;
        }
        m_command = command;
        m_process.setProgram(QStringLiteral("/bin/bash"));
        m_process.setArguments({QStringLiteral("-c"), command});
        m_process.setWorkingDirectory(m_launch.workDir);
        m_process.setProcessEnvironment(m_launch.environment);
        m_process.setStandardInputFile(QProcess::nullDevice());
        putInOwnProcessGroup(m_process);
        connect(&m_process, &QProcess::readyReadStandardOutput, this,
                [this] { emitLog(m_log.append(m_process.readAllStandardOutput(), false)); });
        connect(&m_process, &QProcess::readyReadStandardError, this,
                [this] { emitLog(m_log.append(m_process.readAllStandardError(), true)); });
        connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart)
                finish({RunStatus::Failed, -1, 0, tr("cannot start /bin/bash: %1").arg(m_process.errorString()), 0});
        });
        connect(&m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) { onFinished(code, status); });
        m_process.start();
        if (m_process.waitForStarted(10000)) {
            m_pgid = m_process.processId();
            Q_EMIT started(m_pgid);
        }
    }

    void cancel(RunStatus as, const QString& reason) override
    {
        if (!beginCancel(as, reason, m_log, m_pgid > 0))
            return;
        signalProcessGroup(m_pgid, SIGTERM);
        m_killTimer.start(5000);
    }

private:
    void emitLog(const QString& text)
    {
        if (!text.isEmpty())
            Q_EMIT logText(text);
    }

    void onFinished(int code, QProcess::ExitStatus status)
    {
        emitLog(m_log.append(m_process.readAllStandardOutput(), false));
        emitLog(m_log.append(m_process.readAllStandardError(), true));
        emitLog(m_log.flush());
        m_killTimer.stop();
        // background processes the command left behind end with it
        if (m_pgid > 0)
            signalProcessGroup(m_pgid, SIGKILL);
        StepOutcome o;
        o.attempts = 1;
        if (status == QProcess::CrashExit) {
            o.signal = code; // Qt reports the terminating signal as the exit code of a crashed process
            o.exitCode = -1;
        } else {
            o.exitCode = code;
        }
        if (!m_cancelReason.isEmpty()) {
            o.status = m_cancelAs;
            o.reason = m_cancelReason;
        } else if (status == QProcess::CrashExit) {
            o.status = RunStatus::Failed;
            o.reason = tr("the command was killed by %1").arg(signalName(code));
        } else if (code != 0) {
            o.status = RunStatus::Failed;
            o.reason = code >= 128 && code < 160 ? tr("the command exited with code %1 (killed by %2)").arg(code).arg(signalName(code - 128))
                                                 : tr("the command exited with code %1").arg(code);
            if (code >= 128 && code < 160)
                o.signal = code - 128;
        } else if (!m_log.error().isEmpty()) {
            o.status = RunStatus::Failed;
            o.reason = tr("the step's log could not be written: %1").arg(m_log.error());
        } else {
            o.status = RunStatus::Completed;
        }
        finish(o);
    }

    void finish(const StepOutcome& o) { finishOnce(o, m_log); }

    QProcess m_process;
    LogWriter m_log;
    QTimer m_killTimer;
    QString m_command;
    qint64 m_pgid = 0;
};

} // namespace

StepRunner* createCommandRunner(StepLaunch launch, QObject* parent)
{
    return new CommandRunner(std::move(launch), parent);
}

} // namespace pw

#include "commandrunner.moc"
