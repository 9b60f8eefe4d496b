// SPDX-License-Identifier: MIT
#pragma once

#include <QFileIconProvider>
#include <QIcon>

namespace pw {

/// Icons for the Workspace tree: folders, pipelines, components, scripts and data.
/// The icons are made up front because the file system model asks for them from its worker thread.
/// The type of each file is told from its name: the model asks for it of every file it lists, on the GUI thread,
/// and the base class would look each one up in the MIME database (a column the tree does not show).
class WorkspaceIconProvider : public QFileIconProvider
{
public:
    WorkspaceIconProvider();

    QIcon icon(IconType type) const override;
    QIcon icon(const QFileInfo& info) const override;
    QString type(const QFileInfo& info) const override;

private:
    QIcon m_folder;
    QIcon m_pipeline;
    QIcon m_component;
    QIcon m_script;
    QIcon m_data;
};

} // namespace pw
