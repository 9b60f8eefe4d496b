// SPDX-License-Identifier: MIT
#include "propertiespanel.h"

#include "pipelinedocument.h"
#include "validator.h"
#include "yamltree.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace pw {

namespace {

const char* const FieldProperty = "pwField";
// the base image an inline environment gets when a conda file is picked and no image is set yet
const char* const DefaultImage = "mcr.microsoft.com/azureml/openmpi4.1.0-ubuntu20.04:latest";

bool isBinding(const QString& text)
{
    return text.trimmed().startsWith(QLatin1String("${{"));
}

QString invalidStyle()
{
    return QStringLiteral("QLineEdit, QComboBox, QPlainTextEdit { border: 1px solid #c42b1c; border-radius: 2px; "
                          "padding: 1px 2px; }");
}

bool identifierOk(const QString& name)
{
    static const QRegularExpression ident(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return ident.match(name).hasMatch();
}

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

/// Every "${{" is closed by "}}" before the next one opens.
bool bindingsClosed(const QString& text)
{
    qsizetype from = 0;
    while ((from = text.indexOf(QLatin1String("${{"), from)) >= 0) {
        const qsizetype close = text.indexOf(QLatin1String("}}"), from + 3);
        const qsizetype next = text.indexOf(QLatin1String("${{"), from + 3);
        if (close < 0 || (next >= 0 && next < close))
            return false;
        from = close + 2;
    }
    return true;
}

/// Quotes are closed the way a shell reads them ('…' literally, "…" with backslash escapes).
bool quotesClosed(const QString& text)
{
    QChar quote;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quote.isNull()) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == QLatin1Char('"') || c == QLatin1Char('\''))
                quote = c;
        } else if (c == quote) {
            quote = QChar();
        } else if (c == QLatin1Char('\\') && quote == QLatin1Char('"')) {
            ++i;
        }
    }
    return quote.isNull();
}

/// A value that names a local file or folder (not an asset, a URL or a binding); "file:" is dropped.
QString localPathOf(const QString& value)
{
    QString t = value.trimmed();
    if (t.isEmpty() || isBinding(t) || t.startsWith(QLatin1String("azureml:")) || t.contains(QLatin1String("://"))
        || t.startsWith(QLatin1String("git+")))
        return QString();
    if (t.startsWith(QLatin1String("file:")))
        t = t.mid(5);
    return t;
}

/// A path relative to base, written the way pipeline files write them ("./src", "../data").
QString relativeFrom(const QString& base, const QString& absolute)
{
    QString rel = QDir(base).relativeFilePath(absolute);
    if (rel.isEmpty() || rel == QLatin1String("."))
        return QStringLiteral(".");
    if (!rel.startsWith(QLatin1String("..")) && !QDir::isAbsolutePath(rel))
        rel.prepend(QLatin1String("./"));
    return rel;
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

void PropertiesPanel::setComputeKinds(const QHash<QString, QString>& kinds)
{
    QHash<QString, QString> lower;
    for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
        lower.insert(it.key(), it.value().trimmed().toLower());
    if (lower == m_computeKinds)
        return;
    m_computeKinds = lower;
    if (editorHasFocus())
        m_pending = true; // shown once the user leaves the field
    else
        rebuild();
}

void PropertiesPanel::setPathChooser(PathChooser chooser)
{
    m_chooser = std::move(chooser);
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
    refreshSoon();
}

void PropertiesPanel::refreshSoon()
{
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

bool PropertiesPanel::eventFilter(QObject* watched, QEvent* event)
{
    // a multi-line field left empty removes its key, once the user leaves it (as a line edit does)
    if (event->type() == QEvent::FocusOut && !m_writing) {
        if (auto* edit = qobject_cast<QPlainTextEdit*>(watched)) {
            const QString field = edit->property(FieldProperty).toString();
            const auto it = m_rows.constFind(field);
            if (it != m_rows.cend() && it->editor == edit && edit->toPlainText().trimmed().isEmpty())
                commit(field, QString());
        }
    }
    return QWidget::eventFilter(watched, event);
}

// ----- reading the step ------------------------------------------------------------------------------------------

const yaml::Node* PropertiesPanel::stepNode(const QStringList& path) const
{
    if (!m_document || m_step.isEmpty())
        return nullptr;
    return m_document->nodeAt(QStringList {QStringLiteral("jobs"), m_step} + path);
}

QString PropertiesPanel::scalarAt(const QStringList& path) const
{
    const yaml::Node* n = stepNode(path);
    return n && n->isScalar() ? qs(n->value) : QString();
}

QString PropertiesPanel::baseDir() const
{
    if (!m_document || m_document->filePath().isEmpty())
        return QDir::currentPath();
    return QFileInfo(m_document->filePath()).absolutePath();
}

QString PropertiesPanel::computeKind(const Step& s) const
{
    ComputeRef c = s.compute;
    if (c.kind == ComputeRef::Kind::Default && m_document)
        c = m_document->spec().settings.defaultCompute;
    switch (c.kind) {
    case ComputeRef::Kind::Serverless: return QStringLiteral("serverless");
    case ComputeRef::Kind::Local: return QStringLiteral("local");
    case ComputeRef::Kind::Named: return m_computeKinds.value(c.name);
    default: return QString();
    }
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
                                              const QString& help, QWidget* cellContent)
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
    v->addWidget(cellContent ? cellContent : editor);
    row.message = new QLabel(cell);
    row.message->setWordWrap(true);
    row.message->setObjectName(QStringLiteral("fieldMessage"));
    row.message->hide();
    v->addWidget(row.message);
    auto* l = new QLabel(label, form->parentWidget());
    l->setBuddy(editor);
    if (!help.isEmpty()) {
        auto* h = new QLabel(help, cell);
        h->setWordWrap(true);
        QFont f = h->font();
        f.setPointSizeF(f.pointSizeF() * 0.9);
        h->setFont(f);
        h->setForegroundRole(QPalette::PlaceholderText);
        v->addWidget(h);
        // the explanation is also one hover (or Shift+F1) away
        editor->setWhatsThis(help);
        editor->setAccessibleDescription(help);
        l->setToolTip(help);
        if (editor->property("pwValueTip").toString().isEmpty()) {
            editor->setProperty("pwValueTip", help);
            editor->setToolTip(help);
        }
    }
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

QWidget* PropertiesPanel::scriptEditor(const QString& field, const QString& value)
{
    auto* edit = new QPlainTextEdit(m_content);
    edit->setPlainText(value);
    edit->setTabChangesFocus(true); // the form stays usable with the keyboard alone
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    const int lines = qBound(3, int(value.count(QLatin1Char('\n'))) + 2, 8);
    edit->setFixedHeight(QFontMetrics(edit->font()).lineSpacing() * lines + 2 * edit->frameWidth()
                         + int(edit->document()->documentMargin() * 2) + 2);
    edit->installEventFilter(this);
    connect(edit, &QPlainTextEdit::textChanged, this, [this, field, edit] {
        const QString text = edit->toPlainText();
        if (!text.trimmed().isEmpty())
            commit(field, text);
        else if (auto it = m_rows.find(field); it != m_rows.end())
            setRowMessage(*it, QString(), true);
    });
    return edit;
}

QPushButton* PropertiesPanel::browseButton(const QString& field, Browse browse)
{
    auto* b = new QPushButton(tr("Browse…"), m_content);
    b->setObjectName(QStringLiteral("browse:") + field);
    b->setToolTip(browse == Browse::Folder ? tr("Choose a local folder")
                                           : (browse == Browse::Environment ? tr("Choose a conda file or an environment definition")
                                                                            : tr("Choose a local file")));
    connect(b, &QPushButton::clicked, this, [this, field, browse] { this->browse(field, browse); });
    return b;
}

PropertiesPanel::Row& PropertiesPanel::textRow(QFormLayout* form, const QString& label, const QString& field,
                                               const QStringList& path, Kind kind, const QString& help,
                                               const QString& placeholder, Browse browse)
{
    const yaml::Node* node = stepNode(path);
    const bool structured = node && (node->isMap() || node->isSeq());
    const QString value = node && node->isScalar() ? qs(node->value) : QString();
    QWidget* editor = kind == Kind::Script ? scriptEditor(field, value) : lineEditor(field, value, kind);
    const QString shownPlaceholder = structured ? tr("(a list or mapping: edit it in the YAML source)") : placeholder;
    if (auto* le = qobject_cast<QLineEdit*>(editor))
        le->setPlaceholderText(shownPlaceholder);
    else if (auto* pe = qobject_cast<QPlainTextEdit*>(editor))
        pe->setPlaceholderText(shownPlaceholder);
    if (structured) {
        editor->setProperty("pwAlwaysReadOnly", true);
        editor->setEnabled(false);
    }
    QWidget* content = nullptr;
    if (browse != Browse::None) {
        content = new QWidget(m_content);
        auto* h = new QHBoxLayout(content);
        h->setContentsMargins(0, 0, 0, 0);
        h->addWidget(editor, 1);
        QPushButton* b = browseButton(field, browse);
        if (structured)
            b->setProperty("pwAlwaysReadOnly", true);
        h->addWidget(b);
    }
    return addRow(form, label, field, path, kind, editor, help, content);
}

PropertiesPanel::Row& PropertiesPanel::enumRow(QFormLayout* form, const QString& label, const QString& field,
                                               const QStringList& path, const QList<QPair<QString, QString>>& choices,
                                               const QString& unsetText, const QString& help, Kind kind)
{
    auto* combo = new QComboBox(m_content);
    combo->addItem(unsetText, QString());
    QStringList values;
    for (const auto& c : choices) {
        combo->addItem(c.second, c.first);
        values << c.first;
    }
    const QString current = scalarAt(path).trimmed();
    int index = 0;
    if (!current.isEmpty()) {
        index = -1;
        for (int i = 1; i < combo->count() && index < 0; ++i)
            if (combo->itemData(i).toString().compare(current, Qt::CaseInsensitive) == 0)
                index = i; // "spot" is Spot: choosing it again keeps the file's spelling
        if (index > 0 && combo->itemData(index).toString() != current)
            combo->setItemData(index, current);
        if (index < 0) {
            combo->addItem(current, current);
            index = combo->count() - 1;
        }
    }
    combo->setCurrentIndex(index);
    connect(combo, &QComboBox::activated, this, [this, field, combo](int i) { commit(field, combo->itemData(i).toString()); });
    Row& row = addRow(form, label, field, path, kind, combo, help);
    row.enumValues = values;
    if (index > 0 && !values.contains(current))
        row.enumValues << current; // written differently (or unknown): the validator has its say on the value
    return row;
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
        else if (auto* pe = qobject_cast<QPlainTextEdit*>(f))
            cursor = pe->textCursor().position();
    }
    const int scroll = m_scroll->verticalScrollBar()->value();

    m_pending = false;
    m_created = Creation();
    m_rows.clear();
    m_order.clear();
    m_tables.clear();
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
    if (s->kind == StepKind::Command)
        buildCommand(*s);
    buildInputs(*s);
    buildOutputs(*s);
    buildCompute(*s);
    if (s->kind == StepKind::Command)
        buildDistribution(*s);
    buildMapTable(tr("Environment variables"), QStringLiteral("environment"), QStringLiteral("environment_variables"),
                  true, QString());
    buildMapTable(tr("Tags"), QStringLiteral("tags"), QStringLiteral("tags"), false,
                  tr("Names and values shown with the step's job in Azure ML studio, to find and group runs."));
    if (s->kind == StepKind::Parallel) {
        buildParallel(*s);
        buildTask(*s);
    }
    m_layout->addStretch(1);

    // long choices (a cluster name) must not make the form wider than the dock
    for (QComboBox* combo : m_content->findChildren<QComboBox*>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    const bool readOnly = m_readOnly || !m_document->isParsed() || m_document->isReadOnly();
    for (const Row& row : std::as_const(m_rows))
        if (!row.editor->property("pwAlwaysReadOnly").toBool())
            row.editor->setEnabled(!readOnly);
    for (QAbstractButton* b : m_content->findChildren<QAbstractButton*>())
        if (!b->property("pwAlwaysReadOnly").toBool())
            b->setEnabled(!readOnly);
    if (readOnly) {
        // editors that are part of a field (the cluster name under the compute choice) too
        for (QWidget* w : m_content->findChildren<QWidget*>())
            if (qobject_cast<QLineEdit*>(w) || qobject_cast<QPlainTextEdit*>(w) || qobject_cast<QComboBox*>(w))
                w->setEnabled(false);
    }
    for (const MapTable& t : std::as_const(m_tables))
        t.table->setEditTriggers(readOnly ? QAbstractItemView::NoEditTriggers
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
        if (auto* pe = qobject_cast<QPlainTextEdit*>(e); pe && cursor >= 0) {
            QTextCursor c = pe->textCursor();
            c.setPosition(qMin(cursor, int(pe->toPlainText().size())));
            pe->setTextCursor(c);
        }
    }
}

void PropertiesPanel::buildGeneral(const Step& s)
{
    QFormLayout* form = addSection(tr("General"), QStringLiteral("generalSection"));
    addRow(form, tr("Name"), QStringLiteral("name"), {}, Kind::Name, lineEditor(QStringLiteral("name"), s.name, Kind::Name));
    addRow(form, tr("Display name"), QStringLiteral("display_name"), {QStringLiteral("display_name")}, Kind::Text,
           lineEditor(QStringLiteral("display_name"), s.displayName.value, Kind::Text));
    textRow(form, tr("Description"), QStringLiteral("description"), {QStringLiteral("description")}, Kind::Text,
            tr("What the step does, shown with its job in Azure ML studio."));
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
    if (s.kind == StepKind::Command || s.kind == StepKind::Parallel) {
        const QString componentValue = s.resolved && s.resolved->isDeterministic ? s.resolved->isDeterministic.value : QString();
        enumRow(form, tr("Deterministic"), QStringLiteral("is_deterministic"), {QStringLiteral("is_deterministic")},
                {{QStringLiteral("true"), tr("true: may reuse earlier results")},
                 {QStringLiteral("false"), tr("false: runs every time")}},
                componentValue.isEmpty() ? tr("(not set: true)") : tr("(component: %1)").arg(componentValue),
                tr("When true, a step whose inputs, code and settings are unchanged may reuse the outputs of an earlier "
                   "run instead of running again; false always runs it."),
                Kind::Boolean);
    }
}

void PropertiesPanel::buildCommand(const Step& s)
{
    QFormLayout* form = addSection(tr("Command"), QStringLiteral("commandSection"));
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    const bool inlineDefinition = s.component.kind == ComponentRef::Kind::None;
    if (inlineDefinition || s.command.present)
        textRow(form, tr("Command line"), QStringLiteral("command"), {QStringLiteral("command")}, Kind::Script,
                tr("The shell command the step runs in its code folder; ${{inputs.name}} and ${{outputs.name}} stand "
                   "for the step's inputs and outputs."),
                QStringLiteral("python main.py --data ${{inputs.data}}"));
    if (inlineDefinition || s.code.present)
        textRow(form, tr("Code"), QStringLiteral("code"), {QStringLiteral("code")}, Kind::Folder,
                tr("Local folder uploaded with the step and used as the command's working directory, relative to this "
                   "file."),
                QStringLiteral("./src"), Browse::Folder);
    buildEnvironmentField(form, QStringLiteral("environment"), {QStringLiteral("environment")},
                          inlineDefinition ? tr("Software the command runs with: a registered environment "
                                                "(azureml:name@latest), or a conda file on a Docker image.")
                                           : tr("Replaces the component's environment for this step only; empty: the "
                                                "component's own."));
}

void PropertiesPanel::buildEnvironmentField(QFormLayout* form, const QString& field, const QStringList& path,
                                            const QString& help)
{
    const yaml::Node* env = stepNode(path);
    if (env && env->isMap()) {
        // an inline environment: the image and the conda file are what users change
        textRow(form, tr("Environment image"), field + QStringLiteral(".image"), path + QStringList {QStringLiteral("image")},
                Kind::Text, tr("Docker image of the inline environment; the conda file is installed on top of it."),
                QString::fromLatin1(DefaultImage));
        textRow(form, tr("Conda file"), field + QStringLiteral(".conda_file"),
                path + QStringList {QStringLiteral("conda_file")}, Kind::File,
                tr("Conda specification (channels and dependencies) installed into the image, relative to this file. "
                   "Clear the image and the conda file to name a registered environment instead."),
                QStringLiteral("./conda.yml"), Browse::Environment);
        return;
    }
    textRow(form, tr("Environment"), field, path, Kind::EnvironmentRef, help, QStringLiteral("azureml:name@latest"),
            Browse::Environment);
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
    Row& typeRow = textRow(form, tr("Instance type"), QStringLiteral("resources.instance_type"),
                           {QStringLiteral("resources"), QStringLiteral("instance_type")}, Kind::InstanceType, typeHelp,
                           typePlaceholder);
    typeRow.kubernetes = kubernetes;
    auto* count = static_cast<QLineEdit*>(
        lineEditor(QStringLiteral("resources.instance_count"), s.instanceCount.value, Kind::Integer));
    count->setPlaceholderText(tr("default: %1").arg(1));
    Row& countRow = addRow(form, tr("Instance count"), QStringLiteral("resources.instance_count"),
                           {QStringLiteral("resources"), QStringLiteral("instance_count")}, Kind::Integer, count,
                           tr("Number of nodes the step runs on."));
    countRow.hasMin = true;
    countRow.min = 1;

    // settings of the container and the queue: a local run has neither, so they are offered only when set there
    if (!local || s.shmSize.present)
        textRow(form, tr("Shared memory"), QStringLiteral("resources.shm_size"),
                {QStringLiteral("resources"), QStringLiteral("shm_size")}, Kind::Size,
                tr("Size of /dev/shm in the step's container: a whole number with b, k, m or g, such as 16g. PyTorch "
                   "data loaders with several workers often need more than the default 2g."),
                tr("default: 2g"));
    if (!local || stepNode({QStringLiteral("resources"), QStringLiteral("docker_args")}))
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
        timeout.hasMin = true;
        timeout.min = 1;
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
        row.hasMin = true;
        row.min = min;
    };
    const bool perProcess = type == QLatin1String("mpi") || type == QLatin1String("pytorch");
    if (perProcess || stepNode({QStringLiteral("distribution"), QStringLiteral("process_count_per_instance")}))
        countRow(tr("Processes per node"), QStringLiteral("process_count_per_instance"), 1, tr("default: %1").arg(1),
                 tr("Processes started on each node, usually one per GPU."));
    const bool tensorflow = type == QLatin1String("tensorflow");
    if (tensorflow || stepNode({QStringLiteral("distribution"), QStringLiteral("worker_count")}))
        countRow(tr("Workers"), QStringLiteral("worker_count"), 1, tr("default: the instance count"),
                 tr("TensorFlow workers in all, spread over the nodes."));
    if (tensorflow || stepNode({QStringLiteral("distribution"), QStringLiteral("parameter_server_count")}))
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
        if (m_document->nodeAt(base))
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
            if (m_document->nodeAt(base + QStringList {key}))
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

void PropertiesPanel::buildMapTable(const QString& title, const QString& name, const QString& key, bool identifierKeys,
                                    const QString& help)
{
    QFormLayout* form = addSection(title, name + QStringLiteral("Section"));
    const int index = int(m_tables.size());
    MapTable t;
    t.key = key;
    t.identifierKeys = identifierKeys;
    const yaml::Node* map = stepNode({key});
    QList<QPair<QString, QString>> items;
    if (map && map->isMap())
        for (const yaml::Entry& e : map->entries)
            items.append({qs(e.key->value), e.value->isScalar() ? qs(e.value->value) : QString()});
    t.table = new QTableWidget(int(items.size()), 2, m_content);
    t.table->setObjectName(name + QStringLiteral("Table"));
    t.table->setAccessibleName(title);
    t.table->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    t.table->horizontalHeader()->setStretchLastSection(true);
    t.table->verticalHeader()->hide();
    t.table->setSelectionBehavior(QAbstractItemView::SelectRows);
    t.table->setSelectionMode(QAbstractItemView::SingleSelection);
    if (!help.isEmpty()) {
        t.table->setToolTip(help);
        t.table->setWhatsThis(help);
        t.table->setAccessibleDescription(help);
    }
    int r = 0;
    for (const auto& item : std::as_const(items)) {
        t.keys << item.first;
        t.table->setItem(r, 0, new QTableWidgetItem(item.first));
        auto* value = new QTableWidgetItem(item.second);
        const yaml::Node* v = map->get(item.first.toStdString());
        if (v && (v->isMap() || v->isSeq())) {
            value->setFlags(value->flags() & ~Qt::ItemIsEditable);
            value->setText(tr("(a list or mapping: edit it in the YAML source)"));
        }
        t.table->setItem(r++, 1, value);
    }
    const int rowHeight = t.table->verticalHeader()->defaultSectionSize();
    t.table->setFixedHeight(t.table->horizontalHeader()->sizeHint().height() + rowHeight * qBound(2, r + 1, 8) + 4);
    connect(t.table, &QTableWidget::cellChanged, this,
            [this, index](int row, int column) { commitMapItem(index, row, column); });
    form->addRow(t.table);
    t.message = new QLabel(m_content);
    t.message->setObjectName(name + QStringLiteral("Message"));
    t.message->setWordWrap(true);
    t.message->setStyleSheet(QStringLiteral("color: #c42b1c;"));
    t.message->hide();
    form->addRow(t.message);
    auto* buttons = new QHBoxLayout;
    const bool env = name == QLatin1String("environment");
    auto* add = new QPushButton(tr("Add"), m_content);
    add->setObjectName(env ? QStringLiteral("addEnvironmentVariable") : QStringLiteral("add:") + key);
    auto* remove = new QPushButton(tr("Remove"), m_content);
    remove->setObjectName(env ? QStringLiteral("removeEnvironmentVariable") : QStringLiteral("remove:") + key);
    connect(add, &QPushButton::clicked, this, [this, index] { addMapItem(index); });
    connect(remove, &QPushButton::clicked, this, [this, index] { removeMapItem(index); });
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    form->addRow(buttons);
    if (!help.isEmpty()) {
        auto* h = new QLabel(help, m_content);
        h->setWordWrap(true);
        QFont f = h->font();
        f.setPointSizeF(f.pointSizeF() * 0.9);
        h->setFont(f);
        h->setForegroundRole(QPalette::PlaceholderText);
        form->addRow(h);
    }
    m_tables.append(t);
}

void PropertiesPanel::commitMapItem(int index, int row, int column)
{
    if (!m_document || index < 0 || index >= m_tables.size())
        return;
    MapTable& t = m_tables[index];
    if (row < 0 || row >= t.keys.size())
        return;
    const QStringList base {QStringLiteral("jobs"), m_step, t.key};
    const QString key = t.keys.at(row);
    const QString text = t.table->item(row, column) ? t.table->item(row, column)->text() : QString();
    bool ok = false;
    m_created = Creation();
    if (column == 0) {
        const QString name = text.trimmed();
        if (name == key)
            return;
        QString error;
        if (name.isEmpty())
            error = t.identifierKeys ? tr("A variable needs a name.") : tr("A tag needs a name.");
        else if (t.identifierKeys && !identifierOk(name))
            error = tr("“%1” is not a variable name: use letters, digits and “_”, starting with a letter or “_”.").arg(name);
        else if (t.keys.contains(name))
            error = tr("“%1” is already in the list.").arg(name);
        t.message->setText(error);
        t.message->setVisible(!error.isEmpty());
        if (!error.isEmpty()) {
            const QSignalBlocker block(t.table);
            t.table->item(row, 0)->setText(key); // the name stays what the file says
            return;
        }
        m_writing = true;
        ok = m_document->renameKey(base + QStringList {key}, name,
                                   t.identifierKeys ? tr("Rename environment variable %1").arg(key)
                                                    : tr("Rename tag %1").arg(key));
        m_writing = false;
        if (ok)
            t.keys[row] = name;
    } else {
        t.message->hide();
        const QString label = t.identifierKeys ? tr("Set environment variable %1").arg(key) : tr("Set tag %1").arg(key);
        const QStringList path = base + QStringList {key};
        const yaml::Node* node = m_document->nodeAt(path);
        m_writing = true;
        if (node && node->isScalar() && node->value.empty() && node->style != yaml::Style::Plain)
            // the "" of a new entry: the value is written the way a new one is (plain when it reads back the same)
            ok = m_document->setValue(path, yaml::Value::raw(yaml::renderScalar(text.toStdString(), yaml::ScalarType::String)),
                                      label);
        else
            ok = m_document->setScalar(path, text, label);
        m_writing = false;
    }
    if (!ok)
        QTimer::singleShot(0, this, [this] { rebuild(); });
}

void PropertiesPanel::addMapItem(int index)
{
    if (!m_document || index < 0 || index >= m_tables.size())
        return;
    const MapTable& t = m_tables.at(index);
    const QString stem = t.identifierKeys ? QStringLiteral("NAME") : QStringLiteral("tag");
    QString name = stem;
    for (int i = 2; t.keys.contains(name); ++i)
        name = QStringLiteral("%1_%2").arg(stem).arg(i);
    const int row = int(t.keys.size());
    m_created = Creation();
    if (!m_document->setScalar({QStringLiteral("jobs"), m_step, t.key, name}, QString(),
                               t.identifierKeys ? tr("Add environment variable %1").arg(name)
                                                : tr("Add tag %1").arg(name)))
        return;
    if (m_pending)
        rebuild();
    if (index < m_tables.size() && row < m_tables.at(index).table->rowCount()) {
        QTableWidget* table = m_tables.at(index).table;
        table->setFocus();
        table->setCurrentCell(row, 0);
        table->editItem(table->item(row, 0));
    }
}

void PropertiesPanel::removeMapItem(int index)
{
    if (!m_document || index < 0 || index >= m_tables.size())
        return;
    const MapTable& t = m_tables.at(index);
    const int row = t.table->currentRow();
    if (row < 0 || row >= t.keys.size())
        return;
    m_created = Creation();
    const QString label = t.identifierKeys ? tr("Remove environment variable %1").arg(t.keys.at(row))
                                           : tr("Remove tag %1").arg(t.keys.at(row));
    // the last one takes the map with it
    removeKey({QStringLiteral("jobs"), m_step, t.key, t.keys.at(row)}, label);
}


void PropertiesPanel::buildParallel(const Step& s)
{
    QFormLayout* form = addSection(tr("Parallel"), QStringLiteral("parallelSection"));
    form->setRowWrapPolicy(QFormLayout::WrapAllRows); // long labels and their explanations get the full width
    const ParallelSettings& p = s.parallel;
    textRow(form, tr("Input data"), QStringLiteral("input_data"), {QStringLiteral("input_data")}, Kind::InputBinding,
            tr("The input that is split into mini-batches, such as ${{inputs.data}}: a uri_folder (files) or an mltable "
               "(rows)."),
            QStringLiteral("${{inputs.data}}"));
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

void PropertiesPanel::buildTask(const Step& s)
{
    // a parallel step made from a component runs the component's task
    if (s.component.kind != ComponentRef::Kind::None && !s.parallel.hasTask)
        return;
    QFormLayout* form = addSection(tr("Task"), QStringLiteral("taskSection"));
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    enumRow(form, tr("Task type"), QStringLiteral("task.type"), {QStringLiteral("task"), QStringLiteral("type")},
            {{QStringLiteral("run_function"), QStringLiteral("run_function")},
             {QStringLiteral("model"), QStringLiteral("model")},
             {QStringLiteral("function"), QStringLiteral("function")}},
            tr("(not set)"),
            tr("run_function calls init() once in each process, then run(mini_batch) for every mini-batch of the "
               "entry script."));
    textRow(form, tr("Code"), QStringLiteral("task.code"), {QStringLiteral("task"), QStringLiteral("code")}, Kind::Folder,
            tr("Local folder with the entry script, uploaded with the step; relative to this file."),
            QStringLiteral("./src"), Browse::Folder);
    Row& entry = textRow(form, tr("Entry script"), QStringLiteral("task.entry_script"),
                         {QStringLiteral("task"), QStringLiteral("entry_script")}, Kind::EntryScript,
                         tr("Python file in the code folder that defines init() and run(mini_batch)."),
                         QStringLiteral("score.py"));
    entry.codeField = QStringLiteral("task.code");
    textRow(form, tr("Program arguments"), QStringLiteral("task.program_arguments"),
            {QStringLiteral("task"), QStringLiteral("program_arguments")}, Kind::Script,
            tr("Arguments the entry script reads, such as --model ${{inputs.model}}; options of the parallel runtime "
               "such as --error_threshold go here too."),
            QStringLiteral("--model ${{inputs.model}}"));
    buildEnvironmentField(form, QStringLiteral("task.environment"), {QStringLiteral("task"), QStringLiteral("environment")},
                          tr("Software the entry script runs with: a registered environment (azureml:name@latest), "
                             "or a conda file on a Docker image."));
    textRow(form, tr("Append rows to"), QStringLiteral("task.append_row_to"),
            {QStringLiteral("task"), QStringLiteral("append_row_to")}, Kind::OutputBinding,
            tr("Output that collects what run() returns, one line per item, such as ${{outputs.scores}}; empty: the "
               "results are not gathered."),
            QStringLiteral("${{outputs.result}}"));
}

// ----- files -----------------------------------------------------------------------------------------------------

QString PropertiesPanel::choosePath(const QString& title, const QString& startDir, const QString& filter, bool folder)
{
    if (m_chooser)
        return m_chooser(title, startDir, filter, folder);
    if (folder)
        return QFileDialog::getExistingDirectory(this, title, startDir);
    return QFileDialog::getOpenFileName(this, title, startDir, filter);
}

void PropertiesPanel::browse(const QString& field, Browse browse)
{
    if (browse == Browse::Environment) {
        chooseEnvironmentFile(field);
        return;
    }
    if (!m_document || !m_rows.contains(field))
        return;
    const bool folder = browse == Browse::Folder;
    const QString base = baseDir();
    QString start = base;
    if (const QString current = localPathOf(editorText(m_rows[field])); !current.isEmpty()) {
        const QFileInfo fi(QDir(base).absoluteFilePath(current));
        if (fi.exists())
            start = fi.isDir() ? fi.absoluteFilePath() : fi.absolutePath();
    }
    const QString chosen = choosePath(folder ? tr("Choose a folder") : tr("Choose a file"), start,
                                      tr("All files (*)"), folder);
    if (chosen.isEmpty() || !m_rows.contains(field))
        return;
    const QString rel = relativeFrom(base, chosen);
    if (auto* le = qobject_cast<QLineEdit*>(m_rows[field].editor))
        le->setText(rel);
    commit(field, rel);
    m_created = Creation(); // a pick is an undo step of its own
    refreshSoon();
}

void PropertiesPanel::chooseEnvironmentFile(const QString& field)
{
    if (!m_document || !m_rows.contains(field))
        return;
    // "environment", "task.environment", or the conda file of one of them
    const QString envField = field.endsWith(QLatin1String(".conda_file")) ? field.chopped(11) : field;
    const QStringList envPath = envField == QLatin1String("environment")
        ? QStringList {QStringLiteral("environment")}
        : QStringList {QStringLiteral("task"), QStringLiteral("environment")};
    const QString base = baseDir();
    const QString chosen = choosePath(tr("Choose a conda file or an environment definition"), base,
                                      tr("Conda or environment files (*.yml *.yaml);;All files (*)"), false);
    if (chosen.isEmpty() || !m_rows.contains(field))
        return;
    const QString shown = QDir::toNativeSeparators(chosen);
    auto fail = [&](const QString& message) { setRowMessage(m_rows[field], message, true); };
    QByteArray bytes;
    QString error;
    if (!readFileBytes(chosen, bytes, &error)) {
        fail(error);
        return;
    }
    yaml::Document doc;
    yaml::ParseError parseError;
    if (!yaml::parse(bytes.toStdString(), doc, &parseError) || !doc.root || !doc.root->isMap()) {
        fail(tr("%1:%2:%3: not a YAML mapping: %4")
                 .arg(shown)
                 .arg(parseError.pos.line)
                 .arg(parseError.pos.col)
                 .arg(parseError.message.empty() ? tr("the file is empty or a list") : qs(parseError.message)));
        return;
    }
    QString image;
    QString conda;
    const yaml::Node* root = doc.root.get();
    if (root->get("image") || root->get("conda_file")) {
        // an environment definition: its image and conda file, the latter relative to this pipeline
        if (const yaml::Node* i = root->get("image"); i && i->isScalar())
            image = qs(i->value);
        if (const yaml::Node* c = root->get("conda_file"); c && c->isScalar() && !c->value.empty()) {
            QString path = qs(c->value);
            if (path.startsWith(QLatin1String("file:")))
                path = path.mid(5);
            conda = relativeFrom(base, QFileInfo(chosen).dir().absoluteFilePath(path));
        }
    } else if (root->get("dependencies") || root->get("channels")) {
        conda = relativeFrom(base, chosen);
    } else {
        fail(tr("%1 is neither a conda file (with dependencies:) nor an environment definition (with image:).").arg(shown));
        return;
    }
    const QStringList full = QStringList {QStringLiteral("jobs"), m_step} + envPath;
    const QString label = tr("Set environment of %1").arg(m_step);
    m_created = Creation();
    m_writing = true;
    const yaml::Node* env = m_document->nodeAt(full);
    if (env && env->isMap()) {
        m_document->undoStack()->beginMacro(label);
        if (!image.isEmpty())
            m_document->setScalar(full + QStringList {QStringLiteral("image")}, image, label);
        if (!conda.isEmpty())
            m_document->setScalar(full + QStringList {QStringLiteral("conda_file")}, conda, label);
        m_document->undoStack()->endMacro();
    } else {
        // a reference (or nothing) becomes an inline environment
        yaml::Value v = yaml::Value::mapping();
        v.set("image", yaml::Value::str((image.isEmpty() ? QString::fromLatin1(DefaultImage) : image).toStdString()));
        if (!conda.isEmpty())
            v.set("conda_file", yaml::Value::str(conda.toStdString()));
        m_document->setValue(full, v, label);
    }
    m_writing = false;
    rebuild(); // the environment's own fields replace the reference
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
    // kinds whose text may hold bindings anywhere
    if (row.kind == Kind::Script)
        return bindingsClosed(text) ? QString() : tr("A binding “${{” is not closed with “}}”.");
    if (row.kind == Kind::Arguments) {
        if (!quotesClosed(text))
            return tr("A quotation mark is not closed.");
        return bindingsClosed(text) ? QString() : tr("A binding “${{” is not closed with “}}”.");
    }
    if (row.kind == Kind::InputBinding || row.kind == Kind::OutputBinding) {
        const bool in = row.kind == Kind::InputBinding;
        static const QRegularExpression inRe(QStringLiteral(R"(^\$\{\{\s*inputs\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$)"));
        static const QRegularExpression outRe(QStringLiteral(R"(^\$\{\{\s*outputs\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$)"));
        const auto m = (in ? inRe : outRe).match(text);
        if (!m.hasMatch())
            return in ? tr("Write a binding to one of the step's inputs, such as ${{inputs.data}}.")
                      : tr("Write a binding to one of the step's outputs, such as ${{outputs.result}}.");
        const Step* s = m_document ? m_document->spec().step(m_step) : nullptr;
        const QStringList names = s ? (in ? s->inputNames() : s->outputNames()) : QStringList();
        if (s && !names.contains(m.captured(1)))
            return (in ? tr("The step has no input “%1”; it has: %2.") : tr("The step has no output “%1”; it has: %2."))
                .arg(m.captured(1), names.isEmpty() ? tr("none") : names.join(QStringLiteral(", ")));
        return QString();
    }
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
    case Kind::Size: {
        static const QRegularExpression size(QStringLiteral("^([0-9]+)([bkmgBKMG])$"));
        const auto m = size.match(text);
        if (!m.hasMatch())
            return tr("Write a whole number and a unit (b, k, m or g), such as 2g or 512m.");
        if (m.captured(1).toLongLong() <= 0)
            return tr("The size must be more than 0.");
        break;
    }
    case Kind::InstanceType: {
        static const QRegularExpression vm(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_.-]*$"));
        static const QRegularExpression k8s(QStringLiteral("^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$"));
        if (row.kubernetes && !k8s.match(text).hasMatch())
            return tr("An instance type on Kubernetes is named with lower-case letters, digits, “-” and “.”, such as "
                      "gpu-large.");
        if (!vm.match(text).hasMatch())
            return tr("An instance type is a name of letters, digits, “_”, “-” and “.”, such as Standard_DS3_v2.");
        break;
    }
    case Kind::EntryScript:
        if (!text.endsWith(QLatin1String(".py"), Qt::CaseInsensitive))
            return tr("The entry script is a Python file (.py) in the code folder.");
        if (QDir::isAbsolutePath(text))
            return tr("Write the entry script relative to the code folder.");
        break;
    case Kind::EnvironmentRef: {
        static const QRegularExpression ref(QStringLiteral("^azureml:(//.+|[A-Za-z0-9][A-Za-z0-9_.-]*([:@].+)?)$"));
        if (!ref.match(text).hasMatch())
            return tr("Name a registered environment as azureml:name@latest, azureml:name:version or "
                      "azureml://registries/…; for a local conda file use Browse….");
        break;
    }
    default:
        break;
    }
    if (!row.enumValues.isEmpty() && !row.enumValues.contains(text))
        return tr("Choose one of: %1.").arg(row.enumValues.join(QStringLiteral(", ")));
    return QString();
}

QString PropertiesPanel::warningFor(const Row& row, const QString& input) const
{
    const QString text = localPathOf(input);
    if (text.isEmpty() || !m_document || m_document->filePath().isEmpty())
        return QString();
    const QDir base(baseDir());
    switch (row.kind) {
    case Kind::Folder:
        if (!QFileInfo(base.absoluteFilePath(text)).isDir())
            return tr("There is no folder “%1” next to this pipeline file: the step cannot upload it.").arg(text);
        break;
    case Kind::File:
        if (!QFileInfo(base.absoluteFilePath(text)).isFile())
            return tr("There is no file “%1” next to this pipeline file.").arg(text);
        break;
    case Kind::EntryScript: {
        const auto code = m_rows.constFind(row.codeField);
        const QString folder = code != m_rows.cend() ? localPathOf(editorText(*code)) : QString();
        const QString dir = base.absoluteFilePath(folder);
        if (!folder.isEmpty() && QFileInfo(dir).isDir() && !QFileInfo(QDir(dir).absoluteFilePath(text)).isFile())
            return tr("The code folder “%1” has no “%2”.").arg(folder, text);
        break;
    }
    default:
        break;
    }
    return QString();
}

QString PropertiesPanel::editorText(const Row& row) const
{
    if (auto* le = qobject_cast<QLineEdit*>(row.editor))
        return le->text();
    if (auto* pe = qobject_cast<QPlainTextEdit*>(row.editor))
        return pe->toPlainText();
    if (auto* combo = qobject_cast<QComboBox*>(row.editor))
        return combo->currentData().toString();
    return QString();
}

bool PropertiesPanel::removeKey(const QStringList& path, const QString& label)
{
    // climb while the map above would be left empty, but never above the step's own keys
    QStringList p = path;
    while (p.size() > 3) {
        const yaml::Node* parent = m_document->nodeAt(p.mid(0, p.size() - 1));
        if (!parent || !parent->isMap() || parent->entries.size() != 1)
            break;
        p.removeLast();
    }
    return m_document->nodeAt(p) && m_document->remove(p, label);
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
    QUndoStack* undo = m_document->undoStack();
    // typing into a field whose key did not exist: the key written at the first keystroke is taken back and written
    // again with the whole value, so the typing stays one undo step (as it is for a key that was there)
    const bool typing = !qobject_cast<QComboBox*>(row.editor);
    const bool continuing = typing && m_created.step == m_step && m_created.field == field
        && m_created.index == undo->index() && m_created.text == m_document->text();
    m_created = Creation();
    m_writing = true;
    if (continuing)
        undo->undo();
    const yaml::Node* node = m_document->nodeAt(path);
    if (text.isEmpty()) {
        if (node)
            removeKey(path, label);
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
    if (typing && !node && !text.isEmpty() && m_document->nodeAt(path))
        m_created = {m_step, field, undo->index(), m_document->text()};
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
        QStringList messages = perField.value(row.field);
        // what the panel itself can tell: a folder or file that is not there
        if (const QString warning = warningFor(row, editorText(row)); !warning.isEmpty() && !messages.contains(warning))
            messages << warning;
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
    else if (auto* pe = qobject_cast<QPlainTextEdit*>(e))
        pe->selectAll();
    return true;
}

} // namespace pw
