// SPDX-License-Identifier: MIT
#pragma once

#include "canvaseditor.h"

#include <QCoreApplication>
#include <QList>
#include <QPointF>
#include <QString>

class QGraphicsPathItem;
class QLabel;
class QPoint;

namespace pw {

class CanvasView;

/// A link being drawn from a port of a CanvasView's scene, with the mouse or the keyboard: a curve from the port
/// to the pointer (or to the port chosen), coloured by whether the link may be made there, the port under it
/// marked, and a label beside it that says what would be linked or why not. Nothing is edited here: the view
/// makes the link from what finish() returns.
class LinkDrag {
    Q_DECLARE_TR_FUNCTIONS(pw::CanvasView)
public:
    /// How a link came to an end.
    struct Ending {
        PortRef from;
        PortRef to; // the port it ended on, or invalid
        bool allowed = false; // whether `from` and `to` may be linked
        QString reason; // why not (or what to check)
        bool keyboard = false; // chosen with the keyboard
        QPointF lastScenePos; // where the pointer was last (null when it never moved)
    };

    /// The label is put on the view's viewport.
    explicit LinkDrag(CanvasView* view);

    bool isActive() const { return m_from.isValid(); }
    /// Whether the other end is chosen with the keyboard (startChoosing()).
    bool isKeyboard() const { return m_keyboard; }
    const PortRef& from() const { return m_from; }
    /// The port the keyboard has chosen, or an invalid one.
    PortRef keyboardTarget() const;
    /// The text of the label while it is shown, else empty.
    QString feedbackText() const;

    /// Start a link from a port, to follow the mouse (moveTo()).
    void start(const PortRef& from);
    /// Start a link from a port whose other end is chosen with the keyboard among `candidates` (step()).
    void startChoosing(const PortRef& from, const QList<PortRef>& candidates);
    /// The pointer moved: the link ends there, or on the port under it.
    void moveTo(const QPointF& scenePos, const QPoint& viewPos);
    /// Choose the next (`direction` > 0) or previous candidate the link may end on, scrolling it into view. False
    /// when there is none.
    bool step(int direction);
    /// Take the curve, the mark and the label away; what was chosen.
    Ending finish();

private:
    void showTarget(const PortRef& target, const QPointF& scenePos, const QPoint& viewPos);
    void showFeedback(const QString& text, int state, const QPoint& viewPos);

    CanvasView* m_view;
    QLabel* m_feedback = nullptr;
    PortRef m_from;
    PortRef m_to;
    bool m_allowed = false;
    QString m_reason;
    QPointF m_lastPos;
    QGraphicsPathItem* m_item = nullptr;
    // chosen with the keyboard: the ports on the other side, in reading order, and the one shown
    bool m_keyboard = false;
    QList<PortRef> m_candidates;
    qsizetype m_index = -1;
};

} // namespace pw
