// SPDX-License-Identifier: MIT
// Theme-aware icons: the toolbar and tree icons are drawn in the palette's text colour, so they stay
// readable on a dark palette, follow a palette change at run time and render sharp at any scale.
#include "iconcache.h"
#include "icons.h"
#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QToolBar>
#include <QToolButton>

using namespace pw;

namespace {

const QStringList ToolbarIcons {QStringLiteral("open"),     QStringLiteral("save"), QStringLiteral("undo"),
                                QStringLiteral("redo"),     QStringLiteral("validate"), QStringLiteral("folder"),
                                QStringLiteral("run"),      QStringLiteral("stop"), QStringLiteral("component"),
                                QStringLiteral("step-command"), QStringLiteral("step-parallel"),
                                QStringLiteral("step-pipeline")};

// WCAG relative luminance, 0 (black) to 1 (white)
qreal luminance(const QColor& c)
{
    auto channel = [](qreal v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

// WCAG contrast ratio of two relative luminances, 1 to 21
qreal contrast(qreal la, qreal lb)
{
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

struct Ink
{
    int pixels = 0; // clearly drawn pixels
    qreal meanLuminance = 0;
    int maxAlpha = 0;
};

// the mean colour of the icon's strokes (pixels at least half opaque)
Ink inkOf(const QImage& source)
{
    const QImage image = source.convertToFormat(QImage::Format_ARGB32);
    Ink ink;
    qreal sum = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = QColor::fromRgba(image.pixel(x, y));
            ink.maxAlpha = std::max(ink.maxAlpha, c.alpha());
            if (c.alpha() < 128)
                continue;
            ++ink.pixels;
            sum += luminance(c);
        }
    }
    ink.meanLuminance = ink.pixels ? sum / ink.pixels : 0;
    return ink;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2b), base(0x1e, 0x1e, 0x1e), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x26, 0x4f, 0x78));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8a, 0x8a));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x7a, 0x7a, 0x7a));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x7a, 0x7a, 0x7a));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x7a, 0x7a, 0x7a));
    return p;
}

} // namespace

class TestIcons : public QObject
{
    Q_OBJECT

    QPalette m_light;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the shared icon cache in a test folder, not the user's
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        m_light = QApplication::style()->standardPalette();
        QApplication::setPalette(m_light);
        QVERIFY(luminance(m_light.color(QPalette::Window)) > 0.5);
    }

    void cleanup()
    {
        resetIconPalette();
        QApplication::setPalette(m_light);
    }

    void iconsFollowTheApplicationPalette_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString& name : ToolbarIcons)
            QTest::newRow(qPrintable(name)) << name;
    }

    void iconsFollowTheApplicationPalette()
    {
        QFETCH(QString, name);
        const QIcon icon = appIcon(name);
        QVERIFY(!icon.isNull());

        const Ink onLight = inkOf(icon.pixmap(QSize(32, 32)).toImage());
        QVERIFY2(onLight.pixels > 20, "the icon draws nothing");
        const qreal lightContrast = contrast(onLight.meanLuminance, luminance(m_light.color(QPalette::Window)));
        QVERIFY2(lightContrast >= 4.5, qPrintable(QStringLiteral("light palette: contrast %1").arg(lightContrast)));

        // the same QIcon, after the palette turned dark
        const QPalette dark = darkPalette();
        QApplication::setPalette(dark);
        const Ink onDark = inkOf(icon.pixmap(QSize(32, 32)).toImage());
        QVERIFY2(onDark.meanLuminance > 0.45,
                 qPrintable(QStringLiteral("dark palette: the icon stays dark (luminance %1)").arg(onDark.meanLuminance)));
        const qreal darkContrast = contrast(onDark.meanLuminance, luminance(dark.color(QPalette::Window)));
        QVERIFY2(darkContrast >= 4.5, qPrintable(QStringLiteral("dark palette: contrast %1").arg(darkContrast)));
        QVERIFY(onDark.meanLuminance > onLight.meanLuminance + 0.3);
    }

    void multicolourIconsKeepTheirColours()
    {
        // the application icon has its own colours: a blue-green tile, not the text colour
        const QImage light = appIcon(QStringLiteral("app")).pixmap(QSize(64, 64)).toImage();
        QApplication::setPalette(darkPalette());
        const QImage dark = appIcon(QStringLiteral("app")).pixmap(QSize(64, 64)).toImage();
        QCOMPARE(dark, light);
        const QColor centreLeft = light.pixelColor(6, 32); // the tile, left of the nodes
        QVERIFY2(centreLeft.blue() > centreLeft.red(), qPrintable(centreLeft.name()));
    }

    void modesAndScales()
    {
        QApplication::setPalette(darkPalette());
        const QIcon icon = appIcon(QStringLiteral("save"));
        const Ink normal = inkOf(icon.pixmap(QSize(32, 32), QIcon::Normal).toImage());
        const Ink disabled = inkOf(icon.pixmap(QSize(32, 32), QIcon::Disabled).toImage());
        QVERIFY2(disabled.maxAlpha < normal.maxAlpha, "a disabled icon looks like an enabled one");
        QVERIFY(disabled.maxAlpha > 60); // but it is still visible

        // HiDPI: rendered at the device size, not scaled up
        const QPixmap hidpi = icon.pixmap(QSize(16, 16), 2.0);
        QCOMPARE(hidpi.size(), QSize(32, 32));
        QCOMPARE(hidpi.devicePixelRatio(), 2.0);
        const QImage sharp = hidpi.toImage();
        const QImage upscaled = icon.pixmap(QSize(16, 16), 1.0).toImage().scaled(32, 32);
        QVERIFY2(sharp != upscaled, "the 2x pixmap is an upscaled 1x one");
    }

    void windowPaletteViaHelper()
    {
        // a window with its own dark palette in a light application: the helper the window calls on
        // QEvent::PaletteChange makes the icons follow it
        QWidget window;
        window.setPalette(darkPalette());
        const QIcon icon = appIcon(QStringLiteral("open"));
        QVERIFY(inkOf(icon.pixmap(QSize(24, 24)).toImage()).meanLuminance < 0.3);
        applyIconPalette(&window);
        QVERIFY(inkOf(icon.pixmap(QSize(24, 24)).toImage()).meanLuminance > 0.45);
        QCOMPARE(iconPalette().color(QPalette::WindowText), darkPalette().color(QPalette::WindowText));
        QVERIFY(luminance(iconInkColor()) > 0.45);
        resetIconPalette();
        QVERIFY(inkOf(icon.pixmap(QSize(24, 24)).toImage()).meanLuminance < 0.3);
    }

    void closeIconFollowsThePalette()
    {
        const QIcon themed = closeIcon();
        const QIcon fixed = closeIcon(m_light);
        QApplication::setPalette(darkPalette());
        QVERIFY(inkOf(themed.pixmap(QSize(16, 16), QIcon::Active).toImage()).meanLuminance > 0.45);
        QVERIFY(inkOf(fixed.pixmap(QSize(16, 16), QIcon::Active).toImage()).meanLuminance < 0.3);
    }

    // the real toolbar of the studio, with Fusion and a dark palette
    void toolbarOnDarkPalette()
    {
        QApplication::setPalette(darkPalette());
        MainWindow w;
        w.resize(1100, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* bar = w.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        bar->setToolButtonStyle(Qt::ToolButtonIconOnly); // the icon alone, without the (light) text
        QAction* open = w.action(QStringLiteral("actionOpen"));
        QVERIFY(open);
        auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(open));
        QVERIFY(button);
        QTest::qWait(20);
        const QImage shot = button->grab().toImage().convertToFormat(QImage::Format_ARGB32);
        int light = 0;
        for (int y = 0; y < shot.height(); ++y)
            for (int x = 0; x < shot.width(); ++x)
                light += luminance(shot.pixelColor(x, y)) > 0.45;
        QVERIFY2(light > 15, qPrintable(QStringLiteral("%1 light pixels on the Open button").arg(light)));
        if (const QByteArray dir = qgetenv("PW_SCREENSHOT_DIR"); !dir.isEmpty()) {
            bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
            QTest::qWait(20);
            w.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("dark-fusion.png")));
        }
    }

    // Drawn icons are kept on disk for the next start: read back pixel for pixel, never a damaged or foreign file.
    void diskCacheGivesBackWhatWasDrawn()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const IconCache cache(dir.path() + QStringLiteral("/icons"));
        const QByteArray svg("<svg xmlns='http://www.w3.org/2000/svg' width='16' height='16'>"
                             "<circle cx='8' cy='8' r='5' fill='#336699' fill-opacity='0.5'/></svg>");
        QImage drawn(QSize(20, 18), QImage::Format_ARGB32_Premultiplied);
        drawn.fill(Qt::transparent);
        {
            QPainter p(&drawn);
            p.setRenderHint(QPainter::Antialiasing);
            QSvgRenderer(svg).render(&p);
        }
        QVERIFY(cache.read(svg, drawn.size(), 1.0).isNull()); // nothing yet
        QVERIFY(cache.write(svg, 1.0, drawn));
        QCOMPARE(cache.read(svg, drawn.size(), 1.0), drawn);
        // another size, opacity or picture is another entry
        QVERIFY(cache.read(svg, QSize(18, 20), 1.0).isNull());
        QVERIFY(cache.read(svg, drawn.size(), 0.5).isNull());
        QVERIFY(cache.read(svg + " ", drawn.size(), 1.0).isNull());
        // a damaged entry (cut short, or not ours) is not read
        const QString file = cache.fileFor(svg, drawn.size(), 1.0);
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.resize(f.size() - 3));
        }
        QVERIFY(cache.read(svg, drawn.size(), 1.0).isNull());
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(8 + 20 * 18 * 4, 'x'));
        }
        QVERIFY(cache.read(svg, drawn.size(), 1.0).isNull());
        // an unwritable folder: no entry, no crash
        QVERIFY(!IconCache(file + QStringLiteral("/below-a-file")).write(svg, 1.0, drawn));
    }

    void appIconsAreKeptInTheSharedCache()
    {
        const IconCache* shared = IconCache::shared();
        QVERIFY(shared);
        QDir(shared->dir()).removeRecursively();
        const QImage first = appIcon(QStringLiteral("run")).pixmap(QSize(23, 23)).toImage();
        QThreadPool::globalInstance()->waitForDone(); // entries are written on a worker thread
        const QStringList entries = QDir(shared->dir()).entryList({QStringLiteral("*-23x23-*.icon")}, QDir::Files);
        QCOMPARE(entries.size(), 1);
        QCOMPARE(QFileInfo(QDir(shared->dir()).filePath(entries.first())).size(), 8 + 23 * 23 * 4);
        QCOMPARE(first.size(), QSize(23, 23));
    }
};

QTEST_MAIN(TestIcons)
#include "tst_icons.moc"
