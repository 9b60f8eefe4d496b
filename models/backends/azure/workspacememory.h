// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QSet>
#include <QString>

namespace pw::azure {

/// What the submissions to a workspace learnt of it that the next one can act on before the workspace answers, kept
/// between processes (`~/.cache/pipewright/azure/workspaces.json`) and none of it secret: the name of a default
/// datastore that keeps credentials, the code version each local code folder was found or made as, and the anonymous
/// environments and components registered. Every use of it is checked against the workspace's own answers in the
/// same submission; a wrong or old entry costs a request, never a wrong job. One workspace per object, read when
/// made, written by save(); not thread-safe (the submission reads and writes it on its own thread, and gives its
/// other threads a copy of assets()).
class WorkspaceMemory
{
public:
    /// `workspace` names it: its ARM URL (endpoint and path), so that workspaces of test servers never meet.
    explicit WorkspaceMemory(const QString& workspace);

    QString defaultDatastore() const { return m_datastore; }
    void setDefaultDatastore(const QString& name);

    QString codeVersion(const QString& codeKey) const { return m_codes.value(codeKey); }
    void setCodeVersion(const QString& codeKey, const QString& armId);

    bool hasAsset(const QString& path) const { return m_assets.contains(path); }
    QSet<QString> assets() const { return m_assets; }
    void addAsset(const QString& path);

    /// Write what changed (this workspace's entry only; the others as the file holds them now).
    void save();

    /// The file, in the user's cache folder.
    static QString filePath();

private:
    QString m_workspace;
    QString m_datastore;
    QHash<QString, QString> m_codes;
    QSet<QString> m_assets;
    bool m_changed = false;
};

} // namespace pw::azure
