// SPDX-License-Identifier: MIT
// How the benchmarks print their figures: one line per figure with our value, the peer's value measured in the
// same run, the ratio, the goal and whether it is met. A goal is either relative to the peer (ours <= k x peer)
// or a fixed limit (ours <= limit; the peer is then printed for comparison). A peer that is not installed is
// reported and its figure skipped. A slow machine never makes a benchmark fail: the status is printed, the exit
// code is left to whether the benchmark could run.
#pragma once

#include <QString>

#include <cstdio>

namespace benchreport {

struct Tally {
    int met = 0;
    int notMet = 0;
    int skipped = 0;
};

inline Tally& tally()
{
    static Tally t;
    return t;
}

/// A value with its unit and enough digits to compare; "n/a" for a negative value (not measured).
inline QString format(double value, const char* unit)
{
    if (value < 0)
        return QStringLiteral("n/a");
    const int decimals = value < 0.1 ? 4 : value < 1 ? 3 : value < 100 ? 2 : 1; // three figures at least
    return QString::number(value, 'f', decimals) + QLatin1Char(' ') + QLatin1String(unit);
}

inline QString formatRatio(double ours, double peer)
{
    if (ours < 0 || peer <= 0)
        return QStringLiteral("n/a");
    const double r = ours / peer;
    return QString::number(r, 'f', r < 0.1 ? 4 : 2) + QLatin1Char('x'); // 0.0512x beside a 0.05x goal
}

inline void header()
{
    std::printf("%-48s %12s   %-30s %12s   %7s   %-34s %s\n", "figure", "ours", "peer", "peer value", "ratio", "goal",
        "status");
}

inline void line(const QString& figure, double ours, const QString& peer, double peerValue, const char* unit,
    const QString& goal, const QString& status)
{
    std::printf("%-48s %12s   %-30s %12s   %7s   %-34s %s\n", qPrintable(figure), qPrintable(format(ours, unit)),
        qPrintable(peer), qPrintable(format(peerValue, unit)), qPrintable(formatRatio(ours, peerValue)),
        qPrintable(goal), qPrintable(status));
    std::fflush(stdout);
}

/// Goal relative to the peer: ours <= maxRatio x peer. A negative peer value means the peer is not available
/// (`why` says why): the figure is reported and skipped.
inline bool relative(const QString& figure, double ours, const QString& peer, double peerValue, const char* unit,
    double maxRatio, const QString& why = QString())
{
    const QString goal = QStringLiteral("<= %1x peer").arg(maxRatio);
    if (peerValue <= 0 || ours < 0) {
        ++tally().skipped;
        line(figure, ours, peer, peerValue, unit, goal,
            QStringLiteral("skipped: ") + (why.isEmpty() ? QStringLiteral("peer unavailable") : why));
        return true;
    }
    const bool met = ours <= maxRatio * peerValue;
    ++(met ? tally().met : tally().notMet);
    line(figure, ours, peer, peerValue, unit, goal, met ? QStringLiteral("goal met") : QStringLiteral("goal NOT met"));
    return met;
}

/// Goal as a fixed limit: ours <= limit (in the figure's unit); the peer, when there is one, is printed beside it.
inline bool absolute(const QString& figure, double ours, const QString& peer, double peerValue, const char* unit,
    double limit, const QString& goalNote = QString())
{
    const QString goal
        = QStringLiteral("<= ") + format(limit, unit) + (goalNote.isEmpty() ? QString() : QLatin1Char(' ') + goalNote);
    if (ours < 0) {
        ++tally().skipped;
        line(figure, ours, peer, peerValue, unit, goal, QStringLiteral("skipped: not measured"));
        return true;
    }
    const bool met = ours <= limit;
    ++(met ? tally().met : tally().notMet);
    line(figure, ours, peer, peerValue, unit, goal, met ? QStringLiteral("goal met") : QStringLiteral("goal NOT met"));
    return met;
}

/// One closing line: how many figures met their goal.
inline void summary(const char* benchmark)
{
    const Tally& t = tally();
    std::printf("\n%s: %d figures, %d goal met, %d goal NOT met, %d skipped\n", benchmark, t.met + t.notMet + t.skipped,
        t.met, t.notMet, t.skipped);
    std::fflush(stdout);
}

} // namespace benchreport
