// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>

/// How the studio reaches an Azure ML workspace: its ARM id, the cloud (or a private cloud's endpoints) and the way
/// to sign in. Kept in the settings without any secret: a service principal's secret stays in the system keychain
/// (or, where none runs, in the process's memory only).
namespace pw {

struct WorkspaceConnection
{
    QString workspaceId; // /subscriptions/…/resourceGroups/…/providers/Microsoft.MachineLearningServices/workspaces/NAME
    QString cloud = QStringLiteral("AzureCloud"); // AzureCloud, AzureChinaCloud, AzureUSGovernment, custom
    QString armEndpoint; // custom cloud
    QString loginEndpoint; // custom cloud
    QString auth = QStringLiteral("cli"); // cli, env, service-principal, managed-identity, device-code
    QString tenant; // service principal, device code
    QString clientId; // service principal, user-assigned managed identity

    /// The workspace's name (the last part of its id).
    QString workspaceName() const;
    /// Why the connection cannot be used (empty when it can): an id that is not a workspace's, a custom cloud
    /// without https endpoints (http only to loopback), a service principal without tenant or client id.
    QString problem() const;

    QVariantMap toVariant() const;
    static WorkspaceConnection fromVariant(const QVariantMap& map);
    bool operator==(const WorkspaceConnection& other) const = default;
};

/// A workspace the signed-in account can see (Subscriptions_List, then Workspaces_ListBySubscription).
struct WorkspaceEntry
{
    QString id; // the ARM id
    QString name;
    QString resourceGroup;
    QString subscriptionId;
    QString subscriptionName;
    QString location;
    QString kind; // Default, Hub, Project, FeatureStore
};
/// What listing the workspaces brought: those found, and what could not be read (per subscription), in words.
struct WorkspaceListing
{
    QList<WorkspaceEntry> workspaces;
    QStringList errors;
};

/// A workspace's id from an Azure ML config.json, as azure-ai-ml's MLClient.from_config reads it:
/// `subscription_id`, `resource_group` and `workspace_name` (or a `Scope` that is the whole id). Empty with `error`
/// set (naming what is missing or why the text is not read) otherwise.
QString workspaceIdFromConfigJson(const QByteArray& json, QString* error);

/// The connections kept in the settings (key "azure/workspaces"), and writing them back.
QList<WorkspaceConnection> savedWorkspaceConnections();
void saveWorkspaceConnections(const QList<WorkspaceConnection>& connections);

} // namespace pw
