// SPDX-License-Identifier: MIT
#include "downsample.h"

#include <algorithm>
#include <cmath>

namespace pw {

QList<QPointF> downsampleLttb(const QPointF* points, qsizetype count, int threshold)
{
    QList<QPointF> out;
    if (points == nullptr || count <= 0)
        return out;
    if (count <= threshold || threshold < 3) {
        return QList<QPointF>(points, points + count);
    }
    out.reserve(threshold);
    // The first and last points are always kept; the points between them are split into
    // threshold - 2 buckets, and each bucket keeps the point forming the largest triangle with the
    // point kept before it and the average of the next bucket.
    const double every = double(count - 2) / double(threshold - 2);
    qsizetype a = 0;
    out.append(points[0]);
    for (int i = 0; i < threshold - 2; ++i) {
        qsizetype avgStart = qsizetype(std::floor((i + 1) * every)) + 1;
        qsizetype avgEnd = std::min<qsizetype>(qsizetype(std::floor((i + 2) * every)) + 1, count);
        if (avgStart >= avgEnd)
            avgStart = std::max<qsizetype>(avgEnd - 1, 0);
        double avgX = 0, avgY = 0;
        for (qsizetype j = avgStart; j < avgEnd; ++j) {
            avgX += points[j].x();
            avgY += points[j].y();
        }
        const double n = double(avgEnd - avgStart);
        avgX /= n;
        avgY /= n;

        const qsizetype rangeStart = qsizetype(std::floor(i * every)) + 1;
        const qsizetype rangeEnd = std::min<qsizetype>(qsizetype(std::floor((i + 1) * every)) + 1, count - 1);
        const double ax = points[a].x(), ay = points[a].y();
        double maxArea = -1;
        qsizetype next = rangeStart;
        for (qsizetype j = rangeStart; j < rangeEnd; ++j) {
            const double area = std::abs((ax - avgX) * (points[j].y() - ay) - (ax - points[j].x()) * (avgY - ay));
            if (area > maxArea) {
                maxArea = area;
                next = j;
            }
        }
        out.append(points[next]);
        a = next;
    }
    out.append(points[count - 1]);
    return out;
}

QList<QPointF> downsampleRange(const QPointF* points, qsizetype count, double xMin, double xMax, int threshold)
{
    if (points == nullptr || count <= 0 || xMax < xMin)
        return {};
    const QPointF* end = points + count;
    const QPointF* lo = std::lower_bound(points, end, xMin, [](const QPointF& p, double x) { return p.x() < x; });
    const QPointF* hi = std::upper_bound(points, end, xMax, [](double x, const QPointF& p) { return x < p.x(); });
    // One neighbour each side so a line drawn over the range reaches its edges.
    if (lo != points)
        --lo;
    if (hi != end)
        ++hi;
    return downsampleLttb(lo, hi - lo, threshold);
}

} // namespace pw
