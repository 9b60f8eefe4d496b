// SPDX-License-Identifier: MIT
// The mini-batch table of the parallel-step panel and its filter, checked with QAbstractItemModelTester while
// records arrive, change state and the filter and sort change; the filter is compared with a plain row-by-row
// filter over the model's own display texts. The input column is read back from processed_mini-batches.csv.
#include "minibatchesmodel.h"
#include "parallellogsfixture.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

namespace {

MiniBatchRecord rec(
    int id, MiniBatchState state, int attempts = 1, int node = 0, int process = 0, const QString& error = QString())
{
    MiniBatchRecord r;
    r.id = id;
    r.state = state;
    r.attempts = attempts;
    r.node = QString::number(node);
    r.process = QStringLiteral("process%1").arg(process, 3, 10, QLatin1Char('0'));
    r.start = QDateTime(QDate(2026, 11, 24), QTime(10, 0), Qt::UTC).addMSecs(qint64(id) * 1000 + attempts);
    r.durationMs = state == MiniBatchState::Running ? -1 : 100 + (id * 37) % 900;
    r.itemsSucceeded = state == MiniBatchState::Succeeded ? 10 : 0;
    r.itemsFailed = state == MiniBatchState::Failed ? 10 : 0;
    r.error = error;
    return r;
}

MiniBatchTable table(const QList<MiniBatchRecord>& records)
{
    MiniBatchTable t;
    for (const MiniBatchRecord& r : records)
        t.merge(r);
    return t;
}

/// The rows the filter should show, worked out row by row from the source's texts.
QList<int> expectedIds(const MiniBatchesModel& m, unsigned mask, const QString& text, int column, Qt::SortOrder order)
{
    QList<int> rows;
    const QString needle = text.trimmed();
    for (int r = 0; r < m.rowCount(); ++r) {
        const int state = m.index(r, 0).data(MiniBatchesModel::StateRole).toInt();
        if (!(mask & (1u << state)))
            continue;
        if (!needle.isEmpty()) {
            const QString id = m.index(r, MiniBatchesModel::IdColumn).data().toString();
            const QString key = m.index(r, MiniBatchesModel::NodeColumn).data().toString() + QLatin1Char('/')
                + m.index(r, MiniBatchesModel::ProcessColumn).data().toString();
            const bool numeric = std::all_of(needle.cbegin(), needle.cend(), [](QChar c) { return c.isDigit(); });
            if (!(numeric && id.contains(needle)) && !key.contains(needle, Qt::CaseInsensitive)
                && !m.index(r, MiniBatchesModel::StateColumn).data().toString().contains(needle, Qt::CaseInsensitive)
                && !m.index(r, MiniBatchesModel::ErrorColumn).data().toString().contains(needle, Qt::CaseInsensitive))
                continue;
        }
        rows << r;
    }
    if (column >= 0 && column != MiniBatchesModel::NodeColumn && column != MiniBatchesModel::ProcessColumn
        && column != MiniBatchesModel::ErrorColumn) {
        std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) {
            const qint64 x = m.index(a, column).data(MiniBatchesModel::SortRole).toLongLong();
            const qint64 y = m.index(b, column).data(MiniBatchesModel::SortRole).toLongLong();
            return order == Qt::AscendingOrder ? x < y : y < x;
        });
    } else if (column >= 0) {
        std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) {
            const QString x = m.index(a, column).data().toString(), y = m.index(b, column).data().toString();
            return order == Qt::AscendingOrder ? x < y : y < x;
        });
    }
    QList<int> ids;
    for (int r : rows)
        ids << m.index(r, 0).data(MiniBatchesModel::MiniBatchIdRole).toInt();
    return ids;
}

QList<int> shownIds(const MiniBatchesFilterModel& f)
{
    QList<int> ids;
    for (int r = 0; r < f.rowCount(); ++r)
        ids << f.index(r, 0).data(MiniBatchesModel::MiniBatchIdRole).toInt();
    return ids;
}

} // namespace

class TestMiniBatchesModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void modelColumnsAndMerge()
    {
        MiniBatchesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.columnCount(), 11);
        QCOMPARE(model.headerData(MiniBatchesModel::ItemsFailedColumn, Qt::Horizontal).toString(),
            QStringLiteral("Items failed"));
        QCOMPARE(model.headerData(MiniBatchesModel::InputColumn, Qt::Horizontal).toString(), QStringLiteral("Input"));
        QCOMPARE(model.headerData(MiniBatchesModel::ErrorColumn, Qt::Horizontal).toString(), QStringLiteral("Error"));
        model.merge(table({ rec(0, MiniBatchState::Succeeded), rec(1, MiniBatchState::Running, 1, 1, 2) }));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, MiniBatchesModel::StateColumn).data().toString(), QStringLiteral("Running"));
        QCOMPARE(model.index(1, MiniBatchesModel::NodeColumn).data().toString(), QStringLiteral("1"));
        QCOMPARE(model.index(1, MiniBatchesModel::ProcessColumn).data().toString(), QStringLiteral("process002"));
        QVERIFY(model.index(1, MiniBatchesModel::DurationColumn).data().toString().isEmpty());
        QCOMPARE(model.index(0, MiniBatchesModel::DurationColumn).data().toString(), QStringLiteral("0.100 s"));
        QCOMPARE(model.index(0, MiniBatchesModel::ItemsSucceededColumn).data().toInt(), 10);

        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.merge(table({ rec(1, MiniBatchState::Failed, 1, 1, 2, QStringLiteral("ValueError: x")),
            rec(2, MiniBatchState::Running) }));
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 2);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
        QCOMPARE(model.index(1, MiniBatchesModel::ErrorColumn).data().toString(), QStringLiteral("ValueError: x"));
        QCOMPARE(model.index(1, MiniBatchesModel::StateColumn).data(Qt::ToolTipRole).toString(),
            QStringLiteral("ValueError: x"));
        QCOMPARE(MiniBatchesModel::durationText(125000), QStringLiteral("2 min 05 s"));
        QCOMPARE(MiniBatchesModel::durationText(3720000), QStringLiteral("1 h 02 min"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void filterAndSort()
    {
        MiniBatchesModel model;
        MiniBatchesFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<MiniBatchRecord> records;
        for (int i = 0; i < 40; ++i)
            records << rec(i, MiniBatchState(i % 3), 1 + i % 2, i % 2, i % 4,
                i % 3 == 2 ? QStringLiteral("KeyError: k%1").arg(i % 5) : QString());
        model.setTable(table(records));
        QCOMPARE(filter.rowCount(), 40);

        filter.setStateMask(1u << int(MiniBatchState::Failed));
        QCOMPARE(shownIds(filter), expectedIds(model, 0x4, QString(), -1, Qt::AscendingOrder));
        QCOMPARE(filter.rowCount(), 13);
        filter.setFilterText(QStringLiteral("keyerror: K3"));
        QCOMPARE(shownIds(filter), expectedIds(model, 0x4, QStringLiteral("keyerror: K3"), -1, Qt::AscendingOrder));
        QVERIFY(filter.rowCount() > 0);
        filter.setStateMask(0x7);
        filter.setFilterText(QStringLiteral("1/process003"));
        QCOMPARE(shownIds(filter), expectedIds(model, 0x7, QStringLiteral("1/process003"), -1, Qt::AscendingOrder));
        QCOMPARE(filter.rowCount(), 10);
        filter.setFilterText(QStringLiteral("3"));
        QCOMPARE(shownIds(filter), expectedIds(model, 0x7, QStringLiteral("3"), -1, Qt::AscendingOrder));
        filter.setFilterText(QStringLiteral("running"));
        QCOMPARE(filter.rowCount(), 14);

        filter.setFilterText(QString());
        QPersistentModelIndex kept = filter.index(5, 0); // mini-batch 5
        for (int column : { int(MiniBatchesModel::DurationColumn), int(MiniBatchesModel::StartColumn),
                 int(MiniBatchesModel::ErrorColumn), int(MiniBatchesModel::ProcessColumn),
                 int(MiniBatchesModel::AttemptsColumn), int(MiniBatchesModel::InputColumn) }) {
            for (Qt::SortOrder order : { Qt::AscendingOrder, Qt::DescendingOrder }) {
                filter.sort(column, order);
                QCOMPARE(shownIds(filter), expectedIds(model, 0x7, QString(), column, order));
                QCOMPARE(kept.data(MiniBatchesModel::MiniBatchIdRole).toInt(), 5); // follows its row
            }
        }
    }

    void followsLiveRecords()
    {
        MiniBatchesModel model;
        MiniBatchesFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester sourceTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setStateMask((1u << int(MiniBatchState::Running)) | (1u << int(MiniBatchState::Failed)));
        filter.sort(MiniBatchesModel::DurationColumn, Qt::DescendingOrder);
        QRandomGenerator rng(7);
        const QString texts[] = { QString(), QStringLiteral("error"), QStringLiteral("1"), QStringLiteral("0/") };
        // a run: mini-batches are picked (running), then succeed or fail, failed ones are retried
        for (int step = 0; step < 60; ++step) {
            QList<MiniBatchRecord> delta;
            for (int k = 0; k < 5; ++k)
                delta << rec(step * 5 + k, MiniBatchState::Running, 1, k % 2, k);
            for (int k = 0; k < 8 && model.rowCount() > 0; ++k) {
                const int id = int(rng.bounded(model.rowCount()));
                const int row = int(model.table().rowOfId(id));
                const int attempts = model.table().attempts(row);
                const bool fail = rng.bounded(3) == 0;
                delta << rec(id, fail ? MiniBatchState::Failed : MiniBatchState::Succeeded, attempts, id % 2, id % 5,
                    fail ? QStringLiteral("RuntimeError: error %1").arg(id % 4) : QString());
                if (fail && rng.bounded(2))
                    delta << rec(id, MiniBatchState::Running, attempts + 1, 1, 7); // merged after: the retry
            }
            model.merge(table(delta));
            if (step % 10 == 9) {
                filter.setFilterText(texts[(step / 10) % 4]);
                filter.sort(step % 20 == 9 ? int(MiniBatchesModel::NodeColumn) : int(MiniBatchesModel::DurationColumn),
                    Qt::DescendingOrder);
            }
            const QList<int> want
                = expectedIds(model, filter.stateMask(), filter.filterText(), filter.sortColumn(), filter.sortOrder());
            if (filter.sortColumn() == MiniBatchesModel::NodeColumn) {
                // same rows; the order of equal nodes is the model's own (by process), checked elsewhere
                QList<int> a = shownIds(filter), b = want;
                std::sort(a.begin(), a.end());
                std::sort(b.begin(), b.end());
                QCOMPARE(a, b);
            } else {
                QCOMPARE(shownIds(filter), want);
            }
            for (int r = 0; r < filter.rowCount(); ++r)
                QCOMPARE(filter.mapFromSource(filter.mapToSource(filter.index(r, 3))), filter.index(r, 3));
        }
        QVERIFY(model.rowCount() == 300);
    }

    // what each mini-batch held, read back from the Mini-batch Detail of processed_mini-batches.csv: a file
    // dataset's files, a tabular one's byte range and rows (the local runtime) or parts (Azure ML's driver)
    void inputColumn()
    {
        using test::attempt;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QDir logs(dir.filePath(QStringLiteral("logs")));
        const QString csvPath = logs.filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv"));
        QByteArray csv = test::header;
        csv += attempt(0, 1, "0/process000", "2026-11-24T10:00:00.000000", 2, 2, "RUN_DONE", "", "",
            R"({"dequeue_count":1,"id":0,"location":"in","minibatch":["/data/in/a.csv","/data/in/b.csv"],)"
            R"("partition_size":2})");
        // a failed attempt whose error spans two lines, then its retry; five files do not fit in the cell
        const QByteArray fiveFiles = R"({"id": 1, "minibatch": ["/data/in/part-000.csv", "/data/in/part-001.csv", )"
                                     R"("/data/in/part-002.csv", "/data/in/part-003.csv", "/data/in/part-004.csv"]})";
        csv += attempt(1, 1, "0/process001", "2026-11-24T10:00:01.000000", 5, 0, "RUN_EXCEPTION", "UserError",
            "\"ValueError: bad\nrow 7\"", fiveFiles);
        csv += attempt(1, 2, "1/process000", "2026-11-24T10:00:02.000000", 5, 5, "RUN_DONE", "", "", fiveFiles);
        csv += attempt(2, 1, "1/process001", "2026-11-24T10:00:03.000000", 150, 150, "RUN_DONE", "", "",
            R"({"dequeue_count":1,"id":2,"length":4096,"location":"iris","offset":4096,"partition_size":4096,)"
            R"("path":"/data/iris.csv"})");
        csv += attempt(3, 1, "0/process000", "2026-11-24T10:00:04.000000", 40, 38, "RUN_DONE", "", "",
            R"({"id": 3, "dequeue_count": 1, "minibatch": [3], "location": "diabetes_scoring_ds", )"
            R"("partition_size": 1048576, "task_type": 10})");
        csv += attempt(4, 1, "0/process000", "2026-11-24T10:00:05.000000", 1, 1); // {"id": 4}: nothing to show
        csv += attempt(5, 1, "0/process001", "2026-11-24T10:00:06.000000", 1, 1, "RUN_DONE", "", "",
            R"({"id":5,"minibatch":["/data/oj/Store=1000/Brand=tropicana/part.csv"],)"
            R"("partition_key_value":{"Brand":"tropicana","Store":1000}})");
        csv += attempt(6, 1, "0/process001", "2026-11-24T10:00:07.000000", 1, 1, "RUN_DONE", "", "",
            R"({"id": 6, "rows": [0, 99]})"); // a shape not known: shown as written
        // a live run (no job_result.txt): the retry of mini-batch 7 is in its process log, ahead of the report
        csv += attempt(7, 1, "0/process000", "2026-11-24T10:00:08.000000", 1, 0, "RUN_EXCEPTION", "UserError", "boom",
            R"({"id": 7, "minibatch": ["/data/in/x.csv"]})");
        test::write(csvPath, csv);
        test::write(logs.filePath(QStringLiteral("sys/node/0/process000.txt")),
            "2026-11-24 10:00:09,000|INFO|4242|Picked mini-batch 7 (attempt 2).\n");

        ParallelLogReader reader(dir.path());
        ParallelLogDelta delta = reader.read();
        QCOMPARE(delta.miniBatches.size(), 8);
        QCOMPARE(delta.miniBatches.detailSource().file, QFileInfo(csvPath).absoluteFilePath());
        MiniBatchesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTable(std::move(delta.miniBatches));
        auto cell = [&](int id, int role = Qt::DisplayRole) {
            const qsizetype row = model.table().rowOfId(id);
            return row < 0 ? QVariant() : model.index(int(row), MiniBatchesModel::InputColumn).data(role);
        };
        QCOMPARE(cell(0).toString(), QStringLiteral("a.csv, b.csv"));
        QCOMPARE(cell(0, Qt::ToolTipRole).toString(), QStringLiteral("2 file(s):\n/data/in/a.csv\n/data/in/b.csv"));
        QCOMPARE(
            cell(1).toString(), QStringLiteral("5 file(s): part-000.csv, part-001.csv, part-002.csv, part-003.csv, …"));
        QCOMPARE(cell(1, Qt::ToolTipRole).toString(),
            QStringLiteral("5 file(s):\n/data/in/part-000.csv\n/data/in/part-001.csv\n/data/in/part-002.csv\n"
                           "/data/in/part-003.csv\n/data/in/part-004.csv"));
        QCOMPARE(cell(2).toString(), QStringLiteral("iris.csv, 150 row(s), bytes 4096–8192"));
        QCOMPARE(cell(2, Qt::ToolTipRole).toString(),
            QStringLiteral("/data/iris.csv\nBytes 4096 to 8192 of the file\n150 row(s)"));
        QCOMPARE(cell(3).toString(), QStringLiteral("diabetes_scoring_ds, part 3, 40 row(s)"));
        QCOMPARE(cell(3, Qt::ToolTipRole).toString(),
            QStringLiteral("Dataset: diabetes_scoring_ds\npart 3, of 1048576 bytes each\n40 row(s)"));
        QVERIFY(cell(4).toString().isEmpty());
        QVERIFY(!cell(4, Qt::ToolTipRole).isValid());
        QCOMPARE(cell(5).toString(), QStringLiteral("Brand=tropicana, Store=1000: part.csv"));
        QCOMPARE(cell(5, Qt::ToolTipRole).toString(),
            QStringLiteral("Partition: Brand=tropicana, Store=1000\n1 file(s):\n"
                           "/data/oj/Store=1000/Brand=tropicana/part.csv"));
        QCOMPARE(cell(6).toString(), QStringLiteral(R"({"id": 6, "rows": [0, 99]})"));
        QCOMPARE(model.table().attempts(model.table().rowOfId(7)), 2);
        QCOMPARE(cell(7).toString(), QStringLiteral("x.csv"));

        // a retry seen in a process log (running, no line of the report yet) keeps what the mini-batch held
        MiniBatchRecord retry = rec(1, MiniBatchState::Running, 3, 1, 1);
        QCOMPARE(retry.recordOffset, qint64(-1));
        model.merge(table({ retry }));
        QCOMPARE(model.table().state(model.table().rowOfId(1)), MiniBatchState::Running);
        QCOMPARE(
            cell(1).toString(), QStringLiteral("5 file(s): part-000.csv, part-001.csv, part-002.csv, part-003.csv, …"));
        // the row count of a tabular mini-batch that runs again is not known until it ends
        model.merge(table({ rec(2, MiniBatchState::Running, 2) }));
        QCOMPARE(cell(2).toString(), QStringLiteral("iris.csv, bytes 4096–8192"));

        // the filter shows the column; sorting by it is the input's order, that is by id
        MiniBatchesFilterModel filter;
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&model);
        filter.sort(MiniBatchesModel::InputColumn, Qt::DescendingOrder);
        QCOMPARE(shownIds(filter), QList<int>({ 7, 6, 5, 4, 3, 2, 1, 0 }));
        QCOMPARE(filter.index(7, MiniBatchesModel::InputColumn).data().toString(), QStringLiteral("a.csv, b.csv"));

        // a file written again from its start: a line found at a row's offset that is another mini-batch's is not
        // shown as the row's
        const MiniBatchTable kept = model.table();
        QByteArray other = test::header;
        for (int id = 9; id >= 0; --id)
            other += attempt(id, 1, "0/process000", "2026-11-24T11:00:00.000000", 1, 1, "RUN_DONE", "", "",
                R"({"id": )" + QByteArray::number(id) + R"(, "minibatch": ["/data/other.csv"]})");
        test::write(csvPath, other);
        MiniBatchesModel stale;
        stale.setTable(kept);
        for (int id = 0; id < 8; ++id) {
            const QString shown = stale.index(int(kept.rowOfId(id)), MiniBatchesModel::InputColumn).data().toString();
            QVERIFY2(shown.isEmpty(), qPrintable(QStringLiteral("mini-batch %1 shows %2").arg(id).arg(shown)));
        }
        // read again, the rows point at their new lines
        ParallelLogReader again(dir.path());
        stale.setTable(std::move(again.read().miniBatches));
        QCOMPARE(stale.index(int(stale.table().rowOfId(3)), MiniBatchesModel::InputColumn).data().toString(),
            QStringLiteral("other.csv"));
    }

    void sourceReset()
    {
        auto* model = new MiniBatchesModel;
        MiniBatchesFilterModel filter;
        filter.setSourceModel(model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model->setTable(table({ rec(3, MiniBatchState::Failed, 1, 0, 0, QStringLiteral("é boom")) }));
        filter.setFilterText(QStringLiteral("É BOOM"));
        QCOMPARE(filter.rowCount(), 1); // text beyond ASCII is matched without case too
        model->clear();
        QCOMPARE(filter.rowCount(), 0);
        delete model;
        QCOMPARE(filter.rowCount(), 0);
    }
};

QTEST_MAIN(TestMiniBatchesModel)
#include "tst_minibatchesmodel.moc"
