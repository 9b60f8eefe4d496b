// SPDX-License-Identifier: MIT
#include "runstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QSysInfo>
#include <QThread>

#include <atomic>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>

#include <spdlog/spdlog.h>

namespace pw {

namespace {

std::atomic<int> g_connections {0};

QString tr(const char* s)
{
    return QCoreApplication::translate("pw::RunStore", s);
}

qint64 ms(const QDateTime& t)
{
    return t.isValid() ? t.toMSecsSinceEpoch() : 0;
}

QDateTime fromMs(const QVariant& v)
{
    const qint64 m = v.toLongLong();
    return m > 0 ? QDateTime::fromMSecsSinceEpoch(m, Qt::UTC) : QDateTime();
}

QString mapToJson(const QMap<QString, QString>& m)
{
    QJsonObject o;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        o.insert(it.key(), it.value());
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QMap<QString, QString> jsonToMap(const QVariant& v)
{
    QMap<QString, QString> m;
    const QJsonObject o = QJsonDocument::fromJson(v.toString().toUtf8()).object();
    for (auto it = o.begin(); it != o.end(); ++it)
        m.insert(it.key(), it.value().toString());
    return m;
}

QString listToJson(const QStringList& l)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(l)).toJson(QJsonDocument::Compact));
}

QStringList jsonToList(const QVariant& v)
{
    QStringList l;
    for (const auto& x : QJsonDocument::fromJson(v.toString().toUtf8()).array())
        l << x.toString();
    return l;
}

/// Start time of a process (clock ticks since boot, /proc/<pid>/stat field 22), 0 if it does not run.
quint64 processStartTime(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray s = f.readAll();
    const qsizetype close = s.lastIndexOf(')');
    if (close < 0)
        return 0;
    const QList<QByteArray> fields = s.mid(close + 2).split(' ');
    // fields[0] is field 3 (state); start time is field 22
    return fields.size() > 19 ? fields[19].toULongLong() : 0;
}

} // namespace

QString RunStore::defaultHome()
{
    const QString env = qEnvironmentVariable("PIPEWRIGHT_HOME");
    if (!env.isEmpty())
        return QDir(env).absolutePath();
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)).filePath(QStringLiteral("pipewright"));
}

int RunStore::schemaVersion()
{
    return 1;
}

RunStore::RunStore(QString home)
    : m_home(std::move(home))
{
    m_connection = QStringLiteral("pw-runstore-%1").arg(++g_connections);
}

RunStore::~RunStore()
{
    m_batchDepth = 0;
    commitBatch();
    m_prepared.clear();
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    if (QSqlDatabase::contains(m_connection))
        QSqlDatabase::removeDatabase(m_connection);
}

QString RunStore::databasePath() const
{
    return QDir(m_home).filePath(QStringLiteral("runs.sqlite"));
}

QString RunStore::runsDirectory() const
{
    return QDir(m_home).filePath(QStringLiteral("runs"));
}

bool RunStore::open(QString* error)
{
    auto fail = [&](const QString& msg) {
        m_error = msg;
        if (error)
            *error = msg;
        return false;
    };
    if (!QDir().mkpath(runsDirectory()))
        return fail(tr("cannot create the run folder %1").arg(QDir::toNativeSeparators(runsDirectory())));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    if (!db.isValid())
        return fail(tr("the Qt SQLite driver (QSQLITE) is not installed; install libqt6sql6-sqlite"));
    db.setDatabaseName(databasePath());
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=15000"));
    if (!db.open())
        return fail(tr("cannot open the run store %1: %2").arg(QDir::toNativeSeparators(databasePath()), db.lastError().text()));
    // Another process creating the same new store can hold it for a moment (switching to WAL, creating the
    // tables); SQLite then answers "locked" at once instead of waiting. Try again for a few seconds.
    for (int attempt = 0;; ++attempt) {
        QSqlQuery q(db);
        q.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
        q.exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
        q.exec(QStringLiteral("PRAGMA foreign_keys=ON"));
        if (migrate())
            return true;
        const bool busy = m_error.contains(QLatin1String("locked"), Qt::CaseInsensitive)
                          || m_error.contains(QLatin1String("busy"), Qt::CaseInsensitive);
        if (!busy || attempt >= 60)
            return fail(tr("cannot prepare the run store %1: %2").arg(QDir::toNativeSeparators(databasePath()), m_error));
        QThread::msleep(50 + 10 * attempt);
    }
}

bool RunStore::exec(const QString& sql, const QVariantList& binds)
{
    if (m_batchDepth > 0) {
        m_pending.append({sql, binds}); // written at the end of the batch
        return true;
    }
    return run(sql, binds);
}

bool RunStore::run(const QString& sql, const QVariantList& binds)
{
    auto it = m_prepared.find(sql);
    if (it == m_prepared.end()) {
        QSqlQuery q(QSqlDatabase::database(m_connection, false));
        if (!q.prepare(sql)) {
            m_error = q.lastError().text();
            return false;
        }
        it = m_prepared.insert(sql, q);
    }
    QSqlQuery& q = *it;
    for (int i = 0; i < binds.size(); ++i)
        q.bindValue(i, binds[i]);
    for (int attempt = 0; attempt < 50; ++attempt) {
        if (q.exec()) {
            q.finish();
            return true;
        }
        // another process holds the write lock longer than the busy timeout: try again shortly (not inside a
        // batch's transaction: it holds the write lock already)
        if (m_inBatchTransaction || !q.lastError().nativeErrorCode().startsWith(QLatin1String("5")))
            break;
        QThread::msleep(50);
    }
    m_error = q.lastError().text();
    q.finish();
    return false;
}

void RunStore::beginBatch()
{
    ++m_batchDepth;
}

void RunStore::endBatch()
{
    if (m_batchDepth > 0 && --m_batchDepth == 0)
        commitBatch();
}

void RunStore::commitBatch()
{
    if (m_pending.isEmpty())
        return;
    const QList<PendingWrite> pending = std::exchange(m_pending, {});
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery control(db);
    // the write lock is taken at once, so the writes never meet a snapshot changed half way
    bool began = false;
    for (int attempt = 0; attempt < 50 && !began; ++attempt) {
        began = control.exec(QStringLiteral("BEGIN IMMEDIATE"));
        if (!began && !control.lastError().nativeErrorCode().startsWith(QLatin1String("5")))
            break;
        if (!began)
            QThread::msleep(50);
    }
    if (!began) {
        m_error = control.lastError().text();
        spdlog::error("run store {}: cannot begin a transaction: {}", databasePath().toStdString(), m_error.toStdString());
        return;
    }
    m_inBatchTransaction = true;
    for (const PendingWrite& w : pending)
        if (!run(w.sql, w.binds))
            spdlog::error("run store {}: {} ({})", databasePath().toStdString(), m_error.toStdString(), w.sql.left(60).toStdString());
    m_inBatchTransaction = false;
    for (int attempt = 0; attempt < 50; ++attempt) {
        if (control.exec(QStringLiteral("COMMIT")))
            return;
        if (!control.lastError().nativeErrorCode().startsWith(QLatin1String("5")))
            break;
        QThread::msleep(50);
    }
    m_error = control.lastError().text();
    spdlog::error("run store {}: cannot commit: {}", databasePath().toStdString(), m_error.toStdString());
    QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
}

bool RunStore::transaction(const std::function<bool()>& body)
{
    if (m_batchDepth > 0)
        return body(); // its writes join the batch
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const bool began = db.transaction();
    const bool ok = body();
    if (!began)
        return ok;
    if (!ok) {
        db.rollback();
        return false;
    }
    return db.commit();
}

bool RunStore::migrate()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        m_error = q.lastError().text();
        return false;
    }
    int version = q.value(0).toInt();
    if (version > schemaVersion()) {
        m_error = tr("it was written by a newer Pipewright (schema %1; this one knows %2)").arg(version).arg(schemaVersion());
        return false;
    }
    // Each migration takes the schema from version i to i + 1, inside one transaction.
    const QList<QStringList> migrations = {
        {
            QStringLiteral("CREATE TABLE jobs (id TEXT PRIMARY KEY, display_name TEXT, experiment TEXT, pipeline_file TEXT,"
                           " backend TEXT, status TEXT NOT NULL, created_at INTEGER, started_at INTEGER, ended_at INTEGER,"
                           " reason TEXT, rerun_of TEXT, folder TEXT, parameters TEXT, warnings TEXT, owner TEXT,"
                           " cancel_requested INTEGER DEFAULT 0)"),
            QStringLiteral("CREATE TABLE steps (job_id TEXT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE, name TEXT NOT NULL,"
                           " ord INTEGER, kind TEXT, status TEXT NOT NULL, reused_from TEXT, started_at INTEGER, ended_at INTEGER,"
                           " exit_code INTEGER, signal INTEGER, reason TEXT, attempts INTEGER, cores INTEGER, core_seconds REAL,"
                           " inputs TEXT, outputs TEXT, folder TEXT, log_file TEXT, command TEXT, warnings TEXT,"
                           " reuse_key TEXT, pgid INTEGER, cancel_requested INTEGER DEFAULT 0, PRIMARY KEY (job_id, name))"),
            QStringLiteral("CREATE TABLE status_events (id INTEGER PRIMARY KEY AUTOINCREMENT, job_id TEXT NOT NULL"
                           " REFERENCES jobs(id) ON DELETE CASCADE, step TEXT, status TEXT NOT NULL, at INTEGER, reason TEXT)"),
            QStringLiteral("CREATE INDEX steps_reuse ON steps(reuse_key)"),
            QStringLiteral("CREATE INDEX events_job ON status_events(job_id)"),
            QStringLiteral("CREATE INDEX jobs_created ON jobs(created_at)"),
        },
    };
    while (version < schemaVersion()) {
        // IMMEDIATE: take the write lock before reading the version, so two processes opening a new home at
        // once wait for each other instead of failing with "database is locked"
        QSqlQuery begin(db);
        bool began = false;
        for (int attempt = 0; attempt < 100 && !began; ++attempt) {
            began = begin.exec(QStringLiteral("BEGIN IMMEDIATE"));
            if (!began)
                QThread::msleep(50);
        }
        if (!began) {
            m_error = begin.lastError().text();
            return false;
        }
        // re-check inside the transaction: another process may have migrated meanwhile
        QSqlQuery v(db);
        v.exec(QStringLiteral("PRAGMA user_version"));
        if (v.next() && v.value(0).toInt() > version) {
            QSqlQuery(db).exec(QStringLiteral("COMMIT"));
            version = v.value(0).toInt();
            continue;
        }
        for (const QString& sql : migrations[version]) {
            QSqlQuery m(db);
            if (!m.exec(sql)) {
                m_error = m.lastError().text();
                QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
                return false;
            }
        }
        QSqlQuery set(db);
        set.exec(QStringLiteral("PRAGMA user_version=%1").arg(version + 1));
        QSqlQuery commit(db);
        if (!commit.exec(QStringLiteral("COMMIT"))) {
            m_error = commit.lastError().text();
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            return false;
        }
        ++version;
    }
    return true;
}

bool RunStore::insertJob(const JobRun& job)
{
    return transaction([&] {
    bool ok = exec(QStringLiteral("INSERT INTO jobs (id, display_name, experiment, pipeline_file, backend, status, created_at,"
                                  " started_at, ended_at, reason, rerun_of, folder, parameters, warnings, owner)"
                                  " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"),
                   {job.id, job.displayName, job.experiment, job.pipelineFile, job.backend, runStatusName(job.status),
                    ms(job.created), ms(job.started), ms(job.ended), job.reason, job.rerunOf, job.folder,
                    mapToJson(job.parameters), listToJson(job.warnings), processToken()});
    int ord = 0;
    for (const StepRun& s : job.steps) {
        ok = ok
             && exec(QStringLiteral("INSERT INTO steps (job_id, name, ord, kind, status, reused_from, attempts, cores, core_seconds,"
                                    " inputs, outputs, folder, log_file, command, warnings, exit_code, signal)"
                                    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"),
                     {job.id, s.name, ord++, s.kind, runStatusName(s.status), s.reusedFrom, s.attempts, s.cores,
                      s.coreSeconds, mapToJson(s.inputs), mapToJson(s.outputs), s.folder, s.logFile, s.command,
                      listToJson(s.warnings), s.exitCode, s.signal});
    }
    return ok;
    });
}

bool RunStore::updateJob(const JobRun& job)
{
    return exec(QStringLiteral("UPDATE jobs SET status=?, started_at=?, ended_at=?, reason=?, warnings=? WHERE id=?"),
                {runStatusName(job.status), ms(job.started), ms(job.ended), job.reason, listToJson(job.warnings), job.id});
}

bool RunStore::updateStep(const QString& jobId, const StepRun& s, const QString& reuseKey, qint64 pgid)
{
    return exec(QStringLiteral("UPDATE steps SET status=?, reused_from=?, started_at=?, ended_at=?, exit_code=?, signal=?,"
                               " reason=?, attempts=?, cores=?, core_seconds=?, inputs=?, outputs=?, command=?, warnings=?,"
                               " reuse_key=COALESCE(NULLIF(?, ''), reuse_key), pgid=? WHERE job_id=? AND name=?"),
                {runStatusName(s.status), s.reusedFrom, ms(s.started), ms(s.ended), s.exitCode, s.signal, s.reason,
                 s.attempts, s.cores, s.coreSeconds, mapToJson(s.inputs), mapToJson(s.outputs), s.command,
                 listToJson(s.warnings), reuseKey, pgid, jobId, s.name});
}

bool RunStore::recordStepStatus(const QString& jobId, const StepRun& step, const QString& reuseKey, qint64 pgid,
                                const QDateTime& time, const QString& reason)
{
    return transaction(
        [&] { return updateStep(jobId, step, reuseKey, pgid) && addStatusEvent(jobId, step.name, step.status, time, reason); });
}

bool RunStore::addStatusEvent(const QString& jobId, const QString& step, RunStatus status, const QDateTime& time,
                              const QString& reason)
{
    return exec(QStringLiteral("INSERT INTO status_events (job_id, step, status, at, reason) VALUES (?,?,?,?,?)"),
                {jobId, step.isEmpty() ? QVariant() : QVariant(step), runStatusName(status), ms(time), reason});
}

namespace {

JobRun readJob(const QSqlQuery& q)
{
    JobRun j;
    j.id = q.value(0).toString();
    j.displayName = q.value(1).toString();
    j.experiment = q.value(2).toString();
    j.pipelineFile = q.value(3).toString();
    j.backend = q.value(4).toString();
    j.status = runStatusFromName(q.value(5).toString());
    j.created = fromMs(q.value(6));
    j.started = fromMs(q.value(7));
    j.ended = fromMs(q.value(8));
    j.reason = q.value(9).toString();
    j.rerunOf = q.value(10).toString();
    j.folder = q.value(11).toString();
    j.parameters = jsonToMap(q.value(12));
    j.warnings = jsonToList(q.value(13));
    return j;
}

const char* kJobColumns = "id, display_name, experiment, pipeline_file, backend, status, created_at, started_at, ended_at,"
                          " reason, rerun_of, folder, parameters, warnings";

} // namespace

StepRun RunStore::readStep(const QSqlQuery& q) const
{
    StepRun s;
    s.name = q.value(0).toString();
    s.kind = q.value(1).toString();
    s.status = runStatusFromName(q.value(2).toString());
    s.reusedFrom = q.value(3).toString();
    s.started = fromMs(q.value(4));
    s.ended = fromMs(q.value(5));
    s.exitCode = q.value(6).isNull() ? -1 : q.value(6).toInt();
    s.signal = q.value(7).toInt();
    s.reason = q.value(8).toString();
    s.attempts = q.value(9).toInt();
    s.cores = q.value(10).toInt();
    s.coreSeconds = q.value(11).toDouble();
    s.inputs = jsonToMap(q.value(12));
    s.outputs = jsonToMap(q.value(13));
    s.folder = q.value(14).toString();
    s.logFile = q.value(15).toString();
    s.command = q.value(16).toString();
    s.warnings = jsonToList(q.value(17));
    return s;
}

QList<JobRun> RunStore::listJobs(int limit)
{
    commitBatch(); // this connection reads what it wrote
    QList<JobRun> out;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT %1 FROM jobs ORDER BY created_at DESC, id DESC LIMIT ?").arg(QLatin1String(kJobColumns)));
    q.addBindValue(limit);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return out;
    }
    while (q.next())
        out << readJob(q);
    return out;
}

QList<RunStore::CoreInterval> RunStore::coreIntervals(const QDateTime& since)
{
    commitBatch();
    QList<CoreInterval> out;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    // a step without an end that is no longer active (an old crash not yet recovered) held nothing after its start
    q.prepare(QStringLiteral("SELECT started_at, COALESCE(ended_at, 0), cores, status FROM steps WHERE started_at > 0"
                             " AND cores > 0 AND (COALESCE(ended_at, 0) = 0 OR ended_at >= ?) ORDER BY started_at"));
    q.addBindValue(ms(since));
    if (!q.exec())
        return out;
    while (q.next()) {
        CoreInterval c;
        c.startMs = q.value(0).toLongLong();
        c.endMs = q.value(1).toLongLong();
        c.cores = q.value(2).toInt();
        if (c.endMs == 0) {
            const RunStatus st = runStatusFromName(q.value(3).toString());
            if (isTerminal(st) || st == RunStatus::NotStarted)
                c.endMs = c.startMs;
        }
        if (c.endMs == 0 || c.endMs > c.startMs)
            out << c;
    }
    return out;
}

std::optional<JobRun> RunStore::job(const QString& id)
{
    commitBatch(); // this connection reads what it wrote
    if (id.isEmpty())
        return std::nullopt;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT %1 FROM jobs WHERE substr(id, 1, length(?)) = ? ORDER BY (id=?) DESC LIMIT 2")
                  .arg(QLatin1String(kJobColumns)));
    q.addBindValue(id);
    q.addBindValue(id);
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    JobRun j = readJob(q);
    if (j.id != id && q.next())
        return std::nullopt; // ambiguous prefix
    QSqlQuery s(db);
    s.prepare(QStringLiteral("SELECT name, kind, status, reused_from, started_at, ended_at, exit_code, signal, reason, attempts,"
                             " cores, core_seconds, inputs, outputs, folder, log_file, command, warnings FROM steps"
                             " WHERE job_id=? ORDER BY ord"));
    s.addBindValue(j.id);
    s.exec();
    while (s.next())
        j.steps << readStep(s);
    QSqlQuery e(db);
    e.prepare(QStringLiteral("SELECT step, status, at, reason FROM status_events WHERE job_id=? ORDER BY id"));
    e.addBindValue(j.id);
    e.exec();
    while (e.next()) {
        StatusChange c {runStatusFromName(e.value(1).toString()), fromMs(e.value(2)), e.value(3).toString()};
        const QString step = e.value(0).toString();
        if (step.isEmpty()) {
            j.history << c;
        } else {
            for (StepRun& st : j.steps)
                if (st.name == step)
                    st.history << c;
        }
    }
    return j;
}

bool RunStore::hasReuseCandidate(const QString& hint)
{
    commitBatch();
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    // keys are "<hint>:<rest>": a range of the index
    q.prepare(QStringLiteral("SELECT 1 FROM steps WHERE reuse_key >= ? AND reuse_key < ? AND status='Completed' LIMIT 1"));
    q.addBindValue(QString(hint + QLatin1Char(':')));
    q.addBindValue(QString(hint + QLatin1Char(';')));
    return q.exec() && q.next();
}

std::optional<RunStore::Reusable> RunStore::findReusable(const QString& reuseKey)
{
    commitBatch(); // this connection reads what it wrote
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT job_id, name, outputs FROM steps WHERE reuse_key=? AND status='Completed'"
                             " ORDER BY ended_at DESC LIMIT 20"));
    q.addBindValue(reuseKey);
    if (!q.exec())
        return std::nullopt;
    while (q.next()) {
        Reusable r {q.value(0).toString(), q.value(1).toString(), jsonToMap(q.value(2))};
        bool all = true;
        for (const QString& p : std::as_const(r.outputs))
            if (!QFileInfo::exists(p))
                all = false;
        if (all)
            return r;
    }
    return std::nullopt;
}

bool RunStore::requestCancel(const QString& jobId, const QString& step)
{
    if (step.isEmpty())
        return exec(QStringLiteral("UPDATE jobs SET cancel_requested=1 WHERE id=?"), {jobId});
    return exec(QStringLiteral("UPDATE steps SET cancel_requested=1 WHERE job_id=? AND name=?"), {jobId, step});
}

QList<QPair<QString, QString>> RunStore::takeCancelRequests(const QStringList& jobIds)
{
    commitBatch(); // this connection reads what it wrote
    QList<QPair<QString, QString>> out;
    if (jobIds.isEmpty())
        return out;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QStringList marks;
    QVariantList binds;
    for (const QString& id : jobIds) {
        marks << QStringLiteral("?");
        binds << id;
    }
    const QString in = marks.join(QLatin1Char(','));
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id, '' FROM jobs WHERE cancel_requested=1 AND id IN (%1)"
                             " UNION ALL SELECT job_id, name FROM steps WHERE cancel_requested=1 AND job_id IN (%1)").arg(in));
    for (const QVariant& b : binds + binds)
        q.addBindValue(b);
    if (!q.exec())
        return out;
    while (q.next())
        out << qMakePair(q.value(0).toString(), q.value(1).toString());
    if (!out.isEmpty()) {
        exec(QStringLiteral("UPDATE jobs SET cancel_requested=2 WHERE cancel_requested=1 AND id IN (%1)").arg(in), binds);
        exec(QStringLiteral("UPDATE steps SET cancel_requested=2 WHERE cancel_requested=1 AND job_id IN (%1)").arg(in), binds);
    }
    return out;
}

QString RunStore::processToken()
{
    const qint64 pid = QCoreApplication::applicationPid();
    return QStringLiteral("%1:%2@%3").arg(pid).arg(processStartTime(pid)).arg(QSysInfo::machineHostName());
}

bool RunStore::isProcessAlive(const QString& token)
{
    const qsizetype colon = token.indexOf(QLatin1Char(':'));
    const qsizetype at = token.indexOf(QLatin1Char('@'));
    if (colon < 0 || at < colon)
        return false;
    if (token.mid(at + 1) != QSysInfo::machineHostName())
        return true; // another machine's process: not ours to judge
    const qint64 pid = token.left(colon).toLongLong();
    const quint64 start = token.mid(colon + 1, at - colon - 1).toULongLong();
    return pid > 0 && processStartTime(pid) == start;
}

QStringList RunStore::recoverOrphans()
{
    commitBatch(); // this connection reads what it wrote
    QStringList recovered;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT id, owner FROM jobs WHERE status NOT IN ('Completed','Failed','Canceled')")))
        return recovered;
    QList<QPair<QString, QString>> open;
    while (q.next())
        open << qMakePair(q.value(0).toString(), q.value(1).toString());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const auto& entry : open) {
        const QString& id = entry.first; // a plain name, not a structured binding: the lambda below captures it
        const QString& owner = entry.second;
        if (isProcessAlive(owner))
            continue;
        const QString pid = owner.section(QLatin1Char(':'), 0, 0);
        const QString reason = tr("the process that ran this job (pid %1) ended while the job was running; its logs are kept").arg(pid);
        // kill what is left of its step processes
        QSqlQuery s(db);
        s.prepare(QStringLiteral("SELECT name, pgid FROM steps WHERE job_id=? AND status NOT IN ('Completed','Failed','Canceled')"));
        s.addBindValue(id);
        s.exec();
        QStringList steps;
        while (s.next()) {
            steps << s.value(0).toString();
            const qint64 pgid = s.value(1).toLongLong();
            if (pgid > 1)
                ::kill(pid_t(-pgid), SIGKILL);
        }
        transaction([&] {
        for (const QString& st : steps) {
            exec(QStringLiteral("UPDATE steps SET status='Failed', reason=?, ended_at=COALESCE(NULLIF(ended_at,0), ?)"
                                " WHERE job_id=? AND name=? AND status IN ('Running','Preparing','Finalizing')"),
                 {reason, ms(now), id, st});
            exec(QStringLiteral("UPDATE steps SET status='Canceled', reason=? WHERE job_id=? AND name=?"
                                " AND status IN ('NotStarted','Queued')"),
                 {tr("not started: the job ended when its process ended"), id, st});
            addStatusEvent(id, st, RunStatus::Failed, now, reason);
        }
        exec(QStringLiteral("UPDATE jobs SET status='Failed', reason=?, ended_at=? WHERE id=?"), {reason, ms(now), id});
        addStatusEvent(id, QString(), RunStatus::Failed, now, reason);
        return true;
        });
        recovered << id;
    }
    return recovered;
}

} // namespace pw
