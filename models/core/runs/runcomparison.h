// SPDX-License-Identifier: MIT
#pragma once

#include "jobrun.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// What changed between two runs of a pipeline: the pipeline file each ran (its snapshot) line by line, each step's
/// command as run and inputs, its code (files added, removed or changed in the copy it ran), and the metrics its
/// processes logged through MLflow. Reads files: compute it off the GUI thread.
namespace pw {

struct FieldChange
{
    QString step;
    QString field; // "command", "input lr", "kind", "cores"
    QString before; // empty: absent in the first run
    QString after;
};

struct CodeChange
{
    enum class Kind { Added, Removed, Changed };
    QString step;
    QString path; // relative to the step's code folder
    Kind kind = Kind::Changed;
};

struct MetricRow
{
    QString step;
    QString metric;
    std::optional<double> before;
    std::optional<double> after;
};

struct RunComparison
{
    QString yamlDiff; // a unified diff of the two snapshots; empty when they are the same
    int linesAdded = 0;
    int linesRemoved = 0;
    QString yamlNote; // why no line diff is shown (a snapshot missing, too large a change)
    QList<FieldChange> fields;
    QList<CodeChange> code;
    QList<MetricRow> metrics;
    QStringList notes; // steps whose code could not be compared (reused, not on this machine)
};

/// Compare run `b` with run `a` (a is "before").
RunComparison compareRuns(const JobRun& a, const JobRun& b);

/// A unified diff ("--- a", "+++ b", "@@ -l,n +l,n @@" hunks with `context` lines around each change); empty when
/// the lines are equal. `tooLarge` is set (and nothing returned) when the changed middle is too large to diff.
QString unifiedDiff(const QStringList& a, const QStringList& b, const QString& nameA, const QString& nameB, int context = 3,
                    int* added = nullptr, int* removed = nullptr, bool* tooLarge = nullptr);

} // namespace pw
