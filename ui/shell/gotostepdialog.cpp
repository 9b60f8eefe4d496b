// SPDX-License-Identifier: MIT
#include "gotostepdialog.h"

#include "pipelinedocument.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace pw {

namespace {
    constexpr int NameRole = Qt::UserRole + 1;
} // namespace

GoToStepDialog::GoToStepDialog(const PipelineDocument& document, QWidget* parent)
    : QDialog(parent)
    , m_filter(new QLineEdit(this))
    , m_list(new QListView(this))
    , m_count(new QLabel(this))
    , m_model(new QStandardItemModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("goToStepDialog"));
    setWindowTitle(tr("Go to Step"));
    // each step: its name, then what it runs (component name or kind), both searched
    for (const Step& s : document.spec().steps) {
        QString what;
        if (s.resolved && s.resolved->name)
            what = s.resolved->name.value;
        else if (!s.component.field.value.isEmpty() && s.component.kind != ComponentRef::Kind::Inline)
            what = s.component.field.value;
        else
            what = tr("inline %1").arg(stepKindName(s.kind));
        if (s.displayName && !s.displayName.value.isEmpty() && s.displayName.value != s.name)
            what = s.displayName.value + QStringLiteral(" · ") + what;
        auto* item = new QStandardItem(QStringLiteral("%1 — %2").arg(s.name, what));
        item->setData(s.name, NameRole);
        item->setToolTip(what);
        item->setEditable(false);
        m_model->appendRow(item);
    }
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_list->setModel(m_proxy);
    m_list->setUniformItemSizes(true); // thousands of rows
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setObjectName(QStringLiteral("stepList"));
    m_list->setAccessibleName(tr("Steps"));
    m_filter->setObjectName(QStringLiteral("stepFilter"));
    m_filter->setPlaceholderText(tr("Step or component name"));
    m_filter->setAccessibleName(tr("Filter steps"));
    m_filter->setClearButtonEnabled(true);
    m_filter->installEventFilter(this);
    m_count->setObjectName(QStringLiteral("stepCount"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Go"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_count, 1);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);
    resize(520, 440);

    connect(m_filter, &QLineEdit::textChanged, this, &GoToStepDialog::setFilter);
    connect(m_list, &QListView::activated, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto okEnabled = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(m_list->currentIndex().isValid());
    };
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, okEnabled);
    setFilter(QString());
    okEnabled();
    m_filter->setFocus();
}

QString GoToStepDialog::stepName() const
{
    return m_list->currentIndex().data(NameRole).toString();
}

void GoToStepDialog::setFilter(const QString& text)
{
    if (m_filter->text() != text)
        m_filter->setText(text); // comes back here through textChanged
    m_proxy->setFilterFixedString(text.trimmed());
    // the first match is chosen, so that typing and Enter is enough
    if (m_proxy->rowCount() > 0 && (!m_list->currentIndex().isValid() || !text.isEmpty()))
        m_list->setCurrentIndex(m_proxy->index(0, 0));
    updateCount();
}

int GoToStepDialog::visibleCount() const
{
    return m_proxy->rowCount();
}

void GoToStepDialog::updateCount()
{
    m_count->setText(tr("%1 of %n step(s)", nullptr, m_model->rowCount()).arg(m_proxy->rowCount()));
}

bool GoToStepDialog::eventFilter(QObject* watched, QEvent* event)
{
    // the arrows and page keys move through the list while the filter keeps the focus
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        switch (key->key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
            QCoreApplication::sendEvent(m_list, event);
            return true;
        default:
            break;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace pw
