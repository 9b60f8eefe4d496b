// SPDX-License-Identifier: MIT
// A distributed command step (distribution: pytorch, tensorflow or mpi) as a cluster of processes on this machine:
// README.md, "Distributed steps".
#include "commandline.h"
#include "steprunner.h"
#include "stepprocesses.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <arpa/inet.h>
#include <csignal>
#include <memory>
#include <netinet/in.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace pw {

namespace {

/// A TCP port on loopback that nothing listens on now (the kernel's choice).
int freeLoopbackPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = 0;
    int port = 0;
    socklen_t len = sizeof a;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 && ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0)
        port = ntohs(a.sin_port);
    ::close(fd);
    return port;
}

class DistributedRunner final : public StepRunner
{
    Q_OBJECT
public:
    DistributedRunner(StepLaunch launch, QObject* parent)
        : StepRunner(std::move(launch), parent)
        , m_log(m_launch.logFile)
    {
        m_killTimer.setSingleShot(true);
        connect(&m_killTimer, &QTimer::timeout, this, [this] { signalAll(SIGKILL); });
    }

    ~DistributedRunner() override
    {
        // nothing of a runner being destroyed reacts to its processes' ends any more
        m_killTimer.stop();
        for (auto& p : m_processes)
            p->process.disconnect(this);
        signalAll(SIGKILL);
        for (auto& p : m_processes)
            if (p->process.state() != QProcess::NotRunning) {
                p->process.kill();
                p->process.waitForFinished(2000);
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
        const DistributionPlan& d = m_launch.step.distribution;
        const QString logDir = QFileInfo(m_launch.logFile).absolutePath();
        QList<QProcessEnvironment> envs;
        QStringList roles;
        if (d.type == QLatin1String("pytorch")) {
            // Azure ML's variables for PyTorch: the node's MASTER_ADDR, MASTER_PORT, WORLD_SIZE, NODE_RANK, and each
            // process's RANK, LOCAL_RANK, LOCAL_WORLD_SIZE; every node is this machine
            const int port = freeLoopbackPort();
            const int world = d.instanceCount * d.processesPerInstance;
            for (int node = 0; node < d.instanceCount; ++node)
                for (int local = 0; local < d.processesPerInstance; ++local) {
                    QProcessEnvironment e = m_launch.environment;
                    const int rank = node * d.processesPerInstance + local;
                    e.insert(QStringLiteral("MASTER_ADDR"), QStringLiteral("127.0.0.1"));
                    e.insert(QStringLiteral("MASTER_PORT"), QString::number(port));
                    e.insert(QStringLiteral("WORLD_SIZE"), QString::number(world));
                    e.insert(QStringLiteral("RANK"), QString::number(rank));
                    e.insert(QStringLiteral("LOCAL_RANK"), QString::number(local));
                    e.insert(QStringLiteral("NODE_RANK"), QString::number(node));
                    e.insert(QStringLiteral("GROUP_RANK"), QString::number(node));
                    e.insert(QStringLiteral("LOCAL_WORLD_SIZE"), QString::number(d.processesPerInstance));
                    e.insert(QStringLiteral("AZUREML_PROCESS_COUNT_PER_INSTANCE"), QString::number(d.processesPerInstance));
                    envs << e;
                    roles << tr("node %1, rank %2 (local rank %3)").arg(node).arg(rank).arg(local);
                }
        } else if (d.type == QLatin1String("tensorflow")) {
            // TF_CONFIG names every worker and parameter server of the cluster, and the task of the process reading it
            QJsonArray workers, servers;
            for (int i = 0; i < d.workerCount; ++i)
                workers.append(QStringLiteral("127.0.0.1:%1").arg(freeLoopbackPort()));
            for (int i = 0; i < d.parameterServerCount; ++i)
                servers.append(QStringLiteral("127.0.0.1:%1").arg(freeLoopbackPort()));
            QJsonObject cluster {{QStringLiteral("worker"), workers}};
            if (!servers.isEmpty())
                cluster.insert(QStringLiteral("ps"), servers);
            auto add = [&](const QString& type, int index) {
                QProcessEnvironment e = m_launch.environment;
                const QJsonObject config {{QStringLiteral("cluster"), cluster},
                                          {QStringLiteral("task"), QJsonObject {{QStringLiteral("type"), type}, {QStringLiteral("index"), index}}},
                                          {QStringLiteral("environment"), QStringLiteral("cloud")}};
                e.insert(QStringLiteral("TF_CONFIG"), QString::fromUtf8(QJsonDocument(config).toJson(QJsonDocument::Compact)));
                envs << e;
                roles << (type == QLatin1String("ps") ? tr("parameter server %1").arg(index) : tr("worker %1").arg(index));
            };
            for (int i = 0; i < d.workerCount; ++i)
                add(QStringLiteral("worker"), i);
            for (int i = 0; i < d.parameterServerCount; ++i)
                add(QStringLiteral("ps"), i);
        } else if (d.type == QLatin1String("mpi")) {
            // one mpirun starts every rank; each rank writes its own log, as on Azure ML
            envs << m_launch.environment;
            for (int rank = 0; rank < d.processCount(); ++rank)
                roles << tr("node %1, rank %2 (mpirun)").arg(rank / d.processesPerInstance).arg(rank);
        }
        if (envs.isEmpty()) {
            finish({RunStatus::Failed, -1, 0, tr("the distribution type '%1' does not run on this machine").arg(d.type), 0});
            return;
        }
        for (int i = 0; i < roles.size(); ++i) {
            StepProcess rec;
            rec.index = i;
            rec.role = roles.at(i);
            rec.log = QStringLiteral("user_logs/std_log_process_%1.txt").arg(i);
            m_records << rec;
        }
        m_log.writeLine(tr("[pipewright] a %1 step: %n process(es) on this machine, each logging to "
                           "user_logs/std_log_process_<N>.txt",
                           nullptr, int(roles.size()))
                            .arg(d.type));
        for (int i = 0; i < roles.size(); ++i)
            m_log.writeLine(tr("[pipewright] process %1: %2").arg(i).arg(roles.at(i)));

        QDir().mkpath(m_launch.systemLogDir);
        for (int i = 0; i < envs.size(); ++i) {
            // each process its own log; mpirun's own output goes beside the system logs, its ranks write theirs
            auto p = std::make_unique<Proc>(d.type == QLatin1String("mpi")
                                                ? QDir(m_launch.systemLogDir).filePath(QStringLiteral("mpirun.txt"))
                                                : QDir(logDir).filePath(QStringLiteral("std_log_process_%1.txt").arg(i)));
            p->index = i;
            if (!p->log.error().isEmpty()) {
                finish({RunStatus::Failed, -1, 0, p->log.error(), 0});
                return;
            }
            QString program = QStringLiteral("/bin/bash");
            QStringList args {QStringLiteral("-c"), command};
            if (d.type == QLatin1String("mpi")) {
                program = d.mpirun;
                args = QStringList {QStringLiteral("--oversubscribe"), QStringLiteral("-np"), QString::number(d.processCount())};
                if (::geteuid() == 0)
                    args << QStringLiteral("--allow-run-as-root");
                const QString perRank = QStringLiteral("exec >>\"%1/std_log_process_${OMPI_COMM_WORLD_RANK:-0}.txt\" 2>&1; %2")
                                            .arg(shellQuote(logDir, ShellContext::DoubleQuoted), command);
                args << QStringLiteral("/bin/bash") << QStringLiteral("-c") << perRank;
            }
            p->process.setProgram(program);
            p->process.setArguments(args);
            p->process.setWorkingDirectory(m_launch.workDir);
            p->process.setProcessEnvironment(envs.at(i));
            p->process.setStandardInputFile(QProcess::nullDevice());
            // every process of the step in one process group, so that one signal (a cancel from another process
            // included) ends them all
            const pid_t leader = pid_t(m_pgid);
            p->process.setChildProcessModifier([leader] {
                if (leader <= 0 || ::setpgid(0, leader) != 0)
                    ::setpgid(0, 0);
                ::prctl(PR_SET_PDEATHSIG, SIGKILL);
            });
            Proc* raw = p.get();
            connect(&p->process, &QProcess::readyReadStandardOutput, this, [this, raw] { read(*raw); });
            connect(&p->process, &QProcess::readyReadStandardError, this, [this, raw] { read(*raw); });
            connect(&p->process, &QProcess::finished, this,
                    [this, raw](int code, QProcess::ExitStatus status) { onFinished(*raw, code, status); });
            m_processes.push_back(std::move(p));
            raw->process.start();
            if (!raw->process.waitForStarted(10000)) {
                raw->done = true;
                failWith(tr("cannot start %1 for process %2: %3").arg(program).arg(i).arg(raw->process.errorString()));
                return;
            }
            raw->pid = raw->process.processId();
            for (StepProcess& rec : m_records)
                if (rec.index == i || d.type == QLatin1String("mpi"))
                    rec.pid = raw->pid;
            if (m_pgid <= 0) {
                m_pgid = raw->pid;
                Q_EMIT started(m_pgid);
            }
        }
        writeRecords();
    }

    void cancel(RunStatus as, const QString& reason) override
    {
        if (!beginCancel(as, reason, m_log, m_pgid > 0))
            return;
        signalAll(SIGTERM);
        m_killTimer.start(5000);
    }

private:
    struct Proc
    {
        explicit Proc(const QString& logFile) : log(logFile) { }
        QProcess process;
        LogWriter log;
        int index = 0;
        qint64 pid = 0;
        bool done = false;
    };

    void read(Proc& p)
    {
        const QByteArray out = p.process.readAllStandardOutput();
        const QByteArray err = p.process.readAllStandardError();
        p.log.append(out, false);
        p.log.append(err, true);
        // the step's own log follows process 0, as Azure ML's std_log_process_0.txt is the one to read first
        if (p.index == 0) {
            emitLog(m_log.append(out, false));
            emitLog(m_log.append(err, true));
        }
    }

    void writeRecords()
    {
        QString error;
        if (!m_records.isEmpty() && !writeStepProcesses(m_launch.folder, m_records, &error))
            m_log.writeLine(tr("[pipewright] %1").arg(error));
    }

    void emitLog(const QString& text)
    {
        if (!text.isEmpty())
            Q_EMIT logText(text);
    }

    void signalAll(int signal)
    {
        if (m_pgid > 0)
            signalProcessGroup(m_pgid, signal);
        for (const auto& p : m_processes)
            if (!p->done && p->pid > 0) {
                const pid_t group = ::getpgid(pid_t(p->pid));
                if (group > 1 && group != pid_t(m_pgid) && group != ::getpgrp())
                    signalProcessGroup(group, signal);
            }
    }

    void failWith(const QString& reason)
    {
        if (m_firstFailure.isEmpty())
            m_firstFailure = reason;
        m_log.writeLine(tr("[pipewright] %1; ending the other processes").arg(reason));
        signalAll(SIGTERM);
        m_killTimer.start(5000);
        maybeFinish();
    }

    void onFinished(Proc& p, int code, QProcess::ExitStatus status)
    {
        read(p);
        p.log.flush();
        if (p.index == 0)
            emitLog(m_log.flush());
        p.done = true;
        // what the record says of it (every rank, for the one mpirun)
        for (StepProcess& rec : m_records)
            if (rec.index == p.index || m_launch.step.distribution.type == QLatin1String("mpi")) {
                rec.ended = true;
                rec.exitCode = status == QProcess::CrashExit ? -1 : code;
                rec.signal = status == QProcess::CrashExit ? code : 0;
            }
        // the first process to fail names the step's failure; the others were ended because of it
        const bool first = m_cancelReason.isEmpty() && m_firstFailure.isEmpty();
        if (status == QProcess::CrashExit) {
            if (first) {
                m_exitCode = -1;
                m_signal = code;
                failWith(tr("process %1 was killed by %2").arg(p.index).arg(signalName(code)));
            }
        } else if (code != 0 && first) {
            m_exitCode = code;
            failWith(tr("process %1 exited with code %2 (see user_logs/std_log_process_%1.txt)").arg(p.index).arg(code));
        }
        maybeFinish();
    }

    void maybeFinish()
    {
        for (const auto& p : m_processes)
            if (!p->done)
                return;
        m_killTimer.stop();
        if (m_pgid > 0)
            signalProcessGroup(m_pgid, SIGKILL); // what the commands left behind
        writeRecords();
        StepOutcome o;
        o.attempts = 1;
        o.exitCode = m_firstFailure.isEmpty() && m_cancelReason.isEmpty() ? 0 : m_exitCode;
        o.signal = m_signal;
        if (!m_cancelReason.isEmpty()) {
            o.status = m_cancelAs;
            o.reason = m_cancelReason;
        } else if (!m_firstFailure.isEmpty()) {
            o.status = RunStatus::Failed;
            o.reason = m_firstFailure;
        } else if (!m_log.error().isEmpty()) {
            o.status = RunStatus::Failed;
            o.reason = tr("the step's log could not be written: %1").arg(m_log.error());
        } else {
            o.status = RunStatus::Completed;
        }
        finish(o);
    }

    void finish(const StepOutcome& o) { finishOnce(o, m_log); }

    std::vector<std::unique_ptr<Proc>> m_processes;
    QList<StepProcess> m_records; // system_logs/processes.json
    LogWriter m_log;
    QTimer m_killTimer;
    qint64 m_pgid = 0;
    int m_exitCode = -1;
    int m_signal = 0;
    QString m_firstFailure;
};

} // namespace

StepRunner* createDistributedRunner(StepLaunch launch, QObject* parent)
{
    return new DistributedRunner(std::move(launch), parent);
}

} // namespace pw

#include "distributedrunner.moc"
