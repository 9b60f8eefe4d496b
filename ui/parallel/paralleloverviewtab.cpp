// SPDX-License-Identifier: MIT
#include "paralleloverviewtab.h"

#include "minibatchesmodel.h"
#include "parallelsteppanel.h"

#include <QApplication>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace pw {

namespace {

    constexpr int kSlowest = 5;

    QString count(qint64 n)
    {
        return QLocale().toString(n);
    }

} // namespace

ParallelOverviewTab::ParallelOverviewTab(MiniBatchesModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("parallelOverview"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto* content = new QWidget(scroll);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(content);

    auto* head = new QHBoxLayout;
    m_statusIcon = new QLabel(content);
    m_status = new QLabel(content);
    m_status->setObjectName(QStringLiteral("parallelStatus"));
    QFont big = m_status->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_status->setFont(big);
    m_status->setWordWrap(true);
    head->addWidget(m_statusIcon);
    head->addWidget(m_status, 1);
    layout->addLayout(head);
    m_reason = new QLabel(content);
    m_reason->setObjectName(QStringLiteral("parallelReason"));
    m_reason->setWordWrap(true);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_reason);
    m_stall = new QLabel(content);
    m_stall->setObjectName(QStringLiteral("parallelStall"));
    m_stall->setWordWrap(true);
    m_stall->setStyleSheet(QStringLiteral("QLabel { background: #fff4ce; color: #5d4200; padding: 6px; border-radius: 3px; }"));
    m_stall->hide();
    layout->addWidget(m_stall);

    auto* numbers = new QGroupBox(tr("Progress"), content);
    m_grid = new QGridLayout(numbers);
    const QStringList keys {QStringLiteral("done"), QStringLiteral("succeeded"), QStringLiteral("failed"),
                            QStringLiteral("running"), QStringLiteral("itemsOk"), QStringLiteral("itemsFailed"),
                            QStringLiteral("attempts"), QStringLiteral("duration"), QStringLiteral("rate"),
                            QStringLiteral("eta")};
    const QStringList names {tr("Mini-batches done"), tr("Succeeded"), tr("Failed"), tr("Running"),
                             tr("Items succeeded"), tr("Items failed"), tr("Attempts"), tr("Duration"),
                             tr("Rate"), tr("Estimated time left")};
    for (int i = 0; i < names.size(); ++i) {
        auto* label = new QLabel(names[i] + QLatin1Char(':'), numbers);
        label->setForegroundRole(QPalette::PlaceholderText);
        auto* v = new QLabel(numbers);
        v->setTextInteractionFlags(Qt::TextSelectableByMouse);
        QFont f = v->font();
        f.setBold(true);
        v->setFont(f);
        m_grid->addWidget(label, i / 2, (i % 2) * 2);
        m_grid->addWidget(v, i / 2, (i % 2) * 2 + 1);
        v->setObjectName(QStringLiteral("overview_") + keys[i]);
        m_values.insert(keys[i], v);
    }
    m_grid->setColumnStretch(1, 1);
    m_grid->setColumnStretch(3, 1);
    layout->addWidget(numbers);

    auto* limits = new QGroupBox(tr("Thresholds"), content);
    auto* limitsForm = new QFormLayout(limits);
    auto bar = [limits](QProgressBar** b, QLabel** t) {
        auto* row = new QWidget(limits);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        *b = new QProgressBar(row);
        (*b)->setTextVisible(false);
        (*b)->setMaximumHeight(10);
        (*b)->setMaximumWidth(240);
        *t = new QLabel(row);
        h->addWidget(*b);
        h->addWidget(*t, 1);
        return row;
    };
    limitsForm->addRow(tr("Failed mini-batches:"), bar(&m_batchThreshold, &m_batchThresholdText));
    limitsForm->addRow(tr("Failed items:"), bar(&m_itemThreshold, &m_itemThresholdText));
    layout->addWidget(limits);

    auto* slow = new QGroupBox(tr("Slowest mini-batches"), content);
    auto* slowLayout = new QVBoxLayout(slow);
    m_slowest = new QListWidget(slow);
    m_slowest->setObjectName(QStringLiteral("parallelSlowest"));
    m_slowest->setMaximumHeight(m_slowest->fontMetrics().height() * (kSlowest + 1) + 8);
    slowLayout->addWidget(m_slowest);
    layout->addWidget(slow);
    connect(m_slowest, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { Q_EMIT miniBatchRequested(item->data(Qt::UserRole).toInt()); });

    m_problemsLabel = new QLabel(tr("What could not be read:"), content);
    m_problems = new QListWidget(content);
    m_problems->setObjectName(QStringLiteral("parallelProblems"));
    m_problems->setMaximumHeight(m_problems->fontMetrics().height() * 6);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_problems);
    layout->addStretch(1);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] { refresh(); });
    clear();
}

QLabel* ParallelOverviewTab::value(const QString& name)
{
    return m_values.value(name);
}

void ParallelOverviewTab::clear()
{
    m_summary = ParallelLogSummary();
    m_lastProgress.clear();
    m_scheduled.reset();
    refresh();
}

void ParallelOverviewTab::setLive(bool live)
{
    m_live = live;
    refresh();
}

void ParallelOverviewTab::setTimes(const QDateTime& started, const QDateTime& ended)
{
    m_started = started;
    m_ended = ended;
    refresh();
}

void ParallelOverviewTab::update(const ParallelPoll& poll)
{
    m_summary.resultMissing = poll.result.missing;
    m_summary.result = poll.result.text;
    m_summary.status = poll.result.status;
    m_summary.statusText = parallelStepStatusText(poll.result);
    m_summary.jobError = poll.jobError;
    m_summary.thresholds = poll.thresholds;
    m_summary.attempts = poll.attemptRows;
    m_summary.problems = poll.problems;
    m_lastProgress = poll.lastProgress;
    if (poll.scheduled)
        m_scheduled = poll.scheduled;
    refresh();
}

QString ParallelOverviewTab::statusText() const
{
    return m_status->text();
}

QString ParallelOverviewTab::stallText() const
{
    return m_stall->isHidden() ? QString() : m_stall->text();
}

QStringList ParallelOverviewTab::slowest() const
{
    QStringList out;
    for (int i = 0; i < m_slowest->count(); ++i)
        out << m_slowest->item(i)->text();
    return out;
}

void ParallelOverviewTab::refresh()
{
    // counts from the table (every record read so far)
    const MiniBatchTable& t = m_model->table();
    ParallelLogSummary& s = m_summary;
    s.miniBatches = int(t.size());
    s.miniBatchesSucceeded = s.miniBatchesFailed = s.miniBatchesRunning = 0;
    s.itemsSucceeded = s.itemsFailed = 0;
    qint64 firstStart = 0, lastEnd = 0;
    std::vector<std::pair<qint64, qsizetype>> slow; // duration, row
    for (qsizetype row = 0; row < t.size(); ++row) {
        const qint64 start = t.startMs(row);
        if (start > 0 && (firstStart == 0 || start < firstStart))
            firstStart = start;
        switch (t.state(row)) {
        case MiniBatchState::Succeeded: ++s.miniBatchesSucceeded; break;
        case MiniBatchState::Failed: ++s.miniBatchesFailed; break;
        case MiniBatchState::Running: ++s.miniBatchesRunning; continue;
        }
        s.itemsSucceeded += t.itemsSucceeded(row);
        s.itemsFailed += t.itemsFailed(row);
        const qint64 d = t.durationMs(row);
        if (d >= 0) {
            lastEnd = std::max(lastEnd, start + d);
            if (slow.size() < kSlowest || d > slow.front().first) {
                slow.emplace_back(d, row);
                std::push_heap(slow.begin(), slow.end(), std::greater<>());
                if (slow.size() > kSlowest) {
                    std::pop_heap(slow.begin(), slow.end(), std::greater<>());
                    slow.pop_back();
                }
            }
        }
    }
    s.itemsTotal = s.itemsSucceeded + s.itemsFailed;

    // status
    QStyle* st = style();
    QIcon icon;
    QString status;
    if (s.resultMissing && m_live) {
        status = tr("Running");
        icon = st->standardIcon(QStyle::SP_BrowserReload);
    } else {
        switch (s.status) {
        case ParallelStepStatus::Completed: status = tr("Completed"); icon = st->standardIcon(QStyle::SP_DialogApplyButton); break;
        case ParallelStepStatus::Failed: status = tr("Failed"); icon = st->standardIcon(QStyle::SP_MessageBoxCritical); break;
        case ParallelStepStatus::Canceled: status = tr("Canceled"); icon = st->standardIcon(QStyle::SP_DialogCancelButton); break;
        case ParallelStepStatus::Unknown:
            status = s.resultMissing ? tr("No result") : tr("Finished");
            icon = st->standardIcon(QStyle::SP_MessageBoxWarning);
            break;
        }
    }
    m_statusIcon->setPixmap(icon.pixmap(24, 24));
    m_status->setText(status);
    QString reason = s.resultMissing && m_live ? tr("The step is running; this view follows its logs.") : s.statusText;
    if (!s.jobError.trimmed().isEmpty())
        reason += QLatin1Char('\n') + tr("job_error.txt: %1").arg(s.jobError.trimmed().section(QLatin1Char('\n'), 0, 0));
    m_reason->setText(reason);

    // numbers
    const int done = s.miniBatchesSucceeded + s.miniBatchesFailed;
    value(QStringLiteral("done"))->setText(m_scheduled ? tr("%1 of %2").arg(count(done), count(*m_scheduled)) : count(done));
    value(QStringLiteral("succeeded"))->setText(count(s.miniBatchesSucceeded));
    value(QStringLiteral("failed"))->setText(count(s.miniBatchesFailed));
    value(QStringLiteral("running"))->setText(count(s.miniBatchesRunning));
    value(QStringLiteral("itemsOk"))->setText(count(s.itemsSucceeded));
    value(QStringLiteral("itemsFailed"))->setText(count(s.itemsFailed));
    value(QStringLiteral("attempts"))->setText(count(s.attempts));
    const qint64 startMs = m_started.isValid() ? m_started.toMSecsSinceEpoch() : firstStart;
    const qint64 endMs = m_ended.isValid() ? m_ended.toMSecsSinceEpoch()
                         : (m_live ? QDateTime::currentMSecsSinceEpoch() : lastEnd);
    const qint64 elapsed = startMs > 0 && endMs > startMs ? endMs - startMs : 0;
    value(QStringLiteral("duration"))->setText(elapsed > 0 ? MiniBatchesModel::durationText(elapsed) : tr("—"));
    const double rate = elapsed > 0 ? double(done) * 1000.0 / double(elapsed) : 0;
    value(QStringLiteral("rate"))->setText(rate > 0 ? tr("%1 mini-batches/s").arg(QLocale().toString(rate, 'f', rate < 10 ? 2 : 0)) : tr("—"));
    // the total comes from the runtime's overview once it scheduled everything; before that only the mini-batches
    // picked and not finished are known to remain
    const qint64 left = m_scheduled ? std::max<qint64>(0, *m_scheduled - done) : s.miniBatchesRunning;
    QString eta = tr("—");
    if (m_live && rate > 0 && left > 0)
        eta = m_scheduled ? MiniBatchesModel::durationText(qint64(double(left) * 1000.0 / rate))
                          : tr("at least %1 (for the mini-batches in progress)")
                                .arg(MiniBatchesModel::durationText(qint64(double(left) * 1000.0 / rate)));
    value(QStringLiteral("eta"))->setText(eta);

    // thresholds: how close the run came
    auto showLimit = [](QProgressBar* bar, QLabel* text, qint64 used, std::optional<qint64> limit, const QString& what) {
        if (!limit || *limit < 0) {
            bar->setRange(0, 1);
            bar->setValue(0);
            text->setText(limit ? tr("%1 %2; no limit (-1)").arg(count(used), what)
                                : tr("%1 %2; the logs name no limit").arg(count(used), what));
            return;
        }
        bar->setRange(0, int(std::max<qint64>(1, *limit)));
        bar->setValue(int(std::min(used, std::max<qint64>(1, *limit))));
        text->setText(tr("%1 of %2 allowed %3").arg(count(used), count(*limit), what));
    };
    std::optional<qint64> batchLimit;
    if (s.thresholds.miniBatchErrorThreshold)
        batchLimit = *s.thresholds.miniBatchErrorThreshold;
    showLimit(m_batchThreshold, m_batchThresholdText, s.miniBatchesFailed, batchLimit, tr("failed mini-batches"));
    showLimit(m_itemThreshold, m_itemThresholdText, s.itemsFailed, s.thresholds.errorThreshold, tr("failed items"));

    // slowest
    std::sort(slow.begin(), slow.end(), std::greater<>());
    m_slowest->clear();
    for (const auto& [d, row] : slow) {
        auto* item = new QListWidgetItem(tr("Mini-batch %1 — %2 on %3/%4")
                                             .arg(t.id(row))
                                             .arg(MiniBatchesModel::durationText(d), t.node(row), t.process(row)),
                                         m_slowest);
        item->setData(Qt::UserRole, t.id(row));
    }

    // stall warning
    const int timeout = s.thresholds.progressTimeoutSeconds.value_or(m_defaultTimeout);
    QStringList quiet;
    if (m_live && timeout > 0)
        for (const QuietWorker& w : findQuietWorkers(m_lastProgress, QDateTime::currentDateTimeUtc(), timeout))
            quiet << (w.process.isEmpty() ? tr("node %1 (every process)").arg(w.node)
                                          : tr("%1/%2 (%3 s)").arg(w.node, w.process).arg(w.quietSeconds));
    m_stall->setVisible(!quiet.isEmpty());
    m_stall->setText(tr("No progress for longer than the progress timeout (%1 s) from: %2. The step fails if it stays "
                        "like this; look at these processes' logs.")
                         .arg(timeout)
                         .arg(quiet.join(QStringLiteral(", "))));

    m_problems->clear();
    m_problems->addItems(s.problems);
    m_problems->setVisible(!s.problems.isEmpty());
    m_problemsLabel->setVisible(!s.problems.isEmpty());
}

} // namespace pw
