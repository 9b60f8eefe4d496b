// SPDX-License-Identifier: MIT
// Every YAML file of the reference corpus loads, validates sensibly and saves byte-identical.
#include "pipelinedocument.h"
#include "validator.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace pw;

class TestCorpus : public QObject
{
    Q_OBJECT
private:
    static QStringList corpusFiles()
    {
        QStringList files;
        QDirIterator it(QStringLiteral(PW_SHARED_DIR "/corpus/azureml-examples"),
                        {QStringLiteral("*.yml"), QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
        files.sort();
        return files;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (corpusFiles().isEmpty())
            QSKIP("reference corpus not found next to the project");
    }

    void loadAndSave_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& f : corpusFiles())
            QTest::newRow(qPrintable(f.mid(f.indexOf(QLatin1String("azureml-examples"))))) << f;
    }

    void loadAndSave()
    {
        QFETCH(QString, path);
        PipelineDocument doc;
        QVERIFY2(doc.load(path), qPrintable(doc.errorString()));
        QVERIFY2(doc.isParsed(), qPrintable(doc.diagnostics().value(0).toString()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray original = f.readAll();
        QCOMPARE(doc.text(), original);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("copy.yml"));
        QVERIFY2(doc.save(out), qPrintable(doc.errorString()));
        QFile g(out);
        QVERIFY(g.open(QIODevice::ReadOnly));
        QCOMPARE(g.readAll(), original);
        QVERIFY(!doc.isModified());
    }

    // Pipelines of the corpus are real, working Azure ML files: the validator must not call them broken.
    void pipelinesValidate_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& f : corpusFiles()) {
            QFile file(f);
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QByteArray t = file.readAll();
            if (t.contains("\ntype: pipeline") || t.startsWith("type: pipeline"))
                QTest::newRow(qPrintable(f.mid(f.indexOf(QLatin1String("azureml-examples"))))) << f;
        }
    }

    void pipelinesValidate()
    {
        QFETCH(QString, path);
        PipelineDocument doc;
        QVERIFY(doc.load(path));
        QVERIFY(doc.isPipeline());
        QVERIFY(!doc.spec().steps.isEmpty());
        QStringList errors;
        for (const auto& d : doc.diagnostics())
            if (d.severity == Severity::Error)
                errors << d.toString();
        if (!errors.isEmpty())
            qWarning().noquote() << errors.join(QLatin1Char('\n'));
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestCorpus)
#include "tst_corpus.moc"
