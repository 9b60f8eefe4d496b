// SPDX-License-Identifier: MIT
#include "documenttab.h"
#include "findbar.h"
#include "mainwindow.h"
#include "canvasitems.h"
#include "canvasscene.h"
#include "canvasview.h"
#include "canvaswidget.h"
#include "gotostepdialog.h"
#include "localbackend.h"
#include "messagebanner.h"
#include "outlinemodel.h"
#include "palettepanel.h"
#include "pipelinedocument.h"
#include "testfiles.h"
#include "problemsmodel.h"
#include "problemspanel.h"
#include "recentfilebutton.h"
#include "welcomepage.h"
#include "run/jobspanel.h"
#include "run/runcontroller.h"
#include "yamleditor.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileSystemModel>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QThreadPool>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QUndoStack>

using namespace pw;
using pw::test::readAll;
using pw::test::writeAll;

namespace {

const QString samplePipeline
    = QDir::cleanPath(QStringLiteral(PW_SOURCE_DIR "/tests/data/yaml/pipelines/registered/pipeline.yml"));

// a line whose YAML error the parser reports at line 5
const QByteArray malformedYaml("type: pipeline\njobs:\n  a:\n    type: command\n    command: echo: hi: x\n    k: v\n");

// what a user's double-click delivers: press, release, double-click, release
void doubleClick(QWidget* widget, const QPoint& pos)
{
    QTest::mousePress(widget, Qt::LeftButton, Qt::NoModifier, pos);
    QTest::mouseRelease(widget, Qt::LeftButton, Qt::NoModifier, pos);
    QTest::mouseDClick(widget, Qt::LeftButton, Qt::NoModifier, pos);
    QTest::mouseRelease(widget, Qt::LeftButton, Qt::NoModifier, pos);
}

int lineContaining(const QByteArray& text, const QByteArray& needle)
{
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(needle))
            return i + 1;
    return -1;
}

// Clicks `button` in the next modal message box, whichever event loop shows it.
class MessageBoxAnswerer : public QObject
{
public:
    explicit MessageBoxAnswerer(QMessageBox::StandardButton button)
        : m_button(button)
    {
        m_timer.setInterval(10);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            m_timer.stop();
            m_text = box->text();
            m_buttons = box->standardButtons();
            box->button(m_button)->click();
            ++m_answered;
        });
        m_timer.start();
    }
    int answered() const { return m_answered; }
    QString text() const { return m_text; }
    QMessageBox::StandardButtons buttons() const { return m_buttons; }

private:
    QMessageBox::StandardButton m_button;
    QTimer m_timer;
    int m_answered = 0;
    QString m_text;
    QMessageBox::StandardButtons m_buttons;
};

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    int m_counter = 0;

    // a fresh writable copy of a pipeline in the temporary folder
    QString copyOf(const QString& source, const QString& name = QStringLiteral("pipeline.yml"))
    {
        const QString dir = m_tmp.filePath(QStringLiteral("case%1").arg(++m_counter));
        const QString target = QDir(dir).filePath(name);
        if (!writeAll(target, readAll(source)))
            return QString();
        return target;
    }

    QString writeTemp(const QString& name, const QByteArray& bytes)
    {
        const QString target = QDir(m_tmp.filePath(QStringLiteral("case%1").arg(++m_counter))).filePath(name);
        return writeAll(target, bytes) ? target : QString();
    }

    static void typeAtEndOfLine(YamlEditor* editor, int line, const QString& text)
    {
        QTextCursor c(editor->document()->findBlockByNumber(line - 1));
        c.movePosition(QTextCursor::EndOfBlock);
        editor->setTextCursor(c);
        editor->setFocus();
        QTest::keyClicks(editor, text);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Pipewright"));
        QCoreApplication::setApplicationName(QStringLiteral("Pipewright Studio Test"));
        QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0-test"));
        QVERIFY(m_tmp.isValid());
        QVERIFY2(QFile::exists(samplePipeline), qPrintable(samplePipeline));
    }

    void init()
    {
        QSettings().clear();
    }

    void cleanupTestCase()
    {
        QSettings().clear();
    }

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

    void problemDoubleClickJumpsToLine()
    {
        const QString good = copyOf(samplePipeline);
        const QString bad = writeTemp(QStringLiteral("broken.yml"), malformedYaml);
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(bad));
        QVERIFY(w.openFile(good));
        QCOMPARE(w.currentDocument()->filePath(), good);

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
