// SPDX-License-Identifier: MIT
#include "minibatchesmodel.h"

#include "literalsearcher.h"

#include <QColor>
#include <QLocale>

#include <algorithm>
#include <climits>
#include <cstring>

namespace pw {

// ----- MiniBatchesModel ---------------------------------------------------------------------------------------------

MiniBatchesModel::MiniBatchesModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void MiniBatchesModel::setTable(MiniBatchTable table)
{
    beginResetModel();
    m_table = std::move(table);
    forgetInputs();
    endResetModel();
}

void MiniBatchesModel::forgetInputs()
{
    // rows may point at other lines now, and the file may have been written again: opened again at the next read
    m_details.reset();
    for (CachedInput& c : m_inputs)
        c = CachedInput();
}

void MiniBatchesModel::clear()
{
    setTable(MiniBatchTable());
}

void MiniBatchesModel::merge(const MiniBatchTable& delta)
{
    if (delta.isEmpty())
        return;
    qsizetype added = 0;
    for (qsizetype i = 0; i < delta.size(); ++i)
        if (m_table.rowOfId(delta.id(i)) < 0)
            ++added;
    const qsizetype before = m_table.size();
    std::vector<qsizetype> changed;
    if (added > 0)
        beginInsertRows(QModelIndex(), int(before), int(before + added - 1));
    m_table.merge(delta, &changed);
    forgetInputs();
    if (added > 0)
        endInsertRows();
    if (!changed.empty())
        Q_EMIT dataChanged(index(int(changed.front()), 0), index(int(changed.back()), ColumnCount - 1));
}

int MiniBatchesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_table.size());
}

int MiniBatchesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString MiniBatchesModel::durationText(qint64 ms)
{
    if (ms < 0)
        return QString();
    if (ms < 60 * 1000)
        return tr("%1 s").arg(QString::number(ms / 1000.0, 'f', 3));
    const qint64 s = ms / 1000;
    if (s < 3600)
        return tr("%1 min %2 s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return tr("%1 h %2 min").arg(s / 3600).arg((s / 60) % 60, 2, 10, QLatin1Char('0'));
}

namespace {

    /// The name of a file as the detail writes it: a local path, a path inside a datastore or a URL.
    QString fileName(const QString& path)
    {
        const qsizetype slash = std::max(path.lastIndexOf(QLatin1Char('/')), path.lastIndexOf(QLatin1Char('\\')));
        return slash < 0 || slash + 1 == path.size() ? path : path.mid(slash + 1);
    }

    /// Short enough to read in a table cell; a longer list is cut and counted.
    constexpr qsizetype inputDisplayChars = 60;
    /// Files listed in a tooltip; the rest are counted.
    constexpr int toolTipFiles = 30;

} // namespace

MiniBatchesModel::InputText MiniBatchesModel::inputText(const MiniBatchDetail& d, qint64 rows)
{
    InputText out;
    if (d.isEmpty())
        return out;
    if (!d.text.isEmpty()) {
        // a shape this version does not know: its text, on one line
        out.display = d.text.simplified();
        if (out.display.size() > inputDisplayChars)
            out.display = out.display.left(inputDisplayChars - 1) + QStringLiteral("…");
        out.toolTip = d.text;
        return out;
    }
    QStringList display, tip;
    const QString rowCount = rows >= 0 ? tr("%n row(s)", nullptr, int(std::min<qint64>(rows, INT_MAX))) : QString();
    if (!d.dataFile.isEmpty()) {
        // tabular input, a byte range of one file (the local runtime); the rows it held are the attempt's items
        display << fileName(d.dataFile);
        if (!rowCount.isEmpty())
            display << rowCount;
        if (d.byteLength >= 0)
            display << tr("bytes %1–%2").arg(d.byteOffset).arg(d.byteOffset + d.byteLength);
        else if (d.byteOffset > 0)
            display << tr("bytes %1 to the end").arg(d.byteOffset);
        tip << d.dataFile;
        if (d.byteLength >= 0)
            tip << tr("Bytes %1 to %2 of the file").arg(d.byteOffset).arg(d.byteOffset + d.byteLength);
        else if (d.byteOffset > 0)
            tip << tr("From byte %1 to the end of the file").arg(d.byteOffset);
        else
            tip << tr("The whole file");
        if (!rowCount.isEmpty())
            tip << rowCount;
    } else if (!d.parts.isEmpty()) {
        // tabular input split by Azure ML: parts of partition_size bytes of the dataset, by index
        QStringList parts;
        for (qint64 p : d.parts)
            parts << QString::number(p);
        const QString list = parts.join(QLatin1String(", "));
        const QString partText = d.parts.size() == 1 ? tr("part %1").arg(list) : tr("parts %1").arg(list);
        if (!d.dataset.isEmpty())
            display << d.dataset;
        display << partText;
        if (!rowCount.isEmpty())
            display << rowCount;
        if (!d.dataset.isEmpty())
            tip << tr("Dataset: %1").arg(d.dataset);
        tip << (d.partSize > 0 ? tr("%1, of %2 bytes each").arg(partText).arg(d.partSize) : partText);
        if (!rowCount.isEmpty())
            tip << rowCount;
    }
    if (!d.files.isEmpty()) {
        // file input: the names when they fit, else their count and the names that fit
        const qsizetype n = d.files.size();
        QStringList names;
        qsizetype chars = 0;
        for (const QString& f : d.files) {
            const QString name = fileName(f);
            if (!names.isEmpty() && chars + 2 + name.size() > inputDisplayChars)
                break;
            chars += (names.isEmpty() ? 0 : 2) + name.size();
            names << name;
        }
        if (names.size() == n)
            display << names.join(QLatin1String(", "));
        else
            display << tr("%n file(s): %1", nullptr, int(std::min<qsizetype>(n, INT_MAX)))
                           .arg(names.join(QLatin1String(", ")) + QStringLiteral(", …"));
        tip << tr("%n file(s):", nullptr, int(std::min<qsizetype>(n, INT_MAX)));
        for (qsizetype i = 0; i < std::min<qsizetype>(n, toolTipFiles); ++i)
            tip << d.files.at(i);
        if (n > toolTipFiles)
            tip << tr("… and %n more", nullptr, int(std::min<qsizetype>(n - toolTipFiles, INT_MAX)));
    }
    out.display = display.join(QLatin1String(", "));
    out.toolTip = tip.join(QLatin1Char('\n'));
    if (!d.partition.isEmpty()) {
        // partitioned input: the partition's key values first, then its files
        QStringList values;
        for (const auto& [key, value] : d.partition)
            values << QStringLiteral("%1=%2").arg(key, value);
        const QString partition = values.join(QLatin1String(", "));
        out.display
            = out.display.isEmpty() ? partition : tr("%1: %2", "partition: its files").arg(partition, out.display);
        out.toolTip = tr("Partition: %1").arg(partition)
            + (out.toolTip.isEmpty() ? QString() : QLatin1Char('\n') + out.toolTip);
    }
    return out;
}

const MiniBatchesModel::InputText& MiniBatchesModel::input(qsizetype row) const
{
    CachedInput& c = m_inputs[size_t(row) % m_inputs.size()];
    if (c.row != row) {
        c.row = row;
        const MiniBatchState state = m_table.state(row);
        const qint64 items
            = state == MiniBatchState::Running ? -1 : m_table.itemsSucceeded(row) + m_table.itemsFailed(row);
        c.text = inputText(parseMiniBatchDetail(m_details.read(m_table, row)), items);
    }
    return c.text;
}

QVariant MiniBatchesModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const qsizetype row = index.row();
    const MiniBatchTable& t = m_table;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn:
            return t.id(row);
        case StateColumn:
            return miniBatchStateName(t.state(row));
        case AttemptsColumn:
            return t.attempts(row);
        case NodeColumn:
            return t.node(row);
        case ProcessColumn:
            return t.process(row);
        case StartColumn: {
            const qint64 ms = t.startMs(row);
            return ms == 0 ? QString()
                           : QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC)
                                 .toLocalTime()
                                 .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
        }
        case DurationColumn:
            return durationText(t.durationMs(row));
        case ItemsSucceededColumn:
            return t.state(row) == MiniBatchState::Running ? QVariant() : QVariant(t.itemsSucceeded(row));
        case ItemsFailedColumn:
            return t.state(row) == MiniBatchState::Running ? QVariant() : QVariant(t.itemsFailed(row));
        case InputColumn:
            return input(row).display;
        case ErrorColumn:
            return t.error(row);
        }
        break;
    case SortRole:
        switch (index.column()) {
        case IdColumn:
            return t.id(row);
        case StateColumn:
            return int(t.state(row));
        case AttemptsColumn:
            return t.attempts(row);
        case StartColumn:
            return t.startMs(row);
        case DurationColumn:
            return t.durationMs(row);
        case ItemsSucceededColumn:
            return t.itemsSucceeded(row);
        case ItemsFailedColumn:
            return t.itemsFailed(row);
        case InputColumn:
            return t.id(row); // the input's order (see MiniBatchesFilterModel); its text is not in memory
        default:
            return data(index, Qt::DisplayRole);
        }
    case StateRole:
        return int(t.state(row));
    case MiniBatchIdRole:
        return t.id(row);
    case Qt::ToolTipRole:
        if (index.column() == ErrorColumn || index.column() == StateColumn)
            return t.error(row).isEmpty() ? QVariant() : QVariant(t.error(row));
        if (index.column() == StartColumn && t.startMs(row) != 0)
            return tr("%1 UTC").arg(t.start(row).toString(Qt::ISODateWithMs));
        if (index.column() == InputColumn) {
            const QString& tip = input(row).toolTip;
            return tip.isEmpty() ? QVariant() : QVariant(tip);
        }
        break;
    case Qt::ForegroundRole:
        if (index.column() == StateColumn && t.state(row) == MiniBatchState::Failed)
            return QColor(0xc6, 0x28, 0x28);
        break;
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case IdColumn:
        case AttemptsColumn:
        case DurationColumn:
        case ItemsSucceededColumn:
        case ItemsFailedColumn:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default:
            break;
        }
        break;
    default:
        break;
    }
    return QVariant();
}

QVariant MiniBatchesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == InputColumn)
        return tr("What the mini-batch held: its files, or its part of a table (the Mini-batch Detail of "
                  "processed_mini-batches.csv)");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("Mini-batch");
    case StateColumn:
        return tr("State");
    case AttemptsColumn:
        return tr("Attempts");
    case NodeColumn:
        return tr("Node");
    case ProcessColumn:
        return tr("Process");
    case StartColumn:
        return tr("Start");
    case DurationColumn:
        return tr("Duration");
    case ItemsSucceededColumn:
        return tr("Items OK");
    case ItemsFailedColumn:
        return tr("Items failed");
    case InputColumn:
        return tr("Input");
    case ErrorColumn:
        return tr("Error");
    }
    return QVariant();
}

// ----- MiniBatchesFilterModel ---------------------------------------------------------------------------------------

/// What the filter text matches, worked out once per process name and error line, so that a row is tested with a
/// few array look-ups.
struct MiniBatchesFilterModel::Matcher {
    QString text; // trimmed
    QByteArray utf8;
    bool ascii = true;
    LiteralSearcher searcher;
    QByteArray idDigits; // the text when it is a number
    bool state[3] = { false, false, false };
    std::vector<char> process; // by process index
    std::vector<char> error; // by error index
    quint32 errorsScanned = 1; // error lines 0 .. errorsScanned - 1 are decided

    bool contains(const QString& s) const { return s.contains(text, Qt::CaseInsensitive); }

    void extend(const MiniBatchTable& t)
    {
        const auto& names = t.processes();
        for (size_t i = process.size(); i < names.size(); ++i)
            process.push_back(i > 0 && contains(names[i].key) ? 1 : 0);
        const quint32 count = t.errorCount();
        if (errorsScanned >= count)
            return;
        error.resize(count, 0);
        if (!ascii) {
            for (quint32 i = errorsScanned; i < count; ++i)
                error[i] = contains(t.errorText(i)) ? 1 : 0;
            errorsScanned = count;
            return;
        }
        // one pass of the searcher over the error lines' bytes; a match must lie inside one line
        const char* base = t.errorBytes().constData();
        const char* end = base + t.errorBytes().size();
        const char* from = base + t.errorStart(errorsScanned);
        quint32 line = errorsScanned;
        while (from < end) {
            const char* hit = searcher.find(from, end);
            if (!hit)
                break;
            const qsizetype at = hit - base;
            while (line + 1 < count && t.errorStart(line + 1) <= at)
                ++line;
            if (at + searcher.length() <= t.errorStart(line + 1)) {
                error[line] = 1;
                if (line + 1 >= count)
                    break;
                from = base + t.errorStart(line + 1);
                ++line;
            } else {
                from = hit + 1;
            }
        }
        errorsScanned = count;
    }

    bool idMatches(int id) const
    {
        if (idDigits.isEmpty())
            return false;
        char buf[16];
        char* p = buf + sizeof(buf);
        unsigned v = id < 0 ? unsigned(-qint64(id)) : unsigned(id);
        do {
            *--p = char('0' + v % 10);
            v /= 10;
        } while (v);
        const size_t n = size_t(buf + sizeof(buf) - p);
        return n >= size_t(idDigits.size()) && memmem(p, n, idDigits.constData(), size_t(idDigits.size())) != nullptr;
    }
};

MiniBatchesFilterModel::MiniBatchesFilterModel(QObject* parent)
    : QAbstractProxyModel(parent)
{
}

MiniBatchesFilterModel::~MiniBatchesFilterModel() = default;

const MiniBatchTable* MiniBatchesFilterModel::table() const
{
    return m_source ? &m_source->table() : nullptr;
}

void MiniBatchesFilterModel::setSourceModel(QAbstractItemModel* source)
{
    auto* model = qobject_cast<MiniBatchesModel*>(source);
    Q_ASSERT_X(source == nullptr || model, "MiniBatchesFilterModel", "the source must be a MiniBatchesModel");
    beginResetModel();
    for (const auto& c : m_connections)
        disconnect(c);
    m_connections.clear();
    m_source = model;
    QAbstractProxyModel::setSourceModel(model);
    if (model) {
        m_connections.push_back(
            connect(model, &QAbstractItemModel::modelReset, this, &MiniBatchesFilterModel::sourceReset));
        m_connections.push_back(
            connect(model, &QAbstractItemModel::rowsInserted, this, &MiniBatchesFilterModel::sourceRowsInserted));
        m_connections.push_back(
            connect(model, &QAbstractItemModel::dataChanged, this, &MiniBatchesFilterModel::sourceDataChanged));
        m_connections.push_back(
            connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this] { beginResetModel(); }));
        m_connections.push_back(connect(model, &QObject::destroyed, this, [this] { setSourceModel(nullptr); }));
    }
    prepareMatcher();
    prepareSortKeys();
    std::vector<int> rows;
    if (const MiniBatchTable* t = table()) {
        rows.reserve(size_t(t->size()));
        for (int r = 0; r < int(t->size()); ++r)
            if (accepts(r))
                rows.push_back(r);
        if (m_sortColumn >= 0)
            std::sort(rows.begin(), rows.end(), [this](int a, int b) { return less(a, b); });
    }
    m_rows = std::move(rows);
    m_proxyOf.assign(table() ? size_t(table()->size()) : 0, -1);
    for (size_t i = 0; i < m_rows.size(); ++i)
        m_proxyOf[size_t(m_rows[i])] = int(i);
    endResetModel();
}

void MiniBatchesFilterModel::sourceReset()
{
    // beginResetModel() was called on modelAboutToBeReset
    prepareMatcher();
    prepareSortKeys();
    std::vector<int> rows;
    const MiniBatchTable* t = table();
    for (int r = 0; t && r < int(t->size()); ++r)
        if (accepts(r))
            rows.push_back(r);
    if (m_sortColumn >= 0)
        std::sort(rows.begin(), rows.end(), [this](int a, int b) { return less(a, b); });
    m_rows = std::move(rows);
    m_proxyOf.assign(t ? size_t(t->size()) : 0, -1);
    for (size_t i = 0; i < m_rows.size(); ++i)
        m_proxyOf[size_t(m_rows[i])] = int(i);
    endResetModel();
}

void MiniBatchesFilterModel::prepareMatcher()
{
    auto m = std::make_unique<Matcher>();
    m->text = m_text.trimmed();
    if (!m->text.isEmpty()) {
        m->utf8 = m->text.toUtf8();
        m->ascii = std::all_of(m->utf8.cbegin(), m->utf8.cend(), [](char c) { return uchar(c) < 0x80; });
        if (m->ascii)
            m->searcher = LiteralSearcher(m->utf8, false);
        bool number = !m->utf8.isEmpty();
        for (char c : std::as_const(m->utf8))
            number = number && c >= '0' && c <= '9';
        if (number)
            m->idDigits = m->utf8;
        for (int s = 0; s < 3; ++s)
            m->state[s] = m->contains(miniBatchStateName(MiniBatchState(s)));
    }
    m_matcher = std::move(m);
    extendMatcher();
}

void MiniBatchesFilterModel::extendMatcher() const
{
    if (m_matcher && !m_matcher->text.isEmpty() && table())
        m_matcher->extend(*table());
}

bool MiniBatchesFilterModel::accepts(int row) const
{
    const MiniBatchTable& t = *table();
    const unsigned state = unsigned(t.state(row));
    if (!(m_stateMask & (1u << state)))
        return false;
    const Matcher& m = *m_matcher;
    if (m.text.isEmpty())
        return true;
    if (m.state[state])
        return true;
    const quint32 process = t.processIndex(row);
    const quint32 error = t.errorIndex(row);
    if (process >= m.process.size() || error >= m.errorsScanned)
        extendMatcher();
    if (process < m.process.size() && m.process[process])
        return true;
    if (error > 0 && error < m.error.size() && m.error[error])
        return true;
    return m.idMatches(t.id(row));
}

void MiniBatchesFilterModel::prepareSortKeys()
{
    m_processRank.clear();
    m_errorRank.clear();
    const MiniBatchTable* t = table();
    if (!t || m_sortColumn < 0)
        return;
    auto rank = [](std::vector<quint32>* out, quint32 count, const auto& lessThan) {
        std::vector<quint32> order(count);
        for (quint32 i = 0; i < count; ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), lessThan);
        out->assign(count, 0);
        for (quint32 i = 0; i < count; ++i)
            (*out)[order[i]] = i;
    };
    const auto& names = t->processes();
    auto naturalLess = [](const QString& a, const QString& b) {
        bool aNum = false, bNum = false;
        const qlonglong x = a.toLongLong(&aNum), y = b.toLongLong(&bNum);
        if (aNum && bNum)
            return x < y;
        if (aNum != bNum)
            return aNum;
        return a < b;
    };
    if (m_sortColumn == MiniBatchesModel::NodeColumn) {
        rank(&m_processRank, quint32(names.size()), [&](quint32 a, quint32 b) {
            if (names[a].node != names[b].node)
                return naturalLess(names[a].node, names[b].node);
            return names[a].process < names[b].process;
        });
    } else if (m_sortColumn == MiniBatchesModel::ProcessColumn) {
        rank(&m_processRank, quint32(names.size()), [&](quint32 a, quint32 b) {
            if (names[a].process != names[b].process)
                return names[a].process < names[b].process;
            return naturalLess(names[a].node, names[b].node);
        });
    } else if (m_sortColumn == MiniBatchesModel::ErrorColumn) {
        const char* base = t->errorBytes().constData();
        rank(&m_errorRank, t->errorCount(), [&](quint32 a, quint32 b) {
            const QByteArrayView x(base + t->errorStart(a), t->errorStart(a + 1) - t->errorStart(a));
            const QByteArrayView y(base + t->errorStart(b), t->errorStart(b + 1) - t->errorStart(b));
            return x.compare(y) < 0; // UTF-8 bytes order as code points do
        });
    }
}

bool MiniBatchesFilterModel::less(int a, int b) const
{
    const MiniBatchTable& t = *table();
    auto key = [&](int row) -> qint64 {
        switch (m_sortColumn) {
        case MiniBatchesModel::IdColumn:
            return t.id(row);
        case MiniBatchesModel::StateColumn:
            return qint64(t.state(row));
        case MiniBatchesModel::AttemptsColumn:
            return t.attempts(row);
        case MiniBatchesModel::NodeColumn:
        case MiniBatchesModel::ProcessColumn: {
            const quint32 p = t.processIndex(row);
            return p < m_processRank.size() ? m_processRank[p] : qint64(p) + (1LL << 32);
        }
        case MiniBatchesModel::StartColumn:
            return t.startMs(row);
        case MiniBatchesModel::DurationColumn:
            return t.durationMs(row);
        case MiniBatchesModel::ItemsSucceededColumn:
            return t.itemsSucceeded(row);
        case MiniBatchesModel::ItemsFailedColumn:
            return t.itemsFailed(row);
        case MiniBatchesModel::InputColumn:
            // the texts would have to be read from the file for every row; the runtime makes mini-batches in the
            // input's order, so their ids sort them by it
            return t.id(row);
        case MiniBatchesModel::ErrorColumn: {
            const quint32 e = t.errorIndex(row);
            return e < m_errorRank.size() ? m_errorRank[e] : qint64(e) + (1LL << 32);
        }
        }
        return row;
    };
    const qint64 x = key(a), y = key(b);
    if (x != y)
        return m_sortOrder == Qt::AscendingOrder ? x < y : y < x;
    return a < b; // stable: source order
}

void MiniBatchesFilterModel::setRows(std::vector<int> rows)
{
    Q_EMIT layoutAboutToBeChanged();
    const QModelIndexList persistent = persistentIndexList();
    std::vector<int> proxyOf(table() ? size_t(table()->size()) : 0, -1);
    for (size_t i = 0; i < rows.size(); ++i)
        proxyOf[size_t(rows[i])] = int(i);
    QModelIndexList to;
    to.reserve(persistent.size());
    for (const QModelIndex& p : persistent) {
        const int source = p.row() < int(m_rows.size()) ? m_rows[size_t(p.row())] : -1;
        const int row = source >= 0 && size_t(source) < proxyOf.size() ? proxyOf[size_t(source)] : -1;
        to << (row >= 0 ? createIndex(row, p.column()) : QModelIndex());
    }
    m_rows = std::move(rows);
    m_proxyOf = std::move(proxyOf);
    changePersistentIndexList(persistent, to);
    Q_EMIT layoutChanged();
}

void MiniBatchesFilterModel::rebuild()
{
    prepareMatcher();
    prepareSortKeys();
    std::vector<int> rows;
    if (const MiniBatchTable* t = table()) {
        rows.reserve(m_rows.size());
        for (int r = 0; r < int(t->size()); ++r)
            if (accepts(r))
                rows.push_back(r);
        if (m_sortColumn >= 0)
            std::sort(rows.begin(), rows.end(), [this](int a, int b) { return less(a, b); });
    }
    setRows(std::move(rows));
}

void MiniBatchesFilterModel::setStateMask(unsigned mask)
{
    mask &= 0x7;
    if (mask == m_stateMask)
        return;
    m_stateMask = mask;
    rebuild();
}

void MiniBatchesFilterModel::setStateVisible(MiniBatchState state, bool visible)
{
    const unsigned bit = 1u << unsigned(state);
    setStateMask(visible ? (m_stateMask | bit) : (m_stateMask & ~bit));
}

void MiniBatchesFilterModel::setFilterText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    rebuild();
}

void MiniBatchesFilterModel::sort(int column, Qt::SortOrder order)
{
    if (column >= MiniBatchesModel::ColumnCount)
        return;
    if (column == m_sortColumn && order == m_sortOrder)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    prepareSortKeys();
    std::vector<int> rows = m_rows;
    if (m_sortColumn >= 0)
        std::sort(rows.begin(), rows.end(), [this](int a, int b) { return less(a, b); });
    else
        std::sort(rows.begin(), rows.end());
    setRows(std::move(rows));
}

/// Appends accepted source rows at the end; then, when sorted, moves them into place with a layout change.
void MiniBatchesFilterModel::appendRows(std::vector<int> rows)
{
    if (rows.empty())
        return;
    if (m_sortColumn >= 0) {
        if (m_sortColumn == MiniBatchesModel::NodeColumn || m_sortColumn == MiniBatchesModel::ProcessColumn
            || m_sortColumn == MiniBatchesModel::ErrorColumn) {
            const MiniBatchTable& t = *table();
            if (t.processes().size() != m_processRank.size()
                || (m_sortColumn == MiniBatchesModel::ErrorColumn && t.errorCount() != m_errorRank.size())) {
                // new names: rank them all again, then sort everything
                beginInsertRows(QModelIndex(), int(m_rows.size()), int(m_rows.size() + rows.size() - 1));
                for (int r : rows) {
                    m_proxyOf[size_t(r)] = int(m_rows.size());
                    m_rows.push_back(r);
                }
                endInsertRows();
                prepareSortKeys();
                std::vector<int> all = m_rows;
                std::sort(all.begin(), all.end(), [this](int a, int b) { return less(a, b); });
                if (all != m_rows)
                    setRows(std::move(all));
                return;
            }
        }
        std::sort(rows.begin(), rows.end(), [this](int a, int b) { return less(a, b); });
    }
    const size_t before = m_rows.size();
    beginInsertRows(QModelIndex(), int(before), int(before + rows.size() - 1));
    for (int r : rows) {
        m_proxyOf[size_t(r)] = int(m_rows.size());
        m_rows.push_back(r);
    }
    endInsertRows();
    if (m_sortColumn >= 0 && before > 0 && less(m_rows[before], m_rows[before - 1])) {
        std::vector<int> merged = m_rows;
        std::inplace_merge(merged.begin(), merged.begin() + qsizetype(before), merged.end(),
            [this](int a, int b) { return less(a, b); });
        setRows(std::move(merged));
    }
}

void MiniBatchesFilterModel::sourceRowsInserted(const QModelIndex& parent, int first, int last)
{
    if (parent.isValid())
        return;
    m_proxyOf.resize(size_t(table()->size()), -1);
    extendMatcher();
    std::vector<int> rows;
    for (int r = first; r <= last; ++r)
        if (accepts(r))
            rows.push_back(r);
    appendRows(std::move(rows));
}

void MiniBatchesFilterModel::sourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight)
{
    if (!topLeft.isValid())
        return;
    extendMatcher();
    std::vector<int> added;
    std::vector<int> removed; // proxy rows
    int firstKept = INT_MAX, lastKept = -1;
    for (int r = topLeft.row(); r <= bottomRight.row(); ++r) {
        const int proxy = m_proxyOf[size_t(r)];
        const bool now = accepts(r);
        if (proxy >= 0 && !now)
            removed.push_back(proxy);
        else if (proxy < 0 && now)
            added.push_back(r);
        else if (proxy >= 0) {
            firstKept = std::min(firstKept, proxy);
            lastKept = std::max(lastKept, proxy);
        }
    }
    if (!removed.empty()) {
        std::sort(removed.begin(), removed.end());
        if (removed.size() > 64) {
            // many rows leave: one layout change instead of a removal each
            std::vector<char> gone(m_rows.size(), 0);
            for (int p : removed)
                gone[size_t(p)] = 1;
            std::vector<int> rows;
            rows.reserve(m_rows.size() - removed.size());
            for (size_t i = 0; i < m_rows.size(); ++i)
                if (!gone[i])
                    rows.push_back(m_rows[i]);
            for (int p : removed)
                m_proxyOf[size_t(m_rows[size_t(p)])] = -1;
            setRows(std::move(rows));
        } else {
            for (auto it = removed.rbegin(); it != removed.rend(); ++it) {
                beginRemoveRows(QModelIndex(), *it, *it);
                m_proxyOf[size_t(m_rows[size_t(*it)])] = -1;
                m_rows.erase(m_rows.begin() + *it);
                for (size_t i = size_t(*it); i < m_rows.size(); ++i)
                    m_proxyOf[size_t(m_rows[i])] = int(i);
                endRemoveRows();
            }
        }
        // kept rows may have moved: recompute their span
        firstKept = INT_MAX;
        lastKept = -1;
        for (int r = topLeft.row(); r <= bottomRight.row(); ++r)
            if (const int p = m_proxyOf[size_t(r)]; p >= 0) {
                firstKept = std::min(firstKept, p);
                lastKept = std::max(lastKept, p);
            }
    }
    if (lastKept >= 0) {
        Q_EMIT dataChanged(index(firstKept, 0), index(lastKept, MiniBatchesModel::ColumnCount - 1));
        if (m_sortColumn >= 0 && m_sortColumn != MiniBatchesModel::IdColumn) {
            prepareSortKeys();
            if (!std::is_sorted(m_rows.begin(), m_rows.end(), [this](int a, int b) { return less(a, b); })) {
                std::vector<int> rows = m_rows;
                std::sort(rows.begin(), rows.end(), [this](int a, int b) { return less(a, b); });
                setRows(std::move(rows));
            }
        }
    }
    appendRows(std::move(added));
}

QModelIndex MiniBatchesFilterModel::index(int row, int column, const QModelIndex& parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= int(m_rows.size())
        || column >= MiniBatchesModel::ColumnCount)
        return QModelIndex();
    return createIndex(row, column);
}

QModelIndex MiniBatchesFilterModel::parent(const QModelIndex&) const
{
    return QModelIndex();
}

int MiniBatchesFilterModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int MiniBatchesFilterModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_source ? 0 : MiniBatchesModel::ColumnCount;
}

bool MiniBatchesFilterModel::hasChildren(const QModelIndex& parent) const
{
    return !parent.isValid() && !m_rows.empty();
}

QModelIndex MiniBatchesFilterModel::mapToSource(const QModelIndex& proxyIndex) const
{
    if (!m_source || !proxyIndex.isValid() || proxyIndex.row() >= int(m_rows.size()))
        return QModelIndex();
    return m_source->index(m_rows[size_t(proxyIndex.row())], proxyIndex.column());
}

QModelIndex MiniBatchesFilterModel::mapFromSource(const QModelIndex& sourceIndex) const
{
    if (!sourceIndex.isValid() || size_t(sourceIndex.row()) >= m_proxyOf.size())
        return QModelIndex();
    const int row = m_proxyOf[size_t(sourceIndex.row())];
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

QVariant MiniBatchesFilterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_source)
        return QVariant();
    if (orientation == Qt::Horizontal)
        return m_source->headerData(section, orientation, role);
    if (role == Qt::DisplayRole && section >= 0 && section < int(m_rows.size()))
        return section + 1;
    return QVariant();
}

} // namespace pw
