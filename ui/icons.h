// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>
#include <QString>

namespace pw {

/// Icon `name` from the resource :/icons/<name>.svg, falling back to the desktop theme and then to the
/// style's standard icons when the resource is not there.
QIcon appIcon(const QString& name);

/// A light "×" for close buttons, drawn in the palette's text colour.
QIcon closeIcon(const QPalette& palette);

/// Register the resources compiled into pw_ui (icons). Safe to call more than once.
void ensureUiResources();

} // namespace pw
