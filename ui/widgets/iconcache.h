// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

namespace pw {

/// Icons drawn from SVG, kept as files of their pixels in the user's cache folder so that the next start reads a
/// kilobyte or two instead of parsing and drawing each SVG again: the first SVG drawn costs about 2 ms (the SVG renderer's
/// own start), each later one about 0.1-0.3 ms, and the first frame of the studio shows some fifteen of them.
/// An entry is named by a hash of the SVG text as drawn (its ink colour already in it), the size in device pixels
/// and the opacity, so it never needs invalidating: a changed icon or palette is another entry.
class IconCache
{
public:
    /// The cache in `dir`; an empty `dir` is the user's cache folder (QStandardPaths::CacheLocation/icons).
    explicit IconCache(QString dir = QString());

    /// The image stored for this SVG text, size and opacity; a null image when there is none or it cannot be read
    /// (a damaged file is then drawn again and replaced).
    QImage read(const QByteArray& svg, const QSize& size, qreal opacity) const;
    /// Stores an image drawn from this SVG text (written whole or not at all); false when it could not be.
    bool write(const QByteArray& svg, qreal opacity, const QImage& image) const;
    /// write() on a worker thread: drawing an icon on the GUI thread never waits for the disk.
    void writeLater(const QByteArray& svg, qreal opacity, const QImage& image) const;

    QString fileFor(const QByteArray& svg, const QSize& size, qreal opacity) const;
    QString dir() const { return m_dir; }

    /// The process's cache in the user's cache folder; off when $PIPEWRIGHT_NO_ICON_CACHE is set.
    static const IconCache* shared();

private:
    QString m_dir;
};

} // namespace pw
