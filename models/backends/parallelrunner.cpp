// SPDX-License-Identifier: MIT
#include "parallelrunner.h"

#include "commandline.h"
#include "steprunner.h"
#include "yamltree.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTimer>

#include <algorithm>
#include <climits>
#include <cmath>
#include <csignal>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <tuple>
#include <unistd.h>
#include <vector>

// The driver script is embedded as a Qt resource of this static library.
static void initBackendsResources()
{
    Q_INIT_RESOURCE(backends);
}

namespace pw {

namespace {

// Texts of free functions; lupdate files them under "pw". The runner's own texts use its class context.
QString tr(const char* s)
{
    return QCoreApplication::translate("pw", s);
}

constexpr qint64 kDefaultFilesPerMiniBatch = 10;
constexpr qint64 kDefaultTabularBytes = 1024 * 1024;
constexpr int kMaxFailedMiniBatchesPerProcess = 10; // parallel-runtime.md §1: more than this → new process
constexpr int kExitInitFailed = 72;
constexpr int kExitSomeFailed = 73;
constexpr int kExitAllFailed = 74;
constexpr int kLeaderExitFailed = 42;
constexpr int kMaxTimeout = 259200;

const char kLogsHint[] = "Please check logs for error. You can check logs/readme.txt for the layout of logs.";

// ----- options ---------------------------------------------------------------------------------------

enum class OptKind { Int, Percent, Timeout, NonNegative, Bool, String, Ignored };

struct OptSpec
{
    const char* name;
    OptKind kind;
};

const OptSpec kOptions[] = {
    {"error_threshold", OptKind::Int},
    {"allowed_failed_percent", OptKind::Percent},
    {"task_overhead_timeout", OptKind::Timeout},
    {"progress_update_timeout", OptKind::Timeout},
    {"first_task_creation_timeout", OptKind::Timeout},
    {"resource_monitor_interval", OptKind::NonNegative},
    {"append_row_dataframe_header", OptKind::Bool},
    {"copy_logs_to_parent", OptKind::Bool},
    {"push_metrics_to_parent", OptKind::Bool},
    {"metrics_name_prefix", OptKind::String},
    {"profiling_module", OptKind::String},
    {"rank_mini_batch_count", OptKind::NonNegative},
};

const OptSpec* findOption(const QString& name)
{
    for (const OptSpec& o : kOptions)
        if (name == QLatin1String(o.name))
            return &o;
    // argparse-style abbreviation, limited to names cut short by a few letters so that unrelated
    // options of the entry script are not taken for runtime options
    const OptSpec* found = nullptr;
    for (const OptSpec& o : kOptions) {
        const QLatin1String full(o.name);
        if (full.startsWith(name) && name.size() >= full.size() - 4) {
            if (found)
                return nullptr;
            found = &o;
        }
    }
    return found;
}

std::optional<bool> parseBool(const QString& v)
{
    const QString l = v.trimmed().toLower();
    if (l == QLatin1String("true") || l == QLatin1String("1") || l == QLatin1String("yes"))
        return true;
    if (l == QLatin1String("false") || l == QLatin1String("0") || l == QLatin1String("no"))
        return false;
    return std::nullopt;
}

} // namespace

bool parseParallelOptions(const QStringList& arguments, const ParallelPlan& plan, ParallelOptions* out, QString* error)
{
    ParallelOptions o;
    o.errorThreshold = plan.errorThreshold;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& a = arguments.at(i);
        if (!a.startsWith(QLatin1String("--")) || a.size() < 3)
            continue;
        QString name = a.mid(2);
        QString value;
        bool hasValue = false;
        const qsizetype eq = name.indexOf(QLatin1Char('='));
        if (eq >= 0) {
            value = name.mid(eq + 1);
            name = name.left(eq);
            hasValue = true;
        }
        const OptSpec* spec = findOption(name);
        if (!spec)
            continue;
        const QString optName = QStringLiteral("--") + QLatin1String(spec->name);
        if (!hasValue) {
            if (i + 1 < arguments.size() && !arguments.at(i + 1).startsWith(QLatin1String("--"))) {
                value = arguments.at(++i);
                hasValue = true;
            }
        }
        if (!hasValue) {
            if (error)
                *error = tr("program_arguments: %1 needs a value").arg(optName);
            return false;
        }
        auto bad = [&](const QString& range) {
            if (error)
                *error = tr("program_arguments: %1 %2 is not valid; allowed: %3").arg(optName, value, range);
            return false;
        };
        bool ok = false;
        const QString n = QLatin1String(spec->name);
        switch (spec->kind) {
        case OptKind::Int: {
            const qlonglong v = value.toLongLong(&ok);
            if (!ok || v < -1 || v > std::numeric_limits<int>::max())
                return bad(QStringLiteral("[-1, 2147483647]"));
            o.errorThreshold = int(v);
            break;
        }
        case OptKind::Percent: {
            const double v = value.toDouble(&ok);
            if (!ok || v < 0 || v > 100 || std::isnan(v))
                return bad(QStringLiteral("[0, 100]"));
            o.allowedFailedPercent = v;
            break;
        }
        case OptKind::Timeout: {
            const qlonglong v = value.toLongLong(&ok);
            if (!ok || v <= 0 || v > kMaxTimeout)
                return bad(QStringLiteral("(0, 259200]"));
            if (n == QLatin1String("task_overhead_timeout"))
                o.taskOverheadTimeout = int(v);
            else if (n == QLatin1String("progress_update_timeout"))
                o.progressUpdateTimeout = int(v);
            else
                o.firstTaskCreationTimeout = int(v);
            break;
        }
        case OptKind::NonNegative: {
            const qlonglong v = value.toLongLong(&ok);
            if (!ok || v < 0 || v > std::numeric_limits<int>::max())
                return bad(QStringLiteral("[0, 2147483647]"));
            if (n == QLatin1String("resource_monitor_interval"))
                o.resourceMonitorInterval = int(v);
            else if (v > 0)
                o.notes << tr("%1 (input-less mini-batches of SDK v1) is not supported here and is ignored").arg(optName);
            break;
        }
        case OptKind::Bool: {
            const auto b = parseBool(value);
            if (!b)
                return bad(QStringLiteral("True, False"));
            if (n == QLatin1String("append_row_dataframe_header"))
                o.appendRowDataframeHeader = *b;
            else if (*b)
                o.notes << tr("%1 has no effect on this machine (there is no parent run to copy to)").arg(optName);
            break;
        }
        case OptKind::String:
            if (n == QLatin1String("profiling_module")) {
                if (value != QLatin1String("cProfile"))
                    return bad(QStringLiteral("cProfile"));
                o.profilingModule = value;
            } else {
                o.notes << tr("%1 has no effect on this machine (metrics are not recorded)").arg(optName);
            }
            break;
        case OptKind::Ignored:
            break;
        }
    }
    *out = o;
    return true;
}

int parallelAttempts(const ParallelPlan& plan)
{
    return std::max(1, plan.maxRetries);
}

int effectiveProgressUpdateTimeout(const ParallelOptions& options, const ParallelPlan& plan)
{
    if (options.progressUpdateTimeout > 0)
        return options.progressUpdateTimeout;
    const qint64 v = std::max<qint64>(options.firstTaskCreationTimeout,
                                      qint64(parallelAttempts(plan)) * (plan.retryTimeoutSeconds + 30 + options.taskOverheadTimeout));
    return int(std::min<qint64>(v, std::numeric_limits<int>::max() / 1000));
}

QString appendRowFile(const PlannedStep& step, const QString& outputPath)
{
    const PlannedOutput* o = step.output(step.parallel.appendRowTo);
    if (o && o->isFile())
        return outputPath;
    return QDir(outputPath).filePath(QStringLiteral("parallel_run_step.txt"));
}

// ----- input listing ---------------------------------------------------------------------------------

namespace {

QStringList filesBelow(const QString& dir)
{
    QStringList rel;
    const QDir base(dir);
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        rel << base.relativeFilePath(it.next());
    std::sort(rel.begin(), rel.end());
    QStringList abs;
    abs.reserve(rel.size());
    for (const QString& r : rel)
        abs << base.absoluteFilePath(r);
    return abs;
}

/// A glob (`*`, `?`, `[...]`, `**` for any number of folders) as an anchored regular expression.
QRegularExpression globToRegex(const QString& glob)
{
    QString re;
    for (qsizetype i = 0; i < glob.size(); ++i) {
        const QChar c = glob.at(i);
        if (c == QLatin1Char('*')) {
            if (i + 1 < glob.size() && glob.at(i + 1) == QLatin1Char('*')) {
                ++i;
                if (i + 1 < glob.size() && glob.at(i + 1) == QLatin1Char('/')) {
                    ++i;
                    re += QStringLiteral("(?:.*/)?");
                } else {
                    re += QStringLiteral(".*");
                }
            } else {
                re += QStringLiteral("[^/]*");
            }
        } else if (c == QLatin1Char('?')) {
            re += QStringLiteral("[^/]");
        } else if (c == QLatin1Char('[')) {
            const qsizetype close = glob.indexOf(QLatin1Char(']'), i + 1);
            if (close < 0) {
                re += QStringLiteral("\\[");
            } else {
                QString set = glob.mid(i + 1, close - i - 1);
                if (set.startsWith(QLatin1Char('!')))
                    set[0] = QLatin1Char('^');
                re += QLatin1Char('[') + set + QLatin1Char(']');
                i = close;
            }
        } else {
            re += QRegularExpression::escape(QString(c));
        }
    }
    return QRegularExpression(QRegularExpression::anchoredPattern(re));
}

QJsonValue nodeToJson(const yaml::Node* n)
{
    if (!n || n->isNull())
        return QJsonValue();
    if (n->isScalar()) {
        const QString s = QString::fromStdString(n->value);
        if (n->style == yaml::Style::Plain) {
            const QString l = s.toLower();
            if (l == QLatin1String("true"))
                return true;
            if (l == QLatin1String("false"))
                return false;
            bool ok = false;
            const qlonglong v = s.toLongLong(&ok);
            if (ok)
                return double(v);
        }
        return s;
    }
    if (n->isSeq()) {
        QJsonArray a;
        for (const auto& item : n->items)
            a.append(nodeToJson(item.get()));
        return a;
    }
    if (n->isMap()) {
        QJsonObject o;
        for (const auto& e : n->entries)
            if (e.key)
                o.insert(QString::fromStdString(e.key->value), nodeToJson(e.value.get()));
        return o;
    }
    return QJsonValue();
}

/// Byte offsets of line starts that cut `path` into pieces of about `target` bytes.
bool splitAtLines(const QString& path, qint64 size, qint64 target, bool hasHeader, QList<QPair<qint64, qint64>>* pieces,
                  QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        return false;
    }
    auto nextLineStart = [&](qint64 from) -> qint64 {
        if (from >= size)
            return size;
        f.seek(from);
        qint64 pos = from;
        while (pos < size) {
            const QByteArray chunk = f.read(64 * 1024);
            if (chunk.isEmpty())
                return size;
            const qsizetype nl = chunk.indexOf('\n');
            if (nl >= 0)
                return pos + nl + 1;
            pos += chunk.size();
        }
        return size;
    };
    const qint64 headerEnd = hasHeader ? nextLineStart(0) : 0;
    qint64 start = 0;
    while (start < size) {
        qint64 want = start + target;
        if (start == 0)
            want = std::max(want, headerEnd + 1);
        qint64 end = want >= size ? size : nextLineStart(want - 1);
        if (size - end < target / 8) // no tiny tail piece
            end = size;
        pieces->append({start, end - start});
        start = end;
    }
    return true;
}

struct MLTableSpec
{
    QStringList files;
    QString readKind; // delimited, json_lines, parquet; empty: a file list
    QJsonObject readOptions;
    bool splittable = true;
    QStringList warnings;
};

bool readMLTable(const QString& folder, MLTableSpec* spec, QString* error)
{
    const QString file = QDir(folder).filePath(QStringLiteral("MLTable"));
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read %1: %2").arg(QDir::toNativeSeparators(file), f.errorString());
        return false;
    }
    yaml::Document doc;
    yaml::ParseError perr;
    if (!yaml::parse(f.readAll().toStdString(), doc, &perr)) {
        *error = QStringLiteral("%1:%2:%3: %4")
                     .arg(QDir::toNativeSeparators(file))
                     .arg(perr.pos.line)
                     .arg(perr.pos.col)
                     .arg(QString::fromStdString(perr.message));
        return false;
    }
    auto where = [&](const yaml::Node* n) {
        return n ? QStringLiteral("%1:%2:%3").arg(QDir::toNativeSeparators(file)).arg(n->pos.line).arg(n->pos.col)
                 : QDir::toNativeSeparators(file);
    };
    const yaml::Node* root = doc.root.get();
    const yaml::Node* paths = root && root->isMap() ? root->get("paths") : nullptr;
    if (!paths || !paths->isSeq() || paths->items.empty()) {
        *error = tr("%1: the MLTable file has no `paths` list").arg(where(root));
        return false;
    }
    QStringList files;
    for (const auto& item : paths->items) {
        const yaml::Node* entry = item.get();
        if (!entry || !entry->isMap() || entry->entries.empty()) {
            *error = tr("%1: a `paths` entry must be `file:`, `folder:` or `pattern:`").arg(where(entry));
            return false;
        }
        const std::string kind = entry->entries.front().key ? entry->entries.front().key->value : std::string();
        const yaml::Node* valueNode = entry->entries.front().value.get();
        const QString value = valueNode ? QString::fromStdString(valueNode->str()) : QString();
        if (value.isEmpty() || (kind != "file" && kind != "folder" && kind != "pattern")) {
            *error = tr("%1: a `paths` entry must be `file:`, `folder:` or `pattern:` with a path").arg(where(entry));
            return false;
        }
        if (isRemotePath(value)) {
            *error = tr("%1: %2 is not on this machine; the local runtime reads local MLTable paths only").arg(where(valueNode), value);
            return false;
        }
        QString local = value;
        if (local.startsWith(QLatin1String("file://")))
            local = local.mid(7);
        if (kind == "file") {
            const QString p = QDir(folder).absoluteFilePath(local);
            if (!QFileInfo(p).isFile()) {
                *error = tr("%1: file %2 does not exist").arg(where(valueNode), QDir::toNativeSeparators(p));
                return false;
            }
            files << QDir::cleanPath(p);
        } else if (kind == "folder") {
            const QString p = QDir(folder).absoluteFilePath(local);
            if (!QFileInfo(p).isDir()) {
                *error = tr("%1: folder %2 does not exist").arg(where(valueNode), QDir::toNativeSeparators(p));
                return false;
            }
            files << filesBelow(QDir::cleanPath(p));
        } else {
            QString pattern = QDir::isAbsolutePath(local) ? local : QDir::cleanPath(QDir(folder).absoluteFilePath(local));
            // walk from the longest folder without wildcards
            const qsizetype wild = pattern.indexOf(QRegularExpression(QStringLiteral("[*?\\[]")));
            const QString baseDir = wild < 0 ? QFileInfo(pattern).absolutePath()
                                             : pattern.left(pattern.lastIndexOf(QLatin1Char('/'), wild));
            const QRegularExpression re = globToRegex(pattern);
            qsizetype matched = 0;
            if (QFileInfo(baseDir).isDir()) {
                for (const QString& p : filesBelow(baseDir)) {
                    if (re.match(p).hasMatch() && QFileInfo(p).fileName() != QLatin1String("MLTable")) {
                        files << p;
                        ++matched;
                    }
                }
            }
            if (matched == 0)
                spec->warnings << tr("%1: pattern %2 matches no file").arg(where(valueNode), value);
        }
    }
    files.removeDuplicates();
    spec->files = files;
    const yaml::Node* transformations = root->get("transformations");
    QJsonArray post;
    if (transformations && transformations->isSeq()) {
        for (const auto& item : transformations->items) {
            const yaml::Node* t = item.get();
            QString name;
            const yaml::Node* args = nullptr;
            if (t && t->isScalar()) {
                name = QString::fromStdString(t->value);
            } else if (t && t->isMap() && !t->entries.empty() && t->entries.front().key) {
                name = QString::fromStdString(t->entries.front().key->value);
                args = t->entries.front().value.get();
            } else {
                continue;
            }
            if (name == QLatin1String("read_delimited") || name == QLatin1String("read_json_lines")
                || name == QLatin1String("read_parquet")) {
                spec->readKind = name == QLatin1String("read_delimited")    ? QStringLiteral("delimited")
                                 : name == QLatin1String("read_json_lines") ? QStringLiteral("json_lines")
                                                                            : QStringLiteral("parquet");
                QJsonObject o = args && args->isMap() ? nodeToJson(args).toObject() : QJsonObject();
                o.insert(QStringLiteral("format"), spec->readKind);
                const QString enc = o.value(QStringLiteral("encoding")).toString().toLower();
                if (enc.startsWith(QLatin1String("utf16")) || enc.startsWith(QLatin1String("utf32"))
                    || o.value(QStringLiteral("support_multi_line")).toBool() || spec->readKind == QLatin1String("parquet"))
                    spec->splittable = false;
                spec->readOptions = o;
            } else if (name == QLatin1String("keep_columns") || name == QLatin1String("drop_columns")
                       || name == QLatin1String("convert_column_types")) {
                post.append(QJsonObject {{QStringLiteral("kind"), name}, {QStringLiteral("args"), nodeToJson(args)}});
            } else {
                spec->warnings << tr("%1: the MLTable transformation %2 is not applied by the local runtime").arg(where(t), name);
            }
        }
    }
    if (!spec->readKind.isEmpty())
        spec->readOptions.insert(QStringLiteral("transformations"), post);
    return true;
}

} // namespace

bool planMiniBatches(const QString& path, const QString& declaredType, qint64 miniBatchSize, ParallelInput* out, QString* error)
{
    ParallelInput in;
    const QFileInfo fi(path);
    if (!fi.exists()) {
        *error = tr("input_data %1 does not exist").arg(QDir::toNativeSeparators(path));
        return false;
    }
    QStringList files;
    if (fi.isFile()) {
        in.source = QStringLiteral("uri_file");
        files << fi.absoluteFilePath();
    } else {
        const bool hasMLTable = QFileInfo(QDir(path).filePath(QStringLiteral("MLTable"))).isFile();
        const bool useMLTable = hasMLTable && (declaredType == QLatin1String("mltable") || declaredType.isEmpty());
        if (useMLTable) {
            MLTableSpec spec;
            if (!readMLTable(path, &spec, error))
                return false;
            in.warnings = spec.warnings;
            in.source = QStringLiteral("MLTable");
            files = spec.files;
            if (!spec.readKind.isEmpty()) {
                in.tabular = true;
                in.readOptions = spec.readOptions;
                const qint64 target = miniBatchSize > 0 ? miniBatchSize : kDefaultTabularBytes;
                in.miniBatchSize = target;
                const bool hasHeader = spec.readKind == QLatin1String("delimited")
                                       && spec.readOptions.value(QStringLiteral("header")).toString() != QLatin1String("no_header");
                for (const QString& f : files) {
                    const qint64 size = QFileInfo(f).size();
                    in.totalBytes += size;
                    QList<QPair<qint64, qint64>> pieces;
                    if (!spec.splittable || size <= target) {
                        pieces.append({0, -1});
                    } else if (!splitAtLines(f, size, target, hasHeader, &pieces, error)) {
                        return false;
                    }
                    for (const auto& p : pieces) {
                        MiniBatch mb;
                        mb.id = int(in.batches.size());
                        mb.path = f;
                        mb.offset = p.first;
                        mb.length = p.second;
                        mb.bytes = p.second < 0 ? size : p.second;
                        in.batches << mb;
                    }
                }
                in.fileCount = int(files.size());
                *out = in;
                return true;
            }
        } else {
            in.source = QStringLiteral("uri_folder");
            files = filesBelow(fi.absoluteFilePath());
        }
    }
    const qint64 per = miniBatchSize > 0 ? miniBatchSize : kDefaultFilesPerMiniBatch;
    in.miniBatchSize = per;
    in.fileCount = int(files.size());
    for (qsizetype i = 0; i < files.size(); i += per) {
        MiniBatch mb;
        mb.id = int(in.batches.size());
        mb.files = files.mid(i, per);
        for (const QString& f : mb.files)
            mb.bytes += QFileInfo(f).size();
        in.totalBytes += mb.bytes;
        in.batches << mb;
    }
    *out = in;
    return true;
}

// ----- the runner ------------------------------------------------------------------------------------

namespace {

QString pipeTime()
{
    return QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss,zzz"));
}

QString isoMicro(const QDateTime& t)
{
    return t.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz")) + QStringLiteral("000");
}

QString hms(qint64 seconds)
{
    seconds = std::max<qint64>(0, seconds);
    return QStringLiteral("%1:%2:%3")
        .arg(seconds / 3600)
        .arg((seconds / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString csvField(const QString& v)
{
    if (v.contains(QLatin1Char(',')) || v.contains(QLatin1Char('"')) || v.contains(QLatin1Char('\n')) || v.contains(QLatin1Char('\r'))) {
        QString q = v;
        q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + q + QLatin1Char('"');
    }
    return v;
}

QString csvRow(const QStringList& fields)
{
    QStringList out;
    out.reserve(fields.size());
    for (const QString& f : fields)
        out << csvField(f);
    return out.join(QLatin1Char(',')) + QLatin1Char('\n');
}

QString num(double v)
{
    return QString::number(v, 'f', 3);
}

/// A log file opened on first use and kept open; lines are flushed as written.
class TextLog
{
public:
    void setPath(const QString& p)
    {
        if (p == m_path)
            return;
        m_file.close();
        m_path = p;
    }
    QString path() const { return m_path; }
    void write(const QString& text)
    {
        if (m_path.isEmpty())
            return;
        if (!m_file.isOpen()) {
            QDir().mkpath(QFileInfo(m_path).absolutePath());
            m_file.setFileName(m_path);
            if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append))
                return;
        }
        m_file.write(text.toUtf8());
        m_file.flush();
    }
    void close() { m_file.close(); }

private:
    QString m_path;
    QFile m_file;
};

bool writeTextFile(const QString& path, const QString& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(text.toUtf8());
    return f.commit();
}

QString readmeText()
{
    return QStringLiteral(
        "Logs of a parallel step run by Pipewright's local parallel runtime\n"
        "==================================================================\n"
        "\n"
        "The layout follows Azure ML's parallel run step. <node> is the node index (0, 1, ...); every node is\n"
        "this machine. processNNN is a worker process of that node; a process that is replaced (after a crash,\n"
        "a run() timeout, a failed init() or more than 10 failed mini-batches) gets the next free number.\n"
        "\n"
        "Start here\n"
        "  job_result.txt                        the result of the step; on failure the reason and where to look\n"
        "  job_error.txt                         every failed mini-batch attempt, with its first error line\n"
        "  job_progress_overview.<yyyymmddhh>.txt  progress: scheduling, processed mini-batches, result file\n"
        "\n"
        "Your entry script\n"
        "  user/stdout/<node>/processNNN.stdout.txt    print() and Python logging (root handler, logging_level)\n"
        "  user/stderr/<node>/processNNN.stderr.txt    sys.stderr\n"
        "  user/error/<node>/processNNN.txt            full tracebacks of exceptions from init(), run(), shutdown()\n"
        "  user/entry_script_log/<node>/processNNN.log.txt   EntryScript().logger\n"
        "\n"
        "The runtime\n"
        "  sys/master_role.txt                   the scheduler: mini-batches, attempts, retries, thresholds, result\n"
        "  sys/job_report/processed_mini-batches.csv   one row per mini-batch attempt\n"
        "  sys/job_report/process_summary.csv    the same summed per worker process\n"
        "  sys/job_report/node_summary.csv       the same summed per node\n"
        "  sys/node/<node>/processNNN.txt        one line per mini-batch picked and completed by the process\n"
        "  sys/node/<node>/processNNN.stdout.txt, .stderr.txt   output of the process itself and of programs\n"
        "                                        the entry script starts (subprocess output lands here)\n"
        "  sys/node/<node>/_main.txt             processes started and their exit codes on the node\n"
        "  sys/error/<node>/processNNN.txt       system-side errors of a process (timeouts, crashes)\n"
        "  sys/error/<node>/_main.txt            system-side errors of the node\n"
        "  sys/perf/<node>/node_resource_usage.csv       machine CPU, memory, disk and network every\n"
        "                                        --resource_monitor_interval seconds (0 turns it off)\n"
        "  sys/perf/<node>/processes_resource_usage.csv  CPU and memory of the node's worker processes\n"
        "\n"
        "Local choices (the service does not document these)\n"
        "  - retry_settings.max_retries is the number of attempts of a mini-batch (at least 1).\n"
        "  - retry_settings.timeout is enforced for each run() call, without grace time.\n"
        "  - An attempt fails when run() raises, times out, returns something other than a list, tuple or\n"
        "    DataFrame, or returns fewer results than the mini-batch had items; after the last attempt the\n"
        "    mini-batch counts as failed, with total - returned items failed.\n"
        "  - Only mini-batches that failed their last attempt count against mini_batch_error_threshold and\n"
        "    --allowed_failed_percent; failed items of those count against error_threshold.\n"
        "  - --progress_update_timeout defaults to\n"
        "    max(first_task_creation_timeout, attempts x (timeout + 30 + task_overhead_timeout)).\n"
        "  - init() failures: a node stops restarting processes after 3 x max_concurrency_per_instance failed\n"
        "    starts; the step fails after 2 x instance_count x max_concurrency_per_instance.\n"
        "  - append_row results are written in the order mini-batches completed; a folder output gets\n"
        "    parallel_run_step.txt.\n");
}

struct Task
{
    MiniBatch mb;
    enum class State { Pending, Running, Succeeded, Failed } state = State::Pending;
    int attempts = 0; // dequeue count
    int total = -1; // items; -1 until loaded (tabular)
    int succeeded = 0; // of the final attempt
    QString lastStatus;
    QString lastError;
    QString lastErrorFile;
    QString rowsFile;
    QString header;
};

struct Worker
{
    int slot = 0;
    int node = 0;
    int number = 0;
    QString name;
    QProcess* process = nullptr;
    QTimer* deadline = nullptr;
    qint64 pid = 0;
    enum class State { Starting, Ready, Busy, Stopping, Exited } state = State::Starting;
    bool initDone = false;
    int task = -1;
    bool loaded = false;
    QDateTime taskStart; // UTC
    QElapsedTimer taskClock;
    QByteArray buffer;
    QJsonObject config; // sent once the process runs
    QList<QJsonObject> queued; // messages written before the config went out
    QElapsedTimer runClock; // since the mini-batch was loaded
    QString initError;
    QString initErrorFile;
    bool replaceAfterStop = false;
    bool killedByRunner = false;
    int exitCode = 0;
    bool crashed = false;
    QDateTime started;
    QDateTime ended;
    // totals for process_summary.csv
    int batches = 0;
    int succeededBatches = 0;
    int failedBatches = 0;
    qint64 items = 0;
    qint64 succeededItems = 0;
    double elapsed = 0;
    double processSeconds = 0;
    double runSeconds = 0;
    // resource sampling
    quint64 lastCpuTicks = 0;
    bool hasCpuSample = false;
    QString displayName() const { return QStringLiteral("%1/%2").arg(node).arg(name); }
};

struct MachineSample
{
    quint64 cpuTotal = 0;
    quint64 cpuIdle = 0;
    bool valid = false;
};

QByteArray readProc(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

class ParallelRunner final : public StepRunner
{
    Q_OBJECT
public:
    ParallelRunner(StepLaunch launch, QObject* parent)
        : StepRunner(std::move(launch), parent)
        , m_log(m_launch.logFile)
        , m_plan(m_launch.step.parallel)
    {
        m_logs = QDir(m_launch.folder).filePath(QStringLiteral("logs"));
        m_tick.setInterval(1000);
        connect(&m_tick, &QTimer::timeout, this, [this] { onTick(); });
        m_killTimer.setSingleShot(true);
        connect(&m_killTimer, &QTimer::timeout, this, [this] { killAll(SIGKILL); });
        m_stopTimer.setSingleShot(true);
        connect(&m_stopTimer, &QTimer::timeout, this, [this] {
            masterLog(QStringLiteral("WARNING"), QStringLiteral("Processes did not end after shutdown(); ending them."));
            killAll(SIGTERM);
            m_killTimer.start(3000);
        });
        connect(&m_monitor, &QTimer::timeout, this, [this] { sampleResources(); });
    }

    ~ParallelRunner() override
    {
        for (auto& w : m_workers) {
            if (!w->process)
                continue;
            w->process->disconnect(this);
            if (w->pid > 0)
                signalProcessGroup(w->pid, SIGKILL);
            if (w->process->state() != QProcess::NotRunning) {
                w->process->kill();
                w->process->waitForFinished(2000);
            }
        }
    }

    void start() override;
    void cancel(RunStatus as, const QString& reason) override;

private:
    // --- setup
    bool prepare(QString* error);
    void spawnWorker(int slot);
    // --- protocol
    void onOutput(Worker& w);
    void onMessage(Worker& w, const QJsonObject& m);
    void sendTo(Worker& w, const QJsonObject& m);
    void dispatch();
    void onDeadline(Worker& w);
    void onWorkerExit(Worker& w, int code, QProcess::ExitStatus status);
    // --- accounting
    void concludeAttempt(Worker& w, const QString& status, int total, int succeeded, const QString& error,
                         const QString& category, double elapsed, double processSeconds, double runSeconds,
                         const QString& rowsFile, const QString& header, const QString& errorFile);
    void checkThresholds();
    void maybeFinish();
    void abort(RunStatus as, const QString& reason);
    void finalize();
    void onTick();
    // --- logs
    void stdLog(const QString& line);
    void masterLog(const QString& level, const QString& message);
    void overview(const QString& message);
    void nodeMain(int node, const QString& message, bool error = false);
    void sysError(const Worker& w, const QString& message);
    void jobError(const QString& message);
    void writeSummaries();
    void sampleResources();
    QString progressLine() const;
    QString relLog(const QString& abs) const { return QDir(m_launch.folder).relativeFilePath(abs); }
    QString taskJson(const Task& t) const;
    QString describeBatch(const Task& t) const;
    void killAll(int signal);
    int liveWorkers() const;
    int runningTasks() const;
    void finish(StepOutcome o);

    LogWriter m_log;
    const ParallelPlan& m_plan;
    ParallelOptions m_options;
    ParallelInput m_input;
    QStringList m_args; // rendered program arguments
    QString m_logs; // <folder>/logs
    QString m_driver;
    QString m_rowsDir;
    QString m_outputFile; // append_row target
    QString m_outputDir; // EntryScript().output_dir
    QList<Task> m_tasks;
    QList<int> m_pending;
    QList<int> m_completionOrder;
    std::vector<std::unique_ptr<Worker>> m_workers;
    std::vector<Worker*> m_slots;
    std::vector<int> m_nextNumber; // per node
    std::vector<int> m_nodeInitFailures;
    int m_nodes = 1;
    int m_perNode = 1;
    int m_attemptsAllowed = 1;
    int m_initFailures = 0;
    QString m_firstInitError;
    QString m_firstInitErrorFile;
    int m_doneBatches = 0;
    int m_failedBatches = 0;
    qint64 m_failedItems = 0;
    qint64 m_succeededItems = 0;
    qint64 m_totalItems = 0;
    int m_firstFailedTask = -1;
    bool m_anyDispatched = false;
    QElapsedTimer m_clock;
    QElapsedTimer m_sinceProgress;
    qint64 m_lastOverviewMs = -100000;
    QString m_lastOverview;
    QTimer m_tick;
    QTimer m_killTimer;
    QTimer m_stopTimer;
    QTimer m_monitor;
    enum class Phase { Idle, Running, Finishing, Aborting, Done } m_phase = Phase::Idle;
    RunStatus m_endAs = RunStatus::Completed;
    QString m_endReason;
    bool m_startedEmitted = false;
    bool m_done = false;
    TextLog m_master;
    TextLog m_overview;
    TextLog m_processed;
    TextLog m_jobError;
    std::map<QString, std::unique_ptr<TextLog>> m_files;
    MachineSample m_machine;
    QDateTime m_lastSampleTime;
};

void ParallelRunner::stdLog(const QString& line)
{
    const QString text = m_log.append((line + QLatin1Char('\n')).toUtf8(), false);
    if (!text.isEmpty())
        Q_EMIT logText(text);
}

void ParallelRunner::masterLog(const QString& level, const QString& message)
{
    m_master.write(QStringLiteral("%1|%2|%3|%4\n").arg(pipeTime(), level).arg(::getpid()).arg(message));
}

void ParallelRunner::overview(const QString& message)
{
    const QDateTime now = QDateTime::currentDateTime();
    m_overview.setPath(QDir(m_logs).filePath(QStringLiteral("job_progress_overview.%1.txt").arg(now.toString(QStringLiteral("yyyyMMddHH")))));
    m_overview.write(isoMicro(now) + QLatin1Char(' ') + message + QLatin1Char('\n'));
}

void ParallelRunner::nodeMain(int node, const QString& message, bool error)
{
    auto write = [&](const QString& path) {
        auto& f = m_files[path];
        if (!f) {
            f = std::make_unique<TextLog>();
            f->setPath(path);
        }
        f->write(QStringLiteral("%1|%2|%3|%4\n").arg(pipeTime(), error ? QStringLiteral("ERROR") : QStringLiteral("INFO")).arg(::getpid()).arg(message));
    };
    write(QDir(m_logs).filePath(QStringLiteral("sys/node/%1/_main.txt").arg(node)));
    if (error)
        write(QDir(m_logs).filePath(QStringLiteral("sys/error/%1/_main.txt").arg(node)));
}

void ParallelRunner::sysError(const Worker& w, const QString& message)
{
    const QString path = QDir(m_logs).filePath(QStringLiteral("sys/error/%1/%2.txt").arg(w.node).arg(w.name));
    auto& f = m_files[path];
    if (!f) {
        f = std::make_unique<TextLog>();
        f->setPath(path);
    }
    f->write(QStringLiteral("%1|ERROR|%2|%3\n").arg(pipeTime()).arg(w.pid).arg(message));
}

void ParallelRunner::jobError(const QString& message)
{
    m_jobError.write(isoMicro(QDateTime::currentDateTime()) + QLatin1Char(' ') + message + QLatin1Char('\n'));
}

QString ParallelRunner::taskJson(const Task& t) const
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), t.mb.id);
    o.insert(QStringLiteral("dequeue_count"), t.attempts);
    if (t.mb.isTabular()) {
        o.insert(QStringLiteral("path"), t.mb.path);
        o.insert(QStringLiteral("offset"), double(t.mb.offset));
        o.insert(QStringLiteral("length"), double(t.mb.length));
    } else {
        o.insert(QStringLiteral("minibatch"), QJsonArray::fromStringList(t.mb.files));
    }
    o.insert(QStringLiteral("location"), m_plan.inputData);
    o.insert(QStringLiteral("partition_size"), double(m_input.miniBatchSize));
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString ParallelRunner::describeBatch(const Task& t) const
{
    if (t.mb.isTabular()) {
        if (t.mb.length < 0)
            return tr("mini-batch %1 (%2)").arg(QString::number(t.mb.id), QFileInfo(t.mb.path).fileName());
        return tr("mini-batch %1 (%2, bytes %3-%4)")
            .arg(QString::number(t.mb.id), QFileInfo(t.mb.path).fileName(), QString::number(t.mb.offset),
                 QString::number(t.mb.offset + t.mb.length));
    }
    QStringList names;
    for (const QString& f : t.mb.files.mid(0, 3))
        names << QFileInfo(f).fileName();
    if (t.mb.files.size() > 3)
        names << QStringLiteral("…");
    return tr("mini-batch %1 (%2)").arg(QString::number(t.mb.id), names.join(QStringLiteral(", ")));
}

bool ParallelRunner::prepare(QString* error)
{
    const PlannedStep& step = m_launch.step;
    // program arguments
    QString err;
    m_args = renderArguments(m_plan.programArguments, {m_launch.inputs, m_launch.outputs}, &err);
    if (!err.isEmpty()) {
        *error = tr("cannot build the program arguments: %1").arg(err);
        return false;
    }
    if (!parseParallelOptions(m_args, m_plan, &m_options, error))
        return false;
    // input_data
    const QString dataPath = m_launch.inputs.value(m_plan.inputData);
    if (dataPath.isEmpty()) {
        *error = tr("input_data '%1' has no value").arg(m_plan.inputData);
        return false;
    }
    const PlannedInput* in = step.input(m_plan.inputData);
    if (!planMiniBatches(dataPath, in ? in->type : QString(), m_plan.miniBatchSize, &m_input, error))
        return false;
    // append_row target
    if (!m_plan.appendRowTo.isEmpty()) {
        const QString out = m_launch.outputs.value(m_plan.appendRowTo);
        if (out.isEmpty()) {
            *error = tr("append_row_to names output '%1', which has no local path").arg(m_plan.appendRowTo);
            return false;
        }
        m_outputFile = appendRowFile(step, out);
        m_outputDir = QFileInfo(m_outputFile).absolutePath();
    } else {
        for (const PlannedOutput& o : step.outputs) {
            const QString p = m_launch.outputs.value(o.name);
            if (!p.isEmpty() && !o.isFile()) {
                m_outputDir = p;
                break;
            }
        }
        if (m_outputDir.isEmpty())
            m_outputDir = QDir(m_launch.folder).filePath(QStringLiteral("outputs"));
    }
    // folders
    QDir logs(m_logs);
    for (const char* sub : {"sys/job_report", "user/stdout", "user/stderr", "user/error", "user/entry_script_log"})
        if (!logs.mkpath(QLatin1String(sub))) {
            *error = tr("cannot create %1").arg(QDir::toNativeSeparators(logs.filePath(QLatin1String(sub))));
            return false;
        }
    const QString work = QDir(m_launch.systemLogDir.isEmpty() ? QDir(m_launch.folder).filePath(QStringLiteral("system_logs"))
                                                              : m_launch.systemLogDir)
                             .filePath(QStringLiteral("parallel"));
    m_rowsDir = QDir(work).filePath(QStringLiteral("append_row"));
    if (!QDir().mkpath(m_rowsDir)) {
        *error = tr("cannot create %1").arg(QDir::toNativeSeparators(m_rowsDir));
        return false;
    }
    // the worker script
    initBackendsResources();
    QFile res(QStringLiteral(":/pw/backends/parallel_driver.py"));
    if (!res.open(QIODevice::ReadOnly)) {
        *error = tr("the parallel worker script is missing from this build");
        return false;
    }
    m_driver = QDir(work).filePath(QStringLiteral("parallel_driver.py"));
    if (!writeTextFile(m_driver, QString::fromUtf8(res.readAll()))) {
        *error = tr("cannot write %1").arg(QDir::toNativeSeparators(m_driver));
        return false;
    }
    writeTextFile(logs.filePath(QStringLiteral("readme.txt")), readmeText());
    m_master.setPath(logs.filePath(QStringLiteral("sys/master_role.txt")));
    m_jobError.setPath(logs.filePath(QStringLiteral("job_error.txt")));
    m_processed.setPath(logs.filePath(QStringLiteral("sys/job_report/processed_mini-batches.csv")));
    m_processed.write(csvRow({QStringLiteral("Mini-batch Id"), QStringLiteral("Picked Count"), QStringLiteral("Process"),
                              QStringLiteral("Start Time (UTC)"), QStringLiteral("Total"), QStringLiteral("Succeeded"),
                              QStringLiteral("Failed"), QStringLiteral("Elapsed Seconds"), QStringLiteral("Process Seconds"),
                              QStringLiteral("Run Method Seconds"), QStringLiteral("Status"), QStringLiteral("Error Category"),
                              QStringLiteral("Error Message"), QStringLiteral("Mini-batch Detail")}));
    return true;
}

void ParallelRunner::start()
{
    m_clock.start();
    if (!m_log.error().isEmpty()) {
        finish({RunStatus::Failed, -1, 0, m_log.error(), 1});
        return;
    }
    QString error;
    if (!prepare(&error)) {
        stdLog(tr("[pipewright] parallel step '%1' cannot start: %2").arg(m_launch.step.name, error));
        if (QDir().mkpath(m_logs))
            writeTextFile(QDir(m_logs).filePath(QStringLiteral("job_result.txt")), error + QLatin1Char('\n'));
        finish({RunStatus::Failed, kLeaderExitFailed, 0, error, 1});
        return;
    }
    m_nodes = std::max(1, m_plan.instanceCount);
    m_perNode = std::max(1, m_plan.maxConcurrencyPerInstance);
    m_attemptsAllowed = parallelAttempts(m_plan);
    m_nextNumber.assign(size_t(m_nodes), 0);
    m_nodeInitFailures.assign(size_t(m_nodes), 0);
    m_slots.assign(size_t(m_nodes * m_perNode), nullptr);
    for (const MiniBatch& mb : m_input.batches) {
        Task t;
        t.mb = mb;
        if (!mb.isTabular())
            t.total = int(mb.files.size());
        m_tasks << t;
        m_pending << mb.id;
    }

    const QString unit = m_input.tabular ? tr("%n byte(s)", nullptr, int(std::min<qint64>(m_input.miniBatchSize, INT_MAX)))
                                         : tr("%n file(s)", nullptr, int(m_input.miniBatchSize));
    stdLog(tr("[pipewright] parallel step '%1': %2 input '%3' (%4), %5 in %6 of up to %7")
               .arg(m_launch.step.name,
                    m_input.tabular ? tr("tabular") : tr("file-list"),
                    m_plan.inputData,
                    QDir::toNativeSeparators(m_launch.inputs.value(m_plan.inputData)),
                    tr("%n file(s)", nullptr, m_input.fileCount),
                    tr("%n mini-batch(es)", nullptr, int(m_tasks.size())),
                    unit));
    stdLog(tr("[pipewright] %1 x %2 worker processes (instance_count x max_concurrency_per_instance); "
              "%3 per mini-batch, run() timeout %4 s; thresholds: mini_batch_error_threshold %5, error_threshold %6, "
              "allowed_failed_percent %7")
               .arg(m_nodes)
               .arg(m_perNode)
               .arg(tr("%n attempt(s)", nullptr, m_attemptsAllowed))
               .arg(m_plan.retryTimeoutSeconds)
               .arg(m_plan.miniBatchErrorThreshold)
               .arg(m_options.errorThreshold)
               .arg(m_options.allowedFailedPercent));
    stdLog(tr("[pipewright] entry script %1, arguments: %2").arg(m_plan.entryScript, m_args.join(QLatin1Char(' '))));
    stdLog(tr("[pipewright] logs: %1 (start with logs/job_result.txt; the layout is in logs/readme.txt)")
               .arg(QDir::toNativeSeparators(m_logs)));
    for (const QString& w : m_input.warnings)
        stdLog(tr("[pipewright] warning: %1").arg(w));
    for (const QString& n : m_options.notes)
        stdLog(tr("[pipewright] note: %1").arg(n));

    overview(QStringLiteral("Start the local parallel runtime."));
    masterLog(QStringLiteral("INFO"), QStringLiteral("Start. Entry script %1, %2 node(s) x %3 process(es), input %4 %5.")
                                          .arg(m_plan.entryScript)
                                          .arg(m_nodes)
                                          .arg(m_perNode)
                                          .arg(m_input.source, m_launch.inputs.value(m_plan.inputData)));
    for (const Task& t : m_tasks)
        masterLog(QStringLiteral("DEBUG"), QStringLiteral("Created mini-batch %1").arg(taskJson(t)));
    qint64 items = 0;
    for (const Task& t : m_tasks)
        items += std::max(0, t.total);
    const QString scheduled = m_input.tabular
                                  ? QStringLiteral("Scheduling finished. Scheduled %1 mini batches in %2 seconds. There are %1 tasks with %3 bytes.")
                                        .arg(m_tasks.size())
                                        .arg(m_clock.elapsed() / 1000)
                                        .arg(m_input.totalBytes)
                                  : QStringLiteral("Scheduling finished. Scheduled %1 mini batches in %2 seconds. There are %1 tasks with %3 items.")
                                        .arg(m_tasks.size())
                                        .arg(m_clock.elapsed() / 1000)
                                        .arg(items);
    overview(scheduled);
    masterLog(QStringLiteral("INFO"), scheduled);

    m_phase = Phase::Running;
    if (m_tasks.isEmpty()) {
        QTimer::singleShot(0, this, [this] { maybeFinish(); });
        return;
    }
    if (m_options.resourceMonitorInterval > 0) {
        sampleResources();
        m_monitor.start(int(std::min<qint64>(qint64(m_options.resourceMonitorInterval) * 1000, INT_MAX)));
    }
    m_tick.start();
    for (int slot = 0; slot < m_nodes * m_perNode && m_phase == Phase::Running; ++slot)
        spawnWorker(slot);
}

void ParallelRunner::spawnWorker(int slot)
{
    if (m_phase != Phase::Running)
        return;
    auto wp = std::make_unique<Worker>();
    Worker& w = *wp;
    w.slot = slot;
    w.node = slot / m_perNode;
    w.number = m_nextNumber[size_t(w.node)]++;
    w.name = QStringLiteral("process%1").arg(w.number, 3, 10, QLatin1Char('0'));
    w.started = QDateTime::currentDateTimeUtc();
    m_slots[size_t(slot)] = &w;
    m_workers.push_back(std::move(wp));

    const QString nodeDir = QDir(m_logs).filePath(QStringLiteral("sys/node/%1").arg(w.node));
    QDir().mkpath(nodeDir);
    w.process = new QProcess(this);
    w.deadline = new QTimer(this);
    w.deadline->setSingleShot(true);
    w.deadline->setTimerType(Qt::PreciseTimer);
    QProcess* p = w.process;
    p->setProgram(m_launch.python);
    p->setArguments({QStringLiteral("-u"), m_driver});
    p->setWorkingDirectory(m_launch.workDir);
    QProcessEnvironment env = m_launch.environment.isEmpty() ? QProcessEnvironment::systemEnvironment() : m_launch.environment;
    env.insert(QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("1"));
    env.insert(QStringLiteral("AZ_BATCHAI_GPU_COUNT_FOUND"), QStringLiteral("0"));
    env.insert(QStringLiteral("AZUREML_PARALLEL_NODE_ID"), QString::number(w.node));
    env.insert(QStringLiteral("AZUREML_PARALLEL_PROCESS_NAME"), w.name);
    p->setProcessEnvironment(env);
    p->setStandardErrorFile(QDir(nodeDir).filePath(w.name + QStringLiteral(".stderr.txt")), QIODevice::Append);
    putInOwnProcessGroup(*p);
    Worker* wptr = &w;
    connect(p, &QProcess::readyReadStandardOutput, this, [this, wptr] { onOutput(*wptr); });
    connect(p, &QProcess::started, this, [this, wptr] {
        wptr->pid = wptr->process->processId();
        nodeMain(wptr->node, QStringLiteral("Started %1 (pid %2).").arg(wptr->name).arg(wptr->pid));
        masterLog(QStringLiteral("INFO"), QStringLiteral("Started %1 (pid %2).").arg(wptr->displayName()).arg(wptr->pid));
        const QJsonObject cfg = wptr->config;
        wptr->config = QJsonObject();
        sendTo(*wptr, cfg);
        for (const QJsonObject& m : std::as_const(wptr->queued))
            sendTo(*wptr, m);
        wptr->queued.clear();
        if (!m_startedEmitted) {
            m_startedEmitted = true;
            Q_EMIT started(wptr->pid);
        }
    });
    connect(p, &QProcess::errorOccurred, this, [this, wptr](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        // the interpreter itself is missing or not executable: another process would fail the same way
        const QString msg = tr("cannot start the worker process with %1: %2").arg(m_launch.python, wptr->process->errorString());
        wptr->initError = msg;
        wptr->state = Worker::State::Exited;
        wptr->ended = QDateTime::currentDateTimeUtc();
        wptr->exitCode = -1;
        wptr->deadline->stop();
        nodeMain(wptr->node, QStringLiteral("%1: %2").arg(wptr->name, msg), true);
        abort(RunStatus::Failed, msg);
    });
    connect(p, &QProcess::finished, this, [this, wptr](int code, QProcess::ExitStatus st) { onWorkerExit(*wptr, code, st); });
    connect(w.deadline, &QTimer::timeout, this, [this, wptr] { onDeadline(*wptr); });
    QJsonObject cfg;
    cfg.insert(QStringLiteral("node"), w.node);
    cfg.insert(QStringLiteral("process"), w.name);
    cfg.insert(QStringLiteral("logs"), m_logs);
    cfg.insert(QStringLiteral("code"), m_launch.workDir);
    cfg.insert(QStringLiteral("entry"), m_plan.entryScript);
    QStringList argv = m_args;
    // the runtime's own arguments follow the program arguments, as the service passes them
    argv << QStringLiteral("--scoring_module_name") << m_plan.entryScript << QStringLiteral("--mini_batch_size")
         << QString::number(m_input.miniBatchSize) << QStringLiteral("--error_threshold") << QString::number(m_options.errorThreshold)
         << QStringLiteral("--output_action") << (m_plan.appendRowTo.isEmpty() ? QStringLiteral("summary_only") : QStringLiteral("append_row"))
         << QStringLiteral("--logging_level") << m_plan.loggingLevel << QStringLiteral("--run_invocation_timeout")
         << QString::number(m_plan.retryTimeoutSeconds) << QStringLiteral("--run_max_try") << QString::number(m_attemptsAllowed)
         << QStringLiteral("--process_count_per_node") << QString::number(m_perNode);
    cfg.insert(QStringLiteral("argv"), QJsonArray::fromStringList(argv));
    cfg.insert(QStringLiteral("logging_level"), m_plan.loggingLevel.isEmpty() ? QStringLiteral("INFO") : m_plan.loggingLevel);
    cfg.insert(QStringLiteral("mode"), m_input.tabular ? QStringLiteral("tabular") : QStringLiteral("files"));
    cfg.insert(QStringLiteral("read"), m_input.readOptions);
    cfg.insert(QStringLiteral("rows_dir"), m_plan.appendRowTo.isEmpty() ? QString() : m_rowsDir);
    cfg.insert(QStringLiteral("append_row_header"), m_options.appendRowDataframeHeader);
    cfg.insert(QStringLiteral("output_dir"), m_outputDir);
    cfg.insert(QStringLiteral("profiling_module"), m_options.profilingModule);
    w.config = QJsonObject {{QStringLiteral("type"), QStringLiteral("config")}, {QStringLiteral("config"), cfg}};
    p->start(QIODevice::ReadWrite);
}

void ParallelRunner::sendTo(Worker& w, const QJsonObject& m)
{
    if (!w.process || w.state == Worker::State::Exited)
        return;
    if (!w.config.isEmpty()) { // not started yet: the config goes first
        w.queued << m;
        return;
    }
    w.process->write(QJsonDocument(m).toJson(QJsonDocument::Compact) + '\n');
}

void ParallelRunner::onOutput(Worker& w)
{
    w.buffer += w.process->readAllStandardOutput();
    for (;;) {
        const qsizetype nl = w.buffer.indexOf('\n');
        if (nl < 0)
            break;
        const QByteArray line = w.buffer.left(nl).trimmed();
        w.buffer.remove(0, nl + 1);
        if (line.isEmpty())
            continue;
        QJsonParseError perr;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &perr);
        if (!doc.isObject()) {
            masterLog(QStringLiteral("WARNING"), QStringLiteral("%1 wrote a line that is not a message: %2")
                                                     .arg(w.displayName(), QString::fromUtf8(line.left(200))));
            continue;
        }
        onMessage(w, doc.object());
        if (m_phase == Phase::Done)
            return;
    }
}

void ParallelRunner::onMessage(Worker& w, const QJsonObject& m)
{
    const QString event = m.value(QStringLiteral("event")).toString();
    if (event == QLatin1String("ready")) {
        w.initDone = true;
        if (w.state == Worker::State::Starting)
            w.state = Worker::State::Ready;
        masterLog(QStringLiteral("INFO"), QStringLiteral("%1 finished init() in %2 seconds.")
                                              .arg(w.displayName(), num(m.value(QStringLiteral("init_seconds")).toDouble())));
        dispatch();
    } else if (event == QLatin1String("init_failed")) {
        w.initError = m.value(QStringLiteral("error")).toString();
        w.initErrorFile = m.value(QStringLiteral("error_file")).toString();
        sysError(w, QStringLiteral("init() failed: %1").arg(w.initError));
        masterLog(QStringLiteral("ERROR"), QStringLiteral("%1: init() failed: %2").arg(w.displayName(), w.initError));
    } else if (event == QLatin1String("loaded")) {
        if (w.task < 0 || m.value(QStringLiteral("task")).toInt() != w.task)
            return;
        w.loaded = true;
        w.runClock.start();
        Task& t = m_tasks[w.task];
        t.total = m.value(QStringLiteral("total")).toInt();
        w.deadline->start(int(std::min<qint64>(qint64(m_plan.retryTimeoutSeconds) * 1000, INT_MAX)));
    } else if (event == QLatin1String("done")) {
        if (w.task < 0 || m.value(QStringLiteral("task")).toInt() != w.task)
            return;
        w.deadline->stop();
        concludeAttempt(w, m.value(QStringLiteral("status")).toString(), m.value(QStringLiteral("total")).toInt(),
                        m.value(QStringLiteral("succeeded")).toInt(), m.value(QStringLiteral("error")).toString(),
                        m.value(QStringLiteral("error_category")).toString(), m.value(QStringLiteral("elapsed")).toDouble(),
                        m.value(QStringLiteral("process_seconds")).toDouble(), m.value(QStringLiteral("run_seconds")).toDouble(),
                        m.value(QStringLiteral("rows_file")).toString(), m.value(QStringLiteral("header")).toString(),
                        QDir(m_logs).filePath(QStringLiteral("user/error/%1/%2.txt").arg(w.node).arg(w.name)));
        if (m_phase == Phase::Done)
            return;
        if (w.state == Worker::State::Busy)
            w.state = Worker::State::Ready;
        if (m_phase == Phase::Running) {
            dispatch();
            maybeFinish();
        }
    }
}

void ParallelRunner::dispatch()
{
    if (m_phase != Phase::Running)
        return;
    for (Worker* w : m_slots) {
        if (m_pending.isEmpty())
            return;
        if (!w || w->state != Worker::State::Ready)
            continue;
        const int id = m_pending.takeFirst();
        Task& t = m_tasks[id];
        t.state = Task::State::Running;
        t.attempts += 1;
        w->state = Worker::State::Busy;
        w->task = id;
        w->loaded = false;
        w->taskStart = QDateTime::currentDateTimeUtc();
        w->taskClock.start();
        if (!m_anyDispatched) {
            m_anyDispatched = true;
            m_sinceProgress.start();
        }
        QJsonObject msg {{QStringLiteral("type"), QStringLiteral("task")},
                         {QStringLiteral("id"), id},
                         {QStringLiteral("attempt"), t.attempts}};
        if (t.mb.isTabular()) {
            msg.insert(QStringLiteral("path"), t.mb.path);
            msg.insert(QStringLiteral("offset"), double(t.mb.offset));
            msg.insert(QStringLiteral("length"), double(t.mb.length));
        } else {
            msg.insert(QStringLiteral("files"), QJsonArray::fromStringList(t.mb.files));
        }
        masterLog(QStringLiteral("INFO"), QStringLiteral("%1 picked %2").arg(w->displayName(), taskJson(t)));
        sendTo(*w, msg);
        // loading the mini-batch is the task overhead; run() gets its own timeout once loaded
        w->deadline->start(int(std::min<qint64>(qint64(m_options.taskOverheadTimeout) * 1000, INT_MAX)));
    }
}

void ParallelRunner::onDeadline(Worker& w)
{
    if (w.task < 0 || w.state != Worker::State::Busy)
        return;
    const Task& t = m_tasks[w.task];
    const bool loading = !w.loaded;
    const int limit = loading ? m_options.taskOverheadTimeout : m_plan.retryTimeoutSeconds;
    const double secs = (loading ? w.taskClock.elapsed() : w.runClock.elapsed()) / 1000.0;
    QJsonObject detail {{QStringLiteral("agent"), w.name},
                        {QStringLiteral("task_id"), t.mb.id},
                        {QStringLiteral("dequeue_count"), t.attempts},
                        {QStringLiteral("total"), std::max(0, t.total)},
                        {QStringLiteral("succeeded"), 0},
                        {QStringLiteral("method"), loading ? QStringLiteral("load") : QStringLiteral("run")},
                        {QStringLiteral("run_method_duration"), secs},
                        {QStringLiteral("status"), loading ? QStringLiteral("LOAD_TIMEOUT") : QStringLiteral("RUN_TIMEOUT")}};
    const QString line = loading ? QStringLiteral("Stop for loading the mini batch unable to finish within %1 seconds for %2")
                                       .arg(limit)
                                       .arg(QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)))
                                 : QStringLiteral("Stop for run() unable to finish within %1 seconds for %2")
                                       .arg(limit)
                                       .arg(QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
    sysError(w, line);
    masterLog(QStringLiteral("ERROR"), line);
    w.killedByRunner = true;
    w.state = Worker::State::Stopping;
    signalProcessGroup(w.pid, SIGKILL);
    const QString err = loading ? tr("loading the mini-batch took longer than --task_overhead_timeout (%1 s)").arg(limit)
                                : tr("run() did not finish within retry_settings.timeout (%1 s)").arg(limit);
    concludeAttempt(w, loading ? QStringLiteral("LOAD_TIMEOUT") : QStringLiteral("RUN_TIMEOUT"), std::max(0, t.total), 0, err,
                    QStringLiteral("Timeout"), w.taskClock.elapsed() / 1000.0, 0, loading ? 0 : secs, QString(), QString(),
                    QDir(m_logs).filePath(QStringLiteral("sys/error/%1/%2.txt").arg(w.node).arg(w.name)));
    dispatch();
    maybeFinish();
}

void ParallelRunner::concludeAttempt(Worker& w, const QString& status, int total, int succeeded, const QString& error,
                                     const QString& category, double elapsed, double processSeconds, double runSeconds,
                                     const QString& rowsFile, const QString& header, const QString& errorFile)
{
    const int id = w.task;
    if (id < 0)
        return;
    Task& t = m_tasks[id];
    w.task = -1;
    w.deadline->stop();
    if (total >= 0)
        t.total = total;
    const int tot = std::max(0, t.total);
    const bool attemptOk = status == QLatin1String("RUN_DONE") && succeeded >= tot;
    const int failedItems = std::max(0, tot - succeeded);
    m_sinceProgress.restart();
    // report row
    m_processed.write(csvRow({QString::number(id), QString::number(t.attempts), w.displayName(),
                              w.taskStart.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz")) + QStringLiteral("000"),
                              QString::number(tot), QString::number(std::min(succeeded, tot)), QString::number(failedItems),
                              num(elapsed), num(processSeconds), num(runSeconds), status, attemptOk ? QString() : category,
                              error, taskJson(t)}));
    w.batches += 1;
    w.items += tot;
    w.succeededItems += std::min(succeeded, tot);
    w.elapsed += elapsed;
    w.processSeconds += processSeconds;
    w.runSeconds += runSeconds;
    if (attemptOk) {
        w.succeededBatches += 1;
        t.state = Task::State::Succeeded;
        t.succeeded = succeeded;
        t.rowsFile = rowsFile;
        t.header = header;
        t.lastStatus = status;
        m_doneBatches += 1;
        m_succeededItems += std::min(succeeded, tot);
        m_totalItems += tot;
        m_completionOrder << id;
        masterLog(QStringLiteral("INFO"), QStringLiteral("%1 completed mini-batch %2: total %3, succeeded %4, elapsed %5 s.")
                                              .arg(w.displayName())
                                              .arg(id)
                                              .arg(tot)
                                              .arg(succeeded)
                                              .arg(num(elapsed)));
        stdLog(tr("[pipewright] %1 done by %2: %3/%4 items in %5 s (%6)")
                   .arg(describeBatch(t), w.displayName(), QString::number(std::min(succeeded, tot)), QString::number(tot),
                        num(elapsed), progressLine()));
        return;
    }
    // a failed attempt
    w.failedBatches += 1;
    t.lastStatus = status;
    t.lastError = error;
    t.lastErrorFile = errorFile;
    const QString where = relLog(errorFile);
    jobError(QStringLiteral("%1 attempt %2 of %3 on %4: %5: %6 (see %7)")
                 .arg(describeBatch(t), QString::number(t.attempts), QString::number(m_attemptsAllowed), w.displayName(), status,
                      error, where));
    masterLog(QStringLiteral("ERROR"), QStringLiteral("Failed to process %1 with error %2: %3").arg(taskJson(t), status, error));
    if (t.attempts < m_attemptsAllowed) {
        t.state = Task::State::Pending;
        m_pending.prepend(id); // visible again at once
        stdLog(tr("[pipewright] %1 failed on %2 (attempt %3 of %4, %5): %6; retrying")
                   .arg(describeBatch(t), w.displayName(), QString::number(t.attempts), QString::number(m_attemptsAllowed),
                        status, error));
    } else {
        t.state = Task::State::Failed;
        t.succeeded = std::min(succeeded, tot);
        t.rowsFile = rowsFile;
        t.header = header;
        m_failedBatches += 1;
        m_doneBatches += 1;
        m_failedItems += failedItems;
        m_succeededItems += t.succeeded;
        m_totalItems += tot;
        if (!rowsFile.isEmpty())
            m_completionOrder << id;
        if (m_firstFailedTask < 0)
            m_firstFailedTask = id;
        stdLog(tr("[pipewright] %1 failed after %2 on %3 (%4): %5; %6 failed. See %7")
                   .arg(describeBatch(t), tr("%n attempt(s)", nullptr, t.attempts), w.displayName(), status, error,
                        tr("%n item(s)", nullptr, failedItems), where));
    }
    // a process with too many failed mini-batches is replaced
    if (w.failedBatches > kMaxFailedMiniBatchesPerProcess && w.state == Worker::State::Busy) {
        const int code = w.succeededBatches > 0 ? kExitSomeFailed : kExitAllFailed;
        masterLog(QStringLiteral("WARNING"), QStringLiteral("%1 had %2 failed mini batches; starting a new process.")
                                                 .arg(w.displayName())
                                                 .arg(w.failedBatches));
        w.replaceAfterStop = true;
        w.state = Worker::State::Stopping;
        sendTo(w, QJsonObject {{QStringLiteral("type"), QStringLiteral("stop")}, {QStringLiteral("exit_code"), code}});
    }
    if (t.state == Task::State::Failed)
        checkThresholds();
}

void ParallelRunner::checkThresholds()
{
    if (m_phase != Phase::Running)
        return;
    const Task* first = m_firstFailedTask >= 0 ? &m_tasks[m_firstFailedTask] : nullptr;
    auto firstFailure = [&]() -> QString {
        if (!first)
            return QString();
        return tr(" First failed: %1, %2 (see %3).").arg(describeBatch(*first), first->lastError, relLog(first->lastErrorFile));
    };
    QString reason;
    if (m_plan.miniBatchErrorThreshold >= 0 && m_failedBatches > m_plan.miniBatchErrorThreshold) {
        reason = tr("Exceeded mini_batch_error_threshold: %1 failed, more than the %2 allowed.")
                     .arg(tr("%n mini-batch(es)", nullptr, m_failedBatches))
                     .arg(m_plan.miniBatchErrorThreshold);
    } else if (m_options.errorThreshold >= 0 && m_failedItems > m_options.errorThreshold) {
        reason = tr("Exceeded error_threshold: %1 failed, more than the %2 allowed.")
                     .arg(tr("%n item(s)", nullptr, int(std::min<qint64>(m_failedItems, INT_MAX))))
                     .arg(m_options.errorThreshold);
    } else if (m_options.allowedFailedPercent < 100 && !m_tasks.isEmpty()
               && 100.0 * m_failedBatches / m_tasks.size() > m_options.allowedFailedPercent) {
        // every mini-batch is scheduled before the first one runs, so the check applies from the start
        reason = tr("Exceeded --allowed_failed_percent: %1 of %2 mini-batches failed (%3%), more than the %4% allowed.")
                     .arg(m_failedBatches)
                     .arg(m_tasks.size())
                     .arg(QString::number(100.0 * m_failedBatches / m_tasks.size(), 'f', 1))
                     .arg(m_options.allowedFailedPercent);
    }
    if (!reason.isEmpty())
        abort(RunStatus::Failed, reason + firstFailure());
}

int ParallelRunner::liveWorkers() const
{
    int n = 0;
    for (const auto& w : m_workers)
        if (w->state != Worker::State::Exited)
            ++n;
    return n;
}

int ParallelRunner::runningTasks() const
{
    int n = 0;
    for (const auto& w : m_workers)
        if (w->task >= 0)
            ++n;
    return n;
}

void ParallelRunner::maybeFinish()
{
    if (m_phase == Phase::Running) {
        if (!m_pending.isEmpty() || runningTasks() > 0)
            return;
        m_phase = Phase::Finishing;
        m_endAs = RunStatus::Completed;
        const QString msg = QStringLiteral("All %1 mini batches have been processed.").arg(m_tasks.size());
        overview(msg);
        masterLog(QStringLiteral("INFO"), msg);
        for (auto& w : m_workers) {
            if (w->state == Worker::State::Ready || w->state == Worker::State::Starting) {
                w->state = Worker::State::Stopping;
                sendTo(*w, QJsonObject {{QStringLiteral("type"), QStringLiteral("stop")}, {QStringLiteral("exit_code"), 0}});
            }
        }
        // shutdown() gets as long as a run() call
        m_stopTimer.start(int(std::min<qint64>(std::max(30, m_plan.retryTimeoutSeconds) * 1000LL, INT_MAX)));
    }
    if ((m_phase == Phase::Finishing || m_phase == Phase::Aborting) && liveWorkers() == 0)
        finalize();
}

void ParallelRunner::abort(RunStatus as, const QString& reason)
{
    if (m_phase == Phase::Done || m_phase == Phase::Aborting) {
        return;
    }
    m_phase = Phase::Aborting;
    m_endAs = as;
    m_endReason = reason;
    m_tick.stop();
    m_stopTimer.stop();
    masterLog(as == RunStatus::Canceled ? QStringLiteral("WARNING") : QStringLiteral("ERROR"), reason);
    if (as == RunStatus::Canceled)
        overview(QStringLiteral("Received stop signal and the ParallelRunStep is stopping. %1").arg(reason));
    else
        overview(reason.startsWith(QLatin1String("Exceeded")) ? QStringLiteral("Exceeded error threshold. %1").arg(reason) : reason);
    for (auto& w : m_workers)
        if (w->deadline)
            w->deadline->stop();
    if (liveWorkers() == 0) {
        finalize();
        return;
    }
    killAll(SIGTERM);
    m_killTimer.start(3000);
}

void ParallelRunner::killAll(int signal)
{
    for (auto& w : m_workers) {
        if (w->state == Worker::State::Exited)
            continue;
        if (w->state != Worker::State::Stopping)
            w->state = Worker::State::Stopping;
        w->killedByRunner = true;
        if (w->pid > 0)
            signalProcessGroup(w->pid, signal);
        else if (w->process && signal == SIGKILL)
            w->process->kill();
    }
}

void ParallelRunner::onWorkerExit(Worker& w, int code, QProcess::ExitStatus status)
{
    if (w.state == Worker::State::Exited)
        return;
    const bool wasStopping = w.state == Worker::State::Stopping;
    w.state = Worker::State::Stopping; // read its last messages without giving it new work
    onOutput(w);
    if (m_phase == Phase::Done)
        return;
    w.state = Worker::State::Exited;
    w.ended = QDateTime::currentDateTimeUtc();
    w.crashed = status == QProcess::CrashExit;
    w.exitCode = w.crashed ? -code : code;
    w.deadline->stop();
    // programs the worker started end with it
    if (w.pid > 0)
        signalProcessGroup(w.pid, SIGKILL);
    if (m_slots[size_t(w.slot)] == &w)
        m_slots[size_t(w.slot)] = nullptr;
    const QString exitText = QStringLiteral("%1 exits with returncode %2.").arg(w.name).arg(w.exitCode);
    const bool unexpected = !wasStopping || (w.crashed && !w.killedByRunner);
    nodeMain(w.node, exitText, unexpected && m_phase == Phase::Running);
    masterLog(unexpected ? QStringLiteral("WARNING") : QStringLiteral("INFO"), QStringLiteral("%1: %2").arg(w.node).arg(exitText));

    if (m_phase != Phase::Running) {
        maybeFinish();
        return;
    }
    // the mini-batch it was running
    if (w.task >= 0) {
        const QString err = w.crashed ? tr("the worker process %1 was killed by %2").arg(w.displayName(), signalName(code))
                                      : tr("the worker process %1 exited with code %2").arg(w.displayName()).arg(code);
        sysError(w, QStringLiteral("%1 while running mini-batch %2. %3").arg(exitText).arg(w.task).arg(err));
        const QStringList tail = lastLines(QDir(m_logs).filePath(QStringLiteral("sys/node/%1/%2.stderr.txt").arg(w.node).arg(w.name)), 1);
        concludeAttempt(w, QStringLiteral("PROCESS_EXITED"), std::max(0, m_tasks[w.task].total), 0,
                        tail.isEmpty() ? err : err + QStringLiteral(": ") + tail.first(), QStringLiteral("SystemError"),
                        w.taskClock.elapsed() / 1000.0, 0, 0, QString(), QString(),
                        QDir(m_logs).filePath(QStringLiteral("sys/error/%1/%2.txt").arg(w.node).arg(w.name)));
        if (m_phase != Phase::Running)
            return;
    }
    bool restart = true;
    if (!w.initDone) {
        // init() failed, or the process ended before it was ready
        m_initFailures += 1;
        m_nodeInitFailures[size_t(w.node)] += 1;
        QString err = w.initError;
        QString file = w.initErrorFile;
        if (err.isEmpty()) {
            const QString stderrFile = QDir(m_logs).filePath(QStringLiteral("sys/node/%1/%2.stderr.txt").arg(w.node).arg(w.name));
            const QStringList tail = lastLines(stderrFile, 1);
            err = w.crashed ? tr("the process was killed by %1 before init() finished").arg(signalName(code))
                            : tr("the process exited with code %1 before init() finished").arg(code);
            if (!tail.isEmpty())
                err += QStringLiteral(": ") + tail.first();
            file = stderrFile;
        }
        if (m_firstInitError.isEmpty()) {
            m_firstInitError = err;
            m_firstInitErrorFile = file;
        }
        if (code != kExitInitFailed || w.crashed)
            sysError(w, QStringLiteral("%1 %2").arg(exitText, err));
        stdLog(tr("[pipewright] init() failed in %1: %2 (see %3)").arg(w.displayName(), err, relLog(file)));
        jobError(QStringLiteral("init() failed in %1: %2 (see %3)").arg(w.displayName(), err, relLog(file)));
        const int jobLimit = 2 * m_nodes * m_perNode;
        if (m_initFailures >= jobLimit) {
            abort(RunStatus::Failed, tr("init() of the entry script failed %1 (the limit is 2 x instance_count x "
                                        "max_concurrency_per_instance = %2). First error: %3 (see %4). %5")
                                         .arg(tr("%n time(s)", nullptr, m_initFailures))
                                         .arg(jobLimit)
                                         .arg(m_firstInitError, relLog(m_firstInitErrorFile), QLatin1String(kLogsHint)));
            return;
        }
        if (m_nodeInitFailures[size_t(w.node)] >= 3 * m_perNode) {
            restart = false;
            nodeMain(w.node, QStringLiteral("init() failed %1 times on this node; no new process is started.")
                                 .arg(m_nodeInitFailures[size_t(w.node)]),
                     true);
        }
    } else if (!wasStopping || w.crashed) {
        stdLog(tr("[pipewright] worker %1 ended (returncode %2); starting a new process").arg(w.displayName()).arg(w.exitCode));
    }
    if (wasStopping && !w.replaceAfterStop && !w.killedByRunner)
        restart = false;
    if (restart && (!m_pending.isEmpty())) {
        spawnWorker(w.slot);
    } else if (restart) {
        // nothing waits now, but a retry may come: keep the slot filled while mini-batches run
        if (runningTasks() > 0)
            spawnWorker(w.slot);
    }
    if (liveWorkers() == 0 && !m_pending.isEmpty()) {
        abort(RunStatus::Failed, tr("No worker process is left to run the remaining %1. First init() error: %2 (see %3). %4")
                                     .arg(tr("%n mini-batch(es)", nullptr, int(m_pending.size())), m_firstInitError,
                                          relLog(m_firstInitErrorFile), QLatin1String(kLogsHint)));
        return;
    }
    dispatch();
    maybeFinish();
}

QString ParallelRunner::progressLine() const
{
    return tr("%1 of %2 mini-batches processed").arg(m_doneBatches).arg(m_tasks.size());
}

void ParallelRunner::onTick()
{
    if (m_phase != Phase::Running)
        return;
    const qint64 elapsedMs = m_clock.elapsed();
    // first task creation and progress timeouts
    if (!m_anyDispatched && elapsedMs > qint64(m_options.firstTaskCreationTimeout) * 1000) {
        abort(RunStatus::Failed,
              QStringLiteral("First task creation is taking longer than %1 seconds. This is usually caused by slow data source "
                             "initialization or a slow init() in the entry script. %2")
                  .arg(m_options.firstTaskCreationTimeout)
                  .arg(QLatin1String(kLogsHint)));
        return;
    }
    const int progressLimit = effectiveProgressUpdateTimeout(m_options, m_plan);
    if (m_anyDispatched && m_sinceProgress.elapsed() > qint64(progressLimit) * 1000) {
        abort(RunStatus::Failed, QStringLiteral("No progress update in %1 seconds. %2").arg(progressLimit).arg(QLatin1String(kLogsHint)));
        return;
    }
    if (elapsedMs - m_lastOverviewMs >= 10000) {
        m_lastOverviewMs = elapsedMs;
        QString line;
        if (m_doneBatches == 0) {
            line = QStringLiteral("No task has been processed yet.");
        } else {
            const qint64 secs = elapsedMs / 1000;
            const qint64 remaining = m_doneBatches > 0 ? secs * (m_tasks.size() - m_doneBatches) / m_doneBatches : 0;
            line = QStringLiteral("Processed %1 of %2 mini batches in %3. Estimated remaining time %4.")
                       .arg(m_doneBatches)
                       .arg(m_tasks.size())
                       .arg(hms(secs), hms(remaining));
        }
        overview(line);
    }
}

void ParallelRunner::cancel(RunStatus as, const QString& reason)
{
    if (m_done)
        return;
    stdLog(tr("[pipewright] ending the step: %1").arg(reason));
    if (m_phase == Phase::Idle) {
        m_phase = Phase::Aborting;
        m_endAs = as;
        m_endReason = reason;
        finalize();
        return;
    }
    if (m_phase == Phase::Aborting) {
        // already ending (a threshold): the cancel only changes how it ends when it is a cancel
        m_endAs = as;
        m_endReason = reason;
        return;
    }
    abort(as, reason);
}

void ParallelRunner::writeSummaries()
{
    QDir logs(m_logs);
    QString proc = csvRow({QStringLiteral("Node"), QStringLiteral("Process"), QStringLiteral("PID"), QStringLiteral("Start Time (UTC)"),
                           QStringLiteral("End Time (UTC)"), QStringLiteral("Exit Code"), QStringLiteral("Mini-batches"),
                           QStringLiteral("Succeeded Mini-batches"), QStringLiteral("Failed Mini-batches"), QStringLiteral("Total Items"),
                           QStringLiteral("Succeeded Items"), QStringLiteral("Failed Items"), QStringLiteral("Elapsed Seconds"),
                           QStringLiteral("Process Seconds"), QStringLiteral("Run Method Seconds"), QStringLiteral("Init Error")});
    struct NodeTotals
    {
        int processes = 0, batches = 0, ok = 0, failed = 0;
        qint64 items = 0, okItems = 0;
        double elapsed = 0, cpu = 0, run = 0;
    };
    std::map<int, NodeTotals> nodes;
    for (const auto& w : m_workers) {
        proc += csvRow({QString::number(w->node), w->name, QString::number(w->pid), w->started.toString(Qt::ISODateWithMs),
                        w->ended.isValid() ? w->ended.toString(Qt::ISODateWithMs) : QString(),
                        w->state == Worker::State::Exited ? QString::number(w->exitCode) : QString(), QString::number(w->batches),
                        QString::number(w->succeededBatches), QString::number(w->failedBatches), QString::number(w->items),
                        QString::number(w->succeededItems), QString::number(w->items - w->succeededItems), num(w->elapsed),
                        num(w->processSeconds), num(w->runSeconds), w->initError});
        NodeTotals& n = nodes[w->node];
        n.processes += 1;
        n.batches += w->batches;
        n.ok += w->succeededBatches;
        n.failed += w->failedBatches;
        n.items += w->items;
        n.okItems += w->succeededItems;
        n.elapsed += w->elapsed;
        n.cpu += w->processSeconds;
        n.run += w->runSeconds;
    }
    QString node = csvRow({QStringLiteral("Node"), QStringLiteral("Processes"), QStringLiteral("Mini-batches"),
                           QStringLiteral("Succeeded Mini-batches"), QStringLiteral("Failed Mini-batches"), QStringLiteral("Total Items"),
                           QStringLiteral("Succeeded Items"), QStringLiteral("Failed Items"), QStringLiteral("Elapsed Seconds"),
                           QStringLiteral("Process Seconds"), QStringLiteral("Run Method Seconds")});
    for (int i = 0; i < m_nodes; ++i) {
        const NodeTotals& n = nodes[i];
        node += csvRow({QString::number(i), QString::number(n.processes), QString::number(n.batches), QString::number(n.ok),
                        QString::number(n.failed), QString::number(n.items), QString::number(n.okItems),
                        QString::number(n.items - n.okItems), num(n.elapsed), num(n.cpu), num(n.run)});
    }
    writeTextFile(logs.filePath(QStringLiteral("sys/job_report/process_summary.csv")), proc);
    writeTextFile(logs.filePath(QStringLiteral("sys/job_report/node_summary.csv")), node);
}

void ParallelRunner::finalize()
{
    if (m_phase == Phase::Done)
        return;
    m_tick.stop();
    m_killTimer.stop();
    m_stopTimer.stop();
    m_monitor.stop();
    if (m_options.resourceMonitorInterval > 0 && m_machine.valid)
        sampleResources();
    const bool completed = m_phase == Phase::Finishing;
    m_phase = Phase::Done;
    StepOutcome o;
    o.attempts = 1;
    QString result;
    if (completed) {
        // append_row: concatenate the per-mini-batch results in completion order
        if (!m_plan.appendRowTo.isEmpty()) {
            if (m_succeededItems == 0) {
                m_endAs = RunStatus::Failed;
                m_endReason = QStringLiteral("There is no succeeded mini batch item returned from run(). Please check 'response: run()' "
                                             "in https://aka.ms/batch-inference-documentation. %1")
                                  .arg(QLatin1String(kLogsHint));
            } else {
                QElapsedTimer clock;
                clock.start();
                qint64 bytes = 0;
                int parts = 0;
                for (int id : std::as_const(m_completionOrder))
                    if (!m_tasks[id].rowsFile.isEmpty()) {
                        bytes += QFileInfo(m_tasks[id].rowsFile).size();
                        ++parts;
                    }
                overview(QStringLiteral("There are %1 temp files to concatenate. Total size is %2 MB.")
                             .arg(parts)
                             .arg(QString::number(bytes / 1048576.0, 'f', 2)));
                QDir().mkpath(QFileInfo(m_outputFile).absolutePath());
                QSaveFile out(m_outputFile);
                bool ok = out.open(QIODevice::WriteOnly);
                if (ok && m_options.appendRowDataframeHeader) {
                    for (int id : std::as_const(m_completionOrder))
                        if (!m_tasks[id].header.isEmpty()) {
                            ok = out.write((m_tasks[id].header + QLatin1Char('\n')).toUtf8()) >= 0;
                            break;
                        }
                }
                for (int id : std::as_const(m_completionOrder)) {
                    if (!ok)
                        break;
                    const QString rf = m_tasks[id].rowsFile;
                    if (rf.isEmpty())
                        continue;
                    QFile in(rf);
                    if (!in.open(QIODevice::ReadOnly)) {
                        ok = false;
                        break;
                    }
                    while (ok && !in.atEnd()) {
                        const QByteArray chunk = in.read(1 << 20);
                        ok = out.write(chunk) == chunk.size();
                    }
                }
                ok = ok && out.commit();
                if (!ok) {
                    m_endAs = RunStatus::Failed;
                    m_endReason = tr("cannot write the append_row result %1: %2").arg(QDir::toNativeSeparators(m_outputFile), out.errorString());
                } else {
                    overview(QStringLiteral("Finished concatenating %1 files in %2.").arg(parts).arg(hms(clock.elapsed() / 1000)));
                    QDir(m_rowsDir).removeRecursively();
                }
            }
        }
    }
    writeSummaries();
    const QString counts = QStringLiteral("%1 mini batches: %2 succeeded, %3 failed; items: %4 succeeded, %5 failed.")
                               .arg(m_tasks.size())
                               .arg(m_doneBatches - m_failedBatches)
                               .arg(m_failedBatches)
                               .arg(m_succeededItems)
                               .arg(m_failedItems);
    if (completed && m_endAs == RunStatus::Completed) {
        result = QStringLiteral("The ParallelRunStep processed all mini batches. %1").arg(counts);
        o.status = RunStatus::Completed;
        o.exitCode = 0;
        stdLog(tr("[pipewright] Completed: %1").arg(result));
        if (!m_outputFile.isEmpty()) {
            result += QStringLiteral("\nThe results of run() are in %1.").arg(m_outputFile);
            stdLog(tr("[pipewright] the results of run() are in %1").arg(QDir::toNativeSeparators(m_outputFile)));
        }
    } else {
        o.status = m_endAs == RunStatus::Completed ? RunStatus::Failed : m_endAs;
        o.reason = m_endReason;
        o.exitCode = o.status == RunStatus::Canceled ? -1 : kLeaderExitFailed;
        result = (o.status == RunStatus::Canceled ? QStringLiteral("Received stop signal and the ParallelRunStep is stopping. ")
                                                  : QString())
                 + m_endReason + QStringLiteral("\n") + counts;
        if (o.status != RunStatus::Canceled && !m_endReason.contains(QLatin1String("readme.txt")))
            result += QLatin1Char(' ') + QLatin1String(kLogsHint);
        stdLog(tr("[pipewright] %1: %2").arg(runStatusName(o.status), m_endReason));
        stdLog(tr("[pipewright] %1").arg(counts));
    }
    writeTextFile(QDir(m_logs).filePath(QStringLiteral("job_result.txt")), result + QLatin1Char('\n'));
    masterLog(QStringLiteral("INFO"), QStringLiteral("Result: %1").arg(result.simplified()));
    overview(o.status == RunStatus::Completed ? QStringLiteral("The ParallelRunStep processed all mini batches. %1").arg(counts)
                                              : QStringLiteral("The ParallelRunStep stopped: %1").arg(m_endReason));
    finish(o);
}

void ParallelRunner::finish(StepOutcome o)
{
    if (m_done)
        return;
    m_done = true;
    m_phase = Phase::Done;
    const QString flushed = m_log.flush();
    if (!flushed.isEmpty())
        Q_EMIT logText(flushed);
    if (o.status == RunStatus::Completed && !m_log.error().isEmpty()) {
        o.status = RunStatus::Failed;
        o.reason = tr("the step's log could not be written: %1").arg(m_log.error());
    }
    Q_EMIT finished(o);
}

// ----- resource monitor --------------------------------------------------------------------------------

void ParallelRunner::sampleResources()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // CPU
    const QList<QByteArray> statLines = readProc(QStringLiteral("/proc/stat")).split('\n');
    quint64 total = 0, idle = 0;
    if (!statLines.isEmpty() && statLines.first().startsWith("cpu ")) {
        const QList<QByteArray> f = statLines.first().simplified().split(' ');
        for (qsizetype i = 1; i < f.size(); ++i) {
            const quint64 v = f.at(i).toULongLong();
            if (i <= 8) // user nice system idle iowait irq softirq steal
                total += v;
            if (i == 4 || i == 5)
                idle += v;
        }
    }
    const bool first = !m_machine.valid;
    double cpuPercent = 0;
    if (m_machine.valid && total > m_machine.cpuTotal)
        cpuPercent = 100.0 * (1.0 - double(idle - m_machine.cpuIdle) / double(total - m_machine.cpuTotal));
    const double intervalSecs = m_lastSampleTime.isValid() ? std::max<qint64>(1, m_lastSampleTime.msecsTo(now)) / 1000.0 : 1.0;
    m_machine = {total, idle, true};
    m_lastSampleTime = now;
    // per-process CPU needs two samples as well
    const long ticks = ::sysconf(_SC_CLK_TCK);
    std::map<int, QString> procRows;
    for (auto& w : m_workers) {
        if (w->state == Worker::State::Exited || w->pid <= 0)
            continue;
        const QByteArray stat = readProc(QStringLiteral("/proc/%1/stat").arg(w->pid));
        const qsizetype close = stat.lastIndexOf(')');
        if (close < 0)
            continue;
        const QList<QByteArray> f = stat.mid(close + 2).split(' ');
        if (f.size() < 22)
            continue;
        const quint64 cpuTicks = f.at(11).toULongLong() + f.at(12).toULongLong(); // utime + stime
        const int threads = f.at(17).toInt();
        const qint64 rssPages = f.at(21).toLongLong();
        const double pct = w->hasCpuSample && ticks > 0 ? 100.0 * double(cpuTicks - w->lastCpuTicks) / double(ticks) / intervalSecs : 0;
        w->lastCpuTicks = cpuTicks;
        w->hasCpuSample = true;
        procRows[w->node] += csvRow({now.toString(Qt::ISODate), w->name, QString::number(w->pid), QString::number(pct, 'f', 1),
                                     QString::number(rssPages * ::sysconf(_SC_PAGESIZE) / 1048576.0, 'f', 1), QString::number(threads)});
    }
    if (first)
        return; // the first sample is the baseline
    // memory
    qint64 memTotal = 0, memAvail = 0;
    for (const QByteArray& l : readProc(QStringLiteral("/proc/meminfo")).split('\n')) {
        if (l.startsWith("MemTotal:"))
            memTotal = l.simplified().split(' ').value(1).toLongLong();
        else if (l.startsWith("MemAvailable:"))
            memAvail = l.simplified().split(' ').value(1).toLongLong();
    }
    // disks: whole devices only
    quint64 reads = 0, writes = 0, readSectors = 0, writeSectors = 0;
    const QStringList blocks = QDir(QStringLiteral("/sys/block")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QByteArray& l : readProc(QStringLiteral("/proc/diskstats")).split('\n')) {
        const QList<QByteArray> f = l.simplified().split(' ');
        if (f.size() < 10)
            continue;
        const QString dev = QString::fromLatin1(f.at(2));
        if (!blocks.contains(dev) || dev.startsWith(QLatin1String("loop")) || dev.startsWith(QLatin1String("ram")))
            continue;
        reads += f.at(3).toULongLong();
        readSectors += f.at(5).toULongLong();
        writes += f.at(7).toULongLong();
        writeSectors += f.at(9).toULongLong();
    }
    // network
    quint64 rx = 0, tx = 0;
    for (const QByteArray& l : readProc(QStringLiteral("/proc/net/dev")).split('\n')) {
        const qsizetype colon = l.indexOf(':');
        if (colon < 0)
            continue;
        if (l.left(colon).trimmed() == "lo")
            continue;
        const QList<QByteArray> f = l.mid(colon + 1).simplified().split(' ');
        if (f.size() >= 9) {
            rx += f.at(0).toULongLong();
            tx += f.at(8).toULongLong();
        }
    }
    auto countLines = [](const QString& path) {
        const QByteArray d = readProc(path);
        return std::max<qsizetype>(0, d.count('\n') - 1);
    };
    const qsizetype tcp = countLines(QStringLiteral("/proc/net/tcp")) + countLines(QStringLiteral("/proc/net/tcp6"));
    const qsizetype udp = countLines(QStringLiteral("/proc/net/udp")) + countLines(QStringLiteral("/proc/net/udp6"));
    const double mb = 1024.0 * 1024.0;
    const QString row = csvRow({now.toString(Qt::ISODate), QString::number(cpuPercent, 'f', 1), QString::number(memTotal / 1024.0, 'f', 1),
                                QString::number(memAvail / 1024.0, 'f', 1), QString::number((memTotal - memAvail) / 1024.0, 'f', 1),
                                QString::number(memTotal > 0 ? 100.0 * (memTotal - memAvail) / memTotal : 0, 'f', 1),
                                QString::number(reads), QString::number(writes), QString::number(readSectors * 512 / mb, 'f', 1),
                                QString::number(writeSectors * 512 / mb, 'f', 1), QString::number(tx / mb, 'f', 1),
                                QString::number(rx / mb, 'f', 1), QString::number(tcp), QString::number(udp)});
    const QString header = csvRow({QStringLiteral("Utc Time"), QStringLiteral("Cpu Percent"), QStringLiteral("Memory Total (MB)"),
                                   QStringLiteral("Memory Available (MB)"), QStringLiteral("Memory Used (MB)"),
                                   QStringLiteral("Memory Used Percent"), QStringLiteral("Disk Io Read Count"),
                                   QStringLiteral("Disk Io Write Count"), QStringLiteral("Disk Io Read (MB)"),
                                   QStringLiteral("Disk Io Write (MB)"), QStringLiteral("Network Sent (MB)"),
                                   QStringLiteral("Network Recv (MB)"), QStringLiteral("# of TCP Connections"),
                                   QStringLiteral("# of UDP Connections")});
    const QString procHeader = csvRow({QStringLiteral("Utc Time"), QStringLiteral("Process"), QStringLiteral("PID"),
                                       QStringLiteral("Cpu Percent"), QStringLiteral("Memory RSS (MB)"), QStringLiteral("Threads")});
    for (int node = 0; node < m_nodes; ++node) {
        const QString dir = QDir(m_logs).filePath(QStringLiteral("sys/perf/%1").arg(node));
        QDir().mkpath(dir);
        for (const auto& [name, head, text] : {std::tuple {QStringLiteral("node_resource_usage.csv"), header, row},
                                               std::tuple {QStringLiteral("processes_resource_usage.csv"), procHeader, procRows[node]}}) {
            QFile f(QDir(dir).filePath(name));
            const bool fresh = !f.exists();
            if (f.open(QIODevice::WriteOnly | QIODevice::Append)) {
                if (fresh)
                    f.write(head.toUtf8());
                f.write(text.toUtf8());
            }
        }
    }
}

} // namespace

StepRunner* createParallelRunner(StepLaunch launch, QObject* parent)
{
    return new ParallelRunner(std::move(launch), parent);
}

} // namespace pw

#include "parallelrunner.moc"
