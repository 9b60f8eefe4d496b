// SPDX-License-Identifier: MIT
#pragma once

#include <QDir>
#include <QFileSystemModel>
#include <QSortFilterProxyModel>

namespace pw {

/// The files of a step's run folder over a QFileSystemModel, without the step's code snapshot (`<root>/code`):
/// what is left are its logs and outputs.
class StepFilesFilter : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    /// The step's folder; empty: nothing is hidden.
    void setRoot(const QString& root)
    {
        m_root = QDir::cleanPath(root);
        invalidateFilter();
    }
    QString root() const { return m_root; }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        auto* fs = qobject_cast<QFileSystemModel*>(sourceModel());
        if (!fs || m_root.isEmpty())
            return true;
        if (QDir::cleanPath(fs->filePath(parent)) == m_root)
            return fs->index(row, 0, parent).data().toString() != QLatin1String("code");
        return true;
    }

private:
    QString m_root;
};

} // namespace pw
