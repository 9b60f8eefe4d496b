// SPDX-License-Identifier: MIT
// The instance type editor: the form checks as you type (requests above limits, GPU units, label rules), the YAML
// beside it is what is saved, and a saved file reads back with the same types. Picture: PW_PICKER_SCREENSHOTS.
#include "findingslist.h"
#include "instancetypeeditor.h"
#include "instancetypeyaml.h"
#include "pictures.h"

#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

namespace {

void type(QLineEdit* e, const QString& text)
{
    e->selectAll();
    QTest::keyClick(e, Qt::Key_Delete);
    QTest::keyClicks(e, text);
}

} // namespace

class TestInstanceTypeEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void checksAsYouType()
    {
        InstanceTypeEditor editor;
        QVERIFY(!editor.findings()->hasErrors()); // the default type is valid
        auto* requests = editor.findChild<QLineEdit*>(QStringLiteral("requestsCpu"));
        type(requests, QStringLiteral("4"));
        QVERIFY(editor.findings()->hasErrors()); // 4 cores requested, limited to 2
        type(requests, QStringLiteral("500m"));
        QVERIFY(!editor.findings()->hasErrors());
        type(editor.findChild<QLineEdit*>(QStringLiteral("limitsGpu")), QStringLiteral("half"));
        QVERIFY(editor.findings()->hasErrors());
        type(editor.findChild<QLineEdit*>(QStringLiteral("limitsGpu")), QStringLiteral("1"));
        QVERIFY(!editor.findings()->hasErrors());
        QVERIFY(editor.yaml().contains(QLatin1String("nvidia.com/gpu")));
    }

    void savesWhatItShowsAndReadsItBack()
    {
        QTemporaryDir dir;
        InstanceTypeEditor editor;
        editor.findChild<QPushButton*>(QStringLiteral("addInstanceType"))->click();
        QCOMPARE(editor.types().size(), 2);
        type(editor.findChild<QLineEdit*>(QStringLiteral("requestsCpu")), QString());
        QVERIFY(editor.findings()->hasErrors()); // requests are required, as the reader requires them
        type(editor.findChild<QLineEdit*>(QStringLiteral("requestsCpu")), QStringLiteral("500m"));
        type(editor.findChild<QLineEdit*>(QStringLiteral("typeName")), QStringLiteral("gpu-small"));
        type(editor.findChild<QLineEdit*>(QStringLiteral("limitsGpu")), QStringLiteral("1"));
        QCOMPARE(editor.types().at(1).name, QStringLiteral("gpu-small"));
        QVERIFY(!editor.findings()->hasErrors());
        const QString path = dir.filePath(QStringLiteral("types.yaml"));
        QString error;
        QVERIFY2(editor.saveFile(path, &error), qPrintable(error));
        const InstanceTypeRead read = readInstanceTypesFile(path);
        QStringList problems;
        for (const Diagnostic& d : read.diagnostics)
            problems << d.toString();
        QVERIFY2(!read.hasErrors(), qPrintable(problems.join(QLatin1Char('\n')) + QLatin1Char('\n') + editor.yaml()));
        QVERIFY(read.isList);
        QCOMPARE(read.types.size(), 2);
        QCOMPARE(read.types.at(1).name, QStringLiteral("gpu-small"));
        QCOMPARE(read.types.at(1).limitsGpu, QStringLiteral("1"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()), editor.yaml());

        InstanceTypeEditor again;
        QVERIFY(again.openFile(path));
        QCOMPARE(again.types().size(), 2);
    }

    void picture()
    {
        QTemporaryDir tmp;
        InstanceTypeEditor editor;
        editor.findChild<QPushButton*>(QStringLiteral("addInstanceType"))->click();
        type(editor.findChild<QLineEdit*>(QStringLiteral("typeName")), QStringLiteral("gpu-small"));
        type(editor.findChild<QLineEdit*>(QStringLiteral("requestsCpu")), QStringLiteral("8"));
        editor.show();
        QTest::qWait(30);
        const QString problem = test::savePicture(&editor, test::pictureFolder("PW_PICKER_SCREENSHOTS", tmp),
                                                  QStringLiteral("instance-type-editor.png"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

QTEST_MAIN(TestInstanceTypeEditor)
#include "tst_instancetypeeditor.moc"
