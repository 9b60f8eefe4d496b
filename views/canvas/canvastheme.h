// SPDX-License-Identifier: MIT
#pragma once

#include "pipelinespec.h"

#include <QColor>
#include <QFont>
#include <QPalette>
#include <QRectF>

class QPainter;

namespace pw {

/// Colours and fonts of the canvas, derived from the application palette so that light and dark desktops both
/// read well. Port colours follow the type family (data, model, primitive); a legend names them.
struct CanvasTheme {
    bool dark = false;
    QColor background;
    QColor grid;
    QColor nodeFill;
    QColor nodeHeader;
    QColor nodeBorder;
    QColor selection;
    QColor text;
    QColor mutedText;
    QColor badgeFill;
    QColor edge;
    QColor error;
    QColor warning;
    QColor ok;
    QColor inputAccent;
    QColor outputAccent;
    QColor noteFill;
    QColor noteText;
    QFont titleFont;
    QFont bodyFont;
    QFont smallFont;

    static CanvasTheme fromPalette(const QPalette& palette, const QFont& baseFont);
    /// Colour of a port or link by type family.
    QColor portColor(const QString& type) const;
    /// Accent colour of a step kind (the bar on the node's left edge).
    QColor kindColor(StepKind kind) const;
};

/// Small line-art glyphs drawn in the given colour, in a 16×16 box scaled to `box`.
enum class Glyph { Command, Parallel, Pipeline, Opaque, Input, Output, Error, Warning, Compute };
void paintGlyph(QPainter* painter, Glyph glyph, const QRectF& box, const QColor& color);
/// The same from a picture kept per glyph, colour and size on screen (drawn once, then copied): for painting the
/// same few glyphs on many nodes. Falls back to paintGlyph() when the painter rotates or shears.
void paintCachedGlyph(QPainter* painter, Glyph glyph, const QRectF& box, const QColor& color);

} // namespace pw
