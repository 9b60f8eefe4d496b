// SPDX-License-Identifier: MIT
// LogView following its file: tail mode, lines added by indexing or growth, a file reset, and targets selected
// once the index reaches them.
#include "logview_p.h"

#include <QAction>

namespace pw {

void LogView::followFromUserScroll()
{
    const bool atBottom = m_top >= maxTop();
    if (atBottom && maxTop() == 0)
        return; // everything fits: nothing to follow yet
    if (atBottom != m_follow)
        setFollowTail(atBottom);
}

void LogView::setFollowTail(bool on)
{
    if (m_followAction->isChecked() != on)
        m_followAction->setChecked(on);
    if (on == m_follow)
        return;
    m_follow = on;
    if (on)
        scrollToBottom();
    Q_EMIT followTailChanged(on);
}

void LogView::onLineCountChanged(qint64 lines)
{
    applyPending();
    updateScrollBars();
    if (m_follow)
        scrollToBottom();
    viewport()->update();
    Q_EMIT lineCountChanged(lines);
}

void LogView::onFileReset()
{
    m_cache.clear();
    m_widest = 0;
    m_anchor = m_cursor = {};
    m_currentLine = 0;
    m_pendingOffset = -1;
    m_pendingLine = -1;
    m_top = 0;
    updateScrollBars();
    if (m_follow)
        scrollToBottom();
    if (!m_search.isEmpty())
        recount();
    viewport()->update();
    Q_EMIT selectionChanged();
    Q_EMIT fileReset();
}

void LogView::applyPending()
{
    if (!m_file)
        return;
    if (m_pendingOffset >= 0 && m_file->lineAt(m_pendingOffset) >= 0) {
        const qint64 offset = m_pendingOffset;
        m_pendingOffset = -1;
        selectMatch(offset, m_pendingLength);
    }
    if (m_pendingLine >= 0 && (m_pendingLine < m_file->lineCount() || !m_file->isIndexing()))
        goToLine(m_pendingLine + 1);
}

} // namespace pw
