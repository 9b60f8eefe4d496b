// SPDX-License-Identifier: MIT
// The studio while a job runs: after a first run whose run view is open, a second F5 run is the one the canvas
// and the toolbar follow — the canvas shows its steps running with a time that grows, Cancel Run is enabled and
// cancels it — whichever run view is shown.
#include "canvasscene.h"
#include "canvaswidget.h"
#include "documenttab.h"
#include "localbackend.h"
#include "mainwindow.h"
#include "run/runcontroller.h"
#include "run/runview.h"
#include "testfiles.h"
#include "models/jobsmodel.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

class TestLiveRun : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& text)
    {
        const QString path = m_dir.filePath(name);
        return test::writeAll(path, text) ? path : QString();
    }

    static QString run(MainWindow& w)
    {
        RunController* ctl = w.runController();
        QSignalSpy submitted(ctl, &RunController::jobSubmitted);
        QSignalSpy failed(ctl, &RunController::submitFailed);
        if (!ctl->runAction()->isEnabled())
            return QString();
        ctl->runAction()->trigger();
        if (!QTest::qWaitFor([&] { return submitted.count() > 0 || failed.count() > 0; }, 30000) || failed.count())
            return QString();
        return submitted.first().at(0).toString();
    }

    static RunStatus listed(MainWindow& w, const QString& id)
    {
        const JobRun* j = w.runController()->jobsModel()->job(id);
        return j ? j->status : RunStatus::NotStarted;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Pipewright"));
        QCoreApplication::setApplicationName(QStringLiteral("Pipewright Studio Test tst_liverun"));
        QSettings().clear();
    }
    void cleanupTestCase() { QSettings().clear(); }

    void secondRunIsTheOneFollowed()
    {
        const QString file = write(QStringLiteral("live/pipeline.yml"), R"(type: pipeline
settings:
  force_rerun: true
jobs:
  waiter:
    type: command
    environment: azureml:x@1
    command: echo start; sleep 1; echo end
)");
        LocalBackendOptions o;
        o.home = m_dir.filePath(QStringLiteral("home"));
        o.python = QStringLiteral("/usr/bin/python3");
        o.cores = 2;
        MainWindow w({new LocalBackend(o)});
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(file));
        RunController* ctl = w.runController();
        CanvasScene* scene = w.currentDocumentTab()->canvas()->rootScene();

        // a first run, finished, its run view open (the user reads it)
        const QString first = run(w);
        QVERIFY(!first.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(isTerminal(listed(w, first)), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(scene->runMark(QStringLiteral("waiter")).has_value()
                                     && scene->runMark(QStringLiteral("waiter"))->status == RunStatus::Completed,
                                 10000);
        RunView* view = ctl->openRunView(first);
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(view->hasJob(), 10000);

        // the second run: a longer one
        QVERIFY(test::writeAll(file, test::readAll(file).replace("sleep 1", "sleep 30")));
        QVERIFY(w.currentDocumentTab()->document()->load(file));
        const QString second = run(w);
        QVERIFY(!second.isEmpty());
        QVERIFY(second != first);
        QTRY_VERIFY_WITH_TIMEOUT(listed(w, second) == RunStatus::Running, 20000);
        QTest::qWait(500); // the listing and the views settle
        QCOMPARE(ctl->activeJobId(), second);
        QVERIFY(ctl->cancelAction()->isEnabled());
        // the canvas shows the second run's step, running, its time growing
        QTRY_VERIFY_WITH_TIMEOUT(scene->runMark(QStringLiteral("waiter")).has_value()
                                     && scene->runMark(QStringLiteral("waiter"))->status == RunStatus::Running,
                                 10000);
        const double early = scene->runMark(QStringLiteral("waiter"))->seconds;
        QTRY_VERIFY_WITH_TIMEOUT(scene->runMark(QStringLiteral("waiter"))->seconds >= early + 1.5, 5000);
        // the older run's view, shown again, does not take the canvas or the toolbar from the running job
        ctl->openRunView(first);
        QTest::qWait(300);
        QVERIFY(ctl->cancelAction()->isEnabled());
        QCOMPARE(scene->runMark(QStringLiteral("waiter"))->status, RunStatus::Running);
        // Cancel asks first: kept running, then cancelled
        QStringList asked;
        bool yes = false;
        ctl->setCancelQuestion([&](const QString&, const QString& text) {
            asked << text;
            return yes;
        });
        ctl->cancelAction()->trigger();
        QCOMPARE(asked.size(), 1);
        QVERIFY2(asked.first().contains(second) && asked.first().contains(QLatin1String("keep their outputs")), qPrintable(asked.first()));
        QTest::qWait(500);
        QCOMPARE(listed(w, second), RunStatus::Running);
        yes = true;
        ctl->cancelAction()->trigger();
        QCOMPARE(asked.size(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(isTerminal(listed(w, second)), 20000);
        QCOMPARE(listed(w, second), RunStatus::Canceled);
        QCOMPARE(listed(w, first), RunStatus::Completed);
        QTRY_VERIFY_WITH_TIMEOUT(!ctl->cancelAction()->isEnabled(), 5000);
    }
};

QTEST_MAIN(TestLiveRun)
#include "tst_liverun.moc"
