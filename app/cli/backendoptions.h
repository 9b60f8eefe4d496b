// SPDX-License-Identifier: MIT
// The backend a command talks to, chosen once for every command of `pipewright` (backendoptions.cpp): the flags
// (`--backend`, the workspace, the cloud and the way to sign in), the named profiles of the config file, and the
// backend made from them. Also what every command that submits a pipeline reads: `--set` input values.
#pragma once

#include "cli.h"

#include "armclient.h"
#include "azureauth.h"
#include "backend.h"

#include <QEventLoop>
#include <QFuture>
#include <QFutureWatcher>
#include <QMap>

#include <memory>

namespace pw::cli {

/// Wait for a backend's future while the event loop runs (its signals arrive meanwhile).
template<typename T>
T waitFor(QFuture<T> future)
{
    QFutureWatcher<T> w;
    QEventLoop loop;
    QObject::connect(&w, &QFutureWatcher<T>::finished, &loop, &QEventLoop::quit);
    w.setFuture(future);
    if (!future.isFinished())
        loop.exec();
    return future.result();
}

/// The flags that choose the backend and, for Azure ML, the workspace, the cloud and how to sign in.
struct BackendOptions
{
    /// `withBackend`: the command offers `--backend` (the `azure` command does not: it is always Azure).
    explicit BackendOptions(bool withBackend = true);
    bool withBackend;
    QCommandLineOption backend;
    QCommandLineOption profile;
    QCommandLineOption subscription;
    QCommandLineOption resourceGroup;
    QCommandLineOption workspace;
    QCommandLineOption cloud;
    QCommandLineOption armEndpoint;
    QCommandLineOption loginEndpoint;
    QCommandLineOption auth;
    QCommandLineOption tenant;
    QCommandLineOption clientId;
    void addTo(CommandParser& parser) const;
};

/// What the flags, the profile and the environment chose.
struct BackendChoice
{
    QString backend = QStringLiteral("local"); // local or azure
    QString profile; // the profile used, if any
    azure::Cloud cloud;
    arm::WorkspaceRef workspace; // empty for a command that needs none (azure login)
    azure::CredentialChoice credential; // never holds a secret read from the config file
    bool isAzure() const { return backend == QLatin1String("azure"); }
};

/// How a command uses the backend.
enum class BackendUse {
    Any, // local or azure, as the flags and the profile say (default local)
    Azure, // always Azure, with a workspace
    AzureSignIn, // always Azure; the workspace is not needed (azure login)
};

/// Resolve the backend: flags first, then the profile (`--profile NAME` or PIPEWRIGHT_PROFILE), then the
/// environment (PIPEWRIGHT_WORKSPACE). Prints the reason and returns ExitUsage when it cannot (an unknown backend,
/// cloud or profile, a workspace not named in full, an endpoint that is not https, Azure flags with the local
/// backend, a secret in the config file); returns -1 when `choice` is set.
int resolveBackend(const QString& command, const QCommandLineParser& parser, const BackendOptions& options,
                   BackendUse use, BackendChoice* choice);

/// The backend of a choice; prints the reason and returns null when it cannot be made (a sign-in method that
/// lacks what it needs).
std::unique_ptr<Backend> makeBackend(const QString& command, const BackendChoice& choice);

/// A workspace backend whose work is over, left to the end of the process (main's endProcess, right after the
/// command), which closes its connections as taking it down would, without waking and joining its threads first
/// (0.5 ms of a `pipewright submit`). Its work must be over: it holds no file open and keeps nothing unsaved. Sanitizer
/// builds take it down, for their leak check.
void leaveToProcessEnd(std::unique_ptr<Backend> backend);

/// resolveBackend(), then makeBackend(): the backend, or null once the reason was printed (exit with ExitUsage then).
/// `choice`, when given, receives what was chosen.
std::unique_ptr<Backend> openBackend(const QString& command, const QCommandLineParser& parser, const BackendOptions& options,
                                     BackendChoice* choice = nullptr);

/// The CLI's config file: $PIPEWRIGHT_CONFIG, else pipewright/config.ini under $XDG_CONFIG_HOME (~/.config).
QString configFilePath();

/// `--set` values (NAME=VALUE or inputs.NAME=VALUE) as pipeline input overrides; a value naming an existing
/// path relative to the current folder becomes absolute. Prints the reason and returns false on a malformed one.
bool parseInputOverrides(const QString& command, const QStringList& values, QMap<QString, QString>* overrides);

// azurecommand.cpp: what `pipewright azure` and `pipewright jobs --backend azure` do with a workspace's jobs

/// One action on an Azure ML workspace's jobs.
struct AzureJobRequest
{
    QString action; // login, jobs (or list), show, logs, cancel
    QString job;
    QString step; // logs: one step
    bool follow = false; // logs: until the job ends
    bool json = false; // jobs, show
    int limit = 50; // jobs
};
/// Run the action against the chosen workspace; returns the exit code.
int runAzureJobAction(const QString& command, const BackendChoice& choice, const AzureJobRequest& request);

} // namespace pw::cli
