// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace pw::yaml {
struct Node;
}

/// Plain value types describing a pipeline as read from its YAML. They are rebuilt from the syntax tree
/// after every edit; the YAML text stays the single source of truth.
namespace pw {

struct SourceLoc
{
    int line = 0; // 1-based, 0 = unknown
    int col = 0;
    bool valid() const { return line > 0; }
};

/// A scalar as written in the file, with its location and YAML key path.
struct Field
{
    QString value;
    SourceLoc loc;
    bool present = false;
    bool isNull = false; // key present, no value
    explicit operator bool() const { return present && !isNull; }
};

enum class StepKind { Command, Parallel, Pipeline, Opaque };

/// Input/output declaration of a pipeline or component.
struct PortDecl
{
    QString name;
    Field type; // uri_file, uri_folder, mltable, mlflow_model, custom_model, integer, number, string, boolean, ...
    Field mode;
    Field path;
    Field defaultValue;
    Field optional;
    Field min;
    Field max;
    QStringList enumValues;
    Field description;
    Field value; // scalar form: "name: 0.5" (pipeline job inputs given as literals)
    SourceLoc loc; // location of the key
    bool isLiteralForm = false; // declared as "name: <scalar>" instead of a mapping
};

/// What an expression like ${{parent.jobs.a.outputs.b}} refers to.
struct Binding
{
    enum class Kind { None, Literal, ParentInput, ParentOutput, StepOutput, StepInput, Other };
    Kind kind = Kind::None;
    QString text; // the whole value as written
    QString step; // StepOutput: producing step
    QString port; // the referenced input/output name
    bool isExpression() const { return kind != Kind::None && kind != Kind::Literal; }
    static Binding parse(const QString& text);
};

struct StepPort
{
    QString name;
    Binding binding; // scalar value or "path" of an inline data input
    PortDecl decl; // inline form: {type:, path:, mode:}
    bool inlineDecl = false;
    SourceLoc loc;
    QString parentType; // bound to ${{parent.inputs|outputs.x}}: the type the pipeline declares for x
};

struct ComputeRef
{
    enum class Kind { Default, Serverless, Named, Local, Expression };
    Kind kind = Kind::Default;
    QString name; // cluster name for Named
    Field field;
    static ComputeRef parse(const Field& f);
    QString display() const;
};

struct ComponentRef
{
    enum class Kind { None, Inline, File, Workspace, Registry };
    Kind kind = Kind::None;
    Field field; // text as written
    QString path; // File: absolute path of the referenced file
};

struct ParallelSettings
{
    Field inputData;
    Field miniBatchSize;
    QStringList partitionKeys;
    Field partitionKeysField;
    Field maxConcurrencyPerInstance;
    Field miniBatchErrorThreshold;
    Field errorThreshold;
    Field loggingLevel;
    Field maxRetries;
    Field retryTimeout;
    Field taskType;
    Field taskCode;
    Field entryScript;
    Field programArguments;
    Field appendRowTo;
    Field taskEnvironment;
    bool hasTask = false;
};

struct PipelineSpec;

/// A component definition (from a file or inline).
struct ComponentSpec
{
    QString sourceFile; // empty for inline
    Field schema;
    Field type;
    Field name;
    Field version;
    Field displayName;
    Field description;
    Field isDeterministic;
    QList<PortDecl> inputs;
    QList<PortDecl> outputs;
    Field command;
    Field code;
    Field environment;
    ParallelSettings parallel;
    std::shared_ptr<PipelineSpec> pipeline; // type: pipeline components
    /// Its mapping as read (aliases resolved), for the resolved step (resolvedstep.h); only document/ reads it.
    std::shared_ptr<const yaml::Node> node;
    const PortDecl* input(const QString& n) const;
    const PortDecl* output(const QString& n) const;
};

/// One entry under `jobs:`.
struct Step
{
    QString name;
    SourceLoc loc;
    StepKind kind = StepKind::Command;
    Field type; // as written (may be absent: command)
    Field displayName;
    ComponentRef component;
    std::shared_ptr<const ComponentSpec> resolved; // component definition (inline or loaded file)
    QString componentError; // why the component could not be loaded
    QList<StepPort> inputs;
    QList<StepPort> outputs;
    ComputeRef compute;
    Field instanceType;
    Field instanceCount;
    Field shmSize;
    QMap<QString, Field> resourceRequests; // Kubernetes-style resources.requests (cpu, memory)
    QMap<QString, Field> resourceLimits; // resources.limits (cpu, memory, nvidia.com/gpu)
    SourceLoc resourcesLoc;
    Field jobTier;
    Field priority;
    Field environment;
    QMap<QString, Field> environmentVariables;
    Field identityType; // managed, user_identity, aml_token
    Field distributionType; // pytorch, mpi, tensorflow, ray
    Field processCountPerInstance; // distribution.process_count_per_instance
    Field command;
    Field code;
    Field timeout; // limits.timeout
    Field isDeterministic;
    ParallelSettings parallel;
    QStringList unknownKeys;
    /// Its mapping as read (aliases resolved), for the resolved step (resolvedstep.h); only document/ reads it.
    std::shared_ptr<const yaml::Node> node;
    /// The span of its mapping in the file's text, [textBegin, textEnd) (bytes).
    qsizetype textBegin = 0;
    qsizetype textEnd = 0;

    const StepPort* input(const QString& n) const;
    const StepPort* output(const QString& n) const;
    /// Declared type of a port: the component's declaration, or the inline declaration.
    QString inputType(const QString& n) const;
    QString outputType(const QString& n) const;
    /// All input names: bound ones and the component's declared ones.
    QStringList inputNames() const;
    QStringList outputNames() const;
};

struct PipelineSettings
{
    ComputeRef defaultCompute;
    Field defaultDatastore;
    Field continueOnStepFailure;
    Field forceRerun;
    QStringList unknownKeys;
    SourceLoc loc;
};

struct PipelineSpec
{
    QString file; // absolute path
    Field schema;
    Field type;
    Field name;
    Field displayName;
    Field experimentName;
    Field description;
    Field version;
    QMap<QString, Field> tags;
    PipelineSettings settings;
    QList<PortDecl> inputs;
    QList<PortDecl> outputs;
    QList<Step> steps;
    Field timeout; // limits.timeout of the pipeline job
    SourceLoc jobsLoc;
    bool isComponent = false; // a pipeline component (jobs wrapped as a reusable component)

    QHash<QString, qsizetype> stepIndex; // name -> index in steps (first of duplicates)

    const Step* step(const QString& n) const;
    const PortDecl* input(const QString& n) const;
    const PortDecl* output(const QString& n) const;
    void indexSteps();
};

QString stepKindName(StepKind k);
/// Port type family for colouring and compatibility: "data", "model", "primitive" or "unknown".
QString portFamily(const QString& type);
enum class Compatibility { Compatible, Questionable, Incompatible };
/// Whether an output of type `from` may feed an input of type `to`. Questionable: Azure ML accepts it but the
/// step may not read what it expects (a file where a folder is declared).
Compatibility typeCompatibility(const QString& from, const QString& to);
/// True unless the types are incompatible.
bool typesCompatible(const QString& from, const QString& to);

} // namespace pw
