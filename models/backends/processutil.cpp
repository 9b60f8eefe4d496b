// SPDX-License-Identifier: MIT
#include "steprunner.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/prctl.h>
#include <unistd.h>

namespace pw {

void putInOwnProcessGroup(QProcess& process)
{
    process.setChildProcessModifier([] {
        ::setsid();
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    });
}

bool signalProcessGroup(qint64 pgid, int signal)
{
    if (pgid <= 1)
        return false;
    return ::kill(pid_t(-pgid), signal) == 0;
}

QString signalName(int signal)
{
    switch (signal) {
    case SIGHUP: return QStringLiteral("SIGHUP");
    case SIGINT: return QStringLiteral("SIGINT");
    case SIGQUIT: return QStringLiteral("SIGQUIT");
    case SIGILL: return QStringLiteral("SIGILL");
    case SIGABRT: return QStringLiteral("SIGABRT");
    case SIGBUS: return QStringLiteral("SIGBUS");
    case SIGFPE: return QStringLiteral("SIGFPE");
    case SIGKILL: return QStringLiteral("SIGKILL");
    case SIGSEGV: return QStringLiteral("SIGSEGV");
    case SIGPIPE: return QStringLiteral("SIGPIPE");
    case SIGTERM: return QStringLiteral("SIGTERM");
    case SIGXCPU: return QStringLiteral("SIGXCPU");
    case SIGXFSZ: return QStringLiteral("SIGXFSZ");
    default: return QStringLiteral("signal %1").arg(signal);
    }
}

void StepRunner::finishOnce(const StepOutcome& outcome, LogWriter& log)
{
    if (m_finished)
        return;
    m_finished = true;
    if (!outcome.reason.isEmpty())
        log.writeLine(QCoreApplication::translate("pw::StepRunner", "[pipewright] %1: %2").arg(runStatusName(outcome.status), outcome.reason));
    Q_EMIT finished(outcome);
}

bool StepRunner::beginCancel(RunStatus as, const QString& reason, LogWriter& log, bool hasProcesses)
{
    if (m_finished)
        return false;
    m_cancelAs = as;
    m_cancelReason = reason;
    if (!hasProcesses) {
        finishOnce({as, -1, 0, reason, 0}, log);
        return false;
    }
    log.writeLine(QCoreApplication::translate("pw::StepRunner", "[pipewright] ending the step: %1").arg(reason));
    return true;
}

LogWriter::LogWriter(const QString& path)
    : m_file(path)
{
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append))
        m_error = QCoreApplication::translate("pw::LogWriter", "cannot write %1: %2").arg(path, m_file.errorString());
}

QString LogWriter::writeLines(QByteArray& pending, bool isStderr, bool all)
{
    QByteArray out;
    qsizetype start = 0;
    const QByteArray stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ ")).toLatin1();
    for (;;) {
        qsizetype nl = pending.indexOf('\n', start);
        if (nl < 0) {
            if (!all || start >= pending.size())
                break;
            nl = pending.size();
        }
        out += stamp;
        if (isStderr)
            out += "[stderr] ";
        out += QByteArrayView(pending.constData() + start, nl - start);
        out += '\n';
        start = nl + 1;
    }
    pending.remove(0, std::min(start, pending.size()));
    if (out.isEmpty())
        return QString();
    if (m_file.isOpen() && m_error.isEmpty()) {
        if (m_file.write(out) != out.size() || !m_file.flush())
            m_error = QCoreApplication::translate("pw::LogWriter", "cannot write %1: %2").arg(m_file.fileName(), m_file.errorString());
    }
    return QString::fromUtf8(out);
}

QString LogWriter::append(const QByteArray& data, bool isStderr)
{
    QByteArray& pending = isStderr ? m_pendingErr : m_pendingOut;
    pending += data;
    return writeLines(pending, isStderr, pending.size() > (1 << 20));
}

QString LogWriter::flush()
{
    return writeLines(m_pendingOut, false, true) + writeLines(m_pendingErr, true, true);
}

void LogWriter::writeLine(const QString& line)
{
    QByteArray b = line.toUtf8();
    if (!b.endsWith('\n'))
        b += '\n';
    QByteArray pending = b;
    writeLines(pending, false, true);
}

bool copyCodeTree(const QString& from, const QString& to, QString* error)
{
    QDir().mkpath(to);
    QDirIterator it(from, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    const QDir src(from);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo fi = it.fileInfo();
        const QString rel = src.relativeFilePath(path);
        if (rel.contains(QLatin1String("__pycache__")) || rel.startsWith(QLatin1String(".git/")) || rel == QLatin1String(".git"))
            continue;
        const QString dest = QDir(to).filePath(rel);
        if (fi.isDir()) {
            QDir().mkpath(dest);
        } else {
            QDir().mkpath(QFileInfo(dest).absolutePath());
            QFile::remove(dest);
            if (!QFile::copy(path, dest)) {
                if (error)
                    *error = QCoreApplication::translate("pw", "cannot copy %1 to %2").arg(path, dest);
                return false;
            }
        }
    }
    return true;
}

bool makeArtifactsFolder(const QString& artifacts, const QString& workDir, QString* error)
{
    if (!QDir().mkpath(artifacts) || !QDir().mkpath(QDir(workDir).filePath(QStringLiteral("outputs")))
        || !QDir().mkpath(QDir(workDir).filePath(QStringLiteral("logs")))) {
        *error = QCoreApplication::translate("pw", "cannot create the artifacts folder %1").arg(artifacts);
        return false;
    }
    const QString rel = QDir(artifacts).relativeFilePath(workDir);
    for (const char* name : {"outputs", "logs"}) {
        const QString link = QDir(artifacts).filePath(QLatin1String(name));
        QFile::remove(link);
        if (::symlink(QFile::encodeName(rel + QLatin1Char('/') + QLatin1String(name)).constData(), QFile::encodeName(link).constData()) != 0) {
            *error = QCoreApplication::translate("pw", "cannot create %1: %2").arg(link, QString::fromLocal8Bit(std::strerror(errno)));
            return false;
        }
    }
    return true;
}

bool makeOutputPaths(const QString& folder, const QString& workDir, const QList<PlannedOutput>& outputs, bool foldersMade,
                     QMap<QString, QString>* paths, QString* error)
{
    const QDir dir(folder);
    for (const PlannedOutput& out : outputs) {
        const QString path = dir.filePath(QStringLiteral("outputs/") + out.name);
        if (out.artifacts) {
            if (!makeArtifactsFolder(dir.filePath(QStringLiteral("artifacts")), workDir, error))
                return false;
            paths->insert(out.name, dir.filePath(QStringLiteral("artifacts")));
            continue;
        }
        // a uri_file output is a path in outputs/, which must exist; a folder output is made unless it was already
        const QString made = out.isFile() ? dir.filePath(QStringLiteral("outputs")) : path;
        if ((out.isFile() || !foldersMade) && !QDir().mkpath(made)) {
            *error = QCoreApplication::translate("pw", "cannot create the output folder %1").arg(made);
            return false;
        }
        paths->insert(out.name, path);
    }
    return true;
}

QStringList lastLines(const QString& path, int count)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const qint64 size = f.size();
    const qint64 chunk = std::min<qint64>(size, 64 * 1024);
    f.seek(size - chunk);
    QStringList lines = QString::fromUtf8(f.read(chunk)).split(QLatin1Char('\n'));
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    if (chunk < size && !lines.isEmpty())
        lines.removeFirst(); // partial
    return lines.mid(std::max<qsizetype>(0, lines.size() - count));
}

} // namespace pw
