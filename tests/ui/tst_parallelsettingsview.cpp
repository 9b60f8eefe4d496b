// SPDX-License-Identifier: MIT
// The Settings tab of the parallel-step panel on the project's own pipeline (tests/data/parallelsettings): values
// typed into the table through its editors reach the YAML and undo back, a value that does not pass is refused with
// its message under the table, the filter, Reset to Default, values left at their default drawn greyed, and a run's
// snapshot shown read-only. Pictures: PW_PARALLEL_SCREENSHOTS=folder.
#include "componentcache.h"
#include "parallel/parallelsettingsview.h"
#include "parallelsettingsmodel.h"
#include "pictures.h"
#include "pipelinedocument.h"
#include "undostack.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace pw;

namespace {

QString dataDir()
{
    return QStringLiteral(PW_SOURCE_DIR "/tests/data/parallelsettings");
}

std::unique_ptr<PipelineDocument> openPipeline()
{
    auto doc = std::make_unique<PipelineDocument>();
    doc->setComponentCache(std::make_shared<ComponentCache>());
    doc->load(dataDir() + QStringLiteral("/pipeline.yml"));
    return doc;
}

/// The darkest grey level among the pixels the delegate draws for `index`.
int darkest(QTreeView* tree, const QModelIndex& index)
{
    const QRect rect = tree->visualRect(index);
    QImage image(rect.size(), QImage::Format_ARGB32);
    image.fill(tree->palette().color(QPalette::Base));
    QPainter painter(&image);
    QStyleOptionViewItem option;
    option.initFrom(tree->viewport());
    option.rect = QRect(QPoint(0, 0), rect.size());
    option.font = tree->font();
    option.fontMetrics = tree->fontMetrics();
    option.widget = tree;
    option.state &= ~QStyle::State_Selected;
    tree->itemDelegate()->paint(&painter, option, index);
    painter.end();
    int dark = 255;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            dark = std::min(dark, qGray(image.pixel(x, y)));
    return dark;
}

} // namespace

class TestParallelSettingsView : public QObject {
    Q_OBJECT

    QTemporaryDir m_pictures;

    static QModelIndex valueIndex(ParallelSettingsView& view, const QString& key)
    {
        const int row = view.model()->rowOfKey(key);
        return view.proxy()->mapFromSource(view.model()->index(row, ParallelSettingsModel::ValueColumn));
    }

    /// Open the editor of a setting's value in the table, as a double-click does.
    static QWidget* startEditing(ParallelSettingsView& view, const QString& key)
    {
        if (!view.selectKey(key))
            return nullptr;
        const QModelIndex index = valueIndex(view, key);
        view.tree()->edit(index);
        return view.tree()->indexWidget(index) ? view.tree()->indexWidget(index) : QApplication::focusWidget();
    }

private Q_SLOTS:
    void editThroughTheTable()
    {
        auto doc = openPipeline();
        const QByteArray original = doc->text();
        ParallelSettingsView view;
        view.resize(1000, 720);
        view.setDocument(doc.get(), QStringLiteral("score_inline"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.resetButton()->isVisible());

        // a number, typed and confirmed with Enter
        auto* edit = qobject_cast<QLineEdit*>(startEditing(view, QStringLiteral("retry_settings.timeout")));
        QVERIFY(edit);
        QCOMPARE(edit->text(), QStringLiteral("90"));
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("45"));
        QTest::keyClick(edit, Qt::Key_Return);
        // the delegate commits once the event loop runs
        QTRY_VERIFY(doc->text().contains("      timeout: 45   # seconds\n"));
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Set retry_settings.timeout of score_inline"));
        QCOMPARE(valueIndex(view, QStringLiteral("retry_settings.timeout")).data().toString(), QStringLiteral("45"));

        // a choice from the list
        auto* box = qobject_cast<QComboBox*>(startEditing(view, QStringLiteral("logging_level")));
        QVERIFY(box);
        QCOMPARE(box->currentText(), QStringLiteral("DEBUG"));
        box->setCurrentIndex(box->findData(QStringLiteral("WARNING")));
        QTest::keyClick(box, Qt::Key_Return);
        QTRY_VERIFY(doc->text().contains("    logging_level: \"WARNING\"\n"));

        // an option of the runtime inside the folded program arguments
        edit = qobject_cast<QLineEdit*>(startEditing(view, QStringLiteral("--allowed_failed_percent")));
        QVERIFY(edit);
        edit->setText(QStringLiteral("10"));
        QTest::keyClick(edit, Qt::Key_Return);
        QTRY_VERIFY(
            doc->text().contains("        --allowed_failed_percent 10\n        --task_overhead_timeout 1200\n"));

        // a value that does not pass: refused, the message under the table, the file unchanged
        const QByteArray before = doc->text();
        edit = qobject_cast<QLineEdit*>(startEditing(view, QStringLiteral("retry_settings.timeout")));
        QVERIFY(edit);
        edit->setText(QStringLiteral("0"));
        QTest::keyClick(edit, Qt::Key_Return);
        QTRY_VERIFY(view.messageLabel()->isVisible());
        QCOMPARE(doc->text(), before);
        QVERIFY(view.messageLabel()->text().contains(QStringLiteral("259200")));

        // the three edits undo back to the same bytes
        for (int i = 0; i < 3; ++i)
            doc->undoStack()->undo();
        QCOMPARE(doc->text(), original);
        QCOMPARE(valueIndex(view, QStringLiteral("retry_settings.timeout")).data().toString(), QStringLiteral("90"));

        // every row explains itself
        for (int r = 0; r < view.proxy()->rowCount(); ++r)
            QVERIFY(view.proxy()->index(r, 0).data(Qt::ToolTipRole).toString().size() > 40);

        const QString problem = test::savePicture(&view, test::pictureFolder("PW_PARALLEL_SCREENSHOTS", m_pictures),
            QStringLiteral("parallel-settings-design.png"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void defaultsAreGreyed()
    {
        auto doc = openPipeline();
        ParallelSettingsView view;
        view.resize(1000, 720);
        view.setDocument(doc.get(), QStringLiteral("score_inline"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QModelIndex own = valueIndex(view, QStringLiteral("retry_settings.timeout"));
        const QModelIndex byDefault = valueIndex(view, QStringLiteral("--first_task_creation_timeout"));
        QVERIFY(!own.data(ParallelSettingsModel::IsDefaultRole).toBool());
        QVERIFY(byDefault.data(ParallelSettingsModel::IsDefaultRole).toBool());
        // the step's own value in the text colour, the default no darker than the placeholder colour
        // the placeholder colour may be the text colour made transparent: as it shows on the base colour
        const QColor grey = view.tree()->palette().color(QPalette::PlaceholderText);
        const QColor base = view.tree()->palette().color(QPalette::Base);
        const int placeholder = int(qGray(grey.rgb()) * grey.alphaF() + qGray(base.rgb()) * (1 - grey.alphaF()));
        const int text = qGray(view.tree()->palette().color(QPalette::Text).rgb());
        QVERIFY(placeholder - text > 40);
        QVERIFY2(darkest(view.tree(), own) < placeholder - 20, qPrintable(QString::number(darkest(view.tree(), own))));
        QVERIFY2(darkest(view.tree(), byDefault) >= placeholder - 10,
            qPrintable(QString::number(darkest(view.tree(), byDefault))));
    }

    void filterAndReset()
    {
        auto doc = openPipeline();
        const QByteArray original = doc->text();
        ParallelSettingsView view;
        view.resize(1000, 720);
        view.setDocument(doc.get(), QStringLiteral("score_component"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(!view.model()->componentNote().isEmpty());

        // the filter keeps the rows whose name, key, group or value holds the text
        QTest::keyClicks(view.filterEdit(), QStringLiteral("timeout"));
        int expected = 0;
        for (int r = 0; r < view.model()->rowCount(); ++r)
            if (view.model()
                    ->index(r, 0)
                    .data(ParallelSettingsModel::SearchRole)
                    .toString()
                    .contains(QStringLiteral("timeout"), Qt::CaseInsensitive))
                ++expected;
        QVERIFY(expected >= 4);
        QCOMPARE(view.proxy()->rowCount(), expected);
        QVERIFY(!view.selectKey(QStringLiteral("mini_batch_size"))); // filtered out
        view.filterEdit()->clear();
        QCOMPARE(view.proxy()->rowCount(), view.model()->rowCount());

        // a value from the component: nothing to reset
        QVERIFY(view.selectKey(QStringLiteral("max_concurrency_per_instance")));
        QVERIFY(!view.resetButton()->isEnabled());
        // the step's own value: reset removes it, the component's applies
        QVERIFY(view.selectKey(QStringLiteral("mini_batch_size")));
        QVERIFY(view.resetButton()->isEnabled());
        QTest::mouseClick(view.resetButton(), Qt::LeftButton);
        QVERIFY(!doc->text().contains("    mini_batch_size: 4\n"));
        QCOMPARE(valueIndex(view, QStringLiteral("mini_batch_size")).data().toString(), QStringLiteral("10"));
        QCOMPARE(valueIndex(view, QStringLiteral("mini_batch_size")).data(ParallelSettingsModel::SourceRole).toInt(),
            int(ParallelSettingsModel::FromComponent));
        QVERIFY(!view.resetButton()->isEnabled());
        doc->undoStack()->undo();
        QCOMPARE(doc->text(), original);

        // the component's task is not the step's: refused with the reason
        QVERIFY(view.selectKey(QStringLiteral("--error_threshold")));
        QVERIFY(!(view.proxy()->flags(valueIndex(view, QStringLiteral("--error_threshold"))) & Qt::ItemIsEditable));
        QVERIFY(view.messageLabel()->isVisible());
        QVERIFY(view.messageLabel()->text().contains(QStringLiteral("component")));
    }

    void snapshotIsReadOnly()
    {
        QTemporaryDir dir;
        const QString components = dir.filePath(QStringLiteral("snapshot/components"));
        QVERIFY(QDir().mkpath(components + QStringLiteral("/components")));
        QVERIFY(QFile::copy(dataDir() + QStringLiteral("/components/score_component.yml"),
            components + QStringLiteral("/components/score_component.yml")));
        QFile f(dataDir() + QStringLiteral("/pipeline.yml"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        ParallelSettingsView view;
        view.resize(1000, 720);
        view.setSnapshot(f.readAll(), QStringLiteral("score_component"), components);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(!view.resetButton()->isVisible());
        QCOMPARE(
            valueIndex(view, QStringLiteral("max_concurrency_per_instance")).data().toString(), QStringLiteral("4"));
        // no editor opens
        QVERIFY(view.selectKey(QStringLiteral("retry_settings.timeout")));
        const QModelIndex index = valueIndex(view, QStringLiteral("retry_settings.timeout"));
        QTest::ignoreMessage(QtWarningMsg, "edit: editing failed");
        view.tree()->edit(index);
        QVERIFY(!view.tree()->indexWidget(index));
        QVERIFY(!view.tree()->findChild<QLineEdit*>());
        const QString problem = test::savePicture(&view, test::pictureFolder("PW_PARALLEL_SCREENSHOTS", m_pictures),
            QStringLiteral("parallel-settings-snapshot.png"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

QTEST_MAIN(TestParallelSettingsView)
#include "tst_parallelsettingsview.moc"
