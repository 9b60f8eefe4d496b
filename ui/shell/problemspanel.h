// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "problemsfiltermodel.h"

#include <QWidget>

class QLineEdit;
class QTableView;
class QToolButton;

namespace pw {

class ProblemsModel;

/// The Problems panel: a filter field, one toggle per severity and the table.
class ProblemsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProblemsPanel(ProblemsModel* model, QWidget* parent = nullptr);

    QTableView* view() const { return m_view; }
    QLineEdit* filterEdit() const { return m_filter; }
    QToolButton* severityButton(Severity severity) const { return m_buttons[int(severity)]; }
    ProblemsFilterModel* filterModel() const { return m_proxy; }
    /// "2 errors, 1 warning"; empty when there is nothing.
    QString summary() const;
    static QString countSummary(int errors, int warnings, int infos);

Q_SIGNALS:
    /// A problem was double-clicked (or Enter pressed on it).
    void problemActivated(const pw::Diagnostic& diagnostic, const QString& sourceFile);
    void summaryChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateCounts();

    ProblemsModel* m_model;
    ProblemsFilterModel* m_proxy;
    QLineEdit* m_filter;
    QToolButton* m_buttons[3];
    QTableView* m_view;
};

} // namespace pw
