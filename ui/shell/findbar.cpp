// SPDX-License-Identifier: MIT
#include "findbar.h"
#include "yamleditor.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QToolButton>

namespace pw {

FindBar::FindBar(YamlEditor* editor, QWidget* parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_edit(new QLineEdit(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_matchCase(new QCheckBox(this))
    , m_status(new QLabel(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("findBar"));
    m_edit->setObjectName(QStringLiteral("findEdit"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setMinimumWidth(240);
    m_previous->setIcon(style()->standardIcon(QStyle::SP_ArrowUp));
    m_next->setIcon(style()->standardIcon(QStyle::SP_ArrowDown));
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    for (QToolButton* b : {m_previous, m_next, m_close})
        b->setAutoRaise(true);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    layout->setSpacing(4);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);
    layout->addWidget(m_matchCase);
    layout->addWidget(m_status);
    layout->addStretch(2);
    layout->addWidget(m_close);

    connect(m_edit, &QLineEdit::textEdited, this, [this] {
        // search as you type, starting from the beginning of the current match
        QTextCursor c = m_editor->textCursor();
        c.setPosition(c.selectionStart());
        m_editor->setTextCursor(c);
        if (m_edit->text().isEmpty())
            setNotFound(false);
        else
            findNext();
    });
    m_edit->installEventFilter(this);
    connect(m_edit, &QLineEdit::returnPressed, this, &FindBar::findNext);
    connect(m_next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(m_previous, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(m_close, &QToolButton::clicked, this, [this] {
        hide();
        m_editor->setFocus();
    });
    retranslateUi();
}

void FindBar::retranslateUi()
{
    m_edit->setPlaceholderText(tr("Find in file"));
    m_previous->setToolTip(tr("Previous match (Shift+F3)"));
    m_next->setToolTip(tr("Next match (F3)"));
    m_matchCase->setText(tr("Match case"));
    m_close->setToolTip(tr("Close (Esc)"));
    if (!m_status->text().isEmpty())
        m_status->setText(tr("Not found"));
}

void FindBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void FindBar::activate()
{
    const QString selected = m_editor->textCursor().selectedText();
    if (!selected.isEmpty() && !selected.contains(QChar::ParagraphSeparator))
        m_edit->setText(selected);
    show();
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

QString FindBar::text() const
{
    return m_edit->text();
}

void FindBar::setText(const QString& text)
{
    m_edit->setText(text);
}

bool FindBar::findNext()
{
    return find({});
}

bool FindBar::findPrevious()
{
    return find(QTextDocument::FindBackward);
}

bool FindBar::find(QTextDocument::FindFlags flags)
{
    if (m_matchCase->isChecked())
        flags |= QTextDocument::FindCaseSensitively;
    const bool found = m_editor->find(m_edit->text(), flags);
    setNotFound(!found && !m_edit->text().isEmpty());
    return found;
}

void FindBar::setNotFound(bool notFound)
{
    m_status->setText(notFound ? tr("Not found") : QString());
    QPalette pal = m_edit->palette();
    if (notFound) {
        const QColor base = palette().color(QPalette::Base);
        const QColor red(0xe0, 0x40, 0x40);
        pal.setColor(QPalette::Base, QColor::fromRgbF(base.redF() * 0.75 + red.redF() * 0.25,
                                                      base.greenF() * 0.75 + red.greenF() * 0.25,
                                                      base.blueF() * 0.75 + red.blueF() * 0.25));
    } else {
        pal.setColor(QPalette::Base, palette().color(QPalette::Base));
    }
    m_edit->setPalette(pal);
}

bool FindBar::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        auto* ke = static_cast<QKeyEvent*>(event);
        if ((ke->key() == Qt::Key_Return || ke->key() == Qt::Key_Enter)
            && ke->modifiers().testFlag(Qt::ShiftModifier)) {
            findPrevious();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FindBar::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        m_editor->setFocus();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace pw
