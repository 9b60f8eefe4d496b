// SPDX-License-Identifier: MIT
#include "canvasbackground.h"

#include "canvasscene.h"
#include "canvasview.h"

#include <QPainter>

#include <cmath>

namespace pw {

CanvasBackground::CanvasBackground(CanvasView* view)
    : m_view(view)
{
}

void CanvasBackground::draw(QPainter* painter, const QRectF& rect)
{
    if (painter->device() != m_view->viewport()) {
        // a picture of the view (QWidget::grab into another device, printing): drawn as it is
        paint(painter, rect);
        return;
    }
    const qreal z = m_view->zoom();
    if (!qFuzzyCompare(z, m_tileZoom)) {
        m_tiles.clear();
        m_tileZoom = z;
        m_paintsAtZoom = 0;
    }
    const QTransform vt = m_view->viewportTransform();
    const qreal dpr = m_view->viewport()->devicePixelRatioF();
    if (z < CanvasScene::OverviewZoom) {
        const QSize want = m_view->viewport()->size() * dpr;
        if (m_wholeView.size() != want || m_wholeViewTransform != vt) {
            m_wholeView = QImage(want, QImage::Format_RGB32); // opaque: copied, not blended
            m_wholeView.setDevicePixelRatio(dpr);
            QPainter p(&m_wholeView);
            p.setClipRect(QRect(QPoint(0, 0), m_view->viewport()->size())); // (render hints: paint() sets them)
            p.setTransform(vt);
            paint(&p, m_view->mapToScene(m_view->viewport()->rect()).boundingRect().adjusted(-1, -1, 1, 1));
            m_wholeViewTransform = vt;
        }
        painter->save();
        painter->setWorldTransform(QTransform());
        painter->drawImage(QPoint(0, 0), m_wholeView);
        painter->restore();
        return;
    }
    m_wholeView = QImage();
    if (m_tiles.isEmpty() && m_paintsAtZoom++ == 0) {
        // the first frame at a new zoom (a step of the wheel) is drawn straight away: tiles pay off from the
        // second one on, when the view stays at this zoom
        paint(painter, rect);
        return;
    }
    const int size = TileSize;
    // tiles are squares of the zoomed scene; the view shows it shifted by whole pixels (rounded)
    const QPoint shift(qRound(vt.dx()), qRound(vt.dy()));
    const QRect exposed = tilesMeeting(rect, z);
    const int left = exposed.left();
    const int top = exposed.top();
    const int right = exposed.right();
    const int bottom = exposed.bottom();
    auto keyOf = [](int tx, int ty) { return tileKey(QPoint(tx, ty)); };
    // the tiles missing: drawn in one pass over the block around them when there are several (after a zoom,
    // all of them), so that a link across many tiles is stroked once, then cut into tiles
    int missing = 0;
    QRect block;
    for (int ty = top; ty <= bottom; ++ty)
        for (int tx = left; tx <= right; ++tx)
            if (!m_tiles.contains(keyOf(tx, ty))) {
                ++missing;
                block |= QRect(tx, ty, 1, 1);
            }
    auto render = [&](const QRect& tiles) {
        QImage image(QSize(tiles.width() * size, tiles.height() * size) * dpr, QImage::Format_RGB32);
        image.setDevicePixelRatio(dpr);
        QPainter p(&image);
        p.translate(-tiles.left() * size, -tiles.top() * size);
        p.scale(z, z);
        const QRectF area(
            tiles.left() * size / z, tiles.top() * size / z, tiles.width() * size / z, tiles.height() * size / z);
        p.setClipRect(area);
        paint(&p, area);
        p.end();
        return image;
    };
    if (missing > 1) {
        const QImage all = render(block);
        const int side = qRound(size * dpr);
        for (int ty = block.top(); ty <= block.bottom(); ++ty)
            for (int tx = block.left(); tx <= block.right(); ++tx) {
                if (m_tiles.contains(keyOf(tx, ty)))
                    continue;
                QImage tile = all.copy((tx - block.left()) * side, (ty - block.top()) * side, side, side);
                tile.setDevicePixelRatio(dpr);
                m_tiles.insert(keyOf(tx, ty), tile);
            }
    }
    painter->save();
    painter->setWorldTransform(QTransform());
    for (int ty = top; ty <= bottom; ++ty)
        for (int tx = left; tx <= right; ++tx) {
            auto it = m_tiles.find(keyOf(tx, ty));
            if (it == m_tiles.end())
                it = m_tiles.insert(keyOf(tx, ty), render(QRect(tx, ty, 1, 1)));
            painter->drawImage(QPoint(tx * size + shift.x(), ty * size + shift.y()), *it);
        }
    painter->restore();
    // keep what is in view and a ring around it; forget the rest once there is much more
    const qsizetype inView = qsizetype(right - left + 1) * (bottom - top + 1);
    if (m_tiles.size() > 4 * inView + 64) {
        const QRect keep
            = tilesMeeting(m_view->mapToScene(m_view->viewport()->rect()).boundingRect(), z).adjusted(-2, -2, 2, 2);
        m_tiles.removeIf([&keep](const auto& entry) { return !keep.contains(tileOf(entry.key())); });
    }
}

QRect CanvasBackground::tilesMeeting(const QRectF& sceneRect, qreal z)
{
    return QRect(
        QPoint(int(std::floor(sceneRect.left() * z / TileSize)), int(std::floor(sceneRect.top() * z / TileSize))),
        QPoint(int(std::floor(sceneRect.right() * z / TileSize)), int(std::floor(sceneRect.bottom() * z / TileSize))));
}

quint64 CanvasBackground::tileKey(const QPoint& tile)
{
    return (quint64(quint32(tile.x())) << 32) | quint32(tile.y());
}

QPoint CanvasBackground::tileOf(quint64 key)
{
    return QPoint(int(qint32(quint32(key >> 32))), int(qint32(quint32(key & 0xffffffffu))));
}

void CanvasBackground::invalidate(const QRectF& sceneRect)
{
    m_wholeView = QImage();
    if (sceneRect.isNull() || m_tiles.isEmpty()) {
        m_tiles.clear();
        return;
    }
    const qreal z = m_tileZoom;
    // the change and two pixels around it (antialiased edges)
    const qreal margin = 2 / z;
    const QRect changed = tilesMeeting(sceneRect.adjusted(-margin, -margin, margin, margin), z);
    if (qint64(changed.width()) * changed.height() > m_tiles.size()) {
        m_tiles.removeIf([&changed](const auto& entry) { return changed.contains(tileOf(entry.key())); });
        return;
    }
    for (int ty = changed.top(); ty <= changed.bottom(); ++ty)
        for (int tx = changed.left(); tx <= changed.right(); ++tx)
            m_tiles.remove(tileKey(QPoint(tx, ty)));
}

void CanvasBackground::paint(QPainter* painter, const QRectF& rect)
{
    CanvasScene* s = m_view->canvasScene();
    const CanvasTheme& t = s->theme();
    painter->fillRect(rect, t.background);
    const qreal z = m_view->zoom();
    if (z >= 0.3) {
        const qreal step = z >= 0.7 ? CanvasScene::GridSize * 2 : CanvasScene::GridSize * 4;
        // dots are two pixels wide: those just outside the rectangle reach into it
        const QRectF reach = rect.adjusted(-2 / z, -2 / z, 2 / z, 2 / z);
        const qreal left = std::floor(reach.left() / step) * step;
        const qreal top = std::floor(reach.top() / step) * step;
        // each dot two by two device pixels, placed on whole pixels: drawn as one-pixel points (the raster
        // engine's fast path) rather than with a two-pixel pen, which goes through the stroker
        const QTransform& world = painter->worldTransform();
        const qsizetype columns = qsizetype((reach.right() - left) / step) + 1;
        const qsizetype rows = qsizetype((reach.bottom() - top) / step) + 1;
        if (columns * rows > 40000) {
            // too dense to see: no dots
        } else if (world.type() > QTransform::TxScale) {
            // turned or sheared (a picture drawn with its own transform): plain two-pixel dots
            QList<QPointF> points;
            for (qreal x = left; x <= reach.right(); x += step)
                for (qreal y = top; y <= reach.bottom(); y += step)
                    points << QPointF(x, y);
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing, false);
            QPen pen(t.grid, 2);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->drawPoints(points.constData(), int(points.size()));
            painter->restore();
        } else {
            QList<QPoint> points;
            points.reserve(columns * rows * 4);
            for (qreal y = top; y <= reach.bottom(); y += step) {
                const int dy = int(std::floor(y * world.m22() + world.dy() - 0.5 + 1e-6)); // the same on every tile
                for (qreal x = left; x <= reach.right(); x += step) {
                    const int dx = int(std::floor(x * world.m11() + world.dx() - 0.5 + 1e-6));
                    points << QPoint(dx, dy) << QPoint(dx + 1, dy) << QPoint(dx, dy + 1) << QPoint(dx + 1, dy + 1);
                }
            }
            painter->save();
            painter->setWorldTransform(QTransform());
            painter->setRenderHint(QPainter::Antialiasing, false);
            painter->setPen(QPen(t.grid, 0));
            painter->drawPoints(points.constData(), int(points.size()));
            painter->restore();
        }
    }
    // the links, beneath the nodes: kept with the background (CacheBackground), so that frames that do not
    // change them do not draw them again, and scrolling draws only the strip that comes into view
    painter->save();
    painter->setRenderHints(m_view->renderHints());
    s->drawLinks(painter, rect, z, true);
    painter->restore();
}

} // namespace pw
