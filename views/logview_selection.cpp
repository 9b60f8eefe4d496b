// SPDX-License-Identifier: MIT
// LogView selection: with the mouse (drag, shift-click, gutter click, double-click on a word, scrolling while
// dragging) and from code, the selected text and copying it.
#include "logview_p.h"

#include <QApplication>
#include <QClipboard>
#include <QMouseEvent>
#include <QTimer>

#include <algorithm>

namespace pw {

namespace {

    constexpr qsizetype MaxCopyChars = qsizetype(32) << 20;

    bool isWordChar(QChar c)
    {
        return c.isLetterOrNumber() || c == u'_';
    }

} // namespace

void LogView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_file || m_file->lineCount() == 0) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    const Pos pos = posAt(event->position().toPoint());
    if (event->position().x() < gutterWidth()) {
        // a click in the gutter selects the whole line
        const qsizetype length = lineLayout(pos.line)->text.size();
        setCursorAndAnchor({ pos.line, 0 }, { pos.line, length });
    } else if (event->modifiers() & Qt::ShiftModifier) {
        setCursorAndAnchor(m_anchor, pos);
    } else {
        setCursorAndAnchor(pos, pos);
    }
    setCurrentLine(pos.line);
    m_selecting = true;
    m_lastMousePos = event->position().toPoint();
    event->accept();
}

void LogView::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_selecting || !(event->buttons() & Qt::LeftButton)) {
        QAbstractScrollArea::mouseMoveEvent(event);
        return;
    }
    m_lastMousePos = event->position().toPoint();
    setCursorAndAnchor(m_anchor, posAt(m_lastMousePos));
    const bool outside = m_lastMousePos.y() < 0 || m_lastMousePos.y() >= viewport()->height();
    if (outside && !m_autoScrollTimer->isActive())
        m_autoScrollTimer->start();
    else if (!outside)
        m_autoScrollTimer->stop();
    event->accept();
}

void LogView::autoScrollStep()
{
    if (!m_selecting) {
        m_autoScrollTimer->stop();
        return;
    }
    const int y = m_lastMousePos.y();
    const int h = viewport()->height();
    const int step = 1 + (y < 0 ? -y : y - h) / m_lineHeight;
    if (y < 0)
        setTop(m_top - step);
    else if (y >= h)
        setTop(m_top + step);
    setCursorAndAnchor(m_anchor, posAt(m_lastMousePos));
}

void LogView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && m_selecting) {
        m_selecting = false;
        m_autoScrollTimer->stop();
        if (hasSelection() && QApplication::clipboard()->supportsSelection())
            QApplication::clipboard()->setText(selectedText(), QClipboard::Selection);
        event->accept();
        return;
    }
    QAbstractScrollArea::mouseReleaseEvent(event);
}

void LogView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_file || m_file->lineCount() == 0) {
        QAbstractScrollArea::mouseDoubleClickEvent(event);
        return;
    }
    const Pos pos = posAt(event->position().toPoint());
    const QString& text = lineLayout(pos.line)->text;
    qsizetype from = std::min(pos.column, text.size());
    qsizetype to = from;
    if (from < text.size() && isWordChar(text.at(from))) {
        while (from > 0 && isWordChar(text.at(from - 1)))
            --from;
        while (to < text.size() && isWordChar(text.at(to)))
            ++to;
    } else if (from > 0 && isWordChar(text.at(from - 1))) {
        while (from > 0 && isWordChar(text.at(from - 1)))
            --from;
    } else if (to < text.size()) {
        ++to;
    }
    setCursorAndAnchor({ pos.line, from }, { pos.line, to });
    m_selecting = false;
    event->accept();
}

bool LogView::hasSelection() const
{
    return !(m_anchor == m_cursor);
}

void LogView::setCursorAndAnchor(const Pos& anchor, const Pos& cursor)
{
    if (anchor == m_anchor && cursor == m_cursor)
        return;
    m_anchor = anchor;
    m_cursor = cursor;
    viewport()->update();
    Q_EMIT selectionChanged();
}

void LogView::setSelection(qint64 fromLine, qsizetype fromColumn, qint64 toLine, qsizetype toColumn)
{
    if (!m_file || m_file->lineCount() == 0)
        return;
    const qint64 last = m_file->lineCount() - 1;
    const Pos a { std::clamp<qint64>(fromLine - 1, 0, last), std::max<qsizetype>(0, fromColumn) };
    const Pos c { std::clamp<qint64>(toLine - 1, 0, last), std::max<qsizetype>(0, toColumn) };
    setCursorAndAnchor(a, c);
    setCurrentLine(c.line);
    ensureLineVisible(c.line, false);
}

void LogView::selectAll()
{
    if (!m_file || m_file->lineCount() == 0)
        return;
    const qint64 last = m_file->lineCount() - 1;
    setCursorAndAnchor({ 0, 0 }, { last, m_file->lineText(last).size() });
}

void LogView::clearSelection()
{
    setCursorAndAnchor(m_cursor, m_cursor);
}

QString LogView::selectedText(bool* truncated) const
{
    if (truncated)
        *truncated = false;
    if (!m_file || !hasSelection())
        return {};
    const Pos from = std::min(m_anchor, m_cursor);
    const Pos to = std::max(m_anchor, m_cursor);
    QString out;
    for (qint64 line = from.line; line <= to.line && line < m_file->lineCount(); ++line) {
        const QString text = m_file->lineText(line);
        const qsizetype start = line == from.line ? std::min(from.column, text.size()) : 0;
        const qsizetype end = line == to.line ? std::min(to.column, text.size()) : text.size();
        out += QStringView(text).mid(start, std::max<qsizetype>(0, end - start));
        if (line < to.line)
            out += QLatin1Char('\n');
        if (out.size() > MaxCopyChars) {
            out.truncate(MaxCopyChars);
            if (truncated)
                *truncated = true;
            break;
        }
    }
    return out;
}

void LogView::copy()
{
    if (!m_file || m_file->lineCount() == 0)
        return;
    bool truncated = false;
    const QString text = hasSelection() ? selectedText(&truncated) : m_file->lineText(m_currentLine);
    QApplication::clipboard()->setText(text);
    if (truncated)
        Q_EMIT errorOccurred(tr("Only the first %L1 characters of the selection were copied.").arg(MaxCopyChars));
}

} // namespace pw
