// SPDX-License-Identifier: MIT
#include "iconcache.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QThreadPool>

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
    // written beside its place and renamed over it: a reader sees a whole entry or none. A cache needs no flush to
    // the disk (an entry lost in a crash is drawn again), so none is asked for.
    const QString target = fileFor(svg, image.size(), opacity);
    const QString temporary = QStringLiteral("%1.%2.tmp").arg(target).arg(QCoreApplication::applicationPid());
    QFile file(temporary);
    bool ok = file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(Tag, sizeof Tag) == qint64(sizeof Tag);
    const qsizetype row = qsizetype(image.width()) * 4;
    for (int y = 0; ok && y < image.height(); ++y)
        ok = file.write(reinterpret_cast<const char*>(image.constScanLine(y)), row) == row;
    file.close();
    if (ok) {
        QFile::remove(target);
        ok = QFile::rename(temporary, target);
    }
    if (!ok)
        QFile::remove(temporary);
    return ok;
}

void IconCache::writeLater(const QByteArray& svg, qreal opacity, const QImage& drawn) const
{
    const IconCache cache = *this;
    QThreadPool::globalInstance()->start([cache, svg, opacity, drawn] { cache.write(svg, opacity, drawn); });
}

const IconCache* IconCache::shared()
{
    static const IconCache* cache
        = qEnvironmentVariableIsSet("PIPEWRIGHT_NO_ICON_CACHE") ? nullptr : new IconCache();
    return cache;
}

} // namespace pw
