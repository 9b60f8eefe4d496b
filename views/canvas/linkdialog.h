// SPDX-License-Identifier: MIT
#pragma once

#include "canvaseditor.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace pw {

class CanvasScene;

/// Link two ports with the keyboard: pick an output and an input; the dialog says at once whether the link
/// may be made and why not, with the same checks as dragging.
class LinkDialog : public QDialog {
    Q_OBJECT
public:
    /// `focus`: the selected node, whose unlinked inputs are offered first (or its outputs when it has none).
    LinkDialog(CanvasScene* scene, NodeId focus, QWidget* parent = nullptr);

    QComboBox* outputBox() const { return m_outputs; }
    QComboBox* inputBox() const { return m_inputs; }
    PortRef selectedOutput() const;
    PortRef selectedInput() const;
    /// The check of the current choice (empty reason when it may be made).
    LinkCheck currentCheck() const;
    /// Choose a port in its list (an output in "From", an input in "To"); false when it is not offered.
    bool choose(const PortRef& port);

    void accept() override;

private:
    void updateCheck();

    CanvasScene* m_scene;
    QComboBox* m_outputs;
    QComboBox* m_inputs;
    QLabel* m_verdict;
    QDialogButtonBox* m_buttons;
};

} // namespace pw
