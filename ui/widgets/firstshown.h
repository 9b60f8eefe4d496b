// SPDX-License-Identifier: MIT
#pragma once

#include <QDockWidget>
#include <QEvent>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace pw {

/// Calls `make` once, the first time `dock` is seen inside its window, so that a panel nobody has looked at costs
/// nothing at start. A dock tabbed behind another stays "visible" to Qt, moved out of the window: what counts is its
/// tab being chosen (visibilityChanged) or the dock being shown, moved or resized into the window (a restored
/// layout, a floating dock), checked once the layout has placed it.
class FirstShownWatcher : public QObject
{
public:
    FirstShownWatcher(QDockWidget* dock, std::function<void()> make)
        : QObject(dock)
        , m_dock(dock)
        , m_watched(dock)
        , m_make(std::move(make))
    {
        connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
            if (visible)
                schedule();
        });
        dock->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // compared as an object only: events come while the dock is being destroyed, when it is no dock any more
        if (watched == m_watched
            && (event->type() == QEvent::Show || event->type() == QEvent::Move || event->type() == QEvent::Resize))
            schedule();
        return false;
    }

private:
    void schedule()
    {
        if (!m_scheduled) {
            m_scheduled = true;
            QTimer::singleShot(0, this, [this] { check(); });
        }
    }

    void check()
    {
        m_scheduled = false;
        if (!m_dock || !m_dock->isVisible() || m_dock->visibleRegion().isEmpty())
            return;
        m_dock->removeEventFilter(this);
        const std::function<void()> make = std::move(m_make);
        deleteLater(); // once
        make();
    }

    QPointer<QDockWidget> m_dock;
    const QObject* m_watched;
    std::function<void()> m_make;
    bool m_scheduled = false;
};

/// See FirstShownWatcher.
inline void whenFirstShown(QDockWidget* dock, std::function<void()> make)
{
    new FirstShownWatcher(dock, std::move(make));
}

} // namespace pw
