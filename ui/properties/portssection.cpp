// SPDX-License-Identifier: MIT
// The Inputs and Outputs sections of the Properties panel.

#include "propertiespanel.h"

#include "azuremlvalues.h"
#include "pipelinedocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace pw {

void PropertiesPanel::buildInputs(const Step& s)
{
    const QStringList names = s.inputNames();
    QFormLayout* form = addSection(tr("Inputs"), QStringLiteral("inputsSection"));
    // each value under its name: bindings (${{parent.inputs.…}}) and paths get the width of the dock
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
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
        if (kind == Kind::Boolean && !startsWithBinding(value)) {
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
        if (kind == Kind::Enum && !startsWithBinding(value)) {
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
            row.rule.choices = decl->enumValues;
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
                row.rule.min = decl->min.value.toDouble(&ok);
                row.rule.hasMin = ok;
            }
            if (decl->max) {
                row.rule.max = decl->max.value.toDouble(&ok);
                row.rule.hasMax = ok;
            }
            row.rule.choices = decl->enumValues;
        }
    }
}

void PropertiesPanel::buildOutputs(const Step& s)
{
    const QStringList names = s.outputNames();
    if (names.isEmpty())
        return;
    QFormLayout* form = addSection(tr("Outputs"), QStringLiteral("outputsSection"));
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
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
        for (const QString& m : azureml::jobOutputModes())
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

} // namespace pw
