// SPDX-License-Identifier: MIT
#pragma once

#include "armclient.h"
#include "azureauth.h"
#include "backend.h"
#include "workspaceconnection.h"
#include "httpclient.h"

#include <QThreadPool>

#include <memory>
#include <mutex>

/// An Azure ML workspace as a pw::Backend: pipelines submitted as `az ml job create` submits them (local code and
/// data uploaded, components and environments written here registered anonymously; azuresubmit.h), its jobs
/// (listed, read with their steps, cancelled), its computes (listed, clusters created, resized and deleted). Every
/// request runs off the caller's thread.
namespace pw {

class AzureBackend final : public Backend
{
    Q_OBJECT
public:
    /// `credential` signs in; `cloud` and `workspace` say where the workspace is.
    AzureBackend(azure::Cloud cloud, arm::WorkspaceRef workspace, std::unique_ptr<azure::Credential> credential,
                 http::ClientOptions httpOptions = {}, QObject* parent = nullptr);
    /// A backend that signs in as `choice` says (its credential uses the backend's own HTTP client); null, with
    /// `error` set, when the choice cannot be used.
    static std::unique_ptr<AzureBackend> create(azure::Cloud cloud, arm::WorkspaceRef workspace,
                                                const azure::CredentialChoice& choice, QString* error,
                                                http::ClientOptions httpOptions = {});
    ~AzureBackend() override;

    QString id() const override;
    QString displayName() const override;
    QFuture<SubmitResult> submit(const QString& pipelineFile, const QByteArray& text, const SubmitOptions& options) override;
    void cancel(const QString& jobId, const QString& step = QString()) override;
    QFuture<QList<JobRun>> listJobs(int limit = 200) override;
    QFuture<JobRun> job(const QString& jobId) override;
    QFuture<QList<ComputeTarget>> computeTargets() override;
    /// The step's main log (user_logs/std_log.txt) copied into the cache folder, what was appended since the
    /// last call added to the copy.
    QFuture<QString> stepLog(const QString& jobId, const QString& step) override;
    /// Where copies of logs go (default: the user's cache folder); tests choose one.
    void setLogCacheFolder(const QString& folder) { m_logCache = folder; }
    /// The workspace's computes, the VM sizes of its region with their prices, and core usage joined with quotas
    /// (subscription, workspace and cluster rows). A part that cannot be read is named in the snapshot's error;
    /// the other parts are kept.
    QFuture<ComputeSnapshot> computeSnapshot() override;
    bool managesComputes() const override { return true; }
    /// Sign in and read the workspace (GET of its resource): empty when both went well, else why not.
    QFuture<QString> checkConnection() override;
    /// The workspaces the signed-in account can see: its subscriptions (Subscriptions_List), then each one's
    /// workspaces (Workspaces_ListBySubscription). Needs no workspace of its own.
    QFuture<WorkspaceListing> listWorkspaces();
    QFuture<ComputeOperationResult> createCluster(const ClusterRequest& request) override;
    QFuture<ComputeOperationResult> resizeCluster(const QString& name, int minNodes, int maxNodes,
                                                  int idleSecondsBeforeScaleDown) override;
    QFuture<ComputeOperationResult> deleteCompute(const QString& name, bool detachOnly) override;

    const arm::WorkspaceRef& workspace() const { return m_workspace; }
    /// The last error a listing or a read met (empty when it went well), for the status bar.
    QString lastError() const;
    /// Seconds between polls while following a long-running operation; tests shorten it.
    void setMinimumPollSeconds(double seconds) { m_minPoll = seconds; }

Q_SIGNALS:
    /// A request failed in a way the user should see (sign-in, permissions, the network), in plain words.
    void problem(const QString& message);

private:
    AzureBackend(azure::Cloud cloud, arm::WorkspaceRef workspace, std::unique_ptr<http::Client> http);
    void setCredential(std::unique_ptr<azure::Credential> credential);
    void noteError(const QString& message);

    azure::Cloud m_cloud;
    arm::WorkspaceRef m_workspace;
    std::unique_ptr<http::Client> m_http;
    std::unique_ptr<azure::TokenCache> m_tokens;
    std::unique_ptr<arm::ArmClient> m_arm;
    std::unique_ptr<QThreadPool> m_pool; // this backend's requests, waited for when it goes
    double m_minPoll = 2.0;
    QString m_logCache;
    std::mutex m_logMutex; // one copy of a log at a time
    mutable std::mutex m_errorMutex;
    QString m_lastError;
};

} // namespace pw
