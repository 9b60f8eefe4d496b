// SPDX-License-Identifier: MIT
// The secret store: what is written reads back, removal forgets; where no keychain service runs (as in this test's
// environment, which has no D-Bus session) secrets stay in memory and the notice says so. Secrets never appear in
// the notice.
#include "secretstore.h"

#include <QTest>

using namespace pw::azure;

class TestSecretStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writeReadRemove()
    {
        SecretStore store(QStringLiteral("org.pipewright.Studio.test"));
        QVERIFY(store.write(QStringLiteral("sp/app-1"), "client-secret-value"));
        QCOMPARE(store.read(QStringLiteral("sp/app-1")).value_or(QByteArray()), QByteArray("client-secret-value"));
        QVERIFY(!store.read(QStringLiteral("sp/unknown")).has_value());
        store.remove(QStringLiteral("sp/app-1"));
        QVERIFY(!store.read(QStringLiteral("sp/app-1")).has_value());
        if (store.inMemoryOnly()) {
            QVERIFY(store.notice().contains(QLatin1String("kept in memory")));
            QVERIFY(!store.notice().contains(QLatin1String("client-secret-value")));
        } else {
            QVERIFY(store.notice().isEmpty());
        }
    }

    void memoryOnlyOnRequest()
    {
        qputenv("PIPEWRIGHT_NO_KEYCHAIN", "1");
        SecretStore store;
        qunsetenv("PIPEWRIGHT_NO_KEYCHAIN");
        QVERIFY(store.inMemoryOnly());
        QVERIFY(store.notice().contains(QLatin1String("PIPEWRIGHT_NO_KEYCHAIN")));
        QVERIFY(store.write(QStringLiteral("k"), "v"));
        QCOMPARE(store.read(QStringLiteral("k")).value_or(QByteArray()), QByteArray("v"));
    }
};

QTEST_GUILESS_MAIN(TestSecretStore)
#include "tst_secretstore.moc"
