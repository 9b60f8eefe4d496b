// SPDX-License-Identifier: MIT
#include "logview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileInfo>
#include <QFontDatabase>
#include <QInputDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QTextLayout>
#include <QTimer>

#include <algorithm>
#include <climits>

namespace pw {

namespace {

    constexpr qsizetype MaxCopyChars = qsizetype(32) << 20;
    constexpr int MaxMatchesPerLine = 1000;
    constexpr int CacheLimit = 4096;
    constexpr qint64 QuickRecountBytes = qint64(64) << 20;

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

    bool isWordChar(QChar c)
    {
        return c.isLetterOrNumber() || c == u'_';
    }

} // namespace

struct LogView::CachedLine {
    QString text; // as decoded, before display substitutions
    qint64 bytes = 0; // line length in bytes when laid out (a growing last line is laid out again)
    bool truncated = false;
    QTextLayout layout;
    qreal width = 0;
};

LogView::LogView(QWidget* parent)
    : QAbstractScrollArea(parent)
    , m_autoScrollTimer(new QTimer(this))
    , m_recountTimer(new QTimer(this))
{
    setAccessibleName(tr("Log"));
    setFocusPolicy(Qt::StrongFocus);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    viewport()->setCursor(Qt::IBeamCursor);
    viewport()->setAutoFillBackground(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    updateMetrics();

    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        if (m_syncingScrollBars)
            return;
        const qint64 top = value >= verticalScrollBar()->maximum() ? maxTop() : qint64(value) * m_vScale;
        m_top = std::clamp<qint64>(top, 0, maxTop());
        viewport()->update();
    });
    connect(verticalScrollBar(), &QScrollBar::actionTriggered, this, [this](int) {
        // the slider position already holds where the user is going
        const bool atBottom = verticalScrollBar()->sliderPosition() >= verticalScrollBar()->maximum();
        if (atBottom && maxTop() == 0)
            return; // everything fits: nothing to follow yet
        if (atBottom != m_follow)
            setFollowTail(atBottom);
    });
    connect(horizontalScrollBar(), &QScrollBar::valueChanged, viewport(), qOverload<>(&QWidget::update));

    m_autoScrollTimer->setInterval(50);
    connect(m_autoScrollTimer, &QTimer::timeout, this, &LogView::autoScrollStep);
    m_recountTimer->setSingleShot(true);
    connect(m_recountTimer, &QTimer::timeout, this, &LogView::recount);

    auto makeAction = [this](const QString& text, const QKeySequence& key, auto slot) {
        auto* action = new QAction(text, this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    m_copyAction = makeAction(tr("&Copy"), QKeySequence::Copy, [this] { copy(); });
    m_selectAllAction = makeAction(tr("Select &All"), QKeySequence::SelectAll, [this] { selectAll(); });
    m_goToLineAction
        = makeAction(tr("&Go to Line…"), QKeySequence(Qt::CTRL | Qt::Key_G), [this] { requestGoToLine(); });
    m_findNextAction = makeAction(tr("Find &Next"), QKeySequence::FindNext, [this] { findNext(); });
    m_findPreviousAction = makeAction(tr("Find &Previous"), QKeySequence::FindPrevious, [this] { findPrevious(); });
    QList<QKeySequence> findNextKeys = QKeySequence::keyBindings(QKeySequence::FindNext);
    findNextKeys.removeAll(m_goToLineAction->shortcut());
    m_findNextAction->setShortcuts(findNextKeys);
    m_followAction = makeAction(
        tr("&Follow Tail"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), [this](bool on) { setFollowTail(on); });
    m_followAction->setCheckable(true);
    m_followAction->setToolTip(tr("Keep the end of the log in view while it grows"));
}

LogView::~LogView()
{
    detach();
}

bool LogView::openFile(const QString& path)
{
    auto file = std::make_unique<LogFile>();
    const bool ok = file->open(path);
    detach();
    m_ownedFile = std::move(file);
    attach(m_ownedFile.get());
    if (!ok) {
        m_error = m_file->errorString();
        Q_EMIT errorOccurred(m_error);
    } else {
        Q_EMIT fileOpened(path);
    }
    return ok;
}

void LogView::setLogFile(LogFile* file)
{
    if (file == m_file)
        return;
    detach();
    if (file)
        attach(file);
}

void LogView::closeFile()
{
    detach();
    updateScrollBars();
    viewport()->update();
}

QString LogView::fileName() const
{
    return m_file ? m_file->fileName() : QString();
}

void LogView::attach(LogFile* file)
{
    m_file = file;
    m_error = file->isOpen() ? QString() : file->errorString();
    m_top = 0;
    m_currentLine = 0;
    m_anchor = m_cursor = {};
    m_widest = 0;
    m_cache.clear();
    m_pendingOffset = -1;
    m_pendingLine = -1;
    m_matchCount = m_matchLines = -1;
    setAccessibleDescription(file->fileName());

    connect(file, &LogFile::lineCountChanged, this, &LogView::onLineCountChanged);
    connect(file, &LogFile::indexingProgress, this, [this](qint64 done, qint64 total) {
        Q_EMIT indexingProgress(done, total);
        viewport()->update();
    });
    connect(file, &LogFile::indexingFinished, this, [this] {
        applyPending();
        updateScrollBars();
        viewport()->update();
        Q_EMIT indexingFinished();
    });
    connect(file, &LogFile::indexingCancelled, this, [this] {
        updateScrollBars();
        viewport()->update();
    });
    connect(file, &LogFile::grown, this, [this] {
        if (!m_search.isEmpty())
            m_recountTimer->start(m_file->size() <= QuickRecountBytes ? 300 : 5000);
        viewport()->update();
    });
    connect(file, &LogFile::reset, this, &LogView::onFileReset);
    connect(file, &LogFile::errorOccurred, this, [this](const QString& message) {
        m_error = message;
        viewport()->update();
        Q_EMIT errorOccurred(message);
    });
    connect(file, &LogFile::findFinished, this, &LogView::onFindFinished);
    connect(file, &LogFile::findAllFinished, this, &LogView::onFindAllFinished);
    connect(file, &LogFile::searchProgress, this, [this](quint64 id, qint64 done, qint64 total) {
        if (id != m_findId && id != m_countId)
            return;
        m_searchDone = done;
        m_searchTotal = total;
        viewport()->update();
    });

    if (!m_search.isEmpty())
        recount();
    updateScrollBars();
    if (m_follow)
        scrollToBottom();
    viewport()->update();
    Q_EMIT lineCountChanged(file->lineCount());
}

void LogView::detach()
{
    if (m_file) {
        disconnect(m_file, nullptr, this, nullptr);
        if (m_findId || m_countId) {
            m_file->cancelSearch(m_findId);
            m_file->cancelSearch(m_countId);
        }
    }
    m_findId = m_countId = 0;
    m_searching = false;
    m_recountTimer->stop();
    m_file.clear();
    m_ownedFile.reset();
    m_cache.clear();
    m_paintedLines.clear();
    m_paintedMatches.clear();
    m_top = 0;
    m_currentLine = 0;
    m_anchor = m_cursor = {};
    m_error.clear();
}

// ---------------------------------------------------------------------------------------------------------
// Geometry

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

void LogView::changeEvent(QEvent* event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateMetrics();
        updateScrollBars();
        viewport()->update();
    } else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        viewport()->update();
    }
}

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

// ---------------------------------------------------------------------------------------------------------
// Painting

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

// ---------------------------------------------------------------------------------------------------------
// Navigation

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

void LogView::setCurrentLine(qint64 line)
{
    if (line == m_currentLine)
        return;
    m_currentLine = line;
    viewport()->update();
    Q_EMIT currentLineChanged(line + 1);
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

void LogView::scrollToTop()
{
    setTop(0);
}

void LogView::scrollToBottom()
{
    setTop(maxTop());
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

// ---------------------------------------------------------------------------------------------------------
// Keyboard and mouse

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

void LogView::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu menu(this);
    menu.addAction(m_copyAction);
    menu.addAction(m_selectAllAction);
    menu.addSeparator();
    menu.addAction(m_goToLineAction);
    menu.addAction(m_followAction);
    if (m_file && m_file->isIndexing()) {
        menu.addSeparator();
        menu.addAction(tr("&Stop Indexing"), this, [this] {
            if (m_file)
                m_file->cancelIndexing();
        });
    } else if (m_file && m_file->isIndexingCancelled()) {
        menu.addSeparator();
        menu.addAction(tr("&Resume Indexing"), this, [this] {
            if (m_file)
                m_file->resumeIndexing();
        });
    }
    menu.exec(event->globalPos());
}

// ---------------------------------------------------------------------------------------------------------
// Selection

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

// ---------------------------------------------------------------------------------------------------------
// Search

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
