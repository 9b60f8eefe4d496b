// SPDX-License-Identifier: MIT
// The main window's workspace: choosing and restoring the workspace folder, opening its files.
#include "mainwindow.h"
#include "ui_mainwindow.h"

#include "canvasscene.h"
#include "canvaswidget.h"
#include "componentcache.h"
#include "documenttab.h"
#include "editactions.h"
#include "icons.h"
#include "messagebanner.h"
#include "outlinemodel.h"
#include "palettepanel.h"
#include "pipelinedocument.h"
#include "problemsmodel.h"
#include "problemspanel.h"
#include "properties/propertiespanel.h"
#include "run/runcontroller.h"
#include "translation.h"
#include "uiutil.h"
#include "undogroup.h"
#include "undostack.h"
#include "welcomepage.h"
#include "workspacepanel.h"
#include "yamleditor.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>

namespace pw {

namespace {

const QLatin1String WorkspaceKey("workspace/lastFolder");

bool isYamlFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("yml") || suffix == QLatin1String("yaml");
}

} // namespace

void MainWindow::openFolderDialog()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Folder as Workspace"), workspaceRoot());
    if (!dir.isEmpty())
        openFolder(dir);
}

bool MainWindow::openFolder(const QString& path)
{
    const QFileInfo info(path);
    if (!info.isDir()) {
        ui->banner->showMessage(tr("Could not open the folder %1: it does not exist or is not a folder.")
                                    .arg(QDir::toNativeSeparators(info.absoluteFilePath())),
                                MessageBanner::Kind::Error);
        return false;
    }
    const QString root = QDir::cleanPath(info.absoluteFilePath());
    m_docks->workspace()->setRoot(root);
    problemsModel()->setBaseDirectory(root);
    palettePanel()->setFolder(root);
    m_docks->workspaceDock()->show();
    QSettings settings;
    if (settings.value(WorkspaceKey).toString() != root) // writing the settings file is slow; only when it changes
        settings.setValue(WorkspaceKey, root);
    statusBar()->showMessage(tr("Workspace: %1").arg(QDir::toNativeSeparators(root)), 4000);
    return true;
}

bool MainWindow::restoreWorkspace()
{
    const QString last = QSettings().value(WorkspaceKey).toString();
    if (last.isEmpty() || !QFileInfo(last).isDir())
        return false;
    return openFolder(last);
}

void MainWindow::openFilesAfterFirstFrame(const QStringList& paths, const QString& current)
{
    for (const QString& path : paths)
        afterFirstFrame([this, path] { openFile(path); });
    if (!current.isEmpty() && paths.size() > 1)
        afterFirstFrame([this, current] {
            if (const int i = m_documents->indexOfFile(current); i >= 0)
                m_documents->setCurrentIndex(i);
        });
}

QStringList MainWindow::sessionFiles(QString* current)
{
    QSettings settings;
    QStringList files;
    for (const QString& f : settings.value(QLatin1String(DocumentManager::SessionFilesKey)).toStringList())
        if (QFileInfo(f).isFile())
            files << f;
    if (current) {
        const QString c = settings.value(QLatin1String(DocumentManager::SessionCurrentKey)).toString();
        *current = files.contains(c) ? c : QString();
    }
    return files;
}

void MainWindow::setSampleWorkspace(const QString& folder)
{
    ui->welcomePage->setSampleWorkspace(folder);
}

bool MainWindow::openSampleWorkspace(const QString& folder)
{
    QString dir = folder;
    if (!QFileInfo(folder).isWritable()) {
        // installed read-only: a copy the user can edit and run, made once
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString copy = QDir(documents.isEmpty() ? QDir::homePath() : documents).filePath(QStringLiteral("Pipewright Sample"));
        if (!QFileInfo(copy).isDir()) {
            QString error;
            if (!copyFolder(folder, copy, &error)) {
                banner()->showMessage(tr("Cannot copy the sample workspace to %1: %2").arg(QDir::toNativeSeparators(copy), error),
                                      MessageBanner::Kind::Error);
                return false;
            }
            statusBar()->showMessage(tr("The sample workspace was copied to %1, where it can be edited and run.")
                                         .arg(QDir::toNativeSeparators(copy)),
                                     8000);
        }
        dir = copy;
    }
    if (!openFolder(dir))
        return false;
    if (const QString first = firstPipelineIn(dir); !first.isEmpty())
        openFile(first);
    return true;
}

bool MainWindow::copyFolder(const QString& from, const QString& to, QString* error)
{
    QDirIterator it(from, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    if (!QDir().mkpath(to)) {
        *error = tr("the folder cannot be made");
        return false;
    }
    while (it.hasNext()) {
        const QString path = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(path));
        if (it.fileInfo().isDir()) {
            if (!QDir().mkpath(target)) {
                *error = tr("%1 cannot be made").arg(QDir::toNativeSeparators(target));
                return false;
            }
        } else if (!QFile::copy(path, target)) {
            *error = tr("%1 cannot be copied").arg(QDir::toNativeSeparators(path));
            return false;
        } else {
            QFile(target).setPermissions(QFile(target).permissions() | QFileDevice::WriteOwner);
        }
    }
    return true;
}

QString MainWindow::workspaceRoot() const
{
    return m_docks->workspace()->root();
}

QTreeView* MainWindow::workspaceView() const
{
    return m_docks->workspace()->view();
}

QString MainWindow::firstPipelineIn(const QString& folder)
{
    const QDir dir(QDir(folder).filePath(QStringLiteral("pipelines")));
    const QStringList files = dir.entryList({QStringLiteral("*.yml"), QStringLiteral("*.yaml")}, QDir::Files,
                                            QDir::Name | QDir::IgnoreCase);
    return files.isEmpty() ? QString() : dir.filePath(files.first());
}

void MainWindow::openWorkspaceFile(const QString& path)
{
    if (isYamlFile(path))
        openFile(path);
    else
        statusBar()->showMessage(tr("%1 is not a YAML file; only pipelines and components open in Pipewright.")
                                     .arg(QFileInfo(path).fileName()),
                                 5000);
}

} // namespace pw
