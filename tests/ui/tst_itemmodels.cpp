// SPDX-License-Identifier: MIT
#include "outlinemodel.h"
#include "pipelinedocument.h"
#include "problemsfiltermodel.h"
#include "problemsmodel.h"
#include "undostack.h"
#include "yamlset.h"

#include <QAbstractItemModelTester>
#include <QDirIterator>
#include <QFile>
#include <QPoint>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace pw;

namespace {

const QString pipelines = QStringLiteral(PW_SOURCE_DIR "/tests/data/yaml/pipelines");

QString registeredPipeline()
{
    return pipelines + QStringLiteral("/registered/pipeline.yml");
}

QString localComponentsPipeline()
{
    return pipelines + QStringLiteral("/local_components/pipeline.yml");
}

// 1-based line of the first line of `path` that contains `needle`
int lineOf(const QString& path, const QString& needle)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    int line = 0;
    while (!f.atEnd()) {
        ++line;
        if (QString::fromUtf8(f.readLine()).contains(needle))
            return line;
    }
    return -1;
}

QStringList childNames(const QAbstractItemModel& model, const QModelIndex& parent)
{
    QStringList names;
    for (int i = 0; i < model.rowCount(parent); ++i)
        names << model.index(i, 0, parent).data().toString();
    return names;
}

QModelIndex childNamed(const QAbstractItemModel& model, const QModelIndex& parent, const QString& name)
{
    for (int i = 0; i < model.rowCount(parent); ++i) {
        const QModelIndex idx = model.index(i, 0, parent);
        if (idx.data().toString() == name)
            return idx;
    }
    return QModelIndex();
}

Diagnostic makeDiagnostic(Severity s, const QString& file, int line, const QString& message, const QString& rule)
{
    Diagnostic d;
    d.severity = s;
    d.file = file;
    d.line = line;
    d.col = 3;
    d.message = message;
    d.ruleId = rule;
    return d;
}

} // namespace

class TestItemModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(registeredPipeline()), qPrintable(registeredPipeline()));
        QVERIFY2(QFile::exists(localComponentsPipeline()), qPrintable(localComponentsPipeline()));
    }

    void outlineWithoutDocumentIsEmpty()
    {
        OutlineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Name"));
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("Detail"));
    }

    void outlineOfRegisteredComponents()
    {
        PipelineDocument doc;
        QVERIFY2(doc.load(registeredPipeline()), qPrintable(doc.errorString()));
        OutlineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);

        QCOMPARE(childNames(model, QModelIndex()),
                 (QStringList{QStringLiteral("Inputs"), QStringLiteral("Outputs"), QStringLiteral("Steps"),
                              QStringLiteral("Components")}));
        const QModelIndex inputs = model.index(0, 0);
        const QModelIndex outputs = model.index(1, 0);
        const QModelIndex steps = model.index(2, 0);
        const QModelIndex components = model.index(3, 0);
        QCOMPARE(model.data(model.index(0, 1)).toString(), QStringLiteral("3"));
        QCOMPARE(model.data(inputs, OutlineModel::KindRole).value<OutlineModel::ItemKind>(),
                 OutlineModel::ItemKind::Group);

        QCOMPARE(childNames(model, inputs),
                 (QStringList{QStringLiteral("pipeline_job_training_max_epocs"),
                              QStringLiteral("pipeline_job_training_learning_rate"),
                              QStringLiteral("pipeline_job_learning_rate_schedule")}));
        const QModelIndex epochs = model.index(0, 0, inputs);
        QCOMPARE(epochs.siblingAtColumn(1).data().toString(), QStringLiteral("20"));
        QCOMPARE(epochs.data(OutlineModel::IconNameRole).toString(), QStringLiteral("input"));
        QCOMPARE(epochs.data(OutlineModel::YamlPathRole).toStringList(),
                 (QStringList{QStringLiteral("inputs"), QStringLiteral("pipeline_job_training_max_epocs")}));
        QCOMPARE(epochs.data(OutlineModel::LocationRole).toPoint().x(),
                 lineOf(registeredPipeline(), QStringLiteral("pipeline_job_training_max_epocs:")));
        QVERIFY(epochs.data(Qt::ToolTipRole).toString().contains(QStringLiteral("pipeline_job_training_max_epocs")));

        QCOMPARE(model.rowCount(outputs), 3);
        QVERIFY(model.index(0, 1, outputs).data().toString().contains(QStringLiteral("upload")));

        QCOMPARE(childNames(model, steps),
                 (QStringList{QStringLiteral("train_job"), QStringLiteral("score_job"), QStringLiteral("evaluate_job")}));
        const QModelIndex train = model.index(0, 0, steps);
        QCOMPARE(train.data(OutlineModel::StepNameRole).toString(), QStringLiteral("train_job"));
        QCOMPARE(train.data(OutlineModel::IconNameRole).toString(), QStringLiteral("step-command"));
        QCOMPARE(train.data(OutlineModel::YamlPathRole).toStringList(),
                 (QStringList{QStringLiteral("jobs"), QStringLiteral("train_job")}));
        const QPoint trainLoc = train.data(OutlineModel::LocationRole).toPoint();
        QCOMPARE(trainLoc.x(), lineOf(registeredPipeline(), QStringLiteral("  train_job:")));
        QCOMPARE(trainLoc.y(), 3);
        const QString trainDetail = train.siblingAtColumn(1).data().toString();
        QVERIFY2(trainDetail.contains(QStringLiteral("command")), qPrintable(trainDetail));
        QVERIFY2(trainDetail.contains(QStringLiteral("azureml:my_train@latest")), qPrintable(trainDetail));

        // the step's bound ports, with their bindings as written
        const QModelIndex maxEpocs = childNamed(model, train, QStringLiteral("max_epocs"));
        QVERIFY(maxEpocs.isValid());
        QCOMPARE(maxEpocs.siblingAtColumn(1).data().toString(),
                 QStringLiteral("${{parent.inputs.pipeline_job_training_max_epocs}}"));
        QCOMPARE(maxEpocs.data(OutlineModel::StepNameRole).toString(), QStringLiteral("train_job"));
        QCOMPARE(maxEpocs.data(OutlineModel::YamlPathRole).toStringList(),
                 (QStringList{QStringLiteral("jobs"), QStringLiteral("train_job"), QStringLiteral("inputs"),
                              QStringLiteral("max_epocs")}));
        const QModelIndex trainingData = childNamed(model, train, QStringLiteral("training_data"));
        QVERIFY(trainingData.siblingAtColumn(1).data().toString().contains(QStringLiteral("uri_folder")));
        QVERIFY(trainingData.siblingAtColumn(1).data().toString().contains(QStringLiteral("./data")));
        const QModelIndex modelOutput = childNamed(model, train, QStringLiteral("model_output"));
        QCOMPARE(modelOutput.data(OutlineModel::KindRole).value<OutlineModel::ItemKind>(),
                 OutlineModel::ItemKind::StepOutput);
        QCOMPARE(modelOutput.data(OutlineModel::IconNameRole).toString(), QStringLiteral("output"));
        QCOMPARE(model.parent(modelOutput), train);

        QCOMPARE(childNames(model, components),
                 (QStringList{QStringLiteral("azureml:my_train@latest"), QStringLiteral("azureml:my_score@latest"),
                              QStringLiteral("azureml:my_eval@latest")}));
        QVERIFY(model.index(0, 1, components).data().toString().contains(QStringLiteral("train_job")));
        QCOMPARE(model.index(0, 0, components).data(OutlineModel::IconNameRole).toString(), QStringLiteral("component"));

        QCOMPARE(model.indexForPath({QStringLiteral("jobs"), QStringLiteral("score_job")}), model.index(1, 0, steps));
        QVERIFY(!model.indexForPath({QStringLiteral("jobs"), QStringLiteral("nope")}).isValid());
    }

    void outlineOfLocalComponents()
    {
        PipelineDocument doc;
        QVERIFY(doc.load(localComponentsPipeline()));
        OutlineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        const QModelIndex components = model.index(3, 0);
        // a component file is named by its file name; the detail is the path as written
        QCOMPARE(childNames(model, components),
                 (QStringList{QStringLiteral("componentA.yml"), QStringLiteral("componentB.yml"),
                              QStringLiteral("componentC.yml")}));
        QVERIFY(model.index(0, 1, components).data().toString().startsWith(QStringLiteral("./componentA.yml")));
        // ports declared by the component file show up even when the pipeline does not bind them
        const QModelIndex steps = model.index(2, 0);
        const QModelIndex a = childNamed(model, steps, QStringLiteral("component_a"));
        QVERIFY(childNamed(model, a, QStringLiteral("component_a_input")).isValid());
        QVERIFY(childNamed(model, a, QStringLiteral("component_a_output")).isValid());
    }

    void outlineFollowsEditsAndUndo()
    {
        PipelineDocument doc;
        QVERIFY(doc.load(registeredPipeline()));
        OutlineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);

        QByteArray text = doc.text();
        text.append("\n  extra_job:\n    type: command\n    component: azureml:my_extra@1\n");
        doc.replaceText(text);
        QVERIFY(resets.count() >= 1);
        const QModelIndex steps = model.index(2, 0);
        QCOMPARE(model.rowCount(steps), 4);
        QCOMPARE(model.index(3, 0, steps).data().toString(), QStringLiteral("extra_job"));
        QCOMPARE(model.rowCount(model.index(3, 0)), 4);

        doc.undoStack()->undo();
        QCOMPARE(model.rowCount(model.index(2, 0)), 3);
        QCOMPARE(model.rowCount(model.index(3, 0)), 3);
    }

    void outlineForgetsDeletedDocument()
    {
        OutlineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto doc = std::make_unique<PipelineDocument>();
        QVERIFY(doc->load(registeredPipeline()));
        model.setDocument(doc.get());
        QCOMPARE(model.rowCount(), 4);
        doc.reset();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.document());
    }

    void outlineOfMalformedYaml()
    {
        PipelineDocument doc;
        doc.setContent(QByteArrayLiteral("type: pipeline\njobs:\n  a: [unclosed\n"), QStringLiteral("/tmp/bad.yml"));
        QVERIFY(!doc.isParsed());
        OutlineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.rowCount(model.index(2, 0)), 0);
    }

    // every pipeline of the YAML set (the project's own, or the corpus: yamlset.h) gives a consistent tree
    void outlineOverCorpus_data()
    {
        QTest::addColumn<QString>("path");
        int n = 0;
        for (const QString& path : test::yamlFiles()) {
            if (!test::isPipelineFile(path))
                continue;
            QTest::newRow(qPrintable(test::relativeName(path))) << path;
            ++n;
        }
        if (n == 0) // no set, or a set without pipelines: both failures
            QTest::newRow("none") << QString();
    }

    void outlineOverCorpus()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QFAIL(qPrintable(QStringLiteral("no pipeline in %1: %2")
                                 .arg(test::yamlSet().name, test::yamlSetProblem().isEmpty()
                                                                 ? QStringLiteral("the search for 'type: pipeline' is broken")
                                                                 : test::yamlSetProblem())));
        PipelineDocument doc;
        QVERIFY(doc.load(path));
        OutlineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.rowCount(model.index(2, 0)), int(doc.spec().steps.size()));
        // every row with a location points into the file
        const int lines = int(doc.text().count('\n')) + 1;
        for (int g = 0; g < model.rowCount(); ++g) {
            const QModelIndex group = model.index(g, 0);
            for (int i = 0; i < model.rowCount(group); ++i) {
                const QPoint loc = model.index(i, 0, group).data(OutlineModel::LocationRole).toPoint();
                if (g == 2) // steps always come from a key of the file
                    QVERIFY(!loc.isNull());
                QVERIFY(loc.isNull() || (loc.x() >= 1 && loc.x() <= lines));
            }
        }
    }

    // the Problems panel's filter: by severity and by text in the message, file or rule
    void problemsFilterBySeverityAndText()
    {
        ProblemsModel model;
        ProblemsFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString a = QStringLiteral("/work/a/pipeline.yml");
        model.setDiagnostics(a, {makeDiagnostic(Severity::Warning, a, 7, QStringLiteral("unknown key"), QStringLiteral("unknown-key")),
                                 makeDiagnostic(Severity::Error, a, 3, QStringLiteral("bad mode"), QStringLiteral("port-mode")),
                                 makeDiagnostic(Severity::Info, a, 1, QStringLiteral("a note"), QStringLiteral("note"))});
        QCOMPARE(filter.rowCount(), 3);
        filter.setSeverityVisible(Severity::Warning, false);
        QVERIFY(!filter.isSeverityVisible(Severity::Warning));
        QCOMPARE(filter.rowCount(), 2);
        filter.setText(QStringLiteral("PORT-mode")); // the rule, any case
        QCOMPARE(filter.rowCount(), 1);
        QCOMPARE(filter.index(0, ProblemsModel::MessageColumn).data().toString(), QStringLiteral("bad mode"));
        filter.setText(QStringLiteral("pipeline.yml")); // the file
        QCOMPARE(filter.rowCount(), 2);
        filter.setSeverityVisible(Severity::Warning, true);
        filter.setText(QString());
        QCOMPARE(filter.rowCount(), 3);
        // rows that come and go under the filter
        model.setDiagnostics(a, {makeDiagnostic(Severity::Error, a, 9, QStringLiteral("e2"), QStringLiteral("r2"))});
        QCOMPARE(filter.rowCount(), 1);
        filter.setSeverityVisible(Severity::Error, false);
        QCOMPARE(filter.rowCount(), 0);
    }

    void problemsModelBlocksPerFile()
    {
        ProblemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy counts(&model, &ProblemsModel::countsChanged);
        QCOMPARE(model.columnCount(), 5);
        QCOMPARE(model.headerData(ProblemsModel::SeverityColumn, Qt::Horizontal).toString(), QStringLiteral("Severity"));
        QCOMPARE(model.headerData(ProblemsModel::RuleColumn, Qt::Horizontal).toString(), QStringLiteral("Rule"));

        const QString a = QStringLiteral("/work/a/pipeline.yml");
        const QString b = QStringLiteral("/work/b/other.yml");
        model.setDiagnostics(a, {makeDiagnostic(Severity::Warning, a, 7, QStringLiteral("w1"), QStringLiteral("r1")),
                                 makeDiagnostic(Severity::Error, a, 3, QStringLiteral("e1"), QStringLiteral("r2"))});
        model.setDiagnostics(b, {makeDiagnostic(Severity::Info, b, 1, QStringLiteral("i1"), QStringLiteral("r3"))});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.errorCount(), 1);
        QCOMPARE(model.warningCount(), 1);
        QCOMPARE(model.infoCount(), 1);
        QVERIFY(counts.count() >= 1);

        QCOMPARE(model.index(0, ProblemsModel::SeverityColumn).data().toString(), QStringLiteral("Warning"));
        QCOMPARE(model.index(0, ProblemsModel::MessageColumn).data().toString(), QStringLiteral("w1"));
        QCOMPARE(model.index(0, ProblemsModel::FileColumn).data().toString(), QStringLiteral("pipeline.yml"));
        QCOMPARE(model.index(0, ProblemsModel::LineColumn).data().toString(), QStringLiteral("7:3"));
        QCOMPARE(model.index(0, ProblemsModel::RuleColumn).data().toString(), QStringLiteral("r1"));
        QCOMPARE(model.index(1, ProblemsModel::SeverityColumn).data(ProblemsModel::SortRole).toInt(),
                 int(Severity::Error));
        QVERIFY(model.index(1, ProblemsModel::LineColumn).data(ProblemsModel::SortRole).toInt()
                < model.index(0, ProblemsModel::LineColumn).data(ProblemsModel::SortRole).toInt());
        const Diagnostic d = model.index(2, 0).data(ProblemsModel::DiagnosticRole).value<Diagnostic>();
        QCOMPARE(d.message, QStringLiteral("i1"));
        QCOMPARE(d.file, b);
        QCOMPARE(model.index(2, 0).data(ProblemsModel::SourceKeyRole).toString(), b);
        QCOMPARE(model.index(2, ProblemsModel::FileColumn).data(Qt::ToolTipRole).toString(), b);

        // replacing a file's block leaves the other file's rows alone
        model.setDiagnostics(a, {makeDiagnostic(Severity::Error, a, 9, QStringLiteral("e2"), QStringLiteral("r2"))});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, ProblemsModel::MessageColumn).data().toString(), QStringLiteral("e2"));
        QCOMPARE(model.index(1, ProblemsModel::MessageColumn).data().toString(), QStringLiteral("i1"));
        QCOMPARE(model.warningCount(), 0);

        // a file that was empty comes back in its place
        model.setDiagnostics(a, {});
        QCOMPARE(model.rowCount(), 1);
        model.setDiagnostics(a, {makeDiagnostic(Severity::Warning, a, 2, QStringLiteral("w3"), QStringLiteral("r1"))});
        QCOMPARE(model.index(0, ProblemsModel::MessageColumn).data().toString(), QStringLiteral("w3"));

        model.removeFile(b);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.files(), QStringList{a});
        QCOMPARE(model.infoCount(), 0);

        // paths inside the base directory are shown relative to it
        model.setBaseDirectory(QStringLiteral("/work"));
        QCOMPARE(model.index(0, ProblemsModel::FileColumn).data().toString(), QStringLiteral("a/pipeline.yml"));

        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.errorCount() + model.warningCount() + model.infoCount(), 0);
    }

    void problemsFromMalformedDocument()
    {
        PipelineDocument doc;
        const QString path = QStringLiteral("/tmp/broken-pipeline.yml");
        doc.setContent(QByteArrayLiteral("type: pipeline\njobs:\n  a:\n    type: command\n   bad: [1, 2\n"), path);
        ProblemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDiagnostics(doc.filePath(), doc.diagnostics());
        QVERIFY(model.errorCount() >= 1);
        int syntaxRow = -1;
        for (int i = 0; i < model.rowCount(); ++i)
            if (model.index(i, ProblemsModel::RuleColumn).data().toString() == QLatin1String("yaml-syntax"))
                syntaxRow = i;
        QVERIFY(syntaxRow >= 0);
        const Diagnostic d = model.index(syntaxRow, 0).data(ProblemsModel::DiagnosticRole).value<Diagnostic>();
        QVERIFY2(d.line >= 4 && d.line <= 6, qPrintable(QString::number(d.line)));
        QCOMPARE(model.index(syntaxRow, ProblemsModel::LineColumn).data().toString().section(QLatin1Char(':'), 0, 0),
                 QString::number(d.line));
    }
};

QTEST_MAIN(TestItemModels)
#include "tst_itemmodels.moc"
