// SPDX-License-Identifier: MIT
// A sweep step on this machine: its trials, each a command (or distributed) step of its own in trials/<N>/, as many at
// a time as its limits and the cores it holds allow; the primary metric read from each trial's MLflow file store
// while it runs; the early-termination policy; the best trial's outputs as the step's. README.md, "Sweep steps".
#include "mlflowmetrics.h"
#include "steprunner.h"
#include "sweepplan.h"
#include "sweeptrials.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <cerrno>
#include <cstring>
#include <memory>
#include <vector>

#include <unistd.h>

namespace pw {

namespace {

class SweepRunner final : public StepRunner
{
    Q_OBJECT
public:
    SweepRunner(StepLaunch launch, QObject* parent)
        : StepRunner(std::move(launch), parent)
        , m_log(m_launch.logFile)
        , m_plan(m_launch.step.sweep)
    {
        m_poll.setInterval(1000);
        connect(&m_poll, &QTimer::timeout, this, &SweepRunner::poll);
        m_timeout.setSingleShot(true);
        connect(&m_timeout, &QTimer::timeout, this, [this] {
            m_timedOut = true;
            stopAll(RunStatus::Canceled,
                    tr("the sweep reached its limits.timeout of %n second(s)", nullptr, m_plan.timeoutSeconds));
        });
    }

    ~SweepRunner() override
    {
        // the trials' runners are children: each ends its processes as it goes
        if (m_mlflowCheck && m_mlflowCheck->state() != QProcess::NotRunning)
            m_mlflowCheck->kill();
    }

    void start() override
    {
        if (!m_log.error().isEmpty()) {
            finishOnce({RunStatus::Failed, -1, 0, m_log.error(), 0}, m_log);
            return;
        }
        const QList<QMap<QString, QJsonValue>> values = sweepTrials(m_plan);
        for (int i = 0; i < values.size(); ++i) {
            Trial t;
            t.record.index = i;
            for (auto it = values.at(i).cbegin(); it != values.at(i).cend(); ++it)
                t.record.parameters.insert(it.key(), it.value());
            m_trials.push_back(std::move(t));
        }
        m_record.primaryMetric = m_plan.primaryMetric;
        m_record.maximize = m_plan.maximize;
        const int byCores = std::max(1, m_launch.cores / std::max(1, m_plan.trialProcesses));
        const int wanted = m_plan.maxConcurrentTrials > 0 ? m_plan.maxConcurrentTrials : int(m_trials.size());
        m_concurrency = std::max(1, std::min(wanted, byCores));
        m_log.writeLine(tr("[pipewright] a sweep of %n trial(s) (%1 sampling), %2 at a time; the best by %3 (%4)", nullptr,
                           int(m_trials.size()))
                            .arg(m_plan.samplingAsWritten)
                            .arg(m_concurrency)
                            .arg(m_plan.primaryMetric, m_plan.maximize ? tr("the highest") : tr("the lowest")));
        if (m_concurrency < wanted)
            m_log.writeLine(tr("[pipewright] max_concurrent_trials is %1; this machine's cores run %2 at a time")
                                .arg(wanted)
                                .arg(m_concurrency));
        if (m_plan.earlyTermination.active())
            m_log.writeLine(tr("[pipewright] early termination: %1 policy, evaluation interval %2, delay %3")
                                .arg(m_plan.earlyTermination.type)
                                .arg(std::max(1, m_plan.earlyTermination.evaluationInterval))
                                .arg(m_plan.earlyTermination.delayEvaluation));
        m_log.writeLine(tr("[pipewright] each trial works in trials/<N>/ (its log: trials/<N>/user_logs/std_log.txt) and "
                           "logs its metrics through MLflow to trials/<N>/mlruns"));
        // whether the trials can log through MLflow at all: asked once, in the background
        m_mlflowCheck = new QProcess(this);
        m_mlflowCheck->setProcessEnvironment(m_launch.environment);
        m_mlflowCheck->setProgram(m_launch.python.isEmpty() ? QStringLiteral("python3") : m_launch.python);
        m_mlflowCheck->setArguments({QStringLiteral("-c"), QStringLiteral("import mlflow")});
        m_mlflowCheck->setStandardInputFile(QProcess::nullDevice());
        m_mlflowCheck->start();
        if (m_plan.timeoutSeconds > 0)
            m_timeout.start(m_plan.timeoutSeconds * 1000);
        m_poll.start();
        writeRecord();
        launchMore();
        maybeFinish();
    }

    void cancel(RunStatus as, const QString& reason) override
    {
        // with no trial running the step finishes now; else each trial's runner ends its own processes
        if (!beginCancel(as, reason, m_log, m_running > 0))
            return;
        stopAll(as, reason);
    }

private:
    struct Trial
    {
        SweepTrial record;
        QPointer<StepRunner> runner;
        QString folder;
        QString workDir;
        QMap<QString, QString> outputs;
        TrialSeries series;
        int evaluated = 0; // reports the policy has looked at
        bool stopping = false; // the policy stopped it; it is ending
        QTimer* timeout = nullptr;
    };

    QString trialFolder(int i) const { return QDir(m_launch.folder).filePath(QStringLiteral("trials/%1").arg(i)); }

    void launchMore()
    {
        while (!m_stopping && m_running < m_concurrency && m_next < int(m_trials.size()))
            startTrial(m_next++);
    }

    void startTrial(int i)
    {
        Trial& t = m_trials[size_t(i)];
        t.folder = trialFolder(i);
        t.workDir = QDir(t.folder).filePath(QStringLiteral("code"));
        t.record.started = QDateTime::currentDateTimeUtc();
        auto fail = [&](const QString& reason) {
            t.record.status = RunStatus::Failed;
            t.record.reason = reason;
            t.record.ended = QDateTime::currentDateTimeUtc();
            m_log.writeLine(tr("[pipewright] trial %1 failed: %2").arg(i).arg(reason));
            writeRecord();
        };
        QString err;
        if (!QDir().mkpath(QDir(t.folder).filePath(QStringLiteral("user_logs"))) || !QDir().mkpath(QDir(t.folder).filePath(QStringLiteral("outputs")))) {
            fail(tr("cannot create %1").arg(t.folder));
            return;
        }
        // its own copy of the step's working directory (code, outputs/, logs/)
        if (!copyCodeTree(m_launch.workDir, t.workDir, &err)) {
            fail(err);
            return;
        }
        StepLaunch launch = m_launch;
        launch.step.sweep.active = false;
        launch.folder = t.folder;
        launch.workDir = t.workDir;
        launch.logFile = QDir(t.folder).filePath(QStringLiteral("user_logs/std_log.txt"));
        launch.systemLogDir = QDir(t.folder).filePath(QStringLiteral("system_logs"));
        for (auto it = t.record.parameters.constBegin(); it != t.record.parameters.constEnd(); ++it)
            launch.inputs.insert(it.key(), sweepValueText(it.value()));
        // its own outputs (and artifacts, of its own working directory), as a step's
        launch.outputs.clear();
        if (!makeOutputPaths(t.folder, t.workDir, m_launch.step.outputs, false, &launch.outputs, &err)) {
            fail(err);
            return;
        }
        t.outputs = launch.outputs;
        // MLflow's file store: what the trial logs, the sweep reads
        launch.environment.insert(QStringLiteral("MLFLOW_TRACKING_URI"),
                                  QUrl::fromLocalFile(QDir(t.folder).filePath(QStringLiteral("mlruns"))).toString());
        StepRunner* runner = launch.step.distribution.isDistributed() ? createDistributedRunner(launch, this)
                                                                      : createCommandRunner(launch, this);
        t.runner = runner;
        t.record.status = RunStatus::Running;
        ++m_running;
        connect(runner, &StepRunner::started, this, [this](qint64 pgid) {
            if (m_pgid <= 0) {
                m_pgid = pgid;
                Q_EMIT started(pgid);
            }
        });
        connect(runner, &StepRunner::finished, this, [this, i](const StepOutcome& o) { trialFinished(i, o); },
                Qt::QueuedConnection);
        if (m_plan.trialTimeoutSeconds > 0) {
            t.timeout = new QTimer(runner);
            t.timeout->setSingleShot(true);
            const int seconds = m_plan.trialTimeoutSeconds;
            connect(t.timeout, &QTimer::timeout, runner, [runner, seconds] {
                runner->cancel(RunStatus::Failed,
                               QCoreApplication::translate("pw::SweepRunner", "the trial ran longer than limits.trial_timeout of %n second(s)",
                                                           nullptr, seconds));
            });
            t.timeout->start(seconds * 1000);
        }
        m_log.writeLine(tr("[pipewright] trial %1 started: %2").arg(i).arg(sweepParametersText(t.record.parameters)));
        writeRecord();
        runner->start();
    }

    /// The metric each running trial logged since the last look, and the policy's verdict on it.
    void poll()
    {
        bool changed = false;
        for (size_t i = 0; i < m_trials.size(); ++i)
            if (m_trials[i].record.status == RunStatus::Running)
                changed = readMetric(int(i)) || changed;
        if (m_plan.earlyTermination.active()) {
            QList<TrialSeries> all;
            for (const Trial& t : m_trials)
                all << t.series;
            for (size_t i = 0; i < m_trials.size(); ++i) {
                Trial& t = m_trials[i];
                if (t.record.status != RunStatus::Running || !t.runner || t.stopping)
                    continue;
                for (int k = t.evaluated + 1; k <= t.series.values.size(); ++k) {
                    t.evaluated = k;
                    const QString why = earlyTerminationVerdict(m_plan.earlyTermination, m_plan.maximize, all, int(i), k);
                    if (!why.isEmpty()) {
                        t.stopping = true;
                        t.runner->cancel(RunStatus::Canceled, why);
                        break;
                    }
                }
            }
        }
        if (changed)
            writeRecord();
    }

    bool readMetric(int i)
    {
        Trial& t = m_trials[size_t(i)];
        const QList<double> values = readMlflowMetric(QDir(t.folder).filePath(QStringLiteral("mlruns")), m_plan.primaryMetric);
        if (values.size() == t.series.values.size())
            return false;
        t.series.values = values;
        t.record.reports = int(values.size());
        t.record.hasMetric = !values.isEmpty();
        t.record.metric = values.isEmpty() ? 0 : values.last();
        return true;
    }

    void trialFinished(int i, const StepOutcome& o)
    {
        Trial& t = m_trials[size_t(i)];
        if (t.runner) {
            t.runner->deleteLater();
            t.runner = nullptr;
        }
        --m_running;
        readMetric(i);
        t.series.running = false;
        t.record.status = o.status;
        t.record.reason = o.reason;
        t.record.ended = QDateTime::currentDateTimeUtc();
        const QString metric = t.record.hasMetric ? QStringLiteral(", %1 %2").arg(m_plan.primaryMetric, QString::number(t.record.metric, 'g', 6))
                                                  : QString();
        m_log.writeLine(tr("[pipewright] trial %1 %2 after %3 s%4%5")
                            .arg(i)
                            .arg(t.stopping && o.status == RunStatus::Canceled ? tr("stopped early")
                                 : o.status == RunStatus::Completed                ? tr("completed")
                                 : o.status == RunStatus::Canceled                 ? tr("canceled")
                                                                                   : tr("failed"))
                            .arg(QString::number(t.record.durationSeconds(), 'f', 1), metric,
                                 o.reason.isEmpty() ? QString() : QStringLiteral(": ") + o.reason));
        writeRecord();
        launchMore();
        maybeFinish();
    }

    void stopAll(RunStatus as, const QString& reason)
    {
        m_stopping = true;
        for (Trial& t : m_trials)
            if (t.runner)
                t.runner->cancel(as, reason);
        maybeFinish();
    }

    bool mlflowImportable()
    {
        if (!m_mlflowCheck)
            return false;
        if (m_mlflowCheck->state() != QProcess::NotRunning)
            m_mlflowCheck->waitForFinished(15000);
        return m_mlflowCheck->exitStatus() == QProcess::NormalExit && m_mlflowCheck->exitCode() == 0;
    }

    void maybeFinish()
    {
        if (m_finished || m_running > 0 || (!m_stopping && m_next < int(m_trials.size())))
            return;
        m_poll.stop();
        m_timeout.stop();
        // the best completed trial by the last value of its primary metric
        int best = -1;
        int completed = 0;
        for (size_t i = 0; i < m_trials.size(); ++i) {
            const SweepTrial& r = m_trials[i].record;
            if (r.status != RunStatus::Completed)
                continue;
            ++completed;
            if (r.hasMetric && (best < 0 || (m_plan.maximize ? r.metric > m_trials[size_t(best)].record.metric
                                                             : r.metric < m_trials[size_t(best)].record.metric)))
                best = int(i);
        }
        StepOutcome o;
        o.attempts = 1;
        if (!m_cancelReason.isEmpty()) {
            o.status = m_cancelAs;
            o.reason = m_cancelReason;
        } else if (best >= 0) {
            QString err;
            if (!takeOutputs(m_trials[size_t(best)], &err)) {
                o.status = RunStatus::Failed;
                o.reason = err;
            } else {
                m_trials[size_t(best)].record.best = true;
                o.status = RunStatus::Completed;
                o.exitCode = 0;
                m_log.writeLine(tr("[pipewright] the best trial is %1 (%2 %3): %4; its outputs are the step's")
                                    .arg(best)
                                    .arg(m_plan.primaryMetric, QString::number(m_trials[size_t(best)].record.metric, 'g', 6),
                                         sweepParametersText(m_trials[size_t(best)].record.parameters)));
                if (m_timedOut)
                    m_log.writeLine(tr("[pipewright] the sweep ended at its limits.timeout; the best trial is chosen from "
                                       "the %n that completed",
                                       nullptr, completed));
            }
        } else if (completed > 0) {
            o.status = RunStatus::Failed;
            o.reason = mlflowImportable()
                           ? tr("no trial logged the primary metric '%1' through MLflow (mlflow.log_metric); no best trial "
                                "can be chosen")
                                 .arg(m_plan.primaryMetric)
                           : tr("no best trial can be chosen: the trials' Python (%1) cannot import mlflow, so no trial "
                                "could log the primary metric '%2' (pip install mlflow)")
                                 .arg(m_launch.python, m_plan.primaryMetric);
        } else {
            o.status = RunStatus::Failed;
            QString first;
            for (const Trial& t : m_trials)
                if (!t.record.reason.isEmpty()) {
                    first = tr("trial %1: %2").arg(t.record.index).arg(t.record.reason);
                    break;
                }
            o.reason = m_trials.empty() ? tr("the search space gives no trial")
                                        : tr("no trial completed (%1)").arg(first.isEmpty() ? tr("none started") : first);
        }
        if (o.status != RunStatus::Completed && m_cancelReason.isEmpty())
            m_record.note = o.reason;
        writeRecord();
        finishOnce(o, m_log);
    }

    /// The best trial's outputs become the step's: moved to the step's output paths, a link left in the trial.
    bool takeOutputs(const Trial& t, QString* error)
    {
        for (const PlannedOutput& out : m_launch.step.outputs) {
            const QString dest = m_launch.outputs.value(out.name);
            const QString src = t.outputs.value(out.name);
            if (dest.isEmpty() || src.isEmpty())
                continue;
            if (out.artifacts) {
                if (!makeArtifactsFolder(dest, t.workDir, error))
                    return false;
                continue;
            }
            if (!QFileInfo::exists(src))
                continue; // a uri_file the trial did not write: the step's end says so
            if (QFileInfo(dest).isDir())
                QDir(dest).removeRecursively();
            else
                QFile::remove(dest);
            QDir().mkpath(QFileInfo(dest).absolutePath());
            if (!QDir().rename(src, dest)) {
                *error = tr("cannot move the best trial's output %1 to %2").arg(src, dest);
                return false;
            }
            const QString rel = QFileInfo(src).absoluteDir().relativeFilePath(dest);
            if (::symlink(QFile::encodeName(rel).constData(), QFile::encodeName(src).constData()) != 0)
                m_log.writeLine(tr("[pipewright] cannot link %1 to the step's output: %2").arg(src, QString::fromLocal8Bit(std::strerror(errno))));
        }
        return true;
    }

    void writeRecord()
    {
        m_record.trials.clear();
        for (const Trial& t : m_trials)
            m_record.trials << t.record;
        QString error;
        if (!writeSweepTrials(m_launch.folder, m_record, &error) && !m_recordError) {
            m_recordError = true;
            m_log.writeLine(tr("[pipewright] %1").arg(error));
        }
    }

    LogWriter m_log;
    SweepPlan m_plan;
    std::vector<Trial> m_trials;
    SweepTrials m_record;
    QTimer m_poll;
    QTimer m_timeout;
    QProcess* m_mlflowCheck = nullptr;
    qint64 m_pgid = 0;
    int m_concurrency = 1;
    int m_next = 0;
    int m_running = 0;
    bool m_stopping = false;
    bool m_timedOut = false;
    bool m_recordError = false;
};

} // namespace

StepRunner* createSweepRunner(StepLaunch launch, QObject* parent)
{
    return new SweepRunner(std::move(launch), parent);
}

} // namespace pw

#include "sweeprunner.moc"
