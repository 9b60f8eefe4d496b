// SPDX-License-Identifier: MIT
#pragma once

#include "runstatus.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

/// The trials of a sweep step as its runner records them in the step's folder, `system_logs/trials.json`: written
/// when each trial starts and ends, read by `jobs show` and the studio's run view.
namespace pw {

struct SweepTrial
{
    int index = 0; // trials/<index>/ in the step's folder
    QJsonObject parameters; // the search space's values for this trial
    RunStatus status = RunStatus::NotStarted;
    QString reason; // why it failed or was stopped
    QDateTime started;
    QDateTime ended;
    bool hasMetric = false;
    double metric = 0; // the primary metric's last logged value
    int reports = 0; // how many values of it were logged
    bool best = false;
    QString folder() const; // "trials/<index>", relative to the step's folder
    double durationSeconds() const;
};

struct SweepTrials
{
    QString primaryMetric;
    bool maximize = true;
    QString note; // why no best trial was chosen, when none was
    QList<SweepTrial> trials;
    const SweepTrial* best() const;
};

/// <folder>/system_logs/trials.json
QString sweepTrialsFile(const QString& stepFolder);
/// The trials recorded for a step; none for a step that is not a sweep (or a file that cannot be read).
SweepTrials readSweepTrials(const QString& stepFolder);
/// Write the record atomically; false with a message naming the file.
bool writeSweepTrials(const QString& stepFolder, const SweepTrials& trials, QString* error);
/// A parameter value as a trial's input gets it (numbers in their shortest form, booleans as Python writes them).
QString sweepValueText(const QJsonValue& value);
/// A trial's parameters as one line: "c_value=0.7, kernel=rbf".
QString sweepParametersText(const QJsonObject& parameters);

} // namespace pw
