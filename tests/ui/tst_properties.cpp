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
#include "testfiles.h"
#include "componentcache.h"
#include "pictures.h"
#include "properties/propertiespanel.h"
#include "undostack.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QDir>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QScrollArea>
#include <QScrollBar>
#include <QWheelEvent>

using namespace pw;
using pw::test::readAll;
using pw::test::writeAll;

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
    outputs:
      scores:
        type: uri_file
        mode: rw_mount
    task:
      type: run_function
      code: ./src
      entry_script: score.py
      environment: azureml:x@1
  fit:
    type: command
    command: python fit.py --data ${{inputs.data}}
    code: ./src
    environment: azureml:sklearn@latest
    inputs:
      data: ${{parent.jobs.prep.outputs.out}}
    resources:
      instance_count: 2
)";

bool writeFile(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

// replace the whole text of a line edit the way a user does: select all, then type
void retype(QLineEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

// the same in a multi-line editor; "\n" is typed as Return
void retype(QPlainTextEdit* edit, const QString& text)
{
    edit->setFocus();
    edit->selectAll();
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            QTest::keyClick(edit, Qt::Key_Return);
        QTest::keyClicks(edit, lines.at(i));
    }
}

// empty a field and leave it, the way a user removes a value
void clearAndLeave(QWidget* edit, QWidget* elsewhere)
{
    edit->setFocus();
    if (auto* le = qobject_cast<QLineEdit*>(edit))
        le->selectAll();
    else if (auto* pe = qobject_cast<QPlainTextEdit*>(edit))
        pe->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    elsewhere->setFocus();
    QTest::qWait(0);
}

// visible parts of the form (texts, editors, buttons) that cover one another, neither inside the other ("a | b"),
// or that are given less height than they need to be drawn whole ("a: 20 < 36"): a text squeezed into too little
// height is drawn over what is around it
QStringList overlappingWidgets(QWidget* panel)
{
    QList<QWidget*> shown;
    for (QWidget* w : panel->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->isWindow() || w->width() <= 0 || w->height() <= 0)
            continue;
        // the parts of an editor (the clear button of a line edit) are the editor's business
        bool part = false;
        for (QWidget* up = w->parentWidget(); up && up != panel && !part; up = up->parentWidget())
            part = qobject_cast<QLineEdit*>(up) || qobject_cast<QComboBox*>(up) || qobject_cast<QPlainTextEdit*>(up)
                || qobject_cast<QAbstractItemView*>(up);
        if (part)
            continue;
        if (qobject_cast<QLabel*>(w) || qobject_cast<QLineEdit*>(w) || qobject_cast<QComboBox*>(w)
            || qobject_cast<QAbstractButton*>(w) || qobject_cast<QPlainTextEdit*>(w) || qobject_cast<QTableWidget*>(w))
            shown << w;
    }
    auto name = [](const QWidget* w) -> QString {
        const QLabel* l = qobject_cast<const QLabel*>(w);
        const QString what = l ? QStringLiteral("\"%1\"").arg(l->text().left(30)) : w->objectName() + w->accessibleName();
        return QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') + what;
    };
    QStringList out;
    for (const QWidget* w : std::as_const(shown)) {
        const int needed = w->hasHeightForWidth() ? w->heightForWidth(w->width()) : w->minimumSizeHint().height();
        if (w->height() < needed)
            out << QStringLiteral("%1: %2 < %3").arg(name(w)).arg(w->height()).arg(needed);
    }
    for (qsizetype i = 0; i < shown.size(); ++i) {
        const QRect a(shown[i]->mapTo(panel, QPoint()), shown[i]->size());
        for (qsizetype j = i + 1; j < shown.size(); ++j) {
            if (shown[i]->isAncestorOf(shown[j]) || shown[j]->isAncestorOf(shown[i]))
                continue;
            const QRect b(shown[j]->mapTo(panel, QPoint()), shown[j]->size());
            if (a.intersects(b))
                out << name(shown[i]) + QStringLiteral(" | ") + name(shown[j]);
        }
    }
    return out;
}

// a turn of the mouse wheel over a widget, as the window system delivers it (one notch; negative: towards the user)
bool turnWheel(QWidget* w, int notches)
{
    const QPointF at = QRectF(w->rect()).center();
    QWheelEvent wheel(at, w->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &wheel);
    return wheel.isAccepted();
}

// where two texts part, for a readable failure
QByteArray firstDifference(const QByteArray& actual, const QByteArray& expected)
{
    const QList<QByteArray> a = actual.split('\n'), e = expected.split('\n');
    for (qsizetype i = 0; i < qMax(a.size(), e.size()); ++i)
        if (a.value(i) != e.value(i))
            return "line " + QByteArray::number(i + 1) + ": actual \"" + a.value(i) + "\", expected \"" + e.value(i)
                + "\"";
    return QByteArray();
}

} // namespace

// compares document texts byte for byte, naming the first line that differs
#define QCOMPARE_TEXT(actual, expected)                                                                                \
    do {                                                                                                               \
        const QByteArray a_ = (actual), e_ = (expected);                                                               \
        QVERIFY2(a_ == e_, firstDifference(a_, e_).constData());                                                       \
    } while (false)

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
    QPlainTextEdit* plainEdit(const QString& field)
    {
        return qobject_cast<QPlainTextEdit*>(m_panel->editorFor(field));
    }
    QComboBox* combo(const QString& field)
    {
        return qobject_cast<QComboBox*>(m_panel->editorFor(field));
    }
    // a key pressed in a choice, as a user picks with the keyboard
    void pick(const QString& field, int key)
    {
        QComboBox* c = combo(field);
        QVERIFY2(c, qPrintable(field));
        c->setFocus();
        QTest::keyClick(c, Qt::Key(key));
        QTest::qWait(0); // choices that add fields rebuild the form
    }
    void pick(const QString& field, const QString& typed)
    {
        QComboBox* c = combo(field);
        QVERIFY2(c, qPrintable(field));
        c->setFocus();
        QTest::keyClicks(c, typed);
        QTest::qWait(0);
    }
    QByteArray undoAll(int to)
    {
        while (m_doc->undoStack()->index() > to)
            m_doc->undoStack()->undo();
        return m_doc->text();
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("prep.yml")), PrepComponent));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("src")));
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("src/score.py")), "def init():\n    pass\n"));
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
        // typing and focus go to the active window (on a real display it is not active at once)
        QVERIFY(QTest::qWaitForWindowActive(m_panel.get()));
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

    // an empty field shows the value in effect from the step's component (the resolved step both backends read),
    // else the service's default
    void emptyFieldsShowTheValueInEffect()
    {
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(QStringLiteral("train.yml")),
                          "type: command\ncommand: echo\nenvironment: azureml:e:1\nresources:\n  instance_count: 3\n"
                          "  instance_type: Standard_NC6s_v3\n"));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("score.yml")),
                          "type: parallel\ninputs:\n  files:\n    type: uri_folder\ninput_data: ${{inputs.files}}\n"
                          "mini_batch_size: 10kb\nerror_threshold: 5\nlogging_level: DEBUG\nretry_settings:\n  max_retries: 4\n"
                          "task:\n  type: run_function\n  code: .\n  entry_script: score.py\n  environment: azureml:e:1\n"));
        const QString file = dir.filePath(QStringLiteral("p.yml"));
        QVERIFY(writeFile(file, "type: pipeline\njobs:\n  train:\n    component: ./train.yml\n"
                                "  score:\n    type: parallel\n    component: ./score.yml\n    inputs:\n      files: ./data\n"
                                "  plain:\n    command: echo\n    environment: azureml:e:1\n"));
        PipelineDocument doc;
        doc.setComponentCache(std::make_shared<ComponentCache>());
        QVERIFY(doc.load(file));
        m_panel->setDocument(&doc);
        m_panel->setStep(QStringLiteral("train"));
        QCOMPARE(lineEdit(QStringLiteral("resources.instance_count"))->text(), QString());
        QCOMPARE(lineEdit(QStringLiteral("resources.instance_count"))->placeholderText(), QStringLiteral("component: 3"));
        QCOMPARE(lineEdit(QStringLiteral("resources.instance_type"))->placeholderText(), QStringLiteral("component: Standard_NC6s_v3"));
        m_panel->setStep(QStringLiteral("plain"));
        QCOMPARE(lineEdit(QStringLiteral("resources.instance_count"))->placeholderText(), QStringLiteral("default: 1"));
        m_panel->setStep(QStringLiteral("score"));
        QCOMPARE(lineEdit(QStringLiteral("mini_batch_size"))->placeholderText(), QStringLiteral("component: 10kb"));
        QCOMPARE(lineEdit(QStringLiteral("input_data"))->placeholderText(), QStringLiteral("component: ${{inputs.files}}"));
        QCOMPARE(lineEdit(QStringLiteral("error_threshold"))->placeholderText(), QStringLiteral("component: 5"));
        QCOMPARE(lineEdit(QStringLiteral("retry_settings.max_retries"))->placeholderText(), QStringLiteral("component: 4"));
        QCOMPARE(lineEdit(QStringLiteral("mini_batch_error_threshold"))->placeholderText(), QStringLiteral("default: -1"));
        QCOMPARE(combo(QStringLiteral("logging_level"))->itemText(0), QStringLiteral("(not set: DEBUG from the component)"));
        QTemporaryDir pictures;
        QTest::qWait(50);
        QCOMPARE(test::savePicture(m_panel->findChild<QWidget*>(QStringLiteral("propertiesContent")),
                                   test::pictureFolder("PW_PROPERTIES_SCREENSHOT", pictures), QStringLiteral("properties-in-effect.png")),
                 QString());
        m_panel->setDocument(m_doc.get());
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

    void choosingANamedClusterKeepsTheFormApart()
    {
        // the cluster name appears under the choice; the texts below move down instead of covering the fields
        m_panel->resize(360, 900);
        m_panel->setStep(QStringLiteral("prep"));
        QTest::qWait(0);
        QVERIFY2(overlappingWidgets(m_panel.get()).isEmpty(),
                 qPrintable(overlappingWidgets(m_panel.get()).join(QStringLiteral("; "))));
        auto* compute = qobject_cast<QComboBox*>(m_panel->editorFor(QStringLiteral("compute")));
        QVERIFY(compute);
        compute->setCurrentIndex(3);
        Q_EMIT compute->activated(3);
        auto* name = m_panel->findChild<QLineEdit*>(QStringLiteral("computeName"));
        QVERIFY(name);
        QTRY_VERIFY(name->isVisible());
        QTest::qWait(50);
        QVERIFY2(overlappingWidgets(m_panel.get()).isEmpty(),
                 qPrintable(overlappingWidgets(m_panel.get()).join(QStringLiteral("; "))));
        // a message that appears under it (a name that is not valid) makes room for itself too
        retype(name, QStringLiteral("9bad"));
        QVERIFY(!m_panel->messageFor(QStringLiteral("compute")).isEmpty());
        QTest::qWait(50);
        QVERIFY2(overlappingWidgets(m_panel.get()).isEmpty(),
                 qPrintable(overlappingWidgets(m_panel.get()).join(QStringLiteral("; "))));
        // and when it goes again
        compute->setCurrentIndex(1);
        Q_EMIT compute->activated(1);
        QTest::qWait(50);
        QVERIFY(!name->isVisible());
        QVERIFY2(overlappingWidgets(m_panel.get()).isEmpty(),
                 qPrintable(overlappingWidgets(m_panel.get()).join(QStringLiteral("; "))));
        // a step that names its cluster shows the field from the start, at any width
        for (const int width : {300, 420, 600}) {
            m_panel->resize(width, 700);
            m_panel->setStep(QStringLiteral("train"));
            QTest::qWait(50);
            QVERIFY(m_panel->findChild<QLineEdit*>(QStringLiteral("computeName"))->isVisible());
            QVERIFY2(overlappingWidgets(m_panel.get()).isEmpty(),
                     qPrintable(QString::number(width) + QStringLiteral(": ")
                                + overlappingWidgets(m_panel.get()).join(QStringLiteral("; "))));
        }
    }

    void bindingsGetTheWidthOfTheDock()
    {
        // in a dock as narrow as the studio's, an input's value goes under its name and takes the width: a binding
        // such as ${{parent.inputs.rounds}} can be read whole
        m_panel->resize(280, 900);
        m_panel->setStep(QStringLiteral("train"));
        QTest::qWait(50);
        QLineEdit* epochs = lineEdit(QStringLiteral("inputs.epochs"));
        QVERIFY(epochs && epochs->isVisible());
        const QRect field(epochs->mapTo(m_panel.get(), QPoint(0, 0)), epochs->size());
        QVERIFY2(field.width() >= epochs->fontMetrics().horizontalAdvance(epochs->text()),
                 qPrintable(QStringLiteral("the field is %1 px wide for \"%2\"").arg(field.width()).arg(epochs->text())));
        QVERIFY2(overlappingWidgets(m_panel.get()).isEmpty(),
                 qPrintable(overlappingWidgets(m_panel.get()).join(QStringLiteral("; "))));
    }

    void wheelOverAFieldScrollsThePanel()
    {
        // a short dock: the form scrolls
        m_panel->resize(380, 300);
        m_panel->setStep(QStringLiteral("prep"));
        QTest::qWait(50);
        auto* scroll = m_panel->findChild<QScrollArea*>();
        QVERIFY(scroll);
        QScrollBar* bar = scroll->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        // a choice somewhere down the form, not being edited
        QComboBox* mode = combo(QStringLiteral("inputs.mode"));
        QVERIFY(mode);
        QCOMPARE(mode->focusPolicy(), Qt::StrongFocus); // a wheel does not give it the focus either
        scroll->ensureWidgetVisible(mode);
        QTest::qWait(0);
        m_panel->setFocus();
        QVERIFY(!mode->hasFocus());
        const QByteArray before = m_doc->text();
        const int index = mode->currentIndex();
        const int top = bar->value();
        QVERIFY(turnWheel(mode, -1));
        QCOMPARE(mode->currentIndex(), index);
        QCOMPARE(m_doc->text(), before);
        QVERIFY(!m_doc->isModified());
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QVERIFY2(bar->value() > top || top == bar->maximum(), "the panel did not scroll");
        // up again
        const int down = bar->value();
        QVERIFY(turnWheel(mode, 1));
        QCOMPARE(mode->currentIndex(), index);
        QVERIFY(bar->value() < down || down == 0);
        // every choice and number of the form behaves so
        for (QComboBox* c : m_panel->findChildren<QComboBox*>()) {
            QCOMPARE(c->focusPolicy(), Qt::StrongFocus);
            const int at = c->currentIndex();
            turnWheel(c, -1);
            turnWheel(c, 1);
            turnWheel(c, 1);
            QCOMPARE(c->currentIndex(), at);
        }
        for (QAbstractSpinBox* spin : m_panel->findChildren<QAbstractSpinBox*>()) {
            const QString text = spin->text();
            turnWheel(spin, 1);
            QCOMPARE(spin->text(), text);
        }
        QCOMPARE(m_doc->text(), before);
        // a field being edited takes the wheel as usual
        mode->setFocus();
        QVERIFY(mode->hasFocus());
        turnWheel(mode, mode->currentIndex() + 1 < mode->count() ? -1 : 1);
        QVERIFY(mode->currentIndex() != index);
        QVERIFY(m_doc->text() != before);
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

    void sharedMemoryAndDockerArguments()
    {
        m_panel->setStep(QStringLiteral("fit"));
        const QByteArray before = m_doc->text();
        const int undoBefore = m_doc->undoStack()->index();
        QLineEdit* shm = lineEdit(QStringLiteral("resources.shm_size"));
        QVERIFY(shm);
        QVERIFY(!shm->whatsThis().isEmpty());
        // invalid sizes are refused at the field and never written
        for (const QString& bad : {QStringLiteral("16 GB"), QStringLiteral("16"), QStringLiteral("0g"), QStringLiteral("2.5g")}) {
            retype(shm, bad);
            QVERIFY2(!m_panel->messageFor(QStringLiteral("resources.shm_size")).isEmpty(), qPrintable(bad));
            QVERIFY(shm->property("pwInvalid").toBool());
            QCOMPARE_TEXT(m_doc->text(), before);
        }
        retype(shm, QStringLiteral("16g"));
        QVERIFY(m_panel->messageFor(QStringLiteral("resources.shm_size")).isEmpty());
        QByteArray expected = before;
        expected.replace("      instance_count: 2\n", "      instance_count: 2\n      shm_size: 16g\n");
        QCOMPARE_TEXT(m_doc->text(), expected);
        QCOMPARE(m_doc->undoStack()->index(), undoBefore + 1); // the typing is one undo step
        QCOMPARE(m_doc->spec().step(QStringLiteral("fit"))->shmSize.value, QStringLiteral("16g"));
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);
        m_doc->undoStack()->redo();
        m_panel->setFocus();
        QTest::qWait(0);
        // an upper-case unit is fine too; clearing the field removes the key again
        retype(lineEdit(QStringLiteral("resources.shm_size")), QStringLiteral("8G"));
        QVERIFY(m_doc->text().contains("      shm_size: 8G\n"));
        clearAndLeave(lineEdit(QStringLiteral("resources.shm_size")), m_panel.get());
        QCOMPARE_TEXT(m_doc->text(), before);

        QLineEdit* docker = lineEdit(QStringLiteral("resources.docker_args"));
        QVERIFY(docker);
        retype(docker, QStringLiteral("\"--env A=1"));
        QVERIFY(m_panel->messageFor(QStringLiteral("resources.docker_args")).contains(QStringLiteral("quotation")));
        QCOMPARE_TEXT(m_doc->text(), before);
        const int index = m_doc->undoStack()->index();
        retype(docker, QStringLiteral("--ipc=host"));
        expected = before;
        expected.replace("      instance_count: 2\n", "      instance_count: 2\n      docker_args: --ipc=host\n");
        QCOMPARE_TEXT(m_doc->text(), expected);
        QCOMPARE(m_doc->undoStack()->index(), index + 1);
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);
    }

    void queueSettings()
    {
        m_panel->setStep(QStringLiteral("fit"));
        const QByteArray before = m_doc->text();
        QComboBox* tier = combo(QStringLiteral("queue_settings.job_tier"));
        QVERIFY(tier);
        QVERIFY(tier->whatsThis().contains(QStringLiteral("preempt")));
        pick(QStringLiteral("queue_settings.job_tier"), Qt::Key_Down);
        QCOMPARE_TEXT(m_doc->text(), before + "    queue_settings:\n      job_tier: Spot\n");
        QCOMPARE(m_doc->spec().step(QStringLiteral("fit"))->jobTier.value, QStringLiteral("Spot"));
        pick(QStringLiteral("queue_settings.priority"), QStringLiteral("h"));
        QCOMPARE_TEXT(m_doc->text(), before + "    queue_settings:\n      job_tier: Spot\n      priority: high\n");
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);
        // "not set" removes the key and the map it leaves empty
        m_panel->setFocus();
        QTest::qWait(0);
        pick(QStringLiteral("queue_settings.job_tier"), Qt::Key_Down);
        m_panel->setFocus();
        QTest::qWait(0);
        pick(QStringLiteral("queue_settings.job_tier"), Qt::Key_Home);
        QCOMPARE_TEXT(m_doc->text(), before);
        // whose credentials it uses: written under identity, explained, refused values named by the validator
        QComboBox* identity = combo(QStringLiteral("identity.type"));
        QVERIFY(identity);
        QVERIFY(identity->whatsThis().contains(QStringLiteral("credential passthrough")));
        pick(QStringLiteral("identity.type"), Qt::Key_Down);
        QCOMPARE_TEXT(m_doc->text(), before + "    identity:\n      type: user_identity\n");
        QCOMPARE(m_doc->spec().step(QStringLiteral("fit"))->identityType.value, QStringLiteral("user_identity"));
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);
        // a local step has no queue: the choices are not offered
        QVERIFY(m_doc->setScalar({QStringLiteral("jobs"), QStringLiteral("fit"), QStringLiteral("compute")}, QStringLiteral("local")));
        QVERIFY(!m_panel->editorFor(QStringLiteral("queue_settings.job_tier")));
        QVERIFY(!m_panel->editorFor(QStringLiteral("resources.shm_size")));
    }

    void kubernetesInstanceType()
    {
        // train runs on gpu-cluster; as long as its kind is unknown the instance type is generic
        m_panel->setStep(QStringLiteral("train"));
        const QByteArray before = m_doc->text();
        QLineEdit* type = lineEdit(QStringLiteral("resources.instance_type"));
        QVERIFY(type);
        QVERIFY(!type->whatsThis().contains(QStringLiteral("kubectl")));
        retype(type, QStringLiteral("Standard_NC6"));
        QVERIFY(m_panel->messageFor(QStringLiteral("resources.instance_type")).isEmpty());
        QByteArray expected = before;
        expected.replace("      epochs: ${{parent.inputs.rounds}}\n",
                         "      epochs: ${{parent.inputs.rounds}}\n    resources:\n      instance_type: Standard_NC6\n");
        QCOMPARE_TEXT(m_doc->text(), expected);
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);

        // on a Kubernetes compute it names an instance type of the cluster, which sets requests and limits
        m_panel->setFocus();
        QTest::qWait(0);
        m_panel->setComputeKinds({{QStringLiteral("gpu-cluster"), QStringLiteral("Kubernetes")}});
        type = lineEdit(QStringLiteral("resources.instance_type"));
        QVERIFY(type->whatsThis().contains(QStringLiteral("kubectl get instancetype")));
        QVERIFY(type->whatsThis().contains(QStringLiteral("limit")));
        QCOMPARE(type->placeholderText(), QStringLiteral("defaultinstancetype"));
        QVERIFY(!m_panel->editorFor(QStringLiteral("queue_settings.job_tier"))); // no VM tier on a cluster of one's own
        QVERIFY(m_panel->editorFor(QStringLiteral("queue_settings.priority")));
        retype(type, QStringLiteral("Standard_NC6"));
        QVERIFY(m_panel->messageFor(QStringLiteral("resources.instance_type")).contains(QStringLiteral("lower-case")));
        QCOMPARE_TEXT(m_doc->text(), before);
        retype(type, QStringLiteral("gpu-large"));
        QVERIFY(m_panel->messageFor(QStringLiteral("resources.instance_type")).isEmpty());
        expected.replace("Standard_NC6", "gpu-large");
        QCOMPARE_TEXT(m_doc->text(), expected);
        QCOMPARE(m_doc->spec().step(QStringLiteral("train"))->instanceType.value, QStringLiteral("gpu-large"));
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);
    }

    void timeLimit()
    {
        m_panel->setStep(QStringLiteral("fit"));
        const QByteArray before = m_doc->text();
        const int undoBefore = m_doc->undoStack()->index();
        QVERIFY(lineEdit(QStringLiteral("limits.timeout")));
        for (const QString& bad : {QStringLiteral("0"), QStringLiteral("-5"), QStringLiteral("1h")}) {
            retype(lineEdit(QStringLiteral("limits.timeout")), bad);
            QVERIFY2(!m_panel->messageFor(QStringLiteral("limits.timeout")).isEmpty(), qPrintable(bad));
            QVERIFY(!m_doc->text().contains(QByteArray(QByteArray("timeout: ") + bad.toUtf8())));
            // what was valid while typing ("1" of "1h") is written, the rest is not
            QCOMPARE_TEXT(undoAll(undoBefore), before);
        }
        retype(lineEdit(QStringLiteral("limits.timeout")), QStringLiteral("3600"));
        QCOMPARE_TEXT(m_doc->text(), before + "    limits:\n      timeout: 3600\n");
        QCOMPARE(m_doc->undoStack()->index(), undoBefore + 1);
        QCOMPARE(m_doc->spec().step(QStringLiteral("fit"))->timeout.value, QStringLiteral("3600"));
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);
        m_doc->undoStack()->redo();
        m_panel->setFocus();
        QTest::qWait(0);
        // an existing value is changed in place, and clearing it takes `limits:` with it
        retype(lineEdit(QStringLiteral("limits.timeout")), QStringLiteral("60"));
        QCOMPARE_TEXT(m_doc->text(), before + "    limits:\n      timeout: 60\n");
        clearAndLeave(lineEdit(QStringLiteral("limits.timeout")), m_panel.get());
        QCOMPARE_TEXT(m_doc->text(), before);
        // parallel steps have their own timeout (retry_settings.timeout)
        m_panel->setStep(QStringLiteral("score"));
        QVERIFY(!m_panel->editorFor(QStringLiteral("limits.timeout")));
    }

    void distribution()
    {
        m_panel->setStep(QStringLiteral("fit"));
        const QByteArray before = m_doc->text();
        QVERIFY(combo(QStringLiteral("distribution.type")));
        QVERIFY(!m_panel->editorFor(QStringLiteral("distribution.process_count_per_instance")));
        pick(QStringLiteral("distribution.type"), QStringLiteral("P"));
        QCOMPARE_TEXT(m_doc->text(), before + "    distribution:\n      type: pytorch\n");
        QLineEdit* processes = lineEdit(QStringLiteral("distribution.process_count_per_instance"));
        QVERIFY(processes);
        QVERIFY(!m_panel->editorFor(QStringLiteral("distribution.worker_count")));
        retype(processes, QStringLiteral("0"));
        QVERIFY(m_panel->messageFor(QStringLiteral("distribution.process_count_per_instance")).contains(QStringLiteral("1 or more")));
        QCOMPARE_TEXT(m_doc->text(), before + "    distribution:\n      type: pytorch\n");
        const int index = m_doc->undoStack()->index();
        retype(processes, QStringLiteral("4"));
        const QByteArray pytorch = before + "    distribution:\n      type: pytorch\n      process_count_per_instance: 4\n";
        QCOMPARE_TEXT(m_doc->text(), pytorch);
        QCOMPARE(m_doc->undoStack()->index(), index + 1);

        // TensorFlow counts workers and parameter servers: the process count goes, in the same undo step
        pick(QStringLiteral("distribution.type"), QStringLiteral("T"));
        QCOMPARE_TEXT(m_doc->text(), before + "    distribution:\n      type: tensorflow\n");
        QCOMPARE(m_doc->undoStack()->index(), index + 2);
        QVERIFY(!m_panel->editorFor(QStringLiteral("distribution.process_count_per_instance")));
        QLineEdit* workers = lineEdit(QStringLiteral("distribution.worker_count"));
        QVERIFY(workers);
        retype(workers, QStringLiteral("0"));
        QVERIFY(!m_panel->messageFor(QStringLiteral("distribution.worker_count")).isEmpty());
        retype(workers, QStringLiteral("3"));
        retype(lineEdit(QStringLiteral("distribution.parameter_server_count")), QStringLiteral("-1"));
        QVERIFY(!m_panel->messageFor(QStringLiteral("distribution.parameter_server_count")).isEmpty());
        retype(lineEdit(QStringLiteral("distribution.parameter_server_count")), QStringLiteral("0"));
        QCOMPARE(m_doc->text(),
                 before + "    distribution:\n      type: tensorflow\n      worker_count: 3\n      parameter_server_count: 0\n");
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), pytorch);
        m_panel->setFocus();
        QTest::qWait(0);
        // none: the whole distribution goes
        pick(QStringLiteral("distribution.type"), Qt::Key_Home);
        QCOMPARE_TEXT(m_doc->text(), before);
    }

    void commandStepDefinedInline()
    {
        m_panel->setStep(QStringLiteral("fit"));
        const QByteArray before = m_doc->text();
        QPlainTextEdit* command = plainEdit(QStringLiteral("command"));
        QVERIFY(command);
        QCOMPARE(command->toPlainText(), QStringLiteral("python fit.py --data ${{inputs.data}}"));
        QVERIFY(command->tabChangesFocus());
        const int index = m_doc->undoStack()->index();
        retype(command, QStringLiteral("python fit.py ${{inputs.data"));
        QVERIFY(m_panel->messageFor(QStringLiteral("command")).contains(QStringLiteral("}}")));
        QVERIFY(!m_doc->text().contains("${{inputs.data\n"));
        QCOMPARE_TEXT(undoAll(index), before);
        command = plainEdit(QStringLiteral("command")); // the form was refreshed by the undo
        retype(command, QStringLiteral("python fit.py \\\n--data ${{inputs.data}}"));
        QVERIFY(m_panel->messageFor(QStringLiteral("command")).isEmpty());
        QByteArray expected = before;
        expected.replace("    command: python fit.py --data ${{inputs.data}}\n",
                         "    command: |-\n      python fit.py \\\n      --data ${{inputs.data}}\n");
        QCOMPARE_TEXT(m_doc->text(), expected);
        QCOMPARE(m_doc->undoStack()->index(), index + 1);
        QCOMPARE(m_doc->spec().step(QStringLiteral("fit"))->command.value,
                 QStringLiteral("python fit.py \\\n--data ${{inputs.data}}"));
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);

        // code: a folder that is not there is written, with a warning beside the field
        m_panel->setFocus();
        QTest::qWait(0);
        QLineEdit* code = lineEdit(QStringLiteral("code"));
        QVERIFY(code);
        QVERIFY(m_panel->messageFor(QStringLiteral("code")).isEmpty());
        retype(code, QStringLiteral("./missing"));
        QVERIFY(m_doc->text().contains("    code: ./missing\n"));
        QVERIFY(m_panel->messageFor(QStringLiteral("code")).contains(QStringLiteral("missing")));
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);
        // Browse… writes the folder relative to the pipeline file
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("train/code")));
        QString asked;
        m_panel->setPathChooser([&](const QString&, const QString& start, const QString&, bool folder) {
            asked = start;
            return folder ? m_dir.filePath(QStringLiteral("train/code")) : QString();
        });
        auto* browse = m_panel->findChild<QPushButton*>(QStringLiteral("browse:code"));
        QVERIFY(browse);
        QTest::mouseClick(browse, Qt::LeftButton);
        QCOMPARE(QDir(asked).canonicalPath(), QDir(m_dir.filePath(QStringLiteral("src"))).canonicalPath());
        expected = before;
        expected.replace("    code: ./src\n    environment:", "    code: ./train/code\n    environment:");
        QCOMPARE_TEXT(m_doc->text(), expected);
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);
    }

    void environmentReferenceAndCondaFile()
    {
        m_panel->setStep(QStringLiteral("fit"));
        const QByteArray before = m_doc->text();
        QLineEdit* env = lineEdit(QStringLiteral("environment"));
        QVERIFY(env);
        retype(env, QStringLiteral("sklearn-env"));
        QVERIFY(m_panel->messageFor(QStringLiteral("environment")).contains(QStringLiteral("azureml:")));
        QCOMPARE_TEXT(m_doc->text(), before);
        retype(env, QStringLiteral("azureml:sklearn-env:3"));
        QByteArray expected = before;
        expected.replace("    environment: azureml:sklearn@latest\n", "    environment: azureml:sklearn-env:3\n");
        QCOMPARE_TEXT(m_doc->text(), expected);
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);

        // a conda file picked with Browse… makes an inline environment on the default image, in one undo step
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("envs")));
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("envs/conda.yml")),
                          "name: fit\nchannels:\n  - conda-forge\ndependencies:\n  - python=3.10\n  - scikit-learn\n"));
        QString pick = m_dir.filePath(QStringLiteral("envs/conda.yml"));
        m_panel->setPathChooser([&](const QString&, const QString&, const QString&, bool) { return pick; });
        const int index = m_doc->undoStack()->index();
        QTest::mouseClick(m_panel->findChild<QPushButton*>(QStringLiteral("browse:environment")), Qt::LeftButton);
        expected = before;
        expected.replace("    environment: azureml:sklearn@latest\n",
                         "    environment:\n      image: mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu20.04:latest\n"
                         "      conda_file: ./envs/conda.yml\n");
        QCOMPARE_TEXT(m_doc->text(), expected);
        QCOMPARE(m_doc->undoStack()->index(), index + 1);
        QLineEdit* image = lineEdit(QStringLiteral("environment.image"));
        QVERIFY(image);
        QVERIFY(lineEdit(QStringLiteral("environment.conda_file")));
        QVERIFY(m_panel->messageFor(QStringLiteral("environment.conda_file")).isEmpty());

        // an environment definition: its image, and its conda file relative to this pipeline
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("envs/env.yml")),
                          "$schema: https://azuremlschemas.azureedge.net/latest/environment.schema.json\nname: fit\n"
                          "image: mcr.microsoft.com/azureml/curated/sklearn:1\nconda_file: conda.yml\n"));
        pick = m_dir.filePath(QStringLiteral("envs/env.yml"));
        QTest::mouseClick(m_panel->findChild<QPushButton*>(QStringLiteral("browse:environment.conda_file")), Qt::LeftButton);
        QByteArray second = expected;
        second.replace("openmpi4.1.0-ubuntu20.04:latest", "curated/sklearn:1");
        QCOMPARE_TEXT(m_doc->text(), second);
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), expected);

        // a file that is neither is refused, with its name
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("envs/other.yml")), "foo: 1\n"));
        pick = m_dir.filePath(QStringLiteral("envs/other.yml"));
        QTest::mouseClick(m_panel->findChild<QPushButton*>(QStringLiteral("browse:environment.conda_file")), Qt::LeftButton);
        QVERIFY(m_panel->messageFor(QStringLiteral("environment.conda_file")).contains(QStringLiteral("other.yml")));
        QCOMPARE_TEXT(m_doc->text(), expected);

        // clearing the image and the conda file removes the inline environment
        clearAndLeave(lineEdit(QStringLiteral("environment.conda_file")), m_panel.get());
        clearAndLeave(lineEdit(QStringLiteral("environment.image")), m_panel.get());
        expected = before;
        expected.replace("    environment: azureml:sklearn@latest\n", "");
        QCOMPARE_TEXT(m_doc->text(), expected);
        QVERIFY(lineEdit(QStringLiteral("environment")));
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);
    }

    void descriptionDeterministicAndTags()
    {
        m_panel->setStep(QStringLiteral("fit"));
        const QByteArray before = m_doc->text();
        int index = m_doc->undoStack()->index();
        retype(lineEdit(QStringLiteral("description")), QStringLiteral("Fits the model: gradient boosting"));
        QCOMPARE_TEXT(m_doc->text(), before + "    description: \"Fits the model: gradient boosting\"\n");
        QCOMPARE(m_doc->undoStack()->index(), index + 1);
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);

        pick(QStringLiteral("is_deterministic"), QStringLiteral("f"));
        QCOMPARE_TEXT(m_doc->text(), before + "    is_deterministic: false\n");
        QCOMPARE(m_doc->spec().step(QStringLiteral("fit"))->isDeterministic.value, QStringLiteral("false"));
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);
        m_panel->setFocus();
        QTest::qWait(0);

        // tags: add, name, value, a refused duplicate name, then remove (the map goes with the last one)
        auto* tags = m_panel->findChild<QTableWidget*>(QStringLiteral("tagsTable"));
        QVERIFY(tags);
        QCOMPARE(tags->rowCount(), 0);
        QTest::mouseClick(m_panel->findChild<QPushButton*>(QStringLiteral("add:tags")), Qt::LeftButton);
        QCOMPARE_TEXT(m_doc->text(), before + "    tags:\n      tag: \"\"\n");
        tags = m_panel->findChild<QTableWidget*>(QStringLiteral("tagsTable"));
        QCOMPARE(tags->rowCount(), 1);
        tags->item(0, 0)->setText(QStringLiteral("team"));
        tags->item(0, 1)->setText(QStringLiteral("churn"));
        QCOMPARE_TEXT(m_doc->text(), before + "    tags:\n      team: churn\n");
        m_panel->setFocus();
        QTest::qWait(0);
        QTest::mouseClick(m_panel->findChild<QPushButton*>(QStringLiteral("add:tags")), Qt::LeftButton);
        tags = m_panel->findChild<QTableWidget*>(QStringLiteral("tagsTable"));
        QCOMPARE(tags->rowCount(), 2);
        tags->item(1, 0)->setText(QStringLiteral("team"));
        auto* message = m_panel->findChild<QLabel*>(QStringLiteral("tagsMessage"));
        QVERIFY(message && message->isVisibleTo(m_panel.get()));
        QVERIFY(message->text().contains(QStringLiteral("team")));
        QCOMPARE(tags->item(1, 0)->text(), QStringLiteral("tag"));
        QCOMPARE_TEXT(m_doc->text(), before + "    tags:\n      team: churn\n      tag: \"\"\n");
        for (int i = 0; i < 2; ++i) {
            tags = m_panel->findChild<QTableWidget*>(QStringLiteral("tagsTable"));
            tags->setCurrentCell(0, 1);
            QTest::mouseClick(m_panel->findChild<QPushButton*>(QStringLiteral("remove:tags")), Qt::LeftButton);
        }
        QCOMPARE_TEXT(m_doc->text(), before);
    }

    void parallelTask()
    {
        m_panel->setStep(QStringLiteral("score"));
        const QByteArray before = m_doc->text();
        QComboBox* type = combo(QStringLiteral("task.type"));
        QVERIFY(type);
        QCOMPARE(type->currentData().toString(), QStringLiteral("run_function"));
        QCOMPARE(lineEdit(QStringLiteral("task.code"))->text(), QStringLiteral("./src"));
        QVERIFY(m_panel->messageFor(QStringLiteral("task.entry_script")).isEmpty()); // src/score.py exists

        QLineEdit* entry = lineEdit(QStringLiteral("task.entry_script"));
        retype(entry, QStringLiteral("score.txt"));
        QVERIFY(m_panel->messageFor(QStringLiteral("task.entry_script")).contains(QStringLiteral(".py")));
        QCOMPARE_TEXT(m_doc->text(), before);
        retype(entry, QStringLiteral("main.py"));
        QByteArray expected = before;
        expected.replace("      entry_script: score.py\n", "      entry_script: main.py\n");
        QCOMPARE_TEXT(m_doc->text(), expected);
        QVERIFY(m_panel->messageFor(QStringLiteral("task.entry_script")).contains(QStringLiteral("main.py")));
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);

        // program arguments: a new multi-line key, one undo step for the typing
        int index = m_doc->undoStack()->index();
        QPlainTextEdit* args = plainEdit(QStringLiteral("task.program_arguments"));
        QVERIFY(args);
        retype(args, QStringLiteral("--threshold ${{inputs.threshold"));
        QVERIFY(!m_panel->messageFor(QStringLiteral("task.program_arguments")).isEmpty());
        QVERIFY(!m_doc->text().contains("${{inputs.threshold"));
        QCOMPARE_TEXT(undoAll(index), before);
        args = plainEdit(QStringLiteral("task.program_arguments"));
        retype(args, QStringLiteral("--threshold 0.5\n--error_threshold 5"));
        expected = before;
        expected.replace("      environment: azureml:x@1\n",
                         "      environment: azureml:x@1\n      program_arguments: |-\n        --threshold 0.5\n"
                         "        --error_threshold 5\n");
        QCOMPARE_TEXT(m_doc->text(), expected);
        QCOMPARE(m_doc->undoStack()->index(), index + 1);
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);

        // append_row_to names one of the step's outputs
        QLineEdit* append = lineEdit(QStringLiteral("task.append_row_to"));
        retype(append, QStringLiteral("${{outputs.result}}"));
        QVERIFY(m_panel->messageFor(QStringLiteral("task.append_row_to")).contains(QStringLiteral("scores")));
        QCOMPARE_TEXT(m_doc->text(), before);
        retype(append, QStringLiteral("scores"));
        QVERIFY(!m_panel->messageFor(QStringLiteral("task.append_row_to")).isEmpty());
        index = m_doc->undoStack()->index();
        retype(append, QStringLiteral("${{outputs.scores}}"));
        QVERIFY(m_panel->messageFor(QStringLiteral("task.append_row_to")).isEmpty());
        expected = before;
        expected.replace("      environment: azureml:x@1\n",
                         "      environment: azureml:x@1\n      append_row_to: ${{outputs.scores}}\n");
        QCOMPARE_TEXT(m_doc->text(), expected);
        QCOMPARE(m_doc->undoStack()->index(), index + 1);
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);

        // input_data binds one of the step's inputs
        retype(lineEdit(QStringLiteral("input_data")), QStringLiteral("${{inputs.nothing}}"));
        QVERIFY(m_panel->messageFor(QStringLiteral("input_data")).contains(QStringLiteral("nothing")));
        QCOMPARE_TEXT(m_doc->text(), before);

        // the task's environment can become a conda file on an image, inside task:
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("conda.yaml")), "dependencies:\n  - python=3.11\n"));
        m_panel->setPathChooser([&](const QString&, const QString&, const QString&, bool) {
            return m_dir.filePath(QStringLiteral("conda.yaml"));
        });
        QTest::mouseClick(m_panel->findChild<QPushButton*>(QStringLiteral("browse:task.environment")), Qt::LeftButton);
        expected = before;
        expected.replace("      environment: azureml:x@1\n",
                         "      environment:\n        image: mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu20.04:latest\n"
                         "        conda_file: ./conda.yaml\n");
        QCOMPARE_TEXT(m_doc->text(), expected);
        QVERIFY(lineEdit(QStringLiteral("task.environment.conda_file")));
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);

        // task.code by Browse…
        m_panel->setPathChooser([&](const QString&, const QString&, const QString&, bool folder) {
            return folder ? m_dir.path() : QString();
        });
        QTest::mouseClick(m_panel->findChild<QPushButton*>(QStringLiteral("browse:task.code")), Qt::LeftButton);
        expected = before;
        expected.replace("      code: ./src\n", "      code: .\n");
        QCOMPARE_TEXT(m_doc->text(), expected);
        m_doc->undoStack()->undo();
        QCOMPARE_TEXT(m_doc->text(), before);
    }

    void readOnlyDisablesEveryEditor()
    {
        for (const QString& step : {QStringLiteral("fit"), QStringLiteral("score"), QStringLiteral("train")}) {
            m_panel->setReadOnly(false);
            m_panel->setStep(step);
            QVERIFY(m_panel->editorFor(QStringLiteral("description"))->isEnabled());
            m_panel->setReadOnly(true);
            const QStringList fields = m_panel->fields();
            QVERIFY(fields.size() > 10);
            for (const QString& f : fields)
                QVERIFY2(!m_panel->editorFor(f)->isEnabled() || qobject_cast<QLabel*>(m_panel->editorFor(f)),
                         qPrintable(step + QLatin1Char(' ') + f));
            for (QAbstractButton* b : m_panel->findChildren<QAbstractButton*>())
                QVERIFY2(!b->isEnabled(), qPrintable(b->objectName()));
            for (QLineEdit* e : m_panel->findChildren<QLineEdit*>())
                QVERIFY2(!e->isEnabled(), qPrintable(e->objectName()));
            for (QTableWidget* t : m_panel->findChildren<QTableWidget*>())
                QCOMPARE(t->editTriggers(), QAbstractItemView::NoEditTriggers);
        }
        m_panel->setReadOnly(false);
        m_panel->setStep(QStringLiteral("fit"));
        QVERIFY(m_panel->editorFor(QStringLiteral("resources.shm_size"))->isEnabled());
        QVERIFY(m_panel->findChild<QPushButton*>(QStringLiteral("browse:code"))->isEnabled());
    }

    void screenshots()
    {
        // every kind of step drawn in the panel; the pictures go to PW_PROPERTIES_SCREENSHOT=<folder> for people to
        // look at, else to a temporary folder
        QTemporaryDir pictures;
        const QString out = test::pictureFolder("PW_PROPERTIES_SCREENSHOT", pictures);
        m_panel->resize(440, 900);
        m_panel->setComputeKinds({{QStringLiteral("gpu-cluster"), QStringLiteral("kubernetes")}});
        for (const QString& step : {QStringLiteral("fit"), QStringLiteral("score"), QStringLiteral("train")}) {
            m_panel->setStep(step);
            QTest::qWait(100);
            auto* content = m_panel->findChild<QWidget*>(QStringLiteral("propertiesContent"));
            QVERIFY(content);
            QCOMPARE(test::savePicture(content, out, QStringLiteral("properties-step-") + step + QStringLiteral(".png")), QString());
        }
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

        // the window drawn with the panel on a problem, a parallel step and a command step; the pictures go to
        // PW_PROPERTIES_SCREENSHOT=<folder> (under xvfb with QT_QPA_PLATFORM=xcb), else to a temporary folder
        QTemporaryDir pictures;
        const QString out = test::pictureFolder("PW_PROPERTIES_SCREENSHOT", pictures);
        QCOMPARE(test::savePicture(&w, out, QStringLiteral("properties-problem.png")), QString());
        QVERIFY(w.openFile(QStringLiteral(PW_SOURCE_DIR "/resources/workspace/pipelines/batch_score_pipeline.yml")));
        QVERIFY(w.currentDocumentTab()->canvas()->selectStep(QStringLiteral("batch_score")));
        QCOMPARE(w.propertiesPanel()->step(), QStringLiteral("batch_score"));
        QCOMPARE(test::savePicture(&w, out, QStringLiteral("properties-parallel.png")), QString());
        QVERIFY(w.currentDocumentTab()->canvas()->selectStep(QStringLiteral("train")));
        QCOMPARE(w.propertiesPanel()->step(), QStringLiteral("train"));
        QCOMPARE(test::savePicture(&w, out, QStringLiteral("properties-command.png")), QString());
    }
};

QTEST_MAIN(TestProperties)
#include "tst_properties.moc"
