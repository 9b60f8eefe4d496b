// SPDX-License-Identifier: MIT
#include "yamleditor.h"
#include "yamlhighlighter.h"

#include <QAction>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>
#include <QToolTip>

namespace pw {

namespace {

constexpr int IndentWidth = 2;
constexpr int MarkerWidth = 12;

QColor blend(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t, a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}

// character index in `line` of a 1-based UTF-8 byte column
int charColumn(const QString& line, int byteColumn)
{
    if (byteColumn <= 1)
        return 0;
    const QByteArray utf8 = line.toUtf8();
    if (utf8.size() == line.size()) // plain ASCII
        return qMin(byteColumn - 1, int(line.size()));
    return int(QString::fromUtf8(utf8.left(qMin(byteColumn - 1, int(utf8.size())))).size());
}

int leadingSpaces(const QString& s)
{
    int i = 0;
    while (i < s.size() && s[i] == QLatin1Char(' '))
        ++i;
    return i;
}

int severityRank(Severity s)
{
    return s == Severity::Error ? 0 : s == Severity::Warning ? 1 : 2;
}

} // namespace

class LineNumberArea : public QWidget
{
public:
    explicit LineNumberArea(YamlEditor* editor)
        : QWidget(editor)
        , m_editor(editor)
    {
        setMouseTracking(true);
    }
    QSize sizeHint() const override { return QSize(m_editor->lineNumberAreaWidth(), 0); }

protected:
    void paintEvent(QPaintEvent* event) override { m_editor->paintLineNumberArea(event); }
    bool event(QEvent* event) override
    {
        if (event->type() == QEvent::ToolTip) {
            auto* help = static_cast<QHelpEvent*>(event);
            if (!m_editor->lineNumberAreaToolTip(help->pos(), help->globalPos())) {
                QToolTip::hideText();
                event->ignore();
            }
            return true;
        }
        return QWidget::event(event);
    }
    void mousePressEvent(QMouseEvent* event) override
    {
        // clicking a line number puts the cursor on that line
        QTextCursor c = m_editor->cursorForPosition(QPoint(0, int(event->position().y())));
        c.movePosition(QTextCursor::StartOfBlock);
        m_editor->setTextCursor(c);
        m_editor->setFocus();
    }

private:
    YamlEditor* m_editor;
};

YamlEditor::YamlEditor(QWidget* parent)
    : QPlainTextEdit(parent)
    , m_lineNumberArea(new LineNumberArea(this))
    , m_highlighter(new YamlHighlighter(document()))
{
    setObjectName(QStringLiteral("yamlEditor"));
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (font.pointSizeF() > 0 && font.pointSizeF() < 10)
        font.setPointSizeF(10);
    setFont(font);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * IndentWidth);
    setCenterOnScroll(false);

    connect(document(), &QTextDocument::contentsChange, this, [this](int, int removed, int added) {
        if (!m_restyling && (removed || added))
            Q_EMIT textEdited();
    });
    connect(this, &QPlainTextEdit::blockCountChanged, this, &YamlEditor::updateLineNumberAreaWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &YamlEditor::updateLineNumberArea);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &YamlEditor::updateExtraSelections);
    connect(this, &QPlainTextEdit::cursorPositionChanged, m_lineNumberArea, qOverload<>(&QWidget::update));

    updateLineNumberAreaWidth();
    applyPalette();
}

YamlEditor::~YamlEditor() = default;

int YamlEditor::lineNumberAreaWidth() const
{
    int digits = 1;
    for (int max = qMax(1, blockCount()); max >= 10; max /= 10)
        ++digits;
    digits = qMax(digits, 3);
    return MarkerWidth + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits + 10;
}

void YamlEditor::updateLineNumberAreaWidth()
{
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
}

void YamlEditor::updateLineNumberArea(const QRect& rect, int dy)
{
    if (dy)
        m_lineNumberArea->scroll(0, dy);
    else
        m_lineNumberArea->update(0, rect.y(), m_lineNumberArea->width(), rect.height());
    if (rect.contains(viewport()->rect()))
        updateLineNumberAreaWidth();
}

void YamlEditor::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_lineNumberArea->setGeometry(QRect(cr.left(), cr.top(), lineNumberAreaWidth(), cr.height()));
}

QColor YamlEditor::severityColor(Severity s) const
{
    switch (s) {
    case Severity::Error:
        return m_dark ? QColor(0xf1, 0x4c, 0x4c) : QColor(0xd7, 0x1a, 0x1a);
    case Severity::Warning:
        return m_dark ? QColor(0xcc, 0xa7, 0x00) : QColor(0xc2, 0x7c, 0x00);
    case Severity::Info:
        break;
    }
    return m_dark ? QColor(0x37, 0x94, 0xff) : QColor(0x1a, 0x73, 0xd9);
}

void YamlEditor::paintLineNumberArea(QPaintEvent* event)
{
    QPainter painter(m_lineNumberArea);
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    painter.fillRect(event->rect(), blend(base, text, m_dark ? 0.05 : 0.035));
    painter.setPen(blend(base, text, 0.12));
    painter.drawLine(m_lineNumberArea->width() - 1, event->rect().top(), m_lineNumberArea->width() - 1,
                     event->rect().bottom());

    QHash<int, Severity> worst; // block number -> worst severity
    for (const Underline& u : std::as_const(m_underlines)) {
        const int block = u.cursor.block().blockNumber();
        const Severity s = m_diagnostics[u.diagnostic].severity;
        auto it = worst.find(block);
        if (it == worst.end() || severityRank(s) < severityRank(*it))
            worst.insert(block, s);
    }

    QTextBlock block = firstVisibleBlock();
    int blockNumber = block.blockNumber();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    int bottom = top + qRound(blockBoundingRect(block).height());
    const int current = textCursor().blockNumber();
    const int lineHeight = fontMetrics().height();
    const QColor numberColor = blend(base, text, 0.45);
    QFont normalFont = font();
    QFont currentFont = font();
    currentFont.setBold(true);
    while (block.isValid() && top <= event->rect().bottom()) {
        if (block.isVisible() && bottom >= event->rect().top()) {
            const bool isCurrent = blockNumber == current;
            painter.setFont(isCurrent ? currentFont : normalFont);
            painter.setPen(isCurrent ? text : numberColor);
            painter.drawText(0, top, m_lineNumberArea->width() - 6, lineHeight, Qt::AlignRight | Qt::AlignVCenter,
                             QString::number(blockNumber + 1));
            auto it = worst.constFind(blockNumber);
            if (it != worst.cend()) {
                painter.save();
                painter.setRenderHint(QPainter::Antialiasing);
                painter.setPen(Qt::NoPen);
                painter.setBrush(severityColor(*it));
                const qreal r = qMin(4.0, lineHeight / 4.0);
                painter.drawEllipse(QPointF(MarkerWidth / 2.0, top + lineHeight / 2.0), r, r);
                painter.restore();
            }
        }
        block = block.next();
        top = bottom;
        bottom = top + qRound(blockBoundingRect(block).height());
        ++blockNumber;
    }
}

bool YamlEditor::lineNumberAreaToolTip(const QPoint& pos, const QPoint& globalPos)
{
    const QTextCursor c = cursorForPosition(QPoint(0, pos.y()));
    const Diagnostics list = diagnosticsAt(c.blockNumber() + 1, 0);
    if (list.isEmpty())
        return false;
    QToolTip::showText(globalPos, toolTipFor(list), m_lineNumberArea);
    return true;
}

void YamlEditor::setDiagnostics(const Diagnostics& diagnostics)
{
    m_diagnostics = diagnostics;
    rebuildUnderlines();
    updateExtraSelections();
    m_lineNumberArea->update();
}

void YamlEditor::rebuildUnderlines()
{
    m_underlines.clear();
    QTextDocument* doc = document();
    for (int i = 0; i < m_diagnostics.size(); ++i) {
        const Diagnostic& d = m_diagnostics[i];
        if (d.line <= 0 || d.line > doc->blockCount())
            continue;
        const QTextBlock block = doc->findBlockByNumber(d.line - 1);
        const QString text = block.text();
        const int len = int(text.size());
        int start = 0;
        int end = 0;
        if (d.col <= 0) {
            start = leadingSpaces(text);
            end = len;
            while (end > start && text[end - 1].isSpace())
                --end;
        } else {
            start = qMin(charColumn(text, d.col), len);
            end = start;
            if (start < len && (text[start] == QLatin1Char('"') || text[start] == QLatin1Char('\''))) {
                const int close = int(text.indexOf(text[start], start + 1));
                end = close < 0 ? len : close + 1;
            } else if (QStringView(text).mid(start).startsWith(QLatin1String("${{"))) {
                const int close = int(text.indexOf(QLatin1String("}}"), start));
                end = close < 0 ? len : close + 2;
            } else {
                while (end < len && !text[end].isSpace())
                    ++end;
            }
            if (end - start == 1 && !text[start].isLetterOrNumber()) {
                // a lone ':' or bracket is hard to see: take in the word right before it
                while (start > 0 && !text[start - 1].isSpace())
                    --start;
            }
            if (end == start) {
                if (start < len) {
                    end = start + 1;
                } else if (len > 0) {
                    // past the end of the line (e.g. a missing value): mark the last character
                    start = len - 1;
                    end = len;
                }
            }
        }
        QTextCursor c(doc);
        c.setPosition(block.position() + start);
        c.setPosition(block.position() + end, QTextCursor::KeepAnchor);
        m_underlines.append(Underline{c, int(i)});
    }
}

Diagnostics YamlEditor::diagnosticsAt(int line, int charColumn) const
{
    Diagnostics out;
    for (const Underline& u : m_underlines) {
        if (u.cursor.block().blockNumber() != line - 1)
            continue;
        if (charColumn > 0) {
            const int pos = u.cursor.block().position() + charColumn - 1;
            if (pos < u.cursor.selectionStart() || pos > u.cursor.selectionEnd())
                continue;
        }
        out.append(m_diagnostics[u.diagnostic]);
    }
    return out;
}

QString YamlEditor::toolTipFor(const Diagnostics& list) const
{
    QStringList parts;
    for (const Diagnostic& d : list) {
        QString severity;
        switch (d.severity) {
        case Severity::Error:
            severity = tr("Error");
            break;
        case Severity::Warning:
            severity = tr("Warning");
            break;
        case Severity::Info:
            severity = tr("Info");
            break;
        }
        QString part = QStringLiteral("<b style=\"color:%1\">%2</b> %3")
                           .arg(severityColor(d.severity).name(), severity.toHtmlEscaped(),
                                d.message.toHtmlEscaped());
        if (!d.ruleId.isEmpty())
            part += QStringLiteral(" <span style=\"color:gray\">[%1]</span>").arg(d.ruleId.toHtmlEscaped());
        parts << part;
    }
    return QStringLiteral("<p style=\"white-space:pre-wrap\">%1</p>").arg(parts.join(QStringLiteral("<br/>")));
}

void YamlEditor::updateExtraSelections()
{
    QList<QTextEdit::ExtraSelection> selections;
    QTextEdit::ExtraSelection line;
    line.format.setBackground(m_currentLineColor);
    line.format.setProperty(QTextFormat::FullWidthSelection, true);
    line.cursor = textCursor();
    line.cursor.clearSelection();
    selections.append(line);
    // errors last so they are painted over warnings on the same text
    QList<Underline> ordered = m_underlines;
    std::stable_sort(ordered.begin(), ordered.end(), [this](const Underline& a, const Underline& b) {
        return severityRank(m_diagnostics[a.diagnostic].severity) > severityRank(m_diagnostics[b.diagnostic].severity);
    });
    for (const Underline& u : std::as_const(ordered)) {
        if (!u.cursor.hasSelection())
            continue;
        QTextEdit::ExtraSelection s;
        s.cursor = u.cursor;
        s.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        s.format.setUnderlineColor(severityColor(m_diagnostics[u.diagnostic].severity));
        selections.append(s);
    }
    setExtraSelections(selections);
}

void YamlEditor::applyPalette()
{
    m_dark = YamlHighlighter::isDark(palette());
    m_restyling = true;
    m_highlighter->setDarkTheme(m_dark);
    m_restyling = false;
    const QColor base = palette().color(QPalette::Base);
    m_currentLineColor = blend(base, palette().color(QPalette::Highlight), m_dark ? 0.16 : 0.07);
    updateExtraSelections();
    m_lineNumberArea->update();
}

void YamlEditor::changeEvent(QEvent* event)
{
    QPlainTextEdit::changeEvent(event);
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::StyleChange:
        applyPalette();
        break;
    case QEvent::FontChange:
        setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * IndentWidth);
        updateLineNumberAreaWidth();
        break;
    default:
        break;
    }
}

bool YamlEditor::event(QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride && m_undoAction) {
        auto* ke = static_cast<QKeyEvent*>(event);
        // let the window's undo/redo actions (the document's history) have these keys
        if (ke->matches(QKeySequence::Undo) || ke->matches(QKeySequence::Redo)) {
            event->ignore();
            return false;
        }
    }
    return QPlainTextEdit::event(event);
}

bool YamlEditor::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QTextCursor c = cursorForPosition(help->pos());
        const QRect r = cursorRect(c);
        Diagnostics list;
        // only when the mouse is over text, not in the empty area right of a short line
        if (help->pos().x() <= r.right() + fontMetrics().horizontalAdvance(QLatin1Char('M'))) {
            const int pos = c.position();
            for (const Underline& u : std::as_const(m_underlines))
                if (u.cursor.hasSelection() && pos >= u.cursor.selectionStart() && pos <= u.cursor.selectionEnd())
                    list.append(m_diagnostics[u.diagnostic]);
        }
        if (list.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), toolTipFor(list), viewport());
        }
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void YamlEditor::keyPressEvent(QKeyEvent* event)
{
    if (m_undoAction && event->matches(QKeySequence::Undo)) {
        if (m_undoAction->isEnabled())
            m_undoAction->trigger();
        event->accept();
        return;
    }
    if (m_redoAction && event->matches(QKeySequence::Redo)) {
        if (m_redoAction->isEnabled())
            m_redoAction->trigger();
        event->accept();
        return;
    }
    const auto mods = event->modifiers() & ~Qt::KeypadModifier;
    if (isReadOnly()) {
        QPlainTextEdit::keyPressEvent(event);
        return;
    }
    if (event->key() == Qt::Key_Tab && mods == Qt::NoModifier) {
        QTextCursor c = textCursor();
        if (c.hasSelection() && document()->findBlock(c.selectionStart()) != document()->findBlock(c.selectionEnd())) {
            indentSelection(false);
        } else {
            const int col = c.positionInBlock() - (c.position() - c.selectionStart());
            c.insertText(QString(IndentWidth - (qMax(0, col) % IndentWidth), QLatin1Char(' ')));
            setTextCursor(c);
        }
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Backtab) {
        indentSelection(true);
        event->accept();
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        && (mods == Qt::NoModifier || mods == Qt::ShiftModifier)) {
        // keep the indentation; one level deeper after "key:" and inside "- key: value" items
        QTextCursor c = textCursor();
        const QString before = c.block().text().left(c.positionInBlock());
        int indent = leadingSpaces(before);
        QString rest = before.mid(indent);
        while (rest.startsWith(QLatin1String("- "))) {
            const QString item = rest.mid(2);
            if (!item.contains(QLatin1String(": ")) && !item.trimmed().endsWith(QLatin1Char(':')))
                break;
            indent += 2;
            rest = item;
            const int extra = leadingSpaces(rest);
            indent += extra;
            rest = rest.mid(extra);
        }
        QString trimmed = rest.trimmed();
        const int hash = int(trimmed.indexOf(QLatin1String(" #")));
        if (hash >= 0)
            trimmed = trimmed.left(hash).trimmed();
        if (trimmed.endsWith(QLatin1Char(':')) || trimmed.endsWith(QLatin1Char('|'))
            || trimmed.endsWith(QLatin1String("|-")) || trimmed.endsWith(QLatin1Char('>'))
            || trimmed.endsWith(QLatin1String(">-")))
            indent += IndentWidth;
        c.insertText(QLatin1Char('\n') + QString(indent, QLatin1Char(' ')));
        setTextCursor(c);
        ensureCursorVisible();
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Backspace && mods == Qt::NoModifier) {
        QTextCursor c = textCursor();
        const int col = c.positionInBlock();
        if (!c.hasSelection() && col > 0 && leadingSpaces(c.block().text()) >= col) {
            // in the indentation: go back to the previous indent stop
            const int remove = col % IndentWidth == 0 ? IndentWidth : col % IndentWidth;
            c.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, remove);
            c.removeSelectedText();
            setTextCursor(c);
            event->accept();
            return;
        }
    }
    QPlainTextEdit::keyPressEvent(event);
}

void YamlEditor::indentSelection(bool unindent)
{
    QTextCursor c = textCursor();
    const int selStart = c.selectionStart();
    const int selEnd = c.selectionEnd();
    QTextBlock first = document()->findBlock(selStart);
    QTextBlock last = document()->findBlock(selEnd);
    // a selection ending at the start of a line does not include that line
    if (last != first && selEnd == last.position())
        last = last.previous();
    c.beginEditBlock();
    for (QTextBlock b = first; b.isValid(); b = b.next()) {
        QTextCursor lc(b);
        if (unindent) {
            const int n = qMin(IndentWidth, leadingSpaces(b.text()));
            lc.movePosition(QTextCursor::Right, QTextCursor::KeepAnchor, n);
            lc.removeSelectedText();
        } else if (!b.text().trimmed().isEmpty()) {
            lc.insertText(QString(IndentWidth, QLatin1Char(' ')));
        }
        if (b == last)
            break;
    }
    c.endEditBlock();
    if (first != last) {
        QTextCursor sel(document());
        sel.setPosition(first.position());
        sel.setPosition(last.position() + last.length() - 1, QTextCursor::KeepAnchor);
        setTextCursor(sel);
    }
}

void YamlEditor::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu* menu = createStandardContextMenu(event->pos());
    const auto actions = menu->actions();
    for (QAction* a : actions) {
        QAction* replacement = nullptr;
        if (a->objectName() == QLatin1String("edit-undo"))
            replacement = m_undoAction;
        else if (a->objectName() == QLatin1String("edit-redo"))
            replacement = m_redoAction;
        if (replacement) {
            menu->insertAction(a, replacement);
            menu->removeAction(a);
        }
    }
    menu->exec(event->globalPos());
    delete menu;
}

void YamlEditor::setExternalUndoActions(QAction* undo, QAction* redo)
{
    m_undoAction = undo;
    m_redoAction = redo;
    setUndoRedoEnabled(!undo && !redo);
}

void YamlEditor::goToLine(int line, int col)
{
    QTextDocument* doc = document();
    const QTextBlock block = doc->findBlockByNumber(qBound(1, line, doc->blockCount()) - 1);
    const int charCol = qMin(charColumn(block.text(), col), int(block.length()) - 1);
    QTextCursor c(block);
    c.setPosition(block.position() + qMax(0, charCol));
    setTextCursor(c);
    centerCursor();
    setFocus(Qt::OtherFocusReason);
}

void YamlEditor::revealLine(int line)
{
    const int block = qBound(1, line, document()->blockCount()) - 1;
    const int first = firstVisibleBlock().blockNumber();
    const int rows = qMax(1, viewport()->height() / qMax(1, fontMetrics().lineSpacing()));
    if (block >= first && block < first + rows - 1)
        return; // in view already: nothing moves
    // QPlainTextEdit scrolls by lines: the line a little below the top, its key and a line of context above
    verticalScrollBar()->setValue(qMax(0, block - 1));
}

int YamlEditor::currentLine() const
{
    return textCursor().blockNumber() + 1;
}

int YamlEditor::currentColumn() const
{
    return textCursor().positionInBlock() + 1;
}

bool YamlEditor::replaceAllText(const QString& text)
{
    const QString old = sourceText();
    if (old == text)
        return false;
    const int oldLen = int(old.size());
    const int newLen = int(text.size());
    int prefix = 0;
    const int maxPrefix = qMin(oldLen, newLen);
    while (prefix < maxPrefix && old[prefix] == text[prefix])
        ++prefix;
    int suffix = 0;
    const int maxSuffix = qMin(oldLen, newLen) - prefix;
    while (suffix < maxSuffix && old[oldLen - 1 - suffix] == text[newLen - 1 - suffix])
        ++suffix;
    QTextCursor c(document());
    c.setPosition(prefix);
    c.setPosition(oldLen - suffix, QTextCursor::KeepAnchor);
    c.insertText(text.mid(prefix, newLen - suffix - prefix));
    return true;
}

QString YamlEditor::sourceText() const
{
    QString text = document()->toRawText();
    text.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    return text;
}

bool YamlEditor::find(const QString& text, QTextDocument::FindFlags flags)
{
    if (text.isEmpty())
        return false;
    if (QPlainTextEdit::find(text, flags))
        return true;
    const QTextCursor saved = textCursor();
    QTextCursor c = saved;
    c.movePosition(flags.testFlag(QTextDocument::FindBackward) ? QTextCursor::End : QTextCursor::Start);
    setTextCursor(c);
    if (QPlainTextEdit::find(text, flags))
        return true;
    setTextCursor(saved);
    return false;
}

} // namespace pw
