// SPDX-License-Identifier: MIT
// Documents in the main window: opening (large files in the background, cancelled), editing with undo and redo,
// saving byte for byte, closing with the questions about unsaved changes, malformed and unreadable files.
#include "mainwindowtesting.h"

using namespace pw::test::mainwindow;

class TestDocuments : public Fixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { initCase(); }
    void init() { clearSettings(); }
    void cleanupTestCase() { clearSettings(); }

    void openFileShowsDocument()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(samplePipeline));
        QCOMPARE(w.documentCount(), 1);
        PipelineDocument* doc = w.currentDocument();
        QVERIFY(doc);
        QCOMPARE(doc->filePath(), samplePipeline);
        DocumentTab* tab = w.currentDocumentTab();
        QCOMPARE(tab->editor()->toPlainText().toUtf8(), readAll(samplePipeline));
        QCOMPARE(w.windowTitle(), QStringLiteral("pipeline.yml[*] — Pipewright"));
        QVERIFY(!w.isWindowModified());
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("tabWidget"));
        QCOMPARE(tabs->tabText(0), QStringLiteral("pipeline.yml"));
        // the outline and problems follow the current document
        QCOMPARE(w.outlineModel()->document(), doc);
        QCOMPARE(w.outlineModel()->rowCount(), 4);
        QCOMPARE(w.problemsModel()->rowCount(), int(doc->diagnostics().size()));
        // opening it again switches to the tab instead of opening a second copy
        QVERIFY(w.openFile(samplePipeline));
        QCOMPARE(w.documentCount(), 1);
        QVERIFY(w.action(QStringLiteral("actionSave"))->isEnabled());
    }

    void largeFilesLoadInTheBackground()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setAsyncLoadThreshold(0);
        QVERIFY(w.openFile(samplePipeline));
        QVERIFY(w.isLoading());
        QCOMPARE(w.documentCount(), 0);
        QVERIFY(w.statusBar()->findChild<QWidget*>(QStringLiteral("loadingIndicator"))->isVisible());
        QTRY_COMPARE(w.documentCount(), 1);
        QVERIFY(!w.isLoading());
        QVERIFY(!w.statusBar()->findChild<QWidget*>(QStringLiteral("loadingIndicator"))->isVisible());
        QCOMPARE(w.currentDocument()->text(), readAll(samplePipeline));
        QCOMPARE(w.currentDocumentTab()->editor()->toPlainText().toUtf8(), readAll(samplePipeline));
        QVERIFY(!w.currentDocument()->isModified());
        QCOMPARE(w.problemsModel()->rowCount(), int(w.currentDocument()->diagnostics().size()));
        QCOMPARE(w.outlineModel()->rowCount(), 4);
        QCOMPARE(w.recentFiles().value(0), samplePipeline);
    }

    void backgroundLoadCanBeCancelled()
    {
        MainWindow w;
        w.setAsyncLoadThreshold(0);
        QVERIFY(w.openFile(samplePipeline));
        QVERIFY(w.isLoading());
        w.findChild<QToolButton*>(QStringLiteral("cancelLoadingButton"))->click();
        QVERIFY(!w.isLoading());
        // let the worker finish and its result arrive: it is dropped
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(w.documentCount(), 0);
    }

    void editUndoRedoSave()
    {
        const QString path = copyOf(samplePipeline);
        const QByteArray original = readAll(path);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(path));
        PipelineDocument* doc = w.currentDocument();
        DocumentTab* tab = w.currentDocumentTab();
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("tabWidget"));
        QAction* undo = w.action(QStringLiteral("actionUndo"));
        QAction* redo = w.action(QStringLiteral("actionRedo"));

        const int line = lineContaining(original, "display_name:");
        typeAtEndOfLine(tab->editor(), line, QStringLiteral("_edited"));
        // the tab shows the change at once; the document gets it after the pause
        QVERIFY(tab->isModified());
        QVERIFY(tabs->tabText(0).endsWith(QLatin1Char('*')));
        QTRY_VERIFY(doc->text().contains("registered_train_score_evaluate_edited"));
        QVERIFY(doc->isModified());
        QVERIFY(w.isWindowModified());
        QVERIFY(undo->isEnabled());
        QVERIFY2(undo->text().contains(QStringLiteral("Typing")), qPrintable(undo->text()));
        // the burst of typing is one undo step
        QCOMPARE(doc->undoStack()->count(), 1);

        undo->trigger();
        QCOMPARE(doc->text(), original);
        QCOMPARE(tab->editor()->toPlainText().toUtf8(), original);
        QVERIFY(!doc->isModified());
        QTRY_VERIFY(!tabs->tabText(0).endsWith(QLatin1Char('*')));
        QVERIFY(!w.isWindowModified());
        QVERIFY(redo->isEnabled());

        redo->trigger();
        QVERIFY(doc->text().contains("_edited"));
        QVERIFY(tab->editor()->toPlainText().contains(QStringLiteral("_edited")));

        QVERIFY(w.saveDocument(0));
        QCOMPARE(readAll(path), doc->text());
        QVERIFY(readAll(path).contains("_edited"));
        QVERIFY(!doc->isModified());
        QVERIFY(!tabs->tabText(0).endsWith(QLatin1Char('*')));

        // Save As writes the same bytes to the new place and renames the tab
        const QString other = QDir(QFileInfo(path).absolutePath()).filePath(QStringLiteral("renamed.yml"));
        QVERIFY(w.saveDocumentAs(0, other));
        QCOMPARE(readAll(other), readAll(path));
        QCOMPARE(doc->filePath(), other);
        QCOMPARE(tabs->tabText(0), QStringLiteral("renamed.yml"));
        QCOMPARE(w.windowTitle(), QStringLiteral("renamed.yml[*] — Pipewright"));

        // typing then undo at once: the pending text is handed over first, then undone
        typeAtEndOfLine(tab->editor(), line, QStringLiteral("X"));
        QVERIFY(tab->hasPendingEdits());
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QVERIFY(!tab->hasPendingEdits());
        QVERIFY(!doc->isModified());
        QCOMPARE(tab->editor()->toPlainText().toUtf8(), readAll(other));
    }

    void undoShortcutInTheEditorUndoesTheDocument()
    {
        const QString path = copyOf(samplePipeline);
        const QByteArray original = readAll(path);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openFile(path));
        YamlEditor* editor = w.currentDocumentTab()->editor();
        typeAtEndOfLine(editor, lineContaining(original, "description:"), QStringLiteral(" more"));
        QTRY_VERIFY(w.currentDocument()->isModified());
        QVERIFY(!w.currentDocumentTab()->hasPendingEdits());
        QTest::keySequence(editor, QKeySequence::Undo);
        QCOMPARE(w.currentDocument()->text(), original);
        QCOMPARE(editor->toPlainText().toUtf8(), original);
        QTest::keySequence(editor, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
        QVERIFY(w.currentDocument()->text().contains("workspace more"));
    }

    void saveWithoutEditsKeepsBytes()
    {
        const QString path = copyOf(samplePipeline);
        const QByteArray original = readAll(path);
        MainWindow w;
        QVERIFY(w.openFile(path));
        QVERIFY(w.saveDocument(0));
        QCOMPARE(readAll(path), original);
    }

    void documentChangesReachTheEditor()
    {
        const QString path = copyOf(samplePipeline);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(path));
        PipelineDocument* doc = w.currentDocument();
        YamlEditor* editor = w.currentDocumentTab()->editor();
        // the cursor sits on the description line, below the edit
        const int descriptionLine = lineContaining(doc->text(), "description:");
        QTextCursor c(editor->document()->findBlockByNumber(descriptionLine - 1));
        c.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, 5);
        editor->setTextCursor(c);

        QVERIFY(doc->setScalar({QStringLiteral("display_name")}, QStringLiteral("renamed_pipeline"),
                               QStringLiteral("Set display name")));
        QVERIFY(editor->toPlainText().contains(QStringLiteral("display_name: renamed_pipeline")));
        QCOMPARE(editor->currentLine(), descriptionLine);
        QCOMPARE(editor->currentColumn(), 6);
        QCOMPARE(w.action(QStringLiteral("actionUndo"))->text(), QStringLiteral("&Undo Set display name"));
        QVERIFY(w.isWindowModified());

        w.action(QStringLiteral("actionUndo"))->trigger();
        QVERIFY(editor->toPlainText().contains(QStringLiteral("display_name: registered_train_score_evaluate")));
        QCOMPARE(w.action(QStringLiteral("actionRedo"))->text(), QStringLiteral("&Redo Set display name"));
    }

    void closeAsksAboutUnsavedChanges()
    {
        const QString path = copyOf(samplePipeline);
        const QByteArray original = readAll(path);
        MainWindow w;
        QVERIFY(w.openFile(path));
        int asked = 0;
        QMessageBox::StandardButton answer = QMessageBox::Cancel;
        w.setSavePrompt([&](PipelineDocument* doc) {
            ++asked;
            [&] { QCOMPARE(doc, w.document(0)); }();
            return answer;
        });

        // unmodified: no question
        QVERIFY(w.closeDocument(0));
        QCOMPARE(asked, 0);
        QCOMPARE(w.documentCount(), 0);

        QVERIFY(w.openFile(path));
        typeAtEndOfLine(w.currentDocumentTab()->editor(), 1, QStringLiteral(" "));
        QVERIFY(w.currentDocumentTab()->isModified());

        answer = QMessageBox::Cancel;
        QVERIFY(!w.closeDocument(0));
        QCOMPARE(asked, 1);
        QCOMPARE(w.documentCount(), 1);

        answer = QMessageBox::Discard;
        QVERIFY(w.closeDocument(0));
        QCOMPARE(asked, 2);
        QCOMPARE(w.documentCount(), 0);
        QCOMPARE(readAll(path), original);
        QCOMPARE(w.problemsModel()->rowCount(), 0);

        QVERIFY(w.openFile(path));
        typeAtEndOfLine(w.currentDocumentTab()->editor(), lineContaining(original, "display_name:"),
                        QStringLiteral("_saved"));
        answer = QMessageBox::Save;
        QVERIFY(w.closeDocument(0));
        QCOMPARE(asked, 3);
        QVERIFY(readAll(path).contains("registered_train_score_evaluate_saved"));
    }

    void closePromptIsARealDialog()
    {
        const QString path = copyOf(samplePipeline);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(path));
        typeAtEndOfLine(w.currentDocumentTab()->editor(), 1, QStringLiteral(" "));
        {
            MessageBoxAnswerer answerer(QMessageBox::Cancel);
            w.action(QStringLiteral("actionClose"))->trigger();
            QCOMPARE(answerer.answered(), 1);
            QVERIFY(answerer.text().contains(QStringLiteral("pipeline.yml")));
            QCOMPARE(answerer.buttons(), QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        }
        QCOMPARE(w.documentCount(), 1);
        {
            MessageBoxAnswerer answerer(QMessageBox::Discard);
            w.action(QStringLiteral("actionClose"))->trigger();
            QCOMPARE(answerer.answered(), 1);
        }
        QCOMPARE(w.documentCount(), 0);
    }

    void closingTheWindowAsksForEveryModifiedDocument()
    {
        const QString a = copyOf(samplePipeline);
        const QString b = copyOf(samplePipeline, QStringLiteral("other.yml"));
        const QString c = copyOf(samplePipeline, QStringLiteral("untouched.yml"));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const QString& p : {a, b, c})
            QVERIFY(w.openFile(p));
        QCOMPARE(w.documentCount(), 3);
        for (int i : {0, 1}) {
            w.setCurrentIndex(i);
            typeAtEndOfLine(w.currentDocumentTab()->editor(), 1, QStringLiteral(" "));
        }
        QStringList asked;
        QMessageBox::StandardButton answer = QMessageBox::Cancel;
        w.setSavePrompt([&](PipelineDocument* doc) {
            asked << doc->displayName();
            return answer;
        });
        QVERIFY(!w.close());
        QCOMPARE(asked, QStringList{QStringLiteral("pipeline.yml")});
        QVERIFY(w.isVisible());

        asked.clear();
        answer = QMessageBox::Discard;
        QVERIFY(w.close());
        QCOMPARE(asked, (QStringList{QStringLiteral("pipeline.yml"), QStringLiteral("other.yml")}));
    }

    void malformedYamlOpensWithProblem()
    {
        const QString path = writeTemp(QStringLiteral("broken.yml"), malformedYaml);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(path));
        QCOMPARE(w.documentCount(), 1);
        QVERIFY(!w.currentDocument()->isParsed());
        QCOMPARE(w.currentDocumentTab()->editor()->toPlainText().toUtf8(), malformedYaml);
        // the banner says what happened; the problem has the right line
        QVERIFY(w.banner()->isVisible());
        QVERIFY2(w.banner()->text().contains(QStringLiteral("broken.yml")), qPrintable(w.banner()->text()));
        QCOMPARE(w.banner()->kind(), MessageBanner::Kind::Warning);
        ProblemsModel* problems = w.problemsModel();
        int row = -1;
        for (int i = 0; i < problems->rowCount(); ++i)
            if (problems->index(i, ProblemsModel::RuleColumn).data().toString() == QLatin1String("yaml-syntax"))
                row = i;
        QVERIFY(row >= 0);
        const Diagnostic d = problems->diagnostic(row);
        QCOMPARE(d.line, 5);
        QCOMPARE(d.severity, Severity::Error);
        QVERIFY(w.problemsDock()->windowTitle().contains(QStringLiteral("1 error")));
        QVERIFY(!w.currentDocumentTab()->editor()->diagnosticsAt(5).isEmpty());
        QVERIFY(w.currentDocumentTab()->editor()->diagnosticsAt(1).isEmpty());
    }

    void unreadableFileShowsBanner()
    {
        MainWindow w;
        const QString missing = m_tmp.filePath(QStringLiteral("does/not/exist.yml"));
        QVERIFY(!w.openFile(missing));
        QCOMPARE(w.documentCount(), 0);
        QVERIFY(!w.banner()->isHidden());
        QCOMPARE(w.banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY2(w.banner()->text().contains(QDir::toNativeSeparators(missing)), qPrintable(w.banner()->text()));
        QVERIFY(w.banner()->text().contains(QStringLiteral("does not exist")));
        // the banner closes with its button
        w.banner()->findChild<QToolButton*>(QStringLiteral("messageBannerClose"))->click();
        QVERIFY(w.banner()->isHidden());
    }

};

QTEST_MAIN(TestDocuments)
#include "tst_documents.moc"
