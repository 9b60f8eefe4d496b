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

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
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
    const int index = int(m_backends.size()) - 1;
    connect(a, &QAction::triggered, this, [this, index] { setCurrentBackend(index); });
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

bool RunController::connectWorkspace(const WorkspaceConnection& connection, const QByteArray& secret, QString* error)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!m_workspaceFactory)
        return fail(tr("This program cannot reach Azure ML workspaces."));
    if (const QString problem = connection.problem(); !problem.isEmpty())
        return fail(problem);
    // the same workspace again: choose the backend that is there
    for (int i = 0; i < m_backends.size(); ++i)
        if (m_backends[i]->property("workspaceId").toString().compare(connection.workspaceId, Qt::CaseInsensitive) == 0) {
            setCurrentBackend(i);
            return true;
        }
    QString why;
    Backend* backend = m_workspaceFactory(connection, secret, &why);
    if (!backend)
        return fail(why.isEmpty() ? tr("The workspace's backend could not be made.") : why);
    backend->setProperty("workspaceId", connection.workspaceId);
    addBackend(backend);
    setCurrentBackend(int(m_backends.size()) - 1);
    QList<WorkspaceConnection> saved = savedWorkspaceConnections();
    saved.removeIf([&](const WorkspaceConnection& c) { return c.workspaceId.compare(connection.workspaceId, Qt::CaseInsensitive) == 0; });
    saved << connection;
    saveWorkspaceConnections(saved);
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
