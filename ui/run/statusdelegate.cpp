// SPDX-License-Identifier: MIT
#include "statusdelegate.h"

#include "runstatusstyle.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>
#include <QTimer>

#include <cmath>

namespace pw {

StatusDelegate::StatusDelegate(QAbstractItemView* view, int statusRole, int reusedRole)
    : QStyledItemDelegate(view)
    , m_view(view)
    , m_statusRole(statusRole)
    , m_reusedRole(reusedRole)
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(90);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (!m_sawRunning) {
            m_timer->stop();
            return;
        }
        m_sawRunning = false;
        m_phase = std::fmod(m_phase + 0.06, 1.0);
        m_view->viewport()->update();
    });
}

void StatusDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QVariant statusValue = index.data(m_statusRole);
    if (!statusValue.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    opt.icon = QIcon();
    opt.features &= ~QStyleOptionViewItem::HasDecoration;
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const auto status = RunStatus(statusValue.toInt());
    const bool reused = index.data(m_reusedRole).toBool();
    if (status == RunStatus::Running) {
        m_sawRunning = true;
        if (!m_timer->isActive())
            const_cast<QTimer*>(m_timer)->start();
    }
    const QRect r = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
    const int g = qMin(r.height() - 4, opt.fontMetrics.height());
    const QRectF glyph(r.left() + 3, r.top() + (r.height() - g) / 2.0, g, g);
    painter->save();
    paintRunStatusGlyph(painter, glyph, status, reused, option.palette, status == RunStatus::Running ? m_phase : 0);
    const bool selected = option.state & QStyle::State_Selected;
    QColor ink = selected ? option.palette.color(QPalette::HighlightedText) : runStatusColor(status, option.palette);
    painter->setPen(ink);
    QFont f = opt.font;
    f.setWeight(QFont::DemiBold);
    painter->setFont(f);
    const QRect textRect(int(glyph.right()) + 6, r.top(), r.right() - int(glyph.right()) - 6, r.height());
    painter->drawText(
        textRect, Qt::AlignVCenter | Qt::AlignLeft, QFontMetrics(f).elidedText(text, Qt::ElideRight, textRect.width()));
    painter->restore();
}

QSize StatusDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    QFont f = option.font;
    f.setWeight(QFont::DemiBold);
    const int w
        = QFontMetrics(f).horizontalAdvance(index.data(Qt::DisplayRole).toString()) + option.fontMetrics.height() + 20;
    return QSize(qMax(s.width(), w), qMax(s.height(), option.fontMetrics.height() + 6));
}

} // namespace pw
