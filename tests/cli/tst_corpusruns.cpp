// SPDX-License-Identifier: MIT
// Every pipeline job of the external corpus of real pipelines, run on this machine with `pipewright run` (Debian's
// /usr/bin/python3): each either completes or is refused before anything starts, with the reason at its file:line:col
// (a registry's or workspace's component or data, a code folder or data file the corpus copy lacks, a pipeline
// component given as a job). A step that starts and then fails, a crash or a hang fails the test and is listed. The
// pipelines that have everything they need in the corpus copy must complete, and the two whose outputs Azure ML makes
// in its own way (a uri_file output, the default artifacts output) are checked by what their steps wrote.
// Registered only when a corpus is found (tst_corpusruns.corpus, label corpus).
#include "clirun.h"
#include "testfiles.h"
#include "yamlset.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Result = pw::test::CliResult;
using pw::test::readAll;

} // namespace

class TestCorpusRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyPipelineCompletesOrIsRefusedUpFront();
    void outputsAsAzureMlMakesThem();

private:
    Result run(const QStringList& args);
    QJsonObject lastJob();
    QTemporaryDir m_state;
};

Result TestCorpusRuns::run(const QStringList& args)
{
    return pw::test::runCli(args, pw::test::yamlSet().root, m_state.path(),
                            {{QStringLiteral("PIPEWRIGHT_PYTHON"), QStringLiteral("/usr/bin/python3")}},
                            QStringLiteral("C.UTF-8"), 180000);
}

QJsonObject TestCorpusRuns::lastJob()
{
    const Result list = run({QStringLiteral("jobs"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
    const QString id = QJsonDocument::fromJson(list.out).array().first().toObject().value(QStringLiteral("id")).toString();
    const Result show = run({QStringLiteral("jobs"), QStringLiteral("show"), id, QStringLiteral("--format"), QStringLiteral("json")});
    return QJsonDocument::fromJson(show.out).object();
}

void TestCorpusRuns::initTestCase()
{
    QVERIFY(QFile::exists(QStringLiteral(PW_CLI_PATH)));
    QVERIFY2(pw::test::yamlSet().external, "tst_corpusruns runs over the corpus only (PW_CORPUS_DIR)");
    const QString problem = pw::test::yamlSetProblem();
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY2(QFileInfo(QStringLiteral("/usr/bin/python3")).isExecutable(), "the steps run with /usr/bin/python3 (apt-get install python3)");
    QVERIFY(m_state.isValid());
}

void TestCorpusRuns::everyPipelineCompletesOrIsRefusedUpFront()
{
    // These have all they need in the corpus copy (their commands are written in the file), so they must complete.
    const QStringList mustComplete {
        QStringLiteral("cli/jobs/basics/hello-pipeline-abc.yml"),
        QStringLiteral("cli/jobs/basics/hello-pipeline-abc-serverless.yml"),
        QStringLiteral("cli/jobs/basics/hello-pipeline-customize-output-file.yml"),
        QStringLiteral("cli/jobs/basics/hello-pipeline-customize-output-file-serverless.yml"),
        QStringLiteral("cli/jobs/basics/hello-pipeline-customize-output-folder.yml"),
        QStringLiteral("cli/jobs/basics/hello-pipeline-customize-output-folder-serverless.yml"),
        QStringLiteral("cli/jobs/basics/hello-pipeline-default-artifacts.yml"),
        QStringLiteral("cli/jobs/basics/hello-pipeline-default-artifacts-serverless.yml"),
        QStringLiteral("cli/jobs/basics/hello-pipeline-io.yml"),
        QStringLiteral("cli/jobs/basics/hello-pipeline-io-serverless.yml"),
        QStringLiteral("cli/schedules/simple-pipeline-job.yml"),
    };
    // a refusal: "FILE:LINE:COL: error: ..." lines, then the summary line, nothing started
    static const QRegularExpression located(QStringLiteral("^[^:\\n]+\\.ya?ml:\\d+:\\d+: error: "),
                                            QRegularExpression::MultilineOption);
    QStringList completed;
    QStringList wrong;
    int pipelines = 0;
    int refused = 0;
    for (const QString& file : pw::test::yamlFiles()) {
        if (!pw::test::isPipelineFile(file))
            continue;
        ++pipelines;
        const QString name = pw::test::relativeName(file);
        const Result r = run({QStringLiteral("run"), name});
        if (r.code == 0) {
            completed << name;
            continue;
        }
        const bool refusal = r.code == 1 && r.err.contains("pipewright run: the pipeline cannot run on this machine: ")
                             && located.match(QString::fromUtf8(r.err)).hasMatch()
                             && !QByteArray(r.out + r.err).contains("Run folder:"); // no job was made
        if (refusal) {
            ++refused;
            continue;
        }
        const QList<QByteArray> lines = QByteArray(r.out + r.err).trimmed().split('\n');
        wrong << QStringLiteral("%1 (exit %2): %3").arg(name).arg(r.code).arg(QString::fromUtf8(lines.mid(qMax(0, int(lines.size()) - 3)).join(" | ")));
    }
    qInfo("%d corpus pipelines: %d completed, %d refused before starting with their reason", pipelines,
          int(completed.size()), refused);
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("started and failed, crashed or hung:\n") + wrong.join(QLatin1Char('\n'))));
    for (const QString& name : mustComplete)
        QVERIFY2(completed.contains(name), qPrintable(name + QStringLiteral(" did not complete")));
}

void TestCorpusRuns::outputsAsAzureMlMakesThem()
{
    // a step's output bound to a pipeline output of type uri_file is a file the step writes into
    const Result file = run({QStringLiteral("run"), QStringLiteral("cli/jobs/basics/hello-pipeline-customize-output-file.yml")});
    QVERIFY2(file.code == 0, file.err.constData());
    const QJsonObject job = lastJob();
    const QJsonObject step = job.value(QStringLiteral("steps")).toArray().first().toObject();
    const QString output = step.value(QStringLiteral("outputs")).toObject().value(QStringLiteral("output")).toString();
    QVERIFY2(QFileInfo(output).isFile(), qPrintable(output));
    QCOMPARE(readAll(output), QByteArray("world\n"));

    // the next step reads the first one's ./outputs through its default artifacts output
    const Result artifacts = run({QStringLiteral("run"), QStringLiteral("cli/jobs/basics/hello-pipeline-default-artifacts.yml")});
    QVERIFY2(artifacts.code == 0, artifacts.err.constData());
    const QJsonArray steps = lastJob().value(QStringLiteral("steps")).toArray();
    QString log;
    for (const QJsonValue& v : steps)
        if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("world_job"))
            log = v.toObject().value(QStringLiteral("log")).toString();
    QVERIFY(!log.isEmpty());
    QVERIFY2(readAll(log).contains("world"), readAll(log).constData());
}

QTEST_GUILESS_MAIN(TestCorpusRuns)
#include "tst_corpusruns.moc"
