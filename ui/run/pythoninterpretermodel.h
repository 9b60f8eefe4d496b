// SPDX-License-Identifier: MIT
#pragma once

#include "pythonenvironments.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace pw {

/// The rows of the Python Interpreter dialog: one interpreter per row (path, version, which of the modules the
/// pipeline needs it can import, where it was found). Rows are added as interpreters are found and filled in as
/// their checks come back; the row that imports every module is recommended.
class PythonInterpreterModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { InterpreterColumn, VersionColumn, ModulesColumn, OriginColumn, ColumnCount };
    enum class State { Checking, ImportsAll, Missing, Failed };
    enum Role {
        PathRole = Qt::UserRole + 1, // QString: the interpreter's path
        StateRole, // int (State)
        RecommendedRole, // bool
        CurrentRole, // bool: the interpreter chosen now
        FoundModulesRole, // QStringList
        MissingModulesRole, // QStringList: those a step here needs
    };

    explicit PythonInterpreterModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The modules the pipeline needs. Results checked against other modules are dropped (the rows show
    /// "checking" until new ones arrive).
    void setRequiredModules(const QList<RequiredModule>& modules);
    QList<RequiredModule> requiredModules() const { return m_required; }
    /// Add an interpreter (one already listed keeps its row); its row.
    int addCandidate(const PythonCandidate& candidate);
    /// A check came back (for an interpreter not listed: ignored).
    void setResult(const PythonProbeResult& result);
    /// The interpreter chosen now.
    void setCurrentInterpreter(const QString& path);
    QString currentInterpreter() const { return m_current; }
    void clear();

    int rowOf(const QString& path) const;
    QString pathAt(int row) const;
    PythonCandidate candidateAt(int row) const;
    State stateAt(int row) const;
    /// The check of a row, or null while it runs.
    const PythonProbeResult* resultAt(int row) const;
    /// The row that imports every module the pipeline needs: the current interpreter when it does, else the
    /// first virtual environment that does, else the first interpreter that does; -1 when none does (yet).
    int recommendedRow() const;
    /// True while some row waits for its check.
    bool isChecking() const;

    /// One line about where an interpreter was found, for the Found column and the details.
    QString originText(const PythonCandidate& candidate) const;
    /// The modules of a row, one per line: found or missing, and who asks for it.
    QString modulesDescription(int row) const;

    /// The modules a check found missing that a step here needs (Azure ML's own packages left out).
    QStringList missingNeeded(const PythonProbeResult& result) const;

private:
    bool onlyForAzureMl(const QString& module) const;
    struct Row {
        PythonCandidate candidate;
        std::optional<PythonProbeResult> result;
    };
    QString modulesText(int row) const;
    void refreshRecommendation();

    QList<Row> m_rows;
    QHash<QString, int> m_index; // path -> row
    QList<RequiredModule> m_required;
    QString m_current;
    int m_recommended = -1;
};

} // namespace pw
