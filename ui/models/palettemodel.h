// SPDX-License-Identifier: MIT
#pragma once

#include "canvaseditor.h"

#include <QStandardItemModel>
#include <QStringList>

#include <atomic>

namespace pw {

/// A component file found in the workspace.
struct PaletteEntry {
    QString path; // absolute
    QString type; // command, parallel, pipeline
    QString name;
    QString displayName;
    QString version;
    QString description;
    QStringList inputs; // "name: type"
    QStringList outputs;
};

/// The Components palette's items: templates for a new command or parallel step, then the workspace's component
/// files grouped by kind. Dragging an item out carries what the canvas needs to add a step.
class PaletteModel : public QStandardItemModel {
    Q_OBJECT
public:
    enum Role { KindRole = Qt::UserRole + 1, PathRole, TypeRole, NameRole, SearchRole };
    using QStandardItemModel::QStandardItemModel;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction; }
    /// What adding the item at `index` means (templates and component files); false for groups.
    static bool templateFor(const QModelIndex& index, StepTemplate* out);

    /// Fill the model: the templates, then `entries` grouped by kind (paths shown relative to `folder`).
    void setEntries(const QList<PaletteEntry>& entries, const QString& folder);

    /// Scan a folder for component files (thread-safe; stops early when `cancel` turns true).
    static QList<PaletteEntry> scan(const QString& folder, const std::atomic_bool* cancel = nullptr);
};

} // namespace pw
