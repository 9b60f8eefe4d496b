// SPDX-License-Identifier: MIT
#include "runstatus.h"

#include <QCoreApplication>

namespace pw {

QString runStatusName(RunStatus s)
{
    switch (s) {
    case RunStatus::NotStarted: return QStringLiteral("NotStarted");
    case RunStatus::Queued: return QStringLiteral("Queued");
    case RunStatus::Preparing: return QStringLiteral("Preparing");
    case RunStatus::Running: return QStringLiteral("Running");
    case RunStatus::Finalizing: return QStringLiteral("Finalizing");
    case RunStatus::Completed: return QStringLiteral("Completed");
    case RunStatus::Failed: return QStringLiteral("Failed");
    case RunStatus::Canceled: return QStringLiteral("Canceled");
    }
    return QString();
}

RunStatus runStatusFromName(const QString& name)
{
    for (RunStatus s : {RunStatus::NotStarted, RunStatus::Queued, RunStatus::Preparing, RunStatus::Running,
                        RunStatus::Finalizing, RunStatus::Completed, RunStatus::Failed, RunStatus::Canceled})
        if (runStatusName(s).compare(name, Qt::CaseInsensitive) == 0)
            return s;
    if (name.compare(QLatin1String("Cancelled"), Qt::CaseInsensitive) == 0 || name.compare(QLatin1String("CancelRequested"), Qt::CaseInsensitive) == 0)
        return RunStatus::Canceled;
    if (name.compare(QLatin1String("Starting"), Qt::CaseInsensitive) == 0 || name.compare(QLatin1String("Provisioning"), Qt::CaseInsensitive) == 0)
        return RunStatus::Preparing;
    return RunStatus::NotStarted;
}

QString runStatusDisplayName(RunStatus s)
{
    switch (s) {
    case RunStatus::NotStarted: return QCoreApplication::translate("pw::RunStatus", "Not started");
    case RunStatus::Queued: return QCoreApplication::translate("pw::RunStatus", "Queued");
    case RunStatus::Preparing: return QCoreApplication::translate("pw::RunStatus", "Preparing");
    case RunStatus::Running: return QCoreApplication::translate("pw::RunStatus", "Running");
    case RunStatus::Finalizing: return QCoreApplication::translate("pw::RunStatus", "Finalizing");
    case RunStatus::Completed: return QCoreApplication::translate("pw::RunStatus", "Completed");
    case RunStatus::Failed: return QCoreApplication::translate("pw::RunStatus", "Failed");
    case RunStatus::Canceled: return QCoreApplication::translate("pw::RunStatus", "Canceled");
    }
    return QString();
}

bool isTerminal(RunStatus s)
{
    return s == RunStatus::Completed || s == RunStatus::Failed || s == RunStatus::Canceled;
}

} // namespace pw
