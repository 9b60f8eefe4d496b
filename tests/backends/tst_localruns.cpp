// SPDX-License-Identifier: MIT
// Real pipelines on this machine as Azure ML runs them (tests/data/localruns): a uri_file output is a file, every step
// has outputs/ and logs/ in its working directory that become its `artifacts` output, a single-file `code:` is copied
// into the working directory, distributed steps run as a cluster of processes (PyTorch 2 instances × 2 processes,
// TensorFlow 2 workers and a parameter server; MPI 4 ranks under mpirun) each with its variables and its own log, a cancel
// ends every process, one failing process fails the
// step and ends the others; prompt-flow parallel steps and pipeline component files are named for what they are.
#include "componentcache.h"
#include "jobplan.h"
#include "localtesting.h"
#include "stepprocesses.h"
#include "tlsloopbackserver.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QStandardPaths>
#include <QThread>

#include <csignal>

#include <algorithm>
#include <sys/types.h>

using namespace pw;
using namespace pw::test;

namespace {

const QString Data = QStringLiteral(PW_SOURCE_DIR "/tests/data/localruns");

QJsonObject jsonFile(const QString& path)
{
    return QJsonDocument::fromJson(fileBytes(path)).object();
}

JobPlan planOf(const QString& file)
{
    return buildJobPlan(file, fileBytes(file), {}, std::make_shared<ComponentCache>());
}

QString problems(const JobPlan& plan)
{
    QStringList out;
    for (const Diagnostic& d : plan.problems)
        out << d.toString();
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestLocalRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFile::exists(QStringLiteral("/usr/bin/python3")))
            QFAIL("needs /usr/bin/python3 (Debian package python3; .ci/bootstrap installs it)");
    }

    void outputsAsAzureMlMakesThem()
    {
        const QString file = Data + QStringLiteral("/outputs.yml");
        const JobPlan plan = planOf(file);
        QVERIFY2(plan.ok(), qPrintable(problems(plan)));
        // the output bound to a uri_file pipeline output is a file
        QCOMPARE(plan.step(QStringLiteral("write"))->output(QStringLiteral("greeting"))->type, QStringLiteral("uri_file"));
        QVERIFY(plan.step(QStringLiteral("write"))->output(QStringLiteral("artifacts"))->artifacts);
        // a single file as code
        QVERIFY(plan.step(QStringLiteral("read"))->codeIsFile);

        LocalRig rig;
        const JobRun job = rig.run(file);
        QCOMPARE(runStatusName(job.status), QStringLiteral("Completed"));
        const StepRun* write = stepOf(job, QStringLiteral("write"));
        const StepRun* read = stepOf(job, QStringLiteral("read"));
        QVERIFY(write && read);
        QVERIFY(QFileInfo(write->outputs.value(QStringLiteral("greeting"))).isFile());
        QCOMPARE(fileBytes(write->outputs.value(QStringLiteral("greeting"))), QByteArray("hello\n"));
        // artifacts: the working directory's outputs/ and logs/
        const QString artifacts = write->outputs.value(QStringLiteral("artifacts"));
        QCOMPARE(fileBytes(artifacts + QStringLiteral("/outputs/world.txt")), QByteArray("world\n"));
        QCOMPARE(fileBytes(artifacts + QStringLiteral("/logs/note.txt")), QByteArray("noted\n"));
        // the reading step saw all three, and ran the one file copied into its working directory
        const QByteArray log = fileBytes(read->logFile);
        for (const char* text : {"hello", "world", "noted"})
            QVERIFY2(log.contains(text), log.constData());
        QVERIFY(QFileInfo::exists(read->folder + QStringLiteral("/code/print_env.py")));
        QVERIFY(QFileInfo(read->folder + QStringLiteral("/code/outputs")).isDir());
        QVERIFY(QFileInfo(read->folder + QStringLiteral("/code/logs")).isDir());
    }

    void aSingleCodeFileIsPartOfTheReuseKey()
    {
        QTemporaryDir dir;
        for (const char* f : {"outputs.yml", "print_env.py"})
            QVERIFY(QFile::copy(Data + QLatin1Char('/') + QLatin1String(f), dir.filePath(QLatin1String(f))));
        const QString file = dir.filePath(QStringLiteral("outputs.yml"));
        LocalRig rig;
        QCOMPARE(runStatusName(rig.run(file).status), QStringLiteral("Completed"));
        const JobRun again = rig.run(file);
        QVERIFY(stepOf(again, QStringLiteral("read"))->isReused()); // nothing changed
        QFile code(dir.filePath(QStringLiteral("print_env.py")));
        QVERIFY(code.open(QIODevice::Append));
        code.write("# changed\n");
        code.close();
        const JobRun changed = rig.run(file);
        QCOMPARE(runStatusName(changed.status), QStringLiteral("Completed"));
        QVERIFY(!stepOf(changed, QStringLiteral("read"))->isReused()); // its one code file changed
        QVERIFY(stepOf(changed, QStringLiteral("write"))->isReused());
    }

    void webInputsAreDownloadedAndRevalidated()
    {
        // a public file over TLS (a certificate made for the test, trusted through PIPEWRIGHT_CA_BUNDLE as a
        // corporate proxy's would be): fetched before the step starts, then revalidated with its ETag
        QTemporaryDir dir;
        const TlsIdentity id = makeSelfSignedIdentity(dir.path(), QStringLiteral("web"), QStringLiteral("127.0.0.1"),
                                                      QStringLiteral("IP:127.0.0.1,DNS:localhost"));
        QVERIFY2(id.error.isEmpty(), qPrintable(id.error));
        TlsLoopbackServer server(id);
        QVERIFY(server.isListening());
        std::atomic<int> downloads {0}, unchanged {0};
        server.handler = [&](const Received& r) {
            if (r.path == "/data/iris.csv") {
                if (r.headers.value("if-none-match") == "\"v1\"") {
                    ++unchanged;
                    return Reply {304, {{"ETag", "\"v1\""}}, {}};
                }
                ++downloads;
                return Reply {200, {{"ETag", "\"v1\""}, {"Content-Type", "text/csv"}}, "a,b\n1,2\n"};
            }
            return Reply {404, {}, "no such file"};
        };
        qputenv("PIPEWRIGHT_CA_BUNDLE", id.certificateFile.toLocal8Bit());
        auto pipeline = [&](const QString& name, const QString& path, const char* type) {
            const QString file = dir.filePath(name);
            QFile f(file);
            if (!f.open(QIODevice::WriteOnly))
                return QString();
            f.write(QStringLiteral("type: pipeline\n"
                                   "inputs:\n"
                                   "  table:\n"
                                   "    type: %1\n"
                                   "    path: %2\n"
                                   "jobs:\n"
                                   "  read:\n"
                                   "    command: cat ${{inputs.table}} > ${{outputs.copy}}\n"
                                   "    environment: azureml:AzureML-sklearn-1.5@latest\n"
                                   "    inputs:\n"
                                   "      table: ${{parent.inputs.table}}\n"
                                   "    outputs:\n"
                                   "      copy:\n"
                                   "        type: uri_file\n")
                        .arg(QLatin1String(type), server.url(path).toString())
                        .toUtf8());
            return file;
        };
        LocalRig rig;
        const QString file = pipeline(QStringLiteral("web.yml"), QStringLiteral("/data/iris.csv"), "uri_file");
        const JobRun first = rig.run(file);
        QCOMPARE(runStatusName(first.status), QStringLiteral("Completed"));
        const StepRun* read = stepOf(first, QStringLiteral("read"));
        QCOMPARE(fileBytes(read->outputs.value(QStringLiteral("copy"))), QByteArray("a,b\n1,2\n"));
        QVERIFY2(fileBytes(read->logFile).contains("fetching"), fileBytes(read->logFile).constData());
        QCOMPARE(downloads.load(), 1);
        // again, without reuse: the copy is revalidated (304), not downloaded again
        SubmitOptions again;
        again.noReuse = true;
        const JobRun second = rig.run(file, again);
        QCOMPARE(runStatusName(second.status), QStringLiteral("Completed"));
        QCOMPARE(downloads.load(), 1);
        QCOMPARE(unchanged.load(), 1);
        QVERIFY2(fileBytes(stepOf(second, QStringLiteral("read"))->logFile).contains("unchanged on the server"),
                 fileBytes(stepOf(second, QStringLiteral("read"))->logFile).constData());
        // a file the server does not have: the step fails naming the URL and the status
        const JobRun missing = rig.run(pipeline(QStringLiteral("missing.yml"), QStringLiteral("/gone.csv"), "uri_file"));
        QCOMPARE(runStatusName(missing.status), QStringLiteral("Failed"));
        const QString reason = stepOf(missing, QStringLiteral("read"))->reason;
        QVERIFY2(reason.contains(server.url(QStringLiteral("/gone.csv")).toString()) && reason.contains(QLatin1String("404")),
                 qPrintable(reason));
        // a folder cannot be listed over HTTP: said before anything starts
        const JobPlan folder = planOf(pipeline(QStringLiteral("folder.yml"), QStringLiteral("/data/"), "uri_folder"));
        QVERIFY(!folder.ok());
        QVERIFY2(problems(folder).contains(QLatin1String("only uri_file inputs are read from it")), qPrintable(problems(folder)));
        qunsetenv("PIPEWRIGHT_CA_BUNDLE");
    }

    void aCodeFolderHoldingTheRunsIsRefused()
    {
        // the home is inside the step's code folder: its copy would copy itself without end
        LocalRig rig;
        const QString file = rig.dir.filePath(QStringLiteral("p.yml"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("type: pipeline\njobs:\n  s:\n    command: echo hi\n    code: .\n    environment: azureml:e@latest\n");
        f.close();
        const JobRun job = rig.run(file);
        QCOMPARE(runStatusName(job.status), QStringLiteral("Failed"));
        QVERIFY2(stepOf(job, QStringLiteral("s"))->reason.contains(QLatin1String("would copy itself")),
                 qPrintable(stepOf(job, QStringLiteral("s"))->reason));
    }

    void pytorchAndTensorFlowAsProcesses()
    {
        const QString file = Data + QStringLiteral("/distributed.yml");
        const JobPlan plan = planOf(file);
        QVERIFY2(plan.ok(), qPrintable(problems(plan)));
        const PlannedStep* torch = plan.step(QStringLiteral("torch"));
        QCOMPARE(torch->distribution.type, QStringLiteral("pytorch"));
        QCOMPARE(torch->distribution.processCount(), 4);
        QCOMPARE(torch->coresNeeded(), 4);
        QCOMPARE(plan.step(QStringLiteral("tf"))->distribution.processCount(), 3);

        LocalRig rig(4);
        const JobRun job = rig.run(file);
        QCOMPARE(runStatusName(job.status), QStringLiteral("Completed"));

        // PyTorch: ranks 0..3 on two "nodes" of two processes, one master on loopback
        const StepRun* t = stepOf(job, QStringLiteral("torch"));
        const QString out = t->outputs.value(QStringLiteral("out"));
        QSet<QString> ports;
        for (int rank = 0; rank < 4; ++rank) {
            const QJsonObject env = jsonFile(QStringLiteral("%1/rank-%2.json").arg(out).arg(rank));
            QCOMPARE(env.value(QLatin1String("RANK")).toString(), QString::number(rank));
            QCOMPARE(env.value(QLatin1String("LOCAL_RANK")).toString(), QString::number(rank % 2));
            QCOMPARE(env.value(QLatin1String("NODE_RANK")).toString(), QString::number(rank / 2));
            QCOMPARE(env.value(QLatin1String("WORLD_SIZE")).toString(), QStringLiteral("4"));
            QCOMPARE(env.value(QLatin1String("LOCAL_WORLD_SIZE")).toString(), QStringLiteral("2"));
            QCOMPARE(env.value(QLatin1String("MASTER_ADDR")).toString(), QStringLiteral("127.0.0.1"));
            ports << env.value(QLatin1String("MASTER_PORT")).toString();
            // each process its own log, named as Azure ML names them
            const QByteArray log = fileBytes(QStringLiteral("%1/user_logs/std_log_process_%2.txt").arg(t->folder).arg(rank));
            QVERIFY2(log.contains(QStringLiteral("\"RANK\": \"%1\"").arg(rank).toUtf8()), log.constData());
        }
        QCOMPARE(ports.size(), 1);
        QVERIFY(ports.values().first().toInt() > 0);
        QVERIFY(fileBytes(t->logFile).contains("process 3: node 1, rank 3 (local rank 1)"));
        // the record jobs show and the run view read: every process, its role, its end and its log
        const QList<StepProcess> processes = readStepProcesses(t->folder);
        QCOMPARE(processes.size(), 4);
        for (const StepProcess& p : processes) {
            QVERIFY(p.ended && p.exitCode == 0 && p.signal == 0 && p.pid > 0);
            QCOMPARE(p.log, QStringLiteral("user_logs/std_log_process_%1.txt").arg(p.index));
        }
        QCOMPARE(processes.at(2).role, QStringLiteral("node 1, rank 2 (local rank 0)"));

        // TensorFlow: TF_CONFIG with two workers and a parameter server, each process its task
        const StepRun* tf = stepOf(job, QStringLiteral("tf"));
        const QString tfOut = tf->outputs.value(QStringLiteral("out"));
        QJsonObject cluster;
        for (const char* role : {"worker-0", "worker-1", "ps-0"}) {
            const QJsonObject env = jsonFile(QStringLiteral("%1/%2.json").arg(tfOut, QLatin1String(role)));
            const QJsonObject config = QJsonDocument::fromJson(env.value(QLatin1String("TF_CONFIG")).toString().toUtf8()).object();
            const QString type = QString::fromLatin1(role).section(QLatin1Char('-'), 0, 0);
            QCOMPARE(config.value(QLatin1String("task")).toObject().value(QLatin1String("type")).toString(), type);
            QCOMPARE(config.value(QLatin1String("task")).toObject().value(QLatin1String("index")).toInt(),
                     QString::fromLatin1(role).section(QLatin1Char('-'), 1).toInt());
            if (cluster.isEmpty())
                cluster = config.value(QLatin1String("cluster")).toObject();
            QCOMPARE(config.value(QLatin1String("cluster")).toObject(), cluster); // every process sees one cluster
        }
        QCOMPARE(cluster.value(QLatin1String("worker")).toArray().size(), 2);
        QCOMPARE(cluster.value(QLatin1String("ps")).toArray().size(), 1);
        QVERIFY(cluster.value(QLatin1String("worker")).toArray().first().toString().startsWith(QLatin1String("127.0.0.1:")));
    }

    void oneFailingProcessFailsTheStepAndEndsTheOthers()
    {
        LocalRig rig(3);
        QElapsedTimer timer;
        timer.start();
        const JobRun job = rig.run(Data + QStringLiteral("/distributed_fails.yml"));
        // the other ranks sleep for a minute: they were ended, not waited for
        QVERIFY2(timer.elapsed() < 40000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(runStatusName(job.status), QStringLiteral("Failed"));
        const StepRun* t = stepOf(job, QStringLiteral("torch"));
        QVERIFY2(t->reason.contains(QLatin1String("process 1 exited with code 3")), qPrintable(t->reason));
        for (int rank = 0; rank < 3; ++rank)
            QVERIFY(QFileInfo::exists(QStringLiteral("%1/user_logs/std_log_process_%2.txt").arg(t->folder).arg(rank)));
        // rank 1 exited with 3; the others were ended by SIGTERM
        const QList<StepProcess> processes = readStepProcesses(t->folder);
        QCOMPARE(processes.size(), 3);
        QCOMPARE(processes.at(1).exitCode, 3);
        QCOMPARE(processes.at(0).signal, SIGTERM);
        QCOMPARE(processes.at(2).signal, SIGTERM);
    }

    void cancelEndsEveryProcess()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("long.yml"));
        QVERIFY(writeAll(file, "type: pipeline\njobs:\n  torch:\n    command: sleep 60\n    environment: azureml:e@1\n"
                               "    resources:\n      instance_count: 2\n    distribution:\n      type: pytorch\n"
                               "      process_count_per_instance: 2\n"));
        LocalRig rig(4);
        const SubmitResult r = rig.submit(file);
        QVERIFY(r.ok());
        QString folder;
        QVERIFY(waitFor([&] {
            const JobRun j = awaitFuture(rig.backend->job(r.jobId));
            const StepRun* s = stepOf(j, QStringLiteral("torch"));
            if (!s || s->status != RunStatus::Running)
                return false;
            folder = s->folder;
            const QList<StepProcess> p = readStepProcesses(folder);
            return p.size() == 4 && std::all_of(p.cbegin(), p.cend(), [](const StepProcess& x) { return x.pid > 0; });
        }, 30000));
        const QList<StepProcess> running = readStepProcesses(folder);
        QElapsedTimer timer;
        timer.start();
        rig.backend->cancel(r.jobId);
        const JobRun job = rig.wait(r.jobId, 30000);
        QVERIFY2(timer.elapsed() < 15000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(runStatusName(job.status), QStringLiteral("Canceled"));
        QCOMPARE(runStatusName(stepOf(job, QStringLiteral("torch"))->status), QStringLiteral("Canceled"));
        // every process ended, by the signal the cancel sent; none is left
        for (const StepProcess& p : readStepProcesses(folder)) {
            QVERIFY(p.ended);
            QVERIFY2(p.signal == SIGTERM || p.signal == SIGKILL, qPrintable(QString::number(p.signal)));
        }
        for (const StepProcess& p : running)
            QVERIFY2(::kill(pid_t(p.pid), 0) != 0, qPrintable(QStringLiteral("process %1 is still there").arg(p.pid)));
    }

    void mpiRanksUnderMpirun()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("mpirun")).isEmpty())
            QFAIL("needs mpirun (Debian package openmpi-bin; .ci/bootstrap installs it)");
        const QString file = Data + QStringLiteral("/mpi.yml");
        const JobPlan plan = planOf(file);
        QVERIFY2(plan.ok(), qPrintable(problems(plan)));
        QCOMPARE(plan.step(QStringLiteral("mpi"))->distribution.processCount(), 4);
        LocalRig rig(4);
        const JobRun job = rig.run(file);
        const StepRun* m = stepOf(job, QStringLiteral("mpi"));
        QVERIFY(m);
        QVERIFY2(job.status == RunStatus::Completed,
                 qPrintable(m->reason + QLatin1Char('\n') + QString::fromUtf8(fileBytes(m->folder + QStringLiteral("/system_logs/mpirun.txt")))));
        for (int rank = 0; rank < 4; ++rank) {
            const QJsonObject env = jsonFile(QStringLiteral("%1/rank-%2.json").arg(m->outputs.value(QStringLiteral("out"))).arg(rank));
            QCOMPARE(env.value(QLatin1String("OMPI_COMM_WORLD_SIZE")).toString(), QStringLiteral("4"));
            // each rank its own log, as Azure ML names them
            const QByteArray log = fileBytes(QStringLiteral("%1/user_logs/std_log_process_%2.txt").arg(m->folder).arg(rank));
            QVERIFY2(log.contains(QStringLiteral("\"OMPI_COMM_WORLD_RANK\": \"%1\"").arg(rank).toUtf8()), log.constData());
        }
        const QList<StepProcess> processes = readStepProcesses(m->folder);
        QCOMPARE(processes.size(), 4);
        QCOMPARE(processes.at(3).role, QStringLiteral("node 1, rank 3 (mpirun)"));
        for (const StepProcess& p : processes)
            QVERIFY(p.ended && p.exitCode == 0);
    }

    void distributionThatCannotRunHereIsSaidSo()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("ray.yml"));
        QVERIFY(writeAll(file, "type: pipeline\njobs:\n  r:\n    command: echo hi\n    environment: azureml:e@latest\n"
                               "    distribution:\n      type: ray\n"));
        const JobPlan plan = planOf(file);
        QVERIFY(!plan.ok());
        QVERIFY2(problems(plan).contains(QLatin1String("ray.yml:7:7: error: step 'r' uses a Ray distribution")),
                 qPrintable(problems(plan)));
    }

    // a local file or folder a step reads is checked before anything starts, at the line that names it, whether the
    // step names it, takes it from a pipeline input or from its component's default
    void missingLocalDataIsRefusedUpFront()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("data.yml"));
        QVERIFY(writeAll(dir.filePath(QStringLiteral("c.yml")),
                         "type: command\ninputs:\n  d:\n    type: uri_folder\n    default: ./gone\ncommand: ls ${{inputs.d}}\n"
                         "environment: azureml:e@latest\n"));
        QVERIFY(writeAll(file, "type: pipeline\ninputs:\n  raw:\n    type: uri_folder\n    path: ./nothing\n"
                               "  here:\n    type: uri_folder\n    path: .\njobs:\n"
                               "  a:\n    command: ls ${{inputs.x}}\n    environment: azureml:e@latest\n    inputs:\n"
                               "      x: ${{parent.inputs.raw}}\n"
                               "  b:\n    command: ls ${{inputs.y}}\n    environment: azureml:e@latest\n    inputs:\n"
                               "      y:\n        type: uri_file\n        path: ./missing.csv\n"
                               "  c:\n    component: ./c.yml\n"
                               "  ok:\n    command: ls ${{inputs.z}}\n    environment: azureml:e@latest\n    inputs:\n"
                               "      z: ${{parent.inputs.here}}\n"));
        const JobPlan plan = planOf(file);
        QVERIFY(!plan.ok());
        const QString p = problems(plan);
        QVERIFY2(p.contains(QLatin1String("data.yml:14:7: error: step 'a': input 'x' reads ")) && p.contains(QLatin1String("nothing, which does not exist")),
                 qPrintable(p));
        QVERIFY2(p.contains(QLatin1String("data.yml:19:7: error: step 'b': input 'y' reads ")) && p.contains(QLatin1String("missing.csv, which does not exist")),
                 qPrintable(p));
        QVERIFY2(p.contains(QLatin1String("data.yml:22:3: error: step 'c': input 'd' reads ")) && p.contains(QLatin1String("gone, which does not exist")),
                 qPrintable(p));
        QVERIFY2(!p.contains(QLatin1String("step 'ok'")), qPrintable(p));
        QCOMPARE(plan.problems.size(), 3);
    }

    void sparkStepsRunWithSparkSubmit()
    {
        const QString sparkData = QStringLiteral(PW_SOURCE_DIR "/tests/data/localspark");
        const QString file = sparkData + QStringLiteral("/pipeline.yml");
        const QByteArray path = qgetenv("PATH");
        // without spark-submit: refused before anything starts, saying what is needed
        qputenv("PATH", "/usr/bin:/bin");
        qunsetenv("SPARK_HOME");
        const JobPlan without = planOf(file);
        QVERIFY(!without.ok());
        QVERIFY2(problems(without).contains(QLatin1String("needs Apache Spark's spark-submit on PATH")), qPrintable(problems(without)));
        QVERIFY2(problems(without).contains(QLatin1String("pipeline.yml:11:11:")), qPrintable(problems(without))); // the step's type

        // with one (tests/data/localspark/bin stands in for Spark's launcher, README.md there)
        qputenv("PATH", QFile::encodeName(sparkData + QStringLiteral("/bin:")) + path);
        const JobPlan plan = planOf(file);
        QVERIFY2(plan.ok(), qPrintable(problems(plan)));
        const PlannedStep* sample = plan.step(QStringLiteral("sample"));
        QVERIFY(sample->spark.active);
        // a configuration value Spark cannot take is refused, naming the key and the place
        {
            QByteArray text = fileBytes(file);
            text.replace("      spark.executor.instances: 1\n", "      spark.executor.instances: {min: 1}\n");
            const JobPlan bad = buildJobPlan(file, text, {}, std::make_shared<ComponentCache>());
            QVERIFY(!bad.ok());
            QVERIFY2(problems(bad).contains(QLatin1String("conf.spark.executor.instances must be a single value"))
                         && problems(bad).contains(QLatin1String("pipeline.yml:")),
                     qPrintable(problems(bad)));
        }
        // dynamic allocation up to 4 executors × 2 cores, at most this machine's cores
        const int threads = std::min(8, std::max(1, QThread::idealThreadCount()));
        QCOMPARE(sample->spark.threads, threads);
        QCOMPARE(sample->coresNeeded(), threads);
        QVERIFY(problems(plan).contains(QLatin1String("run here in one local Spark")));

        LocalRig rig(2);
        const JobRun job = rig.run(file);
        qputenv("PATH", path);
        QCOMPARE(runStatusName(job.status), QStringLiteral("Completed"));
        const StepRun* s = stepOf(job, QStringLiteral("sample"));
        const QStringList args = QString::fromUtf8(fileBytes(s->folder + QStringLiteral("/code/spark-submit.args"))).split(QLatin1Char('\n'));
        auto after = [&](const QString& option) {
            const qsizetype i = args.indexOf(option);
            return i >= 0 && i + 1 < args.size() ? args.at(i + 1) : QString();
        };
        QCOMPARE(after(QStringLiteral("--master")), QStringLiteral("local[%1]").arg(threads));
        QCOMPARE(after(QStringLiteral("--name")), QStringLiteral("sample"));
        QCOMPARE(after(QStringLiteral("--py-files")), QStringLiteral("helpers.py"));
        QCOMPARE(after(QStringLiteral("--files")), QStringLiteral("stopwords.txt"));
        QVERIFY(args.contains(QStringLiteral("spark.dynamicAllocation.enabled=true")));
        QVERIFY(args.contains(QStringLiteral("spark.executor.memory=2g")));
        QVERIFY(args.contains(QStringLiteral("sample.py")));
        QCOMPARE(after(QStringLiteral("--keep")), QStringLiteral("2"));
        QCOMPARE(after(QStringLiteral("--output")), s->outputs.value(QStringLiteral("file_output")));
        // the uri_file output was written and read by the next spark step
        QCOMPARE(fileBytes(s->outputs.value(QStringLiteral("file_output"))), QByteArray("quick brown fox\njumps over lazy dog\n"));
        QVERIFY2(fileBytes(stepOf(job, QStringLiteral("count"))->logFile).contains("words: 7"),
                 fileBytes(stepOf(job, QStringLiteral("count"))->logFile).constData());
    }

    void namedForWhatTheyAre()
    {
        const JobPlan component = planOf(Data + QStringLiteral("/component_pipeline.yml"));
        QVERIFY(!component.ok());
        QVERIFY2(problems(component).contains(QLatin1String("this is a pipeline component")), qPrintable(problems(component)));
        const JobPlan flow = planOf(Data + QStringLiteral("/prompt_flow.yml"));
        QVERIFY(!flow.ok());
        QVERIFY2(problems(flow).contains(QLatin1String("runs the prompt flow")), qPrintable(problems(flow)));
        QVERIFY(!problems(flow).contains(QLatin1String("input_data")));
    }
};

QTEST_GUILESS_MAIN(TestLocalRuns)
#include "tst_localruns.moc"
