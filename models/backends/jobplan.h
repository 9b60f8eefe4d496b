// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "pipelinespec.h"
#include "resolvedstep.h"
#include "sweepplan.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace pw {

class ComponentCache;

/// A step input as the local backend will give it to the step.
struct PlannedInput
{
    enum class Kind {
        Literal, // a parameter value
        LocalPath, // a local file or folder (absolute path in `value`)
        StepOutput, // an output of an earlier step (`fromStep`, `fromOutput`)
        Unset, // optional input left out: `$[[...]]` blocks that mention it are dropped
        WebFile, // a public file by its http(s) URL (`value`), downloaded before the step starts (webinputs.h)
    };
    QString name;
    QString type; // declared type (uri_folder, integer, ...), may be empty
    Kind kind = Kind::Unset;
    QString value;
    QString fromStep;
    QString fromOutput;
    bool isData() const;
};

struct PlannedOutput
{
    QString name;
    QString type; // uri_folder (default), uri_file, mltable, mlflow_model, custom_model
    QString mode;
    QString pipelineOutput; // bound to ${{parent.outputs.<name>}}
    /// The step's default `artifacts` output, as on Azure ML: a folder holding the working directory's `outputs/`
    /// and `logs/`.
    bool artifacts = false;
    bool isFile() const { return type == QLatin1String("uri_file"); }
};

/// How many processes a distributed step (`distribution:`) runs, and in which roles, on this machine: each instance
/// of `resources.instance_count` becomes a group of local processes, as README.md, "Distributed steps", says.
struct DistributionPlan
{
    QString type; // pytorch, tensorflow or mpi; empty: one process
    int instanceCount = 1;
    int processesPerInstance = 1; // pytorch, mpi
    int workerCount = 0; // tensorflow
    int parameterServerCount = 0; // tensorflow
    QString mpirun; // mpi: the mpirun found on PATH
    bool isDistributed() const { return !type.isEmpty(); }
    /// Every process of the step.
    int processCount() const;
};

/// Run settings of a parallel step, node values over component values, with the local defaults of
/// README.md, "Local choices".
struct ParallelPlan
{
    QString inputData; // the name of the input that is split into mini-batches
    QString miniBatchSizeText;
    qint64 miniBatchSize = 0; // files per mini-batch (file input) or bytes (tabular input); 0: default
    QStringList partitionKeys;
    int instanceCount = 1;
    int maxConcurrencyPerInstance = 1;
    int miniBatchErrorThreshold = -1;
    int errorThreshold = -1;
    int maxRetries = 2;
    int retryTimeoutSeconds = 60;
    QString loggingLevel = QStringLiteral("INFO");
    QString entryScript; // relative to the code folder
    QString programArguments; // template with ${{inputs.x}} / ${{outputs.y}}
    QString appendRowTo; // output name; empty: summary_only
};

/// A spark step on this machine: `spark-submit --master local[N]` with its entry, files and configuration
/// (README.md, "Spark steps").
struct SparkPlan
{
    bool active = false;
    QString sparkSubmit; // the spark-submit found
    int threads = 1; // N of local[N]: the executors' cores, at most the machine's
};

struct PlannedStep
{
    QString name; // unique in the job; steps of nested pipelines are named "outer.inner"
    QString yamlName; // the name under jobs:
    StepKind kind = StepKind::Command;
    QString componentFile; // absolute, empty for inline components
    QString componentDisplay; // name:version for messages
    QString codeDir; // absolute source of the code (a folder, or a single file), empty when none
    bool codeIsFile = false; // `code:` names one file: it is copied into the working directory
    QString commandTemplate;
    QMap<QString, QString> environmentVariables;
    QList<PlannedInput> inputs;
    QList<PlannedOutput> outputs;
    QStringList dependsOn; // steps whose outputs it reads
    int timeoutSeconds = 0; // limits.timeout, 0: none
    bool deterministic = true;
    QString environment; // as written, for the warning that it is not built here
    QString condaFile; // absolute path of the environment's conda file, if any
    ParallelPlan parallel;
    DistributionPlan distribution; // a sweep's: each trial's
    SweepPlan sweep; // a sweep step: its trial is the command above (README.md, "Sweep steps")
    SparkPlan spark; // a spark step: the command above is its spark-submit
    QByteArray definition; // the component and step definition bytes, part of the reuse key
    QStringList warnings;

    const PlannedInput* input(const QString& n) const;
    const PlannedOutput* output(const QString& n) const;
    int coresNeeded() const;
};

struct JobPlan
{
    QString pipelineFile;
    QByteArray pipelineText;
    QString displayName;
    QString experiment;
    bool continueOnStepFailure = false;
    bool forceRerun = false;
    int timeoutSeconds = 0;
    QMap<QString, QString> parameters; // pipeline inputs as they will be used (literal values or local paths)
    QList<PlannedStep> steps; // in dependency order
    QMap<QString, QPair<QString, QString>> pipelineOutputs; // pipeline output -> (step, output)
    Diagnostics problems; // errors: cannot run here; warnings: differences from the cloud
    QStringList componentFiles; // for the snapshot

    bool ok() const;
    const PlannedStep* step(const QString& name) const;
    int stepIndex(const QString& name) const;
};

/// Resolve a pipeline file's text into what the local backend runs: every step's inputs, outputs, command,
/// code and dependencies. Reports, before anything starts, what cannot run on this machine (remote
/// components, `azureml:` data, datastore inputs, other step types, invalid pipelines), naming the step and
/// the reason. Thread-safe.
JobPlan buildJobPlan(const QString& pipelineFile, const QByteArray& text, const QMap<QString, QString>& overrides,
                     const std::shared_ptr<ComponentCache>& components);

/// True for paths that only a workspace can resolve (azureml:, azureml://, https://, wasbs://, abfss://, ...).
bool isRemotePath(const QString& path);
/// True for http:// and https:// URLs, which the local backend downloads when they name a file.
bool isWebUrl(const QString& path);

} // namespace pw
