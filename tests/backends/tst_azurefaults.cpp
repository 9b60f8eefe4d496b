// SPDX-License-Identifier: MIT
// Submitting to a workspace that misbehaves: the loopback workspace (fakeworkspace.h) with faults injected into its
// answers — 503s with and without Retry-After, 429s (on POSTs too), connections dropped before and after the request
// was carried out, answers cut short, slow answers, an expired token (on single and list calls), a failing blob block
// and a 500 on a job PUT that was stored. Each fault alone at every request of a submission where it can happen,
// then mixed at random (seeded) on a fifth of the requests. Every submission must end with the job created exactly
// once with the body a fault-free submission sends, or fail with a message that names the URL and the status and
// with no job created.
#include "armclient.h"
#include "azureauth.h"
#include "azuresubmit.h"
#include "azuretesting.h"
#include "fakeworkspace.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <spdlog/spdlog.h>

#include <functional>

using namespace pw;

namespace {

const QString Data = QStringLiteral(PW_SOURCE_DIR "/tests/data/azuresubmit");
const QByteArray AccountKey = "cGlwZXdyaWdodC10ZXN0LWFjY291bnQta2V5LTAxMjM0NTY3ODk=";

enum class Fault {
    Unavailable, // 503, Retry-After: 0
    UnavailableNoRetryAfter, // 503 without Retry-After
    Throttled, // 429, Retry-After: 0 (any method, POST too)
    DroppedBefore, // the connection closed, the request never carried out
    DroppedAfter, // carried out, then the connection closed before the answer
    CutShort, // carried out, the answer cut short
    Slow, // carried out, answered 150 ms later
    ExpiredToken, // 401 on a Resource Manager call
    BlockFails, // 500 on a blob PUT
    JobStoredThen500, // the job PUT stored, answered 500
};

const QList<QPair<Fault, const char*>> Faults {
    {Fault::Unavailable, "503 with Retry-After"},
    {Fault::UnavailableNoRetryAfter, "503 without Retry-After"},
    {Fault::Throttled, "429 with Retry-After"},
    {Fault::DroppedBefore, "connection dropped before"},
    {Fault::DroppedAfter, "connection dropped after"},
    {Fault::CutShort, "answer cut short"},
    {Fault::Slow, "slow answer"},
    {Fault::ExpiredToken, "expired token"},
    {Fault::BlockFails, "blob PUT 500"},
    {Fault::JobStoredThen500, "job PUT stored, then 500"},
};

bool isArm(const Received& r)
{
    return r.path.startsWith("/subscriptions/");
}

bool isJobPut(const Received& r)
{
    return r.method == "PUT" && isArm(r) && r.path.contains("/jobs/");
}

/// Whether `fault` can happen to request `r`.
bool applies(Fault fault, const Received& r)
{
    switch (fault) {
    case Fault::ExpiredToken:
        return isArm(r);
    case Fault::BlockFails:
        return r.method == "PUT" && !isArm(r);
    case Fault::JobStoredThen500:
        return isJobPut(r);
    default:
        return true;
    }
}

/// The answer with `fault`: `serve` carries the request out and gives the fault-free answer.
Reply faulty(Fault fault, const Received& r, const std::function<Reply(const Received&)>& serve)
{
    const QByteArray armError = R"({"error":{"code":"ServiceUnavailable","message":"Try again."}})";
    switch (fault) {
    case Fault::Unavailable:
        return Reply {503, {{"Retry-After", "0"}}, armError};
    case Fault::UnavailableNoRetryAfter:
        return Reply {503, {}, armError};
    case Fault::Throttled:
        return Reply {429, {{"Retry-After", "0"}}, R"({"error":{"code":"TooManyRequests","message":"Slow down."}})"};
    case Fault::DroppedBefore: {
        Reply dropped;
        dropped.drop = true;
        return dropped;
    }
    case Fault::DroppedAfter: {
        Reply done = serve(r);
        done.drop = true;
        return done;
    }
    case Fault::CutShort: {
        Reply done = serve(r);
        done.cutShort = true;
        return done;
    }
    case Fault::Slow: {
        Reply done = serve(r);
        done.delayMs = 150;
        return done;
    }
    case Fault::ExpiredToken:
        return Reply {401, {}, R"({"error":{"code":"ExpiredAuthenticationToken","message":"The access token has expired."}})"};
    case Fault::BlockFails:
        return Reply {500, {}, "<Error><Code>InternalError</Code></Error>"};
    case Fault::JobStoredThen500: {
        serve(r);
        return Reply {500, {}, R"({"error":{"code":"InternalServerError","message":"Something went wrong."}})"};
    }
    }
    return serve(r);
}

struct Outcome
{
    SubmitResult result;
    int jobs = 0;
    QJsonObject jobProperties; // of the one job created
    QStringList problems; // what the workspace found wrong in a request
};

/// The part of a job's body that does not depend on what a workspace names anew each time: the job's own name (its
/// studio link) and its nodes' component versions (named from the definition, which names a code version created
/// under a new name in each fresh workspace). That every component named was registered is checked on its own.
QJsonObject comparable(QJsonObject properties)
{
    properties.remove(QStringLiteral("services"));
    QJsonObject jobs = properties.value(QLatin1String("jobs")).toObject();
    for (auto it = jobs.begin(); it != jobs.end(); ++it) {
        QJsonObject node = it->toObject();
        if (node.contains(QLatin1String("componentId")))
            node.insert(QStringLiteral("componentId"), QStringLiteral("<registered component>"));
        *it = node;
    }
    properties.insert(QStringLiteral("jobs"), jobs);
    return properties;
}

} // namespace

class TestAzureFaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        spdlog::set_level(spdlog::level::warn);
        QVERIFY(m_dir.isValid());
        QVERIFY(copyTree(Data, m_dir.path()));
        m_file = m_dir.filePath(QStringLiteral("pipeline.yml"));
        const Outcome clean = submit([](const Received&, int, const std::function<Reply(const Received&)>& serve, const Received& r) {
            return serve(r);
        });
        QVERIFY2(clean.result.ok(), qPrintable(clean.result.error));
        QCOMPARE(clean.jobs, 1);
        m_reference = comparable(clean.jobProperties);
        m_requests = m_lastRequests;
        qInfo("a fault-free submission makes %d requests", int(m_requests.size()));
        QVERIFY(m_requests.size() > 10);
    }

    void eachFaultAlone_data()
    {
        QTest::addColumn<int>("fault");
        for (const auto& [fault, name] : Faults)
            QTest::newRow(name) << int(fault);
    }

    // the fault at each request of the submission where it can happen, alone
    void eachFaultAlone()
    {
        QFETCH(int, fault);
        const Fault f = Fault(fault);
        int positions = 0;
        for (int at = 0; at < m_requests.size(); ++at) {
            if (!applies(f, m_requests.at(at)))
                continue;
            ++positions;
            bool done = false;
            const Outcome o = submit([&](const Received& r, int index, const std::function<Reply(const Received&)>& serve, const Received&) {
                // the first request at or after the position that the fault can hit (a retry shifts the order)
                if (done || index < at || !applies(f, r))
                    return serve(r);
                done = true;
                return faulty(f, r, serve);
            });
            const QString where = QStringLiteral("%1 at request %2 (%3 %4)")
                                      .arg(QString::fromLatin1(QTest::currentDataTag()), QString::number(at),
                                           QString::fromLatin1(m_requests.at(at).method), QString::fromLatin1(m_requests.at(at).path.left(90)));
            QVERIFY2(o.result.ok(), qPrintable(where + QStringLiteral(": ") + o.result.error));
            QVERIFY2(o.jobs == 1, qPrintable(where + QStringLiteral(": %1 jobs created").arg(o.jobs)));
            QVERIFY2(comparable(o.jobProperties) == m_reference, qPrintable(where + QStringLiteral(": the job's body differs")));
            QVERIFY2(o.problems.isEmpty(), qPrintable(where + QStringLiteral(": ") + o.problems.join(QLatin1Char('\n'))));
        }
        QVERIFY(positions > 0);
    }

    // a fifth of the requests faulted, the faults drawn at random (seeded); a submission may fail only when one request
    // met more faults than the retries allow, saying where and why, and then no job was created
    void mixedFaultsSeeded()
    {
        int succeeded = 0;
        QStringList failures;
        for (quint32 seed = 1; seed <= 20; ++seed) {
            QRandomGenerator rng(seed);
            const Outcome o = submit([&](const Received& r, int, const std::function<Reply(const Received&)>& serve, const Received&) {
                if (rng.bounded(100) >= 20)
                    return serve(r);
                QList<Fault> possible;
                for (const auto& [fault, name] : Faults)
                    if (applies(fault, r))
                        possible << fault;
                return faulty(possible.at(int(rng.bounded(quint32(possible.size())))), r, serve);
            });
            QVERIFY2(o.problems.isEmpty(), qPrintable(QStringLiteral("seed %1: ").arg(seed) + o.problems.join(QLatin1Char('\n'))));
            if (o.result.ok()) {
                ++succeeded;
                QVERIFY2(o.jobs == 1, qPrintable(QStringLiteral("seed %1: %2 jobs created").arg(seed).arg(o.jobs)));
                QVERIFY2(comparable(o.jobProperties) == m_reference, qPrintable(QStringLiteral("seed %1: the job's body differs").arg(seed)));
            } else {
                QVERIFY2(o.jobs == 0, qPrintable(QStringLiteral("seed %1: reported as failed, but a job was created: %2").arg(seed).arg(o.result.error)));
                QVERIFY2(o.result.error.contains(QLatin1String("http://127.0.0.1:")), qPrintable(o.result.error));
                QVERIFY2(o.result.error.contains(QLatin1String("HTTP ")) || o.result.error.contains(QLatin1String("attempt")),
                         qPrintable(o.result.error));
                failures << o.result.error;
            }
        }
        qInfo("20 seeds: %d submitted, %d failed saying where", succeeded, int(failures.size()));
        for (const QString& f : std::as_const(failures))
            qInfo("%s", qPrintable(f));
        QVERIFY2(succeeded >= 17, qPrintable(failures.join(QLatin1Char('\n'))));
    }

private:
    using Injector = std::function<Reply(const Received& r, int index, const std::function<Reply(const Received&)>& serve,
                                         const Received& same)>;

    Outcome submit(const Injector& inject)
    {
        FakeWorkspace w("tok", AccountKey);
        const auto serve = w.server.handler;
        int index = 0;
        w.server.handler = [&](const Received& r) { return inject(r, index++, serve, r); };
        http::ClientOptions options;
        options.backoffBaseSeconds = 0.01;
        http::Client client(options);
        azure::TokenCache tokens(std::make_unique<FixedCredential>());
        arm::ArmClient arm(client, tokens, azure::customCloud(w.server.url(QString()), QUrl(QStringLiteral("https://login.invalid"))));
        const arm::WorkspaceRef ws = arm::WorkspaceRef::fromId(QString::fromLatin1(Ws));
        QFile f(m_file);
        const QByteArray text = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        Outcome o;
        o.result = aside([&] { return azure::submitPipeline(arm, client, ws, m_file, text, {}); });
        o.jobs = int(w.jobs.size());
        if (!w.jobs.isEmpty())
            o.jobProperties = w.jobs.first().value(QLatin1String("properties")).toObject();
        o.problems = w.problems;
        const QJsonObject nodes = o.jobProperties.value(QLatin1String("jobs")).toObject();
        for (auto it = nodes.begin(); it != nodes.end(); ++it) {
            const QByteArray component = it->toObject().value(QLatin1String("componentId")).toString().toLatin1();
            if (!component.isEmpty() && !w.puts.contains(component))
                o.problems << QStringLiteral("node %1 names %2, which was not registered").arg(it.key(), QString::fromLatin1(component));
        }
        m_lastRequests = w.server.requests;
        return o;
    }

    QTemporaryDir m_dir;
    QString m_file;
    QJsonObject m_reference;
    QList<Received> m_requests;
    QList<Received> m_lastRequests;
};

QTEST_GUILESS_MAIN(TestAzureFaults)
#include "tst_azurefaults.moc"
