// SPDX-License-Identifier: MIT
#pragma once

#include "sweeptrials.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace pw {

struct ResolvedStep;

/// One hyperparameter of a sweep's `search_space`, as Azure ML's sweep distributions define it.
struct SearchParameter
{
    QString name; // the trial's input it sets
    QString type; // choice, randint, uniform, quniform, loguniform, qloguniform, normal, qnormal, lognormal, qlognormal
    QJsonArray values; // choice
    double minValue = 0; // uniform, quniform, loguniform (an exponent), qloguniform
    double maxValue = 0;
    double mu = 0; // normal, qnormal, lognormal, qlognormal
    double sigma = 1;
    double q = 0; // the q* distributions: round(x / q) × q
    qint64 upper = 0; // randint: [0, upper)
};

/// The early-termination policy of a sweep (README.md, "Sweep steps").
struct EarlyTerminationPlan
{
    QString type; // bandit, median_stopping, truncation_selection; empty: none
    int evaluationInterval = 0; // 0 counts as 1
    int delayEvaluation = 0;
    double slackFactor = 0; // bandit: one of the two
    double slackAmount = 0;
    int truncationPercentage = 0; // truncation_selection
    bool excludeFinishedJobs = false; // truncation_selection
    bool active() const { return !type.isEmpty(); }
};

/// A sweep step as the local backend runs it: its trials' parameters and limits, the metric that chooses the best.
struct SweepPlan
{
    bool active = false;
    QString samplingAlgorithm; // grid or random, the algorithm trials are drawn with here
    QString samplingAsWritten; // as the step writes it (bayesian runs as random here)
    std::optional<quint64> seed;
    QList<SearchParameter> searchSpace;
    QString primaryMetric;
    bool maximize = true;
    int maxTotalTrials = 0;
    int maxConcurrentTrials = 0; // 0: as many as the cores allow
    int timeoutSeconds = 0; // the whole sweep; 0: none
    int trialTimeoutSeconds = 0;
    EarlyTerminationPlan earlyTermination;
    int trialProcesses = 1; // processes of one trial (its distribution)
    const SearchParameter* parameter(const QString& name) const;
};

/// Read a sweep step's settings. Errors (what cannot run, with the key) go to `errors`, differences from the
/// service (bayesian run as random, say) to `warnings`; false when it cannot run.
bool readSweepPlan(const ResolvedStep& rs, SweepPlan& plan, QStringList* errors, QStringList* warnings);

/// The trials' parameter values, in the order they start: every combination of the choices for grid (the last
/// parameter changing fastest), `maxTotalTrials` draws for random (from `seed` when set).
QList<QMap<QString, QJsonValue>> sweepTrials(const SweepPlan& plan);

/// The metric one trial has logged so far, in the order it logged it.
struct TrialSeries
{
    QList<double> values;
    bool running = true;
};

/// Why a running trial is stopped early, or empty to let it go on: the policy evaluated at report `k` of trial `t`
/// (README.md, "Sweep steps"). `k` is an evaluation point when k > delay_evaluation and k is a multiple of the
/// evaluation interval.
QString earlyTerminationVerdict(const EarlyTerminationPlan& policy, bool maximize, const QList<TrialSeries>& trials,
                                int t, int k);
/// True when report `k` (1-based) is one the policy evaluates at.
bool isEvaluationPoint(const EarlyTerminationPlan& policy, int k);

} // namespace pw
