// SPDX-License-Identifier: MIT
#include "icons.h"

#include "iconcache.h"

#include <QApplication>
#include <QFile>
#include <QHash>
#include <QIconEngine>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QRegularExpression>
#include <QStyle>
#include <QSvgRenderer>
#include <QWidget>

#include <optional>

// the resources live in the static pw_ui library: referencing their initialiser links them in
static void initUiResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace pw {

namespace {

std::optional<QPalette>& explicitIconPalette()
{
    static std::optional<QPalette> palette;
    return palette;
}

QColor mix(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t, a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}

// How much of the window colour softens the text colour for the ink of normal icons (0 = plain text colour).
constexpr qreal InkSoftening = 0.22;
constexpr qreal DisabledOpacity = 0.42;

QColor inkFor(const QPalette& palette, QIcon::Mode mode, bool soften)
{
    if (mode == QIcon::Selected)
        return palette.color(QPalette::Active, QPalette::HighlightedText);
    const QColor text = palette.color(QPalette::Active, QPalette::WindowText);
    return soften ? mix(text, palette.color(QPalette::Active, QPalette::Window), InkSoftening) : text;
}

// The neutral ink of the icon set: what the palette's text colour replaces.
const QRegularExpression& inkPattern()
{
    static const QRegularExpression re(QStringLiteral("currentColor|#5f6b7a\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re;
}

/// Renders an SVG whose neutral ink is replaced by a palette colour at paint time, so the icon follows the
/// icon palette (light or dark) without being re-created. Pixmaps are cached per size, mode and colour.
class ThemedSvgIconEngine : public QIconEngine
{
public:
    struct Options
    {
        std::optional<QPalette> fixedPalette; // draw with this palette instead of the icon palette
        bool soften = true;                   // soften the text colour towards the window colour
        qreal normalOpacity = 1.0;            // opacity in Normal mode (Active is always opaque)
    };

    ThemedSvgIconEngine(const QByteArray& svg, Options options)
        : m_template(QString::fromUtf8(svg))
        , m_themed(inkPattern().match(m_template).hasMatch())
        , m_options(std::move(options))
    {
    }

    QIconEngine* clone() const override { return new ThemedSvgIconEngine(*this); }
    QString key() const override { return QStringLiteral("PwThemedSvg"); }
    bool isNull() override { return m_template.isEmpty(); }

    QSize actualSize(const QSize& size, QIcon::Mode, QIcon::State) override { return size; }

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const QPixmap pm = scaledPixmap(rect.size() * dpr, mode, state, dpr);
        painter->drawPixmap(rect, pm);
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        return render(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        // `size` is already in device pixels here
        QPixmap pm = render(size, mode, state, 1.0);
        pm.setDevicePixelRatio(scale > 0 ? scale : 1.0);
        return pm;
    }

private:
    QPixmap render(const QSize& size, QIcon::Mode mode, QIcon::State, qreal dpr)
    {
        if (size.isEmpty() || m_template.isEmpty())
            return QPixmap();
        const QPalette palette = m_options.fixedPalette ? *m_options.fixedPalette : iconPalette();
        const QColor ink = inkFor(palette, mode, m_options.soften);
        qreal opacity = 1.0;
        if (mode == QIcon::Disabled)
            opacity = DisabledOpacity;
        else if (mode == QIcon::Normal)
            opacity = m_options.normalOpacity;

        const QString cacheKey = QStringLiteral("%1x%2/%3/%4")
                                     .arg(size.width())
                                     .arg(size.height())
                                     .arg(m_themed ? ink.rgba() : 0u)
                                     .arg(opacity);
        auto it = m_cache.constFind(cacheKey);
        if (it != m_cache.cend())
            return *it;

        QString svg = m_template;
        if (m_themed)
            svg.replace(inkPattern(), ink.name(QColor::HexRgb));
        const QByteArray svgBytes = svg.toUtf8();
        // drawn by an earlier start (or an earlier icon of this process with the same picture)
        const IconCache* disk = IconCache::shared();
        if (QImage cached = disk ? disk->read(svgBytes, size, opacity) : QImage(); !cached.isNull())
            return remember(cacheKey, QPixmap::fromImage(std::move(cached)), dpr);
        QSvgRenderer renderer(svgBytes);
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        if (renderer.isValid()) {
            QPainter p(&image);
            p.setRenderHint(QPainter::Antialiasing);
            p.setOpacity(opacity);
            // keep the aspect ratio, centred
            QSizeF target = renderer.defaultSize().isEmpty() ? QSizeF(size) : QSizeF(renderer.defaultSize());
            target.scale(QSizeF(size), Qt::KeepAspectRatio);
            const QRectF bounds(QPointF((size.width() - target.width()) / 2, (size.height() - target.height()) / 2),
                                target);
            renderer.render(&p, bounds);
            p.end();
            if (disk)
                disk->writeLater(svgBytes, opacity, image);
        }
        return remember(cacheKey, QPixmap::fromImage(std::move(image)), dpr);
    }

    QPixmap remember(const QString& cacheKey, QPixmap pixmap, qreal dpr)
    {
        pixmap.setDevicePixelRatio(dpr);
        if (m_cache.size() > 48)
            m_cache.clear();
        m_cache.insert(cacheKey, pixmap);
        return pixmap;
    }

    QString m_template;
    bool m_themed = false;
    Options m_options;
    QHash<QString, QPixmap> m_cache;
};

QByteArray closeSvg()
{
    return QByteArrayLiteral(
        R"(<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">)"
        R"(<g fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round">)"
        R"(<path d="M4.5 4.5 11.5 11.5"/><path d="M11.5 4.5 4.5 11.5"/></g></svg>)");
}

} // namespace

void ensureUiResources()
{
    static const bool done = [] {
        initUiResources();
        return true;
    }();
    Q_UNUSED(done)
}

QPalette iconPalette()
{
    if (explicitIconPalette())
        return *explicitIconPalette();
    return QGuiApplication::palette();
}

void setIconPalette(const QPalette& palette)
{
    explicitIconPalette() = palette;
}

void resetIconPalette()
{
    explicitIconPalette().reset();
}

void applyIconPalette(QWidget* window)
{
    if (!window)
        return;
    setIconPalette(window->palette());
    window->update();
    const QList<QWidget*> children = window->findChildren<QWidget*>();
    for (QWidget* w : children)
        w->update();
}

QColor iconInkColor(QIcon::Mode mode)
{
    QColor ink = inkFor(iconPalette(), mode, true);
    if (mode == QIcon::Disabled)
        ink.setAlphaF(DisabledOpacity);
    return ink;
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
    QFile file(resource);
    if (file.open(QIODevice::ReadOnly)) {
        icon = QIcon(new ThemedSvgIconEngine(file.readAll(), {}));
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

QIcon closeIcon()
{
    ThemedSvgIconEngine::Options options;
    options.soften = false;
    options.normalOpacity = 0.6;
    return QIcon(new ThemedSvgIconEngine(closeSvg(), options));
}

QIcon closeIcon(const QPalette& palette)
{
    ThemedSvgIconEngine::Options options;
    options.fixedPalette = palette;
    options.soften = false;
    options.normalOpacity = 0.6;
    return QIcon(new ThemedSvgIconEngine(closeSvg(), options));
}

} // namespace pw
