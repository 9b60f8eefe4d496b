// SPDX-License-Identifier: MIT
#pragma once

#include <QMetaType>
#include <QString>

namespace pw {

/// Job and step statuses as Azure ML shows them.
enum class RunStatus { NotStarted, Queued, Preparing, Running, Finalizing, Completed, Failed, Canceled };

/// "Completed", "Failed", … (the Azure ML spelling; not translated: it is a status name users search for).
QString runStatusName(RunStatus s);
/// The status for an Azure ML status name (case-insensitive); NotStarted for unknown names.
RunStatus runStatusFromName(const QString& name);
/// The status in the user's language.
QString runStatusDisplayName(RunStatus s);
bool isTerminal(RunStatus s);

} // namespace pw

Q_DECLARE_METATYPE(pw::RunStatus)
