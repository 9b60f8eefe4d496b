// SPDX-License-Identifier: MIT
#pragma once

#include "workspaceconnection.h"

#include <QDialog>
#include <QFuture>

#include <functional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace pw {

/// Connect to an Azure ML workspace: its ARM id, the cloud (or a private cloud's endpoints) and how to sign in
/// (the Azure CLI's login, a token from the environment, a service principal, the machine's managed identity, or a
/// device code). Checks what it can before OK; the secret of a service principal is handed over, never saved.
class WorkspaceDialog : public QDialog
{
    Q_OBJECT
public:
    explicit WorkspaceDialog(QWidget* parent = nullptr);
    void setConnection(const WorkspaceConnection& connection);
    WorkspaceConnection connection() const;
    /// The service principal's secret as typed (empty: taken from AZURE_CLIENT_SECRET or the keychain).
    QByteArray secret() const;
    QString problem() const;
    /// Fill the workspace id from an Azure ML config.json (workspaceIdFromConfigJson); false, with the reason shown
    /// in the dialog, when the file does not name a workspace. Nothing else typed is changed.
    bool importConfig(const QString& file);

    /// Connect does this before the dialog closes: the future gives why the connection failed (the dialog stays
    /// open with all that was typed and says why) or nothing (it closes). Without one, Connect only closes it.
    using Connector = std::function<QFuture<QString>(const WorkspaceConnection& connection, const QByteArray& secret)>;
    void setConnector(Connector connector) { m_connector = std::move(connector); }
    /// Offer "List My Workspaces": sign in as set and choose the subscription, resource group and workspace.
    using Browser = std::function<QFuture<WorkspaceListing>(const WorkspaceConnection& signIn, const QByteArray& secret)>;
    void setBrowser(Browser browser);
    /// Show a listing (what the browser's answer does): the three pickers, filled.
    void setListing(const WorkspaceListing& listing);
    /// A connection or a listing is under way.
    bool isBusy() const { return m_busy; }
    QString problemText() const;

Q_SIGNALS:
    /// A listing arrived (or failed).
    void listed();
    /// Connect ended without connecting (the reason is shown).
    void connectFailed(const QString& error);

protected:
    void done(int result) override;

private:
    void update();
    void setBusy(bool busy, const QString& what = QString());
    void fillResourceGroups();
    void fillWorkspaces();
    void showProblem(const QString& text);
    Connector m_connector;
    Browser m_browser;
    WorkspaceListing m_listing;
    bool m_busy = false;
    QPushButton* m_list = nullptr;
    QComboBox* m_subscription = nullptr;
    QComboBox* m_group = nullptr;
    QComboBox* m_workspace = nullptr;
    QLabel* m_status = nullptr;

    QLineEdit* m_id = nullptr;
    QComboBox* m_cloud = nullptr;
    QLineEdit* m_arm = nullptr;
    QLineEdit* m_login = nullptr;
    QComboBox* m_auth = nullptr;
    QLineEdit* m_tenant = nullptr;
    QLineEdit* m_clientId = nullptr;
    QLineEdit* m_secret = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QList<QWidget*> m_customRows;
    QList<QWidget*> m_principalRows;
};

} // namespace pw
