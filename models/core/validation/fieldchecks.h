// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace pw {

/// What a field of a step holds, as far as checking what the user types into it goes.
enum class FieldKind {
    Text,
    Integer,
    Number,
    Boolean,
    Enum,
    MiniBatch,
    Data,
    Name,
    Size, // shm_size: 2g, 512m
    InstanceType,
    Arguments, // docker_args: quotes must be closed
    Script, // command, program arguments: multi-line, bindings closed
    Folder, // a local folder (or an asset / URL)
    File, // a local file
    EntryScript, // a .py file in the code folder
    EnvironmentRef, // azureml:name@label, azureml:name:version, azureml://registries/...
    InputBinding, // ${{inputs.x}}
    OutputBinding, // ${{outputs.x}}
};

/// What a field's value must be: its kind, and the range and choices its declaration allows.
struct FieldRule
{
    FieldKind kind = FieldKind::Text;
    bool hasMin = false;
    bool hasMax = false;
    double min = 0;
    double max = 0;
    QStringList choices; // the only values allowed (empty: any)
    bool kubernetes = false; // InstanceType: named as on a Kubernetes cluster
};

/// What a check needs to know of the pipeline around the field.
struct FieldScope
{
    QStringList takenStepNames; // Name: the names of the pipeline's other steps
    bool portsKnown = false; // InputBinding / OutputBinding: the step's ports below are known
    QStringList inputs;
    QStringList outputs;
};

// The checks return the message shown at the field, or an empty string when the value is fine. They trim what
// they are given; an empty value is fine wherever the key may be left out (it is then removed). Messages are
// translated under the Properties panel's context, where they are shown.

/// What the user typed into a field, checked against the field's rule.
QString checkField(const FieldRule& rule, const QString& text, const FieldScope& scope = FieldScope());

/// A step name: an identifier no other step has.
QString checkStepName(const QString& name, const QStringList& takenNames);
/// A compute target: a cluster name (azureml: optional), serverless, local, or a binding.
QString checkComputeName(const QString& text);
/// The name of an environment variable: an identifier not yet in the list.
QString checkVariableName(const QString& name, const QStringList& existing);
/// The name of a tag: any text not yet in the list.
QString checkTagName(const QString& name, const QStringList& existing);
/// A binding to one of the step's inputs (${{inputs.x}}) or outputs (${{outputs.x}}); the name is checked
/// against the step's ports when scope.portsKnown.
QString checkPortBinding(const QString& text, bool input, const FieldScope& scope);

/// A local folder (Folder), file (File) or entry script (EntryScript, in codeFolder) that a value names and that
/// is not there below baseDir. A warning: the value is still written. Empty when the value is not a local path.
QString checkLocalPath(FieldKind kind, const QString& value, const QString& baseDir,
                       const QString& codeFolder = QString());

/// The text starts with a binding ("${{").
bool startsWithBinding(const QString& text);
/// Letters, digits and "_", not starting with a digit.
bool isIdentifierName(const QString& name);
/// Every "${{" is closed by "}}" before the next one opens.
bool bindingsClosed(const QString& text);
/// Quotes are closed the way a shell reads them ('…' literally, "…" with backslash escapes).
bool quotesClosed(const QString& text);
/// A value that names a local file or folder (not an asset, a URL or a binding); "file:" is dropped. Empty
/// otherwise.
QString localPathOf(const QString& value);

} // namespace pw
