// SPDX-License-Identifier: MIT
#include "layoutthread.h"

#include <system_error>

namespace pw {

void LayoutThread::start(QList<QSizeF> sizes, QList<QPair<int, int>> edges, int graphvizLimit)
{
    wait();
    m_sizes = std::move(sizes);
    m_edges = std::move(edges);
    m_result.emplace();
    try {
        m_thread = std::thread([this, graphvizLimit] {
            *m_result = GraphLayout::layout(m_sizes, m_edges, GraphLayout::Engine::Auto, graphvizLimit);
        });
    } catch (const std::system_error&) {
        m_result.reset(); // the caller lays out on its own thread
    }
}

GraphLayout::Result* LayoutThread::result()
{
    wait();
    return m_result ? &*m_result : nullptr;
}

void LayoutThread::wait()
{
    if (m_thread.joinable())
        m_thread.join();
}

} // namespace pw
