// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QImage>
#include <QRect>
#include <QTransform>

class QPainter;

namespace pw {

class CanvasView;

/// The background of a CanvasView: the grid dots and the links, which are drawn beneath the nodes.
///
/// It is kept in tiles of the zoomed scene, so that scrolling draws only the tiles that come into view and moves
/// nothing (a cache of the viewport's size would be shifted in memory on every scroll). Tiles meeting a changed
/// area are dropped; all of them when the zoom or the theme changes. Far out, where the whole graph is drawn in a
/// few batched calls, one picture of the viewport does instead (drawn again after a scroll).
class CanvasBackground {
public:
    explicit CanvasBackground(CanvasView* view);

    /// Draw the background of `rect` (scene coordinates) of the view's scene, which the view must have: on the
    /// viewport from the tiles, into any other device (a picture of the view) afresh.
    void draw(QPainter* painter, const QRectF& rect);
    /// Forget the pictures of what meets `sceneRect`, or of everything when it is null.
    void invalidate(const QRectF& sceneRect = QRectF());

private:
    /// Grid and links, drawn afresh.
    void paint(QPainter* painter, const QRectF& rect);

    static constexpr int TileSize = 256;
    /// The tiles (columns and rows) that a scene rectangle meets at zoom z.
    static QRect tilesMeeting(const QRectF& sceneRect, qreal z);
    static quint64 tileKey(const QPoint& tile);
    static QPoint tileOf(quint64 key);

    CanvasView* m_view;
    QHash<quint64, QImage> m_tiles; // by tile column and row in the zoomed scene
    qreal m_tileZoom = 0; // the zoom they were drawn at
    int m_paintsAtZoom = 0; // backgrounds painted since the zoom changed
    QImage m_wholeView;
    QTransform m_wholeViewTransform;
};

} // namespace pw
