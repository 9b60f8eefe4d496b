// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

/// What a step of a local run tells about its Python once it has failed: the module its log says could not be
/// imported, and which interpreter ran it (the one chosen for runs, or one the step's command names by its path).
namespace pw {

struct StepRun;

/// The module a step's log says Python could not import, or "": the last ModuleNotFoundError or ImportError in
/// the text (`No module named 'sklearn.ensemble'` gives sklearn.ensemble, `cannot import name 'x' from 'y'` gives y).
QString missingPythonModule(const QString& logText);

/// The Python interpreter a shell command line starts by its path: `/opt/env/bin/python train.py` gives
/// /opt/env/bin/python, `cd src && .venv/bin/python3 -m app` gives <workingFolder>/src/.venv/bin/python3 (a relative
/// path is read from the folder the command has changed to with `cd`). Variable assignments and `env`, `exec`,
/// `nohup`, `time` before the program are passed over. "" when the command starts `python`/`python3` by name (the
/// interpreter runs are given), or starts no Python.
QString pythonNamedByPath(const QString& command, const QString& workingFolder);

/// The folder a step's command ran in: its `code` folder when it has one, else the step's folder.
QString stepWorkingFolder(const StepRun& step);

/// The interpreter a step ran with: the one a command step's command names by its path, else `chosen` (the
/// interpreter `python` and `python3` lead to in local runs). `byPath` says whether the command named it.
QString stepPythonInterpreter(const StepRun& step, const QString& chosen, bool* byPath = nullptr);

} // namespace pw
