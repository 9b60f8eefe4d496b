// SPDX-License-Identifier: MIT
#include "parallelsettingsview.h"

#include "parallelsettingsmodel.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QTreeView>
#include <QVBoxLayout>

namespace pw {

namespace {

    const QColor kErrorColour(0xc4, 0x2b, 0x1c);

    /// Draws the settings table: a caption above the first row of each group, values left at their default in the
    /// placeholder colour, invalid values in red, the source as a small badge; edits with a list of choices where the
    /// setting has them.
    class SettingsDelegate : public QStyledItemDelegate {
    public:
        using QStyledItemDelegate::QStyledItemDelegate;

        static bool startsGroup(const QModelIndex& index)
        {
            if (index.row() == 0)
                return true;
            const QModelIndex above = index.sibling(index.row() - 1, 0);
            return above.data(ParallelSettingsModel::GroupRole) != index.data(ParallelSettingsModel::GroupRole);
        }

        static int captionHeight(const QStyleOptionViewItem& option)
        {
            QFont f = option.font;
            f.setBold(true);
            return QFontMetrics(f).height() + 8;
        }

        QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
        {
            QSize s = QStyledItemDelegate::sizeHint(option, index);
            s.setHeight(s.height() + 6);
            if (startsGroup(index))
                s.setHeight(s.height() + captionHeight(option));
            if (index.column() == ParallelSettingsModel::SourceColumn)
                s.setWidth(std::max(s.width(), option.fontMetrics.horizontalAdvance(index.data().toString()) + 24));
            return s;
        }

        void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
        {
            QStyleOptionViewItem opt = option;
            if (startsGroup(index)) {
                const int h = captionHeight(option);
                QRect band = option.rect;
                band.setHeight(h);
                painter->save();
                painter->fillRect(band, option.palette.alternateBase());
                painter->setPen(option.palette.color(QPalette::Mid));
                painter->drawLine(band.bottomLeft(), band.bottomRight());
                if (index.column() == ParallelSettingsModel::SettingColumn) {
                    QFont f = option.font;
                    f.setBold(true);
                    painter->setFont(f);
                    painter->setPen(option.palette.color(QPalette::Text));
                    painter->drawText(band.adjusted(6, 0, 400, 0), Qt::AlignVCenter | Qt::AlignLeft,
                        index.data(ParallelSettingsModel::GroupRole).toString());
                }
                painter->restore();
                opt.rect.setTop(opt.rect.top() + h);
            }
            if (index.column() == ParallelSettingsModel::SourceColumn) {
                paintBadge(painter, opt, index);
                return;
            }
            initStyleOption(&opt, index);
            if (index.column() == ParallelSettingsModel::ValueColumn) {
                if (!index.data(ParallelSettingsModel::MessageRole).toString().isEmpty())
                    opt.palette.setColor(QPalette::Text, kErrorColour);
                else if (index.data(ParallelSettingsModel::IsDefaultRole).toBool())
                    opt.palette.setColor(QPalette::Text, opt.palette.color(QPalette::PlaceholderText));
            } else if (index.column() == ParallelSettingsModel::DefaultColumn) {
                opt.palette.setColor(QPalette::Text, opt.palette.color(QPalette::PlaceholderText));
            }
            const QWidget* w = opt.widget;
            QStyle* style = w ? w->style() : QApplication::style();
            style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, w);
        }

        void paintBadge(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
        {
            QStyleOptionViewItem opt = option;
            initStyleOption(&opt, index);
            const QString text = opt.text;
            opt.text.clear();
            const QWidget* w = opt.widget;
            QStyle* style = w ? w->style() : QApplication::style();
            style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, w); // background and selection
            const auto source = ParallelSettingsModel::Source(index.data(ParallelSettingsModel::SourceRole).toInt());
            QFont f = opt.font;
            f.setPointSizeF(f.pointSizeF() * 0.85);
            const QFontMetrics fm(f);
            const int width = fm.horizontalAdvance(text) + 12;
            const int height = fm.height() + 2;
            const QRect badge(opt.rect.left() + 6, opt.rect.center().y() - height / 2, width, height);
            QColor fill, ink;
            switch (source) {
            case ParallelSettingsModel::FromStep: {
                // on a selected row the colours change places, so the badge stands out from the selection
                const bool selected = opt.state & QStyle::State_Selected;
                fill = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Highlight);
                ink = opt.palette.color(selected ? QPalette::Highlight : QPalette::HighlightedText);
                break;
            }
            case ParallelSettingsModel::FromComponent:
                fill = QColor(0x6b, 0x4f, 0xbb);
                ink = Qt::white;
                break;
            case ParallelSettingsModel::FromDefault:
                fill = Qt::transparent;
                ink = opt.palette.color(QPalette::PlaceholderText);
                break;
            }
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing);
            QPainterPath path;
            path.addRoundedRect(QRectF(badge).adjusted(0.5, 0.5, -0.5, -0.5), height / 2.0, height / 2.0);
            painter->fillPath(path, fill);
            if (source == ParallelSettingsModel::FromDefault) {
                painter->setPen(QPen(ink, 1));
                painter->drawPath(path);
            }
            painter->setFont(f);
            painter->setPen(ink);
            painter->drawText(badge, Qt::AlignCenter, text);
            painter->restore();
        }

        QWidget* createEditor(
            QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override
        {
            const QStringList choices = index.data(ParallelSettingsModel::ChoicesRole).toStringList();
            if (!choices.isEmpty()) {
                auto* box = new QComboBox(parent);
                box->addItem(ParallelSettingsView::tr("(not set: %1)")
                                 .arg(index.siblingAtColumn(ParallelSettingsModel::DefaultColumn).data().toString()),
                    QString());
                for (const QString& c : choices)
                    box->addItem(c, c);
                return box;
            }
            auto* edit = qobject_cast<QLineEdit*>(QStyledItemDelegate::createEditor(parent, option, index));
            if (edit)
                edit->setPlaceholderText(index.data(Qt::DisplayRole).toString());
            return edit;
        }

        void updateEditorGeometry(
            QWidget* editor, const QStyleOptionViewItem& option, const QModelIndex& index) const override
        {
            QRect r = option.rect;
            if (startsGroup(index))
                r.setTop(r.top() + captionHeight(option));
            editor->setGeometry(r);
        }

        void setEditorData(QWidget* editor, const QModelIndex& index) const override
        {
            const QString value = index.data(Qt::EditRole).toString();
            if (auto* box = qobject_cast<QComboBox*>(editor)) {
                int i = box->findData(value);
                if (i < 0) { // a value outside the choices stays choosable as it is
                    box->addItem(value, value);
                    i = box->count() - 1;
                }
                box->setCurrentIndex(i);
                return;
            }
            if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
                edit->setText(value);
                return;
            }
            QStyledItemDelegate::setEditorData(editor, index);
        }

        void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override
        {
            if (auto* box = qobject_cast<QComboBox*>(editor))
                model->setData(index, box->currentData().toString());
            else if (auto* edit = qobject_cast<QLineEdit*>(editor))
                model->setData(index, edit->text());
            else
                QStyledItemDelegate::setModelData(editor, model, index);
        }
    };

} // namespace

ParallelSettingsView::ParallelSettingsView(QWidget* parent)
    : QWidget(parent)
    , m_model(new ParallelSettingsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("parallelSettingsView"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(ParallelSettingsModel::SearchRole);
    m_proxy->setFilterKeyColumn(ParallelSettingsModel::SettingColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("settingsFilter"));
    m_filter->setPlaceholderText(tr("Filter settings by name, key or value"));
    m_filter->setClearButtonEnabled(true);
    m_mode = new QLabel(this);
    m_mode->setObjectName(QStringLiteral("settingsMode"));
    top->addWidget(m_filter, 1);
    top->addWidget(m_mode);
    layout->addLayout(top);

    m_tree = new QTreeView(this);
    m_tree->setObjectName(QStringLiteral("settingsTable"));
    m_tree->setModel(m_proxy);
    m_tree->setItemDelegate(new SettingsDelegate(m_tree));
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(false);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(ParallelSettingsModel::SettingColumn, QHeaderView::Interactive);
    m_tree->header()->setSectionResizeMode(ParallelSettingsModel::ValueColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(ParallelSettingsModel::DefaultColumn, QHeaderView::Interactive);
    m_tree->header()->setSectionResizeMode(ParallelSettingsModel::SourceColumn, QHeaderView::ResizeToContents);
    m_tree->setColumnWidth(
        ParallelSettingsModel::SettingColumn, fontMetrics().horizontalAdvance(QLatin1Char('x')) * 34);
    m_tree->setColumnWidth(
        ParallelSettingsModel::DefaultColumn, fontMetrics().horizontalAdvance(QLatin1Char('x')) * 16);
    layout->addWidget(m_tree, 1);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("settingsMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->hide();
    layout->addWidget(m_message);

    auto* bottom = new QHBoxLayout;
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("settingsNote"));
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    m_reset = new QPushButton(tr("Reset to Default"), this);
    m_reset->setObjectName(QStringLiteral("resetSetting"));
    m_reset->setToolTip(tr("Remove the step's own value of the selected setting, so that the component's value or the "
                           "default applies"));
    bottom->addWidget(m_note, 1);
    bottom->addWidget(m_reset);
    layout->addLayout(bottom);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_reset, &QPushButton::clicked, this, &ParallelSettingsView::resetSelected);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        m_refusedRow = -1;
        updateState();
    });
    connect(m_model, &ParallelSettingsModel::editRefused, this, [this](int row, const QString&) {
        m_refusedRow = row;
        updateState();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ParallelSettingsView::updateState);
    updateState();
}

ParallelSettingsView::~ParallelSettingsView() = default;

void ParallelSettingsView::setDocument(PipelineDocument* document, const QString& stepName)
{
    m_refusedRow = -1;
    m_model->setDocument(document, stepName);
    updateState();
}

void ParallelSettingsView::setSnapshot(
    const QByteArray& pipelineYaml, const QString& stepName, const QString& componentFolder)
{
    m_refusedRow = -1;
    m_model->setSnapshot(pipelineYaml, stepName, componentFolder);
    updateState();
}

int ParallelSettingsView::currentSourceRow() const
{
    const QModelIndex current = m_tree->selectionModel()->currentIndex();
    return current.isValid() ? m_proxy->mapToSource(current).row() : -1;
}

bool ParallelSettingsView::selectKey(const QString& key)
{
    const int row = m_model->rowOfKey(key);
    if (row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, ParallelSettingsModel::ValueColumn));
    if (!index.isValid())
        return false;
    m_tree->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_tree->scrollTo(index);
    return true;
}

void ParallelSettingsView::resetSelected()
{
    const int row = currentSourceRow();
    if (row >= 0)
        m_model->resetRow(row);
    updateState();
}

void ParallelSettingsView::showMessage(const QString& text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: %1;").arg(kErrorColour.name()) : QString());
    m_message->setVisible(!text.isEmpty());
}

void ParallelSettingsView::updateState()
{
    const bool readOnly = m_model->isReadOnly();
    m_mode->setText(m_model->document() == nullptr ? QString()
            : readOnly                             ? tr("As run: read-only")
                                                   : tr("Design: edits change the pipeline"));
    m_note->setText(m_model->componentNote());
    m_reset->setVisible(!readOnly);
    const int row = currentSourceRow();
    const QModelIndex value = row >= 0 ? m_model->index(row, ParallelSettingsModel::ValueColumn) : QModelIndex();
    m_reset->setEnabled(value.isValid() && value.data(ParallelSettingsModel::EditableRole).toBool()
        && value.data(ParallelSettingsModel::SourceRole).toInt() == ParallelSettingsModel::FromStep);
    if (!m_model->problem().isEmpty())
        showMessage(m_model->problem(), false);
    else if (const QString refused = m_refusedRow >= 0
                 ? m_model->index(m_refusedRow, 0).data(ParallelSettingsModel::MessageRole).toString()
                 : QString();
             !refused.isEmpty())
        showMessage(refused, true);
    else if (value.isValid() && !value.data(ParallelSettingsModel::MessageRole).toString().isEmpty())
        showMessage(value.data(ParallelSettingsModel::MessageRole).toString(), true);
    else if (value.isValid())
        showMessage(value.data(ParallelSettingsModel::NoteRole).toString(), false);
    else
        showMessage(QString(), false);
}

} // namespace pw
