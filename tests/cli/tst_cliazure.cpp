// SPDX-License-Identifier: MIT
// `pipewright azure` as a process against a loopback ARM and run-history server written here: sign-in with a token
// from the environment, the job list (table and JSON), a job with its steps, logs, cancel, and the refusals (no
// workspace, a non-loopback http endpoint, an unknown action). The token never appears in the output.
#include "backends/loopbackserver.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

const QString Workspace = QStringLiteral("/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1");
const QByteArray Token = "cli-test-token-secret";

struct Result
{
    int code = -1;
    QString out;
    QString err;
};

QByteArray jobJson(const char* name, const char* status, const char* created)
{
    const QJsonObject job {
        {QStringLiteral("name"), QString::fromLatin1(name)},
        {QStringLiteral("properties"),
         QJsonObject {{QStringLiteral("jobType"), QStringLiteral("Pipeline")},
                      {QStringLiteral("displayName"), QString(QString::fromLatin1(name) + QStringLiteral(" run"))},
                      {QStringLiteral("status"), QString::fromLatin1(status)},
                      {QStringLiteral("services"),
                       QJsonObject {{QStringLiteral("Studio"),
                                     QJsonObject {{QStringLiteral("endpoint"),
                                                   QString(QStringLiteral("https://ml.azure.com/runs/") + QString::fromLatin1(name))}}}}}}},
        {QStringLiteral("systemData"), QJsonObject {{QStringLiteral("createdAt"), QString::fromLatin1(created)}}}};
    return QJsonDocument(job).toJson(QJsonDocument::Compact);
}

} // namespace

class TestCliAzure : public QObject
{
    Q_OBJECT

    LoopbackServer m_server;

    /// Run the CLI while this thread keeps serving the loopback server.
    Result run(QStringList args, bool withToken = true)
    {
        QProcess p;
        p.setProgram(QStringLiteral(PW_CLI_PATH));
        args.prepend(QStringLiteral("azure"));
        p.setArguments(args);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("PIPEWRIGHT_WORKSPACE"));
        if (withToken)
            env.insert(QStringLiteral("PIPEWRIGHT_ACCESS_TOKEN"), QString::fromLatin1(Token));
        else
            env.remove(QStringLiteral("PIPEWRIGHT_ACCESS_TOKEN"));
        p.setProcessEnvironment(env);
        p.start();
        QElapsedTimer t;
        t.start();
        while (p.state() != QProcess::NotRunning && t.elapsed() < 60000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
            p.waitForFinished(10);
        }
        Result r;
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    QStringList common() const
    {
        return {QStringLiteral("--workspace"), Workspace, QStringLiteral("--arm-endpoint"), m_server.url(QString()).toString(),
                QStringLiteral("--auth"), QStringLiteral("env")};
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QByteArray ws = Workspace.toUtf8();
        m_server.handler = [this, ws](const Received& r) {
            if (r.path.startsWith(QByteArray(ws + "/jobs?")))
                return Reply {200, {}, "{\"value\":[" + jobJson("old-job", "Completed", "2026-11-01T08:00:00Z") + ","
                                           + jobJson("new-job", "Running", "2026-11-24T08:00:00Z") + "]}"};
            if (r.path.startsWith(QByteArray(ws + "/jobs/new-job/cancel")))
                return Reply {200, {}, {}};
            if (r.path.startsWith(QByteArray(ws + "/jobs/new-job?")))
                return Reply {200, {}, jobJson("new-job", "Running", "2026-11-24T08:00:00Z")};
            if (r.path.startsWith(QByteArray(ws + "/jobs/")))
                return Reply {404, {}, R"({"error":{"code":"NotFound","message":"no such job"}})"};
            if (r.path.startsWith(QByteArray(ws + "?")))
                return Reply {200, {}, "{\"properties\":{\"discoveryUrl\":\"" + m_server.url(QStringLiteral("/discovery")).toEncoded() + "\"}}"};
            if (r.path == "/discovery")
                return Reply {200, {}, "{\"api\":\"" + m_server.url(QStringLiteral("/region")).toEncoded() + "\"}"};
            if (r.path.endsWith("/runs/new-job/children"))
                return Reply {200, {}, R"({"value":[{"runId":"c1","status":"Completed","properties":{"azureml.nodeid":"prep"}},)"
                                       R"({"runId":"c2","status":"Running","properties":{"azureml.nodeid":"train"}}]})"};
            if (r.path.endsWith("/runs/c2/details"))
                return Reply {200, {}, "{\"logFiles\":{\"user_logs/std_log.txt\":\"" + m_server.url(QStringLiteral("/blob/log?sig=x")).toEncoded() + "\"}}"};
            if (r.path.startsWith("/blob/log"))
                return Reply {200, {}, "epoch 1 loss 0.5\nepoch 2 loss 0.3\n"};
            return Reply {404, {}, {}};
        };
    }

    void loginSaysWithWhatButNotTheToken()
    {
        const Result r = run({QStringLiteral("login"), QStringLiteral("--arm-endpoint"), m_server.url(QString()).toString(),
                              QStringLiteral("--auth"), QStringLiteral("env")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("PIPEWRIGHT_ACCESS_TOKEN")), qPrintable(r.out));
        QVERIFY(!r.out.contains(QString::fromLatin1(Token)) && !r.err.contains(QString::fromLatin1(Token)));
        const Result none = run({QStringLiteral("login"), QStringLiteral("--auth"), QStringLiteral("env")}, false);
        QCOMPARE(none.code, 1);
        QVERIFY(none.err.contains(QLatin1String("PIPEWRIGHT_ACCESS_TOKEN is not set")));
    }

    void jobsNewestFirst()
    {
        Result r = run(QStringList {QStringLiteral("jobs")} + common());
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.indexOf(QLatin1String("new-job")) < r.out.indexOf(QLatin1String("old-job")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("Running")));
        QCOMPARE(m_server.requests.last().headers.value("authorization"), QByteArray("Bearer " + Token));
        r = run(QStringList {QStringLiteral("jobs"), QStringLiteral("--format"), QStringLiteral("json")} + common());
        QCOMPARE(r.code, 0);
        const QJsonArray a = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(a.size(), 2);
        QCOMPARE(a.at(0).toObject().value(QLatin1String("id")).toString(), QStringLiteral("new-job"));
    }

    void showWithSteps()
    {
        const Result r = run(QStringList {QStringLiteral("show"), QStringLiteral("new-job")} + common());
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("prep")) && r.out.contains(QLatin1String("train")), qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QLatin1String("https://ml.azure.com/runs/new-job")));
        const Result missing = run(QStringList {QStringLiteral("show"), QStringLiteral("gone")} + common());
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.err.contains(QLatin1String("no job 'gone'")));
    }

    void logsOfAStep()
    {
        const Result r = run(QStringList {QStringLiteral("logs"), QStringLiteral("new-job"), QStringLiteral("--step"), QStringLiteral("train")} + common());
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("==> user_logs/std_log.txt <==")), qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QLatin1String("epoch 2 loss 0.3")));
        const Result wrong = run(QStringList {QStringLiteral("logs"), QStringLiteral("new-job"), QStringLiteral("--step"), QStringLiteral("nope")} + common());
        QCOMPARE(wrong.code, 2);
        QVERIFY(wrong.err.contains(QLatin1String("prep, train")));
    }

    void cancel()
    {
        const Result r = run(QStringList {QStringLiteral("cancel"), QStringLiteral("new-job")} + common());
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QLatin1String("new-job is cancelled")));
        QCOMPARE(m_server.requests.last().method, QByteArray("POST"));
    }

    void refusals()
    {
        Result r = run({QStringLiteral("jobs"), QStringLiteral("--auth"), QStringLiteral("env")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("--workspace")));
        r = run({QStringLiteral("jobs"), QStringLiteral("--workspace"), Workspace, QStringLiteral("--arm-endpoint"),
                 QStringLiteral("http://management.example.com")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("plain http://")));
        r = run({QStringLiteral("deploy")});
        QCOMPARE(r.code, 2);
        r = run({QStringLiteral("jobs"), QStringLiteral("--workspace"), QStringLiteral("/subscriptions/x")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("not a workspace's ARM id")));
    }
};

QTEST_GUILESS_MAIN(TestCliAzure)
#include "tst_cliazure.moc"
