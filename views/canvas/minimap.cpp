// SPDX-License-Identifier: MIT
#include "minimap.h"

#include "canvasitems.h"
#include "canvasscene.h"
#include "canvasview.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>

namespace pw {

namespace {

    constexpr int Width = 220; // at most; less in a narrow view
    constexpr int Height = 140;
    constexpr int MinWidth = 120;
    constexpr int Margin = 10;

} // namespace

Minimap::Minimap(CanvasView* view)
    : QWidget(view)
    , m_view(view)
{
    setObjectName(QStringLiteral("canvasMinimap"));
    setAccessibleName(tr("Canvas overview"));
    setToolTip(tr("The whole pipeline; click or drag to move the view"));
    resize(Width, Height);
    setCursor(Qt::PointingHandCursor);
    view->viewport()->installEventFilter(this);
    connect(view->horizontalScrollBar(), &QScrollBar::valueChanged, this, &Minimap::refresh);
    connect(view->verticalScrollBar(), &QScrollBar::valueChanged, this, &Minimap::refresh);
    connect(view, &CanvasView::zoomChanged, this, &Minimap::refresh);
    refresh();
}

void Minimap::setEnabledByUser(bool on)
{
    m_enabled = on;
    refresh();
}

QRectF Minimap::mapArea() const
{
    CanvasScene* s = m_view->canvasScene();
    if (!s)
        return QRectF();
    return s->contentRect().adjusted(-40, -40, 40, 40);
}

QTransform Minimap::toMap() const
{
    const QRectF area = mapArea();
    if (area.isEmpty())
        return QTransform();
    const qreal scale = qMin((width() - 8) / area.width(), (height() - 8) / area.height());
    const QPointF offset((width() - area.width() * scale) / 2, (height() - area.height() * scale) / 2);
    QTransform t;
    t.translate(offset.x(), offset.y());
    t.scale(scale, scale);
    t.translate(-area.left(), -area.top());
    return t;
}

void Minimap::place()
{
    QWidget* vp = m_view->viewport();
    move(vp->x() + vp->width() - width() - Margin, vp->y() + vp->height() - height() - Margin);
}

QSize Minimap::sizeFor(const QSize& viewport)
{
    // a quarter of the view's width, between MinWidth and Width; none when it would cover too much of the view
    const int w = std::clamp(viewport.width() / 4, MinWidth, Width);
    const QSize size(w, w * Height / Width);
    if (viewport.width() < 3 * size.width() || viewport.height() < 2 * size.height())
        return QSize();
    return size;
}

void Minimap::refresh()
{
    CanvasScene* s = m_view->canvasScene();
    const QRectF visible = m_view->mapToScene(m_view->viewport()->rect()).boundingRect();
    const QSize size = sizeFor(m_view->viewport()->size());
    const bool wanted
        = m_enabled && s && !s->contentRect().isNull() && !visible.contains(s->contentRect()) && size.isValid();
    if (wanted && size != this->size())
        resize(size);
    setVisible(wanted);
    if (wanted) {
        place();
        raise();
        update();
    }
}

bool Minimap::eventFilter(QObject* watched, QEvent* event)
{
    // the type first: while the view is taken apart its viewport still sends events here, and the view must not be
    // asked for anything then
    if (event->type() == QEvent::Resize && watched == m_view->viewport())
        refresh();
    return QWidget::eventFilter(watched, event);
}

void Minimap::paintEvent(QPaintEvent*)
{
    CanvasScene* s = m_view->canvasScene();
    if (!s)
        return;
    const CanvasTheme& t = s->theme();
    QPainter p(this);
    // over a node it shows through (unless the pointer is on it): the map never hides what it maps
    if (!underMouse() && coversANode())
        p.setOpacity(0.35);
    QColor back = t.background;
    back.setAlpha(200);
    p.fillRect(rect(), back);
    p.setPen(t.nodeBorder);
    p.drawRect(rect().adjusted(0, 0, -1, -1));
    const QTransform map = toMap();
    p.setPen(Qt::NoPen);
    for (NodeItem* n : s->nodeItems()) {
        const NodeVisual* v = s->visual(n->id());
        QColor c = t.nodeBorder;
        if (n->isSelected())
            c = t.selection;
        else if (v && v->errors)
            c = t.error;
        else if (v)
            c = v->kind == NodeKind::Step ? t.kindColor(v->stepKind)
                                          : (v->kind == NodeKind::PipelineInput ? t.inputAccent : t.outputAccent);
        p.setBrush(c);
        const QRectF r = map.mapRect(QRectF(n->pos(), n->size()));
        p.drawRect(r.adjusted(0, 0, qMax(0.0, 1.5 - r.width()), qMax(0.0, 1.5 - r.height())));
    }
    // the part in sight
    const QRectF visible = map.mapRect(m_view->mapToScene(m_view->viewport()->rect()).boundingRect());
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(t.selection, 1.5));
    p.drawRect(visible.intersected(QRectF(rect()).adjusted(1, 1, -1, -1)));
}

bool Minimap::coversANode() const
{
    CanvasScene* s = m_view->canvasScene();
    if (!s)
        return false;
    // the map's place in the scene's coordinates
    const QPoint topLeft = m_view->viewport()->mapFromGlobal(mapToGlobal(QPoint(0, 0)));
    const QRectF mine = m_view->mapToScene(QRect(topLeft, size())).boundingRect();
    for (NodeItem* n : s->nodeItems())
        if (mine.intersects(QRectF(n->pos(), n->size())))
            return true;
    return false;
}

void Minimap::enterEvent(QEnterEvent* event)
{
    update();
    QWidget::enterEvent(event);
}

void Minimap::leaveEvent(QEvent* event)
{
    update();
    QWidget::leaveEvent(event);
}

void Minimap::centreViewAt(const QPointF& widgetPos)
{
    bool ok = false;
    const QTransform back = toMap().inverted(&ok);
    if (ok)
        m_view->centerOn(back.map(widgetPos));
}

void Minimap::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        centreViewAt(event->position());
}

void Minimap::mouseMoveEvent(QMouseEvent* event)
{
    if (event->buttons() & Qt::LeftButton)
        centreViewAt(event->position());
}

} // namespace pw
