// SPDX-License-Identifier: MIT
#include "palettepanel.h"
#include "uiutil.h"

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

// ----- panel -----------------------------------------------------------------------------------------

PalettePanel::PalettePanel(QWidget* parent)
    : QWidget(parent)
    , m_model(new PaletteModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("palettePanel"));
    // the proxy meets the model when it is first used: the panel is behind the Workspace tab at start, and joining
    // the two (connections made by signature) cost 1.2 M instructions before the first frame
    m_proxy->setFilterRole(PaletteModel::SearchRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setRecursiveFilteringEnabled(true);
}

QSortFilterProxyModel* PalettePanel::filterModel() const
{
    if (!m_proxy->sourceModel())
        m_proxy->setSourceModel(m_model);
    return m_proxy;
}

QTreeView* PalettePanel::view() const
{
    const_cast<PalettePanel*>(this)->ensureWidgets();
    return m_view;
}

QLineEdit* PalettePanel::searchField() const
{
    const_cast<PalettePanel*>(this)->ensureWidgets();
    return m_search;
}

void PalettePanel::ensureWidgets()
{
    if (m_view)
        return;
    m_search = new QLineEdit(this);
    m_refresh = new QToolButton(this);
    m_view = new PaletteTree(this);
    m_status = new QLabel(this);
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
    m_view->setModel(filterModel());
    m_view->setHeaderHidden(true);
    m_view->setUniformRowHeights(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setDragEnabled(true);
    m_view->setDragDropMode(QAbstractItemView::DragOnly);
    m_view->setDefaultDropAction(Qt::CopyAction);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setExpandsOnDoubleClick(false);
    setCompactMinimumHeight(m_view);
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
    // made while shown (its dock's tab was chosen): shown now, not after a round of the event loop
    if (isVisible()) {
        m_search->show();
        m_refresh->show();
        m_view->show();
    }
}

PalettePanel::~PalettePanel()
{
    if (m_cancel)
        *m_cancel = true;
}

void PalettePanel::retranslateUi()
{
    if (!m_view)
        return;
    m_search->setPlaceholderText(tr("Search components"));
    m_search->setAccessibleName(tr("Search components"));
    m_refresh->setToolTip(tr("Look for component files again"));
    m_refresh->setAccessibleName(tr("Refresh components"));
    m_view->setAccessibleName(tr("Components"));
    m_view->expandAll();
    updateStatus();
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
        if (key->key() == Qt::Key_Escape) {
            // back to the canvas, the filter cleared: the panel lists every component again
            m_search->clear();
            Q_EMIT leaveRequested();
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
    const QString typed = m_search ? m_search->text().trimmed() : QString();
    QModelIndex best;
    int bestScore = 100;
    filterModel();
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
    refresh();
}

void PalettePanel::refresh()
{
    if (m_cancel)
        *m_cancel = true;
    ++m_generation;
    m_entries.clear();
    m_scanPending = false;
    if (m_folder.isEmpty()) {
        m_scanning = false;
        rebuild();
        Q_EMIT scanFinished();
        return;
    }
    m_scanning = true;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    updateStatus();
    if (m_holdScans)
        m_scanPending = true;
    else
        startScan();
}

void PalettePanel::holdScans(bool hold)
{
    m_holdScans = hold;
    if (!hold && m_scanPending) {
        m_scanPending = false;
        startScan();
    }
}

void PalettePanel::startScan()
{
    const quint64 generation = m_generation;
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
    m_model->setEntries(m_entries, m_folder);
    if (m_view)
        m_view->expandAll();
    updateStatus();
}

void PalettePanel::updateStatus()
{
    if (!m_view)
        return;
    static_cast<PaletteTree*>(m_view)->setPlaceholderText(
        m_folder.isEmpty() ? tr("Open a folder to see the components in it.") : tr("No component matches."));
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
