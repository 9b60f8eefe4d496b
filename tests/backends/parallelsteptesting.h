// SPDX-License-Identifier: MIT
// What the tests of the local parallel runtime share: a step folder laid out like the engine's, a runner started on
// it and waited for, files and processes looked at afterwards.
#pragma once

#include "jobplan.h"
#include "parallelrunner.h"
#include "steprunner.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <cerrno>
#include <csignal>
#include <memory>

namespace pw::test {

inline const QString kData = QStringLiteral(PW_SOURCE_DIR "/tests/data/parallel");
inline const QString kWorkspace = QStringLiteral(PW_SOURCE_DIR "/resources/workspace");

inline QString pythonPath()
{
    if (QFileInfo::exists(QStringLiteral("/usr/bin/python3")))
        return QStringLiteral("/usr/bin/python3");
    return QStandardPaths::findExecutable(QStringLiteral("python3"));
}

inline bool pythonHas(const QString& module)
{
    QProcess p;
    p.start(pythonPath(), {QStringLiteral("-c"), QStringLiteral("import ") + module});
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

inline QString readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(f.readAll());
}

inline QStringList lines(const QString& path)
{
    QStringList l = readAll(path).split(QLatin1Char('\n'));
    while (!l.isEmpty() && l.last().isEmpty())
        l.removeLast();
    return l;
}

inline void writeFile(const QString& path, const QByteArray& data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

inline bool copyDir(const QString& from, const QString& to)
{
    QDir().mkpath(to);
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString src = it.next();
        const QString dst = QDir(to).filePath(QDir(from).relativeFilePath(src));
        QDir().mkpath(QFileInfo(dst).absolutePath());
        if (!QFile::copy(src, dst))
            return false;
    }
    return true;
}

inline bool processAlive(qint64 pid)
{
    if (::kill(pid_t(pid), 0) != 0)
        return errno != ESRCH;
    // a zombie is dead for our purpose
    const QString stat = readAll(QStringLiteral("/proc/%1/stat").arg(pid));
    const qsizetype close = stat.lastIndexOf(QLatin1Char(')'));
    return !(close > 0 && stat.mid(close + 2, 1) == QLatin1String("Z"));
}

/// Processes whose environment holds `marker` (children inherit it).
inline QList<qint64> processesWithMarker(const QString& marker)
{
    QList<qint64> found;
    const QByteArray needle = marker.toUtf8();
    for (const QString& e : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool ok = false;
        const qint64 pid = e.toLongLong(&ok);
        if (!ok)
            continue;
        QFile f(QStringLiteral("/proc/%1/environ").arg(pid));
        if (f.open(QIODevice::ReadOnly) && f.readAll().contains(needle) && processAlive(pid))
            found << pid;
    }
    return found;
}

struct StepResult
{
    StepOutcome outcome;
    QString folder;
    QString logs;
    QString stdLog;
    int logTextSignals = 0;
};

/// A parallel step run for real: its folder, runner and outcome. A test class derives from it.
class ParallelStepFixture
{
protected:
    QTemporaryDir m_tmp;
    int m_counter = 0;
    QString m_marker;

public:
    /// initTestCase(): the temporary folder, the marker every process started by the test carries, python3.
    void initFixture()
    {
        qRegisterMetaType<pw::StepOutcome>();
        QVERIFY(m_tmp.isValid());
        if (qEnvironmentVariableIsSet("PW_KEEP_TEST_FILES")) {
            m_tmp.setAutoRemove(false);
            qInfo("test files stay in %s", qPrintable(m_tmp.path()));
        }
        m_marker = QStringLiteral("pwtest-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
        if (pythonPath().isEmpty())
            QFAIL("no python3 on this machine (.ci/bootstrap installs it)");
    }

    /// cleanupTestCase(): nothing a test started may survive it.
    void checkNoProcessLeft() { QTRY_VERIFY_WITH_TIMEOUT(processesWithMarker(m_marker).isEmpty(), 10000); }

    ParallelPlan basePlan(const QString& arguments)
    {
        ParallelPlan p;
        p.inputData = QStringLiteral("data");
        p.entryScript = QStringLiteral("behave.py");
        p.programArguments = arguments;
        p.maxRetries = 2;
        p.retryTimeoutSeconds = 30;
        return p;
    }

    /// A step folder laid out like the engine's, with the test entry scripts as the code snapshot.
    StepLaunch makeLaunch(const ParallelPlan& plan, const QString& dataPath, const QString& dataType,
                          const QList<PlannedOutput>& outputs, const QString& codeDir = kData + QStringLiteral("/behave"))
    {
        const QString folder = m_tmp.filePath(QStringLiteral("step%1").arg(++m_counter));
        StepLaunch l;
        l.jobId = QStringLiteral("job_test");
        l.step.name = QStringLiteral("score");
        l.step.kind = StepKind::Parallel;
        l.step.parallel = plan;
        PlannedInput in;
        in.name = plan.inputData;
        in.type = dataType;
        in.kind = PlannedInput::Kind::LocalPath;
        in.value = dataPath;
        l.step.inputs << in;
        l.step.outputs = outputs;
        l.folder = folder;
        l.workDir = QDir(folder).filePath(QStringLiteral("code"));
        copyDir(codeDir, l.workDir);
        l.logFile = QDir(folder).filePath(QStringLiteral("user_logs/std_log.txt"));
        l.systemLogDir = QDir(folder).filePath(QStringLiteral("system_logs"));
        QDir().mkpath(QDir(folder).filePath(QStringLiteral("user_logs")));
        QDir().mkpath(l.systemLogDir);
        l.inputs.insert(plan.inputData, dataPath);
        l.inputs.insert(QStringLiteral("state"), QDir(folder).filePath(QStringLiteral("state")));
        for (const PlannedOutput& o : outputs) {
            const QString path = QDir(folder).filePath(QStringLiteral("outputs/") + o.name);
            if (o.isFile())
                QDir().mkpath(QDir(folder).filePath(QStringLiteral("outputs")));
            else
                QDir().mkpath(path);
            l.outputs.insert(o.name, path);
        }
        l.environment = QProcessEnvironment::systemEnvironment();
        l.environment.insert(QStringLiteral("PW_TEST_MARKER"), m_marker);
        l.python = pythonPath();
        return l;
    }

    StepResult runStep(const StepLaunch& launch, int timeoutMs = 120000)
    {
        StepResult r;
        r.folder = launch.folder;
        r.logs = QDir(launch.folder).filePath(QStringLiteral("logs"));
        std::unique_ptr<StepRunner> runner(createParallelRunner(launch, nullptr));
        QSignalSpy finished(runner.get(), &StepRunner::finished);
        QSignalSpy text(runner.get(), &StepRunner::logText);
        runner->start();
        if (finished.isEmpty())
            finished.wait(timeoutMs);
        if (finished.size() != 1) {
            qWarning("the step did not finish; std_log:\n%s", qPrintable(readAll(launch.logFile)));
            r.outcome.reason = QStringLiteral("<did not finish>");
            return r;
        }
        r.outcome = finished.first().first().value<StepOutcome>();
        QTest::qWait(50);
        r.logTextSignals = int(text.size());
        r.stdLog = readAll(launch.logFile);
        return r;
    }

    QString makeFiles(const QString& name, const QStringList& files)
    {
        const QString dir = m_tmp.filePath(name);
        for (const QString& f : files)
            writeFile(QDir(dir).filePath(f), (f + QStringLiteral(" content\n")).toUtf8());
        return dir;
    }

    static PlannedOutput output(const QString& name, const QString& type = QStringLiteral("uri_folder"))
    {
        PlannedOutput o;
        o.name = name;
        o.type = type;
        return o;
    }

    static int csvDataRows(const QString& path) { return int(lines(path).size()) - 1; }

};

} // namespace pw::test
