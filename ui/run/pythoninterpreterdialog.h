// SPDX-License-Identifier: MIT
#pragma once

#include "pythonenvironments.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTreeView;

namespace pw {

class PythonInterpreterModel;

/// Run ▸ Python Interpreter…: the Python interpreters of this machine and of the workspace's virtual environments,
/// each with its version and which of the modules the open pipeline's steps need it can import. The interpreters
/// are found and checked in the background; rows fill in as the checks come back, and the one that imports every
/// module is recommended (and selected, when the current choice cannot import them all and nothing else was
/// selected). Browse… adds any other program.
class PythonInterpreterDialog : public QDialog {
    Q_OBJECT
public:
    explicit PythonInterpreterDialog(QWidget* parent = nullptr);
    ~PythonInterpreterDialog() override;

    /// Look for interpreters (`current` first, then PATH, the system folders and the environments in
    /// `workspaceFolders`) and check them against the modules the pipeline (its file and text; none when
    /// `pipelineFile` is empty) needs. Returns at once.
    void start(const QString& current, const QStringList& workspaceFolders, const QString& pipelineFile,
        const QByteArray& pipelineText);
    /// Add an interpreter (as Browse… does), check it and select it. False when it is not an executable file.
    bool addInterpreter(const QString& path);

    /// The selected interpreter; empty when the user asked for the default (Use Default).
    QString selectedInterpreter() const;
    bool useDefaultRequested() const { return m_useDefault; }
    /// Select a row of the model.
    void selectRow(int row);

    /// True until the interpreters have been found and every one of them checked.
    bool isBusy() const;
    PythonInterpreterModel* model() const { return m_model; }
    QTreeView* view() const { return m_view; }
    PythonProber* prober() const { return m_prober; }

Q_SIGNALS:
    /// Every interpreter found has been checked.
    void checksFinished();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void browse();
    void updateIntro();
    void updateDetails();
    void updateStatus();
    void onProbed(const PythonProbeResult& result);

    PythonInterpreterModel* m_model;
    PythonProber* m_prober;
    QLabel* m_intro = nullptr;
    QTreeView* m_view = nullptr;
    QLabel* m_details = nullptr;
    QLabel* m_status = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_browse = nullptr;
    QPushButton* m_default = nullptr;
    QString m_pipelineName;
    bool m_searching = false;
    bool m_requirementsKnown = false;
    bool m_userSelected = false;
    bool m_selecting = false;
    bool m_useDefault = false;
};

} // namespace pw
