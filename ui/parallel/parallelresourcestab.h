// SPDX-License-Identifier: MIT
#pragma once

#include "parallellogs.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;

namespace pw {

class TimeSeriesChart;

/// Per-node resource charts of a parallel step from logs/sys/perf/<node>/: CPU %, memory, disk read and write per
/// second, one series per node (or per process, on a toggle). Samples are appended as the logs grow (the charts
/// redraw once per frame, downsampled, however long the run); values show on hover; the charts export as PNG and
/// the samples as CSV. A node without perf files is named, not drawn.
class ParallelResourcesTab : public QWidget
{
    Q_OBJECT
public:
    explicit ParallelResourcesTab(QWidget* parent = nullptr);

    void clear();
    void append(const ParallelResources& delta);
    void setPerProcess(bool perProcess);
    bool perProcess() const { return m_perProcess; }
    /// The step has written its result: no sample comes any more, and the text that stands for missing samples
    /// says why there are none instead of "yet".
    void setEnded(bool ended);
    /// The text shown instead of charts that have nothing to draw, or "".
    QString emptyText() const;

    enum Chart { CpuChart, MemoryChart, DiskReadChart, DiskWriteChart, ChartCount };
    TimeSeriesChart* chart(Chart c) const { return m_charts[c]; }
    const ParallelResources& resources() const { return m_data; }
    /// Every sample of every node as CSV (time, node, CPU %, memory, disk and network per second).
    QByteArray samplesCsv() const;
    bool exportPng(const QString& path, QString* error = nullptr);

private:
    void rebuild();
    void updateEmptyText();
    void appendNode(const NodeResources& node, size_t fromSample, const std::map<QString, size_t>& fromProcess);
    int seriesFor(Chart c, const QString& key);

    ParallelResources m_data;
    bool m_perProcess = false;
    bool m_ended = false;
    TimeSeriesChart* m_charts[ChartCount] {};
    QHash<QString, int> m_series[ChartCount];
    QCheckBox* m_processToggle = nullptr;
    QPushButton* m_exportPng = nullptr;
    QPushButton* m_exportCsv = nullptr;
    QLabel* m_empty = nullptr;
    QWidget* m_grid = nullptr;
};

} // namespace pw
