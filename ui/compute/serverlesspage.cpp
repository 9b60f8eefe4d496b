// SPDX-License-Identifier: MIT
#include "serverlesspage.h"

#include "vmcatalog.h"
#include "vmsizesmodel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace pw {

PreflightFinding infoFinding(const QString& message, Severity severity)
{
    PreflightFinding f;
    f.severity = severity;
    f.message = message;
    return f;
}

ServerlessPage::ServerlessPage(bool forPipeline, QWidget* parent)
    : ComputePage(parent)
    , m_forPipeline(forPipeline)
{
    setObjectName(QStringLiteral("serverlessPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* intro = new QLabel(forPipeline ? tr("Azure ML provides the machines of each job and removes them after it; steps "
                                              "choose their VM size and count themselves.")
                                         : tr("Azure ML provides machines for this step and removes them after it. "
                                              "Choose a VM size, or let Azure ML pick a CPU size your quota allows."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_sizes = new VmSizesModel(this);
    m_sizes->setFamilies(VmCatalog::instance().all());
    m_filter = new VmSizesFilterModel(this);
    m_filter->setSourceModel(m_sizes);
    m_filter->setSortRole(VmSizesModel::SortRole);

    m_serviceChooses = new QCheckBox(tr("Let Azure ML choose the VM size"), this);
    m_serviceChooses->setObjectName(QStringLiteral("serviceChooses"));
    layout->addWidget(m_serviceChooses);

    auto* filters = new QHBoxLayout;
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("sizeSearch"));
    m_search->setPlaceholderText(tr("Search sizes (NC6s, A100, DSv2…)"));
    m_search->setClearButtonEnabled(true);
    m_family = new QComboBox(this);
    m_family->setObjectName(QStringLiteral("sizeCategory"));
    m_family->addItem(tr("All series"), QString());
    m_minCores = new QSpinBox(this);
    m_minCores->setRange(0, 512);
    m_minCores->setPrefix(tr("≥ "));
    m_minCores->setSuffix(tr(" vCPUs"));
    m_minMemory = new QSpinBox(this);
    m_minMemory->setObjectName(QStringLiteral("sizeMemory"));
    m_minMemory->setRange(0, 4096);
    m_minMemory->setPrefix(tr("≥ "));
    m_minMemory->setSuffix(tr(" GB"));
    m_gpu = new QComboBox(this);
    m_gpu->setObjectName(QStringLiteral("sizeGpu"));
    m_gpu->addItem(tr("CPU or GPU"), int(VmSizesFilterModel::Gpu::Any));
    m_gpu->addItem(tr("GPU only"), int(VmSizesFilterModel::Gpu::Required));
    m_gpu->addItem(tr("CPU only"), int(VmSizesFilterModel::Gpu::None));
    m_hideRetired = new QCheckBox(tr("Hide retired series"), this);
    m_hideRetired->setChecked(true);
    filters->addWidget(m_search, 2);
    filters->addWidget(m_family, 1);
    filters->addWidget(m_minCores);
    filters->addWidget(m_minMemory);
    filters->addWidget(m_gpu);
    filters->addWidget(m_hideRetired);
    auto* filtersBox = new QWidget(this);
    filters->setContentsMargins(0, 0, 0, 0);
    filtersBox->setLayout(filters);
    layout->addWidget(filtersBox);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("sizesView"));
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(VmSizesModel::CpuColumn, Qt::AscendingOrder);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    layout->addWidget(m_view, 1);

    auto* form = new QFormLayout;
    m_count = new QSpinBox(this);
    m_count->setObjectName(QStringLiteral("instanceCount"));
    m_count->setRange(1, 1000);
    form->addRow(tr("Instance count:"), m_count);
    auto* tierRow = new QHBoxLayout;
    m_standard = new QRadioButton(tr("Standard (dedicated)"), this);
    m_spot = new QRadioButton(tr("Spot (low priority)"), this);
    m_spot->setObjectName(QStringLiteral("tierSpot"));
    m_standard->setChecked(true);
    auto* tiers = new QButtonGroup(this);
    tiers->addButton(m_standard);
    tiers->addButton(m_spot);
    tierRow->addWidget(m_standard);
    tierRow->addWidget(m_spot);
    tierRow->addStretch(1);
    form->addRow(tr("Job tier:"), tierRow);
    m_spotNote = new QLabel(tr("Spot VMs cost less, but Azure may take them back when it needs the capacity; the job "
                               "then starts over."),
                            this);
    m_spotNote->setWordWrap(true);
    m_spotNote->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(QString(), m_spotNote);
    m_identity = new QComboBox(this);
    m_identity->setObjectName(QStringLiteral("identity"));
    m_identity->addItem(tr("Not set (the compute's default)"), QString());
    m_identity->addItem(tr("User identity (the submitter's credentials)"), QStringLiteral("user_identity"));
    m_identity->addItem(tr("Managed identity"), QStringLiteral("managed"));
    m_identity->addItem(tr("Azure ML token"), QStringLiteral("aml_token"));
    form->addRow(tr("Identity:"), m_identity);
    auto* formBox = new QWidget(this);
    form->setContentsMargins(0, 0, 0, 0);
    formBox->setLayout(form);
    layout->addWidget(formBox);
    for (QWidget* w : {static_cast<QWidget*>(m_count), static_cast<QWidget*>(m_standard), static_cast<QWidget*>(m_spot),
                       static_cast<QWidget*>(m_spotNote), static_cast<QWidget*>(m_identity)}) {
        w->setEnabled(!forPipeline);
        if (forPipeline)
            w->setToolTip(tr("Set per step: a pipeline has no instance type, count, tier or identity of its own."));
    }
    if (forPipeline) {
        m_serviceChooses->setChecked(true);
        m_serviceChooses->setEnabled(false);
        // a pipeline's serverless default carries no size, count, tier or identity: none of them is offered here
        for (QWidget* w : {static_cast<QWidget*>(m_serviceChooses), filtersBox, static_cast<QWidget*>(m_view), formBox})
            w->hide();
        auto* perStep = new QLabel(tr("Each step's VM size, instance count, job tier and identity are its own: choose "
                                      "them in the step's compute (select the step, then Compute ▸ Step Compute…)."),
                                   this);
        perStep->setObjectName(QStringLiteral("serverlessPerStep"));
        perStep->setWordWrap(true);
        perStep->setForegroundRole(QPalette::PlaceholderText);
        layout->addWidget(perStep);
        layout->addStretch(1);
    }

    auto refilter = [this] {
        m_filter->setText(m_search->text());
        m_filter->setFamily(m_family->currentData().toString());
        m_filter->setMinCores(m_minCores->value());
        m_filter->setMinMemoryGB(m_minMemory->value());
        m_filter->setGpu(VmSizesFilterModel::Gpu(m_gpu->currentData().toInt()));
        m_filter->setHideRetired(m_hideRetired->isChecked());
    };
    refilter();
    connect(m_search, &QLineEdit::textChanged, this, refilter);
    connect(m_family, &QComboBox::currentIndexChanged, this, refilter);
    connect(m_minCores, &QSpinBox::valueChanged, this, refilter);
    connect(m_minMemory, &QSpinBox::valueChanged, this, refilter);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, refilter);
    connect(m_hideRetired, &QCheckBox::toggled, this, refilter);
    connect(m_serviceChooses, &QCheckBox::toggled, this, [this](bool on) {
        m_view->setEnabled(!on);
        Q_EMIT changed();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ComputePage::changed);
    connect(m_count, &QSpinBox::valueChanged, this, &ComputePage::changed);
    connect(m_spot, &QRadioButton::toggled, this, [this](bool on) {
        m_spotNote->setVisible(on);
        Q_EMIT changed();
    });
    connect(m_identity, &QComboBox::currentIndexChanged, this, &ComputePage::changed);
    m_spotNote->setVisible(false);
}

void ServerlessPage::setSnapshot(const ComputeSnapshot& snapshot)
{
    const QString keep = m_pendingSize.isEmpty() ? selectedSize() : m_pendingSize;
    m_sizes->setSizes(snapshot.vmSizes);
    // the series of the sizes offered, by category
    const QString family = m_family->currentData().toString();
    m_family->clear();
    m_family->addItem(tr("All series"), QString());
    QStringList seen;
    for (const VmSize& s : snapshot.vmSizes) {
        if (seen.contains(s.family))
            continue;
        seen << s.family;
    }
    std::sort(seen.begin(), seen.end());
    for (const QString& f : seen) {
        const QString series = VmCatalog::seriesOfFamily(f);
        m_family->addItem(series.isEmpty() ? f : series, f);
    }
    m_family->setCurrentIndex(std::max(0, m_family->findData(family)));
    m_view->resizeColumnsToContents();
    selectSize(keep);
}

QString ServerlessPage::selectedSize() const
{
    if (m_serviceChooses->isChecked())
        return {};
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return {};
    return m_sizes->sizeAt(m_filter->mapToSource(rows.first()).row()).name;
}

void ServerlessPage::selectSize(const QString& name)
{
    m_pendingSize.clear();
    if (name.isEmpty())
        return;
    const int row = m_sizes->rowOf(name);
    if (row < 0) {
        m_pendingSize = name; // not offered (yet): kept for the next snapshot, reported by pre-flight
        return;
    }
    QModelIndex index = m_filter->mapFromSource(m_sizes->index(row, 0));
    if (!index.isValid()) {
        // hidden by a filter: show it anyway
        m_search->clear();
        m_family->setCurrentIndex(0);
        m_minCores->setValue(0);
        m_minMemory->setValue(0);
        m_gpu->setCurrentIndex(0);
        m_hideRetired->setChecked(false);
        index = m_filter->mapFromSource(m_sizes->index(row, 0));
    }
    m_view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
}

void ServerlessPage::load(const ComputeChoice& choice)
{
    m_serviceChooses->setChecked(m_forPipeline || choice.instanceType.isEmpty());
    if (!choice.instanceType.isEmpty())
        selectSize(choice.instanceType);
    m_count->setValue(std::max(1, choice.instanceCount));
    (choice.spot ? m_spot : m_standard)->setChecked(true);
    m_identity->setCurrentIndex(std::max(0, m_identity->findData(choice.identity)));
}

void ServerlessPage::fill(ComputeChoice& choice) const
{
    choice.instanceType = m_pendingSize.isEmpty() ? selectedSize() : m_pendingSize;
    choice.instanceCount = m_count->value();
    choice.spot = m_spot->isChecked();
    choice.identity = m_identity->currentData().toString();
}

QList<PreflightFinding> ServerlessPage::findings(const ComputeSnapshot& snapshot, bool* complete) const
{
    *complete = true;
    if (m_forPipeline)
        return {};
    ComputeChoice c;
    fill(c);
    if (c.instanceType.isEmpty() && !m_serviceChooses->isChecked()) {
        *complete = false;
        return {infoFinding(tr("Choose a VM size, or let Azure ML choose one."))};
    }
    if (c.instanceType.isEmpty())
        return {infoFinding(tr("Azure ML picks a CPU size for %n instance(s) that your quota allows.", nullptr, c.instanceCount))};
    ComputeDemand d;
    d.kind = ComputeKind::Serverless;
    d.vmSize = c.instanceType;
    d.instanceCount = c.instanceCount;
    d.lowPriority = c.spot;
    QList<PreflightFinding> out = preflight(d, snapshot);
    if (const VmSize* s = [&]() -> const VmSize* {
            for (const VmSize& v : snapshot.vmSizes)
                if (v.name.compare(c.instanceType, Qt::CaseInsensitive) == 0)
                    return &v;
            return nullptr;
        }()) {
        const QuotaFit fit = quotaFit(*s, c.instanceCount, c.spot, snapshot);
        if (fit.rowKeys.isEmpty())
            out.prepend(infoFinding(tr("Needs %1 vCPUs of the %2 family; %3 reports no quota for it.")
                                        .arg(fit.need)
                                        .arg(VmCatalog::seriesOfFamily(s->family).isEmpty() ? s->family : VmCatalog::seriesOfFamily(s->family),
                                             snapshot.backendId == QLatin1String("local") ? tr("this machine") : tr("the workspace"))));
        else if (quotaOutcome(fit) == QuotaOutcome::Fits)
            out.prepend(infoFinding(quotaOutcomeText(QuotaOutcome::Fits, fit))); // the other outcomes are findings
    }
    return out;
}

} // namespace pw
