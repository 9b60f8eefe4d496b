// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QPlainTextEdit>
#include <QPointer>
#include <QTextCursor>
#include <QTextDocument>

class QAction;

namespace pw {

class YamlHighlighter;

/// Source editor for pipeline YAML: line numbers, current-line highlight, syntax colouring and the
/// document's diagnostics as wavy underlines with tooltips. Tab indents by two spaces.
///
/// Line and column arguments are 1-based; columns count UTF-8 bytes like the YAML parser's positions.
class YamlEditor : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit YamlEditor(QWidget* parent = nullptr);
    ~YamlEditor() override;

    void setDiagnostics(const Diagnostics& diagnostics);
    const Diagnostics& diagnostics() const { return m_diagnostics; }
    /// Diagnostics whose underline covers the given (1-based) line and character column; column 0 = any.
    Diagnostics diagnosticsAt(int line, int charColumn = 0) const;

    /// Move the cursor to line:col, scroll it into the middle and focus the editor.
    void goToLine(int line, int col = 1);
    /// Scroll so that `line` is in view (near the top), when it is not; the cursor and the focus stay where they are.
    void revealLine(int line);
    /// 1-based line and character column of the cursor.
    int currentLine() const;
    int currentColumn() const;

    /// Replace the whole text with `text` as one minimal edit (common prefix and suffix stay), so the cursor
    /// and the scroll position survive. Returns false if nothing changed.
    bool replaceAllText(const QString& text);
    /// The text exactly as typed (unlike toPlainText(), non-breaking spaces are kept), lines joined by '\n'.
    QString sourceText() const;

    /// Use an outside undo history (the document's): the editor's own is switched off, Ctrl+Z / Ctrl+Shift+Z
    /// reach the window's actions and the context menu shows these actions.
    void setExternalUndoActions(QAction* undo, QAction* redo);

    /// Find the next (or previous) match from the cursor, wrapping around. Selects it.
    bool find(const QString& text, QTextDocument::FindFlags flags = {});

    YamlHighlighter* highlighter() const { return m_highlighter; }
    int lineNumberAreaWidth() const;

Q_SIGNALS:
    /// The text changed (not only its colours): typing, paste, replaceAllText().
    void textEdited();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    friend class LineNumberArea;
    // a cursor follows edits made after the diagnostics arrived, until the next validation replaces them
    struct Underline
    {
        QTextCursor cursor;
        int diagnostic = 0; // index into m_diagnostics
    };

    void paintLineNumberArea(QPaintEvent* event);
    bool lineNumberAreaToolTip(const QPoint& pos, const QPoint& globalPos);
    void updateLineNumberAreaWidth();
    void updateLineNumberArea(const QRect& rect, int dy);
    void updateExtraSelections();
    void rebuildUnderlines();
    void applyPalette();
    void indentSelection(bool unindent);
    QColor severityColor(Severity s) const;
    QString toolTipFor(const Diagnostics& list) const;

    QWidget* m_lineNumberArea = nullptr;
    YamlHighlighter* m_highlighter = nullptr;
    Diagnostics m_diagnostics;
    QList<Underline> m_underlines;
    QPointer<QAction> m_undoAction;
    QPointer<QAction> m_redoAction;
    QColor m_currentLineColor;
    bool m_dark = false;
    bool m_restyling = false;
};

} // namespace pw
