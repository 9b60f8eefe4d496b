// SPDX-License-Identifier: MIT
#include "undostack.h"

#include "undogroup.h"

#include <spdlog/spdlog.h>

namespace pw {

UndoCommand::UndoCommand(const QString& text)
    : m_text(text)
{
}

UndoCommand::~UndoCommand() = default;

void UndoCommand::redo()
{
    for (const auto& child : m_children)
        child->redo();
}

void UndoCommand::undo()
{
    for (auto it = m_children.rbegin(); it != m_children.rend(); ++it)
        (*it)->undo();
}

bool UndoCommand::mergeWith(const UndoCommand*)
{
    return false;
}

const UndoCommand* UndoCommand::child(int index) const
{
    return index >= 0 && index < childCount() ? m_children[std::size_t(index)].get() : nullptr;
}

UndoStack::UndoStack(QObject* parent)
    : QObject(parent)
{
}

UndoStack::~UndoStack()
{
    if (m_group)
        m_group->removeStack(this);
}

void UndoStack::dropRedoable()
{
    m_commands.resize(std::size_t(m_index));
    if (m_cleanIndex > m_index)
        m_cleanIndex = -1; // the saved state was among the commands dropped
}

void UndoStack::push(UndoCommand* command)
{
    std::unique_ptr<UndoCommand> cmd(command);
    if (!cmd->isObsolete())
        cmd->redo();
    const bool macro = isInMacro();
    UndoCommand* previous = nullptr;
    if (macro) {
        if (!m_macros.last()->m_children.empty())
            previous = m_macros.last()->m_children.back().get();
    } else {
        if (m_index > 0)
            previous = m_commands[std::size_t(m_index - 1)].get();
        dropRedoable();
    }
    // a merge never reaches into the saved state: after a save, the next change is a step of its own
    const bool tryMerge = previous && previous->id() != -1 && previous->id() == cmd->id()
        && (macro || m_index != m_cleanIndex);
    if (tryMerge && previous->mergeWith(cmd.get())) {
        cmd.reset();
        if (macro) {
            if (previous->isObsolete())
                m_macros.last()->m_children.pop_back();
        } else if (previous->isObsolete()) {
            m_commands.pop_back();
            setIndex(m_index - 1, false);
        } else {
            Q_EMIT indexChanged(m_index);
            emitState();
        }
    } else if (cmd->isObsolete()) {
        // a command that found nothing to do is not kept
    } else if (macro) {
        m_macros.last()->m_children.push_back(std::move(cmd));
    } else {
        m_commands.push_back(std::move(cmd));
        setIndex(m_index + 1, false);
    }
}

void UndoStack::undo()
{
    if (m_index == 0)
        return;
    if (isInMacro()) {
        spdlog::warn("undo: a macro is open; nothing is undone");
        return;
    }
    const int at = m_index - 1;
    UndoCommand* cmd = m_commands[std::size_t(at)].get();
    if (!cmd->isObsolete())
        cmd->undo();
    if (cmd->isObsolete()) { // undo() itself may have made it so
        m_commands.erase(m_commands.begin() + at);
        if (m_cleanIndex > at)
            resetClean();
    }
    setIndex(at, false);
}

void UndoStack::redo()
{
    if (m_index == count())
        return;
    if (isInMacro()) {
        spdlog::warn("redo: a macro is open; nothing is done again");
        return;
    }
    const int at = m_index;
    UndoCommand* cmd = m_commands[std::size_t(at)].get();
    if (!cmd->isObsolete())
        cmd->redo();
    if (cmd->isObsolete()) {
        m_commands.erase(m_commands.begin() + at);
        if (m_cleanIndex > at)
            resetClean();
    } else {
        setIndex(m_index + 1, false);
    }
}

void UndoStack::beginMacro(const QString& text)
{
    auto cmd = std::make_unique<UndoCommand>(text);
    UndoCommand* raw = cmd.get();
    if (m_macros.isEmpty()) {
        dropRedoable();
        m_commands.push_back(std::move(cmd));
    } else {
        m_macros.last()->m_children.push_back(std::move(cmd));
    }
    m_macros.append(raw);
    if (m_macros.size() == 1) {
        Q_EMIT canUndoChanged(false);
        Q_EMIT undoTextChanged(QString());
        Q_EMIT canRedoChanged(false);
        Q_EMIT redoTextChanged(QString());
    }
}

void UndoStack::endMacro()
{
    if (m_macros.isEmpty()) {
        spdlog::warn("endMacro: no macro is open");
        return;
    }
    m_macros.removeLast();
    if (m_macros.isEmpty())
        setIndex(m_index + 1, false);
}

void UndoStack::clear()
{
    if (m_commands.empty())
        return;
    const bool wasClean = isClean();
    m_macros.clear();
    m_commands.clear();
    m_index = 0;
    m_cleanIndex = 0;
    Q_EMIT indexChanged(0);
    emitState();
    if (!wasClean)
        Q_EMIT cleanChanged(true);
}

void UndoStack::setClean()
{
    if (isInMacro()) {
        spdlog::warn("setClean: a macro is open; the clean state is not set");
        return;
    }
    setIndex(m_index, true);
}

void UndoStack::resetClean()
{
    const bool wasClean = isClean();
    m_cleanIndex = -1;
    if (wasClean)
        Q_EMIT cleanChanged(false);
}

bool UndoStack::isClean() const
{
    return !isInMacro() && m_cleanIndex == m_index;
}

bool UndoStack::canUndo() const
{
    return !isInMacro() && m_index > 0;
}

bool UndoStack::canRedo() const
{
    return !isInMacro() && m_index < count();
}

QString UndoStack::undoText() const
{
    return canUndo() ? m_commands[std::size_t(m_index - 1)]->text() : QString();
}

QString UndoStack::redoText() const
{
    return canRedo() ? m_commands[std::size_t(m_index)]->text() : QString();
}

const UndoCommand* UndoStack::command(int index) const
{
    return index >= 0 && index < count() ? m_commands[std::size_t(index)].get() : nullptr;
}

void UndoStack::emitState()
{
    Q_EMIT canUndoChanged(canUndo());
    Q_EMIT undoTextChanged(undoText());
    Q_EMIT canRedoChanged(canRedo());
    Q_EMIT redoTextChanged(redoText());
}

void UndoStack::setIndex(int index, bool clean)
{
    const bool wasClean = m_index == m_cleanIndex;
    if (index != m_index) {
        m_index = index;
        Q_EMIT indexChanged(m_index);
        emitState();
    }
    if (clean)
        m_cleanIndex = m_index;
    const bool isNowClean = m_index == m_cleanIndex;
    if (isNowClean != wasClean)
        Q_EMIT cleanChanged(isNowClean);
}

} // namespace pw
