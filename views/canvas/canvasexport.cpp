// SPDX-License-Identifier: MIT
#include "canvasexport.h"
#include "fileio.h"

#include "canvasscene.h"
#include "pipelinedocument.h"

#include <QBuffer>
#include <QDir>
#include <QGraphicsItem>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace pw {

namespace {

    // a picture shows the pipeline, not the state of the editor
    class CleanForExport {
    public:
        explicit CleanForExport(CanvasScene* scene)
            : m_scene(scene)
            , m_selected(scene->selectedItems())
            , m_overview(scene->isOverview())
        {
            const QSignalBlocker block(scene);
            for (QGraphicsItem* item : m_selected)
                item->setSelected(false);
            scene->setOverview(false); // a picture has every detail
            scene->setNodeCaching(false); // and vector text, not pixmaps
        }
        ~CleanForExport()
        {
            const QSignalBlocker block(m_scene);
            for (QGraphicsItem* item : m_selected)
                item->setSelected(true);
            m_scene->setOverview(m_overview);
            m_scene->setNodeCaching(true);
        }
        CleanForExport(const CleanForExport&) = delete;
        CleanForExport& operator=(const CleanForExport&) = delete;

    private:
        CanvasScene* m_scene;
        QList<QGraphicsItem*> m_selected;
        bool m_overview;
    };

} // namespace

bool CanvasExport::formatFromName(const QString& name, Format* format)
{
    const QString n = name.toLower();
    if (n == QLatin1String("svg")) {
        *format = Format::Svg;
        return true;
    }
    if (n == QLatin1String("png")) {
        *format = Format::Png;
        return true;
    }
    return false;
}

QRectF CanvasExport::exportRect(const CanvasScene* scene)
{
    QRectF r = scene->contentRect();
    if (r.isNull())
        r = QRectF(0, 0, 400, 200);
    return r.adjusted(-30, -30, 30, 30);
}

bool CanvasExport::toSvg(CanvasScene* scene, const QString& path, QString* error, const QString& title)
{
    const QRectF source = exportRect(scene);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        CleanForExport clean(scene);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(source.size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), source.size()));
        svg.setTitle(title.isEmpty() ? scene->document()->displayName() : title);
        svg.setDescription(tr("Pipeline canvas exported by Pipewright"));
        QPainter painter;
        if (!painter.begin(&svg)) {
            if (error)
                *error = tr("the SVG picture could not be drawn");
            return false;
        }
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        painter.fillRect(QRectF(QPointF(0, 0), source.size()), scene->theme().background);
        scene->render(&painter, QRectF(QPointF(0, 0), source.size()), source, Qt::KeepAspectRatio);
        painter.end();
    }
    return writeFileAtomically(path, buffer.data(), error);
}

bool CanvasExport::toPng(CanvasScene* scene, const QString& path, QString* error, qreal scale)
{
    const QRectF source = exportRect(scene);
    constexpr qreal MaxSide = 16384;
    scale = qMin(scale, MaxSide / qMax(source.width(), source.height()));
    const QSize size(qMax(1, qRound(source.width() * scale)), qMax(1, qRound(source.height() * scale)));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) {
        if (error)
            *error = tr("a %1 × %2 pixel picture does not fit in memory").arg(size.width()).arg(size.height());
        return false;
    }
    image.fill(scene->theme().background);
    {
        CleanForExport clean(scene);
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
        scene->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), source, Qt::KeepAspectRatio);
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        if (error)
            *error = tr("the PNG picture could not be encoded");
        return false;
    }
    return writeFileAtomically(path, buffer.data(), error);
}

bool CanvasExport::write(CanvasScene* scene, const QString& path, Format format, QString* error, const QString& title)
{
    return format == Format::Svg ? toSvg(scene, path, error, title) : toPng(scene, path, error);
}

} // namespace pw
