// SPDX-License-Identifier: MIT
// Pictures the GUI tests take of windows: kept in a folder a person names (to look at them), or in a temporary
// one, and always checked to show something.
#pragma once

#include <QImage>
#include <QSet>
#include <QString>
#include <QTemporaryDir>
#include <QWidget>

namespace pw::test {

/// The folder named by the environment variable `variable`, or else `fallback`.
inline QString pictureFolder(const char* variable, const QTemporaryDir& fallback)
{
    const QString named = qEnvironmentVariable(variable);
    return named.isEmpty() ? fallback.path() : named;
}

/// Why a picture of `widget` shows nothing worth looking at (empty when it is fine): it must have the widget's
/// size and more than a handful of colours (a blank or single-colour grab has one or two).
inline QString blankPicture(const QImage& image, const QWidget* widget)
{
    if (image.isNull())
        return QStringLiteral("the picture is empty");
    const QSize expected = widget->size() * widget->devicePixelRatioF();
    if (image.size() != expected)
        return QStringLiteral("the picture is %1x%2, the widget %3x%4")
            .arg(image.width())
            .arg(image.height())
            .arg(expected.width())
            .arg(expected.height());
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    if (colours.size() < 8)
        return QStringLiteral("the picture has only %1 colours: nothing is drawn").arg(colours.size());
    return QString();
}

/// Grab `widget`, check the picture and save it as `folder`/`name`; a message when any of it fails.
inline QString savePicture(QWidget* widget, const QString& folder, const QString& name)
{
    const QImage image = widget->grab().toImage();
    const QString blank = blankPicture(image, widget);
    if (!blank.isEmpty())
        return name + QStringLiteral(": ") + blank;
    const QString file = folder + QLatin1Char('/') + name;
    return image.save(file) ? QString() : QStringLiteral("cannot write %1").arg(file);
}

} // namespace pw::test
