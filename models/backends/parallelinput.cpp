// SPDX-License-Identifier: MIT
#include "parallelinput.h"

#include "jobplan.h"
#include "parallellisting.h"
#include "yamldata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonValue>
#include <QMap>
#include <QPair>
#include <QRegularExpression>

#include <algorithm>
#include <string>

namespace pw {

namespace {

// Texts of free functions; lupdate files them under "pw".
QString tr(const char* s)
{
    return QCoreApplication::translate("pw", s);
}

constexpr qint64 kDefaultTabularBytes = 1024 * 1024;

/// Every file below `dir` as absolute paths, in walkFiles() order (the order a streamed listing hands them out).
QStringList filesBelow(const QString& dir)
{
    QStringList abs;
    const QString prefix = QDir(dir).absolutePath() + QLatin1Char('/');
    walkFiles(dir, [&](QByteArrayView rel) {
        abs << prefix + QFile::decodeName(rel.toByteArray());
        return true;
    }, nullptr);
    return abs;
}

/// Whether `path` is the root of the file system however it is spelled (`/.`, `/..`, `a/../..`, a link to `/`).
bool isFileSystemRoot(const QString& path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    return QDir(QDir::cleanPath(path)).isRoot() || (!canonical.isEmpty() && QDir(canonical).isRoot());
}

/// Whether `path` (absolute, cleaned) lies in `folder` or is it. Azure ML uploads an MLTable's folder alone, so a path
/// of the MLTable that leaves it would not be found where the job runs; the local runtime does not read it either.
bool isWithin(const QString& path, const QString& folder)
{
    const QString base = QDir::cleanPath(QDir(folder).absolutePath());
    const QString p = QDir::cleanPath(path);
    return p == base || p.startsWith(base + QLatin1Char('/'));
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

QJsonValue dataToJson(const YamlData* n)
{
    if (!n || n->isNull())
        return QJsonValue();
    if (n->isScalar()) {
        if (n->plain) {
            const QString l = n->text.toLower();
            if (l == QLatin1String("true"))
                return true;
            if (l == QLatin1String("false"))
                return false;
            bool ok = false;
            const qlonglong v = n->text.toLongLong(&ok);
            if (ok)
                return double(v);
        }
        return n->text;
    }
    if (n->isSeq()) {
        QJsonArray a;
        for (const YamlData& item : n->items)
            a.append(dataToJson(&item));
        return a;
    }
    if (n->isMap()) {
        QJsonObject o;
        for (const auto& [key, value] : n->entries)
            o.insert(key, dataToJson(&value));
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
    QJsonArray post; // keep_columns, drop_columns, convert_column_types
    QString partitionFormat; // extract_columns_from_partition_format
    QString partitionWhere; // file:line:col of it
    QString where; // file:line:col of the MLTable's root
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
    const YamlDataFile doc = readYamlData(f.readAll());
    if (!doc.ok) {
        *error = QStringLiteral("%1:%2:%3: %4")
                     .arg(QDir::toNativeSeparators(file))
                     .arg(doc.errorLoc.line)
                     .arg(doc.errorLoc.col)
                     .arg(doc.error);
        return false;
    }
    auto where = [&](const YamlData* n) {
        return n ? QStringLiteral("%1:%2:%3").arg(QDir::toNativeSeparators(file)).arg(n->loc.line).arg(n->loc.col)
                 : QDir::toNativeSeparators(file);
    };
    const YamlData* root = doc.root.isNull() ? nullptr : &doc.root;
    spec->where = where(root);
    const YamlData* paths = root && root->isMap() ? root->get(QStringLiteral("paths")) : nullptr;
    if (!paths || !paths->isSeq() || paths->items.isEmpty()) {
        *error = tr("%1: the MLTable file has no `paths` list").arg(where(root));
        return false;
    }
    QStringList files;
    for (const YamlData& item : paths->items) {
        const YamlData* entry = &item;
        if (!entry->isMap() || entry->entries.isEmpty()) {
            *error = tr("%1: a `paths` entry must be `file:`, `folder:` or `pattern:`").arg(where(entry));
            return false;
        }
        const QString kind = entry->entries.front().first;
        const YamlData* valueNode = &entry->entries.front().second;
        const QString value = valueNode->isScalar() ? valueNode->text : QString();
        if (value.isEmpty() || (kind != QLatin1String("file") && kind != QLatin1String("folder") && kind != QLatin1String("pattern"))) {
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
        auto leaves = [&](const QString& p) {
            if (isWithin(p, folder))
                return false;
            *error = tr("%1: %2 is outside the MLTable's folder; Azure ML uploads only that folder, so name a path inside it")
                         .arg(where(valueNode), value);
            return true;
        };
        if (kind == QLatin1String("file")) {
            const QString p = QDir(folder).absoluteFilePath(local);
            if (leaves(p))
                return false;
            if (!QFileInfo(p).isFile()) {
                *error = tr("%1: file %2 does not exist").arg(where(valueNode), QDir::toNativeSeparators(p));
                return false;
            }
            files << QDir::cleanPath(p);
        } else if (kind == QLatin1String("folder")) {
            const QString p = QDir(folder).absoluteFilePath(local);
            if (isFileSystemRoot(p)) {
                *error = tr("%1: the folder %2 is the whole file system; name a folder below it").arg(where(valueNode), value);
                return false;
            }
            if (leaves(p))
                return false;
            if (!QFileInfo(p).isDir()) {
                *error = tr("%1: folder %2 does not exist").arg(where(valueNode), QDir::toNativeSeparators(p));
                return false;
            }
            files << filesBelow(QDir::cleanPath(p));
        } else {
            const QString pattern = QDir::cleanPath(QDir::isAbsolutePath(local) ? local : QDir(folder).absoluteFilePath(local));
            const qsizetype wild = pattern.indexOf(QRegularExpression(QStringLiteral("[*?\\[]")));
            qsizetype matched = 0;
            if (wild < 0) {
                // no wildcard: the one file it names
                if (leaves(pattern))
                    return false;
                if (QFileInfo(pattern).isFile() && QFileInfo(pattern).fileName() != QLatin1String("MLTable")) {
                    files << pattern;
                    ++matched;
                }
            } else {
                // walk from the longest folder without wildcards, only as deep as the pattern reaches
                const QString baseDir = pattern.left(pattern.lastIndexOf(QLatin1Char('/'), wild));
                if (baseDir.isEmpty() || isFileSystemRoot(baseDir)) {
                    *error = tr("%1: pattern %2 would search the whole file system; start it at a folder").arg(where(valueNode), value);
                    return false;
                }
                if (leaves(baseDir))
                    return false;
                const QString below = pattern.mid(baseDir.size() + 1);
                const int depth = below.contains(QLatin1String("**")) ? -1 : int(below.count(QLatin1Char('/')));
                const QRegularExpression re = globToRegex(pattern);
                const QString prefix = baseDir + QLatin1Char('/');
                if (QFileInfo(baseDir).isDir()) {
                    walkFiles(baseDir, [&](QByteArrayView rel) {
                        const QString p = prefix + QFile::decodeName(rel.toByteArray());
                        if (re.match(p).hasMatch() && QFileInfo(p).fileName() != QLatin1String("MLTable")) {
                            files << p;
                            ++matched;
                        }
                        return true;
                    }, nullptr, depth);
                }
            }
            if (matched == 0)
                spec->warnings << tr("%1: pattern %2 matches no file").arg(where(valueNode), value);
        }
    }
    files.removeDuplicates();
    spec->files = files;
    const YamlData* transformations = root->get(QStringLiteral("transformations"));
    QJsonArray post;
    if (transformations && transformations->isSeq()) {
        for (const YamlData& item : transformations->items) {
            const YamlData* t = &item;
            QString name;
            const YamlData* args = nullptr;
            if (t->isScalar()) {
                name = t->text;
            } else if (t->isMap() && !t->entries.isEmpty()) {
                name = t->entries.front().first;
                args = &t->entries.front().second;
            } else {
                continue;
            }
            if (name == QLatin1String("read_delimited") || name == QLatin1String("read_json_lines")
                || name == QLatin1String("read_parquet")) {
                spec->readKind = name == QLatin1String("read_delimited")    ? QStringLiteral("delimited")
                                 : name == QLatin1String("read_json_lines") ? QStringLiteral("json_lines")
                                                                            : QStringLiteral("parquet");
                QJsonObject o = args && args->isMap() ? dataToJson(args).toObject() : QJsonObject();
                o.insert(QStringLiteral("format"), spec->readKind);
                const QString enc = o.value(QStringLiteral("encoding")).toString().toLower();
                if (enc.startsWith(QLatin1String("utf16")) || enc.startsWith(QLatin1String("utf32"))
                    || o.value(QStringLiteral("support_multi_line")).toBool() || spec->readKind == QLatin1String("parquet"))
                    spec->splittable = false;
                spec->readOptions = o;
            } else if (name == QLatin1String("extract_columns_from_partition_format")) {
                const YamlData* f = args && args->isMap() ? args->get(QStringLiteral("partition_format")) : args;
                spec->partitionFormat = f && f->isScalar() ? f->text : QString();
                spec->partitionWhere = where(f ? f : t);
                if (spec->partitionFormat.isEmpty()) {
                    *error = tr("%1: extract_columns_from_partition_format needs a partition_format").arg(where(t));
                    return false;
                }
            } else if (name == QLatin1String("keep_columns") || name == QLatin1String("drop_columns")
                       || name == QLatin1String("convert_column_types")) {
                post.append(QJsonObject {{QStringLiteral("kind"), name}, {QStringLiteral("args"), dataToJson(args)}});
            } else {
                spec->warnings << tr("%1: the MLTable transformation %2 is not applied by the local runtime").arg(where(t), name);
            }
        }
    }
    spec->post = post;
    if (!spec->readKind.isEmpty())
        spec->readOptions.insert(QStringLiteral("transformations"), post);
    return true;
}

/// The reading of a partitioned MLTable without read_* transformation: from the files' extension.
QString readKindFromExtension(const QString& file)
{
    const QString ext = QFileInfo(file).suffix().toLower();
    if (ext == QLatin1String("csv") || ext == QLatin1String("tsv") || ext == QLatin1String("txt"))
        return QStringLiteral("delimited");
    if (ext == QLatin1String("jsonl") || ext == QLatin1String("json"))
        return QStringLiteral("json_lines");
    if (ext == QLatin1String("parquet"))
        return QStringLiteral("parquet");
    return QString();
}

/// Partitioned mode (partition_keys): one mini-batch per combination of the keys' values.
bool planPartitions(const QString& folder, MLTableSpec& spec, const QStringList& keys, ParallelInput& in, QString* error)
{
    if (spec.partitionFormat.isEmpty()) {
        *error = tr("%1: partition_keys (%2) needs a partitioned MLTable, and this one has no "
                    "extract_columns_from_partition_format transformation that defines the keys")
                     .arg(spec.where, keys.join(QStringLiteral(", ")));
        return false;
    }
    PartitionFormat format;
    QString formatError;
    if (!format.parse(spec.partitionFormat, &formatError)) {
        *error = QStringLiteral("%1: %2").arg(spec.partitionWhere, formatError);
        return false;
    }
    for (const QString& k : keys) {
        if (!format.names.contains(k)) {
            *error = tr("%1: partition_keys names '%2', which the partition_format '%3' does not define (it defines %4)")
                         .arg(spec.partitionWhere, k, spec.partitionFormat, format.names.join(QStringLiteral(", ")));
            return false;
        }
    }
    if (spec.readKind.isEmpty()) {
        const QString first = spec.files.isEmpty() ? QString() : spec.files.first();
        spec.readKind = readKindFromExtension(first);
        if (spec.readKind.isEmpty() && !first.isEmpty()) {
            *error = tr("%1: the MLTable names no read_delimited, read_json_lines or read_parquet transformation, and %2 "
                        "is not a .csv, .jsonl or .parquet file: the partitions cannot be read as tables")
                         .arg(spec.where, QDir::toNativeSeparators(first));
            return false;
        }
        spec.readOptions.insert(QStringLiteral("format"), spec.readKind);
        spec.readOptions.insert(QStringLiteral("transformations"), spec.post);
        if (!first.isEmpty())
            in.warnings << tr("%1: no read_* transformation; the partitions are read as %2 files from their extension")
                                 .arg(spec.where, spec.readKind);
    }
    const QDir base(folder);
    QMap<QStringList, int> index; // key values -> mini-batch
    QStringList unmatched;
    for (const QString& f : std::as_const(spec.files)) {
        QJsonObject columns;
        if (!format.match(base.relativeFilePath(f), &columns)) {
            unmatched << f;
            continue;
        }
        QStringList values;
        QJsonObject partition;
        for (const QString& k : keys) {
            values << columns.value(k).toString();
            partition.insert(k, columns.value(k));
        }
        auto it = index.find(values);
        if (it == index.end()) {
            MiniBatch mb;
            mb.partition = partition;
            in.batches << mb;
            it = index.insert(values, int(in.batches.size()) - 1);
        }
        MiniBatch& mb = in.batches[*it];
        mb.files << f;
        mb.columns << columns;
        const qint64 size = QFileInfo(f).size();
        mb.bytes += size;
        in.totalBytes += size;
    }
    // partitions in the order of their key values
    QList<MiniBatch> ordered;
    ordered.reserve(in.batches.size());
    for (auto it = index.cbegin(); it != index.cend(); ++it) {
        ordered << in.batches.at(it.value());
        ordered.last().id = int(ordered.size()) - 1;
    }
    in.batches = ordered;
    if (!unmatched.isEmpty())
        in.warnings << QCoreApplication::translate("pw", "%n file(s) of the input do not match the partition_format '%1' and are left out, the first: %2",
                                                   nullptr, int(unmatched.size()))
                           .arg(spec.partitionFormat, QDir::toNativeSeparators(unmatched.first()));
    in.tabular = true;
    in.partitionKeys = keys;
    in.partitionFormat = spec.partitionFormat;
    in.readOptions = spec.readOptions;
    in.fileCount = int(spec.files.size() - unmatched.size());
    in.miniBatchSize = 0;
    return true;
}

} // namespace

bool PartitionFormat::parse(const QString& format, QString* error)
{
    auto fail = [&](const QString& why) {
        *error = why;
        names.clear();
        return false;
    };
    // the format as text, columns ({name}), dates ({name:yyyy/MM/dd}) and wildcards ({*})
    struct Token
    {
        enum Kind { Text, Column, Date, Star } kind;
        QString text; // Text: the text; Date: its pattern
    };
    std::vector<Token> tokens;
    names.clear();
    for (qsizetype i = 0; i < format.size(); ++i) {
        const QChar c = format.at(i);
        if (c != QLatin1Char('{')) {
            if (tokens.empty() || tokens.back().kind != Token::Text)
                tokens.push_back({Token::Text, QString()});
            tokens.back().text += c;
            continue;
        }
        const qsizetype close = format.indexOf(QLatin1Char('}'), i + 1);
        if (close < 0)
            return fail(QCoreApplication::translate("pw::PartitionFormat", "partition_format '%1': '{' at %2 is not closed").arg(format).arg(i + 1));
        const QString inner = format.mid(i + 1, close - i - 1);
        i = close;
        if (inner == QLatin1String("*")) {
            tokens.push_back({Token::Star, QString()});
            continue;
        }
        const qsizetype colon = inner.indexOf(QLatin1Char(':'));
        const QString name = (colon < 0 ? inner : inner.left(colon)).trimmed();
        if (name.isEmpty())
            return fail(QCoreApplication::translate("pw::PartitionFormat", "partition_format '%1': a column without a name").arg(format));
        if (names.contains(name))
            return fail(QCoreApplication::translate("pw::PartitionFormat", "partition_format '%1': column '%2' appears twice").arg(format, name));
        names << name;
        if (colon < 0) {
            tokens.push_back({Token::Column, QString()});
            continue;
        }
        // a date and time format: yyyy, MM, dd, HH, mm, ss; other characters as they are
        QString part;
        const QString dt = inner.mid(colon + 1);
        for (qsizetype j = 0; j < dt.size();) {
            if (dt.mid(j, 4) == QLatin1String("yyyy")) {
                part += QStringLiteral("\\d{4}");
                j += 4;
            } else if (QStringList {QStringLiteral("MM"), QStringLiteral("dd"), QStringLiteral("HH"), QStringLiteral("mm"), QStringLiteral("ss")}
                           .contains(dt.mid(j, 2))) {
                part += QStringLiteral("\\d{2}");
                j += 2;
            } else {
                part += QRegularExpression::escape(QString(dt.at(j)));
                ++j;
            }
        }
        tokens.push_back({Token::Date, part});
    }
    if (names.isEmpty())
        return fail(QCoreApplication::translate("pw::PartitionFormat", "partition_format '%1' defines no column ({name})").arg(format));
    // A column or wildcard ends where the text after it first appears (or at '/'): a path matches one way only, and
    // matching takes time in proportion to the path, whatever the format.
    QString re;
    for (size_t k = 0; k < tokens.size(); ++k) {
        const Token& t = tokens[k];
        if (t.kind == Token::Text) {
            re += QRegularExpression::escape(t.text);
            continue;
        }
        if (t.kind == Token::Date) {
            re += QLatin1Char('(') + t.text + QLatin1Char(')');
            continue;
        }
        const Token* next = k + 1 < tokens.size() ? &tokens[k + 1] : nullptr;
        if (next && next->kind != Token::Text)
            return fail(QCoreApplication::translate("pw::PartitionFormat", "partition_format '%1': two parts follow each other "
                                                                          "without text between them, so a path could be split "
                                                                          "between them in more than one way")
                            .arg(format));
        const QString until = next && !next->text.startsWith(QLatin1Char('/'))
                                  ? QStringLiteral("(?!%1)").arg(QRegularExpression::escape(next->text))
                                  : QString();
        const QString body = QStringLiteral("(?>(?:%1[^/])%2)").arg(until, t.kind == Token::Star ? QStringLiteral("*") : QStringLiteral("+"));
        re += t.kind == Token::Star ? body : QLatin1Char('(') + body + QLatin1Char(')');
    }
    regex = QRegularExpression(QStringLiteral("(?:^|/)") + re + QLatin1Char('$'));
    return true;
}

bool PartitionFormat::match(const QString& path, QJsonObject* columns) const
{
    const QRegularExpressionMatch m = regex.match(QDir::fromNativeSeparators(path));
    if (!m.hasMatch())
        return false;
    for (qsizetype i = 0; i < names.size(); ++i)
        columns->insert(names.at(i), m.captured(int(i) + 1));
    return true;
}

bool isPlainFolder(const QString& path, const QString& declaredType, const QStringList& partitionKeys)
{
    if (!partitionKeys.isEmpty() || !QFileInfo(path).isDir())
        return false;
    const bool hasMLTable = QFileInfo(QDir(path).filePath(QStringLiteral("MLTable"))).isFile();
    return !(hasMLTable && (declaredType == QLatin1String("mltable") || declaredType.isEmpty()));
}

bool planMiniBatches(const QString& path, const QString& declaredType, qint64 miniBatchSize, ParallelInput* out, QString* error,
                     const QStringList& partitionKeys)
{
    ParallelInput in;
    const QFileInfo fi(path);
    if (!fi.exists()) {
        *error = tr("input_data %1 does not exist").arg(QDir::toNativeSeparators(path));
        return false;
    }
    if (!partitionKeys.isEmpty()) {
        if (!fi.isDir() || !QFileInfo(QDir(path).filePath(QStringLiteral("MLTable"))).isFile()) {
            *error = tr("partition_keys (%1) needs input_data to be a partitioned MLTable folder; %2 has no MLTable file")
                         .arg(partitionKeys.join(QStringLiteral(", ")), QDir::toNativeSeparators(path));
            return false;
        }
        MLTableSpec spec;
        if (!readMLTable(path, &spec, error))
            return false;
        in.source = QStringLiteral("MLTable");
        in.warnings = spec.warnings;
        if (!planPartitions(fi.absoluteFilePath(), spec, partitionKeys, in, error))
            return false;
        *out = in;
        return true;
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

} // namespace pw
