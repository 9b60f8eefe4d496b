// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"

#include <QSqlDatabase>
#include <QString>

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

    /// Jobs left NotStarted/Queued/Running… by a process that no longer runs: they are marked Failed with
    /// the reason, their step processes killed, their logs kept. Returns their ids.
    QStringList recoverOrphans();

    /// Identity of this process for ownership checks ("pid:starttime@host").
    static QString processToken();
    static bool isProcessAlive(const QString& token);

private:
    bool exec(const QString& sql, const QVariantList& binds = {});
    bool migrate();
    StepRun readStep(const class QSqlQuery& q) const;
    QString m_home;
    QString m_connection;
    QString m_error;
};

} // namespace pw
