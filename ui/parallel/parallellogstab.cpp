// SPDX-License-Identifier: MIT
#include "parallellogstab.h"

#include "foldersearch.h"
#include "run/runlogpane.h"

#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace pw {

namespace {

    /// job_result.txt, job_error.txt and readme.txt first, then folders, then files, by name.
    class LogsOrder : public QSortFilterProxyModel
    {
    public:
        using QSortFilterProxyModel::QSortFilterProxyModel;

    protected:
        bool lessThan(const QModelIndex& a, const QModelIndex& b) const override
        {
            auto* fs = static_cast<QFileSystemModel*>(sourceModel());
            auto rank = [fs](const QModelIndex& i) {
                const QString name = fs->fileName(i);
                if (name == QLatin1String("job_result.txt"))
                    return 0;
                if (name == QLatin1String("job_error.txt"))
                    return 1;
                if (name == QLatin1String("readme.txt"))
                    return 2;
                return fs->isDir(i) ? 3 : 4;
            };
            const int ra = rank(a), rb = rank(b);
            if (ra != rb)
                return ra < rb;
            return fs->fileName(a).compare(fs->fileName(b), Qt::CaseInsensitive) < 0;
        }
    };

} // namespace

QString ParallelLogsTab::searchSummary(int matches, int filesWithMatches, int filesSearched, bool truncated)
{
    if (matches == 0)
        return tr("No match in %Ln file(s)", nullptr, filesSearched);
    // "23 matches in 5 of 29 files": the files that match, then the files read
    const QString found = truncated ? tr("The first %Ln match(es)", nullptr, matches) : tr("%Ln match(es)", nullptr, matches);
    return tr("%1 in %2", "23 matches | in 5 of 29 files").arg(found, tr("%1 of %Ln file(s)", nullptr, filesSearched).arg(QLocale().toString(filesWithMatches)));
}

ParallelLogsTab::ParallelLogsTab(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("parallelLogs"));
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("logsSearch"));
    m_search->setPlaceholderText(tr("Search every log file of the step (Enter)"));
    m_search->setClearButtonEnabled(true);
    m_case = new QCheckBox(tr("Match case"), this);
    m_searchStatus = new QLabel(this);
    bar->addWidget(m_search, 1);
    bar->addWidget(m_case);
    bar->addWidget(m_searchStatus);
    layout->addLayout(bar);

    auto* split = new QSplitter(Qt::Horizontal, this);
    auto* left = new QSplitter(Qt::Vertical, split);
    m_fs = new QFileSystemModel(this);
    m_fs->setReadOnly(true);
    m_fs->setFilter(QDir::AllDirs | QDir::Files | QDir::NoDotAndDotDot);
    m_order = new LogsOrder(this);
    m_order->setSourceModel(m_fs);
    m_order->setDynamicSortFilter(true);
    m_tree = new QTreeView(left);
    m_tree->setObjectName(QStringLiteral("logsTree"));
    m_tree->setModel(m_order);
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(0, Qt::AscendingOrder);
    for (int c = 1; c < 4; ++c)
        m_tree->hideColumn(c);
    m_results = new QListWidget(left);
    m_results->setObjectName(QStringLiteral("logsSearchResults"));
    m_results->hide();
    m_pane = new RunLogPane(split);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);

    auto open = [this](const QModelIndex& index) {
        const QString path = m_fs->filePath(m_order->mapToSource(index));
        if (QFileInfo(path).isFile()) {
            m_userChose = true;
            openFile(path);
        }
    };
    connect(m_tree, &QTreeView::clicked, this, open);
    connect(m_tree, &QTreeView::activated, this, open);
    connect(m_search, &QLineEdit::returnPressed, this, [this] { search(m_search->text()); });
    connect(m_results, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        m_userChose = true;
        openFileAt(item->data(Qt::UserRole).toString(), item->data(Qt::UserRole + 1).toLongLong(), m_search->text());
    });
    connect(m_results, &QListWidget::itemClicked, m_results, &QListWidget::itemActivated);
}

ParallelLogsTab::~ParallelLogsTab()
{
    if (m_cancel)
        m_cancel->store(true);
}

void ParallelLogsTab::setFolder(const QString& logsDir)
{
    m_dir = logsDir;
    m_userChose = false;
    m_results->clear();
    m_results->hide();
    m_searchStatus->clear();
    if (!QFileInfo(logsDir).isDir()) {
        m_pane->showMessage(tr("There is no logs folder at %1.").arg(QDir::toNativeSeparators(logsDir)));
        return;
    }
    m_fs->setRootPath(logsDir);
    m_tree->setRootIndex(m_order->mapFromSource(m_fs->index(logsDir)));
    refresh();
}

void ParallelLogsTab::refresh()
{
    if (m_userChose || m_dir.isEmpty())
        return;
    const QString result = QDir(m_dir).filePath(QStringLiteral("job_result.txt"));
    if (QFileInfo::exists(result)) {
        if (m_pane->fileName() != result)
            openFile(result);
        return;
    }
    m_pane->showMessage(tr("There is no job_result.txt: the step is still running, or it stopped before it wrote its "
                           "result. The other logs are in the tree."));
}

void ParallelLogsTab::openFile(const QString& path)
{
    m_pane->openFile(path);
    selectInTree(path);
}

void ParallelLogsTab::openFileAt(const QString& path, qint64 line, const QString& highlight)
{
    m_pane->openFileAt(path, line, highlight);
    selectInTree(path);
}

void ParallelLogsTab::selectInTree(const QString& path)
{
    const QModelIndex index = m_order->mapFromSource(m_fs->index(path));
    if (index.isValid())
        m_tree->setCurrentIndex(index);
}

void ParallelLogsTab::search(const QString& text)
{
    if (m_cancel)
        m_cancel->store(true);
    m_results->clear();
    if (text.isEmpty() || m_dir.isEmpty()) {
        m_results->hide();
        m_searchStatus->clear();
        return;
    }
    m_searchStatus->setText(tr("Searching…"));
    m_cancel = std::make_shared<std::atomic_bool>(false);
    auto* watcher = new QFutureWatcher<FolderSearchResult>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        const FolderSearchResult r = watcher->future().result();
        if (r.canceled)
            return;
        const QDir dir(m_dir);
        for (const FolderMatch& m : r.matches) {
            auto* item = new QListWidgetItem(
                QStringLiteral("%1:%2: %3").arg(dir.relativeFilePath(m.file)).arg(m.line).arg(m.text.trimmed()), m_results);
            item->setData(Qt::UserRole, m.file);
            item->setData(Qt::UserRole + 1, m.line);
        }
        m_results->setVisible(true);
        QSet<QString> filesWithMatches;
        for (const FolderMatch& m : r.matches)
            filesWithMatches.insert(m.file);
        m_searchStatus->setText(searchSummary(int(r.matches.size()), int(filesWithMatches.size()), r.filesSearched, r.truncated));
        Q_EMIT searchFinished(int(r.matches.size()));
    });
    watcher->setFuture(QtConcurrent::run([dir = m_dir, text, cs = m_case->isChecked(), cancel = m_cancel] {
        return searchFolder(dir, text, cs, 10000, cancel.get());
    }));
}

} // namespace pw
