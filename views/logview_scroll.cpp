// SPDX-License-Identifier: MIT
// LogView geometry and scrolling: font metrics, the gutter, scroll bars over any number of lines, keeping a
// line or column in view.
#include "logview_p.h"

#include <QScrollBar>

#include <algorithm>
#include <climits>

namespace pw {

void LogView::updateMetrics()
{
    const QFontMetrics fm(font());
    m_lineHeight = std::max(1, fm.lineSpacing());
    m_charWidth = std::max(1, fm.horizontalAdvance(QLatin1Char('m')));
    m_digitWidth = std::max(1, fm.horizontalAdvance(QLatin1Char('9')));
    m_cache.clear();
    m_widest = 0;
    verticalScrollBar()->setSingleStep(1);
    horizontalScrollBar()->setSingleStep(m_charWidth * 2);
}

int LogView::visibleLineCount() const
{
    return std::max(1, viewport()->height() / m_lineHeight);
}

qint64 LogView::maxTop() const
{
    const qint64 lines = m_file ? m_file->lineCount() : 0;
    return std::max<qint64>(0, lines - visibleLineCount());
}

int LogView::gutterWidth() const
{
    const qint64 lines = m_file ? std::max(m_file->estimatedLineCount(), m_file->lineCount()) : 0;
    int digits = 1;
    for (qint64 n = std::max<qint64>(lines, 1); n >= 10; n /= 10)
        ++digits;
    digits = std::max(digits, 3);
    return digits * m_digitWidth + 2 * m_charWidth;
}

int LogView::textLeft() const
{
    return gutterWidth() + m_charWidth / 2 - horizontalScrollBar()->value();
}

void LogView::updateScrollBars()
{
    m_syncingScrollBars = true;
    QScrollBar* v = verticalScrollBar();
    const qint64 top = maxTop();
    m_vScale = top > INT_MAX / 2 ? top / (INT_MAX / 2) + 1 : 1;
    v->setRange(0, int(top / m_vScale));
    v->setPageStep(visibleLineCount());
    m_top = std::clamp<qint64>(m_top, 0, top);
    v->setValue(m_top >= top ? v->maximum() : int(m_top / m_vScale));

    QScrollBar* h = horizontalScrollBar();
    const int textWidth = std::max(0, viewport()->width() - gutterWidth() - m_charWidth);
    const qint64 longest = m_file ? std::min(m_file->maxLineLength(), LogFile::MaxLineBytes) : 0;
    const qint64 estimate = std::max<qint64>(m_widest, longest * m_charWidth + 20 * m_charWidth);
    const int content = int(std::min<qint64>(estimate, INT_MAX / 2));
    h->setRange(0, std::max(0, content - textWidth));
    h->setPageStep(std::max(1, textWidth));
    m_syncingScrollBars = false;
}

void LogView::setTop(qint64 top)
{
    m_top = std::clamp<qint64>(top, 0, maxTop());
    updateScrollBars();
    viewport()->update();
}

void LogView::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
    if (m_follow)
        scrollToBottom();
}

void LogView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void LogView::ensureLineVisible(qint64 line, bool center)
{
    const int rows = visibleLineCount();
    if (line >= m_top && line < m_top + rows)
        return;
    if (center)
        setTop(line - rows / 2);
    else if (line < m_top)
        setTop(line);
    else
        setTop(line - rows + 1);
}

void LogView::ensureColumnVisible(qint64 line, qsizetype column)
{
    if (!m_file || line < 0 || line >= m_file->lineCount())
        return;
    CachedLine* cached = lineLayout(line);
    const QTextLine tl = cached->layout.lineAt(0);
    if (!tl.isValid())
        return;
    const int x = int(tl.cursorToX(int(std::min(column, cached->text.size()))));
    const int textWidth = std::max(1, viewport()->width() - gutterWidth() - m_charWidth);
    QScrollBar* h = horizontalScrollBar();
    if (x < h->value())
        h->setValue(std::max(0, x - textWidth / 4));
    else if (x > h->value() + textWidth - m_charWidth) {
        if (x - textWidth / 2 > h->maximum())
            h->setMaximum(x); // longer than estimated
        h->setValue(x - textWidth / 2);
    }
}

void LogView::scrollToTop()
{
    setTop(0);
}

void LogView::scrollToBottom()
{
    setTop(maxTop());
}

} // namespace pw
