// SPDX-License-Identifier: MIT
// What the end-to-end tests of the local backend share: a backend in a temporary home with Debian's Python, a
// pipeline file submitted and waited for, and the files of its run read afterwards.
#pragma once

#include "localbackend.h"
#include "testfiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFutureWatcher>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

namespace pw::test {

template<typename T>
T awaitFuture(QFuture<T> f)
{
    QFutureWatcher<T> w;
    QEventLoop loop;
    QObject::connect(&w, &QFutureWatcher<T>::finished, &loop, &QEventLoop::quit);
    w.setFuture(f);
    if (!f.isFinished())
        loop.exec();
    return f.result();
}

inline bool waitFor(const std::function<bool()>& cond, int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) {
        if (cond())
            return true;
        QTest::qWait(50);
    }
    return cond();
}

inline QByteArray fileBytes(const QString& path)
{
    return readAll(path);
}

/// A local backend of its own (a temporary home, `python` (/usr/bin/python3), `cores` cores).
struct LocalRig
{
    QTemporaryDir dir;
    std::unique_ptr<LocalBackend> backend;

    explicit LocalRig(int cores = 2, const QString& python = QStringLiteral("/usr/bin/python3"))
    {
        LocalBackendOptions o;
        o.home = dir.filePath(QStringLiteral("home"));
        o.python = python;
        o.cores = cores;
        backend = std::make_unique<LocalBackend>(o);
    }

    SubmitResult submit(const QString& file, const SubmitOptions& options = {})
    {
        return awaitFuture(backend->submit(file, fileBytes(file), options));
    }

    JobRun wait(const QString& id, int timeoutMs = 120000)
    {
        waitFor([&] { return isTerminal(awaitFuture(backend->job(id)).status); }, timeoutMs);
        return awaitFuture(backend->job(id));
    }

    /// Submit and wait; an empty JobRun (with the problems printed) when the submission is refused.
    JobRun run(const QString& file, const SubmitOptions& options = {})
    {
        const SubmitResult r = submit(file, options);
        if (!r.ok()) {
            for (const Diagnostic& d : r.problems)
                qWarning("%s", qPrintable(d.toString()));
            qWarning("submit failed: %s", qPrintable(r.error));
            return JobRun();
        }
        return wait(r.jobId);
    }
};

inline const StepRun* stepOf(const JobRun& job, const QString& name)
{
    for (const StepRun& s : job.steps)
        if (s.name == name)
            return &s;
    return nullptr;
}

} // namespace pw::test
