// SPDX-License-Identifier: MIT
// The parallel-step panel on logs folders the test writes in Azure ML's layout (tests/parallellogsfixture.h): the
// overview's status and counts, the logs with job_result.txt first and a search across all files, per-node and
// per-process charts, the mini-batch table with its filters and its way to a process log; a missing
// job_result.txt, a node without perf files and a cut-short CSV are shown as such; a live folder is followed until
// its result appears. Pictures of every tab: PW_PARALLEL_SCREENSHOTS=folder.
#include "minibatchesmodel.h"
#include "parallellogsfixture.h"
#include "parallel/parallellogstab.h"
#include "parallel/parallelminibatchestab.h"
#include "parallel/paralleloverviewtab.h"
#include "parallel/parallelresourcestab.h"
#include "parallel/parallelsteppanel.h"
#include "pictures.h"
#include "logview.h"
#include "run/runlogpane.h"
#include "timeserieschart.h"
#include "translation.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace pw;
using namespace pw::test;

class TestParallelPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { installTranslations(*qApp, QStringLiteral("en")); } // English plural forms

    void finishedRun()
    {
        QTemporaryDir tmp;
        writeNormalRun(QDir(tmp.path()));
        ParallelStepPanel panel;
        panel.resize(1100, 700);
        panel.openLogs(tmp.path(), false);
        panel.readNow();

        ParallelOverviewTab* o = panel.overview();
        QCOMPARE(o->statusText(), QStringLiteral("Failed"));
        QCOMPARE(o->summary().miniBatches, 3);
        QCOMPARE(o->summary().miniBatchesSucceeded, 2);
        QCOMPARE(o->summary().miniBatchesFailed, 1);
        QCOMPARE(o->summary().itemsFailed, 3);
        QCOMPARE(o->slowest().size(), 3);
        QVERIFY(o->stallText().isEmpty());
        QVERIFY(!o->summary().problems.isEmpty()); // the bogus row, named with its line
        QVERIFY(o->summary().problems.join(QLatin1Char(' ')).contains(QLatin1String(":7")));

        // logs: job_result.txt first
        QVERIFY(panel.logs()->pane()->fileName().endsWith(QLatin1String("job_result.txt")));
        QSignalSpy found(panel.logs(), &ParallelLogsTab::searchFinished);
        panel.logs()->search(QStringLiteral("boom"));
        QVERIFY(found.wait(5000));
        QVERIFY(found.first().first().toInt() >= 2); // job_error.txt and the CSV

        // resources: a line per node, per process on the toggle
        TimeSeriesChart* cpu = panel.resources()->chart(ParallelResourcesTab::CpuChart);
        QCOMPARE(cpu->seriesCount(), 2);
        panel.resources()->setPerProcess(true);
        QCOMPARE(cpu->seriesCount(), 2); // 0/process000 and 0/process001
        QCOMPARE(cpu->points(0).size(), 2);
        QCOMPARE(panel.resources()->samplesCsv().count('\n'), 4); // header + 3 node samples

        // mini-batches: filter to the failed, and ask for a row's log
        ParallelMiniBatchesTab* m = panel.miniBatches();
        QCOMPARE(m->filter()->rowCount(), 3);
        m->findChild<QCheckBox*>(QStringLiteral("showFailed"))->setChecked(false);
        QCOMPARE(m->filter()->rowCount(), 2);
        m->findChild<QCheckBox*>(QStringLiteral("showFailed"))->setChecked(true);
        QSignalSpy log(m, &ParallelMiniBatchesTab::logRequested);
        m->openLogOf(0);
        QCOMPARE(log.size(), 1);
        QVERIFY(log.first().first().toString().contains(QLatin1String("sys/node/")));
    }

    // nodes doing the same draw the same line: each must still be seen (the first wide and solid, the later ones
    // narrower and dashed over it)
    void coincidingNodeLinesBothShow()
    {
        TimeSeriesChart chart;
        chart.resize(480, 320);
        const QColor first(0x00, 0x5a, 0x9e), second(0xd1, 0x34, 0x38);
        const int a = chart.addSeries(QStringLiteral("0"), first);
        const int b = chart.addSeries(QStringLiteral("1"), second);
        QList<QPointF> same;
        for (int i = 0; i < 60; ++i)
            same << QPointF(i * 1000.0, 40 + 20 * std::sin(i / 6.0));
        chart.setPoints(a, same);
        chart.setPoints(b, same);
        chart.refreshNow();
        const QImage image = chart.grab().toImage();
        int ofFirst = 0, ofSecond = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                ofFirst += c == first;
                ofSecond += c == second;
            }
        QVERIFY2(ofFirst > 100 && ofSecond > 100, qPrintable(QStringLiteral("%1 pixels of the first line, %2 of the second").arg(ofFirst).arg(ofSecond)));

        // one sample each, at the same place: two dots, the later one smaller, both seen
        chart.setPoints(a, {QPointF(5000, 50)});
        chart.setPoints(b, {QPointF(5000, 50)});
        chart.refreshNow();
        const QImage dots = chart.grab().toImage();
        ofFirst = ofSecond = 0;
        for (int y = 0; y < dots.height(); ++y)
            for (int x = 0; x < dots.width(); ++x) {
                const QColor c = dots.pixelColor(x, y);
                ofFirst += c == first;
                ofSecond += c == second;
            }
        // the later dot inside the first: what is seen of the first (a ring around it) is clearly more than the later one
        QVERIFY2(ofSecond > 10 && ofFirst > ofSecond * 3 / 2, qPrintable(QStringLiteral("%1 pixels of the first dot, %2 of the second").arg(ofFirst).arg(ofSecond)));
    }

    void searchResultOpensItsLine()
    {
        // each result opens its own file at its own line, the match selected there; the status counts the
        // files that match among the files read
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        writeNormalRun(logs);
        QByteArray notes;
        for (int i = 1; i <= 40; ++i)
            notes += (i == 3 || i == 4 || i == 5 || i == 37 ? QByteArray("line %1 needle\n") : QByteArray("line %1\n")).replace("%1", QByteArray::number(i));
        write(logs.filePath(QStringLiteral("user/notes.txt")), notes);
        ParallelStepPanel panel;
        panel.resize(1100, 700);
        panel.show();
        panel.openLogs(tmp.path(), false);
        panel.readNow();
        ParallelLogsTab* tab = panel.logs();
        panel.findChild<QTabWidget*>(QStringLiteral("parallelTabs"))->setCurrentWidget(tab);
        QSignalSpy found(tab, &ParallelLogsTab::searchFinished);
        auto* field = tab->findChild<QLineEdit*>(QStringLiteral("logsSearch"));
        field->setText(QStringLiteral("needle"));
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(found.wait(5000));
        QCOMPARE(found.first().first().toInt(), 4);
        QListWidget* results = tab->searchResults();
        QCOMPARE(results->count(), 4);
        const QList<int> lines { 37, 3, 5, 4 }; // in any order, each its own
        for (int line : lines) {
            QListWidgetItem* item = nullptr;
            for (int i = 0; i < results->count(); ++i)
                if (results->item(i)->text().startsWith(QStringLiteral("user/notes.txt:%1:").arg(line)))
                    item = results->item(i);
            QVERIFY2(item, qPrintable(QString::number(line)));
            Q_EMIT results->itemActivated(item);
            QVERIFY(tab->pane()->fileName().endsWith(QLatin1String("notes.txt")));
            LogView* view = tab->pane()->logView();
            QTRY_COMPARE(view->currentLine(), qint64(line));
            QTRY_COMPARE_WITH_TIMEOUT(view->selectedText(), QStringLiteral("needle"), 2000);
            QTRY_VERIFY(view->visibleLines().join(QLatin1Char('\n')).contains(QStringLiteral("line %1 needle").arg(line)));
            QVERIFY(!view->followTail());
        }
        QCOMPARE(ParallelLogsTab::searchSummary(23, 5, 29, false), QStringLiteral("23 matches in 5 of 29 files"));
        QCOMPARE(ParallelLogsTab::searchSummary(1, 1, 1, false), QStringLiteral("1 match in 1 of 1 file"));
        QCOMPARE(ParallelLogsTab::searchSummary(0, 0, 29, false), QStringLiteral("No match in 29 files"));
        QCOMPARE(ParallelLogsTab::searchSummary(10000, 7, 29, true), QStringLiteral("The first 10,000 matches in 7 of 29 files"));
    }

    void missingResultNodeWithoutPerfAndCutShortCsv()
    {
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        writeNormalRun(logs);
        QVERIFY(QFile::remove(logs.filePath(QStringLiteral("job_result.txt"))));
        QVERIFY(QFile::remove(logs.filePath(QStringLiteral("sys/perf/1/node_resource_usage.csv"))));
        QVERIFY(QFile::remove(logs.filePath(QStringLiteral("sys/perf/1/processes_resource_usage.csv"))));
        write(logs.filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv")), "3,1,0/process000,2026-11-24T10:00:0", true);
        ParallelStepPanel panel;
        panel.openLogs(tmp.path(), false);
        panel.readNow();
        QCOMPARE(panel.overview()->statusText(), QStringLiteral("No result"));
        QVERIFY(panel.logs()->pane()->fileName().isEmpty()); // a message instead of a file
        QVERIFY(panel.logs()->pane()->findChild<QLabel*>() != nullptr);
        QVERIFY(panel.resources()->findChild<QLabel*>() != nullptr);
        QCOMPARE(panel.resources()->chart(ParallelResourcesTab::CpuChart)->seriesCount(), 1);
        QCOMPARE(panel.miniBatchesModel()->rowCount(), 3); // the cut-short row waits
    }

    void stepWithoutResourceSamples()
    {
        // no sys/perf at all: while the step runs, samples may still come; once its result is written, the tab
        // says why there are none
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        writeNormalRun(logs);
        QVERIFY(QDir(logs.filePath(QStringLiteral("sys/perf"))).removeRecursively());
        QFile resultFile(logs.filePath(QStringLiteral("job_result.txt")));
        QVERIFY(resultFile.open(QIODevice::ReadOnly));
        const QByteArray result = resultFile.readAll();
        resultFile.close();
        QVERIFY(QFile::remove(logs.filePath(QStringLiteral("job_result.txt"))));
        ParallelStepPanel panel;
        panel.openLogs(tmp.path(), true);
        panel.readNow();
        QCOMPARE(panel.resources()->emptyText(), QStringLiteral("No resource samples in logs/sys/perf yet."));
        // no empty charts, nothing to export
        QVERIFY(panel.resources()->chart(ParallelResourcesTab::CpuChart)->parentWidget()->isHidden());
        for (QPushButton* b : panel.resources()->findChildren<QPushButton*>())
            QVERIFY(!b->isEnabled());
        write(logs.filePath(QStringLiteral("job_result.txt")), result);
        panel.readNow();
        QVERIFY2(panel.resources()->emptyText().contains(QLatin1String("--resource_monitor_interval 0")),
                 qPrintable(panel.resources()->emptyText()));
        QVERIFY(!panel.resources()->emptyText().contains(QLatin1String("yet")));
        // a folder with samples has no such text
        QTemporaryDir full;
        writeNormalRun(QDir(full.path()));
        panel.openLogs(full.path(), false);
        panel.readNow();
        QCOMPARE(panel.resources()->emptyText(), QString());
        QVERIFY(!panel.resources()->chart(ParallelResourcesTab::CpuChart)->parentWidget()->isHidden());
        for (QPushButton* b : panel.resources()->findChildren<QPushButton*>())
            QVERIFY(b->isEnabled());
    }

    void liveFolderIsFollowedUntilItsResult()
    {
        QTemporaryDir tmp;
        const QDir logs(tmp.path());
        write(logs.filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv")),
              QByteArray(header) + attempt(0, 1, "0/process000", "2026-11-24T10:00:00.000000", 2, 2));
        // the runtime's overview names the total once it scheduled everything
        write(logs.filePath(QStringLiteral("job_progress_overview.2026112410.txt")),
              "2026-11-24 10:00:00 Scheduling finished. Scheduled 4 mini batches. Waiting for results\n");
        ParallelStepPanel panel;
        panel.openLogs(tmp.path(), true);
        panel.readNow();
        QVERIFY(panel.isLive());
        QCOMPARE(panel.overview()->statusText(), QStringLiteral("Running"));
        QCOMPARE(panel.miniBatchesModel()->rowCount(), 1);
        QCOMPARE(panel.overview()->findChild<QLabel*>(QStringLiteral("overview_done"))->text(), QStringLiteral("1 of 4"));
        write(logs.filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv")),
              attempt(1, 1, "0/process001", "2026-11-24T10:00:01.000000", 2, 2), true);
        panel.readNow();
        QCOMPARE(panel.miniBatchesModel()->rowCount(), 2);
        write(logs.filePath(QStringLiteral("job_result.txt")), "The ParallelRunStep processed all mini batches. 2 mini batches: 2 succeeded, 0 failed.\n");
        panel.readNow();
        QVERIFY(!panel.isLive());
        QCOMPARE(panel.overview()->statusText(), QStringLiteral("Completed"));
    }

    void pictures()
    {
        QTemporaryDir tmp, pics;
        writeNormalRun(QDir(tmp.path()));
        const QString folder = pictureFolder("PW_PARALLEL_SCREENSHOTS", pics);
        ParallelStepPanel panel;
        panel.resize(1100, 700);
        panel.openLogs(tmp.path(), false);
        panel.show();
        panel.readNow();
        const QStringList names {QStringLiteral("overview"), QStringLiteral("logs"), QStringLiteral("resources"),
                                 QStringLiteral("minibatches")};
        for (int i = 0; i < panel.tabs()->count(); ++i) {
            panel.tabs()->setCurrentIndex(i);
            QTest::qWait(40);
            const QString problem = savePicture(&panel, folder, QStringLiteral("parallel-%1.png").arg(names.value(i)));
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }
};

QTEST_MAIN(TestParallelPanel)
#include "tst_parallelpanel.moc"
