// SPDX-License-Identifier: MIT
#include "canvasitems.h"

#include "canvaslayout.h"
#include "canvasscene.h"
#include "runstatusstyle.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QGraphicsSceneHoverEvent>
#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace pw {

namespace {

    // below these scales text and ports are left out: they would be unreadable and cost most of the frame
    constexpr qreal DetailLod = CanvasScene::DetailZoom;
    constexpr qreal MinimalLod = 0.22;
    constexpr qreal PortRadius = 5;

    QString elided(const QString& text, const QFont& font, qreal width)
    {
        return QFontMetricsF(font).elidedText(text, Qt::ElideRight, width);
    }

    Glyph glyphFor(StepKind kind)
    {
        switch (kind) {
        case StepKind::Command:
            return Glyph::Command;
        case StepKind::Parallel:
            return Glyph::Parallel;
        case StepKind::Pipeline:
            return Glyph::Pipeline;
        case StepKind::Opaque:
            break;
        }
        return Glyph::Opaque;
    }

    QString portTip(const PortVisual& p, bool output)
    {
        QString tip = QStringLiteral("<b>%1</b>").arg(p.name.toHtmlEscaped());
        tip += QStringLiteral("<br>%1").arg(output ? QCoreApplication::translate("pw::CanvasScene", "output")
                                                   : QCoreApplication::translate("pw::CanvasScene", "input"));
        if (!p.type.isEmpty())
            tip += QStringLiteral(" · %1 (%2)").arg(p.type.toHtmlEscaped(), portFamily(p.type));
        if (!p.value.isEmpty())
            tip += QStringLiteral("<br>= %1").arg(p.value.toHtmlEscaped());
        else if (!p.bound && !output)
            tip += QStringLiteral("<br><i>%1</i>").arg(QCoreApplication::translate("pw::CanvasScene", "not set"));
        if (!p.problemText.isEmpty())
            tip += QStringLiteral("<br>• %1").arg(p.problemText.toHtmlEscaped());
        return tip;
    }

} // namespace

// ----- NodeItem ------------------------------------------------------------------------------------

NodeItem::NodeItem(CanvasScene* scene, NodeId id)
    : m_scene(scene)
    , m_id(id)
{
    setFlags(ItemIsSelectable | ItemIsMovable | ItemSendsGeometryChanges | ItemIsFocusable);
    setAcceptHoverEvents(true);
    setZValue(0);
    // a node's text and shapes cost far more than a blit: the scene keeps what it painted at the view's scale
    // once nodes are drawn in detail (CanvasScene::setOverview)
    if (m_scene->nodesCached())
        setCacheMode(DeviceCoordinateCache);
    if (const NodeVisual* v = m_scene->visual(m_id))
        m_size = v->size;
}

void NodeItem::updateGeometry()
{
    const NodeVisual* v = m_scene->visual(m_id);
    if (!v || v->size == m_size)
        return;
    prepareGeometryChange();
    m_size = v->size;
}

QRectF NodeItem::boundingRect() const
{
    // ports stick out on both sides, with the rings around them (link target, keyboard focus); the selection
    // outline is drawn outside the body
    return QRectF(-PortRadius - 9, -3, m_size.width() + 2 * PortRadius + 18, m_size.height() + 6);
}

QPainterPath NodeItem::shape() const
{
    QPainterPath p;
    p.addRect(QRectF(-PortRadius - 2, 0, m_size.width() + 2 * PortRadius + 4, m_size.height()));
    return p;
}

bool NodeItem::contains(const QPointF& point) const
{
    return point.x() >= -PortRadius - 2 && point.x() <= m_size.width() + PortRadius + 2 && point.y() >= 0
        && point.y() <= m_size.height();
}

QRectF NodeItem::titleRect() const
{
    const NodeVisual* v = m_scene->visual(m_id);
    if (v && v->kind == NodeKind::Step)
        return QRectF(32, 6, m_size.width() - 40, 22);
    return QRectF(30, 4, m_size.width() - 40, 20);
}

QPointF NodeItem::portPos(const QString& port, bool output) const
{
    const NodeVisual* v = m_scene->visual(m_id);
    if (!v)
        return QPointF();
    if (v->kind != NodeKind::Step)
        return portPosAt(0, output, false);
    const QList<PortVisual>& ports = output ? v->outputs : v->inputs;
    for (qsizetype i = 0; i < ports.size(); ++i)
        if (ports[i].name == port)
            return portPosAt(i, output, true);
    return portPosAt(-1, output, true);
}

QPointF NodeItem::portPosAt(qsizetype index, bool output, bool step) const
{
    if (!step)
        return QPointF(output ? m_size.width() : 0, m_size.height() / 2);
    if (index >= 0)
        return QPointF(output ? m_size.width() : 0,
            CanvasScene::HeaderHeight + 4 + index * CanvasScene::RowHeight + CanvasScene::RowHeight / 2);
    // a binding to a port the component does not declare: the edge ends at the node's side
    return QPointF(output ? m_size.width() : 0, CanvasScene::HeaderHeight / 2);
}

QString NodeItem::portAt(const QPointF& pos, bool* output, qreal tolerance) const
{
    const NodeVisual* v = m_scene->visual(m_id);
    if (!v)
        return QString();
    // the whole port row counts near the edge, so that a port is easy to hit
    auto near = [&](const QPointF& c) {
        return std::abs(pos.x() - c.x()) <= tolerance + 4
            && std::abs(pos.y() - c.y()) <= qMax(tolerance, CanvasScene::RowHeight / 2);
    };
    for (const PortVisual& p : v->outputs) {
        if (near(portPos(p.name, true))) {
            *output = true;
            return p.name;
        }
    }
    for (const PortVisual& p : v->inputs) {
        if (near(portPos(p.name, false))) {
            *output = false;
            return p.name;
        }
    }
    return QString();
}

QVariant NodeItem::itemChange(GraphicsItemChange change, const QVariant& value)
{
    if (change == ItemPositionChange && scene() && !m_scene->isApplyingLayout())
        return m_scene->snapped(value.toPointF());
    if (change == ItemPositionHasChanged && scene())
        m_scene->nodeMoved(m_id);
    return QGraphicsItem::itemChange(change, value);
}

void NodeItem::hoverMoveEvent(QGraphicsSceneHoverEvent* event)
{
    bool output = false;
    const QString port = portAt(event->pos(), &output, 7);
    if (port != m_hoverPort || output != m_hoverOutput) {
        m_hoverPort = port;
        m_hoverOutput = output;
        update();
    }
    const NodeVisual* v = m_scene->visual(m_id);
    if (!v)
        return;
    if (!port.isEmpty()) {
        for (const PortVisual& p : output ? v->outputs : v->inputs)
            if (p.name == port)
                setToolTip(portTip(p, output));
        return;
    }
    QString tip = QStringLiteral("<b>%1</b>").arg(v->name.toHtmlEscaped());
    if (!v->subtitle.isEmpty())
        tip += QStringLiteral("<br>%1").arg(v->subtitle.toHtmlEscaped());
    if (!v->description.isEmpty())
        tip += QStringLiteral("<br><i>%1</i>").arg(v->description.left(300).toHtmlEscaped());
    if (!v->compute.isEmpty())
        tip += QStringLiteral("<br>%1").arg(
            (v->computeInherited ? QCoreApplication::translate("pw::CanvasScene", "Compute: %1 (pipeline default)")
                                 : QCoreApplication::translate("pw::CanvasScene", "Compute: %1"))
                .arg(v->compute.toHtmlEscaped()));
    for (const QString& m : v->problems)
        tip += QStringLiteral("<br>• %1").arg(m.toHtmlEscaped());
    if (!v->componentFile.isEmpty() || v->inlinePipeline)
        tip += QStringLiteral("<br><i>%1</i>")
                   .arg(QCoreApplication::translate("pw::CanvasScene", "Double-click to open the pipeline inside"));
    setToolTip(tip);
}

void NodeItem::hoverLeaveEvent(QGraphicsSceneHoverEvent* event)
{
    if (!m_hoverPort.isEmpty()) {
        m_hoverPort.clear();
        update();
    }
    QGraphicsItem::hoverLeaveEvent(event);
}

void NodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const NodeVisual* v = m_scene->visual(m_id);
    if (!v)
        return;
    const CanvasTheme& t = m_scene->theme();
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF body(QPointF(0, 0), m_size);
    const bool selected = isSelected();
    const bool step = v->kind == NodeKind::Step;
    const QColor accent
        = step ? t.kindColor(v->stepKind) : (v->kind == NodeKind::PipelineInput ? t.inputAccent : t.outputAccent);

    if (lod < MinimalLod) {
        // far away: a block in the node's colour, no text, no antialiasing
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(Qt::NoPen);
        painter->setBrush(selected ? t.selection : (v->errors ? t.error : accent));
        painter->drawRect(body);
        return;
    }

    // body
    const qreal radius = step ? 6 : 10;
    painter->setPen(
        QPen(selected ? t.selection : (v->errors ? t.error : t.nodeBorder), selected ? 2.2 : (v->errors ? 1.6 : 1)));
    painter->setBrush(t.nodeFill);
    painter->drawRoundedRect(body, radius, radius);
    // the header band and the accent bar on the left edge: rounded shapes cut by a clip (cheaper than
    // intersecting paths, which every node would do on every fresh paint)
    painter->setPen(Qt::NoPen);
    if (step) {
        painter->save();
        painter->setClipRect(QRectF(0, 0, m_size.width(), CanvasScene::HeaderHeight), Qt::IntersectClip);
        painter->setBrush(t.nodeHeader);
        painter->drawRoundedRect(body.adjusted(0.5, 0.5, -0.5, 0), radius, radius);
        painter->restore();
    }
    painter->save();
    painter->setClipRect(QRectF(0, 0, 4, m_size.height()), Qt::IntersectClip);
    painter->setBrush(accent);
    painter->drawRoundedRect(QRectF(0.5, 0.5, 8, m_size.height() - 1), radius, radius);
    painter->restore();

    auto paintPort = [&](const PortVisual& p, bool output, const QPointF& c) {
        const QColor color = t.portColor(p.type);
        painter->setPen(QPen(color, 1.6));
        painter->setBrush(p.linked || p.bound ? QBrush(color) : QBrush(t.nodeFill));
        painter->drawEllipse(c, PortRadius, PortRadius);
        const bool target = m_scene->linkTarget().node == m_id && m_scene->linkTarget().port == p.name
            && m_scene->linkTarget().output == output;
        if (p.problem && !target) {
            // a finding about this port: a ring in its colour, as in the Problems panel
            painter->setPen(QPen(p.problem == 2 ? t.error : t.warning, 2));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(c, PortRadius + 3, PortRadius + 3);
        }
        if (target) {
            const int state = m_scene->linkTargetState();
            const QColor ring = state == 1 ? t.ok : state == 2 ? t.warning : t.error;
            painter->setPen(QPen(ring, 2.5));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(c, PortRadius + 4, PortRadius + 4);
        } else if (m_hoverPort == p.name && m_hoverOutput == output) {
            painter->setPen(QPen(color, 1.5));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(c, PortRadius + 3, PortRadius + 3);
        }
        const PortRef focus = m_scene->focusPort();
        if (focus.node == m_id && focus.port == p.name && focus.output == output) {
            // keyboard focus: the port's row framed and a double ring around the port, in the focus colour
            if (step && lod >= DetailLod) {
                const qreal half = m_size.width() / 2;
                const QRectF row = output ? QRectF(half, c.y() - CanvasScene::RowHeight / 2, half + PortRadius + 5,
                                                CanvasScene::RowHeight)
                                          : QRectF(-PortRadius - 5, c.y() - CanvasScene::RowHeight / 2,
                                                half + PortRadius + 5, CanvasScene::RowHeight);
                QColor band = t.selection;
                band.setAlphaF(0.16);
                painter->setBrush(band);
                painter->setPen(QPen(t.selection, 1.4, Qt::DashLine));
                painter->drawRoundedRect(row, 5, 5);
            }
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(t.nodeFill, 5));
            painter->drawEllipse(c, PortRadius + 5, PortRadius + 5);
            painter->setPen(QPen(t.selection, 2.5));
            painter->drawEllipse(c, PortRadius + 5, PortRadius + 5);
        }
    };

    const std::optional<CanvasScene::RunMark> run = step ? m_scene->runMark(v->name) : std::nullopt;
    if (run) {
        // the run's status: the node's outline in the status colour (the pill below says it in words)
        painter->setPen(QPen(runStatusColor(run->status, QGuiApplication::palette()), selected ? 3 : 2.2));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(body.adjusted(-2, -2, 2, 2), radius + 2, radius + 2);
    }

    if (lod < DetailLod) {
        // zoomed out: the name alone, as large as the node allows, so that it stays readable
        painter->setPen(t.text);
        QFont f = t.titleFont;
        const qreal band = step ? CanvasScene::HeaderHeight : m_size.height();
        f.setPixelSize(qBound(12, int(12 / lod), int(band * (step ? 0.55 : 0.62))));
        painter->setFont(f);
        painter->drawText(QRectF(10, 0, m_size.width() - 16, band), Qt::AlignLeft | Qt::AlignVCenter,
            elided(v->name, f, m_size.width() - 16));
        for (const PortVisual& p : v->inputs)
            paintPort(p, false, portPos(p.name, false));
        for (const PortVisual& p : v->outputs)
            paintPort(p, true, portPos(p.name, true));
        return;
    }

    if (step) {
        paintCachedGlyph(painter, glyphFor(v->stepKind), QRectF(11, 9, 16, 16), accent);
        // validation badge: icon and count, never colour alone
        qreal badgeLeft = m_size.width() - 8;
        if (v->errors || v->warnings) {
            const bool err = v->errors > 0;
            const QString count = QString::number(err ? v->errors : v->warnings);
            painter->setFont(t.smallFont);
            const qreal w = 20 + QFontMetricsF(t.smallFont).horizontalAdvance(count) + 8; // glyph, count, margin
            const QRectF badge(m_size.width() - 8 - w, 8, w, 18);
            badgeLeft = badge.left() - 4;
            painter->setPen(Qt::NoPen);
            QColor fill = err ? t.error : t.warning;
            fill.setAlphaF(t.dark ? 0.28 : 0.14);
            painter->setBrush(fill);
            painter->drawRoundedRect(badge, 9, 9);
            paintCachedGlyph(painter, err ? Glyph::Error : Glyph::Warning, QRectF(badge.left() + 4, badge.top() + 2, 14, 14),
                err ? t.error : t.warning);
            painter->setPen(err ? t.error : t.warning);
            painter->drawText(badge.adjusted(20, 0, -8, 0), Qt::AlignVCenter | Qt::AlignLeft | Qt::TextDontClip, count);
        }
        painter->setFont(t.titleFont);
        painter->setPen(t.text);
        painter->drawText(QRectF(32, 6, badgeLeft - 32, 20), Qt::AlignLeft | Qt::AlignVCenter,
            elided(v->name, t.titleFont, badgeLeft - 32));
        painter->setFont(t.smallFont);
        painter->setPen(t.mutedText);
        painter->drawText(QRectF(32, 24, m_size.width() - 40, 16), Qt::AlignLeft | Qt::AlignVCenter,
            elided(v->subtitle, t.smallFont, m_size.width() - 40));
        qreal computeRight = m_size.width() - 8;
        if (run) {
            // status pill: glyph, word and time (never colour alone)
            QString label = runStatusLabel(run->status, run->reused);
            if (run->seconds > 0 && !run->reused)
                label += QStringLiteral(" \u00b7 ") + formatRunDuration(run->seconds);
            painter->setFont(t.smallFont);
            const qreal w = 24 + QFontMetricsF(t.smallFont).horizontalAdvance(label);
            const QRectF pill(m_size.width() - 8 - w, 40, w, 17);
            computeRight = pill.left() - 4;
            QColor fill = runStatusColor(run->status, QGuiApplication::palette());
            fill.setAlphaF(t.dark ? 0.30 : 0.16);
            painter->setPen(Qt::NoPen);
            painter->setBrush(fill);
            painter->drawRoundedRect(pill, 8.5, 8.5);
            paintRunStatusGlyph(painter, QRectF(pill.left() + 4, pill.top() + 2, 13, 13), run->status, run->reused, QGuiApplication::palette());
            painter->setPen(t.text);
            painter->drawText(pill.adjusted(20, 0, -4, 0), Qt::AlignVCenter | Qt::AlignLeft | Qt::TextDontClip, label);
        }
        if (!v->compute.isEmpty()) {
            paintCachedGlyph(painter, Glyph::Compute, QRectF(32, 42, 12, 12), t.mutedText);
            QFont f = t.smallFont;
            f.setItalic(v->computeInherited);
            painter->setFont(f);
            painter->setPen(v->computeInherited ? t.mutedText : t.text);
            painter->drawText(QRectF(48, 40, computeRight - 48, 16), Qt::AlignLeft | Qt::AlignVCenter,
                elided(v->compute, f, std::max<qreal>(0, computeRight - 48)));
        }
        painter->setPen(QPen(t.nodeBorder, 0.8));
        painter->drawLine(QPointF(4, CanvasScene::HeaderHeight), QPointF(m_size.width(), CanvasScene::HeaderHeight));
        // ports with their names; inputs on the left, outputs on the right
        painter->setFont(t.bodyFont);
        const qreal half = m_size.width() / 2;
        for (const PortVisual& p : v->inputs) {
            const QPointF c = portPos(p.name, false);
            painter->setPen(p.bound ? t.text : t.mutedText);
            painter->drawText(QRectF(12, c.y() - 9, half - 14, 18), Qt::AlignLeft | Qt::AlignVCenter,
                elided(p.name, t.bodyFont, half - 14));
        }
        for (const PortVisual& p : v->outputs) {
            const QPointF c = portPos(p.name, true);
            painter->setPen(t.text);
            painter->drawText(QRectF(half + 2, c.y() - 9, half - 14, 18), Qt::AlignRight | Qt::AlignVCenter,
                elided(p.name, t.bodyFont, half - 14));
        }
    } else {
        const bool input = v->kind == NodeKind::PipelineInput;
        paintCachedGlyph(painter, input ? Glyph::Input : Glyph::Output, QRectF(11, 8, 14, 14), accent);
        qreal right = m_size.width() - 14;
        if (v->errors || v->warnings) {
            paintCachedGlyph(painter, v->errors ? Glyph::Error : Glyph::Warning, QRectF(m_size.width() - 26, 7, 14, 14),
                v->errors ? t.error : t.warning);
            right -= 18;
        }
        painter->setFont(t.titleFont);
        painter->setPen(t.text);
        painter->drawText(
            QRectF(30, 4, right - 30, 20), Qt::AlignLeft | Qt::AlignVCenter, elided(v->name, t.titleFont, right - 30));
        painter->setFont(t.smallFont);
        painter->setPen(t.mutedText);
        painter->drawText(QRectF(30, 23, m_size.width() - 44, 16), Qt::AlignLeft | Qt::AlignVCenter,
            elided(v->subtitle, t.smallFont, m_size.width() - 44));
    }
    for (const PortVisual& p : v->inputs)
        paintPort(p, false, portPos(p.name, false));
    for (const PortVisual& p : v->outputs)
        paintPort(p, true, portPos(p.name, true));
}

// ----- EdgeItem ------------------------------------------------------------------------------------

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

// ----- OverviewItem --------------------------------------------------------------------------------

OverviewItem::OverviewItem(CanvasScene* scene)
    : m_scene(scene)
{
    setZValue(-0.5);
    setFlag(ItemHasNoContents, true);
    setAcceptedMouseButtons(Qt::NoButton);
}

void OverviewItem::setRect(const QRectF& rect)
{
    if (rect == m_rect)
        return;
    prepareGeometryChange();
    m_rect = rect;
}

void OverviewItem::invalidate()
{
    if (!m_valid)
        return; // not drawn since it was last invalidated: already due
    m_valid = false;
    update();
}

void OverviewItem::gather()
{
    const CanvasTheme& t = m_scene->theme();
    QHash<QRgb, QList<QRectF>> rects;
    for (NodeItem* n : m_scene->nodeItems()) {
        const NodeVisual* v = m_scene->visual(n->id());
        QColor c = t.nodeBorder;
        if (n->isSelected())
            c = t.selection;
        else if (v && v->errors)
            c = t.error;
        else if (v)
            c = v->kind == NodeKind::Step ? t.kindColor(v->stepKind)
                                          : (v->kind == NodeKind::PipelineInput ? t.inputAccent : t.outputAccent);
        rects[c.rgba()] << QRectF(n->pos(), n->size());
    }
    m_rects.clear();
    for (auto it = rects.constBegin(); it != rects.constEnd(); ++it)
        m_rects.append({ QColor::fromRgba(it.key()), it.value() });
    // the selection colour last, so that selected nodes are on top
    const QRgb selection = t.selection.rgba();
    std::stable_partition(
        m_rects.begin(), m_rects.end(), [selection](const auto& p) { return p.first.rgba() != selection; });
    m_valid = true;
}

void OverviewItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (!m_valid)
        gather();
    painter->setRenderHint(QPainter::Antialiasing, false);
    // one call per colour (the links are beneath, on the background)
    painter->setPen(Qt::NoPen);
    for (const auto& [color, rects] : std::as_const(m_rects)) {
        painter->setBrush(color);
        painter->drawRects(rects.constData(), int(rects.size()));
    }
}

// ----- NoteItem ------------------------------------------------------------------------------------

NoteItem::NoteItem(CanvasScene* scene, quint32 id)
    : m_scene(scene)
    , m_id(id)
{
    setFlags(ItemIsSelectable | ItemIsMovable | ItemSendsGeometryChanges | ItemIsFocusable);
    setZValue(-2);
}

void NoteItem::setRect(const QRectF& rect)
{
    if (rect.size() != m_size) {
        prepareGeometryChange();
        m_size = rect.size();
    }
    setPos(rect.topLeft());
    update();
}

QRectF NoteItem::boundingRect() const
{
    // the resize handle stands on the bottom-right corner
    return QRectF(QPointF(-2, -2), m_size + QSizeF(4 + HandleSize / 2, 4 + HandleSize / 2));
}

void NoteItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const CanvasTheme& t = m_scene->theme();
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const QRectF r(QPointF(0, 0), m_size);
    painter->setPen(isSelected() ? QPen(t.selection, 2) : QPen(t.noteFill.darker(t.dark ? 70 : 125), 1));
    painter->setBrush(t.noteFill);
    painter->drawRoundedRect(r, 4, 4);
    if (lod < MinimalLod || !m_scene->canvasLayout())
        return;
    const CanvasAnnotation* a = m_scene->canvasLayout()->annotation(m_id);
    if (!a)
        return;
    painter->setPen(t.noteText);
    painter->setFont(t.bodyFont);
    painter->drawText(r.adjusted(8, 6, -8, -6), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, a->text);
    if (isSelected() && !m_scene->isReadOnly()) {
        // the resize handle: grip lines in the corner and a square on the corner itself
        painter->setPen(QPen(t.selection, 1.4, Qt::SolidLine, Qt::RoundCap));
        for (int i = 1; i <= 3; ++i) {
            const qreal d = 4.0 * i;
            painter->drawLine(QPointF(r.right() - d - 3, r.bottom() - 3), QPointF(r.right() - 3, r.bottom() - d - 3));
        }
        const QRectF square(r.bottomRight() - QPointF(5, 5), QSizeF(10, 10));
        painter->setPen(QPen(t.nodeFill, 1.5));
        painter->setBrush(t.selection);
        painter->drawRect(square);
    }
}

QRectF NoteItem::handleRect() const
{
    // centred on the bottom-right corner
    return QRectF(m_size.width() - HandleSize / 2, m_size.height() - HandleSize / 2, HandleSize, HandleSize);
}

} // namespace pw
