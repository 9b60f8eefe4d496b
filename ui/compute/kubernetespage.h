// SPDX-License-Identifier: MIT
#pragma once

#include "computepage.h"

class QComboBox;
class QLabel;
class QSpinBox;
class QTreeWidget;

namespace pw {

/// A Kubernetes compute and one of its instance types (or the compute's default): the node selector and the
/// CPU, memory and GPU requests and limits of the chosen type, and whether the step fits it.
class KubernetesPage : public ComputePage
{
    Q_OBJECT
public:
    KubernetesPage(bool forPipeline, QWidget* parent = nullptr);
    ComputeChoice::Kind kind() const override { return ComputeChoice::Kind::Kubernetes; }
    void setSnapshot(const ComputeSnapshot& snapshot) override;
    void load(const ComputeChoice& choice) override;
    void fill(ComputeChoice& choice) const override;
    QList<PreflightFinding> findings(const ComputeSnapshot& snapshot, bool* complete) const override;

    QComboBox* computes() const { return m_compute; }
    QTreeWidget* types() const { return m_types; }

private:
    const ComputeTarget* currentCompute() const;
    void showTypes();
    void showDetails();

    bool m_forPipeline = false;
    ComputeSnapshot m_snapshot;
    QComboBox* m_compute = nullptr;
    QTreeWidget* m_types = nullptr;
    QLabel* m_details = nullptr;
    QSpinBox* m_count = nullptr;
    QString m_pendingCompute;
    QString m_pendingType;
};

} // namespace pw
