// SPDX-License-Identifier: MIT
#pragma once

#include "backend.h"
#include "jobrun.h"

#include <QByteArray>
#include <QString>

/// What `pipewright run` and `pipewright jobs` share (runcommand.cpp): starting a job on the local backend and
/// following it to its end, and Ctrl+C.
namespace pw::cli {

/// Submit the pipeline to the local backend and show its progress until it ends; returns the exit code.
int submitAndFollow(const QString& command, const QString& file, const QByteArray& text, const SubmitOptions& options);
/// Count SIGINT and SIGTERM instead of ending the process.
void catchInterrupts();
/// How many interrupts arrived since catchInterrupts().
int interruptCount();
/// The status of a step in words ("Completed (reused)").
QString statusWord(const StepRun& s);

} // namespace pw::cli
