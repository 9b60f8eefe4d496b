// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

#include <functional>

/// The parallel runtime's own options inside a step's task.program_arguments (`--allowed_failed_percent 30`):
/// finding one the way the runtime reads it, and changing or dropping one while every other byte of the text stays.
namespace pw {

/// The runtime's options, without "--", in the order the settings show them.
const QStringList& parallelRuntimeOptions();

/// Where an option stands in a program_arguments text.
struct RuntimeOptionMatch {
    bool found = false;
    QString writtenName; // as written, without "--" (an abbreviation the runtime accepts counts)
    QString value; // unquoted
    bool hasValue = false;
    qsizetype begin = -1; // the "--"
    qsizetype end = -1; // after the value (after the name when it has none)
    qsizetype valueBegin = -1; // the value's own text, quotes included
    qsizetype valueEnd = -1;
    bool equalsForm = false; // --name=value
};

/// The last occurrence of option `name` (the full name, without "--") in `text`: written out, or cut short by at
/// most four letters when no other runtime option starts the same (as the runtime reads abbreviations). A value is
/// the next word unless that starts with "--". Words may be quoted with '…' or "…".
RuntimeOptionMatch findRuntimeOption(const QString& text, const QString& name);

/// `text` with the option set to `value`: its value replaced in place, or "--name value" added at the end (on a
/// line of its own when the text has several lines).
QString withRuntimeOption(const QString& text, const QString& name, const QString& value);

/// `text` without the option and its value (and the white space before them).
QString withoutRuntimeOption(const QString& text, const QString& name);

/// The source text of a block scalar (its `>-` or `|` header and indented lines) with `change` made to its
/// lines: `change` gets them without their indentation, joined by "\n", and returns them changed; the lines it
/// leaves alone stay byte for byte, new ones get the block's indentation. Empty when the block has no line to take
/// the indentation from, or when `change` leaves nothing.
QString changeBlockLines(const QString& blockText, const std::function<QString(const QString&)>& change);

} // namespace pw
