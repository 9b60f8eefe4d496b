// SPDX-License-Identifier: MIT
#pragma once

#include "runstatus.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

/// What a backend tells of a pipeline job and its steps: statuses, times, folders, logs, history.
namespace pw {

struct StatusChange
{
    RunStatus status = RunStatus::NotStarted;
    QDateTime time; // UTC
    QString reason;
};

/// One step of a job run.
struct StepRun
{
    QString name;
    QString kind; // command, parallel, pipeline
    RunStatus status = RunStatus::NotStarted;
    QString reusedFrom; // job id whose outputs this step reused; empty when it ran
    QDateTime started;
    QDateTime ended;
    int exitCode = -1; // -1: no process exit (not run, reused, killed before start)
    int signal = 0; // the signal that ended the process, 0 if none
    QString reason; // why it failed or was canceled, in words
    int attempts = 0;
    int cores = 0; // cores held while it ran
    double coreSeconds = 0;
    QMap<QString, QString> inputs; // name -> value or local path as given to the step
    QMap<QString, QString> outputs; // name -> local folder (or file)
    QString folder; // runs/<job>/<step>
    QString logFile; // user_logs/std_log.txt
    QString command; // the command line as run (placeholders replaced)
    QStringList warnings;
    QList<StatusChange> history;
    bool isReused() const { return !reusedFrom.isEmpty(); }
    double durationSeconds() const;
};

/// A pipeline job run.
struct JobRun
{
    QString id;
    QString displayName;
    QString experiment;
    QString pipelineFile; // the file it was started from
    QString backend; // "local", or the workspace
    RunStatus status = RunStatus::NotStarted;
    QDateTime created;
    QDateTime started;
    QDateTime ended;
    QString reason;
    QString rerunOf; // the job this one reruns
    QString folder;
    QMap<QString, QString> parameters; // pipeline inputs as run (after --set overrides)
    QStringList warnings;
    QList<StepRun> steps; // empty in listings
    QList<StatusChange> history;
    const StepRun* step(const QString& name) const;
    double durationSeconds() const;
};

} // namespace pw
