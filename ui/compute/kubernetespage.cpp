// SPDX-License-Identifier: MIT
#include "kubernetespage.h"

#include "instancetype.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pw {

namespace {

    QString orDash(const QString& s)
    {
        return s.isEmpty() ? QStringLiteral("—") : s;
    }

} // namespace

KubernetesPage::KubernetesPage(bool forPipeline, QWidget* parent)
    : ComputePage(parent)
    , m_forPipeline(forPipeline)
{
    setObjectName(QStringLiteral("kubernetesPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* intro = new QLabel(tr("A Kubernetes cluster attached to the workspace. Its instance types set the CPU, memory "
                                "and GPU a step requests and is limited to, and the nodes it runs on."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_compute = new QComboBox(this);
    m_compute->setObjectName(QStringLiteral("kubernetesCompute"));
    m_compute->setEditable(true);
    m_compute->setInsertPolicy(QComboBox::NoInsert);
    form->addRow(tr("Compute:"), m_compute);
    layout->addLayout(form);

    m_types = new QTreeWidget(this);
    m_types->setObjectName(QStringLiteral("instanceTypes"));
    m_types->setRootIsDecorated(false);
    m_types->setAlternatingRowColors(true);
    m_types->setHeaderLabels({tr("Instance type"), tr("CPU request / limit"), tr("Memory request / limit"), tr("GPUs")});
    m_types->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_types, 1);
    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("instanceTypeDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_details);

    auto* countForm = new QFormLayout;
    m_count = new QSpinBox(this);
    m_count->setRange(1, 1000);
    m_count->setEnabled(!forPipeline);
    countForm->addRow(tr("Instance count:"), m_count);
    layout->addLayout(countForm);

    connect(m_compute, &QComboBox::currentTextChanged, this, [this] {
        showTypes();
        Q_EMIT changed();
    });
    connect(m_types, &QTreeWidget::currentItemChanged, this, [this] {
        showDetails();
        Q_EMIT changed();
    });
    connect(m_count, &QSpinBox::valueChanged, this, &ComputePage::changed);
}

void KubernetesPage::setSnapshot(const ComputeSnapshot& snapshot)
{
    ComputeChoice keep;
    fill(keep);
    if (!m_pendingCompute.isEmpty())
        keep.computeName = m_pendingCompute;
    if (!m_pendingType.isEmpty())
        keep.instanceType = m_pendingType;
    m_snapshot = snapshot;
    const QSignalBlocker block(m_compute);
    m_compute->clear();
    for (const ComputeTarget& t : snapshot.computes)
        if (t.kind == computeKindKey(ComputeKind::Kubernetes))
            m_compute->addItem(t.name);
    m_compute->setPlaceholderText(m_compute->count() == 0 ? tr("no Kubernetes compute: type its name") : QString());
    load(keep);
}

const ComputeTarget* KubernetesPage::currentCompute() const
{
    const QString name = m_compute->currentText().trimmed();
    for (const ComputeTarget& t : m_snapshot.computes)
        if (t.kind == computeKindKey(ComputeKind::Kubernetes) && t.name.compare(name, Qt::CaseInsensitive) == 0)
            return &t;
    return nullptr;
}

void KubernetesPage::showTypes()
{
    const QSignalBlocker block(m_types);
    m_types->clear();
    auto* def = new QTreeWidgetItem(m_types, {tr("The compute's default")});
    def->setData(0, Qt::UserRole, QString());
    const ComputeTarget* t = currentCompute();
    if (t) {
        for (const InstanceTypeSpec& it : t->instanceTypes) {
            const bool isDefault = it.isDefault || it.name == t->defaultInstanceType;
            auto* item = new QTreeWidgetItem(m_types, {isDefault ? tr("%1 (default)").arg(it.name) : it.name,
                                                       QStringLiteral("%1 / %2").arg(orDash(it.requestsCpu), orDash(it.limitsCpu)),
                                                       QStringLiteral("%1 / %2").arg(orDash(it.requestsMemory), orDash(it.limitsMemory)),
                                                       orDash(it.limitsGpu)});
            item->setData(0, Qt::UserRole, it.name);
        }
    }
    QTreeWidgetItem* pick = def;
    for (int i = 0; i < m_types->topLevelItemCount(); ++i)
        if (m_types->topLevelItem(i)->data(0, Qt::UserRole).toString() == m_pendingType)
            pick = m_types->topLevelItem(i);
    if (!m_pendingType.isEmpty() && pick == def) {
        // a type the compute does not list (yet): shown so that it is kept, and flagged by the check
        pick = new QTreeWidgetItem(m_types, {m_pendingType, QStringLiteral("?"), QStringLiteral("?"), QStringLiteral("?")});
        pick->setData(0, Qt::UserRole, m_pendingType);
    }
    m_types->setCurrentItem(pick);
    showDetails();
}

void KubernetesPage::showDetails()
{
    const QTreeWidgetItem* item = m_types->currentItem();
    const QString name = item ? item->data(0, Qt::UserRole).toString() : QString();
    m_pendingType = name;
    const ComputeTarget* t = currentCompute();
    if (!t) {
        m_details->setText(tr("The compute is not known here; its instance types are checked when the job is submitted."));
        return;
    }
    const QString wanted = name.isEmpty() ? t->defaultInstanceType : name;
    for (const InstanceTypeSpec& it : t->instanceTypes) {
        if (it.name != wanted && !(name.isEmpty() && it.isDefault))
            continue;
        QStringList selector;
        for (auto s = it.nodeSelector.cbegin(); s != it.nodeSelector.cend(); ++s)
            selector << QStringLiteral("%1=%2").arg(s.key(), s.value());
        m_details->setText(tr("%1 — runs on nodes with %2; requests %3 CPU and %4 memory, limited to %5 CPU, %6 memory "
                              "and %7 GPU.")
                               .arg(it.name, selector.isEmpty() ? tr("any labels") : selector.join(QStringLiteral(", ")),
                                    orDash(it.requestsCpu), orDash(it.requestsMemory), orDash(it.limitsCpu),
                                    orDash(it.limitsMemory), it.limitsGpu.isEmpty() ? QStringLiteral("0") : it.limitsGpu));
        return;
    }
    m_details->setText(name.isEmpty() ? tr("The compute's default instance type (defaultinstancetype): 100m CPU and "
                                           "2Gi memory unless the cluster defines it otherwise.")
                                      : tr("%1 is not an instance type of %2.").arg(name, t->name));
}

void KubernetesPage::load(const ComputeChoice& choice)
{
    m_pendingCompute = choice.computeName;
    m_pendingType = choice.instanceType;
    if (!choice.computeName.isEmpty()) {
        const int i = m_compute->findText(choice.computeName, Qt::MatchFixedString);
        if (i >= 0)
            m_compute->setCurrentIndex(i);
        else
            m_compute->setEditText(choice.computeName);
    }
    m_count->setValue(std::max(1, choice.instanceCount));
    showTypes();
}

void KubernetesPage::fill(ComputeChoice& choice) const
{
    choice.computeName = m_compute->currentText().trimmed();
    const QTreeWidgetItem* item = m_types->currentItem();
    choice.instanceType = item ? item->data(0, Qt::UserRole).toString() : QString();
    choice.instanceCount = m_count->value();
}

QList<PreflightFinding> KubernetesPage::findings(const ComputeSnapshot& snapshot, bool* complete) const
{
    Q_UNUSED(snapshot)
    ComputeChoice c;
    fill(c);
    *complete = !c.computeName.isEmpty();
    if (c.computeName.isEmpty())
        return {infoFinding(tr("Choose a Kubernetes compute."))};
    const ComputeTarget* t = currentCompute();
    if (!t)
        return {infoFinding(tr("%1 is not a Kubernetes compute this backend lists; it is checked when the job is submitted.")
                                .arg(c.computeName),
                            Severity::Warning)};
    StepResources r;
    r.instanceType = c.instanceType;
    QList<PreflightFinding> out;
    for (const Diagnostic& d : checkStepResources(r, *t)) {
        PreflightFinding f;
        f.ruleId = d.ruleId;
        f.severity = d.severity;
        f.message = d.message;
        out << f;
    }
    return out;
}

} // namespace pw
