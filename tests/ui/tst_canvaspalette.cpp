// SPDX-License-Identifier: MIT
// The canvas inside the studio: the Components palette (scan, search, drag, Enter), the layout sidecar saved
// with the file, problems and outline selecting nodes, and the canvas/source view switches.
#include "canvasitems.h"
#include "canvaslayout.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "canvaswidget.h"
#include "documenttab.h"
#include "linkdialog.h"
#include "mainwindow.h"
#include "outlinemodel.h"
#include "palettepanel.h"
#include "pipelinedocument.h"
#include "testfiles.h"
#include "problemspanel.h"
#include "properties/propertiespanel.h"
#include "undostack.h"
#include "yamleditor.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

using namespace pw;
using pw::test::readAll;
using pw::test::writeAll;

namespace {

// a private copy of the sample workspace, so that saving changes nothing in the source tree
bool copyWorkspace(const QString& to)
{
    const QString from = QStringLiteral(PW_SOURCE_DIR "/resources/workspace");
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(file));
        QDir().mkpath(QFileInfo(target).absolutePath());
        if (!QFile::copy(file, target))
            return false;
    }
    return true;
}

QModelIndex findItem(const QAbstractItemModel* model, const QString& text, const QModelIndex& parent = QModelIndex())
{
    for (int r = 0; r < model->rowCount(parent); ++r) {
        const QModelIndex i = model->index(r, 0, parent);
        if (i.data().toString() == text)
            return i;
        const QModelIndex found = findItem(model, text, i);
        if (found.isValid())
            return found;
    }
    return QModelIndex();
}

// Show the window with a workspace folder open and its components scanned.
bool showWithWorkspace(MainWindow& w, const QSize& size, const QString& folder)
{
    w.resize(size);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    // keys go to the active window (on a real display it is not active at once)
    w.activateWindow();
    if (!QTest::qWaitForWindowActive(&w) || !w.openFolder(folder))
        return false;
    QSignalSpy scanned(w.palettePanel(), &PalettePanel::scanFinished);
    return !w.palettePanel()->isScanning() || scanned.wait(10000);
}

// Click the menu bar entry that holds `action`, then the action in the menu that opens, with the mouse.
bool clickMenuAction(QMainWindow& window, QAction* action)
{
    QMenuBar* bar = window.menuBar();
    for (QAction* top : bar->actions()) {
        QMenu* menu = top->menu();
        if (!menu || !menu->actions().contains(action))
            continue;
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->actionGeometry(top).center());
        if (!QTest::qWaitFor([menu] { return menu->isVisible(); }, 2000))
            return false;
        bool triggered = false;
        const auto connection = QObject::connect(action, &QAction::triggered, menu, [&triggered] { triggered = true; });
        QTest::mouseClick(menu, Qt::LeftButton, Qt::NoModifier, menu->actionGeometry(action).center());
        QObject::disconnect(connection);
        return triggered;
    }
    return false;
}

// Nodes of a canvas that cover one another ("a | b").
QStringList overlappingNodes(const CanvasScene* scene)
{
    QStringList out;
    const QList<NodeItem*> nodes = scene->nodeItems();
    for (qsizetype i = 0; i < nodes.size(); ++i)
        for (qsizetype j = i + 1; j < nodes.size(); ++j)
            if (QRectF(nodes[i]->pos(), nodes[i]->size()).intersects(QRectF(nodes[j]->pos(), nodes[j]->size())))
                out << scene->layoutKey(nodes[i]->id()) + QStringLiteral(" | ") + scene->layoutKey(nodes[j]->id());
    return out;
}

} // namespace

class TestCanvasPalette : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_pipeline;

    QString m_cliReport; // what `pipewright validate` said last
    /// `pipewright validate PATH` exits 0 (what it printed is kept in m_cliReport).
    bool cliAccepts(const QString& path)
    {
        QProcess validate;
        validate.start(QStringLiteral(PW_BINARY_DIR "/app/pipewright"), { QStringLiteral("validate"), path });
        const bool finished = validate.waitForFinished(30000);
        m_cliReport = QString::fromUtf8(validate.readAllStandardOutput() + validate.readAllStandardError());
        return finished && validate.exitStatus() == QProcess::NormalExit && validate.exitCode() == 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Pipewright"));
        QCoreApplication::setApplicationName(QStringLiteral("Pipewright Canvas Test"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QDir(m_dir.path()).removeRecursively();
        QVERIFY(QDir().mkpath(m_dir.path()));
        QVERIFY(copyWorkspace(m_dir.path()));
        m_pipeline = m_dir.filePath(QStringLiteral("pipelines/train_pipeline.yml"));
        QVERIFY(QFile::exists(m_pipeline));
    }

    void scanFindsTheComponentsOnly()
    {
        const QList<PaletteEntry> entries = PalettePanel::scan(m_dir.path());
        QStringList names;
        for (const PaletteEntry& e : entries)
            names << e.name + QLatin1Char(':') + e.type;
        names.sort();
        QCOMPARE(names,
            (QStringList { QStringLiteral("churn_batch_score:parallel"), QStringLiteral("churn_evaluate_model:command"),
                QStringLiteral("churn_prep_data:command"), QStringLiteral("churn_score_model:command"),
                QStringLiteral("churn_train_model:command") }));
        for (const PaletteEntry& e : entries)
            QVERIFY2(!e.path.contains(QLatin1String("/pipelines/")), qPrintable(e.path));
        const auto train = std::find_if(entries.begin(), entries.end(),
            [](const PaletteEntry& e) { return e.name == QLatin1String("churn_train_model"); });
        QVERIFY(train != entries.end());
        QCOMPARE(train->version, QStringLiteral("5"));
        QVERIFY(train->inputs.contains(QStringLiteral("training_data: mltable")));
    }

    void paletteIsGroupedAndSearchable()
    {
        PalettePanel panel;
        QSignalSpy done(&panel, &PalettePanel::scanFinished);
        panel.setFolder(m_dir.path());
        QVERIFY(done.wait(10000));
        const QAbstractItemModel* m = panel.view()->model();
        QVERIFY(findItem(m, QStringLiteral("Command step")).isValid());
        QVERIFY(findItem(m, QStringLiteral("Parallel step")).isValid());
        QVERIFY(findItem(m, QStringLiteral("Train churn model (v5)")).isValid());
        QVERIFY(findItem(m, QStringLiteral("Parallel components")).isValid());
        // search looks at names, descriptions, paths and ports
        panel.searchField()->setText(QStringLiteral("mltable"));
        QVERIFY(findItem(m, QStringLiteral("Train churn model (v5)")).isValid());
        QVERIFY(!findItem(m, QStringLiteral("Evaluate churn model (v2)")).isValid());
        panel.searchField()->setText(QStringLiteral("no such thing"));
        QVERIFY(!findItem(m, QStringLiteral("Train churn model (v5)")).isValid());
    }

    void dragAComponentOntoTheCanvas()
    {
        MainWindow w;
        QVERIFY(showWithWorkspace(w, QSize(1500, 950), m_dir.path()));
        QVERIFY(w.openFile(m_pipeline));
        const QByteArray original = w.currentDocument()->text();

        // what dragging the entry out of the palette carries
        const QModelIndex item = findItem(w.palettePanel()->model(), QStringLiteral("Score churn model (v2)"));
        QVERIFY(item.isValid());
        std::unique_ptr<QMimeData> mime(w.palettePanel()->model()->mimeData({ item }));
        QVERIFY(mime);
        QVERIFY(mime->hasFormat(QLatin1String(StepMimeType)));

        CanvasView* view = w.currentDocumentTab()->canvas()->view();
        CanvasScene* scene = w.currentDocumentTab()->canvas()->scene();
        // let go over a step
        NodeItem* train = scene->nodeItem(scene->findStep(QStringLiteral("train")));
        QVERIFY(train);
        view->centerOn(train);
        const QPoint at = view->mapFromScene(train->sceneBoundingRect().center());
        QDragEnterEvent enter(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &drop);
        QVERIFY(drop.isAccepted());
        // the new step is appended to jobs after a blank line, as the file separates its steps, its component written
        // relative to the pipeline file
        const QByteArray after = w.currentDocument()->text();
        QVERIFY2(
            after == original + "\n  score_model:\n    type: command\n    component: ../components/score_model.yml\n",
            after.right(200).constData());
        // it went to a free place beside it, not on top of it
        QVERIFY(scene->nodeItem(scene->findStep(QStringLiteral("score_model"))));
        QVERIFY2(overlappingNodes(scene).isEmpty(), qPrintable(overlappingNodes(scene).join(QStringLiteral("; "))));
        QVERIFY(w.isWindowModified());
        // one undo step through the window's Undo
        w.action(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(w.currentDocument()->text(), original);
    }

    void aPipelineOpensAtAReadableZoom()
    {
        // the sample pipeline in a window of 1600 x 1000 with the docks of a first start
        MainWindow w;
        QVERIFY(showWithWorkspace(w, QSize(1600, 1000), m_dir.path()));
        QVERIFY(w.openFile(m_pipeline));
        CanvasView* view = w.currentDocumentTab()->canvas()->view();
        CanvasScene* scene = w.currentDocumentTab()->canvas()->scene();
        QTest::qWait(100);
        auto visible = [view] { return view->mapToScene(view->viewport()->rect()).boundingRect(); };
        auto check = [&](const char* when) {
            QVERIFY2(view->zoom() >= CanvasView::ReadableZoom - 1e-9,
                qPrintable(QStringLiteral("%1: %2 %").arg(QLatin1String(when)).arg(view->zoom() * 100)));
            if (visible().contains(scene->contentRect()))
                return; // all of it in sight
            // else the first steps: the pipeline's first input and the step it feeds
            const NodeItem* prep = scene->nodeItem(scene->findStep(QStringLiteral("prep")));
            QVERIFY2(visible().intersects(QRectF(prep->pos(), prep->size())), when);
            QVERIFY2(visible().left() <= scene->contentRect().left(), when);
        };
        check("opened");
        // a dock opens beside the canvas (a run): the view narrows and the nodes stay readable
        auto* dock = new QDockWidget(QStringLiteral("Runs"), &w);
        dock->setObjectName(QStringLiteral("testDock"));
        auto* filler = new QWidget(dock);
        filler->setMinimumWidth(450);
        dock->setWidget(filler);
        const int before = view->viewport()->width();
        w.addDockWidget(Qt::RightDockWidgetArea, dock);
        dock->show();
        QTRY_VERIFY(view->viewport()->width() < before);
        QTest::qWait(100);
        check("dock opened");
        // a smaller window too
        w.resize(1100, 800);
        QTRY_VERIFY(view->viewport()->width() < before);
        QTest::qWait(100);
        check("window made smaller");
    }

    void enterOnAPaletteEntryAddsAStep()
    {
        MainWindow w;
        QVERIFY(showWithWorkspace(w, QSize(1500, 950), m_dir.path()));
        QVERIFY(w.openFile(m_pipeline));
        QTreeView* tree = w.palettePanel()->view();
        const QModelIndex item = findItem(tree->model(), QStringLiteral("Parallel step"));
        QVERIFY(item.isValid());
        tree->setCurrentIndex(item);
        tree->setFocus();
        QTest::keyClick(tree, Qt::Key_Return);
        PipelineDocument* doc = w.currentDocument();
        QVERIFY(doc->spec().step(QStringLiteral("parallel_step")));
        QCOMPARE(doc->spec().step(QStringLiteral("parallel_step"))->kind, StepKind::Parallel);
        QCOMPARE(w.currentDocumentTab()->canvas()->scene()->selectedStepNames(),
            QStringList { QStringLiteral("parallel_step") });
    }

    void layoutIsSavedWithTheFileAndRestored()
    {
        const QByteArray original = readAll(m_pipeline);
        QPointF moved;
        {
            MainWindow w;
            w.resize(1500, 950);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.openFile(m_pipeline));
            CanvasScene* scene = w.currentDocumentTab()->canvas()->scene();
            const NodeId train = scene->findStep(QStringLiteral("train"));
            moved = scene->nodeItem(train)->pos() + QPointF(200, 100);
            scene->canvasLayout()->movePositions(w.currentDocument()->undoStack(),
                { { CanvasLayout::stepKey(QStringLiteral("train")), moved } }, QStringLiteral("Move"));
            QVERIFY(w.isWindowModified());
            QVERIFY(w.saveDocument(w.currentIndex()));
            QVERIFY(!w.isWindowModified());
            // the YAML is the same bytes; the places are in the sidecar
            QCOMPARE(readAll(m_pipeline), original);
            QVERIFY(QFile::exists(CanvasLayout::sidecarPath(m_pipeline)));
            w.setSavePrompt([](PipelineDocument*) { return QMessageBox::Discard; });
        }
        MainWindow again;
        again.resize(1500, 950);
        again.show();
        QVERIFY(again.openFile(m_pipeline));
        CanvasScene* scene = again.currentDocumentTab()->canvas()->scene();
        QCOMPARE(scene->nodeItem(scene->findStep(QStringLiteral("train")))->pos(), moved);
        QVERIFY(!again.isWindowModified());
        again.setSavePrompt([](PipelineDocument*) { return QMessageBox::Discard; });
    }

    void aBrokenSidecarIsReportedAndTheFileStillOpens()
    {
        QFile f(CanvasLayout::sidecarPath(m_pipeline));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
        f.close();
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(m_pipeline));
        QVERIFY(w.currentDocumentTab()->layoutError().contains(QStringLiteral(".train_pipeline.yml.pipewright.json")));
        QCOMPARE(w.currentDocumentTab()->canvas()->scene()->nodeItems().size(), 13);
    }

    void problemsAndOutlineSelectTheNode()
    {
        MainWindow w;
        w.resize(1500, 950);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(m_pipeline));
        CanvasScene* scene = w.currentDocumentTab()->canvas()->scene();
        Diagnostic d;
        d.severity = Severity::Error;
        d.file = w.currentDocument()->filePath();
        d.step = QStringLiteral("score");
        d.line = w.currentDocument()->locationOf({ QStringLiteral("jobs"), QStringLiteral("score") }).line;
        d.col = 3;
        Q_EMIT w.problemsPanel()->problemActivated(d, d.file);
        QCOMPARE(scene->selectedStepNames(), QStringList { QStringLiteral("score") });
        QCOMPARE(w.currentDocumentTab()->editor()->currentLine(), d.line);

        // the outline follows the canvas, and the canvas the outline
        scene->selectNodes({ scene->findStep(QStringLiteral("evaluate")) });
        QCOMPARE(
            w.outlineView()->currentIndex().data(OutlineModel::StepNameRole).toString(), QStringLiteral("evaluate"));
        const QModelIndex prep = w.outlineModel()->indexForPath({ QStringLiteral("jobs"), QStringLiteral("prep") });
        QVERIFY(prep.isValid());
        w.outlineView()->setCurrentIndex(prep);
        QCOMPARE(scene->selectedStepNames(), QStringList { QStringLiteral("prep") });
    }

    void viewMenuShowsCanvasAndSource()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(m_pipeline));
        DocumentTab* tab = w.currentDocumentTab();
        QAction* canvas = w.action(QStringLiteral("actionShowCanvas"));
        QAction* source = w.action(QStringLiteral("actionShowSource"));
        QVERIFY(canvas && source);
        QVERIFY(!canvas->shortcut().isEmpty());
        QVERIFY(!source->shortcut().isEmpty());
        QCOMPARE(tab->viewMode(), DocumentTab::ViewMode::CanvasAndSource);
        source->trigger();
        QCOMPARE(tab->viewMode(), DocumentTab::ViewMode::CanvasOnly);
        QVERIFY(!tab->editor()->isVisible());
        canvas->trigger(); // the last one shown stays: the source comes back
        QCOMPARE(tab->viewMode(), DocumentTab::ViewMode::SourceOnly);
        QVERIFY(!tab->canvas()->isVisible());
        QVERIFY(tab->editor()->isVisible());
        canvas->trigger();
        QCOMPARE(tab->viewMode(), DocumentTab::ViewMode::CanvasAndSource);
        // a component file opens with its source only
        QVERIFY(w.openFile(m_dir.filePath(QStringLiteral("components/train_model.yml"))));
        QCOMPARE(w.currentDocumentTab()->viewMode(), DocumentTab::ViewMode::SourceOnly);
        QVERIFY(!canvas->isChecked());
    }

    void buildTheTrainingPipelineWithTheKeyboard()
    {
        MainWindow w;
        QVERIFY(showWithWorkspace(w, QSize(1500, 950), m_dir.path()));
        const QString path = m_dir.filePath(QStringLiteral("pipelines/churn.yml"));
        QVERIFY(w.newPipeline(path));
        QVERIFY(!w.newPipeline(path)); // never over an existing file
        CanvasView* view = w.currentDocumentTab()->canvas()->view();
        PipelineDocument* doc = w.currentDocument();

        // typing on the canvas finds a component; Enter adds it
        auto add = [&](const QString& typed, const QString& expected) {
            view->setFocus();
            // the first key goes to the canvas, which hands the typing over to the search field
            QTest::keyClicks(view, typed.left(1));
            QCOMPARE(QApplication::focusWidget(), w.palettePanel()->searchField());
            QTest::keyClicks(QApplication::focusWidget(), typed.mid(1));
            QTest::keyClick(w.palettePanel()->searchField(), Qt::Key_Return);
            QVERIFY2(doc->spec().step(expected), qPrintable(QString::fromUtf8(doc->text())));
        };
        // Escape goes back to the canvas, the filter cleared
        view->setFocus();
        QTest::keyClicks(view, QStringLiteral("z"));
        QCOMPARE(QApplication::focusWidget(), w.palettePanel()->searchField());
        QTest::keyClick(w.palettePanel()->searchField(), Qt::Key_Escape);
        QVERIFY(w.palettePanel()->searchField()->text().isEmpty());
        QCOMPARE(QApplication::focusWidget(), view);
        add(QStringLiteral("prep"), QStringLiteral("prep_data"));
        add(QStringLiteral("train"), QStringLiteral("train_model"));
        add(QStringLiteral("score"), QStringLiteral("score_model"));
        add(QStringLiteral("evaluate"), QStringLiteral("evaluate_model"));
        QVERIFY(doc->text().contains("    component: ../components/prep_data.yml\n"));
        // each new step lands beside the one selected before, covering none
        {
            CanvasScene* sc = w.currentDocumentTab()->canvas()->scene();
            const QList<NodeItem*> nodes = sc->nodeItems();
            for (int i = 0; i < nodes.size(); ++i)
                for (int j = i + 1; j < nodes.size(); ++j)
                    QVERIFY(!nodes[i]->sceneBoundingRect().intersects(nodes[j]->sceneBoundingRect()));
        }

        // links with the keyboard: Tab to the step, '.' to its output port, Enter, Tab to the input, Enter
        CanvasScene* scene = w.currentDocumentTab()->canvas()->scene();
        view->setFocus();
        auto tabTo = [&](const QString& stepName) {
            const NodeId id = scene->findStep(stepName);
            for (int i = 0; i < 12 && scene->selectedNodes() != QList<NodeId> { id }; ++i)
                QTest::keyClick(view, Qt::Key_Tab);
            return scene->selectedNodes() == QList<NodeId> { id };
        };
        auto portTo = [&](const PortRef& port) {
            for (int i = 0; i < 12 && view->focusedPort() != port; ++i)
                QTest::keyClick(view, Qt::Key_Period);
            return view->focusedPort() == port;
        };
        auto link = [&](const QString& from, const QString& to) {
            const QString fromStep = from.section(QLatin1Char('.'), 0, 0);
            const QString toStep = to.section(QLatin1Char('.'), 0, 0);
            QVERIFY2(tabTo(fromStep), qPrintable(fromStep));
            QVERIFY2(portTo(PortRef { scene->findStep(fromStep), from.section(QLatin1Char('.'), 1), true }), qPrintable(from));
            QTest::keyClick(view, Qt::Key_Return);
            QVERIFY(view->isKeyboardLinking());
            const PortRef target { scene->findStep(toStep), to.section(QLatin1Char('.'), 1), false };
            for (int i = 0; i < 12 && view->keyboardLinkTarget() != target; ++i)
                QTest::keyClick(view, Qt::Key_Tab);
            QVERIFY2(view->keyboardLinkTarget() == target, qPrintable(from + QLatin1String(" -> ") + to));
            QTest::keyClick(view, Qt::Key_Return);
            QVERIFY(!view->isKeyboardLinking());
            const QString binding = QStringLiteral("%1: ${{parent.jobs.%2.outputs.%3}}")
                                        .arg(to.section(QLatin1Char('.'), 1), fromStep, from.section(QLatin1Char('.'), 1));
            QVERIFY2(doc->text().contains(binding.toUtf8()), qPrintable(QString::fromUtf8(doc->text())));
        };
        link(QStringLiteral("prep_data.train_data"), QStringLiteral("train_model.training_data"));
        link(QStringLiteral("train_model.model_output"), QStringLiteral("score_model.model_input"));
        link(QStringLiteral("prep_data.test_data"), QStringLiteral("score_model.test_data"));
        link(QStringLiteral("score_model.score_output"), QStringLiteral("evaluate_model.scoring_result"));

        // the raw data becomes a pipeline input, given when the pipeline is submitted: focus the port, open its
        // context menu with Shift+F10, go down to "Promote raw_data to Pipeline Input", Enter
        QVERIFY(tabTo(QStringLiteral("prep_data")));
        QVERIFY(portTo(PortRef { scene->findStep(QStringLiteral("prep_data")), QStringLiteral("raw_data"), false }));
        bool promoted = false;
        QTimer::singleShot(0, this, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (int i = 0; i < 12; ++i) {
                if (menu->activeAction() && menu->activeAction()->text().startsWith(QLatin1String("Promote raw_data"))) {
                    QTest::keyClick(menu, Qt::Key_Return);
                    promoted = true;
                    return;
                }
                QTest::keyClick(menu, Qt::Key_Down);
            }
            QTest::keyClick(menu, Qt::Key_Escape);
        });
        QTest::keyClick(view, Qt::Key_F10, Qt::ShiftModifier);
        QVERIFY(promoted);
        QVERIFY2(doc->spec().input(QStringLiteral("raw_data")), qPrintable(w.currentDocumentTab()->canvas()->lastMessage() + QString::fromUtf8(doc->text())));

        // Ctrl+S saves
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(view, Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!w.isWindowModified());
        QCOMPARE(readAll(path), doc->text());
        QVERIFY(QFile::exists(CanvasLayout::sidecarPath(path)));
        QVERIFY2(cliAccepts(path), qPrintable(m_cliReport + QLatin1Char('\n') + QString::fromUtf8(doc->text())));
    }

    void buildTheTrainingPipelineWithTheMouse()
    {
        MainWindow w;
        QVERIFY(showWithWorkspace(w, QSize(1600, 1000), m_dir.path()));
        const QString path = m_dir.filePath(QStringLiteral("pipelines/churn_by_mouse.yml"));
        QVERIFY(w.newPipeline(path));
        CanvasView* view = w.currentDocumentTab()->canvas()->view();
        CanvasScene* scene = w.currentDocumentTab()->canvas()->scene();
        PipelineDocument* doc = w.currentDocument();
        QWidget* vp = view->viewport();
        view->resetZoom();

        // drag each component out of the palette and drop it on the canvas, left to right
        const QAbstractItemModel* model = w.palettePanel()->model();
        auto entryFor = [&](const QString& file) {
            QModelIndexList found = model->match(model->index(0, 0), PaletteModel::PathRole, file, 1,
                Qt::MatchEndsWith | Qt::MatchRecursive);
            return found.isEmpty() ? QModelIndex() : found.first();
        };
        const QStringList components { QStringLiteral("prep_data.yml"), QStringLiteral("train_model.yml"),
            QStringLiteral("score_model.yml"), QStringLiteral("evaluate_model.yml") };
        const QRect area = vp->rect();
        for (int i = 0; i < components.size(); ++i) {
            const QModelIndex entry = entryFor(components[i]);
            QVERIFY2(entry.isValid(), qPrintable(components[i]));
            std::unique_ptr<QMimeData> mime(model->mimeData({ entry }));
            QVERIFY(mime);
            // a staircase, so that every node and port stays in sight at 100 %
            const QPoint at(area.left() + 40 + i * area.width() / 5, area.top() + 60 + (i % 2) * area.height() / 3);
            QDragEnterEvent enter(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(vp, &enter);
            QVERIFY(enter.isAccepted());
            QDragMoveEvent move(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(vp, &move);
            QDropEvent drop(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(vp, &drop);
            QVERIFY(drop.isAccepted());
        }
        for (const char* name : { "prep_data", "train_model", "score_model", "evaluate_model" })
            QVERIFY2(doc->spec().step(QLatin1String(name)), qPrintable(QString::fromUtf8(doc->text())));

        // each dropped step has a place of its own
        QVERIFY2(overlappingNodes(scene).isEmpty(), qPrintable(overlappingNodes(scene).join(QStringLiteral("; "))));
        // Pipeline > Arrange from the menu bar lays them out and fits them in view
        QVERIFY(clickMenuAction(w, w.action(QStringLiteral("actionArrange"))));
        for (const char* name : { "prep_data", "train_model", "score_model", "evaluate_model" })
            QVERIFY(vp->rect().contains(
                view->mapFromScene(scene->nodeItem(scene->findStep(QLatin1String(name)))->sceneBoundingRect())
                    .boundingRect()));

        // connect output ports to input ports by dragging
        auto portPoint = [&](const QString& stepName, const QString& port, bool output) {
            return view->mapFromScene(scene->portScenePos(scene->findStep(stepName), port, output));
        };
        auto link = [&](const QString& from, const QString& to) {
            const QPoint a = portPoint(from.section(QLatin1Char('.'), 0, 0), from.section(QLatin1Char('.'), 1), true);
            const QPoint b = portPoint(to.section(QLatin1Char('.'), 0, 0), to.section(QLatin1Char('.'), 1), false);
            QVERIFY2(vp->rect().contains(a) && vp->rect().contains(b), qPrintable(from + QLatin1String(" -> ") + to));
            QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, a);
            QTest::mouseMove(vp, (a + b) / 2);
            QTest::mouseMove(vp, b);
            QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, b);
            const QString binding = QStringLiteral("${{parent.jobs.%1.outputs.%2}}")
                                        .arg(from.section(QLatin1Char('.'), 0, 0), from.section(QLatin1Char('.'), 1));
            QVERIFY2(doc->text().contains(binding.toUtf8()), qPrintable(QString::fromUtf8(doc->text())));
        };
        link(QStringLiteral("prep_data.train_data"), QStringLiteral("train_model.training_data"));
        link(QStringLiteral("train_model.model_output"), QStringLiteral("score_model.model_input"));
        link(QStringLiteral("prep_data.test_data"), QStringLiteral("score_model.test_data"));
        link(QStringLiteral("score_model.score_output"), QStringLiteral("evaluate_model.scoring_result"));

        // right-click the raw_data input and pick "Promote raw_data to Pipeline Input" in the menu
        const QPoint rawData = portPoint(QStringLiteral("prep_data"), QStringLiteral("raw_data"), false);
        bool clicked = false;
        QTimer::singleShot(0, this, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (QAction* a : menu->actions())
                if (a->text().startsWith(QLatin1String("Promote raw_data"))) {
                    QTest::mouseClick(menu, Qt::LeftButton, Qt::NoModifier, menu->actionGeometry(a).center());
                    clicked = true;
                    return;
                }
            menu->close();
        });
        QContextMenuEvent menuEvent(QContextMenuEvent::Mouse, rawData, vp->mapToGlobal(rawData));
        QApplication::sendEvent(vp, &menuEvent);
        QVERIFY(clicked);
        QVERIFY2(doc->spec().input(QStringLiteral("raw_data")), qPrintable(QString::fromUtf8(doc->text())));
        QVERIFY(doc->text().contains("      raw_data: ${{parent.inputs.raw_data}}\n"));

        // save with the toolbar button
        QAction* save = w.action(QStringLiteral("actionSave"));
        QToolButton* button = nullptr;
        for (QToolBar* bar : w.findChildren<QToolBar*>())
            if (auto* b = qobject_cast<QToolButton*>(bar->widgetForAction(save)))
                button = b;
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(!w.isWindowModified());
        QCOMPARE(readAll(path), doc->text());
        QVERIFY2(cliAccepts(path), qPrintable(m_cliReport + QLatin1Char('\n') + QString::fromUtf8(doc->text())));
    }

    void propertiesFollowTheSelectionInsideANestedPipeline()
    {
        const QString inner = m_dir.filePath(QStringLiteral("pipelines/inner.yml"));
        const QString outer = m_dir.filePath(QStringLiteral("pipelines/outer.yml"));
        QFile fi(inner);
        QVERIFY(fi.open(QIODevice::WriteOnly));
        fi.write("$schema: https://azuremlschemas.azureedge.net/latest/pipelineComponent.schema.json\n"
                 "type: pipeline\n"
                 "name: inner_pipeline\n"
                 "jobs:\n"
                 "  clean:\n"
                 "    type: command\n"
                 "    command: echo clean\n"
                 "    environment: azureml:AzureML-sklearn-1.0-ubuntu20.04-py38-cpu@latest\n");
        fi.close();
        QFile fo(outer);
        QVERIFY(fo.open(QIODevice::WriteOnly));
        fo.write("type: pipeline\n"
                 "jobs:\n"
                 "  first:\n"
                 "    type: command\n"
                 "    command: echo first\n"
                 "    environment: azureml:AzureML-sklearn-1.0-ubuntu20.04-py38-cpu@latest\n"
                 "  nested:\n"
                 "    type: pipeline\n"
                 "    component: ./inner.yml\n");
        fo.close();
        MainWindow w;
        w.resize(1500, 950);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(outer));
        CanvasWidget* canvas = w.currentDocumentTab()->canvas();
        PropertiesPanel* panel = w.propertiesPanel();
        canvas->scene()->selectNodes({ canvas->scene()->findStep(QStringLiteral("first")) });
        QCOMPARE(panel->step(), QStringLiteral("first"));
        QCOMPARE(panel->document(), w.currentDocument());
        QVERIFY(!panel->isReadOnly());

        QVERIFY(canvas->openNested(QStringLiteral("nested")));
        QCOMPARE(canvas->depth(), 1);
        canvas->scene()->selectNodes({ canvas->scene()->findStep(QStringLiteral("clean")) });
        // the panel shows the nested pipeline's step, and only shows it
        QCOMPARE(panel->step(), QStringLiteral("clean"));
        QVERIFY(panel->document() != w.currentDocument());
        QCOMPARE(QFileInfo(panel->document()->filePath()), QFileInfo(inner));
        QVERIFY(panel->isReadOnly());
        QWidget* editor = panel->editorFor(QStringLiteral("name"));
        QVERIFY(editor);
        QVERIFY(!editor->isEnabled());

        // back at the top level the panel edits again
        canvas->goToLevel(0);
        canvas->scene()->selectNodes({ canvas->scene()->findStep(QStringLiteral("first")) });
        QCOMPARE(panel->document(), w.currentDocument());
        QCOMPARE(panel->step(), QStringLiteral("first"));
        QVERIFY(!panel->isReadOnly());
    }

    void exportImageFromTheWindow()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(m_pipeline));
        const QString svg = m_dir.filePath(QStringLiteral("train.svg"));
        QVERIFY(w.exportCanvasImage(svg));
        QVERIFY(readAll(svg).contains(">evaluate<"));
        QVERIFY(!w.exportCanvasImage(m_dir.filePath(QStringLiteral("train.bmp"))));
    }
};

QTEST_MAIN(TestCanvasPalette)
#include "tst_canvaspalette.moc"
