// SPDX-License-Identifier: MIT
// The item models of the studio's panels, each checked with QAbstractItemModelTester while it changes: the
// Components palette, the job history with its filter, and the steps of one job.
#include "models/jobsmodel.h"
#include "models/palettemodel.h"
#include "csvmodel.h"
#include "csvview.h"
#include "stepfilesfilter.h"
#include "models/stepsmodel.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>
#include <QSignalSpy>
#include <QFileSystemModel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace pw;

namespace {

const QString dataDir = QStringLiteral(PW_SOURCE_DIR "/tests/data/yaml");

QStringList childTexts(const QAbstractItemModel& m, const QModelIndex& parent)
{
    QStringList out;
    for (int i = 0; i < m.rowCount(parent); ++i)
        out << m.index(i, 0, parent).data().toString();
    return out;
}

JobRun job(const QString& id, RunStatus status, const QString& file, int minutesAgo)
{
    JobRun j;
    j.id = id;
    j.status = status;
    j.pipelineFile = file;
    j.displayName = QStringLiteral("job %1").arg(id);
    j.created = QDateTime::currentDateTimeUtc().addSecs(-60 * minutesAgo);
    j.started = j.created;
    if (isTerminal(status))
        j.ended = j.started.addSecs(30);
    return j;
}

StepRun step(const QString& name, RunStatus status, int exitCode = -1)
{
    StepRun s;
    s.name = name;
    s.kind = QStringLiteral("command");
    s.status = status;
    s.exitCode = exitCode;
    if (status != RunStatus::NotStarted) {
        s.started = QDateTime::currentDateTimeUtc().addSecs(-90);
        if (isTerminal(status))
            s.ended = s.started.addSecs(75);
    }
    return s;
}

} // namespace

class TestUiModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void paletteGroupsTheComponentsOfAFolder()
    {
        const QList<PaletteEntry> entries = PaletteModel::scan(dataDir);
        QVERIFY(entries.size() >= 10); // the component files of the project's own YAML set; no pipeline jobs
        for (const PaletteEntry& e : entries)
            QVERIFY2(!e.path.endsWith(QLatin1String("/pipeline.yml")), qPrintable(e.path));

        PaletteModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setEntries(entries, dataDir);
        // templates first, then one group per kind that has components
        QCOMPARE(model.index(0, 0).data(Qt::AccessibleDescriptionRole).toString(), QStringLiteral("templates"));
        QCOMPARE(model.rowCount(model.index(0, 0)), 2);
        QStringList groups;
        for (int i = 0; i < model.rowCount(); ++i)
            groups << model.index(i, 0).data(Qt::AccessibleDescriptionRole).toString();
        QCOMPARE(groups, (QStringList {QStringLiteral("templates"), QStringLiteral("command"), QStringLiteral("parallel"),
                                       QStringLiteral("pipeline")}));
        const QModelIndex parallel = model.index(2, 0);
        QVERIFY(childTexts(model, parallel).join(QLatin1Char(',')).contains(QStringLiteral("Score each partition")));

        // an entry carries what the canvas needs: a drag gives the step's kind, file and name
        const QModelIndex first = model.index(0, 0, parallel);
        QCOMPARE(first.data(PaletteModel::KindRole).toString(), QStringLiteral("component"));
        QCOMPARE(first.data(PaletteModel::TypeRole).toString(), QStringLiteral("parallel"));
        QVERIFY(QFileInfo::exists(first.data(PaletteModel::PathRole).toString()));
        std::unique_ptr<QMimeData> mime(model.mimeData({first}));
        QVERIFY(mime);
        QVERIFY(mime->hasUrls());
        const QJsonObject o = QJsonDocument::fromJson(mime->data(model.mimeTypes().first())).object();
        QCOMPARE(o.value(QStringLiteral("type")).toString(), QStringLiteral("parallel"));
        StepTemplate t;
        QVERIFY(PaletteModel::templateFor(first, &t));
        QCOMPARE(t.kind, StepTemplate::Kind::ComponentFile);
        QVERIFY(!PaletteModel::templateFor(parallel, &t)); // a group adds nothing

        // filled again (a rescan, a language change) and emptied
        model.setEntries(entries.mid(0, 1), dataDir);
        QVERIFY(model.rowCount() == 2);
        model.setEntries({}, QString());
        QCOMPARE(model.rowCount(), 1); // the templates stay
    }

    void jobsModelFollowsTheHistory()
    {
        JobsModel model;
        JobsFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.columnCount(), int(JobsModel::ColumnCount));

        model.setJobs({job(QStringLiteral("j3"), RunStatus::Running, QStringLiteral("/w/train.yml"), 1),
                       job(QStringLiteral("j2"), RunStatus::Failed, QStringLiteral("/w/score.yml"), 5),
                       job(QStringLiteral("j1"), RunStatus::Completed, QStringLiteral("/w/train.yml"), 9)});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.runningCount(), 1);
        QCOMPARE(model.index(0, JobsModel::IdColumn).data().toString(), QStringLiteral("j3"));
        QCOMPARE(model.index(1, JobsModel::StatusColumn).data(JobsModel::StatusRole).toInt(), int(RunStatus::Failed));
        QVERIFY(model.index(0, JobsModel::PipelineColumn).data().toString().contains(QStringLiteral("train.yml")));

        // a status event, then a new job submitted
        model.setStatus(QStringLiteral("j3"), RunStatus::Completed);
        QCOMPARE(model.runningCount(), 0);
        model.updateJob(job(QStringLiteral("j4"), RunStatus::Queued, QStringLiteral("/w/score.yml"), 0));
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.rowOf(QStringLiteral("j4")), 0);
        QCOMPARE(model.runningCount(), 1);

        filter.setGroup(JobsFilterModel::Group::Active);
        QCOMPARE(filter.rowCount(), 1);
        filter.setGroup(JobsFilterModel::Group::Completed);
        QCOMPARE(filter.rowCount(), 2);
        filter.setText(QStringLiteral("j1"));
        QCOMPARE(filter.rowCount(), 1);
        filter.setGroup(JobsFilterModel::Group::All);
        filter.setText(QStringLiteral("score.yml"));
        QCOMPARE(filter.rowCount(), 2);
        filter.setText(QString());

        // a listing keeps the newer job it does not hold yet
        model.setJobs({job(QStringLiteral("j3"), RunStatus::Completed, QStringLiteral("/w/train.yml"), 1)});
        QVERIFY(model.rowOf(QStringLiteral("j4")) >= 0);
        QVERIFY(model.rowOf(QStringLiteral("j3")) >= 0);
    }

    void stepsModelFollowsAJob()
    {
        StepsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(StepsModel::ColumnCount));
        QCOMPARE(model.stepAt(0), nullptr);
        QCOMPARE(model.rowOf(QStringLiteral("prep")), -1);

        JobRun j = job(QStringLiteral("j1"), RunStatus::Failed, QStringLiteral("/w/train.yml"), 3);
        j.steps << step(QStringLiteral("prep"), RunStatus::Completed, 0)
                << step(QStringLiteral("train"), RunStatus::Failed, 3)
                << step(QStringLiteral("score"), RunStatus::Completed)
                << step(QStringLiteral("report"), RunStatus::NotStarted);
        j.steps[2].reusedFrom = QStringLiteral("j0");
        j.steps[3].signal = 9;
        model.setJob(j);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.rowOf(QStringLiteral("train")), 1);
        QCOMPARE(model.stepAt(1)->name, QStringLiteral("train"));
        QCOMPARE(model.stepAt(4), nullptr);
        QCOMPARE(model.stepAt(-1), nullptr);
        QCOMPARE(model.index(0, StepsModel::StepColumn).data().toString(), QStringLiteral("prep"));
        QCOMPARE(model.index(1, StepsModel::StatusColumn).data(JobsModel::StatusRole).toInt(), int(RunStatus::Failed));
        QVERIFY(!model.index(1, StepsModel::StepColumn).data(JobsModel::StatusRole).isValid());
        QVERIFY(!model.index(1, StepsModel::StatusColumn).data().toString().isEmpty());
        QCOMPARE(model.index(0, StepsModel::ExitCodeColumn).data().toString(), QStringLiteral("0"));
        QCOMPARE(model.index(1, StepsModel::ExitCodeColumn).data().toString(), QStringLiteral("3"));
        QVERIFY(model.index(1, StepsModel::ExitCodeColumn).data(Qt::ForegroundRole).isValid());
        QVERIFY(!model.index(0, StepsModel::ExitCodeColumn).data(Qt::ForegroundRole).isValid());
        QCOMPARE(model.index(3, StepsModel::ExitCodeColumn).data().toString(), QStringLiteral("signal 9"));
        QCOMPARE(model.index(2, StepsModel::ExitCodeColumn).data().toString(), QStringLiteral("–"));
        // the reused step: its mark, and the job whose outputs it took
        QCOMPARE(model.index(2, StepsModel::ReusedColumn).data().toString(), QStringLiteral("Reused"));
        QVERIFY(model.index(2, StepsModel::ReusedColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("j0")));
        QVERIFY(model.index(2, StepsModel::StepColumn).data(JobsModel::ReusedRole).toBool());
        QVERIFY(model.index(0, StepsModel::ReusedColumn).data().isNull());
        QVERIFY(!model.index(0, StepsModel::StepColumn).data(JobsModel::ReusedRole).toBool());
        // a duration once a step has started, none before
        QVERIFY(!model.index(0, StepsModel::DurationColumn).data().toString().isEmpty());
        QVERIFY(model.index(3, StepsModel::DurationColumn).data().toString().isEmpty());

        // the same steps with new statuses: the rows stay, their data changes
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        j.steps[3].status = RunStatus::Running;
        j.steps[3].started = QDateTime::currentDateTimeUtc();
        model.setJob(j);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.index(3, StepsModel::StatusColumn).data(JobsModel::StatusRole).toInt(), int(RunStatus::Running));

        // fewer steps, then more: the model starts over
        JobRun fewer = j;
        fewer.steps = { j.steps[1] };
        model.setJob(fewer);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.rowOf(QStringLiteral("train")), 0);
        QCOMPARE(model.rowOf(QStringLiteral("prep")), -1);
        JobRun more = j;
        more.steps << step(QStringLiteral("publish"), RunStatus::Queued);
        model.setJob(more);
        QCOMPARE(reset.count(), 2);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.rowOf(QStringLiteral("publish")), 4);
        model.setJob(JobRun());
        QCOMPARE(model.rowCount(), 0);

        // the header names the columns across, nothing down
        QCOMPARE(model.headerData(StepsModel::StepColumn, Qt::Horizontal).toString(), QStringLiteral("Step"));
        QCOMPARE(model.headerData(StepsModel::StatusColumn, Qt::Horizontal).toString(), QStringLiteral("Status"));
        QCOMPARE(model.headerData(StepsModel::DurationColumn, Qt::Horizontal).toString(), QStringLiteral("Duration"));
        QCOMPARE(model.headerData(StepsModel::ReusedColumn, Qt::Horizontal).toString(), QStringLiteral("Reuse"));
        QCOMPARE(model.headerData(StepsModel::ExitCodeColumn, Qt::Horizontal).toString(), QStringLiteral("Exit code"));
        QVERIFY(!model.headerData(StepsModel::ColumnCount, Qt::Horizontal).isValid());
        QVERIFY(!model.headerData(0, Qt::Vertical).isValid());
        QVERIFY(!model.headerData(StepsModel::StepColumn, Qt::Horizontal, Qt::ToolTipRole).isValid());
    }

    // the CSV table's sort and filter: numbers sort as numbers, the text is looked for in any column or in one
    void csvFilterSortsAndFilters()
    {
        CsvModel model;
        model.setCsvText("name,count,state\nalpha,10,ok\nbeta,9,failed\ngamma,100,ok\ndelta,-1,\"failed, twice\"\n");
        CsvFilterModel filter;
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&model);
        filter.setFilterColumn(-1); // any column, as the view starts
        QCOMPARE(filter.rowCount(), 4);
        filter.sort(1, Qt::AscendingOrder);
        QStringList counts;
        for (int i = 0; i < filter.rowCount(); ++i)
            counts << filter.index(i, 1).data().toString();
        QCOMPARE(counts, (QStringList {QStringLiteral("-1"), QStringLiteral("9"), QStringLiteral("10"),
                                       QStringLiteral("100")}));
        filter.setFilterText(QStringLiteral("FAILED"));
        QCOMPARE(filter.rowCount(), 2);
        filter.setFilterColumn(0); // only the name column: no name says "failed"
        QCOMPARE(filter.rowCount(), 0);
        filter.setFilterText(QStringLiteral("a"));
        QCOMPARE(filter.rowCount(), 4);
        filter.setFilterColumn(-1);
        filter.setFilterText(QString());
        model.setCsvText("name,count\nonly,1\n");
        QCOMPARE(filter.rowCount(), 1);
    }

    // the run view's files of a step: everything but the code snapshot
    void stepFilesHideTheCodeSnapshot()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("step/code/src")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("step/user_logs")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("step/outputs/model")));
        const QString root = dir.filePath(QStringLiteral("step"));
        QFileSystemModel fs;
        QSignalSpy loaded(&fs, &QFileSystemModel::directoryLoaded);
        const QModelIndex sourceRoot = fs.setRootPath(root);
        QVERIFY(loaded.wait(5000));
        StepFilesFilter filter;
        filter.setSourceModel(&fs);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setRoot(root);
        const QModelIndex rootIndex = filter.mapFromSource(sourceRoot);
        QTRY_COMPARE(filter.rowCount(rootIndex), 2);
        QStringList names;
        for (int i = 0; i < filter.rowCount(rootIndex); ++i)
            names << filter.index(i, 0, rootIndex).data().toString();
        names.sort();
        QCOMPARE(names, (QStringList {QStringLiteral("outputs"), QStringLiteral("user_logs")}));
        filter.setRoot(QString()); // nothing hidden
        QTRY_COMPARE(filter.rowCount(filter.mapFromSource(fs.index(root))), 3);
    }
};

QTEST_MAIN(TestUiModels)
#include "tst_uimodels.moc"
