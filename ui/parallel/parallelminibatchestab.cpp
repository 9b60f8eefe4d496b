// SPDX-License-Identifier: MIT
#include "parallelminibatchestab.h"

#include "minibatchesmodel.h"
#include "parallellogs.h"

#include <QCheckBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace pw {

ParallelMiniBatchesTab::ParallelMiniBatchesTab(MiniBatchesModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("parallelMiniBatches"));
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    m_text = new QLineEdit(this);
    m_text->setObjectName(QStringLiteral("miniBatchFilter"));
    m_text->setPlaceholderText(tr("Filter by id, node, process or error"));
    m_text->setClearButtonEnabled(true);
    m_succeeded = new QCheckBox(tr("Succeeded"), this);
    m_failed = new QCheckBox(tr("Failed"), this);
    m_failed->setObjectName(QStringLiteral("showFailed"));
    m_running = new QCheckBox(tr("Running"), this);
    for (QCheckBox* b : {m_succeeded, m_failed, m_running})
        b->setChecked(true);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("miniBatchCount"));
    bar->addWidget(m_text, 1);
    bar->addWidget(m_succeeded);
    bar->addWidget(m_failed);
    bar->addWidget(m_running);
    bar->addWidget(m_count);
    layout->addLayout(bar);

    m_filter = new MiniBatchesFilterModel(this);
    m_filter->setSourceModel(model);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("miniBatchTable"));
    m_view->setModel(m_filter);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(MiniBatchesModel::IdColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed); // a million rows: no per-row measuring
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setToolTip(tr("Double-click a mini-batch to read its lines in its process log"));
    layout->addWidget(m_view, 1);

    // typing filters after a short pause, not at every key
    auto* debounce = new QTimer(this);
    debounce->setSingleShot(true);
    debounce->setInterval(150);
    connect(m_text, &QLineEdit::textChanged, debounce, qOverload<>(&QTimer::start));
    connect(debounce, &QTimer::timeout, this, [this] {
        m_filter->setFilterText(m_text->text());
        updateCount();
    });
    auto states = [this] {
        m_filter->setStateVisible(MiniBatchState::Succeeded, m_succeeded->isChecked());
        m_filter->setStateVisible(MiniBatchState::Failed, m_failed->isChecked());
        m_filter->setStateVisible(MiniBatchState::Running, m_running->isChecked());
        updateCount();
    };
    for (QCheckBox* b : {m_succeeded, m_failed, m_running})
        connect(b, &QCheckBox::toggled, this, states);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) { openLogOf(index.row()); });
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &ParallelMiniBatchesTab::updateCount);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &ParallelMiniBatchesTab::updateCount);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &ParallelMiniBatchesTab::updateCount);
    updateCount();
}

void ParallelMiniBatchesTab::updateCount()
{
    // columns fit their contents once there are rows (the header looks at the first thousand)
    if (!m_sized && m_filter->rowCount() > 0) {
        m_sized = true;
        m_view->resizeColumnsToContents();
        // a long list of files does not push the errors out of sight: the whole list is in the cell's tooltip
        // (the room the other columns leave, with some for the error, but never under 20 characters)
        const int input = MiniBatchesModel::InputColumn;
        const int x = m_view->fontMetrics().horizontalAdvance(QLatin1Char('x'));
        int others = 0;
        for (int c = 0; c < MiniBatchesModel::ColumnCount; ++c)
            if (c != input && c != MiniBatchesModel::ErrorColumn)
                others += m_view->columnWidth(c);
        const int most = std::max(20 * x, m_view->viewport()->width() - others - 16 * x);
        if (m_view->columnWidth(input) > most)
            m_view->setColumnWidth(input, most);
    }
    const QLocale l;
    m_count->setText(tr("%1 of %2").arg(l.toString(m_filter->rowCount()), l.toString(m_model->rowCount())));
}

void ParallelMiniBatchesTab::showMiniBatch(int id)
{
    const qsizetype row = m_model->table().rowOfId(id);
    if (row < 0)
        return;
    QModelIndex index = m_filter->mapFromSource(m_model->index(int(row), 0));
    if (!index.isValid()) {
        m_text->clear();
        m_filter->setFilterText(QString());
        for (QCheckBox* b : {m_succeeded, m_failed, m_running})
            b->setChecked(true);
        index = m_filter->mapFromSource(m_model->index(int(row), 0));
    }
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

void ParallelMiniBatchesTab::openLogOf(int row)
{
    const QModelIndex source = m_filter->mapToSource(m_filter->index(row, 0));
    if (!source.isValid())
        return;
    const MiniBatchTable& t = m_model->table();
    const qsizetype r = source.row();
    const QString node = t.node(r), process = t.process(r);
    if (process.isEmpty() || m_logsDir.isEmpty())
        return;
    // the process log of the runtime names each mini-batch it picks and completes
    const QString file = QDir(m_logsDir).filePath(QStringLiteral("sys/node/%1/%2.txt").arg(node, process));
    Q_EMIT logRequested(file, QStringLiteral("mini-batch %1 ").arg(t.id(r)));
}

} // namespace pw
