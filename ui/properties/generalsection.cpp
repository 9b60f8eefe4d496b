// SPDX-License-Identifier: MIT
// The General section of the Properties panel: name, display name, description, type, component.

#include "propertiespanel.h"

#include "pipelinedocument.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace pw {

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

void PropertiesPanel::connectRename(QLineEdit* edit, const QString& field)
{
    // typing shows what is wrong with the name; leaving the field renames the step
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
}

} // namespace pw
