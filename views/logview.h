// SPDX-License-Identifier: MIT
#pragma once

#include "logfile.h"

#include <QAbstractScrollArea>
#include <QPointer>

#include <memory>
#include <unordered_map>

class QAction;
class QInputDialog;
class QTextLayout;
class QTimer;

namespace pw {

/// Read-only viewer for log files of any size (step logs, job_result.txt, per-node logs).
///
/// Paints only the visible lines of a LogFile: monospace text with a line-number gutter, current-line
/// highlight, mouse and keyboard selection with copy, highlighted search matches, go to line (Ctrl+G),
/// follow-tail mode, and a progress overlay while the file is indexed or searched. Nothing here blocks on
/// the size of the file: indexing and searching run on worker threads, and the first screen is painted
/// from the head of the file before the index is complete.
///
/// Line numbers in this API are 1-based, as shown in the gutter. Columns are 0-based UTF-16 positions in
/// the line's text.
class LogView : public QAbstractScrollArea {
    Q_OBJECT
    Q_PROPERTY(bool followTail READ followTail WRITE setFollowTail NOTIFY followTailChanged)

public:
    explicit LogView(QWidget* parent = nullptr);
    ~LogView() override;

    /// Open `path` in a LogFile owned by the view. Returns false (see errorString()) if it cannot be read;
    /// the view then shows the message.
    bool openFile(const QString& path);
    /// Show a LogFile owned elsewhere (the view lets go of it when it is destroyed).
    void setLogFile(LogFile* file);
    void closeFile();
    LogFile* logFile() const { return m_file.data(); }
    QString fileName() const;
    QString errorString() const { return m_error; }

    // Navigation
    /// Make `line` the current line and scroll it into the middle. While the file is still being indexed
    /// a line beyond the index is reached as soon as the index gets there.
    void goToLine(qint64 line);
    /// Ask for a line number (Ctrl+G) in a small dialog that does not block.
    void requestGoToLine();
    qint64 currentLine() const { return m_currentLine + 1; }
    qint64 firstVisibleLine() const { return m_top + 1; }
    /// Number of lines that fit the viewport completely.
    int visibleLineCount() const;
    /// The lines painted last, as text (one per line), for checks and assistive tools.
    QStringList visibleLines() const;
    void scrollToTop();
    void scrollToBottom();

    // Selection
    bool hasSelection() const;
    /// Selected text, lines joined by '\n'. Very large selections are cut at 32 MiB of text (`truncated`).
    QString selectedText(bool* truncated = nullptr) const;
    void setSelection(qint64 fromLine, qsizetype fromColumn, qint64 toLine, qsizetype toColumn);
    void selectAll();
    void clearSelection();
    /// Copy the selection (or, without one, the current line) to the clipboard.
    void copy();

    // Search (for a find bar)
    /// Highlight matches of `text` and count them in the background (matchCountChanged()). Empty clears.
    void setSearch(const QString& text, bool caseSensitive);
    void clearSearch() { setSearch(QString(), false); }
    QString searchText() const { return m_search; }
    bool searchCaseSensitive() const { return m_searchCs == Qt::CaseSensitive; }
    /// Select the next (previous) match after (before) the selection or the current line, wrapping around.
    /// The result arrives through findResult().
    void findNext();
    void findPrevious();
    /// Matches counted by the last setSearch(), -1 while counting.
    qint64 matchCount() const { return m_matchCount; }
    qint64 matchingLineCount() const { return m_matchLines; }
    /// Matches highlighted in the visible lines during the last paint: (line, column, length).
    struct Span {
        qint64 line = 0;
        qsizetype column = 0;
        qsizetype length = 0;
    };
    QList<Span> visibleMatches() const { return m_paintedMatches; }

    // Follow tail
    bool followTail() const { return m_follow; }
    void setFollowTail(bool on);

    /// Geometry of a character cell in viewport coordinates (for tests and tool tips); empty if not shown.
    QRect cellRect(qint64 line, qsizetype column) const;

    QAction* copyAction() const { return m_copyAction; }
    QAction* selectAllAction() const { return m_selectAllAction; }
    QAction* goToLineAction() const { return m_goToLineAction; }
    QAction* followTailAction() const { return m_followAction; }
    QAction* findNextAction() const { return m_findNextAction; }
    QAction* findPreviousAction() const { return m_findPreviousAction; }

Q_SIGNALS:
    void fileOpened(const QString& path);
    void indexingProgress(qint64 indexed, qint64 total);
    void indexingFinished();
    /// Lines known so far changed (indexing, growth).
    void lineCountChanged(qint64 lines);
    /// `complete` is false while counting (then the numbers are -1).
    void matchCountChanged(qint64 matches, qint64 lines, bool complete);
    /// Result of findNext()/findPrevious(): found or not, and whether the search went round the end.
    void findResult(bool found, bool wrapped);
    void followTailChanged(bool on);
    void currentLineChanged(qint64 line);
    void selectionChanged();
    /// The file was truncated or replaced and is shown from its new contents.
    void fileReset();
    void errorOccurred(const QString& message);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Pos {
        qint64 line = 0;
        qsizetype column = 0;
        friend bool operator==(const Pos& a, const Pos& b) { return a.line == b.line && a.column == b.column; }
        friend bool operator<(const Pos& a, const Pos& b)
        {
            return a.line < b.line || (a.line == b.line && a.column < b.column);
        }
    };
    struct CachedLine;

    void attach(LogFile* file);
    void detach();
    void updateMetrics();
    void updateScrollBars();
    void setTop(qint64 top);
    qint64 maxTop() const;
    int gutterWidth() const;
    int textLeft() const;
    CachedLine* lineLayout(qint64 line) const;
    Pos posAt(const QPoint& point) const;
    void moveCurrentLine(qint64 line, bool extend);
    void ensureLineVisible(qint64 line, bool center);
    void ensureColumnVisible(qint64 line, qsizetype column);
    void setCurrentLine(qint64 line);
    void setCursorAndAnchor(const Pos& anchor, const Pos& cursor);
    qint64 byteOffsetOf(const Pos& pos) const;
    void startFind(bool backward);
    bool selectMatch(qint64 offset, qint64 length);
    void applyPending();
    void recount();
    void followFromUserScroll();
    void onLineCountChanged(qint64 lines);
    void onFileReset();
    void onFindFinished(const LogFile::SearchResult& result);
    void onFindAllFinished(const LogFile::SearchResult& result);
    void autoScrollStep();
    void paintOverlay(QPainter& painter);
    void paintPlaceholder(QPainter& painter, const QString& text);

    QPointer<LogFile> m_file;
    std::unique_ptr<LogFile> m_ownedFile;
    QString m_error;

    qint64 m_top = 0; // first visible line (0-based)
    qint64 m_vScale = 1; // lines per scroll bar step when the count does not fit an int
    bool m_syncingScrollBars = false;
    int m_lineHeight = 1;
    int m_charWidth = 1;
    int m_digitWidth = 1;
    mutable int m_widest = 0; // widest line laid out so far, in pixels

    qint64 m_currentLine = 0;
    Pos m_anchor;
    Pos m_cursor;
    bool m_selecting = false;
    QPoint m_lastMousePos;
    QTimer* m_autoScrollTimer = nullptr;

    QString m_search;
    Qt::CaseSensitivity m_searchCs = Qt::CaseInsensitive;
    quint64 m_findId = 0;
    quint64 m_countId = 0;
    qint64 m_matchCount = -1;
    qint64 m_matchLines = -1;
    QTimer* m_recountTimer = nullptr;
    qint64 m_pendingOffset = -1; // a match beyond the index, selected when the index reaches it
    qint64 m_pendingLength = 0;
    qint64 m_pendingLine = -1; // a go-to-line target beyond the index
    bool m_searching = false;
    qint64 m_searchDone = 0;
    qint64 m_searchTotal = 0;

    bool m_follow = false;

    mutable std::unordered_map<qint64, std::unique_ptr<CachedLine>> m_cache;
    mutable QList<qint64> m_paintedLines;
    mutable QList<Span> m_paintedMatches;

    QAction* m_copyAction = nullptr;
    QAction* m_selectAllAction = nullptr;
    QAction* m_goToLineAction = nullptr;
    QAction* m_followAction = nullptr;
    QAction* m_findNextAction = nullptr;
    QAction* m_findPreviousAction = nullptr;
    QPointer<QInputDialog> m_goToDialog;
};

} // namespace pw
