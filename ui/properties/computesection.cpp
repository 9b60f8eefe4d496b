// SPDX-License-Identifier: MIT
// The Compute and Distributed training sections of the Properties panel.

#include "propertiespanel.h"

#include "pipelinedocument.h"
#include "propertiescommon.h"
#include "undostack.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QToolButton>
#include <QFormLayout>
#include <QLineEdit>
#include <QTimer>
#include <QVBoxLayout>

namespace pw {

using namespace properties;

void PropertiesPanel::buildCompute(const Step& s)
{
    QFormLayout* form = addSection(tr("Compute"), QStringLiteral("computeSection"));
    form->setRowWrapPolicy(QFormLayout::WrapAllRows); // the explanations get the full width of the dock
    const ComputeRef& def = m_document->spec().settings.defaultCompute;
    auto* cell = new QWidget(m_content);
    auto* h = new QVBoxLayout(cell);
    h->setContentsMargins(0, 0, 0, 0);
    auto* combo = new QComboBox(cell);
    combo->setObjectName(QStringLiteral("computeCombo"));
    const QString defName = def.kind == ComputeRef::Kind::Default ? tr("none set") : def.field.value;
    combo->addItem(tr("Pipeline default (%1)").arg(defName), QStringLiteral("default"));
    combo->addItem(tr("Serverless"), QStringLiteral("serverless"));
    combo->addItem(tr("Local"), QStringLiteral("local"));
    combo->addItem(tr("Named cluster"), QStringLiteral("named"));
    auto* name = new QLineEdit(cell);
    name->setObjectName(QStringLiteral("computeName"));
    name->setPlaceholderText(tr("cluster name"));
    name->setProperty(FieldProperty, QStringLiteral("compute"));
    switch (s.compute.kind) {
    case ComputeRef::Kind::Default: combo->setCurrentIndex(0); break;
    case ComputeRef::Kind::Serverless: combo->setCurrentIndex(1); break;
    case ComputeRef::Kind::Local: combo->setCurrentIndex(2); break;
    case ComputeRef::Kind::Named:
    case ComputeRef::Kind::Expression:
        combo->setCurrentIndex(3);
        name->setText(s.compute.kind == ComputeRef::Kind::Named ? s.compute.name : s.compute.field.value);
        break;
    }
    name->setVisible(combo->currentIndex() == 3);
    auto* comboRow = new QHBoxLayout;
    comboRow->setContentsMargins(0, 0, 0, 0);
    comboRow->addWidget(combo, 1);
    auto* choose = new QToolButton(cell);
    choose->setObjectName(QStringLiteral("chooseCompute"));
    choose->setText(tr("Choose…"));
    choose->setToolTip(tr("Open the compute picker: sizes, clusters, Kubernetes instance types and whether the quota allows them"));
    choose->setEnabled(!m_readOnly);
    connect(choose, &QToolButton::clicked, this, [this] { Q_EMIT pickComputeRequested(m_step); });
    comboRow->addWidget(choose);
    h->addLayout(comboRow);
    h->addWidget(name);
    auto writeCompute = [this](const QString& text) {
        Row& row = m_rows[QStringLiteral("compute")];
        const QString error = checkComputeName(text);
        const QString t = text.trimmed();
        setRowMessage(row, error, true);
        if (!error.isEmpty() || !m_document)
            return;
        QString value = t;
        if (!startsWithBinding(t) && !t.startsWith(QLatin1String("azureml:")) && t != QLatin1String("serverless")
            && t != QLatin1String("local"))
            value = QStringLiteral("azureml:") + t;
        m_writing = true;
        m_document->setScalar({QStringLiteral("jobs"), m_step, QStringLiteral("compute")}, value,
                              tr("Set compute of %1").arg(m_step));
        m_writing = false;
    };
    connect(combo, &QComboBox::activated, this, [this, combo, name, writeCompute](int i) {
        const QString what = combo->itemData(i).toString();
        if (name->isHidden() == (what == QLatin1String("named"))) {
            name->setVisible(what == QLatin1String("named"));
            relayout(); // the fields below move to make room for the name, or close up
        }
        setRowMessage(m_rows[QStringLiteral("compute")], QString(), true);
        if (!m_document)
            return;
        if (what == QLatin1String("default")) {
            const QStringList path {QStringLiteral("jobs"), m_step, QStringLiteral("compute")};
            if (m_document->field(path).exists()) {
                m_writing = true;
                m_document->remove(path, tr("Use the pipeline's default compute for %1").arg(m_step));
                m_writing = false;
            }
        } else if (what == QLatin1String("named")) {
            name->setFocus();
            if (!name->text().trimmed().isEmpty())
                writeCompute(name->text());
        } else {
            writeCompute(what);
        }
    });
    connect(name, &QLineEdit::textEdited, this, writeCompute);
    addRow(form, tr("Compute"), QStringLiteral("compute"), {QStringLiteral("compute")}, Kind::Text, combo, QString(), cell);

    const QString computeKindName = computeKind(s);
    const bool kubernetes = computeKindName == QLatin1String("kubernetes");
    const bool local = computeKindName == QLatin1String("local");
    QString typeHelp;
    QString typePlaceholder = QStringLiteral("Standard_DS3_v2");
    if (kubernetes) {
        typeHelp = tr("Name of an instance type defined on this Kubernetes cluster (kubectl get instancetype). Its "
                      "definition sets the CPU, memory and GPU the step requests and is limited to, and the nodes it "
                      "runs on; empty: defaultinstancetype.");
        typePlaceholder = QStringLiteral("defaultinstancetype");
    } else if (computeKindName == QLatin1String("serverless")) {
        typeHelp = tr("VM size such as Standard_DS3_v2; empty: Azure ML picks a size your quota allows.");
    } else {
        typeHelp = tr("VM size such as Standard_DS3_v2; on a Kubernetes compute, the name of an instance type defined on "
                      "the cluster, which sets the CPU, memory and GPU requests and limits.");
    }
    if (const QString fromComponent = inEffectPlaceholder(m_resolved.resources, QStringLiteral("instance_type"), QString());
        !fromComponent.isEmpty())
        typePlaceholder = fromComponent;
    Row& typeRow = textRow(form, tr("Instance type"), QStringLiteral("resources.instance_type"),
                           {QStringLiteral("resources"), QStringLiteral("instance_type")}, Kind::InstanceType, typeHelp,
                           typePlaceholder);
    typeRow.rule.kubernetes = kubernetes;
    auto* count = static_cast<QLineEdit*>(
        lineEditor(QStringLiteral("resources.instance_count"), s.instanceCount.value, Kind::Integer));
    count->setPlaceholderText(inEffectPlaceholder(m_resolved.resources, QStringLiteral("instance_count"), QStringLiteral("1")));
    Row& countRow = addRow(form, tr("Instance count"), QStringLiteral("resources.instance_count"),
                           {QStringLiteral("resources"), QStringLiteral("instance_count")}, Kind::Integer, count,
                           tr("Number of nodes the step runs on."));
    countRow.rule.hasMin = true;
    countRow.rule.min = 1;

    // settings of the container and the queue: a local run has neither, so they are offered only when set there
    if (!local || s.shmSize.present)
        textRow(form, tr("Shared memory"), QStringLiteral("resources.shm_size"),
                {QStringLiteral("resources"), QStringLiteral("shm_size")}, Kind::Size,
                tr("Size of /dev/shm in the step's container: a whole number with b, k, m or g, such as 16g. PyTorch "
                   "data loaders with several workers often need more than the default 2g."),
                tr("default: 2g"));
    if (!local || stepField({QStringLiteral("resources"), QStringLiteral("docker_args")}).exists())
        textRow(form, tr("Docker arguments"), QStringLiteral("resources.docker_args"),
                {QStringLiteral("resources"), QStringLiteral("docker_args")}, Kind::Arguments,
                tr("Extra options for docker run, such as --ipc=host; options that clash with Azure ML's own are "
                   "refused when the job starts."),
                QStringLiteral("--ipc=host"));
    if ((!local && !kubernetes) || s.jobTier.present)
        enumRow(form, tr("Job tier"), QStringLiteral("queue_settings.job_tier"),
                {QStringLiteral("queue_settings"), QStringLiteral("job_tier")},
                {{QStringLiteral("Spot"), tr("Spot: low priority, can be preempted")},
                 {QStringLiteral("Basic"), tr("Basic")},
                 {QStringLiteral("Standard"), tr("Standard: dedicated VMs")},
                 {QStringLiteral("Premium"), tr("Premium")}},
                tr("(not set: dedicated VMs)"),
                tr("Spot runs a serverless job on low-priority VMs: cheaper, but Azure can preempt it when it needs "
                   "the capacity, and the job then starts over. Standard uses dedicated VMs."));
    if (!local || s.priority.present)
        enumRow(form, tr("Priority"), QStringLiteral("queue_settings.priority"),
                {QStringLiteral("queue_settings"), QStringLiteral("priority")},
                {{QStringLiteral("low"), QStringLiteral("low")},
                 {QStringLiteral("medium"), QStringLiteral("medium")},
                 {QStringLiteral("high"), QStringLiteral("high")}},
                tr("(not set: medium)"),
                tr("Order of this job among the jobs waiting for the same compute; not every compute type takes it "
                   "into account."));
    // whose credentials the step uses to reach data: a local run uses the files of this machine
    if (!local || s.identityType.present)
        enumRow(form, tr("Identity"), QStringLiteral("identity.type"), {QStringLiteral("identity"), QStringLiteral("type")},
                {{QStringLiteral("user_identity"), tr("User identity: the submitting user's credentials")},
                 {QStringLiteral("managed"), tr("Managed identity")},
                 {QStringLiteral("aml_token"), tr("Azure ML token")}},
                tr("(not set: the compute's default)"),
                tr("Whose credentials the step uses to read and write data. User identity passes on the Microsoft "
                   "Entra token of the person who submits the job (credential passthrough, fully supported on "
                   "serverless compute); managed identity uses the compute's or the workspace's user-assigned "
                   "managed identity; Azure ML token uses the workspace's own access. Not set: the compute decides."));
    if (s.kind == StepKind::Command || s.timeout.present) {
        Row& timeout = textRow(form, tr("Time limit (seconds)"), QStringLiteral("limits.timeout"),
                               {QStringLiteral("limits"), QStringLiteral("timeout")}, Kind::Integer,
                               tr("Seconds the step may run; a step still running then is canceled. Empty: no limit."),
                               tr("no limit"));
        timeout.rule.hasMin = true;
        timeout.rule.min = 1;
    }
}

void PropertiesPanel::buildDistribution(const Step& s)
{
    Q_UNUSED(s)
    QFormLayout* form = addSection(tr("Distributed training"), QStringLiteral("distributionSection"));
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    const QString type = scalarAt({QStringLiteral("distribution"), QStringLiteral("type")}).trimmed().toLower();
    auto* combo = new QComboBox(m_content);
    combo->addItem(tr("(none: one process per node)"), QString());
    combo->addItem(QStringLiteral("MPI"), QStringLiteral("mpi"));
    combo->addItem(QStringLiteral("PyTorch"), QStringLiteral("pytorch"));
    combo->addItem(QStringLiteral("TensorFlow"), QStringLiteral("tensorflow"));
    if (!type.isEmpty() && combo->findData(type) < 0)
        combo->addItem(type, type);
    combo->setCurrentIndex(qMax(0, combo->findData(type)));
    connect(combo, &QComboBox::activated, this, [this, combo](int i) { setDistributionType(combo->itemData(i).toString()); });
    addRow(form, tr("Distribution"), QStringLiteral("distribution.type"),
           {QStringLiteral("distribution"), QStringLiteral("type")}, Kind::Enum, combo,
           tr("How the command starts on its nodes: MPI and PyTorch start a number of processes on each node, "
              "TensorFlow starts workers and parameter servers."));
    auto countRow = [&](const QString& label, const QString& key, double min, const QString& placeholder,
                        const QString& help) {
        Row& row = textRow(form, label, QStringLiteral("distribution.") + key,
                           {QStringLiteral("distribution"), key}, Kind::Integer, help, placeholder);
        row.rule.hasMin = true;
        row.rule.min = min;
    };
    const bool perProcess = type == QLatin1String("mpi") || type == QLatin1String("pytorch");
    if (perProcess || stepField({QStringLiteral("distribution"), QStringLiteral("process_count_per_instance")}).exists())
        countRow(tr("Processes per node"), QStringLiteral("process_count_per_instance"), 1, tr("default: %1").arg(1),
                 tr("Processes started on each node, usually one per GPU."));
    const bool tensorflow = type == QLatin1String("tensorflow");
    if (tensorflow || stepField({QStringLiteral("distribution"), QStringLiteral("worker_count")}).exists())
        countRow(tr("Workers"), QStringLiteral("worker_count"), 1, tr("default: the instance count"),
                 tr("TensorFlow workers in all, spread over the nodes."));
    if (tensorflow || stepField({QStringLiteral("distribution"), QStringLiteral("parameter_server_count")}).exists())
        countRow(tr("Parameter servers"), QStringLiteral("parameter_server_count"), 0, tr("default: %1").arg(0),
                 tr("TensorFlow parameter servers in all; 0 for strategies without them."));
}

void PropertiesPanel::setDistributionType(const QString& type)
{
    if (!m_document)
        return;
    const QStringList base {QStringLiteral("jobs"), m_step, QStringLiteral("distribution")};
    const QString label = tr("Edit distribution of %1").arg(m_step);
    m_created = Creation();
    m_writing = true;
    if (type.isEmpty()) {
        if (m_document->field(base).exists())
            removeKey(base, label); // its counts mean nothing without a type
    } else {
        // the counts of another type go with the change, as one undo step
        QStringList stale;
        if (type == QLatin1String("mpi") || type == QLatin1String("pytorch"))
            stale = {QStringLiteral("worker_count"), QStringLiteral("parameter_server_count")};
        else if (type == QLatin1String("tensorflow"))
            stale = {QStringLiteral("process_count_per_instance")};
        m_document->undoStack()->beginMacro(label);
        m_document->setScalar(base + QStringList {QStringLiteral("type")}, type, label);
        for (const QString& key : std::as_const(stale))
            if (m_document->field(base + QStringList {key}).exists())
                m_document->remove(base + QStringList {key}, label);
        m_document->undoStack()->endMacro();
    }
    m_writing = false;
    // the counts that belong to the new type appear at once
    QTimer::singleShot(0, this, [this] {
        if (m_pending)
            rebuild();
    });
}

} // namespace pw
