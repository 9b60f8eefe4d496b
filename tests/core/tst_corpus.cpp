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
    static bool isPipeline(const QByteArray& text)
    {
        return text.contains("\ntype: pipeline") || text.startsWith("type: pipeline");
    }

    void initTestCase()
    {
        // the corpus is part of what the tests need: missing (or cut short), it is a failure, never a skip
        const QStringList files = corpusFiles();
        QVERIFY2(files.size() >= 150,
                 qPrintable(QStringLiteral("expected the Azure ML examples corpus (179 YAML files) under %1; found %2")
                                .arg(QStringLiteral(PW_SHARED_DIR "/corpus/azureml-examples"))
                                .arg(files.size())));
        int pipelines = 0;
        for (const QString& f : files) {
            QFile file(f);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(f));
            pipelines += isPipeline(file.readAll()) ? 1 : 0;
        }
        QVERIFY2(pipelines >= 80, qPrintable(QStringLiteral("expected about 89 pipelines in the corpus; found %1").arg(pipelines)));
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
            // a file that cannot be read is listed, and fails in the test below (doc.load)
            if (!file.open(QIODevice::ReadOnly) || isPipeline(file.readAll()))
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
