// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

namespace pw {

class CanvasView;

/// A small map of the whole canvas in a corner of the view: the nodes, and the part in sight as a frame. Click
/// or drag on it to move the view there. It hides itself while everything is in sight.
class Minimap : public QWidget {
    Q_OBJECT
public:
    explicit Minimap(CanvasView* view);

    void setEnabledByUser(bool on);
    bool isEnabledByUser() const { return m_enabled; }
    /// Follow the view and the scene (called when either changes).
    void refresh();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QRectF mapArea() const; // scene rectangle shown
    QTransform toMap() const;
    void centreViewAt(const QPointF& widgetPos);
    void place();

    CanvasView* m_view;
    bool m_enabled = true;
};

} // namespace pw
