// SPDX-License-Identifier: MIT
#include "azurebackend.h"

#include "azurecompute.h"
#include "azurejobs.h"
#include "runhistory.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMetaObject>
#include <QtConcurrent>

namespace pw {

namespace {

/// The product's kind key for a REST computeType.
QString kindOf(const QString& computeType)
{
    const QString t = computeType.toLower();
    if (t == QLatin1String("amlcompute"))
        return QStringLiteral("amlcompute");
    if (t == QLatin1String("computeinstance"))
        return QStringLiteral("computeinstance");
    if (t == QLatin1String("kubernetes") || t == QLatin1String("aks"))
        return QStringLiteral("kubernetes");
    return QStringLiteral("attached");
}

} // namespace

QList<ComputeTarget> computeTargetsFromJson(const QJsonArray& items)
{
    QList<ComputeTarget> out;
    for (const QJsonValue& v : items) {
        const QJsonObject o = v.toObject();
        const QJsonObject p = o.value(QLatin1String("properties")).toObject();
        const QJsonObject inner = p.value(QLatin1String("properties")).toObject();
        ComputeTarget t;
        t.name = o.value(QLatin1String("name")).toString();
        t.computeType = p.value(QLatin1String("computeType")).toString();
        t.kind = kindOf(t.computeType);
        t.state = p.value(QLatin1String("provisioningState")).toString();
        t.description = p.value(QLatin1String("description")).toString();
        t.location = o.value(QLatin1String("location")).toString();
        t.resourceId = p.value(QLatin1String("resourceId")).toString();
        t.attached = p.value(QLatin1String("isAttachedCompute")).toBool();
        t.vmSize = inner.value(QLatin1String("vmSize")).toString();
        t.vmPriority = inner.value(QLatin1String("vmPriority")).toString();
        const QJsonObject scale = inner.value(QLatin1String("scaleSettings")).toObject();
        t.minNodes = scale.value(QLatin1String("minNodeCount")).toInt();
        t.maxNodes = scale.value(QLatin1String("maxNodeCount")).toInt();
        t.idleTimeBeforeScaleDown = scale.value(QLatin1String("nodeIdleTimeBeforeScaleDown")).toString();
        t.allocationState = inner.value(QLatin1String("allocationState")).toString();
        t.currentNodes = inner.value(QLatin1String("currentNodeCount")).toInt();
        t.targetNodes = inner.value(QLatin1String("targetNodeCount")).toInt();
        const QJsonObject nodes = inner.value(QLatin1String("nodeStateCounts")).toObject();
        t.idleNodes = nodes.value(QLatin1String("idleNodeCount")).toInt();
        t.busyNodes = nodes.value(QLatin1String("runningNodeCount")).toInt() + nodes.value(QLatin1String("preparingNodeCount")).toInt();
        t.unusableNodes = nodes.value(QLatin1String("unusableNodeCount")).toInt();
        t.preemptedNodes = nodes.value(QLatin1String("preemptedNodeCount")).toInt();
        t.leavingNodes = nodes.value(QLatin1String("leavingNodeCount")).toInt();
        t.identityType = o.value(QLatin1String("identity")).toObject().value(QLatin1String("type")).toString();
        const QJsonObject types = inner.value(QLatin1String("instanceTypes")).toObject();
        t.defaultInstanceType = inner.value(QLatin1String("defaultInstanceType")).toString();
        for (auto it = types.begin(); it != types.end(); ++it) {
            const QJsonObject ty = it.value().toObject();
            const QJsonObject res = ty.value(QLatin1String("resources")).toObject();
            const QJsonObject req = res.value(QLatin1String("requests")).toObject();
            const QJsonObject lim = res.value(QLatin1String("limits")).toObject();
            InstanceTypeSpec spec;
            spec.name = it.key();
            const QJsonObject selector = ty.value(QLatin1String("nodeSelector")).toObject();
            for (auto s = selector.begin(); s != selector.end(); ++s)
                spec.nodeSelector.insert(s.key(), s.value().toString());
            spec.requestsCpu = req.value(QLatin1String("cpu")).toString();
            spec.requestsMemory = req.value(QLatin1String("memory")).toString();
            spec.requestsGpu = req.value(QLatin1String("nvidia.com/gpu")).toVariant().toString();
            spec.limitsCpu = lim.value(QLatin1String("cpu")).toString();
            spec.limitsMemory = lim.value(QLatin1String("memory")).toString();
            spec.limitsGpu = lim.value(QLatin1String("nvidia.com/gpu")).toVariant().toString();
            spec.isDefault = spec.name == t.defaultInstanceType;
            t.instanceTypes.append(spec);
        }
        const QJsonArray errors = p.value(QLatin1String("provisioningErrors")).toArray();
        for (const QJsonValue& e : errors)
            t.errors << e.toObject().value(QLatin1String("error")).toObject().value(QLatin1String("message")).toString();
        out.append(t);
    }
    return out;
}

AzureBackend::AzureBackend(azure::Cloud cloud, arm::WorkspaceRef workspace, std::unique_ptr<http::Client> http)
    : m_cloud(std::move(cloud))
    , m_workspace(std::move(workspace))
    , m_http(std::move(http))
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setMaxThreadCount(4); // requests wait on the network, not on the processor
}

AzureBackend::AzureBackend(azure::Cloud cloud, arm::WorkspaceRef workspace, std::unique_ptr<azure::Credential> credential,
                           http::ClientOptions httpOptions, QObject* parent)
    : AzureBackend(std::move(cloud), std::move(workspace), std::make_unique<http::Client>(std::move(httpOptions)))
{
    setParent(parent);
    setCredential(std::move(credential));
}

std::unique_ptr<AzureBackend> AzureBackend::create(azure::Cloud cloud, arm::WorkspaceRef workspace,
                                                   const azure::CredentialChoice& choice, QString* error,
                                                   http::ClientOptions httpOptions)
{
    std::unique_ptr<AzureBackend> b(
        new AzureBackend(std::move(cloud), std::move(workspace), std::make_unique<http::Client>(std::move(httpOptions))));
    std::unique_ptr<azure::Credential> credential = azure::makeCredential(choice, *b->m_http, b->m_cloud, error);
    if (!credential)
        return nullptr;
    b->setCredential(std::move(credential));
    return b;
}

void AzureBackend::setCredential(std::unique_ptr<azure::Credential> credential)
{
    m_tokens = std::make_unique<azure::TokenCache>(std::move(credential));
    m_arm = std::make_unique<arm::ArmClient>(*m_http, *m_tokens, m_cloud);
}

AzureBackend::~AzureBackend()
{
    m_http->cancelAll();
    m_pool->waitForDone(); // work in flight holds references to the clients
}

QString AzureBackend::id() const
{
    return QStringLiteral("azure");
}

QString AzureBackend::displayName() const
{
    return QCoreApplication::translate("AzureBackend", "Azure ML: %1").arg(m_workspace.workspace);
}

QString AzureBackend::lastError() const
{
    std::lock_guard lock(m_errorMutex);
    return m_lastError;
}

void AzureBackend::noteError(const QString& message)
{
    {
        std::lock_guard lock(m_errorMutex);
        m_lastError = message;
    }
    if (!message.isEmpty())
        QMetaObject::invokeMethod(this, [this, message] { Q_EMIT problem(message); }, Qt::QueuedConnection);
}

QFuture<SubmitResult> AzureBackend::submit(const QString& pipelineFile, const QByteArray& text, const SubmitOptions& options)
{
    Q_UNUSED(pipelineFile) Q_UNUSED(text) Q_UNUSED(options)
    SubmitResult r;
    r.error = QCoreApplication::translate("AzureBackend",
                                          "Submitting pipelines to %1 is not available in this version. Run it on this "
                                          "machine, or submit it with 'az ml job create --file FILE'.")
                  .arg(m_workspace.workspace);
    return QtFuture::makeReadyFuture(r);
}

void AzureBackend::cancel(const QString& jobId, const QString& step)
{
    if (!step.isEmpty()) {
        noteError(QCoreApplication::translate("AzureBackend", "One step of an Azure ML job cannot be cancelled; cancel the job %1.")
                      .arg(jobId));
        return;
    }
    const double poll = m_minPoll;
    (void)QtConcurrent::run(m_pool.get(), [this, jobId, poll] {
        const arm::OperationResult r = azure::cancelJob(*m_arm, m_workspace, jobId, poll);
        noteError(r.ok ? QString() : r.message);
        if (r.ok)
            QMetaObject::invokeMethod(this, [this, jobId] { Q_EMIT jobStatusChanged(jobId, RunStatus::Canceled); },
                                      Qt::QueuedConnection);
    });
}

QFuture<QList<JobRun>> AzureBackend::listJobs(int limit)
{
    return QtConcurrent::run(m_pool.get(), [this, limit] {
        const azure::JobsResult r = azure::listJobs(*m_arm, m_workspace, limit);
        noteError(r.error);
        return r.jobs;
    });
}

QFuture<JobRun> AzureBackend::job(const QString& jobId)
{
    return QtConcurrent::run(m_pool.get(), [this, jobId] {
        azure::JobResult r = azure::getJob(*m_arm, m_workspace, jobId);
        noteError(r.error);
        if (r.job.id.isEmpty())
            return r.job;
        azure::RunHistory history(*m_arm, *m_http, *m_tokens, m_workspace);
        const azure::RunHistory::Children children = history.children(jobId);
        if (children.error.isEmpty())
            r.job.steps = children.steps;
        else
            r.job.warnings << children.error;
        return r.job;
    });
}

QFuture<QList<ComputeTarget>> AzureBackend::computeTargets()
{
    return QtConcurrent::run(m_pool.get(), [this] {
        const arm::ListResult r = m_arm->list(m_workspace.path() + QStringLiteral("/computes"));
        noteError(r.error);
        return computeTargetsFromJson(r.items);
    });
}

QFuture<ComputeOperationResult> AzureBackend::createCluster(const ClusterRequest& request)
{
    const double poll = m_minPoll;
    return QtConcurrent::run(m_pool.get(), [this, request, poll] { return azure::createCluster(*m_arm, m_workspace, request, poll); });
}

QFuture<ComputeOperationResult> AzureBackend::resizeCluster(const QString& name, int minNodes, int maxNodes,
                                                            int idleSecondsBeforeScaleDown)
{
    const double poll = m_minPoll;
    return QtConcurrent::run(m_pool.get(), [this, name, minNodes, maxNodes, idleSecondsBeforeScaleDown, poll] {
        return azure::resizeCluster(*m_arm, m_workspace, name, minNodes, maxNodes, idleSecondsBeforeScaleDown, poll);
    });
}

QFuture<ComputeOperationResult> AzureBackend::deleteCompute(const QString& name, bool detachOnly)
{
    const double poll = m_minPoll;
    return QtConcurrent::run(m_pool.get(), [this, name, detachOnly, poll] { return azure::deleteCompute(*m_arm, m_workspace, name, detachOnly, poll); });
}

} // namespace pw
