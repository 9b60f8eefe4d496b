// SPDX-License-Identifier: MIT
#include "canvaslayout.h"
#include "pipelinedocument.h"
#include "undostack.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

const QByteArray pipeline = "type: pipeline\n"
                            "jobs:\n"
                            "  prep:\n"
                            "    command: echo prep\n"
                            "  train:\n"
                            "    command: echo train\n";

} // namespace

class TestCanvasLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sidecarPathIsHiddenNextToThePipeline()
    {
        QCOMPARE(CanvasLayout::sidecarPath(QStringLiteral("/work/p/pipelines/train.yml")),
            QStringLiteral("/work/p/pipelines/.train.yml.pipewright.json"));
    }

    void missingSidecarIsEmptyAndWritesNothing()
    {
        QTemporaryDir dir;
        const QString yml = dir.filePath(QStringLiteral("p.yml"));
        QVERIFY(writeAll(yml, pipeline));
        CanvasLayout layout;
        QString error;
        QVERIFY(layout.load(yml, &error));
        QVERIFY(layout.isEmpty());
        QVERIFY(!layout.hasUserLayout());
        // automatic places are not worth a file
        layout.setPositions({ { CanvasLayout::stepKey(QStringLiteral("prep")), QPointF(10, 20) } });
        QVERIFY(layout.save(yml, &error));
        QVERIFY(!QFile::exists(CanvasLayout::sidecarPath(yml)));
    }

    void movesAreOneUndoStepAndRoundTripThroughTheFile()
    {
        QTemporaryDir dir;
        const QString yml = dir.filePath(QStringLiteral("p.yml"));
        QVERIFY(writeAll(yml, pipeline));
        PipelineDocument doc;
        QVERIFY(doc.load(yml));
        CanvasLayout layout;
        QVERIFY(layout.load(yml));
        const QString prep = CanvasLayout::stepKey(QStringLiteral("prep"));
        const QString train = CanvasLayout::stepKey(QStringLiteral("train"));
        layout.setPositions({ { prep, QPointF(0, 0) }, { train, QPointF(300, 0) } });
        QVERIFY(!doc.isModified());

        QSignalSpy moved(&layout, &CanvasLayout::positionsChanged);
        QVERIFY(layout.movePositions(doc.undoStack(), { { prep, QPointF(20, 40) }, { train, QPointF(320.04, 40) } },
            QStringLiteral("Move 2 items")));
        QCOMPARE(moved.count(), 1);
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(doc.isModified()); // a layout change is an unsaved change of the document
        QCOMPARE(layout.position(prep), QPointF(20, 40));
        // moving to the same place is no step at all
        QVERIFY(!layout.movePositions(doc.undoStack(), { { prep, QPointF(20, 40) } }, QString()));
        QCOMPARE(doc.undoStack()->count(), 1);

        doc.undoStack()->undo();
        QCOMPARE(layout.position(prep), QPointF(0, 0));
        QCOMPARE(layout.position(train), QPointF(300, 0));
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(layout.position(train), QPointF(320.04, 40));

        QString error;
        QVERIFY2(doc.save(), qPrintable(doc.errorString()));
        QVERIFY2(layout.save(yml, &error, { prep, train }), qPrintable(error));
        // the YAML is untouched: positions live only in the sidecar
        QCOMPARE(readAll(yml), pipeline);
        const QByteArray json = readAll(CanvasLayout::sidecarPath(yml));
        QVERIFY(json.contains("\"jobs/prep\""));
        QVERIFY2(json.contains("320"), json.constData());
        QVERIFY(!json.contains("320.04")); // rounded to tenths, so the file diffs well

        CanvasLayout again;
        QVERIFY2(again.load(yml, &error), qPrintable(error));
        QVERIFY(again.hasUserLayout());
        QCOMPARE(again.position(prep), QPointF(20, 40));
        QCOMPARE(again.position(train), QPointF(320, 40));
        // saving what was read writes the same bytes
        QVERIFY(again.save(yml, &error));
        QCOMPARE(readAll(CanvasLayout::sidecarPath(yml)), json);
    }

    void saveDropsNodesThatAreGone()
    {
        QTemporaryDir dir;
        const QString yml = dir.filePath(QStringLiteral("p.yml"));
        QVERIFY(writeAll(yml, pipeline));
        CanvasLayout layout;
        UndoStack stack;
        layout.movePositions(&stack,
            { { QStringLiteral("jobs/prep"), QPointF(1, 2) }, { QStringLiteral("jobs/old"), QPointF(3, 4) } },
            QString());
        QVERIFY(layout.save(yml, nullptr, { QStringLiteral("jobs/prep") }));
        const QByteArray json = readAll(CanvasLayout::sidecarPath(yml));
        QVERIFY(json.contains("jobs/prep"));
        QVERIFY(!json.contains("jobs/old"));
    }

    void nudgesMerge()
    {
        CanvasLayout layout;
        UndoStack stack;
        const QString k = QStringLiteral("jobs/a");
        layout.setPositions({ { k, QPointF(0, 0) } });
        layout.movePositions(&stack, { { k, QPointF(10, 0) } }, QStringLiteral("Move a"), QStringLiteral("nudge"));
        layout.movePositions(&stack, { { k, QPointF(20, 0) } }, QStringLiteral("Move a"), QStringLiteral("nudge"));
        layout.movePositions(&stack, { { k, QPointF(20, 10) } }, QStringLiteral("Move a"), QStringLiteral("nudge"));
        QCOMPARE(stack.count(), 1);
        stack.undo();
        QCOMPARE(layout.position(k), QPointF(0, 0));
        // an ordinary move after nudging is its own step
        stack.redo();
        layout.movePositions(&stack, { { k, QPointF(100, 100) } }, QStringLiteral("Move a"));
        QCOMPARE(stack.count(), 2);
    }

    void renameKeyIsUndoable()
    {
        CanvasLayout layout;
        UndoStack stack;
        layout.setPositions({ { QStringLiteral("jobs/a"), QPointF(5, 6) } });
        layout.renameKey(&stack, QStringLiteral("jobs/a"), QStringLiteral("jobs/b"));
        QVERIFY(!layout.hasPosition(QStringLiteral("jobs/a")));
        QCOMPARE(layout.position(QStringLiteral("jobs/b")), QPointF(5, 6));
        stack.undo();
        QCOMPARE(layout.position(QStringLiteral("jobs/a")), QPointF(5, 6));
        QVERIFY(!layout.hasPosition(QStringLiteral("jobs/b")));
    }

    void annotationsAreUndoableAndSaved()
    {
        QTemporaryDir dir;
        const QString yml = dir.filePath(QStringLiteral("p.yml"));
        QVERIFY(writeAll(yml, pipeline));
        CanvasLayout layout;
        UndoStack stack;
        CanvasAnnotation a;
        a.rect = QRectF(10, 10, 200, 80);
        a.text = QStringLiteral("Training uses the serverless VM — see README");
        layout.addAnnotation(&stack, a);
        QCOMPARE(layout.annotations().size(), 1);
        const quint32 id = layout.annotations().first().id;
        QVERIFY(id > 0);
        CanvasAnnotation edited = layout.annotations().first();
        edited.text = QStringLiteral("changed");
        layout.changeAnnotation(&stack, edited);
        QCOMPARE(layout.annotation(id)->text, QStringLiteral("changed"));
        stack.undo();
        QCOMPARE(layout.annotation(id)->text, a.text);
        stack.redo();
        layout.removeAnnotation(&stack, id);
        QVERIFY(layout.annotations().isEmpty());
        stack.undo();
        QCOMPARE(layout.annotations().size(), 1);

        QVERIFY(layout.save(yml));
        CanvasLayout again;
        QVERIFY(again.load(yml));
        QCOMPARE(again.annotations().size(), 1);
        QCOMPARE(again.annotations().first().text, QStringLiteral("changed"));
        QCOMPARE(again.annotations().first().rect, QRectF(10, 10, 200, 80));
    }

    void malformedSidecarIsReportedWithItsPlace_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::addRow("not json") << QByteArray("{\n  \"nodes\": {\n    \"jobs/a\": [1, 2],,\n")
                                  << QStringLiteral(":3:");
        QTest::addRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("JSON object");
        QTest::addRow("bad position") << QByteArray("{\"nodes\": {\"jobs/a\": [1]}}") << QStringLiteral("jobs/a");
        QTest::addRow("newer version") << QByteArray("{\"version\": 99, \"nodes\": {}}") << QStringLiteral("99");
        QTest::addRow("duplicate note") << QByteArray("{\"annotations\": [{\"id\": 1}, {\"id\": 1}]}")
                                        << QStringLiteral("note 2");
    }

    void malformedSidecarIsReportedWithItsPlace()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString yml = dir.filePath(QStringLiteral("p.yml"));
        QVERIFY(writeAll(yml, pipeline));
        QVERIFY(writeAll(CanvasLayout::sidecarPath(yml), json));
        CanvasLayout layout;
        QString error;
        QVERIFY(!layout.load(yml, &error));
        QVERIFY2(error.contains(QStringLiteral(".p.yml.pipewright.json")), qPrintable(error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY(layout.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCanvasLayout)
#include "tst_canvaslayout.moc"
