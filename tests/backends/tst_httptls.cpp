// SPDX-License-Identifier: MIT
// The Azure backend's HTTP client over real TLS: an HTTPS server on 127.0.0.1 with self-signed certificates made
// here by the openssl command. A certificate nobody vouches for is refused (the message names the URL and the
// certificate; the request never reaches the server), a CA bundle that holds it is trusted, a certificate for
// another host name is refused even then, plain http:// to a host that is not loopback is refused before a
// connection is made, and one client keeps its TLS connections: many requests, few handshakes.
#include "httpclient.h"
#include "httptesting.h"
#include "tlsloopbackserver.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QNetworkInterface>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace pw;

namespace {

/// Let the server's side of a connection catch up (its handshake signals, a close) for `ms`.
void settle(int ms = 200)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
}

Reply hello(const Received& r)
{
    return Reply {200, {{"Content-Type", "application/json"}}, "{\"path\":\"" + r.path + "\"}"};
}

http::ClientOptions trusting(const TlsIdentity& id)
{
    http::ClientOptions o;
    o.caBundle = id.certificateFile;
    o.backoffBaseSeconds = 0.05;
    return o;
}

/// An IPv4 address of this machine that is not loopback (nor link-local); null when there is none.
QHostAddress nonLoopbackAddress()
{
    for (const QHostAddress& a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() && !a.isLinkLocal())
            return a;
    return {};
}

} // namespace

class TestHttpTls : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    TlsIdentity m_local; // CN and SAN 127.0.0.1 and localhost
    TlsIdentity m_other; // other.example only

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QSslSocket::supportsSsl(),
                 qPrintable(QStringLiteral("Qt has no TLS backend here (%1); the HTTPS server of this test needs one")
                                .arg(QSslSocket::availableBackends().join(QLatin1String(", ")))));
        QVERIFY(m_dir.isValid());
        m_local = makeSelfSignedIdentity(m_dir.path(), QStringLiteral("local"), QStringLiteral("127.0.0.1"),
                                         QStringLiteral("IP:127.0.0.1,DNS:localhost"));
        QVERIFY2(m_local.error.isEmpty(), qPrintable(m_local.error));
        m_other = makeSelfSignedIdentity(m_dir.path(), QStringLiteral("other"), QStringLiteral("other.example"),
                                         QStringLiteral("DNS:other.example"));
        QVERIFY2(m_other.error.isEmpty(), qPrintable(m_other.error));
    }

    void trustedCertificateServesTheRequest()
    {
        TlsLoopbackServer server(m_local);
        QVERIFY(server.isListening());
        server.handler = hello;
        http::Client client(trusting(m_local));
        http::Request req;
        req.url = server.url(QStringLiteral("/jobs?api-version=2026-05-01"));
        req.headers = {{"Authorization", "Bearer secret-token"}};
        const http::Response r = wait(client.send(req));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.body, QByteArray("{\"path\":\"/jobs?api-version=2026-05-01\"}"));
        QCOMPARE(server.requests.size(), 1);
        QCOMPARE(server.requests.first().headers.value("authorization"), QByteArray("Bearer secret-token"));
        QCOMPARE(server.handshakes.load(), 1);
        QCOMPARE(server.failedHandshakes.load(), 0);
    }

    void localhostMatchesItsDnsName()
    {
        TlsLoopbackServer server(m_local);
        server.handler = hello;
        http::Client client(trusting(m_local));
        http::Request req;
        req.url = QUrl(QStringLiteral("https://localhost:%1/x").arg(server.serverPort()));
        const http::Response r = wait(client.send(req));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(server.requests.size(), 1);
    }

    void untrustedCertificateIsRefusedWithTheUrl()
    {
        TlsLoopbackServer server(m_local);
        server.handler = hello;
        http::Client client; // the system's CA bundle: nobody there vouches for a certificate made a moment ago
        http::Request req;
        req.url = server.url(QStringLiteral("/jobs?api-version=2026-05-01&sig=s3cret"));
        const http::Response r = wait(client.send(req));
        qInfo("%s", qPrintable(r.error));
        QVERIFY(!r.ok());
        QCOMPARE(r.status, 0);
        QVERIFY(!r.cancelled);
        QCOMPARE(r.attempts, 1); // a certificate that cannot be verified is not tried again
        const QString where = server.url(QStringLiteral("/jobs")).toString();
        QVERIFY2(r.error.contains(where), qPrintable(r.error));
        QVERIFY2(r.error.contains(QLatin1String("certificate"), Qt::CaseInsensitive), qPrintable(r.error));
        QVERIFY2(r.error.contains(QLatin1String("verif"), Qt::CaseInsensitive), qPrintable(r.error));
        QVERIFY2(!r.error.contains(QLatin1String("s3cret")), qPrintable(r.error));
        settle();
        QVERIFY(server.requests.isEmpty()); // no silent insecure fallback: not a byte of HTTP went over
        QCOMPARE(server.handshakes.load(), 0);
        QCOMPARE(server.failedHandshakes.load(), 1);
    }

    void certificateForAnotherHostIsRefused()
    {
        TlsLoopbackServer server(m_other);
        server.handler = hello;
        http::Client client(trusting(m_other)); // trusted, but issued to other.example, not to 127.0.0.1
        http::Request req;
        req.url = server.url(QStringLiteral("/x"));
        const http::Response r = wait(client.send(req));
        qInfo("%s", qPrintable(r.error));
        QVERIFY(!r.ok());
        QCOMPARE(r.status, 0);
        QVERIFY2(r.error.contains(server.url(QStringLiteral("/x")).toString()), qPrintable(r.error));
        QVERIFY2(r.error.contains(QLatin1String("127.0.0.1")), qPrintable(r.error));
        QVERIFY2(r.error.contains(QLatin1String("name"), Qt::CaseInsensitive), qPrintable(r.error));
        settle();
        // libcurl compares the name once the handshake is through, so the server may have seen one; no request
        // followed it
        QVERIFY(server.requests.isEmpty());
    }

    void missingCaBundleIsNamed()
    {
        TlsLoopbackServer server(m_local);
        server.handler = hello;
        http::ClientOptions o;
        o.caBundle = m_dir.filePath(QStringLiteral("no-such-bundle.pem"));
        http::Client client(o);
        http::Request req;
        req.url = server.url(QStringLiteral("/x"));
        const http::Response r = wait(client.send(req));
        qInfo("%s", qPrintable(r.error));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(server.url(QStringLiteral("/x")).toString()), qPrintable(r.error));
        QVERIFY2(r.error.contains(o.caBundle), qPrintable(r.error));
        QVERIFY(server.requests.isEmpty());
    }

    void plainHttpToAnotherHostIsRefusedBeforeConnecting()
    {
        // a listener on an address of this machine that is not loopback: the client must not even connect to it
        const QHostAddress address = nonLoopbackAddress();
        QTcpServer listener;
        int connections = 0;
        QObject::connect(&listener, &QTcpServer::newConnection, &listener, [&] {
            while (QTcpSocket* s = listener.nextPendingConnection()) {
                ++connections;
                s->abort();
                s->deleteLater();
            }
        });
        QUrl target(QStringLiteral("http://192.0.2.1:9/jobs")); // TEST-NET-1 when the machine has no such address
        if (!address.isNull()) {
            QVERIFY2(listener.listen(address, 0), qPrintable(listener.errorString()));
            target = QUrl(QStringLiteral("http://%1:%2/jobs").arg(address.toString()).arg(listener.serverPort()));
        }
        http::Client client;
        http::Request req;
        req.url = target;
        QElapsedTimer t;
        t.start();
        const http::Response r = wait(client.send(req));
        qInfo("%s", qPrintable(r.error));
        QVERIFY(!r.ok());
        QCOMPARE(r.attempts, 0); // refused before the first attempt
        QVERIFY2(t.elapsed() < 1000, qPrintable(QString::number(t.elapsed())));
        QVERIFY2(r.error.contains(QLatin1String("http://")), qPrintable(r.error));
        QVERIFY2(r.error.contains(target.host()), qPrintable(r.error));
        settle();
        QCOMPARE(connections, 0);
        if (address.isNull())
            return;
        // control: https to the same listener is allowed and does connect (the listener closes it at once)
        req.url.setScheme(QStringLiteral("https"));
        req.retry = false;
        req.timeoutMs = 5000;
        const http::Response tls = wait(client.send(req));
        QVERIFY(!tls.ok());
        QCOMPARE(tls.attempts, 1);
        settle();
        QCOMPARE(connections, 1);
    }

    void oneConnectionCarriesManyRequests()
    {
        TlsLoopbackServer server(m_local);
        server.handler = hello;
        http::Client client(trusting(m_local));
        const int n = 40;
        for (int i = 0; i < n; ++i) {
            http::Request req;
            req.url = server.url(QStringLiteral("/jobs/%1").arg(i));
            const http::Response r = wait(client.send(req));
            QVERIFY2(r.ok(), qPrintable(r.error));
        }
        QCOMPARE(server.requests.size(), n);
        QCOMPARE(server.connections.load(), 1);
        QCOMPARE(server.handshakes.load(), 1); // one TLS handshake for all of them
    }

    void concurrentRequestsShareAFewConnections()
    {
        TlsLoopbackServer server(m_local);
        server.handler = hello;
        http::Client client(trusting(m_local));
        const int n = 40;
        QList<QFuture<http::Response>> inFlight;
        for (int i = 0; i < n; ++i) {
            http::Request req;
            req.url = server.url(QStringLiteral("/jobs/%1").arg(i));
            inFlight << client.send(req);
        }
        for (const auto& f : inFlight) {
            const http::Response r = wait(f);
            QVERIFY2(r.ok(), qPrintable(r.error));
        }
        const int afterBurst = server.handshakes.load();
        qInfo("%d requests in flight at once: %d TLS connections", n, afterBurst);
        QVERIFY2(afterBurst >= 1 && afterBurst <= http::MaxConnectionsPerHost, qPrintable(QString::number(afterBurst))); // the client's pool per host
        QCOMPARE(server.connections.load(), afterBurst);
        // the pool stays open: the next requests, one after another, set up no new TLS session
        for (int i = 0; i < n; ++i) {
            http::Request req;
            req.url = server.url(QStringLiteral("/again/%1").arg(i));
            const http::Response r = wait(client.send(req));
            QVERIFY2(r.ok(), qPrintable(r.error));
        }
        QCOMPARE(server.requests.size(), 2 * n);
        QCOMPARE(server.handshakes.load(), afterBurst);
    }

    void eachClientHasItsOwnPool()
    {
        // the count above is the client's doing: a second client sets up a session of its own
        TlsLoopbackServer server(m_local);
        server.handler = hello;
        for (int c = 0; c < 2; ++c) {
            http::Client client(trusting(m_local));
            for (int i = 0; i < 5; ++i) {
                http::Request req;
                req.url = server.url(QStringLiteral("/c%1/%2").arg(c).arg(i));
                const http::Response r = wait(client.send(req));
                QVERIFY2(r.ok(), qPrintable(r.error));
            }
        }
        QCOMPARE(server.handshakes.load(), 2);
    }
};

QTEST_GUILESS_MAIN(TestHttpTls)
#include "tst_httptls.moc"
