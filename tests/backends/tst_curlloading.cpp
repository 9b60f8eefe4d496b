// SPDX-License-Identifier: MIT
// libcurl is loaded on the HTTP client's transfer thread, never on the thread that makes the client or sends a
// request (the GUI thread, when the studio reconnects a workspace). Here the library's file is a named pipe, so
// loading it waits until the test writes into the pipe: the client is made and the request sent at once meanwhile,
// and the request then fails with the reason.
#include "httpclient.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

class TestCurlLoading : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_pipe = m_dir.filePath(QStringLiteral("libcurl.so.4"));
        QVERIFY(::mkfifo(QFile::encodeName(m_pipe).constData(), 0600) == 0);
        qputenv("PIPEWRIGHT_LIBCURL", QFile::encodeName(m_pipe)); // before the first client: loaded once
    }

    void theCallerNeverWaitsForTheLibrary()
    {
        QElapsedTimer timer;
        timer.start();
        pw::http::Client client;
        pw::http::Request request;
        request.url = QUrl(QStringLiteral("https://management.azure.com/subscriptions?api-version=2022-12-01"));
        QFuture<pw::http::Response> f = client.send(request);
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        QTest::qWait(300);
        QVERIFY(!f.isFinished()); // the transfer thread is still reading the library

        // the library's file turns out not to be one: the request fails with the reason
        QFile pipe(m_pipe);
        QVERIFY(pipe.open(QIODevice::WriteOnly));
        pipe.write("not a library");
        pipe.close();
        f.waitForFinished();
        QCOMPARE(f.resultCount(), 1);
        const pw::http::Response r = f.result();
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QStringLiteral("libcurl could not be loaded")), qPrintable(r.error));
        QVERIFY2(r.error.contains(QStringLiteral("https://management.azure.com/subscriptions")), qPrintable(r.error));
        // later requests fail at once
        timer.restart();
        QVERIFY(!client.send(request).result().error.isEmpty());
        QVERIFY(timer.elapsed() < 2000);
    }

private:
    QTemporaryDir m_dir;
    QString m_pipe;
};

QTEST_GUILESS_MAIN(TestCurlLoading)
#include "tst_curlloading.moc"
