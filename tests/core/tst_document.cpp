// SPDX-License-Identifier: MIT
// The document model without any view: loading, minimal edits, undo/redo, saving, bad input.
#include "pipelinedocument.h"
#include "environmentfile.h"
#include "fileio.h"
#include "undostack.h"
#include "yamltree.h"

#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace pw;

namespace {

const char* const kPipeline = R"(# training pipeline
$schema: https://azuremlschemas.azureedge.net/latest/pipelineJob.schema.json
type: pipeline
display_name: "Train"   # shown in the studio
settings:
  default_compute: azureml:cpu-cluster

inputs:
  data:
    type: uri_folder
    path: ./data
  lr: 0.01

jobs:
  prep:
    type: command
    command: >-
      python prep.py --data ${{inputs.raw}}
    environment: azureml:sklearn@latest
    inputs:
      raw: ${{parent.inputs.data}}
    outputs:
      clean:

  # the training step
  train:
    type: command
    command: python train.py --lr ${{inputs.lr}} --data ${{inputs.data}}
    environment: azureml:sklearn@latest
    inputs:
      data: ${{parent.jobs.prep.outputs.clean}}
      lr: ${{parent.inputs.lr}}
    resources:
      instance_count: 2
)";

QStringList lines(const QByteArray& t)
{
    return QString::fromUtf8(t).split(QLatin1Char('\n'));
}

// Lines that differ between a and b (same line count assumed unless stated).
QStringList changedLines(const QByteArray& a, const QByteArray& b)
{
    const QStringList la = lines(a), lb = lines(b);
    QStringList out;
    for (qsizetype i = 0; i < std::max(la.size(), lb.size()); ++i)
        if (la.value(i) != lb.value(i))
            out << lb.value(i);
    return out;
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // the typed API the panels use instead of the YAML tree: what a path holds, a map's entries, and the three ways
    // a value is written (unquoted, as a new string, as a mapping of strings), each one undo step
    void fieldsAndTypedEdits()
    {
        PipelineDocument doc;
        const QByteArray text = "type: pipeline\njobs:\n  a:\n    command: echo\n    environment_variables:\n      A: \"\"\n"
                                "      B: plain\n      C: [1, 2]\n";
        doc.setContent(text, QString());
        const QStringList env {QStringLiteral("jobs"), QStringLiteral("a"), QStringLiteral("environment_variables")};
        const DocumentField map = doc.field(env);
        QVERIFY(map.isMap());
        QCOMPARE(map.keys, (QStringList {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}));
        const auto entries = doc.entries(env);
        QCOMPARE(entries.size(), 3);
        QVERIFY(entries[0].second.isScalar() && entries[0].second.quoted && entries[0].second.text.isEmpty());
        QVERIFY(entries[1].second.isScalar() && !entries[1].second.quoted);
        QCOMPARE(entries[1].second.text, QStringLiteral("plain"));
        QVERIFY(entries[2].second.isStructured());
        QVERIFY(!doc.field(env + QStringList {QStringLiteral("D")}).exists());
        QVERIFY(doc.entries(env + QStringList {QStringLiteral("B")}).isEmpty());

        // a new string replaces the "" the way a new one is written: plain when it reads back the same
        QVERIFY(doc.setString(env + QStringList {QStringLiteral("A")}, QStringLiteral("x1"), QStringLiteral("edit")));
        QVERIFY2(doc.text().contains("      A: x1\n"), doc.text().constData());
        QVERIFY(doc.setString(env + QStringList {QStringLiteral("B")}, QStringLiteral("true"), QStringLiteral("edit")));
        QVERIFY2(doc.text().contains("      B: \"true\"\n") || doc.text().contains("      B: 'true'\n"), doc.text().constData());
        // unquoted: a number stays a number
        const QStringList count {QStringLiteral("jobs"), QStringLiteral("a"), QStringLiteral("resources"), QStringLiteral("instance_count")};
        QVERIFY(doc.setUnquoted(count, QStringLiteral("2"), QStringLiteral("edit")));
        QVERIFY2(doc.text().contains("    resources:\n      instance_count: 2\n"), doc.text().constData());
        // a mapping of strings, in the order given
        const QStringList environment {QStringLiteral("jobs"), QStringLiteral("a"), QStringLiteral("environment")};
        QVERIFY(doc.setStringMap(environment, {{QStringLiteral("image"), QStringLiteral("mcr.microsoft.com/azureml/x:1")},
                                               {QStringLiteral("conda_file"), QStringLiteral("./conda.yml")}},
                                 QStringLiteral("edit")));
        QVERIFY2(doc.text().contains("    environment:\n      image: mcr.microsoft.com/azureml/x:1\n      conda_file: ./conda.yml\n"),
                 doc.text().constData());
        QCOMPARE(doc.field(environment).keys, (QStringList {QStringLiteral("image"), QStringLiteral("conda_file")}));
        for (int i = 0; i < 4; ++i)
            doc.undoStack()->undo();
        QCOMPARE(doc.text(), text);
    }

    void environmentFilesAreTold()
    {
        EnvironmentFile e = readEnvironmentFile("name: e\nimage: img:1\nconda_file: file:env/conda.yml\n", QStringLiteral("e.yml"));
        QCOMPARE(e.kind, EnvironmentFile::Kind::Definition);
        QCOMPARE(e.image, QStringLiteral("img:1"));
        QCOMPARE(e.condaFile, QStringLiteral("env/conda.yml"));
        QCOMPARE(readEnvironmentFile("channels: [conda-forge]\ndependencies: [python=3.10]\n", QStringLiteral("c.yml")).kind,
                 EnvironmentFile::Kind::Conda);
        e = readEnvironmentFile("key: [1, 2\n", QStringLiteral("bad.yml"));
        QCOMPARE(e.kind, EnvironmentFile::Kind::Invalid);
        QVERIFY2(e.error.startsWith(QLatin1String("bad.yml:")), qPrintable(e.error));
        e = readEnvironmentFile("name: other\n", QStringLiteral("o.yml"));
        QVERIFY2(e.error.startsWith(QLatin1String("o.yml is neither a conda file")), qPrintable(e.error));
    }

    void unchangedTextIsKept()
    {
        PipelineDocument doc;
        doc.setContent(kPipeline, QString());
        QCOMPARE(doc.text(), QByteArray(kPipeline));
        QVERIFY(doc.isParsed());
        QVERIFY(doc.isPipeline());
        QCOMPARE(doc.spec().steps.size(), 2);
        QCOMPARE(doc.graph().edges().size(), 3);
        QCOMPARE(doc.errorCount(), 0);
    }

    void setScalarChangesOneLine()
    {
        PipelineDocument doc;
        doc.setContent(kPipeline, QString());
        QVERIFY(doc.setScalar({QStringLiteral("jobs"), QStringLiteral("train"), QStringLiteral("resources"),
                               QStringLiteral("instance_count")},
                              QStringLiteral("4")));
        const QStringList changed = changedLines(kPipeline, doc.text());
        QCOMPARE(changed, QStringList {QStringLiteral("      instance_count: 4")});
        QCOMPARE(doc.spec().step(QStringLiteral("train"))->instanceCount.value, QStringLiteral("4"));
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QCOMPARE(doc.text(), QByteArray(kPipeline));
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(changedLines(kPipeline, doc.text()).size(), 1);
    }

    void quotedValueKeepsQuotesAndComment()
    {
        PipelineDocument doc;
        doc.setContent(kPipeline, QString());
        QVERIFY(doc.setScalar({QStringLiteral("display_name")}, QStringLiteral("Train v2")));
        QCOMPARE(changedLines(kPipeline, doc.text()),
                 QStringList {QStringLiteral("display_name: \"Train v2\"   # shown in the studio")});
    }

    void stringsThatLookLikeOtherTypesAreQuoted()
    {
        PipelineDocument doc;
        doc.setContent(kPipeline, QString());
        QVERIFY(doc.setValue({QStringLiteral("tags"), QStringLiteral("approved")}, yaml::Value::str("true")));
        QVERIFY(doc.text().endsWith("instance_count: 2\ntags:\n  approved: \"true\"\n"));
        QCOMPARE(doc.nodeAt({QStringLiteral("tags"), QStringLiteral("approved")})->value, std::string("true"));
    }

    void blockScalarStaysBlock()
    {
        PipelineDocument doc;
        doc.setContent(kPipeline, QString());
        QVERIFY(doc.setScalar({QStringLiteral("jobs"), QStringLiteral("prep"), QStringLiteral("command")},
                              QStringLiteral("python prep.py --data ${{inputs.raw}} --fast")));
        QCOMPARE(changedLines(kPipeline, doc.text()),
                 QStringList {QStringLiteral("      python prep.py --data ${{inputs.raw}} --fast")});
    }

    void newNestedKeyIsInsertedAtItsPlace()
    {
        PipelineDocument doc;
        doc.setContent(kPipeline, QString());
        QVERIFY(doc.setScalar({QStringLiteral("jobs"), QStringLiteral("prep"), QStringLiteral("environment_variables"),
                               QStringLiteral("MODE")},
                              QStringLiteral("fast")));
        const QByteArray t = doc.text();
        QVERIFY2(t.contains("    outputs:\n      clean:\n    environment_variables:\n      MODE: fast\n\n  # the training step\n"),
                 t.constData());
        QCOMPARE(doc.spec().step(QStringLiteral("prep"))->environmentVariables.value(QStringLiteral("MODE")).value,
                 QStringLiteral("fast"));
        // an empty value (outputs.clean:) gets a value on its own line
        QVERIFY(doc.setScalar({QStringLiteral("jobs"), QStringLiteral("prep"), QStringLiteral("outputs"), QStringLiteral("clean")},
                              QStringLiteral("${{parent.outputs.cleaned}}")));
        QVERIFY(doc.text().contains("      clean: ${{parent.outputs.cleaned}}\n"));
    }

    void removeAndUndo()
    {
        PipelineDocument doc;
        doc.setContent(kPipeline, QString());
        QVERIFY(doc.remove({QStringLiteral("jobs"), QStringLiteral("train"), QStringLiteral("resources")}));
        QVERIFY(!doc.text().contains("instance_count"));
        QVERIFY(doc.text().contains("      lr: ${{parent.inputs.lr}}\n"));
        QVERIFY(doc.remove({QStringLiteral("inputs"), QStringLiteral("lr")}));
        // the binding to the removed input is now an error that names the place
        bool found = false;
        for (const auto& d : doc.diagnostics())
            if (d.ruleId == QLatin1String("binding-unresolved") && d.step == QLatin1String("train") && d.line == 31 && d.col == 7) // one line moved up
                found = true;
        for (const auto& d : doc.diagnostics())
            if (!found)
                qWarning().noquote() << d.toString();
        QVERIFY(found);
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.text(), QByteArray(kPipeline));
        QCOMPARE(doc.errorCount(), 0);
    }

    void renameKeepsNodeId()
    {
        PipelineDocument doc;
        doc.setContent(kPipeline, QString());
        const NodeId id = doc.graph().findNode(NodeKind::Step, QStringLiteral("train"));
        QVERIFY(id != InvalidNodeId);
        QVERIFY(doc.renameKey({QStringLiteral("jobs"), QStringLiteral("train")}, QStringLiteral("fit")));
        QCOMPARE(doc.graph().findNode(NodeKind::Step, QStringLiteral("fit")), id);
        QCOMPARE(changedLines(kPipeline, doc.text()), QStringList {QStringLiteral("  fit:")});
    }

    void renameStepUpdatesBindings()
    {
        PipelineDocument doc;
        doc.setContent(kPipeline, QString());
        const NodeId id = doc.graph().findNode(NodeKind::Step, QStringLiteral("prep"));
        QVERIFY(!doc.renameStep(QStringLiteral("prep"), QStringLiteral("train"))); // taken
        QVERIFY(!doc.renameStep(QStringLiteral("prep"), QStringLiteral("9lives"))); // not an identifier
        QVERIFY(doc.renameStep(QStringLiteral("prep"), QStringLiteral("clean_data")));
        QCOMPARE(changedLines(kPipeline, doc.text()),
                 (QStringList {QStringLiteral("  clean_data:"), QStringLiteral("      data: ${{parent.jobs.clean_data.outputs.clean}}")}));
        QCOMPARE(doc.graph().findNode(NodeKind::Step, QStringLiteral("clean_data")), id);
        QCOMPARE(doc.graph().edges().size(), 3);
        QCOMPARE(doc.errorCount(), 0);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.text(), QByteArray(kPipeline));
    }

    void renameStepUpdatesEveryBindingInOneEdit()
    {
        // bindings before and after the step, quoted both ways, two on one line (a flow map) and two in one
        // string: every one follows, nothing else changes, and it is one undo step
        const QByteArray text = "type: pipeline\n"
                                "jobs:\n"
                                "  early:\n"
                                "    type: command\n"
                                "    command: echo ${{inputs.a}}\n"
                                "    inputs:\n"
                                "      a: \"${{parent.jobs.prep.outputs.x}}\"\n"
                                "  prep:\n"
                                "    type: command\n"
                                "    command: echo hi\n"
                                "    outputs:\n"
                                "      x:\n"
                                "        type: uri_folder\n"
                                "      y:\n"
                                "        type: uri_folder\n"
                                "  late:\n"
                                "    type: command\n"
                                "    command: echo ${{inputs.a}} ${{inputs.b}}\n"
                                "    inputs: {a: '${{parent.jobs.prep.outputs.y}}', b: \"${{parent.jobs.prep.outputs.x}}\"}\n"
                                "  last:\n"
                                "    type: command\n"
                                "    command: echo ${{inputs.both}}\n"
                                "    inputs:\n"
                                "      both: ${{parent.jobs.prep.outputs.x}}/${{parent.jobs.prep.outputs.y}}  # both outputs\n"
                                "      other: ${{parent.jobs.prepared.outputs.x}}\n";
        PipelineDocument doc;
        doc.setContent(text, QString());
        QVERIFY(doc.isParsed());
        QVERIFY(doc.renameStep(QStringLiteral("prep"), QStringLiteral("clean")));
        QCOMPARE(changedLines(text, doc.text()),
                 (QStringList {QStringLiteral("      a: \"${{parent.jobs.clean.outputs.x}}\""), QStringLiteral("  clean:"),
                               QStringLiteral("    inputs: {a: '${{parent.jobs.clean.outputs.y}}', b: \"${{parent.jobs.clean.outputs.x}}\"}"),
                               QStringLiteral("      both: ${{parent.jobs.clean.outputs.x}}/${{parent.jobs.clean.outputs.y}}  # both outputs")}));
        QVERIFY(doc.text().contains("${{parent.jobs.prepared.outputs.x}}")); // another step whose name starts alike
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.text(), text);
    }

    void typingMergesIntoOneUndoStep()
    {
        PipelineDocument doc;
        doc.setContent(kPipeline, QString());
        const YamlPath p {QStringLiteral("experiment_name")};
        QVERIFY(doc.setScalar(p, QStringLiteral("c")));
        QVERIFY(doc.setScalar(p, QStringLiteral("ch")));
        QVERIFY(doc.setScalar(p, QStringLiteral("churn")));
        QCOMPARE(doc.undoStack()->count(), 2); // insert, then the typing in the new field
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.text(), QByteArray(kPipeline));
    }

    // After undo and redo the redone step is closed: the next keystroke is a step of its own, so one undo
    // goes back to the redone text, not past it.
    void noMergeIntoARedoneStep()
    {
        PipelineDocument doc;
        doc.setContent(kPipeline, QString());
        const YamlPath p {QStringLiteral("display_name")};
        QVERIFY(doc.setScalar(p, QStringLiteral("T")));
        QVERIFY(doc.setScalar(p, QStringLiteral("Tr")));
        QCOMPARE(doc.undoStack()->count(), 1);
        const QByteArray typed = doc.text();
        doc.undoStack()->undo();
        QCOMPARE(doc.text(), QByteArray(kPipeline));
        doc.undoStack()->redo();
        QCOMPARE(doc.text(), typed);
        QVERIFY(doc.setScalar(p, QStringLiteral("Tra")));
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.text(), typed);
        doc.undoStack()->undo();
        QCOMPARE(doc.text(), QByteArray(kPipeline));
        // an undone step does not take new typing either
        doc.undoStack()->redo();
        doc.undoStack()->redo();
        doc.undoStack()->undo();
        QVERIFY(doc.setScalar(p, QStringLiteral("Trai")));
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.text(), typed);
    }

    // A file that starts with a UTF-8 byte order mark is written back with it, and edits land on the right bytes.
    void byteOrderMarkIsKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bom.yml"));
        const QByteArray bytes = QByteArray("\xEF\xBB\xBF") + kPipeline;
        QVERIFY(writeFileAtomically(path, bytes, nullptr));
        PipelineDocument doc;
        QVERIFY(doc.load(path));
        QVERIFY(doc.isParsed());
        QCOMPARE(doc.spec().steps.size(), 2);
        QCOMPARE(doc.locationOf({QStringLiteral("type")}).line, 3);
        QCOMPARE(doc.locationOf({QStringLiteral("type")}).col, 1);
        QVERIFY(doc.save());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), bytes);
        f.close();
        QVERIFY(doc.setScalar({QStringLiteral("inputs"), QStringLiteral("lr")}, QStringLiteral("0.5")));
        QByteArray expected = bytes;
        expected.replace("  lr: 0.01\n", "  lr: 0.5\n");
        QCOMPARE(doc.text(), expected);
        // a new top-level key goes to column 1, not behind the mark
        QVERIFY(doc.setScalar({QStringLiteral("experiment_name")}, QStringLiteral("x")));
        QVERIFY(doc.text().startsWith("\xEF\xBB\xBF# training pipeline\n"));
        QVERIFY(doc.text().endsWith("\nexperiment_name: x\n"));
        QVERIFY(doc.isParsed());
        // removing the first key keeps the mark
        PipelineDocument first;
        first.setContent(QByteArray("\xEF\xBB\xBF" "a: 1\nb: 2\n"), QString());
        QVERIFY(first.remove({QStringLiteral("a")}));
        QCOMPARE(first.text(), QByteArray("\xEF\xBB\xBF" "b: 2\n"));
    }

    // Aliases mean what their anchors hold, as Azure ML's loader reads them; the text keeps the aliases.
    void aliasesAreResolvedInTheSpec()
    {
        const QByteArray text("type: pipeline\nsettings:\n  default_compute: &c azureml:cpu-cluster\n"
                              "x-env: &vars\n  A: \"1\"\n  B: two\n"
                              "jobs:\n  s:\n    type: command\n    command: echo\n    compute: *c\n"
                              "    environment_variables: *vars\n  t:\n    type: command\n    command: echo\n");
        PipelineDocument doc;
        doc.setContent(text, QString());
        QVERIFY(doc.isParsed());
        QCOMPARE(doc.spec().steps.size(), 2);
        const Step& s = doc.spec().steps.at(0);
        QCOMPARE(s.compute.field.value, QStringLiteral("azureml:cpu-cluster"));
        QCOMPARE(s.compute.name, QStringLiteral("cpu-cluster"));
        QCOMPARE(s.environmentVariables.size(), 2);
        QCOMPARE(s.environmentVariables.value(QStringLiteral("B")).value, QStringLiteral("two"));
        for (const Diagnostic& d : doc.diagnostics())
            QVERIFY2(d.severity != Severity::Error || d.ruleId != QLatin1String("yaml-type"), qPrintable(d.toString()));
        QCOMPARE(doc.text(), text);
    }

    // Nesting beyond the limit is refused with a positioned message, never a crash.
    void deepNestingIsRefused()
    {
        QByteArray deep = "type: pipeline\njobs:\n  a: ";
        deep += QByteArray(40000, '[') + QByteArray(40000, ']') + "\n";
        PipelineDocument doc;
        doc.setContent(deep, QStringLiteral("/tmp/deep.yml"));
        QVERIFY(!doc.isParsed());
        QCOMPARE(doc.diagnostics().size(), 1);
        const Diagnostic& d = doc.diagnostics().first();
        QCOMPARE(d.ruleId, QStringLiteral("yaml-syntax"));
        QVERIFY2(d.message.contains(QLatin1String("nesting deeper than 256 levels")), qPrintable(d.message));
        QCOMPARE(d.file, QStringLiteral("/tmp/deep.yml"));
        // the map of jobs is level 2, so the 255th bracket is the 257th level
        QCOMPARE(d.line, 3);
        QCOMPARE(d.col, 6 + 254);
        QVERIFY2(d.toString().contains(QLatin1String("/tmp/deep.yml:3:260")), qPrintable(d.toString()));
    }

    // Edits inside flow collections quote what would otherwise end the collection.
    void flowValuesAreQuoted()
    {
        PipelineDocument doc;
        doc.setContent("type: pipeline\ntags: {team: ml, stage: dev}\nlist: [a, b]\n", QString());
        QVERIFY(doc.setScalar({QStringLiteral("tags"), QStringLiteral("stage")}, QStringLiteral("dev, test")));
        QCOMPARE(doc.text(), QByteArray("type: pipeline\ntags: {team: ml, stage: \"dev, test\"}\nlist: [a, b]\n"));
        QVERIFY(doc.isParsed());
        QCOMPARE(doc.nodeAt({QStringLiteral("tags"), QStringLiteral("stage")})->value, std::string("dev, test"));
        QVERIFY(doc.setScalar({QStringLiteral("list"), QStringLiteral("1")}, QStringLiteral("x]")));
        QVERIFY(doc.isParsed());
        QCOMPARE(doc.nodeAt({QStringLiteral("list"), QStringLiteral("1")})->value, std::string("x]"));
        QVERIFY(doc.setScalar({QStringLiteral("tags"), QStringLiteral("new,key")}, QStringLiteral("{v}")));
        QVERIFY(doc.isParsed());
        QCOMPARE(doc.nodeAt({QStringLiteral("tags"), QStringLiteral("new,key")})->value, std::string("{v}"));
        QCOMPARE(doc.nodeAt({QStringLiteral("tags")})->entries.size(), std::size_t(3));
    }

    // The last item of a sequence written at its key's column is removed as "key: []".
    void removeLastItemOfCompactSequence()
    {
        const QByteArray text = "type: pipeline\nenv:\n  pip:\n  - numpy\n  other: 1\n";
        PipelineDocument doc;
        doc.setContent(text, QString());
        QVERIFY(doc.remove({QStringLiteral("env"), QStringLiteral("pip"), QStringLiteral("0")}));
        QCOMPARE(doc.text(), QByteArray("type: pipeline\nenv:\n  pip: []\n  other: 1\n"));
        QVERIFY(doc.isParsed());
        const yaml::Node* pip = doc.nodeAt({QStringLiteral("env"), QStringLiteral("pip")});
        QVERIFY(pip && pip->isSeq() && pip->items.empty());
        QCOMPARE(doc.nodeAt({QStringLiteral("env"), QStringLiteral("other")})->value, std::string("1"));
    }

    // A CRLF file gets CRLF in new text.
    void crlfFilesKeepCrlf()
    {
        QByteArray text = kPipeline;
        text.replace("\n", "\r\n");
        PipelineDocument doc;
        doc.setContent(text, QString());
        QVERIFY(doc.isParsed());
        yaml::Value out = yaml::Value::mapping();
        out.set("type", yaml::Value::str("uri_folder"));
        out.set("mode", yaml::Value::str("rw_mount"));
        QVERIFY(doc.setValue({QStringLiteral("jobs"), QStringLiteral("train"), QStringLiteral("outputs"),
                              QStringLiteral("model")},
                             out));
        QVERIFY(doc.setScalar({QStringLiteral("description")}, QStringLiteral("line one\nline two\n")));
        QVERIFY(doc.isParsed());
        const QByteArray t = doc.text();
        for (qsizetype i = 0; i < t.size(); ++i)
            QVERIFY2(t[i] != '\n' || (i > 0 && t[i - 1] == '\r'), qPrintable(QStringLiteral("bare LF at byte %1").arg(i)));
        QCOMPARE(doc.nodeAt({QStringLiteral("description")})->value, std::string("line one\nline two\n"));
        QCOMPARE(doc.nodeAt({QStringLiteral("jobs"), QStringLiteral("train"), QStringLiteral("outputs"),
                             QStringLiteral("model"), QStringLiteral("mode")})
                     ->value,
                 std::string("rw_mount"));
    }

    void saveIsAtomicAndExact()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.yml"));
        QVERIFY(writeFileAtomically(path, kPipeline, nullptr));
        PipelineDocument doc;
        QSignalSpy modified(&doc, &PipelineDocument::modifiedChanged);
        QVERIFY(doc.load(path));
        QVERIFY(doc.setScalar({QStringLiteral("inputs"), QStringLiteral("lr")}, QStringLiteral("0.1")));
        QCOMPARE(modified.count(), 1);
        QVERIFY(doc.save());
        QCOMPARE(modified.count(), 2);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), doc.text());
        // a folder that cannot be written: the save fails with a message naming the file
        QVERIFY(!doc.save(dir.filePath(QStringLiteral("missing/dir/p.yml"))));
        QVERIFY(doc.errorString().contains(QLatin1String("p.yml")));
    }

    void malformedYamlLoadsWithLocation()
    {
        PipelineDocument doc;
        doc.setContent("type: pipeline\njobs:\n  a: [1, 2\n  b: 3\n", QStringLiteral("/tmp/x.yml"));
        QVERIFY(!doc.isParsed());
        QVERIFY(!doc.isReadOnly());
        QCOMPARE(doc.diagnostics().size(), 1);
        QCOMPARE(doc.diagnostics().first().ruleId, QStringLiteral("yaml-syntax"));
        QVERIFY(doc.diagnostics().first().line >= 3);
        // the text is kept exactly
        QCOMPARE(doc.text(), QByteArray("type: pipeline\njobs:\n  a: [1, 2\n  b: 3\n"));
        // fixing it through the text works and is undoable
        doc.replaceText("type: pipeline\njobs:\n  a: [1, 2]\n");
        QVERIFY(doc.isParsed());
        doc.undoStack()->undo();
        QVERIFY(!doc.isParsed());
    }

    void binaryFilesAreReadOnly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("latin1.yml"));
        const QByteArray bytes("name: caf\xe9\n");
        QVERIFY(writeFileAtomically(path, bytes, nullptr));
        PipelineDocument doc;
        QVERIFY(doc.load(path));
        QVERIFY(doc.isReadOnly());
        QCOMPARE(doc.diagnostics().first().line, 1);
        QCOMPARE(doc.diagnostics().first().col, 10);
        QVERIFY(!doc.setScalar({QStringLiteral("name")}, QStringLiteral("x")));
        QVERIFY(!doc.save());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), bytes);
    }

    void preparedOffTheGuiThread()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.yml"));
        QVERIFY(writeFileAtomically(path, kPipeline, nullptr));
        PipelineDocument doc;
        std::shared_ptr<PreparedContent> prepared;
        std::thread worker([&] { prepared = PipelineDocument::readAndPrepare(path, doc.componentCache()); });
        worker.join();
        QVERIFY(prepared && prepared->error.isEmpty());
        QSignalSpy changed(&doc, &PipelineDocument::changed);
        doc.adopt(prepared);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(doc.filePath(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(doc.text(), QByteArray(kPipeline));
        QCOMPARE(doc.spec().steps.size(), 2);
        QVERIFY(!doc.isModified());
        auto missing = PipelineDocument::readAndPrepare(dir.filePath(QStringLiteral("nope.yml")), doc.componentCache());
        QVERIFY(missing->error.contains(QLatin1String("nope.yml")));
    }

    void emptyAndMissingFiles()
    {
        PipelineDocument doc;
        doc.setContent(QByteArray(), QStringLiteral("/tmp/empty.yml"));
        QCOMPARE(doc.diagnostics().first().ruleId, QStringLiteral("empty-file"));
        QVERIFY(!doc.load(QStringLiteral("/nonexistent/p.yml")));
        QVERIFY(doc.errorString().contains(QLatin1String("/nonexistent/p.yml")));
        // an empty document can be filled by edits
        QVERIFY(doc.setScalar({QStringLiteral("type")}, QStringLiteral("pipeline")));
        QCOMPARE(doc.text(), QByteArray("type: pipeline\n"));
    }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
