// SPDX-License-Identifier: MIT
// An Azure ML workspace in the studio, against a loopback server in the shapes of the REST examples: the connect
// dialog refuses what cannot work, Run ▸ Connect adds the workspace's backend (a real AzureBackend, signed in with a
// token from the environment) and chooses it, its jobs fill the Jobs list and its computes, sizes and quota fill the
// compute views; the connection is remembered without any secret and comes back at the next start.
#include "../backends/loopbackserver.h"
#include "answeringbackend.h"
#include "azurebackend.h"
#include "computecontroller.h"
#include "jobsmodel.h"
#include "run/runcontroller.h"
#include "run/workspacedialog.h"
#include "pictures.h"

#include <QFile>
#include <QPointer>
#include <QLabel>
#include <QTemporaryDir>
#include <QLineEdit>
#include <QMainWindow>
#include <QPushButton>
#include <QDialogButtonBox>
#include <QComboBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace pw;

namespace {

const QByteArray kWs = "/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1";

} // namespace

class TestWorkspaceUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("azure"));
        qputenv("PIPEWRIGHT_ACCESS_TOKEN", "token-for-tests");
        qputenv("PIPEWRIGHT_NO_KEYCHAIN", "1");
    }

    void dialogRefusesWhatCannotWork()
    {
        WorkspaceDialog dialog;
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        auto* id = dialog.findChild<QLineEdit*>(QStringLiteral("workspaceId"));
        id->setText(QStringLiteral("ws1"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(!dialog.problem().isEmpty());
        id->setText(QString::fromLatin1(kWs));
        QVERIFY(ok->isEnabled());
        auto* cloud = dialog.findChild<QComboBox*>(QStringLiteral("workspaceCloud"));
        cloud->setCurrentIndex(cloud->findData(QStringLiteral("custom")));
        QVERIFY(!ok->isEnabled()); // a private cloud needs its endpoints
        WorkspaceConnection c = dialog.connection();
        c.armEndpoint = QStringLiteral("http://example.com");
        c.loginEndpoint = QStringLiteral("https://login.example.com");
        dialog.setConnection(c);
        QVERIFY(dialog.problem().contains(QLatin1String("https"))); // plain http only to loopback
        c.armEndpoint = QStringLiteral("http://127.0.0.1:8080");
        dialog.setConnection(c);
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
        auto* auth = dialog.findChild<QComboBox*>(QStringLiteral("workspaceAuth"));
        auth->setCurrentIndex(auth->findData(QStringLiteral("service-principal")));
        QVERIFY(!ok->isEnabled()); // tenant and client id
    }

    // the config.json Azure ML studio downloads (MLClient.from_config) fills the workspace id; what else was typed stays
    void configJsonFillsTheWorkspace()
    {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("config.json"));
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"subscription_id": "s1", "resource_group": "rg1", "workspace_name": "ws1"})");
        f.close();
        WorkspaceDialog dialog;
        auto* auth = dialog.findChild<QComboBox*>(QStringLiteral("workspaceAuth"));
        auth->setCurrentIndex(auth->findData(QStringLiteral("device-code")));
        auto* tenant = dialog.findChild<QLineEdit*>(QStringLiteral("workspaceTenant"));
        QVERIFY2(tenant->placeholderText().startsWith(QLatin1String("optional")), qPrintable(tenant->placeholderText()));
        tenant->setText(QStringLiteral("contoso.onmicrosoft.com"));
        QVERIFY(dialog.importConfig(good));
        QCOMPARE(dialog.connection().workspaceId, QString::fromLatin1(kWs));
        QCOMPARE(dialog.connection().tenant, QStringLiteral("contoso.onmicrosoft.com"));
        QVERIFY(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTemporaryDir pictures;
        QCOMPARE(test::savePicture(&dialog, test::pictureFolder("PW_WORKSPACE_SCREENSHOTS", pictures), QStringLiteral("workspace-dialog.png")),
                 QString());
        auth->setCurrentIndex(auth->findData(QStringLiteral("service-principal")));
        QVERIFY(tenant->placeholderText().startsWith(QLatin1String("required")));

        // a file without the workspace: the reason, and the id kept
        const QString bad = dir.filePath(QStringLiteral("other.json"));
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(R"({"subscription_id": "s1"})");
        b.close();
        QVERIFY(!dialog.importConfig(bad));
        QVERIFY2(dialog.findChild<QLabel*>(QStringLiteral("workspaceProblem"))->text().contains(QLatin1String("resource_group, workspace_name")),
                 qPrintable(dialog.findChild<QLabel*>(QStringLiteral("workspaceProblem"))->text()));
        QCOMPARE(dialog.connection().workspaceId, QString::fromLatin1(kWs));
        // the whole id as Scope, and text that is not JSON
        QString error;
        QCOMPARE(workspaceIdFromConfigJson(R"({"Scope": "/subscriptions/a/resourceGroups/b/providers/Microsoft.MachineLearningServices/workspaces/c"})", &error),
                 QStringLiteral("/subscriptions/a/resourceGroups/b/providers/Microsoft.MachineLearningServices/workspaces/c"));
        QVERIFY(workspaceIdFromConfigJson("subscription_id = s1", &error).isEmpty());
        QVERIFY2(error.contains(QLatin1String("not JSON")), qPrintable(error));
    }

    // subscription → resource group → workspace from the ARM lists after sign-in; a connection that fails is neither
    // added nor kept and the dialog says why with all that was typed; a connection can be removed
    void connectingThroughTheDialog()
    {
        QSettings().remove(QStringLiteral("azure"));
        const QByteArray ws2 = "/subscriptions/s1/resourceGroups/rg2/providers/Microsoft.MachineLearningServices/workspaces/ws2";
        bool slowWorkspace = false;
        LoopbackServer server;
        server.handler = [&](const Received& r) {
            if (r.path.startsWith("/subscriptions?api-version=2022-12-01"))
                return Reply {200, {}, R"({"value":[
                    {"id":"/subscriptions/s1","subscriptionId":"s1","displayName":"Research","state":"Enabled","tenantId":"t"},
                    {"id":"/subscriptions/s9","subscriptionId":"s9","displayName":"Old","state":"Disabled","tenantId":"t"}]})"};
            if (r.path.startsWith("/subscriptions/s1/providers/Microsoft.MachineLearningServices/workspaces?"))
                return Reply {200, {}, "{\"value\":[{\"id\":\"" + kWs + "\",\"name\":\"ws1\",\"location\":\"northeurope\",\"kind\":\"Default\"},"
                              "{\"id\":\"" + ws2 + "\",\"name\":\"ws2\",\"location\":\"westeurope\"},"
                              "{\"id\":\"/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/hub1\","
                              "\"name\":\"hub1\",\"location\":\"northeurope\",\"kind\":\"Hub\"}]}"};
            if (r.path.startsWith("/subscriptions/s9/"))
                return Reply {500, {}, {}}; // a disabled subscription is not asked
            if (r.path.startsWith(QByteArray(kWs + "?"))) {
                Reply ok {200, {}, R"({"name":"ws1","location":"northeurope","properties":{}})"};
                ok.delayMs = slowWorkspace ? 600 : 0;
                return ok;
            }
            if (r.path.startsWith(QByteArray(ws2 + "?")))
                return Reply {403, {}, R"({"error":{"code":"AuthorizationFailed","message":"The client has no authorization to read workspace ws2."}})"};
            return Reply {404, {}, {}};
        };
        QMainWindow window;
        auto* run = new RunController(&window, {new test::AnsweringBackend});
        auto make = [](const WorkspaceConnection& c, QString* error) {
            azure::CredentialChoice choice;
            choice.method = c.auth;
            return AzureBackend::create(azure::customCloud(QUrl(c.armEndpoint), QUrl(c.loginEndpoint)),
                                        arm::WorkspaceRef::fromId(c.workspaceId), choice, error);
        };
        run->setWorkspaceFactory([make](const WorkspaceConnection& c, const QByteArray&, QString* error) -> Backend* {
            return make(c, error).release();
        });
        run->setWorkspaceBrowser([make](const WorkspaceConnection& c, const QByteArray&) {
            QString error;
            std::shared_ptr<AzureBackend> b = make(c, &error);
            return b->listWorkspaces().then(qApp, [b](const WorkspaceListing& l) { return l; });
        });
        WorkspaceDialog* dialog = run->showWorkspaceDialog();
        QVERIFY(dialog->isVisible());
        WorkspaceConnection signIn;
        signIn.cloud = QStringLiteral("custom");
        signIn.armEndpoint = server.url(QString()).toString();
        signIn.loginEndpoint = QStringLiteral("https://login.invalid");
        signIn.auth = QStringLiteral("env");
        dialog->setConnection(signIn);
        auto* list = dialog->findChild<QPushButton*>(QStringLiteral("workspaceList"));
        QVERIFY(list->isVisible());
        QSignalSpy listed(dialog, &WorkspaceDialog::listed);
        list->click();
        QVERIFY(listed.wait(10000));
        QVERIFY2(dialog->problemText().isEmpty(), qPrintable(dialog->problemText()));
        auto* subscription = dialog->findChild<QComboBox*>(QStringLiteral("workspaceSubscription"));
        auto* group = dialog->findChild<QComboBox*>(QStringLiteral("workspaceResourceGroup"));
        auto* picker = dialog->findChild<QComboBox*>(QStringLiteral("workspacePicker"));
        QCOMPARE(subscription->count(), 1);
        QCOMPARE(subscription->itemText(0), QStringLiteral("Research (s1)"));
        QCOMPARE(group->count(), 2);
        QCOMPARE(group->itemText(0), QStringLiteral("rg1"));
        QCOMPARE(picker->count(), 2); // ws1 and the hub, said as one
        QCOMPARE(picker->itemText(0), QStringLiteral("ws1 — northeurope"));
        QCOMPARE(picker->itemText(1), QStringLiteral("hub1 — northeurope (Hub)"));
        QCOMPARE(dialog->connection().workspaceId, QString::fromLatin1(kWs));
        QCOMPARE(dialog->connection().armEndpoint, signIn.armEndpoint); // what was typed stays
        QVERIFY2(dialog->problemText().isEmpty(), qPrintable(dialog->problemText()));
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTemporaryDir pictures;
        QCOMPARE(test::savePicture(dialog, test::pictureFolder("PW_WORKSPACE_SCREENSHOTS", pictures), QStringLiteral("workspace-listed.png")),
                 QString());

        // a workspace the account may not read: not added, not kept, the dialog says why and stays
        group->setCurrentIndex(1);
        QCOMPARE(dialog->connection().workspaceId, QString::fromLatin1(ws2));
        QSignalSpy failed(dialog, &WorkspaceDialog::connectFailed);
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(failed.wait(10000));
        QVERIFY2(dialog->problemText().startsWith(QLatin1String("The workspace ws2 could not be read: The client has no authorization to read "
                                                               "workspace ws2. (AuthorizationFailed, HTTP 403)\nGET http://127.0.0.1:")),
                 qPrintable(dialog->problemText()));
        QVERIFY(dialog->isVisible());
        QCOMPARE(test::savePicture(dialog, test::pictureFolder("PW_WORKSPACE_SCREENSHOTS", pictures), QStringLiteral("workspace-refused.png")),
                 QString());
        QCOMPARE(run->backends().size(), 1);
        QVERIFY(savedWorkspaceConnections().isEmpty());
        QCOMPARE(dialog->connection().armEndpoint, signIn.armEndpoint);

        // the one it can: added, chosen, kept; the dialog closes
        QPointer<WorkspaceDialog> open(dialog);
        group->setCurrentIndex(0);
        QCOMPARE(dialog->connection().workspaceId, QString::fromLatin1(kWs));
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY_WITH_TIMEOUT(!open || !open->isVisible(), 10000);
        QCOMPARE(run->backends().size(), 2);
        QCOMPARE(run->currentBackend()->displayName(), QStringLiteral("Azure ML: ws1"));
        QCOMPARE(savedWorkspaceConnections().size(), 1);
        QVERIFY(run->removeWorkspaceAction()->isVisible());

        // removed: this machine's backend is chosen again and the connection is forgotten
        QVERIFY(run->removeWorkspace(run->currentBackend()));
        QCOMPARE(run->backends().size(), 1);
        QVERIFY(run->currentBackend()->displayName() == QStringLiteral("Answering"));
        QCOMPARE(run->backendSelector()->count(), 1);
        QVERIFY(savedWorkspaceConnections().isEmpty());
        QVERIFY(!run->removeWorkspace(run->currentBackend())); // this machine's stays

        // the dialog closed while the workspace is being read: the connection is given up, nothing added or kept
        slowWorkspace = true;
        WorkspaceDialog* again = run->showWorkspaceDialog();
        WorkspaceConnection typed = signIn;
        typed.workspaceId = QString::fromLatin1(kWs);
        again->setConnection(typed);
        again->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(again->isBusy());
        again->reject();
        QTest::qWait(1500);
        QCOMPARE(run->backends().size(), 1);
        QVERIFY(savedWorkspaceConnections().isEmpty());
    }

    void workspaceFillsTheViews()
    {
        LoopbackServer server;
        auto data = [](const char* name) {
            QFile f(QStringLiteral(PW_SOURCE_DIR "/tests/data/compute/") + QLatin1String(name));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray usages = data("usages.json"), quotas = data("quotas.json"), sizes = data("vmsizes.json"),
                         computes = data("computes.json");
        const QByteArray loc = "/subscriptions/s1/providers/Microsoft.MachineLearningServices/locations/northeurope";
        QByteArray seenAuthorization;
        int jobLists = 0;
        server.handler = [&](const Received& r) {
            seenAuthorization = r.headers.value("authorization");
            if (r.path.startsWith(QByteArray(kWs + "/jobs?")) && ++jobLists)
                return Reply {200, {}, R"({"value":[{"name":"remote-job","properties":{"status":"Running","displayName":"train on ws1"},"systemData":{"createdAt":"2026-11-24T08:00:00Z"}}]})"};
            if (r.path.startsWith(QByteArray(kWs + "/computes?")))
                return Reply {200, {}, computes};
            if (r.path.startsWith(QByteArray(kWs + "?")))
                return Reply {200, {}, R"({"name":"ws1","location":"northeurope","properties":{}})"};
            if (r.path.startsWith(QByteArray(loc + "/usages?")))
                return Reply {200, {}, usages};
            if (r.path.startsWith(QByteArray(loc + "/quotas?")))
                return Reply {200, {}, quotas};
            if (r.path.startsWith(QByteArray(loc + "/vmSizes?")))
                return Reply {200, {}, sizes};
            return Reply {404, {}, {}};
        };
        QMainWindow window;
        auto* run = new RunController(&window, {new test::AnsweringBackend});
        ComputeController compute(&window);
        connect(run, &RunController::currentBackendChanged, &compute, &ComputeController::setBackend);
        run->setWorkspaceFactory([](const WorkspaceConnection& c, const QByteArray&, QString* error) -> Backend* {
            azure::CredentialChoice choice;
            choice.method = c.auth;
            return AzureBackend::create(azure::customCloud(QUrl(c.armEndpoint), QUrl(c.loginEndpoint)),
                                        arm::WorkspaceRef::fromId(c.workspaceId), choice, error)
                .release();
        });
        QVERIFY(run->connectWorkspaceAction()->isVisible());
        WorkspaceConnection c;
        c.workspaceId = QString::fromLatin1(kWs);
        c.cloud = QStringLiteral("custom");
        c.armEndpoint = server.url(QString()).toString();
        c.loginEndpoint = QStringLiteral("https://login.invalid");
        c.auth = QStringLiteral("env");
        QSignalSpy snapshot(&compute, &ComputeController::snapshotChanged);
        QString error;
        QVERIFY2(run->connectWorkspace(c, QByteArray(), &error), qPrintable(error));
        QCOMPARE(run->backends().size(), 2);
        QCOMPARE(run->currentBackend()->displayName(), QStringLiteral("Azure ML: ws1"));

        // its jobs in the Jobs list, its compute in the compute views
        QTRY_COMPARE_WITH_TIMEOUT(run->jobsModel()->rowCount(), 1, 10000);
        QVERIFY(snapshot.count() > 0 || snapshot.wait(10000));
        QCOMPARE(compute.snapshot().location, QStringLiteral("northeurope"));
        QCOMPARE(compute.snapshot().computes.size(), 4);
        QVERIFY(compute.snapshot().usages.size() >= 5);
        QCOMPARE(seenAuthorization, QByteArray("Bearer token-for-tests"));
        // a workspace sends no signals: its jobs are read again while it is the backend shown
        const int before = jobLists;
        run->setRemotePollSeconds(1);
        QTRY_VERIFY_WITH_TIMEOUT(jobLists > before, 5000);

        // remembered without any secret, and back at the next start
        const QVariantList saved = QSettings().value(QStringLiteral("azure/workspaces")).toList();
        QCOMPARE(saved.size(), 1);
        QVERIFY(!QVariant(saved).toString().contains(QLatin1String("token")));
        QMainWindow next;
        auto* again = new RunController(&next, {new test::AnsweringBackend});
        again->setWorkspaceFactory([](const WorkspaceConnection& c, const QByteArray&, QString* error) -> Backend* {
            azure::CredentialChoice choice;
            choice.method = c.auth;
            return AzureBackend::create(azure::customCloud(QUrl(c.armEndpoint), QUrl(c.loginEndpoint)),
                                        arm::WorkspaceRef::fromId(c.workspaceId), choice, error)
                .release();
        });
        again->restoreWorkspaces();
        QCOMPARE(again->backends().size(), 2);
    }
};

QTEST_MAIN(TestWorkspaceUi)
#include "tst_workspaceui.moc"
