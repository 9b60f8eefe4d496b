// SPDX-License-Identifier: MIT
// One resolved step for both backends (tests/data/resolved): component files that declare resources, distribution and
// parallel settings, used as they are and with the step's own values. The resolved step says where each value comes
// from; the local plan and the Azure submit body read the same values; the job runs here with them (2 × 2 PyTorch
// processes from the component's defaults, the parallel steps with their component's or their own settings).
//
// The node bodies expected below are what azure-ai-ml 1.4.0 (Debian's python3-azure) writes for this pipeline
// (`load_job(...)._to_rest_object()`): resources and distribution copied from the component onto a command node;
// resources, input_data, max_concurrency_per_instance, mini_batch_error_threshold, mini_batch_size (in bytes) and the
// task copied onto a parallel node, while error_threshold, logging_level and retry_settings stay on the component; an
// output path with placeholders sent as a URI with its type.
#include "azuresubmit.h"
#include "componentcache.h"
#include "jobplan.h"
#include "localtesting.h"
#include "pipelinedocument.h"
#include "resolvedstep.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace pw;
using namespace pw::test;

namespace {

const QString Data = QStringLiteral(PW_SOURCE_DIR "/tests/data/resolved");
const QString Ws = QStringLiteral("/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg/providers/"
                                  "Microsoft.MachineLearningServices/workspaces/ws");

QJsonObject object(const QJsonObject& o, const QString& dotted)
{
    QJsonObject cur = o;
    for (const QString& k : dotted.split(QLatin1Char('.')))
        cur = cur.value(k).toObject();
    return cur;
}

} // namespace

class TestResolvedStep : public QObject
{
    Q_OBJECT

    std::shared_ptr<PreparedContent> m_prepared;
    const PipelineSpec* m_spec = nullptr;

    ResolvedStep resolved(const QString& step) { return resolveStep(*m_spec, *m_spec->step(step)); }

    azure::SubmitPlan submitPlan()
    {
        const QString file = Data + QStringLiteral("/pipeline.yml");
        const azure::SubmitSource source = azure::readSubmission(file, fileBytes(file));
        if (!source.ok())
            qWarning("%s", qPrintable(source.errors.join(QLatin1Char('\n'))));
        azure::SubmitResolved r;
        r.ws = arm::WorkspaceRef::fromId(Ws);
        r.codeIds.insert(Data + QStringLiteral("/src"), Ws + QStringLiteral("/codes/c-src/versions/1"));
        r.dataUris.insert(Data + QStringLiteral("/data"), QStringLiteral("azureml://datastores/workspaceblobstore/paths/LocalUpload/h/data/"));
        return azure::buildSubmitPlan(source, r, QStringLiteral("job-1"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString file = Data + QStringLiteral("/pipeline.yml");
        m_prepared = PipelineDocument::prepare(fileBytes(file), file, std::make_shared<ComponentCache>());
        QVERIFY(m_prepared->spec);
        m_spec = m_prepared->spec.get();
    }

    void valuesAndWhereTheyComeFrom()
    {
        const ResolvedStep train = resolved(QStringLiteral("train"));
        QCOMPARE(train.componentFile, Data + QStringLiteral("/components/train.yml"));
        QCOMPARE(train.resources.origin, ValueOrigin::Component);
        QCOMPARE(train.resources.file, train.componentFile);
        QCOMPARE(train.resources.loc.line, 18); // instance_count, under resources: in the component file
        QCOMPARE(train.instanceCount(), 2);
        QCOMPARE(train.distributionType(), QStringLiteral("pytorch"));
        QCOMPARE(train.processCountPerInstance(), 2);
        QCOMPARE(train.codePath, Data + QStringLiteral("/src"));
        QVERIFY(!train.codeIsFile);
        QCOMPARE(train.command.origin, ValueOrigin::Component);
        // output types: the step's inline declaration, the component's, and the pipeline output's
        QCOMPARE(train.output(QStringLiteral("model"))->typeFrom, ValueOrigin::Step);
        QCOMPARE(train.output(QStringLiteral("report"))->type, QStringLiteral("uri_file"));
        QCOMPARE(train.output(QStringLiteral("report"))->typeFrom, ValueOrigin::Component);
        QCOMPARE(train.input(QStringLiteral("epochs"))->type, QStringLiteral("integer"));

        const ResolvedStep score = resolved(QStringLiteral("score"));
        QCOMPARE(score.parallel.miniBatchSize.origin, ValueOrigin::Component);
        QCOMPARE(score.miniBatchSizeValue(), qint64(10240));
        QCOMPARE(score.parallel.maxConcurrencyPerInstance.toInt(0), 2);
        QCOMPARE(score.parallel.task.origin, ValueOrigin::Component);
        // the component's task writes SCORE_MODE, but a task has no environment variables the service reads
        QVERIFY(!score.environmentVariables.contains(QStringLiteral("SCORE_MODE")));

        // the step's own values replace the component's, whole
        const ResolvedStep tuned = resolved(QStringLiteral("score_tuned"));
        QCOMPARE(tuned.resources.origin, ValueOrigin::Step);
        QCOMPARE(tuned.instanceCount(), 1);
        QCOMPARE(tuned.miniBatchSizeValue(), qint64(1));
        QCOMPARE(tuned.parallel.retrySettings.origin, ValueOrigin::Component);
        QCOMPARE(tuned.environmentVariables.value(QStringLiteral("SCORE_MODE")).text(), QStringLiteral("slow"));
        QCOMPARE(tuned.environmentVariables.value(QStringLiteral("SCORE_MODE")).origin, ValueOrigin::Step);
    }

    void bothBackendsReadTheSameValues()
    {
        const QString file = Data + QStringLiteral("/pipeline.yml");
        const JobPlan local = buildJobPlan(file, fileBytes(file), {}, std::make_shared<ComponentCache>());
        QVERIFY(local.ok());
        const azure::SubmitPlan remote = submitPlan();
        QVERIFY2(remote.errors.isEmpty(), qPrintable(remote.errors.join(QLatin1Char('\n'))));
        const QJsonObject jobs = object(remote.job, QStringLiteral("properties.jobs"));

        // a command step: the component's resources and distribution
        const PlannedStep* train = local.step(QStringLiteral("train"));
        const QJsonObject trainNode = jobs.value(QLatin1String("train")).toObject();
        QCOMPARE(object(trainNode, QStringLiteral("resources")),
                 (QJsonObject {{QStringLiteral("instance_count"), 2}, {QStringLiteral("shm_size"), QStringLiteral("2g")}}));
        QCOMPARE(object(trainNode, QStringLiteral("distribution")),
                 (QJsonObject {{QStringLiteral("distribution_type"), QStringLiteral("PyTorch")},
                               {QStringLiteral("process_count_per_instance"), 2}}));
        QCOMPARE(train->distribution.instanceCount, object(trainNode, QStringLiteral("resources")).value(QLatin1String("instance_count")).toInt());
        QCOMPARE(train->distribution.processesPerInstance,
                 object(trainNode, QStringLiteral("distribution")).value(QLatin1String("process_count_per_instance")).toInt());
        // an output path with placeholders is a URI, not a binding
        QCOMPARE(object(trainNode, QStringLiteral("outputs.model")),
                 (QJsonObject {{QStringLiteral("job_output_type"), QStringLiteral("uri_folder")},
                               {QStringLiteral("uri"), QStringLiteral("azureml://datastores/${{default_datastore}}/paths/${{name}}/model/")},
                               {QStringLiteral("mode"), QStringLiteral("ReadWriteMount")}}));
        QCOMPARE(train->output(QStringLiteral("report"))->type, QStringLiteral("uri_file"));

        // parallel steps: the component's settings, and the step's own over them
        for (const QString& name : {QStringLiteral("score"), QStringLiteral("score_tuned")}) {
            const PlannedStep* p = local.step(name);
            const QJsonObject node = jobs.value(name).toObject();
            QCOMPARE(p->parallel.instanceCount, object(node, QStringLiteral("resources")).value(QLatin1String("instance_count")).toInt());
            QCOMPARE(p->parallel.maxConcurrencyPerInstance, node.value(QLatin1String("max_concurrency_per_instance")).toInt());
            QCOMPARE(p->parallel.miniBatchSize, qint64(node.value(QLatin1String("mini_batch_size")).toDouble()));
            QCOMPARE(p->parallel.miniBatchErrorThreshold, node.value(QLatin1String("mini_batch_error_threshold")).toInt());
            QCOMPARE(QStringLiteral("${{inputs.%1}}").arg(p->parallel.inputData), node.value(QLatin1String("input_data")).toString());
            QCOMPARE(p->parallel.entryScript, object(node, QStringLiteral("task")).value(QLatin1String("entry_script")).toString());
            QCOMPARE(object(node, QStringLiteral("task")).value(QLatin1String("code")).toString(),
                     QStringLiteral("azureml:") + Ws + QStringLiteral("/codes/c-src/versions/1"));
            QVERIFY(!object(node, QStringLiteral("task")).contains(QLatin1String("environment_variables")));
            // these stay on the component (azure-ai-ml does not copy them), but the local run uses them all the same
            QVERIFY(!node.contains(QLatin1String("logging_level")));
            QVERIFY(!node.contains(QLatin1String("retry_settings")));
            QCOMPARE(p->parallel.loggingLevel, QStringLiteral("DEBUG"));
            QCOMPARE(p->parallel.maxRetries, 3);
            QCOMPARE(p->parallel.errorThreshold, 10);
        }
        QCOMPARE(jobs.value(QLatin1String("score")).toObject().value(QLatin1String("mini_batch_size")).toInteger(), 10240);
        QCOMPARE(local.step(QStringLiteral("score"))->parallel.instanceCount, 2);
        QCOMPARE(local.step(QStringLiteral("score_tuned"))->parallel.instanceCount, 1);
        QCOMPARE(local.step(QStringLiteral("score_tuned"))->environmentVariables.value(QStringLiteral("SCORE_MODE")), QStringLiteral("slow"));
        QCOMPARE(object(jobs.value(QLatin1String("score_tuned")).toObject(), QStringLiteral("environment_variables")),
                 (QJsonObject {{QStringLiteral("SCORE_MODE"), QStringLiteral("slow")}}));

        // the parallel component as registered: mini_batch_size in bytes, as a string
        bool found = false;
        for (const auto& c : remote.components) {
            const QJsonObject spec = object(c.body, QStringLiteral("properties.componentSpec"));
            if (spec.value(QLatin1String("type")).toString() == QLatin1String("parallel")) {
                QCOMPARE(spec.value(QLatin1String("mini_batch_size")).toString(), QStringLiteral("10240"));
                found = true;
            }
        }
        QVERIFY(found);
    }

    void theJobRunsWithThem()
    {
        LocalRig rig(4);
        const JobRun job = rig.run(Data + QStringLiteral("/pipeline.yml"));
        QCOMPARE(runStatusName(job.status), QStringLiteral("Completed"));
        // 2 instances × 2 processes from the component's resources and distribution
        const StepRun* train = stepOf(job, QStringLiteral("train"));
        const QString model = train->outputs.value(QStringLiteral("model"));
        for (int rank = 0; rank < 4; ++rank) {
            const QJsonObject env = QJsonDocument::fromJson(fileBytes(QStringLiteral("%1/rank-%2.json").arg(model).arg(rank))).object();
            QCOMPARE(env.value(QLatin1String("WORLD_SIZE")).toString(), QStringLiteral("4"));
            QCOMPARE(env.value(QLatin1String("RANK")).toString(), QString::number(rank));
        }
        QCOMPARE(fileBytes(train->outputs.value(QStringLiteral("report"))), QByteArray("epochs=2\n"));
        // the step's environment variables reach the parallel workers; the component task's do not, as on Azure ML
        const QByteArray plain = fileBytes(stepOf(job, QStringLiteral("score"))->outputs.value(QStringLiteral("scores"))
                                           + QStringLiteral("/parallel_run_step.txt"));
        QVERIFY2(plain.contains("f1.txt") && !plain.contains("fast"), plain.constData());
        const QByteArray tuned = fileBytes(stepOf(job, QStringLiteral("score_tuned"))->outputs.value(QStringLiteral("scores"))
                                           + QStringLiteral("/parallel_run_step.txt"));
        QVERIFY2(tuned.contains("f1.txt slow"), tuned.constData());
    }
};

QTEST_GUILESS_MAIN(TestResolvedStep)
#include "tst_resolvedstep.moc"
