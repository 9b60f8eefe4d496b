// SPDX-License-Identifier: MIT
#include "quotadashboard.h"

#include "backend.h"
#include "fileio.h"
#include "messagebanner.h"
#include "quota.h"
#include "quotabarchart.h"
#include "quotaexport.h"
#include "quotarowsmodel.h"
#include "timeserieschart.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace pw {

namespace {

    constexpr int kAutoRefreshMs = 60'000;
    constexpr int kMaximumHistorySeries = 6;

    bool isOwnCard(const UsageRow& r)
    {
        return r.group == QLatin1String("serverless") || r.group == QLatin1String("local")
               || r.key.contains(QLatin1String("serverless"), Qt::CaseInsensitive);
    }

} // namespace

QuotaDashboard::QuotaDashboard(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("quotaDashboard"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(6);

    // header: what is shown, when it was taken, refresh and export
    auto* header = new QHBoxLayout;
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    m_title->setFont(bold);
    m_taken = new QLabel(this);
    m_taken->setObjectName(QStringLiteral("quotaTaken"));
    m_taken->setForegroundRole(QPalette::PlaceholderText);
    m_refreshButton = new QToolButton(this);
    m_refreshButton->setObjectName(QStringLiteral("quotaRefresh"));
    m_refreshButton->setIcon(QIcon::fromTheme(QStringLiteral("view-refresh")));
    m_refreshButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_refreshButton->setShortcut(QKeySequence::Refresh);
    m_exportButton = new QToolButton(this);
    m_exportButton->setObjectName(QStringLiteral("quotaExport"));
    m_exportButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    header->addWidget(m_title);
    header->addSpacing(8);
    header->addWidget(m_taken, 1);
    header->addWidget(m_refreshButton);
    header->addWidget(m_exportButton);
    layout->addLayout(header);

    m_banner = new MessageBanner(this);
    layout->addWidget(m_banner);

    // the serverless pool (or this machine) on its own
    m_card = new QWidget(this);
    m_card->setObjectName(QStringLiteral("quotaCard"));
    auto* card = new QHBoxLayout(m_card);
    card->setContentsMargins(0, 0, 0, 0);
    m_cardTitle = new QLabel(m_card);
    m_cardTitle->setFont(bold);
    m_cardBar = new QProgressBar(m_card);
    m_cardBar->setTextVisible(false);
    m_cardBar->setMaximumHeight(10);
    m_cardBar->setMinimumWidth(180);
    m_cardText = new QLabel(m_card);
    card->addWidget(m_cardTitle);
    card->addWidget(m_cardBar);
    card->addWidget(m_cardText, 1);
    layout->addWidget(m_card);

    // filters
    auto* filters = new QHBoxLayout;
    m_levelLabel = new QLabel(this);
    m_level = new QComboBox(this);
    m_level->setObjectName(QStringLiteral("quotaLevel"));
    m_pool = new QComboBox(this);
    m_pool->setObjectName(QStringLiteral("quotaPool"));
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("quotaSearch"));
    m_search->setClearButtonEnabled(true);
    filters->addWidget(m_levelLabel);
    filters->addWidget(m_level);
    filters->addWidget(m_pool);
    filters->addWidget(m_search, 1);
    layout->addLayout(filters);

    // table | bars | history, side by side: the dashboard sits in the bottom area, wide and low
    auto* split = new QSplitter(Qt::Horizontal, this);
    m_rows = new QuotaRowsModel(this);
    m_filter = new QuotaRowsFilterModel(this);
    m_filter->setSourceModel(m_rows);
    m_table = new QTableView(split);
    m_table->setObjectName(QStringLiteral("quotaTable"));
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(QuotaRowsModel::PercentColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(QuotaRowsModel::NameColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setWordWrap(false);
    m_bars = new QuotaBarChart(split);
    m_bars->setObjectName(QStringLiteral("quotaBars"));
    auto* historyBox = new QWidget(split);
    auto* historyLayout = new QVBoxLayout(historyBox);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    auto* rangeRow = new QHBoxLayout;
    m_rangeLabel = new QLabel(historyBox);
    m_range = new QComboBox(historyBox);
    m_range->setObjectName(QStringLiteral("quotaRange"));
    rangeRow->addWidget(m_rangeLabel);
    rangeRow->addWidget(m_range);
    rangeRow->addStretch(1);
    m_history = new TimeSeriesChart(historyBox);
    m_history->setObjectName(QStringLiteral("quotaHistory"));
    historyLayout->addLayout(rangeRow);
    historyLayout->addWidget(m_history, 1);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 3);
    for (int i = 0; i < 3; ++i)
        split->setCollapsible(i, false);
    split->setSizes({400, 300, 350}); // in proportion: the bars want room for their labels and legend
    layout->addWidget(split, 1);

    m_autoRefresh = new QTimer(this);
    m_autoRefresh->setInterval(kAutoRefreshMs);
    connect(m_autoRefresh, &QTimer::timeout, this, &QuotaDashboard::refresh);

    retranslate();
    connect(m_refreshButton, &QToolButton::clicked, this, &QuotaDashboard::refresh);
    connect(m_exportButton, &QToolButton::clicked, this, &QuotaDashboard::exportCsv);
    connect(m_level, &QComboBox::currentIndexChanged, this, [this](int i) {
        const QVariant v = m_level->itemData(i);
        m_filter->setLevel(v.isValid() ? std::optional<QuotaLevel>(QuotaLevel(v.toInt())) : std::nullopt);
        updateBars();
    });
    connect(m_pool, &QComboBox::currentIndexChanged, this, [this](int i) {
        const QVariant v = m_pool->itemData(i);
        m_filter->setPool(v.isValid() ? std::optional<CorePool>(CorePool(v.toInt())) : std::nullopt);
        updateBars();
    });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& t) {
        m_filter->setText(t);
        updateBars();
    });
    connect(m_range, &QComboBox::currentIndexChanged, this, [this] {
        m_backendHistory.clear();
        refresh();
    });
    setSnapshot(ComputeSnapshot());
}

QuotaDashboard::~QuotaDashboard() = default;

void QuotaDashboard::retranslate()
{
    m_refreshButton->setText(tr("Refresh"));
    m_refreshButton->setToolTip(tr("Take the quota and usage again (%1)").arg(QKeySequence(QKeySequence::Refresh).toString(QKeySequence::NativeText)));
    m_exportButton->setText(tr("Export CSV…"));
    m_exportButton->setToolTip(tr("Save the rows shown as a CSV file"));
    m_levelLabel->setText(tr("Show:"));
    const QSignalBlocker b1(m_level), b2(m_pool), b3(m_range);
    const int level = std::max(0, m_level->currentIndex()), pool = std::max(0, m_pool->currentIndex()),
              range = std::max(0, m_range->currentIndex());
    m_level->clear();
    m_level->addItem(tr("All levels"));
    m_level->addItem(tr("Subscription"), int(QuotaLevel::Subscription));
    m_level->addItem(tr("Workspace"), int(QuotaLevel::Workspace));
    m_level->addItem(tr("Cluster"), int(QuotaLevel::Cluster));
    m_level->setCurrentIndex(level);
    m_pool->clear();
    m_pool->addItem(tr("All pools"));
    m_pool->addItem(tr("Dedicated"), int(CorePool::Dedicated));
    m_pool->addItem(tr("Low priority"), int(CorePool::LowPriority));
    m_pool->setCurrentIndex(pool);
    m_search->setPlaceholderText(tr("Filter by name, family, workspace or cluster"));
    m_rangeLabel->setText(tr("Usage over:"));
    m_range->clear();
    m_range->addItem(tr("the last hour"), 3600);
    m_range->addItem(tr("the last 24 hours"), 86400);
    m_range->addItem(tr("the last 7 days"), 7 * 86400);
    m_range->addItem(tr("the last 30 days"), 30 * 86400);
    m_range->setCurrentIndex(range);
    m_history->setValueTitle(tr("vCPUs"));
    setSnapshot(m_snapshot);
}

void QuotaDashboard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // the rows' names come from the backend in the language of the moment: take them again
        if (m_snapshot.takenAt.isValid() && m_backend)
            refresh();
    }
    QWidget::changeEvent(event);
}

void QuotaDashboard::setBackend(Backend* backend)
{
    if (m_backend == backend)
        return;
    m_backend = backend;
    m_recorded.clear();
    m_backendHistory.clear();
    ++m_generation; // answers for the previous backend are dropped
    m_pending = 0;
    if (isVisible())
        refresh();
}

QDateTime QuotaDashboard::historySince() const
{
    const int seconds = m_range->currentData().isValid() ? m_range->currentData().toInt() : 3600;
    return QDateTime::currentDateTimeUtc().addSecs(-seconds);
}

void QuotaDashboard::refresh()
{
    if (!m_backend || m_pending > 0)
        return;
    m_pending = 2;
    const quint64 generation = m_generation;
    m_refreshButton->setEnabled(false);
    m_taken->setText(tr("Taking quota and usage from %1…").arg(m_backend->displayName()));

    auto* snap = new QFutureWatcher<ComputeSnapshot>(this);
    connect(snap, &QFutureWatcherBase::finished, this, [this, snap, generation] {
        snap->deleteLater();
        if (generation != m_generation)
            return;
        if (snap->future().resultCount() > 0)
            setSnapshot(snap->future().result());
        finishOne();
    });
    snap->setFuture(m_backend->computeSnapshot());

    auto* hist = new QFutureWatcher<QList<UsageSample>>(this);
    connect(hist, &QFutureWatcherBase::finished, this, [this, hist, generation] {
        hist->deleteLater();
        if (generation != m_generation)
            return;
        if (hist->future().resultCount() > 0)
            m_backendHistory = hist->future().result();
        finishOne();
    });
    hist->setFuture(m_backend->usageHistory(historySince()));
}

void QuotaDashboard::finishOne()
{
    if (--m_pending > 0)
        return;
    m_pending = 0;
    m_refreshButton->setEnabled(true);
    recordSnapshotSample();
    setHistory(m_backendHistory);
    Q_EMIT refreshed();
}

void QuotaDashboard::recordSnapshotSample()
{
    if (!m_snapshot.takenAt.isValid())
        return;
    for (const UsageRow& r : m_snapshot.usages) {
        QList<UsageSample>& list = m_recorded[r.key];
        if (!list.isEmpty() && list.last().time >= m_snapshot.takenAt)
            continue;
        list << UsageSample {m_snapshot.takenAt, r.key, double(r.current), double(r.limit)};
    }
}

void QuotaDashboard::setSnapshot(const ComputeSnapshot& snapshot)
{
    m_snapshot = snapshot;
    const QString where = !snapshot.workspace.isEmpty() ? snapshot.workspace : snapshot.location;
    const QString who = m_backend ? m_backend->displayName() : QString();
    m_title->setText(who.isEmpty() ? tr("Quota and usage")
                     : where.isEmpty() ? tr("Quota and usage — %1").arg(who)
                                       : tr("Quota and usage — %1 · %2").arg(who, where));
    m_taken->setText(snapshot.takenAt.isValid()
                         ? tr("taken at %1").arg(QLocale().toString(snapshot.takenAt.toLocalTime().time(), QLocale::ShortFormat))
                         : QString());
    if (!snapshot.error.isEmpty())
        m_banner->showMessage(snapshot.error, MessageBanner::Kind::Warning);
    else
        m_banner->dismiss();
    m_rows->setRows(snapshot.usages);
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(QuotaRowsModel::NameColumn, QHeaderView::Stretch);
    updateCard();
    updateBars();
}

void QuotaDashboard::updateCard()
{
    const UsageRow* own = nullptr;
    for (const UsageRow& r : m_snapshot.usages)
        if (isOwnCard(r)) {
            own = &r;
            break;
        }
    m_card->setVisible(own != nullptr);
    if (!own)
        return;
    const QuotaSummary q = summarize(*own);
    const QLocale l;
    m_cardTitle->setText(own->group == QLatin1String("local") ? tr("This machine") : tr("Serverless"));
    m_cardBar->setRange(0, int(std::max<qint64>(1, q.limit)));
    m_cardBar->setValue(int(std::min(q.used, std::max<qint64>(1, q.limit))));
    m_cardText->setText(q.limit >= 0 ? tr("%1 of %2 vCPUs in use, %3 free").arg(l.toString(q.used), l.toString(q.limit), l.toString(q.free))
                                     : tr("%1 vCPUs in use, no limit of its own").arg(l.toString(q.used)));
}

void QuotaDashboard::updateBars()
{
    QList<QuotaSummary> shown;
    shown.reserve(m_filter->rowCount());
    for (int i = 0; i < m_filter->rowCount(); ++i) {
        const UsageRow& r = m_rows->rowAt(m_filter->mapToSource(m_filter->index(i, 0)).row());
        if (r.unit.compare(QLatin1String("Count"), Qt::CaseInsensitive) == 0) // the bars count vCPUs
            shown << summarize(r);
    }
    m_bars->setRows(shown);
    // the bars take the room their rows need; the history the rest
    m_bars->setMaximumHeight(std::max(180, 120 + int(m_bars->shownRows().size()) * 30));
}

void QuotaDashboard::setHistory(const QList<UsageSample>& samples)
{
    // the backend's own history, else what this dashboard recorded per refresh
    QHash<QString, QList<QPointF>> byKey;
    QHash<QString, double> peak, limit;
    auto take = [&](const UsageSample& s) {
        byKey[s.key] << QPointF(double(s.time.toMSecsSinceEpoch()), s.current);
        peak[s.key] = std::max(peak.value(s.key), s.current);
        limit[s.key] = s.limit;
    };
    if (!samples.isEmpty()) {
        for (const UsageSample& s : samples)
            take(s);
    } else {
        const QDateTime since = historySince();
        for (const QList<UsageSample>& list : std::as_const(m_recorded))
            for (const UsageSample& s : list)
                if (s.time >= since)
                    take(s);
    }
    QStringList keys = byKey.keys();
    std::sort(keys.begin(), keys.end(), [&](const QString& a, const QString& b) {
        return peak.value(a) != peak.value(b) ? peak.value(a) > peak.value(b) : a < b;
    });
    if (keys.size() > kMaximumHistorySeries)
        keys.resize(kMaximumHistorySeries);
    QHash<QString, QString> names;
    for (const UsageRow& r : m_snapshot.usages)
        names.insert(r.key, r.displayName.isEmpty() ? r.key : r.displayName);
    m_history->clearSeries();
    for (const QString& key : keys) {
        const int i = m_history->addSeries(names.value(key, key));
        QList<QPointF> points = byKey.value(key);
        std::stable_sort(points.begin(), points.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
        m_history->setPoints(i, std::move(points));
    }
    if (keys.size() == 1 && limit.value(keys.first()) >= 0)
        m_history->setLimit(limit.value(keys.first()), tr("Limit"));
    else
        m_history->setLimit(-1, QString());
    m_history->setTitle(keys.isEmpty() ? tr("No usage recorded yet") : QString());
    m_history->resetZoom();
}

QByteArray QuotaDashboard::shownRowsCsv() const
{
    QList<QuotaSummary> rows;
    for (int i = 0; i < m_filter->rowCount(); ++i)
        rows << summarize(m_rows->rowAt(m_filter->mapToSource(m_filter->index(i, 0)).row()));
    return quotaSummariesCsv(rows);
}

void QuotaDashboard::exportCsv()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Quota as CSV"), QStringLiteral("quota.csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeFileAtomically(path, shownRowsCsv(), &error))
        m_banner->showMessage(error, MessageBanner::Kind::Error);
    else
        m_banner->showMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(path)), MessageBanner::Kind::Info);
}

void QuotaDashboard::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_autoRefresh->start();
    if (!m_snapshot.takenAt.isValid() || m_snapshot.takenAt.secsTo(QDateTime::currentDateTimeUtc()) > 30)
        QTimer::singleShot(0, this, &QuotaDashboard::refresh);
}

void QuotaDashboard::hideEvent(QHideEvent* event)
{
    m_autoRefresh->stop();
    QWidget::hideEvent(event);
}

Backend* QuotaDashboard::backend() const
{
    return m_backend;
}

} // namespace pw
