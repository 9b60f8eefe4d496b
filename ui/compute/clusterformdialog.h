// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace pw {

class FindingsList;

/// The cluster form: create a cluster with the fields Azure ML takes (name rules, VM size, location, min and max
/// nodes, idle time before scale-down, dedicated or low priority, identity, description), or resize one (only its
/// scale settings change). Every change is checked at once against the snapshot (name, size offered and not
/// retired, quota for the maximum, "min > 0 keeps paying", another region, pre-emption); errors keep OK disabled.
class ClusterFormDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode { Create, Resize };
    ClusterFormDialog(Mode mode, const ComputeSnapshot& snapshot, QWidget* parent = nullptr);
    void setRequest(const ClusterRequest& request);
    ClusterRequest request() const;
    FindingsList* findings() const { return m_findings; }
    bool canAccept() const;

    /// The cost line: per node and hour, idle (minimum nodes) and at most (maximum nodes).
    QString costText() const;

private:
    void check();
    QString costText(const ClusterRequest& request) const;

    Mode m_mode;
    ComputeSnapshot m_snapshot;
    QLineEdit* m_name = nullptr;
    QComboBox* m_size = nullptr;
    QLineEdit* m_location = nullptr;
    QSpinBox* m_min = nullptr;
    QSpinBox* m_max = nullptr;
    QSpinBox* m_idle = nullptr;
    QRadioButton* m_dedicated = nullptr;
    QRadioButton* m_lowPriority = nullptr;
    QComboBox* m_identity = nullptr;
    QLineEdit* m_identities = nullptr;
    QLineEdit* m_description = nullptr;
    FindingsList* m_findings = nullptr;
    QLabel* m_cost = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace pw
