// SPDX-License-Identifier: MIT
// The compute picker as a person uses it: it opens on what the file holds, lists the backend's clusters, sizes and
// Kubernetes instance types (REST shapes of tests/data/compute), checks the choice at once, and OK writes exactly
// the YAML `az ml` reads, as one undo step. The cluster form refuses bad names. Pictures: PW_PICKER_SCREENSHOTS.
#include "answeringbackend.h"
#include "clusterformdialog.h"
#include "clusterpage.h"
#include "computecontroller.h"
#include "run/runcontroller.h"
#include "computepickerdialog.h"
#include "findingslist.h"
#include "kubernetespage.h"
#include "pictures.h"
#include "pipelinedocument.h"
#include "retailprices.h"
#include "serverlesspage.h"
#include "undostack.h"
#include "vmsizesmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace pw;

namespace {

const QByteArray kPipeline = R"(type: pipeline
settings:
  default_compute: azureml:train-cpu
jobs:
  train:
    type: command
    command: python train.py
    environment: azureml:sklearn@latest
)";

struct Picker
{
    PipelineDocument doc;
    test::AnsweringBackend backend;
    std::unique_ptr<ComputePickerDialog> dialog;
    explicit Picker(const QString& step, const QByteArray& text = kPipeline)
    {
        doc.setContent(text, QString());
        backend.snapshot = test::restSnapshot();
        dialog = std::make_unique<ComputePickerDialog>(&doc, step, &backend);
    }
    bool loaded()
    {
        if (!dialog->isLoading())
            return true;
        QSignalSpy spy(dialog.get(), &ComputePickerDialog::snapshotLoaded);
        return spy.wait(5000);
    }
};

} // namespace

class TestComputePicker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // price lists are kept under the cache folder: the test's own
        QVERIFY(m_cache.isValid());
        qputenv("XDG_CACHE_HOME", m_cache.path().toUtf8());
    }

    void opensOnWhatTheFileHolds()
    {
        Picker p(QStringLiteral("train"));
        QVERIFY(p.loaded());
        QCOMPARE(p.dialog->currentKind(), ComputeChoice::Kind::PipelineDefault);
        Picker q {QString()};
        QVERIFY(q.loaded());
        QCOMPARE(q.dialog->currentKind(), ComputeChoice::Kind::Cluster);
        auto* clusters = static_cast<ClusterPage*>(q.dialog->page(ComputeChoice::Kind::Cluster));
        QCOMPARE(clusters->selectedName(), QStringLiteral("train-cpu"));
        QVERIFY(clusters->view()->model()->rowCount() >= 1);
    }

    void serverlessSizeWritesResourcesAndTier()
    {
        Picker p(QStringLiteral("train"));
        QVERIFY(p.loaded());
        p.dialog->selectKind(ComputeChoice::Kind::Serverless);
        auto* page = static_cast<ServerlessPage*>(p.dialog->page(ComputeChoice::Kind::Serverless));
        page->findChild<QCheckBox*>(QStringLiteral("serviceChooses"))->setChecked(false);
        page->selectSize(QStringLiteral("Standard_NC6s_v3"));
        QCOMPARE(page->selectedSize(), QStringLiteral("Standard_NC6s_v3"));
        page->findChild<QSpinBox*>(QStringLiteral("instanceCount"))->setValue(2);
        page->findChild<QRadioButton*>(QStringLiteral("tierSpot"))->setChecked(true);
        const QString preview = p.dialog->previewText();
        QVERIFY2(preview.contains(QLatin1String("compute: azureml:serverless")), qPrintable(preview));
        QVERIFY2(preview.contains(QLatin1String("instance_type: Standard_NC6s_v3")), qPrintable(preview));
        QVERIFY2(preview.contains(QLatin1String("job_tier: Spot")), qPrintable(preview));
        // the fit is judged against the quota rows of the snapshot
        QVERIFY(p.dialog->findings()->count() > 0);

        QString error;
        QVERIFY2(p.dialog->apply(&error), qPrintable(error));
        const QByteArray text = p.doc.text();
        QVERIFY2(text.contains("    compute: azureml:serverless\n    resources:\n      instance_type: Standard_NC6s_v3\n"
                               "      instance_count: 2\n    queue_settings:\n      job_tier: Spot\n"),
                 text.constData());
        p.doc.undoStack()->undo();
        QCOMPARE(p.doc.text(), kPipeline);
    }

    void stepsDefaultPageChecksThePipelinesCompute()
    {
        // the pipeline's default names a cluster the workspace does not list: the step's Pipeline default page says
        // so, as the pipeline's own picker does
        const QByteArray missing = QByteArray(kPipeline).replace("azureml:train-cpu", "azureml:cpu-cluster");
        Picker p(QStringLiteral("train"), missing);
        QVERIFY(p.loaded());
        QCOMPARE(p.dialog->currentKind(), ComputeChoice::Kind::PipelineDefault);
        QVERIFY2(p.dialog->findings()->ruleIds().contains(QStringLiteral("compute-unknown")),
                 qPrintable(p.dialog->findings()->ruleIds().join(QLatin1Char(','))));
        Picker pipeline(QString(), missing);
        QVERIFY(pipeline.loaded());
        QVERIFY(pipeline.dialog->findings()->ruleIds().contains(QStringLiteral("compute-unknown")));
        // a listed cluster: nothing in the way
        Picker fine(QStringLiteral("train"));
        QVERIFY(fine.loaded());
        QVERIFY(!fine.dialog->findings()->ruleIds().contains(QStringLiteral("compute-unknown")));
    }

    void clusterButtonsNeedABackendThatManagesComputes()
    {
        Picker p(QStringLiteral("train"));
        QVERIFY(p.loaded());
        auto* page = p.dialog->page(ComputeChoice::Kind::Cluster);
        QVERIFY(page->findChild<QPushButton*>(QStringLiteral("newCluster"))->isEnabled());
        // this machine: no New Cluster that only fails at Create
        Picker local(QStringLiteral("train"));
        local.backend.manages = false;
        local.dialog = std::make_unique<ComputePickerDialog>(&local.doc, QStringLiteral("train"), &local.backend);
        QVERIFY(local.loaded());
        auto* button = local.dialog->page(ComputeChoice::Kind::Cluster)->findChild<QPushButton*>(QStringLiteral("newCluster"));
        QVERIFY(!button->isEnabled());
        QVERIFY2(button->toolTip().contains(QLatin1String("manages no clusters")), qPrintable(button->toolTip()));
        // and with no computes listed, a named cluster is not claimed to be fine: it cannot be checked here
        Picker unlisted(QStringLiteral("train"));
        unlisted.backend.manages = false;
        unlisted.backend.snapshot.computes.clear();
        unlisted.dialog = std::make_unique<ComputePickerDialog>(&unlisted.doc, QStringLiteral("train"), &unlisted.backend);
        QVERIFY(unlisted.loaded());
        QVERIFY2(unlisted.dialog->findings()->ruleIds().contains(QStringLiteral("compute-unchecked")),
                 qPrintable(unlisted.dialog->findings()->ruleIds().join(QLatin1Char(','))));
        QVERIFY(unlisted.dialog->findings()->item(0)->text().startsWith(QLatin1String("No problem found, but not everything")));
        const QString note = unlisted.dialog->page(ComputeChoice::Kind::Cluster)->findChild<QLabel*>(QStringLiteral("clusterEmptyNote"))->text();
        QVERIFY2(note.contains(QLatin1String("lists no compute clusters")) && !note.contains(QLatin1String("Create one")), qPrintable(note));
    }

    void pipelineServerlessOffersNoSizes()
    {
        Picker p {QString()};
        QVERIFY(p.loaded());
        p.dialog->selectKind(ComputeChoice::Kind::Serverless);
        auto* page = p.dialog->page(ComputeChoice::Kind::Serverless);
        QVERIFY(!page->findChild<QTableView*>(QStringLiteral("sizesView"))->isVisibleTo(page));
        QVERIFY(page->findChild<QLabel*>(QStringLiteral("serverlessPerStep"))->isVisibleTo(page));
        QVERIFY(p.dialog->previewText().contains(QLatin1String("default_compute: azureml:serverless")));
    }

    void sizeFiltersNarrowTheList()
    {
        Picker p(QStringLiteral("train"));
        QVERIFY(p.loaded());
        auto* page = static_cast<ServerlessPage*>(p.dialog->page(ComputeChoice::Kind::Serverless));
        const int all = page->filter()->rowCount();
        QVERIFY(all >= 2);
        page->findChild<QComboBox*>(QStringLiteral("sizeGpu"))->setCurrentIndex(1); // GPU only
        QVERIFY(page->filter()->rowCount() < all);
        for (int i = 0; i < page->filter()->rowCount(); ++i)
            QVERIFY(page->filter()->index(i, 0).data(VmSizesModel::GpusRole).toInt() > 0);
        page->findChild<QComboBox*>(QStringLiteral("sizeGpu"))->setCurrentIndex(0);
        page->findChild<QSpinBox*>(QStringLiteral("sizeMemory"))->setValue(100);
        QVERIFY(page->filter()->rowCount() < all);
        for (int i = 0; i < page->filter()->rowCount(); ++i)
            QVERIFY(page->filter()->index(i, 0).data(VmSizesModel::MemoryGBRole).toDouble() >= 100);
    }

    void clusterChoiceAndAnUnknownName()
    {
        Picker p(QStringLiteral("train"));
        QVERIFY(p.loaded());
        p.dialog->selectKind(ComputeChoice::Kind::Cluster);
        auto* page = static_cast<ClusterPage*>(p.dialog->page(ComputeChoice::Kind::Cluster));
        page->selectName(QStringLiteral("train-cpu"));
        QVERIFY(p.dialog->previewText().contains(QLatin1String("compute: azureml:train-cpu")));
        // more nodes than the cluster's maximum: pre-flight says so
        page->findChild<QSpinBox*>(QStringLiteral("clusterInstanceCount"))->setValue(9);
        QVERIFY2(p.dialog->findings()->ruleIds().contains(QStringLiteral("instance-count-over-max")),
                 qPrintable(p.dialog->findings()->ruleIds().join(QLatin1Char(','))));
        // a name the workspace does not list
        auto* typed = page->findChild<QLineEdit*>(QStringLiteral("clusterByName"));
        typed->setText(QStringLiteral("gpu-later"));
        Q_EMIT typed->textEdited(typed->text());
        QCOMPARE(page->selectedName(), QStringLiteral("gpu-later"));
        QVERIFY(p.dialog->findings()->ruleIds().contains(QStringLiteral("compute-unknown")));
    }

    void kubernetesInstanceTypes()
    {
        Picker p(QStringLiteral("train"));
        QVERIFY(p.loaded());
        p.dialog->selectKind(ComputeChoice::Kind::Kubernetes);
        auto* page = static_cast<KubernetesPage*>(p.dialog->page(ComputeChoice::Kind::Kubernetes));
        QCOMPARE(page->computes()->count(), 1);
        QCOMPARE(page->computes()->currentText(), QStringLiteral("aks-gpu"));
        QTreeWidget* types = page->types();
        QVERIFY(types->topLevelItemCount() >= 3); // the default, small-cpu, one-gpu
        for (int i = 0; i < types->topLevelItemCount(); ++i)
            if (types->topLevelItem(i)->data(0, Qt::UserRole).toString() == QLatin1String("one-gpu"))
                types->setCurrentItem(types->topLevelItem(i));
        const ComputeChoice c = p.dialog->choice();
        QCOMPARE(c.computeName, QStringLiteral("aks-gpu"));
        QCOMPARE(c.instanceType, QStringLiteral("one-gpu"));
        QVERIFY(p.dialog->previewText().contains(QLatin1String("instance_type: one-gpu")));
    }

    void pricesAndCosts()
    {
        // a step that ran 10 minutes the last time the pipeline completed: the cost of a run follows from it
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("pipeline.yml"));
        PipelineDocument doc;
        doc.setContent(kPipeline, file);
        test::AnsweringBackend backend;
        backend.snapshot = test::restSnapshot();
        JobRun older, last;
        older.id = QStringLiteral("older");
        older.pipelineFile = file;
        older.status = RunStatus::Completed;
        older.created = QDateTime::currentDateTimeUtc().addDays(-2);
        last = older;
        last.id = QStringLiteral("last");
        last.created = QDateTime::currentDateTimeUtc().addDays(-1);
        StepRun train;
        train.name = QStringLiteral("train");
        train.started = last.created;
        train.ended = last.created.addSecs(600);
        last.steps << train;
        train.ended = last.created.addSecs(7200);
        older.steps << train;
        JobRun failed = last; // a later run that failed does not count
        failed.id = QStringLiteral("failed");
        failed.status = RunStatus::Failed;
        failed.created = QDateTime::currentDateTimeUtc();
        backend.jobs = {older, last, failed};
        ComputePickerDialog dialog(&doc, QStringLiteral("train"), &backend);
        QTRY_VERIFY(dialog.earlierDurationMs().has_value());
        QCOMPARE(*dialog.earlierDurationMs(), 600000);
        dialog.selectKind(ComputeChoice::Kind::Serverless);
        auto* page = static_cast<ServerlessPage*>(dialog.page(ComputeChoice::Kind::Serverless));
        page->findChild<QCheckBox*>(QStringLiteral("serviceChooses"))->setChecked(false);
        page->selectSize(QStringLiteral("Standard_DS3_v2"));
        page->findChild<QSpinBox*>(QStringLiteral("instanceCount"))->setValue(2);
        // the workspace's own price (0.31 USD, tests/data/compute/vmsizes.json): 2 × 0.31 × 1/6 h
        QString cost = dialog.costText();
        QVERIFY2(cost.contains(QStringLiteral("2 × Standard_DS3_v2")) && cost.contains(QStringLiteral("0.620 USD per hour"))
                     && cost.contains(QStringLiteral("10 min")) && cost.contains(QStringLiteral("0.103 USD a run")),
                 qPrintable(cost));
        page->findChild<QRadioButton*>(QStringLiteral("tierSpot"))->setChecked(true);
        cost = dialog.costText();
        QVERIFY2(cost.contains(QStringLiteral("0.140 USD per hour")), qPrintable(cost));

        // this machine has no prices: the region's retail list gives them, said with its date
        PriceList list;
        list.region = QStringLiteral("eastus");
        list.retrievedAt = QDateTime(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC);
        list.source = QStringLiteral("https://prices.azure.com/api/retail/prices");
        VmPrice ds3;
        ds3.payAsYouGo = 0.293;
        ds3.spot = 0.059;
        list.set(QStringLiteral("Standard_DS3_v2"), ds3);
        QString error;
        QVERIFY2(savePriceList(list, &error), qPrintable(error));
        ComputeSnapshot local;
        local.backendId = QStringLiteral("local");
        local.location = QStringLiteral("this machine");
        dialog.setSnapshot(local);
        const QString source = dialog.findChild<QLabel*>(QStringLiteral("pickerSource"))->text();
        QVERIFY2(source.contains(QStringLiteral("Prices: Azure retail prices, eastus")), qPrintable(source));
        bool shown = false;
        for (int i = 0; i < page->filter()->rowCount(); ++i) {
            const QModelIndex name = page->filter()->index(i, VmSizesModel::NameColumn);
            if (name.data().toString() != QLatin1String("Standard_DS3_v2"))
                continue;
            const QModelIndex price = name.siblingAtColumn(VmSizesModel::PriceColumn);
            QCOMPARE(price.data().toString(), QStringLiteral("0.293 USD/h"));
            QVERIFY2(price.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Azure retail prices, eastus")),
                     qPrintable(price.data(Qt::ToolTipRole).toString()));
            shown = true;
        }
        QVERIFY(shown);
        page->selectSize(QStringLiteral("Standard_DS3_v2"));
        cost = dialog.costText();
        QVERIFY2(cost.contains(QStringLiteral("0.118 USD per hour")) && cost.contains(QStringLiteral("Prices: Azure retail prices")),
                 qPrintable(cost)); // Spot still chosen: 2 × 0.059

        // a cluster: per node, idle at its least nodes, and at its most
        ClusterFormDialog form(ClusterFormDialog::Mode::Create, local);
        form.findChild<QComboBox*>(QStringLiteral("clusterSize"))
            ->setCurrentIndex(form.findChild<QComboBox*>(QStringLiteral("clusterSize"))->findData(QStringLiteral("Standard_DS3_v2")));
        form.findChild<QSpinBox*>(QStringLiteral("clusterMin"))->setValue(1);
        form.findChild<QSpinBox*>(QStringLiteral("clusterMax"))->setValue(4);
        QString c = form.costText();
        QVERIFY2(c.contains(QStringLiteral("0.293 USD per node and hour")) && c.contains(QStringLiteral("Idle at 1 node"))
                     && c.contains(QStringLiteral("0.293 USD per hour; at its most, 4 node")) && c.contains(QStringLiteral("1.172 USD per hour")),
                 qPrintable(c));
        form.findChild<QRadioButton*>(QStringLiteral("clusterLowPriority"))->setChecked(true);
        c = form.costText();
        QVERIFY2(c.contains(QStringLiteral("0.059 USD per node and hour")), qPrintable(c));
    }

    void clusterFormChecksAsYouType()
    {
        ComputeSnapshot s = test::restSnapshot();
        ClusterFormDialog form(ClusterFormDialog::Mode::Create, s);
        auto* name = form.findChild<QLineEdit*>(QStringLiteral("clusterName"));
        name->setText(QStringLiteral("cpu-cluster-1")); // ends in -digits
        QVERIFY(!form.canAccept());
        QVERIFY(form.findings()->ruleIds().contains(QStringLiteral("compute-name")));
        name->setText(QStringLiteral("train-cpu")); // exists
        QVERIFY(!form.canAccept());
        name->setText(QStringLiteral("gpu-pool"));
        QVERIFY2(form.canAccept(), qPrintable(form.findings()->ruleIds().join(QLatin1Char(','))));
        form.findChild<QSpinBox*>(QStringLiteral("clusterMin"))->setValue(2);
        QVERIFY(form.canAccept()); // a warning only
        QVERIFY(form.findings()->ruleIds().contains(QStringLiteral("cluster-min-nodes")));
        form.findChild<QLineEdit*>(QStringLiteral("clusterLocation"))->setText(QStringLiteral("westus"));
        QVERIFY(form.findings()->ruleIds().contains(QStringLiteral("cluster-region")));
        const ClusterRequest r = form.request();
        QCOMPARE(r.name, QStringLiteral("gpu-pool"));
        QCOMPARE(r.minNodes, 2);
        QVERIFY(!r.vmSize.isEmpty());
    }

    void preflightFindingsForTheProblemsPanel()
    {
        QMainWindow window;
        ComputeController controller(&window);
        test::AnsweringBackend backend;
        backend.snapshot = test::restSnapshot();
        QSignalSpy changed(&controller, &ComputeController::snapshotChanged);
        controller.setBackend(&backend);
        QVERIFY(changed.count() == 1 || changed.wait(5000));
        PipelineDocument doc;
        QByteArray text = kPipeline;
        text += "    resources:\n      instance_type: Standard_NC6s_v3\n";
        text.replace("  default_compute: azureml:train-cpu\n", "  continue_on_step_failure: true\n");
        doc.setContent(text, QStringLiteral("/tmp/preflight.yml"));
        const Diagnostics found = controller.preflightFor(&doc);
        QStringList rules;
        for (const Diagnostic& d : found) {
            rules << d.ruleId;
            QCOMPARE(d.step, QStringLiteral("train"));
            QVERIFY(d.line > 0); // at the instance type
        }
        QVERIFY2(rules.contains(QStringLiteral("quota-no-quota")), qPrintable(rules.join(QLatin1Char(','))));
        QVERIFY(controller.preflightFor(nullptr).isEmpty());
        // the toolbar button names the default compute and says that a step does not fit
        controller.setCurrentDocument(&doc);
        QCOMPARE(controller.pipelineComputeAction()->iconText(), QStringLiteral("Compute: serverless"));
        QVERIFY2(controller.pipelineComputeAction()->toolTip().contains(QLatin1String("train")),
                 qPrintable(controller.pipelineComputeAction()->toolTip()));
    }

    void submitStopsOnPreflightErrors()
    {
        // a backend elsewhere (not this machine): a step without quota is not sent
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("p.yml"));
        QByteArray text = kPipeline;
        text += "    resources:\n      instance_type: Standard_NC6s_v3\n";
        text.replace("  default_compute: azureml:train-cpu\n", "  continue_on_step_failure: true\n");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        QMainWindow window;
        auto* backend = new test::AnsweringBackend; // the run controller takes it over
        backend->snapshot = test::restSnapshot();
        ComputeController compute(&window);
        QSignalSpy changed(&compute, &ComputeController::snapshotChanged);
        compute.setBackend(backend);
        QVERIFY(changed.count() == 1 || changed.wait(5000));
        auto* runController = new RunController(&window, {backend});
        RunController& run = *runController;
        run.setPreflight([&compute](const PipelineDocument* d) { return compute.preflightFor(d); });
        PipelineDocument doc;
        QVERIFY(doc.load(file));
        run.setCurrentDocument(&doc);
        QSignalSpy failed(&run, &RunController::submitFailed);
        QVERIFY(!run.run());
        QCOMPARE(backend->submits, 0);
        QCOMPARE(failed.size(), 1);
        const Diagnostics problems = failed.first().at(1).value<Diagnostics>();
        QVERIFY(!problems.isEmpty());
        QStringList rules;
        for (const Diagnostic& d : problems)
            rules << d.ruleId;
        QVERIFY2(rules.contains(QStringLiteral("quota-no-quota")), qPrintable(rules.join(QLatin1Char(' '))));
        QVERIFY2(rules.contains(QStringLiteral("vm-retired")), qPrintable(rules.join(QLatin1Char(' ')))); // NCv3, since 2025-09-30
    }

    void pictures()
    {
        QTemporaryDir tmp;
        const QString folder = test::pictureFolder("PW_PICKER_SCREENSHOTS", tmp);
        Picker p(QStringLiteral("train"));
        QVERIFY(p.loaded());
        p.dialog->selectKind(ComputeChoice::Kind::Serverless);
        auto* page = static_cast<ServerlessPage*>(p.dialog->page(ComputeChoice::Kind::Serverless));
        page->findChild<QCheckBox*>(QStringLiteral("serviceChooses"))->setChecked(false);
        page->selectSize(QStringLiteral("Standard_NC6s_v3"));
        p.dialog->show();
        QTest::qWait(30);
        QString problem = test::savePicture(p.dialog.get(), folder, QStringLiteral("compute-picker.png"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        ClusterFormDialog form(ClusterFormDialog::Mode::Create, test::restSnapshot());
        form.findChild<QLineEdit*>(QStringLiteral("clusterName"))->setText(QStringLiteral("gpu-pool"));
        form.findChild<QSpinBox*>(QStringLiteral("clusterMin"))->setValue(1);
        form.show();
        QTest::qWait(30);
        problem = test::savePicture(&form, folder, QStringLiteral("cluster-form.png"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

private:
    QTemporaryDir m_cache;
};

QTEST_MAIN(TestComputePicker)
#include "tst_computepicker.moc"
