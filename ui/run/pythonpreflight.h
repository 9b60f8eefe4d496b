// SPDX-License-Identifier: MIT
#pragma once

#include "pythonenvironments.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

namespace pw {

/// Before a pipeline first runs on this machine: can the Python its steps start with import the modules they need?
/// Reads the steps' requirements (conda files, entry scripts) off the GUI thread and checks the chosen interpreter;
/// when it lacks some, looks for an interpreter that has them all (virtual environments of the workspace first,
/// then PATH and the system folders). Azure ML's own packages (azureml-core, …) are not asked for. Never blocks.
class PythonPreflight : public QObject
{
    Q_OBJECT
public:
    struct Verdict
    {
        bool ready = false; // the interpreter imports every module needed (or none is needed)
        QString interpreter; // the one checked
        QString error; // it does not run: why
        QStringList needed; // the modules the steps need here
        QStringList missing; // those it cannot import
        QString alternative; // an interpreter that imports them all; empty when none was found
        QString alternativeVersion;
    };

    explicit PythonPreflight(QObject* parent = nullptr);
    ~PythonPreflight() override;

    /// Check `interpreter` for the pipeline (its file and text); finished() follows. Interpreters are looked for in
    /// `search` (its `current` is ignored) only when that one lacks something.
    void start(const QString& pipelineFile, const QByteArray& text, const QString& interpreter, const PythonSearch& search);
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void finished(const pw::PythonPreflight::Verdict& verdict);

private:
    void onRequirements(const QList<RequiredModule>& modules);
    void onProbed(const PythonProbeResult& result);
    void onCandidates(const QList<PythonCandidate>& candidates);
    void done();

    PythonProber* m_prober;
    PythonSearch m_search;
    Verdict m_verdict;
    QStringList m_candidates; // alternatives being checked, in order of preference
    bool m_running = false;
    bool m_lookingFurther = false;
    int m_generation = 0;
};

} // namespace pw
Q_DECLARE_METATYPE(pw::PythonPreflight::Verdict)
