// SPDX-License-Identifier: MIT
#include "problemsmodel.h"

#include <QFileInfo>

#include <algorithm>

namespace pw {

ProblemsModel::ProblemsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

QString ProblemsModel::severityText(Severity s)
{
    switch (s) {
    case Severity::Error:
        return tr("Error");
    case Severity::Warning:
        return tr("Warning");
    case Severity::Info:
        return tr("Info");
    }
    return QString();
}

QString ProblemsModel::severityIconName(Severity s)
{
    switch (s) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("info");
    }
    return QString();
}

int ProblemsModel::firstRowOf(const QString& file, int* count) const
{
    int first = -1;
    int n = 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].key == file) {
            if (first < 0)
                first = i;
            ++n;
        } else if (first >= 0) {
            break;
        }
    }
    *count = n;
    return first;
}

void ProblemsModel::setDiagnostics(const QString& file, const Diagnostics& diagnostics)
{
    int oldCount = 0;
    int first = firstRowOf(file, &oldCount);
    if (first < 0) {
        // a new block goes after the blocks of the files that precede it in m_files
        if (!m_files.contains(file))
            m_files << file;
        first = 0;
        for (const QString& f : std::as_const(m_files)) {
            if (f == file)
                break;
            int n = 0;
            firstRowOf(f, &n);
            first += n;
        }
    }
    if (oldCount > 0) {
        beginRemoveRows(QModelIndex(), first, first + oldCount - 1);
        m_rows.remove(first, oldCount);
        endRemoveRows();
    }
    if (!diagnostics.isEmpty()) {
        beginInsertRows(QModelIndex(), first, first + int(diagnostics.size()) - 1);
        QList<Row> block;
        block.reserve(diagnostics.size());
        for (const Diagnostic& d : diagnostics)
            block.append(Row{file, d});
        m_rows.insert(first, diagnostics.size(), Row());
        for (int i = 0; i < block.size(); ++i)
            m_rows[first + i] = block[i];
        endInsertRows();
    }
    recount();
}

void ProblemsModel::removeFile(const QString& file)
{
    setDiagnostics(file, Diagnostics());
    m_files.removeAll(file);
}

void ProblemsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_files.clear();
    endResetModel();
    recount();
}

void ProblemsModel::setBaseDirectory(const QString& dir)
{
    if (m_baseDir == dir)
        return;
    m_baseDir = dir;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, FileColumn), index(int(m_rows.size()) - 1, FileColumn));
}

QString ProblemsModel::displayPath(const QString& path) const
{
    if (path.isEmpty())
        return QString();
    if (!m_baseDir.isEmpty()) {
        const QString rel = QDir(m_baseDir).relativeFilePath(path);
        if (!rel.startsWith(QLatin1String("..")) && !QFileInfo(rel).isAbsolute())
            return rel;
    }
    return QFileInfo(path).fileName();
}

void ProblemsModel::recount()
{
    int counts[3] = {0, 0, 0};
    for (const Row& r : std::as_const(m_rows))
        ++counts[int(r.diagnostic.severity)];
    if (std::equal(std::begin(counts), std::end(counts), std::begin(m_counts)))
        return;
    std::copy(std::begin(counts), std::end(counts), std::begin(m_counts));
    Q_EMIT countsChanged();
}

Diagnostic ProblemsModel::diagnostic(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return Diagnostic();
    return m_rows[row].diagnostic;
}

int ProblemsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ProblemsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Row& row = m_rows[index.row()];
    const Diagnostic& d = row.diagnostic;
    const QString file = d.file.isEmpty() ? row.key : d.file;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return severityText(d.severity);
        case MessageColumn:
            return d.message;
        case FileColumn:
            return displayPath(file);
        case LineColumn:
            if (d.line <= 0)
                return QString();
            return d.col > 0 ? QStringLiteral("%1:%2").arg(d.line).arg(d.col) : QString::number(d.line);
        case RuleColumn:
            return d.ruleId;
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case FileColumn:
            return QDir::toNativeSeparators(file);
        case MessageColumn:
            if (!d.step.isEmpty())
                return d.field.isEmpty() ? tr("%1\nStep: %2").arg(d.message, d.step)
                                         : tr("%1\nStep: %2, field: %3").arg(d.message, d.step, d.field);
            return d.message;
        default:
            return d.toString(displayPath(file));
        }
    case Qt::DecorationRole:
        if (index.column() == SeverityColumn) {
            auto it = m_icons.constFind(int(d.severity));
            if (it == m_icons.cend())
                it = m_icons.insert(int(d.severity),
                                    QIcon(QStringLiteral(":/icons/%1.svg").arg(severityIconName(d.severity))));
            return *it;
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == LineColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case SortRole:
        switch (index.column()) {
        case SeverityColumn:
            return int(d.severity);
        case LineColumn:
            return d.line * 10000 + d.col;
        case FileColumn:
            return displayPath(file).toLower();
        case MessageColumn:
            return d.message.toLower();
        case RuleColumn:
            return d.ruleId;
        }
        break;
    case DiagnosticRole:
        return QVariant::fromValue(d);
    case SeverityRole:
        return int(d.severity);
    case FilePathRole:
        return file;
    case SourceKeyRole:
        return row.key;
    default:
        break;
    }
    return QVariant();
}

QVariant ProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case MessageColumn:
        return tr("Message");
    case FileColumn:
        return tr("File");
    case LineColumn:
        return tr("Line");
    case RuleColumn:
        return tr("Rule");
    }
    return QVariant();
}

} // namespace pw

// The meta-object is built here, not with the library's others: a program that does not use this model (the
// CLI) then does not link it, nor the Qt Gui library its icons and fonts come from.
#include "moc_problemsmodel.cpp"
