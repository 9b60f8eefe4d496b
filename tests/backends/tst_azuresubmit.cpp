// SPDX-License-Identifier: MIT
// Submitting a pipeline to Azure ML as `az ml job create` does, against a loopback server that plays Resource Manager
// and the blob service: the content hash of code folders (azure-ai-ml's), SAS signing, block uploads with a throttled
// attempt retried, the request bodies built from tests/data/azuresubmit (components registered anonymously, compute
// ARM ids, serverless, local data rewritten to azureml:// paths), a submission through AzureBackend whose job is then
// listed and read, a second submission that finds its code by hash and its data already uploaded, failures that name
// the place, and no SAS signature or account key in any log line.
#include "azurebackend.h"
#include "azuremlvalues.h"
#include "azuresubmit.h"
#include "pythonvalues.h"
#include "yamldata.h"
#include "azuretesting.h"
#include "azureupload.h"
#include "fakeworkspace.h"
#include "testfiles.h"
#include "workspacememory.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <mutex>
#include <sstream>

using namespace pw;

namespace {

const QString Data = QStringLiteral(PW_SOURCE_DIR "/tests/data/azuresubmit");
const QByteArray AccountKey = "cGlwZXdyaWdodC10ZXN0LWFjY291bnQta2V5LTAxMjM0NTY3ODk=";
const QByteArray CodeSignature = "CODESECRETSIGNATURE";

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

template<typename T>
T wait(QFuture<T> f)
{
    QElapsedTimer t;
    t.start();
    while (!f.isFinished() && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return f.result();
}

/// The workspace the fake plays, as the backend is given it.
arm::WorkspaceRef wsRef()
{
    return arm::WorkspaceRef::fromId(QString::fromLatin1(Ws));
}

/// The cloud whose Resource Manager is the fake workspace (sign-in is never reached: the tests give the token).
azure::Cloud cloudOf(FakeWorkspace& w)
{
    return azure::customCloud(w.server.url(QString()), QUrl(QStringLiteral("https://login.invalid")));
}

QJsonObject at(const QJsonObject& o, const QString& dotted)
{
    QJsonObject cur = o;
    for (const QString& k : dotted.split(QLatin1Char('.')))
        cur = cur.value(k).toObject();
    return cur;
}

/// Everything written to spdlog and Qt's message handler while it lives, unredacted.
struct LogCapture
{
    static inline std::mutex mutex;
    static inline QStringList qtMessages;
    std::ostringstream stream;
    std::shared_ptr<spdlog::logger> previous = spdlog::default_logger();
    QtMessageHandler previousQt = nullptr;

    LogCapture()
    {
        auto logger = std::make_shared<spdlog::logger>("capture", std::make_shared<spdlog::sinks::ostream_sink_mt>(stream));
        logger->set_level(spdlog::level::trace);
        spdlog::set_default_logger(logger);
        previousQt = qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString& m) {
            std::lock_guard lock(mutex);
            qtMessages << m;
        });
    }
    ~LogCapture()
    {
        spdlog::set_default_logger(previous);
        qInstallMessageHandler(previousQt);
    }
    QString text()
    {
        spdlog::default_logger()->flush();
        std::lock_guard lock(mutex);
        return QString::fromStdString(stream.str()) + qtMessages.join(QLatin1Char('\n'));
    }
};

} // namespace

class TestAzureSubmit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // the workspace memory in a test folder, never the user's cache, however the test is run
        QStandardPaths::setTestModeEnabled(true);
    }

    void codeHashAsAzureAiMl()
    {
        // the hashes azure-ai-ml computes for these folders (get_content_hash, get_object_hash), worked out by the
        // SDK's algorithm in Python over tests/data/azuresubmit
        const azure::FileList src = azure::listUploadFiles(Data + QStringLiteral("/src"));
        QVERIFY2(src.error.isEmpty(), qPrintable(src.error));
        QStringList names;
        for (const azure::UploadFile& f : src.files)
            names << f.relativePath;
        QCOMPARE(names, (QStringList {QStringLiteral(".amlignore"), QStringLiteral("lib/util.py"), QStringLiteral("prep.py"), QStringLiteral("report.py")}));
        QCOMPARE(azure::contentHash(src.files), QStringLiteral("7baa9bda31e096b3048371dd86e168412e1978469dbe15dcae77739f232e46ce"));
        QCOMPARE(azure::contentHash(azure::listUploadFiles(Data + QStringLiteral("/train")).files),
                 QStringLiteral("4a0afff5ea1a9b592f265e24bf3905db7f6c74de2577c7c0e4e7dcffc0fa7f4a"));
        QCOMPARE(azure::objectHash(Data + QStringLiteral("/data/iris.csv")), QStringLiteral("0d55ae8ca4c5f60e3556e03a58b49613"));
        QCOMPARE(azure::objectHash(Data + QStringLiteral("/data/extra")), QStringLiteral("b223a31475c31aaddc61667ad0e770bf"));

        const azure::IgnoreRules rules = azure::IgnoreRules::fromText(
            QStringLiteral("# comment\n*.log\n!keep.log\nbuild/\n/top.txt\n**/deep/*.bin\n\\#hash\n"));
        QVERIFY(rules.excludes(QStringLiteral("a.log")));
        QVERIFY(rules.excludes(QStringLiteral("x/y/a.log")));
        QVERIFY(rules.excludes(QStringLiteral("keep.log"))); // the first matching pattern decides, as in azure-ai-ml
        QVERIFY(rules.excludes(QStringLiteral("build/out.o")));
        QVERIFY(rules.excludes(QStringLiteral("src/build/out.o")));
        QVERIFY(!rules.excludes(QStringLiteral("build.txt")));
        QVERIFY(rules.excludes(QStringLiteral("top.txt")));
        QVERIFY(!rules.excludes(QStringLiteral("sub/top.txt")));
        QVERIFY(rules.excludes(QStringLiteral("a/b/deep/x.bin")));
        QVERIFY(!rules.excludes(QStringLiteral("a/b/deep/x.txt")));
        QVERIFY(rules.excludes(QStringLiteral("#hash")));
        QVERIFY(!rules.excludes(QStringLiteral("comment")));

        QTemporaryDir empty;
        QVERIFY(azure::listUploadFiles(empty.path()).error.contains(QLatin1String("holds no files")));
        QVERIFY(azure::listUploadFiles(empty.filePath(QStringLiteral("nope"))).error.contains(QLatin1String("does not exist")));
    }

    void containerSasSignedWithTheAccountKey()
    {
        // signature worked out with Python's hmac over the service SAS string-to-sign of version 2020-12-06 and later
        const QString sas = azure::containerSas(QStringLiteral("acct"), QStringLiteral("data"), AccountKey, QStringLiteral("rcw"),
                                                QDateTime(QDate(2030, 1, 2), QTime(3, 4, 5), Qt::UTC), true);
        const QUrlQuery q(sas);
        QCOMPARE(q.queryItemValue(QStringLiteral("sig"), QUrl::FullyDecoded), QStringLiteral("OwIDEIMHin4I+u/y7VI39jmjbQ2scbdRpw7zKUjvJ44="));
        QCOMPARE(q.queryItemValue(QStringLiteral("se"), QUrl::FullyDecoded), QStringLiteral("2030-01-02T03:04:05Z"));
        QCOMPARE(q.queryItemValue(QStringLiteral("sr")), QStringLiteral("c"));
        QCOMPARE(q.queryItemValue(QStringLiteral("sp")), QStringLiteral("rcw"));
        QCOMPARE(q.queryItemValue(QStringLiteral("spr")), QStringLiteral("https"));
        QCOMPARE(q.queryItemValue(QStringLiteral("sv")), QStringLiteral("2023-11-03"));
        QVERIFY(!sas.contains(QLatin1Char('+'))); // encoded for a URL
        QString error;
        QVERIFY(azure::containerSas(QStringLiteral("acct"), QStringLiteral("data"), "not base64!", QStringLiteral("rcw"),
                                    QDateTime::currentDateTimeUtc(), true, &error).isEmpty());
        QVERIFY(error.contains(QLatin1String("acct")));
    }

    // a folder's files go several at once, as many as the pool holds and no more while they wait for answers; the
    // first that fails stops the upload and is named
    void filesOfAFolderGoSeveralAtOnce()
    {
        LoopbackServer server;
        server.handler = [](const Received&) {
            Reply r;
            r.hang = true;
            return r;
        };
        QTemporaryDir dir;
        for (int i = 0; i < 40; ++i)
            QVERIFY(pw::test::writeAll(dir.filePath(QStringLiteral("src/f%1.txt").arg(i, 2, 10, QLatin1Char('0'))), QByteArray::number(i)));
        const azure::FileList list = azure::listUploadFiles(dir.filePath(QStringLiteral("src")));
        QCOMPARE(list.files.size(), 40);
        http::ClientOptions once;
        once.maxRetries = 0;
        http::Client http(once);
        const azure::BlobContainer container = azure::containerFromSasUri(server.url(QStringLiteral("/acct/box?sv=2023-11-03&sr=c&sig=S3CRET")));
        azure::UploadOptions options;
        options.timeoutMs = 1500;
        const azure::UploadResult r = aside([&] { return azure::uploadFiles(http, container, QStringLiteral("up"), list.files, options); });
        QVERIFY2(r.error.contains(QLatin1String("f00.txt")), qPrintable(r.error));
        QVERIFY2(!r.error.contains(QLatin1String("S3CRET")), qPrintable(r.error));
        QCOMPARE(r.files, 0);
        QCOMPARE(server.requests.size(), options.parallelFiles); // the whole pool at once, then nothing more
        QVERIFY(options.parallelFiles > 1);
    }

    void blocksAndThrottledPut()
    {
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        http::Client http;
        QTemporaryDir dir;
        QByteArray bytes(300 * 1024 + 17, Qt::Uninitialized);
        QRandomGenerator rng(7);
        for (char& c : bytes)
            c = char(rng.bounded(256));
        const QString big = dir.filePath(QStringLiteral("big file.bin"));
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        azure::BlobContainer container = azure::containerFromSasUri(w.server.url(QStringLiteral("/acct/box?sv=2023-11-03&sr=c&sig=S3CRET")));
        azure::UploadOptions options;
        options.singlePutLimit = 100 * 1024;
        options.blockSize = 64 * 1024;
        options.parallelBlocks = 3;
        const azure::UploadResult up = aside([&] { return azure::uploadBlob(http, container, QStringLiteral("in/big file.bin"), big, options); });
        QVERIFY2(up.error.isEmpty(), qPrintable(up.error));
        QCOMPARE(up.bytes, qint64(bytes.size()));
        QCOMPARE(w.blocks.value("/acct/box/in/big file.bin").size(), 5);
        QCOMPARE(w.count("PUT", "comp=block&"), 5);
        QCOMPARE(w.count("PUT", "comp=blocklist"), 1);
        QVERIFY(w.blobs.value("/acct/box/in/big file.bin") == bytes);
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));

        // a 429 with Retry-After on an upload: waited for and sent again
        const QString small = Data + QStringLiteral("/data/iris.csv");
        w.throttle = 1;
        QElapsedTimer t;
        t.start();
        const azure::UploadResult again = aside([&] { return azure::uploadBlob(http, container, QStringLiteral("iris.csv"), small); });
        QVERIFY2(again.error.isEmpty(), qPrintable(again.error));
        QVERIFY(t.elapsed() >= 900);
        QCOMPARE(w.count("PUT", "/acct/box/iris.csv"), 2);
        QVERIFY(w.blobs.value("/acct/box/iris.csv") == readFile(small));

        // a refusal names the file and the URL, without the signature
        w.throttle = 10;
        http::ClientOptions few;
        few.maxRetries = 0;
        http::Client impatient(few);
        const azure::UploadResult refused = aside([&] { return azure::uploadBlob(impatient, container, QStringLiteral("iris.csv"), small); });
        QVERIFY(refused.error.contains(QLatin1String("iris.csv")));
        QVERIFY(refused.error.contains(QLatin1String("HTTP 429")));
        QVERIFY(refused.error.contains(QLatin1String("ServerBusy")));
        QVERIFY2(!refused.error.contains(QLatin1String("S3CRET")), qPrintable(refused.error));
    }

    void requestBodiesFromThePipeline()
    {
        const QString file = Data + QStringLiteral("/pipeline.yml");
        const azure::SubmitSource source = azure::readSubmission(file, readFile(file));
        QVERIFY2(source.ok(), qPrintable(source.errors.join(QLatin1Char('\n'))));
        QCOMPARE(source.components.size(), 3);
        QCOMPARE(source.codePaths, (QStringList {Data + QStringLiteral("/src"), Data + QStringLiteral("/train")}));
        QCOMPARE(source.data.size(), 2);
        QCOMPARE(source.computes.keys(), (QStringList {QStringLiteral("cpu-cluster"), QStringLiteral("gpu-cluster")}));

        azure::SubmitResolved resolved;
        resolved.ws = arm::WorkspaceRef::fromId(QString::fromLatin1(Ws));
        const QString ws = QString::fromLatin1(Ws);
        resolved.codeIds.insert(Data + QStringLiteral("/src"), ws + QStringLiteral("/codes/c-src/versions/1"));
        resolved.codeIds.insert(Data + QStringLiteral("/train"), ws + QStringLiteral("/codes/c-train/versions/1"));
        resolved.dataUris.insert(Data + QStringLiteral("/data/iris.csv"), QStringLiteral("azureml://datastores/workspaceblobstore/paths/LocalUpload/h1/iris.csv"));
        resolved.dataUris.insert(Data + QStringLiteral("/data/extra"), QStringLiteral("azureml://datastores/workspaceblobstore/paths/LocalUpload/h2/extra/"));
        const azure::SubmitPlan plan = azure::buildSubmitPlan(source, resolved, QStringLiteral("job-1"));
        QVERIFY2(plan.errors.isEmpty(), qPrintable(plan.errors.join(QLatin1Char('\n'))));
        QCOMPARE(plan.jobPath, ws + QStringLiteral("/jobs/job-1"));

        const QJsonObject p = plan.job.value(QLatin1String("properties")).toObject();
        QCOMPARE(p.value(QLatin1String("jobType")).toString(), QStringLiteral("Pipeline"));
        QCOMPARE(p.value(QLatin1String("displayName")).toString(), QStringLiteral("submit-sample"));
        QCOMPARE(p.value(QLatin1String("experimentName")).toString(), QStringLiteral("submit-tests"));
        QCOMPARE(at(p, QStringLiteral("tags")).value(QLatin1String("owner")).toString(), QStringLiteral("tests"));
        const QJsonObject settings = at(p, QStringLiteral("settings"));
        QCOMPARE(settings.value(QLatin1String("default_compute")).toString(), ws + QStringLiteral("/computes/cpu-cluster"));
        QCOMPARE(settings.value(QLatin1String("continue_on_step_failure")), QJsonValue(false));
        // pipeline inputs and outputs, the local file rewritten to its datastore path
        QCOMPARE(at(p, QStringLiteral("inputs.raw_data")),
                 (QJsonObject {{QStringLiteral("jobInputType"), QStringLiteral("uri_file")},
                               {QStringLiteral("uri"), QStringLiteral("azureml://datastores/workspaceblobstore/paths/LocalUpload/h1/iris.csv")}}));
        QCOMPARE(at(p, QStringLiteral("inputs.learning_rate")),
                 (QJsonObject {{QStringLiteral("jobInputType"), QStringLiteral("literal")}, {QStringLiteral("value"), QStringLiteral("0.05")}}));
        QCOMPARE(at(p, QStringLiteral("inputs.epochs")).value(QLatin1String("value")).toString(), QStringLiteral("3"));
        QCOMPARE(at(p, QStringLiteral("inputs.shuffle")).value(QLatin1String("value")).toString(), QStringLiteral("True"));
        QCOMPARE(at(p, QStringLiteral("outputs.trained_model")),
                 (QJsonObject {{QStringLiteral("jobOutputType"), QStringLiteral("uri_folder")}, {QStringLiteral("mode"), QStringLiteral("ReadWriteMount")}}));

        // components: one anonymous version each, steps refer to them
        QCOMPARE(plan.components.size(), 3);
        QHash<QString, QJsonObject> specs;
        for (const auto& c : plan.components) {
            QVERIFY2(c.path.startsWith(ws + QStringLiteral("/components/azureml_anonymous/versions/")), qPrintable(c.path));
            QCOMPARE(c.body.value(QLatin1String("properties")).toObject().value(QLatin1String("isAnonymous")), QJsonValue(true));
            const QJsonObject spec = at(c.body, QStringLiteral("properties.componentSpec"));
            QCOMPARE(c.path.section(QLatin1Char('/'), -1), azure::anonymousVersion(spec));
            specs.insert(c.path, spec);
        }
        const QJsonObject jobs = at(p, QStringLiteral("jobs"));
        QCOMPARE(jobs.keys(), (QStringList {QStringLiteral("prep"), QStringLiteral("report"), QStringLiteral("train")}));
        const QJsonObject prep = jobs.value(QLatin1String("prep")).toObject();
        const QJsonObject train = jobs.value(QLatin1String("train")).toObject();
        const QJsonObject report = jobs.value(QLatin1String("report")).toObject();
        for (const QJsonObject& step : {prep, train, report})
            QVERIFY(specs.contains(step.value(QLatin1String("componentId")).toString()));
        const QJsonObject prepSpec = specs.value(prep.value(QLatin1String("componentId")).toString());
        // registered anonymously, under the name azure-ai-ml gives every anonymous component (tst_sdkbodies)
        QCOMPARE(prepSpec.value(QLatin1String("name")).toString(), QStringLiteral("azureml_anonymous"));
        QCOMPARE(prepSpec.value(QLatin1String("display_name")).toString(), QStringLiteral("Prepare data"));
        QCOMPARE(prepSpec.value(QLatin1String("version")).toString(), QStringLiteral("1"));
        QCOMPARE(prepSpec.value(QLatin1String("code")).toString(), QStringLiteral("azureml:") + ws + QStringLiteral("/codes/c-src/versions/1"));
        QCOMPARE(prepSpec.value(QLatin1String("environment")).toString(), QStringLiteral("azureml:AzureML-sklearn-1.5@latest"));
        QCOMPARE(at(prepSpec, QStringLiteral("inputs.raw")).value(QLatin1String("type")).toString(), QStringLiteral("uri_file"));
        const QJsonObject trainSpec = specs.value(train.value(QLatin1String("componentId")).toString());
        QCOMPARE(trainSpec.value(QLatin1String("code")).toString(), QStringLiteral("azureml:") + ws + QStringLiteral("/codes/c-train/versions/1"));
        // the interface's values as azure-ai-ml writes them: str() of the typed value (tst_sdkbodies)
        QCOMPARE(at(trainSpec, QStringLiteral("inputs.lr")).value(QLatin1String("default")), QJsonValue(QStringLiteral("0.01")));
        // the inline environments of train and report are the same one, registered once
        QCOMPARE(plan.environments.size(), 1);
        QVERIFY(plan.environments.first().path.startsWith(ws + QStringLiteral("/environments/CliV2AnonymousEnvironment/versions/")));
        const QJsonObject env = at(plan.environments.first().body, QStringLiteral("properties"));
        QCOMPARE(env.value(QLatin1String("image")).toString(), QStringLiteral("mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu22.04"));
        QCOMPARE(env.value(QLatin1String("condaFile")).toString().toUtf8(), readFile(Data + QStringLiteral("/env/conda.yml")));
        QCOMPARE(trainSpec.value(QLatin1String("environment")).toString(), QStringLiteral("azureml:") + plan.environments.first().path);
        // a command step without a component: one made of its command, code, environment and bindings
        const QJsonObject reportSpec = specs.value(report.value(QLatin1String("componentId")).toString());
        QCOMPARE(reportSpec.value(QLatin1String("type")).toString(), QStringLiteral("command"));
        QVERIFY(reportSpec.value(QLatin1String("command")).toString().startsWith(QLatin1String("python report.py")));
        QCOMPARE(reportSpec.value(QLatin1String("code")).toString(), QStringLiteral("azureml:") + ws + QStringLiteral("/codes/c-src/versions/1"));
        QCOMPARE(reportSpec.value(QLatin1String("environment")).toString(), QStringLiteral("azureml:") + plan.environments.first().path);
        QCOMPARE(at(reportSpec, QStringLiteral("inputs.model")).value(QLatin1String("type")).toString(), QStringLiteral("uri_folder"));
        QCOMPARE(at(reportSpec, QStringLiteral("inputs.tag")).value(QLatin1String("type")).toString(), QStringLiteral("string"));
        QCOMPARE(at(reportSpec, QStringLiteral("inputs.shuffle")).value(QLatin1String("type")).toString(), QStringLiteral("boolean"));

        // steps: computes as ARM ids, serverless, bindings, the local folder rewritten, settings carried over
        QVERIFY(!prep.contains(QLatin1String("computeId"))); // the pipeline's default compute
        QCOMPARE(train.value(QLatin1String("computeId")).toString(), ws + QStringLiteral("/computes/gpu-cluster"));
        QCOMPARE(report.value(QLatin1String("computeId")).toString(), QStringLiteral("serverless"));
        QCOMPARE(at(prep, QStringLiteral("inputs.raw")),
                 (QJsonObject {{QStringLiteral("job_input_type"), QStringLiteral("literal")}, {QStringLiteral("value"), QStringLiteral("${{parent.inputs.raw_data}}")}}));
        QCOMPARE(at(prep, QStringLiteral("outputs.clean")),
                 (QJsonObject {{QStringLiteral("job_output_type"), QStringLiteral("uri_folder")}, {QStringLiteral("mode"), QStringLiteral("ReadWriteMount")}}));
        QCOMPARE(at(train, QStringLiteral("inputs.extra")),
                 (QJsonObject {{QStringLiteral("job_input_type"), QStringLiteral("uri_folder")},
                               {QStringLiteral("uri"), QStringLiteral("azureml://datastores/workspaceblobstore/paths/LocalUpload/h2/extra/")},
                               {QStringLiteral("mode"), QStringLiteral("Download")}}));
        QCOMPARE(at(train, QStringLiteral("outputs.model")),
                 (QJsonObject {{QStringLiteral("type"), QStringLiteral("literal")}, {QStringLiteral("value"), QStringLiteral("${{parent.outputs.trained_model}}")}}));
        QCOMPARE(at(train, QStringLiteral("resources")),
                 (QJsonObject {{QStringLiteral("instance_count"), 2}, {QStringLiteral("shm_size"), QStringLiteral("8g")}}));
        QCOMPARE(at(train, QStringLiteral("distribution")),
                 (QJsonObject {{QStringLiteral("distribution_type"), QStringLiteral("PyTorch")}, {QStringLiteral("process_count_per_instance"), 2}}));
        QCOMPARE(at(train, QStringLiteral("queue_settings")).value(QLatin1String("job_tier")).toString(), QStringLiteral("Standard"));
        QCOMPARE(at(train, QStringLiteral("identity")), (QJsonObject {{QStringLiteral("type"), QStringLiteral("user_identity")}}));
        QCOMPARE(at(train, QStringLiteral("limits")),
                 (QJsonObject {{QStringLiteral("job_limits_type"), QStringLiteral("Command")}, {QStringLiteral("timeout"), QStringLiteral("PT1H")}}));
        QCOMPARE(at(train, QStringLiteral("environment_variables")).value(QLatin1String("MODE")).toString(), QStringLiteral("full"));
        QCOMPARE(at(report, QStringLiteral("queue_settings")).value(QLatin1String("job_tier")).toString(), QStringLiteral("Spot"));
        QCOMPARE(at(report, QStringLiteral("resources")).value(QLatin1String("instance_type")).toString(), QStringLiteral("Standard_DS3_v2"));
        QCOMPARE(at(report, QStringLiteral("inputs.tag")).value(QLatin1String("value")).toString(), QStringLiteral("nightly"));

        // the same pipeline gives the same versions; a changed command another one
        const azure::SubmitPlan again = azure::buildSubmitPlan(source, resolved, QStringLiteral("job-2"));
        QCOMPARE(again.components.first().path, plan.components.first().path);
        QByteArray changed = readFile(file);
        changed.replace("--tag ${{inputs.tag}}", "--label ${{inputs.tag}}");
        const azure::SubmitPlan other = azure::buildSubmitPlan(azure::readSubmission(file, changed), resolved, QStringLiteral("job-3"));
        QSet<QString> before, after;
        for (const auto& c : plan.components)
            before << c.path;
        for (const auto& c : other.components)
            after << c.path;
        QCOMPARE((before & after).size(), 2);
    }

    void parallelStepWithoutComponent()
    {
        // a parallel step written with its own task: an anonymous parallel component made of it, as az ml job create does
        const QString file = Data + QStringLiteral("/parallel_inline.yml");
        const QByteArray text = readFile(file); // also submitted by the official SDK in tst_sdkbodies
        const azure::SubmitSource source = azure::readSubmission(file, text);
        QVERIFY2(source.ok(), qPrintable(source.errors.join(QLatin1Char('\n'))));
        QCOMPARE(source.components.size(), 1);
        QVERIFY(source.components.first().fromStep);
        QCOMPARE(source.codePaths, QStringList {Data + QStringLiteral("/src")});

        const QString ws = QString::fromLatin1(Ws);
        azure::SubmitResolved resolved;
        resolved.ws = wsRef();
        resolved.codeIds.insert(Data + QStringLiteral("/src"), ws + QStringLiteral("/codes/c-src/versions/1"));
        const azure::SubmitPlan plan = azure::buildSubmitPlan(source, resolved, QStringLiteral("job-p"));
        QVERIFY2(plan.errors.isEmpty(), qPrintable(plan.errors.join(QLatin1Char('\n'))));
        QCOMPARE(plan.environments.size(), 1);
        QCOMPARE(plan.components.size(), 1);
        const azure::SubmitPlan::Put& c = plan.components.first();
        QVERIFY2(c.path.startsWith(ws + QStringLiteral("/components/azureml_anonymous/versions/")), qPrintable(c.path));
        QCOMPARE(at(c.body, QStringLiteral("properties")).value(QLatin1String("isAnonymous")), QJsonValue(true));
        const QJsonObject spec = at(c.body, QStringLiteral("properties.componentSpec"));
        QCOMPARE(c.path.section(QLatin1Char('/'), -1), azure::anonymousVersion(spec));
        QCOMPARE(spec.value(QLatin1String("type")).toString(), QStringLiteral("parallel"));
        QCOMPARE(spec.value(QLatin1String("name")).toString(), QStringLiteral("azureml_anonymous"));
        QVERIFY(!spec.contains(QLatin1String("command")));
        QCOMPARE(at(spec, QStringLiteral("inputs.batch")).value(QLatin1String("type")).toString(), QStringLiteral("uri_folder"));
        QCOMPARE(at(spec, QStringLiteral("inputs.threshold")).value(QLatin1String("type")).toString(), QStringLiteral("number"));
        QCOMPARE(at(spec, QStringLiteral("outputs.rows")).value(QLatin1String("type")).toString(), QStringLiteral("uri_file"));
        QCOMPARE(spec.value(QLatin1String("input_data")).toString(), QStringLiteral("${{inputs.batch}}"));
        QCOMPARE(spec.value(QLatin1String("mini_batch_size")).toString(), QStringLiteral("3"));
        QCOMPARE(at(spec, QStringLiteral("resources")), (QJsonObject {{QStringLiteral("instance_count"), 2}}));
        QCOMPARE(spec.value(QLatin1String("max_concurrency_per_instance")), QJsonValue(4));
        QCOMPARE(spec.value(QLatin1String("mini_batch_error_threshold")), QJsonValue(1));
        QCOMPARE(spec.value(QLatin1String("error_threshold")), QJsonValue(5));
        QCOMPARE(spec.value(QLatin1String("logging_level")).toString(), QStringLiteral("DEBUG"));
        QCOMPARE(at(spec, QStringLiteral("retry_settings")),
                 (QJsonObject {{QStringLiteral("max_retries"), 2}, {QStringLiteral("timeout"), 60}}));
        const QJsonObject task = at(spec, QStringLiteral("task"));
        QCOMPARE(task.value(QLatin1String("type")).toString(), QStringLiteral("run_function"));
        QCOMPARE(task.value(QLatin1String("code")).toString(), QStringLiteral("azureml:") + ws + QStringLiteral("/codes/c-src/versions/1"));
        QCOMPARE(task.value(QLatin1String("entry_script")).toString(), QStringLiteral("prep.py"));
        QCOMPARE(task.value(QLatin1String("program_arguments")).toString(), QStringLiteral("--threshold ${{inputs.threshold}}"));
        QCOMPARE(task.value(QLatin1String("environment")).toString(), QStringLiteral("azureml:") + plan.environments.first().path);
        QCOMPARE(task.value(QLatin1String("append_row_to")).toString(), QStringLiteral("${{outputs.rows}}"));
        // the variables stay on the node: azure-ai-ml's parallel task has none (tests/backends/tst_sdkbodies)
        QVERIFY(!task.contains(QLatin1String("environment_variables")));
        QCOMPARE(at(plan.job, QStringLiteral("properties.jobs.score.environment_variables")),
                 (QJsonObject {{QStringLiteral("LEVEL"), QStringLiteral("debug")}}));

        // the step refers to it and keeps its bindings and the settings the job level carries
        const QJsonObject step = at(plan.job, QStringLiteral("properties.jobs.score"));
        QCOMPARE(step.value(QLatin1String("componentId")).toString(), c.path);
        QCOMPARE(step.value(QLatin1String("type")).toString(), QStringLiteral("parallel"));
        QCOMPARE(step.value(QLatin1String("_source")).toString(), QStringLiteral("YAML.JOB"));
        QCOMPARE(at(step, QStringLiteral("inputs.threshold")).value(QLatin1String("value")).toString(), QStringLiteral("${{parent.inputs.threshold}}"));
        QCOMPARE(at(step, QStringLiteral("inputs.batch")).value(QLatin1String("value")).toString(), QStringLiteral("${{parent.inputs.files}}"));
        QCOMPARE(at(step, QStringLiteral("outputs.rows")).value(QLatin1String("value")).toString(), QStringLiteral("${{parent.outputs.summary}}"));
        QCOMPARE(step.value(QLatin1String("mini_batch_size")), QJsonValue(3));
        QCOMPARE(step.value(QLatin1String("input_data")).toString(), QStringLiteral("${{inputs.batch}}"));
        QCOMPARE(at(step, QStringLiteral("resources")).value(QLatin1String("instance_count")), QJsonValue(2));
        // the node carries its task too, its code and environment as the registered versions (as azure-ai-ml's node)
        QCOMPARE(at(step, QStringLiteral("task")).value(QLatin1String("code")).toString(), task.value(QLatin1String("code")).toString());
        QCOMPARE(at(step, QStringLiteral("task")).value(QLatin1String("environment")).toString(), task.value(QLatin1String("environment")).toString());

        // another entry script, another component version; without an environment or a task, a message naming the place
        QByteArray changed = text;
        changed.replace("entry_script: prep.py", "entry_script: report.py");
        const azure::SubmitPlan other = azure::buildSubmitPlan(azure::readSubmission(file, changed), resolved, QStringLiteral("job-q"));
        QVERIFY(other.errors.isEmpty());
        QVERIFY(other.components.first().path != c.path);
        QByteArray noEnv = text;
        noEnv.replace("      environment:\n        image: mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu22.04\n        conda_file: ./env/conda.yml\n", "");
        const azure::SubmitSource noEnvSource = azure::readSubmission(file, noEnv);
        QVERIFY2(!noEnvSource.ok() && noEnvSource.errors.join(QLatin1Char('\n')).contains(QLatin1String("parallel_inline.yml:13:3"))
                     && noEnvSource.errors.join(QLatin1Char('\n')).contains(QLatin1String("task.environment")),
                 qPrintable(noEnvSource.errors.join(QLatin1Char('\n'))));
        QByteArray noTask = text.left(text.indexOf("    task:\n"));
        const azure::SubmitSource without = azure::readSubmission(file, noTask);
        QVERIFY2(!without.ok() && without.errors.join(QLatin1Char('\n')).contains(QLatin1String("step 'score'")),
                 qPrintable(without.errors.join(QLatin1Char('\n'))));
    }

    void submitThroughTheBackend()
    {
        LogCapture logs;
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        w.throttle = 1; // the first blob written is throttled once
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        const QString file = Data + QStringLiteral("/pipeline.yml");
        const SubmitResult first = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(first.ok(), qPrintable(first.error));
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));
        QVERIFY(first.jobId.startsWith(QLatin1String("pipeline_")));
        bool noted = false;
        for (const Diagnostic& d : first.problems)
            noted = noted || d.message.contains(QStringLiteral("https://ml.azure.com/runs/") + first.jobId);
        QVERIFY(noted);

        // code: two folders, each looked up by hash, then uploaded (the ignored file left out) and created
        QCOMPARE(w.count("GET", "/codes/"), 2);
        QCOMPARE(w.count("POST", "/startPendingUpload"), 2);
        QCOMPARE(w.codeVersions.size(), 2);
        const QJsonObject srcVersion = w.codeVersions.value(QStringLiteral("7baa9bda31e096b3048371dd86e168412e1978469dbe15dcae77739f232e46ce"));
        const QString srcUri = at(srcVersion, QStringLiteral("properties")).value(QLatin1String("codeUri")).toString();
        QVERIFY2(srcUri.startsWith(w.server.url(QStringLiteral("/codeacct/code/LocalUpload/")).toString()), qPrintable(srcUri));
        const QByteArray srcFolder = QUrl(srcUri).path().toUtf8();
        for (const char* name : {".amlignore", "prep.py", "report.py", "lib/util.py"})
            QVERIFY2(w.blobs.value(srcFolder + '/' + name) == readFile(Data + QStringLiteral("/src/") + QLatin1String(name)), name);
        QVERIFY(!w.blobs.contains(srcFolder + "/notes.tmp"));
        // data: the file and the folder under LocalUpload/<hash>/ of the default datastore, marked complete
        const QByteArray iris = "/dsacct/data/LocalUpload/0d55ae8ca4c5f60e3556e03a58b49613/iris.csv";
        QVERIFY(w.blobs.value(iris) == readFile(Data + QStringLiteral("/data/iris.csv")));
        QCOMPARE(w.uploadStatus.value(iris), QByteArray("completed"));
        const QByteArray extra = "/dsacct/data/LocalUpload/b223a31475c31aaddc61667ad0e770bf/extra/";
        QVERIFY(w.blobs.value(extra + "a.txt") == readFile(Data + QStringLiteral("/data/extra/a.txt")));
        QVERIFY(w.blobs.value(extra + "sub/b.txt") == readFile(Data + QStringLiteral("/data/extra/sub/b.txt")));
        // the throttled upload was sent again after its Retry-After
        bool retried = false;
        for (const Received& r : w.server.requests)
            retried = retried || (r.method == "PUT" && !r.path.startsWith("/subscriptions") && w.count("PUT", r.path) == 2);
        QVERIFY(retried);
        // the computes were checked, environment and components registered, then the job
        QCOMPARE(w.count("GET", "/computes/cpu-cluster"), 1);
        QCOMPARE(w.count("GET", "/computes/gpu-cluster"), 1);
        QCOMPARE(w.count("PUT", "/environments/CliV2AnonymousEnvironment/versions/"), 1);
        QCOMPARE(w.count("PUT", "/components/azureml_anonymous/versions/"), 3);
        const QJsonObject body = w.puts.value(Ws + "/jobs/" + first.jobId.toLatin1());
        const QJsonObject p = body.value(QLatin1String("properties")).toObject();
        QCOMPARE(p.value(QLatin1String("jobType")).toString(), QStringLiteral("Pipeline"));
        QCOMPARE(at(p, QStringLiteral("inputs.raw_data")).value(QLatin1String("uri")).toString(),
                 QStringLiteral("azureml://datastores/workspaceblobstore/paths/LocalUpload/0d55ae8ca4c5f60e3556e03a58b49613/iris.csv"));
        QCOMPARE(at(p, QStringLiteral("jobs.train.inputs.extra")).value(QLatin1String("uri")).toString(),
                 QStringLiteral("azureml://datastores/workspaceblobstore/paths/LocalUpload/b223a31475c31aaddc61667ad0e770bf/extra/"));
        QCOMPARE(at(p, QStringLiteral("jobs.train")).value(QLatin1String("computeId")).toString(), QString::fromLatin1(Ws) + QStringLiteral("/computes/gpu-cluster"));
        for (const QString& step : {QStringLiteral("prep"), QStringLiteral("train"), QStringLiteral("report")}) {
            const QByteArray component = at(p, QStringLiteral("jobs.") + step).value(QLatin1String("componentId")).toString().toLatin1();
            QVERIFY2(w.puts.contains(component), component.constData());
            const QString code = at(w.puts.value(component), QStringLiteral("properties.componentSpec")).value(QLatin1String("code")).toString();
            QVERIFY2(code.startsWith(QStringLiteral("azureml:") + QString::fromLatin1(Ws) + QStringLiteral("/codes/")), qPrintable(code));
        }

        // the job is then listed and read as any other
        const JobRun job = wait(backend.job(first.jobId));
        QCOMPARE(job.id, first.jobId);
        QCOMPARE(job.displayName, QStringLiteral("submit-sample"));
        QCOMPARE(job.status, RunStatus::NotStarted);
        const QList<JobRun> listed = wait(backend.listJobs());
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.first().id, first.jobId);

        // the same code and data again: found by hash and by their upload marks, nothing uploaded
        int blobPuts = 0;
        for (const Received& r : w.server.requests)
            blobPuts += r.method == "PUT" && !r.path.startsWith("/subscriptions");
        const SubmitResult second = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(second.ok(), qPrintable(second.error));
        QVERIFY(second.jobId != first.jobId);
        int blobPutsAfter = 0;
        for (const Received& r : w.server.requests)
            blobPutsAfter += r.method == "PUT" && !r.path.startsWith("/subscriptions");
        QCOMPARE(blobPutsAfter, blobPuts);
        QCOMPARE(w.count("GET", "/codes/"), 4);
        QCOMPARE(w.count("POST", "/startPendingUpload"), 2);
        QCOMPARE(w.count("HEAD", "/dsacct/data/LocalUpload/"), 4);
        const QJsonObject secondBody = w.puts.value(Ws + "/jobs/" + second.jobId.toLatin1());
        QCOMPARE(at(secondBody, QStringLiteral("properties.jobs")), at(p, QStringLiteral("jobs")));

        // no signature and no account key in any log line, message or result
        QString signature;
        for (const Received& r : w.server.requests)
            if (r.path.startsWith("/dsacct/"))
                signature = QUrlQuery(QString::fromLatin1(r.path.mid(r.path.indexOf('?') + 1))).queryItemValue(QStringLiteral("sig"), QUrl::FullyDecoded);
        QVERIFY(!signature.isEmpty());
        const QString logged = logs.text();
        QVERIFY2(logged.contains(QLatin1String("/dsacct/data/LocalUpload/")) && logged.contains(QLatin1String("sig=REDACTED")),
                 "the transfers are logged, their signatures redacted");
        for (const QString& secret : {signature, QString::fromLatin1(QUrl::toPercentEncoding(signature)), QString::fromLatin1(CodeSignature),
                                      QString::fromLatin1(AccountKey)}) {
            QVERIFY2(!logged.contains(secret), qPrintable(QStringLiteral("a secret in the log")));
            for (const Diagnostic& d : first.problems + second.problems)
                QVERIFY(!d.message.contains(secret));
        }
    }

    // more code folders than connections, and local data: the uploads that wait for the checks never hold back the
    // lookups the submission waits for (each upload waiting at the gate has a thread of its own)
    void manyCodeFoldersAndData()
    {
        QTemporaryDir dir;
        QByteArray text = "type: pipeline\ninputs:\n  raw:\n    type: uri_file\n    path: ./data.csv\njobs:\n";
        QVERIFY(pw::test::writeAll(dir.filePath(QStringLiteral("data.csv")), "a,b\n1,2\n"));
        for (int i = 0; i < 24; ++i) {
            QVERIFY(pw::test::writeAll(dir.filePath(QStringLiteral("c%1/run.py").arg(i)), "print(" + QByteArray::number(i) + ")\n"));
            text += "  s" + QByteArray::number(i) + ":\n    command: python run.py ${{inputs.d}}\n    code: ./c" + QByteArray::number(i)
                    + "\n    environment: azureml:e:1\n    compute: azureml:cpu-cluster\n    inputs:\n      d: ${{parent.inputs.raw}}\n";
        }
        const QString file = dir.filePath(QStringLiteral("p.yml"));
        QVERIFY(pw::test::writeAll(file, text));
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        const SubmitResult r = wait(backend.submit(file, text, {}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(w.codeVersions.size(), 24);
        QCOMPARE(w.jobs.size(), 1);
    }

    // a default datastore with identity-based access (no key, no SAS) is written with the signed-in identity's token
    // for Azure Storage, as azure-ai-ml writes it; code still goes through the SAS startPendingUpload gives
    void identityBasedDatastore()
    {
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        w.storageToken = "storage-tok";
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        const QString file = Data + QStringLiteral("/pipeline.yml");
        const SubmitResult r = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));
        QCOMPARE(w.count("POST", "/listSecrets"), 0);
        const QByteArray iris = "/dsacct/data/LocalUpload/0d55ae8ca4c5f60e3556e03a58b49613/iris.csv";
        QVERIFY(w.blobs.value(iris) == readFile(Data + QStringLiteral("/data/iris.csv")));
        QCOMPARE(w.uploadStatus.value(iris), QByteArray("completed"));
        for (const Received& q : w.server.requests)
            if (q.path.startsWith("/dsacct/"))
                QCOMPARE(q.headers.value("authorization"), QByteArray("Bearer storage-tok"));
        const QJsonObject p = w.jobBody(r.jobId).value(QLatin1String("properties")).toObject();
        QCOMPARE(at(p, QStringLiteral("inputs.raw_data")).value(QLatin1String("uri")).toString(),
                 QStringLiteral("azureml://datastores/workspaceblobstore/paths/LocalUpload/0d55ae8ca4c5f60e3556e03a58b49613/iris.csv"));

        // a way of signing in that gives no Storage token: refused before anything is written, saying why
        class ArmOnly : public azure::Credential
        {
        public:
            QString describe() const override { return QStringLiteral("arm-only test credential"); }
            azure::TokenResult acquire() override { return FixedCredential().acquire(); }
        };
        FakeWorkspace v("tok", AccountKey, CodeSignature);
        v.storageToken = "storage-tok";
        AzureBackend armOnly(cloudOf(v), wsRef(), std::make_unique<ArmOnly>());
        const SubmitResult refused = wait(armOnly.submit(file, readFile(file), {}));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error.contains(QLatin1String("identity-based access")) && refused.error.contains(QLatin1String("arm-only test credential"))
                     && refused.error.contains(QLatin1String("https://storage.azure.com/")),
                 qPrintable(refused.error));
        QCOMPARE(v.count("PUT", "/dsacct/"), 0);
        QCOMPARE(v.count("PUT", "/jobs/"), 0);
    }

    void componentsAndKnownCredentialsDoNotWaitForTheData()
    {
        // the components go as soon as the code versions are known, while the data is still being written: with
        // every blob answer 300 ms late, they arrive before the first blob is answered; and a workspace's default
        // datastore known from the last submission has its credentials asked for beside the list of datastores
        // (with that list 300 ms late, its listSecrets arrives before the list is answered), never before it is known
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        const auto inner = w.server.handler;
        QElapsedTimer clock;
        clock.start();
        qint64 firstBlob = -1, firstComponent = -1, listArrived = -1, secretsArrived = -1;
        w.server.handler = [&](const Received& r) {
            Reply reply = inner(r);
            if (r.path.startsWith("/dsacct/")) {
                if (firstBlob < 0)
                    firstBlob = clock.elapsed();
                reply.delayMs = 300;
            } else if (r.method == "PUT" && r.path.contains("/components/azureml_anonymous/versions/")) {
                if (firstComponent < 0)
                    firstComponent = clock.elapsed();
            } else if (r.method == "GET" && r.path.contains("/datastores?")) {
                listArrived = clock.elapsed();
                reply.delayMs = 300;
            } else if (r.path.contains("/listSecrets")) {
                secretsArrived = clock.elapsed();
            }
            return reply;
        };
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        const QString file = Data + QStringLiteral("/pipeline.yml");
        const SubmitResult first = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(first.ok(), qPrintable(first.error));
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));
        QVERIFY(firstBlob >= 0 && firstComponent >= 0);
        QVERIFY2(firstComponent < firstBlob + 250, qPrintable(QStringLiteral("the first component came %1 ms after the first blob request")
                                                                  .arg(firstComponent - firstBlob)));
        // the first submission to this workspace: the credentials after the list
        QVERIFY2(secretsArrived - listArrived >= 300, qPrintable(QStringLiteral("listSecrets %1 ms after the list").arg(secretsArrived - listArrived)));
        const QString known = azure::WorkspaceMemory::filePath();
        const QByteArray cache = readFile(known);
        QVERIFY2(cache.contains("workspaceblobstore"), cache.constData());
        QVERIFY(!cache.contains(AccountKey)); // nothing secret is kept

        firstBlob = firstComponent = listArrived = secretsArrived = -1;
        const SubmitResult second = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(second.ok(), qPrintable(second.error));
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));
        QVERIFY2(secretsArrived >= 0 && secretsArrived - listArrived < 250,
                 qPrintable(QStringLiteral("listSecrets %1 ms after the list").arg(secretsArrived - listArrived)));
        QCOMPARE(w.count("POST", "/listSecrets"), 2);

        // the datastore no longer keeps credentials: the one request asked on what was known is dropped (the blobs
        // are written with the identity's token), and it is not asked again
        w.storageToken = "storage-tok";
        const SubmitResult third = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(third.ok(), qPrintable(third.error));
        QCOMPARE(w.count("POST", "/listSecrets"), 3);
        w.problems.clear();
        const SubmitResult fourth = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(fourth.ok(), qPrintable(fourth.error));
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));
        QCOMPARE(w.count("POST", "/listSecrets"), 3);
    }

    void componentsOfCodeFoundBeforeGoBesideTheLookup()
    {
        // a pipeline submitted again as it is worked on: the component made of a code folder found before (and of an
        // environment registered before) is not sent again, and the job goes as soon as the lookup gives the code
        // version it was made of (with the lookup 300 ms late: at once after its answer); the first submission waits
        // for the lookup before registering the component; when the code has changed, the job names a component made
        // of the new code version, never the one made of the old; and a component the workspace no longer has is
        // registered again when the job naming it is refused, the job then created once
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("p.yml"));
        QVERIFY(pw::test::writeAll(file, "type: pipeline\nsettings:\n  default_compute: azureml:cpu-cluster\njobs:\n  hello:\n"
                                         "    command: python hello.py\n    code: ./src\n    environment:\n      image: python:3.10-slim\n"));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("src")));
        QVERIFY(pw::test::writeAll(dir.filePath(QStringLiteral("src/hello.py")), "print('hello')\n"));
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        const auto inner = w.server.handler;
        QElapsedTimer clock;
        clock.start();
        qint64 lookupArrived = -1, componentArrived = -1, jobArrived = -1;
        w.server.handler = [&](const Received& r) {
            Reply reply = inner(r);
            if (r.method == "GET" && r.path.contains("/codes/") && r.path.contains("hash=")) {
                lookupArrived = clock.elapsed();
                reply.delayMs = 300;
            } else if (r.method == "PUT" && r.path.contains("/components/azureml_anonymous/versions/") && componentArrived < 0) {
                componentArrived = clock.elapsed();
            } else if (r.method == "PUT" && r.path.contains("/jobs/") && jobArrived < 0) {
                jobArrived = clock.elapsed();
            }
            return reply;
        };
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        auto submit = [&]() -> QString { // the code the job's component names
            lookupArrived = componentArrived = jobArrived = -1;
            const SubmitResult r = wait(backend.submit(file, readFile(file), {}));
            if (!r.ok())
                return QStringLiteral("not submitted: ") + r.error;
            const QByteArray component = at(w.jobBody(r.jobId).value(QLatin1String("properties")).toObject(), QStringLiteral("jobs.hello"))
                                             .value(QLatin1String("componentId")).toString().toLatin1();
            if (!w.puts.contains(component))
                return QStringLiteral("the job names a component never registered");
            return at(w.puts.value(component), QStringLiteral("properties.componentSpec")).value(QLatin1String("code")).toString();
        };
        const QString firstCode = submit();
        QVERIFY2(firstCode.startsWith(QLatin1String("azureml:/subscriptions/")), qPrintable(firstCode));
        QVERIFY2(componentArrived - lookupArrived >= 300, qPrintable(QStringLiteral("the component %1 ms after the lookup").arg(componentArrived - lookupArrived)));

        const qsizetype componentPuts = w.count("PUT", "/components/"), environmentPuts = w.count("PUT", "/environments/");
        QCOMPARE(submit(), firstCode);
        QCOMPARE(componentArrived, -1); // the workspace has it: not sent again
        QCOMPARE(w.count("PUT", "/components/"), componentPuts);
        QCOMPARE(w.count("PUT", "/environments/"), environmentPuts);
        QVERIFY2(jobArrived - lookupArrived >= 300 && jobArrived - lookupArrived < 550, // the lookup's answer, then the job
                 qPrintable(QStringLiteral("the job %1 ms after the lookup").arg(jobArrived - lookupArrived)));
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));

        // the workspace lost what the memory says it has: the job naming it is refused, everything registered again,
        // the job sent once more and created once
        for (auto it = w.puts.begin(); it != w.puts.end();)
            it = it.key().contains("/components/azureml_anonymous/") || it.key().contains("/environments/CliV2AnonymousEnvironment/")
                ? w.puts.erase(it)
                : std::next(it);
        const qsizetype jobs = w.jobs.size(), jobPuts = w.count("PUT", "/jobs/");
        QCOMPARE(submit(), firstCode);
        QCOMPARE(w.jobs.size(), jobs + 1);
        QCOMPARE(w.count("PUT", "/jobs/"), jobPuts + 2); // refused, then created
        QCOMPARE(w.count("PUT", "/components/"), componentPuts + 1);
        QCOMPARE(w.count("PUT", "/environments/"), environmentPuts + 1);
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));

        QVERIFY(pw::test::writeAll(dir.filePath(QStringLiteral("src/hello.py")), "print('hello again')\n"));
        const QString changed = submit();
        QVERIFY2(changed.startsWith(QLatin1String("azureml:/subscriptions/")) && changed != firstCode, qPrintable(changed));
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));

        // a memory that cannot be read is no memory: the submission goes as the first did, and writes it anew
        QVERIFY(pw::test::writeAll(azure::WorkspaceMemory::filePath(), "{\"not json"));
        QCOMPARE(submit(), changed);
        QVERIFY2(componentArrived - lookupArrived >= 300, qPrintable(QStringLiteral("the component %1 ms after the lookup").arg(componentArrived - lookupArrived)));
        QVERIFY(QJsonDocument::fromJson(readFile(azure::WorkspaceMemory::filePath())).isObject());
    }

    void pipelineComponentsNestedAndByReference()
    {
        // a pipeline component file nesting another: the components of its jobs registered first, then each pipeline
        // component, its jobs naming the versions registered for them; a registry's pipeline component by reference
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        const QString file = Data + QStringLiteral("/nested/pipeline.yml");
        const SubmitResult r = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));
        QCOMPARE(w.count("PUT", "/components/azureml_anonymous/versions/"), 4); // clean, fit, train, prepare
        QCOMPARE(w.codeVersions.size(), 2);
        const QJsonObject p = w.jobBody(r.jobId).value(QLatin1String("properties")).toObject();
        const QJsonObject finetune = at(p, QStringLiteral("jobs.finetune"));
        QCOMPARE(finetune.value(QLatin1String("type")).toString(), QStringLiteral("pipeline"));
        QCOMPARE(finetune.value(QLatin1String("componentId")).toString(),
                 QStringLiteral("azureml://registries/azureml/components/text_classification_pipeline/labels/latest"));
        QCOMPARE(finetune.value(QLatin1String("_source")).toString(), QStringLiteral("REMOTE.REGISTRY"));
        QCOMPARE(at(finetune, QStringLiteral("inputs.learning_rate")).value(QLatin1String("value")).toString(), QStringLiteral("0.001"));

        // registered before whatever names it
        auto putIndex = [&](const QByteArray& path) {
            for (int i = 0; i < w.server.requests.size(); ++i)
                if (w.server.requests[i].method == "PUT" && w.server.requests[i].path.startsWith(path))
                    return i;
            return -1;
        };
        const QJsonObject prepareNode = at(p, QStringLiteral("jobs.prepare"));
        QCOMPARE(prepareNode.value(QLatin1String("type")).toString(), QStringLiteral("pipeline"));
        const QByteArray prepare = prepareNode.value(QLatin1String("componentId")).toString().toLatin1();
        const QJsonObject prepareSpec = at(w.puts.value(prepare), QStringLiteral("properties.componentSpec"));
        QCOMPARE(prepareSpec.value(QLatin1String("type")).toString(), QStringLiteral("pipeline"));
        const QByteArray clean = at(prepareSpec, QStringLiteral("jobs.clean")).value(QLatin1String("componentId")).toString().toLatin1();
        const QByteArray train = at(prepareSpec, QStringLiteral("jobs.train")).value(QLatin1String("componentId")).toString().toLatin1();
        const QJsonObject trainSpec = at(w.puts.value(train), QStringLiteral("properties.componentSpec"));
        const QJsonObject fitNode = at(trainSpec, QStringLiteral("jobs.fit"));
        const QByteArray fit = fitNode.value(QLatin1String("componentId")).toString().toLatin1();
        for (const QByteArray& c : {clean, train, fit})
            QVERIFY2(w.puts.contains(c), c.constData());
        QVERIFY(putIndex(clean) < putIndex(prepare) && putIndex(train) < putIndex(prepare) && putIndex(fit) < putIndex(train));
        QVERIFY(putIndex(prepare) < putIndex(Ws + "/jobs/"));
        // the fit component's distribution and resources on its node, inside the nested pipeline, its compute by id
        QCOMPARE(at(fitNode, QStringLiteral("distribution")).value(QLatin1String("distribution_type")).toString(), QStringLiteral("PyTorch"));
        QCOMPARE(at(fitNode, QStringLiteral("resources")).value(QLatin1String("instance_count")).toInt(), 2);
        QCOMPARE(fitNode.value(QLatin1String("computeId")).toString(), QString::fromLatin1(Ws) + QStringLiteral("/computes/gpu-cluster"));
        QVERIFY(!fitNode.contains(QLatin1String("name"))); // the nodes of a pipeline component have none
        QCOMPARE(at(prepareSpec, QStringLiteral("inputs.epochs")).value(QLatin1String("default")).toString(), QStringLiteral("2"));
        // the code of the innermost component was uploaded
        QVERIFY(at(w.puts.value(fit), QStringLiteral("properties.componentSpec")).value(QLatin1String("code")).toString().contains(QLatin1String("/codes/")));
    }

    void siblingPipelineComponentsGoTogether()
    {
        // two pipeline components that name nothing of each other are registered at once, not one after the other:
        // with every pipeline component's answer 300 ms late, both PUTs arrive before the first answer
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        const auto inner = w.server.handler;
        QElapsedTimer clock;
        clock.start();
        QList<qint64> arrivals;
        w.server.handler = [&](const Received& r) {
            Reply reply = inner(r);
            if (r.method == "PUT" && r.path.contains("/components/azureml_anonymous/versions/")
                && QJsonDocument::fromJson(r.body).object().value(QLatin1String("properties")).toObject()
                           .value(QLatin1String("componentSpec")).toObject().value(QLatin1String("type")).toString()
                       == QLatin1String("pipeline")) {
                arrivals << clock.elapsed();
                reply.delayMs = 300;
            }
            return reply;
        };
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        const QString file = Data + QStringLiteral("/siblings/pipeline.yml");
        const SubmitResult r = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));
        QCOMPARE(arrivals.size(), 2);
        QVERIFY2(arrivals.at(1) - arrivals.at(0) < 250, qPrintable(QStringLiteral("the second pipeline component came %1 ms after the first")
                                                                    .arg(arrivals.at(1) - arrivals.at(0))));
        // and the job names both
        const QJsonObject p = w.jobBody(r.jobId).value(QLatin1String("properties")).toObject();
        for (const char* step : {"greet", "count"})
            QVERIFY(w.puts.contains(at(p, QStringLiteral("jobs.") + QLatin1String(step)).value(QLatin1String("componentId")).toString().toLatin1()));
    }

    void inlineStepsRegisterBesideTheComputeCheck()
    {
        // a pipeline of steps written inline (no code, nothing of the workspace named but its compute): its
        // anonymous environment and component go out while the compute is looked up, and only the job waits for
        // both; a compute the workspace lacks still creates no job
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("p.yml"));
        const QByteArray text = "type: pipeline\nsettings:\n  default_compute: azureml:cpu-cluster\njobs:\n  hello:\n"
                                "    command: echo hello\n    environment:\n      image: python:3.10-slim\n";
        QVERIFY(pw::test::writeAll(file, text));
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        const auto inner = w.server.handler;
        QElapsedTimer clock;
        clock.start();
        qint64 computeAnswered = -1, componentArrived = -1, environmentArrived = -1, jobArrived = -1;
        w.server.handler = [&](const Received& r) {
            Reply reply = inner(r);
            if (r.method == "GET" && r.path.contains("/computes/")) {
                reply.delayMs = 300;
                computeAnswered = clock.elapsed() + 300;
            } else if (r.method == "PUT" && r.path.contains("/components/")) {
                componentArrived = clock.elapsed();
            } else if (r.method == "PUT" && r.path.contains("/environments/")) {
                environmentArrived = clock.elapsed();
            } else if (r.method == "PUT" && r.path.contains("/jobs/")) {
                jobArrived = clock.elapsed();
            }
            return reply;
        };
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        SubmitResult r = wait(backend.submit(file, text, {}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY2(w.problems.isEmpty(), qPrintable(w.problems.join(QLatin1Char('\n'))));
        QVERIFY(computeAnswered > 0 && componentArrived >= 0 && environmentArrived >= 0 && jobArrived >= 0);
        QVERIFY2(environmentArrived < computeAnswered - 100 && componentArrived < computeAnswered - 100,
                 qPrintable(QStringLiteral("environment at %1 ms, component at %2 ms, compute answered at %3 ms")
                                .arg(environmentArrived).arg(componentArrived).arg(computeAnswered)));
        QVERIFY(jobArrived >= computeAnswered);
        QCOMPARE(w.jobs.size(), 1);

        w.computes.removeAll(QStringLiteral("cpu-cluster"));
        r = wait(backend.submit(file, text, {}));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("settings.default_compute")) && r.error.contains(QLatin1String("cpu-cluster")),
                 qPrintable(r.error));
        QCOMPARE(w.jobs.size(), 1);
    }

    void sweepRegistersItsTrial()
    {
        // each sweep node names its trial, registered once (three sweeps share one trial file), by its version
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        const QString file = Data + QStringLiteral("/sweep/pipeline.yml");
        const SubmitResult r = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(w.count("PUT", "/components/azureml_anonymous/versions/"), 1);
        const QJsonObject p = w.jobBody(r.jobId).value(QLatin1String("properties")).toObject();
        for (const char* step : {"random_sweep", "grid_sweep", "bayesian_sweep"}) {
            const QJsonObject node = at(p, QStringLiteral("jobs.") + QLatin1String(step));
            QCOMPARE(node.value(QLatin1String("type")).toString(), QStringLiteral("sweep"));
            QVERIFY(!node.contains(QLatin1String("componentId")));
            const QByteArray trial = at(node, QStringLiteral("trial")).value(QLatin1String("componentId")).toString().toLatin1();
            QVERIFY2(w.puts.contains(trial), trial.constData());
            QCOMPARE(at(w.puts.value(trial), QStringLiteral("properties.componentSpec")).value(QLatin1String("type")).toString(),
                     QStringLiteral("command"));
        }
        const QJsonObject random = at(p, QStringLiteral("jobs.random_sweep"));
        QCOMPARE(at(random, QStringLiteral("early_termination")).value(QLatin1String("policy_type")).toString(), QStringLiteral("Bandit"));
        QCOMPARE(at(random, QStringLiteral("search_space.kernel")).value(QLatin1String("values")).toArray().size(), 3);
        QCOMPARE(at(random, QStringLiteral("limits")).value(QLatin1String("timeout")).toInt(), 7200);
        QCOMPARE(at(p, QStringLiteral("jobs.grid_sweep")).value(QLatin1String("sampling_algorithm")).toString(), QStringLiteral("grid"));
        QCOMPARE(at(p, QStringLiteral("jobs.bayesian_sweep.early_termination")).value(QLatin1String("delay_evaluation")).toInt(), 0);

        // a sweep without a trial, and a trial that is not a command component, are named before anything is sent
        const QByteArray noTrial = "type: pipeline\njobs:\n  s:\n    type: sweep\n    search_space: {}\n"
                                   "    objective: {primary_metric: acc, goal: maximize}\n";
        const azure::SubmitSource a = azure::readSubmission(file, noTrial);
        QVERIFY2(!a.ok() && a.errors.first().contains(QLatin1String("pipeline.yml:3:")) && a.errors.first().contains(QLatin1String("without a trial")),
                 qPrintable(a.errors.join(QLatin1Char('\n'))));
        const QByteArray parallelTrial = "type: pipeline\njobs:\n  s:\n    type: sweep\n    trial:\n      type: parallel\n"
                                         "      task: {type: run_function}\n    objective: {primary_metric: acc, goal: maximize}\n";
        const azure::SubmitSource b = azure::readSubmission(file, parallelTrial);
        QVERIFY2(!b.ok() && b.errors.join(QLatin1Char(' ')).contains(QLatin1String("must be a command component, not parallel")),
                 qPrintable(b.errors.join(QLatin1Char('\n'))));
        // a sweep without an objective is found by validate (rule sweep-objective) before anything is sent
        const azure::SubmitSource c = azure::readSubmission(file, "type: pipeline\njobs:\n  s:\n    type: sweep\n    trial: ./train.yml\n");
        QVERIFY2(!c.ok() && c.errors.join(QLatin1Char(' ')).contains(QLatin1String("sweep-objective")), qPrintable(c.errors.join(QLatin1Char('\n'))));
    }

    void automlStepsAsTheSdkSendsThem()
    {
        // every task type: the AutoML job itself as the node, no component registered for it
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        const QString file = Data + QStringLiteral("/automl/pipeline.yml");
        const SubmitResult r = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(w.count("PUT", "/components/"), 0);
        const QJsonObject p = w.jobBody(r.jobId).value(QLatin1String("properties")).toObject();
        const QJsonObject jobs = p.value(QLatin1String("jobs")).toObject();
        QStringList tasks;
        for (const QJsonValue& node : jobs) {
            QCOMPARE(node.toObject().value(QLatin1String("type")).toString(), QStringLiteral("automl"));
            QVERIFY(!node.toObject().contains(QLatin1String("componentId")));
            tasks << node.toObject().value(QLatin1String("task")).toString();
        }
        // every task validate knows is submitted (the converter's tables and azureml::knownAutomlTasks() agree)
        for (const QString& t : azureml::knownAutomlTasks())
            QVERIFY2(tasks.contains(t), qPrintable(t));
        // enum values as the schema writes them, the entity's defaults, the data bound, a search space per family
        QCOMPARE(at(p, QStringLiteral("jobs.cls.training")).value(QLatin1String("blocked_training_algorithms")).toArray().first().toString(),
                 QStringLiteral("logistic_regression"));
        QCOMPARE(at(p, QStringLiteral("jobs.cls")).value(QLatin1String("primary_metric")).toString(), QStringLiteral("accuracy"));
        QCOMPARE(at(p, QStringLiteral("jobs.cls.limits")).value(QLatin1String("max_trials")).toString(), QStringLiteral("${{parent.inputs.n}}"));
        QCOMPARE(at(p, QStringLiteral("jobs.cls")).value(QLatin1String("training_data")).toString(), QStringLiteral("${{parent.inputs.train}}"));
        QCOMPARE(at(p, QStringLiteral("jobs.ic")).value(QLatin1String("search_space")).toArray().first().toObject().value(QLatin1String("learning_rate")).toString(),
                 QStringLiteral("uniform(0.001,0.01)"));
        QCOMPARE(at(p, QStringLiteral("jobs.ic_more")).value(QLatin1String("search_space")).toArray().first().toObject().value(QLatin1String("weight_decay")).toString(),
                 QStringLiteral("normal(0.0,0.00001)"));
        QCOMPARE(at(p, QStringLiteral("jobs.tc.training_parameters")).value(QLatin1String("model_name")).toString(), QStringLiteral("bert-base-cased"));
        QCOMPARE(at(p, QStringLiteral("jobs.ner.limits")).value(QLatin1String("max_nodes")).toInt(), 1);
        QCOMPARE(at(p, QStringLiteral("jobs.cls.outputs.best_model")).value(QLatin1String("type")).toString(), QStringLiteral("literal"));
        // the pipeline's data input was uploaded and is bound by the steps
        QVERIFY(at(p, QStringLiteral("inputs.train")).value(QLatin1String("uri")).toString().startsWith(QLatin1String("azureml://")));

        // what the schema refuses is named with its line before anything is sent
        auto refused = [&](const QByteArray& text) {
            const azure::SubmitSource s = azure::readSubmission(file, text);
            return s.errors.join(QLatin1Char('\n'));
        };
        const QByteArray head = "type: pipeline\ninputs:\n  t:\n    type: mltable\n    path: ./train\njobs:\n  a:\n    type: automl\n";
        QString e = refused(head + "    task: regresion\n    training_data: ${{parent.inputs.t}}\n");
        QVERIFY2(e.contains(QLatin1String("pipeline.yml:9:")) && e.contains(QLatin1String("'regresion'")) && e.contains(QLatin1String("regression")), qPrintable(e));
        e = refused(head + "    task: regression\n    target_column_name: y\n    training_data: ${{parent.inputs.t}}\n    limits:\n      max_trails: 4\n");
        QVERIFY2(e.contains(QLatin1String("pipeline.yml:13:")) && e.contains(QLatin1String("max_trails")) && e.contains(QLatin1String("limits")), qPrintable(e));
        e = refused(head + "    task: regression\n    target_column_name: y\n    training_data:\n      type: mltable\n      path: ./train\n");
        QVERIFY2(e.contains(QLatin1String("pipeline.yml:12:")) && e.contains(QLatin1String("training_data")) && e.contains(QLatin1String("must name a pipeline input")), qPrintable(e));
        e = refused(head + "    task: image_object_detection\n    target_column_name: y\n    training_data: ${{parent.inputs.t}}\n"
                           "    search_space:\n      - learning_rat:\n          type: uniform\n          min_value: 0.1\n          max_value: 1\n");
        QVERIFY2(e.contains(QLatin1String("pipeline.yml:13:")) && e.contains(QLatin1String("learning_rat")), qPrintable(e));
        // what validate finds (rule automl-step) stops the submission first, as in the studio
        e = refused(head + "    task: classification\n    training_data: ${{parent.inputs.t}}\n");
        QVERIFY2(e.contains(QLatin1String("target_column_name")) && e.contains(QLatin1String("automl-step")), qPrintable(e));
        e = refused(head + "    task: classification\n    target_column_name: y\n    training_data: ${{parent.inputs.t}}\n    limits:\n"
                           "      max_trials: many\n");
        QVERIFY2(e.contains(QLatin1String("pipeline.yml:13:")) && e.contains(QLatin1String("whole number")), qPrintable(e));
    }

    void additionalIncludesGoIntoTheCode()
    {
        // the code folder with the shared package (a folder, under its own name) and a file copied into its root
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        const QString file = Data + QStringLiteral("/includes/pipeline.yml");
        const SubmitResult r = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QStringList uploaded;
        for (auto it = w.blobs.cbegin(); it != w.blobs.cend(); ++it)
            uploaded << QString::fromUtf8(it.key()).section(QLatin1Char('/'), -2);
        uploaded.sort();
        for (const char* f : {"/train.py", "textutil/clean.py", "textutil/__init__.py"})
            QVERIFY2(std::any_of(uploaded.cbegin(), uploaded.cend(), [&](const QString& u) { return u.endsWith(QLatin1String(f)); }),
                     qPrintable(QStringLiteral("%1 not in %2").arg(QLatin1String(f), uploaded.join(QStringLiteral(", ")))));
        QVERIFY2(std::any_of(uploaded.cbegin(), uploaded.cend(), [](const QString& u) { return u.endsWith(QLatin1String("/settings.json")); }),
                 qPrintable(uploaded.join(QStringLiteral(", "))));
        // the snapshot's files sit at its root: train.py beside textutil/ and settings.json
        const azure::FileList snapshot = azure::listCodeSnapshot(Data + QStringLiteral("/includes/component/src\n") + Data
                                                                 + QStringLiteral("/includes/common/textutil\n") + Data
                                                                 + QStringLiteral("/includes/common/settings.json"));
        QVERIFY2(snapshot.error.isEmpty(), qPrintable(snapshot.error));
        QStringList rel;
        for (const azure::UploadFile& f : snapshot.files)
            rel << f.relativePath;
        QCOMPARE(rel, (QStringList {QStringLiteral("settings.json"), QStringLiteral("textutil/__init__.py"), QStringLiteral("textutil/clean.py"),
                                    QStringLiteral("train.py")}));
        // an include the code already has is refused naming both
        const azure::FileList clash = azure::listCodeSnapshot(Data + QStringLiteral("/includes/component/src\n") + Data
                                                              + QStringLiteral("/includes/component/src/train.py"));
        QVERIFY2(clash.error.contains(QLatin1String("train.py")) && clash.error.contains(QLatin1String("already")), qPrintable(clash.error));

        // an include that is not there: the component file and its line, before anything is sent
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("src"))));
        QVERIFY(pw::test::writeAll(dir.filePath(QStringLiteral("src/main.py")), "print(1)\n"));
        QVERIFY(pw::test::writeAll(dir.filePath(QStringLiteral("c.yml")), "type: command\ncode: ./src\nadditional_includes:\n  - ./lib\ncommand: python main.py\n"
                                                               "environment: azureml:env:1\n"));
        const azure::SubmitSource s = azure::readSubmission(dir.filePath(QStringLiteral("p.yml")),
                                                            "type: pipeline\njobs:\n  a:\n    type: command\n    component: ./c.yml\n");
        const QString e = s.errors.join(QLatin1Char('\n'));
        QVERIFY2(e.contains(QDir::toNativeSeparators(dir.filePath(QStringLiteral("c.yml"))) + QStringLiteral(":4:")) && e.contains(QLatin1String("./lib")),
                 qPrintable(e));
    }

    void environmentBuiltFromALocalDockerContext()
    {
        // the context folder uploaded to the default datastore, the anonymous environment naming it by its URL
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        const QString file = Data + QStringLiteral("/dockerenv/pipeline.yml");
        const SubmitResult r = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QByteArray envPath;
        for (auto it = w.puts.cbegin(); it != w.puts.cend(); ++it)
            if (it.key().contains("/environments/CliV2AnonymousEnvironment/versions/"))
                envPath = it.key();
        QVERIFY(!envPath.isEmpty());
        const QJsonObject props = at(w.puts.value(envPath), QStringLiteral("properties"));
        QVERIFY(!props.contains(QLatin1String("image")));
        const QString context = at(props, QStringLiteral("build")).value(QLatin1String("contextUri")).toString();
        QVERIFY2(context.contains(QLatin1String("/LocalUpload/")) && context.endsWith(QLatin1String("/docker-context/")), qPrintable(context));
        const QByteArray dockerfile = QUrl(context + QStringLiteral("Dockerfile")).path().toUtf8();
        QVERIFY2(w.blobs.value(dockerfile) == readFile(Data + QStringLiteral("/dockerenv/docker-context/Dockerfile")), dockerfile.constData());
        QVERIFY(w.blobs.contains(QUrl(context + QStringLiteral("requirements.txt")).path().toUtf8()));

        // a context that is not there, or has no Dockerfile, is named before anything is sent
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("ctx"))));
        auto refused = [&](const QByteArray& env) {
            return azure::readSubmission(dir.filePath(QStringLiteral("p.yml")),
                                         "type: pipeline\njobs:\n  a:\n    type: command\n    command: echo\n    environment:\n" + env)
                .errors.join(QLatin1Char('\n'));
        };
        QString e = refused("      build:\n        path: ./missing\n");
        QVERIFY2(e.contains(QLatin1String("p.yml:8:")) && e.contains(QLatin1String("./missing")) && e.contains(QLatin1String("does not exist")), qPrintable(e));
        e = refused("      build:\n        path: ./ctx\n");
        QVERIFY2(e.contains(QLatin1String("p.yml:8:")) && e.contains(QLatin1String("Dockerfile")), qPrintable(e));
        e = refused("      image: python:3.11\n      build:\n        path: ./ctx\n");
        QVERIFY2(e.contains(QLatin1String("not both")), qPrintable(e));
    }

    void sparkStepsAsTheSdkSendsThem()
    {
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        const QString file = Data + QStringLiteral("/spark/pipeline.yml");
        const SubmitResult r = wait(backend.submit(file, readFile(file), {}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(w.count("PUT", "/components/azureml_anonymous/versions/"), 2); // the file's and the step's own
        const QJsonObject p = w.jobBody(r.jobId).value(QLatin1String("properties")).toObject();
        const QJsonObject fromFile = at(p, QStringLiteral("jobs.count_words"));
        QCOMPARE(fromFile.value(QLatin1String("type")).toString(), QStringLiteral("spark"));
        QCOMPARE(at(fromFile, QStringLiteral("entry")).value(QLatin1String("spark_job_entry_type")).toString(), QStringLiteral("SparkJobPythonEntry"));
        QCOMPARE(at(fromFile, QStringLiteral("conf")).value(QLatin1String("spark.executor.instances")).toInt(), 1); // the minimum
        QCOMPARE(at(fromFile, QStringLiteral("identity")).value(QLatin1String("identity_type")).toString(), QStringLiteral("UserIdentity"));
        const QByteArray own = at(p, QStringLiteral("jobs.inline_count")).value(QLatin1String("componentId")).toString().toLatin1();
        const QJsonObject spec = at(w.puts.value(own), QStringLiteral("properties.componentSpec"));
        QCOMPARE(spec.value(QLatin1String("type")).toString(), QStringLiteral("spark"));
        QVERIFY(spec.value(QLatin1String("code")).toString().contains(QLatin1String("/codes/")));
        QCOMPARE(at(spec, QStringLiteral("entry")).value(QLatin1String("file")).toString(), QStringLiteral("wordcount.py"));
        QVERIFY(!spec.contains(QLatin1String("command")));

        // what azure-ai-ml refuses is refused here, naming the step
        QByteArray text = readFile(file);
        text.replace("      spark.executor.instances: 2\n", "");
        azure::SubmitResolved resolved;
        resolved.ws = arm::WorkspaceRef::fromId(QString::fromLatin1(Ws));
        const azure::SubmitSource source = azure::readSubmission(file, text);
        QVERIFY2(source.ok(), qPrintable(source.errors.join(QLatin1Char('\n'))));
        for (const QString& code : source.codePaths)
            resolved.codeIds.insert(code, QStringLiteral("/codes/x"));
        for (const azure::LocalData& d : source.data)
            resolved.dataUris.insert(d.path, QStringLiteral("azureml://datastores/d/paths/x"));
        const azure::SubmitPlan plan = azure::buildSubmitPlan(source, resolved, QStringLiteral("job"));
        QVERIFY2(plan.errors.join(QLatin1Char(' ')).contains(QLatin1String("step 'inline_count': the spark configuration needs spark.executor.instances")),
                 qPrintable(plan.errors.join(QLatin1Char('\n'))));
        const azure::SubmitSource none = azure::readSubmission(file, "type: pipeline\njobs:\n  s:\n    type: spark\n    args: --x\n");
        // found by validate first (rule spark-entry), as in the studio's Problems
        QVERIFY2(none.errors.join(QLatin1Char(' ')).contains(QLatin1String("needs entry")) && none.errors.join(QLatin1Char(' ')).contains(QLatin1String("spark-entry")),
                 qPrintable(none.errors.join(QLatin1Char('\n'))));
    }

    void inlinePipelineComponentIsRefused()
    {
        const QByteArray text = R"(type: pipeline
jobs:
  inner:
    type: pipeline
    component:
      type: pipeline
      jobs:
        a:
          type: command
          command: echo hi
          environment: azureml:env:1
)";
        const azure::SubmitSource s = azure::readSubmission(Data + QStringLiteral("/inline_pipeline.yml"), text);
        QCOMPARE(s.errors.size(), 1);
        QVERIFY2(s.errors.first().contains(QLatin1String("inline_pipeline.yml:6:")) && s.errors.first().contains(QLatin1String("step 'inner'"))
                     && s.errors.first().contains(QLatin1String("move it to a file")),
                 qPrintable(s.errors.first()));
    }

    void valuesAsTheSdkWritesThem_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("type");
        // PyYAML's YAML 1.1 reading, then str() of the value
        QTest::newRow("float") << QByteArray("0.00001") << QStringLiteral("1e-05") << QStringLiteral("number");
        QTest::newRow("no dot: a string") << QByteArray("2e-5") << QStringLiteral("2e-5") << QStringLiteral("string");
        QTest::newRow("signed exponent") << QByteArray("1.0e+5") << QStringLiteral("100000.0") << QStringLiteral("number");
        QTest::newRow("large") << QByteArray("10000000000000000.0") << QStringLiteral("1e+16") << QStringLiteral("number");
        QTest::newRow("whole float") << QByteArray("100.") << QStringLiteral("100.0") << QStringLiteral("number");
        QTest::newRow("small fixed") << QByteArray("0.0001") << QStringLiteral("0.0001") << QStringLiteral("number");
        QTest::newRow("int") << QByteArray("+1_000") << QStringLiteral("1000") << QStringLiteral("integer");
        QTest::newRow("octal") << QByteArray("010") << QStringLiteral("8") << QStringLiteral("integer");
        QTest::newRow("hex") << QByteArray("0x1F") << QStringLiteral("31") << QStringLiteral("integer");
        QTest::newRow("yes") << QByteArray("yes") << QStringLiteral("True") << QStringLiteral("boolean");
        QTest::newRow("Off") << QByteArray("Off") << QStringLiteral("False") << QStringLiteral("boolean");
        QTest::newRow("quoted") << QByteArray("'0.5'") << QStringLiteral("0.5") << QStringLiteral("string");
        QTest::newRow("text") << QByteArray("f1_macro") << QStringLiteral("f1_macro") << QStringLiteral("string");
    }

    void valuesAsTheSdkWritesThem()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, text);
        QFETCH(QString, type);
        const YamlDataFile doc = readYamlData(QByteArray("v: " + yaml));
        QVERIFY(doc.ok);
        const YamlData* v = doc.root.get("v");
        QCOMPARE(azure::submitdetail::literalText(v), text);
        QCOMPARE(azure::submitdetail::literalType(v), type);
    }

    void durationsAndFloatsAsPythonWritesThem()
    {
        using azure::submitdetail::isoDuration;
        using azure::submitdetail::pythonFloatRepr;
        // isodate.duration_isoformat(timedelta(seconds=…)), measured with Debian's python3-isodate
        QCOMPARE(isoDuration(900), QStringLiteral("PT15M"));
        QCOMPARE(isoDuration(90), QStringLiteral("PT1M30S"));
        QCOMPARE(isoDuration(3601), QStringLiteral("PT1H1S"));
        QCOMPARE(isoDuration(86400), QStringLiteral("P1D"));
        QCOMPARE(isoDuration(90061), QStringLiteral("P1DT1H1M1S"));
        QCOMPARE(isoDuration(0), QStringLiteral("P0D"));
        // repr(float)
        QCOMPARE(pythonFloatRepr(1e-5), QStringLiteral("1e-05"));
        QCOMPARE(pythonFloatRepr(123456789.0), QStringLiteral("123456789.0"));
        QCOMPARE(pythonFloatRepr(1e15), QStringLiteral("1000000000000000.0"));
        QCOMPARE(pythonFloatRepr(1e16), QStringLiteral("1e+16"));
        QCOMPARE(pythonFloatRepr(1.5e300), QStringLiteral("1.5e+300"));
        QCOMPARE(pythonFloatRepr(-0.25), QStringLiteral("-0.25"));
        QCOMPARE(pythonFloatRepr(0.1), QStringLiteral("0.1"));
        QCOMPARE(pythonFloatRepr(0.0), QStringLiteral("0.0"));
    }

    void assetsByNameBecomeTheirIds()
    {
        // inputs that name a data or model asset of the workspace are sent as the asset version's ARM id, as
        // azure-ai-ml's _resolve_job_input does: @latest through the container's latestVersion, name:version as it is
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("assets.yml"));
        const QByteArray text = "type: pipeline\n"
                                "inputs:\n"
                                "  raw:\n"
                                "    type: uri_folder\n"
                                "    path: azureml:raw-data@latest\n"
                                "  ref:\n"
                                "    type: uri_file\n"
                                "    path: azureml:ref-data:2\n"
                                "jobs:\n"
                                "  score:\n"
                                "    command: echo ${{inputs.raw}} ${{inputs.ref}} ${{inputs.model}}\n"
                                "    environment: azureml:AzureML-sklearn-1.5@latest\n"
                                "    compute: serverless\n"
                                "    inputs:\n"
                                "      raw: ${{parent.inputs.raw}}\n"
                                "      ref: ${{parent.inputs.ref}}\n"
                                "      model:\n"
                                "        type: mlflow_model\n"
                                "        path: azureml:iris-model@latest\n";
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        w.latestVersions.insert(QStringLiteral("data/raw-data"), QStringLiteral("3"));
        w.latestVersions.insert(QStringLiteral("models/iris-model"), QStringLiteral("7"));
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());
        const SubmitResult r = wait(backend.submit(file, text, {}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        const QJsonObject p = at(w.puts.value(Ws + "/jobs/" + r.jobId.toLatin1()), QStringLiteral("properties"));
        const QString ws = QString::fromLatin1(Ws);
        QCOMPARE(at(p, QStringLiteral("inputs.raw")).value(QLatin1String("uri")).toString(), ws + QStringLiteral("/data/raw-data/versions/3"));
        QCOMPARE(at(p, QStringLiteral("inputs.ref")).value(QLatin1String("uri")).toString(), ws + QStringLiteral("/data/ref-data/versions/2"));
        QCOMPARE(at(p, QStringLiteral("jobs.score.inputs.model")).value(QLatin1String("uri")).toString(),
                 ws + QStringLiteral("/models/iris-model/versions/7"));
        QCOMPARE(w.count("GET", "/data/raw-data"), 1);
        QCOMPARE(w.count("GET", "/data/ref-data"), 0); // a version needs no lookup

        // an asset the workspace does not have: nothing is created, the message names the input and the URL
        w.latestVersions.remove(QStringLiteral("data/raw-data"));
        const SubmitResult missing = wait(backend.submit(file, text, {}));
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error.contains(QLatin1String("inputs.raw")) && missing.error.contains(QLatin1String("azureml:raw-data@latest"))
                     && missing.error.contains(QLatin1String("/data/raw-data")),
                 qPrintable(missing.error));
        QCOMPARE(w.count("PUT", "/jobs/"), 1);
    }

    void failuresNameThePlace()
    {
        QTemporaryDir dir;
        QVERIFY(copyTree(Data, dir.path()));
        const QString file = dir.filePath(QStringLiteral("pipeline.yml"));
        FakeWorkspace w("tok", AccountKey, CodeSignature);
        AzureBackend backend(cloudOf(w), wsRef(), std::make_unique<FixedCredential>());

        // a compute the workspace does not have
        w.computes.removeAll(QStringLiteral("gpu-cluster"));
        SubmitResult r = wait(backend.submit(file, readFile(file), {}));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("jobs.train.compute")) && r.error.contains(QLatin1String("gpu-cluster")), qPrintable(r.error));
        QVERIFY2(!r.error.contains(QLatin1String("not uploaded")), qPrintable(r.error)); // the check is the reason
        QCOMPARE(w.count("PUT", "/jobs/"), 0);
        // looked up while the checks ran, but nothing written: no upload asked for, no blob, no code version
        QCOMPARE(w.count("POST", "/startPendingUpload"), 0);
        QCOMPARE(w.count("PUT", "/codeacct/"), 0);
        QCOMPARE(w.count("PUT", "/dsacct/"), 0);
        QCOMPARE(w.count("PUT", "/codes/"), 0);
        w.computes << QStringLiteral("gpu-cluster");

        // the service refuses the job: its method, URL and words
        w.jobStatus = 403;
        r = wait(backend.submit(file, readFile(file), {}));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("PUT http://127.0.0.1:")) && r.error.contains(QLatin1String("/jobs/"))
                     && r.error.contains(QLatin1String("AuthorizationFailed: No write access to ws1.")),
                 qPrintable(r.error));
        w.jobStatus = 201;

        // an input to set that the pipeline does not have
        SubmitOptions options;
        options.inputOverrides.insert(QStringLiteral("learning_rat"), QStringLiteral("0.1"));
        r = wait(backend.submit(file, readFile(file), options));
        QVERIFY2(r.error.contains(QLatin1String("learning_rat")) && r.error.contains(QLatin1String("learning_rate")), qPrintable(r.error));
        // setting an input works, a data input to another local file too
        options.inputOverrides = {{QStringLiteral("learning_rate"), QStringLiteral("0.1")}, {QStringLiteral("raw_data"), QStringLiteral("./data/extra/a.txt")}};
        r = wait(backend.submit(file, readFile(file), options));
        QVERIFY2(r.ok(), qPrintable(r.error));
        const QJsonObject p = w.puts.value(Ws + "/jobs/" + r.jobId.toLatin1()).value(QLatin1String("properties")).toObject();
        QCOMPARE(at(p, QStringLiteral("inputs.learning_rate")).value(QLatin1String("value")).toString(), QStringLiteral("0.1"));
        QVERIFY(at(p, QStringLiteral("inputs.raw_data")).value(QLatin1String("uri")).toString().endsWith(QLatin1String("/a.txt")));

        // a code folder that is not there: the component file, its line and the path
        QVERIFY(QDir(dir.filePath(QStringLiteral("train"))).removeRecursively());
        r = wait(backend.submit(file, readFile(file), {}));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QDir::toNativeSeparators(dir.filePath(QStringLiteral("components/train.yml"))) + QStringLiteral(":22:"))
                     && r.error.contains(QLatin1String("../train")),
                 qPrintable(r.error));

        // a step kind not covered, and a file that is not a pipeline
        const QByteArray transfer = "type: pipeline\njobs:\n  s:\n    type: data_transfer\n    task: copy_data\n";
        r = wait(backend.submit(file, transfer, {}));
        QVERIFY2(r.error.contains(QLatin1String("step 's'")) && r.error.contains(QLatin1String("data_transfer"))
                     && r.error.contains(QLatin1String("4:")) && r.error.contains(QLatin1String("azure-ai-ml 1.4.0")), qPrintable(r.error));
        const QByteArray loop = "type: pipeline\njobs:\n  t:\n    command: echo\n    environment: azureml:e:1\n"
                                "  s:\n    type: do_while\n    body: ${{parent.jobs.t}}\n    condition: f\n";
        r = wait(backend.submit(file, loop, {}));
        QVERIFY2(r.error.contains(QLatin1String("do_while")) && r.error.contains(QLatin1String("dsl")), qPrintable(r.error));
        const QByteArray unknown = "type: pipeline\njobs:\n  s:\n    type: flow\n";
        r = wait(backend.submit(file, unknown, {}));
        QVERIFY2(r.error.contains(QLatin1String("step 's'")) && r.error.contains(QLatin1String("az ml job create")), qPrintable(r.error));
        r = wait(backend.submit(dir.filePath(QStringLiteral("empty.yml")), "type: pipeline\n", {}));
        QVERIFY2(!r.ok() && r.error.contains(QLatin1String("empty.yml:1:1")) && r.error.contains(QLatin1String("jobs")), qPrintable(r.error));
        r = wait(backend.submit(dir.filePath(QStringLiteral("components/prep.yml")), readFile(dir.filePath(QStringLiteral("components/prep.yml"))), {}));
        QVERIFY2(r.error.contains(QLatin1String("not a pipeline job")), qPrintable(r.error));
    }
};

QTEST_GUILESS_MAIN(TestAzureSubmit)
#include "tst_azuresubmit.moc"
