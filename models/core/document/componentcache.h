// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "pipelinespec.h"

#include <QDateTime>
#include <QDir>
#include <QHash>
#include <QMutex>
#include <QString>

#include <memory>

namespace pw {

/// Loads component YAML files referenced by pipelines and keeps them until they change on disk.
/// Thread-safe.
class ComponentCache
{
public:
    struct Result
    {
        std::shared_ptr<const ComponentSpec> spec;
        QString error; // why it could not be loaded (missing file, malformed YAML with line:col)
        Diagnostics diagnostics; // findings inside the component file
    };
    Result load(const QString& absolutePath, int depth = 0);
    void clear();

private:
    struct Entry
    {
        QDateTime mtime;
        qint64 size = -1;
        Result result;
    };
    QMutex m_mutex;
    QHash<QString, Entry> m_entries;
};

} // namespace pw
