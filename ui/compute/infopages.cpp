// SPDX-License-Identifier: MIT
#include "infopages.h"

#include "quota.h"

#include <QLabel>
#include <QLocale>
#include <QThread>
#include <QVBoxLayout>

namespace pw {

LocalPage::LocalPage(QWidget* parent)
    : ComputePage(parent)
{
    setObjectName(QStringLiteral("localPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    layout->addWidget(m_text);
    layout->addStretch(1);
    setSnapshot(ComputeSnapshot());
}

void LocalPage::setSnapshot(const ComputeSnapshot& snapshot)
{
    int cores = QThread::idealThreadCount();
    qint64 memory = 0;
    for (const ComputeTarget& t : snapshot.computes)
        if (t.kind == computeKindKey(ComputeKind::Local)) {
            cores = t.cores > 0 ? t.cores : cores;
            memory = t.memoryBytes;
        }
    const QString machine = memory > 0 ? tr("%n core(s) and %1 of memory", nullptr, cores).arg(QLocale().formattedDataSize(memory))
                                       : tr("%n core(s)", nullptr, cores);
    m_text->setText(tr("The step runs as a process of this machine (%1), with the Python environment chosen for "
                       "local runs. Azure ML's az ml CLI runs such steps only with a local compute; submitted to a "
                       "workspace, choose a cluster or serverless compute instead.")
                        .arg(machine));
}

QList<PreflightFinding> LocalPage::findings(const ComputeSnapshot& snapshot, bool* complete) const
{
    *complete = true;
    if (snapshot.backendId.isEmpty() || snapshot.backendId == QLatin1String("local"))
        return {};
    return {infoFinding(tr("A workspace does not run local steps: this step runs only with the local backend."),
                        Severity::Warning)};
}

DefaultPage::DefaultPage(const QString& defaultDescription, const QString& defaultCluster, QWidget* parent)
    : ComputePage(parent)
    , m_defaultCluster(defaultCluster)
{
    setObjectName(QStringLiteral("defaultPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* text = new QLabel(tr("The step has no compute of its own and runs on the pipeline's default compute: %1.")
                                .arg(defaultDescription),
                            this);
    text->setWordWrap(true);
    layout->addWidget(text);
    layout->addStretch(1);
}

QList<PreflightFinding> DefaultPage::findings(const ComputeSnapshot& snapshot, bool* complete) const
{
    *complete = true;
    if (m_defaultCluster.isEmpty())
        return {};
    ComputeDemand d;
    d.kind = ComputeKind::AmlCompute;
    d.computeName = m_defaultCluster;
    d.instanceCount = 1;
    return preflight(d, snapshot);
}

} // namespace pw
