// SPDX-License-Identifier: MIT
#include "parallelresourcestab.h"

#include "fileio.h"
#include "timeserieschart.h"

#include <QCheckBox>
#include <QDateTime>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace pw {

namespace {

    constexpr double kMiB = 1024.0 * 1024.0;

    ResourceMetric metricOf(ParallelResourcesTab::Chart c)
    {
        switch (c) {
        case ParallelResourcesTab::CpuChart: return ResourceMetric::CpuPercent;
        case ParallelResourcesTab::MemoryChart: return ResourceMetric::MemoryUsedBytes;
        case ParallelResourcesTab::DiskReadChart: return ResourceMetric::DiskReadBytesPerSecond;
        default: return ResourceMetric::DiskWriteBytesPerSecond;
        }
    }

    /// The chart's unit: percent as is, bytes as MiB.
    double scaleOf(ParallelResourcesTab::Chart c)
    {
        return c == ParallelResourcesTab::CpuChart ? 1.0 : 1.0 / kMiB;
    }

    QList<QPointF> scaled(QList<QPointF> points, double factor)
    {
        if (factor != 1.0)
            for (QPointF& p : points)
                p.setY(p.y() * factor);
        return points;
    }

} // namespace

ParallelResourcesTab::ParallelResourcesTab(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("parallelResources"));
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    m_processToggle = new QCheckBox(tr("One line per process"), this);
    m_processToggle->setObjectName(QStringLiteral("perProcess"));
    m_processToggle->setToolTip(tr("CPU and memory of each worker process instead of each node"));
    m_exportPng = new QPushButton(tr("Export PNG…"), this);
    m_exportCsv = new QPushButton(tr("Export CSV…"), this);
    bar->addWidget(m_processToggle);
    bar->addStretch(1);
    bar->addWidget(m_exportPng);
    bar->addWidget(m_exportCsv);
    layout->addLayout(bar);
    m_empty = new QLabel(this);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_empty);
    m_grid = new QWidget(this);
    auto* grid = new QGridLayout(m_grid);
    grid->setContentsMargins(0, 0, 0, 0);
    const QString titles[ChartCount] = {tr("CPU (%)"), tr("Memory used (MiB)"), tr("Disk read (MiB/s)"),
                                        tr("Disk write (MiB/s)")};
    for (int c = 0; c < ChartCount; ++c) {
        m_charts[c] = new TimeSeriesChart(m_grid);
        m_charts[c]->setObjectName(QStringLiteral("resourceChart%1").arg(c));
        m_charts[c]->setTitle(titles[c]);
        grid->addWidget(m_charts[c], c / 2, c % 2);
    }
    m_charts[CpuChart]->setValueFormatter([](double v) { return tr("%1 %").arg(QLocale().toString(v, 'f', 1)); });
    m_charts[MemoryChart]->setValueFormatter([](double v) { return tr("%1 MiB").arg(QLocale().toString(v, 'f', 0)); });
    for (Chart c : {DiskReadChart, DiskWriteChart})
        m_charts[c]->setValueFormatter([](double v) { return tr("%1 MiB/s").arg(QLocale().toString(v, 'f', 2)); });
    layout->addWidget(m_grid, 1);

    connect(m_processToggle, &QCheckBox::toggled, this, &ParallelResourcesTab::setPerProcess);
    connect(m_exportPng, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Charts as PNG"), QStringLiteral("resources.png"),
                                                          tr("PNG images (*.png)"));
        QString error;
        if (!path.isEmpty() && !exportPng(path, &error))
            QMessageBox::warning(this, tr("Not Exported"), error);
    });
    connect(m_exportCsv, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Samples as CSV"), QStringLiteral("resources.csv"),
                                                          tr("CSV files (*.csv)"));
        QString error;
        if (!path.isEmpty() && !writeFileAtomically(path, samplesCsv(), &error))
            QMessageBox::warning(this, tr("Not Exported"), error);
    });
    clear();
}

void ParallelResourcesTab::clear()
{
    m_data = ParallelResources();
    m_ended = false;
    rebuild();
}

int ParallelResourcesTab::seriesFor(Chart c, const QString& key)
{
    const auto it = m_series[c].constFind(key);
    if (it != m_series[c].cend())
        return *it;
    const int index = m_charts[c]->addSeries(key);
    m_series[c].insert(key, index);
    return index;
}

void ParallelResourcesTab::appendNode(const NodeResources& node, size_t fromSample,
                                      const std::map<QString, size_t>& fromProcess)
{
    if (fromSample < node.samples.size()) {
        // one sample before the new ones, for the rates
        const size_t first = fromSample > 0 ? fromSample - 1 : 0;
        const std::vector<NodeResourceSample> slice(node.samples.begin() + qsizetype(first), node.samples.end());
        for (int c = 0; c < ChartCount; ++c) {
            if (m_perProcess && (c == CpuChart || c == MemoryChart))
                continue;
            QList<QPointF> points = resourceSeries(slice, metricOf(Chart(c)));
            // values: the sample before the new ones is drawn already; rates: a slice's first sample gives none,
            // so its first point is already the rate into the first new sample
            const bool rate = c == DiskReadChart || c == DiskWriteChart;
            if (fromSample > 0 && !rate && !points.isEmpty())
                points.removeFirst();
            m_charts[c]->appendPoints(seriesFor(Chart(c), tr("node %1").arg(node.node)), scaled(points, scaleOf(Chart(c))));
        }
    }
    if (!m_perProcess)
        return;
    for (const auto& [name, samples] : node.processes) {
        const auto from = fromProcess.find(name);
        const size_t start = from == fromProcess.end() ? 0 : from->second;
        if (start >= samples.size())
            continue;
        const std::vector<ProcessResourceSample> slice(samples.begin() + qsizetype(start), samples.end());
        const QString key = tr("%1/%2").arg(node.node, name);
        m_charts[CpuChart]->appendPoints(seriesFor(CpuChart, key), resourceSeries(slice, ResourceMetric::CpuPercent));
        m_charts[MemoryChart]->appendPoints(seriesFor(MemoryChart, key),
                                            scaled(resourceSeries(slice, ResourceMetric::MemoryUsedBytes), 1.0 / kMiB));
    }
}

void ParallelResourcesTab::append(const ParallelResources& delta)
{
    for (const NodeResources& d : delta.nodes) {
        NodeResources& node = m_data.nodeOrAdd(d.node);
        const size_t from = node.samples.size();
        std::map<QString, size_t> fromProcess;
        for (const auto& [name, samples] : node.processes)
            fromProcess[name] = samples.size();
        node.samples.insert(node.samples.end(), d.samples.begin(), d.samples.end());
        for (const auto& [name, samples] : d.processes) {
            std::vector<ProcessResourceSample>& into = node.processes[name];
            into.insert(into.end(), samples.begin(), samples.end());
        }
        appendNode(node, from, fromProcess);
    }
    updateEmptyText();
}

void ParallelResourcesTab::setEnded(bool ended)
{
    if (m_ended == ended)
        return;
    m_ended = ended;
    updateEmptyText();
}

QString ParallelResourcesTab::emptyText() const
{
    return m_empty->isHidden() ? QString() : m_empty->text();
}

void ParallelResourcesTab::updateEmptyText()
{
    QStringList without;
    for (const NodeResources& n : std::as_const(m_data.nodes))
        if (n.samples.empty() && n.processes.empty())
            without << n.node;
    QString text;
    if (m_data.nodes.isEmpty())
        // a step that monitors its resources samples at its start and end, however short it is
        text = m_ended ? tr("This step has no resource samples in logs/sys/perf: its resource monitoring was off "
                            "(--resource_monitor_interval 0), or the folder was copied without them.")
                       : tr("No resource samples in logs/sys/perf yet.");
    else if (!without.isEmpty())
        text = tr("No resource samples for node %1.").arg(without.join(QStringLiteral(", ")));
    m_empty->setText(text);
    m_empty->setVisible(!text.isEmpty());
    // no chart without a sample to draw, and nothing to export
    const bool any = !m_data.nodes.isEmpty();
    m_grid->setVisible(any);
    m_processToggle->setEnabled(any);
    m_exportPng->setEnabled(any);
    m_exportCsv->setEnabled(any);
}

void ParallelResourcesTab::setPerProcess(bool perProcess)
{
    if (m_perProcess == perProcess)
        return;
    m_perProcess = perProcess;
    const QSignalBlocker block(m_processToggle);
    m_processToggle->setChecked(perProcess);
    rebuild();
}

void ParallelResourcesTab::rebuild()
{
    for (int c = 0; c < ChartCount; ++c) {
        m_charts[c]->clearSeries();
        m_series[c].clear();
    }
    for (const NodeResources& n : std::as_const(m_data.nodes))
        appendNode(n, 0, {});
    updateEmptyText();
}

QByteArray ParallelResourcesTab::samplesCsv() const
{
    QByteArray out = "time,node,cpu_percent,memory_used_bytes,memory_total_bytes,disk_read_bytes,disk_write_bytes,"
                     "network_sent_bytes,network_received_bytes\n";
    for (const NodeResources& n : m_data.nodes)
        for (const NodeResourceSample& s : n.samples)
            out += QDateTime::fromMSecsSinceEpoch(s.timeMs, Qt::UTC).toString(Qt::ISODateWithMs).toUtf8() + ','
                   + n.node.toUtf8() + ',' + QByteArray::number(s.cpuPercent, 'f', 2) + ','
                   + QByteArray::number(s.memoryUsedBytes) + ',' + QByteArray::number(s.memoryTotalBytes) + ','
                   + QByteArray::number(s.diskReadBytes) + ',' + QByteArray::number(s.diskWriteBytes) + ','
                   + QByteArray::number(s.networkSentBytes) + ',' + QByteArray::number(s.networkReceivedBytes) + '\n';
    return out;
}

bool ParallelResourcesTab::exportPng(const QString& path, QString* error)
{
    for (TimeSeriesChart* c : m_charts)
        c->refreshNow();
    return savePixmapAtomically(m_grid->grab(), path, error);
}

} // namespace pw
