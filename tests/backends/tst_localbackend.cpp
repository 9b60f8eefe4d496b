// SPDX-License-Identifier: MIT
// The local backend end to end: real pipelines, real processes, a real SQLite run store in a temporary home.
#include "localbackend.h"
#include "localtesting.h"
#include "runstore.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFutureWatcher>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QMutex>
#include <QThread>

#include <atomic>

#include <csignal>

using namespace pw;

namespace {

template<typename T>
T await(QFuture<T> f)
{
    return test::awaitFuture(f);
}

/// Processes whose command line contains `marker`.
int countProcesses(const QString& marker)
{
    QProcess p;
    p.start(QStringLiteral("pgrep"), {QStringLiteral("-f"), marker});
    p.waitForFinished(5000);
    return int(QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts).size());
}

bool waitUntil(const std::function<bool()>& cond, int ms)
{
    return test::waitFor(cond, ms);
}

} // namespace

class TestLocalBackend : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString home() const { return m_dir.filePath(QStringLiteral("home")); }

    QString write(const QString& name, const QByteArray& text)
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return QString();
        f.write(text);
        return path;
    }

    std::unique_ptr<LocalBackend> backend()
    {
        LocalBackendOptions o;
        o.home = home();
        o.python = QStringLiteral("/usr/bin/python3");
        o.cores = 2;
        return std::make_unique<LocalBackend>(o);
    }

    JobRun run(LocalBackend& b, const QString& file, const SubmitOptions& options = {}, SubmitResult* result = nullptr,
               int timeoutMs = 120000)
    {
        QByteArray text;
        QFile f(file);
        if (f.open(QIODevice::ReadOnly))
            text = f.readAll();
        const SubmitResult r = await(b.submit(file, text, options));
        if (result)
            *result = r;
        if (!r.ok()) {
            if (!result) {
                for (const Diagnostic& d : r.problems)
                    qWarning("%s", qPrintable(d.toString()));
                qWarning("submit failed: %s", qPrintable(r.error));
            }
            return JobRun();
        }
        return waitJob(b, r.jobId, timeoutMs);
    }

    JobRun waitJob(LocalBackend& b, const QString& id, int timeoutMs = 120000)
    {
        waitUntil([&] { return isTerminal(await(b.job(id)).status); }, timeoutMs);
        return await(b.job(id));
    }

    static QByteArray log(const StepRun& s)
    {
        QFile f(s.logFile);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (!QFile::exists(QStringLiteral("/usr/bin/python3")))
            QFAIL("needs /usr/bin/python3 (Debian package python3; .ci/bootstrap installs it)");
    }

    void freshHomeOpenedByManyAtOnce()
    {
        const QString fresh = m_dir.filePath(QStringLiteral("fresh-home"));
        QList<QThread*> threads;
        std::atomic<int> opened {0};
        QStringList errors;
        QMutex mutex;
        for (int i = 0; i < 6; ++i) {
            threads << QThread::create([&] {
                RunStore store(fresh);
                QString error;
                if (store.open(&error)) {
                    ++opened;
                } else {
                    QMutexLocker lock(&mutex);
                    errors << error;
                }
            });
            threads.last()->start();
        }
        for (QThread* t : threads) {
            t->wait();
            delete t;
        }
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(opened.load(), 6);
    }

    void storeBatchCommitsOnceAndOthersSeeItAfter()
    {
        const QString home = m_dir.filePath(QStringLiteral("batch-home"));
        RunStore writer(home);
        RunStore reader(home);
        QVERIFY(writer.open());
        QVERIFY(reader.open());
        JobRun job;
        job.id = QStringLiteral("job_batch");
        job.pipelineFile = QStringLiteral("/tmp/p.yml");
        job.backend = QStringLiteral("local");
        job.created = QDateTime::currentDateTimeUtc();
        StepRun step;
        step.name = QStringLiteral("a");
        step.kind = QStringLiteral("command");
        job.steps << step;
        QVERIFY2(writer.insertJob(job), qPrintable(writer.lastError()));
        {
            RunStore::Batch outer(&writer);
            {
                RunStore::Batch inner(&writer); // nested: nothing is committed at its end
                step.status = RunStatus::Queued;
                QVERIFY(writer.recordStepStatus(job.id, step, QString(), 0, QDateTime::currentDateTimeUtc(), QString()));
            }
            step.status = RunStatus::Running;
            QVERIFY(writer.recordStepStatus(job.id, step, QString(), 0, QDateTime::currentDateTimeUtc(), QString()));
            // another connection still sees the last committed state while the batch is open
            QCOMPARE(runStatusName(reader.job(job.id)->steps.value(0).status), QStringLiteral("NotStarted"));
            // the writer's own reads write what is pending first, so they see it
            QCOMPARE(runStatusName(writer.job(job.id)->steps.value(0).status), QStringLiteral("Running"));
            writer.commitBatch();
            QCOMPARE(runStatusName(reader.job(job.id)->steps.value(0).status), QStringLiteral("Running"));
            step.status = RunStatus::Completed;
            QVERIFY(writer.recordStepStatus(job.id, step, QString(), 0, QDateTime::currentDateTimeUtc(), QString()));
            // a job inserted within the batch uses the batch's transaction, not one of its own
            JobRun second = job;
            second.id = QStringLiteral("job_batch_2");
            QVERIFY2(writer.insertJob(second), qPrintable(writer.lastError()));
            QVERIFY(!reader.job(second.id).has_value());
        }
        const auto seen = reader.job(job.id);
        QVERIFY(seen.has_value());
        QCOMPARE(runStatusName(seen->steps.value(0).status), QStringLiteral("Completed"));
        QVERIFY(reader.job(QStringLiteral("job_batch_2")).has_value());
        // every status change is in the history, in order
        QStringList history;
        for (const StatusChange& c : seen->steps.value(0).history)
            history << runStatusName(c.status);
        QCOMPARE(history, (QStringList {QStringLiteral("Queued"), QStringLiteral("Running"), QStringLiteral("Completed")}));
        // outside a batch a write is visible at once
        step.status = RunStatus::Failed;
        QVERIFY(writer.recordStepStatus(job.id, step, QString(), 0, QDateTime::currentDateTimeUtc(), QString()));
        QCOMPARE(runStatusName(reader.job(job.id)->steps.value(0).status), QStringLiteral("Failed"));
    }

    void sampleTrainingPipelineRunsAndIsReused()
    {
        const QString file = QStringLiteral(PW_SOURCE_DIR "/resources/workspace/pipelines/train_pipeline.yml");
        QProcess check;
        check.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), QStringLiteral("import sklearn, pandas")});
        check.waitForFinished(30000);
        if (check.exitCode() != 0)
            QFAIL("needs python3-sklearn and python3-pandas (.ci/bootstrap installs them)");
        auto b = backend();
        SubmitResult r;
        JobRun job = run(*b, file, {}, &r, 300000);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(runStatusName(job.status), QStringLiteral("Completed"));
        QCOMPARE(job.steps.size(), 4);
        for (const StepRun& s : job.steps) {
            QCOMPARE(runStatusName(s.status), QStringLiteral("Completed"));
            QVERIFY(!s.isReused());
            QCOMPARE(s.exitCode, 0);
            QVERIFY(QFileInfo::exists(s.logFile));
            QVERIFY(s.history.size() >= 4); // NotStarted, Queued, Preparing, Running, ...
        }
        QVERIFY(QFileInfo::exists(job.step(QStringLiteral("train"))->outputs.value(QStringLiteral("model_output")) + QStringLiteral("/model.pkl")));
        QVERIFY(QFileInfo::exists(job.folder + QStringLiteral("/snapshot/train_pipeline.yml")));
        // environments are not built here: the job says so
        QVERIFY(job.warnings.join(QLatin1Char('\n')).contains(QLatin1String("AzureML-sklearn")));

        // unchanged: everything is reused
        JobRun again = run(*b, file);
        QCOMPARE(runStatusName(again.status), QStringLiteral("Completed"));
        for (const StepRun& s : again.steps)
            QCOMPARE(s.reusedFrom, job.id);

        // a changed parameter reruns the steps it reaches, not prep
        SubmitOptions o;
        o.inputOverrides.insert(QStringLiteral("n_estimators"), QStringLiteral("40"));
        JobRun changed = run(*b, file, o, nullptr, 300000);
        QCOMPARE(runStatusName(changed.status), QStringLiteral("Completed"));
        QVERIFY(changed.step(QStringLiteral("prep"))->isReused());
        QVERIFY(!changed.step(QStringLiteral("train"))->isReused());
        QCOMPARE(changed.parameters.value(QStringLiteral("n_estimators")), QStringLiteral("40"));

        // --no-reuse runs all
        SubmitOptions fresh;
        fresh.noReuse = true;
        fresh.inputOverrides.insert(QStringLiteral("n_estimators"), QStringLiteral("40"));
        JobRun all = run(*b, file, fresh, nullptr, 300000);
        for (const StepRun& s : all.steps)
            QVERIFY(!s.isReused());
    }

    void condaPackagesThatCannotBeImportedAreNamed()
    {
        write(QStringLiteral("conda/env.yml"), "name: x\ndependencies:\n  - python=3.11\n  - pip\n  - pip:\n"
                                               "    - json5-that-does-not-exist==1.0\n    - pyyaml>=6\n");
        const QString file = write(QStringLiteral("conda/pipeline.yml"), R"(type: pipeline
jobs:
  s:
    type: command
    command: echo hi
    environment:
      image: mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu22.04
      conda_file: ./env.yml
)");
        auto b = backend();
        JobRun job = run(*b, file);
        QCOMPARE(runStatusName(job.status), QStringLiteral("Completed"));
        const QString warnings = job.step(QStringLiteral("s"))->warnings.join(QLatin1Char(' '));
        QVERIFY2(warnings.contains(QLatin1String("json5-that-does-not-exist")), qPrintable(warnings));
        QVERIFY2(!warnings.contains(QLatin1String("pyyaml")), qPrintable(warnings)); // python3-yaml is importable
    }

    void virtualEnvironmentsKeepTheirPackages()
    {
        // a virtual environment of the system's interpreter with a module of its own
        const QString env = m_dir.filePath(QStringLiteral("venv-home/env"));
        QVERIFY(QDir().mkpath(env + QStringLiteral("/bin")));
        QProcess version;
        version.start(QStringLiteral("/usr/bin/python3"),
                      {QStringLiteral("-c"), QStringLiteral("import sys; print('%d.%d' % sys.version_info[:2])")});
        QVERIFY(version.waitForFinished(30000));
        const QString minor = QString::fromUtf8(version.readAllStandardOutput()).trimmed();
        write(QStringLiteral("venv-home/env/pyvenv.cfg"), "home = /usr/bin\ninclude-system-site-packages = false\n");
        write(QStringLiteral("venv-home/env/lib/python%1/site-packages/pw_only_in_env.py").arg(minor), "x = 1\n");
        QVERIFY(QFile::link(QStringLiteral("/usr/bin/python3"), env + QStringLiteral("/bin/python")));
        const QString file = write(QStringLiteral("venv-home/pipeline.yml"), R"yaml(type: pipeline
jobs:
  uses_env:
    type: command
    environment: azureml:minimal-cpu@latest
    command: python -c "import sys, pw_only_in_env; print(sys.prefix)"
)yaml");
        const QString sharedHome = m_dir.filePath(QStringLiteral("venv-home/home"));
        auto backendWith = [&sharedHome](const QString& python) {
            LocalBackendOptions o;
            o.home = sharedHome;
            o.python = python;
            o.cores = 2;
            return std::make_unique<LocalBackend>(o);
        };
        SubmitOptions noReuse;
        noReuse.noReuse = true;
        auto inEnv = backendWith(env + QStringLiteral("/bin/python"));
        JobRun job = run(*inEnv, file, noReuse);
        const StepRun* s = job.step(QStringLiteral("uses_env"));
        QVERIFY(s);
        QVERIFY2(s->status == RunStatus::Completed, log(*s).constData()); // the environment's module is found
        QVERIFY2(log(*s).contains(env.toUtf8()), log(*s).constData()); // sys.prefix is the environment's

        // another process on the same home with the system's interpreter changes nothing for the first
        auto system = backendWith(QStringLiteral("/usr/bin/python3"));
        job = run(*system, file, noReuse);
        QCOMPARE(runStatusName(job.step(QStringLiteral("uses_env"))->status), QStringLiteral("Failed"));
        QVERIFY(log(*job.step(QStringLiteral("uses_env"))).contains("No module named 'pw_only_in_env'"));
        job = run(*inEnv, file, noReuse);
        QCOMPARE(runStatusName(job.step(QStringLiteral("uses_env"))->status), QStringLiteral("Completed"));
    }

    void oldPythonLinksAreRemoved()
    {
        // earlier versions linked python and python3 in home/bin; a user's own file there stays
        const QString home = m_dir.filePath(QStringLiteral("old-links/home"));
        QVERIFY(QDir().mkpath(home + QStringLiteral("/bin")));
        QVERIFY(QFile::link(QStringLiteral("/usr/bin/python3"), home + QStringLiteral("/bin/python")));
        QVERIFY(QFile::link(QStringLiteral("/usr/bin/python3"), home + QStringLiteral("/bin/python3")));
        const QString other = m_dir.filePath(QStringLiteral("old-links/other"));
        QVERIFY(QDir().mkpath(other + QStringLiteral("/bin")));
        QVERIFY(QFile::link(QStringLiteral("/usr/bin/python3"), other + QStringLiteral("/bin/python")));
        write(QStringLiteral("old-links/other/bin/mine.sh"), "echo mine\n");
        for (const QString& h : {home, other}) {
            LocalBackendOptions o;
            o.home = h;
            o.python = QStringLiteral("/usr/bin/python3");
            LocalBackend backend(o);
            await(backend.listJobs()); // the store is open
        }
        QVERIFY(!QFileInfo::exists(home + QStringLiteral("/bin"))); // the links and the emptied folder
        QVERIFY(!QFileInfo(other + QStringLiteral("/bin/python")).isSymLink());
        QVERIFY(QFileInfo::exists(other + QStringLiteral("/bin/mine.sh")));
    }

    void memoryShortageRunsStepsOneAtATime()
    {
        const QString file = write(QStringLiteral("memory/pipeline.yml"), R"(type: pipeline
jobs:
  a:
    type: command
    environment: azureml:minimal-cpu@latest
    command: sleep 0.6
  b:
    type: command
    environment: azureml:minimal-cpu@latest
    command: sleep 0.6
)");
        qputenv("PIPEWRIGHT_MIN_FREE_MEMORY_MB", "100000000"); // more than any machine has
        auto b = backend();
        SubmitOptions o;
        o.noReuse = true;
        JobRun job = run(*b, file, o);
        qunsetenv("PIPEWRIGHT_MIN_FREE_MEMORY_MB");
        QCOMPARE(runStatusName(job.status), QStringLiteral("Completed"));
        const StepRun* a = job.step(QStringLiteral("a"));
        const StepRun* c = job.step(QStringLiteral("b"));
        // with two cores they would overlap; short of memory, one waits for the other
        const bool apart = a->ended <= c->started || c->ended <= a->started;
        QVERIFY2(apart, "the steps ran at the same time although memory was short");
        QVERIFY((a->warnings + c->warnings).join(QLatin1Char(' ')).contains(QLatin1String("memory")));
    }

    void failingStepShowsExitCodeAndLog()
    {
        const QString file = write(QStringLiteral("fail/pipeline.yml"), R"(type: pipeline
jobs:
  bad:
    type: command
    environment: azureml:minimal-cpu@latest
    command: echo before; echo oops >&2; exit 3
  after:
    type: command
    environment: azureml:minimal-cpu@latest
    command: echo never > ${{outputs.o}}/x
    inputs:
      i: ${{parent.jobs.first.outputs.o}}
    outputs:
      o:
        type: uri_folder
  first:
    type: command
    environment: azureml:minimal-cpu@latest
    command: echo first > ${{outputs.o}}/x; sleep 0.3; exit 1
    outputs:
      o:
        type: uri_folder
)");
        auto b = backend();
        JobRun job = run(*b, file);
        QCOMPARE(runStatusName(job.status), QStringLiteral("Failed"));
        const StepRun* bad = job.step(QStringLiteral("bad"));
        QCOMPARE(bad->exitCode, 3);
        QVERIFY2(bad->reason.contains(QLatin1String("3")), qPrintable(bad->reason));
        const QByteArray text = log(*bad);
        QVERIFY(text.contains("before"));
        QVERIFY(text.contains("[stderr] oops"));
        QCOMPARE(runStatusName(job.step(QStringLiteral("after"))->status), QStringLiteral("Canceled"));
        QVERIFY(job.reason.contains(QLatin1String("failed")));
    }

    void continueOnStepFailure()
    {
        const QString file = write(QStringLiteral("cont/pipeline.yml"), R"(type: pipeline
settings:
  continue_on_step_failure: true
jobs:
  a:
    type: command
    environment: azureml:minimal-cpu@latest
    command: exit 1
    outputs:
      o:
        type: uri_folder
  b:
    type: command
    environment: azureml:minimal-cpu@latest
    command: sleep 0.5; echo ok > ${{outputs.o}}/ok.txt
    outputs:
      o:
        type: uri_folder
  c:
    type: command
    environment: azureml:minimal-cpu@latest
    command: ls ${{inputs.i}}
    inputs:
      i:
        type: uri_folder
        path: ${{parent.jobs.a.outputs.o}}
)");
        auto b = backend();
        JobRun job = run(*b, file);
        QCOMPARE(runStatusName(job.status), QStringLiteral("Failed"));
        QCOMPARE(runStatusName(job.step(QStringLiteral("b"))->status), QStringLiteral("Completed"));
        QCOMPARE(runStatusName(job.step(QStringLiteral("c"))->status), QStringLiteral("Canceled"));
        QVERIFY(job.step(QStringLiteral("c"))->reason.contains(QLatin1String("'a'")));
    }

    void killedBySignal()
    {
        const QString file = write(QStringLiteral("sig/pipeline.yml"), R"(type: pipeline
jobs:
  victim:
    type: command
    environment: azureml:minimal-cpu@latest
    command: echo about to die; kill -9 $$
)");
        auto b = backend();
        JobRun job = run(*b, file);
        const StepRun* s = job.step(QStringLiteral("victim"));
        QCOMPARE(runStatusName(s->status), QStringLiteral("Failed"));
        QCOMPARE(s->signal, int(SIGKILL));
        QVERIFY2(s->reason.contains(QLatin1String("SIGKILL")), qPrintable(s->reason));
        QVERIFY(log(*s).contains("about to die"));
    }

    void timeoutKillsTheWholeProcessGroup()
    {
        const QString file = write(QStringLiteral("timeout/pipeline.yml"), R"(type: pipeline
jobs:
  slow:
    type: command
    environment: azureml:minimal-cpu@latest
    command: sleep 31.25 & sleep 31.5; wait
    limits:
      timeout: 1
)");
        auto b = backend();
        QElapsedTimer t;
        t.start();
        JobRun job = run(*b, file);
        QVERIFY(t.elapsed() < 15000);
        const StepRun* s = job.step(QStringLiteral("slow"));
        QCOMPARE(runStatusName(s->status), QStringLiteral("Failed"));
        QVERIFY2(s->reason.contains(QLatin1String("timeout")), qPrintable(s->reason));
        QVERIFY(waitUntil([] { return countProcesses(QStringLiteral("sleep 31.25")) == 0 && countProcesses(QStringLiteral("sleep 31.5")) == 0; }, 8000));
    }

    void cancelLeavesNoOrphans()
    {
        const QString file = write(QStringLiteral("cancel/pipeline.yml"), R"(type: pipeline
jobs:
  long:
    type: command
    environment: azureml:minimal-cpu@latest
    command: sleep 41.25 & sleep 41.5; wait
  later:
    type: command
    environment: azureml:minimal-cpu@latest
    command: echo later
    inputs:
      i: ${{parent.jobs.long.outputs.o}}
    outputs:
      o:
        type: uri_folder
)");
        // `later` reads an output `long` does not declare: fix the pipeline so it is valid
        write(QStringLiteral("cancel/pipeline.yml"), R"(type: pipeline
jobs:
  long:
    type: command
    environment: azureml:minimal-cpu@latest
    command: sleep 41.25 & sleep 41.5; wait
    outputs:
      o:
        type: uri_folder
  later:
    type: command
    environment: azureml:minimal-cpu@latest
    command: echo later
    inputs:
      i: ${{parent.jobs.long.outputs.o}}
)");
        auto b = backend();
        QByteArray text;
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        text = f.readAll();
        const SubmitResult r = await(b->submit(file, text, {}));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QVERIFY(waitUntil([&] { return countProcesses(QStringLiteral("sleep 41.5")) >= 1; }, 10000));
        b->cancel(r.jobId);
        JobRun job = waitJob(*b, r.jobId, 20000);
        QCOMPARE(runStatusName(job.status), QStringLiteral("Canceled"));
        QCOMPARE(runStatusName(job.step(QStringLiteral("long"))->status), QStringLiteral("Canceled"));
        QCOMPARE(runStatusName(job.step(QStringLiteral("later"))->status), QStringLiteral("Canceled"));
        QVERIFY(waitUntil([] { return countProcesses(QStringLiteral("sleep 41.25")) + countProcesses(QStringLiteral("sleep 41.5")) == 0; }, 8000));
    }

    // a local file that is not there is found before anything starts, at the step's input that reads it
    void missingInputFileIsRefusedBeforeTheRun()
    {
        const QString file = write(QStringLiteral("missing/pipeline.yml"), R"(type: pipeline
inputs:
  data:
    type: uri_file
    path: ./no-such-file.csv
jobs:
  read:
    type: command
    environment: azureml:minimal-cpu@latest
    command: cat ${{inputs.d}}
    inputs:
      d: ${{parent.inputs.data}}
)");
        auto b = backend();
        SubmitResult r;
        run(*b, file, {}, &r);
        QVERIFY(!r.ok());
        QVERIFY(r.jobId.isEmpty());
        QCOMPARE(r.problems.size(), 1);
        const Diagnostic& d = r.problems.first();
        QCOMPARE(d.ruleId, QStringLiteral("local-data-missing"));
        QCOMPARE(d.step, QStringLiteral("read"));
        QCOMPARE(d.line, 12);
        QVERIFY2(d.message.contains(QLatin1String("no-such-file.csv, which does not exist")), qPrintable(d.message));
    }

    void whatCannotRunHereIsReportedFirst()
    {
        const QString file = write(QStringLiteral("remote/pipeline.yml"), R"(type: pipeline
inputs:
  data:
    type: uri_folder
    path: azureml:my-dataset:1
jobs:
  reg:
    type: command
    environment: azureml:minimal-cpu@latest
    component: azureml://registries/azureml/components/train/versions/1
  use_data:
    type: command
    environment: azureml:minimal-cpu@latest
    command: ls ${{inputs.d}}
    inputs:
      d: ${{parent.inputs.data}}
  tune:
    type: sweep
    trial: ./trial.yml
    objective:
      primary_metric: accuracy
      goal: maximize
  pick_model:
    type: automl
    task: regression
    target_column_name: y
    training_data: ${{parent.inputs.data}}
)");
        auto b = backend();
        SubmitResult r;
        run(*b, file, {}, &r);
        QVERIFY(!r.ok());
        QStringList steps;
        QString automl;
        for (const Diagnostic& d : r.problems)
            if (d.severity == Severity::Error) {
                steps << d.step;
                if (d.step == QLatin1String("pick_model"))
                    automl = d.message;
            }
        QVERIFY2(steps.contains(QStringLiteral("reg")), qPrintable(steps.join(QLatin1Char(','))));
        QVERIFY(steps.contains(QStringLiteral("use_data")));
        QVERIFY(steps.contains(QStringLiteral("tune")));
        // an AutoML step is told it needs a workspace, in words
        QVERIFY2(automl.contains(QLatin1String("AutoML")) && automl.contains(QLatin1String("workspace")), qPrintable(automl));
        for (const JobRun& j : await(b->listJobs()))
            QVERIFY2(j.pipelineFile != file, "a job was recorded although nothing could run");
    }

    void parametersNeverInjectCommands()
    {
        QFile::remove(QStringLiteral("/tmp/pw-param-injected"));
        const QString file = write(QStringLiteral("inject/pipeline.yml"),
                                   "type: pipeline\n"
                                   "inputs:\n"
                                   "  msg: \"$(touch /tmp/pw-param-injected); it's \\\"quoted\\\"\"\n"
                                   "jobs:\n"
                                   "  echo:\n"
                                   "    type: command\n"
                                   "    environment: azureml:minimal-cpu@latest\n"
                                   "    command: >-\n"
                                   "      printf '%s' ${{inputs.m}} > ${{outputs.o}}/bare.txt &&\n"
                                   "      printf '%s' \"${{inputs.m}}\" > ${{outputs.o}}/double.txt\n"
                                   "    inputs:\n"
                                   "      m: ${{parent.inputs.msg}}\n"
                                   "    outputs:\n"
                                   "      o:\n"
                                   "        type: uri_folder\n");
        auto b = backend();
        JobRun job = run(*b, file);
        QCOMPARE(runStatusName(job.status), QStringLiteral("Completed"));
        const QString out = job.step(QStringLiteral("echo"))->outputs.value(QStringLiteral("o"));
        for (const QString& name : {QStringLiteral("bare.txt"), QStringLiteral("double.txt")}) {
            QFile f(out + QLatin1Char('/') + name);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(QString::fromUtf8(f.readAll()), QStringLiteral("$(touch /tmp/pw-param-injected); it's \"quoted\""));
        }
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/pw-param-injected")));
    }

    void fullDiskFailsTheStepWithTheReason()
    {
        const QString file = write(QStringLiteral("disk/pipeline.yml"), R"(type: pipeline
jobs:
  s:
    type: command
    environment: azureml:minimal-cpu@latest
    command: echo hi
)");
        qputenv("PIPEWRIGHT_MIN_FREE_MB", "1000000000");
        auto b = backend();
        JobRun job = run(*b, file);
        qunsetenv("PIPEWRIGHT_MIN_FREE_MB");
        const StepRun* s = job.step(QStringLiteral("s"));
        QCOMPARE(runStatusName(s->status), QStringLiteral("Failed"));
        QVERIFY2(s->reason.contains(QLatin1String("disk is full")), qPrintable(s->reason));
    }

    void rerunFromTheFailedStep()
    {
        const QString flag = m_dir.filePath(QStringLiteral("rerun/ok.flag"));
        const QString file = write(QStringLiteral("rerun/pipeline.yml"), QStringLiteral(R"(type: pipeline
jobs:
  a:
    type: command
    environment: azureml:minimal-cpu@latest
    command: date +%N > ${{outputs.o}}/stamp
    outputs:
      o:
        type: uri_folder
  b:
    type: command
    environment: azureml:minimal-cpu@latest
    command: test -f %1 && cat ${{inputs.i}}/stamp
    inputs:
      i: ${{parent.jobs.a.outputs.o}}
)").arg(flag).toUtf8());
        auto b = backend();
        JobRun first = run(*b, file);
        QCOMPARE(runStatusName(first.status), QStringLiteral("Failed"));
        QCOMPARE(runStatusName(first.step(QStringLiteral("a"))->status), QStringLiteral("Completed"));
        write(QStringLiteral("rerun/ok.flag"), "yes");
        SubmitOptions o;
        o.rerunOf = first.id;
        const SubmitResult r = await(b->submit(QString(), QByteArray(), o));
        QVERIFY2(r.ok(), qPrintable(r.error));
        JobRun second = waitJob(*b, r.jobId);
        QCOMPARE(runStatusName(second.status), QStringLiteral("Completed"));
        QCOMPARE(second.rerunOf, first.id);
        QCOMPARE(second.step(QStringLiteral("a"))->reusedFrom, first.id);
        QVERIFY(!second.step(QStringLiteral("b"))->isReused());
    }

    void recoveryAfterTheRunningProcessDies()
    {
        const QString cli = QStringLiteral(PW_BINARY_DIR "/app/pipewright");
        if (!QFileInfo::exists(cli))
            QFAIL("the pipewright CLI is not built next to the tests");
        const QString file = write(QStringLiteral("recover/pipeline.yml"), R"(type: pipeline
jobs:
  long:
    type: command
    environment: azureml:minimal-cpu@latest
    command: echo started; sleep 53.25 & sleep 53.5; wait
)");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PIPEWRIGHT_HOME"), home());
        p.setProcessEnvironment(env);
        p.start(cli, {QStringLiteral("run"), file});
        QVERIFY(p.waitForStarted());
        RunStore store(home());
        QVERIFY(store.open());
        QString jobId;
        QVERIFY(waitUntil([&] {
            for (const JobRun& j : store.listJobs(5))
                if (j.pipelineFile == file && j.status == RunStatus::Running)
                    jobId = j.id;
            return !jobId.isEmpty() && countProcesses(QStringLiteral("sleep 53.5")) >= 1;
        }, 20000));
        ::kill(pid_t(p.processId()), SIGKILL);
        p.waitForFinished(5000);
        const QStringList recovered = store.recoverOrphans();
        QVERIFY(recovered.contains(jobId));
        auto job = store.job(jobId);
        QVERIFY(job);
        QCOMPARE(runStatusName(job->status), QStringLiteral("Failed"));
        QVERIFY2(job->reason.contains(QLatin1String("ended")), qPrintable(job->reason));
        QCOMPARE(runStatusName(job->step(QStringLiteral("long"))->status), QStringLiteral("Failed"));
        QVERIFY(log(*job->step(QStringLiteral("long"))).contains("started")); // logs are kept
        QVERIFY(waitUntil([] { return countProcesses(QStringLiteral("sleep 53.25")) + countProcesses(QStringLiteral("sleep 53.5")) == 0; }, 8000));
    }

    void twoProcessesShareTheStore()
    {
        const QString cli = QStringLiteral(PW_BINARY_DIR "/app/pipewright");
        if (!QFileInfo::exists(cli))
            QFAIL("the pipewright CLI is not built next to the tests");
        const QString file = write(QStringLiteral("two/pipeline.yml"), R"(type: pipeline
jobs:
  a:
    type: command
    environment: azureml:minimal-cpu@latest
    command: for i in 1 2 3 4 5; do echo $i; sleep 0.1; done
  b:
    type: command
    environment: azureml:minimal-cpu@latest
    command: for i in 1 2 3 4 5; do echo $i; sleep 0.1; done
)");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PIPEWRIGHT_HOME"), home());
        p.setProcessEnvironment(env);
        p.start(cli, {QStringLiteral("run"), QStringLiteral("--no-reuse"), file});
        auto b = backend();
        SubmitOptions o;
        o.noReuse = true;
        JobRun mine = run(*b, file, o);
        const bool finished = p.state() == QProcess::NotRunning || p.waitForFinished(60000); // it may have ended already
        QVERIFY2(finished, QByteArray(p.readAllStandardOutput() + p.readAllStandardError()).constData());
        QVERIFY2(p.exitCode() == 0, QByteArray(p.readAllStandardOutput() + p.readAllStandardError()).constData());
        QCOMPARE(runStatusName(mine.status), QStringLiteral("Completed"));
        int completed = 0;
        for (const JobRun& j : await(b->listJobs(50)))
            if (j.pipelineFile == file && j.status == RunStatus::Completed)
                ++completed;
        QCOMPARE(completed, 2);
    }
};

QTEST_GUILESS_MAIN(TestLocalBackend)
#include "tst_localbackend.moc"
