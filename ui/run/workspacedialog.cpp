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
#include <QFutureWatcher>
#include <QPushButton>
#include <QSignalBlocker>
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
    // after sign-in: the subscriptions, resource groups and workspaces the account can see
    m_list = new QPushButton(tr("List My Workspaces"), this);
    m_list->setObjectName(QStringLiteral("workspaceList"));
    m_list->setToolTip(tr("Sign in as set above and list the workspaces of every subscription the account can see."));
    m_list->setVisible(false);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("workspaceStatus"));
    m_status->setForegroundRole(QPalette::PlaceholderText);
    m_status->setWordWrap(true);
    auto* listRow = new QHBoxLayout;
    listRow->addWidget(m_list);
    listRow->addWidget(m_status, 1);
    form->addRow(QString(), listRow);
    m_subscription = new QComboBox(this);
    m_subscription->setObjectName(QStringLiteral("workspaceSubscription"));
    m_group = new QComboBox(this);
    m_group->setObjectName(QStringLiteral("workspaceResourceGroup"));
    m_workspace = new QComboBox(this);
    m_workspace->setObjectName(QStringLiteral("workspacePicker"));
    form->addRow(tr("Subscription:"), m_subscription);
    form->addRow(tr("Resource group:"), m_group);
    form->addRow(tr("Workspace:"), m_workspace);
    form->addRow(tr("Workspace id:"), idRow);
    connect(m_list, &QPushButton::clicked, this, [this] {
        if (!m_browser || m_busy)
            return;
        setBusy(true, tr("Signing in and listing workspaces…"));
        auto* watcher = new QFutureWatcher<WorkspaceListing>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
            watcher->deleteLater();
            setBusy(false);
            WorkspaceListing l;
            if (watcher->future().resultCount() > 0)
                l = watcher->future().result();
            else
                l.errors << tr("The workspaces could not be listed.");
            setListing(l);
            Q_EMIT listed();
        });
        WorkspaceConnection signIn = connection();
        watcher->setFuture(m_browser(signIn, secret()));
    });
    connect(m_subscription, &QComboBox::currentIndexChanged, this, &WorkspaceDialog::fillResourceGroups);
    connect(m_group, &QComboBox::currentIndexChanged, this, &WorkspaceDialog::fillWorkspaces);
    connect(m_workspace, &QComboBox::activated, this, [this] {
        const QString id = m_workspace->currentData().toString();
        if (!id.isEmpty())
            m_id->setText(id);
    });
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
    // the problem of what is typed, as it is typed; a listing's or a connection's failure stays until then
    auto typed = [this] {
        showProblem(m_id->text().isEmpty() ? QString() : problem());
        update();
    };
    for (QLineEdit* e : {m_id, m_arm, m_login, m_tenant, m_clientId})
        connect(e, &QLineEdit::textChanged, this, typed);
    connect(m_cloud, &QComboBox::currentIndexChanged, this, typed);
    connect(m_auth, &QComboBox::currentIndexChanged, this, typed);
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

void WorkspaceDialog::setBrowser(Browser browser)
{
    m_browser = std::move(browser);
    m_list->setVisible(bool(m_browser));
}

void WorkspaceDialog::setListing(const WorkspaceListing& listing)
{
    m_listing = listing;
    const QSignalBlocker blocker(m_subscription);
    m_subscription->clear();
    QStringList seen;
    for (const WorkspaceEntry& e : listing.workspaces)
        if (!seen.contains(e.subscriptionId)) {
            seen << e.subscriptionId;
            m_subscription->addItem(e.subscriptionName == e.subscriptionId ? e.subscriptionId
                                                                           : tr("%1 (%2)").arg(e.subscriptionName, e.subscriptionId),
                                    e.subscriptionId);
        }
    // the workspace already typed stays chosen when the listing holds it
    const QString typed = m_id->text().trimmed();
    for (const WorkspaceEntry& e : listing.workspaces)
        if (!typed.isEmpty() && e.id.compare(typed, Qt::CaseInsensitive) == 0)
            m_subscription->setCurrentIndex(m_subscription->findData(e.subscriptionId));
    fillResourceGroups();
    QString status = listing.workspaces.isEmpty() ? tr("The account sees no workspace.")
                                                  : tr("%n workspace(s) found.", nullptr, int(listing.workspaces.size()));
    m_status->setText(status);
    showProblem(listing.errors.join(QLatin1Char('\n')));
    update();
}

void WorkspaceDialog::fillResourceGroups()
{
    const QString sub = m_subscription->currentData().toString();
    const QString typed = m_id->text().trimmed();
    const QSignalBlocker blocker(m_group);
    m_group->clear();
    for (const WorkspaceEntry& e : std::as_const(m_listing.workspaces))
        if (e.subscriptionId == sub && m_group->findData(e.resourceGroup) < 0) {
            m_group->addItem(e.resourceGroup, e.resourceGroup);
            if (e.id.compare(typed, Qt::CaseInsensitive) == 0)
                m_group->setCurrentIndex(m_group->count() - 1);
        }
    fillWorkspaces();
}

void WorkspaceDialog::fillWorkspaces()
{
    const QString sub = m_subscription->currentData().toString();
    const QString group = m_group->currentData().toString();
    const QString typed = m_id->text().trimmed();
    m_workspace->clear();
    int chosen = -1;
    for (const WorkspaceEntry& e : std::as_const(m_listing.workspaces)) {
        if (e.subscriptionId != sub || e.resourceGroup != group)
            continue;
        QString label = e.location.isEmpty() ? e.name : tr("%1 — %2").arg(e.name, e.location);
        if (!e.kind.isEmpty() && e.kind.compare(QLatin1String("Default"), Qt::CaseInsensitive) != 0)
            label += QLatin1Char(' ') + tr("(%1)").arg(e.kind);
        m_workspace->addItem(label, e.id);
        if (e.id.compare(typed, Qt::CaseInsensitive) == 0)
            chosen = m_workspace->count() - 1;
    }
    if (m_workspace->count() == 0)
        return;
    // the one typed stays; else the first of the group is taken into the id
    m_workspace->setCurrentIndex(std::max(0, chosen));
    if (chosen < 0 && !m_listing.workspaces.isEmpty())
        m_id->setText(m_workspace->currentData().toString());
}

void WorkspaceDialog::showProblem(const QString& text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

QString WorkspaceDialog::problemText() const
{
    return m_problem->isVisible() ? m_problem->text() : QString();
}

void WorkspaceDialog::setBusy(bool busy, const QString& what)
{
    // when it ends, the caller says what came of it
    m_busy = busy;
    if (busy)
        m_status->setText(what);
    m_list->setEnabled(!busy);
    update();
}

void WorkspaceDialog::done(int result)
{
    if (result != QDialog::Accepted || !m_connector) {
        QDialog::done(result);
        return;
    }
    if (m_busy)
        return;
    setBusy(true, tr("Signing in and reading the workspace…"));
    showProblem(QString());
    auto* watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        setBusy(false);
        const QString error = watcher->future().resultCount() > 0 ? watcher->future().result() : tr("The connection was given up.");
        if (error.isEmpty()) {
            m_status->clear();
            QDialog::done(QDialog::Accepted);
            return;
        }
        m_status->setText(tr("Not connected."));
        showProblem(error);
        Q_EMIT connectFailed(error);
    });
    watcher->setFuture(m_connector(connection(), secret()));
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
    const bool listedRows = !m_listing.workspaces.isEmpty();
    for (QWidget* w : {static_cast<QWidget*>(m_subscription), static_cast<QWidget*>(m_group), static_cast<QWidget*>(m_workspace)})
        form->setRowVisible(w, listedRows);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_busy && !m_id->text().isEmpty() && problem().isEmpty());
}

} // namespace pw
