// SPDX-License-Identifier: MIT
// The run-history service against a loopback server: the regional host from the workspace's discovery document, a
// run's log files and steps (across pages), and reading a log from an offset on with range requests. The token goes
// only to ARM and the run-history host, never to the discovery document or a SAS link.
#include "runhistory.h"
#include "azuretesting.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <QtConcurrent>

using namespace pw;

namespace {

const QByteArray LogText = "line 1\nline 2\nline 3\n";

} // namespace

class TestRunHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void logsAndSteps()
    {
        LoopbackServer server;
        http::Client http;
        azure::TokenCache tokens(std::make_unique<FixedCredential>());
        arm::ArmClient arm(http, tokens, azure::customCloud(server.url(QString()), QUrl(QStringLiteral("https://login.invalid"))));
        const arm::WorkspaceRef ws {QStringLiteral("s1"), QStringLiteral("rg1"), QStringLiteral("ws1"), QStringLiteral("eastus")};
        const QByteArray wsPath = ws.path().toUtf8();
        server.handler = [&](const Received& r) {
            if (r.path.startsWith(QByteArray(wsPath + "?")))
                return Reply {200, {}, "{\"properties\":{\"discoveryUrl\":\"" + server.url(QStringLiteral("/discovery")).toEncoded() + "\"}}"};
            if (r.path == "/discovery")
                return Reply {200, {}, "{\"api\":\"" + server.url(QStringLiteral("/region")).toEncoded() + "\"}"};
            if (r.path == QByteArray("/region/history/v1.0" + wsPath + "/runs/r1/details"))
                return Reply {200, {}, "{\"logFiles\":{\"user_logs/std_log.txt\":\"" + server.url(QStringLiteral("/blob/std_log.txt?sig=abc")).toEncoded() + "\"}}"};
            if (r.path == QByteArray("/region/history/v1.0" + wsPath + "/runs/r1/children"))
                return Reply {200, {}, "{\"value\":[{\"runId\":\"c1\",\"status\":\"Completed\",\"runType\":\"azureml.StepRun\","
                                       "\"properties\":{\"azureml.nodeid\":\"prep\"},\"startTimeUtc\":\"2026-11-24T10:00:00Z\"}],"
                                       "\"nextLink\":\"" + server.url(QStringLiteral("/region/more")).toEncoded() + "\"}"};
            if (r.path == "/region/more")
                return Reply {200, {}, "{\"value\":[{\"runId\":\"c2\",\"status\":\"Failed\",\"displayName\":\"train\","
                                       "\"error\":{\"error\":{\"message\":\"Out of memory\"}}}]}"};
            if (r.path.startsWith("/blob/std_log.txt")) {
                const QByteArray range = r.headers.value("range");
                if (range.isEmpty())
                    return Reply {200, {}, LogText};
                const qint64 from = range.mid(6, range.indexOf('-') - 6).toLongLong();
                if (from >= LogText.size())
                    return Reply {416, {}, {}};
                return Reply {206, {}, LogText.mid(from)};
            }
            return Reply {404, {}, {}};
        };
        azure::RunHistory history(arm, http, tokens, ws);
        const azure::RunHistory::LogFiles logs = aside([&history] { return history.logFiles(QStringLiteral("r1")); });
        QVERIFY2(logs.error.isEmpty(), qPrintable(logs.error));
        QVERIFY(logs.files.contains(QStringLiteral("user_logs/std_log.txt")));
        const QUrl link = logs.files.value(QStringLiteral("user_logs/std_log.txt"));

        const azure::RunHistory::Chunk all = aside([&history, link] { return history.readLog(link, 0); });
        QCOMPARE(all.bytes, LogText);
        QCOMPARE(all.nextOffset, qint64(LogText.size()));
        const azure::RunHistory::Chunk tail = aside([&history, link] { return history.readLog(link, 7); });
        QCOMPARE(tail.bytes, QByteArray("line 2\nline 3\n"));
        const azure::RunHistory::Chunk none = aside([&history, link, &all] { return history.readLog(link, all.nextOffset); });
        QVERIFY(none.bytes.isEmpty());
        QVERIFY(none.error.isEmpty());
        QCOMPARE(none.nextOffset, all.nextOffset);

        const azure::RunHistory::Children steps = aside([&history] { return history.children(QStringLiteral("r1")); });
        QVERIFY2(steps.error.isEmpty(), qPrintable(steps.error));
        QCOMPARE(steps.steps.size(), 2);
        QCOMPARE(steps.steps[0].name, QStringLiteral("prep"));
        QCOMPARE(steps.steps[0].status, RunStatus::Completed);
        QCOMPARE(steps.steps[1].name, QStringLiteral("train"));
        QCOMPARE(steps.steps[1].reason, QStringLiteral("Out of memory"));
        QCOMPARE(steps.runIds.value(QStringLiteral("train")), QStringLiteral("c2"));

        for (const Received& r : std::as_const(server.requests)) {
            const bool signedRequest = !r.headers.value("authorization").isEmpty();
            const bool mayCarryToken = r.path.startsWith(wsPath) || r.path.startsWith("/region");
            QVERIFY2(signedRequest == mayCarryToken, r.path.constData());
        }
    }

    void discoveryFailuresAreNamed()
    {
        LoopbackServer server;
        http::Client http;
        azure::TokenCache tokens(std::make_unique<FixedCredential>());
        arm::ArmClient arm(http, tokens, azure::customCloud(server.url(QString()), QUrl(QStringLiteral("https://login.invalid"))));
        server.handler = [](const Received&) { return Reply {200, {}, "{\"properties\":{}}"}; };
        azure::RunHistory history(arm, http, tokens, {QStringLiteral("s"), QStringLiteral("g"), QStringLiteral("w"), {}});
        const azure::RunHistory::LogFiles logs = aside([&history] { return history.logFiles(QStringLiteral("r")); });
        QVERIFY2(logs.error.contains(QLatin1String("discoveryUrl")), qPrintable(logs.error));
    }
};

QTEST_GUILESS_MAIN(TestRunHistory)
#include "tst_runhistory.moc"
