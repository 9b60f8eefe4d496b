// SPDX-License-Identifier: MIT
#include "runcomparison.h"

#include "fileio.h"
#include "mlflowmetrics.h"
#include "sweeptrials.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace pw {

namespace {

QString tr(const char* s)
{
    return QCoreApplication::translate("pw", s);
}

/// The lines of a file as text (without their ends).
QStringList linesOf(const QByteArray& bytes)
{
    QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    for (QString& l : lines)
        if (l.endsWith(QLatin1Char('\r')))
            l.chop(1);
    return lines;
}

/// A step's values with its job's folder written as <job>, so that paths inside the two runs compare equal.
QString normalized(QString value, const JobRun& job)
{
    if (!job.folder.isEmpty())
        value.replace(QDir::cleanPath(job.folder), QStringLiteral("<job>"));
    return value;
}

struct FileInfo
{
    qint64 size = 0;
    QString path; // absolute
};

/// The files of a step's working copy of its code, without what the run wrote there (outputs/, logs/).
QHash<QString, FileInfo> codeFiles(const QString& codeDir)
{
    QHash<QString, FileInfo> files;
    QDirIterator it(codeDir, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    const QDir root(codeDir);
    while (it.hasNext() && files.size() < 20000) {
        const QString path = it.next();
        const QString rel = root.relativeFilePath(path);
        if (rel.startsWith(QLatin1String("outputs/")) || rel.startsWith(QLatin1String("logs/"))
            || rel.contains(QLatin1String("__pycache__/")))
            continue;
        files.insert(rel, {it.fileInfo().size(), path});
    }
    return files;
}

QByteArray hashOf(const QString& path)
{
    QFile f(path);
    QCryptographicHash h(QCryptographicHash::Sha1);
    if (f.open(QIODevice::ReadOnly))
        h.addData(&f);
    return h.result();
}

} // namespace

QString unifiedDiff(const QStringList& a, const QStringList& b, const QString& nameA, const QString& nameB, int context,
                    int* added, int* removed, bool* tooLarge)
{
    if (added)
        *added = 0;
    if (removed)
        *removed = 0;
    if (tooLarge)
        *tooLarge = false;
    if (a == b)
        return QString();
    // the common start and end, then a longest common subsequence of the middle
    qsizetype prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a.at(prefix) == b.at(prefix))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix && a.at(a.size() - 1 - suffix) == b.at(b.size() - 1 - suffix))
        ++suffix;
    const qsizetype n = a.size() - prefix - suffix;
    const qsizetype m = b.size() - prefix - suffix;
    if (n * m > 4000000 || n > 65000 || m > 65000) {
        if (tooLarge)
            *tooLarge = true;
        return QString();
    }
    std::vector<std::uint16_t> lcs(size_t((n + 1) * (m + 1)), 0);
    auto at = [&](qsizetype i, qsizetype j) -> std::uint16_t& { return lcs[size_t(i * (m + 1) + j)]; };
    for (qsizetype i = n - 1; i >= 0; --i)
        for (qsizetype j = m - 1; j >= 0; --j)
            at(i, j) = a.at(prefix + i) == b.at(prefix + j) ? std::uint16_t(at(i + 1, j + 1) + 1) : std::max(at(i + 1, j), at(i, j + 1));
    // the edit script over the whole files: ' ' kept, '-' removed, '+' added, with each side's line number
    struct Op
    {
        char kind;
        qsizetype ia; // index in a (kept, removed) or where in a it falls (added)
        qsizetype ib;
    };
    std::vector<Op> ops;
    for (qsizetype k = 0; k < prefix; ++k)
        ops.push_back({' ', k, k});
    qsizetype i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a.at(prefix + i) == b.at(prefix + j)) {
            ops.push_back({' ', prefix + i, prefix + j});
            ++i, ++j;
        } else if (i < n && (j == m || at(i + 1, j) >= at(i, j + 1))) {
            ops.push_back({'-', prefix + i, prefix + j}); // removals first, as diff writes them
            ++i;
        } else {
            ops.push_back({'+', prefix + i, prefix + j});
            ++j;
        }
    }
    for (qsizetype k = 0; k < suffix; ++k)
        ops.push_back({' ', a.size() - suffix + k, b.size() - suffix + k});

    QString out = QStringLiteral("--- %1\n+++ %2\n").arg(nameA, nameB);
    const qsizetype total = qsizetype(ops.size());
    qsizetype k = 0;
    while (k < total) {
        if (ops[size_t(k)].kind == ' ') {
            ++k;
            continue;
        }
        // a hunk: from `context` lines before this change to `context` lines after the last change within reach
        const qsizetype start = std::max<qsizetype>(0, k - context);
        qsizetype end = k;
        qsizetype lastChange = k;
        while (end < total) {
            if (ops[size_t(end)].kind != ' ')
                lastChange = end;
            else if (end - lastChange > 2 * context)
                break;
            ++end;
        }
        end = std::min(total, lastChange + context + 1);
        int countA = 0, countB = 0;
        QString body;
        for (qsizetype x = start; x < end; ++x) {
            const Op& op = ops[size_t(x)];
            if (op.kind == ' ') {
                body += QLatin1Char(' ') + a.at(op.ia) + QLatin1Char('\n');
                ++countA, ++countB;
            } else if (op.kind == '-') {
                body += QLatin1Char('-') + a.at(op.ia) + QLatin1Char('\n');
                ++countA;
                if (removed)
                    ++*removed;
            } else {
                body += QLatin1Char('+') + b.at(op.ib) + QLatin1Char('\n');
                ++countB;
                if (added)
                    ++*added;
            }
        }
        const Op& first = ops[size_t(start)];
        out += QStringLiteral("@@ -%1,%2 +%3,%4 @@\n")
                   .arg(countA ? first.ia + 1 : first.ia)
                   .arg(countA)
                   .arg(countB ? first.ib + 1 : first.ib)
                   .arg(countB);
        out += body;
        k = end;
    }
    return out;
}

RunComparison compareRuns(const JobRun& a, const JobRun& b)
{
    RunComparison r;
    // the pipeline file each ran
    auto snapshot = [](const JobRun& j, QByteArray& bytes) {
        const QString path = QDir(j.folder).filePath(QStringLiteral("snapshot/") + QFileInfo(j.pipelineFile).fileName());
        return !j.folder.isEmpty() && readFileBytes(path, bytes, nullptr);
    };
    QByteArray textA, textB;
    if (!snapshot(a, textA) || !snapshot(b, textB)) {
        r.yamlNote = tr("The pipeline file of one of the runs was not kept (no snapshot in its folder).");
    } else {
        bool tooLarge = false;
        r.yamlDiff = unifiedDiff(linesOf(textA), linesOf(textB), a.id + QLatin1Char('/') + QFileInfo(a.pipelineFile).fileName(),
                                 b.id + QLatin1Char('/') + QFileInfo(b.pipelineFile).fileName(), 3, &r.linesAdded,
                                 &r.linesRemoved, &tooLarge);
        if (tooLarge)
            r.yamlNote = tr("The pipeline files differ in too many lines to show line by line.");
    }

    // the steps of both, in the order of the second run, then those only the first has
    QStringList names;
    for (const StepRun& s : b.steps)
        names << s.name;
    for (const StepRun& s : a.steps)
        if (!names.contains(s.name))
            names << s.name;
    for (const QString& name : std::as_const(names)) {
        const StepRun* sa = a.step(name);
        const StepRun* sb = b.step(name);
        auto field = [&](const QString& f, const QString& before, const QString& after) {
            if (before != after)
                r.fields << FieldChange {name, f, before, after};
        };
        if (!sa || !sb) {
            field(tr("step"), sa ? tr("present") : QString(), sb ? tr("present") : QString());
            continue;
        }
        field(tr("kind"), sa->kind, sb->kind);
        if (!sa->command.isEmpty() && !sb->command.isEmpty())
            field(tr("command"), normalized(sa->command, a), normalized(sb->command, b));
        QStringList inputs = sa->inputs.keys();
        for (const QString& k : sb->inputs.keys())
            if (!inputs.contains(k))
                inputs << k;
        for (const QString& k : std::as_const(inputs))
            field(tr("input %1").arg(k), normalized(sa->inputs.value(k), a), normalized(sb->inputs.value(k), b));
        if (sa->cores > 0 && sb->cores > 0)
            field(tr("cores"), QString::number(sa->cores), QString::number(sb->cores));

        // code: the copy each ran
        const QString codeA = QDir(sa->folder).filePath(QStringLiteral("code"));
        const QString codeB = QDir(sb->folder).filePath(QStringLiteral("code"));
        if (sa->isReused() || sb->isReused()) {
            r.notes << tr("%1: one of the runs reused earlier outputs, so its code is not compared").arg(name);
        } else if (QFileInfo(codeA).isDir() && QFileInfo(codeB).isDir()) {
            const QHash<QString, FileInfo> fa = codeFiles(codeA);
            const QHash<QString, FileInfo> fb = codeFiles(codeB);
            QStringList paths = fa.keys();
            for (auto it = fb.cbegin(); it != fb.cend(); ++it)
                if (!fa.contains(it.key()))
                    paths << it.key();
            paths.sort();
            for (const QString& p : std::as_const(paths)) {
                if (!fb.contains(p))
                    r.code << CodeChange {name, p, CodeChange::Kind::Removed};
                else if (!fa.contains(p))
                    r.code << CodeChange {name, p, CodeChange::Kind::Added};
                else if (fa.value(p).size != fb.value(p).size || hashOf(fa.value(p).path) != hashOf(fb.value(p).path))
                    r.code << CodeChange {name, p, CodeChange::Kind::Changed};
            }
        }

        // metrics: what each logged through MLflow, and a sweep's best trial
        QMap<QString, double> ma = readMlflowLastValues(QDir(sa->folder).filePath(QStringLiteral("mlruns")));
        QMap<QString, double> mb = readMlflowLastValues(QDir(sb->folder).filePath(QStringLiteral("mlruns")));
        auto addBest = [&](const StepRun* s, QMap<QString, double>& m) {
            if (s->kind != QLatin1String("sweep"))
                return;
            const SweepTrials t = readSweepTrials(s->folder);
            if (const SweepTrial* best = t.best(); best && best->hasMetric)
                m.insert(tr("%1 (best trial)").arg(t.primaryMetric), best->metric);
        };
        addBest(sa, ma);
        addBest(sb, mb);
        QStringList metricNames = ma.keys();
        for (const QString& k : mb.keys())
            if (!metricNames.contains(k))
                metricNames << k;
        metricNames.sort();
        for (const QString& k : std::as_const(metricNames)) {
            MetricRow row;
            row.step = name;
            row.metric = k;
            if (ma.contains(k))
                row.before = ma.value(k);
            if (mb.contains(k))
                row.after = mb.value(k);
            r.metrics << row;
        }
    }
    return r;
}

} // namespace pw
