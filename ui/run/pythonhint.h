// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <functional>

class QFrame;
class QLabel;
class QPushButton;
class QWidget;

namespace pw {

/// The explanation a run view shows when a step failed because Python could not import a module: which step,
/// which module and which interpreter, with a button to choose another interpreter (what the button does is up
/// to the view; there is none when the step's command names its interpreter by path). Each failed step's log is
/// looked into once.
class PythonHint {
    // its texts are under the run view's context of the catalogues
    Q_DECLARE_TR_FUNCTIONS(pw::RunView)

public:
    /// `defaultPython` names the interpreter a step ran with when its log does not say.
    PythonHint(QWidget* parent, std::function<QString()> defaultPython);

    /// The panel: hidden while no step has such a problem.
    QFrame* frame() const { return m_frame; }
    QPushButton* chooseButton() const { return m_choose; }
    void retranslate();
    /// Show the problem of the `selected` step, else of the first failed step that has one; else hide.
    void update(const JobRun& job, const QString& selected);
    /// The explanation as plain text, or "" while hidden.
    QString text() const;

private:
    struct ImportProblem {
        QString step;
        QString module;
        QString python;
        bool byPath = false; // the step's command names the interpreter: choosing another does not change it
    };
    std::function<QString()> m_defaultPython;
    QHash<QString, ImportProblem> m_problems; // failed step -> what its log says (checked once)
    QFrame* m_frame = nullptr;
    QLabel* m_label = nullptr;
    QPushButton* m_choose = nullptr;
};

} // namespace pw
