// SPDX-License-Identifier: MIT
#pragma once

#include <QRect>
#include <QRectF>

#include <cmath>

namespace pw::scenecells {

/// The side of the square cells that the canvas files nodes and links in, so that finding what lies at a place
/// does not depend on how much there is elsewhere.
constexpr qreal CellSize = 512;

/// One cell's key in a hash of cells.
inline quint64 key(int x, int y)
{
    return (quint64(quint32(x)) << 32) | quint32(y);
}

/// The key of the cell that holds `p`.
inline quint64 keyAt(const QPointF& p)
{
    return key(int(std::floor(p.x() / CellSize)), int(std::floor(p.y() / CellSize)));
}

/// The cells (first to last column and row, inclusive) that `r` meets.
inline QRect cellsOf(const QRectF& r)
{
    return QRect(QPoint(int(std::floor(r.left() / CellSize)), int(std::floor(r.top() / CellSize))),
        QPoint(int(std::floor(r.right() / CellSize)), int(std::floor(r.bottom() / CellSize))));
}

} // namespace pw::scenecells
