// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractItemModel>
#include <QHash>
#include <QIcon>
#include <QPointer>
#include <QStringList>

#include <memory>
#include <vector>

namespace pw {

class PipelineDocument;

/// The structure of one pipeline as a tree: Inputs, Outputs, Steps (with their bound ports) and the
/// Components the steps use. Rebuilt whenever the document changes.
class OutlineModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, DetailColumn, ColumnCount };
    enum Role {
        /// Name of an icon in the resource :/icons/<name>.svg (e.g. "step-command", "input").
        IconNameRole = Qt::UserRole + 1,
        /// QPoint(line, column), 1-based; a null point when unknown.
        LocationRole,
        /// Name of the step the row belongs to (steps and their ports), else empty.
        StepNameRole,
        /// Key path of the row in the YAML document (QStringList).
        YamlPathRole,
        /// ItemKind of the row.
        KindRole,
    };
    enum class ItemKind { Group, PipelineInput, PipelineOutput, Step, StepInput, StepOutput, Component };
    Q_ENUM(ItemKind)

    explicit OutlineModel(QObject* parent = nullptr);
    ~OutlineModel() override;

    void setDocument(PipelineDocument* document);
    PipelineDocument* document() const { return m_document; }

    /// Index of the first row whose YamlPathRole equals path (column 0), or an invalid index.
    QModelIndex indexForPath(const QStringList& path) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    struct Item;
    void rebuild();
    Item* itemFor(const QModelIndex& index) const;
    QIcon icon(const QString& name) const;

    QPointer<PipelineDocument> m_document;
    std::unique_ptr<Item> m_root;
    mutable QHash<QString, QIcon> m_icons;
};

} // namespace pw
