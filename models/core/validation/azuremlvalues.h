// SPDX-License-Identifier: MIT
// The values Azure ML accepts in pipeline files, as the azure-ai-ml SDK (which `az ml` uses) defines them; each set
// says where in the SDK it comes from (azuremlvalues.cpp). The validator and the Properties panel check against
// them.
#pragma once

#include <QString>
#include <QStringList>

namespace pw {

namespace azureml {

/// Input and output types (uri_file, mltable, integer, …).
const QStringList& knownTypes();
/// The type pipeline components also take for a port (`path`).
const QString& legacyPathType();
/// Every input/output mode; jobInputModes()/jobOutputModes() say which a pipeline job takes where.
const QStringList& knownModes();
QStringList jobInputModes(const QString& type);
const QStringList& jobOutputModes();
/// Step (node) types of a pipeline job, control flow included.
const QStringList& knownStepTypes();
/// AutoML task types of a pipeline's automl step, in snake case as the SDK compares them (camelToSnake).
const QStringList& knownAutomlTasks();
/// queue_settings: job tiers and priorities.
const QStringList& knownJobTiers();
const QStringList& knownPriorities();
/// Identity types, compared in snake case (camelToSnake).
const QStringList& knownIdentityTypes();
const QStringList& knownDistributionTypes();
const QStringList& knownLoggingLevels();
const QStringList& knownParallelTaskTypes();
/// "UserIdentity" → "user_identity", as the SDK compares identity types.
QString camelToSnake(QString text);
/// The warning for a value outside every known set: the service decides.
QString unknownValueMessage(const QString& key, const QString& value, const QStringList& known);
/// A value holding a ${{…}} binding (checked where it is bound, not here).
bool isBindingText(const QString& v);
bool parseInt(const QString& v, qint64* out);
/// A boolean literal as the SDK's YAML reader reads one (true/false, and yes/no/on/off).
bool parseBool(const QString& v);
/// A word the settings schema's booleans take.
bool isSchemaBool(const QString& v);
/// A data path that only a workspace can resolve (azureml:, wasbs://, https://, …).
bool isRemoteData(const QString& path);

} // namespace azureml

/// Parse a mini_batch_size value per the Azure ML SDK rule ^\d+([kKmMgG][bB])*$ (units of 1024).
/// Returns -1 and sets error when invalid. Bindings (${{...}}) are accepted and return 0.
qint64 parseMiniBatchSize(const QString& value, QString* error);

/// Parse a Kubernetes quantity ("500m", "2", "1Gi", "512M"); returns false when malformed.
bool parseK8sQuantity(const QString& value, bool memory, double* out);

} // namespace pw
