// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace pw {

enum class Severity { Error, Warning, Info };

/// One finding of the loader or the validator, with the place it concerns.
struct Diagnostic
{
    Severity severity = Severity::Error;
    QString ruleId; // e.g. "yaml-syntax", "binding-unresolved"
    QString message; // translated, complete sentence
    QString file; // absolute path
    int line = 0; // 1-based; 0 = whole file
    int col = 0;
    QString step; // step name the finding concerns, if any
    QString field; // key path inside the step, e.g. "inputs.training_data"

    /// "path:line:col: error|warning: message [rule]"
    QString toString(const QString& displayPath = QString()) const;
};

QString severityName(Severity s);

using Diagnostics = QList<Diagnostic>;

} // namespace pw

Q_DECLARE_METATYPE(pw::Diagnostic)
