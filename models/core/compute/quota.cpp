// SPDX-License-Identifier: MIT
#include "quota.h"

#include "pipelinespec.h"
#include "vmcatalog.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace pw {

namespace {


const VmSize* findSize(const ComputeSnapshot& snapshot, const QString& name)
{
    for (const VmSize& s : snapshot.vmSizes) {
        if (s.name.compare(name, Qt::CaseInsensitive) == 0)
            return &s;
    }
    return nullptr;
}

const ComputeTarget* findCompute(const ComputeSnapshot& snapshot, const QString& name)
{
    for (const ComputeTarget& c : snapshot.computes) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

bool offeredFor(const VmSize& s, const QString& computeType)
{
    // An empty list means the response did not say; treat the size as offered.
    if (s.supportedComputeTypes.isEmpty())
        return true;
    for (const QString& t : s.supportedComputeTypes) {
        if (t.compare(computeType, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QString familyKey(const QString& f)
{
    return VmCatalog::seriesOfFamily(f).toLower();
}

PreflightFinding finding(const QString& rule, Severity sev, const QString& message, const QString& fix = QString())
{
    PreflightFinding f;
    f.ruleId = rule;
    f.severity = sev;
    f.message = message;
    f.fix = fix;
    return f;
}

int compareVersions(const QString& a, const QString& b)
{
    const QStringList pa = a.split(QLatin1Char('.'));
    const QStringList pb = b.split(QLatin1Char('.'));
    for (int i = 0; i < std::max(pa.size(), pb.size()); ++i) {
        const int x = i < pa.size() ? pa[i].toInt() : 0;
        const int y = i < pb.size() ? pb[i].toInt() : 0;
        if (x != y)
            return x < y ? -1 : 1;
    }
    return 0;
}

// The checks that depend on the size alone: offered, retired, approval, low priority, CUDA.
void sizeChecks(const VmSize* s, const QString& sizeName, const QString& computeType, bool lowPriority,
                const QString& cuda, QList<PreflightFinding>& out)
{
    if (!s || !offeredFor(*s, computeType)) {
        out << finding(QStringLiteral("vm-not-offered"), Severity::Error,
                       QCoreApplication::translate("Quota", "The VM size %1 is not offered in this region for %2.").arg(sizeName, computeType),
                       QCoreApplication::translate("Quota", "Choose a size from the region's list (pipewright vm-sizes)."));
        return;
    }
    // the size's family as the region lists it names its series best; its name is the fallback
    std::optional<VmFamilyInfo> info = VmCatalog::instance().forFamily(s->family);
    if (!info)
        info = VmCatalog::instance().forSize(s->name);
    if (info && info->retiredOn.isValid()) {
        out << finding(QStringLiteral("vm-retired"), Severity::Error,
                       QCoreApplication::translate("Quota", "The %1 series of %2 is retired (since %3).")
                           .arg(info->series, s->name, info->retiredOn.toString(Qt::ISODate)),
                       QCoreApplication::translate("Quota", "Recreate the compute with a size of another series."));
    }
    if (info && info->requiresApproval) {
        out << finding(QStringLiteral("vm-requires-approval"), Severity::Info,
                       QCoreApplication::translate("Quota", "The %1 series is restricted: its quota needs approval.").arg(info->series),
                       QCoreApplication::translate("Quota", "Request quota for it with a support request."));
    }
    if (lowPriority && !s->lowPriorityCapable) {
        out << finding(QStringLiteral("lowpriority-not-capable"), Severity::Error,
                       QCoreApplication::translate("Quota", "The VM size %1 cannot run at low priority.").arg(s->name),
                       QCoreApplication::translate("Quota", "Use the dedicated tier or a size that supports low priority."));
    } else if (lowPriority) {
        out << finding(QStringLiteral("preemptible"), Severity::Info,
                       QCoreApplication::translate("Quota", "Low-priority nodes may be preempted; a preempted job must be restarted."));
    }
    if (info && !info->minCuda.isEmpty() && !cuda.isEmpty() && compareVersions(cuda, info->minCuda) < 0) {
        out << finding(QStringLiteral("cuda-too-old"), Severity::Warning,
                       QCoreApplication::translate("Quota", "CUDA %1 is too old for %2 GPUs (%3 needs CUDA %4 or later).")
                           .arg(cuda, info->gpuArchitecture, info->series, info->minCuda),
                       QCoreApplication::translate("Quota", "Use an environment with a newer CUDA, or another GPU series."));
    }
}

void quotaChecks(const VmSize& s, int count, bool lowPriority, bool serverless, const ComputeSnapshot& snapshot,
                 QList<PreflightFinding>& out)
{
    const QuotaFit fit = quotaFit(s, count, lowPriority, snapshot);
    const QuotaOutcome outcome = quotaOutcome(fit);
    if (outcome == QuotaOutcome::Fits)
        return;
    PreflightFinding f;
    f.message = quotaOutcomeText(outcome, fit);
    switch (outcome) {
    case QuotaOutcome::NoQuota:
        f.ruleId = QStringLiteral("quota-no-quota");
        f.severity = Severity::Error;
        f.fix = QCoreApplication::translate("Quota", "Pick another size, or request quota for this family.");
        f.suggestedSizes = sizesWithQuota(snapshot, count, lowPriority, s.vCpus, s.gpus > 0);
        break;
    case QuotaOutcome::Insufficient:
        f.ruleId = QStringLiteral("quota-insufficient");
        f.severity = Severity::Error;
        f.suggestedCount = fit.vCpusPerInstance > 0 ? int(fit.cap / fit.vCpusPerInstance) : 0;
        f.fix = QCoreApplication::translate("Quota", "Use %1 instances, request more quota, or change the size.").arg(f.suggestedCount);
        f.suggestedSizes = sizesWithQuota(snapshot, count, lowPriority, 0, s.gpus > 0);
        break;
    case QuotaOutcome::WillQueue:
    case QuotaOutcome::TooLittleFree:
        f.ruleId = QStringLiteral("quota-in-use");
        f.severity = Severity::Warning;
        if (serverless) {
            f.message = quotaOutcomeText(QuotaOutcome::WillQueue, fit);
            f.fix = QCoreApplication::translate("Quota", "Wait, or choose a size of another family.");
        } else {
            f.message = quotaOutcomeText(QuotaOutcome::TooLittleFree, fit);
            f.fix = QCoreApplication::translate("Quota", "Use fewer instances, request more quota, or run on serverless compute.");
        }
        f.suggestedSizes = sizesWithQuota(snapshot, count, lowPriority, 0, s.gpus > 0);
        break;
    case QuotaOutcome::Fits: break;
    }
    out << f;
}

} // namespace

QuotaFit quotaFit(const VmSize& size, int instanceCount, bool lowPriority, const ComputeSnapshot& snapshot)
{
    QuotaFit fit;
    fit.vCpusPerInstance = size.vCpus;
    fit.need = qint64(size.vCpus) * std::max(0, instanceCount);
    fit.pool = lowPriority ? CorePool::LowPriority : CorePool::Dedicated;
    fit.family = size.family;
    const QString fam = familyKey(size.family);
    auto consider = [&](const UsageRow& r) {
        if (r.limit < 0)
            return; // no limit of its own
        const qint64 freeHere = std::max<qint64>(0, r.limit - r.current);
        fit.free = fit.free < 0 ? freeHere : std::min(fit.free, freeHere);
        fit.cap = fit.cap < 0 ? r.limit : std::min(fit.cap, r.limit);
        fit.rowKeys << r.key;
    };
    for (const UsageRow& r : snapshot.usages) {
        if (r.pool != fit.pool && r.pool != CorePool::Any)
            continue;
        if (r.level == QuotaLevel::Cluster)
            continue;
        const bool familyRow = !r.family.isEmpty();
        if (familyRow) {
            if (familyKey(r.family) != fam)
                continue;
            if (r.level == QuotaLevel::Workspace && !snapshot.workspace.isEmpty() && !r.workspace.isEmpty()
                && r.workspace.compare(snapshot.workspace, Qt::CaseInsensitive) != 0)
                continue;
            consider(r);
        } else if (r.group == QLatin1String("dedicatedCores") || r.group == QLatin1String("lowPriorityCores")) {
            if (r.pool == fit.pool)
                consider(r);
        }
        // "local" rows are this machine's cores: no Azure VM runs on them
    }
    return fit;
}

QuotaOutcome quotaOutcome(const QuotaFit& fit)
{
    if (fit.cap == 0)
        return QuotaOutcome::NoQuota;
    if (fit.cap > 0 && fit.need > fit.cap)
        return QuotaOutcome::Insufficient;
    if (fit.free >= 0 && fit.need > fit.free)
        return QuotaOutcome::WillQueue;
    return QuotaOutcome::Fits;
}

QString quotaOutcomeText(QuotaOutcome outcome, const QuotaFit& fit)
{
    switch (outcome) {
    case QuotaOutcome::Fits: return QCoreApplication::translate("Quota", "Needs %1 vCPUs; %2 are free.").arg(fit.need).arg(fit.free < 0 ? QCoreApplication::translate("Quota", "all") : QString::number(fit.free));
    case QuotaOutcome::NoQuota:
        return QCoreApplication::translate("Quota", "There is no quota for %1 (%2): no job of this size can run.")
            .arg(fit.family, fit.pool == CorePool::LowPriority ? QCoreApplication::translate("Quota", "low priority") : QCoreApplication::translate("Quota", "dedicated"));
    case QuotaOutcome::Insufficient: {
        const qint64 fits = fit.vCpusPerInstance > 0 ? fit.cap / fit.vCpusPerInstance : 0;
        return QCoreApplication::translate("Quota", "Needs %1 vCPUs but the limit is %2: at most %3 instances of this size fit.")
            .arg(fit.need)
            .arg(fit.cap)
            .arg(fits);
    }
    case QuotaOutcome::WillQueue:
        return QCoreApplication::translate("Quota", "Needs %1 vCPUs; only %2 are free now, the rest is in use: the job will queue until it frees.")
            .arg(fit.need)
            .arg(fit.free);
    case QuotaOutcome::TooLittleFree:
        return QCoreApplication::translate("Quota", "Needs %1 vCPUs; only %2 are free now: the job may fail.").arg(fit.need).arg(fit.free);
    }
    return QString();
}

QStringList sizesWithQuota(const ComputeSnapshot& snapshot, int instanceCount, bool lowPriority, int minVCpus,
                           bool gpu)
{
    QList<std::pair<qint64, QString>> found;
    for (const VmSize& s : snapshot.vmSizes) {
        if (s.vCpus < minVCpus || (gpu != (s.gpus > 0)) || (lowPriority && !s.lowPriorityCapable))
            continue;
        if (!offeredFor(s, QStringLiteral("AmlCompute")))
            continue;
        const std::optional<VmFamilyInfo> info = VmCatalog::instance().forSize(s.name);
        if (info && info->retiredOn.isValid())
            continue;
        const QuotaFit fit = quotaFit(s, instanceCount, lowPriority, snapshot);
        if (quotaOutcome(fit) == QuotaOutcome::Fits)
            found.append({qint64(s.vCpus), s.name});
    }
    std::sort(found.begin(), found.end());
    QStringList names;
    for (const auto& p : found)
        names << p.second;
    return names;
}

QList<PreflightFinding> preflight(const ComputeDemand& demand, const ComputeSnapshot& snapshot)
{
    QList<PreflightFinding> out;
    const ComputeTarget* target = demand.computeName.isEmpty() ? nullptr : findCompute(snapshot, demand.computeName);
    if (demand.kind != ComputeKind::Serverless && demand.kind != ComputeKind::Local && !demand.computeName.isEmpty()
        && !target && !snapshot.computes.isEmpty()) {
        out << finding(QStringLiteral("compute-unknown"), Severity::Warning,
                       QCoreApplication::translate("Quota", "The compute %1 is not in the workspace.").arg(demand.computeName),
                       QCoreApplication::translate("Quota", "Create it, or choose one of the workspace's computes."));
    } else if (demand.kind != ComputeKind::Serverless && demand.kind != ComputeKind::Local && !demand.computeName.isEmpty()
               && snapshot.computes.isEmpty()) {
        // a backend that lists no computes (this machine) cannot say whether the workspace has it
        out << finding(QStringLiteral("compute-unchecked"), Severity::Info,
                       QCoreApplication::translate("Quota", "Whether the workspace has the compute %1 is not known here: "
                                                            "no computes are listed.")
                           .arg(demand.computeName),
                       QCoreApplication::translate("Quota", "It is checked when the job is submitted to a workspace."));
    }
    const bool serverless = demand.kind == ComputeKind::Serverless;
    QString sizeName = demand.vmSize;
    if (sizeName.isEmpty() && target)
        sizeName = target->vmSize;
    const bool lowPriority =
        demand.lowPriority || (target && target->vmPriority.compare(QLatin1String("LowPriority"), Qt::CaseInsensitive) == 0);
    if (target && target->kind == computeKindKey(ComputeKind::AmlCompute)) {
        if (target->maxNodes > 0 && demand.instanceCount > target->maxNodes) {
            PreflightFinding f = finding(QStringLiteral("instance-count-over-max"), Severity::Warning,
                                         QCoreApplication::translate("Quota", "The cluster %1 has at most %2 nodes; %3 instances were asked for.")
                                             .arg(target->name)
                                             .arg(target->maxNodes)
                                             .arg(demand.instanceCount),
                                         QCoreApplication::translate("Quota", "Lower instance_count or raise the cluster's maximum."));
            f.suggestedCount = target->maxNodes;
            out << f;
        }
        if (target->busyNodes > 0 && target->idleNodes == 0 && target->currentNodes >= target->maxNodes)
            out << finding(QStringLiteral("cluster-busy"), Severity::Info,
                           QCoreApplication::translate("Quota", "The cluster %1 is busy: the job will queue behind the running ones.").arg(target->name),
                           QCoreApplication::translate("Quota", "Wait, raise the cluster's maximum, or run on serverless compute."));
        else if (target->allocationState.compare(QLatin1String("Resizing"), Qt::CaseInsensitive) == 0
                 && target->targetNodes < target->currentNodes)
            out << finding(QStringLiteral("cluster-busy"), Severity::Info,
                           QCoreApplication::translate("Quota", "The cluster %1 is scaling down: the job waits until it has, then scales up.")
                               .arg(target->name));
    }
    if (target && target->kind != computeKindKey(ComputeKind::AmlCompute)
        && target->kind != computeKindKey(ComputeKind::ComputeInstance))
        return out; // Kubernetes (instance types), attached, local: no VM quota
    if (serverless && sizeName.isEmpty())
        return out; // the service picks a size that fits the quota
    if (sizeName.isEmpty())
        return out;
    const VmSize* s = findSize(snapshot, sizeName);
    if (snapshot.vmSizes.isEmpty())
        return out; // the backend lists no sizes: nothing to check against
    const QString computeType = target && target->kind == computeKindKey(ComputeKind::ComputeInstance)
                                    ? QStringLiteral("ComputeInstance")
                                    : QStringLiteral("AmlCompute");
    sizeChecks(s, sizeName, computeType, lowPriority, demand.cuda, out);
    if (!s)
        return out;
    // A cluster's own nodes are already counted in its usage when they are up; quota is checked for the nodes
    // the job adds.
    int count = demand.instanceCount;
    if (target && target->kind == computeKindKey(ComputeKind::AmlCompute))
        count = std::max(0, demand.instanceCount - target->currentNodes);
    if (count > 0 || serverless)
        quotaChecks(*s, std::max(count, demand.instanceCount > 0 ? (serverless ? demand.instanceCount : count) : 0),
                    lowPriority, serverless, snapshot, out);
    return out;
}

QList<PreflightFinding> preflightCluster(const ClusterRequest& request, const ComputeSnapshot& snapshot)
{
    QList<PreflightFinding> out;
    const QString nameProblem = clusterNameProblem(request.name);
    if (!nameProblem.isEmpty())
        out << finding(QStringLiteral("compute-name"), Severity::Error, nameProblem,
                       QCoreApplication::translate("Quota", "Use 3 to 24 letters, digits or '-', starting with a letter and not ending in '-' and "
                          "digits."));
    if (request.maxNodes < 1 || request.minNodes < 0 || request.minNodes > request.maxNodes)
        out << finding(QStringLiteral("cluster-nodes"), Severity::Error,
                       QCoreApplication::translate("Quota", "The node counts must satisfy 0 ≤ minimum ≤ maximum and maximum ≥ 1 (%1, %2).")
                           .arg(request.minNodes)
                           .arg(request.maxNodes));
    if (request.minNodes > 0)
        out << finding(QStringLiteral("cluster-min-nodes"), Severity::Warning,
                       QCoreApplication::translate("Quota", "%n node(s) stay allocated and billed even when idle.", nullptr, request.minNodes),
                       QCoreApplication::translate("Quota", "Set the minimum to 0 so that an idle cluster costs nothing."));
    if (!request.location.isEmpty() && !snapshot.location.isEmpty()
        && request.location.compare(snapshot.location, Qt::CaseInsensitive) != 0)
        out << finding(QStringLiteral("cluster-region"), Severity::Warning,
                       QCoreApplication::translate("Quota", "The cluster is in %1, the workspace in %2: expect latency and data transfer costs.")
                           .arg(request.location, snapshot.location));
    if (request.vmSize.isEmpty()) {
        out << finding(QStringLiteral("vm-not-offered"), Severity::Error, QCoreApplication::translate("Quota", "A VM size is required."));
        return out;
    }
    if (snapshot.vmSizes.isEmpty())
        return out;
    const VmSize* s = findSize(snapshot, request.vmSize);
    sizeChecks(s, request.vmSize, QStringLiteral("AmlCompute"), request.lowPriority, QString(), out);
    if (!s)
        return out;
    const QuotaFit fit = quotaFit(*s, request.maxNodes, request.lowPriority, snapshot);
    if (fit.cap == 0) {
        PreflightFinding f = finding(QStringLiteral("quota-no-quota"), Severity::Error,
                                     quotaOutcomeText(QuotaOutcome::NoQuota, fit),
                                     QCoreApplication::translate("Quota", "Pick another size, or request quota for this family."));
        f.suggestedSizes = sizesWithQuota(snapshot, request.maxNodes, request.lowPriority, 0, s->gpus > 0);
        out << f;
    } else if (fit.cap > 0 && fit.need > fit.cap) {
        PreflightFinding f = finding(QStringLiteral("cluster-max-unreachable"), Severity::Warning,
                                     QCoreApplication::translate("Quota", "%1 nodes need %2 vCPUs but the limit is %3: the maximum cannot be reached.")
                                         .arg(request.maxNodes)
                                         .arg(fit.need)
                                         .arg(fit.cap),
                                     QCoreApplication::translate("Quota", "Lower the maximum or request more quota."));
        f.suggestedCount = s->vCpus > 0 ? int(fit.cap / s->vCpus) : 0;
        out << f;
    }
    return out;
}

Diagnostics preflightPipeline(const PipelineSpec& spec, const ComputeSnapshot& snapshot)
{
    Diagnostics out;
    // Each step is checked alone (errors: it can never fit). Steps on serverless compute or the same cluster
    // may then run at the same time; their sum is checked against the pool as a warning only, since the graph
    // may order them (the sum is an upper bound).
    QHash<QString, qint64> sumNeed; // family|pool -> vCPUs of all steps
    QHash<QString, const VmSize*> sizeOfKey;
    for (const Step& step : spec.steps) {
        if (step.kind == StepKind::Opaque || step.kind == StepKind::Pipeline)
            continue;
        ComputeRef ref = step.compute;
        if (ref.kind == ComputeRef::Kind::Default)
            ref = spec.settings.defaultCompute;
        ComputeDemand d;
        d.step = step.name;
        d.vmSize = step.instanceType.value;
        d.cuda = cudaVersionOf(step.environment.value);
        bool okCount = true;
        d.instanceCount = step.instanceCount ? step.instanceCount.value.toInt(&okCount) : 1;
        if (!okCount)
            continue; // the validator reports it
        const QString tier = step.jobTier.value.toLower();
        d.lowPriority = tier == QLatin1String("spot") || tier == QLatin1String("basic");
        switch (ref.kind) {
        case ComputeRef::Kind::Named: {
            d.computeName = ref.name;
            const ComputeTarget* t = findCompute(snapshot, ref.name);
            d.kind = t ? computeKindFromKey(t->kind).value_or(ComputeKind::AmlCompute) : ComputeKind::AmlCompute;
            break;
        }
        case ComputeRef::Kind::Local: d.kind = ComputeKind::Local; break;
        case ComputeRef::Kind::Expression: continue;
        default: d.kind = ComputeKind::Serverless; break;
        }
        if (d.kind == ComputeKind::Local)
            continue;
        SourceLoc loc = step.instanceType.loc.valid() ? step.instanceType.loc
                        : step.compute.field.loc.valid() ? step.compute.field.loc
                                                         : step.loc;
        for (const PreflightFinding& f : preflight(d, snapshot)) {
            Diagnostic diag;
            diag.severity = f.severity;
            diag.ruleId = f.ruleId;
            diag.message = f.fix.isEmpty() ? f.message : f.message + QLatin1Char(' ') + f.fix;
            diag.file = spec.file;
            diag.line = loc.line;
            diag.col = loc.col;
            diag.step = step.name;
            diag.field = step.instanceType.loc.valid() ? QStringLiteral("resources.instance_type") : QStringLiteral("compute");
            out << diag;
        }
        if (d.kind == ComputeKind::Serverless && !d.vmSize.isEmpty()) {
            if (const VmSize* s = findSize(snapshot, d.vmSize)) {
                const QString key = s->family + QLatin1Char('|') + (d.lowPriority ? u"lp" : u"d");
                sumNeed[key] += qint64(s->vCpus) * d.instanceCount;
                sizeOfKey[key] = s;
            }
        }
    }
    for (auto it = sumNeed.cbegin(); it != sumNeed.cend(); ++it) {
        const VmSize* s = sizeOfKey.value(it.key());
        const bool lp = it.key().endsWith(QLatin1String("|lp"));
        QuotaFit fit = quotaFit(*s, 1, lp, snapshot);
        if (fit.free >= 0 && it.value() > fit.free && it.value() > fit.need) {
            Diagnostic diag;
            diag.severity = Severity::Warning;
            diag.ruleId = QStringLiteral("quota-in-use");
            diag.message = QCoreApplication::translate("Quota", "Steps on %1 together need up to %2 vCPUs and %3 are free: some will queue.")
                               .arg(s->family)
                               .arg(it.value())
                               .arg(fit.free);
            diag.file = spec.file;
            diag.line = spec.jobsLoc.line;
            diag.col = spec.jobsLoc.col;
            out << diag;
        }
    }
    return out;
}

QString cudaVersionOf(const QString& environment)
{
    static const QRegularExpression re(QStringLiteral("cuda[-_]?(\\d{1,2})(?:\\.(\\d{1,2}))?"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(environment);
    if (!m.hasMatch())
        return {};
    return m.captured(2).isEmpty() ? m.captured(1) : m.captured(1) + QLatin1Char('.') + m.captured(2);
}

Diagnostics preflightPipelineWithCatalog(const PipelineSpec& spec, ComputeSnapshot snapshot)
{
    // this machine is not a workspace: its own target says nothing of the computes a pipeline names
    if (snapshot.backendId == QLatin1String("local"))
        snapshot.computes.clear();
    const bool common = snapshot.vmSizes.isEmpty();
    if (common)
        snapshot.vmSizes = VmCatalog::commonSizes();
    Diagnostics out;
    for (const Diagnostic& d : preflightPipeline(spec, snapshot))
        if (!common || d.ruleId != QLatin1String("vm-not-offered"))
            out << d;
    return out;
}

QuotaSummary summarize(const UsageRow& row)
{
    QuotaSummary q;
    q.key = row.key;
    q.displayName = row.displayName.isEmpty() ? row.key : row.displayName;
    q.family = row.family;
    q.pool = row.pool;
    q.level = row.level;
    q.used = row.current;
    q.limit = row.limit;
    q.free = row.limit < 0 ? -1 : std::max<qint64>(0, row.limit - row.current);
    q.percent = row.limit > 0 ? 100.0 * double(row.current) / double(row.limit) : 0.0;
    return q;
}

QList<QuotaSummary> quotaSummaries(const ComputeSnapshot& snapshot)
{
    QList<QuotaSummary> out;
    for (const UsageRow& r : snapshot.usages)
        out << summarize(r);
    return out;
}

QString clusterNameProblem(const QString& name)
{
    static const QRegularExpression re(QStringLiteral("^[a-zA-Z](?![a-zA-Z0-9-]*-\\d+$)[a-zA-Z0-9\\-]{2,23}$"));
    if (re.match(name).hasMatch())
        return QString();
    if (name.size() < 3 || name.size() > 24)
        return QCoreApplication::translate("Quota", "The compute name '%1' must be 3 to 24 characters long.").arg(name);
    if (!name.at(0).isLetter() || name.at(0).unicode() > 127)
        return QCoreApplication::translate("Quota", "The compute name '%1' must start with a letter.").arg(name);
    static const QRegularExpression trailing(QStringLiteral("-\\d+$"));
    if (trailing.match(name).hasMatch())
        return QCoreApplication::translate("Quota", "The compute name '%1' must not end with '-' followed by digits.").arg(name);
    return QCoreApplication::translate("Quota", "The compute name '%1' may hold only letters, digits and '-'.").arg(name);
}

} // namespace pw
