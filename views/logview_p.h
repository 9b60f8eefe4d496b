// SPDX-License-Identifier: MIT
// Private to LogView, shared by its source files: a laid-out line.
#pragma once

#include "logview.h"

#include <QTextLayout>

namespace pw {

struct LogView::CachedLine {
    QString text; // as decoded, before display substitutions
    qint64 bytes = 0; // line length in bytes when laid out (a growing last line is laid out again)
    bool truncated = false;
    QTextLayout layout;
    qreal width = 0;
};

} // namespace pw
