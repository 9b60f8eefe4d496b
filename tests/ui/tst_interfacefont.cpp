// SPDX-License-Identifier: MIT
// The studio's interface font: shaped only where its script needs it, and following the desktop's font when the
// theme changes although the program has set the application font.
#include "interfacefont.h"

#include <QApplication>
#include <QEvent>
#include <QFontDatabase>
#include <QTest>
#include <QWidget>

using namespace pw;

class TestInterfaceFont : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void prefersNoShapingAndKeepsTheRest()
    {
        QFont f(QStringLiteral("DejaVu Sans"), 13);
        f.setBold(true);
        f.setStyleStrategy(QFont::NoAntialias);
        const QFont g = interfaceFont(f);
        QVERIFY(g.styleStrategy() & QFont::PreferNoShaping);
        QVERIFY(g.styleStrategy() & QFont::NoAntialias);
        QCOMPARE(g.family(), f.family());
        QCOMPARE(g.pointSize(), 13);
        QVERIFY(g.bold());
    }

    void installedOnTheApplicationAndItsWidgets()
    {
        const QFont before = QApplication::font();
        installInterfaceFont(*qApp);
        QVERIFY(QApplication::font().styleStrategy() & QFont::PreferNoShaping);
        QCOMPARE(QApplication::font().family(), before.family());
        QCOMPARE(QApplication::font().pointSizeF(), before.pointSizeF());
        QWidget w;
        QVERIFY(w.font().styleStrategy() & QFont::PreferNoShaping);
        // a widget's own font keeps the strategy for what it does not set itself
        QFont bold = w.font();
        bold.setBold(true);
        w.setFont(bold);
        QVERIFY(w.font().styleStrategy() & QFont::PreferNoShaping);
    }

    void aThemeChangeBringsTheDesktopsFontBack()
    {
        installInterfaceFont(*qApp);
        // the font as it stood before the desktop changed it
        QApplication::setFont(QFont(QStringLiteral("Stale Family"), 31));
        QWidget w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QEvent change(QEvent::ThemeChange);
        QCoreApplication::sendEvent(w.windowHandle(), &change);
        const QFont desktop = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
        QCOMPARE(QApplication::font().family(), desktop.family());
        QCOMPARE(QApplication::font().pointSizeF(), desktop.pointSizeF());
        QVERIFY(QApplication::font().styleStrategy() & QFont::PreferNoShaping);
        QTRY_COMPARE(w.font().family(), desktop.family()); // widgets hear of it through their event queue
    }
};

QTEST_MAIN(TestInterfaceFont)
#include "tst_interfacefont.moc"
