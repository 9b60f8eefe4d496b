// SPDX-License-Identifier: MIT
#include "runlogpane.h"

#include "csvview.h"
#include "icons.h"
#include "logfile.h"
#include "logview.h"

#include <QCheckBox>
#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStackedWidget>
#include <QTimer>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

#include <utility>

namespace pw {

RunLogPane::RunLogPane(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_find(new QLineEdit(this))
    , m_findResult(new QLabel(this))
    , m_follow(new QCheckBox(this))
    , m_open(new QToolButton(this))
    , m_stack(new QStackedWidget(this))
    , m_message(new QLabel(m_stack))
    , m_view(new LogView(m_stack))
    , m_csv(new CsvView(m_stack))
    , m_wait(new QTimer(this))
{
    setObjectName(QStringLiteral("runLogPane"));
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setMinimumWidth(40);
    m_find->setObjectName(QStringLiteral("logFind"));
    m_find->setClearButtonEnabled(true);
    m_find->setMaximumWidth(240);
    m_find->installEventFilter(this);
    m_findResult->setForegroundRole(QPalette::PlaceholderText);
    m_follow->setObjectName(QStringLiteral("logFollow"));
    m_open->setObjectName(QStringLiteral("logOpenExternally"));
    m_open->setIcon(appIcon(QStringLiteral("open")));
    m_open->setAutoRaise(true);
    m_message->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_message->setWordWrap(true);
    m_message->setMargin(16);
    m_message->setForegroundRole(QPalette::PlaceholderText);
    m_message->setAutoFillBackground(true);
    m_message->setBackgroundRole(QPalette::Base);
    m_view->setObjectName(QStringLiteral("logText"));
    m_stack->addWidget(m_message);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_csv);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->setSpacing(6);
    bar->addWidget(m_title, 1);
    bar->addWidget(m_find);
    bar->addWidget(m_findResult);
    bar->addWidget(m_follow);
    bar->addWidget(m_open);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_stack, 1);

    m_wait->setInterval(500);
    connect(m_wait, &QTimer::timeout, this, &RunLogPane::tryOpen);
    connect(m_find, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_view->setSearch(text, false);
        m_findResult->clear();
    });
    connect(m_view, &LogView::matchCountChanged, this, [this](qint64 matches, qint64, bool complete) {
        if (m_find->text().isEmpty())
            m_findResult->clear();
        else if (complete)
            m_findResult->setText(tr("%n match(es)", nullptr, int(qMin<qint64>(matches, INT_MAX))));
    });
    connect(m_view, &LogView::findResult, this, [this](bool found, bool wrapped) {
        if (!found)
            m_findResult->setText(tr("not found"));
        else if (wrapped)
            m_findResult->setText(tr("wrapped around"));
    });
    connect(m_follow, &QCheckBox::toggled, m_view, &LogView::setFollowTail);
    connect(m_view, &LogView::followTailChanged, m_follow, &QCheckBox::setChecked);
    connect(m_open, &QToolButton::clicked, this, [this] {
        if (!m_path.isEmpty() && QFileInfo::exists(m_path))
            QDesktopServices::openUrl(QUrl::fromLocalFile(m_path));
    });
    retranslateUi();
    showMessage(QString());
}

RunLogPane::~RunLogPane() = default;

void RunLogPane::retranslateUi()
{
    m_find->setPlaceholderText(tr("Find in log"));
    m_find->setAccessibleName(tr("Find in log"));
    m_find->setToolTip(tr("Enter: next match, Shift+Enter: previous match"));
    m_follow->setText(tr("Follow"));
    m_follow->setToolTip(tr("Keep the end of the log in view as lines arrive"));
    m_open->setToolTip(tr("Open the log file in the system's viewer"));
    m_open->setAccessibleName(tr("Open log file"));
    m_view->setAccessibleName(tr("Log"));
    if (m_path.isEmpty())
        m_title->setText(m_messageText);
    else if (!QFileInfo::exists(m_path))
        m_message->setText(tr("Waiting for %1 to be written…").arg(QFileInfo(m_path).fileName()));
}

void RunLogPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool RunLogPane::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_find && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            find(m_find->text(), key->modifiers() & Qt::ShiftModifier);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void RunLogPane::openFile(const QString& path)
{
    m_pendingLine = 0;
    m_pendingHighlight.clear();
    QObject::disconnect(m_pendingWait);
    QObject::disconnect(m_pendingDone);
    if (path == m_path && !m_path.isEmpty()) {
        if (showsTable())
            m_csv->openFile(m_path); // opened again: read again (it may have grown)
        else
            poll();
        return;
    }
    m_path = path;
    m_messageText.clear();
    // the folder and the name: the whole path is in the tool tip
    const QFileInfo info(path);
    m_title->setText(QDir::toNativeSeparators(info.dir().dirName() + QLatin1Char('/') + info.fileName()));
    m_title->setToolTip(QDir::toNativeSeparators(path));
    m_open->setEnabled(true);
    m_find->setEnabled(true);
    m_view->closeFile();
    m_csv->clear();
    tryOpen();
}

void RunLogPane::tryOpen()
{
    if (m_path.isEmpty()) {
        m_wait->stop();
        return;
    }
    if (!QFileInfo::exists(m_path)) {
        m_message->setText(tr("Waiting for %1 to be written…").arg(QFileInfo(m_path).fileName()));
        m_stack->setCurrentWidget(m_message);
        m_wait->start();
        return;
    }
    m_wait->stop();
    const bool table = CsvView::isCsvFile(m_path);
    m_find->setVisible(!table);
    m_findResult->setVisible(!table);
    m_follow->setVisible(!table);
    if (table) {
        if (!m_csv->openFile(m_path)) {
            m_message->setText(tr("Cannot show %1: %2").arg(QDir::toNativeSeparators(m_path), m_csv->errorString()));
            m_stack->setCurrentWidget(m_message);
            return;
        }
        m_stack->setCurrentWidget(m_csv);
        return;
    }
    if (!m_view->openFile(m_path)) {
        m_message->setText(tr("Cannot show %1: %2").arg(QDir::toNativeSeparators(m_path), m_view->errorString()));
        m_stack->setCurrentWidget(m_message);
        return;
    }
    m_stack->setCurrentWidget(m_view);
    if (m_pendingLine > 0) {
        goToPending();
        return;
    }
    m_view->setFollowTail(true);
    if (!m_find->text().isEmpty())
        m_view->setSearch(m_find->text(), false);
}

void RunLogPane::openFileAt(const QString& path, qint64 line, const QString& highlight)
{
    openFile(path);
    m_pendingLine = line;
    m_pendingHighlight = highlight;
    if (m_stack->currentWidget() == m_view)
        goToPending(); // else once the file is there (tryOpen)
}

void RunLogPane::goToPending()
{
    QObject::disconnect(m_pendingWait);
    QObject::disconnect(m_pendingDone);
    LogFile* file = m_view->logFile();
    if (file && file->isIndexing() && file->lineCount() < m_pendingLine) {
        // the line is not indexed yet: go there (and find from there) once it is
        m_pendingWait = connect(m_view, &LogView::lineCountChanged, this, [this] {
            LogFile* f = m_view->logFile();
            if (m_pendingLine > 0 && f && (!f->isIndexing() || f->lineCount() >= m_pendingLine))
                goToPending();
        });
        m_pendingDone = connect(m_view, &LogView::indexingFinished, this, [this] {
            if (m_pendingLine > 0)
                goToPending();
        });
        return;
    }
    const qint64 line = std::exchange(m_pendingLine, 0);
    m_view->setFollowTail(false);
    const QString highlight = std::exchange(m_pendingHighlight, QString());
    m_find->setText(highlight); // marks every match in the view
    m_view->goToLine(line);
    if (!highlight.isEmpty())
        m_view->findNext(); // selects the first match from the start of that line
}

void RunLogPane::showMessage(const QString& message)
{
    m_path.clear();
    m_messageText = message;
    m_wait->stop();
    m_view->closeFile();
    m_csv->clear();
    m_find->show();
    m_findResult->show();
    m_follow->show();
    m_message->setText(message);
    m_stack->setCurrentWidget(m_message);
    m_title->setText(message);
    m_title->setToolTip(QString());
    m_open->setEnabled(false);
    m_find->setEnabled(false);
    m_findResult->clear();
}

QString RunLogPane::text(int maxLines) const
{
    LogFile* file = m_view->logFile();
    if (!file || !file->isOpen())
        return QString();
    QStringList lines;
    const qint64 n = qMin<qint64>(file->lineCount(), maxLines);
    for (qint64 i = 0; i < n; ++i)
        lines << file->lineText(i);
    return lines.join(QLatin1Char('\n'));
}

bool RunLogPane::showsTable() const
{
    return m_stack->currentWidget() == m_csv;
}

bool RunLogPane::followTail() const
{
    return m_view->followTail();
}

void RunLogPane::setFollowTail(bool on)
{
    m_view->setFollowTail(on);
}

void RunLogPane::find(const QString& text, bool backward)
{
    if (text.isEmpty())
        return;
    if (m_view->searchText() != text)
        m_view->setSearch(text, false);
    if (backward)
        m_view->findPrevious();
    else
        m_view->findNext();
}

void RunLogPane::poll()
{
    if (m_path.isEmpty())
        return;
    if (showsTable())
        return;
    LogFile* file = m_view->logFile();
    if (file && file->isOpen())
        file->checkForChanges();
    else
        tryOpen();
}

} // namespace pw
