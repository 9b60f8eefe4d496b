// SPDX-License-Identifier: MIT
// LogView search: the highlighted text, counting its matches, finding the next or previous one and selecting
// it.
#include "logview_p.h"

#include <QTimer>

#include <algorithm>

namespace pw {

void LogView::setSearch(const QString& text, bool caseSensitive)
{
    const Qt::CaseSensitivity cs = caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
    if (text == m_search && cs == m_searchCs)
        return;
    m_search = text;
    m_searchCs = cs;
    recount();
    viewport()->update();
}

void LogView::recount()
{
    m_recountTimer->stop();
    if (!m_file)
        return;
    if (m_countId)
        m_file->cancelSearch(m_countId);
    m_countId = 0;
    m_matchCount = m_matchLines = -1;
    if (m_search.isEmpty()) {
        Q_EMIT matchCountChanged(0, 0, true);
        return;
    }
    m_countId = m_file->startFindAll(m_search, m_searchCs, 0);
    Q_EMIT matchCountChanged(-1, -1, false);
}

void LogView::findNext()
{
    startFind(false);
}

void LogView::findPrevious()
{
    startFind(true);
}

qint64 LogView::byteOffsetOf(const Pos& pos) const
{
    const qint64 start = m_file->lineOffset(pos.line);
    if (start < 0)
        return 0;
    const QString text = m_file->lineText(pos.line);
    return start + QStringView(text).left(std::min(pos.column, text.size())).toUtf8().size();
}

void LogView::startFind(bool backward)
{
    if (!m_file || !m_file->isOpen() || m_search.isEmpty())
        return;
    if (m_findId)
        m_file->cancelSearch(m_findId);
    const Pos from = hasSelection() ? std::min(m_anchor, m_cursor)
                                    : Pos { m_currentLine, m_cursor.line == m_currentLine ? m_cursor.column : 0 };
    qint64 offset = m_file->lineCount() > 0 ? byteOffsetOf(from) : 0;
    if (!backward && hasSelection())
        offset += 1; // past the start of the current match
    m_findId = m_file->startFind(m_search, m_searchCs, offset, backward, true);
    m_searching = true;
    m_searchDone = 0;
    m_searchTotal = 0;
}

void LogView::onFindFinished(const LogFile::SearchResult& result)
{
    if (result.id != m_findId)
        return;
    m_findId = 0;
    m_searching = false;
    viewport()->update();
    if (!result.error.isEmpty())
        Q_EMIT errorOccurred(result.error);
    if (result.cancelled)
        return;
    if (result.found)
        selectMatch(result.match.offset, result.match.length);
    Q_EMIT findResult(result.found, result.wrapped);
}

void LogView::onFindAllFinished(const LogFile::SearchResult& result)
{
    if (result.id != m_countId)
        return;
    m_countId = 0;
    if (result.cancelled)
        return;
    m_matchCount = result.matches;
    m_matchLines = result.matchingLines;
    Q_EMIT matchCountChanged(m_matchCount, m_matchLines, true);
}

bool LogView::selectMatch(qint64 offset, qint64 length)
{
    const qint64 line = m_file->lineAt(offset);
    if (line < 0) {
        // beyond the index so far: select it once the index gets there
        m_pendingOffset = offset;
        m_pendingLength = length;
        return false;
    }
    const qint64 start = m_file->lineOffset(line);
    const QByteArray bytes = m_file->lineBytes(line);
    const qint64 rel = std::min<qint64>(offset - start, bytes.size());
    const qsizetype column = QString::fromUtf8(bytes.left(rel)).size();
    const qint64 relEnd = std::min<qint64>(rel + length, bytes.size());
    const qsizetype endColumn = column + QString::fromUtf8(bytes.mid(rel, relEnd - rel)).size();
    setCursorAndAnchor({ line, column }, { line, endColumn });
    setCurrentLine(line);
    ensureLineVisible(line, true);
    ensureColumnVisible(line, endColumn);
    ensureColumnVisible(line, column);
    if (m_follow && m_top < maxTop())
        setFollowTail(false);
    return true;
}

} // namespace pw
