// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QIcon>
#include <QProxyStyle>

namespace pw {

/// The style the application would have (the platform's, or the one chosen with -style or QT_STYLE_OVERRIDE),
/// whose standard icons (the arrows of an overflowing menu or tool bar, the clear button of a search field, the
/// buttons of message boxes…) are read when they are first drawn or measured: the style reads them from image
/// files, and the first such read loads every image format plugin of Qt, while few of these icons are on screen
/// at start. Set it on the application before the first widget is made. With Fusion, whose standard icons depend on
/// nothing but which one is asked for and the layout direction, each is made once and shared: widgets ask for the
/// same few icons dozens of times at start (every dock's buttons, every search field), and Fusion decodes an image
/// each time.
class DeferredIconsStyle : public QProxyStyle
{
public:
    DeferredIconsStyle();

    QIcon standardIcon(StandardPixmap which, const QStyleOption* option = nullptr,
                       const QWidget* widget = nullptr) const override;

private:
    bool m_shareIcons = false;
    mutable QHash<int, QIcon> m_icons; // (which, right to left) -> the icon, with Fusion
};

} // namespace pw
