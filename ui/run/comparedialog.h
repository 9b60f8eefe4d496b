// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QTreeWidget;

namespace pw {

class RunController;

/// Two runs side by side: the pipeline inputs they ran with and, step by step, status, duration, reuse and
/// exit code. Rows that differ are marked (a "≠" and a tinted background), and "Only differences" hides the rest.
class CompareDialog : public QDialog {
    Q_OBJECT
public:
    /// Reads both jobs through the controller (asynchronously) and fills in as they arrive.
    CompareDialog(RunController* controller, const QString& jobA, const QString& jobB, QWidget* parent = nullptr);

    /// Show two jobs already read.
    void setJobs(const JobRun& a, const JobRun& b);
    bool isReady() const { return !m_a.id.isEmpty() && !m_b.id.isEmpty(); }

    /// Names of the pipeline inputs whose values differ.
    QStringList changedParameters() const { return m_changedParameters; }
    /// Steps whose status, reuse or exit code differ, or whose duration changed noticeably.
    QStringList changedSteps() const { return m_changedSteps; }
    QTreeWidget* parametersView() const { return m_parameters; }
    QTreeWidget* stepsView() const { return m_steps; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void rebuild();
    void applyFilter();

    QString m_idA;
    QString m_idB;
    JobRun m_a;
    JobRun m_b;
    QLabel* m_header;
    QCheckBox* m_onlyDiff;
    QLabel* m_parametersCaption;
    QTreeWidget* m_parameters;
    QLabel* m_stepsCaption;
    QTreeWidget* m_steps;
    QStringList m_changedParameters;
    QStringList m_changedSteps;
};

} // namespace pw
