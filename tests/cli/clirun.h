// SPDX-License-Identifier: MIT
// Running the real `pipewright` binary from the command-line tests: in a folder, with a state and a run store of its
// own, a UTF-8 locale and whatever else a test sets in the environment.
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace pw::test {

struct CliResult
{
    int code = -1; // -1: it did not end by itself (killed after the time limit, or crashed)
    QByteArray out;
    QByteArray err;
};

/// `pipewright args…` in `workDir`; XDG_STATE_HOME is `stateDir`, PIPEWRIGHT_HOME `stateDir`/home, LC_ALL and LANG
/// `locale`, then `extra` on top.
inline CliResult runCli(const QStringList& args, const QString& workDir, const QString& stateDir,
                        const QList<QPair<QString, QString>>& extra = {},
                        const QString& locale = QStringLiteral("C.UTF-8"), int timeoutMs = 60000)
{
    QProcess p;
    p.setProgram(QStringLiteral(PW_CLI_PATH));
    p.setArguments(args);
    p.setWorkingDirectory(workDir);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_STATE_HOME"), stateDir);
    env.insert(QStringLiteral("PIPEWRIGHT_HOME"), stateDir + QStringLiteral("/home"));
    env.insert(QStringLiteral("LC_ALL"), locale);
    env.insert(QStringLiteral("LANG"), locale);
    for (const auto& [name, value] : extra)
        env.insert(name, value);
    p.setProcessEnvironment(env);
    p.start();
    CliResult r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace pw::test
