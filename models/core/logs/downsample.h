// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPointF>

namespace pw {

/// Largest-Triangle-Three-Buckets: at most `threshold` points of `points` (sorted by x) that keep the shape;
/// returns all points when count <= threshold or threshold < 3.
QList<QPointF> downsampleLttb(const QPointF* points, qsizetype count, int threshold);
inline QList<QPointF> downsampleLttb(const QList<QPointF>& points, int threshold)
{
    return downsampleLttb(points.constData(), points.size(), threshold);
}
/// The points of [xMin, xMax] (binary search, plus one neighbour each side), downsampled to threshold.
QList<QPointF> downsampleRange(const QPointF* points, qsizetype count, double xMin, double xMax, int threshold);

} // namespace pw
