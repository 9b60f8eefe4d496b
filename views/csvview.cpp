// SPDX-License-Identifier: MIT
#include "csvview.h"

#include "csvmodel.h"

#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace pw {

// ----- CsvFilterModel ------------------------------------------------------------------------------

void CsvFilterModel::setFilterText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    invalidateFilter();
}

void CsvFilterModel::setFilterColumn(int column)
{
    if (column == filterKeyColumn())
        return;
    setFilterKeyColumn(column);
    invalidateFilter();
}

void CsvFilterModel::setSourceModel(QAbstractItemModel* model)
{
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    QSortFilterProxyModel::setSourceModel(model);
    m_keys.clear();
    m_keysColumn = -1;
    if (!model)
        return;
    auto forget = [this] {
        m_keys.clear();
        m_keysColumn = -1;
    };
    connect(model, &QAbstractItemModel::modelReset, this, forget);
    connect(model, &QAbstractItemModel::dataChanged, this, forget);
    connect(model, &QAbstractItemModel::rowsRemoved, this, forget);
}

const CsvFilterModel::Key& CsvFilterModel::key(int row) const
{
    // one pass through the column in file order (rows that arrive later are read as they come)
    const int column = sortColumn();
    if (column != m_keysColumn) {
        m_keys.clear();
        m_keysColumn = column;
    }
    const QAbstractItemModel* source = sourceModel();
    if (row >= int(m_keys.size())) {
        const int rows = source->rowCount();
        m_keys.reserve(size_t(rows));
        for (int r = int(m_keys.size()); r < rows; ++r) {
            const QVariant v = source->index(r, column).data(CsvModel::SortRole);
            Key k;
            k.isNumber = v.typeId() == QMetaType::Double;
            if (k.isNumber)
                k.number = v.toDouble();
            else
                k.text = v.toString();
            m_keys.push_back(std::move(k));
        }
    }
    static const Key none;
    return row < int(m_keys.size()) ? m_keys[size_t(row)] : none;
}

bool CsvFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const Key& a = key(left.row());
    const Key& b = key(right.row());
    if (a.isNumber && b.isNumber)
        return a.number < b.number;
    if (a.isNumber != b.isNumber)
        return a.isNumber; // numbers before text
    return QString::localeAwareCompare(a.text, b.text) < 0;
}

bool CsvFilterModel::filterAcceptsRow(int row, const QModelIndex& parent) const
{
    if (m_text.isEmpty())
        return true;
    const QAbstractItemModel* source = sourceModel();
    const int column = filterKeyColumn();
    if (column >= 0)
        return source->index(row, column, parent).data(Qt::EditRole).toString().contains(m_text, Qt::CaseInsensitive);
    for (int c = 0; c < source->columnCount(parent); ++c)
        if (source->index(row, c, parent).data(Qt::EditRole).toString().contains(m_text, Qt::CaseInsensitive))
            return true;
    return false;
}

// ----- CsvView ---------------------------------------------------------------------------------------

CsvView::CsvView(QWidget* parent)
    : QWidget(parent)
    , m_model(new CsvModel(this))
    , m_proxy(new CsvFilterModel(this))
    , m_filter(new QLineEdit(this))
    , m_column(new QComboBox(this))
    , m_status(new QLabel(this))
    , m_incomplete(new QLabel(this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("csvView"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setSortRole(CsvModel::SortRole);
    m_filter->setObjectName(QStringLiteral("csvFilter"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMaximumWidth(280);
    m_column->setObjectName(QStringLiteral("csvFilterColumn"));
    m_column->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_status->setObjectName(QStringLiteral("csvStatus"));
    m_status->setForegroundRole(QPalette::PlaceholderText);
    m_incomplete->setObjectName(QStringLiteral("csvIncomplete"));
    m_incomplete->setWordWrap(true);
    m_incomplete->hide();
    m_table->setObjectName(QStringLiteral("csvTable"));
    m_table->setModel(m_proxy);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // the file's order until a click
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->setAlternatingRowColors(true);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->setSpacing(6);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_column);
    bar->addWidget(m_status);
    bar->addStretch(0);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_incomplete);
    layout->addWidget(m_table, 1);

    // a large file is filtered once the typing pauses
    auto* filterTimer = new QTimer(this);
    filterTimer->setSingleShot(true);
    filterTimer->setInterval(250);
    connect(filterTimer, &QTimer::timeout, this, [this] {
        m_proxy->setFilterText(m_filter->text());
        updateStatus();
    });
    connect(m_filter, &QLineEdit::textChanged, this, [this, filterTimer](const QString& text) {
        if (m_model->rowCount() > 20000 && !text.isEmpty()) {
            filterTimer->start();
            return;
        }
        filterTimer->stop();
        m_proxy->setFilterText(text);
        updateStatus();
    });
    connect(m_column, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_proxy->setFilterColumn(index <= 0 ? -1 : index - 1);
        updateStatus();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        updateStatus();
        if (!m_fitted)
            fitColumns();
    });
    connect(m_model, &QAbstractItemModel::columnsInserted, this, &CsvView::updateColumns);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_fitted = false;
        updateColumns();
        updateStatus();
    });
    connect(m_model, &CsvModel::loadingChanged, this, &CsvView::updateStatus);
    connect(m_model, &CsvModel::finished, this, [this] {
        updateStatus();
        if (!m_userResized)
            fitColumns(); // the last rows too, now that they are known
    });
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int section) {
        // (the last column follows the view's width by itself)
        if (!m_fitting && section != m_table->horizontalHeader()->count() - 1)
            m_userResized = true;
    });
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &CsvView::updateStatus);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &CsvView::updateStatus);
    retranslateUi();
}

CsvView::~CsvView() = default;

bool CsvView::isCsvFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("csv") || suffix == QLatin1String("tsv");
}

bool CsvView::openFile(const QString& path)
{
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_proxy->sort(-1);
    m_fitted = false;
    m_userResized = false;
    const bool ok = m_model->openFile(path);
    updateColumns();
    updateStatus();
    if (!m_fitted && m_model->rowCount() > 0)
        fitColumns();
    return ok;
}

void CsvView::clear()
{
    m_model->clear();
}

QString CsvView::fileName() const
{
    return m_model->fileName();
}

QString CsvView::errorString() const
{
    return m_model->errorString();
}

void CsvView::updateColumns()
{
    const int current = m_column->currentIndex();
    QSignalBlocker block(m_column);
    m_column->clear();
    m_column->addItem(tr("All columns"));
    for (int c = 0; c < m_model->columnCount(); ++c)
        m_column->addItem(m_model->headerData(c, Qt::Horizontal).toString());
    m_column->setCurrentIndex(current > 0 && current < m_column->count() ? current : 0);
    m_proxy->setFilterColumn(m_column->currentIndex() <= 0 ? -1 : m_column->currentIndex() - 1);
}

void CsvView::fitColumns()
{
    // columns as wide as their first rows (within reason): a wide column is elided, its tool tip has it all
    if (m_model->columnCount() == 0)
        return;
    m_fitted = m_model->rowCount() > 0;
    m_fitting = true;
    const QFontMetrics fm = m_table->fontMetrics();
    // the first and the last rows (numbers grow down a file)
    const int count = m_model->rowCount();
    QList<int> rows;
    for (int r = 0; r < qMin(count, 50); ++r)
        rows << r;
    for (int r = qMax(50, count - 50); r < count; ++r)
        rows << r;
    const int maxWidth = qMax(160, fm.averageCharWidth() * 40);
    for (int c = 0; c < m_model->columnCount(); ++c) {
        int w = m_table->horizontalHeader()->sectionSizeHint(c);
        for (int r : std::as_const(rows))
            w = qMax(w, fm.horizontalAdvance(m_model->index(r, c).data().toString()) + 16);
        m_table->setColumnWidth(c, qMin(w, maxWidth));
    }
    m_fitting = false;
}

QString CsvView::statusText() const
{
    QString s = m_status->text();
    if (!m_incomplete->isHidden())
        s += QLatin1Char('\n') + m_incomplete->text();
    return s;
}

void CsvView::updateStatus()
{
    const QLocale locale;
    const int total = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    QString text;
    if (!m_model->errorString().isEmpty())
        text = tr("Cannot read the file: %1").arg(m_model->errorString());
    else if (m_model->isLoading())
        text = tr("Reading… rows: %1").arg(locale.toString(total));
    else if (m_proxy->filterText().isEmpty())
        text = tr("Rows: %1").arg(locale.toString(total));
    else
        text = tr("Rows: %1 of %2").arg(locale.toString(shown), locale.toString(total));
    m_status->setText(text);
    if (m_model->endsIncomplete()) {
        m_incomplete->setText(
            tr("⚠ The file ends in the middle of its last line (row %1): it is shown as far as it goes, marked ⚠. "
               "The file may still be being written.")
                .arg(locale.toString(total)));
        m_incomplete->show();
    } else {
        m_incomplete->hide();
    }
}

void CsvView::retranslateUi()
{
    m_filter->setPlaceholderText(tr("Filter rows"));
    m_filter->setAccessibleName(tr("Filter rows"));
    m_filter->setToolTip(tr("Show only the rows that contain this text (any letter case)"));
    m_column->setToolTip(tr("Where to look for the filter text"));
    m_column->setAccessibleName(tr("Filter column"));
    if (m_column->count() > 0)
        m_column->setItemText(0, tr("All columns"));
    m_table->setAccessibleName(tr("Table"));
    m_table->horizontalHeader()->setToolTip(tr("Click a column's header to sort by it"));
    updateStatus();
}

void CsvView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace pw
