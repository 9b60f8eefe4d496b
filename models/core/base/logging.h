// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace pw {

/// Set up the application log: a rotating file (5 MB × 3) named `<appName>.log` in logDirectory(), plus,
/// when `toStderr`, standard error at info level (debug with `verbose`). Qt's own messages (qDebug,
/// qWarning, …) go to the same log. Everything written is passed through redact() first.
/// Calling it again replaces the previous setup.
void initLogging(const QString& appName, bool verbose, bool toStderr);

/// Flush and close the log, and give Qt its default message handler back. Also runs at exit.
void shutdownLogging();

/// `$XDG_STATE_HOME/pipewright/logs`, by default `~/.local/state/pipewright/logs`.
QString logDirectory();

/// Full path of the current log file, or empty when the file could not be opened.
QString logFilePath();

/// Mask credentials in text meant for a log: `Authorization:` header values, `Bearer` tokens, SAS
/// signatures (`sig=`), storage `AccountKey=`/`SharedAccessKey=`, and the values of `client_secret`,
/// `password` and OAuth token fields in query strings, form bodies, JSON and YAML.
QString redact(const QString& text);

} // namespace pw
