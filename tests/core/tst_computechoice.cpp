// SPDX-License-Identifier: MIT
// What the compute picker writes: exactly the YAML `az ml` reads, one undo step per choice, the rest of the file
// (comments, order, other keys) untouched, and undo giving the text back byte for byte.
#include "computechoice.h"
#include "pipelinedocument.h"
#include "undostack.h"

#include <QTest>

using namespace pw;

namespace {

const QByteArray kPipeline = R"(# compute picker test
type: pipeline
settings:
  default_compute: azureml:cpu-cluster   # the team's cluster
jobs:
  train:
    type: command
    command: python train.py
    environment: azureml:sklearn@latest
    resources:
      instance_type: Standard_DS3_v2
    queue_settings:
      job_tier: Spot
  score:
    type: command
    command: python score.py
    environment: azureml:sklearn@latest
)";

QByteArray applied(const ComputeChoice& choice, const QString& step, QByteArray text = kPipeline)
{
    PipelineDocument doc;
    doc.setContent(text, QString());
    QString error;
    if (!applyComputeChoice(doc, step, choice, &error))
        return "error: " + error.toUtf8();
    const QByteArray out = doc.text();
    doc.undoStack()->undo();
    if (doc.text() != text)
        return "undo did not give the text back";
    return out;
}

} // namespace

class TestComputeChoice : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pipelineDefault()
    {
        ComputeChoice c;
        c.kind = ComputeChoice::Kind::Serverless;
        const QByteArray out = applied(c, QString());
        QVERIFY2(out.contains("  default_compute: azureml:serverless   # the team's cluster\n"), out.constData());
    }

    void serverlessStepOnAClusterPipeline()
    {
        ComputeChoice c;
        c.kind = ComputeChoice::Kind::Serverless;
        c.instanceType = QStringLiteral("Standard_NC6s_v3");
        c.instanceCount = 2;
        c.spot = false;
        c.identity = QStringLiteral("user_identity");
        const QByteArray out = applied(c, QStringLiteral("train"));
        QVERIFY2(out.contains("  train:\n    type: command\n    command: python train.py\n    environment: azureml:sklearn@latest\n"
                              "    resources:\n      instance_type: Standard_NC6s_v3\n      instance_count: 2\n"
                              "    queue_settings:\n      job_tier: Standard\n"),
                 out.constData());
        QVERIFY2(out.contains("    compute: azureml:serverless\n"), out.constData()); // the default is a cluster
        QVERIFY2(out.contains("    identity:\n      type: user_identity\n"), out.constData());
        QVERIFY(out.startsWith("# compute picker test\n"));
    }

    void clusterStepDropsSizeAndTier()
    {
        ComputeChoice c;
        c.kind = ComputeChoice::Kind::Cluster;
        c.computeName = QStringLiteral("gpu-cluster");
        const QByteArray out = applied(c, QStringLiteral("train"));
        QVERIFY2(out.contains("    compute: azureml:gpu-cluster\n"), out.constData());
        QVERIFY2(!out.contains("instance_type"), out.constData());
        QVERIFY2(!out.contains("job_tier"), out.constData());
        QVERIFY2(!out.contains("resources:"), out.constData()); // emptied sections go too
        QVERIFY2(!out.contains("queue_settings:"), out.constData());
    }

    void kubernetesKeepsItsInstanceType()
    {
        ComputeChoice c;
        c.kind = ComputeChoice::Kind::Kubernetes;
        c.computeName = QStringLiteral("k8s-compute");
        c.instanceType = QStringLiteral("gpu-small");
        const QByteArray out = applied(c, QStringLiteral("score"));
        QVERIFY2(out.contains("  score:\n    type: command\n    command: python score.py\n    environment: azureml:sklearn@latest\n"),
                 out.constData());
        QVERIFY2(out.contains("    compute: azureml:k8s-compute\n"), out.constData());
        QVERIFY2(out.contains("    resources:\n      instance_type: gpu-small\n"), out.constData());
    }

    void localAndBackToTheDefault()
    {
        ComputeChoice local;
        local.kind = ComputeChoice::Kind::Local;
        QByteArray out = applied(local, QStringLiteral("score"));
        QVERIFY2(out.contains("    compute: local\n"), out.constData());

        PipelineDocument doc;
        doc.setContent(out, QString());
        ComputeChoice back;
        back.kind = ComputeChoice::Kind::PipelineDefault;
        QVERIFY(applyComputeChoice(doc, QStringLiteral("score"), back));
        QVERIFY(!doc.text().contains("compute: local"));
        QCOMPARE(currentComputeChoice(doc, QStringLiteral("score")).kind, ComputeChoice::Kind::PipelineDefault);
    }

    void serverlessOnAServerlessPipelineOmitsCompute()
    {
        QByteArray text = kPipeline;
        text.replace("  default_compute: azureml:cpu-cluster   # the team's cluster\n", "  continue_on_step_failure: true\n");
        ComputeChoice c;
        c.kind = ComputeChoice::Kind::Serverless;
        const QByteArray out = applied(c, QStringLiteral("score"), text);
        QVERIFY2(!out.contains("compute:"), out.constData());
    }

    void readsWhatIsThere()
    {
        PipelineDocument doc;
        doc.setContent(kPipeline, QString());
        const ComputeChoice train = currentComputeChoice(doc, QStringLiteral("train"));
        QCOMPARE(train.kind, ComputeChoice::Kind::PipelineDefault);
        QCOMPARE(train.instanceType, QStringLiteral("Standard_DS3_v2"));
        QVERIFY(train.spot);
        const ComputeChoice def = currentComputeChoice(doc, QString(), {{QStringLiteral("cpu-cluster"), QStringLiteral("amlcompute")}});
        QCOMPARE(def.kind, ComputeChoice::Kind::Cluster);
        QCOMPARE(def.computeName, QStringLiteral("cpu-cluster"));
    }

    void refusals()
    {
        ComputeChoice c;
        c.kind = ComputeChoice::Kind::Serverless;
        QVERIFY(applied(c, QStringLiteral("nope")).startsWith("error: "));
        QVERIFY(applied(c, QString(), "a: [unclosed\n").startsWith("error: "));
    }

    void preview()
    {
        ComputeChoice c;
        c.kind = ComputeChoice::Kind::Kubernetes;
        c.computeName = QStringLiteral("k8s");
        c.instanceType = QStringLiteral("big");
        c.instanceCount = 3;
        QCOMPARE(computeChoicePreview(c, QStringLiteral("train"), true),
                 QStringLiteral("jobs:\n  train:\n    compute: azureml:k8s\n    resources:\n      instance_type: big\n      instance_count: 3\n"));
    }
};

QTEST_GUILESS_MAIN(TestComputeChoice)
#include "tst_computechoice.moc"
