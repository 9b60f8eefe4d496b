// SPDX-License-Identifier: MIT
#pragma once

#include "graphlayout.h"

#include <QList>
#include <QPair>
#include <QSizeF>

#include <optional>
#include <thread>

namespace pw {

/// A layout of a whole graph (GraphLayout::layout) worked out on a second thread while the GUI thread does
/// something else; it is waited for however the scope that holds it ends.
class LayoutThread {
public:
    LayoutThread() = default;
    LayoutThread(const LayoutThread&) = delete;
    LayoutThread& operator=(const LayoutThread&) = delete;
    ~LayoutThread() { wait(); }

    /// Start laying out nodes of these sizes, linked by these edges (indices into `sizes`). When no thread can be
    /// had nothing starts, and result() has none.
    void start(QList<QSizeF> sizes, QList<QPair<int, int>> edges, int graphvizLimit);
    /// Wait for the layout; nullptr when none was started.
    GraphLayout::Result* result();

private:
    void wait();

    QList<QSizeF> m_sizes; // what the thread reads: kept until it is done
    QList<QPair<int, int>> m_edges;
    std::optional<GraphLayout::Result> m_result;
    std::thread m_thread;
};

} // namespace pw
