// SPDX-License-Identifier: MIT
#include "outlinedelegate.h"

#include <QApplication>
#include <QPainter>

namespace pw {

OutlineDelegate::OutlineDelegate(QObject* parent)
    : QStyledItemDelegate(parent)
{
}

void OutlineDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString detail = index.siblingAtColumn(1).data(Qt::DisplayRole).toString();
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();

    const QString name = opt.text;
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
    const QFontMetrics fm(opt.font);
    const int gap = fm.horizontalAdvance(QLatin1Char(' ')) * 2;
    // the name comes first: it keeps its full width while the detail fits beside it, and at least 60 %
    // of the row otherwise
    const int available = textRect.width();
    const int nameFull = fm.horizontalAdvance(name);
    const int detailFull = detail.isEmpty() ? 0 : fm.horizontalAdvance(detail) + gap;
    int nameWidth = nameFull;
    if (nameFull + detailFull > available)
        nameWidth = qMin(nameFull, qMax(available * 6 / 10, available - detailFull));
    if (nameWidth < nameFull)
        opt.text = fm.elidedText(name, Qt::ElideRight, nameWidth);
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (detail.isEmpty())
        return;

    QRect detailRect = textRect;
    detailRect.setLeft(textRect.left() + fm.horizontalAdvance(opt.text) + gap);
    if (detailRect.width() <= fm.averageCharWidth() * 2)
        return;
    QFont detailFont = index.siblingAtColumn(1).data(Qt::FontRole).value<QFont>();
    if (index.siblingAtColumn(1).data(Qt::FontRole).isNull())
        detailFont = opt.font;
    detailFont.setBold(false);
    const QFontMetrics dfm(detailFont);
    const bool selected = opt.state.testFlag(QStyle::State_Selected);
    const QPalette::ColorGroup group = opt.state.testFlag(QStyle::State_Active) ? QPalette::Active : QPalette::Inactive;
    QColor color = selected ? opt.palette.color(group, QPalette::HighlightedText) : opt.palette.color(group, QPalette::Text);
    if (!selected)
        color.setAlphaF(0.6);
    painter->save();
    painter->setFont(detailFont);
    painter->setPen(color);
    painter->drawText(detailRect, Qt::AlignLeft | Qt::AlignVCenter,
                      dfm.elidedText(detail, Qt::ElideRight, detailRect.width()));
    painter->restore();
}

} // namespace pw
