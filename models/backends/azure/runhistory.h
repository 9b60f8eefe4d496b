// SPDX-License-Identifier: MIT
#pragma once

#include "armclient.h"
#include "jobrun.h"

#include <QMap>
#include <QString>
#include <QUrl>

/// Azure ML's run-history service: the regional host a workspace names (discoveryUrl), a run's steps (child runs)
/// and log files (read-only SAS links), and reading a log from an offset on (live tailing). The ARM token serves.
/// Blocking: call off the GUI thread.
namespace pw::azure {

class RunHistory
{
public:
    RunHistory(arm::ArmClient& arm, http::Client& http, TokenCache& tokens, arm::WorkspaceRef ws);

    /// The regional host (`api` of the workspace's discovery document), looked up once; empty with `error` set
    /// when it cannot be found.
    QUrl apiHost(QString* error = nullptr);

    struct LogFiles
    {
        QMap<QString, QUrl> files; // log name ("user_logs/std_log.txt") -> read-only link
        QString error;
    };
    LogFiles logFiles(const QString& runId);
    /// The main log among `files`: user_logs/std_log.txt of the current runtime (or executionlogs.txt of the
    /// older one), else the first; empty when there is none.
    static QString mainLog(const QMap<QString, QUrl>& files);

    struct Children
    {
        QList<StepRun> steps; // name, kind, status, times
        QMap<QString, QString> runIds; // step name -> its run id
        QString error;
    };
    Children children(const QString& runId);

    struct Chunk
    {
        QByteArray bytes; // from `offset` on
        qint64 nextOffset = 0; // where the next read starts
        bool rewritten = false; // the file is shorter than `offset`: it was replaced; bytes hold all of it
        QString error;
    };
    /// The part of a log from `offset` on (an HTTP range request; a server without ranges sends all, which is cut).
    Chunk readLog(const QUrl& link, qint64 offset);

    /// "…/history/v1.0/subscriptions/{s}/resourceGroups/{rg}/providers/Microsoft.MachineLearningServices/workspaces/{ws}"
    QUrl historyUrl(const QString& tail);

private:
    http::Response getWithToken(const QUrl& url, const http::Headers& extra = {});

    arm::ArmClient& m_arm;
    http::Client& m_http;
    TokenCache& m_tokens;
    arm::WorkspaceRef m_ws;
    QUrl m_api;
};

} // namespace pw::azure
