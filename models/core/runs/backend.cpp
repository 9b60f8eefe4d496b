// SPDX-License-Identifier: MIT
#include "backend.h"

#include <QCoreApplication>

namespace pw {

Backend::~Backend() = default;

namespace {

ComputeOperationResult notOffered(const Backend& backend)
{
    return {false, QCoreApplication::translate("Backend", "The %1 backend does not manage computes.").arg(backend.displayName())};
}

} // namespace

QFuture<ComputeSnapshot> Backend::computeSnapshot()
{
    ComputeSnapshot s;
    s.backendId = id();
    s.takenAt = QDateTime::currentDateTimeUtc();
    s.error = QCoreApplication::translate("Backend", "The %1 backend reports no compute or quota.").arg(displayName());
    return QtFuture::makeReadyFuture(s);
}

QFuture<QList<UsageSample>> Backend::usageHistory(const QDateTime& since)
{
    Q_UNUSED(since)
    return QtFuture::makeReadyFuture(QList<UsageSample>());
}

QFuture<QString> Backend::stepLog(const QString& jobId, const QString& step)
{
    Q_UNUSED(jobId)
    Q_UNUSED(step)
    return QtFuture::makeReadyFuture(QString());
}

QFuture<ComputeOperationResult> Backend::createCluster(const ClusterRequest& request)
{
    Q_UNUSED(request)
    return QtFuture::makeReadyFuture(notOffered(*this));
}

QFuture<ComputeOperationResult> Backend::resizeCluster(const QString& name, int minNodes, int maxNodes,
                                                      int idleSecondsBeforeScaleDown)
{
    Q_UNUSED(name) Q_UNUSED(minNodes) Q_UNUSED(maxNodes) Q_UNUSED(idleSecondsBeforeScaleDown)
    return QtFuture::makeReadyFuture(notOffered(*this));
}

QFuture<ComputeOperationResult> Backend::deleteCompute(const QString& name, bool detachOnly)
{
    Q_UNUSED(name) Q_UNUSED(detachOnly)
    return QtFuture::makeReadyFuture(notOffered(*this));
}

QFuture<QString> Backend::checkConnection()
{
    return QtFuture::makeReadyFuture(QString());
}

} // namespace pw
