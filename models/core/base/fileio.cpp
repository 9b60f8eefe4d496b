// SPDX-License-Identifier: MIT
#include "fileio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace pw {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("pw", s); // lupdate files free functions' texts under "pw"
}

constexpr qint64 MaxFileSize = 256LL * 1024 * 1024;

} // namespace

QJsonObject readJsonObjectFile(const QString& path)
{
    QByteArray bytes;
    if (path.isEmpty() || !QFileInfo::exists(path) || !readFileBytes(path, bytes, nullptr))
        return {};
    return QJsonDocument::fromJson(bytes).object();
}

bool readFileBytes(const QString& path, QByteArray& out, QString* error)
{
    QFile f(path);
    const QFileInfo fi(path);
    if (!fi.exists()) {
        if (error)
            *error = tr("'%1' does not exist").arg(QDir::toNativeSeparators(path));
        return false;
    }
    if (fi.isDir()) {
        if (error)
            *error = tr("'%1' is a folder, not a file").arg(QDir::toNativeSeparators(path));
        return false;
    }
    if (fi.size() > MaxFileSize) {
        if (error)
            *error = tr("'%1' is %2 MB; files over 256 MB are not opened").arg(QDir::toNativeSeparators(path)).arg(fi.size() >> 20);
        return false;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("cannot read '%1': %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    out = f.readAll();
    return true;
}

bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("cannot write '%1': %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    if (f.write(data) != data.size()) {
        if (error)
            *error = tr("cannot write '%1': %2").arg(QDir::toNativeSeparators(path), f.errorString());
        f.cancelWriting();
        return false;
    }
    if (!f.commit()) {
        if (error)
            *error = tr("cannot save '%1': %2; the file on disk was left unchanged")
                         .arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    return true;
}

} // namespace pw
