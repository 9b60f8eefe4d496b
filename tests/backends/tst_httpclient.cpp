// SPDX-License-Identifier: MIT
// The Azure backend's HTTP layer against a loopback HTTP/1.1 server written here: answers, retries (429 with
// Retry-After, 503 with backoff, POST not retried on 502), ARM error bodies in messages, nextLink paging (and a
// service that goes round in circles), timeouts, cancellation, connection reuse and the endpoint rules.
#include "armresponse.h"
#include "httpclient.h"
#include "azuretesting.h"
#include "httptesting.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QtConcurrent>

#include <functional>

using namespace pw;

namespace {

http::ClientOptions fastRetries()
{
    http::ClientOptions o;
    o.backoffBaseSeconds = 0.05;
    return o;
}

QByteArray armError(const char* code, const char* message)
{
    return QJsonDocument(QJsonObject {{QStringLiteral("error"),
                                       QJsonObject {{QStringLiteral("code"), QString::fromLatin1(code)},
                                                    {QStringLiteral("message"), QString::fromLatin1(message)},
                                                    {QStringLiteral("target"), QStringLiteral("computeName")}}}})
        .toJson(QJsonDocument::Compact);
}

} // namespace

class TestHttpClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void getReturnsBodyAndHeadersOverOneConnection()
    {
        LoopbackServer server;
        server.handler = [](const Received& r) {
            Reply reply;
            reply.headers = {{"x-ms-request-id", "abc"}, {"Content-Type", "application/json"}};
            reply.body = "{\"path\":\"" + r.path + "\"}";
            return reply;
        };
        http::Client client;
        for (int i = 0; i < 5; ++i) {
            http::Request req;
            req.url = server.url(QStringLiteral("/things/%1?api-version=2026-05-01").arg(i));
            req.headers = {{"Authorization", "Bearer secret-token"}};
            const http::Response r = wait(client.send(req));
            QVERIFY2(r.ok(), qPrintable(r.error));
            QCOMPARE(r.status, 200);
            QCOMPARE(r.header("X-MS-Request-Id"), QByteArray("abc"));
            QVERIFY(r.body.contains(QByteArray("/things/" + QByteArray::number(i))));
            QCOMPARE(r.attempts, 1);
        }
        QCOMPARE(server.requests.size(), 5);
        QCOMPARE(server.requests.first().headers.value("authorization"), QByteArray("Bearer secret-token"));
        QCOMPARE(server.connections, 1); // keep-alive: one connection for all five
    }

    void putSendsItsBody()
    {
        LoopbackServer server;
        server.handler = [](const Received&) { return Reply {201, {}, "{}"}; };
        http::Client client;
        http::Request req;
        req.method = "PUT";
        req.url = server.url(QStringLiteral("/jobs/j1"));
        req.headers = {{"Content-Type", "application/json"}};
        req.body = "{\"properties\":{\"jobType\":\"Pipeline\"}}";
        const http::Response r = wait(client.send(req));
        QCOMPARE(r.status, 201);
        QCOMPARE(server.requests.value(0).method, QByteArray("PUT"));
        QCOMPARE(server.requests.value(0).body, req.body);
    }

    void tooManyRequestsWaitsAsRetryAfterSays()
    {
        LoopbackServer server;
        int calls = 0;
        server.handler = [&calls](const Received&) {
            if (++calls == 1)
                return Reply {429, {{"Retry-After", "1"}}, armError("TooManyRequests", "slow down")};
            return Reply {200, {}, "{}"};
        };
        http::Client client(fastRetries());
        http::Request req;
        req.url = server.url(QStringLiteral("/usages"));
        QElapsedTimer t;
        t.start();
        const http::Response r = wait(client.send(req));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.attempts, 2);
        QVERIFY2(t.elapsed() >= 950, qPrintable(QString::number(t.elapsed()))); // Retry-After, not the 50 ms backoff
    }

    void serviceUnavailableBacksOffThenGivesUpWithTheServiceMessage()
    {
        LoopbackServer server;
        server.handler = [](const Received&) {
            return Reply {503, {}, armError("ServiceUnavailable", "The service is busy.")};
        };
        http::ClientOptions o = fastRetries();
        o.maxRetries = 2;
        http::Client client(o);
        http::Request req;
        req.url = server.url(QStringLiteral("/computes?api-version=2026-05-01&sig=s3cret"));
        const http::Response r = wait(client.send(req));
        QCOMPARE(r.status, 503);
        QCOMPARE(r.attempts, 3);
        QCOMPARE(server.requests.size(), 3);
        const QString message = arm::describeFailure(r);
        QVERIFY2(message.contains(QLatin1String("ServiceUnavailable: The service is busy.")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("/computes")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("target: computeName")), qPrintable(message));
        QVERIFY2(!message.contains(QLatin1String("s3cret")), qPrintable(message)); // the SAS signature is not shown
    }

    void postIsNotRetriedOnBadGateway()
    {
        LoopbackServer server;
        server.handler = [](const Received&) { return Reply {502, {}, "bad gateway"}; };
        http::Client client(fastRetries());
        http::Request req;
        req.method = "POST";
        req.url = server.url(QStringLiteral("/jobs/j1/cancel"));
        const http::Response r = wait(client.send(req));
        QCOMPARE(r.status, 502);
        QCOMPARE(r.attempts, 1);
        QVERIFY(arm::describeFailure(r, "POST").contains(QLatin1String("bad gateway")));
        QVERIFY(!http::isRetryable(502, false));
        QVERIFY(http::isRetryable(503, false));
        QVERIFY(!http::isRetryable(429, false)); // a POST throttled without saying when to come back
        QVERIFY(http::isRetryable(429, false, true)); // ... and with Retry-After: the service did not do it
        QVERIFY(http::isRetryable(429, true));
        QVERIFY(!http::isRetryable(404, true));
        QVERIFY(http::isIdempotentMethod("put") && !http::isIdempotentMethod("POST"));
    }

    // a POST the service throttled with Retry-After was not carried out: sent again; without Retry-After it is not
    void postThrottledWithRetryAfterIsSentAgain()
    {
        LoopbackServer server;
        int calls = 0;
        bool sayWhen = true;
        server.handler = [&](const Received&) {
            if (++calls % 2 == 1)
                return Reply {429, sayWhen ? QList<QPair<QByteArray, QByteArray>> {{"Retry-After", "0"}} : QList<QPair<QByteArray, QByteArray>> {},
                              armError("TooManyRequests", "slow down")};
            return Reply {200, {}, "{}"};
        };
        http::Client client(fastRetries());
        http::Request req;
        req.method = "POST";
        req.url = server.url(QStringLiteral("/codes/c/versions/1/startPendingUpload"));
        req.body = "{}";
        const http::Response r = wait(client.send(req));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.attempts, 2);
        sayWhen = false;
        const http::Response once = wait(client.send(req));
        QCOMPARE(once.status, 429);
        QCOMPARE(once.attempts, 1);
    }

    // an answer cut short (CURLE_PARTIAL_FILE) is fetched again for an idempotent request, never for one that is not;
    // a request that is not idempotent goes on a connection of its own, so that libcurl cannot re-send it either
    void answerCutShortIsFetchedAgainWhenIdempotent()
    {
        LoopbackServer server;
        int calls = 0;
        server.handler = [&](const Received&) {
            Reply r {200, {}, R"({"value":[1,2,3,4,5,6,7,8]})"};
            r.cutShort = ++calls == 1;
            return r;
        };
        http::Client client(fastRetries());
        http::Request get;
        get.url = server.url(QStringLiteral("/jobs"));
        const http::Response r = wait(client.send(get));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.attempts, 2);
        QCOMPARE(r.body, QByteArray(R"({"value":[1,2,3,4,5,6,7,8]})"));

        calls = 0;
        http::Request post;
        post.method = "POST";
        post.url = server.url(QStringLiteral("/jobs/j1/cancel"));
        const int connectionsBefore = server.connections;
        const http::Response cut = wait(client.send(post));
        QCOMPARE(cut.status, 0);
        QCOMPARE(cut.attempts, 1);
        QCOMPARE(server.requests.size(), 3);
        QVERIFY2(cut.error.contains(QLatin1String("/jobs/j1/cancel")), qPrintable(cut.error));
        QCOMPARE(server.connections, connectionsBefore + 1); // not the pooled connection
        post.idempotent = true; // an action the caller knows may be repeated
        calls = 0;
        QVERIFY(wait(client.send(post)).ok());
    }

    // a URL's escapes (%3A in a SAS expiry) stay as they are in every message
    void urlsInMessagesKeepTheirEscapes()
    {
        LoopbackServer server;
        server.handler = [](const Received&) { return Reply {404, {}, armError("NotFound", "gone")}; };
        http::Client client(fastRetries());
        http::Request req;
        req.url = QUrl(server.url(QStringLiteral("/blob")).toString() + QStringLiteral("?se=2026-12-02T00%3A00%3A00Z&sv=1"));
        const http::Response r = wait(client.send(req));
        const QString message = arm::describeFailure(r, "GET");
        QVERIFY2(message.contains(QLatin1String("se=2026-12-02T00%3A00%3A00Z")), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("HTTP 404, NotFound: gone")), qPrintable(message));
        server.handler = [](const Received&) {
            Reply dropped;
            dropped.drop = true;
            return dropped;
        };
        http::ClientOptions once = fastRetries();
        once.maxRetries = 0;
        http::Client impatient(once);
        const http::Response lost = wait(impatient.send(req));
        QVERIFY2(lost.error.contains(QLatin1String("se=2026-12-02T00%3A00%3A00Z")) && lost.error.contains(QLatin1String("1 attempt")),
                 qPrintable(lost.error));
    }

    void listFollowsNextLinkAcrossPages()
    {
        LoopbackServer server;
        server.handler = [&server](const Received& r) {
            QJsonArray value;
            QJsonObject page;
            const int n = r.path.contains("skip=2") ? 2 : r.path.contains("skip=1") ? 1 : 0;
            value.append(QJsonObject {{QStringLiteral("name"), QStringLiteral("item%1").arg(n)}});
            page.insert(QStringLiteral("value"), value);
            if (n < 2)
                page.insert(QStringLiteral("nextLink"),
                            server.url(QStringLiteral("/computes?api-version=2026-05-01&$skip=%1").arg(n + 1)).toString());
            return Reply {200, {}, QJsonDocument(page).toJson()};
        };
        http::Client client;
        http::Request req;
        req.url = server.url(QStringLiteral("/computes?api-version=2026-05-01"));
        req.headers = {{"Authorization", "Bearer t"}};
        const arm::ListResult list = aside([&client, req] { return arm::listAll(client, req); });
        QVERIFY2(list.error.isEmpty(), qPrintable(list.error));
        QCOMPARE(list.pages, 3);
        QCOMPARE(list.items.size(), 3);
        QCOMPARE(list.items.at(2).toObject().value(QLatin1String("name")).toString(), QStringLiteral("item2"));
        for (const Received& r : std::as_const(server.requests))
            QCOMPARE(r.headers.value("authorization"), QByteArray("Bearer t")); // every page is signed
    }

    void listStopsWhenTheServiceGoesRoundInCircles()
    {
        LoopbackServer server;
        server.handler = [&server](const Received&) {
            const QJsonObject page {{QStringLiteral("value"), QJsonArray {1}},
                                    {QStringLiteral("nextLink"), server.url(QStringLiteral("/loop?p=1")).toString()}};
            return Reply {200, {}, QJsonDocument(page).toJson()};
        };
        http::Client client;
        http::Request req;
        req.url = server.url(QStringLiteral("/loop?p=0"));
        const arm::ListResult list = aside([&client, req] { return arm::listAll(client, req); });
        QVERIFY(list.error.contains(QLatin1String("repeats an earlier page")));
        QCOMPARE(list.pages, 2);
        QCOMPARE(list.items.size(), 2);
    }

    void pagesThatAreNotListsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not json") << QByteArray("<html>") << QStringLiteral("is not JSON");
        QTest::newRow("no value") << QByteArray("{\"items\":[]}") << QStringLiteral("not a list");
        QTest::newRow("value not array") << QByteArray("{\"value\":{}}") << QStringLiteral("not a list");
        QTest::newRow("nextLink not string") << QByteArray("{\"value\":[],\"nextLink\":5}") << QStringLiteral("nextLink");
        // a host label longer than 63 characters (found by fuzz_arm)
        QTest::newRow("nextLink invalid") << QByteArray("{\"value\":[],\"nextLink\":\"https://management.azure.1c"
                                                        + QByteArray(70, 'm') + "om/x?$skip=1\"}")
                                          << QStringLiteral("not a valid address");
    }

    void pagesThatAreNotListsAreNamed()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, expected);
        const arm::Page page = arm::parsePage(body, QUrl(QStringLiteral("https://management.azure.com/x?a=1")));
        QVERIFY2(page.error.contains(expected), qPrintable(page.error));
        QVERIFY(page.error.contains(QLatin1String("management.azure.com/x")));
    }

    void relativeNextLinkResolvesAgainstThePage()
    {
        const arm::Page page = arm::parsePage("{\"value\":[],\"nextLink\":\"/next?$skip=5\"}",
                                              QUrl(QStringLiteral("https://example.com/a/b?x=1")));
        QCOMPARE(page.nextLink, QUrl(QStringLiteral("https://example.com/next?$skip=5")));
    }

    void timeoutNamesTheUrl()
    {
        LoopbackServer server;
        server.handler = [](const Received&) { return Reply {200, {}, {}, true}; };
        http::Client client;
        http::Request req;
        req.url = server.url(QStringLiteral("/slow"));
        req.timeoutMs = 300;
        QElapsedTimer t;
        t.start();
        const http::Response r = wait(client.send(req));
        QCOMPARE(r.status, 0);
        QVERIFY2(r.error.contains(QLatin1String("/slow")), qPrintable(r.error));
        QVERIFY2(r.error.contains(QLatin1String("no complete answer")), qPrintable(r.error));
        QVERIFY(t.elapsed() < 5000);
    }

    void cancelStopsATransferInFlight()
    {
        LoopbackServer server;
        server.handler = [](const Received&) { return Reply {200, {}, {}, true}; };
        http::Client client;
        http::Request req;
        req.url = server.url(QStringLiteral("/forever"));
        QFuture<http::Response> f = client.send(req);
        QTRY_COMPARE(server.requests.size(), 1);
        client.cancelAll();
        const http::Response r = wait(f, 5000);
        QVERIFY(r.cancelled);
        QVERIFY2(r.error.contains(QLatin1String("cancelled")), qPrintable(r.error));

        // cancelling the future itself stops the transfer too
        QFuture<http::Response> g = client.send(req);
        QTRY_COMPARE(server.requests.size(), 2);
        g.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(g.isFinished(), 5000);
    }

    void connectionRefusedIsReported()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            probe.listen(QHostAddress::LocalHost, 0);
            port = probe.serverPort();
        }
        http::Client client(fastRetries());
        http::Request req;
        req.url = QUrl(QStringLiteral("http://127.0.0.1:%1/x").arg(port));
        const http::Response r = wait(client.send(req));
        QCOMPARE(r.status, 0);
        QCOMPARE(r.attempts, 4); // the first and three retries
        // a sentence first, the request (once) after it
        QVERIFY2(r.error.startsWith(QLatin1String("Could not connect to 127.0.0.1: nothing answers there")), qPrintable(r.error));
        QCOMPARE(r.error.count(QStringLiteral("http://127.0.0.1:%1/x").arg(port)), 1);
        QVERIFY2(r.error.contains(QLatin1String("4 attempt(s)")), qPrintable(r.error));

        // a name that does not resolve (.invalid never does), asked without a proxy
        for (const char* proxy : {"https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"})
            qunsetenv(proxy);
        http::ClientOptions once = fastRetries();
        once.maxRetries = 0;
        http::Client impatient(once);
        http::Request nowhere;
        nowhere.url = QUrl(QStringLiteral("https://login.nowhere.invalid/token"));
        const http::Response n = wait(impatient.send(nowhere));
        QCOMPARE(n.status, 0);
        QVERIFY2(n.error.startsWith(QLatin1String("Could not reach login.nowhere.invalid: its name does not resolve")), qPrintable(n.error));
    }

    void endpointRules_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("https") << QStringLiteral("https://management.azure.com/x") << true;
        QTest::newRow("http loopback v4") << QStringLiteral("http://127.0.0.1:8080/x") << true;
        QTest::newRow("http loopback 127/8") << QStringLiteral("http://127.10.0.3/x") << true;
        QTest::newRow("http localhost") << QStringLiteral("http://localhost:1/x") << true;
        QTest::newRow("http v6 loopback") << QStringLiteral("http://[::1]:9/x") << true;
        QTest::newRow("http remote") << QStringLiteral("http://management.azure.com/x") << false;
        QTest::newRow("http private ip") << QStringLiteral("http://10.0.0.4/x") << false;
        QTest::newRow("http metadata service") << QStringLiteral("http://169.254.169.254/metadata/x") << true;
        QTest::newRow("http other link-local") << QStringLiteral("http://169.254.0.1/x") << false;
        QTest::newRow("http lookalike") << QStringLiteral("http://127.0.0.1.example.com/x") << false;
        QTest::newRow("ftp") << QStringLiteral("ftp://127.0.0.1/x") << false;
        QTest::newRow("no host") << QStringLiteral("https:///x") << false;
    }

    void endpointRules()
    {
        QFETCH(QString, url);
        QFETCH(bool, allowed);
        QCOMPARE(http::checkEndpoint(QUrl(url)).isEmpty(), allowed);
        if (!allowed) {
            // refused before anything is sent
            http::Client client;
            http::Request req;
            req.url = QUrl(url);
            const http::Response r = wait(client.send(req));
            QVERIFY(!r.error.isEmpty());
            QCOMPARE(r.attempts, 0);
        }
    }

    void retryAfterValues()
    {
        const QDateTime now(QDate(2026, 11, 24), QTime(12, 0, 0), Qt::UTC);
        QCOMPARE(http::parseRetryAfter("5", now), std::optional<qint64>(5000));
        QCOMPARE(http::parseRetryAfter(" 0 ", now), std::optional<qint64>(0));
        QCOMPARE(http::parseRetryAfter("1.5", now), std::optional<qint64>(1500));
        QCOMPARE(http::parseRetryAfter("-3", now), std::optional<qint64>(0));
        QCOMPARE(http::parseRetryAfter("Tue, 24 Nov 2026 12:00:30 GMT", now), std::optional<qint64>(30000));
        QCOMPARE(http::parseRetryAfter("Tue, 24 Nov 2026 11:00:00 GMT", now), std::optional<qint64>(0));
        QCOMPARE(http::parseRetryAfter("", now), std::nullopt);
        QCOMPARE(http::parseRetryAfter("soon", now), std::nullopt);
    }

    void armErrorBodies()
    {
        const auto e = arm::parseError(
            R"({"error":{"code":"BadArgument","message":"Bad name.","target":"name","details":[{"code":"Inner","message":"Too long."}]}})");
        QVERIFY(e);
        QCOMPARE(e->code, QStringLiteral("BadArgument"));
        QCOMPARE(e->details, QStringList {QStringLiteral("Inner: Too long.")});
        QVERIFY(!arm::parseError("not json"));
        QVERIFY(!arm::parseError("{\"value\":[]}"));
        QVERIFY(!arm::parseError("{\"error\":{}}"));
        http::Response empty;
        empty.status = 404;
        empty.url = QUrl(QStringLiteral("https://h/p"));
        QVERIFY(arm::describeFailure(empty).contains(QLatin1String("HTTP 404 with an empty body")));
    }

    void secretsAreTakenOutOfUrls()
    {
        const QString shown = http::redactedUrl(
            QUrl(QStringLiteral("https://user:pw@acct.blob.core.windows.net/c/b?sv=2021&sig=abc%2Bdef&se=x")));
        QVERIFY(!shown.contains(QLatin1String("abc")));
        QVERIFY(!shown.contains(QLatin1String("pw@")));
        QVERIFY(shown.contains(QLatin1String("sv=2021")));
        QVERIFY(shown.contains(QLatin1String("sig=REDACTED")));
    }
};

QTEST_GUILESS_MAIN(TestHttpClient)
#include "tst_httpclient.moc"
