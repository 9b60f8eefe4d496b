// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace pw {

/// The last `count` lines of a log file, read from its end only (its last 16 KiB); "" when it cannot be read.
QString lastLogLines(const QString& path, int count);

} // namespace pw
