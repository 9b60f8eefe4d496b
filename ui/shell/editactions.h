// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QObject>

class QAction;
class QMenu;

namespace pw {

class MainWindow;
class UndoGroup;

/// The Edit menu's actions on text and history: Undo and Redo of the current document (typing not yet turned
/// into an edit counts as the last step), Cut, Copy, Paste and Select All for the widget with the focus, and
/// Find, Find Next and Find Previous in the current document's source.
class EditActions : public QObject
{
    // no signals of its own; its texts are under the main window's context of the catalogues
    Q_DECLARE_TR_FUNCTIONS(pw::MainWindow)

public:
    /// The actions belong to `window`; Undo and Redo act on `undoGroup`'s active stack.
    EditActions(MainWindow* window, UndoGroup* undoGroup);

    QAction* undoAction() const { return m_undoAction; }
    QAction* redoAction() const { return m_redoAction; }
    /// Undo, Redo.
    void addUndoActions(QMenu* menu);
    /// Cut, Copy, Paste, Select All.
    void addClipboardActions(QMenu* menu);
    /// Find, Find Next, Find Previous.
    void addFindActions(QMenu* menu);
    /// The actions that need an open pipeline.
    QList<QAction*> documentActions() const;
    /// Undo and Redo say what they would undo or redo, and are enabled when there is something.
    void updateUndoActions();
    void retranslateUi();

private:
    void undo();
    void redo();
    void forwardToFocus(const char* slot);

    MainWindow* m_window;
    UndoGroup* m_undoGroup;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_cutAction = nullptr;
    QAction* m_copyAction = nullptr;
    QAction* m_pasteAction = nullptr;
    QAction* m_selectAllAction = nullptr;
    QAction* m_findAction = nullptr;
    QAction* m_findNextAction = nullptr;
    QAction* m_findPreviousAction = nullptr;
};

} // namespace pw
