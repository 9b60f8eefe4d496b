// SPDX-License-Identifier: MIT
// A sweep step's settings, its trials' parameters and its early-termination policies: README.md, "Sweep steps".
#include "sweepplan.h"

#include "resolvedstep.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <random>

namespace pw {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("pw", s); // lupdate files free functions' texts under "pw"
}

bool number(const QJsonObject& o, const char* key, double& out)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isDouble()) {
        out = v.toDouble();
        return true;
    }
    bool ok = false;
    const double d = v.toString().trimmed().toDouble(&ok);
    if (ok)
        out = d;
    return ok;
}

int wholeNumber(const QJsonValue& v, int fallback)
{
    if (v.isDouble() && std::floor(v.toDouble()) == v.toDouble())
        return int(v.toDouble());
    bool ok = false;
    const int i = v.toString().trimmed().toInt(&ok);
    return ok ? i : fallback;
}

/// limits.timeout and trial_timeout: seconds, as a number or an ISO 8601 duration's seconds
int seconds(const QJsonValue& v)
{
    return std::max(0, wholeNumber(v, 0));
}

const QStringList& distributions()
{
    static const QStringList d {QStringLiteral("choice"),     QStringLiteral("randint"),    QStringLiteral("uniform"),
                                QStringLiteral("quniform"),   QStringLiteral("loguniform"), QStringLiteral("qloguniform"),
                                QStringLiteral("normal"),     QStringLiteral("qnormal"),    QStringLiteral("lognormal"),
                                QStringLiteral("qlognormal")};
    return d;
}

double quantize(double x, double q)
{
    return q > 0 ? std::round(x / q) * q : x;
}

} // namespace

const SearchParameter* SweepPlan::parameter(const QString& name) const
{
    for (const SearchParameter& p : searchSpace)
        if (p.name == name)
            return &p;
    return nullptr;
}

bool readSweepPlan(const ResolvedStep& rs, SweepPlan& plan, QStringList* errors, QStringList* warnings)
{
    const int before = int(errors->size());
    plan.active = true;
    // sampling_algorithm: a name, or {type:, seed:, rule:}
    const QJsonValue sampling = rs.sweep.samplingAlgorithm.value;
    QString algorithm = sampling.isObject() ? sampling.toObject().value(QLatin1String("type")).toString() : sampling.toString();
    algorithm = algorithm.trimmed().toLower();
    plan.samplingAsWritten = algorithm;
    if (sampling.isObject()) {
        const QJsonObject o = sampling.toObject();
        if (o.contains(QLatin1String("seed")))
            plan.seed = quint64(std::max(0, wholeNumber(o.value(QLatin1String("seed")), 0)));
        const QString rule = o.value(QLatin1String("rule")).toString().trimmed().toLower();
        if (rule == QLatin1String("sobol"))
            *warnings << tr("sampling_algorithm.rule is sobol; here the trials are drawn at random (a Sobol sequence "
                            "is the workspace's)");
    }
    if (algorithm.isEmpty()) {
        *errors << tr("sampling_algorithm is missing (random, grid or bayesian)");
    } else if (algorithm == QLatin1String("bayesian")) {
        plan.samplingAlgorithm = QStringLiteral("random");
        *warnings << tr("sampling_algorithm is bayesian, which learns from the workspace's earlier trials; here the "
                        "trials are drawn at random");
    } else if (algorithm == QLatin1String("random") || algorithm == QLatin1String("grid")) {
        plan.samplingAlgorithm = algorithm;
    } else {
        *errors << tr("sampling_algorithm '%1' is not one Azure ML knows (random, grid, bayesian)").arg(algorithm);
    }

    // search_space: the trial's inputs, each a distribution
    const QJsonObject space = rs.sweep.searchSpace.value.toObject();
    if (space.isEmpty())
        *errors << tr("search_space is missing or empty: it names the trial's inputs to sweep over");
    for (auto it = space.begin(); it != space.end(); ++it) {
        SearchParameter p;
        p.name = it.key();
        const QJsonObject d = it.value().toObject();
        p.type = d.value(QLatin1String("type")).toString().trimmed().toLower();
        const QString where = QStringLiteral("search_space.") + p.name;
        if (!distributions().contains(p.type)) {
            *errors << tr("%1: type '%2' is not a sweep distribution (%3)").arg(where, p.type, distributions().join(QStringLiteral(", ")));
            continue;
        }
        bool ok = true;
        auto refuse = [&](const QString& why) {
            *errors << why;
            ok = false;
        };
        if (p.type == QLatin1String("choice")) {
            p.values = d.value(QLatin1String("values")).toArray();
            if (p.values.isEmpty())
                refuse(tr("%1: a choice needs a list of values").arg(where));
            for (const QJsonValue& v : std::as_const(p.values))
                if (v.isObject() || v.isArray()) {
                    refuse(tr("%1: a choice among nested search spaces does not run on this machine; give plain values")
                               .arg(where));
                    break;
                }
        } else if (p.type == QLatin1String("randint")) {
            double upper = 0;
            if (!number(d, "upper", upper) || upper < 1 || std::floor(upper) != upper)
                refuse(tr("%1: randint needs upper, a whole number of at least 1").arg(where));
            p.upper = qint64(upper);
        } else if (p.type.endsWith(QLatin1String("uniform"))) {
            if (!number(d, "min_value", p.minValue) || !number(d, "max_value", p.maxValue) || p.maxValue < p.minValue)
                refuse(tr("%1: %2 needs min_value and max_value, min_value ≤ max_value").arg(where, p.type));
        } else {
            if (!number(d, "mu", p.mu) || !number(d, "sigma", p.sigma) || p.sigma < 0)
                refuse(tr("%1: %2 needs mu and sigma, sigma ≥ 0").arg(where, p.type));
        }
        if (ok && p.type.startsWith(QLatin1Char('q')) && (!number(d, "q", p.q) || p.q <= 0))
            refuse(tr("%1: %2 needs q, a number above 0").arg(where, p.type));
        if (!ok)
            continue;
        if (plan.samplingAlgorithm == QLatin1String("grid") && p.type != QLatin1String("choice"))
            *errors << tr("%1: grid sampling takes only choice parameters; it is %2").arg(where, p.type);
        if (algorithm == QLatin1String("bayesian")
            && !QStringList {QStringLiteral("choice"), QStringLiteral("uniform"), QStringLiteral("quniform")}.contains(p.type))
            *errors << tr("%1: bayesian sampling takes only choice, uniform and quniform parameters; it is %2").arg(where, p.type);
        plan.searchSpace << p;
    }

    // objective
    const QJsonObject objective = rs.sweep.objective.value.toObject();
    plan.primaryMetric = objective.value(QLatin1String("primary_metric")).toString().trimmed();
    const QString goal = objective.value(QLatin1String("goal")).toString().trimmed().toLower();
    if (plan.primaryMetric.isEmpty())
        *errors << tr("objective.primary_metric is missing: the metric that chooses the best trial");
    if (goal == QLatin1String("minimize"))
        plan.maximize = false;
    else if (goal == QLatin1String("maximize"))
        plan.maximize = true;
    else
        *errors << tr("objective.goal must be minimize or maximize");

    // limits
    const ResolvedValue& limits = rs.limits;
    const int total = wholeNumber(limits.member(QStringLiteral("max_total_trials")), 0);
    const int concurrent = wholeNumber(limits.member(QStringLiteral("max_concurrent_trials")), 0);
    plan.timeoutSeconds = seconds(limits.member(QStringLiteral("timeout")));
    plan.trialTimeoutSeconds = seconds(limits.member(QStringLiteral("trial_timeout")));
    if (total < 0 || total > 1000 || concurrent < 0)
        *errors << tr("limits.max_total_trials must be between 1 and 1000, and max_concurrent_trials at least 1");
    qint64 combinations = 1;
    for (const SearchParameter& p : std::as_const(plan.searchSpace))
        combinations = std::min<qint64>(combinations * std::max<qint64>(1, p.values.size()), 1000000);
    if (plan.samplingAlgorithm == QLatin1String("grid")) {
        plan.maxTotalTrials = int(total > 0 ? std::min<qint64>(total, combinations) : std::min<qint64>(combinations, 1000));
    } else {
        plan.maxTotalTrials = total > 0 ? total : 1000;
        if (total <= 0)
            *warnings << tr("limits.max_total_trials is not set: up to 1000 trials run, as on Azure ML");
    }
    plan.maxConcurrentTrials = concurrent;

    // early_termination
    const QJsonObject et = rs.sweep.earlyTermination.value.toObject();
    if (!et.isEmpty()) {
        EarlyTerminationPlan& e = plan.earlyTermination;
        e.type = et.value(QLatin1String("type")).toString().trimmed().toLower();
        e.evaluationInterval = std::max(0, wholeNumber(et.value(QLatin1String("evaluation_interval")), 0));
        e.delayEvaluation = std::max(0, wholeNumber(et.value(QLatin1String("delay_evaluation")), 0));
        if (e.type == QLatin1String("bandit")) {
            const bool factor = number(et, "slack_factor", e.slackFactor);
            const bool amount = number(et, "slack_amount", e.slackAmount);
            if (factor == amount || e.slackFactor < 0 || e.slackAmount < 0)
                *errors << tr("early_termination: a bandit policy needs one of slack_factor and slack_amount, at least 0");
        } else if (e.type == QLatin1String("truncation_selection")) {
            e.truncationPercentage = wholeNumber(et.value(QLatin1String("truncation_percentage")), 0);
            e.excludeFinishedJobs = et.value(QLatin1String("exclude_finished_jobs")).toBool()
                                    || et.value(QLatin1String("exclude_finished_jobs")).toString().toLower() == QLatin1String("true");
            if (e.truncationPercentage < 1 || e.truncationPercentage > 99)
                *errors << tr("early_termination: truncation_percentage must be between 1 and 99");
        } else if (e.type != QLatin1String("median_stopping")) {
            *errors << tr("early_termination type '%1' is not one Azure ML knows (bandit, median_stopping, "
                          "truncation_selection)")
                           .arg(e.type);
        }
    }
    return errors->size() == before;
}

QList<QMap<QString, QJsonValue>> sweepTrials(const SweepPlan& plan)
{
    QList<QMap<QString, QJsonValue>> trials;
    if (plan.samplingAlgorithm == QLatin1String("grid")) {
        QList<int> index(plan.searchSpace.size(), 0);
        for (int n = 0; n < plan.maxTotalTrials; ++n) {
            QMap<QString, QJsonValue> t;
            for (int i = 0; i < plan.searchSpace.size(); ++i)
                t.insert(plan.searchSpace.at(i).name, plan.searchSpace.at(i).values.at(index.at(i)));
            trials << t;
            // the last parameter changes fastest
            int i = int(plan.searchSpace.size()) - 1;
            for (; i >= 0; --i) {
                if (++index[i] < plan.searchSpace.at(i).values.size())
                    break;
                index[i] = 0;
            }
            if (i < 0)
                break;
        }
        return trials;
    }
    std::mt19937_64 rng(plan.seed ? *plan.seed : std::random_device {}());
    for (int n = 0; n < plan.maxTotalTrials; ++n) {
        QMap<QString, QJsonValue> t;
        for (const SearchParameter& p : plan.searchSpace) {
            QJsonValue v;
            if (p.type == QLatin1String("choice")) {
                v = p.values.at(int(std::uniform_int_distribution<qsizetype>(0, p.values.size() - 1)(rng)));
            } else if (p.type == QLatin1String("randint")) {
                v = double(std::uniform_int_distribution<qint64>(0, p.upper - 1)(rng));
            } else if (p.type.endsWith(QLatin1String("uniform"))) {
                double x = p.maxValue > p.minValue ? std::uniform_real_distribution<double>(p.minValue, p.maxValue)(rng) : p.minValue;
                if (p.type.contains(QLatin1String("log")))
                    x = std::exp(x); // loguniform: exp(uniform(min_value, max_value))
                v = quantize(x, p.q);
            } else {
                double x = p.sigma > 0 ? std::normal_distribution<double>(p.mu, p.sigma)(rng) : p.mu;
                if (p.type.contains(QLatin1String("log")))
                    x = std::exp(x); // lognormal: exp(normal(mu, sigma))
                v = quantize(x, p.q);
            }
            t.insert(p.name, v);
        }
        trials << t;
    }
    return trials;
}

bool isEvaluationPoint(const EarlyTerminationPlan& policy, int k)
{
    const int interval = std::max(1, policy.evaluationInterval);
    return policy.active() && k > policy.delayEvaluation && k % interval == 0;
}

QString earlyTerminationVerdict(const EarlyTerminationPlan& policy, bool maximize, const QList<TrialSeries>& trials,
                                int t, int k)
{
    if (!isEvaluationPoint(policy, k) || t < 0 || t >= trials.size() || trials.at(t).values.size() < k)
        return QString();
    auto better = [maximize](double a, double b) { return maximize ? a > b : a < b; };
    auto bestOf = [&](const QList<double>& values, int upTo) {
        double best = values.first();
        for (int i = 1; i < upTo; ++i)
            if (better(values.at(i), best))
                best = values.at(i);
        return best;
    };
    const double own = trials.at(t).values.at(k - 1);
    const double ownBest = bestOf(trials.at(t).values, k);
    auto num = [](double d) { return QString::number(d, 'g', 6); };

    if (policy.type == QLatin1String("bandit")) {
        // the best value any trial reported at this interval, and the slack allowed behind it
        bool any = false;
        double best = 0;
        for (int i = 0; i < trials.size(); ++i)
            if (i != t && trials.at(i).values.size() >= k) {
                const double v = trials.at(i).values.at(k - 1);
                if (!any || better(v, best))
                    best = v;
                any = true;
            }
        if (!any)
            return QString();
        double bound;
        QString how;
        if (policy.slackFactor > 0) {
            bound = maximize ? best / (1 + policy.slackFactor) : best * (1 + policy.slackFactor);
            how = QStringLiteral("%1 %2 (1 + %3)").arg(num(best), maximize ? QStringLiteral("/") : QStringLiteral("×"), num(policy.slackFactor));
        } else {
            bound = maximize ? best - policy.slackAmount : best + policy.slackAmount;
            how = QStringLiteral("%1 %2 %3").arg(num(best), maximize ? QStringLiteral("−") : QStringLiteral("+"), num(policy.slackAmount));
        }
        if (better(bound, ownBest))
            return tr("the bandit policy stopped it at interval %1: its best %2 is outside the slack of the best trial (%3 = %4)")
                .arg(k)
                .arg(num(ownBest), how, num(bound));
        return QString();
    }
    if (policy.type == QLatin1String("median_stopping")) {
        // the median of the other trials' running averages up to this interval
        QList<double> averages;
        for (int i = 0; i < trials.size(); ++i)
            if (i != t && trials.at(i).values.size() >= k) {
                double sum = 0;
                for (int j = 0; j < k; ++j)
                    sum += trials.at(i).values.at(j);
                averages << sum / k;
            }
        if (averages.size() < 2)
            return QString();
        std::sort(averages.begin(), averages.end());
        const qsizetype n = averages.size();
        const double median = n % 2 ? averages.at(n / 2) : (averages.at(n / 2 - 1) + averages.at(n / 2)) / 2;
        if (better(median, ownBest))
            return tr("the median stopping policy stopped it at interval %1: its best %2 is worse than the median %3 of the "
                      "other trials' running averages")
                .arg(k)
                .arg(num(ownBest), num(median));
        return QString();
    }
    if (policy.type == QLatin1String("truncation_selection")) {
        // the lowest truncation_percentage of the trials that reached this interval
        QList<QPair<double, int>> ranked;
        for (int i = 0; i < trials.size(); ++i)
            if (trials.at(i).values.size() >= k && (i == t || !policy.excludeFinishedJobs || trials.at(i).running))
                ranked << qMakePair(trials.at(i).values.at(k - 1), i);
        const int cut = int(ranked.size() * policy.truncationPercentage / 100);
        if (cut < 1)
            return QString();
        std::stable_sort(ranked.begin(), ranked.end(), [&](const auto& a, const auto& b) { return better(b.first, a.first); });
        for (int i = 0; i < cut; ++i)
            if (ranked.at(i).second == t)
                return tr("the truncation selection policy stopped it at interval %1: its %2 is among the lowest %3 % of "
                          "the %4 trials there")
                    .arg(k)
                    .arg(num(own))
                    .arg(policy.truncationPercentage)
                    .arg(ranked.size());
        return QString();
    }
    return QString();
}

} // namespace pw
