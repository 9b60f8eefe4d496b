// SPDX-License-Identifier: MIT
#include "computepickerdialog.h"

#include "backend.h"
#include "clusterpage.h"
#include "findingslist.h"
#include "icons.h"
#include "infopages.h"
#include "kubernetespage.h"
#include "pipelinedocument.h"
#include "pipelinespec.h"
#include "pricebook.h"
#include "runstatus.h"
#include "serverlesspage.h"
#include "vmcatalog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace pw {

ComputePickerDialog::ComputePickerDialog(PipelineDocument* document, const QString& step, Backend* backend, QWidget* parent)
    : QDialog(parent)
    , m_document(document)
    , m_step(step)
    , m_backend(backend)
{
    setObjectName(QStringLiteral("computePicker"));
    setWindowTitle(step.isEmpty() ? tr("Default Compute of the Pipeline") : tr("Compute of Step %1").arg(step));
    const PipelineSpec& spec = document->spec();
    const ComputeRef::Kind def = spec.settings.defaultCompute.kind;
    m_defaultIsServerless = def == ComputeRef::Kind::Default || def == ComputeRef::Kind::Serverless;

    auto* layout = new QVBoxLayout(this);
    m_source = new QLabel(this);
    m_source->setObjectName(QStringLiteral("pickerSource"));
    m_source->setWordWrap(true);
    m_source->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_source);

    auto* body = new QHBoxLayout;
    m_kinds = new QListWidget(this);
    m_kinds->setObjectName(QStringLiteral("computeKinds"));
    m_kinds->setIconSize(QSize(20, 20));
    m_kinds->setSpacing(2);
    m_kinds->setFixedWidth(190);
    m_pages = new QStackedWidget(this);
    body->addWidget(m_kinds);
    body->addWidget(m_pages, 1);
    layout->addLayout(body, 1);

    const bool forPipeline = step.isEmpty();
    if (!forPipeline)
        addPage(new DefaultPage(spec.settings.defaultCompute.kind == ComputeRef::Kind::Default
                                    ? tr("serverless (none is set)")
                                    : spec.settings.defaultCompute.display(),
                                spec.settings.defaultCompute.kind == ComputeRef::Kind::Named ? spec.settings.defaultCompute.name
                                                                                             : QString(),
                                m_pages),
                QStringLiteral("compute-default"), tr("Pipeline default"));
    addPage(new ServerlessPage(forPipeline, m_pages), QStringLiteral("compute-serverless"), tr("Serverless"));
    auto* clusters = new ClusterPage(forPipeline, m_pages);
    clusters->setBackend(backend);
    addPage(clusters, QStringLiteral("compute-cluster"), tr("Compute cluster"));
    addPage(new KubernetesPage(forPipeline, m_pages), QStringLiteral("compute-kubernetes"), tr("Kubernetes"));
    addPage(new LocalPage(m_pages), QStringLiteral("compute-local"), tr("This machine"));
    connect(clusters, &ClusterPage::computesChanged, this, [this](const QString& message) {
        m_source->setText(message);
        reload();
    });

    auto* fitLabel = new QLabel(tr("Will it run?"), this);
    QFont bold = fitLabel->font();
    bold.setBold(true);
    fitLabel->setFont(bold);
    layout->addWidget(fitLabel);
    m_findings = new FindingsList(this);
    layout->addWidget(m_findings);
    m_cost = new QLabel(this);
    m_cost->setObjectName(QStringLiteral("pickerCost"));
    m_cost->setWordWrap(true);
    m_cost->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_cost);
    auto* yamlLabel = new QLabel(tr("Written to the file:"), this);
    yamlLabel->setFont(bold);
    layout->addWidget(yamlLabel);
    m_preview = new QPlainTextEdit(this);
    m_preview->setObjectName(QStringLiteral("computePreview"));
    m_preview->setReadOnly(true);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_preview->setMaximumHeight(m_preview->fontMetrics().height() * 8);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    layout->addWidget(m_preview);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton* refresh = m_buttons->addButton(tr("Refresh"), QDialogButtonBox::ResetRole);
    refresh->setObjectName(QStringLiteral("pickerRefresh"));
    connect(refresh, &QPushButton::clicked, this, &ComputePickerDialog::reload);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    connect(m_kinds, &QListWidget::currentRowChanged, this, [this](int row) {
        m_pages->setCurrentIndex(row);
        update();
    });

    // what the file holds now
    const ComputeChoice current = currentComputeChoice(*document, step);
    for (ComputePage* p : std::as_const(m_pageList))
        if (p->kind() == current.kind)
            p->load(current);
    selectKind(current.kind);

    // prices: a refresh of the region's list shows as soon as it ends
    connect(&PriceBook::instance(), &PriceBook::refreshed, this, [this](const QString& region) {
        if (region == priceRegionOf(m_backendSnapshot))
            setSnapshot(m_backendSnapshot);
    });

    ComputeSnapshot empty;
    empty.backendId = backend ? backend->id() : QString();
    setSnapshot(empty);
    reload();
    loadHistory();
    resize(900, 720);
}

void ComputePickerDialog::loadHistory()
{
    // the step's duration the last time this pipeline completed on the backend: the cost of a run
    const QString file = m_document->filePath();
    if (!m_backend || m_step.isEmpty() || file.isEmpty())
        return;
    const auto samePath = [](const QString& p) { return p.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(p).absoluteFilePath()); };
    auto* list = new QFutureWatcher<QList<JobRun>>(this);
    connect(list, &QFutureWatcherBase::finished, this, [this, list, file, samePath] {
        list->deleteLater();
        if (list->future().resultCount() == 0 || !m_backend)
            return;
        QString latest;
        QDateTime when;
        for (const JobRun& j : list->future().result())
            if (j.status == RunStatus::Completed && samePath(j.pipelineFile) == samePath(file) && (!when.isValid() || j.created > when)) {
                latest = j.id;
                when = j.created;
            }
        if (latest.isEmpty())
            return;
        auto* job = new QFutureWatcher<JobRun>(this);
        connect(job, &QFutureWatcherBase::finished, this, [this, job] {
            job->deleteLater();
            if (job->future().resultCount() == 0)
                return;
            const JobRun run = job->future().result();
            if (const StepRun* s = run.step(m_step); s && s->started.isValid() && s->ended.isValid() && s->reusedFrom.isEmpty())
                m_earlierDurationMs = s->started.msecsTo(s->ended);
            update();
            Q_EMIT historyLoaded();
        });
        job->setFuture(m_backend->job(latest));
    });
    list->setFuture(m_backend->listJobs(50));
}

void ComputePickerDialog::addPage(ComputePage* page, const QString& icon, const QString& label)
{
    m_pageList << page;
    m_pages->addWidget(page);
    auto* item = new QListWidgetItem(appIcon(icon), label, m_kinds);
    item->setSizeHint(QSize(0, 34));
    connect(page, &ComputePage::changed, this, &ComputePickerDialog::update);
}

ComputePage* ComputePickerDialog::page(ComputeChoice::Kind kind) const
{
    for (ComputePage* p : m_pageList)
        if (p->kind() == kind)
            return p;
    return nullptr;
}

void ComputePickerDialog::selectKind(ComputeChoice::Kind kind)
{
    for (int i = 0; i < m_pageList.size(); ++i)
        if (m_pageList[i]->kind() == kind)
            m_kinds->setCurrentRow(i);
}

ComputeChoice::Kind ComputePickerDialog::currentKind() const
{
    const int i = m_kinds->currentRow();
    return i >= 0 && i < m_pageList.size() ? m_pageList[i]->kind() : ComputeChoice::Kind::Serverless;
}

ComputeChoice ComputePickerDialog::choice() const
{
    ComputeChoice c;
    c.kind = currentKind();
    if (ComputePage* p = page(c.kind))
        p->fill(c);
    if (c.kind == ComputeChoice::Kind::Kubernetes && m_step.isEmpty())
        c.instanceType.clear();
    return c;
}

void ComputePickerDialog::reload()
{
    if (!m_backend || m_loading)
        return;
    m_loading = true;
    m_source->setText(tr("Asking %1 for its computes, sizes and quota…").arg(m_backend->displayName()));
    auto* watcher = new QFutureWatcher<ComputeSnapshot>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_loading = false;
        if (watcher->future().resultCount() > 0)
            setSnapshot(watcher->future().result());
        Q_EMIT snapshotLoaded();
    });
    watcher->setFuture(m_backend->computeSnapshot());
}

void ComputePickerDialog::setSnapshot(const ComputeSnapshot& snapshot)
{
    m_backendSnapshot = snapshot;
    m_snapshot = snapshot;
    m_commonSizes = m_snapshot.vmSizes.isEmpty();
    if (m_commonSizes)
        m_snapshot.vmSizes = VmCatalog::commonSizes();
    // sizes without a price of their own get the region's retail price, taken anew when a week old
    applyPrices(m_snapshot);
    if (std::any_of(m_snapshot.vmSizes.cbegin(), m_snapshot.vmSizes.cend(), [](const VmSize& s) { return !s.pricePerHour; }))
        PriceBook::instance().refreshIfStale(priceRegionOf(m_snapshot));
    for (ComputePage* p : std::as_const(m_pageList))
        p->setSnapshot(m_snapshot);
    showSource();
    update();
}

void ComputePickerDialog::showSource()
{
    const ComputeSnapshot& snapshot = m_backendSnapshot;
    const bool commonSizes = m_commonSizes;
    QString source;
    const QString who = m_backend ? m_backend->displayName() : tr("no backend");
    if (!snapshot.error.isEmpty())
        source = tr("%1: %2").arg(who, snapshot.error);
    else if (snapshot.takenAt.isValid())
        source = tr("Computes and quota of %1, taken at %2.")
                     .arg(who, QLocale().toString(snapshot.takenAt.toLocalTime().time(), QLocale::ShortFormat));
    if (commonSizes)
        source += QLatin1Char(' ') + tr("The sizes listed are common Azure sizes; a workspace lists the sizes and quota of its region.");
    // where the prices come from, or why there are none
    QString tip;
    const QString region = priceRegionOf(m_snapshot);
    PriceBook& book = PriceBook::instance();
    const bool ownPrices = std::any_of(snapshot.vmSizes.cbegin(), snapshot.vmSizes.cend(),
                                       [](const VmSize& s) { return s.pricePerHour.has_value(); });
    if (!ownPrices) {
        const PriceList prices = book.list(region);
        if (book.isRefreshing(region))
            source += QLatin1Char(' ') + tr("Taking the prices of %1 from the Azure Retail Prices API…").arg(region);
        else if (!prices.isEmpty())
            source += QLatin1Char(' ') + tr("Prices: %1.").arg(prices.describe());
        else if (const QString error = book.lastError(region); !error.isEmpty()) {
            // the words here, the request in the tooltip
            static const QRegularExpression request(QStringLiteral("\\s*[(\\x{ff08}]GET\\s")); // ( or （
            qsizetype cut = error.indexOf(request);
            if (const qsizetype line = error.indexOf(QLatin1Char('\n')); line >= 0 && (cut < 0 || line < cut))
                cut = line;
            source += QLatin1Char(' ') + tr("No prices: %1").arg(cut > 0 ? error.left(cut) : error);
            tip = error;
        }
        else
            source += QLatin1Char(' ') + tr("No prices for %1 have been taken yet.").arg(region);
    }
    m_source->setText(source.trimmed());
    m_source->setToolTip(tip);
}

QString ComputePickerDialog::costText() const
{
    return m_cost->text();
}

QString ComputePickerDialog::previewText() const
{
    return m_preview->toPlainText();
}

void ComputePickerDialog::update()
{
    const ComputeChoice c = choice();
    bool complete = true;
    QList<PreflightFinding> findings;
    if (ComputePage* p = page(c.kind))
        findings = p->findings(m_snapshot, &complete);
    QString fits;
    switch (c.kind) {
    case ComputeChoice::Kind::PipelineDefault: fits = tr("The step follows the pipeline's default compute."); break;
    case ComputeChoice::Kind::Local: fits = tr("Runs here with the local backend."); break;
    default: fits = complete ? tr("Nothing stands in the way of this choice.") : QString(); break;
    }
    // what could not be checked (a backend without quota, say) is not "nothing in the way"
    if (!fits.isEmpty() && c.kind != ComputeChoice::Kind::Local
        && std::any_of(findings.cbegin(), findings.cend(), [](const PreflightFinding& f) { return f.severity == Severity::Info; }))
        fits = tr("No problem found, but not everything could be checked (see below).");
    m_findings->setFindings(findings, fits);
    m_preview->setPlainText(complete ? computeChoicePreview(c, m_step, m_defaultIsServerless)
                                     : tr("# choose what to run on"));
    if (c.kind == ComputeChoice::Kind::PipelineDefault)
        m_preview->setPlainText(tr("# jobs.%1.compute is removed: the step follows the pipeline's default").arg(m_step));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(complete);
    const QString cost = complete ? describeCost(estimateCost(c, m_snapshot, m_earlierDurationMs), c, m_earlierDurationMs) : QString();
    m_cost->setText(cost);
    m_cost->setVisible(!cost.isEmpty());
}

bool ComputePickerDialog::apply(QString* error)
{
    return applyComputeChoice(*m_document, m_step, choice(), error);
}

void ComputePickerDialog::done(int result)
{
    if (result == QDialog::Accepted) {
        QString error;
        if (!apply(&error)) {
            QMessageBox::warning(this, tr("Compute Not Set"), error);
            return;
        }
    }
    QDialog::done(result);
}

} // namespace pw
