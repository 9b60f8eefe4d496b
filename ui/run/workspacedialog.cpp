// SPDX-License-Identifier: MIT
#include "workspacedialog.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace pw {

WorkspaceDialog::WorkspaceDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("workspaceDialog"));
    setWindowTitle(tr("Connect to an Azure ML Workspace"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Jobs, computes and quota of the workspace then appear beside this machine's: choose "
                                "the workspace in the toolbar's backend selector."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("workspaceId"));
    m_id->setPlaceholderText(QStringLiteral("/subscriptions/…/resourceGroups/…/providers/Microsoft.MachineLearningServices/workspaces/…"));
    m_id->setMinimumWidth(520);
    auto* idRow = new QHBoxLayout;
    idRow->addWidget(m_id, 1);
    auto* import = new QPushButton(tr("From config.json…"), this);
    import->setObjectName(QStringLiteral("workspaceImportConfig"));
    import->setToolTip(tr("Read the workspace from the config.json that Azure ML studio downloads (Download config "
                          "file) and the SDK's MLClient.from_config reads."));
    connect(import, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Workspace config.json"), QString(),
                                                          tr("Azure ML config (config.json *.json)"));
        if (!file.isEmpty())
            importConfig(file);
    });
    idRow->addWidget(import);
    form->addRow(tr("Workspace id:"), idRow);
    m_cloud = new QComboBox(this);
    m_cloud->setObjectName(QStringLiteral("workspaceCloud"));
    m_cloud->addItem(tr("Azure"), QStringLiteral("AzureCloud"));
    m_cloud->addItem(tr("Azure operated by 21Vianet (China)"), QStringLiteral("AzureChinaCloud"));
    m_cloud->addItem(tr("Azure US Government"), QStringLiteral("AzureUSGovernment"));
    m_cloud->addItem(tr("A private cloud (endpoints below)"), QStringLiteral("custom"));
    form->addRow(tr("Cloud:"), m_cloud);
    m_arm = new QLineEdit(this);
    m_arm->setPlaceholderText(QStringLiteral("https://management.example.com"));
    m_login = new QLineEdit(this);
    m_login->setPlaceholderText(QStringLiteral("https://login.example.com"));
    form->addRow(tr("Resource Manager endpoint:"), m_arm);
    form->addRow(tr("Sign-in endpoint:"), m_login);
    m_customRows = {m_arm, m_login};
    m_auth = new QComboBox(this);
    m_auth->setObjectName(QStringLiteral("workspaceAuth"));
    m_auth->addItem(tr("Azure CLI login (az login)"), QStringLiteral("cli"));
    m_auth->addItem(tr("Device code (sign in in a browser)"), QStringLiteral("device-code"));
    m_auth->addItem(tr("Service principal"), QStringLiteral("service-principal"));
    m_auth->addItem(tr("Managed identity of this machine"), QStringLiteral("managed-identity"));
    m_auth->addItem(tr("Token in PIPEWRIGHT_ACCESS_TOKEN"), QStringLiteral("env"));
    form->addRow(tr("Sign in with:"), m_auth);
    m_tenant = new QLineEdit(this);
    m_tenant->setObjectName(QStringLiteral("workspaceTenant"));
    m_tenant->setPlaceholderText(tr("required"));
    m_clientId = new QLineEdit(this);
    m_clientId->setObjectName(QStringLiteral("workspaceClientId"));
    m_secret = new QLineEdit(this);
    m_secret->setEchoMode(QLineEdit::Password);
    m_secret->setPlaceholderText(tr("empty: AZURE_CLIENT_SECRET, or the one kept in the keychain"));
    form->addRow(tr("Tenant:"), m_tenant);
    form->addRow(tr("Client id:"), m_clientId);
    form->addRow(tr("Client secret:"), m_secret);
    m_principalRows = {m_secret};
    layout->addLayout(form);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("workspaceProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("QLabel { color: #a4262c; }"));
    layout->addWidget(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Connect"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit* e : {m_id, m_arm, m_login, m_tenant, m_clientId})
        connect(e, &QLineEdit::textChanged, this, &WorkspaceDialog::update);
    connect(m_cloud, &QComboBox::currentIndexChanged, this, &WorkspaceDialog::update);
    connect(m_auth, &QComboBox::currentIndexChanged, this, &WorkspaceDialog::update);
    update();
}

bool WorkspaceDialog::importConfig(const QString& file)
{
    QFile f(file);
    QString error;
    QString id;
    if (!f.open(QIODevice::ReadOnly))
        error = f.errorString();
    else
        id = workspaceIdFromConfigJson(f.readAll(), &error);
    if (id.isEmpty()) {
        m_problem->setText(tr("%1 cannot be read as a workspace's config.json: %2").arg(QDir::toNativeSeparators(file), error));
        m_problem->setVisible(true);
        return false;
    }
    m_id->setText(id); // what else was typed stays
    return true;
}

void WorkspaceDialog::setConnection(const WorkspaceConnection& c)
{
    m_id->setText(c.workspaceId);
    m_cloud->setCurrentIndex(std::max(0, m_cloud->findData(c.cloud)));
    m_arm->setText(c.armEndpoint);
    m_login->setText(c.loginEndpoint);
    m_auth->setCurrentIndex(std::max(0, m_auth->findData(c.auth)));
    m_tenant->setText(c.tenant);
    m_clientId->setText(c.clientId);
    update();
}

WorkspaceConnection WorkspaceDialog::connection() const
{
    WorkspaceConnection c;
    c.workspaceId = m_id->text().trimmed();
    c.cloud = m_cloud->currentData().toString();
    if (c.cloud == QLatin1String("custom")) {
        c.armEndpoint = m_arm->text().trimmed();
        c.loginEndpoint = m_login->text().trimmed();
    }
    c.auth = m_auth->currentData().toString();
    c.tenant = m_tenant->text().trimmed();
    c.clientId = m_clientId->text().trimmed();
    return c;
}

QByteArray WorkspaceDialog::secret() const
{
    return m_auth->currentData().toString() == QLatin1String("service-principal") ? m_secret->text().toUtf8() : QByteArray();
}

QString WorkspaceDialog::problem() const
{
    return connection().problem();
}

void WorkspaceDialog::update()
{
    auto* form = static_cast<QFormLayout*>(static_cast<QVBoxLayout*>(layout())->itemAt(1)->layout());
    const bool custom = m_cloud->currentData().toString() == QLatin1String("custom");
    const QString auth = m_auth->currentData().toString();
    for (QWidget* w : std::as_const(m_customRows))
        form->setRowVisible(w, custom);
    form->setRowVisible(m_tenant, auth == QLatin1String("service-principal") || auth == QLatin1String("device-code"));
    m_tenant->setPlaceholderText(auth == QLatin1String("device-code")
                                     ? tr("optional: empty signs in to the account's own tenant")
                                     : tr("required: the directory (tenant) id of the service principal"));
    form->setRowVisible(m_clientId, auth == QLatin1String("service-principal") || auth == QLatin1String("managed-identity"));
    for (QWidget* w : std::as_const(m_principalRows))
        form->setRowVisible(w, auth == QLatin1String("service-principal"));
    const QString p = m_id->text().isEmpty() ? QString() : problem();
    m_problem->setText(p);
    m_problem->setVisible(!p.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_id->text().isEmpty() && problem().isEmpty());
}

} // namespace pw
