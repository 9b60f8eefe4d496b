// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <functional>
#include <optional>

namespace pw {

/// The local run store: SQLite (QSQLITE) in the Pipewright home folder, with run folders beside it. Safe for
/// several processes at once (WAL, busy timeout, short transactions); each RunStore object is one connection
/// and is used from one thread.
class RunStore
{
public:
    /// `PIPEWRIGHT_HOME`, else `$XDG_DATA_HOME/pipewright` (~/.local/share/pipewright).
    static QString defaultHome();
    static int schemaVersion();

    explicit RunStore(QString home = defaultHome());
    ~RunStore();
    RunStore(const RunStore&) = delete;
    RunStore& operator=(const RunStore&) = delete;

    /// Create the home folder and the database, migrating an older schema. False with a message naming
    /// the file when it cannot.
    bool open(QString* error = nullptr);
    QString home() const { return m_home; }
    QString databasePath() const;
    QString runsDirectory() const;
    QString lastError() const { return m_error; }

    // ----- writes -------------------------------------------------------------------------------
    /// Writes between beginBatch() and the matching endBatch() are kept and written together in one
    /// transaction when the outermost batch ends (calls nest): the scheduler starts the next process first and
    /// records meanwhile. commitBatch() writes what is pending now and goes on batching; reads through this
    /// store write what is pending first. Outside a batch every write commits by itself.
    void beginBatch();
    void endBatch();
    void commitBatch();
    /// beginBatch() … endBatch() for a scope.
    class Batch
    {
    public:
        explicit Batch(RunStore* store)
            : m_store(store)
        {
            if (m_store)
                m_store->beginBatch();
        }
        ~Batch()
        {
            if (m_store)
                m_store->endBatch();
        }
        Batch(const Batch&) = delete;
        Batch& operator=(const Batch&) = delete;

    private:
        RunStore* m_store;
    };

    /// A new job with its steps (NotStarted), owned by this process.
    bool insertJob(const JobRun& job);
    bool updateJob(const JobRun& job);
    bool updateStep(const QString& jobId, const StepRun& step, const QString& reuseKey = QString(), qint64 pgid = 0);
    /// updateStep() and addStatusEvent() as one transaction (one commit per status change).
    bool recordStepStatus(const QString& jobId, const StepRun& step, const QString& reuseKey, qint64 pgid,
                          const QDateTime& time, const QString& reason);
    bool addStatusEvent(const QString& jobId, const QString& step, RunStatus status, const QDateTime& time,
                        const QString& reason);

    /// Ask the process that runs a job to cancel it (or one step); works across processes.
    bool requestCancel(const QString& jobId, const QString& step = QString());
    /// Pending cancel requests for these jobs as (job, step) pairs (step empty: the whole job); each is
    /// returned once.
    QList<QPair<QString, QString>> takeCancelRequests(const QStringList& jobIds);

    // ----- reads --------------------------------------------------------------------------------
    QList<JobRun> listJobs(int limit = 200);
    /// A job with steps and history; std::nullopt when unknown. `id` may be a unique prefix.
    std::optional<JobRun> job(const QString& id);
    /// A completed earlier run of a step with the same reuse key whose outputs still exist.
    struct Reusable
    {
        QString jobId;
        QString step;
        QMap<QString, QString> outputs;
    };
    std::optional<Reusable> findReusable(const QString& reuseKey);
    /// Whether a completed step has a reuse key that starts with `hint` ("<hint>:…").
    bool hasReuseCandidate(const QString& hint);

    /// The cores each step held and when (the local backend's usage over time): steps that started with at
    /// least one core and were still running at `since` or later. A step still running has endMs 0.
    struct CoreInterval
    {
        qint64 startMs = 0;
        qint64 endMs = 0;
        int cores = 0;
    };
    QList<CoreInterval> coreIntervals(const QDateTime& since);

    /// Jobs left NotStarted/Queued/Running… by a process that no longer runs: they are marked Failed with
    /// the reason, their step processes killed, their logs kept. Returns their ids.
    QStringList recoverOrphans();

    /// Identity of this process for ownership checks ("pid:starttime@host").
    static QString processToken();
    static bool isProcessAlive(const QString& token);

private:
    /// A write: now, or kept for the end of the batch.
    bool exec(const QString& sql, const QVariantList& binds = {});
    /// A prepared statement run now.
    bool run(const QString& sql, const QVariantList& binds);
    /// Run `body` (writes) as one transaction, or as part of the batch.
    bool transaction(const std::function<bool()>& body);
    bool migrate();
    StepRun readStep(const class QSqlQuery& q) const;
    QString m_home;
    QString m_connection;
    QString m_error;
    struct PendingWrite
    {
        QString sql;
        QVariantList binds;
    };
    int m_batchDepth = 0;
    bool m_inBatchTransaction = false;
    QList<PendingWrite> m_pending;
    QHash<QString, QSqlQuery> m_prepared; // statements by text, prepared once per connection
};

} // namespace pw
