// SPDX-License-Identifier: MIT
#include "welcomepage.h"

#include "recentfilebutton.h"
#include "wraplabel.h"
#include "icons.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace pw {

WelcomePage::WelcomePage(QWidget* parent)
    : QWidget(parent)
    , m_logo(new QLabel(this))
    , m_title(new QLabel(this))
    , m_subtitle(new WrapLabel(this))
    , m_openButton(new QPushButton(this))
    , m_folderButton(new QPushButton(this))
    , m_sampleButton(new QPushButton(this))
    , m_recentTitle(new QLabel(this))
    , m_recentList(new QWidget(this))
    , m_recentLayout(new QVBoxLayout(m_recentList))
    , m_hint(new WrapLabel(this))
{
    setObjectName(QStringLiteral("welcomePage"));
    m_logo->setPixmap(appIcon(QStringLiteral("app")).pixmap(64, 64));
    m_logo->setAlignment(Qt::AlignCenter);

    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.8);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setAlignment(Qt::AlignCenter);
    m_subtitle->setAlignment(Qt::AlignCenter);
    m_subtitle->setWordWrap(true);
    m_subtitle->setForegroundRole(QPalette::PlaceholderText);

    m_openButton->setObjectName(QStringLiteral("welcomeOpenButton"));
    m_folderButton->setObjectName(QStringLiteral("welcomeOpenFolderButton"));
    m_sampleButton->setObjectName(QStringLiteral("welcomeSampleButton"));
    m_sampleButton->setIcon(appIcon(QStringLiteral("folder")));
    m_sampleButton->hide();
    connect(m_sampleButton, &QPushButton::clicked, this, [this] { Q_EMIT sampleWorkspaceRequested(m_sample); });
    for (QPushButton* b : {m_openButton, m_folderButton, m_sampleButton}) {
        b->setIconSize(QSize(18, 18));
        b->setMinimumSize(200, 34);
    }
    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(12);
    buttons->addStretch(1);
    buttons->addWidget(m_openButton);
    buttons->addWidget(m_folderButton);
    buttons->addWidget(m_sampleButton);
    buttons->addStretch(1);

    QFont sectionFont = font();
    sectionFont.setBold(true);
    m_recentTitle->setFont(sectionFont);
    m_recentTitle->setAlignment(Qt::AlignCenter);
    m_recentList->setObjectName(QStringLiteral("welcomeRecentList"));
    m_recentLayout->setContentsMargins(0, 0, 0, 0);
    m_recentLayout->setSpacing(2);
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);

    auto* column = new QVBoxLayout;
    column->setSpacing(10);
    column->addWidget(m_logo);
    column->addWidget(m_title);
    column->addWidget(m_subtitle);
    column->addSpacing(12);
    column->addLayout(buttons);
    column->addSpacing(18);
    column->addWidget(m_recentTitle);
    column->addWidget(m_recentList);
    column->addSpacing(12);
    column->addWidget(m_hint);

    auto* outer = new QHBoxLayout;
    outer->addStretch(1);
    outer->addLayout(column, 4);
    outer->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addLayout(outer);
    layout->addStretch(3);
    retranslateUi();
}

void WelcomePage::setActions(QAction* open, QAction* openFolder)
{
    m_openAction = open;
    m_folderAction = openFolder;
    m_openButton->setIcon(open->icon());
    m_folderButton->setIcon(openFolder->icon());
    connect(m_openButton, &QPushButton::clicked, open, &QAction::trigger);
    connect(m_folderButton, &QPushButton::clicked, openFolder, &QAction::trigger);
    retranslateUi();
}

void WelcomePage::setSampleWorkspace(const QString& folder)
{
    m_sample = folder;
    m_sampleButton->setVisible(!folder.isEmpty());
    m_sampleButton->setToolTip(QDir::toNativeSeparators(folder));
}

void WelcomePage::setRecentFiles(const QStringList& files)
{
    m_recent = files;
    rebuildRecent();
}

void WelcomePage::rebuildRecent()
{
    m_recentTitle->setVisible(!m_recent.isEmpty());
    m_recentList->setVisible(!m_recent.isEmpty());
    const QStringList shown = m_recent.mid(0, 6);
    if (shown == shownRecentFiles())
        return;
    for (RecentFileButton* b : m_recentList->findChildren<RecentFileButton*>(Qt::FindDirectChildrenOnly))
        delete b;
    for (const QString& path : shown) {
        auto* b = new RecentFileButton(path, m_recentList);
        connect(b, &RecentFileButton::activated, this, &WelcomePage::recentFileActivated);
        m_recentLayout->addWidget(b);
        b->show(); // now, not after a turn of the event loop
    }
}

QStringList WelcomePage::shownRecentFiles() const
{
    QStringList paths;
    for (int i = 0; i < m_recentLayout->count(); ++i)
        if (auto* b = qobject_cast<RecentFileButton*>(m_recentLayout->itemAt(i)->widget()))
            paths << b->path();
    return paths;
}

void WelcomePage::retranslateUi()
{
    m_title->setText(tr("Pipewright"));
    m_openButton->setText(tr("Open Pipeline…"));
    m_folderButton->setText(tr("Open Folder…"));
    m_sampleButton->setText(tr("Open the Sample Workspace"));
    if (m_openAction)
        m_openButton->setToolTip(m_openAction->shortcut().toString(QKeySequence::NativeText));
    if (m_folderAction)
        m_folderButton->setToolTip(m_folderAction->shortcut().toString(QKeySequence::NativeText));
    m_subtitle->setText(tr("Design, check and run Azure Machine Learning pipeline YAML files."));
    m_recentTitle->setText(tr("Recent pipelines"));
    m_hint->setText(tr("Tip: start the studio with a project folder (pipewright-studio FOLDER) to browse its pipelines, "
                    "components and data in the Workspace panel."));
    rebuildRecent();
}

void WelcomePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace pw
