// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"

#include <QColor>
#include <QIcon>
#include <QPalette>
#include <QString>

class QPainter;
class QRectF;

/// How run statuses look everywhere in the studio (jobs table, run view, timeline, canvas nodes). Colours
/// follow Azure ML studio: Completed green, Failed red, Running blue, Queued/Preparing/Finalizing amber,
/// NotStarted grey, Canceled dark grey, Reused green with a recycle mark. A colour never stands alone:
/// every status has its own glyph and its word (runStatusDisplayName()).
namespace pw {

/// True when `palette` is a dark one (light text on a dark window).
bool isDarkPalette(const QPalette& palette);

/// The colour of a status, tuned for light or dark palettes.
QColor runStatusColor(RunStatus status, const QPalette& palette);
QColor runStatusColor(RunStatus status); // the application palette

/// Paint the glyph of a status into `rect` (a square works best). `phase` (0..1) turns the Running arc, for
/// animation. `reused` draws the recycle mark on a Completed step.
void paintRunStatusGlyph(
    QPainter* painter, const QRectF& rect, RunStatus status, bool reused, const QPalette& palette, qreal phase = 0);
/// Two arrows chasing each other round a circle: the "reused" mark.
void paintRecycleGlyph(QPainter* painter, const QRectF& rect, const QColor& color);

/// A theme-aware, HiDPI-sharp icon for a status (painted, not a bitmap; follows the application palette).
QIcon runStatusIcon(RunStatus status, bool reused = false);

/// "Completed", or "Completed (reused)" for a reused step, in the user's language.
QString runStatusLabel(RunStatus status, bool reused = false);

/// A duration for people: "850 ms", "12.4 s", "3 min 05 s", "2 h 07 min". Negative or NaN: "–".
QString formatRunDuration(double seconds);

} // namespace pw
