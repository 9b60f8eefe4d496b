// SPDX-License-Identifier: MIT
#include "icons.h"

#include <QApplication>
#include <QFile>
#include <QHash>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QStyle>

// the resources live in the static pw_ui library: referencing their initialiser links them in
static void initUiResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace pw {

void ensureUiResources()
{
    static const bool done = [] {
        initUiResources();
        return true;
    }();
    Q_UNUSED(done)
}

QIcon appIcon(const QString& name)
{
    ensureUiResources();
    static QHash<QString, QIcon> cache;
    auto it = cache.constFind(name);
    if (it != cache.cend())
        return *it;

    QIcon icon;
    const QString resource = QStringLiteral(":/icons/%1.svg").arg(name);
    if (QFile::exists(resource)) {
        icon = QIcon(resource);
    } else {
        struct Fallback
        {
            const char* name;
            const char* theme;
            QStyle::StandardPixmap pixmap;
        };
        static const Fallback fallbacks[] = {
            {"open", "document-open", QStyle::SP_DialogOpenButton},
            {"save", "document-save", QStyle::SP_DialogSaveButton},
            {"folder", "folder-open", QStyle::SP_DirOpenIcon},
            {"validate", "tools-check-spelling", QStyle::SP_DialogApplyButton},
            {"run", "media-playback-start", QStyle::SP_MediaPlay},
            {"stop", "media-playback-stop", QStyle::SP_MediaStop},
            {"undo", "edit-undo", QStyle::SP_ArrowBack},
            {"redo", "edit-redo", QStyle::SP_ArrowForward},
            {"error", "dialog-error", QStyle::SP_MessageBoxCritical},
            {"warning", "dialog-warning", QStyle::SP_MessageBoxWarning},
            {"info", "dialog-information", QStyle::SP_MessageBoxInformation},
            {"input", "go-next", QStyle::SP_ArrowRight},
            {"output", "go-previous", QStyle::SP_ArrowLeft},
            {"component", "package-x-generic", QStyle::SP_FileDialogDetailedView},
            {"app", "applications-science", QStyle::SP_ComputerIcon},
        };
        QStyle::StandardPixmap pixmap = QStyle::SP_FileIcon;
        for (const Fallback& f : fallbacks) {
            if (name == QLatin1String(f.name)) {
                icon = QIcon::fromTheme(QLatin1String(f.theme));
                pixmap = f.pixmap;
                break;
            }
        }
        if (icon.isNull() && qApp)
            icon = QApplication::style()->standardIcon(pixmap);
    }
    cache.insert(name, icon);
    return icon;
}

QIcon closeIcon(const QPalette& palette)
{
    QIcon icon;
    for (const qreal dpr : {1.0, 2.0}) {
        for (const QIcon::Mode mode : {QIcon::Normal, QIcon::Active}) {
            QPixmap pixmap(int(16 * dpr), int(16 * dpr));
            pixmap.setDevicePixelRatio(dpr);
            pixmap.fill(Qt::transparent);
            QPainter p(&pixmap);
            p.setRenderHint(QPainter::Antialiasing);
            QColor color = palette.color(QPalette::WindowText);
            color.setAlphaF(mode == QIcon::Active ? 0.95 : 0.6);
            p.setPen(QPen(color, 1.4, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(4.5, 4.5), QPointF(11.5, 11.5));
            p.drawLine(QPointF(11.5, 4.5), QPointF(4.5, 11.5));
            p.end();
            icon.addPixmap(pixmap, mode);
        }
    }
    return icon;
}

} // namespace pw
