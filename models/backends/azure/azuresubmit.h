// SPDX-License-Identifier: MIT
#pragma once

#include "armclient.h"
#include "azureupload.h"
#include "backend.h"
#include "pipelinedocument.h"
#include "yamljson.h"

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace pw {
struct YamlData;
}

/// Submitting a pipeline file to an Azure ML workspace as `az ml job create --file` does: the pipeline model read for
/// what only the workspace can resolve (local code folders, local data, components written here, compute names), then
/// the requests that create the job. readSubmission() and buildSubmitPlan() are pure (no network): the body of every
/// request comes from the pipeline and what the workspace answered (SubmitResolved). submitPipeline() does it all.
/// Blocking: call off the GUI thread.
namespace pw::azure {

/// A pipeline whose steps are submitted: the job itself, or a pipeline component file, nested to any depth. Its steps are named `prefix` + name where the submission keys them (stepComponent,
/// remoteComponents): "train" in the job, "train_pipeline.train" inside the pipeline component of step train_pipeline.
struct SubmitScope
{
    const PipelineSpec* spec = nullptr;
    const YamlData* root = nullptr; // its mapping, aliases resolved
    QString file; // where it is written
    QString dir; // relative paths in it start here
    QString prefix; // "" for the job, "outer." inside the pipeline component of step outer
    QString where; // where its steps are written, before "jobs.<step>" ("" for the job and a component file)
};

/// A component the job registers as an anonymous component version (`azureml_anonymous`, its version a hash of its
/// definition): a component file, a component written inside a step, or a command or parallel step without a component;
/// a pipeline component (its jobs' components registered first) too.
struct SubmitComponent
{
    QString key; // a file's absolute path, "jobs.<step>.component", or "jobs.<step>" for a step without one
    QString file; // where it is written
    QString baseDir; // relative paths in it (code, conda_file) start here
    const YamlData* node = nullptr; // its mapping; for a step without a component, the step's mapping
    bool fromStep = false; // made from the step's command (or parallel settings and task), code, environment, inputs and outputs
    QString step; // the first step that uses it, qualified (SubmitScope::prefix)
    int line = 0;
    SubmitScope scope; // the pipeline of that step
    bool trial = false; // the trial of a sweep step (a command component)
    bool spark = false; // the component of a spark step (type spark)
    bool fileScheme = false; // named as `file:./c.yml`: azure-ai-ml loads it as part of the job (_source YAML.JOB)
    SubmitScope jobs; // a pipeline component: its own jobs (jobs.spec set)
};

/// A local file or folder a job input names; uploaded to the default datastore.
struct LocalData
{
    QString path; // absolute
    QString type; // uri_file, uri_folder, mltable, …
    QString where; // "inputs.raw_data", "jobs.train.inputs.extra"
};

/// A pipeline read for submission.
struct SubmitSource
{
    QString file; // absolute
    std::shared_ptr<PreparedContent> prepared; // the model: text, tree, typed spec, diagnostics
    const PipelineSpec* spec = nullptr;
    const YamlData* root = nullptr; // the tree with aliases resolved
    QList<std::shared_ptr<const void>> keep; // the data the pointers point into
    QList<SubmitComponent> components;
    QHash<QString, QString> stepComponent; // step -> key of its component in `components`
    QHash<QString, QString> remoteComponents; // step -> "azureml:name:version", an ARM id or a registry URI
    QStringList codePaths; // absolute local code folders or files; with additional includes, codeSnapshotKey()s
    QList<LocalData> data;
    QStringList buildContexts; // absolute local Docker context folders of environments built from them (build:)
    struct Asset
    {
        QString kind; // the workspace's collection: data, models
        QString where; // "inputs.raw_data"
    };
    QMap<QString, Asset> assets; // a data or model asset by name ("azureml:name@latest", "azureml:name:version")
    QMap<QString, QString> computes; // named compute -> where it is named first
    QMap<QString, QString> overrides; // pipeline input -> value (`--set inputs.x=v`)
    bool forceRerun = false;
    Diagnostics warnings;
    QStringList errors; // "file:line: message", each naming the step or key
    bool ok() const { return errors.isEmpty(); }
};
/// Read a pipeline's text (its path places relative references) with the pipeline model, and list what the
/// workspace must resolve. Problems that stop the submission land in `errors`.
SubmitSource readSubmission(const QString& pipelineFile, const QByteArray& text,
                            const QMap<QString, QString>& overrides = {});

/// What the workspace gave for the local pieces.
struct SubmitResolved
{
    arm::WorkspaceRef ws;
    QHash<QString, QString> codeIds; // codePaths entry -> code version ARM id
    QHash<QString, QString> dataUris; // absolute local data path -> azureml://datastores/… URI
    QHash<QString, QString> buildContextUris; // absolute local Docker context -> its blob folder's https URL, ending '/'
    QHash<QString, QString> componentIds; // step -> ARM id (or registry URI) of a component it names remotely
    QHash<QString, QString> assetIds; // "azureml:name@latest" -> the asset version's ARM id
};

/// The requests that create the job, in order: anonymous environments, anonymous components, the job.
struct SubmitPlan
{
    struct Put
    {
        QString path; // ARM path
        QJsonObject body;
        QString what; // for messages: "the environment of jobs.report", "component ./components/train.yml"
    };
    QList<Put> environments;
    QList<Put> components;
    QString jobName;
    QString jobPath;
    QJsonObject job; // the PipelineJob body of Jobs_CreateOrUpdate
    QStringList errors;
};
/// The bodies of every request, from the pipeline and what the workspace resolved.
SubmitPlan buildSubmitPlan(const SubmitSource& source, const SubmitResolved& resolved, const QString& jobName);

/// A YAML value as JSON the way azure-ai-ml's loader reads it (models/core/document/yamljson.h).
using pw::yamlToJson;
/// "/subscriptions/…/workspaces/<ws>/computes/<name>" (an ARM id stays as it is).
QString computeArmId(const arm::WorkspaceRef& ws, const QString& name);
/// The version of an anonymous component: a UUID made from the MD5 of its definition without name and version.
QString anonymousVersion(const QJsonObject& componentSpec);
/// A name for a job whose file names none: the file's base name and ten random letters and digits.
QString generatedJobName(const QString& pipelineFile);

/// Submit a pipeline: read it, check its computes, make code versions of its local code, upload its local data,
/// register its anonymous environments and components, and create the job (Jobs_CreateOrUpdate). The result's
/// jobId is the job's name; its problems hold the model's warnings and a note with the studio link.
SubmitResult submitPipeline(arm::ArmClient& arm, http::Client& http, const arm::WorkspaceRef& ws,
                            const QString& pipelineFile, const QByteArray& text, const SubmitOptions& options,
                            const UploadOptions& upload = {});

} // namespace pw::azure
