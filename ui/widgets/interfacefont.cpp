// SPDX-License-Identifier: MIT
#include "interfacefont.h"

#include <QApplication>
#include <QEvent>
#include <QFontDatabase>

namespace pw {

namespace {

/// Sets the application font again from the desktop's when a theme change reaches any window.
class ThemeFontFollower : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // Qt sends the change to every window: the font is compared, and set once
        if (event->type() == QEvent::ThemeChange) {
            const QFont font = interfaceFont(QFontDatabase::systemFont(QFontDatabase::GeneralFont));
            if (font != QApplication::font())
                QApplication::setFont(font);
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

QFont interfaceFont(QFont font)
{
    font.setStyleStrategy(QFont::StyleStrategy(font.styleStrategy() | QFont::PreferNoShaping));
    return font;
}

void installInterfaceFont(QApplication& app)
{
    // the font Qt chose for the application from the desktop (its theme, else the font database's default)
    QApplication::setFont(interfaceFont(QApplication::font()));
    app.installEventFilter(new ThemeFontFollower(&app));
}

} // namespace pw
