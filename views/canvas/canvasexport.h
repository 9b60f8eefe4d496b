// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QRectF>
#include <QString>

namespace pw {

class CanvasScene;

/// Pictures of a canvas: SVG (vector, with the text as text) and PNG. Files are written atomically.
class CanvasExport {
    Q_DECLARE_TR_FUNCTIONS(pw::CanvasExport)
public:
    enum class Format { Svg, Png };
    /// "svg" or "png" (any case); false for anything else.
    static bool formatFromName(const QString& name, Format* format);

    /// The part of the scene that is exported: everything, with a margin.
    static QRectF exportRect(const CanvasScene* scene);
    static bool toSvg(CanvasScene* scene, const QString& path, QString* error, const QString& title = QString());
    /// PNG at `scale` times the 100 % size (2 = sharp on HiDPI screens); very large graphs are scaled down so that
    /// the picture stays within 16,384 pixels a side.
    static bool toPng(CanvasScene* scene, const QString& path, QString* error, qreal scale = 2.0);
    static bool write(
        CanvasScene* scene, const QString& path, Format format, QString* error, const QString& title = QString());
};

} // namespace pw
