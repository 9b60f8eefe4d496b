// SPDX-License-Identifier: MIT
#include "deferredicons.h"

#include <QApplication>
#include <QGuiApplication>
#include <QIcon>
#include <QIconEngine>
#include <QPainter>
#include <QPixmap>
#include <QPointer>
#include <QStyleFactory>
#include <QStyleOption>

#include <optional>

namespace pw {

namespace {

/// A standard icon of a style, read from the style when it is first drawn or measured.
class DeferredStandardIconEngine : public QIconEngine
{
public:
    DeferredStandardIconEngine(const QStyle* style, QStyle::StandardPixmap which, const QStyleOption* option,
                               const QWidget* widget)
        : m_style(const_cast<QStyle*>(style))
        , m_which(which)
        , m_widget(const_cast<QWidget*>(widget))
    {
        if (option) {
            // what every option has (direction, state, palette…); the caller's option lives for its call only, and
            // the copy is no longer the kind of option it was cut from
            m_option = *option;
            m_option->type = QStyleOption::SO_Default;
            m_option->version = QStyleOption::Version;
        }
    }

    QIconEngine* clone() const override { return new DeferredStandardIconEngine(*this); }
    QString key() const override { return QStringLiteral("PwDeferredStandardIcon"); }
    bool isNull() override { return m_icon ? m_icon->isNull() : false; }
    QString iconName() override { return icon().name(); }
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return icon().availableSizes(mode, state);
    }
    QSize actualSize(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().actualSize(size, mode, state);
    }
    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override
    {
        icon().paint(painter, rect, Qt::AlignCenter, mode, state);
    }
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().pixmap(size, 1.0, mode, state);
    }
    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        // `size` is in device pixels
        const qreal s = scale > 0 ? scale : 1.0;
        return icon().pixmap(size / s, s, mode, state);
    }
    void addPixmap(const QPixmap& pixmap, QIcon::Mode mode, QIcon::State state) override
    {
        icon().addPixmap(pixmap, mode, state);
    }
    void addFile(const QString& fileName, const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        icon().addFile(fileName, size, mode, state);
    }

private:
    QIcon& icon()
    {
        if (!m_icon)
            m_icon = m_style ? m_style->standardIcon(m_which, m_option ? &*m_option : nullptr, m_widget) : QIcon();
        return *m_icon;
    }

    QPointer<QStyle> m_style;
    QStyle::StandardPixmap m_which;
    QPointer<QWidget> m_widget;
    std::optional<QStyleOption> m_option;
    std::optional<QIcon> m_icon;
};

} // namespace

DeferredIconsStyle::DeferredIconsStyle()
    : QProxyStyle(QStyleFactory::create(QApplication::style()->name()))
    , m_shareIcons(baseStyle()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) == 0)
{
}

QIcon DeferredIconsStyle::standardIcon(StandardPixmap which, const QStyleOption* option, const QWidget* widget) const
{
    if (!m_shareIcons)
        return QIcon(new DeferredStandardIconEngine(baseStyle(), which, option, widget));
    const Qt::LayoutDirection direction = option ? option->direction
                                          : widget ? widget->layoutDirection()
                                                   : QGuiApplication::layoutDirection();
    const int key = int(which) * 2 + (direction == Qt::RightToLeft ? 1 : 0);
    auto it = m_icons.constFind(key);
    if (it == m_icons.constEnd())
        it = m_icons.insert(key, QIcon(new DeferredStandardIconEngine(baseStyle(), which, option, widget)));
    return *it;
}

} // namespace pw
