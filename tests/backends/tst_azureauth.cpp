// SPDX-License-Identifier: MIT
// Signing in to Azure, against a loopback identity platform written here: the clouds, the Azure CLI's answer (and
// the CLI itself, as a script standing in for `az`), a service principal, a managed identity, the device code flow
// (pending, slow down, declined) and the token cache. Secrets must not appear in any message.
#include "azureauth.h"
#include "azuretesting.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>
#include <QtConcurrent>

using namespace pw;
using namespace pw::azure;

namespace {

/// Run `f` on another thread (credentials block; the server answers on this one) and wait for it.
QUrlQuery form(const Received& r)
{
    return QUrlQuery(QString::fromUtf8(r.body));
}

QByteArray json(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

class CountingCredential : public Credential
{
public:
    int calls = 0;
    qint64 lifetime = 3600;
    QString describe() const override { return QStringLiteral("counting"); }
    TokenResult acquire() override
    {
        ++calls;
        TokenResult r;
        r.token.value = "token-" + QByteArray::number(calls);
        r.token.expiresOn = QDateTime::currentDateTimeUtc().addSecs(lifetime);
        return r;
    }
};

} // namespace

class TestAzureAuth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void clouds()
    {
        QCOMPARE(cloudByName(QStringLiteral("public")).arm, QUrl(QStringLiteral("https://management.azure.com")));
        QCOMPARE(cloudByName(QStringLiteral("public")).armScope(), QStringLiteral("https://management.azure.com/.default"));
        QCOMPARE(cloudByName(QStringLiteral("AzureChinaCloud")).login, QUrl(QStringLiteral("https://login.chinacloudapi.cn")));
        QCOMPARE(cloudByName(QStringLiteral("usgov")).arm, QUrl(QStringLiteral("https://management.usgovcloudapi.net")));
        QVERIFY(cloudByName(QStringLiteral("mars")).name.isEmpty());
        QCOMPARE(cloudNames().size(), 3);
    }

    void azureCliOutput_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("expiresOn"); // POSIX seconds, 0 when not checked
        QTest::newRow("expires_on number") << QByteArray(R"({"accessToken":"abc","expires_on":1790000000,"expiresOn":"2026-09-21 10:13:20.000000"})")
                                           << true << qint64(1790000000);
        QTest::newRow("expires_on string") << QByteArray(R"({"accessToken":"abc","expires_on":"1790000000"})") << true
                                           << qint64(1790000000);
        QTest::newRow("expiresOn local only") << QByteArray(R"({"accessToken":"abc","expiresOn":"2026-11-24 13:05:10.123456"})")
                                              << true << qint64(0);
        QTest::newRow("no token") << QByteArray(R"({"expires_on":1790000000})") << false << qint64(0);
        QTest::newRow("not json") << QByteArray("ERROR: Please run 'az login'") << false << qint64(0);
    }

    void azureCliOutput()
    {
        QFETCH(QByteArray, output);
        QFETCH(bool, ok);
        QFETCH(qint64, expiresOn);
        const TokenResult r = AzureCliCredential::parseOutput(output);
        QCOMPARE(r.error.isEmpty(), ok);
        QCOMPARE(r.token.isValid(), ok);
        if (expiresOn)
            QCOMPARE(r.token.expiresOn.toSecsSinceEpoch(), expiresOn);
        if (ok && !expiresOn) {
            QDateTime local = QDateTime::fromString(QStringLiteral("2026-11-24 13:05:10"), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
            QCOMPARE(r.token.expiresOn, local.toUTC());
        }
    }

    void azureCliIsRun()
    {
        QTemporaryDir dir;
        const QString args = dir.filePath(QStringLiteral("args"));
        const QString az = dir.filePath(QStringLiteral("az"));
        QFile f(az);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("#!/bin/sh\necho \"$@\" > '%1'\necho '{\"accessToken\":\"cli-token\",\"expires_on\":4102444800}'\n")
                    .arg(args)
                    .toUtf8());
        f.close();
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        AzureCliCredential cli(cloudByName(QStringLiteral("china")), az, QStringLiteral("sub-1"));
        const TokenResult r = cli.acquire();
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.token.value, QByteArray("cli-token"));
        QFile a(args);
        QVERIFY(a.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll().trimmed(),
                 QByteArray("account get-access-token --resource https://management.chinacloudapi.cn/ --output json "
                            "--subscription sub-1"));

        // a CLI that is not signed in: its own words come through
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("#!/bin/sh\necho \"ERROR: Please run 'az login' to setup account.\" >&2\nexit 1\n");
        f.close();
        const TokenResult failed = cli.acquire();
        QVERIFY2(failed.error.contains(QLatin1String("az login")), qPrintable(failed.error));
        QVERIFY(failed.error.contains(QLatin1String("exit code 1")));

        AzureCliCredential missing(cloudByName(QString()), dir.filePath(QStringLiteral("no-such-az")));
        QVERIFY(missing.acquire().error.contains(QLatin1String("Install the Azure CLI")));
    }

    void servicePrincipal()
    {
        LoopbackServer server;
        server.handler = [](const Received& r) {
            const QUrlQuery q = form(r);
            if (q.queryItemValue(QStringLiteral("client_secret"), QUrl::FullyDecoded) != QLatin1String("s3cr%t&more"))
                return Reply {401, {}, json({{QStringLiteral("error"), QStringLiteral("invalid_client")},
                                             {QStringLiteral("error_description"),
                                              QStringLiteral("AADSTS7000215: Invalid client secret provided.\r\nTrace ID: 1\r\nCorrelation ID: 2")}})};
            if (q.queryItemValue(QStringLiteral("grant_type")) != QLatin1String("client_credentials")
                || q.queryItemValue(QStringLiteral("scope"), QUrl::FullyDecoded) != QLatin1String("http://127.0.0.1/.default"))
                return Reply {400, {}, json({{QStringLiteral("error"), QStringLiteral("invalid_request")}})};
            return Reply {200, {}, json({{QStringLiteral("access_token"), QStringLiteral("sp-token")},
                                         {QStringLiteral("expires_in"), 3599},
                                         {QStringLiteral("token_type"), QStringLiteral("Bearer")}})};
        };
        http::Client client;
        const Cloud cloud = customCloud(QUrl(QStringLiteral("http://127.0.0.1")), server.url(QStringLiteral("/login")));
        ServicePrincipalCredential good(client, cloud, QStringLiteral("tenant-1"), QStringLiteral("app-1"), "s3cr%t&more");
        const TokenResult r = aside([&good] { return good.acquire(); });
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.token.value, QByteArray("sp-token"));
        QVERIFY(qAbs(QDateTime::currentDateTimeUtc().secsTo(r.token.expiresOn) - 3599) < 30);
        QCOMPARE(server.requests.last().path, QByteArray("/login/tenant-1/oauth2/v2.0/token"));

        ServicePrincipalCredential bad(client, cloud, QStringLiteral("tenant-1"), QStringLiteral("app-1"), "wrong-secret");
        const TokenResult e = aside([&bad] { return bad.acquire(); });
        QVERIFY2(e.error.contains(QLatin1String("invalid_client: AADSTS7000215: Invalid client secret provided.")),
                 qPrintable(e.error));
        QVERIFY(!e.error.contains(QLatin1String("Trace ID")));
        QVERIFY(!e.error.contains(QLatin1String("wrong-secret")));
        QVERIFY(!e.token.isValid());
    }

    void managedIdentity()
    {
        LoopbackServer server;
        server.handler = [](const Received& r) {
            if (r.headers.value("metadata") != "true")
                return Reply {400, {}, "{}"};
            const QUrlQuery q(QString::fromUtf8(r.path.mid(r.path.indexOf('?') + 1)));
            if (q.queryItemValue(QStringLiteral("client_id")) != QLatin1String("mi-1"))
                return Reply {400, {}, json({{QStringLiteral("error"), QStringLiteral("invalid_request")},
                                             {QStringLiteral("error_description"), QStringLiteral("Identity not found")}})};
            return Reply {200, {}, json({{QStringLiteral("access_token"), QStringLiteral("mi-token")},
                                         {QStringLiteral("expires_on"), QStringLiteral("4102444800")}})};
        };
        http::Client client;
        ManagedIdentityCredential mi(client, cloudByName(QString()), QStringLiteral("mi-1"), server.url(QStringLiteral("/msi/token")));
        const TokenResult r = aside([&mi] { return mi.acquire(); });
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.token.expiresOn.toSecsSinceEpoch(), qint64(4102444800));
        QVERIFY(server.requests.last().path.contains("api-version=2018-02-01"));
        QVERIFY(server.requests.last().path.contains("resource=https"));

        ManagedIdentityCredential other(client, cloudByName(QString()), QStringLiteral("mi-2"), server.url(QStringLiteral("/msi/token")));
        QVERIFY(aside([&other] { return other.acquire(); }).error.contains(QLatin1String("Identity not found")));
        QCOMPARE(http::checkEndpoint(ManagedIdentityCredential::imdsEndpoint()), QString());
    }

    void deviceCode()
    {
        LoopbackServer server;
        int polls = 0;
        server.handler = [&polls](const Received& r) {
            if (r.path.endsWith("/devicecode")) {
                if (!form(r).queryItemValue(QStringLiteral("scope"), QUrl::FullyDecoded).endsWith(QLatin1String(" offline_access")))
                    return Reply {400, {}, "{}"};
                return Reply {200, {}, json({{QStringLiteral("device_code"), QStringLiteral("dev-1")},
                                             {QStringLiteral("user_code"), QStringLiteral("ABCD-EFGH")},
                                             {QStringLiteral("verification_uri"), QStringLiteral("https://microsoft.com/devicelogin")},
                                             {QStringLiteral("expires_in"), 900},
                                             {QStringLiteral("interval"), 5}})};
            }
            ++polls;
            if (form(r).queryItemValue(QStringLiteral("device_code")) != QLatin1String("dev-1"))
                return Reply {400, {}, "{}"};
            if (polls <= 2)
                return Reply {400, {}, json({{QStringLiteral("error"), QStringLiteral("authorization_pending")}})};
            if (polls == 3)
                return Reply {400, {}, json({{QStringLiteral("error"), QStringLiteral("slow_down")}})};
            return Reply {200, {}, json({{QStringLiteral("access_token"), QStringLiteral("user-token")},
                                         {QStringLiteral("refresh_token"), QStringLiteral("refresh-1")},
                                         {QStringLiteral("expires_in"), 4000}})};
        };
        http::Client client;
        const Cloud cloud = customCloud(QUrl(QStringLiteral("https://management.azure.com")), server.url(QString()));
        DeviceCodePrompt shown;
        DeviceCodeCredential dc(client, cloud, QString(), QStringLiteral("04b07795"), [&shown](const DeviceCodePrompt& p) { shown = p; });
        dc.setIntervalScale(0.01);
        dc.setMinimumInterval(0.01);
        const TokenResult r = aside([&dc] { return dc.acquire(); });
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.token.value, QByteArray("user-token"));
        QCOMPARE(r.refreshToken, QByteArray("refresh-1"));
        QCOMPARE(polls, 4);
        QCOMPARE(shown.userCode, QStringLiteral("ABCD-EFGH"));
        QVERIFY(shown.message.contains(QLatin1String("ABCD-EFGH")));
        QVERIFY(server.requests.first().path.startsWith("/organizations/oauth2/v2.0/devicecode"));

        // declined
        server.handler = [](const Received& r) {
            if (r.path.endsWith("/devicecode"))
                return Reply {200, {}, json({{QStringLiteral("device_code"), QStringLiteral("d")},
                                             {QStringLiteral("user_code"), QStringLiteral("U")},
                                             {QStringLiteral("interval"), 1}})};
            return Reply {400, {}, json({{QStringLiteral("error"), QStringLiteral("authorization_declined")}})};
        };
        QVERIFY(aside([&dc] { return dc.acquire(); }).error.contains(QLatin1String("declined")));

        // cancelled while waiting
        server.handler = [](const Received& r) {
            if (r.path.endsWith("/devicecode"))
                return Reply {200, {}, json({{QStringLiteral("device_code"), QStringLiteral("d")},
                                             {QStringLiteral("user_code"), QStringLiteral("U")},
                                             {QStringLiteral("interval"), 1}})};
            return Reply {400, {}, json({{QStringLiteral("error"), QStringLiteral("authorization_pending")}})};
        };
        std::atomic<bool> stop {false};
        DeviceCodeCredential waiting(client, cloud, QStringLiteral("t"), QStringLiteral("c"),
                                     [&stop](const DeviceCodePrompt&) { stop = true; }, [&stop] { return stop.load(); });
        QVERIFY(aside([&waiting] { return waiting.acquire(); }).error.contains(QLatin1String("cancelled")));
    }

    void environmentToken()
    {
        qputenv("PIPEWRIGHT_ACCESS_TOKEN", "env-token");
        qputenv("PIPEWRIGHT_ACCESS_TOKEN_EXPIRES_ON", "4102444800");
        QVERIFY(EnvironmentCredential::available());
        const TokenResult r = EnvironmentCredential().acquire();
        QCOMPARE(r.token.value, QByteArray("env-token"));
        QCOMPARE(r.token.expiresOn.toSecsSinceEpoch(), qint64(4102444800));
        qunsetenv("PIPEWRIGHT_ACCESS_TOKEN");
        qunsetenv("PIPEWRIGHT_ACCESS_TOKEN_EXPIRES_ON");
        QVERIFY(!EnvironmentCredential::available());
        QVERIFY(!EnvironmentCredential().acquire().error.isEmpty());
    }

    // a token for Azure Storage (identity-based datastores) from each way of signing in that can give one
    void tokensForStorage()
    {
        const QString storage = QLatin1String(StorageResource);
        QCOMPARE(storage, QStringLiteral("https://storage.azure.com/"));
        // the Azure CLI asks for the resource
        QTemporaryDir dir;
        const QString args = dir.filePath(QStringLiteral("args"));
        const QString az = dir.filePath(QStringLiteral("az"));
        QFile f(az);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("#!/bin/sh\necho \"$@\" > '%1'\necho '{\"accessToken\":\"st\",\"expires_on\":4102444800}'\n").arg(args).toUtf8());
        f.close();
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        AzureCliCredential cli(cloudByName(QString()), az);
        QVERIFY2(cli.acquireFor(storage).error.isEmpty(), "the CLI gives a Storage token");
        QFile a(args);
        QVERIFY(a.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll().trimmed(), QByteArray("account get-access-token --resource https://storage.azure.com/ --output json"));

        // a service principal and a managed identity name it as scope and resource; the device code sign-in through
        // its refresh token
        LoopbackServer server;
        QStringList asked;
        server.handler = [&asked](const Received& r) {
            const QUrlQuery q = r.method == "POST" ? form(r) : QUrlQuery(QString::fromUtf8(r.path.mid(r.path.indexOf('?') + 1)));
            const QString what = q.hasQueryItem(QStringLiteral("scope")) ? q.queryItemValue(QStringLiteral("scope"), QUrl::FullyDecoded)
                                                                         : q.queryItemValue(QStringLiteral("resource"), QUrl::FullyDecoded);
            asked << q.queryItemValue(QStringLiteral("grant_type")) + QLatin1Char(' ') + what;
            if (r.path.endsWith("/devicecode"))
                return Reply {200, {}, json({{QStringLiteral("device_code"), QStringLiteral("d")},
                                             {QStringLiteral("user_code"), QStringLiteral("U")},
                                             {QStringLiteral("interval"), 1}})};
            return Reply {200, {}, json({{QStringLiteral("access_token"), QStringLiteral("t")},
                                         {QStringLiteral("refresh_token"), QStringLiteral("r2")},
                                         {QStringLiteral("expires_in"), 3600}})};
        };
        http::Client client;
        const Cloud cloud = customCloud(QUrl(QStringLiteral("http://127.0.0.1")), server.url(QStringLiteral("/login")));
        ServicePrincipalCredential sp(client, cloud, QStringLiteral("t1"), QStringLiteral("app"), "secret");
        QVERIFY(aside([&] { return sp.acquireFor(storage); }).error.isEmpty());
        QCOMPARE(asked.takeLast(), QStringLiteral("client_credentials https://storage.azure.com/.default"));
        ManagedIdentityCredential mi(client, cloud, QString(), server.url(QStringLiteral("/msi/token")));
        QVERIFY(aside([&] { return mi.acquireFor(storage); }).error.isEmpty());
        QCOMPARE(asked.takeLast(), QStringLiteral(" https://storage.azure.com/"));
        DeviceCodeCredential dc(client, cloud, QString(), QStringLiteral("c"), {});
        dc.setIntervalScale(0.01);
        dc.setMinimumInterval(0.01);
        QVERIFY2(aside([&] { return dc.acquireFor(storage); }).error.contains(QLatin1String("Resource Manager only")),
                 "before a sign-in there is no refresh token");
        QVERIFY(aside([&] { return dc.acquire(); }).error.isEmpty());
        QVERIFY(aside([&] { return dc.acquireFor(storage); }).error.isEmpty());
        QCOMPARE(asked.takeLast(), QStringLiteral("refresh_token https://storage.azure.com/.default"));

        // the environment: a second variable; without it the error names it
        qputenv("PIPEWRIGHT_ACCESS_TOKEN", "arm");
        QVERIFY(EnvironmentCredential().acquireFor(storage).error.contains(QLatin1String("PIPEWRIGHT_STORAGE_ACCESS_TOKEN")));
        qputenv("PIPEWRIGHT_STORAGE_ACCESS_TOKEN", "env-storage");
        QCOMPARE(EnvironmentCredential().acquireFor(storage).token.value, QByteArray("env-storage"));
        qunsetenv("PIPEWRIGHT_STORAGE_ACCESS_TOKEN");
        qunsetenv("PIPEWRIGHT_ACCESS_TOKEN");

        // the cache keeps it beside the Resource Manager token
        auto counting = std::make_unique<CountingCredential>();
        TokenCache cache(std::move(counting));
        const TokenResult first = cache.tokenFor(storage);
        QVERIFY2(!first.error.isEmpty(), "a credential that gives none says so");
        QVERIFY(first.error.contains(storage));
    }

    void cacheRenewsBeforeExpiry()
    {
        auto counting = std::make_unique<CountingCredential>();
        CountingCredential* c = counting.get();
        TokenCache cache(std::move(counting), 300);
        QCOMPARE(cache.token().token.value, QByteArray("token-1"));
        QCOMPARE(cache.token().token.value, QByteArray("token-1")); // reused
        QCOMPARE(c->calls, 1);
        cache.invalidate();
        QCOMPARE(cache.token().token.value, QByteArray("token-2"));
        c->lifetime = 120; // ends within the margin: renewed every time it is asked for
        cache.invalidate();
        QCOMPARE(cache.token().token.value, QByteArray("token-3"));
        QCOMPARE(cache.token().token.value, QByteArray("token-4"));
    }
};

QTEST_GUILESS_MAIN(TestAzureAuth)
#include "tst_azureauth.moc"
