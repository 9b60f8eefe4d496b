// SPDX-License-Identifier: MIT
#include "instancetypeeditor.h"

#include "fileio.h"
#include "findingslist.h"
#include "instancetype.h"
#include "instancetypeyaml.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pw {

InstanceTypeEditor::InstanceTypeEditor(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("instanceTypeEditor"));
    setWindowTitle(tr("Kubernetes Instance Types"));
    auto* layout = new QVBoxLayout(this);
    m_fileLabel = new QLabel(this);
    m_fileLabel->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_fileLabel);

    auto* split = new QSplitter(Qt::Horizontal, this);
    // the types
    auto* left = new QWidget(split);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_list = new QListWidget(left);
    m_list->setObjectName(QStringLiteral("instanceTypeList"));
    leftLayout->addWidget(m_list, 1);
    auto* listButtons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add"), left);
    add->setObjectName(QStringLiteral("addInstanceType"));
    m_remove = new QPushButton(tr("Remove"), left);
    listButtons->addWidget(add);
    listButtons->addWidget(m_remove);
    leftLayout->addLayout(listButtons);

    // the form of one type
    auto* middle = new QWidget(split);
    auto* form = new QFormLayout(middle);
    form->setContentsMargins(0, 0, 0, 0);
    m_name = new QLineEdit(middle);
    m_name->setObjectName(QStringLiteral("typeName"));
    m_name->setPlaceholderText(QStringLiteral("gpu-small"));
    form->addRow(tr("Name:"), m_name);
    m_selector = new QTableWidget(0, 2, middle);
    m_selector->setObjectName(QStringLiteral("nodeSelector"));
    m_selector->setHorizontalHeaderLabels({tr("Label"), tr("Value")});
    m_selector->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_selector->verticalHeader()->hide();
    m_selector->setMaximumHeight(140);
    auto* selectorBox = new QWidget(middle);
    auto* selectorLayout = new QVBoxLayout(selectorBox);
    selectorLayout->setContentsMargins(0, 0, 0, 0);
    selectorLayout->addWidget(m_selector);
    auto* selectorButtons = new QHBoxLayout;
    auto* addLabel = new QPushButton(tr("Add Label"), selectorBox);
    auto* removeLabel = new QPushButton(tr("Remove Label"), selectorBox);
    selectorButtons->addWidget(addLabel);
    selectorButtons->addWidget(removeLabel);
    selectorButtons->addStretch(1);
    selectorLayout->addLayout(selectorButtons);
    form->addRow(tr("Node selector:"), selectorBox);
    auto line = [middle](const char* name, const QString& placeholder) {
        auto* e = new QLineEdit(middle);
        e->setObjectName(QLatin1String(name));
        e->setPlaceholderText(placeholder);
        return e;
    };
    m_requestsCpu = line("requestsCpu", QStringLiteral("500m"));
    m_requestsMemory = line("requestsMemory", QStringLiteral("1Gi"));
    m_limitsCpu = line("limitsCpu", QStringLiteral("1"));
    m_limitsMemory = line("limitsMemory", QStringLiteral("2Gi"));
    m_limitsGpu = line("limitsGpu", tr("none"));
    form->addRow(tr("CPU request:"), m_requestsCpu);
    form->addRow(tr("Memory request:"), m_requestsMemory);
    form->addRow(tr("CPU limit:"), m_limitsCpu);
    form->addRow(tr("Memory limit:"), m_limitsMemory);
    form->addRow(tr("GPU limit:"), m_limitsGpu);
    auto* hint = new QLabel(tr("CPU in cores (2) or millicores (500m); memory with Ki, Mi, Gi or K, M, G; GPUs as a whole "
                               "number, given under limits only. Requests may not exceed limits."),
                            middle);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(QString(), hint);

    // the YAML
    m_preview = new QPlainTextEdit(split);
    m_preview->setObjectName(QStringLiteral("instanceTypeYaml"));
    m_preview->setReadOnly(true);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 3);
    layout->addWidget(split, 1);

    m_findings = new FindingsList(this);
    layout->addWidget(m_findings);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* open = buttons->addButton(tr("Open…"), QDialogButtonBox::ActionRole);
    QPushButton* save = buttons->addButton(tr("Save As…"), QDialogButtonBox::ActionRole);
    save->setObjectName(QStringLiteral("saveInstanceTypes"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Instance Types"), m_path,
                                                          tr("YAML files (*.yml *.yaml);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    connect(save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Instance Types"),
                                                          m_path.isEmpty() ? QStringLiteral("instance-types.yaml") : m_path,
                                                          tr("YAML files (*.yml *.yaml)"));
        if (path.isEmpty())
            return;
        QString error;
        if (!saveFile(path, &error))
            QMessageBox::warning(this, tr("Not Saved"), error);
    });
    connect(add, &QPushButton::clicked, this, &InstanceTypeEditor::addType);
    connect(m_remove, &QPushButton::clicked, this, &InstanceTypeEditor::removeType);
    connect(m_list, &QListWidget::currentRowChanged, this, &InstanceTypeEditor::showType);
    connect(addLabel, &QPushButton::clicked, this, [this] {
        const int row = m_selector->rowCount();
        m_selector->insertRow(row);
        m_selector->setItem(row, 0, new QTableWidgetItem);
        m_selector->setItem(row, 1, new QTableWidgetItem);
        m_selector->editItem(m_selector->item(row, 0));
    });
    connect(removeLabel, &QPushButton::clicked, this, [this] {
        if (m_selector->currentRow() >= 0) {
            m_selector->removeRow(m_selector->currentRow());
            readForm();
        }
    });
    connect(m_selector, &QTableWidget::itemChanged, this, &InstanceTypeEditor::readForm);
    for (QLineEdit* e : {m_name, m_requestsCpu, m_requestsMemory, m_limitsCpu, m_limitsMemory, m_limitsGpu})
        connect(e, &QLineEdit::textEdited, this, &InstanceTypeEditor::readForm);

    InstanceTypeSpec first;
    first.name = QStringLiteral("defaultinstancetype");
    first.requestsCpu = QStringLiteral("100m");
    first.requestsMemory = QStringLiteral("2Gi");
    first.limitsCpu = QStringLiteral("2");
    first.limitsMemory = QStringLiteral("2Gi");
    setTypes({first});
    resize(1100, 640);
}

void InstanceTypeEditor::setTypes(const QList<InstanceTypeSpec>& types)
{
    m_types = types;
    m_current = -1;
    refreshList();
    selectType(m_types.isEmpty() ? -1 : 0);
    check();
}

void InstanceTypeEditor::refreshList()
{
    const QSignalBlocker block(m_list);
    const int row = m_list->currentRow();
    m_list->clear();
    for (const InstanceTypeSpec& t : std::as_const(m_types))
        m_list->addItem(t.name.isEmpty() ? tr("(no name)") : t.name);
    m_list->setCurrentRow(std::min(row, int(m_list->count()) - 1));
    m_remove->setEnabled(!m_types.isEmpty());
}

void InstanceTypeEditor::selectType(int index)
{
    m_list->setCurrentRow(index);
    showType(index);
}

void InstanceTypeEditor::showType(int index)
{
    m_current = index;
    m_loading = true;
    const bool valid = index >= 0 && index < m_types.size();
    const InstanceTypeSpec t = valid ? m_types[index] : InstanceTypeSpec();
    for (QWidget* w : {static_cast<QWidget*>(m_name), static_cast<QWidget*>(m_selector),
                       static_cast<QWidget*>(m_requestsCpu), static_cast<QWidget*>(m_requestsMemory),
                       static_cast<QWidget*>(m_limitsCpu), static_cast<QWidget*>(m_limitsMemory),
                       static_cast<QWidget*>(m_limitsGpu)})
        w->setEnabled(valid);
    m_name->setText(t.name);
    m_selector->setRowCount(0);
    for (auto it = t.nodeSelector.cbegin(); it != t.nodeSelector.cend(); ++it) {
        const int row = m_selector->rowCount();
        m_selector->insertRow(row);
        m_selector->setItem(row, 0, new QTableWidgetItem(it.key()));
        m_selector->setItem(row, 1, new QTableWidgetItem(it.value()));
    }
    m_requestsCpu->setText(t.requestsCpu);
    m_requestsMemory->setText(t.requestsMemory);
    m_limitsCpu->setText(t.limitsCpu);
    m_limitsMemory->setText(t.limitsMemory);
    m_limitsGpu->setText(t.limitsGpu);
    m_loading = false;
    check();
}

void InstanceTypeEditor::readForm()
{
    if (m_loading || m_current < 0 || m_current >= m_types.size())
        return;
    InstanceTypeSpec& t = m_types[m_current];
    t.name = m_name->text().trimmed();
    t.nodeSelector.clear();
    for (int row = 0; row < m_selector->rowCount(); ++row) {
        const QTableWidgetItem* k = m_selector->item(row, 0);
        const QTableWidgetItem* v = m_selector->item(row, 1);
        if (k && !k->text().trimmed().isEmpty())
            t.nodeSelector.insert(k->text().trimmed(), v ? v->text().trimmed() : QString());
    }
    t.requestsCpu = m_requestsCpu->text().trimmed();
    t.requestsMemory = m_requestsMemory->text().trimmed();
    t.limitsCpu = m_limitsCpu->text().trimmed();
    t.limitsMemory = m_limitsMemory->text().trimmed();
    t.limitsGpu = m_limitsGpu->text().trimmed();
    if (QListWidgetItem* item = m_list->item(m_current))
        item->setText(t.name.isEmpty() ? tr("(no name)") : t.name);
    check();
}

void InstanceTypeEditor::addType()
{
    InstanceTypeSpec t;
    t.name = QStringLiteral("instance-type-%1").arg(m_types.size() + 1);
    t.requestsCpu = QStringLiteral("500m");
    t.requestsMemory = QStringLiteral("1Gi");
    t.limitsCpu = QStringLiteral("1");
    t.limitsMemory = QStringLiteral("2Gi");
    m_types << t;
    refreshList();
    selectType(int(m_types.size()) - 1);
    m_name->setFocus();
    m_name->selectAll();
}

void InstanceTypeEditor::removeType()
{
    if (m_current < 0 || m_current >= m_types.size())
        return;
    m_types.removeAt(m_current);
    const int next = std::min(m_current, int(m_types.size()) - 1);
    refreshList();
    selectType(next);
}

QString InstanceTypeEditor::yaml() const
{
    return QString::fromUtf8(writeInstanceTypes(m_types));
}

void InstanceTypeEditor::check()
{
    QList<PreflightFinding> findings;
    QStringList names;
    for (const InstanceTypeSpec& t : std::as_const(m_types)) {
        for (const Diagnostic& d : validateInstanceType(t)) {
            PreflightFinding f;
            f.ruleId = d.ruleId;
            f.severity = d.severity;
            f.message = t.name.isEmpty() ? d.message : tr("%1: %2").arg(t.name, d.message);
            findings << f;
        }
        if (!t.name.isEmpty() && names.contains(t.name)) {
            PreflightFinding f;
            f.ruleId = QStringLiteral("instance-type-duplicate");
            f.message = tr("%1: two instance types have this name; Kubernetes keeps only the last.").arg(t.name);
            findings << f;
        }
        names << t.name;
        for (auto it = t.nodeSelector.cbegin(); it != t.nodeSelector.cend(); ++it) {
            for (const QString& problem : {labelKeyProblem(it.key()), labelValueProblem(it.value())})
                if (!problem.isEmpty()) {
                    PreflightFinding f;
                    f.ruleId = QStringLiteral("instance-type-label");
                    f.message = tr("%1: node selector %2: %3").arg(t.name, it.key(), problem);
                    findings << f;
                }
        }
    }
    m_findings->setFindings(findings, m_types.isEmpty() ? QString() : tr("Every instance type is valid."));
    m_preview->setPlainText(yaml());
    m_fileLabel->setText(m_path.isEmpty() ? tr("Not saved yet; Save As writes the YAML for kubectl apply -f.")
                                          : QDir::toNativeSeparators(m_path));
}

bool InstanceTypeEditor::openFile(const QString& path)
{
    const InstanceTypeRead read = readInstanceTypesFile(path);
    if (read.types.isEmpty() && read.hasErrors()) {
        QStringList lines;
        for (const Diagnostic& d : read.diagnostics)
            lines << d.toString();
        QMessageBox::warning(this, tr("Not Opened"), lines.join(QLatin1Char('\n')));
        return false;
    }
    m_path = path;
    setTypes(read.types);
    return true;
}

bool InstanceTypeEditor::saveFile(const QString& path, QString* error)
{
    if (!writeFileAtomically(path, writeInstanceTypes(m_types), error))
        return false;
    m_path = path;
    check();
    return true;
}

} // namespace pw
