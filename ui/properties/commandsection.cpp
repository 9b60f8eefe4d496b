// SPDX-License-Identifier: MIT
// The Command section of the Properties panel: command line, code folder and environment.

#include "propertiespanel.h"
#include "environmentfile.h"
#include "fileio.h"

#include "pipelinedocument.h"
#include "propertiescommon.h"
#include "undostack.h"

#include <QDir>
#include <QFileInfo>
#include <QFormLayout>

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
    if (stepField(path).isMap()) {
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
    const EnvironmentFile env = readEnvironmentFile(bytes, shown);
    if (env.kind == EnvironmentFile::Kind::Invalid) {
        fail(env.error);
        return;
    }
    // a definition: its image and conda file, the latter relative to this pipeline; a conda file: itself
    const QString image = env.image;
    QString conda;
    if (env.kind == EnvironmentFile::Kind::Definition && !env.condaFile.isEmpty())
        conda = relativeFrom(base, QFileInfo(chosen).dir().absoluteFilePath(env.condaFile));
    else if (env.kind == EnvironmentFile::Kind::Conda)
        conda = relativeFrom(base, chosen);
    const QStringList full = QStringList {QStringLiteral("jobs"), m_step} + envPath;
    const QString label = tr("Set environment of %1").arg(m_step);
    m_created = Creation();
    m_writing = true;
    if (m_document->field(full).isMap()) {
        m_document->undoStack()->beginMacro(label);
        if (!image.isEmpty())
            m_document->setScalar(full + QStringList {QStringLiteral("image")}, image, label);
        if (!conda.isEmpty())
            m_document->setScalar(full + QStringList {QStringLiteral("conda_file")}, conda, label);
        m_document->undoStack()->endMacro();
    } else {
        // a reference (or nothing) becomes an inline environment
        QList<QPair<QString, QString>> v {{QStringLiteral("image"), image.isEmpty() ? QString::fromLatin1(DefaultImage) : image}};
        if (!conda.isEmpty())
            v.append({QStringLiteral("conda_file"), conda});
        m_document->setStringMap(full, v, label);
    }
    m_writing = false;
    rebuild(); // the environment's own fields replace the reference
}

} // namespace pw
