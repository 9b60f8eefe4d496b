// SPDX-License-Identifier: MIT
// The backends of the run controller: adding them, the current one, and the Python interpreter of those that run
// on this machine (kept in the settings, chosen in the Python Interpreter dialog).
#include "componentcache.h"
#include "jobsmodel.h"
#include "jobspanel.h"
#include "messagebanner.h"
#include "pythonenvironments.h"
#include "pythoninterpreterdialog.h"
#include "runcontroller.h"
#include "runview.h"
#include "workspacedialog.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTimer>
#include <QStandardItemModel>
#include <QStandardPaths>

namespace pw {

void RunController::addBackend(Backend* backend)
{
    backend->setParent(this);
    m_backends << backend;
    auto* item
        = new QStandardItem(backend->id() == QLatin1String("local") ? tr("This machine") : backend->displayName());
    item->setData(backend->id(), Qt::UserRole);
    item->setToolTip(
        backend->id() == QLatin1String("local") ? tr("Pipelines run on this computer") : backend->displayName());
    m_backendModel->appendRow(item);
    QAction* a = m_backendGroup->addAction(item->text());
    a->setCheckable(true);
    a->setChecked(m_backends.size() == 1);
    // by the action's place at the time: backends can be removed
    connect(a, &QAction::triggered, this, [this, a] { setCurrentBackend(int(m_backendGroup->actions().indexOf(a))); });
    if (m_backendMenu)
        m_backendMenu->addAction(a);
    connectBackend(backend);
    updateActions();
}

Backend* RunController::currentBackend() const
{
    return m_current >= 0 && m_current < m_backends.size() ? m_backends[m_current] : nullptr;
}

void RunController::setCurrentBackend(int index)
{
    if (index < 0 || index >= m_backends.size() || index == m_current)
        return;
    m_current = index;
    m_selector->setCurrentIndex(index);
    m_backendGroup->actions().at(index)->setChecked(true);
    m_cache.clear();
    m_jobsModel->setJobs({});
    setActiveJob(QString());
    refreshJobs();
    updateRemotePolling();
    if (m_removeWorkspaceAction)
        m_removeWorkspaceAction->setVisible(currentBackend() && !currentBackend()->property("workspaceId").toString().isEmpty());
    Q_EMIT currentBackendChanged(currentBackend());
}

void RunController::setRemotePollSeconds(int seconds)
{
    if (!m_remotePoll)
        updateRemotePolling();
    if (m_remotePoll)
        m_remotePoll->setInterval(std::max(1, seconds) * 1000);
}

void RunController::updateRemotePolling()
{
    if (!m_remotePoll) {
        m_remotePoll = new QTimer(this);
        m_remotePoll->setInterval(15000);
        connect(m_remotePoll, &QTimer::timeout, this, [this] {
            // the list, and the jobs shown in run views that have not ended
            refreshJobs();
            for (RunView* view : runViews())
                if (const JobRun* j = cachedJob(view->jobId()); !j || !isTerminal(j->status))
                    requestJob(view->jobId());
        });
    }
    Backend* b = currentBackend();
    if (b && !b->runsOnThisMachine())
        m_remotePoll->start();
    else
        m_remotePoll->stop();
}

void RunController::setComponentCache(std::shared_ptr<ComponentCache> cache)
{
    m_components = cache ? std::move(cache) : std::make_shared<ComponentCache>();
}

QString RunController::pythonInterpreter() const
{
    for (Backend* b : m_backends)
        if (b->runsOnThisMachine())
            return b->pythonInterpreter();
    return defaultPythonInterpreter();
}

bool RunController::setPythonInterpreter(const QString& path, QString* error)
{
    QString python = path.trimmed();
    if (!python.isEmpty()) {
        const QString found = QDir::isAbsolutePath(python) ? python : QStandardPaths::findExecutable(python);
        const QFileInfo fi(found);
        if (found.isEmpty() || !fi.isFile() || !fi.isExecutable()) {
            if (error)
                *error = tr("%1 is not an executable program").arg(python);
            return false;
        }
        python = fi.absoluteFilePath();
        QSettings().setValue(QStringLiteral("run/python"), python);
    } else {
        QSettings().remove(QStringLiteral("run/python"));
        python = defaultPythonInterpreter();
    }
    for (Backend* b : m_backends)
        if (b->runsOnThisMachine())
            b->setPythonInterpreter(python);
    return true;
}

void RunController::statusMessage(const QString& text)
{
    // where the user looks: the status bar, and the Jobs panel's banner when it is open
    m_window->statusBar()->showMessage(text, 8000);
    if (m_jobsDock->isVisible())
        jobsPanel()->banner()->showMessage(text, MessageBanner::Kind::Info);
}

PythonInterpreterDialog* RunController::pythonInterpreterDialog() const
{
    return m_pythonDialog;
}

void RunController::choosePythonInterpreter()
{
    if (m_pythonDialog) {
        m_pythonDialog->show();
        m_pythonDialog->raise();
        m_pythonDialog->activateWindow();
        return;
    }
    auto* dialog = new PythonInterpreterDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_pythonDialog = dialog;
    // virtual environments are looked for in the workspace, or else beside the pipeline's folder
    QStringList folders;
    const QString workspace = m_workspaceFolder ? m_workspaceFolder() : QString();
    if (!workspace.isEmpty())
        folders << workspace;
    QString file;
    QByteArray text;
    if (PipelineDocument* doc = m_document) {
        file = doc->filePath();
        text = doc->text();
        if (!file.isEmpty()) {
            const QString dir = QFileInfo(file).absolutePath();
            if (workspace.isEmpty() || !samePath(dir).startsWith(samePath(workspace) + QLatin1Char('/'))) {
                QDir parent(dir);
                folders << (parent.cdUp() ? parent.absolutePath() : dir);
            }
        }
    }
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const QString chosen = dialog->selectedInterpreter();
        QString error;
        if (!setPythonInterpreter(chosen, &error)) {
            QMessageBox::warning(m_window, tr("Python Interpreter"), error);
            return;
        }
        statusMessage(tr("Steps that run on this machine now start with %1.").arg(QDir::toNativeSeparators(pythonInterpreter())));
    });
    dialog->start(pythonInterpreter(), folders, file, text);
    dialog->open();
}

void RunController::setWorkspaceFactory(WorkspaceFactory factory)
{
    m_workspaceFactory = std::move(factory);
    m_connectAction->setVisible(bool(m_workspaceFactory));
}

Backend* RunController::makeWorkspaceBackend(const WorkspaceConnection& connection, const QByteArray& secret,
                                             QString* error, bool* existing)
{
    *existing = false;
    if (!m_workspaceFactory) {
        *error = tr("This program cannot reach Azure ML workspaces.");
        return nullptr;
    }
    if (const QString problem = connection.problem(); !problem.isEmpty()) {
        *error = problem;
        return nullptr;
    }
    // the same workspace again: choose the backend that is there
    for (int i = 0; i < m_backends.size(); ++i)
        if (m_backends[i]->property("workspaceId").toString().compare(connection.workspaceId, Qt::CaseInsensitive) == 0) {
            setCurrentBackend(i);
            *existing = true;
            return nullptr;
        }
    QString why;
    Backend* backend = m_workspaceFactory(connection, secret, &why);
    if (!backend)
        *error = why.isEmpty() ? tr("The workspace's backend could not be made.") : why;
    return backend;
}

void RunController::adoptWorkspace(Backend* backend, const WorkspaceConnection& connection)
{
    backend->setProperty("workspaceId", connection.workspaceId);
    addBackend(backend);
    setCurrentBackend(int(m_backends.size()) - 1);
    QList<WorkspaceConnection> saved = savedWorkspaceConnections();
    saved.removeIf([&](const WorkspaceConnection& c) { return c.workspaceId.compare(connection.workspaceId, Qt::CaseInsensitive) == 0; });
    saved << connection;
    saveWorkspaceConnections(saved);
}

bool RunController::connectWorkspace(const WorkspaceConnection& connection, const QByteArray& secret, QString* error)
{
    QString why;
    bool existing = false;
    Backend* backend = makeWorkspaceBackend(connection, secret, &why, &existing);
    if (backend)
        adoptWorkspace(backend, connection);
    else if (error && !existing)
        *error = why;
    return backend || existing;
}

QFuture<QString> RunController::connectWorkspaceChecked(const WorkspaceConnection& connection, const QByteArray& secret,
                                                        QWidget* requester)
{
    QString why;
    bool existing = false;
    Backend* made = makeWorkspaceBackend(connection, secret, &why, &existing);
    if (!made)
        return QtFuture::makeReadyFuture(existing ? QString() : why);
    // kept aside until it has signed in and read the workspace; a failure leaves nothing behind
    made->setParent(this);
    QPointer<Backend> backend(made);
    const bool asked = requester != nullptr;
    QPointer<QWidget> dialog(requester);
    return made->checkConnection().then(this, [this, backend, connection, asked, dialog](const QString& error) {
        if (!backend)
            return tr("The connection was given up.");
        if (asked && (!dialog || !dialog->isVisible())) { // closed while it was checked: not wanted any more
            backend->deleteLater();
            return tr("The connection was given up.");
        }
        if (!error.isEmpty()) {
            backend->deleteLater();
            return error;
        }
        adoptWorkspace(backend, connection);
        return QString();
    });
}

WorkspaceDialog* RunController::showWorkspaceDialog()
{
    auto* dialog = new WorkspaceDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setConnector([this, dialog](const WorkspaceConnection& c, const QByteArray& secret) {
        return connectWorkspaceChecked(c, secret, dialog);
    });
    if (m_workspaceBrowser)
        dialog->setBrowser(m_workspaceBrowser);
    connect(dialog, &QDialog::accepted, this, [this] { statusMessage(tr("Connected to %1.").arg(currentBackend()->displayName())); });
    dialog->open();
    return dialog;
}

bool RunController::removeWorkspace(Backend* backend)
{
    // only a workspace's connection: the backends the program starts with stay
    const int index = int(m_backends.indexOf(backend));
    const QString id = backend ? backend->property("workspaceId").toString() : QString();
    if (index < 0 || id.isEmpty())
        return false;
    if (index == m_current) {
        int other = index == 0 ? 1 : 0;
        for (int i = int(m_backends.size()) - 1; i >= 0; --i)
            if (m_backends[i]->runsOnThisMachine() && i != index)
                other = i;
        setCurrentBackend(other);
    }
    const bool wasCurrent = index == m_current; // only when it was the only backend
    m_backends.removeAt(index);
    QAction* a = m_backendGroup->actions().at(index);
    m_backendGroup->removeAction(a);
    delete a;
    {
        const QSignalBlocker blocker(m_selector); // the row going does not choose another backend
        m_backendModel->removeRow(index);
        if (m_current > index)
            --m_current;
        if (wasCurrent)
            m_current = -1;
        m_selector->setCurrentIndex(m_current);
    }
    QList<WorkspaceConnection> saved = savedWorkspaceConnections();
    saved.removeIf([&](const WorkspaceConnection& c) { return c.workspaceId.compare(id, Qt::CaseInsensitive) == 0; });
    saveWorkspaceConnections(saved);
    backend->deleteLater();
    updateActions();
    statusMessage(tr("The connection to %1 was removed.").arg(backend->displayName()));
    return true;
}

void RunController::restoreWorkspaces()
{
    if (!m_workspaceFactory)
        return;
    for (const WorkspaceConnection& c : savedWorkspaceConnections()) {
        QString why;
        if (Backend* backend = m_workspaceFactory(c, QByteArray(), &why)) {
            backend->setProperty("workspaceId", c.workspaceId);
            addBackend(backend);
        }
    }
}

} // namespace pw
