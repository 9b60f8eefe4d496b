// SPDX-License-Identifier: MIT
// Jobs of an Azure ML workspace as JobRuns: status names, times, inputs and the studio link; listing across pages
// (newest first, limited), a job that does not exist, and cancel followed to its end, against a loopback server.
#include "azurejobs.h"
#include "azuretesting.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <QtConcurrent>

using namespace pw;

namespace {

QJsonObject job(const QString& name, const QString& status, const QString& created)
{
    return QJsonObject {
        {QStringLiteral("name"), name},
        {QStringLiteral("properties"),
         QJsonObject {{QStringLiteral("jobType"), QStringLiteral("Pipeline")},
                      {QStringLiteral("displayName"), QString(name + QStringLiteral(" run"))},
                      {QStringLiteral("experimentName"), QStringLiteral("taxi")},
                      {QStringLiteral("status"), status},
                      {QStringLiteral("inputs"),
                       QJsonObject {{QStringLiteral("lr"), QJsonObject {{QStringLiteral("jobInputType"), QStringLiteral("literal")},
                                                                       {QStringLiteral("value"), QStringLiteral("0.01")}}},
                                    {QStringLiteral("data"), QJsonObject {{QStringLiteral("jobInputType"), QStringLiteral("uri_folder")},
                                                                         {QStringLiteral("uri"), QStringLiteral("azureml://datastores/blob/paths/x/")}}}}},
                      {QStringLiteral("services"),
                       QJsonObject {{QStringLiteral("Studio"), QJsonObject {{QStringLiteral("endpoint"), QString(QStringLiteral("https://ml.azure.com/runs/") + name)}}}}}}},
        {QStringLiteral("systemData"),
         QJsonObject {{QStringLiteral("createdAt"), created}, {QStringLiteral("lastModifiedAt"), QStringLiteral("2026-11-20T10:00:00.000Z")}}}};
}

using Fixture = ArmFixture;

} // namespace

class TestAzureJobs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void statuses_data()
    {
        QTest::addColumn<QString>("azure");
        QTest::addColumn<RunStatus>("status");
        QTest::newRow("NotStarted") << QStringLiteral("NotStarted") << RunStatus::NotStarted;
        QTest::newRow("Starting") << QStringLiteral("Starting") << RunStatus::Preparing;
        QTest::newRow("Provisioning") << QStringLiteral("Provisioning") << RunStatus::Preparing;
        QTest::newRow("Preparing") << QStringLiteral("Preparing") << RunStatus::Preparing;
        QTest::newRow("Queued") << QStringLiteral("Queued") << RunStatus::Queued;
        QTest::newRow("Running") << QStringLiteral("running") << RunStatus::Running;
        QTest::newRow("Finalizing") << QStringLiteral("Finalizing") << RunStatus::Finalizing;
        QTest::newRow("CancelRequested") << QStringLiteral("CancelRequested") << RunStatus::Running;
        QTest::newRow("Completed") << QStringLiteral("Completed") << RunStatus::Completed;
        QTest::newRow("Failed") << QStringLiteral("Failed") << RunStatus::Failed;
        QTest::newRow("Canceled") << QStringLiteral("Canceled") << RunStatus::Canceled;
        QTest::newRow("NotResponding") << QStringLiteral("NotResponding") << RunStatus::Failed;
        QTest::newRow("Paused") << QStringLiteral("Paused") << RunStatus::Canceled;
        QTest::newRow("Unknown") << QStringLiteral("Unknown") << RunStatus::NotStarted;
        QTest::newRow("newer name") << QStringLiteral("Hibernating") << RunStatus::NotStarted;
    }

    void statuses()
    {
        QFETCH(QString, azure);
        QFETCH(RunStatus, status);
        QCOMPARE(azure::jobStatusFromAzure(azure), status);
    }

    void jobResource()
    {
        const JobRun j = azure::jobFromJson(job(QStringLiteral("j1"), QStringLiteral("Completed"), QStringLiteral("2026-11-20T09:00:00.123Z")),
                                            QStringLiteral("ws1"));
        QCOMPARE(j.id, QStringLiteral("j1"));
        QCOMPARE(j.displayName, QStringLiteral("j1 run"));
        QCOMPARE(j.experiment, QStringLiteral("taxi"));
        QCOMPARE(j.status, RunStatus::Completed);
        QCOMPARE(j.created, QDateTime(QDate(2026, 11, 20), QTime(9, 0, 0, 123), Qt::UTC));
        QCOMPARE(j.ended, QDateTime(QDate(2026, 11, 20), QTime(10, 0, 0), Qt::UTC));
        QCOMPARE(j.parameters.value(QStringLiteral("lr")), QStringLiteral("0.01"));
        QCOMPARE(j.parameters.value(QStringLiteral("data")), QStringLiteral("azureml://datastores/blob/paths/x/"));
        QCOMPARE(azure::studioUrl(job(QStringLiteral("j1"), {}, {})), QStringLiteral("https://ml.azure.com/runs/j1"));
        // a running job has no end yet
        QVERIFY(!azure::jobFromJson(job(QStringLiteral("j2"), QStringLiteral("Running"), {}), {}).ended.isValid());
    }

    void listAcrossPagesNewestFirst()
    {
        Fixture f;
        f.server.handler = [&f](const Received& r) {
            QJsonObject page;
            if (!r.path.contains("skip")) {
                page.insert(QStringLiteral("value"), QJsonArray {job(QStringLiteral("old"), QStringLiteral("Failed"), QStringLiteral("2026-11-01T00:00:00Z"))});
                page.insert(QStringLiteral("nextLink"), f.server.url(QStringLiteral("/next?api-version=2026-05-01&$skip=1")).toString());
            } else {
                page.insert(QStringLiteral("value"), QJsonArray {job(QStringLiteral("new"), QStringLiteral("Running"), QStringLiteral("2026-11-23T00:00:00Z")),
                                                                 job(QStringLiteral("mid"), QStringLiteral("Queued"), QStringLiteral("2026-11-10T00:00:00Z"))});
            }
            return Reply {200, {}, QJsonDocument(page).toJson()};
        };
        const azure::JobsResult all = aside([&f] { return azure::listJobs(f.arm, f.ws); });
        QVERIFY2(all.error.isEmpty(), qPrintable(all.error));
        QCOMPARE(all.jobs.size(), 3);
        QCOMPARE(all.jobs[0].id, QStringLiteral("new"));
        QCOMPARE(all.jobs[2].id, QStringLiteral("old"));
        QVERIFY(f.server.requests.first().path.startsWith(
            "/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1/jobs?api-version=2026-05-01"));
        QVERIFY(f.server.requests.first().path.contains("listViewType=All"));
        QCOMPARE(aside([&f] { return azure::listJobs(f.arm, f.ws, 2); }).jobs.size(), 2);
    }

    void missingJobAndFailures()
    {
        Fixture f;
        f.server.handler = [](const Received& r) {
            if (r.path.contains("/jobs/gone"))
                return Reply {404, {}, R"({"error":{"code":"UserError","message":"Not found"}})"};
            return Reply {403, {}, R"({"error":{"code":"AuthorizationFailed","message":"No access to ws1."}})"};
        };
        const azure::JobResult gone = aside([&f] { return azure::getJob(f.arm, f.ws, QStringLiteral("gone")); });
        QVERIFY(gone.job.id.isEmpty());
        QVERIFY(gone.error.isEmpty());
        const azure::JobResult denied = aside([&f] { return azure::getJob(f.arm, f.ws, QStringLiteral("j")); });
        QVERIFY2(denied.error.contains(QLatin1String("AuthorizationFailed: No access to ws1.")), qPrintable(denied.error));
    }

    void cancelIsFollowed()
    {
        Fixture f;
        int polls = 0;
        f.server.handler = [&f, &polls](const Received& r) {
            if (r.method == "POST")
                return Reply {202, {{"Location", f.server.url(QStringLiteral("/ops/cancel-1")).toEncoded()}}, {}};
            return ++polls < 2 ? Reply {202, {}, {}} : Reply {200, {}, "{}"};
        };
        const arm::OperationResult r = aside([&f] { return azure::cancelJob(f.arm, f.ws, QStringLiteral("j1"), 0.01); });
        QVERIFY2(r.ok, qPrintable(r.message));
        QVERIFY(f.server.requests.first().path.contains("/jobs/j1/cancel"));
        QCOMPARE(f.server.requests.first().method, QByteArray("POST"));
    }
};

QTEST_GUILESS_MAIN(TestAzureJobs)
#include "tst_azurejobs.moc"
