// SPDX-License-Identifier: MIT
// LogView painting: lines laid out and cached, the gutter, match and selection highlights, the placeholder and
// the progress overlay; and the geometry of characters on screen.
#include "logview_p.h"

#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <climits>

namespace pw {

namespace {

    constexpr int MaxMatchesPerLine = 1000;
    constexpr int CacheLimit = 4096;

    QColor mix(const QColor& a, const QColor& b, qreal t)
    {
        return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
            float(a.greenF() + (b.greenF() - a.greenF()) * t), float(a.blueF() + (b.blueF() - a.blueF()) * t));
    }

    /// Text as painted: control characters (other than tab) become their visible "control picture" symbols,
    /// one for one, so columns stay the same.
    QString displayText(QString text)
    {
        for (QChar& c : text) {
            const char16_t u = c.unicode();
            if (u < 0x20 && u != u'\t')
                c = QChar(char16_t(0x2400 + u));
            else if (u == 0x7F)
                c = QChar(char16_t(0x2421));
        }
        return text;
    }

} // namespace

LogView::CachedLine* LogView::lineLayout(qint64 line) const
{
    const qint64 bytes = m_file->lineLength(line);
    auto it = m_cache.find(line);
    if (it != m_cache.end() && it->second->bytes == bytes)
        return it->second.get();
    if (m_cache.size() >= CacheLimit)
        m_cache.clear();
    auto cached = std::make_unique<CachedLine>();
    cached->text = m_file->lineText(line, &cached->truncated);
    cached->bytes = bytes;
    cached->layout.setText(displayText(cached->text));
    cached->layout.setFont(font());
    QTextOption option;
    option.setWrapMode(QTextOption::NoWrap);
    option.setTabStopDistance(8 * m_charWidth);
    cached->layout.setTextOption(option);
    cached->layout.setCacheEnabled(true);
    cached->layout.beginLayout();
    QTextLine textLine = cached->layout.createLine();
    if (textLine.isValid()) {
        textLine.setLineWidth(1e6);
        textLine.setPosition(QPointF(0, 0));
    }
    cached->layout.endLayout();
    cached->width = textLine.isValid() ? textLine.naturalTextWidth() : 0;
    m_widest = std::max(m_widest, int(cached->width) + 24 * m_charWidth);
    CachedLine* result = cached.get();
    m_cache[line] = std::move(cached);
    return result;
}

QRect LogView::cellRect(qint64 line, qsizetype column) const
{
    const qint64 l = line - 1;
    if (!m_file || l < m_top || l >= m_top + visibleLineCount() + 1 || l >= m_file->lineCount())
        return {};
    CachedLine* cached = lineLayout(l);
    const QTextLine tl = cached->layout.lineAt(0);
    const int c = int(std::clamp<qsizetype>(column, 0, cached->text.size()));
    const qreal x0 = tl.isValid() ? tl.cursorToX(c) : 0;
    const qreal x1 = tl.isValid() && c < cached->text.size() ? tl.cursorToX(c + 1) : x0 + m_charWidth;
    const int y = int(l - m_top) * m_lineHeight;
    return QRect(QPoint(textLeft() + int(x0), y), QPoint(textLeft() + int(x1) - 1, y + m_lineHeight - 1));
}

LogView::Pos LogView::posAt(const QPoint& point) const
{
    Pos pos;
    if (!m_file || m_file->lineCount() == 0)
        return pos;
    const qint64 lines = m_file->lineCount();
    const qint64 row = point.y() < 0 ? -1 - qint64(-point.y() / m_lineHeight) : qint64(point.y() / m_lineHeight);
    pos.line = std::clamp<qint64>(m_top + row, 0, lines - 1);
    CachedLine* cached = lineLayout(pos.line);
    const QTextLine tl = cached->layout.lineAt(0);
    if (!tl.isValid())
        return pos;
    const qreal x = std::max<qreal>(0, point.x() - textLeft());
    pos.column = tl.xToCursor(x, QTextLine::CursorBetweenCharacters);
    return pos;
}

void LogView::paintEvent(QPaintEvent* event)
{
    QPainter painter(viewport());
    const QPalette& pal = palette();
    const QRect area = viewport()->rect();
    painter.fillRect(event->rect(), pal.color(QPalette::Base));
    m_paintedLines.clear();
    m_paintedMatches.clear();

    if (!m_file || !m_file->isOpen()) {
        paintPlaceholder(painter, m_error.isEmpty() ? tr("No log open") : m_error);
        return;
    }
    const qint64 lines = m_file->lineCount();
    if (lines == 0 && !m_file->isIndexing()) {
        paintPlaceholder(painter, tr("The log is empty"));
        paintOverlay(painter);
        return;
    }

    const int gutter = gutterWidth();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const QColor highlight = pal.color(QPalette::Highlight);
    const QColor currentLineBg = mix(base, highlight, 0.12);
    const QColor matchBg = mix(base, highlight, 0.40);
    const QColor gutterBg = mix(base, pal.color(QPalette::Window), 0.6);
    const QColor gutterText = pal.color(QPalette::PlaceholderText);
    const QColor markerText = pal.color(QPalette::PlaceholderText);

    painter.fillRect(QRect(0, area.top(), gutter, area.height()), gutterBg);
    painter.setPen(mix(gutterBg, text, 0.25));
    painter.drawLine(gutter - 1, area.top(), gutter - 1, area.bottom());

    const Pos selFrom = std::min(m_anchor, m_cursor);
    const Pos selTo = std::max(m_anchor, m_cursor);
    const bool selection = hasSelection();
    const int left = textLeft();
    const QRect textClip(gutter, area.top(), std::max(0, area.width() - gutter), area.height());
    const int rows = area.height() / m_lineHeight + 1;

    QTextCharFormat matchFormat;
    matchFormat.setBackground(matchBg);
    QTextCharFormat selectionFormat;
    selectionFormat.setBackground(highlight);
    selectionFormat.setForeground(pal.color(QPalette::HighlightedText));

    for (int row = 0; row < rows; ++row) {
        const qint64 line = m_top + row;
        if (line >= lines)
            break;
        const int y = row * m_lineHeight;
        if (y > event->rect().bottom())
            break;
        CachedLine* cached = lineLayout(line);
        m_paintedLines.append(line);
        if (line == m_currentLine)
            painter.fillRect(QRect(0, y, area.width(), m_lineHeight), currentLineBg);

        painter.setClipping(false);
        painter.setPen(line == m_currentLine ? text : gutterText);
        painter.drawText(QRect(0, y, gutter - m_charWidth, m_lineHeight), Qt::AlignRight | Qt::AlignVCenter,
            QString::number(line + 1));

        QList<QTextLayout::FormatRange> formats;
        if (!m_search.isEmpty()) {
            qsizetype from = 0;
            for (int n = 0; n < MaxMatchesPerLine; ++n) {
                const qsizetype at = cached->text.indexOf(m_search, from, m_searchCs);
                if (at < 0)
                    break;
                formats.append({ int(at), int(m_search.size()), matchFormat });
                m_paintedMatches.append({ line + 1, at, m_search.size() });
                from = at + m_search.size();
            }
        }
        if (selection && line >= selFrom.line && line <= selTo.line) {
            const qsizetype start = line == selFrom.line ? selFrom.column : 0;
            const qsizetype end = line == selTo.line ? selTo.column : cached->text.size();
            if (end > start)
                formats.append({ int(start), int(end - start), selectionFormat });
        }
        painter.setClipRect(textClip);
        painter.setPen(text);
        cached->layout.draw(&painter, QPointF(left, y), formats);
        if (selection && line >= selFrom.line && line < selTo.line) {
            // the line break is part of the selection
            painter.fillRect(QRectF(left + cached->width, y, m_charWidth / 2.0, m_lineHeight), highlight);
        }
        if (cached->truncated) {
            const qint64 more = m_file->lineLength(line) - cached->text.toUtf8().size();
            QFont italic = font();
            italic.setItalic(true);
            painter.setFont(italic);
            painter.setPen(markerText);
            painter.drawText(QRectF(left + cached->width + m_charWidth, y, 1e6, m_lineHeight),
                Qt::AlignLeft | Qt::AlignVCenter,
                tr("… [line cut here: %n more byte(s)]", nullptr, int(std::min<qint64>(more, INT_MAX))));
            painter.setFont(font());
        }
    }
    painter.setClipping(false);
    paintOverlay(painter);
}

void LogView::paintPlaceholder(QPainter& painter, const QString& message)
{
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(viewport()->rect().adjusted(m_charWidth, m_lineHeight, -m_charWidth, -m_lineHeight),
        Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, message);
}

void LogView::paintOverlay(QPainter& painter)
{
    QString label;
    qreal fraction = 0;
    if (m_file && m_file->isIndexing()) {
        const qint64 total = std::max<qint64>(1, m_file->size());
        fraction = qreal(m_file->indexedBytes()) / qreal(total);
        label = tr("Indexing… %1%").arg(int(fraction * 100));
    } else if (m_file && m_file->isIndexingCancelled()) {
        const qint64 total = std::max<qint64>(1, m_file->size());
        fraction = qreal(m_file->indexedBytes()) / qreal(total);
        label = tr("Indexing stopped at %1% (%L2 lines)").arg(int(fraction * 100)).arg(m_file->lineCount());
    } else if (m_searching && m_searchTotal > 0) {
        fraction = qreal(m_searchDone) / qreal(m_searchTotal);
        label = tr("Searching… %1%").arg(int(fraction * 100));
    } else {
        return;
    }
    const QPalette& pal = palette();
    const QFontMetrics fm(font());
    const int w = fm.horizontalAdvance(label) + 2 * m_charWidth;
    const int h = m_lineHeight + 8;
    const QRect box(viewport()->width() - w - m_charWidth, viewport()->height() - h - m_lineHeight / 2, w, h);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(pal.color(QPalette::Mid));
    painter.setBrush(pal.color(QPalette::Window));
    painter.drawRoundedRect(box, 4, 4);
    painter.fillRect(
        QRect(box.left() + 3, box.bottom() - 4, int((box.width() - 6) * std::clamp<qreal>(fraction, 0, 1)), 2),
        pal.color(QPalette::Highlight));
    painter.setPen(pal.color(QPalette::WindowText));
    painter.drawText(box.adjusted(0, 0, 0, -3), Qt::AlignCenter, label);
}

QStringList LogView::visibleLines() const
{
    QStringList out;
    if (!m_file)
        return out;
    for (qint64 line : m_paintedLines)
        out.append(m_file->lineText(line));
    return out;
}

} // namespace pw
