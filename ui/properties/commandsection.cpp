// SPDX-License-Identifier: MIT
// The Command section of the Properties panel: command line, code folder and environment.

#include "propertiespanel.h"
#include "fileio.h"

#include "pipelinedocument.h"
#include "propertiescommon.h"
#include "yamltree.h"

#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QUndoStack>

namespace pw {

using namespace properties;

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

// ----- picking an environment file -------------------------------------------------------------------------------

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

} // namespace pw
