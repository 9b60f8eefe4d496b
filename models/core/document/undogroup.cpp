// SPDX-License-Identifier: MIT
#include "undogroup.h"

#include "undostack.h"

namespace pw {

UndoGroup::UndoGroup(QObject* parent)
    : QObject(parent)
{
}

UndoGroup::~UndoGroup()
{
    // the stacks outlive their group: they only forget it
    for (UndoStack* stack : std::as_const(m_stacks))
        stack->m_group = nullptr;
}

void UndoGroup::addStack(UndoStack* stack)
{
    if (!stack || m_stacks.contains(stack))
        return;
    if (stack->m_group)
        stack->m_group->removeStack(stack);
    m_stacks.append(stack);
    stack->m_group = this;
}

void UndoGroup::removeStack(UndoStack* stack)
{
    if (!m_stacks.removeOne(stack))
        return;
    if (stack == m_active)
        setActiveStack(nullptr);
    stack->m_group = nullptr;
}

void UndoGroup::setActiveStack(UndoStack* stack)
{
    if (stack == m_active)
        return;
    if (m_active)
        disconnect(m_active, nullptr, this, nullptr);
    m_active = stack;
    if (!m_active) {
        Q_EMIT canUndoChanged(false);
        Q_EMIT undoTextChanged(QString());
        Q_EMIT canRedoChanged(false);
        Q_EMIT redoTextChanged(QString());
        Q_EMIT cleanChanged(true);
        Q_EMIT indexChanged(0);
    } else {
        connect(m_active, &UndoStack::indexChanged, this, &UndoGroup::indexChanged);
        connect(m_active, &UndoStack::cleanChanged, this, &UndoGroup::cleanChanged);
        connect(m_active, &UndoStack::canUndoChanged, this, &UndoGroup::canUndoChanged);
        connect(m_active, &UndoStack::canRedoChanged, this, &UndoGroup::canRedoChanged);
        connect(m_active, &UndoStack::undoTextChanged, this, &UndoGroup::undoTextChanged);
        connect(m_active, &UndoStack::redoTextChanged, this, &UndoGroup::redoTextChanged);
        Q_EMIT canUndoChanged(m_active->canUndo());
        Q_EMIT undoTextChanged(m_active->undoText());
        Q_EMIT canRedoChanged(m_active->canRedo());
        Q_EMIT redoTextChanged(m_active->redoText());
        Q_EMIT cleanChanged(m_active->isClean());
        Q_EMIT indexChanged(m_active->index());
    }
    Q_EMIT activeStackChanged(m_active);
}

bool UndoGroup::canUndo() const
{
    return m_active && m_active->canUndo();
}

bool UndoGroup::canRedo() const
{
    return m_active && m_active->canRedo();
}

QString UndoGroup::undoText() const
{
    return m_active ? m_active->undoText() : QString();
}

QString UndoGroup::redoText() const
{
    return m_active ? m_active->redoText() : QString();
}

bool UndoGroup::isClean() const
{
    return !m_active || m_active->isClean();
}

void UndoGroup::undo()
{
    if (m_active)
        m_active->undo();
}

void UndoGroup::redo()
{
    if (m_active)
        m_active->redo();
}

} // namespace pw
