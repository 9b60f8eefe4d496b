// SPDX-License-Identifier: MIT
#include "azurebackend.h"

#include "armresponse.h"
#include "azurecompute.h"
#include "azurejobs.h"
#include "azuresubmit.h"
#include "computejson.h"
#include "runhistory.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QRegularExpression>
#include <QFileInfo>
#include <QFile>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaObject>
#include <QtConcurrent>

namespace pw {

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
    // code versions, uploads and the job's creation all wait on the network: off the caller's thread
    return QtConcurrent::run(m_pool.get(), [this, pipelineFile, text, options] {
        SubmitResult r = azure::submitPipeline(*m_arm, *m_http, m_workspace, pipelineFile, text, options);
        if (r.ok()) {
            const QString jobId = r.jobId;
            QMetaObject::invokeMethod(this, [this, jobId] { Q_EMIT jobStatusChanged(jobId, RunStatus::NotStarted); },
                                      Qt::QueuedConnection);
        }
        return r;
    });
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
        QList<ComputeTarget> targets;
        QList<JsonIssue> issues;
        for (qsizetype i = 0; i < r.items.size(); ++i)
            targets.append(computeFromJson(r.items.at(i).toObject(), http::redactedUrl(m_arm->url(m_workspace.path() + QStringLiteral("/computes"))),
                                           QStringLiteral("value[%1]").arg(i), &issues));
        noteError(!r.error.isEmpty() ? r.error : issues.isEmpty() ? QString() : issues.first().toString());
        return targets;
    });
}

QFuture<QString> AzureBackend::stepLog(const QString& jobId, const QString& step)
{
    const QString cache = m_logCache.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::CacheLocation)
                                                     + QStringLiteral("/azure-logs")
                                               : m_logCache;
    return QtConcurrent::run(m_pool.get(), [this, jobId, step, cache]() -> QString {
        azure::RunHistory history(*m_arm, *m_http, *m_tokens, m_workspace);
        QString runId = jobId;
        if (!step.isEmpty()) {
            const azure::RunHistory::Children children = history.children(jobId);
            runId = children.runIds.value(step);
            if (runId.isEmpty()) {
                noteError(children.error);
                return {};
            }
        }
        const azure::RunHistory::LogFiles logs = history.logFiles(runId);
        const QString main = azure::RunHistory::mainLog(logs.files);
        if (main.isEmpty()) {
            noteError(logs.error);
            return {};
        }
        // <cache>/<workspace>/<job>/<step or "job">/<log path>, a file name and folders of its own each
        auto safe = [](QString part) {
            static const QRegularExpression bad(QStringLiteral("[^A-Za-z0-9._-]"));
            part.replace(bad, QStringLiteral("_"));
            return part.isEmpty() || part.startsWith(QLatin1Char('.')) ? QStringLiteral("_") + part : part;
        };
        QStringList parts {safe(m_workspace.workspace), safe(jobId), step.isEmpty() ? QStringLiteral("job") : safe(step)};
        for (const QString& p : main.split(QLatin1Char('/'), Qt::SkipEmptyParts))
            parts << safe(p);
        const QString path = QDir(cache).filePath(parts.join(QLatin1Char('/')));
        std::lock_guard<std::mutex> lock(m_logMutex);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile copy(path);
        const qint64 have = copy.exists() ? copy.size() : 0;
        const azure::RunHistory::Chunk chunk = history.readLog(logs.files.value(main), have);
        if (!chunk.error.isEmpty()) {
            noteError(chunk.error);
            return copy.exists() ? path : QString();
        }
        if (!copy.open(chunk.rewritten ? (QIODevice::WriteOnly | QIODevice::Truncate) : QIODevice::Append)) {
            noteError(QCoreApplication::translate("AzureBackend", "Cannot write %1: %2").arg(path, copy.errorString()));
            return {};
        }
        copy.write(chunk.bytes);
        return path;
    });
}

QFuture<QString> AzureBackend::checkConnection()
{
    return QtConcurrent::run(m_pool.get(), [this] {
        if (m_workspace.workspace.isEmpty())
            return QCoreApplication::translate("AzureBackend", "No workspace is named.");
        const http::Response r = m_arm->get(m_workspace.path());
        if (r.ok())
            return QString();
        if (!r.error.isEmpty())
            return r.error; // a sentence already, the request after it
        // the service's words first, then the request once
        const QString request = QStringLiteral("GET %1").arg(http::redactedUrl(r.url));
        if (const std::optional<arm::ArmError> e = arm::parseError(r.body))
            return QCoreApplication::translate("AzureBackend", "The workspace %1 could not be read: %2 (%3, HTTP %4)\n%5")
                .arg(m_workspace.workspace, e->message, e->code, QString::number(r.status), request);
        return QCoreApplication::translate("AzureBackend", "The workspace %1 could not be read (HTTP %2).\n%3")
            .arg(m_workspace.workspace, QString::number(r.status), request);
    });
}

QFuture<WorkspaceListing> AzureBackend::listWorkspaces()
{
    return QtConcurrent::run(m_pool.get(), [this] {
        WorkspaceListing out;
        const arm::ListResult subscriptions = m_arm->list(QStringLiteral("/subscriptions"),
                                                          {{QStringLiteral("api-version"), QStringLiteral("2022-12-01")}});
        if (!subscriptions.error.isEmpty()) {
            out.errors << subscriptions.error;
            return out;
        }
        for (const QJsonValue& v : subscriptions.items) {
            const QJsonObject sub = v.toObject();
            const QString id = sub.value(QLatin1String("subscriptionId")).toString();
            if (id.isEmpty() || sub.value(QLatin1String("state")).toString(QStringLiteral("Enabled")) != QLatin1String("Enabled"))
                continue; // a disabled or deleted subscription runs nothing
            const QString name = sub.value(QLatin1String("displayName")).toString(id);
            const arm::ListResult workspaces
                = m_arm->list(QStringLiteral("/subscriptions/%1/providers/Microsoft.MachineLearningServices/workspaces").arg(id));
            if (!workspaces.error.isEmpty()) {
                out.errors << workspaces.error;
                continue;
            }
            for (const QJsonValue& w : workspaces.items) {
                const QJsonObject o = w.toObject();
                WorkspaceEntry e;
                e.id = o.value(QLatin1String("id")).toString();
                const arm::WorkspaceRef ref = arm::WorkspaceRef::fromId(e.id);
                if (ref.workspace.isEmpty())
                    continue;
                e.name = ref.workspace;
                e.resourceGroup = ref.resourceGroup;
                e.subscriptionId = id;
                e.subscriptionName = name;
                e.location = o.value(QLatin1String("location")).toString();
                e.kind = o.value(QLatin1String("kind")).toString(QStringLiteral("Default"));
                out.workspaces << e;
            }
        }
        return out;
    });
}

QFuture<ComputeSnapshot> AzureBackend::computeSnapshot()
{
    return QtConcurrent::run(m_pool.get(), [this] {
        ComputeSnapshot s;
        s.backendId = id();
        s.workspace = m_workspace.workspace;
        s.takenAt = QDateTime::currentDateTimeUtc();
        QStringList errors;
        // the region: given with the workspace, else its own answer says it
        arm::WorkspaceRef ws = m_workspace;
        if (ws.location.isEmpty()) {
            const http::Response r = m_arm->get(ws.path());
            if (r.ok())
                ws.location = QJsonDocument::fromJson(r.body).object().value(QStringLiteral("location")).toString();
            else
                errors << arm::describeFailure(r);
        }
        s.location = ws.location;
        // a list read whole, as one page for the parsers (which name the URL in what they report)
        auto listed = [&](const QString& path, QString* source) -> QByteArray {
            *source = http::redactedUrl(m_arm->url(path));
            const arm::ListResult r = m_arm->list(path);
            if (!r.error.isEmpty())
                errors << r.error;
            return QJsonDocument(QJsonObject {{QStringLiteral("value"), r.items}}).toJson(QJsonDocument::Compact);
        };
        auto noteIssues = [&](const QList<JsonIssue>& issues) {
            if (!issues.isEmpty())
                errors << issues.first().toString();
        };
        QString source;
        const ComputeParseResult computes = parseComputes(listed(ws.path() + QStringLiteral("/computes"), &source), source);
        s.computes = computes.computes;
        noteIssues(computes.issues);
        if (!ws.location.isEmpty()) {
            const UsageParseResult usages = parseUsages(listed(ws.locationPath() + QStringLiteral("/usages"), &source), source);
            noteIssues(usages.issues);
            const UsageParseResult quotas = parseQuotas(listed(ws.locationPath() + QStringLiteral("/quotas"), &source), source);
            noteIssues(quotas.issues);
            s.usages = joinQuotas(usages.rows, quotas.rows);
            // VM sizes come as one answer, not pages
            const http::Response sizes = m_arm->get(ws.locationPath() + QStringLiteral("/vmSizes"));
            if (sizes.ok()) {
                const VmSizeParseResult parsed = parseVmSizes(sizes.body, http::redactedUrl(sizes.url));
                s.vmSizes = parsed.sizes;
                noteIssues(parsed.issues);
            } else {
                errors << arm::describeFailure(sizes);
            }
        }
        s.error = errors.join(QLatin1Char('\n'));
        noteError(errors.isEmpty() ? QString() : errors.first());
        return s;
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
