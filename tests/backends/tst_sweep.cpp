// SPDX-License-Identifier: MIT
// Sweep steps on this machine (README.md of models/backends, "Sweep steps"; tests/data/localsweep): the trials'
// parameters of grid and random sampling and every distribution, the early-termination policies' verdicts, the plan's
// refusals naming the key, and real sweeps: trials run two at a time in folders of their own, each logging its metric
// to its own MLflow file store, the best trial's outputs becoming the step's, a slow trial stopped by a bandit policy,
// and a sweep whose Python has no MLflow saying why no best trial can be chosen.
#include "componentcache.h"
#include "jobplan.h"
#include "localtesting.h"
#include "mlflowmetrics.h"
#include "sweepplan.h"
#include "sweeptrials.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cmath>

using namespace pw;
using namespace pw::test;

namespace {

const QString Data = QStringLiteral(PW_SOURCE_DIR "/tests/data/localsweep");

JobPlan planOfText(const QString& file, const QByteArray& text)
{
    return buildJobPlan(file, text, {}, std::make_shared<ComponentCache>());
}

JobPlan planOf(const QString& file)
{
    return planOfText(file, fileBytes(file));
}

QString problems(const JobPlan& plan)
{
    QStringList out;
    for (const Diagnostic& d : plan.problems)
        out << d.toString();
    return out.join(QLatin1Char('\n'));
}

SearchParameter param(const QString& name, const QString& type)
{
    SearchParameter p;
    p.name = name;
    p.type = type;
    return p;
}

/// A sweep step's text over the trial of tests/data/localsweep, with `extra` lines (indented by 4) under it.
QByteArray sweepText(const QByteArray& extra)
{
    return "type: pipeline\njobs:\n  tune:\n    type: sweep\n    trial: ./train.yml\n    objective: {goal: maximize, primary_metric: accuracy}\n"
         + extra;
}

} // namespace

class TestSweep : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gridIsEveryCombinationLastFastest()
    {
        SweepPlan plan;
        plan.samplingAlgorithm = QStringLiteral("grid");
        SearchParameter a = param(QStringLiteral("a"), QStringLiteral("choice"));
        a.values = {1, 2};
        SearchParameter b = param(QStringLiteral("b"), QStringLiteral("choice"));
        b.values = {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")};
        plan.searchSpace = {a, b};
        plan.maxTotalTrials = 100;
        const auto trials = sweepTrials(plan);
        QCOMPARE(trials.size(), 6);
        QCOMPARE(trials.at(0).value(QStringLiteral("a")).toInt(), 1);
        QCOMPARE(trials.at(1).value(QStringLiteral("b")).toString(), QStringLiteral("y"));
        QCOMPARE(trials.at(3).value(QStringLiteral("a")).toInt(), 2);
        QCOMPARE(trials.at(3).value(QStringLiteral("b")).toString(), QStringLiteral("x"));
        plan.maxTotalTrials = 4; // max_total_trials cuts the grid
        QCOMPARE(sweepTrials(plan).size(), 4);
    }

    void randomDrawsEveryDistributionWithinItsBounds()
    {
        SweepPlan plan;
        plan.samplingAlgorithm = QStringLiteral("random");
        plan.seed = 42;
        plan.maxTotalTrials = 200;
        SearchParameter u = param(QStringLiteral("u"), QStringLiteral("uniform"));
        u.minValue = 0.5, u.maxValue = 0.9;
        SearchParameter qu = param(QStringLiteral("qu"), QStringLiteral("quniform"));
        qu.minValue = 0, qu.maxValue = 10, qu.q = 2;
        SearchParameter lu = param(QStringLiteral("lu"), QStringLiteral("loguniform"));
        lu.minValue = -3, lu.maxValue = 0; // exp(uniform(-3, 0))
        SearchParameter ri = param(QStringLiteral("ri"), QStringLiteral("randint"));
        ri.upper = 5;
        SearchParameter n = param(QStringLiteral("n"), QStringLiteral("normal"));
        n.mu = 10, n.sigma = 0.001;
        SearchParameter ln = param(QStringLiteral("ln"), QStringLiteral("qlognormal"));
        ln.mu = 0, ln.sigma = 0.5, ln.q = 0.5;
        SearchParameter c = param(QStringLiteral("c"), QStringLiteral("choice"));
        c.values = {QStringLiteral("rbf"), QStringLiteral("linear")};
        plan.searchSpace = {u, qu, lu, ri, n, ln, c};
        const auto trials = sweepTrials(plan);
        QCOMPARE(trials.size(), 200);
        QSet<QString> kernels;
        QSet<int> ints;
        for (const auto& t : trials) {
            const double uv = t.value(QStringLiteral("u")).toDouble();
            QVERIFY(uv >= 0.5 && uv <= 0.9);
            const double q = t.value(QStringLiteral("qu")).toDouble();
            QVERIFY(q >= 0 && q <= 10 && std::fmod(q, 2) == 0);
            const double l = t.value(QStringLiteral("lu")).toDouble();
            QVERIFY(l >= std::exp(-3.0) && l <= 1.0);
            const double r = t.value(QStringLiteral("ri")).toDouble();
            QVERIFY(r >= 0 && r < 5 && std::floor(r) == r);
            ints << int(r);
            QVERIFY(std::abs(t.value(QStringLiteral("n")).toDouble() - 10) < 0.01);
            const double qln = t.value(QStringLiteral("ln")).toDouble();
            QVERIFY(qln >= 0 && std::fmod(qln, 0.5) == 0);
            kernels << t.value(QStringLiteral("c")).toString();
        }
        QCOMPARE(kernels.size(), 2);
        QCOMPARE(ints.size(), 5);
        // a seed draws the same trials again
        QCOMPARE(sweepTrials(plan), trials);
        QCOMPARE(sweepValueText(QJsonValue(0.1)), QStringLiteral("0.1"));
        QCOMPARE(sweepValueText(QJsonValue(3.0)), QStringLiteral("3"));
        QCOMPARE(sweepValueText(QJsonValue(true)), QStringLiteral("True"));
    }

    void policiesStopWhatTheyShould()
    {
        EarlyTerminationPlan bandit;
        bandit.type = QStringLiteral("bandit");
        bandit.slackFactor = 0.2;
        bandit.evaluationInterval = 1;
        // the best at interval 2 reported 0.8; 0.8 / 1.2 = 0.667
        QList<TrialSeries> trials {{{0.5, 0.8}, true}, {{0.4, 0.6}, true}, {{0.5, 0.7}, true}};
        QVERIFY(!earlyTerminationVerdict(bandit, true, trials, 1, 2).isEmpty());
        QVERIFY(earlyTerminationVerdict(bandit, true, trials, 2, 2).isEmpty());
        QVERIFY(earlyTerminationVerdict(bandit, true, trials, 0, 2).isEmpty());
        // minimizing: the slack is above the best
        QVERIFY(!earlyTerminationVerdict(bandit, false, {{{1.0, 1.0}, true}, {{0.5, 0.5}, true}}, 0, 2).isEmpty());
        // delay_evaluation and evaluation_interval choose the points
        bandit.delayEvaluation = 2;
        QVERIFY(earlyTerminationVerdict(bandit, true, trials, 1, 2).isEmpty());
        bandit.delayEvaluation = 0;
        bandit.evaluationInterval = 3;
        QVERIFY(!isEvaluationPoint(bandit, 2) && isEvaluationPoint(bandit, 3));
        bandit.evaluationInterval = 1;
        bandit.slackFactor = 0;
        bandit.slackAmount = 0.3; // 0.8 − 0.3 = 0.5
        QVERIFY(earlyTerminationVerdict(bandit, true, trials, 1, 2).isEmpty());

        EarlyTerminationPlan median;
        median.type = QStringLiteral("median_stopping");
        // running averages of the others at 2: 0.65, 0.6 → median 0.625; trial 1's best is 0.3
        QList<TrialSeries> m {{{0.5, 0.8}, true}, {{0.2, 0.3}, true}, {{0.5, 0.7}, false}};
        QVERIFY(!earlyTerminationVerdict(median, true, m, 1, 2).isEmpty());
        QVERIFY(earlyTerminationVerdict(median, true, m, 0, 2).isEmpty());

        EarlyTerminationPlan truncation;
        truncation.type = QStringLiteral("truncation_selection");
        truncation.truncationPercentage = 34; // of 3 trials: the lowest one
        QVERIFY(!earlyTerminationVerdict(truncation, true, m, 1, 2).isEmpty());
        QVERIFY(earlyTerminationVerdict(truncation, true, m, 2, 2).isEmpty());
        truncation.excludeFinishedJobs = true; // two running: 34 % of 2 is none
        QVERIFY(earlyTerminationVerdict(truncation, true, m, 1, 2).isEmpty());
    }

    void mlflowFileStoreIsRead()
    {
        QTemporaryDir dir;
        const QString metrics = dir.filePath(QStringLiteral("0/abc/metrics"));
        QVERIFY(QDir().mkpath(metrics));
        QFile f(metrics + QStringLiteral("/accuracy"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1700000000000 0.5 1\n1700000000100 0.75 2\n1700000000200 0.8");
        f.close();
        // the last line has no end yet: it is being written
        QCOMPARE(readMlflowMetric(dir.path(), QStringLiteral("accuracy")), (QList<double> {0.5, 0.75}));
        QVERIFY(readMlflowMetric(dir.path(), QStringLiteral("loss")).isEmpty());
    }

    void planRefusesWhatCannotRunNamingTheKey()
    {
        const QString file = Data + QStringLiteral("/inline.yml");
        struct Case
        {
            QByteArray extra;
            const char* expected;
        };
        const QList<Case> cases {
            {"    sampling_algorithm: grid\n    search_space: {lr: {type: uniform, min_value: 0.1, max_value: 0.2}}\n",
             "search_space.lr: grid sampling takes only choice parameters"},
            {"    sampling_algorithm: random\n    search_space: {depth: {type: choice, values: [1, 2]}}\n    limits: {max_total_trials: 2}\n",
             "search_space.depth is not an input of its trial (lr, kernel, steps)"},
            {"    sampling_algorithm: random\n    search_space: {lr: {type: normal, mu: 1}}\n    limits: {max_total_trials: 2}\n",
             "normal needs mu and sigma"},
            {"    sampling_algorithm: random\n    search_space: {lr: {type: choice, values: [1]}}\n    limits: {max_total_trials: 2}\n"
             "    early_termination: {type: bandit}\n",
             "a bandit policy needs one of slack_factor and slack_amount"},
        };
        for (const Case& c : cases) {
            const JobPlan plan = planOfText(file, sweepText(c.extra));
            QVERIFY2(!plan.ok(), c.extra.constData());
            QVERIFY2(problems(plan).contains(QLatin1String(c.expected)), qPrintable(problems(plan)));
            QVERIFY2(problems(plan).contains(QLatin1String("inline.yml:")), qPrintable(problems(plan))); // file:line
        }
        // bayesian runs here as random, and says so
        const JobPlan bayes = planOfText(
            file, sweepText("    sampling_algorithm: bayesian\n    search_space: {lr: {type: choice, values: [1, 2]}}\n"
                            "    limits: {max_total_trials: 2, max_concurrent_trials: 1}\n"));
        QVERIFY2(bayes.ok(), qPrintable(problems(bayes)));
        QCOMPARE(bayes.step(QStringLiteral("tune"))->sweep.samplingAlgorithm, QStringLiteral("random"));
        QVERIFY(problems(bayes).contains(QLatin1String("drawn at random")));
        QCOMPARE(bayes.step(QStringLiteral("tune"))->coresNeeded(), 1);
    }

    void randomSweepRunsTrialsAndKeepsTheBest()
    {
        const QString file = Data + QStringLiteral("/sweep.yml");
        const JobPlan plan = planOf(file);
        QVERIFY2(plan.ok(), qPrintable(problems(plan)));
        const PlannedStep* tune = plan.step(QStringLiteral("tune"));
        QVERIFY(tune->sweep.active);
        QCOMPARE(tune->coresNeeded(), 2);
        QCOMPARE(tune->sweep.maxTotalTrials, 4);

        LocalRig rig(2);
        const JobRun job = rig.run(file);
        QCOMPARE(runStatusName(job.status), QStringLiteral("Completed"));
        const StepRun* t = stepOf(job, QStringLiteral("tune"));
        const SweepTrials record = readSweepTrials(t->folder);
        QCOMPARE(record.trials.size(), 4);
        QCOMPARE(record.primaryMetric, QStringLiteral("accuracy"));
        const SweepTrial* best = record.best();
        QVERIFY(best);
        QDateTime firstEnd;
        for (const SweepTrial& trial : record.trials) {
            QCOMPARE(runStatusName(trial.status), QStringLiteral("Completed"));
            QVERIFY(trial.hasMetric);
            QCOMPARE(trial.reports, 3);
            QVERIFY(trial.metric <= best->metric);
            // each trial ran in its own folder with its own log and store
            QVERIFY(QFileInfo(t->folder + QLatin1Char('/') + trial.folder() + QStringLiteral("/user_logs/std_log.txt")).isFile());
            QVERIFY(QFileInfo(t->folder + QLatin1Char('/') + trial.folder() + QStringLiteral("/mlruns/0")).isDir());
            const double lr = trial.parameters.value(QLatin1String("lr")).toDouble();
            QVERIFY(lr >= 0.05 && lr <= 0.6);
        }
        // two at a time: the third trial started after one of the first two ended
        firstEnd = std::min(record.trials.at(0).ended, record.trials.at(1).ended);
        QVERIFY(record.trials.at(2).started >= firstEnd);
        QVERIFY(record.trials.at(1).started < record.trials.at(0).ended);
        // the best trial's model is the step's output, which the next step read
        const QJsonObject model = QJsonDocument::fromJson(fileBytes(t->outputs.value(QStringLiteral("model")) + QStringLiteral("/params.json"))).object();
        QCOMPARE(model.value(QLatin1String("lr")).toDouble(), best->parameters.value(QLatin1String("lr")).toDouble());
        QCOMPARE(model.value(QLatin1String("kernel")).toString(), best->parameters.value(QLatin1String("kernel")).toString());
        const QByteArray report = fileBytes(stepOf(job, QStringLiteral("report"))->logFile);
        QVERIFY2(report.contains(best->parameters.value(QLatin1String("kernel")).toString().toUtf8()), report.constData());
        QVERIFY(fileBytes(t->logFile).contains(QByteArray(QByteArray("the best trial is ") + QByteArray::number(best->index))));
    }

    void banditStopsTheSlowTrial()
    {
        const QString file = Data + QStringLiteral("/grid.yml");
        LocalRig rig(2);
        const JobRun job = rig.run(file);
        QCOMPARE(runStatusName(job.status), QStringLiteral("Completed"));
        const StepRun* t = stepOf(job, QStringLiteral("tune"));
        const SweepTrials record = readSweepTrials(t->folder);
        QCOMPARE(record.trials.size(), 2);
        QCOMPARE(record.trials.at(0).parameters.value(QLatin1String("kernel")).toString(), QStringLiteral("rbf"));
        QCOMPARE(runStatusName(record.trials.at(0).status), QStringLiteral("Completed"));
        QVERIFY(record.trials.at(0).best);
        QCOMPARE(runStatusName(record.trials.at(1).status), QStringLiteral("Canceled"));
        QVERIFY2(record.trials.at(1).reason.contains(QLatin1String("bandit policy")), qPrintable(record.trials.at(1).reason));
        QVERIFY(record.trials.at(1).reports < 8); // stopped before it logged all its steps
        QVERIFY(fileBytes(t->logFile).contains("trial 1 stopped early"));
    }

    void trialTimeoutAndSweepTimeout()
    {
        QTemporaryDir dir;
        auto write = [&](const QString& name, const QByteArray& limits) {
            const QString path = dir.filePath(name);
            const bool ok = writeAll(path, "type: pipeline\njobs:\n  tune:\n    type: sweep\n    trial: " + QFile::encodeName(Data)
                                               + "/train.yml\n    inputs: {lr: 0.3, steps: 8}\n    outputs: {model: }\n"
                                                 "    sampling_algorithm: grid\n    search_space: {kernel: {type: choice, values: [rbf, slow]}}\n"
                                                 "    objective: {goal: maximize, primary_metric: accuracy}\n    limits: "
                                               + limits + "\n");
            return ok ? path : QString();
        };
        // trial_timeout: the slow trial (8 × 0.6 s) fails, the quick one is the best
        {
            LocalRig rig(2);
            const JobRun job = rig.run(write(QStringLiteral("trial_timeout.yml"), "{max_concurrent_trials: 2, trial_timeout: 3}"));
            QCOMPARE(runStatusName(job.status), QStringLiteral("Completed"));
            const SweepTrials record = readSweepTrials(stepOf(job, QStringLiteral("tune"))->folder);
            QCOMPARE(record.trials.size(), 2);
            QVERIFY(record.trials.at(0).best);
            QCOMPARE(runStatusName(record.trials.at(1).status), QStringLiteral("Failed"));
            QVERIFY2(record.trials.at(1).reason.contains(QLatin1String("limits.trial_timeout of 3 second")),
                     qPrintable(record.trials.at(1).reason));
        }
        // timeout: one at a time, the sweep ends while the slow one runs; the best of those that completed
        {
            LocalRig rig(2);
            QElapsedTimer timer;
            timer.start();
            const JobRun job = rig.run(write(QStringLiteral("timeout.yml"), "{max_concurrent_trials: 1, timeout: 3}"));
            QVERIFY2(timer.elapsed() < 15000, qPrintable(QString::number(timer.elapsed())));
            QCOMPARE(runStatusName(job.status), QStringLiteral("Completed"));
            const StepRun* t = stepOf(job, QStringLiteral("tune"));
            const SweepTrials record = readSweepTrials(t->folder);
            QVERIFY(record.trials.at(0).best);
            QCOMPARE(runStatusName(record.trials.at(1).status), QStringLiteral("Canceled"));
            QVERIFY(record.trials.at(1).reason.contains(QLatin1String("limits.timeout of 3 second")));
            QVERIFY(fileBytes(t->logFile).contains("the sweep ended at its limits.timeout"));
        }
    }

    void withoutMlflowNoBestTrialAndWhy()
    {
        // a Python without its site packages (-S), so that no installed MLflow is found whatever this machine has
        QTemporaryDir bin;
        const QString python = bin.filePath(QStringLiteral("python3"));
        QVERIFY(writeExecutable(python, "#!/bin/sh\nexec /usr/bin/python3 -S \"$@\"\n"));
        LocalRig rig(2, python);
        const JobRun job = rig.run(Data + QStringLiteral("/nomlflow.yml"));
        QCOMPARE(runStatusName(job.status), QStringLiteral("Failed"));
        const StepRun* t = stepOf(job, QStringLiteral("tune"));
        QVERIFY2(t->reason.contains(QLatin1String("cannot import mlflow")), qPrintable(t->reason));
        QVERIFY(t->reason.contains(python)); // the interpreter named
        const SweepTrials record = readSweepTrials(t->folder);
        QCOMPARE(record.trials.size(), 2);
        for (const SweepTrial& trial : record.trials) {
            QCOMPARE(runStatusName(trial.status), QStringLiteral("Completed")); // they still ran
            QVERIFY(!trial.hasMetric);
        }
        QVERIFY(record.note.contains(QLatin1String("no best trial")));
    }

    void cancelEndsEveryTrial()
    {
        LocalRig rig(2);
        const SubmitResult r = rig.submit(Data + QStringLiteral("/sweep.yml"));
        QVERIFY(r.ok());
        auto running = [&] {
            const JobRun j = awaitFuture(rig.backend->job(r.jobId));
            const StepRun* s = stepOf(j, QStringLiteral("tune"));
            int n = 0;
            for (const SweepTrial& t : s ? readSweepTrials(s->folder).trials : QList<SweepTrial>())
                n += t.status == RunStatus::Running;
            return n;
        };
        QVERIFY(waitFor([&] { return running() == 2; }, 30000));
        rig.backend->cancel(r.jobId);
        const JobRun job = rig.wait(r.jobId, 30000);
        QCOMPARE(runStatusName(job.status), QStringLiteral("Canceled"));
        const StepRun* t = stepOf(job, QStringLiteral("tune"));
        QCOMPARE(runStatusName(t->status), QStringLiteral("Canceled"));
        const SweepTrials record = readSweepTrials(t->folder);
        QCOMPARE(record.trials.size(), 4);
        QCOMPARE(runStatusName(record.trials.at(0).status), QStringLiteral("Canceled"));
        QCOMPARE(runStatusName(record.trials.at(1).status), QStringLiteral("Canceled"));
        QCOMPARE(runStatusName(record.trials.at(3).status), QStringLiteral("NotStarted")); // never started
        QVERIFY(!record.best());
    }
};

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
