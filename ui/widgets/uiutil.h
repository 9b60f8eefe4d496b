// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractScrollArea>
#include <QAction>
#include <QGuiApplication>
#include <QKeySequence>
#include <QRegularExpression>

namespace pw {

/// Shows the busy cursor for as long as it lives.
struct WaitCursor
{
    WaitCursor() { QGuiApplication::setOverrideCursor(Qt::WaitCursor); }
    ~WaitCursor() { QGuiApplication::restoreOverrideCursor(); }
    WaitCursor(const WaitCursor&) = delete;
    WaitCursor& operator=(const WaitCursor&) = delete;
};

/// "Save (Ctrl+S)" for toolbar tooltips: the action's text without its accelerator or ellipsis, and its shortcut.
inline void setToolTipWithShortcut(QAction* action)
{
    QString text = action->text();
    // "保存(&S)": an accelerator in parentheses goes with its brackets; elsewhere only the '&'
    static const QRegularExpression bracketed(QStringLiteral("\\s*\\(&[^)]\\)"));
    text.remove(bracketed);
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QLatin1String("...")) || text.endsWith(QChar(0x2026)))
        text.chop(text.endsWith(QChar(0x2026)) ? 1 : 3);
    const QKeySequence shortcut = action->shortcut();
    action->setToolTip(shortcut.isEmpty() ? text
                                          : QStringLiteral("%1 (%2)").arg(text, shortcut.toString(QKeySequence::NativeText)));
}

/// Lets a dock's list or tree be dragged as low as three lines. A scroll area's own least height is its vertical
/// scroll bar's (about 70 px), and the window's least height is the sum of its docks' in a column: with five
/// docks open that sum would hold the window above two thirds of a 1280x800 screen.
inline void setCompactMinimumHeight(QAbstractScrollArea* view)
{
    view->setMinimumHeight(view->fontMetrics().height() * 3 + 2 * view->frameWidth());
}

} // namespace pw
