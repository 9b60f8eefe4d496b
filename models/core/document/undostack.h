// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <vector>

namespace pw {

class UndoGroup;

/// One change that can be undone and done again. A command that pushes children (a macro) does and undoes them
/// in order; a subclass overrides redo() and undo() for a change of its own. The same contract as Qt's
/// UndoCommand, without Qt Gui: the model layer, the CLI included, links Qt Core alone.
class UndoCommand {
public:
    explicit UndoCommand(const QString& text = QString());
    virtual ~UndoCommand();
    UndoCommand(const UndoCommand&) = delete;
    UndoCommand& operator=(const UndoCommand&) = delete;

    virtual void redo();
    virtual void undo();
    /// Commands of the same id (not -1) that follow each other may be merged: mergeWith() takes `other` in and
    /// returns true, or leaves both as they are and returns false.
    virtual int id() const { return -1; }
    virtual bool mergeWith(const UndoCommand* other);

    QString text() const { return m_text; }
    void setText(const QString& text) { m_text = text; }
    /// An obsolete command leaves the stack when it is next undone, done or merged into.
    bool isObsolete() const { return m_obsolete; }
    void setObsolete(bool obsolete) { m_obsolete = obsolete; }

    int childCount() const { return int(m_children.size()); }
    const UndoCommand* child(int index) const;

private:
    friend class UndoStack;
    QString m_text;
    bool m_obsolete = false;
    std::vector<std::unique_ptr<UndoCommand>> m_children; // a macro's commands, in the order they were done
};

/// The document's history: commands done in order, an index (how many of them are done), the clean index (the
/// state last saved) and macros that make several commands one step. Its behaviour and signals follow Qt's
/// UndoStack, which tst_undostack checks step by step against it.
class UndoStack : public QObject {
    Q_OBJECT
public:
    explicit UndoStack(QObject* parent = nullptr);
    ~UndoStack() override;

    /// Does `command` (redo()) and takes it in: merged into the command before it, a child of the open macro, or
    /// the next step. Commands after the index are dropped first.
    void push(UndoCommand* command);
    void undo();
    void redo();
    void beginMacro(const QString& text);
    void endMacro();
    /// Forgets every command; the empty history is clean.
    void clear();
    /// The current state is the saved one.
    void setClean();
    /// No state is the saved one any more (the saved state was dropped, or a save failed).
    void resetClean();

    int count() const { return int(m_commands.size()); }
    int index() const { return m_index; }
    int cleanIndex() const { return m_cleanIndex; }
    bool isClean() const;
    bool canUndo() const;
    bool canRedo() const;
    QString undoText() const;
    QString redoText() const;
    /// The top-level command at `index` (0 … count() - 1), or null.
    const UndoCommand* command(int index) const;
    /// Inside beginMacro() … endMacro(): nothing can be undone or done again.
    bool isInMacro() const { return !m_macros.isEmpty(); }

Q_SIGNALS:
    void indexChanged(int index);
    void cleanChanged(bool clean);
    void canUndoChanged(bool canUndo);
    void canRedoChanged(bool canRedo);
    void undoTextChanged(const QString& undoText);
    void redoTextChanged(const QString& redoText);

private:
    friend class UndoGroup;
    void setIndex(int index, bool clean);
    void emitState();
    void dropRedoable();

    std::vector<std::unique_ptr<UndoCommand>> m_commands;
    QList<UndoCommand*> m_macros; // the open macros, outermost first
    int m_index = 0;
    int m_cleanIndex = 0; // -1: no state is clean
    QPointer<UndoGroup> m_group;
};

} // namespace pw
