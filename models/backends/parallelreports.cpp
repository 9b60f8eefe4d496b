// SPDX-License-Identifier: MIT
#include "parallelreports.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <tuple>
#include <unistd.h>

namespace pw::parallel {

namespace {

QString csvField(const QString& v)
{
    if (v.contains(QLatin1Char(',')) || v.contains(QLatin1Char('"')) || v.contains(QLatin1Char('\n')) || v.contains(QLatin1Char('\r'))) {
        QString q = v;
        q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + q + QLatin1Char('"');
    }
    return v;
}

QString readmeText()
{
    return QStringLiteral(
        "Logs of a parallel step run by Pipewright's local parallel runtime\n"
        "==================================================================\n"
        "\n"
        "The layout follows Azure ML's parallel run step. <node> is the node index (0, 1, ...); every node is\n"
        "this machine. processNNN is a worker process of that node; a process that is replaced (after a crash,\n"
        "a run() timeout, a failed init() or more than 10 failed mini-batches) gets the next free number.\n"
        "\n"
        "Start here\n"
        "  job_result.txt                        the result of the step; on failure the reason and where to look\n"
        "  job_error.txt                         every failed mini-batch attempt, with its first error line\n"
        "  job_progress_overview.<yyyymmddhh>.txt  progress: scheduling, processed mini-batches, result file\n"
        "\n"
        "Your entry script\n"
        "  user/stdout/<node>/processNNN.stdout.txt    print() and Python logging (root handler, logging_level)\n"
        "  user/stderr/<node>/processNNN.stderr.txt    sys.stderr\n"
        "  user/error/<node>/processNNN.txt            full tracebacks of exceptions from init(), run(), shutdown()\n"
        "  user/entry_script_log/<node>/processNNN.log.txt   EntryScript().logger\n"
        "\n"
        "The runtime\n"
        "  sys/master_role.txt                   the scheduler: mini-batches, attempts, retries, thresholds, result\n"
        "  sys/job_report/processed_mini-batches.csv   one row per mini-batch attempt\n"
        "  sys/job_report/process_summary.csv    the same summed per worker process\n"
        "  sys/job_report/node_summary.csv       the same summed per node\n"
        "  sys/node/<node>/processNNN.txt        one line per mini-batch picked and completed by the process\n"
        "  sys/node/<node>/processNNN.stdout.txt, .stderr.txt   output of the process itself and of programs\n"
        "                                        the entry script starts (subprocess output lands here)\n"
        "  sys/node/<node>/_main.txt             processes started and their exit codes on the node\n"
        "  sys/error/<node>/processNNN.txt       system-side errors of a process (timeouts, crashes)\n"
        "  sys/error/<node>/_main.txt            system-side errors of the node\n"
        "  sys/perf/<node>/node_resource_usage.csv       machine CPU, memory, disk and network every\n"
        "                                        --resource_monitor_interval seconds (0 turns it off)\n"
        "  sys/perf/<node>/processes_resource_usage.csv  CPU and memory of the node's worker processes\n"
        "\n"
        "Local choices (the service does not document these)\n"
        "  - retry_settings.max_retries is the number of attempts of a mini-batch (at least 1).\n"
        "  - retry_settings.timeout is enforced for each run() call, without grace time.\n"
        "  - An attempt fails when run() raises, times out, returns something other than a list, tuple or\n"
        "    DataFrame, or returns fewer results than the mini-batch had items; after the last attempt the\n"
        "    mini-batch counts as failed, with total - returned items failed.\n"
        "  - Only mini-batches that failed their last attempt count against mini_batch_error_threshold and\n"
        "    --allowed_failed_percent; failed items of those count against error_threshold.\n"
        "  - --progress_update_timeout defaults to\n"
        "    max(first_task_creation_timeout, attempts x (timeout + 30 + task_overhead_timeout)).\n"
        "  - init() failures: a node stops restarting processes after 3 x max_concurrency_per_instance failed\n"
        "    starts; the step fails after 2 x instance_count x max_concurrency_per_instance.\n"
        "  - append_row results are written in the order mini-batches completed; a folder output gets\n"
        "    parallel_run_step.txt.\n");
}

} // namespace

QString pipeTime()
{
    // written several times per mini-batch: the local date and time are formatted once a second
    thread_local qint64 second = -1;
    thread_local QString prefix;
    const qint64 ms = QDateTime::currentMSecsSinceEpoch();
    if (ms / 1000 != second) {
        second = ms / 1000;
        prefix = QDateTime::fromSecsSinceEpoch(second).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss,"));
    }
    return prefix + QStringLiteral("%1").arg(ms % 1000, 3, 10, QLatin1Char('0'));
}

QString isoMicroUtc(const QDateTime& t)
{
    thread_local qint64 second = -1;
    thread_local QString prefix;
    const qint64 ms = t.toMSecsSinceEpoch();
    const qint64 s = ms >= 0 ? ms / 1000 : (ms - 999) / 1000;
    if (s != second) {
        second = s;
        prefix = QDateTime::fromSecsSinceEpoch(s, Qt::UTC).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss."));
    }
    return prefix + QStringLiteral("%1000").arg(ms - s * 1000, 3, 10, QLatin1Char('0'));
}

QString isoMicro(const QDateTime& t)
{
    return t.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz")) + QStringLiteral("000");
}

QString hms(qint64 seconds)
{
    seconds = std::max<qint64>(0, seconds);
    return QStringLiteral("%1:%2:%3")
        .arg(seconds / 3600)
        .arg((seconds / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString csvRow(const QStringList& fields)
{
    QStringList out;
    out.reserve(fields.size());
    for (const QString& f : fields)
        out << csvField(f);
    return out.join(QLatin1Char(',')) + QLatin1Char('\n');
}

QString num(double v)
{
    return QString::number(v, 'f', 3);
}


bool writeTextFile(const QString& path, const QString& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(text.toUtf8());
    return f.commit();
}

// ----- TextLog ---------------------------------------------------------------------------------------

void TextLog::setPath(const QString& p)
{
    if (p == m_path)
        return;
    flush();
    m_file.close();
    m_path = p;
}

void TextLog::write(const QString& text)
{
    if (m_path.isEmpty())
        return;
    m_pending += text.toUtf8();
    if (!m_buffered || m_pending.size() >= 64 * 1024)
        flush();
}

void TextLog::flush()
{
    if (m_pending.isEmpty() || m_path.isEmpty())
        return;
    if (!m_file.isOpen()) {
        QDir().mkpath(QFileInfo(m_path).absolutePath());
        m_file.setFileName(m_path);
        if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append)) {
            m_pending.clear();
            return;
        }
    }
    m_file.write(m_pending);
    m_file.flush();
    m_pending.clear();
}

// ----- LogLayout -------------------------------------------------------------------------------------

LogLayout::LogLayout(QString root)
    : m_root(std::move(root))
{
}

QString LogLayout::nodeDir(int node) const
{
    return QDir(m_root).filePath(QStringLiteral("sys/node/%1").arg(node));
}

QString LogLayout::nodeStderrFile(int node, const QString& process) const
{
    return QDir(m_root).filePath(QStringLiteral("sys/node/%1/%2.stderr.txt").arg(node).arg(process));
}

QString LogLayout::sysErrorFile(int node, const QString& process) const
{
    return QDir(m_root).filePath(QStringLiteral("sys/error/%1/%2.txt").arg(node).arg(process));
}

QString LogLayout::userErrorFile(int node, const QString& process) const
{
    return QDir(m_root).filePath(QStringLiteral("user/error/%1/%2.txt").arg(node).arg(process));
}

QString LogLayout::createFolders() const
{
    QDir logs(m_root);
    for (const char* sub : {"sys/job_report", "user/stdout", "user/stderr", "user/error", "user/entry_script_log"})
        if (!logs.mkpath(QLatin1String(sub)))
            return logs.filePath(QLatin1String(sub));
    return QString();
}

void LogLayout::begin()
{
    QDir logs(m_root);
    writeTextFile(logs.filePath(QStringLiteral("readme.txt")), readmeText());
    m_master.setPath(logs.filePath(QStringLiteral("sys/master_role.txt")));
    m_master.setBuffered(true);
    m_processed.setBuffered(true);
    m_jobError.setPath(logs.filePath(QStringLiteral("job_error.txt")));
    m_processed.setPath(logs.filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv")));
    m_processed.write(csvRow({QStringLiteral("Mini-batch Id"), QStringLiteral("Picked Count"), QStringLiteral("Process"),
                              QStringLiteral("Start Time (UTC)"), QStringLiteral("Total"), QStringLiteral("Succeeded"),
                              QStringLiteral("Failed"), QStringLiteral("Elapsed Seconds"), QStringLiteral("Process Seconds"),
                              QStringLiteral("Run Method Seconds"), QStringLiteral("Status"), QStringLiteral("Error Category"),
                              QStringLiteral("Error Message"), QStringLiteral("Mini-batch Detail")}));
}

void LogLayout::flush()
{
    m_master.flush();
    m_processed.flush();
}

TextLog& LogLayout::file(const QString& path)
{
    auto& f = m_files[path];
    if (!f) {
        f = std::make_unique<TextLog>();
        f->setPath(path);
    }
    return *f;
}

void LogLayout::masterLog(const QString& level, const QString& message)
{
    static const QString pid = QString::number(::getpid());
    m_master.write(pipeTime() + QLatin1Char('|') + level + QLatin1Char('|') + pid + QLatin1Char('|') + message + QLatin1Char('\n'));
}

void LogLayout::overview(const QString& message)
{
    const QDateTime now = QDateTime::currentDateTime();
    m_overview.setPath(QDir(m_root).filePath(QStringLiteral("job_progress_overview.%1.txt").arg(now.toString(QStringLiteral("yyyyMMddHH")))));
    m_overview.write(isoMicro(now) + QLatin1Char(' ') + message + QLatin1Char('\n'));
}

void LogLayout::nodeMain(int node, const QString& message, bool error)
{
    auto write = [&](const QString& path) {
        file(path).write(QStringLiteral("%1|%2|%3|%4\n").arg(pipeTime(), error ? QStringLiteral("ERROR") : QStringLiteral("INFO")).arg(::getpid()).arg(message));
    };
    write(QDir(m_root).filePath(QStringLiteral("sys/node/%1/_main.txt").arg(node)));
    if (error)
        write(QDir(m_root).filePath(QStringLiteral("sys/error/%1/_main.txt").arg(node)));
}

void LogLayout::sysError(int node, const QString& process, qint64 pid, const QString& message)
{
    file(sysErrorFile(node, process)).write(QStringLiteral("%1|ERROR|%2|%3\n").arg(pipeTime()).arg(pid).arg(message));
}

void LogLayout::jobError(const QString& message)
{
    m_jobError.write(isoMicro(QDateTime::currentDateTime()) + QLatin1Char(' ') + message + QLatin1Char('\n'));
}

void LogLayout::processed(const AttemptRecord& r)
{
    m_processed.write(csvRow({QString::number(r.miniBatch), QString::number(r.pickedCount), r.process,
                              isoMicroUtc(r.start),
                              QString::number(r.total), QString::number(r.succeeded), QString::number(r.failed),
                              num(r.elapsed), num(r.processSeconds), num(r.runSeconds), r.status, r.errorCategory,
                              r.errorMessage, r.detail}));
}

void LogLayout::writeSummaries(const std::vector<ProcessSummary>& processes, int nodes)
{
    QDir logs(m_root);
    QString proc = csvRow({QStringLiteral("Node"), QStringLiteral("Process"), QStringLiteral("PID"), QStringLiteral("Start Time (UTC)"),
                           QStringLiteral("End Time (UTC)"), QStringLiteral("Exit Code"), QStringLiteral("Mini-batches"),
                           QStringLiteral("Succeeded Mini-batches"), QStringLiteral("Failed Mini-batches"), QStringLiteral("Total Items"),
                           QStringLiteral("Succeeded Items"), QStringLiteral("Failed Items"), QStringLiteral("Elapsed Seconds"),
                           QStringLiteral("Process Seconds"), QStringLiteral("Run Method Seconds"), QStringLiteral("Init Error")});
    struct NodeTotals
    {
        int processes = 0, batches = 0, ok = 0, failed = 0;
        qint64 items = 0, okItems = 0;
        double elapsed = 0, cpu = 0, run = 0;
    };
    std::map<int, NodeTotals> totals;
    for (const ProcessSummary& w : processes) {
        proc += csvRow({QString::number(w.node), w.name, QString::number(w.pid), w.started.toString(Qt::ISODateWithMs),
                        w.ended.isValid() ? w.ended.toString(Qt::ISODateWithMs) : QString(),
                        w.exitCode ? QString::number(*w.exitCode) : QString(), QString::number(w.batches),
                        QString::number(w.succeededBatches), QString::number(w.failedBatches), QString::number(w.items),
                        QString::number(w.succeededItems), QString::number(w.items - w.succeededItems), num(w.elapsed),
                        num(w.processSeconds), num(w.runSeconds), w.initError});
        NodeTotals& n = totals[w.node];
        n.processes += 1;
        n.batches += w.batches;
        n.ok += w.succeededBatches;
        n.failed += w.failedBatches;
        n.items += w.items;
        n.okItems += w.succeededItems;
        n.elapsed += w.elapsed;
        n.cpu += w.processSeconds;
        n.run += w.runSeconds;
    }
    QString node = csvRow({QStringLiteral("Node"), QStringLiteral("Processes"), QStringLiteral("Mini-batches"),
                           QStringLiteral("Succeeded Mini-batches"), QStringLiteral("Failed Mini-batches"), QStringLiteral("Total Items"),
                           QStringLiteral("Succeeded Items"), QStringLiteral("Failed Items"), QStringLiteral("Elapsed Seconds"),
                           QStringLiteral("Process Seconds"), QStringLiteral("Run Method Seconds")});
    for (int i = 0; i < nodes; ++i) {
        const NodeTotals& n = totals[i];
        node += csvRow({QString::number(i), QString::number(n.processes), QString::number(n.batches), QString::number(n.ok),
                        QString::number(n.failed), QString::number(n.items), QString::number(n.okItems),
                        QString::number(n.items - n.okItems), num(n.elapsed), num(n.cpu), num(n.run)});
    }
    writeTextFile(logs.filePath(QStringLiteral("sys/job_report/process_summary.csv")), proc);
    writeTextFile(logs.filePath(QStringLiteral("sys/job_report/node_summary.csv")), node);
}

void LogLayout::appendResourceUsage(int nodes, const MachineUsage& machine, const std::map<int, QList<ProcessUsage>>& processes)
{
    const qint64 memTotal = machine.memoryTotalKiB;
    const qint64 memAvail = machine.memoryAvailableKiB;
    const double mb = 1024.0 * 1024.0;
    const QString row = csvRow({machine.time.toString(Qt::ISODateWithMs), QString::number(machine.cpuPercent, 'f', 1),
                                QString::number(memTotal / 1024.0, 'f', 1), QString::number(memAvail / 1024.0, 'f', 1),
                                QString::number((memTotal - memAvail) / 1024.0, 'f', 1),
                                QString::number(memTotal > 0 ? 100.0 * (memTotal - memAvail) / memTotal : 0, 'f', 1),
                                QString::number(machine.disk.reads), QString::number(machine.disk.writes),
                                QString::number(machine.disk.readSectors * 512 / mb, 'f', 1),
                                QString::number(machine.disk.writeSectors * 512 / mb, 'f', 1),
                                QString::number(machine.network.sent / mb, 'f', 1),
                                QString::number(machine.network.received / mb, 'f', 1), QString::number(machine.sockets.tcp),
                                QString::number(machine.sockets.udp)});
    const QString header = csvRow({QStringLiteral("Utc Time"), QStringLiteral("Cpu Percent"), QStringLiteral("Memory Total (MB)"),
                                   QStringLiteral("Memory Available (MB)"), QStringLiteral("Memory Used (MB)"),
                                   QStringLiteral("Memory Used Percent"), QStringLiteral("Disk Io Read Count"),
                                   QStringLiteral("Disk Io Write Count"), QStringLiteral("Disk Io Read (MB)"),
                                   QStringLiteral("Disk Io Write (MB)"), QStringLiteral("Network Sent (MB)"),
                                   QStringLiteral("Network Recv (MB)"), QStringLiteral("# of TCP Connections"),
                                   QStringLiteral("# of UDP Connections")});
    const QString procHeader = csvRow({QStringLiteral("Utc Time"), QStringLiteral("Process"), QStringLiteral("PID"),
                                       QStringLiteral("Cpu Percent"), QStringLiteral("Memory RSS (MB)"), QStringLiteral("Threads")});
    for (int node = 0; node < nodes; ++node) {
        QString procRows;
        if (const auto it = processes.find(node); it != processes.end())
            for (const ProcessUsage& p : it->second)
                procRows += csvRow({p.time.toString(Qt::ISODateWithMs), p.process, QString::number(p.pid), QString::number(p.cpuPercent, 'f', 1),
                                    QString::number(p.rssBytes / 1048576.0, 'f', 1), QString::number(p.threads)});
        const QString dir = QDir(m_root).filePath(QStringLiteral("sys/perf/%1").arg(node));
        QDir().mkpath(dir);
        for (const auto& [name, head, text] : {std::tuple {QStringLiteral("node_resource_usage.csv"), header, row},
                                               std::tuple {QStringLiteral("processes_resource_usage.csv"), procHeader, procRows}}) {
            QFile f(QDir(dir).filePath(name));
            const bool fresh = !f.exists();
            if (f.open(QIODevice::WriteOnly | QIODevice::Append)) {
                if (fresh)
                    f.write(head.toUtf8());
                f.write(text.toUtf8());
            }
        }
    }
}

void LogLayout::writeResult(const QString& result)
{
    writeTextFile(QDir(m_root).filePath(QStringLiteral("job_result.txt")), result + QLatin1Char('\n'));
}

} // namespace pw::parallel
