// SPDX-License-Identifier: MIT
// What the pipewright program loads when it starts: Qt Core, never Qt's graphical libraries (Gui, Widgets, Svg,
// OpenGL, and what they bring: fontconfig, X and EGL) nor the keychain's (qtkeychain, Qt D-Bus, libdbus). Each costs
// every command milliseconds of dynamic loading before main(): pictures are drawn by the pipewright-picture helper,
// and the keychain is a plugin loaded with the first secret.
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTest>

class TestCliLinks : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void startsWithQtCoreAlone();
};

void TestCliLinks::startsWithQtCoreAlone()
{
    // the dynamic loader names every file it loads (LD_DEBUG=files), the ones a library needs included
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LD_DEBUG"), QStringLiteral("files"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(PW_CLI_PATH), {QStringLiteral("--version")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QString trace = QString::fromLocal8Bit(p.readAllStandardError());
    QStringList loaded; // "file (needed by library)", for the messages
    QStringList files; // the files alone
    static const QRegularExpression file(QStringLiteral(R"(file=(\S+)\s+\[0\];\s+needed by (\S+))"));
    for (auto it = file.globalMatch(trace); it.hasNext();) {
        const auto m = it.next();
        files << m.captured(1);
        loaded << m.captured(1) + QStringLiteral(" (needed by ") + m.captured(2) + QLatin1Char(')');
    }
    QVERIFY2(!loaded.isEmpty(), "LD_DEBUG=files printed nothing: the check cannot see what is loaded");
    QVERIFY2(files.filter(QStringLiteral("libQt6Core")).size() == 1, qPrintable(loaded.join(QLatin1Char('\n'))));
    static const QRegularExpression graphical(
        QStringLiteral(R"(^lib(Qt6(Gui|Widgets|Svg|OpenGL|XcbQpa|DBus)|fontconfig|freetype|X11|xcb|EGL|GL|GLX|xkbcommon|qt6keychain|dbus-1)\b)"));
    QStringList unwanted;
    for (qsizetype i = 0; i < files.size(); ++i)
        if (graphical.match(files[i]).hasMatch())
            unwanted << loaded[i];
    QVERIFY2(unwanted.isEmpty(), qPrintable(QStringLiteral("pipewright loads libraries it does not need at start:\n") + unwanted.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestCliLinks)
#include "tst_clilinks.moc"
