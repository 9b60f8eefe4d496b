// SPDX-License-Identifier: MIT
// The settings ParallelSettingsModel shows, in parallelsettingsmodel_defs.cpp; private to the model.
#pragma once

#include "fieldchecks.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace pw::parallelsettings {

enum class Group { Data, Compute, Failures, Timeouts, Logs, Task };
enum class Shape { Scalar, List, Map };

/// One setting: where it is written and what it takes. Labels and descriptions are translated where they are
/// shown (ParallelSettingsModel::data).
struct SettingDef {
    Group group;
    const char* key; // below the step, dots between levels; "--name" for an option of the runtime
    const char* label;
    const char* description;
    FieldKind kind = FieldKind::Text;
    long long min = 0;
    long long max = 0;
    bool hasMin = false;
    bool hasMax = false;
    Shape shape = Shape::Scalar;
    bool task = false; // lives in task: (its own task is needed to change it)

    bool isOption() const { return key[0] == '-'; }
    QString option() const { return isOption() ? QString::fromLatin1(key + 2) : QString(); }
    QStringList path() const
    {
        if (isOption())
            return { QStringLiteral("task"), QStringLiteral("program_arguments") };
        return QString::fromLatin1(key).split(QLatin1Char('.'));
    }
    FieldRule rule() const
    {
        FieldRule r;
        r.kind = kind;
        r.hasMin = hasMin;
        r.hasMax = hasMax;
        r.min = double(min);
        r.max = double(max);
        if (QLatin1String(key) == QLatin1String("logging_level"))
            r.choices = { QStringLiteral("DEBUG"), QStringLiteral("INFO"), QStringLiteral("WARNING") };
        else if (QLatin1String(key) == QLatin1String("task.type"))
            r.choices = { QStringLiteral("run_function"), QStringLiteral("model"), QStringLiteral("function") };
        else if (QLatin1String(key) == QLatin1String("--profiling_module"))
            r.choices = { QStringLiteral("cProfile") };
        return r;
    }
};

/// Every setting, in the order the table shows them.
const std::vector<SettingDef>& settingDefs();
/// The untranslated title of a group (translated under the model's context).
const char* groupTitle(Group g);

} // namespace pw::parallelsettings
