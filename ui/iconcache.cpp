// SPDX-License-Identifier: MIT
#include "iconcache.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

#include <cstring>

namespace pw {

IconCache::IconCache(QString dir)
    : m_dir(dir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/icons")
                          : std::move(dir))
{
}

QString IconCache::fileFor(const QByteArray& svg, const QSize& size, qreal opacity) const
{
    const QByteArray hash = QCryptographicHash::hash(svg, QCryptographicHash::Sha1).toHex().left(24);
    return QStringLiteral("%1/%2-%3x%4-%5.icon")
        .arg(m_dir, QString::fromLatin1(hash))
        .arg(size.width())
        .arg(size.height())
        .arg(qRound(opacity * 1000));
}

namespace {

// an entry: this tag, then the pixels as drawn (32-bit premultiplied ARGB, rows without padding), so that a read
// gives back exactly what was drawn, without decoding
constexpr char Tag[8] = {'P', 'W', 'I', 'C', 'O', 'N', '0', '1'};

} // namespace

QImage IconCache::read(const QByteArray& svg, const QSize& size, qreal opacity) const
{
    if (m_dir.isEmpty() || size.isEmpty())
        return QImage();
    QFile file(fileFor(svg, size, opacity));
    const qint64 pixels = qint64(size.width()) * size.height() * 4;
    if (!file.open(QIODevice::ReadOnly) || file.size() != qint64(sizeof Tag) + pixels)
        return QImage();
    const QByteArray bytes = file.readAll();
    if (bytes.size() != qint64(sizeof Tag) + pixels || !bytes.startsWith(QByteArray::fromRawData(Tag, sizeof Tag)))
        return QImage();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    const char* from = bytes.constData() + sizeof Tag;
    const qsizetype row = qsizetype(size.width()) * 4;
    for (int y = 0; y < size.height(); ++y)
        std::memcpy(image.scanLine(y), from + y * row, size_t(row));
    return image;
}

bool IconCache::write(const QByteArray& svg, qreal opacity, const QImage& drawn) const
{
    if (m_dir.isEmpty() || drawn.isNull() || !QDir().mkpath(m_dir))
        return false;
    const QImage image = drawn.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    QSaveFile file(fileFor(svg, image.size(), opacity));
    if (!file.open(QIODevice::WriteOnly) || file.write(Tag, sizeof Tag) != qint64(sizeof Tag))
        return false;
    const qsizetype row = qsizetype(image.width()) * 4;
    for (int y = 0; y < image.height(); ++y)
        if (file.write(reinterpret_cast<const char*>(image.constScanLine(y)), row) != row)
            return false;
    return file.commit();
}

const IconCache* IconCache::shared()
{
    static const IconCache* cache
        = qEnvironmentVariableIsSet("PIPEWRIGHT_NO_ICON_CACHE") ? nullptr : new IconCache();
    return cache;
}

} // namespace pw
