// SPDX-License-Identifier: MIT
#pragma once
// Values as azure-ai-ml writes them into request bodies: YAML read as PyYAML reads it (YAML 1.1: `yes` is True,
// `0.00001` a float, `2e-5` a string), then str() of the Python value ("1e-05", "True", "100.0"), and durations as
// isodate writes a timedelta ("PT15M").

#include <QJsonValue>
#include <QString>

namespace pw {
struct YamlData;
}

namespace pw::azure::submitdetail {

/// A scalar as PyYAML's safe loader resolves it, and str() of what it makes.
struct PyScalar
{
    enum class Kind { Null, Bool, Int, Float, String };
    Kind kind = Kind::String;
    QString text; // str() of the Python value: "True", "16", "1e-05", the string itself
};
PyScalar readAsPyYaml(const YamlData* n);

/// repr() of a Python float: the shortest digits that read back, fixed notation for exponents -4..15 ("100.0",
/// "0.0001"), else "1e-05", "1.5e+300"; "inf", "-inf", "nan".
QString pythonFloatRepr(double d);

/// isodate.duration_isoformat of a timedelta of `seconds`: "PT15M", "PT1H1S", "P1DT2H", "P0D".
QString isoDuration(double seconds);

/// A literal input's value as azure-ai-ml writes it: str() of the value PyYAML reads.
QString literalText(const YamlData* n);
/// The input type azure-ai-ml gives a literal value: boolean, integer, number or string.
QString literalType(const YamlData* n);
/// An input's default, min or max as azure-ai-ml writes a component's interface: str() of the value its type makes
/// (integer 10 -> "10", number 0 -> "0.0", boolean -> "True"/"False"), strings as they are.
QJsonValue interfaceValue(const QJsonValue& v, const QString& type);

} // namespace pw::azure::submitdetail
