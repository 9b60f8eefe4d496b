// SPDX-License-Identifier: MIT
#include "parallelsteppanel.h"

#include "minibatchesmodel.h"
#include "parallellogstab.h"
#include "parallelminibatchestab.h"
#include "paralleloverviewtab.h"
#include "parallelresourcestab.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace pw {

namespace {

    constexpr int kPollMs = 1000;

    ParallelPoll readOnce(const std::shared_ptr<ParallelLogReader>& reader,
                          const std::shared_ptr<ScheduledCountReader>& scheduled)
    {
        ParallelPoll p;
        p.scheduled = scheduled->read();
        p.delta = reader->read();
        p.result = reader->result();
        p.jobError = reader->jobError();
        p.thresholds = reader->thresholds();
        p.lastProgress = reader->lastProgress();
        p.problems = reader->problems();
        p.attemptRows = reader->attemptRows();
        return p;
    }

} // namespace

ParallelStepPanel::ParallelStepPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("parallelStepPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("parallelTabs"));
    m_tabs->setDocumentMode(true);
    layout->addWidget(m_tabs);
    m_model = new MiniBatchesModel(this);
    m_overview = new ParallelOverviewTab(m_model, this);
    m_logs = new ParallelLogsTab(this);
    m_resources = new ParallelResourcesTab(this);
    m_miniBatches = new ParallelMiniBatchesTab(m_model, this);
    m_tabs->addTab(m_overview, tr("Overview"));
    m_tabs->addTab(m_logs, tr("Logs"));
    m_tabs->addTab(m_resources, tr("Resources"));
    m_tabs->addTab(m_miniBatches, tr("Mini-batches"));
    connect(m_miniBatches, &ParallelMiniBatchesTab::logRequested, this,
            [this](const QString& file, const QString& text) {
                m_logs->openFileAt(file, 1, text); // its first match
                showTab(LogsTab);
            });
    connect(m_overview, &ParallelOverviewTab::miniBatchRequested, this, [this](int id) {
        m_miniBatches->showMiniBatch(id);
        showTab(MiniBatchesTab);
    });
    m_timer.setInterval(kPollMs);
    connect(&m_timer, &QTimer::timeout, this, &ParallelStepPanel::poll);
}

ParallelStepPanel::~ParallelStepPanel()
{
    ++m_generation; // a read in flight finishes on its own; its result is dropped
}

void ParallelStepPanel::setSettingsWidget(QWidget* widget)
{
    if (m_settings) {
        m_tabs->removeTab(m_tabs->indexOf(m_settings));
        m_settings->deleteLater();
    }
    m_settings = widget;
    if (widget)
        m_tabs->insertTab(0, widget, tr("Settings"));
}

void ParallelStepPanel::showTab(Tab tab)
{
    QWidget* w = nullptr;
    switch (tab) {
    case SettingsTab: w = m_settings; break;
    case OverviewTab: w = m_overview; break;
    case LogsTab: w = m_logs; break;
    case ResourcesTab: w = m_resources; break;
    case MiniBatchesTab: w = m_miniBatches; break;
    }
    if (w)
        m_tabs->setCurrentWidget(w);
}

void ParallelStepPanel::openLogs(const QString& folder, bool live)
{
    ++m_generation;
    m_reading = false;
    m_reader = std::make_shared<ParallelLogReader>(folder);
    m_logsDir = m_reader->logsDir();
    m_scheduled = std::make_shared<ScheduledCountReader>(m_logsDir);
    m_model->clear();
    m_resources->clear();
    m_overview->clear();
    m_logs->setFolder(m_logsDir);
    m_miniBatches->setLogsFolder(m_logsDir);
    setLive(live);
    poll();
}

void ParallelStepPanel::setLive(bool live)
{
    m_live = live;
    m_overview->setLive(live);
    if (live)
        m_timer.start();
    else
        m_timer.stop();
    if (!live && m_reader)
        poll(); // what the end of the step wrote
}

void ParallelStepPanel::setProgressTimeout(int seconds)
{
    m_overview->setProgressTimeout(seconds);
}

void ParallelStepPanel::setTimes(const QDateTime& started, const QDateTime& ended)
{
    m_overview->setTimes(started, ended);
}

void ParallelStepPanel::poll()
{
    if (!m_reader || m_reading)
        return;
    m_reading = true;
    const quint64 generation = m_generation;
    auto* watcher = new QFutureWatcher<ParallelPoll>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        m_reading = false;
        if (watcher->future().resultCount() > 0)
            apply(watcher->future().result());
    });
    // one read at a time: the reader is used by one thread at a time
    watcher->setFuture(QtConcurrent::run([reader = m_reader, scheduled = m_scheduled] { return readOnce(reader, scheduled); }));
}

void ParallelStepPanel::readNow()
{
    if (m_reading) {
        QEventLoop loop;
        connect(this, &ParallelStepPanel::updated, &loop, &QEventLoop::quit);
        loop.exec();
    }
    if (!m_reader)
        return;
    QEventLoop loop;
    connect(this, &ParallelStepPanel::updated, &loop, &QEventLoop::quit);
    poll();
    if (m_reading)
        loop.exec();
}

void ParallelStepPanel::apply(ParallelPoll poll)
{
    if (!poll.delta.miniBatches.isEmpty())
        m_model->merge(poll.delta.miniBatches);
    if (!poll.delta.resources.isEmpty())
        m_resources->append(poll.delta.resources);
    m_overview->update(poll);
    m_resources->setEnded(!poll.result.missing);
    if (poll.delta.resultChanged)
        m_logs->refresh();
    if (m_live && !poll.result.missing)
        setLive(false); // the step wrote its result: nothing more comes
    Q_EMIT updated();
}

} // namespace pw
