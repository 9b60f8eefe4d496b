// SPDX-License-Identifier: MIT
// A node of the canvas (a step, a pipeline input or output): its size, its ports' places and hit tests, its
// tooltips, and its painting: body, kind glyph, problem badge, run status, compute, ports with their rings, and the
// plainer forms it takes when zoomed out.
#include "canvasitems.h"

#include "canvasitems_p.h"
#include "canvasscene.h"
#include "runstatusstyle.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsSceneHoverEvent>
#include <QGuiApplication>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace pw {

namespace {

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
            paintCachedGlyph(painter, err ? Glyph::Error : Glyph::Warning,
                QRectF(badge.left() + 4, badge.top() + 2, 14, 14), err ? t.error : t.warning);
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
            paintRunStatusGlyph(painter, QRectF(pill.left() + 4, pill.top() + 2, 13, 13), run->status, run->reused,
                QGuiApplication::palette());
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

} // namespace pw
