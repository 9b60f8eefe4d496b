// SPDX-License-Identifier: MIT
// The Properties panel: the step it shows, building its form, the document's problems at the fields.

#include "propertiespanel.h"

#include "wraplabel.h"

#include "pipelinedocument.h"
#include "propertiescommon.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace pw {

using namespace properties;

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

PropertiesPanel::~PropertiesPanel()
{
    // closing the window (~QWidget) moves the focus, and the signal must not reach a panel half taken apart
    disconnect(qApp, &QApplication::focusChanged, this, &PropertiesPanel::onFocusChanged);
}

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
    // a wheel over a choice or a number that is not being edited scrolls the panel; it never changes the value
    if (event->type() == QEvent::Wheel) {
        auto* w = qobject_cast<QWidget*>(watched);
        if (w && !w->hasFocus() && (qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSpinBox*>(w))) {
            QCoreApplication::sendEvent(m_scroll->verticalScrollBar(), event);
            event->accept();
            return true;
        }
    }
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

DocumentField PropertiesPanel::stepField(const QStringList& path) const
{
    if (!m_document || m_step.isEmpty())
        return {};
    return m_document->field(QStringList {QStringLiteral("jobs"), m_step} + path);
}

QString PropertiesPanel::scalarAt(const QStringList& path) const
{
    const DocumentField f = stepField(path);
    return f.isScalar() ? f.text : QString();
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

QString PropertiesPanel::inEffectPlaceholder(const ResolvedValue& value, const QString& key, const QString& serviceDefault) const
{
    const ResolvedValue v = key.isEmpty() ? value : value.at(key);
    if (v.origin == ValueOrigin::Component && v.isSet() && !v.text().isEmpty())
        return tr("component: %1").arg(v.text());
    return serviceDefault.isEmpty() ? QString() : tr("default: %1").arg(serviceDefault);
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
    m_resolved = s ? resolveStep(m_document->spec(), *s) : ResolvedStep();
    if (!s) {
        m_placeholder = new WrapLabel(m_document ? tr("Select a step to see and edit its settings.")
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
    // the wheel scrolls the form: a choice or a number changes by it only while it has the focus (and the wheel
    // does not give it the focus)
    for (QWidget* w : m_content->findChildren<QWidget*>()) {
        if (qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSpinBox*>(w)) {
            w->setFocusPolicy(Qt::StrongFocus);
            w->installEventFilter(this);
        }
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

// ----- the document's problems -----------------------------------------------------------------------------------

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
    bool moved = false; // a message appeared, went or changed
    for (Row& row : m_rows) {
        if (row.invalid)
            continue; // the user's own invalid value is what the field shows
        QStringList messages = perField.value(row.field);
        // what the panel itself can tell: a folder or file that is not there
        if (const QString warning = warningFor(row, editorText(row)); !warning.isEmpty() && !messages.contains(warning))
            messages << warning;
        const QString text = messages.join(QLatin1Char('\n'));
        moved = moved || row.message->text() != text || row.message->isHidden() != messages.isEmpty();
        row.message->setText(text);
        row.message->setVisible(!messages.isEmpty());
        const QColor colour = hasError.value(row.field) ? QColor(0xc4, 0x2b, 0x1c) : QColor(0x9d, 0x5d, 0x00);
        row.message->setStyleSheet(QStringLiteral("color: %1;").arg(colour.name()));
        row.editor->setStyleSheet(hasError.value(row.field) ? invalidStyle() : QString());
    }
    const QString otherText = other.join(QLatin1Char('\n'));
    moved = moved || m_stepProblems->text() != otherText || m_stepProblems->isHidden() != other.isEmpty();
    m_stepProblems->setText(otherText);
    m_stepProblems->setStyleSheet(QStringLiteral("color: #9d5d00;"));
    m_stepProblems->setVisible(!other.isEmpty());
    if (moved)
        relayout();
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
