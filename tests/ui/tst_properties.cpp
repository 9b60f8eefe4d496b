// SPDX-License-Identifier: MIT
// The Properties panel on a real document: the form follows the selected step, each edit is a minimal change
// of the text with one undo step, invalid values are refused at their field, problems appear beside their fields.
#include "canvasscene.h"
#include "canvaswidget.h"
#include "documenttab.h"
#include "mainwindow.h"
#include "outlinemodel.h"
#include "problemspanel.h"
#include "pipelinedocument.h"
#include "componentcache.h"
#include "properties/propertiespanel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTreeView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace pw;

namespace {

const char* const PrepComponent = R"(type: command
name: prep
version: 1
inputs:
  epochs:
    type: integer
    min: 1
    max: 100
    default: 5
  lr:
    type: number
    min: 0
    max: 1
  mode:
    type: string
    enum: [fast, full]
    default: fast
  shuffle:
    type: boolean
    default: false
outputs:
  out:
    type: uri_folder
command: python prep.py --epochs ${{inputs.epochs}} --lr ${{inputs.lr}} --out ${{outputs.out}}
environment: azureml:x@1
)";

const char* const Pipeline = R"($schema: https://azuremlschemas.azureedge.net/latest/pipelineJob.schema.json
type: pipeline
inputs:
  rounds: 3
settings:
  default_compute: azureml:cpu-cluster
jobs:
  prep:
    type: command
    component: ./prep.yml
    inputs:
      epochs: 10 # passes over the data
      lr: 0.01
    environment_variables:
      MODE: quick
  train:
    type: command
    component: ./prep.yml
    compute: azureml:gpu-cluster
    inputs:
      epochs: ${{parent.inputs.rounds}}
  score:
    type: parallel
    inputs:
      data: ${{parent.jobs.prep.outputs.out}}
    input_data: ${{inputs.data}}
    mini_batch_size: "10"
    max_concurrency_per_instance: 2
    retry_settings:
      max_retries: 3
      timeout: 60
    task:
      type: run_function
      code: ./src
      entry_script: score.py
      environment: azureml:x@1
)";

bool writeFile(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// replace the whole text of a line edit the way a user does: select all, then type
void retype(QLineEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

} // namespace

class TestProperties : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<PipelineDocument> m_doc;
    std::unique_ptr<PropertiesPanel> m_panel;
    QString m_path;

    QLineEdit* lineEdit(const QString& field)
    {
        return qobject_cast<QLineEdit*>(m_panel->editorFor(field));
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("prep.yml")), PrepComponent));
        m_path = m_dir.filePath(QStringLiteral("pipeline.yml"));
        QVERIFY(writeFile(m_path, Pipeline));
        m_doc = std::make_unique<PipelineDocument>();
        m_doc->setComponentCache(std::make_shared<ComponentCache>());
        QVERIFY(m_doc->load(m_path));
        QVERIFY(m_doc->spec().step(QStringLiteral("prep")));
        m_panel = std::make_unique<PropertiesPanel>();
        m_panel->resize(420, 900);
        m_panel->setDocument(m_doc.get());
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
        m_panel->activateWindow();
    }

    void cleanup()
    {
        m_panel.reset();
        m_doc.reset();
    }

    void selectingAStepFillsTheForm()
    {
        QVERIFY(!m_panel->editorFor(QStringLiteral("name")));
        m_panel->setStep(QStringLiteral("prep"));
        QCOMPARE(lineEdit(QStringLiteral("name"))->text(), QStringLiteral("prep"));
        QCOMPARE(lineEdit(QStringLiteral("inputs.epochs"))->text(), QStringLiteral("10"));
        QCOMPARE(lineEdit(QStringLiteral("inputs.lr"))->text(), QStringLiteral("0.01"));
        auto* mode = qobject_cast<QComboBox*>(m_panel->editorFor(QStringLiteral("inputs.mode")));
        QVERIFY(mode);
        QCOMPARE(mode->findText(QStringLiteral("full")), 2);
        QVERIFY(qobject_cast<QCheckBox*>(m_panel->editorFor(QStringLiteral("inputs.shuffle"))));
        auto* compute = qobject_cast<QComboBox*>(m_panel->editorFor(QStringLiteral("compute")));
        QVERIFY(compute);
        QCOMPARE(compute->currentIndex(), 0);
        QVERIFY(compute->currentText().contains(QStringLiteral("cpu-cluster")));
        auto* env = m_panel->findChild<QTableWidget*>(QStringLiteral("environmentTable"));
        QVERIFY(env);
        QCOMPARE(env->rowCount(), 1);
        QCOMPARE(env->item(0, 1)->text(), QStringLiteral("quick"));
        QVERIFY(!m_panel->editorFor(QStringLiteral("mini_batch_size"))); // not a parallel step

        m_panel->setStep(QStringLiteral("train"));
        QCOMPARE(lineEdit(QStringLiteral("inputs.epochs"))->text(), QStringLiteral("${{parent.inputs.rounds}}"));
        compute = qobject_cast<QComboBox*>(m_panel->editorFor(QStringLiteral("compute")));
        QCOMPARE(compute->currentIndex(), 3);
        QCOMPARE(m_panel->findChild<QLineEdit*>(QStringLiteral("computeName"))->text(), QStringLiteral("gpu-cluster"));
    }

    void editingAnIntegerChangesOnlyItsValue()
    {
        m_panel->setStep(QStringLiteral("prep"));
        QLineEdit* epochs = lineEdit(QStringLiteral("inputs.epochs"));
        const QByteArray before = m_doc->text();
        const int undoBefore = m_doc->undoStack()->count();
        retype(epochs, QStringLiteral("25"));
        QTest::qWait(20);
        // the form was not rebuilt under the user's hands
        QCOMPARE(QApplication::focusWidget(), epochs);
        QCOMPARE(lineEdit(QStringLiteral("inputs.epochs")), epochs);
        QCOMPARE(epochs->text(), QStringLiteral("25"));
        QByteArray expected = before;
        expected.replace("epochs: 10 # passes", "epochs: 25 # passes");
        QCOMPARE(m_doc->text(), expected);
        QCOMPARE(m_doc->undoStack()->count(), undoBefore + 1); // typing merged into one step
        QVERIFY(m_doc->save());
        QCOMPARE(readAll(m_path), expected);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->text(), before);
        QCOMPARE(lineEdit(QStringLiteral("inputs.epochs"))->text(), QStringLiteral("10"));
    }

    void outOfRangeIsRefusedAtTheField()
    {
        m_panel->setStep(QStringLiteral("prep"));
        const QByteArray before = m_doc->text();
        retype(lineEdit(QStringLiteral("inputs.epochs")), QStringLiteral("-3"));
        QVERIFY(!m_panel->messageFor(QStringLiteral("inputs.epochs")).isEmpty());
        QVERIFY(m_panel->editorFor(QStringLiteral("inputs.epochs"))->property("pwInvalid").toBool());
        QCOMPARE(m_doc->text(), before);
        retype(lineEdit(QStringLiteral("inputs.lr")), QStringLiteral("2"));
        QVERIFY(m_panel->messageFor(QStringLiteral("inputs.lr")).contains(QStringLiteral("0 to 1")));
        QCOMPARE(m_doc->text(), before);
        retype(lineEdit(QStringLiteral("inputs.lr")), QStringLiteral("abc"));
        QCOMPARE(m_doc->text(), before);
        // a valid value clears the message and is written
        retype(lineEdit(QStringLiteral("inputs.lr")), QStringLiteral("0.5"));
        QVERIFY(m_panel->messageFor(QStringLiteral("inputs.lr")).isEmpty());
        QVERIFY(m_doc->text().contains("lr: 0.5\n"));
    }

    void renamingUpdatesBindings()
    {
        m_panel->setStep(QStringLiteral("prep"));
        QLineEdit* name = lineEdit(QStringLiteral("name"));
        const QByteArray before = m_doc->text();
        retype(name, QStringLiteral("1bad"));
        QVERIFY(!m_panel->messageFor(QStringLiteral("name")).isEmpty());
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(m_doc->text(), before);
        retype(name, QStringLiteral("train"));
        QVERIFY(m_panel->messageFor(QStringLiteral("name")).contains(QStringLiteral("train")));
        retype(name, QStringLiteral("prepare"));
        QVERIFY(m_panel->messageFor(QStringLiteral("name")).isEmpty());
        QCOMPARE(m_doc->text(), before); // nothing written while typing
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(m_panel->step(), QStringLiteral("prepare"));
        QVERIFY(m_doc->spec().step(QStringLiteral("prepare")));
        QVERIFY(m_doc->text().contains("  prepare:\n"));
        QVERIFY(m_doc->text().contains("${{parent.jobs.prepare.outputs.out}}"));
        QVERIFY(!m_doc->text().contains("jobs.prep.outputs"));
    }

    void parallelSettings()
    {
        m_panel->setStep(QStringLiteral("score"));
        QLineEdit* mb = lineEdit(QStringLiteral("mini_batch_size"));
        QVERIFY(mb);
        QCOMPARE(mb->text(), QStringLiteral("10"));
        QCOMPARE(lineEdit(QStringLiteral("max_concurrency_per_instance"))->text(), QStringLiteral("2"));
        QCOMPARE(lineEdit(QStringLiteral("retry_settings.max_retries"))->text(), QStringLiteral("3"));
        QVERIFY(m_panel->editorFor(QStringLiteral("logging_level")));
        const QByteArray before = m_doc->text();
        retype(mb, QStringLiteral("20"));
        QByteArray expected = before;
        expected.replace("mini_batch_size: \"10\"", "mini_batch_size: \"20\"");
        QCOMPARE(m_doc->text(), expected);
        QTest::keyClicks(mb, QStringLiteral(" files"));
        QVERIFY(!m_panel->messageFor(QStringLiteral("mini_batch_size")).isEmpty());
        QCOMPARE(m_doc->text(), expected);
        QCOMPARE(m_doc->spec().step(QStringLiteral("score"))->parallel.miniBatchSize.value, QStringLiteral("20"));
        // thresholds: -1 is the lowest; timeout at most 259200 seconds
        retype(lineEdit(QStringLiteral("error_threshold")), QStringLiteral("-2"));
        QVERIFY(!m_panel->messageFor(QStringLiteral("error_threshold")).isEmpty());
        QCOMPARE(m_doc->text(), expected);
        // typed digit by digit: what fits is written, the value out of range is not
        retype(lineEdit(QStringLiteral("retry_settings.timeout")), QStringLiteral("300000"));
        QVERIFY(!m_panel->messageFor(QStringLiteral("retry_settings.timeout")).isEmpty());
        QCOMPARE(m_doc->spec().step(QStringLiteral("score"))->parallel.retryTimeout.value, QStringLiteral("30000"));
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->text(), expected);
        // a new key is written as an integer
        retype(lineEdit(QStringLiteral("mini_batch_error_threshold")), QStringLiteral("5"));
        if (!m_doc->text().contains("mini_batch_error_threshold: 5\n"))
            qWarning().noquote() << m_doc->text();
        QVERIFY(m_doc->text().contains("mini_batch_error_threshold: 5\n"));
        QCOMPARE(m_doc->spec().step(QStringLiteral("score"))->parallel.miniBatchErrorThreshold.value, QStringLiteral("5"));
    }

    void focusFieldAndProblems()
    {
        m_panel->setStep(QStringLiteral("train"));
        // train does not set lr, which has no default: the problem is shown at the lr field
        QVERIFY(!m_panel->messageFor(QStringLiteral("inputs.lr")).isEmpty());
        QVERIFY(m_panel->messageFor(QStringLiteral("inputs.epochs")).isEmpty());
        QVERIFY(m_panel->focusField(QStringLiteral("inputs.lr")));
        QCOMPARE(QApplication::focusWidget(), m_panel->editorFor(QStringLiteral("inputs.lr")));
        QVERIFY(!m_panel->focusField(QStringLiteral("inputs.nothing")));
    }

    void outputsAndCompute()
    {
        m_panel->setStep(QStringLiteral("prep"));
        auto* mode = qobject_cast<QComboBox*>(m_panel->editorFor(QStringLiteral("outputs.out.mode")));
        QVERIFY(mode);
        QLineEdit* path = lineEdit(QStringLiteral("outputs.out.path"));
        QVERIFY(path);
        retype(path, QStringLiteral("azureml://datastores/workspaceblobstore/paths/prep/"));
        QVERIFY(m_doc->text().contains("    outputs:\n      out:\n        path: "));
        QCOMPARE(m_doc->spec().step(QStringLiteral("prep"))->output(QStringLiteral("out"))->decl.path.value,
                 QStringLiteral("azureml://datastores/workspaceblobstore/paths/prep/"));

        // compute: a named cluster is written as azureml:<name>, the pipeline default removes the key
        const QByteArray before = m_doc->text();
        auto* compute = qobject_cast<QComboBox*>(m_panel->editorFor(QStringLiteral("compute")));
        compute->setCurrentIndex(1);
        Q_EMIT compute->activated(1);
        QCOMPARE(m_doc->spec().step(QStringLiteral("prep"))->compute.kind, ComputeRef::Kind::Serverless);
        m_panel->setFocus();
        compute = qobject_cast<QComboBox*>(m_panel->editorFor(QStringLiteral("compute")));
        compute->setCurrentIndex(3);
        Q_EMIT compute->activated(3);
        auto* name = m_panel->findChild<QLineEdit*>(QStringLiteral("computeName"));
        retype(name, QStringLiteral("9bad"));
        QVERIFY(!m_panel->messageFor(QStringLiteral("compute")).isEmpty());
        retype(name, QStringLiteral("gpu-a100"));
        QVERIFY(m_doc->text().contains("    compute: azureml:gpu-a100\n"));
        compute = qobject_cast<QComboBox*>(m_panel->editorFor(QStringLiteral("compute")));
        compute->setCurrentIndex(0);
        Q_EMIT compute->activated(0);
        QCOMPARE(m_doc->text(), before);
    }

    void readOnlyDisablesEditors()
    {
        m_panel->setStep(QStringLiteral("prep"));
        QVERIFY(m_panel->editorFor(QStringLiteral("inputs.epochs"))->isEnabled());
        m_panel->setReadOnly(true);
        QVERIFY(!m_panel->editorFor(QStringLiteral("inputs.epochs"))->isEnabled());
        QVERIFY(!m_panel->editorFor(QStringLiteral("name"))->isEnabled());
        m_panel->setReadOnly(false);
        QVERIFY(m_panel->editorFor(QStringLiteral("inputs.epochs"))->isEnabled());
    }

    void environmentVariables()
    {
        m_panel->setStep(QStringLiteral("prep"));
        auto* env = m_panel->findChild<QTableWidget*>(QStringLiteral("environmentTable"));
        const QByteArray before = m_doc->text();
        env->item(0, 1)->setText(QStringLiteral("thorough"));
        QByteArray expected = before;
        expected.replace("MODE: quick", "MODE: thorough");
        QCOMPARE(m_doc->text(), expected);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->text(), before);

        // add a variable, then remove both: the map goes with the last one
        QTest::mouseClick(m_panel->findChild<QPushButton*>(QStringLiteral("addEnvironmentVariable")), Qt::LeftButton);
        QCOMPARE(m_doc->spec().step(QStringLiteral("prep"))->environmentVariables.size(), 2);
        QVERIFY(m_doc->spec().step(QStringLiteral("prep"))->environmentVariables.contains(QStringLiteral("NAME")));
        for (int i = 0; i < 2; ++i) {
            env = m_panel->findChild<QTableWidget*>(QStringLiteral("environmentTable"));
            env->setCurrentCell(0, 1);
            QTest::mouseClick(m_panel->findChild<QPushButton*>(QStringLiteral("removeEnvironmentVariable")),
                              Qt::LeftButton);
        }
        QVERIFY(m_doc->spec().step(QStringLiteral("prep"))->environmentVariables.isEmpty());
        QVERIFY(!m_doc->text().contains("environment_variables"));
    }

    void readOnlyDocument()
    {
        // a file that is not UTF-8 is shown, never edited
        QByteArray text = Pipeline;
        text.replace("# passes over the data", "# passes \xff over the data");
        QVERIFY(writeFile(m_path, text));
        PipelineDocument doc;
        doc.setComponentCache(std::make_shared<ComponentCache>());
        QVERIFY(doc.load(m_path));
        QVERIFY(doc.isReadOnly());
        m_panel->setDocument(&doc);
        m_panel->setStep(QStringLiteral("prep"));
        // it is not read as a pipeline either, so there is nothing to edit
        QVERIFY(!m_panel->editorFor(QStringLiteral("inputs.epochs")));
        QVERIFY(!m_panel->findChild<QPushButton*>(QStringLiteral("addEnvironmentVariable")));
        QVERIFY(m_panel->findChild<QLabel*>(QStringLiteral("propertiesPlaceholder")));
        m_panel->setDocument(nullptr);
    }

    void mainWindowFollowsTheCanvas()
    {
        m_panel.reset();
        MainWindow w;
        w.setSavePrompt([](PipelineDocument*) { return QMessageBox::Discard; });
        QVERIFY(w.openFile(m_path));
        QVERIFY(w.propertiesDock());
        DocumentTab* tab = w.currentDocumentTab();
        QVERIFY(tab);
        QVERIFY(tab->canvas()->selectStep(QStringLiteral("score")));
        QCOMPARE(w.propertiesPanel()->step(), QStringLiteral("score"));
        QVERIFY(w.propertiesPanel()->editorFor(QStringLiteral("mini_batch_size")));
        QVERIFY(w.propertiesDock()->toggleViewAction());
        QVERIFY(w.findChild<QMenu*>(QStringLiteral("menuView"))->actions().contains(w.propertiesDock()->toggleViewAction()));

        // the outline drives the panel too
        const QModelIndex prep = w.outlineModel()->indexForPath({QStringLiteral("jobs"), QStringLiteral("prep")});
        QVERIFY(prep.isValid());
        w.outlineView()->setCurrentIndex(prep);
        QCOMPARE(w.propertiesPanel()->step(), QStringLiteral("prep"));

        // activating a problem selects the step and focuses its field
        w.resize(1500, 950);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        const auto problems = w.currentDocument()->diagnostics();
        auto it = std::find_if(problems.cbegin(), problems.cend(),
                               [](const Diagnostic& d) { return d.field == QLatin1String("inputs.lr"); });
        QVERIFY(it != problems.cend());
        Q_EMIT w.problemsPanel()->problemActivated(*it, it->file);
        QCOMPARE(tab->canvas()->rootScene()->selectedStepNames(), QStringList {QStringLiteral("train")});
        QCOMPARE(w.propertiesPanel()->step(), QStringLiteral("train"));
        QCOMPARE(w.focusWidget(), w.propertiesPanel()->editorFor(QStringLiteral("inputs.lr")));

        // a picture to look at: PW_PROPERTIES_SCREENSHOT=<folder> (under xvfb with QT_QPA_PLATFORM=xcb)
        const QString out = qEnvironmentVariable("PW_PROPERTIES_SCREENSHOT");
        if (!out.isEmpty()) {
            QTest::qWait(300);
            QVERIFY(w.grab().save(out + QStringLiteral("/properties-problem.png")));
            QVERIFY(w.openFile(QStringLiteral(PW_SOURCE_DIR "/resources/workspace/pipelines/batch_score_pipeline.yml")));
            QVERIFY(w.currentDocumentTab()->canvas()->selectStep(QStringLiteral("batch_score")));
            QTest::qWait(300);
            QVERIFY(w.grab().save(out + QStringLiteral("/properties-parallel.png")));
            QVERIFY(w.currentDocumentTab()->canvas()->selectStep(QStringLiteral("train")));
            QTest::qWait(300);
            QVERIFY(w.grab().save(out + QStringLiteral("/properties-command.png")));
        }
    }
};

QTEST_MAIN(TestProperties)
#include "tst_properties.moc"
