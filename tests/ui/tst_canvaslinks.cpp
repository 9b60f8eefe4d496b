// SPDX-License-Identifier: MIT
// Links on the canvas are not graphics items: the scene keeps them in a grid of its own, picks them under the
// pointer and draws them on the view's cached background. These tests drive that with the mouse and keyboard
// (offscreen) and look at the pixels: a link is where its ports are, goes where they go, and is selected,
// deleted and exported like an item.
#include "canvasexport.h"
#include "canvasitems.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "canvaswidget.h"
#include "pipelinedocument.h"
#include "testfiles.h"
#include "undostack.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace pw;
using pw::test::readAll;
using pw::test::writeAll;

namespace {

const QByteArray pipelineText = R"($schema: https://azuremlschemas.azureedge.net/latest/pipelineJob.schema.json
type: pipeline
inputs:
  raw:
    type: uri_folder
    path: ./data
jobs:
  prep:
    type: command
    command: python prep.py
    environment: azureml:sklearn@latest
    inputs:
      data: ${{parent.inputs.raw}}
    outputs:
      out:
        type: uri_folder
  train:
    type: command
    command: python train.py
    environment: azureml:sklearn@latest
    inputs:
      data: ${{parent.jobs.prep.outputs.out}}
  check:
    type: command
    command: python check.py
    environment: azureml:sklearn@latest
    inputs:
      data: ${{parent.jobs.prep.outputs.out}}
)";

int distance(QRgb a, QRgb b)
{
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b));
}

/// A pixel close to `color` within `radius` of `at`.
bool hasColorNear(const QImage& image, const QPoint& at, const QColor& color, int radius = 3, int tolerance = 90)
{
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx) {
            const QPoint p = at + QPoint(dx, dy);
            if (image.rect().contains(p) && distance(image.pixel(p), color.rgb()) <= tolerance)
                return true;
        }
    return false;
}

} // namespace

class TestCanvasLinks : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<PipelineDocument> m_doc;
    std::unique_ptr<CanvasLayout> m_layout;
    std::unique_ptr<CanvasWidget> m_widget;

    CanvasScene* scene() const { return m_widget->scene(); }
    CanvasView* view() const { return m_widget->view(); }
    NodeId step(const QString& name) const { return scene()->findStep(name); }

    EdgeItem* link(const QString& from, const QString& to) const
    {
        for (EdgeItem* e : scene()->edgeItems())
            if (e->edge().from == step(from) && e->edge().to == step(to))
                return e;
        return nullptr;
    }
    /// A point on the link's curve, halfway (scene coordinates).
    static QPointF middleOf(const EdgeItem* e)
    {
        const QPointF a = e->startPoint();
        const QPointF b = e->endPoint();
        const qreal dx = qMax(40.0, std::abs(b.x() - a.x()) * 0.5);
        const QPointF c1 = a + QPointF(dx, 0);
        const QPointF c2 = b - QPointF(dx, 0);
        return 0.125 * a + 0.375 * c1 + 0.375 * c2 + 0.125 * b;
    }
    QImage frame() const
    {
        QImage image(view()->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        view()->viewport()->render(&image);
        return image;
    }
    void click(const QPointF& scenePos, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, modifiers, view()->mapFromScene(scenePos));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("data"))));
        m_path = m_dir.filePath(QStringLiteral("pipeline.yml"));
    }

    void init()
    {
        QVERIFY(writeAll(m_path, pipelineText));
        QFile::remove(CanvasLayout::sidecarPath(m_path));
        m_doc = std::make_unique<PipelineDocument>();
        QVERIFY(m_doc->load(m_path));
        m_layout = std::make_unique<CanvasLayout>();
        QVERIFY(m_layout->load(m_path));
        m_widget = std::make_unique<CanvasWidget>(m_doc.get(), m_layout.get());
        m_widget->resize(1400, 900);
        m_widget->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_widget.get()));
        // a selection colour far from every link colour
        QPalette palette = view()->palette();
        palette.setColor(QPalette::Highlight, QColor(255, 128, 0));
        view()->setPalette(palette);
        QCOMPARE(scene()->theme().selection, QColor(255, 128, 0));
        view()->resetZoom();
        view()->centerOn(scene()->contentRect().center());
        QCOMPARE(scene()->edgeItems().size(), 3);
    }

    void cleanup()
    {
        m_widget.reset();
        m_layout.reset();
        m_doc.reset();
    }

    void aLinkIsDrawnBetweenItsPortsAndFollowsThem()
    {
        EdgeItem* e = link(QStringLiteral("prep"), QStringLiteral("train"));
        QVERIFY(e);
        QCOMPARE(e->startPoint(), scene()->portScenePos(step(QStringLiteral("prep")), QStringLiteral("out"), true));
        QCOMPARE(e->endPoint(), scene()->portScenePos(step(QStringLiteral("train")), QStringLiteral("data"), false));
        const QPointF middle = middleOf(e);
        QVERIFY(e->contains(middle));
        QCOMPARE(scene()->edgeAt(middle), e);
        QImage image = frame();
        QVERIFY(hasColorNear(image, view()->mapFromScene(middle), e->color()));

        // the node moves (as a drag ends: through the layout, one undo step): the link goes with it, on screen too
        NodeItem* train = scene()->nodeItem(step(QStringLiteral("train")));
        const QPointF to = train->pos() + QPointF(0, 300);
        m_layout->movePositions(m_doc->undoStack(), { { CanvasLayout::stepKey(QStringLiteral("train")), to } },
            QStringLiteral("Move train"));
        QCOMPARE(train->pos(), to);
        QCOMPARE(e->endPoint(), scene()->portScenePos(step(QStringLiteral("train")), QStringLiteral("data"), false));
        QVERIFY(!e->contains(middle));
        QCOMPARE(scene()->edgeAt(middleOf(e)), e);
        image = frame();
        QVERIFY2(!hasColorNear(image, view()->mapFromScene(middle), e->color(), 1, 40),
            "the link is still drawn where it was");
        QVERIFY(hasColorNear(image, view()->mapFromScene(middleOf(e)), e->color()));
        // and back (the canvas does not grow this time: only what the link covered is drawn again)
        const QPointF moved = middleOf(e);
        m_doc->undoStack()->undo();
        QVERIFY(e->contains(middle));
        image = frame();
        QVERIFY(hasColorNear(image, view()->mapFromScene(middle), e->color()));
        QVERIFY2(!hasColorNear(image, view()->mapFromScene(moved), e->color(), 1, 40),
            "the link is still drawn where it was");
    }

    void clickingSelectsLinksAsItems()
    {
        EdgeItem* a = link(QStringLiteral("prep"), QStringLiteral("train"));
        EdgeItem* b = link(QStringLiteral("prep"), QStringLiteral("check"));
        QVERIFY(a && b);
        QSignalSpy changed(scene(), &QGraphicsScene::selectionChanged);
        click(middleOf(a));
        QVERIFY(a->isSelected());
        QVERIFY(!b->isSelected());
        QVERIFY(changed.count() >= 1);
        QCOMPARE(scene()->selectedEdges().size(), 1);
        QCOMPARE(scene()->selectedEdges().first().to, step(QStringLiteral("train")));
        // drawn in the selection colour
        QVERIFY(hasColorNear(frame(), view()->mapFromScene(middleOf(a)), scene()->theme().selection, 3, 60));
        QVERIFY(!hasColorNear(frame(), view()->mapFromScene(middleOf(b)), scene()->theme().selection, 3, 60));

        // Ctrl adds, a plain click on another replaces
        click(middleOf(b), Qt::ControlModifier);
        QVERIFY(a->isSelected() && b->isSelected());
        click(middleOf(b));
        QVERIFY(!a->isSelected() && b->isSelected());
        QVERIFY(!hasColorNear(frame(), view()->mapFromScene(middleOf(a)), scene()->theme().selection, 3, 60));

        // a node takes the selection; so does empty space (nothing)
        NodeItem* prep = scene()->nodeItem(step(QStringLiteral("prep")));
        click(prep->sceneBoundingRect().center());
        QVERIFY(prep->isSelected());
        QVERIFY(!b->isSelected());
        QVERIFY(scene()->selectedEdges().isEmpty());
        click(middleOf(a));
        QVERIFY(a->isSelected());
        QVERIFY(!prep->isSelected());
        const QPointF empty = scene()->contentRect().bottomRight() + QPointF(200, 200);
        QVERIFY(!scene()->nodeAt(empty) && !scene()->edgeAt(empty));
        click(empty);
        QVERIFY(!a->isSelected());
        QVERIFY(scene()->selectedItems().isEmpty());
        QVERIFY(!hasColorNear(frame(), view()->mapFromScene(middleOf(a)), scene()->theme().selection, 3, 60));
    }

    void deleteRemovesTheSelectedLink()
    {
        EdgeItem* e = link(QStringLiteral("prep"), QStringLiteral("check"));
        QVERIFY(e);
        click(middleOf(e));
        QVERIFY(e->isSelected());
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_Delete);
        QCOMPARE(m_doc->text().count("${{parent.jobs.prep.outputs.out}}"), 1);
        QCOMPARE(scene()->edgeItems().size(), 2);
        QVERIFY(scene()->selectedEdges().isEmpty());
        QVERIFY(!link(QStringLiteral("prep"), QStringLiteral("check")));
        m_doc->undoStack()->undo();
        QCOMPARE(m_doc->text(), pipelineText);
        QCOMPARE(scene()->edgeItems().size(), 3);
    }

    void aRubberBandSelectsTheLinksItMeets()
    {
        EdgeItem* a = link(QStringLiteral("prep"), QStringLiteral("train"));
        EdgeItem* b = link(QStringLiteral("prep"), QStringLiteral("check"));
        QVERIFY(a && b);
        // a band across the middle of one link, from empty space
        const QPointF m = middleOf(a);
        QPointF from = m + QPointF(-6, -30);
        QPointF to = m + QPointF(6, 30);
        if (scene()->edgeAt(from) || scene()->nodeAt(from) || b->intersects(QRectF(from, to).normalized())) {
            from = m + QPointF(-6, 30);
            to = m + QPointF(6, -30);
        }
        QVERIFY(!scene()->edgeAt(from) && !scene()->nodeAt(from));
        QWidget* vp = view()->viewport();
        QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, view()->mapFromScene(from));
        QTest::mouseMove(vp, view()->mapFromScene((from + to) / 2));
        QTest::mouseMove(vp, view()->mapFromScene(to));
        QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, view()->mapFromScene(to));
        QVERIFY(a->isSelected());
        QVERIFY(!b->isSelected());
    }

    void farOutLinksAreStraightLinesStillDrawn()
    {
        EdgeItem* e = link(QStringLiteral("prep"), QStringLiteral("train"));
        view()->setZoom(0.15);
        view()->centerOn(scene()->contentRect().center());
        QVERIFY(scene()->isOverview());
        const QPointF middle = (e->startPoint() + e->endPoint()) / 2;
        QVERIFY(hasColorNear(frame(), view()->mapFromScene(middle), e->color(), 1, 60));
    }

    void scrollingDrawsWhatAWholeRepaintDraws()
    {
        // a pipeline large enough for its links to be routed in bulk, when first in sight
        QByteArray text = "$schema: https://azuremlschemas.azureedge.net/latest/pipelineJob.schema.json\n"
                          "type: pipeline\njobs:\n";
        for (int i = 0; i < 120; ++i) {
            text += "  s" + QByteArray::number(i) + ":\n    type: command\n    command: python s.py\n"
                    "    environment: azureml:sklearn@latest\n";
            if (i >= 8) {
                text += "    inputs:\n      a: ${{parent.jobs.s" + QByteArray::number(i - 8 + (i * 7) % 8)
                    + ".outputs.out}}\n      b: ${{parent.jobs.s" + QByteArray::number((i * 37) % (i - 4))
                    + ".outputs.out}}\n";
            }
            text += "    outputs:\n      out:\n        type: uri_folder\n";
        }
        m_doc->replaceText(text);
        QVERIFY(scene()->edgeItems().size() > 200);
        scene()->arrange(false);
        for (const qreal zoom : { 1.0, 0.6, 1.7, 0.1 }) {
            view()->setZoom(zoom);
            view()->centerOn(scene()->contentRect().center());
            frame();
            for (int i = 0; i < 12; ++i) {
                view()->horizontalScrollBar()->setValue(view()->horizontalScrollBar()->value() + (i < 6 ? 57 : -31));
                view()->verticalScrollBar()->setValue(view()->verticalScrollBar()->value() + (i < 6 ? 23 : 41));
                frame();
            }
            const QImage scrolled = frame();
            view()->invalidateBackground();
            const QImage whole = frame();
            // and drawn without the tiles the view keeps of its background (QGraphicsView::render paints into
            // another device: everything straight away)
            QImage direct(whole.size(), QImage::Format_ARGB32_Premultiplied);
            {
                QPainter p(&direct);
                p.setRenderHints(view()->renderHints());
                view()->render(&p, QRectF(direct.rect()), view()->viewport()->rect());
            }
            for (const auto& [name, other] : { std::pair { "scrolled", scrolled }, std::pair { "direct", direct } }) {
                int differ = 0;
                for (int y = 0; y < whole.height(); ++y)
                    for (int x = 0; x < whole.width(); ++x)
                        differ += distance(whole.pixel(x, y), other.pixel(x, y)) > 24;
                QVERIFY2(differ == 0,
                    qPrintable(QStringLiteral("%1 at %2 %: %3 pixels differ").arg(QLatin1String(name)).arg(zoom * 100).arg(differ)));
            }
        }
    }

    void picturesHaveTheLinksButNotTheSelection()
    {
        EdgeItem* e = link(QStringLiteral("prep"), QStringLiteral("train"));
        e->setSelected(true);
        const QString png = m_dir.filePath(QStringLiteral("canvas.png"));
        QString error;
        QVERIFY2(CanvasExport::toPng(scene(), png, &error), qPrintable(error));
        QImage image(png);
        QVERIFY(!image.isNull());
        const QRectF source = CanvasExport::exportRect(scene());
        const qreal scale = image.width() / source.width();
        const QPoint at = ((middleOf(e) - source.topLeft()) * scale).toPoint();
        QVERIFY(hasColorNear(image, at, e->color()));
        QVERIFY(!hasColorNear(image, at, scene()->theme().selection, 3, 60));
        QVERIFY(e->isSelected()); // the editor keeps it
    }
};

QTEST_MAIN(TestCanvasLinks)
#include "tst_canvaslinks.moc"
