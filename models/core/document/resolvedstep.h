// SPDX-License-Identifier: MIT
#pragma once

#include "pipelinespec.h"

#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>

/// A step as the service will run it: its component's declarations and defaults merged with the step's own values,
/// each value with where it was written. Both backends read it (the local planner, the parallel runtime's settings,
/// the Azure submit body), so that they cannot disagree about what a step asks for. The merge follows azure-ai-ml's
/// nodes (`Command.__init__`, `Parallel.__init__`): a setting the step writes replaces the component's as a whole
/// (`resources`, `distribution`, `task` are never merged key by key); environment variables, limits, queue settings,
/// identity and services are the step's own (a component has none of them that the service reads).
namespace pw {

/// Where a value in effect was written.
enum class ValueOrigin {
    None, // nobody sets it
    Step, // the step, under jobs:
    Component, // the step's component (a file, or written inside the step)
    Pipeline, // the pipeline (an output's type from the pipeline output it is bound to)
};
/// "step", "component", "pipeline" (for JSON and logs; empty for None).
QString valueOriginName(ValueOrigin origin);

struct ResolvedValue
{
    QJsonValue value = QJsonValue::Undefined; // as azure-ai-ml's loader reads the YAML (yamljson.h)
    ValueOrigin origin = ValueOrigin::None;
    QString file; // the file it is written in
    SourceLoc loc;
    QHash<QString, SourceLoc> memberLocs; // a mapping's: where each member's value is written

    bool isSet() const { return origin != ValueOrigin::None && !value.isUndefined() && !value.isNull(); }
    /// A scalar as text (integers without a fraction); empty for collections and unset values.
    QString text() const;
    /// A scalar read as an integer; `fallback` when unset or not a whole number.
    int toInt(int fallback) const;
    /// A member of an object value (Undefined otherwise).
    QJsonValue member(const QString& key) const;
    /// A member of an object value as a value of its own, written where the member is (unset when missing).
    ResolvedValue at(const QString& key) const;
    /// The value's folder: relative paths in it start here.
    QString baseDir() const;
};

struct ResolvedPort
{
    QString name;
    QString type; // the type in effect; outputs that nothing types are uri_folder
    ValueOrigin typeFrom = ValueOrigin::None;
    QString mode;
    bool declared = false; // the component declares it
    bool bound = false; // the step gives it a value or a binding
    Binding binding;
    QString path; // an inline `path:` as written
};

struct ResolvedStep
{
    QString name;
    StepKind kind = StepKind::Command;
    QString file; // the file the step is written in
    QString componentFile; // the component's file; empty when the component is written in the step, or there is none

    ResolvedValue command;
    ResolvedValue code; // as written; for a parallel step, its task's
    QString codePath; // `code` as an absolute local path; empty without code or when it is not on this machine
    bool codeIsFile = false; // `code:` names a single file (Azure ML copies it into the working directory)
    ResolvedValue environment; // a reference (string) or an environment written here (object)

    ResolvedValue resources;
    ResolvedValue distribution;
    ResolvedValue limits;
    ResolvedValue queueSettings;
    ResolvedValue identity;
    ResolvedValue services;
    QMap<QString, ResolvedValue> environmentVariables; // the step's own: components have none the service reads

    struct Parallel
    {
        ResolvedValue inputData;
        ResolvedValue miniBatchSize;
        ResolvedValue partitionKeys;
        ResolvedValue maxConcurrencyPerInstance;
        ResolvedValue miniBatchErrorThreshold;
        ResolvedValue errorThreshold;
        ResolvedValue loggingLevel;
        ResolvedValue retrySettings;
        ResolvedValue task; // the whole task (type, code, entry_script, program_arguments, environment, …)
    } parallel;

    /// A sweep step's own settings (its trial is its component); unset for other steps.
    struct Sweep
    {
        ResolvedValue samplingAlgorithm; // "random", or {type:, seed:, rule:}
        ResolvedValue searchSpace;
        ResolvedValue objective;
        ResolvedValue earlyTermination;
    } sweep;
    bool isSweep = false;

    /// A spark step's settings, the step's over its component's (each key as a whole); unset for other steps.
    struct Spark
    {
        ResolvedValue entry; // {file:} or {class_name:}
        ResolvedValue args;
        ResolvedValue conf;
        ResolvedValue pyFiles;
        ResolvedValue jars;
        ResolvedValue files;
        ResolvedValue archives;
    } spark;
    bool isSpark = false;

    QList<ResolvedPort> inputs;
    QList<ResolvedPort> outputs;

    const ResolvedPort* input(const QString& name) const;
    const ResolvedPort* output(const QString& name) const;

    /// resources.instance_count; 1 when unset.
    int instanceCount() const;
    /// distribution.type in lower case (pytorch, tensorflow, mpi, ray); empty without distribution.
    QString distributionType() const;
    /// distribution.process_count_per_instance (pytorch, mpi); 1 when unset.
    int processCountPerInstance() const;
    /// mini_batch_size as the service takes it: a count, or bytes for "10kb", "1mb", "1gb" (parseMiniBatchSize);
    /// 0 when unset or a binding, -1 when it is not a size (then `why` says so).
    qint64 miniBatchSizeValue(QString* why = nullptr) const;
};

/// Resolve one step of `pipeline` (a pipeline job, or the jobs of a pipeline component).
ResolvedStep resolveStep(const PipelineSpec& pipeline, const Step& step);

} // namespace pw
