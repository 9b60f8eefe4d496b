// SPDX-License-Identifier: MIT
// Each rule fires where it should, at the exact line and column, and stays quiet on good input.
#include "pipelinedocument.h"
#include "validator.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

namespace {

const char* const kHead = "type: pipeline\n"
                          "inputs:\n"
                          "  data:\n"
                          "    type: uri_folder\n"
                          "    path: azureml:raw@latest\n"
                          "  n: 3\n"
                          "outputs:\n"
                          "  result:\n"
                          "jobs:\n";

QByteArray pipelineWith(const char* jobs)
{
    return QByteArray(kHead) + jobs;
}

} // namespace

class TestValidator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("col");
        QTest::addColumn<int>("severity");

        const int E = int(Severity::Error), W = int(Severity::Warning);
        const char* cmd = "    command: echo hi\n    environment: azureml:env@latest\n";
        QTest::newRow("unresolved parent input")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    inputs:\n      x: ${{parent.inputs.nope}}\n").constData())
            << "binding-unresolved" << 14 << 7 << E;
        QTest::newRow("unresolved step")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    inputs:\n      x: ${{parent.jobs.zz.outputs.o}}\n").constData())
            << "binding-unresolved" << 14 << 7 << E;
        QTest::newRow("malformed binding")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    inputs:\n      x: ${{parent.job.a.outputs}}\n").constData())
            << "binding-syntax" << 14 << 7 << E;
        QTest::newRow("cycle")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    inputs:\n      x: ${{parent.jobs.b.outputs.o}}\n    outputs:\n      o:\n"
                                       + "  b:\n" + cmd + "    inputs:\n      y: ${{parent.jobs.a.outputs.o}}\n    outputs:\n      o:\n").constData())
            << "graph-cycle" << 10 << 3 << E;
        QTest::newRow("bad step name")
            << pipelineWith(QByteArray(QByteArray("  2fast:\n") + cmd).constData()) << "step-name" << 10 << 3 << E;
        QTest::newRow("missing component file")
            << pipelineWith("  a:\n    component: ./nowhere.yml\n") << "component-missing" << 11 << 16 << E;
        QTest::newRow("no environment")
            << pipelineWith("  a:\n    command: echo\n") << "environment-required" << 11 << 14 << E;
        QTest::newRow("instance count")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    resources:\n      instance_count: 0\n").constData())
            << "resources" << 14 << 23 << E;
        QTest::newRow("job tier")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    queue_settings:\n      job_tier: cheap\n").constData())
            << "queue-settings" << 14 << 17 << E;
        QTest::newRow("identity")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    identity:\n      type: service_principal\n").constData())
            << "identity" << 14 << 13 << E;
        QTest::newRow("gpu in requests")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    resources:\n      requests:\n        nvidia.com/gpu: 1\n").constData())
            << "k8s-resources" << 15 << 25 << E;
        QTest::newRow("request above limit")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd
                                       + "    resources:\n      requests:\n        memory: 2Gi\n      limits:\n        memory: 1024Mi\n").constData())
            << "k8s-resources" << 15 << 17 << E;
        QTest::newRow("bad cpu unit")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    resources:\n      limits:\n        cpu: 1Gi\n").constData())
            << "k8s-resources" << 15 << 14 << E;
        QTest::newRow("unknown key")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    computee: x\n").constData()) << "unknown-key" << 13 << 5 << W;
        QTest::newRow("wrong kind of value")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    inputs: [1, 2]\n").constData()) << "yaml-type" << 13 << 13 << E;
        QTest::newRow("parent output undeclared")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    outputs:\n      o: ${{parent.outputs.other}}\n").constData())
            << "binding-unresolved" << 14 << 7 << E;

        const char* par = "  p:\n"
                          "    type: parallel\n"
                          "    inputs:\n"
                          "      files:\n"
                          "        type: uri_folder\n"
                          "        path: azureml:x@latest\n"
                          "    outputs:\n"
                          "      out:\n"
                          "    input_data: ${{inputs.files}}\n"
                          "    task:\n"
                          "      type: run_function\n"
                          "      code: ./src\n"
                          "      entry_script: score.py\n"
                          "      environment: azureml:env@latest\n"
                          "      append_row_to: ${{outputs.out}}\n";
        auto parallel = [&](const char* extra) { return pipelineWith(QByteArray(QByteArray(par) + extra).constData()); };
        QTest::newRow("mini batch with space") << parallel("    mini_batch_size: 10 kb\n") << "parallel-mini-batch-size" << 25 << 22 << E;
        QTest::newRow("mini batch double unit") << parallel("    mini_batch_size: 10kbkb\n") << "parallel-mini-batch-size" << 25 << 22 << E;
        QTest::newRow("retry timeout range")
            << parallel("    retry_settings:\n      timeout: 300000\n") << "parallel-range" << 26 << 16 << E;
        QTest::newRow("concurrency zero") << parallel("    max_concurrency_per_instance: 0\n") << "parallel-range" << 25 << 35 << E;
        QTest::newRow("error threshold") << parallel("    error_threshold: -2\n") << "parallel-range" << 25 << 22 << E;
        QTest::newRow("logging level") << parallel("    logging_level: TRACE\n") << "parallel-logging-level" << 25 << 20 << E;
        QTest::newRow("logging level case") << parallel("    logging_level: debug\n") << "parallel-logging-level" << 25 << 20 << W;
        QTest::newRow("allowed failed percent")
            << parallel("    task:\n      program_arguments: --allowed_failed_percent 130\n") << "yaml-duplicate-key" << 25 << 5 << W;
        QTest::newRow("input data not an input")
            << pipelineWith((QByteArray(par).replace("${{inputs.files}}", "${{inputs.nope}}")).constData())
            << "parallel-input-data" << 18 << 17 << E;
        QTest::newRow("append row to undeclared")
            << pipelineWith((QByteArray(par).replace("${{outputs.out}}", "${{outputs.res}}")).constData())
            << "parallel-append-row" << 24 << 22 << E;
        QTest::newRow("program argument range")
            << pipelineWith(QByteArray(QByteArray(par) + "      program_arguments: --allowed_failed_percent 130 --resource_monitor_interva 5\n").constData())
            << "parallel-program-arguments" << 25 << 26 << E;
        QTest::newRow("program argument misspelt")
            << pipelineWith(QByteArray(QByteArray(par) + "      program_arguments: --resource_monitor_interva 5\n").constData())
            << "parallel-program-arguments" << 25 << 26 << W;
        QTest::newRow("integer literal")
            << QByteArray("type: pipeline\ninputs:\n  n:\n    type: integer\n    default: many\njobs:\n  a:\n    command: x\n    environment: e\n")
            << "value-type" << 5 << 14 << E;
    }

    void rules()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, rule);
        QFETCH(int, line);
        QFETCH(int, col);
        QFETCH(int, severity);
        QTemporaryDir dir;
        PipelineDocument doc;
        doc.setContent(yaml, dir.filePath(QStringLiteral("p.yml")));
        QStringList all;
        bool found = false;
        for (const auto& d : doc.diagnostics()) {
            all << d.toString(QStringLiteral("p.yml"));
            if (d.ruleId == rule && d.line == line && d.col == col && int(d.severity) == severity)
                found = true;
        }
        QVERIFY2(found, qPrintable(QStringLiteral("expected %1 at %2:%3, got:\n").arg(rule).arg(line).arg(col) + all.join(QLatin1Char('\n'))));
    }

    // An inline step input's path is checked as a declaration and as the step's binding: one note, not two.
    void eachFindingReportedOnce()
    {
        const QByteArray yaml = pipelineWith("  a:\n"
                                             "    command: echo hi\n"
                                             "    environment: azureml:env@latest\n"
                                             "    inputs:\n"
                                             "      remote:\n"
                                             "        type: uri_folder\n"
                                             "        path: azureml:x@latest\n"
                                             "      local:\n"
                                             "        type: uri_file\n"
                                             "        path: ./no/such/file.csv\n");
        QTemporaryDir dir;
        PipelineDocument doc;
        doc.setContent(yaml, dir.filePath(QStringLiteral("p.yml")));
        QStringList all;
        QSet<QString> seen;
        int remoteAtStep = 0, remoteAtPipeline = 0, missing = 0;
        for (const auto& d : doc.diagnostics()) {
            const QString s = d.toString(QStringLiteral("p.yml"));
            all << s;
            QVERIFY2(!seen.contains(s), qPrintable(QStringLiteral("reported twice: ") + s));
            seen.insert(s);
            if (d.ruleId == QLatin1String("data-remote") && d.line == 16)
                ++remoteAtStep;
            if (d.ruleId == QLatin1String("data-remote") && d.line == 5)
                ++remoteAtPipeline;
            if (d.ruleId == QLatin1String("path-missing") && d.line == 19)
                ++missing;
        }
        const QString got = all.join(QLatin1Char('\n'));
        QVERIFY2(remoteAtStep == 1, qPrintable(got));
        QVERIFY2(remoteAtPipeline == 1, qPrintable(got));
        QVERIFY2(missing == 1, qPrintable(got));
    }

    void goodPipelineIsClean()
    {
        PipelineDocument doc;
        QVERIFY(doc.load(QStringLiteral(PW_SOURCE_DIR "/resources/workspace/pipelines/train_pipeline.yml")));
        QStringList all;
        for (const auto& d : doc.diagnostics())
            all << d.toString();
        QVERIFY2(doc.diagnostics().isEmpty(), qPrintable(all.join(QLatin1Char('\n'))));
        QVERIFY(doc.load(QStringLiteral(PW_SOURCE_DIR "/resources/workspace/pipelines/batch_score_pipeline.yml")));
        QVERIFY(doc.diagnostics().isEmpty());
    }

    void miniBatchSize_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("files") << "5" << qint64(5);
        QTest::newRow("kb") << "10kb" << qint64(10240);
        QTest::newRow("KB") << "1KB" << qint64(1024);
        QTest::newRow("mb") << "10mb" << qint64(10485760);
        QTest::newRow("gb") << "1Gb" << qint64(1073741824);
        QTest::newRow("binding") << "${{parent.inputs.size}}" << qint64(0);
        QTest::newRow("space") << "100 kb" << qint64(-1);
        QTest::newRow("decimal") << "1.5mb" << qint64(-1);
        QTest::newRow("tb") << "1tb" << qint64(-1);
        QTest::newRow("double unit") << "10kbkb" << qint64(-1);
        QTest::newRow("zero") << "0" << qint64(-1);
        QTest::newRow("b") << "10b" << qint64(-1);
    }

    void miniBatchSize()
    {
        QFETCH(QString, value);
        QFETCH(qint64, expected);
        QString err;
        QCOMPARE(parseMiniBatchSize(value, &err), expected);
        QCOMPARE(err.isEmpty(), expected >= 0);
    }

    void quantities()
    {
        double v = 0;
        QVERIFY(parseK8sQuantity(QStringLiteral("100m"), false, &v));
        QCOMPARE(v, 0.1);
        QVERIFY(parseK8sQuantity(QStringLiteral("2"), false, &v));
        QVERIFY(!parseK8sQuantity(QStringLiteral("2Gi"), false, &v));
        QVERIFY(parseK8sQuantity(QStringLiteral("1500Mi"), true, &v));
        QCOMPARE(v, 1500.0 * 1048576);
        QVERIFY(!parseK8sQuantity(QStringLiteral("1500mi"), true, &v));
        QVERIFY(!parseK8sQuantity(QStringLiteral("lots"), true, &v));
    }
};

QTEST_GUILESS_MAIN(TestValidator)
#include "tst_validator.moc"
