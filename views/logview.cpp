// SPDX-License-Identifier: MIT
// LogView: its actions, the LogFile it shows (opening, attaching, letting go), font and style changes, the context
// menu.
#include "logview_p.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QFontDatabase>
#include <QMenu>
#include <QScrollBar>
#include <QTimer>

#include <algorithm>

namespace pw {

namespace {

    constexpr qint64 QuickRecountBytes = qint64(64) << 20;

} // namespace

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

} // namespace pw
