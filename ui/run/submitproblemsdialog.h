// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QDialog>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace pw {

/// Why a Run did not start (or what differs from the cloud): one row per problem with its severity, the step
/// it concerns, the message and the place in the file. Not modal; double-click a row to go to the place.
class SubmitProblemsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SubmitProblemsDialog(QWidget* parent = nullptr);

    void setProblems(const QString& title, const QString& summary, const Diagnostics& problems, const QString& file);
    QString summary() const;
    Diagnostics problems() const { return m_problems; }
    QTreeWidget* view() const { return m_view; }

Q_SIGNALS:
    void problemActivated(const pw::Diagnostic& diagnostic, const QString& sourceFile);

private:
    void activate(QTreeWidgetItem* item);

    QLabel* m_icon;
    QLabel* m_title;
    QLabel* m_summary;
    QTreeWidget* m_view;
    QLabel* m_hint = nullptr;
    Diagnostics m_problems;
    QString m_file;
};

} // namespace pw
