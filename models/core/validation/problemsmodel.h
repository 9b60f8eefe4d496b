// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QAbstractTableModel>
#include <QDir>
#include <QIcon>
#include <QStringList>

namespace pw {

/// Diagnostics of every open document in one table. Each document contributes its own block of rows,
/// replaced as a whole by setDiagnostics(file, ...).
class ProblemsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, MessageColumn, FileColumn, LineColumn, RuleColumn, ColumnCount };
    enum Role {
        /// The whole Diagnostic (QVariant::fromValue(Diagnostic)).
        DiagnosticRole = Qt::UserRole + 1,
        /// A value that sorts sensibly for the column: severity rank, line number, lowercased text.
        SortRole,
        /// Severity as int (pw::Severity).
        SeverityRole,
        /// The file the diagnostic is about (absolute path).
        FilePathRole,
        /// Key under which the diagnostic was set (the document's path).
        SourceKeyRole,
    };

    explicit ProblemsModel(QObject* parent = nullptr);

    /// Replace everything reported for `file` (usually the document's path).
    void setDiagnostics(const QString& file, const Diagnostics& diagnostics);
    /// Drop what was reported for `file`, e.g. when its document closes.
    void removeFile(const QString& file);
    void clear();
    QStringList files() const { return m_files; }

    /// Paths are shown relative to this folder when they lie inside it.
    void setBaseDirectory(const QString& dir);
    QString displayPath(const QString& path) const;

    Diagnostic diagnostic(int row) const;
    int errorCount() const { return m_counts[0]; }
    int warningCount() const { return m_counts[1]; }
    int infoCount() const { return m_counts[2]; }
    int count(Severity s) const { return m_counts[int(s)]; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString severityText(Severity s);
    static QString severityIconName(Severity s);

Q_SIGNALS:
    void countsChanged();

private:
    struct Row
    {
        QString key;
        Diagnostic diagnostic;
    };
    int firstRowOf(const QString& file, int* count) const;
    void recount();

    QStringList m_files; // keys in the order their blocks appear
    QList<Row> m_rows;
    QString m_baseDir;
    int m_counts[3] = {0, 0, 0};
    mutable QHash<int, QIcon> m_icons;
};

} // namespace pw
