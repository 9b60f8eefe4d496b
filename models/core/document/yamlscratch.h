// SPDX-License-Identifier: MIT
#pragma once

#include "yamltree.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace pw {

/// The node at a key path of `doc` (mapping keys, and sequence indexes as numbers), or null.
const yaml::Node* nodeAtPath(const yaml::Document& doc, const QStringList& path);
/// The edit that sets the value at a key path of `doc`, creating missing parent maps (the whole text when the
/// document is empty); nullopt when the path runs through something that is not a mapping.
std::optional<yaml::TextEdit> setValueEdit(const yaml::Document& doc, const QStringList& path, const yaml::Value& value);
/// The same for a string: a scalar there is replaced in place (`inPlace`), a plain one staying plain (an integer an
/// integer) when the new text can be written plain.
std::optional<yaml::TextEdit> setScalarEdit(const yaml::Document& doc, const QStringList& path, const QString& value,
                                            bool* inPlace = nullptr);

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
    /// Set the value, or the string, at `path` (setValueEdit, setScalarEdit).
    bool set(const QStringList& path, const yaml::Value& v) { return apply(setValueEdit(m_doc, path, v)); }
    bool setScalar(const QStringList& path, const QString& v) { return apply(setScalarEdit(m_doc, path, v)); }

private:
    /// Entries separated by blank lines stay separated by exactly one after a removal.
    void tidyBlankLines(yaml::TextEdit& edit, bool first, bool last) const;

    yaml::Document m_doc;
    bool m_ok = false;
};

} // namespace pw
