// SPDX-License-Identifier: MIT
// Reuse of earlier outputs: whether a step may reuse, the fingerprint of its run (definition, command, interpreter,
// code contents, environment variables, inputs) and the search for a run with the same fingerprint.
#include "localengine.h"
#include "parallellisting.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QtConcurrent/QtConcurrentRun>
#include <QFileInfo>

#include <cstdio>
#include <string>

#include <sys/stat.h>

namespace pw {

namespace {

/// A fingerprint of a local input: its path, and the size and time of each of its files. A folder is walked in
/// walkFiles() order and hashed as it goes: a folder of a million files costs no memory here.
QString dataSignature(const QString& path)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    const QFileInfo fi(path);
    h.addData(path.toUtf8());
    if (fi.isDir()) {
        std::string full = QFile::encodeName(fi.absoluteFilePath()).toStdString() + '/';
        const size_t base = full.size();
        char line[64];
        walkFiles(path, [&](QByteArrayView rel) {
            full.resize(base);
            full.append(rel.data(), size_t(rel.size()));
            struct stat st;
            if (::stat(full.c_str(), &st) != 0)
                return true; // gone meanwhile
            const qint64 ms = qint64(st.st_mtim.tv_sec) * 1000 + st.st_mtim.tv_nsec / 1000000;
            const int n = std::snprintf(line, sizeof line, "|%lld|%lld\n", static_cast<long long>(st.st_size), static_cast<long long>(ms));
            h.addData(rel);
            h.addData(QByteArrayView(line, n));
            return true;
        }, nullptr);
    } else if (fi.exists()) {
        h.addData(QStringLiteral("%1|%2").arg(fi.size()).arg(fi.lastModified().toMSecsSinceEpoch()).toUtf8());
    }
    return QString::fromLatin1(h.result().toHex());
}

} // namespace

bool LocalEngine::mayReuse(const Job& job, const StepState& step)
{
    return step.plan.deterministic && !job.options.noReuse && !job.plan.forceRerun && !step.mustRun;
}

std::optional<RunStore::Reusable> LocalEngine::earlierOutputs(const Job& job, StepState& step,
                                                              const QMap<QString, QString>& inputs) const
{
    const bool reusable = mayReuse(job, step);
    // The key is needed now to look for earlier outputs; otherwise it is worked out while the process runs (later
    // runs reuse by it, and the steps after this one build theirs on it). Its first half leaves out the contents
    // of local data (reading the size and time of every file of a large folder takes seconds): only when an earlier
    // run has the same first half is the whole key worked out before the step starts.
    if (!step.reuseFromJob.isEmpty()
        || (reusable && m_store->hasReuseCandidate(reuseKeyFor(job, step, inputs, nullptr, ReuseKeyPart::Hint))))
        step.reuseKey = reuseKeyFor(job, step, inputs);
    std::optional<RunStore::Reusable> reuse;
    if (!step.reuseFromJob.isEmpty()) {
        if (auto orig = m_store->job(step.reuseFromJob))
            if (const StepRun* os = orig->step(step.plan.name)) {
                bool all = !os->outputs.isEmpty() || step.plan.outputs.isEmpty();
                for (const QString& p : os->outputs)
                    all = all && QFileInfo::exists(p);
                if (all)
                    reuse = RunStore::Reusable {orig->id, os->name, os->outputs};
            }
    } else if (reusable && !step.reuseKey.isEmpty()) {
        reuse = m_store->findReusable(step.reuseKey);
    }
    return reuse;
}

void LocalEngine::workOutReuseKey(const Job& job, StepState& step, const QMap<QString, QString>& inputs)
{
    if (!step.reuseKey.isEmpty())
        return;
    QList<QPair<QString, QString>> data; // local inputs: name, path
    for (const PlannedInput& in : step.plan.inputs)
        if (in.kind == PlannedInput::Kind::LocalPath)
            data.append({in.name, in.value});
        else if (in.kind == PlannedInput::Kind::WebFile)
            data.append({in.name, inputs.value(in.name)}); // its downloaded copy
    if (data.isEmpty()) {
        step.reuseKey = reuseKeyFor(job, step, inputs);
        return;
    }
    step.dataSignatures = QtConcurrent::run([data] {
        QHash<QString, QString> signatures;
        for (const auto& d : data)
            signatures.insert(d.first, dataSignature(d.second));
        return signatures;
    });
}

void LocalEngine::completeReuseKey(const Job& job, StepState& step)
{
    if (!step.reuseKey.isEmpty() || !step.dataSignatures.isValid())
        return;
    const QHash<QString, QString> signatures = step.dataSignatures.result(); // ready long before the step ends
    step.dataSignatures = QFuture<QHash<QString, QString>>();
    step.reuseKey = reuseKeyFor(job, step, step.run.inputs, &signatures);
}

QString LocalEngine::reuseKeyFor(const Job& job, const StepState& step, const QMap<QString, QString>& inputs,
                                 const QHash<QString, QString>* signatures, ReuseKeyPart part) const
{
    // two hashes of the same parts, except local data: by path in the hint, by contents in the whole key
    QCryptographicHash hint(QCryptographicHash::Sha256);
    QCryptographicHash whole(QCryptographicHash::Sha256);
    struct Both
    {
        QCryptographicHash& a;
        QCryptographicHash& b;
        void addData(QByteArrayView data)
        {
            a.addData(data);
            b.addData(data);
        }
        void addData(QIODevice* device)
        {
            while (!device->atEnd()) {
                const QByteArray chunk = device->read(1 << 16);
                if (chunk.isEmpty())
                    break;
                addData(chunk);
            }
        }
    } h {hint, whole};
    h.addData(step.plan.definition);
    h.addData(step.plan.commandTemplate.toUtf8());
    h.addData(m_python.toUtf8());
    if (!step.plan.codeDir.isEmpty()) {
        // code contents, not timestamps: a checkout of the same code is the same code
        // (a single code file: that file, by its name)
        QStringList files;
        const QString base = step.plan.codeIsFile ? QFileInfo(step.plan.codeDir).absolutePath() : step.plan.codeDir;
        if (step.plan.codeIsFile) {
            files << step.plan.codeDir;
        } else {
            QDirIterator it(step.plan.codeDir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext())
                files << it.next();
        }
        files.sort();
        for (const QString& f : files) {
            if (f.contains(QLatin1String("__pycache__")))
                continue;
            h.addData(QDir(base).relativeFilePath(f).toUtf8());
            QFile file(f);
            if (file.open(QIODevice::ReadOnly))
                h.addData(&file);
        }
    }
    for (auto it = step.plan.environmentVariables.cbegin(); it != step.plan.environmentVariables.cend(); ++it)
        h.addData((it.key() + QLatin1Char('=') + it.value() + QLatin1Char('\n')).toUtf8());
    for (const PlannedInput& in : step.plan.inputs) {
        h.addData(QByteArray(in.name.toUtf8() + '='));
        switch (in.kind) {
        case PlannedInput::Kind::Literal:
            h.addData(("literal:" + in.value).toUtf8());
            break;
        case PlannedInput::Kind::LocalPath:
            hint.addData(("path:" + in.value).toUtf8());
            if (part == ReuseKeyPart::Whole)
                whole.addData(("path:" + (signatures && signatures->contains(in.name) ? signatures->value(in.name) : dataSignature(in.value))).toUtf8());
            break;
        case PlannedInput::Kind::StepOutput: {
            // the producing step's own key stands for its output; a reused producer keeps the key
            const StepState* from = nullptr;
            for (const StepState& s : job.steps)
                if (s.plan.name == in.fromStep)
                    from = &s;
            h.addData(("step:" + (from ? from->reuseKey : QString()) + QLatin1Char(':') + in.fromOutput).toUtf8());
            if (!from || from->reuseKey.isEmpty())
                h.addData(inputs.value(in.name).toUtf8());
            break;
        }
        case PlannedInput::Kind::WebFile:
            // the URL, and the copy it gave this time (a new download is a new copy)
            hint.addData(("web:" + in.value).toUtf8());
            if (part == ReuseKeyPart::Whole)
                whole.addData(("web:" + (signatures && signatures->contains(in.name) ? signatures->value(in.name)
                                                                                     : dataSignature(inputs.value(in.name))))
                                  .toUtf8());
            break;
        case PlannedInput::Kind::Unset:
            h.addData("unset");
            break;
        }
        h.addData("\n");
    }
    const QString first = QString::fromLatin1(hint.result().toHex());
    return part == ReuseKeyPart::Hint ? first : first + QLatin1Char(':') + QString::fromLatin1(whole.result().toHex());
}

} // namespace pw
