// SPDX-License-Identifier: MIT
#pragma once

#include "parallellogs.h"

#include <QAbstractProxyModel>
#include <QAbstractTableModel>

#include <array>
#include <memory>
#include <vector>

namespace pw {

/// The mini-batches of a parallel step, one row each, over the compact storage of MiniBatchTable: id, state,
/// attempts, node, process, start, duration, items succeeded and failed, input (what the mini-batch held: its files,
/// or its part of a table) and the first line of the error. Records read from a live run's logs are merged in as
/// they come (new mini-batches appended, changed ones updated). The input is not in the table: it is read from
/// processed_mini-batches.csv for the rows shown (MiniBatchDetailReader), and the last few are kept.
class MiniBatchesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        IdColumn,
        StateColumn,
        AttemptsColumn,
        NodeColumn,
        ProcessColumn,
        StartColumn,
        DurationColumn,
        ItemsSucceededColumn,
        ItemsFailedColumn,
        InputColumn,
        ErrorColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, // a number, or the text
        StateRole, // int(MiniBatchState)
        MiniBatchIdRole,
    };

    explicit MiniBatchesModel(QObject* parent = nullptr);

    /// Show `table` (the model is reset).
    void setTable(MiniBatchTable table);
    /// Merge what a ParallelLogReader::read() found: new mini-batches are appended (rowsInserted), records of
    /// known ones updated (dataChanged).
    void merge(const MiniBatchTable& delta);
    void clear();

    const MiniBatchTable& table() const { return m_table; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "1.250 s", "2 min 05 s", "1 h 02 min"; empty for a negative duration (still running).
    static QString durationText(qint64 ms);

    struct InputText {
        QString display; // "a.csv, b.csv", "12 files: a.csv, b.csv, …", "iris.csv, 150 rows, bytes 0–1048576"
        QString toolTip; // every file, or the data file's path, its bytes and rows
    };
    /// The texts of the input column for `detail`; `rows` is the mini-batch's item count (-1: not known yet).
    static InputText inputText(const MiniBatchDetail& detail, qint64 rows);

private:
    struct CachedInput {
        qsizetype row = -1;
        InputText text;
    };
    const InputText& input(qsizetype row) const;
    void forgetInputs();

    MiniBatchTable m_table;
    mutable MiniBatchDetailReader m_details;
    // the rows a view shows ask for their input several times a paint (text, tooltip, size): the last ones read
    mutable std::array<CachedInput, 128> m_inputs;
};

/// Filters a MiniBatchesModel by state and by a text (found in the id, node and process, state or error line, case
/// insensitive) and sorts it by any column. It works on the model's compact storage directly — a pass over a
/// million rows takes a few milliseconds — and follows the source as rows are appended or change. The input column
/// is neither searched nor sorted by its text: that text is in processed_mini-batches.csv, not in memory, and
/// reading and formatting every row's at each filter took 2.3 s for bench_minibatches' million (reading the bytes
/// alone 0.85 s, a plain pass of grep over the 180 MB file 50 ms once it is cached), against 4 ms for the rest of
/// the filter. Sorting by it sorts by id, the order the runtime made the mini-batches from the input in.
class MiniBatchesFilterModel : public QAbstractProxyModel {
    Q_OBJECT
public:
    explicit MiniBatchesFilterModel(QObject* parent = nullptr);
    ~MiniBatchesFilterModel() override;

    /// Must be a MiniBatchesModel.
    void setSourceModel(QAbstractItemModel* source) override;

    /// Bit (1 << int(state)) set: rows in that state are shown (all are by default).
    void setStateMask(unsigned mask);
    unsigned stateMask() const { return m_stateMask; }
    void setStateVisible(MiniBatchState state, bool visible);
    void setFilterText(const QString& text);
    QString filterText() const { return m_text; }
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    QModelIndex index(int row, int column, const QModelIndex& parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QModelIndex mapToSource(const QModelIndex& proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex& sourceIndex) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool hasChildren(const QModelIndex& parent = QModelIndex()) const override;

private:
    struct Matcher;
    const MiniBatchTable* table() const;
    bool accepts(int sourceRow) const;
    bool less(int a, int b) const;
    void prepareMatcher();
    void extendMatcher() const;
    void prepareSortKeys();
    /// Filter and sort again from the source; a layout change (persistent indexes follow their rows).
    void rebuild();
    void setRows(std::vector<int> rows);
    void appendRows(std::vector<int> rows);
    void sourceReset();
    void sourceRowsInserted(const QModelIndex& parent, int first, int last);
    void sourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight);

    MiniBatchesModel* m_source = nullptr;
    std::vector<int> m_rows; // proxy row -> source row
    std::vector<int> m_proxyOf; // source row -> proxy row, -1 when filtered out
    unsigned m_stateMask = 0x7;
    QString m_text;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    std::vector<quint32> m_processRank; // sort key of each process name
    std::vector<quint32> m_errorRank;
    std::unique_ptr<Matcher> m_matcher;
    std::vector<QMetaObject::Connection> m_connections;
};

} // namespace pw
