// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

namespace pw {

/// Paints an outline row as its name followed by the detail (the next column) in a quieter colour, so a
/// narrow panel shows both without a second column.
class OutlineDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit OutlineDelegate(QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace pw
