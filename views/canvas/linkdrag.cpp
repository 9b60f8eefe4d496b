// SPDX-License-Identifier: MIT
#include "linkdrag.h"

#include "canvasitems.h"
#include "canvasscene.h"
#include "canvasview.h"

#include <QGraphicsPathItem>
#include <QLabel>

#include <cmath>

namespace pw {

LinkDrag::LinkDrag(CanvasView* view)
    : m_view(view)
{
    m_feedback = new QLabel(view->viewport());
    m_feedback->setObjectName(QStringLiteral("linkFeedback"));
    m_feedback->setAutoFillBackground(true);
    m_feedback->setMargin(5);
    m_feedback->setWordWrap(true);
    m_feedback->setMaximumWidth(380);
    m_feedback->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_feedback->setBackgroundRole(QPalette::ToolTipBase);
    m_feedback->setForegroundRole(QPalette::ToolTipText);
    m_feedback->hide();
}

PortRef LinkDrag::keyboardTarget() const
{
    return m_keyboard && m_index >= 0 && m_index < m_candidates.size() ? m_candidates[m_index] : PortRef();
}

QString LinkDrag::feedbackText() const
{
    return m_feedback->isVisible() ? m_feedback->text() : QString();
}

void LinkDrag::start(const PortRef& from)
{
    CanvasScene* s = m_view->canvasScene();
    m_from = from;
    m_to = PortRef();
    m_allowed = false;
    m_reason.clear();
    m_lastPos = QPointF();
    m_item = new QGraphicsPathItem;
    QPen pen(s->theme().edge, 2, Qt::DashLine, Qt::RoundCap);
    pen.setCosmetic(true);
    m_item->setPen(pen);
    m_item->setZValue(100);
    s->addItem(m_item);
    if (!m_keyboard)
        m_view->viewport()->setCursor(Qt::CrossCursor);
}

void LinkDrag::startChoosing(const PortRef& from, const QList<PortRef>& candidates)
{
    m_keyboard = true;
    m_candidates = candidates;
    m_index = -1;
    start(from);
}

void LinkDrag::moveTo(const QPointF& scenePos, const QPoint& viewPos)
{
    CanvasScene* s = m_view->canvasScene();
    if (!s || !m_item)
        return;
    PortRef target = s->portAt(scenePos, 12);
    if (target.isValid() && target.node == m_from.node && target.output == m_from.output)
        target = PortRef(); // the same side of the same node: keep dragging
    showTarget(target, scenePos, viewPos);
}

bool LinkDrag::step(int direction)
{
    CanvasScene* s = m_view->canvasScene();
    if (!s || !m_keyboard || m_candidates.isEmpty())
        return false;
    // the next port the link may end on (refused ones are passed over: the drag shows why, the keyboard skips)
    const qsizetype n = m_candidates.size();
    qsizetype i = m_index;
    for (qsizetype tried = 0; tried < n; ++tried) {
        i = i < 0 ? (direction > 0 ? 0 : n - 1) : (i + (direction > 0 ? 1 : n - 1)) % n;
        if (s->editor().checkLink(m_from, m_candidates[i]).allowed()) {
            m_index = i;
            const PortRef target = m_candidates[i];
            const QPointF end = s->portScenePos(target.node, target.port, target.output);
            if (NodeItem* node = s->nodeItem(target.node))
                m_view->ensureVisible(
                    QRectF(end - QPointF(node->size().width() / 2 + 20, 40), QSizeF(node->size().width() + 40, 80)));
            showTarget(target, end, m_view->mapFromScene(end));
            return true;
        }
    }
    return false;
}

void LinkDrag::showTarget(const PortRef& target, const QPointF& scenePos, const QPoint& viewPos)
{
    CanvasScene* s = m_view->canvasScene();
    if (!s || !m_item)
        return;
    const QPointF start = s->portScenePos(m_from.node, m_from.port, m_from.output);
    QPointF end = scenePos;
    int state = 0;
    m_lastPos = scenePos;
    m_to = target;
    m_allowed = false;
    m_reason.clear();
    QString text;
    if (target.isValid()) {
        const LinkCheck check = s->editor().checkLink(m_from, target);
        m_allowed = check.allowed();
        m_reason = check.reason;
        state = check.result == LinkCheck::Result::Ok ? 1 : check.result == LinkCheck::Result::Questionable ? 2 : 3;
        end = s->portScenePos(target.node, target.port, target.output);
        const PortRef& from = m_from.output ? m_from : target;
        const PortRef& to = m_from.output ? target : m_from;
        const NodeVisual* fv = s->visual(from.node);
        const NodeVisual* tv = s->visual(to.node);
        const QString fromText
            = fv ? (fv->kind == NodeKind::Step ? fv->name + QLatin1Char('.') + from.port : fv->name) : from.port;
        const QString toText
            = tv ? (tv->kind == NodeKind::Step ? tv->name + QLatin1Char('.') + to.port : tv->name) : to.port;
        if (state == 1)
            text = tr("Link %1 → %2").arg(fromText, toText);
        else if (state == 2)
            text = tr("Link %1 → %2 (check: %3)").arg(fromText, toText, check.reason);
        else
            text = tr("Cannot link: %1").arg(check.reason);
        if (m_keyboard)
            text += QLatin1Char('\n') + tr("Tab: next port · Enter: link · Esc: cancel");
    } else {
        text = m_from.output ? tr("Drop on an input port (left side of a step)")
                             : tr("Drop on an output port (right side of a step)");
    }
    s->setLinkTarget(target, state);
    const QPointF a = m_from.output ? start : end;
    const QPointF b = m_from.output ? end : start;
    const qreal dx = qMax(40.0, std::abs(b.x() - a.x()) * 0.5);
    QPainterPath path(a);
    path.cubicTo(a + QPointF(dx, 0), b - QPointF(dx, 0), b);
    m_item->setPath(path);
    QPen pen = m_item->pen();
    const CanvasTheme& t = s->theme();
    pen.setColor(state == 1 ? t.ok : state == 2 ? t.warning : state == 3 ? t.error : t.edge);
    pen.setStyle(state == 1 ? Qt::SolidLine : Qt::DashLine);
    m_item->setPen(pen);
    showFeedback(text, state, viewPos);
}

LinkDrag::Ending LinkDrag::finish()
{
    CanvasScene* s = m_view->canvasScene();
    Ending ending;
    ending.from = m_from;
    ending.to = m_to;
    ending.allowed = m_allowed;
    ending.reason = m_reason;
    ending.keyboard = m_keyboard;
    ending.lastScenePos = m_lastPos;
    m_from = PortRef();
    m_to = PortRef();
    m_keyboard = false;
    m_candidates.clear();
    m_index = -1;
    if (m_item) {
        if (m_item->scene())
            m_item->scene()->removeItem(m_item);
        delete m_item;
        m_item = nullptr;
    }
    if (s)
        s->setLinkTarget(PortRef(), 0);
    m_feedback->hide();
    m_view->viewport()->unsetCursor();
    return ending;
}

void LinkDrag::showFeedback(const QString& text, int state, const QPoint& viewPos)
{
    CanvasScene* s = m_view->canvasScene();
    m_feedback->setText(text);
    QPalette pal = m_feedback->palette();
    if (s && state == 3)
        pal.setColor(QPalette::ToolTipText, s->theme().error);
    else
        pal.setColor(QPalette::ToolTipText, m_view->palette().color(QPalette::ToolTipText));
    m_feedback->setPalette(pal);
    m_feedback->adjustSize();
    QPoint at = viewPos + QPoint(16, 18);
    if (at.x() + m_feedback->width() > m_view->viewport()->width())
        at.setX(qMax(0, viewPos.x() - m_feedback->width() - 8));
    if (at.y() + m_feedback->height() > m_view->viewport()->height())
        at.setY(qMax(0, viewPos.y() - m_feedback->height() - 8));
    m_feedback->move(at);
    m_feedback->show();
    m_feedback->raise();
}

} // namespace pw
