// SPDX-License-Identifier: MIT
// A link of the canvas: its ends, its way around the nodes in between, the curve and the polyline made from it when
// first needed, hit tests on that polyline, and its drawing (curve or labelled stub, selection halo, arrow head).
#include "canvasitems.h"

#include "canvasitems_p.h"
#include "canvasscene.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPathStroker>

#include <algorithm>
#include <cmath>

namespace pw {

namespace {

    constexpr qreal StubLength = 120;

    QRectF stubRectFor(const QPointF& end)
    {
        return QRectF(end.x() - StubLength - 8, end.y() - 9, StubLength + 8, 18);
    }

    // Cohen–Sutherland: the segment a-b meets r
    bool segmentMeets(QPointF a, QPointF b, const QRectF& r)
    {
        auto code = [&r](const QPointF& p) {
            int c = 0;
            if (p.x() < r.left())
                c |= 1;
            else if (p.x() > r.right())
                c |= 2;
            if (p.y() < r.top())
                c |= 4;
            else if (p.y() > r.bottom())
                c |= 8;
            return c;
        };
        int ca = code(a);
        int cb = code(b);
        for (int guard = 0; guard < 8; ++guard) {
            if (!(ca | cb))
                return true;
            if (ca & cb)
                return false;
            const int out = ca ? ca : cb;
            QPointF p;
            if (out & 8)
                p = QPointF(a.x() + (b.x() - a.x()) * (r.bottom() - a.y()) / (b.y() - a.y()), r.bottom());
            else if (out & 4)
                p = QPointF(a.x() + (b.x() - a.x()) * (r.top() - a.y()) / (b.y() - a.y()), r.top());
            else if (out & 2)
                p = QPointF(r.right(), a.y() + (b.y() - a.y()) * (r.right() - a.x()) / (b.x() - a.x()));
            else
                p = QPointF(r.left(), a.y() + (b.y() - a.y()) * (r.left() - a.x()) / (b.x() - a.x()));
            if (out == ca) {
                a = p;
                ca = code(a);
            } else {
                b = p;
                cb = code(b);
            }
        }
        return false;
    }

} // namespace

EdgeItem::EdgeItem(CanvasScene* scene, const GraphEdge& edge)
    : m_scene(scene)
    , m_edge(edge)
{
}

bool EdgeItem::updateEnds()
{
    const QPointF start = m_scene->portScenePos(m_edge.from, m_edge.fromPort, true);
    const QPointF end = m_scene->portScenePos(m_edge.to, m_edge.toPort, false);
    if (start == m_start && end == m_end)
        return false;
    m_start = start;
    m_end = end;
    return true;
}

void EdgeItem::updatePath(bool force)
{
    const QRectF before = currentBounds();
    if (!updateEnds() && !force && m_routed)
        return;
    route();
    m_scene->linkMoved(this, before);
}

void EdgeItem::unroute()
{
    m_routed = false;
    m_detours.clear();
    clearShape();
    // until routed: the plain curve, and for a forward link the room a detour may take
    m_bounds = curveBounds(m_start, m_end);
    if (m_end.x() > m_start.x() + 60) {
        const QSizeF room = m_scene->m_linkRoom;
        m_bounds.adjust(-room.width(), -room.height(), room.width(), room.height());
    }
    m_bounds.adjust(-6, -6, 6, 6);
}

void EdgeItem::clearShape()
{
    m_built = false;
    m_path = QPainterPath();
    m_polyline = QPolygonF();
    m_shape = QPainterPath();
}

QRectF EdgeItem::curveBounds(const QPointF& a, const QPointF& b)
{
    // the curve from a to b lies within its control points: a, a + (dx, 0), b - (dx, 0), b
    const qreal dx = qMax(40.0, std::abs(b.x() - a.x()) * 0.5);
    return QRectF(QPointF(qMin(a.x(), b.x() - dx), qMin(a.y(), b.y())),
        QPointF(qMax(b.x(), a.x() + dx), qMax(a.y(), b.y())));
}

void EdgeItem::ensureRouted() const
{
    if (!m_routed)
        m_scene->routeLink(const_cast<EdgeItem*>(this));
}

void EdgeItem::route()
{
    m_routed = true;
    m_detours.clear();
    clearShape();
    const QPointF start = m_start;
    const QPointF end = m_end;
    // the plain curve, then, for a forward link, a detour above or below each node it would cross
    if (end.x() > start.x() + 60) {
        const qreal dx = qMax(40.0, (end.x() - start.x()) * 0.5);
        const QPointF c1 = start + QPointF(dx, 0);
        const QPointF c2 = end - QPointF(dx, 0);
        // only nodes whose middle lies between the ends can be in the way (a link between neighbouring layers
        // has none: no sampling)
        const QRectF reach = QRectF(start, end).normalized().adjusted(0, -6, 0, 6);
        if (m_scene->anyNodeBetween(reach, start.x() + 20, end.x() - 20, m_edge.from, m_edge.to)) {
            QList<NodeItem*> obstacles;
            for (int i = 1; i < 20; ++i) {
                const qreal t = i / 20.0;
                const qreal u = 1 - t;
                const QPointF p = u * u * u * start + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * end;
                NodeItem* n = m_scene->nodeNear(p, 6, m_edge.from, m_edge.to);
                if (n && !obstacles.contains(n))
                    obstacles << n;
            }
            std::sort(obstacles.begin(), obstacles.end(),
                [](NodeItem* a, NodeItem* b) { return a->pos().x() < b->pos().x(); });
            QPointF last = start;
            for (NodeItem* n : std::as_const(obstacles)) {
                const QRectF r(n->pos(), n->size());
                if (r.center().x() <= last.x() + 20 || r.center().x() >= end.x() - 20)
                    continue;
                // pass on the side nearer to where the link was going
                const qreal along
                    = start.y() + (end.y() - start.y()) * (r.center().x() - start.x()) / (end.x() - start.x());
                const qreal y = along < r.center().y() ? r.top() - 16 : r.bottom() + 16;
                m_detours << QPointF(r.left() - 10, y) << QPointF(r.right() + 10, y);
                last = m_detours.last();
            }
        }
    }
    // bounds from the control points (the curve itself, and its polyline for hit tests, are made when first
    // needed: most links of a large pipeline are never in sight)
    QRectF bounds;
    QPointF a = start;
    for (qsizetype i = 0; i <= m_detours.size(); ++i) {
        const QPointF b = i < m_detours.size() ? m_detours[i] : end;
        bounds |= i % 2 == 1 ? QRectF(a, b).normalized() : curveBounds(a, b);
        a = b;
    }
    m_bounds = bounds.adjusted(-6, -6, 6, 6);
}

void EdgeItem::build() const
{
    ensureRouted();
    if (m_built)
        return;
    m_built = true;
    // the path to draw, and the same curve as a polyline of about 8 px steps for hit tests and long links;
    // between two detour points it runs straight along the node it passes
    QPainterPath path(m_start);
    m_polyline.clear();
    m_polyline << m_start;
    auto sampleCubic = [this](const QPointF& a, const QPointF& c1, const QPointF& c2, const QPointF& b) {
        const qreal length = QLineF(a, c1).length() + QLineF(c1, c2).length() + QLineF(c2, b).length();
        const int n = qBound(8, int(length / 8), 4000);
        for (int k = 1; k <= n; ++k) {
            const qreal t = qreal(k) / n;
            const qreal u = 1 - t;
            m_polyline << u * u * u * a + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * b;
        }
    };
    QPointF a = m_start;
    for (qsizetype i = 0; i <= m_detours.size(); ++i) {
        const QPointF b = i < m_detours.size() ? m_detours[i] : m_end;
        if (i % 2 == 1) {
            path.lineTo(b);
            const int n = qBound(1, int(QLineF(a, b).length() / 8), 2000);
            for (int k = 1; k <= n; ++k)
                m_polyline << a + (b - a) * (qreal(k) / n);
        } else {
            const qreal dx = qMax(40.0, std::abs(b.x() - a.x()) * 0.5);
            const QPointF c1 = a + QPointF(dx, 0);
            const QPointF c2 = b - QPointF(dx, 0);
            path.cubicTo(c1, c2, b);
            sampleCubic(a, c1, c2, b);
        }
        a = b;
    }
    m_path = path;
    m_monotonic = std::is_sorted(
        m_polyline.cbegin(), m_polyline.cend(), [](const QPointF& p, const QPointF& q) { return p.x() < q.x(); });
}

void EdgeItem::setColor(const QColor& color)
{
    if (color == m_color)
        return;
    m_color = color;
    update();
}

void EdgeItem::setStub(bool stub, const QString& label)
{
    if (stub == m_stub && label == m_stubLabel)
        return;
    const QRectF before = currentBounds();
    m_stub = stub;
    m_stubLabel = label;
    if (!m_pending) // else drawn for the first time after the bulk routing
        m_scene->linkMoved(this, before);
}

void EdgeItem::setSelected(bool selected)
{
    m_scene->setLinkSelected(this, selected);
}

void EdgeItem::update()
{
    m_scene->updateLink(this);
}

QRectF EdgeItem::currentBounds() const
{
    return m_stub ? stubRectFor(m_end).adjusted(-2, -2, 2, 2) : m_bounds;
}

QRectF EdgeItem::boundingRect() const
{
    if (m_stub)
        return stubRectFor(m_end).adjusted(-2, -2, 2, 2);
    ensureRouted();
    return m_bounds;
}

QPainterPath EdgeItem::shape() const
{
    if (m_stub) {
        QPainterPath p;
        p.addRect(stubRectFor(m_end));
        return p;
    }
    build();
    if (m_shape.isEmpty()) {
        QPainterPathStroker stroker;
        stroker.setWidth(10);
        m_shape = stroker.createStroke(m_path);
    }
    return m_shape;
}

bool EdgeItem::contains(const QPointF& p) const
{
    constexpr qreal Reach = 5;
    if (m_stub)
        return stubRectFor(m_end).contains(p);
    ensureRouted();
    if (!m_bounds.contains(p))
        return false;
    build();
    qsizetype from = 1;
    qsizetype to = m_polyline.size();
    if (m_monotonic) {
        // only the segments that reach p's column
        const auto lo = std::lower_bound(
            m_polyline.cbegin(), m_polyline.cend(), p.x() - Reach, [](const QPointF& a, qreal x) { return a.x() < x; });
        from = qMax<qsizetype>(1, lo - m_polyline.cbegin());
        const auto hi = std::upper_bound(
            lo, m_polyline.cend(), p.x() + Reach, [](qreal x, const QPointF& a) { return x < a.x(); });
        to = qMin<qsizetype>(m_polyline.size(), (hi - m_polyline.cbegin()) + 1);
    }
    for (qsizetype i = from; i < to; ++i) {
        const QPointF a = m_polyline[i - 1];
        const QPointF b = m_polyline[i];
        if (p.x() < qMin(a.x(), b.x()) - Reach || p.x() > qMax(a.x(), b.x()) + Reach
            || p.y() < qMin(a.y(), b.y()) - Reach || p.y() > qMax(a.y(), b.y()) + Reach)
            continue;
        const QPointF ab = b - a;
        const qreal len2 = QPointF::dotProduct(ab, ab);
        const qreal t = len2 > 0 ? qBound(0.0, QPointF::dotProduct(p - a, ab) / len2, 1.0) : 0.0;
        const QPointF d = p - (a + t * ab);
        if (QPointF::dotProduct(d, d) <= Reach * Reach)
            return true;
    }
    return false;
}

bool EdgeItem::intersects(const QRectF& rect) const
{
    if (m_stub)
        return stubRectFor(m_end).intersects(rect);
    ensureRouted();
    if (!m_bounds.intersects(rect))
        return false;
    build();
    for (qsizetype i = 1; i < m_polyline.size(); ++i)
        if (segmentMeets(m_polyline[i - 1], m_polyline[i], rect))
            return true;
    return false;
}

void EdgeItem::paint(QPainter* painter, const QRectF& exposedRect, qreal lod, bool onScreen) const
{
    const CanvasTheme& t = m_scene->theme();
    // pictures show the pipeline, not the state of the editor
    const bool selected = m_selected && onScreen;
    const QColor color = selected ? t.selection : m_color;
    if (m_stub) {
        // a tab at the input that names its source
        const QRectF r = stubRectFor(m_end);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(color, 1.4, Qt::DashLine, Qt::RoundCap));
        painter->drawLine(QPointF(r.right() - 34, m_end.y()), m_end - QPointF(PortRadius, 0));
        if (lod < DetailLod)
            return;
        QFont f = t.smallFont;
        painter->setFont(f);
        const QFontMetricsF fm(f);
        const QString text = fm.elidedText(m_stubLabel, Qt::ElideRight, StubLength - 40);
        const qreal w = fm.horizontalAdvance(text) + 12;
        const QRectF pill(r.right() - 34 - w, r.top() + 1, w, r.height() - 2);
        painter->setBrush(t.nodeFill);
        painter->setPen(QPen(color, 1));
        painter->drawRoundedRect(pill, 8, 8);
        painter->setPen(t.text);
        painter->drawText(pill, Qt::AlignCenter, text);
        return;
    }
    build();
    painter->setBrush(Qt::NoBrush);
    // stroking costs what the whole curve measures, even where it is clipped away: a long link (about 1000 px or
    // more) is drawn as its polyline, only the stretches in sight. That is decided by the link alone, not by what
    // is exposed, so that a link drawn strip by strip while scrolling looks the same as drawn at once.
    const QRectF exposed = exposedRect.adjusted(-8, -8, 8, 8);
    const bool whole = m_polyline.size() <= 128;
    auto stroke = [&](const QPen& pen) {
        painter->setPen(pen);
        if (whole) {
            painter->drawPath(m_path);
            return;
        }
        qsizetype from = 0;
        qsizetype to = m_polyline.size();
        if (m_monotonic) {
            from = qMax<qsizetype>(0,
                (std::lower_bound(m_polyline.cbegin(), m_polyline.cend(), exposed.left(),
                     [](const QPointF& a, qreal x) { return a.x() < x; })
                    - m_polyline.cbegin())
                    - 1);
            to = qMin<qsizetype>(m_polyline.size(),
                (std::upper_bound(m_polyline.cbegin(), m_polyline.cend(), exposed.right(),
                     [](qreal x, const QPointF& a) { return x < a.x(); })
                    - m_polyline.cbegin())
                    + 1);
        }
        qsizetype runStart = -1;
        for (qsizetype i = from; i < to; ++i) {
            const QPointF& p = m_polyline[i];
            const bool in = p.y() >= exposed.top() && p.y() <= exposed.bottom() && p.x() >= exposed.left()
                && p.x() <= exposed.right();
            if (in && runStart < 0)
                runStart = qMax<qsizetype>(from, i - 1);
            if (!in && runStart >= 0) {
                painter->drawPolyline(m_polyline.constData() + runStart, int(i + 1 - runStart));
                runStart = -1;
            }
        }
        if (runStart >= 0)
            painter->drawPolyline(m_polyline.constData() + runStart, int(to - runStart));
    };
    if (selected) {
        QColor halo = t.selection;
        halo.setAlphaF(0.35);
        stroke(QPen(halo, 7, Qt::SolidLine, Qt::FlatCap, Qt::BevelJoin));
    }
    {
        // on screen a one-pixel line (the raster engine's fast path, five times cheaper than a 2 px stroke);
        // in pictures, which are scaled, a real 2 px line
        QPen pen(color, selected || !onScreen ? 2.2 : 1, Qt::SolidLine, Qt::FlatCap, Qt::BevelJoin);
        pen.setCosmetic(onScreen && !selected);
        stroke(pen);
    }
    const QRectF headArea(m_end - QPointF(PortRadius + 8, 4), m_end - QPointF(PortRadius + 1, -4));
    if (lod >= DetailLod && exposed.intersects(headArea.adjusted(-1, -1, 1, 1))) {
        // a small arrow head into the input (also where only part of it is exposed: tiles, scrolled strips)
        const QPointF head[3] = { m_end - QPointF(PortRadius + 1, 0), m_end - QPointF(PortRadius + 8, 4),
            m_end - QPointF(PortRadius + 8, -4) };
        painter->setPen(Qt::NoPen);
        painter->setBrush(color);
        painter->drawPolygon(head, 3);
    }
}

} // namespace pw
