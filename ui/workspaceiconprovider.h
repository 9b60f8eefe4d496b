// SPDX-License-Identifier: MIT
#pragma once

#include <QFileIconProvider>
#include <QIcon>

namespace pw {

/// Icons for the Workspace tree: folders, pipelines, components, scripts and data.
/// The icons are made up front because the file system model asks for them from its worker thread.
class WorkspaceIconProvider : public QFileIconProvider
{
public:
    WorkspaceIconProvider();

    QIcon icon(IconType type) const override;
    QIcon icon(const QFileInfo& info) const override;

private:
    QIcon m_folder;
    QIcon m_pipeline;
    QIcon m_component;
    QIcon m_script;
    QIcon m_data;
};

} // namespace pw
