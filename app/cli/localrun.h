// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"
#include "jobrun.h"

#include <QByteArray>
#include <QString>

/// What `pipewright run`, `pipewright submit` and `pipewright jobs` share (runcommand.cpp): starting a job on the
/// local backend and following it to its end, the problems a submission reports, and Ctrl+C.
namespace pw::cli {

/// Submit the pipeline to the local backend and show its progress until it ends; returns the exit code (0 only when
/// the job completed). With `json` the progress goes to standard error and the finished job, with its steps, to
/// standard output as JSON. Steps run with `python` (empty: $PIPEWRIGHT_PYTHON, else python3 on PATH); when one
/// fails for lack of a module, the interpreters of this machine that have it are named.
int submitAndFollow(const QString& command, const QString& file, const QByteArray& text, const SubmitOptions& options,
                    bool json = false, const QString& python = QString());
/// The interpreter a --python option names (a path, or a name looked up on PATH) as an absolute path; prints the
/// message and returns "" when it is not an executable file.
QString pythonInterpreterArgument(const QString& command, const QString& given);
/// A submission's problems on standard error as file:line:col: severity: message [rule]; errors only when
/// `errorsToo`.
void printProblems(const Diagnostics& problems, bool errorsToo);
/// Count SIGINT and SIGTERM instead of ending the process.
void catchInterrupts();
/// How many interrupts arrived since catchInterrupts().
int interruptCount();
/// The status of a step in words ("Completed (reused)").
QString statusWord(const StepRun& s);

} // namespace pw::cli
