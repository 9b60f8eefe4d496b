// SPDX-License-Identifier: MIT
// Each rule fires where it should, at the exact line and column, and stays quiet on good input.
#include "pipelinedocument.h"
#include "validator.h"
#include "suggest.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
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

const int kNone = -1; // no finding of the rule, neither error nor warning

// A command step with the given extra lines.
QByteArray stepWith(const QByteArray& extra)
{
    return pipelineWith(
        QByteArray("  a:\n    command: echo hi\n    environment: azureml:env@latest\n" + extra).constData());
}

// A parallel step with the given extra lines (which may add to its task).
QByteArray parallelWith(const QByteArray& extra)
{
    return pipelineWith(QByteArray("  p:\n"
                                   "    type: parallel\n"
                                   "    inputs:\n"
                                   "      files:\n"
                                   "        type: uri_folder\n"
                                   "        path: azureml:x@latest\n"
                                   "    input_data: ${{inputs.files}}\n"
                                   "    task:\n"
                                   "      code: ./src\n"
                                   "      entry_script: score.py\n"
                                   "      environment: azureml:env@latest\n"
                                   + extra)
                            .constData());
}

// A pipeline job, or (component) a pipeline component, declaring the given inputs and outputs.
QByteArray portsWith(const QByteArray& inputs, const QByteArray& outputs, bool component = false)
{
    QByteArray y
        = component ? "$schema: https://azuremlschemas.azureedge.net/latest/pipelineComponent.schema.json\n" : "";
    y += "type: pipeline\n";
    if (!inputs.isEmpty())
        y += "inputs:\n" + inputs;
    if (!outputs.isEmpty())
        y += "outputs:\n" + outputs;
    return y + "jobs:\n  a:\n    command: echo hi\n    environment: azureml:env@latest\n";
}

bool writeFile(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
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
            << "queue-settings" << 14 << 17 << W;
        QTest::newRow("identity")
            << pipelineWith(QByteArray(QByteArray("  a:\n") + cmd + "    identity:\n      type: service_principal\n").constData())
            << "identity" << 14 << 13 << W;
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
        QTest::newRow("logging level") << parallel("    logging_level: TRACE\n") << "parallel-logging-level" << 25 << 20 << W;
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
        const QByteArray automl = "type: pipeline\ninputs:\n  t:\n    type: mltable\n    path: azureml:t:1\njobs:\n  m:\n    type: automl\n";
        QTest::newRow("automl unknown task")
            << automl + "    task: regresion\n    target_column_name: y\n    training_data: ${{parent.inputs.t}}\n" << "automl-step" << 9 << 11 << E;
        QTest::newRow("automl without target column")
            << automl + "    task: Regression\n    training_data: ${{parent.inputs.t}}\n" << "automl-step" << 7 << 3 << E;
        QTest::newRow("automl literal data")
            << automl + "    task: text_ner\n    training_data:\n      type: mltable\n      path: ./train\n" << "automl-step" << 11 << 7 << E;
        QTest::newRow("sweep without objective")
            << QByteArray("type: pipeline\njobs:\n  s:\n    type: sweep\n    trial:\n      type: command\n      command: echo\n"
                          "      environment: azureml:e:1\n    search_space: {}\n")
            << "sweep-objective" << 3 << 3 << E;
        QTest::newRow("sweep goal")
            << QByteArray("type: pipeline\njobs:\n  s:\n    type: sweep\n    trial:\n      type: command\n      command: echo\n"
                          "      environment: azureml:e:1\n    objective:\n      primary_metric: acc\n      goal: highest\n")
            << "sweep-objective" << 10 << 7 << E;
        QTest::newRow("spark entry")
            << QByteArray("type: pipeline\njobs:\n  s:\n    type: spark\n    entry:\n      file: a.py\n      class_name: A\n")
            << "spark-entry" << 6 << 7 << E;
        // control-flow nodes, as azure-ai-ml's LoopNode and ConditionNode check them
        const QByteArray flow = "type: pipeline\njobs:\n  body:\n    command: echo\n    environment: azureml:e:1\n"
                                "  par:\n    type: parallel\n    component: azureml:p:1\n";
        QTest::newRow("do_while body not a binding")
            << flow + "  loop:\n    type: do_while\n    body: body\n    condition: ${{parent.jobs.body.outputs.again}}\n"
            << "control-flow" << 11 << 11 << E;
        QTest::newRow("do_while body missing step")
            << flow + "  loop:\n    type: do_while\n    body: ${{parent.jobs.nobody}}\n    condition: x\n" << "control-flow" << 11 << 11 << E;
        QTest::newRow("do_while without body")
            << flow + "  loop:\n    type: do_while\n    condition: x\n" << "control-flow" << 9 << 3 << E;
        QTest::newRow("do_while without condition")
            << flow + "  loop:\n    type: do_while\n    body: ${{parent.jobs.body}}\n" << "control-flow" << 9 << 3 << E;
        QTest::newRow("loop over a parallel step")
            << flow + "  loop:\n    type: parallel_for\n    body: ${{parent.jobs.par}}\n    items: []\n" << "control-flow" << 11 << 11 << E;
        QTest::newRow("parallel_for without items")
            << flow + "  loop:\n    type: parallel_for\n    body: ${{parent.jobs.body}}\n" << "control-flow" << 9 << 3 << E;
        QTest::newRow("body of two loops")
            << flow + "  a:\n    type: parallel_for\n    body: ${{parent.jobs.body}}\n    items: []\n"
                      "  b:\n    type: parallel_for\n    body: ${{parent.jobs.body}}\n    items: []\n" << "control-flow" << 15 << 11 << E;
        QTest::newRow("if_else without blocks")
            << flow + "  pick:\n    type: if_else\n    condition: ${{parent.jobs.body.outputs.ok}}\n" << "control-flow" << 9 << 3 << E;
        QTest::newRow("if_else same block")
            << flow + "  pick:\n    type: if_else\n    condition: ${{parent.jobs.body.outputs.ok}}\n"
                      "    true_block: ${{parent.jobs.body}}\n    false_block: ${{parent.jobs.body}}\n" << "control-flow" << 13 << 18 << E;
        QTest::newRow("if_else condition not a binding")
            << flow + "  pick:\n    type: if_else\n    condition: ok\n    true_block: ${{parent.jobs.body}}\n" << "control-flow" << 11 << 16 << E;
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

    // control-flow nodes written as azure-ai-ml takes them give no control-flow finding
    void controlFlowAsWritten()
    {
        QTemporaryDir dir;
        PipelineDocument doc;
        doc.setContent("type: pipeline\njobs:\n  body:\n    command: echo\n    environment: azureml:e:1\n"
                       "  other:\n    command: echo\n    environment: azureml:e:1\n"
                       "  loop:\n    type: do_while\n    body: ${{parent.jobs.body}}\n"
                       "    condition: ${{parent.jobs.body.outputs.again}}\n    limits:\n      max_iteration_count: 3\n"
                       "  fan:\n    type: parallel_for\n    body: ${{ parent.jobs.other }}\n    items: [{a: 1}, {a: 2}]\n"
                       "  pick:\n    type: if_else\n    condition: ${{parent.jobs.body.outputs.ok}}\n"
                       "    true_block: ${{parent.jobs.body}}\n    false_block: ${{parent.jobs.other}}\n",
                       dir.filePath(QStringLiteral("p.yml")));
        QStringList found;
        for (const auto& d : doc.diagnostics())
            if (d.ruleId == QLatin1String("control-flow"))
                found << d.toString(QStringLiteral("p.yml"));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // Every value set the validator checks, against what the azure-ai-ml SDK accepts: an accepted value gives no
    // finding, a value the SDK refuses an error, and a value outside every set Azure ML is known to accept a warning
    // (the service may know it).
    void valueSets_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<int>("severity");
        const int E = int(Severity::Error), W = int(Severity::Warning), N = kNone;
        auto row = [](const QByteArray& name, const QByteArray& yaml, const char* rule, int severity) {
            QTest::newRow(name.constData()) << yaml << QString::fromLatin1(rule) << severity;
        };

        // input/output types: job ports compare them ignoring case, component ports exactly
        for (const char* t : {"uri_file", "uri_folder", "mltable", "mlflow_model", "custom_model", "triton_model",
                              "integer", "number", "string", "boolean"}) {
            row(QByteArray("type ") + t, portsWith(QByteArray("  x:\n    type: ") + t + "\n", {}), "port-type", N);
            row(QByteArray("component type ") + t, portsWith(QByteArray("  x:\n    type: ") + t + "\n", {}, true),
                "port-type", N);
        }
        row("type in capitals", portsWith("  x:\n    type: URI_FOLDER\n", {}), "port-type", N);
        row("output type", portsWith({}, "  o:\n    type: triton_model\n"), "port-type", N);
        row("step input type", stepWith("    inputs:\n      x:\n        type: Uri_File\n        path: azureml:x@1\n"),
            "port-type", N);
        row("type unknown", portsWith("  x:\n    type: uri_blob\n", {}), "port-type", W);
        row("type path in a job", portsWith("  x:\n    type: path\n", {}), "port-type", W);
        row("component type path", portsWith("  x:\n    type: path\n", {}, true), "port-type", N);
        row("component type case", portsWith("  x:\n    type: Integer\n", {}, true), "port-type", E);
        row("component type unknown", portsWith("  x:\n    type: uri_blob\n", {}, true), "port-type", W);

        // modes: job outputs take mount, upload, rw_mount and direct
        for (const char* m : {"mount", "upload", "rw_mount", "direct", "MOUNT", "Rw_Mount"})
            row(QByteArray("output mode ") + m,
                portsWith({}, QByteArray("  o:\n    type: uri_folder\n    mode: ") + m + "\n"), "port-mode", N);
        for (const char* m : {"ro_mount", "download", "eval_mount", "link"})
            row(QByteArray("output mode refused ") + m,
                portsWith({}, QByteArray("  o:\n    type: uri_folder\n    mode: ") + m + "\n"), "port-mode", E);
        row("output mode unknown", portsWith({}, "  o:\n    type: uri_folder\n    mode: stream\n"), "port-mode", W);
        row("step output mode mount",
            stepWith("    outputs:\n      o:\n        type: uri_folder\n        mode: mount\n"), "port-mode", N);
        row("step output mode ro_mount",
            stepWith("    outputs:\n      o:\n        type: uri_folder\n        mode: ro_mount\n"), "port-mode", E);
        // modes: job inputs take download, ro_mount and direct; mltable inputs also eval_mount and eval_download
        for (const char* t : {"uri_file", "uri_folder", "mlflow_model", "custom_model", "triton_model", "mltable"})
            for (const char* m : {"download", "ro_mount", "direct", "RO_MOUNT"})
                row(QByteArray("input mode ") + t + " " + m,
                    portsWith(
                        QByteArray("  x:\n    type: ") + t + "\n    path: azureml:x@1\n    mode: " + m + "\n", {}),
                    "port-mode", N);
        for (const char* m : {"eval_mount", "eval_download"}) {
            row(QByteArray("input mode mltable ") + m,
                portsWith(QByteArray("  x:\n    type: mltable\n    path: azureml:x@1\n    mode: ") + m + "\n", {}),
                "port-mode", N);
            row(QByteArray("input mode uri_folder ") + m,
                portsWith(QByteArray("  x:\n    type: uri_folder\n    path: azureml:x@1\n    mode: ") + m + "\n", {}),
                "port-mode", E);
        }
        for (const char* m : {"mount", "upload", "rw_mount", "link"})
            row(QByteArray("input mode refused ") + m,
                portsWith(QByteArray("  x:\n    type: uri_folder\n    path: azureml:x@1\n    mode: ") + m + "\n", {}),
                "port-mode", E);
        row("input mode unknown",
            portsWith("  x:\n    type: uri_folder\n    path: azureml:x@1\n    mode: stream\n", {}), "port-mode", W);
        row("step input mode",
            stepWith("    inputs:\n      x:\n        type: mltable\n        path: azureml:x@1\n"
                     "        mode: eval_download\n"),
            "port-mode", N);
        row("step input mode upload",
            stepWith(
                "    inputs:\n      x:\n        type: uri_file\n        path: azureml:x@1\n        mode: upload\n"),
            "port-mode", E);
        // modes: component ports take every mode and link, written exactly
        for (const char* m : {"mount", "upload", "ro_mount", "rw_mount", "download", "direct", "eval_mount",
                              "eval_download", "link"}) {
            row(QByteArray("component input mode ") + m,
                portsWith(QByteArray("  x:\n    type: uri_folder\n    mode: ") + m + "\n", {}, true), "port-mode", N);
            row(QByteArray("component output mode ") + m,
                portsWith({}, QByteArray("  o:\n    type: uri_folder\n    mode: ") + m + "\n", true), "port-mode", N);
        }
        row("component mode case", portsWith("  x:\n    type: uri_folder\n    mode: RO_MOUNT\n", {}, true), "port-mode",
            E);
        row("component mode unknown", portsWith("  x:\n    type: uri_folder\n    mode: stream\n", {}, true),
            "port-mode", W);

        // input/output names
        row("port name", portsWith("  _raw_data2:\n    type: uri_folder\n", "  Result:\n    type: uri_folder\n"),
            "port-name", N);
        row("port name dotted", portsWith("  group.x:\n    type: integer\n", {}, true), "port-name", N);
        row("port name dash", portsWith("  raw-data:\n    type: uri_folder\n", {}), "port-name", W);
        row("component port name dash", portsWith("  raw-data:\n    type: uri_folder\n", {}, true), "port-name", E);
        row("component port name digit", portsWith({}, "  1st:\n    type: uri_folder\n", true), "port-name", E);
        row("component port names by case",
            portsWith("  data:\n    type: uri_folder\n  Data:\n    type: uri_file\n", {}, true), "port-name", E);

        row("binding to a dotted input",
            portsWith("  group.x:\n    type: integer\n", {}, true)
                + "    inputs:\n      x: ${{parent.inputs.group.x}}\n",
            "binding-syntax", N);
        row("binding malformed", portsWith("  x:\n    type: integer\n", {}) + "    inputs:\n      x: ${{parent.inputs.x.}}\n",
            "binding-syntax", E);

        // step names: lower-case identifiers
        for (const char* n : {"prep", "_prep", "prep_data_2", "step_\xd9\xa3"})
            row(QByteArray("step name ") + n,
                pipelineWith(QByteArray(QByteArray("  ") + n + ":\n    command: x\n    environment: e\n").constData()),
                "step-name", N);
        for (const char* n : {"Prep", "prepData", "2fast", "prep-data", "pr\xc3\xa9p"})
            row(QByteArray("step name refused ") + n,
                pipelineWith(QByteArray(QByteArray("  ") + n + ":\n    command: x\n    environment: e\n").constData()),
                "step-name", E);

        // step keys
        row("step key comment", stepWith("    comment: a note for the studio\n"), "unknown-key", N);
        row("step key unknown", stepWith("    commment: a note\n"), "unknown-key", W);

        // step types
        for (const char* t : {"command", "parallel", "pipeline", "sweep", "automl", "import", "spark", "data_transfer",
                              "do_while", "if_else", "parallel_for", "Sweep", "AUTOML"})
            row(QByteArray("step type ") + t,
                pipelineWith(QByteArray(QByteArray("  s:\n    type: ") + t + "\n").constData()), "step-type", N);
        row("step type unknown", pipelineWith("  s:\n    type: notebook\n"), "step-type", W);

        // queue settings
        for (const char* t : {"spot", "basic", "standard", "premium", "Spot", "PREMIUM"})
            row(QByteArray("job tier ") + t, stepWith(QByteArray("    queue_settings:\n      job_tier: ") + t + "\n"),
                "queue-settings", N);
        row("job tier unknown", stepWith("    queue_settings:\n      job_tier: cheap\n"), "queue-settings", W);
        for (const char* p : {"low", "medium", "high", "High"})
            row(QByteArray("priority ") + p, stepWith(QByteArray("    queue_settings:\n      priority: ") + p + "\n"),
                "queue-settings", N);
        row("priority unknown", stepWith("    queue_settings:\n      priority: urgent\n"), "queue-settings", W);
        row("priority number", stepWith("    queue_settings:\n      priority: 2\n"), "queue-settings", W);

        // identity types, compared in snake case
        for (const char* t : {"user_identity", "managed", "managed_identity", "aml_token", "UserIdentity", "AMLToken",
                              "Managed", "ManagedIdentity", "USER_IDENTITY"})
            row(QByteArray("identity ") + t, stepWith(QByteArray("    identity:\n      type: ") + t + "\n"), "identity",
                N);
        row("identity unknown", stepWith("    identity:\n      type: service_principal\n"), "identity", W);
        row("identity dashed", stepWith("    identity:\n      type: user-identity\n"), "identity", W);

        // distribution types
        for (const char* t : {"mpi", "tensorflow", "pytorch", "ray", "PyTorch"})
            row(QByteArray("distribution ") + t, stepWith(QByteArray("    distribution:\n      type: ") + t + "\n"),
                "distribution", N);
        row("distribution unknown", stepWith("    distribution:\n      type: horovod\n"), "distribution", W);

        // parallel settings
        for (const char* l : {"DEBUG", "INFO", "WARNING", "debug", "Warning"})
            row(QByteArray("logging level ") + l, parallelWith(QByteArray("    logging_level: ") + l + "\n"),
                "parallel-logging-level", N);
        row("logging level unknown", parallelWith("    logging_level: ERROR\n"), "parallel-logging-level", W);
        for (const char* t : {"run_function", "Run_Function", "model", "function"})
            row(QByteArray("task type ") + t, parallelWith(QByteArray("      type: ") + t + "\n"), "parallel-task", N);
        row("task type unknown", parallelWith("      type: batch\n"), "parallel-task", W);
        auto inputDataOf = [](const char* type) {
            return parallelWith("      type: run_function\n").replace("type: uri_folder", QByteArray("type: ").append(type));
        };
        row("input data uri_folder", inputDataOf("uri_folder"), "parallel-input-data", N);
        row("input data mltable", inputDataOf("MLTable"), "parallel-input-data", N);
        row("input data uri_file", inputDataOf("uri_file"), "parallel-input-data", W);
        row("input data string", inputDataOf("string"), "parallel-input-data", E);
        for (const char* m : {"10", "10kb", "10KB", "1mb", "2Gb", "${{parent.inputs.n}}"})
            row(QByteArray("mini batch ") + m,
                parallelWith(QByteArray("      type: run_function\n    mini_batch_size: \"") + m + "\"\n"),
                "parallel-mini-batch-size", N);
        for (const char* m : {"0", "0kb"})
            row(QByteArray("mini batch zero ") + m,
                parallelWith(QByteArray("      type: run_function\n    mini_batch_size: \"") + m + "\"\n"),
                "parallel-mini-batch-size", W);
        for (const char* m : {"10 kb", "10kbkb", "1.5mb", "1tb", "10b", "-1"})
            row(QByteArray("mini batch refused ") + m,
                parallelWith(QByteArray("      type: run_function\n    mini_batch_size: \"") + m + "\"\n"),
                "parallel-mini-batch-size", E);

        // settings: booleans as the settings schema reads them, and the default compute's forms
        const QByteArray settingsHead = "type: pipeline\ninputs:\n  c: cpu-cluster\nsettings:\n";
        const QByteArray settingsJobs = "jobs:\n  a:\n    command: x\n    environment: e\n";
        for (const char* b : {"true", "False", "TRUE", "yes", "No", "on", "OFF", "y", "f", "1", "\"0\""})
            row(QByteArray("settings boolean ") + b, settingsHead + "  force_rerun: " + b + "\n" + settingsJobs,
                "value-type", N);
        for (const char* b : {"tRUE", "maybe", "2"})
            row(QByteArray("settings boolean refused ") + b,
                settingsHead + "  continue_on_step_failure: " + b + "\n" + settingsJobs, "value-type", E);
        for (const char* c :
            {"azureml:cpu-cluster", "serverless", "Serverless", "azureml:serverless", "${{parent.inputs.c}}"})
            row(QByteArray("default compute ") + c, settingsHead + "  default_compute: " + c + "\n" + settingsJobs,
                "compute-name", N);
        for (const char* c : {"cpu-cluster", "local", "AzureML:cpu-cluster"})
            row(QByteArray("default compute refused ") + c,
                settingsHead + "  default_compute: " + c + "\n" + settingsJobs, "compute-name", E);
        row("step compute", stepWith("    compute: cpu-cluster\n"), "compute-name", N);
        row("step compute local", stepWith("    compute: local\n"), "compute-name", N);

        // boolean literals: true or false in any case, and the YAML 1.1 words the SDK's YAML reader takes
        for (const char* b : {"true", "False", "tRuE", "yes", "Yes", "NO", "on", "Off"})
            row(QByteArray("boolean literal ") + b,
                portsWith(QByteArray("  b:\n    type: boolean\n    default: ") + b + "\n", {}), "value-type", N);
        for (const char* b : {"yEs", "maybe", "1"})
            row(QByteArray("boolean literal refused ") + b,
                portsWith(QByteArray("  b:\n    type: boolean\n    default: ") + b + "\n", {}), "value-type", E);
    }

    void valueSets()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, rule);
        QFETCH(int, severity);
        QTemporaryDir dir;
        PipelineDocument doc;
        doc.setContent(yaml, dir.filePath(QStringLiteral("p.yml")));
        QStringList all;
        int worst = kNone;
        for (const auto& d : doc.diagnostics()) {
            all << d.toString(QStringLiteral("p.yml"));
            if (d.ruleId == rule && d.severity != Severity::Info && (worst == kNone || int(d.severity) < worst))
                worst = int(d.severity);
        }
        QVERIFY2(worst == severity,
            qPrintable(QStringLiteral("expected %1 %2, got:\n").arg(rule).arg(severity) + all.join(QLatin1Char('\n'))));
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

    void misspeltNamesGetADidYouMean()
    {
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("components/train_model.yml")),
                          "type: command\ninputs:\n  learning_rate:\n    type: number\n    default: 0.1\noutputs:\n  model:\n    type: uri_folder\n"
                          "command: echo\nenvironment: azureml:env@latest\n"));
        const QByteArray yaml = "type: pipeline\ninputs:\n  epochs: 3\njobs:\n"
                                "  train:\n    component: ./components/train_model.yml\n    inputs:\n      learning_rat: 0.2\n"
                                "  misspelt:\n    component: ./components/train_modle.yml\n"
                                "  use:\n    command: echo ${{inputs.a}}\n    environment: azureml:env@latest\n    inputs:\n"
                                "      a: ${{parent.inputs.epoch}}\n      b: ${{parent.jobs.trian.outputs.model}}\n"
                                "      c: ${{parent.jobs.train.outputs.modle}}\n"
                                "  far:\n    component: ./components/something_else.yml\n";
        PipelineDocument doc;
        doc.setContent(yaml, dir.filePath(QStringLiteral("p.yml")));
        QStringList all;
        for (const auto& d : doc.diagnostics())
            all << d.message;
        const QString text = all.join(QLatin1Char('\n'));
        for (const char* expected : {"'learning_rat', which its component does not declare; Azure ML ignores it Did you mean 'learning_rate'?",
                                     "Did you mean './components/train_model.yml'?", "'epoch', which is not declared under 'inputs' Did you mean 'epochs'?",
                                     "'trian', which does not exist Did you mean 'train'?", "which has no such output Did you mean 'model'?"})
            QVERIFY2(text.contains(QLatin1String(expected)), qPrintable(QStringLiteral("%1 not in:\n%2").arg(QLatin1String(expected), text)));
        // no guess where nothing is close
        for (const QString& m : all)
            if (m.contains(QLatin1String("something_else")))
                QVERIFY2(!m.contains(QLatin1String("Did you mean")), qPrintable(m));
        QCOMPARE(closestMatch(QStringLiteral("lenght"), {QStringLiteral("length"), QStringLiteral("width")}), QStringLiteral("length"));
        QCOMPARE(closestMatch(QStringLiteral("ab"), {QStringLiteral("ac"), QStringLiteral("ad")}), QString()); // a tie: no guess
        QCOMPARE(closestMatch(QStringLiteral("length"), {QStringLiteral("length")}), QString()); // it is there
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
        // found by fuzz_values: a number too large for 64 bits was read as gigabytes of its last two digits
        QTest::newRow("plain overflow") << "68888886888866666666" << qint64(-1);
        QTest::newRow("unit overflow") << "9999999999999gb" << qint64(-1);
        QTest::newRow("largest gb") << "8589934591gb" << qint64(8589934591LL * 1073741824LL);
        QTest::newRow("other script digits") << QString::fromUtf8("\u0663") << qint64(-1); // ARABIC-INDIC DIGIT THREE
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
        // found by fuzz_values: more digits than a double holds
        QVERIFY(!parseK8sQuantity(QString(400, QLatin1Char('9')), true, &v));
    }
};

QTEST_GUILESS_MAIN(TestValidator)
#include "tst_validator.moc"
