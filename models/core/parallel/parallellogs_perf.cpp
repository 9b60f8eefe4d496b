// SPDX-License-Identifier: MIT
// Resource usage of a parallel step: sys/perf/<node>/node_resource_usage.csv and processes_resource_usage.csv.
#include "csvrecord.h"
#include "parallellogs_p.h"

#include <QCoreApplication>

#include <cmath>

namespace pw {

namespace {

    constexpr double mib = 1024.0 * 1024.0;

    qint64 mibToBytes(const QString& text, bool* ok)
    {
        const double v = text.trimmed().toDouble(ok);
        return *ok ? qint64(std::llround(v * mib)) : 0;
    }

    /// Reads one perf CSV: the header sets the columns, every later record goes to `row`, which returns an empty
    /// string or what is wrong with the record.
    void readCsv(parallellogs::GrowingFile& file, parallellogs::CsvColumns& columns, QStringList* problems,
        const std::function<QString(const QStringList&)>& row)
    {
        file.read([&](const QByteArray& record, int line) {
            if (record.isEmpty())
                return;
            const QStringList fields = csv::parseRecord(record, ',');
            if (!columns.isSet() || (file.restarted() && line == 1)) {
                columns.setHeader(fields);
                return;
            }
            if (fields.size() != columns.count()) {
                *problems << parallellogs::located(file.relativePath(), line,
                    QCoreApplication::translate("ParallelLogs", "expected %1 fields, found %2")
                        .arg(columns.count())
                        .arg(fields.size()));
                return;
            }
            const QString wrong = row(fields);
            if (!wrong.isEmpty())
                *problems << parallellogs::located(file.relativePath(), line, wrong);
        });
    }

} // namespace

namespace parallellogs {

    void readPerfFiles(PerfFiles& files, NodeResources& node, QStringList* problems)
    {
        readCsv(files.machine, files.machineColumns, problems, [&](const QStringList& f) -> QString {
            const CsvColumns& c = files.machineColumns;
            const int time = c.find({ "Utc Time", "Time" });
            const int cpu = c.find({ "Cpu Percent" });
            if (time < 0 || cpu < 0)
                return QCoreApplication::translate(
                    "ParallelLogs", "the header has no \"Utc Time\" or \"Cpu Percent\" column");
            NodeResourceSample s;
            s.timeMs = parseTimeMs(f.at(time));
            if (s.timeMs < 0)
                return QCoreApplication::translate("ParallelLogs", "\"%1\" is not a time").arg(f.at(time));
            bool ok = false;
            s.cpuPercent = f.at(cpu).toDouble(&ok);
            if (!ok)
                return QCoreApplication::translate("ParallelLogs", "the CPU percentage \"%1\" is not a number")
                    .arg(f.at(cpu));
            auto bytes = [&](std::initializer_list<const char*> names, qint64* out) {
                const int col = c.find(names);
                if (col < 0)
                    return true;
                bool good = false;
                *out = mibToBytes(f.at(col), &good);
                return good || f.at(col).trimmed().isEmpty();
            };
            if (!bytes({ "Memory Used (MB)" }, &s.memoryUsedBytes)
                || !bytes({ "Memory Total (MB)" }, &s.memoryTotalBytes)
                || !bytes({ "Disk Io Read (MB)" }, &s.diskReadBytes)
                || !bytes({ "Disk Io Write (MB)" }, &s.diskWriteBytes)
                || !bytes({ "Network Sent (MB)" }, &s.networkSentBytes)
                || !bytes({ "Network Recv (MB)", "Network Received (MB)" }, &s.networkReceivedBytes))
                return QCoreApplication::translate("ParallelLogs", "a memory, disk or network figure is not a number");
            node.samples.push_back(s);
            return QString();
        });
        readCsv(files.processes, files.processColumns, problems, [&](const QStringList& f) -> QString {
            const CsvColumns& c = files.processColumns;
            const int time = c.find({ "Utc Time", "Time" });
            const int process = c.find({ "Process" });
            const int cpu = c.find({ "Cpu Percent" });
            const int rss = c.find({ "Memory RSS (MB)" });
            if (time < 0 || process < 0 || cpu < 0 || rss < 0)
                return QCoreApplication::translate("ParallelLogs",
                    "the header lacks one of \"Utc Time\", \"Process\", \"Cpu Percent\", \"Memory RSS (MB)\"");
            ProcessResourceSample s;
            s.timeMs = parseTimeMs(f.at(time));
            if (s.timeMs < 0)
                return QCoreApplication::translate("ParallelLogs", "\"%1\" is not a time").arg(f.at(time));
            bool cpuOk = false, rssOk = false;
            s.cpuPercent = f.at(cpu).toDouble(&cpuOk);
            s.rssBytes = mibToBytes(f.at(rss), &rssOk);
            if (!cpuOk || !rssOk)
                return QCoreApplication::translate("ParallelLogs", "the CPU percentage or memory size is not a number");
            if (const int pid = c.find({ "PID" }); pid >= 0)
                s.pid = f.at(pid).toLongLong();
            if (const int threads = c.find({ "Threads" }); threads >= 0)
                s.threads = f.at(threads).toInt();
            QString name = f.at(process).trimmed();
            if (const qsizetype slash = name.lastIndexOf(QLatin1Char('/')); slash >= 0)
                name = name.mid(slash + 1);
            node.processes[name].push_back(s);
            return QString();
        });
    }

} // namespace parallellogs

NodeResources* ParallelResources::node(const QString& name)
{
    for (NodeResources& n : nodes)
        if (n.node == name)
            return &n;
    return nullptr;
}

const NodeResources* ParallelResources::node(const QString& name) const
{
    for (const NodeResources& n : nodes)
        if (n.node == name)
            return &n;
    return nullptr;
}

NodeResources& ParallelResources::nodeOrAdd(const QString& name)
{
    if (NodeResources* n = node(name))
        return *n;
    nodes.append(NodeResources { name, {}, {} });
    return nodes.last();
}

void ParallelResources::append(const ParallelResources& delta)
{
    for (const NodeResources& d : delta.nodes) {
        NodeResources& n = nodeOrAdd(d.node);
        n.samples.insert(n.samples.end(), d.samples.begin(), d.samples.end());
        for (const auto& [name, samples] : d.processes) {
            auto& to = n.processes[name];
            to.insert(to.end(), samples.begin(), samples.end());
        }
    }
}

QList<QPointF> resourceSeries(const std::vector<NodeResourceSample>& samples, ResourceMetric metric)
{
    QList<QPointF> out;
    out.reserve(qsizetype(samples.size()));
    for (size_t i = 0; i < samples.size(); ++i) {
        const NodeResourceSample& s = samples[i];
        const double x = double(s.timeMs);
        auto rate = [&](qint64 NodeResourceSample::*field) -> std::optional<double> {
            if (i == 0)
                return std::nullopt;
            const NodeResourceSample& p = samples[i - 1];
            const double seconds = double(s.timeMs - p.timeMs) / 1000.0;
            if (seconds <= 0)
                return std::nullopt;
            // a counter that went back (the machine restarted) starts again from zero
            const qint64 delta = s.*field >= p.*field ? s.*field - p.*field : s.*field;
            return double(delta) / seconds;
        };
        std::optional<double> y;
        switch (metric) {
        case ResourceMetric::CpuPercent:
            y = s.cpuPercent;
            break;
        case ResourceMetric::MemoryUsedBytes:
            y = double(s.memoryUsedBytes);
            break;
        case ResourceMetric::DiskReadBytesPerSecond:
            y = rate(&NodeResourceSample::diskReadBytes);
            break;
        case ResourceMetric::DiskWriteBytesPerSecond:
            y = rate(&NodeResourceSample::diskWriteBytes);
            break;
        case ResourceMetric::NetworkSentBytesPerSecond:
            y = rate(&NodeResourceSample::networkSentBytes);
            break;
        case ResourceMetric::NetworkReceivedBytesPerSecond:
            y = rate(&NodeResourceSample::networkReceivedBytes);
            break;
        }
        if (y)
            out.append(QPointF(x, *y));
    }
    return out;
}

QList<QPointF> resourceSeries(const std::vector<ProcessResourceSample>& samples, ResourceMetric metric)
{
    QList<QPointF> out;
    if (metric != ResourceMetric::CpuPercent && metric != ResourceMetric::MemoryUsedBytes)
        return out;
    out.reserve(qsizetype(samples.size()));
    for (const ProcessResourceSample& s : samples)
        out.append(QPointF(double(s.timeMs), metric == ResourceMetric::CpuPercent ? s.cpuPercent : double(s.rssBytes)));
    return out;
}

} // namespace pw
