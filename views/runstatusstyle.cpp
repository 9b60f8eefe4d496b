// SPDX-License-Identifier: MIT
#include "runstatusstyle.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QtMath>

#include <cmath>

namespace pw {

bool isDarkPalette(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor runStatusColor(RunStatus status, const QPalette& palette)
{
    const bool dark = isDarkPalette(palette);
    switch (status) {
    case RunStatus::Completed:
        return dark ? QColor(0x6c, 0xcb, 0x5f) : QColor(0x10, 0x7c, 0x10);
    case RunStatus::Failed:
        return dark ? QColor(0xf1, 0x70, 0x7b) : QColor(0xc5, 0x0f, 0x1f);
    case RunStatus::Running:
        return dark ? QColor(0x4f, 0xa8, 0xf5) : QColor(0x00, 0x78, 0xd4);
    case RunStatus::Queued:
    case RunStatus::Preparing:
    case RunStatus::Finalizing:
        return dark ? QColor(0xf2, 0xb8, 0x3c) : QColor(0xb8, 0x76, 0x00);
    case RunStatus::NotStarted:
        return dark ? QColor(0x9a, 0x98, 0x96) : QColor(0x8a, 0x88, 0x86);
    case RunStatus::Canceled:
        return dark ? QColor(0xc8, 0xc6, 0xc4) : QColor(0x50, 0x4e, 0x4c);
    }
    return palette.color(QPalette::Text);
}

QColor runStatusColor(RunStatus status)
{
    return runStatusColor(status, QGuiApplication::palette());
}

void paintRecycleGlyph(QPainter* p, const QRectF& rect, const QColor& color)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const qreal s = qMin(rect.width(), rect.height());
    const QPointF c = rect.center();
    const qreal r = s * 0.32;
    const qreal w = qMax(1.2, s * 0.11);
    QPen pen(color, w, Qt::SolidLine, Qt::FlatCap);
    p->setPen(pen);
    p->setBrush(Qt::NoBrush);
    const QRectF circle(c.x() - r, c.y() - r, 2 * r, 2 * r);
    // two arcs of 130°, each ending in an arrowhead, chasing each other
    for (int k = 0; k < 2; ++k) {
        const qreal startDeg = 20 + k * 180;
        const qreal spanDeg = 125;
        p->setPen(pen);
        p->setBrush(Qt::NoBrush);
        p->drawArc(circle, int(startDeg * 16), int(spanDeg * 16));
        const qreal endRad = qDegreesToRadians(startDeg + spanDeg);
        const QPointF tip(c.x() + r * std::cos(endRad), c.y() - r * std::sin(endRad));
        // tangent direction (counter-clockwise in screen space)
        const QPointF tangent(-std::sin(endRad), -std::cos(endRad));
        const QPointF normal(std::cos(endRad), -std::sin(endRad));
        const qreal a = s * 0.2;
        QPainterPath head;
        head.moveTo(tip + tangent * a * 0.9);
        head.lineTo(tip + normal * a * 0.6);
        head.lineTo(tip - normal * a * 0.6);
        head.closeSubpath();
        p->setPen(Qt::NoPen);
        p->setBrush(color);
        p->drawPath(head);
    }
    p->restore();
}

void paintRunStatusGlyph(
    QPainter* p, const QRectF& rect, RunStatus status, bool reused, const QPalette& palette, qreal phase)
{
    const qreal s = qMin(rect.width(), rect.height());
    const QRectF box(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s);
    const QRectF disc = box.adjusted(s * 0.06, s * 0.06, -s * 0.06, -s * 0.06);
    const QColor c = runStatusColor(status, palette);
    const QColor on = QColor(0xff, 0xff, 0xff);
    const qreal w = qMax(1.3, s * 0.12);
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    QPen stroke(on, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    auto at = [&](qreal x, qreal y) { return QPointF(disc.left() + x * disc.width(), disc.top() + y * disc.height()); };
    switch (status) {
    case RunStatus::Completed:
        p->setPen(Qt::NoPen);
        p->setBrush(c);
        p->drawEllipse(disc);
        if (reused) {
            paintRecycleGlyph(p, disc.adjusted(s * 0.06, s * 0.06, -s * 0.06, -s * 0.06), on);
        } else {
            p->setPen(stroke);
            p->setBrush(Qt::NoBrush);
            QPainterPath check;
            check.moveTo(at(0.27, 0.52));
            check.lineTo(at(0.44, 0.68));
            check.lineTo(at(0.74, 0.35));
            p->drawPath(check);
        }
        break;
    case RunStatus::Failed:
        p->setPen(Qt::NoPen);
        p->setBrush(c);
        p->drawEllipse(disc);
        p->setPen(stroke);
        p->drawLine(at(0.33, 0.33), at(0.67, 0.67));
        p->drawLine(at(0.67, 0.33), at(0.33, 0.67));
        break;
    case RunStatus::Running: {
        const QRectF ring = disc.adjusted(w / 2, w / 2, -w / 2, -w / 2);
        QColor faint = c;
        faint.setAlphaF(0.28);
        p->setPen(QPen(faint, w));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(ring);
        p->setPen(QPen(c, w, Qt::SolidLine, Qt::RoundCap));
        const int start = int((90 - phase * 360) * 16);
        p->drawArc(ring, start, -100 * 16);
        p->setPen(Qt::NoPen);
        p->setBrush(c);
        const qreal d = s * 0.22;
        p->drawEllipse(QRectF(disc.center().x() - d / 2, disc.center().y() - d / 2, d, d));
        break;
    }
    case RunStatus::Queued:
    case RunStatus::Preparing:
    case RunStatus::Finalizing: {
        const QRectF ring = disc.adjusted(w / 2, w / 2, -w / 2, -w / 2);
        p->setPen(QPen(c, w));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(ring);
        p->setPen(QPen(c, w, Qt::SolidLine, Qt::RoundCap));
        if (status == RunStatus::Queued) { // clock hands
            p->drawLine(at(0.5, 0.5), at(0.5, 0.28));
            p->drawLine(at(0.5, 0.5), at(0.68, 0.58));
        } else if (status == RunStatus::Preparing) { // three dots
            p->setPen(Qt::NoPen);
            p->setBrush(c);
            const qreal d = s * 0.13;
            for (qreal x : { 0.3, 0.5, 0.7 })
                p->drawEllipse(QRectF(at(x, 0.5).x() - d / 2, at(x, 0.5).y() - d / 2, d, d));
        } else { // Finalizing: a filled pie almost complete
            p->setPen(Qt::NoPen);
            p->setBrush(c);
            const QRectF inner = disc.adjusted(s * 0.24, s * 0.24, -s * 0.24, -s * 0.24);
            p->drawPie(inner, 90 * 16, -300 * 16);
        }
        break;
    }
    case RunStatus::NotStarted: {
        const QRectF ring = disc.adjusted(w / 2, w / 2, -w / 2, -w / 2);
        p->setPen(QPen(c, w, Qt::DotLine, Qt::RoundCap));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(ring);
        break;
    }
    case RunStatus::Canceled: {
        const QRectF ring = disc.adjusted(w / 2, w / 2, -w / 2, -w / 2);
        p->setPen(QPen(c, w, Qt::SolidLine, Qt::RoundCap));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(ring);
        p->drawLine(at(0.27, 0.73), at(0.73, 0.27));
        break;
    }
    }
    p->restore();
}

namespace {

    class StatusIconEngine final : public QIconEngine {
    public:
        StatusIconEngine(RunStatus status, bool reused)
            : m_status(status)
            , m_reused(reused)
        {
        }
        void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override
        {
            QPalette pal = QGuiApplication::palette();
            painter->save();
            if (mode == QIcon::Disabled)
                painter->setOpacity(0.45);
            paintRunStatusGlyph(painter, QRectF(rect), m_status, m_reused, pal);
            painter->restore();
        }
        QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
        {
            return scaledPixmap(size, mode, state, 1.0);
        }
        QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state, qreal scale) override
        {
            QPixmap pm(size * scale);
            pm.setDevicePixelRatio(scale);
            pm.fill(Qt::transparent);
            QPainter painter(&pm);
            paint(&painter, QRect(QPoint(0, 0), size), mode, state);
            return pm;
        }
        QIconEngine* clone() const override { return new StatusIconEngine(m_status, m_reused); }
        QString key() const override { return QStringLiteral("pw-run-status"); }

    private:
        RunStatus m_status;
        bool m_reused;
    };

} // namespace

QIcon runStatusIcon(RunStatus status, bool reused)
{
    return QIcon(new StatusIconEngine(status, reused));
}

QString runStatusLabel(RunStatus status, bool reused)
{
    if (reused && status == RunStatus::Completed)
        return QCoreApplication::translate("pw::RunStatus", "Completed (reused)");
    return runStatusDisplayName(status);
}

QString formatRunDuration(double seconds)
{
    if (!(seconds >= 0))
        return QStringLiteral("–");
    if (seconds < 1)
        return QCoreApplication::translate("pw::RunStatus", "%1 ms").arg(qRound(seconds * 1000));
    if (seconds < 60)
        return QCoreApplication::translate("pw::RunStatus", "%1 s").arg(seconds, 0, 'f', 1);
    const qint64 total = qRound64(seconds);
    if (total < 3600)
        return QCoreApplication::translate("pw::RunStatus", "%1 min %2 s")
            .arg(total / 60)
            .arg(total % 60, 2, 10, QLatin1Char('0'));
    return QCoreApplication::translate("pw::RunStatus", "%1 h %2 min")
        .arg(total / 3600)
        .arg((total % 3600) / 60, 2, 10, QLatin1Char('0'));
}

} // namespace pw
