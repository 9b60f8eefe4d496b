// SPDX-License-Identifier: MIT
// Start-up timing for tests/bench/bench_startup: once a window's first frame has been painted, print the moment on
// the system's monotonic clock, the window's size and the workspace it shows, then quit once `starting` says the
// work that follows the first frame is done. The studio (hidden option --first-frame) and the benchmark's bare
// QMainWindow peer use this same probe, so both sides are timed the same way.
#pragma once

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <chrono>
#include <cstdio>
#include <functional>

namespace pw {

class FirstFrameProbe : public QObject
{
public:
    FirstFrameProbe(QWidget* window, std::function<QString()> workspace, std::function<bool()> starting = {})
        : QObject(window)
        , m_window(window)
        , m_workspace(std::move(workspace))
        , m_starting(std::move(starting))
    {
        QCoreApplication::instance()->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // the first widget of the window to paint: the rest of the window paints in the same pass, so this runs
        // once the frame is complete
        if (event->type() == QEvent::Paint && !m_painted && watched->isWidgetType()
            && static_cast<QWidget*>(watched)->window() == m_window && m_window->isVisible()) {
            m_painted = true;
            QCoreApplication::instance()->removeEventFilter(this);
            // posted now, it runs as soon as this paint pass is over: before what the window itself posts for after
            // its first frame (it sees the same paint event after this filter), which a zero timer would not be
            QMetaObject::invokeMethod(this, [this] {
                const auto now = std::chrono::steady_clock::now().time_since_epoch();
                std::printf("first-frame steady_ns=%lld size=%dx%d workspace=%s\n",
                            static_cast<long long>(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()),
                            m_window->width(), m_window->height(), qPrintable(m_workspace ? m_workspace() : QString()));
                std::fflush(stdout);
                quitWhenStarted();
            }, Qt::QueuedConnection);
        }
        return false;
    }

private:
    void quitWhenStarted()
    {
        if (m_starting && m_starting())
            QTimer::singleShot(1, this, [this] { quitWhenStarted(); });
        else
            QCoreApplication::exit(0);
    }

    QWidget* m_window;
    std::function<QString()> m_workspace;
    std::function<bool()> m_starting;
    bool m_painted = false;
};

} // namespace pw
