// SPDX-License-Identifier: MIT
#include "foldersearch.h"

#include "literalsearcher.h"

#include <QDirIterator>
#include <QFile>

#include <algorithm>

namespace pw {

FolderSearchResult searchFolder(const QString& folder, const QString& text, bool caseSensitive, int maxMatches,
                                const std::atomic_bool* cancel)
{
    FolderSearchResult result;
    if (text.isEmpty())
        return result;
    const LiteralSearcher searcher(text.toUtf8(), caseSensitive);
    QStringList files;
    QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    std::sort(files.begin(), files.end());
    for (const QString& path : std::as_const(files)) {
        if (cancel && cancel->load()) {
            result.canceled = true;
            break;
        }
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            result.unreadable << path;
            continue;
        }
        ++result.filesSearched;
        const qint64 size = f.size();
        if (size == 0)
            continue;
        QByteArray whole;
        const char* data = nullptr;
        if (uchar* mapped = f.map(0, size)) {
            data = reinterpret_cast<const char*>(mapped);
        } else {
            whole = f.readAll();
            data = whole.constData();
        }
        const char* end = data + size;
        const char* lineStart = data;
        qint64 line = 1;
        const char* p = data;
        while (p < end) {
            const char* hit = searcher.find(p, end);
            if (!hit)
                break;
            // count the lines up to the match
            for (const char* q = lineStart; q < hit;) {
                const char* nl = static_cast<const char*>(memchr(q, '\n', size_t(hit - q)));
                if (!nl)
                    break;
                ++line;
                lineStart = nl + 1;
                q = nl + 1;
            }
            const char* lineEnd = static_cast<const char*>(memchr(hit, '\n', size_t(end - hit)));
            if (!lineEnd)
                lineEnd = end;
            FolderMatch m;
            m.file = path;
            m.line = line;
            QByteArray lineText(lineStart, std::min<qsizetype>(lineEnd - lineStart, 500));
            if (lineText.endsWith('\r'))
                lineText.chop(1);
            m.text = QString::fromUtf8(lineText);
            result.matches << m;
            if (result.matches.size() >= maxMatches) {
                result.truncated = true;
                return result;
            }
            p = lineEnd; // one match per line
            if (p < end) {
                ++line;
                lineStart = p + 1;
                ++p;
            }
        }
    }
    return result;
}

} // namespace pw
