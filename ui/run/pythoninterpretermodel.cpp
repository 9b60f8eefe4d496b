// SPDX-License-Identifier: MIT
#include "pythoninterpretermodel.h"

#include "icons.h"
#include "runstatusstyle.h"

#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace pw {

PythonInterpreterModel::PythonInterpreterModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

int PythonInterpreterModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PythonInterpreterModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PythonInterpreterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case InterpreterColumn:
        return tr("Interpreter");
    case VersionColumn:
        return tr("Version");
    case ModulesColumn:
        return tr("Modules the pipeline needs");
    case OriginColumn:
        return tr("Found");
    default:
        return QVariant();
    }
}

QVariant PythonInterpreterModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const int row = index.row();
    const Row& r = m_rows.at(row);
    const State state = stateAt(row);
    switch (role) {
    case PathRole:
        return r.candidate.path;
    case StateRole:
        return int(state);
    case RecommendedRole:
        return row == m_recommended;
    case CurrentRole:
        return r.candidate.path == m_current;
    case FoundModulesRole:
        return r.result ? r.result->found() : QStringList();
    case MissingModulesRole:
        return r.result ? missingNeeded(*r.result) : QStringList();
    default:
        break;
    }
    switch (index.column()) {
    case InterpreterColumn:
        if (role == Qt::DisplayRole) {
            const QString path = QDir::toNativeSeparators(r.candidate.path);
            return r.candidate.path == m_current ? tr("%1 (current)").arg(path) : path;
        }
        if (role == Qt::DecorationRole) {
            switch (state) {
            case State::ImportsAll:
                return runStatusIcon(RunStatus::Completed);
            case State::Missing:
                return appIcon(QStringLiteral("warning"));
            case State::Failed:
                return appIcon(QStringLiteral("error"));
            case State::Checking:
                return QVariant();
            }
        }
        if (role == Qt::ToolTipRole) {
            QStringList lines { QDir::toNativeSeparators(r.candidate.path) };
            if (!r.candidate.target.isEmpty() && r.candidate.target != r.candidate.path)
                lines << tr("leads to %1").arg(QDir::toNativeSeparators(r.candidate.target));
            lines << originText(r.candidate);
            return lines.join(QLatin1Char('\n'));
        }
        break;
    case VersionColumn:
        if (role == Qt::DisplayRole) {
            if (!r.result)
                return tr("…");
            return r.result->ok ? r.result->version : tr("—");
        }
        break;
    case ModulesColumn:
        if (role == Qt::DisplayRole)
            return modulesText(row);
        if (role == Qt::ToolTipRole)
            return modulesDescription(row);
        break;
    case OriginColumn:
        if (role == Qt::DisplayRole)
            return originText(r.candidate);
        break;
    default:
        break;
    }
    if (role == Qt::ForegroundRole && state == State::Failed)
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    if (role == Qt::FontRole && row == m_recommended) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::AccessibleDescriptionRole && index.column() == InterpreterColumn)
        return modulesText(row);
    return QVariant();
}

QString PythonInterpreterModel::originText(const PythonCandidate& candidate) const
{
    switch (candidate.origin) {
    case PythonCandidate::Origin::Current:
        return tr("current choice");
    case PythonCandidate::Origin::Path:
        return tr("on PATH");
    case PythonCandidate::Origin::System:
        return tr("in %1").arg(QFileInfo(candidate.path).absolutePath());
    case PythonCandidate::Origin::VirtualEnv:
        return tr("environment %1").arg(QDir::toNativeSeparators(QFileInfo(candidate.environment).fileName()));
    case PythonCandidate::Origin::Browsed:
        return tr("chosen with Browse…");
    }
    return QString();
}

QString PythonInterpreterModel::modulesText(int row) const
{
    const Row& r = m_rows.at(row);
    if (!r.result)
        return tr("checking…");
    if (!r.result->ok)
        return tr("does not run: %1").arg(r.result->error);
    QStringList asked = r.result->nonStandard();
    asked.removeIf([this](const QString& m) { return onlyForAzureMl(m); });
    const QStringList missing = missingNeeded(*r.result);
    QString text;
    if (asked.isEmpty())
        text = m_required.isEmpty() ? tr("runs; no modules to check") : tr("all in its standard library");
    else if (missing.isEmpty())
        text = tr("all %n module(s)", nullptr, int(asked.size()));
    else
        text = tr("%1 of %2; missing %3")
                   .arg(asked.size() - missing.size())
                   .arg(asked.size())
                   .arg(missing.join(QStringLiteral(", ")));
    return row == m_recommended ? tr("%1 (recommended)").arg(text) : text;
}

QString PythonInterpreterModel::modulesDescription(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return QString();
    const Row& r = m_rows.at(row);
    if (!r.result)
        return tr("Checking which modules %1 can import…").arg(QDir::toNativeSeparators(r.candidate.path));
    if (!r.result->ok)
        return tr("%1 does not run: %2").arg(QDir::toNativeSeparators(r.candidate.path), r.result->error);
    QHash<QString, RequiredModule> byName;
    for (const RequiredModule& m : m_required)
        byName.insert(m.module, m);
    QStringList lines;
    for (const auto& [module, status] : r.result->modules) {
        if (status == PythonProbeResult::Module::Standard)
            continue;
        const RequiredModule need = byName.value(module);
        QString line = status == PythonProbeResult::Module::Found ? tr("✓ %1").arg(module)
                     : need.onlyForAzureMl()                        ? tr("– %1").arg(module)
                                                                    : tr("✗ %1").arg(module);
        if (!need.package.isEmpty() && need.package != module)
            line = tr("%1 (package %2)").arg(line, need.package);
        if (status != PythonProbeResult::Module::Found && need.onlyForAzureMl())
            line = tr("%1: a package of Azure ML's own images, not needed on this machine").arg(line);
        if (!need.sources.isEmpty())
            line = tr("%1, needed by %2").arg(line, need.sources.join(QStringLiteral(", ")));
        lines << line;
    }
    if (lines.isEmpty())
        return tr("%1 runs Python %2.").arg(QDir::toNativeSeparators(r.candidate.path), r.result->version);
    return lines.join(QLatin1Char('\n'));
}

void PythonInterpreterModel::setRequiredModules(const QList<RequiredModule>& modules)
{
    m_required = modules;
    for (Row& r : m_rows)
        r.result.reset();
    refreshRecommendation();
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

int PythonInterpreterModel::addCandidate(const PythonCandidate& candidate)
{
    if (auto it = m_index.constFind(candidate.path); it != m_index.constEnd())
        return *it;
    const int row = int(m_rows.size());
    beginInsertRows(QModelIndex(), row, row);
    m_rows.append(Row { candidate, std::nullopt });
    m_index.insert(candidate.path, row);
    endInsertRows();
    return row;
}

void PythonInterpreterModel::setResult(const PythonProbeResult& result)
{
    const int row = rowOf(result.interpreter);
    if (row < 0)
        return;
    m_rows[row].result = result;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    refreshRecommendation();
}

void PythonInterpreterModel::setCurrentInterpreter(const QString& path)
{
    if (path == m_current)
        return;
    const int before = rowOf(m_current);
    m_current = path;
    for (int row : { before, rowOf(path) })
        if (row >= 0)
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    refreshRecommendation();
}

void PythonInterpreterModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_index.clear();
    m_recommended = -1;
    endResetModel();
}

int PythonInterpreterModel::rowOf(const QString& path) const
{
    return m_index.value(path, -1);
}

QString PythonInterpreterModel::pathAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).candidate.path : QString();
}

PythonCandidate PythonInterpreterModel::candidateAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).candidate : PythonCandidate();
}

PythonInterpreterModel::State PythonInterpreterModel::stateAt(int row) const
{
    if (row < 0 || row >= m_rows.size() || !m_rows.at(row).result)
        return State::Checking;
    const PythonProbeResult& r = *m_rows.at(row).result;
    if (!r.ok)
        return State::Failed;
    return missingNeeded(r).isEmpty() ? State::ImportsAll : State::Missing;
}

bool PythonInterpreterModel::onlyForAzureMl(const QString& module) const
{
    for (const RequiredModule& m : m_required)
        if (m.module == module)
            return m.onlyForAzureMl();
    return false;
}

QStringList PythonInterpreterModel::missingNeeded(const PythonProbeResult& result) const
{
    QStringList missing = result.missing();
    missing.removeIf([this](const QString& m) { return onlyForAzureMl(m); });
    return missing;
}

const PythonProbeResult* PythonInterpreterModel::resultAt(int row) const
{
    return row >= 0 && row < m_rows.size() && m_rows.at(row).result ? &*m_rows.at(row).result : nullptr;
}

int PythonInterpreterModel::recommendedRow() const
{
    return m_recommended;
}

bool PythonInterpreterModel::isChecking() const
{
    for (const Row& r : m_rows)
        if (!r.result)
            return true;
    return false;
}

void PythonInterpreterModel::refreshRecommendation()
{
    int best = -1;
    const int current = rowOf(m_current);
    if (current >= 0 && stateAt(current) == State::ImportsAll)
        best = current;
    for (int row = 0; best < 0 && row < m_rows.size(); ++row)
        if (m_rows.at(row).candidate.origin == PythonCandidate::Origin::VirtualEnv && stateAt(row) == State::ImportsAll)
            best = row;
    for (int row = 0; best < 0 && row < m_rows.size(); ++row)
        if (stateAt(row) == State::ImportsAll)
            best = row;
    if (best == m_recommended)
        return;
    const int before = std::exchange(m_recommended, best);
    for (int row : { before, best })
        if (row >= 0)
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

} // namespace pw
