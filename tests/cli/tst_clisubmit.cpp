// SPDX-License-Identifier: MIT
// `pipewright submit` and the commands that take `--backend azure`, run as processes against a loopback server that
// plays an Azure ML workspace (Resource Manager, the run-history discovery and the blob service): the pipeline of
// tests/data/azuresubmit submitted (code and data uploaded, components registered, the job PUT with the name and
// experiment given), --wait following the job to Completed or Failed, quota, compute list, vm-sizes and jobs of the
// workspace, a named profile of a config file written here (and one holding a secret, refused), the workspace flags
// missing, and a tiny pipeline submitted to the local backend with --wait. The token never appears in the output.
#include "backends/fakeworkspace.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

namespace {

const QString Data = QStringLiteral(PW_SOURCE_DIR "/tests/data/azuresubmit");
const QByteArray Token = "cli-submit-token-secret";
const QByteArray AccountKey = "cGlwZXdyaWdodC1jbGktdGVzdC1hY2NvdW50LWtleQ==";

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Result
{
    int code = -1;
    QString out;
    QString err;
};

} // namespace

class TestCliSubmit : public QObject
{
    Q_OBJECT

    FakeWorkspace m_ws {Token, AccountKey};
    QTemporaryDir m_state; // XDG_STATE_HOME, PIPEWRIGHT_HOME
    QTemporaryDir m_data; // the copy of tests/data/azuresubmit
    QStringList m_leaks; // runs that showed the token or the account key

    /// Run the CLI in `workDir` while this thread keeps serving the loopback server.
    Result run(const QStringList& args, const QString& workDir, const QList<QPair<QString, QString>>& extra = {})
    {
        QProcess p;
        p.setProgram(QStringLiteral(PW_CLI_PATH));
        p.setArguments(args);
        p.setWorkingDirectory(workDir);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("XDG_STATE_HOME"), m_state.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_state.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_state.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("PIPEWRIGHT_HOME"), m_state.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("PIPEWRIGHT_ACCESS_TOKEN"), QString::fromLatin1(Token));
        for (const char* name : {"PIPEWRIGHT_WORKSPACE", "PIPEWRIGHT_PROFILE", "PIPEWRIGHT_CONFIG", "AZURE_CLIENT_SECRET"})
            env.remove(QLatin1String(name));
        for (const auto& [name, value] : extra)
            env.insert(name, value);
        p.setProcessEnvironment(env);
        p.start();
        QElapsedTimer t;
        t.start();
        while (p.state() != QProcess::NotRunning && t.elapsed() < 120000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
            p.waitForFinished(10);
        }
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished();
        }
        Result r;
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        for (const QByteArray& secret : {Token, AccountKey})
            if (r.out.contains(QString::fromLatin1(secret)) || r.err.contains(QString::fromLatin1(secret)))
                m_leaks << QStringLiteral("pipewright %1 showed a secret").arg(args.join(QLatin1Char(' ')));
        return r;
    }

    /// The workspace and sign-in flags for the loopback workspace.
    QStringList azure() const
    {
        return {QStringLiteral("--backend"),      QStringLiteral("azure"), QStringLiteral("--subscription"), QStringLiteral("s1"),
                QStringLiteral("--resource-group"), QStringLiteral("rg1"), QStringLiteral("--workspace"),    QStringLiteral("ws1"),
                QStringLiteral("--arm-endpoint"), m_ws.url(),              QStringLiteral("--auth"),         QStringLiteral("env")};
    }

    QString pipeline() const { return m_data.filePath(QStringLiteral("pipeline.yml")); }

    QJsonObject jobBody(const QString& name) const
    {
        return m_ws.puts.value(Ws + "/jobs/" + name.toLatin1()).value(QLatin1String("properties")).toObject();
    }

    static QString both(const Result& r) { return r.out + QLatin1Char('\n') + r.err; }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_state.isValid() && m_data.isValid());
        QVERIFY(copyTree(Data, m_data.path()));
    }

    void cleanup()
    {
        QVERIFY2(m_leaks.isEmpty(), qPrintable(m_leaks.join(QLatin1Char('\n'))));
    }

    void submitToAzure()
    {
        const Result r = run(QStringList {QStringLiteral("submit"), QStringLiteral("pipeline.yml"), QStringLiteral("--name"),
                                          QStringLiteral("cli-job-1"), QStringLiteral("--experiment"), QStringLiteral("cli-experiment")}
                                 + azure(),
                             m_data.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(m_ws.problems.isEmpty(), qPrintable(m_ws.problems.join(QLatin1Char('\n'))));
        QVERIFY2(r.out.contains(QLatin1String("Job cli-job-1 submitted to ws1.")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("https://ml.azure.com/runs/cli-job-1")), qPrintable(r.out));
        // the job went out with the name and experiment given, the file itself unchanged
        QCOMPARE(m_ws.count("PUT", Ws + "/jobs/cli-job-1"), 1);
        const QJsonObject p = jobBody(QStringLiteral("cli-job-1"));
        QCOMPARE(p.value(QLatin1String("jobType")).toString(), QStringLiteral("Pipeline"));
        QCOMPARE(p.value(QLatin1String("experimentName")).toString(), QStringLiteral("cli-experiment"));
        QCOMPARE(p.value(QLatin1String("displayName")).toString(), QStringLiteral("submit-sample"));
        QCOMPARE(readFile(pipeline()), readFile(Data + QStringLiteral("/pipeline.yml")));
        // what the submission needs before the job: code uploaded, data uploaded, components registered
        QCOMPARE(m_ws.count("POST", "/startPendingUpload"), 2);
        QCOMPARE(m_ws.count("PUT", "/components/azureml_anonymous/versions/"), 3);
        QVERIFY(m_ws.blobs.value("/dsacct/data/LocalUpload/0d55ae8ca4c5f60e3556e03a58b49613/iris.csv")
                == readFile(Data + QStringLiteral("/data/iris.csv")));
        QCOMPARE(p.value(QLatin1String("inputs")).toObject().value(QLatin1String("raw_data")).toObject().value(QLatin1String("uri")).toString(),
                 QStringLiteral("azureml://datastores/workspaceblobstore/paths/LocalUpload/0d55ae8ca4c5f60e3556e03a58b49613/iris.csv"));

        // JSON: one object with the id and the studio link; a --set value reaches the job
        const Result j = run(QStringList {QStringLiteral("submit"), pipeline(), QStringLiteral("--name"), QStringLiteral("cli-job-2"),
                                          QStringLiteral("--set"), QStringLiteral("learning_rate=0.5"), QStringLiteral("--format"),
                                          QStringLiteral("json")}
                                 + azure(),
                             m_state.path());
        QVERIFY2(j.code == 0, qPrintable(both(j)));
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(j.out.toUtf8(), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(j.out));
        QCOMPARE(o.value(QLatin1String("id")).toString(), QStringLiteral("cli-job-2"));
        QCOMPARE(o.value(QLatin1String("backend")).toString(), QStringLiteral("azure"));
        QCOMPARE(o.value(QLatin1String("studio_url")).toString(), QStringLiteral("https://ml.azure.com/runs/cli-job-2"));
        const QJsonObject lr = jobBody(QStringLiteral("cli-job-2")).value(QLatin1String("inputs")).toObject().value(QLatin1String("learning_rate")).toObject();
        QVERIFY2(lr.value(QLatin1String("value")).toVariant().toString() == QLatin1String("0.5"), QJsonDocument(lr).toJson().constData());
        // the code was found by its hash the second time: nothing uploaded again
        QCOMPARE(m_ws.count("POST", "/startPendingUpload"), 2);
    }

    void submitAndWait()
    {
        m_ws.statusOnRead.insert(QStringLiteral("cli-wait-ok"), QStringLiteral("Completed"));
        m_ws.statusOnRead.insert(QStringLiteral("cli-wait-bad"), QStringLiteral("Failed"));
        Result r = run(QStringList {QStringLiteral("submit"), pipeline(), QStringLiteral("--name"), QStringLiteral("cli-wait-ok"),
                                    QStringLiteral("--wait")}
                           + azure(),
                       m_data.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(r.out.contains(QLatin1String("Job cli-wait-ok: Completed")), qPrintable(r.out));
        QVERIFY(m_ws.count("GET", Ws + "/jobs/cli-wait-ok") >= 1);
        r = run(QStringList {QStringLiteral("submit"), pipeline(), QStringLiteral("--name"), QStringLiteral("cli-wait-bad"),
                             QStringLiteral("--wait")}
                    + azure(),
                m_data.path());
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QLatin1String("Job cli-wait-bad: Failed")), qPrintable(r.out));
    }

    void quotaComputeSizesAndJobsOfTheWorkspace()
    {
        Result r = run(QStringList {QStringLiteral("quota")} + azure(), m_state.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(r.out.contains(QLatin1String("Total Cluster Dedicated Regional vCPUs")), qPrintable(r.out));
        QVERIFY(m_ws.count("GET", WsLocation + "/usages") >= 1 && m_ws.count("GET", WsLocation + "/quotas") >= 1);
        r = run(QStringList {QStringLiteral("quota"), QStringLiteral("--format"), QStringLiteral("json")} + azure(), m_state.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        bool dedicated = false;
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
            const QJsonObject row = v.toObject();
            if (row.value(QLatin1String("displayName")).toString() == QLatin1String("Total Cluster Dedicated Regional vCPUs"))
                dedicated = row.value(QLatin1String("used")).toInt() == 8 && row.value(QLatin1String("limit")).toInt() == 32;
        }
        QVERIFY2(dedicated, qPrintable(r.out)); // 8 of 32, as tests/data/compute/usages.json says

        r = run(QStringList {QStringLiteral("compute"), QStringLiteral("list")} + azure(), m_state.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(r.out.contains(QLatin1String("train-cpu")) && r.out.contains(QLatin1String("aks-gpu")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("STANDARD_DS3_V2")));
        r = run(QStringList {QStringLiteral("compute"), QStringLiteral("show"), QStringLiteral("train-cpu")} + azure(), m_state.path());
        QVERIFY2(r.code == 0 && r.out.contains(QLatin1String("amlcompute")), qPrintable(both(r)));

        r = run(QStringList {QStringLiteral("vm-sizes"), QStringLiteral("--format"), QStringLiteral("json")} + azure(), m_state.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY(QJsonDocument::fromJson(r.out.toUtf8()).array().size() >= 2);

        r = run(QStringList {QStringLiteral("jobs"), QStringLiteral("list")} + azure(), m_state.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(r.out.contains(QLatin1String("cli-job-1")), qPrintable(r.out));
        r = run(QStringList {QStringLiteral("jobs"), QStringLiteral("rerun"), QStringLiteral("cli-job-1")} + azure(), m_state.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("this machine only")), qPrintable(r.err));
    }

    void profileFromTheConfigFile()
    {
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("config.ini"));
        QFile f(config);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# workspaces for pipewright\n"
                "[profiles/loop]\n"
                "backend = azure\n"
                "subscription = s1\n"
                "resource-group = rg1\n"
                "workspace = ws1\n"
                "arm-endpoint = " + m_ws.url().toUtf8() + "\n"
                "auth = env\n"
                "\n"
                "[profiles/leaky]\n"
                "backend = azure\n"
                "workspace = /subscriptions/s1/resourceGroups/rg1/providers/Microsoft.MachineLearningServices/workspaces/ws1\n"
                "client-secret = do-not-keep-me-here\n");
        f.close();
        const QList<QPair<QString, QString>> env {{QStringLiteral("PIPEWRIGHT_CONFIG"), config}};
        Result r = run({QStringLiteral("compute"), QStringLiteral("list"), QStringLiteral("--profile"), QStringLiteral("loop")},
                       m_state.path(), env);
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(r.out.contains(QLatin1String("train-cpu")), qPrintable(r.out));

        const int before = m_ws.count("PUT", Ws + "/jobs/");
        r = run({QStringLiteral("submit"), pipeline(), QStringLiteral("--profile"), QStringLiteral("loop"), QStringLiteral("--name"),
                 QStringLiteral("cli-profile-job")},
                m_state.path(), env);
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY(r.out.contains(QLatin1String("cli-profile-job")));
        QCOMPARE(m_ws.count("PUT", Ws + "/jobs/"), before + 1);

        // the default profile from the environment; a flag given on the command line wins over the profile
        r = run({QStringLiteral("quota"), QStringLiteral("--backend"), QStringLiteral("local")}, m_state.path(),
                {{QStringLiteral("PIPEWRIGHT_CONFIG"), config}, {QStringLiteral("PIPEWRIGHT_PROFILE"), QStringLiteral("loop")}});
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(!r.out.contains(QLatin1String("Regional")), qPrintable(r.out)); // this machine's cores, not the workspace's

        // a secret in the file is refused, and not shown
        r = run({QStringLiteral("quota"), QStringLiteral("--profile"), QStringLiteral("leaky")}, m_state.path(), env);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("client-secret")) && r.err.contains(QLatin1String("[profiles/leaky]")), qPrintable(r.err));
        QVERIFY(!both(r).contains(QLatin1String("do-not-keep-me-here")));
        // an unknown profile names the file and the profiles it has
        r = run({QStringLiteral("quota"), QStringLiteral("--profile"), QStringLiteral("nope")}, m_state.path(), env);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(config) && r.err.contains(QLatin1String("leaky, loop")), qPrintable(r.err));
    }

    void missingWorkspaceFlags()
    {
        const QString arm = m_ws.url();
        const int requests = int(m_ws.server.requests.size());
        Result r = run({QStringLiteral("submit"), pipeline(), QStringLiteral("--backend"), QStringLiteral("azure"),
                        QStringLiteral("--workspace"), QStringLiteral("ws1"), QStringLiteral("--arm-endpoint"), arm},
                       m_state.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("missing: --subscription, --resource-group")), qPrintable(r.err));
        r = run({QStringLiteral("quota"), QStringLiteral("--backend"), QStringLiteral("azure")}, m_state.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("--subscription ID --resource-group RG --workspace WS")), qPrintable(r.err));
        r = run({QStringLiteral("compute"), QStringLiteral("list"), QStringLiteral("--subscription"), QStringLiteral("s1")}, m_state.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("add --backend azure")), qPrintable(r.err));
        r = run(QStringList {QStringLiteral("submit"), pipeline(), QStringLiteral("--name"), QStringLiteral("bad/name")} + azure(),
                m_state.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("not a job name")), qPrintable(r.err));
        r = run(QStringList {QStringLiteral("jobs"), QStringLiteral("list"), QStringLiteral("--backend"), QStringLiteral("mars")}, m_state.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("unknown backend 'mars'")), qPrintable(r.err));
        QCOMPARE(int(m_ws.server.requests.size()), requests); // nothing was sent
    }

    void pricesRefreshedAndShown()
    {
        // the Retail Prices API, on loopback: two pages of the region asked for
        LoopbackServer prices;
        prices.handler = [&prices](const Received& r) {
            const QString filter = QUrlQuery(QUrl(QString::fromUtf8(r.path)).query()).queryItemValue(QStringLiteral("$filter"), QUrl::FullyDecoded);
            const QString region = filter.section(QLatin1String("armRegionName eq '"), 1).section(QLatin1Char('\''), 0, 0);
            auto item = [&](const char* sku, const char* meter, double price) {
                return QJsonObject{{QStringLiteral("armSkuName"), QLatin1String(sku)}, {QStringLiteral("meterName"), QLatin1String(meter)},
                                   {QStringLiteral("productName"), QStringLiteral("Virtual Machines DSv2 Series")},
                                   {QStringLiteral("serviceName"), QStringLiteral("Virtual Machines")},
                                   {QStringLiteral("armRegionName"), region}, {QStringLiteral("type"), QStringLiteral("Consumption")},
                                   {QStringLiteral("unitOfMeasure"), QStringLiteral("1 Hour")},
                                   {QStringLiteral("currencyCode"), QStringLiteral("USD")}, {QStringLiteral("retailPrice"), price},
                                   {QStringLiteral("isPrimaryMeterRegion"), true}};
            };
            const bool second = r.path.contains("skip=");
            QJsonObject page{{QStringLiteral("BillingCurrency"), QStringLiteral("USD")},
                             {QStringLiteral("Items"), second ? QJsonArray{item("Standard_DS3_v2", "DS3 v2 Low Priority", 0.0586)}
                                                              : QJsonArray{item("Standard_DS3_v2", "DS3 v2", 0.293),
                                                                           item("Standard_DS2_v2", "DS2 v2", 0.146)}},
                             {QStringLiteral("NextPageLink"), second ? QJsonValue(QJsonValue::Null)
                                                                     : QJsonValue(prices.url(QStringLiteral("/api/retail/prices?skip=100")).toString())}};
            Reply reply;
            reply.body = QJsonDocument(page).toJson(QJsonDocument::Compact);
            return reply;
        };
        const QList<QPair<QString, QString>> env{{QStringLiteral("PIPEWRIGHT_RETAIL_PRICES_URL"), prices.url(QStringLiteral("/api/retail/prices")).toString()}};
        Result r = run({QStringLiteral("prices")}, m_data.path(), env);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("no prices of eastus have been taken yet")), qPrintable(r.err));
        r = run({QStringLiteral("prices"), QStringLiteral("--refresh")}, m_data.path(), env);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("(pages read: 2)")), qPrintable(r.err));
        QCOMPARE(prices.requests.size(), 2);
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("Standard_DS3_v2 +0\\.2930 +- +0\\.0586"))), qPrintable(r.out));
        // kept: read again without asking
        r = run({QStringLiteral("prices"), QStringLiteral("--format"), QStringLiteral("json")}, m_data.path(), env);
        QCOMPARE(r.code, 0);
        QCOMPARE(prices.requests.size(), 2);
        const QJsonObject list = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(list.value(QStringLiteral("region")).toString(), QStringLiteral("eastus"));
        QVERIFY(QDateTime::fromString(list.value(QStringLiteral("retrievedAt")).toString(), Qt::ISODate).isValid());
        QCOMPARE(list.value(QStringLiteral("sizes")).toArray().size(), 2);
        // this machine's sizes show them, with where they come from
        r = run({QStringLiteral("vm-sizes"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--filter"),
                 QStringLiteral("DS3_v2")},
                m_data.path(), env);
        QCOMPARE(r.code, 0);
        const QJsonArray sizes = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(sizes.size(), 1);
        QCOMPARE(sizes[0].toObject().value(QStringLiteral("pricePerHour")).toDouble(), 0.293);
        QVERIFY(sizes[0].toObject().value(QStringLiteral("priceSource")).toString().contains(QLatin1String("eastus")));
        // a region name that is not one is refused before anything is sent
        r = run({QStringLiteral("prices"), QStringLiteral("--region"), QStringLiteral("east' or '1"), QStringLiteral("--refresh")},
                m_data.path(), env);
        QCOMPARE(r.code, 2);
        QCOMPARE(prices.requests.size(), 2);
    }

    void submitLocallyAndWait()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("tiny.yml")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("type: pipeline\n"
                "inputs:\n"
                "  msg: default\n"
                "jobs:\n"
                "  hello:\n"
                "    type: command\n"
                "    environment: azureml:minimal@1\n"
                "    command: echo \"said ${{inputs.m}}\" > ${{outputs.o}}/m.txt\n"
                "    inputs:\n"
                "      m: ${{parent.inputs.msg}}\n"
                "    outputs:\n"
                "      o:\n"
                "        type: uri_folder\n");
        f.close();
        const Result r = run({QStringLiteral("submit"), QStringLiteral("tiny.yml"), QStringLiteral("--wait"), QStringLiteral("--set"),
                              QStringLiteral("msg=hi"), QStringLiteral("--experiment"), QStringLiteral("local-exp")},
                             dir.path());
        QVERIFY2(r.code == 0, qPrintable(both(r)));
        QVERIFY2(r.out.contains(QLatin1String("hello Completed")), qPrintable(r.out));
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Job (\\S+) started")).match(r.out);
        QVERIFY2(m.hasMatch(), qPrintable(r.out));
        // the job as the run store keeps it: Completed, in the experiment given, its output written
        const Result show = run({QStringLiteral("jobs"), QStringLiteral("show"), m.captured(1), QStringLiteral("--format"), QStringLiteral("json")},
                                dir.path());
        QVERIFY2(show.code == 0, qPrintable(both(show)));
        const QJsonObject job = QJsonDocument::fromJson(show.out.toUtf8()).object();
        QCOMPARE(job.value(QLatin1String("status")).toString(), QStringLiteral("Completed"));
        QCOMPARE(job.value(QLatin1String("experiment")).toString(), QStringLiteral("local-exp"));
        const QString folder = job.value(QLatin1String("steps")).toArray().at(0).toObject().value(QLatin1String("outputs")).toObject()
                                   .value(QLatin1String("o")).toString();
        QCOMPARE(readFile(folder + QStringLiteral("/m.txt")), QByteArray("said hi\n"));
        QCOMPARE(readFile(dir.filePath(QStringLiteral("tiny.yml"))).contains("experiment_name"), false); // the file is not changed

        // JSON: the finished job alone on standard output, progress on standard error
        const Result j = run({QStringLiteral("submit"), QStringLiteral("tiny.yml"), QStringLiteral("--wait"), QStringLiteral("--format"),
                              QStringLiteral("json")},
                             dir.path());
        QVERIFY2(j.code == 0, qPrintable(both(j)));
        const QJsonObject o = QJsonDocument::fromJson(j.out.toUtf8()).object();
        QCOMPARE(o.value(QLatin1String("status")).toString(), QStringLiteral("Completed"));
        QVERIFY(j.err.contains(QLatin1String("started")));

        // a failing step: exit 1
        QFile bad(dir.filePath(QStringLiteral("bad.yml")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("type: pipeline\njobs:\n  boom:\n    type: command\n    environment: azureml:minimal@1\n    command: exit 3\n");
        bad.close();
        const Result b = run({QStringLiteral("submit"), QStringLiteral("bad.yml"), QStringLiteral("--wait")}, dir.path());
        QCOMPARE(b.code, 1);
        QVERIFY2(b.err.contains(QLatin1String("Step 'boom' failed")), qPrintable(both(b)));
    }
};

QTEST_GUILESS_MAIN(TestCliSubmit)
#include "tst_clisubmit.moc"
