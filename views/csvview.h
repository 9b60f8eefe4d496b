// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>
#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace pw {

class CsvModel;

/// Sorts a CsvModel's rows by value (numbers as numbers, text by the locale) and keeps the rows with a text in
/// any column, or in one.
class CsvFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setFilterText(const QString& text);
    QString filterText() const { return m_text; }
    /// The column the text is looked for in; -1: any.
    void setFilterColumn(int column);
    void setSourceModel(QAbstractItemModel* model) override;

protected:
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
    /// The sort column's values, read once per sort (a row's fields come from the file).
    struct Key {
        QString text;
        double number = 0;
        bool isNumber = false;
    };
    const Key& key(int row) const;

    QString m_text;
    mutable std::vector<Key> m_keys;
    mutable int m_keysColumn = -1;
};

/// A CSV file as a table: a filter field (any column or one), sorting by a click on a column's header, the number
/// of rows shown, and a note when the file ends in the middle of its last line. Files of any size open at once
/// (pw::CsvModel indexes them on a worker thread).
class CsvView : public QWidget {
    Q_OBJECT
public:
    explicit CsvView(QWidget* parent = nullptr);
    ~CsvView() override;

    bool openFile(const QString& path);
    void clear();
    QString fileName() const;
    QString errorString() const;

    CsvModel* csvModel() const { return m_model; }
    CsvFilterModel* filterModel() const { return m_proxy; }
    QTableView* tableView() const { return m_table; }
    QLineEdit* filterEdit() const { return m_filter; }
    QComboBox* columnChooser() const { return m_column; }
    /// "120 rows", "12 of 120 rows", "Reading… 4,000 rows", and the incomplete last line.
    QString statusText() const;

    /// Whether a file name is shown as a table ("csv" and "tsv" files).
    static bool isCsvFile(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateStatus();
    void updateColumns();
    void fitColumns();

    CsvModel* m_model;
    CsvFilterModel* m_proxy;
    QLineEdit* m_filter;
    QComboBox* m_column;
    QLabel* m_status;
    QLabel* m_incomplete;
    QTableView* m_table;
    bool m_fitted = false;
    bool m_fitting = false;
    bool m_userResized = false; // the user sized a column: leave the widths alone
};

} // namespace pw
