// SPDX-License-Identifier: MIT
#include "canvastheme.h"

#include <QPaintEngine>
#include <QPainter>
#include <QImage>
#include <QPixmapCache>
#include <QPixmap>
#include <QPainterPath>

namespace pw {

namespace {

    QColor mix(const QColor& a, const QColor& b, qreal t)
    {
        return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t, a.greenF() * (1 - t) + b.greenF() * t,
            a.blueF() * (1 - t) + b.blueF() * t);
    }

} // namespace

CanvasTheme CanvasTheme::fromPalette(const QPalette& palette, const QFont& baseFont)
{
    CanvasTheme t;
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    t.dark = window.lightness() < 128;
    t.text = text;
    t.mutedText = mix(text, base, 0.42);
    if (t.dark) {
        t.background = mix(base, QColor(0, 0, 0), 0.25);
        t.grid = mix(t.background, text, 0.16);
        t.nodeFill = mix(base, text, 0.07);
        t.nodeHeader = mix(base, text, 0.12);
        t.nodeBorder = mix(base, text, 0.30);
        t.badgeFill = mix(base, text, 0.18);
        t.edge = mix(base, text, 0.55);
        t.error = QColor(0xf2, 0x6b, 0x6b);
        t.warning = QColor(0xf0, 0xb4, 0x3c);
        t.ok = QColor(0x5c, 0xc2, 0x7a);
        t.noteFill = QColor(0x4a, 0x44, 0x2a);
        t.noteText = QColor(0xf2, 0xe8, 0xc4);
    } else {
        t.background = mix(window, base, 0.5);
        t.grid = mix(t.background, text, 0.14);
        t.nodeFill = base;
        t.nodeHeader = mix(base, window, 0.6);
        t.nodeBorder = mix(base, text, 0.28);
        t.badgeFill = mix(base, text, 0.08);
        t.edge = mix(base, text, 0.5);
        t.error = QColor(0xc4, 0x2b, 0x1c);
        t.warning = QColor(0xa8, 0x6a, 0x00);
        t.ok = QColor(0x10, 0x7c, 0x10);
        t.noteFill = QColor(0xff, 0xf4, 0xc2);
        t.noteText = QColor(0x3b, 0x33, 0x12);
    }
    t.selection = palette.color(QPalette::Highlight);
    t.inputAccent = t.dark ? QColor(0x6c, 0xa8, 0xf0) : QColor(0x1f, 0x6f, 0xc8);
    t.outputAccent = t.dark ? QColor(0x5c, 0xc2, 0x9a) : QColor(0x16, 0x8a, 0x5e);
    t.bodyFont = baseFont;
    t.bodyFont.setPointSizeF(qMax(7.0, baseFont.pointSizeF() > 0 ? baseFont.pointSizeF() - 0.5 : 9.0));
    t.titleFont = baseFont;
    t.titleFont.setWeight(QFont::DemiBold);
    t.smallFont = baseFont;
    t.smallFont.setPointSizeF(qMax(6.5, t.bodyFont.pointSizeF() - 1.0));
    return t;
}

QColor CanvasTheme::portColor(const QString& type) const
{
    const QString family = portFamily(type);
    if (family == QLatin1String("data"))
        return dark ? QColor(0x5b, 0x9c, 0xf5) : QColor(0x25, 0x63, 0xeb);
    if (family == QLatin1String("model"))
        return dark ? QColor(0xb3, 0x8b, 0xf5) : QColor(0x7c, 0x3a, 0xed);
    if (family == QLatin1String("primitive"))
        return dark ? QColor(0x3c, 0xc4, 0xad) : QColor(0x0f, 0x87, 0x74);
    return dark ? QColor(0x9a, 0xa3, 0xb2) : QColor(0x6b, 0x72, 0x80);
}

QColor CanvasTheme::kindColor(StepKind kind) const
{
    switch (kind) {
    case StepKind::Command:
        return dark ? QColor(0x7f, 0x8c, 0xa0) : QColor(0x5f, 0x6b, 0x7a);
    case StepKind::Parallel:
        return dark ? QColor(0x8b, 0x9c, 0xf7) : QColor(0x43, 0x38, 0xca);
    case StepKind::Pipeline:
        return dark ? QColor(0x4f, 0xc3, 0xd6) : QColor(0x0e, 0x74, 0x90);
    case StepKind::Opaque:
        break;
    }
    return dark ? QColor(0x9a, 0x9a, 0x9a) : QColor(0x8a, 0x8a, 0x8a);
}

void paintCachedGlyph(QPainter* p, Glyph glyph, const QRectF& box, const QColor& color)
{
    const QTransform& world = p->worldTransform();
    // pictures only for pixels on a screen or in an image: SVG (and any other vector output) gets the lines
    const bool raster = p->paintEngine() && p->paintEngine()->type() == QPaintEngine::Raster;
    if (!raster || world.type() > QTransform::TxScale || world.m11() <= 0 || world.m22() <= 0) {
        paintGlyph(p, glyph, box, color);
        return;
    }
    const qreal dpr = p->device() ? p->device()->devicePixelRatioF() : 1.0;
    // the box on the device, its corner on a whole pixel (a glyph is a few pixels: half a pixel is not seen)
    const QRectF device = world.mapRect(box);
    const QSize size(qMax(1, qRound(device.width() * dpr)), qMax(1, qRound(device.height() * dpr)));
    if (size.width() > 256 || size.height() > 256) {
        paintGlyph(p, glyph, box, color);
        return;
    }
    const QString key = QStringLiteral("pw-glyph-%1-%2-%3x%4").arg(int(glyph)).arg(color.rgba()).arg(size.width()).arg(size.height());
    QPixmap pixmap;
    if (!QPixmapCache::find(key, &pixmap)) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter ip(&image);
            ip.setRenderHint(QPainter::Antialiasing);
            paintGlyph(&ip, glyph, QRectF(QPointF(0, 0), QSizeF(size)), color);
        }
        pixmap = QPixmap::fromImage(std::move(image));
        QPixmapCache::insert(key, pixmap);
    }
    pixmap.setDevicePixelRatio(dpr);
    p->save();
    p->setWorldTransform(QTransform());
    p->drawPixmap(QPointF(qRound(device.left() * dpr) / dpr, qRound(device.top() * dpr) / dpr), pixmap);
    p->restore();
}

void paintGlyph(QPainter* p, Glyph glyph, const QRectF& box, const QColor& color)
{
    p->save();
    p->translate(box.topLeft());
    p->scale(box.width() / 16.0, box.height() / 16.0);
    QPen pen(color, 1.35, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p->setPen(pen);
    p->setBrush(Qt::NoBrush);
    QPainterPath path;
    switch (glyph) {
    case Glyph::Command:
        p->drawRoundedRect(QRectF(1.5, 2.5, 13, 11), 1.5, 1.5);
        path.moveTo(4.5, 6.5);
        path.lineTo(6.5, 8.25);
        path.lineTo(4.5, 10);
        path.moveTo(8, 10.5);
        path.lineTo(11.5, 10.5);
        break;
    case Glyph::Parallel:
        path.moveTo(1.5, 8);
        path.lineTo(12.5, 8);
        path.moveTo(4.5, 8);
        path.cubicTo(6, 8, 6, 3.5, 8, 3.5);
        path.lineTo(12.5, 3.5);
        path.moveTo(4.5, 8);
        path.cubicTo(6, 8, 6, 12.5, 8, 12.5);
        path.lineTo(12.5, 12.5);
        for (qreal y : { 3.5, 8.0, 12.5 }) {
            path.moveTo(11, y - 1.5);
            path.lineTo(12.5, y);
            path.lineTo(11, y + 1.5);
        }
        break;
    case Glyph::Pipeline:
        p->drawRoundedRect(QRectF(1.5, 1.5, 5, 4), 1, 1);
        p->drawRoundedRect(QRectF(1.5, 10.5, 5, 4), 1, 1);
        p->drawRoundedRect(QRectF(9.5, 6, 5, 4), 1, 1);
        path.moveTo(6.5, 3.5);
        path.cubicTo(8.5, 3.5, 7.5, 8, 9.5, 8);
        path.moveTo(6.5, 12.5);
        path.cubicTo(8.5, 12.5, 7.5, 8, 9.5, 8);
        break;
    case Glyph::Opaque: {
        QPen dashed = pen;
        dashed.setDashPattern({ 1.5, 1.2 });
        p->setPen(dashed);
        p->drawRoundedRect(QRectF(1.5, 2.5, 13, 11), 1.5, 1.5);
        p->setPen(pen);
        path.moveTo(6.3, 6.4);
        path.arcTo(QRectF(6.3, 4.6, 3.6, 3.6), 180, -250);
        path.lineTo(8, 9.5);
        p->drawPoint(QPointF(8, 11.3));
        break;
    }
    case Glyph::Input:
        path.moveTo(9.5, 2.5);
        path.lineTo(12.5, 2.5);
        path.quadTo(13.5, 2.5, 13.5, 3.5);
        path.lineTo(13.5, 12.5);
        path.quadTo(13.5, 13.5, 12.5, 13.5);
        path.lineTo(9.5, 13.5);
        path.moveTo(1.5, 8);
        path.lineTo(9.5, 8);
        path.moveTo(6.5, 5);
        path.lineTo(9.5, 8);
        path.lineTo(6.5, 11);
        break;
    case Glyph::Output:
        path.moveTo(6.5, 2.5);
        path.lineTo(3.5, 2.5);
        path.quadTo(2.5, 2.5, 2.5, 3.5);
        path.lineTo(2.5, 12.5);
        path.quadTo(2.5, 13.5, 3.5, 13.5);
        path.lineTo(6.5, 13.5);
        path.moveTo(6.5, 8);
        path.lineTo(14.5, 8);
        path.moveTo(11.5, 5);
        path.lineTo(14.5, 8);
        path.lineTo(11.5, 11);
        break;
    case Glyph::Error:
        p->setBrush(color);
        p->setPen(Qt::NoPen);
        p->drawEllipse(QRectF(1.5, 1.5, 13, 13));
        p->setPen(QPen(Qt::white, 1.6, Qt::SolidLine, Qt::RoundCap));
        p->drawLine(QPointF(5.6, 5.6), QPointF(10.4, 10.4));
        p->drawLine(QPointF(10.4, 5.6), QPointF(5.6, 10.4));
        p->restore();
        return;
    case Glyph::Warning: {
        QPainterPath tri;
        tri.moveTo(8, 1.8);
        tri.lineTo(14.8, 13.8);
        tri.lineTo(1.2, 13.8);
        tri.closeSubpath();
        p->setBrush(color);
        p->setPen(QPen(color, 1.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(tri);
        p->setPen(QPen(Qt::white, 1.6, Qt::SolidLine, Qt::RoundCap));
        p->drawLine(QPointF(8, 6), QPointF(8, 9.4));
        p->drawPoint(QPointF(8, 11.6));
        p->restore();
        return;
    }
    case Glyph::Compute:
        p->drawRoundedRect(QRectF(3.5, 3.5, 9, 9), 1.5, 1.5);
        for (qreal c : { 6.0, 10.0 }) {
            path.moveTo(c, 1.5);
            path.lineTo(c, 3.5);
            path.moveTo(c, 12.5);
            path.lineTo(c, 14.5);
            path.moveTo(1.5, c);
            path.lineTo(3.5, c);
            path.moveTo(12.5, c);
            path.lineTo(14.5, c);
        }
        break;
    }
    p->drawPath(path);
    p->restore();
}

} // namespace pw
