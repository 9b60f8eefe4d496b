// SPDX-License-Identifier: MIT
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace pw {

/// Where a placeholder stands in a shell command.
enum class ShellContext { Bare, DoubleQuoted, SingleQuoted };

/// Quote a value so that, in the given context of a bash command, it arrives as one literal word (bare) or
/// as literal text (inside quotes): no expansion, no word splitting, no command injection.
QString shellQuote(const QString& value, ShellContext context);

struct CommandValues
{
    QMap<QString, QString> inputs; // name -> value or local path; names absent = unset optional inputs
    QMap<QString, QString> outputs; // name -> local path
};

/// Replace ${{inputs.x}} and ${{outputs.y}} in an Azure ML command with local values, each escaped for the
/// quoting context it stands in. `$[[ ... ]]` blocks are kept (without the markers) only when every input
/// they name has a value. Returns an empty string and sets `error` when the command names an input or output
/// that does not exist.
QString renderCommand(const QString& command, const CommandValues& values, QString* error);

/// The same substitution for a parallel step's program_arguments: the result is a list of arguments, split
/// like a shell would split the template (quotes honoured), each placeholder one literal piece.
QStringList renderArguments(const QString& arguments, const CommandValues& values, QString* error);

} // namespace pw
