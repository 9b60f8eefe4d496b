// SPDX-License-Identifier: MIT
// ARM requests against a loopback server: api-version and the bearer token on every request, a token renewed
// once after 401, lists, and long-running operations followed through Azure-AsyncOperation, Location or the
// resource's provisioningState, with cancellation.
#include "armclient.h"
#include "azuretesting.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QtConcurrent>

using namespace pw;

namespace {

class CountingCredential : public azure::Credential
{
public:
    std::atomic<int> calls {0};
    QString describe() const override { return QStringLiteral("test"); }
    azure::TokenResult acquire() override
    {
        const int n = ++calls;
        azure::TokenResult r;
        r.token.value = "t" + QByteArray::number(n);
        r.token.expiresOn = QDateTime::currentDateTimeUtc().addSecs(3600);
        return r;
    }
};

QByteArray status(const char* s)
{
    return QJsonDocument(QJsonObject {{QStringLiteral("status"), QString::fromLatin1(s)}}).toJson(QJsonDocument::Compact);
}

struct Fixture
{
    LoopbackServer server;
    http::Client http;
    CountingCredential* credential = nullptr;
    std::unique_ptr<azure::TokenCache> tokens;
    std::unique_ptr<arm::ArmClient> arm;

    Fixture()
    {
        auto c = std::make_unique<CountingCredential>();
        credential = c.get();
        tokens = std::make_unique<azure::TokenCache>(std::move(c));
        arm = std::make_unique<arm::ArmClient>(http, *tokens,
                                               azure::customCloud(server.url(QString()), QUrl(QStringLiteral("https://login.invalid"))));
    }
};

} // namespace

class TestArmClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void workspaceIds()
    {
        const arm::WorkspaceRef ws = arm::WorkspaceRef::fromId(
            QStringLiteral("/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1"));
        QCOMPARE(ws.subscription, QStringLiteral("s1"));
        QCOMPARE(ws.resourceGroup, QStringLiteral("rg1"));
        QCOMPARE(ws.workspace, QStringLiteral("ws1"));
        QCOMPARE(ws.path(), QStringLiteral("/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1"));
        QVERIFY(arm::WorkspaceRef::fromId(QStringLiteral("/subscriptions/s1")).subscription.isEmpty());
        arm::WorkspaceRef loc = ws;
        loc.location = QStringLiteral("eastus");
        QCOMPARE(loc.locationPath(), QStringLiteral("/subscriptions/s1/providers/Microsoft.MachineLearningServices/locations/eastus"));
    }

    void everyRequestCarriesApiVersionAndToken()
    {
        Fixture f;
        f.server.handler = [](const Received&) { return Reply {200, {}, "{}"}; };
        const http::Response r = aside([&f] { return f.arm->get(QStringLiteral("/subscriptions/s1/x"), {{QStringLiteral("$skip"), QStringLiteral("2")}}); });
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(f.server.requests.value(0).path, QByteArray("/subscriptions/s1/x?api-version=2026-05-01&$skip=2"));
        QCOMPARE(f.server.requests.value(0).headers.value("authorization"), QByteArray("Bearer t1"));
        // a whole URL (a nextLink) keeps its own api-version
        QCOMPARE(f.arm->url(QStringLiteral("https://h/p?api-version=2025-12-01&$skiptoken=a")).toString(),
                 QStringLiteral("https://h/p?api-version=2025-12-01&$skiptoken=a"));
    }

    void unauthorizedRenewsTheTokenOnce()
    {
        Fixture f;
        f.server.handler = [](const Received& r) {
            return r.headers.value("authorization") == "Bearer t1" ? Reply {401, {}, "{}"} : Reply {200, {}, "{}"};
        };
        const http::Response r = aside([&f] { return f.arm->get(QStringLiteral("/a")); });
        QVERIFY(r.ok());
        QCOMPARE(f.credential->calls.load(), 2);
        // still refused with the new token: the 401 is the answer, not a loop
        f.server.handler = [](const Received&) { return Reply {401, {}, R"({"error":{"code":"InvalidAuthenticationToken","message":"The access token is invalid."}})"}; };
        const http::Response refused = aside([&f] { return f.arm->get(QStringLiteral("/b")); });
        QCOMPARE(refused.status, 401);
        QCOMPARE(f.credential->calls.load(), 3);
        QVERIFY(arm::describeFailure(refused).contains(QLatin1String("InvalidAuthenticationToken")));
    }

    void asyncOperationIsFollowed()
    {
        Fixture f;
        int polls = 0;
        f.server.handler = [&f, &polls](const Received& r) {
            if (r.method == "PUT")
                return Reply {201, {{"Azure-AsyncOperation", f.server.url(QStringLiteral("/ops/1?api-version=2026-05-01")).toEncoded()},
                                    {"Retry-After", "0"}}, "{}"};
            return Reply {200, {}, ++polls < 3 ? status("InProgress") : status("Succeeded")};
        };
        const arm::OperationResult r = aside([&f] {
            const http::Response first = f.arm->send("PUT", QStringLiteral("/computes/c1"), "{}");
            return f.arm->follow(first, "PUT", QStringLiteral("/computes/c1"), {}, 0.01);
        });
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(r.status, QStringLiteral("Succeeded"));
        QCOMPARE(r.polls, 3);
    }

    void failedOperationSaysWhy()
    {
        Fixture f;
        f.server.handler = [&f](const Received& r) {
            if (r.method == "PUT")
                return Reply {201, {{"Azure-AsyncOperation", f.server.url(QStringLiteral("/ops/2")).toEncoded()}}, "{}"};
            return Reply {200, {}, R"({"status":"Failed","error":{"code":"QuotaExceeded","message":"Not enough quota for Standard_NC6."}})"};
        };
        const arm::OperationResult r = aside([&f] {
            return f.arm->follow(f.arm->send("PUT", QStringLiteral("/computes/c2"), "{}"), "PUT", QStringLiteral("/computes/c2"), {}, 0.01);
        });
        QVERIFY(!r.ok);
        QCOMPARE(r.status, QStringLiteral("Failed"));
        QVERIFY2(r.message.contains(QLatin1String("QuotaExceeded: Not enough quota")), qPrintable(r.message));
    }

    void locationIsFollowed()
    {
        Fixture f;
        int polls = 0;
        f.server.handler = [&f, &polls](const Received& r) {
            if (r.method == "DELETE")
                return Reply {202, {{"Location", f.server.url(QStringLiteral("/ops/3")).toEncoded()}}, {}};
            return ++polls < 3 ? Reply {202, {}, {}} : Reply {204, {}, {}};
        };
        const arm::OperationResult r = aside([&f] {
            return f.arm->follow(f.arm->send("DELETE", QStringLiteral("/computes/c3"), {}, {{QStringLiteral("underlyingResourceAction"), QStringLiteral("Delete")}}),
                                 "DELETE", QStringLiteral("/computes/c3"), {}, 0.01);
        });
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(r.polls, 3);
        QVERIFY(f.server.requests.first().path.contains("underlyingResourceAction=Delete"));
    }

    void provisioningStateIsFollowed()
    {
        Fixture f;
        int gets = 0;
        f.server.handler = [&gets](const Received& r) {
            const char* state = r.method == "PUT" ? "Creating" : ++gets < 2 ? "Creating" : "Succeeded";
            return Reply {200, {}, QByteArray(R"({"properties":{"provisioningState":")") + state + "\"}}"};
        };
        const arm::OperationResult r = aside([&f] {
            return f.arm->follow(f.arm->send("PUT", QStringLiteral("/computes/c4"), "{}"), "PUT", QStringLiteral("/computes/c4"), {}, 0.01);
        });
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(r.polls, 2);
    }

    void waitingCanBeStopped()
    {
        Fixture f;
        f.server.handler = [&f](const Received& r) {
            if (r.method == "PUT")
                return Reply {201, {{"Azure-AsyncOperation", f.server.url(QStringLiteral("/ops/4")).toEncoded()}}, "{}"};
            return Reply {200, {}, status("InProgress")};
        };
        std::atomic<bool> stop {false};
        QTimer::singleShot(300, [&stop] { stop = true; });
        const arm::OperationResult r = aside([&f, &stop] {
            return f.arm->follow(f.arm->send("PUT", QStringLiteral("/computes/c5"), "{}"), "PUT", QStringLiteral("/computes/c5"),
                                 [&stop] { return stop.load(); }, 0.05);
        });
        QVERIFY(!r.ok);
        QVERIFY2(r.message.contains(QLatin1String("goes on in Azure")), qPrintable(r.message));
    }
};

QTEST_GUILESS_MAIN(TestArmClient)
#include "tst_armclient.moc"
