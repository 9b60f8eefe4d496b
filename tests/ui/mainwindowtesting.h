// SPDX-License-Identifier: MIT
// What the main window tests share (tst_mainwindow, tst_documents): the sample pipeline, a malformed one, a user's
// double-click, an answerer for modal message boxes, and a fixture with a temporary folder of fresh copies.
#pragma once

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
#include "undostack.h"
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
#include <QFileInfo>
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

namespace pw::test::mainwindow {

using namespace pw; // a test file's `using namespace pw::test::mainwindow` brings these too
using pw::test::readAll;
using pw::test::writeAll;


inline const QString samplePipeline
    = QDir::cleanPath(QStringLiteral(PW_SOURCE_DIR "/tests/data/yaml/pipelines/registered/pipeline.yml"));

// a line whose YAML error the parser reports at line 5
inline const QByteArray malformedYaml("type: pipeline\njobs:\n  a:\n    type: command\n    command: echo: hi: x\n    k: v\n");

// what a user's double-click delivers: press, release, double-click, release
inline void doubleClick(QWidget* widget, const QPoint& pos)
{
    QTest::mousePress(widget, Qt::LeftButton, Qt::NoModifier, pos);
    QTest::mouseRelease(widget, Qt::LeftButton, Qt::NoModifier, pos);
    QTest::mouseDClick(widget, Qt::LeftButton, Qt::NoModifier, pos);
    QTest::mouseRelease(widget, Qt::LeftButton, Qt::NoModifier, pos);
}

inline int lineContaining(const QByteArray& text, const QByteArray& needle)
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

/// A temporary folder of fresh copies for each case; the settings of the test application, cleared around each.
class Fixture : public QObject
{
protected:
    void initCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Pipewright"));
        // a settings file of this test's own: the tests sharing this fixture run side by side under ctest -j
        QCoreApplication::setApplicationName(QStringLiteral("Pipewright Studio Test %1")
                                                 .arg(QFileInfo(QCoreApplication::applicationFilePath()).baseName()));
        QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0-test"));
        QVERIFY(m_tmp.isValid());
        QVERIFY2(QFile::exists(samplePipeline), qPrintable(samplePipeline));
    }
    static void clearSettings() { QSettings().clear(); }

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
};

} // namespace pw::test::mainwindow
