// SPDX-License-Identifier: MIT
#pragma once

#include "undostack.h"

#include <QString>

namespace pw {

/// A macro around several commands of one user intent, so that they undo as one step. An inactive one opens
/// no macro (a single command is a step of its own).
class UndoMacro {
public:
    UndoMacro(UndoStack* stack, const QString& label, bool active)
        : m_stack(active ? stack : nullptr)
    {
        if (m_stack)
            m_stack->beginMacro(label);
    }
    ~UndoMacro()
    {
        if (m_stack)
            m_stack->endMacro();
    }
    UndoMacro(const UndoMacro&) = delete;
    UndoMacro& operator=(const UndoMacro&) = delete;

private:
    UndoStack* m_stack;
};

} // namespace pw
