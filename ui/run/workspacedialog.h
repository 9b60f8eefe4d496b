// SPDX-License-Identifier: MIT
#pragma once

#include "workspaceconnection.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

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

private:
    void update();

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
