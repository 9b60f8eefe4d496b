// SPDX-License-Identifier: MIT
// LogView with the keyboard: its own shortcuts, moving the current line, going to a line.
#include "logview_p.h"

#include <QInputDialog>
#include <QKeyEvent>
#include <QScrollBar>

#include <algorithm>
#include <climits>

namespace pw {

namespace {

    /// Keys the view handles itself when it has focus, even if a window-wide action uses the same shortcut.
    bool isOwnShortcut(QKeyEvent* event)
    {
        return event->matches(QKeySequence::Copy) || event->matches(QKeySequence::SelectAll)
            || event->matches(QKeySequence::FindNext) || event->matches(QKeySequence::FindPrevious)
            || event->keyCombination() == QKeyCombination(Qt::ControlModifier, Qt::Key_G)
            || event->keyCombination() == QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_F);
    }

} // namespace

bool LogView::event(QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride && isOwnShortcut(static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return QAbstractScrollArea::event(event);
}

void LogView::keyPressEvent(QKeyEvent* event)
{
    // Ctrl+G is "go to line" here, although some desktops also bind it to "find next" (F3 still is)
    if (event->keyCombination() == QKeyCombination(Qt::ControlModifier, Qt::Key_G)) {
        requestGoToLine();
    } else if (event->matches(QKeySequence::Copy)) {
        copy();
    } else if (event->matches(QKeySequence::SelectAll)) {
        selectAll();
    } else if (event->matches(QKeySequence::FindNext)) {
        findNext();
    } else if (event->matches(QKeySequence::FindPrevious)) {
        findPrevious();
    } else if (event->keyCombination() == QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_F)) {
        setFollowTail(!m_follow);
    }
    if (isOwnShortcut(event)) {
        event->accept();
        return;
    }
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    const int rows = visibleLineCount();
    switch (event->key()) {
    case Qt::Key_Up:
        moveCurrentLine(m_currentLine - 1, shift);
        break;
    case Qt::Key_Down:
        moveCurrentLine(m_currentLine + 1, shift);
        break;
    case Qt::Key_PageUp:
        setTop(m_top - rows);
        moveCurrentLine(m_currentLine - rows, shift);
        break;
    case Qt::Key_PageDown:
        setTop(m_top + rows);
        moveCurrentLine(m_currentLine + rows, shift);
        break;
    case Qt::Key_Home:
        if (ctrl)
            moveCurrentLine(0, shift);
        else
            horizontalScrollBar()->setValue(0);
        break;
    case Qt::Key_End:
        if (ctrl)
            moveCurrentLine(m_file ? m_file->lineCount() - 1 : 0, shift);
        else
            horizontalScrollBar()->setValue(horizontalScrollBar()->maximum());
        break;
    case Qt::Key_Left:
        horizontalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepSub);
        break;
    case Qt::Key_Right:
        horizontalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        break;
    case Qt::Key_Escape:
        if (hasSelection()) {
            clearSelection();
            break;
        }
        if (m_file && m_file->isIndexing()) {
            m_file->cancelIndexing();
            break;
        }
        if (m_findId) {
            m_file->cancelSearch(m_findId);
            break;
        }
        event->ignore();
        return;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

void LogView::setCurrentLine(qint64 line)
{
    if (line == m_currentLine)
        return;
    m_currentLine = line;
    viewport()->update();
    Q_EMIT currentLineChanged(line + 1);
}

void LogView::moveCurrentLine(qint64 line, bool extend)
{
    if (!m_file || m_file->lineCount() == 0)
        return;
    const qint64 l = std::clamp<qint64>(line, 0, m_file->lineCount() - 1);
    const Pos pos { l, 0 };
    if (extend) {
        if (!hasSelection())
            m_anchor = { m_currentLine, 0 };
        m_cursor = pos;
        Q_EMIT selectionChanged();
    } else {
        const bool had = hasSelection();
        m_anchor = m_cursor = pos;
        if (had)
            Q_EMIT selectionChanged();
    }
    setCurrentLine(l);
    ensureLineVisible(l, false);
    followFromUserScroll();
    viewport()->update();
}

void LogView::goToLine(qint64 line)
{
    if (!m_file)
        return;
    const qint64 target = std::max<qint64>(0, line - 1);
    if (target >= m_file->lineCount() && m_file->isIndexing()) {
        m_pendingLine = target;
        return;
    }
    m_pendingLine = -1;
    const qint64 l = std::clamp<qint64>(target, 0, std::max<qint64>(0, m_file->lineCount() - 1));
    clearSelection();
    m_anchor = m_cursor = { l, 0 };
    setCurrentLine(l);
    ensureLineVisible(l, true);
    horizontalScrollBar()->setValue(0);
    if (m_follow && m_top < maxTop())
        setFollowTail(false);
}

void LogView::requestGoToLine()
{
    if (!m_file || !m_file->isOpen())
        return;
    if (m_goToDialog) {
        m_goToDialog->raise();
        m_goToDialog->activateWindow();
        return;
    }
    auto* dialog = new QInputDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Go to Line"));
    const qint64 lines = std::max<qint64>(1, m_file->lineCount());
    dialog->setLabelText(m_file->isIndexing() ? tr("Line number (%L1 lines so far):").arg(lines)
                                              : tr("Line number (1–%L1):").arg(lines));
    dialog->setInputMode(QInputDialog::IntInput);
    const int max = int(std::min<qint64>(m_file->isIndexing() ? INT_MAX : lines, INT_MAX));
    dialog->setIntRange(1, max);
    dialog->setIntValue(int(std::min<qint64>(currentLine(), max)));
    connect(dialog, &QInputDialog::intValueSelected, this, [this](int value) {
        goToLine(value);
        setFocus();
    });
    m_goToDialog = dialog;
    dialog->open();
}

} // namespace pw
