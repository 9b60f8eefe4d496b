// SPDX-License-Identifier: MIT
#pragma once

#include "quota.h"

#include <QListWidget>

namespace pw {

/// The pre-flight findings of a form, one line each with the severity's icon and its fix in the tool tip; the
/// first line says it fits when nothing is wrong. Forms read hasErrors() to allow or refuse their OK button.
class FindingsList : public QListWidget
{
    Q_OBJECT
public:
    explicit FindingsList(QWidget* parent = nullptr);
    void setFindings(const QList<PreflightFinding>& findings, const QString& fitsText);
    bool hasErrors() const { return m_errors > 0; }
    int warningCount() const { return m_warnings; }
    QStringList ruleIds() const { return m_rules; }

private:
    int m_errors = 0;
    int m_warnings = 0;
    QStringList m_rules;
};

} // namespace pw
