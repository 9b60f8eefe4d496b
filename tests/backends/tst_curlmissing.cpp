// SPDX-License-Identifier: MIT
// libcurl is loaded when the first HTTP client is made (models/backends/azure/curlapi.h). When it cannot be, every
// request ends at once with a message that names the request's URL and the library, and nothing waits or crashes.
#include "httpclient.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTest>

class TestCurlMissing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // before the first client: the process loads libcurl once
        qputenv("PIPEWRIGHT_LIBCURL", QByteArray(QDir::tempPath().toUtf8() + "/pw-no-such-dir/libcurl.so.4"));
    }

    void requestsFailWithTheReason()
    {
        pw::http::Client client;
        pw::http::Request request;
        request.url = QUrl(QStringLiteral("https://management.azure.com/subscriptions?api-version=2022-12-01"));
        QElapsedTimer timer;
        timer.start();
        QFuture<pw::http::Response> f = client.send(request);
        f.waitForFinished();
        QVERIFY(timer.elapsed() < 5000); // no retries, no timeouts
        QCOMPARE(f.resultCount(), 1);
        const pw::http::Response r = f.result();
        QCOMPARE(r.status, 0);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QStringLiteral("libcurl could not be loaded")), qPrintable(r.error));
        QVERIFY2(r.error.contains(QStringLiteral("pw-no-such-dir")), qPrintable(r.error));
        QVERIFY2(r.error.contains(QStringLiteral("https://management.azure.com/subscriptions")), qPrintable(r.error));

        // a second client and a cancel on a client without libcurl are harmless
        pw::http::Client other;
        other.cancelAll();
        QVERIFY(!other.send(request).result().error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCurlMissing)
#include "tst_curlmissing.moc"
