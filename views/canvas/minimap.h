// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

namespace pw {

class CanvasView;

/// A small map of the whole canvas in a corner of the view: the nodes, and the part in sight as a frame. Click
/// or drag on it to move the view there. It hides itself while everything is in sight, and its size follows the
/// view's, so that a view as narrow as the studio's first window has one.
class Minimap : public QWidget {
    Q_OBJECT
public:
    explicit Minimap(CanvasView* view);

    void setEnabledByUser(bool on);
    bool isEnabledByUser() const { return m_enabled; }
    /// Follow the view and the scene (called when either changes).
    void refresh();
    /// The map's size in a view of `viewport`'s size: a quarter of its width (120 to 220 px); invalid when the view
    /// is too small for a map.
    static QSize sizeFor(const QSize& viewport);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void enterEvent(QEnterEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    /// True when a node of the canvas lies under the map (it is then drawn faint).
    bool coversANode() const;
    QRectF mapArea() const; // scene rectangle shown
    QTransform toMap() const;
    void centreViewAt(const QPointF& widgetPos);
    void place();

    CanvasView* m_view;
    bool m_enabled = true;
};

} // namespace pw
