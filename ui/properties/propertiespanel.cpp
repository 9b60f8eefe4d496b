// SPDX-License-Identifier: MIT
#include "propertiespanel.h"

#include "pipelinedocument.h"
#include "validator.h"
#include "yamltree.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace pw {

namespace {

const char* const FieldProperty = "pwField";

bool isBinding(const QString& text)
{
    return text.trimmed().startsWith(QLatin1String("${{"));
}

QString invalidStyle()
{
    return QStringLiteral("QLineEdit, QComboBox { border: 1px solid #c42b1c; border-radius: 2px; padding: 1px 2px; }");
}

bool identifierOk(const QString& name)
{
    static const QRegularExpression ident(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return ident.match(name).hasMatch();
}

} // namespace

PropertiesPanel::PropertiesPanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("propertiesPanel"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the form follows the dock's width
    outer->addWidget(m_scroll);
    connect(qApp, &QApplication::focusChanged, this, &PropertiesPanel::onFocusChanged);
    rebuild();
}

PropertiesPanel::~PropertiesPanel() = default;

void PropertiesPanel::setDocument(PipelineDocument* document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_step.clear();
    if (m_document) {
        connect(m_document, &PipelineDocument::changed, this, &PropertiesPanel::onDocumentChanged);
        connect(m_document, &PipelineDocument::diagnosticsChanged, this, &PropertiesPanel::updateDiagnostics);
        connect(m_document, &QObject::destroyed, this, [this] { setDocument(nullptr); });
    }
    rebuild();
}

void PropertiesPanel::setStep(const QString& name)
{
    if (name == m_step && !m_pending)
        return;
    m_step = name;
    rebuild();
}

void PropertiesPanel::setReadOnly(bool readOnly)
{
    if (m_readOnly == readOnly)
        return;
    m_readOnly = readOnly;
    rebuild();
}

bool PropertiesPanel::editorHasFocus() const
{
    const QWidget* f = QApplication::focusWidget();
    return f && m_content && m_content->isAncestorOf(f);
}

void PropertiesPanel::onDocumentChanged()
{
    if (!m_step.isEmpty() && m_document && !m_document->spec().step(m_step)) {
        // the step is gone (deleted, or renamed in the text)
        m_step.clear();
        rebuild();
        return;
    }
    if (m_writing) {
        // our own edit: the editor already shows the value; refresh once the user leaves it
        m_pending = true;
        return;
    }
    rebuild();
}

void PropertiesPanel::onFocusChanged(QWidget* /*old*/, QWidget* now)
{
    if (!m_pending || (now && m_content && m_content->isAncestorOf(now)))
        return;
    QTimer::singleShot(0, this, [this] {
        if (m_pending && !editorHasFocus())
            rebuild();
    });
}

void PropertiesPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

// ----- building the form -----------------------------------------------------------------------------------------

QFormLayout* PropertiesPanel::addSection(const QString& title, const QString& objectName)
{
    auto* box = new QGroupBox(title, m_content);
    box->setObjectName(objectName);
    auto* form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_layout->addWidget(box);
    return form;
}

PropertiesPanel::Row& PropertiesPanel::addRow(QFormLayout* form, const QString& label, const QString& field,
                                              const QStringList& path, Kind kind, QWidget* editor,
                                              const QString& help)
{
    Row row;
    row.field = field;
    row.path = path;
    row.kind = kind;
    row.editor = editor;
    editor->setProperty(FieldProperty, field);
    editor->setAccessibleName(label);
    auto* cell = new QWidget(form->parentWidget());
    auto* v = new QVBoxLayout(cell);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    v->addWidget(editor);
    row.message = new QLabel(cell);
    row.message->setWordWrap(true);
    row.message->setObjectName(QStringLiteral("fieldMessage"));
    row.message->hide();
    v->addWidget(row.message);
    if (!help.isEmpty()) {
        auto* h = new QLabel(help, cell);
        h->setWordWrap(true);
        QFont f = h->font();
        f.setPointSizeF(f.pointSizeF() * 0.9);
        h->setFont(f);
        h->setForegroundRole(QPalette::PlaceholderText);
        v->addWidget(h);
    }
    auto* l = new QLabel(label, form->parentWidget());
    l->setBuddy(editor);
    form->addRow(l, cell);
    m_order << field;
    return m_rows[field] = row;
}

QWidget* PropertiesPanel::lineEditor(const QString& field, const QString& value, Kind kind)
{
    auto* edit = new QLineEdit(value, m_content);
    edit->setCursorPosition(0); // long bindings show their beginning
    edit->setProperty("pwValueTip", value);
    edit->setToolTip(value);
    edit->setClearButtonEnabled(kind != Kind::Name);
    if (kind == Kind::Name) {
        connect(edit, &QLineEdit::textEdited, this, [this, field](const QString& text) {
            Row& row = m_rows[field];
            setRowMessage(row, validate(row, text), true);
        });
        connect(edit, &QLineEdit::editingFinished, this, [this, field, edit] {
            Row& row = m_rows[field];
            const QString text = edit->text().trimmed();
            if (!m_document || text == m_step)
                return;
            const QString error = validate(row, text);
            setRowMessage(row, error, true);
            if (!error.isEmpty())
                return;
            const QString old = m_step;
            m_writing = true;
            const bool ok = m_document->renameStep(old, text);
            m_writing = false;
            if (!ok) {
                setRowMessage(row, tr("The step could not be renamed to “%1”.").arg(text), true);
                return;
            }
            m_step = text;
            m_pending = true;
            Q_EMIT stepRenamed(old, text);
        });
    } else {
        // clearing a field removes its key, but only once the user leaves it: typing a new value over the old
        // one must not move the key or lose its comment
        connect(edit, &QLineEdit::textEdited, this, [this, field](const QString& text) {
            if (!text.trimmed().isEmpty())
                commit(field, text);
            else if (auto it = m_rows.find(field); it != m_rows.end())
                setRowMessage(*it, QString(), true);
        });
        connect(edit, &QLineEdit::editingFinished, this, [this, field, edit] {
            if (edit->text().trimmed().isEmpty() && !m_writing)
                commit(field, QString());
        });
    }
    return edit;
}

void PropertiesPanel::rebuild()
{
    // remember where the user was
    QString focused;
    int cursor = -1;
    if (QWidget* f = QApplication::focusWidget(); f && m_content && m_content->isAncestorOf(f)) {
        focused = f->property(FieldProperty).toString();
        if (auto* le = qobject_cast<QLineEdit*>(f))
            cursor = le->cursorPosition();
    }
    const int scroll = m_scroll->verticalScrollBar()->value();

    m_pending = false;
    m_rows.clear();
    m_order.clear();
    m_envTable = nullptr;
    m_envKeys.clear();
    m_stepProblems = nullptr;
    m_content = new QWidget;
    m_content->setObjectName(QStringLiteral("propertiesContent"));
    m_layout = new QVBoxLayout(m_content);
    m_layout->setContentsMargins(6, 6, 6, 6);

    const Step* s = (m_document && !m_step.isEmpty()) ? m_document->spec().step(m_step) : nullptr;
    if (!s) {
        m_placeholder = new QLabel(m_document ? tr("Select a step to see and edit its settings.")
                                              : tr("Open a pipeline to see the settings of its steps."),
                                   m_content);
        m_placeholder->setObjectName(QStringLiteral("propertiesPlaceholder"));
        m_placeholder->setWordWrap(true);
        m_placeholder->setAlignment(Qt::AlignCenter);
        m_placeholder->setForegroundRole(QPalette::PlaceholderText);
        m_layout->addWidget(m_placeholder);
        m_layout->addStretch(1);
        m_scroll->setWidget(m_content);
        return;
    }
    m_placeholder = nullptr;
    m_stepProblems = new QLabel(m_content);
    m_stepProblems->setObjectName(QStringLiteral("stepProblems"));
    m_stepProblems->setWordWrap(true);
    m_stepProblems->hide();
    m_layout->addWidget(m_stepProblems);

    buildGeneral(*s);
    buildInputs(*s);
    buildOutputs(*s);
    buildCompute(*s);
    buildEnvironment(*s);
    if (s->kind == StepKind::Parallel)
        buildParallel(*s);
    m_layout->addStretch(1);

    // long choices (a cluster name) must not make the form wider than the dock
    for (QComboBox* combo : m_content->findChildren<QComboBox*>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    const bool readOnly = m_readOnly || !m_document->isParsed() || m_document->isReadOnly();
    for (const Row& row : std::as_const(m_rows))
        if (row.editor->property("pwAlwaysReadOnly").toBool() == false)
            row.editor->setEnabled(!readOnly);
    for (QPushButton* b : m_content->findChildren<QPushButton*>())
        b->setEnabled(!readOnly);
    if (m_envTable)
        m_envTable->setEditTriggers(readOnly ? QAbstractItemView::NoEditTriggers
                                             : QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                                 | QAbstractItemView::AnyKeyPressed);

    m_scroll->setWidget(m_content);
    updateDiagnostics();
    m_scroll->verticalScrollBar()->setValue(scroll);
    if (!focused.isEmpty() && m_rows.contains(focused)) {
        QWidget* e = m_rows[focused].editor;
        e->setFocus();
        if (auto* le = qobject_cast<QLineEdit*>(e); le && cursor >= 0)
            le->setCursorPosition(qMin(cursor, int(le->text().size())));
    }
}

void PropertiesPanel::buildGeneral(const Step& s)
{
    QFormLayout* form = addSection(tr("General"), QStringLiteral("generalSection"));
    addRow(form, tr("Name"), QStringLiteral("name"), {}, Kind::Name, lineEditor(QStringLiteral("name"), s.name, Kind::Name));
    addRow(form, tr("Display name"), QStringLiteral("display_name"), {QStringLiteral("display_name")}, Kind::Text,
           lineEditor(QStringLiteral("display_name"), s.displayName.value, Kind::Text));
    auto* type = new QLabel(stepKindName(s.kind), m_content);
    type->setTextInteractionFlags(Qt::TextSelectableByMouse);
    type->setProperty("pwAlwaysReadOnly", true);
    addRow(form, tr("Type"), QStringLiteral("type"), {}, Kind::Text, type);
    QString component;
    switch (s.component.kind) {
    case ComponentRef::Kind::None: component = tr("Defined in the step"); break;
    case ComponentRef::Kind::Inline: component = tr("Inline component"); break;
    default: component = s.component.field.value; break;
    }
    if (s.resolved && s.resolved->name) {
        component += QStringLiteral("\n") + s.resolved->name.value;
        if (s.resolved->version)
            component += QStringLiteral(" ") + tr("version %1").arg(s.resolved->version.value);
    }
    auto* comp = new QLabel(component, m_content);
    comp->setWordWrap(true);
    comp->setTextInteractionFlags(Qt::TextSelectableByMouse);
    comp->setProperty("pwAlwaysReadOnly", true);
    addRow(form, tr("Component"), QStringLiteral("component"), {}, Kind::Text, comp);
    if (s.kind == StepKind::Command)
        addRow(form, tr("Environment"), QStringLiteral("environment"), {QStringLiteral("environment")}, Kind::Text,
               lineEditor(QStringLiteral("environment"), s.environment.value, Kind::Text));
}

void PropertiesPanel::buildInputs(const Step& s)
{
    const QStringList names = s.inputNames();
    QFormLayout* form = addSection(tr("Inputs"), QStringLiteral("inputsSection"));
    if (names.isEmpty()) {
        form->addRow(new QLabel(tr("This step has no inputs."), m_content));
        return;
    }
    for (const QString& name : names) {
        const StepPort* port = s.input(name);
        const PortDecl* decl = (port && port->inlineDecl) ? &port->decl : (s.resolved ? s.resolved->input(name) : nullptr);
        const QString type = s.inputType(name);
        const QString field = QStringLiteral("inputs.") + name;
        const QString label = type.isEmpty() ? name : tr("%1 (%2)").arg(name, type);
        QString value = port ? port->binding.text : QString();
        const QString family = portFamily(type);
        if (port && port->inlineDecl) {
            // {type:, path:, mode:}: the path is what the user edits
            const QString pfield = field + QStringLiteral(".path");
            auto* e = lineEditor(pfield, port->decl.path.value, Kind::Data);
            addRow(form, label, pfield, {QStringLiteral("inputs"), name, QStringLiteral("path")}, Kind::Data, e);
            continue;
        }
        const QStringList path {QStringLiteral("inputs"), name};
        const QString placeholder = (decl && decl->defaultValue) ? tr("default: %1").arg(decl->defaultValue.value)
                                                                 : QString();
        Kind kind = Kind::Text;
        if (family == QLatin1String("data") || family == QLatin1String("model"))
            kind = Kind::Data;
        else if (type == QLatin1String("integer"))
            kind = Kind::Integer;
        else if (type == QLatin1String("number"))
            kind = Kind::Number;
        else if (type == QLatin1String("boolean"))
            kind = Kind::Boolean;
        else if (decl && !decl->enumValues.isEmpty())
            kind = Kind::Enum;
        if (kind == Kind::Boolean && !isBinding(value)) {
            auto* box = new QCheckBox(m_content);
            const QString shown = value.isEmpty() && decl ? decl->defaultValue.value : value;
            box->setChecked(shown.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0);
            box->setText(value.isEmpty() ? tr("(default)") : QString());
            connect(box, &QCheckBox::toggled, this, [this, field, box](bool on) {
                box->setText(QString());
                commit(field, on ? QStringLiteral("true") : QStringLiteral("false"));
            });
            addRow(form, label, field, path, Kind::Boolean, box);
            continue;
        }
        if (kind == Kind::Enum && !isBinding(value)) {
            auto* combo = new QComboBox(m_content);
            combo->addItem(placeholder.isEmpty() ? tr("(not set)") : placeholder, QString());
            for (const QString& v : decl->enumValues)
                combo->addItem(v, v);
            if (!value.isEmpty() && combo->findData(value) < 0)
                combo->addItem(value, value);
            combo->setCurrentIndex(qMax(0, combo->findData(value)));
            connect(combo, &QComboBox::activated, this,
                    [this, field, combo](int i) { commit(field, combo->itemData(i).toString()); });
            Row& row = addRow(form, label, field, path, Kind::Enum, combo);
            row.enumValues = decl->enumValues;
            continue;
        }
        if (kind == Kind::Enum || kind == Kind::Boolean)
            kind = Kind::Text; // a binding: edited as text
        auto* e = static_cast<QLineEdit*>(lineEditor(field, value, kind));
        e->setPlaceholderText(placeholder);
        Row& row = addRow(form, label, field, path, kind, e, decl && decl->description ? decl->description.value : QString());
        if (decl) {
            bool ok = false;
            if (decl->min) {
                row.min = decl->min.value.toDouble(&ok);
                row.hasMin = ok;
            }
            if (decl->max) {
                row.max = decl->max.value.toDouble(&ok);
                row.hasMax = ok;
            }
            row.enumValues = decl->enumValues;
        }
    }
}

void PropertiesPanel::buildOutputs(const Step& s)
{
    const QStringList names = s.outputNames();
    if (names.isEmpty())
        return;
    QFormLayout* form = addSection(tr("Outputs"), QStringLiteral("outputsSection"));
    for (const QString& name : names) {
        const StepPort* port = s.output(name);
        const QString type = s.outputType(name);
        const QString field = QStringLiteral("outputs.") + name;
        const QString label = type.isEmpty() ? name : tr("%1 (%2)").arg(name, type);
        if (port && !port->inlineDecl) {
            // bound to a pipeline output (or written as a scalar): edited as text
            auto* e = lineEditor(field, port->binding.text, Kind::Data);
            addRow(form, label, field, {QStringLiteral("outputs"), name}, Kind::Data, e);
            continue;
        }
        // {mode:, path:}; written as a mapping under the output when first set
        auto* mode = new QComboBox(m_content);
        mode->addItem(tr("(default mode)"), QString());
        const QStringList modes {QStringLiteral("rw_mount"), QStringLiteral("upload"), QStringLiteral("direct")};
        for (const QString& m : modes)
            mode->addItem(m, m);
        const QString current = port ? port->decl.mode.value : QString();
        if (!current.isEmpty() && mode->findData(current) < 0)
            mode->addItem(current, current);
        mode->setCurrentIndex(qMax(0, mode->findData(current)));
        const QString modeField = field + QStringLiteral(".mode");
        connect(mode, &QComboBox::activated, this,
                [this, modeField, mode](int i) { commit(modeField, mode->itemData(i).toString()); });
        addRow(form, tr("%1 mode").arg(label), modeField, {QStringLiteral("outputs"), name, QStringLiteral("mode")},
               Kind::Enum, mode);
        const QString pathField = field + QStringLiteral(".path");
        auto* path = static_cast<QLineEdit*>(lineEditor(pathField, port ? port->decl.path.value : QString(), Kind::Data));
        path->setPlaceholderText(tr("default datastore path"));
        addRow(form, tr("%1 path").arg(name), pathField, {QStringLiteral("outputs"), name, QStringLiteral("path")},
               Kind::Data, path);
    }
}

void PropertiesPanel::buildCompute(const Step& s)
{
    QFormLayout* form = addSection(tr("Compute"), QStringLiteral("computeSection"));
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
    h->addWidget(combo);
    h->addWidget(name);
    auto writeCompute = [this](const QString& text) {
        Row& row = m_rows[QStringLiteral("compute")];
        static const QRegularExpression clusterName(QStringLiteral("^[A-Za-z][A-Za-z0-9_-]*$"));
        QString error;
        const QString t = text.trimmed();
        if (t.startsWith(QLatin1String("azureml:")) ? !clusterName.match(t.mid(8)).hasMatch()
                                                    : (!isBinding(t) && !clusterName.match(t).hasMatch()
                                                       && t != QLatin1String("serverless") && t != QLatin1String("local")))
            error = t.isEmpty() ? tr("Enter the name of a compute cluster.")
                                : tr("A cluster name starts with a letter and has only letters, digits, “-” and “_”.");
        setRowMessage(row, error, true);
        if (!error.isEmpty() || !m_document)
            return;
        QString value = t;
        if (!isBinding(t) && !t.startsWith(QLatin1String("azureml:")) && t != QLatin1String("serverless")
            && t != QLatin1String("local"))
            value = QStringLiteral("azureml:") + t;
        m_writing = true;
        m_document->setScalar({QStringLiteral("jobs"), m_step, QStringLiteral("compute")}, value,
                              tr("Set compute of %1").arg(m_step));
        m_writing = false;
    };
    connect(combo, &QComboBox::activated, this, [this, combo, name, writeCompute](int i) {
        const QString what = combo->itemData(i).toString();
        name->setVisible(what == QLatin1String("named"));
        setRowMessage(m_rows[QStringLiteral("compute")], QString(), true);
        if (!m_document)
            return;
        if (what == QLatin1String("default")) {
            const QStringList path {QStringLiteral("jobs"), m_step, QStringLiteral("compute")};
            if (m_document->nodeAt(path)) {
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
    Row& row = addRow(form, tr("Compute"), QStringLiteral("compute"), {QStringLiteral("compute")}, Kind::Text, cell);
    row.editor = combo;
    combo->setProperty(FieldProperty, QStringLiteral("compute"));
    combo->setAccessibleName(tr("Compute"));

    addRow(form, tr("Instance type"), QStringLiteral("resources.instance_type"),
           {QStringLiteral("resources"), QStringLiteral("instance_type")}, Kind::Text,
           lineEditor(QStringLiteral("resources.instance_type"), s.instanceType.value, Kind::Text));
    auto* count = static_cast<QLineEdit*>(
        lineEditor(QStringLiteral("resources.instance_count"), s.instanceCount.value, Kind::Integer));
    count->setPlaceholderText(tr("default: %1").arg(1));
    Row& countRow = addRow(form, tr("Instance count"), QStringLiteral("resources.instance_count"),
                           {QStringLiteral("resources"), QStringLiteral("instance_count")}, Kind::Integer, count,
                           tr("Number of nodes the step runs on."));
    countRow.hasMin = true;
    countRow.min = 1;
}

void PropertiesPanel::buildEnvironment(const Step& s)
{
    QFormLayout* form = addSection(tr("Environment variables"), QStringLiteral("environmentSection"));
    m_envTable = new QTableWidget(int(s.environmentVariables.size()), 2, m_content);
    m_envTable->setObjectName(QStringLiteral("environmentTable"));
    m_envTable->setAccessibleName(tr("Environment variables"));
    m_envTable->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    m_envTable->horizontalHeader()->setStretchLastSection(true);
    m_envTable->verticalHeader()->hide();
    m_envTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_envTable->setSelectionMode(QAbstractItemView::SingleSelection);
    int r = 0;
    for (auto it = s.environmentVariables.cbegin(); it != s.environmentVariables.cend(); ++it, ++r) {
        m_envKeys << it.key();
        m_envTable->setItem(r, 0, new QTableWidgetItem(it.key()));
        m_envTable->setItem(r, 1, new QTableWidgetItem(it.value().value));
    }
    const int rowHeight = m_envTable->verticalHeader()->defaultSectionSize();
    m_envTable->setFixedHeight(m_envTable->horizontalHeader()->sizeHint().height() + rowHeight * qBound(2, r + 1, 8) + 4);
    connect(m_envTable, &QTableWidget::cellChanged, this, &PropertiesPanel::commitEnvironmentItem);
    form->addRow(m_envTable);
    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add"), m_content);
    add->setObjectName(QStringLiteral("addEnvironmentVariable"));
    auto* remove = new QPushButton(tr("Remove"), m_content);
    remove->setObjectName(QStringLiteral("removeEnvironmentVariable"));
    connect(add, &QPushButton::clicked, this, &PropertiesPanel::addEnvironmentVariable);
    connect(remove, &QPushButton::clicked, this, &PropertiesPanel::removeEnvironmentVariable);
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    form->addRow(buttons);
}

void PropertiesPanel::commitEnvironmentItem(int row, int column)
{
    if (!m_document || row < 0 || row >= m_envKeys.size() || !m_envTable)
        return;
    const QStringList base {QStringLiteral("jobs"), m_step, QStringLiteral("environment_variables")};
    const QString key = m_envKeys.at(row);
    const QString text = m_envTable->item(row, column) ? m_envTable->item(row, column)->text() : QString();
    bool ok = false;
    if (column == 0) {
        static const QRegularExpression envName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
        const QString name = text.trimmed();
        if (name == key)
            return;
        if (!envName.match(name).hasMatch() || m_envKeys.contains(name)) {
            QTimer::singleShot(0, this, [this] { rebuild(); });
            return;
        }
        ok = m_document->renameKey(base + QStringList {key}, name, tr("Rename environment variable %1").arg(key));
        if (ok)
            m_envKeys[row] = name;
    } else {
        m_writing = true;
        ok = m_document->setScalar(base + QStringList {key}, text, tr("Set environment variable %1").arg(key));
        m_writing = false;
    }
    if (!ok)
        QTimer::singleShot(0, this, [this] { rebuild(); });
}

void PropertiesPanel::addEnvironmentVariable()
{
    if (!m_document)
        return;
    QString name = QStringLiteral("NAME");
    for (int i = 2; m_envKeys.contains(name); ++i)
        name = QStringLiteral("NAME_%1").arg(i);
    const int row = int(m_envKeys.size());
    if (!m_document->setScalar({QStringLiteral("jobs"), m_step, QStringLiteral("environment_variables"), name},
                               QString(), tr("Add environment variable %1").arg(name)))
        return;
    if (m_pending)
        rebuild();
    if (m_envTable && row < m_envTable->rowCount()) {
        m_envTable->setFocus();
        m_envTable->setCurrentCell(row, 0);
        m_envTable->editItem(m_envTable->item(row, 0));
    }
}

void PropertiesPanel::removeEnvironmentVariable()
{
    if (!m_document || !m_envTable)
        return;
    const int row = m_envTable->currentRow();
    if (row < 0 || row >= m_envKeys.size())
        return;
    const QStringList base {QStringLiteral("jobs"), m_step, QStringLiteral("environment_variables")};
    if (m_envKeys.size() == 1)
        m_document->remove(base, tr("Remove environment variable %1").arg(m_envKeys.at(row)));
    else
        m_document->remove(base + QStringList {m_envKeys.at(row)},
                           tr("Remove environment variable %1").arg(m_envKeys.at(row)));
}

void PropertiesPanel::buildParallel(const Step& s)
{
    QFormLayout* form = addSection(tr("Parallel"), QStringLiteral("parallelSection"));
    form->setRowWrapPolicy(QFormLayout::WrapAllRows); // long labels and their explanations get the full width
    const ParallelSettings& p = s.parallel;
    auto intRow = [&](const QString& label, const QString& field, const QStringList& path, const Field& value,
                      double min, double max, bool hasMax, const QString& def, const QString& help) {
        auto* e = static_cast<QLineEdit*>(lineEditor(field, value.value, Kind::Integer));
        e->setPlaceholderText(tr("default: %1").arg(def));
        Row& row = addRow(form, label, field, path, Kind::Integer, e, help);
        row.hasMin = true;
        row.min = min;
        row.hasMax = hasMax;
        row.max = max;
    };
    auto* mb = static_cast<QLineEdit*>(lineEditor(QStringLiteral("mini_batch_size"), p.miniBatchSize.value, Kind::MiniBatch));
    mb->setPlaceholderText(tr("default: %1").arg(1));
    addRow(form, tr("Mini-batch size"), QStringLiteral("mini_batch_size"), {QStringLiteral("mini_batch_size")},
           Kind::MiniBatch, mb,
           tr("Files per mini-batch for a file input; for tabular data an approximate size such as 10kb or 100mb."));
    intRow(tr("Processes per instance"), QStringLiteral("max_concurrency_per_instance"),
           {QStringLiteral("max_concurrency_per_instance")}, p.maxConcurrencyPerInstance, 1, 0, false,
           QStringLiteral("1"), tr("Worker processes on each node; each runs one mini-batch at a time."));
    intRow(tr("Mini-batch error threshold"), QStringLiteral("mini_batch_error_threshold"),
           {QStringLiteral("mini_batch_error_threshold")}, p.miniBatchErrorThreshold, -1, 0, false,
           QStringLiteral("-1"), tr("Failed mini-batches allowed before the step fails; -1 ignores all failures."));
    intRow(tr("Item error threshold"), QStringLiteral("error_threshold"), {QStringLiteral("error_threshold")},
           p.errorThreshold, -1, 0, false, QStringLiteral("-1"),
           tr("Failed items (items run() did not return) allowed before the step fails; -1 ignores all failures."));
    intRow(tr("Maximum retries"), QStringLiteral("retry_settings.max_retries"),
           {QStringLiteral("retry_settings"), QStringLiteral("max_retries")}, p.maxRetries, 0, 0, false,
           QStringLiteral("2"), tr("Times a failed or timed-out mini-batch is tried again before it counts as failed."));
    intRow(tr("Timeout (seconds)"), QStringLiteral("retry_settings.timeout"),
           {QStringLiteral("retry_settings"), QStringLiteral("timeout")}, p.retryTimeout, 1, 259200, true,
           QStringLiteral("60"), tr("Seconds one run() call may take (1 to 259200); a slower call is stopped and retried."));
    auto* level = new QComboBox(m_content);
    level->addItem(tr("(not set: INFO)"), QString());
    for (const char* l : {"DEBUG", "INFO", "WARNING"})
        level->addItem(QLatin1String(l), QLatin1String(l));
    if (p.loggingLevel && level->findData(p.loggingLevel.value) < 0)
        level->addItem(p.loggingLevel.value, p.loggingLevel.value);
    level->setCurrentIndex(qMax(0, level->findData(p.loggingLevel.value)));
    connect(level, &QComboBox::activated, this,
            [this, level](int i) { commit(QStringLiteral("logging_level"), level->itemData(i).toString()); });
    Row& row = addRow(form, tr("Logging level"), QStringLiteral("logging_level"), {QStringLiteral("logging_level")},
                      Kind::Enum, level, tr("Level of the log files the step's own code writes."));
    row.enumValues = {QStringLiteral("DEBUG"), QStringLiteral("INFO"), QStringLiteral("WARNING")};
}

// ----- validation and writing ------------------------------------------------------------------------------------

QString PropertiesPanel::validate(const Row& row, const QString& input) const
{
    const QString text = input.trimmed();
    if (row.kind == Kind::Name) {
        if (text.isEmpty())
            return tr("A step needs a name.");
        if (!identifierOk(text))
            return tr("Use letters, digits and “_”, starting with a letter or “_”.");
        if (text != m_step && m_document && m_document->spec().step(text))
            return tr("Another step is already called “%1”.").arg(text);
        return QString();
    }
    if (text.isEmpty())
        return QString();
    if (isBinding(text))
        return text.endsWith(QLatin1String("}}")) ? QString() : tr("A binding ends with “}}”.");
    auto rangeMessage = [&]() -> QString {
        const QString lo = QString::number(row.min, 'g', 15), hi = QString::number(row.max, 'g', 15);
        if (row.hasMin && row.hasMax)
            return tr("Enter a value from %1 to %2.").arg(lo, hi);
        if (row.hasMin)
            return tr("Enter %1 or more.").arg(lo);
        return tr("Enter %1 or less.").arg(hi);
    };
    switch (row.kind) {
    case Kind::Integer: {
        bool ok = false;
        const qlonglong v = text.toLongLong(&ok);
        if (!ok)
            return tr("Enter a whole number.");
        if ((row.hasMin && v < row.min) || (row.hasMax && v > row.max))
            return rangeMessage();
        break;
    }
    case Kind::Number: {
        bool ok = false;
        const double v = text.toDouble(&ok);
        if (!ok)
            return tr("Enter a number.");
        if ((row.hasMin && v < row.min) || (row.hasMax && v > row.max))
            return rangeMessage();
        break;
    }
    case Kind::Boolean:
        if (text.compare(QLatin1String("true"), Qt::CaseInsensitive) != 0
            && text.compare(QLatin1String("false"), Qt::CaseInsensitive) != 0)
            return tr("Enter true or false.");
        break;
    case Kind::MiniBatch: {
        QString error;
        const qint64 v = parseMiniBatchSize(text, &error);
        if (v < 0)
            return error.isEmpty() ? tr("Enter a number of files, or a size such as 10kb or 100mb.") : error;
        if (v == 0)
            return tr("Enter 1 or more.");
        break;
    }
    default:
        break;
    }
    if (!row.enumValues.isEmpty() && !row.enumValues.contains(text))
        return tr("Choose one of: %1.").arg(row.enumValues.join(QStringLiteral(", ")));
    return QString();
}

void PropertiesPanel::commit(const QString& field, const QString& input)
{
    auto it = m_rows.find(field);
    if (it == m_rows.end() || !m_document)
        return;
    Row& row = *it;
    const QString error = validate(row, input);
    setRowMessage(row, error, true);
    if (!error.isEmpty())
        return;
    const QString text = input.trimmed();
    const QStringList path = QStringList {QStringLiteral("jobs"), m_step} + row.path;
    const QString label = tr("Edit %1 of %2").arg(field, m_step);
    const yaml::Node* node = m_document->nodeAt(path);
    m_writing = true;
    if (text.isEmpty()) {
        if (node)
            m_document->remove(path, label);
    } else if (node || isBinding(text)
               || (row.kind != Kind::Integer && row.kind != Kind::Number && row.kind != Kind::Boolean
                   && row.kind != Kind::MiniBatch)) {
        m_document->setScalar(path, text, label);
    } else {
        // a new typed value is written unquoted (an integer stays an integer)
        bool isInt = false;
        text.toLongLong(&isInt);
        const bool plain = row.kind == Kind::Boolean || row.kind == Kind::Number || isInt;
        if (plain)
            m_document->setValue(path, yaml::Value::raw(text.toStdString()), label);
        else
            m_document->setScalar(path, text, label);
    }
    m_writing = false;
}

void PropertiesPanel::setRowMessage(Row& row, const QString& message, bool isError)
{
    row.invalid = isError && !message.isEmpty();
    row.message->setText(message);
    row.message->setVisible(!message.isEmpty());
    const QColor colour = isError ? QColor(0xc4, 0x2b, 0x1c) : QColor(0x9d, 0x5d, 0x00);
    row.message->setStyleSheet(QStringLiteral("color: %1;").arg(colour.name()));
    row.editor->setStyleSheet(row.invalid ? invalidStyle() : QString());
    row.editor->setProperty("pwInvalid", row.invalid);
    row.editor->setToolTip(row.invalid ? message : row.editor->property("pwValueTip").toString());
}

void PropertiesPanel::updateDiagnostics()
{
    if (!m_document || m_step.isEmpty() || !m_stepProblems)
        return;
    QHash<QString, QStringList> perField;
    QHash<QString, bool> hasError;
    QStringList other;
    for (const Diagnostic& d : m_document->diagnostics()) {
        if (d.step != m_step)
            continue;
        QString best;
        for (const QString& f : std::as_const(m_order)) {
            if (d.field == f) {
                best = f;
                break;
            }
            if (d.field.startsWith(f + QLatin1Char('.')) && f.size() > best.size())
                best = f;
            else if (best.isEmpty() && f.startsWith(d.field + QLatin1Char('.')))
                best = f;
        }
        if (d.field.isEmpty() || best.isEmpty()) {
            other << d.message;
            continue;
        }
        perField[best] << d.message;
        if (d.severity == Severity::Error)
            hasError[best] = true;
    }
    for (Row& row : m_rows) {
        if (row.invalid)
            continue; // the user's own invalid value is what the field shows
        const QStringList messages = perField.value(row.field);
        row.message->setText(messages.join(QLatin1Char('\n')));
        row.message->setVisible(!messages.isEmpty());
        const QColor colour = hasError.value(row.field) ? QColor(0xc4, 0x2b, 0x1c) : QColor(0x9d, 0x5d, 0x00);
        row.message->setStyleSheet(QStringLiteral("color: %1;").arg(colour.name()));
        row.editor->setStyleSheet(hasError.value(row.field) ? invalidStyle() : QString());
    }
    m_stepProblems->setText(other.join(QLatin1Char('\n')));
    m_stepProblems->setStyleSheet(QStringLiteral("color: #9d5d00;"));
    m_stepProblems->setVisible(!other.isEmpty());
}

// ----- access ----------------------------------------------------------------------------------------------------

QWidget* PropertiesPanel::editorFor(const QString& field) const
{
    if (auto it = m_rows.constFind(field); it != m_rows.cend())
        return it->editor;
    // the nearest enclosing or enclosed field
    QString best;
    for (const QString& f : m_order)
        if ((field.startsWith(f + QLatin1Char('.')) && f.size() > best.size())
            || (best.isEmpty() && f.startsWith(field + QLatin1Char('.'))))
            best = f;
    return best.isEmpty() ? nullptr : m_rows.value(best).editor;
}

QString PropertiesPanel::messageFor(const QString& field) const
{
    auto it = m_rows.constFind(field);
    return (it != m_rows.cend() && it->message->isVisibleTo(m_content)) ? it->message->text() : QString();
}

bool PropertiesPanel::focusField(const QString& field)
{
    if (m_pending)
        rebuild();
    QWidget* e = editorFor(field);
    if (!e)
        return false;
    m_scroll->ensureWidgetVisible(e);
    e->setFocus(Qt::OtherFocusReason);
    if (auto* le = qobject_cast<QLineEdit*>(e))
        le->selectAll();
    return true;
}

} // namespace pw
