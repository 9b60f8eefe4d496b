// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>
#include <QPalette>
#include <QString>

class QWidget;

namespace pw {

/// Icon `name` from the resource :/icons/<name>.svg, falling back to the desktop theme and then to the
/// style's standard icons when the resource is not there.
///
/// The resource icons are theme-aware: the neutral ink of the icon set (`currentColor` and the set's grey
/// #5f6b7a) is drawn in the text colour of the icon palette (see setIconPalette), so toolbar and tree
/// icons stay readable on dark palettes; other colours in an SVG are kept. Disabled icons use the same
/// ink, faded; selected ones use the palette's highlighted-text colour. The SVG is rendered at the exact
/// size and device pixel ratio asked for.
QIcon appIcon(const QString& name);

/// A light "×" for close buttons that follows the icon palette like appIcon().
QIcon closeIcon();
/// A "×" drawn in the text colour of `palette`, fixed (it does not follow later palette changes).
QIcon closeIcon(const QPalette& palette);

/// The palette whose colours themed icons are drawn in. Until setIconPalette() is called this is the
/// application palette, read whenever an icon is painted.
QPalette iconPalette();
/// Draw themed icons in the colours of `palette` from now on.
void setIconPalette(const QPalette& palette);
/// Forget the palette given to setIconPalette(): follow the application palette again.
void resetIconPalette();

/// For QEvent::PaletteChange / QEvent::ApplicationPaletteChange in a top-level window: take the window's
/// palette as the icon palette and repaint the window's widgets so every icon picks up the new colours.
void applyIconPalette(QWidget* window);

/// The colour themed icons use for `mode` with the current icon palette.
QColor iconInkColor(QIcon::Mode mode = QIcon::Normal);

/// Register the resources compiled into pw_ui (icons). Safe to call more than once.
void ensureUiResources();

} // namespace pw
