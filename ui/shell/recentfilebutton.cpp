// SPDX-License-Identifier: MIT
#include "recentfilebutton.h"

#include <QDir>
#include <QFileInfo>
#include <QKeyEvent>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionFocusRect>

namespace pw {

namespace {
constexpr int Margin = 2; // room for the focus frame
}

RecentFileButton::RecentFileButton(const QString& path, QWidget* parent)
    : QAbstractButton(parent)
    , m_path(path)
    , m_name(QFileInfo(path).fileName())
    , m_folder(QDir::toNativeSeparators(QFileInfo(path).absolutePath()))
{
    setFocusPolicy(Qt::TabFocus);
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setText(m_name);
    setToolTip(QDir::toNativeSeparators(path));
    setAccessibleName(m_name);
    setAccessibleDescription(m_folder);
    connect(this, &QAbstractButton::clicked, this, [this] { Q_EMIT activated(m_path); });
}

QString RecentFileButton::separator() const
{
    return QStringLiteral("  —  ");
}

QSize RecentFileButton::sizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    return {fm.horizontalAdvance(m_name + separator() + m_folder) + 2 * Margin, fm.height() + 2 * Margin};
}

QSize RecentFileButton::minimumSizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    return {fm.horizontalAdvance(m_name) + 2 * Margin, fm.height() + 2 * Margin};
}

void RecentFileButton::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QRect area = rect().adjusted(Margin, Margin, -Margin, -Margin);
    const QFontMetrics fm = fontMetrics();
    const int nameWidth = fm.horizontalAdvance(m_name);
    const int restRoom = std::max(0, area.width() - nameWidth);
    const QString rest = fm.elidedText(separator() + m_folder, Qt::ElideMiddle, restRoom);
    const int total = nameWidth + fm.horizontalAdvance(rest);
    const int x = area.left() + std::max(0, (area.width() - total) / 2); // centred, as the page is
    const int baseline = area.top() + (area.height() - fm.height()) / 2 + fm.ascent();

    QFont nameFont = font();
    nameFont.setUnderline(m_hovered || hasFocus());
    p.setFont(nameFont);
    p.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::Link));
    p.drawText(QPoint(x, baseline), m_name);
    p.setFont(font());
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(QPoint(x + nameWidth, baseline), rest);

    if (hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = QRect(x - Margin, rect().top(), std::min(total, area.width()) + 2 * Margin, rect().height());
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, &p, this);
    }
}

void RecentFileButton::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        click();
        return;
    }
    QAbstractButton::keyPressEvent(event);
}

void RecentFileButton::enterEvent(QEnterEvent* event)
{
    m_hovered = true;
    update();
    QAbstractButton::enterEvent(event);
}

void RecentFileButton::leaveEvent(QEvent* event)
{
    m_hovered = false;
    update();
    QAbstractButton::leaveEvent(event);
}

} // namespace pw
