// SPDX-License-Identifier: MIT
#include "clusterformdialog.h"

#include "findingslist.h"
#include "pricebook.h"
#include "quota.h"
#include "vmcatalog.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pw {

ClusterFormDialog::ClusterFormDialog(Mode mode, const ComputeSnapshot& snapshot, QWidget* parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_snapshot(snapshot)
{
    setObjectName(QStringLiteral("clusterForm"));
    setWindowTitle(mode == Mode::Create ? tr("New Compute Cluster") : tr("Resize Compute Cluster"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("clusterName"));
    m_name->setPlaceholderText(QStringLiteral("cpu-cluster"));
    m_name->setToolTip(tr("3 to 24 characters: letters, digits and hyphens, starting with a letter, not ending in a "
                          "hyphen and digits."));
    form->addRow(tr("Name:"), m_name);

    m_size = new QComboBox(this);
    m_size->setObjectName(QStringLiteral("clusterSize"));
    m_size->setEditable(true);
    m_size->setInsertPolicy(QComboBox::NoInsert);
    if (m_snapshot.vmSizes.isEmpty()) {
        m_snapshot.vmSizes = VmCatalog::commonSizes();
        applyPrices(m_snapshot);
    }
    QList<VmSize> sizes = m_snapshot.vmSizes;
    std::sort(sizes.begin(), sizes.end(), [](const VmSize& a, const VmSize& b) {
        return a.vCpus != b.vCpus ? a.vCpus < b.vCpus : a.name < b.name;
    });
    for (const VmSize& s : sizes) {
        if (!s.supportedComputeTypes.isEmpty() && !s.supportedComputeTypes.contains(QLatin1String("AmlCompute"), Qt::CaseInsensitive))
            continue;
        QString label = tr("%1 — %2 vCPUs, %3 GB").arg(s.name).arg(s.vCpus).arg(s.memoryGB);
        if (s.gpus > 0)
            label += tr(", %n GPU(s)", nullptr, s.gpus);
        if (s.pricePerHour)
            label += tr(", %1/h").arg(formatMoney(*s.pricePerHour, s.currency));
        m_size->addItem(label, s.name);
    }
    m_size->setCurrentIndex(std::max(0, m_size->findData(QStringLiteral("Standard_DS3_v2"))));
    form->addRow(tr("VM size:"), m_size);

    m_location = new QLineEdit(this);
    m_location->setObjectName(QStringLiteral("clusterLocation"));
    m_location->setPlaceholderText(snapshot.location.isEmpty() ? tr("the workspace's region")
                                                               : tr("%1 (the workspace's region)").arg(snapshot.location));
    form->addRow(tr("Location:"), m_location);

    auto* scale = new QHBoxLayout;
    m_min = new QSpinBox(this);
    m_min->setObjectName(QStringLiteral("clusterMin"));
    m_min->setRange(0, 1000);
    m_max = new QSpinBox(this);
    m_max->setObjectName(QStringLiteral("clusterMax"));
    m_max->setRange(1, 1000);
    m_max->setValue(4);
    scale->addWidget(new QLabel(tr("from"), this));
    scale->addWidget(m_min);
    scale->addWidget(new QLabel(tr("to"), this));
    scale->addWidget(m_max);
    scale->addWidget(new QLabel(tr("nodes"), this));
    scale->addStretch(1);
    form->addRow(tr("Nodes:"), scale);

    m_idle = new QSpinBox(this);
    m_idle->setObjectName(QStringLiteral("clusterIdle"));
    m_idle->setRange(0, 7 * 86400);
    m_idle->setValue(120);
    m_idle->setSuffix(tr(" s"));
    m_idle->setToolTip(tr("How long a node stays idle before the cluster scales down."));
    form->addRow(tr("Scale down after idle:"), m_idle);

    auto* tier = new QHBoxLayout;
    m_dedicated = new QRadioButton(tr("Dedicated"), this);
    m_lowPriority = new QRadioButton(tr("Low priority"), this);
    m_lowPriority->setObjectName(QStringLiteral("clusterLowPriority"));
    m_dedicated->setChecked(true);
    auto* group = new QButtonGroup(this);
    group->addButton(m_dedicated);
    group->addButton(m_lowPriority);
    tier->addWidget(m_dedicated);
    tier->addWidget(m_lowPriority);
    tier->addStretch(1);
    form->addRow(tr("Priority:"), tier);

    m_identity = new QComboBox(this);
    m_identity->setObjectName(QStringLiteral("clusterIdentity"));
    m_identity->addItem(tr("None"), QString());
    m_identity->addItem(tr("System-assigned"), QStringLiteral("SystemAssigned"));
    m_identity->addItem(tr("User-assigned"), QStringLiteral("UserAssigned"));
    m_identities = new QLineEdit(this);
    m_identities->setPlaceholderText(tr("resource ids of the identities, separated by commas"));
    m_identities->setVisible(false);
    form->addRow(tr("Managed identity:"), m_identity);
    form->addRow(QString(), m_identities);

    m_description = new QLineEdit(this);
    form->addRow(tr("Description:"), m_description);
    m_cost = new QLabel(this);
    m_cost->setObjectName(QStringLiteral("clusterCost"));
    m_cost->setWordWrap(true);
    m_cost->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Cost:"), m_cost);
    layout->addLayout(form);

    m_findings = new FindingsList(this);
    layout->addWidget(m_findings);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(mode == Mode::Create ? tr("Create") : tr("Resize"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    if (mode == Mode::Resize) {
        // only the scale settings of a cluster change; its size needs a new cluster
        for (QWidget* w : {static_cast<QWidget*>(m_name), static_cast<QWidget*>(m_size), static_cast<QWidget*>(m_location),
                           static_cast<QWidget*>(m_dedicated), static_cast<QWidget*>(m_lowPriority),
                           static_cast<QWidget*>(m_identity), static_cast<QWidget*>(m_description)})
            w->setEnabled(false);
        m_size->setToolTip(tr("A cluster's VM size cannot change: create a new cluster for another size."));
    }

    connect(m_name, &QLineEdit::textChanged, this, &ClusterFormDialog::check);
    connect(m_size, &QComboBox::currentTextChanged, this, &ClusterFormDialog::check);
    connect(m_location, &QLineEdit::textChanged, this, &ClusterFormDialog::check);
    connect(m_min, &QSpinBox::valueChanged, this, &ClusterFormDialog::check);
    connect(m_max, &QSpinBox::valueChanged, this, &ClusterFormDialog::check);
    connect(m_lowPriority, &QRadioButton::toggled, this, &ClusterFormDialog::check);
    connect(m_identity, &QComboBox::currentIndexChanged, this, [this] {
        m_identities->setVisible(m_identity->currentData().toString() == QLatin1String("UserAssigned"));
        check();
    });
    connect(m_identities, &QLineEdit::textChanged, this, &ClusterFormDialog::check);
    check();
    resize(560, sizeHint().height());
}

void ClusterFormDialog::setRequest(const ClusterRequest& r)
{
    m_name->setText(r.name);
    const int i = m_size->findData(r.vmSize, Qt::UserRole, Qt::MatchFixedString);
    if (i >= 0)
        m_size->setCurrentIndex(i);
    else
        m_size->setEditText(r.vmSize);
    m_location->setText(r.location);
    m_min->setValue(r.minNodes);
    m_max->setValue(r.maxNodes);
    m_idle->setValue(r.idleSecondsBeforeScaleDown);
    (r.lowPriority ? m_lowPriority : m_dedicated)->setChecked(true);
    m_identity->setCurrentIndex(std::max(0, m_identity->findData(r.identityType)));
    m_identities->setText(r.userAssignedIdentities.join(QStringLiteral(", ")));
    m_description->setText(r.description);
    check();
}

ClusterRequest ClusterFormDialog::request() const
{
    ClusterRequest r;
    r.name = m_name->text().trimmed();
    // a size typed by hand is taken as written; a listed one by its name
    const int i = m_size->findText(m_size->currentText());
    r.vmSize = i >= 0 ? m_size->itemData(i).toString() : m_size->currentText().trimmed();
    r.location = m_location->text().trimmed();
    r.minNodes = m_min->value();
    r.maxNodes = m_max->value();
    r.idleSecondsBeforeScaleDown = m_idle->value();
    r.lowPriority = m_lowPriority->isChecked();
    r.identityType = m_identity->currentData().toString();
    for (const QString& id : m_identities->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        r.userAssignedIdentities << id.trimmed();
    r.description = m_description->text().trimmed();
    return r;
}

QString ClusterFormDialog::costText(const ClusterRequest& r) const
{
    const VmSize* size = nullptr;
    for (const VmSize& s : m_snapshot.vmSizes)
        if (s.name.compare(r.vmSize, Qt::CaseInsensitive) == 0)
            size = &s;
    if (!size)
        return tr("No price: %1 is not in the region's list of sizes.").arg(r.vmSize);
    const std::optional<double> price = r.lowPriority ? size->lowPriorityPricePerHour : size->pricePerHour;
    if (!price)
        return r.lowPriority ? tr("No low-priority price is known for %1 in this region.").arg(size->name)
                             : tr("No price is known for %1 in this region.").arg(size->name);
    const ClusterCost c = clusterCost(*price, r.minNodes, r.maxNodes);
    QString text = tr("%1 per node and hour (%2). Idle at %n node(s): %3 per hour", nullptr, r.minNodes)
                       .arg(formatMoney(*price, size->currency), r.lowPriority ? tr("low priority") : tr("dedicated"),
                            formatMoney(c.idlePerHour, size->currency));
    text += QLatin1String("; ") + tr("at its most, %n node(s): %1 per hour.", nullptr, r.maxNodes).arg(formatMoney(c.fullPerHour, size->currency));
    text += QLatin1Char(' ') + (size->priceSource.isEmpty() ? tr("Prices from the workspace's list of sizes.")
                                                            : tr("Prices: %1.").arg(size->priceSource));
    return text;
}

QString ClusterFormDialog::costText() const
{
    return m_cost->text();
}

bool ClusterFormDialog::canAccept() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void ClusterFormDialog::check()
{
    const ClusterRequest r = request();
    QList<PreflightFinding> findings;
    if (m_mode == Mode::Create)
        findings = preflightCluster(r, m_snapshot);
    else
        for (const PreflightFinding& f : preflightCluster(r, m_snapshot))
            if (f.ruleId != QLatin1String("compute-name")) // the name of an existing cluster is what it is
                findings << f;
    if (r.identityType == QLatin1String("UserAssigned") && r.userAssignedIdentities.isEmpty()) {
        PreflightFinding f;
        f.ruleId = QStringLiteral("cluster-identity");
        f.message = tr("A user-assigned identity needs the resource id of at least one identity.");
        findings << f;
    }
    if (m_mode == Mode::Create)
        for (const ComputeTarget& t : m_snapshot.computes)
            if (t.name.compare(r.name, Qt::CaseInsensitive) == 0) {
                PreflightFinding f;
                f.ruleId = QStringLiteral("compute-name");
                f.message = tr("The workspace already has a compute named %1.").arg(t.name);
                findings << f;
            }
    m_findings->setFindings(findings, m_mode == Mode::Create ? tr("The cluster can be created as set.")
                                                             : tr("The cluster can be resized as set."));
    m_cost->setText(costText(r));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_findings->hasErrors());
}

} // namespace pw
