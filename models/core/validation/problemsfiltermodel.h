// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QSortFilterProxyModel>

namespace pw {

/// Filters problems by severity and by text in the message, file or rule.
class ProblemsFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ProblemsFilterModel(QObject* parent = nullptr);
    void setSeverityVisible(Severity severity, bool visible);
    bool isSeverityVisible(Severity severity) const { return m_visible[int(severity)]; }
    void setText(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    bool m_visible[3] = {true, true, true};
    QString m_text;
};

} // namespace pw
