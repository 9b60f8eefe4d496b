// SPDX-License-Identifier: MIT
#include "jobrun.h"

namespace pw {

double StepRun::durationSeconds() const
{
    if (!started.isValid())
        return 0;
    const QDateTime end = ended.isValid() ? ended : QDateTime::currentDateTimeUtc();
    return started.msecsTo(end) / 1000.0;
}

const StepRun* JobRun::step(const QString& name) const
{
    for (const StepRun& s : steps)
        if (s.name == name)
            return &s;
    return nullptr;
}

double JobRun::durationSeconds() const
{
    if (!started.isValid())
        return 0;
    const QDateTime end = ended.isValid() ? ended : QDateTime::currentDateTimeUtc();
    return started.msecsTo(end) / 1000.0;
}

} // namespace pw
