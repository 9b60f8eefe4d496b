// SPDX-License-Identifier: MIT
#include "csvmodel.h"
#include "csvrecord.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

class TestCsvModel : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return QString();
        f.write(bytes);
        return path;
    }

    static QString cell(const CsvModel& m, int row, int column)
    {
        return m.data(m.index(row, column), Qt::EditRole).toString();
    }

private Q_SLOTS:
    void splitRecordReusesItsBuffers()
    {
        // one list and scratch for every record, as a reader of a large file passes them: each record's views are
        // what parseRecord reads, whatever the length of the record before
        QList<QByteArrayView> fields;
        QByteArray scratch;
        const QList<QByteArray> records {"\"a,1\",\"say \"\"hi\"\"\",", "x", "1,\"unfinish", "long field,\"quoted, with comma\",3\r",
                                         "", "\"stray\"quote,b"};
        for (const QByteArray& record : records) {
            bool complete = true;
            bool expectedComplete = true;
            csv::splitRecord(record, ',', &fields, &scratch, &complete);
            const QStringList expected = csv::parseRecord(record, ',', &expectedComplete);
            QStringList got;
            for (QByteArrayView f : std::as_const(fields))
                got << QString::fromUtf8(f);
            QCOMPARE(got, expected);
            QCOMPARE(complete, expectedComplete);
        }
        // the scratch grows once and is not made again for shorter records
        const qsizetype capacity = scratch.capacity();
        const char* data = scratch.constData();
        csv::splitRecord("a,b", ',', &fields, &scratch);
        QCOMPARE(scratch.capacity(), capacity);
        QCOMPARE(scratch.constData(), data);
        QCOMPARE(fields.size(), 2);
        QCOMPARE(fields.at(1), QByteArrayView("b"));
    }

    void parseRecordFollowsRfc4180()
    {
        bool complete = false;
        QCOMPARE(csv::parseRecord("a,b,c", ',', &complete), (QStringList { "a", "b", "c" }));
        QVERIFY(complete);
        QCOMPARE(csv::parseRecord("\"a,1\",\"say \"\"hi\"\"\",", ',', &complete),
            (QStringList { "a,1", "say \"hi\"", "" }));
        QVERIFY(complete);
        QCOMPARE(csv::parseRecord("\"two\nlines\",x", ',', &complete), (QStringList { "two\nlines", "x" }));
        QCOMPARE(csv::parseRecord("", ','), (QStringList { "" }));
        QCOMPARE(csv::parseRecord(",", ','), (QStringList { "", "" }));
        QCOMPARE(csv::parseRecord("a\r", ','), (QStringList { "a" }));
        // the file ends inside quotes
        QCOMPARE(csv::parseRecord("1,\"unfinish", ',', &complete), (QStringList { "1", "unfinish" }));
        QVERIFY(!complete);
        QCOMPARE(csv::detectSeparator("a;b;c\n1;2;3"), ';');
        QCOMPARE(csv::detectSeparator("a\tb\n"), '\t');
        QCOMPARE(csv::detectSeparator("\"x;y\",b\n"), ',');
    }

    void smallFileWithHeaderQuotesAndLineBreaks()
    {
        QVERIFY(m_dir.isValid());
        const QString path = write(QStringLiteral("small.csv"),
            "\xEF\xBB\xBFmini_batch,status,\"rows, processed\"\r\n"
            "batch_0,ok,10\r\n"
            "\"batch_1\",\"failed: \"\"x\"\"\",\"7\"\r\n"
            "batch_2,\"line one\nline two\",3\r\n"
            "\r\n"
            "batch_3,ok,12\r\n");
        CsvModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(&model, &CsvModel::finished);
        QVERIFY(model.openFile(path));
        QVERIFY(!model.isLoading());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(model.headers(), (QStringList { "mini_batch", "status", "rows, processed" }));
        QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("rows, processed"));
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(cell(model, 0, 0), QStringLiteral("batch_0"));
        QCOMPARE(cell(model, 1, 1), QStringLiteral("failed: \"x\""));
        QCOMPARE(cell(model, 2, 1), QStringLiteral("line one\nline two"));
        QVERIFY(!model.data(model.index(2, 1)).toString().contains(QLatin1Char('\n'))); // one line in the table
        QCOMPARE(cell(model, 3, 2), QStringLiteral("12"));
        QCOMPARE(model.data(model.index(3, 2), CsvModel::SortRole).typeId(), QMetaType::Double);
        QCOMPARE(model.data(model.index(3, 0), CsvModel::SortRole).toString(), QStringLiteral("batch_3"));
        QVERIFY(!model.endsIncomplete());
        for (int r = 0; r < model.rowCount(); ++r)
            QVERIFY(!model.isRowIncomplete(r));
    }

    void quoteInsideAnUnquotedFieldIsText()
    {
        // found by fuzz_csv: the record splitter took any quote for the start of a quoted field, so a quote in the
        // middle of a field joined the records after it into one
        CsvModel model;
        QAbstractItemModelTester tester(&model);
        model.setCsvText("h1,h2\nab\"c,d\ne,f\n\"x\"\"y\",\"\"\n");
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.rowFields(0), (QStringList {QStringLiteral("ab\"c"), QStringLiteral("d")}));
        QCOMPARE(model.rowFields(1), (QStringList {QStringLiteral("e"), QStringLiteral("f")}));
        QCOMPARE(model.rowFields(2), (QStringList {QStringLiteral("x\"y"), QString()}));
        QVERIFY(!model.isRowIncomplete(2));
    }

    void truncatedLastLineIsShownAsIncomplete()
    {
        CsvModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // inside quotes
        model.setCsvText("a,b,c\n1,2,3\n4,\"cut her");
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.endsIncomplete());
        QVERIFY(model.isRowIncomplete(1));
        QVERIFY(!model.isRowIncomplete(0));
        QCOMPARE(cell(model, 1, 1), QStringLiteral("cut her"));
        QCOMPARE(cell(model, 1, 2), QString()); // a missing field is empty
        QVERIFY(model.data(model.index(1, 0), CsvModel::IncompleteRole).toBool());
        QVERIFY(model.data(model.index(1, 0), Qt::ToolTipRole).toString().contains(QStringLiteral("Incomplete")));
        QVERIFY(model.headerData(1, Qt::Vertical).toString().contains(QStringLiteral("2")));
        // fewer fields than the header and no line end
        model.setCsvText("a,b,c\n1,2,3\n4,5");
        QVERIFY(model.isRowIncomplete(1));
        // a last line without a line end but with all its fields is complete
        model.setCsvText("a,b\n1,2");
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(!model.endsIncomplete());
        // more fields than the header: more columns
        model.setCsvText("a,b\n1,2,3\n");
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("Column 3"));
        // empty, header only
        model.setCsvText(QByteArray());
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 0);
        model.setCsvText("x;y;z\n");
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.separator(), QLatin1Char(';'));
    }

    void largeFileIsIndexedOffTheGuiThread()
    {
        QByteArray text = "mini_batch,file,items,note\n";
        const int rows = 60000;
        for (int i = 0; i < rows; ++i) {
            text += "batch_" + QByteArray::number(i) + ",data/part_" + QByteArray::number(i % 97) + ".csv,"
                + QByteArray::number(i % 13);
            text += (i % 1000 == 7) ? ",\"multi\nline, quoted\"\n" : ",plain\n";
        }
        text += "batch_x,\"truncat"; // the file ends in the middle of a record
        QVERIFY(text.size() > CsvModel::SynchronousLimit * 4);
        const QString path = write(QStringLiteral("large.csv"), text);
        CsvModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loading(&model, &CsvModel::loadingChanged);
        QVERIFY(model.openFile(path));
        QVERIFY(model.isLoading()); // returned at once; the rows come in batches
        QVERIFY(model.waitForLoaded(20000));
        QCOMPARE(loading.count(), 2);
        QCOMPARE(model.rowCount(), rows + 1);
        QCOMPARE(model.columnCount(), 4);
        QCOMPARE(cell(model, 0, 0), QStringLiteral("batch_0"));
        QCOMPARE(cell(model, 7, 3), QStringLiteral("multi\nline, quoted"));
        QCOMPARE(cell(model, 8, 0), QStringLiteral("batch_8"));
        QCOMPARE(cell(model, rows - 1, 0), QStringLiteral("batch_%1").arg(rows - 1));
        QCOMPARE(cell(model, rows - 1, 2), QString::number((rows - 1) % 13));
        QVERIFY(model.isRowIncomplete(rows));
        QCOMPARE(cell(model, rows, 1), QStringLiteral("truncat"));

        // opening another file while one loads drops the first one's rows; deleting a loading model is safe
        QVERIFY(model.openFile(path));
        model.setCsvText("a\n1\n");
        QCOMPARE(model.rowCount(), 1);
        QTest::qWait(300);
        QCOMPARE(model.rowCount(), 1);
        auto* doomed = new CsvModel;
        QVERIFY(doomed->openFile(path));
        delete doomed;
        QTest::qWait(300);
    }

    void missingFileSaysWhy()
    {
        CsvModel model;
        QVERIFY(!model.openFile(m_dir.filePath(QStringLiteral("nope.csv"))));
        QVERIFY(!model.errorString().isEmpty());
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCsvModel)
#include "tst_csvmodel.moc"
