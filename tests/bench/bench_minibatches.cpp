// SPDX-License-Identifier: MIT
// Mini-batch table of the parallel-step panel: a generated processed_mini-batches.csv of N mini-batches (default
// 1,000,000; one in eight fails its first attempt, half of those are retried; 8 nodes x 4 processes; recurring and
// unique error lines; the mini-batch detail as JSON, as the local runtime writes it), measured side by side with a
// peer in the same run:
//   - load: ParallelLogReader::read() into MiniBatchesModel + MiniBatchesFilterModel vs a plain reader (the file
//     read at once, each row parsed with the same CSV parser into a QStringList of the ten shown texts, the latest
//     attempt kept) feeding a QAbstractTableModel + QSortFilterProxyModel. Goal: <= 1x the peer.
//   - memory: what the storage holds (MiniBatchTable::memoryBytes(), goal <= 100 MB at 1,000,000) and the growth of
//     the process's resident memory, after loading and at its peak during the load (VmRSS, VmHWM reset before each
//     side), vs the peer's. Goal: <= 0.5x the peer.
//   - filter: by state (failed), by a recurring error text, by a rare text, by state and text; and a sort by
//     duration; best of --runs. Goal: <= 100 ms each (the peer, QSortFilterProxyModel calling filterAcceptsRow
//     row by row, is printed beside it).
// Exit: 0 when measured (goals met or not), 1 when the data cannot be written or the two sides disagree, 2 usage.
//
//   bench_minibatches [--batches N] [--runs N] [--no-peer] [--keep]
#include "benchreport.h"
#include "csvrecord.h"
#include "minibatchesmodel.h"
#include "parallellogs.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace pw;

namespace {

struct Options {
    int batches = 1000000;
    int runs = 3;
    bool peer = true;
    bool keep = false;
};

struct Rng {
    quint64 s = 0x9E3779B97F4A7C15ull;
    quint32 below(quint32 n)
    {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return quint32(((s * 0x2545F4914F6CDD1Dull) >> 32) % n);
    }
};

const char* const recurring[] = { "ValueError: could not convert string to float: 'n/a'", "KeyError: 'label'",
    "RuntimeError: CUDA error: device-side assert triggered", "TimeoutError: run() did not finish within 60 seconds",
    "MemoryError" };

/// processed_mini-batches.csv as the local runtime writes it.
bool generate(const QString& path, int batches)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    Rng rng;
    QByteArray out = "Mini-batch Id,Picked Count,Process,Start Time (UTC),Total,Succeeded,Failed,Elapsed Seconds,"
                     "Process Seconds,Run Method Seconds,Status,Error Category,Error Message,Mini-batch Detail\n";
    const QDateTime t0(QDate(2026, 11, 24), QTime(8, 0), Qt::UTC);
    auto row = [&](int id, int attempt, bool fail) {
        const quint32 node = rng.below(8), proc = rng.below(4);
        const quint32 total = 1 + rng.below(20);
        const quint32 ok = fail ? rng.below(total) : total;
        const quint32 ms = 200 + rng.below(20000);
        QByteArray error, category, status = "RUN_DONE";
        if (fail) {
            status = "RUN_EXCEPTION";
            category = "UserError";
            if (rng.below(6) == 0)
                error = "\"ValueError: bad record in part-" + QByteArray::number(id) + ".csv, line "
                    + QByteArray::number(rng.below(5000)) + "\"";
            else
                error = QByteArray("\"") + recurring[rng.below(5)] + "\"";
        }
        out += QByteArray::number(id) + ',' + QByteArray::number(attempt) + ',' + QByteArray::number(node)
            + "/process00" + QByteArray::number(proc) + ','
            + t0.addMSecs(qint64(id) * 37 + attempt * 1000).toString(Qt::ISODateWithMs).toLatin1().chopped(1) + "000,"
            + QByteArray::number(total) + ',' + QByteArray::number(ok) + ',' + QByteArray::number(total - ok) + ','
            + QByteArray::number(ms / 1000.0, 'f', 3) + ',' + QByteArray::number(ms / 1300.0, 'f', 3) + ','
            + QByteArray::number(ms / 1100.0, 'f', 3) + ',' + status + ',' + category + ',' + error
            + ",\"{\"\"id\"\": " + QByteArray::number(id) + ", \"\"dequeue_count\"\": " + QByteArray::number(attempt)
            + ", \"\"files\"\": [\"\"part-" + QByteArray::number(id) + ".csv\"\"]}\"\n";
    };
    for (int id = 0; id < batches; ++id) {
        const bool failFirst = rng.below(8) == 0;
        row(id, 1, failFirst);
        if (failFirst && rng.below(2) == 0)
            row(id, 2, rng.below(4) == 0);
        if (out.size() > (8 << 20)) {
            if (f.write(out) != out.size())
                return false;
            out.clear();
        }
    }
    return f.write(out) == out.size();
}

/// VmRSS / VmHWM of this process, in bytes (-1 when unknown).
qint64 procStatus(const char* key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(qsizetype(std::strlen(key))).trimmed().split(' ').value(0).toLongLong() * 1024;
    return -1;
}

/// Reset the peak resident size (VmHWM) to the current one.
void resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

double mb(qint64 bytes)
{
    return bytes < 0 ? -1 : bytes / 1e6;
}

// ----- the peer: a plain reader, a plain model, QSortFilterProxyModel ------------------------------------------------

class PeerModel : public QAbstractTableModel {
public:
    QList<QStringList> rows; // the ten shown texts
    int rowCount(const QModelIndex& p = QModelIndex()) const override { return p.isValid() ? 0 : int(rows.size()); }
    int columnCount(const QModelIndex& p = QModelIndex()) const override { return p.isValid() ? 0 : 10; }
    QVariant data(const QModelIndex& i, int role) const override
    {
        if (role == Qt::DisplayRole)
            return rows.at(i.row()).at(i.column());
        if (role == Qt::UserRole) // sort key
            return rows.at(i.row()).at(i.column()).toDouble();
        return QVariant();
    }
};

class PeerFilter : public QSortFilterProxyModel {
public:
    QString state; // empty: any
    QString text;
    void apply(const QString& s, const QString& t)
    {
        state = s;
        text = t;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex&) const override
    {
        const QStringList& r = static_cast<PeerModel*>(sourceModel())->rows.at(row);
        if (!state.isEmpty() && r.at(1) != state)
            return false;
        if (text.isEmpty())
            return true;
        for (int c : { 0, 1, 3, 4, 9 })
            if (r.at(c).contains(text, Qt::CaseInsensitive))
                return true;
        return false;
    }
};

void peerLoad(const QString& path, PeerModel* model)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return;
    const QByteArray all = f.readAll();
    QHash<int, int> rowOf;
    qsizetype pos = all.indexOf('\n') + 1; // past the header
    while (pos > 0 && pos < all.size()) {
        qsizetype end = all.indexOf('\n', pos);
        if (end < 0)
            end = all.size();
        const QStringList c = csv::parseRecord(all.mid(pos, end - pos), ',');
        pos = end + 1;
        if (c.size() < 14)
            continue;
        const QString process = c.at(2);
        const qsizetype slash = process.indexOf(QLatin1Char('/'));
        const bool failed = !c.at(11).isEmpty();
        QStringList shown { c.at(0), failed ? QStringLiteral("failed") : QStringLiteral("succeeded"), c.at(1),
            process.left(slash), process.mid(slash + 1), c.at(3), c.at(7), c.at(5), c.at(6),
            c.at(12).section(QLatin1Char('\n'), 0, 0) };
        const int id = c.at(0).toInt();
        const auto it = rowOf.constFind(id);
        if (it == rowOf.constEnd()) {
            rowOf.insert(id, int(model->rows.size()));
            model->rows << shown;
        } else {
            model->rows[*it] = shown;
        }
    }
}

double bestOf(int runs, const std::function<void()>& prepare, const std::function<void()>& work)
{
    double best = -1;
    for (int i = 0; i < runs; ++i) {
        prepare();
        QElapsedTimer t;
        t.start();
        work();
        const double ms = t.nsecsElapsed() / 1e6;
        best = best < 0 ? ms : std::min(best, ms);
    }
    return best;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    Options o;
    const QStringList args = QCoreApplication::arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (a == QLatin1String("--batches") && i + 1 < args.size())
            o.batches = std::max(10, args.at(++i).toInt());
        else if (a == QLatin1String("--runs") && i + 1 < args.size())
            o.runs = std::max(1, args.at(++i).toInt());
        else if (a == QLatin1String("--no-peer"))
            o.peer = false;
        else if (a == QLatin1String("--keep"))
            o.keep = true;
        else {
            std::fprintf(stderr, "usage: bench_minibatches [--batches N] [--runs N] [--no-peer] [--keep]\n");
            return 2;
        }
    }

    QTemporaryDir dir;
    dir.setAutoRemove(!o.keep);
    const QString csv = QDir(dir.path()).filePath(QStringLiteral("logs/sys/job_report/processed_mini-batches.csv"));
    if (!dir.isValid() || !generate(csv, o.batches)) {
        std::fprintf(stderr, "bench_minibatches: cannot write %s\n", qPrintable(csv));
        return 1;
    }
    std::printf("bench_minibatches: %d mini-batches, %.1f MB of processed_mini-batches.csv in %s\n", o.batches,
        QFileInfo(csv).size() / 1e6, qPrintable(dir.path()));
    benchreport::header();

    // ours
    const qint64 rssBefore = procStatus("VmRSS:");
    resetPeak();
    QElapsedTimer timer;
    timer.start();
    auto* model = new MiniBatchesModel;
    auto* filter = new MiniBatchesFilterModel;
    {
        ParallelLogReader reader(QDir(dir.path()).filePath(QStringLiteral("logs")));
        ParallelLogDelta delta = reader.read();
        model->setTable(std::move(delta.miniBatches));
    }
    filter->setSourceModel(model);
    const double oursLoadMs = timer.nsecsElapsed() / 1e6;
    const qint64 oursRss = procStatus("VmRSS:") - rssBefore;
    const qint64 oursPeak = procStatus("VmHWM:") - rssBefore;
    const qint64 store = model->table().memoryBytes();
    if (model->rowCount() != o.batches) {
        std::fprintf(stderr, "bench_minibatches: read %d mini-batches, expected %d\n", model->rowCount(), o.batches);
        return 1;
    }

    struct Case {
        const char* name;
        unsigned mask;
        QString state;
        QString text;
    };
    const unsigned failedMask = 1u << unsigned(MiniBatchState::Failed);
    const QList<Case> cases {
        { "filter: state failed", failedMask, QStringLiteral("failed"), QString() },
        { "filter: text \"keyerror\" (recurring)", 0x7, QString(), QStringLiteral("keyerror") },
        { "filter: text \"part-77777.\" (rare)", 0x7, QString(), QStringLiteral("part-77777.") },
        { "filter: failed + text \"cuda\"", failedMask, QStringLiteral("failed"), QStringLiteral("cuda") },
    };
    QList<double> oursFilter;
    QList<int> oursCounts;
    for (const Case& c : cases) {
        oursFilter << bestOf(
            o.runs,
            [&] {
                filter->setStateMask(0x7);
                filter->setFilterText(QString());
            },
            [&] {
                filter->setStateMask(c.mask);
                filter->setFilterText(c.text);
            });
        oursCounts << filter->rowCount();
    }
    filter->setStateMask(0x7);
    filter->setFilterText(QString());
    const double oursSort = bestOf(
        o.runs, [&] { filter->sort(-1); }, [&] { filter->sort(MiniBatchesModel::DurationColumn); });

    // the peer
    double peerLoadMs = -1, peerSort = -1;
    qint64 peerRss = -1, peerPeak = -1;
    QList<double> peerFilter;
    QList<int> peerCounts;
    if (o.peer) {
        delete filter;
        delete model; // ours is gone before the peer's memory is measured
        const qint64 before = procStatus("VmRSS:");
        resetPeak();
        timer.restart();
        auto* pm = new PeerModel;
        peerLoad(csv, pm);
        auto* pf = new PeerFilter;
        pf->setSortRole(Qt::UserRole);
        pf->setSourceModel(pm);
        pf->rowCount();
        peerLoadMs = timer.nsecsElapsed() / 1e6;
        peerRss = procStatus("VmRSS:") - before;
        peerPeak = procStatus("VmHWM:") - before;
        for (const Case& c : cases) {
            peerFilter << bestOf(
                o.runs,
                [&] {
                    pf->apply(QString(), QString());
                    pf->rowCount();
                },
                [&] {
                    pf->apply(c.state, c.text);
                    pf->rowCount(); // QSortFilterProxyModel filters when first asked
                });
            peerCounts << pf->rowCount();
        }
        pf->apply(QString(), QString());
        peerSort = bestOf(
            o.runs,
            [&] {
                pf->sort(-1);
                pf->rowCount();
            },
            [&] {
                pf->sort(6);
                pf->index(0, 0);
            });
        delete pf;
        delete pm;
    } else {
        for (int i = 0; i < cases.size(); ++i)
            peerFilter << -1;
    }

    const QString loader = QStringLiteral("QStringList rows + QSFPM");
    benchreport::relative(
        QStringLiteral("load %1 mini-batches").arg(o.batches), oursLoadMs, loader, peerLoadMs, "ms", 1.0);
    benchreport::absolute(QStringLiteral("storage (MiniBatchTable)"), mb(store), QString(), -1, "MB",
        100.0 * o.batches / 1000000.0, QStringLiteral("(100 MB per million)"));
    benchreport::relative(QStringLiteral("resident memory after load"), mb(oursRss), loader, mb(peerRss), "MB", 0.5);
    benchreport::relative(
        QStringLiteral("peak resident memory during load"), mb(oursPeak), loader, mb(peerPeak), "MB", 0.5);
    for (int i = 0; i < cases.size(); ++i)
        benchreport::absolute(QString::fromLatin1(cases[i].name), oursFilter[i],
            QStringLiteral("QSortFilterProxyModel"), peerFilter[i], "ms", 100.0);
    benchreport::absolute(
        QStringLiteral("sort by duration"), oursSort, QStringLiteral("QSortFilterProxyModel"), peerSort, "ms", 1000.0);
    benchreport::summary("bench_minibatches");

    if (o.peer && oursCounts != peerCounts) {
        QStringList a, b;
        for (int v : oursCounts)
            a << QString::number(v);
        for (int v : peerCounts)
            b << QString::number(v);
        std::fprintf(stderr, "bench_minibatches: filtered row counts differ: ours %s, peer %s\n",
            qPrintable(a.join(QLatin1Char(' '))), qPrintable(b.join(QLatin1Char(' '))));
        return 1;
    }
    return 0;
}
