// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

#include <atomic>

/// A literal search through every file of a folder (a parallel step's logs): each match with its file, line and
/// the line's text, files in path order. Used off the GUI thread; a flag stops it early.
namespace pw {

struct FolderMatch
{
    QString file; // absolute path
    qint64 line = 0; // 1-based
    QString text; // the line, cut to 500 characters
};

struct FolderSearchResult
{
    QList<FolderMatch> matches;
    int filesSearched = 0;
    bool truncated = false; // stopped at maxMatches
    bool canceled = false;
    QStringList unreadable; // files that could not be read
};

FolderSearchResult searchFolder(const QString& folder, const QString& text, bool caseSensitive, int maxMatches = 10000,
                                const std::atomic_bool* cancel = nullptr);

} // namespace pw
