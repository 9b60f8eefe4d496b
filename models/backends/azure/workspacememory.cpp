// SPDX-License-Identifier: MIT
#include "workspacememory.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QSaveFile>
#include <QStandardPaths>

#include <spdlog/spdlog.h>

namespace pw::azure {

namespace {

// what one workspace keeps at most; past it the oldest half of what it knows is forgotten
constexpr qsizetype MaxCodes = 400;
constexpr qsizetype MaxAssets = 400;

QMutex& fileMutex()
{
    static QMutex m; // submissions of one process (the studio) write one at a time
    return m;
}

QJsonObject readAll()
{
    QFile f(WorkspaceMemory::filePath());
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

QString WorkspaceMemory::filePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/pipewright/azure/workspaces.json");
}

WorkspaceMemory::WorkspaceMemory(const QString& workspace)
    : m_workspace(workspace)
{
    QJsonObject entry;
    {
        QMutexLocker lock(&fileMutex());
        entry = readAll().value(workspace).toObject();
    }
    m_datastore = entry.value(QLatin1String("defaultDatastore")).toString();
    const QJsonObject codes = entry.value(QLatin1String("codes")).toObject();
    for (auto it = codes.begin(); it != codes.end(); ++it)
        m_codes.insert(it.key(), it.value().toString());
    for (const QJsonValue& v : entry.value(QLatin1String("assets")).toArray())
        m_assets.insert(v.toString());
}

void WorkspaceMemory::setDefaultDatastore(const QString& name)
{
    if (m_datastore != name) {
        m_datastore = name;
        m_changed = true;
    }
}

void WorkspaceMemory::setCodeVersion(const QString& codeKey, const QString& armId)
{
    if (armId.isEmpty() || m_codes.value(codeKey) == armId)
        return;
    if (m_codes.size() >= MaxCodes)
        m_codes.clear();
    m_codes.insert(codeKey, armId);
    m_changed = true;
}

void WorkspaceMemory::addAsset(const QString& path)
{
    if (m_assets.contains(path))
        return;
    if (m_assets.size() >= MaxAssets)
        m_assets.clear();
    m_assets.insert(path);
    m_changed = true;
}

void WorkspaceMemory::save()
{
    if (!m_changed)
        return;
    QMutexLocker lock(&fileMutex());
    QJsonObject all = readAll();
    QJsonObject codes;
    for (auto it = m_codes.cbegin(); it != m_codes.cend(); ++it)
        codes.insert(it.key(), it.value());
    QJsonArray assets;
    for (const QString& a : std::as_const(m_assets))
        assets.append(a);
    QJsonObject entry {{QStringLiteral("codes"), codes}, {QStringLiteral("assets"), assets}};
    if (!m_datastore.isEmpty())
        entry.insert(QStringLiteral("defaultDatastore"), m_datastore);
    all.insert(m_workspace, entry);
    const QString path = filePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(all).toJson(QJsonDocument::Compact)) < 0 || !out.commit())
        spdlog::warn("azure: cannot write {}: {}", path.toStdString(), out.errorString().toStdString());
    else
        m_changed = false;
}

} // namespace pw::azure
