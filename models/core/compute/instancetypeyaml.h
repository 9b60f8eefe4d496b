// SPDX-License-Identifier: MIT
#pragma once

#include "compute.h"
#include "diagnostic.h"

#include <QByteArray>
#include <QList>
#include <QString>

/// Reading Kubernetes instance types from YAML: an `InstanceType` or an `InstanceTypeList` document of
/// amlarc.azureml.com/v1alpha1, as written for `kubectl apply -f`. Every problem names its place (file, line,
/// column): malformed YAML, a wrong apiVersion or kind, a value of the wrong kind (a map where a string belongs, a
/// number or a boolean where Kubernetes wants a string), node selector labels Kubernetes refuses, unknown keys
/// (warnings), and every check of validateInstanceType() at the value it concerns. See models/core/README.md
/// ("Compute and quota").
namespace pw {

/// Where an instance type starts in its file (its document, or its item of the list); 1-based.
struct InstanceTypePlace
{
    int line = 0;
    int col = 0;
};

struct InstanceTypeRead
{
    QList<InstanceTypeSpec> types; // every type read, in file order, also those with errors
    QList<InstanceTypePlace> places; // one per type
    QList<bool> valid; // one per type: no error concerns it (nor the whole document)
    Diagnostics diagnostics; // reading and validation, in the order of their places
    bool isList = false; // kind: InstanceTypeList

    bool hasErrors() const;
    /// The types without errors.
    QList<InstanceTypeSpec> validTypes() const;
};

/// Read instance types from YAML text. `file` is the path the diagnostics name. Never throws; any bytes give a
/// result (at worst no types and a diagnostic).
InstanceTypeRead readInstanceTypes(const QByteArray& text, const QString& file = QString());
/// Read a file; an unreadable file gives a `file-unreadable` error.
InstanceTypeRead readInstanceTypesFile(const QString& path);

/// The Kubernetes label rules (node selector keys and values): a key is an optional DNS subdomain prefix and '/',
/// then a name of up to 63 letters, digits, '-', '_' and '.', starting and ending with a letter or digit; a value is
/// empty or such a name. Empty when valid, otherwise the reason in plain words.
QString labelKeyProblem(const QString& key);
QString labelValueProblem(const QString& value);

} // namespace pw
