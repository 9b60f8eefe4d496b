// SPDX-License-Identifier: MIT
#include "componentcache.h"
#include "fileio.h"
#include "specbuilder.h"
#include "yamltree.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace pw {

ComponentCache::Result ComponentCache::load(const QString& absolutePath, int depth)
{
    const QFileInfo fi(absolutePath);
    {
        QMutexLocker lock(&m_mutex);
        auto it = m_entries.constFind(absolutePath);
        if (it != m_entries.constEnd() && fi.exists() && it->mtime == fi.lastModified() && it->size == fi.size())
            return it->result;
    }
    Result res;
    if (!fi.exists()) {
        res.error = QCoreApplication::translate("pw::ComponentCache", "component file '%1' does not exist")
                        .arg(QDir::toNativeSeparators(absolutePath));
        return res;
    }
    if (!fi.isFile()) {
        res.error = QCoreApplication::translate("pw::ComponentCache", "component path '%1' is not a file")
                        .arg(QDir::toNativeSeparators(absolutePath));
        return res;
    }
    QByteArray bytes;
    QString err;
    if (!readFileBytes(absolutePath, bytes, &err)) {
        res.error = err;
        return res;
    }
    yaml::Document doc;
    yaml::ParseError perr;
    if (!yaml::parse(bytes.toStdString(), doc, &perr)) {
        res.error = QCoreApplication::translate("pw::ComponentCache", "component file %1:%2:%3 is not valid YAML: %4")
                        .arg(QDir::toNativeSeparators(absolutePath))
                        .arg(perr.pos.line)
                        .arg(perr.pos.col)
                        .arg(QString::fromStdString(perr.message));
    } else if (!doc.root || !doc.root->isMap()) {
        res.error = QCoreApplication::translate("pw::ComponentCache", "component file '%1' does not hold a mapping")
                        .arg(QDir::toNativeSeparators(absolutePath));
    } else {
        res.spec = std::make_shared<ComponentSpec>(buildComponentSpec(doc.root, absolutePath, this, &res.diagnostics, depth));
    }
    QMutexLocker lock(&m_mutex);
    m_entries.insert(absolutePath, Entry {fi.lastModified(), fi.size(), res});
    return res;
}

void ComponentCache::clear()
{
    QMutexLocker lock(&m_mutex);
    m_entries.clear();
}

} // namespace pw
