// SPDX-License-Identifier: MIT
// The window's layout on a screen of a given size (PW_SCREEN=WxH, default 1600x1000; ctest runs 1600x1000 and
// 1280x800): every dock opened and closed twice, the Quota and Usage dock among them, leaves the window inside
// the screen, no larger than it was, and the canvas with most of its height; the quota dock can be made low;
// Reset Layout gives the bottom area its default height back; a restart keeps all of that.
#include "mainwindowtesting.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScreen>

using namespace pw::test::mainwindow;

namespace {

QSize screenSize()
{
    const QList<QByteArray> wh = qgetenv("PW_SCREEN").split('x');
    if (wh.size() == 2 && wh[0].toInt() > 0 && wh[1].toInt() > 0)
        return QSize(wh[0].toInt(), wh[1].toInt());
    return QSize(1600, 1000);
}

} // namespace

class TestDockLayout : public Fixture
{
    Q_OBJECT

    static QAction* quotaAction(MainWindow& w) { return w.findChild<QAction*>(QStringLiteral("actionQuotaDashboard")); }

    // the canvas area: the window's central widget
    static int canvasHeight(MainWindow& w) { return w.centralWidget()->height(); }

    static QString describe(MainWindow& w)
    {
        QStringList docks;
        for (QDockWidget* d : w.findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
            if (d->isVisible())
                docks << QStringLiteral("%1 %2x%3 (least %4)")
                             .arg(d->objectName())
                             .arg(d->width())
                             .arg(d->height())
                             .arg(d->minimumSizeHint().height());
        return QStringLiteral("window %1x%2, least height %3, canvas %4 high; %5")
            .arg(w.width())
            .arg(w.height())
            .arg(w.minimumSizeHint().height())
            .arg(canvasHeight(w))
            .arg(docks.join(QStringLiteral(", ")));
    }

    void checkFits(MainWindow& w, const QSize& before, const char* when)
    {
        const QRect screen = w.screen()->availableGeometry();
        const QString what = QStringLiteral("%1: %2").arg(QLatin1String(when), describe(w));
        QVERIFY2(w.width() <= before.width() && w.height() <= before.height(), qPrintable(what));
        QVERIFY2(w.minimumSizeHint().height() <= screen.height() * 2 / 3, qPrintable(what)); // never past the screen
        QVERIFY2(canvasHeight(w) >= w.height() * 2 / 5, qPrintable(what));
    }

private Q_SLOTS:
    void initTestCase()
    {
        initCase();
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), screenSize());
    }
    void init() { clearSettings(); }
    void cleanupTestCase() { clearSettings(); }

    void everyDockOpenedAndClosedTwice()
    {
        MainWindow w({new LocalBackend});
        w.showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(samplePipeline));
        QTest::qWait(50);
        const QSize size = w.size();
        QVERIFY(w.frameGeometry().size().width() <= w.screen()->availableGeometry().width());
        QVERIFY(size.height() >= w.screen()->availableGeometry().height() - 40); // maximized, less the frame
        const int canvas = canvasHeight(w);
        QVERIFY2(canvas >= size.height() / 2, qPrintable(describe(w)));
        qInfo("opened: %s", qPrintable(describe(w))); // the least height's margin to the bound below, for the log

        QList<QAction*> toggles;
        for (QDockWidget* d : w.findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
            toggles << d->toggleViewAction();
        toggles << quotaAction(w);
        QVERIFY(toggles.size() >= 7);
        for (int round = 0; round < 2; ++round) {
            for (QAction* toggle : std::as_const(toggles)) {
                toggle->trigger(); // open (or close, for a dock shown from the start)
                QTest::qWait(20);
                checkFits(w, size, qPrintable(toggle->objectName() + QStringLiteral(" first")));
                if (toggle == quotaAction(w)) {
                    auto* quota = w.findChild<QDockWidget*>(QStringLiteral("quotaDock"));
                    QVERIFY(quota && quota->isVisible());
                    // tall enough for the dashboard without scrolling
                    QWidget* dashboard = quota->findChild<QWidget*>(QStringLiteral("quotaDashboard"));
                    QTRY_VERIFY2(dashboard->height() >= dashboard->minimumSizeHint().height(), qPrintable(describe(w)));
                    // it can be dragged low: its least height is not the dashboard's
                    QVERIFY2(quota->minimumSizeHint().height() <= 200, qPrintable(describe(w)));
                    // and opening it leaves the canvas a good part of the window
                    QVERIFY2(canvasHeight(w) >= size.height() * 2 / 5, qPrintable(describe(w)));
                    quota->close();
                } else {
                    toggle->trigger();
                }
                QTest::qWait(20);
                checkFits(w, size, qPrintable(toggle->objectName() + QStringLiteral(" second")));
            }
        }
        // the quota dock open behind Problems: Reset Layout gives the bottom area its default height again
        quotaAction(w)->trigger();
        w.problemsDock()->raise();
        QTest::qWait(20);
        w.action(QStringLiteral("actionResetLayout"))->trigger();
        QTest::qWait(20);
        checkFits(w, size, "reset");
        QVERIFY2(canvasHeight(w) >= canvas - 40, qPrintable(describe(w)));
        QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("quotaDock"))->isVisible() == false
                || w.dockWidgetArea(w.findChild<QDockWidget*>(QStringLiteral("quotaDock"))) == Qt::BottomDockWidgetArea);
    }

    void restartKeepsTheWindowInsideTheScreen()
    {
        QSize size;
        {
            MainWindow w({new LocalBackend});
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            quotaAction(w)->trigger();
            QTest::qWait(20);
            size = w.size();
            QVERIFY(w.close());
        }
        // a geometry saved on a larger screen comes back inside this one
        {
            MainWindow w({new LocalBackend});
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QTest::qWait(20);
            QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("quotaDock")) == nullptr
                    || w.findChild<QDockWidget*>(QStringLiteral("quotaDock"))->isVisible());
            checkFits(w, size, "restart");
            w.resize(screenSize() + QSize(400, 300));
            QVERIFY(w.close());
        }
        MainWindow w({new LocalBackend});
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        QVERIFY2(screen.contains(w.geometry()), qPrintable(QStringLiteral("%1,%2 %3x%4").arg(w.x()).arg(w.y()).arg(w.width()).arg(w.height())));
    }
};

int main(int argc, char** argv)
{
    // an offscreen screen of the size asked for
    QTemporaryDir dir;
    const QSize size = screenSize();
    const QJsonObject screen {{QStringLiteral("name"), QStringLiteral("test")}, {QStringLiteral("x"), 0}, {QStringLiteral("y"), 0},
                              {QStringLiteral("width"), size.width()}, {QStringLiteral("height"), size.height()},
                              {QStringLiteral("logicalDpi"), 96}};
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile f(config);
    if (!f.open(QIODevice::WriteOnly))
        return 2;
    f.write(QJsonDocument(QJsonObject {{QStringLiteral("screens"), QJsonArray {screen}}}).toJson());
    f.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + QFile::encodeName(config));
    QApplication app(argc, argv);
    TestDockLayout test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_docklayout.moc"
