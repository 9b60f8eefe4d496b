// SPDX-License-Identifier: MIT
// Every YAML file of a set (the project's own under tests/data/yaml, or the external corpus: see yamlset.h) loads,
// validates sensibly and saves byte-identical.
#include "pipelinedocument.h"
#include "undostack.h"
#include "validator.h"
#include "yamlset.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

class TestCorpus : public QObject
{
    Q_OBJECT
private:
    static QStringList corpusFiles() { return test::yamlFiles(); }
    static bool isPipeline(const QByteArray& text) { return test::isPipelineText(text); }

private Q_SLOTS:
    void initTestCase()
    {
        // the set is part of what the tests need: missing or cut short, it is a failure, never a skip
        const QString problem = test::yamlSetProblem();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        int pipelines = 0;
        for (const QString& f : corpusFiles()) {
            QFile file(f);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(f));
            pipelines += isPipeline(file.readAll()) ? 1 : 0;
        }
        QVERIFY2(pipelines >= 10, qPrintable(QStringLiteral("expected pipelines in %1; found %2")
                                                 .arg(test::yamlSet().name).arg(pipelines)));
    }

    void loadAndSave_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& f : corpusFiles())
            QTest::newRow(qPrintable(test::relativeName(f))) << f;
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
                QTest::newRow(qPrintable(test::relativeName(f))) << f;
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
