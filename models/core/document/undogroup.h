// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QString>

namespace pw {

class UndoStack;

/// The histories of the open documents, one of them active: Undo and Redo of the window act on the active one and
/// the group passes on its signals. A stack belongs to one group at most and leaves it when it is destroyed. The
/// same contract as Qt's QUndoGroup.
class UndoGroup : public QObject {
    Q_OBJECT
public:
    explicit UndoGroup(QObject* parent = nullptr);
    ~UndoGroup() override;

    void addStack(UndoStack* stack);
    void removeStack(UndoStack* stack);
    QList<UndoStack*> stacks() const { return m_stacks; }
    /// Null: no document is active (nothing can be undone).
    void setActiveStack(UndoStack* stack);
    UndoStack* activeStack() const { return m_active; }

    bool canUndo() const;
    bool canRedo() const;
    QString undoText() const;
    QString redoText() const;
    bool isClean() const;

public Q_SLOTS:
    void undo();
    void redo();

Q_SIGNALS:
    void activeStackChanged(pw::UndoStack* stack);
    void indexChanged(int index);
    void cleanChanged(bool clean);
    void canUndoChanged(bool canUndo);
    void canRedoChanged(bool canRedo);
    void undoTextChanged(const QString& undoText);
    void redoTextChanged(const QString& redoText);

private:
    QList<UndoStack*> m_stacks;
    UndoStack* m_active = nullptr;
};

} // namespace pw
