// SPDX-License-Identifier: MIT
// The second peer of bench_startup: the studio's first window (the last workspace restored, no file open yet) built
// from stock Qt widgets only. Same menus and number of actions, the tool bar, the five docks with what they show in
// the first frame (the Workspace tree on a QFileSystemModel of the same folder, the empty Outline, the Properties
// hint, the Problems filter, toggles and table), the welcome page and the status bar; the docks tabbed behind
// others stay empty, as the studio makes their contents when first shown. It draws no icons at all (the studio
// draws its own: tool bar, tree, buttons, logo), so it has less to do than the studio: what the studio takes
// beyond it is at most what the studio's own code costs; what it takes beyond the bare window (bench_startup_peer)
// is at least what Qt costs for that content. Like the studio with --first-frame, it prints the moment
// its first frame has been painted and quits.
//
//   bench_startup_replica --workspace DIR [--size WxH]
#include "firstframeprobe.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileIconProvider>
#include <QFileSystemModel>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <cstdio>

namespace {

/// No icons in the Workspace tree (the default provider would look them up in the icon theme).
class NoIcons : public QFileIconProvider
{
public:
    QIcon icon(IconType) const override { return QIcon(); }
    QIcon icon(const QFileInfo&) const override { return QIcon(); }
};

QDockWidget* dock(QMainWindow& window, const QString& title, QWidget* content, Qt::DockWidgetArea area)
{
    auto* d = new QDockWidget(title, &window);
    d->setWidget(content);
    window.addDockWidget(area, d);
    return d;
}

QLabel* centred(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    return label;
}

} // namespace

void buildReplica(QMainWindow& window, const QString& workspace)
{
    // the studio's menus, each with as many actions (their contents are not painted in the first frame, but made)
    const struct {
        const char* title;
        int actions;
    } menus[] = { { "&File", 15 }, { "&Edit", 33 }, { "&View", 20 }, { "&Pipeline", 3 }, { "&Run", 13 },
        { "&Compute", 8 }, { "&Settings", 5 }, { "&Help", 2 } };
    int shortcut = 0;
    for (const auto& m : menus) {
        QMenu* menu = window.menuBar()->addMenu(QString::fromLatin1(m.title));
        for (int i = 0; i < m.actions; ++i) {
            QAction* a = menu->addAction(QStringLiteral("%1 action %2").arg(QString::fromLatin1(m.title)).arg(i + 1));
            if (++shortcut % 2 == 0)
                a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_A + shortcut % 26)));
        }
    }

    QToolBar* tools = window.addToolBar(QStringLiteral("Main"));
    tools->setMovable(false);
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addAction(QStringLiteral("Open"));
    tools->addAction(QStringLiteral("Save"));
    tools->addSeparator();
    tools->addAction(QStringLiteral("Undo"))->setEnabled(false);
    tools->addAction(QStringLiteral("Redo"))->setEnabled(false);
    tools->addSeparator();
    tools->addAction(QStringLiteral("Validate"));
    auto* backend = new QComboBox(tools);
    backend->addItem(QStringLiteral("This machine"));
    tools->addWidget(backend);
    tools->addAction(QStringLiteral("Compute: serverless"));
    tools->addAction(QStringLiteral("Run"));
    tools->addAction(QStringLiteral("Cancel Run"))->setEnabled(false);

    // Workspace: the folder's name over its tree
    auto* workspacePanel = new QWidget(&window);
    auto* workspaceLayout = new QVBoxLayout(workspacePanel);
    workspaceLayout->setContentsMargins(0, 0, 0, 0);
    workspaceLayout->setSpacing(0);
    auto* header = new QLabel(QDir(workspace).dirName(), workspacePanel);
    header->setContentsMargins(8, 4, 8, 4);
    QFont headerFont = header->font();
    headerFont.setBold(true);
    header->setFont(headerFont);
    workspaceLayout->addWidget(header);
    auto* files = new QFileSystemModel(&window);
    files->setIconProvider(new NoIcons);
    files->setRootPath(workspace);
    auto* tree = new QTreeView(workspacePanel);
    tree->setModel(files);
    tree->setRootIndex(files->index(workspace));
    tree->setHeaderHidden(true);
    for (int c = 1; c < files->columnCount(); ++c)
        tree->hideColumn(c);
    workspaceLayout->addWidget(tree);
    QDockWidget* workspaceDock = dock(window, QStringLiteral("Workspace"), workspacePanel, Qt::LeftDockWidgetArea);
    auto* outline = new QTreeView(&window);
    outline->setHeaderHidden(true);
    QDockWidget* outlineDock = dock(window, QStringLiteral("Outline"), outline, Qt::LeftDockWidgetArea);
    window.splitDockWidget(workspaceDock, outlineDock, Qt::Vertical);
    QDockWidget* components = dock(window, QStringLiteral("Components"), new QWidget(&window), Qt::LeftDockWidgetArea);
    window.tabifyDockWidget(workspaceDock, components);
    workspaceDock->raise();

    auto* properties = new QLabel(QStringLiteral("Select a step to see and edit its settings."), &window);
    properties->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    properties->setWordWrap(true);
    QDockWidget* propertiesDock = dock(window, QStringLiteral("Properties"), properties, Qt::RightDockWidgetArea);

    // Problems: a filter, three toggles and the table with its placeholder
    auto* problems = new QWidget(&window);
    auto* problemsLayout = new QVBoxLayout(problems);
    auto* row = new QHBoxLayout;
    auto* filter = new QLineEdit(problems);
    filter->setPlaceholderText(QStringLiteral("Filter by message, file or rule"));
    row->addWidget(filter);
    for (const char* severity : { "Errors (0)", "Warnings (0)", "Info (0)" }) {
        auto* b = new QToolButton(problems);
        b->setText(QString::fromLatin1(severity));
        b->setCheckable(true);
        b->setChecked(true);
        row->addWidget(b);
    }
    row->addStretch(1);
    problemsLayout->addLayout(row);
    auto* problemModel = new QStandardItemModel(0, 5, &window);
    problemModel->setHorizontalHeaderLabels({ QStringLiteral("Severity"), QStringLiteral("Message"),
        QStringLiteral("File"), QStringLiteral("Line"), QStringLiteral("Rule") });
    auto* table = new QTableView(problems);
    table->setModel(problemModel);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table->verticalHeader()->hide();
    problemsLayout->addWidget(table);
    problemsLayout->addWidget(centred(QStringLiteral("No problems have been detected in the open pipelines."), problems));
    QDockWidget* problemsDock = dock(window, QStringLiteral("Problems"), problems, Qt::BottomDockWidgetArea);
    QDockWidget* jobs = dock(window, QStringLiteral("Jobs"), new QWidget(&window), Qt::BottomDockWidgetArea);
    window.tabifyDockWidget(problemsDock, jobs);
    problemsDock->raise();
    // the studio's default proportions
    const int w = window.width();
    const int h = window.height();
    window.resizeDocks({ workspaceDock, propertiesDock }, { qBound(220, w * 16 / 100, 300), qBound(280, w * 20 / 100, 380) },
        Qt::Horizontal);
    window.resizeDocks({ workspaceDock, outlineDock }, { h * 40 / 100, h * 60 / 100 }, Qt::Vertical);
    window.resizeDocks({ problemsDock }, { qBound(150, h * 22 / 100, 260) }, Qt::Vertical);

    // the welcome page: title, subtitle, two buttons, the recent file and a hint
    auto* welcome = new QWidget(&window);
    auto* column = new QVBoxLayout;
    column->setSpacing(10);
    QLabel* title = centred(QStringLiteral("Pipewright Studio"), welcome);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.8);
    titleFont.setBold(true);
    title->setFont(titleFont);
    column->addWidget(title);
    column->addWidget(centred(QStringLiteral("Design, check and run Azure Machine Learning pipelines."), welcome));
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    for (const char* text : { "Open Pipeline…", "Open Folder…" }) {
        auto* b = new QPushButton(QString::fromUtf8(text), welcome);
        b->setMinimumSize(200, 34);
        buttons->addWidget(b);
    }
    buttons->addStretch(1);
    column->addLayout(buttons);
    QLabel* recent = centred(QStringLiteral("Recent files"), welcome);
    recent->setFont(headerFont);
    column->addWidget(recent);
    auto* recentFile = new QToolButton(welcome);
    recentFile->setText(QStringLiteral("batch_score_pipeline.yml   pipelines"));
    recentFile->setAutoRaise(true);
    column->addWidget(recentFile, 0, Qt::AlignHCenter);
    column->addWidget(centred(QStringLiteral("Drop a pipeline YAML file here, or pick one in the Workspace."), welcome));
    auto* outer = new QHBoxLayout;
    outer->addStretch(1);
    outer->addLayout(column, 4);
    outer->addStretch(1);
    auto* page = new QVBoxLayout(welcome);
    page->addStretch(2);
    page->addLayout(outer);
    page->addStretch(3);
    window.setCentralWidget(welcome);

    window.statusBar()->showMessage(QStringLiteral("Workspace %1").arg(QDir::toNativeSeparators(workspace)));
    window.statusBar()->addPermanentWidget(new QLabel(QStringLiteral("No problems"), &window));
    window.statusBar()->addPermanentWidget(new QLabel(QStringLiteral("Backend: Local"), &window));
}

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QSize size(1280, 800);
    QString workspace;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--workspace")) {
            workspace = args[++i];
        } else if (args[i] == QLatin1String("--size")) {
            const QStringList wh = args[++i].split(QLatin1Char('x'));
            if (wh.size() == 2 && wh[0].toInt() > 0 && wh[1].toInt() > 0)
                size = QSize(wh[0].toInt(), wh[1].toInt());
        }
    }
    if (!QDir(workspace).exists()) {
        std::fprintf(stderr, "usage: bench_startup_replica --workspace DIR [--size WxH]\n");
        return 2;
    }
    QMainWindow window;
    window.resize(size);
    buildReplica(window, workspace);
    new pw::FirstFrameProbe(&window, [workspace] { return workspace; });
    window.show();
    return app.exec();
}
