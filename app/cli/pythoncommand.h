// SPDX-License-Identifier: MIT
#pragma once

#include "jobrun.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

/// `pipewright python`: the Python interpreters of this machine that steps can run with, and which of the modules
/// a pipeline's steps need each one can import (the command-line twin of the studio's Run ▸ Python Interpreter…);
/// and the advice `run` gives when a step fails because its Python lacks a module.
namespace pw::cli {

int runPython(const QStringList& args);
QString pythonHelp();

/// After a local job: for each failed step whose log ends in a ModuleNotFoundError or ImportError, say which
/// module `python` lacked and name the interpreters found on this machine that can import it (and, first, those
/// that can import every module the pipeline's steps need), with the option that runs the steps with one of them.
/// Prints nothing when no step failed that way. `text` is the pipeline's text (read from `pipelineFile` when empty).
void adviseOnMissingModules(const JobRun& job, const QString& python, const QString& pipelineFile, QByteArray text);

} // namespace pw::cli
