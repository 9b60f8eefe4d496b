// SPDX-License-Identifier: MIT
#include "clusterpage.h"

#include "backend.h"
#include "clusterformdialog.h"
#include "computetargetsmodel.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace pw {

namespace {

    int isoSeconds(const QString& duration)
    {
        // PT120S, PT5M, PT1H30M
        static const QRegularExpression re(QStringLiteral("^PT(?:(\\d+)H)?(?:(\\d+)M)?(?:(\\d+)S)?$"));
        const QRegularExpressionMatch m = re.match(duration);
        if (!m.hasMatch())
            return 120;
        return m.captured(1).toInt() * 3600 + m.captured(2).toInt() * 60 + m.captured(3).toInt();
    }

} // namespace

ClusterPage::ClusterPage(bool forPipeline, QWidget* parent)
    : ComputePage(parent)
    , m_forPipeline(forPipeline)
{
    setObjectName(QStringLiteral("clusterPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* intro = new QLabel(tr("A compute cluster of the workspace: its nodes are shared by the workspace's users, "
                                "kept between jobs and scaled between its minimum and maximum."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_model = new ComputeTargetsModel(this);
    m_model->setKinds({computeKindKey(ComputeKind::AmlCompute), computeKindKey(ComputeKind::ComputeInstance)});
    auto* sorted = new QSortFilterProxyModel(this);
    sorted->setSourceModel(m_model);
    sorted->setSortRole(ComputeTargetsModel::SortRole);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("clustersView"));
    m_view->setModel(sorted);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ComputeTargetsModel::NameColumn, Qt::AscendingOrder);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setAlternatingRowColors(true);
    layout->addWidget(m_view, 1);
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("clusterEmptyNote"));
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_empty);

    auto* buttons = new QHBoxLayout;
    m_create = new QPushButton(tr("New Cluster…"), this);
    m_create->setObjectName(QStringLiteral("newCluster"));
    m_resize = new QPushButton(tr("Resize…"), this);
    m_resize->setObjectName(QStringLiteral("resizeCluster"));
    m_delete = new QPushButton(tr("Delete…"), this);
    m_delete->setObjectName(QStringLiteral("deleteCluster"));
    buttons->addWidget(m_create);
    buttons->addWidget(m_resize);
    buttons->addWidget(m_delete);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    auto* form = new QFormLayout;
    m_typed = new QLineEdit(this);
    m_typed->setObjectName(QStringLiteral("clusterByName"));
    m_typed->setPlaceholderText(tr("the name of a cluster the workspace has"));
    m_typed->setClearButtonEnabled(true);
    form->addRow(tr("Or by name:"), m_typed);
    m_count = new QSpinBox(this);
    m_count->setObjectName(QStringLiteral("clusterInstanceCount"));
    m_count->setRange(1, 1000);
    m_count->setEnabled(!forPipeline);
    form->addRow(tr("Instance count:"), m_count);
    layout->addLayout(form);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        updateButtons();
        Q_EMIT changed();
    });
    connect(m_count, &QSpinBox::valueChanged, this, &ComputePage::changed);
    connect(m_typed, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (!text.trimmed().isEmpty())
            m_view->clearSelection();
        m_pendingName.clear();
        Q_EMIT changed();
    });
    connect(m_create, &QPushButton::clicked, this, &ClusterPage::createCluster);
    connect(m_resize, &QPushButton::clicked, this, &ClusterPage::resizeCluster);
    connect(m_delete, &QPushButton::clicked, this, &ClusterPage::deleteCluster);
    updateButtons();
}

void ClusterPage::setSnapshot(const ComputeSnapshot& snapshot)
{
    const QString keep = m_pendingName.isEmpty() ? selectedName() : m_pendingName;
    m_snapshot = snapshot;
    m_model->setTargets(snapshot.computes);
    m_view->resizeColumnsToContents();
    // only a backend that manages computes can create one; this machine can name the workspace's
    const bool manages = m_backend && m_backend->managesComputes();
    m_empty->setText(m_model->rowCount() > 0 ? QString()
                     : manages ? tr("The workspace has no compute clusters. Create one, or type the name of a cluster below "
                                    "to use it when the job is submitted.")
                               : tr("%1 lists no compute clusters. Type the name of a cluster of the workspace the job will "
                                    "be submitted to.")
                                     .arg(m_backend ? m_backend->displayName() : tr("This backend")));
    m_empty->setVisible(m_model->rowCount() == 0);
    selectName(keep);
    updateButtons();
}

const ComputeTarget* ClusterPage::selectedTarget() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return nullptr;
    const auto* proxy = static_cast<const QSortFilterProxyModel*>(m_view->model());
    return &m_model->targetAt(proxy->mapToSource(rows.first()).row());
}

QString ClusterPage::selectedName() const
{
    if (const ComputeTarget* t = selectedTarget())
        return t->name;
    if (!m_typed->text().trimmed().isEmpty())
        return m_typed->text().trimmed();
    return m_pendingName;
}

void ClusterPage::selectName(const QString& name)
{
    m_pendingName.clear();
    if (name.isEmpty())
        return;
    const int row = m_model->rowOf(name);
    if (row < 0) {
        m_typed->setText(name); // a cluster the backend does not list: kept, and pre-flight says so
        return;
    }
    m_typed->clear();
    const auto* proxy = static_cast<const QSortFilterProxyModel*>(m_view->model());
    const QModelIndex index = proxy->mapFromSource(m_model->index(row, 0));
    m_view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
}

void ClusterPage::load(const ComputeChoice& choice)
{
    selectName(choice.computeName);
    m_count->setValue(std::max(1, choice.instanceCount));
}

void ClusterPage::fill(ComputeChoice& choice) const
{
    choice.computeName = selectedName();
    choice.instanceCount = m_count->value();
}

void ClusterPage::setBackend(Backend* backend)
{
    m_backend = backend;
    updateButtons();
}

void ClusterPage::updateButtons()
{
    const ComputeTarget* t = selectedTarget();
    const bool cluster = t && t->kind == computeKindKey(ComputeKind::AmlCompute);
    // clusters are made, resized and deleted in a workspace; a backend without computes says so before anything opens
    const bool manages = m_backend && m_backend->managesComputes();
    const QString why = manages ? QString()
                                : tr("%1 manages no clusters: connect to an Azure ML workspace to create, resize or delete them.")
                                      .arg(m_backend ? m_backend->displayName() : tr("This backend"));
    m_create->setEnabled(manages);
    m_create->setToolTip(why);
    m_resize->setEnabled(manages && cluster && !t->attached);
    m_resize->setToolTip(why);
    m_delete->setEnabled(manages && t != nullptr);
    m_delete->setToolTip(why);
    if (t && cluster && t->maxNodes > 0) {
        m_count->setToolTip(tr("Up to %n node(s) of %1.", nullptr, t->maxNodes).arg(t->name));
    } else {
        m_count->setToolTip(QString());
    }
}

QList<PreflightFinding> ClusterPage::findings(const ComputeSnapshot& snapshot, bool* complete) const
{
    ComputeChoice c;
    fill(c);
    *complete = !c.computeName.isEmpty();
    if (c.computeName.isEmpty())
        return {infoFinding(tr("Choose a cluster, or create one."))};
    ComputeDemand d;
    d.kind = ComputeKind::AmlCompute;
    d.computeName = c.computeName;
    d.instanceCount = m_forPipeline ? 1 : c.instanceCount;
    if (const ComputeTarget* t = selectedTarget()) {
        d.kind = computeKindFromKey(t->kind).value_or(ComputeKind::AmlCompute);
        d.lowPriority = t->vmPriority.compare(QLatin1String("LowPriority"), Qt::CaseInsensitive) == 0;
    }
    return preflight(d, snapshot);
}

void ClusterPage::createCluster()
{
    ClusterFormDialog form(ClusterFormDialog::Mode::Create, m_snapshot, this);
    if (form.exec() != QDialog::Accepted || !m_backend)
        return;
    const ClusterRequest request = form.request();
    auto* watcher = new QFutureWatcher<ComputeOperationResult>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, request] {
        watcher->deleteLater();
        const ComputeOperationResult r = watcher->future().result();
        if (r.ok) {
            m_pendingName = request.name;
            Q_EMIT computesChanged(r.message.isEmpty() ? tr("Cluster %1 is being created.").arg(request.name) : r.message);
        } else {
            QMessageBox::warning(this, tr("Cluster Not Created"), r.message);
        }
    });
    watcher->setFuture(m_backend->createCluster(request));
}

void ClusterPage::resizeCluster()
{
    const ComputeTarget* t = selectedTarget();
    if (!t || !m_backend)
        return;
    ClusterFormDialog form(ClusterFormDialog::Mode::Resize, m_snapshot, this);
    ClusterRequest r;
    r.name = t->name;
    r.vmSize = t->vmSize;
    r.location = t->location;
    r.minNodes = t->minNodes;
    r.maxNodes = std::max(1, t->maxNodes);
    r.idleSecondsBeforeScaleDown = isoSeconds(t->idleTimeBeforeScaleDown);
    r.lowPriority = t->vmPriority.compare(QLatin1String("LowPriority"), Qt::CaseInsensitive) == 0;
    r.description = t->description;
    form.setRequest(r);
    if (form.exec() != QDialog::Accepted)
        return;
    const ClusterRequest changed = form.request();
    auto* watcher = new QFutureWatcher<ComputeOperationResult>(this);
    const QString name = t->name;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, name] {
        watcher->deleteLater();
        const ComputeOperationResult res = watcher->future().result();
        if (res.ok)
            Q_EMIT computesChanged(res.message.isEmpty() ? tr("Cluster %1 is being resized.").arg(name) : res.message);
        else
            QMessageBox::warning(this, tr("Cluster Not Resized"), res.message);
    });
    watcher->setFuture(m_backend->resizeCluster(name, changed.minNodes, changed.maxNodes, changed.idleSecondsBeforeScaleDown));
}

void ClusterPage::deleteCluster()
{
    const ComputeTarget* t = selectedTarget();
    if (!t || !m_backend)
        return;
    const QString name = t->name;
    const bool attached = t->attached;
    QMessageBox box(QMessageBox::Warning, attached ? tr("Detach Compute") : tr("Delete Compute"),
                    attached ? tr("Detach %1 from the workspace? The compute itself is kept.").arg(name)
                             : tr("Delete %1? Its nodes are released, jobs running on it fail, and its quota is freed. "
                                  "This cannot be undone.")
                                   .arg(name),
                    QMessageBox::Cancel, this);
    QPushButton* confirm = box.addButton(attached ? tr("Detach") : tr("Delete"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != confirm)
        return;
    auto* watcher = new QFutureWatcher<ComputeOperationResult>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, name] {
        watcher->deleteLater();
        const ComputeOperationResult r = watcher->future().result();
        if (r.ok)
            Q_EMIT computesChanged(r.message.isEmpty() ? tr("Compute %1 is being deleted.").arg(name) : r.message);
        else
            QMessageBox::warning(this, tr("Compute Not Deleted"), r.message);
    });
    watcher->setFuture(m_backend->deleteCompute(name, attached));
}

} // namespace pw
