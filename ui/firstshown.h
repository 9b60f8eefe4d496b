// SPDX-License-Identifier: MIT
#pragma once

#include <QDockWidget>
#include <QPointer>
#include <QTimer>

#include <memory>

namespace pw {

/// Calls `make` once, the first time `dock` is seen inside its window, so that a panel nobody has looked at costs
/// nothing at start. A dock tabbed behind another stays "visible" to Qt, moved out of the window: what counts is its
/// tab being chosen (visibilityChanged), with the dock inside the window once the layout has placed it.
template <class Make>
void whenFirstShown(QDockWidget* dock, QObject* context, Make make)
{
    auto done = std::make_shared<bool>(false);
    auto check = [dock = QPointer<QDockWidget>(dock), done, make] {
        if (*done || !dock || !dock->isVisible() || dock->visibleRegion().isEmpty())
            return;
        *done = true;
        make();
    };
    QObject::connect(dock, &QDockWidget::visibilityChanged, context, [context, check, done](bool visible) {
        if (visible && !*done)
            QTimer::singleShot(0, context, check);
    });
}

} // namespace pw
