// SPDX-License-Identifier: MIT
// The Timeline tab of a run view: the whole job's steps in time with its critical path, and the step
// dependencies it draws (the job's snapshot, read off the GUI thread, completed by the steps' inputs).
#include "runcontroller.h"
#include "runstatusstyle.h"
#include "runview.h"
#include "sweeptrials.h"
#include "timelineview.h"

#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace pw {

QWidget* RunView::buildTimelinePage()
{
    auto* timelinePage = new QWidget(m_tabs);
    m_timeline = new TimelineView(timelinePage);
    m_criticalLabel = new QLabel(timelinePage);
    m_criticalLabel->setObjectName(QStringLiteral("runCriticalPath"));
    m_criticalLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fitButton = new QToolButton(timelinePage);
    m_fitButton->setObjectName(QStringLiteral("timelineFit"));
    connect(m_fitButton, &QToolButton::clicked, m_timeline, &TimelineView::zoomToFit);
    m_zoomInButton = new QToolButton(timelinePage);
    m_zoomInButton->setText(QStringLiteral("+"));
    connect(m_zoomInButton, &QToolButton::clicked, m_timeline, &TimelineView::zoomIn);
    m_zoomOutButton = new QToolButton(timelinePage);
    m_zoomOutButton->setText(QStringLiteral("−"));
    connect(m_zoomOutButton, &QToolButton::clicked, m_timeline, &TimelineView::zoomOut);
    connect(m_timeline, &TimelineView::stepClicked, this, [this](const QString& step) {
        if (!m_syncing)
            selectStep(step);
    });
    connect(m_timeline, &TimelineView::stepActivated, this, [this](const QString& step) {
        selectStep(step);
        // a parallel step opens its panel; the others their outputs and logs
        if (!openParallelStep(step))
            showTab(OutputsTab);
    });
    auto* tbar = new QHBoxLayout;
    tbar->setContentsMargins(6, 4, 6, 2);
    tbar->addWidget(m_criticalLabel, 1);
    tbar->addWidget(m_zoomOutButton);
    tbar->addWidget(m_zoomInButton);
    tbar->addWidget(m_fitButton);
    auto* tl = new QVBoxLayout(timelinePage);
    tl->setContentsMargins(0, 0, 0, 0);
    tl->setSpacing(0);
    tl->addLayout(tbar);
    tl->addWidget(m_timeline, 1);
    return timelinePage;
}

QHash<QString, QStringList> RunView::dependencies() const
{
    // the snapshot's graph, completed by the step inputs that read other steps' output folders
    QHash<QString, QStringList> deps = m_snapshotDeps;
    const QHash<QString, QStringList> fromPaths = RunController::pathDependencies(m_job);
    for (auto it = fromPaths.cbegin(); it != fromPaths.cend(); ++it)
        for (const QString& d : it.value())
            if (!deps.value(it.key()).contains(d))
                deps[it.key()] << d;
    return deps;
}

void RunView::startSnapshotRead()
{
    if (m_snapshotStarted)
        return;
    m_snapshotStarted = true;
    auto* watcher = new QFutureWatcher<QHash<QString, QStringList>>(this);
    connect(watcher, &QFutureWatcher<QHash<QString, QStringList>>::finished, this, [this, watcher] {
        m_snapshotDeps = watcher->result();
        m_snapshotDone = true;
        watcher->deleteLater();
        updateTimeline();
    });
    const JobRun job = m_job;
    const auto cache = m_controller->componentCache();
    watcher->setFuture(QtConcurrent::run([job, cache] { return RunController::snapshotDependencies(job, cache); }));
}

void RunView::updateTimeline()
{
    if (!hasJob())
        return;
    const QHash<QString, QStringList> deps = dependencies();
    // a sweep's trials are rows under their step (a small record each sweep's runner keeps)
    QHash<QString, QList<TimelineView::Bar>> trials;
    for (const StepRun& s : m_job.steps) {
        if (s.kind != QLatin1String("sweep") || s.isReused() || s.folder.isEmpty() || !s.started.isValid())
            continue; // only a sweep keeps the record; no file is looked for on every update of the others
        const SweepTrials sweep = readSweepTrials(s.folder);
        for (const SweepTrial& t : sweep.trials) {
            TimelineView::Bar b;
            b.label = tr("trial %1").arg(t.index) + (t.best ? QStringLiteral(" ★") : QString());
            b.status = t.status;
            b.start = t.started;
            b.end = t.ended;
            b.reason = t.reason;
            trials[s.name] << b;
        }
    }
    m_timeline->setJob(m_job, deps, trials);
    const QStringList critical = m_timeline->criticalPath();
    if (critical.isEmpty()) {
        m_criticalLabel->setText(tr("No step has started yet."));
    } else {
        double total = 0;
        for (const QString& s : critical)
            if (const StepRun* r = m_job.step(s))
                total += r->durationSeconds();
        m_criticalLabel->setText(
            tr("Critical path: %1 (%2)").arg(critical.join(QStringLiteral(" → ")), formatRunDuration(total)));
    }
    m_syncing = true;
    m_timeline->setSelectedStep(selectedStep());
    m_syncing = false;
}

} // namespace pw
