// SPDX-License-Identifier: MIT
// libFuzzer target for the MLTable reader of the local parallel runtime (models/backends/parallelinput): the input is
// written as the MLTable file of a folder that holds a few data files, and the folder is planned into mini-batches.
// Findings abort (so libFuzzer saves the input): a crash or sanitizer report, a refusal without a message, or a plan
// that is not a plan: a mini-batch without work, a file that is not in the folder (files lie beside it, for paths
// that climb out of it), a tabular piece outside its file
// or overlapping another piece of the same file, counts that do not add up.
//
// Partitioned plans (partition_keys) must hold every matching file once, in one mini-batch per combination of the
// keys' values, each with the keys' values and the columns of each of its files.
//
// Input: byte 0's low 7 bits pick the mini_batch_size (1 to 128 files, or bytes for tabular data), its high bit
// plans with partition_keys [a, b] (the columns a partition_format "{a}/{b}..." defines); the rest is the MLTable file.
#include "parallelinput.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void finding(const std::string& what)
{
    std::fprintf(stderr, "fuzz_mltable: %s\n", what.c_str());
    std::abort();
}

QString folder()
{
    static const QString dir = [] {
        // the MLTable's folder is table/; beside it lie files it must not reach (../outside.csv, ../other/e.csv)
        const QString top = QDir::temp().filePath(QStringLiteral("fuzz_mltable.%1").arg(QCoreApplication::applicationPid()));
        QDir(top).removeRecursively();
        const QString d = top + QStringLiteral("/table");
        QDir().mkpath(d + QStringLiteral("/sub"));
        QDir().mkpath(top + QStringLiteral("/other"));
        auto write = [&d](const QString& name, const QByteArray& data) {
            QFile f(d + QLatin1Char('/') + name);
            if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
                finding("cannot write the data files");
        };
        QByteArray csv = "id,value,label\n";
        for (int i = 0; i < 60; ++i)
            csv += QByteArray::number(i) + ',' + QByteArray::number(i * 0.5) + ",\"label, " + QByteArray::number(i) + "\"\n";
        write(QStringLiteral("a.csv"), csv);
        write(QStringLiteral("sub/b.csv"), csv.left(200));
        write(QStringLiteral("sub/c.csv"), "id,value\n");
        QByteArray jsonl;
        for (int i = 0; i < 30; ++i)
            jsonl += "{\"id\": " + QByteArray::number(i) + "}\n";
        write(QStringLiteral("d.jsonl"), jsonl);
        write(QStringLiteral("image.png"), QByteArray(300, '\x89'));
        write(QStringLiteral("../outside.csv"), "id,value\n1,2\n");
        write(QStringLiteral("../other/e.csv"), csv.left(100));
        return d;
    }();
    return dir;
}

bool inside(const QString& path, const QString& dir)
{
    return QFileInfo(path).canonicalFilePath().startsWith(QFileInfo(dir).canonicalFilePath() + QLatin1Char('/'));
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    static QCoreApplication app(*argc, *argv);
    folder();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    if (size < 1)
        return 0;
    const qint64 miniBatchSize = 1 + (bytes[0] & 0x7f);
    const QStringList keys = (bytes[0] & 0x80) ? QStringList {QStringLiteral("a"), QStringLiteral("b")} : QStringList();
    const QString dir = folder();
    {
        QFile f(dir + QStringLiteral("/MLTable"));
        const QByteArray text(reinterpret_cast<const char*>(bytes) + 1, qsizetype(size) - 1);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(text) != text.size())
            finding("cannot write the MLTable file");
    }
    pw::ParallelInput plan;
    QString error;
    if (!pw::planMiniBatches(dir, QStringLiteral("mltable"), miniBatchSize, &plan, &error, keys)) {
        if (error.isEmpty())
            finding("a refusal without a message");
        return 0;
    }
    int files = 0;
    QMap<QString, QList<QPair<qint64, qint64>>> pieces; // tabular: file -> [offset, end)
    QSet<QString> seenPartitions;
    QSet<QString> seenFiles;
    for (const pw::MiniBatch& b : plan.batches) {
        if (!keys.isEmpty()) {
            if (!b.isPartition() || b.isTabular() || b.files.isEmpty() || b.columns.size() != b.files.size())
                finding("a partition without its key values, files or their columns");
            QStringList values;
            for (const QString& k : keys) {
                if (!b.partition.contains(k))
                    finding("a partition without the value of a key");
                values << b.partition.value(k).toString();
            }
            if (b.partition.size() != keys.size())
                finding("a partition with values of columns that are not keys");
            const QString id = values.join(QChar(0));
            if (seenPartitions.contains(id))
                finding("two mini-batches for one partition");
            seenPartitions.insert(id);
            for (qsizetype i = 0; i < b.files.size(); ++i) {
                if (!inside(b.files.at(i), dir) || !QFileInfo(b.files.at(i)).isFile())
                    finding("a partition names a file that is not in the folder");
                if (seenFiles.contains(b.files.at(i)))
                    finding("a file in two partitions");
                seenFiles.insert(b.files.at(i));
                for (const QString& k : keys)
                    if (b.columns.at(i).value(k) != b.partition.value(k))
                        finding("a file whose columns disagree with its partition's values");
            }
            files += int(b.files.size());
            continue;
        }
        if (b.isTabular()) {
            if (!inside(b.path, dir))
                finding("a tabular mini-batch reads a file outside the folder");
            const qint64 fileSize = QFileInfo(b.path).size();
            const qint64 end = b.length < 0 ? fileSize : b.offset + b.length;
            if (b.offset < 0 || b.length < -1 || end > fileSize || end < b.offset)
                finding("a tabular piece outside its file");
            pieces[b.path].append({b.offset, end});
        } else {
            if (b.files.isEmpty())
                finding("a mini-batch without files");
            for (const QString& f : b.files)
                if (!inside(f, dir) || !QFileInfo(f).isFile())
                    finding("a mini-batch names a file that is not in the folder");
            files += int(b.files.size());
        }
    }
    if ((!plan.tabular || !keys.isEmpty()) && files != plan.fileCount)
        finding("the mini-batches do not hold the files counted");
    for (auto it = pieces.begin(); it != pieces.end(); ++it) {
        std::sort(it->begin(), it->end());
        for (qsizetype i = 1; i < it->size(); ++i)
            if (it->at(i).first < it->at(i - 1).second)
                finding("two tabular pieces of one file overlap");
    }
    return 0;
}
