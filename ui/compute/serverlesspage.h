// SPDX-License-Identifier: MIT
#pragma once

#include "computepage.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class QTableView;

namespace pw {

class VmSizesFilterModel;
class VmSizesModel;

/// Serverless: the VM size (searchable by name, family, cores, memory and GPU, retired series hidden) or the
/// service's choice, the instance count, the job tier (Standard or Spot) and the identity the job uses.
class ServerlessPage : public ComputePage
{
    Q_OBJECT
public:
    explicit ServerlessPage(bool forPipeline, QWidget* parent = nullptr);
    ComputeChoice::Kind kind() const override { return ComputeChoice::Kind::Serverless; }
    void setSnapshot(const ComputeSnapshot& snapshot) override;
    void load(const ComputeChoice& choice) override;
    void fill(ComputeChoice& choice) const override;
    QList<PreflightFinding> findings(const ComputeSnapshot& snapshot, bool* complete) const override;

    QTableView* sizesView() const { return m_view; }
    VmSizesFilterModel* filter() const { return m_filter; }
    /// The selected size, empty when the service chooses.
    QString selectedSize() const;
    void selectSize(const QString& name);

private:
    bool m_forPipeline = false;
    VmSizesModel* m_sizes = nullptr;
    VmSizesFilterModel* m_filter = nullptr;
    QCheckBox* m_serviceChooses = nullptr;
    QLineEdit* m_search = nullptr;
    QComboBox* m_family = nullptr;
    QSpinBox* m_minCores = nullptr;
    QSpinBox* m_minMemory = nullptr;
    QComboBox* m_gpu = nullptr;
    QCheckBox* m_hideRetired = nullptr;
    QTableView* m_view = nullptr;
    QSpinBox* m_count = nullptr;
    QRadioButton* m_standard = nullptr;
    QRadioButton* m_spot = nullptr;
    QLabel* m_spotNote = nullptr;
    QComboBox* m_identity = nullptr;
    QString m_pendingSize;
};

} // namespace pw
