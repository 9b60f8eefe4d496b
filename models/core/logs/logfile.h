// SPDX-License-Identifier: MIT
#pragma once

#include "lineoffsetindex.h"
#include "literalsearcher.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

class QTimer;

namespace pw {

/// A text log file of any size, memory-mapped, with a line index built on a worker thread.
///
/// Line numbers are 0-based indices here. Lines end at '\n'; a trailing '\r' is not part of the text; the
/// last line may lack a newline. While indexing runs, lineCount() counts the lines found so far, and
/// lineText() works for them: the first screen is available as soon as open() returns, because open()
/// indexes the head of the file itself.
///
/// The file is watched (polling, see setPollInterval()): appended bytes extend the index; truncation,
/// replacement or rotation reopen the file and emit reset(). Reading a region that was cut off under the
/// mapping is caught and never crashes the process.
///
/// All methods are for the thread that owns the object; signals are emitted on that thread.
class LogFile : public QObject {
    Q_OBJECT
public:
    /// Longest line text handed out by lineText(): longer lines are cut (see lineText()).
    static constexpr qint64 MaxLineBytes = 64 * 1024;

    struct Match {
        qint64 offset = -1; ///< byte offset of the match
        qint64 length = 0; ///< bytes matched
        qint64 line = -1; ///< 0-based line, -1 when the index has not reached it yet
    };

    /// Result of startFind() and startFindAll().
    struct SearchResult {
        quint64 id = 0;
        bool found = false; ///< startFind: a match was found
        bool wrapped = false; ///< startFind: the match lies beyond the end (or start) and was reached by wrapping
        bool cancelled = false;
        QString error; ///< non-empty when the file changed under the search
        Match match; ///< startFind: the match
        qint64 matches = 0; ///< startFindAll: non-overlapping matches
        qint64 matchingLines = 0; ///< startFindAll: lines holding at least one match
        QList<qint64> hits; ///< startFindAll: byte offsets of the first `maxHits` matches
        bool hitsCapped = false; ///< startFindAll: more matches exist than `hits` holds
        qint64 bytesSearched = 0;
        qint64 msecs = 0;
    };

    explicit LogFile(QObject* parent = nullptr);
    ~LogFile() override;

    /// Open and map `path`, index its head and start indexing the rest in the background. Returns false
    /// (see errorString()) if the file cannot be read.
    bool open(const QString& path);
    void close();
    bool isOpen() const { return m_open; }
    QString fileName() const { return m_path; }
    QString errorString() const { return m_error; }

    /// Bytes currently mapped (the file's size when last checked).
    qint64 size() const { return m_size; }
    /// Bytes covered by the line index.
    qint64 indexedBytes() const;
    bool isIndexing() const { return m_indexJob.running; }
    /// Stop indexing where it is: the lines found so far stay usable. Growth is not indexed either until
    /// resumeIndexing().
    void cancelIndexing();
    /// Continue indexing from where it stopped.
    void resumeIndexing();
    bool isIndexingCancelled() const { return m_indexPaused; }
    /// Lines known so far. Complete once indexing has finished.
    qint64 lineCount() const;
    /// Estimate of the final line count while indexing runs (exact afterwards).
    qint64 estimatedLineCount() const;
    /// Length in bytes of the longest line indexed so far.
    qint64 maxLineLength() const;
    /// Byte offset where `line` starts; -1 if out of range.
    qint64 lineOffset(qint64 line) const;
    /// Length of `line` in bytes, without its newline (and '\r'); -1 if out of range.
    qint64 lineLength(qint64 line) const;
    /// Line containing byte `offset`; -1 if the offset is beyond the index (or the file).
    qint64 lineAt(qint64 offset) const;
    /// Raw bytes of `line` without its newline, at most `maxBytes` (cut before a UTF-8 sequence, never
    /// inside it). `truncated` tells whether the line is longer.
    QByteArray lineBytes(qint64 line, qint64 maxBytes = MaxLineBytes, bool* truncated = nullptr) const;
    /// Text of `line`, decoded as UTF-8 (invalid bytes become U+FFFD), at most MaxLineBytes of it.
    QString lineText(qint64 line, bool* truncated = nullptr) const;
    /// Raw bytes [offset, offset + length) clipped to the file.
    QByteArray bytes(qint64 offset, qint64 length) const;

    /// How often the file is checked for growth, truncation and replacement, in ms; 0 turns it off.
    /// Default 250 ms.
    void setPollInterval(int msecs);
    int pollInterval() const { return m_pollInterval; }

    /// Search for `text` (UTF-8 bytes of it) from byte `from`: forward, matches starting at or after `from`;
    /// backward, matches starting before `from`. With `wrap`, the search continues from the other end.
    /// Runs on a worker thread; the result arrives through findFinished(). Returns the request id.
    quint64 startFind(const QString& text, Qt::CaseSensitivity cs, qint64 from, bool backward, bool wrap = true);
    /// Count all non-overlapping matches and the lines holding them, keeping the offsets of the first
    /// `maxHits`. Runs on worker threads; the result arrives through findAllFinished().
    quint64 startFindAll(const QString& text, Qt::CaseSensitivity cs, int maxHits = 0);
    /// Stop a search; its result still arrives, with `cancelled` set. 0 stops every search.
    void cancelSearch(quint64 id = 0);
    bool isSearching() const { return !m_searches.empty(); }

public Q_SLOTS:
    /// Check the file now for growth, truncation or replacement (also done by the poll timer).
    void checkForChanges();

Q_SIGNALS:
    /// Indexing advanced: `indexed` of `total` bytes. Emitted at most every 50 ms or so.
    void indexingProgress(qint64 indexed, qint64 total);
    /// lineCount() changed (indexing advanced or the file grew).
    void lineCountChanged(qint64 lines);
    /// The index covers the whole file as mapped.
    void indexingFinished();
    /// cancelIndexing() stopped the indexing.
    void indexingCancelled();
    /// Bytes were appended to the file; the index follows.
    void grown(qint64 newSize);
    /// The file was truncated, replaced or rotated and has been reopened: every line may have changed.
    void reset();
    /// The file could not be read any more (or reopened).
    void errorOccurred(const QString& message);
    void searchProgress(quint64 id, qint64 done, qint64 total);
    void findFinished(const pw::LogFile::SearchResult& result);
    void findAllFinished(const pw::LogFile::SearchResult& result);

public:
    // Implementation details, opaque outside the LogFile sources (logfile_p.h).
    struct Mapping;
    struct SearchSpec;

private:
    struct Job {
        std::thread thread;
        std::shared_ptr<std::atomic_bool> cancel;
        bool running = false;
        quint64 generation = 0; // index: the job's serial; search: results of an earlier generation are stale
    };

    bool openMapping(const QString& path);
    bool lineRange(qint64 line, qint64* start, qint64* end) const;
    void emitLineCountIfChanged();
    void startIndexing();
    void stopIndexing();
    void indexRun(std::shared_ptr<const Mapping> map, qint64 from, qint64 to, quint64 job,
        std::shared_ptr<std::atomic_bool> cancel);
    void onIndexProgress(quint64 job);
    void onIndexFinished(quint64 job, bool faulted);
    void reopen(const QString& why);
    void noteAccessFault() const;
    quint64 startSearch(
        const QString& text, Qt::CaseSensitivity cs, bool all, qint64 from, bool backward, bool wrap, int maxHits);
    void searchRun(std::shared_ptr<const Mapping> map, std::shared_ptr<const SearchSpec> spec,
        std::shared_ptr<std::atomic_bool> cancel);
    void onSearchFinished(quint64 id, SearchResult result, bool all);
    static QByteArray headOf(const Mapping& map);

    QString m_path;
    QString m_error;
    bool m_open = false;
    std::shared_ptr<const Mapping> m_map;
    qint64 m_size = 0;
    quint64 m_device = 0;
    quint64 m_inode = 0;
    QByteArray m_head; // first bytes, to recognise a file rewritten beyond its old size
    LineOffsetIndex m_index;
    Job m_indexJob;
    bool m_indexPaused = false;
    quint64 m_indexJobSerial = 0;
    quint64 m_generation = 0;
    qint64 m_lastLineCount = -1;
    QTimer* m_pollTimer = nullptr;
    int m_pollInterval = 250;
    mutable bool m_faultPending = false;
    quint64 m_nextSearchId = 0;
    std::map<quint64, Job> m_searches;
};

} // namespace pw

Q_DECLARE_METATYPE(pw::LogFile::SearchResult)
