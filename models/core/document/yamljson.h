// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>

namespace pw::yaml {
struct Node;
}

namespace pw {

struct YamlData;

/// A YAML value as JSON the way azure-ai-ml's loader reads it: plain scalars typed (null, booleans of YAML 1.1,
/// integers, numbers with a dot), quoted and block scalars as strings, mappings as objects, sequences as arrays.
QJsonValue yamlToJson(const yaml::Node& node);
/// The same for a value of a YAML data file.
QJsonValue yamlToJson(const YamlData& data);

} // namespace pw
