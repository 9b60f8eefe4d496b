// SPDX-License-Identifier: MIT
// The settings table of a parallel step without any view: values from the step, its component and the defaults,
// edits that write exactly the expected YAML and undo back to the same bytes, refused values, the runtime's options
// inside program_arguments, and a run's snapshot shown read-only. Checked with QAbstractItemModelTester throughout.
#include "componentcache.h"
#include "parallelarguments.h"
#include "parallelsettingsmodel.h"
#include "pipelinedocument.h"
#include "undostack.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace pw;

namespace {

QString dataDir()
{
    return QStringLiteral(PW_SOURCE_DIR "/tests/data/parallelsettings");
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The text with `before` (which must stand in it exactly once) replaced by `after`.
QByteArray replacedOnce(const QByteArray& text, const QByteArray& before, const QByteArray& after)
{
    if (text.count(before) != 1)
        return QByteArray("«") + before + QByteArray("» does not stand exactly once in the text");
    QByteArray out = text;
    return out.replace(before, after);
}

QStringList lines(const QByteArray& text)
{
    return QString::fromUtf8(text).split(QLatin1Char('\n'));
}

const char* const kBareTask = "    input_data: ${{inputs.images}}\n"
                              "    task:\n"
                              "      type: run_function\n"
                              "      code: ./src\n"
                              "      entry_script: score.py\n"
                              "      environment: azureml:prs-env@latest\n";

} // namespace

class TestParallelSettingsModel : public QObject {
    Q_OBJECT

    std::unique_ptr<PipelineDocument> open()
    {
        auto doc = std::make_unique<PipelineDocument>();
        doc->setComponentCache(std::make_shared<ComponentCache>());
        if (!doc->load(dataDir() + QStringLiteral("/pipeline.yml")))
            qWarning("cannot load the test pipeline: %s", qPrintable(doc->errorString()));
        return doc;
    }

    static QString cell(const ParallelSettingsModel& m, const QString& key, int column, int role = Qt::DisplayRole)
    {
        const int row = m.rowOfKey(key);
        return row < 0 ? QStringLiteral("<no row %1>").arg(key) : m.index(row, column).data(role).toString();
    }

private Q_SLOTS:
    void rowsAndColumns()
    {
        ParallelSettingsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.columnCount(), 4);
        QCOMPARE(model.headerData(ParallelSettingsModel::SettingColumn, Qt::Horizontal).toString(),
            QStringLiteral("Setting"));
        QCOMPARE(model.headerData(ParallelSettingsModel::ValueColumn, Qt::Horizontal).toString(),
            QStringLiteral("Effective value"));
        QCOMPARE(model.headerData(ParallelSettingsModel::DefaultColumn, Qt::Horizontal).toString(),
            QStringLiteral("Default"));
        QCOMPARE(
            model.headerData(ParallelSettingsModel::SourceColumn, Qt::Horizontal).toString(), QStringLiteral("Source"));
        // every runtime option has a row of its own, and the groups come in one run each
        for (const QString& option : parallelRuntimeOptions())
            QVERIFY2(model.rowOfKey(QStringLiteral("--") + option) >= 0, qPrintable(option));
        for (const char* key : { "input_data", "mini_batch_size", "partition_keys", "resources.instance_count",
                 "max_concurrency_per_instance", "mini_batch_error_threshold", "error_threshold",
                 "retry_settings.max_retries", "retry_settings.timeout", "logging_level", "task.append_row_to",
                 "task.type", "task.code", "task.entry_script", "task.environment", "task.program_arguments",
                 "environment_variables" })
            QVERIFY2(model.rowOfKey(QLatin1String(key)) >= 0, key);
        QStringList groups;
        for (int r = 0; r < model.rowCount(); ++r) {
            const QString g = model.index(r, 0).data(ParallelSettingsModel::GroupRole).toString();
            if (groups.isEmpty() || groups.last() != g) {
                QVERIFY2(!groups.contains(g), qPrintable(g + QStringLiteral(" comes in two places")));
                groups << g;
            }
            QVERIFY(!model.index(r, 0).data(ParallelSettingsModel::DescriptionRole).toString().isEmpty());
        }
        QCOMPARE(groups.size(), 6);
        // without a document: nothing can be edited, and the model says why
        QVERIFY(model.isReadOnly());
        QVERIFY(!model.problem().isEmpty());
        QVERIFY(!(model.flags(model.index(0, ParallelSettingsModel::ValueColumn)) & Qt::ItemIsEditable));
    }

    void valuesAreTheResolvedStepsValues()
    {
        // a setting the step writes replaces its component's whole, as both backends read it (resolvedstep.h): the
        // step's resources without instance_count run one instance, whatever the component's resources say
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile c(dir.filePath(QStringLiteral("score.yml")));
        QVERIFY(c.open(QIODevice::WriteOnly));
        c.write("type: parallel\nresources:\n  instance_count: 3\nmax_concurrency_per_instance: 4\n"
                "task:\n  type: run_function\n  code: ./src\n  entry_script: score.py\n  environment: azureml:e@1\n");
        c.close();
        auto doc = std::make_unique<PipelineDocument>();
        doc->setComponentCache(std::make_shared<ComponentCache>());
        doc->setContent("type: pipeline\njobs:\n  score:\n    type: parallel\n    component: ./score.yml\n"
                        "    resources:\n      instance_type: Standard_D4s_v3\n",
                        dir.filePath(QStringLiteral("pipeline.yml")));
        ParallelSettingsModel model;
        model.setDocument(doc.get(), QStringLiteral("score"));
        QVERIFY2(model.problem().isEmpty(), qPrintable(model.problem()));
        const int count = model.rowOfKey(QStringLiteral("resources.instance_count"));
        QCOMPARE(model.index(count, 0).data(ParallelSettingsModel::SourceRole).toInt(), int(ParallelSettingsModel::FromDefault));
        QCOMPARE(cell(model, QStringLiteral("resources.instance_type"), ParallelSettingsModel::ValueColumn), QStringLiteral("Standard_D4s_v3"));
        const int processes = model.rowOfKey(QStringLiteral("max_concurrency_per_instance"));
        QCOMPARE(model.index(processes, 0).data(ParallelSettingsModel::SourceRole).toInt(), int(ParallelSettingsModel::FromComponent));
        QCOMPARE(model.index(processes, 0).data(ParallelSettingsModel::LineRole).toInt(), 4);

        // environment variables in the order the step writes them, not sorted by name
        doc->setContent("type: pipeline\njobs:\n  score:\n    type: parallel\n    component: ./score.yml\n"
                        "    environment_variables:\n      ZETA: \"1\"\n      ALPHA: \"2\"\n",
                        dir.filePath(QStringLiteral("pipeline.yml")));
        model.setDocument(doc.get(), QStringLiteral("score"));
        QCOMPARE(cell(model, QStringLiteral("environment_variables"), ParallelSettingsModel::ValueColumn), QStringLiteral("ZETA=1, ALPHA=2"));
    }

    void values_data()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("defaultText");
        QTest::addColumn<int>("source");
        const int step = ParallelSettingsModel::FromStep, comp = ParallelSettingsModel::FromComponent,
                  def = ParallelSettingsModel::FromDefault;
        // written in the step
        QTest::newRow("inline mini_batch_size") << "score_inline"
                                                << "mini_batch_size"
                                                << "10kb"
                                                << "1mb (a table)" << step;
        QTest::newRow("inline instance_count") << "score_inline"
                                               << "resources.instance_count"
                                               << "2"
                                               << "1" << step;
        QTest::newRow("inline timeout") << "score_inline"
                                        << "retry_settings.timeout"
                                        << "90"
                                        << "60" << step;
        QTest::newRow("inline logging") << "score_inline"
                                        << "logging_level"
                                        << "DEBUG"
                                        << "INFO" << step;
        QTest::newRow("inline append") << "score_inline"
                                       << "task.append_row_to"
                                       << "${{outputs.scores}}"
                                       << "(summary only)" << step;
        QTest::newRow("inline percent") << "score_inline"
                                        << "--allowed_failed_percent"
                                        << "30"
                                        << "100" << step;
        QTest::newRow("inline overhead") << "score_inline"
                                         << "--task_overhead_timeout"
                                         << "1200"
                                         << "600" << step;
        // "--resource_monitor_interva" is read as --resource_monitor_interval, as the runtime reads it
        QTest::newRow("inline abbreviation") << "score_inline"
                                             << "--resource_monitor_interval"
                                             << "20"
                                             << "600" << step;
        QTest::newRow("inline first task") << "score_inline"
                                           << "--first_task_creation_timeout"
                                           << "600"
                                           << "600" << def;
        // max(600, 3 × (90 + 30 + 1200))
        QTest::newRow("inline progress") << "score_inline"
                                         << "--progress_update_timeout"
                                         << "3960"
                                         << "3960" << def;
        QTest::newRow("inline item option") << "score_inline"
                                            << "--error_threshold"
                                            << "-1"
                                            << "-1" << def;
        // the step's own value wins over the component's
        QTest::newRow("component own size") << "score_component"
                                            << "mini_batch_size"
                                            << "4"
                                            << "10 files" << step;
        QTest::newRow("component processes") << "score_component"
                                             << "max_concurrency_per_instance"
                                             << "4"
                                             << "1" << comp;
        QTest::newRow("component instances") << "score_component"
                                             << "resources.instance_count"
                                             << "3"
                                             << "1" << comp;
        QTest::newRow("component retries") << "score_component"
                                           << "retry_settings.max_retries"
                                           << "5"
                                           << "2" << comp;
        QTest::newRow("component logging") << "score_component"
                                           << "logging_level"
                                           << "WARNING"
                                           << "INFO" << comp;
        QTest::newRow("component first task") << "score_component"
                                              << "--first_task_creation_timeout"
                                              << "900"
                                              << "600" << comp;
        QTest::newRow("component copy logs") << "score_component"
                                             << "--copy_logs_to_parent"
                                             << "True"
                                             << "False" << comp;
        // max(900, 5 × (120 + 30 + 600))
        QTest::newRow("component progress") << "score_component"
                                            << "--progress_update_timeout"
                                            << "3750"
                                            << "3750" << def;
        QTest::newRow("component item threshold") << "score_component"
                                                  << "error_threshold"
                                                  << "-1"
                                                  << "-1" << def;
        // nothing written: the defaults
        QTest::newRow("bare size") << "score_bare"
                                   << "mini_batch_size"
                                   << "10 files"
                                   << "10 files" << def;
        QTest::newRow("bare retries") << "score_bare"
                                      << "retry_settings.max_retries"
                                      << "2"
                                      << "2" << def;
        QTest::newRow("bare timeout") << "score_bare"
                                      << "retry_settings.timeout"
                                      << "60"
                                      << "60" << def;
        QTest::newRow("bare logging") << "score_bare"
                                      << "logging_level"
                                      << "INFO"
                                      << "INFO" << def;
        QTest::newRow("bare processes") << "score_bare"
                                        << "max_concurrency_per_instance"
                                        << "1"
                                        << "1" << def;
        QTest::newRow("bare append") << "score_bare"
                                     << "task.append_row_to"
                                     << "(summary only)"
                                     << "(summary only)" << def;
        QTest::newRow("bare percent") << "score_bare"
                                      << "--allowed_failed_percent"
                                      << "100"
                                      << "100" << def;
        QTest::newRow("bare monitor") << "score_bare"
                                      << "--resource_monitor_interval"
                                      << "600"
                                      << "600" << def;
        // max(600, 2 × (60 + 30 + 600))
        QTest::newRow("bare progress") << "score_bare"
                                       << "--progress_update_timeout"
                                       << "1380"
                                       << "1380" << def;
    }

    void values()
    {
        QFETCH(QString, step);
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, defaultText);
        QFETCH(int, source);
        auto doc = open();
        ParallelSettingsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get(), step);
        QVERIFY2(model.problem().isEmpty(), qPrintable(model.problem()));
        QCOMPARE(cell(model, key, ParallelSettingsModel::ValueColumn), value);
        QCOMPARE(cell(model, key, ParallelSettingsModel::DefaultColumn), defaultText);
        const int row = model.rowOfKey(key);
        QCOMPARE(model.index(row, 0).data(ParallelSettingsModel::SourceRole).toInt(), source);
        QCOMPARE(cell(model, key, ParallelSettingsModel::SourceColumn),
            ParallelSettingsModel::sourceName(ParallelSettingsModel::Source(source)));
        QCOMPARE(
            model.index(row, ParallelSettingsModel::ValueColumn).data(ParallelSettingsModel::IsDefaultRole).toBool(),
            source == ParallelSettingsModel::FromDefault);
        if (source != ParallelSettingsModel::FromDefault)
            QVERIFY(model.index(row, 0).data(ParallelSettingsModel::LineRole).toInt() > 0);
        // the test pipeline is valid: no row has a message; an abbreviated option is noted, not an error
        QVERIFY2(model.index(row, 0).data(ParallelSettingsModel::MessageRole).toString().isEmpty(),
            qPrintable(model.index(row, 0).data(ParallelSettingsModel::MessageRole).toString()));
        const QString note = model.index(row, 0).data(ParallelSettingsModel::NoteRole).toString();
        QCOMPARE(note.contains(QStringLiteral("--resource_monitor_interva;")),
            QTest::currentDataTag() == QByteArray("inline abbreviation"));
    }

    void edits_data()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::newRow("change an integer, comment kept")
            << "score_inline"
            << "retry_settings.timeout"
            << "45" << QByteArray("      timeout: 90   # seconds\n") << QByteArray("      timeout: 45   # seconds\n");
        QTest::newRow("change a quoted size")
            << "score_inline"
            << "mini_batch_size"
            << "20kb" << QByteArray("    mini_batch_size: \"10kb\"\n") << QByteArray("    mini_batch_size: \"20kb\"\n");
        QTest::newRow("change a level") << "score_inline"
                                        << "logging_level"
                                        << "WARNING" << QByteArray("    logging_level: \"DEBUG\"\n")
                                        << QByteArray("    logging_level: \"WARNING\"\n");
        QTest::newRow("change an option in a folded block")
            << "score_inline"
            << "--allowed_failed_percent"
            << "50" << QByteArray("        --allowed_failed_percent 30\n")
            << QByteArray("        --allowed_failed_percent 50\n");
        QTest::newRow("change an abbreviated option") << "score_inline"
                                                      << "--resource_monitor_interval"
                                                      << "60" << QByteArray("        --resource_monitor_interva 20\n")
                                                      << QByteArray("        --resource_monitor_interva 60\n");
        QTest::newRow("add an option to a folded block, on a line of its own")
            << "score_inline"
            << "--first_task_creation_timeout"
            << "900" << QByteArray("        --resource_monitor_interva 20\n      append_row_to")
            << QByteArray("        --resource_monitor_interva 20\n        --first_task_creation_timeout 900\n      "
                          "append_row_to");
        QTest::newRow("remove an option")
            << "score_inline"
            << "--task_overhead_timeout"
            << "" << QByteArray("        --allowed_failed_percent 30\n        --task_overhead_timeout 1200\n")
            << QByteArray("        --allowed_failed_percent 30\n");
        QTest::newRow("remove the only key of a map")
            << "score_inline"
            << "resources.instance_count"
            << "" << QByteArray("    resources:\n      instance_count: 2\n") << QByteArray();
        QTest::newRow("remove a step value over the component's")
            << "score_component"
            << "mini_batch_size"
            << "" << QByteArray("    mini_batch_size: 4\n") << QByteArray();
        QTest::newRow("add an integer") << "score_bare"
                                        << "max_concurrency_per_instance"
                                        << "3" << QByteArray(kBareTask)
                                        << QByteArray(kBareTask) + "    max_concurrency_per_instance: 3\n";
        QTest::newRow("add a nested key")
            << "score_bare"
            << "retry_settings.timeout"
            << "30" << QByteArray(kBareTask) << QByteArray(kBareTask) + "    retry_settings:\n      timeout: 30\n";
        QTest::newRow("add an option") << "score_bare"
                                       << "--error_threshold"
                                       << "10" << QByteArray(kBareTask)
                                       << QByteArray(kBareTask) + "      program_arguments: --error_threshold 10\n";
        QTest::newRow("add a boolean option, written as the runtime reads it")
            << "score_bare"
            << "--copy_logs_to_parent"
            << "true" << QByteArray(kBareTask)
            << QByteArray(kBareTask) + "      program_arguments: --copy_logs_to_parent True\n";
        QTest::newRow("override the component's value")
            << "score_component"
            << "retry_settings.timeout"
            << "300" << QByteArray("      images: ${{parent.inputs.images}}\n    mini_batch_size: 4\n")
            << QByteArray("      images: ${{parent.inputs.images}}\n    mini_batch_size: 4\n    retry_settings:\n      "
                          "timeout: 300\n");
        QTest::newRow("partition keys as a list")
            << "score_bare"
            << "partition_keys"
            << "Store, Brand" << QByteArray(kBareTask)
            << QByteArray(kBareTask) + "    partition_keys:\n      - Store\n      - Brand\n";
    }

    void edits()
    {
        QFETCH(QString, step);
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        auto doc = open();
        const QByteArray original = doc->text();
        const QByteArray expected = replacedOnce(original, before, after);
        ParallelSettingsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get(), step);
        const int row = model.rowOfKey(key);
        QVERIFY(row >= 0);
        const QModelIndex index = model.index(row, ParallelSettingsModel::ValueColumn);
        QVERIFY(model.flags(index) & Qt::ItemIsEditable);
        QSignalSpy refused(&model, &ParallelSettingsModel::editRefused);
        const int steps = doc->undoStack()->count();
        QVERIFY2(model.setData(index, value), qPrintable(index.data(ParallelSettingsModel::MessageRole).toString()));
        QCOMPARE(refused.count(), 0);
        QCOMPARE(lines(doc->text()), lines(expected)); // the first line that differs, when one does
        QCOMPARE(doc->text(), expected);
        // one undo step with the setting's name, and the model follows the document
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Set %1 of %2").arg(key, step));
        if (!value.isEmpty()) {
            QCOMPARE(index.data(ParallelSettingsModel::SourceRole).toInt(), int(ParallelSettingsModel::FromStep));
            QCOMPARE(index.data().toString().compare(value, Qt::CaseInsensitive), 0);
        } else {
            QVERIFY(index.data(ParallelSettingsModel::SourceRole).toInt() != ParallelSettingsModel::FromStep);
        }
        doc->undoStack()->undo();
        QCOMPARE(doc->text(), original);
        QVERIFY(model.problem().isEmpty());
        // a second edit of the same setting is a step of its own, not merged into the first
        doc->undoStack()->redo();
        if (!value.isEmpty() && model.rowOfKey(key) >= 0) {
            QVERIFY(model.setData(index, QString()));
            QCOMPARE(doc->undoStack()->count(), steps + 2);
            doc->undoStack()->undo();
            QCOMPARE(QString::fromUtf8(doc->text()), QString::fromUtf8(expected));
            doc->undoStack()->undo();
            QCOMPARE(doc->text(), original);
        }
    }

    void refused_data()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("timeout 0") << "score_inline"
                                   << "retry_settings.timeout"
                                   << "0";
        QTest::newRow("timeout above three days") << "score_inline"
                                                  << "retry_settings.timeout"
                                                  << "259201";
        QTest::newRow("timeout not a number") << "score_inline"
                                              << "retry_settings.timeout"
                                              << "soon";
        QTest::newRow("threshold below -1") << "score_inline"
                                            << "mini_batch_error_threshold"
                                            << "-2";
        QTest::newRow("size with a space") << "score_inline"
                                           << "mini_batch_size"
                                           << "10 kb";
        QTest::newRow("size in tb") << "score_inline"
                                    << "mini_batch_size"
                                    << "1tb";
        QTest::newRow("unknown level") << "score_inline"
                                       << "logging_level"
                                       << "TRACE";
        QTest::newRow("no such input") << "score_inline"
                                       << "input_data"
                                       << "${{inputs.nothing}}";
        QTest::newRow("no such output") << "score_inline"
                                        << "task.append_row_to"
                                        << "${{outputs.nothing}}";
        QTest::newRow("percent above 100") << "score_inline"
                                           << "--allowed_failed_percent"
                                           << "120";
        QTest::newRow("not a boolean") << "score_bare"
                                       << "--copy_logs_to_parent"
                                       << "maybe";
        QTest::newRow("binding as an option") << "score_bare"
                                              << "--metrics_name_prefix"
                                              << "${{inputs.images}}";
        QTest::newRow("no instances") << "score_bare"
                                      << "resources.instance_count"
                                      << "0";
        // the component's task is not the step's to change
        QTest::newRow("task of the component") << "score_component"
                                               << "--error_threshold"
                                               << "3";
        QTest::newRow("variables elsewhere") << "score_inline"
                                             << "environment_variables"
                                             << "A=1";
    }

    void refused()
    {
        QFETCH(QString, step);
        QFETCH(QString, key);
        QFETCH(QString, value);
        auto doc = open();
        const QByteArray original = doc->text();
        ParallelSettingsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get(), step);
        const QModelIndex index = model.index(model.rowOfKey(key), ParallelSettingsModel::ValueColumn);
        QVERIFY(index.isValid());
        QVERIFY(index.data(ParallelSettingsModel::MessageRole).toString().isEmpty());
        QSignalSpy refusedSpy(&model, &ParallelSettingsModel::editRefused);
        const int steps = doc->undoStack()->count();
        QVERIFY(!model.setData(index, value));
        QCOMPARE(doc->text(), original);
        QCOMPARE(doc->undoStack()->count(), steps);
        QCOMPARE(refusedSpy.count(), 1);
        const QString message = index.data(ParallelSettingsModel::MessageRole).toString();
        QVERIFY(!message.isEmpty());
        QCOMPARE(refusedSpy.first().at(1).toString(), message);
    }

    void invalidValueInTheFile()
    {
        auto doc = open();
        QVERIFY(doc->setScalar({ QStringLiteral("jobs"), QStringLiteral("score_inline"),
                                   QStringLiteral("retry_settings"), QStringLiteral("timeout") },
            QStringLiteral("0")));
        ParallelSettingsModel model;
        model.setDocument(doc.get(), QStringLiteral("score_inline"));
        const QModelIndex index
            = model.index(model.rowOfKey(QStringLiteral("retry_settings.timeout")), ParallelSettingsModel::ValueColumn);
        QCOMPARE(index.data().toString(), QStringLiteral("0"));
        QVERIFY(!index.data(ParallelSettingsModel::MessageRole).toString().isEmpty());
        // fixing it clears the message
        QVERIFY(model.setData(index, QStringLiteral("30")));
        QVERIFY(index.data(ParallelSettingsModel::MessageRole).toString().isEmpty());
    }

    void followsTheDocument()
    {
        auto doc = open();
        ParallelSettingsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(doc.get(), QStringLiteral("score_inline"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const YamlPath path { QStringLiteral("jobs"), QStringLiteral("score_inline"), QStringLiteral("retry_settings"),
            QStringLiteral("max_retries") };
        QVERIFY(doc->setScalar(path, QStringLiteral("4")));
        QVERIFY(changed.count() > 0);
        QCOMPARE(model.effectiveValue(QStringLiteral("retry_settings.max_retries")), QStringLiteral("4"));
        // the computed default follows: max(600, 4 × (90 + 30 + 1200))
        QCOMPARE(model.effectiveValue(QStringLiteral("--progress_update_timeout")), QStringLiteral("5280"));
        QVERIFY(doc->remove(path));
        QCOMPARE(model.effectiveValue(QStringLiteral("retry_settings.max_retries")), QStringLiteral("2"));
        QVERIFY(model.index(model.rowOfKey(QStringLiteral("retry_settings.max_retries")), 1)
                    .data(ParallelSettingsModel::IsDefaultRole)
                    .toBool());
        // the step renamed away: no values, nothing editable, the reason given
        QVERIFY(doc->renameStep(QStringLiteral("score_inline"), QStringLiteral("score_other")));
        QVERIFY(!model.problem().isEmpty());
        QVERIFY(!(model.flags(model.index(0, ParallelSettingsModel::ValueColumn)) & Qt::ItemIsEditable));
        doc->undoStack()->undo();
        QVERIFY(model.problem().isEmpty());
        QCOMPARE(model.effectiveValue(QStringLiteral("mini_batch_size")), QStringLiteral("10kb"));
        // the document going away leaves an empty, read-only table
        doc.reset();
        QVERIFY(model.isReadOnly());
        QVERIFY(!model.problem().isEmpty());
        QCOMPARE(model.effectiveValue(QStringLiteral("mini_batch_size")), QStringLiteral("10 files"));
        QVERIFY(!model.setData(model.index(0, ParallelSettingsModel::ValueColumn), QStringLiteral("x")));
    }

    void resetRow()
    {
        auto doc = open();
        const QByteArray original = doc->text();
        ParallelSettingsModel model;
        model.setDocument(doc.get(), QStringLiteral("score_component"));
        // a value from the component has nothing of the step's own to reset
        QVERIFY(!model.resetRow(model.rowOfKey(QStringLiteral("max_concurrency_per_instance"))));
        QCOMPARE(doc->text(), original);
        QVERIFY(model.resetRow(model.rowOfKey(QStringLiteral("mini_batch_size"))));
        QCOMPARE(model.effectiveValue(QStringLiteral("mini_batch_size")), QStringLiteral("10"));
        QCOMPARE(model.index(model.rowOfKey(QStringLiteral("mini_batch_size")), 0)
                     .data(ParallelSettingsModel::SourceRole)
                     .toInt(),
            int(ParallelSettingsModel::FromComponent));
        doc->undoStack()->undo();
        QCOMPARE(doc->text(), original);
    }

    void snapshotIsReadOnly()
    {
        // a run's snapshot: the pipeline text, and its components below snapshot/components
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString components = dir.filePath(QStringLiteral("snapshot/components"));
        QVERIFY(QDir().mkpath(components + QStringLiteral("/components")));
        QVERIFY(QFile::copy(dataDir() + QStringLiteral("/components/score_component.yml"),
            components + QStringLiteral("/components/score_component.yml")));
        const QByteArray text = readFile(dataDir() + QStringLiteral("/pipeline.yml"));
        QVERIFY(!text.isEmpty());
        ParallelSettingsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSnapshot(text, QStringLiteral("score_component"), components);
        QVERIFY2(model.problem().isEmpty(), qPrintable(model.problem()));
        QVERIFY(model.isReadOnly());
        QCOMPARE(model.effectiveValue(QStringLiteral("max_concurrency_per_instance")), QStringLiteral("4"));
        QCOMPARE(model.effectiveValue(QStringLiteral("--first_task_creation_timeout")), QStringLiteral("900"));
        QCOMPARE(model.effectiveValue(QStringLiteral("mini_batch_size")), QStringLiteral("4"));
        QVERIFY(model.componentNote().contains(QStringLiteral("score_component.yml")));
        QSignalSpy refusedSpy(&model, &ParallelSettingsModel::editRefused);
        for (int r = 0; r < model.rowCount(); ++r)
            QVERIFY(!(model.flags(model.index(r, ParallelSettingsModel::ValueColumn)) & Qt::ItemIsEditable));
        const QModelIndex timeout
            = model.index(model.rowOfKey(QStringLiteral("retry_settings.timeout")), ParallelSettingsModel::ValueColumn);
        QVERIFY(!model.setData(timeout, QStringLiteral("30")));
        QCOMPARE(refusedSpy.count(), 1);
        QCOMPARE(timeout.data().toString(), QStringLiteral("120"));
        // the other steps of the same text
        model.setSnapshot(text, QStringLiteral("score_inline"), components);
        QCOMPARE(model.effectiveValue(QStringLiteral("--allowed_failed_percent")), QStringLiteral("30"));
        model.setSnapshot(text, QStringLiteral("no_such_step"), components);
        QVERIFY(!model.problem().isEmpty());
        // a text that is not YAML is a problem, not a crash
        model.setSnapshot(QByteArray("jobs: [unclosed\n"), QStringLiteral("score_inline"), components);
        QVERIFY(!model.problem().isEmpty());
    }

    void runtimeOptionsText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value"); // empty: remove
        QTest::addColumn<QString>("expected");
        QTest::newRow("replace") << "--model m --allowed_failed_percent 30 --x"
                                 << "allowed_failed_percent"
                                 << "5"
                                 << "--model m --allowed_failed_percent 5 --x";
        QTest::newRow("equals form") << "--allowed_failed_percent=30"
                                     << "allowed_failed_percent"
                                     << "7"
                                     << "--allowed_failed_percent=7";
        QTest::newRow("append") << "--model m"
                                << "error_threshold"
                                << "4"
                                << "--model m --error_threshold 4";
        QTest::newRow("append on a line") << "--model m\n--x 1\n"
                                          << "error_threshold"
                                          << "4"
                                          << "--model m\n--x 1\n--error_threshold 4\n";
        QTest::newRow("append to nothing") << ""
                                           << "error_threshold"
                                           << "4"
                                           << "--error_threshold 4";
        QTest::newRow("quoted value") << "--metrics_name_prefix 'a b' --y"
                                      << "metrics_name_prefix"
                                      << "c d"
                                      << "--metrics_name_prefix \"c d\" --y";
        QTest::newRow("remove first") << "--error_threshold 4 --model m"
                                      << "error_threshold"
                                      << ""
                                      << "--model m";
        QTest::newRow("remove middle line") << "--a 1\n--error_threshold 4\n--b 2"
                                            << "error_threshold"
                                            << ""
                                            << "--a 1\n--b 2";
        QTest::newRow("remove the last one") << "--error_threshold 4"
                                             << "error_threshold"
                                             << ""
                                             << "";
        QTest::newRow("the last of two counts") << "--error_threshold 1 --error_threshold 2"
                                                << "error_threshold"
                                                << "9"
                                                << "--error_threshold 1 --error_threshold 9";
        QTest::newRow("a script's own option is not an abbreviation") << "--error 3"
                                                                      << "error_threshold"
                                                                      << "5"
                                                                      << "--error 3 --error_threshold 5";
    }

    void runtimeOptionsText()
    {
        QFETCH(QString, text);
        QFETCH(QString, option);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        const QString out
            = value.isEmpty() ? withoutRuntimeOption(text, option) : withRuntimeOption(text, option, value);
        QCOMPARE(out, expected);
        if (!value.isEmpty())
            QCOMPARE(findRuntimeOption(out, option).value, value);
        else
            QVERIFY(!findRuntimeOption(out, option).found);
    }
};

QTEST_GUILESS_MAIN(TestParallelSettingsModel)
#include "tst_parallelsettingsmodel.moc"
