// SPDX-License-Identifier: MIT
#include "documentmanager.h"
#include "fileio.h"

#include "canvasview.h"
#include "canvaswidget.h"
#include "componentcache.h"
#include "documenttab.h"
#include "icons.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "pipelinedocument.h"
#include "uiutil.h"
#include "welcomepage.h"
#include "yamleditor.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QProgressBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QThreadPool>
#include <QToolButton>

namespace pw {

namespace {

const QLatin1String RecentKey("recentFiles");
const QLatin1String SplitterKey("documentTab/splitter");

QString sameFileKey(const QString& path)
{
    const QFileInfo fi(path);
    const QString canonical = fi.canonicalFilePath();
    return canonical.isEmpty() ? fi.absoluteFilePath() : canonical;
}

} // namespace

DocumentManager::DocumentManager(MainWindow* window, QTabWidget* tabs, WelcomePage* welcome,
                                 std::shared_ptr<ComponentCache> components)
    : QObject(window)
    , m_window(window)
    , m_tabs(tabs)
    , m_welcome(welcome)
    , m_components(std::move(components))
{
}

void DocumentManager::setActions(QAction* close, QMenu* recentMenu, QAction* clearRecent)
{
    m_closeAction = close;
    m_recentMenu = recentMenu;
    m_clearRecentAction = clearRecent;
    connect(m_recentMenu, &QMenu::aboutToShow, this, &DocumentManager::rebuildRecentMenu);
}

QWidget* DocumentManager::createLoadingIndicator(QWidget* parent)
{
    m_loadingWidget = new QWidget(parent);
    m_loadingWidget->setObjectName(QStringLiteral("loadingIndicator"));
    auto* loadingLayout = new QHBoxLayout(m_loadingWidget);
    loadingLayout->setContentsMargins(0, 0, 0, 0);
    loadingLayout->setSpacing(4);
    m_loadingLabel = new QLabel(m_loadingWidget);
    auto* busy = new QProgressBar(m_loadingWidget);
    busy->setRange(0, 0);
    busy->setMaximumSize(120, 14);
    busy->setTextVisible(false);
    m_loadingCancel = new QToolButton(m_loadingWidget);
    m_loadingCancel->setObjectName(QStringLiteral("cancelLoadingButton"));
    m_loadingCancel->setAutoRaise(true);
    m_loadingCancel->setIcon(closeIcon(m_window->palette()));
    connect(m_loadingCancel, &QToolButton::clicked, this, &DocumentManager::cancelBackgroundLoads);
    loadingLayout->addWidget(m_loadingLabel);
    loadingLayout->addWidget(busy);
    loadingLayout->addWidget(m_loadingCancel);
    m_loadingWidget->hide();
    return m_loadingWidget;
}

void DocumentManager::retranslateUi()
{
    m_loadingCancel->setToolTip(tr("Stop loading"));
    updateLoadingIndicator();
    rebuildRecentMenu();
    for (int i = 0; i < count(); ++i)
        updateTabTitle(tab(i));
}

// ----- the tabs ------------------------------------------------------------------------------------

int DocumentManager::count() const
{
    return m_tabs->count();
}

DocumentTab* DocumentManager::tab(int index) const
{
    return qobject_cast<DocumentTab*>(m_tabs->widget(index));
}

DocumentTab* DocumentManager::currentTab() const
{
    return tab(m_tabs->currentIndex());
}

int DocumentManager::currentIndex() const
{
    return m_tabs->currentIndex();
}

void DocumentManager::setCurrentIndex(int index)
{
    m_tabs->setCurrentIndex(index);
}

int DocumentManager::indexOfTab(const DocumentTab* tab) const
{
    return m_tabs->indexOf(const_cast<DocumentTab*>(tab));
}

int DocumentManager::indexOfFile(const QString& path) const
{
    const QString key = sameFileKey(path);
    for (int i = 0; i < count(); ++i) {
        const QString p = tab(i)->document()->filePath();
        if (p == path || sameFileKey(p) == key)
            return i;
    }
    return -1;
}

void DocumentManager::updateTabTitle(DocumentTab* tab)
{
    const int index = indexOfTab(tab);
    if (index < 0)
        return;
    m_tabs->setTabText(index, tab->title());
    m_tabs->setTabToolTip(index, QDir::toNativeSeparators(tab->document()->filePath()));
}

void DocumentManager::addDocument(PipelineDocument* doc)
{
    auto* tab = new DocumentTab(doc);
    const QByteArray splitter = QSettings().value(SplitterKey).toByteArray();
    if (!splitter.isEmpty())
        tab->splitter()->restoreState(splitter);
    connect(tab, &DocumentTab::modifiedChanged, this, [this, tab] { updateTabTitle(tab); });
    connect(doc, &PipelineDocument::filePathChanged, this, [this, tab] { updateTabTitle(tab); });
    if (tabAdded)
        tabAdded(tab);
    tab->editor()->setReadOnly(doc->isReadOnly());
    const int index = m_tabs->addTab(tab, doc->displayName());
    auto* close = new QToolButton(m_tabs->tabBar());
    close->setObjectName(QStringLiteral("tabCloseButton"));
    close->setAutoRaise(true);
    close->setFocusPolicy(Qt::NoFocus);
    close->setIcon(closeIcon(m_window->palette()));
    close->setIconSize(QSize(16, 16));
    close->setFixedSize(20, 20);
    close->setToolTip(tr("Close (%1)").arg(m_closeAction->shortcut().toString(QKeySequence::NativeText)));
    connect(close, &QToolButton::clicked, this, [this, tab] { this->close(indexOfTab(tab)); });
    m_tabs->tabBar()->setTabButton(index, QTabBar::RightSide, close);
    updateTabTitle(tab);
    m_tabs->setCurrentIndex(index);
    if (!tab->layoutError().isEmpty())
        m_window->banner()->showMessageFor(tab->document()->filePath(),
                                           tr("The canvas layout could not be read: %1").arg(tab->layoutError()),
                                           MessageBanner::Kind::Warning);
    if (tab->canvas()->isVisibleTo(tab))
        tab->canvas()->view()->setFocus();
    else
        tab->editor()->setFocus();
}

// ----- opening -------------------------------------------------------------------------------------

bool DocumentManager::openFile(const QString& path)
{
    if (path.isEmpty())
        return false;
    const QFileInfo info(path);
    const QString absolute = info.absoluteFilePath();
    const int existing = indexOfFile(absolute);
    if (existing >= 0) {
        setCurrentIndex(existing);
        return true;
    }
    if (info.isDir())
        return m_window->openFolder(absolute);

    if (info.size() > m_asyncLoadThreshold) {
        startBackgroundLoad(absolute);
        return true;
    }

    WaitCursor wait;
    auto document = std::make_unique<PipelineDocument>();
    document->setComponentCache(m_components);
    if (!document->load(absolute)) {
        reportUnreadable(absolute, document->errorString());
        return false;
    }
    documentOpened(document.release());
    return true;
}

void DocumentManager::openDialog()
{
    QString dir = m_window->workspaceRoot();
    if (DocumentTab* current = currentTab())
        dir = QFileInfo(current->document()->filePath()).absolutePath();
    const QStringList files = QFileDialog::getOpenFileNames(m_window, tr("Open Pipeline"), dir,
                                                            tr("YAML files (*.yml *.yaml);;All files (*)"));
    for (const QString& f : files)
        openFile(f);
}

void DocumentManager::reportUnreadable(const QString& path, const QString& error)
{
    m_window->banner()->showMessage(
        tr("Could not open the file: %1. Check that it exists and that you may read it.").arg(error),
        MessageBanner::Kind::Error);
    if (!QFileInfo::exists(path)) {
        QSettings settings;
        QStringList recent = settings.value(RecentKey).toStringList();
        if (recent.removeAll(path) > 0) {
            settings.setValue(RecentKey, recent);
            rebuildRecentMenu();
        }
    }
}

void DocumentManager::documentOpened(PipelineDocument* doc)
{
    addDocument(doc);
    addRecentFile(doc->filePath());
    if (doc->isReadOnly()) {
        m_window->banner()->showMessageFor(doc->filePath(),
            tr("%1 is not UTF-8 text. It is shown read-only so that nothing in it is lost.").arg(doc->displayName()),
            MessageBanner::Kind::Warning);
    } else if (!doc->isParsed()) {
        m_window->banner()->showMessageFor(doc->filePath(),
                                           tr("%1 is not valid YAML. It is open so that you can fix it; the Problems "
                                              "panel shows where the error is.")
                                               .arg(doc->displayName()),
                                           MessageBanner::Kind::Warning);
        // the panel the banner points to in front, also when Runs or Jobs share its place
        m_window->problemsDock()->show();
        m_window->problemsDock()->raise();
    }
    m_window->statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(doc->filePath())), 4000);
}

void DocumentManager::startBackgroundLoad(const QString& path)
{
    if (m_loading.contains(path))
        return;
    const quint64 id = ++m_lastLoadId;
    m_loading.insert(path, id);
    updateLoadingIndicator();

    // reading, parsing and validating a large file happens on a worker; the result comes back queued and is
    // dropped if the load was cancelled or the window is gone
    QPointer<DocumentManager> self(this);
    const std::shared_ptr<ComponentCache> components = m_components;
    QThreadPool::globalInstance()->start([self, path, id, components] {
        std::shared_ptr<PreparedContent> prepared = PipelineDocument::readAndPrepare(path, components);
        QMetaObject::invokeMethod(
            qApp,
            [self, path, id, prepared] {
                if (self)
                    self->finishBackgroundLoad(path, id, prepared);
            },
            Qt::QueuedConnection);
    });
}

void DocumentManager::finishBackgroundLoad(const QString& path, quint64 id,
                                           const std::shared_ptr<PreparedContent>& prepared)
{
    if (m_loading.value(path) != id)
        return; // cancelled
    m_loading.remove(path);
    updateLoadingIndicator();
    if (!prepared->error.isEmpty()) {
        reportUnreadable(path, prepared->error);
        return;
    }
    const int existing = indexOfFile(path);
    if (existing >= 0) {
        setCurrentIndex(existing);
        return;
    }
    auto* doc = new PipelineDocument;
    doc->setComponentCache(m_components);
    doc->adopt(prepared);
    documentOpened(doc);
}

void DocumentManager::cancelBackgroundLoads()
{
    if (m_loading.isEmpty())
        return;
    m_loading.clear();
    updateLoadingIndicator();
    m_window->statusBar()->showMessage(tr("Loading cancelled"), 3000);
}

bool DocumentManager::isLoading() const
{
    return !m_loading.isEmpty();
}

void DocumentManager::updateLoadingIndicator()
{
    if (m_loading.isEmpty()) {
        m_loadingWidget->hide();
        return;
    }
    const QStringList paths = m_loading.keys();
    m_loadingLabel->setText(paths.size() == 1 ? tr("Loading %1…").arg(QFileInfo(paths.first()).fileName())
                                              : tr("Loading %1 files…").arg(paths.size()));
    m_loadingLabel->setToolTip(QDir::toNativeSeparators(paths.join(QLatin1Char('\n'))));
    m_loadingWidget->show();
}

// ----- new pipeline --------------------------------------------------------------------------------

void DocumentManager::newPipelineDialog()
{
    const QString root = m_window->workspaceRoot();
    QString dir = root.isEmpty() ? QDir::homePath() : root;
    if (QFileInfo(QDir(dir).filePath(QStringLiteral("pipelines"))).isDir())
        dir = QDir(dir).filePath(QStringLiteral("pipelines"));
    const QString path = QFileDialog::getSaveFileName(m_window, tr("New Pipeline"),
                                                      QDir(dir).filePath(QStringLiteral("pipeline.yml")),
                                                      tr("YAML files (*.yml *.yaml)"), nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        newPipeline(QFileInfo(path).suffix().isEmpty() ? path + QStringLiteral(".yml") : path);
}

bool DocumentManager::newPipeline(const QString& path)
{
    const QFileInfo info(path);
    if (info.exists()) {
        m_window->banner()->showMessage(tr("%1 already exists; choose another name for the new pipeline.")
                                            .arg(QDir::toNativeSeparators(info.absoluteFilePath())),
                                        MessageBanner::Kind::Error);
        return false;
    }
    const QByteArray text = QByteArrayLiteral("$schema: https://azuremlschemas.azureedge.net/latest/pipelineJob.schema.json\n"
                                              "type: pipeline\n")
        + "display_name: " + info.completeBaseName().toUtf8() + "\n\njobs:\n";
    QString error;
    if (!QDir().mkpath(info.absolutePath()) || !writeFileAtomically(info.absoluteFilePath(), text, &error)) {
        m_window->banner()->showMessage(
            tr("Could not create the pipeline: %1.").arg(error.isEmpty() ? info.absolutePath() : error),
            MessageBanner::Kind::Error);
        return false;
    }
    if (!openFile(info.absoluteFilePath()))
        return false;
    if (DocumentTab* tab = currentTab()) {
        tab->setViewMode(DocumentTab::ViewMode::CanvasAndSource);
        tab->canvas()->view()->setFocus();
    }
    if (!m_window->workspaceRoot().isEmpty()) {
        m_window->paletteDock()->show();
        m_window->paletteDock()->raise();
    }
    return true;
}

// ----- saving --------------------------------------------------------------------------------------

bool DocumentManager::saveLayoutOf(DocumentTab* tab)
{
    QString error;
    if (tab->saveLayout(&error))
        return true;
    m_window->banner()->showMessageFor(tab->document()->filePath(),
                                       tr("The pipeline was saved, but its canvas layout was not: %1.").arg(error),
                                    MessageBanner::Kind::Error);
    return false;
}

bool DocumentManager::save(int index)
{
    DocumentTab* tab = this->tab(index);
    if (!tab)
        return false;
    tab->flushPendingEdits();
    PipelineDocument* doc = tab->document();
    if (!doc->save()) {
        m_window->banner()->showMessageFor(doc->filePath(), tr("Could not save: %1.").arg(doc->errorString()),
                                           MessageBanner::Kind::Error);
        return false;
    }
    if (!saveLayoutOf(tab))
        return false;
    m_window->statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(doc->filePath())), 4000);
    return true;
}

bool DocumentManager::saveAs(int index, const QString& path)
{
    DocumentTab* tab = this->tab(index);
    if (!tab || path.isEmpty())
        return false;
    tab->flushPendingEdits();
    PipelineDocument* doc = tab->document();
    if (!doc->save(path)) {
        m_window->banner()->showMessageFor(doc->filePath(), tr("Could not save: %1.").arg(doc->errorString()),
                                           MessageBanner::Kind::Error);
        return false;
    }
    if (!saveLayoutOf(tab))
        return false;
    addRecentFile(doc->filePath());
    m_window->statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(doc->filePath())), 4000);
    return true;
}

void DocumentManager::saveAsDialog()
{
    DocumentTab* current = currentTab();
    if (!current)
        return;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save Pipeline As"),
                                                      current->document()->filePath(), tr("YAML files (*.yml *.yaml)"));
    if (!path.isEmpty())
        saveAs(currentIndex(), path);
}

void DocumentManager::saveAll()
{
    for (int i = 0; i < count(); ++i)
        if (tab(i)->isModified())
            save(i);
}

void DocumentManager::writeSettings()
{
    QSettings settings;
    if (DocumentTab* current = currentTab())
        settings.setValue(SplitterKey, current->splitter()->saveState());
    // the session: the files open (those saved to a file), in tab order, and the current one
    QStringList files;
    for (int i = 0; i < count(); ++i)
        if (const QString path = tab(i)->document()->filePath(); !path.isEmpty() && QFileInfo(path).isFile())
            files << QFileInfo(path).absoluteFilePath();
    settings.setValue(QLatin1String(SessionFilesKey), files);
    const DocumentTab* current = currentTab();
    settings.setValue(QLatin1String(SessionCurrentKey),
                      current && !current->document()->filePath().isEmpty() ? QFileInfo(current->document()->filePath()).absoluteFilePath() : QString());
}

// ----- closing -------------------------------------------------------------------------------------

QMessageBox::StandardButton DocumentManager::askToSave(PipelineDocument* document)
{
    if (m_savePrompt)
        return m_savePrompt(document);
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                    tr("Save the changes to “%1” before closing?").arg(document->displayName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setInformativeText(tr("If you don't save, your changes will be lost."));
    box.setDefaultButton(QMessageBox::Save);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    return QMessageBox::StandardButton(box.exec());
}

bool DocumentManager::close(int index)
{
    DocumentTab* tab = this->tab(index);
    if (!tab)
        return false;
    if (tab->isModified()) {
        setCurrentIndex(index);
        switch (askToSave(tab->document())) {
        case QMessageBox::Save:
            if (!save(index))
                return false;
            break;
        case QMessageBox::Discard:
            break;
        default:
            return false;
        }
    }
    const QString path = tab->document()->filePath();
    if (tabClosing)
        tabClosing(tab);
    m_tabs->removeTab(index);
    delete tab;
    if (tabClosed)
        tabClosed(path);
    return true;
}

bool DocumentManager::closeAll()
{
    for (int i = count() - 1; i >= 0; --i)
        if (!close(i))
            return false;
    return true;
}

bool DocumentManager::askToSaveAll()
{
    for (int i = 0; i < count(); ++i) {
        DocumentTab* tab = this->tab(i);
        if (!tab->isModified())
            continue;
        setCurrentIndex(i);
        const QMessageBox::StandardButton answer = askToSave(tab->document());
        if (answer == QMessageBox::Save) {
            if (!save(i))
                return false;
        } else if (answer != QMessageBox::Discard) {
            return false;
        }
    }
    return true;
}

// ----- recent files --------------------------------------------------------------------------------

QStringList DocumentManager::recentFiles() const
{
    // files that are gone (deleted, moved, on a drive not mounted now) are not offered; they stay in the list and
    // come back when they are there again
    QStringList recent = QSettings().value(RecentKey).toStringList();
    recent.removeIf([](const QString& path) { return !QFileInfo::exists(path); });
    return recent;
}

void DocumentManager::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(RecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > MainWindow::MaxRecentFiles)
        recent.removeLast();
    settings.setValue(RecentKey, recent);
    rebuildRecentMenu();
}

void DocumentManager::clearRecentFiles()
{
    QSettings().remove(RecentKey);
    rebuildRecentMenu();
}

void DocumentManager::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    const QStringList recent = recentFiles();
    m_recentMenu->clear();
    for (int i = 0; i < recent.size(); ++i) {
        const QFileInfo fi(recent[i]);
        //: recent file entry: number, file name, folder name
        const QString text = tr("&%1 %2 — %3").arg(i + 1).arg(fi.fileName(), fi.dir().dirName());
        QAction* a = m_recentMenu->addAction(text);
        a->setData(recent[i]);
        a->setStatusTip(QDir::toNativeSeparators(recent[i]));
        a->setToolTip(QDir::toNativeSeparators(recent[i]));
        const QString path = recent[i];
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (!recent.isEmpty())
        m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecentAction);
    m_clearRecentAction->setEnabled(!recent.isEmpty());
    m_recentMenu->setEnabled(true);
    m_welcome->setRecentFiles(recent);
}

} // namespace pw
