// SPDX-License-Identifier: MIT
#include "yamlscratch.h"

#include <utility>

namespace pw {

namespace {

    std::string u8(const QString& s)
    {
        const QByteArray b = s.toUtf8();
        return std::string(b.constData(), static_cast<std::size_t>(b.size()));
    }

    // v nested under the keys path[from..]
    yaml::Value nest(const QStringList& path, qsizetype from, const yaml::Value& v)
    {
        yaml::Value out = v;
        for (qsizetype i = path.size() - 1; i >= from; --i) {
            yaml::Value m = yaml::Value::mapping();
            m.set(u8(path[i]), out);
            out = m;
        }
        return out;
    }

} // namespace

const yaml::Node* nodeAtPath(const yaml::Document& doc, const QStringList& path)
{
    const yaml::Node* n = doc.root.get();
    for (const QString& k : path) {
        if (!n)
            return nullptr;
        if (n->isMap()) {
            n = n->get(u8(k));
        } else if (n->isSeq()) {
            bool ok = false;
            const int i = k.toInt(&ok);
            if (!ok || i < 0 || static_cast<std::size_t>(i) >= n->items.size())
                return nullptr;
            n = n->items[static_cast<std::size_t>(i)].get();
        } else {
            return nullptr;
        }
    }
    return n;
}

std::optional<yaml::TextEdit> setValueEdit(const yaml::Document& doc, const QStringList& path, const yaml::Value& value)
{
    if (path.isEmpty())
        return std::nullopt;
    const yaml::Node* root = doc.root.get();
    if (!root || root->isNull())
        return yaml::TextEdit {0, doc.text.size(), yaml::emitBlock(nest(path, 0, value), 0) + "\n"};
    // walk down as far as the path exists
    const yaml::Node* parent = nullptr;
    const yaml::Node* n = root;
    qsizetype i = 0;
    for (; i < path.size(); ++i) {
        if (!n->isMap())
            break;
        const yaml::Node* child = n->get(u8(path[i]));
        if (!child)
            break;
        parent = n;
        n = child;
    }
    const yaml::Editor ed(doc);
    if (i == path.size())
        return ed.replaceValue(*parent, u8(path.last()), value);
    if (n->isMap())
        return ed.setEntry(*n, u8(path[i]), nest(path, i + 1, value));
    if (parent && (n->isNull() || n->isScalar()))
        return ed.replaceValue(*parent, u8(path[i - 1]), nest(path, i, value));
    return std::nullopt;
}

std::optional<yaml::TextEdit> setScalarEdit(const yaml::Document& doc, const QStringList& path, const QString& value,
                                            bool* inPlace)
{
    yaml::Value v = yaml::Value::str(u8(value));
    const yaml::Node* cur = nodeAtPath(doc, path);
    if (cur && cur->isScalar() && cur->style == yaml::Style::Plain && yaml::plainSafe(v.scalar))
        v.type = yaml::ScalarType::Raw;
    if (inPlace)
        *inPlace = cur && (cur->isScalar() || cur->isNull());
    if (cur && (cur->isScalar() || cur->isNull()))
        return yaml::Editor(doc).setScalar(*cur, v.scalar, v.type);
    return setValueEdit(doc, path, v);
}

YamlScratch::YamlScratch(const QByteArray& text)
{
    m_ok = yaml::parse(std::string(text.constData(), static_cast<std::size_t>(text.size())), m_doc, nullptr);
}

const yaml::Node* YamlScratch::at(const QStringList& path) const
{
    return nodeAtPath(m_doc, path);
}

bool YamlScratch::apply(const std::optional<yaml::TextEdit>& edit)
{
    if (!edit)
        return false;
    const std::string t = yaml::Editor::apply(m_doc.text, *edit);
    yaml::Document next;
    if (!yaml::parse(t, next, nullptr))
        return false;
    m_doc = std::move(next);
    return true;
}

bool YamlScratch::remove(const QStringList& path)
{
    const yaml::Node* parent = at(path.mid(0, path.size() - 1));
    if (!parent || !parent->isMap() || !parent->entry(u8(path.last())))
        return false;
    const std::string key = u8(path.last());
    const bool first
        = !parent->entries.empty() && parent->entries.front().key && parent->entries.front().key->value == key;
    const bool last
        = !parent->entries.empty() && parent->entries.back().key && parent->entries.back().key->value == key;
    std::optional<yaml::TextEdit> edit = yaml::Editor(m_doc).removeEntry(*parent, key);
    if (!edit)
        return false;
    tidyBlankLines(*edit, first, last);
    return apply(edit);
}

void YamlScratch::tidyBlankLines(yaml::TextEdit& edit, bool first, bool last) const
{
    const std::string& t = m_doc.text;
    if (!edit.replacement.empty() || (edit.begin > 0 && t[edit.begin - 1] != '\n')
        || (edit.end > 0 && t[edit.end - 1] != '\n'))
        return;
    auto blankLineEnd = [&](std::size_t pos) -> std::size_t {
        std::size_t p = pos;
        while (p < t.size() && (t[p] == ' ' || t[p] == '\t' || t[p] == '\r'))
            ++p;
        return p < t.size() && t[p] == '\n' ? p + 1 : std::string::npos;
    };
    std::size_t prevStart = std::string::npos;
    if (edit.begin >= 2) {
        const std::size_t nl = t.rfind('\n', edit.begin - 2);
        prevStart = nl == std::string::npos ? 0 : nl + 1;
    } else if (edit.begin == 1) {
        prevStart = 0;
    }
    const bool blankBefore = prevStart != std::string::npos && blankLineEnd(prevStart) == edit.begin;
    const std::size_t blankAfter = blankLineEnd(edit.end);
    if (blankAfter != std::string::npos && (first || blankBefore))
        edit.end = blankAfter;
    else if (blankAfter == std::string::npos && blankBefore && last)
        edit.begin = prevStart;
}

void YamlScratch::removeIfEmpty(const QStringList& path)
{
    const yaml::Node* n = at(path);
    if (n && (n->isNull() || (n->isMap() && n->entries.empty())))
        remove(path);
}

bool YamlScratch::insert(const QStringList& mapPath, const QString& key, const yaml::Value& v)
{
    const yaml::Node* map = at(mapPath);
    if (!map || !map->isMap())
        return false;
    return apply(yaml::Editor(m_doc).insertEntry(*map, u8(key), v));
}

} // namespace pw
