// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace pw {

/// The candidate a misspelt `word` most likely meant: the closest by edit distance (a swap of two neighbours
/// counts once; case is ignored), when it is close enough (at most one edit for short words, a third of the
/// word's length for long ones) and no other candidate is as close. Empty otherwise, and for an exact match.
QString closestMatch(const QString& word, const QStringList& candidates);

} // namespace pw
