// SPDX-License-Identifier: MIT
#pragma once

#include "yamltree.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace pw {

/// A private copy of a document's text to make several edits on, re-parsed after each one; the result goes back
/// to the document as one text change.
class YamlScratch {
public:
    explicit YamlScratch(const QByteArray& text);

    bool ok() const { return m_ok && m_doc.root; }
    QByteArray text() const { return QByteArray::fromStdString(m_doc.text); }
    const yaml::Document& doc() const { return m_doc; }

    /// The node at a path of mapping keys, or null.
    const yaml::Node* at(const QStringList& path) const;
    /// Apply an edit and parse the result; false (and no change) when there is no edit or the result does not parse.
    bool apply(const std::optional<yaml::TextEdit>& edit);
    /// Remove the entry at `path`.
    bool remove(const QStringList& path);
    /// Remove a map that was emptied by removals (`inputs:` with nothing left).
    void removeIfEmpty(const QStringList& path);
    /// Add an entry to the mapping at `mapPath`.
    bool insert(const QStringList& mapPath, const QString& key, const yaml::Value& v);

private:
    /// Entries separated by blank lines stay separated by exactly one after a removal.
    void tidyBlankLines(yaml::TextEdit& edit, bool first, bool last) const;

    yaml::Document m_doc;
    bool m_ok = false;
};

} // namespace pw
