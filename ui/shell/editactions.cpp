// SPDX-License-Identifier: MIT
#include "editactions.h"

#include "documenttab.h"
#include "findbar.h"
#include "icons.h"
#include "mainwindow.h"
#include "uiutil.h"
#include "undogroup.h"

#include <QApplication>
#include <QMenu>

namespace pw {

EditActions::EditActions(MainWindow* window, UndoGroup* undoGroup)
    : QObject(window)
    , m_window(window)
    , m_undoGroup(undoGroup)
{
    auto make = [window](const char* name, const QString& icon, const QList<QKeySequence>& shortcuts) {
        auto* a = new QAction(window);
        a->setObjectName(QLatin1String(name));
        if (!icon.isEmpty())
            a->setIcon(appIcon(icon));
        a->setShortcuts(shortcuts);
        return a;
    };
    m_undoAction = make("actionUndo", QStringLiteral("undo"), QKeySequence::keyBindings(QKeySequence::Undo));
    connect(m_undoAction, &QAction::triggered, this, &EditActions::undo);
    m_redoAction = make("actionRedo", QStringLiteral("redo"), QKeySequence::keyBindings(QKeySequence::Redo));
    connect(m_redoAction, &QAction::triggered, this, &EditActions::redo);
    m_cutAction = make("actionCut", QString(), QKeySequence::keyBindings(QKeySequence::Cut));
    connect(m_cutAction, &QAction::triggered, this, [this] { forwardToFocus("cut()"); });
    m_copyAction = make("actionCopy", QString(), QKeySequence::keyBindings(QKeySequence::Copy));
    connect(m_copyAction, &QAction::triggered, this, [this] { forwardToFocus("copy()"); });
    m_pasteAction = make("actionPaste", QString(), QKeySequence::keyBindings(QKeySequence::Paste));
    connect(m_pasteAction, &QAction::triggered, this, [this] { forwardToFocus("paste()"); });
    m_selectAllAction = make("actionSelectAll", QString(), QKeySequence::keyBindings(QKeySequence::SelectAll));
    connect(m_selectAllAction, &QAction::triggered, this, [this] { forwardToFocus("selectAll()"); });
    m_findAction = make("actionFind", QString(), {QKeySequence(Qt::CTRL | Qt::Key_F)});
    connect(m_findAction, &QAction::triggered, this, [this] {
        if (DocumentTab* tab = m_window->currentDocumentTab())
            tab->showFindBar();
    });
    m_findNextAction = make("actionFindNext", QString(), {QKeySequence(Qt::Key_F3)});
    connect(m_findNextAction, &QAction::triggered, this, [this] {
        if (DocumentTab* tab = m_window->currentDocumentTab()) {
            if (tab->findBar()->text().isEmpty())
                tab->showFindBar();
            else
                tab->findBar()->findNext();
        }
    });
    m_findPreviousAction = make("actionFindPrevious", QString(), {QKeySequence(Qt::SHIFT | Qt::Key_F3)});
    connect(m_findPreviousAction, &QAction::triggered, this, [this] {
        if (DocumentTab* tab = m_window->currentDocumentTab()) {
            if (tab->findBar()->text().isEmpty())
                tab->showFindBar();
            else
                tab->findBar()->findPrevious();
        }
    });
}

void EditActions::addUndoActions(QMenu* menu)
{
    menu->addAction(m_undoAction);
    menu->addAction(m_redoAction);
}

void EditActions::addClipboardActions(QMenu* menu)
{
    menu->addAction(m_cutAction);
    menu->addAction(m_copyAction);
    menu->addAction(m_pasteAction);
    menu->addAction(m_selectAllAction);
}

void EditActions::addFindActions(QMenu* menu)
{
    menu->addAction(m_findAction);
    menu->addAction(m_findNextAction);
    menu->addAction(m_findPreviousAction);
}

QList<QAction*> EditActions::documentActions() const
{
    return {m_findAction, m_findNextAction, m_findPreviousAction};
}

void EditActions::retranslateUi()
{
    m_cutAction->setText(tr("Cu&t"));
    m_copyAction->setText(tr("&Copy"));
    m_pasteAction->setText(tr("&Paste"));
    m_selectAllAction->setText(tr("Select &All"));
    m_findAction->setText(tr("&Find…"));
    m_findNextAction->setText(tr("Find &Next"));
    m_findPreviousAction->setText(tr("Find Pre&vious"));
}

void EditActions::updateUndoActions()
{
    DocumentTab* tab = m_window->currentDocumentTab();
    const bool pending = tab && tab->hasPendingEdits();
    const bool canUndo = m_undoGroup->canUndo() || pending;
    m_undoAction->setEnabled(canUndo);
    m_redoAction->setEnabled(m_undoGroup->canRedo() && !pending);
    const QString undoText = pending ? tr("Typing") : m_undoGroup->undoText();
    const QString redoText = pending ? QString() : m_undoGroup->redoText();
    m_undoAction->setText(undoText.isEmpty() || !canUndo ? tr("&Undo") : tr("&Undo %1").arg(undoText));
    m_redoAction->setText(redoText.isEmpty() || !m_redoAction->isEnabled() ? tr("&Redo")
                                                                           : tr("&Redo %1").arg(redoText));
    m_undoAction->setIconText(tr("Undo"));
    m_redoAction->setIconText(tr("Redo"));
    setToolTipWithShortcut(m_undoAction);
    setToolTipWithShortcut(m_redoAction);
}

void EditActions::undo()
{
    if (DocumentTab* tab = m_window->currentDocumentTab())
        tab->flushPendingEdits();
    m_undoGroup->undo();
}

void EditActions::redo()
{
    if (DocumentTab* tab = m_window->currentDocumentTab())
        tab->flushPendingEdits();
    m_undoGroup->redo();
}

void EditActions::forwardToFocus(const char* slot)
{
    QWidget* w = QApplication::focusWidget();
    if (w && w->metaObject()->indexOfMethod(slot) >= 0) {
        QByteArray name(slot);
        name.chop(2); // "()"
        QMetaObject::invokeMethod(w, name.constData());
    }
}

} // namespace pw
