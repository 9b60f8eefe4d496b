// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"
#include "runcomparison.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTreeWidget;

namespace pw {

class RunController;

/// Two runs side by side: the pipeline inputs they ran with and, step by step, status, duration, reuse and
/// exit code. Rows that differ are marked (a "≠" and a tinted background), and "Only differences" hides the rest.
/// What changed (runcomparison.h, read on another thread): each step's command, inputs and code files, the
/// pipeline file's diff, and the metrics the steps logged, each on a tab of its own.
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
    /// What changed, once read (compared() says when).
    bool isCompared() const { return m_compared; }
    const RunComparison& comparison() const { return m_comparison; }
    QTreeWidget* changesView() const { return m_changes; }
    QPlainTextEdit* pipelineDiffView() const { return m_yaml; }
    QTreeWidget* metricsView() const { return m_metrics; }
    QTabWidget* tabs() const { return m_tabs; }

Q_SIGNALS:
    void compared();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void rebuild();
    void applyFilter();
    void startComparison();
    void showComparison();

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
    QTabWidget* m_tabs;
    QTreeWidget* m_changes;
    QPlainTextEdit* m_yaml;
    QTreeWidget* m_metrics;
    RunComparison m_comparison;
    bool m_compared = false;
    bool m_comparing = false;
    bool m_compareAgain = false;
    QString m_comparedKey; // what of the two jobs was last compared (comparisonKey)
    // read through the controller since the dialog opened: what it had cached may be from before a step started
    bool m_freshA = true;
    bool m_freshB = true;
};

} // namespace pw
