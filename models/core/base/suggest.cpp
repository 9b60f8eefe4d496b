// SPDX-License-Identifier: MIT
#include "suggest.h"

#include <algorithm>
#include <vector>

namespace pw {

namespace {

/// Optimal string alignment distance (Damerau-Levenshtein without repeated edits of a substring).
int editDistance(const QString& a, const QString& b)
{
    const qsizetype n = a.size(), m = b.size();
    std::vector<std::vector<int>> d(size_t(n + 1), std::vector<int>(size_t(m + 1)));
    for (qsizetype i = 0; i <= n; ++i)
        d[size_t(i)][0] = int(i);
    for (qsizetype j = 0; j <= m; ++j)
        d[0][size_t(j)] = int(j);
    for (qsizetype i = 1; i <= n; ++i)
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = a.at(i - 1) == b.at(j - 1) ? 0 : 1;
            int v = std::min({d[size_t(i - 1)][size_t(j)] + 1, d[size_t(i)][size_t(j - 1)] + 1, d[size_t(i - 1)][size_t(j - 1)] + cost});
            if (i > 1 && j > 1 && a.at(i - 1) == b.at(j - 2) && a.at(i - 2) == b.at(j - 1))
                v = std::min(v, d[size_t(i - 2)][size_t(j - 2)] + 1);
            d[size_t(i)][size_t(j)] = v;
        }
    return d[size_t(n)][size_t(m)];
}

} // namespace

QString closestMatch(const QString& word, const QStringList& candidates)
{
    const QString w = word.toLower();
    if (w.isEmpty())
        return QString();
    const int allowed = std::max(1, int(w.size()) / 3);
    int best = allowed + 1;
    QString found;
    bool tie = false;
    for (const QString& c : candidates) {
        if (c.compare(word, Qt::CaseSensitive) == 0)
            return QString(); // it is there
        const int d = editDistance(w, c.toLower());
        if (d < best) {
            best = d;
            found = c;
            tie = false;
        } else if (d == best && c != found) {
            tie = true;
        }
    }
    return best <= allowed && !tie ? found : QString();
}

} // namespace pw
