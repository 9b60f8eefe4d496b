// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

class QAbstractItemView;
class QTimer;

namespace pw {

/// Paints a run status as its glyph and word in the status colour (never colour alone). The Running glyph
/// turns while such a row is visible. The status comes from `statusRole` (int of RunStatus), the reused
/// mark from `reusedRole` (bool).
class StatusDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    StatusDelegate(QAbstractItemView* view, int statusRole, int reusedRole);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    QAbstractItemView* m_view;
    int m_statusRole;
    int m_reusedRole;
    QTimer* m_timer;
    mutable bool m_sawRunning = false;
    qreal m_phase = 0;
};

} // namespace pw
