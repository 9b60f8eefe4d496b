// SPDX-License-Identifier: MIT
#pragma once

#include "computepage.h"

#include <QPointer>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace pw {

class Backend;
class ComputeTargetsModel;

/// A compute cluster (or a compute instance) of the workspace: its state, nodes idle and busy, min and max; the
/// step's instance count up to the cluster's maximum; and creating, resizing and deleting clusters through the
/// backend (the forms check what they can before anything is sent).
class ClusterPage : public ComputePage
{
    Q_OBJECT
public:
    ClusterPage(bool forPipeline, QWidget* parent = nullptr);
    ComputeChoice::Kind kind() const override { return ComputeChoice::Kind::Cluster; }
    void setSnapshot(const ComputeSnapshot& snapshot) override;
    void load(const ComputeChoice& choice) override;
    void fill(ComputeChoice& choice) const override;
    QList<PreflightFinding> findings(const ComputeSnapshot& snapshot, bool* complete) const override;
    void setBackend(Backend* backend);

    QTableView* view() const { return m_view; }
    QString selectedName() const;
    void selectName(const QString& name);

Q_SIGNALS:
    /// A cluster was created, resized or deleted: the snapshot is stale.
    void computesChanged(const QString& message);

private:
    const ComputeTarget* selectedTarget() const;
    void createCluster();
    void resizeCluster();
    void deleteCluster();
    void updateButtons();

    bool m_forPipeline = false;
    QPointer<Backend> m_backend;
    ComputeSnapshot m_snapshot;
    ComputeTargetsModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    QLabel* m_empty = nullptr;
    QPushButton* m_create = nullptr;
    QPushButton* m_resize = nullptr;
    QPushButton* m_delete = nullptr;
    QSpinBox* m_count = nullptr;
    QLineEdit* m_typed = nullptr;
    QString m_pendingName;
};

} // namespace pw
