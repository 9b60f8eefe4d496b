// SPDX-License-Identifier: MIT
#include "workspaceiconprovider.h"

#include "icons.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace pw {

WorkspaceIconProvider::WorkspaceIconProvider()
    : m_folder(appIcon(QStringLiteral("folder")))
    , m_pipeline(appIcon(QStringLiteral("step-pipeline")))
    , m_component(appIcon(QStringLiteral("component")))
    , m_script(appIcon(QStringLiteral("step-command")))
    , m_data(appIcon(QStringLiteral("input")))
{
}

QIcon WorkspaceIconProvider::icon(IconType type) const
{
    if (type == Folder || type == Drive)
        return m_folder;
    return QFileIconProvider::icon(type);
}

QIcon WorkspaceIconProvider::icon(const QFileInfo& info) const
{
    if (info.isDir())
        return m_folder;
    const QString suffix = info.suffix().toLower();
    if (suffix == QLatin1String("yml") || suffix == QLatin1String("yaml")) {
        // by convention component definitions live in a components folder
        const QString parent = info.dir().dirName().toLower();
        return parent.contains(QLatin1String("component")) ? m_component : m_pipeline;
    }
    if (suffix == QLatin1String("py"))
        return m_script;
    if (suffix == QLatin1String("csv") || info.fileName() == QLatin1String("MLTable"))
        return m_data;
    return QFileIconProvider::icon(info);
}

QString WorkspaceIconProvider::type(const QFileInfo& info) const
{
    if (info.isDir())
        return QCoreApplication::translate("WorkspaceIconProvider", "Folder");
    const QString suffix = info.suffix().toLower();
    if (suffix == QLatin1String("yml") || suffix == QLatin1String("yaml"))
        return QCoreApplication::translate("WorkspaceIconProvider", "YAML file");
    if (suffix == QLatin1String("py"))
        return QCoreApplication::translate("WorkspaceIconProvider", "Python script");
    if (suffix == QLatin1String("csv"))
        return QCoreApplication::translate("WorkspaceIconProvider", "CSV file");
    if (info.fileName() == QLatin1String("MLTable"))
        return QCoreApplication::translate("WorkspaceIconProvider", "MLTable file");
    return info.suffix().isEmpty()
        ? QCoreApplication::translate("WorkspaceIconProvider", "File")
        : QCoreApplication::translate("WorkspaceIconProvider", "%1 file").arg(info.suffix().toUpper());
}

} // namespace pw
