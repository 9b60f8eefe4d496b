// SPDX-License-Identifier: MIT
#include "palettepanel.h"

#include "canvasview.h"
#include "componentcache.h"
#include "placeholderview.h"

#include <QDir>
#include <QDirIterator>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPointer>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QThreadPool>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

namespace pw {

namespace {

    constexpr int MaxFiles = 20000;
    constexpr qint64 MaxComponentSize = 1024 * 1024;

    bool skippedFolder(const QString& name)
    {
        return name.startsWith(QLatin1Char('.')) || name == QLatin1String("node_modules")
            || name == QLatin1String("__pycache__") || name == QLatin1String("build") || name == QLatin1String("venv");
    }

    // Enter adds the current entry; the tree keeps the other keys
    class PaletteTree : public PlaceholderView<QTreeView> {
    public:
        using PlaceholderView<QTreeView>::PlaceholderView;
        std::function<void(const QModelIndex&)> onEnter;

    protected:
        void keyPressEvent(QKeyEvent* event) override
        {
            if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentIndex().isValid()
                && onEnter) {
                onEnter(currentIndex());
                return;
            }
            PlaceholderView<QTreeView>::keyPressEvent(event);
        }
    };

} // namespace

// ----- model -----------------------------------------------------------------------------------------

QStringList PaletteModel::mimeTypes() const
{
    return { QLatin1String(StepMimeType), QStringLiteral("text/uri-list") };
}

QMimeData* PaletteModel::mimeData(const QModelIndexList& indexes) const
{
    for (const QModelIndex& index : indexes) {
        const QString kind = index.data(KindRole).toString();
        if (kind.isEmpty())
            continue;
        QJsonObject o;
        o.insert(QLatin1String("kind"), kind);
        o.insert(QLatin1String("path"), index.data(PathRole).toString());
        o.insert(QLatin1String("type"), index.data(TypeRole).toString());
        o.insert(QLatin1String("name"), index.data(NameRole).toString());
        auto* mime = new QMimeData;
        mime->setData(QLatin1String(StepMimeType), QJsonDocument(o).toJson(QJsonDocument::Compact));
        if (kind == QLatin1String("component"))
            mime->setUrls({ QUrl::fromLocalFile(index.data(PathRole).toString()) });
        return mime;
    }
    return nullptr;
}

bool PaletteModel::templateFor(const QModelIndex& index, StepTemplate* out)
{
    const QString kind = index.data(KindRole).toString();
    if (kind.isEmpty())
        return false;
    out->kind = kind == QLatin1String("command") ? StepTemplate::Kind::NewCommand
        : kind == QLatin1String("parallel")      ? StepTemplate::Kind::NewParallel
                                                 : StepTemplate::Kind::ComponentFile;
    out->componentPath = index.data(PathRole).toString();
    out->componentType = index.data(TypeRole).toString();
    out->suggestedName = index.data(NameRole).toString();
    return true;
}

// ----- panel -----------------------------------------------------------------------------------------

PalettePanel::PalettePanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new PaletteModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_search(new QLineEdit(this))
    , m_refresh(new QToolButton(this))
    , m_view(new PaletteTree(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("palettePanel"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(PaletteModel::SearchRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setRecursiveFilteringEnabled(true);
    m_search->setObjectName(QStringLiteral("paletteSearch"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setFilterFixedString(text.trimmed());
        m_view->expandAll();
    });
    m_search->installEventFilter(this);
    m_refresh->setObjectName(QStringLiteral("paletteRefresh"));
    m_refresh->setAutoRaise(true);
    m_refresh->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    connect(m_refresh, &QToolButton::clicked, this, &PalettePanel::refresh);

    auto* tree = static_cast<PaletteTree*>(m_view);
    tree->onEnter = [this](const QModelIndex& index) { activate(index); };
    m_view->setObjectName(QStringLiteral("paletteView"));
    m_view->setModel(m_proxy);
    m_view->setHeaderHidden(true);
    m_view->setUniformRowHeights(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setDragEnabled(true);
    m_view->setDragDropMode(QAbstractItemView::DragOnly);
    m_view->setDefaultDropAction(Qt::CopyAction);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setExpandsOnDoubleClick(false);
    connect(m_view, &QTreeView::doubleClicked, this, &PalettePanel::activate);

    m_status->setObjectName(QStringLiteral("paletteStatus"));
    m_status->setContentsMargins(8, 2, 8, 2);
    m_status->setForegroundRole(QPalette::PlaceholderText);
    m_status->setWordWrap(true);

    auto* top = new QHBoxLayout;
    top->setContentsMargins(4, 4, 4, 2);
    top->setSpacing(2);
    top->addWidget(m_search, 1);
    top->addWidget(m_refresh);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    retranslateUi();
}

PalettePanel::~PalettePanel()
{
    if (m_cancel)
        *m_cancel = true;
}

void PalettePanel::retranslateUi()
{
    m_search->setPlaceholderText(tr("Search components"));
    m_search->setAccessibleName(tr("Search components"));
    m_refresh->setToolTip(tr("Look for component files again"));
    m_refresh->setAccessibleName(tr("Refresh components"));
    m_view->setAccessibleName(tr("Components"));
    static_cast<PaletteTree*>(m_view)->setPlaceholderText(
        m_folder.isEmpty() ? tr("Open a folder to see the components in it.") : tr("No component matches."));
    rebuild();
}

void PalettePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool PalettePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            const QModelIndex first = firstMatch();
            if (first.isValid())
                activate(first);
            return true;
        }
        if (key->key() == Qt::Key_Down) {
            const QModelIndex first = firstMatch();
            if (first.isValid())
                m_view->setCurrentIndex(first);
            m_view->setFocus();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QModelIndex PalettePanel::firstMatch() const
{
    // the best match: the name starts with what was typed, then the name holds it, then anything else that
    // matched (description, ports); templates only when nothing else does
    const QString typed = m_search->text().trimmed();
    QModelIndex best;
    int bestScore = 100;
    for (int g = 0; g < m_proxy->rowCount(); ++g) {
        const QModelIndex group = m_proxy->index(g, 0);
        for (int r = 0; r < m_proxy->rowCount(group); ++r) {
            const QModelIndex i = m_proxy->index(r, 0, group);
            const QString kind = i.data(PaletteModel::KindRole).toString();
            if (kind.isEmpty())
                continue;
            const QStringList names { i.data(PaletteModel::NameRole).toString(), i.data().toString(),
                i.data(PaletteModel::SearchRole).toString().section(QLatin1Char('\n'), 0, 0) };
            int score = 3;
            for (const QString& n : names) {
                if (!typed.isEmpty() && n.startsWith(typed, Qt::CaseInsensitive))
                    score = qMin(score, 0);
                else if (!typed.isEmpty() && n.contains(typed, Qt::CaseInsensitive))
                    score = qMin(score, 1);
            }
            if (kind != QLatin1String("component"))
                score += 4;
            if (score < bestScore) {
                bestScore = score;
                best = i;
            }
        }
    }
    return best;
}

QList<PaletteEntry> PalettePanel::entriesFor(const QString& type, bool wantInput) const
{
    QList<PaletteEntry> out;
    for (const PaletteEntry& e : m_entries) {
        for (const QString& port : wantInput ? e.inputs : e.outputs) {
            const QString portType = port.section(QStringLiteral(": "), 1);
            const Compatibility c = wantInput ? typeCompatibility(type, portType) : typeCompatibility(portType, type);
            if (!portType.isEmpty() && !type.isEmpty() && c != Compatibility::Incompatible) {
                out << e;
                break;
            }
        }
    }
    return out;
}

void PalettePanel::setFolder(const QString& folder)
{
    m_folder = folder;
    static_cast<PaletteTree*>(m_view)->setPlaceholderText(
        m_folder.isEmpty() ? tr("Open a folder to see the components in it.") : tr("No component matches."));
    refresh();
}

QList<PaletteEntry> PalettePanel::scan(const QString& folder, const std::atomic_bool* cancel)
{
    QList<PaletteEntry> out;
    if (folder.isEmpty())
        return out;
    ComponentCache cache;
    QList<QString> dirs { folder };
    int files = 0;
    while (!dirs.isEmpty() && files < MaxFiles) {
        const QDir dir(dirs.takeFirst());
        const QFileInfoList entries
            = dir.entryInfoList(QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot | QDir::Readable,
                QDir::Name | QDir::IgnoreCase | QDir::DirsLast);
        for (const QFileInfo& fi : entries) {
            if (cancel && *cancel)
                return {};
            if (fi.isDir()) {
                if (!fi.isSymLink() && !skippedFolder(fi.fileName()))
                    dirs << fi.absoluteFilePath();
                continue;
            }
            if (++files > MaxFiles)
                break;
            const QString suffix = fi.suffix().toLower();
            if ((suffix != QLatin1String("yml") && suffix != QLatin1String("yaml")) || fi.size() > MaxComponentSize)
                continue;
            QFile f(fi.absoluteFilePath());
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QByteArray head = f.read(MaxComponentSize);
            if (!head.contains("type:"))
                continue; // conda files, MLTable and the like
            const ComponentCache::Result r = cache.load(fi.absoluteFilePath());
            if (!r.spec)
                continue;
            const ComponentSpec& c = *r.spec;
            const QString type = c.type.value.trimmed().toLower();
            if (type != QLatin1String("command") && type != QLatin1String("parallel")
                && type != QLatin1String("pipeline"))
                continue;
            const QString schema = c.schema.value;
            if (schema.contains(QLatin1String("Job.schema"), Qt::CaseInsensitive))
                continue;
            const bool component
                = schema.contains(QLatin1String("Component.schema"), Qt::CaseInsensitive) || bool(c.name);
            if (!component)
                continue;
            PaletteEntry e;
            e.path = fi.absoluteFilePath();
            e.type = type;
            e.name = c.name ? c.name.value : fi.completeBaseName();
            e.displayName = c.displayName ? c.displayName.value : QString();
            e.version = c.version ? c.version.value : QString();
            e.description = c.description ? c.description.value : QString();
            for (const PortDecl& p : c.inputs)
                e.inputs << (p.type ? p.name + QStringLiteral(": ") + p.type.value : p.name);
            for (const PortDecl& p : c.outputs)
                e.outputs << (p.type ? p.name + QStringLiteral(": ") + p.type.value : p.name);
            out << e;
        }
    }
    return out;
}

void PalettePanel::refresh()
{
    if (m_cancel)
        *m_cancel = true;
    const quint64 generation = ++m_generation;
    m_entries.clear();
    if (m_folder.isEmpty()) {
        m_scanning = false;
        rebuild();
        Q_EMIT scanFinished();
        return;
    }
    m_scanning = true;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_status->setText(tr("Looking for components…"));
    m_status->show();
    QPointer<PalettePanel> self(this);
    const QString folder = m_folder;
    const std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    QThreadPool::globalInstance()->start([self, folder, cancel, generation] {
        QList<PaletteEntry> found = scan(folder, cancel.get());
        if (*cancel)
            return;
        QMetaObject::invokeMethod(
            qApp,
            [self, generation, found] {
                if (self)
                    self->finishScan(generation, found);
            },
            Qt::QueuedConnection);
    });
}

void PalettePanel::finishScan(quint64 generation, const QList<PaletteEntry>& entries)
{
    if (generation != m_generation)
        return; // a newer scan is under way
    m_scanning = false;
    m_entries = entries;
    rebuild();
    Q_EMIT scanFinished();
}

void PalettePanel::rebuild()
{
    m_model->clear();
    auto group = [this](const QString& title, const QString& id) {
        auto* g = new QStandardItem(title);
        g->setData(id, Qt::AccessibleDescriptionRole);
        g->setData(title, PaletteModel::SearchRole);
        g->setFlags(Qt::ItemIsEnabled);
        QFont f = g->font();
        f.setWeight(QFont::DemiBold);
        g->setFont(f);
        m_model->appendRow(g);
        return g;
    };
    QStandardItem* templates = group(tr("New step"), QStringLiteral("templates"));
    auto templateItem = [&](const QString& kind, const QString& text, const QString& tip) {
        auto* item = new QStandardItem(text);
        item->setData(kind, PaletteModel::KindRole);
        item->setData(QString(text + QLatin1Char(' ') + kind), PaletteModel::SearchRole);
        item->setToolTip(tip);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
        templates->appendRow(item);
    };
    templateItem(QStringLiteral("command"), tr("Command step"),
        tr("A new step that runs a command in an environment (no component file)"));
    templateItem(QStringLiteral("parallel"), tr("Parallel step"),
        tr("A new parallel step: mini-batches of an input spread over instances, with an entry script"));

    const struct {
        const char* type;
        QString title;
    } kinds[] = { { "command", tr("Command components") }, { "parallel", tr("Parallel components") },
        { "pipeline", tr("Pipeline components") } };
    for (const auto& k : kinds) {
        QList<const PaletteEntry*> list;
        for (const PaletteEntry& e : std::as_const(m_entries))
            if (e.type == QLatin1String(k.type))
                list << &e;
        if (list.isEmpty())
            continue;
        QStandardItem* g = group(k.title, QLatin1String(k.type));
        for (const PaletteEntry* e : std::as_const(list)) {
            const QString title = e->displayName.isEmpty() ? e->name : e->displayName;
            auto* item = new QStandardItem(e->version.isEmpty() ? title : tr("%1 (v%2)").arg(title, e->version));
            item->setData(QStringLiteral("component"), PaletteModel::KindRole);
            item->setData(e->path, PaletteModel::PathRole);
            item->setData(e->type, PaletteModel::TypeRole);
            item->setData(QFileInfo(e->path).completeBaseName(), PaletteModel::NameRole);
            const QString rel = m_folder.isEmpty() ? e->path : QDir(m_folder).relativeFilePath(e->path);
            item->setData(QStringList { e->name, e->displayName, e->description, rel, e->inputs.join(QLatin1Char(' ')),
                              e->outputs.join(QLatin1Char(' ')) }
                              .join(QLatin1Char('\n')),
                PaletteModel::SearchRole);
            QString tip = QStringLiteral("<b>%1</b>").arg(e->name.toHtmlEscaped());
            if (!e->version.isEmpty())
                tip += QStringLiteral(" v%1").arg(e->version.toHtmlEscaped());
            tip += QStringLiteral("<br><i>%1</i>").arg(QDir::toNativeSeparators(rel).toHtmlEscaped());
            if (!e->description.isEmpty())
                tip += QStringLiteral("<br>%1").arg(e->description.left(300).toHtmlEscaped());
            if (!e->inputs.isEmpty())
                tip += QStringLiteral("<br>%1 %2")
                           .arg(tr("Inputs:"), e->inputs.join(QStringLiteral(", ")).toHtmlEscaped());
            if (!e->outputs.isEmpty())
                tip += QStringLiteral("<br>%1 %2")
                           .arg(tr("Outputs:"), e->outputs.join(QStringLiteral(", ")).toHtmlEscaped());
            tip += QStringLiteral("<br><i>%1</i>").arg(tr("Drag onto the canvas, or press Enter, to add a step"));
            item->setToolTip(tip);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
            g->appendRow(item);
        }
    }
    m_view->expandAll();
    if (m_scanning) {
        m_status->setText(tr("Looking for components…"));
        m_status->show();
    } else if (!m_folder.isEmpty() && m_entries.isEmpty()) {
        m_status->setText(tr("No component files in this folder."));
        m_status->show();
    } else {
        m_status->hide();
    }
}

void PalettePanel::activate(const QModelIndex& index)
{
    StepTemplate t;
    if (PaletteModel::templateFor(index, &t))
        Q_EMIT addRequested(t);
}

} // namespace pw
