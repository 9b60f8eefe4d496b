// SPDX-License-Identifier: MIT
#include "workspacepanel.h"
#include "uiutil.h"

#include "wraplabel.h"

#include "workspaceiconprovider.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileSystemModel>
#include <QLabel>
#include <QStackedWidget>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace pw {

WorkspacePanel::WorkspacePanel(QAction* openFolder, QWidget* parent)
    : QWidget(parent)
    , m_iconProvider(std::make_unique<WorkspaceIconProvider>())
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("workspaceHeader"));
    m_header->setContentsMargins(8, 4, 8, 4);
    QFont headerFont = m_header->font();
    headerFont.setBold(true);
    m_header->setFont(headerFont);
    m_header->hide();
    m_stack = new QStackedWidget(this);
    auto* empty = new QWidget(m_stack);
    empty->setAutoFillBackground(true);
    empty->setBackgroundRole(QPalette::Base);
    auto* emptyLayout = new QVBoxLayout(empty);
    emptyLayout->setContentsMargins(12, 12, 12, 12);
    emptyLayout->addStretch(1);
    m_empty = new WrapLabel(empty);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    m_openButton = new QToolButton(empty);
    m_openButton->setDefaultAction(openFolder);
    m_openButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    emptyLayout->addWidget(m_empty);
    emptyLayout->addWidget(m_openButton, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(1);
    m_model = new QFileSystemModel(this);
    m_model->setReadOnly(true);
    m_model->setIconProvider(m_iconProvider.get());
    m_model->setFilter(QDir::AllDirs | QDir::Files | QDir::NoDotAndDotDot);
    m_model->setNameFilters({QStringLiteral("*.yml"), QStringLiteral("*.yaml"), QStringLiteral("*.csv"),
                             QStringLiteral("*.py"), QStringLiteral("MLTable")});
    m_model->setNameFilterDisables(false);
    m_view = new QTreeView(m_stack);
    setCompactMinimumHeight(m_view);
    m_view->setObjectName(QStringLiteral("workspaceView"));
    m_view->setHeaderHidden(true);
    m_view->setUniformRowHeights(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setFrameShape(QFrame::NoFrame);
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex& index) {
        if (!m_model->isDir(index))
            Q_EMIT fileActivated(m_model->filePath(index));
    });
    connect(m_model, &QFileSystemModel::directoryLoaded, this, [this](const QString& dir) {
        // show where the pipelines are without a click
        if (QDir(dir) == QDir(m_root)) {
            const QModelIndex pipelines = m_model->index(QDir(m_root).filePath(QStringLiteral("pipelines")));
            if (pipelines.isValid())
                m_view->expand(pipelines);
        }
    });
    m_stack->addWidget(empty);
    m_stack->addWidget(m_view);
    layout->addWidget(m_header);
    layout->addWidget(m_stack, 1);
}

WorkspacePanel::~WorkspacePanel()
{
    delete m_model; // before the icon provider its worker thread uses
}

void WorkspacePanel::setRoot(const QString& folder)
{
    m_root = folder;
    const QModelIndex root = m_model->setRootPath(m_root);
    m_view->setModel(m_model);
    for (int c = 1; c < m_model->columnCount(); ++c)
        m_view->hideColumn(c);
    m_view->setRootIndex(root);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(0, Qt::AscendingOrder);
    m_stack->setCurrentWidget(m_view);
    updateHeader();
}

void WorkspacePanel::revealFile(const QString& path)
{
    if (m_root.isEmpty() || !path.startsWith(m_root + QLatin1Char('/')))
        return;
    const QModelIndex index = m_model->index(path);
    if (index.isValid()) {
        m_view->setCurrentIndex(index);
        m_view->scrollTo(index);
    }
}

void WorkspacePanel::retranslateUi()
{
    // the texts of the window's panels are kept under the main window's context of the catalogues
    m_empty->setText(QCoreApplication::translate("pw::MainWindow",
                                                 "No folder is open. Open a project folder to browse its pipelines, "
                                                 "components and data."));
    updateHeader();
}

void WorkspacePanel::updateHeader()
{
    if (m_root.isEmpty()) {
        m_header->hide();
        return;
    }
    m_header->setText(QDir(m_root).dirName().toUpper());
    m_header->setToolTip(QDir::toNativeSeparators(m_root));
    m_header->show();
}

} // namespace pw
