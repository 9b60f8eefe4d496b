// SPDX-License-Identifier: MIT
// The main window: start-up, docks and panels, problems and outline navigation, find, validate, recent files,
// language, workspace and layout. Opening, editing, saving and closing documents: tst_documents.
#include "mainwindowtesting.h"

#include <QPushButton>

using namespace pw::test::mainwindow;

class TestMainWindow : public Fixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initCase(); }
    void init() { clearSettings(); }
    void cleanupTestCase() { clearSettings(); }

    void startsWithWelcomePage()
    {
        MainWindow w({new LocalBackend});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.documentCount(), 0);
        QVERIFY(!w.currentDocument());
        QCOMPARE(w.windowTitle(), QStringLiteral("Pipewright"));
        QVERIFY(!w.action(QStringLiteral("actionSave"))->isEnabled());
        QVERIFY(!w.action(QStringLiteral("actionUndo"))->isEnabled());
        QVERIFY(w.findChild<QWidget*>(QStringLiteral("welcomePage"))->isVisible());
        // docks are named (for saveState), closable and listed in the View menu
        for (const char* name : {"workspaceDock", "outlineDock", "problemsDock"}) {
            auto* dock = w.findChild<QDockWidget*>(QLatin1String(name));
            QVERIFY2(dock, name);
            QVERIFY(dock->features().testFlag(QDockWidget::DockWidgetClosable));
            QVERIFY(dock->features().testFlag(QDockWidget::DockWidgetMovable));
            QVERIFY(dock->isVisible());
            auto* viewMenu = w.findChild<QMenu*>(QStringLiteral("menuView"));
            QVERIFY(viewMenu->actions().contains(dock->toggleViewAction()));
        }
        QCOMPARE(w.action(QStringLiteral("actionOpen"))->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_O));
        QCOMPARE(w.action(QStringLiteral("actionOpenFolder"))->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
        QCOMPARE(w.action(QStringLiteral("actionSave"))->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_S));
        QCOMPARE(w.action(QStringLiteral("actionSaveAs"))->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
        QCOMPARE(w.action(QStringLiteral("actionClose"))->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_W));
        QCOMPARE(w.action(QStringLiteral("actionQuit"))->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
        QCOMPARE(w.action(QStringLiteral("actionValidate"))->shortcut(), QKeySequence(Qt::Key_F7));
        QCOMPARE(w.action(QStringLiteral("actionFind"))->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_F));
        QVERIFY(w.statusBar()->findChild<QLabel*>(QStringLiteral("backendLabel"))->text().contains(QStringLiteral("Local")));
        // the Jobs panel, behind Problems, is made when its tab is first raised, and shown there at once
        QDockWidget* jobs = w.runController()->jobsDock();
        QTest::qWait(50);
        QVERIFY(jobs->visibleRegion().isEmpty());
        QVERIFY(!jobs->widget());
        jobs->raise();
        QTRY_VERIFY(jobs->widget());
        QVERIFY(!jobs->visibleRegion().isEmpty());
        QCOMPARE(jobs->widget(), static_cast<QWidget*>(w.runController()->jobsPanel()));
        QTRY_VERIFY(w.runController()->jobsPanel()->view()->isVisible());
        // so are the Components panel's widgets, behind Workspace
        QVERIFY(!w.palettePanel()->findChild<QLineEdit*>());
        w.paletteDock()->raise();
        QTRY_VERIFY(w.palettePanel()->findChild<QLineEdit*>());
        QTRY_VERIFY(w.palettePanel()->view()->isVisible());
        QVERIFY(w.palettePanel()->searchField()->isVisible());

        // a layout where the Jobs dock is not behind another shows it, made, in the first frames
        MainWindow other({new LocalBackend});
        other.addDockWidget(Qt::RightDockWidgetArea, other.runController()->jobsDock());
        other.show();
        QVERIFY(QTest::qWaitForWindowExposed(&other));
        QTRY_VERIFY(other.runController()->jobsDock()->widget());
        QTRY_VERIFY(other.runController()->jobsPanel()->view()->isVisible());
    }

    // a workspace's problem is shown while it is the backend chosen, and goes when another is chosen
    void backendProblemGoesWithItsBackend()
    {
        auto* other = new LocalBackend;
        MainWindow w({new LocalBackend, other});
        RunController* run = w.runController();
        run->setCurrentBackend(1);
        w.showBackendProblem(other, QStringLiteral("Could not reach management.azure.com: no network"));
        QVERIFY(!w.banner()->isHidden());
        QCOMPARE(w.banner()->text(), QStringLiteral("Could not reach management.azure.com: no network"));
        run->setCurrentBackend(0);
        QVERIFY(w.banner()->isHidden());
        w.showBackendProblem(other, QStringLiteral("Could not reach management.azure.com: no network"));
        QVERIFY(w.banner()->isHidden()); // not the backend chosen
        // another message in the banner is left alone
        w.banner()->showMessage(QStringLiteral("Saved."), MessageBanner::Kind::Warning);
        run->setCurrentBackend(1);
        QVERIFY(!w.banner()->isHidden());
    }

    void welcomePageListsRecentFiles()
    {
        WelcomePage page;
        page.resize(900, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QStringList files;
        for (int i = 0; i < 8; ++i)
            files << QDir(m_tmp.path()).filePath(QStringLiteral("p%1/pipeline%1.yml").arg(i));
        page.setRecentFiles(files);
        QCOMPARE(page.shownRecentFiles(), files.mid(0, 6));
        const QList<RecentFileButton*> buttons = page.findChildren<RecentFileButton*>();
        QCOMPARE(buttons.size(), 6);
        RecentFileButton* first = buttons.first();
        QCOMPARE(first->fileName(), QStringLiteral("pipeline0.yml"));
        QCOMPARE(first->toolTip(), QDir::toNativeSeparators(files.first()));
        QVERIFY(first->isVisible());
        QVERIFY(first->sizeHint().width() > first->minimumSizeHint().width()); // the folder follows the name

        // a click opens it; so does Enter once it has the focus
        QSignalSpy activated(&page, &WelcomePage::recentFileActivated);
        QTest::mouseClick(first, Qt::LeftButton, {}, first->rect().center());
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.takeFirst().at(0).toString(), files.first());
        buttons.at(1)->setFocus(Qt::TabFocusReason);
        QTest::keyClick(buttons.at(1), Qt::Key_Return);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.takeFirst().at(0).toString(), files.at(1));

        // the same list is not made again; an empty one hides the section
        page.setRecentFiles(files);
        QCOMPARE(page.findChildren<RecentFileButton*>(), buttons);
        page.setRecentFiles({});
        QVERIFY(page.shownRecentFiles().isEmpty());
        QVERIFY(!page.findChild<QWidget*>(QStringLiteral("welcomeRecentList"))->isVisible());
    }

    void retranslatesOnLanguageChange()
    {
        // a translator that marks every text of the main window, as a real catalogue would replace it
        class MarkingTranslator : public QTranslator
        {
        public:
            QString translate(const char* context, const char* source, const char*, int) const override
            {
                if (QByteArray(context) == "pw::MainWindow" && QByteArray(source) == "&File")
                    return QStringLiteral("&Datei");
                if (QByteArray(context) == "pw::ProblemsModel" && QByteArray(source) == "Severity")
                    return QStringLiteral("Schwere");
                return QString();
            }
            bool isEmpty() const override { return false; }
        };
        MainWindow w;
        auto* fileMenu = w.findChild<QMenu*>(QStringLiteral("menuFile"));
        QCOMPARE(fileMenu->title(), QStringLiteral("&File"));
        MarkingTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QTRY_COMPARE(fileMenu->title(), QStringLiteral("&Datei"));
        QCOMPARE(w.problemsModel()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Schwere"));
        QCoreApplication::removeTranslator(&translator);
        QTRY_COMPARE(fileMenu->title(), QStringLiteral("&File"));
    }

    void problemDoubleClickJumpsToLine()
    {
        const QString good = copyOf(samplePipeline);
        const QString bad = writeTemp(QStringLiteral("broken.yml"), malformedYaml);
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(bad));
        QVERIFY(w.banner()->isVisible());
        QVERIFY2(w.banner()->text().contains(QLatin1String("not valid YAML")), qPrintable(w.banner()->text()));
        QVERIFY(w.openFile(good));
        QCOMPARE(w.currentDocument()->filePath(), good);
        // the banner about the broken file stays with its tab
        QVERIFY(!w.banner()->isVisible());

        QTableView* view = w.problemsPanel()->view();
        QModelIndex target;
        for (int i = 0; i < view->model()->rowCount(); ++i) {
            const QModelIndex idx = view->model()->index(i, ProblemsModel::RuleColumn);
            if (idx.data().toString() == QLatin1String("yaml-syntax"))
                target = idx.siblingAtColumn(ProblemsModel::MessageColumn);
        }
        QVERIFY(target.isValid());
        view->scrollTo(target);
        const QRect rect = view->visualRect(target);
        QVERIFY(!rect.isEmpty());
        doubleClick(view->viewport(), rect.center());
        QCOMPARE(w.currentDocument()->filePath(), bad);
        QVERIFY(w.banner()->isVisible()); // back with its file
        QCOMPARE(w.currentDocumentTab()->editor()->currentLine(), 5);
        QCOMPARE(w.currentDocumentTab()->editor()->currentColumn(), 18);

        // the filter hides rows that do not match
        w.problemsPanel()->filterEdit()->setText(QStringLiteral("no such text anywhere"));
        QCOMPARE(view->model()->rowCount(), 0);
        w.problemsPanel()->filterEdit()->clear();
        QVERIFY(view->model()->rowCount() > 0);
        w.problemsPanel()->severityButton(Severity::Error)->click();
        for (int i = 0; i < view->model()->rowCount(); ++i)
            QVERIFY(view->model()->index(i, 0).data(ProblemsModel::SeverityRole).toInt() != int(Severity::Error));
    }

    void outlineDoubleClickJumpsToStep()
    {
        const QString path = copyOf(samplePipeline);
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(path));
        QTreeView* view = w.outlineView();
        OutlineModel* model = w.outlineModel();
        const QModelIndex steps = model->index(2, 0);
        QVERIFY(view->isExpanded(steps));
        const QModelIndex score = model->index(1, 0, steps);
        QCOMPARE(score.data().toString(), QStringLiteral("score_job"));
        view->scrollTo(score);
        const QRect rect = view->visualRect(score);
        QVERIFY(!rect.isEmpty());
        doubleClick(view->viewport(), rect.center());
        QCOMPARE(w.currentDocumentTab()->editor()->currentLine(), lineContaining(readAll(path), "  score_job:"));

        // expansion survives an edit (the model is rebuilt)
        const QModelIndex train = model->index(0, 0, steps);
        view->expand(train);
        typeAtEndOfLine(w.currentDocumentTab()->editor(), 1, QStringLiteral(" "));
        QTRY_VERIFY(w.currentDocument()->isModified());
        QVERIFY(view->isExpanded(model->index(0, 0, model->index(2, 0))));
        QVERIFY(!view->isExpanded(model->index(1, 0, model->index(2, 0))));
    }

    void findBarSelectsMatch()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(samplePipeline));
        w.action(QStringLiteral("actionFind"))->trigger();
        FindBar* bar = w.currentDocumentTab()->findBar();
        QVERIFY(bar->isVisible());
        auto* edit = bar->findChild<QLineEdit*>(QStringLiteral("findEdit"));
        QTest::keyClicks(edit, QStringLiteral("evaluate_job"));
        YamlEditor* editor = w.currentDocumentTab()->editor();
        QCOMPARE(editor->textCursor().selectedText(), QStringLiteral("evaluate_job"));
        QCOMPARE(editor->currentLine(), lineContaining(readAll(samplePipeline), "evaluate_job:"));
        QTest::keyClick(edit, Qt::Key_Escape);
        QVERIFY(!bar->isVisible());
    }

    void validateShowsProblems()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(samplePipeline));
        w.problemsDock()->hide();
        w.action(QStringLiteral("actionValidate"))->trigger();
        QVERIFY(w.problemsDock()->isVisible());
        QCOMPARE(w.problemsModel()->rowCount(), int(w.currentDocument()->diagnostics().size()));
    }

    void cursorPositionInStatusBar()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(samplePipeline));
        w.currentDocumentTab()->editor()->goToLine(3, 5);
        auto* label = w.statusBar()->findChild<QLabel*>(QStringLiteral("cursorLabel"));
        QCOMPARE(label->text(), QStringLiteral("Ln 3, Col 5"));
    }

    void goToStepShowsItOnTheCanvas()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(samplePipeline));
        CanvasWidget* canvas = w.currentDocumentTab()->canvas();
        canvas->view()->setZoom(0.1); // far out: the step must come close enough to read
        bool seen = false;
        QTimer::singleShot(0, &w, [&] {
            auto* dialog = qobject_cast<GoToStepDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            seen = true;
            auto close = qScopeGuard([dialog] {
                if (dialog->isVisible())
                    dialog->reject(); // a failed check must not leave the test waiting on the dialog
            });
            QCOMPARE(dialog->visibleCount(), 3); // train_job, score_job, evaluate_job
            auto* filter = dialog->findChild<QLineEdit*>(QStringLiteral("stepFilter"));
            QVERIFY(filter);
            QTest::keyClicks(filter, QStringLiteral("SCORE"));
            QCOMPARE(dialog->visibleCount(), 1);
            QCOMPARE(dialog->stepName(), QStringLiteral("score_job"));
            // the component's name is searched too
            filter->clear();
            QTest::keyClicks(filter, QStringLiteral("my_train"));
            QCOMPARE(dialog->visibleCount(), 1);
            QCOMPARE(dialog->stepName(), QStringLiteral("train_job"));
            filter->clear();
            QTest::keyClicks(filter, QStringLiteral("_job"));
            QTest::keyClick(filter, Qt::Key_Down); // the arrows move through the list from the filter
            QCOMPARE(dialog->stepName(), QStringLiteral("score_job"));
            if (const QString dir = qEnvironmentVariable("PW_SCREENSHOT_DIR"); !dir.isEmpty())
                dialog->grab().save(QDir(dir).filePath(QStringLiteral("go-to-step.png")));
            QTest::keyClick(filter, Qt::Key_Return);
        });
        w.action(QStringLiteral("actionGoToStep"))->trigger();
        QVERIFY(seen);
        CanvasScene* scene = canvas->scene();
        QCOMPARE(scene->selectedNodes(), QList<NodeId>{scene->findStep(QStringLiteral("score_job"))});
        CanvasView* view = canvas->view();
        QVERIFY(view->zoom() >= CanvasView::ReadableZoom);
        NodeItem* item = scene->nodeItem(scene->findStep(QStringLiteral("score_job")));
        QVERIFY(view->mapToScene(view->viewport()->rect()).boundingRect().contains(item->sceneBoundingRect()));
        QVERIFY(view->hasFocus() || !QApplication::focusWidget());
    }

    void recentFilesArePersisted()
    {
        const QString a = copyOf(samplePipeline);
        const QString b = copyOf(samplePipeline, QStringLiteral("second.yml"));
        {
            MainWindow w;
            QVERIFY(w.openFile(a));
            QVERIFY(w.openFile(b));
            QCOMPARE(w.recentFiles(), (QStringList{b, a}));
        }
        MainWindow w2;
        QCOMPARE(w2.recentFiles(), (QStringList{b, a}));
        auto* menu = w2.findChild<QMenu*>(QStringLiteral("menuRecent"));
        QVERIFY(menu);
        Q_EMIT menu->aboutToShow();
        QStringList entries;
        for (QAction* act : menu->actions())
            if (!act->data().toString().isEmpty())
                entries << act->data().toString();
        QCOMPARE(entries, (QStringList{b, a}));
        // choosing an entry opens it
        for (QAction* act : menu->actions())
            if (act->data().toString() == a)
                act->trigger();
        QCOMPARE(w2.documentCount(), 1);
        QCOMPARE(w2.currentDocument()->filePath(), a);

        // a file that is gone is not offered, and comes back when it is there again
        const QString kept = b + QStringLiteral(".away");
        QVERIFY(QFile::rename(b, kept));
        MainWindow w3;
        QCOMPARE(w3.recentFiles(), (QStringList{a}));
        Q_EMIT w3.findChild<QMenu*>(QStringLiteral("menuRecent"))->aboutToShow();
        for (QAction* act : w3.findChild<QMenu*>(QStringLiteral("menuRecent"))->actions())
            QVERIFY(act->data().toString() != b);
        QVERIFY(QFile::rename(kept, b));
        QCOMPARE(MainWindow().recentFiles(), (QStringList{a, b}));

        // at most ten, newest first
        for (int i = 0; i < 12; ++i)
            QVERIFY(w2.openFile(copyOf(samplePipeline, QStringLiteral("p%1.yml").arg(i))));
        QCOMPARE(w2.recentFiles().size(), MainWindow::MaxRecentFiles);
        QVERIFY(w2.recentFiles().first().endsWith(QStringLiteral("p11.yml")));

        w2.action(QStringLiteral("actionClearRecent"))->trigger();
        QVERIFY(w2.recentFiles().isEmpty());
        QVERIFY(MainWindow().recentFiles().isEmpty());
    }

    void languageSettingIsPersisted()
    {
        {
            MainWindow w;
            QAction* chinese = w.action(QStringLiteral("actionLanguageChinese"));
            QVERIFY(chinese);
            QCOMPARE(chinese->text(), QStringLiteral("简体中文"));
            QVERIFY(w.action(QStringLiteral("actionLanguageSystem"))->isChecked());
            chinese->trigger();
            QVERIFY(chinese->isChecked());
            QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("zh_CN"));
            QVERIFY(!w.statusBar()->currentMessage().isEmpty());
        }
        {
            MainWindow w;
            QVERIFY(w.action(QStringLiteral("actionLanguageChinese"))->isChecked());
            QVERIFY(!w.action(QStringLiteral("actionLanguageEnglish"))->isChecked());
            w.action(QStringLiteral("actionLanguageSystem"))->trigger();
        }
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QString());
    }

    void openFolderSetsWorkspace()
    {
        const QString root = m_tmp.filePath(QStringLiteral("workspace%1").arg(++m_counter));
        QVERIFY(writeAll(QDir(root).filePath(QStringLiteral("pipelines/b_second.yml")), readAll(samplePipeline)));
        QVERIFY(writeAll(QDir(root).filePath(QStringLiteral("pipelines/a_first.yml")), readAll(samplePipeline)));
        QVERIFY(writeAll(QDir(root).filePath(QStringLiteral("data/table.csv")), "a,b\n1,2\n"));
        QCOMPARE(MainWindow::firstPipelineIn(root), QDir(root).filePath(QStringLiteral("pipelines/a_first.yml")));
        QVERIFY(MainWindow::firstPipelineIn(m_tmp.path()).isEmpty());
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.openFolder(root));
            QCOMPARE(w.workspaceRoot(), QDir::cleanPath(root));
            QCOMPARE(w.documentCount(), 0);
            auto* fs = qobject_cast<QFileSystemModel*>(w.workspaceView()->model());
            QVERIFY(fs);
            QCOMPARE(fs->filePath(w.workspaceView()->rootIndex()), QDir::cleanPath(root));
            // double-clicking a pipeline in the tree opens it
            const QModelIndex pipelines = fs->index(QDir(root).filePath(QStringLiteral("pipelines")));
            QTRY_COMPARE(fs->rowCount(pipelines), 2);
            const QModelIndex first = fs->index(QDir(root).filePath(QStringLiteral("pipelines/a_first.yml")));
            w.workspaceView()->expand(pipelines);
            w.workspaceView()->scrollTo(first);
            QTRY_VERIFY(!w.workspaceView()->visualRect(first).isEmpty());
            doubleClick(w.workspaceView()->viewport(), w.workspaceView()->visualRect(first).center());
            QCOMPARE(w.documentCount(), 1);
            QCOMPARE(w.currentDocument()->filePath(), QDir(root).filePath(QStringLiteral("pipelines/a_first.yml")));
            QVERIFY(!w.openFolder(QDir(root).filePath(QStringLiteral("missing"))));
            QCOMPARE(w.banner()->kind(), MessageBanner::Kind::Error);
            QCOMPARE(w.workspaceRoot(), QDir::cleanPath(root));
        }
        MainWindow w2;
        QVERIFY(w2.restoreWorkspace());
        QCOMPARE(w2.workspaceRoot(), QDir::cleanPath(root));
    }

    void startUpShowsWorkspaceFirstThenOpensFiles()
    {
        const QString root = m_tmp.filePath(QStringLiteral("workspace%1").arg(++m_counter));
        QVERIFY(writeAll(QDir(root).filePath(QStringLiteral("pipelines/train.yml")), readAll(samplePipeline)));
        QVERIFY(writeAll(QDir(root).filePath(QStringLiteral("components/prep.yml")),
                         "$schema: https://azuremlschemas.azureedge.net/latest/commandComponent.schema.json\n"
                         "name: prep\ntype: command\ncommand: echo hi\nenvironment: azureml:env@latest\n"));
        const QString pipeline = MainWindow::firstPipelineIn(root);
        QCOMPARE(pipeline, QDir(root).filePath(QStringLiteral("pipelines/train.yml")));
        {
            // the previous session: the workspace and a document in it
            MainWindow w;
            QVERIFY(w.openFolder(root));
            QVERIFY(w.openFile(pipeline));
        }
        // the next start, as the studio does it: the workspace before the first frame, the document after it
        MainWindow w;
        QVERIFY(w.restoreWorkspace());
        w.show();
        w.openFilesAfterFirstFrame({pipeline});
        QCOMPARE(w.workspaceRoot(), QDir::cleanPath(root));
        QCOMPARE(w.documentCount(), 0);
        QVERIFY(w.isStarting());
        QVERIFY(w.palettePanel()->isScanning());
        QTRY_COMPARE(w.documentCount(), 1);
        QTRY_VERIFY(!w.isStarting());
        QCOMPARE(w.currentDocument()->filePath(), pipeline);
        QCOMPARE(w.windowTitle(), QStringLiteral("train.yml[*] — Pipewright"));
        QCOMPARE(w.recentFiles().value(0), pipeline);
        // the same focus as a file opened at once: the canvas of the new tab (its source while the canvas is hidden)
        DocumentTab* tab = w.currentDocumentTab();
        QWidget* expected = tab->canvas()->isVisibleTo(tab) ? static_cast<QWidget*>(tab->canvas()->view())
                                                            : static_cast<QWidget*>(tab->editor());
        QCOMPARE(w.focusWidget(), expected);
        QCOMPARE(w.outlineModel()->document(), w.currentDocument());
        // the Components panel reads the folder once the first frame is painted
        QTRY_VERIFY(!w.palettePanel()->isScanning());
        QCOMPARE(w.palettePanel()->folder(), QDir::cleanPath(root));
        QCOMPARE(w.palettePanel()->entries().size(), 1);

        // a window that is not shown does the same work in the next turns of the event loop
        MainWindow hidden;
        hidden.openFilesAfterFirstFrame({pipeline, samplePipeline});
        QCOMPARE(hidden.documentCount(), 0);
        QTRY_COMPARE(hidden.documentCount(), 2);
        QCOMPARE(hidden.currentDocument()->filePath(), samplePipeline);
        QVERIFY(!hidden.isStarting());
    }

    void sessionTabsComeBack()
    {
        const QString a = copyOf(samplePipeline);
        const QString b = copyOf(samplePipeline);
        {
            MainWindow w({new LocalBackend});
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.openFile(a));
            QVERIFY(w.openFile(b));
            QVERIFY(w.openFile(a)); // back to the first one: current
            QVERIFY(w.close());
        }
        QString current;
        const QStringList files = MainWindow::sessionFiles(&current);
        QCOMPARE(files, (QStringList {QFileInfo(a).absoluteFilePath(), QFileInfo(b).absoluteFilePath()}));
        QCOMPARE(current, QFileInfo(a).absoluteFilePath());
        MainWindow w({new LocalBackend});
        w.openFilesAfterFirstFrame(files, current);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_COMPARE(w.documentCount(), 2);
        QTRY_COMPARE(w.currentDocumentTab()->document()->filePath(), QFileInfo(a).absoluteFilePath());
        // a file removed since is left out
        QVERIFY(QFile::remove(b));
        QVERIFY(w.close());
        QCOMPARE(MainWindow::sessionFiles(), QStringList {QFileInfo(a).absoluteFilePath()});
    }

    void welcomePageOpensTheSampleWorkspace()
    {
        const QString sample = QDir(m_tmp.path()).filePath(QStringLiteral("sample"));
        QVERIFY(writeAll(QDir(sample).filePath(QStringLiteral("pipelines/b.yml")), readAll(samplePipeline)));
        QVERIFY(writeAll(QDir(sample).filePath(QStringLiteral("pipelines/a.yml")), readAll(samplePipeline)));
        MainWindow w({new LocalBackend});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* button = w.findChild<QPushButton*>(QStringLiteral("welcomeSampleButton"));
        QVERIFY(button && !button->isVisible()); // none known yet
        w.setSampleWorkspace(sample);
        QVERIFY(button->isVisible());
        button->click();
        QCOMPARE(QFileInfo(w.workspaceRoot()).absoluteFilePath(), QFileInfo(sample).absoluteFilePath());
        QTRY_VERIFY(w.currentDocumentTab());
        QCOMPARE(QFileInfo(w.currentDocumentTab()->document()->filePath()).fileName(), QStringLiteral("a.yml"));
    }

    void layoutIsRememberedAndResettable()
    {
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.problemsDock()->isVisible());
            w.problemsDock()->toggleViewAction()->trigger();
            QVERIFY(!w.problemsDock()->isVisible());
            QVERIFY(w.close());
        }
        QSettings settings;
        QVERIFY(!settings.value(QStringLiteral("mainwindow/state")).toByteArray().isEmpty());
        QVERIFY(!settings.value(QStringLiteral("mainwindow/geometry")).toByteArray().isEmpty());
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.problemsDock()->isVisible());
        w.action(QStringLiteral("actionResetLayout"))->trigger();
        QVERIFY(w.problemsDock()->isVisible());
        QCOMPARE(w.dockWidgetArea(w.problemsDock()), Qt::BottomDockWidgetArea);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
