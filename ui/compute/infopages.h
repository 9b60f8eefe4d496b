// SPDX-License-Identifier: MIT
#pragma once

#include "computepage.h"

class QLabel;

namespace pw {

/// This machine: steps run as its processes, with its cores and memory; nothing to choose.
class LocalPage : public ComputePage
{
    Q_OBJECT
public:
    explicit LocalPage(QWidget* parent = nullptr);
    ComputeChoice::Kind kind() const override { return ComputeChoice::Kind::Local; }
    void setSnapshot(const ComputeSnapshot& snapshot) override;
    void load(const ComputeChoice&) override { }
    void fill(ComputeChoice&) const override { }
    QList<PreflightFinding> findings(const ComputeSnapshot& snapshot, bool* complete) const override;

private:
    QLabel* m_text = nullptr;
};

/// A step without a compute of its own: it runs on the pipeline's default compute.
class DefaultPage : public ComputePage
{
    Q_OBJECT
public:
    /// `defaultCluster`: the compute the pipeline's default names (empty for serverless), checked as the pipeline's
    /// own picker checks it, so that both say the same of it.
    explicit DefaultPage(const QString& defaultDescription, const QString& defaultCluster = QString(), QWidget* parent = nullptr);
    ComputeChoice::Kind kind() const override { return ComputeChoice::Kind::PipelineDefault; }
    void setSnapshot(const ComputeSnapshot&) override { }
    void load(const ComputeChoice&) override { }
    void fill(ComputeChoice&) const override { }
    QList<PreflightFinding> findings(const ComputeSnapshot& snapshot, bool* complete) const override;

private:
    QString m_defaultCluster;
};

} // namespace pw
