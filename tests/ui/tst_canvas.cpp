// SPDX-License-Identifier: MIT
// Drives the real canvas (view, scene, items) with mouse and keyboard events, offscreen, and checks the YAML
// text the document ends up with: every canvas edit is a minimal change of the file and one undo step.
#include "canvasedits.h"
#include "canvasexport.h"
#include "canvasitems.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "canvaswidget.h"
#include "linkdialog.h"
#include "minimap.h"
#include "pipelinedocument.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace pw;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

const QByteArray prepComponent = R"($schema: https://azuremlschemas.azureedge.net/latest/commandComponent.schema.json
type: command
name: prep_data
version: 1
inputs:
  raw:
    type: uri_folder
    optional: true
outputs:
  data:
    type: uri_folder
command: python prep.py --out ${{outputs.data}}
environment: azureml:sklearn@latest
)";

const QByteArray trainComponent = R"($schema: https://azuremlschemas.azureedge.net/latest/commandComponent.schema.json
type: command
name: train_model
version: 3
inputs:
  training_data:
    type: uri_folder
  lr:
    type: number
    default: 0.1
  extra:
    type: uri_folder
    optional: true
outputs:
  model:
    type: custom_model
command: python train.py
environment: azureml:sklearn@latest
)";

const QByteArray scoreComponent = R"($schema: https://azuremlschemas.azureedge.net/latest/commandComponent.schema.json
type: command
name: score_model
version: 2
inputs:
  model:
    type: custom_model
  data:
    type: uri_folder
    optional: true
outputs:
  result:
    type: uri_folder
command: python score.py
environment: azureml:sklearn@latest
)";

const QByteArray pipelineText = R"(# demo pipeline: prep -> train -> score
$schema: https://azuremlschemas.azureedge.net/latest/pipelineJob.schema.json
type: pipeline
settings:
  default_compute: azureml:cpu-cluster   # the shared cluster
inputs:
  raw_data:
    type: uri_folder
    path: ./data
jobs:
  prep:
    type: command
    component: ./components/prep.yml
    inputs:
      raw: ${{parent.inputs.raw_data}}

  train:
    type: command
    component: ./components/train.yml
    inputs:
      training_data: ${{parent.jobs.prep.outputs.data}}  # the cleaned data
      lr: 0.05

  score:
    type: command
    component: ./components/score.yml
    inputs:
      data: ${{parent.jobs.prep.outputs.data}}
)";

QByteArray replaced(QByteArray text, const QByteArray& from, const QByteArray& to)
{
    const qsizetype at = text.indexOf(from);
    if (at < 0)
        return "<" + from + " not found>";
    return text.replace(at, from.size(), to);
}

} // namespace

class TestCanvas : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<PipelineDocument> m_doc;
    std::unique_ptr<CanvasLayout> m_layout;
    std::unique_ptr<CanvasWidget> m_widget;

    CanvasScene* scene() const { return m_widget->scene(); }
    CanvasView* view() const { return m_widget->view(); }
    NodeId step(const QString& name) const { return scene()->findStep(name); }

    QPoint portPoint(const QString& stepName, const QString& port, bool output) const
    {
        return view()->mapFromScene(scene()->portScenePos(step(stepName), port, output));
    }
    QPoint titlePoint(const QString& stepName) const
    {
        NodeItem* item = scene()->nodeItem(step(stepName));
        return view()->mapFromScene(item->mapToScene(item->titleRect().center()));
    }
    // at 100 % with both places in sight
    void showAround(const QString& a, const QString& b)
    {
        view()->resetZoom();
        const QPointF pa = scene()->nodeItem(step(a))->sceneBoundingRect().center();
        const QPointF pb = scene()->nodeItem(step(b))->sceneBoundingRect().center();
        view()->centerOn((pa + pb) / 2);
    }
    void drag(const QPoint& from, const QPoint& to)
    {
        QWidget* vp = view()->viewport();
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(vp, (from + to) / 2);
        QTest::mouseMove(vp, to);
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, to);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(writeAll(m_dir.filePath(QStringLiteral("components/prep.yml")), prepComponent));
        QVERIFY(writeAll(m_dir.filePath(QStringLiteral("components/train.yml")), trainComponent));
        QVERIFY(writeAll(m_dir.filePath(QStringLiteral("components/score.yml")), scoreComponent));
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("data"))));
        m_path = m_dir.filePath(QStringLiteral("pipeline.yml"));
    }

    void init()
    {
        QVERIFY(writeAll(m_path, pipelineText));
        QFile::remove(CanvasLayout::sidecarPath(m_path));
        m_doc = std::make_unique<PipelineDocument>();
        QVERIFY(m_doc->load(m_path));
        // score.model is required and not linked yet
        QCOMPARE(m_doc->errorCount(), 1);
        m_layout = std::make_unique<CanvasLayout>();
        QVERIFY(m_layout->load(m_path));
        m_widget = std::make_unique<CanvasWidget>(m_doc.get(), m_layout.get());
        m_widget->resize(1400, 900);
        m_widget->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_widget.get()));
    }

    void cleanup()
    {
        m_widget.reset();
        m_layout.reset();
        m_doc.reset();
    }

    void showsEveryNodeAndLinkWithoutOverlap()
    {
        // 1 pipeline input + 3 steps
        QCOMPARE(scene()->nodeItems().size(), 4);
        // raw_data -> prep, prep -> train, prep -> score
        QCOMPARE(scene()->edgeItems().size(), 3);
        const QList<NodeItem*> nodes = scene()->nodeItems();
        for (int i = 0; i < nodes.size(); ++i)
            for (int j = i + 1; j < nodes.size(); ++j)
                QVERIFY(
                    !QRectF(nodes[i]->pos(), nodes[i]->size()).intersects(QRectF(nodes[j]->pos(), nodes[j]->size())));
        // left to right: prep before train and score
        QVERIFY(scene()->nodeItem(step(QStringLiteral("prep")))->pos().x()
            < scene()->nodeItem(step(QStringLiteral("train")))->pos().x());
        // the node shows its component, compute and ports
        const NodeVisual* v = scene()->visual(step(QStringLiteral("train")));
        QVERIFY(v);
        QCOMPARE(v->subtitle, QStringLiteral("train_model · v3"));
        QCOMPARE(v->compute, QStringLiteral("cpu-cluster"));
        QVERIFY(v->computeInherited);
        QCOMPARE(v->inputs.size(), 3);
        QCOMPARE(v->outputs.size(), 1);
        QCOMPARE(v->inputs[0].type, QStringLiteral("uri_folder"));
        QVERIFY(v->inputs[0].linked);
        QVERIFY(!v->inputs[2].bound); // extra
        QCOMPARE(v->errors, 0);
        // the validation badge counts the step's problems
        QCOMPARE(scene()->visual(step(QStringLiteral("score")))->errors, 1);
        // and the port it is about is marked
        const NodeVisual* score = scene()->visual(step(QStringLiteral("score")));
        QCOMPARE(score->inputs.first().name, QStringLiteral("model"));
        QCOMPARE(score->inputs.first().problem, 2);
        QCOMPARE(score->inputs.last().problem, 0);
        // opening placed the nodes without touching the document's history
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QVERIFY(!m_doc->isModified());
    }

    void connectTwoPortsWithTheMouse()
    {
        showAround(QStringLiteral("train"), QStringLiteral("score"));
        drag(portPoint(QStringLiteral("train"), QStringLiteral("model"), true),
            portPoint(QStringLiteral("score"), QStringLiteral("model"), false));
        const QByteArray expected = replaced(pipelineText, "      data: ${{parent.jobs.prep.outputs.data}}\n",
            "      data: ${{parent.jobs.prep.outputs.data}}\n"
            "      model: ${{parent.jobs.train.outputs.model}}\n");
        QCOMPARE(m_doc->text(), expected);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QVERIFY2(m_doc->undoStack()->undoText().contains(QStringLiteral("train.model")),
            qPrintable(m_doc->undoStack()->undoText()));
        QCOMPARE(scene()->edgeItems().size(), 4);
        QCOMPARE(m_doc->errorCount(), 0);
        QCOMPARE(scene()->visual(step(QStringLiteral("score")))->errors, 0);
        QVERIFY(m_doc->save());
        QCOMPARE(readAll(m_path), expected);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->text(), pipelineText);
        QCOMPARE(scene()->edgeItems().size(), 3);
    }

    void connectFromTheInputEndToo()
    {
        showAround(QStringLiteral("train"), QStringLiteral("score"));
        drag(portPoint(QStringLiteral("score"), QStringLiteral("model"), false),
            portPoint(QStringLiteral("train"), QStringLiteral("model"), true));
        QVERIFY(m_doc->text().contains("      model: ${{parent.jobs.train.outputs.model}}\n"));
    }

    void refuseALinkOfTheWrongType()
    {
        showAround(QStringLiteral("prep"), QStringLiteral("train"));
        QWidget* vp = view()->viewport();
        const QPoint from = portPoint(QStringLiteral("prep"), QStringLiteral("data"), true);
        const QPoint to = portPoint(QStringLiteral("train"), QStringLiteral("lr"), false);
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(vp, to);
        // the reason shows while dragging, and the target port is marked as refused
        QVERIFY2(
            view()->linkFeedback().contains(QStringLiteral("Types do not match")), qPrintable(view()->linkFeedback()));
        QVERIFY(view()->linkFeedback().contains(QStringLiteral("uri_folder")));
        QCOMPARE(scene()->linkTargetState(), 3);
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, to);
        QCOMPARE(m_doc->text(), pipelineText);
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QVERIFY2(m_widget->lastMessage().contains(QStringLiteral("Types do not match")),
            qPrintable(m_widget->lastMessage()));
        QVERIFY(view()->linkFeedback().isEmpty());
    }

    void refuseACycleAndABoundInput()
    {
        CanvasEditor& ed = scene()->editor();
        // train -> score first, so that score -> train would close a loop
        QVERIFY(ed.connectPorts({ step(QStringLiteral("train")), QStringLiteral("model"), true },
            { step(QStringLiteral("score")), QStringLiteral("model"), false }));
        const QByteArray linked = m_doc->text();
        const PortRef scoreResult { step(QStringLiteral("score")), QStringLiteral("result"), true };
        const PortRef trainExtra { step(QStringLiteral("train")), QStringLiteral("extra"), false };
        LinkCheck c = ed.checkLink(scoreResult, trainExtra);
        QCOMPARE(c.result, LinkCheck::Result::Refused);
        QVERIFY2(c.reason.contains(QStringLiteral("cycle")), qPrintable(c.reason));
        const PortRef prepData { step(QStringLiteral("prep")), QStringLiteral("data"), true };
        const PortRef trainData { step(QStringLiteral("train")), QStringLiteral("training_data"), false };
        c = ed.checkLink(prepData, trainData);
        QCOMPARE(c.result, LinkCheck::Result::Refused);
        QVERIFY2(c.reason.contains(QStringLiteral("already linked")), qPrintable(c.reason));
        const PortRef raw { m_doc->graph().findNode(NodeKind::PipelineInput, QStringLiteral("raw_data")),
            QStringLiteral("raw_data"), true };
        c = ed.checkLink(raw, trainData);
        QCOMPARE(c.result, LinkCheck::Result::Refused);
        QVERIFY2(c.reason.contains(QStringLiteral("delete that link first")), qPrintable(c.reason));
        // the mouse gets the same answer
        showAround(QStringLiteral("train"), QStringLiteral("score"));
        drag(portPoint(QStringLiteral("score"), QStringLiteral("result"), true),
            portPoint(QStringLiteral("train"), QStringLiteral("extra"), false));
        QCOMPARE(m_doc->text(), linked);
        QVERIFY(m_widget->lastMessage().contains(QStringLiteral("cycle")));
    }

    void deleteAStepAndUndoRestoresTheExactText()
    {
        showAround(QStringLiteral("prep"), QStringLiteral("train"));
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, Qt::NoModifier, titlePoint(QStringLiteral("prep")));
        QCOMPARE(scene()->selectedStepNames(), QStringList { QStringLiteral("prep") });
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_Delete);
        const QByteArray after = m_doc->text();
        // the step is gone, and so is every binding to it (an emptied inputs: goes too); nothing else changed
        const QByteArray expected = R"(# demo pipeline: prep -> train -> score
$schema: https://azuremlschemas.azureedge.net/latest/pipelineJob.schema.json
type: pipeline
settings:
  default_compute: azureml:cpu-cluster   # the shared cluster
inputs:
  raw_data:
    type: uri_folder
    path: ./data
jobs:
  train:
    type: command
    component: ./components/train.yml
    inputs:
      lr: 0.05

  score:
    type: command
    component: ./components/score.yml
)";
        QVERIFY2(after == expected, after.constData());
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(scene()->nodeItems().size(), 3);
        QCOMPARE(scene()->edgeItems().size(), 0);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->text(), pipelineText);
        QCOMPARE(scene()->nodeItems().size(), 4);
        QCOMPARE(scene()->edgeItems().size(), 3);
        m_doc->undoStack()->redo();
        QCOMPARE(m_doc->text(), expected);
    }

    void deleteALink()
    {
        const QPointF a = scene()->portScenePos(step(QStringLiteral("prep")), QStringLiteral("data"), true);
        EdgeItem* edge = nullptr;
        for (EdgeItem* e : scene()->edgeItems())
            if (e->edge().toPort == QLatin1String("training_data"))
                edge = e;
        QVERIFY(edge);
        Q_UNUSED(a)
        scene()->clearSelection();
        edge->setSelected(true);
        view()->deleteSelection();
        QCOMPARE(m_doc->text(),
            replaced(
                pipelineText, "      training_data: ${{parent.jobs.prep.outputs.data}}  # the cleaned data\n", ""));
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->text(), pipelineText);
    }

    void renameWithF2()
    {
        showAround(QStringLiteral("prep"), QStringLiteral("train"));
        const QPointF before = scene()->nodeItem(step(QStringLiteral("prep")))->pos();
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, Qt::NoModifier, titlePoint(QStringLiteral("prep")));
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_F2);
        QLineEdit* edit = view()->renameEditor();
        QVERIFY(edit);
        QCOMPARE(edit->text(), QStringLiteral("prep"));
        // not an identifier: refused with the reason, nothing changes
        QTest::keyClicks(edit, QStringLiteral("2bad"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(m_doc->text(), pipelineText);
        QVERIFY2(m_widget->lastMessage().contains(QStringLiteral("not a valid step name")),
            qPrintable(m_widget->lastMessage()));

        QTest::mouseClick(view()->viewport(), Qt::LeftButton, Qt::NoModifier, titlePoint(QStringLiteral("prep")));
        QTest::keyClick(view(), Qt::Key_F2);
        edit = view()->renameEditor();
        QVERIFY(edit);
        QTest::keyClicks(edit, QStringLiteral("clean"));
        QTest::keyClick(edit, Qt::Key_Return);
        QByteArray expected = replaced(pipelineText, "  prep:\n", "  clean:\n");
        expected = replaced(expected, "training_data: ${{parent.jobs.prep.outputs.data}}",
            "training_data: ${{parent.jobs.clean.outputs.data}}");
        expected = replaced(
            expected, "data: ${{parent.jobs.prep.outputs.data}}\n", "data: ${{parent.jobs.clean.outputs.data}}\n");
        QCOMPARE(m_doc->text(), expected);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        // the node keeps its place, under its new name
        const NodeId clean = step(QStringLiteral("clean"));
        QVERIFY(clean != InvalidNodeId);
        QCOMPARE(scene()->nodeItem(clean)->pos(), before);
        QCOMPARE(m_layout->position(CanvasLayout::stepKey(QStringLiteral("clean"))), before);
        QCOMPARE(scene()->edgeItems().size(), 3);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->text(), pipelineText);
        QCOMPARE(scene()->nodeItem(step(QStringLiteral("prep")))->pos(), before);
    }

    void moveNodesIsOneUndoStep()
    {
        showAround(QStringLiteral("train"), QStringLiteral("score"));
        NodeItem* train = scene()->nodeItem(step(QStringLiteral("train")));
        NodeItem* score = scene()->nodeItem(step(QStringLiteral("score")));
        const QPointF trainBefore = train->pos();
        const QPointF scoreBefore = score->pos();
        scene()->selectNodes({ train->id(), score->id() });
        const QPoint start = titlePoint(QStringLiteral("train"));
        drag(start, start + QPoint(80, 60));
        QVERIFY(train->pos() != trainBefore);
        // both moved by the same amount, on the grid
        QCOMPARE(train->pos() - trainBefore, score->pos() - scoreBefore);
        QCOMPARE(std::fmod(train->pos().x(), CanvasScene::GridSize), 0.0);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->text(), pipelineText); // never inside the YAML
        QCOMPARE(m_layout->position(CanvasLayout::stepKey(QStringLiteral("train"))), train->pos());
        // links follow
        for (EdgeItem* e : scene()->edgeItems())
            if (e->edge().to == train->id())
                QVERIFY(e->boundingRect().contains(scene()->portScenePos(train->id(), e->edge().toPort, false)));
        m_doc->undoStack()->undo();
        QCOMPARE(train->pos(), trainBefore);
        QCOMPARE(score->pos(), scoreBefore);
        // arrow keys nudge, and a run of nudges is one step
        scene()->selectNodes({ train->id() });
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_Right);
        QTest::keyClick(view(), Qt::Key_Right);
        QTest::keyClick(view(), Qt::Key_Down);
        QCOMPARE(train->pos(), trainBefore + QPointF(20, 10));
        QCOMPARE(m_doc->undoStack()->count(), 1);
    }

    void dropAComponentFromThePalette()
    {
        const QString component = m_dir.filePath(QStringLiteral("components/score.yml"));
        QJsonObject o;
        o.insert(QStringLiteral("kind"), QStringLiteral("component"));
        o.insert(QStringLiteral("path"), component);
        o.insert(QStringLiteral("type"), QStringLiteral("command"));
        o.insert(QStringLiteral("name"), QStringLiteral("score"));
        QMimeData mime;
        mime.setData(QLatin1String(StepMimeType), QJsonDocument(o).toJson());
        const QPoint at = view()->viewport()->rect().center();
        const QPointF sceneAt = view()->mapToScene(at);
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view()->viewport(), &enter);
        QVERIFY(enter.isAccepted());
        QDragMoveEvent move(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view()->viewport(), &move);
        QVERIFY(move.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view()->viewport(), &drop);
        QVERIFY(drop.isAccepted());
        // a minimal edit: one new entry at the end of jobs, the component path relative to the pipeline
        QCOMPARE(
            m_doc->text(), pipelineText + "  score_2:\n    type: command\n    component: ./components/score.yml\n");
        QCOMPARE(m_doc->undoStack()->count(), 1);
        const NodeId id = step(QStringLiteral("score_2"));
        QVERIFY(id != InvalidNodeId);
        QCOMPARE(scene()->selectedNodes(), QList<NodeId> { id });
        // it lands where it was dropped
        const QRectF r(scene()->nodeItem(id)->pos(), scene()->nodeItem(id)->size());
        QVERIFY2(r.adjusted(-20, -20, 20, 20).contains(sceneAt), "dropped node is not at the drop point");
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->text(), pipelineText);
        QVERIFY(!m_layout->hasPosition(CanvasLayout::stepKey(QStringLiteral("score_2"))));
        // a template makes an inline command step
        QString error;
        StepTemplate t;
        t.kind = StepTemplate::Kind::NewCommand;
        const QString name = scene()->editor().addStep(t, QPointF(0, 0), &error);
        QCOMPARE(name, QStringLiteral("command_step"));
        QVERIFY(m_doc->text().endsWith(
            "  command_step:\n    type: command\n    command: echo \"replace with your command\"\n"
            "    environment: azureml:AzureML-sklearn-1.0-ubuntu20.04-py38-cpu@latest\n"));
        QCOMPARE(m_doc->errorCount(), 1);
    }

    void dropOfSomethingElseIsRefused()
    {
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(m_path) }); // a pipeline job, not a component
        const QPoint at = view()->viewport()->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view()->viewport(), &enter);
        QVERIFY(enter.isAccepted()); // a YAML file may be a component: only the drop can tell
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view()->viewport(), &drop);
        QCOMPARE(m_doc->text(), pipelineText);
        QVERIFY2(
            m_widget->lastMessage().contains(QStringLiteral("not a component")), qPrintable(m_widget->lastMessage()));
        QVERIFY(!drop.isAccepted());
    }

    void duplicateCopyAndPaste()
    {
        scene()->selectNodes({ step(QStringLiteral("train")) });
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_D, Qt::ControlModifier);
        QVERIFY(step(QStringLiteral("train_copy")) != InvalidNodeId);
        QVERIFY(m_doc->text().contains("  train_copy:\n"));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->text(), pipelineText);

        scene()->selectNodes({ step(QStringLiteral("train")) });
        view()->copy();
        const QString clip = QGuiApplication::clipboard()->text();
        // the step as written, comments included
        QVERIFY2(clip.startsWith(QStringLiteral("train:\n  type: command\n")), qPrintable(clip));
        QVERIFY(clip.contains(QStringLiteral("# the cleaned data")));
        view()->paste();
        QVERIFY(step(QStringLiteral("train_2")) != InvalidNodeId);
        QVERIFY(m_doc->text().contains("  train_2:\n    type: command\n"));
        QVERIFY(m_doc->text().contains("training_data: ${{parent.jobs.prep.outputs.data}}\n      lr: 0.05\n"));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(m_doc->errorCount(), 1);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->text(), pipelineText);
    }

    void promoteAnInputToAPipelineInput()
    {
        QString error;
        // a literal value moves to the pipeline
        QCOMPARE(scene()->editor().promoteInput(QStringLiteral("train"), QStringLiteral("lr"), &error),
            QStringLiteral("lr"));
        QByteArray expected = replaced(pipelineText, "    path: ./data\n", "    path: ./data\n  lr: 0.05\n");
        expected = replaced(expected, "      lr: 0.05\n", "      lr: ${{parent.inputs.lr}}\n");
        QCOMPARE(m_doc->text(), expected);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QVERIFY(m_doc->graph().findNode(NodeKind::PipelineInput, QStringLiteral("lr")) != InvalidNodeId);
        QCOMPARE(scene()->edgeItems().size(), 4);
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->text(), pipelineText);
        // an unset data input becomes a typed pipeline input, set at submit time
        QCOMPARE(scene()->editor().promoteInput(QStringLiteral("score"), QStringLiteral("model"), &error),
            QStringLiteral("model"));
        QVERIFY(m_doc->text().contains("  model:\n    type: custom_model\n"));
        QVERIFY(m_doc->text().contains("      model: ${{parent.inputs.model}}\n"));
        QCOMPARE(m_doc->errorCount(), 0); // score.model is set now
        // a linked input is refused
        QVERIFY(
            scene()->editor().promoteInput(QStringLiteral("train"), QStringLiteral("training_data"), &error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("already bound")), qPrintable(error));
    }

    void linkWithTheKeyboard()
    {
        const NodeId score = step(QStringLiteral("score"));
        LinkDialog dialog(scene(), score, view());
        // the selected step's first unlinked input is offered
        QVERIFY2(dialog.inputBox()->currentText().startsWith(QStringLiteral("score.model")),
            qPrintable(dialog.inputBox()->currentText()));
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        dialog.outputBox()->setCurrentIndex(dialog.outputBox()->findText(QStringLiteral("prep.data  (uri_folder)")));
        QCOMPARE(dialog.currentCheck().result, LinkCheck::Result::Ok); // a folder where a model is expected: accepted
        dialog.inputBox()->setCurrentIndex(dialog.inputBox()->findText(QStringLiteral("train.lr  (number)")));
        QCOMPARE(dialog.currentCheck().result, LinkCheck::Result::Refused);
        QVERIFY(!ok->isEnabled());
        dialog.inputBox()->setCurrentIndex(dialog.inputBox()->findText(QStringLiteral("score.model  (custom_model)")));
        dialog.outputBox()->setCurrentIndex(
            dialog.outputBox()->findText(QStringLiteral("train.model  (custom_model)")));
        QVERIFY(ok->isEnabled());
        dialog.accept();
        QVERIFY(m_doc->text().contains("      model: ${{parent.jobs.train.outputs.model}}\n"));
        QCOMPARE(m_doc->undoStack()->count(), 1);
    }

    void alignAndMinimap()
    {
        NodeItem* prep = scene()->nodeItem(step(QStringLiteral("prep")));
        NodeItem* score = scene()->nodeItem(step(QStringLiteral("score")));
        scene()->selectNodes({ prep->id(), score->id() });
        view()->alignSelection(CanvasView::Align::Top);
        QCOMPARE(prep->pos().y(), score->pos().y());
        QCOMPARE(m_doc->undoStack()->count(), 1);
        // the map shows up while part of the pipeline is out of sight
        view()->setZoom(2.0);
        view()->centerOn(prep);
        QTRY_VERIFY(m_widget->minimap()->isVisible());
        view()->fitAll();
        QTRY_VERIFY(!m_widget->minimap()->isVisible());
    }

    void tabWalksThroughTheNodes()
    {
        scene()->selectNodes({ step(QStringLiteral("prep")) });
        view()->setFocus();
        QSet<NodeId> seen;
        for (int i = 0; i < 4; ++i) {
            QTest::keyClick(view(), Qt::Key_Tab);
            QCOMPARE(scene()->selectedNodes().size(), 1);
            seen.insert(scene()->selectedNodes().first());
        }
        QCOMPARE(seen.size(), 4);
        // screen readers hear what is selected
        scene()->selectNodes({ step(QStringLiteral("score")) });
        QVERIFY2(view()->accessibleDescription().startsWith(QStringLiteral("score, score_model · v2, 1 error")),
            qPrintable(view()->accessibleDescription()));
    }

    void paintsAtEveryZoomLevel()
    {
        for (const qreal z : { 1.0, 0.35, 0.1 }) {
            view()->setZoom(z);
            view()->centerOn(scene()->contentRect().center());
            QImage image(view()->viewport()->size(), QImage::Format_ARGB32);
            image.fill(Qt::transparent);
            view()->viewport()->render(&image);
            // something besides the background is drawn
            const QRgb bg = scene()->theme().background.rgb();
            int other = 0;
            for (int y = 0; y < image.height(); y += 4)
                for (int x = 0; x < image.width(); x += 4)
                    if ((image.pixel(x, y) & 0xffffff) != (bg & 0xffffff))
                        ++other;
            QVERIFY2(other > 50, qPrintable(QStringLiteral("zoom %1: %2").arg(z).arg(other)));
        }
    }

    void runStatusShowsOnTheNode()
    {
        const NodeId prep = scene()->findStep(QStringLiteral("prep"));
        QVERIFY(prep != InvalidNodeId);
        NodeItem* item = scene()->nodeItem(prep);
        view()->setZoom(1.0);
        view()->centerOn(item);
        auto grabNode = [&] {
            QImage image(item->boundingRect().size().toSize() + QSize(8, 8), QImage::Format_ARGB32);
            image.fill(Qt::transparent);
            QPainter p(&image);
            p.translate(4, 4);
            QStyleOptionGraphicsItem option;
            item->paint(&p, &option, nullptr);
            return image;
        };
        const QImage before = grabNode();
        m_widget->setRunStatus(QStringLiteral("prep"), RunStatus::Failed, 12.5, false);
        QVERIFY(scene()->runMark(QStringLiteral("prep")));
        QCOMPARE(int(scene()->runMark(QStringLiteral("prep"))->status), int(RunStatus::Failed));
        QVERIFY2(grabNode() != before, "the node looks the same after its step failed");
        // a nested pipeline's steps combine on the outer node
        m_widget->setRunStatus(QStringLiteral("outer.a"), RunStatus::Completed, 1, true);
        m_widget->setRunStatus(QStringLiteral("outer.b"), RunStatus::Running, 3, false);
        QCOMPARE(int(scene()->runMark(QStringLiteral("outer"))->status), int(RunStatus::Running));
        m_widget->setRunStatus(QStringLiteral("outer.b"), RunStatus::Completed, 4, false);
        QCOMPARE(int(scene()->runMark(QStringLiteral("outer"))->status), int(RunStatus::Completed));
        QVERIFY(!scene()->runMark(QStringLiteral("outer"))->reused);
        m_widget->clearRunStatus();
        QVERIFY(!scene()->runMark(QStringLiteral("prep")));
        QCOMPARE(grabNode(), before);
    }

    void exportsSvgAndPng()
    {
        const QString svg = m_dir.filePath(QStringLiteral("out.svg"));
        const QString png = m_dir.filePath(QStringLiteral("out.png"));
        QString error;
        QVERIFY2(CanvasExport::toSvg(scene(), svg, &error), qPrintable(error));
        const QByteArray text = readAll(svg);
        QVERIFY(text.startsWith("<?xml"));
        QVERIFY(text.contains(">train<"));
        QVERIFY(text.contains(">score<"));
        QVERIFY2(CanvasExport::toPng(scene(), png, &error), qPrintable(error));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > image.height());
    }

    void nestedPipelineOpensInPlaceWithABreadcrumbBack()
    {
        const QString path = QDir::cleanPath(QStringLiteral(PW_SHARED_DIR
            "/corpus/azureml-examples/cli/jobs/pipelines-with-components/pipeline_with_pipeline_component/"
            "nyc_taxi_data_regression_with_pipeline_component/pipeline.yml"));
        PipelineDocument doc;
        QVERIFY(doc.load(path));
        CanvasLayout layout;
        CanvasWidget widget(&doc, &layout);
        widget.resize(1200, 800);
        widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&widget));
        CanvasView* v = widget.view();
        CanvasScene* root = widget.scene();
        const NodeId id = root->findStep(QStringLiteral("data_pipeline"));
        QVERIFY(id != InvalidNodeId);
        QVERIFY(!root->visual(id)->componentFile.isEmpty());
        v->resetZoom();
        v->centerOn(root->nodeItem(id));
        NodeItem* item = root->nodeItem(id);
        const QPoint p = v->mapFromScene(item->mapToScene(item->titleRect().center()));
        QTest::mouseDClick(v->viewport(), Qt::LeftButton, Qt::NoModifier, p);
        QCOMPARE(widget.depth(), 1);
        QCOMPARE(
            widget.breadcrumb(), (QStringList { QStringLiteral("pipeline.yml"), QStringLiteral("data_pipeline") }));
        QVERIFY(widget.scene() != root);
        QVERIFY(widget.scene()->isReadOnly());
        QVERIFY(widget.scene()->findStep(QStringLiteral("transform_job")) != InvalidNodeId);
        // read-only: editing is refused, not silently ignored
        widget.scene()->selectNodes({ widget.scene()->findStep(QStringLiteral("prep_job")) });
        v->deleteSelection();
        QVERIFY(widget.lastMessage().contains(QStringLiteral("read-only")));
        widget.goToLevel(0);
        QCOMPARE(widget.depth(), 0);
        QCOMPARE(widget.scene(), root);
        QCOMPARE(doc.undoStack()->count(), 0);
    }
};

QTEST_MAIN(TestCanvas)
#include "tst_canvas.moc"
