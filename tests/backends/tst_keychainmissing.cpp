// SPDX-License-Identifier: MIT
// The system keychain is reached through a plugin loaded with the first secret (models/backends/azure/keychain).
// When the plugin cannot be loaded, secrets stay in memory, the notice names the plugin and why, and nothing waits or
// crashes.
#include "secretstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTest>

class TestKeychainMissing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // before the first secret: the process loads the plugin once
        qputenv("PIPEWRIGHT_KEYCHAIN_PLUGIN", QByteArray(QDir::tempPath().toUtf8() + "/pw-no-such-dir/pipewright-keychain.so"));
    }

    void secretsStayInMemory()
    {
        pw::azure::SecretStore store(QStringLiteral("org.pipewright.Studio.test"));
        QVERIFY(!store.inMemoryOnly()); // not known before it is asked
        QElapsedTimer timer;
        timer.start();
        QVERIFY(store.write(QStringLiteral("sp/app-1"), "client-secret-value"));
        QVERIFY(timer.elapsed() < 5000);
        QVERIFY(store.inMemoryOnly());
        QCOMPARE(store.read(QStringLiteral("sp/app-1")).value_or(QByteArray()), QByteArray("client-secret-value"));
        const QString notice = store.notice();
        QVERIFY2(notice.contains(QLatin1String("keychain plugin")), qPrintable(notice));
        QVERIFY2(notice.contains(QLatin1String("pw-no-such-dir")), qPrintable(notice));
        QVERIFY2(notice.contains(QLatin1String("kept in memory")), qPrintable(notice));
        QVERIFY(!notice.contains(QLatin1String("client-secret-value")));

        // a second store learns the same at its first secret
        pw::azure::SecretStore other;
        QVERIFY(!other.read(QStringLiteral("sp/app-1")).has_value());
        QVERIFY(other.inMemoryOnly());
    }
};

QTEST_GUILESS_MAIN(TestKeychainMissing)
#include "tst_keychainmissing.moc"
